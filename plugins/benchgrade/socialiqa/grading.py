"""SocialIQA, generative (chat) answers, ``robust`` mode: one of three options, A–C."""
from __future__ import annotations

from benchgrade.grading.graders import grade_choice
from benchgrade.grading.verdict import Verdict

N_OPTIONS = 3


def grade(reply: str, gold: str, *, subtask=None, choices=None, truncated: bool = False,
          question: str | None = None) -> Verdict:
    return grade_choice(reply, gold, n_options=N_OPTIONS, choices=choices, truncated=truncated)
