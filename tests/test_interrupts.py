"""A Ctrl-C that lands in a destructor is not lost (see ``benchgrade.commands._interrupts``).

Python ignores a ``KeyboardInterrupt`` raised while ``__del__`` runs; ``benchgrade validate`` once
finished with exit 0 when the signal arrived inside ``datasets.Dataset.__del__``.
"""
from __future__ import annotations

import os
import signal
import subprocess
import sys

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
    done = _python(child)
    assert done.stdout.strip() == "stopped", done.stderr
    assert "Traceback" not in done.stderr and "Exception ignored" not in done.stderr, done.stderr


def test_a_ctrl_c_inside_an_extras_import_ends_rescore_as_an_interrupt(tmp_path, monkeypatch, capsys):
    """A Ctrl-C while an extension initialises surfaces as ImportError("initialization failed")
    (pybind11 chains the KeyboardInterrupt): that is the interrupt, not a missing extra."""
    import time

    from benchgrade import cli, extras
    from tests.runs.corpus import lm_eval_folder

    real = extras.import_module

    def interrupted_import(name):
        if name != "matplotlib":
            return real(name)
        try:
            os.kill(os.getpid(), signal.SIGINT)
            time.sleep(5)  # the handler raises here
        except KeyboardInterrupt as exc:
            raise ImportError("initialization failed") from exc
        raise AssertionError("no interrupt came")

    monkeypatch.setattr(extras, "import_module", interrupted_import)
    monkeypatch.delitem(sys.modules, "benchgrade.runs.chart", raising=False)
    run, out = lm_eval_folder(tmp_path / "in", "gsm8k_cot"), tmp_path / "out"
    previous = signal.getsignal(signal.SIGINT)
    try:
        assert cli.main(["rescore", str(run), "--out", str(out)]) == 130
    finally:
        signal.signal(signal.SIGINT, previous)
        _interrupts._interrupted.clear()
    err = capsys.readouterr().err
    assert err.strip() == f"benchgrade: interrupted: nothing written to {out}" and "matplotlib" not in err
    assert not out.exists()


def test_after_a_ctrl_c_the_console_script_ends_without_tearing_down_libraries():
    """A library left half made by a Ctrl-C can abort the interpreter's teardown (exit -6 after
    the command's last line); the console script ends at once with 130. Here the library is an
    object whose freeing aborts."""
    child = (
        "import os, signal, sys\n"
        "from benchgrade import cli\n"
        "from benchgrade.commands import validate\n"
        "class AbortsWhenFreed:\n"
        "    def __del__(self):\n"
        "        os.abort()\n"
        "def run(args):\n"
        "    global kept\n"
        "    kept = AbortsWhenFreed()\n"
        "    os.kill(os.getpid(), signal.SIGINT)\n"
        "    return 0\n"
        "validate.run = run\n"
        "sys.argv = ['benchgrade', 'validate']\n"
        "sys.exit(cli.main())\n"
    )
    done = _python(child)
    assert done.returncode == 130, done.stderr
    assert done.stderr.strip() == "benchgrade validate: interrupted; no file was left half-written; run it again to finish"


def _python(source: str) -> subprocess.CompletedProcess:
    """Run ``source`` in a fresh interpreter that imports this checkout's package."""
    return subprocess.run([sys.executable, "-c", source], capture_output=True, text=True, timeout=120,
                          env=os.environ | {"PYTHONPATH": os.pathsep.join(sys.path)})
