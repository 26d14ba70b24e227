"""``benchgrade rescore`` / ``export`` on a run the real ``vf-eval`` writes in this test, and
``benchgrade validate`` from the installed wheel in the same fresh venv.

The scripted server answers the GSM8k rows by a plan: right as ``Answer: N``; right but followed
by a check whose last number OLMES reads; or wrong. The environment's reward is the core's
robust verdict, so the host's original score and the rescored ``robust`` score must agree
exactly, while ``olmes`` loses the checked rows.
"""
from __future__ import annotations

import csv
import json

import pytest

from tests.support.openai_stub import OpenAIStub
from tests.verifiers.conftest import SLICE_OPTIONS, run

pytestmark = pytest.mark.slow

ENV_ID = "benchgrade-gsm8k"
ITEMS = 9


def planned(row: int, gold: str) -> str:
    g = int(gold.replace(",", ""))
    return (f"Answer: {g}", f"So the answer is {g}. Check: {g} - 1 = {g - 1}.", f"Answer: {g + 1}")[row % 3]


@pytest.fixture(scope="module")
def vf_run(fresh_venv, tmp_path_factory):
    from benchgrade.gsm8k.data import load_docs
    from benchgrade.gsm8k.prompts import chat_prompt
    from tests.conftest import TEST_DATA

    by_prompt = {chat_prompt(doc): doc for doc in load_docs("test", data_dir=TEST_DATA)}

    def responder(request):
        doc = by_prompt[request.prompt]
        return planned(doc["row"], doc["gold"])

    out = tmp_path_factory.mktemp("vf_rescore")
    with OpenAIStub(responder) as stub:
        run([fresh_venv.bin / "vf-eval", ENV_ID, "--model", "stub-model", "--client.base-url", f"{stub.base_url}/v1",
             "--client.api-key-var", "STUB_API_KEY", "--no-push", "--no-rich", "-o", out, "--run.name", "plan",
             "-n", str(ITEMS), "--env.taskset.split", SLICE_OPTIONS[ENV_ID]["split"]], env=fresh_venv.env(), timeout=600)
    return fresh_venv, out / "plan"


def test_rescore_of_vf_eval_traces(vf_run, tmp_path):
    venv, run_dir = vf_run
    proc = run([venv.bin / "benchgrade", "rescore", run_dir, "--out", tmp_path], env=venv.env())
    task = json.loads((tmp_path / "rescore.json").read_text())["tasks"][0]
    assert (task["host"], task["task"], task["queries"]) == ("verifiers", ENV_ID, ITEMS)
    assert task["original_filter"] == "reward"
    assert task["original"] == task["robust"] == pytest.approx(2 / 3)  # reward == the core's robust verdict
    assert task["olmes"] == pytest.approx(1 / 3)                       # OLMES reads the check's last number
    assert task["disagreements"] == 0 and task["counts"]["wrong_answer"] == ITEMS // 3
    assert "benchgrade-gsm8k" in proc.stdout
    # matplotlib is the chart extra; the wheel alone has no chart and says how to get one
    if run([venv.bin / "python", "-c", "import matplotlib"], env=venv.env(), check=False).returncode == 0:
        assert (tmp_path / "rescore.png").is_file()
    else:
        assert not (tmp_path / "rescore.png").exists() and "pip install 'benchgrade[chart]'" in proc.stderr


def test_export_of_vf_eval_traces(vf_run, tmp_path):
    venv, run_dir = vf_run
    run([venv.bin / "benchgrade", "export", run_dir / "traces.jsonl", "--out", tmp_path], env=venv.env())
    with (tmp_path / "queries.csv").open() as handle:
        rows = list(csv.DictReader(handle))
    assert len(rows) == ITEMS
    for row in rows:
        index = int(row["query_id"].rsplit("/", 1)[1])
        assert row["query_id"] == f"{ENV_ID}/test/{index}" and row["benchmark"] == "gsm8k"
        assert row["is_correct"] == str(index % 3 != 2)
        gold = int(row["correct_answer"].replace(",", ""))
        assert row["predicted_answer"] == str(gold + 1 if index % 3 == 2 else gold)


def test_validate_from_the_installed_wheel(vf_run, tmp_path):
    """A fresh venv with the wheel and the environments: bundled data, both hosts, no network."""
    venv, _ = vf_run
    env = venv.env()
    env.pop("BENCHGRADE_DATA_DIR")  # the wheel's own bundled slices
    proc = run([venv.bin / "benchgrade", "validate", "gsm8k", "socialiqa"], env=env, cwd=tmp_path)
    assert "bundled slice" in proc.stdout
    assert proc.stdout.count("1.000") >= 6, proc.stdout
    assert "verifiers" in proc.stdout and "skipped" not in proc.stdout
