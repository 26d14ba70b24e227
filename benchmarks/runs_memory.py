"""Peak memory and throughput of ``benchgrade rescore`` / ``export`` as runs grow: 10k -> 1M samples.

Input: an lm-eval ``--log_samples`` output folder written here, one ``gsm8k:chat::benchgrade``
samples file (benchgrade's chat task: one filter, one reply per document, so a line is a sample)
whose lines look like real ones: the GSM8k test document, an 8-shot chat prompt in
``arguments`` (~2.8 KB a line, as the issue's 2.8 GB per 1M samples), replies right, wrong and
in several formats. Questions and golds come from ``../shared/data`` when present (1,319 rows),
else from the committed slice.

Each command runs as users run it (the console script, ``--jobs`` default = every core) under
``/usr/bin/time -v``: its "Maximum resident set size" is the largest single process; the whole
process tree (main + grading workers) is also sampled every 0.1 s for the peak *total* RSS.
Throughput = samples / wall seconds (and per CPU-second, user + system of every process,
which other load on the machine moves less). Baseline (``--baseline``): the same commands from git
``main`` (before streaming), in the same run, on the sizes it can hold.

Then the special inputs: one 200 MB reply (peak RSS vs its size; the goal is ~2x), and a
samples file that is a symlink to ``/dev/zero`` or a FIFO (refused at once: seconds to exit).

    python benchmarks/runs_memory.py                       # 10k, 100k, 1M (needs ~3 GB of disk)
    python benchmarks/runs_memory.py --sizes 10000 100000 --baseline --json out.json
"""
from __future__ import annotations

import argparse
import json
import os
import random
import re
import subprocess
import sys
import tarfile
import tempfile
import threading
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
TASK = "gsm8k:chat::benchgrade"
STAMP = "2026-01-01T00-00-00.000000"


def gsm8k_rows() -> list[dict]:
    shared = REPO.parent / "shared" / "data" / "gsm8k" / "test.jsonl"
    path = shared if shared.is_file() else REPO / "tests" / "data" / "gsm8k" / "test.jsonl"
    rows = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
    return [{"question": r["question"], "answer": r["answer"], "gold": r["answer"].rsplit("####", 1)[1].strip()}
            for r in rows]


def reply(rng: random.Random, gold: str) -> str:
    g = gold.replace(",", "")
    wrong = str(int(g) + rng.randint(1, 9)) if g.lstrip("-").isdigit() else g + "0"
    return rng.choice([
        f"Let me work through it step by step. First we add the parts, then we subtract. So the answer is {g}.",
        f"<think>Adding the parts gives {g}. Check: {g} - 1 = {int(g) - 1 if g.lstrip('-').isdigit() else g}.</think>\n"
        f"**Answer: {g}**",
        f"We compute each amount in turn and sum them.\n\n$\\boxed{{{g}}}$",
        f"Working it out, she ends up with ${wrong} in total.",
        f"The total is {wrong}. Hmm, or maybe {g}.",
        "I think the question needs more information before it can be answered",
    ])


def write_samples(folder: Path, samples: int) -> Path:
    """An lm-eval output folder with one samples file of ``samples`` lines (and its results file)."""
    out = folder / f"run-{samples}"
    model = out / "stub"
    target = model / f"samples_{TASK}_{STAMP}.jsonl"
    if target.is_file():
        return out
    model.mkdir(parents=True, exist_ok=True)
    rows, rng = gsm8k_rows(), random.Random(samples)
    shots = "".join(f"<|user|>\n{r['question']}\n<|assistant|>\n{r['answer']}\n" for r in rows[:8])[:2300]
    results = {"results": {TASK: {"acc,robust": 0.5}}, "configs": {TASK: {"test_split": "test"}},
               "n-samples": {TASK: {"original": samples, "effective": samples}}, "lm_eval_version": "0.4.13"}
    (model / f"results_{STAMP}.json").write_text(json.dumps(results))
    with open(str(target) + ".part", "w", encoding="utf-8") as handle:
        for i in range(samples):
            row = rows[i % len(rows)]
            text = reply(rng, row["gold"])
            line = {"doc_id": i, "doc": {"id": f"gsm8k/test/{i}", "split": "test", "row": i % len(rows),
                                         "question": row["question"], "gold": row["gold"], "choices": None},
                    "target": row["gold"], "arguments": {"gen_args_0": {"arg_0": shots + row["question"]}},
                    "resps": [[text]], "filtered_resps": ["{}"], "filter": "robust", "metrics": ["acc"],
                    "acc": float(rng.random() < 0.6)}
            handle.write(json.dumps(line) + "\n")
    os.replace(str(target) + ".part", target)
    return out


def _tree_rss(pid: int) -> int:
    import psutil

    try:
        root = psutil.Process(pid)
        procs = [root] + root.children(recursive=True)
    except psutil.NoSuchProcess:
        return 0
    total = 0
    for proc in procs:
        try:
            total += proc.memory_info().rss
        except psutil.NoSuchProcess:
            pass
    return total


def measure(command: list[str], env: dict | None = None) -> dict:
    """Run under /usr/bin/time -v; peak single-process RSS, peak tree RSS, wall seconds, exit status."""
    proc = subprocess.Popen(["/usr/bin/time", "-v", *command], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                            text=True, env=env)
    peak = [0]

    def sample():
        while proc.poll() is None:
            peak[0] = max(peak[0], _tree_rss(proc.pid))
            time.sleep(0.1)

    watcher = threading.Thread(target=sample, daemon=True)
    start = time.perf_counter()
    watcher.start()
    err = proc.communicate()[1]
    wall = time.perf_counter() - start
    watcher.join()
    found = re.search(r"Maximum resident set size \(kbytes\): (\d+)", err)
    cpu = sum(float(m) for m in re.findall(r"(?:User|System) time \(seconds\): ([\d.]+)", err))
    return {"max_rss_mb": int(found.group(1)) / 1024 if found else None, "tree_rss_mb": peak[0] / 2**20,
            "wall_s": wall, "cpu_s": cpu, "exit": proc.returncode,
            "tail": err[-600:] if proc.returncode not in (0, 1) else ""}


def baseline_tree(folder: Path) -> Path:
    """git main's plugins/ (the implementation before streaming), unpacked for PYTHONPATH."""
    target = folder / "baseline"
    if not (target / "plugins" / "benchgrade").is_dir():
        archive = folder / "baseline.tar"
        subprocess.run(["git", "-C", str(REPO), "archive", "-o", str(archive), "main", "plugins"], check=True)
        with tarfile.open(archive) as tar:
            tar.extractall(target)
    return target / "plugins"


def run_sizes(folder: Path, sizes: list[int], baseline: bool, baseline_max: int) -> list[dict]:
    benchgrade = [str(Path(sys.executable).with_name("benchgrade"))]
    rows = []
    for samples in sizes:
        run = write_samples(folder, samples)
        size_mb = sum(p.stat().st_size for p in run.rglob("samples_*")) / 2**20
        variants = [("benchgrade", benchgrade, None)]
        if baseline and samples <= baseline_max:
            env = {**os.environ, "PYTHONPATH": str(baseline_tree(folder))}
            variants.append(("main (before)", [sys.executable, "-m", "benchgrade"], env))
        for label, program, env in variants:
            for command in ("rescore", "export"):
                out = folder / f"out-{command}-{samples}-{label.split()[0]}"
                subprocess.run(["rm", "-rf", str(out)])
                result = measure([*program, command, str(run), "--out", str(out)], env)
                result.update(samples=samples, input_mb=round(size_mb), command=command, version=label,
                              samples_per_s=samples / result["wall_s"])
                rows.append(result)
                print(f"{label:14} {command:8} {samples:>9,} samples ({size_mb:7.0f} MB): peak RSS "
                      f"{result['max_rss_mb']:7.0f} MB (all processes {result['tree_rss_mb']:7.0f} MB), "
                      f"{result['wall_s']:7.1f} s, {result['samples_per_s']:8.0f} samples/s "
                      f"({samples / max(result['cpu_s'], 1e-9):6.0f} per CPU-second), exit {result['exit']}",
                      flush=True)
                if result["tail"]:
                    print(result["tail"])
    return rows


def huge_reply(folder: Path, megabytes: int) -> dict:
    """One sample whose reply is ``megabytes`` MB (an RL rollout that never stopped)."""
    model = folder / "huge" / "stub"
    model.mkdir(parents=True, exist_ok=True)
    target = model / f"samples_{TASK}_{STAMP}.jsonl"
    if not target.is_file():
        body = ("The model keeps thinking about the eggs. " * (megabytes * 2**20 // 41 + 1))[: megabytes * 2**20]
        line = {"doc_id": 0, "doc": {"id": "gsm8k/test/0", "split": "test", "row": 0, "gold": "18", "choices": None},
                "resps": [[body + " So the answer is 18."]], "filter": "robust", "metrics": ["acc"], "acc": 1.0}
        target.write_text(json.dumps(line) + "\n")
    size = target.stat().st_size / 2**20
    rows = {}
    for command in ("rescore", "export"):
        out = folder / f"out-huge-{command}"
        subprocess.run(["rm", "-rf", str(out)])
        result = measure([str(Path(sys.executable).with_name("benchgrade")), command, str(folder / "huge"),
                          "--out", str(out)])
        rows[command] = {**result, "input_mb": size, "ratio": result["max_rss_mb"] / size}
        print(f"one {size:.0f} MB reply, {command}: peak RSS {result['max_rss_mb']:.0f} MB = "
              f"{result['max_rss_mb'] / size:.2f}x its size, {result['wall_s']:.1f} s, exit {result['exit']}", flush=True)
    return rows


def special_files(folder: Path) -> dict:
    times = {}
    for kind in ("dev-zero", "fifo"):
        model = folder / kind / "stub"
        model.mkdir(parents=True, exist_ok=True)
        target = model / f"samples_{TASK}_{STAMP}.jsonl"
        if not os.path.lexists(target):
            target.symlink_to("/dev/zero") if kind == "dev-zero" else os.mkfifo(target)
        start = time.perf_counter()
        proc = subprocess.run([str(Path(sys.executable).with_name("benchgrade")), "rescore", str(target),
                               "--out", str(folder / f"out-{kind}")], capture_output=True, text=True, timeout=60)
        times[kind] = {"seconds": time.perf_counter() - start, "exit": proc.returncode,
                       "message": proc.stderr.strip().splitlines()[-1]}
        print(f"{kind}: refused in {times[kind]['seconds']:.2f} s (exit {proc.returncode}): {times[kind]['message']}")
    return times


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[10_000, 100_000, 1_000_000])
    parser.add_argument("--folder", type=Path, help="where inputs and outputs go (default: a temporary folder)")
    parser.add_argument("--baseline", action="store_true", help="also run git main's rescore/export (before streaming)")
    parser.add_argument("--baseline-max", type=int, default=100_000, help="largest size the baseline runs at")
    parser.add_argument("--huge-reply-mb", type=int, default=200)
    parser.add_argument("--json", type=Path, help="write the figures here")
    args = parser.parse_args()
    folder = args.folder or Path(tempfile.mkdtemp(prefix="benchgrade-runs-memory-"))
    folder.mkdir(parents=True, exist_ok=True)
    print(f"inputs and outputs in {folder}; {os.cpu_count()} cores")
    figures = {"sizes": run_sizes(folder, args.sizes, args.baseline, args.baseline_max)}
    if args.huge_reply_mb:
        figures["huge_reply"] = huge_reply(folder, args.huge_reply_mb)
    figures["special_files"] = special_files(folder)
    if args.json:
        args.json.write_text(json.dumps(figures, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
