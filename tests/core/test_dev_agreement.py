"""Agreement with the human labels of ``../shared/conformance/labelled_bbh_dev.jsonl``, per set.

The labelled replies are not committed (their source publishes no licence), so this test reads
them at run time and skips when they are absent. It prints agreement, false positives and false
negatives per set, and fails when a figure falls below what the grader reached, so the figures
cannot silently regress. ``ambiguous`` labels are left out, as the conformance README says.
"""
from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest

import benchgrade
from benchgrade.bbh.data import parse_choices

DEV = Path(__file__).resolve().parents[2].parent / "shared" / "conformance" / "labelled_bbh_dev.jsonl"
#: set -> (least agreement, most false positives) reached by the robust grader
FLOOR = {"random": (0.99, 1), "hard": (0.95, 1)}
MOST_FALSE_POSITIVES = 2


def _figures():
    per_set: dict[str, Counter] = {}
    for line in DEV.read_text(encoding="utf-8").splitlines():
        row = json.loads(line)
        if row["label"] == "ambiguous":
            continue
        v = benchgrade.grade("bbh", row["reply"], row["gold"], subtask=row["subtask"],
                             choices=parse_choices(row["question"]))
        truth = row["label"] == "correct"
        c = per_set.setdefault(row["set"], Counter())
        c["n"] += 1
        c["agree"] += v.correct == truth
        c["fp"] += v.correct and not truth
        c["fn"] += truth and not v.correct
        c[f"by_{v.decided_by}"] += 1
    return per_set


@pytest.mark.skipif(not DEV.exists(), reason=f"{DEV} is absent (labelled dev replies are not committed)")
def test_agreement_with_human_labels_does_not_regress():
    per_set = _figures()
    for name, c in sorted(per_set.items()):
        layers = ", ".join(f"{k[3:]} {c[k]}" for k in sorted(c) if k.startswith("by_"))
        print(f"{name:7} {c['agree'] / c['n']:.1%} agree ({c['agree']}/{c['n']}), {c['fp']} false positives, "
              f"{c['fn']} false negatives; decided by: {layers}")
    for name, (least, most_fp) in FLOOR.items():
        c = per_set[name]
        assert c["agree"] / c["n"] >= least, (name, c)
        assert c["fp"] <= most_fp, (name, c)
    assert sum(c["fp"] for c in per_set.values()) <= MOST_FALSE_POSITIVES
