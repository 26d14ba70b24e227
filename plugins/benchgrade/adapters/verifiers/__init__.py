"""verifiers 0.4.0 (v1 API) glue shared by the ``environments/benchgrade_*`` packages.

Each environment package is a few lines: it subclasses :class:`BenchgradeTaskset`
with its benchmark name and re-exports :class:`OfflineChatHarness` and
:class:`OfflineEnv`, so ``vf-eval benchgrade-<bench>`` runs offline with no flags.
Rewards come from :func:`benchgrade.grade`; nothing here grades.
"""
from .env import OfflineEnv, OfflineEnvConfig
from .harness import OfflineChatHarness

__all__ = ["OfflineChatHarness", "OfflineEnv", "OfflineEnvConfig"]
