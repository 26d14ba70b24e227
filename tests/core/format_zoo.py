"""The format zoo: every answer kind x every final-answer presentation x a right and a wrong twin.

A grader tuned to the layouts it has seen fails on the first new model family, so the
zoo is built from public output conventions, not from the grader: the chat styles of
the major vendors (GPT-4o's ``**Final answer:**``, Claude's ``The answer is **X**.`` and
answer-first replies, Gemini's and Llama's ``The final answer is $\\boxed{X}$``,
Qwen/DeepSeek ``<think>`` replies, Mistral's ``The correct answer is: **X**``, the
o-series harmony final channel), markdown headings, blockquotes, code fences, tables,
JSON and XML answer tags, LaTeX boxes, the BBH and GSM8k few-shot conventions
(``So the answer is X.``, ``#### X``), the Minerva/Hendrycks-MATH closing line,
Humanity's Last Exam's ``Explanation / Answer / Confidence`` block, the
``<reasoning>/<answer>`` format of verifiers' XML parser, raw completions that keep an
end token or CRLF line endings, and answer markers in Chinese, Japanese, Korean,
Spanish, Portuguese, Italian, French, German and Russian.

Each :class:`Kind` is a real row of the committed slices in ``tests/data`` (gold,
subtask and option texts as the dataset has them; ``numeric`` has no dataset, so its
two rows are inline) with the gold written the way a model writes it, a WRONG answer of
the same kind, and a piece of reasoning that commits to no answer (numbers and option
names appear in it, as they do in real replies). Each :class:`Presentation` is a
template; ``{WORK}`` (``{WORK_JSON}`` inside a JSON string), ``{A}`` (the answer),
``{TEX}`` (the answer inside LaTeX, ``$`` escaped), ``{JSON}`` (the answer as a JSON
value), ``{OTHER}`` (the twin's answer, used where a reply considers it in its
reasoning) and ``{CLAIM}`` (the kind's concluding sentence) are filled in.

The RIGHT twin must be graded ``correct``; the WRONG twin — same layout, different
answer — must be graded ``wrong_answer`` (it states one answer clearly, so neither
``no_answer`` nor ``multiple_answers`` is right for it). Where the layout names no
rival of its own, a HEDGED twin writes ``<right> or <wrong>`` in the same place (or the
kind's hedged concluding sentence, "Bob has Frankenstein or Lolita.") and must be
``multiple_answers`` — a prose hedge such as "may or may not be plausible" may also be
``no_answer``: a hedge is refused in every layout, not only after ``Answer:`` (the
hedge suite proper is :mod:`tests.core.hedge_cases`).
"""
from __future__ import annotations

import json
from dataclasses import dataclass

from tests.core.slice_rows import row

MC, WORD, NUMBER = "mc", "word", "number"
RIGHT, WRONG, HEDGED = "right", "wrong", "hedged"
ALL_SHAPES = frozenset({MC, WORD, NUMBER})


@dataclass(frozen=True)
class Kind:
    name: str
    source: str | dict  # a dataset id in tests/data, or an inline row
    right: str          # the gold as a model writes it
    wrong: str          # another answer of the same kind
    shape: str          # MC (letter or option text), WORD (exact-match words), NUMBER
    work: str           # reasoning that commits to no answer
    claims: tuple[str, str, str]  # a concluding sentence stating the right / the wrong answer / both

    @property
    def row(self) -> dict:
        return dict(self.source) if isinstance(self.source, dict) else row(self.source)

    def as_json(self, answer: str) -> str:
        """The answer as a JSON value: a number where JSON has one, else a string."""
        try:
            float(answer)
        except ValueError:
            return json.dumps(answer, ensure_ascii=False)
        return answer


KINDS = (
    Kind("letter_bbh", "bbh/date_understanding/0", "(B)", "(E)", MC,
         "Christmas Eve is December 24. The next day is one day later, in the same month and the same "
         "year, 1937; options (A), (C) and (D) are in other months or days, and (F) is in July.",
         ("The date tomorrow is (B) 12/25/1937.", "The date tomorrow is (E) 12/25/2006.",
          "The date tomorrow is (B) 12/25/1937 or (E) 12/25/2006.")),
    Kind("letter_mmlu", "mmlu/computer_security/test/0", "C", "B", MC,
         "Covering every line needs knowledge of the program's branches. A fuzzer that treats the "
         "program as opaque, or only mutates sample inputs, rarely reaches the deep conditions.",
         ("The fuzzer most likely to cover every line is option C.",
          "The fuzzer most likely to cover every line is option B.",
          "The fuzzer most likely to cover every line is option C or option B.")),
    Kind("letter_with_text_bbh", "bbh/date_understanding/0", "(B) 12/25/1937", "(E) 12/25/2006", MC,
         "Christmas Eve is December 24. The next day is one day later, in the same month and the same "
         "year, 1937; options (A), (C) and (D) are in other months or days, and (F) is in July.",
         ("The date tomorrow is (B) 12/25/1937.", "The date tomorrow is (E) 12/25/2006.",
          "The date tomorrow is (B) 12/25/1937 or (E) 12/25/2006.")),
    Kind("letter_with_text_mmlu", "mmlu/computer_security/test/0", "C) Whitebox", "B) Blackbox", MC,
         "Covering every line needs knowledge of the program's branches. A fuzzer that treats the "
         "program as opaque, or only mutates sample inputs, rarely reaches the deep conditions.",
         ("The fuzzer most likely to cover every line is C) Whitebox.",
          "The fuzzer most likely to cover every line is B) Blackbox.",
          "The fuzzer most likely to cover every line is C) Whitebox or B) Blackbox.")),
    Kind("option_word_and_letter", "mmlu/computer_security/test/0", "Option C", "Option B", MC,
         "Covering every line needs knowledge of the program's branches. A fuzzer that treats the "
         "program as opaque, or only mutates sample inputs, rarely reaches the deep conditions.",
         ("So the best choice is option C.", "So the best choice is option B.",
          "So the best choice is option C or option B.")),
    Kind("option_text_bbh", "bbh/tracking_shuffled_objects_three_objects/0", "Frankenstein", "Lolita", MC,
         "Start: Alice has Ulysses, Bob has Frankenstein, Claire has Lolita. After Claire and Bob swap, "
         "Bob has Lolita and Claire has Frankenstein. After Bob and Alice swap, Bob has Ulysses and Alice "
         "has Lolita. Finally Claire and Bob swap once more.",
         ("At the end of the semester, Bob has Frankenstein.", "At the end of the semester, Bob has Lolita.",
          "At the end of the semester, Bob has Frankenstein or Lolita.")),
    Kind("option_text_mmlu", "mmlu/college_medicine/test/1", "WG George", "R Bannister", MC,
         "The record asked about dates from 1886, decades before the four-minute mile, when "
         "professional runners held the fastest times of the era.",
         ("The world record for the mile in 1886 was set by WG George.",
          "The world record for the mile in 1886 was set by R Bannister.",
          "The world record for the mile in 1886 was set by WG George or R Bannister.")),
    Kind("option_text_long_mmlu", "mmlu/college_computer_science/test/0",
         "the matrix, if stored directly, is large and can be clumsy to manage",
         "it is not capable of expressing complex protection requirements", MC,
         "An access matrix has one row per domain and one column per object, and most of its cells "
         "are empty; real systems therefore store access lists or capabilities instead.",
         ("The difficulty is that the matrix, if stored directly, is large and can be clumsy to manage.",
          "The difficulty is that it is not capable of expressing complex protection requirements.",
          "The difficulty is that the matrix, if stored directly, is large and can be clumsy to manage, "
          "or that it is not capable of expressing complex protection requirements.")),
    Kind("option_text_socialiqa", "socialiqa/validation/8", "get a blanket from the closet",
         "open all the windows", MC,
         "Riley layered their arms with a blanket to keep warm, so before that Riley had to have "
         "the blanket at hand.",
         ("Before this, Riley needs to get a blanket from the closet.",
          "Before this, Riley needs to open all the windows.",
          "Before this, Riley needs to get a blanket from the closet or open all the windows.")),
    Kind("option_text_number_with_unit", "mmlu/elementary_mathematics/test/1", "8 miles", "5 miles", MC,
         "She drove 40 miles in 5 days, the same distance every day, so we divide 40 by 5.",
         ("Ms. Perez drove 8 miles each day.", "Ms. Perez drove 5 miles each day.",
          "Ms. Perez drove 8 miles or 5 miles each day.")),
    Kind("option_text_nested_numbers", "mmlu/high_school_mathematics/test/1", "50", "25", MC,
         "Let the width be w, so the length is 2w and the diagonal is w√5 = 5√5, which gives w = 5. "
         "The area is w times 2w.",
         ("So the area of the rectangle is 50.", "So the area of the rectangle is 25.",
          "So the area of the rectangle is 50 or 25.")),
    Kind("true_false", "bbh/boolean_expressions/0", "False", "True", WORD,
         "not ( True ) is False. Then we evaluate False and ( True ), a conjunction of the two values.",
         ("So the whole expression evaluates to False.", "So the whole expression evaluates to True.",
          "So the whole expression evaluates to False or True.")),
    Kind("yes_no", "bbh/causal_judgement/2", "Yes", "No", WORD,
         "John was certain to die of cancer within two months, but he died minutes after the nurse gave "
         "him the wrong medication. A typical person looks at the immediate cause of the premature death.",
         ("So a typical person would say that the misadministration of medication caused John's "
          "premature death.",
          "So a typical person would say that the misadministration of medication did not cause John's "
          "premature death.",
          "So a typical person might say that the misadministration of medication caused John's "
          "premature death, or that it did not.")),
    Kind("yes_no_lowercase", "bbh/sports_understanding/0", "no", "yes", WORD,
         "Elias Lindholm is a hockey player. Beating the buzzer is a basketball phrase for a shot "
         "released just before time expires.",
         ("So the sentence is not plausible.", "So the sentence is plausible.",
          "So the sentence is either plausible or not plausible.")),
    Kind("yes_no_navigate", "bbh/navigate/0", "No", "Yes", WORD,
         "Facing forward throughout: 1 step backward, 9 steps left, 2 steps backward, 6 steps forward, "
         "4 steps forward, 4 steps backward, 3 steps right. Forward/backward: -1 - 2 + 6 + 4 - 4 = 3. "
         "Left/right: -9 + 3 = -6.",
         ("So we do not end up back at the starting point.", "So we end up back at the starting point.",
          "So we may or may not end up back at the starting point.")),
    Kind("yes_no_web_of_lies", "bbh/web_of_lies/0", "No", "Yes", WORD,
         "Sherrie tells the truth. Vernell says Sherrie tells the truth, so Vernell tells the truth. "
         "Alexis says Vernell lies, so Alexis lies. Michaela says Alexis tells the truth, so Michaela "
         "lies. Now we look at what Elanor says about Michaela.",
         ("Elanor says Michaela tells the truth, so Elanor lies.",
          "Elanor says Michaela tells the truth, so Elanor tells the truth.",
          "Elanor says Michaela tells the truth, so Elanor either lies or tells the truth.")),
    Kind("valid_invalid", "bbh/formal_fallacies/0", "invalid", "valid", WORD,
         "The premise: whoever is a schoolmate of Sondra is not a stepsister of Pricilla. The conclusion: "
         "whoever is not a stepsister of Pricilla is a schoolmate of Sondra. The conclusion is the "
         "converse of the premise.",
         ("Therefore, the argument is deductively invalid.", "Therefore, the argument is deductively valid.",
          "Therefore, the argument is either deductively valid or deductively invalid.")),
    Kind("dyck", "bbh/dyck_languages/1", "] ] >", "> ] ]", WORD,
         "We process the input < [ [ from left to right: the stack is <, then < [, then < [ [. To close "
         "the sequence we pop the stack, innermost first.",
         ("So the sequence is completed by ] ] >.", "So the sequence is completed by > ] ].",
          "So the sequence is completed by ] ] > or by > ] ].")),
    Kind("word_list", "bbh/word_sorting/2",
         "artillery bainite doris fda harm incongruous monkey prosody vegetate vivian",
         "artillery bainite doris fda harm incongruous monkey prosody vivian vegetate", WORD,
         "The first letters are v, a, h, f, d, p, b, i, m, v. Two words start with v (vegetate and "
         "vivian), so we compare their second letters, e and i.",
         ("The sorted list is: artillery bainite doris fda harm incongruous monkey prosody vegetate vivian.",
          "The sorted list is: artillery bainite doris fda harm incongruous monkey prosody vivian vegetate.",
          "The sorted list is: artillery bainite doris fda harm incongruous monkey prosody vegetate vivian, "
          "or artillery bainite doris fda harm incongruous monkey prosody vivian vegetate.")),
    Kind("integer_object_counting", "bbh/object_counting/1", "15", "14", NUMBER,
         "Fruits: apple (1), bananas (3), strawberry (1), peach (1), oranges (3), plum (1), raspberry (1), "
         "grapes (2), nectarine (1), blackberry (1). Now we add these counts.",
         ("So I have 15 fruits.", "So I have 14 fruits.",
          "So I have 15 or 14 fruits.")),
    Kind("integer_gsm8k", "gsm8k/test/3", "540", "180", NUMBER,
         "James runs 3 sprints 3 times a week, that is 3 * 3 = 9 sprints. Each sprint is 60 meters, "
         "so we multiply 9 by 60.",
         ("So James runs 540 meters a week.", "So James runs 180 meters a week.",
          "So James runs 540 or 180 meters a week.")),
    Kind("money_thousands", "gsm8k/test/2", "$70,000", "$130,000", NUMBER,
         "The house and repairs cost 80,000 + 50,000 = $130,000. The value rose by 150% of 80,000, "
         "that is 120,000, so the house is worth 80,000 + 120,000 = $200,000. The profit is the new "
         "value minus the cost.",
         ("So Josh made a profit of $70,000.", "So Josh made a profit of $130,000.",
          "So Josh made a profit of $70,000 or $130,000.")),
    Kind("negative_integer", "bbh/multistep_arithmetic_two/2", "-50", "50", NUMBER,
         "First bracket: 3 * -3 * 6 = -54, and -54 + -5 = -59. Second bracket: -2 + -7 - 7 - -7 = -9. "
         "Now we subtract the second bracket from the first.",
         ("So the expression equals -50.", "So the expression equals 50.",
          "So the expression equals -50 or 50.")),
    Kind("decimal", {"benchmark": "numeric", "gold": "3.75", "subtask": None, "choices": None},
         "3.75", "3.25", NUMBER,
         "Four pounds of apples cost $15 in total, so the price of one pound is 15 divided by 4.",
         ("So one pound of apples costs $3.75.", "So one pound of apples costs $3.25.",
          "So one pound of apples costs $3.75 or $3.25.")),
    Kind("fraction", {"benchmark": "numeric", "gold": "3/4", "subtask": None, "choices": None},
         "3/4", "2/3", NUMBER,
         "Of the 12 marbles, 9 are red, so the share of red marbles is 9 out of 12, which we simplify "
         "by dividing both by 3.",
         ("So 3/4 of the marbles are red.", "So 2/3 of the marbles are red.",
          "So 3/4 or 2/3 of the marbles are red.")),
)


@dataclass(frozen=True)
class Presentation:
    name: str
    template: str
    shapes: frozenset = ALL_SHAPES
    convention: str = ""
    skip: frozenset = frozenset()  # kinds for which the layout itself is ambiguous

    @property
    def hedgeable(self) -> bool:
        """Whether the layout can carry a hedged answer (it names no rival of its own)."""
        return "{OTHER}" not in self.template

    def render(self, kind: Kind, twin: str) -> str:
        answer, other = {RIGHT: (kind.right, kind.wrong), WRONG: (kind.wrong, kind.right),
                         HEDGED: (f"{kind.right} or {kind.wrong}", kind.wrong)}[twin]
        claim = kind.claims[(RIGHT, WRONG, HEDGED).index(twin)]
        work_json = json.dumps(kind.work, ensure_ascii=False)[1:-1]
        return (self.template.replace("{WORK_JSON}", work_json).replace("{WORK}", kind.work)
                .replace("{CLAIM}", claim).replace("{OTHER}", other)
                .replace("{JSON}", kind.as_json(answer)).replace("{TEX}", answer.replace("$", "\\$"))
                .replace("{A}", answer))


def _p(name: str, template: str, convention: str = "", shapes=ALL_SHAPES, skip=()) -> Presentation:
    return Presentation(name, template, frozenset(shapes), convention, frozenset(skip))


TEXT = (MC, WORD)  # answers that are words, not numbers

PRESENTATIONS = (
    # plain answer lines
    _p("answer_line", "{WORK}\n\nAnswer: {A}", "instruction prompts asking for 'Answer: X'"),
    _p("answer_line_uppercase", "{WORK}\n\nANSWER: {A}", "simple-evals / inspect_evals MC template"),
    _p("answer_line_period", "{WORK}\n\nAnswer: {A}.", "answer line closed like a sentence"),
    _p("final_answer_line", "{WORK}\n\nFinal answer: {A}", "common chat closing line"),
    _p("bbh_so_the_answer_is", "{WORK} So the answer is {A}.", "BBH CoT few-shot convention"),
    _p("the_answer_is_colon", "{WORK}\n\nThe answer is: {A}", "Llama-style closing line"),
    _p("the_correct_answer_is", "{WORK}\n\nThe correct answer is {A}.", "chat closing sentence"),
    _p("my_final_answer_is", "{WORK}\n\nMy final answer is {A}.", "chat closing sentence"),
    # vendors' chat styles
    _p("gpt4o_bold_final_answer_label", "{WORK}\n\n**Final answer:** {A}", "GPT-4o style"),
    _p("gpt4o_heading_then_bold", "{WORK}\n\n### Final Answer\n**{A}**", "GPT-4o style"),
    _p("gpt_check_mark_bold", "{WORK}\n\n✅ **Final answer: {A}**", "GPT chat style with an emoji"),
    _p("bold_answer_whole_line", "{WORK}\n\n**Answer: {A}**", "bold label and value"),
    _p("bold_label_colon_outside", "{WORK}\n\n**Answer**: {A}", "bold label, colon outside"),
    _p("underscore_bold_label", "{WORK}\n\n__Answer:__ {A}", "markdown __bold__"),
    _p("claude_answer_is_bold", "{WORK}\n\nThe answer is **{A}**.", "Claude style"),
    _p("claude_answer_first", "The answer is **{A}**.\n\n{WORK}", "Claude style: answer first, then why"),
    _p("answer_then_explanation", "Answer: {A}\n\nExplanation: {WORK}", "answer first, explanation after"),
    _p("hle_explanation_answer_confidence", "Explanation: {WORK}\nAnswer: {A}\nConfidence: 85%",
       "Humanity's Last Exam response format"),
    _p("mistral_correct_answer_bold", "{WORK}\n\nThe correct answer is: **{A}**", "Mistral style"),
    _p("gemini_final_answer_boxed", "{WORK}\n\n**Final Answer:** The final answer is $\\boxed{{TEX}}$",
       "Gemini style"),
    _p("llama_final_answer_boxed", "{WORK}\n\nThe final answer is: $\\boxed{{TEX}}$", "Llama 3 style"),
    _p("minerva_i_hope_it_is_correct",
       "{WORK}\n\nFinal Answer: The final answer is {A}. I hope it is correct.", "Minerva / Hendrycks MATH"),
    # LaTeX boxes
    _p("boxed_alone", "{WORK}\n\n\\boxed{{TEX}}", "math RL replies"),
    _p("display_math_boxed", "{WORK}\n\n$$\n\\boxed{{TEX}}\n$$", "display-math box"),
    _p("therefore_boxed", "{WORK}\n\nTherefore, the answer is $\\boxed{{TEX}}$.", "math chat closing"),
    _p("boxed_text", "{WORK}\n\n\\[\\boxed{\\text{{TEX}}}\\]", "\\boxed{\\text{...}} for word answers",
       shapes=TEXT),
    # reasoning models
    _p("qwen_think_then_sentence",
       "<think>\n{WORK}\nMaybe it is {OTHER}? Let me check that again.\n</think>\n\nThe answer is {A}.",
       "Qwen3 / QwQ thinking reply"),
    _p("deepseek_think_final_answer_boxed",
       "<think>\n{WORK}\nSo {OTHER}... no, I made a slip there.\n</think>\n\n**Final Answer**\n\\boxed{{TEX}}",
       "DeepSeek-R1 reply"),
    _p("think_then_bold_label", "<think>\n{WORK}\n</think>\n\n**Answer:** {A}", "thinking reply, chat answer"),
    _p("think_then_bare_answer", "<think>\n{WORK}\n</think>\n\n{A}", "thinking reply, answer only"),
    _p("harmony_final_channel",
       "<|channel|>analysis<|message|>{WORK} Could it be {OTHER}? Check again.<|end|>"
       "<|start|>assistant<|channel|>final<|message|>{A}<|return|>", "gpt-oss harmony format"),
    _p("harmony_final_sentence",
       "<|channel|>analysis<|message|>{WORK}<|end|><|start|>assistant<|channel|>final<|message|>"
       "The answer is {A}.<|return|>", "gpt-oss harmony format"),
    # markdown headings and blocks
    _p("h2_answer_block", "{WORK}\n\n## Answer\n\n{A}", "markdown heading"),
    _p("h3_final_answer_block", "{WORK}\n\n### Final Answer\n{A}", "markdown heading"),
    _p("h2_bold_final_answer_block", "{WORK}\n\n## **Final Answer**\n\n{A}", "markdown heading, bold"),
    _p("conclusion_heading_sentence", "{WORK}\n\n### Conclusion\nThe answer is **{A}**.", "report style"),
    _p("label_then_next_line", "{WORK}\n\n**Answer:**\n{A}", "label, answer on the next line"),
    _p("label_then_blank_line", "{WORK}\n\n**Answer:**\n\n{A}", "label, answer after a blank line"),
    _p("blockquote_bold_label", "{WORK}\n\n> **Answer:** {A}", "markdown blockquote"),
    # (not for Dyck: a line "> ] ] >" is as much the closing sequence "> ] ] >" as a quoted "] ] >")
    _p("label_then_blockquote", "{WORK}\n\n**Final answer:**\n> {A}", "label, quoted answer", skip=("dyck",)),
    _p("code_fence", "{WORK}\n\nFinal answer:\n```\n{A}\n```", "answer in a code fence"),
    _p("triple_quotes", '{WORK}\n\nFinal answer:\n"""\n{A}\n"""', "answer in triple quotes"),
    _p("table_row", "{WORK}\n\n| Item | Value |\n|---|---|\n| Answer | {A} |", "markdown table"),
    _p("table_header_cell", "{WORK}\n\n| Final answer |\n|:---:|\n| {A} |", "one-column table"),
    _p("bold_last_line", "{WORK}\n\n**{A}**", "a last line that is just the bold answer"),
    _p("italic_last_line", "{WORK}\n\n*{A}*", "a last line that is just the italic answer"),
    _p("bare_last_line", "{WORK}\n\n{A}", "a last line that is just the answer"),
    _p("latex_textbf_label", "{WORK}\n\n\\textbf{Answer:} {A}", "LaTeX-writing models"),
    # structured output
    _p("json_object", '{"answer": {JSON}}', "JSON mode"),
    _p("json_reasoning_and_answer", '{"reasoning": "{WORK_JSON}", "answer": {JSON}}', "JSON mode with reasoning"),
    _p("json_code_fence", '{WORK}\n\n```json\n{\n  "answer": {JSON}\n}\n```', "fenced JSON"),
    _p("xml_answer_tag", "{WORK}\n\n<answer>{A}</answer>", "answer tags"),
    _p("xml_reasoning_answer", "<reasoning>\n{WORK}\n</reasoning>\n<answer>\n{A}\n</answer>",
       "verifiers XMLParser format"),
    # concluding sentences
    _p("therefore_correct_option", "{WORK}\n\nTherefore, the correct option is {A}.", "MC closing", shapes=(MC,)),
    _p("thus_x_is_the_answer", "{WORK} Thus, {A} is the answer.", "concluding sentence"),
    _p("gsm8k_hash_marker", "{WORK}\n#### {A}", "GSM8k reference format", shapes=(NUMBER,)),
    # answers in prose: the reply's concluding sentence (the kind supplies it)
    _p("prose_conclusion", "{WORK}\n\n{CLAIM}", "a concluding sentence, no marker"),
    _p("think_then_prose_conclusion", "<think>\n{WORK}\n</think>\n\n{CLAIM}", "thinking reply, prose answer"),
    _p("bold_label_then_claim_next_line", "{WORK}\n\n**Answer:**\n{CLAIM}", "label, answer sentence below"),
    _p("bold_prose_conclusion", "{WORK}\n\n**{CLAIM}**", "the concluding sentence in bold"),
    # around the answer: pleasantries, notes, corrections, summaries
    _p("answer_then_pleasantry", "{WORK}\n\n**Answer: {A}**\n\nLet me know if you have any other questions!",
       "chat sign-off after the answer"),
    _p("answer_then_note", "{WORK}\n\nAnswer: {A}\n\n---\n*Note: this assumes the question is read literally.*",
       "footnote after the answer"),
    _p("answer_not_other", "The answer is **{A}**, not {OTHER}.\n\n{WORK}", "answer with a rejected rival"),
    _p("self_correction", "{WORK} At first I got {OTHER}, but that was a slip.\n\nAnswer: {A}",
       "a corrected slip before the answer"),
    _p("summary_bullet", "{WORK}\n\n**Summary:**\n- Final answer: {A}", "summary list"),
    _p("plain_final_answer_heading", "{WORK}\n\nFinal Answer\n\n{A}", "heading line without markdown"),
    _p("answer_colon_no_space", "{WORK}\nAnswer:{A}", "marker without a space"),
    _p("hence_the_answer_is", "{WORK} Hence, the answer is {A}.", "concluding sentence"),
    _p("bold_answer_is_the_answer", "{WORK}\n\n**{A}** is the answer.", "answer-first sentence"),
    _p("so_the_final_answer_is", "{WORK}\n\nSo, the final answer is {A}.", "concluding sentence"),
    # more vendor and serving conventions
    _p("bold_therefore_sentence", "{WORK}\n\n**Therefore, the answer is {A}.**", "Gemini style bold conclusion"),
    _p("llama_step_headings",
       "## Step 1: Understand the question\n{WORK}\n\n## Step 2: Conclude\nThe final answer is: $\\boxed{{TEX}}$",
       "Llama 3.1 step-heading style"),
    _p("deepseek_v3_final_answer_display_box", "{WORK}\n\n### Final Answer\n\n\\[\n\\boxed{{TEX}}\n\\]",
       "DeepSeek-V3 style"),
    _p("gemma_answer_then_bullets", "**Answer:** {A}\n\n**Explanation:**\n\n* {WORK}", "Gemma style"),
    _p("label_then_bold_next_line", "{WORK}\n\nFinal answer:\n\n**{A}**", "label, bold answer below"),
    _p("bold_italic_last_line", "{WORK}\n\n***{A}***", "bold italic answer line"),
    _p("inline_code", "{WORK}\n\nFinal answer: `{A}`", "answer in inline code"),
    _p("double_quoted", '{WORK}\n\nThe answer is "{A}".', "quoted answer"),
    _p("smart_quoted", "{WORK}\n\nThe answer is “{A}”.", "typographic quotes"),
    _p("answer_is_no_period", "{WORK}\n\nThe answer is {A}", "sentence without a final period"),
    _p("chatml_end_token", "{WORK}\n\nAnswer: {A}<|im_end|>", "raw completion with ChatML end token"),
    _p("eos_token", "{WORK}\n\nThe answer is {A}.</s>", "raw completion with an EOS token"),
    _p("crlf_line_endings", "{WORK}\r\n\r\nAnswer: {A}\r\n", "Windows line endings"),
    _p("single_quoted", "{WORK}\n\nThe answer is '{A}'.", "single-quoted answer"),
    _p("label_then_single_triple_quotes", "{WORK}\n\nAnswer:\n'''\n{A}\n'''", "triple single quotes"),
    _p("code_fence_with_language", "{WORK}\n\n**Final answer**\n\n```text\n{A}\n```", "fenced, language tag"),
    _p("table_bold_cell", "{WORK}\n\n| Answer | **{A}** |\n|---|---|", "bold table cell"),
    _p("bold_line_then_pleasantry", "{WORK}\n\n**{A}**\n\nI hope this helps!", "bold answer line, sign-off"),
    _p("numbered_list_final_item", "1. {WORK}\n2. Final answer: {A}", "numbered steps, answer last"),
    _p("label_bold_value", "{WORK}\n\nAnswer: **{A}**", "plain label, bold value"),
    _p("bold_final_answer_whole_line", "{WORK}\n\n**Final Answer: {A}**", "bold label and value"),
    _p("bold_whole_sentence", "{WORK}\n\n**The answer is {A}.**", "the answer sentence in bold"),
    _p("correct_answer_bold_label", "{WORK}\n\n**Correct Answer:** {A}", "bold label"),
    _p("correct_option_label", "{WORK}\n\nCorrect option: {A}", "MC label", shapes=(MC,)),
    _p("h3_answer_colon", "{WORK}\n\n### Answer:\n{A}", "heading ending in a colon"),
    _p("lowercase_label", "{WORK}\n\nanswer: {A}", "lowercase label"),
    _p("bbh_fewshot_a_prefix", "A: Let's think step by step.\n{WORK} So the answer is {A}.",
       "BBH CoT transcript (answer prefixed 'A:')"),
    # non-English markers
    _p("chinese_marker", "{WORK}\n\n答案：{A}", "Chinese"),
    _p("chinese_bold_final_answer", "{WORK}\n\n**最终答案：** {A}", "Chinese, bold label"),
    _p("spanish_marker", "{WORK}\n\nRespuesta: {A}", "Spanish"),
    _p("spanish_sentence", "{WORK}\n\nLa respuesta correcta es {A}.", "Spanish sentence"),
    _p("french_marker", "{WORK}\n\nRéponse : {A}", "French (space before the colon)"),
    _p("german_marker", "{WORK}\n\nAntwort: {A}", "German"),
    _p("spanish_bold_final", "{WORK}\n\n**Respuesta final:** {A}", "Spanish, bold label"),
    _p("portuguese_marker", "{WORK}\n\nResposta: {A}", "Portuguese"),
    _p("italian_marker", "{WORK}\n\nRisposta: {A}", "Italian"),
    _p("japanese_marker", "{WORK}\n\n答え：{A}", "Japanese"),
    _p("korean_marker", "{WORK}\n\n정답: {A}", "Korean"),
    _p("russian_marker", "{WORK}\n\nОтвет: {A}", "Russian"),
)


#: Replies that commit to nothing: every kind must grade them ``no_answer`` (a refusal is not a
#: word list, and an extraction-failure rate that counts it as wrong under-reports).
NON_ANSWERS = {
    "refusal": "Sorry, I cannot help with that.",
    "unsure": "I'm not sure about this one.",
    "cannot_determine": "I cannot determine the answer from the information given.",
    "empty": "",
}


@dataclass(frozen=True)
class ZooCase:
    kind: Kind
    presentation: Presentation
    twin: str  # RIGHT, WRONG or HEDGED
    reply: str

    @property
    def id(self) -> str:
        return f"{self.kind.name}-{self.presentation.name}-{self.twin}"

    @property
    def expected(self) -> frozenset[str]:
        """The verdict categories that are right for this twin."""
        if self.twin == RIGHT:
            return frozenset({"correct"})
        if self.twin == WRONG:
            return frozenset({"wrong_answer"})
        if "{CLAIM}" in self.presentation.template:  # "may or may not be plausible" also commits to nothing
            return frozenset({"multiple_answers", "no_answer"})
        return frozenset({"multiple_answers"})


def cases() -> list[ZooCase]:
    """Every (kind, presentation) that fits, as a right twin, a wrong twin and (where the
    layout allows) a hedged twin ``<right> or <wrong>``."""
    out = []
    for kind in KINDS:
        for p in PRESENTATIONS:
            if kind.shape in p.shapes and kind.name not in p.skip:
                twins = (RIGHT, WRONG, HEDGED) if p.hedgeable else (RIGHT, WRONG)
                out.extend(ZooCase(kind, p, twin, p.render(kind, twin)) for twin in twins)
    return out
