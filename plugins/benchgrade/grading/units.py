"""Units an answer is said again in: a conversion must give the same quantity.

A reply may restate its number in other units right after it ("1 hour (= 60 minutes)", "3 weeks —
equivalently, 21 days", "33% (as a probability: 0.33)"). Such a restatement is the answer again
only when the arithmetic holds; "1 hour (= 90 minutes)" or "3 weeks — equivalently, 28 days"
gives a second, different quantity beside the answer, and the one-answer rule counts it as one.

:func:`conversion` reads the clause right after the answer's number: its unit (if any),
a restating connector ("=", "≈", "i.e.", "equivalently", "that is", "as a probability") or a bracket that holds
nothing else ("160 minutes (2.4 hours)"), and the number and unit after it. Both units must be known and of one
dimension (time, length, mass, money, count), or the connector must say the same number in another form (a
probability, a fraction or a decimal of a percentage); anything else is not a conversion and is left to the other
rules.
"""
from __future__ import annotations

import re
from fractions import Fraction

#: Each unit's size in its dimension's base unit (seconds, metres, grams, dollars, items).
_SIZES: dict[str, tuple[str, Fraction]] = {}
for _dimension, _units in {
    "time": {("s", "sec", "secs", "second", "seconds"): 1, ("min", "mins", "minute", "minutes"): 60,
             ("h", "hr", "hrs", "hour", "hours"): 3600, ("day", "days"): 86400, ("week", "weeks"): 604800},
    "length": {("mm", "millimeter", "millimeters", "millimetre", "millimetres"): Fraction(1, 1000),
               ("cm", "centimeter", "centimeters", "centimetre", "centimetres"): Fraction(1, 100),
               ("m", "meter", "meters", "metre", "metres"): 1, ("km", "kilometer", "kilometers", "kilometre", "kilometres"): 1000,
               ("inch", "inches"): Fraction(254, 10000), ("ft", "foot", "feet"): Fraction(3048, 10000),
               ("yd", "yard", "yards"): Fraction(9144, 10000), ("mi", "mile", "miles"): Fraction(1609344, 1000)},
    "mass": {("mg", "milligram", "milligrams"): Fraction(1, 1000), ("g", "gram", "grams"): 1,
             ("kg", "kilogram", "kilograms"): 1000, ("lb", "lbs", "pound", "pounds"): Fraction(45359237, 100000),
             ("oz", "ounce", "ounces"): Fraction(28349523125, 10**9)},
    "money": {("cent", "cents", "¢"): Fraction(1, 100), ("dollar", "dollars", "$", "usd"): 1},
    "count": {("dozen", "dozens"): 12},
    "share": {("percent", "per cent", "%"): Fraction(1, 100)},
}.items():
    for _names, _size in _units.items():
        for _name in _names:
            _SIZES[_name] = (_dimension, Fraction(_size))

_SCALES = {"k": 1000, "K": 1000, "M": 10**6}
# Words that open a phrase after a number, never its unit: "$126 per week", "10 min for each".
_FUNCTION_WORDS = r"(?:per|each|every|for|a|an|of|in|the|and|or|to|at|on|plus|minus|times|divided)\b"
_COUNT_OF = re.compile(r"(?i)[ \t]*of\b")  # ("12 of the 20 students": a part of a count)
_UNIT_NAMES = "|".join(sorted((re.escape(name) for name in _SIZES), key=len, reverse=True))
# A number, its unit (or a phrase about it: "$1,300** in the second year — that's $1.8k"), a restating connector, and the
# number (and unit) it is said again as.
_NUMBER = r"-?\d[\d,]*+(?:\.\d++)?+(?:/\d++)?"
_CONVERSION = re.compile(
    # (every run of blanks is possessive, and none can be split with the next: linear on any text)
    r"(?i)[ \t*_]*+(?:(?P<unit>(?:" + _UNIT_NAMES + r")(?![\w$])|%)"
    r"|(?:in|on|at|for|of|per|during|over|after|by|this|that|the|a|an|total|overall|altogether)\b(?:[ \t]++[a-z]++){0,5}"
    r"|(?!" + _FUNCTION_WORDS + r")(?P<noun>[a-z]{2,20})(?![\w$]))?[\s*_]*+(?:[.,;:][\s*_]*+)?(?:[(—–,-][ \t*_]*+)?"
    r"(?P<connector>=|≈|i\.?\s?e\.?,?|that\s+is,?|that's|equivalently,?|in\s+(?:thousands|millions)[ \t]*+:?|"
    r"as\s+an?\s+(?P<form>probability|fraction|decimal|proportion)[ \t]*+:?)"
    r"[ \t*_]*+(?P<currency>\$[ \t]*+)?(?P<other>" + _NUMBER + r")(?P<scale>(?-i:[kK]|M)(?![A-Za-z]))?[ \t*_]*+"
    r"(?:(?P<other_unit>(?:" + _UNIT_NAMES + r")(?![\w$])|%)|(?!" + _FUNCTION_WORDS + r")(?P<other_noun>[a-z]{2,20})(?![\w$]))?"
    # ... and a second part in a smaller unit: "(i.e. 1 h 4 min)", "2 feet 3 inches"
    r"(?:[ \t,]*+(?:and[ \t]++)?(?P<more>\d++(?:\.\d+)?)[ \t]*+(?P<more_unit>(?:" + _UNIT_NAMES + r")(?![\w$])))?"
    # ... or the start of a sum it is worked out by, or a rate: "(i.e. 125 min + 90 min)", "(= 5 hours × 7)", "(i.e.
    # $126 per week)", "(= 10 min for each of the 14 stretches)"
    r"(?P<working>[ \t]*+(?:[-+×*/÷x·]|(?:plus|minus|times|divided|per|each|every|for[ \t]+each|a|an)\b))?")


# ... or, in brackets right after the answer's unit, the number in another unit alone, with no connector: "160 minutes
# (2.4 hours)", "2 feet (24 inches)" (the other groups are empty: the arithmetic is read as for "=").
_BRACKETED_CONVERSION = re.compile(
    r"(?i)[ \t*_]*+(?P<unit>(?:" + _UNIT_NAMES + r")(?![\w$]))[ \t*_]*+\([ \t]*+(?P<connector>)(?P<currency>\$[ \t]*+)?"
    r"(?P<other>" + _NUMBER + r")(?P<scale>(?-i:[kK]|M)(?![A-Za-z]))?[ \t]*+(?P<other_unit>(?:" + _UNIT_NAMES + r")(?![\w$]))"
    r"(?:[ \t,]*+(?:and[ \t]++)?(?P<more>\d++(?:\.\d+)?)[ \t]*+(?P<more_unit>(?:" + _UNIT_NAMES + r")(?![\w$])))?"
    r"(?P<working>)(?P<form>)(?P<noun>)(?P<other_noun>)[ \t]*+\)")


def _number(text: str) -> Fraction | None:
    try:
        return Fraction(text.replace(",", ""))
    except (ValueError, ZeroDivisionError):
        return None


def conversion(rest: str, value) -> tuple[bool | None, int]:
    """Whether ``rest`` (what follows the answer's number) says it again in other units as the same quantity
    ("hour** (= 60 minutes)" after 1: True) or as another ("hour** (= 90 minutes)": False), None when it is no
    conversion; and where the conversion ends in ``rest``."""
    m = _CONVERSION.match(rest) or _BRACKETED_CONVERSION.match(rest)
    return (None, 0) if m is None else (_holds(m, value), m.end())


def same_in_unit(value, again, unit: str) -> bool:
    """Whether ``again`` in ``unit`` is ``value`` in some unit of the same dimension: "18 — which is 1800 in
    cents" (18 dollars), when the answer's own unit is not said."""
    found = _SIZES.get(unit.casefold())
    if found is None or not value:
        return False
    dimension, size = found
    return any(Fraction(again) * size == Fraction(value) * other for kind, other in _SIZES.values() if kind == dimension)


def _holds(m: re.Match, value) -> bool | None:
    """The conversion ``m`` gives the answer ``value`` again (None: it is no conversion of it)."""
    try:
        answer = Fraction(value)
    except (TypeError, ValueError):
        return None
    other = _number(m.group("other"))
    if other is None or m.group("working"):
        return None  # ("215 min (i.e. 125 min + 90 min)": the working, not the answer said again)
    other *= _SCALES.get(m.group("scale") or "", 1)  # "$1.8k", "28.8k lb"
    if m.group("form"):  # "33 (as a probability: 0.33)": the same number as a share, or itself
        return other in (answer, answer / 100)
    unit, other_unit = (m.group("unit") or "").casefold(), (m.group("other_unit") or "").casefold()
    if m.group("currency"):
        other_unit = other_unit or "$"
    if m.group("noun") and m.group("other_noun") and m.group("noun").casefold().rstrip("s") == \
            m.group("other_noun").casefold().rstrip("s"):
        return _close(answer, other, m) and not m.group("more")  # "3 bolts — equivalently, 4 bolts": the same thing
    if not unit and not other_unit:
        return None  # "18 (= 9 × 2)" and bare numbers are the other rules' to read
    if m.group("noun") and _SIZES.get(other_unit, ("",))[0] != "count":
        return None  # "9 eggs (= $18)": another quantity, of another thing
    if unit == "%" and not other_unit:
        if m.group("other_noun") or _COUNT_OF.match(m.string, m.end()):
            return None  # "60% (that's 12 students)", "60% — that is, 12 of the 20 students": a count, no share
        return other in (answer, answer / 100)  # "25% — that is, 1/4 of the plants"
    if (unit == other_unit or unit in ("", "%") and other_unit in ("", "%", "$")) and not m.group("more"):
        size = _SIZES.get(unit, ("", Fraction(1)))[1]  # (compared in the base unit, as the tolerance is: "5 hours (6 hours)")
        return _close(answer * size, other * size, m, rounded=False)  # ("$276,000 (i.e. $264K)": the same unit, or none)
    first, second = _SIZES.get(unit), _SIZES.get(other_unit)
    if m.group("noun") and second is not None and second[0] == "count":
        first = ("count", Fraction(1))  # "300 lemons (= 30 dozen)": a count of things against dozens
    if first is None or second is None or first[0] != second[0]:
        return None  # not two units of one dimension: "18 (= 9 eggs)" restates nothing
    said, again = answer * first[1], other * second[1]
    if m.group("more"):
        more = _SIZES.get(m.group("more_unit").casefold())
        if more is None or more[0] != first[0]:
            return None  # "(= 2 hours of work)": not a quantity in two parts
        again += Fraction(m.group("more")) * more[1]
    return _close(said, again, m)


def _close(said: Fraction, again: Fraction, m: re.Match, rounded: bool = True) -> bool:
    """The same quantity, as a conversion rounds it: to 1 % after "=" or "i.e." ("25 miles (= 40 km)", "860 km
    (= 534 miles)"), to 5 % after "≈" ("35 hours ≈ 1.5 days"), or to the last digit written ("$264K" is 264,000 ± 500;
    ``rounded``, a conversion to another unit: "430 km" is 430 ± 5)."""
    last, unit = (m.group("more"), m.group("more_unit")) if m.group("more") else (m.group("other"), m.group("other_unit"))
    written = last.replace(",", "")  # (the last part written says how finely: "3 h 45 min" to the minute, "430 km" to
    # ten kilometres)
    step = Fraction(1, 10 ** len(written.split(".")[1])) if "." in written else \
        Fraction(10) ** (len(written) - len(written.rstrip("0"))) if rounded and written.strip("0-") else Fraction(1)
    step *= 1 if m.group("more") else _SCALES.get(m.group("scale") or "", 1)
    size = _SIZES.get((unit or "").casefold(), ("", Fraction(1)))[1]
    share = Fraction(1, 20) if m.group("connector") == "≈" else Fraction(1, 100)
    return abs(said - again) <= max(abs(said) * share, step * size / 2)
