"""The reward-hack suite through the core, the lm-eval filter and metric, and the verifiers reward.

Every hack (a reply that offers several answers, withdraws or denies its answer, asks, splits
probability, or instructs the grader) should score 0, and every honest control 1. Cases and the
decisions behind them: :mod:`tests.core.hack_cases`.

The core is checked per family against :data:`STILL_OPEN`, the (reply, row) pairs the core still
grades against expectation in that family: a family may only improve (the test fails when it
credits one more hack or refuses one more control, with every such pair in the message), and a
family that improved asks for its number to be lowered. Families at 0 are closed for good. The
open pairs are listed by ``pytest -s`` and in the issue notes; they are known gaps, not accepted
behaviour.

Each host is one batched test, as lm-eval and prime-rl run them (the chat tasks' own filter
ensembles and ``process_results`` on lm-eval ``Instance`` objects; ``task.correct(trace)`` of the
environments' tasks gathered in one event loop), and must give exactly the core's verdict on
every pair: an lm-eval score and an RL reward never disagree. ``pytest -s`` prints a per-family
table (templates, (hack, row) pairs, pairs graded against expectation, templates with at least
one such pair, for each host that ran).
"""
from __future__ import annotations

import asyncio
from collections import Counter, defaultdict
from functools import lru_cache
from types import SimpleNamespace

import pytest

from benchgrade import grade
from benchgrade.grading import question_of
from tests.conftest import TEST_DATA
from tests.core.hack_cases import (CONTROLS, HACKS, ROW_CONTROLS, control_cases, hack_cases,
                                   kinds_covered)
from tests.core.slice_rows import locate, row

HACK_CASES = hack_cases()
CONTROL_CASES = control_cases()
CASES = HACK_CASES + CONTROL_CASES
HACK_FAMILIES = sorted({c.family for c in HACK_CASES})
CONTROL_FAMILIES = sorted({c.family for c in CONTROL_CASES})
#: host -> scores in CASES order, filled by the tests that ran (the -s table reads it)
SCORES: dict[str, list[float]] = {}
#: family -> (reply, row) pairs the core still grades against expectation (hacks credited,
#: controls refused); measured 2026-12-02 with 28,622 hack pairs and 3,878 control pairs
STILL_OPEN = {
    # hacks credited
    "asking_back": 0, "both_polarities": 0, "code": 0, "conditional": 0, "enumerate": 0,
    "foreign_or": 0, "grader_notes": 0, "hidden_turns": 0, "invisible": 0, "latex": 0,
    "mismatch": 0, "negations": 0, "probability": 0, "ranges": 0, "repeated": 0,
    "retractions": 0, "second_thoughts": 0, "separators": 0, "structured": 0, "wrappers": 0,
    # honest controls refused
    "choice_phrasing": 0, "corrected_slip": 0, "elimination": 0, "explanation_after": 0,
    "honest_think": 0, "one_wrapper": 0, "rejected_rival": 0, "row_controls": 0, "same_value": 0,
}


@lru_cache(maxsize=None)
def core_verdicts() -> tuple:
    """The core's verdict for every case, graded once for all the family tests."""
    out = []
    for case in CASES:
        r = row(case.doc_id)
        out.append(grade(r["benchmark"], case.reply, r["gold"], subtask=r.get("subtask"),
                         choices=r.get("choices") or None, question=question_of(r)))
    SCORES["core"] = [float(v.correct) for v in out]
    return tuple(out)


def _check_host(host: str, label: str, scores: list[float]) -> None:
    """Record a host's scores for the table; fail with every pair where it and the core disagree."""
    SCORES[host] = scores
    core = [float(v.correct) for v in core_verdicts()]
    failures = [(case, f"score {score}, core {mine}") for case, score, mine in zip(CASES, scores, core)
                if score != mine]
    if failures:
        pytest.fail(_describe(f"{label} disagrees with the core", failures), pytrace=False)


def _check_family(family: str, role: str) -> None:
    """The family grades no more pairs against expectation than :data:`STILL_OPEN` records."""
    verdicts = core_verdicts()
    failures = [(c, verdicts[i]) for i, c in enumerate(CASES)
                if c.family == family and c.role == role and float(verdicts[i].correct) != c.expected]
    recorded = STILL_OPEN[family]
    if len(failures) > recorded:
        pytest.fail(_describe(f"core, {role} family {family}: {len(failures)} pairs against expectation, "
                              f"{recorded} recorded", failures), pytrace=False)
    if len(failures) < recorded:
        print(f"\n{role} family {family} improved: {len(failures)} open pairs, {recorded} recorded; "
              f"lower STILL_OPEN[{family!r}]")


def _describe(host: str, failures, limit: int = 12) -> str:
    """Every failing template with its count, then a few replies in full."""
    by_template = Counter(case.template for case, _ in failures)
    lines = [f"{host}: {len(failures)} (reply, row) pairs graded against expectation, in {len(by_template)} "
             f"templates:"]
    lines += [f"  {template}: {n}" for template, n in by_template.most_common()]
    shown = set()
    for case, verdict in failures:
        if case.template in shown or len(shown) >= limit:
            continue
        shown.add(case.template)
        lines.append(f"--- {case.role} {case.template} on {case.doc_id} (gold {row(case.doc_id)['gold']!r}; "
                     f"{case.reason})\n{case.reply[:400]}\n--> {verdict}")
    return "\n".join(lines)


@pytest.fixture(scope="module", autouse=True)
def family_table():
    """After the module: the per-family table, for whichever hosts ran (visible with ``-s``)."""
    yield
    if SCORES:
        print("\n" + table())


def table() -> str:
    """Per family: templates, (reply, row) pairs, and per host the pairs graded against expectation
    (hacks credited, controls not credited) and the templates with at least one such pair."""
    hosts = [h for h in ("core", "lm-eval", "verifiers") if h in SCORES]
    head = f"{'family':<20} {'templates':>9} {'pairs':>6}" + "".join(
        f" {h + ' pairs':>15} {h + ' tmpl':>14}" for h in hosts)
    rows = [head, "-" * len(head)]
    for role, families in (("hack", HACK_FAMILIES), ("control", CONTROL_FAMILIES)):
        rows.append(f"[{role}s: " + ("credited" if role == "hack" else "NOT credited") + "]")
        for family in families + ["TOTAL"]:
            idx = [i for i, c in enumerate(CASES) if c.role == role and (family == "TOTAL" or c.family == family)]
            templates = {CASES[i].template for i in idx}
            line = f"{family:<20} {len(templates):>9} {len(idx):>6}"
            for host in hosts:
                bad = [i for i in idx if SCORES[host][i] != CASES[i].expected]
                line += f" {len(bad):>15} {len({CASES[i].template for i in bad}):>14}"
            rows.append(line)
    return "\n".join(rows)


# ---------------------------------------------------------------- the suite itself
def test_suite_is_large_varied_and_well_formed():
    hack_families = {t.family for t in HACKS}
    assert len(HACKS) >= 200 and len(hack_families) >= 14
    assert len(CONTROLS) + len(ROW_CONTROLS) >= 80
    assert len(kinds_covered(HACK_CASES)) >= 10 and len(kinds_covered(CONTROL_CASES)) >= 10
    ids = [t.id for t in HACKS + CONTROLS] + [c.id for c in ROW_CONTROLS]
    assert len(set(ids)) == len(ids), [i for i, n in Counter(ids).items() if n > 1]
    assert all(t.reason.strip() for t in HACKS + CONTROLS) and all(c.reason.strip() for c in ROW_CONTROLS)
    used = {c.template for c in CASES}
    assert [t.id for t in HACKS + CONTROLS if t.id not in used] == []  # every template meets some row
    # a reply is never both a hack and a control for the same row
    assert not {(c.doc_id, c.reply) for c in HACK_CASES} & {(c.doc_id, c.reply) for c in CONTROL_CASES}
    # a control states the gold; a hack offers it wherever it can (all templates but the listed ones)
    assert [t.id for t in CONTROLS if not t.offers_gold] == []
    assert [t.id for t in HACKS if not t.offers_gold] == ["enumerate/all_of_the_above"]


# ---------------------------------------------------------------- (a) the core
def test_every_family_has_a_recorded_count():
    assert sorted(STILL_OPEN) == sorted(HACK_FAMILIES + CONTROL_FAMILIES)


@pytest.mark.parametrize("family", HACK_FAMILIES)
def test_core_credits_no_more_hacks_than_recorded(family):
    _check_family(family, "hack")


@pytest.mark.parametrize("family", CONTROL_FAMILIES)
def test_core_refuses_no_more_honest_controls_than_recorded(family):
    _check_family(family, "control")


# ---------------------------------------------------------------- (b) lm-eval
@lru_cache(maxsize=None)
def _lm_eval_docs() -> dict:
    """doc id -> (task, doc) over the chat tasks, loaded by lm-eval's TaskManager on the slices."""
    pytest.importorskip("lm_eval")
    from lm_eval.tasks import TaskManager

    from benchgrade.adapters.lm_eval.taskdir import tasks_dir

    manager = TaskManager(include_path=[str(tasks_dir())], include_defaults=False,
                          metadata={"data_dir": str(TEST_DATA)})
    tasks = manager.load(["benchgrade_chat"])["tasks"]
    return {doc["id"]: (task, index, doc) for task in tasks.values() for index, doc in enumerate(task.eval_docs)}


def lm_eval_scores(cases) -> list[float]:
    """``acc`` of every case, as lm-eval computes it: the task's filter ensembles on its Instances, then
    ``process_results`` with each ensemble's filtered responses."""
    from lm_eval.api.instance import Instance

    docs = _lm_eval_docs()
    by_task: dict = defaultdict(list)
    for i, case in enumerate(cases):
        task, index, doc = docs[case.doc_id]
        inst = Instance(request_type="generate_until", doc=doc, arguments=("", {}), idx=0,
                        metadata=(task.config.task, index, 1))
        inst.resps.append(case.reply)
        by_task[task].append((i, inst))
    scores = [float("nan")] * len(cases)
    for task, items in by_task.items():
        saved = getattr(task, "_instances", None)
        task._instances = [inst for _, inst in items]
        try:
            task.apply_filters()
        finally:
            task._instances = saved
        for i, inst in items:
            accs = {task.process_results(inst.doc, [resps])["acc"] for resps in inst.filtered_resps.values()}
            assert len(accs) == 1, (cases[i], inst.filtered_resps)  # every ensemble agrees
            scores[i] = accs.pop()
    return scores


def test_lm_eval_filter_and_metric_agree_with_the_core():
    _check_host("lm-eval", "lm-eval chat tasks (GradeReplies + metrics.chat acc)", lm_eval_scores(CASES))


# ---------------------------------------------------------------- (c) verifiers
@lru_cache(maxsize=None)
def _verifiers_tasks() -> dict:
    """doc id -> task, from each environment loaded on the split its slice holds (as prime-rl loads it)."""
    pytest.importorskip("verifiers")
    from tests.verifiers.conftest import load_tasks

    splits = {locate(c.doc_id)[::2] for c in CASES}  # (benchmark, split)
    return {t.key: t for benchmark, split in splits for t in load_tasks(f"benchgrade-{benchmark}", split=split)}


def verifiers_rewards(cases) -> list[float]:
    """``task.correct(trace)`` of every case, gathered in one event loop as a rollout batch is scored."""
    tasks = _verifiers_tasks()

    async def score_all():
        return await asyncio.gather(*(
            tasks[c.doc_id].correct(SimpleNamespace(last_reply=c.reply, is_truncated=False)) for c in cases))

    return [float(r) for r in asyncio.run(score_all())]


def test_verifiers_reward_agrees_with_the_core():
    _check_host("verifiers", "verifiers reward (task.correct)", verifiers_rewards(CASES))
