"""Everything a run could not read as written: one line each, counted, and kept for the outputs.

Kinds: **skipped** (a file or line that could not be used; the rest is read), **repaired**
(text read with U+FFFD in place of invalid UTF-8, NUL or a lone surrogate, then graded), and
**notes** (said once, not a problem: older runs not read, ExamQM tasks scored elsewhere).
Each problem is printed on stderr as it is found (up to :data:`SHOWN_PER_FILE` per file, then
one line with the count) and appended to a spool, so ``rescore.json`` / ``manifest.json`` list
every one of them whatever their number.
"""
from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path

from .safetext import for_terminal
from .spool import ArraySpool

SHOWN_PER_FILE = 1000


class Problems:
    def __init__(self, scratch: Path):
        self.skipped = ArraySpool(scratch / "skipped.json")
        self.repaired = ArraySpool(scratch / "repaired.json")
        self.notes: list[str] = []
        self.per_file: Counter = Counter()   # path -> skipped lines (for the per-task table column)
        self._shown: Counter = Counter()
        self._hidden: Counter = Counter()

    def _say(self, kind: str, message: str, where: str) -> None:
        self._shown[where] += 1
        if self._shown[where] <= SHOWN_PER_FILE:
            print(f"benchgrade: {kind}: {for_terminal(message)}", file=sys.stderr)
        else:
            self._hidden[where] += 1

    def skip(self, message: str, where: str = "") -> None:
        self.skipped.append(message)
        self._say("skipped", message, where or message)

    def skip_line(self, path, line: int, message: str) -> None:
        self.per_file[str(path)] += 1
        self.skip(f"{path}:{line}: {message} — line skipped" if line else f"{path}: {message} — skipped",
                  str(path))

    def repair_line(self, path, line: int, message: str) -> None:
        text = f"{path}:{line}: {message}"
        self.repaired.append(text)
        self._say("repaired", text, str(path))

    def note(self, message: str) -> None:
        self.notes.append(message)
        print(f"benchgrade: note: {for_terminal(message)}", file=sys.stderr)

    def finish(self) -> None:
        for where, count in sorted(self._hidden.items()):
            print(f"benchgrade: … and {count} more problem(s) in {for_terminal(where)} (every one is listed in "
                  f"the outputs' 'skipped' / 'repaired' lists)", file=sys.stderr)
        self.skipped.close()
        self.repaired.close()

    @property
    def count(self) -> int:
        return self.skipped.count + self.repaired.count

    def exit_status(self, allow: bool) -> int:
        """0 when everything was read as written (or ``--allow-skips``); else 1, with one line saying so."""
        if not self.count:
            return 0
        parts = [f"{self.skipped.count} skipped"] * bool(self.skipped.count) + \
                [f"{self.repaired.count} repaired"] * bool(self.repaired.count)
        print(f"benchgrade: {' and '.join(parts)} (listed above); the outputs cover everything else"
              + ("" if allow else "; exit status 1 (--allow-skips for 0)"), file=sys.stderr)
        return 0 if allow else 1
