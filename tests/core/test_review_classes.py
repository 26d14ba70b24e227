"""Classes of grading errors found by an independent hand review of real replies (issue 8).

A reviewer graded the 15,332 unlabelled real replies in ../shared/conformance with the base
grader and the round-2 grader and read 100 of the changed verdicts by hand; the classes of
error it found are rebuilt here as SHORT CONSTRUCTED replies (no real reply is copied), one
or more per class, so each class is held as a rule, not as a reply:

- P1 a noun or label ("Plausibility score: 0/10", "its plausibility") is not a claim;
- P2 a letter and an option text that point to different options identify no option;
- P3 narration in a reply that breaks off or loops (bracket-by-bracket matching, state lines)
  is not a commitment;
- P4 an explicit answer outranks later hypotheticals, definitions and notes;
- P5 an option named while rejected does not displace the stated answer;
- P6 an invented follow-up "Q:" after the answer is cut;
- P7 an answer opening the text after </think> stands when the rest breaks off;
- P8 a second answer offered in the next sentence or clause is a hedge;
- F1 bold labels on explanation items are headings, not answers;
- F3 the transcript label "A:" is not option A;
- F4 working arithmetic "a - b = c" in the answer sentence states c;
- F5 a total followed by its breakdown states the total;
- F6 a quoted original name, or options named to compare, are not a second answer.
"""
from __future__ import annotations

import pytest

from benchgrade import grade

HYPER = ["large orange Iranian iron computer", "orange large iron Iranian computer"]
GUARD = ["Asked the cleaner", "Asked the guard", "Ambiguous"]
MOVIES = ["Monsters, Inc", "Pulp Fiction", "Raiders of the Lost Ark", "The Matrix"]
NAMES = ["foo fighterz", "foo fighter", "goo fighters", "food fighters"]
COLORS = [f"color{i}" for i in range(7)]

# (id, benchmark, subtask, reply, gold, choices, correct)
CASES = [
    ("P1-label-after-claim", "bbh", "sports_understanding",
     "The sentence is **not plausible**.\n\n**Plausibility score:** 0/10", "yes", None, False),
    ("P1-label-after-claim-gold-no", "bbh", "sports_understanding",
     "The sentence is **not plausible**.\n\n**Plausibility score:** 0/10", "no", None, True),
    ("P1-noun-in-sign-off", "bbh", "sports_understanding",
     "So the sentence is not plausible for a hockey player. Send another sentence and I can judge its plausibility too.",
     "no", None, True),
    ("P2-letter-text-disagree", "bbh", "hyperbaton",
     "Therefore, the correct answer is:\n\n(A) orange large iron Iranian computer", "(B)", HYPER, False),
    ("P2-letter-text-disagree-bold", "bbh", "movie_recommendation",
     "**B) Monsters, Inc** is the closest match to these films.", "(A)", MOVIES, False),
    ("P2-letter-text-agree", "bbh", "hyperbaton",
     "Therefore, the correct answer is:\n\n(B) orange large iron Iranian computer", "(B)", HYPER, True),
    ("P3-dyck-breaks-off", "bbh", "dyck_languages",
     "Let's match each bracket.\n- The next opening bracket is [.\n- The corresponding closing bracket is ].\n- The next",
     "]", None, False),
    ("P3-premise-restated-then-cut", "bbh", "logical_deduction_three_objects",
     "Statement 2 says Ada finished third. Statement 1 says Rob finished first. This is a contradiction.\n\nWait, we",
     "(A)", ["Ada finished third", "Rob finished third", "Eve finished third"], False),
    ("P4-explicit-no-then-hypothetical", "bbh", "navigate",
     "No. To return to the starting point, the net movement must be zero; here it is 14 steps.", "Yes", None, False),
    ("P4-explicit-no-then-hypothetical-gold-no", "bbh", "navigate",
     "No. To return to the starting point, the net movement must be zero; here it is 14 steps.", "No", None, True),
    ("P4-invalid-then-note", "bbh", "formal_fallacies",
     "The argument is **invalid**.\n\n**Note**: a valid argument is one whose conclusion follows from its premises.",
     "invalid", None, True),
    ("P4-typical-person-then-reason", "bbh", "causal_judgement",
     "A typical person might answer: No.\n\nThe reason is that the storm, not the driver, caused the delay.", "No",
     None, True),
    ("P5-rejected-option-after-answer", "bbh", "hyperbaton",
     "The correct sentence is (A). Option (B) has reversed adjective order, which is grammatically incorrect.",
     "(A)", HYPER, True),
    ("P6-invented-question-after-answer", "bbh", "hyperbaton",
     "So the answer is (B).\n\nQ: Which sentence has the correct adjective order?\nOptions:\n(A) big red ball\n(B) red big ball\nA: Let's think step by step. The answer is (A).",
     "(B)", HYPER, True),
    ("P7-answer-then-cut-explanation", "bbh", "navigate",
     "<think>The steps cancel out, so yes.</think>\nNo. Let's see:\n\n1. **Always face forward**: This means that every",
     "No", None, True),
    ("P7-bracketed-answer-then-cut-explanation", "bbh", "hyperbaton",
     "<think>so the answer is (A).</think>\n**(B)**, because:\n\n1. The adjective order is opinion, then",
     "(B)", HYPER, True),
    ("P7-transcript-label-is-no-answer", "bbh", "hyperbaton",
     "<think>so the answer is (A).</think>\nA: Let's think step by step.\n\n1. The adjective order is opinion, then",
     "(A)", HYPER, True),
    ("P8-or-maybe-next-sentence", "bbh", "object_counting", "The answer is 2. Or maybe 3.", "2", None, False),
    ("P8-actually-might-be", "bbh", "object_counting", "The answer is 2. Actually, it might be 3.", "2", None, False),
    ("P8-alternatively-line", "bbh", "object_counting", "Answer: 2\nAlternatively: 3", "2", None, False),
    ("P8-bracketed-or-maybe", "bbh", "hyperbaton", "The answer is (A). Or maybe (B).", "(A)", HYPER, False),
    ("P8-could-also-work", "bbh", "hyperbaton", "The answer is (A). (B) could also work.", "(A)", HYPER, False),
    ("P8-also-correct", "bbh", "hyperbaton",
     "Option (A) is correct because the order is opinion-size-age. Option (B) is also correct.", "(A)", HYPER, False),
    ("P8-gsm8k-next-line", "gsm8k", None, "#### 18\nOr 19.", "18", None, False),
    ("P8-conditional-yes-no", "bbh", "navigate", "Yes, if you face north; no otherwise.", "Yes", None, False),
    ("F1-answer-then-bold-items", "bbh", "navigate",
     "**No**. Here's why:\n\n1. **Steps**: The person takes 10 steps forward.\n2. **Turns**: They never turn back.",
     "No", None, True),
    ("F1-valid-then-bold-premises", "bbh", "formal_fallacies",
     "The argument is **valid**.\n\n1. **Premise 1**: every A is B.\n2. **Premise 2**: x is A.\n3. **Conclusion**: x is B.",
     "valid", None, True),
    ("F1-movie-then-bold-reasons", "bbh", "movie_recommendation",
     "The best match is **Pulp Fiction**. Here's why:\n\n1. **Tone**: dark humour.\n2. **Era**: the 1990s.\n3. **Style**: nonlinear.",
     "(B)", MOVIES, True),
    ("F3-transcript-label", "bbh", "ruin_names", "A: The humorous edit is **(D) food fighters**.", "(D)", NAMES, True),
    ("F4-arithmetic-in-answer", "gsm8k", None, "The answer is 40 - 29 = 11 holes.", "11", None, True),
    ("F4-arithmetic-in-tag", "gsm8k", None, "<answer> The difference is 4000 - 3000 = 1000 students.</answer>",
     "1000", None, True),
    ("F4-parenthesised-working", "gsm8k", None, "The answer is 11 (40 - 29).", "11", None, True),
    ("F5-count-with-breakdown", "bbh", "object_counting", "The answer is 2: 1 carrot and 1 broccoli.", "2", None, True),
    ("F6-quoted-original-name", "bbh", "ruin_names",
     'The humorous edit is **(D) food fighters**. It turns the band name "Foo Fighters" into food.', "(D)", NAMES, True),
    ("F6-named-comparison", "bbh", "ruin_names",
     "Between options (B) and (D), I think (D) food fighters is the funniest edit.", "(D)", NAMES, True),
    ("F7-elimination-range", "bbh", "reasoning_about_colored_objects",
     "We can eliminate options (A) to (E). The only color that matches is (G) color6.", "(G)", COLORS, True),
]


@pytest.mark.parametrize("case", CASES, ids=[c[0] for c in CASES])
def test_review_class(case):
    _, benchmark, subtask, reply, gold, choices, correct = case
    verdict = grade(benchmark, reply, gold, subtask=subtask, choices=choices)
    assert verdict.correct is correct, verdict
