"""Property tests: any reply, however mangled, gets a bounded, deterministic score and never crashes."""
from __future__ import annotations

import json

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from benchgrade.examqm import load_bundled, record_to_json, score_reply

ROWS = load_bundled()
ORACLES = [record_to_json(row.gold) for row in ROWS]


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(index=st.integers(0, len(ROWS) - 1), cut=st.integers(0, 5000), insert=st.text(max_size=30))
def test_mangled_replies_score_in_range_and_deterministically(index, cut, insert):
    oracle = ORACLES[index]
    position = cut % (len(oracle) + 1)
    reply = oracle[:position] + insert + oracle[position:]
    first = score_reply(reply, ROWS[index])
    assert 0.0 <= first.reconstruction_fidelity <= 1.0
    assert first.status in ("valid", "invalid", "truncated", "empty")
    assert first == score_reply(reply, ROWS[index])
    if first.status != "valid":
        assert first.reconstruction_fidelity == 0.0 and first.error


@settings(max_examples=100, deadline=None)
@given(index=st.integers(0, len(ROWS) - 1), words=st.lists(st.text(min_size=1, max_size=12), max_size=8))
def test_extra_text_never_raises_the_score_above_one_and_never_keeps_full_credit(index, words):
    record = json.loads(ORACLES[index])
    extra = " ".join(words).strip()
    if not extra:
        return
    record["question"]["body"].append({"kind": "text", "role": "passage", "text": extra, "table_rows": [], "boxes": []})
    score = score_reply(json.dumps(record, ensure_ascii=False), ROWS[index])
    assert score.status == "valid"
    assert score.reconstruction_fidelity < 1.0
