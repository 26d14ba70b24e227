"""The ``benchgrade grade`` command, run as a user runs it (the installed console script)."""
from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

CASES = Path(__file__).parent / "data" / "answer_cases_dev.jsonl"


def run_cli(*args: str) -> subprocess.CompletedProcess:
    script = shutil.which("benchgrade", path=str(Path(sys.executable).parent))
    command = [script] if script else [sys.executable, "-m", "benchgrade"]
    return subprocess.run([*command, *args], capture_output=True, text=True, timeout=120)


def test_grade_prints_a_table_per_benchmark_and_mode(tmp_path):
    out = tmp_path / "verdicts.jsonl"
    result = run_cli("grade", str(CASES), "--mode", "both", "--out", str(out))
    assert result.returncode == 0, result.stderr
    table = {tuple(line.split()[:2]): line.split() for line in result.stdout.splitlines()[1:]}
    assert set(table) == {("bbh", "robust"), ("bbh", "olmes"), ("gsm8k", "robust"), ("gsm8k", "olmes"),
                          ("mmlu", "robust"), ("numeric", "robust")}
    cases = [json.loads(line) for line in CASES.read_text(encoding="utf-8").splitlines()]
    verdicts = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]
    assert len(verdicts) == len(cases)
    # the printed robust accuracy is the mean of the written verdicts
    for benchmark in ("bbh", "gsm8k", "mmlu", "numeric"):
        mine = [v["robust"]["correct"] for v in verdicts if v["benchmark"] == benchmark]
        assert float(table[(benchmark, "robust")][3]) == pytest.approx(sum(mine) / len(mine), abs=1e-4)
    # the robust verdicts agree with the labels on every non-dubious case
    for case, verdict in zip(cases, verdicts):
        if not case.get("dubious"):
            assert verdict["robust"]["correct"] == bool(case["expected"]), (case, verdict)


@pytest.mark.parametrize("content,message", [
    ('{"benchmark": "gsm8k", "reply": "1", "gold": "x"}\n', ":1: gold must be a number"),
    ('{"benchmark": "gsm8k", "reply": "1", "gold": "1"}\n{"benchmark": "gsm8k", "gold": "1"}\n',
     ":2: missing field 'reply'"),
    ('{"benchmark": "gsm8k", "reply": "1", "gold": "1"}\nnot json\n', ":2: not valid JSON"),
    ('{"benchmark": "hellaswag", "reply": "1", "gold": "1"}\n', ":1: benchmark must be one of"),
])
def test_bad_input_names_the_line_and_field(tmp_path, content, message):
    path = tmp_path / "cases.jsonl"
    path.write_text(content, encoding="utf-8")
    out = tmp_path / "out.jsonl"
    result = run_cli("grade", str(path), "--out", str(out))
    assert result.returncode == 2
    assert message in result.stderr and "Traceback" not in result.stderr
    assert not out.exists()  # nothing half-written


def test_missing_file_is_a_clear_error(tmp_path):
    result = run_cli("grade", str(tmp_path / "nope.jsonl"))
    assert result.returncode == 2 and "cannot read" in result.stderr
