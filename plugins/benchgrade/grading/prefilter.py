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
under any case rule satisfies; the three characters whose ``str.lower`` is not the letter ``re``
matches them as ("ı" and "ſ" match "i" and "s" case-insensitively, "İ" lowers to two characters)
are replaced by that letter first.

A gate that lets a text through also trims the pattern. ``re`` tries every branch of an
alternation at every position, so a pattern of 200 phrasings costs hundreds of microseconds even
on a sentence; but a branch whose own requirement the text fails can match nowhere in it. So the
search runs the pattern with its widest alternation cut down to the branches the text could
match, in their order (compiled from the pattern's own parse tree, groups numbered as before, and
kept for the next text that lets the same branches through): the first match, its span and its
groups are the ones the whole pattern finds.
"""
from __future__ import annotations

import re

try:  # the parser ``re`` compiles with (re._parser since Python 3.11; sre_parse before)
    from re import _compiler as _compile, _constants as _ops, _parser as _parse
except ImportError:  # pragma: no cover - older Pythons
    import sre_compile as _compile  # type: ignore[no-redef]
    import sre_constants as _ops  # type: ignore[no-redef]
    import sre_parse as _parse  # type: ignore[no-redef]

# Characters whose lower-casing does not give the letter ``re`` matches them as ("ſ" matches "s"
# case-insensitively; "İ".lower() is two characters): replaced by that letter before the comparison.
_CASE_EXCEPTIONS = re.compile("[ıſİ]")
_AS_MATCHED = str.maketrans({"ı": "i", "ſ": "s", "İ": "i"})
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
#: An alternation of at least this many branches is trimmed to the branches a text could match.
MIN_BRANCHES = 6
#: Trimmed patterns kept per gate (one per set of branches let through); past it, they are made again.
MAX_TRIMMED = 256


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
    """The pattern's ``method``, answering ``nothing()`` when the gate says no match can be found,
    and run on the pattern trimmed to the branches the text could match otherwise."""
    def call(self, text: str, pos: int = 0, endpos: int = _END):
        low = _lowered(text, pos, endpos)
        if not self._passes(low):
            return nothing()
        pattern = self._trimmed(low)
        return nothing() if pattern is None else getattr(pattern, method)(text, pos, endpos)
    call.__name__ = method
    return call


_END = 2**63 - 1  # ("endpos" when none is given: the end of the text)
_last: tuple = (None, 0, 0, "")  # the text, pos and endpos last lowered, and what they gave (one
# tuple, read and replaced whole: threads grading side by side never see one text's with another's)


def _lowered(text: str, pos: int, endpos: int) -> str:
    """``text[pos:endpos]`` lower-cased as ``re`` compares it; one text is asked about by many
    gates in a row, so the last answer is kept (the text held, so its identity cannot pass to
    another)."""
    global _last
    last = _last
    if last[0] is text and last[1] == pos and last[2] == endpos:
        return last[3]
    low = text[pos:endpos] if pos > 0 or endpos < len(text) else text
    if not low.isascii() and _CASE_EXCEPTIONS.search(low):
        low = low.translate(_AS_MATCHED)
    low = low.lower()
    _last = (text, pos, endpos, low)
    return low


def _widest_branch(items) -> int | None:
    """Where in the top-level sequence ``items`` the alternation with the most branches is (an
    alternation written as ``(?:a|b|…)`` is parsed into the sequence), if it has enough to trim."""
    found = [(len(arg[1]), i) for i, (op, arg) in enumerate(items) if op is _ops.BRANCH]
    if not found or max(found)[0] < MIN_BRANCHES:
        return None
    return max(found)[1]


class Gated:
    """A compiled pattern behind its literal gate: the same methods, ``None``/no matches at once
    when the text (between ``pos`` and ``endpos``) lacks what every match needs."""

    __slots__ = ("pattern_object", "clauses", "firsts", "rests", "pattern", "flags", "_tree", "_at", "_branches",
                 "_branch_gates", "_kept_always", "_trims")

    def __init__(self, compiled: re.Pattern, requirement: tuple, tree=None):
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
        self._tree, self._at = tree, (None if tree is None else _widest_branch(tree.data))
        self._trims: dict[tuple[int, ...], re.Pattern] = {}
        if self._at is not None:
            self._branches = tree.data[self._at][1][1]
            gates = [_requirement(branch) or _requirement(branch, 1) for branch in self._branches]
            self._kept_always = frozenset(i for i, gate in enumerate(gates) if gate is None)
            by_first: dict[str, list[tuple[int, tuple]]] = {}  # (filed as the gate's own clauses are)
            for i, gate in enumerate(gates):
                for clause in _clauses(gate) if gate is not None else ():
                    for needle in clause[0]:
                        by_first.setdefault(needle, []).append((i, clause[1:]))
            self._branch_gates = (tuple(by_first), {needle: tuple(found) for needle, found in by_first.items()})

    def _passes(self, low: str) -> bool:
        """False only when no match can lie in the lower-cased text ``low``."""
        for first in filter(low.__contains__, self.firsts):
            for rest in self.rests[first]:
                if all(any(needle in low for needle in needles) for needles in rest):
                    return True
        return False

    def _trimmed(self, low: str) -> re.Pattern | None:
        """The pattern with its widest alternation cut to the branches ``low`` could match (None
        when it could match none of them)."""
        if self._at is None:
            return self.pattern_object
        firsts, rests = self._branch_gates
        kept = set(self._kept_always)
        for first in filter(low.__contains__, firsts):
            for i, rest in rests[first]:
                if i not in kept and all(any(needle in low for needle in needles) for needles in rest):
                    kept.add(i)
        kept = tuple(sorted(kept))
        if not kept:
            return None
        trimmed = self._trims.get(kept)
        if trimmed is None:
            if len(self._trims) >= MAX_TRIMMED:
                self._trims.clear()
            tree = _parse.SubPattern(self._tree.state, list(self._tree.data))
            tree.data[self._at] = (_ops.BRANCH, (None, [self._branches[i] for i in kept]))
            trimmed = self._trims[kept] = _compile.compile(tree, self.flags)
        return trimmed

    search = _behind_gate("search", lambda: None)
    match = _behind_gate("match", lambda: None)
    fullmatch = _behind_gate("fullmatch", lambda: None)
    finditer = _behind_gate("finditer", lambda: iter(()))
    findall = _behind_gate("findall", list)


def gated(compiled: re.Pattern) -> "Gated | re.Pattern":
    """``compiled`` behind the gate its own literals give; the pattern itself when it needs none."""
    tree = _parse.parse(compiled.pattern, compiled.flags)
    requirement = _requirement(tree.data)
    return compiled if requirement is None else Gated(compiled, requirement, tree)
