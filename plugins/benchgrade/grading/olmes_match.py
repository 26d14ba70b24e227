"""OLMES's exact-match comparison, reproduced bit for bit, plus the reply bound.

OLMES (allenai/olmes) scores GSM8k and BBH with ``ExactMatch``, which calls
``exact_match_hf_evaluate`` (``oe_eval/dependencies/hf_evaluate/exact_match.py``,
a copy of Hugging Face ``evaluate``'s ``exact_match``). That function works on
numpy string arrays, so it inherits two numpy behaviours that a naive
``str ==`` port misses; both are reproduced here without importing numpy:

* numpy ``<U`` arrays cannot hold trailing NUL characters: every time the
  strings are (re)materialised as an array -- after each ``regexes_to_ignore``
  substitution, after lower-casing, after the punctuation ``translate`` -- any
  trailing ``"\\x00"`` is lost. ``"5.\\x00"`` therefore matches ``"5"`` under the
  GSM8k regexes, exactly as in OLMES.
* an array's item width is fixed when it is built (the longest string, trailing
  NULs counted), and ``np.char.lower`` writes into that width: a string that grows
  when lower-cased (``"İ"`` -> ``"i̇"``, two code points) is cut to it, so
  ``"İ00"`` and ``"İ01"`` both lower to ``"i̇0"`` and match (checked against numpy 2.4;
  numpy 1.x's ``np.char.lower`` also keeps the input dtype).

Order of operations (as in the source): every regex of ``regexes_to_ignore`` is
removed with ``re.sub(rx, "", s)`` from both sides, in list order; then
``ignore_case`` lower-cases; then ``ignore_punctuation`` deletes every
character of ``string.punctuation`` (ASCII only: ``!"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~``)
with ``str.translate``; then plain equality.

OLMES's ``ExactMatch`` stores the extracted answer as it is. (A fork of OLMES made for
SuperBPE strips it and keeps its first line; upstream does not. It would not change a
score here: BBH answers are already stripped single-line strings, and a GSM8k answer
with whitespace is a whole number-free reply, which never equals a numeric gold.)

``bound_reply`` is the one place the OLMES modes bound their input: see its docstring.
"""
from __future__ import annotations

import re
import string
from collections.abc import Sequence
from functools import lru_cache

#: Longest reply prefix the OLMES modes read. OLMES generates at most 512 tokens
#: (``max_gen_toks`` of both ``gsm8k::olmo3:n8:v2`` and ``bbh:cot::olmo3:heldout``);
#: reaching 65,536 characters would need tokens averaging 128 characters, so no
#: reply the OLMES specs can produce is ever cut. Longer input can only come from
#: elsewhere; we keep its head -- the part a 512-token cut-off would have kept.
MAX_REPLY_CHARS = 65_536

_PUNCTUATION_TABLE = str.maketrans("", "", string.punctuation)


def bound_reply(reply: str) -> str:
    """Return the part of ``reply`` the OLMES extraction reads (its first ``MAX_REPLY_CHARS``).

    Why a bound: OLMES's own regexes (kept verbatim, run with Python ``re`` as OLMES
    runs them) are linear on the replies OLMES produces, but not all of them are
    linear on arbitrary text; the few that are not are replaced by equivalent linear
    searches (see ``benchgrade.bbh.olmes``; each argued there and checked against
    ``re.findall`` by differential tests). The bound caps
    the remaining per-reply work without changing any result a 512-token generation
    can produce.
    """
    return reply if len(reply) <= MAX_REPLY_CHARS else reply[:MAX_REPLY_CHARS]


def _as_numpy_str(text: str) -> str:
    """What a numpy ``<U`` array element reads back as: trailing NULs are dropped."""
    return text.rstrip("\x00")


def _strip_through_last_hashes(text: str) -> str:
    """``re.sub(r"(?s).*#### ", "", text)`` in linear time.

    The regex's first match runs from position 0 to the end of the last ``"#### "``
    (greedy ``.*`` with DOTALL); ``"#### "`` cannot overlap itself, so nothing after
    it matches again. Python's ``re`` would retry ``.*`` from every later position
    (quadratic on long text without a further ``"#### "``); the result is the same.
    """
    cut = text.rfind("#### ")
    return text if cut < 0 else text[cut + 5:]


#: Regexes of ``regexes_to_ignore`` with a linear equivalent of ``re.sub(rx, "", s)``.
_LINEAR_REMOVERS = {"(?s).*#### ": _strip_through_last_hashes}


@lru_cache(maxsize=64)
def _compiled(pattern: str) -> re.Pattern:
    return re.compile(pattern)


def _remove(pattern: str, text: str) -> str:
    remover = _LINEAR_REMOVERS.get(pattern)
    if remover is not None:
        return remover(text)
    return _compiled(pattern).sub("", text)


def normalise_for_exact_match(text: str, *, regexes_to_ignore: Sequence[str] | None = None,
                              ignore_case: bool = False, ignore_punctuation: bool = False) -> str:
    """One side of OLMES's ``exact_match_hf_evaluate``: the string it finally compares.

    Both prediction and reference go through exactly this; equality of the two
    results is OLMES's exact match.
    """
    width = len(text)  # item width of the one-element array the source builds
    if regexes_to_ignore is not None:
        # An empty list leaves the source's plain Python strings untouched (no array yet).
        for pattern in regexes_to_ignore:
            text = _remove(pattern, text)
            width = len(text)
            text = _as_numpy_str(text)
    else:
        text = _as_numpy_str(text)
    if ignore_case:
        text = _as_numpy_str(_as_numpy_str(text).lower()[:width])
    if ignore_punctuation:
        text = _as_numpy_str(_as_numpy_str(text).translate(_PUNCTUATION_TABLE))
    return text


def exact_match(prediction: str, reference: str, *, regexes_to_ignore: Sequence[str] | None = None,
                ignore_case: bool = False, ignore_punctuation: bool = False) -> bool:
    """OLMES ``exact_match_hf_evaluate`` for one prediction/reference pair (1.0 <=> True)."""
    options = dict(regexes_to_ignore=regexes_to_ignore, ignore_case=ignore_case,
                   ignore_punctuation=ignore_punctuation)
    return normalise_for_exact_match(prediction, **options) == normalise_for_exact_match(reference, **options)
