"""GSM8k graded exactly as OLMES ``gsm8k::olmo3:n8:v2`` grades it, quirks included.

Source: allenai/olmes ``oe_eval/tasks/oe_eval_tasks/gsm8k.py`` (``GSM8K._extract_answer``
without ``answer_regexes``, and ``_clean_short_answer``) and the task's effective
``metric_kwargs`` (see ``../shared/reference/olmes-protocol.md`` §1.3 and §5):

* extraction: remove commas between digits (non-overlapping, so ``1,2,3`` -> ``12,3``),
  then the LAST match of ``[-+]?\\d*\\.\\d+|\\d+`` anywhere in the continuation; no
  number -> the whole comma-fixed continuation. The integer branch has no sign, so
  ``-5`` reads as ``5``; ``18.00`` stays ``18.00``.
* gold: the same function applied to ``answer.split("####")[-1].strip()``, so a gold
  ``-3`` is ``3`` too (and a reply ``-3`` or ``3`` is right).
* match: ``exact_match_hf_evaluate`` with ``regexes_to_ignore`` =
  ``[",", "\\$", "(?s).*#### ", "\\.$"]`` and ``ignore_case`` (no punctuation folding).

These regexes are OLMES's own, run with Python ``re`` as OLMES runs them; all three
are linear (the ``#### `` one via a proven-equivalent linear removal, see
:mod:`benchgrade.grading.olmes_match`), and the reply is bounded by
:func:`~benchgrade.grading.olmes_match.bound_reply`.
"""
from __future__ import annotations

import re

from benchgrade.grading.olmes_match import bound_reply, exact_match
from benchgrade.grading.sampling import sample_metrics as _sample_metrics
from benchgrade.grading.verdict import Verdict

#: ``metric_kwargs["regexes_to_ignore"]`` of ``gsm8k::olmo3:n8:v2`` (class default, kept by the merge).
REGEXES_TO_IGNORE = (",", "\\$", "(?s).*#### ", "\\.$")

_COMMA_BETWEEN_DIGITS = re.compile(r"(\d),(\d)")
_NUMBER = re.compile(r"[-+]?\d*\.\d+|\d+")


def _last_number_or_text(text: str) -> tuple[str, bool]:
    """OLMES ``_clean_short_answer``; also says whether a number was found."""
    output = _COMMA_BETWEEN_DIGITS.sub(r"\1\2", text)
    numbers = _NUMBER.findall(output)
    if numbers:
        return numbers[-1], True
    return output, False


def extract(reply: str) -> str:
    """The answer string OLMES extracts from ``reply`` (what ``maj@k`` votes on)."""
    return _last_number_or_text(bound_reply(reply))[0]


def clean_gold(gold: str) -> str:
    """OLMES's label: the full GSM8k answer (``... #### 18``) or a bare ``18`` both give ``18``.

    Idempotent, so already-cleaned golds may be passed again.
    """
    return _last_number_or_text(gold.split("####")[-1].strip())[0]


def matches(answer: str, gold: str) -> bool:
    """OLMES exact match of an extracted ``answer`` against ``gold`` (raw or cleaned)."""
    return exact_match(answer, clean_gold(gold), regexes_to_ignore=REGEXES_TO_IGNORE, ignore_case=True)


def grade(reply: str, gold: str, *, subtask: str | None = None, choices=None,
          truncated: bool = False, question: str | None = None) -> Verdict:
    """Grade one reply the OLMES way. ``subtask`` and ``choices`` do not exist for GSM8k.

    The verdict's ``extracted`` is the number OLMES compared; when the reply has no
    number OLMES compares the whole reply (never equal to a numeric gold), and the
    verdict reports that as no answer.
    """
    answer, found_number = _last_number_or_text(bound_reply(reply))
    correct = matches(answer, gold)
    return Verdict.judge(answer if (found_number or correct) else None, correct,
                         mode="olmes", truncated=truncated)


def sample_metrics(replies: list[str], gold: str, *, pass_ks=(1, 2, 4, 8), maj_ks=(1, 2, 4, 8)) -> dict[str, float]:
    """``gsm8k::olmo3:n8:v2``'s per-item metrics from its n sampled replies (in sample order):
    ``exact_match`` (first sample), ``pass_at_{1,2,4,8}``, ``maj_at_{1,2,4,8}``.

    Votes are on OLMES's extracted strings -- a number-free reply votes with its whole
    text, as in OLMES -- not on the verdicts' ``extracted``.
    """
    answers = [extract(reply) for reply in replies]
    return _sample_metrics(answers, [matches(answer, gold) for answer in answers], pass_ks=pass_ks, maj_ks=maj_ks)
