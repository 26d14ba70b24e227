"""The single entry point every host adapter calls: ``grade(benchmark, reply, gold, ...)``.

It validates arguments (a clear ``TypeError``/``ValueError`` naming the
argument, never a traceback from deep inside), then dispatches to the
benchmark module that owns the rules: ``benchgrade.<benchmark>.grading`` for
the ``robust`` mode, ``benchgrade.<benchmark>.olmes`` for the ``olmes`` mode and
``benchgrade.gsm8k.olmo_eval`` for the ``olmo_eval`` mode (GSM8k as allenai/olmo-eval grades it).
"""
from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from importlib import import_module

from .commitment import QUESTION
from .text import sought_named, without_question
from .verdict import MODES, Verdict

#: benchmark name -> module package under ``benchgrade``; ``numeric`` grades a bare number.
BENCHMARKS = ("bbh", "gsm8k", "mmlu", "socialiqa", "numeric")
#: benchmarks whose OLMES spec is generative, so an ``olmes`` extraction exists.
OLMES_BENCHMARKS = ("bbh", "gsm8k")
#: benchmarks with an ``olmo_eval`` mode (olmo-eval's GSM8k extraction differs from OLMES's; its BBH is not a base spec).
OLMO_EVAL_BENCHMARKS = ("gsm8k",)

_MODULE_FOR = {"numeric": "gsm8k"}  # a bare number is graded by the GSM8k number rules


def _check_args(benchmark, reply, gold, subtask, choices, mode, question=None) -> None:
    if not isinstance(benchmark, str) or benchmark not in BENCHMARKS:
        raise ValueError(f"benchmark must be one of {', '.join(BENCHMARKS)}; got {benchmark!r}")
    if mode not in MODES:
        raise ValueError(f"mode must be one of {', '.join(MODES)}; got {mode!r}")
    if not isinstance(reply, str):
        raise TypeError(f"reply must be a str, got {type(reply).__name__}")
    if not isinstance(gold, str):
        raise TypeError(f"gold must be a str, got {type(gold).__name__}")
    if not gold.strip():
        raise ValueError("gold must be a non-empty string")
    if subtask is not None and not isinstance(subtask, str):
        raise TypeError(f"subtask must be a str or None, got {type(subtask).__name__}")
    if question is not None and not isinstance(question, str):
        raise TypeError(f"question must be a str or None, got {type(question).__name__}")
    if choices is not None:
        if isinstance(choices, str) or not isinstance(choices, Sequence):
            raise TypeError(f"choices must be a sequence of str or None, got {type(choices).__name__}")
        if len(choices) == 0:
            raise ValueError("choices must not be empty (pass None when the options are unknown)")
        for i, c in enumerate(choices):
            if not isinstance(c, str):
                raise TypeError(f"choices[{i}] must be a str, got {type(c).__name__}")
    if mode == "olmes" and benchmark not in OLMES_BENCHMARKS:
        raise ValueError(
            f"mode 'olmes' exists for {', '.join(OLMES_BENCHMARKS)} only: the OLMES specs of "
            f"{benchmark} are scored by log-likelihood, not by reading a reply"
        )
    if mode == "olmo_eval" and benchmark not in OLMO_EVAL_BENCHMARKS:
        raise ValueError(f"mode 'olmo_eval' exists for {', '.join(OLMO_EVAL_BENCHMARKS)} only "
                         "(olmo-eval's gsm8k:olmo3base extraction)")


def grade(benchmark: str, reply: str, gold: str, *, subtask: str | None = None,
          choices: Sequence[str] | None = None, mode: str = "robust",
          truncated: bool = False, question: str | None = None) -> Verdict:
    """Grade one model reply against its gold answer.

    benchmark: one of :data:`BENCHMARKS`.
    reply: the model's free text, as the host received it.
    gold: the gold answer as the dataset states it (``"(B)"``, ``"B"``, ``"18"``, ``"valid"``).
    subtask: BBH task name (decides the answer kind); ignored elsewhere.
    choices: option texts in letter order, when known; enables answers given as option text
        (BBH: read from the question's "Options:" list when not given, as the hosts pass them).
    mode: ``"robust"`` (what a careful human grader accepts), ``"olmes"`` (bit-exact OLMES) or
        ``"olmo_eval"`` (GSM8k as allenai/olmo-eval's ``gsm8k:olmo3base``: sign kept).
    truncated: the host knows the reply hit its token limit; a reply with no answer is then
        reported as ``truncated`` rather than ``no_answer``.
    question: the row's question text (BBH: its ``input``), when known: a copy of it echoed in the
        reply is read past, and a Dyck answer written as the whole completed sequence is read as
        the closers it adds to the question's input.
    """
    _check_args(benchmark, reply, gold, subtask, choices, mode, question)
    if question and mode == "robust":
        reply = sought_named(without_question(reply, question), question)  # an echoed question answers nothing;
        # under "Which … is NOT correct?", "the incorrect statement" names the answer
    # (the words a remark on the answer may use: the question's and its options')
    asked = QUESTION.set("\n".join([question, *(choices or ())]) if question and mode == "robust" else None)
    try:
        return _grader(benchmark, mode)(reply, gold, subtask=subtask, choices=choices, truncated=truncated,
                                        question=question)
    finally:
        QUESTION.reset(asked)


def question_of(row) -> str | None:
    """A benchmark row's question text as :func:`grade` takes it (BBH: ``input``; the others: ``question``)."""
    text = row.get("input", row.get("question"))
    return text if isinstance(text, str) else None


@lru_cache(maxsize=None)
def _grader(benchmark: str, mode: str):
    """The ``grade`` function of the module owning ``benchmark``'s rules in ``mode`` (imported once)."""
    package = _MODULE_FOR.get(benchmark, benchmark)
    return import_module(f"benchgrade.{package}.{'grading' if mode == 'robust' else mode}").grade
