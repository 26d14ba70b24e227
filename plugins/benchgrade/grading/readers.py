"""Readers: what an answer of each kind looks like inside a candidate text.

:func:`benchgrade.grading.answer.locate` hands every candidate (a statement's
text, a boxed content, a one-line answer) to a reader; the reader returns a
:class:`Reading` or None. ``strict`` candidates must be the answer as a whole;
statement texts may continue after the answer ("B because …").
"""
from __future__ import annotations

import re
from collections.abc import Sequence

from .answer import EARLIER_LINE, Reading, first_sentence, sentences
from .choices import (LETTERS, bare_letter, find_letter, match_option_text,
                      normalise_option_text)
from .numbers import iter_values, parse_number
from .wrappers import peel

_BOLD = re.compile(r"\*\*([^*\n]{1,120})\*\*|__([^_\n]{1,120})__")
_PAREN_LETTER = re.compile(r"[(\[]\s*([A-Z])\s*[)\]]|\b[Oo]ption\s+([A-Z])\b")
# The "A:" answer prefix of Q:/A: transcripts, when what follows is itself an option label.
_ANSWER_PREFIX = re.compile(r"^\s*A\s*:\s*(?=[(\[]?[A-Za-z](?:[)\].:]|\s*$)|[(\[]?[A-Za-z][)\]]?\s)")
_LABEL_AND_TEXT = re.compile(r"^[(\[]?\s*([A-Za-z])\s*[).:\]]\s+(.+)$", re.S)


# --- numbers -------------------------------------------------------------------------------

# A value stated by a verb: "the cost is $70", "will be $220", "a total of 50" (not "to be 4 feet tall").
_STATED_VALUE = re.compile(r"(?i)\b(?:is|are|was|were|(?<!to )be|equals?|of)\s+(?:about\s+|approximately\s+|exactly\s+)?(?=[-+$€£¥₹.\d])")
_OPERATOR_AFTER = re.compile(r"\s*(?:[-+*/×÷^]|x\s*\$?\d|\\times|\\cdot)")


def _value_in_sentence(sentence: str) -> Reading | None:
    """The answer value of one sentence: after its last ``=``, else after "is"/"of"/…, else its first number."""
    scope = sentence.rsplit("=", 1)[1] if "=" in sentence else sentence
    values = list(iter_values(scope))
    if not values:
        return None
    if scope is sentence:
        after_verb = {m.end() for m in _STATED_VALUE.finditer(scope)}
        stated = [v for v in values if v[0] in after_verb]
        if stated:
            values = stated[-1:]
    start, end, value = values[0]
    return Reading(value, scope[start:end])


def read_number(text: str, strict: bool) -> Reading | None:
    """A number stated in ``text``.

    Strict candidates (a boxed answer, a line of its own) must be one number (``x = 5`` in a box
    counts; a worked line such as ``2 + 3 = 5`` does not). A statement's text is read as a person
    reads it: a number right after the marker is the answer ("The answer is 600. (3 x 25 …)");
    otherwise the last sentence that has a number says it ("…Therefore, Julie had $300 left.").
    """
    whole = peel(text)
    value = parse_number(whole)
    if value is not None:
        return Reading(value, whole)
    if strict:
        return None
    parts = sentences(text)
    if not parts:
        return None
    lead = parts[0].lstrip(" \t*_:([<>")
    for start, end, value in iter_values(lead[:60] if "=" not in parts[0] else ""):
        if start == 0 and not _OPERATOR_AFTER.match(lead, end):
            return Reading(value, lead[start:end])
        break
    for sentence in reversed(parts):
        reading = _value_in_sentence(sentence)
        if reading is not None:
            return reading
    return None


#: How much of the section's end the number fallback reads.
_FALLBACK_TAIL = 4000


def last_number(section: str) -> Reading | None:
    """Fallback when no answer was stated: the value of the last sentence that has a number.

    "…so he has 24 - 19 = 5 hours left." gives 5; "It will take Adam 20 years to be 4 feet tall."
    gives 20, the number the sentence is about, not the last digit string in the reply.
    """
    for sentence in reversed(sentences(section[-_FALLBACK_TAIL:])):
        reading = _value_in_sentence(sentence)
        if reading is not None:
            return reading
    return None


def last_bolded(section: str, read) -> Reading | None:
    """Fallback shared by the readers: the last ``**bold**``/``__bold__`` span that reads as an answer."""
    for m in reversed(list(_BOLD.finditer(section))):
        reading = read(m.group(1) or m.group(2), False)
        if reading:
            return reading
    return None


# --- closed vocabularies (True/False, Yes/No, valid/invalid) -------------------------------

class TokenReader:
    """Reads one of a closed set of answer words; ``synonyms`` maps extra spellings to a canonical word."""

    def __init__(self, words: Sequence[str], synonyms: dict[str, str] | None = None):
        self.canonical = {w.casefold(): w for w in words}
        for spelling, word in (synonyms or {}).items():
            self.canonical[spelling.casefold()] = word
        alternatives = "|".join(sorted((re.escape(w) for w in self.canonical), key=len, reverse=True))
        self.pattern = re.compile(rf"(?<![A-Za-z0-9-])({alternatives})(?![A-Za-z0-9-])", re.I)
        # a word closing its clause ("the argument is invalid.", "No, they don't"), not prose ("no way")
        self.closing = re.compile(rf"(?<![A-Za-z0-9-])({alternatives})(?=[*_\"'`)]{{0,4}}[ \t]{{0,8}}(?:[.,;:!?]|$))", re.I | re.M)
        self.joined = re.compile(rf"[\s*_\"']*(?:or|/|and)\s*[\s*_\"']*({alternatives})(?![A-Za-z0-9-])", re.I)

    def __call__(self, text: str, strict: bool) -> Reading | None:
        word = self.canonical.get(peel(text).casefold())
        if word or strict:
            return Reading(word, word) if word else None
        sentence = first_sentence(text)
        m = self.pattern.search(sentence)
        if m is None:
            return None
        word = self.canonical[m.group(1).casefold()]
        joined = self.joined.match(sentence, m.end())
        ambiguous = bool(joined) and self.canonical[joined.group(1).casefold()] != word
        return Reading(word, word, ambiguous=ambiguous)

    def last_mention(self, section: str) -> Reading | None:
        """Fallback: the last bolded answer word, else the last one that closes a clause."""
        bolded = last_bolded(section, self)
        if bolded:
            return bolded
        last = None
        for m in self.closing.finditer(section):
            last = m
        if last is None:
            return None
        word = self.canonical[last.group(1).casefold()]
        return Reading(word, word)


# --- multiple choice ---------------------------------------------------------------------

class ChoiceReader:
    """Reads an option letter (or an option's text, when the options are known)."""

    def __init__(self, n_options: int, choices: Sequence[str] | None = None):
        self.n = n_options
        self.choices = list(choices) if choices else None

    def _labelled_line(self, text: str) -> Reading | None:
        """``(B) Oxygen``: a label followed by exactly that option's own text (not a discussion of it)."""
        m = _LABEL_AND_TEXT.match(peel(text))
        if not m or not self.choices:
            return None
        letter = m.group(1).upper()
        if letter not in LETTERS[: self.n]:
            return None
        said = normalise_option_text(m.group(2))
        own = normalise_option_text(self.choices[LETTERS.index(letter)])
        if own and said == own:
            return Reading(letter, letter)
        return None

    def __call__(self, text: str, strict: bool | str) -> Reading | None:
        if strict:
            text = _ANSWER_PREFIX.sub("", text, count=1)  # "A: (B)" in Q:/A: style replies
        letter = bare_letter(text, self.n)
        if letter:
            return Reading(letter, letter)
        if strict == EARLIER_LINE:
            return None  # "(B) Oxygen" on a line mid-reply heads a discussion of option B
        labelled = self._labelled_line(text)
        if labelled:
            return labelled
        if strict:
            if self.choices:
                by_text = match_option_text(text, self.choices)
                if by_text and normalise_option_text(text) == normalise_option_text(
                        self.choices[LETTERS.index(by_text.letter)]):
                    return Reading(by_text.letter, by_text.letter)
            return None
        sentence = first_sentence(text)
        found = find_letter(sentence, self.n)
        if found is None and self.choices:
            found = match_option_text(sentence, self.choices)
        if found is None:
            return None
        return Reading(found.letter, found.letter, ambiguous=found.ambiguous)

    def last_mention(self, section: str) -> Reading | None:
        """Fallback: the last bolded option, else the last parenthesised option letter."""
        bolded = last_bolded(section, self)
        if bolded:
            return bolded
        last = None
        for m in _PAREN_LETTER.finditer(section):
            line_start = section.rfind("\n", 0, m.start()) + 1
            if not section[line_start:m.start()].strip(" \t-*"):
                continue  # an option label opening a line, as in an echoed option list
            letter = m.group(1) or m.group(2)
            if letter in LETTERS[: self.n]:
                last = letter
        return Reading(last, last) if last else None
