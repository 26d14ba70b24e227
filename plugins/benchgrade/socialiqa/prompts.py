"""SocialIQA prompts: OLMES ``socialiqa:mc::xlarge`` (5 fixed shots) and a zero-shot chat variant.

All functions take canonical docs from :mod:`benchgrade.socialiqa.data`.
"""
from __future__ import annotations

from ..prompting import assemble, chat_mcq, mcq_query
from .data import fewshot_docs

NUM_SHOTS = 5
#: What the model is scored on: the letter continuations, with the leading space.
CONTINUATIONS = (" A", " B", " C")


def olmes_query(doc: dict) -> str:
    """The per-item block ending in ``Answer:`` (OLMES joins context and question with one space, no strip)."""
    return mcq_query(f"{doc['context']} {doc['question']}", doc["choices"])


def olmes_prompt(doc: dict, num_shots: int = NUM_SHOTS) -> str:
    """The full OLMES prompt: fixed shots answered with their gold letter, then the item."""
    shots = [(olmes_query(shot), shot["gold"]) for shot in fewshot_docs(num_shots)]
    return assemble("", shots, olmes_query(doc))


def chat_prompt(doc: dict) -> str:
    """Zero-shot chat prompt asking for the letter of the right option."""
    return chat_mcq(f"{doc['context']} {doc['question']}", doc["choices"])
