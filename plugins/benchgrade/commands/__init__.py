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
    "validate",
    "rescore",
    "export",
    "examqm",
    "check_run",
    "serve_demo",
]


class UserError(Exception):
    """A problem with the user's input, printed as one line (``benchgrade: error: …``), exit status 2."""


def check_output_path(path: Path, flag: str) -> None:
    """Refuse, before any work, an output path whose folder is missing or that cannot be written."""
    parent = path.parent
    if path.is_dir():
        raise UserError(f"{flag} {path}: is a directory; give a file name")
    if not parent.is_dir():
        raise UserError(f"{flag} {path}: folder {str(parent)!r} does not exist; create it first")
    if not os.access(parent, os.W_OK | os.X_OK) or (path.exists() and not os.access(path, os.W_OK)):
        raise UserError(f"{flag} {path}: not writable; choose a path you can write")


def output_folder(path: Path, flag: str = "--out") -> Path:
    """A folder for a command's results (``rescore``, ``export``, ``examqm report``), created as
    lm-eval's ``--output_path`` is; one line when it cannot be."""
    if path.exists() and not path.is_dir():
        raise UserError(f"{flag} {path}: is a file; give a folder for the results")
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise UserError(f"{flag} {path}: cannot create the folder ({exc.strerror}); choose a path you can write") from None
    if not os.access(path, os.W_OK | os.X_OK):
        raise UserError(f"{flag} {path}: not writable; choose a folder you can write")
    return path


def write_atomic(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` through a temporary file in the same folder, then rename.

    The folder must exist (:func:`check_output_path` says so before the work); the file gets the
    usual permissions (``0666`` less the umask), not the temporary file's ``0600``.
    """
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="") as handle:
            handle.write(text)
        from ..runs.outputs import file_mode

        os.chmod(tmp, file_mode())
        os.replace(tmp, path)
    except BaseException:
        os.unlink(tmp)
        raise
