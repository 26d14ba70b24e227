"""MMLU rows in one canonical shape, from the hub or a local folder.

Canonical doc::

    {"id": "mmlu/abstract_algebra/test/0", "subject": "abstract_algebra", "split": "test",
     "row": 0, "question": "...", "choices": [4 option texts], "gold": "B"}

``gold`` is the letter (what ``benchgrade.grade("mmlu", ...)`` expects). Question
and option texts are kept raw (OLMES does not strip them).

Subjects and the OLMES category lists come from ``oe_eval/data/mmlu_tasks.py``
(via ``olmes-protocol.md`` §6.1): OLMES puts ``anatomy`` in *other*, unlike
lm-eval, so STEM has 18 subjects.

Sources: ``cais/mmlu`` (config = subject; what OLMES reads) or
``<data_dir>/mmlu/data/<split>/<subject>_<split>.csv`` (hendrycks/test layout:
no header; question, A, B, C, D, answer letter). Splits: ``test``, ``dev``
(the 5 few-shot rows per subject), ``val`` (called ``validation`` on the hub).
"""
from __future__ import annotations

from ..datasource import (DataError, load_hf_split, read_csv, require_field, require_file,
                          resolve_data_dir)

HF_PATH = "cais/mmlu"
LETTERS = ("A", "B", "C", "D")
SPLITS = ("test", "dev", "val")
_HF_SPLIT = {"test": "test", "dev": "dev", "val": "validation"}

CATEGORIES: dict[str, tuple[str, ...]] = {
    "stem": (
        "abstract_algebra", "astronomy", "college_biology", "college_chemistry",
        "college_computer_science", "college_mathematics", "college_physics", "computer_security",
        "conceptual_physics", "electrical_engineering", "elementary_mathematics",
        "high_school_biology", "high_school_chemistry", "high_school_computer_science",
        "high_school_mathematics", "high_school_physics", "high_school_statistics",
        "machine_learning",
    ),
    "humanities": (
        "formal_logic", "high_school_european_history", "high_school_us_history",
        "high_school_world_history", "international_law", "jurisprudence", "logical_fallacies",
        "moral_disputes", "moral_scenarios", "philosophy", "prehistory", "professional_law",
        "world_religions",
    ),
    "social_sciences": (
        "econometrics", "high_school_geography", "high_school_government_and_politics",
        "high_school_macroeconomics", "high_school_microeconomics", "high_school_psychology",
        "human_sexuality", "professional_psychology", "public_relations", "security_studies",
        "sociology", "us_foreign_policy",
    ),
    "other": (
        "anatomy", "business_ethics", "clinical_knowledge", "college_medicine", "global_facts",
        "human_aging", "management", "marketing", "medical_genetics", "miscellaneous", "nutrition",
        "professional_accounting", "professional_medicine", "virology",
    ),
}
#: All 57 subjects in alphabetical order (OLMES ``MMLU_SUBJECTS`` order).
SUBJECTS: tuple[str, ...] = tuple(sorted(s for group in CATEGORIES.values() for s in group))
CATEGORY_OF = {subject: cat for cat, subjects in CATEGORIES.items() for subject in subjects}


def _canonical(subject: str, split: str, row: int, question, choices, gold_letter: str) -> dict:
    return {"id": f"mmlu/{subject}/{split}/{row}", "subject": subject, "split": split, "row": row,
            "question": question, "choices": list(choices), "gold": gold_letter}


def _load_local(root, subject: str, split: str) -> list[dict]:
    path = require_file(root, f"mmlu/data/{split}/{subject}_{split}.csv")
    docs = []
    for i, fields in enumerate(read_csv(path, columns=6)):
        letter = fields[5].strip()
        if letter not in LETTERS:
            raise DataError(f"{path}: row {i + 1}: answer must be one of A-D, got {letter!r}")
        docs.append(_canonical(subject, split, i, fields[0], fields[1:5], letter))
    return docs


def _load_hub(subject: str, split: str) -> list[dict]:
    docs = []
    for i, raw in enumerate(load_hf_split(HF_PATH, subject, _HF_SPLIT[split])):
        where = f"{HF_PATH}/{subject}[{split}][{i}]"
        answer = require_field(raw, "answer", where)
        choices = require_field(raw, "choices", where)
        if not isinstance(answer, int) or not 0 <= answer < len(choices):
            raise DataError(f"{where}: answer index {answer!r} out of range")
        docs.append(_canonical(subject, split, i, require_field(raw, "question", where), choices,
                               LETTERS[answer]))
    return docs


def load_docs(split: str = "test", subset: str | None = None, data_dir=None) -> list[dict]:
    """Rows of one subject (``subset``), or of all 57 in alphabetical order when ``subset`` is None."""
    if split not in SPLITS:
        raise ValueError(f"mmlu split must be one of {', '.join(SPLITS)}; got {split!r}")
    if subset is not None and subset not in CATEGORY_OF:
        raise ValueError(f"unknown MMLU subject {subset!r}; expected one of benchgrade.mmlu.data.SUBJECTS")
    root = resolve_data_dir(data_dir)
    subjects = SUBJECTS if subset is None else (subset,)
    docs: list[dict] = []
    for subject in subjects:
        docs += _load_local(root, subject, split) if root is not None else _load_hub(subject, split)
    return docs


def fewshot_docs(subject: str, k: int = 5, data_dir=None) -> list[dict]:
    """OLMES shots: the first ``k`` rows of the subject's ``dev`` split, in stored order."""
    rows = load_docs("dev", subject, data_dir)
    if len(rows) < k:
        raise DataError(f"mmlu {subject} dev split has {len(rows)} rows; {k} shots needed")
    return rows[:k]
