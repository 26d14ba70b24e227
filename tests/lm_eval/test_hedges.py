"""The hedge suite through lm-eval's filter and metric, as an lm-eval chat task runs them.

Docs come from the task's ``custom_dataset`` entry point on the committed slices; each
reply goes through :class:`GradeReplies` (robust mode) and :func:`metrics.chat`. Every
hedge must get ``acc`` 0 and every honest control ``acc`` 1 (cases:
:mod:`tests.core.hedge_cases`).
"""
from __future__ import annotations

from functools import lru_cache

import pytest

from tests.conftest import TEST_DATA
from tests.core.hedge_cases import HOST_CASES
from tests.core.slice_rows import locate

lm_eval_docs = pytest.importorskip("benchgrade.adapters.lm_eval.docs")
from benchgrade.adapters.lm_eval import metrics  # noqa: E402
from benchgrade.adapters.lm_eval.filters import GradeReplies  # noqa: E402


@lru_cache(maxsize=None)
def _docs(benchmark: str, subset: str | None, split: str) -> dict[str, dict]:
    test = lm_eval_docs.dataset(benchmark, subset, split=split, data_dir=str(TEST_DATA))["test"]
    return {d["id"]: d for d in test}


@pytest.mark.parametrize("case", HOST_CASES, ids=[c.name for c in HOST_CASES])
def test_lm_eval_chat_acc_is_zero_for_hedges_and_one_for_controls(case):
    benchmark, subset, split = locate(case.source)
    doc = _docs(benchmark, subset, split)[case.source]
    verdicts = GradeReplies(benchmark, mode="robust").apply([[case.reply]], [doc])[0]
    acc = metrics.chat(doc, [verdicts])["acc"]
    assert (acc, verdicts[0]["category"]) in {(float(case.score), c) for c in case.categories}, (
        f"\n--- {case.kind} on {case.source} (gold {doc['gold']!r})\n{case.reply}\n--- verdict {verdicts[0]}")
