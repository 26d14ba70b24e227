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
    assert main(["check-run", str(_lm_eval_output(tmp_path))]) == 0
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
