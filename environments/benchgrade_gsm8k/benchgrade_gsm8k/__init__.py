"""benchgrade-gsm8k: GSM8k for verifiers 0.4.0 (rows, prompts and rewards from benchgrade).

Exports one Taskset plus the offline harness and env defaults, so
``vf-eval benchgrade-gsm8k --model M --client.base-url URL`` needs no other flag.
"""
from typing import Literal

import verifiers.v1 as vf

from benchgrade.adapters.verifiers import (BenchgradeTask, BenchgradeTaskset, BenchgradeTasksetConfig,
                                            OfflineChatHarness, OfflineEnv)


class GSM8kConfig(BenchgradeTasksetConfig):
    split: Literal["train", "test"] = "train"
    """train (7,473) for RL; test (1,319) for evaluation"""


class GSM8kTaskset(BenchgradeTaskset, vf.Taskset[BenchgradeTask, GSM8kConfig]):
    BENCHMARK = "gsm8k"


__all__ = ["GSM8kTaskset", "OfflineChatHarness", "OfflineEnv"]
