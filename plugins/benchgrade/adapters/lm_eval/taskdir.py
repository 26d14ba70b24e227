"""Where the benchgrade lm-eval task YAMLs are, however benchgrade was installed.

A wheel ships the top-level ``tasks/`` folder inside the package as
``benchgrade/_tasks`` (pyproject force-include); an editable install or a source
checkout reads ``tasks/`` next to ``plugins/``. One locator serves both so the
console script, ``python -m benchgrade.tasks`` and the tests agree.
"""
from __future__ import annotations

from pathlib import Path

import benchgrade

_PACKAGE = Path(benchgrade.__file__).resolve().parent


def tasks_dir() -> Path:
    """The folder to pass as ``lm_eval --include_path``."""
    for candidate in (_PACKAGE / "_tasks", _PACKAGE.parent.parent / "tasks"):
        if (candidate / "gsm8k").is_dir():
            return candidate
    raise FileNotFoundError(
        f"benchgrade task YAMLs not found: looked for {_PACKAGE / '_tasks'} (wheel install) and "
        f"{_PACKAGE.parent.parent / 'tasks'} (source checkout / editable install)"
    )
