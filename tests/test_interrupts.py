"""A Ctrl-C that lands in a destructor is not lost (see ``benchgrade.commands._interrupts``).

Python ignores a ``KeyboardInterrupt`` raised while ``__del__`` runs; ``benchgrade validate`` once
finished with exit 0 when the signal arrived inside ``datasets.Dataset.__del__``.
"""
from __future__ import annotations

import os
import signal

import pytest

from benchgrade.commands import _interrupts


class _InterruptedWhileFreed:
    def __del__(self):
        os.kill(os.getpid(), signal.SIGINT)  # the handler raises inside __del__: Python ignores it


@pytest.mark.filterwarnings("ignore::pytest.PytestUnraisableExceptionWarning")  # the dropped one, as expected
def test_an_interrupt_swallowed_by_a_destructor_still_stops_the_next_step():
    previous = signal.getsignal(signal.SIGINT)
    try:
        _interrupts.install()
        _interrupts.stop_if_interrupted()  # nothing yet
        _InterruptedWhileFreed()  # freed at once; its KeyboardInterrupt is printed and dropped
        with pytest.raises(KeyboardInterrupt):
            _interrupts.stop_if_interrupted()
    finally:
        signal.signal(signal.SIGINT, previous)
        _interrupts._interrupted.clear()
