"""lm-eval ``process_results`` functions: turn the core's verdicts into per-item metric values.

``results[0]`` is what :class:`.filters.GradeReplies` produced for one doc under one
filter ensemble (lm-eval calls ``process_results`` once per ensemble): a list of
verdict dicts, one per sample. Nothing is re-graded here; pass@k and maj@k come
from :mod:`benchgrade.grading.sampling` (OLMES's formulas). Aggregation is lm-eval's
``mean`` over items, i.e. OLMES's per-task score.
"""
from __future__ import annotations

from collections.abc import Mapping

from benchgrade.grading.sampling import maj_at_k, pass_at_k
from benchgrade.gsm8k import olmo_eval
from benchgrade.grading.verdict import WEAK_LAYERS

SAMPLE_KS = (1, 2, 4, 8)


def _verdicts(results) -> list[dict]:
    verdicts = results[0]
    if not isinstance(verdicts, list) or not verdicts or not isinstance(verdicts[0], Mapping):
        raise TypeError("benchgrade metrics expect the output of the GradeReplies filter "
                        f"(a list of verdict mappings per doc); got {type(verdicts).__name__}")
    return verdicts


def _failure_rate(verdicts: list[dict]) -> float:
    return sum(1 for v in verdicts if v["extracted"] is None) / len(verdicts)


def _weak_rate(verdicts: list[dict]) -> float:
    """Share of answers read from the conclusion or the last-mention fallback (``decided_by``), not
    from an explicit statement or answer block: how much of the score rests on weak evidence."""
    return sum(1 for v in verdicts if v.get("decided_by") in WEAK_LAYERS) / len(verdicts)


def sampled(doc: dict, results) -> dict[str, float]:
    """GSM8k n8: first-sample exact_match, pass@k (unbiased), maj@k, extraction failures, identical repeats;
    under the ``olmo_eval`` filter only what olmo-eval's ``gsm8k:olmo3base`` reports (exact_match, pass@k).

    Only the first ``max(SAMPLE_KS)`` samples count: under data parallelism lm-eval 0.4.13 pads
    the shorter rank with copies of its last request and appends their replies to that same
    document, which would otherwise score one document on 16 samples at 2 ranks and on 8 at 1.
    """
    verdicts = _verdicts(results)[: max(SAMPLE_KS)]
    n = len(verdicts)
    flags = [bool(v["correct"]) for v in verdicts]
    if verdicts[0].get("mode") == olmo_eval.MODE:  # gsm8k:olmo3base reports these and nothing else
        return olmo_eval.sample_metrics(flags, pass_ks=SAMPLE_KS)
    # All samples with the same vote were graded alike, so the voted answer's correctness
    # is that of any sample carrying it: no second grading pass.
    correct_by_vote = {v["vote"]: bool(v["correct"]) for v in verdicts}
    votes = [v["vote"] for v in verdicts]
    out = {"exact_match": 1.0 if flags[0] else 0.0}
    for k in SAMPLE_KS:
        out[f"pass_at_{k}"] = pass_at_k(n, sum(flags), k)
        out[f"maj_at_{k}"] = maj_at_k(votes, "", k, match=lambda vote, _gold: correct_by_vote[vote])
    out["extraction_failure_rate"] = _failure_rate(verdicts)
    out["weak_evidence_rate"] = _weak_rate(verdicts)
    out["identical_repeats"] = 1.0 if n > 1 and len({v["digest"] for v in verdicts}) == 1 else 0.0
    return out


def single(doc: dict, results) -> dict[str, float]:
    """One sample per item (BBH): exact_match twice, so a group can report it micro and macro."""
    verdicts = _verdicts(results)[:1]
    score = 1.0 if verdicts[0]["correct"] else 0.0
    return {"exact_match": score, "exact_match_macro": score,
            "extraction_failure_rate": _failure_rate(verdicts), "weak_evidence_rate": _weak_rate(verdicts)}


def chat(doc: dict, results) -> dict[str, float]:
    """Chat variants: accuracy and how often no answer could be found at all."""
    verdicts = _verdicts(results)[:1]
    return {"acc": 1.0 if verdicts[0]["correct"] else 0.0,
            "extraction_failure_rate": _failure_rate(verdicts), "weak_evidence_rate": _weak_rate(verdicts)}
