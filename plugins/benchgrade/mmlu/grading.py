"""MMLU, generative (chat) answers, ``robust`` mode: the option letter the reply commits to.

Four options (A–D); ``subtask="mmlu_pro"`` or a ``choices`` list widens the range.
With the option texts known, an answer given as text ("The answer is Oxygen") counts too.
"""
from __future__ import annotations

from benchgrade.grading.graders import grade_choice
from benchgrade.grading.verdict import Verdict

N_OPTIONS = 4
MMLU_PRO_OPTIONS = 10


def grade(reply: str, gold: str, *, subtask=None, choices=None, truncated: bool = False,
          question: str | None = None) -> Verdict:
    n = MMLU_PRO_OPTIONS if subtask == "mmlu_pro" else N_OPTIONS
    return grade_choice(reply, gold, n_options=n, choices=choices, truncated=truncated)
