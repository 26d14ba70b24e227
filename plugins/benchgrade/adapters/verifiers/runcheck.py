"""Old name of ``benchgrade check-run`` (:mod:`benchgrade.commands.check_run`), kept as a thin alias.

    python -m benchgrade.adapters.verifiers.runcheck RUN_DIR   ==   benchgrade check-run RUN_DIR
"""
from __future__ import annotations

import sys

from benchgrade.commands.check_run import RunSummary, summarize

__all__ = ["RunSummary", "main", "summarize"]


def main(argv: list[str] | None = None) -> int:
    from benchgrade.cli import main as benchgrade_main

    return benchgrade_main(["check-run", *(sys.argv[1:] if argv is None else argv)])


if __name__ == "__main__":
    sys.exit(main())
