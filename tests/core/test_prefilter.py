"""Literal gates (``grading.prefilter``) never change what a pattern finds: they only skip searches
that would find nothing."""
from __future__ import annotations

import json
import re
import sys

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import benchgrade.grading  # noqa: F401  (imports every grading module)
from benchgrade.grading.prefilter import Gated, gated
from tests.core.hedge_cases import CASES
from tests.core.test_metamorphic import CONFORMANCE

GATED = sorted({id(v): (f"{name}.{k}", v) for name, m in list(sys.modules.items()) if name.startswith("benchgrade.grading")
                for k, v in vars(m).items() if isinstance(v, Gated)}.values())


def _same(gate: Gated, text: str, pos: int = 0, endpos: int | None = None) -> bool:
    """The gate finds what its pattern finds: the same first match, with the same groups (the
    gate may run a trimmed pattern), and the same matches all along."""
    end = len(text) if endpos is None else endpos
    plain, behind = gate.pattern_object.search(text, pos, end), gate.search(text, pos, end)
    if (plain and plain.regs) != (behind and behind.regs):
        return False
    return plain is None or ([m.regs for m in gate.pattern_object.finditer(text, pos, end)]
                             == [m.regs for m in gate.finditer(text, pos, end)])


def test_the_slow_patterns_are_gated():
    names = {name.rsplit(".", 1)[1] for name, _ in GATED}
    assert {"_UNDETERMINED", "_WITHDRAWS", "LEFT_TO_READER", "_BELIEF_WORD", "_LABEL_BEFORE"} <= names


@pytest.mark.parametrize("text,found", [
    ("There is NOT   ENOUGH information", True),  # any case, any spacing
    ("There is not enough\ninformation", True),
    ("nothing here", False),
    ("There is not enouǥh information", False),
    ("There is not enoſh", False),
    ("There is inſufficient data", True),  # "ſ" matches "s" case-insensitively: compared as "s"
    ("İNSUFFICIENT DATA", True),  # "İ".lower() is two characters: compared as "i"
    ("İNSUFFİCİENT DATA", True),
    ("There ıs nothing, ınsufficıent data", True),  # "ı" matches "i" case-insensitively
    ("\u212aelvin: not enough", True),  # (the Kelvin sign lowers to "k" as re matches it)
])
def test_a_gate_answers_as_its_pattern(text, found):
    pattern = re.compile(r"(?i)\bnot\s+enough\b|\binsufficient\s+data")
    gate = gated(pattern)
    assert isinstance(gate, Gated)
    assert bool(gate.search(text)) is found is bool(pattern.search(text))


def test_a_long_alternation_runs_trimmed_to_the_branches_a_text_could_match():
    pattern = re.compile(r"(?i)\b(?:(alpha)|beta|(gamma)\s+(\w+)|delta|epsilon|zeta|eta\b|\w+ta)\b")
    gate = gated(pattern)
    for text in ("Gamma rays and ALPHA", "beta and eta", "zeta; gamma x", "an iota", "no match here", "eta alpha",
                 "delta", "the Gamma ", "theta"):
        assert _same(gate, text), text
        assert gate.findall(text) == pattern.findall(text), text
    assert len(gate._trims) > 1  # (trimmed patterns were made and kept)


def test_a_pattern_with_no_literal_is_left_as_it_is():
    pattern = re.compile(r"\w+\s*")
    assert gated(pattern) is pattern


def test_a_class_of_characters_and_a_window():
    gate = gated(re.compile(r"([^\n:=]{1,40})\s*[:=]\s*$"))
    assert isinstance(gate, Gated)
    text = "The answer: B and then more words"
    for end in range(len(text) + 1):
        assert _same(gate, text, 0, end), end
        assert _same(gate, text, 5, end), end


def _texts():
    for case in CASES:
        reply = case.reply
        yield reply
        yield from reply.split("\n")
        yield from re.split(r"(?<=[.!?])\s+", reply)


@pytest.mark.parametrize("name,gate", GATED, ids=[name for name, _ in GATED])
def test_gates_agree_with_their_patterns_on_the_hedge_cases(name, gate):
    for text in _texts():
        assert _same(gate, text), (name, text)


LITERALS = st.sampled_from(["not", "enough", "NOT", "ENOUGH", "sufficient", "insufficient", "information", "to", "pick",
                            "give", "can't", "cannot", "tell", "which", "withdraw", "retract", "just kidding", "jk", "j/k",
                            "scratch that", "leave", "the answer", "to you", "your call", "confidence", "odds", "%", " on",
                            "it depends on how", "无法确定", ":", "=", "ſ", "İ", "ı", "K", "\u212a", " ", "\n", ".", ",", "I", "i"])


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(pieces=st.lists(st.one_of(LITERALS, st.text(max_size=4)), max_size=30), data=st.data())
def test_gates_agree_with_their_patterns_on_generated_text(pieces, data):
    text = " ".join(pieces)
    pos = data.draw(st.integers(0, len(text)))
    end = data.draw(st.integers(pos, len(text)))
    for name, gate in GATED:
        assert _same(gate, text), (name, text)
        assert _same(gate, text, pos, end), (name, text, pos, end)


@pytest.mark.skipif(CONFORMANCE is None, reason="needs ../shared/conformance (the real replies)")
def test_gates_agree_with_their_patterns_on_real_replies():
    checked = 0
    for name in ("real_replies_bbh.jsonl", "real_replies_gsm8k.jsonl", "real_replies_mmlu.jsonl"):
        with open(CONFORMANCE / name, encoding="utf-8") as lines:
            for n, line in enumerate(lines):
                if n % 10:
                    continue  # (every tenth reply: the ungated patterns are the slow part)
                reply = json.loads(line)["reply"]
                tail = reply[-600:]
                for text in (reply, *tail.split("\n"), *re.split(r"(?<=[.!?])\s+", tail)):
                    for gate_name, gate in GATED:
                        assert _same(gate, text), (gate_name, text)
                checked += 1
    assert checked > 1_000


def test_gates_used_from_many_threads_at_once_answer_for_their_own_text():
    """(the gates keep the last text they lowered: a thread must never be answered for another's)"""
    import threading
    gate = next(g for name, g in GATED if name.endswith("._WITHDRAWS"))
    texts = ["Scratch that, it is (B).", "The answer is (B).", "I retract (A); it is (C).", "No change here."] * 50
    wrong: list[str] = []
    switch = sys.getswitchinterval()
    sys.setswitchinterval(1e-6)
    try:
        def work(shift: int) -> None:
            for text in texts[shift:] + texts[:shift]:
                if bool(gate.search(text)) is not bool(gate.pattern_object.search(text)):
                    wrong.append(text)
        threads = [threading.Thread(target=work, args=(shift,)) for shift in range(4)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
    finally:
        sys.setswitchinterval(switch)
    assert not wrong
