"""Which benchmark a host task name is, and how its documents give the gold: recognised, never guessed.

Known families (anything else is listed as unknown by the readers):

* lm-eval stock: ``bbh_cot_fewshot_<sub>``, ``bbh_cot_zeroshot_<sub>`` (doc ``input``/``target``),
  ``gsm8k``, ``gsm8k_cot*`` (doc ``question``/``answer`` with ``#### N``),
  ``mmlu_<subject>_generative`` (doc ``question``/``choices``/``answer`` index);
* benchmark's own lm-eval tasks (``*:cot::olmo3:heldout``, ``gsm8k::olmo3:n8:v2``,
  ``*:mc::olmes``, ``socialiqa:mc::xlarge``, ``*:chat::benchgrade``): canonical docs with ``gold``;
* OLMES aliases in prediction file names (``bbh_<sub>…``, ``gsm8k…``, ``mmlu_<subject>…``,
  ``socialiqa…``), whose lines carry ``label``.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from ..bbh.data import SUBTASKS as BBH_SUBTASKS
from ..mmlu.data import CATEGORY_OF, LETTERS as MMLU_LETTERS

#: The filter whose number a host reports first for each family (the "original" score).
PRIMARY_FILTER = {"bbh_cot_fewshot": "get-answer", "bbh_cot_zeroshot": "flexible-extract",
                  "gsm8k": "strict-match", "mmlu_generative": "get_response",
                  "olmo3": "olmes", "chat": "robust", "mc": "none"}


@dataclass(frozen=True)
class TaskInfo:
    name: str            # the host's task name / alias
    benchmark: str       # bbh | gsm8k | mmlu | socialiqa
    subtask: str | None  # BBH subtask or MMLU subject
    family: str          # key of PRIMARY_FILTER, or "olmes" for OLMES prediction files
    kind: str            # "generate" or "loglikelihood"


def query_id(task: str, split: str, row: int, subtask: str | None = None) -> str:
    """Stable across runs: the task alias, the source split and the source row (``socialiqa:mc::xlarge/train/42``).

    Rows are numbered within a BBH subtask or MMLU subject: a task alias that does not name it (a
    verifiers environment, ``benchgrade-mmlu``) gets it after the alias (``benchgrade-mmlu/anatomy/test/0``),
    or every subject's row 0 would be one query."""
    if subtask and subtask not in task:
        return f"{task}/{subtask}/{split}/{row}"
    return f"{task}/{split}/{row}"


_BBH_STOCK = re.compile(r"^bbh_cot_(fewshot|zeroshot)_(\w+)$")
_MMLU_GEN = re.compile(r"^mmlu_(\w+)_generative$")
_OURS_BBH = re.compile(r"^bbh_(\w+):(cot::olmo3:heldout|chat::benchgrade)$")
_OURS_MMLU = re.compile(r"^mmlu_(\w+):(mc::olmes|chat::benchgrade)$")


def lm_eval_task(name: str) -> TaskInfo | None:
    """A task name as it appears in lm-eval output (``samples_<name>_<date>.jsonl``, results keys)."""
    if (m := _BBH_STOCK.match(name)) and m.group(2) in BBH_SUBTASKS:
        return TaskInfo(name, "bbh", m.group(2), f"bbh_cot_{m.group(1)}", "generate")
    if name == "gsm8k" or re.fullmatch(r"gsm8k_cot\w*", name):
        return TaskInfo(name, "gsm8k", None, "gsm8k", "generate")
    if (m := _MMLU_GEN.match(name)) and m.group(1) in CATEGORY_OF:
        return TaskInfo(name, "mmlu", m.group(1), "mmlu_generative", "generate")
    if (m := _OURS_BBH.match(name)) and m.group(1) in BBH_SUBTASKS:
        return TaskInfo(name, "bbh", m.group(1), "olmo3" if m.group(2).startswith("cot") else "chat", "generate")
    if (m := _OURS_MMLU.match(name)) and m.group(1) in CATEGORY_OF:
        mc = m.group(2) == "mc::olmes"
        return TaskInfo(name, "mmlu", m.group(1), "mc" if mc else "chat", "loglikelihood" if mc else "generate")
    ours = {"gsm8k::olmo3:n8:v2": ("gsm8k", "olmo3", "generate"), "gsm8k:chat::benchgrade": ("gsm8k", "chat", "generate"),
            "socialiqa:mc::xlarge": ("socialiqa", "mc", "loglikelihood"),
            "socialiqa:chat::benchgrade": ("socialiqa", "chat", "generate")}
    if name in ours:
        benchmark, family, kind = ours[name]
        return TaskInfo(name, benchmark, None, family, kind)
    return None


def olmes_task(alias: str, kind: str) -> TaskInfo | None:
    """An OLMES alias from ``task-NNN-<alias>-predictions.jsonl`` (``bbh_navigate:cot::olmo3:heldout``, ``gsm8k``…)."""
    base = alias.split(":", 1)[0]
    if base.startswith("bbh_") and base[4:] in BBH_SUBTASKS:
        return TaskInfo(alias, "bbh", base[4:], "olmes", kind)
    if base == "gsm8k":
        return TaskInfo(alias, "gsm8k", None, "olmes", kind)
    if base.startswith("mmlu_") and base[5:] in CATEGORY_OF:
        return TaskInfo(alias, "mmlu", base[5:], "olmes", kind)
    if base in ("socialiqa", "siqa", "social_iqa"):
        return TaskInfo(alias, "socialiqa", None, "olmes", kind)
    return None


def letter(index) -> str:
    """Choice index -> letter (MMLU and SocialIQA golds are letters)."""
    return MMLU_LETTERS[index] if index < len(MMLU_LETTERS) else chr(ord("A") + index)


def benchmark_label(benchmark: str, subtask: str | None) -> str:
    """The per-query table's ``benchmark`` column: ``mmlu_stem``, ``mmlu_social_science``, … (protocol names)."""
    if benchmark != "mmlu" or subtask is None:
        return benchmark
    category = CATEGORY_OF[subtask]
    return {"social_sciences": "mmlu_social_science"}.get(category, f"mmlu_{category}")
