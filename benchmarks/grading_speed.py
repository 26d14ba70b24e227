"""How fast benchgrade grades real model replies, per reply, against lm-eval 0.4.13's own filters.

Every reply is graded, in one process, by

* ``robust`` / ``olmes``: ``benchgrade.grade(..., mode=...)``, the core. BBH options are parsed
  from the question beforehand, and the question is passed, as benchgrade's lm-eval tasks and
  verifiers environments do.
* lm-eval 0.4.13's filters for the reply's own task, built and applied by lm-eval's own code.
  The task object comes from lm-eval's task index and ``TaskFactory``: ``bbh_cot_zeroshot_<subtask>``,
  ``bbh_cot_fewshot_<subtask>`` or ``gsm8k``. Only the dataset is swapped, through the config's
  ``custom_dataset`` hook, because the Hub is offline here. Its ``_filters`` are the
  ``FilterEnsemble`` objects that ``ConfigurableTask.__init__`` builds with ``build_filter_ensemble``
  from the YAML's ``filter_list``. Each one is applied to a real ``Instance`` (made by
  ``task.construct_requests``, with the reply appended to ``resps`` as the evaluator does),
  exactly as ``task.apply_filters`` applies it:
  - BBH ``flexible-extract``: bbh_cot_zeroshot_<subtask>'s filter, the baseline issue 14 names.
    A multiple-choice subtask uses ``utils.MultiChoiceRegexFilter`` on that doc's options;
    word_sorting uses ``utils.WordSortFilter``. Also timed: the zero-shot task's whole filter
    list (flexible-extract + strict-match) and bbh_cot_fewshot_<subtask>'s ``get-answer``.
  - GSM8k: the ``gsm8k`` task's filter list (strict-match + flexible-extract), and its
    flexible-extract on its own.
* ``bare regex``: the flexible-extract pattern read from that task's YAML and compiled in
  advance. It does ``findall`` and takes the match the way lm-eval's ``regex`` filter does,
  and nothing else. word_sorting's YAML has no pattern, so it uses the per-doc word
  alternation that ``WordSortFilter`` builds.
* ``math-verify`` (GSM8k), run the way its users run it: ``verify(parse(gold), parse(reply))``
  in the main thread. Its default timeouts call ``signal.alarm``, which it sets and clears in
  every call, and that cost is included.

Timing: in each round, every grader grades every reply once. The graders are interleaved
reply by reply, in a rotating order, so noise from other processes hits them all alike. A
reply's time is its minimum over the rounds. The garbage collector is off while timing, as in
``timeit``. Throughput is the number of replies divided by the sum of those minimums, and
ratios compare those sums. A cross-check also times each lm-eval filter on whole subtask
batches, the way ``task.apply_filters`` runs a task. Finally, 1 MB adversarial replies are
graded one at a time in a child process (goal: none over 50 ms).

Goal (issue 14): robust <= 2.5x each lm-eval filter, on BBH and on GSM8k.

Usage (from the repository root, with the plugins on PYTHONPATH)::

    python benchmarks/grading_speed.py                       # all real replies in ../shared/conformance
    python benchmarks/grading_speed.py --limit 40 --rounds 3 --no-adversarial --json out/speed.json
"""
from __future__ import annotations

import argparse
import gc
import json
import logging
import math
import multiprocessing
import os
import re
import statistics
import sys
import tempfile
import time
from collections import defaultdict
from collections.abc import Callable
from functools import partial
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parents[1]
GOAL_RATIO = 2.5
GOAL_MS_PER_REPLY = 50.0
ADVERSARIAL_SIZE = 1_000_000
ADVERSARIAL_TIMEOUT_S = 30.0
MODES = ("robust", "olmes")
# The baselines issue 14 names: BBH's flexible-extract (bbh_cot_zeroshot_<subtask>), and the gsm8k task's
# filters (strict-match + flexible-extract, both of which lm-eval runs when it scores the task). The
# other lm-eval filters are held to the same 2.5x and printed with it, but they do not decide the goal.
GOALS = {"bbh": ("flexible-extract",), "gsm8k": ("gsm8k filters",)}
ALSO = {"bbh": ("get-answer", "zero-shot filters"), "gsm8k": ("flexible-extract",)}
REFERENCES = {"bbh": ("bare regex",), "gsm8k": ("bare regex", "math-verify")}


# --------------------------------------------------------------------------- replies

def find_data_dir(explicit: str | None) -> tuple[Path | None, str]:
    """Return the benchmark folder to read, with a line saying which one it is and why."""
    if explicit:
        return Path(explicit), f"data: {explicit} (--data-dir)"
    candidates = []
    if os.environ.get("BENCHGRADE_SHARED_DATA"):
        candidates.append(Path(os.environ["BENCHGRADE_SHARED_DATA"]))  # the data folder itself, as in tests
    candidates.append(REPO_ROOT.parent / "shared" / "data")
    for candidate in candidates:
        if (candidate / "bbh").is_dir() and (candidate / "gsm8k").is_dir():
            return candidate, f"data: {candidate} (full BBH and GSM8k test sets)"
    slices = REPO_ROOT / "tests" / "data"
    if (slices / "bbh").is_dir() and (slices / "gsm8k").is_dir():
        return slices, (f"data: {slices}: ../shared/data is absent, so this run uses the small real "
                        "slices committed for the tests")
    return None, "no benchmark data: neither ../shared/data nor tests/data has bbh/ and gsm8k/"


def make_item(bench: str, subtask: str | None, question: str, gold: str, reply: str, source: str) -> dict:
    """Return one reply to grade, with its question (the lm-eval doc) and parsed BBH options."""
    from benchgrade.bbh.data import parse_choices

    return {"bench": bench, "subtask": subtask if bench == "bbh" else None, "question": question, "gold": gold,
            "reply": reply, "source": source, "choices": parse_choices(question) if bench == "bbh" else None}


def load_real_replies(folder: Path) -> list[dict]:
    """Return the real replies of public models (read at run time and never committed)."""
    items = []
    for bench in ("bbh", "gsm8k"):
        path = folder / f"real_replies_{bench}.jsonl"
        if not path.is_file():
            continue
        with path.open(encoding="utf-8") as lines:
            for number, line in enumerate(lines, 1):
                if not line.strip():
                    continue
                try:
                    row = json.loads(line)
                    items.append(make_item(bench, row.get("subtask"), row["question"], row["gold"], row["reply"],
                                           row.get("run") or row.get("model") or ""))
                except (ValueError, KeyError) as exc:
                    raise SystemExit(f"{path}:{number}: not a reply row ({exc!r}); expected JSON with question, "
                                     "gold and reply (and subtask for BBH)") from None
    return items


def sample_per_subtask(items: list[dict], limit: int | None) -> list[dict]:
    """Keep at most ``limit`` evenly spaced replies per BBH subtask, and per benchmark for GSM8k, in file order."""
    if not limit:
        return items
    groups: dict[tuple, list[int]] = defaultdict(list)
    for index, item in enumerate(items):
        groups[item["bench"], item["subtask"]].append(index)
    keep = sorted(i for indices in groups.values() for i in indices[:: max(1, len(indices) // limit)][:limit])
    return [items[i] for i in keep]


# Made-up replies, used only when the real ones are absent (a fresh clone): each gold is wrapped in
# a format that models really use, after a reasoning preamble made from the question.

def _preamble(question: str) -> str:
    return ("Let's think step by step.\n" + question.strip()[:600] + "\nFirst I restate the facts, then check each "
            "one. Considering the options carefully, one of them stands out.\n")


COMMON_FORMS: list[Callable[[str], str]] = [
    lambda g: f"So the answer is {g}.",
    lambda g: f"The answer is **{g}**.",
    lambda g: f"**Answer:** {g}",
    lambda g: f"Answer: **{g}**",
    lambda g: f"Final answer: $\\boxed{{{g}}}$",
    lambda g: f"<think>Maybe it is something else... no. Let me recheck.</think>\nThe answer is {g}.",
    lambda g: f"<think>I keep thinking and thinking about it; the answer is {g}",
    lambda g: f"Therefore, the answer is {g}",
    lambda g: f"She pays ${g}.00 in total.\n#### {g}",
]


def synthetic_replies(data_dir: Path, formats_per_doc: int) -> list[dict]:
    """Return made-up replies to the BBH and GSM8k docs in ``data_dir``, each doc in ``formats_per_doc`` formats."""
    from benchgrade.bbh import data as bbh_data
    from benchgrade.gsm8k import data as gsm8k_data

    items = []
    for bench, module in (("bbh", bbh_data), ("gsm8k", gsm8k_data)):
        docs = module.load_docs(data_dir=data_dir)
        for i, doc in enumerate(docs):
            question = doc.get("input") or doc.get("question") or ""
            for j in range(formats_per_doc):
                form = COMMON_FORMS[(i * formats_per_doc + j) % len(COMMON_FORMS)]
                items.append(make_item(bench, doc.get("subtask"), question, doc["gold"],
                                       _preamble(question) + form(doc["gold"]), "synthetic"))
    return items


# --------------------------------------------------------------------------- lm-eval's own filters

class LmEvalTasks:
    """lm-eval 0.4.13's own task objects, built offline by lm-eval's task index and factory.

    The index is lm-eval's ``TaskIndex`` over its bbh/ and gsm8k/ task folders. It resolves a name
    to the same YAML file as ``TaskManager``'s full index, in far less time. ``TaskFactory`` loads
    that YAML with its includes and ``!function`` filters and builds the ``ConfigurableTask``.
    Only ``custom_dataset`` is overridden: it supplies one placeholder doc, so the constructor
    does not try to download the dataset.
    """

    def __init__(self) -> None:
        import lm_eval
        from lm_eval.tasks._factory import TaskFactory
        from lm_eval.tasks._index import TaskIndex

        logging.getLogger("lm_eval").setLevel(logging.ERROR)  # one custom_dataset notice per task otherwise
        root = Path(lm_eval.__file__).parent / "tasks"
        self._index = TaskIndex.build([root / "bbh", root / "gsm8k"])
        self._factory = TaskFactory()
        self._tasks: dict[str, object] = {}

    def task(self, name: str):
        if name not in self._tasks:
            import datasets

            placeholder = ({"question": "1 + 1?", "answer": "#### 2"} if name == "gsm8k"
                           else {"input": "x", "target": "y"})

            def one_doc(**_metadata):
                split = datasets.Dataset.from_list([placeholder])
                return datasets.DatasetDict({"train": split, "validation": split, "test": split})

            self._tasks[name] = self._factory.build(self._index[name], overrides={"custom_dataset": one_doc},
                                                    registry=self._index)
        return self._tasks[name]

    def ensembles(self, name: str, only: str | None = None) -> list:
        """Return the task's own ``FilterEnsemble`` objects (``task._filters``), or just the one named ``only``."""
        return [f for f in self.task(name)._filters if only in (None, f.name)]

    def instance(self, name: str, doc: dict, doc_id: int, reply: str):
        """Return a real ``Instance`` of the task for ``doc``, holding ``reply`` as the evaluator stores it."""
        task = self.task(name)
        inst = task.construct_requests(doc=doc, ctx=task.doc_to_text(doc), metadata=(name, doc_id, 1))
        inst.resps.append(reply)
        return inst

    def flexible_extract_step(self, name: str) -> dict:
        """Return the first step of the task's ``flexible-extract`` entry in ``filter_list``, as the YAML states it."""
        entry = next(e for e in self.task(name).config.filter_list if e["name"] == "flexible-extract")
        return entry["filter"][0]


def run_ensembles(ensembles: list, instances: list) -> None:
    """What ``ConfigurableTask.apply_filters`` does, for the given ensembles and instances."""
    for ensemble in ensembles:
        ensemble.apply(instances)


def take_regex_match(matches: list, group_select: int, fallback: str = "[invalid]") -> str:
    """Take the match from a ``findall`` result the way lm-eval's ``RegexFilter.apply`` takes it."""
    if not matches:
        return fallback
    match = matches[group_select]
    if isinstance(match, tuple):
        match = next((part for part in match if part), fallback)
    return match.strip()


def bare_regex(step: dict, question: str) -> Callable[[str], object]:
    """Return the flexible-extract regex on its own: a precompiled ``findall`` plus the take."""
    if "regex_pattern" in step:
        regex, group = re.compile(step["regex_pattern"]), step.get("group_select", 0)
        return lambda reply: take_regex_match(regex.findall(reply), group)
    # word_sorting: WordSortFilter has no pattern in the YAML and builds one from the doc's word list
    words = question.split("List:")[-1].split()
    regex = re.compile("|".join(f"\\b{w}\\b" for w in words))
    return regex.findall


def math_verify_grader(gold: str, reply: str) -> Callable[[], object] | None:
    try:
        from math_verify import parse, verify
    except ImportError:
        return None
    return lambda: verify(parse(gold), parse(reply))


def graders_for(item: dict, number: int, lm: LmEvalTasks) -> dict[str, Callable[[], object]]:
    """Return every grader of ``item``'s benchmark as a call with no arguments that grades this one reply."""
    import benchgrade

    reply, gold = item["reply"], item["gold"]
    graders: dict[str, Callable[[], object]] = {
        mode: partial(benchgrade.grade, item["bench"], reply, gold, subtask=item["subtask"], choices=item["choices"],
                      mode=mode, question=item["question"] or None) for mode in MODES}
    if item["bench"] == "bbh":
        zero_shot, few_shot = f"bbh_cot_zeroshot_{item['subtask']}", f"bbh_cot_fewshot_{item['subtask']}"
        doc = {"input": item["question"], "target": gold}
        zs_inst = [lm.instance(zero_shot, doc, number, reply)]
        graders["flexible-extract"] = partial(run_ensembles, lm.ensembles(zero_shot, "flexible-extract"), zs_inst)
        graders["zero-shot filters"] = partial(run_ensembles, lm.ensembles(zero_shot), zs_inst)
        graders["get-answer"] = partial(run_ensembles, lm.ensembles(few_shot, "get-answer"),
                                        [lm.instance(few_shot, doc, number, reply)])
        graders["bare regex"] = partial(bare_regex(lm.flexible_extract_step(zero_shot), item["question"]), reply)
    else:
        doc = {"question": item["question"], "answer": f"#### {gold}"}
        inst = [lm.instance("gsm8k", doc, number, reply)]
        graders["gsm8k filters"] = partial(run_ensembles, lm.ensembles("gsm8k"), inst)
        graders["flexible-extract"] = partial(run_ensembles, lm.ensembles("gsm8k", "flexible-extract"), inst)
        graders["bare regex"] = partial(bare_regex(lm.flexible_extract_step("gsm8k"), item["question"]), reply)
        if (verify := math_verify_grader(gold, reply)) is not None:
            graders["math-verify"] = verify
    return graders


# --------------------------------------------------------------------------- timing

def time_per_reply(graders: list[dict[str, Callable[[], object]]], rounds: int,
                   progress: str) -> tuple[dict[str, list[float]], dict[str, dict]]:
    """Return each grader's per-reply minimum over ``rounds`` interleaved rounds, and each grader's errors.

    The errors come back as ``{grader: {"count", "first"}}``. A raising grader is recorded as a
    finding; it does not stop the run.
    """
    names = list(dict.fromkeys(name for mine in graders for name in mine))
    best = {name: [math.inf] * len(graders) for name in names}
    failed: dict[str, dict[int, str]] = defaultdict(dict)
    clock = time.perf_counter
    for round_number in range(rounds):
        started = clock()
        gc.collect()
        gc.disable()
        try:
            for index, mine in enumerate(graders):
                order = list(mine.items())
                shift = (index + round_number) % len(order)
                for name, grade in order[shift:] + order[:shift]:
                    start = clock()
                    try:
                        grade()
                    except Exception as exc:  # noqa: BLE001 -- graders must never raise; count it
                        failed[name].setdefault(index, f"{type(exc).__name__}: {exc}")
                    seconds = clock() - start
                    if seconds < best[name][index]:
                        best[name][index] = seconds
        finally:
            gc.enable()
        print(f"  {progress} round {round_number + 1}/{rounds}: {clock() - started:.1f} s", file=sys.stderr, flush=True)
    errors = {name: {"count": len(where), "first": f"reply {min(where)}: {where[min(where)]}"}
              for name, where in failed.items()}
    return best, errors


def clock_overhead() -> float:
    """Return the least time one timing adds by itself (two clock reads and a call that does nothing)."""
    clock, nothing, best = time.perf_counter, partial(int), math.inf
    for _ in range(20_000):
        start = clock()
        nothing()
        best = min(best, clock() - start)
    return best


def time_batched(graders: list[dict[str, Callable[[], object]]], items: list[dict], rounds: int) -> dict[str, float]:
    """Return the seconds for each lm-eval grader on whole per-subtask batches (best round per batch, summed).

    This is ``task.apply_filters`` over all of a subtask's instances at once. It checks that
    timing one reply per call does not inflate lm-eval's cost: a batch builds each filter
    object once, where a one-reply call builds it for every reply. (A batch keeps its best
    round as a whole, so it keeps noise that per-reply minimums drop.)
    """
    batches: dict[tuple[str, str | None], tuple[list, list]] = {}
    for item, mine in zip(items, graders):
        for name, grade in mine.items():
            if isinstance(grade, partial) and grade.func is run_ensembles:
                ensembles, instances = grade.args
                batches.setdefault((name, item["subtask"]), (ensembles, []))[1].extend(instances)
    best: dict[tuple, float] = defaultdict(lambda: math.inf)
    for _ in range(rounds):
        gc.collect()
        gc.disable()
        try:
            for key, (ensembles, instances) in batches.items():
                start = time.perf_counter()
                run_ensembles(ensembles, instances)
                best[key] = min(best[key], time.perf_counter() - start)
        finally:
            gc.enable()
    totals: dict[str, float] = defaultdict(float)
    for (name, _subtask), seconds in best.items():
        totals[name] += seconds
    return dict(totals)


def summarise(times: list[float]) -> dict:
    total = sum(times)
    ordered = sorted(times)
    return {"replies": len(times), "seconds": total, "per_second": len(times) / total if total else math.inf,
            "mean_us": 1e6 * statistics.fmean(times), "median_us": 1e6 * statistics.median(times),
            "p99_us": 1e6 * ordered[int(0.99 * (len(ordered) - 1))], "max_ms": 1e3 * ordered[-1]}


def verdict(ratio: float) -> str:
    return "met" if ratio <= GOAL_RATIO else "NOT met"


# --------------------------------------------------------------------------- report

def measure_bench(bench: str, items: list[dict], lm: LmEvalTasks, rounds: int) -> dict:
    """Time every grader of ``bench`` on ``items``, print the tables, and return the figures."""
    graders = [graders_for(item, number, lm) for number, item in enumerate(items)]
    warmed = set()
    for item, mine in zip(items, graders):  # first calls import modules and compile regexes: not timed
        if item["subtask"] not in warmed:
            warmed.add(item["subtask"])
            for grade in mine.values():
                try:
                    grade()
                except Exception:  # noqa: BLE001 -- counted when timed
                    pass
    best, errors = time_per_reply(graders, rounds, bench)
    batched = time_batched(graders, items, rounds)
    figures: dict = {"replies": len(items), "graders": {}, "ratios": {}, "batched": {}, "goals": {}, "also": {},
                     "slowest": {}}

    header = (f"{'grader':<20}{'replies':>8}{'replies/s':>11}{'mean µs':>9}{'median µs':>10}{'p99 µs':>9}"
              f"{'slowest ms':>11}{'raised':>7}")
    print(f"\n{bench}: {len(items):,} replies, per-reply minimum over {rounds} rounds\n{header}\n{'-' * len(header)}")
    for name, times in best.items():
        row = summarise(times) | {"errors": errors.get(name, {"count": 0})}
        figures["graders"][name] = row
        print(f"{name:<20}{row['replies']:>8,}{row['per_second']:>11,.0f}{row['mean_us']:>9.1f}"
              f"{row['median_us']:>10.1f}{row['p99_us']:>9.1f}{row['max_ms']:>11.2f}{row['errors']['count']:>7}")
        worst = max(range(len(times)), key=times.__getitem__)
        figures["slowest"][name] = {"ms": 1e3 * times[worst], "subtask": items[worst]["subtask"],
                                    "source": items[worst]["source"], "chars": len(items[worst]["reply"]),
                                    "ending": items[worst]["reply"][-80:]}
    if bench == "gsm8k" and "math-verify" not in best:
        print("  math-verify is not installed here (pip install math-verify): not timed")
    for name, error in errors.items():
        print(f"  !! {name} raised on {error['count']} replies; first: {error['first'][:200]}")

    seconds = {name: row["seconds"] for name, row in figures["graders"].items()}
    for mode in MODES:
        for baseline in GOALS[bench] + ALSO[bench] + REFERENCES[bench]:
            if baseline in seconds:
                figures["ratios"][f"{mode} / {baseline}"] = seconds[mode] / seconds[baseline]
    print()
    for baseline in GOALS[bench] + ALSO[bench]:
        ratio = figures["ratios"][f"robust / {baseline}"]
        figures["goals" if baseline in GOALS[bench] else "also"][f"robust / {baseline}"] = {
            "ratio": ratio, "met": ratio <= GOAL_RATIO}
        print(f"  robust / lm-eval {baseline}: {ratio:.2f}x  (<= {GOAL_RATIO:g}x: {verdict(ratio)}"
              f"{'; the goal' if baseline in GOALS[bench] else ''}); "
              f"olmes / {baseline}: {figures['ratios'][f'olmes / {baseline}']:.2f}x")
    for reference in REFERENCES[bench]:
        if f"robust / {reference}" in figures["ratios"]:
            print(f"  robust / {reference}: {figures['ratios'][f'robust / {reference}']:.2f}x  (reported)")
    for name, total in batched.items():
        figures["batched"][name] = {"seconds": total, "per_second": len(items) / total}
        print(f"  cross-check: lm-eval {name} on whole subtask batches, as task.apply_filters runs a task: "
              f"{len(items) / total:,.0f} replies/s; one reply per call, as used above: "
              f"{len(items) / seconds[name]:,.0f}")
    if bench == "bbh":
        figures["per_subtask"] = per_subtask_table(items, best)
    print()
    for name, slow in figures["slowest"].items():
        print(f"  slowest reply, {name}: {slow['ms']:.2f} ms ({slow['subtask'] or bench}, {slow['chars']:,} chars, "
              f"ending {slow['ending'][-50:]!r})")
    return figures


def per_subtask_table(items: list[dict], best: dict[str, list[float]]) -> dict:
    """Print and return each BBH subtask's mean per-reply time per grader and robust's ratios."""
    columns = ("robust", "olmes", "flexible-extract", "get-answer", "bare regex")
    rows: dict[str, dict] = {}
    for subtask in sorted({item["subtask"] for item in items}):
        where = [i for i, item in enumerate(items) if item["subtask"] == subtask]
        sums = {name: sum(best[name][i] for i in where) for name in columns}
        rows[subtask] = {"replies": len(where), **{f"{name} µs": 1e6 * sums[name] / len(where) for name in columns},
                         **{f"robust / {name}": sums["robust"] / sums[name] for name in columns[2:]}}
    short = ("robust", "olmes", "flex", "get-ans", "bare")
    header = (f"{'subtask':<42}{'n':>5}" + "".join(f"{c + ' µs':>12}" for c in short)
              + f"{'r/flex':>8}{'r/get':>7}{'r/bare':>8}")
    print(f"\n  per subtask (mean of per-reply minimums; r = robust)\n  {header}")
    for subtask, row in rows.items():
        print(f"  {subtask:<42}{row['replies']:>5}" + "".join(f"{row[c + ' µs']:>12.1f}" for c in columns)
              + f"{row['robust / flexible-extract']:>8.2f}{row['robust / get-answer']:>7.2f}"
              f"{row['robust / bare regex']:>8.1f}")
    over = [s for s, row in rows.items() if row["robust / flexible-extract"] > GOAL_RATIO]
    print(f"  subtasks over {GOAL_RATIO:g}x flexible-extract: {len(over)} of {len(rows)}")
    return rows


# --------------------------------------------------------------------------- adversarial

def adversarial_cases() -> dict[str, Callable[[], str]]:
    n = ADVERSARIAL_SIZE

    def fill(unit: str, tail: str = "") -> Callable[[], str]:
        return lambda: (unit * (n // len(unit) + 1))[: n - len(tail)] + tail

    return {
        "digit run": fill("7"),
        "digit run + answer": fill("9", " So the answer is 7."),
        "digit groups 1,234,": fill("1,234,"),
        "U+2212 numbers": fill("\u22121 "),
        "dollar decimals $.5": fill("$.5 "),
        "nested <think>": fill("<think>", "The answer is (A)."),
        "unclosed <think>": lambda: "<think>" + fill("so the answer is maybe ")()[7:],
        "many </think>": fill("</think> x "),
        "many Answer:": fill("Answer: "),
        "many **Answer:** (A)": fill("**Answer:** (A) "),
        "many 'the answer is'": fill("the answer is "),
        "nested \\boxed{": fill("\\boxed{"),
        "bold markers": fill("**"),
        "open parens": fill("("),
        "closing brackets": fill(") ] } > "),
        "letters and spaces": fill("abcd "),
        "words + is correct": fill("abcd ", "\n.x is correct"),
        "letter options": fill("(A) (B) "),
        "newlines": fill("\n"),
        "spaces": fill(" "),
        "control chars": fill("\x00\x01\x1b[0m\x7f"),
        "lone surrogates": fill("\ud800a"),
        "\\frac soup": fill("\\frac{1}{"),
        "word, 1M spaces, dot": lambda: "x" + " " * (n - 2) + ".",
        "'therefore the answer is' + spaces": lambda: "therefore the answer is" + " " * (n - 24) + ".",
        "glued 'thereforetheansweris'": fill("thereforetheansweris", "_"),
        "'apple is correct' list": fill("apple is correct "),
        "space/newline pairs": fill(" \n"),
        # labels by the thousand: question labels (a new question / an echoed one), other labels, label lines
        "many 'Q:' lines": fill("Q: \n"),
        "many 'Question:' lines": fill("Question:\n"),
        "many 'Explanation:' lines": fill("Explanation:\n"),
        "label lines after an answer": lambda: "The answer is (A).\n" + fill("Edit: (B)\nKey: 19\n")()[19:],
        "eliminations in one sentence": lambda: "The answer is (A). " + fill("(B) is wrong, ")()[19:],
        "options joined across 1,000 spaces": fill("(A)" + " " * 1000 + "and" + " " * 1000 + "q "),
        "answer, 1M spaces, a number": lambda: "The answer is 7 " + " " * (n - 17) + "9",
        # runs after an answer, and one answer line of thousands of values (at 1 MB and at 20 kB, where the spans
        # the core reads are not yet cut short: on 7b461d8 these took 3 to 21 s at 20 kB)
        "answer then underscores": lambda: "Answer: 7" + "_" * (n - 9),
        "answer then underscores (20 kB)": lambda: "Answer: 7" + "_" * 20_000,
        "answer then ' _' pairs": lambda: "Answer: 7" + fill(" _")()[9:],
        "one answer of many values": lambda: "Answer:" + fill("1 ")()[7:-1] + "7",
        "one answer of many values (20 kB)": lambda: "Answer:" + "1 " * 10_000 + "7",
        "many letters in one answer (20 kB)": lambda: "Answer:" + "A " * 10_000 + "B",
        # ... and an answer's clause of thousands of conditioned offers (each looked past for a fact against its
        # condition: on 92e22fb, 86 ms at 20 kB)
        "many conditioned offers (20 kB)": lambda: "Answer: 7, " + "or 8 if read loosely, " * 900 + "end.",
        # encodings the core decodes: one long base64 run, base64 words by the thousand, a rot13 label
        "base64 run": fill("QUJD"),
        "base64 words": fill("QWN0dWFsbHksIDY4Lg== "),
        "rot13 labels": fill("rot13: ba ersyrpgvba "),
    }


ADVERSARIAL_TARGETS = [  # (bench, subtask, question, gold)
    ("bbh", "date_understanding",
     "Which one?\nOptions:\n(A) one\n(B) two\n(C) three\n(D) four\n(E) five\n(F) six", "(A)"),
    ("bbh", "boolean_expressions", "not ( True ) and ( True ) is", "True"),
    ("bbh", "formal_fallacies", "Is the argument deductively valid or invalid?\nOptions:\n- valid\n- invalid", "valid"),
    ("bbh", "dyck_languages", "Complete the rest of the sequence. Input: [ (", ") ]"),
    ("bbh", "word_sorting", "Sort the following words alphabetically: List: banana apple", "apple banana"),
    ("bbh", "multistep_arithmetic_two", "((-1 + 2) * (3 - 4) - 4) =", "-5"),
    ("gsm8k", None, "Tom has 3 apples and buys 4 more. How many apples does he have?", "7"),
]
ADVERSARIAL_GRADERS = ("robust", "olmes", "flexible-extract")  # the last is lm-eval's, for comparison


def _adversarial_worker(jobs, results) -> None:
    cases, lm = adversarial_cases(), LmEvalTasks()
    while (job := jobs.get()) is not None:
        grader, case, target = job
        bench, subtask, question, gold = ADVERSARIAL_TARGETS[target]
        grade = graders_for(make_item(bench, subtask, question, gold, cases[case](), "adversarial"), 0, lm)[grader]

        def once() -> float:
            start = time.perf_counter()
            grade()
            return time.perf_counter() - start

        seconds = once()
        if GOAL_MS_PER_REPLY / 1e3 < seconds < 5:  # over the goal: check that another process is not to blame
            seconds = min(seconds, once(), once())
        results.put((job, seconds))


def run_adversarial() -> list[tuple[str, str, str, float | None]]:
    """Return (grader, case, target, seconds, or None when killed at the timeout) for every combination."""
    context = multiprocessing.get_context("fork" if sys.platform != "win32" else "spawn")
    pending = [(grader, case, target) for grader in ADVERSARIAL_GRADERS for case in adversarial_cases()
               for target in range(len(ADVERSARIAL_TARGETS))]
    outcomes = []

    def label(target: int) -> str:
        return ADVERSARIAL_TARGETS[target][1] or ADVERSARIAL_TARGETS[target][0]

    while pending:
        jobs, results = context.Queue(), context.Queue()
        worker = context.Process(target=_adversarial_worker, args=(jobs, results), daemon=True)
        worker.start()
        for job in pending:
            jobs.put(job)
        jobs.put(None)
        done = 0
        for job in pending:
            try:
                finished, seconds = results.get(timeout=ADVERSARIAL_TIMEOUT_S)
            except Exception:  # queue.Empty: the worker is stuck on this job (or died on it)
                worker.kill()
                outcomes.append((job[0], job[1], label(job[2]), None))
                done += 1
                break
            outcomes.append((finished[0], finished[1], label(finished[2]), seconds))
            done += 1
        else:
            worker.join()
        pending = pending[done:]
    return outcomes


def report_adversarial(outcomes: list[tuple[str, str, str, float | None]]) -> dict:
    summary = {}
    for grader in ADVERSARIAL_GRADERS:
        mine = [o for o in outcomes if o[0] == grader]
        killed = [o for o in mine if o[3] is None]
        finished = sorted((o for o in mine if o[3] is not None), key=lambda o: -o[3])
        over = [o for o in finished if o[3] * 1e3 > GOAL_MS_PER_REPLY]
        name = grader if grader in MODES else f"lm-eval {grader}"
        summary[grader] = {"replies": len(mine), "over_goal": len(over) + len(killed),
                           "slowest_ms": finished[0][3] * 1e3 if finished else None}
        if finished:
            worst = finished[0]
            print(f"  {name:<26} {len(mine)} replies; slowest {worst[3] * 1e3:.1f} ms ({worst[1]}, {worst[2]}); "
                  f"over {GOAL_MS_PER_REPLY:g} ms: {len(over) + len(killed)}")
        else:
            print(f"  {name}: none finished")
        for o in killed + over[:12]:
            print(f"      {o[1]!r} / {o[2]}: {'KILLED at timeout' if o[3] is None else f'{o[3] * 1e3:.1f} ms'}")
    return summary


# --------------------------------------------------------------------------- main

def write_json_atomically(path: Path, payload: dict) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.NamedTemporaryFile("w", dir=path.parent, delete=False, suffix=".tmp", encoding="utf-8") as tmp:
        json.dump(payload, tmp, indent=2, default=str)
    os.replace(tmp.name, path)


def report_goal(results: dict) -> dict:
    """Print whether issue 14's goal is met, from the figures gathered, and return the verdicts."""
    goals = {f"{bench}: {name}": check["met"] for bench, figures in results["benches"].items()
             for name, check in figures["goals"].items()}
    raised = {f"{bench}: {name}": row["errors"]["count"] for bench, figures in results["benches"].items()
              for name, row in figures["graders"].items() if name in MODES and row["errors"]["count"]}
    over = {g: s["over_goal"] for g, s in results.get("adversarial", {}).get("summary", {}).items() if g in MODES}
    met = all(goals.values()) and not raised and not any(over.values())
    goal = {"ratios": goals, "benchgrade_raised": raised, "adversarial_over_50ms": over,
            "met": None if met and "adversarial" not in results else met}
    status = {True: "met", False: "NOT met", None: "not decided (the 1 MB replies were skipped)"}
    also = {f"{bench}: {name}": check["met"] for bench, figures in results["benches"].items()
            for name, check in figures["also"].items()}
    goal["also"] = also
    print(f"\ngoal (robust <= {GOAL_RATIO:g}x lm-eval's BBH flexible-extract and gsm8k filters; no 1 MB reply over "
          f"{GOAL_MS_PER_REPLY:g} ms; nothing raises): {status[goal['met']]}")
    for name, met in goals.items():
        print(f"  {name}: {'met' if met else 'NOT met'}")
    for name, met in also.items():
        print(f"  {name}: {'met' if met else 'NOT met'} (the same {GOAL_RATIO:g}x against another lm-eval filter)")
    print(f"  benchgrade raised: {raised or 'never'}; adversarial over {GOAL_MS_PER_REPLY:g} ms: "
          f"{over if 'adversarial' in results else 'not run'}")
    return goal


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--data-dir", help="benchmark folder (default: ../shared/data, else tests/data)")
    parser.add_argument("--replies-dir", type=Path,
                        help="folder with real_replies_bbh.jsonl / real_replies_gsm8k.jsonl "
                             "(default: conformance/ beside the data folder)")
    parser.add_argument("--limit", type=int, default=None,
                        help="at most this many replies per BBH subtask and for GSM8k (evenly spaced)")
    parser.add_argument("--rounds", type=int, default=5, help="timing rounds; each reply keeps its minimum (default 5)")
    parser.add_argument("--formats-per-doc", type=int, default=3,
                        help="made-up reply formats per doc, used only when the real replies are absent (default 3)")
    parser.add_argument("--no-adversarial", action="store_true", help="skip the 1 MB replies")
    parser.add_argument("--json", type=Path, help="also write the figures to this JSON file")
    args = parser.parse_args(argv)
    if args.rounds < 1 or (args.limit is not None and args.limit < 1):
        parser.error("--rounds and --limit must be at least 1")

    data_dir, data_line = find_data_dir(args.data_dir)
    replies_dir = args.replies_dir or (data_dir.parent / "conformance" if data_dir else None)
    items = load_real_replies(replies_dir) if replies_dir else []
    if items:
        source = f"real model replies from {replies_dir} (read at run time, not part of the project)"
    elif data_dir is not None:
        items = synthetic_replies(data_dir, args.formats_per_doc)
        source = (f"no real replies in {replies_dir}: made-up replies from {data_line.removeprefix('data: ')}, "
                  f"{args.formats_per_doc} formats per doc (figures less telling than on real replies)")
    else:
        print(f"{data_line}\nskipped: nothing to measure")
        return 0
    items = sample_per_subtask(items, args.limit)

    import lm_eval

    print(f"{source}\nreplies: {len(items):,}; python {sys.version.split()[0]}, lm-eval {lm_eval.__version__}; "
          f"command: {' '.join([Path(sys.executable).name, *sys.argv])}")
    print(f"each timing includes about {clock_overhead() * 1e6:.2f} µs of clock and call overhead")
    lm = LmEvalTasks()
    results: dict = {"source": source, "command": sys.argv, "python": sys.version.split()[0],
                     "lm_eval": lm_eval.__version__, "rounds": args.rounds, "goal_ratio": GOAL_RATIO, "benches": {}}
    for bench in ("bbh", "gsm8k"):
        mine = [item for item in items if item["bench"] == bench]
        if mine:
            results["benches"][bench] = measure_bench(bench, mine, lm, args.rounds)

    if not args.no_adversarial:
        print(f"\nadversarial replies of {ADVERSARIAL_SIZE:,} characters ({len(adversarial_cases())} kinds x "
              f"{len(ADVERSARIAL_TARGETS)} targets), each graded alone in a child process "
              f"(killed after {ADVERSARIAL_TIMEOUT_S:g} s):")
        outcomes = run_adversarial()
        results["adversarial"] = {"summary": report_adversarial(outcomes),
                                  "replies": [{"grader": g, "case": c, "target": t,
                                               "ms": None if s is None else s * 1e3} for g, c, t, s in outcomes]}

    results["goal"] = report_goal(results)
    if args.json:
        write_json_atomically(args.json, results)
        print(f"figures written to {args.json}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
