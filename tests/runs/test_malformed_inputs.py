"""The malformed-input corpus (:mod:`tests.runs.corpus`) through the real CLI: ``rescore`` and
``export`` for every host-output case, ``grade`` for every JSONL case.

For each: no traceback, the damaged record named in one line (file:line and the field), the good
records graded, exit status 1 when anything was skipped or repaired (0 for valid oddities, 2 when
nothing is left to read, and then nothing written). One run per command over every case at once
goes through the installed console script with ``--allow-skips``.
"""
from __future__ import annotations

import csv
import json
import subprocess
import sys
from pathlib import Path

import pytest

from benchgrade.cli import main
from tests.runs.corpus import CASES, Case

PREFIX = {"skipped": "benchgrade: skipped: ", "repaired": "benchgrade: repaired: ", "note": "benchgrade: note: "}


def _named(err: str, case: Case) -> str:
    """The one stderr line that names the damage of ``case``."""
    name, line = case.where
    place = f"/{name}:{line}: " if line else f"/{name}: "
    prefixes = (PREFIX[case.kind],) + (("benchgrade: error: ",) if case.commands == ("grade",) and case.exit == 2 else ())
    found = [text for text in err.splitlines() if place in text and case.fragment in text
             and text.startswith(prefixes)]
    assert len(found) == 1, f"{case.name}: no single line with {place!r} and {case.fragment!r} in:\n{err}"
    return found[0]


def _graded(command: str, out: Path) -> int:
    if command == "rescore":
        payload = json.loads((out / "rescore.json").read_text(encoding="utf-8"))
        members = [t for t in payload["tasks"] if "*" not in t["task"] and t["subtask"] != "*"]
        return sum(t["queries"] for t in members) + sum(payload["loglikelihood_tasks"].values())
    if command == "export":
        with (out / "queries.csv").open(encoding="utf-8", newline="") as handle:
            return len(list(csv.DictReader(handle)))
    return len(out.read_text(encoding="utf-8").splitlines())


def _run(command: str, target: Path, out: Path) -> int:
    if command == "grade":
        return main(["grade", str(target), "--mode", "both", "--out", str(out), "--csv", str(out.with_suffix(".csv"))])
    return main([command, str(target), "--out", str(out), "--jobs", "1"])


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_corpus_case(case: Case, tmp_path, capsys):
    target = case.build(tmp_path / "in")
    for command in case.commands:
        out = tmp_path / (f"{command}.jsonl" if command == "grade" else command)
        status = _run(command, target, out)
        err = capsys.readouterr().err
        assert "Traceback" not in err
        assert status == case.exit, f"{case.name} / {command}: exit {status}\n{err}"
        if case.where:
            _named(err, case)
        if case.kind == "ok":
            assert "skipped:" not in err and "repaired:" not in err, err
        if case.exit == 2:
            assert not out.exists(), f"{case.name}: {command} wrote {out} with nothing read"
            continue
        assert _graded(command, out) == case.good, f"{case.name} / {command}\n{err}"
        if command == "rescore" and case.kind in ("skipped", "repaired"):
            payload = json.loads((out / "rescore.json").read_text(encoding="utf-8"))
            assert any(case.fragment in message for message in payload[case.kind]), payload[case.kind]
            manifest = json.loads((out / "manifest.json").read_text(encoding="utf-8"))["sets"]["rescore"]
            assert manifest[case.kind] >= 1


def test_content_parts_are_read_as_text(tmp_path):
    """Verifiers rollouts whose content is OpenAI-style parts are graded on the joined text."""
    case = next(c for c in CASES if c.name == "content as OpenAI-style parts")
    target = case.build(tmp_path / "in")
    assert main(["rescore", str(target), "--out", str(tmp_path / "r")]) == 0
    (task,) = json.loads((tmp_path / "r" / "rescore.json").read_text())["tasks"]
    assert task["robust"] == 1.0 and task["counts"]["no_answer"] == 0


def test_repaired_text_is_the_same_in_every_output(tmp_path):
    """A lone surrogate: U+FFFD in the JSONL and the CSV alike (no UnicodeEncodeError after grading)."""
    case = next(c for c in CASES if c.name == "lone surrogate" and c.host == "grade")
    target = case.build(tmp_path / "in")
    out = tmp_path / "v.jsonl"
    assert main(["grade", str(target), "--out", str(out), "--csv", str(tmp_path / "v.csv")]) == 1
    rows = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]
    assert "So \ufffd the" in rows[1]["reply"]
    assert "So \ufffd the" in (tmp_path / "v.csv").read_text(encoding="utf-8")


@pytest.mark.slow
def test_every_case_at_once_through_the_console_script(tmp_path):
    """One rescore and one export over every case folder, as a user would run them (``--allow-skips``)."""
    cases = [c for c in CASES if "rescore" in c.commands]
    targets = [str(c.build(tmp_path / f"case{i}")) for i, c in enumerate(cases)]
    script = Path(sys.executable).with_name("benchgrade")
    for command in ("rescore", "export"):
        proc = subprocess.run([str(script), command, *targets, "--out", str(tmp_path / command), "--allow-skips"],
                              capture_output=True, text=True, timeout=600)
        assert proc.returncode == 0, proc.stderr[-3000:]
        assert "Traceback" not in proc.stderr
        for case in cases:
            if case.where:
                assert case.fragment in proc.stderr, (case.name, command)
    payload = json.loads((tmp_path / "rescore" / "rescore.json").read_text(encoding="utf-8"))
    assert len(payload["skipped"]) >= sum(c.kind == "skipped" for c in cases)
