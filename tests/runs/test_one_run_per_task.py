"""Re-running lm-eval into the same --output_path keeps both runs side by side (results_<time>.json
with samples_<task>_<time>.jsonl): rescore and export read the newest run of each task, each
query once, and name the older runs in one line; --all-runs reads them side by side."""
from __future__ import annotations

import csv
import json

from benchgrade.cli import main
from tests.runs.corpus import GOOD, STAMP, lm_eval_folder

LATER = "2026-01-02T00-00-00.000000"


def _two_runs(tmp_path):
    out = lm_eval_folder(tmp_path, "gsm8k_cot")                      # run 1: gsm8k_cot
    lm_eval_folder(tmp_path, "gsm8k_cot", stamp=LATER)               # run 2: the same task again …
    lm_eval_folder(tmp_path, "bbh_cot_fewshot_navigate", stamp=LATER)  # … and one more task
    lm_eval_folder(tmp_path, "gsm8k:chat::benchgrade")               # only in run 1
    return out


def test_each_query_counted_once_newest_run_read(tmp_path, capsys):
    out = _two_runs(tmp_path)
    assert main(["rescore", str(out), "--out", str(tmp_path / "r")]) == 0
    err = capsys.readouterr().err
    notes = [line for line in err.splitlines() if "older runs not read" in line]
    assert len(notes) == 1 and STAMP in notes[0] and "--all-runs" in notes[0]
    tasks = {t["task"]: t for t in json.loads((tmp_path / "r" / "rescore.json").read_text())["tasks"]}
    assert tasks["gsm8k_cot"]["queries"] == GOOD and tasks["gsm8k_cot"]["run"] == f"stub@{LATER}"
    assert tasks["gsm8k:chat::benchgrade"]["queries"] == GOOD  # a task only the older run holds is still read
    assert tasks["bbh_cot_fewshot_navigate"]["queries"] == GOOD
    assert main(["export", str(out), "--out", str(tmp_path / "e")]) == 0
    with (tmp_path / "e" / "queries.csv").open() as handle:
        rows = list(csv.DictReader(handle))
    assert len(rows) == 3 * GOOD and len({r["query_id"] for r in rows}) == len(rows)


def test_all_runs_side_by_side(tmp_path, capsys):
    out = _two_runs(tmp_path)
    assert main(["rescore", str(out), "--out", str(tmp_path / "r"), "--all-runs"]) == 0
    table = capsys.readouterr().out
    payload = json.loads((tmp_path / "r" / "rescore.json").read_text())
    runs = sorted(t["run"] for t in payload["tasks"] if t["task"] == "gsm8k_cot")
    assert runs == [f"stub@{STAMP}", f"stub@{LATER}"]
    assert all(t["queries"] == GOOD for t in payload["tasks"])  # per run, never summed across runs
    assert "run" in table.splitlines()[0] and f"stub@{LATER}" in table
    assert main(["export", str(out), "--out", str(tmp_path / "e"), "--all-runs"]) == 0
    with (tmp_path / "e" / "queries.csv").open() as handle:
        rows = list(csv.DictReader(handle))
    assert len(rows) == 4 * GOOD and len({(r["query_id"], r["run"]) for r in rows}) == len(rows)
