"""The scripted OpenAI stub speaks the protocol the hosts rely on."""
from __future__ import annotations

import json
import urllib.request

from tests.support.openai_stub import OpenAIStub, ScriptedFailure, decode, encode


def _post(url: str, body: dict) -> tuple[int, bytes]:
    request = urllib.request.Request(url, json.dumps(body).encode(), {"Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(request, timeout=10) as response:
            return response.status, response.read()
    except urllib.error.HTTPError as error:
        return error.code, error.read()


def test_completion_honours_stop_and_counts_repeats():
    replies = iter(["first\n\nQuestion: more", "second"])
    with OpenAIStub(lambda r: next(replies)) as stub:
        _, a = _post(stub.completions_url, {"prompt": "P", "stop": ["\n\n"], "seed": 1234})
        _, b = _post(stub.completions_url, {"prompt": "P"})
    assert json.loads(a)["choices"][0]["text"] == "first"
    assert json.loads(a)["choices"][0]["finish_reason"] == "stop"
    assert json.loads(b)["choices"][0]["text"] == "second"
    assert [r.seen for r in stub.requests] == [0, 1]
    assert stub.requests[0].body["seed"] == 1234


def test_max_tokens_truncates_with_length_reason():
    with OpenAIStub(lambda r: "abcdefgh") as stub:
        _, raw = _post(stub.completions_url, {"prompt": "P", "max_tokens": 3})
    choice = json.loads(raw)["choices"][0]
    assert (choice["text"], choice["finish_reason"]) == ("abc", "length")


def test_echo_logprobs_put_the_scorer_value_on_the_last_token():
    with OpenAIStub(lambda r: "", scorer=lambda text: -0.25 if text.endswith(" B") else -7.0) as stub:
        _, raw = _post(stub.completions_url, {"prompt": [encode("Answer: B")], "echo": True,
                                              "logprobs": 1, "max_tokens": 1})
    lps = json.loads(raw)["choices"][0]["logprobs"]["token_logprobs"]
    # 9 prompt bytes + 1 generated token; first is None, last prompt token scored by the scorer
    assert len(lps) == 10 and lps[0] is None and lps[8] == -0.25 and lps[7] == -1.0


def test_tokenizer_endpoints_round_trip_utf8():
    with OpenAIStub(lambda r: "") as stub:
        _, tokens = _post(f"{stub.base_url}/tokenize", {"prompt": "Janet’s"})
        ids = json.loads(tokens)["tokens"]
        _, text = _post(f"{stub.base_url}/detokenize", {"tokens": ids})
        with urllib.request.urlopen(f"{stub.base_url}/tokenizer_info", timeout=10) as response:
            info = json.loads(response.read())
    assert ids == encode("Janet’s") and decode(ids) == "Janet’s"
    assert json.loads(text)["prompt"] == "Janet’s" and info["eos_token"]


def test_chat_streaming_sends_deltas_then_done():
    reply = "Let me think about it for a while. Answer: **B**"
    with OpenAIStub(lambda r: reply if r.prompt == "Q?" else "?") as stub:
        status, raw = _post(stub.chat_url, {"messages": [{"role": "user", "content": "Q?"}],
                                            "stream": True, "stream_options": {"include_usage": True}})
    events = [line[6:] for line in raw.decode().split("\n\n") if line.startswith("data: ")]
    assert status == 200 and events[-1] == "[DONE]"
    chunks = [json.loads(e) for e in events[:-1]]
    text = "".join(c["choices"][0]["delta"].get("content", "") for c in chunks if c["choices"])
    assert text == reply
    assert chunks[-1]["usage"]["completion_tokens"] == len(encode(reply))
    assert [c["choices"][0]["finish_reason"] for c in chunks if c["choices"]][-1] == "stop"


def test_chat_plain_and_scripted_failure():
    def responder(request):
        if "fail" in request.prompt:
            raise ScriptedFailure(503, "overloaded")
        return "B"

    with OpenAIStub(responder) as stub:
        ok, raw = _post(stub.chat_url, {"messages": [{"role": "user", "content": "Q"}]})
        bad, err = _post(stub.chat_url, {"messages": [{"role": "user", "content": "please fail"}]})
    assert ok == 200 and json.loads(raw)["choices"][0]["message"]["content"] == "B"
    assert bad == 503 and json.loads(err)["error"]["message"] == "overloaded"
