"""Loading ExamQM data: bundled sample, verified folders, hub revisions; oracles score 1.0."""
from __future__ import annotations

import hashlib
import json
import shutil
from pathlib import Path

import pytest
from PIL import Image

from benchgrade.examqm import (
    ExamQMDataError, bundled_root, load_bundled, load_dir, load_hub, record_to_json, score_reply,
)

BUNDLED = load_bundled(split="all")


def test_bundled_sample_size_and_counts():
    """The issue's floor: >= 30 questions, >= 10 with figures, < 10 MB in the package."""
    root = bundled_root()
    with_figures = [row for row in BUNDLED if any(b.kind == "image" for _, blocks in _containers(row) for b in blocks)]
    total = sum(path.stat().st_size for path in root.rglob("*") if path.is_file())
    assert len(BUNDLED) >= 30
    assert len(with_figures) >= 10
    assert total < 10 * 1024 * 1024
    graphic_choices = [row for row in BUNDLED if any(b.kind == "image" for a in row.gold.question.alternatives for b in a.blocks)]
    assert graphic_choices, "the sample must include graphical alternatives (marker checks need them)"
    assert (root / "SOURCES.md").is_file() and (root / "LICENSE").is_file()


def _containers(row):
    from benchgrade.examqm.schema import iter_containers
    return iter_containers(row.gold.question)


@pytest.mark.parametrize("row", BUNDLED, ids=[row.id for row in BUNDLED])
def test_every_bundled_oracle_scores_one(row):
    score = score_reply(record_to_json(row.gold), row)
    assert score.status == "valid"
    assert score.reconstruction_fidelity == 1.0, score.components
    assert score.alternative_id_in_image == 0
    assert score.page_number_accuracy == 1.0
    assert score.literal_transcription_agreement is not None and score.literal_transcription_agreement > 0.9


def test_portuguese_text_is_kept_with_accents():
    text = " ".join(b.text for row in BUNDLED for b in row.gold.question.body if b.kind == "text")
    for char in "ãçéêóõú":
        assert char in text


def test_gold_boxes_match_the_pasted_figures():
    """Each gold crop of a graphical alternative is non-white and its marker region holds dark label pixels."""
    row = next(r for r in BUNDLED if r.question_number == 93)
    page = Image.open(row.page_paths()[0]).convert("L")
    box = row.gold.question.alternatives[0].blocks[0].boxes[0]
    crop = page.crop((round(box.x0 * page.width), round(box.y0 * page.height),
                      round(box.x1 * page.width), round(box.y1 * page.height)))
    assert crop.getextrema()[0] < 200  # the figure is there
    marker = row.source_metadata.choice_markers[0]
    label = page.crop(tuple(round(v * (page.width if i % 2 == 0 else page.height)) for i, v in enumerate(marker.box)))
    assert label.getextrema()[0] < 60  # a printed, dark label


def test_splits_follow_flags_not_review_status():
    assert len(load_bundled()) == len([r for r in BUNDLED if r.benchmark]) == 37
    train = load_bundled(split="train")
    assert [r.question_number for r in train] == [5, 10, 20, 33, 50, 70, 96, 101, 151, 170]
    assert train == [r for r in BUNDLED if r.review_status != "needs_fix" and not r.benchmark]
    assert not {r.id for r in train} & {r.id for r in load_bundled()}
    with pytest.raises(ValueError, match="split must be one of"):
        load_bundled(split="test")


# ------------------------------------------------------------------------ tampered copies

def _copy(tmp_path: Path, n_rows: int = 3, edit_row=None) -> Path:
    """Copy the first rows + their images into a new dataset with a freshly written manifest."""
    src = bundled_root()
    out = tmp_path / "ds"
    (out / "images").mkdir(parents=True)
    lines = (src / "rows.jsonl").read_text(encoding="utf-8").splitlines()[:n_rows]
    files = {}
    new_lines = []
    for line in lines:
        row = json.loads(line)
        for page in row["pages"]:
            shutil.copy(src / page["file"], out / page["file"])
            files[page["file"]] = hashlib.sha256((out / page["file"]).read_bytes()).hexdigest()
        if edit_row:
            row = edit_row(row)
        new_lines.append(json.dumps(row, ensure_ascii=False))
    data = ("\n".join(new_lines) + "\n").encode("utf-8")
    (out / "rows.jsonl").write_bytes(data)
    manifest = {"files": files, "rows_sha256": hashlib.sha256(data).hexdigest(), "row_count": len(new_lines)}
    (out / "MANIFEST.json").write_text(json.dumps(manifest), encoding="utf-8")
    return out


def _first_only(fn):
    seen = []

    def edit(row):
        if not seen:
            seen.append(1)
            return fn(row) or row
        return row
    return edit


def test_untampered_copy_loads(tmp_path):
    rows = load_dir(_copy(tmp_path))
    assert [r.id for r in rows] == [r.id for r in BUNDLED[:3]]


REJECTIONS = [
    ("unversioned row", lambda r: r.pop("schema_version") and None, "unversioned row"),
    ("unversioned row format", lambda r: r.pop("row_format") and None, "unversioned row"),
    ("stale schema", lambda r: r.update(schema_version="2.1"), "stale row: schema_version is '2.1'"),
    ("stale gold", lambda r: r["gold"]["question"]["body"][0].update(text="editado"), "gold_sha256 does not match"),
    ("bad image hash", lambda r: r["pages"][0].update(sha256="0" * 64), "not listed with this hash"),
    ("missing marker", lambda r: r["source_metadata"].update(choice_markers=r["source_metadata"]["choice_markers"][1:]),
     "choice_markers misses alternatives [0]"),
    ("labels misaligned", lambda r: r["source_metadata"].update(alternative_labels=["A", "B"]), "alternative_labels"),
    ("extra field", lambda r: r.update(notes="x"), "notes"),
]


@pytest.mark.parametrize("case, edit, message", REJECTIONS, ids=[c[0] for c in REJECTIONS])
def test_bad_rows_are_refused_with_file_line_and_field(tmp_path, case, edit, message):
    root = _copy(tmp_path, edit_row=_first_only(edit))
    with pytest.raises(ExamQMDataError) as caught:
        load_dir(root)
    assert message in str(caught.value)
    assert "rows.jsonl:1" in str(caught.value)


def test_gold_crop_over_a_printed_marker_is_refused(tmp_path):
    def widen(row):
        row = json.loads(json.dumps(row))
        marker = row["source_metadata"]["choice_markers"][0]
        row["gold"]["question"]["alternatives"][0]["blocks"] = [{"kind": "image", "role": "prompt", "text": "",
            "table_rows": [], "boxes": [{"page": marker["page"], "x0": marker["box"][0], "y0": marker["box"][1],
                                         "x1": 0.5, "y1": marker["box"][3]}]}]
        from benchgrade.examqm.rows import gold_digest
        from benchgrade.examqm.schema import ExamRecord
        row["gold_sha256"] = gold_digest(ExamRecord.model_validate_json(json.dumps(row["gold"])))
        return row
    with pytest.raises(ExamQMDataError, match="overlaps a printed choice marker"):
        load_dir(_copy(tmp_path, edit_row=_first_only(widen)))


def test_changed_image_bytes_are_refused(tmp_path):
    root = _copy(tmp_path)
    page = next((root / "images").iterdir())
    page.write_bytes(page.read_bytes() + b"\0")
    with pytest.raises(ExamQMDataError, match="sha256"):
        load_dir(root)


def test_edited_rows_file_is_refused(tmp_path):
    root = _copy(tmp_path)
    rows = root / "rows.jsonl"
    rows.write_text(rows.read_text(encoding="utf-8").replace("QUESTÃO", "QUESTAO"), encoding="utf-8")
    with pytest.raises(ExamQMDataError, match="rows_sha256"):
        load_dir(root)


def test_missing_manifest_is_refused(tmp_path):
    root = _copy(tmp_path)
    (root / "MANIFEST.json").unlink()
    with pytest.raises(ExamQMDataError, match="missing manifest"):
        load_dir(root)


def test_row_count_mismatch_is_refused(tmp_path):
    root = _copy(tmp_path)
    manifest = json.loads((root / "MANIFEST.json").read_text())
    manifest["row_count"] = 4
    (root / "MANIFEST.json").write_text(json.dumps(manifest))
    with pytest.raises(ExamQMDataError, match="3 rows, MANIFEST.json says 4"):
        load_dir(root)


# ------------------------------------------------------------------------ hub loader

def test_hub_loader_verifies_what_it_downloads(tmp_path):
    good = _copy(tmp_path / "good")
    calls = []

    def downloader(**kwargs):
        calls.append(kwargs)
        return str(good)
    rows = load_hub("0123456789abcdef0123456789abcdef01234567", downloader=downloader)
    assert len(rows) == 3
    assert calls[0]["repo_type"] == "dataset" and calls[0]["revision"].startswith("0123")

    stale = _copy(tmp_path / "stale", edit_row=lambda r: r.update(schema_version="2.0") or r)
    with pytest.raises(ExamQMDataError, match="stale row"):
        load_hub("0123456789abcdef0123456789abcdef01234567", downloader=lambda **_: str(stale))


def test_hub_loader_requires_a_pinned_revision():
    with pytest.raises(ValueError, match="pinned"):
        load_hub("main", downloader=lambda **_: "unused")


def test_hub_unreachable_gives_a_clear_error(tmp_path):
    """The real huggingface_hub downloader, held to its (empty) local cache: no network is touched."""
    with pytest.raises(ExamQMDataError, match="could not fetch oliveirabruno01/vestgraph-examqm-v1") as caught:
        load_hub("0123456789abcdef0123456789abcdef01234567", cache_dir=str(tmp_path), local_files_only=True)
    assert "load_bundled()" in str(caught.value)
