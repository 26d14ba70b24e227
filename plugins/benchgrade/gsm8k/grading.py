"""GSM8k (and any bare-number answer), ``robust`` mode.

The final answer is the last stated number (``the answer is``, ``####``,
``\\boxed{}``, ``Answer:``, a line that is only a number), else the last number
in the answer section — what a careful grader reads. Values compare as exact
rationals, so ``$1,250.`` = ``1250``, ``.5`` = ``0.5`` = ``1/2``, ``−3`` = ``-3``.
"""
from __future__ import annotations

from benchgrade.grading.graders import grade_number
from benchgrade.grading.verdict import Verdict


def grade(reply: str, gold: str, *, subtask=None, choices=None, truncated: bool = False,
          question: str | None = None) -> Verdict:
    return grade_number(reply, gold, truncated=truncated)
