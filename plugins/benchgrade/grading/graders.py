"""Shared grading drivers for the answer kinds benchmarks have in common.

Benchmark modules choose the kind and its parameters (how many options, which
words); these functions do the work, so an RL reward and an eval score that
grade the same kind can never disagree.
"""
from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from .choices import gold_letter
from .layers import grade_reply
from .numbers import numbers_equal, parse_number
from .readers import NUMBERS, ChoiceReader, TokenReader
from .verdict import Verdict


def gold_number(gold: str) -> Fraction:
    """The gold's exact value; a GSM8k ``… #### N`` answer is accepted whole."""
    value = parse_number(gold.rsplit("####", 1)[-1])
    if value is None:
        raise ValueError(f"gold must be a number; got {gold!r}")
    return value


def plain_number(value: Fraction) -> str:
    """Canonical text for a value (``1250``, ``0.5``, ``-3/4``), for reports and majority votes."""
    if value.denominator == 1:
        return str(value.numerator)
    den = value.denominator
    for p in (2, 5):
        while den % p == 0:
            den //= p
    if den == 1:
        digits = 0
        while (value * 10**digits).denominator != 1:
            digits += 1
        scaled = abs(value.numerator * 10**digits // value.denominator)
        whole, frac = divmod(scaled, 10**digits)
        return f"{'-' if value < 0 else ''}{whole}.{frac:0{digits}d}"
    return f"{value.numerator}/{value.denominator}"


def grade_number(reply: str, gold: str, *, truncated: bool = False) -> Verdict:
    expected = gold_number(gold)
    return grade_reply(reply, NUMBERS, lambda r: numbers_equal(r.value, expected, r.text),
                       truncated=truncated, show=lambda r: plain_number(r.value))


def grade_choice(reply: str, gold: str, *, n_options: int, choices: Sequence[str] | None = None,
                 truncated: bool = False) -> Verdict:
    """Multiple choice: MMLU, SocialIQA and BBH's lettered subtasks."""
    if choices:
        n_options = len(choices)
    expected = gold_letter(gold, n_options)
    reader = ChoiceReader(n_options, choices)
    return grade_reply(reply, reader, lambda r: r.value == expected, truncated=truncated)


def grade_tokens(reply: str, gold: str, reader: TokenReader, *, truncated: bool = False) -> Verdict:
    """A closed vocabulary: True/False, Yes/No, valid/invalid (and the reader's claims in words)."""
    expected = reader.canonical.get(gold.strip().casefold())
    if expected is None:
        raise ValueError(f"gold must be one of {sorted(set(reader.canonical.values()))}; got {gold!r}")
    return grade_reply(reply, reader, lambda r: r.value == expected, truncated=truncated)
