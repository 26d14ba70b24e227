"""The episode composition every benchgrade environment exports.

Identical to verifiers' ``SingleAgentEnv`` except for three defaults:

* the agent's runtime is ``subprocess`` (a local process) instead of ``prime`` (a remote
  sandbox that needs ``prime login``), so ``vf-eval benchgrade-gsm8k --model …
  --client.base-url …`` runs here with no extra flags; ``--env.agent.runtime.type``
  still overrides it;
* a harness knob given without a harness id (``--env.agent.harness.program subprocess``)
  configures the package's own harness; verifiers would read it as the ``bash`` harness
  and refuse the knob;
* when the environment stops serving, it closes the HTTP client the in-process harness
  shared across its rollouts.
"""
from __future__ import annotations

import verifiers.v1 as vf
from pydantic import model_validator

from .single_turn import close_shared_client


class OfflineEnvConfig(vf.SingleAgentEnvConfig):
    agent: vf.AgentConfig = vf.AgentConfig(runtime=vf.SubprocessConfig())

    @model_validator(mode="before")
    @classmethod
    def _own_harness_for_bare_knobs(cls, data):
        if not isinstance(data, dict):
            return data
        agent, taskset = data.get("agent"), data.get("taskset")
        harness = agent.get("harness") if isinstance(agent, dict) else None
        taskset_id = taskset.get("id") if isinstance(taskset, dict) else getattr(taskset, "id", None)
        if isinstance(harness, dict) and not harness.get("id") and taskset_id:
            data = {**data, "agent": {**agent, "harness": {**harness, "id": taskset_id}}}
        return data


class OfflineEnv(vf.SingleAgentEnv, vf.Env[OfflineEnvConfig]):
    """One agent seat, local runtime by default."""

    async def stop(self) -> None:
        await close_shared_client()
        await super().stop()
