"""Metamorphic transforms of model replies: test a grader on real replies without labels.

Nobody has labelled the ~15,000 real replies in ``../shared/conformance``, but a grader
can still be checked on them (issue 14, item 3). Rewrite a reply so that a careful
human reader reads exactly the same committed answer (a preamble, a sign-off, CRLF line
ends, the final answer moved into a heading or a JSON object, …): the verdict must not
change. Rewrite it so that what it commits to changes (a second offer, a retraction, a
negation, another option): the verdict must change the way the rewrite says. A grader
that over-fits the layouts it was tuned on breaks these relations long before anyone
labels a new model family.

The transforms are written from what replies look like, never from the grader: nothing
here imports or asks the grading core. A transform that moves the final answer needs to
know where it is and what it says, so :func:`locate_final` uses its own deliberately
narrow pattern: the reply's last non-blank line must be a plain answer statement
(``So the answer is (B).``, ``The correct answer is **(B)**: <option text>``, ``A: 44``,
``#### 44``, ``Answer: $44``, ``\\boxed{44}``, ``FINAL_ANSWER: 44``, a bare ``(B)`` line …)
whose value is, in a form of the answer kind, the value the ORIGINAL verdict extracted.
Replies where that fails (the answer inside a sentence, a cut-off ``<think>``, a line
that hedges) are "not applicable" for those transforms, never forced. The new text puts
X in the kind's canonical form: ``(B)``, ``44``, ``Yes``/``valid``/``True`` as the gold
writes them, the word list space-separated, the Dyck sequence space-separated.

Each transform says what it keeps or changes (:class:`Expect`):

- ``SAME``: the verdict's ``correct``, ``category`` and extracted value are unchanged
  (the value compared as the answer kind reads it: ``B`` = ``(B)``, ``12`` = ``12.0``).
- ``MULTIPLE``: the reply now names two or more different valid answers as its final
  answer (``X or Y``, ``X | Y``, ``Alternatively, … Y``) → ``multiple_answers``.
- ``NOT_CORRECT``: the final answer is retracted, negated, second-guessed or comes with
  a note to the grader → anything but ``correct``.
- ``SWAPPED``: the final answer is replaced by another valid value Y → ``wrong_answer``
  with Y extracted.

Meaning-changing transforms apply only to replies first graded ``correct`` (so the
change is observable); transforms that need the final answer, to replies graded
``correct`` or ``wrong_answer`` whose last line :func:`locate_final` reads; whole-reply
transforms (preambles, CRLF, non-breaking spaces, …) to every reply, except where a
note on the transform narrows them. The new value Y of a changing transform is the
answer kind's "next" value (:func:`other_value`): the next option letter, the other
word of a yes/no pair, the number plus one, the word list with its first two words
swapped, the Dyck sequence with its last bracket changed.

Decisions where readers may differ, and what was chosen:

- Text around ``<think>``: a preamble or sign-off goes into the visible answer (after
  ``</think>`` when something follows it); an echoed question or a ``Q:/A:`` scaffold,
  and wrapping the reasoning in ``<think>``, apply only to replies without ``<think>``
  (where it would go in a thinking reply is a guess).
- A preamble is not put before a ``Q:`` line that opens a question other than the row's
  (a thinking reply that invents a new question after ``</think>``): the grader sees no
  question, so it could not tell that invention from an echoed scaffold, which it must read.
- A sign-off applies only to finished replies (not ``truncated``, no unclosed
  ``<think>``, text after any ``</think>``, and the reply ends with sentence punctuation
  or a located answer line): after a reply cut off mid-word, a sign-off would make the
  cut look deliberate, and after a bare ``</think>`` it would be the whole visible answer.
- Dyck sequences and word lists are located only after an answer marker (``A:``,
  ``The answer is``): a bare line of brackets or words may end a sequence or list laid
  out over several lines. ``\\boxed{}`` is not used for a Dyck answer with a brace.
- A swap (Y instead of X) applies only where the text before the final statement that a
  reader weighs with it does not state X (by a broad test): the paragraph the statement
  closes, and in a thinking reply the whole visible answer after ``</think>``.
  ``… which is option (B).⏎⏎So the answer is (C).``, ``A: (C) Vincent⏎⏎Explanation: …⏎⏎So
  the answer is (D).`` or a second, different ``\\boxed{}`` states two answers, which a grader
  may rightly call ``multiple_answers``.
- Markdown bullets go only over reasoning lines that are not already list items,
  headings, table rows, fences or tags, and only in replies without ``<think>`` and code
  fences.
- Two values joined inside one statement (``or``, ``|``, ``&``, ``\\lor``) are used for
  letters, yes/no words and numbers only; for word lists and Dyck sequences the join is
  itself ambiguous (``or`` could be a listed word), so those use separate sentences.
- Enumerating every option is a letters-only transform (for yes/no it is ``X or Y``).
"""
from __future__ import annotations

import json
import re
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation
from enum import Enum
from typing import Callable

LETTER, NUMBER, BINARY, DYCK, WORDS = "letter", "number", "binary", "dyck", "words"

#: BBH subtasks whose answer is one word of a pair, written as the gold writes it
BINARY_PAIRS = {
    "boolean_expressions": ("True", "False"),
    "causal_judgement": ("Yes", "No"),
    "navigate": ("Yes", "No"),
    "web_of_lies": ("Yes", "No"),
    "sports_understanding": ("yes", "no"),
    "formal_fallacies": ("valid", "invalid"),
}
NUMBER_SUBTASKS = {"object_counting", "multistep_arithmetic_two"}
LETTERS = "ABCDEFGHIJKLMNOPQR"
CLOSERS = ")]}>"
#: categories of a verdict that found an answer
ANSWERED = {"correct", "wrong_answer"}
#: the locator reads lines up to this length (a bound on the work on adversarial text)
MAX_LINE = 2000


@dataclass(frozen=True)
class Reply:
    """One model reply and what grading it needs."""

    id: str
    benchmark: str
    text: str
    gold: str
    question: str = ""
    subtask: str | None = None
    choices: tuple[str, ...] | None = None


def answer_kind(reply: Reply) -> str:
    """The kind of answer the reply's task asks for: letter, number, binary, dyck or words."""
    if reply.benchmark == "gsm8k":
        return NUMBER
    if reply.benchmark in ("mmlu", "socialiqa"):
        return LETTER
    if reply.benchmark != "bbh":
        raise ValueError(f"{reply.id}: no answer kind for benchmark {reply.benchmark!r}")
    if reply.subtask in BINARY_PAIRS:
        return BINARY
    if reply.subtask in NUMBER_SUBTASKS:
        return NUMBER
    return {"dyck_languages": DYCK, "word_sorting": WORDS}.get(reply.subtask, LETTER)


def _option_count(reply: Reply) -> int:
    if reply.choices:
        return len(reply.choices)
    index = LETTERS.find(reply.gold.strip("()")) if reply.gold else -1
    return max(2, index + 1)


def _decimal(text: str) -> Decimal | None:
    try:
        return Decimal(text)
    except InvalidOperation:
        return None


def canonical(reply: Reply, value: str | None) -> str | None:
    """``value`` written in the answer kind's canonical form (``(B)``, ``44``, ``Yes``,
    ``) ]``, ``apple pear``), or None when it is not a value of that kind."""
    if value is None:
        return None
    value = value.strip()
    kind = answer_kind(reply)
    if kind == LETTER:
        m = re.fullmatch(r"\(?([A-Ra-r])\)?", value)
        if not m or LETTERS.index(m.group(1).upper()) >= _option_count(reply):
            return None
        return f"({m.group(1).upper()})"
    if kind == NUMBER:
        return value if re.fullmatch(r"-?\d+(?:\.\d+)?", value) else None
    if kind == BINARY:
        return next((w for w in BINARY_PAIRS[reply.subtask] if w.casefold() == value.casefold()), None)
    if kind == DYCK:
        chars = value.replace(" ", "")
        return " ".join(chars) if chars and all(c in CLOSERS for c in chars) else None
    words = value.split()
    return " ".join(words) if words else None


def same_value(reply: Reply, a: str | None, b: str | None) -> bool:
    """Whether two extracted values are the same answer as the kind reads it."""
    if a is None or b is None:
        return a is b
    ca, cb = canonical(reply, a), canonical(reply, b)
    if ca is None or cb is None:
        return a == b
    if answer_kind(reply) == NUMBER:
        return Decimal(ca) == Decimal(cb)
    return ca.casefold() == cb.casefold()


def other_value(reply: Reply, answer: str) -> str | None:
    """A different valid value of the same kind (canonical form), or None when there is none."""
    kind = answer_kind(reply)
    if kind == LETTER:
        n = _option_count(reply)
        return f"({LETTERS[(LETTERS.index(answer[1]) + 1) % n]})" if n > 1 else None
    if kind == NUMBER:
        number = Decimal(answer) + 1
        return str(number)
    if kind == BINARY:
        first, second = BINARY_PAIRS[reply.subtask]
        return second if answer == first else first
    if kind == DYCK:
        last = answer[-1]
        return answer[:-1] + CLOSERS[(CLOSERS.index(last) + 1) % len(CLOSERS)]
    words = answer.split()
    if len(words) < 2 or words[0].casefold() == words[1].casefold():
        return None
    return " ".join([words[1], words[0], *words[2:]])


def every_option(reply: Reply) -> tuple[str, ...] | None:
    """All option letters (canonical) for a letter task whose option count is known."""
    if answer_kind(reply) != LETTER or not reply.choices:
        return None
    return tuple(f"({c})" for c in LETTERS[: len(reply.choices)])


# ---------------------------------------------------------------------------------------
# Locating the final answer statement

_LEAD = r"(?:(?:so|therefore|thus|hence|finally|in conclusion)\s*,?\s*)?"
_MARKER = (r"(?:(?:the\s+)?(?:final\s+|correct\s+)?(?:answer|result)\s+(?:is|would\s+be|should\s+be)\s*:?"
           r"|(?:final[\s_]*)?answer\s*:"
           r"|a\s*:"
           r"|\#{4}(?:\s*(?:final\s+)?answer\s*:)?)\s*")
_VALUE = {
    NUMBER: r"\$?(?P<value>[-−]?\$?\d[\d,]*(?:\.\d+)?)",
    BINARY: r"(?P<value>[A-Za-z]+)",
    DYCK: r"(?P<value>[)\]}>](?:[ \t]*[)\]}>])*)",
    WORDS: r"(?P<value>[^\s,.$\\{}][^\s,]*(?:(?:,[ \t]*|[ \t]+)[^\s,]+)*?)",
}


def _statement(value: str, *, marked: bool = False) -> re.Pattern:
    """A plain statement of ``value``; ``marked``: only after an answer marker (no bare line)."""
    body = rf"(?P<box>\$?\\boxed\{{)?{value}(?(box)\}}\$?)"
    marker = f"(?:{_MARKER})" + ("" if marked else "?")
    return re.compile(rf"{_LEAD}{marker}(?:option\s+)?{body}\s*[.!]?", re.IGNORECASE)


# A bare line of brackets or words may be the last line of a sequence or list laid out over
# several lines, so Dyck sequences and word lists count only after an answer marker.
_STATEMENTS = {kind: _statement(value, marked=kind in (DYCK, WORDS)) for kind, value in _VALUE.items()}


def _letter_statement(letter: str, option_text: str | None) -> re.Pattern:
    value = rf"(?-i:\({letter}\)|{letter}\)|{letter}\b)"
    if option_text:
        value += rf"(?:\s*[:.\-–—]?\s*{re.escape(option_text.rstrip('.'))})?"
    return _statement(value)


def _reads_as(reply: Reply, kind: str, written: str, answer: str) -> bool:
    """Whether the value written in the located line is ``answer`` (canonical) of ``kind``."""
    if kind == NUMBER:
        digits = written.replace("−", "-").replace("$", "")
        if "," in digits and not re.fullmatch(r"-?\d{1,3}(?:,\d{3})+(?:\.\d+)?", digits):
            return False
        number = _decimal(digits.replace(",", ""))
        return number is not None and number == Decimal(answer)
    if kind == WORDS:
        return [w.casefold() for w in re.split(r"[,\s]+", written.strip().rstrip(".!"))] == \
            [w.casefold() for w in answer.split()]
    return canonical(reply, written) == answer


@dataclass(frozen=True)
class Final:
    """The reply's located final answer statement: ``head + line + tail`` is the reply.

    ``answer`` is the value it states (canonical), ``other`` a different valid value
    (or None), ``options`` every option of a letter task (or None)."""

    head: str
    line: str
    tail: str
    answer: str
    other: str | None
    options: tuple[str, ...] | None


def has_unclosed_think(text: str) -> bool:
    return text.count("<think>") > text.count("</think>")


_SCAFFOLD = re.compile(r"\s*(?:\*\*)?(?:Q|Question|Problem)\s*:", re.IGNORECASE)


def _scaffold_after_reasoning(text: str) -> bool:
    """A question opening the text after closed reasoning. The grader, which sees no question, reads
    it as a new exercise (the reasoning had answered: the labelling guide's adjudication of invented
    follow-ups), so a final statement after it is not where the reply's answer is read."""
    end = text.rfind("</think>")
    return end >= 0 and not has_unclosed_think(text) and bool(_SCAFFOLD.match(text, end + len("</think>")))


def locate_final(reply: Reply, extracted: str | None) -> Final | None:
    """The reply's last line when it is a plain statement of ``extracted``, else None."""
    answer = canonical(reply, extracted)
    text = reply.text
    if answer is None or has_unclosed_think(text) or _scaffold_after_reasoning(text):
        return None
    body = text.rstrip()
    start = body.rfind("\n") + 1
    line = body[start:]
    if not line.strip() or len(line) > MAX_LINE:
        return None
    kind = answer_kind(reply)
    plain = " ".join(line.replace("**", "").split())
    if kind == LETTER:
        letter = answer[1]
        index = LETTERS.index(letter)
        option_text = reply.choices[index] if reply.choices and index < len(reply.choices) else None
        found = _letter_statement(letter, option_text).fullmatch(plain) is not None
    else:
        m = _STATEMENTS[kind].fullmatch(plain)
        found = m is not None and _reads_as(reply, kind, m.group("value"), answer)
    if not found:
        return None
    return Final(text[:start], line, text[len(body):], answer, other_value(reply, answer), every_option(reply))


# ---------------------------------------------------------------------------------------
# Transforms

class Expect(Enum):
    SAME = "same verdict (correct, category, extracted value)"
    MULTIPLE = "multiple_answers"
    NOT_CORRECT = "not correct"
    SWAPPED = "wrong_answer, the new value extracted"


@dataclass(frozen=True)
class Subject:
    """A reply, its original verdict and, when it could be located, its final statement."""

    reply: Reply
    category: str
    extracted: str | None
    final: Final | None

    @classmethod
    def of(cls, reply: Reply, category: str, extracted: str | None) -> "Subject":
        final = locate_final(reply, extracted) if category in ANSWERED else None
        return cls(reply, category, extracted, final)


def category_of(verdict) -> str:
    """A verdict's category as its string value."""
    return getattr(verdict.category, "value", verdict.category)


@dataclass(frozen=True)
class Transform:
    """One rewrite of a reply and the verdict it must leave (:class:`Expect`).

    ``rewrite`` returns the new reply text, or None where the transform does not apply."""

    name: str
    expect: Expect
    rewrite: Callable[[Subject], str | None]
    doc: str

    @property
    def preserving(self) -> bool:
        return self.expect is Expect.SAME

    def apply(self, s: Subject) -> str | None:
        """The rewritten reply, or None when the transform does not apply to ``s``."""
        if not self.preserving and s.category != "correct":
            return None
        new = self.rewrite(s)
        return None if new is None or new == s.reply.text else new

    def holds(self, s: Subject, before, after) -> bool:
        """Whether verdict ``after`` of the rewritten reply is what this transform expects."""
        category = category_of(after)
        if self.expect is Expect.SAME:
            return (after.correct == before.correct and category == category_of(before)
                    and same_value(s.reply, after.extracted, before.extracted))
        if self.expect is Expect.MULTIPLE:
            return not after.correct and category == "multiple_answers"
        if self.expect is Expect.NOT_CORRECT:
            return not after.correct and category != "correct"
        return (not after.correct and category == "wrong_answer"
                and same_value(s.reply, after.extracted, s.final.other))


TRANSFORMS: list[Transform] = []


def transform(expect: Expect):
    """Register the decorated rewrite as a transform named after the function."""
    def register(fn: Callable[[Subject], str | None]):
        TRANSFORMS.append(Transform(fn.__name__, expect, fn, (fn.__doc__ or "").strip()))
        return fn
    return register


def _visible_start(text: str) -> int:
    """Where the visible answer starts: after ``</think>`` when text follows it, else 0."""
    end = text.rfind("</think>")
    if end < 0 or has_unclosed_think(text):
        return 0
    after = end + len("</think>")
    rest = text[after:]
    if not rest.strip():
        return 0
    return after + len(rest) - len(rest.lstrip())


def _squeeze(text: str) -> str:
    return " ".join(text.split()).casefold()


def _opens_another_question(s: Subject, at: int) -> bool:
    """Whether the text at ``at`` opens with a ``Q:``/``Question:`` line that is not the row's
    question: a question the model invented. A grader sees no question, so after a preamble
    it could not tell that invention from an echo of the row's question, which must be read."""
    m = re.match(r"\s*(?:\*\*)?(?:Q|Question)\s*:(?:\*\*)?(.*)", s.reply.text[at:at + 400], re.IGNORECASE)
    if m is None:
        return False
    start = _squeeze(m.group(1))[:60]
    return not start or start not in _squeeze(s.reply.question)


def _prepend(s: Subject, preamble: str) -> str | None:
    """``preamble`` at the start of the visible answer; None before an invented question."""
    at = _visible_start(s.reply.text)
    if _opens_another_question(s, at):
        return None
    return s.reply.text[:at] + preamble + s.reply.text[at:]


def _no_think(s: Subject) -> bool:
    return "<think>" not in s.reply.text and "</think>" not in s.reply.text


def _finished(s: Subject) -> bool:
    """Not cut off: not ``truncated``, any ``<think>`` closed and followed by an answer, and
    ending with sentence punctuation or a located answer line."""
    text = s.reply.text
    if s.category == "truncated" or has_unclosed_think(text) or not text.strip():
        return False
    if "</think>" in text and not text[text.rfind("</think>") + len("</think>"):].strip():
        return False
    return s.final is not None or text.rstrip()[-1] in ".!?)]}>*\"'`$"


def _has_other(s: Subject) -> bool:
    return s.final is not None and s.final.other is not None


def _joinable(s: Subject) -> bool:
    """Whether two values can be joined inside one statement (not word lists or Dyck)."""
    return _has_other(s) and answer_kind(s.reply) in (LETTER, NUMBER, BINARY)


def _boxable(s: Subject) -> bool:
    """Whether the answers fit in ``\\boxed{}``: a Dyck brace would close the box itself."""
    f = s.final
    return f is not None and not any(c in value for value in (f.answer, f.other or "") for c in "{}")


def _last_paragraph(text: str) -> str:
    visible = text[text.rfind("</think>") + len("</think>"):] if "</think>" in text else text
    return re.split(r"\n[ \t]*\n", visible.strip())[-1]


def _mentions(reply: Reply, text: str, answer: str) -> bool:
    """Whether ``text`` names ``answer`` (canonical) in some written form; deliberately broad."""
    kind = answer_kind(reply)
    if kind == LETTER:
        letter = answer[1]
        own = _option_text(reply, letter)
        if own and any(_ANSWER_LINE_LEAD.sub("", line).strip(" \t*_.").casefold() == own
                       for line in text.split("\n")):
            return True  # a line that gives the option's own text ("A: The orange ball.")
        return re.search(rf"\({letter}\)|\b{letter}\)|\{{{letter}\}}|\b(?i:option)\s+{letter}\b|"
                         rf"\*\*{letter}\b|(?i:answer)\W+{letter}\b", text) is not None
    if kind == NUMBER:
        return any(_reads_as(reply, NUMBER, token, answer)
                   for token in re.findall(r"[-−]?\d[\d,]*(?:\.\d+)?", text))
    if kind == BINARY:
        return re.search(rf"\b{answer}\b", text, re.IGNORECASE) is not None
    squeezed = re.sub(r"[\s,]+", " ", text).casefold()
    return (answer.replace(" ", "") in text.replace(" ", "")) if kind == DYCK else answer.casefold() in squeezed


def _answer_before(head: str) -> str:
    """The answer text before a final statement that a reader weighs with it: a thinking reply's
    whole visible answer (after ``</think>``), else the paragraph the statement closes."""
    if "</think>" in head:
        return head[head.rfind("</think>") + len("</think>"):]
    return _last_paragraph(head)


_ANSWER_LINE_LEAD = re.compile(r"(?i)^[ \t>*_#-]*(?:(?:A|Answer)[ \t*_]*:)?[ \t*_]*(?:the[ \t]+)?")


def _option_text(reply: Reply, letter: str) -> str | None:
    """Option ``letter``'s own text, spaces squeezed and casefolded, when the options are known."""
    index = LETTERS.find(letter)
    if not reply.choices or not 0 <= index < len(reply.choices):
        return None
    return re.sub(r"^the\s+|\s+", lambda m: "" if m.group(0).strip() else " ", reply.choices[index].strip(),
                  flags=re.I).casefold()


def _swappable(s: Subject) -> bool:
    """Whether swapping the final value reads as one new answer: the answer text before the
    statement (:func:`_answer_before`) does not state the old one, else two answers stand together."""
    return _has_other(s) and not _mentions(s.reply, _answer_before(s.final.head), s.final.answer)


def _all_options(s: Subject) -> bool:
    return s.final is not None and s.final.options is not None and len(s.final.options) > 1


# --- meaning-preserving: around the reply ------------------------------------------------

@transform(Expect.SAME)
def preamble_sure(s):
    """``Sure!`` and a blank line before the visible answer."""
    return _prepend(s, "Sure!\n\n")


@transform(Expect.SAME)
def preamble_step_by_step(s):
    """``Okay, let's solve this step-by-step:`` before the visible answer."""
    return _prepend(s, "Okay, let's solve this step-by-step:\n\n")


@transform(Expect.SAME)
def preamble_great_question(s):
    """``Great question! Let's work through it.`` before the visible answer."""
    return _prepend(s, "Great question! Let's work through it.\n\n")


@transform(Expect.SAME)
def echo_question(s):
    """The row's own question echoed before the reasoning (replies without ``<think>``)."""
    if not _no_think(s) or not s.reply.question.strip():
        return None
    return s.reply.question.strip() + "\n\n" + s.reply.text


@transform(Expect.SAME)
def qa_scaffold(s):
    """The few-shot scaffold echoed: ``Q: <question>`` / ``A: Let's think step by step.``"""
    if not _no_think(s) or not s.reply.question.strip():
        return None
    return f"Q: {s.reply.question.strip()}\n\nA: Let's think step by step.\n" + s.reply.text


@transform(Expect.SAME)
def preamble_and_scaffold(s):
    """Issue 14's chat reply: ``Okay, let's solve this step-by-step:`` then the ``Q:/A:`` scaffold."""
    scaffold = qa_scaffold(s)
    return None if scaffold is None else "Okay, let's solve this step-by-step:\n\n" + scaffold


@transform(Expect.SAME)
def signoff_hope(s):
    """``Hope this helps!`` after a finished reply."""
    return s.reply.text.rstrip() + "\n\nHope this helps!" if _finished(s) else None


@transform(Expect.SAME)
def signoff_questions(s):
    """``Let me know if you have questions.`` after a finished reply."""
    return s.reply.text.rstrip() + "\n\nLet me know if you have questions." if _finished(s) else None


@transform(Expect.SAME)
def crlf_line_ends(s):
    """Every line ending written as CRLF."""
    return s.reply.text.replace("\r\n", "\n").replace("\n", "\r\n")


@transform(Expect.SAME)
def nonbreaking_spaces(s):
    """Every space written as a no-break space (U+00A0)."""
    return s.reply.text.replace(" ", "\u00a0")


@transform(Expect.SAME)
def trailing_whitespace(s):
    """A space at the end of every line, and blank lines after the reply."""
    return "\n".join(line + " " for line in s.reply.text.split("\n")) + "\n\n"


@transform(Expect.SAME)
def paragraph_gaps_widened(s):
    """Every blank line between paragraphs made two blank lines."""
    return re.sub(r"\n(?:[ \t]*\n)+", "\n\n\n", s.reply.text)


@transform(Expect.SAME)
def paragraph_gaps_collapsed(s):
    """Runs of several blank lines made one blank line."""
    return re.sub(r"\n(?:[ \t]*\n){2,}", "\n\n", s.reply.text)


# --- meaning-preserving: the final statement set apart or restated ---------------------------

@transform(Expect.SAME)
def final_own_paragraph(s):
    """The final statement, unchanged, set off by a blank line."""
    f = s.final
    if f is None or not f.head.strip() or f.head.endswith("\n\n"):
        return None
    return f.head.rstrip() + "\n\n" + f.line + f.tail


def _after_reasoning(s: Subject) -> Final | None:
    """The final statement when reasoning precedes it in a reply without ``<think>``."""
    f = s.final
    return f if f is not None and f.head.strip() and _no_think(s) else None


@transform(Expect.SAME)
def answer_up_front(s):
    """``**Answer: <X>**`` before the reasoning as well as after it (answer-first style)."""
    f = _after_reasoning(s)
    return None if f is None else f"**Answer: {f.answer}**\n\n" + s.reply.text


@transform(Expect.SAME)
def think_wrap(s):
    """The reasoning wrapped in ``<think>…</think>``, the final statement kept after it."""
    f = _after_reasoning(s)
    return None if f is None else f"<think>\n{f.head.strip()}\n</think>\n\n{f.line}{f.tail}"


@transform(Expect.SAME)
def markdown_headings(s):
    """``## Reasoning`` over the reasoning and ``## Answer`` over the final statement."""
    f = _after_reasoning(s)
    return None if f is None else f"## Reasoning\n\n{f.head.strip()}\n\n## Answer\n\n{f.line}{f.tail}"


_NOT_BULLETED = re.compile(r"\s*(?:[-*+•>#|<$]|\d+[.)]|[A-Za-z][.)]\s|\(?[A-R]\)|```|\\)")


@transform(Expect.SAME)
def markdown_bullets(s):
    """``- `` before each plain reasoning line (not list items, headings, tables, fences, tags)."""
    f = _after_reasoning(s)
    if f is None or any(fence in s.reply.text for fence in ("```", "\\[", "$$")):
        return None
    lines = [line if not line.strip() or _NOT_BULLETED.match(line) else f"- {line.lstrip()}"
             for line in f.head.split("\n")]
    return "\n".join(lines) + f.line + f.tail


# --- the final statement replaced: one row per transform ---------------------------------
#
# Each row names the transform, what it must leave, the new final statement (``f.answer`` is
# X, ``f.other`` the new value Y, ``f.line`` the original statement, ``f.options`` every
# option) and, where it does not suit every located statement, when it applies. A
# ``block`` layout is set off by a blank line. The docstring shows it on ``<X>``/``<Y>``.

_EXAMPLE = Final("", "<statement>", "", "<X>", "<Y>", ("(A)", "(B)", "(C)"))


def _located(s: Subject) -> bool:
    return s.final is not None


def _final_row(name: str, expect: Expect, layout: Callable[[Final], str], *, block: bool = False,
               when: Callable[[Subject], bool] = _located) -> None:
    def rewrite(s: Subject) -> str | None:
        if not when(s):
            return None
        head = s.final.head
        if block and head.strip():
            head = head.rstrip() + "\n\n"
        return head + layout(s.final) + s.final.tail
    TRANSFORMS.append(Transform(name, expect, rewrite, f"final statement -> {layout(_EXAMPLE)!r}"))


def _json(**values: str) -> str:
    return json.dumps(values, ensure_ascii=False)


SAME, MULTIPLE, NOT_CORRECT, SWAPPED = Expect.SAME, Expect.MULTIPLE, Expect.NOT_CORRECT, Expect.SWAPPED
# meaning-preserving: X in another layout
_final_row("final_heading", SAME, lambda f: f"## Final Answer\n\n{f.answer}", block=True)
_final_row("final_table", SAME, lambda f: f"| Question | Answer |\n|---|---|\n| 1 | {f.answer} |", block=True)
_final_row("final_json", SAME, lambda f: _json(answer=f.answer), block=True)
_final_row("final_json_fenced", SAME, lambda f: f"```json\n{_json(answer=f.answer)}\n```", block=True)
_final_row("final_arrow", SAME, lambda f: f"=> {f.answer}")
_final_row("final_unicode_arrow", SAME, lambda f: f"→ {f.answer}")
_final_row("final_spanish", SAME, lambda f: f"Respuesta: {f.answer}")
_final_row("final_french", SAME, lambda f: f"Réponse : {f.answer}")
_final_row("final_chinese", SAME, lambda f: f"答案：{f.answer}")
_final_row("final_bold", SAME, lambda f: f"The answer is **{f.answer}**.")
_final_row("final_boxed", SAME, lambda f: f"The final answer is $\\boxed{{{f.answer}}}$.", when=_boxable)
_final_row("final_quoted", SAME, lambda f: f'The answer is "{f.answer}".')
_final_row("final_blockquote", SAME, lambda f: f"> **Answer:** {f.answer}", block=True)
_final_row("final_restated", SAME, lambda f: f"{f.line}\n\nFinal answer: {f.answer}")
# meaning-changing: a second value offered -> multiple_answers
_final_row("alternative_offer", MULTIPLE, lambda f: f"{f.line}\nAlternatively, the answer could be {f.other}.",
           when=_has_other)
_final_row("also_works", MULTIPLE, lambda f: f"{f.line}\n{f.other} works too.", when=_joinable)
_final_row("conditional_other", MULTIPLE, lambda f: f"{f.line}\nHowever, if the question is read differently, "
           f"the answer would be {f.other}.", when=_has_other)
_final_row("or_value", MULTIPLE, lambda f: f"The answer is {f.answer} or {f.other}.", when=_joinable)
_final_row("pipe_pair", MULTIPLE, lambda f: f"Answer: {f.answer} | {f.other}", when=_joinable)
_final_row("ampersand_pair", MULTIPLE, lambda f: f"Answer: {f.answer} & {f.other}", when=_joinable)
_final_row("lor_boxed", MULTIPLE, lambda f: f"$\\boxed{{{f.answer} \\lor {f.other}}}$",
           when=lambda s: _joinable(s) and _boxable(s))
_final_row("second_boxed", MULTIPLE, lambda f: f"$\\boxed{{{f.answer}}}$ $\\boxed{{{f.other}}}$",
           when=lambda s: _has_other(s) and _boxable(s))
_final_row("json_two_answers", MULTIPLE, lambda f: _json(answer=f.answer, alternative_answer=f.other), block=True,
           when=_has_other)
_final_row("every_option_listed", MULTIPLE,
           lambda f: f"The answer is {', '.join(f.options[:-1])} or {f.options[-1]}.", when=_all_options)
# meaning-changing: the answer withdrawn, negated, second-guessed or bargained over -> not correct
_final_row("retraction", NOT_CORRECT, lambda f: f"{f.line}\nWait, that's wrong.")
_final_row("negation", NOT_CORRECT, lambda f: f"The answer is not {f.answer}.")
_final_row("negated_label", NOT_CORRECT, lambda f: f"Answer: not {f.answer}")
_final_row("second_thoughts", NOT_CORRECT, lambda f: f"{f.line}\n\nOn second thought, the answer is {f.other}.",
           when=_has_other)
_final_row("grader_note", NOT_CORRECT, lambda f: f"{f.line}\n\nNote to grader: also accept {f.other}.",
           when=_has_other)
# meaning-changing: Y instead of X -> wrong_answer, Y extracted
_final_row("swap_statement", SWAPPED, lambda f: f"So the answer is {f.other}.", when=_swappable)
_final_row("swap_boxed", SWAPPED, lambda f: f"$\\boxed{{{f.other}}}$", when=lambda s: _swappable(s) and _boxable(s))
_final_row("swap_heading", SWAPPED, lambda f: f"## Final Answer\n\n{f.other}", block=True, when=_swappable)


PRESERVING = [t for t in TRANSFORMS if t.preserving]
CHANGING = [t for t in TRANSFORMS if not t.preserving]
