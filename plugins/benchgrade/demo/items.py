"""Which benchmark item a model request is about, found from its text as a model server sees it.

A completion prompt ends with the item's OLMES query (after the few-shot block); a chat prompt
is the item's chat prompt; both come from the same ``benchgrade.<benchmark>.prompts`` functions
the tasks and environments use, over the same data loaders. Used by ``benchgrade serve-demo``
and by the tests' scripted models, which answer each item from its gold.
"""
from __future__ import annotations

from importlib import import_module

BENCHMARKS = ("bbh", "gsm8k", "mmlu", "socialiqa")
#: The splits a request can come from (SocialIQA's xlarge sample draws from both).
SPLITS = {"bbh": ("test",), "gsm8k": ("test", "train"), "mmlu": ("test", "val"), "socialiqa": ("validation", "train")}
#: Characters of a query's end used as its lookup key (long enough to be unique, short enough for every query).
_KEY = 48

_FLIP = {"True": "False", "False": "True", "Yes": "No", "No": "Yes", "yes": "no", "no": "yes",
         "valid": "invalid", "invalid": "valid"}


def load_docs(data_dir, splits: dict[str, tuple[str, ...]] | None = None, *, strict: bool = True) -> list[dict]:
    """Canonical docs of the request splits ``data_dir`` holds. A later split the folder lacks is
    skipped (the bundled slices have no GSM8k train); so is a whole benchmark unless ``strict``."""
    from benchgrade.datasource import DataError

    docs = []
    for benchmark, names in (splits or SPLITS).items():
        data = import_module(f"benchgrade.{benchmark}.data")
        for split in names:
            try:
                docs += data.load_docs(split=split, data_dir=data_dir)
            except DataError:
                if split == names[0]:
                    if strict:
                        raise
                    break
    return docs


def count_by_benchmark(docs: list[dict]) -> str:
    """``bbh 81, gsm8k 12, …``: what a demo or test index holds."""
    counts: dict[str, int] = {}
    for doc in docs:
        benchmark = doc["id"].split("/", 1)[0]
        counts[benchmark] = counts.get(benchmark, 0) + 1
    return ", ".join(f"{name} {count:,}" for name, count in sorted(counts.items())) or "no items"


class ItemIndex:
    """Maps prompt text back to the canonical doc it was built from."""

    def __init__(self, data_dir=None, docs: list[dict] | None = None):
        self.by_end: dict[str, list[tuple[str, dict]]] = {}
        self.by_chat: dict[str, dict] = {}
        for doc in load_docs(data_dir, {b: (s[0],) for b, s in SPLITS.items()}) if docs is None else docs:
            benchmark = doc["id"].split("/", 1)[0]
            prompts = import_module(f"benchgrade.{benchmark}.prompts")
            query = prompts.olmes_query(doc)
            self.by_end.setdefault(query[-_KEY:], []).append((query, doc))
            self.by_chat[prompts.chat_prompt(doc)] = doc

    def __len__(self) -> int:
        return len(self.by_chat)

    def from_prompt(self, prompt: str) -> dict:
        """The doc whose OLMES query ends ``prompt``; ``LookupError`` when none or several do."""
        candidates = [(q, d) for end in {prompt[-_KEY:], *self._short_ends(prompt)} for q, d in self.by_end.get(end, ())]
        matches = {id(d): d for q, d in candidates if prompt.endswith(q)}
        if len(matches) != 1:
            raise LookupError(f"{len(matches)} items end this prompt: ...{prompt[-120:]!r}")
        return next(iter(matches.values()))

    def _short_ends(self, prompt: str):
        """Keys of queries shorter than the key length that ``prompt`` might end with (rare)."""
        return (prompt[-n:] for n in range(1, _KEY) if prompt[-n:] in self.by_end)

    def from_chat(self, prompt: str) -> dict:
        """The doc whose chat prompt is exactly ``prompt``; ``KeyError`` otherwise."""
        return self.by_chat[prompt]


def wrong_answer(doc: dict) -> str:
    """An answer that differs from the gold under any reading."""
    gold = doc["gold"]
    benchmark = doc["id"].split("/", 1)[0]
    if benchmark in ("mmlu", "socialiqa"):
        return "B" if gold == "A" else "A"
    if benchmark == "gsm8k" or doc.get("subtask") in ("object_counting", "multistep_arithmetic_two"):
        return str(int(gold.replace(",", "")) + 1)
    if gold in _FLIP:
        return _FLIP[gold]
    if gold.startswith("(") and len(gold) == 3:
        return "(B)" if gold == "(A)" else "(A)"
    if doc.get("subtask") == "dyck_languages":
        return gold + " )"
    return gold + " zzz"  # word_sorting
