"""Read, grade and write one record at a time, on every core, in input order, in bounded memory.

Each input file is cut into byte ranges of :data:`PIECE_BYTES`. A worker opens the file itself,
reads the lines that *start* in its range, parses each line into records (:mod:`.readers`) and
hands each record to the command's :class:`Job` (grading happens there); it returns compact
results and the number of lines it read. The main process takes the results back in input
order (a window of ``2 x jobs`` ranges in flight, so memory does not grow with the input),
turns relative line numbers into ``file:line`` and passes them to the command's consumer,
which writes rows and keeps per-task aggregates only.

A line costs at most itself: bad JSON, a wrong shape (:class:`~.readers.Skip`) or anything the
worker trips over becomes one problem for that line; text that had to be repaired (invalid
UTF-8, NUL, lone surrogates; :mod:`.safetext`) is one report for that line and is graded as
repaired. A single long line is held at most twice in memory (its bytes, then its text, then
the parsed value), and only by the worker reading it.
"""
from __future__ import annotations

import json
import os
import signal
import sys
from collections import Counter, deque
from dataclasses import dataclass, field

from .layout import open_regular
from .readers import Skip, lm_eval_record, olmes_record, trace_records
from .safetext import decode_line, needs_repair, repair

PIECE_BYTES = 8 << 20
_DECODER = json.JSONDecoder(strict=False)  # one decoder: json.loads(strict=False) builds one per call
PROGRESS_BYTES = 32 << 20  # inputs at least this large get a progress bar (on a terminal)
_BOM = b"\xef\xbb\xbf"


class Job:
    """What a command does with one record, in a worker: return a compact, picklable payload or
    raise :class:`Skip`. Subclasses hold only picklable options."""

    def work(self, source, record):
        raise NotImplementedError


@dataclass
class PieceResult:
    lines: int = 0
    items: list = field(default_factory=list)  # (relative line, "ok" | "skip" | "repair", payload or message, doc id)
    other_filters: Counter = field(default_factory=Counter)


def parse(source, value):
    """Records (or Skips) of one parsed line; a str = the line belongs to another lm-eval filter."""
    if source.kind == "lm-eval":
        name = value.get("filter")
        if isinstance(name, str) and name != source.primary:
            return name
        return [lm_eval_record(source.task, source.primary, source.split, source.run, value)]
    if source.kind == "verifiers":
        return trace_records(value, source.run)
    if source.kind == "olmes":
        return [olmes_record(source.name, source.run, value)]
    return [value]  # grade: the case itself


def read_piece(job: Job, source, start: int, end: int) -> PieceResult:
    result = PieceResult()
    try:
        handle = open_regular(source.path)
    except OSError as exc:
        result.items.append((0, "skip", f"cannot read ({exc.strerror or exc})", None))
        return result
    with handle:
        if start:
            handle.seek(start - 1)
            if handle.read(1) != b"\n":
                handle.readline()  # the line that starts before this range belongs to the previous one
        position = handle.tell()
        while position < end:
            raw = handle.readline()
            if not raw:
                break
            result.lines += 1
            position += len(raw)
            if start == 0 and result.lines == 1 and raw.startswith(_BOM):
                raw = raw[len(_BOM):]
            if raw.isspace() or not raw:
                continue
            held = [raw]  # handed over, not shared: a 200 MB line is held once, then its text once
            del raw
            _one_line(job, source, held, result)
    return result


def _one_line(job, source, held: list, result: PieceResult) -> None:
    number = result.lines
    raw = held.pop()
    complete = raw.endswith(b"\n")
    text, damaged = decode_line(raw)
    del raw
    try:
        value = _DECODER.decode(text)
    except ValueError as exc:
        tail = "" if complete else " (truncated last line?)"
        result.items.append((number, "skip", f"not valid JSON ({getattr(exc, 'msg', exc)}){tail}", None))
        return
    except RecursionError:
        result.items.append((number, "skip", "JSON nested too deeply to read", None))
        return
    fixed = []
    if needs_repair(text):
        value, fixed = repair(value)
    del text
    if damaged or fixed:
        what = "; ".join(filter(None, [damaged, *(f"{f} in a string" for f in fixed)]))
        result.items.append((number, "repair", f"{what}: read with U+FFFD in its place", None))
    if not isinstance(value, dict):
        result.items.append((number, "skip", f"expected a JSON object, got {type(value).__name__}", None))
        return
    try:
        records = parse(source, value)
        if isinstance(records, str):
            result.other_filters[records] += 1
            return
        for record in records:
            if isinstance(record, Skip):
                result.items.append((number, "skip", str(record), None))
            else:  # a query of an lm-eval / OLMES file is one line: its doc id must not come again
                doc = record.doc_id if source.kind in ("lm-eval", "olmes") else None
                result.items.append((number, "ok", job.work(source, record), doc))
    except Skip as skip:
        result.items.append((number, "skip", str(skip), None))
    except Exception as exc:  # noqa: BLE001 - one line never costs the run; named so it gets fixed
        result.items.append((number, "skip", f"unreadable ({type(exc).__name__}: {str(exc)[:160]})", None))


# --- the driver ----------------------------------------------------------------------------------

def pieces(sources):
    for index, source in enumerate(sources):
        if source.size == 0:
            yield index, 0, 0
        for start in range(0, source.size, PIECE_BYTES):
            yield index, start, min(start + PIECE_BYTES, source.size)


_JOB: Job | None = None


def _start_worker(job: Job) -> None:
    global _JOB
    _JOB = job
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # the main process decides what an interrupt means
    signal.signal(signal.SIGTERM, signal.SIG_DFL)  # and ends the workers with SIGTERM, quietly
    try:  # die with the main process, even when it is killed with -9 (Linux)
        import ctypes

        ctypes.CDLL(None).prctl(1, signal.SIGKILL)  # PR_SET_PDEATHSIG
    except (OSError, AttributeError):
        pass


def _work(args):
    return read_piece(_JOB, *args)


def default_jobs() -> int:
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:
        return os.cpu_count() or 1


def run(job: Job, sources: list, consumer, problems, jobs: int, label: str = "") -> None:
    """Feed every record of ``sources`` through ``job`` and ``consumer`` (see the module doc).

    consumer.take(source, line, payload) per record read; consumer.end_source(source) after each
    file. Skipped and repaired lines go to ``problems`` (:class:`~.problems.Problems`), and so
    does a file with no line, or with no line of the filter its task is read under.
    """
    units = list(pieces(sources))
    total = sum(s.size for s in sources)
    bar = _progress(total, label)
    state = {"current": None, "lines": 0, "filters": Counter(), "read": 0, "docs": DocIds()}

    def finish_source():
        source = sources[state["current"]]
        if not state["lines"]:
            problems.skip_line(source.path, 0, "empty file (did the run finish?)")
        elif state["filters"] and not state["read"]:
            problems.skip_line(source.path, 0, f"no line of the filter {source.primary!r} (found "
                                               f"{', '.join(sorted(state['filters']))}); keep the run's results file "
                                               f"beside it so its filters are known")
        consumer.end_source(source)
        state.update(lines=0, filters=Counter(), read=0, docs=DocIds())

    def deliver(index, start, end, result):
        if state["current"] is not None and index != state["current"]:
            finish_source()
        state["current"] = index
        source, base = sources[index], state["lines"]
        for number, kind, payload, doc in result.items:
            if kind == "ok" and doc is not None and not state["docs"].add(doc):
                problems.skip_line(source.path, base + number, f"doc_id {doc} appears again in this file "
                                                               f"(counted once: its first line)")
            elif kind == "ok":
                consumer.take(source, base + number, payload)
            elif kind == "repair":
                problems.repair_line(source.path, base + number, payload)
            else:
                problems.skip_line(source.path, base + number, payload)
            state["read"] += kind != "repair"
        state["lines"] += result.lines
        state["filters"].update(result.other_filters)
        if bar is not None:
            bar.update(end - start)

    pool = None
    try:
        if jobs <= 1 or len(units) <= 1:
            for index, start, end in units:
                deliver(index, start, end, read_piece(job, sources[index], start, end))
        else:
            import multiprocessing

            context = multiprocessing.get_context("fork" if "fork" in multiprocessing.get_all_start_methods()
                                                  else None)
            pool = context.Pool(min(jobs, len(units)), initializer=_start_worker, initargs=(job,))
            window: deque = deque()
            for index, start, end in units:
                window.append((index, start, end, pool.apply_async(_work, ((sources[index], start, end),))))
                if len(window) >= 2 * jobs:
                    i, s, e, pending = window.popleft()
                    deliver(i, s, e, pending.get())
            while window:
                i, s, e, pending = window.popleft()
                deliver(i, s, e, pending.get())
        if state["current"] is not None:
            finish_source()
    except BaseException:
        if pool is not None:
            pool.terminate()
            pool.join()
            pool = None
        raise
    finally:
        if pool is not None:
            pool.close()
            pool.join()
        if bar is not None:
            bar.close()


def _progress(total: int, label: str):
    if total < PROGRESS_BYTES:
        return None
    try:
        from tqdm import tqdm
    except ImportError:
        return None
    tqdm.monitor_interval = 0  # no monitor thread: the grading processes are forked after the bar starts
    return tqdm(total=total, unit="B", unit_scale=True, desc=label or None, file=sys.__stderr__,
                disable=None, mininterval=0.5)


class DocIds:
    """The doc ids one file has given so far, to count each query once: one bit per id below
    2**26 (8 MiB at most, whatever the number of lines), a set for larger or text ids."""

    LIMIT = 1 << 26

    def __init__(self):
        self._bits = bytearray()
        self._other: set = set()

    def add(self, doc) -> bool:
        """True the first time ``doc`` is seen."""
        if isinstance(doc, int) and 0 <= doc < self.LIMIT:
            byte, bit = doc >> 3, 1 << (doc & 7)
            if byte >= len(self._bits):
                self._bits.extend(bytes(max(byte + 1, 2 * len(self._bits)) - len(self._bits)))
            if self._bits[byte] & bit:
                return False
            self._bits[byte] |= bit
            return True
        if doc in self._other:
            return False
        self._other.add(doc)
        return True
