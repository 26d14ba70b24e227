"""The OLMo 3 protocol's per-query table ("Query Metadata Sidecar"): one row per evaluated query.

Columns: ``query_id`` (task alias / source split / source row — stable across runs and unique
even where OLMES's SocialIQA ``native_id`` repeats), ``benchmark`` (``socialiqa``, ``gsm8k``,
``mmlu_stem``, ``mmlu_social_science``, ``mmlu_humanities``, ``mmlu_other``, ``bbh``),
``subject`` (MMLU subject; BBH subtask), ``reasoning_type`` (SocialIQA ATOMIC relation from the
question wording), ``is_correct``, ``predicted_answer``, ``correct_answer``; then ``pass_at_1``
(share of correct samples), ``samples``, ``task``, ``host``, ``source`` (file:line) and ``run``
(which run of the task: lm-eval model folder @ time; the folder otherwise).

Log-likelihood tasks: the predicted answer is the argmax choice. Generative tasks: the core's
extracted answer (``robust`` by default); ``is_correct`` is the first sample's verdict (what
OLMES's ``exact_match`` reads). Queries with several samples (``gsm8k::olmo3:n8:v2``, verifiers
rows with several rollouts) also get one row per sample in a second table.

Split for streaming as :mod:`.rescore`: :class:`ExportJob` builds one query's rows in a worker;
:class:`Export` (main process) writes them to CSV and Parquet as they come and keeps only the
accuracy counts (and, for verifiers rows, the rollouts seen so far of each row).
"""
from __future__ import annotations

import csv
from collections import Counter
from pathlib import Path

from ..grading import OLMES_BENCHMARKS, grade
from ..mmlu.data import CATEGORY_OF
from ..socialiqa.reasoning import reasoning_type
from .pipeline import Job
from .readers import Record, Skip
from .safetext import csv_cell
from .tasks import benchmark_label, letter, query_id

QUERY_COLUMNS = ("query_id", "benchmark", "subject", "reasoning_type", "is_correct", "predicted_answer",
                 "correct_answer", "pass_at_1", "samples", "task", "host", "source", "run")
SAMPLE_COLUMNS = ("query_id", "sample", "benchmark", "subject", "is_correct", "predicted_answer",
                  "correct_answer", "category", "task", "run")
_TYPES = {"is_correct": "bool_", "pass_at_1": "float64", "samples": "int64", "sample": "int64"}
BATCH = 8192

_SOCIALIQA: dict = {}


def _question(record: Record, data_dir) -> str | None:
    """Fill SocialIQA question/context from the data when the host output lacks them (OLMES files,
    verifiers traces); a returned string says why it could not (``reasoning_type`` stays empty)."""
    from ..datasource import DataError
    from ..socialiqa.data import load_docs

    if record.split not in _SOCIALIQA:
        try:
            _SOCIALIQA[record.split] = load_docs(record.split, data_dir=data_dir)
        except (DataError, ValueError, OSError) as exc:
            _SOCIALIQA[record.split] = str(exc)
    rows = _SOCIALIQA[record.split]
    if isinstance(rows, str):
        return rows
    if 0 <= record.row < len(rows):
        record.question, record.context = rows[record.row]["question"], rows[record.row]["context"]
    return None


class ExportJob(Job):
    def __init__(self, mode: str = "robust", data_dir=None):
        self.mode, self.data_dir = mode, data_dir

    def work(self, source, record: Record) -> dict:
        if record.task.benchmark == "mmlu" and record.subtask not in CATEGORY_OF:
            raise Skip(f"MMLU subject {record.subtask!r} is not one of the 57")
        qid = query_id(record.task.name, record.split, record.row, record.subtask)
        base = {"query_id": qid, "benchmark": benchmark_label(record.task.benchmark, record.subtask),
                "subject": record.subtask, "correct_answer": record.gold, "task": record.task.name, "run": record.run}
        note, kind = None, None
        if record.task.benchmark == "socialiqa":
            if record.question is None:
                note = _question(record, self.data_dir)
            if record.question:
                kind = reasoning_type(record.question, record.context)
        if record.task.kind == "loglikelihood":
            predicted = letter(max(range(len(record.choice_scores)), key=record.choice_scores.__getitem__))
            samples = [(predicted == record.gold, predicted, None)]
        else:
            use = self.mode if (self.mode == "robust" or record.task.benchmark in OLMES_BENCHMARKS) else "robust"
            samples = []
            for reply in record.replies:
                try:
                    verdict = grade(record.task.benchmark, reply, record.gold, subtask=record.subtask,
                                    choices=record.choices or None, mode=use, question=record.question)
                except (TypeError, ValueError) as exc:
                    raise Skip(f"cannot be graded: gold {record.gold!r}: {exc}") from None
                samples.append((verdict.correct, verdict.extracted, verdict.category.value))
        rows = [{**base, "sample": i, "is_correct": bool(ok), "predicted_answer": answer, "category": category}
                for i, (ok, answer, category) in enumerate(samples)]
        query = {**base, "reasoning_type": kind, "is_correct": bool(samples[0][0]), "predicted_answer": samples[0][1],
                 "pass_at_1": sum(bool(s[0]) for s in samples) / len(samples), "samples": len(samples),
                 "host": record.host}
        return {"query": query, "rows": rows, "note": note}


class Table:
    """One table written as CSV (spreadsheet-safe cells) and Parquet (typed columns), a batch at a time."""

    def __init__(self, folder: Path, name: str, columns):
        import pyarrow as pa
        import pyarrow.parquet as pq

        self.columns, self.rows = columns, 0
        self._csv_handle = (folder / f"{name}.csv").open("w", encoding="utf-8", newline="")
        self._csv = csv.writer(self._csv_handle, lineterminator="\n")
        self._csv.writerow(columns)
        self._schema = pa.schema([(c, getattr(pa, _TYPES.get(c, "string"))()) for c in columns])
        self._parquet = pq.ParquetWriter(folder / f"{name}.parquet", self._schema)
        self._batch: list[dict] = []

    def add(self, row: dict) -> None:
        self._csv.writerow([csv_cell(row.get(c)) for c in self.columns])
        self._batch.append(row)
        self.rows += 1
        if len(self._batch) >= BATCH:
            self._flush()

    def _flush(self) -> None:
        import pyarrow as pa

        if self._batch:
            self._parquet.write_table(pa.Table.from_pylist([{c: r.get(c) for c in self.columns} for r in self._batch],
                                                           schema=self._schema))
            self._batch = []

    def close(self) -> None:
        self._flush()
        self._parquet.close()
        self._csv_handle.close()


class Export:
    """Main process: writes each query (and sample) row, counts accuracy per group (see module doc)."""

    def __init__(self, folder: Path):
        self.folder = folder
        self.queries = Table(folder, "queries", QUERY_COLUMNS)
        self.samples: Table | None = None
        self.groups: dict[str, Counter] = {}
        self.notes: set[str] = set()
        self._rows: dict[str, dict] = {}

    def take(self, source, line: int, payload) -> None:
        if payload["note"]:
            self.notes.add(payload["note"])
        payload["query"]["source"] = f"{source.path}:{line}"
        if source.kind == "verifiers":
            self._rollout(payload)
            return
        self._query(payload["query"])
        if len(payload["rows"]) > 1:
            for row in payload["rows"]:
                self._sample(row)

    def _rollout(self, payload: dict) -> None:
        """Rollouts of one row are samples of one query: its row is written when the file ends."""
        row = payload["rows"][0]
        query = self._rows.get(row["query_id"])
        if query is None:
            self._rows[row["query_id"]] = {**payload["query"], "first": row, "correct": int(row["is_correct"])}
            return
        if query["first"] is not None:  # a second rollout: the row has samples after all
            self._sample({**query["first"], "sample": 0})
            query["first"] = None
        self._sample({**row, "sample": query["samples"]})
        query["samples"] += 1
        query["correct"] += int(row["is_correct"])

    def _query(self, row: dict) -> None:
        self.queries.add(row)
        keys = {"benchmark": row["benchmark"]}
        if row["benchmark"] == "socialiqa":
            keys["SocialIQA by reasoning type"] = row["reasoning_type"] or "unclassified"
        if row["benchmark"].startswith("mmlu"):
            keys["MMLU by category"] = CATEGORY_OF.get(row["subject"])
            keys["MMLU by subject"] = row["subject"]
        for group, label in keys.items():
            counts = self.groups.setdefault(group, Counter())
            counts[(label, "n")] += 1
            counts[(label, "correct")] += bool(row["is_correct"])

    def _sample(self, row: dict) -> None:
        if self.samples is None:
            self.samples = Table(self.folder, "samples", SAMPLE_COLUMNS)
        self.samples.add(row)

    def end_source(self, source) -> None:
        for query in self._rows.values():
            query.pop("first")
            query["pass_at_1"] = query.pop("correct") / query["samples"]
            self._query(query)
        self._rows = {}

    def close(self) -> None:
        self.queries.close()
        if self.samples is not None:
            self.samples.close()

    def accuracy(self, group: str) -> dict[str, tuple[int, float]]:
        counts = self.groups.get(group, Counter())
        labels = sorted({label for label, _ in counts if label is not None})
        return {label: (counts[(label, "n")], counts[(label, "correct")] / counts[(label, "n")]) for label in labels}
