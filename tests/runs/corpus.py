"""The malformed-input corpus: damaged, odd and special host outputs, one folder per case.

Every case holds a few good records (real rows of the committed slices, in the layout each host
writes: lm-eval ``--log_samples`` folders with their results file, vf-eval ``traces.jsonl``,
OLMES ``*-predictions.jsonl``, ``benchgrade grade`` JSONL) and one damaged piece: a line of the
wrong shape, bad JSON, text no output can carry as is, a file that must not be read. Each case
says where the damage is (file, line) and a fragment of the one line that must name it, and
how many queries the good records hold; ``test_malformed_inputs`` drives every case through the
real CLI. Cases marked ``ok`` are odd but valid (content parts, an ExamQM task beside others):
they must be read without a problem.
"""
from __future__ import annotations

import json
import os
from dataclasses import dataclass, field
from pathlib import Path

from tests.conftest import TEST_DATA

STAMP = "2026-01-01T00-00-00.000000"
GOOD = 3  # good queries in every case


def _gsm8k_rows() -> list[dict]:
    rows = [json.loads(line) for line in (TEST_DATA / "gsm8k" / "test.jsonl").read_text(encoding="utf-8").splitlines()]
    return [{"question": r["question"], "answer": r["answer"], "gold": r["answer"].rsplit("####", 1)[1].strip()}
            for r in rows[:GOOD + 1]]


GSM8K = _gsm8k_rows()
MMLU_CHOICES = ["0", "4", "2", "6"]


@dataclass
class Case:
    name: str
    host: str                      # lm-eval | verifiers | olmes | grade
    build: object                  # build(folder) -> the PATH to pass
    where: tuple | None = None     # (file name, line or 0 for the file) named by the one problem line
    fragment: str = ""             # in that line
    good: int = GOOD               # queries graded from the good records
    exit: int = 1                  # without --allow-skips
    kind: str = "skipped"          # skipped | repaired | note
    commands: tuple = ("rescore", "export")
    extra: dict = field(default_factory=dict)


# --- lm-eval ------------------------------------------------------------------------------------

def lm_gsm8k_line(i: int, filter_name: str = "strict-match") -> dict:
    row = GSM8K[i]
    return {"doc_id": i, "doc": {"question": row["question"], "answer": row["answer"]}, "target": row["gold"],
            "arguments": {"gen_args_0": {"arg_0": f"Q: {row['question']}\nA:", "arg_1": {"until": ["Q:"]}}},
            "resps": [[f" Step by step. The answer is {row['gold']}."]], "filtered_resps": [row["gold"]],
            "filter": filter_name, "metrics": ["exact_match"], "exact_match": 1.0}


def lm_ours_line(i: int) -> dict:
    row = GSM8K[i]
    return {"doc_id": i, "doc": {"id": f"gsm8k/test/{i}", "split": "test", "row": i, "question": row["question"],
                                 "gold": row["gold"], "choices": None},
            "resps": [[f"So the answer is **{row['gold']}**."]], "filtered_resps": ["{}"], "filter": "robust",
            "metrics": ["acc"], "acc": 1.0}


def lm_mc_line(i: int) -> dict:
    gold = i % 4
    return {"doc_id": i, "doc": {"id": f"mmlu/abstract_algebra/test/{i}", "split": "test", "row": i, "gold": "ABCD"[gold],
                                 "choices": MMLU_CHOICES, "question": "Find the degree."},
            "resps": [[[str(-1.0 if c == gold else -9.0), "True"]] for c in range(4)],
            "filtered_resps": [], "filter": "none", "metrics": ["acc"], "acc": 1.0}


def lm_bbh_line(i: int) -> dict:
    examples = json.loads((TEST_DATA / "bbh" / "bbh" / "navigate.json").read_text())["examples"]
    return {"doc_id": i, "doc": examples[i], "target": examples[i]["target"],
            "resps": [[f" Checking each step. So the answer is {examples[i]['target']}."]],
            "filtered_resps": [examples[i]["target"]], "filter": "get-answer", "metrics": ["exact_match"],
            "exact_match": 1.0}


def lm_mmlu_gen_line(i: int) -> dict:
    return {"doc_id": i, "doc": {"question": "Find the degree.", "subject": "abstract_algebra", "choices": MMLU_CHOICES,
                                 "answer": i % 4}, "target": "ABCD"[i % 4], "resps": [[f" {'ABCD'[i % 4]}"]],
            "filtered_resps": ["ABCD"[i % 4]], "filter": "get_response", "metrics": ["exact_match"], "exact_match": 1.0}


LM_TASKS = {"gsm8k_cot": (lm_gsm8k_line, ["strict-match", "flexible-extract"], "exact_match"),
            "gsm8k:chat::benchgrade": (lm_ours_line, ["robust"], "acc"),
            "mmlu_abstract_algebra:mc::olmes": (lm_mc_line, ["none"], "acc"),
            "bbh_cot_fewshot_navigate": (lm_bbh_line, ["get-answer"], "exact_match"),
            "mmlu_abstract_algebra_generative": (lm_mmlu_gen_line, ["get_response"], "exact_match")}


def samples_name(task: str, stamp: str = STAMP) -> str:
    return f"samples_{task}_{stamp}.jsonl"


def lm_eval_folder(folder: Path, task: str = "gsm8k_cot", *, mutate=None, raw: str | bytes | None = None,
                   at: int = 1, results=None, model: str = "stub", stamp: str = STAMP) -> Path:
    """An lm-eval output folder with ``GOOD`` documents of ``task`` (every filter, as lm-eval logs
    them); the line of document ``at`` under the first filter is mutated or replaced by ``raw``."""
    make, filters, metric = LM_TASKS[task]
    out = folder / "out"
    (out / model).mkdir(parents=True, exist_ok=True)
    if results is None:
        results = {"results": {task: {f"{metric},{f}": 1.0 for f in filters}}, "configs": {task: {"test_split": "test"}},
                   "n-samples": {task: {"original": GOOD, "effective": GOOD}}, "lm_eval_version": "0.4.13"}
    (out / model / f"results_{stamp}.json").write_text(results if isinstance(results, str) else json.dumps(results))
    lines: list[bytes] = []
    for f in filters:
        for i in range(GOOD):
            line = make(i)
            if "filter" in line:
                line["filter"] = f
            text = json.dumps(line).encode()
            if f == filters[0] and i == at and (mutate or raw is not None):
                if raw is not None:
                    text = raw if isinstance(raw, bytes) else raw.encode()
                else:
                    mutated = mutate(line)
                    text = mutated if isinstance(mutated, bytes) else json.dumps(mutated).encode()
            lines.append(text)
    (out / model / samples_name(task, stamp)).write_bytes(b"\n".join(lines) + b"\n")
    return out


def _set(**fields):
    def mutate(line):
        for key, value in fields.items():
            target = line
            *path, last = key.split("__")
            for part in path:
                target = target[part]
            if value is DELETE:
                del target[last]
            else:
                target[last] = value
        return line
    return mutate


DELETE = object()
SAMPLES = samples_name("gsm8k_cot")


def lm_case(name, fragment, *, task="gsm8k_cot", line=2, good=GOOD - 1, kind="skipped", exit=1, **how) -> Case:
    file = samples_name(task)
    return Case(name, "lm-eval", lambda d: lm_eval_folder(d, task, **how), (file, line), fragment, good, exit, kind)


def _with_second_task(build):
    """A case folder plus a good gsm8k:chat::benchgrade task beside it (so something is read)."""
    def both(folder: Path) -> Path:
        out = build(folder)
        lm_eval_folder(folder, "gsm8k:chat::benchgrade", model="good")
        return out
    return both


def _truncated(folder: Path) -> Path:
    out = lm_eval_folder(folder)
    path = out / "stub" / SAMPLES
    data = path.read_bytes().rstrip(b"\n")
    path.write_bytes(data[: len(data) - 40])  # the last line (flexible-extract, doc 2) cut short
    return out


def _special(kind: str):
    def build(folder: Path) -> Path:
        out = lm_eval_folder(folder, "gsm8k:chat::benchgrade", model="good")
        target = out / "good" / samples_name("gsm8k_cot")
        if kind == "fifo":
            os.mkfifo(target)
        elif kind == "dev-zero":
            target.symlink_to("/dev/zero")
        elif kind == "outside":
            elsewhere = folder / "elsewhere.jsonl"
            elsewhere.write_text(json.dumps(lm_gsm8k_line(0)) + "\n")
            target.symlink_to(elsewhere)
        elif kind == "folder":
            target.mkdir()
        elif kind == "utf16":
            target.write_bytes("\n".join(json.dumps(lm_gsm8k_line(i)) for i in range(GOOD)).encode("utf-16"))
        elif kind == "empty":
            target.write_bytes(b"")
        return out
    return build


def _direct_dev_zero(folder: Path) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    link = folder / samples_name("gsm8k_cot")
    link.symlink_to("/dev/zero")
    return link


def _two_versions(folder: Path) -> Path:
    results = {"results": {}, "configs": {"gsm8k_cot": {}}, "lm_eval_version": "0.3.0"}
    out = lm_eval_folder(folder, results=results, model="old")
    lm_eval_folder(folder, "gsm8k:chat::benchgrade", model="good")
    return out


def _unknown_task(folder: Path) -> Path:
    out = lm_eval_folder(folder, "gsm8k:chat::benchgrade")
    (out / "stub" / samples_name("arc_easy")).write_text('{"doc_id": 0}\n')
    return out


def _examqm_beside(folder: Path) -> Path:
    out = lm_eval_folder(folder, "gsm8k:chat::benchgrade")
    (out / "stub" / samples_name("examqm")).write_text('{"doc_id": 0, "doc": {"id": "x", "input_mode": "pages"}}\n')
    return out


def _deep(depth: int = 100_000) -> str:
    return "[" * depth + "]" * depth


LM_EVAL = [
    Case("truncated last line", "lm-eval", _truncated, (SAMPLES, 2 * GOOD), "(truncated last line?)", GOOD),
    lm_case("line is a JSON list", "expected a JSON object, got list", raw="[1, 2]"),
    lm_case("line is a JSON string", "expected a JSON object, got str", raw='"text"'),
    lm_case("line is bad JSON", "not valid JSON", raw="{oops"),
    lm_case("JSON nested too deeply", "nested too deeply", raw='{"doc": ' + _deep() + "}"),
    lm_case("resps missing", "has no field 'resps'", mutate=_set(resps=DELETE)),
    lm_case("resps a string", "'resps' is not a list of lists of strings", mutate=_set(resps="18")),
    lm_case("resps empty", "'resps' is not a list of lists of strings", mutate=_set(resps=[])),
    lm_case("resps [[null]]", "'resps' is not a list of lists of strings", mutate=_set(resps=[[None]])),
    lm_case("resps [[123]]", "'resps' is not a list of lists of strings", mutate=_set(resps=[[123]])),
    lm_case("doc missing", "has no field 'doc'", mutate=_set(doc=DELETE)),
    lm_case("doc a list", "'doc' is not an object", mutate=_set(doc=[1])),
    lm_case("doc_id a string", "'doc_id' is not a whole number", mutate=_set(doc_id="7")),
    lm_case("doc_id negative", "'doc_id' is not a whole number", mutate=_set(doc_id=-1)),
    lm_case("doc_id true", "'doc_id' is not a whole number", mutate=_set(doc_id=True)),
    lm_case("doc_id 1.5", "'doc_id' is not a whole number", mutate=_set(doc_id=1.5)),
    lm_case("filter missing", "has no field 'filter'", mutate=_set(filter=DELETE)),
    lm_case("filter a number", "'filter' is not a non-empty string", mutate=_set(filter=5)),
    lm_case("exact_match null", "'exact_match' is not a finite number", mutate=_set(exact_match=None)),
    lm_case("exact_match 'yes'", "'exact_match' is not a finite number", mutate=_set(exact_match="yes")),
    lm_case("exact_match NaN", "'exact_match' is not a finite number",
            raw=json.dumps(lm_gsm8k_line(1)).replace('"exact_match": 1.0', '"exact_match": NaN')),
    lm_case("exact_match 1e999", "'exact_match' is not a finite number",
            raw=json.dumps(lm_gsm8k_line(1)).replace('"exact_match": 1.0', '"exact_match": 1e999')),
    lm_case("no per-item metric", "no per-item metric", mutate=_set(exact_match=DELETE)),
    lm_case("gsm8k answer without ####", "'doc.answer' has no '#### <number>'", mutate=_set(doc__answer="18")),
    lm_case("gsm8k answer a number", "'doc.answer' is not a non-empty string", mutate=_set(doc__answer=18)),
    lm_case("duplicate doc_id", "doc_id 0 appears again", mutate=_set(doc_id=0)),
    lm_case("invalid UTF-8 in a reply", "not valid UTF-8", good=GOOD, kind="repaired",
            raw=json.dumps(lm_gsm8k_line(1)).encode().replace(b"Step by step", b"Step \xff\xfe by step")),
    lm_case("NUL escape in a reply", "NUL character", good=GOOD, kind="repaired",
            raw=json.dumps(lm_gsm8k_line(1)).replace("Step by step", "Step\\u0000 by step")),
    lm_case("raw NUL byte in a reply", "NUL character", good=GOOD, kind="repaired",
            raw=json.dumps(lm_gsm8k_line(1)).encode().replace(b"Step by step", b"Step\x00 by step")),
    lm_case("lone surrogate in a reply", "lone surrogate", good=GOOD, kind="repaired",
            raw=json.dumps(lm_gsm8k_line(1)).replace("Step by step", "Step \\ud800 by step")),
    Case("results file is a list", "lm-eval", lambda d: lm_eval_folder(d, results="[1, 2]"),
         (f"results_{STAMP}.json", 0), "not a JSON object (a list)", GOOD),
    Case("results file is bad JSON", "lm-eval", lambda d: lm_eval_folder(d, results="{oops"),
         (f"results_{STAMP}.json", 0), "unreadable", GOOD),
    Case("results of lm-eval 0.3", "lm-eval", _two_versions, (f"results_{STAMP}.json", 0), "written by lm-eval 0.3.0",
         GOOD),
    Case("empty samples file", "lm-eval", _special("empty"), (SAMPLES, 0), "empty file", GOOD),
    Case("samples file is a FIFO", "lm-eval", _special("fifo"), (SAMPLES, 0), "a FIFO, not a regular file", GOOD),
    Case("samples symlink to /dev/zero", "lm-eval", _special("dev-zero"), (SAMPLES, 0), "outside", GOOD),
    Case("/dev/zero given directly", "lm-eval", _direct_dev_zero, (SAMPLES, 0), "a device, not a regular file", 0,
         exit=2),
    Case("symlink leaving the run folder", "lm-eval", _special("outside"), (SAMPLES, 0), "outside", GOOD),
    Case("samples 'file' is a folder", "lm-eval", _special("folder"), (SAMPLES, 0), "a folder, not a regular file",
         GOOD),
    Case("UTF-16 samples file", "lm-eval", _special("utf16"), (SAMPLES, 0), "UTF-16", GOOD),
    Case("unknown task", "lm-eval", _unknown_task, (samples_name("arc_easy"), 0), "unknown task 'arc_easy'", GOOD),
    Case("ExamQM task beside others", "lm-eval", _examqm_beside, (samples_name("examqm"), 0),
         "benchgrade examqm report", GOOD, exit=0, kind="note"),
    lm_case("BBH target missing", "has no field 'target'", task="bbh_cot_fewshot_navigate",
            mutate=_set(doc__target=DELETE)),
    lm_case("MMLU gold index out of range", "'doc.answer' is not a whole number from 0 below 4",
            task="mmlu_abstract_algebra_generative", mutate=_set(doc__answer=7)),
    lm_case("MMLU gold a letter", "'doc.answer' is not a whole number", task="mmlu_abstract_algebra_generative",
            mutate=_set(doc__answer="B")),
    lm_case("MMLU choices not strings", "'doc.choices' is not a list of strings",
            task="mmlu_abstract_algebra_generative", mutate=_set(doc__choices=[1, 2, 3, 4])),
    lm_case("gold missing (benchgrade task)", "has no field 'gold'", task="gsm8k:chat::benchgrade",
            mutate=_set(doc__gold=DELETE)),
    lm_case("gold null (benchgrade task)", "'doc.gold' is not a non-empty string", task="gsm8k:chat::benchgrade",
            mutate=_set(doc__gold=None)),
    lm_case("acc missing (benchgrade task)", "no per-item metric ('acc')", task="gsm8k:chat::benchgrade",
            mutate=_set(acc=DELETE)),
    lm_case("gold not a number (GSM8k)", "cannot be graded", task="gsm8k:chat::benchgrade",
            mutate=_set(doc__gold="eighteen")),
    lm_case("log-likelihood resps empty", "'resps' is not a non-empty list", task="mmlu_abstract_algebra:mc::olmes",
            mutate=_set(resps=[])),
    lm_case("log-likelihood not a number", "is not a list of [log-likelihood, is_greedy]",
            task="mmlu_abstract_algebra:mc::olmes", mutate=_set(resps=[[["x", "True"]]] * 4)),
    lm_case("log-likelihood per choice count", "'resps' scores 3 choices, the doc has 4",
            task="mmlu_abstract_algebra:mc::olmes", mutate=lambda line: {**line, "resps": line["resps"][:3]}),
    lm_case("choices not a list (benchgrade task)", "'doc.choices' is not a list of strings",
            task="mmlu_abstract_algebra:mc::olmes", mutate=_set(doc__choices="ABCD")),
]


# --- verifiers ----------------------------------------------------------------------------------

def trace(i: int, *, content=None, benchmark="gsm8k", ident=None, subtask=None, gold=None, score=1.0) -> dict:
    row = GSM8K[i]
    reply = f"Adding it up: **{row['gold']}**" if content is None else content
    data = {"benchmark": benchmark, "id": ident or f"gsm8k/test/{i}", "gold": gold if gold is not None else row["gold"],
            "question": row["question"]}
    if subtask is not None:
        data["subtask"] = subtask
    return {"task": {"type": "task", "key": f"k{i}", "data": data},
            "nodes": [{"message": {"role": "user", "content": row["question"]}},
                      {"message": {"role": "assistant", "content": reply}, "sampled": True}],
            "calls": [{"model": "m", "finish_reason": "stop"}], "rewards": {"correct": {"score": score, "weight": 1.0}},
            "metrics": {}, "errors": [], "stop_condition": "agent_completed"}


def episode(i: int, **trace_fields) -> dict:
    return {"id": f"e{i}", "ok": True, "errors": [], "traces": [trace(i, **trace_fields)]}


def traces_folder(folder: Path, *, mutate=None, raw: str | bytes | None = None, at: int = 1) -> Path:
    run = folder / "outputs" / "gsm8k"
    run.mkdir(parents=True)
    lines = []
    for i in range(GOOD):
        text = json.dumps(episode(i)).encode()
        if i == at and (mutate or raw is not None):
            text = raw if isinstance(raw, bytes) else raw.encode() if raw is not None else json.dumps(
                mutate(episode(i))).encode()
        lines.append(text)
    (run / "traces.jsonl").write_bytes(b"\n".join(lines) + b"\n")
    return run


def _trace_set(**fields):
    """:func:`_set` on the episode's first rollout."""
    def mutate(ep):
        _set(**fields)(ep["traces"][0])
        return ep
    return mutate


def vf_case(name, fragment, *, good=GOOD - 1, kind="skipped", exit=1, **how) -> Case:
    return Case(name, "verifiers", lambda d: traces_folder(d, **how), ("traces.jsonl", 2), fragment, good, exit, kind)


VERIFIERS = [
    vf_case('"calls": [null]', "'calls' is not a list of objects", mutate=_trace_set(calls=[None])),
    vf_case("traces missing", "has no field 'traces'", mutate=lambda ep: {k: v for k, v in ep.items() if k != "traces"}),
    vf_case("traces not a list", "'traces' is not a list", mutate=lambda ep: {**ep, "traces": {"a": 1}}),
    vf_case("traces empty", "'traces' is empty", mutate=lambda ep: {**ep, "traces": []}),
    vf_case("a null rollout", "rollout 2 of 2: 'traces[]' is not an object", good=GOOD,
            mutate=lambda ep: {**ep, "traces": ep["traces"] + [None]}),
    vf_case("benchmark missing", "has no field 'benchmark'", mutate=_trace_set(task__data__benchmark=DELETE)),
    vf_case("unknown benchmark", "'task.data.benchmark' is 'hellaswag'",
            mutate=_trace_set(task__data__benchmark="hellaswag")),
    vf_case('"id": 7', "'task.data.id' is not a non-empty string", mutate=_trace_set(task__data__id=7)),
    vf_case("id not a benchgrade id", "is not a benchgrade row id", mutate=_trace_set(task__data__id="foo")),
    vf_case("BBH rollout without a subtask", "BBH rollout without a known 'task.data.subtask'",
            mutate=_trace_set(task__data__benchmark="bbh", task__data__id="bbh/nosuch/3", task__data__gold="Yes")),
    vf_case("gold null", "'task.data.gold' is not a non-empty string", mutate=_trace_set(task__data__gold=None)),
    vf_case("nodes missing", "'nodes' is not a list", mutate=_trace_set(nodes=DELETE)),
    vf_case("no sampled reply", "no sampled assistant reply",
            mutate=lambda ep: _trace_set(nodes=ep["traces"][0]["nodes"][:1])(ep)),
    vf_case("content a number", "is neither text nor a list of parts",
            mutate=lambda ep: _trace_set(nodes=[{"message": {"role": "assistant", "content": 18}, "sampled": True}])(ep)),
    vf_case("reward 'yes'", "'rewards.correct.score' is not a finite number",
            mutate=_trace_set(rewards={"correct": {"score": "yes"}})),
    vf_case("rewards a list", "'rewards' is not an object", mutate=_trace_set(rewards=[1])),
    vf_case("failed rollout", "failed rollout, no reply (ProviderError: upstream 500)",
            mutate=_trace_set(errors=[{"type": "ProviderError", "message": "upstream 500"}])),
    vf_case("unknown MMLU subject", "names no known MMLU subject",
            mutate=_trace_set(task__data__benchmark="mmlu", task__data__id="mmlu/nosuch/test/0", task__data__gold="B")),
    vf_case("choices not a list", "'task.data.choices' is not a list of strings",
            mutate=_trace_set(task__data__choices="ABCD")),
    vf_case("lone surrogate in a reply", "lone surrogate", good=GOOD, kind="repaired",
            raw=json.dumps(episode(1)).replace("Adding it up", "Adding \\udc80 it up")),
    vf_case("invalid UTF-8 in a reply", "not valid UTF-8", good=GOOD, kind="repaired",
            raw=json.dumps(episode(1)).encode().replace(b"Adding it up", b"Adding \xc3\x28 it up")),
    Case("content as OpenAI-style parts", "verifiers", lambda d: traces_folder(d, mutate=lambda ep: _trace_set(
        nodes=[{"message": {"role": "assistant", "content": [{"type": "text", "text": "Adding it up: "},
                                                              {"type": "image_url", "image_url": {"url": "x"}},
                                                              {"type": "text", "text": f"**{GSM8K[1]['gold']}**"}]},
                "sampled": True}])(ep)), None, "", GOOD, exit=0, kind="ok"),
]


# --- OLMES --------------------------------------------------------------------------------------

def olmes_line(i: int) -> dict:
    row = GSM8K[i]
    return {"doc_id": i, "native_id": i, "label": row["gold"], "metrics": {"exact_match": 1.0},
            "model_output": [{"continuation": f" So the answer is {row['gold']}."}]}


def olmes_mc_line(i: int) -> dict:
    return {"doc_id": i, "native_id": i, "label": i % 4, "metrics": {"acc_raw": 1.0},
            "model_output": [{"sum_logits": -1.0 if c == i % 4 else -9.0} for c in range(4)]}


OLMES_FILE = "task-000-gsm8k-predictions.jsonl"
OLMES_MC_FILE = "task-001-mmlu_abstract_algebra:mc::olmes-predictions.jsonl"


def olmes_folder(folder: Path, *, mc: bool = False, mutate=None, raw=None, at: int = 1) -> Path:
    out = folder / "olmes"
    out.mkdir(parents=True)
    make, name = (olmes_mc_line, OLMES_MC_FILE) if mc else (olmes_line, OLMES_FILE)
    lines = []
    for i in range(GOOD):
        text = json.dumps(make(i)).encode()
        if i == at and (mutate or raw is not None):
            text = raw.encode() if isinstance(raw, str) else raw if raw is not None else json.dumps(mutate(make(i))).encode()
        lines.append(text)
    (out / name).write_bytes(b"\n".join(lines) + b"\n")
    return out


def olmes_case(name, fragment, *, mc=False, good=GOOD - 1, **how) -> Case:
    return Case(name, "olmes", lambda d: olmes_folder(d, mc=mc, **how), (OLMES_MC_FILE if mc else OLMES_FILE, 2),
                fragment, good)


def _olmes_unknown(folder: Path) -> Path:
    out = olmes_folder(folder)
    (out / "task-002-arc_easy:mc::olmes-predictions.jsonl").write_text(json.dumps(olmes_mc_line(0)) + "\n")
    return out


OLMES = [
    olmes_case("doc_id not a number", "'doc_id' is not a whole number", mutate=_set(doc_id="abc")),
    olmes_case("doc_id negative", "'doc_id' is not a whole number", mutate=_set(doc_id=-3)),
    olmes_case("model_output not a list", "'model_output' is not a non-empty list of objects",
               mutate=_set(model_output="x")),
    olmes_case("model_output empty", "'model_output' is not a non-empty list of objects", mutate=_set(model_output=[])),
    olmes_case("model_output of neither kind", "neither 'continuation' nor 'sum_logits'",
               mutate=_set(model_output=[{"text": "x"}])),
    olmes_case("continuation null", "'model_output[].continuation' is not a string",
               mutate=_set(model_output=[{"continuation": None}])),
    olmes_case("sum_logits not a number", "'model_output[].sum_logits' is not a finite number", mc=True,
               mutate=lambda line: {**line, "model_output": [{"sum_logits": "x"}] * 4}),
    olmes_case("label missing", "has no field 'label'", mutate=_set(label=DELETE)),
    olmes_case("choice label out of range", "'label' is not a whole number from 0 below 4", mc=True,
               mutate=_set(label=9)),
    olmes_case("metrics not an object", "'metrics' is not an object", mutate=_set(metrics="yes")),
    olmes_case("metric 'yes'", "'metrics.exact_match' is not a finite number", mutate=_set(metrics={"exact_match": "yes"})),
    olmes_case("duplicate doc_id", "doc_id 0 appears again", mutate=_set(doc_id=0)),
    olmes_case("GSM8k label not a number", "cannot be graded", mutate=_set(label="many")),
    Case("unknown OLMES alias", "olmes", _olmes_unknown, ("task-002-arc_easy:mc::olmes-predictions.jsonl", 0),
         "unknown task 'arc_easy:mc::olmes'", GOOD),
]


# --- benchgrade grade ---------------------------------------------------------------------------

def grade_line(i: int) -> dict:
    row = GSM8K[i]
    return {"id": f"q{i}", "benchmark": "gsm8k", "reply": f"So the answer is {row['gold']}.", "gold": row["gold"]}


def grade_file(folder: Path, *, mutate=None, raw=None, at: int = 1, encoding: str | None = None) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    lines = []
    for i in range(GOOD):
        text = json.dumps(grade_line(i), ensure_ascii=False)
        if i == at and (mutate or raw is not None):
            text = raw if raw is not None else json.dumps(mutate(grade_line(i)), ensure_ascii=False)
        lines.append(text.encode(encoding) if encoding and isinstance(text, str) else
                     text if isinstance(text, bytes) else text.encode())
    path = folder / "cases.jsonl"
    path.write_bytes(b"\n".join(lines) + b"\n")
    return path


def grade_case(name, fragment, *, good=GOOD - 1, kind="skipped", exit=1, line=2, **how) -> Case:
    return Case(name, "grade", lambda d: grade_file(d, **how), ("cases.jsonl", line), fragment, good, exit, kind,
                commands=("grade",))


GRADE = [
    grade_case("reply missing", "missing field 'reply' (or 'output')", mutate=_set(reply=DELETE)),
    grade_case("gold missing", "missing field 'gold'", mutate=_set(gold=DELETE)),
    grade_case("benchmark missing", "missing field 'benchmark'", mutate=_set(benchmark=DELETE)),
    grade_case("benchmark unknown", "benchmark must be one of", mutate=_set(benchmark="hellaswag")),
    grade_case("gold not a number", "gold must be a number", mutate=_set(gold="x")),
    grade_case("reply a number", "message content must be text or a list of parts", mutate=_set(reply=18)),
    grade_case("choices a string", "choices must be a sequence", mutate=_set(choices="ABCD", benchmark="mmlu", gold="B")),
    grade_case("subtask a number", "subtask must be a str", mutate=_set(subtask=5, benchmark="bbh", gold="Yes")),
    grade_case("line is a list", "expected a JSON object, got list", raw="[1]"),
    grade_case("bad JSON", "not valid JSON", raw="{oops"),
    grade_case("JSON nested too deeply", "nested too deeply", raw='{"reply": ' + _deep() + "}"),
    grade_case("Latin-1 line", "not valid UTF-8", good=GOOD, kind="repaired",
               raw=json.dumps({**grade_line(1), "note": "café"}, ensure_ascii=False).encode("latin-1")),
    grade_case("lone surrogate", "lone surrogate", good=GOOD, kind="repaired",
               raw=json.dumps(grade_line(1)).replace("So the", "So \\ud800 the")),
    grade_case("NUL escape", "NUL character", good=GOOD, kind="repaired",
               raw=json.dumps(grade_line(1)).replace("So the", "So\\u0000 the")),
    Case("UTF-16 file", "grade", lambda d: grade_file(d, encoding="utf-16"), ("cases.jsonl", 0), "UTF-16", 0, exit=2,
         commands=("grade",)),
    Case("reply as content parts", "grade", lambda d: grade_file(d, mutate=lambda c: {
        **c, "reply": [{"type": "text", "text": f"So the answer is {GSM8K[1]['gold']}."}]}), None, "", GOOD, exit=0,
         kind="ok", commands=("grade",)),
]

CASES = LM_EVAL + VERIFIERS + OLMES + GRADE
