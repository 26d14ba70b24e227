"""``benchgrade export PATH…``: the OLMo 3 protocol's per-query table, as CSV and Parquet.

Same inputs as ``rescore``. Writes ``queries.csv`` / ``queries.parquet`` (one row per query:
``query_id``, ``benchmark``, ``subject``, ``reasoning_type``, ``is_correct``, ``predicted_answer``,
``correct_answer``, ``pass_at_1`` …) and, for multi-sample tasks (``gsm8k::olmo3:n8:v2``),
``samples.csv`` / ``samples.parquet`` (one row per sample). Prints row counts and accuracy per
SocialIQA reasoning type and per MMLU category and subject.
"""
from __future__ import annotations

import argparse
import csv
import io
import os
import sys
import tempfile
from pathlib import Path

from . import output_folder, write_atomic
from ._runs import add_run_paths, exit_status, read, table

NAME = "export"
HELP = "write the per-query table (query_id, benchmark, subject, reasoning_type, is_correct, ...) as CSV and Parquet"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    add_run_paths(parser)
    parser.add_argument("--out", type=Path, default=Path("benchgrade-export"),
                        help="output folder (default ./benchgrade-export)")
    parser.add_argument("--mode", choices=["robust", "olmes"], default="robust",
                        help="grading mode for generative answers (olmes exists for bbh and gsm8k only)")
    parser.add_argument("--data-dir", type=Path,
                        help="data folder to read SocialIQA question text from when the run lacks it (OLMES "
                             "predictions); default $BENCHGRADE_DATA_DIR, else the hub")


def _csv(rows: list[dict], columns) -> str:
    buffer = io.StringIO()
    writer = csv.DictWriter(buffer, fieldnames=list(columns), lineterminator="\n")
    writer.writeheader()
    writer.writerows(rows)
    return buffer.getvalue()


def _parquet(rows: list[dict], columns, path: Path) -> None:
    import pyarrow as pa
    import pyarrow.parquet as pq

    table_ = pa.Table.from_pylist(rows, schema=None) if rows else pa.table({c: [] for c in columns})
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    os.close(fd)
    try:
        pq.write_table(table_, tmp)
        os.replace(tmp, path)
    except BaseException:
        os.unlink(tmp)
        raise


def _print_accuracy(title: str, groups: dict) -> None:
    if groups:
        print(f"\n{title}")
        table(["", "queries", "accuracy"], [[k, str(n), f"{acc:.3f}"] for k, (n, acc) in groups.items()])


def run(args: argparse.Namespace) -> int:
    from ..mmlu.data import CATEGORY_OF
    from ..runs.export import QUERY_COLUMNS, SAMPLE_COLUMNS, accuracy_by, build

    output_folder(args.out)
    result = read(args.paths)
    queries, samples, note = build(result.records, args.mode, data_dir=args.data_dir)
    if note:
        print(f"benchgrade: warning: {note}", file=sys.stderr)
    write_atomic(args.out / "queries.csv", _csv(queries, QUERY_COLUMNS))
    _parquet(queries, QUERY_COLUMNS, args.out / "queries.parquet")
    written = [f"{args.out / 'queries.csv'} and .parquet: {len(queries)} rows"]
    if samples:
        write_atomic(args.out / "samples.csv", _csv(samples, SAMPLE_COLUMNS))
        _parquet(samples, SAMPLE_COLUMNS, args.out / "samples.parquet")
        written.append(f"{args.out / 'samples.csv'} and .parquet: {len(samples)} rows")
    by_benchmark = accuracy_by(queries, lambda r: r["benchmark"])
    table(["benchmark", "queries", "accuracy"], [[k, str(n), f"{a:.3f}"] for k, (n, a) in by_benchmark.items()])
    _print_accuracy("SocialIQA by reasoning type", accuracy_by(
        [r for r in queries if r["benchmark"] == "socialiqa"], lambda r: r["reasoning_type"] or "unclassified"))
    mmlu = [r for r in queries if r["benchmark"].startswith("mmlu")]
    _print_accuracy("MMLU by category", accuracy_by(mmlu, lambda r: CATEGORY_OF.get(r["subject"])))
    _print_accuracy("MMLU by subject", accuracy_by(mmlu, lambda r: r["subject"]))
    for line in written:
        print(f"wrote {line}", file=sys.stderr)
    return exit_status(result)

