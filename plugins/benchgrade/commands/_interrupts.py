"""Ctrl-C that is never lost.

Python drops a ``KeyboardInterrupt`` raised while a ``__del__`` or a weakref callback runs (it
prints "Exception ignored in …" and carries on), and a long command spends much of its time in
library code that frees objects (``datasets.Dataset.__del__``). So the handler also records the
interrupt, and loops that run check after check call :func:`stop_if_interrupted` between them:
an interrupt that landed in a destructor still stops the command at the next step. The
"Exception ignored in …" traceback Python would print for it is not printed: the interrupt is
recorded, and the command ends with its one line.
"""
from __future__ import annotations

import signal
import sys
import threading

_interrupted = threading.Event()


def _on_sigint(signum, frame) -> None:
    _interrupted.set()
    raise KeyboardInterrupt


def _unraisable(hook):
    """``sys.unraisablehook`` that stays quiet about a recorded Ctrl-C dropped in a destructor."""
    def quiet(unraisable) -> None:
        if isinstance(unraisable.exc_value, KeyboardInterrupt) and _interrupted.is_set():
            return  # (recorded: the command stops at its next step, with one line)
        hook(unraisable)
    quiet.benchgrade = True
    return quiet


def install() -> None:
    """Use the recording handler for SIGINT (only the main thread may set handlers)."""
    _interrupted.clear()
    if threading.current_thread() is threading.main_thread():
        signal.signal(signal.SIGINT, _on_sigint)
    if not getattr(sys.unraisablehook, "benchgrade", False):
        sys.unraisablehook = _unraisable(sys.unraisablehook)


def interrupted() -> bool:
    """Whether Ctrl-C came since :func:`install`."""
    return _interrupted.is_set()


def stop_if_interrupted() -> None:
    """Raise ``KeyboardInterrupt`` if Ctrl-C came since :func:`install`, even if it was swallowed."""
    if _interrupted.is_set():
        raise KeyboardInterrupt
