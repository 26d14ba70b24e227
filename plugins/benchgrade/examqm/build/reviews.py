"""The review ledger: the only way a generated row becomes ``ready`` (trusted) or ``needs_fix``.

Why a ledger: the generator derives each gold record from exactly what it drew, so the gold
matches the page by construction, but nobody has compared the source text (piresramon/gpt-4-enem)
with the printed INEP booklet. A row is therefore ``unreviewed`` until a person checks its page
images and gold record against the printed booklet and records the outcome, one JSON object per
line of a ledger file passed to ``generate --reviews FILE``::

    {"id": "enem2024-q093", "gold_sha256": "<the row's gold_sha256>", "status": "ready",
     "reviewer": "name", "date": "2026-12-01", "checked_against": "INEP 2024 caderno azul, p. 21"}

The entry is bound to the gold hash: if the gold changes, the old review no longer applies and the
build stops, naming the row, instead of carrying a stale approval forward.
"""
from __future__ import annotations

from pathlib import Path

from ...jsonl import iter_jsonl

STATUSES = ("ready", "needs_fix")
FIELDS = ("id", "gold_sha256", "status", "reviewer", "date", "checked_against")


def read_ledger(path: Path) -> dict[str, dict]:
    """Ledger entries by row id; a malformed line stops the build with its line number."""
    entries: dict[str, dict] = {}
    for line_no, _, entry in iter_jsonl(path, error=lambda message: SystemExit(f"error: {message}"), skip_blank=True):
        where = f"{path}:{line_no}"
        missing = [name for name in FIELDS if not entry.get(name)]
        if missing:
            raise SystemExit(f"error: {where}: review entry misses {', '.join(missing)}")
        if entry["status"] not in STATUSES:
            raise SystemExit(f"error: {where}: status must be one of {STATUSES}, got {entry['status']!r}")
        if entry["id"] in entries:
            raise SystemExit(f"error: {where}: a second review of {entry['id']!r}; keep one line per row")
        entries[entry["id"]] = entry
    return entries


def review_status(ledger: dict[str, dict], row_id: str, gold_sha256: str) -> str:
    entry = ledger.get(row_id)
    if entry is None:
        return "unreviewed"
    if entry["gold_sha256"] != gold_sha256:
        raise SystemExit(f"error: the review of {row_id} was made for gold {entry['gold_sha256'][:12]}…, the gold is "
                         f"now {gold_sha256[:12]}…: review the row again")
    return entry["status"]
