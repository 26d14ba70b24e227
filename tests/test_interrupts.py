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


class _SetNameInterrupted:
    def __set_name__(self, owner, name):
        os.kill(os.getpid(), signal.SIGINT)  # Python reports it as "Error calling __set_name__" (a RuntimeError)


def test_a_ctrl_c_that_surfaces_as_another_error_ends_the_command_as_an_interrupt(monkeypatch, capsys):
    """As seen with matplotlib imported mid-interrupt: one line and exit 130, not a traceback."""
    from benchgrade import cli
    from benchgrade.commands import validate

    def run(args):
        type("MadeWhileInterrupted", (), {"attribute": _SetNameInterrupted()})
        return 0

    previous = signal.getsignal(signal.SIGINT)
    monkeypatch.setattr(validate, "run", run)
    try:
        assert cli.main(["validate"]) == 130
    finally:
        signal.signal(signal.SIGINT, previous)
        _interrupts._interrupted.clear()
    assert capsys.readouterr().err.strip() == (
        "benchgrade validate: interrupted; no file was left half-written; run it again to finish")


def test_an_interrupt_dropped_by_a_destructor_prints_no_traceback():
    """Python would print "Exception ignored in … Traceback" for it; recorded, it is left to the command's one line."""
    import subprocess
    import sys

    child = (
        "import os, signal\n"
        "from benchgrade.commands import _interrupts\n"
        "class Freed:\n"
        "    def __del__(self):\n"
        "        os.kill(os.getpid(), signal.SIGINT)\n"
        "_interrupts.install()\n"
        "Freed()\n"
        "try:\n"
        "    _interrupts.stop_if_interrupted()\n"
        "except KeyboardInterrupt:\n"
        "    print('stopped')\n"
    )
    done = subprocess.run([sys.executable, "-c", child], capture_output=True, text=True, timeout=60,
                          env=os.environ | {"PYTHONPATH": os.pathsep.join(sys.path)})
    assert done.stdout.strip() == "stopped", done.stderr
    assert "Traceback" not in done.stderr and "Exception ignored" not in done.stderr, done.stderr
