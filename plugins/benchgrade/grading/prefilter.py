"""Literal gates: skip a regex search when the text lacks a word every match of the pattern needs.

Python's ``re`` tries a case-insensitive alternation of phrasings at every position of a text; on
a reply of a few thousand characters one such search costs tens of microseconds, and most find
nothing. Every match of ``(?i)\\b(?:not|n't)\\s+enough\\s+…`` contains "enough", and ``str.find``
says in well under a microsecond whether a text has it. :func:`gated` reads that requirement off
the pattern itself (its parse tree, as ``re`` parses it), so a gate can never disagree with its
pattern, and wraps the pattern in an object with the same methods that answers "no match" at once
when the requirement fails, and runs the pattern otherwise.

What a requirement is: an and/or formula over literal strings. A run of literal characters is a
string a match must contain; a sequence needs all of its parts' requirements, an alternation one
of its branches', a repeat of at least one its body's; anything else (a character class, a
look-around, an optional part) requires nothing. Literals are compared lower-cased, which a match
under any case rule satisfies. Text with one of the few characters whose case mapping breaks that
comparison (``ı ſ İ K``) is searched without a gate.
"""
from __future__ import annotations

import re

try:  # the parser ``re`` compiles with (re._parser since Python 3.11; sre_parse before)
    from re import _constants as _ops, _parser as _parse
except ImportError:  # pragma: no cover - older Pythons
    import sre_constants as _ops  # type: ignore[no-redef]
    import sre_parse as _parse  # type: ignore[no-redef]

# Characters whose lower-casing does not give the letter ``re`` matches them as ("ſ" matches "s"
# case-insensitively; "İ".lower() is two characters): text holding one is searched ungated.
_CASE_EXCEPTIONS = re.compile("[ıſİK]")
try:  # letters ``re`` matches case-insensitively with more than their case pair ("β" and "ϐ"): no needle holds one
    from re._casefix import _EXTRA_CASES as _EXTRA_CASES
except ImportError:  # pragma: no cover - older Pythons
    _EXTRA_CASES = {}

_REPEATS = tuple(op for op in (_ops.MAX_REPEAT, _ops.MIN_REPEAT, getattr(_ops, "POSSESSIVE_REPEAT", None)) if op)
#: A literal of letters and digits shorter than this is too common to be worth a look ("a", "is"),
#: unless nothing longer is there; one with another mark is not ("%", "->", "无法").
MIN_NEEDLE = 3
#: At most this many requirements of one sequence are kept (the longest literals decide fastest).
MAX_PARTS = 3
#: A character class of at most this many single characters requires one of them ("[:=]").
MAX_CLASS = 8


def _needle_char(code: int) -> bool:
    """A character a lower-cased text shows as it is matched: no case, or one plain case pair."""
    char = chr(code)
    return char.isascii() or char.lower() == char.upper() or code not in _EXTRA_CASES and len(char.lower()) == 1


def _plain(run: list[str]) -> bool:
    return all(char.isalnum() or char.isspace() for char in run)


def _requirement(items, min_len: int = MIN_NEEDLE) -> tuple | None:
    """The formula a match of the parsed sequence ``items`` satisfies, or None (nothing required).

    A formula is ``("lit", s)``, ``("and", parts)`` or ``("or", parts)``."""
    parts: list[tuple] = []
    run: list[str] = []

    def close_run() -> None:
        if run and (len(run) >= min_len or not _plain(run)):
            parts.append(("lit", "".join(run).lower()))
        run.clear()

    for op, arg in items:
        if op is _ops.LITERAL and _needle_char(arg):
            run.append(chr(arg))
            continue
        close_run()
        if op is _ops.SUBPATTERN:
            found = _requirement(arg[-1], min_len)
        elif op is _ops.ATOMIC_GROUP:
            found = _requirement(arg, min_len)
        elif op in _REPEATS and arg[0] >= 1:
            found = _requirement(arg[2], min_len)
        elif op is _ops.BRANCH:
            # (a branch with no long literal rests on its short ones: "j/?k" on "j" and "k")
            branches = [_requirement(branch) or _requirement(branch, 1) for branch in arg[1]]
            found = None if any(b is None for b in branches) else ("or", tuple(branches))
        elif op is _ops.IN and len(arg) <= MAX_CLASS and all(o is _ops.LITERAL and _needle_char(a) for o, a in arg):
            found = ("or", tuple(("lit", chr(a).lower()) for _, a in arg))
        else:
            found = None
        if found is not None:
            parts.append(found)
    close_run()
    if not parts:
        return None
    parts.sort(key=_strength, reverse=True)
    parts = parts[:MAX_PARTS]
    return parts[0] if len(parts) == 1 else ("and", tuple(parts))


def _strength(formula: tuple) -> int:
    """How selective a formula is, roughly: the length of the shortest literal it may rest on."""
    kind, arg = formula
    if kind == "lit":
        return len(arg)
    if kind == "or":
        return min(_strength(part) for part in arg)
    return max(_strength(part) for part in arg)


def _needles(formula: tuple) -> frozenset[str]:
    """Literals one of which every match contains: an "or" needs one of its parts', an "and" its
    most selective part's (the others are needed too, but one test is cheaper than several)."""
    kind, arg = formula
    if kind == "lit":
        return frozenset((arg,))
    if kind == "and":
        return _needles(max(arg, key=_strength))
    found = frozenset().union(*(_needles(part) for part in arg))
    return frozenset(n for n in found if not any(m != n and m in n for m in found))  # "kidding" covers "just kidding"


def _clauses(formula: tuple) -> tuple[tuple[tuple[str, ...], ...], ...]:
    """The formula as alternatives, each up to :data:`MAX_PARTS` needle sets all of which it needs
    (each set: literals one of which it needs), most selective set first."""
    kind, arg = formula
    if kind == "or":
        return tuple(clause for part in arg for clause in _clauses(part))
    parts = arg if kind == "and" else (formula,)  # (an "and" keeps its parts most selective first)
    return (tuple(tuple(sorted(_needles(part), key=len, reverse=True)) for part in parts),)


def _behind_gate(method: str, nothing):
    """The pattern's ``method``, answering ``nothing()`` when the gate says no match can be found."""
    def call(self, text: str, pos: int = 0, endpos: int = _END):
        if not self.could_match(text, pos, endpos):
            return nothing()
        return getattr(self.pattern_object, method)(text, pos, endpos)
    call.__name__ = method
    return call


_END = 2**63 - 1  # ("endpos" when none is given: the end of the text)


class Gated:
    """A compiled pattern behind its literal gate: the same methods, ``None``/no matches at once
    when the text (between ``pos`` and ``endpos``) lacks what every match needs."""

    __slots__ = ("pattern_object", "clauses", "firsts", "rests", "pattern", "flags")

    def __init__(self, compiled: re.Pattern, requirement: tuple):
        self.pattern_object = compiled
        self.clauses = _clauses(requirement)
        # each alternative filed under the needles of its most selective need, so that one C-level
        # pass over those needles finds the few alternatives worth checking further (a pattern of
        # 200 phrasings is then one ``filter`` call, not 200 loops in Python)
        rests: dict[str, list[tuple[tuple[str, ...], ...]]] = {}
        for clause in self.clauses:
            for needle in clause[0]:
                rests.setdefault(needle, []).append(clause[1:])
        self.firsts = tuple(rests)
        self.rests = {needle: tuple(found) for needle, found in rests.items()}
        self.pattern = compiled.pattern
        self.flags = compiled.flags

    def could_match(self, text: str, pos: int = 0, endpos: int | None = None) -> bool:
        """False only when no match can lie in ``text[pos:endpos]``."""
        if not text.isascii() and _CASE_EXCEPTIONS.search(text):
            return True
        low = (text[pos:endpos] if pos > 0 or endpos is not None and endpos < len(text) else text).lower()
        for first in filter(low.__contains__, self.firsts):
            for rest in self.rests[first]:
                if all(any(needle in low for needle in needles) for needles in rest):
                    return True
        return False

    search = _behind_gate("search", lambda: None)
    match = _behind_gate("match", lambda: None)
    fullmatch = _behind_gate("fullmatch", lambda: None)
    finditer = _behind_gate("finditer", lambda: iter(()))
    findall = _behind_gate("findall", list)


def gated(compiled: re.Pattern) -> "Gated | re.Pattern":
    """``compiled`` behind the gate its own literals give; the pattern itself when it needs none."""
    requirement = _requirement(_parse.parse(compiled.pattern, compiled.flags).data)
    return compiled if requirement is None else Gated(compiled, requirement)
