"""The verifiers reward and the lm-eval chat-variant score agree on every reply.

Same rows (matched by dataset id), same scripted replies: the reward of the
environment's task and the ``acc`` that lm-eval's chat task computes through its
real filter (:class:`GradeReplies`, robust mode) and ``process_results``
(:func:`metrics.chat`) must be equal on every row, including hedged, multi-boxed,
unfinished and empty replies.
"""
from __future__ import annotations

import asyncio
from types import SimpleNamespace

import pytest

from tests.conftest import TEST_DATA
from tests.verifiers.conftest import ENV_IDS, load_tasks
from tests.verifiers.replies import oracle, wrong

lm_eval_docs = pytest.importorskip("benchgrade.adapters.lm_eval.docs")
from benchgrade.adapters.lm_eval import metrics as lm_metrics  # noqa: E402
from benchgrade.adapters.lm_eval.filters import GradeReplies  # noqa: E402


def scripted_replies(row: dict, index: int) -> list[str]:
    """Oracle and wrong answers in several shapes, plus the replies reward hackers send."""
    gold = row["gold"]
    replies = [oracle(row, index + v) for v in range(3)] + [wrong(row, index + v) for v in range(2)]
    replies += [
        f"Answer: {gold} or {wrong(row, 0).split()[-1]}",
        f"\\boxed{{{gold}}} but maybe \\boxed{{{wrong(row, 0).split()[-1]}}}",
        f"<think>I think the answer is {gold}",  # unfinished reasoning, no final answer
        "",
        "I cannot determine the answer.",
    ]
    if row.get("choices"):
        letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"[: len(row["choices"])]
        replies.append("Answer: " + ", ".join(letters))  # list every option
    return replies


@pytest.mark.parametrize("env_id", ENV_IDS)
def test_verifiers_reward_equals_lm_eval_chat_verdict(env_id):
    benchmark = ENV_IDS[env_id]
    split = "validation" if benchmark == "socialiqa" else "test"  # the slices' largest split
    tasks = load_tasks(env_id, split=split)
    # lm-eval has one task per BBH subtask / MMLU subject; a task's `name` is that subset.
    subsets = sorted({t.data.name for t in tasks}) if benchmark in ("bbh", "mmlu") else [None]
    docs = {d["id"]: d for subset in subsets
            for d in lm_eval_docs.dataset(benchmark, subset, split=split, data_dir=str(TEST_DATA))["test"]}
    assert {t.key for t in tasks} == set(docs)

    grade_filter = GradeReplies(benchmark=benchmark, mode="robust")
    compared, disagreements, rewards = 0, [], set()
    for index, task in enumerate(tasks):
        doc = docs[task.key]
        replies = scripted_replies(task.data.model_dump(), index)
        verdicts = grade_filter.apply([[reply] for reply in replies], [doc] * len(replies))
        for reply, verdict in zip(replies, verdicts):
            lm_eval_acc = lm_metrics.chat(doc, [verdict])["acc"]
            trace = SimpleNamespace(last_reply=reply.strip(), is_truncated=False)
            reward = asyncio.run(task.correct(trace))
            rewards.add(reward)
            compared += 1
            if reward != lm_eval_acc:
                disagreements.append((task.key, reply, reward, lm_eval_acc))
    assert not disagreements, disagreements[:10]
    assert compared >= 100 and rewards == {0.0, 1.0}
    print(f"\n[verifiers] {env_id}: reward == lm-eval chat acc on {compared} replies")
