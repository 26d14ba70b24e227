"""runcheck turns a vf-eval traces.jsonl into an exit status (vf-eval's own is 0 even on total failure)."""
from __future__ import annotations

import json

import pytest

from benchgrade.adapters.verifiers import runcheck


def _episode(ok=True, score=1.0, trace_errors=(), metrics=None) -> dict:
    trace = {"errors": list(trace_errors), "stop_condition": "agent_completed" if ok else "provider_error",
             "rewards": {"correct": {"score": score, "weight": 1.0}} if ok else {},
             "metrics": metrics or {"extraction_failed": 0.0}}
    return {"ok": ok, "errors": [], "traces": [trace]}


def _write(tmp_path, episodes, extra: str = "") -> object:
    run_dir = tmp_path / "run"
    run_dir.mkdir()
    (run_dir / "traces.jsonl").write_text("".join(json.dumps(e) + "\n" for e in episodes) + extra)
    return run_dir


def test_all_ok_passes_with_mean_reward(tmp_path, capsys):
    run_dir = _write(tmp_path, [_episode(score=1.0), _episode(score=0.0)])
    assert runcheck.main([str(run_dir), "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["mean_reward"] == 0.5 and report["rollouts"] == 2 and report["failed"] == 0


def test_one_failed_rollout_fails_the_run_and_names_the_error(tmp_path, capsys):
    failed = _episode(ok=False, trace_errors=[{"type": "ProviderError", "message": "upstream 500"}])
    run_dir = _write(tmp_path, [_episode(), failed])
    assert runcheck.main([str(run_dir)]) == 1
    captured = capsys.readouterr()
    assert "ProviderError: upstream 500" in captured.out and "traces.jsonl:2" in captured.out
    assert "1 failed rollout(s)" in captured.err


def test_missing_reward_empty_run_and_missing_file_fail(tmp_path):
    no_reward = _episode()
    no_reward["traces"][0]["rewards"] = {"correct": None}
    assert runcheck.main([str(_write(tmp_path, [no_reward]))]) == 1
    empty = tmp_path / "empty"
    empty.mkdir()
    (empty / "traces.jsonl").write_text("")
    assert runcheck.main([str(empty)]) == 1
    assert runcheck.main([str(tmp_path / "nowhere")]) == 2


def test_malformed_line_is_an_error_naming_the_line(tmp_path):
    run_dir = _write(tmp_path, [_episode()], extra="{not json\n")
    with pytest.raises(ValueError, match=r"traces.jsonl:2: not valid JSON"):
        runcheck.summarize(run_dir / "traces.jsonl")
