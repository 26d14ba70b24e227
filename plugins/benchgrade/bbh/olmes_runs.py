"""Linear-time stand-ins for two OLMES BBH searches that Python ``re`` runs in quadratic time.

dyck_languages and word_sorting answers are runs of a character class that contains
the space (``[\\]\\)\\}\\> ]+``, ``[a-z ]+``). In two OLMo 3 templates the group sits next
to ``\\s*``/``\\s+`` or is backed off to a word boundary, and the regex engine then retries
every split of a long whitespace or class run: quadratic, over a minute on 64k spaces.
OLMES runs them anyway (its replies are at most 512 tokens); we must not, on any input.

Both stand-ins return exactly ``re.findall`` of the template. They use the same
regex engine for every character test (class membership under ``(?i)``, ``\\s``,
``\\b``), so Unicode and case-folding semantics are inherited, not re-implemented;
only the search order changes. The key fact: a group is a slice of one maximal class
run, and where a greedy group backs off to depends on the run's end, not on where
the group started -- so each run is examined once. Differential property tests
against ``re.findall`` live in ``tests/core/test_olmes_bbh.py``.
"""
from __future__ import annotations

import bisect
import re
from functools import lru_cache

#: Answer classes (each subtask's answer regex is the class plus "+") that contain the space.
SPACED_ANSWER_CLASSES = {"dyck_languages": "[\\]\\)\\}\\> ]", "word_sorting": "[a-z ]"}

_WHITESPACE_RUN = re.compile(r"\s+")
_WORD_BOUNDARY = re.compile(r"\b")
_IS_CORRECT_WORDS = re.compile(r"(?i)is\s+correct")
_IS_CORRECT_TAIL = re.compile(r"(?i)\)?\s+is\s+correct")  # the seventh template after its group
_THEREFORE_PREFIX = re.compile(r"(?i)therefore,?\s*the\s*answer\s*is:?")  # the first template before "\s*"


@lru_cache(maxsize=None)
def _class_patterns(cls: str) -> tuple[re.Pattern, re.Pattern, re.Pattern]:
    """(one class character, a class run, a group start after ``\\b``), with (?i) as the templates read them."""
    return re.compile(f"(?i){cls}"), re.compile(f"(?i){cls}+"), re.compile(f"(?i)\\b{cls}")


class _Runs:
    """Maximal class runs and word boundaries of one text, looked up forwards and backwards.

    Backward lookups run the same patterns over the reversed text (class membership,
    ``\\s`` and ``\\b`` are all symmetric). The last run seen and the last stretch known
    to hold no word boundary are remembered, so repeated questions about one long run
    cost nothing.
    """

    def __init__(self, text: str, cls: str) -> None:
        self.text, self.n = text, len(text)
        self.one, self.run, self.group_start = _class_patterns(cls)
        self._rev: str | None = None
        self._segment = (0, 0)        # [a, end): class characters running to the run end `end`
        self._no_boundary = (0, -1)   # (lo, hi]: no word boundary there

    @property
    def rev(self) -> str:
        if self._rev is None:
            self._rev = self.text[::-1]
        return self._rev

    def end_from(self, a: int) -> int:
        """End of the class run through ``a`` (``text[a]`` is a class character)."""
        start, end = self._segment
        if start <= a < end:
            return end
        if a < start < end:
            joined = self.run.match(self.text, a, start)
            if joined is not None and joined.end() == start:
                self._segment = (a, end)
                return end
        end = self.run.match(self.text, a).end()
        self._segment = (a, end)
        return end

    def start_of(self, x: int) -> int:
        """Start of the class run through ``x`` (``text[x]`` is a class character)."""
        return x + 1 - len(self.run.match(self.rev, self.n - 1 - x).group())

    def last_boundary(self, a: int, end: int) -> int | None:
        """The largest word-boundary position e with a < e <= end, or None."""
        lo, hi = self._no_boundary
        if hi == end and lo <= a:
            return None
        upper = lo if (hi == end and a < lo) else end  # (lo, end] is already known to be empty
        # A boundary at text position e is one at reversed position n - e.
        found = _WORD_BOUNDARY.search(self.rev, self.n - upper, self.n - a)
        if found is not None and self.n - found.start() > a:
            return self.n - found.start()
        self._no_boundary = (a, end)
        return None

    def whitespace_before(self, p: int) -> int:
        """Start of the whitespace run that ends at ``p`` (``p`` itself when there is none)."""
        found = _WHITESPACE_RUN.match(self.rev, self.n - p)
        return p - (found.end() - found.start()) if found else p


def _is_correct_group_ends(runs: _Runs) -> list[tuple[int, int]]:
    """Sorted, disjoint ``[lo, hi]`` ranges of every g where the tail ``\\)?\\s+is\\s+correct``
    matches: the whitespace run right before each ``is<ws>correct`` (and a ``)`` just before it)."""
    ranges = []
    for m in _IS_CORRECT_WORDS.finditer(runs.text):
        lo = runs.whitespace_before(m.start())
        if lo == m.start():
            continue  # the tail needs \s+ before "is"
        if lo > 0 and runs.text[lo - 1] == ")":
            lo -= 1
        ranges.append((lo, m.start() - 1))
    return ranges


def findall_run_is_correct(text: str, cls: str) -> list[str]:
    """``re.findall(rf"(?i)\\b({cls}+)\\)?\\s+is\\s+correct", text)`` in linear time.

    A start s takes the class run [s, E) and backs off to the largest tail position g
    in (s, E]. For each tail range only one run can hold a start: the run through the
    character before the range (or the run that begins the range). A run that lies
    inside the whitespace is preceded by whitespace or ``)``, so no ``\\b`` starts it,
    and two class characters of a run inside whitespace never have a boundary between them.
    """
    runs = _Runs(text, cls)
    ends = _is_correct_group_ends(runs)
    if not ends:
        return []
    range_starts = [lo for lo, _ in ends]
    found, pos, last_end = [], 0, -1
    for lo, hi in ends:
        if lo >= 1 and lo - 1 >= last_end and runs.one.match(text, lo - 1):
            x = lo - 1
        elif lo >= last_end and runs.one.match(text, lo):
            x = lo
        else:
            continue  # no class character here, or inside the run already examined
        start, end = runs.start_of(x), runs.end_from(x)
        last_end = end
        g = min(ends[bisect.bisect_right(range_starts, end) - 1][1], end)  # largest tail position in the run
        if g <= max(pos, start):
            continue
        group = runs.group_start.search(text, max(pos, start), g)
        if group is not None:
            found.append(text[group.start():g])
            pos = _IS_CORRECT_TAIL.match(text, g).end()
    return found


def findall_therefore(text: str, cls: str) -> list[str]:
    """``re.findall(rf"(?i)therefore,?\\s*the\\s*answer\\s*is:?\\s*\\(?({cls}+)\\b", text)`` in linear time.

    After the fixed prefix (its optional parts cannot change the outcome) the engine
    tries group starts a from the end of the whitespace run downwards (just past a ``(``
    first); from a the group is the run [a, E) backed off to the largest boundary in
    (a, E]. Of the starts inside the whitespace only its last character can succeed,
    and only if it is a space: an earlier start lies in the same run of spaces (no
    boundary between two spaces) or in a run of spaces ending at other whitespace (no
    boundary there either).
    """
    runs = _Runs(text, cls)
    found, pos = [], 0
    for prefix in _THEREFORE_PREFIX.finditer(text):
        if prefix.start() < pos:
            continue  # inside the previous match
        q = prefix.end()
        ws = _WHITESPACE_RUN.match(text, q)
        ws_end = ws.end() if ws else q
        starts = ([ws_end + 1] if text.startswith("(", ws_end) else []) + [ws_end]
        if ws_end > q and text[ws_end - 1] == " ":
            starts.append(ws_end - 1)
        for a in starts:
            if not runs.one.match(text, a):
                continue
            boundary = runs.last_boundary(a, runs.end_from(a))
            if boundary is not None:
                found.append(text[a:boundary])
                pos = boundary
                break
    return found
