"""Read numbers the way people write them, and compare them exactly.

Handles thousands separators (``1,250``, Swiss ``1'250``; no-break, thin and LaTeX separators
are folded to commas by :mod:`.text`), currency and units (``$1,250.``, ``90°``,
``25%``), leading-decimal ``.5``, signs, fractions (``3/4``, ``\\frac{3}{4}``),
mixed numbers (``1 1/2``), and scientific notation (``1e3``,
``1.5 \\times 10^{3}``). A number after a comparator or a word that makes it a class of values
(``≥ 5``, ``≡ 4 (mod 9)``, "a multiple of 34") is no plain value. Values become
:class:`fractions.Fraction`, so ``1000000.0 == 1000000`` and ``0.5 == 1/2`` with no float
tolerance on large integers. Nothing here evaluates model text: only digits are converted.
"""
from __future__ import annotations

import re
from fractions import Fraction

# A digit body: grouped thousands with commas (or apostrophes, the Swiss way: "1'200"; feet and inches,
# 5'10", have no group of three), plain digits, or a leading-decimal number. Runs of more
# than 40 digits are not numbers anyone answers with; bounding them bounds the arithmetic per reply.
_BODY = r"(?:\d{1,3}(?:,\d{3}){1,12}(?:\.\d{1,40})?|\d{1,3}(?:['’]\d{3}){1,12}|\d{1,40}(?:\.\d{1,40})?|\.\d{1,40})"
_EXP = r"(?:[eE][-+]?\d{1,3}|\s*(?:\\times|\\cdot|[x×*])\s*10\s*(?:\^\s*\{?\s*[-+]?\d{1,3}\s*\}?|[⁻⁺]?[⁰¹²³⁴⁵⁶⁷⁸⁹]{1,3}))"
_CURRENCY = r"(?:\\\$|\$|€|£|¥|₹|USD\s?|US\$|Rs\.?\s?)"

#: One number token inside running text, with its sign and an optional exponent (after "x_" a
#: number is part of a name; after "__" or a lone "_" it is emphasised: "__261__").
#: (a scale word after it is part of it: "$2 million" is 2000000, "94 thousand" 94000)
NUMBER = re.compile(
    rf"(?<![A-Za-z0-9.,])(?<![A-Za-z0-9]_)(?P<sign>[-+])?(?:{_CURRENCY})?(?P<sign2>[-+])?(?P<body>{_BODY})(?P<exp>{_EXP})?"
    rf"(?P<scale>[ \t]+(?:hundred|thousand|million|billion|trillion|[Tt]ausend|mille|mila|mil|lakhs?|crores?)\b(?![ \t]*(?:and|-)?[ \t]*(?:\d|one|"
    rf"two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|"
    rf"twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)\b)|[kK](?![A-Za-z0-9]))?(?![\d])(?!(?:st|nd|rd|th)\b)"
)
_SCALES_OF = {"hundred": 100, "thousand": 1000, "million": 10**6, "billion": 10**9, "trillion": 10**12, "tausend": 1000,
              "mille": 1000, "mila": 1000, "mil": 1000, "k": 1000,
              "lakh": 10**5, "lakhs": 10**5, "crore": 10**7, "crores": 10**7}  # ("30k", "43 Tausend", "3 mil")
# Operators that make a following number something other than a plain value (≥ 5, ±5, < 3).
_COMPARATOR_BEFORE = re.compile(r"(?:\\geq?|\\leq?|\\ge|\\le|\\pm|\\mp|\\neq|\\equiv|[<>≤≥±∓≠≡]|>=|<=)\s*\$?\s*$")
# ... or words that make it a class of values: "≡ 4 (mod 9)", "a multiple of 34", "divisible by 3", "用模 9"
_CLASS_BEFORE = re.compile(r"(?:\(?\bmod(?:ulo)?|\bmultiple\s+of|\bdivisible\s+by|\b(?:factor|divisor)\s+of|\bcongruent\s+to|模)"
                           r"\s*\$?\s*$")

_LATEX_FRAC = re.compile(r"\\[dt]?frac\s*\{\s*([-+]?\d{1,40}(?:\.\d{1,40})?)\s*\}\s*\{\s*([-+]?\d{1,40}(?:\.\d{1,40})?)\s*\}")
_LATEX_FRAC_SHORT = re.compile(r"\\[dt]?frac(\d)(\d)")
_SIMPLE_FRACTION = re.compile(r"^(?P<sign>[-+])?\(?(?P<num>\d{1,40}(?:\.\d{1,40})?)\)?\s*/\s*\(?(?P<den>\d{1,40}(?:\.\d{1,40})?)\)?$")
_MIXED = re.compile(r"^(?P<sign>[-+])?(?P<whole>\d{1,40})\s+(?P<num>\d{1,40})\s*/\s*(?P<den>\d{1,40})$")
_SPACED_THOUSANDS = re.compile(r"^[-+]?\d{1,3}(?: \d{3})+(?![\d,])")  # ("6 250 dollaria": a unit may follow)
# Words and symbols allowed around a lone number: units, currency names, "x =", degree signs.
_UNIT_TAIL = re.compile(r"^(?:\\?%|\\%|°|\^\\circ|\^\{\\circ\}|\\text\{[^{}\d()?]{0,40}\}|\\mathrm\{[^{}\d()?]{0,40}\}|"
                        r"\s*(?!(?:[A-Za-z./²³-]*\s)*(?:is|are|was|were|not|no|or|and|wrong|incorrect|maybe|perhaps|"
                        r"possibly|also|too|if|but|either|neither|nor|right|correct|true|false|answer|instead|"
                        r"otherwise|probably|likely|for|now|until|unless|though|although|tentatively|provisionally|pending|assuming|"
                        r"barring|roughly|about|around|approximately|at|give|take|give\s+or\s+take)\b)[A-Za-z][A-Za-z./ ²³-]{0,40})?$", re.I)
_LHS = re.compile(r"^\s*(?:[A-Za-z]\w{0,20}|\\?[a-zA-Z]+)\s*=\s*")


def _to_fraction(body: str) -> Fraction:
    body = body.replace(",", "")
    if not body.isdecimal() and ("'" in body or "’" in body):
        body = body.replace("'", "").replace("’", "")
    # a whole number (most are) is read by int(): Fraction's own parser is a regex, several times slower
    return Fraction(int(body)) if body.isascii() and body.isdecimal() else Fraction(body)


#: A power of ten's digits and sign as plain characters: raised ("10⁻³") or with a typographic minus ("10^−3").
POWER_DIGITS = str.maketrans("⁰¹²³⁴⁵⁶⁷⁸⁹⁻⁺−", "0123456789-+-")
_RAISED_POWER = re.compile(r"[⁻⁺]?[⁰¹²³⁴⁵⁶⁷⁸⁹]{1,3}$")


def _exponent(exp: str | None) -> int:
    if not exp:
        return 0
    if (raised := _RAISED_POWER.search(exp)) is not None:
        return int(raised.group(0).translate(POWER_DIGITS))  # ("× 10⁵" is "× 10^5")
    digits = re.search(r"[-+]?\d{1,3}\s*\}?\s*$", exp)
    return int(digits.group(0).rstrip("} ")) if digits else 0


def token_value(match: re.Match) -> Fraction:
    """The exact value of a :data:`NUMBER` match."""
    value = _to_fraction(match.group("body"))
    power = _exponent(match.group("exp"))
    if power:
        value *= Fraction(10) ** power
    if match.group("scale"):
        value *= _SCALES_OF[match.group("scale").strip().lower()]
    if "-" in ((match.group("sign") or "") + (match.group("sign2") or "")):
        value = -value
    return value


def preceded_by_comparator(text: str, start: int) -> bool:
    """True when the number at ``text[start:]`` follows ≥, ≤, ±, < or >, or names a class of values
    ("≡ 4 (mod 9)", "a multiple of 34"): not a plain value."""
    if _COMPARATOR_BEFORE.search(text[max(0, start - 12) : start]):
        return True
    before = text[max(0, start - 20) : start]  # (the words are looked for only where one can be)
    return ("of" in before or "by" in before or "mod" in before or "to" in before or "模" in before) and \
        _CLASS_BEFORE.search(before) is not None


def _normalise_latex(s: str) -> str:
    s = _LATEX_FRAC.sub(r"\1/\2", s)
    s = _LATEX_FRAC_SHORT.sub(r"\1/\2", s)
    s = s.replace("\\left", "").replace("\\right", "").replace("\\!", "").replace("\\ ", " ")
    s = s.replace("{,}", ",").replace("\\$", "$").replace("\\%", "%")
    return s


_DIGIT = re.compile(r"\d")


def parse_number(text: str) -> Fraction | None:
    """Value of ``text`` when it is *one* number (with optional currency, unit, ``x =``), else None.

    ``"$1,250."`` → 1250, ``"-\\frac{3}{4}"`` → -3/4, ``"1 1/2"`` → 3/2, ``"90°"`` → 90;
    ``"1,2,3"``, ``"(5, 120)"``, ``"\\pm 5"`` and ``"5 or 6"`` → None.
    """
    if _DIGIT.search(text) is None:
        return None  # most text a reader is shown is prose: no digit, no number
    s = _normalise_latex(text).strip().rstrip(".").strip()
    s = _LHS.sub("", s, count=1) if "=" in s else s
    if not s or len(s) > 200:
        return None
    if (spaced := _SPACED_THOUSANDS.match(s)) is not None:
        s = spaced.group(0).replace(" ", "") + s[spaced.end():]
    mixed = _MIXED.match(s)
    if mixed:
        value = int(mixed["whole"]) + Fraction(int(mixed["num"]), int(mixed["den"]) or 1)
        return -value if mixed["sign"] == "-" else value
    frac = _SIMPLE_FRACTION.match(s)
    if frac:
        den = Fraction(frac["den"])
        if den == 0:
            return None
        value = Fraction(frac["num"]) / den
        return -value if frac["sign"] == "-" else value
    m = NUMBER.match(s)
    if m is None:
        return None
    tail = s[m.end():].strip()
    if not _UNIT_TAIL.match(tail):
        return None
    return -token_value(m) if _BELOW_ZERO.search(tail) else token_value(m)  # "58 below zero" is -58


#: A digit still to fill, right after a number: "13x → the last digit is 2", "24□" (a pattern's text; no value is named).
UNFILLED_DIGIT = r"[□■▢？]|x(?![A-Za-z0-9])"
# A sign said after the number: "58 below zero", "13 degrees under zero", "474 less than zero".
_BELOW_ZERO = re.compile(r"(?i)\b(?:below|under|less\s+than)\s+zero\b")


#: Superscript digits: right after a number they raise it to a power ("6¹⁶", "2⁴").
SUPERSCRIPT_DIGITS = "⁰¹²³⁴⁵⁶⁷⁸⁹"
_RAISED = re.compile(f"[{SUPERSCRIPT_DIGITS}]")
_OVER = re.compile(r"/(\d{1,40})(?![\d/]|\.\d)")


def iter_values(text: str):
    """Yield ``(start, end, value)`` for each plain number in running text (comparator-led ones skipped).

    ``3/4`` is one value (a fraction), not 3 and 4; a date such as ``02/10/2020`` is neither.
    """
    text, where = _normalised_with_positions(text)
    skip_to = -1
    for m in NUMBER.finditer(text):
        if m.start() < skip_to or preceded_by_comparator(text, m.start()) or _RAISED.match(text, m.end()):
            continue  # (a number raised to a power, "6¹⁶", "2⁴", is no plain value)
        over = _OVER.match(text, m.end()) if "/" in text else None
        if over and not m.group("exp") and "." not in m.group("body") and int(over.group(1)) != 0:
            skip_to = over.end()
            value = token_value(m) / int(over.group(1))
            yield where(m.start()), where(over.end()), value
            continue
        yield where(m.start()), where(m.end()), token_value(m)


# What _normalise_latex rewrites; each rewrite is done in place so that positions can be mapped back.
_LATEX_REWRITES = re.compile(rf"{_LATEX_FRAC.pattern}|\\[dt]?frac(\d)(\d)|\\left|\\right|\\!|\\ |\{{,\}}|\\\$|\\%")


def _unchanged(at: int) -> int:
    return at


def _normalised_with_positions(text: str):
    """``_normalise_latex(text)`` and a function from its positions to ``text``'s: "\\$170" reads as
    "$170", and a number found there is still sliced from the reply as the reply wrote it."""
    if "\\" not in text and "{,}" not in text:
        return text, _unchanged
    parts, old_at, pos = [], [], 0  # old_at[i]: where the new text's character i came from
    for m in _LATEX_REWRITES.finditer(text):
        parts.append(text[pos:m.start()])
        old_at.extend(range(pos, m.start()))
        said = m.group(0)
        if m.group(1) is not None:
            said = f"{m.group(1)}/{m.group(2)}"
        elif m.group(3) is not None:
            said = f"{m.group(3)}/{m.group(4)}"
        else:
            said = _REWRITTEN.get(said, "")
        parts.append(said)
        old_at.extend([m.start()] * len(said))  # (a value made by a rewrite starts where the rewrite does)
        pos = m.end()
    parts.append(text[pos:])
    old_at.extend(range(pos, len(text) + 1))
    new = "".join(parts)
    if len(new) == len(text) and new == text:
        return new, _unchanged
    # an end inside or right after a rewrite is the end of the rewrite in the reply
    return new, lambda at: old_at[at] if at == 0 or old_at[at] != old_at[at - 1] else _end_of(text, old_at, at)


_REWRITTEN = {"\\ ": " ", "{,}": ",", "\\$": "$", "\\%": "%"}


def _end_of(text: str, old_at: list, at: int) -> int:
    """A position that falls inside a rewritten span: that span's end in the reply."""
    m = _LATEX_REWRITES.match(text, old_at[at])
    return m.end() if m else old_at[at]


def numbers_equal(found: Fraction, gold: Fraction, found_text: str = "") -> bool:
    """Exact equality, plus one bridge: a decimal that rounds or truncates a non-terminating gold.

    ``0.333333`` matches ``1/3`` (the reply cannot write it exactly); ``1000001`` never matches
    ``1000000``: there is no relative tolerance.
    """
    if found == gold:
        return True
    den = gold.denominator
    while den % 2 == 0:
        den //= 2
    while den % 5 == 0:
        den //= 5
    if den == 1:
        return False  # the gold has an exact decimal form; the reply had to match it
    places = re.search(r"\.(\d+)", found_text)
    if not places or len(places.group(1)) < 3:
        return False
    return abs(found - gold) < Fraction(1, 10 ** len(places.group(1)))


# --- numbers written as words ------------------------------------------------------------------

_UNITS = {w: i for i, w in enumerate(
    "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen "
    "sixteen seventeen eighteen nineteen".split())}
_TENS = {w: 10 * i for i, w in enumerate("_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()) if i > 1}
# ... and in Spanish, Portuguese, Italian, French and German ("Respuesta: trece", "25 / veintiocho"), less the
# words that are English words too or read as one ("once", "elf", "due", "sei", "tre", "un", "neuf", "nove", "otto")
_UNITS.update({w: i for i, w in enumerate(
    "cero _ dos tres cuatro cinco seis siete ocho nueve diez _ doce trece catorce quince dieciséis diecisiete dieciocho "
    "diecinueve veinte veintiuno veintidós veintitrés veinticuatro veinticinco veintiséis veintisiete veintiocho "
    "veintinueve".split()) if w != "_"})
_UNITS.update({w: i for i, w in enumerate(
    "_ _ dois três quatro _ _ sete oito _ dez _ doze treze catorze quinze dezesseis dezessete dezoito dezenove vinte"
    .split()) if w != "_"})
_UNITS.update({w: i for i, w in enumerate(
    "_ _ _ _ quattro _ _ sette _ _ dieci undici dodici tredici quattordici quindici sedici diciassette diciotto "
    "diciannove venti".split()) if w != "_"})
_UNITS.update({w: i for i, w in enumerate(
    "_ _ deux trois quatre cinq _ _ huit _ dix onze douze treize quatorze quinze seize dix-sept dix-huit dix-neuf "
    "vingt".split()) if w != "_"})
_UNITS.update({w: i for i, w in enumerate(
    "null eins zwei drei vier fünf sechs sieben acht neun zehn _ zwölf dreizehn vierzehn fünfzehn sechzehn siebzehn "
    "achtzehn neunzehn zwanzig".split()) if w != "_"})
for _words in ("_ _ _ treinta cuarenta cincuenta sesenta setenta ochenta noventa", "_ _ _ trinta quarenta cinquenta "
               "sessenta setenta oitenta noventa", "_ _ _ trenta quaranta cinquanta sessanta settanta ottanta novanta",
               "_ _ _ trente quarante cinquante soixante", "_ _ _ dreißig vierzig fünfzig sechzig siebzig achtzig neunzig"):
    _TENS.update({w: 10 * i for i, w in enumerate(_words.split()) if w != "_"})
_SCALES = {"hundred": 100, "thousand": 1000, "million": 10**6, "billion": 10**9}
_NUMBER_WORD = "|".join(sorted(list(_UNITS) + list(_TENS) + list(_SCALES), key=len, reverse=True))
# (German "null" is zero, JSON's null is nothing: '"fallback": null', '[null]')
_NUMBER_WORD = _NUMBER_WORD.replace("null", r'(?<!":\s)(?<!":)(?<!\[)null')
#: A number written in words: "eight", "twenty-one", "two hundred sixty", "one thousand and five", "treinta y dos".
WORD_NUMBER = re.compile(rf"(?i)(?<![\w-])(?:minus\s+|negative\s+)?(?:{_NUMBER_WORD})"
                         rf"(?:(?:\s+(?:and|y|e)\s+|[\s-]+)(?:{_NUMBER_WORD})){{0,8}}(?!(?!-ish\b)[\w-])")  # ("eighteen-ish": 18, approximately)


_WORD_TOKEN = re.compile(r"dix-(?:sept|huit|neuf)|[^\W\d_]+")


def word_value(words: str) -> int | None:
    """The value of a number in words ("two hundred sixty-one" → 261), or None if it is not one."""
    tokens = _WORD_TOKEN.findall(words.casefold())
    sign = -1 if tokens and tokens[0] in ("minus", "negative") else 1
    tokens = [t for t in tokens if t not in ("minus", "negative", "and", "y", "e")]
    if not tokens:
        return None
    total, current = 0, 0
    for t in tokens:
        if t in _UNITS:
            if current % 10 or (current and current < 10):
                return None  # "five six" is two numbers
            current += _UNITS[t]
        elif t in _TENS:
            if current % 100:
                return None
            current += _TENS[t]
        elif t in _SCALES:
            current = max(current, 1) * _SCALES[t]
            if _SCALES[t] >= 1000:
                total, current = total + current, 0
        else:
            return None
    return sign * (total + current)


# --- numbers written in Chinese/Japanese numerals ---------------------------------------------------

_CJK_DIGITS = {"零": 0, "〇": 0, "一": 1, "二": 2, "两": 2, "兩": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9}
_CJK_UNITS = {"十": 10, "百": 100, "千": 1000}
_CJK_MYRIADS = {"万": 10**4, "萬": 10**4, "亿": 10**8, "億": 10**8}
#: A number in CJK numerals, whole: "一千八百", "九十八", "两万三千" (digits and units only).
CJK_NUMBER = re.compile(r"(?:负|負|マイナス)?[零〇一二两兩三四五六七八九十百千万萬亿億]{1,16}")


def cjk_value(text: str) -> int | None:
    """The value of a number in CJK numerals ("一千八百" → 1800, "十八" → 18), or None when ``text`` is
    not one (two digits in a row without a unit, "一八", are read as no number: a code, a date)."""
    if not CJK_NUMBER.fullmatch(text):
        return None
    sign = -1 if text[0] in "负負マ" else 1
    text = text.lstrip("负負").removeprefix("マイナス")
    total = section = 0
    digit = None
    for ch in text:
        if ch in _CJK_DIGITS:
            if digit is not None and not (digit == 0 or _CJK_DIGITS[ch] == 0):
                return None  # "一八": no unit between two digits
            digit = _CJK_DIGITS[ch]
        elif ch in _CJK_UNITS:
            section += (1 if digit is None else digit) * _CJK_UNITS[ch]
            digit = None
        else:
            total += (section + (digit or 0)) * _CJK_MYRIADS[ch]
            section, digit = 0, None
    return sign * (total + section + (digit or 0))


def iter_word_values(text: str):
    """``(start, end, value)`` of each number written in words."""
    for m in WORD_NUMBER.finditer(text):
        value = word_value(m.group(0))
        if value is not None:
            yield m.start(), m.end(), Fraction(value)
