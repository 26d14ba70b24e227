"""The OLMo 3 protocol's per-query table ("Query Metadata Sidecar"): one row per evaluated query.

Columns: ``query_id`` (task alias / source split / source row — stable across runs and unique
even where OLMES's SocialIQA ``native_id`` repeats), ``benchmark`` (``socialiqa``, ``gsm8k``,
``mmlu_stem``, ``mmlu_social_science``, ``mmlu_humanities``, ``mmlu_other``, ``bbh``),
``subject`` (MMLU subject; BBH subtask), ``reasoning_type`` (SocialIQA ATOMIC relation from the
question wording), ``is_correct``, ``predicted_answer``, ``correct_answer``; then ``pass_at_1``
(share of correct samples), ``samples``, ``task``, ``host``, ``source``.

Log-likelihood tasks: the predicted answer is the argmax choice. Generative tasks: the core's
extracted answer (``robust`` by default); ``is_correct`` is the first sample's verdict (what
OLMES's ``exact_match`` reads) and multi-sample tasks (``gsm8k::olmo3:n8:v2``) also get one
row per sample in a second table.
"""
from __future__ import annotations

from collections import defaultdict

from .readers import Record
from .tasks import benchmark_label, letter, query_id

QUERY_COLUMNS = ("query_id", "benchmark", "subject", "reasoning_type", "is_correct", "predicted_answer",
                 "correct_answer", "pass_at_1", "samples", "task", "host", "source")
SAMPLE_COLUMNS = ("query_id", "sample", "benchmark", "subject", "is_correct", "predicted_answer",
                  "correct_answer", "category", "task")


def _text_lookup(records: list[Record], data_dir) -> str | None:
    """Fill SocialIQA question/context from the data when the host output lacks them (OLMES files,
    verifiers traces); returns why it could not, leaving ``reasoning_type`` empty for those rows."""
    missing = [r for r in records if r.task.benchmark == "socialiqa" and r.question is None]
    if not missing:
        return None
    from ..datasource import DataError
    from ..socialiqa.data import load_docs

    splits = {}
    for record in missing:
        if record.split not in splits:
            try:
                splits[record.split] = load_docs(record.split, data_dir=data_dir)
            except (DataError, ValueError) as exc:
                return (f"SocialIQA reasoning_type left empty for {len(missing)} queries: their question text "
                        f"is not in the run and the data could not be loaded ({exc}); pass --data-dir")
        rows = splits[record.split]
        if 0 <= record.row < len(rows):
            record.question, record.context = rows[record.row]["question"], rows[record.row]["context"]
    return None


def build(records: list[Record], mode: str = "robust", data_dir=None, lookup_text: bool = True):
    """(query rows, sample rows, note) — rows as dicts in :data:`QUERY_COLUMNS` / :data:`SAMPLE_COLUMNS`
    order; ``note`` says what could not be filled in (or None)."""
    from ..grading import OLMES_BENCHMARKS, grade
    from ..socialiqa.reasoning import reasoning_type

    note = _text_lookup(records, data_dir) if lookup_text else None
    queries, samples = [], []
    for record in records:
        qid = query_id(record.task.name, record.split, record.row)
        base = {"query_id": qid, "benchmark": benchmark_label(record.task.benchmark, record.subtask),
                "subject": record.subtask, "correct_answer": record.gold, "task": record.task.name}
        kind = None
        if record.task.benchmark == "socialiqa" and record.question:
            kind = reasoning_type(record.question, record.context)
        if record.task.kind == "loglikelihood":
            best = max(range(len(record.choice_scores)), key=record.choice_scores.__getitem__)
            predicted = letter(best)
            flags, answers, categories = [predicted == record.gold], [predicted], [None]
        else:
            use = mode if (mode == "robust" or record.task.benchmark in OLMES_BENCHMARKS) else "robust"
            verdicts = [grade(record.task.benchmark, reply, record.gold, subtask=record.subtask,
                              choices=record.choices or None, mode=use) for reply in record.replies]
            flags = [v.correct for v in verdicts]
            answers = [v.extracted for v in verdicts]
            categories = [v.category.value for v in verdicts]
        queries.append({**base, "reasoning_type": kind, "is_correct": bool(flags[0]),
                        "predicted_answer": answers[0], "pass_at_1": sum(flags) / len(flags),
                        "samples": len(flags), "host": record.host, "source": record.source})
        if len(flags) > 1:
            for i, (flag, answer, category) in enumerate(zip(flags, answers, categories)):
                samples.append({**base, "sample": i, "is_correct": bool(flag), "predicted_answer": answer,
                                "category": category})
    return ([{c: row.get(c) for c in QUERY_COLUMNS} for row in queries],
            [{c: row.get(c) for c in SAMPLE_COLUMNS} for row in samples], note)


def accuracy_by(rows: list[dict], key) -> dict[str, tuple[int, float]]:
    groups = defaultdict(list)
    for row in rows:
        label = key(row)
        if label is not None:
            groups[label].append(row["is_correct"])
    return {label: (len(v), sum(v) / len(v)) for label, v in sorted(groups.items())}
