"""The small real benchmark slices shipped with benchgrade (``benchgrade validate``'s default data).

``python -m benchgrade.sample_data`` prints the folder (``export BENCHGRADE_DATA_DIR="$(python -m
benchgrade.sample_data)"`` runs every example offline). A wheel carries ``tests/data`` as ``benchgrade/_sample_data`` (pyproject force-include); a
source checkout or editable install reads ``tests/data`` itself. The folder has the layout
of the original releases, so it is an ordinary ``data_dir``. Provenance and licences:
``SOURCES.md`` and the ``LICENSE`` files inside it.
"""
from __future__ import annotations

from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent


def sample_data_dir() -> Path:
    for candidate in (_PACKAGE / "_sample_data", _PACKAGE.parent.parent / "tests" / "data"):
        if (candidate / "SOURCES.md").is_file() and (candidate / "gsm8k").is_dir():
            return candidate
    raise FileNotFoundError(f"benchgrade's bundled data slices not found: looked for {_PACKAGE / '_sample_data'} "
                            f"(wheel install) and {_PACKAGE.parent.parent / 'tests' / 'data'} (source checkout)")


if __name__ == "__main__":
    print(sample_data_dir())
