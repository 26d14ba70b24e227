"""Re-grade every reply of a run with the core and summarise per task and subtask.

For each reply: the host's original verdict, the ``robust`` verdict, the ``olmes`` verdict where
OLMES grades generations (BBH, GSM8k), the failure category and ``decided_by`` (how the core found
the answer). The original is the host's verdict *for that reply* where the host keeps one per
reply (a verifiers rollout's reward), else its per-query value (lm-eval's per-item metric under
the headline filter, OLMES's metric). Per task: scores, category counts (of samples) and the
largest disagreements with the host (of queries), with short examples.

Split for streaming: :class:`RescoreJob` grades one record in a worker and returns the rows
already serialised; :class:`Rescore` (main process) writes them and keeps running sums per
task: nothing per reply stays in memory. Rollouts of one verifiers row arrive as separate
records and are merged per row here (a few numbers and up to three short examples per row).
Log-likelihood tasks have no reply to re-grade and are counted apart (see ``export``).
"""
from __future__ import annotations

import json
import math
from collections import Counter, defaultdict
from fractions import Fraction
from dataclasses import dataclass, field

from ..grading import OLMES_BENCHMARKS, grade
from .pipeline import Job
from .readers import Record, Skip
from .tasks import query_id

CATEGORIES = ("no_answer", "wrong_answer", "truncated", "multiple_answers")
EXAMPLES = 3
SNIPPET = 140


def snippet(text: str, limit: int = SNIPPET) -> str:
    """The reply's last ``limit`` characters, whitespace folded: cut first, so a 200 MB reply costs
    a few hundred characters of work."""
    flat = " ".join(text[-4 * limit:].split())
    return flat if len(flat) <= limit and len(text) <= 4 * limit else "…" + flat[-(limit - 1):]


def grade_record(record: Record) -> list[dict]:
    """One dict per sample: robust and (where it exists) olmes verdicts, as the core returns them."""
    graded = []
    choices = record.choices or None
    for sample, reply in enumerate(record.replies):
        truncated = record.truncated[sample] if sample < len(record.truncated) else False
        try:
            robust = grade(record.task.benchmark, reply, record.gold, subtask=record.subtask, choices=choices,
                           mode="robust", truncated=truncated, question=record.question)
            item = {"sample": sample, "robust": robust.as_dict(), "category": robust.category.value,
                    "decided_by": robust.decided_by}
            if record.task.benchmark in OLMES_BENCHMARKS:
                item["olmes"] = grade(record.task.benchmark, reply, record.gold, subtask=record.subtask,
                                      choices=choices, mode="olmes").as_dict()
        except (TypeError, ValueError) as exc:
            raise Skip(f"cannot be graded: gold {record.gold!r}: {exc}") from None
        graded.append(item)
    return graded


def _example(sample: dict, reply: str, original: float, robust: float, record: Record, qid: str) -> dict:
    return {"query_id": qid, "original": original, "robust": robust, "gold": record.gold,
            "extracted": sample["robust"]["extracted"], "category": sample["category"],
            "decided_by": sample["decided_by"], "reply_end": snippet(reply)}


def telling_sample(samples: list[dict], original: float) -> dict:
    """The sample that shows a disagreement best: one where robust and olmes differ, else one whose
    robust verdict differs from the host's per-item verdict, else the first."""
    for s in samples:
        if s.get("olmes") is not None and s["olmes"]["correct"] != s["robust"]["correct"]:
            return s
    for s in samples:
        if float(s["robust"]["correct"]) != round(original):
            return s
    return samples[0]


class RescoreJob(Job):
    def work(self, source, record: Record) -> dict:
        key = (record.host, record.task.name, record.subtask, record.run)
        qid = query_id(record.task.name, record.split, record.row, record.subtask)
        if record.task.kind != "generate":
            return {"key": key, "loglikelihood": True}
        graded = grade_record(record)
        robust = sum(g["robust"]["correct"] for g in graded) / len(graded)
        olmes = (sum(g["olmes"]["correct"] for g in graded) / len(graded)
                 if all("olmes" in g for g in graded) else None)
        rows = [json.dumps({"query_id": qid, "host": record.host, "task": record.task.name, "subtask": record.subtask,
                            "run": record.run, "gold": record.gold, "original": record.original,
                            "original_filter": record.original_filter, **g}, ensure_ascii=False) for g in graded]
        payload = {"key": key, "qid": qid, "n": len(graded), "robust": robust, "olmes": olmes,
                   "original": record.original, "filter": record.original_filter,
                   "categories": [g["category"] for g in graded], "rows": rows}
        if record.host == "verifiers":  # one rollout: merged per row in the main process
            payload["sample"] = {**graded[0], "reply_end": snippet(record.replies[0]), "gold": record.gold}
        elif record.original is not None and abs(record.original - robust) > 1e-9:
            best = telling_sample(graded, record.original)
            payload["example"] = _example(best, record.replies[best["sample"]], record.original, robust, record, qid)
        return payload


@dataclass
class TaskSummary:
    host: str
    task: str
    subtask: str | None
    run: str = ""
    original_filter: str | None = None
    n: int = 0
    replies: int = 0
    skipped: int = 0
    # exact sums (a float's Fraction): a mean must not depend on the order rows complete in
    sums: dict = field(default_factory=lambda: {"original": [Fraction(0), 0], "robust": [Fraction(0), 0],
                                                "olmes": [Fraction(0), 0]})
    categories: Counter = field(default_factory=Counter)
    disagreements: int = 0
    examples: list = field(default_factory=list)  # (-|robust - original|, order, example), best EXAMPLES

    def add(self, n_samples: int, original, robust: float, olmes, categories, example: dict | None, order) -> None:
        self.n += 1
        self.replies += n_samples
        for name, value in (("original", original), ("robust", robust), ("olmes", olmes)):
            if value is not None:
                self.sums[name][0] += Fraction(value) if math.isfinite(value) else value
                self.sums[name][1] += 1
        self.categories.update(categories)
        if example is not None:
            self.disagreements += 1
            self._keep(example, order)

    def _keep(self, example: dict, order) -> None:
        self.examples.append((-abs(example["robust"] - example["original"]), order, example))
        self.examples.sort(key=lambda e: e[:2])
        del self.examples[EXAMPLES:]

    def merge(self, other: "TaskSummary") -> None:
        self.n += other.n
        self.replies += other.replies
        self.skipped += other.skipped
        for name, (total, count) in other.sums.items():
            self.sums[name][0] += total
            self.sums[name][1] += count
        self.categories.update(other.categories)
        self.disagreements += other.disagreements
        for entry in other.examples:
            self._keep(entry[2], entry[1])

    def mean(self, name: str) -> float | None:
        total, count = self.sums[name]
        return float(total / count) if count else None

    def as_dict(self) -> dict:
        return {"host": self.host, "task": self.task, "subtask": self.subtask, "run": self.run,
                "queries": self.n, "replies": self.replies, "skipped_lines": self.skipped,
                "original_filter": self.original_filter, "original": self.mean("original"),
                "robust": self.mean("robust"), "olmes": self.mean("olmes"),
                "counts": {c: self.categories[c] for c in CATEGORIES},
                "disagreements": self.disagreements, "examples": [e[2] for e in self.examples]}


class _Row:
    """The rollouts of one verifiers row seen so far: sums and the few samples an example may need."""

    __slots__ = ("key", "qid", "where", "n", "robust", "olmes", "reward", "rewards", "categories", "first",
                 "olmes_differs", "robust_differs")

    def __init__(self, payload: dict, where: str):
        self.key, self.qid, self.where = payload["key"], payload["qid"], where
        self.n, self.robust, self.olmes, self.reward, self.rewards = 0, 0.0, 0.0, 0.0, 0
        self.categories: Counter = Counter()
        self.first = self.olmes_differs = self.robust_differs = None

    def add(self, payload: dict) -> None:
        sample = payload["sample"]
        self.n += 1
        self.robust += payload["robust"]
        self.olmes = None if self.olmes is None or payload["olmes"] is None else self.olmes + payload["olmes"]
        if payload["original"] is not None:
            self.reward += payload["original"]
            self.rewards += 1
        self.categories.update(payload["categories"])
        if self.first is None:
            self.first = sample
        elif self.robust_differs is None and sample["robust"]["correct"] != self.first["robust"]["correct"]:
            self.robust_differs = sample
        if (self.olmes_differs is None and sample.get("olmes") is not None
                and sample["olmes"]["correct"] != sample["robust"]["correct"]):
            self.olmes_differs = sample


class Rescore:
    """Main process: writes each reply row to ``replies`` and sums per task (see module doc)."""

    def __init__(self, replies, problems):
        self.replies, self.problems = replies, problems
        self.summaries: dict[tuple, TaskSummary] = {}
        self.loglikelihood: Counter = Counter()
        self._rows: dict[str, _Row] = {}
        self._order = 0

    def _summary(self, key: tuple) -> TaskSummary:
        if key not in self.summaries:
            self.summaries[key] = TaskSummary(*key)
        return self.summaries[key]

    def take(self, source, line: int, payload) -> None:
        where = f"{source.path}:{line}"
        if source.kind == "verifiers":
            row = self._rows.get(payload["qid"]) or self._rows.setdefault(payload["qid"], _Row(payload, where))
            row.add(payload)
        else:
            if payload.get("loglikelihood"):
                self.loglikelihood[(payload["key"][1], payload["key"][3])] += 1  # (task, run)
                return
            summary = self._summary(payload["key"])
            summary.original_filter = summary.original_filter or payload["filter"]
            example = payload.get("example")
            if example is not None:
                example["source"] = where
            self._order += 1
            summary.add(payload["n"], payload["original"], payload["robust"], payload["olmes"],
                        payload["categories"], example, self._order)
        for text in payload["rows"]:
            self.replies.append(text=text)

    def end_source(self, source) -> None:
        for row in self._rows.values():
            self._finish_row(row)
        if source.kind != "verifiers" and source.task is not None:
            key = (source.kind, source.task.name, source.task.subtask, source.run)
            if key in self.summaries:
                self.summaries[key].skipped += self.problems.per_file[str(source.path)]
        self._rows = {}

    def _finish_row(self, row: _Row) -> None:
        summary = self._summary(row.key)
        summary.original_filter = summary.original_filter or "reward"
        original = row.reward / row.rewards if row.rewards else None
        robust = row.robust / row.n
        example = None
        if original is not None and abs(original - robust) > 1e-9:
            candidates = [s for s in (row.olmes_differs, row.first, row.robust_differs) if s is not None]
            best = telling_sample(candidates, original)
            example = {"query_id": row.qid, "original": original, "robust": robust, "gold": best["gold"],
                       "extracted": best["robust"]["extracted"], "category": best["category"],
                       "decided_by": best["decided_by"], "reply_end": best["reply_end"], "source": row.where}
        self._order += 1
        summary.add(row.n, original, robust, None if row.olmes is None else row.olmes / row.n,
                    row.categories, example, self._order)

    def tasks(self) -> list[dict]:
        ordered = sorted(self.summaries.values(), key=lambda s: tuple(map(str, (s.host, s.task, s.subtask, s.run))))
        return [s.as_dict() for s in ordered] + [t.as_dict() for t in _totals(ordered)]


def _totals(summaries: list[TaskSummary]) -> list[TaskSummary]:
    """One micro-averaged row per family of subtasks (``bbh_cot_fewshot_*``, ``benchgrade-bbh`` ``*``)."""
    families: dict[tuple, list[TaskSummary]] = defaultdict(list)
    for summary in summaries:
        if summary.subtask:
            name = summary.task.replace(summary.subtask, "*")
            families[(summary.host, name, "*" if name == summary.task else None, summary.run)].append(summary)
    totals = []
    for (host, name, subtask, run), members in sorted(families.items(), key=lambda kv: tuple(map(str, kv[0]))):
        if len(members) < 2:
            continue
        total = TaskSummary(host, name, subtask, run, members[0].original_filter)
        for member in members:
            total.merge(member)
        totals.append(total)
    return totals
