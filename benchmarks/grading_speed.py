"""How fast benchgrade grades, measured against lm-eval 0.4.13's own regex filters in the same process.

Replies are built from the real BBH and GSM8k test sets: each gold is wrapped in
formats models really use (CoT "So the answer is", bold, ``**Answer:**``, boxed,
``<think>`` blocks, unclosed ``<think>``, ``$1,250.``, ``.5``, U+2212, option text,
bare letters ...), behind a reasoning preamble made from the question. Each reply
is graded by

* ``robust``  -- ``benchgrade.grade(..., mode="robust")`` (the core),
* ``olmes``   -- ``benchgrade.grade(..., mode="olmes")`` (OLMES-exact),
* ``lm-eval`` -- the filter pipelines lm-eval 0.4.13 builds from its own task YAMLs
  (``bbh_cot_fewshot``: ``get-answer``; ``bbh_cot_zeroshot``: ``flexible-extract``, the
  baseline issue 8 names for BBH; ``gsm8k``: ``strict-match`` and ``flexible-extract``), via ``lm_eval.filters.build_filter_ensemble`` applied to real
  ``Instance`` objects, as lm-eval applies them (the named baseline).

It prints replies/second, the ratio robust/lm-eval (goal: <= 3x) and the slowest
single reply; then it grades adversarial 1 MB replies (long digit runs, nested and
unclosed tags, thousands of "Answer:" ...) one by one in a child process with a
hard timeout (goal: none over 50 ms).

Usage (from the repository root)::

    python benchmarks/grading_speed.py                 # ../shared/data, else tests/data slices
    python benchmarks/grading_speed.py --limit 200 --json out/speed.json
"""
from __future__ import annotations

import argparse
import json
import multiprocessing
import os
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parents[1]
GOAL_RATIO = 3.0
GOAL_MS_PER_REPLY = 50.0
ADVERSARIAL_SIZE = 1_000_000
ADVERSARIAL_TIMEOUT_S = 30.0


# --------------------------------------------------------------------------- data

def find_data_dir(explicit: str | None) -> tuple[Path | None, str]:
    """The benchmark folder to read, and a line saying which one and why."""
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
        return slices, (f"data: {slices} -- ../shared/data is absent, so this uses the small real "
                        "slices committed for the tests; figures are noisier than on the full sets")
    return None, "no benchmark data: neither ../shared/data nor tests/data has bbh/ and gsm8k/"


def load_items(data_dir: Path, limit: int | None) -> dict[str, list[dict]]:
    from benchgrade.bbh import data as bbh_data
    from benchgrade.gsm8k import data as gsm8k_data

    bbh = bbh_data.load_docs(data_dir=data_dir)
    gsm8k = gsm8k_data.load_docs(data_dir=data_dir)
    if limit:
        step = max(1, len(bbh) // limit)
        bbh, gsm8k = bbh[::step][:limit], gsm8k[:limit]
    return {"bbh": bbh, "gsm8k": gsm8k}


# --------------------------------------------------------------------------- reply formats

def _preamble(doc: dict) -> str:
    question = (doc.get("input") or doc.get("question") or "").strip()
    return ("Let's think step by step.\n" + question[:600] + "\nFirst I restate the facts, then check each one. "
            "Considering the options carefully, one of them stands out.\n")


def _number_forms(gold: str) -> list[Callable[[str], str]]:
    """GSM8k-specific spellings of a numeric gold."""
    forms = []
    try:
        value = int(gold.replace(",", ""))
    except ValueError:
        return forms
    if abs(value) >= 1000:
        forms.append(lambda g: f"So the answer is ${value:,}.")
    if value < 0:
        forms.append(lambda g: f"The result is \u2212{abs(value)}.")
    forms.append(lambda g: f"She pays ${value}.00 in total.\n#### {value}")
    forms.append(lambda g: f"So the answer is ${value}.")
    return forms


def _letter_forms(doc: dict) -> list[Callable[[str], str]]:
    """MC letters in other shapes, and the option text instead of the letter."""
    gold = doc["gold"]
    if not (len(gold) == 3 and gold[0] == "(" and gold[2] == ")"):
        return []
    letter = gold[1]
    forms = [lambda g: f"{letter})", lambda g: f"Answer: {letter}", lambda g: f"The correct option is {letter}."]
    choices = doc.get("choices") or []
    index = ord(letter) - ord("A")
    if 0 <= index < len(choices):
        forms.append(lambda g: f"The answer is {choices[index]}.")
    return forms


COMMON_FORMS: list[Callable[[str], str]] = [
    lambda g: f"So the answer is {g}.",
    lambda g: f"The answer is **{g}**.",
    lambda g: f"**Answer:** {g}",
    lambda g: f"**Answer: {g}**",
    lambda g: f"Answer: **{g}**",
    lambda g: f"Final answer: $\\boxed{{{g}}}$",
    lambda g: f"<think>Maybe it is something else... no. Let me recheck.</think>\nThe answer is {g}.",
    lambda g: f"<think>I keep thinking and thinking about it; the answer is {g}",
    lambda g: f"Final answer: {g}",
    lambda g: f"Therefore, the answer is {g}",
]


def build_replies(items: dict[str, list[dict]], formats_per_doc: int) -> list[dict]:
    """Each doc gets ``formats_per_doc`` formats, rotating through all of them across docs."""
    replies = []
    for bench, docs in items.items():
        for i, doc in enumerate(docs):
            extra = _number_forms(doc["gold"]) if bench == "gsm8k" else _letter_forms(doc)
            forms = COMMON_FORMS + extra
            preamble = _preamble(doc)
            for j in range(formats_per_doc):
                form = forms[(i * formats_per_doc + j) % len(forms)]
                replies.append({"bench": bench, "doc": doc, "reply": preamble + form(doc["gold"])})
    return replies


# --------------------------------------------------------------------------- graders

def benchgrade_grader(mode: str) -> Callable[[dict], object]:
    import benchgrade

    def grade(item: dict):
        doc = item["doc"]
        return benchgrade.grade(item["bench"], item["reply"], doc["gold"], subtask=doc.get("subtask"),
                                choices=doc.get("choices"), mode=mode).correct
    return grade


def lm_eval_ensembles() -> dict[str, list]:
    """lm-eval's filter ensembles, built from the filter_list of its own task YAMLs exactly as
    ``ConfigurableTask.__init__`` builds them."""
    import lm_eval
    from lm_eval.filters import build_filter_ensemble
    from lm_eval.tasks._yaml_loader import load_yaml  # lm-eval 0.4.13's own task-YAML reader

    tasks_dir = Path(lm_eval.__file__).parent / "tasks"
    # Every bbh_cot_fewshot_<subtask> includes the same template, hence the same filter_list;
    # the multiple-choice bbh_cot_zeroshot_<subtask> YAMLs share one flexible-extract
    # (utils.MultiChoiceRegexFilter, which reads the options from doc["input"]).
    sources = {"bbh": (tasks_dir / "bbh" / "cot_fewshot" / "boolean_expressions.yaml", None),
               "bbh-flex": (tasks_dir / "bbh" / "cot_zeroshot" / "date_understanding.yaml", "flexible-extract"),
               "gsm8k": (tasks_dir / "gsm8k" / "gsm8k.yaml", None)}
    ensembles = {}
    for bench, (path, only) in sources.items():
        config = load_yaml(path, resolve_func=True)
        ensembles[bench] = [
            build_filter_ensemble(entry["name"], [(step["function"], {k: v for k, v in step.items() if k != "function"})
                                                  for step in entry["filter"]])
            for entry in config["filter_list"] if only in (None, entry["name"])
        ]
    return ensembles


def lm_eval_instances(items: list[dict]) -> list:
    from lm_eval.api.instance import Instance

    instances = []
    for i, item in enumerate(items):
        inst = Instance(request_type="generate_until", doc=item["doc"], arguments=("", {}), idx=0,
                        metadata=(item["bench"], i, 1))
        inst.resps = [item["reply"]]
        instances.append(inst)
    return instances


def lm_eval_metric_kwargs() -> dict[str, dict]:
    """exact_match options of the same YAMLs (for the filter+metric variant)."""
    return {"bbh": {}, "gsm8k": {"ignore_case": True, "ignore_punctuation": False,
                                 "regexes_to_ignore": [",", "\\$", "(?s).*#### ", "\\.$"]}}


# --------------------------------------------------------------------------- timing

def time_each(grade: Callable[[dict], object], items: list[dict]) -> tuple[list[float], int, str | None]:
    """Seconds per item, number of exceptions, and the first exception (graders must never raise)."""
    times, errors, first_error = [], 0, None
    clock = time.perf_counter
    for item in items:
        start = clock()
        try:
            grade(item)
        except Exception as exc:  # noqa: BLE001 -- a raising grader is a finding, not a crash
            errors += 1
            first_error = first_error or f"{type(exc).__name__}: {exc} (on {item['reply'][:80]!r})"
        times.append(clock() - start)
    return times, errors, first_error


def time_lm_eval(ensembles: list, instances: list, with_metric: dict | None) -> float:
    """Seconds for lm-eval to filter (and optionally score) the whole batch, as one task run would."""
    from lm_eval.api.metrics import exact_match_hf_evaluate

    start = time.perf_counter()
    for ensemble in ensembles:
        ensemble.apply(instances)
        if with_metric is not None:
            for inst in instances:
                exact_match_hf_evaluate([inst.filtered_resps[ensemble.name]], [inst.doc["gold"]], **with_metric)
    return time.perf_counter() - start


def time_lm_eval_each(ensembles: list, instances: list) -> list[float]:
    times = []
    for inst in instances:
        start = time.perf_counter()
        for ensemble in ensembles:
            ensemble.apply([inst])
        times.append(time.perf_counter() - start)
    return times


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
    }


ADVERSARIAL_TARGETS = [  # (bench, subtask, gold, choices)
    ("bbh", "date_understanding", "(A)", ["one", "two", "three", "four", "five", "six"]),
    ("bbh", "boolean_expressions", "True", None),
    ("bbh", "formal_fallacies", "valid", None),
    ("bbh", "dyck_languages", "] )", None),
    ("bbh", "word_sorting", "apple banana", None),
    ("bbh", "multistep_arithmetic_two", "-5", None),
    ("gsm8k", None, "7", None),
]


def _adversarial_worker(jobs, results) -> None:
    import benchgrade

    cases = adversarial_cases()
    ensembles = lm_eval_ensembles()
    while (job := jobs.get()) is not None:
        grader, case, bench, subtask, gold, choices = job
        reply = cases[case]()
        item = {"bench": bench, "reply": reply, "doc": {"gold": gold, "subtask": subtask, "choices": choices}}
        def once() -> float:
            if grader == "lm-eval":
                instances = lm_eval_instances([item])
                start = time.perf_counter()
                for ensemble in ensembles[bench]:
                    ensemble.apply(instances)
            else:
                start = time.perf_counter()
                benchgrade.grade(bench, reply, gold, subtask=subtask, choices=choices, mode=grader)
            return time.perf_counter() - start

        seconds = once()
        if GOAL_MS_PER_REPLY / 1e3 < seconds < 5:  # over the goal: make sure it is not another process's doing
            seconds = min(seconds, once(), once())
        results.put((job, seconds))


def run_adversarial(graders: list[str]) -> list[tuple[str, str, str, float | None]]:
    """(grader, case, target, seconds or None when killed at the timeout) for every combination."""
    context = multiprocessing.get_context("fork" if sys.platform != "win32" else "spawn")
    jobs_list = [(grader, case, bench, subtask, gold, choices)
                 for grader in graders for case in adversarial_cases()
                 for bench, subtask, gold, choices in ADVERSARIAL_TARGETS
                 if not (grader == "olmes" and bench not in ("bbh", "gsm8k"))]
    outcomes, pending = [], list(jobs_list)
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
            except Exception:  # queue.Empty: the worker is stuck on this job
                worker.kill()
                outcomes.append((job[0], job[1], job[3] or job[2], None))
                done += 1
                break
            outcomes.append((finished[0], finished[1], finished[3] or finished[2], seconds))
            done += 1
        else:
            worker.join()
        pending = pending[done:]
    return outcomes


# --------------------------------------------------------------------------- report

def _elementwise_min(best: list[float] | None, times: list[float]) -> list[float]:
    return times if best is None else [min(a, b) for a, b in zip(best, times)]


def measure_bench(bench: str, subset: list[dict], warm: list[dict], ensembles: list, rounds: int,
                  slowest_reply: dict) -> dict:
    """Time every grader on ``subset`` ``rounds`` times, interleaved, keeping the best round.

    On a shared machine other processes steal time at random; the minimum over rounds
    (per reply for the slowest-reply figure, per round for totals) is the stable estimate.
    """
    graders = {mode: benchgrade_grader(mode) for mode in ("robust", "olmes")}
    for grade in graders.values():
        time_each(grade, warm)
    time_lm_eval(ensembles, lm_eval_instances(warm), None)
    per_reply: dict[str, list[float] | None] = {"robust": None, "olmes": None, "lm-eval filter": None}
    totals = {name: float("inf") for name in ("robust", "olmes", "lm-eval filter", "lm-eval filter+EM")}
    errors: dict[str, int] = {}
    for _ in range(rounds):
        for mode, grade in graders.items():
            times, errors[mode], first_error = time_each(grade, subset)
            if errors[mode]:
                print(f"  !! {mode} raised on {errors[mode]} {bench} replies; first: {first_error}")
            per_reply[mode] = _elementwise_min(per_reply[mode], times)
            totals[mode] = min(totals[mode], sum(times))
        totals["lm-eval filter"] = min(totals["lm-eval filter"], time_lm_eval(ensembles, lm_eval_instances(subset), None))
        totals["lm-eval filter+EM"] = min(totals["lm-eval filter+EM"], time_lm_eval(
            ensembles, lm_eval_instances(subset), lm_eval_metric_kwargs()[bench]))
        per_reply["lm-eval filter"] = _elementwise_min(per_reply["lm-eval filter"],
                                                       time_lm_eval_each(ensembles, lm_eval_instances(subset)))
    rows = {}
    for name, seconds in totals.items():
        times = per_reply.get(name)
        row = summarise(times) if times else {"replies": len(subset), "p99_us": float("nan"), "max_ms": float("nan")}
        row |= {"seconds": seconds, "per_second": len(subset) / seconds, "mean_us": 1e6 * seconds / len(subset)}
        if name in errors:
            row["errors"] = errors[name]
        rows[name] = row
        if times and name in graders:
            worst = max(range(len(times)), key=times.__getitem__)
            slowest_reply[f"{name}/{bench}"] = (times[worst], subset[worst]["reply"])
    return rows


def measure_lm_eval_only(subset: list[dict], ensembles: list, rounds: int) -> float:
    """Best-of-``rounds`` seconds for lm-eval's filters alone on ``subset``."""
    time_lm_eval(ensembles, lm_eval_instances(subset[:200]), None)
    return min(time_lm_eval(ensembles, lm_eval_instances(subset), None) for _ in range(rounds))


def summarise(times: list[float]) -> dict:
    total = sum(times)
    return {"replies": len(times), "seconds": total, "per_second": len(times) / total if total else float("inf"),
            "mean_us": 1e6 * statistics.fmean(times) if times else 0.0,
            "p99_us": 1e6 * sorted(times)[int(0.99 * (len(times) - 1))] if times else 0.0,
            "max_ms": 1e3 * max(times) if times else 0.0}


def load_real_replies(data_dir: Path, limit: int | None) -> list[dict]:
    """Real BBH/GSM8k replies of public models, when ../shared/conformance is beside the data."""
    from benchgrade.bbh.data import parse_choices

    folder = data_dir.parent / "conformance"
    items = []
    for bench in ("bbh", "gsm8k"):
        path = folder / f"real_replies_{bench}.jsonl"
        if not path.is_file():
            continue
        rows = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
        for row in rows[: limit * 3 if limit else None]:
            items.append({"bench": bench, "reply": row["reply"],
                          "doc": {"gold": row["gold"], "subtask": row.get("subtask"), "input": row.get("question", ""),
                                  "choices": parse_choices(row["question"]) if bench == "bbh" else None}})
    return items


def report_throughput(replies: list[dict], ensembles: dict, rounds: int) -> tuple[dict, dict]:
    """Time and print every grader per benchmark; return the figures and the slowest replies."""
    header = f"{'grader':<22}{'bench':<7}{'replies':>8}{'replies/s':>12}{'mean µs':>10}{'p99 µs':>10}{'slowest ms':>12}"
    print(header + "\n" + "-" * len(header))
    figures, slowest_reply = {}, {}
    for bench in ("bbh", "gsm8k"):
        subset = [r for r in replies if r["bench"] == bench]
        if not subset:
            continue
        # Warm every code path once (regex compilation is per subtask), then time everything.
        first_per_subtask = {r["doc"].get("subtask"): r for r in reversed(subset)}
        warm = subset[:200] + list(first_per_subtask.values())
        rows = measure_bench(bench, subset, warm, ensembles[bench], rounds, slowest_reply)
        flex = measure_lm_eval_only(subset, ensembles["bbh-flex"], rounds) if bench == "bbh" else None
        names = {"robust": "robust", "olmes": "olmes",
                 "lm-eval filter": f"lm-eval filter ({'+'.join(e.name for e in ensembles[bench])})"[:21],
                 "lm-eval filter+EM": "lm-eval filter+EM"}
        for key, row in rows.items():
            print(f"{names[key]:<22}{bench:<7}{row['replies']:>8,}{row['per_second']:>12,.0f}{row['mean_us']:>10.1f}"
                  f"{row['p99_us']:>10.1f}{row['max_ms']:>12.2f}")
        ratio = rows["robust"]["seconds"] / rows["lm-eval filter"]["seconds"]
        rows["ratio_robust_over_lm_eval_filter"] = ratio
        rows["ratio_olmes_over_lm_eval_filter"] = rows["olmes"]["seconds"] / rows["lm-eval filter"]["seconds"]
        print(f"  ratio robust / lm-eval filter time: {ratio:.2f}x (goal <= {GOAL_RATIO:g}x: "
              f"{'met' if ratio <= GOAL_RATIO else 'NOT met'}); olmes / lm-eval: "
              f"{rows['ratio_olmes_over_lm_eval_filter']:.2f}x")
        if flex:  # the baseline issue 8 names for BBH: lm-eval's flexible-extract (bbh_cot_zeroshot)
            flex_ratio = rows["robust"]["seconds"] / flex
            rows["ratio_robust_over_flexible_extract"] = flex_ratio
            print(f"  lm-eval flexible-extract (bbh_cot_zeroshot): {len(subset) / flex:,.0f} replies/s; ratio robust / "
                  f"flexible-extract: {flex_ratio:.2f}x (goal <= {GOAL_RATIO:g}x: {'met' if flex_ratio <= GOAL_RATIO else 'NOT met'})")
        figures[bench] = rows
    for key, (seconds, reply) in slowest_reply.items():
        print(f"slowest reply, {key}: {seconds * 1e3:.2f} ms, {len(reply)} chars, ending {reply[-70:]!r}")
    return figures, {k: {"ms": sec * 1e3, "reply": r} for k, (sec, r) in slowest_reply.items()}


def write_json_atomically(path: Path, payload: dict) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.NamedTemporaryFile("w", dir=path.parent, delete=False, suffix=".tmp", encoding="utf-8") as tmp:
        json.dump(payload, tmp, indent=2, default=str)
    os.replace(tmp.name, path)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--data-dir", help="benchmark folder (default: ../shared/data, else tests/data)")
    parser.add_argument("--limit", type=int, default=None, help="at most this many docs per benchmark")
    parser.add_argument("--formats-per-doc", type=int, default=3, help="reply formats built per doc (default 3)")
    parser.add_argument("--rounds", type=int, default=3, help="timing rounds; the best is kept (default 3)")
    parser.add_argument("--no-adversarial", action="store_true", help="skip the 1 MB replies")
    parser.add_argument("--json", type=Path, help="also write the figures to this JSON file")
    args = parser.parse_args(argv)

    data_dir, data_line = find_data_dir(args.data_dir)
    print(data_line)
    if data_dir is None:
        print("skipped: nothing to measure")
        return 0
    items = load_items(data_dir, args.limit)
    replies = build_replies(items, args.formats_per_doc)
    print(f"replies: {len(replies):,} ({', '.join(f'{b} {len(d):,} docs' for b, d in items.items())}, "
          f"{args.formats_per_doc} formats per doc); python {sys.version.split()[0]}")

    ensembles = lm_eval_ensembles()
    results: dict = {"data": str(data_dir), "replies": len(replies), "throughput": {}, "adversarial": []}
    print()
    results["throughput"], results["slowest_realistic"] = report_throughput(replies, ensembles, args.rounds)
    real = load_real_replies(data_dir, args.limit)
    if real:
        print(f"\nreal model replies from {data_dir.parent / 'conformance'} "
              f"({len(real):,}; read at run time, not part of the project):")
        results["real_throughput"], results["real_slowest"] = report_throughput(real, ensembles, args.rounds)

    if not args.no_adversarial:
        print(f"\nadversarial replies of {ADVERSARIAL_SIZE:,} characters ({len(adversarial_cases())} kinds x "
              f"{len(ADVERSARIAL_TARGETS)} targets), each graded alone in a child process "
              f"(killed after {ADVERSARIAL_TIMEOUT_S:g} s):")
        outcomes = run_adversarial(["robust", "olmes", "lm-eval"])
        for grader in ("robust", "olmes", "lm-eval"):
            mine = [o for o in outcomes if o[0] == grader]
            killed = [o for o in mine if o[3] is None]
            finished = sorted((o for o in mine if o[3] is not None), key=lambda o: -o[3])
            over = [o for o in finished if o[3] * 1e3 > GOAL_MS_PER_REPLY]
            worst = finished[0] if finished else None
            print(f"  {grader:<8} {len(mine)} replies; slowest {worst[3] * 1e3:.1f} ms ({worst[1]}, {worst[2]}); "
                  f"over {GOAL_MS_PER_REPLY:g} ms: {len(over) + len(killed)}" if worst else f"  {grader}: none finished")
            for o in killed + over[:12]:
                print(f"      {o[1]!r} / {o[2]}: {'KILLED at timeout' if o[3] is None else f'{o[3] * 1e3:.1f} ms'}")
        results["adversarial"] = [{"grader": g, "case": c, "target": t, "ms": None if s is None else s * 1e3}
                                  for g, c, t, s in outcomes]
    if args.json:
        write_json_atomically(args.json, results)
        print(f"\nfigures written to {args.json}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
