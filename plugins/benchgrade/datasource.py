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

WHY fast: every :class:`DataError` is one line that names the variable or path and
says what to do, and it comes before any slow work. In particular, with no local
folder the hub is probed first (one TCP connect, :func:`hub_unreachable`); when it
cannot be reached and the dataset is not in the local cache, the error comes at
once instead of after the Hugging Face client's retries.
"""
from __future__ import annotations

import csv
import json
import os
import socket
import threading
import urllib.request
from functools import lru_cache
from pathlib import Path
from urllib.parse import urlsplit
from typing import Any

from .jsonl import iter_jsonl

#: Environment variable naming a local data folder (layout of the original releases).
DATA_DIR_ENV = "BENCHGRADE_DATA_DIR"
#: Where a pip user reads the expected folder layout (the README ships as the package description).
LAYOUT_DOC = "the 'Data' section of the benchgrade README"
#: Appended to errors about a file's content: the copy is damaged, the fix is a fresh one.
DAMAGED = "; the file looks damaged: replace it with the original release file"
#: Seconds the hub probe waits for a TCP connection.
HUB_PROBE_SECONDS = 2.0


class DataError(ValueError):
    """A benchmark file is missing, malformed, or has the wrong number of rows."""


def damaged(message: str) -> DataError:
    return DataError(message + DAMAGED)


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
        origin = ("the data_dir argument (--metadata data_dir / --env.taskset.data-dir)"
                  if data_dir not in (None, "") else f"${DATA_DIR_ENV}")
        raise DataError(f"{origin} points at {str(root)!r}, which is not a directory: point it at a folder "
                        f"laid out as the original releases (see {LAYOUT_DOC}), or unset it to read the "
                        f"Hugging Face hub")
    return root


def require_file(root: Path, relative: str) -> Path:
    """``root / relative``, or a :class:`DataError` naming the missing file."""
    path = root / relative
    if not path.is_file():
        raise DataError(
            f"missing benchmark file {str(path)!r} in the local data folder {str(root)!r} "
            f"(data_dir or ${DATA_DIR_ENV}): copy the original release there, laid out as {LAYOUT_DOC} "
            f"describes ({relative})"
        )
    return path


def read_jsonl(path: Path) -> list[dict[str, Any]]:
    """One JSON object per line; a blank or malformed line is an error naming file:line."""
    return [row for _, _, row in iter_jsonl(path, error=damaged)]


def read_json(path: Path) -> Any:
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except json.JSONDecodeError as exc:
        raise damaged(f"{path}:{exc.lineno}: invalid JSON ({exc.msg})") from None


def read_lines(path: Path) -> list[str]:
    """Non-empty stripped lines (label files); a blank line inside is an error."""
    lines = path.read_text(encoding="utf-8").splitlines()
    while lines and not lines[-1].strip():
        lines.pop()
    for number, line in enumerate(lines, start=1):
        if not line.strip():
            raise damaged(f"{path}:{number}: blank line in a label file")
    return [line.strip() for line in lines]


def read_csv(path: Path, *, columns: int) -> list[list[str]]:
    """Header-less CSV rows, each with exactly ``columns`` fields."""
    with path.open(encoding="utf-8", newline="") as handle:
        rows = list(csv.reader(handle))
    for number, row in enumerate(rows, start=1):
        if len(row) != columns:
            raise damaged(f"{path}: row {number} has {len(row)} fields, expected {columns}")
    return rows


def require_field(row: dict[str, Any], field: str, where: str) -> Any:
    if field not in row:
        raise damaged(f"{where}: missing field {field!r}")
    return row[field]


def _truthy(name: str) -> bool:
    return os.environ.get(name, "").strip().lower() in ("1", "true", "yes", "on")


@lru_cache(maxsize=1)
def hub_unreachable() -> str | None:
    """Why the Hugging Face hub cannot be reached, or ``None`` when it (or its proxy) answers.

    Offline mode (``HF_HUB_OFFLINE``/``HF_DATASETS_OFFLINE``) counts as unreachable. Otherwise
    one TCP connection to ``$HF_ENDPOINT`` (or the HTTPS proxy in front of it), bounded by
    :data:`HUB_PROBE_SECONDS`, decides; it is made once per process.
    """
    for name in ("HF_HUB_OFFLINE", "HF_DATASETS_OFFLINE"):
        if _truthy(name):
            return f"${name} is set"
    endpoint = urlsplit(os.environ.get("HF_ENDPOINT") or "https://huggingface.co")
    host, port = endpoint.hostname or "huggingface.co", endpoint.port or (80 if endpoint.scheme == "http" else 443)
    proxy = urllib.request.getproxies().get(endpoint.scheme or "https")
    if proxy and not urllib.request.proxy_bypass(host):
        parts = urlsplit(proxy if "://" in proxy else f"http://{proxy}")
        host, port = parts.hostname or host, parts.port or 80
    outcome: list[str | None] = []

    def probe() -> None:
        try:
            socket.create_connection((host, port), timeout=HUB_PROBE_SECONDS).close()
            outcome.append(None)
        except OSError as exc:
            outcome.append(f"{host}:{port}: {exc.strerror or exc}")

    thread = threading.Thread(target=probe, daemon=True)  # name resolution has no timeout of its own
    thread.start()
    thread.join(HUB_PROBE_SECONDS + 0.5)
    return outcome[0] if outcome else f"{host}:{port}: no answer within {HUB_PROBE_SECONDS:g} s"


def _in_local_cache(path: str) -> bool:
    """Whether the datasets or hub cache holds anything for ``path`` (``owner/name``)."""
    home = Path(os.environ.get("HF_HOME") or Path.home() / ".cache" / "huggingface").expanduser()
    owner, _, name = path.partition("/")
    candidates = [Path(os.environ.get("HF_DATASETS_CACHE") or home / "datasets") / f"{owner}___{name}",
                  Path(os.environ.get("HF_HUB_CACHE") or home / "hub") / f"datasets--{owner}--{name}"]
    return any(c.is_dir() for c in candidates)


def _offline_hint() -> str:
    return (f"point ${DATA_DIR_ENV} (or lm-eval --metadata '{{\"data_dir\": \"/path\"}}', verifiers "
            f"--env.taskset.data-dir) at a local folder laid out as the original releases ({LAYOUT_DOC})")


def require_hub_or_cache(path: str, offline: str, where: str | None = None) -> None:
    """With the hub unreachable (``offline`` says why), a dataset must be in the local cache."""
    if not _in_local_cache(path):
        raise DataError(f"cannot load {where or f'Hugging Face dataset {path!r}'}: the hub is unreachable "
                        f"({offline}) and the dataset is not in the local cache: {_offline_hint()}")


def load_hf_split(path: str, name: str | None, split: str, *, revision: str | None = None) -> list[dict]:
    """Rows of one split of a Hugging Face dataset, as plain dicts.

    The hub is the default source (it is what OLMES reads). Unreachable with nothing cached,
    the error comes at once and says how to point at local files instead.
    """
    where = f"Hugging Face dataset {path!r} (config {name!r}, split {split!r})"
    offline = hub_unreachable()
    if offline:
        require_hub_or_cache(path, offline, where)
    try:
        import datasets
    except ImportError as exc:  # pragma: no cover - datasets is a dependency
        raise DataError("loading from the Hugging Face hub needs the `datasets` package") from exc
    if offline:  # read the cache without the client's network retries
        datasets.config.HF_HUB_OFFLINE = True
    kwargs = {"revision": revision} if revision else {}
    try:
        dataset = datasets.load_dataset(path, name, split=split, **kwargs)
    except Exception as exc:
        raise DataError(f"could not load {where}: {type(exc).__name__}: {exc}. Offline? "
                        f"{_offline_hint()}") from None
    return [dict(row) for row in dataset]


def check_count(rows: list, expected: int, what: str) -> None:
    """Full-split loads must have the published size; anything else is a damaged copy."""
    if len(rows) != expected:
        raise damaged(f"{what}: found {len(rows)} rows, expected {expected}")
