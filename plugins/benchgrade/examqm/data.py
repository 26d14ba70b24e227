"""Load ExamQM rows: the bundled ENEM sample, any generated folder, or the hub dataset.

Every load verifies: the manifest's SHA-256 of the rows file and of each page image,
each row's versions (unversioned or stale rows are refused, never upgraded), the gold
hash, choice-marker coverage of every alternative, and that no gold crop touches a
printed marker. Errors name the file, the line and the field. Nothing is skipped
silently: one bad row fails the whole load.
"""
from __future__ import annotations

import hashlib
import json
import os
from importlib.resources import files
from pathlib import Path
from typing import Callable

from pydantic import ValidationError
from ..jsonl import iter_jsonl

from .geometry import intersects
from .rows import CURRENT_VERSIONS, ExamRow, gold_digest
from .schema import iter_containers

MANIFEST = "MANIFEST.json"
ROWS_FILE = "rows.jsonl"
HUB_DATASET = "oliveirabruno01/vestgraph-examqm-v1"
SPLITS = ("eval", "train", "all")


class ExamQMDataError(ValueError):
    """A dataset that must not be used as is (bad hash, stale row, missing file ...)."""


def sha256_file(path: Path) -> str:
    digest = hashlib.sha256()
    with open(path, "rb") as handle:
        for chunk in iter(lambda: handle.read(1 << 20), b""):
            digest.update(chunk)
    return digest.hexdigest()


def bundled_root() -> Path:
    """The ENEM 2024 sample shipped inside the package (no download needed)."""
    return Path(str(files("benchgrade.examqm") / "sample"))


def _check_versions(raw: dict, where: str) -> None:
    for field, current in CURRENT_VERSIONS.items():
        if field not in raw:
            raise ExamQMDataError(f"{where}: unversioned row (no {field!r}); refusing to guess its format")
        if raw[field] != current:
            raise ExamQMDataError(f"{where}: stale row: {field} is {raw[field]!r}, this loader reads {current!r}; "
                                  "re-export the dataset")


def _check_row(row: ExamRow, root: Path, where: str, manifest_files: dict[str, str]) -> None:
    if gold_digest(row.gold) != row.gold_sha256:
        raise ExamQMDataError(f"{where}: stale row: gold_sha256 does not match the gold record (edited after freezing)")
    for index, page in enumerate(row.pages):
        path = root / page.file
        if manifest_files.get(page.file) != page.sha256:
            raise ExamQMDataError(f"{where}: pages[{index}] {page.file!r} is not listed with this hash in {MANIFEST}")
        if not path.is_file():
            raise ExamQMDataError(f"{where}: pages[{index}] image missing: {path}")
        actual = sha256_file(path)
        if actual != page.sha256:
            raise ExamQMDataError(f"{where}: pages[{index}] {page.file}: sha256 {actual} != recorded {page.sha256}")
    if len(row.native_text) not in (0, len(row.pages)):
        raise ExamQMDataError(f"{where}: native_text has {len(row.native_text)} pages, the row has {len(row.pages)}")
    meta = row.source_metadata
    n_alt = len(row.gold.question.alternatives)
    if len(meta.alternative_labels) != n_alt:
        raise ExamQMDataError(f"{where}: source_metadata.alternative_labels has {len(meta.alternative_labels)} labels "
                              f"for {n_alt} alternatives")
    if len(meta.part_labels) != len(row.gold.question.parts):
        raise ExamQMDataError(f"{where}: source_metadata.part_labels is not aligned with the parts")
    covered = {marker.alternative for marker in meta.choice_markers}
    missing = [i for i in range(n_alt) if i not in covered]
    if missing:
        raise ExamQMDataError(f"{where}: source_metadata.choice_markers misses alternatives {missing}")
    markers = [(m.page, tuple(m.box)) for m in meta.choice_markers]
    n_pages = len(row.pages)
    for container, blocks in iter_containers(row.gold.question):
        for b_index, block in enumerate(blocks):
            for box in block.boxes:
                if box.page > n_pages:
                    raise ExamQMDataError(f"{where}: gold {container}[{b_index}] box on page {box.page} of {n_pages}")
                if any(intersects((box.page, (box.x0, box.y0, box.x1, box.y1)), marker) for marker in markers):
                    raise ExamQMDataError(f"{where}: gold {container}[{b_index}] crop overlaps a printed choice marker")


def load_dir(root: str | os.PathLike, *, split: str = "eval") -> list[ExamRow]:
    """Load and verify a dataset folder (``MANIFEST.json`` + ``rows.jsonl`` + images)."""
    if split not in SPLITS:
        raise ValueError(f"split must be one of {SPLITS}, got {split!r}")
    root = Path(root)
    manifest_path = root / MANIFEST
    if not manifest_path.is_file():
        raise ExamQMDataError(f"{manifest_path}: missing manifest; unhashed data is refused")
    try:
        manifest = json.loads(manifest_path.read_text(encoding="utf-8"))
        manifest_files: dict[str, str] = manifest["files"]
        rows_hash = manifest["rows_sha256"]
    except (json.JSONDecodeError, KeyError, TypeError) as error:
        raise ExamQMDataError(f"{manifest_path}: unreadable manifest ({error})") from None
    rows_path = root / ROWS_FILE
    if not rows_path.is_file():
        raise ExamQMDataError(f"{rows_path}: missing")
    if sha256_file(rows_path) != rows_hash:
        raise ExamQMDataError(f"{rows_path}: sha256 differs from {MANIFEST} rows_sha256 (edited after freezing)")
    rows: list[ExamRow] = []
    seen: set[str] = set()
    for line_no, line, raw in iter_jsonl(rows_path, error=ExamQMDataError):
        where = f"{rows_path}:{line_no}"
        _check_versions(raw, where)
        try:
            row = ExamRow.model_validate_json(line)
        except ValidationError as error:
            first = error.errors(include_url=False)[0]
            path = ".".join(str(p) for p in first["loc"])
            raise ExamQMDataError(f"{where}: {path}: {first['msg']}") from None
        if row.id in seen:
            raise ExamQMDataError(f"{where}: duplicate row id {row.id!r}")
        seen.add(row.id)
        _check_row(row, root, f"{where} ({row.id})", manifest_files)
        row._root = root
        rows.append(row)
    if manifest.get("row_count") != len(rows):
        raise ExamQMDataError(f"{rows_path}: {len(rows)} rows, {MANIFEST} says {manifest.get('row_count')}")
    return select_split(rows, split)


def select_split(rows: list[ExamRow], split: str) -> list[ExamRow]:
    """``eval``: every benchmark-flagged row, whatever its review status.

    ``train``: rows outside the benchmark that no review rejected (``ready`` or ``unreviewed``,
    never ``needs_fix``). The contract says "ready rows outside the benchmark"; no bundled row has
    been reviewed against the printed booklet, so that rule would leave ``train`` empty. Unreviewed
    train rows stay visible as such (``trusted`` is False, reports group them apart).
    """
    if split == "eval":
        return [row for row in rows if row.benchmark]
    if split == "train":
        return [row for row in rows if row.review_status != "needs_fix" and not row.benchmark]
    return rows


def load_bundled(*, split: str = "eval") -> list[ExamRow]:
    return load_dir(bundled_root(), split=split)


def load_hub(revision: str, *, repo_id: str = HUB_DATASET, split: str = "eval", cache_dir: str | None = None,
             local_files_only: bool = False, downloader: Callable[..., str] | None = None) -> list[ExamRow]:
    """Download a pinned hub revision and load it with the same verification as a local folder.

    ``revision`` is required (a commit): an unpinned "main" would make results unreproducible.
    ``local_files_only`` reads only the local hub cache (offline use).
    ``downloader`` defaults to ``huggingface_hub.snapshot_download``.
    """
    if not revision or revision == "main":
        raise ValueError("load_hub needs a pinned dataset revision (a commit hash), not 'main' or nothing")
    if downloader is None:
        from huggingface_hub import snapshot_download as downloader  # type: ignore[no-redef]
    try:
        local = downloader(repo_id=repo_id, repo_type="dataset", revision=revision, cache_dir=cache_dir,
                           local_files_only=local_files_only)
    except Exception as error:  # network, auth, offline mode: one clear message, the cause chained
        raise ExamQMDataError(f"could not fetch {repo_id}@{revision} from the Hugging Face hub: "
                              f"{type(error).__name__}: {error}. Use load_bundled() or load_dir() offline.") from error
    return load_dir(local, split=split)

