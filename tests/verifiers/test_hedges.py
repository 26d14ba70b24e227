"""The hedge suite through the verifiers reward, as prime-rl scores a rollout.

Tasks are loaded from the environment packages on the committed slices; the reward is
``task.correct(trace)``. Every hedge must earn 0 and every honest control 1 (cases:
:mod:`tests.core.hedge_cases`).
"""
from __future__ import annotations

import asyncio
from functools import lru_cache
from types import SimpleNamespace

import pytest

from tests.core.hedge_cases import HOST_CASES
from tests.core.slice_rows import locate
from tests.verifiers.conftest import load_tasks


@lru_cache(maxsize=None)
def _tasks(benchmark: str, split: str) -> dict:
    return {t.key: t for t in load_tasks(f"benchgrade-{benchmark}", split=split)}


@pytest.mark.parametrize("case", HOST_CASES, ids=[c.name for c in HOST_CASES])
def test_reward_is_zero_for_hedges_and_one_for_controls(case):
    benchmark, _, split = locate(case.source)
    task = _tasks(benchmark, split)[case.source]
    reward = asyncio.run(task.correct(SimpleNamespace(last_reply=case.reply, is_truncated=False)))
    assert reward == case.score, f"\n--- {case.kind} on {case.source} (gold {task.data.gold!r})\n{case.reply}"
