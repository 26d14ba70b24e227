"""GSM8k in ``olmes`` mode: OLMES ``gsm8k::olmo3:n8:v2`` extraction and matching, quirks included.

Expected values are worked by hand from ``olmes-protocol.md`` §5 (last number
anywhere after removing digit-commas; unsigned integers; EM after removing ``,``,
``$``, everything through ``#### ``, one trailing ``.``; case folded).
"""
from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import benchgrade
from benchgrade.grading import Category
from benchgrade.gsm8k import olmes
from tests.conftest import TEST_DATA


def grade(reply, gold):
    return benchgrade.grade("gsm8k", reply, gold, mode="olmes")


@pytest.mark.parametrize("reply, gold, extracted, correct", [
    (" … So the answer is $1,250.", "1250", "1250", True),
    ("So the answer is 18.00", "18", "18.00", False),     # no numeric normalisation
    ("So the answer is 0.5", ".5", "0.5", False),
    ("So the answer is .5", ".5", ".5", True),
    ("So the answer is -5.", "-5", "5", True),             # "-5" reads as 5, and so does the gold
    ("So the answer is 5.", "-5", "5", True),              # ... so the wrong sign still scores
    ("So the answer is \u22123.", "-3", "3", True),        # U+2212 is not a sign to OLMES either
    ("So the answer is -0.5", "-0.5", "-0.5", True),       # decimals keep their sign
    ("So the answer is 0.5", "-0.5", "0.5", False),
    ("Total 1,234,567 apples.", "1234567", "1234567", True),
    ("Count 1,2,3", "3", "3", True),                       # "1,2,3" -> "12,3": last number 3
    ("So the answer is 18. Check: 20 - 2 = 18, plus 3 spare.", "18", "3", False),  # last number anywhere
    ("#### 72", "72", "72", True),
    ("So the answer is 72 dollars", "Natalia sold 48/2 = <<48/2=24>>24 clips.\n#### 72", "72", True),
    ("So the answer is 1,000.", "1,000", "1000", True),
])
def test_hand_worked_examples(reply, gold, extracted, correct):
    verdict = grade(reply, gold)
    assert (verdict.extracted, verdict.correct, verdict.mode) == (extracted, correct, "olmes")
    assert verdict.category == (Category.CORRECT if correct else Category.WRONG_ANSWER)


def test_reply_without_a_number_is_no_answer_but_extract_keeps_olmes_string():
    verdict = grade("I cannot tell, sorry.", "18")
    assert (verdict.correct, verdict.extracted, verdict.category) == (False, None, Category.NO_ANSWER)
    # OLMES's "answer" is then the whole (comma-fixed) continuation; maj@k votes on it.
    assert olmes.extract("I cannot tell, sorry.") == "I cannot tell, sorry."
    assert grade("I ran out of tokens", "18").category is Category.NO_ANSWER
    assert benchgrade.grade("gsm8k", "I ran out", "18", mode="olmes", truncated=True).category is Category.TRUNCATED


def test_gold_cleaning_matches_olmes_label():
    assert olmes.clean_gold("Janet sells 16 - 3 - 4 = <<16-3-4=9>>9 duck eggs.\n#### 18") == "18"
    assert olmes.clean_gold("-3") == "3"
    assert olmes.clean_gold("1,000") == "1000"
    for gold in ("18", "-3", "1,000", ".5", "x #### -2.5"):
        assert olmes.clean_gold(olmes.clean_gold(gold)) == olmes.clean_gold(gold)  # idempotent


def test_matches_is_the_em_used_for_votes():
    assert olmes.matches("18", "#### 18") and not olmes.matches("18.00", "18")


def test_committed_gsm8k_slice_golds_match_themselves():
    """Every real gold in tests/data, answered in OLMES's own few-shot style, is graded correct."""
    path = TEST_DATA / "gsm8k" / "test.jsonl"
    rows = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
    assert rows, f"no rows in {path}"
    for row in rows:
        short = row["answer"].split("####")[-1].strip()
        verdict = grade(f" Let me compute. So the answer is {short}.", row["answer"])
        assert verdict.correct, (short, verdict)


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=300))
def test_any_text_gets_a_verdict(reply):
    verdict = grade(reply, "42")
    assert verdict.mode == "olmes" and isinstance(verdict.correct, bool)


@pytest.mark.parametrize("reply", [
    "9" * 1_000_000,
    "1," * 500_000,
    "-." * 500_000,
    "#### " * 200_000,
    ".5" * 500_000 + " So the answer is 7.",
])
def test_adversarial_megabyte_replies_are_graded(reply):
    # Only the first MAX_REPLY_CHARS characters are read (far beyond any 512-token reply).
    verdict = grade(reply, "7")
    assert isinstance(verdict.correct, bool)


def test_reply_beyond_the_bound_is_read_up_to_the_bound_only():
    from benchgrade.grading.olmes_match import MAX_REPLY_CHARS
    head = "So the answer is 5. " + "x" * (MAX_REPLY_CHARS - 20)
    assert grade(head + " So the answer is 7.", "5").correct        # what a 512-token cut would have kept
    assert grade(head[:-10] + " is 7.", "7").correct               # within the bound: read whole
