"""verifiers 0.4.0 taskset for ExamQM (``environments/benchgrade_examqm``): page images in, one JSON record out.

Translation only: rows from :mod:`benchgrade.examqm.data` (hash-verified), the prompt from
:mod:`benchgrade.examqm.prompt` (page images as OpenAI ``image_url`` content parts, then the
instructions), every number from :func:`benchgrade.examqm.score_reply`.

- reward ``reconstruction_fidelity`` (weight 1); metrics: the active components, ``valid``,
  ``truncated``, ``alternative_id_in_image`` and ``literal_agreement``;
- ``validate`` (``vf-validate``): the gold record, serialised, earns reward 1.0;
- the task data carries the fingerprints of :mod:`benchgrade.examqm.runinfo` (dataset version and
  gold hash, prompt version, scoring version, input mode), so every trace records them, and the
  task key is ``<row id>@<fingerprint>``: ``vf-eval … --resume`` re-requests only missing or
  errored rollouts, and a changed scorer, prompt or gold never matches an old finished rollout.
- The private ``source_metadata`` sidecar and the gold stay with the task object, never in the
  task data (so neither in the prompt nor in the traces).
"""
from __future__ import annotations

import hashlib
from collections.abc import Iterable
from typing import Literal

import verifiers.v1 as vf
from pydantic import field_validator

from benchgrade.examqm import bundled_root, load_dir, record_to_json, score_reply
from benchgrade.examqm.prompt import build_prompt, page_data_urls
from benchgrade.examqm.rows import ExamRow
from benchgrade.examqm.runinfo import features, task_fingerprints


class ExamQMTasksetConfig(vf.TasksetConfig):
    """ExamQM knobs, each a ``--env.taskset.<field>`` flag."""

    split: Literal["eval", "train", "all"] = "eval"
    """eval: the benchmark-flagged rows; train: rows outside the benchmark that no review rejected."""
    native_text: bool = False
    """False: page images only; True: page images plus the pages' native text (a separate input mode)."""
    num_items: int | None = None
    """How many rows, in dataset order (None = all). More than the split holds is an error."""
    image_max_side: int | None = None
    """None: send the verified page PNGs as stored (at most 1414 px, ~25-125 KB each in the bundled
    sample). An int: downscale each page so its longer side is at most this many pixels (smaller
    requests and traces; the data URL is copied into every trace line)."""
    data_dir: str | None = None
    """An ExamQM dataset folder (MANIFEST.json, rows.jsonl, images/); None = the bundled ENEM 2024 sample."""

    @field_validator("num_items")
    @classmethod
    def _positive(cls, value: int | None) -> int | None:
        if value is not None and value < 1:
            raise ValueError(f"num_items must be >= 1 or unset (all rows); got {value}")
        return value


class ExamQMData(vf.TaskData):
    """What a trace records about one task: its locator, groups and fingerprints (no gold)."""

    question_number: int
    split: str
    review_status: str
    features: list[str]
    dataset_version: str
    gold_sha256: str
    prompt_version: str
    scoring_version: str
    input_mode: str


def chat_prompt(row: ExamRow, *, native_text: bool, image_max_side: int | None = None) -> list:
    """One user message: every page as an image part, then the instruction text."""
    parts = [vf.ImageUrlContentPart(image_url=vf.ImageUrlSource(url=url))
             for url in page_data_urls(row, max_side=image_max_side)]
    parts.append(vf.TextContentPart(text=build_prompt(row, native_text=native_text)))
    return [vf.UserMessage(content=parts)]


class ExamQMTask(vf.Task[ExamQMData]):
    """Scores a reply with scorer 3.2 against the row it was built from."""

    row: ExamRow | None = None

    @property
    def key(self) -> str:
        d = self.data
        stamp = hashlib.sha256("\x00".join((d.dataset_version, d.gold_sha256, d.prompt_version, d.scoring_version,
                                             d.input_mode)).encode()).hexdigest()[:12]
        return f"{d.id}@{stamp}"

    def examqm_score(self, trace: vf.Trace):
        if self.row is None:
            raise RuntimeError(f"task {self.data.id} has no row; load it through ExamQMTaskset")
        return score_reply(trace.last_reply, self.row, truncated=trace.is_truncated)

    @vf.reward(weight=1.0)
    async def reconstruction_fidelity(self, trace: vf.Trace) -> float:
        """Scorer 3.2: the lowest required component (0 for invalid, truncated or empty replies)."""
        return self.examqm_score(trace).reconstruction_fidelity

    @vf.metric
    async def examqm(self, trace: vf.Trace) -> dict[str, float]:
        """The active components and the diagnostics (a component the row lacks is absent)."""
        score = self.examqm_score(trace)
        metrics = {f"{name}_score": value for name, value in score.components.items()}
        metrics["valid"] = float(score.status == "valid")
        metrics["truncated"] = float(score.status == "truncated")
        if score.alternative_id_in_image is not None:
            metrics["alternative_id_in_image"] = float(score.alternative_id_in_image)
        if score.literal_transcription_agreement is not None:
            metrics["literal_agreement"] = score.literal_transcription_agreement
        return metrics

    async def validate(self, runtime=None) -> bool:
        """Model-free gold check: the gold record, as the model should write it, earns 1.0."""
        return self.row is not None and score_reply(record_to_json(self.row.gold), self.row).reconstruction_fidelity == 1.0


class ExamQMTaskset(vf.Taskset[ExamQMTask, ExamQMTasksetConfig]):
    """The ExamQM rows of one split and input mode as single-turn multimodal prompts."""

    def __init__(self, config: ExamQMTasksetConfig) -> None:
        super().__init__(config)
        self._tasks: list[ExamQMTask] | None = None

    def rows(self) -> list[ExamRow]:
        cfg = self.config
        rows = load_dir(cfg.data_dir or bundled_root(), split=cfg.split)
        if cfg.num_items is not None and cfg.num_items > len(rows):
            raise ValueError(f"--env.taskset.num-items {cfg.num_items} exceeds the {len(rows)} rows of ExamQM split "
                             f"{cfg.split!r}")
        return rows[: cfg.num_items] if cfg.num_items else rows

    def load(self) -> Iterable[ExamQMTask]:
        if self._tasks is None:
            native = self.config.native_text
            self._tasks = []
            for row in self.rows():
                data = ExamQMData(id=row.id, name=row.exam, prompt=chat_prompt(row, native_text=native, image_max_side=self.config.image_max_side),
                                  question_number=row.question_number, split=self.config.split,
                                  review_status=row.review_status, features=features(row),
                                  **task_fingerprints(row, native_text=native))
                task = ExamQMTask(data, self.config.task)
                task.row = row
                self._tasks.append(task)
        return self._tasks


def planned_ids(taskset_options: dict, limit: int | None = None) -> list[str]:
    """Row ids a run with these taskset options plans (for the report's coverage; no verifiers needed)."""
    rows = load_dir(taskset_options.get("data_dir") or bundled_root(), split=taskset_options.get("split", "eval"))
    count = taskset_options.get("num_items") or len(rows)
    if limit:
        count = min(count, limit)
    return [row.id for row in rows[:count]]


__all__ = ["ExamQMData", "ExamQMTask", "ExamQMTaskset", "ExamQMTasksetConfig", "chat_prompt"]
