"""Shared test configuration.

Two things from outside the project, both optional:

* ``SHARED_DATA``: the full benchmark files, a folder laid out as the original releases
  (``bbh/``, ``gsm8k/``, ``mmlu/``, ``socialiqa/``, …), exactly what ``BENCHGRADE_DATA_DIR``
  names for a run. ``$BENCHGRADE_SHARED_DATA`` if set, else ``../shared/data`` next to the
  checkout. Tests that need it carry ``@pytest.mark.shared_data`` (``needs_shared_data``)
  and skip, with the reason, when it is absent: ``pytest -m shared_data`` selects them all.
* ``SHARED``: ``../shared`` itself, for the reference notes in ``../shared/reference``
  (``@pytest.mark.shared_reference``, ``needs_shared_reference``).

Everything else runs on the small real slices committed under ``tests/data``.
"""
from __future__ import annotations

import os
from pathlib import Path

import pytest

REPO_ROOT = Path(__file__).resolve().parents[1]
TEST_DATA = REPO_ROOT / "tests" / "data"
DATA_ENV = "BENCHGRADE_SHARED_DATA"
_BENCHMARK_FOLDERS = ("bbh", "gsm8k", "mmlu", "socialiqa")


def _is_data_folder(root: Path) -> bool:
    return any((root / name).is_dir() for name in _BENCHMARK_FOLDERS)


def _find_data() -> tuple[Path | None, str]:
    """The full-data folder, or None and the reason it is missing (the skip reason)."""
    env = os.environ.get(DATA_ENV)
    if env:
        root = Path(env).expanduser()
        if _is_data_folder(root):
            return root, ""
        if _is_data_folder(root / "data"):
            return None, (f"${DATA_ENV}={env} holds data/: point it at {root / 'data'} itself (a folder "
                          f"laid out as the original releases, like $BENCHGRADE_DATA_DIR)")
        return None, f"${DATA_ENV}={env} has none of {', '.join(_BENCHMARK_FOLDERS)}/"
    default = REPO_ROOT.parent / "shared" / "data"
    if _is_data_folder(default):
        return default, ""
    return None, (f"needs the full benchmark files: {default} is absent; set ${DATA_ENV} to a folder laid "
                  f"out as the original releases (see the README's 'Data' section)")


SHARED_DATA, _DATA_MISSING = _find_data()
_shared_root = REPO_ROOT.parent / "shared"
SHARED = _shared_root if (_shared_root / "reference").is_dir() else None
CONFORMANCE = SHARED / "conformance" if SHARED else None

#: Mark a test that reads the full benchmark files (SHARED_DATA); it skips when they are absent.
needs_shared_data = pytest.mark.shared_data
#: Mark a test that reads ../shared/reference; it skips when that is absent.
needs_shared_reference = pytest.mark.shared_reference


def pytest_collection_modifyitems(config, items):
    reasons = {"shared_data": _DATA_MISSING if SHARED_DATA is None else None,
               "shared_reference": None if SHARED else f"needs {_shared_root / 'reference'}; absent here"}
    for item in items:
        for marker, reason in reasons.items():
            if reason and item.get_closest_marker(marker):
                item.add_marker(pytest.mark.skip(reason=reason))
