"""Read JSON Lines files the one way the project reads them: every problem names ``file:line``.

Used for benchmark data, ExamQM rows, ``benchgrade grade`` input and verifiers traces, so a
malformed line is never skipped or reported without its place.
"""
from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from pathlib import Path


def iter_jsonl(path: Path | str, *, error: Callable[[str], Exception] = ValueError,
               skip_blank: bool = False) -> Iterator[tuple[int, str, dict]]:
    """Yield ``(line_number, line, object)`` for each line of ``path``.

    A line that is not a JSON object raises ``error("<path>:<line>: <what>")``; so does a blank
    line unless ``skip_blank``. Opening the file is the caller's business (its message differs).
    """
    with open(path, encoding="utf-8-sig") as handle:  # a byte-order mark (Windows editors) is not content
        for number, line in enumerate(handle, start=1):
            if not line.strip():
                if skip_blank:
                    continue
                raise error(f"{path}:{number}: blank line in a JSONL file")
            try:
                value = json.loads(line)
            except json.JSONDecodeError as exc:
                raise error(f"{path}:{number}: not valid JSON ({exc.msg} at column {exc.colno})") from None
            if not isinstance(value, dict):
                raise error(f"{path}:{number}: expected a JSON object, got {type(value).__name__}")
            yield number, line, value


def message_text(content) -> str:
    """A chat message's text: a string as is; OpenAI-style content parts (``[{"type": "text",
    "text": …}, {"type": "image_url", …}]``) as their text parts joined; None (a tool-call-only
    message) as "". Anything else is a TypeError."""
    if content is None:
        return ""
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        return "".join(part["text"] for part in content
                       if isinstance(part, dict) and isinstance(part.get("text"), str)
                       and part.get("type", "text") == "text")
    raise TypeError(f"message content must be text or a list of parts, got {type(content).__name__}")
