"""The frozen ExamQM task row: gold record + page images + private sidecar.

A row is what the loader hands to a host. Only ``question_number``, the page images
and (optionally) ``native_text`` reach the prompt; ``source_metadata`` (printed labels,
answer key, choice-marker regions, literal transcription) stays with the grader.

Rows are versioned: ``row_format`` and ``schema_version`` must be present and current,
and ``gold_sha256`` must match the gold record, so an edited-but-not-refrozen row (stale)
is refused instead of silently scored against a different contract.
"""
from __future__ import annotations

import hashlib
import json
from typing import Literal

from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field, PrivateAttr, field_validator

from .schema import SCHEMA_VERSION, ExamRecord

ROW_FORMAT = "examqm-row/1"

_ROW = ConfigDict(extra="forbid", strict=True, frozen=True)


class PageImage(BaseModel):
    model_config = _ROW

    file: str = Field(description="path relative to the dataset root")
    sha256: str = Field(pattern=r"^[0-9a-f]{64}$")
    width: int = Field(gt=0)
    height: int = Field(gt=0)


class ChoiceMarker(BaseModel):
    """Where a printed alternative label ("A", "B", ...) sits on the page."""

    model_config = _ROW

    alternative: int = Field(ge=0)
    label: str
    page: int = Field(ge=1)
    box: tuple[float, float, float, float]

    @field_validator("box")
    @classmethod
    def _ordered(cls, box: tuple[float, float, float, float]) -> tuple[float, float, float, float]:
        if not (0 <= box[0] < box[2] <= 1 and 0 <= box[1] < box[3] <= 1):
            raise ValueError(f"marker box must be ordered page fractions, got {box}")
        return box


class SourceMetadata(BaseModel):
    """Private sidecar, aligned with the record by list position; never sent in the prompt."""

    model_config = _ROW

    question_label: str
    alternative_labels: list[str]
    part_labels: list[str]
    answer_key: str | None
    choice_markers: list[ChoiceMarker]
    literal_transcription: dict[str, str] = Field(description="container id -> text exactly as printed")
    source: dict[str, str]


class ExamRow(BaseModel):
    model_config = _ROW

    row_format: Literal["examqm-row/1"]
    schema_version: Literal["3.0"]
    dataset_version: str
    id: str
    exam: str
    question_number: int = Field(ge=1)
    pages: list[PageImage] = Field(min_length=1)
    native_text: list[str]
    gold: ExamRecord
    gold_sha256: str = Field(pattern=r"^[0-9a-f]{64}$")
    source_metadata: SourceMetadata
    review_status: Literal["ready", "needs_fix", "unreviewed"]
    benchmark: bool
    _root: Path | None = PrivateAttr(default=None)

    def page_paths(self) -> list[Path]:
        """Verified page image files (set by the loader, which checked their hashes)."""
        if self._root is None:
            raise ValueError(f"row {self.id} was not loaded from a dataset folder; its images are unknown")
        return [self._root / page.file for page in self.pages]

    @property
    def trusted(self) -> bool:
        """Only a row a person reviewed and passed (``ready``); never benchmark membership.

        A row becomes ``ready`` or ``needs_fix`` only through an entry in the builder's review
        ledger (see :mod:`benchgrade.examqm.build.reviews`), bound to its ``gold_sha256``; every
        other row is ``unreviewed``.
        """
        return self.review_status == "ready"


def gold_digest(record: ExamRecord) -> str:
    """SHA-256 of the canonical gold JSON (sorted keys, UTF-8)."""
    canonical = json.dumps(record.model_dump(mode="json"), ensure_ascii=False, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(canonical.encode("utf-8")).hexdigest()


CURRENT_VERSIONS = {"row_format": ROW_FORMAT, "schema_version": SCHEMA_VERSION}
