"""The four environment packages: plugin shape, taskset options, rewards and metrics.

Fast, in-process: the packages are imported from ``environments/`` and read the
committed slices in tests/data. The real CLIs are exercised in test_vf_cli.py.
"""
from __future__ import annotations

import asyncio
import importlib
from collections import Counter
from types import SimpleNamespace

import pytest
import verifiers.v1 as vf
from pydantic import ValidationError

import benchgrade.bbh.prompts
import benchgrade.gsm8k.prompts
from benchgrade.adapters.verifiers import OfflineChatHarness, OfflineEnv, TasksetError
from tests.conftest import TEST_DATA
from tests.verifiers.conftest import ENV_IDS, load_tasks
from tests.verifiers.replies import oracle, wrong


def _row(task) -> dict:
    return task.data.model_dump()


def _reward(task, reply: str, *, truncated: bool = False) -> float:
    trace = SimpleNamespace(last_reply=reply, is_truncated=truncated)
    return asyncio.run(task.correct(trace))


def _metrics(task, reply: str, *, truncated: bool = False) -> dict:
    trace = SimpleNamespace(last_reply=reply, is_truncated=truncated)
    return asyncio.run(task.grading(trace))


@pytest.mark.parametrize("env_id", ENV_IDS)
def test_package_exports_one_taskset_with_offline_defaults(env_id):
    from verifiers.v1.utils import loaders

    module = importlib.import_module(env_id.replace("-", "_"))
    exported = [getattr(module, name) for name in module.__all__]
    assert sum(isinstance(o, type) and issubclass(o, vf.Taskset) for o in exported) == 1
    assert loaders.default_harness_id(env_id) == env_id
    assert loaders.harness_class(env_id) is OfflineChatHarness
    assert loaders.environment_class(env_id) is OfflineEnv
    config = vf.resolve_env_config({"taskset": {"id": env_id}})
    assert config.agent.runtime.type == "subprocess"  # not the remote `prime` sandbox


@pytest.mark.parametrize("env_id", ENV_IDS)
def test_every_gold_passes_validate_and_oracle_gets_reward_one(env_id):
    tasks = load_tasks(env_id)
    assert tasks, env_id
    assert all(asyncio.run(t.validate(None)) for t in tasks)
    rewards = [_reward(t, oracle(_row(t), i)) for i, t in enumerate(tasks)]
    wrongs = [_reward(t, wrong(_row(t), i)) for i, t in enumerate(tasks)]
    assert rewards == [1.0] * len(tasks)
    assert wrongs == [0.0] * len(tasks)


def test_rows_come_from_benchgrade_data_with_durable_keys():
    import benchgrade.bbh.data

    tasks = load_tasks("benchgrade-bbh")
    docs = benchgrade.bbh.data.load_docs("test", None, TEST_DATA)
    assert [t.key for t in tasks] == [d["id"] for d in docs]
    assert [t.data.gold for t in tasks] == [d["gold"] for d in docs]
    assert len({t.key for t in tasks}) == len(tasks)


def test_subset_split_num_items_and_seed():
    subset = load_tasks("benchgrade-bbh", subset=["navigate", "word_sorting"])
    assert Counter(t.data.subtask for t in subset) == {"navigate": 3, "word_sorting": 3}

    first = load_tasks("benchgrade-mmlu", num_items=5)
    everything = load_tasks("benchgrade-mmlu")
    assert [t.key for t in first] == [t.key for t in everything[:5]]

    sample_a = load_tasks("benchgrade-mmlu", num_items=5, seed=1)
    sample_b = load_tasks("benchgrade-mmlu", num_items=5, seed=2)
    assert [t.key for t in sample_a] == [t.key for t in load_tasks("benchgrade-mmlu", num_items=5, seed=1)]
    assert [t.key for t in sample_a] != [t.key for t in sample_b]
    assert {t.key for t in sample_a} <= {t.key for t in everything}

    validation = load_tasks("benchgrade-socialiqa", split="validation")
    train = load_tasks("benchgrade-socialiqa")  # RL default: train
    assert {t.key.split("/")[1] for t in validation} == {"validation"}
    assert {t.key.split("/")[1] for t in train} == {"train"}


def test_bad_options_are_refused_with_the_flag_named():
    with pytest.raises(ValueError, match="num-items 999 exceeds the 12 rows"):
        load_tasks("benchgrade-gsm8k", num_items=999)
    with pytest.raises(ValueError, match="chat prompt is zero-shot"):
        load_tasks("benchgrade-gsm8k", shots="olmes")
    with pytest.raises(ValueError, match="shots must be 0 or the 8 OLMES shots"):
        load_tasks("benchgrade-gsm8k", shots=2, prompt_style="olmes")
    with pytest.raises(ValidationError, match="split"):
        load_tasks("benchgrade-bbh", split="train")
    with pytest.raises(ValueError, match="unknown BBH subtask"):
        load_tasks("benchgrade-bbh", subset=["no_such_task"])
    with pytest.raises(ValidationError, match="num_items"):
        load_tasks("benchgrade-bbh", num_items=0)


def _refusal(**options) -> str:
    with pytest.raises(TasksetError) as caught:
        load_tasks(**options)
    message = str(caught.value)
    assert "\n" not in message and caught.value.code == message  # one line; vf-eval prints it and exits 1
    return message


def test_data_problems_are_one_line_naming_the_flag(tmp_path, monkeypatch):
    missing = tmp_path / "nope"
    assert _refusal(env_id="benchgrade-gsm8k", data_dir=str(missing)).startswith(
        f"benchgrade-gsm8k: --env.taskset.data-dir {str(missing)!r} is not a directory: point it at a folder")

    damaged = tmp_path / "damaged"
    (damaged / "gsm8k").mkdir(parents=True)
    lines = (TEST_DATA / "gsm8k" / "test.jsonl").read_text().splitlines()
    (damaged / "gsm8k" / "test.jsonl").write_text("\n".join([lines[0], lines[1][:40], *lines[2:]]) + "\n")
    message = _refusal(env_id="benchgrade-gsm8k", data_dir=str(damaged))
    assert f"{damaged / 'gsm8k' / 'test.jsonl'}:2" in message and "replace it with the original release" in message
    assert message.endswith(f"[--env.taskset.data-dir {damaged}]")

    monkeypatch.setenv("BENCHGRADE_DATA_DIR", str(missing))
    message = _refusal(env_id="benchgrade-gsm8k", data_dir=None)
    assert "$BENCHGRADE_DATA_DIR" in message and "--env.taskset.data-dir" in message

    message = _refusal(env_id="benchgrade-mmlu", subset=["astronmy"])
    assert message.startswith("benchgrade-mmlu: --env.taskset.subset: unknown MMLU subject 'astronmy' "
                              "(did you mean 'astronomy'?); the 57 subjects are: abstract_algebra, ")


def test_rows_are_read_on_first_load_once_per_process(monkeypatch):
    """No data is read when an environment is built; every taskset after the first reuses the rows."""
    import benchgrade.gsm8k.data
    from benchgrade.adapters.verifiers.taskset import benchmark_docs

    reads = []
    real = benchgrade.gsm8k.data.load_docs
    monkeypatch.setattr(benchgrade.gsm8k.data, "load_docs", lambda *a: reads.append(a) or real(*a))
    benchmark_docs.cache_clear()
    config = vf.resolve_env_config({"taskset": {"id": "benchgrade-gsm8k", "split": "test",
                                                "data_dir": str(TEST_DATA)}})
    env = vf.load_environment(config)
    assert reads == []
    first = list(env.taskset)
    second = list(vf.load_environment(config).taskset)
    assert len(reads) == 1 and [t.key for t in first] == [t.key for t in second]
    benchmark_docs.cache_clear()


def test_prompt_styles_and_olmes_shots():
    chat = load_tasks("benchgrade-gsm8k", num_items=1)[0]
    assert "Answer: N" in chat.data.prompt and "Question:" not in chat.data.prompt
    olmes = load_tasks("benchgrade-gsm8k", num_items=1, prompt_style="olmes", shots="olmes")[0]
    zero = load_tasks("benchgrade-gsm8k", num_items=1, prompt_style="olmes")[0]
    assert olmes.data.prompt.count("So the answer is") == benchgrade.gsm8k.prompts.NUM_SHOTS
    assert olmes.data.prompt.endswith(zero.data.prompt) and zero.data.prompt.startswith("Question: ")
    bbh = load_tasks("benchgrade-bbh", num_items=1, prompt_style="olmes", shots=3)[0]
    assert bbh.data.prompt.count("Question: ") == benchgrade.bbh.prompts.NUM_SHOTS + 1
    mmlu = load_tasks("benchgrade-mmlu", num_items=1, prompt_style="olmes", shots="olmes")[0]
    assert mmlu.data.prompt.count("\nAnswer:") == 6  # five dev shots read from tests/data + the item
    # the oracle for an OLMES-style prompt writes the way the shots do; validate accepts it
    assert all(asyncio.run(t.validate(None)) for t in (olmes, zero, bbh, mmlu))


@pytest.mark.parametrize("reply", [
    "Answer: A or C",
    "The answer could be (A), (B), (C) or (D).",
    "Answer: A, B, C, D",
    "**Answer:** B and D",
    "",
    "I am not sure.",
])
def test_hedged_or_empty_mc_replies_get_zero(reply):
    task = next(t for t in load_tasks("benchgrade-mmlu") if t.data.gold in "BD")
    assert _reward(task, reply) == 0.0


def test_several_different_boxed_answers_get_zero():
    task = load_tasks("benchgrade-gsm8k", num_items=1)[0]
    gold = task.data.gold
    assert _reward(task, f"\\boxed{{{gold}}}") == 1.0
    assert _reward(task, f"Either \\boxed{{{int(gold) + 1}}} or \\boxed{{{gold}}}.") == 0.0
    assert _reward(task, f"\\boxed{{{gold}}} \\boxed{{{int(gold) - 3}}}") == 0.0


def test_metrics_extraction_truncation_and_olmes():
    gsm = load_tasks("benchgrade-gsm8k", num_items=1)[0]
    gold = gsm.data.gold
    assert _metrics(gsm, f"So the answer is {gold}.") == {
        "extraction_failed": 0.0, "weak_evidence": 0.0, "truncated": 0.0, "olmes_correct": 1.0}
    # an answer read only from the concluding sentence is reported as weak evidence
    assert _metrics(gsm, f"She sells the eggs.\n\nSo Janet makes ${gold} every day.")["weak_evidence"] == 1.0
    cut = _metrics(gsm, "Let me compute: first 16 - 3", truncated=True)
    assert cut["truncated"] == 1.0 and _reward(gsm, "Let me compute: first 16 - 3", truncated=True) == 0.0
    assert _metrics(gsm, "I don't know.")["extraction_failed"] == 1.0
    assert _metrics(gsm, "<think>unfinished reasoning, answer is " + gold)["truncated"] == 1.0

    mmlu = load_tasks("benchgrade-mmlu", num_items=1)[0]
    assert set(_metrics(mmlu, "Answer: A")) == {"extraction_failed", "weak_evidence", "truncated"}  # no OLMES spec
    bbh = load_tasks("benchgrade-bbh", num_items=1)[0]
    assert "olmes_correct" in _metrics(bbh, "Answer: " + bbh.data.gold)


@pytest.mark.parametrize("env_id", ENV_IDS)
def test_ids_collide_with_no_builtin_taskset_or_harness(env_id):
    from importlib.util import find_spec

    from verifiers.v1.utils.loaders import builtin_harness_ids

    module = env_id.replace("-", "_")
    assert find_spec(f"verifiers.v1.tasksets.{module}") is None  # the loader would pick that first
    assert module not in builtin_harness_ids()
    assert importlib.import_module(module).__file__.startswith(str(TEST_DATA.parents[1] / "environments"))
