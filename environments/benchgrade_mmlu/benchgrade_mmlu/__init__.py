"""benchgrade-mmlu: MMLU for verifiers 0.4.0 (rows, prompts and rewards from benchgrade).

Exports one Taskset plus the offline harness and env defaults, so
``vf-eval benchgrade-mmlu --model M --client.base-url URL`` needs no other flag.
"""
from typing import Literal

import verifiers.v1 as vf

from benchgrade.adapters.verifiers import (BenchgradeTask, BenchgradeTaskset, BenchgradeTasksetConfig,
                                            OfflineChatHarness, OfflineEnv)


class MMLUConfig(BenchgradeTasksetConfig):
    split: Literal["val", "test", "dev"] = "val"
    """val (1,531) for RL, keeping test (14,042) held out; dev = the 5 shots per subject"""
    subset: list[str] = []
    """subjects, e.g. abstract_algebra (empty = all 57)"""


class MMLUTaskset(BenchgradeTaskset, vf.Taskset[BenchgradeTask, MMLUConfig]):
    BENCHMARK = "mmlu"


__all__ = ["MMLUTaskset", "OfflineChatHarness", "OfflineEnv"]
