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


GOOD = '{"benchmark": "gsm8k", "reply": "So the answer is 1.", "gold": "1"}\n'


@pytest.mark.parametrize("bad,message", [
    ('{"benchmark": "gsm8k", "reply": "1", "gold": "x"}\n', ":2: gold must be a number"),
    ('{"benchmark": "gsm8k", "gold": "1"}\n', ":2: missing field 'reply'"),
    ("not json\n", ":2: not valid JSON"),
    ('{"benchmark": "hellaswag", "reply": "1", "gold": "1"}\n', ":2: benchmark must be one of"),
])
def test_a_bad_line_is_named_skipped_and_the_rest_graded(tmp_path, bad, message):
    path = tmp_path / "cases.jsonl"
    path.write_text(GOOD + bad + GOOD, encoding="utf-8")
    out = tmp_path / "out.jsonl"
    result = run_cli("grade", str(path), "--out", str(out))
    assert result.returncode == 1, result.stderr  # something was skipped: CI notices
    assert message in result.stderr and "line skipped" in result.stderr and "Traceback" not in result.stderr
    assert [json.loads(line)["line"] for line in out.read_text().splitlines()] == [1, 3]
    assert run_cli("grade", str(path), "--allow-skips").returncode == 0


def test_nothing_gradable_writes_nothing(tmp_path):
    path = tmp_path / "cases.jsonl"
    path.write_text('{"benchmark": "gsm8k", "gold": "1"}\n', encoding="utf-8")
    out = tmp_path / "out.jsonl"
    result = run_cli("grade", str(path), "--out", str(out))
    assert result.returncode == 2 and "no cases could be graded" in result.stderr
    assert not out.exists() and not list(tmp_path.glob(".out.jsonl*"))  # nothing half-written, no temp file


def test_missing_file_is_a_clear_error(tmp_path):
    result = run_cli("grade", str(tmp_path / "nope.jsonl"))
    assert result.returncode == 2 and "cannot read" in result.stderr


ONE = '{"id": "q7", "benchmark": "gsm8k", "reply": "So the answer is 18.", "gold": "18", "source": "run-3"}\n'


def test_out_and_csv_keep_every_input_field_and_add_the_verdicts(tmp_path):
    import csv

    path = tmp_path / "cases.jsonl"
    path.write_text(ONE + ONE.replace("q7", "q8").replace("is 18", "is 17"), encoding="utf-8")
    out, table = tmp_path / "v.jsonl", tmp_path / "v.csv"
    result = run_cli("grade", str(path), "--mode", "both", "--out", str(out), "--csv", str(table))
    assert result.returncode == 0, result.stderr
    rows = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]
    first = json.loads(ONE)
    assert {k: rows[0][k] for k in first} == first and rows[0]["line"] == 1
    assert rows[0]["robust"]["correct"] is True and rows[1]["olmes"]["correct"] is False
    with table.open(encoding="utf-8", newline="") as handle:
        cells = list(csv.DictReader(handle))
    assert [c["id"] for c in cells] == ["q7", "q8"] and cells[0]["source"] == "run-3"
    assert (cells[0]["robust_correct"], cells[1]["robust_correct"]) == ("True", "False")
    assert cells[1]["robust_extracted"] == "17" and cells[1]["olmes_category"] == "wrong_answer"
    assert oct(out.stat().st_mode & 0o777) != oct(0o600)  # the usual permissions, not mkstemp's


@pytest.mark.parametrize("flag", ["--out", "--csv"])
def test_unusable_output_paths_are_refused_before_grading(tmp_path, flag):
    path = tmp_path / "cases.jsonl"
    path.write_text(ONE, encoding="utf-8")
    missing = tmp_path / "no" / "such" / "x.jsonl"
    result = run_cli("grade", str(path), flag, str(missing))
    assert result.returncode == 2 and "does not exist" in result.stderr and result.stdout == ""
    assert not missing.parent.exists()  # no folder was created
    result = run_cli("grade", str(path), flag, str(tmp_path))
    assert result.returncode == 2 and "is a directory" in result.stderr and result.stdout == ""
    assert "Traceback" not in result.stderr


@pytest.mark.parametrize("flag", ["--out", "--csv"])
def test_unwritable_output_is_refused_before_the_table(tmp_path, flag, monkeypatch, capsys):
    import os

    from benchgrade.cli import main

    path = tmp_path / "cases.jsonl"
    path.write_text(ONE, encoding="utf-8")
    monkeypatch.setattr(os, "access", lambda *a, **k: False)  # what a read-only folder answers (root ignores modes)
    assert main(["grade", str(path), flag, str(tmp_path / "x.jsonl")]) == 2
    captured = capsys.readouterr()
    assert "not writable" in captured.err and captured.out == ""


def test_byte_order_mark_is_read_and_a_directory_is_a_clear_error(tmp_path):
    path = tmp_path / "bom.jsonl"
    path.write_bytes(b"\xef\xbb\xbf" + ONE.encode("utf-8"))
    result = run_cli("grade", str(path))
    assert result.returncode == 0, result.stderr
    result = run_cli("grade", str(tmp_path))
    assert result.returncode == 2 and "is a directory" in result.stderr


def test_help_texts_carry_no_markup():
    from benchgrade.commands import COMMANDS

    texts = [run_cli("--help").stdout] + [run_cli(name.replace("_", "-"), "--help").stdout for name in COMMANDS]
    assert all(texts)
    for text in texts:
        assert "``" not in text and ":class:" not in text and ":func:" not in text, text
