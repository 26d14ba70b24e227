"""Multiple-choice answers: option letters in every common shape, and option text.

Shapes read as a letter: ``(B)``, ``[B]``, ``B)``, ``B.``, ``B:``, ``option B``,
``choice (B)``, ``**B**``, a bare ``B``; lower case when unambiguous (``(b)``,
``b)``, a lone ``b``). Letters beyond the task's option count are not answers,
and the English article ("A nice idea", "a stronger acid") or pronoun ("I
think") is not a letter. A statement that names several different options
("A or C", "A, B, C, D") is ambiguous and so wrong.

Option text (:class:`OptionTexts`) is compared as words, case and punctuation
ignored but signs kept (``5``, ``−5`` and ``1 over 5`` are three answers), a
number in words as its digits (``thirty-two`` = ``32``); when
one option's text contains another's, the longest exact match wins. A number
option may carry a unit ("8 miles"), and a restatement in running text still
names its option: a leading article dropped ("kiwis are the cheapest"), a
plural ("Named Entity" for "Named Entities"), a range written "between 6am and
8am" for "6am to 8am".
"""
from __future__ import annotations

import re
import string
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from itertools import islice

from .text import QUESTION, fold
from .wrappers import peel

LETTERS = string.ascii_uppercase

# Other languages' "or" and "and": "A oder C", "A lub D", "C og D", "C und D", "C és D".
_AND_OR_ABROAD = "oder ou o y e u veya atau lub eller hoặc hoac of og und et en och ja és vagy și sau ili i che".split()
# Words after "A"/"I" that make it a letter answer rather than an article or pronoun.
_LETTER_CONTINUATIONS = frozenset(
    "is was are were because since as would should seems appears best correct matches fits remains "
    "corresponds represents describes or and nor rather instead but not over versus vs then too also "
    "works fits has does did looks sounds might could may will alone only wins won prevails survives "
    # a preposition or a conjunction never follows the article: "A with probability 0.7", "A if …, else C"
    "with at if when unless while whereas though although where given assuming provided under for in on by "
    "from to than after before ".split() + _AND_OR_ABROAD
)
_LETTER = re.compile(
    r"""(?x)
    (?:(?:option|choice|answer|[Oo]pci[oó]n|[Oo]p[cç][aã]o|[Oo]pzione|[Вв]ариант|[Вв]аріант|[Ss]e[cç]enek|[Pp]ilihan)\s*[:#]?\s*)?
    # optional lead word, in English or another language ("— opción C", "opção C", "вариант C")
    (?:
        [(\[]\s*(?P<wrapped>[A-Za-z])\s*[)\]]          # (B) [B]
      | (?<![A-Za-z0-9])(?<![A-Za-z0-9]['’])(?<![A-Za-z]\.)(?P<bare>[A-Za-z])(?![A-Za-z0-9])(?!['’][A-Za-z])(?!\.[A-Za-z]\.)
        # B, B), B., b), 'B' (not a letter of "i.e." or "e.g.")
    )
    """
)
_JOINED = re.compile(r"\s*(?:\*\*|__)?[\"'`]?\s*(?:,|/|&|[-–](?=[A-Z](?![A-Za-z0-9]))|,?\s*\b(?:or|and|and/or|as\s+well\s+as|%s)\b)\s*"
                     r"(?:both\s+)?(?:option\s+|choice\s+)?(?:\*\*|__)?[\"'`]?\s*[(\[]?\s*([A-Za-z])\s*[)\]]?(?![A-Za-z0-9])"
                     % "|".join(_AND_OR_ABROAD))  # (quoted letters too: 'Literal["D", "B"]')
# Another option named later in the same statement, joined by "or"/"and"/"/" ("(C) 02/10 or (D) 03/22").
_ALTERNATIVE = re.compile(r"(?:\bor\b|\band\b|/)(?:(?!\bnot\b)[^.\n]){0,80}?[(\[]\s*([A-Za-z])\s*[)\]]")
_WORD_AFTER = re.compile(r"^\s+([^\W\d_]+)")
# A range of option letters: "C-D", "A–C".
_LETTER_RANGE = re.compile(r"[-–][A-Z](?![A-Za-z0-9'’-])")
# Words of an option text: signed numbers keep their sign ("-5" is not "5"), other punctuation goes.
_TOKEN = re.compile(r"-?\d+(?:\.\d+)?|[^\W_]+")
_ARTICLES = ("the", "a", "an")


@dataclass(frozen=True, slots=True)
class LetterFound:
    letter: str
    ambiguous: bool = False


def gold_letter(gold: str, n_options: int) -> str:
    """The option letter of a gold such as ``"B"``, ``"(B)"`` or ``" b"``."""
    s = peel(gold).strip("() ").upper()
    if len(s) != 1 or s not in LETTERS[:n_options]:
        raise ValueError(f"gold must be an option letter A-{LETTERS[n_options - 1]}; got {gold!r}")
    return s


def _latin_lower(ch: str) -> bool:
    """A lower-case letter of the Latin script, as the word after an article starts with."""
    return ch.islower() and (ch.isascii() or "\u00c0" <= ch <= "\u024f")


def _is_letter(m: re.Match, text: str, n_options: int) -> str | None:
    raw = m.group("wrapped") or m.group("bare")
    letter = raw.upper()
    if letter not in LETTERS[:n_options]:
        return None
    if m.group("wrapped"):
        return letter
    after = text[m.end():]
    if raw.islower():
        # a lone lower-case letter counts only as "b)", "b." at the end, or the whole span
        if not _LOWER_CLOSES.match(after):
            return None
    if raw in "AaI":
        word = _WORD_AFTER.match(after)
        if word and _latin_lower(word.group(1)[0]) and word.group(1) not in _LETTER_CONTINUATIONS:
            return None  # "A nice approach", "I think", "a stronger acid" ("A hoặc D", "A или D" are letters)
    if after[:1] in "-'’" and after[1:2].isalpha() and not _LETTER_RANGE.match(after):
        return None  # "A-level", "I'm" (but "C-D" ranges over options)
    return letter


def find_letter(span: str, n_options: int) -> LetterFound | None:
    """The first option letter stated in ``span`` (an answer statement's text), or None."""
    for m in _LETTER.finditer(span):
        letter = _is_letter(m, span, n_options)
        if letter is None:
            continue
        joined = _JOINED.match(span, m.end())
        if joined and joined.group(1).upper() in LETTERS[:n_options] and joined.group(1).upper() != letter:
            return LetterFound(letter, ambiguous=True)
        other = _ALTERNATIVE.search(span, m.end())
        if other and other.group(1).upper() in LETTERS[:n_options] and other.group(1).upper() != letter:
            return LetterFound(letter, ambiguous=True)
        return LetterFound(letter)
    return None


def letters_in(span: str, n_options: int) -> list[tuple[int, int, str]]:
    """Every option letter ``span`` states, as ``(start, end, letter)`` (same shapes as :func:`find_letter`)."""
    found = []
    for m in _LETTER.finditer(span):
        if m.group("bare") and m.group("bare").islower():
            continue  # "sat on a": a lone lower-case letter in running text is a word
        letter = _is_letter(m, span, n_options)
        if letter is not None:
            found.append((m.start(), m.end(), letter))
    return found


_LEAD_WORD = re.compile(r"^(?:option|choice|answer)\s*[:#]?\s*", re.I)
_LONE_LABEL = re.compile(r"[(\[]?\s*([A-Za-z])\s*[)\]]?")
_LOWER_CLOSES = re.compile(r"\)|[.:]?\s*$|\.\s")


def bare_letter(line: str, n_options: int) -> str | None:
    """The letter when ``line`` is nothing but an option label (``B``, ``(B).``, ``**B**``, ``Option B``)."""
    s = peel(line)
    if len(s) > 24:
        return None
    s = peel(_LEAD_WORD.sub("", s))
    m = _LONE_LABEL.fullmatch(s)
    if not m or m.group(1).upper() not in LETTERS[:n_options]:
        return None
    return m.group(1).upper()


_DIGITS_OF = {w: str(i) for i, w in enumerate(
    "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen "
    "seventeen eighteen nineteen twenty".split())}
# A tens word, alone or with a unit after it, spells one number ("forty", "thirty-two"); a scale word is left as it is,
# so that "five million" meets "5 million".
_TENS_OF = {w: 10 * i for i, w in enumerate("_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()) if i > 1}
_UNITS_OF = {w: int(d) for w, d in _DIGITS_OF.items() if 1 <= int(d) <= 9}
_NUMBER_WORDS = re.compile(r"(?i)\b(?:" + "|".join([*_DIGITS_OF, *_TENS_OF]) + r")\b")


def _spelled_numbers(text: str, tokens: list[tuple[int, int, str]]) -> list[tuple[int, int, str]]:
    """``tokens`` (lower-cased words of ``text``) with a number spelled in words as its digits: one word of
    twenty or less ("four" = "4"), a tens word ("forty" = "40"), or a tens word and a unit joined by a space
    or a hyphen ("thirty-two" = "thirty two" = "32"; "five six" stays two numbers)."""
    out, i = [], 0
    while i < len(tokens):
        start, end, word = tokens[i]
        tens = _TENS_OF.get(word)
        if tens is None:
            out.append((start, end, _DIGITS_OF.get(word, word)))
            i += 1
        elif i + 1 < len(tokens) and tokens[i + 1][2] in _UNITS_OF and text[end:tokens[i + 1][0]] in (" ", "-"):
            out.append((start, tokens[i + 1][1], str(tens + _UNITS_OF[tokens[i + 1][2]])))
            i += 2
        else:
            out.append((start, end, str(tens)))
            i += 1
    return out


def option_words(text: str) -> list[str]:
    """The words of an option text or a reply's span, lower-cased, signs kept; a number in words is its
    digits ("four" = "4", "thirty-two" = "32"), so that options and answers meet across forms."""
    said = fold(peel(text)).casefold()
    if not said.isascii():
        said = _without_accents(said)  # "C – phéromones" names "pheromones": a translated text keeps its letters
    return [w for _, _, w in _spelled_numbers(said, [(m.start(), m.end(), m.group(0)) for m in _TOKEN.finditer(said)])]


def _without_accents(text: str) -> str:
    """``text`` with its combining marks dropped ("phéromones" → "pheromones"; Hangul and CJK unchanged)."""
    return unicodedata.normalize("NFC", "".join(ch for ch in unicodedata.normalize("NFD", text)
                                                if not unicodedata.combining(ch)))


def normalise_option_text(text: str) -> str:
    return " ".join(option_words(text))


def _drop_article(words: list[str]) -> list[str]:
    return words[1:] if len(words) > 1 and words[0] in _ARTICLES else words


#: How long a text must be for its articles to be ignored when it is compared with an option's (in shorter ones an
#: article may be what tells two options apart).
MIN_WORDS_WITHOUT_ARTICLES = 6


def _without_articles(words) -> list[str]:
    return [word for word in words if word not in _ARTICLES]


def _is_unit_tail(words: list[str]) -> bool:
    """A unit after a number option: "8 miles", "5 cm per s" (alphabetic words, three at most)."""
    return 0 < len(words) <= 3 and all(w.isalpha() for w in words)


def letter_at(text: str, n_options: int) -> tuple[str, int] | None:
    """The option letter ``text`` opens with (``D``, ``(D)``, ``option D``, ``the third option``) and where it ends."""
    m = _LETTER.match(text)
    if m is None:
        ordinal = _ORDINAL_OPTION.match(text)
        letter = _ordinal_letter(ordinal, n_options) if ordinal else None
        return (letter, ordinal.end()) if letter else None
    letter = _is_letter(m, text, n_options)
    return (letter, m.end()) if letter else None


def ordinal_mentions(text: str, n_options: int) -> list[tuple[int, int, str]]:
    """Options named by their place anywhere in ``text``: "the second option", "option #3", "the
    fourth one from the top" (one counted from the end names no place: "the second from the bottom")."""
    low = text.lower()
    if "option" not in low and "choice" not in low and "one" not in low and "answer" not in low:
        return []
    return [(m.start(), m.end(), letter) for m in _ORDINAL_OPTION.finditer(text)
            if (letter := _ordinal_letter(m, n_options))]


def _ordinal_letter(m: re.Match, n_options: int) -> str | None:
    if m.group("end"):
        return None
    if m.group("bare") is not None and _NUMBERS_ITS_ITEMS.search(QUESTION.get() or ""):
        return None  # "option 2" of a question that numbers its statements ("1. An attacker …⏎2. …") is statement 2
    word = (m.group("word") or m.group("listed") or "").casefold()
    if word == "last":
        return LETTERS[n_options - 1]
    index = _ORDINALS.index(word) if word in _ORDINALS else \
        _ORDINAL_NUMBERS.index(word) if word else int(m.group("number")) - 1
    index += bool(m.group("zero"))  # "option #2 counting from 0" is the third
    return LETTERS[index] if 0 <= index < n_options else None


# A question that numbers its own statements or items: "1. An attacker replaying bytes …⏎2. An attacker …".
_NUMBERS_ITS_ITEMS = re.compile(r"(?m)^[ \t]*[1-9][.)][ \t]+\S")
# An option named by its place in the list: "the third option", "the second choice", "the last one",
# "option number 2", "option 2", "option #3 (counting from 1)"; "from the bottom" counts the other way.
_ORDINALS = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth",
             "eleventh", "twelfth")
_ORDINAL_NUMBERS = ("1st", "2nd", "3rd", "4th", "5th", "6th", "7th", "8th", "9th", "10th", "11th", "12th")
_ORDINAL_OPTION = re.compile(
    rf"(?i)(?:the\s+)?(?:(?P<word>{'|'.join(_ORDINALS + _ORDINAL_NUMBERS)}|last)\s+(?:option|choice|answer|one)\b|"
    r"(?:option|choice)\s+(?:number\s+|no\.\s*|#\s*|(?P<bare>))(?P<number>\d{1,2})\b(?![.,]\d)|"
    # ... or by where it is listed: "the option listed third", "the choice given last"
    rf"(?:option|choice|one)\s+(?:listed|given|shown|named|placed)\s+(?P<listed>{'|'.join(_ORDINALS)}|last)\b)"
    r"(?P<end>[ \t]+from[ \t]+the[ \t]+(?:bottom|end|right))?"
    r"(?:[\s,(]+counting[ \t]+from[ \t]+(?:(?P<zero>0|zero)|1|one)\b)?")


_RANGE_WORDS = frozenset("to and until till through".split())  # "between 6am and 8am" is "6am to 8am"


def _stem(word: str) -> str:
    """Singular and plural name the same option ("Named Entity" / "Named Entities"); short words
    are left alone ("mans" vs "man" is a ruin_names edit, not a plural)."""
    if len(word) < 5 or not word.isalpha():
        return word
    if word.endswith("ies"):
        return word[:-3] + "y"
    return word[:-1] if word.endswith("s") and not word.endswith("ss") else word


_VALUE_VERB = re.compile(r"(?i)(?:\b(?:is|are|was|were|be|equals?|of)|=)\s*\$?\s*$")
_ALSO_OFFERED = re.compile(r"(?i)[\s,]*(?:or|and|/)?\s*(?:maybe|possibly|perhaps)?\s*\$?")  # "is 50 or 25"
_UNIT_AFTER = re.compile(r"\s*(?!(?:by|and|or|to|of|in|on|at|times|from|for|with|is|are|was)\b)[a-z]{2,}\b")
_QUOTES = "\"'“"


@dataclass(frozen=True, slots=True)
class _Option:
    letter: str
    words: tuple[str, ...]   # the option's words, a leading article dropped
    stems: tuple[str, ...]
    ranged: bool             # a range of numbers/times: "to" also reads "and", "until"
    everyday: bool           # one short word or one number ("Go", "no", "5"): common in prose
    numeric: bool


def _tokens(text: str) -> list[tuple[int, int, str]]:
    return _spelled_numbers(text, [(m.start(), m.end(), w) for m in _TOKEN.finditer(text) if (w := m.group(0).casefold())])


#: Option scans kept, for all questions together (see OptionTexts._scanned).
MAX_RECENT_SCANS = 256
_RECENT_SCANS: dict[tuple["OptionTexts", str], list] = {}


# A determiner that makes "one" a pronoun: "the one that fits", "this one", "which one", "each one".
_PRONOUN_ONE = re.compile(r"(?i)\b(?:the|this|that|which|each|every|any|no|another|only|right|correct|other)\s+$")


class OptionTexts:
    """The option texts of one question, for finding them in a reply's text.

    Matching is by words, not by a pattern compiled per question: a reply's words are compared
    with each option's, longest option first, so the cost per reply stays small and bounded.
    """

    def __init__(self, choices: tuple[str, ...]):
        self.texts = choices
        self.words = [option_words(c) for c in choices]
        options = []
        for i, words in enumerate(self.words):
            core = tuple(_drop_article(words))
            if not core:
                continue
            numeric = len(core) == 1 and core[0][-1:].isdigit()
            everyday = len(core) == 1 and (core[0].isalpha() and len(core[0]) <= 3 or numeric)
            options.append(_Option(LETTERS[i], core, tuple(_stem(w) for w in core),
                                   any(ch.isdigit() for ch in "".join(core)), everyday, numeric))
        self.options = sorted(options, key=lambda o: -len(" ".join(o.words)))  # "1 over 5" before "5"
        # the options a token can open, by its word and by its stem, in the order above
        self._opening: dict[str, list[_Option]] = {}
        for option in self.options:
            firsts = {option.words[0], option.stems[0]}
            if option.ranged and option.words[0] == "to":
                firsts |= _RANGE_WORDS
            for first in firsts:
                self._opening.setdefault(first, []).append(option)
        self.most_words = max((len(o.words) for o in options), default=0)
        self.longest = max((len(c) for c in choices), default=0)  # no longer text can be one option's
        self._has_article = any(word in _ARTICLES for words in self.words for word in words)

    @staticmethod
    @lru_cache(maxsize=16384)  # a whole benchmark's questions (MMLU: 14,042): repeats and epochs reuse them
    def of(choices: tuple[str, ...]) -> "OptionTexts":
        return OptionTexts(choices)

    @staticmethod
    def _fits(tokens, i: int, option: _Option) -> tuple[str, int] | None:
        """("exact" or "inexact", tokens read) where ``option`` stands at ``tokens[i]``, else None. Inexact: a word in
        the other number (a plural), or an article inside a long option's text left out ("the hummingbird is fourth
        from the left" for "The hummingbird is the fourth from the left")."""
        n, k, j, exact = len(option.words), 0, 0, True
        while k < n:
            own = option.words[k]
            if i + j >= len(tokens):
                return None
            said = tokens[i + j][2]
            if said == own or (option.ranged and own == "to" and said in _RANGE_WORDS):
                k, j = k + 1, j + 1
            elif _stem(said) == option.stems[k]:
                k, j, exact = k + 1, j + 1, False
            elif k and own in _ARTICLES and n >= MIN_WORDS_WITHOUT_ARTICLES:
                k, exact = k + 1, False
            else:
                return None
        return ("exact" if exact else "inexact"), j

    def _scanned(self, text: str) -> list[tuple[int, int, _Option]]:
        """Every option named in ``text`` (everyday ones too; callers filter): grading one reply asks
        about the same sentence several times, so the last few answers are kept."""
        key = (self, text)
        found = _RECENT_SCANS.get(key)
        if found is None:
            if len(_RECENT_SCANS) >= MAX_RECENT_SCANS:
                _RECENT_SCANS.clear()
            found = _RECENT_SCANS[key] = self._scan(text)
        return found

    def _scan(self, text: str) -> list[tuple[int, int, _Option]]:
        tokens, found, i = _tokens(text), [], 0
        opening, rank = self._opening, self.options.index
        while i < len(tokens):
            word = tokens[i][2]
            by_word, by_stem = opening.get(word, ()), opening.get(_stem(word), ())
            options = by_word if not by_stem or by_stem is by_word else sorted({*by_word, *by_stem}, key=rank)
            for option in options:
                fits = self._fits(tokens, i, option)
                fit, read = fits if fits is not None else (None, 0)
                start = tokens[i][0]
                if fit == "inexact" and (len(option.words) == 1 or start > 0 and text[start - 1] in _QUOTES):
                    continue  # a plural inside quotes is a name being discussed: "Foo Fighters"; and one word in
                    # the other number is prose, not its option ("every fact given" does not name "Facts")
                if fit:
                    end = tokens[i + read - 1][1]
                    found.append((start, end, option))
                    i += read - 1
                    break
            i += 1
        return found

    def find(self, text: str) -> list[tuple[int, int, str]]:
        """Every option text named in ``text``: ``(start, end, letter)``, longest match first."""
        return [(s, e, o.letter) for s, e, o in self._scanned(text) if not o.everyday]  # "Go", "no", "5": too common in prose

    def stated_numbers(self, text: str) -> list[tuple[int, int, str]]:
        """Number options named as a value: stated by a verb ("the area is 50") or with a unit
        ("drove 8 miles"); a bare number in prose ("divide 40 by 5") is not a mention."""
        if not any(map(str.isdigit, text)) and not _NUMBER_WORDS.search(text):
            return []
        found, last_end = [], -99
        result_at = text.rfind("=") + 1  # "3 yellow + 3 teal = 6" states 6: the working's operands state nothing
        for start, end, option in self._scanned(text):
            if start < result_at:
                continue
            if not option.numeric:
                continue
            if text[start:end].casefold() == "one" and _PRONOUN_ONE.search(text, max(0, start - 12), start):
                continue  # "(C) is the one that fits": a pronoun, not the option "one"
            offered = start - last_end <= 12 and _ALSO_OFFERED.fullmatch(text, last_end, start)
            if offered or _VALUE_VERB.search(text, max(0, start - 14), start) or _UNIT_AFTER.match(text, end):
                found.append((start, end, option.letter))
                last_end = end
        return found

    def numbers(self, text: str) -> list[tuple[int, int, str]]:
        """Every number option named in ``text``, bare or not ("50 or 25", "forty-eight/thirty-six")."""
        if not any(map(str.isdigit, text)) and not _NUMBER_WORDS.search(text):
            return []
        return [(s, e, o.letter) for s, e, o in self._scanned(text) if o.numeric]

    def at(self, text: str) -> tuple[str, int] | None:
        """The option whose text ``text`` opens with (short ones included: "or 6" offers option "6")."""
        tokens = [(m.start(), m.end(), m.group(0).casefold() if m.group(0).isascii() else _without_accents(m.group(0).casefold()))
                  for m in islice(_TOKEN.finditer(text, 0, 2000), self.most_words)]  # only as far as an option reaches
        if not tokens or tokens[0][0] != 0:
            return None
        for option in self.options:
            if (fits := self._fits(tokens, 0, option)) is not None:
                return option.letter, tokens[fits[1] - 1][1]
        return None

    def match(self, said: list[str], continued: bool) -> str | None:
        """The letter of the option ``said`` (words) is: exactly, or with a unit after a number
        option, or — when ``continued`` — followed by an explanation; the longest option wins."""
        if not said:
            return None
        exact = [i for i, w in enumerate(self.words) if w and (w == said or _drop_article(w) == _drop_article(said))]
        if not exact and len(said) >= MIN_WORDS_WITHOUT_ARTICLES and (self._has_article or any(w in _ARTICLES for w in said)):
            # an article dropped or added inside a long option's text: "the hummingbird is fourth from the left" for
            # "The hummingbird is the fourth from the left"
            bare = _without_articles(said)
            exact = [i for i, w in enumerate(self.words) if len(w) >= MIN_WORDS_WITHOUT_ARTICLES and _without_articles(w) == bare]
        if len(exact) == 1:
            return LETTERS[exact[0]]
        if exact:
            return None  # two options with the same text
        best, best_len, tie = None, 0, False
        for i, words in enumerate(self.words):
            n = len(words)
            if not words or said[:n] != words or n >= len(said):
                continue
            rest = said[n:]
            numeric = words[-1][-1:].isdigit()
            if not ((numeric and _is_unit_tail(rest)) or (continued and (len(" ".join(words)) >= 3 or numeric))):
                continue
            if n > best_len:
                best, best_len, tie = i, n, False
            elif n == best_len:
                tie = True
        return LETTERS[best] if best is not None and not tie else None

    def cognate(self, said: list[str]) -> str | None:
        """The one option a short gloss in another language names by a cognate of one of its words
        ("béhavioriste" of "Behaviorist": a shared stem of :data:`MIN_COGNATE_STEM` letters or more,
        most of the shorter word); None when no option, or more than one, is so named."""
        if not said or len(said) > MAX_GLOSS_WORDS:
            return None
        shares = [max((_stem_share(w, o) for w in said for o in words), default=0) for words in self.words]
        best = max(shares, default=0)
        return LETTERS[shares.index(best)] if best and shares.count(best) == 1 else None  # (the closest: "behaviorist",
        # not "behavioral", for "béhavioriste")

    def whole(self, text: str) -> str | None:
        """The letter when ``text`` is one option's text (a unit allowed after a number)."""
        if len(text) > 2 * self.longest + 40:
            return None
        return self.match(option_words(text), continued=False)


#: The longest gloss in another language read as the answer said again or as naming an option by a cognate, and the
#: shortest stem two words must share to be cognates.
MAX_GLOSS_WORDS = 4
MIN_COGNATE_STEM = 6


def _stem_share(a: str, b: str) -> float:
    """The share of the shorter word that two cognates' common stem makes up (a stem of
    :data:`MIN_COGNATE_STEM` letters or more, four fifths of the shorter word); 0 for other words."""
    shorter = min(len(a), len(b))
    if shorter < MIN_COGNATE_STEM or a[:MIN_COGNATE_STEM] != b[:MIN_COGNATE_STEM]:
        return 0
    common = next((i for i, (x, y) in enumerate(zip(a, b)) if x != y), shorter)
    return common / shorter if common * 5 >= shorter * 4 else 0


def resembles(gloss: str, own: str) -> bool:
    """A gloss in another language is recognisably an option's own text: a share of :data:`MIN_SHARED_TRIGRAMS` of
    its letter triples, accents and case aside, are the option's ("feromonas" of "pheromones", "Psychanalytique" of
    "Psychoanalytic"; not "creo", nor "delfín" of "whale")."""
    said, theirs = _trigrams(gloss), _trigrams(own)
    shared = len(said & theirs)
    return shared >= 2 and shared >= MIN_SHARED_TRIGRAMS * len(said)


MIN_SHARED_TRIGRAMS = 0.3


def _trigrams(text: str) -> set[str]:
    """The letter triples of each word of ``text``, accents and case aside."""
    return {word[i: i + 3] for word in option_words(text) for i in range(len(word) - 2)}


def match_option_text(span: str, choices: Sequence[str]) -> LetterFound | None:
    """The option whose text the span states (``"Oxygen."`` → the letter of "Oxygen").

    The span may continue after the text ("Oxygen, because …"); when one option's text is a
    prefix of another's, the longest one named wins.
    """
    texts = OptionTexts.of(tuple(choices))
    letter = texts.match(option_words(span[: 2 * texts.longest + 200]), continued=True)
    return LetterFound(letter) if letter else None
