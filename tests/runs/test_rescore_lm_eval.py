"""``benchgrade rescore`` / ``export`` on an output folder the real ``lm_eval`` CLI writes in this test.

One ``lm_eval`` run covers lm-eval's STOCK tasks (``bbh_cot_fewshot_*``, ``bbh_cot_zeroshot_*``,
``gsm8k_cot``, ``mmlu_*_generative``: their own YAMLs, only pointed at local copies of the
committed slices since the hub is unreachable) and benchgrade's own tasks
(``gsm8k::olmo3:n8:v2``, ``socialiqa:mc::xlarge``, ``mmlu_*:mc::olmes``, BBH ``cot::olmo3``).
The scripted server (``tests/support/openai_stub.py``) answers each item by a fixed plan: right
in the format the stock filter expects, right in a format it misses, or wrong. The plan gives
the expected original and rescored numbers, which the tests assert.
"""
from __future__ import annotations

import csv
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from benchgrade.bbh.data import load_docs as load_bbh
from benchgrade.gsm8k.data import load_docs as load_gsm8k
from benchgrade.mmlu.data import load_docs as load_mmlu
from benchgrade.socialiqa.data import load_docs as load_socialiqa
from benchgrade.socialiqa.reasoning import reasoning_type
from tests.conftest import REPO_ROOT, TEST_DATA
from tests.lm_eval.scripted import ItemIndex
from tests.support.openai_stub import OpenAIStub

pytestmark = pytest.mark.slow

STOCK_BBH_FEWSHOT = ("navigate", "date_understanding")
STOCK_BBH_ZEROSHOT = ("boolean_expressions", "date_understanding")
STOCK_MMLU = ("abstract_algebra", "econometrics")
OURS = ["gsm8k::olmo3:n8:v2", "socialiqa:mc::xlarge", "mmlu_abstract_algebra:mc::olmes",
        "mmlu_econometrics:mc::olmes", "bbh_navigate:cot::olmo3:heldout"]


def console(name: str) -> str:
    script = Path(sys.executable).with_name(name)
    return str(script) if script.exists() else name


def benchgrade(*args, cwd=None) -> subprocess.CompletedProcess:
    return subprocess.run([console("benchgrade"), *map(str, args)], capture_output=True, text=True, cwd=cwd,
                          timeout=600)


# --- the scripted plan: row -> how the item is answered -------------------------------------

def plan(row: int) -> str:
    """"stock": right, in the stock format; "missed": right, in a format the stock filter misses; "wrong"."""
    return ("stock", "missed", "wrong")[row % 3]


def _wrong_letter(gold: str) -> str:
    return "(B)" if gold == "(A)" else "(A)"


def bbh_reply(doc: dict) -> str:
    gold, how = doc["gold"], plan(doc["row"])
    wrong = {"True": "False", "False": "True", "Yes": "No", "No": "Yes"}.get(gold) or _wrong_letter(gold)
    if how == "stock":
        return f" Checking each step. So the answer is {gold}."
    if how == "missed":
        letter = gold.strip("()")
        return (f" Each option fits only once. Option {letter} is correct." if gold.startswith("(")
                else f" Step by step, each statement checks out.\n**Final answer: {gold}**")
    return f" Checking each step. So the answer is {wrong}."


def gsm8k_cot_reply(doc: dict) -> str:
    gold, how = doc["gold"].replace(",", ""), plan(doc["row"])
    if how == "stock":
        return f" We add the parts. The answer is {gold}."
    if how == "missed":
        return f" Adding it all up, she earns **${gold}** in total."
    return f" We add the parts. The answer is {int(gold) + 1}."


def mmlu_generative_reply(doc: dict) -> str:
    how = plan(doc["row"])
    wrong = "A" if doc["gold"] != "A" else "B"
    return {"stock": f" {doc['gold']}", "missed": f" The answer is {doc['gold']}.", "wrong": f" {wrong}"}[how]


def n8_samples(gold: str) -> list[str]:
    """8 samples: 4 right, 1 right that OLMES misreads (it takes the last number), 3 wrong."""
    g = int(gold.replace(",", ""))
    right, wrong = f" So the answer is {g}.", f" So the answer is {g + 1}."
    return [right] * 4 + [f" So the answer is {g}. Check: {g} + 1 = {g + 1}."] + [wrong] * 3


def socialiqa_pick(doc: dict) -> str:
    """Letter the scripted model scores highest: the gold, except every fourth row."""
    if doc["row"] % 4 == 3:
        return "A" if doc["gold"] != "A" else "B"
    return doc["gold"]


class Plan:
    def __init__(self):
        self.ours = ItemIndex(TEST_DATA)
        bbh = load_bbh("test", data_dir=TEST_DATA)
        self.stock: list[tuple[str, str, dict]] = (
            [("bbh", d["input"], d) for d in bbh]
            + [("gsm8k", d["question"], d) for d in load_gsm8k("test", data_dir=TEST_DATA)]
            + [("mmlu", d["question"].strip(), d) for s in STOCK_MMLU for d in load_mmlu("test", s, TEST_DATA)])

    def _stock_doc(self, prompt: str):
        tail = prompt[-6000:]
        found = [(tail.rfind(key), kind, doc) for kind, key, doc in self.stock if key in tail]
        return max(found, key=lambda f: f[0])[1:] if found else (None, None)

    def reply(self, request) -> str:
        prompt = request.prompt
        try:
            doc = self.ours.from_prompt(prompt)  # benchgrade's OLMES prompts end with the item's query
        except LookupError:
            doc = None
        if doc is not None:
            return n8_samples(doc["gold"])[request.seen] if doc["id"].startswith("gsm8k") else bbh_reply(doc)
        kind, doc = self._stock_doc(prompt)
        replies = {"bbh": bbh_reply, "gsm8k": gsm8k_cot_reply, "mmlu": mmlu_generative_reply}
        if kind is None:
            raise LookupError(f"no item for prompt …{prompt[-200:]!r}")
        return replies[kind](doc)

    def score(self, text: str) -> float:
        """Echo scoring of ``context + " X"``: 0.0 for the planned letter, -9 for the others."""
        context, letter = text[:-2], text[-1]
        try:
            doc = self.ours.from_prompt(context)
        except LookupError:
            return -9.0
        pick = socialiqa_pick(doc) if doc["id"].startswith("socialiqa") else doc["gold"] if doc["row"] % 2 == 0 \
            else ("A" if doc["gold"] != "A" else "B")
        return 0.0 if letter == pick else -9.0


# --- the run ---------------------------------------------------------------------------------

def _stock_yaml(folder: Path, family: str, name: str, include: Path, data_files: dict, extra: str = "") -> Path:
    path = folder / f"{name}.yaml"
    files = "".join(f"    {split}: {json.dumps(str(p))}\n" for split, p in data_files.items())
    path.write_text(f"include: {json.dumps(str(include))}\ntask: {name}\ndataset_path: json\ndataset_name: null\n"
                    f"dataset_kwargs:\n  data_files:\n{files}{extra}", encoding="utf-8")
    return path


def stock_task_files(folder: Path) -> list[Path]:
    """lm-eval's own YAMLs for the stock tasks, with the dataset swapped for local JSONL copies."""
    import lm_eval

    stock = Path(lm_eval.__file__).parent / "tasks"
    data = folder / "data"
    data.mkdir(parents=True)
    paths = []
    for sub in sorted(set(STOCK_BBH_FEWSHOT) | set(STOCK_BBH_ZEROSHOT)):
        rows = json.loads((TEST_DATA / "bbh" / "bbh" / f"{sub}.json").read_text())["examples"]
        (data / f"bbh_{sub}.jsonl").write_text("".join(json.dumps(r) + "\n" for r in rows))
    for sub in STOCK_BBH_FEWSHOT:
        paths.append(_stock_yaml(folder, "bbh", f"bbh_cot_fewshot_{sub}", stock / "bbh" / "cot_fewshot" / f"{sub}.yaml",
                                 {"test": data / f"bbh_{sub}.jsonl"}))
    for sub in STOCK_BBH_ZEROSHOT:
        paths.append(_stock_yaml(folder, "bbh", f"bbh_cot_zeroshot_{sub}",
                                 stock / "bbh" / "cot_zeroshot" / f"{sub}.yaml", {"test": data / f"bbh_{sub}.jsonl"}))
    paths.append(_stock_yaml(folder, "gsm8k", "gsm8k_cot", stock / "gsm8k" / "gsm8k-cot.yaml",
                             {"test": TEST_DATA / "gsm8k" / "test.jsonl"}))
    for subject in STOCK_MMLU:
        for split in ("test", "dev"):
            rows = [{"question": d["question"], "subject": subject, "choices": d["choices"],
                     "answer": "ABCD".index(d["gold"])} for d in load_mmlu(split, subject, TEST_DATA)]
            (data / f"mmlu_{subject}_{split}.jsonl").write_text("".join(json.dumps(r) + "\n" for r in rows))
        paths.append(_stock_yaml(folder, "mmlu", f"mmlu_{subject}_generative",
                                 stock / "mmlu" / "generative" / f"mmlu_{subject}.yaml",
                                 {"test": data / f"mmlu_{subject}_test.jsonl", "dev": data / f"mmlu_{subject}_dev.jsonl"}))
    return paths


@pytest.fixture(scope="module")
def lm_eval_run(tmp_path_factory):
    from benchgrade.adapters.lm_eval.taskdir import tasks_dir

    root = tmp_path_factory.mktemp("rescore_lm_eval")
    tasks = [str(p) for p in stock_task_files(root / "stock")] + OURS
    scripted = Plan()
    env = {k: v for k, v in os.environ.items() if k != "BENCHGRADE_DATA_DIR"}
    env |= {"HF_HUB_OFFLINE": "1", "HF_DATASETS_OFFLINE": "1"}
    metadata = json.dumps({"data_dir": str(TEST_DATA), "socialiqa_split": "validation"})
    with OpenAIStub(scripted.reply, scripted.score) as stub:
        proc = subprocess.run(
            [console("lm_eval"), "--model", "local-completions", "--model_args",
             f"base_url={stub.completions_url},model=stub,tokenizer_backend=remote,max_length=100000",
             "--include_path", str(tasks_dir()), "--tasks", ",".join(tasks), "--metadata", metadata,
             "--output_path", str(root / "out"), "--log_samples"],
            capture_output=True, text=True, env=env, cwd=root, timeout=900)
    assert proc.returncode == 0, (proc.stdout + proc.stderr)[-4000:]
    return root / "out"


@pytest.fixture(scope="module")
def rescored(lm_eval_run, tmp_path_factory):
    out = tmp_path_factory.mktemp("rescore_out")
    proc = benchgrade("rescore", lm_eval_run, "--out", out)
    assert proc.returncode == 0, proc.stderr[-3000:]
    payload = json.loads((out / "rescore.json").read_text())
    return {"proc": proc, "out": out, "tasks": {t["task"]: t for t in payload["tasks"]}, "payload": payload}


def _share(rows, keep) -> float:
    rows = list(rows)
    return sum(1 for r in rows if keep(r)) / len(rows)


def test_stock_bbh_gsm8k_mmlu_rescored_by_plan(rescored):
    tasks = rescored["tasks"]
    expected_tasks = ([f"bbh_cot_fewshot_{s}" for s in STOCK_BBH_FEWSHOT]
                      + [f"bbh_cot_zeroshot_{s}" for s in STOCK_BBH_ZEROSHOT]
                      + ["gsm8k_cot"] + [f"mmlu_{s}_generative" for s in STOCK_MMLU])
    for name in expected_tasks:
        task = tasks[name]
        rows = task["queries"]
        # robust reads every right answer, whichever format: 2 of every 3 rows
        assert task["robust"] == pytest.approx(_share(range(rows), lambda r: plan(r) != "wrong")), name
        assert task["counts"]["wrong_answer"] == sum(1 for r in range(rows) if plan(r) == "wrong"), name
    # the stock filters miss the "missed" format (bbh few-shot regex, gsm8k strict-match, mmlu first line)
    for name in [f"bbh_cot_fewshot_{s}" for s in STOCK_BBH_FEWSHOT] + ["gsm8k_cot"] + \
            [f"mmlu_{s}_generative" for s in STOCK_MMLU]:
        task = tasks[name]
        assert task["original"] == pytest.approx(_share(range(task["queries"]), lambda r: plan(r) == "stock")), name
        assert task["disagreements"] == sum(1 for r in range(task["queries"]) if plan(r) == "missed")
        assert task["examples"][0]["original"] == 0.0 and task["examples"][0]["robust"] == 1.0
    assert tasks["gsm8k_cot"]["original_filter"] == "strict-match"
    assert tasks["bbh_cot_fewshot_navigate"]["original_filter"] == "get-answer"


def test_own_tasks_rescored(rescored):
    n8 = rescored["tasks"]["gsm8k::olmo3:n8:v2"]
    assert n8["queries"] == 12 and n8["replies"] == 96
    assert n8["original"] == pytest.approx(4 / 8)   # the host's olmes filter: pass@1
    assert n8["robust"] == pytest.approx(5 / 8)
    assert n8["olmes"] == pytest.approx(4 / 8)
    bbh = rescored["tasks"]["bbh_navigate:cot::olmo3:heldout"]
    assert bbh["robust"] == pytest.approx(2 / 3)
    assert rescored["payload"]["loglikelihood_tasks"]["socialiqa:mc::xlarge"] == 24
    assert "largest disagreements" in rescored["proc"].stdout.lower()


def test_rescore_writes_json_and_png(rescored):
    png = rescored["out"] / "rescore.png"
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    replies = rescored["payload"]["replies"]
    assert {"robust", "category", "decided_by", "original"} <= set(replies[0])
    assert any("olmes" in r for r in replies) and not any("olmes" in r for r in replies
                                                          if r["task"].startswith("mmlu"))


@pytest.fixture(scope="module")
def exported(lm_eval_run, tmp_path_factory):
    out = tmp_path_factory.mktemp("export_out")
    proc = benchgrade("export", lm_eval_run, "--out", out)
    assert proc.returncode == 0, proc.stderr[-3000:]
    with (out / "queries.csv").open() as handle:
        queries = list(csv.DictReader(handle))
    with (out / "samples.csv").open() as handle:
        samples = list(csv.DictReader(handle))
    return {"proc": proc, "out": out, "queries": queries, "samples": samples}


def test_export_rows_and_columns(exported, lm_eval_run):
    import pyarrow.parquet as pq

    queries = exported["queries"]
    expected = 3 * (len(STOCK_BBH_FEWSHOT) + len(STOCK_BBH_ZEROSHOT) + 1) + 12 + 2 * len(STOCK_MMLU) \
        + 12 + 24 + 2 * 2
    assert len(queries) == expected
    assert list(queries[0])[:7] == ["query_id", "benchmark", "subject", "reasoning_type", "is_correct",
                                    "predicted_answer", "correct_answer"]
    assert len({q["query_id"] for q in queries}) == len(queries)
    assert pq.read_table(exported["out"] / "queries.parquet").num_rows == len(queries)
    assert len(exported["samples"]) == 12 * 8  # gsm8k::olmo3:n8:v2 per-sample rows
    benchmarks = {q["query_id"]: q["benchmark"] for q in queries}
    assert benchmarks["mmlu_econometrics:mc::olmes/test/0"] == "mmlu_social_science"
    assert benchmarks["mmlu_abstract_algebra:mc::olmes/test/1"] == "mmlu_stem"


def test_export_socialiqa_reasoning_types_and_argmax(exported):
    rows = {q["query_id"]: q for q in exported["queries"] if q["benchmark"] == "socialiqa"}
    docs = load_socialiqa("validation", data_dir=TEST_DATA)
    assert len(rows) == len(docs) == 24
    for doc in docs:
        row = rows[f"socialiqa:mc::xlarge/validation/{doc['row']}"]
        assert row["predicted_answer"] == socialiqa_pick(doc)
        assert row["is_correct"] == str(socialiqa_pick(doc) == doc["gold"])
        assert row["reasoning_type"] == reasoning_type(doc["question"], doc["context"])
    assert "SocialIQA by reasoning type" in exported["proc"].stdout
    assert "MMLU by category" in exported["proc"].stdout


def test_export_gsm8k_pass_at_1_per_query(exported):
    rows = [q for q in exported["queries"] if q["task"] == "gsm8k::olmo3:n8:v2"]
    assert all(float(q["pass_at_1"]) == pytest.approx(5 / 8) and q["samples"] == "8" for q in rows)
    assert all(q["is_correct"] == "True" for q in rows)  # the first sample is right


# --- bad input: one line naming file and line, the rest still read, no traceback -------------

def _copy(folder: Path, dest: Path) -> Path:
    import shutil

    shutil.copytree(folder, dest)
    return dest


def test_bad_inputs_are_named_and_skipped(lm_eval_run, tmp_path):
    broken = _copy(lm_eval_run, tmp_path / "broken")
    samples = sorted(broken.rglob("samples_gsm8k_cot_*.jsonl"))[0]
    text = samples.read_text().splitlines(keepends=True)
    samples.write_text("".join(text[:-1]) + text[-1][: len(text[-1]) // 2])  # truncated last line
    navigate = sorted(broken.rglob("samples_bbh_cot_fewshot_navigate_*.jsonl"))[0]
    lines = navigate.read_text().splitlines()
    first = json.loads(lines[0])
    del first["resps"]
    navigate.write_text("\n".join([json.dumps(first), *lines[1:]]) + "\n")
    empty = tmp_path / "empty"
    empty.mkdir()
    proc = benchgrade("rescore", broken, tmp_path / "missing", empty, "--out", tmp_path / "o")
    assert proc.returncode == 1
    assert "Traceback" not in proc.stderr
    err = proc.stderr
    assert f"{samples}:{len(text)}: not valid JSON" in err and "truncated last line" in err
    assert f"{navigate}:1: line has no field 'resps' — line skipped" in err
    assert f"{tmp_path / 'missing'}: no such file or folder" in err
    assert f"{empty}: no lm-eval samples_*.jsonl" in err
    tasks = {t["task"]: t for t in json.loads((tmp_path / "o" / "rescore.json").read_text())["tasks"]}
    # gsm8k_cot logs each document once per filter: the other filter's line still carries the last one
    assert tasks["gsm8k_cot"]["queries"] == 12 and tasks["bbh_cot_fewshot_navigate"]["queries"] == 2  # one filter: its line 1 was the only one
    assert tasks["mmlu_abstract_algebra_generative"]["queries"] == 2  # the rest is complete


def test_results_from_another_lm_eval_version_is_refused(lm_eval_run, tmp_path):
    old = _copy(lm_eval_run, tmp_path / "old")
    results = sorted(old.rglob("results_*.json"))[0]
    payload = json.loads(results.read_text())
    payload["lm_eval_version"] = "0.3.0"
    results.write_text(json.dumps(payload))
    proc = benchgrade("rescore", old, "--out", tmp_path / "o")
    assert proc.returncode == 2 and "Traceback" not in proc.stderr
    assert f"{results}: written by lm-eval 0.3.0" in proc.stderr


def test_unknown_tasks_are_listed_not_guessed(lm_eval_run, tmp_path):
    mixed = _copy(lm_eval_run, tmp_path / "mixed")
    model_dir = next(mixed.rglob("samples_gsm8k_cot_*.jsonl")).parent
    (model_dir / "samples_arc_easy_2026-01-01T00-00-00.jsonl").write_text('{"doc_id": 0}\n')
    proc = benchgrade("rescore", mixed, "--out", tmp_path / "o")
    assert proc.returncode == 1
    assert "unknown task 'arc_easy'" in proc.stderr
