"""The chat harness, in-process and as a subprocess, through verifiers' own rollout machinery.

Rollouts run the way an environment server (prime-rl's path) runs them: ``vf.load_environment``,
``env.serving()`` (the real interception server on 127.0.0.1) and ``env.run_slot``, against the
scripted OpenAI server. ``vf-eval`` itself is exercised in test_harness_cli.py and test_vf_cli.py.
"""
from __future__ import annotations

import asyncio

import pytest
import verifiers.v1 as vf
from verifiers.v1.clients import ModelContext
from verifiers.v1.configs.client import EvalClientConfig
from verifiers.v1.types import SamplingConfig

from benchgrade.adapters.verifiers import OfflineChatHarness, OfflineChatHarnessConfig
from tests.conftest import TEST_DATA
from tests.support.openai_stub import OpenAIStub, ScriptedFailure
from tests.verifiers.conftest import SLICE_OPTIONS


def run_rollouts(env_id: str, responder, *, program: str = "in-process", items: int = 2,
                 sampling: dict | None = None, options: dict | None = None):
    """Traces of ``items`` rollouts and the requests the server saw."""
    options = {"id": env_id, "data_dir": str(TEST_DATA), **SLICE_OPTIONS.get(env_id, {}), **(options or {})}
    config = vf.resolve_env_config({"taskset": options, "agent": {"harness": {"program": program}}})
    env = vf.load_environment(config)
    tasks = list(env.taskset)[:items]
    with OpenAIStub(responder) as stub:
        ctx = ModelContext(model="stub-model", sampling=SamplingConfig(**(sampling or {})),
                           client=EvalClientConfig(base_url=f"{stub.base_url}/v1", api_key_var="STUB_API_KEY"))

        async def run_all():
            async with env.serving():
                return await asyncio.gather(*(env.run_slot(slot, ctx) for task in tasks
                                              for slot in env.slots(task)))

        episodes = asyncio.run(run_all())
        requests = stub.requests
    return [trace for episode in episodes for trace in episode.traces], requests


@pytest.fixture(autouse=True)
def _stub_key(monkeypatch):
    monkeypatch.setenv("STUB_API_KEY", "sk-stub")


def test_harness_knob_defaults_to_in_process_and_needs_no_harness_id():
    default = vf.resolve_env_config({"taskset": {"id": "benchgrade-gsm8k"}})
    assert default.agent.harness is None  # the taskset's own harness, with its defaults
    assert OfflineChatHarnessConfig(id="benchgrade-gsm8k").program == "in-process"
    chosen = vf.resolve_env_config({"taskset": {"id": "benchgrade-gsm8k"},
                                    "agent": {"harness": {"program": "subprocess"}}})
    assert isinstance(chosen.agent.harness, OfflineChatHarnessConfig)
    assert (chosen.agent.harness.id, chosen.agent.harness.program) == ("benchgrade-gsm8k", "subprocess")
    assert isinstance(vf.load_harness(chosen.agent.harness), OfflineChatHarness)


def test_one_client_per_loop_closed_with_the_environment_or_the_loop():
    from benchgrade.adapters.verifiers.single_turn import close_shared_client, shared_client

    async def shared_then_closed():
        first, again = await shared_client(), await shared_client()
        await close_shared_client()  # what OfflineEnv.stop does
        return first is again and first.closed

    async def left_open():
        return await shared_client()

    assert asyncio.run(shared_then_closed())
    assert asyncio.run(left_open()).closed  # asyncio.run closed it: no "Unclosed client session"


def test_in_process_sends_the_prompt_with_the_runs_sampling():
    traces, requests = run_rollouts("benchgrade-gsm8k", lambda r: "Answer: 18",
                                    sampling={"temperature": 0.3, "top_p": 0.9, "max_tokens": 77})
    assert [t.ok for t in traces] == [True, True]
    assert len(requests) == 2
    for trace, request in zip(sorted(traces, key=lambda t: t.task.data.prompt),
                              sorted(requests, key=lambda r: r.prompt)):
        body = request.body
        assert body["messages"] == [{"role": "user", "content": trace.task.data.prompt}]
        assert (body["model"], body["temperature"], body["top_p"], body["max_tokens"]) == ("stub-model", 0.3, 0.9, 77)
        assert body["stream"] is True and body["stream_options"] == {"include_usage": True}
        assert trace.last_reply == "Answer: 18"
        assert trace.calls[0].sampling.max_tokens == 77 and trace.calls[0].finish_reason == "stop"


def test_a_reply_cut_at_max_tokens_is_truncated_for_the_core():
    reply = "Let me think step by step. First, 16 - 3 - 4 = 9 eggs are left to sell. Answer: 18"
    traces, _ = run_rollouts("benchgrade-gsm8k", lambda r: reply, items=1, sampling={"max_tokens": 30})
    (trace,) = traces
    assert trace.calls[0].finish_reason == "length" and trace.is_truncated
    assert trace.last_reply == reply[:30].strip()
    assert trace.metrics["truncated"] == 1.0 and trace.rewards["correct"].score == 0.0


def _failure_record(trace) -> dict:
    return {"errors": [(e.type, e.message, e.status_code) for e in trace.errors],
            "calls": [(c.error.type, c.error.status_code) if c.error else None for c in trace.calls],
            "stop": trace.stop_condition, "ok": trace.ok}


@pytest.mark.slow  # starts the chat program as a process
def test_a_failing_server_fails_the_rollout_as_the_chat_program_does():
    def crash(request):
        raise ScriptedFailure(503, "model server overloaded")

    (in_process,), _ = run_rollouts("benchgrade-gsm8k", crash, items=1)
    (program,), _ = run_rollouts("benchgrade-gsm8k", crash, items=1, program="subprocess")
    assert _failure_record(in_process) == _failure_record(program)
    assert not in_process.ok and "model server overloaded" in in_process.errors[-1].message
    assert len(in_process.calls) == 3  # the chat program's client retries a 503 twice


@pytest.mark.slow  # starts the chat program as a process
def test_multimodal_prompts_reach_the_server_as_the_chat_program_sends_them():
    """ExamQM prompts are Messages (page images as content parts): both harnesses send the same body."""
    bodies = {}
    for program in ("in-process", "subprocess"):
        _, requests = run_rollouts("benchgrade-examqm", lambda r: "{}", program=program, items=1,
                                   options={"data_dir": None, "image_max_side": 64})
        (request,) = requests
        bodies[program] = request.body
    assert bodies["in-process"] == bodies["subprocess"]
    parts = bodies["in-process"]["messages"][0]["content"]
    assert parts[0]["type"] == "image_url" and parts[-1]["type"] == "text"


def test_each_rollout_is_graded_once_per_mode(monkeypatch):
    import benchgrade.adapters.verifiers.taskset as glue

    calls = []

    def counting_grade(*args, **kwargs):
        calls.append(kwargs.get("mode", "robust"))
        return real_grade(*args, **kwargs)

    real_grade = glue.grade
    monkeypatch.setattr(glue, "grade", counting_grade)
    traces, _ = run_rollouts("benchgrade-gsm8k", lambda r: "So the answer is 18.", items=3)
    assert all(t.ok and set(t.metrics) >= {"extraction_failed", "olmes_correct"} for t in traces)
    assert sorted(calls) == ["olmes"] * 3 + ["robust"] * 3  # reward + metrics share one robust verdict
