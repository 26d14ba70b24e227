"""Build ExamQM page images + gold rows + SHA-256 manifest from the ENEM 2024 source.

    python -m benchgrade.examqm.build.generate --source ../shared/data/enem_gpt4enem --out /tmp/examqm_full
    python -m benchgrade.examqm.build.generate --source ../shared/data/enem_gpt4enem --out plugins/benchgrade/examqm/sample --bundle

Deterministic: fixed page geometry, the packaged Source Sans Pro font, PNG without
timestamps, rows in question order, JSON with sorted keys. Files are written to a
temporary name and moved into place (``os.replace``), the manifest last.
"""
from __future__ import annotations

import argparse
import hashlib
import io
import json
import os
import sys
from pathlib import Path

import PIL
from PIL import Image
from ...extras import MissingExtra
from ...jsonl import iter_jsonl

from . import layout
from ..data import MANIFEST, ROWS_FILE
from .enem import LABELS, SOURCE_COMMIT, SOURCE_REPO, RenderedQuestion, render_question
from ..rows import ROW_FORMAT, gold_digest
from ..schema import SCHEMA_VERSION
from .reviews import read_ledger, review_status

DATASET_VERSION = "enem2024-pages/1"
SOURCE_FILE = "2024.jsonl"
# The bundled subset (47 questions, 21 with figures, about 4 MB): text questions from all four
# areas, tables, the formula/legend-glyph question 147, all five questions whose alternatives
# are graphics (93, 106, 122, 128, 180) and multi-page layouts.
BUNDLE_IDS = (
    1, 5, 8, 10, 12, 16, 20, 25, 28, 33, 37, 40, 46, 50, 55, 60, 66, 70, 75, 81,
    91, 96, 100, 110, 120, 125, 136, 147, 151, 161, 162, 170,
    2, 3, 4, 93, 101, 102, 103, 104, 105, 106, 122, 128, 139, 155, 180,
)
# Rows kept out of the benchmark (the ``train`` split): seven text-only questions, two with a
# figure, one with a table. Every other bundled question is benchmark-flagged (the ``eval`` split);
# in the full 180-question build the questions outside the bundle are train rows too.
TRAIN_IDS = (5, 10, 20, 33, 50, 70, 96, 101, 151, 170)
BENCHMARK_IDS = tuple(n for n in BUNDLE_IDS if n not in TRAIN_IDS)


def _atomic_write(path: Path, data: bytes) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f".{path.name}.tmp-{os.getpid()}")
    tmp.write_bytes(data)
    os.replace(tmp, path)


def _png_bytes(page: layout.Page) -> bytes:
    """Grey pages as 8-bit greyscale; pages with figures as a 256-colour palette (small, deterministic)."""
    image = page.image
    if page.has_color:
        image = image.quantize(colors=256, method=Image.Quantize.MEDIANCUT, dither=Image.Dither.NONE)
    else:
        image = image.convert("L")
    buffer = io.BytesIO()
    image.save(buffer, format="PNG", optimize=True)
    return buffer.getvalue()


def _row(source: dict, rendered: RenderedQuestion, page_files: list[tuple[str, str]], ledger: dict) -> dict:
    record = rendered.record
    row_id = f"enem2024-q{rendered.number:03d}"
    return {
        "row_format": ROW_FORMAT,
        "schema_version": SCHEMA_VERSION,
        "dataset_version": DATASET_VERSION,
        "id": row_id,
        "exam": "ENEM 2024",
        "question_number": rendered.number,
        "pages": [{"file": name, "sha256": digest, "width": layout.PAGE_W, "height": layout.PAGE_H}
                  for name, digest in page_files],
        "native_text": ["\n".join(page.lines) for page in rendered.pages],
        "gold": record.model_dump(mode="json"),
        "gold_sha256": gold_digest(record),
        "source_metadata": {
            "question_label": f"QUESTÃO {rendered.number:02d}",
            "alternative_labels": list(LABELS),
            "part_labels": [],
            "answer_key": source["label"],
            "choice_markers": rendered.markers,
            "literal_transcription": rendered.literal,
            "source": {"repo": SOURCE_REPO, "commit": SOURCE_COMMIT, "file": f"data/{SOURCE_FILE}",
                       "id": source["id"], "figures": ",".join(source["figures"])},
        },
        "review_status": review_status(ledger, row_id, gold_digest(record)),
        "benchmark": rendered.number in BENCHMARK_IDS,
    }


def read_source(source_dir: Path) -> list[dict]:
    path = source_dir / SOURCE_FILE
    if not path.is_file():
        raise SystemExit(f"error: {path} not found (want the enem_gpt4enem folder with {SOURCE_FILE} and figures/)")
    rows = []
    for line_no, _, row in iter_jsonl(path, error=lambda message: SystemExit(f"error: {message}"), skip_blank=True):
        for field in ("id", "question", "alternatives", "label", "figures"):
            if field not in row:
                raise SystemExit(f"error: {path}:{line_no}: missing field {field!r}")
        rows.append(row)
    return rows


def generate(source_dir: Path, out_dir: Path, numbers: set[int] | None = None, reviews: Path | None = None) -> dict:
    """Render the selected questions into ``out_dir``; returns the manifest written."""
    from .enem import question_number

    source_rows = [r for r in read_source(source_dir) if numbers is None or question_number(r["id"]) in numbers]
    if numbers is not None:
        found = {question_number(r["id"]) for r in source_rows}
        if found != numbers:
            raise SystemExit(f"error: questions not in the source: {sorted(numbers - found)}")
    ledger = read_ledger(reviews) if reviews else {}
    files: dict[str, str] = {}
    lines: list[str] = []
    with_figures = 0
    for source in sorted(source_rows, key=lambda r: question_number(r["id"])):
        try:
            rendered = render_question(source, source_dir)
        except (ValueError, OSError) as error:
            raise SystemExit(f"error: {source_dir / SOURCE_FILE}: {source['id']}: {error}") from None
        page_files = []
        for index, page in enumerate(rendered.pages, start=1):
            name = f"images/enem2024_q{rendered.number:03d}_p{index}.png"
            data = _png_bytes(page)
            _atomic_write(out_dir / name, data)
            digest = hashlib.sha256(data).hexdigest()
            files[name] = digest
            page_files.append((name, digest))
        with_figures += bool(source["figures"])
        row = _row(source, rendered, page_files, ledger)
        lines.append(json.dumps(row, ensure_ascii=False, sort_keys=True, separators=(",", ":")))
    rows_bytes = ("\n".join(lines) + "\n").encode("utf-8")
    _atomic_write(out_dir / ROWS_FILE, rows_bytes)
    manifest = {
        "dataset_version": DATASET_VERSION,
        "schema_version": SCHEMA_VERSION,
        "row_format": ROW_FORMAT,
        "generator": "python -m benchgrade.examqm.build.generate",
        "renderer": {"pillow": PIL.__version__, "font": layout.FONT_PACKAGE, "page_px": [layout.PAGE_W, layout.PAGE_H]},
        "source": {"repo": SOURCE_REPO, "commit": SOURCE_COMMIT, "file": f"data/{SOURCE_FILE}"},
        "row_count": len(lines),
        "rows_with_figures": with_figures,
        "rows_sha256": hashlib.sha256(rows_bytes).hexdigest(),
        "files": dict(sorted(files.items())),
    }
    _atomic_write(out_dir / MANIFEST, (json.dumps(manifest, indent=1, sort_keys=True) + "\n").encode("utf-8"))
    return manifest


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchgrade.examqm.build.generate", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--source", required=True, type=Path, help="enem_gpt4enem folder (2024.jsonl + figures/)")
    parser.add_argument("--out", required=True, type=Path, help="output folder (rows.jsonl, images/, MANIFEST.json)")
    group = parser.add_mutually_exclusive_group()
    group.add_argument("--bundle", action="store_true", help="only the bundled subset (BUNDLE_IDS)")
    group.add_argument("--questions", help="comma-separated question numbers, e.g. 1,2,93")
    parser.add_argument("--reviews", type=Path, help="review ledger (JSONL, see build/reviews.py); rows not in it "
                        "are 'unreviewed'")
    args = parser.parse_args(argv)
    try:
        layout.font_files()  # before anything is deleted or drawn
    except MissingExtra as exc:
        raise SystemExit(f"error: {exc}") from None
    numbers = None
    if args.bundle:
        numbers = set(BUNDLE_IDS)
    elif args.questions:
        try:
            numbers = {int(n) for n in args.questions.split(",") if n.strip()}
        except ValueError:
            parser.error(f"--questions must be comma-separated integers, got {args.questions!r}")
    if args.out.exists() and any(args.out.glob("images/*.png")):
        stale = [p for p in args.out.glob("images/*.png")]
        for path in stale:  # a rebuild must not leave pages of questions no longer selected
            path.unlink()
    manifest = generate(args.source, args.out, numbers, args.reviews)
    total = sum((args.out / name).stat().st_size for name in manifest["files"]) + (args.out / ROWS_FILE).stat().st_size
    print(f"wrote {manifest['row_count']} rows ({manifest['rows_with_figures']} with figures), "
          f"{len(manifest['files'])} page images, {total / 1e6:.2f} MB -> {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
