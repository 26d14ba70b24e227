"""The layered reading (statement → block → conclusion → fallback), recorded in ``decided_by``,
and the option-text cases the issue names. Replies are constructed here, one per class of
layout; the format zoo and the hedge suite cover the presentations and hedges at scale."""
from __future__ import annotations

import pytest

from benchgrade import Category, grade
from benchgrade.grading.text import without_question

FIFTHS = ["1 over 5", "−5", "−1 over 5", "5"]
MILES = ["5", "7", "8", "9"]
ACCESS = ["it is not capable of expressing complex protection requirements",
          "the matrix, if stored directly, is large and can be clumsy to manage",
          "deciding whether a process has access to a resource is undecidable",
          "there is no way to express who has rights to change the access matrix itself"]


@pytest.mark.parametrize("reply, gold", [
    ("The answer is 5.", "D"), ("The answer is −5.", "B"), ("The answer is 1 over 5.", "A"),
    ("The answer is -1 over 5.", "C"),
])
def test_option_text_longest_exact_match_keeps_signs(reply, gold):
    v = grade("mmlu", reply, gold, choices=FIFTHS)
    assert v.correct and v.decided_by == "statement", v


def test_option_text_with_a_unit():
    assert grade("mmlu", "The answer is 8 miles.", "C", choices=MILES).correct
    assert not grade("mmlu", "The answer is 7 miles.", "C", choices=MILES).correct


def test_reply_that_is_exactly_one_long_option_text():
    v = grade("mmlu", ACCESS[1], "B", choices=ACCESS)
    assert v.correct, v


def test_word_sorting_refusal_is_no_answer():
    v = grade("bbh", "Sorry, I cannot help with that.", "apple banana", subtask="word_sorting")
    assert v.category is Category.NO_ANSWER and v.decided_by == "none"


@pytest.mark.parametrize("reply, layer", [
    ("Bob has the green ball.\n\nAnswer: (C)", "statement"),
    ("Reasoning here.\n\n## Final Answer\n\n(C) green ball", "block"),
    ('{"reasoning": "…", "answer": "C"}', "block"),
    ("Alice and Bob swap, then Claire and Bob.\n\nSo Bob ends up with the (C) green ball.", "conclusion"),
    ("Bob ends up with the green ball. The other balls went to Alice and Claire.", "conclusion"),
])
def test_each_layer_is_recorded(reply, layer):
    v = grade("bbh", reply, "(C)", subtask="tracking_shuffled_objects_three_objects",
              choices=["red ball", "blue ball", "green ball"])
    assert v.correct and v.decided_by == layer, v
    assert v.as_dict()["decided_by"] == layer


@pytest.mark.parametrize("reply, gold", [
    ("Turn around, take 3 steps, turn around, take 3 steps.\n\nSo we are back at the starting point.", "Yes"),
    ("Take 2 steps forward and 1 back.\n\nWe do not return to the starting point.", "No"),
])
def test_navigate_answered_as_a_claim(reply, gold):
    v = grade("bbh", reply, gold, subtask="navigate")
    assert v.correct and v.decided_by == "conclusion", v


def test_answer_first_then_explanation():
    v = grade("bbh", 'The sentence "X scored a touchdown" is **not plausible**. Here is why:\n\n1. X plays hockey.',
              "no", subtask="sports_understanding")
    assert v.correct, v


@pytest.mark.parametrize("gold", ["18", "72", "5"])
def test_gsm8k_reward_hack_gold_or_gold_plus_one_scores_zero(gold):
    v = grade("gsm8k", f"Answer: {gold} or {int(gold) + 1}", gold)
    assert not v.correct and v.category is Category.MULTIPLE_ANSWERS, v


@pytest.mark.parametrize("reply", [
    "Not A (that is nitrogen). The answer is B.",
    "Options (A) and (C) are wrong. The answer is (B).",
])
def test_honest_eliminations_score(reply):
    assert grade("mmlu", reply, "B", choices=["Nitrogen", "Oxygen", "Carbon", "Helium"]).correct


def test_last_mention_fallback_refuses_two_answers():
    v = grade("bbh", "Both **(A)** and **(C)** fit the clues in the last step.", "(A)",
              subtask="logical_deduction_three_objects")
    assert not v.correct


def test_the_starting_state_is_not_a_conclusion():
    balls = ["red ball", "blue ball", "green ball"]
    v = grade("bbh", "At the start, Bob has the red ball. Then Alice and Bob swap, and Claire and Bob swap.",
              "(A)", subtask="tracking_shuffled_objects_three_objects", choices=balls)
    assert not v.correct and v.category is Category.NO_ANSWER
    v = grade("bbh", "Initially Bob has the red ball. After the swaps, Bob has the green ball.",
              "(C)", subtask="tracking_shuffled_objects_three_objects", choices=balls)
    assert v.correct and v.decided_by == "conclusion"


DYCK_QUESTION = ("Complete the rest of the sequence, making sure that the parentheses are closed properly. "
                 "Input: [ < [ ] > ] [ { [ ] }")


@pytest.mark.parametrize("reply, category, extracted", [
    ("Thus, the completed sequence is:\n[ < [ ] > ] [ { [ ] } ]", Category.CORRECT, "]"),
    ("Answer: [ < [ ] > ] [ { [ ] } ] ]", Category.WRONG_ANSWER, "] ]"),
    ("The completed sequence is [ < [ ] > ] [ { [ ] } ] or ] ].", Category.MULTIPLE_ANSWERS, "] ]"),
    # the input echoed is no answer; a sequence that is not the input completed is not read
    ("Input: [ < [ ] > ] [ { [ ] }", Category.NO_ANSWER, None),
    ("The completed sequence is [ { [ ] } ].", Category.NO_ANSWER, None),
])
def test_dyck_whole_sequence_reads_as_the_closers_it_adds(reply, category, extracted):
    v = grade("bbh", reply, "]", subtask="dyck_languages", question=DYCK_QUESTION)
    assert (v.category, v.extracted) == (category, extracted)


def test_dyck_whole_sequence_needs_the_question():
    """Without the input, a sequence written whole is not read: the gold's closers end many a
    balanced sequence a model invents."""
    reply = "Thus, the completed sequence is:\n[ < [ ] > ] [ { [ ] } ]"
    assert grade("bbh", reply, "]", subtask="dyck_languages").category is Category.NO_ANSWER


def test_question_must_be_text():
    with pytest.raises(TypeError, match="question must be a str"):
        grade("bbh", "Answer: ]", "]", subtask="dyck_languages", question=["[ <"])


@pytest.mark.parametrize("benchmark, reply, gold, subtask", [
    ("bbh", "Answer: False is not the answer.", "False", "boolean_expressions"),
    ("gsm8k", "\\boxed{\\text{not } 18}", "18", None),
    ("bbh", "Answer: anything but ] ]", "] ]", "dyck_languages"),
    ("bbh", "Answer: ≠ ] ]", "] ]", "dyck_languages"),
])
def test_an_answer_ruled_out_in_its_own_words_is_no_answer(benchmark, reply, gold, subtask):
    assert not grade(benchmark, reply, gold, subtask=subtask).correct


def test_an_echoed_question_answers_nothing():
    question = ("Which of the following is a humorous edit of this artist or movie name: 'star wars'?\n"
                "Options:\n(A) stpr wars\n(B) star wars\n(C) star warts\n(D) stxr wars")
    reply = f"Q: {question}\nA: Let's think step by step. A pun on the title: (C) star warts."
    choices = ["stpr wars", "star wars", "star warts", "stxr wars"]
    v = grade("bbh", reply, "(C)", subtask="ruin_names", choices=choices, question=question)
    assert (v.category, v.extracted) == (Category.CORRECT, "C")


def test_an_echoed_stem_and_its_options_answer_nothing():
    """A reply may echo the question without its option list, or with the options in other markup:
    the stem and the options below it are the question's, not the reply's."""
    question = ("Jake shot his aunt. Did Jake shoot his aunt in the heart intentionally?\n"
                "Options:\n- Yes\n- No")
    reply = ("<think>He meant to kill her, so yes.</think>\n\nQ: Jake shot his aunt. Did Jake shoot his aunt in "
             "the heart intentionally?\n\n**Options:**\n- **Yes**\n- **No**\n\nA: Let's think step by step.")
    v = grade("bbh", reply, "Yes", subtask="causal_judgement", question=question)
    assert (v.category, v.extracted) == (Category.CORRECT, "Yes")
    again = "Answer: Yes\n\nQ: Jake shot his aunt. Did Jake shoot his aunt in the heart intentionally?\nA: The answer is No."
    assert grade("bbh", again, "Yes", subtask="causal_judgement", question=question).category is \
        Category.MULTIPLE_ANSWERS  # the same question asked again and answered otherwise: two answers


def test_an_echo_is_found_whatever_its_spacing():
    """The echo is blanked out exactly, whatever whitespace its copy uses (CRLF, no-break spaces,
    indentation), and the reply's own words around it are kept."""
    question = "Today is Christmas Eve of 1937. What is the date 10 days ago in MM/DD/YYYY?\nOptions:\n(A) 12/14/1937"
    echo = question.replace(" ", "\u00a0 ").replace("\n", "\r\n   ")
    reply = f"  Sure!\r\n\r\nQ:  {echo}\r\nA: Ten days before 12/24 is (A)."
    assert without_question(reply, question) == "  Sure!\r\n\r\n \r\nA: Ten days before 12/24 is (A)."
    stem_only = "Okay.\n" + question.split("\nOptions")[0].replace(" ", "\t") + "\nSo (A)."
    assert without_question(stem_only, question) == "Okay.\n \nSo (A)."


def test_a_quoted_stem_is_an_echo_when_the_options_follow_as_lettered_lines():
    """A question passed with its options as "A. …" lines (a whole multiple-choice prompt): the stem
    quoted in the reply names the question, and an option's number in it offers nothing."""
    question = ("A 1134-Hz tuning fork is sounded at the same time a piano note is struck. You hear three beats per "
                "second. The frequency of the piano string is\nA. 1131 Hz\nB. 1134 Hz\nC. 1137 Hz\nD. More information is needed")
    choices = ["1131 Hz", "1134 Hz", "1137 Hz", "More information is needed"]
    reply = ("The answer is **D**.\n\n- The question asks: \"A 1134-Hz tuning fork is sounded at the same time a piano note "
             "is struck. You hear three beats per second. The frequency of the piano string is\"\n- Two frequencies fit.")
    assert grade("mmlu", reply, "D", choices=choices, question=question).category is Category.CORRECT


def test_the_tasks_opening_put_to_a_new_item_after_an_answer_is_a_new_exercise():
    """After a committed answer, "Question:" and the task's opening sentence, then another item with options of
    its own: an invented next exercise, cut there; its answer is no second answer."""
    question = ("In the following sentences, explain the antecedent of the pronoun (which thing the pronoun refers to), "
                "or state that it is ambiguous.\nSentence: The cleaner called the guard and asked him to open the door.\n"
                "Options:\n(A) Asked the cleaner\n(B) Asked the guard\n(C) Ambiguous")
    reply = ("Sentence: The cleaner called the guard and asked him to open the door. So the answer is (B).\n\nQuestion: In "
             "the following sentences, explain the antecedent of the pronoun (which thing the pronoun refers to), or state "
             "that it is ambiguous.\nSentence: This story could not be published without the writer and their friends' "
             "support.\nOptions:\n(A) They were the writer's friends\n(B) They were the friends' friends\n(C) Ambiguous\n"
             "Answer: Let's think step by step. Working through it the same way, the answer is (A).")
    v = grade("bbh", reply, "(B)", subtask="disambiguation_qa", question=question)
    assert (v.category, v.extracted) == (Category.CORRECT, "B")
    unanswered = reply.replace(" So the answer is (B).", "")  # no answer before it: the copy is an echo, read past
    assert grade("bbh", unanswered, "(B)", subtask="disambiguation_qa", question=question).category is not Category.CORRECT


def test_a_short_question_is_an_echo_only_under_its_label():
    question = "not ( True ) and ( True ) is"
    again = f"Answer: False\n\nQ: {question}\nA: The answer is True."
    assert grade("bbh", again, "False", subtask="boolean_expressions", question=question).category is \
        Category.MULTIPLE_ANSWERS
    working = f"Answer: False, since {question} False."  # unlabelled: part of the reply's own words
    assert grade("bbh", working, "False", subtask="boolean_expressions", question=question).correct


WORDS_Q = "Sort the following words alphabetically: List: ensemble cashew apprehension"


@pytest.mark.parametrize("reply, extracted, correct", [
    # a list that goes on with a word the question does not list is the reply's list, wrong
    ("The sorted list of words is:\nApprehension, Cashew, Ensemble, List", "apprehension cashew ensemble list", False),
    ("Answer: apprehension cashew ensemble", "apprehension cashew ensemble", True),
    # a remark after the list is no list ("… is now ready", "arranged as shown above")
    ("Answer: apprehension cashew ensemble\n\nThe sorted list is now ready.", "apprehension cashew ensemble", True),
])
def test_a_word_list_is_read_from_the_questions_words(reply, extracted, correct):
    v = grade("bbh", reply, "apprehension cashew ensemble", subtask="word_sorting", question=WORDS_Q)
    assert (v.extracted, v.correct) == (extracted, correct)


@pytest.mark.parametrize("reply, gold, correct", [
    ("综上所述，答案是 6万。", "60000", True), ("**最終的な答え：4万3200**", "43200", True),
    ("**最終的な答え：4万3200**", "4", False), ("答案是 6万5千。", "60005", False),
])
def test_digits_counted_in_myriads(reply, gold, correct):
    """Chinese and Japanese count large numbers in myriads: "4万3200" is 43,200, never 4 or 3,200."""
    assert grade("gsm8k", reply, gold).correct is correct
