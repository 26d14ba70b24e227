"""Diagnostics reported beside the reward, never folded into it.

- literal transcription agreement: the reply's text against the text exactly as
  printed (no case, whitespace-run, underscore or LaTeX tolerance), so a perfect
  reward with normalised spellings stays distinguishable from a literal copy;
- page-number accuracy: supplied page numbers earn no OCR reward, but whether the
  model names the right pages is still worth knowing.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from .schema import Block, ExamRecord, iter_containers
from .textnorm import bag_overlap, literal_tokens

if TYPE_CHECKING:
    from .rows import ExamRow


def container_text(blocks: list[Block]) -> str:
    """All text of a container in reading order: text/formula blocks and table cells."""
    pieces: list[str] = []
    for block in blocks:
        if block.kind in ("text", "formula"):
            pieces.append(block.text)
        elif block.kind == "table":
            pieces.extend(cell for row in block.table_rows for cell in row)
    return "\n".join(pieces)


def literal_agreement(reply: ExamRecord, row: "ExamRow") -> float | None:
    expected = row.source_metadata.literal_transcription
    if not expected:
        return None
    got = {container: container_text(blocks) for container, blocks in iter_containers(reply.question)}
    matched = total = 0
    for container in dict.fromkeys([*expected, *got]):
        gold_tokens = literal_tokens(expected.get(container, ""))
        reply_tokens = literal_tokens(got.get(container, ""))
        matched += bag_overlap(gold_tokens, reply_tokens)
        total += max(len(gold_tokens), len(reply_tokens))
    return round(matched / total, 6) if total else None


def page_number_accuracy(reply: ExamRecord, gold: ExamRecord) -> float:
    """Jaccard overlap of the page sets (1.0 = exactly the gold pages)."""
    want, got = set(gold.question.pages), set(reply.question.pages)
    return round(len(want & got) / len(want | got), 6)
