"""lm-eval glue for the ExamQM task (``tasks/examqm/*.yaml``): docs, prompt, page images, metrics.

Thin on purpose: rows come from :mod:`benchgrade.examqm.data` (hash-verified), the prompt text
and images from :mod:`benchgrade.examqm.prompt`, every number from :func:`benchgrade.examqm.score_reply`.

A doc is a flat dict of strings and ints (Arrow cannot hold the nested gold records as one
column type): the row id, the dataset folder, the input mode and the fingerprints of
:mod:`benchgrade.examqm.runinfo`. Every ``doc_to_*`` function looks the verified row up by id, so
lm-eval's ``--log_samples`` output carries the fingerprints and the report can re-score it.

Data: the bundled ENEM 2024 sample, or a dataset folder from ``--metadata '{"examqm_dir": "/path"}'``
or ``$BENCHGRADE_EXAMQM_DIR`` (a hub snapshot works too: download it, pass its folder).
"""
from __future__ import annotations

import os
from functools import lru_cache
from pathlib import Path

from benchgrade.examqm import bundled_root, load_dir
from benchgrade.examqm.prompt import build_prompt, page_images
from benchgrade.examqm.rows import ExamRow
from benchgrade.examqm.runinfo import features, task_fingerprints
from benchgrade.examqm.scorer import score_reply


@lru_cache(maxsize=4)
def _rows(root: str) -> dict[str, ExamRow]:
    return {row.id: row for row in load_dir(root, split="all")}


def _root(examqm_dir: str | None) -> str:
    return str(Path(examqm_dir or os.environ.get("BENCHGRADE_EXAMQM_DIR") or bundled_root()).resolve())


def dataset(split: str = "eval", native_text: bool = False, examqm_dir: str | None = None, **_metadata):
    """``custom_dataset`` entry point: a DatasetDict with the contract's split as ``test``."""
    import datasets

    from benchgrade.examqm.data import select_split

    root = _root(examqm_dir)
    rows = select_split(list(_rows(root).values()), split)
    if not rows:
        raise ValueError(f"ExamQM split {split!r} of {root} holds no rows")
    docs = [{"id": row.id, "question_number": row.question_number, "dataset_root": root, "split": split,
             "review_status": row.review_status, "features": ",".join(features(row)),
             "n_pages": len(row.pages), **task_fingerprints(row, native_text=native_text)}
            for row in rows]
    return datasets.DatasetDict({"test": datasets.Dataset.from_list(docs)})


def row(doc: dict) -> ExamRow:
    return _rows(doc["dataset_root"])[doc["id"]]


def doc_to_text(doc: dict) -> str:
    """One ``<image>`` placeholder per page, then the instructions (see tasks/examqm/README.md)."""
    return build_prompt(row(doc), native_text=doc["input_mode"] != "images", image_placeholders=True)


def doc_to_image(doc: dict) -> list:
    """Every page of the question, in page order (RGB PIL images)."""
    return page_images(row(doc))


def doc_to_target(doc: dict) -> str:
    return doc["id"]


COMPONENTS = ("body", "alternatives", "parts", "visual", "math", "symbols")


def process_results(doc: dict, results) -> dict[str, float | None]:
    """Reward, components and diagnostics of one reply.

    A component the row does not have, or any component of an invalid reply, is ``None`` and
    :func:`mean_of_scored` leaves it out: component means are over what was actually scored,
    and ``valid``/``truncated`` beside them say how much that was.
    """
    score = score_reply(results[0], row(doc))
    return {
        "reconstruction_fidelity": score.reconstruction_fidelity,
        **{f"{name}_score": score.components.get(name) for name in COMPONENTS},
        "valid": 1.0 if score.status == "valid" else 0.0,
        "truncated": 1.0 if score.status == "truncated" else 0.0,
        "alternative_id_in_image": None if score.alternative_id_in_image is None else float(score.alternative_id_in_image),
        "literal_agreement": score.literal_transcription_agreement,
    }


def mean_of_scored(values) -> float | None:
    """Mean over the items that had the value (``None`` = not scored for that item)."""
    scored = [value for value in values if value is not None]
    return sum(scored) / len(scored) if scored else None
