"""verifiers 0.4.0 (v1 API) glue shared by the ``environments/benchgrade_*`` packages.

Each environment package is a few lines: it narrows :class:`BenchgradeTasksetConfig`,
subclasses :class:`BenchgradeTaskset` with its benchmark name and re-exports
:class:`OfflineChatHarness` and :class:`OfflineEnv`, so ``vf-eval benchgrade-<bench>``
runs offline with no extra flags. Rewards come from :func:`benchgrade.grade`;
nothing here grades.
"""
from .env import OfflineEnv, OfflineEnvConfig
from .harness import OfflineChatHarness
from .taskset import (BenchgradeData, BenchgradeTask, BenchgradeTaskset, BenchgradeTasksetConfig,
                      oracle_reply)

__all__ = ["BenchgradeData", "BenchgradeTask", "BenchgradeTaskset", "BenchgradeTasksetConfig",
           "OfflineChatHarness", "OfflineEnv", "OfflineEnvConfig", "oracle_reply"]
