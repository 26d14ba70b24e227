"""ENEM 2024 (piresramon/gpt-4-enem) question -> exam page(s) + gold record + sidecar.

The source row gives text (with ``[[placeholder]]`` where figures go and Markdown
tables), five alternatives and the answer key. We lay it out as a printed page and
derive the gold record FROM WHAT WAS DRAWN: every text block is the string printed,
every image box is where the figure was pasted, every printed label "A"-"E" is recorded
as a private choice-marker region. So the gold is correct by construction.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from PIL import Image

from . import layout
from ..schema import Alternative, Block, Box, ExamRecord, Question

PLACEHOLDER = "[[placeholder]]"
LABELS = ("A", "B", "C", "D", "E")
SOURCE_REPO = "piresramon/gpt-4-enem"
SOURCE_COMMIT = "cbba7fdd735845bb45ac80d5090baae1b949d782"

_PANDAS_ARTIFACT = re.compile(r"^(nan|Unnamed: \d+)$")
_BARE_POWER = re.compile(r"\^(\d{2,})")


@dataclass
class RenderedQuestion:
    number: int
    pages: list[layout.Page]
    record: ExamRecord
    markers: list[dict]
    literal: dict[str, str]


def question_number(source_id: str) -> int:
    match = re.fullmatch(r"questao_(\d+)", source_id)
    if not match:
        raise ValueError(f"unexpected ENEM id {source_id!r} (want 'questao_NN')")
    return int(match.group(1))


def _is_formula(text: str) -> bool:
    return "^" in text


def _latex(text: str) -> str:
    """``2^19`` means 2 to the 19th on the page: write it unambiguously as ``2^{19}``."""
    return _BARE_POWER.sub(r"^{\1}", text)


def _printed(text: str) -> str:
    """The literal glyphs a reader sees for a formula (superscripts as Unicode)."""
    sup = str.maketrans("0123456789", "⁰¹²³⁴⁵⁶⁷⁸⁹")
    return re.sub(r"\^\{(\d+)\}", lambda m: m.group(1).translate(sup), text)


def _table_rows(lines: list[str]) -> list[list[str]]:
    rows = []
    for line in lines:
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        if all(re.fullmatch(r":?-+:?", cell) for cell in cells):  # the delimiter row
            continue
        cells = ["" if _PANDAS_ARTIFACT.match(cell) else cell for cell in cells]
        if any(cells):
            rows.append(cells)
    return rows


def _segments(question: str) -> list[tuple[str, object]]:
    """Split the source text into ('title'|'text'|'figure'|'table', payload) in reading order."""
    segments: list[tuple[str, object]] = []
    table: list[str] = []
    for raw in question.split("\n") + [""]:
        line = raw.strip()
        if line.startswith("|"):
            table.append(line)
            continue
        if table:
            rows = _table_rows(table)
            if rows:
                segments.append(("table", rows))
            table = []
        if not line:
            continue
        kind = "title" if line.startswith("## ") else "text"
        line = line[3:] if kind == "title" else line
        # a figure mark may share a line with text: it still stands on its own on the page
        for position, piece in enumerate(line.split(PLACEHOLDER)):
            if position:
                segments.append(("figure", None))
            if piece.strip():
                segments.append((kind, piece.strip()))
    return segments


def _box(page_box: tuple[int, int, int, int, int]) -> Box:
    page, x0, y0, x1, y1 = page_box
    return Box(page=page + 1, x0=round(x0 / layout.PAGE_W, 4), y0=round(y0 / layout.PAGE_H, 4),
               x1=round(x1 / layout.PAGE_W, 4), y1=round(y1 / layout.PAGE_H, 4))


def _block(kind: str, role: str, *, text: str = "", rows: list[list[str]] | None = None,
           boxes: list[Box] | None = None) -> Block:
    return Block(kind=kind, role=role, text=text, table_rows=rows or [], boxes=boxes or [])


def render_question(source: dict, figures_root: Path) -> RenderedQuestion:
    number = question_number(source["id"])
    figures = list(source["figures"])
    alternatives = source["alternatives"]
    if len(alternatives) != len(LABELS):
        raise ValueError(f"{source['id']}: expected 5 alternatives, got {len(alternatives)}")
    writer = layout.PageWriter()
    writer.header(f"QUESTÃO {number:02d}")

    def next_figure() -> Image.Image:
        if not figures:
            raise ValueError(f"{source['id']}: more [[placeholder]] marks than figures")
        path = figures_root / figures.pop(0)
        with Image.open(path) as image:
            image.load()
            return image.copy()

    segments = _segments(source["question"])
    last_text = max((i for i, (kind, _) in enumerate(segments) if kind == "text"), default=-1)
    body: list[Block] = []
    literal_body: list[str] = []
    for index, (kind, payload) in enumerate(segments):
        role = "prompt" if index == last_text else "passage"
        if kind == "title":
            writer.paragraph(str(payload), style="bold", size=layout.TITLE_SIZE)
            body.append(_block("text", "title", text=str(payload)))
            literal_body.append(str(payload))
        elif kind == "text":
            text = _latex(str(payload))
            writer.paragraph(text)
            body.append(_block("formula" if _is_formula(text) else "text", role, text=text))
            literal_body.append(_printed(text))
        elif kind == "table":
            rows = [[_latex(cell) for cell in row] for row in payload]  # type: ignore[union-attr]
            writer.table(rows)
            body.append(_block("table", "passage", rows=rows))
            literal_body.extend(_printed(cell) for row in rows for cell in row)
        else:
            box = writer.figure(next_figure())
            body.append(_block("image", "passage", boxes=[_box(box)]))

    choices: list[Alternative] = []
    markers: list[dict] = []
    literal = {"body": "\n".join(literal_body)}
    for index, (label, text) in enumerate(zip(LABELS, alternatives)):
        text = text.strip()
        if text == PLACEHOLDER:
            image = layout.fit(next_figure(), layout.PAGE_W - 2 * layout.MARGIN - layout.INDENT, 300)
            writer.reserve(max(image.height, layout.MARKER) + 14)
            marker = writer.marker(label)
            box = writer.figure(image, x=layout.MARGIN + layout.INDENT, max_h=300)
            block = _block("image", "prompt", boxes=[_box(box)])
        else:
            text = _latex(text)
            writer.reserve(layout.MARKER + 2 * layout.LINE_GAP + layout.BODY_SIZE)
            marker = writer.marker(label)
            writer.y += (layout.MARKER - layout.BODY_SIZE - layout.LINE_GAP) // 2
            writer.paragraph(text, x=layout.MARGIN + layout.INDENT, width=layout.PAGE_W - 2 * layout.MARGIN - layout.INDENT)
            writer.y = max(writer.y, marker[4] + 12)
            block = _block("formula" if _is_formula(text) else "text", "prompt", text=text)
            literal[f"alternative[{index}]"] = _printed(text)
        page, x0, y0, x1, y1 = marker
        markers.append({"alternative": index, "label": label, "page": page + 1,
                        "box": [round(x0 / layout.PAGE_W, 4), round(y0 / layout.PAGE_H, 4),
                                round(x1 / layout.PAGE_W, 4), round(y1 / layout.PAGE_H, 4)]})
        choices.append(Alternative(blocks=[block]))
    if figures:
        raise ValueError(f"{source['id']}: {len(figures)} figure(s) never placed: {figures}")
    record = ExamRecord(schema_version="3.0", question=Question(
        pages=list(range(1, len(writer.pages) + 1)), body=body, alternatives=choices, parts=[]))
    return RenderedQuestion(number, writer.pages, record, markers, literal)
