"""Readers: what an answer of each kind looks like, for every layer of :mod:`.layers`.

A reader is called on each candidate (a statement's text, a boxed content, a
one-line answer) and returns a :class:`Reading` or None; ``strict`` candidates
must be the answer as a whole, statement texts may continue after the answer
("B because …"). For the weak layers it offers ``conclusion(section)`` and
``fallback(section)`` (built on ``mentions(text)``: every answer of its kind a
text names), and for the hedge rule ``value_at(text)``: the value a text opens
with ("or 19" → 19, "or possibly D" → D).
"""
from __future__ import annotations

import re
from bisect import bisect_right
from dataclasses import replace
from collections.abc import Callable, Sequence
from fractions import Fraction
from functools import lru_cache

from .answer import CLOSED_SENTENCE_END, EARLIER_LINE, WORKING_STEP, Reading, first_sentence, other_option_clause, sentences
from .choices import (LETTERS, LetterFound, OptionTexts, bare_letter, find_letter, letter_at, letters_in, match_option_text,
                      normalise_option_text, option_words, ordinal_mentions)
from .text import ANSWERED_ABROAD, asked_sentence
from .commitment import (ARITHMETIC, BOTH_KEPT, CHECK_OPENING, LEAD_CHARS, MULTIPLE, OK, ONLY_POSSIBLE, QUESTION, SUBMITS_BOTH, WITHDRAWN, approximate, restated_otherwise, spelled_otherwise,
                         counts_in, statement_lead, tentative)
from .conclusion import (DRAWS_FROM, TAIL_CHARS, beside_sibling, hedged, read_conclusion, read_last_mention, supposed_before,
                         supposes)
from .numbers import NUMBER, SUPERSCRIPT_DIGITS, UNFILLED_DIGIT, WORD_NUMBER, cjk_value, iter_values, iter_word_values, parse_number, token_value, word_value
from .polarity import CONCLUDES, LANDMARK, OFFERS, OTHER_NEGATORS, OTHER_NEGATORS_UNSPACED, PAST_PICK_AFTER, Polarity, asks, is_status_word, may_rule_out, rates_an_option, tag
from .wrappers import CHECK_MARKS, CROSS_MARKS, peel

# An option letter in brackets, said alone: "(C)", "[C]", "option (C)".
_BRACKETED_LETTER = re.compile(r"(?i:option[ \t]+|choice[ \t]+)?[(\[]([A-Z])[)\]][ \t.]*")
_BOLD = re.compile(r"\*\*([^*\n]{1,120})\*\*|__([^_\n]{1,120})__")
# The "A:" answer prefix of Q:/A: transcripts, when what follows is itself an option label.
_ANSWER_PREFIX = re.compile(r"^\s*A\s*:\s*(?=[*_]*[(\[]?[A-Za-z](?:[)\].:]|[*_]*\s*$)|[(\[]?[A-Za-z][)\]]?\s)")
# An option's text then its label, ending the text: "circle (J)", "The owl is the leftmost [B]".
# (Read from the end: a pattern reading it from the start backtracks on a long run of "*".)
_TRAILING_MARKS = re.compile(r"[\s*_.!]*")
_GAP_MARKS = re.compile(r"[\s*_]*")
_LABEL_LETTERS = frozenset("ABCDEFGHIJKLMNOPQRabcdefghijklmnopqr")


def text_and_label(text: str) -> tuple[str, str] | None:
    """``(text, letter)`` when ``text`` is up to 200 characters then an option's label, then only
    marks ("circle (J)", "The owl is the leftmost [B]."); else None."""
    end = len(text) - _TRAILING_MARKS.match(text[::-1]).end()  # (reversed: linear from the end)
    if end < 4 or text[end - 1] not in ")]" or text[end - 3] not in "([" or text[end - 2] not in _LABEL_LETTERS:
        return None
    opening = end - 3
    said_end = max(1, opening - _GAP_MARKS.match(text[opening - 1::-1]).end())
    return (text[:said_end], text[end - 2]) if said_end <= 200 else None


# What a sentence concludes starts after its last ", so", ", therefore", … or dash.
_CONSEQUENCE_MARK = re.compile(DRAWS_FROM + r"|[ \t][—–][ \t]")


def _last_consequence_end(text: str) -> int:
    """Where what ``text`` concludes starts (after its last ", so", ", therefore" … or dash), else 0."""
    end = 0
    for end in (m.end() for m in _CONSEQUENCE_MARK.finditer(text)):
        pass
    return end


# An option's label then text: "(B) Oxygen", "B. Oxygen", "Option (B): Oxygen", "Choice B - Oxygen".
_LETTER_FULL_STOP = re.compile(r"(?:(?i:option|choice)[ \t]+)?[A-Za-z][ \t]*[.,]")  # (or its comma: "A, fun." names B)
_LABEL_AND_TEXT = re.compile(r"^(?:(?i:option|choice)[ \t]+)?[(\[]?\s*([A-Za-z])\s*(?:[)\]][ \t]*[:.\-–—]?|[.:,]|(?<=[ \t])[\-–—])\s+(.+)$",
                             re.S)


# --- numbers -------------------------------------------------------------------------------

# A value stated by a verb: "the cost is $70", "will be $220", "a total of 50" (not "to be 4 feet tall").
_STATED_VALUE = re.compile(r"(?i)\b(?:is|are|was|were|(?<!to )be|equals?|of)\s+(?:about\s+|approximately\s+|exactly\s+)?[*_]*"
                           r"(?=[-+$€£¥₹.\d])")  # ("which is **5 hours**": emphasis is no word)
_PLUS_MINUS = re.compile(r"(?:±|\\pm|\+/-)\s*")
# What opens a sentence's consequence, where its answer is: "…, so she makes $18", "…; therefore 18".
# The last arrow of a chain of results: "Final answer: 5 ⇒ 25", "G → … → W".
_LAST_ARROW = re.compile(r".*(?:⇒|→|⟹|⟶|->)")
# (… or the reply's own result set against another's: "The answer key says 9, but I get 5.")
_CONSEQUENCE = re.compile(r"(?i)\b(?:so|therefore|thus|hence|which\s+(?:means|makes|gives)|giving|making|"
                          r"but\s+(?:i|we)\s+(?:get|got|find|found|obtain|obtained|calculate|calculated|compute|computed|"
                          r"arrive\s+at|end\s+up\s+with))\b")
# (a number raised to a power is no value at all: :func:`.numbers.iter_values` skips "6¹⁶")
_OPERATOR_AFTER = re.compile(r"\s*(?:[-+/×÷^·⋅]|\*(?!\*)|x\s*\$?\d|\\times|\\cdot|⇒|→|⟹|⟶)")  # ("10** (= 2 · 5)": bold, no product)


def _values_of(text: str) -> list:
    """The value a text states, as a list (for :func:`.conclusion.beside_sibling`); none when the text
    rules it out ("Part 1: eliminate 960" is no sibling answer)."""
    reading = _value_in_sentence(text)
    if reading is None:
        return []
    if _may_negate(text) and any(value == reading.value and polarity is Polarity.NEGATED
                                           for _, _, value, polarity in tag(text, list(iter_values(text)))):
        return []
    return [reading.value]


def _value_in_sentence(sentence: str, listed: bool = True) -> Reading | None:
    """The answer value of one sentence: after its last ``=``, else after "is"/"of"/…, else its first
    number after its last "so"/"therefore" ("She sells 9 eggs, so she makes $18."), else its first
    number (a list item's number counts only when the text has no list: ``listed``)."""
    scope = sentence.rsplit("=", 1)[1] if "=" in sentence else \
        sentence[arrow.end():] if (arrow := _LAST_ARROW.match(sentence)) else sentence  # ("5 ⇒ 25": a chain ends at 25)
    values = _without_places(scope, [v for v in iter_values(scope) if not (listed and _ENUMERATOR.match(scope, v[0]))])
    if scope is not sentence and values and _UNSOLVED_LEFT.search(sentence, 0, len(sentence) - len(scope) - 1):
        start, end, value = values[0]  # "the x that satisfies 3x = 110": an equation left unsolved
        return Reading(value, scope[start:end], ambiguous=True)
    if not values:
        return _worded_consequence(sentence)
    if len(values) > 1:  # (after a "=" too: "3 × $30 = $90 for overtime, so she was paid $250")
        consequence = None
        for consequence in _CONSEQUENCE.finditer(scope, 0, values[-1][0]):
            pass
        if consequence is not None and consequence.start() > values[0][0]:
            values = [v for v in values if v[0] >= consequence.end()]
    if "=" in sentence and scope is not sentence and (equated := _equated_value(sentence[: len(sentence) - len(scope) - 1])) is not None \
            and equated != values[0][2]:
        start, end, value = values[0]  # "19 (= 18)", "20 = 21": a value said equal to another is two values
        return Reading(value, scope[start:end], ambiguous=True)
    if scope is sentence:
        after_verb = {m.end() for m in _STATED_VALUE.finditer(scope)}
        stated = [v for v in values if v[0] in after_verb]
        if stated:
            values = stated[-1:]
    if len(values) > 1 and (given := _question_numbers(QUESTION.get())) and values[0][2] in given and \
            not any(_OR_BETWEEN.search(scope, a[1], b[0]) for a, b in zip(values, values[1:])):
        # "So 6 erasers and 8 pencils cost $36.": the quantities the question gives, restated, then the result
        # (not values offered as alternatives: "the answer is either 10 or 15", 10 being the question's too)
        fresh = [v for v in values if v[2] not in given]
        values = fresh if len(fresh) == 1 else values  # (one new value only: "8, 16, 64, 88, 12" still lists five)
    if len(values) > 1 and (converted := in_asked_unit(scope, values)) is not None:
        values = [converted]  # "= 120 minutes, which is 2 hours." when the question asks in hours
    start, end, value = values[0]
    return Reading(value, scope[start:end])


_OR_BETWEEN = re.compile(r"(?i)\bor\b|\bvs\b|\bversus\b")
# A value said again in another unit: "120 minutes, which is 2 hours", "120 minutes (2 hours)", "120 minutes = 2 hours".
_RESTATED_IN = re.compile(r"(?i)[\s*_]*(?:,?\s*(?:which\s+is|i\.\s?e\.,?|that\s+is,?|or)|\(|=|→)\s*(?:exactly\s+)?[*_]*")
_UNIT_AFTER = re.compile(r"[*_]*[ \t]*([A-Za-z]{2,})")
# Units written short or in imperial measure, for the "or" test ("480 mins or 8 hours", "41.6 miles or 67 kilometers").
_UNIT_SHORT = frozenset("ft in lb oz yd mi mile kilometer pound ounce ton gallon quart pint cup mph millisecond ms penny "
                        "pennie quarter dime nickel dozen tablespoon teaspoon tbsp tsp acre hectare".split())
# The unit a question asks its answer in: "How long …, in hours?", "How many hours …?".
_ASKED_UNIT = re.compile(r"(?i)\b(?:in|how\s+many|number\s+of)\s+([a-z]{2,})\b")


def in_asked_unit(text: str, values: list) -> tuple | None:
    """Of a value and its restatement in another unit (``values``: ``(start, end, value)`` in ``text``),
    the one in the unit the question asks for ("120 minutes, which is 2 hours" when it asks in hours);
    None when there is no such pair or the first value already has that unit."""
    asked = _asked_unit(QUESTION.get())
    if asked is None:
        return None
    for first, later in zip(values, values[1:]):
        unit = _UNIT_AFTER.match(text, first[1])
        joined = _RESTATED_IN.fullmatch(text, unit.end(), later[0]) if unit is not None else None
        first_unit = _stem_of(unit.group(1)) if joined is not None else None
        if joined is None or first_unit == asked:
            continue
        said_in = _UNIT_AFTER.match(text, later[1])
        if said_in is not None and _stem_of(said_in.group(1)) == asked and \
                _same_quantity(first[2], first_unit, later[2], asked) and \
                (_OR_BETWEEN.search(joined.group(0)) is None or first_unit in _UNIT_KIND or first_unit in _UNIT_SHORT):
            return later  # (an "or" restates only in a unit of its own kind: "26 articles or 104 hours" gives two values)
    return None


# Units a restatement is checked in ("120 minutes, which is 2 hours"): their size in a base unit.
_UNIT_SIZE = {"second": 1, "minute": 60, "hour": 3600, "day": 86400, "week": 604800, "sec": 1, "min": 60, "hr": 3600,
              "cent": 1, "dollar": 100,
              "inch": 1, "foot": 12, "feet": 12, "yard": 36, "gram": 1, "kilogram": 1000, "kg": 1000,
              "milliliter": 1, "ml": 1, "liter": 1000, "litre": 1000, "millimeter": 1, "mm": 1, "centimeter": 10,
              "cm": 10, "meter": 1000, "metre": 1000, "kilometer": 1000000, "km": 1000000}
_UNIT_KIND = {unit: kind for kind, units in (("time", ("second", "minute", "hour", "day", "week", "sec", "min", "hr")),
              ("money", ("cent", "dollar")), ("length", ("inch", "foot", "feet", "yard")), ("mass", ("gram", "kilogram", "kg")),
              ("volume", ("milliliter", "ml", "liter", "litre")),
              ("metric", ("millimeter", "mm", "centimeter", "cm", "meter", "metre", "kilometer", "km"))) for unit in units}


def _same_quantity(first, first_unit: str, second, second_unit: str) -> bool:
    """Two values in two units name one quantity, as far as the units are known ("120 minutes" and "2
    hours" do; "150 minutes" and "2 hours" do not; units not known are taken at their word)."""
    kind = _UNIT_KIND.get(first_unit)
    if kind is None or kind != _UNIT_KIND.get(second_unit):
        return kind is None or second_unit not in _UNIT_KIND
    return first * _UNIT_SIZE[first_unit] == second * _UNIT_SIZE[second_unit]


def _stem_of(unit: str) -> str:
    """A unit's singular ("hours" -> "hour", "inches" -> "inch")."""
    unit = unit.casefold()
    return unit[:-2] if unit.endswith(("ches", "shes")) else unit.rstrip("s")


@lru_cache(maxsize=64)
def _asked_unit(question: str | None) -> str | None:
    """The unit the question's asking sentence asks its answer in (its stem), if it names one."""
    if not question:
        return None
    units = [_stem_of(m.group(1)) for m in _ASKED_UNIT.finditer(asked_sentence(question)) if _stem_of(m.group(1)) in _UNIT_SIZE]
    return units[-1] if units else None  # ("How many minutes … in the morning?": minutes)


@lru_cache(maxsize=64)
def _question_numbers(question: str | None) -> frozenset:
    """The numbers the row's question states (empty when the host passed no question)."""
    return frozenset(v for _, _, v in iter_values(question)) if question else frozenset()


def _worded_values(sentence: str) -> list:
    """The numbers a sentence says in words, as ``(start, end, value)``: a lone "one" is a pronoun far
    more often than a number, "zero chance of 68" gives no 0, and "thirty-two minus three" works on
    its numbers."""
    return [w for w in iter_word_values(sentence) if sentence[w[0]:w[1]].casefold() != "one"
            and not _ODDS_NOUN.match(sentence, w[1]) and not _operand(sentence, w[0], w[1])
            and not (_SIGN_WORD.match(sentence, w[0]) and _subtracted(sentence, w[0]))]


# A sign said in words: "minus three" is -3 alone, and a subtraction after a number ("thirty-two minus three").
_SIGN_WORD = re.compile(r"(?i)minus\b")
_NUMBER_WORD_BEFORE = re.compile(r"([^\W\d_]+|\d)[ \t]*$")


def _subtracted(sentence: str, start: int) -> bool:
    """A number stands right before the sign word at ``start``."""
    before = _NUMBER_WORD_BEFORE.search(sentence, max(0, start - 24), start)
    return before is not None and (before.group(1).isdigit() or word_value(before.group(1)) is not None)


# A count in words heading the list of what it counts: "Three: a toaster, a table, and a fridge."
_COUNT_THEN_LIST = re.compile(r"(?i)[\s*_]*(" + WORD_NUMBER.pattern.removeprefix("(?i)") + r")[\s*_]*:[^:\n]*(?:,|\band\b)")


# A sentence that ends by stating how many there are, as a count's conclusion does: "You have fourteen fruits.", "In
# total, there are seven vegetables.", "We have twelve objects." The count and its noun end the sentence (not "You have
# three days of dance class in a week."), and the noun is what the question asks to count; under a condition the count
# is only supposed ("If the yam is a tuber, you have six vegetables.").
_COUNT_STATED = re.compile(r"(?i)(?:(?:in\s+total|altogether|overall)[\s,]+)?\b(?:you|we|i|they|there)\s+"
                           r"(?:have|are|own|count|'ve\s+got|have\s+got)\s+(?:a\s+total\s+of\s+|in\s+total\s+)?"
                           r"(?=[^\W\d_][\w-]*(?:[ \t]+[^\W\d_][\w'-]*){0,2}(?:[ \t]+(?:in[ \t]+total|altogether|total))?[\s*_.!]*$)")
_WORD_AFTER = re.compile(r"[\s*_]+([^\W\d_][\w'-]*)")  # (the count's noun)


def _worded_consequence(sentence: str) -> Reading | None:
    """A consequence that gives its number in words: "So the total comes to fifty-four.", "You have fourteen
    fruits." (one value, a lone "one" aside; two are read as the first, offered beside the second)."""
    consequence = _CONSEQUENCE.search(sentence)
    if consequence is None and (count := _COUNT_STATED.search(sentence)) is not None:
        rest = sentence[count.end():]
        said = _worded_values(rest)
        noun = _WORD_AFTER.match(rest, said[0][1]) if len(said) == 1 else None
        if noun is not None and counts_in(noun.group(1), QUESTION.get() or ""):
            return Reading(said[0][2], rest[said[0][0]:said[0][1]])  # "You have fourteen fruits." (of "How many
        return None  # fruits do I have?"; not "You have three violins." after the count of instruments)
    if consequence is None and (count := _COUNT_THEN_LIST.match(sentence)) is not None and \
            (worded := word_value(count.group(1))) is not None:
        return Reading(Fraction(worded), count.group(1))  # "Three: a toaster, a table, and a fridge."
    if consequence is None or not any(map(str.isalpha, sentence)):
        return None
    breakdown = sentence.find(":", consequence.end())
    if breakdown != -1:
        sentence = sentence[:breakdown]  # "So, the user has three objects: one chair and two microwaves."
    sentence = sentence[consequence.start():]  # ("… is three years younger, so thirty-two minus three — twenty-nine")
    said = _worded_values(sentence)
    if not said:
        return None
    start, end, value = said[0]
    return Reading(value, sentence[start:end], ambiguous=len({w[2] for w in said}) > 1)


# What may stand between a value and the "=" that restates it: "19 (= 18)", "**20** = 21".
_EQUATED_GAP = re.compile(r"[\s(*_$]*$")
_OPERATOR_BEFORE = re.compile(r"(?:[-–−+*/×÷^]|\\times|\\cdot|\\div|\d\s*x)\s*\$?\s*$")
_ARROW_BEFORE = re.compile(r"(?:→|->|⇒|⟶|⟹)\s*$")


def _equated_value(left: str):
    """The value a "=" restates when the text before it ends with a bare number, not with working
    ("2 + 3 = 5" works; in "19 (= 18)" the number is said to equal another)."""
    gap = _EQUATED_GAP.search(left)
    values = list(iter_values(left[max(0, gap.start() - 40): gap.start()]))
    if not values or values[-1][1] != min(40, gap.start()):
        return None
    start = gap.start() - min(40, gap.start()) + values[-1][0]
    if "/" in left[start: gap.start()] or _OPERATOR_BEFORE.search(left, max(0, start - 12), start):
        return None  # "110/5 = 22", "-29 – 7 = -36": worked on
    arrow = _ARROW_BEFORE.search(left, max(0, start - 12), start) if left[start: start + 1] in "-−+" else None
    if arrow is not None:
        # "190 → −80 = 110": a step of a running total, the change applied to the total before the arrow
        # (so "46 → −24 = 24" or a change with no total before it still equates two values)
        total = list(iter_values(left[max(0, arrow.start() - 40): arrow.start()]))
        if total and total[-1][1] == len(left[max(0, arrow.start() - 40): arrow.start()].rstrip()):
            return total[-1][2] + values[-1][2]
    return values[-1][2]


# A sign or bars around a bracketed number: "-(52)" is -52, "−(-25)" 25, "|-15|" 15.
_NEGATED_GROUP = re.compile(r"[ \t*_$]*[-−][ \t]*\([ \t]*([-−]?[ \t]*\d[\d,.]*)[ \t]*\)[ \t*_.]*")
_ABSOLUTE_BARS = re.compile(r"[ \t*_$]*\|[ \t]*([-−]?[ \t]*\d[\d,.]*)[ \t]*\|[ \t*_.]*")
# An equation whose left side still holds its unknown with other terms: "3x = 110", "x + 9 = 30" (the value
# after "=" is no solution); "x = 18" is solved.
_UNSOLVED_LEFT = re.compile(r"(?:\d[a-z](?![A-Za-z])|(?<![A-Za-z])[a-z][ \t]*[-+*/×÷^][ \t]*\d|"
                            r"\d[ \t]*[-+*/×÷^][ \t]*(?<![A-Za-z])[a-z](?![A-Za-z]))[^=\n]{0,20}$")


# A number that names a place, not a quantity: "entry number 50", "item #3", "position 4".
_INDEX_BEFORE = re.compile(r"(?i)\b(?:entry|item|index|position)\s+(?:number\s+|no\.?\s*|#\s*)?$")
# ... or a step (a part) of the reply's own working, named beside a value: "Final answer: Step 4's figure,
# **130**", "Part 2: confirm **1110**".
_STEP_BEFORE = re.compile(r"(?i)\b(?:step|stage|phase|row|column|method|approach|equation|eq\.?|part|turn|attempt|round|try|"
                          r"pass|draft|version|trial|question|problem|exercise)[\s*_]+"  # ("what I said in turn 1: 50")
                          r"(?:number\s+|no\.?\s*|#\s*)?$")
# An answer that is a place and nothing else: "6th", "6th place", "2nd position".
_ORDINAL_ANSWER = re.compile(r"(?i)(\d{1,4})(?:st|nd|rd|th)(?:[ \t]+(?:place|position|spot|rank))?[.!]?")
_INDEX_WORDS = frozenset("entry item index position".split())
_STEP_WORDS = frozenset("step stage phase row column method approach equation eq part turn attempt round try pass draft version "
                        "trial question problem exercise".split())
_LETTERS_RUN = re.compile(r"[a-z]+", re.IGNORECASE)
# An arithmetic expression left unevaluated as the whole answer: "(3 + 9) ÷ 2", "15 + 6".
_EXPRESSION = re.compile(r"[\s(]*-?\d[\d,.]*(?:[\s)]*[-+*/×÷^][\s(]*-?\d[\d,.]*)+[\s)]*[.!]?")


def _signed_group(text: str) -> Reading | None:
    """A bracketed number under a sign or absolute-value bars, read with them."""
    for pattern, sign in ((_NEGATED_GROUP, -1), (_ABSOLUTE_BARS, 0)):
        m = pattern.fullmatch(text)
        if m is not None and (inner := parse_number(m.group(1).replace("−", "-").replace(" ", ""))) is not None:
            return Reading(-inner if sign else abs(inner), text.strip())
    return None


def _without_places(text: str, values: list, steps_kept: bool = True) -> list:
    """``values`` (``(start, end, value)`` in ``text``) less the numbers that name a place ("entry number 50"),
    and the steps of the working named beside another value ("the total from Step 3, 575"; "the count from
    Step 1 / Step 2" points at values given elsewhere, and its numbers stay, unless not ``steps_kept``:
    a step named after the answer, "see also step 2", offers no 2)."""
    kept = [v for v in values if not _named_before(text, v[0], _INDEX_WORDS) or not _INDEX_BEFORE.search(text, max(0, v[0] - 24), v[0])]
    unstepped = [v for v in kept if not _named_before(text, v[0], _STEP_WORDS) or not _STEP_BEFORE.search(text, max(0, v[0] - 24), v[0])]
    return unstepped or kept if steps_kept else unstepped


def _named_before(text: str, at: int, words: frozenset) -> bool:
    """One of ``words`` stands among the few words before ``at`` (a cheap test before the pattern that places it: most
    numbers have none, and a pattern of many words tried at each of the characters before every number of a long list
    costs more than the rest of reading it)."""
    return any(word.lower() in words for word in _LETTERS_RUN.findall(text, max(0, at - 24), at))


def read_number(text: str, strict: bool) -> Reading | None:
    """A number stated in ``text``.

    Strict candidates (a boxed answer, a line of its own) must be one number (``x = 5`` in a box
    counts; a worked line such as ``2 + 3 = 5`` does not). A statement's text is read as a person
    reads it: a number right after the marker is the answer ("The answer is 600. (3 x 25 …)");
    otherwise the last sentence that has a number says it ("…Therefore, Julie had $300 left.").
    """
    if ("(" in text or "|" in text) and (signed := _signed_group(text)) is not None:
        return signed
    whole = peel(text)
    value = parse_number(whole)
    if value is not None:
        return Reading(value, whole)
    if WORD_NUMBER.fullmatch(whole) and (said := word_value(whole)) is not None:
        return Reading(Fraction(said), whole)  # "Answer: eight"
    if (ordinal := _ORDINAL_ANSWER.fullmatch(whole)) is not None:
        return Reading(Fraction(int(ordinal.group(1))), whole)  # "The answer is 6th place.": a place, counted as 6
    if not whole.isascii() and (said := cjk_value(whole)) is not None:
        return Reading(Fraction(said), whole)  # "答案是一千八百。"
    plus_minus = _PLUS_MINUS.match(whole)
    number = NUMBER.match(whole, plus_minus.end()) if plus_minus else None
    if number:  # "±50" offers 50 and -50
        return Reading(token_value(number), whole, ambiguous=True)
    if strict:
        return None
    if _EXPRESSION.fullmatch(whole) and (first := NUMBER.search(whole)) is not None:
        return Reading(token_value(first), first.group(0), ambiguous=True)  # "The answer is (3 + 9) ÷ 2.": not evaluated
    if (item := _ITEM_NUMBER.match(text)) is not None:
        text = text[item.end():]  # "1. 16" under "Final answers:": the item's value, not its number
    items = _LETTERED_VALUE.findall(text)
    if len(items) > 1 and len(items) == sum(1 for line in text.split("\n") if line.strip()):
        # a lettered list of lone values ("a) 80⏎b) 90"): each item offers its value
        values = {parse_number(item) for item in items}
        return Reading(values.pop(), items[-1], ambiguous=bool(values)) if None not in values else None
    parts = sentences(text)
    if not parts:
        return None
    # the value right after the marker ends its own sentence at a full stop ("10. Check: 10 + 1 =
    # 11." states 10; the "10." opening this text is no list item's number)
    head = first_sentence(text)
    lead = head.lstrip(" \t*_:([<>")
    # (an "=" only inside brackets glosses the value: "24 (= 46 − 22)" states 24)
    for start, end, value in iter_values(lead[:60] if "=" not in _BRACKETED.sub("", head) else ""):
        if start == 0 and not _OPERATOR_AFTER.match(lead, end):
            if (converted := in_asked_unit(lead, [(start, end, value)] + [(s + end, e + end, v) for s, e, v
                                                                          in iter_values(lead[end:end + 60])])) is not None:
                return Reading(converted[2], lead[converted[0]:converted[1]])  # "120 minutes, which is 2 hours" (hours asked)
            return Reading(value, lead[start:end])
        break
    said = WORD_NUMBER.match(lead)
    if said and said.group(0).casefold() != "one" and _WORD_ALONE.match(lead, said.end()) and \
            (worded := word_value(said.group(0))) is not None:
        return Reading(Fraction(worded), said.group(0))  # "Answer: nineteen (18)": the words come first
    for sentence in reversed(parts):
        reading = _value_in_sentence(sentence)
        if reading is not None:
            return reading
    return None


# A list's first item number right before a value that ends its line: "1. 16" under "Final answers:" (not
# "18. 16 is wrong.": a sentence after the answer).
_ITEM_NUMBER = re.compile(r"[ \t*_]*1[.)][ \t]+(?=[-$]?\d[\d,.]*[ \t*_]*(?:\n|$))")
# A lettered list item that is a lone value: "a) 80", "(b) 90", "B. 90".
_LETTERED_VALUE = re.compile(r"(?m)^[ \t*_-]*\(?[A-Za-z][.)][ \t]+([-$]?\d[\d,.]*)[ \t*_.]*$")
# What an elimination leaves: "That leaves C.", "I'm left with B", "the one that remains is A".
_LEFT_OVER = re.compile(r"(?i)\b(?:leaves?|leaving|left\s+with|remains?(?:\s+is)?)[\s*_(\[]*$")
_BRACKETED = re.compile(r"\([^()\n]{0,80}\)")
# After a number in words, what shows it is the value itself ("nineteen (18)", "eight.", "eighteen
# dollars"), not a determiner of what follows ("Eight apples cost 4 dollars"); a lone "one" is a pronoun.
_WORD_ALONE = re.compile(r"[\s*_]*(?:[(.,;:!\n]|$)|[ \t]+[A-Za-z]+[\s*_.!]*$|-ish\b")  # ("eighteen-ish": read, then qualified)
#: How much of the section's end the number fallback reads.
_FALLBACK_TAIL = 4000


# A markdown heading that opens with a word ("### Complete Lean 4 Proof", "## Why the 4 muffin eggs don't count"), not
# one that states a value ("# 18 dollars", "### Janet makes $18 every day", "## Total: 18").
_TITLE_HEADING = re.compile(r"\s*#{1,6}[ \t]+[*_]*[^\W\d_]{2}")
_HEADING_GIVES_VALUE = re.compile(r"(?i)[=:]|\b(?:total|result|answer|sum|final|altogether|overall|comes?\s+to|makes?|earns?|"
                                  r"pays?|costs?|sells?|spends?|saves?|owes?)\b")


# A check that corrects the value before it: the right figure said outright, with no working after it and no tick on its
# line ("Check: 9 × 2 is 18, not 16 — the right figure is $18."; not "Check: the correct total is 13 + 27 = 40 ✔").
_CHECK_CORRECTS = re.compile(r"(?i)^(?![^\n]*[✓✔✅☑])[^\n]*?\b(?:right|correct|actual|true|real)\s+(?:figure|answer|total|value|amount|"
                             r"number|result)\s+(?:is|was|should\s+be)\s+[$€£]?\d[\d,.]*(?![\d,.]*\s*[-+×*/÷−=x])|"
                             r"\banswer\s+is\s+actually\b")
# An aside on what would be, set off as one: a comparison or a rate run on, with "would" in it and no working.
_ASIDE_WOULD = re.compile(r"(?i)[\s(*_]*(?:(?:for|in|by)\s+comparison|at\s+(?:this|that|the\s+same)\s+rate)\b[^.!?\n=]*\bwould\b")
# A sentence that is only the reply's trust in its answer, in percent: "**Confidence:** 98%", "> Confidence level: 95 %",
# "📊 Confidence: 97%".
_TRUST_PERCENT = re.compile(r"(?i)[\s>*_]*(?:[^\w\s]{1,3}[\s*_]*)?(?:my\s+)?(?:confidence|certainty)(?:[ \t]+level)?[*_]*[ \t]*[:=][*_ \t]*(\d{1,3}(?:\.\d+)?)"
                            r"[ \t]*%[*_ \t.]*")


def last_number(section: str) -> Reading | None:
    """The conclusion when no answer was stated: the value of the last sentence that has a number.

    "…so he has 24 - 19 = 5 hours left." gives 5; "It will take Adam 20 years to be 4 feet tall."
    gives 20, the number the sentence is about, not the last digit string in the reply.
    "…so it is 18 or 19." offers two values: a hedge.
    """
    tail = section[-_FALLBACK_TAIL:]
    parts = sentences(tail)
    listed = None
    ruled_out: Reading | None = None  # a sentence after the conclusion that only rules a value out
    for i in range(len(parts) - 1, -1, -1):
        sentence = parts[i]
        if "/" in sentence[:6]:
            sentence = _POST_NUMBER.sub(lambda m: " " * len(m.group(0)), sentence.lstrip("\n"), 1)
        if _ENUMERATOR.match(sentence.lstrip("\n")):
            if listed is None:  # a list has two items at least; "24. The first bracket …" opens with its answer
                listed = len(_ENUMERATOR.findall(tail, 0, 100_000)) >= 2
            if listed and not (i == len(parts) - 1 and WORKING_STEP.search(sentence) and len(_CASE_ITEM.findall(tail)) < 2):
                continue  # "7. Bed: 1" is a breakdown's item, not the total it breaks down (the last of a
                # list of steps, "2. 9 * 2 = 18 dollars", is what they come to)
        if i and CHECK_OPENING.match(sentence) and not _CHECK_CORRECTS.search(sentence):
            continue  # "(Check: 47 + 141 + 153 = 341.)" checks the value before it; it states another quantity (unless it
            # corrects it: "*Self-check:* … 9 × 2 = 18, so the right figure is $18.")
        if i and (_SOURCES_LABEL.match(sentence) or _GENERATED_BY.match(sentence)):
            continue  # "*Sources:* problem statement (Lily = 50; Amy = Lily + 20).": where the figures came from; "Generated
            # with Llama-2-13b-chat.": what wrote the reply
        if i and _ASIDE_WOULD.match(sentence) and "=" not in sentence:
            continue  # "(For comparison, Lorie would earn $60 for the same six hours.)", "At this rate the tank would be empty
            # after 10 days.", "Quick note: … one point lower would have put him at 79.8.": what would be, beside the answer
        if i and "%" in sentence and (trust := _TRUST_PERCENT.fullmatch(sentence)) is not None and \
                number_at(trust.group(1)) is not None:
            continue  # "Confidence: 98%" after the working: the reply's trust in its answer, no quantity it concludes
        if _TITLE_HEADING.match(sentence) and not _HEADING_GIVES_VALUE.search(sentence) and "$" not in sentence:
            continue  # "### Complete Lean 4 Proof": a heading's number names something; it comes to nothing
        reading = _value_in_sentence(sentence, listed is not False)
        if reading is None:
            continue
        if i and asks(sentence) and _NEW_QUESTION_ASKED.match(sentence):
            continue  # "What would he earn if he sold at $0.60?": a new question to the reader names a quantity of
            # its own case, and concludes nothing (the commitment rule still reads it after the answer above it)
        at = sentence.find(reading.text, sentence.rfind("=") + 1)  # the value stated after any working
        at = at if at != -1 else max(sentence.find(reading.text), 0)
        polarity = tag(sentence, [(at, at + len(reading.text), reading.value)])[0][3]
        if polarity is Polarity.ASKED or LANDMARK.search(sentence, max(0, at - 40), at) or \
                PAST_PICK_AFTER.match(sentence, at + len(reading.text)):
            continue  # "Is it 18?" asks; "… a couple of those, e.g. 18." illustrates; "17 was my first instinct" was
            # moved on from: none answers
        if supposed_before(sentence[:at]):
            return Reading(reading.value, reading.text, withdrawn=True)  # "Let's assume 600 and see …": supposed only
        if i and (others := _OTHERS_RESULT.search(sentence, max(0, at - 80), at)) is not None and \
                not _ENDORSED_AFTER.search(sentence, at + len(reading.text)) and not CONCLUDES.match(sentence) and \
                f"{others.group(1)} {others.group(2)}".casefold() not in " ".join((QUESTION.get() or "").split()).casefold():
            # "People sometimes get $350 by only counting the other bidders' raises.": what others get, after the conclusion
            ruled_out = ruled_out or Reading(reading.value, reading.text, withdrawn=True)
            continue
        if polarity is Polarity.NEGATED:
            past = _past_negated_numbers(sentence, reading)  # "Not 261, but 260." answers 260
            if past.withdrawn:
                if _STAR_CORRECTION.match(sentence) or _TURNS_AFTER.search(sentence, at + len(reading.text)) or \
                        _CASE_WORD.search(sentence):  # ("If not: 16.": a case, no ruling)
                    # "*$11, typo": a correction's star, whose "typo" is the value above; "A common slip is to report
                    # 26 — which is what I'd go with", "… wrong answer, unless the muffins are sold": the ruling turned
                    return past
                # "It is not 18." takes back the 18 concluded above it, or is all the reply concludes; after
                # another value ("… have 120 friends together.⏎Note: 70 is a common wrong answer.") it warns
                # of a slip, and the conclusion is above it (the commitment rule still reads the warning)
                ruled_out = ruled_out or past
                continue
            reading, at = past, max(sentence.find(past.text), 0)
        if ruled_out is not None and reading.value == ruled_out.value:
            return ruled_out
        said = sentence[at:]
        if WORD_NUMBER.fullmatch(reading.text) and reading.value.denominator == 1:
            said = str(reading.value.numerator) + sentence[at + len(reading.text):]  # ("eight hundred and three" is one)
        if reading.ambiguous or approximate(sentence, at) or hedged(said, reading.value, number_at) or \
                supposes(sentence, polarity) or tentative(sentence[:at]) or SUBMITS_BOTH.search(sentence) or ONLY_POSSIBLE.match(sentence) or \
                _both_kept(sentence, at, reading.value) or spelled_otherwise(sentence, at, reading.value) or \
                restated_otherwise(sentence, at, reading.text, reading.value) or \
                beside_sibling(parts[i - 1] if i else "", sentence, _values_of):
            return Reading(reading.value, reading.text, ambiguous=True)  # "18 or 19", "It might be 18.", "about 18"
        if (said := statement_lead(sentence[max(0, at - LEAD_CHARS):at])) != OK:
            # a conclusion's lead does what a statement's does: "The old answer key says 18", "A naive solver would
            # answer 18", "Before the correction, the answer was 18" give no answer of the reply's own
            return Reading(reading.value, reading.text, withdrawn=said == WITHDRAWN, ambiguous=said == MULTIPLE)
        rest = sentence[at + len(reading.text):]
        return Reading(reading.value, reading.text, after="\n".join(parts[i + 1:]), rest=rest)
    return ruled_out


# A new question put to the reader, for a case of its own: a question word (or "can you …"), a case it supposes and what
# would then be ("What would he earn if he kept selling …?", "If she tiled the whole room, how many tiles would she
# need?"); not "What if I'm wrong and it's 40?", "How about if it were 40 dollars?"; not a tag
# after a statement ("…, right?"), a doubt about another value ("What about 40 dollars?") or a choice put to the reader
# ("What would you pick, 42 or 40?", "Who would blame me if I said 40?"), or a rhetorical one ("How would it not be 40 …?").
_NEW_QUESTION_ASKED = re.compile(r"(?i)[\s*_>🧠💡✏️📝👉-]*(?:(?:now|next|so|okay|ok|bonus|try\s+this|your\s+turn)\b[\s:,!*_—–-]*)*"
                                 r"(?=[^?]*\bif\b)(?=[^?]*\bwould\b)(?:(?:what|how|which|who|when|where)\b|(?:can|could)\s+you\b|if\b)"
                                 r"(?![^?]*\b(?:i|we)\s+(?:said|say|put|wrote|write|answered|answer|chose|choose|"
                                 r"picked|pick|went|go|gave|give)\b)(?![^?]*\b(?:pick|choose|go\s+with|blame|prefer|rather|not)\b|[^?]*n['’]t\b)"
                                 r"[^?]*\?[\s*_)\"'`]*$")


# A chat product's list of where its figures came from: "*Sources:* …", "References: [1] …", "Cited: …".
_SOURCES_LABEL = re.compile(r"(?i)\s*[>*_]*[ \t]*(?:sources?|references?|citations?|cited|refs?)[*_]*[ \t]*:")
# A footer naming what produced the reply: "Generated with Llama-2-13b-chat.", "Response generated by Qwen1.5-1.8B".
# (a footer of its own, opening its sentence: not "the fruits produced by a tree")
_GENERATED_BY = re.compile(r"(?i)[\s*_(\[—–-]*(?:(?:this\s+)?(?:response|answer|reply|output|text)\s+(?:was\s+)?)?"
                           r"(?:generated|produced|written|powered)\s+(?:automatically\s+)?(?:by|with|using)\b")
# A turn after a value ruled out, that may give it back: "… — but arguably right if …", "or do, if …", "which is what I'd
# go with", "though that's what the key says".
_TURNS_AFTER = re.compile(r"(?i)\b(?:but|unless|though|although|however|yet|or|if|which|whereas|arguabl\w*|actually|"
                          r"would|i'?d|could|might|may|key|depend\w*)\b")
# Others' habitual result, right before a value: "People sometimes get $350", "students often write 26", "many readers
# tend to answer 18" (a subject with no number of its own, and a word of habit: "the 5 people get 22 chips" is the story's,
# as is a habit the question itself tells of: "kids usually get 3 snacks a day").
_OTHERS_RESULT = re.compile(r"(?i)(?<![\d,] )\b(people|students|test[\s-]*takers|learners|readers|beginners|solvers|"
                            r"others|some|many|folks|kids|pupils)\s+(sometimes|often|commonly|usually|frequently|typically|"
                            r"mistakenly|wrongly|tend\s+to|may|might)\s+(?:\w+\s+)?(?:get|write|answer|report|put|pick|"
                            r"choose|say|arrive\s+at|end\s+up\s+with|come\s+up\s+with|calculate|compute)\s+(?:with\s+)?"
                            r"[\s*_\"'`(\[$€£]*$")
# ... unless the sentence goes on to approve it: "…, but that's actually right", "— which is what I'd go with".
_ENDORSED_AFTER = re.compile(r"(?i)\b(?:right|correct|valid|fine|acceptable|defensible|arguabl\w*|works?|holds?|stands?|"
                             r"go\s+with|i'?d|would(?:n'?t)?|could(?:n'?t)?|might|may|key)\b")
_CASE_WORD = re.compile(r"(?i)\b(?:if|unless|otherwise|else|whether)\b")
# A star opening a line before a value, closing no emphasis: the chat convention for a correction ("*$11, typo").
_STAR_CORRECTION = re.compile(r"\s*\*(?=[$€£]?\s*[-\d(A-Z])(?![^*\n]*\*)")


def _both_kept(sentence: str, at: int, value) -> bool:
    """Before the value concluded at ``at``, two values named and both kept right, the value one of them, and no working
    ("Its roots are n = 10 and n = 11; both satisfy the setup, so the count is 10."; see :data:`.commitment.BOTH_KEPT`)."""
    kept = BOTH_KEPT.search(sentence, 0, at)
    if kept is None or ARITHMETIC.search(sentence, 0, kept.start()):
        return False
    first, *later = _CLAUSE_CUT.split(sentence[kept.end():])
    if _TURNS_ASIDE.search(first) or any(_SETS_ONE_ASIDE.search(clause) for clause in later):
        # a reason to keep one, in its clause ("both satisfy the ratio but 28 is more than the 14 left") or in a later
        # one ("…; n must be a count, so 10"; not a word of the kept clause: "both fit as whole-number counts")
        return False
    values = list(iter_values(sentence[:kept.start()]))
    # (two values of one thing, joined: "10 and 11", "n = 10 and n = 11"; not two things' values: "Shoes 13 and dress 27")
    return len(values) == 2 and values[0][2] != values[1][2] and value in (values[0][2], values[1][2]) and \
        _JOINED_VALUES.fullmatch(sentence, values[0][1], values[1][0]) is not None


_CLAUSE_CUT = re.compile(r"[,;:—–]")
_TURNS_ASIDE = re.compile(r"(?i)\b(?:but|however|only|except)\b")
_SETS_ONE_ASIDE = re.compile(r"(?i)\b(?:but|only|not|except|discard\w*|reject\w*|ignor\w*|negative|nonnegative|positive|however|"
                             r"must|cannot|has\s+to|have\s+to|needs?\s+to|at\s+least|whole|integer)\b|n't\b")
_JOINED_VALUES = re.compile(r"[ \t]*(?:,|and|or|/|&)[ \t]*(?:[A-Za-z]\w{0,2}[ \t]*=[ \t]*)?")


# A digit still to fill right after a number ("13x → the last digit is 2", "24□"): no value is named there.
_UNFILLED = re.compile(UNFILLED_DIGIT)
_COMMENT_MARK = re.compile(r"/\*|\*/|(?<![\d:])//")
# (an operand may stand in brackets: "37 - (-26) = 63")
_OPERATOR_LEFT = re.compile(r"(?:[-+/×÷^x·]|(?<!\*)\*)[\s(\[]*$")  # "**" is bold, not a product
# ("(2)² · 5": a bracket's power; a middle dot before a word or a sum of money separates fields: "ans=72 · conf=0.49",
# "$100 (w/ advance) · $150 (w/o advance)")
# (an asterisk that ends the clause closes an emphasis: "*alt: 5*" names 5)
_OPERATOR_RIGHT = re.compile(rf"[\s)\]{SUPERSCRIPT_DIGITS}]*(?:[-+/×÷^=⋅]|·(?![ \t]*(?:[A-Za-z]{{2}}|\$))|"
                             rf"\*(?!\*|[ \t]*(?:$|[\n.,;:!?)\]]))|x\s*\$?\d)")


def _line_number(marks: str) -> re.Pattern:
    """A number of at most three digits opening a line, then one of ``marks``, then a blank and text."""
    return re.compile(r"(?<![^\n])[ \t]*\d{1,3}[" + marks + r"](?=[ \t]+\S)")


# A list's enumerator: "1. Pig", "2) Frog" at the start of a line (an ordinal, not a value).
_ENUMERATOR = _line_number(".)")
# A list item that works out one case of several: "1. If she sells 10 eggs: …⏎2. If she sells 9 eggs: 9 × 2 = 18".
_CASE_ITEM = re.compile(r"(?im)^[ \t]*\d{1,3}[.)][ \t]+[*_]*(?:(?:if|case|when|assuming|suppos\w*|otherwise|alternatively|"
                        r"scenario)\b|at\s+\$)")
# A thread's post number: "4/ Alex charges $168 for two weeks 💸".
_POST_NUMBER = _line_number("/")
# (or an answer's own rest that opens with a comma: ",19" after "Answer: 18")
_LISTED_NUMBERS = re.compile(r"(?<=\d),(?=\d{1,2}(?!\d)|\d{4,})|^[ \t]*,(?=[ \t]*[-+−]?\d)")


def _operand(sentence: str, start: int, end: int) -> bool:
    """A number worked on ("20 - 2", "3 x 2 ="), not a value stated: an operator beside it (a
    list's bullet "- 19" is no minus)."""
    left = _OPERATOR_LEFT.search(sentence, max(0, start - 3), start)
    before = sentence[:left.start()].rsplit("\n", 1)[-1].rstrip() if left else ""
    if left and (not before or _WORDS_CLOSED.search(sentence, 0, left.start())
                 or left.group(0).startswith("·") and sentence.startswith("$", start)
                 or left.group(0).startswith("*") and not before[-1].isalnum() and before[-1] not in ")]}"):
        # nothing worked on before it: "(mostly) / 261" is a separator, not a division ("· $150" a field, and
        # "alt: *5*" an emphasis)
        left = None
    return bool(left or _OPERATOR_RIGHT.match(sentence, end) or _WORD_OPERATOR_LEFT.search(sentence, max(0, start - 16), start)
                or _WORD_OPERATOR_RIGHT.match(sentence, end))


# Operators in words: "46 minus 22", "9 times 2", "18 divided by 3".
_WORD_OPERATOR_LEFT = re.compile(r"(?i)\b(?:plus|minus|times|divided\s+by|multiplied\s+by)\s+\$?$")
_WORD_OPERATOR_RIGHT = re.compile(r"(?i)\s+(?:plus|minus|times|divided\s+by|multiplied\s+by)\b")


# A parenthesis of words right before an operator: "260 (mostly) / 261 (partly)".
_WORDS_CLOSED = re.compile(r"\([A-Za-z][A-Za-z \t]{0,30}\)[ \t]*$")


def _past_negated_numbers(sentence: str, reading: Reading) -> Reading:
    """A statement that rules values out ("not 18; it is 19"): the first value it does not negate,
    else the answer withdrawn ("Answer: not 18")."""
    found = [(s, e, v) for s, e, v in iter_values(sentence)]
    tagged = tag(sentence, found)
    if not any(v == reading.value and p is Polarity.NEGATED for _, _, v, p in tagged):
        return reading
    kept = [(s, e, v) for s, e, v, p in tagged if p is not Polarity.NEGATED]
    if not kept:
        return Reading(reading.value, reading.text, withdrawn=True)
    start, end, value = kept[0]
    return Reading(value, sentence[start:end])


def number_at(text: str) -> tuple[object, int] | None:
    """The number ``text`` opens with (currency and sign included, or in words) and where it ends."""
    m = NUMBER.match(text)
    if m:
        return token_value(m), m.end()
    m = WORD_NUMBER.match(text)
    value = word_value(m.group(0)) if m else None
    return (Fraction(value), m.end()) if value is not None else None


# A noun of likelihood after a number word: "zero chance of 68" rules 68 out; it states no 0.
_ODDS_NOUN = re.compile(r"(?i)\s+(?:chance|possibility|probability|likelihood|way|doubt)\b")


class NumberReader:
    """Numbers (GSM8k, BBH's counting and arithmetic): statements, then the last sentence with a number."""

    value_at = staticmethod(number_at)
    conclusion = staticmethod(last_number)
    #: Working states numbers as results ("so it was 6 inches tall"): beside a conclusion, another
    #: number said so is a step, not a second offer (see :func:`.layers._offered_beside`).
    steps_state_values = True

    @staticmethod
    def position(span: str, reading: Reading) -> int:
        """Where the answer's number stands in ``span``: where :func:`read_number` took it, right after the marker
        when its sentence has no working ("30 students — or 35 if … (350 ÷ 10 = 35). … points to 30" stands first),
        else after the last "=" of any working."""
        lead = span.lstrip(" \t*_:([<>")
        at = span.find(reading.text, span.rfind("=") + 1)
        if lead.startswith(reading.text) and "=" not in _BRACKETED.sub("", first_sentence(span)) and \
                not (at > len(span) - len(lead) and _SAME_AFTER_EQUALS.match(span, at + len(reading.text))
                     and _explains(span[len(span) - len(lead) + len(reading.text): at])):
            # (unless its working in brackets comes out at the answer again and what it says between is no other case
            # or sets it aside: "**Answer: 18** — I first got 26 by forgetting the muffins (9 × 2 = 18).", "— if she
            # sold all 16 she'd make 32, but she uses 7 first (9 × 2 = 18).", "— versus 32 if she sold every egg; …";
            # not "**Answer: 18** — or 26 if the muffins don't count (9 × 2 = 18).", "— 26 if you ignore the muffins")
            return len(span) - len(lead)
        return max(at, 0)

    def __call__(self, text: str, strict: bool) -> Reading | None:
        reading = read_number(text, strict)
        if reading is None or strict or not _may_negate(text):
            return reading
        return _past_negated_numbers(first_sentence(text), reading)

    @staticmethod
    def offers(sentence: str, strict: bool = False, concluding: bool | None = None) -> list[tuple[object, Polarity]]:
        """The values a sentence names, with polarity: numbers in digits or words, but not the
        operands of working ("20 - 2 = 18" names 18)."""
        sentence = _LISTED_NUMBERS.sub(", ", sentence)  # "18,19" lists two numbers (no thousands group)
        if "/" in sentence:  # comment marks ("/* or 19 */", "// 19") are no division: same length, no operator
            sentence = _COMMENT_MARK.sub(lambda m: " " * len(m.group(0)), sentence)
        found = _without_places(sentence, [(s, e, v) for s, e, v in iter_values(sentence) if not _operand(sentence, s, e)
                                           and not _ENUMERATOR.match(sentence, s) and not _UNFILLED.match(sentence, e)],
                                steps_kept=False)
        if any(map(str.isalpha, sentence)):  # a lone "one" is a pronoun far more often than a number
            found += _worded_values(sentence)
            found.sort(key=lambda f: f[0])
        return [(v, p) for _, _, v, p in tag(sentence, found, strict, concluding)]


NUMBERS = NumberReader()


# --- closed vocabularies (True/False, Yes/No, valid/invalid) -------------------------------

# A verb that states the value after it: "… is True", "evaluates to `False`", "= True".
_STATING = (r"(?:\b(?:is|are|was|be|becomes?|remains?|evaluates?\s+to|simplif\w*\s+to|reduces?\s+to|"
            r"equals?|gives?|yields?|results?\s+in)|=|→|->|=>|⇒)[\s*_`'\"(]*$")
_STATED_WORD = re.compile(rf"(?i){_STATING}")
# ... and what it is stated of: "x" in "x = Yes" (a truth table states values of different variables)
_STATED_OF = re.compile(rf"(?i)([^\s=→>(]+)[\s*_`'\")]*{_STATING}")


# An option named and at once declared wrong, in its own clause.
_DENIED = re.compile(r"(?i)[)\]*_ \t]*(?:(?!because|since|as\b|but\b)[^,;.\n]){0,60}?\b(?:is|are|was)\s+(?:not\b|incorrect|wrong)")
_TRANSCRIPT_LABEL = re.compile(r"\s*[*_]*A[*_]*\s*:")
# What joins a place named ("the last one") to the mention it is identified with: "The last one is (C)".
_IDENTIFIED = re.compile(r"(?i)[\s*_]+(?:is|was|would\s+be|must\s+be|=)[\s*_\"'`(\[]*")
_EMPHASIS_LINE = re.compile(r"(\*\*|__)[^*_\n]+\1[.!]?")
# (or a conditional with another branch: "Yes if … else No")
_DEPENDS = re.compile(r"(?i)\bdepend(?:s|ing)?\b|\bif\b[^\n]{0,300}?\b(?:else|otherwise)\b")
# A statement's word negated as the answer: "not Yes", "is definitely not valid" (an operand's "not" in
# "not False or True is True" is read above: the sentence concludes with its last word).
_NEGATED_WORD = re.compile(r"(?i)(?:\b(?:not|never|n't|isn't|neither|nor|anything\s+but|except)\s+|[¬≠]\s*|!=\s*|"
                           r"\\(?:neg|lnot|ne|neq)\s*)(?:(?:definitely|certainly|necessarily|simply|really|quite|exactly)\s+)?"
                           r"[*_`'\"$]*$")
_QUOTED = re.compile(r'"[^"\n]{1,300}"|`[^`\n]{1,300}`')
_EITHER_OR = re.compile(r"(?i)\beither\b|\bor\b|\bboth\b|/")
# What stands before a determiner "no": "there is", a verb that takes an object, a preposition.
_DETERMINER_BEFORE = re.compile(r"(?i)\b(?:there(?:['’]s|\s+is|\s+was|\s+are|\s+were)|is|are|was|were|with|without|have|has|"
                                r"had|of|by|at|for|in|on|see|saw|find|found|makes?|made|gets?|got|leaves?|left|shows?|"
                                r"showed|gives?|gave|needs?|needed)[ \t]+$")
# What follows a determiner "no": a word that may open a noun phrase ("no forward movement", "no net
# change"), not a joining or function word.
_NOUN_AFTER = re.compile(r"[ \t]+(?!(?:and|or|nor|but|vs|versus|than|then|to|is|was|are|were|be|because|since|if|as|so|yet|"
                         r"with|from|by|in|on|at|of|for|either|neither|both|answer|option|when|whenever|unless|otherwise|"
                         r"else|while|where|whereas|though|although|until|till|after|before|under|given|assuming|provided|"
                         r"except|instead|rather|not|it|that|this|i|we|you|he|she|they|there|here)\b)[A-Za-z]", re.I)


def _verdict(text: str, found: list) -> list:
    """The words a sentence states as its verdict: after a stating verb, the last word alone ("`not
    False` is `True`": the others are operands), unless another value is stated of the same thing
    ("x = Yes or x = No"; a truth table's "A = True, B = False" states values of different variables)."""
    if len({f[2] for f in found}) < 2 or not _stated(text, found[-1][0]):
        return found
    last, of = found[-1][2], _stated_of(text, found[-1][0])
    if of and any(f[2] != last and _stated_of(text, f[0]) == of for f in found[:-1]):
        return found
    return found[-1:]


# "it's" right before a word: after a negated one ("not True; it's False") it states the answer.
_ITS = re.compile(r"(?i)\b(?:it|that)['’]s[\s*_`'\"(]*$")


def _stated(text: str, at: int) -> bool:
    """A stating verb ("is", "=", "evaluates to") stands right before ``at``."""
    return _STATED_WORD.search(text, max(0, at - 40), at) is not None


def _stated_of(text: str, at: int) -> str:
    """What the word at ``at`` is stated of ("x" in "x = Yes"), or ""."""
    m = _STATED_OF.search(text, max(0, at - 60), at)
    return m.group(1).casefold() if m else ""


# Letters of the scripts answers are written in, and digits: an answer word stands apart from them
# ("否" is no answer inside "是否", nor "да" inside "когда"; a footnote mark "False¹" is no letter).
_LATIN_CHARS = "A-Za-z0-9\u00C0-\u024F"
def _latin(word: str) -> bool:
    return all(ord(ch) < 0x250 for ch in word)


_WORD_CHARS = "A-Za-z0-9\u00C0-\u024F\u0370-\u03FF\u0400-\u04FF\u0900-\u097F\u3040-\u30FF\u4E00-\u9FFF\uAC00-\uD7AF"


# "no" as a determiner is no answer: "no doubt about it", "no question", "no longer", "no other option".
_NOT_A_DETERMINER = (r"(?![ \t]+(?:doubt|doubts|question|questions|idea|longer|more|less|one|matter|reason|problem|need|"
                     r"further|other|such|single|clear|sign|evidence|information|indication|trick|catch|answer|answers)\b)")


# What opens a gloss of the answer in its own clause: "Yes — that is, Phoebe lies", "No: you end up back at the start".
_GLOSS_OPENING = re.compile(r"(?i)[\s*_)\]]*(?:[:—–]|\s-\s|,\s*(?=that\s+is|i\.\s?e|meaning|namely|in\s+other\s+words))")
# ... and, for a reader whose claims name who they are about, a plain comma or an opening bracket: "No, Sal lies."
_COMMA_GLOSS = re.compile(r"[\s*_)\]]*(?:,|\()")


# A letter, its full stop and the text after it, ending the section: "… is B. rude."
_LETTER_STOP_TEXT = re.compile(r"(?<![A-Za-z])[A-J]\.[ \t]+[^\n]{1,200}$")


_GLOSS_END = re.compile(r"(?i);|\s[—–]\s|\bby\s+contrast\b|\bwhile\b|\bwhereas\b")


# "Or", "maybe" in the languages whose whole-answer words are read.
_OR_MAYBE_ABROAD = "tai|ehkä|atau|mungkin|sau|poate|vagy|talán|nebo|možná|albo|lub|może|eller|kanskje|kanske|måske|" \
    "misschien|oder|vielleicht|veya|belki|hoặc|или|або"
# A whole-answer word that is an English interjection too ("Oo, tricky one"): never read in prose.
_INTERJECTION_LIKE = frozenset({"oo"})
# A word the answer's emphasis closes on: "Ei** — Elanor ei puhu totta." (from "**Vastaus: Ei** — …").
_EMPHASIS_CLOSES_WORD = re.compile(r"[\s*_]*([^\W\d_]+)[*_]{1,3}(?=\s|$)")


class TokenReader:
    """Reads one of a closed set of answer words; ``synonyms`` maps extra spellings to a canonical word.

    ``claim`` reads an answer given as a claim rather than the word ("Vina does not tell the truth",
    "we are back at the starting point"): a benchmark-specific reading of one sentence. A claim in
    the answer's own clause offers its answer; with ``claims_concluded``, so does a claim that
    concludes after it.
    """

    def __init__(self, words: Sequence[str], synonyms: dict[str, str] | None = None, claim=None,
                 offered_synonyms: bool = True, claims_concluded: bool = False, claims_after_comma: bool = False,
                 whole: dict[str, str] | None = None):
        self.canonical = {w.casefold(): w for w in words}
        # spellings that answer only as the whole of what a marker gives ("Vastaus: Ei", "Răspuns: Da"), as the word that
        # ends a sentence, or after "or"/"maybe": in prose they are other words ("Elanor ei puhu totta", "ya que")
        self.whole = {spelling.casefold(): word for spelling, word in (whole or {}).items()}
        whole_words = "|".join(sorted(map(re.escape, set(self.whole) - _INTERJECTION_LIKE), key=len, reverse=True))
        self.whole_closing = re.compile(rf"(?<![^\W\d_])({whole_words})(?![^\W\d_])(?=[*_\"'`)]{{0,4}}[ \t]{{0,8}}(?:[.!?。！？]|$))",
                                        re.I | re.M) if whole_words else None  # (ending a sentence)
        # ... or offered as another after "or"/"maybe" in its language ("— tai kyllä, en ole varma", "atau mungkin ya")
        self.whole_offered = re.compile(rf"(?i)\b(?:{_OR_MAYBE_ABROAD})\s+(?:[^\W\d_]+\s+){{0,2}}?({whole_words})(?![^\W\d_])") \
            if whole_words else None
        for spelling, word in (synonyms or {}).items():
            self.canonical[spelling.casefold()] = word
        self.claim = claim
        # whether a claim after a plain comma or in brackets glosses the answer too ("No, Sal tells the truth.", "No (Sal
        # tells the truth)"): where a claim names who it is about, so one about someone else says nothing of the answer
        self.claims_after_comma = claims_after_comma
        # whether a claim that concludes after the answer ("Therefore, the argument is deductively invalid.")
        # offers its answer: where the claim is the task's own verdict, not one about the story's events
        self.claims_concluded = claims_concluded
        # whether a synonym ("true" for Yes) offers an answer after the decisive one; web_of_lies'
        # truth tables ("D = True") are working, not offers
        self.offered_synonyms = offered_synonyms
        self.vocabulary = frozenset(self.canonical) | {w.casefold() for w in self.canonical.values()}
        # a word stands apart from the letters of its script ("否" is no answer inside "是否", nor "да"
        # inside "когда"); a Latin word beside another script's letters still stands apart ("False或True")
        latin = "|".join(re.escape(w) + (_NOT_A_DETERMINER if w == "no" else "")
                         for w in sorted((w for w in self.canonical if _latin(w)), key=len, reverse=True))
        other = "|".join(sorted((re.escape(w) for w in self.canonical if not _latin(w)), key=len, reverse=True))
        # (a word of a script without spaces may be followed by its copula: "答えは妥当ではないです。")
        ends = rf"(?:(?=(?:です|でした|である|だ)(?![{_WORD_CHARS}]))|(?![{_WORD_CHARS}-]))"
        ahead = rf"(?:{latin})(?![{_LATIN_CHARS}-])" + (rf"|(?:{other}){ends}" if other else "")
        alternatives = rf"(?<![{_LATIN_CHARS}-])(?:{latin})(?![{_LATIN_CHARS}-])" + \
            (rf"|(?<![{_WORD_CHARS}-])(?:{other}){ends}" if other else "")
        self.pattern = re.compile(rf"({alternatives})", re.I)
        self.opening = re.compile(rf"({ahead})", re.I)
        # a word closing its clause ("the argument is invalid.", "No, they don't"), not prose ("no way")
        self.closing = re.compile(rf"({alternatives})(?=[*_\"'`)\\}}$\]]{{0,4}}[ \t]{{0,8}}(?:[.,;:!?—–。，！？：；।]|-\s|$))",
                                  re.I | re.M)  # (a LaTeX set's last member: "\{No, Yes\}$"; "No — you end up …")
        # Yes/No occur in prose ("there is no way"); only a clause-closing one is an answer there
        self.in_prose = self.closing if {"yes", "no"} & set(self.canonical) else self.pattern
        # the task's own word as a label, answered yes or no: "Plausible: no", "Is it plausible? Yes" (a word
        # whose negation the vocabulary spells: "not plausible", "not valid")
        # (and its opposite: "Implausible: no" says plausible, as "Plausible: no" says implausible)
        base = {w for w in self.canonical if "not " + w in self.canonical and _latin(w) and w not in _ANSWER_WORDS}
        asked = sorted(base | {w for w in self.canonical if " " not in w and any(b in w and b != w for b in base)},
                       key=len, reverse=True) if len(set(self.canonical.values())) == 2 else []
        self.asked_label = re.compile(rf"(?im)^([ \t*_#>-]*)(?:is\s+it\s+)?({'|'.join(map(re.escape, asked))})"
                                      r"([ \t*_]*(?:\?[ \t*_]*:?|:)[ \t*_:—–-]*)(yes|no)\b(?=[ \t*_]*(?:[.,;:!—–(~^-]|$))"
                                      # (and nothing on its line turns it: "Plausible? No, wait — yes.")
                                      r"(?![^\n]*(?:\b(?:yes|no|wait|scratch|actually|hmm+|sorry|i\s+mean|correction|rather|"
                                      r"confiden\w*|sure|probabl\w*|likely|guess|maybe|perhaps)\b|%|\d[ \t]*/[ \t]*\d))") \
            if asked else None  # (the word ends its clause, "No reason to doubt it" answers nothing; nor shares its belief)

    def _word(self, m: re.Match) -> str:
        return self.canonical[m.group(1).casefold()]

    def labels_answered(self, text: str) -> str:
        """``text`` with the task's word as a label answered yes or no said as the answer it gives: "Plausible: no"
        is "Answer: No", "Implausible: no" "Answer: Yes", "Valid? Yes" "Answer: valid" (the label's word is the
        question, not a claim; a qualified one, "Grammatically plausible? Yes", asks about a part)."""
        if self.asked_label is None or "?" not in text and ":" not in text:
            return text
        def said(m: re.Match) -> str:
            word = self.canonical[m[2].casefold()]
            if m[4].casefold() == "no":
                word = next(v for v in set(self.canonical.values()) if v != word)
            return m[1] + "Answer: " + word + "".join(ch for ch in m[3] if ch in "*_")  # (its emphasis kept: "**Valid?** Yes")
        return self.asked_label.sub(said, text)

    def __call__(self, text: str, strict: bool) -> Reading | None:
        said = peel(text).casefold()
        word = self.canonical.get(said) or self.whole.get(said)
        if word is None and self.whole and (closed := _EMPHASIS_CLOSES_WORD.match(text)) is not None:
            word = self.whole.get(closed.group(1).casefold())  # "**Vastaus: Ei** — Elanor …": its emphasis closes on it
        if word or strict:
            return Reading(word, word) if word else None
        sentence = first_sentence(text)
        found = list(self.pattern.finditer(sentence))
        if not found:
            return self.claim(sentence) if self.claim else None
        m = found[0]
        if m.start() > 0 and sentence[:m.start()].strip(" *_`'\"([:") and _stated(sentence, found[-1].start()):
            m = found[-1]  # "(not (False)) or False is True": the word the sentence concludes with
            if len(_verdict(sentence, [(f.start(), f.end(), self._word(f)) for f in found])) > 1:
                return Reading(self._word(m), self._word(m), ambiguous=True)  # "x = Yes or x = No"
        elif len({self._word(f) for f in found}) > 1 and _EITHER_OR.search(sentence, m.end(), found[-1].start()):
            return Reading(self._word(m), self._word(m), ambiguous=True)  # "either valid or invalid"
        elif m is found[0] and _NEGATED_WORD.search(sentence, 0, m.start()):
            last = found[-1]
            if len(found) == 2 and self._word(last) != self._word(m) and \
                    _ITS.search(sentence, max(0, last.start() - 12), last.start()):
                return Reading(self._word(last), self._word(last))  # "not True; it's False"
            return Reading(self._word(m), self._word(m), withdrawn=True)  # "Answer: not Yes", "definitely not True"
        return Reading(self._word(m), self._word(m))

    def position(self, span: str, reading: Reading) -> int:
        """Where the first word of the answer stands in ``span`` (the hedge rule reads on from there)."""
        for m in self.pattern.finditer(span):
            if self._word(m) == reading.value:
                return m.start()
        return 0

    def value_at(self, text: str) -> tuple[object, int] | None:
        m = self.opening.match(text)
        return (self._word(m), m.end()) if m else None

    def mentions(self, text: str) -> list[tuple[int, int, object]]:
        """A claim the sentence makes, else every answer word closing a clause (or bolded)."""
        if self.claim:
            said = self.claim(text)
            if said is not None and said.ambiguous:  # "either lies or tells the truth": both answers
                other = next(w for w in self.canonical.values() if w != said.value)
                return [(0, 1, said.value), (1, 2, other)]
            words = {self._word(m) for m in self.pattern.finditer(text)} if said is not None else set()
            if len(words) > 1 and (_EITHER_OR.search(text) or any(
                    self.canonical.get(m.group(1).casefold(), said.value) != said.value for m in _SEPARATED_WORD.finditer(text))):
                # "The sentence is plausible or implausible.", "The argument is valid | invalid.": both
                return [(m.start(), m.end(), self._word(m)) for m in self.pattern.finditer(text)]
            if said is not None:
                return [(0, len(text), said.value)]
        # "It depends: Yes if …, No if …", "either plausible or not plausible": every word counts (an "or"
        # between the words: in "there's no forward or backward movement" the "no" is still a determiner)
        prose = self.in_prose
        if self.in_prose is not self.pattern and (_DEPENDS.search(text) or _EITHER_OR.search(text)):
            every = [m.start() for m in self.pattern.finditer(text)]
            if every and (_DEPENDS.search(text) or _EITHER_OR.search(text, 0, every[-1])):
                prose = self.pattern  # (an "or" after the last word joins nothing to it: "no forward or backward")
        found = [(m.start(), m.end(), self._word(m)) for m in prose.finditer(text)]
        found += [(m.start(), m.end(), r.value) for m in _BOLD.finditer(text)
                  if (r := self(m.group(1) or m.group(2), True)) is not None]
        found.sort(key=lambda f: f[0])
        return _verdict(text, found)

    def offers(self, sentence: str, strict: bool = False, concluding: bool | None = None) -> list[tuple[object, Polarity]]:
        """The answer words a sentence names, with polarity. Claims in words ("it led to the outcome")
        are read only where they gloss the answer in its own clause ("Yes — that is, Phoebe lies") or, for
        a reader whose claims are the task's verdict, conclude after it; elsewhere after a committed answer
        they are its explanation, about other events."""
        quoted = [q.span() for q in _QUOTED.finditer(sentence)] if '"' in sentence or "`" in sentence else []
        found = [self._negation_read(sentence, m) for m in self.pattern.finditer(sentence)
                 if (self.offered_synonyms or m.group(1).casefold() == self._word(m).casefold())
                 and not any(a < m.start() and m.end() < b and (sentence[a] == "`" or sentence[a + 1:b - 1].strip(" *_") != m.group(0))
                             for a, b in quoted)  # '"not True and False"' and `True` quote; '"True"' says the word
                 and not self._determiner(sentence, m)]
        found = _verdict(sentence, found)  # "not ( True ) is False": the sentence's verdict, not its operands
        if found and self.in_prose is self.closing and _INTERJECTED.fullmatch(sentence, 0, found[0][0]) and \
                _INTERJECTION_CLAUSE.match(sentence, found[0][1]):
            found = found[1:]  # "Yes, the black wire touched the battery too, but …": a concession, not an answer
        tagged = [(v, p) for _, _, v, p in tag(sentence, found, strict, concluding=False, words=True)]
        if self.whole_closing is not None and (closing := [*self.whole_closing.finditer(sentence),
                                                          *self.whole_offered.finditer(sentence)]):
            # a whole-answer word of another language closing a clause is given as an answer there ("… tapi bisa juga
            # ya.", "Tai sittenkin kyllä.", "Eh, ralat: ya."); inside a clause it is another word ("Elanor ei puhu totta")
            tagged += [(self.whole[m.group(1).casefold()], Polarity.AFFIRMED) for m in closing]
        gloss = (_GLOSS_OPENING.match(sentence) or (_COMMA_GLOSS.match(sentence) if self.claims_after_comma else None)) \
            if strict else None
        glossed = gloss is not None
        claimed = _GLOSS_END.split(sentence[gloss.end():], 1)[0] if gloss else sentence  # (its own clause: "— Elanor lies; …")
        if self.claim is not None and (glossed or self.claims_concluded and concluding is not False
                                       and CONCLUDES.match(sentence)) and (said := self.claim(claimed)) is not None:
            # ("Therefore, the argument is deductively invalid.": the claim's word is its verdict, not a description;
            # in the answer's own clause a claim glosses it: "**Answer: Yes** — that is, Phoebe lies." says No too)
            tagged = [(v, p) for v, p in tagged if v != said.value or p is Polarity.NEGATED] + \
                [(said.value, Polarity.HYPOTHETICAL if said.ambiguous else Polarity.AFFIRMED)]
        return tagged

    def _determiner(self, sentence: str, m: re.Match) -> bool:
        """A "no" before its noun, not closing its clause, nor joined to another answer by an "or" before
        it: "Yes, there's no forward or backward movement remaining" says Yes alone ("Yes, or no" and
        "Yes or no depending on …" still say both)."""
        if self.in_prose is not self.closing or m.group(1).casefold() != "no" or self.closing.match(sentence, m.start()):
            return False
        if not _DETERMINER_BEFORE.search(sentence, max(0, m.start() - 24), m.start()) or not _NOUN_AFTER.match(sentence, m.end()):
            return False  # after a verb or a preposition and before a noun ("there's no forward …", "with no net
            # change"); not a word that opens its clause ("No works too."), nor one followed by a joining word
            # or mark ("torn between no and yes", "No / Yes")
        return not (_DEPENDS.search(sentence) or _EITHER_OR.search(sentence, 0, m.start()))

    def _negation_read(self, sentence: str, m: re.Match) -> tuple[int, int, str]:
        """A mention; a spelling that negates another word ("not valid" for invalid) is that word
        with its negator, so that what is said of it is said of the word ("not valid, which is a
        distractor" rules valid out; it says nothing of invalid)."""
        said = m.group(1).casefold()
        if said.startswith("not ") and (base := said[4:].strip()) in self.vocabulary:
            start = m.start() + len(m.group(1)) - len(base)
            return start, m.end(), self.canonical.get(base, base)
        return m.start(), m.end(), self._word(m)

    def without_echoes(self, text: str) -> str:
        """``text`` without an echoed list of the answer words ("- Yes⏎- No", "Option A: Yes⏎Option B: No")."""
        return _echoed_words(text, self)

    def conclusion(self, section: str) -> Reading | None:
        # a list of the answer words ("- True ✓⏎- False ✓") concludes nothing: it echoes or ticks them all
        return read_conclusion(self._quiet_ends(section), self._affirmed_mentions, negatable=False)

    def fallback(self, section: str) -> Reading | None:
        return read_last_mention(self._quiet_ends(section), self._affirmed_mentions, negatable=False)

    def _quiet_ends(self, section: str) -> str:
        """The section without echoed lists of the answer words where the weaker layers read it: its
        opening and its end (:data:`.conclusion.TAIL_CHARS` each; a long section's middle is left as is)."""
        if len(section) <= 3 * TAIL_CHARS:
            return _echoed_words(section, self)
        head_end = section.find("\n", TAIL_CHARS)
        tail_start = section.rfind("\n", 0, len(section) - TAIL_CHARS)
        if head_end == -1 or tail_start <= head_end:
            return _echoed_words(section, self)
        return _echoed_words(section[:head_end], self) + section[head_end:tail_start] + \
            _echoed_words(section[tail_start:], self)

    def _affirmed_mentions(self, text: str) -> list[tuple[int, int, object]]:
        """:meth:`mentions` without the words ruled out, with words given an answer's status
        ("yes is correct; no is incorrect" names yes)."""
        found = self.mentions(text)
        if self.claim and self.claim(text) is not None or self.in_prose is self.pattern and _OPERATION.search(text):
            return found  # a claim is read with its negation already; in an expression "not True" is an operand
        spans = {f[:2] for f in found}
        every = [(m.start(), m.end(), self._word(m)) for m in self.pattern.finditer(text) if not self._determiner(text, m)]
        # (a word supposed or reported concludes nothing: "Someone might call it invalid", "It would be
        # valid only if …"; the commitment rule reads it after the answer an earlier sentence gives)
        # (a word someone else might use concludes nothing: "Someone might call it invalid, but …")
        kept = [(s, e, v, p) for s, e, v, p in tag(text, every, concluding=False, words=True)
                if p is not Polarity.NEGATED and ((s, e) in spans or p is Polarity.AFFIRMED)
                and not (p is Polarity.REPORTED and _CONCEDED.search(text, max(0, s - 60), s))
                and not _WHETHER_BEFORE.search(text, max(0, s - 80), s)]  # "We need to decide whether it is valid."
        if len(kept) > 1 and _INTERJECTED.fullmatch(text, 0, kept[0][0]) and _INTERJECTED_AFTER.match(text, kept[0][1]) \
                and any(v != kept[0][2] and p is Polarity.AFFIRMED for _, _, v, p in kept[1:]):
            kept = kept[1:]  # "No, it's Yes.", "No — it's Yes.": the opening word refuses; the clause answers
        return [(s, e, v) for s, e, v, _ in kept]


_ANSWER_WORDS = frozenset({"yes", "no", "true", "false"})
# A word standing alone between separators, beside a claim: "The argument is valid | invalid."
_SEPARATED_WORD = re.compile(r"[|/][\s*_\"'`]*([A-Za-z]+)[\s*_\"'`]*(?=[|/;,.!?)]|$)")
# The word asked about in the task's own terms: "We need to judge whether the sentence is plausible."
_WHETHER_BEFORE = re.compile(r"(?i)\bwhether\b[^.;:,!?\n]*$")
# What others might say, conceded before the reply's own verdict: "Some might say Yes", "One could call it valid".
_CONCEDED = re.compile(r"(?i)\b(?:some(?:one|body)?|people|others|many|one|a\s+reader|critics?|skeptics?)\s+"
                       r"(?:might|may|could|would|will)\s+(?:\w+\s+)?(?:say|call|argue|think|claim|consider|suggest|object)")
# What may stand before and after an answer word that opens its sentence as an interjection ("No, it's Yes").
_INTERJECTED = re.compile(r"[\s*_\"'`]*")
_INTERJECTED_AFTER = re.compile(r"[*_\"'`]*[ \t]*(?:,|[—–]|\s-\s)")
# ... and a clause of its own after it (four words or more): "Yes, the black wire touched it too".
_INTERJECTION_CLAUSE = re.compile(r"[*_\"'`]*[ \t]*,[ \t]*(?:[A-Za-z'’-]+[ \t,]+){3,}[A-Za-z]")


# Answer words joined by an operator ("True OR NOT True", "not False = True"): an expression, whose
# "not" is an operator, not a ruling ("Not True, but False." rules True out).
_OPERATION = re.compile(r"(?i)\b(?:true|false)\b[\s)`*]*(?:\b(?:and|or|xor)\b|&&?|\|\|?|→|->|=|∧|∨)[\s(`*]*"
                        r"(?:\bnot\b[\s(`*]*|[!¬][\s(`*]*)*\b(?:true|false)\b")
_WORD_LINE = re.compile(r"(?im)^[ \t]*(?:[-*•][ \t]*)?(?:(?:option|choice)[ \t]+[(\[]?[A-Z][)\]]?[ \t]*[:.)-]?|"
                        rf"[(\[]?[A-Z][).:\]])?[ \t*_\"'`]*([A-Za-z ]{{1,20}}?)[ \t*_\"'`.{CHECK_MARKS}]*$")


def _echoed_words(text: str, reader: "TokenReader") -> str:
    """Drop runs of two or more lines that each list one different answer word (the options echoed)."""
    if "\n" not in text:
        return text
    lines = text.split("\n")
    out, run = [], []
    for line in lines + [""]:
        m = _WORD_LINE.match(line) if line.strip() else None
        word = reader.canonical.get(m.group(1).strip().casefold()) if m else None
        if word is not None:
            run.append((line, word))
            continue
        if len(run) >= 2 and len({w for _, w in run}) == len(run):
            out.append("")  # an echoed option list
        else:
            out.extend(l for l, _ in run)
        run = []
        out.append(line)
    return "\n".join(out[:-1])


# --- multiple choice ---------------------------------------------------------------------

MAX_POSITION_CHARS = 600
_LABEL_THEN_TEXT = re.compile(r"[(\[]([A-R])[)\]]\s*([^()\[\]\n]{1,80}?)(?=\s*[(\[][A-R][)\]]|\s*$|\n)")


def _echoes_options(text: str, texts: OptionTexts) -> bool:
    """Three or more options each given with its own text, in a row: the question's options echoed."""
    hits = 0
    for m in _LABEL_THEN_TEXT.finditer(text[:2000]):
        i = LETTERS.index(m.group(1))
        if i < len(texts.texts) and normalise_option_text(m.group(2)) == normalise_option_text(texts.texts[i]):
            hits += 1
            if hits >= 3:
                return True
    return False


def _may_negate(text: str) -> bool:
    """A number may be ruled out in ``text``: a negator ("hardly 18") or any cue of a ruling-out ("6 fails the check")."""
    return _NEGATION_HINT.search(text) is not None or may_rule_out(text)


# A word that may rule an option out: only then is a statement read mention by mention.
# Negating words a restatement of an option's text may hold only when the option's text holds them too.
_OWN_NEGATORS = frozenset({"not", "never", "no", "nor", "neither", "none", "cannot", "t", "wrong", "incorrect", "false",
                           "invalid", "unlikely", "impossible", "except", "rather", "instead", "but", "hardly"})
#: A restatement of an option's text: at least this many words, and this share of them the option's own.
MIN_RESTATED_WORDS, RESTATED_SHARE = 3, 0.75
_NEGATION_HINT = re.compile(r"(?i)\b(?:not|never|hardly|scarcely|no|n't|nor|neither|rather|instead|except|other\s+than|eliminat\w*|"
                            r"rule|exclud\w*|reject\w*|wrong|incorrect|false|invalid|unlikely|impossible|but|cannot)\b|"
                            r"n't\b|[¬≠✗✘❌✖]|!=|\\(?:neg|lnot|ne|neq)\b|\b(?:" + OTHER_NEGATORS + r")\b|" + OTHER_NEGATORS_UNSPACED)
# Two or more option lines in a row ("(A) yes⏎(B) no"): the question's options echoed, not an answer.
_ECHOED_OPTIONS = re.compile(
    r"(?m)(?:^[ \t]*(?:[-*•][ \t]*)?[*_]*(?:(?:Option|Choice)[ \t]+[(\[]?[A-R][)\].:]?|[(\[]?[A-R][)\].:])[*_]*[ \t:]+"
    r"[^\n]*(?:\n[ \t]*)*\n?){2,}")
# A review of the options announced: "Let's examine the options one by one", "Let me check each option",
# "Esaminiamo le opzioni una per una".
_REVIEW_ANNOUNCED = re.compile(
    r"(?i)\b(?:options?|choices?|opzioni|opciones|opções|optionen|variant[ey])\b[^\n]{0,30}?\b(?:one\s+by\s+one|in\s+turn|"
    r"una\s+per\s+una|una\s+por\s+una|uma\s+(?:a|por)\s+uma|une\s+(?:par|à)\s+une|einzeln|nacheinander|po\s+kolei)\b|"
    r"\b(?:go\s+through|examine|check|evaluate|analy[sz]e|look\s+at|review|consider)\s+(?:each|every|all|the)\s+"
    r"(?:of\s+the\s+)?(?:options?|choices?)\b|\beach\s+(?:option|choice)\b")
#: How far before a cut-off option line its review's announcement is looked for.
REVIEW_REACH = 300
# One line of an echoed option list: its letter and its text.
_ECHO_LINE = re.compile(r"[ \t]*(?:[-*•][ \t]*)?[*_]*(?:(?:Option|Choice)[ \t]+)?[(\[]?([A-Ra-r])[)\].:]?[*_]*[ \t:]+(.*)")
def _explains(between: str) -> bool:
    """What a sentence says between its answer and working that comes back to it names no other case ("or", "if"), or
    sets the one it names aside: after it, by "but"/"however"/"yet" ("if she sold all 16 she'd make 32, but she uses 7
    first"), or by naming it as what the answer is weighed against ("versus 32 if …", "instead of 26")."""
    case = _ANOTHER_CASE.search(between)
    return case is None or _WEIGHED_AGAINST.search(between) is not None or \
        _TURNS_BACK.search(between, case.end()) is not None


_ANOTHER_CASE = re.compile(r"(?i)\b(?:or|if)\b")
_TURNS_BACK = re.compile(r"(?i)\b(?:but|however|yet)\b")
_WEIGHED_AGAINST = re.compile(r"(?i)\b(?:versus|vs|instead\s+of|rather\s+than)\b")
# What ends a bracket of working that comes out at the answer: "(9 × 2 = 18)." (read right after the 18).
_SAME_AFTER_EQUALS = re.compile(r"(?!\d)[^()\n=]{0,20}\)[\s*_.!]*(?:$|\n)")
_LAST_LINES_CHARS = 600
# Words that say a letter is the question's: "option C in the original list", "the question's option C" (not "not the
# original order").
_QUESTION_LETTERING = re.compile(r"(?i)(?<!\bnot\s)(?<!\bnot\sthe\s)(?:\b(?:option|letter|choice)\s+\(?[A-R]\)?\s+(?:in|of|from)\s+"
                                 r"the\s+(?:original|question)\b|\bthe\s+question'?s\s+(?:option|letter|choice|lettering|"
                                 r"\(?[A-R]\)?)|\boriginal\s+(?:lettering|labels|letters|list|options|choices))")
# A bracketed letter and the words after it: "(C) Louis", "[B] Behaviorist".
_LETTER_THEN_TEXT = re.compile(r"[(\[][A-R][)\]][*_ \t]*([^\n.,;:*_)]{1,60})")
# A line that lists an option under a bracketed letter: "(D) An integrated test facility …", "- [B] be mean".
_RELETTERED_LINE = re.compile(r"(?m)^[ \t]*(?:[-*•][ \t]*)?[*_]*[(\[]([A-R])[)\]][*_]*[ \t:.]+([^\n]{1,300}?)[ \t]*$")
# A tick beside an option, the one picked; a cross, one ruled out.
_TICK = re.compile(f"[{CHECK_MARKS}]")
_CROSS = re.compile(f"[{CROSS_MARKS}]")
_MARK = re.compile(f"[{CHECK_MARKS}{CROSS_MARKS}]\ufe0f?")
# The article right before an option's text ("A man who likes to camp"), which belongs to the text.
_ARTICLE_BEFORE = re.compile(r"(?<![^\W\d_])(?:[Aa]n?|[Tt]he)[ \t]+\Z")
# Option letters joined inside one emphasis: "**B or C**", "**A, C and D**", "**B/C**".
_BOLD_LETTERS = re.compile(r"\*\*([A-Z](?:[ \t]*(?:,|/|&|\bor\b|\band\b)[ \t]*(?:or[ \t]+|and[ \t]+)?[A-Z])+)\*\*")
_MENTIONED_LETTER = re.compile(
    r"(?<![A-Za-z0-9])[(\[]\s*([A-Za-z])\s*[)\]]"          # (C) [c]
    r"|\b(?:[Oo]ption|[Cc]hoice|[Aa]nswer)\s*[:#]?\s*(?:\*\*|__|\*|_)?([A-Z])\b(?<!answer I)(?<!Answer I)"   # option C, option **C (not "the answer I'm giving",
    r"|\b(?:[Aa]nswer)\s*[:#]?\s*(I)\b(?!['’]\w|\s+[a-z])"    # "the answer I gave": a pronoun; "answer I." is option I)
    r"|\*\*([A-Z])\*\*"                                  # **C**
    r"|(?<![A-Za-z0-9(])([A-Z])\)"                         # C)
    r"|(?:^|(?<=\n))[ \t]*([A-HJ-Z])(?=[ \t]+[—–-][ \t]+\S)")  # C — <why> (a line's head, as "(C) — <why>"; not "I —")


# A copula right before a word, maybe with a degree ("is just as", "are equally", "is very").
_COPULA_BEFORE = re.compile(r"(?i)\b(?:is|are|was|were|be|seems?|looks?)\s+(?:(?:just|as|equally|very|so|quite|also|too)\s+)*$")
# A sentence end inside a text (an option's text may hold several sentences).
_SENTENCE_INSIDE = re.compile(r"[.!?;]\s+\S")


def overlap_test(spans) -> Callable[[int, int], bool]:
    """``overlaps(start, end)``: whether ``[start, end)`` overlaps any of ``spans`` (``(start, end,
    …)`` tuples), in log time: a sentence may name thousands of options, and each is tested."""
    starts: list[int] = []
    ends: list[int] = []
    for s, e in sorted((s, e) for s, e, *_ in spans):
        if ends and s <= ends[-1]:
            ends[-1] = max(ends[-1], e)  # overlapping or touching spans test as their union
        else:
            starts.append(s)
            ends.append(e)

    def overlaps(start: int, end: int) -> bool:
        i = bisect_right(ends, start)  # the first span that ends after ``start``
        return i < len(starts) and starts[i] < end
    return overlaps


# The words :data:`LANDMARK` needs (a cheap test before the mention-by-mention one).
_POSITION_WORD = re.compile(r"(?i)\b(?:after|before|below|above|past|beyond|beneath|behind|next|following|preceding|ahead|"
                            r"prior)\b")


# A fraction with a slash, between digits: "13/36".
_SLASHED = re.compile(r"(\d)[ \t]*/[ \t]*(\d)")


class ChoiceReader:
    """Reads an option letter (or an option's text, when the options are known)."""

    reads_transcript = False  # "A: (B)", "A: <text>" are read on their line: "A" may be option A

    def __init__(self, n_options: int, choices: Sequence[str] | None = None):
        self.n = n_options
        self.choices = list(choices) if choices else None
        self.texts = OptionTexts.of(tuple(self.choices)) if self.choices else None

    def beyond_options(self, text: str) -> str | None:
        """The letter an answer names in brackets that is past the last option ("So the answer is (C)." where only (A) and
        (B) exist): a committed answer, and a wrong one (an earlier answer does not stand in for it)."""
        said = _BRACKETED_LETTER.fullmatch(peel(text))
        if said is None or LETTERS.index(said.group(1)) < self.n:
            return None
        return said.group(1)

    def relettered(self, section: str, reading: Reading) -> bool:
        """The answer is a bare letter and the reply lists that letter, and another, with other options' own texts ("(D)
        An integrated test facility …" where that is option A): the reply lettered the options its own way (its own
        list of items in lower case, "(a) Bernard⏎(b) Gwen", is none)."""
        letter = reading.value
        if not self.texts or not isinstance(letter, str) or len(letter) != 1 or \
                peel(reading.text).strip(" ()[].:*_").upper() != letter or f"{letter})" not in section and f"{letter}]" not in section:
            return False
        # (two lines at least, the letter's among them: one line may be a slip of the pen)
        lines = [line for line in _RELETTERED_LINE.finditer(section)
                 if (whole := self.texts.whole(peel(line.group(2)))) is not None and whole != line.group(1)]
        moved = {line.group(1) for line in lines}
        if letter not in moved or len(moved) < 2:
            return False
        # (the reply's last lines, its own list aside, may say which letters they mean: the option's own text beside
        # its letter, "**Answer: (C) Vincent**", or the question's lettering, "which is option C in the original list")
        listed = {line.group(0).strip() for line in lines}
        said = "\n".join([line for line in section[-_LAST_LINES_CHARS:].split("\n")
                          if line.strip() and line.strip() not in listed][-2:])
        own = normalise_option_text(self.own_text(letter))
        beside = [self.texts.whole(peel(m.group(1))) for m in _LETTER_THEN_TEXT.finditer(said) if m.group(0)[1:2] == letter]
        if any(found is not None and found != letter for found in beside):
            return True  # "The last is (C) Louis.⏎Answer: (C) Vincent": its (C) is said to be two options
        return not (own and f" {own} " in f" {normalise_option_text(said)} " or _QUESTION_LETTERING.search(said))

    def _labelled_line(self, text: str) -> Reading | None:
        """``(B) Oxygen``: a label followed by exactly that option's own text (not a discussion of it)."""
        m = _LABEL_AND_TEXT.match(peel(text))
        if not m or not self.choices:
            return None
        letter = m.group(1).upper()
        if letter not in LETTERS[: self.n]:
            return None
        own_text = self.choices[LETTERS.index(letter)]
        said = normalise_option_text(_SLASHED.sub(r"\1 over \2", m.group(2)) if " over " in own_text else m.group(2))
        own = normalise_option_text(own_text)
        if own and (said == own or self.texts is not None and self.texts.match(said.split(), False) == letter):
            return Reading(letter, letter)  # (a fraction option said in words, "13 over 36", is "13/36"; a number
            # option's text may have its unit: "A. 13/36 mi")
        return None

    def __call__(self, text: str, strict: bool | str) -> Reading | None:
        text = _ANSWER_PREFIX.sub("", text, count=1)  # "A: (B)" in Q:/A: style replies
        transcript = _TRANSCRIPT_LABEL.match(text) if self.texts else None
        if transcript:  # "A: The crow is the leftmost": the Q:/A: label, then one option's whole text
            whole = self.texts.whole(peel(text[transcript.end():]))
            if whole is not None:
                return Reading(whole, whole)
        if "\n" in text and not strict:
            run = [line for line in text.split("\n") if line.strip()]
            if len(run) > 1 and all(_ECHO_LINE.match(line) for line in run):
                return self._option_run(run)
        letter = bare_letter(text, self.n)
        if letter:
            return Reading(letter, letter)
        if strict == EARLIER_LINE:
            # "(B) Oxygen" on a line mid-reply heads a discussion of option B; a bold line that is
            # exactly one option's text ("**50**", then a sign-off) is the answer
            if not self.texts or not _EMPHASIS_LINE.fullmatch(text.strip()) or _echoes_options(text, self.texts):
                return None
            whole = self.texts.whole(text)
            return Reading(whole, whole) if whole else None
        if self.texts and _echoes_options(text, self.texts):
            return None  # "The correct answer is: (A) circle (B) heptagon … (J) triangle": the options echoed
        conflict = self._letter_text_conflict(first_sentence(text) if not strict else text)
        if conflict:
            return conflict
        labelled = self._labelled_line(text)
        if labelled:
            return labelled
        if strict:
            if self.texts:
                whole = self.texts.whole(text)
                if whole is not None:
                    return Reading(whole, whole)
            return None
        opening = self.texts.at(peel(text)) if self.texts and _SENTENCE_INSIDE.search(text) else None
        if opening is not None and _SENTENCE_INSIDE.search(self.own_text(opening[0])):
            return Reading(opening[0], opening[0])  # an option's text of several sentences, said whole
        sentence = first_sentence(text)
        if (closed := CLOSED_SENTENCE_END.search(sentence)) is not None:
            sentence = sentence[:closed.start()]  # "(C) Independence Day.** It fits … better than (A)": its emphasis closed
        if (other := other_option_clause(sentence)) != -1:
            sentence = sentence[:other]  # "(B) — (A), (C) and (D) describe conscious processes": its explanation
        whole = self.texts.whole(sentence) if self.texts else None
        if whole is not None:  # "Both A and C" is one option's text, not two letters
            return Reading(whole, whole)
        bare = self._letters_only(sentence)  # "Star Wars - A New Hope (C)": the title's "A" names nothing
        found = find_letter(bare, self.n) or find_letter(peel(bare), self.n)  # "'C or B'"
        if found is not None and _POSITION_WORD.search(sentence):
            # "My pick is the option directly below (E).": a letter the answer is found from names no answer
            named = self._named(sentence)
            kept = [v for s, _, v in named if not LANDMARK.search(sentence, max(0, s - 40), s)]
            if not kept:
                return None
            if len(kept) < len(named):
                found = LetterFound(kept[0], len(set(kept)) > 1)
        if found is not None and (self._denied(sentence, found.letter) or _NEGATION_HINT.search(sentence)):
            # "not (C); it is (B)" answers B; "not B", "(B) 02/28/2016 is incorrect" withdraw B; the option's own text
            # said after its letter is no verdict on it, its negations included: only what comes before counts ("C — you
            # can never prove it correct" is C; "It's not C: you can never prove …" is not)
            restated = self._restates_own_text(sentence, found.letter)
            if restated is None:
                return self._past_negations(sentence, found)
            said = sentence[:restated]
            if not _NEGATION_HINT.search(said):
                return Reading(found.letter, found.letter, ambiguous=found.ambiguous)
            return self._past_negations(said, found)
        if found is None and self.choices:
            found = match_option_text(sentence, self.choices)
        if found is None:
            return None
        return Reading(found.letter, found.letter, ambiguous=found.ambiguous)

    def _restates_own_text(self, sentence: str, letter: str) -> int | None:
        """The words after the letter say its own option's text again, negations and all: in "C — you can never prove
        it correct" (C: "You can never prove your theory to be correct …") the "never" is the option's, not a verdict
        on it. Every negating word must be the option's own, and most of the other words too. Where the letter ends
        (what comes before it still speaks of it: "It's not C: …"), or None."""
        own = set(option_words(self.own_text(letter)))
        label = re.search(rf"(?<![A-Za-z]){letter}(?![A-Za-z])", sentence) if own else None
        if label is None:
            return None
        said = [w for w in option_words(sentence[label.end():]) if len(w) > 2 or w in _OWN_NEGATORS]
        if len(said) < MIN_RESTATED_WORDS or any(w in _OWN_NEGATORS and w not in own for w in said):
            return None
        return label.end() if sum(w in own for w in said) >= RESTATED_SHARE * len(said) else None

    def _past_negations(self, sentence: str, found) -> Reading:
        """A statement that rules options out: the first option it does not negate, else a withdrawal."""
        tagged = tag(sentence, self._named(sentence))
        kept = [v for _, _, v, p in tagged if p is not Polarity.NEGATED]
        if not any(v == found.letter and p is Polarity.NEGATED for _, _, v, p in tagged):
            # "A rather than B": A ("(B) — and at any rate, neither (A) nor (C)": the others all ruled out)
            return Reading(found.letter, found.letter, ambiguous=found.ambiguous and bool(set(kept) - {found.letter}))
        if not kept:
            return Reading(found.letter, found.letter, withdrawn=True)
        return Reading(kept[0], kept[0], ambiguous=len(set(kept)) > 1)

    def _letter_text_conflict(self, text: str) -> Reading | None:
        """``(A) <option B's text>``: a letter and a text that name different options identify
        neither (LABELLING.md's adjudication); read as two answers."""
        if not self.texts or _TRANSCRIPT_LABEL.match(text):
            return None  # "A: The kiwis are the cheapest." is the Q:/A: transcript's label
        m = _LABEL_AND_TEXT.match(peel(text))
        continued = True
        if m is not None:
            letter, said = m.group(1).upper(), m.group(2)
            # after a bare letter's full stop a new sentence may begin: "option A. Cones handle colour." (only the
            # other option's text alone, "A. Cones", names it)
            continued = _LETTER_FULL_STOP.match(peel(text)) is None
        elif (found := text_and_label(peel(text))) is not None:
            said, letter = found[0], found[1].upper()  # "circle (J)": the text first
            said = said[_last_consequence_end(said):]  # (what the sentence concludes: "Vincent is 9, so one year younger
            # is 8 — that's Gwen (D)" names D by "Gwen", not C by "Vincent"; "Louis, 8 years old (D)" names A by "Louis")
        else:
            return None
        if letter not in LETTERS[: self.n]:
            return None
        words = option_words(said)
        named = self.texts.match(words, continued=continued) or (self.texts.cognate(words) if ANSWERED_ABROAD.get() else None)
        if named is None or named == letter:
            return None  # ("Respuesta: C – feromonas": the letter's own text translated, or a word no option has)
        return Reading(letter, letter, ambiguous=True)  # (also, under another language's answer marker, "Réponse : B –
        # Béhavioriste" of A's "Behaviorist"; in English "B – not Behaviorist" is an explanation)

    def _denied(self, sentence: str, letter: str) -> bool:
        """The option is named and declared wrong in one clause ("(B) 02/28/2016 is incorrect")."""
        label = re.search(rf"[(\[]{letter}[)\]]|\b{letter}\b", sentence)
        if label is None:
            return False
        rest = sentence[label.end():].lstrip(")]*_ \t")
        own = self.own_text(letter)
        if own and rest.casefold().startswith(own.casefold()):
            rest = rest[len(own):]
        return bool(_DENIED.match(rest))

    def _letters_only(self, sentence: str) -> str:
        """``sentence`` with the option texts it names blanked out (their letters are words)."""
        if not self.texts:
            return sentence
        for start, end, _ in self.texts.find(sentence):
            sentence = sentence[:start] + "x" * (end - start) + sentence[end:]  # a word: "a triangle" stays "a x…"
        return sentence

    def position(self, span: str, reading: Reading) -> int:
        """Where the answer's option is named in ``span`` (its first mention; 0 if none)."""
        for start, end, value in self._named(span[:MAX_POSITION_CHARS]):
            if value == reading.value:
                article = _ARTICLE_BEFORE.search(span, max(0, start - 5), start) if end - start > 1 and \
                    span[start].isalnum() else None
                if article is not None and option_words(self.own_text(value))[:1] == [article.group(0).strip().casefold()]:
                    return article.start()  # ("Answer: A man who likes to camp": the option's own article, no letter A)
                return start
        return 0

    def own_text(self, letter: str) -> str:
        """The option's own text, which may name other letters ("Both A and C")."""
        i = LETTERS.index(letter) if isinstance(letter, str) and letter in LETTERS else -1
        return self.choices[i] if self.choices and 0 <= i < len(self.choices) else ""

    def value_at(self, text: str) -> tuple[object, int] | None:
        found = letter_at(text, self.n)
        if found is None and self.texts:
            found = self.texts.at(text)
        return found

    def mentions(self, text: str) -> list[tuple[int, int, object]]:
        """Option letters in unmistakable shapes, and option texts (longest match first)."""
        found = []
        for m in _MENTIONED_LETTER.finditer(text):
            letter = next(g for g in m.groups() if g).upper()
            if letter in LETTERS[: self.n]:
                found.append((m.start(), m.end(), letter))
        if "**" in text:
            for m in _BOLD_LETTERS.finditer(text):  # "either **B or C**": letters joined inside one emphasis
                found += [(m.start(1) + i, m.start(1) + i + 1, ch) for i, ch in enumerate(m.group(1))
                          if ch in LETTERS[: self.n]]
        if self.texts:
            taken = overlap_test(found)
            for start, end, letter in self.texts.find(text) + self.texts.stated_numbers(text):
                if not taken(start, end) and not self._predicate(text, start, end):
                    found.append((start, end, letter))
        return sorted(found, key=lambda f: f[0])

    @staticmethod
    def _predicate(text: str, start: int, end: int) -> bool:
        """An option whose text is a status word, said as a predicate: "B is just as good" says how
        good B is; it does not name the option "good"."""
        return is_status_word(text[start:end].strip(" *_\"'`")) and _COPULA_BEFORE.search(text, max(0, start - 24), start) is not None

    def _named(self, sentence: str, strict: bool = False) -> list[tuple[int, int, object]]:
        """Every option a sentence names: option texts, and letters in any shape a statement would
        use ("C works too" names C; the article "A nice idea" names nothing, nor the "A:" of a
        Q:/A: transcript)."""
        found = self.mentions(sentence)
        taken = overlap_test(found)
        transcript = _TRANSCRIPT_LABEL.match(sentence)
        if transcript and rates_an_option(sentence[transcript.end():]):
            transcript = None  # "A: also correct — …" rates option A: a transcript's answer is no status
        for start, end, letter in letters_in(sentence, self.n):
            if transcript and start < transcript.end():
                continue
            if not taken(start, end):
                found.append((start, end, letter))
        # an option named by its place is named too: "(C) — the fourth one from the top" names D
        ordinals = ordinal_mentions(sentence, self.n)
        if ordinals:
            taken = overlap_test(found)
            # (not a place identified with another mention: "The last one is (C)" names the asked penguin, not E)
            found += [(s, e, letter) for s, e, letter in ordinals if not taken(s, e)
                      and not any(_IDENTIFIED.fullmatch(sentence, e, other) for other, _, _ in found)]
        if strict and self.texts:  # an answer's own clause: a bare number option is named too ("50 or 25")
            taken = overlap_test(found)
            found += [(s, e, letter) for s, e, letter in self.texts.numbers(sentence) if not taken(s, e)]
        found.sort(key=lambda f: f[0])
        return found

    def offers(self, sentence: str, strict: bool = False, concluding: bool | None = None) -> list[tuple[object, Polarity]]:
        """The options a sentence names, with polarity."""
        return [(v, p) for _, _, v, p in tag(sentence, self._named(sentence, strict), strict, concluding)]

    def without_echoes(self, text: str) -> str:
        """``text`` without echoed option lists ("(A) yes⏎(B) no"): quoting the options offers nothing.
        Only a quotation counts: each line is a different option's label with that option's own
        text ("(C) works too.⏎(D) works too." offers C and D). An option given with its own text
        that holds a sentence end is one mention, its label: "(C) density of fluid. is right too."
        says "(C) is right too." (its full stop ends no sentence)."""
        text = _ECHOED_OPTIONS.sub(lambda m: "\n" if self._quotes_options(m.group(0)) else m.group(0), text)
        for letter, own in zip(LETTERS, self.choices or ()):
            if any(end in own for end in ".!?"):
                text = text.replace(f"({letter}) {own}", f"({letter})")
        return text

    def _option_run(self, run: list[str]) -> Reading | None:
        """A block of option lines (under an answer label, or ending the reply): the answer when its
        first line, and only its first, quotes one option as itself ("(A) 12/02/1986", then
        "(B) works too." offers B); an echo of the options (maybe cut off: "(A) 12 ⏎(B) 29⏎(C) 3")
        or an option-by-option discussion ("(A) …: Incorrect because …") answers nothing, unless exactly one of its
        lines is ticked and every other one crossed, each saying no more than its mark and its own text ("(A) ✗
        Behaviorist⏎(B) ✓ Psychoanalytic"; lines marked at their end are read as a checklist is, by
        :func:`.text._unselected_gone`)."""
        ticked = [line for line in run if _TICK.search(line)]
        if len(ticked) == 1 and all(line is ticked[0] or _CROSS.search(line) for line in run) and \
                all(self._marked_only(line) for line in run) and \
                (label := _ECHO_LINE.match(ticked[0])) is not None and (letter := label.group(1).upper()) in LETTERS[: self.n]:
            return Reading(letter, letter)
        if self._quotes_options("\n".join(run)) or sum(self._labelled_line(line.strip(" \t-*•")) is not None
                                                       for line in run[1:]):
            return None  # more than one option quoted as itself: the options echoed (maybe cut off)
        return self._labelled_line(run[0].strip(" \t-*•"))

    def _marked_only(self, line: str) -> bool:
        """An option line that says nothing but its mark and, maybe, its own text: "(B) ✓", "(A) ✗ Behaviorist",
        "(C) Cognitive behavioral ✗" (not "(A) ✗ not ruled out yet")."""
        label = _ECHO_LINE.fullmatch(_MARK.sub(" ", line).strip(" \t-*•"))
        if label is None or label.group(1).upper() not in LETTERS[: self.n]:
            return False
        said = label.group(2).strip(" \t*_.")
        return not said or normalise_option_text(said) == normalise_option_text(self.own_text(label.group(1).upper()))

    def _quotes_options(self, block: str) -> bool:
        letters = []
        for line in block.split("\n"):
            label = _ECHO_LINE.match(line)
            if label is None:
                continue
            letter, said = label.group(1).upper(), label.group(2)
            if letter in letters or letter not in LETTERS[: self.n]:
                return False
            own = self.own_text(letter)
            if own and normalise_option_text(said) != normalise_option_text(own):
                return False
            letters.append(letter)
        return len(letters) >= 2

    def conclusion(self, section: str) -> Reading | None:
        found = read_conclusion(self._quiet(section), self._framed_mentions)
        if found is not None and not found.ambiguous and self.texts and \
                (stop := _LETTER_STOP_TEXT.search(section, max(0, len(section) - 300))) is not None and \
                self._letter_text_conflict(stop.group(0)) is not None:
            return replace(found, ambiguous=True)  # "The best description is B. rude." (rude being A's text): two options
        if found is not None and found.rest:
            # the rest of the answer's clause starts after its own text: in "(B) no" the "no" restates B
            own = self.own_text(found.value)
            rest = found.rest.lstrip(" \t*_:-")
            if own and rest.casefold().startswith(own.casefold()):
                found = replace(found, rest=rest[len(own):])
        return found

    def _framed_mentions(self, text: str) -> list[tuple[int, int, object]]:
        """:meth:`mentions`, and a bare letter given as an answer ("It is B.", "confident: A")."""
        found = self.mentions(text)
        if not any(map(str.isupper, text)):
            return found
        named = self._named(text)
        if len(named) == len(found):
            return found
        spans = {f[:2] for f in found}
        return [(s, e, v) for s, e, v, p in tag(text, named)
                if (s, e) in spans or p in OFFERS or p is Polarity.NEGATED or _LEFT_OVER.search(text, max(0, s - 24), s)]

    def summary(self, text: str) -> Reading | None:
        """A labelled conclusion ("**Conclusion:** (A) is sarcastic. (B) is merely …"): its first
        sentence that names an answer decides; the rest explains."""
        return read_conclusion(text, self.mentions, from_start=True)

    def fallback(self, section: str) -> Reading | None:
        return read_last_mention(self._quiet(section), self.mentions)

    def _quiet(self, section: str) -> str:
        """The section without echoed option lists, where the weak layers read it, nor the first line of an
        option-by-option review cut off after it ("Let's examine the options one by one.⏎(A) terrible archaic
        pyramidal" quotes (A), maybe not to its end; it does not pick it)."""
        section = _ECHOED_OPTIONS.sub("\n", section)
        body = section.rstrip()
        cut = body.rfind("\n")
        line = _ECHO_LINE.fullmatch(body, cut + 1) if cut != -1 else None
        if line is not None and (own := self.own_text(line.group(1).upper())) and (said := normalise_option_text(line.group(2))) \
                and normalise_option_text(own).startswith(said) and \
                _REVIEW_ANNOUNCED.search(body, max(0, cut - REVIEW_REACH), cut):
            return body[:cut]
        return section
