"""A scripted OpenAI-compatible HTTP server (stdlib only, 127.0.0.1).

Why: driving the real hosts (``lm_eval``, ``vf-eval``) end to end needs a model server, and
neither the tests nor a newcomer trying the README have one. The server speaks just enough of
the OpenAI and vLLM HTTP APIs for those hosts, and every reply comes from a Python
*responder*: ``benchgrade serve-demo`` answers with :mod:`benchgrade.demo.replies`; the tests
script an oracle, a wrong answerer, a model that fails, or K different samples for K repeats.

Endpoints:

* ``POST /v1/completions`` - generation (``prompt`` as text or token ids, single or
  batched) and, with ``echo`` + ``logprobs``, log-likelihood scoring;
* ``GET /tokenizer_info``, ``POST /tokenize``, ``POST /detokenize`` - vLLM-style,
  so lm-eval's ``tokenizer_backend=remote`` works without transformers. The
  tokenizer is byte-level: one token per UTF-8 byte;
* ``POST /v1/chat/completions`` - plain JSON or ``stream: true`` server-sent events;
* ``GET /v1/models``.

``stop`` strings are honoured (output cut before the earliest one,
``finish_reason: "stop"``); ``max_tokens`` truncates (bytes, ``finish_reason: "length"``).

Scripting::

    def responder(request: ScriptedRequest) -> str:      # text of the reply
        return "So the answer is 18."
    def scorer(text: str) -> float:                       # log-prob of the LAST token of
        return 0.0 if text.endswith(" B") else -5.0       # an echo-scored text (others: -1)

    with ScriptedServer(responder, scorer) as server:     # port=0: a free port
        server.completions_url, server.chat_url, server.requests

A responder may raise :class:`ScriptedFailure` to make the server answer with an HTTP error.
"""
from __future__ import annotations

import json
import sys
import threading
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

EOS = "<|endoftext|>"
#: Per-token log-prob of every echoed token the scorer does not decide.
BASE_LOGPROB = -1.0
#: A chat template (Jinja) served in /tokenizer_info for ``--apply_chat_template`` with a remote tokenizer.
CHAT_TEMPLATE = (
    "{% for m in messages %}<|{{ m['role'] }}|>\n{{ m['content'] }}\n{% endfor %}"
    "{% if add_generation_prompt %}<|assistant|>\n{% endif %}"
)


class ScriptedFailure(Exception):
    """Raise from a responder to make the server answer with an HTTP error."""

    def __init__(self, status: int = 500, message: str = "scripted failure"):
        super().__init__(message)
        self.status, self.message = status, message


@dataclass
class ScriptedRequest:
    """What a responder sees for one generation.

    ``prompt``: the completion prompt, or for chat the content of the last user message.
    ``messages``: the chat messages (None for completions).
    ``seen``: how many earlier generations had the same prompt/messages (0 for the first),
    so repeats of one prompt can be scripted to differ.
    ``body``: the raw JSON request body (temperature, seed, stop, ...).
    """

    endpoint: str
    prompt: str
    messages: list[dict] | None
    seen: int
    body: dict[str, Any] = field(repr=False)


Responder = Callable[["ScriptedRequest"], str]
Scorer = Callable[[str], float]


def encode(text: str) -> list[int]:
    return list(text.encode("utf-8"))


def decode(tokens: list[int]) -> str:
    return bytes(tokens).decode("utf-8", "replace")


def _apply_stop(text: str, stop, max_tokens) -> tuple[str, str]:
    stops = [stop] if isinstance(stop, str) else list(stop or [])
    cuts = [text.find(s) for s in stops if s and s in text]
    finish = "stop"
    if cuts:
        text = text[: min(cuts)]
    if isinstance(max_tokens, int) and max_tokens >= 0 and len(text.encode("utf-8")) > max_tokens:
        text = text.encode("utf-8")[:max_tokens].decode("utf-8", "ignore")
        finish = "length"
    return text, finish


def _message_text(content) -> str:
    if isinstance(content, str):
        return content
    if isinstance(content, list):  # content parts: keep the text ones
        return "".join(p.get("text", "") for p in content if isinstance(p, dict))
    return ""


class _Handler(BaseHTTPRequestHandler):
    server: "_Server"
    protocol_version = "HTTP/1.1"
    disable_nagle_algorithm = True  # headers and body go out in two writes; avoid 40 ms delayed-ACK stalls

    def log_message(self, *args):  # keep test output clean
        pass

    def _json(self, status: int, payload: dict) -> None:
        body = json.dumps(payload).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def do_GET(self):
        if self.path.rstrip("/") == "/tokenizer_info":
            return self._json(200, {"eos_token": EOS, "bos_token": None, "pad_token": EOS,
                                    "chat_template": CHAT_TEMPLATE, "model_max_length": 1 << 20})
        if self.path.rstrip("/") == "/v1/models":
            return self._json(200, {"object": "list", "data": [{"id": self.server.model, "object": "model"}]})
        self._json(404, {"error": {"message": f"no route {self.path}"}})

    def do_POST(self):
        try:
            raw = self.rfile.read(int(self.headers.get("Content-Length") or 0))
            body = json.loads(raw or b"{}")
        except (ValueError, json.JSONDecodeError):
            return self._json(400, {"error": {"message": "body is not JSON"}})
        path = self.path.rstrip("/")
        try:
            if path == "/tokenize":
                text = body.get("prompt")
                if text is None and "messages" in body:
                    text = "".join(_message_text(m.get("content")) for m in body["messages"])
                tokens = encode(text or "")
                return self._json(200, {"tokens": tokens, "count": len(tokens), "max_model_len": 1 << 20})
            if path == "/detokenize":
                return self._json(200, {"prompt": decode(body.get("tokens") or [])})
            if path.endswith("/chat/completions"):
                return self._chat(body)
            if path.endswith("/completions"):
                return self._completions(body)
        except ScriptedFailure as failure:
            return self._json(failure.status, {"error": {"message": failure.message}})
        self._json(404, {"error": {"message": f"no route {self.path}"}})

    # -- /v1/completions -------------------------------------------------------------
    def _completions(self, body: dict) -> None:
        prompts = body.get("prompt")
        if isinstance(prompts, str) or (isinstance(prompts, list) and prompts and isinstance(prompts[0], int)):
            prompts = [prompts]
        choices = []
        for index, prompt in enumerate(prompts or []):
            text = prompt if isinstance(prompt, str) else decode(prompt)
            if body.get("echo") and body.get("logprobs") is not None:
                choices.append(self._echo_choice(index, text))
                continue
            reply = self.server.generate("completions", text, None, body)
            reply, finish = _apply_stop(reply, body.get("stop"), body.get("max_tokens"))
            choices.append({"index": index, "text": reply, "logprobs": None, "finish_reason": finish})
        self._json(200, {"id": f"cmpl-{self.server.next_id()}", "object": "text_completion",
                         "created": int(time.time()), "model": body.get("model", self.server.model),
                         "choices": choices})

    def _echo_choice(self, index: int, text: str) -> dict:
        """Echo scoring: every token gets BASE_LOGPROB except the last, which the scorer decides."""
        tokens = encode(text)
        self.server.record("score", text, None, {})
        last = self.server.scorer(text) if self.server.scorer else BASE_LOGPROB
        logprobs = [None] + [BASE_LOGPROB] * max(len(tokens) - 2, 0) + ([last] if len(tokens) > 1 else [])
        generated = BASE_LOGPROB  # the one extra token max_tokens=1 asks for
        token_strs = [decode([t]) for t in tokens] + [EOS]
        all_lps = logprobs + [generated]
        top = [None] + [{tok: lp} for tok, lp in zip(token_strs[1:], all_lps[1:])]
        offsets, pos = [], 0
        for t in token_strs[:-1]:
            offsets.append(pos)
            pos += len(t)
        offsets.append(pos)
        return {"index": index, "text": text + EOS, "finish_reason": "length",
                "logprobs": {"tokens": token_strs, "token_logprobs": all_lps,
                             "top_logprobs": top, "text_offset": offsets}}

    # -- /v1/chat/completions ------------------------------------------------------
    def _chat(self, body: dict) -> None:
        messages = body.get("messages") or []
        users = [m for m in messages if m.get("role") == "user"]
        prompt = _message_text(users[-1].get("content")) if users else ""
        reply = self.server.generate("chat", prompt, messages, body)
        reply, finish = _apply_stop(reply, body.get("stop"),
                                    body.get("max_completion_tokens", body.get("max_tokens")))
        ident, created, model = f"chatcmpl-{self.server.next_id()}", int(time.time()), body.get("model", self.server.model)
        usage = {"prompt_tokens": len(encode(prompt)), "completion_tokens": len(encode(reply)),
                 "total_tokens": len(encode(prompt)) + len(encode(reply))}
        if not body.get("stream"):
            return self._json(200, {"id": ident, "object": "chat.completion", "created": created, "model": model,
                                    "choices": [{"index": 0, "finish_reason": finish,
                                                 "message": {"role": "assistant", "content": reply}}],
                                    "usage": usage})
        events = []

        def event(delta: dict, finish_reason=None) -> None:
            chunk = {"id": ident, "object": "chat.completion.chunk", "created": created, "model": model,
                     "choices": [{"index": 0, "delta": delta, "finish_reason": finish_reason}]}
            events.append(f"data: {json.dumps(chunk)}\n\n")

        event({"role": "assistant", "content": ""})
        for start in range(0, len(reply), 16):
            event({"content": reply[start:start + 16]})
        event({}, finish)
        if (body.get("stream_options") or {}).get("include_usage"):
            chunk = {"id": ident, "object": "chat.completion.chunk", "created": created, "model": model,
                     "choices": [], "usage": usage}
            events.append(f"data: {json.dumps(chunk)}\n\n")
        events.append("data: [DONE]\n\n")
        # The whole stream in one body with its length, so the connection stays open for the
        # client's next request, as an inference server's does (keep-alive).
        payload = "".join(events).encode()
        self.send_response(200)
        self.send_header("Content-Type", "text/event-stream")
        self.send_header("Cache-Control", "no-cache")
        self.send_header("Content-Length", str(len(payload)))
        self.end_headers()
        self.wfile.write(payload)


class _Server(ThreadingHTTPServer):
    daemon_threads = True
    request_queue_size = 1024  # listen backlog: hundreds of rollouts may connect at once (socketserver's is 5)

    def __init__(self, responder: Responder, scorer: Scorer | None, port: int = 0, model: str = "stub"):
        super().__init__(("127.0.0.1", port), _Handler)
        self.model = model
        self.responder, self.scorer = responder, scorer
        self.lock = threading.Lock()
        self.requests: list[ScriptedRequest] = []
        self._seen: Counter = Counter()
        self._ids = 0

    def handle_error(self, request, client_address) -> None:
        """A client that hung up (Ctrl-C, a timeout) is no error worth a traceback; anything else is."""
        if isinstance(sys.exc_info()[1], (BrokenPipeError, ConnectionResetError)):
            return
        super().handle_error(request, client_address)

    def next_id(self) -> int:
        with self.lock:
            self._ids += 1
            return self._ids

    def record(self, endpoint: str, prompt: str, messages, body: dict) -> ScriptedRequest:
        key = (endpoint, prompt if messages is None else json.dumps(messages, sort_keys=True))
        with self.lock:
            request = ScriptedRequest(endpoint, prompt, messages, self._seen[key], body)
            self._seen[key] += 1
            self.requests.append(request)
        return request

    def generate(self, endpoint: str, prompt: str, messages, body: dict) -> str:
        reply = self.responder(self.record(endpoint, prompt, messages, body))
        if not isinstance(reply, str):
            raise ScriptedFailure(500, f"responder returned {type(reply).__name__}, expected str")
        return reply


class ScriptedServer:
    """Start with ``.start()`` or ``with``; ``.stop()`` shuts the server down.

    ``port=0`` picks a free port (tests); a taken port raises ``OSError`` (``errno.EADDRINUSE``).
    ``model`` is the id ``GET /v1/models`` lists (requests may name any model).
    """

    def __init__(self, responder: Responder, scorer: Scorer | None = None, *, port: int = 0, model: str = "stub"):
        self._server = _Server(responder, scorer, port, model)
        self._thread: threading.Thread | None = None

    @property
    def port(self) -> int:
        return self._server.server_address[1]

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    @property
    def completions_url(self) -> str:
        return f"{self.base_url}/v1/completions"

    @property
    def chat_url(self) -> str:
        return f"{self.base_url}/v1/chat/completions"

    @property
    def requests(self) -> list[ScriptedRequest]:
        """Every request seen so far (generations and echo-scoring), in arrival order."""
        return list(self._server.requests)

    def start(self) -> "ScriptedServer":
        self._thread = threading.Thread(target=self._server.serve_forever, kwargs={"poll_interval": 0.05},
                                        name="scripted-openai-server", daemon=True)
        self._thread.start()
        return self

    def stop(self) -> None:
        self._server.shutdown()
        self._server.server_close()
        if self._thread is not None:
            self._thread.join(timeout=5)

    def __enter__(self) -> "ScriptedServer":
        return self.start()

    def __exit__(self, *exc) -> None:
        self.stop()
