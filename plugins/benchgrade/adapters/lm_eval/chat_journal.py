"""``benchgrade-local-chat-completions``: lm-eval's ``local-chat-completions`` that can resume.

Why: lm-eval writes its samples, and its ``--use_cache`` database, only when a run ends; a run
interrupted after 30 of 37 ExamQM pages re-requests all 37 (checked: a killed run left nothing
reusable). With ``journal=PATH`` every answered request is appended to a JSONL journal and
flushed to disk before the next one; a rerun with the same journal answers those requests from
it and sends only the rest. The journal key is the SHA-256 of the exact request payload
(messages with their images, model, sampling), so a changed prompt, image, model or sampling
never reuses an old reply. Also: ``max_images`` defaults to 16 instead of 1, so multi-page
questions send every page unless told otherwise.

Registered when the ``benchgrade-lm-eval`` console script starts. The journal needs
``num_concurrent=1`` (lm-eval's concurrent path bypasses ``model_call``).
"""
from __future__ import annotations

import copy
import hashlib
import json
import os
import threading
from pathlib import Path

from lm_eval.api.registry import model_registry, register_model
from lm_eval.models.openai_completions import LocalChatCompletion

MODEL_NAME = "benchgrade-local-chat-completions"
DEFAULT_MAX_IMAGES = 16


def read_journal(path: Path) -> dict[str, dict]:
    """Answered requests by key. A torn final line (a run killed mid-write) is dropped; any other
    malformed line is an error naming it, because silently dropping answers would re-bill them."""
    entries: dict[str, dict] = {}
    if not path.is_file():
        return entries
    lines = path.read_text(encoding="utf-8").split("\n")
    for number, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        try:
            entry = json.loads(line)
            entries[entry["key"]] = entry["response"]
        except (json.JSONDecodeError, KeyError, TypeError):
            if number == len(lines):  # the last line has no newline: a torn write
                break
            raise ValueError(f"{path}:{number}: not a journal entry (JSON with key and response); "
                             "move the journal aside or fix that line") from None
    return entries


class JournaledChatCompletions(LocalChatCompletion):
    """Same arguments as ``local-chat-completions``, plus ``journal=PATH``."""

    def __init__(self, *args, journal: str | None = None, max_images: int = DEFAULT_MAX_IMAGES, **kwargs) -> None:
        super().__init__(*args, max_images=max_images, **kwargs)
        self._journal_path = Path(journal) if journal else None
        if self._journal_path is not None and self._concurrent > 1:
            raise ValueError(f"{MODEL_NAME}: journal= needs num_concurrent=1 (got {self._concurrent})")
        self._journal = read_journal(self._journal_path) if self._journal_path else {}
        self._journal_lock = threading.Lock()
        self.journal_hits = 0

    def _key(self, messages, gen_kwargs) -> str:
        payload = self._create_payload(self.create_message(messages), generate=True,
                                       gen_kwargs=copy.deepcopy(gen_kwargs), seed=self._seed, eos=self.eos_string)
        return hashlib.sha256(json.dumps(payload, sort_keys=True, default=str).encode("utf-8")).hexdigest()

    def model_call(self, messages, *, generate: bool = True, gen_kwargs: dict | None = None, **kwargs):
        if self._journal_path is None or not generate:
            return super().model_call(messages, generate=generate, gen_kwargs=gen_kwargs, **kwargs)
        key = self._key(messages, gen_kwargs)
        if key in self._journal:
            self.journal_hits += 1
            return self._journal[key]
        response = super().model_call(messages, generate=generate, gen_kwargs=gen_kwargs, **kwargs)
        if response is not None:
            with self._journal_lock:
                self._journal_path.parent.mkdir(parents=True, exist_ok=True)
                with open(self._journal_path, "a", encoding="utf-8") as handle:
                    handle.write(json.dumps({"key": key, "response": response}, ensure_ascii=False) + "\n")
                    handle.flush()
                    os.fsync(handle.fileno())
                self._journal[key] = response
        return response


if model_registry.get(MODEL_NAME, None) is None:
    register_model(MODEL_NAME)(JournaledChatCompletions)
