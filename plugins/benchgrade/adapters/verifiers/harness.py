"""The offline chat harness every benchgrade environment exports as its default.

Why it exists: verifiers 0.4.0's built-in ``null`` harness runs its chat program
as a PEP 723 script through ``uv sync --script``, which needs PyPI at every
harness setup; offline, every rollout ends in ``HarnessError`` and ``vf-eval``
still exits 0. This harness runs the *same* bundled chat program, but on the
host runtime (``subprocess``) it starts it with the host interpreter, whose
environment already holds the program's dependencies (openai, mcp, httpx,
httpx2, tenacity, certifi are all verifiers dependencies). In a container
runtime the host interpreter does not exist, so it behaves exactly like
``null``. Relies on ``verifiers.v1.harnesses.null`` internals: pinned to
``verifiers==0.4.0``.
"""
from __future__ import annotations

import hashlib
import os
import sys
import uuid
from pathlib import Path

from verifiers.v1.harnesses.null import NullHarness
from verifiers.v1.runtimes.subprocess import SubprocessRuntime


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


class OfflineChatHarness(NullHarness):
    """Tool-less single-turn chat (the ``null`` program) that needs no package index."""

    async def setup(self, runtime) -> None:
        if not isinstance(runtime, SubprocessRuntime):
            await super().setup(runtime)

    async def launch(self, ctx, trace, runtime, endpoint, secret, mcp_urls, data,
                     tool_interception_url=None):
        if isinstance(runtime, SubprocessRuntime):
            runtime = _HostInterpreterRuntime(runtime)
        return await super().launch(ctx, trace, runtime, endpoint, secret, mcp_urls, data,
                                    tool_interception_url)
