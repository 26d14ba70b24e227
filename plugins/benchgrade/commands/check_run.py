"""``benchgrade check-run PATH``: exit non-zero when a host run failed, even where the host exited 0.

Why: ``vf-eval`` (verifiers 0.4.0) exits 0 when every rollout failed (server down, HTTP 500,
harness error): the failures only show in ``traces.jsonl``. An lm-eval run that crashed or was
cut short leaves no ``results_*.json``, or one whose tasks lack metrics or samples. This
command reads those files only (no host import: it answers in well under a second) and

* for a ``vf-eval`` run folder (``traces.jsonl``): fails on any failed episode, a trace with no
  reward, or an empty run;
* for an lm-eval ``--output_path`` folder (searched recursively): every run of every model
  folder (lm-eval keeps re-runs side by side, ``results_<time>.json`` with the
  ``samples_<task>_<time>.jsonl`` of the same time), every task its results file lists: fails
  when no results file exists, a task has no metrics, its logged samples (``--log_samples``)
  are fewer than ``n-samples`` says or hold no reply, or samples have no results file (the run
  did not finish) — unless every task of that run finished again in a later run.

It prints one verdict line per run (``OK`` / ``FAILED`` / ``UNFINISHED``) before any detail, then
the first problems; ``--json`` prints the whole report as JSON instead (verdicts on stderr). On
failure one line on stderr; exit status 0 = good run, 1 = failed run, 2 = not a run folder.

    vf-eval benchgrade-gsm8k … -o out --run.name r1 && benchgrade check-run out/r1
"""
from __future__ import annotations

import argparse
import json
import sys
from dataclasses import dataclass, field
from pathlib import Path

from . import UserError

NAME = "check-run"
HELP = "exit 1 when a vf-eval run folder or lm-eval output folder holds failed rollouts or missing results"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("path", type=Path,
                        help="a vf-eval run folder (holds traces.jsonl) or an lm-eval --output_path folder")
    parser.add_argument("--json", action="store_true",
                        help="print the whole report as JSON on stdout (the one-line verdicts go to stderr)")


@dataclass
class RunSummary:
    """What one vf-eval run folder says: per-rollout rewards and metrics, failures found."""

    kind: str = "verifiers"
    rewards: list[float] = field(default_factory=list)
    failures: list[str] = field(default_factory=list)
    metrics: dict[str, list[float]] = field(default_factory=dict)

    @property
    def ok(self) -> bool:
        return bool(self.rewards) and not self.failures

    @property
    def mean_reward(self) -> float | None:
        return sum(self.rewards) / len(self.rewards) if self.rewards else None

    def as_dict(self) -> dict:
        return {
            "ok": self.ok,
            "kind": self.kind,
            "rollouts": len(self.rewards) + len(self.failures),
            "failed": len(self.failures),
            "mean_reward": self.mean_reward,
            "metrics": {k: sum(v) / len(v) for k, v in sorted(self.metrics.items()) if v},
            "first_failures": self.failures[:5],
        }


# --- verifiers -------------------------------------------------------------------------------

def _trace_failure(trace) -> str | None:
    if not isinstance(trace, dict):
        return f"a rollout that is not an object ({type(trace).__name__})"
    if trace.get("errors"):
        first = trace["errors"][0]
        return f"{first.get('type', 'error')}: {str(first.get('message', first))[:300]}"
    rewards = trace.get("rewards") or {}
    if not isinstance(rewards, dict) or not rewards or not all(
            isinstance(r, dict) and isinstance(r.get("score"), (int, float)) for r in rewards.values()):
        return f"no reward recorded (stop={trace.get('stop_condition')})"
    return None


def summarize(traces_file: Path) -> RunSummary:
    """Read a ``traces.jsonl`` (one episode per line); a malformed line is an error naming it."""
    from ..jsonl import iter_jsonl

    summary = RunSummary()
    for lineno, _, episode in iter_jsonl(traces_file, skip_blank=True):
        where = f"{traces_file.name}:{lineno}"
        if not episode.get("ok") or episode.get("errors"):
            errors = episode.get("errors") or [
                e for t in episode.get("traces") or [] if isinstance(t, dict) for e in t.get("errors") or []]
            first = errors[0] if errors and isinstance(errors[0], dict) else {}
            summary.failures.append(f"{where}: episode failed: "
                                    f"{first.get('type', '?')}: {str(first.get('message', ''))[:300]}")
            continue
        for trace in episode.get("traces") or []:
            problem = _trace_failure(trace)
            if problem:
                summary.failures.append(f"{where}: {problem}")
                continue
            summary.rewards.append(sum(r["score"] * (r.get("weight") if isinstance(r.get("weight"), (int, float))
                                                     else 1.0) for r in trace["rewards"].values()))
            metrics = trace.get("metrics")
            for name, value in (metrics if isinstance(metrics, dict) else {}).items():
                if isinstance(value, (int, float)):
                    summary.metrics.setdefault(name, []).append(float(value))
    return summary


# --- lm-eval ---------------------------------------------------------------------------------

@dataclass
class LmEvalRun:
    """One run (results time) of one model folder: its tasks, what failed, whether it was re-run."""

    folder: str
    stamp: str
    results: str | None
    tasks: dict[str, dict] = field(default_factory=dict)
    failures: list[str] = field(default_factory=list)
    superseded_by: str | None = None  # every task of a failed run finished again in this later run

    @property
    def ok(self) -> bool:
        return bool(self.tasks) and not self.failures

    def verdict(self) -> str:
        where = f"{self.folder} @ {self.stamp}"
        samples = sum(t.get("samples") or 0 for t in self.tasks.values())
        if self.ok:
            return f"OK          {where}: {len(self.tasks)} task(s), {samples} samples"
        status = "UNFINISHED" if self.results is None else "FAILED"
        tail = f" (re-run: every task finished again in {self.superseded_by})" if self.superseded_by else ""
        return f"{status:<11} {where}: {len(self.failures)} problem(s): {self.failures[0]}{tail}"


@dataclass
class LmEvalSummary:
    runs: list[LmEvalRun] = field(default_factory=list)
    failures: list[str] = field(default_factory=list)  # not tied to one run
    kind: str = "lm-eval"

    @property
    def ok(self) -> bool:
        return bool(self.runs) and not self.failures and all(r.ok or r.superseded_by for r in self.runs)

    @property
    def tasks(self) -> dict[str, dict]:
        """Each task as its newest run checked it."""
        newest = {}
        for run in self.runs:
            if run.results is not None:
                newest.update(run.tasks)
        return newest

    def all_failures(self) -> list[str]:
        return self.failures + [f for run in self.runs if not run.superseded_by for f in run.failures]

    def as_dict(self) -> dict:
        failures = self.all_failures()
        return {"ok": self.ok, "kind": self.kind, "tasks": self.tasks, "failed": len(failures),
                "first_failures": failures[:5],
                "runs": [{"folder": r.folder, "time": r.stamp, "results": r.results, "ok": r.ok,
                          "superseded_by": r.superseded_by, "tasks": r.tasks, "failures": r.failures}
                         for r in self.runs]}


def _sample_problems(path: Path, task: str, expected: int | None, root: Path) -> tuple[int, list[str]]:
    from ..runs.layout import not_readable, open_regular

    reason = not_readable(path, root)
    if reason:
        return 0, [f"{path.name}: {task}: {reason}"]
    rows, empty, problems = 0, 0, []
    with open_regular(path) as handle:
        for lineno, raw in enumerate(handle, start=1):
            if raw.isspace():
                continue
            try:
                sample = json.loads(raw.decode("utf-8", errors="replace"), strict=False)
            except (ValueError, RecursionError):
                problems.append(f"{path.name}:{lineno}: {task}: not valid JSON")
                continue
            rows += 1
            resps = sample.get("resps") if isinstance(sample, dict) else None
            if not isinstance(resps, list) or not resps or any(r is None or r == [] for r in resps):
                doc = sample.get("doc_id") if isinstance(sample, dict) else None
                problems.append(f"{path.name}:{lineno}: {task}: doc {doc} has no response")
            elif all(_is_empty(r) for r in resps):
                empty += 1
    if expected is not None and rows < expected:
        problems.append(f"{path.name}: {task}: {rows} samples logged, n-samples says {expected}")
    if rows and empty == rows:
        problems.append(f"{path.name}: {task}: every reply is empty (did the model server answer?)")
    return rows, problems


def _is_empty(resp) -> bool:
    while isinstance(resp, list) and len(resp) == 1:
        resp = resp[0]
    return isinstance(resp, str) and not resp.strip()


def _check_run(run, root: Path) -> LmEvalRun:
    from ..runs.layout import not_readable, open_regular

    checked = LmEvalRun(str(run.folder), run.stamp, str(run.results) if run.results else None)
    if run.results is None:
        checked.failures.append(f"samples of {len(run.samples)} task(s) ({', '.join(sorted(run.samples))}) but no "
                                f"results_{run.stamp}.json: the lm-eval run did not finish")
        checked.tasks = {task: {} for task in run.samples}
        return checked
    reason = not_readable(run.results, root)
    data = None
    if reason is None:
        try:
            with open_regular(run.results) as handle:
                data = json.loads(handle.read().decode("utf-8", errors="replace"))
        except (OSError, ValueError, RecursionError) as exc:
            reason = f"unreadable results file ({exc})"
    if reason is None and not isinstance(data, dict):
        reason = "not a JSON object"
    if reason:
        checked.failures.append(f"{run.results.name}: {reason}")
        return checked
    results = data.get("results") if isinstance(data.get("results"), dict) else {}
    counts = data.get("n-samples") if isinstance(data.get("n-samples"), dict) else {}
    configs = data.get("configs") if isinstance(data.get("configs"), dict) else {}
    if not configs:
        checked.failures.append(f"{run.results.name}: lists no task (no 'configs')")
    for task in configs:
        metrics = {k: v for k, v in (results.get(task) or {}).items() if "," in k and "_stderr," not in k}
        expected = (counts.get(task) or {}).get("effective") if isinstance(counts.get(task), dict) else None
        entry = {"metrics": metrics, "n": expected}
        if not metrics:
            checked.failures.append(f"{run.results.name}: task {task!r} has no metrics")
        samples = run.samples.get(task)
        if samples is not None:
            entry["samples"], problems = _sample_problems(samples, task, expected, root)
            checked.failures += problems
        checked.tasks[task] = entry
    return checked


def summarize_lm_eval(root: Path) -> LmEvalSummary:
    """Every run of every model folder under ``root``, each task of each results file checked."""
    from ..runs.layout import lm_eval_runs, walk

    summary = LmEvalSummary()
    folders = lm_eval_runs(walk(root))
    if not any(run.results for runs in folders.values() for run in runs.values()):
        summary.failures.append(f"{root}: no results_*.json: the lm-eval run did not finish")
    for runs in folders.values():
        checked = [_check_run(run, root) for run in runs.values()]
        for number, run in enumerate(checked):
            later = [r for r in checked[number + 1:] if r.ok]
            if not run.ok and run.tasks and set(run.tasks) <= {t for r in later for t in r.tasks}:
                run.superseded_by = later[-1].stamp
        summary.runs += checked
    return summary


def check(path: Path):
    """The summary of a vf-eval run folder or an lm-eval output folder (or a file inside one)."""
    if not path.exists():
        raise UserError(f"{path}: no such run folder (give the vf-eval -o/--run.name folder or the "
                        f"lm-eval --output_path)")
    if path.is_file():
        path = path.parent
    traces = path / "traces.jsonl"
    if traces.is_file():
        try:
            return summarize(traces)
        except ValueError as exc:
            raise UserError(str(exc)) from None
    if any(path.rglob("results_*.json")) or any(path.rglob("samples_*.jsonl")):
        return summarize_lm_eval(path)
    raise UserError(f"{path}: neither a vf-eval run folder (no traces.jsonl) nor an lm-eval output folder "
                    f"(no results_*.json): the run wrote nothing here")


def verdicts(summary, path: Path) -> list[str]:
    """One line per run: OK / FAILED / UNFINISHED, what it holds, its first problem."""
    if summary.kind == "lm-eval":
        return [run.verdict() for run in summary.runs] + [f"FAILED      {f}" for f in summary.failures]
    rollouts = len(summary.rewards) + len(summary.failures)
    if summary.ok:
        return [f"OK          {path}: {rollouts} rollouts, mean reward {summary.mean_reward:.3f}"]
    first = f": {summary.failures[0]}" if summary.failures else ""
    return [f"FAILED      {path}: {len(summary.failures)} failed rollout(s) of {rollouts}{first}"]


def run(args: argparse.Namespace) -> int:
    summary = check(args.path)
    lines = verdicts(summary, args.path)
    if args.json:
        for line in lines:
            print(line, file=sys.stderr)
        print(json.dumps(summary.as_dict(), indent=2))
    else:
        for line in lines:
            print(line)
        failures = summary.all_failures() if summary.kind == "lm-eval" else summary.failures
        if failures:
            print(f"\nproblems ({len(failures)}; --json for the whole report):")
            for failure in failures[:20]:
                print(f"  {failure}")
            if len(failures) > 20:
                print(f"  … and {len(failures) - 20} more")
    if not summary.ok:
        if summary.kind == "verifiers":
            reason = ("no rollouts" if not summary.rewards and not summary.failures
                      else f"{len(summary.failures)} failed rollout(s)")
        else:
            failures = summary.all_failures()
            reason = f"{len(failures)} problem(s): {failures[0]}"
        print(f"benchgrade check-run: FAILED: {reason} in {args.path}", file=sys.stderr)
        return 1
    return 0
