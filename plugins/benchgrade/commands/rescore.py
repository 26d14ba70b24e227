"""``benchgrade rescore PATH…``: re-grade runs users already have with the grading core.

PATH: an lm-eval output folder (``results_*.json`` + ``samples_*.jsonl``), a verifiers
``traces.jsonl`` or its run folder, or an OLMES ``task-NNN-<alias>-predictions.jsonl`` (or a
folder of them). Prints one row per task and subtask (host's original score, ``robust`` and
``olmes`` rescored, failure counts, disagreements) and the largest disagreements; writes
``rescore.json`` (every reply's verdicts) and ``rescore.png`` (original vs rescored) to ``--out``.
"""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from . import UserError, output_folder, write_atomic
from ._runs import add_run_paths, exit_status, fmt, read, table

NAME = "rescore"
HELP = "re-grade lm-eval, verifiers or OLMES outputs with the core; table, rescore.json and a chart"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    add_run_paths(parser)
    parser.add_argument("--out", type=Path, default=Path("benchgrade-rescore"),
                        help="folder for rescore.json and rescore.png (default ./benchgrade-rescore)")
    parser.add_argument("--examples", type=int, default=5, metavar="N",
                        help="print the largest disagreements of the N tasks that have the most (default 5; 0: none)")


def run(args: argparse.Namespace) -> int:
    from ..runs.chart import draw
    from ..runs.rescore import rescore

    if args.examples < 0:
        raise UserError(f"--examples must be 0 or more (a number of tasks); got {args.examples}")
    output_folder(args.out)
    result = read(args.paths)
    payload = rescore(result.records)
    tasks = payload["tasks"]
    rows = [[t["host"], t["task"], t["subtask"] if t["subtask"] and t["subtask"] not in t["task"] else "",
             str(t["queries"]), f"{fmt(t['original'])} ({t['original_filter'] or '-'})", fmt(t["robust"]),
             fmt(t["olmes"]), *(str(t["counts"][c]) for c in ("no_answer", "wrong_answer", "truncated",
                                                               "multiple_answers")), str(t["disagreements"])]
            for t in tasks]
    if rows:
        table(["host", "task", "subtask", "queries", "original (filter)", "robust", "olmes", "no_answer", "wrong",
               "truncated", "multiple", "disagree"], rows)
    for name, count in sorted(payload["loglikelihood_tasks"].items()):
        print(f"{name}: {count} log-likelihood queries, no reply to re-grade (per-query rows: benchgrade export)")
    worst = sorted((t for t in tasks if t["examples"]), key=lambda t: -t["disagreements"])[:args.examples]
    if worst:
        print("\nLargest disagreements (host original -> robust):")
    for task in worst:
        print(f"  {task['task']} ({task['disagreements']} of {task['queries']}):")
        for ex in task["examples"][:2]:
            print(f"    {ex['query_id']}: {ex['original']:.2f} -> {ex['robust']:.2f}  gold {ex['gold']!r}, "
                  f"read {ex['extracted']!r} [{ex['category']}, {ex['decided_by'] or '-'}]  …{ex['reply_end'][-90:]!r}")
    payload["sources"] = result.sources
    payload["skipped"] = result.problems + [f"unknown task {n!r} ({w})" for n, w in result.unknown_tasks.items()]
    write_atomic(args.out / "rescore.json", json.dumps(payload, indent=1, ensure_ascii=False) + "\n")
    if tasks:
        draw(tasks, args.out / "rescore.png", f"benchgrade rescore: {', '.join(map(str, result.sources))}"[:110])
    print(f"\nwrote {args.out / 'rescore.json'}" + (f" and {args.out / 'rescore.png'}" if tasks else ""),
          file=sys.stderr)
    return exit_status(result)
