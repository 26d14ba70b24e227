"""Re-grade every reply of a run with the core and summarise per task and subtask.

For each reply: the host's original verdict (its per-item metric under its primary filter),
the ``robust`` verdict, the ``olmes`` verdict where OLMES grades generations (BBH, GSM8k),
the failure category and ``decided_by`` (how the core found the answer). Per task: scores,
category counts and the largest disagreements with the host, with short examples.
Log-likelihood tasks have no reply to re-grade and are listed apart (see ``export``).
"""
from __future__ import annotations

from collections import Counter, defaultdict
from dataclasses import dataclass, field

from .readers import Record
from .tasks import PRIMARY_FILTER, query_id

CATEGORIES = ("no_answer", "wrong_answer", "truncated", "multiple_answers")
EXAMPLES = 3


def primary_original(record: Record) -> tuple[str | None, float | None]:
    """(filter or metric name, value) of the host's headline verdict for this query."""
    if not record.original:
        return None, None
    preferred = PRIMARY_FILTER.get(record.task.family)
    key = preferred if preferred in record.original else sorted(record.original)[0]
    return key, record.original[key]


def grade_replies(record: Record) -> list[dict]:
    """One dict per sample: robust and (where it exists) olmes verdicts, as the core returns them."""
    from ..grading import OLMES_BENCHMARKS, grade

    graded = []
    for sample, reply in enumerate(record.replies):
        truncated = record.truncated[sample] if sample < len(record.truncated) else False
        robust = grade(record.task.benchmark, reply, record.gold, subtask=record.subtask,
                       choices=record.choices or None, mode="robust", truncated=truncated)
        item = {"sample": sample, "robust": robust.as_dict(), "category": robust.category.value,
                "decided_by": getattr(robust, "decided_by", None)}
        if record.task.benchmark in OLMES_BENCHMARKS:
            item["olmes"] = grade(record.task.benchmark, reply, record.gold, subtask=record.subtask,
                                  choices=record.choices or None, mode="olmes").as_dict()
        graded.append(item)
    return graded


@dataclass
class TaskSummary:
    host: str
    task: str
    subtask: str | None
    original_filter: str | None = None
    n: int = 0
    replies: int = 0
    original: list[float] = field(default_factory=list)
    robust: list[float] = field(default_factory=list)
    olmes: list[float] = field(default_factory=list)
    categories: Counter = field(default_factory=Counter)
    disagreements: list[dict] = field(default_factory=list)

    @staticmethod
    def _mean(values: list[float]) -> float | None:
        return sum(values) / len(values) if values else None

    def as_dict(self) -> dict:
        largest = sorted(self.disagreements, key=lambda d: -abs(d["robust"] - d["original"]))
        return {"host": self.host, "task": self.task, "subtask": self.subtask, "queries": self.n,
                "replies": self.replies, "original_filter": self.original_filter,
                "original": self._mean(self.original), "robust": self._mean(self.robust),
                "olmes": self._mean(self.olmes),
                "counts": {c: self.categories[c] for c in CATEGORIES},
                "disagreements": len(self.disagreements), "examples": largest[:EXAMPLES]}


def _short(text: str, limit: int = 140) -> str:
    flat = " ".join(text.split())
    return flat if len(flat) <= limit else "…" + flat[-(limit - 1):]


def _telling_sample(graded: list[dict], original: float) -> dict:
    """The sample that shows the disagreement best: one where robust and olmes differ, else one
    whose robust verdict differs from the host's per-item verdict, else the first."""
    for g in graded:
        if "olmes" in g and g["olmes"]["correct"] != g["robust"]["correct"]:
            return g
    for g in graded:
        if float(g["robust"]["correct"]) != round(original):
            return g
    return graded[0]


def _totals(summaries: list[TaskSummary]) -> list[TaskSummary]:
    """One micro-averaged row per family of subtasks (``bbh_cot_fewshot_*``, ``benchgrade-bbh`` ``*``)."""
    families: dict[tuple, list[TaskSummary]] = defaultdict(list)
    for summary in summaries:
        if summary.subtask:
            name = summary.task.replace(summary.subtask, "*")
            families[(summary.host, name, "*" if name == summary.task else None)].append(summary)
    totals = []
    for (host, name, subtask), members in sorted(families.items(), key=lambda kv: tuple(map(str, kv[0]))):
        if len(members) < 2:
            continue
        total = TaskSummary(host, name, subtask, members[0].original_filter)
        for member in members:
            total.n += member.n
            total.replies += member.replies
            total.original += member.original
            total.robust += member.robust
            total.olmes += member.olmes
            total.categories.update(member.categories)
            total.disagreements += member.disagreements
        totals.append(total)
    return totals


def rescore(records: list[Record]) -> dict:
    """The ``rescore.json`` payload: per-task summaries and per-reply verdicts."""
    summaries: dict[tuple, TaskSummary] = {}
    replies, loglikelihood = [], defaultdict(int)
    for record in records:
        if record.task.kind != "generate":
            loglikelihood[record.task.name] += 1
            continue
        key = (record.host, record.task.name, record.subtask)
        summary = summaries.get(key) or summaries.setdefault(key, TaskSummary(*key))
        filter_name, original = primary_original(record)
        summary.original_filter = summary.original_filter or filter_name
        graded = grade_replies(record)
        robust = sum(g["robust"]["correct"] for g in graded) / len(graded)
        summary.n += 1
        summary.replies += len(graded)
        summary.robust.append(robust)
        if original is not None:
            summary.original.append(original)
        if all("olmes" in g for g in graded):
            summary.olmes.append(sum(g["olmes"]["correct"] for g in graded) / len(graded))
        summary.categories.update(g["category"] for g in graded)
        qid = query_id(record.task.name, record.split, record.row)
        if original is not None and abs(original - robust) > 1e-9:
            first = _telling_sample(graded, original)
            summary.disagreements.append({
                "query_id": qid, "original": original, "robust": robust, "gold": record.gold,
                "extracted": first["robust"]["extracted"], "category": first["category"],
                "decided_by": first["decided_by"], "reply_end": _short(record.replies[first["sample"]]),
                "source": record.source})
        for g in graded:
            replies.append({"query_id": qid, "host": record.host, "task": record.task.name,
                            "subtask": record.subtask, "gold": record.gold, "original": original,
                            "original_filter": filter_name, **g})
    ordered = sorted(summaries.items(), key=lambda kv: tuple(map(str, kv[0])))
    tasks = [s.as_dict() for _, s in ordered] + [t.as_dict() for t in _totals([s for _, s in ordered])]
    return {"tasks": tasks, "loglikelihood_tasks": dict(loglikelihood), "replies": replies}
