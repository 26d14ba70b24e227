"""Optional dependencies: what only one command needs is an extra, named in one line when missing.

``pip install benchgrade`` (``.``) brings what every run needs; a package used by a single command
sits behind an extra (``pip install 'benchgrade[chart]'`` for rescore's chart,
``'benchgrade[examqm-build]'`` for the ExamQM page generator), so the common install stays light
and a user who runs that command learns the exact install line instead of reading an
``ImportError`` traceback.
"""
from __future__ import annotations

from importlib import import_module
from types import ModuleType


class MissingExtra(ImportError):
    """A package of an extra is not installed; the message is the one line to show."""


def require(module: str, *, package: str, extra: str, needed_for: str) -> ModuleType:
    """Import ``module`` or raise :class:`MissingExtra` naming the extra that installs ``package``."""
    try:
        return import_module(module)
    except ImportError as exc:
        if _interrupted(exc):  # Ctrl-C inside an extension's initialisation reads "initialization failed"
            raise KeyboardInterrupt from exc
        raise MissingExtra(f"{needed_for} needs {package}, which is not installed: "
                           f"pip install 'benchgrade[{extra}]'") from None


def _interrupted(error: BaseException) -> bool:
    """Whether a Ctrl-C caused ``error``: one came since the command started, or it is in the chain."""
    from .commands import _interrupts

    seen = set()
    while error is not None and id(error) not in seen:
        if isinstance(error, KeyboardInterrupt):
            return True
        seen.add(id(error))
        error = error.__cause__ or error.__context__
    return _interrupts.interrupted()
