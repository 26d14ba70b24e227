"""The episode composition every benchgrade environment exports.

Identical to verifiers' ``SingleAgentEnv`` except the agent's default runtime:
``subprocess`` (a local process) instead of ``prime`` (a remote sandbox that
needs ``prime login``), so ``vf-eval benchgrade-gsm8k --model … --client.base-url …``
runs here with no extra flags. ``--env.agent.runtime.type`` still overrides it.
"""
from __future__ import annotations

import verifiers.v1 as vf


class OfflineEnvConfig(vf.SingleAgentEnvConfig):
    agent: vf.AgentConfig = vf.AgentConfig(runtime=vf.SubprocessConfig())


class OfflineEnv(vf.SingleAgentEnv, vf.Env[OfflineEnvConfig]):
    """One agent seat, local runtime by default."""
