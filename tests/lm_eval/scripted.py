"""Scripted models for the end-to-end tests: an oracle and a wrong answerer, per benchmark.

They find the item a request is about from its text (:class:`benchgrade.demo.items.ItemIndex`:
a prompt ends with the item's OLMES query; a chat prompt equals the item's chat prompt), then
answer with the gold (oracle) or a definitely different answer (wrong), in formats real models
write. Unlike ``benchgrade serve-demo`` (a mix of right, wrong and unreadable replies), these are
all right or all wrong, so a test knows every expected score.
"""
from __future__ import annotations

from benchgrade.demo.items import ItemIndex, wrong_answer  # noqa: F401  (the tests import them from here too)
from tests.support.openai_stub import StubRequest


def _pick(doc: dict, options: list[str]) -> str:
    return options[sum(map(ord, doc["id"])) % len(options)]


def base_reply(doc: dict, answer: str) -> str:
    """A few-shot-style continuation (what base models write after the CoT shots)."""
    if doc["id"].startswith("gsm8k"):
        return _pick(doc, [f" Let me compute step by step. So the answer is {answer}.",
                           f" We add the parts and get the total. So the answer is {answer}.",
                           f" First we find each part, then combine them: the answer is {answer}"])
    return _pick(doc, [f" We go through the options one by one. So the answer is {answer}.",
                       f" Checking each statement carefully. Therefore, the answer is {answer}.",
                       f" Reasoning about it step by step, the answer is {answer}."])


def chat_reply(doc: dict, answer: str) -> str:
    """A chat-model reply: thinking, markdown, boxed, or a final Answer line."""
    return _pick(doc, [f"<think>Let me work through this carefully.</think>\nAnswer: {answer}",
                       f"Let me reason step by step.\n\n**Answer:** {answer}",
                       f"After checking each step, the final answer is **{answer}**.",
                       f"Working it out:\n\nFinal answer: {answer}"])


class Scripted:
    """Oracle (``right=True``) or wrong answerer for completions, chat and log-likelihood requests."""

    def __init__(self, index: ItemIndex, right: bool):
        self.index, self.right = index, right

    def answer(self, doc: dict) -> str:
        return doc["gold"] if self.right else wrong_answer(doc)

    def __call__(self, request: StubRequest) -> str:
        if request.endpoint == "chat":
            doc = self.index.from_chat(request.prompt)
            return chat_reply(doc, self.answer(doc))
        doc = self.index.from_prompt(request.prompt)
        return base_reply(doc, self.answer(doc))

    def score(self, text: str) -> float:
        """Log-prob of the last token of context + " X": high for the chosen letter."""
        doc = self.index.from_prompt(text[:-2])
        return 0.0 if text[-1] == self.answer(doc) else -5.0
