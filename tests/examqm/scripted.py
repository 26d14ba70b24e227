"""A scripted vision model for the ExamQM end-to-end tests: one behaviour per question number.

The question is identified the way a real model would: from the locator in the request's text
("Reconstruct question N"). Behaviours build replies from the gold record, so expectations come
from the contract (an oracle must score 1.0; fenced, prose-wrapped, truncated and wrongly
versioned records must score 0), not from the scorer.
"""
from __future__ import annotations

import json
import re
import threading

from benchgrade.examqm import load_bundled, record_to_json
from tests.support.openai_stub import ScriptedFailure

ROWS = {row.question_number: row for row in load_bundled(split="all")}
LOCATOR = re.compile(r"Reconstruct question (\d+) ")


def question_of(request) -> int:
    match = LOCATOR.search(request.prompt)
    assert match, f"no question locator in the request text: {request.prompt[:200]!r}"
    return int(match.group(1))


def shifted_boxes(number: int, dx: float = 0.04) -> str:
    record = ROWS[number].gold.model_dump(mode="json")
    for block in record["question"]["body"]:
        for box in block["boxes"]:
            box["x0"], box["x1"] = min(box["x0"] + dx, 0.98), min(box["x1"] + dx, 0.99)
    return json.dumps(record, ensure_ascii=False)


def reply(behaviour: str, number: int) -> str:
    gold = record_to_json(ROWS[number].gold)
    if behaviour == "oracle":
        return gold
    if behaviour == "fenced":
        return f"```json\n{gold}\n```"
    if behaviour == "prose":
        return f"Here is the reconstructed question:\n{gold}"
    if behaviour == "truncated":
        return gold[: len(gold) // 2]
    if behaviour == "wrong_version":
        return gold.replace('"schema_version":"3.0"', '"schema_version":"2.0"', 1)
    if behaviour == "shifted":
        return shifted_boxes(number)
    raise ValueError(behaviour)


class ScriptedVisionModel:
    """``behaviours``: question number -> behaviour (default oracle); also ``provider_error`` (HTTP 500)
    and ``hang`` (block until :meth:`release`, so a test can interrupt the host mid-run)."""

    def __init__(self, behaviours: dict[int, str]):
        self.behaviours = dict(behaviours)
        self.released = threading.Event()
        self.hanging = threading.Event()

    def __call__(self, request) -> str:
        number = question_of(request)
        behaviour = self.behaviours.get(number, "oracle")
        if behaviour == "provider_error":
            raise ScriptedFailure(500, "scripted provider error: model overloaded")
        if behaviour == "hang":
            self.hanging.set()
            self.released.wait(120)
            raise ScriptedFailure(503, "scripted hang released")
        return reply(behaviour, number)

    def release(self) -> None:
        self.released.set()
