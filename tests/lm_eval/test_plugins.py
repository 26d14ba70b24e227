"""Filters and metrics as lm-eval calls them (fast; the CLI runs in test_cli_e2e.py exercise the wiring)."""
from __future__ import annotations

import logging

import pytest

from benchgrade.adapters.lm_eval import metrics
from benchgrade.adapters.lm_eval.filters import GradeReplies, RepeatCheck, identical_repeat_share

DOC = {"id": "gsm8k/test/0", "gold": "18", "choices": None}


def test_grade_replies_turns_samples_into_verdicts_per_mode():
    replies = [["So the answer is 18.", "It is 18. Check: 18 + 1 = 19.", "no idea"]]
    olmes = GradeReplies("gsm8k", mode="olmes").apply(replies, [DOC])[0]
    robust = GradeReplies("gsm8k", mode="robust").apply(replies, [DOC])[0]
    assert [v["correct"] for v in olmes] == [True, False, False]  # OLMES reads the last number
    assert [v["extracted"] for v in olmes][:2] == ["18", "19"]
    assert robust[0]["correct"] and robust[0]["mode"] == "robust"
    assert olmes[2]["extracted"] is None and olmes[2]["vote"].startswith("<no answer")


def test_repeat_check_warns_only_when_nearly_all_items_repeat(caplog):
    same = [["a"] * 8, ["b"] * 8, ["c"] * 8]
    varied = [["a"] * 8, ["b"] * 7 + ["x"], ["c"] * 4 + ["d"] * 4]
    with caplog.at_level(logging.WARNING):
        assert RepeatCheck().apply(varied, [{}] * 3) == varied
        assert "identical samples" not in caplog.text
        RepeatCheck().apply(same, [{}] * 3)
    assert "100% of items got identical samples" in caplog.text and "benchgrade-local-completions" in caplog.text
    assert identical_repeat_share(varied) == pytest.approx(1 / 3)
    assert identical_repeat_share([["only one"]]) == 0.0


def test_repeat_warning_does_not_advise_the_seeded_model_to_its_own_user(caplog, monkeypatch):
    """With ``benchgrade-local-completions`` each repeat already had its own seed: the advice is the server's."""
    from benchgrade.adapters.lm_eval import filters
    from benchgrade.adapters.lm_eval.models import SeedPerRepeatCompletions

    monkeypatch.setattr(filters, "_repeats_seeded_apart", False)
    SeedPerRepeatCompletions(base_url="http://127.0.0.1:9/v1/completions", model="m", tokenizer_backend=None)
    with caplog.at_level(logging.WARNING):
        RepeatCheck().apply([["a"] * 8, ["b"] * 8], [{}] * 2)
    assert "100% of items got identical samples" in caplog.text
    assert "already sent each repeat its own seed" in caplog.text and "sampling" in caplog.text
    assert "run with `benchgrade-lm-eval --model benchgrade-local-completions" not in caplog.text


def test_olmo_eval_filter_reports_exact_match_and_pass_at_k_only():
    replies = [["So the answer is -18.", "It is 18.", "18 + 1 = 19", "18"] * 2]
    verdicts = GradeReplies("gsm8k", mode="olmo_eval").apply(replies, [DOC])[0]
    assert [v["extracted"] for v in verdicts[:4]] == ["-18", "18", "19", "18"] and verdicts[0]["mode"] == "olmo_eval"
    out = metrics.sampled(DOC, [verdicts])
    assert out == {"exact_match": 0.0, "pass_at_1": pytest.approx(4 / 8), "pass_at_2": pytest.approx(1 - 6 / 28),
                   "pass_at_4": pytest.approx(1 - 1 / 70), "pass_at_8": 1.0}


def _verdicts(flags_and_votes):
    return [{"correct": c, "extracted": v, "vote": v, "digest": v, "category": "x", "mode": "olmes"}
            for c, v in flags_and_votes]


def test_sampled_metrics_by_hand():
    # 8 samples, 2 correct ("18"), votes: 5 x "17", 2 x "18", 1 x "3"
    verdicts = _verdicts([(False, "17"), (True, "18"), (True, "18"), (False, "17"),
                          (False, "17"), (False, "3"), (False, "17"), (False, "17")])
    out = metrics.sampled(DOC, [verdicts])
    assert out["exact_match"] == 0.0
    assert out["pass_at_1"] == pytest.approx(2 / 8)
    assert out["pass_at_2"] == pytest.approx(1 - 15 / 28)   # 1 - C(6,2)/C(8,2)
    assert out["pass_at_4"] == pytest.approx(1 - 15 / 70)   # 1 - C(6,4)/C(8,4)
    assert out["pass_at_8"] == 1.0
    # maj@2: [17, 18] tie -> first seen 17 -> 0; maj@4: 17 x2, 18 x2 -> 17 first -> 0
    assert (out["maj_at_1"], out["maj_at_2"], out["maj_at_4"], out["maj_at_8"]) == (0.0, 0.0, 0.0, 0.0)
    assert out["identical_repeats"] == 0.0 and out["extraction_failure_rate"] == 0.0


def test_single_and_chat_metrics():
    right, missing = _verdicts([(True, "(B)")]), _verdicts([(False, None)])
    assert metrics.single({}, [right]) == {"exact_match": 1.0, "exact_match_macro": 1.0, "extraction_failure_rate": 0.0,
                                           "weak_evidence_rate": 0.0}
    assert metrics.chat({}, [missing]) == {"acc": 0.0, "extraction_failure_rate": 1.0, "weak_evidence_rate": 0.0}


def test_metrics_refuse_unfiltered_replies():
    with pytest.raises(TypeError, match="GradeReplies"):
        metrics.sampled(DOC, [["So the answer is 18."]])


def test_verdicts_read_like_dicts_and_print_as_json():
    """lm-eval logs filtered_resps via str() after rebuilding dicts: the verdict must survive both."""
    import json

    from lm_eval.utils import hash_dict_images, sanitize_list

    verdict = GradeReplies("gsm8k").apply([["So the answer is 18."]], [DOC])[0][0]
    logged = sanitize_list(hash_dict_images({"s": [[verdict]]})["s"])[0][0]
    assert json.loads(logged) == verdict.as_dict() == dict(verdict)
    assert verdict["correct"] is (DOC["gold"] == "18") and "vote" in verdict and "digest" in verdict


def test_sampled_metrics_ignore_replies_lm_eval_pads_onto_a_document():
    """At 2 ranks lm-eval appends the padding requests' replies to the last document of the shorter rank."""
    right, wrong = "So the answer is 18.", "So the answer is 7."
    real = [right, wrong, wrong, wrong, right, wrong, wrong, wrong]
    grade = GradeReplies("gsm8k").apply
    padded = metrics.sampled(DOC, grade([real + [right] * 8], [DOC]))
    assert padded == metrics.sampled(DOC, grade([real], [DOC]))
    assert padded["pass_at_1"] == 2 / 8
