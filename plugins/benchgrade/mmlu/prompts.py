"""MMLU prompts: OLMES ``mmlu_<subject>:mc::olmes`` (5 dev shots) and a zero-shot chat variant.

All functions take canonical docs from :mod:`benchgrade.mmlu.data`.
"""
from __future__ import annotations

from ..prompting import assemble, chat_mcq, mcq_query
from .data import fewshot_docs

NUM_SHOTS = 5


def olmes_description(subject: str) -> str:
    """OLMES's per-subject header (underscores become spaces), ending in a blank line."""
    return f"The following are multiple choice questions (with answers) about {subject.replace('_', ' ')}.\n\n"


def olmes_query(doc: dict) -> str:
    """The per-item block ending in ``Answer:``; question and options are used raw."""
    return mcq_query(doc["question"], doc["choices"])


def olmes_prompt(doc: dict, num_shots: int = NUM_SHOTS, data_dir=None) -> str:
    """The full OLMES prompt: description, the subject's first dev rows with their letters, the item."""
    shots = [(olmes_query(s), s["gold"]) for s in fewshot_docs(doc["subject"], num_shots, data_dir)]
    return assemble(olmes_description(doc["subject"]), shots, olmes_query(doc))


def chat_prompt(doc: dict) -> str:
    """Zero-shot chat prompt naming the subject and asking for a letter."""
    subject = doc["subject"].replace("_", " ")
    return chat_mcq(doc["question"], doc["choices"], preamble=f"The question is about {subject}.")
