"""The chat harness every benchgrade environment exports as its default.

Two ways to run verifiers 0.4.0's tool-less single-turn chat (the ``null`` harness's
program), chosen with ``--env.agent.harness.program`` (TOML ``[env.agent.harness]
program = …``):

* ``in-process`` (default): the turn is one HTTP request from the host process to the
  rollout's interception endpoint (:mod:`.single_turn`), over one shared keep-alive
  client. No process per rollout: RL-speed rollouts. It applies on the local
  ``subprocess`` runtime (these environments' default) when the task brings no tool
  servers; in a container runtime, or with MCP tools, the program runs as below. It is
  one turn: a reply that carries tool calls although no tool was offered ends the
  rollout there, where the program would answer "unknown tool" and ask again.
* ``subprocess``: the bundled chat program as a process per rollout, as ``null`` runs it,
  except that on the host runtime it starts with the host interpreter (whose environment
  already holds the program's dependencies: openai, mcp, httpx, httpx2, tenacity, certifi
  are verifiers dependencies) instead of ``uv sync --script``, which needs PyPI at every
  rollout (offline, every rollout of ``null`` ends in ``HarnessError``).

Both send the same request through the interception server, which records the trace and
imposes the run's model and sampling (``--sampling.*``, ``max_tokens``), so the traces,
rewards, ``--resume`` keys and ``benchgrade rescore``/``check-run`` results are the same.
Relies on ``verifiers.v1.harnesses.null`` internals: pinned to ``verifiers==0.4.0``.
"""
from __future__ import annotations

import hashlib
import os
import sys
import uuid
from pathlib import Path
from typing import Literal

import verifiers.v1 as vf
from verifiers.v1.dialects.chat import message_to_wire
from verifiers.v1.harnesses.null import NullHarness, NullHarnessConfig
from verifiers.v1.runtimes.subprocess import SubprocessRuntime

from .single_turn import chat_turn, client_timeout, request_body

Program = Literal["in-process", "subprocess"]


class OfflineChatHarnessConfig(NullHarnessConfig):
    """``--env.agent.harness.<field>`` knobs of the benchgrade chat harness."""

    program: Program = "in-process"
    """in-process: one request from the host process per rollout (default; RL speed).
    subprocess: the bundled chat program as a process per rollout (verifiers' ``null``)."""


class _HostInterpreterRuntime:
    """A runtime view whose PEP 723 scripts run with the host interpreter.

    Only ``prepare_uv_script`` changes; every other call (write, run_program …)
    goes to the wrapped runtime.
    """

    def __init__(self, runtime: SubprocessRuntime) -> None:
        self._runtime = runtime

    def __getattr__(self, name: str):
        return getattr(self._runtime, name)

    async def prepare_uv_script(self, script, env=None, *, activate=True) -> list[str]:
        data = script.encode() if isinstance(script, str) else script
        path = Path(f"{self._runtime.scripts_dir}/{hashlib.sha256(data).hexdigest()}-host.py")
        # Every concurrent rollout prepares the same script: write it under a unique name and
        # rename it into place (the subprocess runtime's files are local), so no rollout ever
        # starts a half-written copy (seen at 128 rollouts in flight: SyntaxError, HarnessError).
        if not (path.is_file() and path.read_bytes() == data):
            partial = path.with_name(f".{path.name}.{uuid.uuid4().hex}.tmp")
            await self._runtime.write(str(partial), data)
            os.replace(partial, path)
        return [sys.executable, str(path)]


class OfflineChatHarness(NullHarness, vf.Harness[OfflineChatHarnessConfig]):
    """Tool-less single-turn chat that needs no package index: in-process by default."""

    def _in_process(self, runtime, mcp_urls) -> bool:
        return self.config.program == "in-process" and isinstance(runtime, SubprocessRuntime) and not mcp_urls

    async def setup(self, runtime) -> None:
        if not isinstance(runtime, SubprocessRuntime):
            await super().setup(runtime)

    async def launch(self, ctx, trace, runtime, endpoint, secret, mcp_urls, data,
                     tool_interception_url=None):
        if self._in_process(runtime, mcp_urls):
            system_prompt, prompt = self.resolve_prompt(data)
            if isinstance(prompt, str):
                messages = [{"role": "user", "content": prompt}] if prompt else []
            else:
                messages = [message_to_wire(message) for message in prompt or []]
            return await chat_turn(endpoint, secret, request_body(ctx.model, system_prompt, messages),
                                   timeout=client_timeout(**ctx.client.timeout.model_dump()))
        if isinstance(runtime, SubprocessRuntime):
            runtime = _HostInterpreterRuntime(runtime)
        return await super().launch(ctx, trace, runtime, endpoint, secret, mcp_urls, data,
                                    tool_interception_url)
