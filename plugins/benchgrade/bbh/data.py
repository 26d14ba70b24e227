"""BIG-Bench Hard rows in one canonical shape, from the hub or a local folder.

Canonical doc::

    {"id": "bbh/date_understanding/0", "subtask": "date_understanding", "row": 0,
     "input": "...", "target": "(A)", "choices": ["12/14/2026", ...] or None, "gold": "(A)"}

``gold`` is the dataset target (``"(B)"``, ``"True"``, ``"valid"``, ``"] )"``), as
``benchgrade.grade("bbh", ...)`` expects. ``choices`` are the option texts parsed
from the ``(A) ...`` lines under ``Options:`` in the input (None when the input
has no lettered options, e.g. boolean_expressions or navigate's ``- Yes``/``- No``).

Sources: ``lukaemon/bbh`` (config = subtask, split ``test``; what OLMES reads) or
``<data_dir>/bbh/bbh/<subtask>.json`` (suzgunmirac/BIG-Bench-Hard layout,
``{"examples": [{"input", "target"}]}``). Few-shot rows and descriptions ship with
the package (``fewshot.json``: OLMES ``STD:bbh_<task>`` rows + the official
cot-prompts headers).
"""
from __future__ import annotations

import json
import re
from functools import lru_cache
from importlib import resources

from ..datasource import DataError, load_hf_split, read_json, require_field, require_file, resolve_data_dir

HF_PATH = "lukaemon/bbh"
SUBTASKS: tuple[str, ...] = (
    "boolean_expressions", "causal_judgement", "date_understanding", "disambiguation_qa",
    "dyck_languages", "formal_fallacies", "geometric_shapes", "hyperbaton",
    "logical_deduction_five_objects", "logical_deduction_seven_objects",
    "logical_deduction_three_objects", "movie_recommendation", "multistep_arithmetic_two",
    "navigate", "object_counting", "penguins_in_a_table", "reasoning_about_colored_objects",
    "ruin_names", "salient_translation_error_detection", "snarks", "sports_understanding",
    "temporal_sequences", "tracking_shuffled_objects_five_objects",
    "tracking_shuffled_objects_seven_objects", "tracking_shuffled_objects_three_objects",
    "web_of_lies", "word_sorting",
)
#: Subtasks whose answer is an option letter (OLMES BBH_ANSWER_REGEX "MC").
MC_SUBTASKS = frozenset({
    "date_understanding", "disambiguation_qa", "geometric_shapes", "hyperbaton",
    "logical_deduction_five_objects", "logical_deduction_seven_objects",
    "logical_deduction_three_objects", "movie_recommendation", "penguins_in_a_table",
    "reasoning_about_colored_objects", "ruin_names", "salient_translation_error_detection",
    "snarks", "temporal_sequences", "tracking_shuffled_objects_five_objects",
    "tracking_shuffled_objects_seven_objects", "tracking_shuffled_objects_three_objects",
})
_OPTION_LABEL = re.compile(r"\(([A-Z])\)")
_ANSWER_IN_COT = re.compile(r"(?<=answer is )(.*)(?=.)")


def _sequential_labels(tail: str, boundary: str) -> list:
    labels = []
    for match in _OPTION_LABEL.finditer(tail):
        at_boundary = match.start() == 0 or tail[match.start() - 1] in boundary
        if at_boundary and match.group(1) == chr(ord("A") + len(labels)):
            labels.append(match)
    return labels if len(labels) >= 2 else []


def parse_choices(text: str) -> list[str] | None:
    """Option texts of the ``(A) ...`` labels after the last ``Options:``, in letter order.

    Works whether the options are one per line (the usual BBH layout) or run together on
    one line (``Options: (A) x (B) y``). Labels must follow each other as A, B, C... and
    start right after ``Options:``; anything else returns None (the grader then works on
    letters alone). The last option ends at the end of its line.
    """
    _, sep, tail = text.rpartition("Options:")
    if not sep:
        return None
    # Prefer labels at line starts (the usual layout), so "(C)" inside an option's text is
    # not taken for a label; fall back to labels anywhere after whitespace (one-line layout).
    labels = _sequential_labels(tail, "\n") or _sequential_labels(tail, " \t\n")
    if not labels or tail[: labels[0].start()].strip():
        return None
    ends = [m.start() for m in labels[1:]] + [len(tail)]
    choices = [tail[m.end():end].strip() for m, end in zip(labels, ends)]
    choices[-1] = choices[-1].split("\n", 1)[0].strip()
    return choices


def gold_from_target(target: str) -> str:
    """OLMES's label rule: the text after ``answer is`` minus its last char when present, else the target."""
    match = _ANSWER_IN_COT.search(target)
    return match.group(0) if match else target


def _canonical(raw: dict, subtask: str, row: int, where: str, kind: str = "test") -> dict:
    text = require_field(raw, "input", where)
    target = require_field(raw, "target", where)
    if not isinstance(text, str) or not isinstance(target, str) or not target.strip():
        raise DataError(f"{where}: input and target must be non-empty strings")
    gold = gold_from_target(target)
    return {"id": f"bbh/{subtask}/{row}" if kind == "test" else f"bbh/{subtask}/{kind}/{row}",
            "subtask": subtask, "row": row, "input": text, "target": target,
            "choices": choices_of(text, gold), "gold": gold}


def choices_of(question: str, gold: str) -> list[str] | None:
    """The options parsed from a row's question, unless they contradict the gold.

    Three official rows have a target that is option text the input splits across two
    options (movie_recommendation 163 "Monsters, Inc" listed as "(A) Monsters" / "(B) Inc",
    ruin_names 99 and 144). There the options cannot be trusted, so none are given and the
    grader compares the target text.
    """
    choices = parse_choices(question)
    if choices is None:
        return None
    letters = [f"({chr(ord('A') + i)})" for i in range(len(choices))]
    return choices if gold in letters or choices.count(gold) == 1 else None


def _load_subtask(subtask: str, root) -> list[dict]:
    if root is not None:
        path = require_file(root, f"bbh/bbh/{subtask}.json")
        payload = read_json(path)
        examples = payload.get("examples") if isinstance(payload, dict) else None
        if not isinstance(examples, list):
            raise DataError(f"{path}: expected an object with an 'examples' list")
        return [_canonical(raw, subtask, i, f"{path}: examples[{i}]") for i, raw in enumerate(examples)]
    rows = load_hf_split(HF_PATH, subtask, "test")
    return [_canonical(raw, subtask, i, f"{HF_PATH}/{subtask}[test][{i}]") for i, raw in enumerate(rows)]


def load_docs(split: str = "test", subset: str | None = None, data_dir=None) -> list[dict]:
    """Rows of one subtask (``subset``), or all 27 in :data:`SUBTASKS` order when None. BBH has only ``test``."""
    if split != "test":
        raise ValueError(f"bbh has only the 'test' split; got {split!r}")
    if subset is not None and subset not in SUBTASKS:
        raise ValueError(f"unknown BBH subtask {subset!r}; expected one of benchgrade.bbh.data.SUBTASKS")
    root = resolve_data_dir(data_dir)
    docs: list[dict] = []
    for subtask in SUBTASKS if subset is None else (subset,):
        docs += _load_subtask(subtask, root)
    return docs


@lru_cache(maxsize=1)
def _fewshot_table() -> dict:
    return json.loads(resources.files(__package__).joinpath("fewshot.json").read_text(encoding="utf-8"))


def description(subtask: str) -> str:
    """The task description OLMES puts before the shots (ends in a blank line)."""
    if subtask not in SUBTASKS:
        raise ValueError(f"unknown BBH subtask {subtask!r}")
    return _fewshot_table()[subtask]["description"]


def fewshot_docs(subtask: str, k: int = 3) -> list[dict]:
    """OLMES ``STD:bbh_<subtask>`` shots; ``target`` is the CoT ending in ``So the answer is X.``."""
    if subtask not in SUBTASKS:
        raise ValueError(f"unknown BBH subtask {subtask!r}")
    rows = _fewshot_table()[subtask]["shots"]
    if not 0 <= k <= len(rows):
        raise ValueError(f"k must be between 0 and {len(rows)}; got {k}")
    return [_canonical(raw, subtask, i, f"STD:bbh_{subtask}[{i}]", kind="fewshot")
            for i, raw in enumerate(rows[:k])]
