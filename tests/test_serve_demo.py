"""``benchgrade serve-demo``: the scripted server the README's examples run against offline.

The replies are graded with the real core here, so "varied and realistic" is a checked property:
right, wrong and unreadable replies, several formats, thinking blocks, deterministic per seed.
The README's examples against it, through the real hosts, are ``tests/test_docs.py``.
"""
from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import threading
import urllib.request
from collections import Counter
from importlib import import_module
from pathlib import Path

import pytest

import benchgrade
from benchgrade.demo.items import ItemIndex, load_docs
from benchgrade.demo.replies import DemoModel
from benchgrade.demo.server import ScriptedRequest
from tests.conftest import TEST_DATA

SCRIPT = Path(sys.executable).with_name("benchgrade")
BENCHGRADE = [str(SCRIPT)] if SCRIPT.exists() else [sys.executable, "-m", "benchgrade"]


@pytest.fixture(scope="module")
def docs():
    return load_docs(TEST_DATA)


@pytest.fixture(scope="module")
def model(docs):
    return DemoModel(ItemIndex(docs=docs))


def request(endpoint: str, prompt: str, seen: int = 0, **body) -> ScriptedRequest:
    return ScriptedRequest(endpoint, prompt, None, seen, body)


def _prompts(doc):
    return import_module(f"benchgrade.{doc['id'].split('/', 1)[0]}.prompts")


def _grade(doc, reply):
    return benchgrade.grade(doc["id"].split("/", 1)[0], reply, doc["gold"], subtask=doc.get("subtask"),
                            choices=doc.get("choices") or None)


def test_completions_are_a_realistic_mix_graded_by_the_core(docs, model):
    generative = [d for d in docs if d["id"].startswith(("gsm8k/test", "bbh/"))]
    categories, olmes_apart = Counter(), 0
    for doc in generative:
        prompt = _prompts(doc).olmes_prompt(doc)
        for seed in range(1234, 1242):
            reply = model(request("completions", prompt, temperature=0.6, seed=seed))
            verdict = _grade(doc, reply)
            categories[verdict.category.value] += 1
            if doc["id"].startswith("gsm8k"):
                olmes = benchgrade.grade("gsm8k", reply, doc["gold"], mode="olmes")
                olmes_apart += olmes.correct != verdict.correct
    total = sum(categories.values())
    assert 0.55 < categories["correct"] / total < 0.85, categories
    assert categories["wrong_answer"] > 0.08 * total and categories["multiple_answers"] > 0.03 * total, categories
    assert olmes_apart > 0  # a check after the answer, a sign slip: the OLMES reading differs on some


def test_chat_replies_vary_in_format_and_include_thinking(docs, model):
    chat = [d for d in docs if not d["id"].startswith("gsm8k/train")]
    replies = [model(request("chat", _prompts(doc).chat_prompt(doc), seen=i, temperature=1.0))
               for doc in chat for i in range(3)]
    assert sum("<think>" in r for r in replies) > 0.1 * len(replies)
    assert sum("\\boxed{" in r for r in replies) > 0 and sum("**Answer:**" in r for r in replies) > 0
    assert sum(r.endswith(" the second part of") for r in replies) > 0  # cut off inside <think>
    verdicts = Counter(_grade(doc, model(request("chat", _prompts(doc).chat_prompt(doc)))).category.value
                       for doc in chat)
    assert verdicts["correct"] > 0.5 * len(chat) and verdicts["wrong_answer"] > 0, verdicts
    assert {"truncated", "multiple_answers"} & set(verdicts), verdicts


def test_replies_depend_on_prompt_and_seed_like_a_seeded_server(docs, model):
    doc = next(d for d in docs if d["id"].startswith("gsm8k/test"))
    prompt = _prompts(doc).olmes_prompt(doc)
    same_seed = {model(request("completions", prompt, seen=i, temperature=0.6, seed=1234)) for i in range(8)}
    seeds_apart = {model(request("completions", prompt, seen=i, temperature=0.6, seed=1234 + i)) for i in range(8)}
    greedy = {model(request("completions", prompt, seen=i, temperature=0.0, seed=1234 + i)) for i in range(4)}
    assert len(same_seed) == 1 and len(seeds_apart) > 2 and len(greedy) == 1


def test_multiple_choice_scoring_picks_one_letter_per_question(docs, model):
    picks = Counter()
    for doc in (d for d in docs if d["id"].startswith(("mmlu/", "socialiqa/"))):
        prompt = _prompts(doc).olmes_query(doc)
        letters = "ABCD" if doc["id"].startswith("mmlu") else "ABC"
        scores = {letter: model.score(f"{prompt} {letter}") for letter in letters}
        best = [letter for letter, score in scores.items() if score == max(scores.values())]
        assert len(best) == 1, scores
        picks[best[0] == doc["gold"]] += 1
    assert picks[True] > 0.6 * sum(picks.values()) and picks[False] > 0, picks


def test_unknown_items_get_a_fixed_guess_and_are_reported(model, docs):
    seen = []
    demo = DemoModel(ItemIndex(docs=docs), on_unknown=seen.append)
    assert demo(request("completions", "Question: what is 2+2?\nAnswer:")).strip()
    assert demo(request("chat", "Tell me a joke")).endswith("Answer: A")
    assert len(seen) == 2


def test_examqm_requests_get_the_gold_record_in_several_wrappings():
    from benchgrade.examqm import load_bundled, score_reply

    rows = load_bundled(split="all")
    demo = DemoModel(ItemIndex(docs=[]))
    scores = Counter()
    for row in rows:
        for repeat in range(3):
            reply = demo(request("chat", f"Reconstruct question {row.question_number} from the page images.",
                                 seen=repeat, temperature=0.7))
            scores[score_reply(reply, row).status] += 1
    assert scores["valid"] > 0.4 * sum(scores.values()) and len(scores) > 1, scores


# -- the console command ----------------------------------------------------------------------------

def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def _start(*args) -> tuple[subprocess.Popen, str]:
    env = {k: v for k, v in os.environ.items() if k != "BENCHGRADE_DATA_DIR"}
    proc = subprocess.Popen([*BENCHGRADE, "serve-demo", *args], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True, env=env)
    banner: list[str] = []
    reader = threading.Thread(target=lambda: banner.append(proc.stdout.readline()), daemon=True)
    reader.start()
    reader.join(120)
    return proc, banner[0] if banner else ""


def _post(url: str, body: dict) -> dict:
    data = urllib.request.Request(url, json.dumps(body).encode(), {"Content-Type": "application/json"})
    with urllib.request.urlopen(data, timeout=30) as response:
        return json.load(response)


def test_serve_demo_answers_on_the_port_it_was_given_and_stops_on_ctrl_c(docs):
    port = _free_port()
    proc, banner = _start("--port", str(port))
    try:
        assert f"http://127.0.0.1:{port}/v1" in banner and "not a model" in banner, banner + proc.stderr.read()
        doc = next(d for d in docs if d["id"].startswith("gsm8k/test"))
        reply = _post(f"http://127.0.0.1:{port}/v1/completions",
                      {"model": "x", "prompt": _prompts(doc).olmes_prompt(doc), "max_tokens": 512,
                       "temperature": 0.6, "seed": 1234, "stop": ["Question:", "\n\n"]})
        text = reply["choices"][0]["text"]
        assert text.strip() and _grade(doc, text).extracted is not None
        busy, busy_banner = _start("--port", str(port))
        assert busy.wait(60) == 2 and not busy_banner
        message = busy.stderr.read().strip()
        assert message.startswith("benchgrade: error: --port") and "in use" in message and "\n" not in message
    finally:
        proc.send_signal(signal.SIGINT)
        assert proc.wait(30) == 0
    assert "Traceback" not in proc.stderr.read()


def test_serve_demo_refuses_a_missing_data_folder(tmp_path):
    proc = subprocess.run([*BENCHGRADE, "serve-demo", "--data-dir", str(tmp_path / "nowhere")],
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == 2 and proc.stderr.strip().count("\n") == 0
    assert "--data-dir" in proc.stderr and "does not exist" in proc.stderr
