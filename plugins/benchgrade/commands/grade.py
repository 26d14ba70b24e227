"""``benchgrade grade FILE.jsonl``: grade a file of replies and golds with the same core the
lm-eval filters and verifiers rewards use, and print a per-benchmark table.

Each line is a JSON object with ``benchmark``, ``reply`` (or ``output``; a string, or OpenAI-style
content parts joined as text), ``gold`` and optionally ``subtask``, ``choices`` and ``question``
(BBH: the row's input, which reads a Dyck answer given as the whole sequence). A line that does
not fit is skipped with one line naming it and the field; the rest is graded, and the exit status
is 1 (``--allow-skips``: 0). UTF-8, with or without a byte-order mark; bytes that are not UTF-8 are
read as U+FFFD and reported per line.

``--out`` (JSONL) and ``--csv`` keep every input field and add the line number and the verdict of
each mode; both paths are checked before grading starts, written beside their target as the
lines are graded (memory stays flat), and renamed into place together at the end. CSV cells a
spreadsheet would run as a formula start with ``'``.
"""
from __future__ import annotations

import argparse
import csv
import json
import os
import signal
import sys
import tempfile
from collections import Counter, defaultdict
from pathlib import Path

from . import UserError, check_output_path

NAME = "grade"
HELP = "grade a JSONL file of replies and golds; print a per-benchmark table"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    from ..grading import BENCHMARKS
    from ..runs.pipeline import default_jobs

    parser.add_argument("file", type=Path,
                        help=f"JSONL with benchmark ({', '.join(BENCHMARKS)}), reply, gold[, subtask, choices, question]")
    parser.add_argument("--mode", choices=["robust", "olmes", "both"], default="robust",
                        help="robust: what a careful grader accepts; olmes: bit-exact OLMES (bbh, gsm8k only)")
    parser.add_argument("--out", type=Path,
                        help="write each input line with its verdicts to this JSONL file (atomically)")
    parser.add_argument("--csv", type=Path,
                        help="the same as a CSV table: input fields, then <mode>_correct, <mode>_extracted, ...")
    parser.add_argument("--jobs", type=int, default=default_jobs(), metavar="N",
                        help=f"processes grading in parallel (default: every core, here {default_jobs()})")
    parser.add_argument("--allow-skips", action="store_true",
                        help="exit 0 even when lines were skipped or repaired (they are still listed)")


class GradeJob:
    """In a worker: one case -> its verdicts (see :class:`benchgrade.runs.pipeline.Job`)."""

    def __init__(self, modes: list[str]):
        self.modes = modes

    def work(self, source, case: dict) -> dict:
        from ..grading import OLMES_BENCHMARKS, grade
        from ..jsonl import message_text
        from ..runs.readers import Skip

        for name in ("benchmark", "gold"):
            if name not in case:
                raise Skip(f"missing field {name!r}")
        if "reply" not in case and "output" not in case:
            raise Skip("missing field 'reply' (or 'output')")
        try:
            reply = message_text(case.get("reply", case.get("output")))
        except TypeError as exc:
            raise Skip(f"field 'reply': {exc}") from None
        row = {k: v for k, v in case.items() if k not in self.modes and k != "line"}
        for mode in self.modes:
            if mode == "olmes" and case["benchmark"] not in OLMES_BENCHMARKS:
                continue
            try:
                verdict = grade(case["benchmark"], reply, case["gold"], subtask=case.get("subtask"),
                                choices=case.get("choices"), mode=mode, question=case.get("question"))
            except (TypeError, ValueError) as exc:
                raise Skip(str(exc)) from None
            row[mode] = verdict.as_dict() | {"weak": verdict.weak_evidence}
        return row


class _Writer:
    """Main process: each graded row to the JSONL spool, counts for the table."""

    def __init__(self, spool, modes: list[str]):
        self.spool, self.modes = spool, modes
        self.counts: dict = defaultdict(Counter)
        self.inputs: dict[str, None] = {}
        self.verdict_keys: dict[str, dict[str, None]] = {m: {} for m in modes}
        self.rows = 0

    def take(self, source, line: int, payload) -> None:
        row = {k: v for k, v in payload.items() if k not in self.modes}
        self.inputs.update(dict.fromkeys(row))
        row["line"] = line
        for mode in self.modes:
            if mode in payload:
                verdict = payload[mode]
                weak = verdict.pop("weak")
                row[mode] = verdict
                self.verdict_keys[mode].update(dict.fromkeys(verdict))
                counts = self.counts[(payload["benchmark"], mode)]
                counts["n"] += 1
                counts[verdict["category"]] += 1
                counts["weak"] += weak
        if self.spool is not None:
            self.spool.write(json.dumps(row, ensure_ascii=False) + "\n")
        self.rows += 1

    def end_source(self, source) -> None:
        pass


def _print_table(table: dict, out) -> None:
    from ..grading import Category

    columns = [c.value for c in Category if c is not Category.CORRECT]
    # weak: answers read from the conclusion or the last-mention fallback, not a statement or block
    header = ["benchmark", "mode", "n", "accuracy", *columns, "weak"]
    lines = [header]
    for (benchmark, mode), counts in sorted(table.items()):
        n = counts["n"]
        lines.append([benchmark, mode, str(n), f"{counts[Category.CORRECT.value] / n:.4f}",
                      *(str(counts[c]) for c in columns), f"{counts['weak'] / n:.4f}"])
    widths = [max(len(row[i]) for row in lines) for i in range(len(header))]
    for row in lines:
        print("  ".join(cell.ljust(width) for cell, width in zip(row, widths)).rstrip(), file=out)


def _write_csv(jsonl: Path, target, writer: _Writer) -> None:
    """One CSV row per graded line: input fields (lists/objects as JSON), then ``<mode>_<verdict field>``."""
    from ..runs.safetext import csv_cell

    def cell(value):
        return csv_cell(json.dumps(value, ensure_ascii=False) if isinstance(value, (list, dict)) else value)

    inputs = list(writer.inputs) + ["line"]
    header = inputs + [f"{m}_{k}" for m in writer.modes for k in writer.verdict_keys[m]]
    table = csv.writer(target, lineterminator="\n")
    table.writerow(header)
    with jsonl.open(encoding="utf-8") as rows:
        for text in rows:
            row = json.loads(text)
            table.writerow([cell(row.get(k)) for k in inputs]
                           + [cell((row.get(m) or {}).get(k)) for m in writer.modes for k in writer.verdict_keys[m]])


def _temporary(target: Path) -> Path:
    fd, name = tempfile.mkstemp(dir=target.parent, prefix=f".{target.name}.", suffix=".tmp")
    os.close(fd)
    return Path(name)


def _terminate(signum, frame):
    raise KeyboardInterrupt


def run(args: argparse.Namespace) -> int:
    from ..runs.outputs import file_mode
    from ..runs.pipeline import run as run_pipeline
    from ..runs.problems import Problems
    from ..runs.sources import Source, refusal

    modes = ["robust", "olmes"] if args.mode == "both" else [args.mode]
    for flag, path in (("--out", args.out), ("--csv", args.csv)):
        if path is not None:
            check_output_path(path, flag)
    if args.jobs < 1:
        raise UserError(f"--jobs {args.jobs}: give 1 or more processes")
    if args.file.is_dir():
        raise UserError(f"{args.file}: is a directory; give a JSONL file (one JSON object per line)")
    if not args.file.exists():
        raise UserError(f"{args.file}: cannot read: no such file")
    reason = refusal(args.file)
    if reason:
        raise UserError(f"{args.file}: {reason}")
    temporary: list[Path] = []
    previous = signal.signal(signal.SIGTERM, _terminate)
    try:
        with tempfile.TemporaryDirectory(prefix="benchgrade-grade-") as scratch:
            problems = Problems(Path(scratch))
            jsonl = _temporary(args.out) if args.out else (Path(scratch) / "rows.jsonl" if args.csv else None)
            temporary += [jsonl] if args.out else []
            with (jsonl.open("w", encoding="utf-8") if jsonl else open(os.devnull, "w")) as spool:
                writer = _Writer(spool, modes)
                source = Source(args.file, "grade", args.file.stat().st_size)
                run_pipeline(GradeJob(modes), [source], writer, problems, args.jobs, label=NAME)
            problems.finish()
            if not writer.rows:
                raise UserError(f"{args.file}: no cases" + (" could be graded (every line was skipped)"
                                                            if problems.count else ""))
            if args.csv:
                table = _temporary(args.csv)
                temporary.append(table)
                with table.open("w", encoding="utf-8", newline="") as target:
                    _write_csv(jsonl, target, writer)
            mode = file_mode()
            for path, final in zip(temporary, [p for p in (args.out, args.csv) if p is not None]):
                os.chmod(path, mode)
                os.replace(path, final)
            temporary = []
        _print_table(writer.counts, sys.stdout)
        return problems.exit_status(args.allow_skips)
    except KeyboardInterrupt:
        kept = ", ".join(str(p) for p in (args.out, args.csv) if p is not None)
        print(f"benchgrade: interrupted: nothing written{f' ({kept} unchanged)' if kept else ''}", file=sys.stderr)
        return 130
    finally:
        for path in temporary:
            path.unlink(missing_ok=True)
        signal.signal(signal.SIGTERM, previous)
