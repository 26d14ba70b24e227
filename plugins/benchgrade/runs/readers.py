"""One parsed line of a host output -> :class:`Record` (one evaluated query), or :class:`Skip`.

The line shapes (all host output, read without importing the host):

* **lm-eval** ``samples_<task>_<time>.jsonl``: one line per (document, filter ensemble) with
  ``doc_id``, ``doc``, ``resps``, ``filter`` and the per-item metric. Only the lines of the
  task's headline filter (:data:`~.tasks.PRIMARY_FILTER`, the one the host reports first) are
  read: the others carry the same replies, and reading them too would count a query twice.
* **verifiers** ``traces.jsonl``: one line per episode, ``traces`` = its rollouts; each rollout's
  last sampled assistant message (a string, or OpenAI-style content parts joined as text) and
  its ``correct`` reward. Rollouts of one row are samples of one query.
* **OLMES / oe-eval** ``task-NNN-<alias>-predictions.jsonl``: ``doc_id``, ``native_id``,
  ``metrics``, ``model_output`` (``continuation`` per sample, or ``sum_logits`` per choice), ``label``.

Every field used is checked for its type and range; a line that does not fit raises
:class:`Skip` naming the field and what it holds, so one damaged line costs that line only.
Nothing here grades.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field

from ..grading import question_of
from ..jsonl import message_text
from .tasks import PRIMARY_FILTER, TaskInfo, letter, olmes_task

#: Per-item metric holding the host's verdict, by task family (lm-eval samples lines).
ITEM_METRIC = {"olmo3": ("pass_at_1", "exact_match"), "chat": ("acc",), "mc": ("acc",)}
TRACE_BENCHMARKS = ("bbh", "gsm8k", "mmlu", "socialiqa")
_OLMES_PRIMARY = ("exact_match", "acc_raw", "pass_at_1", "exact_match_flex")


class Skip(Exception):
    """This record cannot be used; the message names the field and what is wrong with it."""


@dataclass
class Record:
    task: TaskInfo
    host: str                       # lm-eval | verifiers | olmes
    doc_id: int | str               # unique per query within one file (verifiers: the row id)
    split: str
    row: int
    gold: str
    subtask: str | None = None
    choices: list[str] | None = None
    replies: list[str] = field(default_factory=list)          # generate: one per sample
    truncated: list[bool] = field(default_factory=list)       # per sample, when the host recorded it
    choice_scores: list[float] = field(default_factory=list)  # loglikelihood: one per choice
    original: float | None = None   # the host's per-item verdict under its headline filter/metric
    original_filter: str | None = None
    question: str | None = None     # the row's question text (BBH: input): Dyck's input; SocialIQA's reasoning type
    context: str | None = None
    run: str = ""                   # which run of the task (lm-eval: model folder @ time)


# --- field checks: each names the field and shows what it holds ------------------------------

def _show(value) -> str:
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


def need(obj: dict, name: str, what: str = "line"):
    if name not in obj:
        raise Skip(f"{what} has no field {name!r}")
    return obj[name]


def need_object(value, name: str) -> dict:
    if not isinstance(value, dict):
        raise Skip(f"{name!r} is not an object (got {_show(value)})")
    return value


def need_str(value, name: str, *, empty: bool = False) -> str:
    if not isinstance(value, str) or (not empty and not value.strip()):
        raise Skip(f"{name!r} is not a{'' if empty else ' non-empty'} string (got {_show(value)})")
    return value


def need_index(value, name: str, size: int | None = None) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < 0 or (size is not None and value >= size):
        limit = f" below {size}" if size is not None else ""
        raise Skip(f"{name!r} is not a whole number from 0{limit} (got {_show(value)})")
    return value


def need_number(value, name: str) -> float:
    if isinstance(value, bool):
        return float(value)
    if not isinstance(value, (int, float)) or not math.isfinite(value):
        raise Skip(f"{name!r} is not a finite number (got {_show(value)})")
    return float(value)


def need_strings(value, name: str, *, optional: bool = True) -> list[str] | None:
    if value is None and optional:
        return None
    if not isinstance(value, list) or not value or not all(isinstance(v, str) for v in value):
        raise Skip(f"{name!r} is not a list of strings (got {_show(value)})")
    return value


# --- lm-eval -----------------------------------------------------------------------------------

def lm_eval_record(task: TaskInfo, primary: str, split: str, run: str, line: dict) -> Record | None:
    """The query of one samples line; None for a line of another filter than ``primary``."""
    filter_name = need_str(need(line, "filter"), "filter")
    if filter_name != primary:
        return None
    doc_id = need_index(need(line, "doc_id"), "doc_id")
    doc = need_object(need(line, "doc"), "doc")
    metric_names = ITEM_METRIC.get(task.family, ("exact_match",))
    metric = next((m for m in metric_names if m in line), None)
    if metric is None:
        raise Skip(f"line has no per-item metric ({' or '.join(repr(m) for m in metric_names)})")
    record = Record(task, "lm-eval", doc_id, split, doc_id, gold="", subtask=task.subtask,
                    original=need_number(line[metric], metric), original_filter=filter_name, run=run)
    _lm_eval_gold(task, doc, record)
    resps = need(line, "resps")
    if task.kind == "loglikelihood":
        record.choice_scores = _loglikelihoods(resps)
        if record.choices and len(record.choice_scores) != len(record.choices):
            raise Skip(f"'resps' scores {len(record.choice_scores)} choices, the doc has {len(record.choices)}")
    else:
        if not (isinstance(resps, list) and resps and isinstance(resps[0], list) and resps[0]
                and all(isinstance(s, str) for s in resps[0])):
            raise Skip(f"'resps' is not a list of lists of strings (got {_show(resps)})")
        record.replies = list(resps[0])
    return record


def _lm_eval_gold(task: TaskInfo, doc: dict, record: Record) -> None:
    if task.family in ("olmo3", "chat", "mc"):  # benchgrade's canonical docs
        record.gold = need_str(need(doc, "gold", "doc"), "doc.gold")
        record.choices = need_strings(doc.get("choices"), "doc.choices")
        record.split = need_str(doc.get("split", "test"), "doc.split")
        record.row = need_index(doc.get("row", record.doc_id), "doc.row")
        record.question = question_of(doc)
        record.context = _optional_str(doc, "context")
    elif task.benchmark == "bbh":
        from ..bbh.data import gold_from_target, parse_choices

        record.gold = gold_from_target(need_str(need(doc, "target", "doc"), "doc.target"))
        text = doc.get("input", "")
        record.choices = parse_choices(text) if isinstance(text, str) else None
        record.question = question_of(doc)
    elif task.benchmark == "gsm8k":
        answer = need_str(need(doc, "answer", "doc"), "doc.answer")
        if "####" not in answer or not answer.rsplit("####", 1)[1].strip():
            raise Skip("'doc.answer' has no '#### <number>' final answer")
        record.gold = answer.rsplit("####", 1)[1].strip()
    elif task.benchmark == "mmlu":
        record.choices = need_strings(doc.get("choices"), "doc.choices")
        size = len(record.choices) if record.choices else 4
        record.gold = letter(need_index(need(doc, "answer", "doc"), "doc.answer", size))


def _optional_str(doc: dict, name: str) -> str | None:
    value = doc.get(name)
    return value if isinstance(value, str) else None


def _loglikelihoods(resps) -> list[float]:
    """lm-eval logs one ``[[log-likelihood, is_greedy]]`` per choice."""
    if not isinstance(resps, list) or not resps:
        raise Skip(f"'resps' is not a non-empty list of [log-likelihood, is_greedy] per choice (got {_show(resps)})")
    scores = []
    for choice in resps:
        value = choice
        while isinstance(value, list) and value:
            value = value[0]
        try:  # lm-eval 0.4 logs the numbers as strings ("-1.5")
            score = float(value) if isinstance(value, (int, float, str)) and not isinstance(value, bool) else None
        except ValueError:
            score = None
        if score is None or math.isnan(score):
            raise Skip(f"'resps' is not a list of [log-likelihood, is_greedy] per choice (got {_show(choice)})")
        scores.append(score)
    return scores


# --- verifiers ---------------------------------------------------------------------------------

def trace_records(episode: dict, run: str) -> list[Record | Skip]:
    """One record (or Skip) per rollout of one episode line."""
    traces = need(episode, "traces", "episode")
    if not isinstance(traces, list):
        raise Skip(f"'traces' is not a list (got {_show(traces)})")
    if not traces:
        raise Skip("episode failed with no rollout" if episode.get("ok") is False else "'traces' is empty")
    out: list[Record | Skip] = []
    for number, trace in enumerate(traces):
        try:
            out.append(_trace_record(trace, run))
        except Skip as skip:
            out.append(Skip(f"rollout {number + 1} of {len(traces)}: {skip}" if len(traces) > 1 else str(skip)))
    return out


def _trace_record(trace, run: str) -> Record:
    trace = need_object(trace, "traces[]")
    if trace.get("errors"):
        first = trace["errors"][0] if isinstance(trace["errors"], list) else trace["errors"]
        detail = f"{first.get('type', 'error')}: {first.get('message', '')}" if isinstance(first, dict) else first
        raise Skip(f"failed rollout, no reply ({str(detail)[:120]})")
    data = need_object(need_object(need(trace, "task", "trace"), "task").get("data"), "task.data")
    benchmark = need(data, "benchmark", "task.data")
    if benchmark not in TRACE_BENCHMARKS:
        raise Skip(f"'task.data.benchmark' is {_show(benchmark)}, not one of {', '.join(TRACE_BENCHMARKS)} "
                   f"(not a benchgrade environment?)")
    ident = need_str(need(data, "id", "task.data"), "task.data.id")
    gold = need(data, "gold", "task.data")
    if isinstance(gold, int) and not isinstance(gold, bool):
        gold = str(gold)
    gold = need_str(gold, "task.data.gold")
    split, row, subtask = _split_row(benchmark, ident, data)
    reply, truncated = _last_reply(trace)
    rewards = trace.get("rewards")
    reward = None
    if rewards is not None:
        correct = need_object(rewards, "rewards").get("correct")
        if correct is not None:
            score = need_object(correct, "rewards.correct").get("score")
            reward = None if score is None else need_number(score, "rewards.correct.score")
    task = TaskInfo(f"benchgrade-{benchmark}", benchmark, subtask, "chat", "generate")
    return Record(task, "verifiers", ident, split, row, gold, subtask=subtask,
                  choices=need_strings(data.get("choices"), "task.data.choices"), replies=[reply],
                  question=_optional_str(data, "question"),
                  truncated=[truncated], original=reward, original_filter="reward", run=run)


def _split_row(benchmark: str, ident: str, data: dict) -> tuple[str, int, str | None]:
    """benchgrade row ids: ``gsm8k/test/3``, ``bbh/navigate/3``, ``mmlu/anatomy/test/0``, ``socialiqa/train/9``."""
    from ..bbh.data import SUBTASKS
    from ..mmlu.data import CATEGORY_OF

    parts = ident.split("/")
    if len(parts) < 3 or parts[0] != benchmark or not parts[-1].isdigit():
        raise Skip(f"'task.data.id' {_show(ident)} is not a benchgrade row id ({benchmark}/<split>/<row>)")
    subtask = data.get("subtask")
    if benchmark == "bbh":
        subtask = subtask if subtask is not None else parts[1]
        if subtask not in SUBTASKS:
            raise Skip(f"BBH rollout without a known 'task.data.subtask' (got {_show(data.get('subtask'))})")
        return "test", int(parts[-1]), subtask
    if benchmark == "mmlu":
        if len(parts) != 4 or parts[1] not in CATEGORY_OF:
            raise Skip(f"'task.data.id' {_show(ident)} names no known MMLU subject")
        return parts[2], int(parts[-1]), parts[1]
    return parts[-2], int(parts[-1]), None


def _last_reply(trace: dict) -> tuple[str, bool]:
    nodes = trace.get("nodes")
    if not isinstance(nodes, list):
        raise Skip(f"'nodes' is not a list (got {_show(nodes)})")
    calls = trace.get("calls") or []
    if not isinstance(calls, list) or not all(isinstance(c, dict) for c in calls):
        raise Skip(f"'calls' is not a list of objects (got {_show(calls)})")
    for node in reversed(nodes):
        if not isinstance(node, dict) or not node.get("sampled"):
            continue
        message = need_object(node.get("message") or {}, "nodes[].message")
        if message.get("role", "assistant") != "assistant":
            continue
        try:
            text = message_text(message.get("content"))
        except TypeError:
            raise Skip(f"'nodes[].message.content' is neither text nor a list of parts "
                       f"(got {_show(message.get('content'))})") from None
        return text, bool(calls) and calls[-1].get("finish_reason") == "length"
    raise Skip("rollout has no sampled assistant reply")


# --- OLMES ---------------------------------------------------------------------------------------

def olmes_record(alias: str, run: str, line: dict) -> Record:
    doc_id = need_index(need(line, "doc_id", "prediction"), "doc_id")
    outputs = need(line, "model_output", "prediction")
    if not isinstance(outputs, list) or not outputs or not all(isinstance(o, dict) for o in outputs):
        raise Skip(f"'model_output' is not a non-empty list of objects (got {_show(outputs)})")
    kind = ("generate" if "continuation" in outputs[0] else "loglikelihood" if "sum_logits" in outputs[0] else None)
    if kind is None:
        raise Skip("'model_output' entries have neither 'continuation' nor 'sum_logits'")
    task = olmes_task(alias, kind)
    label = need(line, "label", "prediction")
    metrics = line.get("metrics") or {}
    primary = next((k for k in _OLMES_PRIMARY if k in need_object(metrics, "metrics")), None)
    original = None if primary is None or metrics[primary] is None else need_number(metrics[primary],
                                                                                    f"metrics.{primary}")
    split, row = "test", doc_id
    if task.benchmark == "socialiqa":
        split, row = _socialiqa_position(alias, doc_id, line.get("native_id"))
    record = Record(task, "olmes", doc_id, split, row, "", subtask=task.subtask, original=original,
                    original_filter=primary, run=run)
    if kind == "loglikelihood":
        record.gold = letter(need_index(label, "label", len(outputs)))
        record.choice_scores = [need_number(o.get("sum_logits"), "model_output[].sum_logits") for o in outputs]
    else:
        if isinstance(label, int) and not isinstance(label, bool):
            label = str(label)
        record.gold = need_str(label, "label")
        record.replies = [need_str(o.get("continuation"), "model_output[].continuation", empty=True) for o in outputs]
    return record


def _socialiqa_position(alias: str, doc_id: int, native_id) -> tuple[str, int]:
    """OLMES's ``native_id`` is the row within its split, which ``split=all`` loses; the xlarge
    sample's doc_id gives (split, row) back exactly (:func:`benchgrade.socialiqa.data.xlarge_selection`)."""
    from ..socialiqa.data import XLARGE_SIZE, xlarge_selection

    if "xlarge" in alias:
        if doc_id >= XLARGE_SIZE:
            raise Skip(f"'doc_id' {doc_id} is beyond the {XLARGE_SIZE}-item SocialIQA sample")
        return xlarge_selection()[doc_id]
    return "validation", need_index(native_id if native_id is not None else doc_id, "native_id")


def headline_filter(task: TaskInfo, filters: list[str]) -> str:
    """The filter whose lines are read: the family's headline filter when the run has it (or when
    the run's filters are unknown), else the run's first filter."""
    preferred = PRIMARY_FILTER.get(task.family, "none")
    return preferred if preferred in filters or not filters else filters[0]
