"""ExamQM through the real ``lm_eval`` CLI (``local-chat-completions``, images as content parts)
against a scripted vision server on 127.0.0.1, then ``benchgrade examqm report`` and ``review``
on what lm-eval wrote, and the review page in a real headless Chromium.

One lm-eval run (7 docs of the eval split) feeds every test here: an oracle, the contract's
refused formats (fenced, prose-wrapped, truncated, wrong schema version), shifted figure boxes,
and a two-page question.
"""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from benchgrade.examqm import load_bundled
from tests.examqm.scripted import ROWS, ScriptedVisionModel, question_of
from tests.support.openai_stub import OpenAIStub

pytestmark = pytest.mark.slow

REPO = Path(__file__).resolve().parents[2]
EVAL = load_bundled()
LIMIT = 7
PLANNED = [row.question_number for row in EVAL[:LIMIT]]
BEHAVIOURS = {1: "oracle", 2: "fenced", 3: "prose", 4: "truncated", 8: "wrong_version", 12: "shifted", 16: "oracle"}
EXPECTED_CATEGORY = {"oracle": "valid", "fenced": "invalid", "prose": "invalid", "truncated": "truncated",
                     "wrong_version": "invalid", "shifted": "valid"}
PRIVATE = ("source_metadata", "answer_key", "alternative_labels", "choice_markers", "literal_transcription",
           "questao_", "cbba7fdd735845bb45ac80d5090baae1b949d782", "QUESTÃO")


def _console(name: str, module: str) -> list[str]:
    script = Path(sys.executable).with_name(name)
    return [str(script)] if script.exists() else [sys.executable, "-m", module]


def benchgrade(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([*_console("benchgrade", "benchgrade"), *args], capture_output=True, text=True, timeout=300)


def run_lm_eval(out: Path, task: str, limit: int, behaviours: dict[int, str]) -> dict:
    model = ScriptedVisionModel(behaviours)
    with OpenAIStub(model) as stub:
        proc = subprocess.run(
            [*_console("lm_eval", "lm_eval"), "--model", "local-chat-completions", "--model_args",
             f"base_url={stub.chat_url},model=stub-vlm,max_images=4", "--apply_chat_template",
             "--include_path", str(REPO / "tasks" / "examqm"), "--tasks", task, "--limit", str(limit),
             "--output_path", str(out), "--log_samples"],
            capture_output=True, text=True, timeout=600, cwd=out.parent,
            env={**os.environ, "HF_HUB_OFFLINE": "1", "HF_DATASETS_OFFLINE": "1"})
        requests = stub.requests
    assert proc.returncode == 0, (proc.stdout + proc.stderr)[-4000:]
    samples = [json.loads(line) for path in out.rglob(f"samples_{task}_*.jsonl") for line in path.open()]
    return {"out": out, "requests": requests, "samples": samples}


@pytest.fixture(scope="module")
def lm_eval_run(tmp_path_factory):
    assert PLANNED == sorted(BEHAVIOURS), PLANNED  # the eval split's first rows are the scripted ones
    return run_lm_eval(tmp_path_factory.mktemp("examqm-lm-eval") / "out", "examqm", LIMIT, BEHAVIOURS)


def test_native_text_is_its_own_input_mode(lm_eval_run, tmp_path):
    native = run_lm_eval(tmp_path / "native", "examqm_native_text", 2, {})
    for request in native["requests"]:
        row = ROWS[question_of(request)]
        assert "Native text extracted from the pages" in request.prompt
        assert row.native_text[0].splitlines()[-1] in request.prompt
    assert all("Native text extracted" not in r.prompt for r in lm_eval_run["requests"])
    proc = benchgrade("examqm", "report", str(lm_eval_run["out"]), str(native["out"]), "--out", str(tmp_path / "both"))
    assert proc.returncode == 0, proc.stderr
    modes = json.loads((tmp_path / "both" / "summary.json").read_text())["modes"]
    assert set(modes) == {"images", "images+native_text"}
    assert modes["images+native_text"]["counts"]["valid"] == 2 and modes["images"]["counts"]["valid"] == 3
    assert modes["images+native_text"]["reconstruction_fidelity"]["mean_over_planned"] == 1.0
    # one lm-eval output folder holding both tasks' samples is read as two runs, still two sections
    together = tmp_path / "together"
    shutil.copytree(lm_eval_run["out"], together)
    for produced in [*native["out"].rglob("samples_*.jsonl"), *native["out"].rglob("results_*.json")]:
        shutil.copy(produced, next(together.rglob("samples_examqm_*.jsonl")).parent)
    proc = benchgrade("examqm", "report", str(together))
    assert proc.returncode == 0, proc.stderr
    assert json.loads((together / "summary.json").read_text())["modes"] == modes | {
        mode: {**modes[mode], "items": json.loads((together / "summary.json").read_text())["modes"][mode]["items"]}
        for mode in modes}


def test_each_request_carries_the_schema_every_page_and_no_private_data(lm_eval_run):
    requests = lm_eval_run["requests"]
    assert sorted(question_of(r) for r in requests) == PLANNED
    for request in requests:
        number = question_of(request)
        content = request.messages[-1]["content"]
        images = [part for part in content if part["type"] == "image_url"]
        text = "".join(part.get("text", "") for part in content if part["type"] == "text")
        assert len(images) == len(ROWS[number].pages), number  # question 16 has two pages
        assert all(part["image_url"]["url"].startswith("data:image/png;base64,") for part in images)
        assert "JSON Schema:" in text and '"table_rows"' in text and '"schema_version"' in text
        assert "Compact example" in text and f"Reconstruct question {number} " in text
        body = json.dumps(request.body, ensure_ascii=False)
        leaked = [marker for marker in PRIVATE if marker in body]  # base64 holds none of these characters
        assert leaked == [], (number, leaked)


def test_oracle_scores_one_and_refused_formats_score_zero(lm_eval_run):
    by_number = {s["doc"]["question_number"]: s for s in lm_eval_run["samples"]}
    for number, behaviour in BEHAVIOURS.items():
        fidelity = by_number[number]["reconstruction_fidelity"]
        if behaviour == "oracle":
            assert fidelity == 1.0, number
        elif behaviour == "shifted":
            assert 0.0 < fidelity < 1.0, number
        else:
            assert fidelity == 0.0, (number, behaviour)
        assert by_number[number]["doc"]["scoring_version"] == "3.2"
        assert by_number[number]["doc"]["prompt_version"].startswith("prompt-")


def test_report_keeps_categories_apart(lm_eval_run):
    out = lm_eval_run["out"]
    proc = benchgrade("examqm", "report", str(out))
    assert proc.returncode == 0, proc.stderr
    summary = json.loads((out / "summary.json").read_text())
    mode = summary["modes"]["images"]
    assert summary["scoring_version"] == "3.2" and list(summary["modes"]) == ["images"]
    assert mode["counts"] == {"valid": 3, "invalid": 3, "truncated": 1, "empty": 0, "provider_error": 0, "missing": 0}
    assert mode["coverage"]["planned"] == LIMIT and mode["coverage"]["missing"] == []
    categories = {item["id"]: item["category"] for item in mode["items"]}
    for number, behaviour in BEHAVIOURS.items():
        assert categories[ROWS[number].id] == EXPECTED_CATEGORY[behaviour], number
    assert mode["components"]["body"]["n"] == 3 and mode["error_rate"] == pytest.approx(4 / 7, abs=1e-6)
    assert mode["groups"]["feature"]["image"]["n"] >= 3
    assert "| truncated | 1 |" in proc.stdout and "literal transcription agreement" in proc.stdout


def _chromium() -> str | None:
    for name in ("chromium", "chromium-headless-shell", "chromium-browser", "google-chrome"):
        found = shutil.which(name)
        if found:
            return found
    return None


def test_review_page_draws_boxes_in_a_real_browser(lm_eval_run, tmp_path):
    browser = _chromium()
    if browser is None:
        if os.environ.get("BENCHGRADE_REQUIRE_BROWSER"):
            pytest.fail("no chromium on PATH but BENCHGRADE_REQUIRE_BROWSER is set (CI installs it in .ci/run)")
        pytest.skip("no headless Chromium on PATH (apt-get install chromium); CI installs it")
    from PIL import Image

    out = lm_eval_run["out"]
    shifted = ROWS[12].id
    proc = benchgrade("examqm", "review", str(out), "--items", shifted, "--out", str(tmp_path))
    assert proc.returncode == 0, proc.stderr
    page = (tmp_path / "review.html").read_text(encoding="utf-8")
    assert 'class="gold"' in page and 'class="predicted"' in page and 'class="marker"' in page
    shot = tmp_path / "review.png"
    subprocess.run([browser, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                    "--window-size=1200,1600", f"--screenshot={shot}", (tmp_path / "review.html").as_uri()],
                   capture_output=True, timeout=120)
    assert shot.is_file(), "chromium wrote no screenshot"
    image = Image.open(shot).convert("RGB")
    colours = image.getcolors(maxcolors=1 << 20)
    assert len(colours) > 50, "the screenshot is blank"

    def pixels_near(rgb, tolerance=30):
        return sum(count for count, c in colours if all(abs(a - b) <= tolerance for a, b in zip(c, rgb)))
    gold, predicted = pixels_near((0x1A, 0x9E, 0x3A)), pixels_near((0xD7, 0x26, 0x3D))
    assert gold > 300 and predicted > 300, (gold, predicted)  # both box outlines are drawn on the page image
    if os.environ.get("BENCHGRADE_REVIEW_SCREENSHOT"):
        shutil.copy(shot, os.environ["BENCHGRADE_REVIEW_SCREENSHOT"])


def test_report_refuses_mixed_scoring_versions(lm_eval_run, tmp_path):
    out = lm_eval_run["out"]
    sample = next(out.rglob("samples_examqm_*.jsonl"))
    lines = sample.read_text().splitlines()
    first = json.loads(lines[0])
    first["doc"]["scoring_version"] = "3.1"
    copy = tmp_path / sample.parent.name
    copy.mkdir()
    (copy / sample.name).write_text("\n".join([json.dumps(first), *lines[1:]]) + "\n")
    proc = benchgrade("examqm", "report", str(copy))
    assert proc.returncode == 2
    message = proc.stderr.strip().splitlines()
    assert len(message) == 1 and "3.1" in message[0] and "3.2" in message[0], proc.stderr


def test_interrupted_lm_eval_run_resumes_from_its_journal(tmp_path):
    """``benchgrade-local-chat-completions`` with ``journal=``: SIGINT while question 3 is being
    answered, rerun the same command: only questions 3 and 4 are requested again."""
    import signal
    import time

    journal = tmp_path / "journal.jsonl"
    model = ScriptedVisionModel({3: "hang"})
    env = {**os.environ, "HF_HUB_OFFLINE": "1", "HF_DATASETS_OFFLINE": "1"}
    with OpenAIStub(model) as stub:
        command = [*_console("benchgrade-lm-eval", "benchgrade.adapters.lm_eval.cli"), "--model",
                   "benchgrade-local-chat-completions", "--model_args",
                   f"base_url={stub.chat_url},model=stub-vlm,journal={journal}", "--apply_chat_template",
                   "--tasks", "examqm", "--limit", "4", "--output_path", str(tmp_path / "out"), "--log_samples"]
        proc = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env,
                                cwd=tmp_path)
        try:
            deadline = time.monotonic() + 300
            while not model.hanging.wait(0.5):
                if proc.poll() is not None or time.monotonic() > deadline:
                    pytest.fail(f"lm-eval never reached question 3: {proc.communicate(timeout=60)[1][-3000:]}")
            proc.send_signal(signal.SIGINT)
            _, stderr = proc.communicate(timeout=120)
        finally:
            model.release()
            if proc.poll() is None:
                proc.kill()
        assert [question_of(r) for r in stub.requests] == [1, 2, 3]
        assert not list((tmp_path / "out").rglob("samples_*.jsonl"))  # lm-eval itself kept nothing
        # Ctrl-C: exit 130 and one line saying what was kept and how to resume, no traceback
        assert proc.returncode == 130 and "Traceback" not in stderr, stderr[-3000:]
        assert stderr.strip().splitlines()[-1] == (
            f"benchgrade-lm-eval: interrupted; 2 answered request(s) are kept in the journal {journal}: run the "
            "same command again to resume (only the unanswered requests are sent)")
        model.behaviours, seen = {}, len(stub.requests)
        rerun = subprocess.run(command, capture_output=True, text=True, env=env, cwd=tmp_path, timeout=600)
        assert rerun.returncode == 0, rerun.stderr[-3000:]
        assert [question_of(r) for r in stub.requests[seen:]] == [3, 4]
    report = benchgrade("examqm", "report", str(tmp_path / "out"))
    assert report.returncode == 0, report.stderr
    mode = json.loads((tmp_path / "out" / "summary.json").read_text())["modes"]["images"]
    assert mode["counts"]["valid"] == 4 and mode["coverage"]["complete"]
