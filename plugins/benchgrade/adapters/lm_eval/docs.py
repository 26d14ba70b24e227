"""lm-eval glue for documents: ``custom_dataset`` loaders and the ``doc_to_*`` functions.

Task YAMLs reference these by dotted ``!function`` paths, so plain
``lm_eval --include_path <tasks>`` imports them without any plugin hook. Nothing
here renders or loads on its own: it forwards to the host-independent
``benchgrade.<benchmark>.data`` / ``.prompts`` modules, which the verifiers
environments use too, so both hosts show models the same text.

Data source: ``data_dir`` from ``--metadata '{"data_dir": "/path"}'`` (lm-eval hands
task metadata to ``custom_dataset``), else ``$BENCHGRADE_DATA_DIR``, else the
Hugging Face datasets OLMES reads.
"""
from __future__ import annotations

from importlib import import_module

BENCHMARKS = ("bbh", "gsm8k", "mmlu", "socialiqa")
_LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"


def dataset(benchmark: str, subset: str | None = None, split: str = "test", data_dir: str | None = None,
            socialiqa_split: str | None = None, **_metadata):
    """``custom_dataset`` entry point: a DatasetDict with ``test`` and ``fewshot`` splits.

    ``fewshot`` holds OLMES's fixed shots (MMLU: the subject's first dev rows); the YAMLs
    read them with ``fewshot_split: fewshot`` + ``sampler: first_n``, so lm-eval takes them
    in order and never drops one for resembling the eval doc (OLMES does not either).
    ``socialiqa_split`` (task metadata) replaces the SocialIQA split, e.g. ``"validation"``
    on a partial data copy where the 10,000-item ``xlarge`` sample cannot be drawn.
    """
    import datasets

    if benchmark not in BENCHMARKS:
        raise ValueError(f"benchmark must be one of {', '.join(BENCHMARKS)}; got {benchmark!r}")
    data = import_module(f"benchgrade.{benchmark}.data")
    if benchmark == "socialiqa" and socialiqa_split:
        split = socialiqa_split
    test = data.load_docs(split=split, subset=subset, data_dir=data_dir)
    if benchmark == "mmlu":
        shots = data.fewshot_docs(subset, data_dir=data_dir)
    elif benchmark == "bbh":
        shots = data.fewshot_docs(subset)
    else:
        shots = data.fewshot_docs()
    return datasets.DatasetDict({"test": datasets.Dataset.from_list(test),
                                 "fewshot": datasets.Dataset.from_list(shots)})


def _prompts(benchmark: str):
    return import_module(f"benchgrade.{benchmark}.prompts")


def gold(doc: dict) -> str:
    return doc["gold"]


def gold_index(doc: dict) -> int:
    """Multiple-choice target: the position of the gold letter."""
    return _LETTERS.index(doc["gold"])


# OLMES prompt pieces: lm-eval joins description + shots + query exactly as OLMES does.
def socialiqa_query(doc: dict) -> str:
    return _prompts("socialiqa").olmes_query(doc)


def mmlu_query(doc: dict) -> str:
    return _prompts("mmlu").olmes_query(doc)


def gsm8k_query(doc: dict) -> str:
    return _prompts("gsm8k").olmes_query(doc)


def gsm8k_shot_answer(doc: dict) -> str:
    return doc["answer"]


def bbh_query(doc: dict) -> str:
    return _prompts("bbh").olmes_query(doc)


def bbh_shot_answer(doc: dict) -> str:
    return _prompts("bbh").olmes_shot_answer(doc)


def chat_prompt(doc: dict) -> str:
    """Zero-shot chat prompt of whichever benchmark the doc belongs to (its id says which)."""
    return _prompts(doc["id"].split("/", 1)[0]).chat_prompt(doc)
