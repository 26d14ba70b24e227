"""``benchgrade`` command line.

``benchgrade grade FILE.jsonl`` grades a file of replies and golds with the same core the
lm-eval filters and verifiers rewards use, and prints a per-benchmark table. Each line is a
JSON object with ``benchmark``, ``reply`` (or ``output``), ``gold`` and optionally
``subtask`` and ``choices``. A malformed line stops the run with its line number and field:
no line is silently skipped.
"""
from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
from collections import Counter, defaultdict
from pathlib import Path

from .grading import BENCHMARKS, OLMES_BENCHMARKS, Category, grade
from .jsonl import iter_jsonl


class InputError(Exception):
    """A problem with the user's input file, reported as ``path:line: message``."""


def _read_cases(path: Path):
    if not path.is_file():
        raise InputError(f"{path}: cannot read: no such file")
    for number, _, case in iter_jsonl(path, error=InputError, skip_blank=True):
        reply = case.get("reply", case.get("output"))
        if reply is None:
            raise InputError(f"{path}:{number}: missing field 'reply' (or 'output')")
        for field in ("benchmark", "gold"):
            if field not in case:
                raise InputError(f"{path}:{number}: missing field {field!r}")
        yield number, case, reply


def _grade_file(path: Path, modes: list[str]) -> tuple[list[dict], dict]:
    rows, table = [], defaultdict(Counter)
    for number, case, reply in _read_cases(path):
        record = {"line": number, "benchmark": case["benchmark"], "subtask": case.get("subtask")}
        for mode in modes:
            if mode == "olmes" and case["benchmark"] not in OLMES_BENCHMARKS:
                continue
            try:
                verdict = grade(case["benchmark"], reply, case["gold"], subtask=case.get("subtask"),
                                choices=case.get("choices"), mode=mode)
            except (TypeError, ValueError) as exc:
                raise InputError(f"{path}:{number}: {exc}") from None
            record[mode] = verdict.as_dict()
            counts = table[(case["benchmark"], mode)]
            counts["n"] += 1
            counts[verdict.category.value] += 1
        rows.append(record)
    return rows, table


def _print_table(table: dict, out) -> None:
    columns = [c.value for c in Category if c is not Category.CORRECT]
    header = ["benchmark", "mode", "n", "accuracy", *columns]
    lines = [header]
    for (benchmark, mode), counts in sorted(table.items()):
        n = counts["n"]
        lines.append([benchmark, mode, str(n), f"{counts[Category.CORRECT.value] / n:.4f}",
                      *(str(counts[c]) for c in columns)])
    widths = [max(len(row[i]) for row in lines) for i in range(len(header))]
    for row in lines:
        print("  ".join(cell.ljust(width) for cell, width in zip(row, widths)).rstrip(), file=out)


def _write_atomic(path: Path, rows: list[dict]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            for row in rows:
                handle.write(json.dumps(row, ensure_ascii=False) + "\n")
        os.replace(tmp, path)
    except BaseException:
        os.unlink(tmp)
        raise


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="benchgrade", description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    g = sub.add_parser("grade", help="grade a JSONL file of replies and golds; print a per-benchmark table")
    g.add_argument("file", type=Path, help=f"JSONL with benchmark ({', '.join(BENCHMARKS)}), reply, gold[, subtask, choices]")
    g.add_argument("--mode", choices=["robust", "olmes", "both"], default="robust",
                   help="robust: what a careful grader accepts; olmes: bit-exact OLMES (bbh, gsm8k only)")
    g.add_argument("--out", type=Path, help="write one verdict per input line to this JSONL file (atomically)")
    args = parser.parse_args(argv)

    modes = ["robust", "olmes"] if args.mode == "both" else [args.mode]
    try:
        rows, table = _grade_file(args.file, modes)
    except InputError as exc:
        print(f"benchgrade: error: {exc}", file=sys.stderr)
        return 2
    if not rows:
        print(f"benchgrade: error: {args.file}: no cases", file=sys.stderr)
        return 2
    _print_table(table, sys.stdout)
    if args.out:
        _write_atomic(args.out, rows)
    return 0


if __name__ == "__main__":
    sys.exit(main())
