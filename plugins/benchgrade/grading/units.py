"""Units an answer is said again in: a conversion must give the same quantity.

A reply may restate its number in other units right after it ("1 hour (= 60 minutes)", "3 weeks —
equivalently, 21 days", "33% (as a probability: 0.33)"). Such a restatement is the answer again
only when the arithmetic holds; "1 hour (= 90 minutes)" or "3 weeks — equivalently, 28 days"
gives a second, different quantity beside the answer, and the one-answer rule counts it as one.

:func:`conversion` reads the clause right after the answer's number: its unit (if any),
a restating connector ("=", "≈", "i.e.", "equivalently", "that is", "as a probability"), and the
number and unit after it. Both units must be known and of one dimension (time, length, mass, money,
count), or the connector must say the same number in another form (a probability, a fraction or a
decimal of a percentage); anything else is not a conversion and is left to the other rules.
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
               ("in", "inch", "inches"): Fraction(254, 10000), ("ft", "foot", "feet"): Fraction(3048, 10000),
               ("yd", "yard", "yards"): Fraction(9144, 10000), ("mi", "mile", "miles"): Fraction(1609344, 1000)},
    "mass": {("mg", "milligram", "milligrams"): Fraction(1, 1000), ("g", "gram", "grams"): 1,
             ("kg", "kilogram", "kilograms"): 1000, ("lb", "lbs", "pound", "pounds"): Fraction(45359237, 100000),
             ("oz", "ounce", "ounces"): Fraction(28349523125, 10**9)},
    "money": {("cent", "cents", "¢"): Fraction(1, 100), ("dollar", "dollars", "$", "usd"): 1},
    "count": {("dozen", "dozens"): 12},
}.items():
    for _names, _size in _units.items():
        for _name in _names:
            _SIZES[_name] = (_dimension, Fraction(_size))

# A number, its unit, a restating connector, and the number (and unit) it is said again as.
_NUMBER = r"-?\d[\d,]*(?:\.\d+)?"
_CONVERSION = re.compile(
    r"(?i)[ \t*_]*(?P<unit>[a-z]{1,12}\b|%|¢)?[\s*_]*[.,;:]?[\s*_]*(?:\(|—|–|-|,)?[ \t*_]*"
    r"(?P<connector>=|≈|i\.?\s?e\.?,?|that\s+is,?|equivalently,?|as\s+an?\s+(?P<form>probability|fraction|decimal|proportion)[ \t]*:?)"
    r"[ \t*_]*(?P<currency>\$)?[ \t]*(?P<other>" + _NUMBER + r")[ \t*_]*(?P<other_unit>[a-z]{1,12}\b|%|¢)?"
    # ... and a second part in a smaller unit: "(i.e. 1 h 4 min)", "2 feet 3 inches"
    r"(?:[ \t,]*(?:and[ \t]+)?(?P<more>\d+(?:\.\d+)?)[ \t]*(?P<more_unit>[a-z]{1,12}\b))?")


def _number(text: str) -> Fraction | None:
    try:
        return Fraction(text.replace(",", ""))
    except (ValueError, ZeroDivisionError):
        return None


def conversion(rest: str, value) -> tuple[bool | None, int]:
    """Whether ``rest`` (what follows the answer's number) says it again in other units as the same quantity
    ("hour** (= 60 minutes)" after 1: True) or as another ("hour** (= 90 minutes)": False), None when it is no
    conversion; and where the conversion ends in ``rest``."""
    m = _CONVERSION.match(rest)
    return (None, 0) if m is None else (_holds(m, value), m.end())


def _holds(m: re.Match, value) -> bool | None:
    """The conversion ``m`` gives the answer ``value`` again (None: it is no conversion of it)."""
    try:
        answer = Fraction(value)
    except (TypeError, ValueError):
        return None
    other = _number(m.group("other"))
    if other is None:
        return None
    if m.group("form"):  # "33 (as a probability: 0.33)": the same number as a share, or itself
        return other in (answer, answer / 100)
    unit, other_unit = (m.group("unit") or "").casefold(), (m.group("other_unit") or "").casefold()
    if m.group("currency"):
        other_unit = other_unit or "$"
    if not unit and not other_unit:
        return None  # "18 (= 9 × 2)" and bare numbers are the other rules' to read
    if unit == other_unit or unit in ("", "%") and other_unit in ("", "%"):
        return other == answer and not m.group("more")
    first, second = _SIZES.get(unit), _SIZES.get(other_unit)
    if first is None or second is None or first[0] != second[0]:
        return None  # not two units of one dimension: "18 (= 9 eggs)" restates nothing
    said, again = answer * first[1], other * second[1]
    if m.group("more"):
        more = _SIZES.get(m.group("more_unit").casefold())
        if more is None or more[0] != first[0]:
            return None  # "(= 2 hours of work)": not a quantity in two parts
        again += Fraction(m.group("more")) * more[1]
    return abs(said - again) <= abs(said) / 200  # (conversions rounded to 0.5 % stand: "1 mile = 1.61 km")
