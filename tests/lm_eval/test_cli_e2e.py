"""End to end through the real ``lm_eval`` CLI (and the ``benchgrade-lm-eval`` wrapper) against a scripted server.

Each CLI start costs seconds, so every run covers many tasks at once (``--limit``)
and is shared by several tests (module-scoped fixtures). Data: the committed real
slices in ``tests/data``; the server: ``tests/support/openai_stub.py`` on 127.0.0.1.
Multiple-choice tasks go through ``local-completions`` with echo+logprobs and the
vLLM-style tokenizer endpoints (``tokenizer_backend=remote``).
"""
from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from benchgrade.bbh.data import SUBTASKS
from benchgrade.bbh.data import load_docs as load_bbh
from benchgrade.mmlu.data import CATEGORIES, SUBJECTS
from tests.lm_eval.scripted import ItemIndex, Scripted
from tests.support.openai_stub import OpenAIStub

pytestmark = pytest.mark.slow

REPO = Path(__file__).resolve().parents[2]
TEST_DATA = REPO / "tests" / "data"
PROMPTS = Path(__file__).with_name("reference_prompts")
BASE_SUITE = "benchgrade_olmo3_base"
CHAT_SUITE = "benchgrade_chat"
LIMIT = 2


def _console(name: str, module: str) -> list[str]:
    script = Path(sys.executable).with_name(name)
    return [str(script)] if script.exists() else [sys.executable, "-m", module]


LM_EVAL = _console("lm_eval", "lm_eval")
WRAPPER = _console("benchgrade-lm-eval", "benchgrade.adapters.lm_eval.cli")


def _tasks_dir() -> str:
    from benchgrade.adapters.lm_eval.taskdir import tasks_dir

    return str(tasks_dir())


def run_cli(command: list[str], args: list[str], out: Path, env: dict | None = None) -> dict:
    """Run one CLI evaluation; return results, per-task samples and the combined log."""
    full_env = {k: v for k, v in os.environ.items() if k != "BENCHGRADE_DATA_DIR"}
    full_env |= {"HF_HUB_OFFLINE": "1", "HF_DATASETS_OFFLINE": "1", **(env or {})}
    proc = subprocess.run([*command, *args, "--output_path", str(out), "--log_samples"],
                          capture_output=True, text=True, env=full_env, cwd=out.parent, timeout=600)
    log = proc.stdout + proc.stderr
    assert proc.returncode == 0, log[-4000:]
    results_files = sorted(out.rglob("results_*.json"))
    assert results_files, log[-2000:]
    results = json.loads(results_files[-1].read_text())["results"]
    samples = {}
    for path in out.rglob("samples_*.jsonl"):
        rows = [json.loads(line) for line in path.read_text().splitlines() if line.strip()]
        if rows:
            task = path.name[len("samples_"):].rsplit("_", 1)[0]
            samples[task] = rows
    return {"results": results, "samples": samples, "log": log, "results_file": results_files[-1]}


def completions_args(stub: OpenAIStub, model: str = "local-completions") -> list[str]:
    return ["--model", model, "--model_args",
            f"base_url={stub.completions_url},model=stub,tokenizer_backend=remote,max_length=100000"]


@pytest.fixture(scope="module")
def index() -> ItemIndex:
    return ItemIndex(TEST_DATA)


@pytest.fixture(scope="module")
def base_oracle(index, tmp_path_factory):
    """Plain ``lm_eval --include_path``: the OLMo 3 suite, data dir given as a task argument."""
    oracle = Scripted(index, right=True)
    metadata = json.dumps({"data_dir": str(TEST_DATA), "socialiqa_split": "validation"})
    with OpenAIStub(oracle, oracle.score) as stub:
        return run_cli(LM_EVAL, [*completions_args(stub), "--include_path", _tasks_dir(), "--tasks", BASE_SUITE,
                                 "--limit", str(LIMIT), "--metadata", metadata],
                       tmp_path_factory.mktemp("base_oracle") / "out")


@pytest.fixture(scope="module")
def base_wrong(index, tmp_path_factory):
    """The wrapper: same suite, data dir from $BENCHGRADE_DATA_DIR."""
    wrong = Scripted(index, right=False)
    with OpenAIStub(wrong, wrong.score) as stub:
        return run_cli(WRAPPER, [*completions_args(stub), "--tasks", BASE_SUITE, "--limit", str(LIMIT),
                                 "--metadata", json.dumps({"socialiqa_split": "validation"})],
                       tmp_path_factory.mktemp("base_wrong") / "out", env={"BENCHGRADE_DATA_DIR": str(TEST_DATA)})


def _chat_run(index, tmp_path_factory, right: bool):
    model = Scripted(index, right=right)
    with OpenAIStub(model) as stub:
        return run_cli(WRAPPER, ["--model", "local-chat-completions", "--model_args",
                                 f"base_url={stub.chat_url},model=stub", "--apply_chat_template",
                                 "--tasks", CHAT_SUITE, "--limit", str(LIMIT)],
                       tmp_path_factory.mktemp(f"chat_{right}") / "out",
                       env={"BENCHGRADE_DATA_DIR": str(TEST_DATA)})


@pytest.fixture(scope="module")
def chat_oracle(index, tmp_path_factory):
    return _chat_run(index, tmp_path_factory, right=True)


@pytest.fixture(scope="module")
def chat_wrong(index, tmp_path_factory):
    return _chat_run(index, tmp_path_factory, right=False)


def base_leaf_scores(results: dict) -> dict[str, dict[str, float]]:
    """Primary per-task values of the OLMo 3 suite: MC acc, BBH exact_match (both modes), GSM8k pass@1."""
    leaves = {"socialiqa:mc::xlarge": ["acc,none"]}
    leaves |= {f"mmlu_{s}:mc::olmes": ["acc,none"] for s in SUBJECTS}
    leaves |= {f"bbh_{t}:cot::olmo3:heldout": ["exact_match,olmes", "exact_match,robust"] for t in SUBTASKS}
    leaves["gsm8k::olmo3:n8:v2"] = [f"{m},{f}" for f in ("olmes", "robust") for m in
                                    ("exact_match", "pass_at_1", "pass_at_8", "maj_at_8")]
    return {task: {key: results[task][key] for key in keys} for task, keys in leaves.items()}


def olmes_can_match(doc: dict) -> bool:
    """OLMES's word_sorting answer regex is ``[a-z ]+``: a gold word list with any other character
    (``it&t``, ``o'connell``) can never be matched, whatever the model writes. A quirk kept on purpose."""
    return doc["subtask"] != "word_sorting" or re.fullmatch(r"[a-z ]+", doc["gold"]) is not None


def test_oracle_scores_one_on_every_olmo3_task(base_oracle):
    scores = base_leaf_scores(base_oracle["results"])
    assert len(scores) == 1 + 57 + 27 + 1
    sorting = load_bbh("test", "word_sorting", data_dir=TEST_DATA)[:LIMIT]
    olmes_sorting = sum(map(olmes_can_match, sorting)) / LIMIT
    assert olmes_sorting < 1.0  # the slice does contain such a row, so the quirk is exercised
    assert scores.pop("bbh_word_sorting:cot::olmo3:heldout") == {"exact_match,olmes": olmes_sorting,
                                                                  "exact_match,robust": 1.0}
    assert {task: v for task, v in scores.items() if any(x != 1.0 for x in v.values())} == {}


def test_oracle_groups_aggregate_to_one(base_oracle):
    results = base_oracle["results"]
    for group in ["mmlu:mc::olmes", *(f"mmlu_{c}:mc::olmes" for c in CATEGORIES)]:
        assert results[group]["acc,none"] == 1.0, group
    bbh = results["bbh:cot::olmo3:heldout"]
    assert bbh["exact_match,robust"] == bbh["exact_match_macro,robust"] == 1.0
    # one word_sorting row OLMES cannot match: micro loses 1 of 54 items, macro 1/2 of 1 of 27 tasks
    assert bbh["exact_match,olmes"] == pytest.approx(1 - 1 / (27 * LIMIT))
    assert bbh["exact_match_macro,olmes"] == pytest.approx(1 - (1 / LIMIT) / 27)
    assert results["mmlu:mc::olmes"]["sample_len"] == 57 * LIMIT


def test_wrong_answerer_scores_zero_on_every_olmo3_task(base_wrong):
    scores = base_leaf_scores(base_wrong["results"])
    assert {task: v for task, v in scores.items() if any(x != 0.0 for x in v.values())} == {}
    assert base_wrong["results"]["bbh:cot::olmo3:heldout"]["extraction_failure_rate,robust"] == 0.0


def test_identical_repeats_are_reported_and_warned(base_oracle):
    gsm8k = base_oracle["results"]["gsm8k::olmo3:n8:v2"]
    assert gsm8k["identical_repeats,olmes"] == 1.0
    assert "identical samples for all repeats" in base_oracle["log"]
    assert "benchgrade-local-completions" in base_oracle["log"]  # the warning names the fix


def _read(name: str) -> str:
    return (PROMPTS / f"{name}.txt").read_text(encoding="utf-8")


def _context(samples: list[dict], doc_id: int = 0) -> str:
    row = next(r for r in samples if r["doc_id"] == doc_id)
    return row["arguments"]["gen_args_0"]["arg_0"]  # samples JSONL: {"gen_args_<i>": {"arg_0": context, ...}}


def test_rendered_contexts_are_byte_identical_to_olmes(base_oracle):
    samples = base_oracle["samples"]
    assert _context(samples["socialiqa:mc::xlarge"]) == _read("socialiqa_validation_0")
    assert _context(samples["mmlu_abstract_algebra:mc::olmes"]) == _read("mmlu_abstract_algebra_test_0")
    assert _context(samples["gsm8k::olmo3:n8:v2"]) == _read("gsm8k_test_0")
    assert _context(samples["bbh_boolean_expressions:cot::olmo3:heldout"]) == _read("bbh_boolean_expressions_test_0")


def test_mc_continuations_are_spaced_letters(base_oracle):
    row = next(r for r in base_oracle["samples"]["mmlu_abstract_algebra:mc::olmes"] if r["doc_id"] == 0)
    continuations = [row["arguments"][f"gen_args_{i}"]["arg_1"] for i in range(len(row["arguments"]))]
    assert continuations == [" A", " B", " C", " D"]


CHAT_TASKS = (["socialiqa:chat::benchgrade", "gsm8k:chat::benchgrade"]
              + [f"mmlu_{s}:chat::benchgrade" for s in SUBJECTS] + [f"bbh_{t}:chat::benchgrade" for t in SUBTASKS])


def test_chat_oracle_scores_one_and_always_finds_an_answer(chat_oracle):
    results = chat_oracle["results"]
    off = {t: results[t]["acc,robust"] for t in CHAT_TASKS if results[t]["acc,robust"] != 1.0}
    assert off == {}
    assert all(results[t]["extraction_failure_rate,robust"] == 0.0 for t in CHAT_TASKS)
    # the oracle states its answers explicitly: nothing rests on the weak layers
    assert all(results[t]["weak_evidence_rate,robust"] == 0.0 for t in CHAT_TASKS)
    assert "weak_evidence_rate,robust" in results["bbh:chat::benchgrade"]
    assert results["mmlu:chat::benchgrade"]["acc,robust"] == 1.0
    assert results["bbh:chat::benchgrade"]["acc,robust"] == 1.0


def test_chat_wrong_answerer_scores_zero(chat_wrong):
    results = chat_wrong["results"]
    assert {t: results[t]["acc,robust"] for t in CHAT_TASKS if results[t]["acc,robust"] != 0.0} == {}


# --- GSM8k sampling metrics with scripted samples, via the wrapper and its seeded model ---

def _samples_for(gold: str) -> dict[int, list[str]]:
    """Per test row: the 8 samples, in order (w1/w2 = two different wrong numbers)."""
    right = f" So the answer is {gold}."
    w1, w2 = " So the answer is 1.", " So the answer is 2."
    # row 2: OLMES reads the LAST number (the check), the robust grader the stated answer.
    checked = f" So the answer is {gold}. Check: {gold} + 1 = {int(gold) + 1}."
    # row 3: the gold with a minus sign: OLMES drops an integer's sign (right), olmo-eval keeps it (wrong).
    negated = f" So the answer is -{gold}."
    return {0: [right] * 8, 1: [w1, right, right, w2, w2, w2, right, w1], 2: [checked] * 8, 3: [negated] * 8}


@pytest.fixture(scope="module")
def sampled_run(index, tmp_path_factory):
    """Selected by olmo-eval's id (the tag ``gsm8k:olmo3base``); results keep the OLMES name."""
    def responder(request):
        doc = index.from_prompt(request.prompt)
        return _samples_for(doc["gold"])[doc["row"]][request.seen]

    stub = OpenAIStub(responder).start()
    try:
        run = run_cli(WRAPPER, [*completions_args(stub, "benchgrade-local-completions"),
                                "--tasks", "gsm8k:olmo3base", "--limit", "4"],
                      tmp_path_factory.mktemp("sampled") / "out", env={"BENCHGRADE_DATA_DIR": str(TEST_DATA)})
    finally:
        stub.stop()
    run["requests"] = stub.requests
    return run


#: pass@k with c=3 of n=8 correct: 1 - C(5,k)/C(8,k): k=1 3/8, k=2 1-10/28 = 18/28, k=4 1-5/70 = 65/70, k=8 1.
_C3 = {"pass_at_1": 3 / 8, "pass_at_2": 18 / 28, "pass_at_4": 65 / 70, "pass_at_8": 1.0}
_ALL = {m: 1.0 for m in ("exact_match", *_C3, "maj_at_1", "maj_at_2", "maj_at_4", "maj_at_8")}
_NONE = dict.fromkeys(_ALL, 0.0)
# row 1 votes: k=1 [w1] -> 0; k=2 [w1, right] tie, first seen w1 -> 0; k=4 right x2 -> 1;
# k=8 w1 x2, right x3, w2 x3: tie right/w2, right seen first -> 1.
_ROW1 = {"exact_match": 0.0, **_C3, "maj_at_1": 0.0, "maj_at_2": 0.0, "maj_at_4": 1.0, "maj_at_8": 1.0}
#: per filter, the hand-worked values of rows 0-3; a filter's task score is their mean.
_ROWS = {"olmes": [_ALL, _ROW1, _NONE, _ALL],       # row 2: the check's number; row 3: sign dropped
         "robust": [_ALL, _ROW1, _ALL, _NONE],      # row 2: the stated answer; row 3: -gold is wrong
         "olmo_eval": [_ALL, _ROW1, _NONE, _NONE]}  # last number, sign kept; exact_match + pass@k only


def test_pass_and_maj_at_k_match_hand_computed_values(sampled_run):
    r = sampled_run["results"]["gsm8k::olmo3:n8:v2"]
    for mode, rows in _ROWS.items():
        metrics = [m for m in rows[0] if mode != "olmo_eval" or not m.startswith("maj_at")]
        for metric in metrics:
            assert r[f"{metric},{mode}"] == pytest.approx(sum(row[metric] for row in rows) / 4), (mode, metric)
    # olmo-eval's gsm8k:olmo3base reports no maj@k and none of benchgrade's diagnostics
    assert {k for k in r if k.endswith(",olmo_eval") and "stderr" not in k} == {
        f"{m},olmo_eval" for m in ("exact_match", "pass_at_1", "pass_at_2", "pass_at_4", "pass_at_8")}
    assert r["identical_repeats,olmes"] == pytest.approx(3 / 4)
    assert "identical samples for all repeats" not in sampled_run["log"]  # 3 of 4 items is below the alarm


def test_seeded_model_sends_a_distinct_seed_per_repeat(sampled_run):
    by_prompt: dict[str, list[int]] = {}
    for request in sampled_run["requests"]:
        if request.endpoint == "completions":
            by_prompt.setdefault(request.prompt, []).append(request.body["seed"])
    assert len(by_prompt) == 4
    assert all(seeds == list(range(1234, 1242)) for seeds in by_prompt.values())


def test_logged_verdicts_are_json_that_round_trips(chat_oracle):
    """lm-eval logs filtered_resps through str(); each verdict must come back as the core's dict."""
    from benchgrade import grade

    rows = chat_oracle["samples"]["gsm8k:chat::benchgrade"]
    for row in rows:
        logged = row["filtered_resps"][0]
        verdict = json.loads(logged if isinstance(logged, str) else logged[0])
        reply = row["resps"][0][0]
        expected = grade("gsm8k", reply, row["doc"]["gold"], mode="robust").as_dict()
        assert {k: verdict[k] for k in expected} == json.loads(json.dumps(expected))
        assert verdict["correct"] is True and "vote" in verdict and "digest" in verdict


def test_check_run_passes_a_finished_run_and_fails_a_crashed_one(chat_oracle, tmp_path):
    out = chat_oracle["results_file"].parents[1]  # <output_path>/<model>/results_*.json
    check = subprocess.run([sys.executable, "-m", "benchgrade", "check-run", str(out), "--json"],
                           capture_output=True, text=True)
    assert check.returncode == 0, check.stdout[-2000:] + check.stderr
    assert json.loads(check.stdout)["tasks"]["gsm8k:chat::benchgrade"]["samples"] == LIMIT
    crashed = tmp_path / "crashed"
    (crashed / "stub").mkdir(parents=True)
    (crashed / "stub" / "samples_gsm8k:chat::benchgrade_2026.jsonl").write_text("")  # killed mid-run
    check = subprocess.run([sys.executable, "-m", "benchgrade", "check-run", str(crashed)],
                           capture_output=True, text=True)
    assert check.returncode == 1 and "no results_*.json" in check.stderr
