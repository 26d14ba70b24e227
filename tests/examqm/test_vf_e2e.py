"""ExamQM through the real verifiers hosts: ``prime env install benchgrade-examqm`` into the fresh
venv of the verifiers tests, ``vf-eval`` against a scripted vision server, an interrupted run
resumed with ``vf-eval @ … --resume``, ``vf-validate``, and ``benchgrade examqm report`` on the
traces.

The first run answers question 1 and 3, fails question 2 with a provider error, and hangs on
question 4 until the test interrupts vf-eval (SIGINT, as Ctrl-C); question 8 is never reached.
The resumed run must request only what is not finished (2, 4, 8), never 1 or 3.
"""
from __future__ import annotations

import json
import signal
import subprocess
import time

import pytest

from benchgrade.examqm import load_bundled
from tests.examqm.scripted import ROWS, ScriptedVisionModel, question_of
from tests.support.openai_stub import OpenAIStub
from tests.verifiers.conftest import fresh_venv, run  # noqa: F401  (fixture)

pytestmark = pytest.mark.slow

ITEMS = 5
PLANNED = [row.question_number for row in load_bundled()[:ITEMS]]  # 1, 2, 3, 4, 8


@pytest.fixture(scope="module")
def examqm_venv(fresh_venv):  # noqa: F811
    """The verifiers tests' fresh venv: the benchgrade wheel and every environment, benchgrade-examqm
    included, installed by the real ``prime env install … -p environments``."""
    check = run([fresh_venv.bin / "python", "-c", "import benchgrade_examqm"], env=fresh_venv.env(), check=False)
    assert check.returncode == 0, check.stderr[-2000:]
    return fresh_venv


def _traces(run_dir):
    return [json.loads(line) for line in (run_dir / "traces.jsonl").read_text().splitlines() if line.strip()]


def _report(venv, run_dir) -> dict:
    proc = run([venv.bin / "benchgrade", "examqm", "report", run_dir], env=venv.env())
    return json.loads((run_dir / "summary.json").read_text())["modes"]["images"], proc.stdout


def test_interrupted_run_resumes_without_rerequesting_finished_items(examqm_venv, tmp_path):
    venv = examqm_venv
    assert PLANNED == [1, 2, 3, 4, 8]
    model = ScriptedVisionModel({2: "provider_error", 4: "hang"})
    run_dir = tmp_path / "out" / "r1"
    with OpenAIStub(model) as stub:
        command = [venv.bin / "vf-eval", "benchgrade-examqm", "--model", "stub-vlm", "--client.base-url",
                   f"{stub.base_url}/v1", "--client.api-key-var", "STUB_API_KEY", "-n", str(ITEMS), "-c", "1",
                   "--no-push", "--no-rich", "-o", tmp_path / "out", "--run.name", "r1"]
        proc = subprocess.Popen([str(c) for c in command], env=venv.env(), stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE, text=True)
        try:
            deadline = time.monotonic() + 300
            while not model.hanging.wait(0.5):
                if proc.poll() is not None or time.monotonic() > deadline:
                    out, err = proc.communicate(timeout=60) if proc.poll() is not None else ("", "still running")
                    pytest.fail(f"vf-eval never reached question 4 (rc {proc.returncode}): {(out + err)[-3000:]}")
            time.sleep(1.0)
            proc.send_signal(signal.SIGINT)
            out, err = proc.communicate(timeout=120)
        finally:
            model.release()
            if proc.poll() is None:
                proc.kill()
        first_requests = [question_of(r) for r in stub.requests]
        for request in stub.requests:  # images as OpenAI content parts, every page, the schema, no sidecar
            content = [m for m in request.messages if m["role"] == "user"][-1]["content"]
            images = [part for part in content if part["type"] == "image_url"]
            assert len(images) == len(ROWS[question_of(request)].pages)
            assert "JSON Schema:" in request.prompt and '"table_rows"' in request.prompt
            assert not any(marker in json.dumps(request.body, ensure_ascii=False)
                           for marker in ("source_metadata", "answer_key", "choice_markers", "QUESTÃO"))
        assert 1 in first_requests and 3 in first_requests and 8 not in first_requests, (first_requests, err[-2000:])

        traces = _traces(run_dir)
        for episode in traces:  # the fingerprints travel with every trace
            data = episode["traces"][0]["task"]["data"] if episode.get("traces") else episode["task"]["data"]
            assert data["scoring_version"] == "3.2" and data["prompt_version"].startswith("prompt-")
            assert data["dataset_version"] == "enem2024-pages/1" and len(data["gold_sha256"]) == 64
            assert "source_metadata" not in json.dumps(data)
        summary, table = _report(venv, run_dir)
        missing = summary["coverage"]["missing"]
        assert summary["coverage"]["planned"] == ITEMS and ROWS[8].id in missing, summary["coverage"]
        assert summary["counts"]["valid"] == 2 and summary["counts"]["provider_error"] >= 1
        assert summary["counts"]["missing"] + summary["counts"]["provider_error"] == 3
        assert "provider_error" in table and ROWS[8].id in table

        model.behaviours = {}  # the provider recovered: every question gets the oracle now
        seen = len(stub.requests)
        run([venv.bin / "vf-eval", "@", run_dir / "configs" / "resolved" / "eval.json", "--resume", "--no-rich"],
            env=venv.env(), timeout=600)
        resumed = sorted(question_of(r) for r in stub.requests[seen:])
    assert resumed == [2, 4, 8], resumed
    summary, _ = _report(venv, run_dir)
    assert summary["coverage"]["missing"] == [] and summary["coverage"]["complete"]
    assert summary["counts"]["valid"] == ITEMS and summary["reconstruction_fidelity"]["mean_over_planned"] == 1.0


def test_vf_validate_every_gold_scores_one(examqm_venv, tmp_path):
    run([examqm_venv.bin / "vf-validate", "benchgrade-examqm", "--runtime.type", "subprocess", "--no-rich",
         "-o", tmp_path, "--run.name", "validate", "--taskset.split", "all"], env=examqm_venv.env(), timeout=600)
    summary = json.loads((tmp_path / "validate" / "summary.json").read_text())
    assert summary["total"] == len(load_bundled(split="all")) == 47
    assert summary["checks"]["gold"]["valid"] == summary["total"], summary
    assert summary["checks"]["noop"]["valid"] == summary["total"], summary  # an empty reply scores 0
