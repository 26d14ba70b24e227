"""Rollouts of the verifiers environments name their rows within a BBH subtask or MMLU subject
(``mmlu/anatomy/test/0``, ``bbh/navigate/0``): rescore and export keep the subject in the query
id, so the row 0 of two subjects is two queries (it was one, with the first subject's gold)."""
from __future__ import annotations

import csv
import json

from benchgrade.cli import main
from tests.runs.corpus import trace

ROWS = [("mmlu", "mmlu/anatomy/test/0", None, "B"), ("mmlu", "mmlu/astronomy/test/0", None, "C"),
        ("bbh", "bbh/navigate/0", "navigate", "No"), ("bbh", "bbh/web_of_lies/0", "web_of_lies", "Yes")]


def test_row_zero_of_two_subjects_is_two_queries(tmp_path):
    run = tmp_path / "outputs" / "mixed"
    run.mkdir(parents=True)
    episodes = [{"id": f"e{i}", "ok": True, "errors": [],
                 "traces": [trace(i, benchmark=benchmark, ident=ident, subtask=subtask, gold=gold,
                                  content=f"Answer: {gold}")]}
                for i, (benchmark, ident, subtask, gold) in enumerate(ROWS)]
    (run / "traces.jsonl").write_text("".join(json.dumps(e) + "\n" for e in episodes))

    assert main(["rescore", str(run), "--out", str(tmp_path / "r")]) == 0
    report = json.loads((tmp_path / "r" / "rescore.json").read_text())
    assert sorted(r["query_id"] for r in report["replies"]) == [
        "benchgrade-bbh/navigate/test/0", "benchgrade-bbh/web_of_lies/test/0",
        "benchgrade-mmlu/anatomy/test/0", "benchgrade-mmlu/astronomy/test/0"]
    assert all(r["robust"]["correct"] for r in report["replies"])  # each graded against its own gold
    assert sum(t["queries"] for t in report["tasks"] if t["subtask"] != "*") == 4

    assert main(["export", str(run), "--out", str(tmp_path / "e")]) == 0
    with (tmp_path / "e" / "queries.csv").open() as handle:
        rows = {r["query_id"]: r for r in csv.DictReader(handle)}
    assert len(rows) == 4 and rows["benchgrade-mmlu/astronomy/test/0"]["subject"] == "astronomy"
