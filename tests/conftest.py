"""Shared test configuration.

``SHARED_DATA`` points at the full benchmark files (``../shared/data`` next to the
checkout, or ``$BENCHGRADE_SHARED_DATA``). On a user's machine it is absent, and
tests that need it skip with a reason; everything else runs on the small real
slices committed under ``tests/data``.
"""
from __future__ import annotations

import os
from pathlib import Path

import pytest

REPO_ROOT = Path(__file__).resolve().parents[1]
TEST_DATA = REPO_ROOT / "tests" / "data"


def _find_shared() -> Path | None:
    env = os.environ.get("BENCHGRADE_SHARED_DATA")
    candidates = [Path(env)] if env else []
    candidates.append(REPO_ROOT.parent / "shared")
    for root in candidates:
        if (root / "data" / "SOURCES.md").is_file():
            return root
    return None


SHARED = _find_shared()
SHARED_DATA = SHARED / "data" if SHARED else None
CONFORMANCE = SHARED / "conformance" if SHARED else None

needs_shared_data = pytest.mark.skipif(
    SHARED is None,
    reason="needs the full benchmark files in ../shared/data (or $BENCHGRADE_SHARED_DATA); absent on this machine",
)
