"""Count verification of the OLMo 3 protocol (its "Count Verification" section), host-independent.

The protocol documents how many items each of its four specs evaluates; an evaluation on
a damaged or different copy of the data runs happily on other counts, so these are checked
against the data the user points at (a local folder or the hub):

* ``socialiqa:mc::xlarge``: 10,000 (the OLMES sample of validation + train);
* ``mmlu_social_sciences:mc::olmes``: 3,077, ``mmlu_stem:mc::olmes``: 3,018, and per subject;
* ``gsm8k::olmo3:n8:v2``: 1,319;

plus the protocol's known SocialIQA issue: OLMES's ``native_id`` is the row *within its
split*, so a validation row and a train row with the same index share it. Those items are
reported (a warning, as the protocol says, not an error); benchgrade's ``query_id`` keeps
the split and never collides. Also: ``query_id`` uniqueness and reasoning-type coverage.
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

#: Per-subject test counts as the protocol lists them ("MMLU Subject Breakdown").
MMLU_SOCIAL_SCIENCES = {
    "econometrics": 114, "high_school_geography": 198, "high_school_government_and_politics": 193,
    "high_school_macroeconomics": 390, "high_school_microeconomics": 238, "high_school_psychology": 545,
    "human_sexuality": 131, "professional_psychology": 612, "public_relations": 110,
    "security_studies": 245, "sociology": 201, "us_foreign_policy": 100,
}
MMLU_STEM = {
    "abstract_algebra": 100, "astronomy": 152, "college_biology": 144, "college_chemistry": 100,
    "college_computer_science": 100, "college_mathematics": 100, "college_physics": 102,
    "computer_security": 100, "conceptual_physics": 235, "electrical_engineering": 145,
    "elementary_mathematics": 378, "high_school_biology": 310, "high_school_chemistry": 203,
    "high_school_computer_science": 100, "high_school_mathematics": 270, "high_school_physics": 151,
    "high_school_statistics": 216, "machine_learning": 112,
}
DOCUMENTED = {"socialiqa:mc::xlarge": 10_000, "mmlu_social_sciences:mc::olmes": 3_077,
              "mmlu_stem:mc::olmes": 3_018, "gsm8k::olmo3:n8:v2": 1_319}


@dataclass
class CountReport:
    checks: list[tuple[str, int, int | None, str]] = field(default_factory=list)  # what, expected, found, note
    repeated_native_ids: list[dict] = field(default_factory=list)
    reasoning_types: Counter = field(default_factory=Counter)
    unclassified: list[dict] = field(default_factory=list)

    @property
    def failed(self) -> list[str]:
        return [what for what, expected, found, _ in self.checks if found != expected]


def socialiqa_query_id(split: str, row: int) -> str:
    from .runs.tasks import query_id

    return query_id("socialiqa:mc::xlarge", split, row)


def verify(data_dir=None) -> CountReport:
    """Load the full data (``data_dir``, else ``$BENCHGRADE_DATA_DIR``, else the hub) and count.

    A file that cannot be loaded is recorded as a failed check with its error, so one
    missing benchmark does not hide the others' counts.
    """
    from .datasource import DataError
    from .gsm8k import data as gsm8k
    from .mmlu import data as mmlu
    from .socialiqa import data as socialiqa
    from .socialiqa.reasoning import reasoning_type

    report = CountReport()

    def check(what: str, expected: int, load):
        try:
            rows = load()
        except (DataError, ValueError) as exc:
            report.checks.append((what, expected, None, str(exc)))
            return None
        report.checks.append((what, expected, len(rows), ""))
        return rows

    docs = check("socialiqa:mc::xlarge", DOCUMENTED["socialiqa:mc::xlarge"],
                 lambda: socialiqa.load_docs("xlarge", data_dir=data_dir))
    if docs is not None:
        ids = Counter(socialiqa_query_id(d["split"], d["row"]) for d in docs)
        report.checks.append(("socialiqa query_id unique", len(docs), len(ids), ""))
        by_native = {}
        for position, doc in enumerate(docs):
            by_native.setdefault(doc["row"], []).append((position, doc))
        for native, items in sorted(by_native.items()):
            if len(items) > 1:
                report.repeated_native_ids.append({
                    "native_id": native,
                    "doc_ids": [position for position, _ in items],
                    "query_ids": [socialiqa_query_id(d["split"], d["row"]) for _, d in items]})
        for position, doc in enumerate(docs):
            kind = reasoning_type(doc["question"], doc["context"])
            report.reasoning_types[kind] += 1
            if kind is None:
                report.unclassified.append({"doc_id": position, "query_id": socialiqa_query_id(doc["split"], doc["row"]),
                                            "question": doc["question"]})
    for group, subjects in (("mmlu_social_sciences:mc::olmes", MMLU_SOCIAL_SCIENCES),
                            ("mmlu_stem:mc::olmes", MMLU_STEM)):
        found, ok = 0, True
        for subject, expected in subjects.items():
            rows = check(f"mmlu_{subject}:mc::olmes", expected,
                         lambda subject=subject: mmlu.load_docs("test", subject, data_dir=data_dir))
            ok = ok and rows is not None
            found += len(rows) if rows is not None else 0
        report.checks.append((group, DOCUMENTED[group], found if ok else None, "" if ok else "a subject failed to load"))
    check("gsm8k::olmo3:n8:v2", DOCUMENTED["gsm8k::olmo3:n8:v2"], lambda: gsm8k.load_docs("test", data_dir=data_dir))
    return report
