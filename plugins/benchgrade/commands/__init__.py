"""The ``benchgrade`` subcommands, one module each.

Each module defines ``NAME``, ``HELP``, ``add_arguments(parser)`` and ``run(args) -> int``.
Modules import nothing heavy at top level (no lm-eval, verifiers or datasets), so that
``benchgrade --help`` stays fast; the work is imported inside ``run``.

Commands are thin: they read the user's files and host outputs and call the grading core
(:mod:`benchgrade.grading`); they grade nothing themselves.
"""
from __future__ import annotations

import os
import tempfile
from pathlib import Path

# Module names under benchgrade.commands, in the order ``benchgrade --help`` lists them.
COMMANDS = [
    "grade",
    "check_run",
]


class UserError(Exception):
    """A problem with the user's input, printed as one line (``benchgrade: error: …``), exit status 2."""


def write_atomic(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` through a temporary file in the same folder, then rename."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
        os.replace(tmp, path)
    except BaseException:
        os.unlink(tmp)
        raise
