"""Taskset, task and reward glue shared by every ``benchgrade-<bench>`` environment.

An environment package only names its benchmark and its config defaults; rows come
from ``benchgrade.<bench>.data``, prompt text from ``benchgrade.<bench>.prompts``
and every score from :func:`benchgrade.grade` — this module translates, it never
grades. The reward is the core's ``robust`` verdict (1/0), so an RL reward and an
lm-eval score of the same reply agree by construction.

Speed and failures, because RL runs load these in every worker and score thousands of
rollouts a second:

* nothing is read at import; a taskset reads its rows on first ``load()``, through one
  cache per process shared by the four environments (:func:`benchmark_docs`), so the
  several tasksets a ``vf-eval`` or an orchestrator builds read each file once;
* each rollout is graded once: the reward and the metrics read one verdict per mode;
* a bad option or data source (missing folder or file, damaged file, unknown subtask,
  too many rows asked for) is one line naming the flag and what to do, raised as
  :class:`TasksetError` before any rollout starts: ``vf-eval``/``vf-validate`` print
  that line and exit 1, Python callers catch a ``ValueError``.
"""
from __future__ import annotations

import difflib
import inspect
import os
import random
from collections.abc import Iterable
from functools import lru_cache
from importlib import import_module
from typing import ClassVar, Literal

import verifiers.v1 as vf
from pydantic import field_validator

from benchgrade import Category, Verdict, grade
from benchgrade.datasource import DATA_DIR_ENV, LAYOUT_DOC, DataError, resolve_data_dir
from benchgrade.grading import OLMES_BENCHMARKS, question_of

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
    question: str | None = None  # the row's question text (BBH: its input), for the core


def oracle_reply(data: BenchgradeData) -> str:
    """The gold answer written the way the row's prompt asks for it (``vf-validate``'s gold check)."""
    if data.prompt_style == "chat":
        return f"Answer: {data.gold}"
    if data.benchmark in OLMES_BENCHMARKS:  # OLMES CoT exemplars end "So the answer is X."
        return f"So the answer is {data.gold}."
    return data.gold  # OLMES MC prompts end in "Answer:" and expect the letter


class TasksetError(SystemExit, ValueError):
    """A taskset option or data source the user has to fix, as one line that names the flag.

    A ``SystemExit`` (as verifiers' own CLI config errors are), so ``vf-eval``, ``vf-validate``
    and an environment server print the line and exit 1 instead of a traceback; a
    ``ValueError``, so Python callers catch it as they would any bad argument.
    """


class BenchgradeTask(vf.Task[BenchgradeData]):
    """Scores a reply with the grading core; the reward is the ``robust`` verdict."""

    def __init__(self, data: BenchgradeData, config=None) -> None:
        super().__init__(data, config)
        # id(trace) -> {mode: verdict} while that trace is scored; concurrent rollouts of
        # one task score different traces, so entries never mix, and each is dropped after.
        self._scoring: dict[int, dict[str, Verdict]] = {}

    @property
    def key(self) -> str:
        """The dataset's durable row id (the content hash would change with ``idx``)."""
        return self.data.id or self.hash

    def verdict(self, reply: str, *, mode: str = "robust", truncated: bool = False) -> Verdict:
        """The core's verdict on ``reply`` for this row (a malformed row raises, naming the problem)."""
        d = self.data
        return grade(d.benchmark, reply, d.gold, subtask=d.subtask, choices=d.choices,
                     mode=mode, truncated=truncated, question=d.question)

    def trace_verdict(self, trace: vf.Trace, mode: str = "robust") -> Verdict:
        """The verdict on ``trace``'s reply, computed once per trace and mode while it is scored.

        ``robust`` is told whether the call hit its token limit (so a cut-off reply reads
        ``truncated``); ``olmes`` is not, as OLMES itself is not.
        """
        memo = self._scoring.get(id(trace))
        if memo is not None and mode in memo:
            return memo[mode]
        verdict = self.verdict(trace.last_reply, mode=mode,
                               truncated=mode == "robust" and trace.is_truncated)
        if memo is not None:
            memo[mode] = verdict
        return verdict

    async def score(self, trace: vf.Trace, runtime=None) -> None:
        """verifiers' scoring (every reward and metric hook), with one verdict per mode shared by the hooks."""
        self._scoring[id(trace)] = {}
        try:
            await super().score(trace, runtime)
        finally:
            self._scoring.pop(id(trace), None)

    @vf.reward(weight=1.0)
    async def correct(self, trace: vf.Trace) -> float:
        """1.0 when the core's robust verdict is correct, else 0.0."""
        return self.trace_verdict(trace).score

    @vf.metric
    async def grading(self, trace: vf.Trace) -> dict[str, float]:
        """Why the reward is what it is: extraction failure, truncation and, where OLMES
        grades generations (BBH, GSM8k), the OLMES-exact verdict for comparison."""
        robust = self.trace_verdict(trace)
        metrics = {
            "extraction_failed": float(robust.extraction_failed),
            # read from the conclusion or last-mention fallback, not an explicit statement
            "weak_evidence": float(getattr(robust, "weak_evidence", False)),
            "truncated": float(trace.is_truncated or robust.category is Category.TRUNCATED),
        }
        if self.data.benchmark in OLMES_BENCHMARKS:
            metrics["olmes_correct"] = self.trace_verdict(trace, "olmes").score
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


#: Benchmarks whose rows divide into named subsets: the data module's list of names, and what one is called.
SUBSET_NAMES = {"bbh": ("SUBTASKS", "subtask"), "mmlu": ("SUBJECTS", "subject")}


@lru_cache(maxsize=64)
def benchmark_docs(benchmark: str, split: str, subset: str | None, root: str | None) -> tuple[dict, ...]:
    """Rows of one benchmark split (and subset) from ``root`` (None: the hub), read once per process.

    Every taskset of every benchgrade environment in the process shares these rows (vf-eval
    builds the taskset more than once; an orchestrator may load several environments). The
    rows are never modified. A failed read is not cached: the next load raises it again.
    """
    data = import_module(f"benchgrade.{benchmark}.data")
    return tuple(data.load_docs(split, subset, root))


class BenchgradeTaskset(vf.Taskset[BenchgradeTask, BenchgradeTasksetConfig]):
    """Rows of ``BENCHMARK`` rendered as single-turn prompts.

    Subclasses set ``BENCHMARK`` and narrow the config (split choices, defaults,
    ``subset`` for benchmarks that have subtasks/subjects). Rows are read on the first
    ``load()``, not when the taskset is built.
    """

    BENCHMARK: ClassVar[str]

    def __init__(self, config: BenchgradeTasksetConfig) -> None:
        super().__init__(config)
        self._tasks: list[BenchgradeTask] | None = None

    def _refuse(self, message: str) -> TasksetError:
        return TasksetError(f"{self.config.id or 'benchgrade-' + self.BENCHMARK}: {message}")

    def _root(self) -> str | None:
        """The local data folder (the flag, else ``$BENCHGRADE_DATA_DIR``), or None for the hub."""
        flag = self.config.data_dir
        if flag and not os.path.isdir(os.path.expanduser(flag)):
            raise self._refuse(f"--env.taskset.data-dir {flag!r} is not a directory: point it at a folder laid out "
                               f"as the original releases ({LAYOUT_DOC}), or drop the flag to read "
                               f"${DATA_DIR_ENV} or the Hugging Face hub")
        root = resolve_data_dir(flag)
        return None if root is None else str(root)

    def _data_error(self, error: DataError) -> TasksetError:
        """A data layer error as one line that says where the rows came from and which flag changes it."""
        text = str(error)
        if "--env.taskset.data-dir" in text:
            return self._refuse(text)
        flag, env_dir = self.config.data_dir, os.environ.get(DATA_DIR_ENV)
        where = (f"--env.taskset.data-dir {flag}" if flag else
                 f"${DATA_DIR_ENV}={env_dir}; --env.taskset.data-dir DIR reads another folder" if env_dir else
                 "rows from the Hugging Face hub; --env.taskset.data-dir DIR reads a local folder")
        return self._refuse(f"{text} [{where}]")

    def _subsets(self) -> list[str | None]:
        chosen = list(getattr(self.config, "subset", None) or [])
        if len(set(chosen)) != len(chosen):
            raise self._refuse(f"--env.taskset.subset names a subset twice: {chosen}")
        if chosen and self.BENCHMARK in SUBSET_NAMES:
            attribute, kind = SUBSET_NAMES[self.BENCHMARK]
            known = getattr(import_module(f"benchgrade.{self.BENCHMARK}.data"), attribute)
            for name in chosen:
                if name not in known:
                    close = difflib.get_close_matches(name, known, n=1)
                    hint = f" (did you mean {close[0]!r}?)" if close else ""
                    raise self._refuse(f"--env.taskset.subset: unknown {self.BENCHMARK.upper()} {kind} {name!r}"
                                       f"{hint}; the {len(known)} {kind}s are: {', '.join(known)}")
        return chosen or [None]

    def _docs(self) -> list[dict]:
        cfg = self.config
        subsets = self._subsets()
        root = self._root()
        docs = [doc for name in subsets for doc in benchmark_docs(self.BENCHMARK, cfg.split, name, root)]
        if cfg.num_items is not None and cfg.num_items > len(docs):
            raise self._refuse(
                f"--env.taskset.num-items {cfg.num_items} exceeds the {len(docs)} rows of "
                f"{self.BENCHMARK} split {cfg.split!r}{' subset ' + str(subsets) if subsets != [None] else ''}: "
                f"ask for at most {len(docs)}, or leave it unset for every row")
        if cfg.seed is not None:
            return random.Random(cfg.seed).sample(docs, cfg.num_items or len(docs))
        return docs[: cfg.num_items] if cfg.num_items else docs

    def _num_shots(self, prompts) -> int:
        shots, style = self.config.shots, self.config.prompt_style
        if shots == "olmes":
            shots = prompts.NUM_SHOTS
        if shots not in (0, prompts.NUM_SHOTS):
            raise self._refuse(f"--env.taskset.shots must be 0 or the {prompts.NUM_SHOTS} OLMES shots "
                               f"('olmes') for {self.BENCHMARK}; got {self.config.shots!r}")
        if shots and style != "olmes":
            raise self._refuse("--env.taskset.shots: the chat prompt is zero-shot; OLMES shots need "
                               "--env.taskset.prompt-style olmes")
        return shots

    def _render(self, prompts, doc: dict, num_shots: int) -> str:
        if self.config.prompt_style == "chat":
            return prompts.chat_prompt(doc)
        return _call_with_data_dir(prompts.olmes_prompt, doc, num_shots, data_dir=self.config.data_dir)

    def _build_tasks(self) -> list[BenchgradeTask]:
        prompts = import_module(f"benchgrade.{self.BENCHMARK}.prompts")
        num_shots = self._num_shots(prompts)
        tasks = []
        for doc in self._docs():
            subtask = doc.get("subtask")
            data = BenchgradeData(
                id=doc["id"], name=subtask or doc.get("subject") or self.BENCHMARK,
                prompt=self._render(prompts, doc, num_shots), benchmark=self.BENCHMARK,
                gold=doc["gold"], subtask=subtask, choices=doc.get("choices"),
                prompt_style=self.config.prompt_style, question=question_of(doc))
            tasks.append(BenchgradeTask(data, self.config.task))
        return tasks

    def load(self) -> Iterable[BenchgradeTask]:
        if self._tasks is None:
            try:
                self._tasks = self._build_tasks()
            except DataError as error:
                raise self._data_error(error) from None
        return self._tasks
