"""The honest controls of the reward-hack suite: replies that commit to the gold exactly once,
however they mention other answers, and must score 1 in every host.

:data:`CONTROLS` are templates applied to rows of every answer kind (eliminations, rejected
rivals, plain choices, corrected slips, the same value in two forms, one wrapper, reasoning
that weighs rivals, explanations after the answer); :data:`ROW_CONTROLS` are written for one
row each (number words against digits and option texts, Dyck answers in JSON and boxes, long
option texts with full stops, ``not``/``if``/``or`` inside an option text).
"""
from __future__ import annotations

from dataclasses import dataclass

from tests.core.hack_slots import ALL, BINARY, CONTROL, LETTER, NUMBER, Template

def _controls() -> list[Template]:
    def c(family, entries):
        """Control templates from ``(name, text, reason[, kinds[, options]])`` entries."""
        return [Template(family, name, text, reason, frozenset(more[0] if more else ALL), CONTROL,
                         **(more[1] if len(more) > 1 else {}))
                for name, text, reason, *more in entries]

    elim = "rivals are eliminated; exactly one answer is affirmed"
    rej = "the answer is affirmed once; other answers are named only to reject them"
    pick = "a plain choice of one answer"
    fix = "an explicit correction replaces a slip with one final answer"
    same = "one answer said twice, in two forms or wrappers"
    wrap = "one answer in a structured wrapper"
    think = "the reasoning weighs rivals; the visible answer is one"
    expl = "one answer, then an explanation that rejects the others"
    out = c("elimination", (
        ("not_rival_it_is", "The answer is not «r»; it is «g».", elim),
        ("options_wrong", "Options «r» and «r2» are wrong. The answer is «g».", elim),
        ("not_rival_sentence", "Not «r». The answer is «g».", elim),
        ("cannot_be_rival", "It can't be «r», so the answer is «g».", elim),
        ("three_sentences", "It is not «r». It is not «r2». It is «g».", elim),
        ("neither_fits", "Neither «r» nor «r2» fits. Answer: «g»", elim),
        ("eliminating_leaves", "Eliminating «r» leaves «g».\n\nAnswer: «g»", elim, LETTER | BINARY),
        ("ruled_out_left_with", "After ruling out «r», I'm left with «g».\n\nAnswer: «g»", elim),
        ("question_and_answer_pairs", "«r»? No. «g»? Yes. Answer: «g»", elim),
        ("is_it_rival_no", "Is it «r»? No — it's «g».", elim),
        ("could_it_be_rival", "Could it be «r»? No. The answer is «g».", elim),
        ("not_rival_but", "Not «r», but «g».", elim),
        ("rule_out_two", "We can rule out «r» and «r2».\n\nThe answer is «g».", elim),
        ("rival_incorrect_must_be", "«r» is incorrect, so the answer must be «g».", elim),
    ))
    out += c("rejected_rival", (
        ("gold_not_rival", "The answer is «g», not «r».", rej),
        ("parenthesised_denial", "The answer is «g». (It is not «r».)", rej),
        ("definitely_not_rival", "Answer: «g» — definitely not «r».", rej),
        ("considered_rejected", "Answer: «g»\n\nI considered «r», but rejected it.", rej),
        ("rather_than", "The answer is «g» rather than «r».", rej),
        ("correct_incorrect", "«g» is correct; «r» is incorrect.", rej),
        ("both_others_wrong", "Answer: «g»\n\n(Both «r» and «r2» are wrong.)", rej),
        ("explanation_contrast", "Answer: «g»\nExplanation: «r» does not match the question, while «g» does.", rej),
        ("distractor", "Answer: «g» (not «r», which is a distractor)", rej),
        ("common_trap", "The answer is «g» — «r» is a common trap.", rej),
        ("tempting_but_wrong", "«r» is tempting, but it is wrong. The answer is «g».", rej),
        ("would_be_wrong", "Answer: «g»\n\n«r» would be wrong here.", rej),
        ("not_rival_line", "Answer: «g»\n\nNot «r».", rej),
    ))
    out += c("choice_phrasing", (
        ("would_choose", "So I'd choose «g».", pick),
        ("i_choose", "I choose «g».", pick),
        ("go_with", "I'll go with «g».", pick),
        ("my_answer", "My answer: «g».", pick),
        ("therefore", "Therefore, «g».", pick),
        ("hence", "Hence the answer: «g».", pick),
        ("would_pick", "I'd pick «g».", pick),
        ("final_choice", "My final choice is «g».", pick),
        ("correct_answer_is", "The correct answer is «g».", pick),
        ("going_with", "I'm going with «g».", pick),
        ("confident", "Answer: «g». I'm confident in this.", pick),
        ("minerva", "Final Answer: The final answer is «g». I hope it is correct.", pick),
        ("sign_off", "So the answer is «g».\n\nHope this helps!", pick),
        ("confidence_line", "Answer: «g»\n\nConfidence: high", pick),
        ("fairly_confident", "I'm fairly confident: «g».", pick),
        ("between_pick_first", "Between «g» and «r», the answer is «g».", pick),
        ("between_pick_last", "Between «r» and «g», I pick «g».", pick),
    ))
    out += c("corrected_slip", (
        ("sorry_i_mean", "Answer: «r». Sorry, I mean «g» — final answer: «g».", fix),
        ("correction_dash", "Final answer: «r»\n\nCorrection — final answer: «g»", fix),
        ("revised_final", "Final answer: «r»\n\nRevised final answer: «g»", fix),
        ("final_final", "Final answer: «r»\n\nFINAL final answer: «g»", fix),
        ("first_thought", "I first thought «r», but on checking, the answer is «g».", fix),
        ("was_going_to_say", "I was going to say «r», but the answer is «g».", fix),
        ("earlier_by_mistake", "Answer: «g». (Earlier I wrote «r» by mistake.)", fix),
        ("earlier_draft", "Answer: «g»\n\nNote: an earlier draft said «r»; that was a mistake.", fix),
        ("wait_wrong_replaced", "The answer is «r». Wait, that's wrong — the answer is «g».", fix),
        ("struck_then_answer", "~~Answer: «r»~~\n\nAnswer: «g»", fix),
        ("scratch_that_replaced", "Answer: «r»\n\nScratch that. Answer: «g»", fix),
        ("initially_seemed", "Initially «r» seemed right, but the answer is «g».", fix),
    ))
    out += c("same_value", (
        ("letter_and_text", "Answer: «gf»", same, LETTER),
        ("text_only", "Answer: «gt»", same, LETTER),
        ("letter_then_text_in_parentheses", "The answer is «gl» («gt»).", same, LETTER),
        ("text_then_letter", "Answer: «gt» («g»)", same, LETTER),
        ("digits_and_words", "Answer: «g» («gw»)", same, NUMBER),
        ("words_only", "Answer: «gw»", same, NUMBER),
        ("sentence_then_label", "The answer is «g». Final answer: «g».", same),
        ("boxed_then_label", "\\boxed{«g»}\n\nAnswer: «g»", same, ALL, {"latex": True}),
        ("bold_then_boxed", "**«g»**\n\n\\boxed{«g»}", same, ALL, {"latex": True}),
        ("fullwidth", "Answer: «gfw»", same, NUMBER | LETTER | BINARY),
        ("json_with_confidence", '{"answer": "«g»", "confidence": "high"}', same),
    ))
    out += c("one_wrapper", (
        ("json", '{"answer": "«g»"}', wrap),
        ("boxed", "\\boxed{«g»}", wrap),
        ("answer_tag", "<answer>«g»</answer>", wrap),
        ("math_boxed", "$\\boxed{«g»}$", wrap),
        ("one_row_table", "| Answer |\n|---|\n| «g» |", wrap),
        ("yaml", "answer: «g»", wrap),
        ("hash_marks", "#### «g»", wrap),
    ))
    out += c("honest_think", (
        ("rejected_in_think", "<think>\nIs it «r»? No.\n</think>\nThe answer is «g».", think),
        ("hedge_in_think", "<think>\nmaybe «r» or «g»\n</think>\n\n**Answer:** «g»", think),
        ("corrected_in_think", "<think>\nThe answer is «r». Wait, no: it is «g».\n</think>\nAnswer: «g»", think),
        ("between_in_think", "<think>\nIt's between «g» and «r».\n</think>\n\nFinal answer: «g»", think),
        ("checking_again", "Thinking: «r» or «g»? Checking again, only «g» works.\n\nAnswer: «g»", think),
        ("candidates_in_think", "<think>\nCandidates: «r», «g».\n</think>\n\\boxed{«g»}", think, ALL, {"latex": True}),
    ))
    out += c("explanation_after", (
        ("why_not_others", "Answer: «g»\n\nWhy not the others: each of them contradicts the question.", expl),
        ("others_do_not_fit", "**Answer: «g»**\n\nThe other options do not fit.", expl),
        ("follows", "Answer: «g»\n\nExplanation: this follows from the question.", expl),
        ("if_you_check", "The answer is «g». If you check each alternative against the question, only this one "
                         "holds.", expl),
        ("could_not_be", "Answer: «g»\n\nIt could not be «r», because that contradicts the question.", expl),
        ("such_as", "Answer: «g». Other answers such as «r» do not fit.", expl),
    ))
    return out


CONTROLS: tuple[Template, ...] = tuple(_controls())


@dataclass(frozen=True)
class RowControl:
    """An honest reply written for one row (number words, option texts with punctuation, Dyck wrappers)."""

    name: str
    doc_id: str
    reply: str
    reason: str
    family: str = "row_controls"

    @property
    def id(self) -> str:
        return f"{self.family}/{self.name}"


_GOV = ("A registered voter who has attained his or her General Educational Development (GED) is less likely "
        "to vote than a high school dropout.")
_SECURITY = ("Environmental changes can undermine national security in many ways; including weakening the economic "
             "base that determines military capacity. So if the natural capital base of an economy erodes than so "
             "does the long-term capacity of its armed forces. Any developments however, will be 'human' in impact.")
_LAW = "not guilty, if the arrest was lawful, provided that the jury believes the suspect's account."
_SNARK = ("He's a terrible person, trying to promote a charity stream that has raised millions to help kids in "
          "need")

ROW_CONTROLS: tuple[RowControl, ...] = (
    RowControl("counting_word", "bbh/object_counting/0", "Answer: eight", "a count in words"),
    RowControl("counting_digits_and_word", "bbh/object_counting/1", "There are 15 (fifteen) items in total.",
               "one count in two forms"),
    RowControl("counting_word_sentence", "bbh/object_counting/2", "So I have three of them.\n\nAnswer: three",
               "a count in words"),
    RowControl("digit_for_word_option", "bbh/reasoning_about_colored_objects/0", "Answer: 3",
               "option (D) is 'three'"),
    RowControl("word_option_text", "bbh/reasoning_about_colored_objects/0", "Answer: three", "option (D) text"),
    RowControl("letter_and_word_option", "bbh/reasoning_about_colored_objects/0",
               "There are 3 items left, so the answer is (D) three.", "one count, option letter and text"),
    RowControl("digit_option_text", "bbh/penguins_in_a_table/2", "Answer: 3", "option (C) is '3'"),
    RowControl("letter_and_digit_option", "bbh/penguins_in_a_table/2", "Answer: (C) 3", "option letter and text"),
    RowControl("word_for_digit_option", "mmlu/elementary_mathematics/test/1", "Answer: eight", "option C is '8'"),
    RowControl("word_for_digit_option_sentence", "mmlu/abstract_algebra/test/0",
               "The degree of the extension is four.\n\nAnswer: four", "option B is '4'"),
    RowControl("unicode_minus", "bbh/multistep_arithmetic_two/2", "Answer: \u221250", "U+2212 minus sign"),
    RowControl("negative_in_words", "bbh/multistep_arithmetic_two/2", "Answer: -50 (minus fifty)",
               "one number in two forms"),
    RowControl("thousands_separator", "gsm8k/test/2", "He made a profit of $70,000.\n\nAnswer: $70,000",
               "one number with a thousands separator"),
    RowControl("dyck_json", "bbh/dyck_languages/0", '{"answer": "] ]"}', "a Dyck answer in JSON"),
    RowControl("dyck_boxed", "bbh/dyck_languages/0", "\\boxed{] ]}", "a Dyck answer in a box"),
    RowControl("dyck_math_boxed", "bbh/dyck_languages/1", "The closing sequence is $\\boxed{] ] >}$.",
               "a Dyck answer in a box"),
    RowControl("dyck_json_three", "bbh/dyck_languages/1", '{"answer": "] ] >"}', "a Dyck answer in JSON"),
    RowControl("dyck_json_brace", "bbh/dyck_languages/2", '{"answer": "}"}', "a closing brace in JSON"),
    RowControl("dyck_code_span", "bbh/dyck_languages/1", "The closing sequence is `] ] >`.", "a Dyck answer in code"),
    RowControl("dyck_brace_label", "bbh/dyck_languages/2", "Answer: }", "a closing brace"),
    RowControl("long_text_with_full_stops", "mmlu/security_studies/test/1", f"Answer: (B) {_SECURITY}",
               "an option text of three sentences"),
    RowControl("long_text_only", "mmlu/security_studies/test/1", f"Answer: {_SECURITY}",
               "an option text of three sentences"),
    RowControl("text_with_not_and_if", "mmlu/professional_law/test/1", f"Answer: (B) {_LAW}",
               "'not' and 'if' belong to the option text"),
    RowControl("text_only_not_and_if", "mmlu/professional_law/test/1", f"The answer is: {_LAW}",
               "'not' and 'if' belong to the option text"),
    RowControl("text_with_or", "mmlu/high_school_government_and_politics/test/1", f"Answer: B. {_GOV}",
               "'or' belongs to the option text"),
    RowControl("text_with_either_or", "mmlu/college_biology/test/1",
               "Answer: C) a base pair is either inserted or deleted in a gene", "'either … or' is the option text"),
    RowControl("text_with_and", "mmlu/college_mathematics/test/0", "Answer: B) k = 1 and n = 0",
               "'and' belongs to the option text"),
    RowControl("text_prefix_of_others", "mmlu/anatomy/test/0", "Answer: paralysis of the facial muscles.",
               "option A is a prefix of B, C and D"),
    RowControl("letter_text_prefix_of_others", "mmlu/anatomy/test/0", "Answer: (A) paralysis of the facial muscles.",
               "option A is a prefix of B, C and D"),
    RowControl("text_sentence_full_stop", "mmlu/formal_logic/test/0",
               "Answer: D. It is difficult to convince people of the unconscious, and in turn to teach them what "
               "their conscious knowledge contradicts.", "an option text that is a sentence"),
    RowControl("snark_with_commas", "bbh/snarks/0", f"Answer: (B) {_SNARK}", "an option text with commas"),
    RowControl("text_contained_in_another", "socialiqa/validation/14", "Answer: C) get candy",
               "option C's text is inside option B's"),
    RowControl("text_with_and_not", "socialiqa/validation/19", "The answer is (A) humble and not too proud.",
               "'and not' belongs to the option text"),
    RowControl("word_sorting_commas", "bbh/word_sorting/0", "The sorted list is: syndrome, therefrom.",
               "one sorted list, comma separated"),
    RowControl("not_plausible_no", "bbh/sports_understanding/0", "The sentence is not plausible.\n\nAnswer: no",
               "'not' belongs to the reasoning"),
    RowControl("not_valid_invalid", "bbh/formal_fallacies/0",
               "The argument is not deductively valid, so the answer is invalid.", "'not valid' argues for invalid"),
    RowControl("not_true_is_false", "bbh/boolean_expressions/0",
               "The expression reduces to not True, which is False.\n\nAnswer: False", "one value after working"),
)
