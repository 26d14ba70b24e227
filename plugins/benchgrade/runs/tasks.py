"""Which benchmark a host task name is, or None: recognised, never guessed."""
from __future__ import annotations


def query_id(task: str, split: str, row: int) -> str:
    """Stable across runs: the task alias, the source split and the source row (``socialiqa:mc::xlarge/train/42``)."""
    return f"{task}/{split}/{row}"
