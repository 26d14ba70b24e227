"""``benchgrade`` command line: one subcommand per module in :mod:`benchgrade.commands`.

A user's mistake (a missing file, a bad line, a wrong argument) is one line on stderr,
``benchgrade: error: …``, and exit status 2 — never a traceback. Ctrl-C is one line and exit
status 130 (a command that knows what it kept says so itself; otherwise the line here). What the
commands print passes through :class:`TerminalText`: control characters from data (a subtask
name with escape sequences) never reach the terminal, and a reader that goes away
(``benchgrade check-run … | head``) ends the printing quietly, not the command.
"""
from __future__ import annotations

import argparse
import importlib
import io
import os
import signal
import sys

from .commands import COMMANDS, UserError
from .commands import _interrupts
from .notices import quiet_missing_torch_notice


class TerminalText(io.TextIOBase):
    """A text stream that strips control characters and swallows a broken pipe."""

    def __init__(self, stream):
        self.stream = stream
        self.broken = False

    def write(self, text: str) -> int:
        from .runs.safetext import for_terminal

        if not self.broken:
            try:
                self.stream.write(for_terminal(text))
            except BrokenPipeError:
                self._drop()
        return len(text)

    def flush(self) -> None:
        if not self.broken:
            try:
                self.stream.flush()
            except BrokenPipeError:
                self._drop()

    def _drop(self) -> None:
        """The reader is gone: later writes (and the interpreter's last flush) go nowhere."""
        self.broken = True
        try:
            devnull = os.open(os.devnull, os.O_WRONLY)
            os.dup2(devnull, self.stream.fileno())
            os.close(devnull)
        except (OSError, ValueError, io.UnsupportedOperation):
            pass

    def isatty(self) -> bool:
        return getattr(self.stream, "isatty", lambda: False)()

    def fileno(self) -> int:
        return self.stream.fileno()

    @property
    def encoding(self):
        return getattr(self.stream, "encoding", "utf-8")


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
    _interrupts.install()
    quiet_missing_torch_notice()
    saved = sys.stdout, sys.stderr
    sys.stdout, sys.stderr = TerminalText(sys.stdout), TerminalText(sys.stderr)
    try:
        code = modules[args.command].run(args)
    except UserError as exc:
        print(f"benchgrade: error: {exc}", file=sys.stderr)
        code = 2
    except (KeyboardInterrupt, Exception) as exc:
        # Ctrl-C may surface wrapped ("Error calling __set_name__" while a library's class was being
        # made) or be swallowed and followed by another error: whatever ends a run after it, it was the interrupt
        if not (isinstance(exc, KeyboardInterrupt) or _interrupts.interrupted()):
            raise
        # outputs are written atomically (write_atomic, output sets): none is left half-written
        print(f"benchgrade {args.command}: interrupted; no file was left half-written; run it again to finish",
              file=sys.stderr)
        code = 130
    finally:
        for stream in (sys.stdout, sys.stderr):
            stream.flush()
        sys.stdout, sys.stderr = saved
        if argv is None:  # the console script: the work is done, a late Ctrl-C must not turn it into a failure
            signal.signal(signal.SIGINT, signal.SIG_IGN)
    if argv is None and _interrupts.interrupted():
        _end_now(code)
    return code


def _end_now(code: int) -> None:
    """End the process after a Ctrl-C without the interpreter's teardown of extension modules.

    A Ctrl-C that lands while a C extension initialises (matplotlib's, imported for the chart)
    leaves it half made, and freeing it at exit can abort the process ("Fatal Python error:
    PyThreadState_Get", exit -6) after the command has already said what it did. Every file is
    written and closed by now; the atexit work (temporary folders, logging) still runs.
    """
    import atexit

    atexit._run_exitfuncs()
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except (OSError, ValueError):
            pass
    os._exit(code)

if __name__ == "__main__":
    sys.exit(main())
