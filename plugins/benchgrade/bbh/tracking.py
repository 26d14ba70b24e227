"""tracking_shuffled_objects: a closing table of everyone's final state is working, not answers.

A reply often ends by listing what each person ends up with ("So Bob has Frankenstein, (B).⏎⏎Final
holdings:⏎- Alice: Lolita⏎- Bob: Frankenstein⏎- Claire: Ulysses"). The table names an option for
every person, but the question asks about one of them: the table is the state the reasoning
reached, and the answer is what the reply says before it. Only a table that ends the reply and
names two people or more is set aside, and only when reading it made the reply name several
answers.
"""
from __future__ import annotations

import re
from functools import lru_cache

# "Alice, Bob, and Claire are friends …": the people of the question.
_PEOPLE = re.compile(r"^((?:[A-Z][a-z]+, )+(?:and )?[A-Z][a-z]+) are\b")
# The label a closing table may stand under: "Final holdings:", "At the end:", "Summary:".
_FINAL_LABEL = re.compile(r"(?i)\b(?:final|end|result|summary|after\s+all|in\s+the\s+end|now|overall)\b")
_LABEL = r"[ \t]*(?:[-*•+]|\d{1,2}[.)])?[ \t]*[*_]*(?P<name>{names})[*_]*[ \t]*(?:[:：=→]|->|[-–—][ \t]|has\b|is\b|ends\b)[^\n]*"


def without_final_state(reply: str, question: str | None) -> str:
    """``reply`` without the table of each person's final state that ends it (the reply itself when none does)."""
    pattern = _state_line(question) if question else None
    if pattern is None:
        return reply
    lines = reply.rstrip().split("\n")
    names, start = set(), len(lines)
    while start > 0 and (lines[start - 1].strip() == "" or (m := pattern.fullmatch(lines[start - 1])) is not None):
        if lines[start - 1].strip():
            names.add(m["name"])
        start -= 1
    kept = "\n".join(lines[:start])
    above = kept.rstrip().rsplit("\n", 1)[-1].strip(" \t*_#")
    if above.endswith(":") and not _FINAL_LABEL.search(above):
        return reply  # a table under "Before swap:" is a step of the working cut off, not the closing state
    return kept if len(names) >= 2 and kept.strip() else reply


@lru_cache(maxsize=1024)
def _state_line(question: str) -> re.Pattern | None:
    people = _PEOPLE.match(question)
    if people is None:
        return None
    names = [n for n in re.split(r",\s*(?:and\s+)?|\s+and\s+", people.group(1)) if n]
    return re.compile(_LABEL.replace("{names}", "|".join(map(re.escape, names))))
