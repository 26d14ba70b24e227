"""What every host records beside a reply, so a run report can trust what it aggregates.

- fingerprints (:func:`task_fingerprints`): the dataset version and gold hash of the row, the
  prompt version (a hash of the instruction template, the JSON Schema and the compact example),
  the scoring version and the input mode. Hosts store them with each item (lm-eval: in the doc;
  verifiers: in the task data, hence in the task hash), so a changed scorer or prompt never
  matches an old resume entry and the report can refuse runs that mix versions;
- :func:`features`: the image/table/formula/choice/subquestion groups of a row, from its gold;
- :data:`INPUT_MODES`: page images only, or page images plus the pages' native text. A report
  never averages the two together.
"""
from __future__ import annotations

import hashlib
from functools import lru_cache

from .prompt import INSTRUCTIONS, NATIVE_TEXT_HEADER, schema_text
from .rows import ExamRow
from .schema import compact_example_json, iter_containers
from .scorer import SCORING_VERSION

INPUT_MODES = ("images", "images+native_text")
FEATURES = ("image", "table", "formula", "choice", "subquestion")


def input_mode(native_text: bool) -> str:
    return INPUT_MODES[1] if native_text else INPUT_MODES[0]


@lru_cache(maxsize=1)
def prompt_version() -> str:
    """Hash of everything the prompt is built from except the row (template, schema, example)."""
    text = "\x00".join((INSTRUCTIONS, NATIVE_TEXT_HEADER, schema_text(), compact_example_json()))
    return "prompt-" + hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]


def task_fingerprints(row: ExamRow, *, native_text: bool) -> dict[str, str]:
    return {
        "dataset_version": row.dataset_version,
        "gold_sha256": row.gold_sha256,
        "prompt_version": prompt_version(),
        "scoring_version": SCORING_VERSION,
        "input_mode": input_mode(native_text),
    }


def features(row: ExamRow) -> list[str]:
    """Feature groups of the row's gold (a row can be in several)."""
    kinds = {block.kind for _, blocks in iter_containers(row.gold.question) for block in blocks}
    found = {"image": "image" in kinds, "table": "table" in kinds, "formula": "formula" in kinds,
             "choice": bool(row.gold.question.alternatives), "subquestion": bool(row.gold.question.parts)}
    return [name for name in FEATURES if found[name]]
