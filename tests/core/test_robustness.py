"""Any string gets a verdict, never an exception; wrong API use gets a clear error; the core imports no host."""
from __future__ import annotations

import re
import subprocess
import sys
import time

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from benchgrade import BENCHMARKS, Category, Verdict, grade
from benchgrade.bbh.grading import KIND_OF_SUBTASK
from benchgrade.grading import polarity
from benchgrade.grading.readers import overlap_test, text_and_label

GOLDS = {"bbh": ("(B)", "date_understanding"), "gsm8k": ("18", None), "mmlu": ("C", None),
         "socialiqa": ("A", None), "numeric": ("-3/4", None)}
BBH_GOLDS = {"boolean": "True", "yes_no": "No", "truth": "Yes", "plausible": "yes", "validity": "invalid", "dyck": "] )",
             "words": "apple banana", "integer": "-12", "choice": "(C)"}

# Text built from the pieces graders look for, so generated replies exercise the rules, not just noise.
PIECES = st.sampled_from([
    "<think>", "</think>", "Answer:", "the answer is", "\\boxed{", "}", "{", "**", "__", "*", "$", "(", ")", "[B]",
    "(R)", "A", "B.", "1,250", ".5", "\u2212", "\u2013", "\u00a0", "\u202f", "{,}", "\\frac{3}{4}", "####",
    "True", "invalid", "] )", "\n", "\n\nQuestion:", "\x00", "\ud800", "答案：", "e9999", "9" * 50,
])
REPLIES = st.one_of(st.text(), st.lists(st.one_of(PIECES, st.text(max_size=5)), max_size=60).map("".join))


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(reply=REPLIES, benchmark=st.sampled_from(BENCHMARKS))
def test_any_reply_gets_a_verdict(reply, benchmark):
    gold, subtask = GOLDS[benchmark]
    verdict = grade(benchmark, reply, gold, subtask=subtask)
    assert isinstance(verdict, Verdict) and isinstance(verdict.category, Category)
    assert verdict.correct == (verdict.category is Category.CORRECT)
    if benchmark in ("bbh", "gsm8k"):
        assert isinstance(grade(benchmark, reply, gold, subtask=subtask, mode="olmes"), Verdict)


@settings(max_examples=200, deadline=None)
@given(reply=REPLIES, subtask=st.sampled_from(sorted(KIND_OF_SUBTASK)))
def test_any_reply_on_any_bbh_subtask(reply, subtask):
    assert isinstance(grade("bbh", reply, BBH_GOLDS[KIND_OF_SUBTASK[subtask]], subtask=subtask), Verdict)


ADVERSARIAL = {
    "empty": "",
    "one MB of text": "lorem ipsum " * 87_000,
    "one MB of digits": "7" * 1_000_000,
    "digits and commas": "1," * 500_000,
    "unclosed think": "<think>" + "step " * 200_000,
    "nested think": "<think>" * 50_000 + "</think>" * 10,
    "unclosed boxed": "\\boxed{" * 100_000,
    "many answers": "Answer: 5\n" * 100_000,
    "emphasis storm": "**" * 400_000 + "B",
    "control characters": "".join(chr(i) for i in range(32)) * 30_000,
    "lone surrogates": "\ud800\udfff\udc00" * 300_000,
    "spaces then answer": " " * 999_000 + "the answer is (B)",
    "option storm": "(A) or (B) or " * 70_000,
    "base64 words": "QWN0dWFsbHksIDY4Lg== " * 50_000,
    "base64 decoding to bytes": "////" * 250_000,
    "rot13 labels": "rot13: ba ersyrpgvba " * 50_000,
}


@pytest.mark.parametrize("name", sorted(ADVERSARIAL))
def test_adversarial_replies_return_quickly_enough_to_finish(name):
    """Large hostile replies still get a verdict (speed itself is measured in benchmarks/, not asserted here)."""
    for benchmark in BENCHMARKS:
        gold, subtask = GOLDS[benchmark]
        assert isinstance(grade(benchmark, ADVERSARIAL[name], gold, subtask=subtask), Verdict)


@pytest.mark.parametrize("kwargs,error,message", [
    (dict(benchmark="bbh", reply=None, gold="True"), TypeError, "reply must be a str"),
    (dict(benchmark="gsm8k", reply="1", gold=18), TypeError, "gold must be a str"),
    (dict(benchmark="gsm8k", reply="1", gold="  "), ValueError, "gold must be a non-empty"),
    (dict(benchmark="mmlu", reply="A", gold="A", choices=[]), ValueError, "choices must not be empty"),
    (dict(benchmark="mmlu", reply="A", gold="A", choices="ABCD"), TypeError, "choices must be a sequence"),
    (dict(benchmark="mmlu", reply="A", gold="A", choices=["x", 3]), TypeError, r"choices\[1\] must be a str"),
    (dict(benchmark="hellaswag", reply="A", gold="A"), ValueError, "benchmark must be one of"),
    (dict(benchmark="mmlu", reply="A", gold="A", mode="strict"), ValueError, "mode must be one of"),
    (dict(benchmark="mmlu", reply="A", gold="A", mode="olmes"), ValueError, "log-likelihood"),
    (dict(benchmark="mmlu", reply="A", gold="Z"), ValueError, "gold must be an option letter"),
    (dict(benchmark="gsm8k", reply="1", gold="eighteen"), ValueError, "gold must be a number"),
    (dict(benchmark="bbh", reply="1", gold="True", subtask=7), TypeError, "subtask must be a str"),
])
def test_wrong_api_use_names_the_argument(kwargs, error, message):
    with pytest.raises(error, match=message):
        grade(**kwargs)


def test_grading_core_imports_no_host():
    code = ("import sys, benchgrade, benchgrade.bbh.grading, benchgrade.gsm8k.grading, benchgrade.mmlu.grading,"
            " benchgrade.socialiqa.grading, benchgrade.grading.olmes_match, benchgrade.grading.sampling;"
            " bad = [m for m in sys.modules if m.split('.')[0] in ('lm_eval', 'verifiers', 'datasets', 'torch')];"
            " print(bad); sys.exit(1 if bad else 0)")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


# The fast forms of three readings, checked against the plain definitions they replace (a run of
# "*" made the label pattern backtrack; a sentence of thousands of mentions made the overlap and
# segment tests quadratic).
_TEXT_AND_LABEL = re.compile(r"^(.{1,200}?)[\s*_]*[(\[]([A-Ra-r])[)\]][\s*_.!]*$", re.S)
LABEL_PIECES = st.lists(st.sampled_from(["a", "b", " ", "(", ")", "[", "]", "A", "B", "r", "S", "*", "_", ".", "!",
                                         "\n", "\u2003", "x" * 199]), max_size=14).map("".join)


@settings(max_examples=3000, deadline=None)
@given(text=LABEL_PIECES)
def test_text_and_label_reads_as_its_pattern(text):
    m = _TEXT_AND_LABEL.match(text)
    assert text_and_label(text) == ((m.group(1), m.group(2)) if m else None)


@settings(max_examples=1000, deadline=None)
@given(spans=st.lists(st.tuples(st.integers(0, 30), st.integers(1, 6)), max_size=8),
       query=st.tuples(st.integers(0, 35), st.integers(1, 6)))
def test_overlap_test_is_any_overlap(spans, query):
    spans = [(s, s + n, "x") for s, n in spans]
    start, end = query[0], query[0] + query[1]
    assert overlap_test(spans)(start, end) == any(s < end and start < e for s, e, _ in spans)


@settings(max_examples=3000, deadline=None)
@given(sentence=st.lists(st.sampled_from(["B", " ", ".", ";", "!", "?", "\n", "or", ",", "C", ":", "(C)"]), min_size=1,
                         max_size=16).map("".join), data=st.data())
def test_alone_reads_segments_as_the_pattern_does(sentence, data):
    start = data.draw(st.integers(0, len(sentence)))
    end = data.draw(st.integers(start, len(sentence)))
    ceiling = data.draw(st.integers(end, len(sentence)))
    seg_start = 0  # the plain definition: the last break up to the mention, read with the mention as the end
    for m in polarity._SEGMENT_BREAK.finditer(sentence, 0, start):
        seg_start = m.end()
    m = polarity._SEGMENT_BREAK.search(sentence, end, ceiling)
    seg_end = m.start() if m else ceiling
    opening = polarity._GLUE.fullmatch(sentence, seg_start, start) or polarity._LEAD_IN.fullmatch(sentence, seg_start, start) \
        or polarity._LABEL_LEAD.fullmatch(sentence, seg_start, start) and polarity._BRACKETED_LETTER.fullmatch(sentence, start, end)
    plain = bool(opening) and bool(polarity._GLUE.fullmatch(sentence, end, seg_end))
    assert polarity._alone(sentence, start, end, 0, ceiling, polarity._segment_breaks(sentence)) == plain
