"""The ExamQM scoring checklist (scorer 3.2), replayed through the real parser and scorer.

Two lists, in the spirit of the specification's source-checked checklist:
- EQUIVALENT: representations of the same content that must keep full credit;
- MISTAKES: historical reconstruction mistakes that must lose credit (some must score 0).

Cases use the bundled ENEM 2024 rows (real pages, real gold) where the data has the
feature; the math/blank cases use a small hand-written record because ENEM 2024 prints
no inequality and no answer blank. Each case builds a reply by editing the gold
JSON, so the expectations come from the specification, not from the scorer.
"""
from __future__ import annotations

import copy
import json

import pytest

from benchgrade.examqm import SCORING_VERSION, ExamRecord, load_bundled, record_to_json, score_reply

ROWS = {row.question_number: row for row in load_bundled(split="all")}


def gold_dict(number: int) -> dict:
    return ROWS[number].gold.model_dump(mode="json")


def reply_for(number: int, edit) -> str:
    record = copy.deepcopy(gold_dict(number))
    edit(record["question"])
    return json.dumps(record, ensure_ascii=False)


def text_block(role: str, text: str, kind: str = "text") -> dict:
    return {"kind": kind, "role": role, "text": text, "table_rows": [], "boxes": []}


MINI = ExamRecord.model_validate_json(json.dumps({
    "schema_version": "3.0",
    "question": {
        "pages": [1],
        "body": [
            text_block("passage", "Complete a lacuna: a água, de fórmula ____, ferve a 100 °C."),
            text_block("passage", "H_2O", "formula"),
            text_block("passage", "x^{2} \\leq 3", "formula"),
            text_block("prompt", "Qual é o valor de x?"),
        ],
        "alternatives": [{"blocks": [text_block("prompt", "\\sqrt{3}", "formula")]},
                         {"blocks": [text_block("prompt", "-\\sqrt{3}", "formula")]}],
        "parts": [],
    },
}))


def mini_reply(edit) -> str:
    record = MINI.model_dump(mode="json")
    edit(record["question"])
    return json.dumps(record, ensure_ascii=False)


# ----------------------------------------------------------------------------- equivalents

def _split_block(q):
    block = q["body"][1]
    words = block["text"].split(" ")
    half = len(words) // 2
    q["body"][1:2] = [dict(block, text=" ".join(words[:half])), dict(block, text=" ".join(words[half:]))]


def _join_lyrics(q):  # question 1: lyric lines printed one per line, joined into one passage block
    passages = [b for b in q["body"] if b["role"] == "passage"]
    joined = dict(passages[0], text="\n".join(b["text"] for b in passages))
    q["body"] = [q["body"][0], joined] + [b for b in q["body"] if b["role"] not in ("passage", "title")]


def _case_and_spaces(q):
    for block in q["body"]:
        if block["kind"] == "text":
            block["text"] = "  " + block["text"].upper().replace(" ", "   \n ") + " "


def _formula_as_unicode_text(q):  # "3 × 2^{19}" as printed: a text block with a superscript glyph
    q["alternatives"][0]["blocks"][0] = text_block("prompt", "3 × 2¹⁹")
    q["alternatives"][3]["blocks"][0] = text_block("prompt", "3(2²⁰) − 1")


def _formula_latex_commands(q):
    q["alternatives"][0]["blocks"][0]["text"] = "3 \\times 2^{19}"
    q["alternatives"][1]["blocks"][0]["text"] = "3\\times2^{20}"


def _partition_figure(q):  # one figure cropped as two adjacent halves (same union)
    image = next(b for b in q["body"] if b["kind"] == "image")
    box = image["boxes"][0]
    middle = round((box["y0"] + box["y1"]) / 2, 4)
    image["boxes"] = [dict(box, y1=middle), dict(box, y0=middle)]


def _partition_into_blocks(q):  # ... or as two adjacent image blocks
    index, image = next((i, b) for i, b in enumerate(q["body"]) if b["kind"] == "image")
    box = image["boxes"][0]
    middle = round((box["x0"] + box["x1"]) / 2, 4)
    q["body"][index:index + 1] = [dict(image, boxes=[dict(box, x1=middle)]), dict(image, boxes=[dict(box, x0=middle)])]


def _mini_equivalents(q):
    q["body"][0]["text"] = "complete a lacuna: a água, de fórmula _______, ferve a 100 °C."  # case + blank length
    q["body"][1]["text"] = "H₂O"  # Unicode subscript == H_2O
    q["body"][2]["text"] = "x² ≤ 3"  # glyphs == x^{2} \leq 3
    q["alternatives"][0]["blocks"][0]["text"] = "\\sqrt 3"  # optional single-atom braces
    q["alternatives"][1]["blocks"][0] = text_block("prompt", "−√3")  # text == formula, U+2212 minus


EQUIVALENT = {
    "oracle, pretty-printed with shuffled key order": (
        1, lambda: json.dumps(json.loads(record_to_json(ROWS[1].gold)), indent=2, sort_keys=True)),
    "passage split into two adjacent blocks of the same role": (8, lambda: reply_for(8, _split_block)),
    "lyric lines joined into one block": (1, lambda: reply_for(1, _join_lyrics)),
    "prose case and whitespace changed": (5, lambda: reply_for(5, _case_and_spaces)),
    "formula written as text with Unicode superscripts": (147, lambda: reply_for(147, _formula_as_unicode_text)),
    "formula with equivalent LaTeX commands and spacing": (147, lambda: reply_for(147, _formula_latex_commands)),
    "figure cropped as two adjacent halves": (2, lambda: reply_for(2, _partition_figure)),
    "figure cropped as two adjacent image blocks": (101, lambda: reply_for(101, _partition_into_blocks)),
    "blank length, glyphs, braces, text≡formula (hand-written record)": (None, lambda: mini_reply(_mini_equivalents)),
}


@pytest.mark.parametrize("name", list(EQUIVALENT))
def test_equivalent_representation_keeps_full_credit(name):
    number, make = EQUIVALENT[name]
    gold = ROWS[number] if number else MINI
    score = score_reply(make(), gold)
    assert score.status == "valid", score.error
    assert score.reconstruction_fidelity == 1.0, score.components
    assert score.scoring_version == SCORING_VERSION


# ----------------------------------------------------------------------------- mistakes

def _drop_passage(q):
    q["body"] = [b for b in q["body"] if b["role"] != "passage"]


def _drop_images(q):
    q["body"] = [b for b in q["body"] if b["kind"] != "image"]


def _describe_images(q):
    _drop_images(q)
    for alternative in q["alternatives"]:
        alternative["blocks"] = [text_block("prompt", "Um gráfico com duas curvas.")]


def _crop_includes_label(q):  # graphic alternative crop widened left over the printed "A"
    q["alternatives"][0]["blocks"][0]["boxes"][0]["x0"] = 0.05


def _flip_operation(q):
    q["alternatives"][3]["blocks"][0]["text"] = "3(2^{20}) + 1"


def _drop_symbol(q):
    table = next(b for b in q["body"] if b["kind"] == "table")
    table["table_rows"][1] = [cell.replace(" 🙂", "") for cell in table["table_rows"][1]]


def _swap_alternatives(q):
    q["alternatives"][0], q["alternatives"][1] = q["alternatives"][1], q["alternatives"][0]


def _invent_text(q):
    q["body"].insert(1, text_block("passage", "Este parágrafo não está impresso na página e foi inventado pelo modelo."))


def _copy_printed_ids(q):
    for label, alternative in zip("ABCDE", q["alternatives"]):
        alternative["blocks"][0]["text"] = f"({label}) " + alternative["blocks"][0]["text"]


def _duplicate_crop(q):
    image = next(b for b in q["body"] if b["kind"] == "image")
    image["boxes"] = image["boxes"] * 2


def _reorder_figures(q):
    indexes = [i for i, b in enumerate(q["body"]) if b["kind"] == "image"]
    a, b = indexes[:2]
    q["body"][a], q["body"][b] = q["body"][b], q["body"][a]


def _wrong_role(q):
    for block in q["body"]:
        if block["role"] == "passage":
            block["role"] = "prompt"


def _drop_table_row(q):
    table = next(b for b in q["body"] if b["kind"] == "table")
    del table["table_rows"][1]


def _flip_inequality(q):
    q["body"][2]["text"] = "x^{2} \\geq 3"


def _lose_subscript(q):
    q["body"][1]["text"] = "H2O"


def _extra_blank(q):
    q["body"][0]["text"] = "Complete a lacuna: a água, de fórmula ____ ____, ferve a 100 °C."


MISTAKES = {
    # name: (question or None for the hand-written record, reply maker, must score exactly 0)
    "missing passage behind correct choices": (8, lambda: reply_for(8, _drop_passage), False),
    "missing figure behind correct prose": (3, lambda: reply_for(3, _drop_images), True),
    "stimulus figures missing, graphical alternatives kept": (106, lambda: reply_for(106, _drop_images), False),
    "all required images missing (figures described in words)": (106, lambda: reply_for(106, _describe_images), True),
    "printed (A) inside an image crop": (93, lambda: reply_for(93, _crop_includes_label), True),
    "changed operation sign in a formula": (147, lambda: reply_for(147, _flip_operation), False),
    "dropped legend symbol": (147, lambda: reply_for(147, _drop_symbol), True),
    "swapped text alternatives": (1, lambda: reply_for(1, _swap_alternatives), False),
    "swapped graphical alternatives": (122, lambda: reply_for(122, _swap_alternatives), False),
    "invented text": (20, lambda: reply_for(20, _invent_text), False),
    "printed IDs copied into alternatives": (1, lambda: reply_for(1, _copy_printed_ids), False),
    "duplicate crop of one figure": (2, lambda: reply_for(2, _duplicate_crop), False),
    "figures listed out of order": (110, lambda: reply_for(110, _reorder_figures), False),
    "passage labelled with the wrong role": (25, lambda: reply_for(25, _wrong_role), False),
    "table row dropped": (151, lambda: reply_for(151, _drop_table_row), False),
    "truncated JSON": (1, lambda: record_to_json(ROWS[1].gold)[:300], True),
    "Markdown fence around the JSON": (1, lambda: "```json\n" + record_to_json(ROWS[1].gold) + "\n```", True),
    "empty reply": (1, lambda: "", True),
    "flipped inequality (hand-written record)": (None, lambda: mini_reply(_flip_inequality), False),
    "subscript dropped (hand-written record)": (None, lambda: mini_reply(_lose_subscript), False),
    "additional answer blank (hand-written record)": (None, lambda: mini_reply(_extra_blank), False),
}


@pytest.mark.parametrize("name", list(MISTAKES))
def test_historical_mistake_loses_credit(name):
    number, make, must_be_zero = MISTAKES[name]
    gold = ROWS[number] if number else MINI
    score = score_reply(make(), gold)
    assert score.reconstruction_fidelity < 1.0, (score.components, score.error)
    if must_be_zero:
        assert score.reconstruction_fidelity == 0.0, (score.components, score.error)
    assert score.scoring_version == SCORING_VERSION


def test_marker_violation_is_flagged_not_just_scored():
    score = score_reply(reply_for(93, _crop_includes_label), ROWS[93])
    assert score.status == "valid"
    assert score.alternative_id_in_image == 1
    assert score.components["visual"] > 0.5  # the geometry alone would have passed: the flag is what zeroes it


def test_minimum_not_mean_passage_loss_is_not_masked_by_correct_choices():
    score = score_reply(reply_for(8, _drop_passage), ROWS[8])
    assert score.components["alternatives"] == 1.0
    assert score.reconstruction_fidelity == score.components["body"] < 0.5


def test_truncated_flag_from_host_scores_zero_even_for_valid_json():
    score = score_reply(record_to_json(ROWS[1].gold), ROWS[1], truncated=True)
    assert (score.status, score.reconstruction_fidelity) == ("truncated", 0.0)


def test_status_separates_invalid_truncated_and_empty():
    oracle = record_to_json(ROWS[1].gold)
    assert score_reply(oracle[:200], ROWS[1]).status == "truncated"
    assert score_reply("Aqui está: " + oracle, ROWS[1]).status == "invalid"
    assert score_reply("   ", ROWS[1]).status == "empty"


def _only_formula(text: str) -> str:
    return json.dumps({"schema_version": "3.0", "question": {
        "pages": [1], "body": [text_block("prompt", "Resolva:"), text_block("prompt", text, "formula")],
        "alternatives": [], "parts": []}}, ensure_ascii=False)


@pytest.mark.parametrize("changed", ["x^{2} \\geq 3", "x^{2} < 3", "x^{2} = 3", "x^{2} \\leq -3", "(x^{2}) \\leq 3"])
def test_changed_sign_zeroes_the_expression(changed):
    gold = ExamRecord.model_validate_json(_only_formula("x^{2} \\leq 3"))
    score = score_reply(_only_formula(changed), gold)
    assert score.components["math"] == 0.0
    assert score.reconstruction_fidelity == 0.0


def test_other_math_differences_only_lose_token_credit():
    gold = ExamRecord.model_validate_json(_only_formula("x^{2} \\leq 3"))
    score = score_reply(_only_formula("y^{2} \\leq 3"), gold)
    assert 0.0 < score.components["math"] < 1.0


def test_sign_change_costs_more_than_a_number_change():
    sign = score_reply(reply_for(147, _flip_operation), ROWS[147])
    def change_number(q):
        q["alternatives"][3]["blocks"][0]["text"] = "3(2^{20}) - 2"
    number = score_reply(reply_for(147, change_number), ROWS[147])
    assert sign.components["math"] < number.components["math"] < 1.0


def test_report_keeps_invalid_truncated_and_empty_apart():
    from dataclasses import replace

    from benchgrade.examqm.report import summarize

    row = ROWS[93]
    oracle = record_to_json(row.gold)
    scores = [score_reply(oracle, row), score_reply(reply_for(93, _crop_includes_label), row),
              score_reply(oracle[:100], row), score_reply("", row), score_reply("nada", row)]
    report = summarize(scores)
    assert report["counts"] == {"valid": 2, "invalid": 1, "truncated": 1, "empty": 1}
    assert report["reconstruction_fidelity"] == 1.0 / 5
    assert report["reconstruction_fidelity_valid_only"] == 0.5
    assert report["alternative_id_in_image"] == {"rate": 0.5, "n": 2}
    with pytest.raises(ValueError, match="mixed scoring versions"):
        summarize([scores[0], replace(scores[0], scoring_version="3.0")])


def _overlapping_halves(q):
    image = next(b for b in q["body"] if b["kind"] == "image")
    box = image["boxes"][0]
    third, two_thirds = (round(box["y0"] + (box["y1"] - box["y0"]) * f, 4) for f in (1 / 3, 2 / 3))
    image["boxes"] = [dict(box, y1=two_thirds), dict(box, y0=third)]  # same union, but the crops overlap


def test_overlapping_partition_loses_credit_where_a_clean_partition_does_not():
    clean = score_reply(reply_for(2, _partition_figure), ROWS[2])
    overlapping = score_reply(reply_for(2, _overlapping_halves), ROWS[2])
    assert clean.components["visual"] == 1.0
    assert overlapping.components["visual"] < 1.0


def test_page_numbers_and_literal_text_are_diagnostics_not_reward():
    def wrong_pages(q):
        q["pages"] = [2]
    pages = score_reply(reply_for(3, wrong_pages), ROWS[3])
    assert pages.reconstruction_fidelity == 1.0 and pages.page_number_accuracy == 0.0
    shouted = score_reply(reply_for(5, _case_and_spaces), ROWS[5])
    assert shouted.reconstruction_fidelity == 1.0
    assert shouted.literal_transcription_agreement < 0.5
    latex = score_reply(record_to_json(ROWS[147].gold), ROWS[147])  # 2^{19} is printed as 2¹⁹
    assert latex.reconstruction_fidelity == 1.0 and latex.literal_transcription_agreement < 1.0


def test_hosts_may_pass_rows_and_records_as_plain_dicts():
    row = ROWS[93]
    as_dict = row.model_dump(mode="json")
    oracle = record_to_json(row.gold)
    assert score_reply(oracle, as_dict) == score_reply(oracle, row)
    bare = score_reply(oracle, row.gold.model_dump(mode="json"))
    assert bare.reconstruction_fidelity == 1.0 and bare.alternative_id_in_image is None
    with pytest.raises(TypeError, match="gold must be"):
        score_reply(oracle, "not a row")


def test_reading_order_counts_inside_a_passage():
    def shuffle_words(q):
        block = next(b for b in q["body"] if b["role"] == "passage" and b["kind"] == "text")
        words = block["text"].split(" ")
        block["text"] = " ".join(words[1::2] + words[0::2])
    score = score_reply(reply_for(20, shuffle_words), ROWS[20])
    assert score.components["body"] < 0.8


WRITTEN = ExamRecord.model_validate_json(json.dumps({
    "schema_version": "3.0",
    "question": {
        "pages": [1],
        "body": [text_block("passage", "Um corpo cai de uma altura de 20 m."), text_block("prompt", "Responda:")],
        "alternatives": [],
        "parts": [{"body": [text_block("prompt", "Calcule o tempo de queda.")]},
                  {"body": [text_block("prompt", "Calcule a velocidade ao tocar o solo.")]}],
    },
}, ensure_ascii=False))


def written_reply(edit=None) -> str:
    record = WRITTEN.model_dump(mode="json")
    if edit:
        edit(record["question"])
    return json.dumps(record, ensure_ascii=False)


def test_written_parts_are_ordered_and_required():
    assert score_reply(written_reply(), WRITTEN).reconstruction_fidelity == 1.0

    def swap(q):
        q["parts"].reverse()

    def drop(q):
        q["parts"].pop()

    def as_alternatives(q):  # parts turned into answer choices: the parts section is missing
        q["alternatives"] = [{"blocks": p["body"]} for p in q["parts"]]
        q["parts"] = []
    for edit in (swap, drop, as_alternatives):
        score = score_reply(written_reply(edit), WRITTEN)
        assert score.components["parts"] < 1.0 and score.reconstruction_fidelity < 1.0, edit.__name__
