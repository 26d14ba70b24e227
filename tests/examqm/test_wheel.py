"""The ExamQM sample really ships in the wheel and loads (hash-verified) from it, with no checkout."""
from __future__ import annotations

import subprocess
import sys
import zipfile
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]


def test_sample_loads_from_the_unpacked_wheel(tmp_path):
    built = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "-q", "-w", str(tmp_path), str(REPO)],
        capture_output=True, text=True, timeout=600)
    assert built.returncode == 0, built.stderr[-2000:]
    (wheel,) = tmp_path.glob("benchgrade-*.whl")
    unpacked = tmp_path / "site"
    zipfile.ZipFile(wheel).extractall(unpacked)
    script = (
        "import benchgrade.examqm as e\n"
        "rows = e.load_bundled(split='all')\n"
        "assert e.bundled_root().is_relative_to(%r), e.bundled_root()\n"
        "bad = [r.id for r in rows if e.score_reply(e.record_to_json(r.gold), r).reconstruction_fidelity != 1.0]\n"
        "print(len(rows), sum(len(r.pages) for r in rows), bad)\n" % str(unpacked)
    )
    # -I: isolated mode, so neither the checkout nor the editable install can stand in for the wheel
    run = subprocess.run([sys.executable, "-I", "-c", f"import sys; sys.path.insert(0, {str(unpacked)!r})\n" + script],
                         capture_output=True, text=True, timeout=300, cwd=tmp_path)
    assert run.returncode == 0, run.stderr[-2000:]
    count, pages, bad = run.stdout.split(maxsplit=2)
    assert int(count) >= 30 and int(pages) >= int(count) and bad.strip() == "[]"
