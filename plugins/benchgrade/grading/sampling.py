"""Sampling metrics over n graded samples of one item: pass@k and maj@k, as OLMES computes them.

Host adapters (the lm-eval metric plugins, verifiers reports) call these with what
the graders produced, so every host reports the same numbers.

* pass@k: OLMES ``estimate_pass_at_k_1doc`` (``oe_eval/metrics/metric_utils.py``), the
  unbiased estimator ``1 - C(n-c, k) / C(n, k)`` computed as
  ``1 - prod(1 - k / arange(n - c + 1, n + 1))``; ``0.0`` when ``n < k``, ``1.0`` when
  ``n - c < k``. The product is taken left to right like ``np.prod`` on these short
  arrays, so the float is bit-identical to OLMES's.
* maj@k: OLMES ``MajAtK.process_one_doc``: ``Counter(answers[:k]).most_common(1)[0][0]``
  -- ties go to the answer seen first -- then the voted answer is compared with the
  gold by the benchmark's own match (for OLMES GSM8k: :func:`benchgrade.gsm8k.olmes.matches`,
  i.e. the EM normalisation; votes are on the raw extracted strings, so ``18`` and
  ``18.00`` are different votes, as in OLMES).
"""
from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Hashable, Sequence


def _check_count(name: str, value, minimum: int) -> None:
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"{name} must be an int, got {type(value).__name__}")
    if value < minimum:
        raise ValueError(f"{name} must be >= {minimum}, got {value}")


def pass_at_k(n: int, c: int, k: int) -> float:
    """Unbiased pass@k from ``n`` samples of which ``c`` are correct (OLMES formula)."""
    _check_count("n", n, 0)
    _check_count("c", c, 0)
    _check_count("k", k, 1)
    if c > n:
        raise ValueError(f"c (correct samples) must be <= n (samples); got c={c}, n={n}")
    if n < k:
        return 0.0
    if n - c < k:
        return 1.0
    product = 1.0
    for i in range(n - c + 1, n + 1):
        product *= 1.0 - k / i
    return 1.0 - product


def pass_at_k_from_flags(correct: Sequence[bool], k: int) -> float:
    """pass@k from per-sample correctness flags (or 0/1 scores) of one item."""
    return pass_at_k(len(correct), sum(1 for flag in correct if flag), k)


def majority_answer(answers: Sequence[Hashable], k: int) -> Hashable:
    """The most common of the first ``k`` answers; a tie goes to the one seen first."""
    _check_count("k", k, 1)
    if len(answers) == 0:
        raise ValueError("answers must not be empty")
    return Counter(answers[:k]).most_common(1)[0][0]


def maj_at_k(answers: Sequence[str | None], gold: str, k: int, *,
             match: Callable[[str, str], bool] | None = None) -> float:
    """maj@k of one item: 1.0 if the majority of the first ``k`` extracted answers matches ``gold``.

    ``match(answer, gold)`` decides equality (default: ``==``); a ``None`` answer (nothing
    extracted) can win the vote and then scores 0.0.
    """
    voted = majority_answer(answers, k)
    if voted is None:
        return 0.0
    same = match(voted, gold) if match is not None else voted == gold
    return 1.0 if same else 0.0


def sample_metrics(answers: Sequence[Hashable], correct: Sequence[bool], *,
                   pass_ks: Sequence[int] = (1, 2, 4, 8), maj_ks: Sequence[int] = (1, 2, 4, 8)) -> dict[str, float]:
    """OLMES's per-item metrics over n graded samples (in sample order).

    ``answers[i]`` is what sample i's extraction returned (the vote) and ``correct[i]`` its
    grade. Returns ``exact_match`` (first sample only, as OLMES), ``pass_at_<k>`` and
    ``maj_at_<k>``. The voted answer's score is the grade of the first sample that gave
    it: OLMES re-matches the voted string against the gold with the same function that
    graded that sample, so the result is the same without grading twice.
    """
    if len(answers) != len(correct):
        raise ValueError(f"answers and correct must have the same length; got {len(answers)} and {len(correct)}")
    if len(answers) == 0:
        raise ValueError("answers must not be empty")
    metrics = {"exact_match": 1.0 if correct[0] else 0.0}
    for k in pass_ks:
        metrics[f"pass_at_{k}"] = pass_at_k_from_flags(correct, k)
    for k in maj_ks:
        voted = majority_answer(answers, k)
        metrics[f"maj_at_{k}"] = 1.0 if correct[list(answers).index(voted)] else 0.0
    return metrics
