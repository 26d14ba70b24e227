"""The PATH arguments of ``rescore`` / ``export`` -> the files to read, each with what it holds.

A path may be an lm-eval output folder (or one of its ``samples_*.jsonl`` / ``results_*.json``),
a verifiers run folder or ``traces.jsonl``, an OLMES ``task-NNN-<alias>-predictions.jsonl`` or a
folder of any of these (searched recursively). Decided here, once, before any line is read:

* **which run of each task**: lm-eval output folders are grouped by run (results time ==
  samples time); the newest run of each task is read and the older ones named in one note, or
  all of them side by side (``all_runs``), each query under its run's label;
* **which filter**: the task's headline filter (from the run's results file; see
  :func:`.readers.headline_filter`), so a document logged once per filter counts once;
* **which split**: the task config's ``test_split``;
* **what is refused**: a missing path, a file that is not regular (FIFO, device) or a symlink
  leaving its run folder, a UTF-16 file, a results file of another lm-eval version (its run's
  samples are skipped), an unknown task (listed, never guessed). Each is one line.

The same file reached twice (a folder and a file inside it) is read once.
"""
from __future__ import annotations

import json
import os
from dataclasses import dataclass, field
from pathlib import Path

from .layout import OLMES_PREDICTIONS, lm_eval_runs, newest_per_task, not_readable, open_regular, samples_name, walk
from .readers import headline_filter
from .tasks import TaskInfo, lm_eval_task, olmes_task

SUPPORTED_LM_EVAL = "0.4."
MAX_RESULTS_BYTES = 256 << 20  # a results file is a summary; anything larger is not one
_UTF16_BOMS = (b"\xff\xfe", b"\xfe\xff")


@dataclass(frozen=True)
class Source:
    """One file to read line by line."""

    path: Path
    kind: str                      # lm-eval | verifiers | olmes
    size: int
    task: TaskInfo | None = None   # lm-eval: from the file name; OLMES: from the alias (per line kind)
    name: str = ""                 # lm-eval task name / OLMES alias
    split: str = "test"
    primary: str = ""              # lm-eval: the filter whose lines are read
    run: str = ""                  # which run (lm-eval: model folder @ time; else the folder name)


@dataclass
class Plan:
    sources: list[Source] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)      # file-level, each counts as skipped
    unknown: dict[str, str] = field(default_factory=dict)  # task name -> file
    notes: list[str] = field(default_factory=list)         # said once, not a problem
    inputs: list[str] = field(default_factory=list)        # the paths that gave something to read


def plan(paths, all_runs: bool = False) -> Plan:
    result, seen = Plan(), set()
    for path in map(Path, paths):
        if not path.exists() and not path.is_symlink():
            result.problems.append(f"{path}: no such file or folder — skipped")
            continue
        before = len(result.sources)
        if path.is_dir():
            files = walk(path)
            if not _read_folder(path, files, all_runs, result, seen):
                result.problems.append(f"{path}: no lm-eval samples_*.jsonl (run lm_eval with --log_samples), "
                                       f"verifiers traces.jsonl or OLMES *-predictions.jsonl inside — skipped")
        else:
            _read_file(path, all_runs, result, seen)
        if len(result.sources) > before:
            result.inputs.append(str(path))
    return result


def _read_folder(root: Path, files: list[Path], all_runs: bool, result: Plan, seen: set) -> int:
    lm_eval = [p for p in files if samples_name(p.name) or p.name.startswith("results_") and p.suffix == ".json"]
    found = _lm_eval(lm_eval, root, all_runs, result, seen, only=None)
    for path in files:
        if path.name == "traces.jsonl" or OLMES_PREDICTIONS.match(path.name):
            found += _add(path, root, result, seen)
    return found


def _read_file(path: Path, all_runs: bool, result: Plan, seen: set) -> None:
    """A file named on the command line: read as asked (an lm-eval samples file: that run only)."""
    parsed = samples_name(path.name)
    if parsed:  # named by the user: read as named (no run-folder boundary for a symlink)
        _lm_eval(_beside(path), None, True, result, seen, only={(parsed[1], parsed[0])})
    elif path.name.startswith("results_") and path.suffix == ".json":
        stamp = path.name[len("results_"):-len(".json")]
        runs = lm_eval_runs(_beside(path)).get(path.parent, {})
        wanted = {(stamp, task) for task in (runs[stamp].samples if stamp in runs else {})}
        if not wanted:
            result.problems.append(f"{path}: no samples_<task>_{stamp}.jsonl beside it (run lm_eval with "
                                   f"--log_samples) — skipped")
        _lm_eval(_beside(path), path.parent, True, result, seen, only=wanted)
    elif path.name == "traces.jsonl" or OLMES_PREDICTIONS.match(path.name):
        _add(path, None, result, seen)
    else:
        result.problems.append(f"{path}: not an lm-eval samples_*.jsonl / results_*.json, a verifiers "
                               f"traces.jsonl or an OLMES task-NNN-<alias>-predictions.jsonl — skipped")


def _beside(path: Path) -> list[Path]:
    """The files in the folder of ``path`` (not below it): its run's other files."""
    return sorted(p for p in path.parent.iterdir() if p.name.endswith((".json", ".jsonl")))


def _lm_eval(files: list[Path], root: Path | None, all_runs: bool, result: Plan, seen: set, only) -> int:
    found = 0
    for folder, runs in lm_eval_runs(files).items():
        chosen, older = newest_per_task(runs)
        if all_runs:
            chosen, older = chosen + older, []
            chosen.sort(key=lambda pair: (pair[0].stamp, pair[1]))
        if only is not None:
            chosen = [(run, task) for run, task in chosen if (run.stamp, task) in only]
            older = []
        if older:
            stamps = sorted({run.stamp for run, _ in older})
            result.notes.append(f"{folder}: older runs not read ({len(older)} samples file(s) of "
                                f"{', '.join(stamps)}; the newest run of each task is read; --all-runs reads "
                                f"every run side by side)")
        infos: dict[str, dict | None] = {}
        for run, name in chosen:
            if run.stamp not in infos:
                infos[run.stamp] = _results_info(run.results, root, result)
            found += 1
            info = infos[run.stamp]
            if info is None:
                continue
            task = lm_eval_task(name)
            path = run.samples[name]
            if task is None:
                if name.startswith("examqm"):
                    result.notes.append(f"{path}: ExamQM replies are scored by `benchgrade examqm report "
                                        f"{folder}`, not re-graded here")
                else:
                    result.unknown.setdefault(name, str(path))
                continue
            config = info["configs"].get(name) if isinstance(info["configs"].get(name), dict) else {}
            split = config.get("test_split") if isinstance(config.get("test_split"), str) else "test"
            primary = headline_filter(task, info["filters"].get(name, []))
            _add(path, root, result, seen, kind="lm-eval", task=task, name=name, split=split, primary=primary,
                 run=run.label)
    return found


def _results_info(path: Path | None, root: Path | None, result: Plan) -> dict | None:
    """configs and filters of one run's results file; None when its samples must not be read."""
    info = {"configs": {}, "filters": {}}
    if path is None:
        return info
    reason = not_readable(path, root)
    if reason is None and path.stat().st_size > MAX_RESULTS_BYTES:
        reason = f"{path.stat().st_size} bytes, too large for an lm-eval results summary"
    payload = None
    if reason is None:
        try:
            with open_regular(path) as handle:
                payload = json.loads(handle.read().decode("utf-8", errors="replace"))
        except (OSError, ValueError, RecursionError) as exc:
            reason = f"unreadable ({exc})"
    if reason is None and not isinstance(payload, dict):
        reason = f"not a JSON object (a {type(payload).__name__})"
    if reason:
        result.problems.append(f"{path}: {reason} — its task configs are not used; the samples use the "
                               f"defaults (split 'test', the task's headline filter)")
        return info
    version = payload.get("lm_eval_version")
    if version is not None and not str(version).startswith(SUPPORTED_LM_EVAL):
        result.problems.append(f"{path}: written by lm-eval {version}; benchgrade reads lm-eval 0.4.x output — "
                               f"the samples of this run are skipped (re-run with lm-eval 0.4.13)")
        return None
    configs, results = payload.get("configs"), payload.get("results")
    info["configs"] = configs if isinstance(configs, dict) else {}
    for task, metrics in (results if isinstance(results, dict) else {}).items():
        if isinstance(metrics, dict):
            names = [k.split(",", 1)[1] for k in metrics if "," in k and "_stderr," not in k]
            info["filters"][task] = list(dict.fromkeys(names))
    return info


def _add(path: Path, root: Path | None, result: Plan, seen: set, kind: str = "", **known) -> int:
    """Queue ``path`` once, if it is a regular UTF-8 file; else one problem line. 1 if it counts as found."""
    reason = refusal(path, root)
    key = Path(os.path.abspath(path)) if reason else path.resolve()  # a refused link is its own path
    if key in seen:
        return 1
    seen.add(key)
    if reason:
        result.problems.append(f"{path}: {reason} — skipped")
        return 1
    run = known.pop("run", None) or path.parent.name
    if OLMES_PREDICTIONS.match(path.name):
        alias = OLMES_PREDICTIONS.match(path.name).group(2)
        task = olmes_task(alias, "generate")
        if task is None:
            result.unknown.setdefault(alias, str(path))
            return 1
        kind, known = "olmes", {"name": alias, "task": task}
    elif path.name == "traces.jsonl":
        if _examqm_run(path.parent):
            result.notes.append(f"{path}: ExamQM rollouts are scored by `benchgrade examqm report {path.parent}`, "
                                f"not re-graded here")
            return 1
        kind = "verifiers"
    result.sources.append(Source(path, kind, path.stat().st_size, run=run, **known))
    return 1


def refusal(path: Path, root: Path | None = None) -> str | None:
    """Why ``path`` is not read (see :func:`.layout.not_readable`; also: UTF-16), or None."""
    reason = not_readable(path, root)
    if reason is None:
        try:
            with open_regular(path) as handle:
                head = handle.read(4)
            if head.startswith(_UTF16_BOMS):
                reason = ("encoded as UTF-16/32 (byte-order mark); benchgrade reads UTF-8 JSON Lines: "
                          "convert it (iconv -f UTF-16 -t UTF-8)")
        except OSError as exc:
            reason = f"cannot read ({exc.strerror or exc})"
    return reason


def _examqm_run(folder: Path) -> bool:
    config = folder / "configs" / "resolved" / "eval.json"
    try:
        with open_regular(config) as handle:
            taskset = ((json.loads(handle.read(1 << 20)).get("env") or {}).get("taskset") or {})
    except (OSError, ValueError, AttributeError):
        return False
    return isinstance(taskset, dict) and taskset.get("id") == "benchgrade-examqm"
