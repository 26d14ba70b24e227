"""Metamorphic tests of the grading core (issue 14, item 3): transforms of real replies.

Every transform of :mod:`tests.core.metamorphic` is applied to the real, unlabelled
replies of ``../shared/conformance`` (BBH, GSM8k, MMLU); a meaning-preserving transform
must leave the verdict unchanged, a meaning-changing one must change it as it says. Each
transform must hold on at least :data:`THRESHOLD` of the replies it applies to; the
failing examples (reply id, verdicts before and after, the end of the rewritten reply)
are in the assertion message. ``pytest -s`` prints the table (transform, applicable,
held, rate). The replies are not committed (no licence), so these tests skip without
``../shared``; the constructed replies below run everywhere and test the transforms
themselves.

Transforms that do not hold on :data:`THRESHOLD` of the replies yet have a recorded floor
(:data:`STILL_OPEN`): a known gap may only narrow.

Run time: each original is graded once per module (~15,000 replies), then every transform
grades every reply it applies to (~360,000 gradings): ~105 s of CPU in all on the current
grader (2026-12-02, this project's shared 2-core box), inside the ~3 min a CI run of this
module may take. A sample was considered and not taken: at 99.9 %
the threshold needs every reply (a 3,000-reply sample lets 3 failures hide) and a sample's
composition moves the rate (equal shares per benchmark moved ``preamble_sure`` from
98.66 % to 99.60 %, as BBH holds most failures). For quick local runs,
``BENCHGRADE_METAMORPHIC_SAMPLE=N`` grades at most N per transform, a seeded sample that
keeps each benchmark's share. ``BENCHGRADE_METAMORPHIC_REPORT=PATH`` also writes the table
and up to :data:`EXAMPLES` failing examples per failing transform to PATH.
"""
from __future__ import annotations

import json
import os
import random
from collections import defaultdict
from dataclasses import dataclass, field

import pytest

import benchgrade
from benchgrade.bbh.data import parse_choices
from tests.conftest import CONFORMANCE, REPO_ROOT
from tests.core.metamorphic import (
    CHANGING, PRESERVING, TRANSFORMS, Expect, Reply, Subject, answer_kind, canonical, category_of, locate_final,
    other_value, same_value,
)

#: least share of the applicable replies on which each transform must hold
THRESHOLD = 0.999
#: transforms that do not reach THRESHOLD yet, with the share they held on 2026-12-02 (rounded
#: down): known gaps listed in the issue notes, not accepted behaviour. They may only improve;
#: the test says when one does, so that its floor is raised (or removed at THRESHOLD).
STILL_OPEN: dict[str, float] = {}  # every transform reached THRESHOLD on 2026-12-02
#: most replies graded per transform: "all", or N for a seeded sample stratified by benchmark
SAMPLE = os.environ.get("BENCHGRADE_METAMORPHIC_SAMPLE", "all")
#: failing examples kept per transform
EXAMPLES = 3
SEED = 14
FILES = {"bbh": "real_replies_bbh.jsonl", "gsm8k": "real_replies_gsm8k.jsonl", "mmlu": "real_replies_mmlu.jsonl"}


def _reply(benchmark: str, line: int, row: dict) -> Reply:
    """One real reply; its id names the file's line (the files hold several samples per item)."""
    if benchmark == "bbh":
        rid = f"bbh:{line} ({row['run']}/{row['subtask']}/{row['id']})"
        choices = parse_choices(row["question"])
        return Reply(rid, "bbh", row["reply"], row["gold"], row["question"], row["subtask"],
                     tuple(choices) if choices else None)
    if benchmark == "gsm8k":
        return Reply(f"gsm8k:{line} ({row['model']} #{row['doc_index']})", "gsm8k", row["reply"], row["gold"],
                     row["question"])
    rid = f"mmlu:{line} ({row['model']} {row['subject']} #{row['doc_index']})"
    return Reply(rid, "mmlu", row["reply"], row["gold"], row["question"], choices=tuple(row["choices"]))


def _missing() -> str | None:
    if CONFORMANCE is None:
        return (f"needs the real replies in {REPO_ROOT.parent / 'shared' / 'conformance'} (not committed: "
                f"their source publishes no licence); absent here")
    absent = [name for name in FILES.values() if not (CONFORMANCE / name).is_file()]
    return f"{CONFORMANCE} lacks {', '.join(absent)}" if absent else None


def load_real_replies() -> list[Reply]:
    replies = []
    for benchmark, name in FILES.items():
        with open(CONFORMANCE / name, encoding="utf-8") as lines:
            replies += [_reply(benchmark, n, json.loads(text)) for n, text in enumerate(lines, 1) if text.strip()]
    return replies


def grade(reply: Reply, text: str | None = None):
    return benchgrade.grade(reply.benchmark, reply.text if text is None else text, reply.gold,
                            subtask=reply.subtask, choices=list(reply.choices) if reply.choices else None,
                            question=reply.question or None)


def graded(reply: Reply) -> tuple[Subject, object]:
    """The reply as a transform sees it, with its original verdict."""
    before = grade(reply)
    return Subject.of(reply, category_of(before), before.extracted), before


def _sample_size() -> int | None:
    if SAMPLE.strip().lower() == "all":
        return None
    try:
        return int(SAMPLE)
    except ValueError:
        raise pytest.UsageError(f"$BENCHGRADE_METAMORPHIC_SAMPLE={SAMPLE!r}: give a number of replies or 'all'")


def stratified_sample(items: list, benchmark_of, size: int | None, seed: int) -> list:
    """At most ``size`` of ``items``, seeded, each benchmark keeping its share of ``items``
    (largest remainders round), so the sample's rate estimates the rate on all of them;
    order within the result is the input order."""
    if size is None or len(items) <= size:
        return items
    groups: dict[str, list[int]] = defaultdict(list)
    for index, item in enumerate(items):
        groups[benchmark_of(item)].append(index)
    exact = {name: size * len(indexes) / len(items) for name, indexes in groups.items()}
    quota = {name: int(share) for name, share in exact.items()}
    for name in sorted(exact, key=lambda n: quota[n] - exact[n])[: size - sum(quota.values())]:
        quota[name] += 1
    rng = random.Random(seed)
    chosen = sorted(i for name, indexes in sorted(groups.items()) for i in rng.sample(indexes, quota[name]))
    return [items[i] for i in chosen]


@dataclass
class Outcome:
    transform: str
    expect: Expect
    applicable: int = 0
    tested: int = 0
    held: int = 0
    failures: list[str] = field(default_factory=list)

    @property
    def rate(self) -> float:
        return self.held / self.tested if self.tested else 1.0


def _verdict(v) -> str:
    return f"{category_of(v)} extracted={v.extracted!r} correct={v.correct}"


def _tail(text: str, width: int = 240) -> str:
    return ("…" if len(text) > width else "") + text[-width:]


def run_transform(t, subjects: list[tuple[Subject, object]], size: int | None) -> Outcome:
    """Apply ``t`` to every subject it applies to, grade a sample of them, count the holds."""
    out = Outcome(t.name, t.expect)
    rewritten = [(s, before, new) for s, before in subjects if (new := t.apply(s)) is not None]
    out.applicable = len(rewritten)
    for s, before, new in stratified_sample(rewritten, lambda x: x[0].reply.benchmark, size, SEED):
        after = grade(s.reply, new)
        out.tested += 1
        if t.holds(s, before, after):
            out.held += 1
        elif len(out.failures) < EXAMPLES:
            out.failures.append(f"{s.reply.id} [{t.name}, expected {t.expect.value}]\n"
                                f"    before: {_verdict(before)}\n    after:  {_verdict(after)}\n"
                                f"    tail of rewritten reply: {_tail(new)!r}")
    return out


def table(outcomes: list[Outcome]) -> str:
    rows = [f"{'transform':26} {'expect':12} {'applicable':>10} {'tested':>7} {'held':>7} {'rate':>8}"]
    for o in outcomes:
        flag = "" if o.rate >= THRESHOLD else "  < threshold"
        rows.append(f"{o.transform:26} {o.expect.name:12} {o.applicable:10d} {o.tested:7d} {o.held:7d} "
                    f"{o.rate:8.2%}{flag}")
    return "\n".join(rows)


# --- the real replies -----------------------------------------------------------------

MISSING = _missing()
needs_real_replies = pytest.mark.skipif(MISSING is not None, reason=MISSING or "")


@pytest.fixture(scope="module")
def subjects():
    """Every real reply with its original verdict, graded once."""
    return [graded(reply) for reply in load_real_replies()]


@pytest.fixture(scope="module")
def outcomes():
    """Outcomes recorded by the tests of this module; the table is printed (and written to
    $BENCHGRADE_METAMORPHIC_REPORT) when the module's tests are done."""
    recorded: dict[str, Outcome] = {}
    yield recorded
    if not recorded:
        return
    ordered = [recorded[t.name] for t in TRANSFORMS if t.name in recorded]
    text = (f"Metamorphic relations on the real replies (threshold {THRESHOLD:.1%}; "
            f"sample per transform: {SAMPLE})\n\n" + table(ordered))
    print("\n" + text)
    path = os.environ.get("BENCHGRADE_METAMORPHIC_REPORT")
    if path:
        failing = [o for o in ordered if o.rate < THRESHOLD]
        examples = "\n\n".join(f"## {o.transform} ({o.rate:.2%})\n" + "\n".join(o.failures) for o in failing)
        with open(path, "w", encoding="utf-8") as report:
            report.write(text + "\n\nFailing examples (up to %d per transform)\n\n%s\n" % (EXAMPLES, examples))


@needs_real_replies
@pytest.mark.parametrize("t", TRANSFORMS, ids=[t.name for t in TRANSFORMS])
def test_transform_holds_on_real_replies(t, subjects, outcomes):
    outcome = run_transform(t, subjects, _sample_size())
    outcomes[t.name] = outcome
    assert outcome.applicable > 0, f"{t.name} applies to no real reply"
    least = STILL_OPEN.get(t.name, THRESHOLD)
    assert outcome.rate >= least, (
        f"{t.name}: expected {t.expect.value}; held on {outcome.held}/{outcome.tested} = {outcome.rate:.2%} "
        f"(< {least:.2%}; {outcome.applicable} applicable). First failures:\n" + "\n".join(outcome.failures))
    if t.name in STILL_OPEN and outcome.rate >= least + 0.0005 and SAMPLE == "all":
        print(f"\n{t.name} improved to {outcome.rate:.2%}: raise STILL_OPEN[{t.name!r}]"
              + (" (or drop it: it reaches the threshold)" if outcome.rate >= THRESHOLD else ""))


def test_still_open_names_real_transforms():
    assert set(STILL_OPEN) <= {t.name for t in TRANSFORMS} and all(v < THRESHOLD for v in STILL_OPEN.values())


# --- constructed replies: the transforms on a fresh clone --------------------------------

DATE_Q = ("Today is 11/11/2019. What is the date one week from today in MM/DD/YYYY?\nOptions:\n"
          "(A) 11/04/2019\n(B) 11/18/2019\n(C) 11/18/2025\n(D) 11/18/2011")
WEB_Q = "Question: Fidel lies. Jamey says Fidel tells the truth. Does Jamey tell the truth?"
GSM_Q = "Tom has 3 apples and buys 4 more. How many apples does Tom have?"
SORT_Q = "Sort the following words alphabetically: List: pear apple fig"
MMLU_Q = "Which gas makes up most of the air we breathe?"
COUNT_Q = "I have a piano, two flutes, and a violin. How many musical instruments do I have?"


def _c(name, benchmark, text, gold, question, subtask=None, choices=None) -> Reply:
    return Reply(f"constructed/{name}", benchmark, text, gold, question, subtask, choices)


DATE_CHOICES = tuple(parse_choices(DATE_Q))
MMLU_CHOICES = ("Oxygen", "Nitrogen", "Carbon dioxide", "Argon")
CONSTRUCTED = [
    _c("date", "bbh", "One week after 11/11/2019 is 11/18/2019, which is option (B).\n\nSo the answer is (B).",
       "(B)", DATE_Q, "date_understanding", DATE_CHOICES),
    _c("date_option_text", "bbh", "Adding seven days to 11/11/2019 gives 11/18/2019.\n"
       "The correct answer is **(B)**: 11/18/2019", "(B)", DATE_Q, "date_understanding", DATE_CHOICES),
    _c("web_of_lies", "bbh", "Fidel lies, so Jamey, who says Fidel tells the truth, lies.\nA: No",
       "No", WEB_Q, "web_of_lies"),
    _c("thinking", "bbh", "<think>Fidel lies. Jamey says Fidel tells the truth, which is false, so Jamey lies."
       "</think>\n\nThe answer is No.", "No", WEB_Q, "web_of_lies"),
    _c("gsm8k", "gsm8k", "Tom starts with 3 apples.\nHe buys 4 more, so he has 3 + 4 = 7 apples.\n#### 7",
       "7", GSM_Q),
    _c("counting", "bbh", "A piano (1), two flutes (2) and a violin (1): 1 + 2 + 1 = 4.\n\n\nSo the answer is 4.",
       "4", COUNT_Q, "object_counting"),
    _c("word_sorting", "bbh", "Alphabetically, apple comes first, then fig, then pear.\n"
       "So the answer is apple fig pear.", "apple fig pear", SORT_Q, "word_sorting"),
    _c("mmlu", "mmlu", "Air is about 78% nitrogen and 21% oxygen.\nThe correct answer is B.", "B",
       MMLU_Q, choices=MMLU_CHOICES),
    _c("wrong", "gsm8k", "He buys 4 more, so he has 3 + 4 = 8 apples.\nThe answer is 8.", "7", GSM_Q),
    _c("truncated", "bbh", "<think>Fidel lies. Jamey says Fidel tells the", "No", WEB_Q, "web_of_lies"),
]


def _constructed_subjects():
    return [graded(reply) for reply in CONSTRUCTED]


def test_at_least_25_preserving_and_15_changing_transforms():
    assert len(PRESERVING) >= 25 and len(CHANGING) >= 15, (len(PRESERVING), len(CHANGING))
    assert len({t.name for t in TRANSFORMS}) == len(TRANSFORMS)
    assert all(t.doc for t in TRANSFORMS), [t.name for t in TRANSFORMS if not t.doc]


@pytest.mark.parametrize("t", TRANSFORMS, ids=[t.name for t in TRANSFORMS])
def test_transform_holds_on_constructed_replies(t):
    """Each transform applies to some constructed reply and the grader keeps the relation there."""
    outcome = run_transform(t, _constructed_subjects(), None)
    assert outcome.applicable > 0, f"{t.name} applies to none of the constructed replies"
    assert outcome.held == outcome.tested, "\n".join(outcome.failures)


def _subject(name: str, category: str, extracted: str | None) -> Subject:
    return Subject.of(next(r for r in CONSTRUCTED if r.id == f"constructed/{name}"), category, extracted)


def _by_name(name: str):
    return next(t for t in TRANSFORMS if t.name == name)


@pytest.mark.parametrize("name, extracted, line, answer, other", [
    ("date", "B", "So the answer is (B).", "(B)", "(C)"),
    ("date_option_text", "B", "The correct answer is **(B)**: 11/18/2019", "(B)", "(C)"),
    ("web_of_lies", "No", "A: No", "No", "Yes"),
    ("thinking", "No", "The answer is No.", "No", "Yes"),
    ("gsm8k", "7", "#### 7", "7", "8"),
    ("word_sorting", "apple fig pear", "So the answer is apple fig pear.", "apple fig pear", "fig apple pear"),
    ("mmlu", "B", "The correct answer is B.", "(B)", "(C)"),
])
def test_locate_final_reads_the_last_answer_line(name, extracted, line, answer, other):
    f = _subject(name, "correct", extracted).final
    assert f is not None and (f.line, f.answer, f.other) == (line, answer, other)
    reply = next(r for r in CONSTRUCTED if r.id == f"constructed/{name}")
    assert f.head + f.line + f.tail == reply.text


@pytest.mark.parametrize("last_line, extracted", [
    ("So the answer is (B) or (C).", "B"),        # a hedge is not a plain statement
    ("So the answer is (C).", "B"),               # states another value than the verdict read
    ("The answer is (B) 11/18/2025.", "B"),       # option text of another option
    ("I think it is probably (B), but I am not sure.", "B"),
    ("- (B)", "B"),                               # a bullet: not a plain statement
])
def test_locate_final_refuses_lines_that_are_not_a_plain_statement_of_the_answer(last_line, extracted):
    reply = Reply("constructed/refused", "bbh", "Some reasoning.\n" + last_line, "(B)", DATE_Q,
                  "date_understanding", DATE_CHOICES)
    assert locate_final(reply, extracted) is None


def test_locate_final_refuses_an_unclosed_think():
    reply = Reply("constructed/open", "bbh", "<think>Jamey lies.\nA: No", "No", WEB_Q, "web_of_lies")
    assert locate_final(reply, "No") is None


def test_final_layouts_move_the_canonical_answer():
    s = _subject("date", "correct", "B")
    head = "One week after 11/11/2019 is 11/18/2019, which is option (B).\n\n"
    assert _by_name("final_heading").apply(s) == head + "## Final Answer\n\n(B)"
    assert _by_name("final_json").apply(s) == head + '{"answer": "(B)"}'
    assert _by_name("final_table").apply(s) == head + "| Question | Answer |\n|---|---|\n| 1 | (B) |"
    assert _by_name("final_chinese").apply(s) == head + "答案：(B)"
    assert _by_name("every_option_listed").apply(s) == head + "The answer is (A), (B), (C) or (D)."
    assert _by_name("think_wrap").apply(s) == f"<think>\n{head.strip()}\n</think>\n\nSo the answer is (B)."


def test_swaps_apply_only_where_the_old_answer_is_not_stated_just_before():
    # "... which is option (B).\n\nSo the answer is (C)." would state two answers side by side
    assert _by_name("swap_statement").apply(_subject("date", "correct", "B")) is None
    assert _by_name("swap_statement").apply(_subject("mmlu", "correct", "B")) == (
        "Air is about 78% nitrogen and 21% oxygen.\nSo the answer is (C).")
    assert _by_name("swap_boxed").apply(_subject("gsm8k", "correct", "7")) is None    # "= 7 apples" just before


def test_whole_reply_transforms_respect_think_blocks_and_finished_replies():
    thinking = _subject("thinking", "correct", "No")
    assert _by_name("preamble_sure").apply(thinking).endswith("</think>\n\nSure!\n\nThe answer is No.")
    assert _by_name("echo_question").apply(thinking) is None       # no echo into thinking replies
    truncated = _subject("truncated", "truncated", None)
    assert _by_name("signoff_hope").apply(truncated) is None        # no sign-off after a cut-off reply
    assert _by_name("crlf_line_ends").apply(truncated) is None      # nothing to change: not applicable
    assert _by_name("preamble_sure").apply(truncated).startswith("Sure!\n\n<think>")


def test_changing_transforms_apply_only_to_replies_graded_correct():
    wrong = _subject("wrong", "wrong_answer", "8")
    assert wrong.final is not None
    assert all(t.apply(wrong) is None for t in CHANGING)
    assert _by_name("final_boxed").apply(wrong).endswith("The final answer is $\\boxed{8}$.")


def test_markdown_bullets_leave_list_items_alone():
    s = _subject("gsm8k", "correct", "7")
    assert _by_name("markdown_bullets").apply(s) == (
        "- Tom starts with 3 apples.\n- He buys 4 more, so he has 3 + 4 = 7 apples.\n#### 7")


@pytest.mark.parametrize("reply, a, b, same", [
    (CONSTRUCTED[0], "B", "(B)", True), (CONSTRUCTED[0], "B", "C", False),
    (CONSTRUCTED[4], "12", "12.0", True), (CONSTRUCTED[2], "No", "no", True),
    (CONSTRUCTED[0], None, None, True), (CONSTRUCTED[0], "B", None, False),
])
def test_same_value_compares_as_the_answer_kind_reads(reply, a, b, same):
    assert same_value(reply, a, b) is same


def test_answer_kinds_and_their_other_values():
    kinds = {r.id.split("/")[1]: answer_kind(r) for r in CONSTRUCTED}
    assert kinds["date"] == "letter" and kinds["web_of_lies"] == "binary" and kinds["gsm8k"] == "number"
    assert kinds["word_sorting"] == "words" and kinds["mmlu"] == "letter"
    dyck = Reply("constructed/dyck", "bbh", "", ") ]", "Input: [ (", "dyck_languages")
    assert canonical(dyck, ")]") == ") ]" and other_value(dyck, ") ]") == ") }"
    assert other_value(CONSTRUCTED[0], "(D)") == "(A)"                         # wraps round the options
    assert canonical(CONSTRUCTED[0], "E") is None                              # beyond the option count
    assert other_value(CONSTRUCTED[4], "7.5") == "8.5"


def test_stratified_sample_keeps_each_benchmarks_share():
    items = [("bbh", i) for i in range(1000)] + [("gsm8k", i) for i in range(300)] + [("mmlu", i) for i in range(50)]
    sample = stratified_sample(items, lambda x: x[0], 600, SEED)
    counts = {b: sum(1 for x in sample if x[0] == b) for b in ("bbh", "gsm8k", "mmlu")}
    assert counts == {"mmlu": 22, "gsm8k": 133, "bbh": 445}
    assert sample == stratified_sample(items, lambda x: x[0], 600, SEED)      # seeded
    assert stratified_sample(items, lambda x: x[0], None, SEED) == items
