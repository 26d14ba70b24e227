"""verifiers 0.4.0 (v1 API) glue shared by the ``environments/benchgrade_*`` packages.

Each environment package is a few lines: it narrows :class:`BenchgradeTasksetConfig`,
subclasses :class:`BenchgradeTaskset` with its benchmark name and re-exports
:class:`OfflineChatHarness` and :class:`OfflineEnv`, so ``vf-eval benchgrade-<bench>``
runs offline with no extra flags. Rewards come from :func:`benchgrade.grade`;
nothing here grades.

The names are imported on first use (PEP 562), so a submodule that needs no verifiers
(``runcheck``, the old name of ``benchgrade check-run``) loads without its 4 s import.
"""
from importlib import import_module

_HOMES = {"OfflineEnv": ".env", "OfflineEnvConfig": ".env", "OfflineChatHarness": ".harness",
          "BenchgradeData": ".taskset", "BenchgradeTask": ".taskset", "BenchgradeTaskset": ".taskset",
          "BenchgradeTasksetConfig": ".taskset", "TasksetError": ".taskset", "oracle_reply": ".taskset",
          "OfflineChatHarnessConfig": ".harness"}

__all__ = sorted(_HOMES)


def __getattr__(name: str):
    if name not in _HOMES:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return getattr(import_module(_HOMES[name], __name__), name)
