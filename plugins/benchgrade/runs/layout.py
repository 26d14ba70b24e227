"""Where host outputs lie in a folder, which files belong to one run, and which files may be read.

lm-eval keeps every run of a model in one folder, ``<output_path>/<model>/``: a run writes
``results_<time>.json`` and one ``samples_<task>_<time>.jsonl`` per task with the same ``<time>``
(``2026-01-01T12-00-00.123456``). Re-running into the same ``--output_path`` adds a second set
beside the first, so reading every samples file counts each query once per run. Here a folder
is grouped by run; a task's newest run is the one read unless the caller asks for all.

Only regular files are read: a FIFO would hang the reader, ``/dev/zero`` never ends, and a
symlink found inside a run folder that points outside it is not part of that run.
No host import and nothing heavy here: ``check-run`` uses this module and answers in well
under a second.
"""
from __future__ import annotations

import os
import re
import stat
from dataclasses import dataclass, field
from pathlib import Path

OLMES_PREDICTIONS = re.compile(r"^task-(\d+)-(.+)-predictions\.jsonl$")


def samples_name(name: str) -> tuple[str, str] | None:
    """(task, time) of ``samples_<task>_<time>.jsonl``; None for any other name."""
    if not (name.startswith("samples_") and name.endswith(".jsonl")):
        return None
    task, _, stamp = name[len("samples_"):-len(".jsonl")].rpartition("_")
    return (task, stamp) if task and stamp else None


def results_stamp(name: str) -> str | None:
    if name.startswith("results_") and name.endswith(".json"):
        return name[len("results_"):-len(".json")] or None
    return None


@dataclass
class LmEvalRun:
    """One lm-eval run in one model folder: its results file (None if the run did not finish) and
    the samples file of each task."""

    folder: Path
    stamp: str
    results: Path | None = None
    samples: dict[str, Path] = field(default_factory=dict)

    @property
    def label(self) -> str:
        return f"{self.folder.name}@{self.stamp}"


def lm_eval_runs(files: list[Path]) -> dict[Path, dict[str, LmEvalRun]]:
    """The runs among ``files`` (paths inside output folders), grouped: folder -> time -> run."""
    runs: dict[Path, dict[str, LmEvalRun]] = {}
    for path in sorted(files):
        parsed = samples_name(path.name)
        stamp = parsed[1] if parsed else results_stamp(path.name)
        if stamp is None:
            continue
        run = runs.setdefault(path.parent, {}).setdefault(stamp, LmEvalRun(path.parent, stamp))
        if parsed:
            run.samples[parsed[0]] = path
        else:
            run.results = path
    return {folder: dict(sorted(by_stamp.items())) for folder, by_stamp in sorted(runs.items())}


def newest_per_task(runs: dict[str, LmEvalRun]) -> tuple[list[tuple[LmEvalRun, str]], list[tuple[LmEvalRun, str]]]:
    """((run, task) to read, (run, task) superseded by a newer run of the same task), in time order."""
    newest: dict[str, LmEvalRun] = {}
    for run in runs.values():  # time order: later runs overwrite
        for task in run.samples:
            newest[task] = run
    chosen, older = [], []
    for run in runs.values():
        for task in run.samples:
            (chosen if newest[task] is run else older).append((run, task))
    return chosen, older


def walk(folder: Path) -> list[Path]:
    """Every file name under ``folder`` (symlinks included, symlinked folders not entered), sorted;
    also folders named like an input file (``samples_x.jsonl/``), so that they are reported, not missed."""
    found = []
    for root, dirs, names in os.walk(folder, followlinks=False):
        dirs.sort()
        found += sorted([Path(root) / name for name in names]
                        + [Path(root) / name for name in dirs if name.endswith((".json", ".jsonl"))])
    return found


def not_readable(path: Path, root: Path | None = None) -> str | None:
    """Why ``path`` must not be read (None when it is a regular file inside ``root``)."""
    try:
        info = path.stat()
    except OSError as exc:
        return f"cannot read ({exc.strerror})"
    if root is not None and path.is_symlink():
        target = path.resolve()
        base = root.resolve()
        if target != base and base not in target.parents:
            return f"a symlink to {target}, outside {root}: not read (copy the file into the run folder)"
    if not stat.S_ISREG(info.st_mode):
        kind = ("a FIFO" if stat.S_ISFIFO(info.st_mode) else "a device" if stat.S_ISCHR(info.st_mode)
                or stat.S_ISBLK(info.st_mode) else "a socket" if stat.S_ISSOCK(info.st_mode)
                else "a folder" if stat.S_ISDIR(info.st_mode) else "not a regular file")
        return f"{kind}, not a regular file: not read"
    return None


def open_regular(path: Path):
    """``path`` opened for binary reading, refusing anything but a regular file *without blocking*
    (opening a FIFO for reading waits for a writer; O_NONBLOCK does not). OSError otherwise."""
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0))
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise OSError(f"{path}: not a regular file")
        os.set_blocking(fd, True)
        return os.fdopen(fd, "rb", buffering=1 << 20)
    except BaseException:
        os.close(fd)
        raise
