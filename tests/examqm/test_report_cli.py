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
