"""Rows of the committed slices (tests/data) looked up by their durable dataset id.

The format zoo and the hedge suite name real rows (``"gsm8k/test/0"``,
``"bbh/date_understanding/0"``, ``"mmlu/college_medicine/test/0"``,
``"socialiqa/validation/8"``) so that the same gold, subtask and option texts reach
the core, the lm-eval filter and the verifiers reward. :func:`locate` turns an id
into what each host's loader is called with.
"""
from __future__ import annotations

from functools import lru_cache
from importlib import import_module

from tests.conftest import TEST_DATA


def locate(doc_id: str) -> tuple[str, str | None, str]:
    """``(benchmark, subset, split)`` of a dataset id."""
    parts = doc_id.split("/")
    if parts[0] == "bbh":
        return "bbh", parts[1], "test"
    if parts[0] == "mmlu":
        return "mmlu", parts[1], parts[2]
    return parts[0], None, parts[1]


@lru_cache(maxsize=None)
def _docs(benchmark: str, subset: str | None, split: str) -> dict[str, dict]:
    data = import_module(f"benchgrade.{benchmark}.data")
    return {d["id"]: d for d in data.load_docs(split=split, subset=subset, data_dir=TEST_DATA)}


def row(doc_id: str) -> dict:
    """The slice's row with that id, plus its ``benchmark``."""
    benchmark, subset, split = locate(doc_id)
    return {"benchmark": benchmark, **_docs(benchmark, subset, split)[doc_id]}


def all_ids(benchmark: str, split: str) -> list[str]:
    """Every row id of one benchmark's slice, in dataset order."""
    return list(_docs(benchmark, None, split))
