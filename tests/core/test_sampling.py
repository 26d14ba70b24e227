"""pass@k and maj@k as OLMES computes them.

pass@k is checked against the combinatorial definition 1 - C(n-c,k)/C(n,k) (exact
rationals) and bit-for-bit against OLMES's numpy formula; maj@k against hand-worked
votes, including OLMES's tie rule (first seen) and its raw-string voting.
"""
from __future__ import annotations

from fractions import Fraction
from math import comb

import numpy as np
import pytest

from benchgrade.grading.sampling import majority_answer, maj_at_k, pass_at_k, pass_at_k_from_flags
from benchgrade.gsm8k import olmes as gsm8k_olmes


def olmes_numpy_pass_at_k(n, c, k):
    """OLMES ``estimate_pass_at_k_1doc`` (metric_utils.py), run with numpy."""
    if n < k:
        return 0.0
    if n - c < k:
        return 1.0
    return 1.0 - np.prod(1.0 - k / np.arange(n - c + 1, n + 1))


@pytest.mark.parametrize("n", [1, 2, 4, 8, 16, 32])
def test_pass_at_k_is_bit_identical_to_olmes_and_close_to_the_exact_value(n):
    for c in range(n + 1):
        for k in range(1, n + 2):
            ours = pass_at_k(n, c, k)
            assert ours == olmes_numpy_pass_at_k(n, c, k), (n, c, k)
            if k <= n:
                exact = 1 - Fraction(comb(n - c, k), comb(n, k))
                assert abs(ours - float(exact)) < 1e-12, (n, c, k)


def test_pass_at_k_by_hand():
    assert pass_at_k(8, 2, 1) == pytest.approx(0.25)          # pass@1 = c/n
    assert pass_at_k(8, 2, 2) == pytest.approx(1 - 15 / 28)    # C(6,2)/C(8,2)
    assert pass_at_k(8, 0, 8) == 0.0 and pass_at_k(8, 1, 8) == 1.0
    assert pass_at_k(4, 4, 8) == 0.0                           # n < k: OLMES returns 0
    assert pass_at_k_from_flags([True, False, 1, 0, 0, 0, 0, 0], 1) == 0.25


@pytest.mark.parametrize("args, error, name", [
    ((8, 9, 1), ValueError, "c"), ((8, -1, 1), ValueError, "c"), ((8, 1, 0), ValueError, "k"),
    ((8.0, 1, 1), TypeError, "n"), ((8, True, 1), TypeError, "c"),
])
def test_pass_at_k_rejects_bad_arguments_by_name(args, error, name):
    with pytest.raises(error, match=rf"^{name}\b"):
        pass_at_k(*args)


def test_majority_vote_ties_go_to_the_first_seen():
    assert majority_answer(["3", "5", "5", "3"], 4) == "3"
    assert majority_answer(["3", "5", "5", "3"], 3) == "5"
    assert majority_answer(["7"], 8) == "7"                    # k beyond n uses what there is
    with pytest.raises(ValueError, match="answers"):
        majority_answer([], 1)


def test_maj_at_k_with_olmes_gsm8k_normalisation():
    # Votes are on raw extracted strings: "18.00" and "18" are different votes, as in OLMES.
    answers = [gsm8k_olmes.extract(r) for r in
               ["So the answer is 18.00", "So the answer is 17.", "So the answer is $18.", "So the answer is 17"]]
    assert answers == ["18.00", "17", "18", "17"]
    assert maj_at_k(answers, "18", 1, match=gsm8k_olmes.matches) == 0.0   # 18.00 != 18
    assert maj_at_k(answers, "18", 2, match=gsm8k_olmes.matches) == 0.0   # tie -> "18.00" seen first
    assert maj_at_k(answers, "#### 17", 4, match=gsm8k_olmes.matches) == 1.0
    # Only the gold is re-cleaned ("-5" -> "5"); votes are compared as extracted.
    assert maj_at_k([gsm8k_olmes.extract("So -5")], "-5", 1, match=gsm8k_olmes.matches) == 1.0
    assert maj_at_k(["-5"], "-5", 1, match=gsm8k_olmes.matches) == 0.0
    assert maj_at_k([None, None, "4"], "4", 3) == 0.0               # "no answer" can win the vote
    assert maj_at_k(["4", None], "4", 2) == 1.0


def test_gsm8k_olmes_sample_metrics_by_hand():
    # 8 samples, gold 18: correct are #2, #5, #6 (c = 3); votes: "17" x3 (first at #1), "18" x3, "18.00", text.
    replies = ["So the answer is 17.", "So the answer is $18.", "So the answer is 17", "So the answer is 18.00",
               "It is 18", "18", "no idea", "So the answer is 17."]
    metrics = gsm8k_olmes.sample_metrics(replies, "#### 18")
    assert metrics["exact_match"] == 0.0                                   # the first sample only
    assert metrics["pass_at_1"] == pytest.approx(3 / 8)
    assert metrics["pass_at_2"] == pytest.approx(1 - comb(5, 2) / comb(8, 2))  # 1 - 10/28
    assert metrics["pass_at_4"] == pytest.approx(1 - comb(5, 4) / comb(8, 4))  # 1 - 5/70
    assert metrics["pass_at_8"] == 1.0
    assert metrics["maj_at_1"] == 0.0                                      # "17"
    assert metrics["maj_at_2"] == 0.0                                      # tie 17/18 -> "17" seen first
    assert metrics["maj_at_4"] == 0.0                                      # 17 x2, 18 x1, 18.00 x1
    assert metrics["maj_at_8"] == 0.0                                      # 17 x3 vs 18 x3 -> first seen "17"
    assert gsm8k_olmes.sample_metrics(replies[1:], "18")["maj_at_8"] == 1.0  # 18 x3 (first at #1) vs 17 x2


def test_sample_metrics_rejects_mismatched_lengths():
    from benchgrade.grading.sampling import sample_metrics
    with pytest.raises(ValueError, match="same length"):
        sample_metrics(["1", "2"], [True])
