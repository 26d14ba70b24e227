"""Start-up cost of ``benchgrade-lm-eval`` against plain ``lm_eval``, and full-data load times.

Baseline: plain ``lm_eval --include_path <benchgrade tasks>``, which indexes lm-eval's
~14.7k built-in task YAMLs on every start. ``benchgrade-lm-eval`` skips that index
when only benchgrade tasks are requested. Both run the same tiny job (``--model dummy``,
one GSM8k item, 8 samples) from the same machine state, alternating, ``--repeats``
times each; the script prints the medians and their ratio. It also times building
the task index in-process both ways, and (when the full data is present) loading
each OLMo 3 task on the full data.

    python benchmarks/lm_eval_startup.py [--repeats 3] [--data-dir ../shared/data]
"""
from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
JOB = ["--model", "dummy", "--tasks", "gsm8k::olmo3:n8:v2", "--limit", "1"]


def _bin(name: str, module: str) -> list[str]:
    script = Path(sys.executable).with_name(name)
    return [str(script)] if script.exists() else [sys.executable, "-m", module]


def time_cli(command: list[str], env: dict) -> float:
    start = time.perf_counter()
    proc = subprocess.run(command, capture_output=True, text=True, env=env, cwd=tempfile.gettempdir())
    elapsed = time.perf_counter() - start
    if proc.returncode != 0:
        raise SystemExit(f"{' '.join(command)} failed:\n{proc.stderr[-3000:]}")
    return elapsed


def time_index(include_defaults: bool) -> float:
    from lm_eval.tasks import TaskManager

    from benchgrade.adapters.lm_eval.taskdir import tasks_dir

    start = time.perf_counter()
    TaskManager(include_path=[str(tasks_dir())], include_defaults=include_defaults)
    return time.perf_counter() - start


def full_data_loads(data_dir: Path) -> None:
    from lm_eval.tasks import TaskManager

    from benchgrade.adapters.lm_eval.taskdir import tasks_dir

    from benchgrade.adapters.lm_eval.cli import quiet_custom_dataset_hint

    quiet_custom_dataset_hint()
    print(f"\nfull-data load through lm-eval (data_dir={data_dir}):")
    for name in ("socialiqa:mc::xlarge", "mmlu:mc::olmes", "gsm8k::olmo3:n8:v2", "bbh:cot::olmo3:heldout"):
        start = time.perf_counter()
        manager = TaskManager(include_path=[str(tasks_dir())], include_defaults=False,
                              metadata={"data_dir": str(data_dir)})
        tasks = manager.load([name])["tasks"]
        docs = sum(len(task.eval_docs) for task in tasks.values())
        print(f"  {name:26s} {docs:6d} docs  {len(tasks):2d} task(s)  {time.perf_counter() - start:6.2f} s")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--data-dir", type=Path, default=REPO.parent / "shared" / "data")
    args = parser.parse_args()

    from benchgrade.adapters.lm_eval.taskdir import tasks_dir

    env = {**os.environ, "HF_HUB_OFFLINE": "1", "HF_DATASETS_OFFLINE": "1",
           "BENCHGRADE_DATA_DIR": str(REPO / "tests" / "data")}
    plain = [*_bin("lm_eval", "lm_eval"), *JOB, "--include_path", str(tasks_dir())]
    wrapper = [*_bin("benchgrade-lm-eval", "benchgrade.adapters.lm_eval.cli"), *JOB]
    plain_times, wrapper_times = [], []
    for _ in range(args.repeats):
        plain_times.append(time_cli(plain, env))
        wrapper_times.append(time_cli(wrapper, env))
    p, w = statistics.median(plain_times), statistics.median(wrapper_times)
    print(f"job: {' '.join(JOB)}  ({args.repeats} runs each, medians)")
    print(f"  lm_eval --include_path (baseline): {p:6.2f} s   runs: {', '.join(f'{t:.2f}' for t in plain_times)}")
    print(f"  benchgrade-lm-eval:                {w:6.2f} s   runs: {', '.join(f'{t:.2f}' for t in wrapper_times)}")
    print(f"  ratio baseline / wrapper:          {p / w:6.2f}x")
    with_defaults, without = time_index(True), time_index(False)
    print(f"in-process TaskManager: with built-ins {with_defaults:.2f} s, benchgrade only {without:.3f} s "
          f"(ratio {with_defaults / without:.0f}x)")
    if (args.data_dir / "SOURCES.md").is_file():
        full_data_loads(args.data_dir)
    else:
        print(f"\n(no full data at {args.data_dir}; skipping full-data load times)")


if __name__ == "__main__":
    main()
