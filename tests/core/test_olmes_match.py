"""OLMES exact match (``exact_match_hf_evaluate``) reproduced without numpy.

The oracle below is the upstream function as OLMES vendors it
(``oe_eval/dependencies/hf_evaluate/exact_match.py``, itself Hugging Face
``evaluate``'s ``exact_match``, Apache-2.0), run with real numpy: our pure-Python
version must agree with it on every input, including numpy's string quirks.
"""
from __future__ import annotations

import re
import string

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from benchgrade.grading.olmes_match import (
    MAX_REPLY_CHARS,
    bound_reply,
    exact_match,
    normalise_for_exact_match,
)

GSM8K_REGEXES = [",", "\\$", "(?s).*#### ", "\\.$"]


def reference_exact_match(predictions, references, regexes_to_ignore=None, ignore_case=False,
                          ignore_punctuation=False):
    """The upstream numpy implementation (oracle)."""
    if regexes_to_ignore is not None:
        for s in regexes_to_ignore:
            predictions = np.array([re.sub(s, "", x) for x in predictions])
            references = np.array([re.sub(s, "", x) for x in references])
    else:
        predictions = np.asarray(predictions)
        references = np.asarray(references)
    if ignore_case:
        predictions = np.char.lower(predictions)
        references = np.char.lower(references)
    if ignore_punctuation:
        repl_table = string.punctuation.maketrans("", "", string.punctuation)
        predictions = np.char.translate(predictions, table=repl_table)
        references = np.char.translate(references, table=repl_table)
    score_list = predictions == references
    return {"exact_match": np.mean(score_list)}


def oracle(prediction, reference, **options) -> bool:
    return bool(reference_exact_match([prediction], [reference], **options)["exact_match"] == 1.0)


OPTION_SETS = [
    dict(regexes_to_ignore=GSM8K_REGEXES, ignore_case=True),                 # GSM8k
    dict(ignore_case=True, ignore_punctuation=True),                          # BBH
    dict(ignore_case=True, ignore_punctuation=False),                         # BBH dyck_languages
    dict(regexes_to_ignore=None),
    dict(regexes_to_ignore=[]),
    dict(regexes_to_ignore=[], ignore_case=True),
]

def pieces(*alphabet: str, max_size: int = 24):
    """Strings built from whole pieces (so multi-character tokens like "#### " stay intact)."""
    return st.lists(st.sampled_from(alphabet), max_size=max_size).map("".join)


tricky_text = pieces(*"0123456789.,$#-+ abcAB\x00\nİΣß()!", "#### ", "\u2212")


@pytest.mark.parametrize("options", OPTION_SETS)
@settings(max_examples=300, deadline=None)
@given(prediction=tricky_text, reference=tricky_text)
def test_agrees_with_the_numpy_reference(options, prediction, reference):
    assert exact_match(prediction, reference, **options) == oracle(prediction, reference, **options)


@pytest.mark.parametrize("prediction, reference, options, expected", [
    # GSM8k regexes: commas, dollars, everything through the last "#### ", one trailing period.
    ("$1,250.", "1250", OPTION_SETS[0], True),
    ("The total is #### 72", "72", OPTION_SETS[0], True),
    ("18.00", "18", OPTION_SETS[0], False),
    ("0.5", ".5", OPTION_SETS[0], False),
    ("5..", "5", OPTION_SETS[0], False),          # only ONE trailing period goes
    # numpy drops trailing NULs whenever strings become an array again.
    ("5.\x00", "5", OPTION_SETS[0], True),
    ("(a)\x00", "(A)", OPTION_SETS[1], True),
    # numpy lower-cases into the array's fixed width: "İ" grows to two code points and pushes the tail out.
    ("İ00", "İ01", OPTION_SETS[2], True),
    # BBH: case and ASCII punctuation folded; dyck keeps punctuation.
    ("(b)", "(B)", OPTION_SETS[1], True),
    ("-5", "5", OPTION_SETS[1], True),            # the sign is punctuation
    ("])}", "] ) }", OPTION_SETS[2], False),
    ("] ) }", "] ) }", OPTION_SETS[2], True),
    ("True\u3002", "True", OPTION_SETS[1], False),  # non-ASCII punctuation is not folded
])
def test_hand_worked_cases(prediction, reference, options, expected):
    assert oracle(prediction, reference, **options) == expected  # the cases are right about OLMES
    assert exact_match(prediction, reference, **options) == expected


def test_regexes_apply_in_list_order():
    # "\\$" runs before "\\.$": the period becomes trailing only once the dollar is gone.
    assert normalise_for_exact_match("#### 5.$", regexes_to_ignore=GSM8K_REGEXES) == "5"
    assert normalise_for_exact_match("#### 5.$", regexes_to_ignore=GSM8K_REGEXES[::-1]) == "5."


@settings(max_examples=300, deadline=None)
@given(pieces("#", " ", "#### ", "a", "\n", "##", "\x00", max_size=40))
def test_linear_hash_removal_equals_re_sub(text):
    assert normalise_for_exact_match(text, regexes_to_ignore=["(?s).*#### "]) == \
        re.sub("(?s).*#### ", "", text).rstrip("\x00")


def test_hash_removal_is_linear_on_long_text():
    # re.sub would retry ".*" from each of a million positions (quadratic); this returns at once.
    text = "#### " + "x" * 1_000_000
    assert normalise_for_exact_match(text, regexes_to_ignore=["(?s).*#### "]) == "x" * 1_000_000


def test_bound_reply_keeps_realistic_replies_whole_and_cuts_long_ones_to_their_head():
    reply = "So the answer is 7. " * 400  # ~8k characters, longer than any 512-token reply in practice
    assert bound_reply(reply) is reply
    huge = "a" * (MAX_REPLY_CHARS + 10) + "7"
    assert bound_reply(huge) == "a" * MAX_REPLY_CHARS
