"""Read one ExamQM run from a host's own output files into host-independent items.

Two layouts, both the hosts' unmodified output (no host import here, only their file formats):
- lm-eval ``--log_samples``: ``samples_<task>_*.jsonl`` (one line per doc: the doc with its
  fingerprints, ``resps``) beside ``results_*.json`` (``n-samples`` = the planned docs);
- verifiers ``vf-eval -o DIR --run.name R``: ``DIR/R/traces.jsonl`` (one line per episode) and
  ``configs/resolved/eval.json`` (split, ``num_items``, ``select.limit``, ``num_rollouts`` = the plan).
  A resumed run appends re-run episodes; a task's finished rollouts win over its errored ones.

Each item keeps what the report needs: the reply (or the provider/run error), whether the host
saw a length stop, the recorded fingerprints and the row it belongs to. Nothing is scored here.
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path

from ..jsonl import iter_jsonl, message_text
from .data import bundled_root, load_dir, select_split
from .rows import ExamRow
from .runinfo import input_mode

FINGERPRINTS = ("dataset_version", "prompt_version", "scoring_version")


class RunError(ValueError):
    """A run folder that cannot be reported as is (one line: what and where)."""


@dataclass
class RunItem:
    id: str
    where: str  # file:line it came from
    reply: str | None
    truncated: bool = False
    provider_error: str | None = None
    fingerprints: dict[str, str] = field(default_factory=dict)
    row: ExamRow | None = None


@dataclass
class Run:
    path: Path
    host: str  # "lm-eval" | "verifiers"
    items: list[RunItem]
    planned: list[str] | None  # row ids in plan order (repeated per rollout); None = unknown
    input_mode: str
    rows: dict[str, ExamRow]
    note: str = ""


_ROWS: dict[str, dict[str, ExamRow]] = {}


def _rows(root: str | Path) -> dict[str, ExamRow]:
    key = str(Path(root).resolve())
    if key not in _ROWS:
        _ROWS[key] = {row.id: row for row in load_dir(key, split="all")}
    return _ROWS[key]


def read_runs(path: str | Path) -> list[Run]:
    """The run(s) in ``path``: one vf-eval run, or one per ExamQM task of an lm-eval output folder
    (for each task its latest ``samples_<task>_<time>.jsonl``; older ones are named in the note)."""
    path = Path(path)
    if (path / "traces.jsonl").is_file():
        return [_read_verifiers(path)]
    samples = sorted(path.rglob("samples_*.jsonl")) if path.is_dir() else [path] if path.name.startswith("samples_") else []
    if not samples:
        raise RunError(f"{path}: neither a vf-eval run (traces.jsonl) nor lm-eval --log_samples output (samples_*.jsonl)")
    by_task: dict[str, list[Path]] = {}
    for sample in samples:
        by_task.setdefault(sample.name.removeprefix("samples_").rsplit("_", 1)[0], []).append(sample)
    runs, others = [], []
    for task, files in by_task.items():
        files.sort(key=lambda file: file.name)
        if not _is_examqm(files[-1]):  # BBH, GSM8k … samples in the same folder: not this report's
            others.append(task)
            continue
        run = _read_lm_eval(path, [files[-1]])
        if len(files) > 1:
            run.note = "; ".join(filter(None, [run.note, "older samples ignored: "
                                               + ", ".join(file.name for file in files[:-1])]))
        runs.append(run)
    if not runs:
        raise RunError(f"{path}: no ExamQM samples (samples_examqm*_*.jsonl)"
                       + (f"; found samples of {', '.join(sorted(others))}" if others else ""))
    if others:
        runs[0].note = "; ".join(filter(None, [runs[0].note, f"not ExamQM, not read: {', '.join(sorted(others))}"]))
    return runs


def _is_examqm(samples: Path) -> bool:
    """Whether a samples file holds ExamQM docs (its first record's doc has id and input_mode)."""
    try:
        for _, _, record in iter_jsonl(samples, error=RunError, skip_blank=True):
            doc = record.get("doc")
            return isinstance(doc, dict) and "id" in doc and "input_mode" in doc
    except (RunError, UnicodeDecodeError, OSError):
        return samples.name.startswith("samples_examqm")
    return samples.name.startswith("samples_examqm")


# ------------------------------------------------------------------------------ lm-eval

def _read_lm_eval(path: Path, samples: list[Path]) -> Run:
    items: list[RunItem] = []
    planned: list[str] | None = None
    modes, roots = set(), set()
    for sample in samples:
        for line_no, _, record in iter_jsonl(sample, error=RunError, skip_blank=True):
            where = f"{sample}:{line_no}"
            doc = record.get("doc")
            if not isinstance(doc, dict) or "id" not in doc or "input_mode" not in doc:
                raise RunError(f"{where}: not an ExamQM sample (its doc has no id/input_mode)")
            resps = record.get("resps") or [[None]]
            reply = resps[0][0] if resps and resps[0] else None
            items.append(RunItem(doc["id"], where, reply, fingerprints={k: doc.get(k) for k in (*FINGERPRINTS, "gold_sha256")}))
            modes.add(doc["input_mode"])
            roots.add(doc["dataset_root"])
            split = doc.get("split", "eval")
    if len(modes) != 1 or len(roots) != 1:
        raise RunError(f"{path}: samples mix input modes {sorted(modes)} or datasets {sorted(roots)}")
    rows = _rows(roots.pop())
    # lm-eval names both files with the same timestamp: samples_<task>_<time>.jsonl, results_<time>.json
    task, stamp = samples[0].name.removeprefix("samples_").removesuffix(".jsonl").rsplit("_", 1)
    results = samples[0].parent / f"results_{stamp}.json"
    note = ""
    if results.is_file():
        counts = (json.loads(results.read_text(encoding="utf-8")).get("n-samples") or {}).get(task) or {}
        if counts.get("effective") is not None:
            planned = [row.id for row in select_split(list(rows.values()), split)][: counts["effective"]]
    if planned is None:
        note = f"planned items unknown (no n-samples for {task} in {results.name})"
    return Run(path, "lm-eval", items, planned, modes.pop(), rows, note)


# ------------------------------------------------------------------------------ verifiers

def _episode_error(episode: dict) -> str | None:
    errors = list(episode.get("errors") or [])
    for trace in episode.get("traces") or []:
        errors += trace.get("errors") or []
    if errors:
        first = errors[0]
        return f"{first.get('type', 'error')}: {str(first.get('message', first))[:200]}"
    if not episode.get("ok", True):
        return "episode not ok (no error recorded)"
    return None


def _reply(trace: dict) -> str | None:
    for node in reversed(trace.get("nodes") or []):
        if node.get("sampled"):
            content = (node.get("message") or {}).get("content")
            return message_text(content) if isinstance(content, (str, list)) else None
    return None


def _truncated(trace: dict) -> bool:
    return any(call.get("finish_reason") == "length" for call in trace.get("calls") or [])


def _read_verifiers(path: Path) -> Run:
    config_file = path / "configs" / "resolved" / "eval.json"
    config = json.loads(config_file.read_text(encoding="utf-8")) if config_file.is_file() else {}
    taskset = (config.get("env") or {}).get("taskset") or {}
    if taskset and taskset.get("id") != "benchgrade-examqm":
        raise RunError(f"{config_file}: env.taskset.id is {taskset.get('id')!r}, not benchgrade-examqm")
    rows = _rows(taskset.get("data_dir") or bundled_root())
    by_key: dict[str, list[RunItem]] = {}
    modes = set()
    traces_file = path / "traces.jsonl"
    for line_no, _, episode in iter_jsonl(traces_file, error=RunError, skip_blank=True):
        where = f"{traces_file}:{line_no}"
        task = episode.get("task") or {}
        trace = (episode.get("traces") or [{}])[0]
        task = task or trace.get("task") or {}
        data = task.get("data") or {}
        if "input_mode" not in data:
            raise RunError(f"{where}: the trace has no ExamQM task data (input_mode); not a benchgrade-examqm run")
        modes.add(data["input_mode"])
        error = _episode_error(episode)
        item = RunItem(data["id"], where, None if error else _reply(trace), truncated=_truncated(trace),
                       provider_error=error, fingerprints={k: data.get(k) for k in (*FINGERPRINTS, "gold_sha256")})
        by_key.setdefault(task.get("key") or data["id"], []).append(item)
    rollouts = int(config.get("num_rollouts") or 1)
    items = []
    for versions in by_key.values():  # finished rollouts first, then the latest errored ones
        finished = [item for item in versions if item.provider_error is None]
        errored = [item for item in reversed(versions) if item.provider_error is not None]
        items += (finished + errored)[:rollouts]
    select = config.get("select") or {}
    planned, note = None, ""
    if select.get("shuffle") or any((select.get(part) or {}).get(k) for part in ("include", "exclude")
                                    for k in ("idx", "ids", "keys", "names")):
        note = "planned items unknown (the run shuffled or filtered its tasks)"
    elif config:
        ids = [row.id for row in select_split(list(rows.values()), taskset.get("split", "eval"))]
        count = taskset.get("num_items") or len(ids)
        ids = ids[: count][int(select.get("skip") or 0):]
        if select.get("limit"):
            ids = ids[: int(select["limit"])]
        planned = [row_id for row_id in ids for _ in range(rollouts)]
    else:
        note = "no configs/resolved/eval.json: planned items unknown"
    if len(modes) > 1:
        raise RunError(f"{traces_file}: episodes mix input modes {sorted(modes)}")
    mode = modes.pop() if modes else input_mode(bool(taskset.get("native_text")))
    return Run(path, "verifiers", items, planned, mode, rows, note)
