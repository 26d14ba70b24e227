"""``benchgrade check-run PATH``: exit non-zero when a host run failed, even where the host exited 0.

Why: ``vf-eval`` (verifiers 0.4.0) exits 0 when every rollout failed (server down, HTTP 500,
harness error): the failures only show in ``traces.jsonl``. An lm-eval run that crashed or was
cut short leaves no ``results_*.json``, or one whose tasks lack metrics or samples. This
command reads those files only (no host import: it answers in well under a second) and

* for a ``vf-eval`` run folder (``traces.jsonl``): fails on any failed episode, a trace with no
  reward, or an empty run;
* for an lm-eval ``--output_path`` folder (``results_*.json``, searched recursively; the newest
  per model folder): fails when no results file exists, a task listed in ``configs`` has no
  metrics, or its logged samples (``--log_samples``) are fewer than ``n-samples`` says or hold
  no reply.

It prints a JSON summary (rewards/metric means, first failures) on stdout, and on failure one
line on stderr; exit status 0 = good run, 1 = failed run, 2 = the path is not a run folder.

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


@dataclass
class RunSummary:
    """What one run folder says: per-rollout rewards (verifiers), per-task metrics, failures found."""

    kind: str = "verifiers"
    rewards: list[float] = field(default_factory=list)
    failures: list[str] = field(default_factory=list)
    metrics: dict[str, list[float]] = field(default_factory=dict)
    tasks: dict[str, dict] = field(default_factory=dict)

    @property
    def ok(self) -> bool:
        return (bool(self.rewards) or bool(self.tasks)) and not self.failures

    @property
    def mean_reward(self) -> float | None:
        return sum(self.rewards) / len(self.rewards) if self.rewards else None

    def as_dict(self) -> dict:
        if self.kind == "lm-eval":
            return {"ok": self.ok, "kind": self.kind, "tasks": self.tasks, "failed": len(self.failures),
                    "first_failures": self.failures[:5]}
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

def _trace_failure(trace: dict) -> str | None:
    if trace.get("errors"):
        first = trace["errors"][0]
        return f"{first.get('type', 'error')}: {str(first.get('message', first))[:300]}"
    rewards = trace.get("rewards") or {}
    if not rewards or any(r is None for r in rewards.values()):
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
                e for t in episode.get("traces") or [] for e in t.get("errors") or []]
            first = errors[0] if errors else {}
            summary.failures.append(f"{where}: episode failed: "
                                    f"{first.get('type', '?')}: {str(first.get('message', ''))[:300]}")
            continue
        for trace in episode.get("traces") or []:
            problem = _trace_failure(trace)
            if problem:
                summary.failures.append(f"{where}: {problem}")
                continue
            summary.rewards.append(sum(r["score"] * r.get("weight", 1.0)
                                       for r in trace["rewards"].values()))
            for name, value in (trace.get("metrics") or {}).items():
                if isinstance(value, (int, float)):
                    summary.metrics.setdefault(name, []).append(float(value))
    return summary


# --- lm-eval ---------------------------------------------------------------------------------

def _newest_results(root: Path) -> list[Path]:
    """The newest ``results_<timestamp>.json`` of each folder under ``root`` (one per model)."""
    newest: dict[Path, Path] = {}
    for path in sorted(root.rglob("results_*.json")):
        newest[path.parent] = path  # timestamps sort lexically
    return sorted(newest.values())


def _sample_problems(path: Path, task: str, expected: int | None) -> tuple[int, list[str]]:
    from ..jsonl import iter_jsonl

    rows, empty, problems = 0, 0, []
    for lineno, _, sample in iter_jsonl(path, skip_blank=True, error=UserError):
        rows += 1
        resps = sample.get("resps")
        if not resps or any(r is None or r == [] for r in resps):
            problems.append(f"{path.name}:{lineno}: {task}: doc {sample.get('doc_id')} has no response")
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


def summarize_lm_eval(root: Path) -> RunSummary:
    summary = RunSummary(kind="lm-eval")
    files = _newest_results(root)
    if not files:
        summary.failures.append(f"{root}: no results_*.json: the lm-eval run did not finish")
    for results_file in files:
        try:
            data = json.loads(results_file.read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
            summary.failures.append(f"{results_file}: unreadable results file ({exc})")
            continue
        results, counts = data.get("results") or {}, data.get("n-samples") or {}
        stamp = results_file.stem[len("results_"):]
        for task in data.get("configs") or {}:
            metrics = {k: v for k, v in (results.get(task) or {}).items()
                       if "," in k and "_stderr," not in k}
            expected = (counts.get(task) or {}).get("effective")
            entry = {"metrics": metrics, "n": expected}
            if not metrics:
                summary.failures.append(f"{results_file.name}: task {task!r} has no metrics")
            samples = results_file.with_name(f"samples_{task}_{stamp}.jsonl")
            if samples.is_file():
                entry["samples"], problems = _sample_problems(samples, task, expected)
                summary.failures += problems
            summary.tasks[task] = entry
    return summary


def check(path: Path) -> RunSummary:
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


def run(args: argparse.Namespace) -> int:
    summary = check(args.path)
    print(json.dumps(summary.as_dict(), indent=2))
    if not summary.ok:
        if summary.kind == "verifiers":
            reason = ("no rollouts" if not summary.rewards and not summary.failures
                      else f"{len(summary.failures)} failed rollout(s)")
        else:
            reason = f"{len(summary.failures)} problem(s): {summary.failures[0]}"
        print(f"benchgrade check-run: FAILED: {reason} in {args.path}", file=sys.stderr)
        return 1
    return 0
