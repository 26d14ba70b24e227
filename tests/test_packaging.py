"""The wheel a user installs carries everything: task YAMLs, the ExamQM sample, the console scripts."""
from __future__ import annotations

import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

import benchgrade
from benchgrade.adapters.lm_eval.taskdir import tasks_dir

REPO = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("wheel")
    result = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "-q", "-w", str(out), str(REPO)],
        capture_output=True, text=True, timeout=600,
    )
    assert result.returncode == 0, result.stderr[-2000:]
    (path,) = out.glob("benchgrade-*.whl")
    return path


def test_wheel_contains_tasks_data_and_entry_points(wheel):
    names = zipfile.ZipFile(wheel).namelist()
    repo_yamls = sorted(p.relative_to(REPO / "tasks").as_posix() for p in (REPO / "tasks").rglob("*.yaml"))
    assert repo_yamls, "the checkout has no task YAMLs"
    wheel_yamls = sorted(n.removeprefix("benchgrade/_tasks/") for n in names
                         if n.startswith("benchgrade/_tasks/") and n.endswith(".yaml"))
    assert wheel_yamls == repo_yamls
    assert any(n.startswith("benchgrade/examqm/sample/") for n in names)
    assert "benchgrade/grading/api.py" in names
    entry_points = next(n for n in names if n.endswith(".dist-info/entry_points.txt"))
    text = zipfile.ZipFile(wheel).read(entry_points).decode()
    assert "benchgrade = benchgrade.cli:main" in text and "benchgrade-lm-eval" in text
    assert not any("real_replies" in n for n in names)


def test_wheel_carries_the_bundled_slices_with_provenance_and_licences(wheel):
    """``benchgrade validate``'s default data: tests/data as benchgrade/_sample_data, every file of it."""
    names = set(zipfile.ZipFile(wheel).namelist())
    repo = {p.relative_to(REPO / "tests" / "data").as_posix() for p in (REPO / "tests" / "data").rglob("*") if p.is_file()}
    assert {f"benchgrade/_sample_data/{n}" for n in repo} <= names
    assert {"SOURCES.md", "bbh/LICENSE", "gsm8k/LICENSE", "mmlu/LICENSE"} <= repo


def test_the_installed_package_finds_its_tasks():
    directory = tasks_dir()
    assert directory.is_dir() and any(directory.rglob("*.yaml"))
    installed_from_wheel = "site-packages" in Path(benchgrade.__file__).parts
    if installed_from_wheel:  # CI installs the wheel: the YAMLs must come from inside the package
        assert directory == Path(benchgrade.__file__).parent / "_tasks"
