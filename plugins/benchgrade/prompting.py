"""Prompt pieces shared by the benchmark ``prompts`` modules.

Two families:

* OLMES base-model prompts, reproduced character for character from OLMES
  (``oe_eval/tasks/utils.py`` ``make_mcq_prompt`` and ``Task.fewshot_context``):
  ``description + "\\n\\n".join(query(shot) + " " + answer(shot)) + "\\n\\n" + query(doc)``.
  There is no space after the final ``Answer:``; the leading space belongs to the
  continuation. lm-eval builds the same string from ``description``,
  ``doc_to_text``, ``target_delimiter=" "`` and ``fewshot_delimiter="\\n\\n"``, which
  is why the per-item *query* is exposed separately from the assembled prompt.
* Zero-shot chat prompts for instruction-tuned models: an instruction that asks
  for a final ``Answer: ...`` line, graded by the ``robust`` core, which also
  accepts the many other ways models actually state answers.
"""
from __future__ import annotations

from collections.abc import Sequence

LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"


def mcq_query(question: str, choices: Sequence[str]) -> str:
    """OLMES ``make_mcq_prompt``: ``Question: q\\n A. a\\n B. b\\nAnswer:`` (option lines start with a space)."""
    lines = "\n".join(f" {LETTERS[i]}. {text}" for i, text in enumerate(choices))
    return f"Question: {question}\n{lines}\nAnswer:"


def assemble(description: str, shots: Sequence[tuple[str, str]], query: str) -> str:
    """OLMES ``fewshot_context`` (non-chat): ``shots`` are (query, answer) pairs; answers get a leading space."""
    if not shots:
        return description + query
    rendered = "\n\n".join(f"{shot_query} {answer}" for shot_query, answer in shots)
    return description + rendered + "\n\n" + query


CHAT_MC_INSTRUCTION = (
    "Answer the following multiple choice question. Think it through, then give your final "
    "answer on its own line in the form \"Answer: X\", where X is the letter of the correct option."
)


def chat_mcq(question: str, choices: Sequence[str], *, preamble: str = "") -> str:
    """Zero-shot chat prompt for a lettered multiple-choice question."""
    options = "\n".join(f"{LETTERS[i]}. {text}" for i, text in enumerate(choices))
    head = f"{preamble.strip()}\n\n" if preamble.strip() else ""
    return f"{CHAT_MC_INSTRUCTION}\n\n{head}Question: {question}\n{options}"
