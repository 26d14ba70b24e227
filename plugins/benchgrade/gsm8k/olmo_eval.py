"""GSM8k graded as AI2's olmo-eval grades ``gsm8k:olmo3base`` (the successor of OLMES).

Why a second reference mode: the OLMo 3 report's numbers were produced with OLMES
(:mod:`benchgrade.gsm8k.olmes`); AI2's newer ``allenai/olmo-eval`` re-implements the same
task with byte-identical prompts and the same sampling, but extracts numbers differently.
Users comparing with either reference need both, named.

Source: allenai/olmo-eval ``src/olmo_eval/evals/tasks/gsm8k.py`` (``_extract_last_number``,
``_clean_short_answer``, the ``olmo3base`` variant), ``common/scorers/base.py``
(``ExactMatchScorer``) and ``common/metrics/base.py`` + ``common/utils.py`` (``PassAtKMetric``,
``compute_pass_at_k``):

* extraction: remove commas between digits (non-overlapping, as OLMES), then the LAST match
  of ``[-+]?\\d*\\.\\d+|[-+]?\\d+``: the sign is kept on integers too, so ``-5`` reads as
  ``-5`` (OLMES: ``5``) and ``+7`` as ``+7``. No number -> no answer (OLMES compares the
  whole reply instead; neither can equal a numeric gold).
* gold: the same regex applied to ``answer.split("####")[-1].strip()`` (the whole string
  when it has no number), so a gold ``-3`` stays ``-3``.
* match: ``ExactMatchScorer`` -- both sides stripped and lower-cased, then ``==``. Nothing
  else is folded: ``+7`` does not equal ``7``, ``18.00`` does not equal ``18``.
* metrics of ``gsm8k:olmo3base``: ``exact_match`` of the first sample and ``pass_at_{1,2,4,8}``
  (unbiased, olmo-eval's product ``1 - prod((n-c-i)/(n-i))``, ``k`` clamped to ``n``); no maj@k.

The regexes are linear (one start per run of digits; the decimal branch backtracks only
within that run) and the reply is bounded by :func:`~benchgrade.grading.olmes_match.bound_reply`,
as in the OLMES mode.
"""
from __future__ import annotations

import math
import re

from benchgrade.grading.olmes_match import bound_reply
from benchgrade.grading.verdict import Verdict

MODE = "olmo_eval"
#: pass@k values ``gsm8k:olmo3base`` reports.
PASS_KS = (1, 2, 4, 8)

_COMMA_BETWEEN_DIGITS = re.compile(r"(\d),(\d)")
_SIGNED_NUMBER = re.compile(r"[-+]?\d*\.\d+|[-+]?\d+")


def extract(reply: str) -> str | None:
    """olmo-eval ``_extract_last_number``: the last signed number, commas between digits removed; None without one."""
    numbers = _SIGNED_NUMBER.findall(_COMMA_BETWEEN_DIGITS.sub(r"\1\2", bound_reply(reply)))
    return numbers[-1] if numbers else None


def clean_gold(gold: str) -> str:
    """olmo-eval's label: ``_clean_short_answer`` of the text after the last ``####`` (idempotent)."""
    short = gold.split("####")[-1].strip()
    return extract(short) or short


def matches(answer: str | None, gold: str) -> bool:
    """olmo-eval ``ExactMatchScorer``: strip, lower-case, compare; no answer never matches."""
    return answer is not None and answer.strip().lower() == clean_gold(gold).strip().lower()


def grade(reply: str, gold: str, *, subtask: str | None = None, choices=None,
          truncated: bool = False, question: str | None = None) -> Verdict:
    """Grade one reply the olmo-eval way. ``subtask`` and ``choices`` do not exist for GSM8k."""
    answer = extract(reply)
    return Verdict.judge(answer, matches(answer, gold), mode=MODE, truncated=truncated)


def pass_at_k(n: int, c: int, k: int) -> float:
    """olmo-eval ``compute_pass_at_k``: the unbiased estimator with ``k`` clamped to ``n`` (OLMES
    returns 0 when ``n < k``), as the product olmo-eval writes (equal to OLMES's up to float rounding)."""
    if n == 0:
        return 0.0
    k = min(k, n)
    if n - c < k:
        return 1.0
    return 1.0 - math.prod((n - c - i) / (n - i) for i in range(k))


def sample_metrics(correct: list[bool], *, pass_ks=PASS_KS) -> dict[str, float]:
    """``gsm8k:olmo3base``'s per-item metrics from its samples' correctness, in sample order:
    ``exact_match`` (first sample) and ``pass_at_k``."""
    out = {"exact_match": 1.0 if correct and correct[0] else 0.0}
    for k in pass_ks:
        out[f"pass_at_{k}"] = pass_at_k(len(correct), sum(map(bool, correct)), k)
    return out
