"""The two harnesses through the real ``vf-eval`` (fresh venv, ``prime env install``), and data errors.

* Parity: the same rows of each benchmark run once with the in-process harness (the default) and
  once with ``--env.agent.harness.program subprocess`` (the chat program as a process per
  rollout), against the same scripted replies. Every trace and episode field that a reader
  uses (``vf-eval`` output, ``--resume``, ``benchgrade rescore``/``check-run``) is equal; only
  ids, clocks, the runtime's folder and the harness knob itself differ.
* Fail fast: a missing data folder, a damaged file and an unknown subtask are one line from
  the environment naming the flag, before any rollout, and ``vf-eval`` exits 1.
"""
from __future__ import annotations

import json
import math
import shutil
import threading
from collections import Counter

import pytest

from benchgrade.commands.check_run import summarize
from tests.conftest import SHARED_DATA, TEST_DATA
from tests.support.openai_stub import OpenAIStub
from tests.verifiers.conftest import ENV_IDS, SLICE_OPTIONS, run
from tests.verifiers.replies import oracle, wrong

pytestmark = pytest.mark.slow

ROWS = 50
#: max_tokens of the parity runs: the third reply shape runs past it (finish_reason "length").
MAX_TOKENS = 300
#: Fields that differ between any two runs (ids, clocks, the per-rollout folder) or name the harness.
VOLATILE_TRACE = {"id", "timing"}
VOLATILE_EPISODE = {"id", "run", "traces"}


def _data_dir():
    """The full data when present (50 rows of each benchmark), else the committed slices."""
    return SHARED_DATA or TEST_DATA


def _rows_and_repeats(available: int) -> tuple[int, int]:
    rows = min(ROWS, available)
    return rows, math.ceil(ROWS / rows)  # a slice with fewer rows repeats each to reach 50 rollouts


class ScriptedReplies:
    """Per prompt, its n-th request of the current run gets the n-th reply shape: right, wrong,
    or right after a preamble that runs past MAX_TOKENS. ``new_run()`` starts the count again, so
    both harnesses get the same replies from one server."""

    def __init__(self, tasks: list[dict]):
        self.by_prompt = {t["prompt"]: (i, t) for i, t in enumerate(tasks)}
        self.lock = threading.Lock()
        self.seen: Counter = Counter()

    def new_run(self) -> None:
        self.seen.clear()

    def __call__(self, request) -> str:
        index, task = self.by_prompt[request.prompt]
        with self.lock:
            seen = self.seen[request.prompt]
            self.seen[request.prompt] += 1
        return _reply(task, index, seen)


def _reply(task: dict, index: int, seen: int) -> str:
    shape = (index + seen) % 3
    if shape == 0:
        return oracle(task, index)
    if shape == 1:
        return wrong(task, index)
    return "Let me reason it through. " * 20 + oracle(task, index)  # cut at MAX_TOKENS


def normalized_trace(trace: dict) -> dict:
    trace = {k: v for k, v in trace.items() if k not in VOLATILE_TRACE}
    agent = json.loads(json.dumps(trace["agent"]))
    agent["runtime"].pop("id")
    agent["config"]["harness"].pop("program")
    nodes = [{k: v for k, v in node.items() if k != "timestamp"} for node in trace["nodes"]]
    calls = [{k: v for k, v in call.items() if k != "time"} for call in trace["calls"]]
    return {**trace, "agent": agent, "nodes": nodes, "calls": calls}


def read_run(run_dir) -> dict[str, list[str]]:
    """task key -> its rollouts (episode + trace, normalized, as canonical JSON), sorted."""
    by_key: dict[str, list[str]] = {}
    for line in (run_dir / "traces.jsonl").read_text().splitlines():
        episode = json.loads(line)
        head = {k: v for k, v in episode.items() if k not in VOLATILE_EPISODE}
        for trace in episode["traces"]:
            record = {"episode": head, "trace": normalized_trace(trace)}
            by_key.setdefault(trace["task"]["key"], []).append(json.dumps(record, sort_keys=True))
    return {key: sorted(records) for key, records in by_key.items()}


def _rescored(venv, run_dir, out) -> dict:
    run([venv.bin / "benchgrade", "rescore", run_dir, "--out", out], env=venv.env())
    report = json.loads((out / "rescore.json").read_text())
    # `sample` numbers a query's replies in file order, which is completion order when rows repeat;
    # `run` is the run's folder name (--run.name), which differs by design
    tasks = [{k: v for k, v in task.items() if k != "run"} for task in report["tasks"]]
    replies = ({k: v for k, v in reply.items() if k not in ("sample", "run")} for reply in report["replies"])
    return {"tasks": tasks, "replies": sorted(json.dumps(reply, sort_keys=True) for reply in replies)}


@pytest.mark.parametrize("env_id", ENV_IDS)
def test_in_process_and_subprocess_harnesses_write_the_same_run(fresh_venv, env_id, tmp_path):
    from tests.verifiers.test_vf_cli import load_like_prime_rl

    options = {**SLICE_OPTIONS[env_id], "data_dir": str(_data_dir())}
    everything = load_like_prime_rl(fresh_venv, env_id, options)["tasks"]
    rows, repeats = _rows_and_repeats(len(everything))
    replies = ScriptedReplies(everything[:rows])
    flags = [part for name, value in options.items()
             for part in (f"--env.taskset.{name.replace('_', '-')}", str(value))]

    runs = {}
    with OpenAIStub(replies) as stub:  # one server: the traces record its URL
        for program in ("in-process", "subprocess"):
            replies.new_run()
            run([fresh_venv.bin / "vf-eval", env_id, "--model", "stub-model", "--client.base-url",
                 f"{stub.base_url}/v1", "--client.api-key-var", "STUB_API_KEY", "--no-push", "--no-rich",
                 "-o", tmp_path, "--run.name", program, "-n", str(rows), "-r", str(repeats), "-c", "16",
                 "--sampling.max-tokens", str(MAX_TOKENS), "--env.agent.harness.program", program, *flags],
                env=fresh_venv.env(), timeout=900)
            runs[program] = tmp_path / program

    in_process, subprocess_ = read_run(runs["in-process"]), read_run(runs["subprocess"])
    assert sum(map(len, in_process.values())) == rows * repeats >= ROWS
    assert in_process == subprocess_
    traces = [json.loads(r)["trace"] for records in in_process.values() for r in records]
    assert {t["calls"][0]["finish_reason"] for t in traces} == {"stop", "length"}  # truncation included
    assert {t["rewards"]["correct"]["score"] for t in traces} == {0.0, 1.0}
    assert summarize(runs["in-process"] / "traces.jsonl").as_dict() == \
        summarize(runs["subprocess"] / "traces.jsonl").as_dict()
    assert _rescored(fresh_venv, runs["in-process"], tmp_path / "rescore-in-process") == \
        _rescored(fresh_venv, runs["subprocess"], tmp_path / "rescore-subprocess")


def _vf_eval_error(venv, tmp_path, *flags: str) -> tuple[int, list[str]]:
    proc = run([venv.bin / "vf-eval", "benchgrade-bbh", "--model", "stub-model", "--client.base-url",
                "http://127.0.0.1:9/v1", "--no-push", "--no-rich", "-o", tmp_path, "--run.name", "bad", *flags],
               env=venv.env(), check=False, timeout=300)
    lines = [line for line in proc.stderr.splitlines() if line.strip()]
    assert "Traceback" not in proc.stderr, proc.stderr[-3000:]
    assert not (tmp_path / "bad" / "traces.jsonl").exists()  # nothing ran
    return proc.returncode, lines


def test_data_errors_are_one_line_naming_the_flag_and_vf_eval_exits_1(fresh_venv, tmp_path):
    missing = tmp_path / "no-such-folder"
    code, lines = _vf_eval_error(fresh_venv, tmp_path / "a", "--env.taskset.data-dir", str(missing))
    assert code == 1 and len(lines) == 1, lines
    assert lines[0].startswith("benchgrade-bbh: --env.taskset.data-dir") and str(missing) in lines[0]
    assert "is not a directory" in lines[0]

    damaged = tmp_path / "damaged"
    shutil.copytree(TEST_DATA, damaged)
    (damaged / "bbh" / "bbh" / "navigate.json").write_text('{"examples": [{"input": "x", ')
    code, lines = _vf_eval_error(fresh_venv, tmp_path / "b", "--env.taskset.data-dir", str(damaged))
    assert code == 1 and len(lines) == 1, lines
    assert "navigate.json" in lines[0] and "invalid JSON" in lines[0] and "original release" in lines[0]
    assert f"--env.taskset.data-dir {damaged}" in lines[0]

    code, lines = _vf_eval_error(fresh_venv, tmp_path / "c", "--env.taskset.subset", "navigat")
    assert code == 1 and len(lines) == 1, lines
    assert "--env.taskset.subset: unknown BBH subtask 'navigat' (did you mean 'navigate'?)" in lines[0]
