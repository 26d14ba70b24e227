"""Lists too long to hold in memory, written to disk as they grow and copied into a JSON file once.

``rescore.json`` holds every reply's verdicts (millions for an RL log) and every skipped line;
the per-task summary that goes first is known only at the end. Each long list is written as the
body of a JSON array to a scratch file while the run goes, then copied byte for byte into
place: memory stays flat, the file is written once more at disk speed.
"""
from __future__ import annotations

import json
import shutil
from pathlib import Path


class ArraySpool:
    """The body of one JSON array (``elem,\\n elem``), appended to one element at a time."""

    def __init__(self, path: Path):
        self.path = path
        self.count = 0
        self._handle = path.open("w", encoding="utf-8")

    def append(self, value=None, *, text: str | None = None) -> None:
        self._handle.write(("\n  " if not self.count else ",\n  ")
                           + (text if text is not None else json.dumps(value, ensure_ascii=False)))
        self.count += 1

    def close(self) -> None:
        if not self._handle.closed:
            self._handle.close()

    def copy_into(self, handle) -> None:
        self.close()
        with self.path.open(encoding="utf-8") as source:
            shutil.copyfileobj(source, handle, 1 << 20)
        handle.write("\n ]" if self.count else "]")


def write_object(path: Path, fields: list[tuple[str, object]]) -> None:
    """A JSON object whose values are ordinary values (indented) or :class:`ArraySpool` bodies."""
    with path.open("w", encoding="utf-8") as handle:
        handle.write("{")
        for number, (key, value) in enumerate(fields):
            handle.write(("\n " if not number else ",\n ") + json.dumps(key) + ": ")
            if isinstance(value, ArraySpool):
                handle.write("[")
                value.copy_into(handle)
            else:
                handle.write(json.dumps(value, indent=1, ensure_ascii=False).replace("\n", "\n "))
        handle.write("\n}\n")
