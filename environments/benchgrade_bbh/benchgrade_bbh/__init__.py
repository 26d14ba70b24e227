"""benchgrade-bbh: BIG-Bench Hard for verifiers 0.4.0 (rows, prompts and rewards from benchgrade).

Exports one Taskset plus the offline harness and env defaults, so
``vf-eval benchgrade-bbh --model M --client.base-url URL`` needs no other flag.
"""
from typing import Literal

import verifiers.v1 as vf

from benchgrade.adapters.verifiers import (BenchgradeTask, BenchgradeTaskset, BenchgradeTasksetConfig,
                                            OfflineChatHarness, OfflineEnv)


class BBHConfig(BenchgradeTasksetConfig):
    split: Literal["test"] = "test"
    """BBH has only the test split (6,511 rows over 27 subtasks)"""
    subset: list[str] = []
    """subtasks, e.g. date_understanding (empty = all 27)"""


class BBHTaskset(BenchgradeTaskset, vf.Taskset[BenchgradeTask, BBHConfig]):
    BENCHMARK = "bbh"


__all__ = ["BBHTaskset", "OfflineChatHarness", "OfflineEnv"]
