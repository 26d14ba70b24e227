"""Multiple-choice answers: option letters in every common shape, and option text.

Shapes read as a letter: ``(B)``, ``[B]``, ``B)``, ``B.``, ``B:``, ``option B``,
``choice (B)``, ``**B**``, a bare ``B``; lower case when unambiguous (``(b)``,
``b)``, a lone ``b``). Letters beyond the task's option count are not answers,
and the English article ("A nice idea", "a stronger acid") or pronoun ("I
think") is not a letter. A statement that names several different options
("A or C", "A, B, C, D") is ambiguous and so wrong.
"""
from __future__ import annotations

import re
import string
from collections.abc import Sequence
from dataclasses import dataclass

from .wrappers import peel

LETTERS = string.ascii_uppercase

# Words after "A"/"I" that make it a letter answer rather than an article or pronoun.
_LETTER_CONTINUATIONS = frozenset(
    "is was because since as would should seems appears best correct matches fits remains "
    "corresponds represents describes or and nor".split()
)
_LETTER = re.compile(
    r"""(?x)
    (?:(?:option|choice|answer)\s*[:#]?\s*)?          # optional lead word
    (?:
        [(\[]\s*(?P<wrapped>[A-Za-z])\s*[)\]]          # (B) [B]
      | (?<![A-Za-z0-9'’])(?P<bare>[A-Za-z])(?![A-Za-z0-9'’])   # B, B), B., b)
    )
    """
)
_JOINED = re.compile(r"\s*(?:\*\*|__)?\s*(?:,|/|&|\bor\b|\band\b|\band/or\b)\s*(?:both\s+)?(?:option\s+|choice\s+)?(?:\*\*|__)?\s*[(\[]?\s*([A-Za-z])\s*[)\]]?(?![A-Za-z0-9])")
# Another option named later in the same statement, joined by "or"/"and"/"/" ("(C) 02/10 or (D) 03/22").
_ALTERNATIVE = re.compile(r"(?:\bor\b|\band\b|/)(?:(?!\bnot\b)[^.\n]){0,80}?[(\[]\s*([A-Za-z])\s*[)\]]")
_WORD_AFTER = re.compile(r"^\s+([a-z]+)")
_PUNCT = re.compile(r"[\s\W_]+", re.UNICODE)


@dataclass(frozen=True, slots=True)
class LetterFound:
    letter: str
    ambiguous: bool = False


def gold_letter(gold: str, n_options: int) -> str:
    """The option letter of a gold such as ``"B"``, ``"(B)"`` or ``" b"``."""
    s = peel(gold).strip("() ").upper()
    if len(s) != 1 or s not in LETTERS[:n_options]:
        raise ValueError(f"gold must be an option letter A-{LETTERS[n_options - 1]}; got {gold!r}")
    return s


def _is_letter(m: re.Match, text: str, n_options: int) -> str | None:
    raw = m.group("wrapped") or m.group("bare")
    letter = raw.upper()
    if letter not in LETTERS[:n_options]:
        return None
    if m.group("wrapped"):
        return letter
    after = text[m.end():]
    if raw.islower():
        # a lone lower-case letter counts only as "b)", "b." at the end, or the whole span
        if not _LOWER_CLOSES.match(after):
            return None
    if raw in "AaI":
        word = _WORD_AFTER.match(after)
        if word and word.group(1) not in _LETTER_CONTINUATIONS:
            return None  # "A nice approach", "I think", "a stronger acid"
    if after[:1] in "-'’" and after[1:2].isalpha():
        return None  # "A-level", "I'm"
    return letter


def find_letter(span: str, n_options: int) -> LetterFound | None:
    """The first option letter stated in ``span`` (an answer statement's text), or None."""
    for m in _LETTER.finditer(span):
        letter = _is_letter(m, span, n_options)
        if letter is None:
            continue
        joined = _JOINED.match(span, m.end())
        if joined and joined.group(1).upper() in LETTERS[:n_options] and joined.group(1).upper() != letter:
            return LetterFound(letter, ambiguous=True)
        other = _ALTERNATIVE.search(span, m.end())
        if other and other.group(1).upper() in LETTERS[:n_options] and other.group(1).upper() != letter:
            return LetterFound(letter, ambiguous=True)
        return LetterFound(letter)
    return None


_LEAD_WORD = re.compile(r"^(?:option|choice|answer)\s*[:#]?\s*", re.I)
_LONE_LABEL = re.compile(r"[(\[]?\s*([A-Za-z])\s*[)\]]?")
_LOWER_CLOSES = re.compile(r"\)|[.:]?\s*$|\.\s")


def bare_letter(line: str, n_options: int) -> str | None:
    """The letter when ``line`` is nothing but an option label (``B``, ``(B).``, ``**B**``, ``Option B``)."""
    s = peel(line)
    if len(s) > 24:
        return None
    s = peel(_LEAD_WORD.sub("", s))
    m = _LONE_LABEL.fullmatch(s)
    if not m or m.group(1).upper() not in LETTERS[:n_options]:
        return None
    return m.group(1).upper()


def normalise_option_text(text: str) -> str:
    return _PUNCT.sub(" ", peel(text).casefold()).strip()


def match_option_text(span: str, choices: Sequence[str]) -> LetterFound | None:
    """The option whose text the span states (``"Oxygen."`` → the letter of "Oxygen")."""
    said = normalise_option_text(span)
    if not said:
        return None
    options = [normalise_option_text(c) for c in choices]
    exact = [i for i, o in enumerate(options) if o and o == said]
    if len(exact) == 1:
        return LetterFound(LETTERS[exact[0]])
    if exact:
        return None
    # the span opens with one option's text and continues with an explanation
    prefix = [i for i, o in enumerate(options) if o and len(o) >= 3 and (said.startswith(o + " "))]
    if len(prefix) == 1:
        return LetterFound(LETTERS[prefix[0]])
    return None
