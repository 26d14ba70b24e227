"""benchgrade-socialiqa: SocialIQA for verifiers 0.4.0 (rows, prompts and rewards from benchgrade).

Exports one Taskset plus the offline harness and env defaults, so
``vf-eval benchgrade-socialiqa --model M --client.base-url URL`` needs no other flag.
"""
from typing import Literal

import verifiers.v1 as vf

from benchgrade.adapters.verifiers import (BenchgradeTask, BenchgradeTaskset, BenchgradeTasksetConfig,
                                            OfflineChatHarness, OfflineEnv)


class SocialIQAConfig(BenchgradeTasksetConfig):
    split: Literal["train", "validation", "xlarge"] = "train"
    """train (33,410) for RL; validation (1,954); xlarge = OLMES's 10,000-row sample"""


class SocialIQATaskset(BenchgradeTaskset, vf.Taskset[BenchgradeTask, SocialIQAConfig]):
    BENCHMARK = "socialiqa"


__all__ = ["SocialIQATaskset", "OfflineChatHarness", "OfflineEnv"]
