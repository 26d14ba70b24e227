"""ExamQM scorer speed on the bundled ENEM sample: oracles plus corrupted replies.

    python benchmarks/examqm_speed.py [--repeat N]

Prints records/second, the total for the whole bundled set (goal: under one second),
the slowest record, and the ratio to a named baseline measured in the same process:
``json.loads`` of the same replies (the least any grader must do).
"""
from __future__ import annotations

import argparse
import copy
import json
import time

from benchgrade.examqm import load_bundled, record_to_json, score_reply
from benchgrade.examqm.schema import MAX_BOXES_PER_RECORD
from benchgrade.examqm.textnorm import math_tokens, tokens


def corrupted_replies(row) -> dict[str, str]:
    """The oracle and seven typical model mistakes, made from the gold itself."""
    gold = json.loads(record_to_json(row.gold))
    oracle = json.dumps(gold, ensure_ascii=False)

    def variant(edit) -> str:
        record = copy.deepcopy(gold)
        edit(record["question"])
        return json.dumps(record, ensure_ascii=False)

    def swap(q):
        q["alternatives"][:2] = q["alternatives"][1::-1]

    def no_passage(q):
        q["body"] = [b for b in q["body"] if b["role"] != "passage"] or q["body"][:1]

    def no_images(q):
        q["body"] = [b for b in q["body"] if b["kind"] != "image"] or q["body"][:1]

    def invented(q):
        q["body"].append({"kind": "text", "role": "passage", "text": "Texto inventado que não está na página.",
                          "table_rows": [], "boxes": []})

    def shouting(q):
        for block in q["body"]:
            if block["kind"] == "text":
                block["text"] = block["text"].upper()

    return {"oracle": oracle, "truncated": oracle[: len(oracle) // 2], "fenced": f"```json\n{oracle}\n```",
            "swapped": variant(swap), "no_passage": variant(no_passage), "no_images": variant(no_images),
            "invented": variant(invented), "upper_case": variant(shouting)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--repeat", type=int, default=5, help="timed passes (the best is reported)")
    args = parser.parse_args()
    rows = load_bundled(split="all")
    work = [(row, name, reply) for row in rows for name, reply in corrupted_replies(row).items()]

    def best_of(fn) -> float:
        best = float("inf")
        for _ in range(args.repeat):
            start = time.perf_counter()
            fn()
            best = min(best, time.perf_counter() - start)
        return best

    def baseline() -> None:
        for _, _, reply in work:
            try:
                json.loads(reply)
            except json.JSONDecodeError:
                pass

    per_item: dict[tuple[str, str], float] = {}

    def scoring() -> None:
        tokens.cache_clear()  # every pass starts cold: replies are scored once in a real run
        math_tokens.cache_clear()
        for row, name, reply in work:
            start = time.perf_counter()
            score_reply(reply, row)
            elapsed = time.perf_counter() - start
            key = (row.id, name)
            per_item[key] = min(per_item.get(key, float("inf")), elapsed)

    score_reply(work[0][2], work[0][0])  # warm caches (regexes, pydantic validators)
    base = best_of(baseline)
    total = best_of(scoring)
    oracle_total = sum(t for (rid, name), t in per_item.items() if name == "oracle")
    slow_key = max(per_item, key=per_item.get)
    by_record: dict[str, float] = {}
    for (rid, _), t in per_item.items():
        by_record[rid] = by_record.get(rid, 0.0) + t
    slow_record = max(by_record, key=by_record.get)
    print(f"bundled set: {len(rows)} records, {len(work)} replies (oracle + 7 corruptions each)")
    print(f"scored all replies in {total:.3f} s  -> {len(work) / total:,.0f} replies/s, "
          f"{len(rows) / total:,.0f} records/s (all 8 replies per record)")
    print(f"oracles only: {oracle_total:.3f} s -> {len(rows) / oracle_total:,.0f} records/s")
    print(f"baseline json.loads of the same replies: {base:.4f} s; scoring costs {total / base:.1f}x the baseline")
    print(f"slowest reply: {slow_key[0]} / {slow_key[1]} {per_item[slow_key] * 1000:.2f} ms; "
          f"slowest record (8 replies): {slow_record} {by_record[slow_record] * 1000:.2f} ms")
    print(f"goal (whole bundled set < 1 s): {'met' if total < 1.0 else 'NOT met'}")
    target = next(row for row in rows if any(b.kind == "formula" for a in row.gold.question.alternatives for b in a.blocks))
    worst = adversarial_reply(target)
    start = time.perf_counter()
    result = score_reply(worst, target)
    print(f"bounded work: one adversarial {len(worst):,}-char reply against {target.id} (near the size cap, "
          f"single-char tokens, {MAX_BOXES_PER_RECORD} boxes) scored in {(time.perf_counter() - start) * 1000:.0f} ms "
          f"[{result.status}]")


def adversarial_reply(row) -> str:
    """Close to the size cap: 150 formula blocks (and long formula alternatives) of one-character tokens plus the maximum number of boxes."""
    record = json.loads(record_to_json(row.gold))
    chunk = ("x^{2}-" * 300)[:1900]
    blocks = [{"kind": "formula", "role": "passage", "text": chunk, "table_rows": [], "boxes": []} for _ in range(150)]
    boxes = [{"page": 1, "x0": i / 100, "y0": i / 100, "x1": i / 100 + 0.3, "y1": i / 100 + 0.3}
             for i in range(MAX_BOXES_PER_RECORD)]
    blocks.append({"kind": "image", "role": "passage", "text": "", "table_rows": [], "boxes": boxes[:32]})
    blocks.append({"kind": "image", "role": "passage", "text": "", "table_rows": [], "boxes": boxes[32:]})
    record["question"]["body"] = blocks
    for alternative in record["question"]["alternatives"]:
        alternative["blocks"] = [dict(blocks[0], role="prompt") for _ in range(2)]
    return json.dumps(record)


if __name__ == "__main__":
    main()
