"""Host outputs -> :class:`Record` (one per evaluated query), with every unreadable part reported.

Inputs (a path may be any of them; folders are searched recursively):

* **lm-eval** output folder: ``results_*.json`` + ``samples_<task>_<date>.jsonl`` (``--log_samples``).
  One samples line per (document, filter ensemble); lines of one document are merged, so the
  host's verdict under every filter is kept. A results file written by an lm-eval other than
  0.4.x makes its folder's samples skipped (the samples layout differs).
* **verifiers** ``traces.jsonl`` (or its run folder): one line per episode; each rollout's last
  sampled reply and its reward. Rollouts of one row are samples of one query.
* **OLMES / oe-eval** ``task-NNN-<alias>-predictions.jsonl``: ``doc_id``, ``native_id``,
  ``metrics``, ``model_output`` (``continuation`` per sample, or ``sum_logits`` per choice), ``label``.

Nothing here grades. A malformed line, a missing field or an unknown task becomes a
one-line problem naming the file and line, and reading goes on.
"""
from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from pathlib import Path

from .tasks import TaskInfo, letter, lm_eval_task, olmes_task

OLMES_PREDICTIONS = re.compile(r"^task-(\d+)-(.+)-predictions\.jsonl$")
#: Per-item metric holding the host's verdict, by task family (lm-eval samples lines).
ITEM_METRIC = {"olmo3": ("pass_at_1", "exact_match"), "chat": ("acc",), "mc": ("acc",)}
SUPPORTED_LM_EVAL = "0.4."


@dataclass
class Record:
    task: TaskInfo
    host: str                       # lm-eval | verifiers | olmes
    source: str                     # file:line of (the first line of) the query
    doc_id: int
    split: str
    row: int
    gold: str
    subtask: str | None = None
    choices: list[str] | None = None
    replies: list[str] = field(default_factory=list)          # generate: one per sample
    truncated: list[bool] = field(default_factory=list)       # per sample, when the host recorded it
    choice_scores: list[float] = field(default_factory=list)  # loglikelihood: one per choice
    original: dict[str, float] = field(default_factory=dict)  # host filter/metric -> per-item value
    question: str | None = None     # SocialIQA: for the reasoning type
    context: str | None = None


@dataclass
class ReadResult:
    records: list[Record] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)
    unknown_tasks: dict[str, str] = field(default_factory=dict)  # task name -> file
    sources: list[str] = field(default_factory=list)
    results_info: dict = field(default_factory=dict, repr=False)  # folder -> its results files, read once


def read_paths(paths) -> ReadResult:
    result = ReadResult()
    for path in map(Path, paths):
        if not path.exists():
            result.problems.append(f"{path}: no such file or folder — skipped")
            continue
        before = len(result.records)
        if path.is_file():
            _read_file(path, result)
        else:
            found = _read_folder(path, result)
            if not found:
                result.problems.append(f"{path}: no lm-eval samples_*.jsonl (run lm_eval with --log_samples), "
                                       f"verifiers traces.jsonl or OLMES *-predictions.jsonl inside — skipped")
        if len(result.records) > before:
            result.sources.append(str(path))
    return result


def _read_folder(folder: Path, result: ReadResult) -> int:
    files = sorted(folder.rglob("samples_*.jsonl")) + sorted(folder.rglob("traces.jsonl")) + sorted(
        p for p in folder.rglob("*-predictions.jsonl") if OLMES_PREDICTIONS.match(p.name))
    for path in files:
        _read_file(path, result)
    return len(files)


def _read_file(path: Path, result: ReadResult) -> None:
    if path.name.startswith("samples_") and path.suffix == ".jsonl":
        _read_lm_eval_samples(path, result)
    elif path.name == "traces.jsonl":
        _read_traces(path, result)
    elif OLMES_PREDICTIONS.match(path.name):
        _read_olmes(path, result)
    elif path.name.startswith("results_") and path.suffix == ".json":
        for samples in sorted(path.parent.glob("samples_*.jsonl")):
            _read_lm_eval_samples(samples, result)
    else:
        result.problems.append(f"{path}: not an lm-eval samples_*.jsonl / results_*.json, a verifiers "
                               f"traces.jsonl or an OLMES task-NNN-<alias>-predictions.jsonl — skipped")


def _lines(path: Path, result: ReadResult):
    """(line number, object) for each non-blank line; a bad line is a problem, not a stop."""
    with path.open(encoding="utf-8", errors="replace") as handle:
        for number, line in enumerate(handle, start=1):
            if not line.strip():
                continue
            try:
                value = json.loads(line)
            except json.JSONDecodeError as exc:
                tail = "" if line.endswith("\n") else " (truncated last line?)"
                result.problems.append(f"{path}:{number}: not valid JSON ({exc.msg}){tail} — line skipped")
                continue
            if not isinstance(value, dict):
                result.problems.append(f"{path}:{number}: expected a JSON object — line skipped")
                continue
            yield number, value


# --- lm-eval ------------------------------------------------------------------------------

def _results_info(folder: Path, result: ReadResult) -> dict | None:
    """The folder's results files merged: task configs; None when one is from another lm-eval version."""
    cache = result.results_info
    if folder in cache:
        return cache[folder]
    info: dict | None = {"configs": {}}
    for path in sorted(folder.glob("results_*.json")):
        try:
            payload = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, json.JSONDecodeError) as exc:
            result.problems.append(f"{path}: unreadable results file ({exc}) — its task configs are not used")
            continue
        version = str(payload.get("lm_eval_version", ""))
        if version and not version.startswith(SUPPORTED_LM_EVAL):
            result.problems.append(f"{path}: written by lm-eval {version}; benchgrade reads lm-eval 0.4.x output — "
                                   f"the samples in {folder} are skipped (re-run with lm-eval 0.4.13)")
            info = None
            break
        info["configs"].update(payload.get("configs") or {})
    cache[folder] = info
    return info


def _lm_eval_task_name(path: Path) -> str:
    return path.name[len("samples_"):-len(".jsonl")].rsplit("_", 1)[0]


def _read_lm_eval_samples(path: Path, result: ReadResult) -> None:
    info = _results_info(path.parent, result)
    if info is None:
        return
    name = _lm_eval_task_name(path)
    task = lm_eval_task(name)
    if task is None:
        result.unknown_tasks.setdefault(name, str(path))
        return
    split = (info["configs"].get(name) or {}).get("test_split") or "test"
    merged: dict[int, Record] = {}
    for number, line in _lines(path, result):
        where = f"{path}:{number}"
        try:
            record = _lm_eval_record(task, line, where, split)
        except _Skip as skip:
            result.problems.append(f"{where}: {skip} — line skipped")
            continue
        if record.doc_id in merged:
            merged[record.doc_id].original.update(record.original)
        else:
            merged[record.doc_id] = record
    result.records.extend(merged[k] for k in sorted(merged))


class _Skip(Exception):
    """One line cannot be used; the message says why."""


def _field(obj: dict, name: str, what: str = "sample"):
    if name not in obj:
        raise _Skip(f"{what} has no field {name!r}")
    return obj[name]


def _lm_eval_record(task: TaskInfo, line: dict, where: str, split: str) -> Record:
    doc, doc_id = _field(line, "doc"), _field(line, "doc_id")
    resps, filter_name = _field(line, "resps"), _field(line, "filter")
    if not isinstance(doc, dict) or not isinstance(resps, list) or not isinstance(doc_id, int):
        raise _Skip("fields doc (object), doc_id (integer) and resps (list) have the wrong types")
    metric_names = ITEM_METRIC.get(task.family, ("exact_match",))
    metric = next((m for m in metric_names if m in line), None)
    if metric is None:
        raise _Skip(f"sample has no per-item metric ({' or '.join(metric_names)})")
    record = Record(task, "lm-eval", where, doc_id, split, doc_id, gold="", subtask=task.subtask,
                    original={filter_name: float(line[metric])})
    if task.family in ("olmo3", "chat", "mc"):  # benchgrade's canonical docs
        record.gold = str(_field(doc, "gold", "doc"))
        record.choices = doc.get("choices")
        record.split, record.row = doc.get("split", "test"), int(doc.get("row", doc_id))
        record.question, record.context = doc.get("question"), doc.get("context")
    elif task.benchmark == "bbh":
        from ..bbh.data import gold_from_target, parse_choices

        record.gold = gold_from_target(str(_field(doc, "target", "doc")))
        record.choices = parse_choices(str(doc.get("input", "")))
    elif task.benchmark == "gsm8k":
        from ..datasource import DataError
        from ..gsm8k.data import short_answer

        try:
            record.gold = short_answer(str(_field(doc, "answer", "doc")), where)
        except DataError as exc:
            raise _Skip(str(exc).removeprefix(f"{where}: ")) from None
    elif task.benchmark == "mmlu":
        answer = _field(doc, "answer", "doc")
        if not isinstance(answer, int):
            raise _Skip(f"doc answer must be a choice index, got {answer!r}")
        record.gold, record.choices = letter(answer), doc.get("choices")
    if task.kind == "loglikelihood":
        try:
            record.choice_scores = [float(choice[0][0] if isinstance(choice[0], list) else choice[0])
                                    for choice in resps]
        except (TypeError, ValueError, IndexError):
            raise _Skip("resps is not a list of [log-likelihood, is_greedy] per choice") from None
    else:
        samples = resps[0] if resps and isinstance(resps[0], list) else resps
        if not samples or not all(isinstance(s, str) for s in samples):
            raise _Skip("resps holds no reply text")
        record.replies = list(samples)
    return record


# --- verifiers ----------------------------------------------------------------------------

def _split_row(benchmark: str, ident: str) -> tuple[str, int]:
    """benchgrade row ids: ``gsm8k/test/3``, ``bbh/navigate/3``, ``mmlu/anatomy/test/0``, ``socialiqa/train/9``."""
    parts = ident.split("/")
    if benchmark == "bbh":
        return "test", int(parts[-1])
    return parts[-2], int(parts[-1])


def _last_reply(trace: dict) -> str | None:
    for node in reversed(trace.get("nodes") or []):
        message = node.get("message") or {}
        if node.get("sampled") and message.get("role", "assistant") == "assistant":
            content = message.get("content")
            return content if isinstance(content, str) else ""
    return None


def _read_traces(path: Path, result: ReadResult) -> None:
    merged: dict[str, Record] = {}
    for number, episode in _lines(path, result):
        where = f"{path}:{number}"
        traces = episode.get("traces")
        if not isinstance(traces, list):
            result.problems.append(f"{where}: episode has no 'traces' list — line skipped")
            continue
        if not episode.get("ok", True) and not traces:
            result.problems.append(f"{where}: episode failed with no trace — line skipped")
            continue
        for trace in traces:
            data = ((trace.get("task") or {}).get("data")) or {}
            benchmark, gold, ident = data.get("benchmark"), data.get("gold"), data.get("id")
            if not (benchmark and gold is not None and ident):
                result.problems.append(f"{where}: trace task data lacks benchmark/gold/id (not a benchgrade "
                                       f"environment?) — trace skipped")
                continue
            reply = _last_reply(trace)
            reward = ((trace.get("rewards") or {}).get("correct") or {}).get("score")
            if reply is None or trace.get("errors"):
                result.problems.append(f"{where}: rollout of {ident} has no reply (failed rollout) — skipped")
                continue
            name = f"benchgrade-{benchmark}"
            if ident not in merged:
                try:
                    split, row = _split_row(benchmark, ident)
                except (ValueError, IndexError):
                    result.problems.append(f"{where}: row id {ident!r} is not a benchgrade id — trace skipped")
                    continue
                task = TaskInfo(name, benchmark, data.get("subtask"), "chat", "generate")
                merged[ident] = Record(task, "verifiers", where, len(merged), split, row, str(gold),
                                       subtask=data.get("subtask") or (ident.split("/")[1] if benchmark == "mmlu"
                                                                       else None),
                                       choices=data.get("choices"))
            record = merged[ident]
            record.replies.append(reply)
            calls = trace.get("calls") or []
            record.truncated.append(bool(calls) and calls[-1].get("finish_reason") == "length")
            if reward is not None:
                count = len(record.replies)
                previous = record.original.get("reward", 0.0)
                record.original["reward"] = previous + (float(reward) - previous) / count
    result.records.extend(merged.values())


# --- OLMES --------------------------------------------------------------------------------

_OLMES_PRIMARY = ("exact_match", "acc_raw", "pass_at_1", "exact_match_flex")


def _read_olmes(path: Path, result: ReadResult) -> None:
    alias = OLMES_PREDICTIONS.match(path.name).group(2)
    task_by_kind: dict[str, TaskInfo | None] = {}
    for number, line in _lines(path, result):
        where = f"{path}:{number}"
        try:
            doc_id, outputs = _field(line, "doc_id", "prediction"), _field(line, "model_output", "prediction")
            label = _field(line, "label", "prediction")
            if not isinstance(outputs, list) or not outputs or not all(isinstance(o, dict) for o in outputs):
                raise _Skip("model_output must be a non-empty list of objects")
            kind = "generate" if "continuation" in outputs[0] else "loglikelihood" if "sum_logits" in outputs[0] \
                else None
            if kind is None:
                raise _Skip("model_output entries have neither 'continuation' nor 'sum_logits'")
        except _Skip as skip:
            result.problems.append(f"{where}: {skip} — line skipped")
            continue
        if kind not in task_by_kind:
            task_by_kind[kind] = olmes_task(alias, kind)
        task = task_by_kind[kind]
        if task is None:
            result.unknown_tasks.setdefault(alias, str(path))
            return
        metrics = line.get("metrics") or {}
        original = {k: float(v) for k, v in metrics.items() if isinstance(v, (int, float)) and not isinstance(v, bool)}
        primary = next((k for k in _OLMES_PRIMARY if k in original), None)
        split, row = "test", int(doc_id)
        if task.benchmark == "socialiqa":
            split, row = _socialiqa_position(alias, int(doc_id), line.get("native_id"))
        record = Record(task, "olmes", where, int(doc_id), split, row, "", subtask=task.subtask,
                        original={primary: original[primary]} if primary else {})
        if kind == "loglikelihood":
            if not isinstance(label, int):
                result.problems.append(f"{where}: multiple-choice label must be a choice index, got {label!r} — skipped")
                continue
            record.gold = letter(label)
            record.choice_scores = [float(o.get("sum_logits", float("-inf"))) for o in outputs]
        else:
            record.gold = str(label)
            record.replies = [str(o.get("continuation", "")) for o in outputs]
        result.records.append(record)


def _socialiqa_position(alias: str, doc_id: int, native_id) -> tuple[str, int]:
    """OLMES's ``native_id`` is the row within its split, which ``split=all`` loses; the xlarge
    sample's doc_id gives (split, row) back exactly (:func:`benchgrade.socialiqa.data.xlarge_selection`)."""
    from ..socialiqa.data import XLARGE_SIZE, xlarge_selection

    if "xlarge" in alias and 0 <= doc_id < XLARGE_SIZE:
        return xlarge_selection()[doc_id]
    return "validation", int(native_id if isinstance(native_id, int) else doc_id)
