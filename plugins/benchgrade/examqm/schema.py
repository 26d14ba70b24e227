"""ExamQM record schema 3.0 as pydantic models.

These models are the single source of truth: the strict parser validates replies
with them, and the prompt embeds ``record_json_schema()`` generated from them, so
the contract the model reads cannot drift from the contract the grader enforces.

Design rules (from the ExamQM specification):
- every field is required, no defaults, no aliases, no extra keys;
- a block always carries ``kind``, ``role``, ``text``, ``table_rows`` and ``boxes``;
  its kind decides which payload is populated and the others must be empty;
- alternatives and written parts are ordered lists with no printed IDs;
- hollow alternatives/parts, empty table rows and wholly blank tables are errors.
"""
from __future__ import annotations

import json
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

SCHEMA_VERSION = "3.0"

BlockKind = Literal["text", "formula", "table", "image"]
# One fixed role enum for every container (body, alternatives, parts); no kind-to-role rule.
Role = Literal["title", "passage", "source", "prompt", "caption", "legend", "instruction"]
ROLES: tuple[str, ...] = Role.__args__  # type: ignore[attr-defined]
KINDS: tuple[str, ...] = BlockKind.__args__  # type: ignore[attr-defined]

# Bounds keep the work per reply small and predictable (the scorer is linear in these).
MAX_BLOCKS_PER_CONTAINER = 200
MAX_BOXES_PER_BLOCK = 32
MAX_CONTAINERS = 26
MAX_TEXT_CHARS = 20_000
MAX_TABLE_ROWS = 200
MAX_TABLE_COLS = 40
MAX_BOXES_PER_RECORD = 64  # bounds the union-area geometry work per reply

_STRICT = ConfigDict(extra="forbid", strict=True, frozen=True, populate_by_name=False)


class Box(BaseModel):
    """A crop on one supplied page, in page fractions (0 = left/top, 1 = right/bottom)."""

    model_config = _STRICT

    page: int = Field(ge=1, description="1-based index of the supplied page image")
    x0: float = Field(ge=0.0, le=1.0)
    y0: float = Field(ge=0.0, le=1.0)
    x1: float = Field(ge=0.0, le=1.0)
    y1: float = Field(ge=0.0, le=1.0)

    @model_validator(mode="after")
    def _positive_area(self) -> "Box":
        if not (self.x0 < self.x1 and self.y0 < self.y1):
            raise ValueError(f"box must have x0 < x1 and y0 < y1, got ({self.x0}, {self.y0}, {self.x1}, {self.y1})")
        return self


class Block(BaseModel):
    """One unit of content; ``kind`` selects the populated payload."""

    model_config = _STRICT

    kind: BlockKind
    role: Role
    text: str = Field(max_length=MAX_TEXT_CHARS)
    table_rows: list[list[str]] = Field(max_length=MAX_TABLE_ROWS)
    boxes: list[Box] = Field(max_length=MAX_BOXES_PER_BLOCK)

    @model_validator(mode="after")
    def _payload_matches_kind(self) -> "Block":
        populated = {
            "text": bool(self.text),
            "table_rows": bool(self.table_rows),
            "boxes": bool(self.boxes),
        }
        wanted = {"text": "text", "formula": "text", "table": "table_rows", "image": "boxes"}[self.kind]
        stray = [name for name, full in populated.items() if full and name != wanted]
        if stray:
            raise ValueError(f"a {self.kind!r} block must leave {', '.join(stray)} empty")
        if self.kind in ("text", "formula") and not self.text.strip():
            raise ValueError(f"a {self.kind!r} block needs non-blank text")
        if self.kind == "image" and not self.boxes:
            raise ValueError("an 'image' block needs at least one box")
        if self.kind == "table":
            _check_table(self.table_rows)
        return self


def _check_table(rows: list[list[str]]) -> None:
    if not rows:
        raise ValueError("a 'table' block needs at least one row")
    for index, row in enumerate(rows):
        if not row:
            raise ValueError(f"table row {index} is empty (no cells)")
        if len(row) > MAX_TABLE_COLS:
            raise ValueError(f"table row {index} has {len(row)} cells, more than {MAX_TABLE_COLS}")
        if not any(cell.strip() for cell in row):
            raise ValueError(f"table row {index} has only blank cells")


class Alternative(BaseModel):
    """One answer choice, in printed order, without its printed label."""

    model_config = _STRICT

    blocks: list[Block] = Field(min_length=1, max_length=MAX_BLOCKS_PER_CONTAINER)


class Part(BaseModel):
    """One written (lettered) subquestion, in printed order, without its printed label."""

    model_config = _STRICT

    body: list[Block] = Field(min_length=1, max_length=MAX_BLOCKS_PER_CONTAINER)


class Question(BaseModel):
    model_config = _STRICT

    pages: list[int] = Field(min_length=1, max_length=16, description="1-based supplied pages the question is printed on")
    body: list[Block] = Field(min_length=1, max_length=MAX_BLOCKS_PER_CONTAINER)
    alternatives: list[Alternative] = Field(max_length=MAX_CONTAINERS)
    parts: list[Part] = Field(max_length=MAX_CONTAINERS)

    @model_validator(mode="after")
    def _pages_valid(self) -> "Question":
        if any(page < 1 for page in self.pages):
            raise ValueError("pages must be 1-based page numbers (>= 1)")
        if len(set(self.pages)) != len(self.pages):
            raise ValueError("pages must not repeat")
        total = sum(len(block.boxes) for _, blocks in iter_containers(self) for block in blocks)
        if total > MAX_BOXES_PER_RECORD:
            raise ValueError(f"{total} boxes in one question, more than the {MAX_BOXES_PER_RECORD} allowed")
        return self


class ExamRecord(BaseModel):
    """The whole reply: exactly one question."""

    model_config = _STRICT

    schema_version: Literal["3.0"]
    question: Question


def record_json_schema() -> dict:
    """JSON Schema of the reply, generated from the validator itself."""
    return ExamRecord.model_json_schema()


COMPACT_EXAMPLE: dict = {
    "schema_version": SCHEMA_VERSION,
    "question": {
        "pages": [1],
        "body": [
            {"kind": "text", "role": "passage", "text": "Texto de apoio …", "table_rows": [], "boxes": []},
            {"kind": "image", "role": "passage", "text": "", "table_rows": [],
             "boxes": [{"page": 1, "x0": 0.1, "y0": 0.2, "x1": 0.9, "y1": 0.5}]},
            {"kind": "table", "role": "passage", "text": "", "table_rows": [["Mês", "Valor"], ["Maio", "66"]], "boxes": []},
            {"kind": "text", "role": "prompt", "text": "Enunciado da questão:", "table_rows": [], "boxes": []},
        ],
        "alternatives": [
            {"blocks": [{"kind": "text", "role": "prompt", "text": "primeira alternativa.", "table_rows": [], "boxes": []}]},
            {"blocks": [{"kind": "formula", "role": "prompt", "text": "3 \\times 2^{19}", "table_rows": [], "boxes": []}]},
        ],
        "parts": [],
    },
}


def compact_example_json() -> str:
    return json.dumps(COMPACT_EXAMPLE, ensure_ascii=False, separators=(",", ":"))


def iter_containers(question: Question):
    """Yield ``(container_id, blocks)`` in reading order: body, alternatives, parts.

    Container ids ("body", "alternative[0]", "part[1]") are the unit of section scoring
    and of page-aware geometry.
    """
    yield "body", question.body
    for index, alternative in enumerate(question.alternatives):
        yield f"alternative[{index}]", alternative.blocks
    for index, part in enumerate(question.parts):
        yield f"part[{index}]", part.body
