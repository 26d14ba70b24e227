"""SocialIQA rows in one canonical shape, from the hub or a local folder.

Canonical doc (every loader returns exactly these keys)::

    {"id": "socialiqa/validation/490", "split": "validation", "row": 490,
     "context": "...", "question": "...", "choices": [answerA, answerB, answerC],
     "gold": "C"}        # the letter, as benchgrade.grade expects for socialiqa

Splits: ``"validation"`` (1,954), ``"train"`` (33,410) and ``"xlarge"``: OLMES
``socialiqa:mc::xlarge`` = validation then train, ``random.Random(1234).sample``
of 10,000, in sample order. The selection depends only on the two split sizes,
so it is computed from them (:func:`xlarge_selection`) and a copy of the data
with other sizes is refused rather than sampled differently.

Sources: ``allenai/social_i_qa`` (what OLMES reads; loaded from the parquet
conversion because script datasets no longer load) or
``<data_dir>/socialiqa/socialiqa-train-dev/{dev,train}.jsonl`` + ``*-labels.lst``
(AI2's original zip; labels 1-based).
"""
from __future__ import annotations

import json
import random
from functools import lru_cache
from importlib import resources

from ..datasource import (DataError, load_hf_split, read_jsonl, read_lines, require_field,
                          require_file, resolve_data_dir)

HF_PATH = "allenai/social_i_qa"
HF_REVISION = "refs/convert/parquet"
LETTERS = ("A", "B", "C")
SPLIT_SIZES = {"validation": 1954, "train": 33410}
XLARGE_SIZE = 10_000
XLARGE_SEED = 1234
SPLITS = ("validation", "train", "xlarge")
_LOCAL_FILES = {"validation": "dev", "train": "train"}


def xlarge_selection(n_validation: int = SPLIT_SIZES["validation"],
                     n_train: int = SPLIT_SIZES["train"]) -> list[tuple[str, int]]:
    """OLMES's (split, row) pairs for ``socialiqa:mc::xlarge``, in eval order.

    OLMES concatenates validation + train and calls ``random.Random(1234).sample(docs, 10000)``;
    ``random.sample`` depends only on the population size, so sampling ``range(n)`` gives the
    same positions.
    """
    positions = random.Random(XLARGE_SEED).sample(range(n_validation + n_train), XLARGE_SIZE)
    return [("validation", p) if p < n_validation else ("train", p - n_validation) for p in positions]


def _canonical(raw: dict, split: str, row: int, where: str) -> dict:
    label = str(require_field(raw, "label", where)).strip()
    if label not in ("1", "2", "3"):
        raise DataError(f"{where}: label must be 1, 2 or 3, got {label!r}")
    return {
        "id": f"socialiqa/{split}/{row}",
        "split": split,
        "row": row,
        "context": require_field(raw, "context", where),
        "question": require_field(raw, "question", where),
        "choices": [require_field(raw, f"answer{letter}", where) for letter in LETTERS],
        "gold": LETTERS[int(label) - 1],
    }


def _load_local(root, split: str) -> list[dict]:
    stem = _LOCAL_FILES[split]
    rows_path = require_file(root, f"socialiqa/socialiqa-train-dev/{stem}.jsonl")
    labels_path = require_file(root, f"socialiqa/socialiqa-train-dev/{stem}-labels.lst")
    rows, labels = read_jsonl(rows_path), read_lines(labels_path)
    if len(rows) != len(labels):
        raise DataError(f"{labels_path}: {len(labels)} labels for {len(rows)} rows in {rows_path}")
    return [_canonical({**raw, "label": label}, split, i, f"{rows_path}:{i + 1}")
            for i, (raw, label) in enumerate(zip(rows, labels))]


def _load_split(split: str, data_dir) -> list[dict]:
    root = resolve_data_dir(data_dir)
    if root is not None:
        return _load_local(root, split)
    rows = load_hf_split(HF_PATH, None, split, revision=HF_REVISION)
    return [_canonical(raw, split, i, f"{HF_PATH}[{split}][{i}]") for i, raw in enumerate(rows)]


def load_docs(split: str = "xlarge", subset: str | None = None, data_dir=None) -> list[dict]:
    """All rows of ``split`` (``validation``, ``train`` or the OLMES ``xlarge`` sample).

    ``subset`` exists for a uniform signature across benchmarks and must be None.
    ``data_dir``: local folder (else ``$BENCHGRADE_DATA_DIR``, else the hub).
    """
    if subset is not None:
        raise ValueError(f"socialiqa has no subsets; got subset={subset!r}")
    if split not in SPLITS:
        raise ValueError(f"socialiqa split must be one of {', '.join(SPLITS)}; got {split!r}")
    if split != "xlarge":
        return _load_split(split, data_dir)
    parts = {name: _load_split(name, data_dir) for name in ("validation", "train")}
    for name, rows in parts.items():
        if len(rows) != SPLIT_SIZES[name]:
            raise DataError(
                f"socialiqa {name} has {len(rows)} rows, but the xlarge sample needs the full "
                f"split ({SPLIT_SIZES[name]} rows): the OLMES selection depends on the split sizes. "
                f"Use split='validation' on a partial copy."
            )
    return [parts[name][row] for name, row in xlarge_selection()]


@lru_cache(maxsize=1)
def _fewshot_rows() -> tuple[dict, ...]:
    text = resources.files(__package__).joinpath("fewshot.json").read_text(encoding="utf-8")
    return tuple(json.loads(text))


def fewshot_docs(k: int = 5) -> list[dict]:
    """The first ``k`` rows of OLMES's fixed ``OLMES:social_i_qa`` shots (8 exist), canonical shape."""
    rows = _fewshot_rows()
    if not 0 <= k <= len(rows):
        raise ValueError(f"k must be between 0 and {len(rows)}; got {k}")
    return [_canonical(raw, "fewshot", i, f"OLMES:social_i_qa[{i}]") for i, raw in enumerate(rows[:k])]
