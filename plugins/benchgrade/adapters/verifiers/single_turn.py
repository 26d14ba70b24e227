"""One chat turn through the rollout's interception endpoint, from inside the host process.

Why: verifiers 0.4.0's ``null`` chat program is a separate Python process per rollout
(interpreter start, openai/httpx/mcp imports, one request): about a CPU-second for one
single-turn exchange, which caps ``vf-eval`` near one rollout per second on a small box.
``Harness.launch``'s contract allows the loop to run in-process "as long as every model
call goes through ``endpoint`` + ``secret``". The interception server records the trace
(messages, the call, its sampling, ``finish_reason``, usage) and imposes the run's model
and sampling settings, so sending the program's exact request body here gives the same
trace the program would have produced.

What the program does and this module repeats, so traces and failures read the same:

* the request body: ``model``, ``messages`` (system prompt, then the prompt as one user
  message or the task's Messages on the wire), ``stream: true`` with usage included;
* retries: the openai SDK's policy for the program's client (``max_retries`` 2: connection
  errors, 408/409/429/5xx unless ``x-should-retry: false``; 0.5 s doubling backoff with
  jitter, at most 8 s; ``Retry-After`` up to two minutes), each retry marked with
  ``x-stainless-retry-count`` so the interception server's replay guard recognises it;
  a stream that ends before its ``finish_reason`` is retried like a dropped connection;
* the outcome as the program's exit status: 0 after a completed turn; 1 for an HTTP error
  or an error event (the rollout then records the interception's own error, as it does
  for the program); 97 (verifiers' model-transport code) when the endpoint cannot be
  reached.

One ``aiohttp.ClientSession`` per event loop serves every rollout on that loop (a keep-alive
pool to the interception server); :func:`close_shared_client` closes it when the
environment stops serving, else it closes when ``asyncio.run`` finishes the loop. aiohttp rather than httpx: httpcore's pool rescans every
connection for each idle one on every request (quadratic in the rollouts in flight; at
64 it was a quarter of ``vf-eval``'s CPU), aiohttp's keeps a per-host queue. verifiers
already depends on aiohttp (its interception server). Timeouts are the run's client
timeouts (``--client.timeout.*``: ``connect``, ``read``, ``pool``; aiohttp has no write
timeout), and the rollout's own deadline (``--env.agent.timeout.rollout``) bounds the turn.
"""
from __future__ import annotations

import asyncio
import json
import random
from collections.abc import AsyncGenerator, Mapping

import aiohttp
from verifiers.v1.errors import MODEL_TRANSPORT_ERROR_EXIT_CODE
from verifiers.v1.runtimes import ProgramResult

#: The openai SDK's defaults, which the bundled chat program runs with.
DEFAULT_MAX_RETRIES = 2
INITIAL_RETRY_DELAY = 0.5
MAX_RETRY_DELAY = 8.0
MAX_RETRY_AFTER = 120.0
RETRY_COUNT_HEADER = "x-stainless-retry-count"
#: What a dropped or refused connection to the interception server looks like (retried).
TRANSPORT_ERRORS = (aiohttp.ClientConnectionError, aiohttp.ClientPayloadError, asyncio.TimeoutError)

_clients: dict[asyncio.AbstractEventLoop, tuple[aiohttp.ClientSession, AsyncGenerator]] = {}


async def _closed_with_the_loop(loop: asyncio.AbstractEventLoop, client: aiohttp.ClientSession):
    """Suspended until the client is closed: by :func:`close_shared_client`, or when
    ``asyncio.run`` shuts the loop's async generators down (a harness used by an environment
    other than ``OfflineEnv``), so no session outlives its loop unclosed."""
    try:
        yield
    finally:
        if _clients.get(loop, (None,))[0] is client:
            del _clients[loop]
        await client.close()


async def shared_client() -> aiohttp.ClientSession:
    """The running loop's client, created on first use: no connection limit (every rollout
    in flight keeps one), no timeout of its own (set per request)."""
    loop = asyncio.get_running_loop()
    entry = _clients.get(loop)
    if entry is None or entry[0].closed:
        client = aiohttp.ClientSession(connector=aiohttp.TCPConnector(limit=0),
                                       timeout=aiohttp.ClientTimeout(total=None))
        guard = _closed_with_the_loop(loop, client)
        await guard.asend(None)  # runs to its `yield` without suspending: no other rollout interleaves
        entry = _clients[loop] = (client, guard)
    return entry[0]


async def close_shared_client() -> None:
    """Close the running loop's client, if one was opened (the environment's ``stop``)."""
    entry = _clients.get(asyncio.get_running_loop())
    if entry is not None:
        await entry[1].aclose()


def client_timeout(connect: float | None = None, read: float | None = None, pool: float | None = None,
                   **_ignored) -> aiohttp.ClientTimeout:
    """A run's client timeouts (verifiers' ``ClientTimeoutConfig`` fields) in aiohttp's terms."""
    return aiohttp.ClientTimeout(total=None, connect=pool, sock_connect=connect, sock_read=read)


def request_body(model: str, system_prompt: str | None, messages: list[dict]) -> bytes:
    """The chat program's request: its messages, streamed, with usage in the last event."""
    wire = ([{"role": "system", "content": system_prompt}] if system_prompt else []) + messages
    return json.dumps({"messages": wire, "model": model, "stream": True,
                       "stream_options": {"include_usage": True}}).encode()


class _Retryable(Exception):
    """An attempt the program's client would retry; ``exit_code`` applies if none is left."""

    def __init__(self, message: str, exit_code: int, headers: Mapping[str, str] | None = None):
        super().__init__(message)
        self.exit_code, self.headers = exit_code, headers or {}


def _retry_delay(retry: int, headers: Mapping[str, str]) -> float:
    try:
        after = float(headers.get("retry-after", ""))
    except ValueError:
        after = None
    if after is not None and 0 < after <= MAX_RETRY_AFTER:
        return after
    return min(INITIAL_RETRY_DELAY * 2.0 ** retry, MAX_RETRY_DELAY) * (1 - 0.25 * random.random())


def _should_retry(status: int, headers: Mapping[str, str]) -> bool:
    flag = headers.get("x-should-retry")
    if flag in ("true", "false"):
        return flag == "true"
    return status in (408, 409, 429) or status >= 500


def stream_outcome(body: bytes) -> str | None:
    """``None`` for a completed turn, else why not: an error event, or a stream cut short.

    Only what decides the outcome is parsed: events that mention ``error`` and, from the end,
    the first event that carries choices (its ``finish_reason`` says the turn completed).
    """
    events = [line[5:].strip() for line in body.splitlines() if line.startswith(b"data:")]
    for event in events:
        if b'"error"' in event:
            payload = json.loads(event)
            if isinstance(payload, dict) and payload.get("error"):
                error = payload["error"]
                return f"error event: {error.get('message', error) if isinstance(error, dict) else error}"
    for event in reversed(events):
        if event == b"[DONE]":
            continue
        choices = json.loads(event).get("choices")
        if choices:
            return None if all(c.get("finish_reason") for c in choices) else "incomplete"
    return "incomplete"


async def _attempt(url: str, headers: dict, body: bytes, timeout: aiohttp.ClientTimeout) -> ProgramResult:
    try:
        async with (await shared_client()).post(url, data=body, headers=headers, timeout=timeout) as response:
            status, reply_headers, content = response.status, response.headers, await response.read()
    except TRANSPORT_ERRORS as error:
        raise _Retryable(f"{type(error).__name__}: {error}", MODEL_TRANSPORT_ERROR_EXIT_CODE) from error
    if status >= 400:
        message = f"Error code: {status} - {content.decode(errors='replace')}"
        if _should_retry(status, reply_headers):
            raise _Retryable(message, 1, reply_headers)
        return ProgramResult(exit_code=1, stdout="", stderr=message)
    problem = stream_outcome(content)
    if problem == "incomplete":
        raise _Retryable("Model stream ended before a completion finished", MODEL_TRANSPORT_ERROR_EXIT_CODE)
    if problem is not None:
        return ProgramResult(exit_code=1, stdout="", stderr=problem)
    return ProgramResult(exit_code=0, stdout="", stderr="")


async def chat_turn(endpoint: str, secret: str, body: bytes, *, timeout: aiohttp.ClientTimeout,
                    max_retries: int = DEFAULT_MAX_RETRIES) -> ProgramResult:
    """POST one streamed chat turn to the interception ``endpoint``; the program's exit status for it."""
    url = f"{endpoint.rstrip('/')}/chat/completions"
    base = {"Authorization": f"Bearer {secret}", "Content-Type": "application/json",
            "Accept": "text/event-stream"}
    for retry in range(max_retries + 1):
        headers = {**base, RETRY_COUNT_HEADER: str(retry)} if retry else base
        try:
            return await _attempt(url, headers, body, timeout)
        except _Retryable as failure:
            if retry == max_retries:
                return ProgramResult(exit_code=failure.exit_code, stdout="", stderr=str(failure))
            await asyncio.sleep(_retry_delay(retry, failure.headers))
    raise AssertionError("unreachable")  # pragma: no cover - the loop always returns
