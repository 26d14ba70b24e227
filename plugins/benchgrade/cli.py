"""``benchgrade`` command line: one subcommand per module in :mod:`benchgrade.commands`.

A user's mistake (a missing file, a bad line, a wrong argument) is one line on stderr,
``benchgrade: error: …``, and exit status 2 — never a traceback. Ctrl-C is one line and exit status 130.
"""
from __future__ import annotations

import argparse
import importlib
import sys

from .commands import COMMANDS, UserError
from .notices import quiet_missing_torch_notice


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="benchgrade",
        description="Evaluation numbers people can trust: grade, check and re-grade BBH, SocialIQA, MMLU, "
                    "GSM8k and ExamQM runs with one answer-grading core.")
    sub = parser.add_subparsers(dest="command", required=True)
    modules = {}
    for name in COMMANDS:
        module = importlib.import_module(f"benchgrade.commands.{name}")
        command = sub.add_parser(module.NAME, help=module.HELP, description=module.HELP)
        module.add_arguments(command)
        modules[module.NAME] = module
    args = parser.parse_args(argv)
    quiet_missing_torch_notice()
    try:
        return modules[args.command].run(args)
    except UserError as exc:
        print(f"benchgrade: error: {exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:  # outputs are written atomically (write_atomic): none is left half-written
        print(f"benchgrade {args.command}: interrupted; no file was left half-written; run it again to finish",
              file=sys.stderr)
        return 130


if __name__ == "__main__":
    sys.exit(main())
