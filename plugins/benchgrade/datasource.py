"""Where benchmark rows come from: a local folder or the Hugging Face hub.

Every ``benchgrade.<benchmark>.data`` module loads through these helpers so the
rules are the same everywhere:

* A local folder wins when one is given, either as an argument (``data_dir=``,
  which lm-eval tasks receive from ``--metadata '{"data_dir": ...}'``) or via the
  environment variable ``BENCHGRADE_DATA_DIR``. The folder has the layout of the
  original releases (``bbh/bbh/<task>.json``, ``gsm8k/test.jsonl``,
  ``mmlu/data/<split>/<subject>_<split>.csv``,
  ``socialiqa/socialiqa-train-dev/{dev,train}.jsonl`` + ``-labels.lst``).
* Otherwise the Hugging Face datasets that OLMES itself reads are used.

WHY so strict: an evaluation that silently runs on fewer rows produces a number
that looks valid and is not. A missing file, a bad JSON line or a label file of
the wrong length raises :class:`DataError` naming the file (and line), never a
shorter list.
"""
from __future__ import annotations

import csv
import json
import os
from pathlib import Path
from typing import Any

from .jsonl import iter_jsonl

#: Environment variable naming a local data folder (layout of the original releases).
DATA_DIR_ENV = "BENCHGRADE_DATA_DIR"


class DataError(ValueError):
    """A benchmark file is missing, malformed, or has the wrong number of rows."""


def resolve_data_dir(data_dir: str | os.PathLike | None = None) -> Path | None:
    """The local data folder to use, or ``None`` for the Hugging Face hub.

    The argument wins over ``$BENCHGRADE_DATA_DIR``; an empty string counts as unset.
    A folder that does not exist is an error (a typo must not fall back to the hub).
    """
    chosen = data_dir if data_dir not in (None, "") else os.environ.get(DATA_DIR_ENV) or None
    if chosen is None:
        return None
    root = Path(chosen).expanduser()
    if not root.is_dir():
        origin = "data_dir argument" if data_dir not in (None, "") else f"${DATA_DIR_ENV}"
        raise DataError(f"{origin} points at {str(root)!r}, which is not a directory")
    return root


def require_file(root: Path, relative: str) -> Path:
    """``root / relative``, or a :class:`DataError` naming the missing file."""
    path = root / relative
    if not path.is_file():
        raise DataError(
            f"missing benchmark file {str(path)!r} (expected under the local data folder "
            f"{str(root)!r}, layout of the original release; see tests/data/SOURCES.md)"
        )
    return path


def read_jsonl(path: Path) -> list[dict[str, Any]]:
    """One JSON object per line; a blank or malformed line is an error naming file:line."""
    return [row for _, _, row in iter_jsonl(path, error=DataError)]


def read_json(path: Path) -> Any:
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except json.JSONDecodeError as exc:
        raise DataError(f"{path}:{exc.lineno}: invalid JSON ({exc.msg})") from None


def read_lines(path: Path) -> list[str]:
    """Non-empty stripped lines (label files); a blank line inside is an error."""
    lines = path.read_text(encoding="utf-8").splitlines()
    while lines and not lines[-1].strip():
        lines.pop()
    for number, line in enumerate(lines, start=1):
        if not line.strip():
            raise DataError(f"{path}:{number}: blank line in a label file")
    return [line.strip() for line in lines]


def read_csv(path: Path, *, columns: int) -> list[list[str]]:
    """Header-less CSV rows, each with exactly ``columns`` fields."""
    with path.open(encoding="utf-8", newline="") as handle:
        rows = list(csv.reader(handle))
    for number, row in enumerate(rows, start=1):
        if len(row) != columns:
            raise DataError(f"{path}: row {number} has {len(row)} fields, expected {columns}")
    return rows


def require_field(row: dict[str, Any], field: str, where: str) -> Any:
    if field not in row:
        raise DataError(f"{where}: missing field {field!r}")
    return row[field]


def load_hf_split(path: str, name: str | None, split: str, *, revision: str | None = None) -> list[dict]:
    """Rows of one split of a Hugging Face dataset, as plain dicts.

    The hub is the default source (it is what OLMES reads); when it cannot be
    reached the error says how to point at local files instead.
    """
    try:
        import datasets
    except ImportError as exc:  # pragma: no cover - datasets is a dependency
        raise DataError("loading from the Hugging Face hub needs the `datasets` package") from exc
    kwargs = {"revision": revision} if revision else {}
    try:
        dataset = datasets.load_dataset(path, name, split=split, **kwargs)
    except Exception as exc:
        raise DataError(
            f"could not load Hugging Face dataset {path!r} (config {name!r}, split {split!r}): "
            f"{type(exc).__name__}: {exc}. Offline? Set ${DATA_DIR_ENV} (or the data_dir task "
            f"argument) to a local folder in the layout of the original releases."
        ) from exc
    return [dict(row) for row in dataset]


def check_count(rows: list, expected: int, what: str) -> None:
    """Full-split loads must have the published size; anything else is a damaged copy."""
    if len(rows) != expected:
        raise DataError(f"{what}: found {len(rows)} rows, expected {expected}")
