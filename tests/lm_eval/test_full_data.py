"""Full-data check (skips without ../shared/data): every task loads the whole benchmark through lm-eval.

Counts are the published sizes: SocialIQA xlarge 10,000; MMLU 14,042 over 57 subjects;
GSM8k 1,319; BBH 6,511 over 27 subtasks. Load times per task are printed (``-s``) and
attached to the test report (``record_property``); ``benchmarks/lm_eval_startup.py``
prints the same table.
"""
from __future__ import annotations

import time

import pytest

from tests.conftest import SHARED_DATA, needs_shared_data

pytestmark = needs_shared_data

EXPECTED = {"socialiqa:mc::xlarge": (10_000, 1), "mmlu:mc::olmes": (14_042, 57),
            "gsm8k::olmo3:n8:v2": (1_319, 1), "bbh:cot::olmo3:heldout": (6_511, 27)}


def load_counts(name: str) -> tuple[int, int, float]:
    """(documents, leaf tasks, seconds) for one task or group, loaded the way lm-eval loads it."""
    from lm_eval.tasks import TaskManager

    from benchgrade.adapters.lm_eval.taskdir import tasks_dir

    start = time.perf_counter()
    manager = TaskManager(include_path=[str(tasks_dir())], include_defaults=False,
                          metadata={"data_dir": str(SHARED_DATA)})
    leaves = list(manager.load([name])["tasks"].values())
    documents = sum(len(task.eval_docs) for task in leaves)
    return documents, len(leaves), time.perf_counter() - start


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_full_benchmark_loads_completely(name, record_property):
    documents, leaves, seconds = load_counts(name)
    record_property("load_seconds", round(seconds, 2))
    print(f"\n{name}: {documents} docs in {leaves} task(s), loaded in {seconds:.2f} s")
    assert (documents, leaves) == EXPECTED[name]
