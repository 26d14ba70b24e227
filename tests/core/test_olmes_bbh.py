"""BBH in ``olmes`` mode: OLMES ``bbh:cot::olmo3:heldout`` extraction and matching, quirks included.

Hand-worked cases follow ``olmes-protocol.md`` §7. A differential test runs the
plain OLMES algorithm (every template through ``re.findall``, no shortcuts) as an
oracle against the module, whose three linear stand-ins must not change any result.
"""
from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import benchgrade
from benchgrade.bbh import olmes, olmes_runs
from benchgrade.grading import Category
from tests.conftest import SHARED, needs_shared_reference


def grade(reply, gold, subtask):
    return benchgrade.grade("bbh", reply, gold, subtask=subtask, mode="olmes")


# --- the cascade, worked by hand ---------------------------------------------------------

@pytest.mark.parametrize("subtask, reply, extracted", [
    # template 1 ("therefore ... the answer is") wins over template 2 even though it comes first
    ("boolean_expressions", "Therefore, the answer is False. So the answer is True.", "False"),
    # within one template the LAST match wins
    ("boolean_expressions", "So the answer is True. Wait. So the answer is False.", "False"),
    # the first template that matches at all wins, even if a later one would match later text
    ("boolean_expressions", "so the answer is False, though the answer is True", "False"),
    # "(A)." defeats the \b-anchored templates; "so the answer is" does the work
    ("date_understanding", "So the answer is (A).", "(A)"),
    ("date_understanding", "Therefore, the answer is (B).", "(B)"),   # via "the answer is"
    ("date_understanding", "Answer: (C)", "(C)"),
    ("date_understanding", "(D) is correct", "(D)"),
    # bare letters are never found: the MC letter fallback is a non-raw "\b([A-Z])\b"
    ("snarks", "The answer is B.", ""),
    ("snarks", "\x08B\x08", "(B)"),                                  # ... it matches backspaces
    # the final (?i) fallback finds lower-case "(b)", re-wrapped after peeling the parentheses
    ("snarks", "I pick (b) here", "(b)"),
    ("snarks", "(A) or (B)?", "(B)"),
    ("boolean_expressions", "Answer: **True**", "True"),             # via the bare \b template
    ("boolean_expressions", "SO THE ANSWER IS TRUE", "TRUE"),
    ("formal_fallacies", "So the answer is invalid.", "invalid"),    # "valid" inside "invalid" is not taken
    ("navigate", "Not sure. Yes", "Yes"),                            # "No" needs a word boundary
    ("multistep_arithmetic_two", "So the answer is -5.", "-5"),
    ("object_counting", "I count 3 plus 4, so the answer is 7.", "7"),
    ("dyck_languages", "So the answer is ] ) } .", "] ) }"),        # trailing space stripped
    ("word_sorting", "So the answer is apple banana cherry.", "apple banana cherry"),
    ("word_sorting", "apple banana is correct", "apple banana"),
    ("ruin_names", "no option named at all", ""),
])
def test_cascade_by_hand(subtask, reply, extracted):
    assert olmes.extract(reply, subtask) == extracted


@pytest.mark.parametrize("subtask, reply, gold, correct", [
    ("date_understanding", "So the answer is (A).", "(A)", True),
    ("snarks", "I pick (b) here", "(B)", True),                     # case folded
    ("snarks", "The answer is B.", "(B)", False),                   # OLMES cannot read a bare letter
    ("boolean_expressions", "SO THE ANSWER IS TRUE", "True", True),
    ("multistep_arithmetic_two", "So the answer is 5.", "-5", True),  # "-" is punctuation: sign ignored
    ("dyck_languages", "So the answer is ] ) }.", "] ) }", True),
    ("dyck_languages", "So the answer is ])}.", "] ) }", False),    # no punctuation folding for dyck
    ("word_sorting", "So the answer is Apple banana.", "apple banana", True),
    ("formal_fallacies", "So the answer is valid.", "invalid", False),
])
def test_exact_match_after_extraction(subtask, reply, gold, correct):
    verdict = grade(reply, gold, subtask)
    assert verdict.correct is correct and verdict.mode == "olmes"
    assert verdict.category == (Category.CORRECT if correct else
                                Category.NO_ANSWER if verdict.extracted is None else Category.WRONG_ANSWER)


def test_nothing_found_is_no_answer_or_truncated():
    assert grade("The answer is B.", "(B)", "snarks").category is Category.NO_ANSWER
    truncated = benchgrade.grade("bbh", "The answer is B", "(B)", subtask="snarks", mode="olmes", truncated=True)
    assert truncated.category is Category.TRUNCATED


def test_gold_is_cleaned_like_the_olmes_label():
    assert olmes.clean_gold("(B)") == "(B)" and olmes.clean_gold("] ) }") == "] ) }"
    assert olmes.clean_gold("Let's think. So the answer is (A).") == "(A)"  # last character dropped


@pytest.mark.parametrize("subtask", [None, "bbh_snarks", "unknown_task"])
def test_unknown_subtask_is_a_clear_error(subtask):
    with pytest.raises(ValueError, match="subtask") as err:
        grade("So the answer is (A).", "(A)", subtask)
    assert repr(subtask) in str(err.value) and "word_sorting" in str(err.value)


def test_every_subtask_has_a_cascade_ending_in_the_final_fallback():
    assert len(olmes.SUBTASKS) == 27
    for subtask in olmes.SUBTASKS:
        patterns = olmes.cascade(subtask)
        ans, is_mc = olmes.answer_regex(subtask)
        assert patterns[-1].pattern == f"(?i)({ans})"
        assert len(patterns) == len(olmes.OLMO_3_REGEXES) + (2 if is_mc else 1)


# --- cross-check against the reference notes (the OLMES source as transcribed there) ------

@needs_shared_reference
def test_regex_lists_match_the_olmes_reference_notes_literally():
    notes = (SHARED / "reference" / "olmes-protocol.md").read_text(encoding="utf-8")
    section = notes[notes.index("## 7. BBH answer extraction"):notes.index("## 8.")]
    lines = section.splitlines()
    at = next(i for i, line in enumerate(lines) if "OLMO_3_REGEXES" in line and "cot::olmo3" in line)
    templates = re.findall(r"`([^`]+)`", lines[at + 1])
    assert tuple(templates) == olmes.OLMO_3_REGEXES
    # per-subtask shapes: "name[, name…] `regex`" groups in the first paragraph
    shape_list = section[section.index("boolean_expressions `"):section.index("all others")]
    shapes = {}
    for names, regex in re.findall(r"([a-z_, ]+) `([^`]+)`", shape_list):
        for name in names.replace(",", " ").split():
            shapes[name] = regex
    assert shapes == {k: v for k, v in olmes.SUBTASK_ANSWER_REGEX.items() if v != "MC"}
    mc_list = re.search(r"all others \(([^)]*)\)", section).group(1)
    for name in (k for k, v in olmes.SUBTASK_ANSWER_REGEX.items() if v == "MC"):
        assert name in mc_list or name.rsplit("_", 2)[0] + "_*" in mc_list, name
    assert '`"\\b([A-Z])\\b"` is appended' in section and "non-raw" in section
    assert "`(?i)($ANS$)`" in section


# --- the oracle: OLMES's algorithm with no shortcuts ---------------------------------------

def olmes_reference_extract(reply: str, subtask: str) -> str:
    ans, is_mc = olmes.answer_regex(subtask)
    templates = list(olmes.OLMO_3_REGEXES) + (["\b([A-Z])\b"] if is_mc else []) + ["(?i)($ANS$)"]
    extracted = ""
    for template in templates:
        found = re.findall(template.replace("$ANS$", ans), reply)
        if found:
            extracted = found[-1]
            break
    for left, right in olmes.DELIMITERS_TO_STRIP:
        if re.match(ans, left):
            continue
        extracted = re.sub(f"^{re.escape(left)}(.*){re.escape(right)}$", "\\1", extracted).strip()
    if is_mc and len(extracted) == 1:
        extracted = f"({extracted})"
    return extracted


TOKENS = ["a", "b", "x", " ", "  ", "\n", "\t", ")", "(", "(A)", "(b)", "B", ".", ":", "5", "-",
          "is", " is correct", " IS  correct", "is correct", "so the answer is ", "the answer is ",
          "therefore the answer is ", "answer: ", "a: ", "true", "False", "yes", "no", "invalid",
          "] ", ">", "}", "**", "$", "'", "\x08", "İ", "K"]
replies = st.lists(st.sampled_from(TOKENS), max_size=30).map("".join)


@settings(max_examples=400, deadline=None)
@given(reply=replies, subtask=st.sampled_from(olmes.SUBTASKS))
def test_module_equals_plain_olmes_algorithm(reply, subtask):
    assert olmes.extract(reply, subtask) == olmes_reference_extract(reply, subtask)


STAND_IN_TOKENS = ["ab", "c", "A", " ", "  ", "\n", "\t", ")", "(", "]", "}", ">", "_", "5", "é", ".", ":",
                   " is correct", "is", " correct", "\tis\ncorrect", "Is CORRECT", "therefore", "Therefore, ",
                   "the answer is", "THE  ANSWER  IS:", "therefore the answer is "]


@pytest.mark.parametrize("subtask", sorted(olmes_runs.SPACED_ANSWER_CLASSES))
@pytest.mark.parametrize("template", [0, 6])  # the "therefore ..." and "... is correct" templates
@settings(max_examples=500, deadline=None)
@given(reply=st.lists(st.sampled_from(STAND_IN_TOKENS), max_size=25).map("".join))
def test_linear_stand_ins_equal_findall(subtask, template, reply):
    pattern = olmes.cascade(subtask)[template]
    assert olmes._findall(subtask, template, pattern, reply, []) == pattern.findall(reply)


def test_stand_in_classes_are_the_answer_regexes():
    for subtask, cls in olmes_runs.SPACED_ANSWER_CLASSES.items():
        assert olmes.SUBTASK_ANSWER_REGEX[subtask] == cls + "+"
    # and no other answer regex contains the space (their templates stay plain re.findall)
    assert [k for k, v in olmes.SUBTASK_ANSWER_REGEX.items() if " " in v] == sorted(olmes_runs.SPACED_ANSWER_CLASSES)


# --- robustness -------------------------------------------------------------------------

@settings(max_examples=150, deadline=None)
@given(reply=st.text(max_size=200), subtask=st.sampled_from(olmes.SUBTASKS))
def test_any_text_gets_a_verdict(reply, subtask):
    verdict = grade(reply, "(A)", subtask)
    assert isinstance(verdict.correct, bool) and verdict.mode == "olmes"


ADVERSARIAL = {
    "letters": "abcd " * 200_000,
    "letters_then_is_correct": "abcd " * 200_000 + "\n.x is correct",
    "lines_of_words": ("abcd " * 2000 + "\n") * 100,
    "closing_brackets": ") ] } > " * 125_000,
    "therefores": "therefore the answer is " * 40_000,
    "therefore_then_spaces": "therefore the answer is" + " " * 1_000_000 + ".",
    "word_then_spaces": "x" + " " * 1_000_000 + ".",
    "word_then_spaces_tab": "x" + " " * 500_000 + "\t" + " " * 500_000 + "_",
    "answer_colons": "Answer: " * 125_000,
    "parens": "(" * 1_000_000,
    "digits": "7" * 1_000_000,
}


@pytest.mark.parametrize("name", sorted(ADVERSARIAL))
def test_adversarial_megabyte_replies_are_graded(name):
    """Every subtask grades these (a regex gone quadratic would hang here for minutes;
    how fast they are is measured in benchmarks/grading_speed.py, not asserted)."""
    for subtask in olmes.SUBTASKS:
        verdict = grade(ADVERSARIAL[name], "(A)", subtask)
        assert verdict.mode == "olmes"
        assert (verdict.extracted is None) == (verdict.category is Category.NO_ANSWER)
