"""Shared pieces of the verifiers tests.

Fast tests import the environment packages straight from ``environments/`` (they are
pure source); the end-to-end tests install them with the real ``prime env install``
into ONE fresh virtual environment per session (:func:`fresh_venv`), because
installs are the slow part on a 2-core CI box.
"""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

import pytest

from tests.conftest import REPO_ROOT, TEST_DATA

ENVIRONMENTS = REPO_ROOT / "environments"
#: environment id -> benchmark; the ids are what users type (`vf-eval benchgrade-gsm8k`).
ENV_IDS = {"benchgrade-bbh": "bbh", "benchgrade-socialiqa": "socialiqa",
           "benchgrade-mmlu": "mmlu", "benchgrade-gsm8k": "gsm8k"}
#: Taskset knobs that make each environment load from the committed slices in tests/data
#: (they hold test rows for gsm8k/mmlu, whose RL defaults are train/val).
SLICE_OPTIONS = {"benchgrade-bbh": {}, "benchgrade-socialiqa": {},
                 "benchgrade-mmlu": {"split": "test"}, "benchgrade-gsm8k": {"split": "test"}}

for folder in sorted(ENVIRONMENTS.glob("benchgrade_*")):
    if str(folder) not in sys.path:
        sys.path.insert(0, str(folder))


def load_tasks(env_id: str, **options):
    """The environment's tasks, loaded the way prime-rl does (config dict -> env -> taskset)."""
    import verifiers.v1 as vf

    config = vf.resolve_env_config(
        {"taskset": {"id": env_id, "data_dir": str(TEST_DATA), **SLICE_OPTIONS[env_id], **options}})
    return list(vf.load_taskset(config.taskset))


def tool(name: str) -> str:
    """A console script of the test interpreter's environment (prime, uv), else PATH."""
    local = Path(sys.executable).with_name(name)
    found = str(local) if local.exists() else shutil.which(name)
    if not found:
        pytest.fail(f"`{name}` is needed for the verifiers end-to-end tests (pip install -e '.[test]')")
    return found


def run(cmd: list[str], *, env: dict | None = None, timeout: int = 600, check: bool = True,
        cwd: Path | None = None) -> subprocess.CompletedProcess:
    proc = subprocess.run([str(c) for c in cmd], env=env, cwd=cwd, capture_output=True, text=True,
                          timeout=timeout)
    if check and proc.returncode != 0:
        raise AssertionError(f"{' '.join(map(str, cmd))} exited {proc.returncode}\n"
                             f"--- stdout\n{proc.stdout[-4000:]}\n--- stderr\n{proc.stderr[-4000:]}")
    return proc


@dataclass
class FreshVenv:
    """A virtual environment holding only the benchgrade wheel and what `prime env install` added."""

    root: Path
    install_seconds: float

    @property
    def bin(self) -> Path:
        return self.root / "bin"

    def env(self, **extra: str) -> dict[str, str]:
        """Process environment for the venv's CLIs: offline for everything but 127.0.0.1."""
        env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "BENCHGRADE_DATA_DIR")}
        env.update(VIRTUAL_ENV=str(self.root), PATH=f"{self.bin}{os.pathsep}{env.get('PATH', '')}",
                   BENCHGRADE_DATA_DIR=str(TEST_DATA), HF_HUB_OFFLINE="1", UV_OFFLINE="1",
                   # any attempt to reach PyPI or a remote sandbox fails fast instead of passing silently
                   HTTP_PROXY="http://127.0.0.1:9", HTTPS_PROXY="http://127.0.0.1:9",
                   NO_PROXY="127.0.0.1,localhost", STUB_API_KEY="sk-stub")
        env.update(extra)
        return env


@pytest.fixture(scope="session")
def fresh_venv(tmp_path_factory) -> FreshVenv:
    """Build the benchgrade wheel, make a fresh venv with it, then `prime env install` all four (and benchgrade-examqm).

    benchgrade is not on PyPI, so it is installed first (from the wheel built from this
    checkout); the environments' `benchgrade` dependency is then already satisfied and uv
    only resolves `verifiers==0.4.0` from the package index (its cache after the first run).
    """
    uv, prime = tool("uv"), tool("prime")
    root = tmp_path_factory.mktemp("vf-fresh")
    run([uv, "build", "--wheel", "--quiet", "--out-dir", root / "dist", REPO_ROOT], timeout=600)
    wheel = next((root / "dist").glob("benchgrade-*.whl"))
    venv = root / "venv"
    run([uv, "venv", "--quiet", "--python", sys.executable, venv])
    run([uv, "pip", "install", "--quiet", "--python", venv / "bin" / "python", wheel], timeout=900)
    env = {**os.environ, "VIRTUAL_ENV": str(venv),
           "PATH": f"{venv / 'bin'}{os.pathsep}{Path(uv).parent}{os.pathsep}{os.environ.get('PATH', '')}"}
    start = time.perf_counter()
    run([prime, "env", "install", *ENV_IDS, "-p", ENVIRONMENTS], env=env, timeout=900)
    seconds = time.perf_counter() - start
    # ExamQM too, after the timed four (the README's commands use every environment)
    run([prime, "env", "install", "benchgrade-examqm", "-p", ENVIRONMENTS], env=env, timeout=900)
    print(f"\n[verifiers] prime env install of {len(ENV_IDS)} environments into a fresh venv: "
          f"{seconds:.1f}s", flush=True)
    (root / "install_seconds.json").write_text(json.dumps({"seconds": seconds}))
    return FreshVenv(venv, seconds)
