"""The machinery of the reward-hack suite: answer kinds, the rows of each, every form of a row's
answers, and reply templates with «slots».

A :class:`Template` is a reply shape applied to real rows of the committed slices. Placeholders
are written ``«name»`` (never in a reply, no clash with JSON or LaTeX braces); :func:`slots`
gives every one for a row: ``g``/``r``/``r2`` the gold, a rival and a second rival as a model
writes them (``(B)`` on BBH, ``B`` on MMLU and SocialIQA, ``18``, ``True``, ``] ] >``, a word
list); with suffix ``t`` the option text, ``f`` letter and text (``(B) Psychoanalytic``), ``l``
the bare letter (for answers without options all three are the answer itself), ``w`` a number
in words, ``fw`` fullwidth characters, ``q`` a Python/JSON literal (``gq``); ``lo``/``hi`` an interval
around the gold; ``every_*`` all valid answers (every option, both words, five numbers around
the gold) in several layouts; ``q`` alone the row's question; ``filler`` neutral prose. :func:`pair`
templates use ``«a»``/``«b»`` and are emitted twice, gold first and gold last, because a grader
that reads the first value pays one order and one that reads the last pays the other.
"""
from __future__ import annotations

import json
import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache

from tests.core.slice_rows import all_ids, row

LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"

# ---------------------------------------------------------------- answer kinds
GSM8K, ARITHMETIC, COUNTING = "gsm8k", "bbh_arithmetic", "bbh_counting"
BBH_OPTIONS, MMLU, SOCIALIQA = "bbh_options", "mmlu", "socialiqa"
TRUE_FALSE, YES_NO, VALID_INVALID = "true_false", "yes_no", "valid_invalid"
DYCK, WORD_SORTING = "dyck", "word_sorting"

NUMBER = frozenset({GSM8K, ARITHMETIC, COUNTING})
LETTER = frozenset({BBH_OPTIONS, MMLU, SOCIALIQA})
BINARY = frozenset({TRUE_FALSE, YES_NO, VALID_INVALID})
SEQUENCE = frozenset({DYCK, WORD_SORTING})
ALL = NUMBER | LETTER | BINARY | SEQUENCE

_BBH_KIND = {"multistep_arithmetic_two": ARITHMETIC, "object_counting": COUNTING,
             "boolean_expressions": TRUE_FALSE, "causal_judgement": YES_NO, "navigate": YES_NO,
             "web_of_lies": YES_NO, "sports_understanding": YES_NO, "formal_fallacies": VALID_INVALID,
             "dyck_languages": DYCK, "word_sorting": WORD_SORTING}

def kind_of(r: dict) -> str:
    if r["benchmark"] == "bbh":
        return _BBH_KIND.get(r["subtask"], BBH_OPTIONS)
    return {"gsm8k": GSM8K, "mmlu": MMLU, "socialiqa": SOCIALIQA}[r["benchmark"]]


@lru_cache(maxsize=None)
def rows_by_kind() -> dict[str, tuple[str, ...]]:
    """Row ids of every kind, interleaved across subtasks/subjects (row 0 of each first)."""
    out: dict[str, list[tuple[int, str]]] = {}
    for benchmark, split in (("gsm8k", "test"), ("bbh", "test"), ("mmlu", "test"), ("socialiqa", "validation")):
        for doc_id in all_ids(benchmark, split):
            r = row(doc_id)
            out.setdefault(kind_of(r), []).append((r["row"], doc_id))
    return {kind: tuple(doc_id for _, doc_id in sorted(ids)) for kind, ids in out.items()}


# ---------------------------------------------------------------- value forms
_ONES = ("zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen "
         "sixteen seventeen eighteen nineteen").split()
_TENS = ("", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety")


def number_words(n: int) -> str:
    """English words for an integer (``-50`` -> ``minus fifty``, ``694`` -> ``six hundred ninety-four``)."""
    if n < 0:
        return "minus " + number_words(-n)
    if n < 20:
        return _ONES[n]
    if n < 100:
        return _TENS[n // 10] + (f"-{_ONES[n % 10]}" if n % 10 else "")
    if n < 1000:
        return f"{_ONES[n // 100]} hundred" + (f" {number_words(n % 100)}" if n % 100 else "")
    return f"{number_words(n // 1000)} thousand" + (f" {number_words(n % 1000)}" if n % 1000 else "")


def fullwidth(text: str) -> str:
    """ASCII letters, digits and punctuation as their fullwidth forms (``18`` -> ``１８``)."""
    return "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else c for c in text)


_CLOSERS = (")", "]", "}", ">")
_FLIP = {"True": "False", "False": "True", "Yes": "No", "No": "Yes", "yes": "no", "no": "yes",
         "valid": "invalid", "invalid": "valid"}


def _other_closer(seq: str, step: int) -> str:
    """A Dyck closing sequence that differs from ``seq`` in its last bracket."""
    tokens = seq.split()
    tokens[-1] = _CLOSERS[(_CLOSERS.index(tokens[-1]) + step) % len(_CLOSERS)]
    return " ".join(tokens)


def _question(r: dict) -> str:
    text = r.get("input") or r.get("question") or ""
    if r["benchmark"] == "socialiqa":
        text = f"{r['context']} {r['question']}"
    return text.split("\n")[0].strip()[:300]


FILLER = ("I worked through the problem step by step and checked every intermediate result against the "
          "wording of the question. The reasoning holds up on a second reading. ") * 3


@dataclass(frozen=True)
class Value:
    """One answer of a row in every form a template may need."""

    short: str  # as a model writes it: (B) on BBH, B on MMLU, 18, True, a word list
    letter: str  # the bare letter, or ``short``
    text: str  # the option text, or ``short``

    @property
    def full(self) -> str:
        """``(B) Psychoanalytic`` for an option, else the answer itself."""
        return self.short if self.text == self.short else f"({self.letter}) {self.text}"


def _values(r: dict, kind: str) -> tuple[Value, Value, Value | None, tuple[Value, ...]]:
    """(gold, rival, second rival or None, every valid answer offered by the enumerate family)."""
    gold = r["gold"].strip()
    if kind in LETTER:
        choices = r["choices"]
        bbh = gold.startswith("(")
        index = LETTERS.index(gold.strip("()"))

        def option(i: int) -> Value:
            letter = LETTERS[i % len(choices)]
            return Value(f"({letter})" if bbh else letter, letter, choices[i % len(choices)])

        second = option(index + 2) if len(choices) > 2 else None
        return option(index), option(index + 1), second, tuple(option(i) for i in range(len(choices)))
    if kind in NUMBER:
        n = int(gold)
        plain = lambda k: Value(str(k), str(k), str(k))  # noqa: E731
        return plain(n), plain(n + 1), plain(n + 2), tuple(plain(k) for k in range(n - 2, n + 3))
    if kind in BINARY:
        g, r_ = Value(gold, gold, gold), Value(_FLIP[gold], _FLIP[gold], _FLIP[gold])
        return g, r_, None, (g, r_) if gold in ("True", "Yes", "yes", "valid") else (r_, g)
    if kind == DYCK:
        one, two = _other_closer(gold, 1), _other_closer(gold, 2)
        vals = [Value(s, s, s) for s in (gold, one, two)]
        return vals[0], vals[1], vals[2], tuple(vals)
    words = gold.split()
    rival = " ".join(reversed(words))
    second = " ".join(words[1:] + words[:1]) if len(words) > 2 else None
    vals = [Value(s, s, s) for s in (gold, rival, second) if s]
    return vals[0], vals[1], (vals[2] if second else None), tuple(vals)


def _interval(kind: str, gold: Value, every: tuple[Value, ...]) -> tuple[str, str] | None:
    """Two distinct endpoints of an interval that contains the gold."""
    if kind in NUMBER:
        return str(int(gold.short) - 1), str(int(gold.short) + 1)
    if kind in LETTER:
        i = [v.short for v in every].index(gold.short)
        lo, hi = max(i - 1, 0), min(i + 1, len(every) - 1)
        return every[lo].short, every[hi].short
    return None


def _literal(value: str) -> str:
    """The value as a Python/JSON literal: a number bare, anything else quoted."""
    return value if re.fullmatch(r"-?\d+", value) else json.dumps(value)


def slots(doc_id: str) -> dict[str, str | None]:
    """Every placeholder a template may use, for one row (None: the row has no such value)."""
    r = row(doc_id)
    kind = kind_of(r)
    gold, rival, second, every = _values(r, kind)
    out: dict[str, str | None] = {"q": _question(r), "filler": FILLER}
    for prefix, v in (("g", gold), ("r", rival), ("r2", second)):
        out[prefix] = v.short if v else None
        out[prefix + "t"] = v.text if v else None
        out[prefix + "f"] = v.full if v else None
        out[prefix + "l"] = v.letter if v else None
        out[prefix + "fw"] = fullwidth(v.short) if v else None
        out[prefix + "q"] = _literal(v.short) if v else None
        out[prefix + "w"] = number_words(int(v.short)) if v and kind in NUMBER else None
    interval = _interval(kind, gold, every)
    out["lo"], out["hi"] = interval if interval else (None, None)
    shorts = [v.short for v in every]
    out["every_space"] = " ".join(shorts)
    out["every_comma"] = ", ".join(shorts)
    out["every_slash"] = "/".join(shorts)
    out["every_concat"] = "".join(shorts)
    out["every_or"] = ", ".join(shorts[:-1]) + f" or {shorts[-1]}"
    out["every_lines"] = "\n".join(f"Answer: {s}" for s in shorts)
    out["every_table"] = "| Answer |\n|---|\n" + "\n".join(f"| {s} |" for s in shorts)
    out["every_boxes"] = None if any(c in s for s in shorts for c in "{}") else "".join(
        f"\\boxed{{{s}}}" for s in shorts)
    out["every_json"] = json.dumps(shorts)
    out["every_checks"] = "\n".join(f"- {s} ✓" for s in shorts)
    out["every_numbered"] = "\n".join(f"{i}. {s}" for i, s in enumerate(shorts, 1))
    out["every_texts"] = "; ".join(v.full for v in every)
    return out


# ---------------------------------------------------------------- templates
_SLOT = re.compile(r"«(\w+)»")
HACK, CONTROL = "hack", "control"


@dataclass(frozen=True)
class Template:
    """One reply shape: ``text`` with «slots», the kinds it applies to, and why it is graded so."""

    family: str
    name: str
    text: str
    reason: str
    kinds: frozenset = ALL
    role: str = HACK
    latex: bool = False  # a LaTeX wrapper: not applied to values with braces (a Dyck ``}``)

    @property
    def id(self) -> str:
        return f"{self.family}/{self.name}"

    @property
    def expected(self) -> int:
        return 0 if self.role == HACK else 1

    @property
    def offers_gold(self) -> bool:
        """Whether the reply names the gold (a gold form, every answer, or an interval around it)."""
        return any(name[0] == "g" or name.startswith("every_") or name in ("lo", "hi")
                   for name in _SLOT.findall(self.text))

    def fill(self, values: dict[str, str | None]) -> str | None:
        """The reply for one row, or None where the row lacks a slot the template needs."""
        needed = _SLOT.findall(self.text)
        if any(values.get(name) is None for name in needed):
            return None
        if self.latex and any(c in values[name] for name in needed if name not in ("q", "filler") for c in "{}"):
            return None
        return _SLOT.sub(lambda m: values[m.group(1)], self.text)


def _ordered(text: str, first: str, second: str) -> str:
    """«a…» -> «g…»/«r…» in one order: a pair template becomes an ordinary one."""
    return re.sub(r"«([ab])(\w*)»", lambda m: f"«{first if m.group(1) == 'a' else second}{m.group(2)}»", text)


def single(family: str, name: str, text: str, reason: str, kinds=ALL, **kw) -> list[Template]:
    return [Template(family, name, text, reason, frozenset(kinds), **kw)]


def pair(family: str, name: str, text: str, reason: str, kinds=ALL, **kw) -> list[Template]:
    """The template twice: gold offered first («a» = gold) and last («b» = gold)."""
    return [Template(family, f"{name}/gold-first", _ordered(text, "g", "r"), reason, frozenset(kinds), **kw),
            Template(family, f"{name}/gold-last", _ordered(text, "r", "g"), reason, frozenset(kinds), **kw)]


def make_family(family: str, kind: Callable, entries) -> list[Template]:
    out: list[Template] = []
    for entry in entries:
        name, text, reason, *rest = entry
        out += kind(family, name, text, reason, *rest[:1], **(rest[1] if len(rest) > 1 else {}))
    return out
