"""Taskset, task and reward glue shared by every ``benchgrade-<bench>`` environment.

An environment package only names its benchmark and its config defaults; rows come
from ``benchgrade.<bench>.data``, prompt text from ``benchgrade.<bench>.prompts``
and every score from :func:`benchgrade.grade` — this module translates, it never
grades. The reward is the core's ``robust`` verdict (1/0), so an RL reward and an
lm-eval score of the same reply agree by construction.
"""
from __future__ import annotations

import inspect
import random
from collections.abc import Iterable
from importlib import import_module
from typing import ClassVar, Literal

import verifiers.v1 as vf
from pydantic import field_validator

from benchgrade import Category, Verdict, grade
from benchgrade.grading import OLMES_BENCHMARKS

PromptStyle = Literal["chat", "olmes"]


class BenchgradeTasksetConfig(vf.TasksetConfig):
    """Knobs common to every benchmark, each a ``--env.taskset.<field>`` flag.

    Defaults suit RL on a chat model: zero-shot instruction prompt, every row.
    """

    split: str = "test"
    """Dataset split; each environment narrows the choices and picks its default."""
    num_items: int | None = None
    """How many rows to use (None = all). More than the split holds is an error."""
    seed: int | None = None
    """None: the first ``num_items`` rows in dataset order. An int: a random sample of
    ``num_items`` rows (all rows, shuffled, when ``num_items`` is None) drawn with it."""
    shots: int | Literal["olmes"] = 0
    """0, or the OLMES few-shot examples (``olmes`` or their exact count); needs
    ``prompt_style olmes`` because the chat prompt is zero-shot."""
    prompt_style: PromptStyle = "chat"
    """``chat``: instruction asking for a final ``Answer: X`` line (instruction-tuned models).
    ``olmes``: the OLMES base-model prompt text, character for character."""
    data_dir: str | None = None
    """Local data folder in the original releases' layout; None = ``$BENCHGRADE_DATA_DIR``,
    else the Hugging Face hub."""

    @field_validator("num_items")
    @classmethod
    def _positive_items(cls, value: int | None) -> int | None:
        if value is not None and value < 1:
            raise ValueError(f"num_items must be >= 1 or unset (all rows); got {value}")
        return value

    @field_validator("shots")
    @classmethod
    def _non_negative_shots(cls, value):
        if isinstance(value, int) and value < 0:
            raise ValueError(f"shots must be 0 or 'olmes'; got {value}")
        return value


class BenchgradeData(vf.TaskData):
    """One benchmark row as the trace records it: what the grading core needs, nothing more."""

    benchmark: str
    gold: str
    subtask: str | None = None
    choices: list[str] | None = None
    prompt_style: PromptStyle = "chat"


def oracle_reply(data: BenchgradeData) -> str:
    """The gold answer written the way the row's prompt asks for it (``vf-validate``'s gold check)."""
    if data.prompt_style == "chat":
        return f"Answer: {data.gold}"
    if data.benchmark in OLMES_BENCHMARKS:  # OLMES CoT exemplars end "So the answer is X."
        return f"So the answer is {data.gold}."
    return data.gold  # OLMES MC prompts end in "Answer:" and expect the letter


class BenchgradeTask(vf.Task[BenchgradeData]):
    """Scores a reply with the grading core; the reward is the ``robust`` verdict."""

    @property
    def key(self) -> str:
        """The dataset's durable row id (the content hash would change with ``idx``)."""
        return self.data.id or self.hash

    def verdict(self, reply: str, *, mode: str = "robust", truncated: bool = False) -> Verdict:
        """The core's verdict on ``reply`` for this row (a malformed row raises, naming the problem)."""
        d = self.data
        return grade(d.benchmark, reply, d.gold, subtask=d.subtask, choices=d.choices,
                     mode=mode, truncated=truncated)

    @vf.reward(weight=1.0)
    async def correct(self, trace: vf.Trace) -> float:
        """1.0 when the core's robust verdict is correct, else 0.0."""
        return self.verdict(trace.last_reply, truncated=trace.is_truncated).score

    @vf.metric
    async def grading(self, trace: vf.Trace) -> dict[str, float]:
        """Why the reward is what it is: extraction failure, truncation and, where OLMES
        grades generations (BBH, GSM8k), the OLMES-exact verdict for comparison."""
        robust = self.verdict(trace.last_reply, truncated=trace.is_truncated)
        metrics = {
            "extraction_failed": float(robust.extraction_failed),
            # read from the conclusion or last-mention fallback, not an explicit statement
            "weak_evidence": float(getattr(robust, "weak_evidence", False)),
            "truncated": float(trace.is_truncated or robust.category is Category.TRUNCATED),
        }
        if self.data.benchmark in OLMES_BENCHMARKS:
            metrics["olmes_correct"] = self.verdict(trace.last_reply, mode="olmes").score
        return metrics

    async def validate(self, runtime=None) -> bool:
        """Model-free gold check: the reward accepts the gold answer in the requested format."""
        verdict = self.verdict(oracle_reply(self.data))
        return verdict is not None and verdict.correct


def _call_with_data_dir(fn, *args, data_dir: str | None):
    """Pass ``data_dir`` only to the prompt/data functions that read files (e.g. MMLU dev shots)."""
    if "data_dir" in inspect.signature(fn).parameters:
        return fn(*args, data_dir=data_dir)
    return fn(*args)


class BenchgradeTaskset(vf.Taskset[BenchgradeTask, BenchgradeTasksetConfig]):
    """Rows of ``BENCHMARK`` rendered as single-turn prompts.

    Subclasses set ``BENCHMARK`` and narrow the config (split choices, defaults,
    ``subset`` for benchmarks that have subtasks/subjects).
    """

    BENCHMARK: ClassVar[str]

    def __init__(self, config: BenchgradeTasksetConfig) -> None:
        super().__init__(config)
        self._tasks: list[BenchgradeTask] | None = None

    def _docs(self) -> list[dict]:
        data = import_module(f"benchgrade.{self.BENCHMARK}.data")
        cfg = self.config
        subsets = list(getattr(cfg, "subset", None) or [None])
        if len(set(subsets)) != len(subsets):
            raise ValueError(f"--env.taskset.subset names a subset twice: {subsets}")
        docs = [doc for name in subsets
                for doc in data.load_docs(cfg.split, name, cfg.data_dir)]
        if cfg.num_items is not None and cfg.num_items > len(docs):
            raise ValueError(
                f"--env.taskset.num-items {cfg.num_items} exceeds the {len(docs)} rows of "
                f"{self.BENCHMARK} split {cfg.split!r}{' subset ' + str(subsets) if subsets != [None] else ''}")
        if cfg.seed is not None:
            return random.Random(cfg.seed).sample(docs, cfg.num_items or len(docs))
        return docs[: cfg.num_items] if cfg.num_items else docs

    def _num_shots(self, prompts) -> int:
        shots, style = self.config.shots, self.config.prompt_style
        if shots == "olmes":
            shots = prompts.NUM_SHOTS
        if shots not in (0, prompts.NUM_SHOTS):
            raise ValueError(f"--env.taskset.shots must be 0 or the {prompts.NUM_SHOTS} OLMES shots "
                             f"('olmes') for {self.BENCHMARK}; got {self.config.shots!r}")
        if shots and style != "olmes":
            raise ValueError("--env.taskset.shots: the chat prompt is zero-shot; OLMES shots need "
                             "--env.taskset.prompt-style olmes")
        return shots

    def _render(self, prompts, doc: dict, num_shots: int) -> str:
        if self.config.prompt_style == "chat":
            return prompts.chat_prompt(doc)
        return _call_with_data_dir(prompts.olmes_prompt, doc, num_shots, data_dir=self.config.data_dir)

    def load(self) -> Iterable[BenchgradeTask]:
        if self._tasks is None:
            prompts = import_module(f"benchgrade.{self.BENCHMARK}.prompts")
            num_shots = self._num_shots(prompts)
            self._tasks = []
            for doc in self._docs():
                subtask = doc.get("subtask")
                data = BenchgradeData(
                    id=doc["id"], name=subtask or doc.get("subject") or self.BENCHMARK,
                    prompt=self._render(prompts, doc, num_shots), benchmark=self.BENCHMARK,
                    gold=doc["gold"], subtask=subtask, choices=doc.get("choices"),
                    prompt_style=self.config.prompt_style)
                self._tasks.append(BenchgradeTask(data, self.config.task))
        return self._tasks
