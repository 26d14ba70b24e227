"""``benchgrade examqm report RUN…`` and ``benchgrade examqm review RUN…``: read ExamQM runs as the
hosts wrote them (lm-eval ``--log_samples`` folders or samples files, ``vf-eval`` run folders),
re-score every reply with the package's scorer, and write

- ``report``: ``summary.json`` (counts and rates per category, coverage with planned and missing
  items, component means with error rates, diagnostics, groups; one section per input mode) and
  ``summary.md`` (the same as tables, also printed);
- ``review``: ``review.html``, every item's pages with gold/predicted boxes and printed choice
  markers, a word diff per container and its score.

Runs that mix dataset, prompt or scoring versions are refused with one line naming them.
"""
from __future__ import annotations

import argparse
import json
from pathlib import Path

from . import UserError, output_folder, write_atomic

NAME = "examqm"
HELP = "ExamQM runs: report (summary.json + table) and review (HTML page with boxes and diffs)"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    sub = parser.add_subparsers(dest="examqm_command", required=True, metavar="{report,review}")
    for name, text in (("report", "write summary.json and summary.md for one or more runs"),
                       ("review", "write review.html for one or more runs")):
        command = sub.add_parser(name, help=text, description=text)
        command.add_argument("runs", nargs="+", type=Path, metavar="RUN",
                             help="a vf-eval run folder (traces.jsonl) or an lm-eval --output_path folder / samples file")
        command.add_argument("--out", type=Path, help="output folder (default: the first RUN folder)")
        if name == "review":
            command.add_argument("--items", help="comma-separated row ids to show (default: every item)")


def _load(paths: list[Path]):
    from ..examqm.data import ExamQMDataError
    from ..examqm.report import build_summary
    from ..examqm.runs import RunError, read_runs

    for path in paths:
        if not path.exists():
            raise UserError(f"{path}: no such run folder or file")
    try:
        runs = [run for path in paths for run in read_runs(path)]
        return build_summary(runs)
    except (RunError, ExamQMDataError) as error:
        raise UserError(str(error)) from None


def run(args: argparse.Namespace) -> int:
    summary, scored = _load(args.runs)
    out = output_folder(args.out) if args.out else (args.runs[0] if args.runs[0].is_dir() else args.runs[0].parent)
    if args.examqm_command == "report":
        from ..examqm.report import render_table

        table = render_table(summary)
        write_atomic(out / "summary.json", json.dumps(summary, indent=1, ensure_ascii=False) + "\n")
        write_atomic(out / "summary.md", table + "\n")
        print(table)
        print(f"wrote {out / 'summary.json'} and {out / 'summary.md'}")
    else:
        from ..examqm.review import render_review

        if args.items:
            wanted = [part.strip() for part in args.items.split(",") if part.strip()]
            known = {s.item.id for items in scored.values() for s in items}
            unknown = [row_id for row_id in wanted if row_id not in known]
            if unknown:
                raise UserError(f"--items: {', '.join(unknown)} not in the run(s); known: {', '.join(sorted(known)[:8])} …")
            scored = {mode: [s for s in items if s.item.id in wanted] for mode, items in scored.items()}
        write_atomic(out / "review.html", render_review(summary, scored))
        print(f"wrote {out / 'review.html'}")
    return 0
