"""Output sets that never mix: every file of a run comes from that run, or the folder keeps the
previous set; a second run on the same --out is refused; nothing temporary is left behind."""
from __future__ import annotations

import hashlib
import json
import os
import random
import signal
import stat
import subprocess
import sys
import time
from pathlib import Path

import pytest

from benchgrade.cli import main
from tests.runs.corpus import lm_eval_folder, traces_folder


def console() -> str:
    script = Path(sys.executable).with_name("benchgrade")
    return str(script) if script.exists() else "benchgrade"


def assert_one_consistent_set(out: Path) -> dict:
    """Every file in ``out`` is listed in its manifest with the hash it has: one set per command."""
    names = sorted(p.name for p in out.iterdir())
    manifest = json.loads((out / "manifest.json").read_text(encoding="utf-8"))
    listed = {name: entry for s in manifest["sets"].values() for name, entry in s["files"].items()}
    assert sorted([*listed, "manifest.json"]) == names, (names, sorted(listed))
    for name, entry in listed.items():
        if entry.get("sha256"):
            assert hashlib.sha256((out / name).read_bytes()).hexdigest() == entry["sha256"], f"{name} is from another run"
    return manifest


def _no_leftovers(out: Path) -> None:
    assert not [p for p in out.parent.iterdir() if p.name.startswith(f".{out.name}.")], list(out.parent.iterdir())


def test_foreign_files_are_refused_before_any_work(tmp_path, capsys):
    run = lm_eval_folder(tmp_path / "in", "gsm8k:chat::benchgrade")
    out = tmp_path / "out"
    out.mkdir()
    (out / "notes.txt").write_text("mine")
    assert main(["rescore", str(run), "--out", str(out)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "holds notes.txt, which benchgrade did not write" in err
    assert sorted(p.name for p in out.iterdir()) == ["notes.txt"]
    _no_leftovers(out)


@pytest.mark.parametrize("flags,message", [(["--examples", "-1"], "--examples must be 0 or more"),
                                           (["--jobs", "0"], "--jobs 0: give 1 or more processes")])
def test_a_bad_argument_is_one_line_before_anything_is_read_or_written(tmp_path, capsys, flags, message):
    run = lm_eval_folder(tmp_path / "in", "gsm8k:chat::benchgrade")
    out = tmp_path / "out"
    assert main(["rescore", str(run), "--out", str(out), *flags]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and err[0].startswith("benchgrade: error: ") and message in err[0], err
    assert not out.exists() and not list(tmp_path.glob(".out*"))


def test_rescore_and_export_share_a_folder_and_every_file_has_one_mode(tmp_path):
    run = lm_eval_folder(tmp_path / "in", "gsm8k:chat::benchgrade")
    out = tmp_path / "out"
    old = os.umask(0o027)
    try:
        assert main(["rescore", str(run), "--out", str(out)]) == 0
        assert main(["export", str(run), "--out", str(out)]) == 0
        assert main(["rescore", str(run), "--out", str(out)]) == 0  # replaces its own set, keeps export's
    finally:
        os.umask(old)
    manifest = assert_one_consistent_set(out)
    assert set(manifest["sets"]) == {"rescore", "export"}
    assert {"queries.csv", "queries.parquet", "rescore.json", "rescore.png"} <= {p.name for p in out.iterdir()}
    assert {stat.S_IMODE(p.stat().st_mode) for p in out.iterdir()} == {0o640}
    assert manifest["sets"]["rescore"]["inputs"][0]["path"].endswith(".jsonl")
    assert manifest["sets"]["rescore"]["versions"]["benchgrade"]
    _no_leftovers(out)


def _ctrl_c(*args, **kwargs):
    raise KeyboardInterrupt


def _ctrl_c_wrapped_by_a_library(*args, **kwargs):
    """As Python 3.11 reports a Ctrl-C that lands while a library makes a class."""
    from benchgrade.commands import _interrupts
    _interrupts._interrupted.set()
    raise RuntimeError("Error calling __set_name__ on '_lru_cache_wrapper' instance") from KeyboardInterrupt()


@pytest.mark.parametrize("interrupted", [_ctrl_c, _ctrl_c_wrapped_by_a_library])
def test_interrupt_keeps_the_previous_set_and_says_so(tmp_path, capsys, monkeypatch, interrupted):
    run = lm_eval_folder(tmp_path / "in", "gsm8k:chat::benchgrade")
    out = tmp_path / "out"
    assert main(["export", str(run), "--out", str(out)]) == 0
    before = {p.name: p.read_bytes() for p in out.iterdir()}
    capsys.readouterr()

    monkeypatch.setattr("benchgrade.runs.pipeline.run", interrupted)
    assert main(["export", str(run), "--out", str(out)]) == 130
    err = capsys.readouterr().err.strip().splitlines()
    assert err[-1].startswith("benchgrade: interrupted: nothing written;") and "keeps its previous set" in err[-1]
    assert {p.name: p.read_bytes() for p in out.iterdir()} == before
    _no_leftovers(out)


def _wait_for(path: Path, seconds: float = 60, proc=None, content: str | None = None) -> None:
    """Until ``path`` exists (holding ``content``), or ``proc`` has ended."""
    deadline = time.monotonic() + seconds
    while proc is None or proc.poll() is None:
        try:
            if content is None and path.exists() or content is not None and path.read_text() == content:
                return
        except OSError:
            pass
        assert time.monotonic() < deadline, f"{path} never appeared"
        time.sleep(0.005)


@pytest.mark.slow
def test_kill_and_interrupt_at_random_points_never_mix_sets(tmp_path):
    """20 runs (rescore and export, two different inputs, one --out), each killed with -9 or
    interrupted (SIGINT) at a random point: after each, --out holds complete sets only (or
    nothing yet), every file hashing as its manifest says; an interrupted run leaves nothing
    beside it. Then a second run starts while the first holds the lock (the first is paused
    there, so the race does not depend on timing): one refused in one line, one complete set."""
    inputs = [lm_eval_folder(tmp_path / "a", "gsm8k_cot"), traces_folder(tmp_path / "b")]
    out = tmp_path / "out"
    start = time.monotonic()
    assert subprocess.run([console(), "rescore", str(inputs[0]), "--out", str(out)], capture_output=True).returncode == 0
    duration = time.monotonic() - start
    rng = random.Random(15)
    outcomes = []
    for number in range(20):
        command = ("rescore", "export")[number % 2]
        how = signal.SIGKILL if number % 4 < 2 else signal.SIGINT
        proc = subprocess.Popen([console(), command, str(inputs[rng.randrange(2)]), "--out", str(out)],
                                stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        if how == signal.SIGINT:  # Ctrl-C once the command runs (not while Python itself starts)
            _wait_for(out.parent / f".{out.name}.lock", proc=proc, content=f"{proc.pid}\n")
        time.sleep(rng.uniform(0, duration * (0.6 if how == signal.SIGINT else 1.1)))
        proc.send_signal(how)
        err = proc.communicate(timeout=120)[1]
        outcomes.append((command, how.name, proc.returncode))
        assert "Traceback" not in err, err
        if out.exists():
            assert_one_consistent_set(out)
        if how == signal.SIGINT:
            assert proc.returncode in (0, 130), err
            if proc.returncode == 130:
                assert err.strip().splitlines()[-1].startswith("benchgrade: interrupted:"), err
            _no_leftovers(out)
    print(f"\n[output sets] one run takes {duration:.1f} s; outcomes {outcomes}")
    assert {code for _, _, code in outcomes} & {-9, 130}  # some runs really were cut short
    first = subprocess.Popen([console(), "export", str(inputs[0]), "--out", str(out)],
                             stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    _wait_for(out.parent / f".{out.name}.lock", proc=first, content=f"{first.pid}\n")  # it holds the lock
    assert first.poll() is None, first.stderr.read()
    first.send_signal(signal.SIGSTOP)  # and keeps holding it while the second starts, however fast it would finish
    try:
        second = subprocess.run([console(), "rescore", str(inputs[1]), "--out", str(out)], capture_output=True, text=True)
    finally:
        first.send_signal(signal.SIGCONT)
    assert first.wait(timeout=120) == 0, first.stderr.read()
    assert second.returncode == 2 and second.stderr.count("\n") == 1, second.stderr
    assert "another benchgrade run (pid" in second.stderr
    assert_one_consistent_set(out)
    _no_leftovers(out)


def test_without_matplotlib_everything_else_is_written(tmp_path, capsys, monkeypatch):
    """matplotlib is the chart extra: without it rescore writes the rest and names the extra once."""
    monkeypatch.setitem(sys.modules, "matplotlib", None)  # import matplotlib -> ImportError
    monkeypatch.delitem(sys.modules, "benchgrade.runs.chart", raising=False)
    run = lm_eval_folder(tmp_path / "in", "gsm8k:chat::benchgrade")
    assert main(["rescore", str(run), "--out", str(tmp_path / "out")]) == 0
    err = capsys.readouterr().err
    assert err.count("pip install 'benchgrade[chart]'") == 1
    assert sorted(p.name for p in (tmp_path / "out").iterdir()) == ["manifest.json", "rescore.json"]
    assert_one_consistent_set(tmp_path / "out")
