"""The verdict every grader returns, whatever the benchmark or host.

Hosts translate a verdict into their own currency (an lm-eval metric value, a
verifiers reward); they never re-grade. Keeping the failure category next to
the boolean lets reports separate "the model was wrong" from "we could not find
an answer" and from "the model ran out of tokens".
"""
from __future__ import annotations

from dataclasses import dataclass
from enum import Enum


class Category(str, Enum):
    """Why a reply scored what it scored."""

    CORRECT = "correct"
    WRONG_ANSWER = "wrong_answer"          # an answer was found and it differs from the gold
    NO_ANSWER = "no_answer"                # nothing answer-like could be located
    MULTIPLE_ANSWERS = "multiple_answers"  # the final statement names several different answers
    TRUNCATED = "truncated"                # the reply was cut off (unclosed <think>, max tokens) before answering


MODES = ("robust", "olmes", "olmo_eval")

#: How the final answer was found, strongest evidence first (see :mod:`benchgrade.grading.answer`):
#: an explicit statement ("The answer is B", ``\\boxed{B}``), an answer block (a heading or label
#: with the answer on the following lines, ``<answer>``, ``{"answer": …}``, a final channel), the
#: conclusion (the last sentences name exactly one valid answer), a last-mention fallback in the
#: final paragraph, or nothing. "conclusion" and "fallback" are the weaker layers that hosts report.
DECIDED_BY = ("statement", "block", "conclusion", "fallback", "none")
WEAK_LAYERS = ("conclusion", "fallback")


@dataclass(frozen=True, slots=True)
class Verdict:
    """Outcome of grading one reply against one gold answer.

    ``extracted`` is the answer as compared (after normalisation), or ``None``
    when nothing was found. ``correct`` is the decision; ``category`` says why.
    """

    correct: bool
    extracted: str | None
    category: Category
    mode: str = "robust"
    decided_by: str = "none"

    @property
    def score(self) -> float:
        return 1.0 if self.correct else 0.0

    @property
    def extraction_failed(self) -> bool:
        return self.extracted is None

    def as_dict(self) -> dict:
        return {
            "correct": self.correct,
            "extracted": self.extracted,
            "category": self.category.value,
            "mode": self.mode,
            "decided_by": self.decided_by,
        }

    @property
    def weak_evidence(self) -> bool:
        """The answer was read from the conclusion or the last-mention fallback, not a statement."""
        return self.decided_by in WEAK_LAYERS

    @classmethod
    def judge(cls, extracted: str | None, correct: bool, mode: str = "robust",
              *, truncated: bool = False, ambiguous: bool = False, decided_by: str = "none") -> "Verdict":
        """Build a verdict, deriving the category from what was found."""
        if extracted is None and not ambiguous:
            decided_by = "none"
        if correct and extracted is not None and not ambiguous:
            return cls(True, extracted, Category.CORRECT, mode, decided_by)
        if ambiguous:
            category = Category.MULTIPLE_ANSWERS
        elif extracted is None:
            category = Category.TRUNCATED if truncated else Category.NO_ANSWER
        else:
            category = Category.WRONG_ANSWER
        return cls(False, extracted, category, mode, decided_by)
