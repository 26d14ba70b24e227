"""``benchgrade-local-completions``: lm-eval's ``local-completions`` with a fresh seed per repeat.

Why: with ``repeats: 8`` lm-eval sends eight identical requests that all carry
``seed=1234``; vLLM honours per-request seeds and returns eight identical samples,
so pass@k and maj@k silently collapse. This model sends ``seed + i`` for the
i-th time it sees a prompt, which keeps runs reproducible and samples distinct.
Use it with ``batch_size=1`` (the default): a batched request carries one seed.

Registered when the ``benchgrade-lm-eval`` console script starts (plain
``lm_eval`` resolves ``--model`` before any task module is imported).
"""
from __future__ import annotations

import json
import threading
from collections import Counter

from lm_eval.api.registry import model_registry, register_model
from lm_eval.models.openai_completions import LocalCompletionsAPI

from .filters import note_repeats_seeded_apart

MODEL_NAME = "benchgrade-local-completions"


class SeedPerRepeatCompletions(LocalCompletionsAPI):
    """Same arguments as ``local-completions``."""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self._times_seen: Counter = Counter()
        self._seen_lock = threading.Lock()
        note_repeats_seeded_apart()  # so the identical-repeats warning does not advise this very model

    def _create_payload(self, messages, generate=False, gen_kwargs=None, seed: int = 1234, eos=None, **kwargs):
        if generate:
            key = json.dumps(messages, sort_keys=True, default=str)
            with self._seen_lock:
                seed = seed + self._times_seen[key]
                self._times_seen[key] += 1
        return super()._create_payload(messages, generate=generate, gen_kwargs=gen_kwargs, seed=seed,
                                       eos=eos, **kwargs)


if model_registry.get(MODEL_NAME, None) is None:
    register_model(MODEL_NAME)(SeedPerRepeatCompletions)

from . import oracle  # noqa: E402,F401  (registers the benchgrade-oracle test instrument too)
