"""Peel Markdown, LaTeX and quoting wrappers that surround a whole answer.

``**True**``, ``*valid*``, ``__B__``, ``**_True_**``, ``\\textbf{C}``,
``\\boxed{\\text{B}}``, ``$-5$``, ``"bird cat"``, ``<number>2</number>`` and a trailing full stop all
carry the same answer as their content. A wrapper is peeled only when it wraps
the *whole* string and its marker does not occur inside (``2*3`` and
``*a* or *b*`` are content, not emphasis).
"""
from __future__ import annotations

import re

# Symmetric markers, longest first so "**" wins over "*".
_PAIRS = (
    ("***", "***"), ("**", "**"), ("__", "__"), ("*", "*"), ("_", "_"), ("`", "`"),
    ('"', '"'), ("'", "'"), ("$$", "$$"), ("$", "$"), ("\\(", "\\)"), ("\\[", "\\]"),
    ("<b>", "</b>"), ("<strong>", "</strong>"), ("<answer>", "</answer>"), ("==", "=="), ("<mark>", "</mark>"),
)
# LaTeX commands whose single braced argument is the content.
_COMMANDS = ("\\boxed", "\\fbox", "\\textbf", "\\text", "\\mathrm", "\\mathbf", "\\textit",
             "\\emph", "\\underline", "\\mbox", "\\displaystyle")
#: Check marks: one after an answer affirms it ("True ✓").
CHECK_MARKS = "✓✔✅☑"
CROSS_MARKS = "✗✘❌✖"  # (beside an option: ruled out)
_TRAILING = " \t\r\n.。!,;:" + CHECK_MARKS
_MAX_ROUNDS = 12


def braced_argument(text: str, open_at: int, limit: int = 4000) -> int:
    """Index just past the brace group starting at ``text[open_at] == '{'``, or -1 if unbalanced.

    The scan stops after ``limit`` characters so a reply of unclosed braces costs little.
    """
    depth = 0
    end = min(len(text), open_at + limit)
    i = open_at
    while i < end:
        ch = text[i]
        if ch == "\\":
            i += 2
            continue
        if ch == "{":
            depth += 1
        elif ch == "}":
            depth -= 1
            if depth == 0:
                return i + 1
        i += 1
    return -1


def _peel_command(s: str) -> str | None:
    if not s.startswith("\\"):
        return None
    for cmd in _COMMANDS:
        if s.startswith(cmd):
            rest = s[len(cmd):].lstrip()
            offset = len(s) - len(rest)
            if rest.startswith("{") and braced_argument(s, offset) == len(s):
                return s[offset + 1 : -1]
    if s.startswith("\\displaystyle "):
        return s[len("\\displaystyle "):]
    return None


_OPENING_CHARS = frozenset(left[0] for left, _ in _PAIRS)


def _peel_pair(s: str) -> str | None:
    if not s or s[0] not in _OPENING_CHARS:
        return None
    for left, right in _PAIRS:
        if len(s) > len(left) + len(right) and s.startswith(left) and s.endswith(right):
            inner = s[len(left) : len(s) - len(right)]
            if left in inner or right in inner:
                continue  # the marker recurs inside: it is content, not a wrapper
            return inner
    return None


# Any element around the whole answer ("<number>2</number>", "<final>B</final>"), nothing nested; an
# element of the reply's trust in its answer ("<confidence>0.9</confidence>") wraps a figure, not an answer.
_ELEMENT = re.compile(r"<(?![\w-]*?(?i:confidence|certainty|credence))([A-Za-z][\w-]{0,30})>([^<>]*)</\1\s*>")


def peel(text: str) -> str:
    """Strip whitespace, trailing punctuation and whole-answer wrappers, to a fixed point."""
    s = text.strip()
    for _ in range(_MAX_ROUNDS):
        s = s.rstrip(_TRAILING).strip()
        inner = _peel_command(s)
        if inner is None:
            inner = _peel_pair(s)
        if inner is None and s.startswith("<") and (element := _ELEMENT.fullmatch(s)):
            inner = element.group(2)
        if inner is None:
            return s
        s = inner.strip()
    return s
