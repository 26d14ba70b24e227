"""Notices from host libraries that say nothing to a benchgrade user, switched off at the source.

transformers logs "PyTorch was not found. Models won't be available and only tokenizers,
configuration and file/data utilities can be used." when it is imported without torch -- which
lm-eval does on every run, including API-model runs and ``benchgrade validate``, where torch is
not needed. transformers' own switch, ``TRANSFORMERS_NO_ADVISORY_WARNINGS``, silences only its
advisory notices (real warnings stay); it is set only when torch is absent, and a value the user
set wins.
"""
from __future__ import annotations

import importlib.util
import os


def quiet_missing_torch_notice() -> None:
    """Before transformers is imported: drop its advisory notices when torch is not installed."""
    if importlib.util.find_spec("torch") is None:
        os.environ.setdefault("TRANSFORMERS_NO_ADVISORY_WARNINGS", "1")
