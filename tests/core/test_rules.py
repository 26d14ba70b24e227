"""One test per grading rule of the robust mode (issue: the grading core)."""
from __future__ import annotations

import pytest

from benchgrade import Category, grade


def bbh(reply, gold, subtask, **kw):
    return grade("bbh", reply, gold, subtask=subtask, **kw)


def gsm(reply, gold, **kw):
    return grade("gsm8k", reply, gold, **kw)


def mmlu(reply, gold, **kw):
    return grade("mmlu", reply, gold, **kw)


# --- locating the final answer ---------------------------------------------------------------

class TestFinalAnswerLocation:
    def test_closed_think_block_is_ignored(self):
        assert mmlu("<think>The answer is B.</think>\nThe answer is C.", "C").correct
        assert not mmlu("<think>The answer is C.</think>\nThe answer is B.", "C").correct

    def test_lone_closing_think_tag_drops_preceding_reasoning(self):
        # chat templates that open <think> in the prompt leave only the closing tag in the reply
        assert gsm("so maybe 12 ... wait.\n</think>\nThe answer is 14.", "14").correct

    def test_unclosed_think_is_truncated_not_wrong(self):
        v = gsm("<think>Let me compute 3 + 4 = 7, so the answer is 7", "7")
        assert not v.correct and v.category is Category.TRUNCATED and v.extracted is None
        v = gsm("<think>So the answer is 7.\nWait, let me recheck the", "7")
        assert v.category is Category.TRUNCATED

    def test_unclosed_think_whose_last_line_commits_to_an_answer(self):
        assert bbh("<think>So Alice ends with Karl.\n\n**Answer:** (B)", "(B)", "hyperbaton").correct
        assert not bbh("<think>So Alice ends with Karl.\n\n**Answer:** (C)", "(B)", "hyperbaton").correct

    def test_host_reported_truncation(self):
        v = gsm("First we add the apples and", "7", truncated=True)
        assert v.category is Category.TRUNCATED
        assert gsm("First we add the apples and", "7").category is Category.NO_ANSWER

    def test_last_explicit_statement_wins(self):
        assert gsm("Answer: 3\nOn reflection that is wrong. Answer: 7", "7").correct
        assert not gsm("Answer: 7\nHmm, no. Answer: 3", "7").correct

    def test_statement_that_is_not_an_answer_is_passed_over(self):
        assert gsm("Answer: 12\nThat is my final answer is:", "12").correct
        assert bbh("The answer: depends on precedence.\nAnswer: True", "True", "boolean_expressions").correct

    def test_boxed_answer(self):
        assert gsm("so we get \\boxed{42}.", "42").correct
        assert mmlu("The answer is B. Final answer: \\boxed{D}", "D").correct

    def test_invented_follow_up_question_is_cut(self):
        reply = "</think>\nThe answer is 18.\n\nQuestion: What is 2 + 2?\nAnswer: 4"
        assert gsm(reply, "18").correct

    def test_gsm8k_hash_marker(self):
        assert gsm("She pays 5*2 = <<5*2=10>>10 dollars.\n#### 10", "10").correct

    def test_no_statement_falls_back_to_last_number(self):
        assert gsm("after simplifying we get 7", "7").correct
        assert gsm("The total is 1,234.50 dollars.", "1234.5").correct

    def test_nothing_answer_like(self):
        v = mmlu("I am not sure about this one.", "A")
        assert v.category is Category.NO_ANSWER and v.extracted is None


# --- wrappers ----------------------------------------------------------------------------------

class TestWrappers:
    @pytest.mark.parametrize("reply", [
        "Answer: **True**", "Answer: *True*", "Answer: __True__", "**Answer:** True", "**Answer: True**",
        "Answer: **_True_**", "Answer: \\textbf{True}", "Answer: $True$", 'Answer: "True"', "Answer: True.",
        "Answer: `True`", "The answer is **True**.",
    ])
    def test_wrappers_around_the_whole_answer_are_peeled(self, reply):
        assert bbh(reply, "True", "boolean_expressions").correct

    def test_emphasis_is_peeled_only_when_it_wraps_the_whole_answer(self):
        from benchgrade.grading.wrappers import peel
        assert peel("2*3") == "2*3"
        assert peel("*a* or *b*") == "*a* or *b*"
        assert peel("**_x_**") == "x"
        assert peel("\\boxed{\\text{B}}") == "B"

    def test_wrapped_wrong_answer_stays_wrong(self):
        assert not bbh("Answer: **False**", "True", "boolean_expressions").correct


# --- multiple choice ---------------------------------------------------------------------------

class TestMultipleChoice:
    @pytest.mark.parametrize("reply", [
        "The answer is (B).", "The answer is B)", "The answer is B.", "The answer is [B]", "Answer: option B",
        "B", "**B**", "(B)", "Option B is correct.", "The answer is \\boxed{B}", "答案：B", "the answer is b)",
    ])
    def test_letter_shapes(self, reply):
        assert mmlu(reply, "B").correct

    def test_article_a_is_not_an_answer(self):
        assert not mmlu("A nice approach to this question.", "A").correct
        assert not mmlu("The correct answer is a stronger acid.", "A").correct
        assert mmlu("The answer is A because the rest are false.", "A").correct

    def test_letters_beyond_the_option_count_are_not_answers(self):
        assert mmlu("The answer is E.", "A").category is Category.NO_ANSWER
        assert grade("socialiqa", "Answer: D", "A").category is Category.NO_ANSWER

    def test_bbh_goes_up_to_r(self):
        assert bbh("So the answer is (R).", "(R)", "reasoning_about_colored_objects").correct
        assert not bbh("So the answer is (Q).", "(R)", "reasoning_about_colored_objects").correct

    def test_option_text_answers_when_options_are_known(self):
        choices = ["Nitrogen", "Oxygen", "Carbon", "Helium"]
        assert mmlu("The answer is Oxygen.", "B", choices=choices).correct
        assert mmlu("(B) Oxygen", "B", choices=choices).correct
        assert not mmlu("The answer is Carbon.", "B", choices=choices).correct
        assert mmlu("The answer is Oxygen.", "B").category is Category.NO_ANSWER  # texts unknown

    @pytest.mark.parametrize("reply", ["The answer is A or C.", "The answer is (A) and (C).",
                                       "Answer: A, C", "the correct answer is either (A) 1 or (C) 3"])
    def test_several_different_options_are_wrong(self, reply):
        v = mmlu(reply, "A")
        assert not v.correct and v.category is Category.MULTIPLE_ANSWERS

    def test_several_different_boxed_answers_are_wrong(self):
        v = mmlu("\\boxed{A} \\boxed{B} \\boxed{C} \\boxed{D}", "A")
        assert not v.correct and v.category is Category.MULTIPLE_ANSWERS
        assert mmlu("\\boxed{A}\n\nSo \\boxed{A}.", "A").correct  # the same answer twice is fine

    def test_qa_transcript_prefix_and_verdict_lines(self):
        assert bbh("Reasoning.\n\nA: B", "(B)", "hyperbaton").correct
        reply = "(A) **Incorrect**: no.\n\n(B) **Incorrect**: no.\n\n(C) **Correct**: it is ambiguous."
        assert bbh(reply, "(C)", "disambiguation_qa").correct

    def test_option_heading_mid_reply_is_not_an_answer(self):
        choices = ["gruel", "burritos"]
        reply = "(A) gruel\nThis one is sarcastic.\n\n(B) burritos\nThis one is sincere.\n\nSo option (A) it is."
        assert bbh(reply, "(A)", "snarks", choices=choices).correct

    def test_echoed_option_list_after_commitment(self):
        assert mmlu("The answer is B.\nA) one\nB) two\nC) three\nD) four", "B").correct

    def test_option_discussion_is_not_a_commitment(self):
        reply = "(A) is plausible.\n\n(B) Facts: fits well.\n\n(C) Other: no.\n\nThe correct answer is (A)."
        assert bbh(reply, "(A)", "salient_translation_error_detection").correct

    def test_gold_given_as_option_text(self):
        choices = ["eareth, wind & fire", "earth, bind & fire", "dearth, wind & fire"]
        assert bbh("So the answer is (C).", "dearth, wind, & fire", "ruin_names", choices=choices).correct


# --- BBH exact-match subtasks ------------------------------------------------------------------

class TestBBHExactMatch:
    def test_true_false_yes_no_case_insensitive(self):
        assert bbh("So the answer is false.", "False", "boolean_expressions").correct
        assert bbh("Answer: NO", "No", "navigate").correct
        assert not bbh("Answer: Yes", "No", "web_of_lies").correct

    def test_valid_is_not_found_inside_invalid(self):
        assert not bbh("Answer: invalid", "valid", "formal_fallacies").correct
        assert bbh("the argument is **invalid**.", "invalid", "formal_fallacies").correct
        assert bbh("So the answer is valid.", "valid", "formal_fallacies").correct

    def test_dyck_compares_bracket_sequences_whatever_the_spacing(self):
        assert bbh("Answer: ]  )", "] )", "dyck_languages").correct
        assert bbh("Answer: ])", "] )", "dyck_languages").correct
        assert not bbh("Answer: ) ]", "] )", "dyck_languages").correct
        assert not bbh("The answer is: [[ ]]", "] ]", "dyck_languages").correct

    def test_word_sorting_lists(self):
        gold = "apple banana cherry"
        assert bbh("Answer: apple banana cherry", gold, "word_sorting").correct
        assert bbh("Sorted:\n1. apple\n2. banana\n3. cherry", gold, "word_sorting").correct
        assert not bbh("Answer: banana apple cherry", gold, "word_sorting").correct

    def test_integers_keep_their_sign(self):
        assert bbh("Answer: -33.", "-33", "multistep_arithmetic_two").correct
        assert not bbh("Answer: 33", "-33", "multistep_arithmetic_two").correct
        assert bbh("So the answer is 4.", "4", "object_counting").correct

    def test_unknown_subtask_is_a_clear_error(self):
        with pytest.raises(ValueError, match="unknown BBH subtask 'nope'"):
            bbh("Answer: True", "True", "nope")


# --- numbers -----------------------------------------------------------------------------------

class TestNumbers:
    @pytest.mark.parametrize("reply,gold", [
        ("The answer is $1,250.", "1250"), ("The answer is 1 250", "1250"), ("Answer: 1\u202f250", "1250"),
        ("Answer: 1\u00a0250", "1250"), ("\\boxed{1{,}250}", "1250"), ("Answer: $.5", "0.5"), ("Answer: .5", "1/2"),
        ("The answer is \u22123.", "-3"), ("Answer: 25%", "25"), ("Answer: 90°", "90"), ("Answer: 3/4", "0.75"),
        ("\\boxed{\\frac{3}{4}}", "0.75"), ("\\boxed{-\\frac{3}{4}}", "-0.75"), ("Answer: 1 1/2", "1.5"),
        ("Answer: 1.5e3", "1500"), ("Answer: 1.5 \\times 10^{3}", "1500"), ("The answer is 18 dollars.", "18"),
        ("Answer: \uff11\uff10\uff10", "100"), ("The answer is 5 + 3 = 8.", "8"), ("\\boxed{x = 5}", "5"),
    ])
    def test_written_forms(self, reply, gold):
        assert gsm(reply, gold).correct, gsm(reply, gold)

    @pytest.mark.parametrize("reply,gold", [
        ("\\boxed{1000001}", "1000000"), ("\\boxed{1,2,3}", "123"), ("\\boxed{\\pm 5}", "5"), ("\\geq 5", "5"),
        ("Answer: -5", "5"), ("Answer: 0.33", "1/3"),
    ])
    def test_near_misses_are_wrong(self, reply, gold):
        assert not gsm(reply, gold).correct

    def test_exact_rationals_not_floats(self):
        assert gsm("Answer: 1000000.0", "1000000").correct
        assert gsm("Answer: 0.1", "1/10").correct
        assert not gsm("Answer: 10000005", "10000000").correct

    def test_extracted_is_a_canonical_number(self):
        assert gsm("The answer is $1,250.00.", "1250").extracted == "1250"
        assert gsm("Answer: .5", "0.5").extracted == "0.5"


class TestNumberStatementsAsPeopleReadThem:
    def test_worked_lines_and_bullets_are_not_answers(self):
        reply = "cost = 45 + 20\ncost = 65\n65 x 170 = 11,050\nThe total cost was $11,050."
        assert gsm(reply, "11050").correct
        assert gsm("- 145 - 55 = 90\n- 55 cents\n\nSo Kelly will have 90 cents left.", "90").correct

    def test_answer_paragraph_is_read_to_its_conclusion(self):
        reply = "Answer:\n\nJulie had $500. She spent $100 on clothes. Therefore, Julie had $300 left."
        assert gsm(reply, "300").correct
        assert gsm("Answer:\n30 slices - 15 slices = 15 slices left.", "15").correct

    def test_value_stated_by_a_verb(self):
        assert gsm("Answer: The grooming cost after the 30% discount is $70.", "70").correct
        assert gsm("Answer: Janeth's balance by the end of 12 months will be $220.", "220").correct
        assert gsm("In 3 years, her brother will be 21 years old.", "21").correct
        assert not gsm("It will take Adam 20 years to be 4 feet tall.", "4").correct

    def test_number_right_after_the_marker_is_the_answer(self):
        assert gsm("The answer is 600. (3 bushes x 25 roses = 75 roses; 75 x 8 = 600 thorns)", "600").correct
        assert gsm("Therefore, the answer (arabic numerals) is 2.", "2").correct
        assert gsm("Thus, the eldest boy has $39 now. #### 39", "39").correct


class TestThinkingReplies:
    def test_new_question_after_reasoning_is_a_continuation(self):
        reply = "<think>So the final answer is -32.</think>\n\nQ: (2 x 3) =?\nA: Let's think step by step."
        assert gsm(reply, "-32").correct

    def test_reasoning_alone_still_gives_its_answer(self):
        assert gsm("<think>12 + 6 = 18. The answer is 18.</think>", "18").correct

    def test_a_chat_reply_may_restate_the_question(self):
        assert gsm("Question: what is 2+2?\nAnswer: 4", "4").correct


class TestAnswersInWords:
    @pytest.mark.parametrize("reply,gold", [
        ("**Answer:**\nVina does not tell the truth.", "No"),
        ("So, based on the given statements, Helene does not tell the truth.", "No"),
        ("Therefore, Kandi tells the truth.", "Yes"),
        ("The final answer is $\\boxed{True}$.", "Yes"),
        ("So Jamey lies.", "No"),
    ])
    def test_web_of_lies_claims(self, reply, gold):
        assert bbh(reply, gold, "web_of_lies").correct

    def test_reported_speech_is_not_a_claim(self):
        assert bbh("Shaunda says Kandi lies.", "No", "web_of_lies").category is Category.NO_ANSWER

    def test_plausibility_claims(self):
        assert bbh("The sentence is not plausible due to the mismatch.", "no", "sports_understanding").correct
        assert bbh("Overall, the sentence is plausible because he is a striker.", "yes", "sports_understanding").correct
        assert not bbh("The sentence is not plausible.", "yes", "sports_understanding").correct


class TestOptionsReadFromTheQuestion:
    """A BBH question lists its options; grading with the question alone reads them as the hosts
    pass them, so an answer given as an option's text counts the same either way."""

    QUESTION = ("Which sentence has the correct adjective order?\nOptions:\n"
                "(A) old-fashioned circular green cardboard exercise computer\n"
                "(B) circular exercise green old-fashioned cardboard computer")

    @pytest.mark.parametrize("reply, expected", [
        ("Opinion comes first, then shape, colour, material, purpose. So the answer is "
         "old-fashioned circular green cardboard exercise computer.", Category.CORRECT),
        ("The answer is circular exercise green old-fashioned cardboard computer.", Category.WRONG_ANSWER),
    ])
    def test_option_text_answer_with_the_question_alone(self, reply, expected):
        from benchgrade.bbh.data import parse_choices
        alone = bbh(reply, "(A)", "hyperbaton", question=self.QUESTION)
        passed = bbh(reply, "(A)", "hyperbaton", question=self.QUESTION, choices=parse_choices(self.QUESTION))
        assert alone.category is expected and (alone.category, alone.extracted) == (passed.category, passed.extracted)
