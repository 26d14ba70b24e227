"""Scorer 3.2 repairs: the contract rules scorer 3.1 did not keep, checked on the bundled rows.

- "Roles remain exact" / "All answer-choice blocks use prompt, including graphics": an image
  block with the wrong role loses the visual credit of that crop;
- "Changed operation/comparison/grouping signs score zero for that expression": a sign added
  next to the gold formula (in front, after, or as a grouping around it) zeroes it;
- "Preserve source reading order": swapping two same-role passage paragraphs costs real credit,
  while splitting or joining adjacent same-role blocks still keeps full credit.
Every reply is the gold JSON with one edit, so expectations come from the contract.
"""
from __future__ import annotations

import copy
import json

import pytest

from benchgrade.examqm import ExamRecord, load_bundled, record_to_json, score_reply

ROWS = {row.question_number: row for row in load_bundled(split="all")}
WITH_CHOICE_GRAPHICS = [n for n, row in ROWS.items()
                        if any(b.kind == "image" for a in row.gold.question.alternatives for b in a.blocks)]


def edited(number: int, edit) -> str:
    record = copy.deepcopy(ROWS[number].gold.model_dump(mode="json"))
    edit(record["question"])
    return json.dumps(record, ensure_ascii=False)


def test_every_gold_still_scores_one():
    for row in ROWS.values():
        assert score_reply(record_to_json(row.gold), row).reconstruction_fidelity == 1.0, row.id


@pytest.mark.parametrize("number", WITH_CHOICE_GRAPHICS)
def test_choice_graphics_with_another_role_lose_credit(number):
    def relabel(q):
        for alternative in q["alternatives"]:
            for block in alternative["blocks"]:
                if block["kind"] == "image":
                    block["role"] = "caption"
    score = score_reply(edited(number, relabel), ROWS[number])
    assert score.status == "valid"
    assert score.components["visual"] < 0.8 and score.reconstruction_fidelity < 0.8, score.components


def test_one_stimulus_figure_with_the_wrong_role_costs_its_area():
    number = next(n for n, row in ROWS.items() if sum(b.kind == "image" for b in row.gold.question.body) == 1
                  and not row.gold.question.alternatives[0].blocks[0].kind == "image")

    def relabel(q):
        next(b for b in q["body"] if b["kind"] == "image")["role"] = "caption"
    assert score_reply(edited(number, relabel), ROWS[number]).components["visual"] == 0.0


SINGLE_FORMULA = ExamRecord.model_validate_json(json.dumps({
    "schema_version": "3.0",
    "question": {"pages": [1],
                 "body": [{"kind": "text", "role": "prompt", "text": "Qual é o número?", "table_rows": [], "boxes": []}],
                 "alternatives": [{"blocks": [{"kind": "formula", "role": "prompt", "text": "3 × 2^{19}",
                                               "table_rows": [], "boxes": []}]}],
                 "parts": []},
}, ensure_ascii=False))


def _with_formula(text: str, kind: str = "formula") -> str:
    record = SINGLE_FORMULA.model_dump(mode="json")
    record["question"]["alternatives"][0]["blocks"][0].update(text=text, kind=kind)
    return json.dumps(record, ensure_ascii=False)


@pytest.mark.parametrize("changed", ["-3 × 2^{19}", "3 × 2^{19} - 1", "(3 × 2^{19})^{2}", "3 × 2^{19} + 3 × 2^{19}",
                                     "3 ÷ 2^{19}", "3 × 2^{19} = 0", "\\sqrt{3 × 2^{19}}"])
def test_an_added_or_changed_sign_zeroes_the_expression(changed):
    score = score_reply(_with_formula(changed), SINGLE_FORMULA)
    assert score.components["math"] == 0.0 and score.reconstruction_fidelity == 0.0, (changed, score.components)


@pytest.mark.parametrize("same", ["3 \\times 2^{19}", "3×2^{19}", "3 \\times 2^{19}."])
def test_equivalent_spellings_keep_math_credit(same):
    assert score_reply(_with_formula(same), SINGLE_FORMULA).components["math"] == 1.0
    assert score_reply(_with_formula(same, "text"), SINGLE_FORMULA).components["math"] == 1.0


def test_on_the_real_row_only_the_changed_expression_is_zeroed():
    row = ROWS[147]  # alternatives 3 × 2^{19}, 3 × 2^{20}, 3 × 2^{21}, 3(2^{20}) - 1, 3(2^{20}) - 3
    expected = [b.text for a in row.gold.question.alternatives for b in a.blocks if b.kind == "formula"]
    assert expected[0] == "3 × 2^{19}"
    for changed in ("-3 × 2^{19}", "3 × 2^{19} - 1", "(3 × 2^{19})^{2}"):
        def edit(q, changed=changed):
            q["alternatives"][0]["blocks"][0]["text"] = changed
        math = score_reply(edited(147, edit), row).components["math"]
        assert 0.0 < math < 0.9, (changed, math)  # the other four formulas keep their credit


def test_a_formula_joined_with_its_gold_neighbours_stays_intact():
    gold = ExamRecord.model_validate_json(json.dumps({
        "schema_version": "3.0",
        "question": {"pages": [1], "body": [
            {"kind": "text", "role": "prompt", "text": "Sabendo que", "table_rows": [], "boxes": []},
            {"kind": "formula", "role": "prompt", "text": "x = 3 × 2^{19}", "table_rows": [], "boxes": []},
            {"kind": "text", "role": "prompt", "text": "- qual é x?", "table_rows": [], "boxes": []}],
            "alternatives": [], "parts": []},
    }, ensure_ascii=False))
    record = gold.model_dump(mode="json")
    record["question"]["body"] = [{"kind": "text", "role": "prompt", "text": "Sabendo que x = 3 × 2^{19} - qual é x?",
                                   "table_rows": [], "boxes": []}]
    assert score_reply(json.dumps(record, ensure_ascii=False), gold).reconstruction_fidelity == 1.0


PASSAGES = [n for n, row in ROWS.items()
            if sum(b.kind == "text" and b.role == "passage" for b in row.gold.question.body) >= 2]


@pytest.mark.parametrize("number", PASSAGES)
def test_swapping_two_passage_paragraphs_costs_real_credit(number):
    def swap(q):
        first, second = [i for i, b in enumerate(q["body"]) if b["kind"] == "text" and b["role"] == "passage"][:2]
        q["body"][first], q["body"][second] = q["body"][second], q["body"][first]
    score = score_reply(edited(number, swap), ROWS[number])
    assert score.components["body"] < 0.9, score.components


@pytest.mark.parametrize("number", PASSAGES)
def test_joining_or_splitting_adjacent_passages_keeps_full_credit(number):
    def join(q):
        indexes = [i for i, b in enumerate(q["body"]) if b["kind"] == "text" and b["role"] == "passage"]
        first = indexes[0]
        run = [first]
        while run[-1] + 1 < len(q["body"]) and q["body"][run[-1] + 1]["kind"] == "text" \
                and q["body"][run[-1] + 1]["role"] == "passage":
            run.append(run[-1] + 1)
        if len(run) < 2:  # nothing adjacent to join: split the first paragraph instead
            words = q["body"][first]["text"].split(" ")
            half = max(1, len(words) // 2)
            q["body"][first:first + 1] = [dict(q["body"][first], text=" ".join(words[:half])),
                                           dict(q["body"][first], text=" ".join(words[half:]))]
            return
        joined = dict(q["body"][run[0]], text="\n".join(q["body"][i]["text"] for i in run))
        q["body"][run[0]:run[-1] + 1] = [joined]
    assert score_reply(edited(number, join), ROWS[number]).reconstruction_fidelity == 1.0


def test_bundled_rows_are_not_trusted_and_train_is_not_empty():
    rows = load_bundled(split="all")
    assert {row.review_status for row in rows} == {"unreviewed"}
    assert not any(row.trusted for row in rows)
    train = load_bundled(split="train")
    assert train and not any(row.benchmark for row in train)
