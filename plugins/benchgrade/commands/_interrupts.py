"""Ctrl-C that is never lost.

Python drops a ``KeyboardInterrupt`` raised while a ``__del__`` or a weakref callback runs (it
prints "Exception ignored in …" and carries on), and a long command spends much of its time in
library code that frees objects (``datasets.Dataset.__del__``). So the handler also records the
interrupt, and loops that run check after check call :func:`stop_if_interrupted` between them:
an interrupt that landed in a destructor still stops the command at the next step.
"""
from __future__ import annotations

import signal
import threading

_interrupted = threading.Event()


def _on_sigint(signum, frame) -> None:
    _interrupted.set()
    raise KeyboardInterrupt


def install() -> None:
    """Use the recording handler for SIGINT (only the main thread may set handlers)."""
    _interrupted.clear()
    if threading.current_thread() is threading.main_thread():
        signal.signal(signal.SIGINT, _on_sigint)


def interrupted() -> bool:
    """Whether Ctrl-C came since :func:`install`."""
    return _interrupted.is_set()


def stop_if_interrupted() -> None:
    """Raise ``KeyboardInterrupt`` if Ctrl-C came since :func:`install`, even if it was swallowed."""
    if _interrupted.is_set():
        raise KeyboardInterrupt
