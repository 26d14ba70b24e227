"""Every ```bash block of the user docs runs, verbatim, offline, the way the README tells a user to.

The convention (stated in the README, "Commands in this README"):

* every ```bash block of :data:`DOCS` is one bash script (``set -euo pipefail``); the blocks of one
  file run in order in one scratch folder that links the checkout's top-level files (as a reader
  follows the file top-down, a later block may read what an earlier one wrote, e.g. ``results/``);
* the README's ``benchgrade serve-demo`` line is what a user runs in a second terminal: the test
  starts exactly that line in the background (on a free port in place of 8000, here and in every
  ``127.0.0.1:8000`` of the docs) before the blocks after it, and stops it at the end;
* an ``export`` line holds for every later block of its file, as in one terminal session, and the
  README's exports also for ``tasks/README.md`` and ``environments/README.md``, which say that
  their examples assume the README's setup; nothing else is set for the blocks: no data folder,
  everything offline (dead proxy, HF/uv offline);
* install steps (:data:`SETUP`) are what the test's environment already did (the fresh venv of
  ``tests/verifiers/conftest.py``: the benchgrade wheel, lm-eval, verifiers and the
  environments installed by the real ``prime env install``), so those ``&&`` segments are dropped;
* a line ending in ``# not run by the docs test: <why>`` is dropped, its reason visible to readers.

New blocks in these files are picked up without touching this test.
"""
from __future__ import annotations

import json
import re
import socket
import subprocess
import threading
import urllib.request
from pathlib import Path

import pytest

from tests.conftest import REPO_ROOT
from tests.verifiers.conftest import fresh_venv  # noqa: F401  (the session fixture)

DOCS = ["README.md", "tasks/README.md", "environments/README.md"]
#: The doc whose server and exports the other docs' examples assume (they say so).
SETUP_DOC = "README.md"
SETUP = ("python3 -m venv", "python -m venv", ". .venv/bin/activate", "source .venv/bin/activate",
         "pip install", "prime env install")
EXCLUDED = "# not run by the docs test:"
SERVER = "benchgrade serve-demo"
PLACEHOLDER_PORT = "8000"
_BLOCK = re.compile(r"^```bash[^\n]*\n(.*?)^```", re.M | re.S)
_EXPORT = re.compile(r"^export\s+\w+=")


def blocks(doc: str) -> list[tuple[int, str]]:
    """``(line number, text)`` of each ```bash block of ``doc``."""
    text = (REPO_ROOT / doc).read_text(encoding="utf-8")
    return [(text.count("\n", 0, m.start()) + 1, m.group(1)) for m in _BLOCK.finditer(text)]


def _logical_lines(block: str) -> list[str]:
    return [line for line in re.sub(r"\\\n\s*", " ", block).splitlines() if EXCLUDED not in line]


def runnable(block: str) -> str:
    """The block as the test runs it: continuations joined, setup segments, excluded lines and the
    demo server's line (started in the background by :func:`demo_server`) dropped."""
    kept = []
    for line in _logical_lines(block):
        if line.strip().startswith(SERVER):
            continue
        segments = [s for s in line.split(" && ") if not s.strip().startswith(SETUP)]
        if segments and segments[-1].strip():
            kept.append(" && ".join(segments))
    return "\n".join(kept)


def exports_before(doc: str, line: int) -> list[str]:
    """The ``export`` lines a reader has run before the block at ``line`` of ``doc`` (the README's first)."""
    found = []
    for source in ([SETUP_DOC] if doc != SETUP_DOC else []) + [doc]:
        for start, block in blocks(source):
            if source == doc and start >= line:
                break
            found += [text.strip() for text in _logical_lines(block) if _EXPORT.match(text.strip())]
    return found


def server_line() -> str:
    """The README's ``benchgrade serve-demo …`` line (comment dropped), exactly one."""
    lines = [text.split(" #", 1)[0].strip() for _, block in blocks(SETUP_DOC) for text in _logical_lines(block)
             if text.strip().startswith(SERVER)]
    assert len(lines) == 1, f"{SETUP_DOC} must show one `{SERVER}` line; found {lines}"
    return lines[0]


ALL_BLOCKS = [(doc, line, block) for doc in DOCS for line, block in blocks(doc)]


def test_every_doc_has_blocks_and_excluded_lines_say_why():
    assert {doc for doc, _, _ in ALL_BLOCKS} == set(DOCS)
    for doc, line, block in ALL_BLOCKS:
        for text in block.splitlines():
            if EXCLUDED in text:
                assert text.split(EXCLUDED, 1)[1].strip(), f"{doc}:{line}: say why a line is not run"


def test_the_readme_says_how_to_run_the_examples_offline_before_the_first_example_needing_it():
    """The server and data setup come before the first block that talks to 127.0.0.1:8000."""
    assert f"--port {PLACEHOLDER_PORT}" in server_line()
    first_server_use = min(line for doc, line, block in ALL_BLOCKS if doc == SETUP_DOC and "127.0.0.1:8000" in block)
    setup_lines = [line for line, block in blocks(SETUP_DOC) if SERVER in block or "export BENCHGRADE_DATA_DIR" in block]
    assert setup_lines and max(setup_lines) < first_server_use
    for other in DOCS[1:]:  # the other docs point at the README's setup instead of repeating it
        assert "serve-demo" in (REPO_ROOT / other).read_text(encoding="utf-8"), other


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def _env(fresh_venv) -> dict:  # noqa: F811
    env = fresh_venv.env()
    env.pop("BENCHGRADE_DATA_DIR", None)  # only what the docs export
    return env


@pytest.fixture(scope="session")
def demo_server(fresh_venv):  # noqa: F811
    """The README's serve-demo line, started as a user starts it in a second terminal (on a free port)."""
    port = str(_free_port())
    command = server_line().replace(f"--port {PLACEHOLDER_PORT}", f"--port {port}")
    proc = subprocess.Popen(["bash", "-c", f"exec {command}"], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True, env=_env(fresh_venv))
    banner: list[str] = []
    reader = threading.Thread(target=lambda: banner.append(proc.stdout.readline()), daemon=True)
    reader.start()
    reader.join(120)
    if not banner or f"127.0.0.1:{port}" not in banner[0]:
        proc.kill()
        pytest.fail(f"`{command}` did not start: {banner} {proc.stderr.read()[-2000:]}")
    yield port
    proc.terminate()
    proc.wait(timeout=30)


@pytest.fixture(scope="session")
def scratch(tmp_path_factory):
    """One scratch folder per doc, shared by its blocks (which run in file order)."""
    folders: dict[str, Path] = {}

    def folder(doc: str) -> Path:
        if doc not in folders:
            folders[doc] = tmp_path_factory.mktemp(doc.replace("/", "_").replace(".", "_"))
            for entry in REPO_ROOT.iterdir():
                if not entry.name.startswith("."):
                    (folders[doc] / entry.name).symlink_to(entry)
        return folders[doc]

    return folder


@pytest.mark.slow
@pytest.mark.parametrize("doc,line,block", ALL_BLOCKS, ids=[f"{d}:{n}" for d, n, _ in ALL_BLOCKS])
def test_doc_commands_run_verbatim(doc, line, block, fresh_venv, scratch, demo_server):  # noqa: F811
    script = runnable(block)
    if not script.strip():
        if SERVER in block:  # the block that starts the demo server: it is up and answering
            with urllib.request.urlopen(f"http://127.0.0.1:{demo_server}/v1/models", timeout=10) as response:
                assert json.load(response)["data"][0]["id"] == "benchgrade-demo"
            return
        pytest.skip(f"{doc}:{line}: only install steps (done by the test environment) or excluded lines")
    script = "\n".join([*exports_before(doc, line), script]).replace("127.0.0.1:8000", f"127.0.0.1:{demo_server}")
    proc = subprocess.run(["bash", "-euo", "pipefail", "-c", script], capture_output=True, text=True,
                          cwd=scratch(doc), env=_env(fresh_venv), timeout=1200)
    log = proc.stdout + proc.stderr
    assert proc.returncode == 0, f"{doc}:{line} failed:\n{script}\n---\n{log[-5000:]}"
    assert "Trace push failed" not in log and "Traceback (most recent call last)" not in log, log[-3000:]
    assert "PyTorch was not found" not in log, log[-3000:]
