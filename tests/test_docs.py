"""Every ```bash block of the user docs runs, verbatim, offline, against the scripted server.

The convention (stated in the README, "Commands in this README"):

* every ```bash block of :data:`DOCS` is one bash script (``set -euo pipefail``); the blocks of one
  file run in order in one scratch folder that links the checkout's top-level files (as a reader
  follows the file top-down, a later block may read what an earlier one wrote, e.g. ``results/``),
  with the scripted OpenAI-compatible server
  (``tests/support/openai_stub.py``) in place of ``127.0.0.1:8000`` and ``BENCHGRADE_DATA_DIR``
  at the committed slices; everything else is offline (dead proxy, HF/uv offline);
* install steps (:data:`SETUP`) are what the test's environment already did (the fresh venv of
  ``tests/verifiers/conftest.py``: the benchgrade wheel, lm-eval, verifiers and the four
  environments installed by the real ``prime env install``), so those ``&&`` segments are dropped;
* a line ending in ``# not run by the docs test: <why>`` is dropped, its reason visible to readers.

New blocks in these files are picked up without touching this test.
"""
from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest

from tests.conftest import REPO_ROOT, TEST_DATA
from tests.support.openai_stub import OpenAIStub
from tests.verifiers.conftest import fresh_venv  # noqa: F401  (the session fixture)

DOCS = ["README.md", "tasks/README.md", "environments/README.md"]
SETUP = ("python3 -m venv", "python -m venv", ". .venv/bin/activate", "source .venv/bin/activate",
         "pip install", "prime env install")
EXCLUDED = "# not run by the docs test:"
PLACEHOLDER = "127.0.0.1:8000"
_BLOCK = re.compile(r"^```bash[^\n]*\n(.*?)^```", re.M | re.S)


def blocks(doc: str) -> list[tuple[int, str]]:
    """``(line number, text)`` of each ```bash block of ``doc``."""
    text = (REPO_ROOT / doc).read_text(encoding="utf-8")
    return [(text.count("\n", 0, m.start()) + 1, m.group(1)) for m in _BLOCK.finditer(text)]


def runnable(block: str) -> str:
    """The block as the test runs it: continuations joined, setup segments and excluded lines dropped."""
    logical = re.sub(r"\\\n\s*", " ", block).splitlines()
    kept = []
    for line in logical:
        if EXCLUDED in line:
            continue
        segments = [s for s in line.split(" && ") if not s.strip().startswith(SETUP)]
        if segments and segments[-1].strip():
            kept.append(" && ".join(segments))
    return "\n".join(kept)


ALL_BLOCKS = [(doc, line, block) for doc in DOCS for line, block in blocks(doc)]


def test_every_doc_has_blocks_and_excluded_lines_say_why():
    assert {doc for doc, _, _ in ALL_BLOCKS} == set(DOCS)
    for doc, line, block in ALL_BLOCKS:
        for text in block.splitlines():
            if EXCLUDED in text:
                assert text.split(EXCLUDED, 1)[1].strip(), f"{doc}:{line}: say why a line is not run"


class _Responder:
    """The oracle of the lm-eval end-to-end tests; anything else gets a plain answer line."""

    def __init__(self):
        from tests.lm_eval.scripted import ItemIndex, Scripted

        self.model = Scripted(ItemIndex(TEST_DATA), right=True)

    def __call__(self, request) -> str:
        try:
            return self.model(request)
        except (LookupError, KeyError):
            return "Answer: A"

    def score(self, text: str) -> float:
        try:
            return self.model.score(text)
        except (LookupError, KeyError):
            return -1.0


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
def test_doc_commands_run_verbatim(doc, line, block, fresh_venv, scratch):  # noqa: F811
    script = runnable(block)
    if not script.strip():
        pytest.skip(f"{doc}:{line}: only install steps (done by the test environment) or excluded lines")
    tmp_path = scratch(doc)
    responder = _Responder()
    with OpenAIStub(responder, responder.score) as stub:
        script = script.replace(PLACEHOLDER, stub.base_url.removeprefix("http://"))
        proc = subprocess.run(["bash", "-euo", "pipefail", "-c", script], capture_output=True, text=True,
                              cwd=tmp_path, env=fresh_venv.env(), timeout=1200)
    log = proc.stdout + proc.stderr
    assert proc.returncode == 0, f"{doc}:{line} failed:\n{script}\n---\n{log[-5000:]}"
    assert "Trace push failed" not in log and "Traceback (most recent call last)" not in log, log[-3000:]
