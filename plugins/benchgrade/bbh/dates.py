"""date_understanding: a date written another way is the option's date; a date answer said again in words must be the
same date.

The options are MM/DD/YYYY strings. A reply may give its answer as the date in words ("So one week ago was
**January 24th, 2012**."), in ISO form ("2012-01-24") or with dashes ("01-24-2012"): :func:`as_option_dates` writes
such a date as the options do, so that the answer is read as the option of that date, when it is the only date
the answer's sentence names (the working's dates, and an answer beside another date, stay as they are written).

A reply may also gloss the option it picks with the date in words: "Answer: 02/03/2020 (that is, February 3, 2020)". The words are what the reply means;
when they name another date ("Answer: 09/06/2003 (day/month/year, i.e. 9 June 2003)", "the date
is 5 June 2002, which I write as 05/06/2002") the option's string is only a spelling of that other
date, and the reply does not commit to the option. Only the sentence that states the answer is
read: dates in words elsewhere are the working ("May 6, 1992 was ten years ago").
"""
from __future__ import annotations

import re
from dataclasses import replace

from benchgrade.grading.answer import final_section, sentences

from .closing import MAX_SENTENCE_CHARS, answer_sentences, with_sentence
from benchgrade.grading.verdict import Category, Verdict

_MONTHS = ("january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
           "november", "december")
_MONTH_NAMES = "|".join(m[:3] + r"(?:" + m[3:] + r")?" for m in _MONTHS)  # ("Jan", "Sep", "September")
_MONTH = r"(?P<month>" + _MONTH_NAMES + r")\.?"
_DAY = r"(?P<day>\d{1,2})(?:st|nd|rd|th)?"
_YEAR = r"(?P<year>\d{4})"
#: A date in words: "9 June 2003", "June 9, 2003", "the 9th of June, 2003".
_IN_WORDS = re.compile(rf"(?i)\b(?:(?:the\s+)?{_DAY}(?:\s+of)?\s+{_MONTH},?\s+{_YEAR}|"
                       rf"{_MONTH.replace('month>', 'month2>')}\s+{_DAY.replace('day>', 'day2>')},?\s+{_YEAR.replace('year>', 'year2>')})\b")
_NUMERIC = re.compile(r"\b(\d{2})/(\d{2})/(\d{4})\b")


# A date in ISO form or in the options' order with dashes: "2012-01-24", "01-24-2012".
_ISO = re.compile(r"(?<![\w/.-])(?P<year>\d{4})-(?P<month>\d{1,2})-(?P<day>\d{1,2})(?![\w/-]|\.\d)")
_DASHED = re.compile(r"(?<![\w/.-])(?P<month>\d{1,2})-(?P<day>\d{1,2})-(?P<year>\d{4})(?![\w/-]|\.\d)")


def _as_option(month: int, day: int, year: int, said: str) -> str:
    return f"{month:02d}/{day:02d}/{year}" if 1 <= month <= 12 and 1 <= day <= 31 else said


# Any date, whole or in part, in any form: a month and a day in words ("June 19", "the 9th of June"), a year only
# after them; a numeric date ("06/19", "06/19/2019"); an ISO or dashed one.
_ANY_DATE = re.compile(rf"(?i)\b(?:(?:the\s+)?{_DAY}(?:\s+of)?\s+{_MONTH}(?![a-z])|{_MONTH.replace('month>', 'month2>')}\s+"
                       rf"{_DAY.replace('day>', 'day2>')}\b)(?:,?\s+\d{{4}}\b)?|\b\d{{1,2}}/\d{{1,2}}(?:/\d{{2,4}})?\b|"
                       r"\b\d{4}-\d{1,2}-\d{1,2}\b|\b\d{1,2}-\d{1,2}-\d{4}\b")


def as_option_dates(reply: str) -> str:
    """``reply`` with its answer's date written MM/DD/YYYY, as the options are, when it is written in words, in ISO
    form or with dashes: the last sentence with a date, among the reply's last sentences
    (:func:`.closing.answer_sentences`), when it is the only date that sentence names, the two sentences before it
    name no other year and no other day (a partial date beside its own day aside: "Jan 31 − 7 days = Jan 24⏎⏎So one
    week ago was January 24th, 2012."), and none of them names an option by its letter or its MM/DD/YYYY text.
    Otherwise the reply is read as it is written: two dates ("either June 19 or June 20, 2019", "One week ago was
    January 22, 2012.⏎January 24, 2012."), a date after another day ("Today is June 19, 2019.⏎Answer: June 20,
    2019"), a date after an answer already given ("The answer is (A). Had Jane been right, it would be June 18,
    2018.")."""
    for sentence, before_it in answer_sentences(reply):
        dates = _ANY_DATE.findall(sentence, 0, MAX_SENTENCE_CHARS)
        if not dates:
            continue
        years, days = set(_YEAR_SAID.findall(sentence)), set().union(*_days_named(sentence))
        if len(dates) > 1 or len(sentence) > MAX_SENTENCE_CHARS or len(years) > 1 or _OPTION_NAMED.search(sentence) or \
                any(_OPTION_NAMED.search(before) or set(_YEAR_SAID.findall(before)) - years or
                    _another_day_before(before, days) for before in before_it):
            return reply  # (another day or year named before it, and not its own: "It could be June 18. Or June 19,
            # 2018."; not "Jan 31 − 7 days = Jan 24⏎⏎So one week ago was January 24th, 2012.")
        date = _ANY_DATE.search(sentence)
        if _RECKONED_FROM.search(sentence, max(0, date.start() - 15), date.start()) or _DATE_AS_SUBJECT.match(sentence, date.end()):
            return reply  # "Let me count back from January 24, 2012.", "January 24, 2012 is a Tuesday.": a step, not the answer
        said = _IN_WORDS.sub(lambda m: _as_option(*_in_words(m.group(0))[0], m.group(0)), sentence)
        for numeric in (_ISO, _DASHED):
            said = numeric.sub(lambda m: _as_option(int(m["month"]), int(m["day"]), int(m["year"]), m.group(0)), said)
        return with_sentence(reply, sentence, said)
    return reply


def _days_named(sentence: str) -> tuple[set[tuple[int, int]], set[tuple[int, int]]]:
    """The (month, day) of each whole date (with its year) and of each partial one the sentence names, in any form."""
    whole, partial = set(), set()
    for m in _ANY_DATE.finditer(sentence, 0, MAX_SENTENCE_CHARS):
        name = m["month"] or m["month2"]
        if name:
            month = _month_number(name)
            day = (month, int(m["day"] or m["day2"]))
        else:
            parts = [int(p) for p in re.split(r"[/-]", m.group(0))]
            day = (parts[1], parts[2]) if parts[0] > 31 else (parts[0], parts[1])
        (whole if _YEAR_SAID.search(m.group(0)) else partial).add(day)
    return whole, partial


def _another_day_before(before: str, days: set[tuple[int, int]]) -> bool:
    """``before`` names a day other than the answer's ``days``: a whole date, a partial one unless it names the
    answer's day too ("Jan 31 − 7 days = Jan 24"), or a date ``_ANY_DATE`` does not read ("18.06.2018", "the
    eighteenth of June")."""
    whole, partial = _days_named(before)
    return bool(whole - days or partial and not partial & days or _DOTTED.search(before) or
                len(_MONTH_WORD.findall(before)) > len(whole) + len(partial))


# A year, in any date or alone; and an option named as the options are: its letter or its MM/DD/YYYY text.
_YEAR_SAID = re.compile(r"(?<!\d)(?:1[0-9]|20)\d\d(?!\d)")
_DOTTED = re.compile(r"\b\d{1,2}\.\d{1,2}\.\d{2,4}\b")
_MONTH_WORD = re.compile(r"(?i)\b(?:" + _MONTH_NAMES + r")\b")
_OPTION_NAMED = re.compile(r"\([A-F]\)|\b\d{2}/\d{2}/\d{4}\b")


# A date the sentence goes on to say something of: "January 24, 2012 is a Tuesday", "… was the day she ran out".
_DATE_AS_SUBJECT = re.compile(r"(?i)[\s*_]*(?:is|was|falls|fell|would\s+be|will\s+be)\b")


def _month_number(name: str) -> int:
    """The number of a month named in full or by its first three letters."""
    return next(i for i, full in enumerate(_MONTHS, 1) if full.startswith(name.lower()[:3]))


def _in_words(sentence: str) -> list[tuple[int, int, int]]:
    """The (month, day, year) of each date the sentence gives in words."""
    out = []
    for m in _IN_WORDS.finditer(sentence):
        name, day, year = (m["month"], m["day"], m["year"]) if m["day"] else (m["month2"], m["day2"], m["year2"])
        month = _month_number(name)
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
