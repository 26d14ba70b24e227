"""Turn a ``vf-eval`` run directory into a verdict a script or CI can trust.

Why: verifiers 0.4.0's ``vf-eval`` exits 0 even when every rollout failed
(unreachable server, harness error): the failures only show in
``traces.jsonl``. This module reads that file and exits non-zero when any
episode failed, when a trace carries no reward, or when the run is empty.

    vf-eval benchgrade-gsm8k … -o out --run.name r1 && python -m benchgrade.adapters.verifiers.runcheck out/r1
"""
from __future__ import annotations

import argparse
import json
import sys
from dataclasses import dataclass, field
from pathlib import Path

from benchgrade.jsonl import iter_jsonl


@dataclass
class RunSummary:
    """What one ``traces.jsonl`` says: per-row rewards and the failures found."""

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
            "rollouts": len(self.rewards) + len(self.failures),
            "failed": len(self.failures),
            "mean_reward": self.mean_reward,
            "metrics": {k: sum(v) / len(v) for k, v in sorted(self.metrics.items()) if v},
            "first_failures": self.failures[:5],
        }


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


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("run_dir", type=Path, help="a vf-eval run directory (holds traces.jsonl)")
    args = parser.parse_args(argv)
    traces_file = args.run_dir / "traces.jsonl"
    if not traces_file.is_file():
        print(f"runcheck: {traces_file} does not exist: the run wrote no traces", file=sys.stderr)
        return 2
    summary = summarize(traces_file)
    print(json.dumps(summary.as_dict(), indent=2))
    if not summary.ok:
        reason = "no rollouts" if not summary.rewards and not summary.failures else \
            f"{len(summary.failures)} failed rollout(s)"
        print(f"runcheck: FAILED: {reason} in {traces_file}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
