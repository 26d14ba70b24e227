"""BBH prompts: OLMES ``bbh_<task>:cot::olmo3:heldout`` (description + 3 CoT shots) and a zero-shot chat variant.

All functions take canonical docs from :mod:`benchgrade.bbh.data`.
"""
from __future__ import annotations

import re

from ..prompting import assemble
from .data import MC_SUBTASKS, description, fewshot_docs

NUM_SHOTS = 3
#: OLMES stop strings for bbh:cot::olmo3:heldout.
OLMES_STOP = ("Problem:", "Answer:", "Question:", "</s>", "<|eot_id|>", "\n\n")
OLMES_GENERATION = {"temperature": 0.6, "top_p": 0.6, "max_gen_toks": 512}
_COT_PREFIX = re.compile(r"^Let's think step by step.")


def olmes_query(doc: dict) -> str:
    """``Question: <input>\\nAnswer: Let's think step by step.`` (OLMES ``short_prefix=False``, ``use_cot``)."""
    return f"Question: {doc['input']}\nAnswer: Let's think step by step."


def olmes_shot_answer(shot: dict) -> str:
    """The CoT a shot is answered with (OLMES strips a leading ``Let's think step by step.``)."""
    return _COT_PREFIX.sub("", shot["target"])


def olmes_description(subtask: str) -> str:
    return description(subtask)


def olmes_prompt(doc: dict, num_shots: int = NUM_SHOTS) -> str:
    shots = [(olmes_query(s), olmes_shot_answer(s)) for s in fewshot_docs(doc["subtask"], num_shots)]
    return assemble(description(doc["subtask"]), shots, olmes_query(doc))


def answer_form(subtask: str) -> str:
    """How the chat prompt asks for this subtask's answer."""
    if subtask in MC_SUBTASKS:
        return "the letter of the correct option, e.g. (A)"
    return {
        "boolean_expressions": "True or False",
        "causal_judgement": "Yes or No",
        "navigate": "Yes or No",
        "sports_understanding": "yes or no",
        "web_of_lies": "Yes or No",
        "formal_fallacies": "valid or invalid",
        "dyck_languages": "the closing brackets only, separated by spaces",
        "word_sorting": "the sorted words separated by spaces",
        "object_counting": "a number",
        "multistep_arithmetic_two": "a number",
    }[subtask]


def chat_prompt(doc: dict) -> str:
    """Zero-shot chat prompt: the task description, the input, and the answer form asked for."""
    return (f"{description(doc['subtask']).strip()}\n\n{doc['input']}\n\n"
            f"Think it through step by step, then give your final answer on its own line in the form "
            f"\"Answer: <answer>\", where <answer> is {answer_form(doc['subtask'])}.")
