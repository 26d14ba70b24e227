"""Shared by ``rescore`` and ``export``: read the paths, report what was skipped, format tables."""
from __future__ import annotations

import sys
from pathlib import Path

from . import UserError


def add_run_paths(parser) -> None:
    """The PATH arguments ``rescore`` and ``export`` share: host output folders and files."""
    parser.add_argument("paths", nargs="+", type=Path, metavar="PATH",
                        help="lm-eval output folder, verifiers traces.jsonl (or run folder), OLMES *-predictions.jsonl")


def read(paths):
    """Records of every readable query under ``paths``; problems and unknown tasks go to stderr."""
    from ..runs.readers import read_paths

    result = read_paths(paths)
    for problem in result.problems:
        print(f"benchgrade: skipped: {problem}", file=sys.stderr)
    for name, where in sorted(result.unknown_tasks.items()):
        print(f"benchgrade: skipped: unknown task {name!r} ({where}): benchgrade does not know how this task's "
              f"documents give the gold, so its replies are not re-graded", file=sys.stderr)
    if not result.records:
        raise UserError("nothing to read: " + (result.problems[0] if result.problems else
                                               f"no known task in {', '.join(map(str, paths))}"))
    return result


def exit_status(result) -> int:
    """0 when everything was read; 1 when something was skipped (the outputs cover the rest)."""
    skipped = len(result.problems) + len(result.unknown_tasks)
    if skipped:
        print(f"benchgrade: {skipped} input problem(s) above; the outputs cover everything else", file=sys.stderr)
        return 1
    return 0


def table(header: list[str], rows: list[list[str]], out=None) -> None:
    out = out or sys.stdout
    lines = [header] + rows
    widths = [max(len(line[i]) for line in lines) for i in range(len(header))]
    for line in lines:
        print("  ".join(cell.ljust(w) for cell, w in zip(line, widths)).rstrip(), file=out)


def fmt(value, digits: int = 3) -> str:
    return "-" if value is None else f"{value:.{digits}f}"
