"""Strict parsing: every deviation from schema 3.0 is rejected with a message naming what and where."""
from __future__ import annotations

import copy
import json

import pytest

from benchgrade.examqm import ExamQMParseError, load_bundled, parse_reply, record_json_schema, record_to_json
from benchgrade.examqm.schema import COMPACT_EXAMPLE, compact_example_json

ROW = next(row for row in load_bundled() if row.question_number == 125)  # text, figure and table blocks
ORACLE = json.loads(record_to_json(ROW.gold))


def edited(edit) -> str:
    record = copy.deepcopy(ORACLE)
    edit(record)
    return json.dumps(record, ensure_ascii=False)


def rejects(reply: str) -> ExamQMParseError:
    with pytest.raises(ExamQMParseError) as caught:
        parse_reply(reply)
    return caught.value


def test_oracle_and_compact_example_parse():
    assert parse_reply(record_to_json(ROW.gold)) == ROW.gold
    assert parse_reply(compact_example_json()).model_dump(mode="json") == COMPACT_EXAMPLE


def _set(path, value):
    def edit(record):
        node = record
        for key in path[:-1]:
            node = node[key]
        node[path[-1]] = value
    return edit


def _delete(path):
    def edit(record):
        node = record
        for key in path[:-1]:
            node = node[key]
        del node[path[-1]]
    return edit


def _table_index():
    return next(i for i, b in enumerate(ORACLE["question"]["body"]) if b["kind"] == "table")


def _image_index():
    return next(i for i, b in enumerate(ORACLE["question"]["body"]) if b["kind"] == "image")


T, I = _table_index(), _image_index()

# (case, edit, expected path, words the message must contain)
SCHEMA_CASES = [
    ("extra key", _set(["question", "body", 0, "confidence"], 0.9), "question.body[0].confidence", "unknown key"),
    ("alias key", _set(["question", "body", 0, "type"], "text"), "question.body[0].type", "'kind'"),
    ("alias top-level", _set(["questions"], []), "questions", "unknown key"),
    ("missing field", _delete(["question", "parts"]), "question.parts", "missing"),
    ("missing block field", _delete(["question", "body", 0, "boxes"]), "question.body[0].boxes", "missing"),
    ("wrong version", _set(["schema_version"], "2.0"), "schema_version", "3.0"),
    ("wrong type str->int", _set(["question", "pages"], ["1"]), "question.pages[0]", "integer"),
    ("wrong type bool->float", _set(["question", "body", I, "boxes", 0, "x0"], True), f"question.body[{I}].boxes[0].x0", "number"),
    ("unknown kind", _set(["question", "body", 0, "kind"], "paragraph"), "question.body[0].kind", "'text'"),
    ("unknown role", _set(["question", "body", 0, "role"], "stem"), "question.body[0].role", "'prompt'"),
    ("text block with boxes", _set(["question", "body", 0, "boxes"], [{"page": 1, "x0": 0, "y0": 0, "x1": 1, "y1": 1}]),
     "question.body[0]", "boxes empty"),
    ("blank text block", _set(["question", "body", 0, "text"], "   "), "question.body[0]", "non-blank"),
    ("image without boxes", _set(["question", "body", I, "boxes"], []), f"question.body[{I}]", "at least one box"),
    ("empty table row", lambda r: r["question"]["body"][T]["table_rows"].append([]), f"question.body[{T}]", "empty"),
    ("blank table", _set(["question", "body", T, "table_rows"], [["", " "], [" ", ""]]), f"question.body[{T}]", "blank"),
    ("table with no rows", _set(["question", "body", T, "table_rows"], []), f"question.body[{T}]", "at least one row"),
    ("hollow alternative", _set(["question", "alternatives", 2, "blocks"], []), "question.alternatives[2].blocks",
     "hollow"),
    ("hollow part", _set(["question", "parts"], [{"body": []}]), "question.parts[0].body", "hollow"),
    ("inverted box", _set(["question", "body", I, "boxes", 0, "x1"], 0.0), f"question.body[{I}].boxes[0]", "x0 < x1"),
    ("box outside page", _set(["question", "body", I, "boxes", 0, "y1"], 1.5), f"question.body[{I}].boxes[0].y1", "1"),
    ("page zero", _set(["question", "body", I, "boxes", 0, "page"], 0), f"question.body[{I}].boxes[0].page", "1"),
    ("repeated pages", _set(["question", "pages"], [1, 1]), "question", "repeat"),
    ("question as list", _set(["question"], []), "question", "exactly one question"),
    ("no body", _set(["question", "body"], []), "question.body", "at least 1"),
]


@pytest.mark.parametrize("case, edit, path, words", SCHEMA_CASES, ids=[c[0] for c in SCHEMA_CASES])
def test_schema_violation_is_rejected_with_its_path(case, edit, path, words):
    error = rejects(edited(edit))
    assert error.status == "invalid"
    assert error.path.startswith(path), (error.path, str(error))
    assert words.lower() in str(error).lower(), str(error)


def test_duplicate_key_names_the_object_and_key():
    text = record_to_json(ROW.gold).replace('"alternatives":', '"parts":[],"alternatives":', 1)
    error = rejects(text)
    assert error.path == "question" and "duplicate key 'parts'" in str(error)
    nested = record_to_json(ROW.gold).replace('"kind":"text"', '"kind":"text","kind":"text"', 1)
    assert rejects(nested).path == "question.body[0]"


ORACLE_TEXT = record_to_json(ROW.gold)
TEXT_CASES = [
    ("fence", "```json\n" + ORACLE_TEXT + "\n```", "invalid", "fence"),
    ("bare fence", "```\n" + ORACLE_TEXT + "\n```", "invalid", "fence"),
    ("prose before", "Segue o JSON: " + ORACLE_TEXT, "invalid", "prose before"),
    ("prose after", ORACLE_TEXT + "\nEspero ter ajudado.", "invalid", "prose"),
    ("two questions", ORACLE_TEXT + "\n" + ORACLE_TEXT, "invalid", "several questions"),
    ("array of questions", "[" + ORACLE_TEXT + "]", "invalid", "array"),
    ("truncated mid-string", ORACLE_TEXT[: len(ORACLE_TEXT) // 2], "truncated", "ends before"),
    ("truncated at end", ORACLE_TEXT[:-1], "truncated", "ends before"),
    ("broken JSON", ORACLE_TEXT.replace(":", "=", 1), "invalid", "invalid JSON"),
    ("empty", "", "empty", "empty"),
    ("whitespace", " \n\t ", "empty", "empty"),
    ("huge", "{" + " " * 500_000 + "}", "invalid", "more than"),
]


@pytest.mark.parametrize("case, text, status, words", TEXT_CASES, ids=[c[0] for c in TEXT_CASES])
def test_reply_shape_is_rejected_without_repair(case, text, status, words):
    error = rejects(text)
    assert error.status == status
    assert words.lower() in str(error).lower(), str(error)


def test_accents_and_glyphs_survive_parsing():
    record = parse_reply(ORACLE_TEXT)
    assert record == ROW.gold
    text = json.dumps(record.model_dump(mode="json"), ensure_ascii=False)
    assert "ã" in text or "ç" in text


def test_json_schema_comes_from_the_validator():
    schema = record_json_schema()
    block = schema["$defs"]["Block"]
    assert set(block["required"]) == {"kind", "role", "text", "table_rows", "boxes"}
    assert block["additionalProperties"] is False
    assert schema["properties"]["schema_version"]["const"] == "3.0"


def test_adversarial_nesting_is_bounded():
    deep = "[" * 50_000 + "]" * 50_000
    error = rejects('{"schema_version":"3.0","question":' + deep + "}")
    assert error.status == "invalid"
