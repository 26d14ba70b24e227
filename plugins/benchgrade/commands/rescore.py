"""``benchgrade rescore PATH…``: re-grade runs users already have with the grading core.

PATH: an lm-eval output folder (``results_*.json`` + ``samples_*.jsonl``; the newest run of each
task, or ``--all-runs``), a verifiers ``traces.jsonl`` or its run folder, or an OLMES
``task-NNN-<alias>-predictions.jsonl`` (or a folder of them). Prints one row per task and subtask
(host's original score, ``robust`` and ``olmes`` rescored, failure counts of samples,
disagreeing queries) and the largest disagreements; writes ``rescore.json`` (every reply's
verdicts, every skipped line), ``rescore.png`` (original vs rescored; needs matplotlib:
``pip install 'benchgrade[chart]'``) and ``manifest.json`` to ``--out``, as one set.
"""
from __future__ import annotations

import argparse
import sys

from . import UserError
from ._runs import add_run_arguments, fmt, run_set, table

NAME = "rescore"
HELP = "re-grade lm-eval, verifiers or OLMES outputs with the core; table, rescore.json and a chart"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    add_run_arguments(parser, "benchgrade-rescore")
    parser.add_argument("--examples", type=int, default=5, metavar="N",
                        help="print the largest disagreements of the N tasks that have the most (default 5; 0: none)")


def _consumer(staged, problems):
    from ..runs.rescore import Rescore
    from ..runs.spool import ArraySpool

    return Rescore(ArraySpool(staged.scratch / "replies.json"), problems)


def _finish(staged, consumer, problems, plan) -> dict:
    from ..runs.spool import write_object

    tasks = consumer.tasks()
    several_runs = len({run for _, run in consumer.loglikelihood} | {t["run"] for t in tasks}) > 1
    loglikelihood = {f"{task} @ {run}" if several_runs else task: count
                     for (task, run), count in sorted(consumer.loglikelihood.items())}
    write_object(staged.path("rescore.json"), [
        ("tasks", tasks), ("loglikelihood_tasks", loglikelihood),
        ("sources", plan.inputs), ("notes", problems.notes), ("skipped", problems.skipped),
        ("repaired", problems.repaired), ("replies", consumer.replies)])
    from ..extras import MissingExtra

    chart = None
    if any(t["robust"] is not None for t in tasks):
        try:
            from ..runs.chart import draw
        except MissingExtra as missing:
            chart = f"{missing}; everything else is written"
        else:
            draw(tasks, staged.path("rescore.png"), f"benchgrade rescore: {', '.join(plan.inputs)}")
    return {"tasks": tasks, "loglikelihood": loglikelihood, "chart": chart, "out": staged.given,
            "files": sorted([p.name for p in staged.folder.iterdir() if not p.name.startswith(".")] + ["manifest.json"])}


def _report(printed: dict, examples: int) -> None:
    tasks = printed["tasks"]
    several_runs = len({t["run"] for t in tasks}) > 1
    rows = [[t["host"], t["task"], t["subtask"] if t["subtask"] and t["subtask"] not in t["task"] else "",
             *([t["run"]] if several_runs else []), str(t["queries"]), str(t["replies"]),
             f"{fmt(t['original'])} ({t['original_filter'] or '-'})", fmt(t["robust"]), fmt(t["olmes"]),
             *(str(t["counts"][c]) for c in ("no_answer", "wrong_answer", "truncated", "multiple_answers")),
             str(t["disagreements"]), str(t["skipped_lines"] or "")]
            for t in tasks]
    if rows:
        header = ["host", "task", "subtask", *(["run"] if several_runs else []), "queries", "samples",
                  "original (filter)", "robust", "olmes", "no_answer", "wrong", "truncated", "multiple", "disagree",
                  "skipped"]
        units = ["", "", "", *([""] if several_runs else []), "", "", "mean per query", "", "",
                 "samples", "samples", "samples", "samples", "queries", "lines"]
        table(header, rows, units=units)
    for name, count in sorted(printed["loglikelihood"].items()):
        print(f"{name}: {count} log-likelihood queries, no reply to re-grade (per-query rows: benchgrade export)")
    worst = sorted((t for t in tasks if t["examples"]), key=lambda t: -t["disagreements"])[:examples]
    if worst:
        print("\nLargest disagreements (host original -> robust):")
    for task in worst:
        print(f"  {task['task']} ({task['disagreements']} of {task['queries']} queries):")
        for ex in task["examples"][:2]:
            print(f"    {ex['query_id']}: {ex['original']:.2f} -> {ex['robust']:.2f}  gold {ex['gold']!r}, "
                  f"read {ex['extracted']!r} [{ex['category']}, {ex['decided_by'] or '-'}]  …{ex['reply_end'][-90:]!r}")
    if printed["chart"]:
        print(f"benchgrade: note: {printed['chart']}", file=sys.stderr)
    print(f"\nwrote {printed['out']}/: {', '.join(printed['files'])}", file=sys.stderr)


def run(args: argparse.Namespace) -> int:
    from ..runs.rescore import RescoreJob

    if args.examples < 0:
        raise UserError(f"--examples must be 0 or more (a number of tasks); got {args.examples}")
    return run_set(args, NAME, RescoreJob(), _consumer, _finish, lambda printed: _report(printed, args.examples))
