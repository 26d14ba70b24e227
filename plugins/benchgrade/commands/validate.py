"""``benchgrade validate``: is this install right? Every task, both hosts, a perfect answerer, no network.

For each benchmark (or those named):

* **lm-eval** — the real evaluation (``lm_eval.simple_evaluate`` with benchgrade's task folder)
  of its OLMo 3 task and its chat task, answered by the ``benchgrade-oracle`` model type (a test
  instrument that answers from each document's gold, in several realistic formats). Data load,
  prompt rendering, filters, grading core and metrics all run; every score must be 1.0
  (``robust`` filter for generations, ``acc`` for log-likelihood tasks). The OLMES column is
  shown for comparison only: OLMES's extraction misses some correct formats by design.
* **verifiers** — the real ``vf-validate`` of the matching environment (every gold must earn
  reward 1, an empty reply must not), when verifiers and the environment are installed;
  otherwise the row says how to install them.

Data: the small real slices shipped in the wheel (default), a local folder (``--data-dir`` or
``$BENCHGRADE_DATA_DIR``), or the Hugging Face hub (``--hub``). ``--counts`` adds the OLMo 3
protocol's count verification on the full data (:mod:`benchgrade.counts`).

ExamQM: its three lm-eval tasks and ``vf-validate benchgrade-examqm`` on its own dataset folder
(``$BENCHGRADE_EXAMQM_DIR``, else the sample bundled with benchgrade); the oracle answers the gold
record, which scorer 3.2 must give reconstruction fidelity 1.0.

Exit status 1 names every task that scored below 1.0 or failed to load; Ctrl-C is one line
(what had been checked; nothing is written) and exit status 130.
"""
from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass
from pathlib import Path

from . import UserError
from ._interrupts import stop_if_interrupted

NAME = "validate"
HELP = "check every task end to end (real lm-eval with an oracle model, vf-validate) on bundled data"

BENCHMARKS = ("bbh", "gsm8k", "mmlu", "socialiqa", "examqm")
#: benchmark -> [(lm-eval task or group, metric key that must be 1.0, OLMES key or None)]
LM_EVAL_TASKS = {
    "examqm": [("examqm", "reconstruction_fidelity,none", None),
               ("examqm_native_text", "reconstruction_fidelity,none", None),
               ("examqm_train", "reconstruction_fidelity,none", None)],
    "bbh": [("bbh:cot::olmo3:heldout", "exact_match,robust", "exact_match,olmes"),
            ("bbh:chat::benchgrade", "acc,robust", None)],
    "gsm8k": [("gsm8k::olmo3:n8:v2", "pass_at_1,robust", "pass_at_1,olmes"),
              ("gsm8k:chat::benchgrade", "acc,robust", None)],
    "mmlu": [("mmlu:mc::olmes", "acc,none", None), ("mmlu:chat::benchgrade", "acc,robust", None)],
    "socialiqa": [("socialiqa:mc::xlarge", "acc,none", None), ("socialiqa:chat::benchgrade", "acc,robust", None)],
}
#: vf-validate taskset options, so the environments read the same split the lm-eval tasks do.
VF_OPTIONS = {"bbh": {}, "gsm8k": {"split": "test"}, "mmlu": {"split": "test"}, "socialiqa": {"split": "validation"},
              "examqm": {"split": "all"}}


def _examqm_label() -> str:
    """ExamQM reads its own dataset folder ($BENCHGRADE_EXAMQM_DIR, else the sample in the package), never --data-dir."""
    folder = os.environ.get("BENCHGRADE_EXAMQM_DIR")
    return f"local {folder}" if folder else "bundled ExamQM sample"


@dataclass
class Row:
    task: str
    host: str
    items: int | None = None
    score: float | None = None
    olmes: float | None = None
    source: str = ""
    seconds: float = 0.0
    problem: str | None = None   # why the row failed (None: passed, or skipped)
    skipped: str | None = None   # why the row did not run

    @property
    def failed(self) -> bool:
        return self.skipped is None and (self.problem is not None or self.score != 1.0)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("benchmarks", nargs="*", metavar="BENCHMARK",
                        help=f"benchmarks to check ({', '.join(BENCHMARKS)}; default all)")
    source = parser.add_mutually_exclusive_group()
    source.add_argument("--data-dir", type=Path,
                        help="local data folder in the original releases' layout (default: $BENCHGRADE_DATA_DIR, "
                             "else the slices bundled with benchgrade)")
    source.add_argument("--hub", action="store_true", help="load the data from the Hugging Face hub")
    parser.add_argument("--limit", type=int, help="items per lm-eval task (default all of the chosen data)")
    parser.add_argument("--counts", action="store_true",
                        help="also verify the OLMo 3 protocol's item counts on the full data (needs --data-dir or --hub)")
    parser.add_argument("--no-verifiers", action="store_true", help="skip the vf-validate checks")
    parser.add_argument("--json", type=Path, help="also write the table as JSON (atomically)")


def _data_source(args) -> tuple[str | None, str, bool]:
    """(data_dir or None for the hub, label for the table, is the bundled slice)."""
    from ..sample_data import sample_data_dir

    if args.hub:
        return None, "hub", False
    chosen = args.data_dir or os.environ.get("BENCHGRADE_DATA_DIR") or None
    if chosen:
        root = Path(chosen).expanduser()
        if not root.is_dir():
            raise UserError(f"{root}: data folder does not exist (--data-dir / $BENCHGRADE_DATA_DIR)")
        return str(root.resolve()), f"local {root}", False
    return str(sample_data_dir()), "bundled slice", True


class _Progress:
    """A tqdm bar on a terminal, one plain line per step otherwise (CI logs)."""

    def __init__(self, total: int):
        self.total, self.done = total, 0
        self.bar = None
        if sys.stderr.isatty():
            from tqdm import tqdm

            self.bar = tqdm(total=total, file=sys.stderr, unit="check", leave=False, disable=False)

    def step(self, row: Row) -> None:
        self.done += 1
        status = "skipped" if row.skipped else ("FAILED" if row.failed else "ok")
        if self.bar is not None:
            self.bar.set_description_str(f"{row.task} ({row.host})")
            self.bar.update(1)
        else:
            print(f"[{self.done}/{self.total}] {row.task} ({row.host}): {status} ({row.seconds:.1f} s)",
                  file=sys.stderr, flush=True)

    def close(self) -> None:
        if self.bar is not None:
            self.bar.close()


def _quiet_lm_eval() -> None:
    import logging

    os.environ.setdefault("TQDM_DISABLE", "1")  # lm-eval's own per-task bars; ours passes disable=False
    for name in ("lm_eval", "lm-eval", "datasets", "transformers"):
        logging.getLogger(name).setLevel(logging.ERROR)
    import lm_eval.evaluator

    # simple_evaluate records `git describe` of the working folder, which prints git's "fatal: not a
    # git repository" outside a checkout; validate keeps no results file, so nothing is lost.
    lm_eval.evaluator.get_git_commit_hash = lambda: None


#: Rows of SocialIQA's released dev split; a local folder with fewer is a slice, like the bundled one.
_SOCIALIQA_DEV_ROWS = 1954


def _partial_socialiqa(data_dir: str | None) -> bool:
    """True when a local folder's SocialIQA dev split is a slice (the xlarge sample needs the full one)."""
    dev = Path(data_dir) / "socialiqa" / "socialiqa-train-dev" / "dev.jsonl" if data_dir else None
    if dev is None or not dev.is_file():
        return False
    with dev.open("rb") as handle:
        return sum(1 for _ in handle) < _SOCIALIQA_DEV_ROWS


def _lm_eval_rows(benchmark: str, data_dir: str | None, label: str, bundled: bool, limit) -> list[Row]:
    from lm_eval import simple_evaluate
    from lm_eval.tasks import TaskManager

    from ..adapters.lm_eval import models  # noqa: F401  (registers benchgrade-oracle)
    from ..adapters.lm_eval.cli import quiet_custom_dataset_hint
    from ..adapters.lm_eval.taskdir import tasks_dir

    quiet_custom_dataset_hint()
    metadata = {"data_dir": data_dir} if data_dir else {}
    if benchmark == "examqm":
        label = _examqm_label()
    if benchmark == "socialiqa" and (bundled or _partial_socialiqa(data_dir)):
        metadata["socialiqa_split"] = "validation"  # the 10,000-item sample needs the full splits
        label += " (validation)"
    rows = []
    for task, key, olmes_key in LM_EVAL_TASKS[benchmark]:
        start = time.perf_counter()
        row = Row(task, "lm-eval", source=label)
        try:
            manager = TaskManager(include_path=[str(tasks_dir())], include_defaults=False, metadata=metadata)
            result = simple_evaluate(model="benchgrade-oracle", tasks=[task], task_manager=manager,
                                     metadata=metadata, limit=limit, log_samples=False)
        except Exception as exc:  # a task that does not load is exactly what validate reports
            row.problem = f"failed to load or run: {type(exc).__name__}: {str(exc).splitlines()[0][:300]}"
        else:
            leaves = {name: counts["effective"] for name, counts in result["n-samples"].items()}
            row.items = sum(leaves.values())
            scores = {name: result["results"][name].get(key) for name in leaves}
            row.score = min((s for s in scores.values() if s is not None), default=None)
            below = sorted(name for name, s in scores.items() if s is None or s < 1.0)
            if below:
                row.problem = "below 1.0: " + ", ".join(f"{n} ({scores[n]})" for n in below[:8]) + (
                    f" and {len(below) - 8} more" if len(below) > 8 else "")
            if olmes_key:
                row.olmes = result["results"][task].get(olmes_key)
        row.seconds = time.perf_counter() - start
        rows.append(row)
    return rows


class _VfValidate:
    """One ``vf-validate`` run, started at once so the four overlap with the lm-eval checks
    (each spends most of its time importing verifiers)."""

    def __init__(self, benchmark: str, data_dir: str | None, label: str, limit):
        import importlib.util

        env_id = f"benchgrade-{benchmark}"
        if benchmark == "examqm":
            label = _examqm_label()
        self.row = Row(env_id, "verifiers", source=label + (" (validation)" if benchmark == "socialiqa"
                                                             and ("bundled" in label or _partial_socialiqa(data_dir))
                                                             else ""))
        self.proc, self.start = None, time.perf_counter()
        executable = Path(sys.executable).with_name("vf-validate")
        command = str(executable) if executable.exists() else shutil.which("vf-validate")
        module = env_id.replace("-", "_")
        # not installed: a source checkout's environments/ (editable install, or $BENCHGRADE_ENVIRONMENTS)
        folder = os.environ.get("BENCHGRADE_ENVIRONMENTS") or Path(__file__).resolve().parents[3] / "environments"
        checkout = Path(folder) / module
        extra_path = []
        if command is None:
            self.row.skipped = (f"verifiers not installed (pip install '.[verifiers]' ./environments/{module} "
                                f"from a benchgrade checkout)")
            return
        if importlib.util.find_spec(module) is None:
            if not (checkout / module / "__init__.py").is_file():
                self.row.skipped = (f"environment not installed (pip install ./environments/{module}, or "
                                    f"prime env install {env_id} -p environments)")
                return
            extra_path = [str(checkout)]  # a source checkout: the package is pure source
        self.out = tempfile.TemporaryDirectory(prefix="benchgrade-validate-")
        options = [part for name, value in VF_OPTIONS[benchmark].items() for part in (f"--taskset.{name}", value)]
        if limit:
            options += ["-n", str(limit)]
        env = dict(os.environ)
        if data_dir:
            env |= {"BENCHGRADE_DATA_DIR": data_dir, "HF_HUB_OFFLINE": env.get("HF_HUB_OFFLINE", "1")}
        else:
            env.pop("BENCHGRADE_DATA_DIR", None)
        if extra_path:
            env["PYTHONPATH"] = os.pathsep.join([*extra_path, *filter(None, [env.get("PYTHONPATH")])])
        self.proc = subprocess.Popen([command, env_id, "--runtime.type", "subprocess", "--no-rich", "-o", self.out.name,
                                      "--run.name", "validate", *options],
                                     stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
        self._output = ("", "")
        self._waiter = threading.Thread(target=self._wait, daemon=True)
        self._waiter.start()

    def _wait(self) -> None:
        self._output = self.proc.communicate()
        self.row.seconds = time.perf_counter() - self.start

    def result(self) -> Row:
        if self.proc is None:
            return self.row
        row = self.row
        try:
            self._waiter.join()
            stdout, stderr = self._output
            summary_file = Path(self.out.name) / "validate" / "summary.json"
            if self.proc.returncode != 0 or not summary_file.is_file():
                tail = (stderr or stdout).strip().splitlines()[-1:] or ["no output"]
                row.problem = f"vf-validate exited {self.proc.returncode}: {tail[0][:300]}"
                return row
            summary = json.loads(summary_file.read_text())
        finally:
            self.out.cleanup()
        outcomes = summary.get("outcomes", {})
        row.items = summary.get("total", sum(outcomes.values()))
        row.score = outcomes.get("valid", 0) / row.items if row.items else None
        if row.score != 1.0:
            bad = {k: v for k, v in outcomes.items() if k != "valid" and v}
            row.problem = f"vf-validate: {bad or 'no tasks'}"
        return row

    def stop(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.kill()
            self._waiter.join()


def _fmt(value, digits: int = 3) -> str:
    return "-" if value is None else f"{value:.{digits}f}"


def print_table(rows: list[Row], out) -> None:
    header = ["task", "host", "items", "oracle score", "olmes", "data source", "seconds"]
    lines = [header] + [[r.task, r.host, "-" if r.items is None else str(r.items),
                         "skipped" if r.skipped else _fmt(r.score), _fmt(r.olmes), r.source, f"{r.seconds:.1f}"]
                        for r in rows]
    widths = [max(len(line[i]) for line in lines) for i in range(len(header))]
    for line in lines:
        print("  ".join(cell.ljust(w) for cell, w in zip(line, widths)).rstrip(), file=out)
    for r in rows:
        if r.skipped:
            print(f"  {r.task} ({r.host}) skipped: {r.skipped}", file=out)
        elif r.failed:
            print(f"  {r.task} ({r.host}) FAILED: {r.problem or f'score {r.score}'}", file=out)


def _print_counts(report, out) -> None:
    print("\nCount verification (OLMo 3 protocol, full data):", file=out)
    for what, expected, found, note in report.checks:
        status = "ok" if found == expected else "MISMATCH"
        print(f"  {what:52s} expected {expected:>6,}  found {'-' if found is None else f'{found:,}':>6}  "
              f"{status}{'  ' + note if note else ''}", file=out)
    if report.reasoning_types:
        types = ", ".join(f"{k or 'unclassified'} {v}" for k, v in sorted(report.reasoning_types.items(),
                                                                          key=lambda kv: -kv[1]))
        print(f"  SocialIQA reasoning types: {types}", file=out)
    if report.repeated_native_ids:
        print(f"  warning: {len(report.repeated_native_ids)} SocialIQA source ids (OLMES native_id = row within "
              f"its split) repeat inside the 10,000 (a validation and a train row share the index); "
              f"benchgrade's query_id keeps the split. First ones:", file=out)
        for item in report.repeated_native_ids[:5]:
            print(f"    native_id {item['native_id']}: doc_ids {item['doc_ids']} -> {', '.join(item['query_ids'])}",
                  file=out)


def run(args: argparse.Namespace) -> int:
    unknown = [b for b in args.benchmarks if b not in BENCHMARKS]
    if unknown:
        raise UserError(f"unknown benchmark {unknown[0]!r}: expected some of {', '.join(BENCHMARKS)}")
    if args.limit is not None and args.limit < 1:
        raise UserError(f"--limit must be at least 1; got {args.limit}")
    data_dir, label, bundled = _data_source(args)
    if args.counts and bundled:
        raise UserError("--counts checks the full data: give --data-dir DIR (full release files) or --hub")
    if args.hub:
        os.environ.pop("BENCHGRADE_DATA_DIR", None)
    benchmarks = args.benchmarks or list(BENCHMARKS)
    _quiet_lm_eval()
    total = sum(len(LM_EVAL_TASKS[b]) for b in benchmarks) + (0 if args.no_verifiers else len(benchmarks))
    progress = _Progress(total)
    rows: list[Row] = []
    checks = {} if args.no_verifiers else {b: _VfValidate(b, data_dir, label, args.limit) for b in benchmarks}
    try:
        for benchmark in benchmarks:
            for row in _lm_eval_rows(benchmark, data_dir, label, bundled, args.limit):
                rows.append(row)
                progress.step(row)
                stop_if_interrupted()  # a Ctrl-C that landed in a library's destructor
        for benchmark, check in checks.items():
            row = check.result()
            rows.insert(max(i for i, r in enumerate(rows) if r.task in {t for t, _, _ in LM_EVAL_TASKS[benchmark]}) + 1,
                        row)
            progress.step(row)
            stop_if_interrupted()
    except KeyboardInterrupt:
        progress.close()
        failed = [r for r in rows if r.failed]
        print(f"benchgrade validate: interrupted after {len(rows)} of {total} checks ("
              + (f"failed so far: {', '.join(f'{r.task} ({r.host})' for r in failed)}" if failed else "none failed so far")
              + f"); nothing was written{' to ' + str(args.json) if args.json else ''}; run it again to check everything",
              file=sys.stderr, flush=True)
        return 130
    finally:
        for check in checks.values():
            check.stop()
        progress.close()
    print_table(rows, sys.stdout)
    report = None
    if args.counts:
        from ..counts import verify

        report = verify(data_dir)
        _print_counts(report, sys.stdout)
    if args.json:
        from . import write_atomic

        payload = {"rows": [vars(r) | {"failed": r.failed} for r in rows]}
        if report is not None:
            payload["counts"] = {"checks": report.checks, "repeated_native_ids": report.repeated_native_ids,
                                 "reasoning_types": dict(report.reasoning_types), "unclassified": report.unclassified}
        write_atomic(args.json, json.dumps(payload, indent=2, default=str) + "\n")
    failed = [r for r in rows if r.failed]
    count_failures = report.failed if report is not None else []
    if failed or count_failures:
        names = [f"{r.task} ({r.host})" for r in failed] + [f"count {what}" for what in count_failures]
        print(f"benchgrade validate: FAILED: {', '.join(names)}", file=sys.stderr)
        return 1
    print(f"benchgrade validate: all {len(rows) - sum(1 for r in rows if r.skipped)} checks passed"
          + (f" ({sum(1 for r in rows if r.skipped)} skipped)" if any(r.skipped for r in rows) else ""),
          file=sys.stderr)
    return 0
