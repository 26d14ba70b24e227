"""Time to a useful answer from the command lines, as ratios against ``lm_eval --help``.

Baseline: ``lm_eval --help`` (plain lm-eval 0.4.13 printing its help). Measured in the same
process run, alternating, ``--repeats`` times each, medians compared:

* ``benchgrade-lm-eval --help`` and ``benchgrade --help`` (target: within 1.5x of the baseline);
* ``benchgrade check-run`` on a small vf-eval run folder (target: under a second);
* time to the one-line error for a user's mistake (target: a second or two), each with no
  local data and the hub unreachable (``HF_HUB_OFFLINE=1`` here, as on this machine):
  a benchgrade task with no data, a mistyped task name, a data folder that does not exist,
  a damaged data file.

    python benchmarks/cli_startup.py [--repeats 5]
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]


def _bin(name: str, module: str) -> list[str]:
    script = Path(sys.executable).with_name(name)
    return [str(script)] if script.exists() else [sys.executable, "-m", module]


LM_EVAL = _bin("lm_eval", "lm_eval")
WRAPPER = _bin("benchgrade-lm-eval", "benchgrade.adapters.lm_eval.cli")
BENCHGRADE = _bin("benchgrade", "benchgrade")


def _timed(command: list[str], env: dict) -> tuple[float, subprocess.CompletedProcess]:
    start = time.perf_counter()
    proc = subprocess.run(command, capture_output=True, text=True, env=env, timeout=600)
    return time.perf_counter() - start, proc


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--repeats", type=int, default=5)
    args = parser.parse_args()
    work = Path(tempfile.mkdtemp(prefix="bg-startup-"))
    damaged = work / "damaged"
    (damaged / "gsm8k").mkdir(parents=True)
    (damaged / "gsm8k" / "test.jsonl").write_text('{"question": "cut off', encoding="utf-8")
    run_dir = work / "run"
    run_dir.mkdir()
    episode = {"ok": True, "traces": [{"rewards": {"correct": {"score": 1.0}}, "metrics": {}}]}
    (run_dir / "traces.jsonl").write_text(json.dumps(episode) + "\n" * 1)
    job = ["--model", "dummy", "--limit", "1", "--tasks"]
    cases = {
        "lm_eval --help (baseline)": (LM_EVAL + ["--help"], {}, 0),
        "benchgrade-lm-eval --help": (WRAPPER + ["--help"], {}, 0),
        "benchgrade --help": (BENCHGRADE + ["--help"], {}, 0),
        "benchgrade check-run RUN": (BENCHGRADE + ["check-run", str(run_dir)], {}, 0),
        "error: no local data, hub unreachable": (WRAPPER + job + ["bbh_boolean_expressions:chat::benchgrade"], {}, 2),
        "error: task typo mmlu_astronomy:mc:olmes": (WRAPPER + job + ["mmlu_astronomy:mc:olmes"], {}, 2),
        "error: BENCHGRADE_DATA_DIR=/nonexistent": (WRAPPER + job + ["gsm8k:chat::benchgrade"],
                                                    {"BENCHGRADE_DATA_DIR": "/nonexistent"}, 2),
        "error: damaged gsm8k/test.jsonl": (WRAPPER + job + ["gsm8k:chat::benchgrade"],
                                            {"BENCHGRADE_DATA_DIR": str(damaged)}, 2),
    }
    base_env = {k: v for k, v in os.environ.items() if k != "BENCHGRADE_DATA_DIR"}
    base_env |= {"HF_HUB_OFFLINE": "1", "HF_DATASETS_OFFLINE": "1"}
    times: dict[str, list[float]] = {name: [] for name in cases}
    last: dict[str, subprocess.CompletedProcess] = {}
    for _ in range(args.repeats):
        for name, (command, env, expected) in cases.items():
            seconds, proc = _timed(command, {**base_env, **env})
            if proc.returncode != expected:
                sys.exit(f"{name}: exit {proc.returncode}, expected {expected}\n{proc.stderr[-2000:]}")
            times[name].append(seconds)
            last[name] = proc
    baseline = statistics.median(times["lm_eval --help (baseline)"])
    print(f"{'command':45s} {'median s':>9s} {'x baseline':>10s}  stderr lines  last line")
    for name, values in times.items():
        median = statistics.median(values)
        err = last[name].stderr.strip().splitlines()
        print(f"{name:45s} {median:9.2f} {median / baseline:10.2f}  {len(err):12d}  "
              f"{(err[-1] if err else '')[:90]}")


if __name__ == "__main__":
    main()
