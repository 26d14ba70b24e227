"""Two ranks, same numbers: one task of each benchmark through the real ``lm_eval`` on a tiny HF model,
once in one process and once data-parallel under ``accelerate launch --num_processes 2`` (CPU, gloo).

What must not change with the rank count: benchgrade's custom dataset loader, few-shot contexts
(``first_n`` shots), filters (grading per sample, repeat check), ``process_results`` metrics
(pass@k/maj@k over GSM8k's 8 repeats) and the aggregation of lm-eval's gathered results.
Decoding is greedy (``--gen_kwargs do_sample=False``): a sampled reply depends on the torch RNG
stream of the rank that drew it, which is lm-eval's and torch's business, not benchgrade's.

The model is built by the test (2-layer GPT-2, random weights, locally trained tokenizer: no
download); ``--model hf-ranks`` is lm-eval's HFLM with data parallelism allowed on CPU (see
``tests/lm_eval/hf_ranks.py``). Data: the committed slices in tests/data.
"""
from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
from pathlib import Path

import pytest

from benchgrade.adapters.lm_eval.taskdir import tasks_dir
from tests.conftest import REPO_ROOT, TEST_DATA
from tests.support.tiny_model import build

pytestmark = pytest.mark.slow

TASKS = ["bbh_boolean_expressions:cot::olmo3:heldout", "gsm8k::olmo3:n8:v2", "mmlu_abstract_algebra:mc::olmes",
         "socialiqa:mc::xlarge"]
LIMIT = 3
REPEATS = {"gsm8k::olmo3:n8:v2": 8}


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _lm_eval_args(model: Path, out: Path) -> list[str]:
    metadata = json.dumps({"data_dir": str(TEST_DATA), "socialiqa_split": "validation"})
    return ["--model", "hf-ranks", "--model_args", f"pretrained={model},dtype=float32,max_length=2048",
            "--device", "cpu", "--include_path", str(tasks_dir()), "--tasks", ",".join(TASKS),
            "--limit", str(LIMIT), "--batch_size", "1", "--gen_kwargs", "do_sample=False,max_gen_toks=16",
            "--metadata", metadata, "--output_path", str(out), "--log_samples"]


def _run(command: list[str], out: Path, env: dict | None = None) -> dict:
    ranks_log = out.with_suffix(".ranks.jsonl")
    env = {k: v for k, v in os.environ.items() if k != "BENCHGRADE_DATA_DIR"} | (env or {})
    env |= {"HF_HUB_OFFLINE": "1", "HF_DATASETS_OFFLINE": "1", "HF_RANKS_LOG": str(ranks_log),
            "PYTHONPATH": str(REPO_ROOT), "OMP_NUM_THREADS": "1", "TOKENIZERS_PARALLELISM": "false"}
    proc = subprocess.run(command, capture_output=True, text=True, env=env, cwd=out.parent, timeout=1200)
    log = proc.stdout + proc.stderr
    assert proc.returncode == 0, log[-4000:]
    results_file = next(out.rglob("results_*.json"))
    samples = {}
    for path in out.rglob("samples_*.jsonl"):
        task = path.name[len("samples_"):].rsplit("_", 1)[0]
        rows = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
        keep = ("doc_id", "filter", "arguments", "resps", "filtered_resps", "target")
        samples[task] = sorted(({k: r[k] for k in keep} | {m: r[m] for m in r["metrics"]} for r in rows),
                               key=lambda r: (r["doc_id"], r["filter"]))
    results = json.loads(results_file.read_text(encoding="utf-8"))["results"]
    ranks = [json.loads(line) for line in ranks_log.read_text().splitlines()]
    return {"results": {t: {k: v for k, v in m.items() if k != "alias"} for t, m in results.items()},
            "samples": samples, "ranks": ranks, "out": out, "log": log}


@pytest.fixture(scope="module")
def runs(tmp_path_factory):
    root = tmp_path_factory.mktemp("ranks")
    model = build(root / "tiny-model")
    one = _run([sys.executable, "-m", "tests.lm_eval.hf_ranks", *_lm_eval_args(model, root / "one")], root / "one")
    # accelerate 1.x: `--cpu` alone starts ONE process; two CPU ranks (gloo) are torchrun's launcher
    # (`--multi_gpu`) with ACCELERATE_USE_CPU=true, which makes each rank a MULTI_CPU process.
    accelerate = [sys.executable, "-m", "accelerate.commands.launch", "--multi_gpu", "--num_processes", "2",
                  "--num_machines", "1", "--mixed_precision", "no", "--dynamo_backend", "no",
                  "--main_process_port", str(_free_port())]
    two = _run([*accelerate, "-m", "tests.lm_eval.hf_ranks", *_lm_eval_args(model, root / "two")], root / "two",
               env={"ACCELERATE_USE_CPU": "true"})
    return one, two


def test_both_ranks_did_part_of_the_work(runs):
    one, two = runs
    assert {(r["rank"], r["world_size"]) for r in one["ranks"]} == {(0, 1)}
    per_rank = {rank: sum(r["requests"] for r in two["ranks"] if r["rank"] == rank) for rank in (0, 1)}
    assert {r["world_size"] for r in two["ranks"]} == {2} and min(per_rank.values()) > 0, per_rank
    total_one = sum(r["requests"] for r in one["ranks"])
    assert sum(per_rank.values()) >= total_one  # lm-eval pads the shorter rank; nothing is dropped
    print(f"\n[two ranks] requests: one process {total_one}; two ranks {per_rank}")


def test_two_ranks_give_the_same_metrics(runs):
    one, two = runs
    assert set(one["results"]) == set(TASKS)
    gsm8k = one["results"]["gsm8k::olmo3:n8:v2"]
    assert "pass_at_8,olmes" in gsm8k and "maj_at_8,robust" in gsm8k and "identical_repeats,olmes" in gsm8k
    print(f"\n[two ranks] metrics (1 process): {json.dumps(one['results'], sort_keys=True)}")
    assert two["results"] == one["results"]


def _first(row: dict, k: int) -> dict:
    """The sample with each request's first ``k`` replies (lm-eval's data-parallel padding appends more)."""
    return {**row, "resps": [r[:k] for r in row["resps"]],
            "filtered_resps": [r[:k] if isinstance(r, list) else r for r in row["filtered_resps"]]}


def test_two_ranks_give_the_same_samples_per_document(runs):
    one, two = runs
    for task in TASKS:
        k = REPEATS.get(task, 1)
        assert len(one["samples"][task]) >= 1, task
        assert [_first(r, k) for r in two["samples"][task]] == [_first(r, k) for r in one["samples"][task]], task
    gsm8k = one["samples"]["gsm8k::olmo3:n8:v2"]
    assert all(len(row["resps"][0]) == 8 for row in gsm8k)  # repeats: 8 samples per document
    for row in gsm8k:  # the logged verdicts are the core's, as JSON
        verdicts = [json.loads(v) for v in row["filtered_resps"][0]]
        assert len(verdicts) == 8 and all(v["mode"] == row["filter"] for v in verdicts)
    # lm-eval pads the rank with fewer documents by re-running its last request and appends those
    # replies to that document (16 instead of 8): the metrics above are equal because
    # benchgrade's pass@k/maj@k read the first 8 only.
    padded = {row["doc_id"] for row in two["samples"]["gsm8k::olmo3:n8:v2"] if len(row["resps"][0]) > 8}
    print(f"\n[two ranks] gsm8k documents with padding replies appended by lm-eval: {sorted(padded)}")
    assert len(padded) <= 1


def test_check_run_accepts_both_outputs(runs):
    for run in runs:
        proc = subprocess.run([sys.executable, "-m", "benchgrade", "check-run", str(run["out"])],
                              capture_output=True, text=True)
        assert proc.returncode == 0, proc.stdout[-2000:] + proc.stderr
