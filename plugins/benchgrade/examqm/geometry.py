"""Page-aware rectangle geometry for visual recovery.

Union IoU (not per-box IoU) is what makes adjacent partitions of one figure
equivalent: two halves cover the same area as the whole. Boxes on different pages
never intersect. Box counts are bounded by the schema, so the exact
coordinate-compression union (O(n^2 log n) per page) stays cheap.
"""
from __future__ import annotations

from collections import defaultdict
from typing import Iterable

Rect = tuple[float, float, float, float]  # x0, y0, x1, y1 in page fractions
PageRect = tuple[int, Rect]


def union_area(rects: Iterable[Rect]) -> float:
    rects = [r for r in rects if r[2] > r[0] and r[3] > r[1]]
    if not rects:
        return 0.0
    xs = sorted({x for r in rects for x in (r[0], r[2])})
    area = 0.0
    for left, right in zip(xs, xs[1:]):
        spans = sorted((r[1], r[3]) for r in rects if r[0] <= left and r[2] >= right)
        covered, end = 0.0, None
        for top, bottom in spans:
            if end is None or top > end:
                covered += bottom - top
                end = bottom
            elif bottom > end:
                covered += bottom - end
                end = bottom
        area += covered * (right - left)
    return area


def _by_page(boxes: Iterable[PageRect]) -> dict[int, list[Rect]]:
    pages: dict[int, list[Rect]] = defaultdict(list)
    for page, rect in boxes:
        pages[page].append(rect)
    return pages


def intersection(a: Rect, b: Rect) -> Rect:
    return (max(a[0], b[0]), max(a[1], b[1]), min(a[2], b[2]), min(a[3], b[3]))


def rect_area(r: Rect) -> float:
    return max(0.0, r[2] - r[0]) * max(0.0, r[3] - r[1])


def union_overlap(gold: list[PageRect], reply: list[PageRect]) -> tuple[float, float]:
    """(intersection, union) areas of the gold-box union against the reply-box union, page by page."""
    gold_pages, reply_pages = _by_page(gold), _by_page(reply)
    inter = union = 0.0
    for page in set(gold_pages) | set(reply_pages):
        g, r = gold_pages.get(page, []), reply_pages.get(page, [])
        both = union_area(g + r)
        inter += union_area(g) + union_area(r) - both
        union += both
    return inter, union


def union_iou(gold: list[PageRect], reply: list[PageRect]) -> float:
    inter, union = union_overlap(gold, reply)
    return inter / union if union > 0 else 0.0


def overlap_factor(reply: list[PageRect]) -> float:
    """Union area over summed area: 1.0 when crops are disjoint, 0.5 for an exact duplicate."""
    total = sum(rect_area(rect) for _, rect in reply)
    if total <= 0:
        return 0.0
    pages = _by_page(reply)
    return sum(union_area(rects) for rects in pages.values()) / total


def intersects(a: PageRect, b: PageRect) -> bool:
    """Positive-area overlap on the same page."""
    return a[0] == b[0] and rect_area(intersection(a[1], b[1])) > 0.0


def longest_non_decreasing(values: list[int]) -> int:
    """Length of the longest non-decreasing subsequence (patience sorting, O(n log n))."""
    return _longest_run(values, strict=False)


def longest_increasing(values: list[int]) -> int:
    """Length of the longest strictly increasing subsequence (patience sorting, O(n log n))."""
    return _longest_run(values, strict=True)


def _longest_run(values: list[int], *, strict: bool) -> int:
    from bisect import bisect_left, bisect_right

    find = bisect_left if strict else bisect_right
    tails: list[int] = []
    for value in values:
        position = find(tails, value)
        if position == len(tails):
            tails.append(value)
        else:
            tails[position] = value
    return len(tails)
