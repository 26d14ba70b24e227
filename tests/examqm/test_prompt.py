"""The prompt carries the schema, the example, the locator and the pages; never the private sidecar."""
from __future__ import annotations

import json

from benchgrade.examqm import build_prompt, load_bundled, page_images, record_json_schema
from benchgrade.examqm.schema import compact_example_json

ROWS = {row.question_number: row for row in load_bundled(split="all")}


def test_prompt_embeds_the_validator_schema_and_example():
    row = ROWS[93]
    prompt = build_prompt(row)
    assert json.dumps(record_json_schema(), ensure_ascii=False, separators=(",", ":")) in prompt
    assert compact_example_json() in prompt
    assert "question 93" in prompt and "2 exam page image(s)" in prompt


def test_private_sidecar_never_reaches_the_prompt():
    for row in ROWS.values():
        meta = row.source_metadata
        for native in (False, True):
            prompt = build_prompt(row, native_text=native)
            assert "answer_key" not in prompt and "choice_markers" not in prompt
            assert json.dumps(meta.model_dump(mode="json")["choice_markers"]) not in prompt
            assert meta.source["commit"] not in prompt
            for marker in meta.choice_markers:
                assert f"{marker.box[0]}, {marker.box[1]}" not in prompt


def test_native_text_is_optional_and_is_the_printed_text():
    row = ROWS[1]
    plain, with_text = build_prompt(row), build_prompt(row, native_text=True)
    assert "Holy War" not in plain
    assert "Holy War" in with_text and "QUESTÃO 01" in with_text


def test_page_images_and_lm_eval_placeholders():
    row = ROWS[180]
    images = page_images(row)
    assert len(images) == len(row.pages) == 3
    assert all(image.mode == "RGB" and image.size == (1000, 1414) for image in images)
    assert build_prompt(row, image_placeholders=True).startswith("<image>" * 3)


def test_chat_messages_carry_every_page_as_png_then_the_text():
    import base64
    import io

    from PIL import Image

    from benchgrade.examqm import chat_messages

    row = ROWS[93]
    (message,) = chat_messages(row, native_text=True)
    parts = message["content"]
    assert message["role"] == "user" and [p["type"] for p in parts] == ["image_url", "image_url", "text"]
    for part, path in zip(parts, row.page_paths()):
        url = part["image_url"]["url"]
        assert url.startswith("data:image/png;base64,")
        raw = base64.b64decode(url.split(",", 1)[1])
        assert raw == path.read_bytes()
        assert Image.open(io.BytesIO(raw)).size == (1000, 1414)
    assert parts[-1]["text"] == build_prompt(row, native_text=True)
