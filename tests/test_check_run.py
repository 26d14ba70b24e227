"""``benchgrade check-run``: a host run's exit status that can be trusted, for lm-eval output folders
(vf-eval run folders: tests/verifiers/test_runcheck.py and the real vf-eval runs in test_vf_cli.py)."""
from __future__ import annotations

import json
import subprocess
import sys

from benchgrade.cli import main

STAMP = "2026-01-01T00-00-00.000000"


def _lm_eval_output(tmp_path, *, samples: int = 2, n: int = 2, reply: str = "So the answer is 4.",
                    metrics: dict | None = None):
    model = tmp_path / "out" / "stub"
    model.mkdir(parents=True)
    results = {"results": {"gsm8k:chat::benchgrade": metrics if metrics is not None else
                           {"alias": "gsm8k", "acc,robust": 0.5, "acc_stderr,robust": 0.5}},
               "configs": {"gsm8k:chat::benchgrade": {}},
               "n-samples": {"gsm8k:chat::benchgrade": {"original": 12, "effective": n}}}
    (model / f"results_{STAMP}.json").write_text(json.dumps(results))
    rows = [{"doc_id": i, "resps": [[reply]], "filtered_resps": [reply]} for i in range(samples)]
    (model / f"samples_gsm8k:chat::benchgrade_{STAMP}.jsonl").write_text(
        "".join(json.dumps(r) + "\n" for r in rows))
    return tmp_path / "out"


def test_complete_lm_eval_output_passes(tmp_path, capsys):
    assert main(["check-run", str(_lm_eval_output(tmp_path)), "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["kind"] == "lm-eval" and report["tasks"]["gsm8k:chat::benchgrade"]["samples"] == 2


def test_short_samples_missing_metrics_and_empty_replies_fail(tmp_path, capsys):
    assert main(["check-run", str(_lm_eval_output(tmp_path / "a", samples=1))]) == 1
    assert "1 samples logged, n-samples says 2" in capsys.readouterr().err
    assert main(["check-run", str(_lm_eval_output(tmp_path / "b", metrics={"alias": "x"}))]) == 1
    assert "has no metrics" in capsys.readouterr().err
    assert main(["check-run", str(_lm_eval_output(tmp_path / "c", reply=""))]) == 1
    assert "every reply is empty" in capsys.readouterr().err


def test_a_run_that_wrote_nothing_is_refused_in_one_line(tmp_path):
    (tmp_path / "empty").mkdir()
    proc = subprocess.run([sys.executable, "-m", "benchgrade", "check-run", str(tmp_path / "empty")],
                          capture_output=True, text=True)
    assert proc.returncode == 2 and proc.stderr.count("\n") == 1, proc.stderr
    assert "neither a vf-eval run folder" in proc.stderr


def test_check_run_imports_no_host():
    code = ("import sys, benchgrade.commands.check_run, benchgrade.adapters.verifiers.runcheck; "
            "print(sorted(m for m in ('verifiers', 'lm_eval', 'datasets', 'torch') if m in sys.modules))")
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert proc.stdout.strip() == "[]"


def _add_run(out, stamp: str, tasks: dict[str, int], *, n: int | None = None):
    """Another lm-eval run in the same model folder: its results file and one samples file per task."""
    model = out / "stub"
    results = {"results": {t: {"alias": t, "acc,robust": 0.5} for t in tasks},
               "configs": {t: {} for t in tasks},
               "n-samples": {t: {"original": 12, "effective": n if n is not None else rows} for t, rows in tasks.items()}}
    (model / f"results_{stamp}.json").write_text(json.dumps(results))
    for task, rows in tasks.items():
        (model / f"samples_{task}_{stamp}.jsonl").write_text(
            "".join(json.dumps({"doc_id": i, "resps": [["So the answer is 4."]]}) + "\n" for i in range(rows)))


def test_every_run_and_every_task_is_checked_with_a_verdict_line_each(tmp_path, capsys):
    out = _lm_eval_output(tmp_path)  # run 1: gsm8k:chat::benchgrade
    _add_run(out, "2026-01-02T00-00-00.000000", {"bbh_navigate:chat::benchgrade": 3})  # run 2: another task
    assert main(["check-run", str(out)]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert [line.split()[0] for line in lines[:2]] == ["OK", "OK"]
    assert "2026-01-01T00-00-00.000000: 1 task(s), 2 samples" in lines[0]
    assert "2026-01-02T00-00-00.000000: 1 task(s), 3 samples" in lines[1]
    assert main(["check-run", str(out), "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert set(report["tasks"]) == {"gsm8k:chat::benchgrade", "bbh_navigate:chat::benchgrade"}  # none dropped
    assert [r["time"] for r in report["runs"]] == ["2026-01-01T00-00-00.000000", "2026-01-02T00-00-00.000000"]


def test_an_older_failed_run_fails_unless_a_later_run_finished_its_tasks(tmp_path, capsys):
    out = _lm_eval_output(tmp_path / "a", samples=1)  # run 1 short of samples
    _add_run(out, "2026-01-02T00-00-00.000000", {"bbh_navigate:chat::benchgrade": 3})
    assert main(["check-run", str(out)]) == 1
    first = capsys.readouterr().out.splitlines()[0]
    assert first.startswith("FAILED") and "1 samples logged, n-samples says 2" in first
    _add_run(out, "2026-01-03T00-00-00.000000", {"gsm8k:chat::benchgrade": 2})  # the failed task re-run
    assert main(["check-run", str(out)]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert "re-run: every task finished again in 2026-01-03T00-00-00.000000" in lines[0]
    assert [line.split()[0] for line in lines[1:3]] == ["OK", "OK"]


def test_samples_without_results_are_an_unfinished_run(tmp_path, capsys):
    out = _lm_eval_output(tmp_path)
    (out / "stub" / "samples_gsm8k:chat::benchgrade_2026-01-05T00-00-00.000000.jsonl").write_text("")  # killed
    assert main(["check-run", str(out)]) == 1
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("OK") and lines[1].startswith("UNFINISHED") and "did not finish" in lines[1]


def test_check_run_into_head_is_quiet(tmp_path):
    """`check-run … | head -c 10`: the reader leaves early; no BrokenPipeError, no traceback."""
    out = _lm_eval_output(tmp_path)
    _add_run(out, "2026-01-02T00-00-00.000000", {f"bbh_navigate:chat::benchgrade_{i}": 1 for i in range(400)})
    proc = subprocess.run(f"{sys.executable} -m benchgrade check-run {out} --json | head -c 10",
                          shell=True, capture_output=True, text=True)  # the report (>64 KiB) outgrows the pipe
    assert "Traceback" not in proc.stderr and "BrokenPipe" not in proc.stderr, proc.stderr
    assert len(proc.stdout) == 10


def test_damaged_rollouts_are_failures_not_tracebacks(tmp_path, capsys):
    run = tmp_path / "run"
    run.mkdir()
    episodes = [{"ok": True, "traces": [None]}, {"ok": True, "traces": [{"rewards": {"correct": {"score": "yes"}}}]},
                {"ok": False, "errors": ["boom"], "traces": []}]
    (run / "traces.jsonl").write_text("".join(json.dumps(e) + "\n" for e in episodes))
    assert main(["check-run", str(run)]) == 1
    out = capsys.readouterr().out
    assert out.splitlines()[0].startswith("FAILED") and "3 failed rollout(s) of 3" in out.splitlines()[0]
    assert "traces.jsonl:1: a rollout that is not an object" in out and "traces.jsonl:2: no reward recorded" in out
