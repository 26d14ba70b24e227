"""How fast a benchgrade environment loads, and how fast a bad data source stops ``vf-eval``.

Baseline: ``import verifiers.v1`` in a fresh interpreter, the floor every verifiers
environment pays before it can be loaded. Measured, each in a fresh interpreter,
``--repeats`` times (medians of wall and CPU seconds):

* ``import``: ``import verifiers.v1`` alone, then with each environment package
  (``benchgrade_bbh`` …): what the package adds at import (no data is read then);
* ``load``: ``vf.load_environment(config)`` for the environment's default split, then the
  first ``list(taskset)`` (rows read and prompts rendered) and a second taskset of the same
  environment in the same process (the rows come from the per-process cache);
* ``error``: ``vf-eval benchgrade-bbh`` with a missing ``--env.taskset.data-dir``, a damaged
  file and an unknown subtask: wall and CPU seconds until exit, the exit status and the
  lines on stderr.

    python benchmarks/verifiers_startup.py [--repeats 3] [--data-dir ../shared/data]
"""
from __future__ import annotations

import argparse
import json
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
ENVIRONMENTS = ("benchgrade-bbh", "benchgrade-socialiqa", "benchgrade-mmlu", "benchgrade-gsm8k")

_LOAD = """
import json, sys, time
t0, c0 = time.perf_counter(), time.process_time()
import verifiers.v1 as vf
import {module}
t1, c1 = time.perf_counter(), time.process_time()
config = vf.resolve_env_config({{"taskset": {{"id": "{env_id}", "data_dir": {data_dir!r}}}}})
env = vf.load_environment(config)
t2, c2 = time.perf_counter(), time.process_time()
rows = len(list(env.taskset))
t3, c3 = time.perf_counter(), time.process_time()
again = len(list(vf.load_environment(config).taskset))
t4, c4 = time.perf_counter(), time.process_time()
print(json.dumps({{"rows": rows, "import": [t1 - t0, c1 - c0], "load_environment": [t2 - t1, c2 - c1],
                  "first_tasks": [t3 - t2, c3 - c2], "second_tasks": [t4 - t3, c4 - c3]}}))
"""


def _children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def timed(command: list[str], env: dict | None = None) -> tuple[float, float, subprocess.CompletedProcess]:
    cpu, start = _children_cpu(), time.perf_counter()
    proc = subprocess.run(command, capture_output=True, text=True, env=env, cwd=tempfile.gettempdir())
    return time.perf_counter() - start, _children_cpu() - cpu, proc


def median_pair(samples: list[list[float]]) -> str:
    return f"{statistics.median(s[0] for s in samples):6.2f} s wall {statistics.median(s[1] for s in samples):6.2f} s CPU"


def find_data_dir(explicit: str | None) -> Path:
    for candidate in (explicit, os.environ.get("BENCHGRADE_SHARED_DATA"), REPO.parent / "shared" / "data"):
        if candidate and (Path(candidate) / "bbh").is_dir():
            return Path(candidate)
    return REPO / "tests" / "data"


def measure_imports(repeats: int) -> dict:
    results = {}
    for label, code in [("verifiers.v1", "import verifiers.v1")] + [
            (env_id, f"import verifiers.v1, {env_id.replace('-', '_')}") for env_id in ENVIRONMENTS]:
        samples = []
        for _ in range(repeats):
            wall, cpu, proc = timed([sys.executable, "-c", code])
            if proc.returncode:
                raise SystemExit(f"{code}: {proc.stderr[-2000:]}")
            samples.append([wall, cpu])
        results[label] = samples
        print(f"import {label:<22} {median_pair(samples)}", flush=True)
    return results


def measure_loads(data_dir: Path, repeats: int) -> dict:
    results = {}
    for env_id in ENVIRONMENTS:
        runs = []
        for _ in range(repeats):
            code = _LOAD.format(module=env_id.replace("-", "_"), env_id=env_id, data_dir=str(data_dir))
            _, _, proc = timed([sys.executable, "-c", code])
            if proc.returncode:
                raise SystemExit(f"{env_id}: {proc.stderr[-2000:]}")
            runs.append(json.loads(proc.stdout.strip().splitlines()[-1]))
        results[env_id] = runs
        print(f"{env_id:<21} {runs[0]['rows']:>6} rows (default split)  " + "  ".join(
            f"{stage} {median_pair([r[stage] for r in runs])}"
            for stage in ("import", "load_environment", "first_tasks", "second_tasks")), flush=True)
    return results


def measure_errors(repeats: int) -> dict:
    vf_eval = Path(sys.executable).with_name("vf-eval")
    work = Path(tempfile.mkdtemp(prefix="vf-errors-"))
    damaged = work / "damaged"
    shutil.copytree(REPO / "tests" / "data", damaged)
    (damaged / "bbh" / "bbh" / "navigate.json").write_text('{"examples": [{"input": "x", ')
    cases = {"missing data folder": ["--env.taskset.data-dir", str(work / "no-such-folder")],
             "damaged file": ["--env.taskset.data-dir", str(damaged)],
             "unknown subtask": ["--env.taskset.data-dir", str(REPO / "tests" / "data"),
                                 "--env.taskset.subset", "navigat"]}
    results = {}
    try:
        for case, flags in cases.items():
            samples, proc = [], None
            for i in range(repeats):
                wall, cpu, proc = timed([str(vf_eval), "benchgrade-bbh", "--model", "m", "--client.base-url",
                                         "http://127.0.0.1:9/v1", "--no-push", "-o", str(work / "out"),
                                         "--run.name", f"{case.replace(' ', '-')}-{i}", *flags])
                samples.append([wall, cpu])
            lines = [line for line in proc.stderr.splitlines() if line.strip()]
            results[case] = {"samples": samples, "exit": proc.returncode, "stderr_lines": len(lines),
                             "line": lines[-1] if lines else ""}
            print(f"{case:<20} {median_pair(samples)}  exit {proc.returncode}, {len(lines)} stderr line(s): "
                  f"{lines[-1][:160] if lines else ''}", flush=True)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    return results


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--data-dir", help="full data folder (default: $BENCHGRADE_SHARED_DATA, ../shared/data, "
                                           "else the tests/data slices)")
    parser.add_argument("--json", help="write the measurements to this file")
    args = parser.parse_args()
    data_dir = find_data_dir(args.data_dir)
    print(f"data: {data_dir}", flush=True)
    report = {"imports": measure_imports(args.repeats), "loads": measure_loads(data_dir, args.repeats),
              "errors": measure_errors(args.repeats)}
    if args.json:
        Path(args.json).write_text(json.dumps(report, indent=2))


if __name__ == "__main__":
    main()
