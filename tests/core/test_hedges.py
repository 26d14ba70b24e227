"""The hedge suite through the core: every hedge scores 0 (``multiple_answers``), every
honest control scores 1. Cases and the decisions behind them: :mod:`tests.core.hedge_cases`."""
from __future__ import annotations

import pytest

from benchgrade import grade
from benchgrade.grading import question_of
from tests.core.hedge_cases import CASES, CONTROLS, HEDGES, HOST_CASES


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_hedge_scores_zero_and_control_scores_one(case):
    r = case.row
    v = grade(r["benchmark"], case.reply, r["gold"], subtask=r.get("subtask"), choices=r.get("choices") or None,
              question=question_of(r))
    assert (int(v.correct), v.category.value) in {(case.score, c) for c in case.categories}, (
        f"\n--- {case.kind} on {r.get('id', r)} (gold {r['gold']!r})\n{case.reply}\n--- verdict {v}")


def test_suite_is_complete():
    names = [c.name for c in CASES]
    assert len(set(names)) == len(names)
    assert len(HEDGES) >= 60 and len(CONTROLS) >= 40
    assert {c.kind for c in CASES} == {"hedge", "control"}
    assert len(HOST_CASES) >= len(CASES) - 15  # only the inline rows (numeric, a word list, units, reused numbers) stay core-only
