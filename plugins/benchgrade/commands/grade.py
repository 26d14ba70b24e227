"""``benchgrade grade FILE.jsonl``: grade a file of replies and golds with the same core the
lm-eval filters and verifiers rewards use, and print a per-benchmark table.

Each line is a JSON object with ``benchmark``, ``reply`` (or ``output``), ``gold`` and
optionally ``subtask`` and ``choices``. A malformed line stops the run with its line number
and field: no line is silently skipped. UTF-8, with or without a byte-order mark.

``--out`` (JSONL) and ``--csv`` keep every input field and add the line number and the
verdict of each mode; both paths are checked before grading starts, and written atomically.
"""
from __future__ import annotations

import argparse
import csv
import io
import json
import sys
from collections import Counter, defaultdict
from pathlib import Path

from . import UserError, check_output_path, write_atomic

NAME = "grade"
HELP = "grade a JSONL file of replies and golds; print a per-benchmark table"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    from ..grading import BENCHMARKS

    parser.add_argument("file", type=Path,
                        help=f"JSONL with benchmark ({', '.join(BENCHMARKS)}), reply, gold[, subtask, choices]")
    parser.add_argument("--mode", choices=["robust", "olmes", "both"], default="robust",
                        help="robust: what a careful grader accepts; olmes: bit-exact OLMES (bbh, gsm8k only)")
    parser.add_argument("--out", type=Path,
                        help="write each input line with its verdicts to this JSONL file (atomically)")
    parser.add_argument("--csv", type=Path,
                        help="the same as a CSV table: input fields, then <mode>_correct, <mode>_extracted, ...")


def _read_cases(path: Path):
    from ..jsonl import iter_jsonl

    if path.is_dir():
        raise UserError(f"{path}: is a directory; give a JSONL file (one JSON object per line)")
    if not path.is_file():
        raise UserError(f"{path}: cannot read: no such file")
    for number, _, case in iter_jsonl(path, error=UserError, skip_blank=True):
        reply = case.get("reply", case.get("output"))
        if reply is None:
            raise UserError(f"{path}:{number}: missing field 'reply' (or 'output')")
        for field in ("benchmark", "gold"):
            if field not in case:
                raise UserError(f"{path}:{number}: missing field {field!r}")
        yield number, case, reply


def _grade_file(path: Path, modes: list[str]) -> tuple[list[dict], dict]:
    from ..grading import OLMES_BENCHMARKS, grade

    rows, table = [], defaultdict(Counter)
    for number, case, reply in _read_cases(path):
        record = {**case, "line": number}  # every input field; line and the mode verdicts are ours
        for mode in modes:
            if mode == "olmes" and case["benchmark"] not in OLMES_BENCHMARKS:
                continue
            try:
                verdict = grade(case["benchmark"], reply, case["gold"], subtask=case.get("subtask"),
                                choices=case.get("choices"), mode=mode)
            except (TypeError, ValueError) as exc:
                raise UserError(f"{path}:{number}: {exc}") from None
            record[mode] = verdict.as_dict()
            counts = table[(case["benchmark"], mode)]
            counts["n"] += 1
            counts[verdict.category.value] += 1
            counts["weak"] += verdict.weak_evidence
        rows.append(record)
    return rows, table


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


def _csv_text(rows: list[dict], modes: list[str]) -> str:
    """One CSV row per input line: input fields (lists/objects as JSON), then ``<mode>_<verdict field>``."""
    def cell(value):
        return json.dumps(value, ensure_ascii=False) if isinstance(value, (list, dict)) else value

    inputs = list(dict.fromkeys(k for row in rows for k in row if k not in modes))
    verdict_keys = {m: list(dict.fromkeys(k for row in rows for k in row.get(m) or {})) for m in modes}
    header = inputs + [f"{m}_{k}" for m in modes for k in verdict_keys[m]]
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(header)
    for row in rows:
        writer.writerow([cell(row.get(k)) for k in inputs]
                        + [cell((row.get(m) or {}).get(k)) for m in modes for k in verdict_keys[m]])
    return out.getvalue()


def run(args: argparse.Namespace) -> int:
    modes = ["robust", "olmes"] if args.mode == "both" else [args.mode]
    for flag, path in (("--out", args.out), ("--csv", args.csv)):
        if path is not None:
            check_output_path(path, flag)
    rows, table = _grade_file(args.file, modes)
    if not rows:
        raise UserError(f"{args.file}: no cases")
    if args.out:
        write_atomic(args.out, "".join(json.dumps(row, ensure_ascii=False) + "\n" for row in rows))
    if args.csv:
        write_atomic(args.csv, _csv_text(rows, modes))
    _print_table(table, sys.stdout)
    return 0
