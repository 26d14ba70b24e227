"""``rescore`` / ``export`` of OLMES (oe-eval) ``task-NNN-<alias>-predictions.jsonl`` files.

OLMES itself cannot run here (no model, no network), so these files are written by the test in
the layout oe-eval uses (per line ``doc_id``, ``native_id``, ``metrics``, ``model_output`` — one
entry per sample with its ``continuation``, or per choice with ``sum_logits`` — and ``label``);
the golds and texts are real rows of the bundled slices.
"""
from __future__ import annotations

import csv
import json
import subprocess
import sys
from pathlib import Path

from benchgrade.socialiqa.data import load_docs, xlarge_selection
from benchgrade.socialiqa.reasoning import reasoning_type
from tests.conftest import TEST_DATA

#: doc_ids of the 10,000-item sample that land on rows of the bundled validation slice
SIQA_DOC_IDS = [i for i, (split, row) in enumerate(xlarge_selection()) if split == "validation" and row < 24][:4]


def _write(path: Path, lines: list[dict]) -> Path:
    path.write_text("".join(json.dumps(line) + "\n" for line in lines))
    return path


def predictions(folder: Path) -> Path:
    folder.mkdir()
    gsm8k = [{"doc_id": i, "native_id": i, "label": gold,
              "metrics": {"exact_match": float(i == 0), "pass_at_1": [1.0, 0.0][i]},
              "model_output": [{"continuation": text} for text in samples]}
             for i, (gold, samples) in enumerate([
                 ("18", [" So the answer is 18."] * 2),
                 # OLMES reads the last number (19): the host said 0, robust reads the stated 18
                 ("72", [" So the answer is 72. Check: 72 - 1 = 71."] * 2)])]
    _write(folder / "task-000-gsm8k-predictions.jsonl", gsm8k)
    docs = {d["row"]: d for d in load_docs("validation", data_dir=TEST_DATA)}
    siqa = []
    for doc_id in SIQA_DOC_IDS:
        _, row = xlarge_selection()[doc_id]
        gold = "ABC".index(docs[row]["gold"])
        logits = [-3.0, -3.0, -3.0]
        logits[gold if doc_id != SIQA_DOC_IDS[-1] else (gold + 1) % 3] = -0.5  # the last one wrong
        siqa.append({"doc_id": doc_id, "native_id": row, "label": gold, "metrics": {"acc_raw": 1.0},
                     "model_output": [{"sum_logits": x} for x in logits]})
    _write(folder / "task-001-socialiqa:mc::xlarge-predictions.jsonl", siqa)
    _write(folder / "task-002-arc_easy:mc::olmes-predictions.jsonl",
           [{"doc_id": 0, "native_id": 0, "label": 0, "metrics": {}, "model_output": [{"sum_logits": -1}]}])
    return folder


def benchgrade(*args):
    script = Path(sys.executable).with_name("benchgrade")
    return subprocess.run([str(script) if script.exists() else "benchgrade", *map(str, args)],
                          capture_output=True, text=True, timeout=300)


def test_rescore_olmes_predictions(tmp_path):
    folder = predictions(tmp_path / "olmes")
    proc = benchgrade("rescore", folder, "--out", tmp_path / "r")
    assert proc.returncode == 1  # the unknown arc_easy file is listed
    assert "unknown task 'arc_easy:mc::olmes'" in proc.stderr
    (task,) = json.loads((tmp_path / "r" / "rescore.json").read_text())["tasks"]
    assert (task["host"], task["task"], task["queries"], task["replies"]) == ("olmes", "gsm8k", 2, 4)
    assert task["original_filter"] == "exact_match" and task["original"] == 0.5
    assert task["robust"] == 1.0 and task["olmes"] == 0.5


def test_export_olmes_predictions_keeps_socialiqa_ids_unique(tmp_path):
    folder = predictions(tmp_path / "olmes")
    proc = benchgrade("export", folder, "--out", tmp_path / "e", "--data-dir", TEST_DATA)
    assert proc.returncode == 1, proc.stderr
    with (tmp_path / "e" / "queries.csv").open() as handle:
        rows = {r["query_id"]: r for r in csv.DictReader(handle)}
    docs = {d["row"]: d for d in load_docs("validation", data_dir=TEST_DATA)}
    for doc_id in SIQA_DOC_IDS:
        split, row = xlarge_selection()[doc_id]
        out = rows[f"socialiqa:mc::xlarge/{split}/{row}"]  # the split is recovered from the sample position
        assert out["reasoning_type"] == reasoning_type(docs[row]["question"], docs[row]["context"])
        assert out["is_correct"] == str(doc_id != SIQA_DOC_IDS[-1])
    assert rows["gsm8k/test/1"]["predicted_answer"] == "72"
