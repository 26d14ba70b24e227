"""``benchgrade export PATH…``: the OLMo 3 protocol's per-query table, as CSV and Parquet.

Same inputs as ``rescore``. Writes ``queries.csv`` / ``queries.parquet`` (one row per query:
``query_id``, ``benchmark``, ``subject``, ``reasoning_type``, ``is_correct``, ``predicted_answer``,
``correct_answer``, ``pass_at_1`` …) and, for queries with several samples (``gsm8k::olmo3:n8:v2``,
verifiers rows with several rollouts), ``samples.csv`` / ``samples.parquet`` (one row per
sample), with ``manifest.json``, as one set in ``--out``. CSV cells a spreadsheet would run as a
formula start with ``'``. Prints row counts and accuracy per SocialIQA reasoning type and per
MMLU category and subject.
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

from ._runs import add_run_arguments, run_set, table

NAME = "export"
HELP = "write the per-query table (query_id, benchmark, subject, reasoning_type, is_correct, ...) as CSV and Parquet"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    add_run_arguments(parser, "benchgrade-export")
    parser.add_argument("--mode", choices=["robust", "olmes"], default="robust",
                        help="grading mode for generative answers (olmes exists for bbh and gsm8k only)")
    parser.add_argument("--data-dir", type=Path,
                        help="data folder to read SocialIQA question text from when the run lacks it (OLMES "
                             "predictions); default $BENCHGRADE_DATA_DIR, else the hub")


def _finish(staged, consumer, problems, plan) -> dict:
    consumer.close()
    groups = ["benchmark", "SocialIQA by reasoning type", "MMLU by category", "MMLU by subject"]
    return {"groups": {g: consumer.accuracy(g) for g in groups}, "notes": sorted(consumer.notes),
            "queries": consumer.queries.rows, "samples": consumer.samples.rows if consumer.samples else 0,
            "out": staged.given}


def _report(printed: dict) -> None:
    for note in printed["notes"]:
        print(f"benchgrade: warning: SocialIQA reasoning_type left empty where the run lacks the question text: "
              f"{note}; pass --data-dir", file=sys.stderr)
    groups = printed["groups"]
    table(["benchmark", "queries", "accuracy"], [[k, str(n), f"{a:.3f}"] for k, (n, a) in groups["benchmark"].items()])
    for title in ("SocialIQA by reasoning type", "MMLU by category", "MMLU by subject"):
        if groups[title]:
            print(f"\n{title}")
            table(["", "queries", "accuracy"], [[k, str(n), f"{a:.3f}"] for k, (n, a) in groups[title].items()])
    written = [f"queries.csv and .parquet: {printed['queries']} rows"]
    if printed["samples"]:
        written.append(f"samples.csv and .parquet: {printed['samples']} rows")
    print(f"wrote {printed['out']}/: {'; '.join(written)}; manifest.json", file=sys.stderr)


def run(args: argparse.Namespace) -> int:
    from ..runs.export import Export, ExportJob

    return run_set(args, NAME, ExportJob(args.mode, args.data_dir), lambda staged, problems:
                   Export(staged.folder), _finish, _report)
