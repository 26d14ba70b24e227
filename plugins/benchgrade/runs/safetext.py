"""Text written by other programs, made safe where benchgrade puts it.

* **Read**: a JSON line may hold text no output can carry as is: bytes that are not UTF-8, NUL
  characters (``\\u0000``, which CSV readers and C tools stop at) and lone UTF-16 surrogates
  (``"\\ud800"``, which no UTF-8 writer can encode). :func:`decode_line` and :func:`repair` replace
  each with U+FFFD once, at read time, and say so, so every output (JSON, CSV, Parquet, terminal)
  carries the same text and no writer fails after all the grading is done.
* **Spreadsheets**: a CSV cell that starts with ``=``, ``+``, ``-``, ``@``, a tab or a carriage
  return is a formula to Excel, LibreOffice and Google Sheets. :func:`csv_cell` prefixes ``'``
  (the OWASP rule); a plain number (``-5``, ``+1.5e3``) is left alone: a spreadsheet reads it as
  the number it is.
* **Terminals**: a subtask name or a reply snippet can hold escape sequences that recolour,
  retitle or rewrite the terminal. :func:`for_terminal` drops control characters (keeping
  newlines and tabs) and the bidirectional overrides that reorder what is shown.
"""
from __future__ import annotations

import re

REPLACEMENT = "\ufffd"
_LONE_SURROGATE = re.compile(r"[\ud800-\udfff]")
_NUL_OR_SURROGATE_ESCAPE = re.compile(r"\\u(?:0000|[dD])")

_TERMINAL = {c: None for c in (*range(0x00, 0x20), 0x7F, *range(0x80, 0xA0)) if chr(c) not in "\n\t"}
_TERMINAL.update({c: None for c in (*range(0x202A, 0x202F), *range(0x2066, 0x206A))})  # bidi overrides
_TERMINAL_TABLE = str.maketrans(_TERMINAL)
#: CSI (colours, cursor moves), OSC (window titles, hyperlinks) and two-character escapes, whole.
_ESCAPE_SEQUENCE = re.compile(r"(?:\x1b\[|\x9b)[0-?]*[ -/]*[@-~]|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)?|\x1b[@-_]")
_FORMULA_START = ("=", "+", "-", "@", "\t", "\r")
_PLAIN_NUMBER = re.compile(r"[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?")


def decode_line(raw: bytes) -> tuple[str, str | None]:
    """(text, what was repaired or None): UTF-8, with each invalid byte sequence read as U+FFFD."""
    try:
        return raw.decode("utf-8"), None
    except UnicodeDecodeError as exc:
        return raw.decode("utf-8", errors="replace"), f"not valid UTF-8 (first bad byte at column {exc.start + 1})"


def needs_repair(line: str) -> bool:
    """Whether a raw JSON line may hold a NUL or a surrogate escape (then :func:`repair` looks; an
    escape of U+D000..U+D7FF matches too and is left alone). This runs on every line of inputs of
    gigabytes: one substring search and one regex with a literal prefix (~5 us for a 3 KB line)."""
    return "\x00" in line or _NUL_OR_SURROGATE_ESCAPE.search(line) is not None


def repair(value):
    """(value, what was replaced): NUL characters and lone surrogates in every string -> U+FFFD."""
    found: set[str] = set()

    def fix(item):
        if isinstance(item, str):
            if "\x00" in item:
                found.add("NUL character")
                item = item.replace("\x00", REPLACEMENT)
            if _LONE_SURROGATE.search(item):
                found.add("lone surrogate")
                item = _LONE_SURROGATE.sub(REPLACEMENT, item)
            return item
        if isinstance(item, dict):
            return {fix(k): fix(v) for k, v in item.items()}
        if isinstance(item, list):
            return [fix(v) for v in item]
        return item

    fixed = fix(value)
    return fixed, sorted(found)


def csv_cell(value):
    """A value for a CSV cell that a spreadsheet shows as text, never runs as a formula."""
    if isinstance(value, str) and value.startswith(_FORMULA_START) and not _PLAIN_NUMBER.fullmatch(value):
        return "'" + value
    return value


def for_terminal(text) -> str:
    """``text`` without escape sequences, control characters and bidirectional overrides (newlines
    and tabs kept)."""
    text = str(text)
    if "\x1b" in text or "\x9b" in text:
        text = _ESCAPE_SEQUENCE.sub("", text)
    return text.translate(_TERMINAL_TABLE)
