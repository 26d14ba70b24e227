"""End to end through the real host: `prime env install` into a fresh venv, prime-rl style
loading, `vf-eval` against the scripted SSE OpenAI server, `vf-validate`.

Everything runs offline: the CLIs get a dead HTTP(S) proxy and UV_OFFLINE=1, so a
rollout that tried to reach PyPI or a remote sandbox would fail and show up in
traces.jsonl. Assertions read traces.jsonl, never vf-eval's exit code, which is 0
even when every rollout failed.
"""
from __future__ import annotations

import json
import re
import threading

import pytest

from benchgrade.adapters.verifiers import runcheck
from tests.support.openai_stub import OpenAIStub, ScriptedFailure
from tests.verifiers.conftest import ENV_IDS, SLICE_OPTIONS, run, tool
from tests.verifiers.replies import oracle, wrong

pytestmark = pytest.mark.slow

#: Rows per environment in the vf-eval runs (x2 rollouts: one oracle, one wrong answerer).
ITEMS = 6

_LOAD_LIKE_PRIME_RL = """
import json, sys
import verifiers.v1 as vf
env_id, options = sys.argv[1], json.loads(sys.argv[2])
config = vf.resolve_env_config({
    "taskset": {"id": env_id, **options},
    "agent": {"harness": {"id": env_id}, "runtime": {"type": "subprocess"}},
})
env = vf.load_environment(config)
harness = vf.load_harness(config.agent.harness)
tasks = list(vf.load_taskset(config.taskset))
print(json.dumps({"env": type(env).__name__, "harness": type(harness).__name__,
                  "runtime": config.agent.runtime.type,
                  "tasks": [dict(t.data.model_dump(mode="json"), key=t.key) for t in tasks]}))
"""


def _flags(options: dict, prefix: str = "--env.taskset.") -> list[str]:
    """Taskset options as CLI flags: vf-eval nests them under env, vf-validate does not."""
    return [part for name, value in options.items()
            for part in (f"{prefix}{name.replace('_', '-')}", str(value))]


def load_like_prime_rl(venv, env_id: str, options: dict) -> dict:
    proc = run([venv.bin / "python", "-c", _LOAD_LIKE_PRIME_RL, env_id, json.dumps(options)],
               env=venv.env())
    return json.loads(proc.stdout.strip().splitlines()[-1])


class ScriptedModel:
    """Per prompt: the first request gets the oracle's reply, the second the wrong answerer's."""

    def __init__(self, tasks: list[dict]):
        self.by_prompt = {t["prompt"]: (i, t) for i, t in enumerate(tasks)}
        self.sent: dict[tuple[str, str], str] = {}
        self.lock = threading.Lock()

    def __call__(self, request) -> str:
        index, task = self.by_prompt[request.prompt]
        kind = "oracle" if request.seen == 0 else "wrong"
        reply = (oracle if kind == "oracle" else wrong)(task, index)
        with self.lock:
            self.sent[(task["key"], reply)] = kind
        return reply


def _assistant_reply(trace: dict) -> str:
    return next(n["message"]["content"] for n in reversed(trace["nodes"]) if n.get("sampled"))


def vf_eval(venv, env_id: str, base_url: str, out, name: str, *extra: str):
    run([venv.bin / "vf-eval", env_id, "--model", "stub-model", "--client.base-url", f"{base_url}/v1",
         "--client.api-key-var", "STUB_API_KEY", "--no-push", "--no-rich", "-o", out, "--run.name", name,
         *extra], env=venv.env(), timeout=600)
    return out / name


def test_prime_env_install_into_fresh_venv(fresh_venv):
    listed = run([tool("uv"), "pip", "list", "--format=json", "--python", fresh_venv.bin / "python"],
                 env=fresh_venv.env())
    installed = {p["name"]: p["version"] for p in json.loads(listed.stdout)}
    assert installed["verifiers"] == "0.4.0"
    assert {env_id for env_id in ENV_IDS} <= set(installed)
    assert fresh_venv.install_seconds > 0


@pytest.mark.parametrize("env_id", ENV_IDS)
def test_oracle_scores_one_and_wrong_answerer_zero_in_vf_eval(fresh_venv, env_id, tmp_path):
    """`vf-eval <env> --model … --client.base-url …` plus taskset options only: no harness or runtime flag."""
    options = {**SLICE_OPTIONS[env_id], "num_items": ITEMS, "seed": 7}
    loaded = load_like_prime_rl(fresh_venv, env_id, options)
    assert (loaded["env"], loaded["harness"], loaded["runtime"]) == ("OfflineEnv", "OfflineChatHarness",
                                                                     "subprocess")
    tasks = loaded["tasks"]
    assert len(tasks) == ITEMS and all(t["benchmark"] == ENV_IDS[env_id] for t in tasks)

    model = ScriptedModel(tasks)
    with OpenAIStub(model) as stub:
        run_dir = vf_eval(fresh_venv, env_id, stub.base_url, tmp_path, "oracle-wrong", "-r", "2",
                          "--sampling.max-tokens", "4096", *_flags(options))
        requests = stub.requests

    summary = runcheck.summarize(run_dir / "traces.jsonl")
    assert summary.ok, summary.as_dict()
    metrics = summary.as_dict()["metrics"]
    assert metrics["extraction_failed"] == 0.0 and metrics["truncated"] == 0.0  # every reply states an answer
    assert ("olmes_correct" in metrics) == (ENV_IDS[env_id] in ("bbh", "gsm8k"))
    assert len(requests) == 2 * ITEMS and all(r.body.get("stream") for r in requests)  # SSE path
    assert all(r.body.get("max_tokens", r.body.get("max_completion_tokens")) == 4096 for r in requests)
    by_kind = {"oracle": [], "wrong": []}
    for line in (run_dir / "traces.jsonl").read_text().splitlines():
        for trace in json.loads(line)["traces"]:
            # no harness/runtime flag was given: the package's offline harness on the local runtime
            agent = trace["agent"]["config"]
            assert (agent["harness"]["id"], agent["runtime"]["type"]) == (env_id, "subprocess")
            assert agent["harness"]["program"] == "in-process"  # the default harness: no process per rollout
            kind = model.sent[(trace["task"]["key"], _assistant_reply(trace))]
            by_kind[kind].append(trace["rewards"]["correct"]["score"])
    print(f"\n[verifiers] {env_id}: oracle rewards {by_kind['oracle']}, wrong rewards {by_kind['wrong']}")
    assert by_kind["oracle"] == [1.0] * ITEMS
    assert by_kind["wrong"] == [0.0] * ITEMS


def test_failing_server_is_reported_as_failed(fresh_venv, tmp_path):
    def crash(request):
        raise ScriptedFailure(500, "model server crashed")

    with OpenAIStub(crash) as stub:
        run_dir = vf_eval(fresh_venv, "benchgrade-gsm8k", stub.base_url, tmp_path, "crash", "-n", "1",
                          *_flags(SLICE_OPTIONS["benchgrade-gsm8k"]))
    # vf-eval itself exits 0 here (checked by `run`); the run check must not.
    check = run([fresh_venv.bin / "benchgrade", "check-run", run_dir], env=fresh_venv.env(), check=False)
    assert check.returncode == 1, check.stdout + check.stderr
    assert "1 failed rollout(s)" in check.stderr
    assert "model server crashed" in check.stdout


@pytest.mark.parametrize("env_id", ENV_IDS)
def test_vf_validate_every_gold_passes(fresh_venv, env_id, tmp_path):
    run([fresh_venv.bin / "vf-validate", env_id, "--runtime.type", "subprocess", "--no-rich",
         "-o", tmp_path, "--run.name", "validate", *_flags(SLICE_OPTIONS[env_id], "--taskset.")],
        env=fresh_venv.env(), timeout=600)
    summary = json.loads((tmp_path / "validate" / "summary.json").read_text())
    gold = summary["checks"]["gold"]
    assert summary["total"] > 0 and gold["valid"] == summary["total"], summary
    assert summary["checks"]["noop"]["valid"] == summary["total"], summary  # an empty reply scores 0
    assert re.fullmatch(r"1(\.0+)?", str(summary["valid_rate"]))


#: Rollouts in flight at once in the concurrency run (12 GSM8k rows x 43 rollouts = 516 episodes).
CONCURRENT = 512
#: Seconds the server waits for CONCURRENT requests to be in flight before answering anyway.
GATHER_TIMEOUT = 120


def test_many_concurrent_rollouts_each_get_the_cores_verdict(fresh_venv, tmp_path):
    """`vf-eval -c 512`: all 512 rollouts in flight at once, every reward the core's verdict on its reply."""
    import time

    from benchgrade import grade

    options = SLICE_OPTIONS["benchgrade-gsm8k"]
    tasks = load_like_prime_rl(fresh_venv, "benchgrade-gsm8k", options)["tasks"]
    by_prompt = {t["prompt"]: (i, t) for i, t in enumerate(tasks)}
    state = {"in_flight": 0, "peak": 0, "released": False}
    gathered = threading.Condition()

    def responder(request):
        index, task = by_prompt[request.prompt]
        with gathered:
            state["in_flight"] += 1
            state["peak"] = max(state["peak"], state["in_flight"])
            if state["in_flight"] >= CONCURRENT:
                state["released"] = True
                gathered.notify_all()
            # hold every request until CONCURRENT of them are at the server at once
            gathered.wait_for(lambda: state["released"], timeout=GATHER_TIMEOUT)
            state["released"] = True
            state["in_flight"] -= 1
        # alternate right and wrong replies, in the shapes real models write
        return (oracle if request.seen % 2 == 0 else wrong)(task, index + request.seen)

    rollouts = -(-CONCURRENT // len(tasks))
    with OpenAIStub(responder) as stub:
        start = time.perf_counter()
        run_dir = vf_eval(fresh_venv, "benchgrade-gsm8k", stub.base_url, tmp_path, "concurrent",
                          "-r", str(rollouts), "-c", str(CONCURRENT), *_flags(options))
        seconds = time.perf_counter() - start
    summary = runcheck.summarize(run_dir / "traces.jsonl")
    assert summary.ok, summary.as_dict()
    rewards, disagreements = [], []
    for line in (run_dir / "traces.jsonl").read_text().splitlines():
        for trace in json.loads(line)["traces"]:
            assert trace["agent"]["config"]["harness"]["program"] == "in-process"
            data, reply = trace["task"]["data"], _assistant_reply(trace)
            reward = trace["rewards"]["correct"]["score"]
            expected = grade("gsm8k", reply, data["gold"], mode="robust").score
            rewards.append(reward)
            if reward != expected:
                disagreements.append((data["id"], reply, reward, expected))
    print(f"\n[verifiers] {len(rewards)} rollouts, -c {CONCURRENT}: peak {state['peak']} requests in flight "
          f"at the server, {seconds:.0f} s, mean reward {sum(rewards) / len(rewards):.3f}")
    assert len(rewards) == len(tasks) * rollouts >= CONCURRENT
    assert disagreements == []
    assert 0.0 < sum(rewards) < len(rewards)  # both right and wrong replies were graded
    assert state["peak"] == CONCURRENT  # all 512 rollouts were at the server at the same time
