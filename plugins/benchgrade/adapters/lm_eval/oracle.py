"""``benchgrade-oracle``: a TEST INSTRUMENT for lm-eval, never a model to report numbers with.

It answers every request from the document's gold, so a real ``lm_eval`` run with it checks
everything around the model: data loading, prompt rendering, filters, the grading core and
the metrics. Every benchgrade task must score 1.0 with it (``benchgrade validate``).

* ``generate_until``: the gold written in one of several formats real models use (``So the
  answer is X.``, ``**Answer:** X``, ``\\boxed{X}``, after a closed ``<think>`` block ...),
  chosen deterministically from the document and the repeat number, then cut at the
  request's stop strings as a server would. Few-shot (base) tasks, which stop at a blank
  line, get base-model continuations; zero-shot chat tasks get chat-style replies.
* ``loglikelihood``: the gold choice scores 0.0 (greedy), every other choice -10.0.

Documents are benchgrade's canonical docs (``gold`` field); ExamQM documents are answered with
their gold record as JSON (scorer 3.2 gives it 1.0); any other document is an error naming the
task, not a guess.
"""
from __future__ import annotations

import zlib
from collections import Counter

from lm_eval.api.model import LM
from lm_eval.api.registry import model_registry, register_model

MODEL_NAME = "benchgrade-oracle"

#: Continuations after a few-shot prompt (stop strings there include "\n\n" and "Answer:").
BASE_FORMATS = (
    " Let's think step by step. So the answer is {gold}.",
    " Working through it carefully, the answer is {gold}.",
    " We check each step. So the answer is {gold}",
    " Thus the final answer is \\boxed{{{gold}}}.",
)
#: Replies to a zero-shot chat prompt that asks for a final ``Answer: X`` line.
CHAT_FORMATS = (
    "Answer: {gold}",
    "Let me reason it through.\n\n**Answer:** {gold}",
    "<think>\nThe question asks for one answer; checking it step by step.\n</think>\n\nAnswer: {gold}",
    "Working it out carefully, the final answer is $\\boxed{{{gold}}}$.",
    "Answer: **{gold}**",
)


def _is_examqm(doc) -> bool:
    return isinstance(doc, dict) and "dataset_root" in doc and "id" in doc and "gold" not in doc


def _gold(doc: dict, task_name) -> str:
    if _is_examqm(doc):  # ExamQM: the gold record itself, as the JSON a model must write
        from benchgrade.examqm import record_to_json

        from .examqm import row

        return record_to_json(row(doc).gold)
    if not isinstance(doc, dict) or not isinstance(doc.get("gold"), str):
        raise ValueError(f"{MODEL_NAME}: task {task_name!r} has documents without a 'gold' field; "
                         "the oracle only answers benchgrade tasks")
    return doc["gold"]


def _cut(text: str, until) -> str:
    stops = [until] if isinstance(until, str) else list(until or [])
    cuts = [text.find(s) for s in stops if s and s in text]
    return text[: min(cuts)] if cuts else text


class OracleLM(LM):
    """Accepts and ignores lm-eval's model arguments (batch_size, device, ...)."""

    #: lm-eval runs image tasks (ExamQM) only on models that say they take images; the oracle
    #: answers from the document, so the page images it is given change nothing.
    MULTIMODAL = True

    def __init__(self, **_ignored) -> None:
        super().__init__()
        self._seen: Counter = Counter()

    @classmethod
    def create_from_arg_string(cls, arg_string: str = "", additional_config: dict | None = None):
        return cls()

    def generate_until(self, requests, disable_tqdm: bool = False) -> list[str]:
        out = []
        for request in requests:
            gen_kwargs = request.args[1]
            gold = _gold(request.doc, request.task_name)
            key = (request.task_name, request.doc_id)
            repeat = self._seen[key]
            self._seen[key] += 1
            until = (gen_kwargs or {}).get("until") or []
            if _is_examqm(request.doc):  # the record is the whole reply (prose around it is invalid)
                out.append(gold)
                continue
            # Few-shot tasks stop at the blank line that ends a shot; chat tasks have no stops.
            formats = BASE_FORMATS if "\n\n" in until else CHAT_FORMATS
            ident = str(request.doc.get("id", request.doc_id))
            text = formats[(zlib.crc32(ident.encode()) + repeat) % len(formats)].format(gold=gold)
            out.append(_cut(text, until))
        return out

    def loglikelihood(self, requests, disable_tqdm: bool = False) -> list[tuple[float, bool]]:
        out = []
        for request in requests:
            gold = _gold(request.doc, request.task_name)
            is_gold = request.args[1].strip() == gold.strip()
            out.append((0.0, True) if is_gold else (-10.0, False))
        return out

    def loglikelihood_rolling(self, requests, disable_tqdm: bool = False):
        raise NotImplementedError(f"{MODEL_NAME} scores choices and generates answers; no perplexity tasks")


if model_registry.get(MODEL_NAME, None) is None:
    register_model(MODEL_NAME)(OracleLM)
