"""GSM8k prompts: OLMES ``gsm8k::olmo3:n8:v2`` (8 fixed CoT shots) and a zero-shot chat variant.

All functions take canonical docs from :mod:`benchgrade.gsm8k.data`. The
generation settings of the OLMES spec are here too, so every host uses the same ones.
"""
from __future__ import annotations

from ..prompting import assemble
from .data import fewshot_docs

NUM_SHOTS = 8
#: OLMES stop strings for gsm8k::olmo3:n8:v2 (the model's EOS is added by the host).
OLMES_STOP = ("Question:", "</s>", "<|im_end|>", "\n\n")
OLMES_GENERATION = {"temperature": 0.6, "top_p": 0.6, "max_gen_toks": 512, "repeats": 8}


def olmes_query(doc: dict) -> str:
    return f"Question: {doc['question']}\nAnswer:"


def olmes_prompt(doc: dict, num_shots: int = NUM_SHOTS) -> str:
    """Full OLMES prompt; shots are answered with their CoT (``... So the answer is N.``)."""
    shots = [(olmes_query(s), s["answer"]) for s in fewshot_docs(num_shots)]
    return assemble("", shots, olmes_query(doc))


CHAT_INSTRUCTION = (
    "Solve the following math problem. Think it through step by step, then give the final "
    "numeric answer on its own line in the form \"Answer: N\"."
)


def chat_prompt(doc: dict) -> str:
    return f"{CHAT_INSTRUCTION}\n\nProblem: {doc['question']}"
