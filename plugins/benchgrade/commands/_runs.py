"""Shared by ``rescore`` and ``export``: arguments, the run (read -> grade -> write one output set),
problems and interrupts reported in one line each, tables."""
from __future__ import annotations

import signal
import sys
from pathlib import Path

from . import UserError


def add_run_arguments(parser, out_default: str) -> None:
    """The arguments ``rescore`` and ``export`` share: host output paths, --out, --jobs, run choice."""
    from ..runs.pipeline import default_jobs

    parser.add_argument("paths", nargs="+", type=Path, metavar="PATH",
                        help="lm-eval output folder, verifiers traces.jsonl (or run folder), OLMES *-predictions.jsonl")
    parser.add_argument("--out", type=Path, default=Path(out_default),
                        help=f"folder for this run's files, replaced as one set (default ./{out_default})")
    parser.add_argument("--jobs", type=int, default=default_jobs(), metavar="N",
                        help=f"processes grading in parallel (default: every core, here {default_jobs()})")
    parser.add_argument("--all-runs", action="store_true",
                        help="read every lm-eval run in a folder side by side (default: the newest run of each task)")
    parser.add_argument("--allow-skips", action="store_true",
                        help="exit 0 even when lines were skipped or repaired (they are still listed)")


class Terminated(KeyboardInterrupt):
    """SIGTERM, handled as Ctrl-C: the staging folder is removed, --out keeps its previous set."""


def _terminate(signum, frame):
    raise Terminated()


def run_set(args, command: str, job, make_consumer, finish, report) -> int:
    """Plan the inputs, stream every record through ``job`` into the consumer, write the set.

    make_consumer(staged, problems) -> consumer; finish(staged, consumer, problems, plan) -> what
    ``report`` prints (called after the set is in place, so a closed pipe or Ctrl-C while
    printing loses nothing). Returns the exit status.
    """
    from ..runs.outputs import OutputError, OutputSet
    from ..runs.pipeline import run
    from ..runs.problems import Problems
    from ..runs.sources import plan as plan_inputs
    from ._interrupts import interrupted

    if args.jobs < 1:
        raise UserError(f"--jobs {args.jobs}: give 1 or more processes")
    plan = plan_inputs(args.paths, all_runs=args.all_runs)
    staged = OutputSet(args.out, command, [str(source.path) for source in plan.sources])
    previous = signal.signal(signal.SIGTERM, _terminate)
    try:
        with staged:
            problems = Problems(staged.scratch)
            for problem in plan.problems:
                problems.skip(problem)
            for name, where in sorted(plan.unknown.items()):
                problems.skip(f"{where}: unknown task {name!r}: benchgrade does not know how this task's documents "
                              f"give the gold, so its replies are not re-graded — skipped")
            for note in plan.notes:
                problems.note(note)
            if not plan.sources:
                raise UserError("nothing to read: " + (plan.problems[0] if plan.problems else
                                                       f"no known task in {', '.join(map(str, args.paths))}"))
            consumer = make_consumer(staged, problems)
            run(job, plan.sources, consumer, problems, args.jobs, label=command)
            problems.finish()
            printed = finish(staged, consumer, problems, plan)
            staged.commit({"skipped": problems.skipped.count, "repaired": problems.repaired.count})
        report(printed)
        return problems.exit_status(args.allow_skips)
    except (KeyboardInterrupt, Exception) as stop:
        # Ctrl-C may surface wrapped by a library ("Error calling __set_name__" while a class is
        # made) or be swallowed in a destructor and followed by another error: it was the interrupt
        if not (isinstance(stop, KeyboardInterrupt) or interrupted()):
            if isinstance(stop, OutputError):
                raise UserError(str(stop)) from None
            raise
        print(f"benchgrade: {'terminated' if isinstance(stop, Terminated) else 'interrupted'}: {staged.kept()}",
              file=sys.stderr)
        return 143 if isinstance(stop, Terminated) else 130
    finally:
        signal.signal(signal.SIGTERM, previous)


def table(header: list[str], rows: list[list[str]], out=None, units: list[str] | None = None) -> None:
    """Columns padded to their widest cell; ``units`` is a second header line (what a column counts)."""
    out = out or sys.stdout
    lines = [header] + ([units] if units else []) + rows
    widths = [max(len(line[i]) for line in lines) for i in range(len(header))]
    for line in lines:
        print("  ".join(cell.ljust(w) for cell, w in zip(line, widths)).rstrip(), file=out)


def fmt(value, digits: int = 3) -> str:
    return "-" if value is None else f"{value:.{digits}f}"
