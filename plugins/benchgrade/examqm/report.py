"""Aggregate ExamQM scores for a run report.

Why separate categories: a high mean over a few valid replies is not a full-run
result, so invalid, truncated and empty replies are counted apart (and score 0 in the
mean reward). ``alternative_id_in_image`` is a violation rate over valid replies on
marker-annotated tasks only. Mixing scorer versions is refused: old scores are not
comparable to scorer 3.1.
"""
from __future__ import annotations

from collections import Counter
from statistics import fmean
from typing import Iterable

from .scorer import SCORING_VERSION, ExamQMScore

STATUSES = ("valid", "invalid", "truncated", "empty")


def summarize(scores: Iterable[ExamQMScore]) -> dict:
    scores = list(scores)
    versions = {score.scoring_version for score in scores}
    if len(versions) > 1:
        raise ValueError(f"mixed scoring versions {sorted(versions)}: rescore everything with {SCORING_VERSION}")
    valid = [score for score in scores if score.status == "valid"]
    counts = Counter(score.status for score in scores)
    components: dict[str, list[float]] = {}
    for score in valid:
        for name, value in score.components.items():
            components.setdefault(name, []).append(value)
    annotated = [score.alternative_id_in_image for score in valid if score.alternative_id_in_image is not None]
    literal = [score.literal_transcription_agreement for score in valid if score.literal_transcription_agreement is not None]
    pages = [score.page_number_accuracy for score in valid if score.page_number_accuracy is not None]
    return {
        "scoring_version": versions.pop() if versions else SCORING_VERSION,
        "replies": len(scores),
        "counts": {status: counts.get(status, 0) for status in STATUSES},
        "reconstruction_fidelity": fmean(score.reconstruction_fidelity for score in scores) if scores else None,
        "reconstruction_fidelity_valid_only": fmean(score.reconstruction_fidelity for score in valid) if valid else None,
        "components": {name: {"mean": fmean(values), "n": len(values)} for name, values in sorted(components.items())},
        "alternative_id_in_image": {"rate": fmean(annotated) if annotated else None, "n": len(annotated)},
        "literal_transcription_agreement": fmean(literal) if literal else None,
        "page_number_accuracy": fmean(pages) if pages else None,
    }
