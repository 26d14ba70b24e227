"""``benchgrade examqm report|review`` on bad input: one line naming the path, exit status 2.

The reports of real runs are tested end to end in test_lm_eval_e2e.py and test_vf_e2e.py.
"""
from __future__ import annotations

import json
import subprocess
import sys


def benchgrade(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "benchgrade", *args], capture_output=True, text=True, timeout=120)


def _one_line_error(proc: subprocess.CompletedProcess, *needles: str) -> None:
    assert proc.returncode == 2, (proc.stdout, proc.stderr)
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in proc.stderr, proc.stderr
    assert all(needle in lines[0] for needle in needles), lines[0]


def test_missing_run_folder(tmp_path):
    _one_line_error(benchgrade("examqm", "report", str(tmp_path / "nope")), "nope", "no such run")


def test_folder_that_is_no_run(tmp_path):
    _one_line_error(benchgrade("examqm", "review", str(tmp_path)), str(tmp_path), "traces.jsonl", "samples_")


def test_traces_of_another_environment(tmp_path):
    run = tmp_path / "r"
    (run / "configs" / "resolved").mkdir(parents=True)
    (run / "configs" / "resolved" / "eval.json").write_text(json.dumps({"env": {"taskset": {"id": "benchgrade-gsm8k"}}}))
    (run / "traces.jsonl").write_text("{}\n")
    _one_line_error(benchgrade("examqm", "report", str(run)), "benchgrade-gsm8k", "not benchgrade-examqm")


def test_malformed_trace_line_names_its_line(tmp_path):
    run = tmp_path / "r"
    run.mkdir()
    (run / "traces.jsonl").write_text("{not json\n")
    _one_line_error(benchgrade("examqm", "report", str(run)), "traces.jsonl:1")


def test_examqm_samples_beside_other_tasks_are_reported(tmp_path):
    """An lm-eval output folder holding ExamQM and BBH/GSM8k samples: the report reads the ExamQM
    ones and names the others as not read (it used to stop at the first non-ExamQM file)."""
    from benchgrade.examqm import bundled_root, load_dir
    from benchgrade.examqm.data import select_split
    from benchgrade.examqm.runinfo import task_fingerprints
    from tests.runs.corpus import lm_eval_folder, samples_name

    out = lm_eval_folder(tmp_path, "gsm8k_cot")  # sorts before examqm: read first
    lm_eval_folder(tmp_path, "bbh_cot_fewshot_navigate")
    root = str(bundled_root().resolve())
    rows = select_split(list(load_dir(root, split="all")), "eval")[:2]
    lines = [{"doc_id": i, "doc": {"id": row.id, "dataset_root": root, "split": "eval",
                                   **task_fingerprints(row, native_text=False)},
              "resps": [["not a record"]], "filter": "none"} for i, row in enumerate(rows)]
    (out / "stub" / samples_name("examqm")).write_text("".join(json.dumps(line) + "\n" for line in lines))
    proc = benchgrade("examqm", "report", str(out), "--out", str(tmp_path / "report"))
    assert proc.returncode == 0, proc.stderr
    summary = json.loads((tmp_path / "report" / "summary.json").read_text())
    assert summary["modes"]["images"]["counts"]["invalid"] == 2
    assert "not ExamQM, not read: bbh_cot_fewshot_navigate, gsm8k_cot" in json.dumps(summary)
