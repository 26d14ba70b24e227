"""Turn a raw reply into the section that holds the model's final answer.

Models think out loud before they answer. A careful grader reads the answer the
model committed to, so this module:

* drops closed ``<think>…</think>`` reasoning (and everything before a lone
  ``</think>``, for chat templates that open the block in the prompt); in a harmony-format
  reply (gpt-oss) the ``final`` channel is the answer and the ``analysis`` channel the reasoning;
* treats an unclosed ``<think>`` as a reply cut off while reasoning — unless its last paragraph
  ends a line and states a committed answer ("**Answer:** (B)"), which a reader then accepts;
* cuts an invented follow-up (``Question: …`` after the answer), as a stop
  sequence would have;
* folds look-alike characters (full-width digits, U+2212 minus, no-break and
  thin spaces used as thousands separators) to plain ASCII so that later rules
  stay simple;
* bounds the text handed on, so grading cost per reply is bounded whatever the
  reply's length.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

#: The answer lives at the end of a reply; longer sections are graded on their tail.
MAX_SECTION_CHARS = 20_000
_LAST_PARAGRAPH_CHARS = 600
_CLOSED_LINE_ENDS = (".", ")", "*", "}", "]", "$", "!", "。")

_THINK_OPEN = "<think>"
_THINK_CLOSE = "</think>"
_FINAL_CHANNEL = "<|channel|>final<|message|>"
_HARMONY_END = re.compile(r"<\|(?:return|end|call)\|>")

# Look-alike characters folded to ASCII. Full-width forms U+FF01..U+FF5E map to
# U+0021..U+007E; minus signs that are never dashes become "-".
_FOLD = {cp: cp - 0xFEE0 for cp in range(0xFF01, 0xFF5F)}
_FOLD.update({
    0x2212: "-", 0xFE63: "-", 0x2796: "-",          # minus signs
    0x2018: "'", 0x2019: "'", 0x201C: '"', 0x201D: '"',
    0x200B: None, 0x200C: None, 0x200D: None, 0xFEFF: None,  # zero-width
    0x3002: ".",                                      # ideographic full stop
})
_FOLD = str.maketrans(_FOLD)

# A dash (figure, en, em) directly before a number, after a space, "(", "=" or the start, is a minus.
_DASH_AS_MINUS = re.compile(r"(?:(?<=^)|(?<=[\s(=$:]))[\u2012\u2013\u2014](?=\$?\d|\.\d)", re.M)
# Unambiguous thousands separators between digit groups: no-break/thin/figure spaces, LaTeX "{,}" and "\,".
_THOUSANDS_SEP = re.compile(r"(?<=\d)(?:\{,\}|\\,|\\ |[\u00a0\u2009\u202f\u2007\u2006\u066c])(?=\d{3}(?!\d))")
_NEEDS_SEP_FOLD = re.compile(r"\{,\}|\\[, ]|[\u00a0\u2009\u202f\u2007\u2006\u066c]")
_NEEDS_DASH_FOLD = re.compile(r"[\u2012\u2013\u2014]")
_ODD_SPACES = str.maketrans({0x00A0: " ", 0x2009: " ", 0x202F: " ", 0x2007: " ", 0x2006: " "})

# An invented next turn after the answer: a new question, a human/user turn, chat end tokens.
_CONTINUATION = re.compile(
    r"\n[ \t]*(?:Question|Problem|Q|Human|User)[ \t]*:|\n[ \t]*#{1,6}[ \t]*(?:Query|Question|Instruction|Input)\b|<\|im_end\|>|<\|eot_id\|>|<\|endoftext\|>|</s>|<end_of_turn>"
)


@dataclass(frozen=True, slots=True)
class Section:
    """The part of a reply to read for the final answer."""

    text: str
    truncated: bool  # cut off inside reasoning (unclosed <think>)
    reasoning: str = ""  # the closed reasoning block, kept for callers that want it
    unfinished: str = ""  # the last paragraph of an unclosed <think> block (see final_section)


def fold(text: str) -> str:
    """Fold look-alike characters to ASCII; keeps length-independent meaning."""
    if text.isascii():  # every folded character is non-ASCII; only LaTeX separators can remain
        return _THOUSANDS_SEP.sub(",", text) if ("{,}" in text or "\\" in text) else text
    text = text.translate(_FOLD)
    if _NEEDS_SEP_FOLD.search(text):  # the regexes only run where they can match
        text = _THOUSANDS_SEP.sub(",", text).translate(_ODD_SPACES)
    if _NEEDS_DASH_FOLD.search(text):
        text = _DASH_AS_MINUS.sub("-", text)
    return text


def _cut_continuation(text: str, *, at_start: bool = False) -> str:
    """Cut an invented next turn. At the very start it counts only after reasoning (``at_start``):
    a chat reply may open by restating the question, but a thinking model that follows
    ``</think>`` with "Q: …" has begun a new exercise instead of answering."""
    for m in _CONTINUATION.finditer("\n" + text if at_start else text):
        start = m.start() - 1 if at_start else m.start()
        if at_start or text[:start].strip():
            return text[: max(start, 0)]
    return text


def final_section(reply: str) -> Section:
    """Return the folded section of ``reply`` that holds the committed answer."""
    reasoning = ""
    truncated = False
    final = reply.rfind(_FINAL_CHANNEL)
    if final != -1:  # harmony: what precedes the final channel is analysis, what follows is the answer
        text = reply[final + len(_FINAL_CHANNEL):]
        end = _HARMONY_END.search(text)
        text = fold(text[: end.start()] if end else text)[-MAX_SECTION_CHARS:]
        return Section(text=text, truncated=False, reasoning=reply[:final][-MAX_SECTION_CHARS:])
    close = reply.rfind(_THINK_CLOSE)
    if close != -1:
        before = reply[:close]
        opened_at = before.rfind(_THINK_OPEN)
        reasoning = before[opened_at + len(_THINK_OPEN) :] if opened_at != -1 else before
        text = reply[close + len(_THINK_CLOSE) :]
    else:
        text = reply
    opened = text.find(_THINK_OPEN)
    unfinished = ""
    if opened != -1:  # reasoning that never closed: only what came before it was said to the user
        unfinished = text[opened + len(_THINK_OPEN):].rstrip()
        paragraph = unfinished.rfind("\n\n")  # its last paragraph: "**Answer:**⏎The result is True."
        unfinished = unfinished[paragraph + 2 if paragraph != -1 else 0:][-_LAST_PARAGRAPH_CHARS:]
        # a line cut mid-word ("the answer is 7" of "75") is not a commitment; a closed one is
        unfinished = fold(unfinished) if unfinished.endswith(_CLOSED_LINE_ENDS) else ""
        text = text[:opened]
        truncated = True
    if len(text) > MAX_SECTION_CHARS:
        text = text[-MAX_SECTION_CHARS:]
    reasoning = reasoning[-MAX_SECTION_CHARS:]
    text = _cut_continuation(fold(text), at_start=close != -1)
    if close != -1 and not truncated and not text.strip():
        # nothing was said after the reasoning: the answer it reached is the only one given
        text = _cut_continuation(fold(reasoning))
    return Section(text=text, truncated=truncated, reasoning=reasoning, unfinished=unfinished)
