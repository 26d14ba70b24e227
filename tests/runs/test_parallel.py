"""--jobs N grades in N processes and writes exactly what one process writes, in input order."""
from __future__ import annotations

import json

from benchgrade.cli import main
from tests.runs.corpus import lm_eval_folder, traces_folder


def _outputs(folder):
    return {p.name: p.read_bytes() for p in sorted(folder.iterdir()) if p.suffix in (".json", ".csv")
            and p.name != "manifest.json"}


def test_jobs_give_the_same_files_in_the_same_order(tmp_path, monkeypatch):
    monkeypatch.setattr("benchgrade.runs.pipeline.PIECE_BYTES", 4096)  # many pieces from small files
    run = lm_eval_folder(tmp_path / "in", "gsm8k_cot")
    lm_eval_folder(tmp_path / "in", "mmlu_abstract_algebra:mc::olmes")
    traces_folder(tmp_path / "in", raw="{broken")  # a bad line: named with the same line number either way
    for jobs in ("1", "2"):
        for command in ("rescore", "export"):
            assert main([command, str(tmp_path / "in"), "--out", str(tmp_path / f"{command}{jobs}"), "--jobs", jobs,
                         "--allow-skips"]) == 0
    for command in ("rescore", "export"):
        assert _outputs(tmp_path / f"{command}1") == _outputs(tmp_path / f"{command}2")
    payload = json.loads((tmp_path / "rescore2" / "rescore.json").read_text())
    assert [r["query_id"] for r in payload["replies"]][:3] == [f"gsm8k_cot/test/{i}" for i in range(3)]
    assert any("traces.jsonl:2: not valid JSON" in s for s in payload["skipped"])
    assert run.is_dir()
