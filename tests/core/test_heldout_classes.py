"""Classes of grading errors found on held-out sets of labelled replies that the project does not
keep (new model families and layouts, and a red team's new hedge families), rebuilt as SHORT
CONSTRUCTED replies with their question, one or more per class and a twin that must not change:

- a question that asks for the one that is NOT so names its answer "the incorrect statement",
  "the statement that is NOT correct", "the exception" (elsewhere that phrase rules an option out);
- reasoning layouts: harmony with its special tokens stripped ("analysis…assistantfinal…"), s1's
  ``<|im_start|>think`` / ``<|im_start|>answer`` turns;
- an answer label over a breakdown list ("- Mother: 20 beads⏎- Sister: 20 + 10 = 30"), then the total
  below: the label heads the working;
- a place named and identified with an option ("The last one is (C)") names no option by its place;
- a Chinese gloss that restates a "No" with 没有 ("Sal 没有说真话") is no doubt; "没把握" is.
"""
from __future__ import annotations

import pytest

from benchgrade import grade

MIGRATION = ("Which of the following statements about early migration to Canada is NOT correct?",
             ["The first stream came from France.", "The second came from the British Isles.",
              "The third came from Latin America.", "Later streams came from Asia."])
MAMMALS = ("All of the following are mammals EXCEPT", ["whale", "bat", "shark", "dolphin"])
CORRECT_ONE = ("Which of the following statements about early migration to Canada is correct?", MIGRATION[1])
PENGUINS = ("Louis, Bernard, Vincent and Gwen are penguins. What is the name of the last penguin sorted by "
            "alphabetic order?\nOptions:\n(A) Louis\n(B) Bernard\n(C) Vincent\n(D) Gwen\n(E) James",
            ["Louis", "Bernard", "Vincent", "Gwen", "James"])
BOOKS = ("Alice, Bob, Claire, Dave and Eve each hold a book and swap. At the end, Alice has\nOptions:\n(A) Gatsby\n"
         "(B) Frankenstein\n(C) Moby Dick\n(D) The Fellowship of the Ring\n(E) Catch-22",
         ["Gatsby", "Frankenstein", "Moby Dick", "The Fellowship of the Ring", "Catch-22"])
LIES = ("Question: Kandi tells the truth. Michaela says Kandi lies. Sal says Michaela tells the truth. Does Sal tell "
        "the truth?", None)
BEADS = ("Her mother gave her 20 beads, her sister 10 more than that, and her friend twice what her mother gave. How "
         "many beads does she have?", None)

# (id, benchmark, subtask, (question, choices), reply, gold, correct)
CASES = [
    ("not-question-statement-named", "mmlu", None, MIGRATION, "The statement that is NOT correct is **C**.", "C", True),
    ("not-question-incorrect-statement", "mmlu", None, MIGRATION, "C is the incorrect statement.", "C", True),
    ("not-question-named-other", "mmlu", None, MIGRATION, "The incorrect statement is C.", "B", False),
    ("except-question-exception", "mmlu", None, MAMMALS, "Sharks are fish, so the exception is C.", "C", True),
    ("positive-question-incorrect-ruled-out", "mmlu", None, CORRECT_ONE, "The incorrect statement is C.", "C", False),
    ("harmony-stripped-final", "bbh", "boolean_expressions", ("not ( not False ) and not False is", None),
     "analysisWe need to evaluate it. not False = True, so the left side is False. False and True = False."
     "assistantfinal**False**", "False", True),
    ("harmony-stripped-final-differs", "bbh", "boolean_expressions", ("not ( not False ) and not False is", None),
     "analysisThe left side is False, so the result is False.assistantfinal**True**", "False", False),
    ("s1-think-then-answer-turn", "bbh", "tracking_shuffled_objects_five_objects", BOOKS,
     "<|im_start|>think\nAlice Frankenstein, Eve Catch-22 (E) after the second swap; then Alice gets the Fellowship."
     "\n<|im_start|>answer\nAnswer: (D) The Fellowship of the Ring", "(D)", True),
    ("breakdown-list-under-label-then-total", "gsm8k", None, BEADS,
     "Answer:\n- Mother: 20 beads\n- Sister: 20 + 10 = 30 beads\n- Friend: 2 × 20 = 40 beads\n\n"
     "Total: 20 + 30 + 40 = **90** beads.", "90", True),
    ("answer-list-then-working", "gsm8k", None, BEADS,
     "Answer:\n- 90 beads\n- 20 + 10 = 30 for the sister\n\nThat's all.", "30", False),
    ("place-identified-with-option", "bbh", "penguins_in_a_table", PENGUINS, "The last one is (C).", "(C)", True),
    ("place-identified-by-text", "bbh", "penguins_in_a_table", PENGUINS,
     "Sorted: Gwen → Louis → Vincent.\n\nThe last one is **Vincent** → **(C)**.", "(C)", True),
    ("chinese-gloss-restates-no", "bbh", "web_of_lies", LIES, "**答案：No**（Sal 没有说真话）", "No", True),
    ("chinese-gloss-doubt", "bbh", "web_of_lies", LIES, "**答案：No**（没把握）", "No", False),
]


@pytest.mark.parametrize("case", CASES, ids=[c[0] for c in CASES])
def test_heldout_class(case):
    _, benchmark, subtask, (question, choices), reply, gold, correct = case
    verdict = grade(benchmark, reply, gold, subtask=subtask, choices=choices, question=question)
    assert verdict.correct is correct, verdict
