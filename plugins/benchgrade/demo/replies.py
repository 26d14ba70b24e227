"""What ``benchgrade serve-demo`` answers: varied, realistic replies for benchgrade's tasks. Not a model.

Each request is matched to its benchmark item (:class:`~benchgrade.demo.items.ItemIndex`, ExamQM by
its "Reconstruct question N" locator) and answered from the gold, so a run against the demo shows
what benchgrade reports on real-looking output: mostly right answers, some wrong ones, some a
grader cannot read (a hedge, a reply cut off inside ``<think>``), in the formats models write --
few-shot continuations, ``**Answer:**``, ``\\boxed{}``, thinking blocks, option text, JSON in a
fence. Roughly 70 % right, 18 % wrong, 12 % unreadable (multiple choice: the gold scores highest
on 75 % of questions); the OLMES and robust graders disagree on some (a check after the answer,
a sign slip).

Replies are deterministic, like a seeded vLLM: the same prompt and request ``seed`` give the same
reply (so lm-eval's ``local-completions`` gets 8 identical GSM8k samples, and
``benchgrade-local-completions``, which sends ``seed + i``, gets varied ones); greedy requests
(temperature 0) depend on the prompt alone; sampled requests without a seed vary with each repeat.
Multiple-choice log-likelihood requests score one letter high per question (the model's "choice").
"""
from __future__ import annotations

import hashlib
import re
import threading

from .items import ItemIndex, wrong_answer
from .server import ScriptedRequest

#: Share of replies (out of 100) that are right, then wrong; the rest cannot be read.
RIGHT, WRONG = 70, 18
#: Share of multiple-choice questions whose highest-scored letter is the gold.
MC_RIGHT = 75
#: What an item the demo does not know is answered with (its data folder lacks it).
UNKNOWN_COMPLETION = " So the answer is 4."
UNKNOWN_CHAT = "I am not sure about this one.\n\nAnswer: A"
EXAMQM_LOCATOR = re.compile(r"Reconstruct question (\d+) ")


def draw(*parts) -> int:
    """A stable number in [0, 2**32) from the parts (same parts, same number, on every machine)."""
    return int.from_bytes(hashlib.blake2b("\x1f".join(map(str, parts)).encode("utf-8", "surrogatepass"),
                                          digest_size=4).digest(), "big")


def _variation(request: ScriptedRequest) -> str:
    """What makes two requests for one prompt differ: the seed (if sampling), else the repeat count."""
    body = request.body
    if not body.get("temperature"):
        return "greedy"
    return f"seed {body['seed']}" if body.get("seed") is not None else f"repeat {request.seen}"


def _letter_choice(doc: dict, answer: str) -> str:
    """``B`` as option text when the options are known: ``B) Oxygen``."""
    choices = doc.get("choices") or []
    index = ord(answer) - ord("A") if len(answer) == 1 and answer.isupper() else -1
    return f"{answer}) {choices[index]}" if 0 <= index < len(choices) else answer


def _steps(doc: dict) -> str:
    """A line of reasoning: the reference solution's steps for GSM8k (calculator notes dropped)."""
    if doc["id"].startswith("gsm8k") and doc.get("answer"):
        lines = re.sub(r"<<[^>]*>>", "", doc["answer"].split("####")[0]).split("\n")
        return " ".join(line.strip() for line in lines if line.strip())
    return "Let's think step by step, checking each part of the question in turn."


def base_reply(doc: dict, answer: str, kind: str, pick: int) -> str:
    """A few-shot continuation (the prompt's shots end in ``So the answer is X.``); one line, as stops cut at a blank one."""
    steps = _steps(doc)
    if kind == "unreadable":
        return f" {steps} I am not sure whether it is {answer} or {wrong_answer(doc)}."
    formats = [f" {steps} So the answer is {answer}.",
               f" {steps} Therefore, the answer is {answer}.",
               f" {steps} So the answer is \\boxed{{{answer}}}.",
               f" {steps} So the answer is **{answer}**."]
    if doc["id"].startswith("gsm8k") and answer.isdigit():
        # a check after the answer: OLMES reads its last number (1), a careful grader the stated answer
        formats.append(f" {steps} So the answer is {answer}. To double-check: {answer} = {int(answer) - 1} + 1.")
    return formats[pick % len(formats)]


def chat_reply(doc: dict, answer: str, kind: str, pick: int) -> str:
    """A chat-model reply to the zero-shot prompt (which asks for a final ``Answer: X`` line)."""
    steps = _steps(doc)
    if kind == "unreadable":
        return [f"<think>\n{steps}\nHmm, maybe {answer}, but let me reconsider the second part of",
                f"{steps}\n\nIt could be {answer} or {wrong_answer(doc)}; both readings are defensible."][pick % 2]
    formats = [f"<think>\n{steps}\n</think>\n\nAnswer: {answer}",
               f"{steps}\n\n**Answer:** {answer}",
               f"{steps}\n\nThe final answer is $\\boxed{{{answer}}}$.",
               f"Answer: {answer}",
               f"<think>\nThe question asks for one answer. {steps}\n</think>\n\n**Final answer: {answer}**"]
    if doc.get("choices"):
        formats.append(f"{steps}\n\nThe correct option is {_letter_choice(doc, answer)}.")
    return formats[pick % len(formats)]


class DemoModel:
    """The responder and scorer of ``benchgrade serve-demo`` (see the module docstring)."""

    def __init__(self, index: ItemIndex, on_unknown=None):
        self.index = index
        self.on_unknown = on_unknown or (lambda prompt: None)
        self._examqm = None
        self._lock = threading.Lock()

    def _answer(self, doc: dict, key: str) -> tuple[str, str, int]:
        """(answer, kind, format pick) for one request: right, wrong or unreadable."""
        roll = draw(doc["id"], key)
        share, pick = roll % 100, roll // 100
        if share < RIGHT:
            return doc["gold"], "right", pick
        if share < RIGHT + WRONG:
            if doc["id"].startswith("gsm8k") and pick % 3 == 0 and doc["gold"].isdigit():
                return f"-{doc['gold']}", "wrong", pick  # a sign slip: OLMES drops the sign and credits it
            return wrong_answer(doc), "wrong", pick
        return doc["gold"], "unreadable", pick

    def __call__(self, request: ScriptedRequest) -> str:
        key = _variation(request)
        if request.endpoint == "chat":
            if (match := EXAMQM_LOCATOR.search(request.prompt)) is not None:
                return self._examqm_reply(int(match.group(1)), key)
            try:
                doc = self.index.from_chat(request.prompt)
            except KeyError:
                self.on_unknown(request.prompt)
                return UNKNOWN_CHAT
            return chat_reply(doc, *self._answer(doc, key))
        try:
            doc = self.index.from_prompt(request.prompt)
        except LookupError:
            self.on_unknown(request.prompt)
            return UNKNOWN_COMPLETION
        return base_reply(doc, *self._answer(doc, key))

    def score(self, text: str) -> float:
        """Log-prob of the last token of context + " X": high for the letter this "model" picks."""
        try:
            doc = self.index.from_prompt(text[:-2])
        except LookupError:
            self.on_unknown(text[:-2])
            return -1.0
        choice = doc["gold"] if draw(doc["id"], "choice") % 100 < MC_RIGHT else wrong_answer(doc)
        return 0.0 if text[-1] == choice else -5.0

    def _examqm_reply(self, number: int, key: str) -> str:
        """ExamQM: the gold record as JSON, sometimes fenced or wrapped in prose, sometimes cut off."""
        from benchgrade.examqm import load_bundled, record_to_json

        with self._lock:
            if self._examqm is None:
                self._examqm = {row.question_number: row for row in load_bundled(split="all")}
        row = self._examqm.get(number)
        if row is None:
            self.on_unknown(f"ExamQM question {number}")
            return "I cannot read this page."
        gold = record_to_json(row.gold)
        roll = draw("examqm", number, key) % 100
        if roll < 55:
            return gold
        if roll < 75:
            return f"```json\n{gold}\n```"
        if roll < 90:
            return f"Here is the reconstructed question:\n{gold}"
        return gold[: len(gold) // 2]  # ran out of tokens
