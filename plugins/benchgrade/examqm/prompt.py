"""Prompt for one ExamQM task, built for any host (lm-eval ``doc_to_text``/``doc_to_image``,
verifiers ``TaskData.prompt``).

Only public task input goes in: the question number (a locator), the page images, and
optionally the pages' native text. The JSON Schema comes from the same pydantic models
the parser validates with. ``source_metadata`` (printed labels, answer key, marker
regions, literal transcription) is never read here, so it cannot leak into the prompt.
"""
from __future__ import annotations

import base64
import io
import json
from functools import lru_cache

from PIL import Image

from .rows import ExamRow
from .schema import compact_example_json, record_json_schema

IMAGE_PLACEHOLDER = "<image>"  # lm-eval's DEFAULT_IMAGE_PLACEHOLDER

INSTRUCTIONS = """\
You are given {n_pages} exam page image(s). Reconstruct question {number} as ONE raw JSON object \
(no Markdown fence, no text before or after) that validates against the JSON Schema below.

Rules:
- Every field is required; no extra keys. Every block has kind, role, text, table_rows and boxes; \
the kind decides which one is filled, the others stay empty ("" or []).
- Keep source reading order, table rows and cells, and the order of the alternatives and written parts.
- Do NOT copy printed alternative or part labels (A, B, (a) ...): list order carries them. \
No image crop may include a printed label.
- Answer-choice blocks use role "prompt", including graphics.
- Boxes are page fractions (0..1) on the supplied page numbers (1-based).
- Transcribe exactly: accents, punctuation, Greek letters, legend glyphs, emphasis. Formulas may be LaTeX.
- pages: the supplied pages on which the question is printed.

JSON Schema:
{schema}

Compact example (structure only):
{example}
"""


NATIVE_TEXT_HEADER = "\nNative text extracted from the pages (may be incomplete):\n"


@lru_cache(maxsize=1)
def schema_text() -> str:
    """The reply JSON Schema, compact; generated once per process (pydantic schema generation is slow)."""
    return json.dumps(record_json_schema(), ensure_ascii=False, separators=(",", ":"))


def build_prompt(row: ExamRow, *, native_text: bool = False, image_placeholders: bool = False) -> str:
    """The user-message text; ``image_placeholders`` prefixes one ``<image>`` per page (lm-eval style)."""
    text = INSTRUCTIONS.format(
        n_pages=len(row.pages), number=row.question_number,
        schema=schema_text(),
        example=compact_example_json(),
    )
    if native_text and row.native_text:
        pages = "\n".join(f"--- page {i} ---\n{t}" for i, t in enumerate(row.native_text, start=1))
        text += f"{NATIVE_TEXT_HEADER}{pages}\n"
    if image_placeholders:
        text = IMAGE_PLACEHOLDER * len(row.pages) + text
    return text


def page_images(row: ExamRow) -> list[Image.Image]:
    """The page images as RGB PIL images, in page order (hashes were verified at load)."""
    images = []
    for path in row.page_paths():
        with Image.open(path) as image:
            images.append(image.convert("RGB"))
    return images


def page_data_urls(row: ExamRow, *, max_side: int | None = None) -> list[str]:
    """``data:image/png;base64,...`` per page: the verified file bytes as stored, or, with ``max_side``,
    the page downscaled (aspect kept) so its longer side is at most ``max_side`` pixels."""
    urls = []
    for path in row.page_paths():
        data = path.read_bytes()
        if max_side is not None:
            with Image.open(path) as image:
                if max(image.size) > max_side:
                    scale = max_side / max(image.size)
                    small = image.convert("RGB").resize((max(1, round(image.width * scale)),
                                                         max(1, round(image.height * scale))), Image.LANCZOS)
                    buffer = io.BytesIO()
                    small.quantize(colors=256).save(buffer, format="PNG", optimize=True)
                    data = buffer.getvalue()
        urls.append(f"data:image/png;base64,{base64.b64encode(data).decode('ascii')}")
    return urls


def chat_messages(row: ExamRow, *, native_text: bool = False) -> list[dict]:
    """One OpenAI-style user message: the page images, then the instructions (verifiers / chat APIs)."""
    content: list[dict] = [{"type": "image_url", "image_url": {"url": url}} for url in page_data_urls(row)]
    content.append({"type": "text", "text": build_prompt(row, native_text=native_text)})
    return [{"role": "user", "content": content}]
