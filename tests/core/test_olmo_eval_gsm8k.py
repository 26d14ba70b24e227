"""GSM8k in ``olmo_eval`` mode: allenai/olmo-eval's ``gsm8k:olmo3base`` extraction and matching.

Expected values are worked by hand from olmo-eval's rules (``src/olmo_eval/evals/tasks/gsm8k.py``:
commas between digits removed, the LAST match of ``[-+]?\\d*\\.\\d+|[-+]?\\d+``, gold through the
same function; ``ExactMatchScorer``: strip + lower-case, then ``==``) and from the cases olmo-eval's
own tests state for ``_extract_last_number`` (``-3`` stays ``-3``, ``+7`` stays ``+7``, ``.5``,
``1,000,000``). The real replies where the two references disagree are read from
``../shared/conformance`` at run time (never committed).
"""
from __future__ import annotations

import json

import pytest

import benchgrade
from benchgrade.grading import Category
from benchgrade.gsm8k import olmo_eval, olmes
from tests.conftest import CONFORMANCE


def grade(reply, gold, mode="olmo_eval"):
    return benchgrade.grade("gsm8k", reply, gold, mode=mode)


@pytest.mark.parametrize("reply, gold, extracted, correct", [
    ("The temperature dropped to -3 degrees.", "-3", "-3", True),   # sign kept (OLMES reads 3)
    ("So the answer is -5.", "5", "-5", False),                     # ... so a wrong sign is wrong
    ("The result is +7.", "7", "+7", False),                        # no sign folding: "+7" != "7"
    ("She has -2.5 dollars.", "-2.5", "-2.5", True),
    ("The population is 1,000,000.", "1000000", "1000000", True),
    ("He earned $2,500.", "2500", "2500", True),
    ("Step 1: 100 - 60 = 40. Step 2: 40 - 8 = 32.", "32", "32", True),
    (".5 liters", ".5", ".5", True),
    ("So the answer is 0.5", ".5", "0.5", False),                  # strings, not numbers
    ("So the answer is 18.00", "18", "18.00", False),
    ("5 - 3 = 2, so 10-8", "8", "-8", False),                       # a minus between numbers is a sign
    ("Count 1,2,3", "3", "3", True),                                # "1,2,3" -> "12,3" (non-overlapping)
    ("#### 72", "Natalia sold 48/2 = <<48/2=24>>24 clips.\n#### 72", "72", True),
])
def test_hand_worked_examples(reply, gold, extracted, correct):
    verdict = grade(reply, gold)
    assert (verdict.extracted, verdict.correct, verdict.mode) == (extracted, correct, "olmo_eval")
    assert verdict.category == (Category.CORRECT if correct else Category.WRONG_ANSWER)


def test_no_number_is_no_answer_and_truncation_is_reported():
    assert olmo_eval.extract("There is no number here.") is None and olmo_eval.extract("") is None
    verdict = grade("I cannot tell, sorry.", "18")
    assert (verdict.correct, verdict.extracted, verdict.category) == (False, None, Category.NO_ANSWER)
    truncated = benchgrade.grade("gsm8k", "Let me think", "18", mode="olmo_eval", truncated=True)
    assert truncated.category is Category.TRUNCATED


def test_gold_keeps_its_sign_and_cleaning_is_idempotent():
    assert olmo_eval.clean_gold("x = <<3-6=-3>>-3 degrees.\n#### -3") == "-3"
    assert olmo_eval.clean_gold("1,200") == "1200" and olmo_eval.clean_gold("no number") == "no number"
    for gold in ("18", "-3", "1,000", ".5", "x #### -2.5", "+4"):
        assert olmo_eval.clean_gold(olmo_eval.clean_gold(gold)) == olmo_eval.clean_gold(gold)


def test_mode_exists_for_gsm8k_only():
    with pytest.raises(ValueError, match="olmo_eval"):
        benchgrade.grade("bbh", "So the answer is True.", "True", subtask="boolean_expressions", mode="olmo_eval")
    assert "olmo_eval" in benchgrade.MODES


def test_pass_at_k_is_olmo_evals_estimator():
    # worked: n=8, c=2 -> pass@2 = 1 - C(6,2)/C(8,2) = 1 - 15/28; pass@8 = 1; none correct -> 0
    assert olmo_eval.pass_at_k(8, 2, 2) == pytest.approx(13 / 28)
    assert olmo_eval.pass_at_k(8, 2, 8) == 1.0 and olmo_eval.pass_at_k(8, 0, 4) == 0.0
    assert olmo_eval.pass_at_k(2, 1, 4) == 1.0  # k clamped to n (OLMES would report 0 for n < k)
    metrics = olmo_eval.sample_metrics([False, True, False, False, False, False, False, False])
    assert metrics == {"exact_match": 0.0, "pass_at_1": pytest.approx(1 / 8), "pass_at_2": pytest.approx(1 / 4),
                       "pass_at_4": pytest.approx(1 / 2), "pass_at_8": 1.0}


def test_long_adversarial_input_is_read_in_one_pass():
    """The extraction regex tries one start per run of digits (a quadratic regex would hang here);
    like the OLMES mode it reads the first 64 KiB of a reply."""
    assert olmo_eval.extract("9" * 60_000) == "9" * 60_000
    assert olmo_eval.extract("-+" * 30_000 + "1") == "+1"
    assert olmo_eval.extract("1." * 30_000 + "5") == ".5"
    assert olmo_eval.extract("7" * 70_000 + " so -1") == "7" * 65_536  # the part after 64 KiB is not read


# -- real replies where olmo-eval and OLMES read differently ---------------------------------------

@pytest.mark.shared_reference
def test_real_replies_where_the_references_differ():
    """Every real GSM8k reply of ../shared/conformance on which the two references' extraction differs.

    OLMES drops an integer's sign, and compares the whole reply when it holds no number; olmo-eval
    keeps the sign, and finds no answer. Nothing else may differ: the same last number otherwise.
    """
    path = CONFORMANCE / "real_replies_gsm8k.jsonl"
    rows = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
    assert len(rows) > 2000, f"{path}: expected the 2,546 real replies, found {len(rows)}"
    signed, numberless, scored_apart = [], [], []
    for row in rows:
        reply, gold = row["reply"], row["gold"]
        theirs_text, ours = olmes.extract(reply), olmo_eval.extract(reply)
        if ours == theirs_text:
            assert grade(reply, gold).correct == grade(reply, gold, mode="olmes").correct, reply[-200:]
            continue
        if ours is None:  # no digit at all: OLMES's "answer" is the whole reply, never a numeric gold
            numberless.append(reply)
            assert not any(ch.isdigit() for ch in reply) and theirs_text.strip()
        else:             # the same number; only the sign OLMES drops
            signed.append(reply)
            assert ours[0] in "+-" and ours[1:] == theirs_text, (ours, theirs_text)
        verdict, reference = grade(reply, gold), grade(reply, gold, mode="olmes")
        assert verdict.extracted == ours
        if verdict.correct != reference.correct:
            scored_apart.append((reply, verdict))
    assert len(signed) + len(numberless) >= 30 and signed and numberless, (len(signed), len(numberless))
    # where the scores differ, OLMES credits an answer whose sign it dropped (GSM8k golds are non-negative)
    assert scored_apart
    for reply, verdict in scored_apart:
        assert not verdict.correct and verdict.extracted.startswith("-"), (reply[-200:], verdict)
