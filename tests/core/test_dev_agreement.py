"""Agreement with the human labels of the labelled BBH dev sets in ``../shared/conformance/``.

``labelled_bbh_dev.jsonl`` and ``labelled_bbh_dev2.jsonl`` (rules in ``LABELLING.md``) each hold a
``random`` and a ``hard`` set. The labelled replies are not committed (their source publishes no
licence), so this test reads them at run time and skips when they are absent. It prints agreement,
false positives and false negatives per file and set, and fails when a figure falls below what
the grader reached, so the figures cannot silently regress. ``ambiguous`` labels are left out, as
the conformance README says.
"""
from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest

import benchgrade
from benchgrade.bbh.data import parse_choices

CONFORMANCE = Path(__file__).resolve().parents[2].parent / "shared" / "conformance"
DEV_FILES = ("labelled_bbh_dev.jsonl", "labelled_bbh_dev2.jsonl")
#: (file, set) -> (least agreement, most false positives) reached by the robust grader (2026-12-02:
#: dev random 99.7 %, hard 98.0 %; dev2 random 99.5 % (198/199), hard 96.9 %; the question passed as hosts do)
FLOOR = {
    ("labelled_bbh_dev.jsonl", "random"): (0.996, 1), ("labelled_bbh_dev.jsonl", "hard"): (0.979, 1),
    ("labelled_bbh_dev2.jsonl", "random"): (0.994, 0), ("labelled_bbh_dev2.jsonl", "hard"): (0.969, 1),
}
MOST_FALSE_POSITIVES = 5


def _figures(path: Path) -> dict[str, Counter]:
    per_set: dict[str, Counter] = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        row = json.loads(line)
        if row["label"] == "ambiguous":
            continue
        v = benchgrade.grade("bbh", row["reply"], row["gold"], subtask=row["subtask"],
                             choices=parse_choices(row["question"]), question=row["question"])
        truth = row["label"] == "correct"
        c = per_set.setdefault(row["set"], Counter())
        c["n"] += 1
        c["agree"] += v.correct == truth
        c["fp"] += v.correct and not truth
        c["fn"] += truth and not v.correct
        c[f"by_{v.decided_by}"] += 1
    return per_set


@pytest.mark.skipif(not all((CONFORMANCE / name).exists() for name in DEV_FILES),
                    reason=f"the labelled dev replies {DEV_FILES} are absent from {CONFORMANCE} (they are not committed)")
def test_agreement_with_human_labels_does_not_regress():
    figures = {(name, s): c for name in DEV_FILES for s, c in _figures(CONFORMANCE / name).items()}
    for (name, s), c in sorted(figures.items()):
        layers = ", ".join(f"{k[3:]} {c[k]}" for k in sorted(c) if k.startswith("by_"))
        print(f"{name} {s:7} {c['agree'] / c['n']:.1%} agree ({c['agree']}/{c['n']}), {c['fp']} false positives, "
              f"{c['fn']} false negatives; decided by: {layers}")
    assert sorted(figures) == sorted(FLOOR)
    for key, (least, most_fp) in FLOOR.items():
        c = figures[key]
        assert c["agree"] / c["n"] >= least - 1e-9, (key, c)
        assert c["fp"] <= most_fp, (key, c)
    assert sum(c["fp"] for c in figures.values()) <= MOST_FALSE_POSITIVES
