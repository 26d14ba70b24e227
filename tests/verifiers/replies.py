"""Scripted model replies for the verifiers tests: an oracle and a wrong answerer.

The oracle states the gold the way chat models really do (bold, ``\\boxed{}``,
``<think>`` blocks, "The answer is", option text instead of the letter, ``#### N``,
thousands separators); the wrong answerer states another answer in the same shapes.
Rows are plain dicts with the fields the environments put on ``TaskData``:
``benchmark``, ``gold``, ``subtask``, ``choices``.
"""
from __future__ import annotations

import re

LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"

# Answer statements that fit any gold string.
GENERIC_SHAPES = (
    "Answer: {gold}",
    "Let me reason about this carefully.\nFirst step...\n\n**Answer:** {gold}",
    "<think>\nThe first idea looks tempting, but let me check again.\n</think>\n\nThe answer is {gold}.",
    "Working through it step by step, the result follows.\n\nFinal answer: **{gold}**",
    "So the answer is {gold}.",
)
LETTER_SHAPES = (
    "Answer: {letter}",
    "**Answer: ({letter})**",
    "After comparing the options, the correct one is option {letter}.\n\nAnswer: {letter}",
    "<think>Could be another one... no.</think>\nThe answer is **{letter}**.",
    "The best option is \\boxed{{{letter}}}.",
    "Answer: {letter}) {text}",
)
NUMBER_SHAPES = (
    "Answer: {n}",
    "Step 1: add.\nStep 2: subtract.\n#### {n}",
    "So she makes ${n_commas} every day.\n\nThe answer is ${n_commas}.",
    "The final result is $\\boxed{{{n}}}$.",
    "<think>\nrough work 12 + 30 = 42\n</think>\n**Answer:** {n_commas}",
)


def _letter(row: dict) -> str | None:
    """The gold option letter for lettered multiple choice (``"B"`` or BBH's ``"(B)"``)."""
    m = re.fullmatch(r"\(?([A-R])\)?", row["gold"].strip())
    return m.group(1) if m and row.get("choices") else None


def _with_commas(n: str) -> str:
    return f"{int(n):,}" if re.fullmatch(r"-?\d+", n) else n


def state(row: dict, answer: str, variant: int) -> str:
    """``answer`` written in one of the realistic shapes (``variant`` picks which)."""
    choices = row.get("choices")
    letter = _letter({**row, "gold": answer})
    if letter is not None:
        text = choices[LETTERS.index(letter)]
        shape = LETTER_SHAPES[variant % len(LETTER_SHAPES)]
        return shape.format(letter=letter, text=text)
    if re.fullmatch(r"-?\d+", answer):
        shape = NUMBER_SHAPES[variant % len(NUMBER_SHAPES)]
        return shape.format(n=answer, n_commas=_with_commas(answer))
    return GENERIC_SHAPES[variant % len(GENERIC_SHAPES)].format(gold=answer)


def oracle(row: dict, variant: int) -> str:
    return state(row, row["gold"], variant)


_FLIP = {"True": "False", "False": "True", "Yes": "No", "No": "Yes", "yes": "no", "no": "yes",
         "valid": "invalid", "invalid": "valid"}


def wrong_answer(row: dict) -> str:
    """A different, well-formed answer of the same kind as the gold."""
    gold = row["gold"].strip()
    letter = _letter(row)
    if letter is not None:
        other = LETTERS[(LETTERS.index(letter) + 1) % len(row["choices"])]
        return f"({other})" if gold.startswith("(") else other
    if gold in _FLIP:
        return _FLIP[gold]
    if re.fullmatch(r"-?\d+", gold):
        return str(int(gold) + 7)
    if row.get("subtask") == "dyck_languages":
        return gold + " )"
    words = gold.split()
    if len(words) > 1:  # word_sorting: a wrong order
        return " ".join(reversed(words))
    return gold + " (not)"


def wrong(row: dict, variant: int) -> str:
    return state(row, wrong_answer(row), variant)
