"""temporal_sequences: a window written another way is the option's window.

The options are windows written "3pm to 4pm", and a reply may give its answer as "15:00–16:00", "3-4pm",
"6:00–7:00 AM" or "between 15:00 and 16:00". :func:`as_option_times` writes the window of the answer's sentence
as the options do, so that the answer is read as the option of that window, when the answer's sentence names that
window alone and the sentences before it no other (see :func:`as_option_times`); otherwise the reply is read as it
is written.
"""
from __future__ import annotations

import re

from .closing import MAX_SENTENCE_CHARS, answer_sentences, with_sentence

_CLOCK = r"(\d{1,2})(?::(00))?[ \t]*([ap])?(?:\.?m\.?\b)?"
#: A window: "15:00–16:00", "3-4pm", "6:00 to 7:00 AM", "between 15:00 and 16:00".
_WINDOW = re.compile(rf"(?i)(?<![\d:])(?<!\d[.,/])(?:between[ \t]+)?{_CLOCK}[ \t]*(?:[-–—]|to|until|till|and)[ \t]*{_CLOCK}"
                     r"(?![\d:a-z]|[.,/]\d|[ \t]*(?:/|or\b))")  # (not "6–7am/pm", "6–7 am or pm": two windows)
#: A clock time of any kind.
_ANY_CLOCK = re.compile(r"(?i)(?<![\d:])(?<!\d[.,/])\d{1,2}(?::\d{2}[ \t]*(?:[ap]\.?m\.?\b)?|[ \t]*[ap]\.?m\.?\b)")
_LETTER = re.compile(r"\([A-R]\)")
# A list's item: working laid out, not an answer ("- 21:00–22:00 gym").
_LIST_ITEM = re.compile(r"[ \t]*(?:[-*•]|\d{1,2}[.)])[ \t]")


def _twelve_hour(hour: int, half: str) -> str:
    return f"{hour % 12 or 12}{half}m"


def _as_option(m: re.Match) -> str:
    """The window as the options write it ("3pm to 4pm"), or as it was when its hours cannot be told."""
    h1, m1, s1, h2, m2, s2 = m.groups()
    first, last = int(h1), int(h2)
    s1, s2 = (s1 or "").lower(), (s2 or "").lower()
    if not s1 and not s2:
        if not (m1 and m2) or not (first > 12 or last > 12 or h1.startswith("0") or h2.startswith("0") or first == 0):
            return m.group(0)  # "3:00 to 4:00", "3-4": morning or afternoon is not said
        if first > 23 or last > 23:
            return m.group(0)
        return f"{_twelve_hour(first, 'a' if first < 12 else 'p')} to {_twelve_hour(last, 'a' if last < 12 else 'p')}"
    if first > 12 or last > 12:
        return m.group(0)
    if not s1:
        if first % 12 >= last % 12:
            return m.group(0)  # "11-1pm": the first half is not said
        s1 = s2
    s2 = s2 or s1
    return f"{_twelve_hour(first, s1)} to {_twelve_hour(last, s2)}"


def _windows(sentence: str) -> tuple[list[str], bool]:
    """The windows a sentence names, as the options write them (as written when its hours cannot be told), and
    whether it names a clock time outside them too."""
    found = [_as_option(m) for m in _WINDOW.finditer(sentence)]
    outside = _ANY_CLOCK.search(_WINDOW.sub(" ", sentence)) is not None
    return found, outside


def as_option_times(reply: str) -> str:
    """``reply`` with its answer's window written as the options are: the last sentence with a window, among the
    reply's last sentences (:func:`.closing.answer_sentences`), when it names that window alone (no other window, no
    other clock time) and the two sentences before it name no option letter and no other window unless they name
    this one too or are a list's items (a schedule). Otherwise the reply is read as it is written: "(A) 10am to 6pm.
    This option includes the 8am-10am window", "The gap is 6am–7am. After 7am she was seen", "Possible:
    13:00-16:00. Also possible: 06:00-07:00."."""
    for sentence, before_it in answer_sentences(reply):
        if len(sentence) > MAX_SENTENCE_CHARS:
            return reply
        found, outside = _windows(sentence)
        if not found:
            if outside:
                return reply  # a clock time after the answer's window: "… 6am–7am. After 7am she was seen …"
            continue
        if len(found) > 1 or outside:
            return reply
        for before in before_it:
            earlier, _ = _windows(before)
            if _LETTER.search(before) or earlier and found[0] not in earlier and not _LIST_ITEM.match(before):
                return reply  # ("Possible: 13:00-16:00. Also possible: 06:00-07:00."; not "The gap is between 15:00
                # and 16:00.⏎⏎Answer: 15:00–16:00", nor a schedule's line "- 21:00–22:00 gym" above it)
        return with_sentence(reply, sentence, _WINDOW.sub(_as_option, sentence))
    return reply
