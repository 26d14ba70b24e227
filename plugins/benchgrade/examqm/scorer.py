"""Scorer 3.2: ``reconstruction_fidelity`` = the lowest required component.

3.2 keeps 3.1's components and repairs three rules of the contract that 3.1 did not keep:
image-block roles are scored ("Roles remain exact"), a formula whose reply occurrence gains a
sign next to it is a changed expression (math 0 for it), and reading order of same-role text is
measured over the whole role stream, not only at adjacent token pairs. Gold still scores 1.0;
3.1 and 3.2 scores are not comparable (the report refuses to mix them).

Taking the minimum (not a mean) is the point: correct choices cannot mask an absent
passage, correct prose cannot mask absent figures. Components, each in [0, 1], active
only when the gold (or the reply, for invented sections) has that kind of content:

- ``body`` / ``alternatives`` / ``parts``: length-weighted matched-token coverage per
  container (tokens and adjacent token pairs, both scaled by the role's reading-order factor:
  the longest in-order share of the gold's unique token trigrams found in the reply), grouped by role (so adjacent text/formula blocks of one role may be split
  or joined, and text and formula are interchangeable), tables compared cell by cell
  in order; alternatives and parts compared by list position;
- ``visual``: page-aware union IoU of image boxes within each container and role (a crop
  with the wrong role covers nothing of the gold; areas summed), with penalties for duplicate/overlapping crops and for boxes listed
  out of gold order;
- ``math``: each gold formula must appear intact, with no operation, comparison or grouping
  sign added next to it that the gold does not have there (``-3 × 2^{19}``, ``3 × 2^{19} - 1``,
  ``(3 × 2^{19})^{2}`` all change ``3 × 2^{19}``); a changed sign zeroes that expression, other
  differences lose token credit;
- ``symbols``: every meaningful legend glyph of the gold must be present (else 0).

A reply image box touching a printed choice marker sets ``alternative_id_in_image=1``
and the reward to 0. Invalid, truncated or empty replies score 0. Page numbers and
literal transcription are diagnostics, never part of the reward.
"""
from __future__ import annotations

import json
from bisect import bisect_right
from collections import Counter, defaultdict
from dataclasses import asdict, dataclass, field

from .diagnostics import literal_agreement, page_number_accuracy
from .geometry import (PageRect, intersection, intersects, longest_increasing, longest_non_decreasing, overlap_factor,
                       rect_area, union_overlap)
from .parser import ExamQMParseError, parse_reply
from .rows import ExamRow
from .schema import Block, ExamRecord, iter_containers
from .textnorm import MATH_SIGNS, bag_overlap, math_tokens, meaningful_symbols, sign_signature, tokens

SCORING_VERSION = "3.2"
SECTIONS = ("body", "alternatives", "parts")


@dataclass(frozen=True)
class ExamQMScore:
    reconstruction_fidelity: float
    status: str  # valid | invalid | truncated | empty
    components: dict[str, float] = field(default_factory=dict)
    alternative_id_in_image: int | None = None
    literal_transcription_agreement: float | None = None
    page_number_accuracy: float | None = None
    error: str | None = None
    scoring_version: str = SCORING_VERSION

    @property
    def reward(self) -> float:
        return self.reconstruction_fidelity

    def as_dict(self) -> dict:
        return asdict(self)


# ---------------------------------------------------------------- content sections

@dataclass
class _Coverage:
    matched: float = 0.0
    total: float = 0.0

    def add(self, gold: list[str], reply: list[str], order: float = 1.0) -> None:
        """Unigrams measure what was transcribed; adjacent pairs and ``order`` that it is in reading order.

        Both are multiset overlaps (linear). Splitting or joining adjacent blocks of one role
        leaves the role's token stream, hence both counts and the order factor, unchanged.
        """
        self.matched += order * (bag_overlap(gold, reply) + bag_overlap(_pairs(gold), _pairs(reply)))
        self.total += max(len(gold), len(reply)) + max(len(gold) - 1, len(reply) - 1, 0)

    @property
    def score(self) -> float | None:
        return None if self.total == 0 else self.matched / self.total


def _pairs(seq) -> list[tuple[str, str]]:
    return list(zip(seq, seq[1:]))


def _unique_positions(gold: list[str], n: int) -> dict[tuple, int]:
    """Gold position of every token n-gram that occurs exactly once in ``gold``."""
    grams = list(zip(*(gold[i:] for i in range(n))))
    counts = Counter(grams)
    return {gram: index for index, gram in enumerate(grams) if counts[gram] == 1}


def reading_order(gold: list[str], reply: list[str], gold_blocks: list[int] | None = None) -> float:
    """How much of the reply's matched text keeps the gold reading order (1.0 = in order).

    Anchors are the token bigrams that occur exactly once in the gold; each one the reply
    contains is placed at its gold position. Two views, the lower one counts:
    - tokens: the longest increasing run of anchor positions (in reply order) over all anchors
      found (two swapped equal paragraphs give about 0.5);
    - blocks (``gold_blocks`` = the gold block lengths of this role stream): each gold block is
      placed at the median reply position of its anchors, and the longest run of blocks in gold
      order over the blocks found (swapping 2 of 3 paragraphs gives 2/3, however short they are).
    A missing paragraph leaves both at 1.0 (coverage already charges for it). Splitting or
    joining adjacent blocks leaves the stream, so both views, unchanged. O(n log n).
    """
    position = _unique_positions(gold, 2)
    found = [(position[gram], index) for index, gram in enumerate(zip(reply, reply[1:])) if gram in position]
    if not found:
        return 1.0
    token_order = longest_increasing([gold_at for gold_at, _ in found]) / len(found)
    if not gold_blocks or len(gold_blocks) < 2:
        return token_order
    starts = [sum(gold_blocks[:i]) for i in range(len(gold_blocks) + 1)]
    placed: dict[int, list[int]] = defaultdict(list)
    for gold_at, reply_at in found:
        placed[bisect_right(starts, gold_at) - 1].append(reply_at)
    if len(placed) < 2:
        return token_order
    by_reply = sorted(placed, key=lambda block: sorted(placed[block])[len(placed[block]) // 2])
    return min(token_order, longest_increasing(by_reply) / len(by_reply))


def _container_coverage(gold: list[Block], reply: list[Block], into: _Coverage) -> None:
    """Text by role (one token stream per role, its reading order measured), then tables by role in order, cell by cell."""
    gold_text, reply_text = defaultdict(list), defaultdict(list)
    gold_tables, reply_tables = defaultdict(list), defaultdict(list)
    gold_lengths: dict[str, list[int]] = defaultdict(list)
    for blocks, text_by_role, tables_by_role in ((gold, gold_text, gold_tables), (reply, reply_text, reply_tables)):
        for block in blocks:
            if block.kind in ("text", "formula"):
                text_by_role[block.role].extend(tokens(block.text))
                if blocks is gold:
                    gold_lengths[block.role].append(len(tokens(block.text)))
            elif block.kind == "table":
                tables_by_role[block.role].append(block.table_rows)
    for role in set(gold_text) | set(reply_text):
        g_text, r_text = gold_text.get(role, []), reply_text.get(role, [])
        into.add(g_text, r_text, reading_order(g_text, r_text, gold_lengths.get(role)))
    for role in set(gold_tables) | set(reply_tables):
        g_tables, r_tables = gold_tables.get(role, []), reply_tables.get(role, [])
        for index in range(max(len(g_tables), len(r_tables))):
            _table_coverage(g_tables[index] if index < len(g_tables) else [],
                            r_tables[index] if index < len(r_tables) else [], into)


def _table_coverage(gold: list[list[str]], reply: list[list[str]], into: _Coverage) -> None:
    for row in range(max(len(gold), len(reply))):
        g_row = gold[row] if row < len(gold) else []
        r_row = reply[row] if row < len(reply) else []
        for col in range(max(len(g_row), len(r_row))):
            g_cell = tokens(g_row[col]) if col < len(g_row) else []
            r_cell = tokens(r_row[col]) if col < len(r_row) else []
            if not g_cell and not r_cell and (col >= len(g_row) or col >= len(r_row)):
                into.total += 1  # a cell present on one side only, both blank: still a structural miss
                continue
            into.add(g_cell, r_cell)


def _section_scores(gold: ExamRecord, reply: ExamRecord) -> dict[str, float]:
    scores: dict[str, float] = {}
    pairs = {
        "body": [(gold.question.body, reply.question.body)],
        "alternatives": _pad([a.blocks for a in gold.question.alternatives], [a.blocks for a in reply.question.alternatives]),
        "parts": _pad([p.body for p in gold.question.parts], [p.body for p in reply.question.parts]),
    }
    for section in SECTIONS:
        coverage = _Coverage()
        for g_blocks, r_blocks in pairs[section]:
            _container_coverage(g_blocks, r_blocks, coverage)
        g_count, r_count = _count(gold, section), _count(reply, section)
        if g_count != r_count:
            coverage.total += 1  # a missing or invented container always costs something
        if coverage.score is not None:
            scores[section] = coverage.score
        elif g_count != r_count:
            scores[section] = 0.0
    return scores


def _count(record: ExamRecord, section: str) -> int:
    return {"body": 1, "alternatives": len(record.question.alternatives), "parts": len(record.question.parts)}[section]


def _pad(gold: list, reply: list) -> list[tuple[list, list]]:
    return [(gold[i] if i < len(gold) else [], reply[i] if i < len(reply) else []) for i in range(max(len(gold), len(reply)))]


# ---------------------------------------------------------------- visual recovery

def _image_boxes(blocks: list[Block]) -> list[list[PageRect]]:
    return [[(box.page, (box.x0, box.y0, box.x1, box.y1)) for box in block.boxes] for block in blocks if block.kind == "image"]


def _image_boxes_by_role(blocks: list[Block]) -> dict[str, list[list[PageRect]]]:
    """Image crops per role: a crop under the wrong role is compared with nothing of the gold."""
    by_role: dict[str, list[list[PageRect]]] = defaultdict(list)
    for block in blocks:
        if block.kind == "image":
            by_role[block.role].append([(box.page, (box.x0, box.y0, box.x1, box.y1)) for box in block.boxes])
    return by_role


def _container_visual(gold: list[list[PageRect]], reply: list[list[PageRect]]) -> tuple[float, float]:
    """(credited intersection area, union area) for one container."""
    flat_gold = [box for image in gold for box in image]
    flat_reply = [box for image in reply for box in image]
    inter, union = union_overlap(flat_gold, flat_reply)
    if not flat_gold or not flat_reply:
        return 0.0, union
    # order: each reply box -> the gold image it overlaps most; the sequence must not go backwards
    assigned = []
    for box in flat_reply:
        best, best_area = None, 0.0
        for index, image in enumerate(gold):
            area = sum(rect_area(intersection(box[1], g[1])) for g in image if g[0] == box[0])
            if area > best_area:
                best, best_area = index, area
        if best is not None:
            assigned.append(best)
    order = longest_non_decreasing(assigned) / len(assigned) if assigned else 1.0
    return inter * overlap_factor(flat_reply) * order, union


def _visual_score(gold: ExamRecord, reply: ExamRecord) -> float | None:
    """Area-weighted over containers: a missing large stimulus figure costs what it covers."""
    gold_containers = dict(iter_containers(gold.question))
    reply_containers = dict(iter_containers(reply.question))
    if not any(_image_boxes(blocks) for blocks in gold_containers.values()):
        return None
    credited = total = 0.0
    for container in dict.fromkeys([*gold_containers, *reply_containers]):
        g_roles = _image_boxes_by_role(gold_containers.get(container, []))
        r_roles = _image_boxes_by_role(reply_containers.get(container, []))
        for role in dict.fromkeys([*g_roles, *r_roles]):
            inter, union = _container_visual(g_roles.get(role, []), r_roles.get(role, []))
            credited += inter
            total += union
    return credited / total if total > 0 else 0.0


# ---------------------------------------------------------------- math and symbols

_SEP = "\x1f"  # a token separator that the tokenizer never emits (it is not \S-printable text)


_MAX_OCCURRENCES = 64  # bounds the work per formula on adversarial replies that repeat it


def _occurrences(stream: list[str], needle: list[str]) -> list[int]:
    """Token indexes where ``needle`` starts as a contiguous run of ``stream`` (linear substring searches)."""
    if not needle:
        return []
    haystack, probe = f"{_SEP}{_SEP.join(stream)}{_SEP}", f"{_SEP}{_SEP.join(needle)}{_SEP}"
    found, start = [], haystack.find(probe)
    while start >= 0 and len(found) < _MAX_OCCURRENCES:
        found.append(haystack.count(_SEP, 0, start))
        start = haystack.find(probe, start + 1)
    return found


def _neighbour(stream, index: int):
    return stream[index] if 0 <= index < len(stream) else None


def _intact(stream: list[str], needle: list[str], gold_context: tuple) -> bool:
    """The formula occurs with no sign beside it that the gold does not have there.

    ``gold_context`` is the (previous, next) token around the formula in the gold's own
    same-role stream, so a formula the reply merely joins with its gold neighbours stays intact.
    """
    for start in _occurrences(stream, needle):
        before, after = _neighbour(stream, start - 1), _neighbour(stream, start + len(needle))
        if all(token not in MATH_SIGNS or token == expected for token, expected in zip((before, after), gold_context)):
            return True
    return False


def _role_streams(blocks: list[Block]) -> tuple[dict[str, list[str]], list[tuple[str, int, int]]]:
    """Math tokens of the text/formula blocks per role, and each formula's (role, start, end) span in them."""
    streams: dict[str, list[str]] = defaultdict(list)
    formulas: list[tuple[str, int, int]] = []
    for block in blocks:
        if block.kind in ("text", "formula"):
            stream = streams[block.role]
            start = len(stream)
            stream.extend(math_tokens(block.text))
            if block.kind == "formula":
                formulas.append((block.role, start, len(stream)))
    return streams, formulas


def _math_score(gold: ExamRecord, reply: ExamRecord) -> float | None:
    reply_containers = dict(iter_containers(reply.question))
    weighted = weight = 0.0
    for container, blocks in iter_containers(gold.question):
        gold_streams, formulas = _role_streams(blocks)
        if not formulas:
            continue
        reply_blocks = reply_containers.get(container, [])
        reply_streams, _ = _role_streams(reply_blocks)
        for role, start, end in formulas:
            expected = gold_streams[role][start:end]
            context = (_neighbour(gold_streams[role], start - 1), _neighbour(gold_streams[role], end))
            if expected and _intact(reply_streams.get(role, []), expected, context):
                score = 1.0
            else:
                score = 0.0
                for candidate in (math_tokens(b.text) for b in reply_blocks if b.role == role and b.kind == "formula"):
                    if sign_signature(candidate) == sign_signature(expected):
                        score = max(score, bag_overlap(expected, candidate) / max(len(expected), len(candidate)))
            weighted += score * len(expected)
            weight += len(expected)
    return None if weight == 0 else weighted / weight


def _block_symbols(blocks: list[Block]) -> Counter:
    found: Counter = Counter()
    for block in blocks:
        found += meaningful_symbols(block.text)
        for row in block.table_rows:
            for cell in row:
                found += meaningful_symbols(cell)
    return found


def _symbol_score(gold: ExamRecord, reply: ExamRecord) -> float | None:
    reply_containers = dict(iter_containers(reply.question))
    active = False
    for container, blocks in iter_containers(gold.question):
        wanted = _block_symbols(blocks)
        if wanted:
            active = True
            if wanted - _block_symbols(reply_containers.get(container, [])):
                return 0.0
    return 1.0 if active else None


# ---------------------------------------------------------------- entry point

def _marker_violation(reply: ExamRecord, row: ExamRow | None) -> int | None:
    if row is None or not row.source_metadata.choice_markers:
        return None
    markers = [(m.page, tuple(m.box)) for m in row.source_metadata.choice_markers]
    for _, blocks in iter_containers(reply.question):
        for image in _image_boxes(blocks):
            if any(intersects(box, marker) for box in image for marker in markers):
                return 1
    return 0


def component_scores(gold: ExamRecord, reply: ExamRecord) -> dict[str, float]:
    components = _section_scores(gold, reply)
    for name, value in (("visual", _visual_score(gold, reply)), ("math", _math_score(gold, reply)),
                        ("symbols", _symbol_score(gold, reply))):
        if value is not None:
            components[name] = value
    return components


def coerce_gold(gold: ExamRow | ExamRecord | dict) -> ExamRow | ExamRecord:
    """Accept a host's plain-dict doc too (lm-eval/verifiers pass rows as JSON-like dicts)."""
    if isinstance(gold, (ExamRow, ExamRecord)):
        return gold
    if isinstance(gold, dict):
        model = ExamRow if "row_format" in gold else ExamRecord
        return model.model_validate_json(json.dumps(gold, ensure_ascii=False))
    raise TypeError(f"gold must be an ExamRow, an ExamRecord or a dict, got {type(gold).__name__}")


def score_reply(reply_text: str | None, gold: ExamRow | ExamRecord | dict, *, truncated: bool = False) -> ExamQMScore:
    """Score one raw model reply against a gold row (or a bare gold record: no markers, no literal text).

    ``truncated``: the host saw the reply stop at its length limit (finish_reason "length").
    """
    gold = coerce_gold(gold)
    row = gold if isinstance(gold, ExamRow) else None
    record = gold.gold if isinstance(gold, ExamRow) else gold
    if truncated:
        return ExamQMScore(0.0, "truncated", error="the host reported the reply as truncated (length limit)")
    try:
        reply = parse_reply(reply_text)
    except ExamQMParseError as error:
        return ExamQMScore(0.0, error.status, error=str(error))
    components = component_scores(record, reply)
    violation = _marker_violation(reply, row)
    fidelity = min(components.values()) if components else 0.0
    if violation:
        fidelity = 0.0
    return ExamQMScore(
        reconstruction_fidelity=round(fidelity, 6),
        status="valid",
        components={name: round(value, 6) for name, value in components.items()},
        alternative_id_in_image=violation,
        literal_transcription_agreement=literal_agreement(reply, row) if row else None,
        page_number_accuracy=page_number_accuracy(reply, record),
    )
