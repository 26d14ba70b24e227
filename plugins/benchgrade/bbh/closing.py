"""The sentence a BBH reply answers in, for the readers that rewrite an answer written another way (a date in words,
a window in 24-hour form) as its options are written, so that the grader reads it as that option.

The answer's sentence is looked for among the reply's last :data:`LAST_SENTENCES` sentences (the answer's own, and a
remark or a sign-off after it), and the :data:`LAST_SENTENCES` - 1 sentences before it are what it is read beside
(so that a sign-off after it does not change what it is read beside), all within the reply's last
:data:`TAIL_CHARS` characters; a sentence longer than :data:`MAX_SENTENCE_CHARS` is never rewritten. The work per
reply stays bounded whatever its length.
"""
from __future__ import annotations

from benchgrade.grading.answer import sentences

#: How many sentences at a reply's end are looked through for the answer's.
LAST_SENTENCES = 3
#: How much of the reply's end is read, and the longest sentence that is rewritten.
TAIL_CHARS, MAX_SENTENCE_CHARS = 4000, 600


def answer_sentences(reply: str):
    """Each of the reply's last :data:`LAST_SENTENCES` sentences, the last first, with the :data:`LAST_SENTENCES` - 1
    sentences before it (in order)."""
    last = sentences(reply[max(0, len(reply) - TAIL_CHARS):])[-(2 * LAST_SENTENCES - 1):]
    for i in range(len(last) - 1, max(-1, len(last) - 1 - LAST_SENTENCES), -1):
        yield last[i], last[max(0, i - LAST_SENTENCES + 1):i]


def with_sentence(reply: str, sentence: str, said: str) -> str:
    """``reply`` with its last occurrence of ``sentence`` (one of :func:`answer_sentences`) replaced by ``said``."""
    at = reply.rfind(sentence)
    return reply[:at] + said + reply[at + len(sentence):]
