"""The 155 labelled grading cases, through the public API in ``robust`` mode.

Non-dubious cases must match their label. For the cases marked ``dubious`` (where
reasonable graders differ) the chosen behaviour is stated below, one by one.
"""
from __future__ import annotations

import json
from pathlib import Path

import pytest

import benchgrade

CASES_FILE = Path(__file__).parent / "data" / "answer_cases_dev.jsonl"
CASES = [json.loads(line) for line in CASES_FILE.read_text(encoding="utf-8").splitlines() if line.strip()]


def _grade(case: dict) -> benchgrade.Verdict:
    subtask = case["subtask"] if case["benchmark"] in ("bbh", "mmlu") else None
    return benchgrade.grade(case["benchmark"], case["output"], case["gold"], subtask=subtask, choices=case["choices"])


def test_the_case_file_is_complete():
    assert len(CASES) == 155
    assert sum(bool(c.get("dubious")) for c in CASES) == 9


@pytest.mark.parametrize("case", [c for c in CASES if not c.get("dubious")],
                         ids=lambda c: f"{c['benchmark']}-{c.get('subtask')}-{c['output'][:40]}")
def test_labelled_case(case):
    verdict = _grade(case)
    assert verdict.correct == bool(case["expected"]), verdict.as_dict()


# Our decision for each dubious case, and why. Keyed by the reply text.
DUBIOUS_DECISIONS = {
    "Answer: bird, cat, dog": (True, "commas only separate the words; the order is what word_sorting tests"),
    "In summary, the sentence is both grammatically correct and uses authentic soccer terminology, making it "
    "**plausible**.": (True, "sports_understanding asks 'is it plausible?': 'plausible' answers Yes"),
    "Answer: A at first. Final: Option D.": (True, "'Final:' is the last commitment"),
    "the answer is A\n...\nB.": (False, "round 3, one committed answer or nothing: the earlier answer A is never "
                                    "corrected, so the later line B stands beside it (two offers)"),
    "The answer is Oxygen.": (True, "with the option texts known, naming exactly one option's text answers"),
    "The answer is –3.": (True, "an en dash directly before a number is a minus sign"),
    "The answer is —3.": (True, "an em dash directly before a number is a minus sign"),
    "the answer is 1e3": (True, "scientific notation is a number; 1e3 = 1000 exactly"),
    "0.333333": (True, "a 6-place decimal of a non-terminating gold, within one unit of its last place"),
}


@pytest.mark.parametrize("case", [c for c in CASES if c.get("dubious")], ids=lambda c: c["output"][:40])
def test_dubious_case_follows_stated_decision(case):
    decided, _why = DUBIOUS_DECISIONS[case["output"]]
    assert _grade(case).correct is decided
