"""Text from runs lands safely: spreadsheet cells never run as formulas (OWASP: prefix '), the
terminal never receives control characters or escape sequences from data."""
from __future__ import annotations

import csv
import json

import pyarrow.parquet as pq

from benchgrade.cli import main
from benchgrade.runs.safetext import csv_cell, for_terminal
from tests.runs.corpus import STAMP, lm_eval_folder, samples_name

EVIL = '=HYPERLINK("http://example.com/x","y")'


def test_csv_cell_rule():
    assert [csv_cell(v) for v in ("=1+1", "+cmd", "-2+3", "@SUM(A1)", "\tx", "-5", "+1.5e3", "18", "a=b", 3)] == \
        ["'=1+1", "'+cmd", "'-2+3", "'@SUM(A1)", "'\tx", "-5", "+1.5e3", "18", "a=b", 3]


def test_grade_csv_quotes_formulas_and_keeps_numbers(tmp_path):
    cases = tmp_path / "cases.jsonl"
    cases.write_text("".join(json.dumps({"benchmark": "gsm8k", "reply": reply, "gold": "-5", "note": note}) + "\n"
                             for reply, note in ((EVIL, "@x"), ("-5", "ok"))), encoding="utf-8")
    assert main(["grade", str(cases), "--csv", str(tmp_path / "v.csv"), "--out", str(tmp_path / "v.jsonl")]) == 0
    with (tmp_path / "v.csv").open(encoding="utf-8", newline="") as handle:
        rows = list(csv.DictReader(handle))
    assert rows[0]["reply"] == "'" + EVIL and rows[0]["note"] == "'@x"
    assert rows[1]["reply"] == "-5" and rows[1]["robust_extracted"] == "-5"  # numbers stay numbers
    assert json.loads((tmp_path / "v.jsonl").read_text().splitlines()[0])["reply"] == EVIL  # JSON keeps the text


def test_export_csv_quotes_a_formula_folder_name_parquet_keeps_it(tmp_path):
    evil = '=1+2+cmd("calc")'  # a folder name: no slash
    out = lm_eval_folder(tmp_path, "gsm8k:chat::benchgrade", model=evil)
    assert main(["export", str(out), "--out", str(tmp_path / "e")]) == 0
    with (tmp_path / "e" / "queries.csv").open(encoding="utf-8", newline="") as handle:
        rows = list(csv.DictReader(handle))
    assert rows[0]["run"] == f"'{evil}@{STAMP}"
    assert pq.read_table(tmp_path / "e" / "queries.parquet").column("run")[0].as_py() == f"{evil}@{STAMP}"


def test_terminal_output_carries_no_escape_sequences(tmp_path, capsys):
    out = lm_eval_folder(tmp_path, "gsm8k:chat::benchgrade")
    evil = "\x1b]0;pwned\x07\x1b[2J\x1b[31mevil\u202e"
    (out / "stub" / samples_name(evil)).write_text('{"doc_id": 0}\n')
    assert main(["rescore", str(out), "--out", str(tmp_path / "r")]) == 1
    captured = capsys.readouterr()
    assert any("unknown task" in line and "evil" in line for line in captured.err.splitlines())
    assert not any(c in captured.err + captured.out for c in "\x1b\x07\u202e")
    assert for_terminal("a\x1b[1mb\x9b2Jc\td\ne\x00") == "abc\td\ne"
