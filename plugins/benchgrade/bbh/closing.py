"""The sentence a BBH reply answers in, for the readers that rewrite an answer written another way (a date in words,
a window in 24-hour form) as its options are written, so that the grader reads it as that option.

Only the reply's last :data:`LAST_SENTENCES` sentences are looked at (the answer's own, and a remark or a sign-off
after it), within its last :data:`TAIL_CHARS` characters; a sentence longer than :data:`MAX_SENTENCE_CHARS` is never
rewritten. The work per reply stays bounded whatever its length.
"""
from __future__ import annotations

from benchgrade.grading.answer import sentences

#: How many sentences at a reply's end are looked through for the answer's.
LAST_SENTENCES = 3
#: How much of the reply's end is read, and the longest sentence that is rewritten.
TAIL_CHARS, MAX_SENTENCE_CHARS = 4000, 600


def last_sentences(reply: str) -> list[str]:
    """The reply's last :data:`LAST_SENTENCES` sentences, in order."""
    return sentences(reply[max(0, len(reply) - TAIL_CHARS):])[-LAST_SENTENCES:]


def with_sentence(reply: str, sentence: str, said: str) -> str:
    """``reply`` with its last occurrence of ``sentence`` (one of :func:`last_sentences`) replaced by ``said``."""
    at = reply.rfind(sentence)
    return reply[:at] + said + reply[at + len(sentence):]
