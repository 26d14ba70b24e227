"""A user's mistake costs a second and one line: the real ``benchgrade-lm-eval`` console script,
before lm-eval starts (no lm-eval, datasets or hub client is imported on these paths)."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import TEST_DATA

SCRIPT = Path(sys.executable).with_name("benchgrade-lm-eval")
WRAPPER = [str(SCRIPT)] if SCRIPT.exists() else [sys.executable, "-m", "benchgrade.adapters.lm_eval.cli"]


def _run(tmp_path, *args, **env) -> subprocess.CompletedProcess:
    full = {k: v for k, v in os.environ.items() if k != "BENCHGRADE_DATA_DIR"}
    full |= {"HF_HUB_OFFLINE": "1", "HF_HOME": str(tmp_path / "hf-empty"), **env}
    return subprocess.run([*WRAPPER, "--model", "dummy", "--limit", "1", *args], capture_output=True, text=True,
                          env=full, cwd=tmp_path, timeout=120)


def _one_line(proc) -> str:
    assert proc.returncode == 2, proc.stderr[-3000:]
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("benchgrade-lm-eval: error: "), proc.stderr[-3000:]
    return lines[0]


@pytest.mark.parametrize("typo,closest", [("mmlu_astronomy:mc:olmes", "mmlu_astronomy:mc::olmes"),
                                          ("gsm8k:olmo3:n8:v2", "gsm8k::olmo3:n8:v2"),
                                          ("bbh_navigate:chat:benchgrade", "bbh_navigate:chat::benchgrade")])
def test_mistyped_task_names_get_the_closest_names(tmp_path, typo, closest):
    line = _one_line(_run(tmp_path, "--tasks", typo))
    assert f"unknown task {typo!r}; did you mean {closest!r}" in line and "ls tasks" in line


def test_no_local_data_and_no_hub_is_one_line_naming_the_variable(tmp_path):
    line = _one_line(_run(tmp_path, "--tasks", "bbh_boolean_expressions:chat::benchgrade"))
    assert "'lukaemon/bbh'" in line and "HF_HUB_OFFLINE" in line and "$BENCHGRADE_DATA_DIR" in line
    assert "README" in line and "tests/data" not in line


def test_missing_folder_missing_file_and_damaged_file(tmp_path):
    line = _one_line(_run(tmp_path, "--tasks", "gsm8k:chat::benchgrade", BENCHGRADE_DATA_DIR="/nonexistent"))
    assert "$BENCHGRADE_DATA_DIR points at '/nonexistent'" in line
    metadata = json.dumps({"data_dir": str(tmp_path / "nowhere")})
    line = _one_line(_run(tmp_path, "--tasks", "gsm8k:chat::benchgrade", "--metadata", metadata))
    assert "data_dir argument" in line
    partial = tmp_path / "partial"
    (partial / "gsm8k").mkdir(parents=True)
    line = _one_line(_run(tmp_path, "--tasks", "gsm8k:chat::benchgrade", BENCHGRADE_DATA_DIR=str(partial)))
    assert "missing benchmark file" in line and "gsm8k/test.jsonl" in line
    (partial / "gsm8k" / "test.jsonl").write_text((TEST_DATA / "gsm8k" / "test.jsonl").read_text()[:300])
    line = _one_line(_run(tmp_path, "--tasks", "gsm8k:chat::benchgrade", BENCHGRADE_DATA_DIR=str(partial)))
    assert "test.jsonl:1: not valid JSON" in line and "replace it with the original release file" in line


def test_olmo_eval_ids_are_checked_like_the_tasks_they_name(tmp_path):
    """``gsm8k:olmo3base`` is a tag on ``gsm8k::olmo3:n8:v2``: a missing data file is refused for it
    before lm-eval starts, as for the task itself."""
    from benchgrade.adapters.lm_eval.cli import preflight
    from benchgrade.datasource import DataError

    (tmp_path / "partial" / "gsm8k").mkdir(parents=True)
    with pytest.raises(DataError, match="gsm8k/test.jsonl"):
        preflight(["--tasks", "gsm8k:olmo3base", "--metadata", json.dumps({"data_dir": str(tmp_path / "partial")})])
    line = _one_line(_run(tmp_path, "--tasks", "gsm8k:olmo3bse"))
    assert "did you mean 'gsm8k:olmo3base'" in line


def test_good_names_and_data_pass_the_preflight():
    from benchgrade.adapters.lm_eval.cli import preflight

    assert preflight(["--tasks", "benchgrade_chat", "--metadata", json.dumps({"data_dir": str(TEST_DATA)})]) is False
    assert preflight(["--tasks", "gsm8k:olmo3base,mmlu:stem:mc:olmo3base,mmlu_anatomy:mc:olmo3base",
                      "--metadata", json.dumps({"data_dir": str(TEST_DATA)})]) is False
    assert preflight(["--tasks", "gsm8k:chat::benchgrade,hellaswag",
                      "--metadata", json.dumps({"data_dir": str(TEST_DATA)})]) is True
