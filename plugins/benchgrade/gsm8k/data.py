"""GSM8k rows in one canonical shape, from the hub or a local folder.

Canonical doc::

    {"id": "gsm8k/test/0", "split": "test", "row": 0, "question": "...",
     "answer": "<reference solution ending in '#### 18'>", "choices": None, "gold": "18"}

``gold`` is the short answer exactly as the dataset writes it after ``####``
(e.g. ``"2,125"``, ``"-10"``); the grading core normalises it (``robust``) or
applies OLMES's ``_clean_short_answer`` (``olmes``), so no cleaning happens here.

Sources: ``openai/gsm8k`` config ``main`` (what OLMES reads) or
``<data_dir>/gsm8k/{test,train}.jsonl`` (openai/grade-school-math layout).
"""
from __future__ import annotations

import json
from functools import lru_cache
from importlib import resources

from ..datasource import DataError, load_hf_split, read_jsonl, require_field, require_file, resolve_data_dir

HF_PATH, HF_NAME = "openai/gsm8k", "main"
SPLITS = ("test", "train")


def short_answer(solution: str, where: str) -> str:
    """The text after the last ``####`` of a reference solution, stripped."""
    if "####" not in solution:
        raise DataError(f"{where}: answer has no '####' final-answer marker")
    gold = solution.split("####")[-1].strip()
    if not gold:
        raise DataError(f"{where}: empty final answer after '####'")
    return gold


def _canonical(raw: dict, split: str, row: int, where: str) -> dict:
    solution = require_field(raw, "answer", where)
    return {"id": f"gsm8k/{split}/{row}", "split": split, "row": row,
            "question": require_field(raw, "question", where), "answer": solution,
            "choices": None, "gold": short_answer(solution, where)}


def load_docs(split: str = "test", subset: str | None = None, data_dir=None) -> list[dict]:
    """All rows of ``split`` (``test`` 1,319 / ``train`` 7,473 in the full data)."""
    if subset is not None:
        raise ValueError(f"gsm8k has no subsets; got subset={subset!r}")
    if split not in SPLITS:
        raise ValueError(f"gsm8k split must be one of {', '.join(SPLITS)}; got {split!r}")
    root = resolve_data_dir(data_dir)
    if root is not None:
        path = require_file(root, f"gsm8k/{split}.jsonl")
        return [_canonical(raw, split, i, f"{path}:{i + 1}") for i, raw in enumerate(read_jsonl(path))]
    rows = load_hf_split(HF_PATH, HF_NAME, split)
    return [_canonical(raw, split, i, f"{HF_PATH}[{split}][{i}]") for i, raw in enumerate(rows)]


@lru_cache(maxsize=1)
def _fewshot_rows() -> tuple[dict, ...]:
    text = resources.files(__package__).joinpath("fewshot.json").read_text(encoding="utf-8")
    return tuple(json.loads(text))


def fewshot_docs(k: int = 8) -> list[dict]:
    """OLMES ``STD:GSM8k`` shots (Wei et al. CoT exemplars ending in ``So the answer is N.``).

    ``answer`` holds the CoT that follows ``Answer:`` in the prompt; ``gold`` the short answer.
    """
    rows = _fewshot_rows()
    if not 0 <= k <= len(rows):
        raise ValueError(f"k must be between 0 and {len(rows)}; got {k}")
    return [{"id": f"gsm8k/fewshot/{i}", "split": "fewshot", "row": i, "question": raw["question"],
             "answer": raw["answer"], "choices": None, "gold": raw["short_answer"]}
            for i, raw in enumerate(rows[:k])]
