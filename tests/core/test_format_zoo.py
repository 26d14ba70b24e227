"""The format zoo through the core: each right twin scores 1, each wrong twin and each
hedged twin scores 0.

One test per (answer kind, presentation, twin); the cases are built in
:mod:`tests.core.format_zoo` from public model-output conventions.
"""
from __future__ import annotations

from collections import Counter

import pytest

from benchgrade import Category, grade
from benchgrade.grading import question_of
from tests.core.format_zoo import HEDGED, KINDS, NON_ANSWERS, PRESENTATIONS, RIGHT, WRONG, cases

CASES = cases()
#: how a verdict's final answer was found (issue 8): the four reading layers, or nothing found
LAYERS = {"statement", "block", "conclusion", "fallback"}


def _grade(kind, reply):
    r = kind.row
    return grade(r["benchmark"], reply, r["gold"], subtask=r.get("subtask"), choices=r.get("choices") or None,
                 question=question_of(r))


@pytest.mark.parametrize("case", CASES, ids=[c.id for c in CASES])
def test_right_twin_is_correct_wrong_twin_is_wrong_and_hedged_twin_is_refused(case):
    v = _grade(case.kind, case.reply)
    assert v.correct is (case.twin == RIGHT) and v.category.value in case.expected, (
        f"\n--- reply ({case.presentation.convention})\n{case.reply}\n--- verdict {v}")
    if case.twin != HEDGED:  # an answer was read, so some layer read it
        assert getattr(v, "decided_by", None) in LAYERS, v


@pytest.mark.parametrize("kind", KINDS, ids=[k.name for k in KINDS])
@pytest.mark.parametrize("name", NON_ANSWERS)
def test_reply_that_commits_to_nothing_is_no_answer(kind, name):
    v = _grade(kind, NON_ANSWERS[name])
    assert not v.correct and v.category is Category.NO_ANSWER, f"{NON_ANSWERS[name]!r} -> {v}"
    assert getattr(v, "decided_by", None) == "none", v


def test_zoo_covers_every_kind_with_at_least_40_presentations():
    per_kind = Counter(c.kind.name for c in CASES if c.twin == RIGHT)
    assert len(PRESENTATIONS) >= 40
    assert set(per_kind) == {k.name for k in KINDS}
    assert min(per_kind.values()) >= 40, per_kind
    assert Counter(c.twin for c in CASES)[WRONG] == sum(per_kind.values())
    assert Counter(c.twin for c in CASES)[HEDGED] >= 35 * len(KINDS)
    assert len({c.id for c in CASES}) == len(CASES)
    for kind in KINDS:  # the twins really differ and the gold is the row's
        assert kind.right != kind.wrong
        assert kind.row["gold"]
