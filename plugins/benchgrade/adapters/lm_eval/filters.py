"""lm-eval filters: hand every sampled reply to the grading core, and catch degenerate repeats.

Filters translate, they never grade: :class:`GradeReplies` calls
:func:`benchgrade.grade` on each reply and passes the verdicts on as plain dicts
(visible in ``--log_samples`` output), so the metric functions in
:mod:`.metrics` only count. One filter ensemble per grading mode (``olmes``,
``robust``) makes lm-eval report both modes side by side from the same replies.

YAMLs reference the classes by dotted ``!function`` path (plain ``lm_eval`` then
imports this module itself); they are also registered under ``benchgrade_grade``
and ``benchgrade_repeat_check`` for users' own YAMLs.
"""
from __future__ import annotations

import hashlib
import json
import logging
from collections.abc import Mapping

import lm_eval.api.metrics  # noqa: F401  (fill the built-in registries before we add to them)
import lm_eval.filters  # noqa: F401
from lm_eval.api.filter import Filter
from lm_eval.api.registry import filter_registry, register_filter

from benchgrade import grade
from benchgrade.grading import question_of

log = logging.getLogger(__name__)

REPEAT_FIX = (
    "lm-eval's API models send every repeat with the same seed (model arg seed=1234), and a server that "
    "honours per-request seeds (vLLM) then returns identical samples, so pass@k/maj@k collapse to pass@1. "
    "Fix: run with `benchgrade-lm-eval --model benchgrade-local-completions ...` (same arguments as "
    "local-completions; it gives each repeat its own seed), or use `--model vllm`/`hf`, or a server "
    "that ignores the request seed."
)
#: The advice when the repeats already carried distinct seeds (``benchgrade-local-completions``).
SERVER_REPEAT_FIX = (
    "benchgrade-local-completions already sent each repeat its own seed (seed + i), so the server returned "
    "the same text for different seeds: it is not sampling (greedy decoding, or the request's temperature "
    "0.6 / top_p 0.6 not applied), and pass@k/maj@k collapse to pass@1. Check the server's sampling "
    "settings, or use `--model vllm`/`hf`."
)
#: Set when a model that seeds each repeat apart is created in this process (:mod:`.models`).
_repeats_seeded_apart = False


def note_repeats_seeded_apart() -> None:
    """Called by ``benchgrade-local-completions``: identical repeats then cannot come from the seed."""
    global _repeats_seeded_apart
    _repeats_seeded_apart = True


class VerdictRecord(Mapping):
    """One verdict, read like a dict (``v["correct"]``), whose text form is JSON.

    lm-eval writes ``filtered_resps`` to the ``--log_samples`` file through ``str()`` (its
    ``sanitize_list``), and for API models first rebuilds every ``dict`` in the samples as a
    plain one (``hash_dict_images``); a dict would end up as a Python repr (``{'correct':
    True}``) no other tool can read. This mapping is not a dict, so it stays itself, and its
    ``str()`` is JSON: ``json.loads`` of the logged string gives :meth:`as_dict` back.
    """

    def __init__(self, fields: dict) -> None:
        self._fields = dict(fields)

    def __getitem__(self, key: str):
        return self._fields[key]

    def __iter__(self):
        return iter(self._fields)

    def __len__(self) -> int:
        return len(self._fields)

    def as_dict(self) -> dict:
        return dict(self._fields)

    def __str__(self) -> str:
        return json.dumps(self._fields, ensure_ascii=False)

    __repr__ = __str__


def _digest(reply: str) -> str:
    return hashlib.blake2b(reply.encode("utf-8", "surrogatepass"), digest_size=8).hexdigest()


class GradeReplies(Filter):
    """Replace each doc's replies by the core's verdicts: ``[{correct, extracted, category, vote, digest}]``.

    ``vote`` is what maj@k votes on: the extracted answer, or (nothing extracted) a key unique
    to the reply text, as OLMES votes on the whole reply when it finds no number.
    """

    def __init__(self, benchmark: str, mode: str = "robust", **kwargs) -> None:
        super().__init__(**kwargs)
        self.benchmark, self.mode = benchmark, mode

    def _verdict(self, reply, doc: dict) -> dict:
        text = reply if isinstance(reply, str) else ""
        digest = _digest(text)
        verdict = grade(self.benchmark, text, doc["gold"], subtask=doc.get("subtask"),
                        choices=doc.get("choices") or None, mode=self.mode, question=question_of(doc)).as_dict()
        vote = verdict["extracted"] if verdict["extracted"] is not None else f"<no answer {digest}>"
        return VerdictRecord({**verdict, "vote": vote, "digest": digest})

    def apply(self, resps, docs):
        return [[self._verdict(reply, doc) for reply in (replies if isinstance(replies, list) else [replies])]
                for replies, doc in zip(resps, docs)]


def identical_repeat_share(resps) -> float:
    """Share of docs (with 2+ samples) whose samples are all the same string."""
    multi = [replies for replies in resps if isinstance(replies, list) and len(replies) > 1]
    if not multi:
        return 0.0
    return sum(1 for replies in multi if len(set(replies)) == 1) / len(multi)


class RepeatCheck(Filter):
    """Pass replies through unchanged; warn loudly when sampled repeats are identical.

    At temperature 0.6 / top_p 0.6 a confident model can repeat itself on easy items, so the
    per-item share is reported as the ``identical_repeats`` metric, and the warning fires only
    when nearly every item (``threshold``, default 90%) got one sample eight times: the
    signature of a sampler seeded identically for each repeat (see :data:`REPEAT_FIX`), or, when
    the repeats were already seeded apart, of a server that does not sample (:data:`SERVER_REPEAT_FIX`).
    """

    def __init__(self, threshold: float = 0.9, **kwargs) -> None:
        super().__init__(**kwargs)
        self.threshold = threshold

    def apply(self, resps, docs):
        resps = list(resps)
        share = identical_repeat_share(resps)
        if share >= self.threshold and len(resps) >= 2:
            message = (f"benchgrade: {share:.0%} of items got identical samples for all repeats. "
                       + (SERVER_REPEAT_FIX if _repeats_seeded_apart else REPEAT_FIX))
            log.warning(message)
        return resps


def _register(name: str, cls) -> None:
    """Register once; a second import of this file under another module name must not crash."""
    if filter_registry.get(name, None) is None:
        register_filter(name)(cls)


_register("benchgrade_grade", GradeReplies)
_register("benchgrade_repeat_check", RepeatCheck)
