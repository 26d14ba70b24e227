"""Strict reply parser: raw text -> :class:`ExamRecord`, or a precise rejection.

No repairs: no fence stripping, no "first {...} in the text", no defaults. A reply is
one raw JSON object and nothing else. Every rejection says what is wrong and where
(a JSON path such as ``question.alternatives[2].blocks[0].kind`` or a character offset),
and carries a ``status`` so reports keep invalid, truncated and empty replies apart.
"""
from __future__ import annotations

import json
from typing import Any

from pydantic import ValidationError

from .schema import ExamRecord

MAX_REPLY_CHARS = 400_000

# Keys a model might plausibly emit instead of the real names: named in the error.
_ALIAS_HINTS = {
    "type": "kind", "content": "text", "rows": "table_rows", "table": "table_rows", "bbox": "boxes",
    "box": "boxes", "choices": "alternatives", "options": "alternatives", "subquestions": "parts",
    "stem": "body", "blocks": "body", "questions": "question", "version": "schema_version",
}


class ExamQMParseError(ValueError):
    """A rejected reply. ``status`` is one of ``invalid``, ``truncated``, ``empty``."""

    def __init__(self, message: str, *, path: str = "$", status: str = "invalid") -> None:
        super().__init__(f"{path}: {message}" if path != "$" else message)
        self.path = path
        self.reason = message
        self.status = status


class _DuplicateKey(dict):
    """Marker dict produced by the pairs hook when an object repeats a key."""

    duplicate: str = ""


def _pairs_hook(pairs: list[tuple[str, Any]]) -> dict:
    seen: dict = {}
    for key, value in pairs:
        if key in seen:
            marker = _DuplicateKey(pairs)
            marker.duplicate = key
            return marker
        seen[key] = value
    return seen


def _find_duplicate(node: Any, path: str) -> tuple[str, str] | None:
    """Depth-first search for the first object that repeated a key (iterative: no recursion limit)."""
    stack = [(node, path)]
    while stack:
        current, where = stack.pop()
        if isinstance(current, _DuplicateKey):
            return where, current.duplicate
        if isinstance(current, dict):
            stack.extend((value, f"{where}.{key}") for key, value in reversed(list(current.items())))
        elif isinstance(current, list):
            stack.extend((value, f"{where}[{index}]") for index, value in reversed(list(enumerate(current))))
    return None


def _format_loc(loc: tuple) -> str:
    out = ""
    for part in loc:
        if isinstance(part, int):
            out += f"[{part}]"
        elif "[" in str(part):
            continue  # pydantic validator tags such as "function-after[...]" are noise in a user-facing path
        else:
            out += f".{part}" if out else str(part)
    return out or "$"


def _validation_error(err: ValidationError) -> ExamQMParseError:
    first = err.errors(include_url=False)[0]
    path = _format_loc(tuple(first["loc"]))
    kind = first["type"]
    if kind == "extra_forbidden":
        key = str(first["loc"][-1])
        hint = f" (the schema calls it {_ALIAS_HINTS[key]!r})" if key in _ALIAS_HINTS else ""
        return ExamQMParseError(f"unknown key {key!r}{hint}; extra keys and aliases are rejected", path=path)
    if kind == "missing":
        return ExamQMParseError("required field is missing (every field is required, there are no defaults)", path=path)
    if kind == "too_short" and path.endswith((".blocks", ".body")) and "[" in path:
        return ExamQMParseError("hollow alternative/part: it needs at least one block", path=path)
    message = first["msg"].removeprefix("Value error, ")
    count = err.error_count()
    more = f" (and {count - 1} more error{'s' if count > 2 else ''})" if count > 1 else ""
    return ExamQMParseError(f"{message}{more}", path=path)


def _looks_truncated(text: str, error: json.JSONDecodeError) -> bool:
    """The decoder ran off the end of the text: the reply stopped mid-object."""
    return error.pos >= len(text) - 1 or error.msg.startswith("Unterminated string")


def parse_reply(reply: str | None) -> ExamRecord:
    """Parse one raw reply strictly; raise :class:`ExamQMParseError` on any deviation."""
    if reply is None or not reply.strip():
        raise ExamQMParseError("empty reply", status="empty")
    if len(reply) > MAX_REPLY_CHARS:
        raise ExamQMParseError(f"reply is {len(reply)} characters, more than the {MAX_REPLY_CHARS} allowed")
    text = reply.strip()
    if text.startswith("```"):
        raise ExamQMParseError("reply is wrapped in a Markdown code fence; return the raw JSON object only")
    if text.startswith("["):
        raise ExamQMParseError("reply is a JSON array; return exactly one question as one JSON object")
    if not text.startswith("{"):
        raise ExamQMParseError(f"prose before the JSON object (reply starts with {text[:30]!r})")
    decoder = json.JSONDecoder(object_pairs_hook=_pairs_hook)
    try:
        value, end = decoder.raw_decode(text)
    except RecursionError:
        raise ExamQMParseError("JSON nested too deeply (the schema is at most 8 levels deep)") from None
    except json.JSONDecodeError as error:
        if _looks_truncated(text, error):
            raise ExamQMParseError(f"JSON ends before the object is complete ({error.msg})", path=f"char {error.pos}",
                                   status="truncated") from None
        raise ExamQMParseError(f"invalid JSON: {error.msg} (line {error.lineno}, column {error.colno})",
                               path=f"char {error.pos}") from None
    rest = text[end:].strip()
    if rest:
        what = "a second JSON object (several questions)" if rest.startswith("{") else f"prose {rest[:30]!r}"
        raise ExamQMParseError(f"{what} after the JSON object; return exactly one raw JSON object",
                               path=f"char {end}")
    duplicate = _find_duplicate(value, "$")
    if duplicate:
        where, key = duplicate
        where = where.removeprefix("$.").removeprefix("$")
        raise ExamQMParseError(f"duplicate key {key!r}", path=where or "$")
    if isinstance(value, dict) and isinstance(value.get("question"), list):
        raise ExamQMParseError("'question' is a list; return exactly one question object", path="question")
    try:
        return ExamRecord.model_validate(value, strict=True)
    except ValidationError as error:
        raise _validation_error(error) from None


def record_to_json(record: ExamRecord) -> str:
    """Canonical serialisation (the oracle reply for a gold record)."""
    return record.model_dump_json()
