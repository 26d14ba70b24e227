"""Scripted models for the end-to-end tests: an oracle and a wrong answerer, per benchmark.

They find the item a request is about from its text, using the same data loaders
and prompt functions the tasks use (a prompt ends with the item's OLMES query;
a chat prompt equals the item's chat prompt), then answer with the gold (oracle)
or a definitely different answer (wrong), in formats real models write.
"""
from __future__ import annotations

from importlib import import_module

from tests.support.openai_stub import StubRequest

BENCHMARKS = ("bbh", "gsm8k", "mmlu", "socialiqa")
_FLIP = {"True": "False", "False": "True", "Yes": "No", "No": "Yes", "yes": "no", "no": "yes",
         "valid": "invalid", "invalid": "valid"}


def _docs(data_dir) -> list[dict]:
    docs = []
    for benchmark in BENCHMARKS:
        data = import_module(f"benchgrade.{benchmark}.data")
        split = {"socialiqa": "validation"}.get(benchmark, "test")
        docs += data.load_docs(split=split, data_dir=data_dir)
    return docs


class ItemIndex:
    """Maps prompt text back to the canonical doc it was built from."""

    def __init__(self, data_dir):
        self.by_query: list[tuple[str, dict]] = []
        self.by_chat: dict[str, dict] = {}
        for doc in _docs(data_dir):
            benchmark = doc["id"].split("/", 1)[0]
            prompts = import_module(f"benchgrade.{benchmark}.prompts")
            self.by_query.append((prompts.olmes_query(doc), doc))
            self.by_chat[prompts.chat_prompt(doc)] = doc

    def from_prompt(self, prompt: str) -> dict:
        matches = [doc for query, doc in self.by_query if prompt.endswith(query)]
        if len(matches) != 1:
            raise LookupError(f"{len(matches)} items end this prompt: ...{prompt[-120:]!r}")
        return matches[0]

    def from_chat(self, prompt: str) -> dict:
        return self.by_chat[prompt]


def wrong_answer(doc: dict) -> str:
    """An answer that differs from the gold under any reading."""
    gold = doc["gold"]
    benchmark = doc["id"].split("/", 1)[0]
    if benchmark in ("mmlu", "socialiqa"):
        return "B" if gold == "A" else "A"
    if benchmark == "gsm8k" or doc.get("subtask") in ("object_counting", "multistep_arithmetic_two"):
        return str(int(gold.replace(",", "")) + 1)
    if gold in _FLIP:
        return _FLIP[gold]
    if gold.startswith("(") and len(gold) == 3:
        return "(B)" if gold == "(A)" else "(A)"
    if doc.get("subtask") == "dyck_languages":
        return gold + " )"
    return gold + " zzz"  # word_sorting


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
