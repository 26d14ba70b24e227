"""Host-independent data loading and prompt rendering (``benchgrade.<benchmark>.data`` / ``.prompts``)."""
from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import pytest

from benchgrade.bbh import data as bbh
from benchgrade.bbh import prompts as bbh_prompts
from benchgrade import datasource
from benchgrade.datasource import DataError
from benchgrade.gsm8k import data as gsm8k
from benchgrade.gsm8k import prompts as gsm8k_prompts
from benchgrade.mmlu import data as mmlu
from benchgrade.mmlu import prompts as mmlu_prompts
from benchgrade.socialiqa import data as socialiqa
from benchgrade.socialiqa import prompts as socialiqa_prompts
from tests.conftest import SHARED, SHARED_DATA, TEST_DATA, needs_shared_data, needs_shared_reference

PROMPTS = Path(__file__).with_name("reference_prompts")
MODULES = {"bbh": bbh, "gsm8k": gsm8k, "mmlu": mmlu, "socialiqa": socialiqa}


def reference(name: str) -> str:
    return (PROMPTS / f"{name}.txt").read_text(encoding="utf-8")


# --- prompts: byte-identical to the prompts OLMES renders (olmes-protocol.md §2) ---

def test_olmes_prompts_are_byte_identical_to_the_reference():
    assert socialiqa_prompts.olmes_prompt(socialiqa.load_docs("validation", data_dir=TEST_DATA)[0]) \
        == reference("socialiqa_validation_0")
    assert mmlu_prompts.olmes_prompt(mmlu.load_docs("test", "abstract_algebra", data_dir=TEST_DATA)[0],
                                     data_dir=TEST_DATA) == reference("mmlu_abstract_algebra_test_0")
    assert gsm8k_prompts.olmes_prompt(gsm8k.load_docs(data_dir=TEST_DATA)[0]) == reference("gsm8k_test_0")
    assert bbh_prompts.olmes_prompt(bbh.load_docs(subset="boolean_expressions", data_dir=TEST_DATA)[0]) \
        == reference("bbh_boolean_expressions_test_0")


@needs_shared_reference
def test_reference_prompts_match_protocol():
    text = (SHARED / "reference" / "olmes-protocol.md").read_text(encoding="utf-8")
    section = text[text.index("## 2. Prompt construction"):text.index("## 3. Few-shot sources")]
    blocks = re.findall(r"```text\n(.*?)\n```", section, flags=re.S)
    names = ["socialiqa_validation_0", "mmlu_abstract_algebra_test_0", "gsm8k_test_0",
             "bbh_boolean_expressions_test_0"]
    assert blocks == [reference(n) for n in names]


@needs_shared_reference
def test_packaged_fewshot_rows_equal_the_olmes_sources():
    ref = SHARED / "reference"
    siqa_gsm = json.loads((ref / "fewshot_siqa_gsm8k.json").read_text())
    bbh_std = json.loads((ref / "fewshot_bbh_std.json").read_text())
    assert [d["context"] for d in socialiqa.fewshot_docs(8)] == [r["context"] for r in siqa_gsm["OLMES:social_i_qa"]]
    assert [d["answer"] for d in gsm8k.fewshot_docs(8)] == [r["answer"] for r in siqa_gsm["STD:GSM8k"]]
    for subtask in bbh.SUBTASKS:
        assert [d["target"] for d in bbh.fewshot_docs(subtask)] == [r["target"] for r in bbh_std[f"STD:bbh_{subtask}"]]


def test_chat_prompts_ask_for_a_final_answer_line_and_show_the_options():
    doc = mmlu.load_docs("test", "abstract_algebra", data_dir=TEST_DATA)[0]
    prompt = mmlu_prompts.chat_prompt(doc)
    assert "Answer: X" in prompt and "\nA. 0\nB. 4\nC. 2\nD. 6" in prompt
    boolean = bbh.load_docs(subset="boolean_expressions", data_dir=TEST_DATA)[0]
    assert bbh_prompts.chat_prompt(boolean).endswith("where <answer> is True or False.")


# --- canonical docs ---

@pytest.mark.parametrize("benchmark", sorted(MODULES))
def test_every_doc_has_the_canonical_fields(benchmark):
    split = "validation" if benchmark == "socialiqa" else "test"
    docs = MODULES[benchmark].load_docs(split, data_dir=TEST_DATA)
    assert docs and len({d["id"] for d in docs}) == len(docs)
    for doc in docs:
        assert isinstance(doc["gold"], str) and doc["gold"].strip()
        assert doc["choices"] is None or all(isinstance(c, str) for c in doc["choices"])


def test_gold_formats_follow_the_core_contract():
    assert {d["gold"] for d in socialiqa.load_docs("validation", data_dir=TEST_DATA)} <= {"A", "B", "C"}
    assert mmlu.load_docs("test", "abstract_algebra", data_dir=TEST_DATA)[0]["gold"] == "B"
    assert gsm8k.load_docs(data_dir=TEST_DATA)[0]["gold"] == "18"
    # the first socialiqa dev row is labelled 3 in dev-labels.lst
    assert socialiqa.load_docs("validation", data_dir=TEST_DATA)[0]["gold"] == "C"


def test_bbh_options_are_parsed_in_letter_order():
    date = bbh.load_docs(subset="date_understanding", data_dir=TEST_DATA)[0]
    assert len(date["choices"]) == 6 and date["gold"] in [f"({chr(65 + i)})" for i in range(6)]
    assert bbh.parse_choices("Q?\nOptions: (A) eareth, wind & fire (B) earth, bind & fire (C) x") == \
        ["eareth, wind & fire", "earth, bind & fire", "x"]
    assert bbh.parse_choices("Q?\nOptions:\n(A) the (C) one\n(B) two") == ["the (C) one", "two"]
    assert bbh.parse_choices("Q?\nOptions:\n- Yes\n- No") is None
    assert bbh.parse_choices("Q?\nOptions:\n(A) only one") is None


def test_env_var_and_argument_select_the_same_folder(monkeypatch):
    monkeypatch.setenv("BENCHGRADE_DATA_DIR", str(TEST_DATA))
    from_env = gsm8k.load_docs()
    monkeypatch.delenv("BENCHGRADE_DATA_DIR")
    assert from_env == gsm8k.load_docs(data_dir=TEST_DATA)


# --- bad data: clear errors, never fewer rows ---

def _copy(tmp_path: Path, *parts: str) -> Path:
    root = tmp_path / "data"
    for part in parts:
        shutil.copytree(TEST_DATA / part, root / part)
    return root


def test_missing_file_is_named(tmp_path):
    root = _copy(tmp_path, "mmlu")
    (root / "mmlu/data/test/virology_test.csv").unlink()
    with pytest.raises(DataError, match=r"virology_test\.csv"):
        mmlu.load_docs("test", data_dir=root)


def test_missing_folder_is_an_error_not_the_hub(tmp_path):
    with pytest.raises(DataError, match="not a directory"):
        gsm8k.load_docs(data_dir=tmp_path / "nope")


def test_bad_jsonl_line_is_named_with_its_number(tmp_path):
    root = _copy(tmp_path, "gsm8k")
    path = root / "gsm8k/test.jsonl"
    lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
    lines[4] = '{"question": "truncated\n'
    path.write_text("".join(lines), encoding="utf-8")
    with pytest.raises(DataError, match=r"test\.jsonl:5: not valid JSON"):
        gsm8k.load_docs(data_dir=root)


def test_label_count_mismatch_is_refused(tmp_path):
    root = _copy(tmp_path, "socialiqa")
    labels = root / "socialiqa/socialiqa-train-dev/dev-labels.lst"
    labels.write_text("\n".join(labels.read_text().splitlines()[:-1]) + "\n")
    with pytest.raises(DataError, match=r"23 labels for 24 rows"):
        socialiqa.load_docs("validation", data_dir=root)


def test_xlarge_on_a_partial_copy_says_why(tmp_path):
    with pytest.raises(DataError, match="needs the full split"):
        socialiqa.load_docs("xlarge", data_dir=TEST_DATA)


def test_bbh_missing_examples_key(tmp_path):
    root = _copy(tmp_path, "bbh")
    (root / "bbh/bbh/snarks.json").write_text('{"canary": "x"}')
    with pytest.raises(DataError, match=r"snarks\.json: expected an object with an 'examples' list"):
        bbh.load_docs(subset="snarks", data_dir=root)


def test_unknown_subset_and_split_are_rejected():
    with pytest.raises(ValueError, match="unknown MMLU subject"):
        mmlu.load_docs("test", "astrology", data_dir=TEST_DATA)
    with pytest.raises(ValueError, match="only the 'test' split"):
        bbh.load_docs("train", data_dir=TEST_DATA)


# --- SocialIQA xlarge: OLMES's 10,000-item sample ---

def test_xlarge_selection_reproduces_the_olmes_order():
    picks = socialiqa.xlarge_selection()
    # olmes-protocol.md §4.1: doc0 = train[26929], doc1 = train[5703], doc2 = validation[490],
    # doc3 = train[3986], doc4 = train[334]; 531 validation + 9,469 train items.
    assert picks[:5] == [("train", 26929), ("train", 5703), ("validation", 490), ("train", 3986), ("train", 334)]
    assert sum(1 for split, _ in picks if split == "validation") == 531
    assert len(set(picks)) == 10_000


@needs_shared_reference
def test_xlarge_selection_equals_the_reference_sample():
    items = json.loads((SHARED / "reference" / "siqa_xlarge_sample.json").read_text())["items"]
    assert socialiqa.xlarge_selection() == [tuple(item) for item in items]


# --- the Hugging Face path (the default source), without the network ---

class _FakeHub:
    """Stands in for ``datasets.load_dataset``: serves rows in each hub dataset's own schema."""

    def __init__(self, tables: dict):
        self.tables, self.calls = tables, []

    def __call__(self, path, name=None, split=None, **kwargs):
        self.calls.append((path, name, split, kwargs.get("revision")))
        return self.tables[(path, name, split)]


def test_hub_rows_are_converted_to_the_canonical_shape(monkeypatch):
    import datasets

    local_mmlu = mmlu.load_docs("test", "abstract_algebra", data_dir=TEST_DATA)
    local_siqa = socialiqa.load_docs("validation", data_dir=TEST_DATA)
    hub = _FakeHub({
        ("cais/mmlu", "abstract_algebra", "test"): [
            {"question": d["question"], "subject": "abstract_algebra", "choices": d["choices"],
             "answer": "ABCD".index(d["gold"])} for d in local_mmlu],
        ("allenai/social_i_qa", None, "validation"): [
            {"context": d["context"], "question": d["question"], "answerA": d["choices"][0],
             "answerB": d["choices"][1], "answerC": d["choices"][2], "label": str("ABC".index(d["gold"]) + 1) + "\n"}
            for d in local_siqa],
        ("lukaemon/bbh", "snarks", "test"): [{"input": "Q?\nOptions:\n(A) x\n(B) y", "target": "(B)"}],
        ("openai/gsm8k", "main", "test"): [{"question": "1+1?", "answer": "1+1=2\n#### 2"}],
    })
    monkeypatch.setattr(datasets, "load_dataset", hub)
    monkeypatch.setattr(datasource, "hub_unreachable", lambda: None)  # the fake hub answers
    monkeypatch.delenv("BENCHGRADE_DATA_DIR", raising=False)
    assert mmlu.load_docs("test", "abstract_algebra") == local_mmlu
    assert socialiqa.load_docs("validation") == local_siqa
    assert bbh.load_docs(subset="snarks")[0]["choices"] == ["x", "y"]
    assert gsm8k.load_docs()[0]["gold"] == "2"
    assert ("allenai/social_i_qa", None, "validation", "refs/convert/parquet") in hub.calls


def test_unreachable_hub_says_how_to_work_offline(monkeypatch):
    import datasets

    def offline(*args, **kwargs):
        raise ConnectionError("hub unreachable")

    monkeypatch.setattr(datasets, "load_dataset", offline)
    monkeypatch.setattr(datasource, "hub_unreachable", lambda: None)  # the probe passed, the load failed
    monkeypatch.delenv("BENCHGRADE_DATA_DIR", raising=False)
    with pytest.raises(DataError, match=r"openai/gsm8k.*BENCHGRADE_DATA_DIR"):
        gsm8k.load_docs()


def test_unreachable_hub_with_nothing_cached_fails_before_the_client_retries(monkeypatch, tmp_path):
    import datasets

    def must_not_run(*args, **kwargs):
        raise AssertionError("the hub client must not be asked (it retries for ~25 s offline)")

    monkeypatch.setattr(datasets, "load_dataset", must_not_run)
    monkeypatch.setattr(datasource, "hub_unreachable", lambda: "huggingface.co:443: unreachable")
    monkeypatch.setenv("HF_HOME", str(tmp_path))  # an empty cache
    monkeypatch.delenv("BENCHGRADE_DATA_DIR", raising=False)
    with pytest.raises(DataError, match=r"'lukaemon/bbh'.*unreachable.*not in the local cache.*BENCHGRADE_DATA_DIR"):
        bbh.load_docs(subset="snarks")


def test_hub_probe_reports_offline_mode_a_closed_port_and_an_answering_one(monkeypatch):
    import socket

    monkeypatch.delenv("HF_HUB_OFFLINE", raising=False)
    monkeypatch.delenv("HF_DATASETS_OFFLINE", raising=False)
    for name in ("HTTPS_PROXY", "https_proxy", "HTTP_PROXY", "http_proxy"):
        monkeypatch.delenv(name, raising=False)
    with socket.socket() as server:
        server.bind(("127.0.0.1", 0))
        server.listen()
        port = server.getsockname()[1]
        monkeypatch.setenv("HF_ENDPOINT", f"http://127.0.0.1:{port}")
        datasource.hub_unreachable.cache_clear()
        assert datasource.hub_unreachable() is None
    datasource.hub_unreachable.cache_clear()
    assert f"127.0.0.1:{port}" in datasource.hub_unreachable()  # closed now: refused at once
    monkeypatch.setenv("HF_HUB_OFFLINE", "1")
    datasource.hub_unreachable.cache_clear()
    assert datasource.hub_unreachable() == "$HF_HUB_OFFLINE is set"
    datasource.hub_unreachable.cache_clear()


@needs_shared_data
def test_full_bbh_options_agree_with_their_targets():
    """Every multiple-choice row gets its options, except four broken official rows: three whose
    target is option text split over two options, and snarks 88, whose input stops after "(A) The NB"."""
    docs = bbh.load_docs(data_dir=SHARED_DATA)
    without = sorted(d["id"] for d in docs if d["subtask"] in bbh.MC_SUBTASKS and d["choices"] is None)
    assert without == ["bbh/movie_recommendation/163", "bbh/ruin_names/144", "bbh/ruin_names/99", "bbh/snarks/88"]
    assert all(d["choices"] is None for d in docs if d["subtask"] not in bbh.MC_SUBTASKS)
