"""The layered reading of a final answer, end to end: section → layers → commitment → verdict.

The layers are tried strongest first (see :mod:`.answer` for statements and blocks,
:mod:`.conclusion` for the conclusion and the last-mention fallback); the first layer that
finds an answer decides, and the verdict records which one it was. The decisive answer is then
settled by the commitment rule (:mod:`.commitment`): the rest of its sentence and everything
after it, earlier answers of equal standing (:func:`rival_before`), other boxes, and the
hidden segments the section kept (:func:`_unsaid_elsewhere`). An answer corrected at once ("The
answer is A. Wait, no — it's B.") is the corrected value (:func:`_corrected_to`). A statement whose
value declines to be one ("N/A", "[ABSTAIN] (leaning 24)", "¯\\_(ツ)_/¯", a template's "{ANSWER}")
is the reply's last word: nothing is committed, as when the only answer is another voice's, quoted
and disowned ('Gemini says: "Answer: C"⏎⏎Not my own answer.': :func:`_quoted_from_another`). A
conclusion is weak evidence: beside another answer its final paragraph offers
(:func:`_offered_beside`), it commits to neither.

A reader (:mod:`.readers`) supplies what the layers need to know about one answer kind:
``reader(text, strict)`` for candidates, ``reader.offers(sentence)`` for the commitment rule,
``reader.conclusion(section)`` and ``reader.fallback(section)`` for the weak layers,
``reader.value_at(text)`` for a whole line that names two answers. A reader without one of
these simply skips that step.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from numbers import Number

import re

from .answer import (_SENTENCE_END, _line_end, MAX_SPAN_CHARS, STOP_AFTER_ANSWER, WORKING_STEP, Reading, boxed_contents, candidates_from_end, other_option_clause,
                     opening_line, previous_text_line, sentences)
from .numbers import NUMBER
from .prefilter import gated
from .polarity import ADDITIVE, EXAMPLE_BEFORE, IT_FAILS, OFFERS, SET_ASIDE, WEIGHT_CUE, Polarity, asks, may_rule_out, ruled_out_label
from .commitment import (ANSWERED_NO, ARITHMETIC, LEAD_CHARS, MULTIPLE, NO_CASE_AFTER, NO_OPENING, OK, OTHER_WAITS, PREFERENCE, PREFERS_ONE, WITHDRAWN, addresses_grader, argument_of,
                         answers_another_question, approximate, differs, for_another_question, multiplied, no_final_yet, offers_every_option, refuses, self_negating, settle, spelled_otherwise, restated_otherwise, statement_lead, holds_several, takes_back, taking_back_end, withdraws,
                         tentative, may_be_undecided, undecided, undetermined)
from .conclusion import EARLIER_STAGE, FORCED_CHOICE, concludes, explained_below, final_paragraph, hedged
from .text import (ANSWER_LABEL_LINE, ANSWERED_ABROAD, ANY_ANSWER_LABEL_LINE, NEW_QUESTION, QUESTION, STRUCK_OUT, _before_new_question, answered_abroad, asks_for_not_so,
                   final_section, fold)
from .verdict import WEAK_LAYERS, Verdict
from .wrappers import peel


def _strong(section: str, read) -> Reading | None:
    """The last statement or answer block that ``read`` accepts (a block's text may be a conclusion)."""
    value_at = getattr(read, "value_at", None)
    own = getattr(read, "own_text", lambda value: "")
    where = getattr(read, "position", lambda span, reading: 0)
    conclude = getattr(read, "conclusion", None)
    walk = candidates_from_end(section)
    transcripts = getattr(read, "reads_transcript", True)
    ruled_out, ruled_out_line = None, len(section) + 1
    for cand in walk:
        if cand.start >= ruled_out_line:
            continue  # the line of a statement that ruled its value out
        if cand.source == "statement" and (spoken := _SPOKEN_CORRECTION.search(cand.text, 0, MAX_SPAN_CHARS)) is not None:
            # "The answer is C, run away from the— sorry, I mean A.": a slip of the tongue, corrected in the same breath
            said = cand.text[spoken.end():]
            cand = replace(cand, text=said, context=cand.context[cand.context.find(said[:40]):] if said[:40] in cand.context
                           else said)
        if STRUCK_OUT in cand.text and (kept := cand.text.rstrip(_STRUCK_TAIL)) != cand.text.rstrip() and kept.strip():
            # "**(C)** ~~(B)~~": the value kept, the one struck after it gone
            cand = _retexted(cand, kept)
        if "vs" in cand.text and (versus := _VERSUS_RESOLVED.match(cand.text)) is not None:
            # "Answer: D vs B → D (B describes marketing in general)": the comparison, then what it comes to
            cand = _retexted(cand, cand.text[versus.end():])
        if cand.layer == "block" and cand.source == "statement" and _opens_working_list(section, cand):
            continue  # "Quick answer to your question:⏎- Yours: 100 − 20 = 80 songs left⏎- …⏎⏎Luri can add 80 − 40 =
            # **40** fewer songs": the label heads the working, and the answer is said below it
        if cand.source == "statement" and for_another_question(section, cand.start, _sentence_end(section, cand.start)):
            continue  # "(D) is the answer to that other variant": another question's answer, none to this one
        if cand.source == "transcript" and not transcripts and not _asked_above(section, cand.start):
            continue  # option readers read "A: (B)" on the line itself ("A:" could be option A), unless a "Q:" asks above it
        summarise = getattr(read, "summary", conclude)
        reading = summarise(cand.text) if cand.summary and summarise is not None else None
        if cand.source in _ANSWER_SOURCES and _ABSTAINED.match(cand.text):
            # "Final answer: [ABSTAIN] (leaning 24)": a lean is no answer, and the last word takes back any before it
            return Reading(None, "", withdrawn=True, layer=cand.layer)
        if reading is None and cand.source == "statement" and _ANY_ANSWER.match(cand.text) and \
                (named := _NAMED_AFTER.search(cand.text)) is not None:
            reading = read(cand.text[named.end():], cand.strict)  # "whether it is plausible — that is, no": the member
        if reading is None:
            reading = read(cand.text, cand.strict)
        if reading is None and (cand.strict is True or cand.strict and _wrapped(cand.text)):
            # a whole box, the last line or a wrapped line ("**50 or 25**"); a bare line mid-reply is working
            reading = _hedged_line(cand.text, value_at, getattr(read, "offers", None), cand.source == "boxed")
        if reading is None and (cand.layer == "block" or cand.source == "transcript") and conclude is not None:
            # "**Answer:**⏎So Bob ends up with the (C) green ball.", "Q: So what is the answer?⏎A: It must be Option D."
            reading = conclude(cand.text)
        if reading is None and cand.source in _ANSWER_SOURCES:
            reading = _unreadable(cand, read)
        if reading is None:
            continue
        if cand.source == "statement" and _WOULD_BE.match(section, cand.start) and conditional(section, cand.start) and \
                _SET_ASIDE.search(section, cand.start, _sentence_end(section, cand.start)):
            continue  # "If it meant mammals, the answer would be 1, but there's no indication of that": a reading set
            # aside; the answer given before it stands
        if not reading.ambiguous and cand.source in ("statement", "block", "line") and \
                _quoted_from_another(section, _text_at(section, cand)) and _strong_before(section, read, cand.start) is None:
            # 'Gemini says: "… Answer: C"⏎⏎Not my own answer.': another's answer, reported, and none of the reply's own
            # (beside an answer of its own it is read as before: a disowning can be worded to leave it standing there)
            return Reading(None, "", withdrawn=True, layer=cand.layer)
        if reading.withdrawn and not reading.ambiguous:
            # "I would recommend (A) … is not the best fit": a statement that rules its own value out
            # answers nothing; an answer on an earlier line still stands (read with all that follows
            # it); without one, the reply answered nothing (no weaker layer reads "Answer: ¬False")
            ruled_out = ruled_out or replace(reading, layer=cand.layer)
            ruled_out_line = section.rfind("\n", 0, cand.start) + 1
            continue
        if _joined_above(section, cand.start, reading.value, read):
            reading = replace(reading, ambiguous=True)  # "Yes⏎or⏎No": two lines joined by a line of their own
        if cand.alternative:  # "**Alternative answer:** 20" below "**Answer:** 18": both are offered
            earlier = _strong_before(section, read, cand.start)
            if earlier is not None and earlier.value != reading.value:
                reading = replace(reading, ambiguous=True)
        if cand.source == "statement" and not reading.ambiguous and _asks(cand.text, own(reading.value)):
            reading = replace(reading, withdrawn=True)  # "Answer: is it 260?" asks; it does not answer
        if cand.source == "statement" and not reading.ambiguous and not reading.withdrawn:
            lead = _lead(section, cand.start)
            if _ANSWER_WORD.match(section, cand.start) and ruled_out_label(lead):
                # "The wrong answer would be 18", "Trap answer: (B)": the answer to avoid, ruled out like any other
                # (an answer on an earlier line still stands: "Correct answer: (A).⏎Wrong answer: (B).")
                ruled_out = ruled_out or replace(reading, withdrawn=True, layer=cand.layer)
                ruled_out_line = section.rfind("\n", 0, cand.start) + 1
                continue
            said = statement_lead(lead)  # "I don't think the answer is 3."
            if said != OK:
                reading = replace(reading, withdrawn=said == WITHDRAWN, ambiguous=said == MULTIPLE)
        if not reading.ambiguous and not reading.withdrawn and _framed_as_no_answer(section, cand):
            reading = replace(reading, withdrawn=True)
        if not reading.ambiguous and not reading.withdrawn:
            span = cand.context or cand.text  # the answer, then the rest of its line (a box's, a verdict's)
            at = where(span, reading)
            if at and isinstance(reading.value, Number) and argument_of(span[:at]):
                return replace(reading, withdrawn=True, layer=cand.layer)  # "Answer: f(15)": an argument, not the value
            if at and EXAMPLE_BEFORE.search(span, max(0, at - 40), at):
                # "**Answer:** something he has to do first — e.g. **C (get out of the shower)**": an example of a
                # class of answers, none committed to
                return replace(reading, withdrawn=True, layer=cand.layer)
            if approximate(span, at, isinstance(reading.value, Number)) or at and tentative(span[:at]):
                # "The answer is about 18.": a range; "The answer is maybe 18.", "… eventuell (A)": supposed
                return replace(reading, ambiguous=True, layer=cand.layer)
            if at and (_offered_ahead(span[:at], reading.value, read) or offers_every_option(span, 0, at)
                       or spelled_otherwise(span, at, reading.value)) or restated_otherwise(span, at, reading.text, reading.value):
                # ("three dollars ($2)", "$2 (three dollars)")
                return replace(reading, ambiguous=True, layer=cand.layer)
            own_rest, rest_of_line = _own_sentence(span, reading, value_at, own(reading.value), at)
            reading = _settled(reading, rest_of_span(section, cand, rest_of_line), read, own_rest)
        if not reading.ambiguous and not reading.withdrawn and (rival_before(section, cand, reading.value, read, walk)
                                                                or _weighed_before(section, cand.start, reading.value, read)
                                                                or _left_open(section, reading.value, read)):
            reading = replace(reading, ambiguous=True)
        if cand.source == "statement" and not reading.ambiguous and not reading.withdrawn and \
                _WOULD_BE.match(section, cand.start) and conditional(section, cand.start):
            # "Assuming the question follows the textbook, the answer would be (D).": given only under
            # a condition the reply never grants, it commits to nothing
            reading = replace(reading, withdrawn=True)
        if not reading.ambiguous and not reading.withdrawn and _sibling_label_offers(section, cand.start, reading.value, read):
            reading = replace(reading, ambiguous=True)  # "- **For a quick answer:** (E)⏎- **For a careful reader:** (B) …"
        if cand.source == "statement" and not reading.ambiguous and not reading.withdrawn and \
                _case_split(section, cand.start, getattr(read, "offers", None)):
            reading = replace(reading, ambiguous=True)  # "If they are the neighbours, the answer is B. Otherwise, none fits."
        return replace(reading, layer=cand.layer)
    return ruled_out


# A slip of the tongue corrected in the same breath: "… run away from the— sorry, I mean A.", "nineteen, uh, I mean eighteen".
_SPOKEN_CORRECTION = gated(re.compile(r"(?i)(?:[—–]|--|\s-\s|,|\.\.\.|…)[ \t]*(?:sorry|oops|er+m?|uh+|um+|no|wait)[ \t]*[,—–-]?[ \t]*"
                                      r"(?:i\s+mean(?:t)?|make\s+(?:it|that)|let\s+me\s+(?:say|rephrase)\s+(?:that|it)\s+again)\b[ \t]*[,:—–-]*[ \t]*"))
# A statement whose marker opens with the word "answer" (what a word before it qualifies).
_ANSWER_WORD = re.compile(r"(?i)[ \t*_]*answer")
_ANSWER_SOURCES = frozenset({"statement", "block", "boxed"})
# A line's question label, its emphasis and quote marks around it ("Q:", "**Q:**", "> Question:").
_ASKING_LABEL = r"[ \t>]*[*_]*(?:{})[*_]*[ \t]*:"
# A transcript's question line: "Q: …", "**Q:** …".
_QUESTION_LINE = re.compile(_ASKING_LABEL.format("Q"))
# ... one that asks for the answer itself: "Q: So what is the answer?", "INTERVIEWER: Final answer?"
_ASKS_FOR_ANSWER = re.compile(r"(?i)\b(?:answer|final|result|verdict|conclusion)\b")


def _retexted(cand, text: str):
    """``cand`` with ``text`` for its text; its context keeps what followed the old text."""
    context = text + cand.context[len(cand.text):] if cand.context.startswith(cand.text) else text
    return replace(cand, text=text, context=context)


def _asked_above(section: str, at: int) -> str:
    """The transcript question on the line above the one at ``at`` ("" when that line asks nothing)."""
    above = previous_text_line(section, section.rfind("\n", 0, at) + 1)
    return above if _QUESTION_LINE.match(above) else ""
# An answer that opens by declining to be one: "N/A", "[ABSTAIN]", "no answer", "pass", "TBD" (then maybe a lean),
# or by a template's blank: "{ANSWER}", "[your answer]", "___" (an example after it is no answer).
# (a guess, a pass or a skip only as the whole value: "my best guess: (B)", "pass", not "pass the ball")
_ABSTAINED = re.compile(r"(?i)[\s*_`\[(]{0,8}(?:n/a|abstain(?:ing|ed)?|no\s+(?:final\s+)?answer|none\s+given|withheld|"
                        r"undecided|tbd|unanswered|\{\s*(?:answer|final[_ ]answer|your[_ ]answer|answer[_ ]here|value|result|choice|"
                        r"option|letter)\s*\}|\[\s*(?:your\s+answer|insert\s+answer(?:\s+here)?|answer\s+here)\s*\]|_{3,}|inconclusive|mistrial|hung[ \t]+jury|no[ \t]+verdict|toss[\s-]?up|anyone'?s\s+guess|idk|dunno|¯\\_\(ツ\)_/¯|🤷\S*|\?{1,3}(?=[\s*_`]*$)|"
                        # ... or defers to another question's answer: "the same as my answer to the previous question"
                        r"(?:the\s+)?same\s+as\s+(?:(?:my|the)\s+answer\s+(?:to|for|in)\s+)?(?:the\s+)?(?:previous|last|preceding|"
                        r"earlier|other|next)\s+(?:question|problem|item|exercise)|"
                        r"(?:(?:a|an|my|pure|total)\s+(?:\w+\s+)?(?:guess|coin[\s-]?flip|toss[\s-]?up|gamble|hunch)|pass|"
                        r"skip(?:ped)?)(?=[\s*_`\])]*(?:$|[(\[—–,;.:-])))(?![\w/])")


def _unreadable(cand, read) -> Reading | None:
    """What an answer its reader cannot read still says: a value struck out ("The answer is ~~8~~.":
    withdrawn), a box that asks ("\\boxed{\\text{C?}}"), two answers run together ("(BE)"), a
    bound ("≥ 8") — the last three offer more than one value."""
    if STRUCK_OUT in cand.text and not cand.text.strip(_AROUND_STRUCK):
        return Reading(None, "", withdrawn=True)
    replaced = cand.text.lstrip(_AROUND_STRUCK)
    if STRUCK_OUT in cand.text[: len(cand.text) - len(replaced)]:
        return read(replaced, cand.strict)  # "Final answer: <del>19</del> <ins>21</ins>": the value put in its place
    if cand.source == "boxed" and "?" in cand.text:
        asked = read(cand.text.replace("?", " "), True)
        if asked is not None:
            return replace(asked, ambiguous=True)
    glued = _glued(cand.text, read)
    if glued is not None:
        return glued
    beyond = getattr(read, "beyond_options", None)
    if beyond is not None and (letter := beyond(cand.text)) is not None:
        return Reading(letter, letter)  # "So the answer is (C)." with options (A)–(B): answered, wrongly
    bound = _BOUND.match(cand.text)
    inner = read(cand.text[bound.end() - 1:], cand.strict) if bound else None
    return replace(inner, ambiguous=True) if inner is not None else None


# A bound given for the answer, not a value: "≥ 8", "\\leq 8", ">=8", "<8", "≠ 3".
_BOUND = re.compile(r"[\s*_:$(]*(?:[≤≥⩽⩾≲≳≠]|\\(?:geq?|leq?|neq?|lesssim|gtrsim)\b|[<>]=|[<>](?=\$?\d))[\s$]*[-+]?\d")
_AROUND_STRUCK = f" \t*_.:$()[]{{}}\\{STRUCK_OUT}"
_STRUCK_TAIL = f" \t{STRUCK_OUT}"


def _glued(text: str, read) -> Reading | None:
    """Two different answers run together as the whole value of a statement ("(BE)", "Ac",
    "FalseTrue", "A\u00adB" once its soft hyphen is folded away): both offered, read as the first."""
    token = _GLUED_TOKEN.fullmatch(text)
    if token is None:
        return None
    word = token.group(1)
    for cut in range(1, len(word)):
        first, second = read(word[:cut], True), read(word[cut:], True)
        if first is not None and second is not None and first.value != second.value:
            return replace(first, ambiguous=True)
    return None


# A statement's whole value, one run of letters: "(BE)", "**Ac**", "FalseTrue." (at most 12 letters).
_GLUED_TOKEN = re.compile(r"[\s*_(\[]*([A-Za-z]{2,12})[\s*_)\].!]*")


# A preface that disowns what comes next: a pointer forward and a disowning word in the same paragraph ("The next
# line is a decoy", "## Discarded attempt (kept for reference, not my answer)", "What a pattern-matcher would output
# (do not use it):", "Below is the answer the shortcut gives. … not endorsing it:").
_POINTS_AHEAD = re.compile(r"(?i)\b(?:next\s+line|below|following|what\s+follows|in\s+what\s+follows|kept\s+for\s+reference|"
                           r"would\s+output)\b")
_DISOWNS_AHEAD = re.compile(r"(?i)\b(?:not\s+(?:my|our)\s+(?:final\s+|actual\s+|real\s+|own\s+)?(?:answer|result|pick)|"
                            r"not\s+endorsing|(?:do\s+not|don'?t)\s+use|decoy|discarded|still\s+open)\b")
# ... or a legend that makes its mark rule out what it marks ("→ marks answers I can NOT support", "bold marks the
# candidates I have eliminated")
_LEGEND_RULES_OUT = re.compile(r"(?i)\bmarks?\b[^.\n]{0,40}?\b(?:eliminated|rejected|ruled\s+out|(?:can\s*not|can'?t)\s+support)\b")
# An answer given as whatever answer is right, or as any member of a class, not as a value: "the answer is whichever
# value is correct", "Final answer: one of the answers that survive all the constraints, e.g. Yes."
_ANY_ANSWER = re.compile(r"(?i)[\s*_]*(?:whichever|whatever|whether|(?:any\s+)?one\s+of\s+(?:the|those|these|several|many|them)|any\s+of)\b")
# ... unless the class is then named by its member: "whichever option fits every fact — that is, (A)".
_NAMED_AFTER = re.compile(r"(?i)(?:[—–,:;]|\s-)\s*(?:that\s+is|namely|i\.\s?e\.|in\s+other\s+words)\b")
# An answer label that gives one part of several: "Answer (part 1 of 2):".
_PART_OF = re.compile(r"(?i)\s*[^\n:(]{0,30}\(\s*part\s+(?P<part>\d{1,2})\s+of\s+(?P<of>\d{1,2})\s*\)")
#: How far back a preface to an answer is looked for.
PREFACE_CHARS = 300


def _corrected_after(section: str, read, withdrawn: Reading) -> Reading | None:
    """An answer taken back and corrected in prose after it ("Answer: 19. Wait, that's wrong — I recalculated and
    got 18.", "Ответ: 279? Да нет, ерунда — пересчитал, получается 276."): the conclusion the reply ends on, when it
    names another value and nothing after it takes that back; None otherwise (the reply answered nothing)."""
    conclude = getattr(read, "conclusion", None)
    corrected = conclude(section) if conclude is not None else None
    if corrected is None or corrected.ambiguous or corrected.withdrawn or corrected.value == withdrawn.value:
        return None
    parts = sentences(section[-CORRECTION_CHARS:])
    later = sentences(corrected.after or "")
    if any(takes_back(sentence) for sentence in later):
        return None  # the correction taken back in turn
    said_at = len(parts) - 1 - len(later)
    if not any(takes_back(sentence) or _ANSWER_DENIED.search(sentence) for sentence in parts[max(0, said_at - 2): said_at + 1]):
        return None  # only a take-back opens a correction: an answer framed as none ("whichever you prefer") stays so
        # (or an elimination in an answer's words: "The answer is not A. It is B.")
    corrected = replace(corrected, layer="conclusion")
    return _settled(corrected, corrected.after, read, corrected.rest) if corrected.after is not None else corrected


# An elimination said as an answer: "The answer is not A", "The correct choice isn't D", "the answer can't be 17".
_ANSWER_DENIED = re.compile(r"(?i)\b(?:answer|choice|option)\s+(?:is\s+not|isn'?t|cannot\s+be|can'?t\s+be)\b")
#: How much of the section's end is read for the take-back a correction follows.
CORRECTION_CHARS = 1500


def _framed_as_no_answer(section: str, cand) -> bool:
    """The candidate's frame says it gives no answer: a preface disowns it ("The next line is a decoy …⏎⏎**Final
    answer: (D)**"), its label gives one part of several ("Answer (part 1 of 2): 10"), or it is whatever answer is
    right ("the answer is whichever value is correct, and (B) is one of …")."""
    if cand.source in ("statement", "block", "line") and _disowned_ahead(section, cand.start):
        return True
    if cand.source in ("statement", "line") and (part := _PART_OF.match(section, cand.start)) is not None and \
            part["part"] != part["of"]:
        return True
    return cand.source == "statement" and _ANY_ANSWER.match(cand.text) is not None and _NAMED_AFTER.search(cand.text) is None


def _disowned_ahead(section: str, start: int) -> bool:
    """The paragraph before the answer's line (or its heading) disowns what comes next."""
    line_start = section.rfind("\n", 0, start) + 1
    before = section[max(0, line_start - PREFACE_CHARS): line_start].rstrip()
    paragraph = before[before.rfind("\n\n") + 2 if "\n\n" in before else 0:]
    return bool(paragraph) and _POINTS_AHEAD.search(paragraph) is not None and (
        _DISOWNS_AHEAD.search(paragraph) is not None or _LEGEND_RULES_OUT.search(paragraph) is not None)


# Another voice, named: a model or an assistant, a person in a role, or an answer sheet (a whitelist: a voice it does
# not name, "my gut", "Python", "the Bohr model", "a typical person", is read as before).
_VOICES = (r"chatgpt|gpt-?\d[\w.-]*|gemini|claude|llama|copilot|bard|grok|mistral|mixtral|qwen|deepseek|gemma|olmo|kimi|glm|"
           r"(?:the|an?|my|our)\s+(?:\w+\s+)?(?:assistant|chatbot|bot|ai|llm)|model\s+[a-z0-9]\b|"
           r"(?:another|the\s+other|a\s+different|other)\s+(?:model|assistant|chatbot|bot|ai|llm|solver|student|user)|"
           r"friend|teacher|tutor|classmate|colleague|teammate|professor|instructor|answer\s+(?:sheet|key)|worksheet")
# (a few words may follow before the introduction's colon: "… gave for this one:", "… output when I pasted this in:")
_TO_THE_COLON = r"(?:[\s,]+(?!(?:format|formats|template|style|choices|options)\b)[\w'’]+){0,6}?[\s,]*:$"
# Words that hand a quotation to that voice, at the end of its introduction: its verb of saying ('Gemini says: "…"', "The
# assistant I asked earlier replied:"), its answer or output ("ChatGPT's output:", "My tutor's answer:", "Its reply,
# verbatim:"), the act of passing it on ("Pasting the other model's answer:", not "Quoting the correct option:"), or the
# voice itself ("From another assistant:", "Per the answer key:").
_ANOTHER_VOICE = re.compile(
    r"(?i)\b(?:" + _VOICES + r")(?:[\s-]+[\w'’]+){0,3}?\s+(?:says|said|replied|replies|answered|responded|wrote|writes|posted|"
    r"suggested|claims|claimed|insists|recommended|gave|told\s+(?:me|us))" + _TO_THE_COLON +
    r"|\b(?:" + _VOICES + r")(?:'s|’s)\s+(?:final\s+)?(?:reply|answer|verdict|output|response|solution)" + _TO_THE_COLON +
    r"|(?:^|[.!?]\s+)its\s+(?:reply|answer|verdict)(?:[\s,]+verbatim)?[\s,]*:$"
    r"|\b(?:quoting|pasting|forwarding|relaying|pasted|quoted)\s+(?:(?:from|in)\s+)?(?:[\w'’]+\s+){0,4}?(?:" + _VOICES + r")\b"
    r"|^(?:from|per)\s+(?:(?:the|an?|my|our)\s+)?(?:" + _VOICES + r")(?![’']s)\b")
# Agreement said before the quotation: "I agree with the other agent's answer:", "which is also mine".
_AGREES_AHEAD = re.compile(r"(?i)\b(?:agree|agreed|concur|holds?\s+up|match(?:es)?|same|also\s+mine|verified|confirm\w*|like\s+the)\b")
# What must follow the quotation for it to stay another's: the reply's disowning of it, and nothing else ("That's its
# output, not my own answer.", "I haven't checked it.", "That's wrong."). Nothing after it, or any other word on it, is
# read as before ("Claude's answer:⏎> …" may be the reply's own; "Both are fine.", "Same here."; "I haven't checked the
# multiplication, but it looks right to me" vouches for it).
_DISOWNED = re.compile(r"(?i)\bnot\s+(?:my|mine)\b|\bisn'?t\s+(?:my|mine)\b|\bnot\s+(?:adding|giving|putting|offering)\s+(?:my|mine|an?\s+answer)|"
                       r"\b(?:haven'?t|have\s+not|didn'?t|did\s+not)\s+(?:(?:re-?)?(?:checked|check|verified|verify|derived|derive|"
                       r"traced|trace|worked|work|double-checked|double-check|solved|solve))|\bnot\s+vouching|\bwithout\s+"
                       r"(?:checking|verifying)|\bunverified\b|\bjust\s+(?:forwarding|passing|relaying|pasting)|"
                       r"\bi\s+(?:disagree|don'?t\s+agree)\b|\b(?:that|this|it)(?:'s|\s+is)\s+(?:wrong|incorrect|mistaken)\b")
_VOUCHED = re.compile(r"(?i)\b(?:right|correct|confident|same|agree|holds|good|checks\s+out|matches|accurate|fine|sure|true|"
                      r"stands?\s+by|stands)\b")
_FENCE_LINE = re.compile(r"(?m)^[ \t]*```")
_BLOCK_QUOTE_LINE = re.compile(r"[ \t]*>")
# A line that is not a block quote's (where one starts or ends): the end of the line before it, or its own start.
_OUTSIDE_BLOCK_QUOTE = re.compile(r"(?m)^(?![ \t]*>).*$")
_QUOTE_TAIL = " \t\n*_`\"'”>."
_VISIBLE = re.compile(r"[^\s*_`\"'”>.]")
#: How much of the text after a quotation may disown it.
DISOWN_CHARS = 300
#: How far from the answer a quotation's marks, fences or quoted lines are looked for.
QUOTE_REACH = 4000


def _text_at(section: str, cand) -> int:
    """Where the candidate's text stands in the section (a block's is below its label; a statement's match may open on
    the blank lines above it)."""
    found = section.find(cand.text.strip()[:30], cand.start) if cand.layer == "block" else -1
    start = cand.start if found < 0 else found
    ahead = section[start:start + 200]
    return start + len(ahead) - len(ahead.lstrip())


def _quoted_from_another(section: str, start: int) -> bool:
    """The answer at ``start`` is in a quotation of another voice, and the reply's disowning of it is all that follows:
    a quoted run ('"…"', '“…”' closed in its paragraph, a ``` fence, "> " lines) whose introduction names someone else's
    words ('Gemini says: "… Answer: C"', "ChatGPT's output:⏎```⏎… Answer: (E)⏎```⏎⏎I haven't checked it."). What
    another says is reported, not offered, as in "Gemini says the answer is C". (Every search is bounded by
    :data:`QUOTE_REACH`, so a huge reply costs no more than a short one.)"""
    line_start = section.rfind("\n", 0, start) + 1
    floor, ceiling = max(0, start - QUOTE_REACH), min(len(section), start + QUOTE_REACH)
    if _BLOCK_QUOTE_LINE.match(section, line_start, start):  # a block quote: its first line to its last
        # (up to the end of the line above: a search that ended at this line's start could not look into it)
        opening = max((m.end() for m in _OUTSIDE_BLOCK_QUOTE.finditer(section, floor, max(floor, line_start - 1))), default=None)
        closing = next((m.start() for m in _OUTSIDE_BLOCK_QUOTE.finditer(section, start, ceiling)),
                       len(section) if ceiling == len(section) else None)
        if opening is None or closing is None:
            return False
    elif section.find("```", floor, line_start) != -1:  # inside a fence (an odd count of fence lines before it): to its closing one
        fences = [m.start() for m in _FENCE_LINE.finditer(section, floor, line_start)]
        if not len(fences) % 2:
            return False
        opening = fences[-1]
        closing = m.end() if (m := _FENCE_LINE.search(section, start, ceiling)) else ceiling
    else:  # in quotation marks that close in the paragraph
        paragraph = section.rfind("\n\n", floor, start)
        paragraph = floor if paragraph < 0 else paragraph + 2
        paragraph_end = section.find("\n\n", start, ceiling)
        paragraph_end = ceiling if paragraph_end < 0 else paragraph_end
        if section.rfind("“", paragraph, start) > section.rfind("”", paragraph, start):
            opening, closing = section.rfind("“", paragraph, start), section.find("”", start, paragraph_end)
        elif section.count('"', paragraph, start) % 2:
            opening, closing = section.rfind('"', paragraph, start), section.find('"', start, paragraph_end)
        else:
            return False
        if closing < 0:
            return False
        closing += 1
    intro = section[max(0, opening - 200): opening]
    own_line = intro[intro.rfind("\n") + 1:]
    if own_line.strip(" \t*_>"):  # introduced on the quotation's own line: 'Gemini says: "…'
        intro = own_line
    else:
        intro = intro.rstrip()
        intro = intro[intro.rfind("\n") + 1:]
    intro = intro.strip(" \t*_")
    if not intro.endswith(":") or _ANOTHER_VOICE.search(intro) is None or _AGREES_AHEAD.search(intro):
        return False
    tail = section[closing: closing + DISOWN_CHARS + 1].strip(_QUOTE_TAIL)
    return 0 < len(tail) <= DISOWN_CHARS and _VISIBLE.search(section, closing + DISOWN_CHARS + 1) is None and \
        "\n\n" not in tail and _DISOWNED.search(tail) is not None and _VOUCHED.search(tail) is None


def _lead(section: str, start: int) -> str:
    """The words of a statement's sentence before its marker at ``start`` (at most LEAD_CHARS; a match that
    opens with the blank lines before its marker has none of the line above before it)."""
    lead = section[max(0, start - LEAD_CHARS): start]
    if section[start: start + 200].lstrip(" \t")[:1] in ("\n", "\r"):
        return ""
    cut = max(lead.rfind("\n"), *(lead.rfind(end + " ") for end in ".!?"))
    return lead[cut + 1:]


def rest_of_span(section: str, cand, rest_of_line: str) -> str:
    """What follows the answer's sentence, read from the section itself (a candidate's text may be
    cut short or carry the next line)."""
    probe = rest_of_line.strip()[:40]
    said = cand.text.strip()
    # the rest may start on the next line (a statement's text carries it): look that far
    at = section.find(probe, cand.start, cand.end + len(rest_of_line) + 2) if probe and cand.end >= 0 else -1
    if at != -1:
        own = _find_said(section, said, cand.start, cand.end) if said else -1
        line_end = section.find("\n", own) if own != -1 else -1
        if own != -1 and own + len(said) < line_end < at and \
                section[own + len(said): line_end].strip(_CLOSING_MARKS):
            # the text stops short of its line ('answer = "False"  # or "True"'): the line's rest is said after it
            return section[own + len(said):]
        return section[at:]
    at = _find_said(section, said, cand.start, cand.end) if said and not probe and cand.end >= 0 else -1
    if at != -1:  # a label's cleaned value ('{"answer": "18", "alternative": "19"}'): its line goes on
        line_end = section.find("\n", at)
        line_end = len(section) if line_end == -1 else line_end
        return section[at + len(said): line_end] + section[max(line_end, cand.end):]  # (a table row: after the table)
    return rest_of_line + "\n" + section[cand.end:] if cand.end >= 0 else rest_of_line


_CLOSING_MARKS = " \t\"'`*_.,;:)]}$"


def _find_said(section: str, said: str, start: int, end: int) -> int:
    """Where the candidate's text stands in its line: a whole word, not a letter of its marker
    ("Answer: A" says "A" after the colon, not in "Answer")."""
    at = section.find(said, start, end)
    while at != -1 and (said[0].isalnum() and at > 0 and section[at - 1].isalnum() or
                        said[-1].isalnum() and section[at + len(said): at + len(said) + 1].isalnum()):
        at = section.find(said, at + 1, end)
    return at


def _asks(text: str, own: str = "") -> bool:
    """The statement's own sentence is a question (an option whose own text asks one does not count)."""
    if own:
        text = text.replace(own, " ")
    stop = _VALUE_THEN_STOP.match(text)
    if stop and _ABOUT_THE_EXPLANATION.match(text, stop.end()):
        return False  # "18. Does that make sense?": a question about the explanation, not about the answer
    parts = sentences(text[:MAX_SPAN_CHARS])
    return bool(parts) and asks(parts[0])


# A statement's text that is its answer and a full stop before the next sentence.
_VALUE_THEN_STOP = re.compile(r"[\s*_$]*[\w$,/-]{1,20}[*_)\]]*\.(?=\s+[A-Z(])")
# A question that asks whether the explanation was understood or more is wanted (the answer stands);
# any other question right after an answer asks about it ("Can you confirm?", "Agree?", "Or isn't it?").
_ABOUT_THE_EXPLANATION = re.compile(
    r"(?i)\s+(?:(?:does|did)\s+(?:that|this|it)\s+(?:make\s+sense|help|clarify)|is\s+(?:that|this|it)\s+clear(?:er)?|"
    r"(?:any|do\s+you\s+have\s+any)\s+(?:other\s+|more\s+|further\s+)?questions|"
    r"would\s+you\s+like\s+(?:me\s+to\s+explain|more\s+detail|a\s+(?:more\s+)?detailed)|"
    # ... or offers more help: "Anything else you'd like to know?", "Can I help with anything else?"
    r"(?:is\s+there\s+)?anything\s+else|(?:can|may)\s+i\s+help\s+(?:you\s+)?with\s+anything|"
    r"(?:do\s+you\s+)?(?:want|need)\s+(?:me\s+to\s+(?:explain|go|walk)|anything\s+else|more\s+(?:help|detail)))\b[^?\n]{0,40}\?")


# What may open a line before its answer statement ("So the answer is B", "**Final answer:**").
# (after a header's one-word label too: "Subject: Answer = (C)")
_LINE_OPENING = re.compile(r"(?i)[\s*_#>-]*(?:[A-Za-z]{2,12}[ \t]*:[\s*_]*)?"
                           r"(?:(?:so|thus|therefore|hence|the|my|our|final(?:ly)?|in\s+conclusion)[\s,*_]*)*")
_STEP_RESULT = re.compile(r"(?i)the\s+result\s+is\b")
# A step of the working: an operation worked out ("$12 + $5 = $17").
_WRAPPERS = frozenset("*_`$\\<\"'【#>")


def _wrapped(line: str) -> bool:
    """The line opens with a wrapper ("**40**", "`B`", "$40$"); a dollar sign is one only as LaTeX's, closed again
    at the line's end ("$40" alone is a sum of money, a step of the working)."""
    text = line.strip()
    return text[:1] in _WRAPPERS and (text[:1] != "$" or len(text) > 1 and text.endswith("$"))
#: Earlier answers compared with the decisive one (the nearest first).
MAX_RIVALS = 8
# What turns an earlier answer into a slip that a later one corrects ("Wait", "Sorry, I mean",
# "Revised final answer:", "on checking"); without one, two answers of equal standing are two offers.
_SAYS_CORRECTED = (
    r"wait|actually|sorry|oops|correct(?:ion|ed|ing)|correct\s+(?:that|this|it|myself)|mistak\w*|errors?|wrong|incorrect|"
    r"re-?(?:check|consider|evaluat|calculat|examin|think|visit|read|count|vis|do|assess)\w*|double[- ]check\w*|"
    r"verif\w*|check(?:ing|ed)?\s+(?:again|this|that|it|my|the)|on\s+(?:second\s+thought|checking|reflection)|"
    r"hold\s+on|i\s+mean|revis\w*|updat\w*|scratch|never\s*mind|let\s+me|misread|"
    r"overlook\w*|missed|final\s+final|amend\w*|fix\w*|no(?=,)|reject\w*|refut\w*|disprov\w*|discard\w*|ruled\s+out|"
    r"i\s+disagree|"
    # ... in other languages: "Corrección: me equivoqué", "Correção: errei", "Correctie", "Исправление: я ошибся",
    # "Korrektur", "erreur", "Poprawka", "Düzeltme", "Koreksi"
    r"correcci[oó]n|me\s+equivoqu[eé]|correç[aã]o|errei|me\s+enganei|correctie|vergist|исправлени[ея]|ошиб\w*|"
    r"korrektur|korrigier\w*|geirrt|erreur|trompée?|correzione|sbagliat\w*|poprawka|korekta|pomyłk\w*|błąd|"
    r"düzeltme|hata\w*|koreksi|sửa\s+lại|nhầm|"
    # ... "wrong" and "wait" in those languages: "Moment, das war falsch — die richtige Antwort ist valid."
    r"falsch|faux|fausse|errad[oa]|equivocad[oa]|est(?:á|aba)\s+mal|incorrect[ao]|incorret[ao]|fout|verkeerd|неверн\w*|"
    r"неправильн\w*|yanlış|salah|spletl\w*|chyb\w*|помилив\w*|помилк\w*|טעיתי|λάθος|nimekosea|" + OTHER_WAITS)
# (scripts without word spaces: "訂正：上で計算を間違えました", "تصحيح: أخطأت", "सुधार:", "정정")
_SAYS_CORRECTED_UNSPACED = r"訂正|間違え|更正|纠正|算错|搞错|不对|تصحيح|أخطأت|सुधार|गलती|정정|잘못|틀렸|คิดผิด"
# ... said outright; a contrast ("however", "but", "instead") also moves on from prose to prose
_EXPLICIT_CORRECTION = re.compile(rf"(?i)\b(?:{_SAYS_CORRECTED})\b|{_SAYS_CORRECTED_UNSPACED}|~~")
_CORRECTION = re.compile(rf"(?i)\b(?:{_SAYS_CORRECTED}|however|but|instead)\b|{_SAYS_CORRECTED_UNSPACED}|~~")


# A narrowing to one value after a stage the working has moved past (:data:`EARLIER_STAGE`).
_ONLY = re.compile(r"(?i)\bonly\b")


def _names_only(named: list, value, rival) -> bool:
    """``named`` affirms ``value`` and offers no rival."""
    return any(found == value and polarity is not Polarity.NEGATED for found, polarity in named) and \
        not any(rival(found, value) and polarity is not Polarity.NEGATED for found, polarity in named)


def _weighed_before(section: str, start: int, value, read) -> bool:
    """The answer's paragraph, before it, gives another value a share of belief ("24: 52%, 22: 48%.
    Final answer: 24."): the reply split its belief, and picking the likeliest commits to nothing."""
    offers = getattr(read, "offers", None)
    if offers is None:
        return False
    gaps = [gap.start() for gap in _BLANK_LINE.finditer(section, max(0, start - _PARAGRAPH_REACH), start)]
    paragraph = gaps[-1] if gaps else 0  # (a blank line may hold spaces: "text \n \nAnswer: B")
    if not gaps and start > _PARAGRAPH_REACH:
        paragraph = start - _PARAGRAPH_REACH
    # a value put level with the answer is read in the paragraph before too, when the answer opens its own:
    # "18 and 16 are both defensible.⏎⏎Answer: 18."
    level_from = gaps[-2] if len(gaps) > 1 and not _WORD_CHAR.search(section, paragraph, start) else paragraph
    weighed, both = WEIGHT_CUE.search(section, paragraph, start), _MORE_THAN_ONE.search(section, paragraph, start)
    level = _LEVEL_WITH.search(section, level_from, start)
    if not (weighed or both or level):
        return False
    rival = getattr(read, "rival", None) or differs
    said_before = sentences(section[level_from:start])
    own_from = len(said_before) - len(sentences(section[paragraph:start])) if level_from != paragraph else 0
    for i, sentence in enumerate(said_before):
        if i < own_from:  # (the paragraph before: only a value put level counts)
            if _puts_level(sentence, value, offers, rival, said_before[i + 1:]):
                return True
            continue
        if asks(sentence) and i + 1 < len(said_before) and NO_OPENING.match(said_before[i + 1]):
            continue  # "Could it be both (E) and (D)? No: only one of them satisfies everything."
        if weighed and _SHARE.search(sentence):
            if any(polarity is Polarity.HYPOTHETICAL and rival(found, value)
                   for found, polarity in offers(sentence, concluding=False)):
                return True
        if (stage := EARLIER_STAGE.search(sentence)) and any(
                _ONLY.search(later) and _names_only(offers(later, concluding=False), value, rival)
                for later in [sentence[stage.end():], *said_before[i + 1:]]):
            continue  # "Either (C) or (A) looked possible at first; only (C) survives the last condition."
        if level and _puts_level(sentence, value, offers, rival, said_before[i + 1:]):
            return True
        if both and _MORE_THAN_ONE.search(sentence) and not PREFERENCE.search(sentence):
            # "18 and 16 are both defensible. Answer: 18.", "There are two good answers here (invalid, valid)."
            named = offers(sentence, concluding=False)
            said = OFFERS | {Polarity.DESCRIBED} if _SEVERAL_RIGHT.search(sentence) else OFFERS
            others = {found for found, polarity in named if polarity in said and rival(found, value)}
            if others and any(polarity in said and not rival(found, value) for found, polarity in named) and \
                    not others <= _refuted(said_before[i + 1:], offers):
                return True
    return False


def _puts_level(sentence: str, value, offers, rival, after: list[str]) -> bool:
    """The sentence gives another value the answer's standing, or one for another reading, and nothing ``after`` it
    refutes that value: "A fits, and B no less so.⏎⏎**Answer: A**", "† Equally possible: 15.", "yes is every bit as
    likely", "on the looser reading it's (C)". Not when it speaks of an earlier stage ("(A) is equally plausible at first
    sight", "… equally likely until the last link"), is working ("Equally well, one can compute 16 − 7 = 9 first") or
    the next sentence turns on it ("But behaviorism …")."""
    if not _LEVEL_WITH.search(sentence) or PREFERENCE.search(sentence) or EARLIER_STAGE.search(sentence) or \
            _UNTIL.search(sentence) or ARITHMETIC.search(sentence) or after and _TURNS.match(after[0]):
        return False
    said = _LEVEL_POLARITIES if _ELIDED_LEVEL.search(sentence) else OFFERS
    others = {found for found, polarity in offers(sentence, concluding=False) if polarity in said and rival(found, value)}
    return bool(others) and not others <= _refuted(after, offers)


_LEVEL_POLARITIES = OFFERS | {Polarity.DESCRIBED}  # ("A fits, and B no less so": B's elided predicate describes it)
_ELIDED_LEVEL = re.compile(r"(?i)\b(?:no\s+less|equally|tout\s+autant)\s+so\b|\btout\s+autant\b")
_UNTIL = re.compile(r"(?i)\b(?:until|till|at\s+first\s+(?:sight|glance))\b")
_TURNS = re.compile(r"(?i)[\s*_]*(?:but|however|yet|still)\b")


def _left_open(section: str, value, read) -> bool:
    """In the section's last three paragraphs, the reply says it has not chosen between the values
    it named ("… (so it's A or C, undecided).⏎⏎Canary answer: **A**", "I'm not calling it for
    either.⏎**(A)**", "**Final answer:** {--No--}{++Yes++}⏎Change is pending review — neither
    accepted nor rejected"), and no value other than the answer named there is ruled out since:
    the answer picks one of the values left open without choosing."""
    offers = getattr(read, "offers", None)
    if offers is None:
        return False
    region = section[-_OPEN_REACH:]
    gaps = [gap.start() for gap in _BLANK_LINE.finditer(region)]
    region = region[gaps[-_OPEN_PARAGRAPHS] if len(gaps) >= _OPEN_PARAGRAPHS else 0:]
    if not may_be_undecided(region):
        return False
    rival = getattr(read, "rival", None) or differs
    said = sentences(region)
    for i, sentence in enumerate(said):
        if not undecided(sentence) or EARLIER_STAGE.search(sentence) or \
                asks(sentence) and i + 1 < len(said) and ANSWERED_NO.match(said[i + 1]):
            continue  # ("At first I was undecided between B and A.": a stage passed; "Too close to call? Not really.")
        others = {found for near in said[:i + 3] for found, polarity in offers(near, concluding=False)
                  if polarity is not Polarity.NEGATED and rival(found, value)}
        if others and not others <= _refuted(said[i + 1:], offers) and not _preferred_since(said[i + 1:], value, offers) \
                and not any(_SETTLES.search(later) for later in said[i + 1:]):
            return True
    return False


# A sentence saying what decides the choice: "The word "unconscious" settles it.", "… points to (B)".
_SETTLES = re.compile(r"(?i)\b(?:settles?\s+it|points?\s+to|rules?\s+(?:it\s+|them\s+|both\s+)?out|decides?\s+it|tips?\s+it|"
                      r"makes?\s+it\s+clear)\b")


def _preferred_since(later: list[str], value, offers) -> bool:
    """A later sentence prefers the answer: "…, the best possible answer is (B) 6." settles the choice."""
    return any(PREFERS_ONE.search(sentence) and any(found == value and polarity in (Polarity.AFFIRMED, Polarity.HYPOTHETICAL)
                                                   for found, polarity in offers(sentence))
               for sentence in later)


_OPEN_REACH, _OPEN_PARAGRAPHS = 1500, 3


# A clause that fails what the sentence named: "Checking 246 against the question: it fails.", "that one doesn't work".
_IT_FAILS = re.compile(r"(?i)" + IT_FAILS + r"[^,;:]*$")


_FAILS_REACH = 120  # (the sentence's end is read: bounded work)


def _refuted(later: list[str], offers) -> set:
    """The values the sentences rule out: negated ("246 fails the check"), or the only value of a
    sentence whose last clause fails it ("Checking 246 against the question: it fails.")."""
    out = set()
    for sentence in later:
        named = offers(sentence, concluding=False)
        out.update(found for found, polarity in named if polarity is Polarity.NEGATED)
        if len({found for found, _ in named}) == 1 and _IT_FAILS.search(sentence.rstrip(" .!")[-_FAILS_REACH:]):
            out.add(named[0][0])
    return out


# A paragraph's end, and how far back its start is looked for.
_BLANK_LINE = re.compile(r"\n[ \t]*\n")
_PARAGRAPH_REACH = 4000
# ... said outright: "two good answers", "several valid options" (whatever the mentions' own clauses say).
_SEVERAL_RIGHT = re.compile(r"(?i)\b(?:two|several|multiple|both)\s+(?:\w+\s+)?(?:good|valid|correct|right|possible|"
                            r"defensible|plausible|acceptable|reasonable)\s+(?:answers|options|choices)\b")
# A sentence that may hold more than one answer right: "both", "either", "two good answers".
_MORE_THAN_ONE = re.compile(r"(?i)\b(?:both|either)\b|\b(?:two|several|multiple)\s+(?:\w+\s+){0,2}?(?:answers|options|choices)\b")


# A value put level with another, or given for another reading: "B no less so", "Equally possible: 15", "every bit as
# likely", "just as correct", "both satisfy the conditions", "on the looser reading it's (C)", "Or 145, depending on how
# the question is read" (its mentions are level with the answer, whatever their own clauses say).
_LEVEL_WITH = re.compile(r"(?i)\bno\s+less\s+(?:so|likely|plausible|valid|correct|right|possible)\b|\bequally\s+(?:so|likely|"
                         r"plausible|valid|correct|right|possible|good|defensible|well)\b|\bevery\s+bit\s+as\b|"
                         r"\bjust\s+as\s+(?:good|correct|right|valid|likely|plausible|possible|defensible|well)\b|\btout\s+autant\b|"
                         r"\bdepending\s+on\s+how\b|"
                         r"\bboth\s+(?:satisfy|fit|work|hold|(?:(?:are|seem|look)\s+)?(?:\w+\s+)?(?:final|correct|right|valid|possible|"
                         r"defensible|plausible|acceptable|reasonable))\b|"
                         r"\b(?:on|under|in)\s+(?:the|a|another|other)\s+(?:[\w-]+\s+)?(?:reading|interpretation|construal)\b")
_WORD_CHAR = re.compile(r"[^\W_]")
# A share of belief given to a value: "22: 48%", "(B) (30%)", "B — 0.3 probability".
_SHARE = re.compile(r"(?i)(?:[:(—–=]|\bat)[ \t]*(?:\d{1,2}(?:\.\d+)?[ \t]*%|0?\.\d+[ \t]*(?:probability|chance|likelihood))"
                    r"|\bp\([^()\n]{1,40}\)[ \t]*[=:≈][ \t]*0?\.\d")


_NUMBERED_HEADING = re.compile(r"[#*_ ]*(\d{1,2})[.)](?:[ \t]+[*_]*([A-Z][a-z]+(?:[ \t]+[A-Za-z][a-z]+)?)[*_:]*)?")


def _numbered_next(section: str, number: int, at: int) -> bool:
    """A line numbered ``number + 1`` follows ``at``."""
    return re.compile(rf"(?m)^[#*_ ]*{number + 1}[.)][ \t]").search(section, at) is not None


def rival_before(section: str, cand, value, read, walk) -> bool:
    """An earlier answer of equal standing with another value, not corrected since: two offers.

    "Answer: 19⏎Answer: 18", "**19** … \\boxed{18}", two ``<answer>`` tags, ``{"answer": 19,
    "answer": 18}``: the reply committed to both. "Answer: 19. Sorry, I mean 18." corrects.
    """
    supposed = conditional(section, cand.start)
    added = _added_to(section, cand.start)  # ("the answer is also (B)": one more, whatever corrected before it)
    rival = getattr(read, "rival", None)
    for i, earlier in enumerate(walk):
        if i >= MAX_RIVALS:
            break
        if earlier.layer == "block" and earlier.source == "statement" and earlier.start < cand.start <= earlier.end and \
                "\n" in section[earlier.start:cand.start]:
            continue  # the decisive statement is in the block under this label ("answer⏎Some would answer (D); … The
            # answer is (E)"): one block, read by its statement
        if earlier.layer == "block" and earlier.source == "statement" and _HEADING.match(section, earlier.start) and \
                WORKING_STEP.search(earlier.text) and "\n#" not in section[earlier.start:cand.start]:
            continue  # a heading opens the answer's section, and its first line is a step of the working ("## Answer⏎⏎The
            # toys cost $12 + $5 = $17.⏎Dean has $38 - $17 = $21 left.⏎⏎**21**"): the section's answer comes after it
        if earlier.source == "line" and (heading := _NUMBERED_HEADING.fullmatch(earlier.text.strip())) is not None and \
                (heading.group(2) or _numbered_next(section, int(heading.group(1)), earlier.end)):
            continue  # "1. Question⏎…⏎2. Working⏎…⏎3. Answer⏎⏎Answer: 34": a document's numbered headings, no values (a
            # bare "1." is one when "2." follows: the echoed question under it was dropped)
        if earlier.source == "line" and (earlier.start <= cand.start <= earlier.end or earlier.strict != True  # noqa: E712
                                         and earlier.layer != "block"  # a line under an answer label answers
                                         and not _wrapped(earlier.text) and not supposed
                                         and not _side_by_side(section, earlier, cand)):
            continue  # the answer's own line; a bare line mid-reply is working (but an answer when the one
            # after it is only supposed: "False⏎If read differently, it would be True"); a wrapped one is one
        if earlier.source == "line" and not supposed and _heads_review(section, earlier):
            continue  # "**C) keep her daughter in high school**⏎Public high school is free, …": an option-by-option
            # review's heading over what it says of the option, no answer
        if earlier.source == cand.source == "transcript" and _ASKS_FOR_ANSWER.search(_asked_above(section, cand.start)) \
                and not _ASKS_FOR_ANSWER.search(_asked_above(section, earlier.start)):
            continue  # "Q: And next?⏎A: … = 225 miles.⏎Q: So what is the answer?⏎A: 255.": it answered another question
        if earlier.layer == "block" and earlier.source == "statement" and _opens_working_list(section, earlier):
            continue  # "Lösung:⏎- Film C dauert 1,25 Stunden = 75 Minuten.⏎…⏎**Antwort: 20**": a label over the working
        if earlier.summary and earlier.layer == "block":
            continue  # "**Summary:**⏎- … = 4 years old.⏎- So … 8": a list recapping the working, no answer of its own
        if earlier.source == "statement" and _STEP_RESULT.match(section, earlier.start) and not (
                supposed and _standing(section, earlier) == 2):
            continue  # "…, the result is True." states a step of the working, not an answer (a line that
            # opens with it does, when the answer after it is only supposed: "The result is False.⏎If
            # read differently, the answer would be True.")
        if earlier.source == "statement" and _RATED_SO.match(section, earlier.start) and asks_for_not_so(QUESTION.get()):
            continue  # under "Which … is NOT correct?", "D is correct" rates statement D true: it rules D out ("A is
            # correct. … C is incorrect. D is correct. The answer is C.")
        if earlier.source == "statement" and _ANSWER_ELEMENT.match(section, earlier.start) and \
                "</answer>" not in section[earlier.start:cand.start] and read(earlier.text, True) is None:
            continue  # "<answer>Incredulous doesn't fit.⏎⏎So the answer is A</answer>": the element holds the
            # statement, and the sentence it opens with is the answer's working (a bare value there is an answer)
        # beside a supposed answer, a line of its own answers as a last line does ("(D) 06/17/2019")
        heading = _HEADING.match(earlier.text) if earlier.source == "line" else None
        found = read(earlier.text[heading.end():], True) if heading else \
            read(earlier.text, True if earlier.source == "line" and (supposed or _side_by_side(section, earlier, cand)
                                                                  and not _OPTION_LABEL_LINE.match(earlier.text)
                                                                  and _pair_ends_run(section, earlier, read))
                 else earlier.strict)  # ("# 16": a heading; "mauve⏎black": two lines, each only an answer)
        if found is not None and found.ambiguous and found.value != value and earlier.source == "statement" and \
                earlier.start < cand.start <= earlier.end and \
                not _CORRECTION.search(section, _past_first_value(section, earlier, found), cand.start):
            return True  # it stands inside a statement that offers two: "The answer is (E), and (B) is correct as well."
            # (its first value is no correction word: "The answer is No, or put differently, the answer is Yes.")
        if found is None or found.ambiguous or found.withdrawn or found.value == value or rival is not None and \
                not rival(found.value, value):
            continue  # (a reader's rival test: "Final Answer:" is no second word list)
        if earlier.source == "line" and cand.source == "statement" and \
                _STEP_HEADING.fullmatch(previous_text_line(section, earlier.start)) and \
                _worked_on(section, earlier.end, cand.start, found.text):
            continue  # "**Step 2: Apples picked on Tuesday**⏎**12 apples**.⏎…⏎2 × 12 = 24⏎…⏎**Answer: 50**": the result of a
            # numbered step of the working, under its heading, that a later step works on, before a stated answer (not
            # "**Step 1: Strict reading**⏎12⏎**Step 2: Loose reading**⏎13": a result no step uses is one of two answers,
            # nor one step's value against another's)
        if earlier.source == "statement" and _rules_itself_out(earlier, found, read):
            continue  # "⇒ T′ = 120 ✗ (misreads the question)", "Answer: 19 (wrong)": its own clause takes it back
        if earlier.source == "statement" and _asks(earlier.text) and not _ANSWERED_YES.search(earlier.text):
            continue  # "Checking again: Answer: 28? No, that was a slip.": asked, not given (as in _strong)
        if _standing(section, earlier) < _standing(section, cand):
            return False  # "the answer should be No … **Answer:** Yes": a labelled answer outranks prose
        if _final_over(section, cand.start, earlier.start):
            return False  # "The answer is B. Final answer: \\boxed{D}": the final one stands
        if supposed:
            return True  # "However, if read differently, the answer would be True" corrects nothing
        if earlier.source == "statement" and _WOULD_BE.match(section, earlier.start) and \
                conditional(section, earlier.start) and _CASE_DENIED.search(section, earlier.start, cand.start):
            continue  # "If we counted the red ones, the answer would be 10. We do not, so the answer is 5."
        if added:
            return True  # "Answer: (A).⏎Correction: the answer is also (B).": one more, no correction
        if _standing(section, earlier) > _standing(section, cand):
            # a labelled answer is taken back only by an explicit correction, not by a "however" in
            # the prose after it ("**Option:** Yes … However, … so the answer is No" offers both)
            return not _corrected(_EXPLICIT_CORRECTION, section, earlier.start, cand.start + 12, read, {found.value, value})
        return not _corrected(_CORRECTION, section, earlier.start, cand.start + 12, read, {found.value, value})
    return False


def _added_to(section: str, at: int) -> bool:
    """The statement of the answer at ``at`` gives it as one more ("the answer is also (B)", "the answer is (B) too"):
    whatever correction word came before it, the earlier answer stands beside it. Only the statement's own clause counts
    ("I forgot the drum as well, so the answer is 13" corrects; "…, which also explains it" remarks on the answer)."""
    end = _sentence_end(section, at)
    if (remark := _REMARK_ON_IT.search(section, at, end)) is not None:
        end = remark.start()
    return _ONE_MORE_HERE.search(section, at, end) is not None


# Where a clause that remarks on the answer opens after it: ", which …", "; …", " — …".
_REMARK_ON_IT = re.compile(r",\s*(?:which|who|that|since|because|as)\b|;|\s[—–]\s")
# One more, said of the value itself: "is also" right before it ("the answer is also (B)"; not "also easy to verify", nor
# German "also", "so": "die Antwort lautet also 34"), "too" or "as well" right after it, closing its clause ("… is (B) too";
# not "the answer is 13 because I forgot the drum too").
_VALUE_WORD = r"(?:\(?[A-R]\)?|[-$€£]?\d[\d,.]*|true|false|yes|no|valid|invalid|plausible|implausible)"
_ONE_MORE_HERE = re.compile(r"(?i)(?:\bis|'s|\bbe|\bwas|\bare)\s+also\b(?=[\s*_\"'`(]*" + _VALUE_WORD + r"(?![\w]))|"
                            r"(?<![\w$€£-])" + _VALUE_WORD + r"[\s*_\"'`)]*\b(?:too|as\s+well)\b(?=[\s*_\"'`)]*(?:[.,;:!?—–]|$))")


def _worked_on(section: str, start: int, end: int, said: str) -> bool:
    """The number ``said`` opens with ("12 apples") is an operand of a calculation on a line between ``start`` and
    ``end``: before its "=", next to an operator ("2 × 12 = 24", "14 + 12 + 24"; not the result of one: "6 + 6 = 12")."""
    number = _LEADING_NUMBER.match(said)
    if number is None:
        return False
    operand = re.compile(rf"(?<![\d.,]){re.escape(number.group(1))}(?![\d]|[.,]\d)")
    for line in section[start:end].split("\n"):
        worked = line[: line.rfind("=")] if "=" in line else line
        if _CALCULATION.search(worked) and operand.search(worked) and not _CHECKED.search(line):
            return True  # (a check of the value is no step built on it: "75 / 3 = 25 ✓")
    return False


_CALCULATION = re.compile(r"\d[ \t*_]*[-+*/×÷x−][ \t*_]*\$?\d")
_CHECKED = re.compile(r"(?i)[✓✔✅☑]|\bcheck")
_LEADING_NUMBER = re.compile(r"[ \t*_$€£]*(\d[\d,]*(?:\.\d+)?)")


# The heading of a numbered step of the working, in any of the languages read: "**Step 2: Apples picked on Tuesday**",
# "### Étape 2 :", "Paso 3." (not one whose title names the answer, the result, the total, a choice, a candidate, a case
# or a reading, in the languages read: "**Step 3: Final answer**", "**Step 1: First candidate**", "Step 2: If read loosely",
# "Schritt 1: Wenn …").
_STEP_HEADING = re.compile(r"(?i)[ \t>#*_-]*(?:step|stage|phase|schritt|paso|étape|etapa|passo|шаг|adım|ステップ|步骤|단계)"
                           r"[ \t]*\d{1,2}(?:[ \t]*[:.)—–-][ \t]*(?:(?!answer|final|result|total|conclu|solution|pick|choice|choose|"
                           r"select|option|verdict|decision|candidate|possib|alternat|reading|interpret|case|scenario|if\b|guess|version|method|approach|way\b|under\b|key\b|wording|view|"
                           r"perspective|angle|assum|suppos|usual|literal|strict|loose|wenn\b|falls\b|si\b|se\b|lectur|lesart|"
                           r"lettur|leitur|respuesta|réponse|antwort|resposta|"
                           r"risposta|ответ|ergebnis|résultat|resultado|summe|итог)[^\n:*#])*)?[ \t:*_#]*")


# A line that is an option's letter and words and nothing else: "**C) keep her daughter in high school**", "### (B) 14".
_OPTION_HEADING_LINE = re.compile(r"[ \t>#*_-]*[(\[]?([A-R])[)\].:][ \t]+[^\n]{1,120}?[*_]*[ \t]*")
_OPTION_HEADING_LINES = re.compile(r"(?m)^" + _OPTION_HEADING_LINE.pattern + "$")


def _heads_review(section: str, line) -> bool:
    """The line heads an option in an option-by-option review: a heading of an option's letter and words, with prose
    under it, and another option headed the same way elsewhere in the reply."""
    heading = _OPTION_HEADING_LINE.fullmatch(line.text.strip())
    if heading is None:
        return False
    below = section[line.end:].lstrip("\n").split("\n", 1)[0]
    if not below.strip() or _OPTION_HEADING_LINE.fullmatch(below.strip()):
        return False  # (a run of option lines, or the reply's last line, is read as such)
    others = {m.group(1) for m in _OPTION_HEADING_LINES.finditer(section) if m.group(1) != heading.group(1)}
    return bool(others)


def _past_first_value(section: str, cand, reading: Reading) -> int:
    """Where the statement ``cand``'s first value (``reading.text``) ends in the section, else where it starts."""
    at = section.find(reading.text, cand.start, cand.start + len(cand.text) + MAX_SPAN_CHARS) if reading.text else -1
    return cand.start if at == -1 else at + len(reading.text)


# A verdict that an option's statement is so: "D is correct", "(B) is also true", "Option A is accurate" (not "D is
# the correct answer", nor "D is correct answer").
_RATED_SO = re.compile(r"(?i)[\s*_]*(?:(?:option|choice|statement)\s+)?[(\[]?[A-J][)\]]?[\s*_:]*(?:is|are)\s+(?:also\s+)?"
                       r"(?:correct|true|accurate|valid|right)\b(?![\s*_]+(?:answer|option|choice|one|statement)\b)")


def _rules_itself_out(cand, reading: Reading, read) -> bool:
    """The statement's own clause takes its value back, as it would were the statement decisive
    (:func:`.commitment.settle` on the rest of its clause alone)."""
    span = cand.context or cand.text
    at = getattr(read, "position", lambda span, reading: 0)(span, reading)
    value_at = getattr(read, "value_at", None)
    own_rest, _ = _own_sentence(span, reading, value_at, getattr(read, "own_text", lambda value: "")(reading.value), at)
    return bool(own_rest.strip()) and settle(reading.value, "", getattr(read, "offers", None), None, own_rest, None,
                                             getattr(read, "rival", None), value_at) == WITHDRAWN


_ANSWER_ELEMENT = re.compile(r"\s*<answer>")
# A question its own reply answers yes: "Answer: 28? Yes!" gives 28.
_ANSWERED_YES = re.compile(r"(?i)\?[\s*_\"'`]*(?:yes|yep|yeah|right|correct|exactly|indeed)\b")


# A correction word that is also a verdict ("wrong", "incorrect", "a mistake"): a correction only
# when it is not said of a third option ("The answer is (B). (A) is wrong, (E) is right." offers B and E).
_VERDICT_WORD = re.compile(r"(?i)wrong|incorrect|mistak\w*|errors?|reject\w*|refut\w*|disprov\w*|discard\w*|ruled\s+out")


def _corrected(pattern: re.Pattern, section: str, start: int, end: int, read, values: set) -> bool:
    """A correction between ``start`` and ``end`` (a verdict on some third value corrects nothing)."""
    offers = getattr(read, "offers", None)
    for checked, m in enumerate(pattern.finditer(section, start, end)):
        if offers is None or not _VERDICT_WORD.fullmatch(m.group(0)):
            return True
        if checked >= MAX_VERDICT_CHECKS:
            break  # (bounded work: verdict after verdict on other options corrects nothing)
        floor, ceiling = max(0, m.start() - MAX_SPAN_CHARS), min(len(section), m.end() + MAX_SPAN_CHARS)
        sentence_start = max(section.rfind(stop, floor, m.start()) for stop in (". ", "! ", "? ", "\n")) + 1 or floor
        sentence_end = min([i for i in (section.find(stop, m.end(), ceiling) for stop in (". ", "\n")) if i != -1]
                           or [ceiling])
        if not any(polarity is Polarity.NEGATED and found not in values
                   for found, polarity in offers(section[sentence_start:sentence_end])):
            return True
    return False


#: Verdict words read for whom they judge (:func:`_corrected`), at most.
MAX_VERDICT_CHECKS = 8


# Between two answer lines given side by side: nothing but line ends and fence marks ("19⏎18", "```⏎19⏎```⏎```⏎18⏎```").
_SIDE_BY_SIDE = re.compile(r"[\s`]*")


# A line that opens with an option's label ("(E): 05/24/1943", "Option (A): …"): a line of an echoed option list.
_OPTION_LABEL_LINE = re.compile(r"(?i)[ \t>*_-]*(?:option[ \t]+)?[(\[]?[A-R][)\].:]")


def _pair_ends_run(section: str, earlier, read) -> bool:
    """The line above ``earlier`` gives no value of its own: the two lines are a pair, not the end of a listing
    ("Sorted order:⏎Bernard⏎Gwen⏎Louis⏎Vincent" lists; "The furthest are:⏎mauve⏎black" offers two)."""
    above = previous_text_line(section, section.rfind("\n", 0, earlier.start) + 1)
    return not above.strip() or read(above.strip(), True) is None


def _side_by_side(section: str, earlier, cand) -> bool:
    """Two lines that are each only an answer, one right after the other: both are given."""
    return cand.source == "line" and earlier.end <= cand.start and \
        _SIDE_BY_SIDE.fullmatch(section, earlier.end, cand.start) is not None


# A markdown heading's marks: a heading that is only a value gives it as an answer ("# 16").
_HEADING = re.compile(r"[ \t]*#{1,6}[ \t]+")
_LIST_ITEM = re.compile(r"[ \t]*(?:[-*•]|\d{1,2}[.)])[ \t]+")
# A sum worked out on a line, whatever wraps its result: "Total: 20 + 30 + 40 = **90** beads".
_WORKS_OUT = re.compile(r"\d[ \t]*[-+*/×÷x−][ \t]*\$?\d[^=\n]{0,40}=")
# A list item that gives one part of a breakdown under its own label: "- Mother: 20 beads".
_BREAKDOWN_ITEM = re.compile(r"(?i)[ \t]*(?:[-*•]|\d{1,2}[.)])[ \t]+[*_]*(?!(?:total|answer|result|final|sum|overall|in\s+total)\b)"
                             r"[^:\n—–]{1,40}(?::|[ \t][—–][ \t])")


# A line that only joins the lines around it: "or", "and/or", "oder", "或".
_JOINER_LINE = re.compile(r"(?i)[ \t>*_-]*(?:or|and/or|either|o|ou|oder|of|или|或|または|又は)[ \t*_:.…]*")


def _joined_above(section: str, start: int, value, read) -> bool:
    """The line above the answer's line is a joiner alone, and the line above that gives another value."""
    line_start = section.rfind("\n", 0, start) + 1
    joiner = previous_text_line(section, line_start)
    if not joiner or len(joiner) > 16 or not _JOINER_LINE.fullmatch(joiner):
        return False
    joiner_start = section.rfind(joiner, 0, line_start)
    before = previous_text_line(section, joiner_start)
    found = read(before, True) if before else None
    return found is not None and found.value != value and (getattr(read, "rival", None) or differs)(found.value, value)


# A quantity said again in another unit: "1,25 Stunden = 75 Minuten", "2 km = 2000 m".
_CONVERTED = re.compile(r"\d[\d.,]*[ \t]*[^\W\d_]+[ \t]*=[ \t]*\d")


def _opens_working_list(section: str, cand) -> bool:
    """The block under a label is a list of the working: its first item is a step ("- Yours: 100 − 20
    = 80"), or a later one is and prose follows the list ("- Mother: 20 beads⏎- Sister: 20 + 10 = 30
    beads⏎⏎Total: … = **90**"). The label heads the working, and the answer is what it comes to below."""
    if _LIST_ITEM.match(cand.text) is None:
        return False
    if WORKING_STEP.search(cand.text) is not None or _CONVERTED.search(cand.text.split("\n", 1)[0]) is not None:
        return True  # ("- Film C dauert 1,25 Stunden = 75 Minuten.": a quantity converted is a step too)
    if _BREAKDOWN_ITEM.match(cand.text) is None:
        return False  # ("- 90 beads⏎- 20 + 10 = 30 for the sister": the answer first, then its working)
    stepped = False
    for line in section[cand.start:cand.start + _PARAGRAPH_REACH].split("\n")[1:]:
        if not line.strip():
            continue  # (a blank line may part the list from the prose)
        if not _LIST_ITEM.match(line):
            return stepped and _WORKS_OUT.search(line) is not None  # (the prose below works out the total)
        stepped = stepped or WORKING_STEP.search(line) is not None
    return False


def _standing(section: str, cand) -> int:
    """How strongly a candidate commits: 2 for a labelled answer (a line opening with its label, a
    box, a tag, a block, a table cell), 1 for a statement inside prose ("so the answer is B") or an
    answer line that opens the reply before its explanation."""
    if cand.source == "line" and cand.strict is True and cand.start == opening_line(section) and \
            _EXPLAINED.match(section, cand.end):
        return 1  # an answer given first, in a line of its own, then explained: a later statement outranks it
    if cand.source != "statement" or cand.layer == "block":
        return 2
    at = cand.start
    while section.startswith("\n", at) and at < cand.start + 8:
        at += 1  # (a marker matched from the line end before its line: "x⏎ANSWER = 26" opens its line)
    line_start = section.rfind("\n", 0, at) + 1
    return 2 if _LINE_OPENING.fullmatch(section, line_start, at) else 1


# Prose right after an opening answer line (not a box, tag, heading or table; a sentence with a
# function word): the line is an answer explained below, not one of two answers given side by side.
_EXPLAINED = re.compile(r"(?i)\s*(?!\\boxed|\$|<|#|\|)[^\n]{0,200}?\b(?:the|is|are|was|because|since|so|this|that|we|"
                        r"which|each|explanation|reasoning|why)\b")


_CONDITION = re.compile(r"(?i)\b(?:if|unless|assuming|supposing|provided\s+that|otherwise|alternatively|in\s+case)\b"
                        # ... or a condition put by inversion: "Had the problem intended …, the answer would be 13"
                        r"|\b(?-i:Had|Were|Should)\s+(?:the|we|it|they|he|she|you|I|this|that|there|one)\b")




# A statement in the conditional mood: "the answer would be", "my answer might be".
_WOULD_BE = re.compile(r"(?i)[ \t*_]*(?:final\s+|correct\s+|my\s+)?answer\s+(?:would|could|might)\s+(?:then\s+|instead\s+)?be\b")
# The condition of a supposed answer denied in the rest of its sentence: "If it meant mammals, the answer would be 1,
# but there's no indication of that", "… would be 26, but it specifically asks how many were yellow", "…, but it doesn't".
_SET_ASIDE = re.compile(r"(?i)" + SET_ASIDE)


# Between a supposed answer and the answer given: the case it supposed denied, or the question taken
# as it is ("We do not, so …", "That is not the case", "For the question as asked, …").
_CASE_DENIED = re.compile(r"(?i)\b(?:as\s+(?:it\s+is\s+)?(?:actually\s+)?(?:asked|posed|stated|written)|(?:we|they|it|he|she|that|this)"
                          r"\s+(?:do|does|did|is|was|are|were)(?:\s+not|n't)\b|(?:isn't|is\s+not|wasn't|was\s+not)\s+the\s+case)")


# What ends a sentence where a statement's own sentence is looked for (a full stop inside brackets too: ".)").
_SENTENCE_STOPS = (". ", "! ", "? ", "\n")


def _sentence_end(section: str, at: int) -> int:
    """Where the sentence around ``at`` ends (its full stop, or its line's end)."""
    ends = [i for i in (*(section.find(stop, at) for stop in _SENTENCE_STOPS), section.find(".)", at)) if i != -1]
    return min(ends) if ends else len(section)


# A condition in the answer's sentence, before or after it: "if", "unless", "assuming", "provided", and a sentence
# opened by another language's "if" ("Si « les autres » sont les voisins, alors …", "Wenn …").
_CASE_CONDITION = re.compile(r"(?i)\b(?:if|unless|assuming|supposing|provided|in\s+case|wenn|falls)\b|"
                             r"(?:^|(?<=[.!?\n]))[\s*_\"'«]*(?:si|se|если|如果)\b")
# The other case, opening a clause: "; otherwise …", ", and if not, …", "Otherwise, …", "Sinon, …", "Sonst …".
_OTHER_CASE = re.compile(r"(?i)(?:^|[;,:(—–]|\b(?:and|but|or)\b)[\s*_]*(?:otherwise|else|if\s+not|(?:in|for)\s+(?:the\s+|any\s+)?"
                         r"(?:other|second|latter)\s+cases?|sinon|de\s+lo\s+contrario|en\s+caso\s+contrario|sonst|andernfalls|"
                         r"altrimenti|caso\s+contr[aá]rio|sen[ãa]o|иначе|否则)\b")


# Two cases named in one sentence: "For the first half of the question …; for the second half …", "in the first
# reading …, in the second reading …" (group 1: where the second case starts).
_CASE_PAIR = re.compile(r"(?i)\b(?:in|for|under)\s+the\s+(?:first|former)\s+(?:half|part|case|reading|interpretation|scenario)\b"
                        r"[^.!?\n]{0,200}?(\b(?:in|for|under)\s+the\s+(?:second|latter|other)\s+(?:half|part|case|reading|"
                        r"interpretation|scenario)\b)")


def _answers_per_case(sentence: str, offers) -> bool:
    """The sentence names two cases and affirms a different answer in each ("For the first half of the question the
    verdict is C; for the second half it's A"); one answer for both ("in the first case …; in the second …, so B") is
    one answer."""
    pair = _CASE_PAIR.search(sentence)
    if pair is None:
        return False
    first = {found for found, polarity in offers(sentence[:pair.start(1)], concluding=False) if polarity in OFFERS}
    second = {found for found, polarity in offers(sentence[pair.start(1):], concluding=False) if polarity in OFFERS}
    return bool(first) and bool(second) and first != second


# A line that gives a value under a label of its own, maybe in a list: "- **For a quick, test-style answer:** (E) …",
# "**Short answer:** 93" (group 1: the bullet and emphasis before the label, its shape).
# (read on a line's first MAX_LABEL_SPAN characters: a label stands at its line's start)
_LABELLED_ITEM = re.compile(r"([ \t]*+(?:[-*•+][ \t]++|\d{1,2}[.)][ \t]++)?(?:\*\*|__)?)[^*_:<>\n]{2,100}?[ \t]?:[ \t]*+(?:\*\*|__)?"
                            r"[ \t]*+(?=\S)")
MAX_LABEL_SPAN = 200
# A value that opens a clause as its subject: "A is the family.", "B would mean …" (a value under a label otherwise
# stands alone, maybe with its option's text and a remark: "(B) 05/21/2021 — counting …", "(A) leave their family — …").
_OPENS_CLAUSE = re.compile(r"(?i)[ \t*_]*(?:is|was|are|were|has|have|had|does|do|did|would|could|can|will|should|might|may|"
                           r"must|fits?|seems?|makes?|means?|describes?)\b")
# A label for an answer, a reading or an audience: "Short answer", "For a quick, test-style answer", "For a reader who
# wants …", "Strict reading" (not a step of the working: "Eggs left", "Explanation", "Key step").
_ANSWER_LABEL = re.compile(r"(?i)\banswer\b|^[\s*_\d.)•+-]*(?:for|if|when)\b|\b(?:reading|interpretation|version|view|take|audience|level|"
                           # ... or for a belief or a pick: "**Best guess:** 16%", "Gut call:", "My pick:"
                           r"guess|pick|choice|bet|hunch|verdict|recommendation)\b")
# Above the answer's label, only a pick of the speaker's is a sibling that offers ("**Best guess:** 16%⏎**Safe answer:**
# 12%", "**Gut call:**", "**Verdict:**"); one for a case, a position or a level labels a step ("- **For muffins:** 4
# eggs", "**Position 3:** …"), and a pick set aside in its own label is none ("**Tempting guess:**", "**Answer if …:**").
_PICK_LABEL = re.compile(r"(?i)^(?![^:\n]*\b(?:if|without|before|tempting|except|unless)\b)[^:\n]*(?:\b(?:best|my|our|gut|top|"
                         r"safe|safest)\s+(?:guess|pick|choice|bet|call)\b|\bhunch\b|\bverdict\b|\brecommendation\b)")
# A sentence after the answer on its line that opens with another label for an answer: "Quick answer: (F). Full answer,
# with the caveat included: (A) …".
_ANSWER_LABEL_AFTER = re.compile(r"(?i)(?<=[.!?])[ \t]++[*_]*+[A-Z][^.:\n]{0,60}?\banswer\b[^.:\n]{0,60}:[ \t*_]*+(?=\S)")
#: Lines after the answer's read for sibling labels.
MAX_SIBLING_LINES = 6


def _sibling_label_offers(section: str, at: int, value, read) -> bool:
    """The answer is given under a label, and a sibling label after it gives another value: the next items of its list
    in the same shape ("- **For a quick, test-style answer:** (E)⏎- **For a reader who wants the more careful
    treatment:** (B) 05/21/2021 — …") or another answer label later on its line ("Quick answer: (F). Full answer, with
    the caveat included: (A)"). Each is one answer for one purpose: side by side, neither is the reply's."""
    value_at = getattr(read, "value_at", None)
    rival = getattr(read, "rival", None) or differs
    if value_at is None:
        return False
    while at < len(section) and section[at] in " \t\n\r":
        at += 1  # (a statement's marker may open on the line break before it)
    line_start = section.rfind("\n", 0, at) + 1
    line_end = _line_end(section, at)
    for later in _ANSWER_LABEL_AFTER.finditer(section, at, line_end):
        if _alone_under_label(section[later.start(): line_end], section[later.end(): line_end], value, read, value_at, rival):
            return True
    own = _LABELLED_ITEM.match(section, line_start, min(line_end, line_start + MAX_LABEL_SPAN))
    if own is None or not own.group(1).strip() or at > own.end() + 2 or \
            not _ANSWER_LABEL.search(section, line_start, own.end()):
        return False  # (only an answer that is its line's labelled value, in a list or in bold: "Given the sequence: …
        # The correct answer is (K)" labels a step of the working)
    shape = own.group(1)
    # (the lines below it, then those right above it: "**Best guess:** 16% — …⏎**Safe answer:** 12% — …")
    for lines, label in ((_lines_below(section, line_end), _ANSWER_LABEL), (_lines_above(section, line_start), _PICK_LABEL)):
        for line in lines:
            offered = _sibling_offers(line, shape, value, read, value_at, rival, label)
            if offered is False:
                break
            if offered:
                return True
    return False


def _lines_below(section: str, line_end: int):
    """The non-blank lines after the line ending at ``line_end``, nearest first, :data:`MAX_SIBLING_LINES` at most."""
    start = line_end + 1
    for _ in range(MAX_SIBLING_LINES):
        if start >= len(section):
            return
        end = _line_end(section, start)
        if section[start:end].strip():
            yield section[start:end]
        start = end + 1


def _lines_above(section: str, line_start: int):
    """The non-blank lines before the line starting at ``line_start``, nearest first, as many at most."""
    end = line_start - 1
    for _ in range(MAX_SIBLING_LINES):
        if end <= 0:
            return
        start = section.rfind("\n", 0, end) + 1
        if section[start:end].strip():
            yield section[start:end]
        end = start - 1


def _sibling_offers(line: str, shape: str, value, read, value_at, rival, label: re.Pattern) -> bool | None:
    """Whether a line beside the answer's is a sibling of its label (same shape) giving another value under a
    ``label`` (True), a sibling that does not (None), or no sibling, ending the list (False)."""
    item = _LABELLED_ITEM.match(line, 0, MAX_LABEL_SPAN)
    if item is None or _DIGIT_RUN.sub("0", item.group(1)) != _DIGIT_RUN.sub("0", shape):
        return False
    if label.search(line, 0, item.end()) and not _SUPERSEDED_LABEL.search(line, 0, item.end()) and \
            _alone_under_label(line, line[item.end():], value, read, value_at, rival):
        return True
    return None


# A label for what the answer below replaced: "Initial guess:", "First attempt:", "Draft answer:".
_SUPERSEDED_LABEL = re.compile(r"(?i)\b(?:initial|first|earlier|previous|original|draft|rough|old|prior|preliminary|naive)\b")


_DIGIT_RUN = re.compile(r"\d+")


def _alone_under_label(line: str, said: str, value, read, value_at, rival) -> bool:
    """``said`` (what follows a label) opens with another value that stands alone, maybe with its option's text
    ("(B) 05/21/2021 — …", "20 — reading …"), not as the subject of a clause ("A is the family.", :data:`_OPENS_CLAUSE`),
    and its ``line`` does not rule it out ("**Rejected:** 16 (does not fit)")."""
    found = value_at(said)
    if found is None or not rival(found[0], value) or _OPENS_CLAUSE.match(said, found[1]) is not None:
        return False
    offers = getattr(read, "offers", None)
    return offers is None or not any(other == found[0] and polarity is Polarity.NEGATED for other, polarity in offers(line))


# Where the answer's sentence turns to explaining it: "because", "since", a colon after the answer.
_EXPLAINED_FROM = re.compile(r"(?i)\b(?:because|since|as|given\s+that)\b|:\s")
# A condition the reply grants: "…, which it does", "(they do)", "and it does", "which is the case".
_GRANTED = re.compile(r"(?i)\bwhich\s+(?:it|they|he|she|we)\s+(?:does|do|is|are|did)\b|\(\s*(?:it|they|he|she)\s+(?:does|do|is|are|"
                      r"did)\s*\)|\bwhich\s+is\s+the\s+case\b|\band\s+(?:it|they)\s+(?:does|do)\b")
# The other case set aside: "…, but there's no indication of that", "…, but the problem says she sells the remainder".
_CASE_SET_ASIDE = re.compile(r"(?i)" + SET_ASIDE + r"|\bbut\s+the\s+(?:problem|question|text|passage|wording)\s+(?:says|states|"
                             r"tells|asks|specifies|makes\s+(?:it\s+)?clear)\b|\bwhich\s+(?:we|it|they|she|he|you)\s+(?:don'?t|doesn'?t|"
                             r"do\s+not|does\s+not|didn'?t|did\s+not)\s+(?:have|do|need)\b|\bwhich\s+(?:isn'?t|is\s+not)\s+the\s+case\b")
#: How far after the other case a granted condition or a case set aside is looked for.
MAX_BRANCH_CHARS = 200


def _case_split(section: str, at: int, offers=None) -> bool:
    """The answer's sentence puts it under a condition, and the other case follows in that sentence or opens the next:
    the answer holds in one case only ("The answer is 860 if he rode 5 times a week, otherwise it is more."); or the
    sentence gives a different answer for each of two cases it names (:func:`_answers_per_case`)."""
    start = max(section.rfind(end, 0, at) for end in _SENTENCE_STOPS) + 1
    end = _sentence_end(section, at)
    if offers is not None and _answers_per_case(section[start:end], offers):
        return True
    explained = _EXPLAINED_FROM.search(section, at, end)  # (a condition in the explanation is the explanation's: "(A),
    # because if she had gone earlier, someone would have seen her; otherwise …")
    if not any(not FORCED_CHOICE.match(section, m.start()) and not (explained and m.start() > explained.start())
               for m in _CASE_CONDITION.finditer(section, start, end)):
        return False
    branch = _OTHER_CASE.search(section, at, end)
    if branch is None and end < len(section):
        following = section[end + 1: end + 40]
        branch = _OTHER_CASE.match(following.lstrip())
        branch_end = end + 1 + len(following) - len(following.lstrip()) + branch.end() if branch else 0
    else:
        branch_end = branch.end() if branch else 0
    if branch is None:
        return False
    # the condition granted ("if the question means per day, which it does; otherwise …") or the other case set aside
    # ("Otherwise it would be lower, but the problem says she sells the remainder") leaves one case
    return not _GRANTED.search(section, start, branch_end + MAX_BRANCH_CHARS) and \
        not _CASE_SET_ASIDE.search(section, branch_end, branch_end + MAX_BRANCH_CHARS)


def conditional(section: str, at: int) -> bool:
    """The statement at ``at`` stands under a condition in its own sentence ("if …, the answer would be 19")."""
    start = max(section.rfind(end, 0, at) for end in _SENTENCE_STOPS) + 1
    return any(not FORCED_CHOICE.match(section, m.start()) for m in _CONDITION.finditer(section, start, at))


# What labels an answer the last word: "Final answer:", "Definitive answer after checking:", "Revised answer:".
_FINAL_LABEL = re.compile(r"final|definitive|revised|corrected|updated")


def _final_over(section: str, later: int, earlier: int) -> bool:
    """The later answer is labelled final and the earlier one is not."""
    def labelled_final(at: int) -> bool:
        line_start = section.rfind("\n", 0, at) + 1
        return _FINAL_LABEL.search(section[max(line_start, at - 30): at + 16].casefold()) is not None
    return labelled_final(later) and not labelled_final(earlier)


# Where a statement's own sentence stops answering and starts explaining ("B because …", "B — …").
_EXPLAINS = re.compile(r"(?i)\b(?:because|since|(?<!same )(?<!known )(?<!such )(?<!well )(?<!just )(?<!counts )(?<!count )(?<!counted )(?<!treated )(?<!regarded )(?<!seen )(?<!classed )as|given|due\s+to|considering|for|who|whose|where|after|before|"
                       r"although|though|while|whereas|even\s+though|unlike)\b")
# A colon after words, outside brackets, opens the answer's breakdown: "**3 bolts** in total: 2 bolts of
# blue fiber and 1 of white" (in "18 (confidence: 90%)" the colon is the bracket's own).
_BREAKDOWN = re.compile(r"^[^()\[\]:\n]*?[A-Za-z*_][ \t]*:[ \t]+(?=\S)")


def _explanation(text: str, start: int = 0, end: int | None = None) -> int:
    """Where the explanation after an answer starts in ``text[start:end]`` (``-1``: none)."""
    end = len(text) if end is None else end
    found = _EXPLAINS.search(text, start, end)
    colon = _BREAKDOWN.match(text[start:end])
    rival = other_option_clause(text, start, end)
    at = ([found.start()] if found else []) + ([start + colon.group(0).rfind(":")] if colon else []) + \
        ([rival] if rival != -1 else [])
    return min(at) if at else -1






_VERSUS = re.compile(r"(?i)\bvs\.$")
# Two values compared, then the one chosen after an arrow: "D vs B → D", "**(B)** vs (A) → (B)".
_VERSUS_RESOLVED = re.compile(r"[ \t*_]*(?:\(?[A-R]\)?|-?\d[\d,.]*)[*_ \t]*vs\.?[ \t]*[*_]*(?:\(?[A-R]\)?|-?\d[\d,.]*)[*_ \t]*"
                              r"(?:→|->|=>|⇒)[ \t]*")


# The label of a later item right before the answer: "Answers: (i) 40, (ii) 58" gives one value per part.
_ITEM_LABEL_BEFORE = re.compile(r"(?:^|[\s,;:])[(\[]?(?:[ivx]{1,4}|[a-h]|\d)[)\]][ \t*_]*$")


def _offered_ahead(lead: str, value, read) -> bool:
    """The statement offers another answer before its own ("The answer — unless I've slipped, in
    which case it's False — is True."): an aside inside the statement is part of it. Not for numbers,
    whose working before the answer states its steps' results ("Answer: 16 - 3 - 4 = 9 eggs, so $18"),
    unless the answer is one item of a labelled list ("Answers: (i) 40, (ii) 58")."""
    offers = getattr(read, "offers", None)
    listed = _ITEM_LABEL_BEFORE.search(lead) is not None  # (every item not ruled out is given)
    if offers is None or getattr(read, "steps_state_values", False) and not listed or \
            not lead.strip() or lead.count('"') % 2 or lead.count("`") % 2:
        return False  # (a value found inside a quotation, "… "not ( False ) and True" evaluates to", has no lead of its own)
    rival = getattr(read, "rival", None) or differs
    return any((polarity in _SAID or listed and polarity is not Polarity.NEGATED) and rival(found, value)
               for found, polarity in offers(lead, concluding=False))


def _own_sentence(text: str, reading: Reading, value_at, own: str, at: int) -> tuple[str, str]:
    """A statement's text after its answer, split in two: the rest of the answer's own clause (up to
    its sentence end or an explanation) and the rest of the line after that sentence."""
    start = at
    if own:
        found = text.casefold().find(own.casefold(), at)
        if found != -1:
            start = found + len(own)
            if own.rstrip()[-1:] in (".", "!", "?"):
                return "", text[start:]  # its own text ends the sentence ("(A) This type occurs in binary systems.")
    if start == at and reading.text and text.startswith(reading.text, at) and not (
            reading.text[-1:].isalnum() and text[at + len(reading.text): at + len(reading.text) + 1].isalnum()):
        # (the answer as read is a whole word of the text: "No" is not read out of "Not plausible")
        start += len(reading.text)  # the answer as read ("3/4", "1 250"), not just its first token
        if isinstance(reading.value, Number) and (number := NUMBER.search(reading.text)) is not None and \
                multiplied(reading.text[number.end():]):
            start = at + number.end()  # "18 pairs" read as one number: its unit multiplies it, for settle to weigh
    elif start == at and value_at is not None:
        opening = value_at(text[start:])
        start += opening[1] if opening is not None else 0
    stop = STOP_AFTER_ANSWER.match(text, start)  # "B. A careful reading …": the answer's full stop
    end = stop if stop else _SENTENCE_END.search(text, start)
    while end and _VERSUS.search(text, max(0, end.start() - 3), end.end()):
        end = _SENTENCE_END.search(text, end.end())  # "18 vs. 19": the clause goes on
    own_end = end.start() if end else len(text)
    explains = _explanation(text, start, own_end)
    if explains < 0:
        return text[start: own_end], text[end.end():] if end else ""
    # the explanation is read as the rest of the span is: by polarity
    return text[start: explains], text[explains:]


def _settled(reading: Reading, after: str, read, own_rest: str = "") -> Reading:
    """The decisive answer as the rest of the decisive span leaves it (:func:`.commitment.settle`)."""
    explains = _explanation(own_rest)
    if explains >= 0:  # "… 3360 points, after the …": the explanation is read as the rest of the span is
        own_rest, after = own_rest[:explains], own_rest[explains:] + "\n" + after
    offers = getattr(read, "offers", None)
    outcome = settle(reading.value, after, offers, getattr(read, "could_name", None), own_rest,
                     getattr(read, "without_echoes", None), getattr(read, "rival", None), getattr(read, "value_at", None))
    if outcome == OK and offers is not None and _restated_open(after, reading.value, read):
        outcome = MULTIPLE  # "Answer: B.⏎⏎So it must be B, though it could be A."
    if outcome != OK and offers is not None:
        corrected = _corrected_to(reading, after, read, own_rest)
        if corrected is not None:
            return corrected
    if outcome != MULTIPLE and (revised := _revised_below(reading, after, read)) is not None:
        return revised
    if outcome == MULTIPLE:
        return replace(reading, ambiguous=True)
    if outcome == WITHDRAWN:
        return replace(reading, withdrawn=True)
    return reading


# An error owned right after the answer: "Hold on — I forgot the muffins.", "Wait, I miscounted.", "Oops, that's wrong:".
_ERROR_OWNED = re.compile(r"(?i)[\s*_\"'`(\[—–-]*(?:(?:wait|hold\s+on|hang\s+on|hmm+|oh|oops|actually)[\s,.!—–-]+)+[^.!?\n]{0,40}?"
                          r"(?:\bi\s+(?:forgot(?!\s+to\s+(?:mention|show|say|note|add|include|explain|write|list|state|"
                          r"give))|missed|miscounted|misread|mis-?added|mis-?calculated|made\s+(?:an?\s+)?"
                          r"(?:error|mistake|slip)|got\s+(?:it|that|this)\s+wrong)\b|\bthat'?s\s+(?:wrong|not\s+right|incorrect)\b)")


def _revised_below(reading: Reading, after: str, read) -> Reading | None:
    """The answer revised below it: an error owned right after it ("Hold on — I forgot the muffins."), then working
    that concludes one other value ("… 9 × $2 = $18."): that value, as its conclusion leaves it. A check that comes back
    to the answer, or one that concludes nothing clear, leaves the answer as it was."""
    conclude = getattr(read, "conclusion", None)
    if conclude is None or _ERROR_OWNED.match(after) is None:
        return None
    final = conclude(after)
    rival = getattr(read, "rival", None) or differs
    if final is None or final.ambiguous or final.withdrawn or not rival(final.value, reading.value):
        return None
    # (the revised value as the rest of the text leaves it: "… and got 18. Hmm, no, that's wrong too." takes it back)
    return replace(_settled(final, final.after or "", read, final.rest or ""), layer=reading.layer, after=None, rest="")


# A word that leaves room for another answer, in the sentence that gives the answer again ("though it could be A").
_KEEPS_OPEN = re.compile(r"(?i)\b(?:could|might|may|possibly|perhaps|maybe|can'?t\s+rule\s+out|cannot\s+rule\s+out|arguabl[ey]|"
                         r"not\s+sure|unsure)\b")
_BY_MISTAKE = re.compile(r"(?i)\bif\s+(?:you|one|we|someone|they)\s+mis[a-z]+|\bby\s+(?:mistake|error)\b|\bmistak(?:e|en|ing)\b")
#: Sentences after the answer read for the answer given again with another kept open.
MAX_RESTATING_SENTENCES = 6


def _restated_open(after: str, value, read) -> bool:
    """A later sentence gives the answer again and keeps another open in the same breath, read as a conclusion that
    said only that would be ("Answer: B.⏎⏎So it must be B, though it could be A."; not "So it's B, though many students
    would be tempted to pick A"); or gives an answer per case (:func:`_answers_per_case`)."""
    if getattr(read, "conclusion", None) is None or not after.strip():
        return False
    for sentence in sentences(after[:MAX_SPAN_CHARS * 4])[:MAX_RESTATING_SENTENCES]:
        if _answers_per_case(sentence, read.offers):
            return True  # "The answer is B. For the first half the verdict is C; for the second half it's B."
        if not _KEEPS_OPEN.search(sentence) or _BY_MISTAKE.search(sentence) or \
                not any(found == value and polarity is Polarity.AFFIRMED for found, polarity in read.offers(sentence, concluding=False)):
            continue  # (the cheap tests first: most sentences after an answer keep nothing open)
        said = locate(sentence, read)  # (the sentence read as a whole reply)
        if said is not None and said.value == value and said.ambiguous:
            return True  # (another value reached only by a mistake is no offer: "though it could be D if you misread …")
    return False


def _corrected_to(reading: Reading, after: str, read, own_rest: str) -> Reading | None:
    """The answer corrected at once ("The answer is A. Wait, no — I made an error; it's B.", "Sorry,
    I mean B."): the sentence right after it opens with a correction, and the first sentence from
    there that names a value affirms exactly one other value; that value, settled by the rest of
    the span, is the answer (a correction that names none, or two, leaves the first one's verdict)."""
    offers, rival = read.offers, getattr(read, "rival", None) or differs
    parts = sentences(after[:MAX_SPAN_CHARS * 2])
    while parts and _INTERJECTION.fullmatch(parts[0]):
        parts = parts[1:]  # "Wait. That's wrong. It's B."
    if not parts:
        return None
    opening = taking_back_end(parts[0])
    if opening < 0:
        opener = _CORRECTED.match(parts[0])
        if opener is None:
            return None
        opening = opener.end()
    if settle(reading.value, "", offers, None, own_rest, None, rival, getattr(read, "value_at", None)) != OK:
        return None  # the answer's own clause already offers another
    for i, sentence in enumerate(parts):
        said = sentence[opening:] if i == 0 else sentence
        named = offers(said)
        if not named:
            continue
        if _MODAL.search(said) or ADDITIVE.search(said):
            return None  # "On second thought, it could equally be B.": offered beside it, not instead
        values = {found for found, _ in named}
        if len(values) != 1 or not all(polarity is Polarity.AFFIRMED for _, polarity in named):
            return None
        value = values.pop()
        if not rival(value, reading.value):
            return None
        rest = after[after.find(sentence) + len(sentence):]
        reading = Reading(value, str(value), layer=reading.layer)
        return _settled(reading, rest, read) if rest.strip() else reading
    return None


def _strong_before(section: str, read, start: int) -> Reading | None:
    """The answer the statements before ``start`` commit to (for an "alternative answer" below it)."""
    return _strong(section[:start], read)


def _hedged_line(text: str, value_at, offers, boxed: bool = False) -> Reading | None:
    """A whole candidate (a box, a line) that names two answers: a hedge, not a miss
    ("C or B", "\\boxed{\\{260, 261\\}}", "\\boxed{Yes \\lor No}"). A line that rules out all
    it names is an elimination, no answer ("(A) and (F) are wrong.")."""
    bare = peel(text)
    if offers is not None and boxed:
        named = [v for v, p in offers(bare, strict=True) if p is not Polarity.NEGATED]
        if len(set(named)) > 1:
            return Reading(named[0], str(named[0]), ambiguous=True)
    found = value_at(bare) if value_at is not None else None
    if found is None or not hedged(bare[found[1]:], found[0], value_at):
        return None
    if offers is not None and not boxed and len(bare) <= MAX_SPAN_CHARS and may_rule_out(bare):
        tagged = offers(bare)  # (an elimination is a short line)
        if tagged and all(p is Polarity.NEGATED for _, p in tagged):
            return None
        if tagged and (len({v for v, p in tagged if p is not Polarity.NEGATED}) == 1 or _BUT_ONLY.search(bare)):
            # "18 works and 19 doesn't.": one value kept, the others ruled out, is a verdict on
            # the values, read as the text after an answer, not a hedge
            return None
    if offers is not None and not boxed and _PREDICATE_AFTER.match(bare, found[1]):
        tagged = offers(bare[:MAX_SPAN_CHARS])
        if tagged and tagged[0][0] == found[0] and tagged[0][1] not in OFFERS:
            return None  # "(A) is two weeks early and (E) is in 2006.": a line about the options, no answer
    return Reading(found[0], str(found[0]), ambiguous=True)


# A line that keeps one value after naming several: "A and C both fit, but only C fits the stem."
_BUT_ONLY = re.compile(r"(?i)\bbut\s+only\s+(?:option\s+)?[(\[]?[A-Z0-9]" + NO_CASE_AFTER)
# A verb right after a line's opening value: the line says something of it ("(A) is two weeks early").
# (after its own text in brackets, or other options joined to it: "A (0) is impossible", "A and B don't …")
_PREDICATE_AFTER = re.compile(r"(?i)[\s*_)\]]*(?:\([^()\n]{0,40}\)[\s*_]*)?(?:(?:,|and|or|&)\s*[(\[]?[A-Z][)\]]?\s*)*"
                              r"(?:is|are|was|were|has|have|had|seems?|would|could|does|did|do|can|can't|cannot|"
                              r"doesn't|don't|isn't|aren't|fails?|lacks?|ignores?)\b"
                              # ... or, after options joined to it, any other verb: "A and C describe how Carson felt"
                              r"|(?-i:[\s*_)\]]*(?:\([^()\n]{0,40}\)[\s*_]*)?(?:(?:,|and|or|&)\s*[(\[]?[A-Z][)\]]?\s*"
                              r"(?:\([^()\n]{0,40}\)[\s*_]*)?)+(?!(?:or|and|maybe|perhaps|possibly|"
                              r"probably|also|too|both|either|then|so|but|not|only|just|respectively)\b)[a-z]{3,}\b)")


def locate(section: str, read) -> Reading | None:
    """The final answer in ``section`` as ``read`` understands it, or None.

    Several *different* boxed answers make the reply ambiguous, whatever else it says. A reader
    with a ``find(section)`` of its own (word lists) locates its answer itself; the commitment
    rule applies all the same.
    """
    find = getattr(read, "find", None)
    if find is not None:
        found = find(section)
        if found is not None and found.after is not None and not found.ambiguous:
            found = _settled(found, found.after, read, found.rest)
    else:
        found = _strong(section, read)
        if found is not None and found.withdrawn and not found.ambiguous:
            found = _corrected_after(section, read, found) or found
    if found is None and find is None:
        for layer in ("conclusion", "fallback"):
            weak = getattr(read, layer, None)
            found = weak(section) if weak is not None else None
            if found is not None and layer == "conclusion":
                found = _answered_above(section, read, found) or found
            if found is not None:
                found = replace(found, layer=layer)
                if found.after is not None and not found.ambiguous:
                    found = _settled(found, found.after, read, found.rest)
                if layer == "conclusion" and not found.ambiguous and (
                        _offered_beside(section, found.value, read)
                        or _left_open(section, found.value, read)
                        or getattr(read, "offers", None) is not None and (any(
                            _answers_per_case(sentence, read.offers) for sentence in sentences(section[-MAX_SPAN_CHARS * 2:])[-2:])
                            or (said := section.rfind(found.text)) != -1 and _case_split(section, said, read.offers))):
                    found = replace(found, ambiguous=True)
                if not found.ambiguous and (undetermined(section) or refuses(section) or no_final_yet(final_paragraph(section))
                                            or _DANGLING.search(section[-40:]) and not (found.after or "").strip()
                                            or _ends_taking_back(section, read)):
                    # "There isn't enough information here to give a definitive answer.", "I'm not able to just
                    # provide the answer, but here are some hints", or a mention in the sentence the reply broke
                    # off in ("Looking at option (A) first, we can"), or one before the reply's last sentence takes
                    # back what it said ("… Totally a coin flip. (C). /s"): a value the weak layers read is no answer given
                    found = replace(found, withdrawn=True)
                break
        if found is not None and not found.ambiguous and not found.withdrawn:
            found = _beside_unread_label(section, found, read)
    if found is None:
        return None
    # (a box taken back at once is no answer: "So first part = \\boxed{-88}... no, keep going.")
    boxed_values = {r.value for r in (read(c, True) for _, c, end in boxed_contents(section)
                                      if not _BOX_TAKEN_BACK.match(section, end)) if r is not None}
    if len(boxed_values) > 1:
        return replace(found, ambiguous=True)
    return found


def _ends_taking_back(section: str, read) -> bool:
    """The reply's last sentence takes back what came before it ("/s", "Just kidding.", "Scratch all that.") and gives
    nothing in its place ("Scratch that, I forgot the muffins: 9 eggs, so $18." corrects to 18)."""
    last = sentences(section[-MAX_SPAN_CHARS:])
    offers = getattr(read, "offers", None)
    return bool(last) and withdraws(last[-1].strip()) and not (offers is not None and offers(last[-1]))


# What takes a box back right after it: "\\boxed{-88}... no, keep going", "\\boxed{19} — wait, no".
_BOX_TAKEN_BACK = re.compile(r"(?i)[\s$.…,;:—–-]*(?:no(?![ \t]+(?:doubt|question|problem|worries)\b)|nope|wait|scratch\s+that|"
                             r"not\s+yet|not\s+final)\b")


def _beside_unread_label(section: str, found: Reading, read) -> Reading | None:
    """A weak layer's answer when the reply ends on a labelled answer no layer can read ("Answer: the
    second option - or, if …, the fifth one"): that label is the reply's last word, so what it says
    from there on decides — naming no answer, it gives none; naming others, it offers them too."""
    start = _unread_label(section, read)
    offers = getattr(read, "offers", None)
    if not start or offers is None:
        return found
    decisive = section[start:]
    quiet = getattr(read, "without_echoes", None)
    if quiet is not None:
        decisive = quiet(decisive)  # (an echo of the options under the label names nothing)
    rival = getattr(read, "rival", None) or differs
    named = [value for sentence in sentences(decisive) for value, polarity in offers(sentence, concluding=False)
             if polarity is not Polarity.NEGATED]
    if not named:
        return None
    if any(rival(value, found.value) for value in named):
        return replace(found, ambiguous=True)
    return found


def _unread_label(section: str, read) -> int:
    """Where the line of the reply's last labelled answer starts ("Answer: …", "**Final answer:** …")
    when no layer can read its value and it points nowhere else ("see above", "as computed"); else 0."""
    if ANY_ANSWER_LABEL_LINE.search(section) is None:
        return 0  # (most replies the weak layers read have none: one search instead of a walk)
    conclude = getattr(read, "conclusion", None)
    for i, cand in enumerate(candidates_from_end(section)):
        if i >= MAX_RIVALS:
            break
        if cand.source != "statement":
            continue
        line_start = section.rfind("\n", 0, cand.start) + 1
        if not ANSWER_LABEL_LINE.match(section, line_start) or _POINTER.search(cand.context or cand.text) and \
                not _PROCEDURE_NAMED.search(cand.text) and not _SEVERAL_POINTED.search(cand.text):
            return 0  # ("Final answer: as computed above.", "see my working above": the answer the working reached; not
            # "the steady state of the iteration above", "the result of the query above": a procedure named, whose
            # outcome is not said)
        if read(cand.text, cand.strict) is not None or conclude is not None and conclude(cand.context or cand.text) is not None:
            return 0
        return line_start
    return 0


# An answer that points to one given elsewhere: "Answer: see above", "as computed earlier".
_POINTER = re.compile(r"(?i)\b(?:above|earlier|previous(?:ly)?|below|following|as\s+(?:computed|shown|derived|stated|"
                      r"found|explained))\b")
# ... or several given there ("Final answer: the checked ones above", "both of the above"): no one answer pointed to.
_SEVERAL_POINTED = re.compile(r"(?i)\bboth\s+(?:of\s+)?(?:the\s+)?above\b|\bthe\s+(?:checked|ticked|marked|"
                              r"starred|circled|highlighted|bold(?:ed)?)\s+ones\b|(?<!\bof\s)\b(?:them|these|those)\s+"
                              r"(?:above|earlier|below)\b")
# ... and what a pointer may name instead of a value: a procedure whose outcome the reply never states.
_PROCEDURE_NAMED = re.compile(r"(?i)\b(?:steady\s+state|fixed\s+point|(?:result|output|outcome|winner|value|return\s+value)\s+of\s+"
                              r"(?:the\s+|this\s+|that\s+)?(?:query|iteration|loop|process|procedure|algorithm|code|program|"
                              r"script|simulation|function|expression|bracket|final|tournament|match|coin\s+(?:flip|toss)))\b")


def _offered_beside(section: str, value, read) -> bool:
    """The final paragraph a conclusion is read from also offers another answer ("Run 1: False⏎Run 2:
    True", "Both (A) and (B) are correct."): a conclusion is weak evidence, and beside a second offer
    it commits to neither. Read from the end: a sentence that prefers the conclusion ("However, if we
    had to choose one, (B) is slightly more …") settles what came before it. Not for numbers: working
    states its steps' results as it goes (``steps_state_values``)."""
    offers = getattr(read, "offers", None)
    if offers is None or getattr(read, "steps_state_values", False):
        return False
    rival = getattr(read, "rival", None) or differs
    paragraph = final_paragraph(section)[-MAX_BESIDE_CHARS:]
    if _parallel_lines(paragraph, value, offers, rival):
        return True
    said = sentences(paragraph)
    concluded = False  # the conclusion's value affirmed in this sentence or a later one
    for i in range(len(said) - 1, -1, -1):
        sentence = said[i]
        if i and asks(said[i - 1]) and (reply := _REPLY_WORD.match(sentence)):
            sentence = sentence[reply.end():]  # "Is it no? No — it's yes.": the "No" answers the question
        named = offers(sentence, concluding=False)
        if any(found == value and polarity is not Polarity.NEGATED for found, polarity in named) and \
                PREFERENCE.search(sentence):
            return False  # "It could be True or False, but on balance False is the best answer."
        if any(polarity in _SAID and rival(found, value) for found, polarity in named):
            return True  # (a rival asked about, "Is it (C)? No — it's (B).", is a question the conclusion answers)
        concluded = concluded or any(found == value and polarity is Polarity.AFFIRMED for found, polarity in named)
        if concluded and _CORRECTION_OPENING.match(sentence) and not ADDITIVE.search(sentence):
            return False  # "I was gonna say (E). Nope, checked it: it's (B).": a correction settles what came before
    return False


# A sentence that opens by replacing the answer just given: "Sorry, I mean …", "Wait, no, …", "Correction: …".
_CORRECTED = re.compile(r"(?i)[\s*_\"'`(\[—–-]*(?:(?:wait|actually|hmm+|oh|ah|oops|sorry)[\s,.!—–-]+)*"
                        r"(?:no|nope|sorry|oops|correction|errat(?:um|a)|corrigendum|i\s+mean|my\s+bad|"
                        r"make\s+(?:that|it)|rather|"
                        # a revision announced after a re-check: "Wait — re-checking the last step, I have to revise this to"
                        r"(?:(?:on|after|while)\s+)?re-?(?:check|examin|read)\w*[^.!?\n]{0,60}?\b(?:i|we)\s+(?:have|need|had|must)"
                        r"\s+to\s+(?:revise|change|correct|update|amend)\s+(?:it|this|that|my\s+answer|the\s+answer)\s+to)\b")
_INTERJECTION = re.compile(r"(?i)[\s*_\"'`(\[—–-]*(?:wait|hmm+|hold\s+on|oh|oops|uh|um)[\s.!…,—–-]*")
# A modal or a hedge: a value said so is supposed, not given instead of the answer.
_MODAL = re.compile(r"(?i)\b(?:could|might|may|maybe|perhaps|possibly|probably|likely|equally|if|unless)\b")
# A sentence that opens by correcting what came before it: "Nope, …", "Wait, …", "On second thought, …".
_CORRECTION_OPENING = re.compile(r"(?i)[\s*_\"'`(\[—–-]*(?:\[[\d:. ]{1,12}\][ \t]*)?(?:nope|nah|no|wait|actually|hmm+|oops|sorry|"
                                 r"correction|scratch\s+that|never\s*mind|on\s+second\s+thoughts?|i\s+mean|"
                                 r"(?:re-?|double-)?check(?:ed|ing)?(?:\s+(?:it|again|that))?)\b")


_SAID = frozenset({Polarity.AFFIRMED, Polarity.HYPOTHETICAL})


def _parallel_lines(paragraph: str, value, offers, rival) -> bool:
    """The paragraph ends by listing values on lines of one shape ("Run 1 (seed 0): False⏎Run 2
    (seed 1): True", "(E) ★★★☆☆⏎(B) ★★★☆☆", "🥇 B⏎🥇 A⏎(shared first place)"): each line names one
    value and rules none out, so the lines are candidates side by side and the conclusion read from
    the last is no choice among them. (A line after the list that names a value ends it: "So Claire
    plays winger (C)." below a table of positions chooses.)"""
    shape, listed = None, []
    for line in reversed(paragraph.split("\n")):
        if not line.strip():
            continue
        named = offers(line, concluding=False) if len(line) <= _CANDIDATE_LINE_CHARS and not _STEP.match(line) else None
        if not named and shape is None:
            continue  # a remark below the list ("No run is privileged.")
        values = {found for found, _ in named or ()}
        if len(values) != 1 or any(polarity is Polarity.NEGATED for _, polarity in named) or \
                shape is not None and _WORDS.sub("w", line.strip()) != shape:
            break
        shape = _WORDS.sub("w", line.strip())
        listed.extend(values)
    return value in listed and any(rival(found, value) for found in listed)


_WORDS = re.compile(r"\w+(?:[ \t]+\w+)*")
_STEP = re.compile(r"[ \t]*\d{1,3}[.)]")
_CANDIDATE_LINE_CHARS = 80
# A reply word opening a sentence after a question: "No —", "Yes,".
_REPLY_WORD = re.compile(r"(?i)[\s*_\"'`(]*(?:no+|nope|nah|yes|yeah|yep)[\s*_]*(?:[,.!:;—–-]|$)")
#: How much of the final paragraph is read for a second offer beside a conclusion.
MAX_BESIDE_CHARS = 600


def _answered_above(section: str, read, found: Reading) -> Reading | None:
    """An answer given first and explained under a label below it, when the explanation ends in
    working rather than an answer of its own ("Janet makes $18 a day.⏎⏎Details: uses 7 eggs, sells
    9 at $2 each." answers 18, not 7): that answer, its span running on through the explanation."""
    label = explained_below(section)
    if label is None:
        return None
    explanation = section[label[1]:]  # (read without its label: "Explanation: actually 18." offers 18)
    if concludes(explanation, found.value, getattr(read, "offers", None)):
        return None
    first = read.conclusion(section[:label[0]])
    if first is None or first.ambiguous or first.withdrawn or first.value == found.value:
        return None
    return replace(_settled(first, (first.after or "") + "\n" + explanation, read, first.rest), after=None)


def grade_reply(reply: str, read, is_correct: Callable[[Reading], bool], *,
                truncated: bool = False, mode: str = "robust",
                show: Callable[[Reading], str] = lambda r: r.text) -> Verdict:
    """Shared driver: section → locate → compare → verdict."""
    section = _before_invented_question(final_section(reply), read)
    if (labels_answered := getattr(read, "labels_answered", None)) is not None:
        section = replace(section, text=labels_answered(section.text))  # "Plausible: no": the task's word as a label
    abroad = ANSWERED_ABROAD.set(answered_abroad(section.text[-MAX_ABROAD_CHARS:]))
    try:
        return _graded(section, read, is_correct, truncated, mode, show)
    finally:
        ANSWERED_ABROAD.reset(abroad)


#: How much of the section's end is read for another language's answer marker.
MAX_ABROAD_CHARS = 2000


def _graded(section, read, is_correct, truncated, mode, show) -> Verdict:
    reading = locate(section.text, read)
    if section.reasoning and not section.truncated and reading is None:
        # the text after the reasoning states no answer (an echoed option list, a remark, a
        # preamble before a new exercise): the answer the reasoning reached is the one given
        # (unless it says there is none to give: "The information given is not enough to pick one.")
        reading = None if undetermined(section.text) else locate(_before_new_question(fold(section.reasoning)), read)
        if reading is not None and not reading.ambiguous and not reading.withdrawn and len(section.text) <= MAX_REMARK \
                and not _cut_off(section.text):
            # a remark after the reasoning is part of the answer's span: "(D) 06/17/2019⏎(E) works too."
            reading = _settled(reading, section.text, read)
    elif section.reasoning and not section.truncated and reading.layer in WEAK_LAYERS and _cut_off(section.text) \
            and not _opens(section.text, reading) and not _hedged_last_line(section.text, reading) \
            and not _labelled_last_line(section.text, reading):
        # a text cut off before it answers ("Starting with 50 cats, we", "- apple: 1⏎- bananas: 3"):
        # its premises are no answer; the answer the reasoning committed to is
        # (a conclusion only where the reasoning ends on it: "So it's invalid.", not "… might be the
        # closest. But none of the options fits.")
        reached = locate(_before_new_question(fold(section.reasoning)), read)
        if reached is not None and not reached.ambiguous and not reached.withdrawn and \
                (reached.layer not in WEAK_LAYERS or reached.layer == "conclusion" and not (reached.after or "").strip()):
            reading = reached
        elif reached is not None and reached.ambiguous and reading.layer == "fallback":
            reading = reached  # a hedge the reasoning ended on, not a value picked from the cut-off premises
    elif not section.reasoning and reading is not None and reading.layer in WEAK_LAYERS and \
            (reading.after or "").strip() and _broken_off(section.text) and not _opens(section.text, reading):
        # a reply that breaks off after a step it concluded ("… so every segment is straight.⏎The distinct points
        # visited"): it stopped before it answered, and the step is working, not its answer
        reading = None
    cut = truncated or section.truncated
    if reading is None and section.unfinished:
        # reasoning that never closed but whose last lines commit to an answer: that answer
        reading = _strong_or_found(section.unfinished, read)
        cut = truncated
    if reading is None and section.thought:
        # a reply cut off inside its reasoning: the last answer the reasoning committed to
        reading = _strong_or_found(section.thought, read)
    if reading is not None and not reading.ambiguous:
        reading = _unsaid_elsewhere(reading, section, read)
    if reading is not None and not reading.ambiguous and not reading.withdrawn and self_negating(section.text):
        reading = replace(reading, withdrawn=True)  # "Note: today is Opposite Day, so every answer I state means its opposite."
    if reading is not None and not reading.ambiguous and not reading.withdrawn and holds_several(section.text):
        reading = replace(reading, ambiguous=True)  # "(B) is still live … I am keeping it live alongside (C); neither is withdrawn."
    if reading is not None and not reading.ambiguous and not reading.withdrawn and _says_also_an_answer(section.text) and \
            _endorsed_beside(section.text, reading.value, read):
        reading = replace(reading, ambiguous=True)  # "… so $125. That's an answer I'd stand behind as well.⏎… **$150**"
    if reading is not None and not reading.ambiguous and not reading.withdrawn and _kept_open_above(section.text, reading.value, read):
        reading = replace(reading, ambiguous=True)  # "I wouldn't want to say "No" is off the table, though.⏎⏎Final answer: Yes"
    if reading is not None and not reading.ambiguous and not reading.withdrawn and isinstance(reading.value, str) and \
            len(reading.value) == 1 and _widened_by_exception(section.text, reading.value):
        reading = replace(reading, ambiguous=True)  # "The only one in order is (B) — save for (A), which passes too."
    if reading is not None and not reading.ambiguous and not reading.withdrawn and _other_reading_endorsed(section.text, reading):
        reading = replace(reading, ambiguous=True)  # "**Answer: No**⏎⏎That said, the reading that holds Alice responsible … is
        # every bit as well supported; I'd count that answer as equally right."
    if reading is not None and not reading.ambiguous and not reading.withdrawn and _agrees_with_another(section.text, reading, read):
        reading = replace(reading, ambiguous=True)  # "**Result: … option (A).**⏎…⏎Final answer: (C) — consistent with the result above."
    if reading is not None and not reading.ambiguous and not reading.withdrawn and _headline_differs(section.text, reading, read):
        reading = replace(reading, ambiguous=True)  # "Subject: Flamingo prank — final answer 30⏎⏎… So there were 24 more."
    if reading is not None and not reading.ambiguous and not reading.withdrawn and \
            (relettered := getattr(read, "relettered", None)) is not None and relettered(section.text, reading):
        # "Let me label them in my own order:⏎(A) A heuristic program …⏎…⏎(D) An integrated test facility …⏎…⏎
        # **Answer: (D)**": the reply's letters are its own, and a bare letter names two options
        reading = replace(reading, ambiguous=True)
    if reading is not None and not reading.ambiguous and not reading.withdrawn and isinstance(reading.value, str) and \
            (own := answers_another_question(section.text, reading.text.strip(" *_."))) is not None:
        # "Is the sentence *implausible*? **yes**" answers its own question; so does "Did I account for every
        # instruction? **Yes.**" unless the reply answered the task before it ("So the answer is **No**. … Did I
        # miss anything? No.")
        kind, start = own
        before = _strong_or_found(section.text[:start], read) if kind == "other" else None
        if before is None or before.withdrawn or before.ambiguous or before.value != reading.value:
            reading = replace(reading, withdrawn=True)
    return judge(reading, is_correct, show, mode=mode, truncated=cut)


# Another value endorsed as an answer beside the one given, in so many words: "26 is a correct answer too", "300 counts as
# the answer too", "That's an answer I'd stand behind as well", "is also correct", "I'd leave it standing".
_ALSO_AN_ANSWER = re.compile(r"(?i)(?:\b(?:is|are|counts?\s+as|would\s+be|works?\s+as)|'s)\s+(?:also\s+|equally\s+)?(?:an?\s+|the\s+)?"
                             r"(?:(?:correct|right|valid|acceptable|legitimate|defensible|fine|good|reasonable)\s+)?answers?\s+"
                             r"(?:too|as\s+well|also)\b|\b(?:"
                             r"(?:is|are)\s+(?:also|equally)\s+(?:correct|right|valid|acceptable|defensible)|"
                             r"(?:is|are|'s)\s+(?:correct|right|valid|acceptable|defensible)\s+(?:too|as\s+well)|"
                             r"stand\s+behind\s+(?:too|as\s+well)|leave\s+it\s+standing)\b")
# The words every endorsement of :data:`_ALSO_AN_ANSWER` holds near its end, found by ``str.find`` in the lower-cased text: the
# pattern runs only in a window before each (a case-insensitive alternation tried at every position of a long reply
# costs tens of microseconds).
_ENDORSEMENT_ENDS = ("too", "as well", "also", "equally", "standing")
#: How far before its last word an endorsement may start.
ENDORSEMENT_WINDOW = 120


def _says_also_an_answer(text: str) -> bool:
    """Whether the text endorses some value as an answer too (:data:`_ALSO_AN_ANSWER`)."""
    low = text.lower()
    return any(_ALSO_AN_ANSWER.search(text, max(0, at - ENDORSEMENT_WINDOW), at + len(word) + 40)
               for word in _ENDORSEMENT_ENDS for at in _positions(low, word))


# An endorsement in so many words: the answer named ("a correct answer too", "counts as the answer too", "an answer I'd
# stand behind as well").
_SAYS_ANSWER = re.compile(r"(?i)answer|stand\s+behind|standing")
_OPTION_LETTER = re.compile(r"\(?\b[A-R]\)|(?i:\b(?:option|choice|answer)\s+)[A-R]\b")
#: The longest subject of a bare status ("(C) is also correct") read as an option endorsed.
_BARE_SUBJECT_CHARS = 48
# A word that turns or limits the endorsement in its own sentence ("26 is also correct, but only if …", "… is not").
_ENDORSEMENT_TURNED = re.compile(r"(?i)\b(?:but|however|though|although|only|not|never|wrong|incorrect|rather|instead|"
                                 r"except|would\s+be|could|might|may)\b|n't\b")
# Where the clause an endorsement closes opens: after the last comma, semicolon, colon or dash before it, or "so"/"and".
_CLAUSE_OPENS = re.compile(r"(?is).*(?:[,;:—–]|\b(?:so|and|thus|hence)\b)|")
# "That's an answer I'd", "it is", "this one": a pronoun standing for the value named before it.
_ENDORSED_PRONOUN = re.compile(r"(?i)[\s*_]*(?:that|this|it)(?:'s|\s+is|\s+one\s+is)?(?:\s+(?:an?|the)\s+(?:\w+\s+)?answer"
                               r"(?:\s+(?:i'?d|i\s+would|we'?d)(?:\s+also)?)?)?[\s*_]*")
#: Sentences of the section, from its end, read for another value endorsed as an answer.
MAX_ENDORSING_SENTENCES = 40


def _endorsed_beside(text: str, value, read) -> bool:
    """A sentence of the reply endorses another value as an answer too, plainly ("$65 is a correct answer too and I'd
    leave it standing", "On that reading all 300 were thrown, and 300 counts as the answer too"), and no later sentence
    rules that value out: the reply commits to two answers, whatever its last line says. Not under a question that asks
    for the one that is NOT so (there "is also correct" rates a statement true, and rules it out)."""
    offers = getattr(read, "offers", None)
    if offers is None or asks_for_not_so(QUESTION.get()):
        return False
    rival = getattr(read, "rival", None) or differs
    parts = sentences(text[-MAX_SPAN_CHARS * 20:])[-MAX_ENDORSING_SENTENCES:]
    for i, sentence in enumerate(parts):
        cue = _ALSO_AN_ANSWER.search(sentence)
        if cue is None or _ENDORSEMENT_TURNED.search(sentence):
            continue
        # the value endorsed: the one value of the clause the endorsement closes ("…, so $65 is a correct answer too",
        # "(C) is also correct"), or, said of "that"/"it", the last value before it ("… = $125. That's an answer I'd
        # stand behind as well."); a clause of other things endorses no value ("the translation … is also correct")
        clause = sentence[_CLAUSE_OPENS.search(sentence[:cue.start()]).end():cue.start()]
        named = [found for found, polarity in offers(clause, concluding=False) if polarity not in (Polarity.NEGATED, Polarity.ASKED)]
        if not _SAYS_ANSWER.search(cue.group(0)):
            # a bare status ("is also correct", "right too") endorses an option named as its subject ("(C) is also
            # correct"); of a figure of the working, or of "that", it confirms a step ("so 30 is right too", "That's
            # correct as well")
            if not isinstance(value, str) or len(clause) > _BARE_SUBJECT_CHARS or not _OPTION_LETTER.search(clause):
                continue  # (an option's words as a subject describe it: "The numerical values … are also correct")
            named = named if all(isinstance(found, str) for found in named) else []
            if not named:
                continue
        if not named and _ENDORSED_PRONOUN.fullmatch(clause):
            earlier = sentence[:cue.start() - len(clause)] or (parts[i - 1] if i else "")
            named = [found for found, polarity in offers(earlier, concluding=False)
                     if polarity not in (Polarity.NEGATED, Polarity.ASKED)][-1:]
        if len(set(named)) != 1 or not rival(named[0], value):
            continue
        if not any(found == named[0] and polarity is Polarity.NEGATED
                   for later in parts[i + 1:] for found, polarity in offers(later, concluding=False)):
            return True
    return False


# A labelled answer line: "Final answer: Yes", "**Answer:** (B)".
_LABELLED_LAST_LINE = re.compile(r"[ \t>*_#]*(?i:(?:final[ \t]+)?answer)[ \t*_]*[:：][^\n]{1,80}")
_BLANK_LINE_END = re.compile(r"\n[ \t]*\Z")
#: The longest paragraph read above a labelled answer line.
MAX_ABOVE_CHARS = 1200


def _paragraph_above_label(text: str) -> str | None:
    """The paragraph above the reply's last line when that line labels the answer and stands as a paragraph of its own
    ("…⏎⏎Final answer: Yes"), else None (string operations: a regex tried at each blank line costs tens of µs)."""
    text = text.rstrip()
    line_start = text.rfind("\n") + 1
    if not line_start or not _LABELLED_LAST_LINE.fullmatch(text, line_start):
        return None
    before = text[max(0, line_start - MAX_ABOVE_CHARS - 8): line_start - 1]
    if not _BLANK_LINE_END.search(before):
        return None  # (no blank line right above the label)
    before = before.rstrip()
    gap = max(before.rfind("\n\n"), before.rfind("\n \n"), before.rfind("\n\t\n"))
    above = before[gap + 1:].strip("\n") if gap != -1 else before
    return above if above.strip() and len(above) <= MAX_ABOVE_CHARS else None


# A double negative that keeps a value open: "can't call it unreasonable", "wouldn't say it's off the table", "can't say
# a Yes answer is wrong", "not something I'd want to dismiss", "far from unlikely".
_LITOTES = re.compile(r"(?i)\b(?:can'?t|cannot|couldn'?t|wouldn'?t|won'?t|isn'?t|is\s+not|not|far\s+from|hardly|never)\b"
                      r"[^.;:\n]{0,60}?\b(?:unreasonable|wrong|incorrect|off\s+the\s+table|out\s+of\s+the\s+question|"
                      r"without\s+(?:support|merit)|rule[ds]?\s+(?:it\s+|this\s+|that\s+)?out|dismiss|exclude|unlikely|"
                      r"implausible|indefensible|untenable)\b")
# A negative question that claims another value is as good ("isn't (B) every bit as consistent with those clues?",
# "wouldn't 8 be just as right an answer?"): a rhetorical question asserts what it asks.
_RHETORICAL_ENDORSEMENT = re.compile(r"(?i)\b(?:isn'?t|aren'?t|wouldn'?t|doesn'?t|don'?t|couldn'?t|shouldn'?t|is\s+not|would\s+not)\b"
                                     r"[^?.\n]{0,100}?\b(?:(?:just\s+as|every\s+bit\s+as|equally|as)\s+(?:\w+\s+)?(?:good|fair|right|"
                                     r"valid|defensible|consistent|plausible|likely|supported|strong|correct|apt|fitting)|also\s+"
                                     r"(?:correct|right|valid|plausible|possible|consistent|defensible|fits?|works?))\b[^?.\n]{0,160}\?")
# An answer to the question right after it that rebuts it: "No — Thomas saw her …", "That's the cup itself, not …",
# "They've already met".
# ... or a statement that answers it ("The deli sighting covers 1pm to 2pm."): a sentence after it that asks nothing.
_STATED_AFTER = re.compile(r"[^?\n]*\w[^?\n]*[.!](?:\s|$)")
_REBUTTED = re.compile(r"(?i)\b(?:no|nope|not|isn'?t|doesn'?t|out|wrong|fails?|already|ruled|rules)\b|n't\b")
# Each word or phrase that negates, counted in a double negative's sentence.
_NEGATION_WORD = re.compile(r"(?i)\b(?:no|not|never|nothing|none|nobody|neither|nor|without|cannot|other\s+than|anything\s+but)\b|"
                            r"n't\b")
_QUOTED_WORDS = re.compile(r"[\"“][^\"”\n]{0,40}[\"”]")
_TURNED_DOWN_ABOVE = re.compile(r"(?i)\b(?:but|however|yet|nevertheless|nonetheless|still)\b")


def _kept_open_above(text: str, value, read) -> bool:
    """The paragraph right above a last line that labels the answer keeps another value open and never names the answer
    ("I wouldn't want to say "No" is off the table, though: …⏎⏎Final answer: Yes", "I can't say a Yes answer is wrong
    here.⏎⏎Answer: No"), by a double negative (:data:`_LITOTES`) or a rhetorical question (:data:`_RHETORICAL_ENDORSEMENT`): the answer line picks one of two values the reply left
    standing. A paragraph that argues for the answer, rules the other out or turns ("but …"), or holds code, is working."""
    offers = getattr(read, "offers", None)
    if offers is None or getattr(read, "steps_state_values", False) or "nswer" not in text[-90:]:
        return False
    above = _paragraph_above_label(text)
    if above is None:
        return False
    rival = getattr(read, "rival", None) or differs
    cue = _RHETORICAL_ENDORSEMENT.search(above) or _LITOTES.search(above)
    if cue is not None and cue.re is _LITOTES:
        opening = max(above.rfind(".", 0, cue.start()), above.rfind("\n", 0, cue.start())) + 1
        said = _QUOTED_WORDS.sub("", above[opening:cue.end()])  # (a value quoted, "No", negates nothing)
        if sum(word != "No" for word in _NEGATION_WORD.findall(said)) != 1:
            return False  # "I can't see how "yes" would be anything other than wrong", "no reading on which "yes" isn't
            # wrong": a third negation rules it out after all
    if cue is None or "`" in above or _TURNED_DOWN_ABOVE.search(above, cue.start()):
        return False  # "Saying No isn't an unreasonable first reaction, … — but that isn't how typical respondents answer"
    named = [(found, polarity) for sentence in sentences(above) for found, polarity in offers(sentence, concluding=False)]
    if any(found == value for found, _ in named):
        return False
    if cue.re is _RHETORICAL_ENDORSEMENT:
        if _REBUTTED.search(above, cue.end()) or _STATED_AFTER.search(above, cue.end()):
            return False  # "Isn't (D) just as possible, since the library is quiet? No — Thomas saw her reading there."
        # (the question's own "isn't" asks; it negates nothing: "isn't (B) every bit as consistent …?" offers B)
        asked = {found for found, _ in offers(cue.group(0), concluding=False) if rival(found, value)}
        return len(asked) == 1
    kept = {found for found, polarity in named if polarity in (Polarity.AFFIRMED, Polarity.HYPOTHETICAL) and rival(found, value)}
    return len(kept) == 1 and not any(found in kept and polarity is Polarity.NEGATED for found, polarity in named)


# An exception that carves another option out of a claim ("save for (A)", "except for (A)", "apart from (A)", "(A) aside",
# "(B) excepted"): said of the answer ("only (B) …"), it adds the option to it.
_EXCEPTED_OPTION = re.compile(r"(?i)\b(?:save\s+for|except(?:\s+for)?|apart\s+from|aside\s+from|besides|other\s+than|"
                              r"with\s+the\s+exception\s+of|barring|bar|excluding|not\s+counting|but\s+for)\s+(?:option\s+)?\(([A-R])\)(?![ \t]*(?:(?:and|or)\b|,[ \t]*\(?[A-R]\)))|"
                              r"\(([A-R])\)[ \t]+(?:aside|excepted|apart)\b")
# What an exception says of the option it carves out when it keeps it: "which passes too", "which is also correct", "since
# its tone is sarcastic as well", "which is funny in its own right", "which is acceptable for …"; not "is not even in
# December", "since it's her drive", "which only addresses conditioning".
_EXCEPTION_KEEPS = re.compile(r"(?i)\b(?:in\s+its\s+own\s+right|acceptable|fine|passes|works|holds(?:\s+up)?|fits|correct|valid|"
                              r"right|defensible|plausible)\b")
_EXCEPTION_DENIES = re.compile(r"(?i)\b(?:not|no|never|only|nothing|none|neither|fails?|wrong|incorrect)\b|n't\b")
# A word each exception of :data:`_EXCEPTED_OPTION` holds, found by ``str.find`` before the pattern runs.
_EXCEPTION_WORDS = ("save for", "except", "apart", "aside", "besides", "other than", "barring", "bar ", "excluding",
                    "not counting", "but for")
def _positions(text: str, word: str):
    """Where ``word`` stands in ``text``, in order (``str.find``)."""
    at = text.find(word)
    while at != -1:
        yield at
        at = text.find(word, at + 1)


#: How much of the reply's end is read for an answer widened by an exception.
WIDENED_REACH = 1500


def _widened_by_exception(text: str, letter: str) -> bool:
    """A sentence near the end names the answer ("The only sentence in order is (B)", "(A) is the only sarcastic one"),
    then carves another option out as an exception ("— save for (A), which passes too", "(B) excepted, since …"): the
    answer widened to two. An exception that carves the answer itself out ("Every option except (B) breaks the order",
    "Apart from (B), none …") is an elimination."""
    tail = text[-WIDENED_REACH:]
    low = tail.lower()
    if "(" not in tail or not any(word in low for word in _EXCEPTION_WORDS):
        return False
    found = {m.start(): m for word in _EXCEPTION_WORDS for at in _positions(low, word)
             for m in _EXCEPTED_OPTION.finditer(tail, max(0, at - 12), at + len(word) + 24)}
    for m in found.values():
        other = m.group(1) or m.group(2)
        if other == letter:
            continue
        start = max(tail.rfind(".", 0, m.start()), tail.rfind("\n", 0, m.start())) + 1
        end = min((i for i in (tail.find(".", m.end()), tail.find("\n", m.end())) if i != -1), default=len(tail))
        kept = ",".join(tail[m.end():end].split(",")[:2])  # (what the exception says of the option: "…, which passes too")
        if f"({letter})" in tail[start:m.start()] and not _EXCEPTION_DENIES.search(kept) and (
                _EXCEPTION_KEEPS.search(kept) or ADDITIVE.search(kept) and (_PRO_VERB.search(kept) or _says_what_is_asked(kept))):
            return True
    return False


# A verb standing for the claim itself: "other than (A), which does too", "which qualifies as well".
_PRO_VERB = re.compile(r"(?i)\b(?:does|do|did|qualifies|counts)\b")
_ASKING_WORD = re.compile(r"[A-Za-z]{5,}")


def _says_what_is_asked(clause: str) -> bool:
    """``clause`` gives the option the property the question asks about, in the question's own word ("Which statement is
    sarcastic?": "since its tone is sarcastic as well"); "which also falls on Christmas Day" says something else of it."""
    question = (QUESTION.get() or "").split("Options:", 1)[0]  # (an option may ask too: "Who needs fun anyway?")
    end = max(question.rfind("?"), question.rfind(":"))  # ("Which sentence has the correct adjective order:")
    start = max(question.rfind(". ", 0, end), question.rfind("\n", 0, end), question.rfind("? ", 0, end)) + 1
    asked = question[start:end] if end != -1 else ""
    words = {word.casefold() for word in _ASKING_WORD.findall(asked)} - {"which", "following", "there", "these", "their", "about"}
    return any(word.casefold() in words for word in _ASKING_WORD.findall(clause))


# The reply's opening line as a headline, a blank line after it: a heading, a bold line, an e-mail's subject or title.
_HEADLINE = re.compile(r"[ \t]*(?:(?:#{1,6}[ \t]+|(?i:subject|subj|title|re)[ \t]*:[ \t]*)(?P<line>[^\n]{1,160}?)|"
                       r"\*\*(?P<bold>[^*\n]{1,160})\*\*|__(?P<under>[^_\n]{1,160})__)[ \t]*\n[ \t]*\n")
# A headline that only guesses: "**My first instinct: answer 26**", "**Quick guess: answer 60**".
_GUESS_IN_HEADLINE = re.compile(r"(?i)\b(?:instinct|guess\w*|hunch|first\s+(?:thought|take|pass|try|attempt)|initial|draft|"
                                r"tentative|prelim\w*)\b")
# What says the headline was corrected below it: "wait", "hmm", "actually", "oops", "I made a mistake", "on second thought".
_HEADLINE_CORRECTED = re.compile(r"(?i)\b(?:wait|hmm+|actually|sorry|oops|correct(?:ion|ed|ing)|mistak\w*|errors?|wrong|incorrect|"
                                 r"scratch|i\s+mean|revis\w*|on\s+second\s+thought|mis(?:read|count\w*|calculat\w*)|"
                                 r"overlook\w*|forgot|re-?calculat\w*|re-?check\w*|re-?do\w*|fix\w*)\b")
# Where a headline's answer opens: right after the word "answer" ("— final answer 30", "— answer: 36", "answer (A)", "the
# answer is 12"); a value anywhere else in it ("Subject: Janet's eggs - 9 left", "## Answer breakdown: 3 steps") is none.
_HEADLINE_ANSWER = re.compile(r"(?i)\banswer(?:[ \t]+is)?[ \t]*[:：—–-]?[ \t*_]*(?=\S)")
# What may follow a headline's value: words (a unit, an option's text), no second figure, sum or letter.
_HEADLINE_REST = re.compile(r"[^\d=+×*/()\[\]]*")


def _other_reading_endorsed(text: str, reading: Reading) -> bool:
    """After the answer, another reading, completion or interpretation of the question, named by what it is rather than
    by its value, is called as good as the answer ("the reading that holds Alice responsible … is every bit as well
    supported", "The shorter completion … is an equally proper way to finish this sequence"): the reply keeps two
    answers, whatever their names. A method or a way of working called as good ("the other method is just as valid") is
    none, nor is "that answer" (the reply's own), nor one turned down in its sentence ("… equally plausible, but the
    wording rules it out", "none is as plausible as …")."""
    at = text.rfind(reading.text) if reading.text else -1
    if at == -1 or len(text) - at > MAX_ENDORSED_TAIL:
        return False
    for sentence in sentences(text[at + len(reading.text):]):
        other = _OTHER_READING.search(sentence)
        if other is not None and _AS_GOOD.search(sentence, other.end()) is not None and \
                not _READING_TURNED.search(sentence) and not _SAME_ANSWER.search(sentence):
            return True
    return False


#: How far after the answer another reading called as good is looked for.
MAX_ENDORSED_TAIL = 1200
# Another reading of the question named by what it is: "the reading that …", "another interpretation".
_OTHER_READING = re.compile(r"(?i)\b(?:the|that|another|other|a\s+second|an\s+alternative|the\s+other)\s+(?:[\w-]+\s+){0,3}?"
                            r"(?:readings?|interpretations?|completions?|parses?)\b")  # (not "that answer", the reply's own)
# ... called as good as the answer: "equally right", "every bit as well supported", "just as acceptable", "no less valid".
_AS_GOOD = re.compile(r"(?i)\b(?:equally|just\s+as|every\s+bit\s+as|no\s+less|as)\s+(?:well\s+)?(?:right|correct|valid|"
                      r"acceptable|supported|proper|defensible|good|solid|sound|legitimate|plausible|reasonable|likely|"
                      r"justified|strong)\b")
# ... and turned down in its sentence: "… equally plausible, but the wording rules it out", "none is as plausible".
_READING_TURNED = re.compile(r"(?i)\b(?:but|however|though|although|yet|except|rather|instead|not|no|none|never|nothing|"
                             r"wrong|incorrect|only|unless|if|less|far)\b|n't\b")  # (anywhere in its sentence: "none is as …")
# ... unless it is the same answer: "the other reading is just as valid and gives the same answer".
_SAME_ANSWER = re.compile(r"(?i)\b(?:same|identical)\s+(?:answer|result|value|verdict|letter|option)\b|\bagrees?\b")


def _agrees_with_another(text: str, reading: Reading, read) -> bool:
    """The answer is said to agree with a result the reply gave above it ("Final answer: (C) — consistent with the result
    above", "which agrees with the result I marked above"), and a result line above gives another value ("**Result:
    Claire has Catch-22 — option (A).**"): the reply stands by two answers. A result that is the answer, none above, or
    several (a step's each) leave it as it is."""
    claim = _AGREES_ABOVE.search(text, max(0, len(text) - MAX_AGREEMENT_TAIL))
    conclude = getattr(read, "conclusion", None)
    if claim is None or conclude is None:
        return False
    rival = getattr(read, "rival", None) or differs
    above = text[:text.rfind("\n", 0, claim.start()) + 1]
    results = _RESULT_LINE.findall(above)
    if len(results) != 1 or len(_RESULT_LABEL.findall(above)) > 1:
        return False  # (none, or the results of the working's steps: "Result: 13 … Result: 9 … Result: $18")
    said = conclude(results[0])
    return said is not None and not said.withdrawn and said.value is not None and rival(said.value, reading.value)


#: How far from the reply's end a claim of agreement with a result above is looked for.
MAX_AGREEMENT_TAIL = 400
# The answer said to agree with a result above: "consistent with the result above", "agrees with the result I marked
# above", "confirming the answer I gave earlier".
_AGREES_ABOVE = re.compile(r"(?i)\b(?:consistent|agrees?|agreeing|in\s+line|in\s+agreement|match(?:es|ing)?|confirm(?:s|ing|ed)?|"
                           r"same\s+as)\b[^.\n]{0,30}?\b(?:the|my|our)\s+(?:result|answer|finding|conclusion|value|pick)s?\b"
                           r"(?:\s+(?:i|we)(?:\s+\w+){1,2}?)?\s+(?:above|earlier|before|previously)\b")
# A result's label anywhere, as a step's: "First sale — Result: $50".
_RESULT_WORD = r"(?:result|answer|conclusion|finding)"
_RESULT_LABEL = re.compile(r"(?i)\b" + _RESULT_WORD + r"[ \t*_]*:")
# A result given on a line of its own above: "**Result: Claire has Catch-22 — option (A).**", "Interim answer: 16".
_RESULT_LINE = re.compile(r"(?im)^[ \t>*_#-]*(?:(?:interim|preliminary|first|initial|my)[ \t]+)?" + _RESULT_WORD +
                          r"[ \t*_]*:[ \t*_]*([^\n]+)$")


def _headline_differs(text: str, reading: Reading, read) -> bool:
    """The reply opens with a headline that gives a value right after the word "answer" ("Subject: Flamingo prank — final
    answer 30", "### Cost per unit — answer (A)"; "# Cannon on a moving truck: aim at 45° (C)" and "**Total eggs per day:
    16**" give none, nor does a guess, "**My first instinct: answer 26**"), the answer read below is another, and no
    word between says it corrects the headline: the reply gives two answers."""
    value_at = getattr(read, "value_at", None)
    if value_at is None or reading.value is None or (head := _HEADLINE.match(text)) is None:
        return False
    line = head.group("line") or head.group("bold") or head.group("under")
    if _GUESS_IN_HEADLINE.search(line):
        return False
    opening = None
    for opening in _HEADLINE_ANSWER.finditer(line):
        pass
    said = line[opening.end():].strip(" *_") if opening is not None else ""
    found = value_at(said) if said else None
    if found is None or not _HEADLINE_REST.fullmatch(said, found[1]):
        return False
    rival = getattr(read, "rival", None) or differs
    return rival(found[0], reading.value) and _HEADLINE_CORRECTED.search(text, head.end()) is None


#: The longest text after the reasoning read as a remark on its answer (longer text is more reasoning).
MAX_REMARK = 400


def _before_invented_question(section, read):
    """The section up to a new question that follows an answer the reader finds, in any words
    ("## Outcome⏎**56**⏎⏎Q: Claire earns …⏎A: The answer is 30.", "La réponse est 113.⏎⏎### Question"):
    an invented next exercise, which a stop sequence would have cut, answers nothing. (The text
    layer cuts there by itself after an English answer phrase; a question with no answer before it
    is an echoed scaffold, part of the reply.)"""
    for i, m in enumerate(NEW_QUESTION.finditer(section.text)):
        if i >= MAX_NEW_QUESTIONS:
            break
        head = section.text[:m.start()]
        if not head.strip():
            continue
        if _ASKED_LINE.search(head):
            break  # the reply is a Q:/A: exchange ("Q: What is 3+4?⏎A: 7⏎Q: So what is the answer?"): its own turns
        found = _strong_or_found(head, read)
        if found is not None and not found.withdrawn and found.layer not in WEAK_LAYERS:
            return replace(section, text=head)  # (two answers offered before it are offered all the same)
    return section


# A line that asks, as a question of a Q:/A: exchange or an exercise does.
_ASKED_LINE = re.compile("(?im)^" + _ASKING_LABEL.format("Q|Question|Problem"))
#: New questions tried as the end of the reply's answer, at most.
MAX_NEW_QUESTIONS = 4


def _strong_or_found(text: str, read) -> Reading | None:
    """The strong layers' answer in ``text`` (a reader that finds its own answer: that answer)."""
    return locate(text, read) if getattr(read, "find", None) else _strong(text, read)


# A text that breaks off mid-clause, on a lower-case word that needs more after it ("Looking at option (A) first,
# we can"; not an option letter "A").
_DANGLING = re.compile(r"(?<![^\s*_\"'(“])(?:the|a|an|and|or|but|to|of|we|can|is|are|was|were|be|that|which|with|for|in|on|at|by|"
                       r"as|it|this|if|so|then|from|into|will|would|should|could|has|have|had|"
                       # ... other languages' ("é preciso verificar se", "hay que ver si", "bisogna vedere se", "ob")
                       r"se|si|que|para|com|em|por|del|con|che|per|di|et|des|du|une|der|die|das|und|zu|mit|von|ob|dass|"
                       r"wenn|weil|och|att|med)\s*$|[=«“(]\s*$"  # (or an opened quote or sum: '– "a^3 =')
                       r"|(?i:\banswer)[\"'*_]*[ \t]*:[ \t]*[\"'*_]?[ \t]*$"  # (or an answer's slot, left empty: '"answer": ')
                       r"|,[ \t]*[^\W\d_][\w'-]*[ \t]*:[ \t]*$")  # (or a list cut after a label: "Alice: Jamie, Bob: Sam, Claire:")
_FINISHED = re.compile(r"(?<!\bi\.e)(?<!\be\.g)[.!?)\]}*_`'\"$。]\s*$")  # ("…, i.e." stops before it says what)


# A text that stops on a word or a comma, mid-sentence ("The distinct points visited", "Since Amberly"; not a label
# opening the next exercise, "Q:", nor an empty "####").
_BROKEN_OFF = re.compile(r"[^\W_][*_]*[ \t]*$|,[ \t]*$")
# A list item or table row: its last words need no full stop ("* (E) 12/25/2006, if only the month and day need to
# match").
_ITEM = re.compile(r"[ \t]*(?:[-*•+|>#]|\d{1,3}[.)])")
# A sentence's end before the last words of a line ("… tells the truth. Since Amberly").
_SENTENCE_THEN_WORDS = re.compile(r"[.!?][ \t]+[^.!?\n]+$")


def _broken_off(text: str) -> bool:
    """The text stops mid-sentence after it finished one: its last line stops on a word or a comma, and
    either finished a sentence before that on the same line, or is a line of prose under one that did."""
    text = text.rstrip()
    if not _BROKEN_OFF.search(text[-40:]):
        return False
    start = text.rfind("\n") + 1
    if _SENTENCE_THEN_WORDS.search(text, max(start, len(text) - 400)):
        return True
    above = text[:start].rstrip()  # (a line of a word or two is an utterance of its own: "idk")
    return not _ITEM.match(text, start) and above.endswith((".", "!", "?", ":")) and len(text[start:].split()) >= 3


def _cut_off(text: str) -> bool:
    """The text stops mid-sentence ("Starting with 50 cats, we"): what it says so far is premises."""
    return bool(text.strip()) and not _FINISHED.search(text[-40:])


def _labelled_last_line(text: str, reading: Reading) -> bool:
    """The text's last line gives the reading under an answer's label ("**Sorted list:** amethyst bathos …", "Final
    answer: 18"): the text ends on its answer, with no full stop to close it, and is not cut off before it."""
    last = text.rstrip().rsplit("\n", 1)[-1]
    return not reading.ambiguous and bool(reading.text) and (label := _LABELLED_LINE.match(last)) is not None and \
        fold(last[label.end():]).strip(" *_.").endswith(reading.text)


def _hedged_last_line(text: str, reading: Reading) -> bool:
    """The text's last line labels the values the reading hedges between ("partial result: 68 or 67"):
    stopped without a full stop, it still offered them (unlike premises cut off: "Starting with 112 and 45")."""
    last = text.rstrip().rsplit("\n", 1)[-1]
    return reading.ambiguous and bool(reading.text) and (label := _LABELLED_LINE.match(last)) is not None and \
        reading.text in last[label.end():]


# A line whose label names an answer ("partial result: 68 or 67", "**Final answer:** 68 or 67"); not a state
# table's row cut off ("   - Alice: Hound of the Baskerville").
_LABELLED_LINE = re.compile(r"(?i)[^:\n]{0,40}?\b(?:answers?|results?|final|totals?|outputs?|solutions?|list|sorted|order)[ \t*_]*:"
                            r"[ \t*_]*(?=\S)")


def _opens(text: str, reading: Reading) -> bool:
    """The answer is the text's first word ("No. Let's see: 1. …", "(B). First, …"): given before the
    working, so the working breaking off later does not make it a premise."""
    head = fold(text).lstrip(" \n*#>_([")
    return bool(reading.text) and head.startswith(reading.text) and \
        head[len(reading.text):len(reading.text) + 4].lstrip(")]*_").startswith((".", ",", "!", "\n"))


def _unsaid_elsewhere(reading: Reading, section, read) -> Reading:
    """No credit when the reply also addresses its grader, or offers another value in a hidden
    turn (a think block after the answer, a fabricated next turn)."""
    if addresses_grader(section.text) or any(addresses_grader(h) for h in section.hidden):
        return replace(reading, ambiguous=True)
    others = [locate(hidden, read) for hidden in section.hidden]
    if any(len(h) <= MAX_REMARK and takes_back(h.strip()) and not _says_again(other, reading)
           for h, other in zip(section.hidden, others)):
        return replace(reading, withdrawn=True)  # a later turn disowns it: "User: The answer?⏎Assistant: I don't know."
    offers = getattr(read, "offers", None)
    for hidden, other in zip(section.hidden, others):
        if other is not None and not other.withdrawn and other.value != reading.value and \
                not (offers is not None and other.value in _refuted(sentences(hidden), offers)):
            # (not a value the hidden text fails: "<!-- scratch: tried (F) first, it failed -->")
            return replace(reading, ambiguous=True)
    return reading


def _says_again(other: Reading | None, reading: Reading) -> bool:
    """A hidden turn that checks the answer and gives it again ("<think>Let me re-check the last
    step. It is still 5.</think>") takes nothing back."""
    return other is not None and not other.withdrawn and not other.ambiguous and other.value == reading.value


def judge(reading: Reading | None, is_correct: Callable[[Reading], bool],
          show: Callable[[Reading], str] = lambda r: r.text, *, mode: str = "robust",
          truncated: bool = False) -> Verdict:
    """The verdict for what the layers found (``None``: nothing)."""
    if reading is None or reading.withdrawn and (not reading.ambiguous or reading.value is None):
        return Verdict.judge(None, False, mode, truncated=truncated)  # (value None: struck out, nothing to show)
    correct = not reading.ambiguous and is_correct(reading)
    return Verdict.judge(show(reading), correct, mode, ambiguous=reading.ambiguous, decided_by=reading.layer)
