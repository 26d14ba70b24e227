"""The HTML review page of one ExamQM run: what the model saw, what it returned, how it scored.

Per item: each page image with the gold boxes (green, solid), the predicted boxes (red, dashed)
and the source-checked printed choice markers (orange) drawn over it as SVG; per container
(body, each alternative, each part) a word diff of the gold text against the predicted text;
the score, its components and diagnostics, or the parser's/provider's error. One self-contained
file (page images inlined as data URLs), so it opens anywhere, offline.

The diff is bounded (first ``MAX_DIFF_TOKENS`` words per side) so a runaway reply cannot make
the page or its build slow. Everything from the reply is HTML-escaped.
"""
from __future__ import annotations

import base64
import difflib
import html

from .diagnostics import container_text
from .parser import ExamQMParseError, parse_reply
from .report import ScoredItem
from .schema import ExamRecord, iter_containers

MAX_DIFF_TOKENS = 4000
GOLD, PREDICTED, MARKER = "#1a9e3a", "#d7263d", "#f18f01"

_CSS = f"""
body{{font-family:system-ui,sans-serif;margin:16px;background:#fafafa;color:#222}}
.item{{background:#fff;border:1px solid #ddd;border-radius:6px;padding:12px;margin-bottom:24px}}
.pages{{display:flex;gap:12px;flex-wrap:wrap}} .page{{position:relative;width:480px}}
.page img{{width:100%;display:block;border:1px solid #999}} .page svg{{position:absolute;left:0;top:0;width:100%;height:100%}}
.legend span{{margin-right:14px}} .g{{color:{GOLD}}} .p{{color:{PREDICTED}}} .m{{color:{MARKER}}}
table{{border-collapse:collapse;margin:8px 0}} td,th{{border:1px solid #ccc;padding:2px 8px;font-size:13px}}
.diff{{font-family:ui-monospace,monospace;font-size:12px;white-space:pre-wrap;background:#f6f6f6;padding:6px;max-height:320px;overflow:auto}}
del{{background:#ffd6d6;text-decoration:line-through}} ins{{background:#d6f5d6;text-decoration:none}}
.bad{{color:{PREDICTED};font-weight:bold}}
"""


def _boxes(record: ExamRecord | None) -> list[tuple[int, tuple[float, float, float, float], str]]:
    if record is None:
        return []
    return [(box.page, (box.x0, box.y0, box.x1, box.y1), f"{container} {block.role}")
            for container, blocks in iter_containers(record.question) for block in blocks for box in block.boxes]


def _svg(page: int, width: int, height: int, gold, predicted, markers) -> str:
    shapes = []
    for boxes, colour, dash, label in ((gold, GOLD, "", "gold"), (predicted, PREDICTED, "12 6", "predicted"),
                                       (markers, MARKER, "", "marker")):
        for box_page, (x0, y0, x1, y1), title in boxes:
            if box_page != page:
                continue
            shapes.append(f'<rect class="{label}" x="{x0 * width:.1f}" y="{y0 * height:.1f}" width="{(x1 - x0) * width:.1f}" '
                          f'height="{(y1 - y0) * height:.1f}" fill="none" stroke="{colour}" stroke-width="6" '
                          f'stroke-dasharray="{dash}"><title>{html.escape(label + ": " + title)}</title></rect>')
    return (f'<svg viewBox="0 0 {width} {height}" preserveAspectRatio="none" xmlns="http://www.w3.org/2000/svg">'
            + "".join(shapes) + "</svg>")


def word_diff(gold: str, predicted: str) -> str:
    a, b = gold.split()[:MAX_DIFF_TOKENS], predicted.split()[:MAX_DIFF_TOKENS]
    out = []
    for op, i1, i2, j1, j2 in difflib.SequenceMatcher(a=a, b=b, autojunk=False).get_opcodes():
        if op == "equal":
            out.append(html.escape(" ".join(a[i1:i2])))
        if op in ("delete", "replace"):
            out.append(f"<del>{html.escape(' '.join(a[i1:i2]))}</del>")
        if op in ("insert", "replace"):
            out.append(f"<ins>{html.escape(' '.join(b[j1:j2]))}</ins>")
    return " ".join(out)


def _item_html(scored: ScoredItem) -> str:
    item, row = scored.item, scored.item.row
    predicted = None
    if item.reply:
        try:
            predicted = parse_reply(item.reply)
        except ExamQMParseError:
            predicted = None
    gold_boxes, pred_boxes = _boxes(row.gold), _boxes(predicted)
    markers = [(m.page, tuple(m.box), f"printed label {m.label}") for m in row.source_metadata.choice_markers]
    pages = []
    for index, (page, path) in enumerate(zip(row.pages, row.page_paths()), start=1):
        url = "data:image/png;base64," + base64.b64encode(path.read_bytes()).decode("ascii")
        pages.append(f'<div class="page"><img alt="page {index}" src="{url}">'
                     f'{_svg(index, page.width, page.height, gold_boxes, pred_boxes, markers)}</div>')
    score = scored.score
    head = (f"<h2 id='{html.escape(item.id)}'>{html.escape(item.id)} — question {row.question_number} — "
            f"<span class='{'bad' if scored.category != 'valid' else ''}'>{scored.category}</span>"
            + (f" — reconstruction_fidelity {score.reconstruction_fidelity:.4f}" if score else "") + "</h2>")
    rows = []
    if score:
        rows += [f"<tr><td>{html.escape(name)}</td><td>{value:.4f}</td></tr>" for name, value in score.components.items()]
        for name in ("alternative_id_in_image", "literal_transcription_agreement", "page_number_accuracy"):
            value = getattr(score, name)
            if value is not None:
                rows.append(f"<tr><td>{name}</td><td>{value}</td></tr>")
    error = score.error if score else item.provider_error
    table = ("<table><tr><th>component / diagnostic</th><th>value</th></tr>" + "".join(rows) + "</table>") if rows else ""
    diffs = []
    pred_containers = dict(iter_containers(predicted.question)) if predicted else {}
    for container, blocks in iter_containers(row.gold.question):
        got = container_text(pred_containers.get(container, []))
        diffs.append(f"<h4>{container}</h4><div class='diff'>{word_diff(container_text(blocks), got)}</div>")
    for container in pred_containers:
        if container not in dict(iter_containers(row.gold.question)):
            diffs.append(f"<h4>{container} (not in the gold)</h4><div class='diff'><ins>"
                         f"{html.escape(container_text(pred_containers[container]))}</ins></div>")
    return (f"<div class='item'>{head}<p>review status: {row.review_status}; source: {html.escape(item.where)}</p>"
            + (f"<p class='bad'>error: {html.escape(error)}</p>" if error else "") + table
            + f"<div class='pages'>{''.join(pages)}</div>" + "".join(diffs) + "</div>")


def render_review(summary: dict, scored_by_mode: dict[str, list[ScoredItem]]) -> str:
    parts = [f"<!doctype html><html><head><meta charset='utf-8'><title>ExamQM review</title><style>{_CSS}</style>"
             "</head><body>",
             f"<h1>ExamQM review — scoring {html.escape(str(summary['scoring_version']))}</h1>",
             "<p class='legend'><span class='g'>■ gold box</span><span class='p'>▭ predicted box (dashed)</span>"
             "<span class='m'>■ printed choice marker</span> — diffs: <del>gold only</del> <ins>reply only</ins></p>"]
    for mode, scored in scored_by_mode.items():
        m = summary["modes"][mode]
        counts = ", ".join(f"{name} {count}" for name, count in m["counts"].items())
        parts.append(f"<h1>Input mode: {html.escape(mode)}</h1><p>{counts}</p>")
        parts += [_item_html(s) for s in scored]
    parts.append("</body></html>")
    return "\n".join(parts)
