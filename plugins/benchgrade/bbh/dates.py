"""date_understanding: a date answer said again in words must be the same date.

The options are MM/DD/YYYY strings, and a reply may gloss the one it picks with the date in
words: "Answer: 02/03/2020 (that is, February 3, 2020)". The words are what the reply means;
when they name another date ("Answer: 09/06/2003 (day/month/year, i.e. 9 June 2003)", "the date
is 5 June 2002, which I write as 05/06/2002") the option's string is only a spelling of that other
date, and the reply does not commit to the option. Only the sentence that states the answer is
read: dates in words elsewhere are the working ("May 6, 1992 was ten years ago").
"""
from __future__ import annotations

import re
from dataclasses import replace

from benchgrade.grading.answer import final_section, sentences
from benchgrade.grading.verdict import Category, Verdict

_MONTHS = ("january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
           "november", "december")
_MONTH = r"(?P<month>" + "|".join(m[:3] + r"(?:" + m[3:] + r")?" for m in _MONTHS) + r")\.?"
_DAY = r"(?P<day>\d{1,2})(?:st|nd|rd|th)?"
_YEAR = r"(?P<year>\d{4})"
#: A date in words: "9 June 2003", "June 9, 2003", "the 9th of June, 2003".
_IN_WORDS = re.compile(rf"(?i)\b(?:(?:the\s+)?{_DAY}(?:\s+of)?\s+{_MONTH},?\s+{_YEAR}|"
                       rf"{_MONTH.replace('month>', 'month2>')}\s+{_DAY.replace('day>', 'day2>')},?\s+{_YEAR.replace('year>', 'year2>')})\b")
_NUMERIC = re.compile(r"\b(\d{2})/(\d{2})/(\d{4})\b")


def _in_words(sentence: str) -> list[tuple[int, int, int]]:
    """The (month, day, year) of each date the sentence gives in words."""
    out = []
    for m in _IN_WORDS.finditer(sentence):
        name, day, year = (m["month"], m["day"], m["year"]) if m["day"] else (m["month2"], m["day2"], m["year2"])
        month = next(i for i, full in enumerate(_MONTHS, 1) if full.startswith(name.lower()[:3]))
        out.append((month, int(day), int(year)))
    return out


#: How much of the reply's end is read (the answer's sentence is there; the work per reply stays bounded).
TAIL_CHARS = 4000
#: How near the option (its MM/DD/YYYY string or its letter) a date in words must stand to gloss it.
GLOSS_REACH = 40
# A date in words that the answer is reckoned from, not a gloss: "24 hours later than January 31, 2012".
_RECKONED_FROM = re.compile(r"(?i)\b(?:than|before|after|from|since|until|till|to|of|ago|past)[\s,]*$")


def glossed_as_another(reply: str, verdict: Verdict, choices) -> Verdict:
    """``verdict``, unless the option it read is glossed, right beside it, by another date in words:
    then the reply names two dates (:data:`Category.MULTIPLE_ANSWERS`)."""
    letter = verdict.extracted
    if not letter or not choices or len(letter) != 1 or not "A" <= letter <= "Z" or ord(letter) - 65 >= len(choices):
        return verdict
    option = _NUMERIC.search(choices[ord(letter) - 65])
    if option is None:
        return verdict
    meant = (int(option[1]), int(option[2]), int(option[3]))
    tail = reply[-TAIL_CHARS:]
    if _IN_WORDS.search(tail) is None:
        return verdict
    for sentence in reversed(sentences(final_section(tail).text)[-6:]):
        spots = [m.span() for m in re.finditer(re.escape(option[0]) + "|" + re.escape(f"({letter})"), sentence)]
        if not spots:
            continue
        for m in _IN_WORDS.finditer(sentence):
            near = any(m.start() - GLOSS_REACH <= end <= m.start() or m.end() <= start <= m.end() + GLOSS_REACH
                       for start, end in spots)
            if near and not _RECKONED_FROM.search(sentence, max(0, m.start() - 15), m.start()) and \
                    _in_words(m.group(0))[0] != meant:
                return replace(verdict, correct=False, category=Category.MULTIPLE_ANSWERS)
        return verdict
    return verdict
