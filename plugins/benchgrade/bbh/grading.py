"""BIG-Bench Hard, ``robust`` mode: each subtask's answer kind, read as a careful grader reads it.

Kinds: lettered options ``(A)``–``(R)``; True/False; Yes/No; valid/invalid
(``valid`` inside ``invalid`` is no match); Dyck closing sequences, compared as
bracket sequences whatever the spacing (an echoed *full* sequence is not the
closing suffix); word_sorting word lists (spaces, commas, one per line); and
integers, negative included, for object_counting and multistep_arithmetic_two.
"""
from __future__ import annotations

import re

from benchgrade.grading.choices import LETTERS, normalise_option_text
from benchgrade.grading.answer import Reading, candidates, final_section, first_sentence, grade_reply, sentences
from benchgrade.grading.graders import grade_choice, grade_number, grade_tokens
from benchgrade.grading.readers import TokenReader
from benchgrade.grading.verdict import Verdict
from benchgrade.grading.wrappers import peel

#: Most options any BBH subtask has (reasoning_about_colored_objects: A–R).
MAX_OPTIONS = 18

BOOLEAN = TokenReader(["True", "False"])
YES_NO = TokenReader(["Yes", "No"])
#: web_of_lies asks "Does X tell the truth?": True/False answer it as Yes/No.
TRUTH = TokenReader(["Yes", "No"], {"true": "Yes", "false": "No"})
#: sports_understanding asks "Is the following sentence plausible?": the words themselves answer it.
PLAUSIBLE = TokenReader(["Yes", "No"], {"plausible": "Yes", "implausible": "No", "not plausible": "No"})
VALIDITY = TokenReader(["valid", "invalid"], {"not valid": "invalid"})

KIND_OF_SUBTASK = {
    "boolean_expressions": "boolean",
    "causal_judgement": "yes_no", "navigate": "yes_no", "web_of_lies": "truth",
    "sports_understanding": "plausible",
    "formal_fallacies": "validity",
    "dyck_languages": "dyck",
    "word_sorting": "words",
    "object_counting": "integer", "multistep_arithmetic_two": "integer",
    **{t: "choice" for t in (
        "date_understanding", "disambiguation_qa", "geometric_shapes", "hyperbaton",
        "logical_deduction_five_objects", "logical_deduction_seven_objects",
        "logical_deduction_three_objects", "movie_recommendation", "penguins_in_a_table",
        "reasoning_about_colored_objects", "ruin_names", "salient_translation_error_detection",
        "snarks", "temporal_sequences", "tracking_shuffled_objects_five_objects",
        "tracking_shuffled_objects_seven_objects", "tracking_shuffled_objects_three_objects")},
}
SUBTASKS = tuple(sorted(KIND_OF_SUBTASK))
_TOKENS = {"boolean": BOOLEAN, "yes_no": YES_NO, "truth": TRUTH, "plausible": PLAUSIBLE, "validity": VALIDITY}

_CLOSERS = re.compile(r"^[\s\])}>,`'\"]*")
_OPENERS = set("([{<")
# word_sorting words: letters, with inner apostrophes, hyphens and ampersands ("r&d", "it&t")
_WORD = re.compile(r"[A-Za-z][A-Za-z'&\-]*")
_LIST_ITEM = re.compile(r"^\s*(?:(?:[-*•]|\d{1,3}[.)])\s*)?[\"'`*_]*([A-Za-z][A-Za-z'&\-]*)[\"'`*_]*[.,;]?\s*$")
_WORDS_LINE = re.compile(r"^[\s\"'`*_]*[A-Za-z][A-Za-z'&\-]*(?:[\s,;]+[A-Za-z][A-Za-z'&\-]*){1,200}[\s\"'`*_.]*$")


def kind_of(subtask: str | None, gold: str) -> str:
    """The answer kind of a subtask; without a subtask, inferred from the gold's shape."""
    if subtask is not None:
        try:
            return KIND_OF_SUBTASK[subtask]
        except KeyError:
            raise ValueError(f"unknown BBH subtask {subtask!r}; expected one of {', '.join(SUBTASKS)}") from None
    g = gold.strip()
    if re.fullmatch(r"\([A-R]\)", g):
        return "choice"
    for kind in ("boolean", "yes_no", "validity"):  # (a bare Yes/No gold reads as yes_no)
        if g.casefold() in _TOKENS[kind].canonical:
            return kind
    if re.fullmatch(r"-?\d+", g):
        return "integer"
    if g and set(g) <= set(")]}> "):
        return "dyck"
    return "words"


def _is_letter_gold(gold: str) -> bool:
    return re.fullmatch(r"\s*\(?[A-Ra-r]\)?\s*", gold) is not None


def _letter_gold(gold: str, choices) -> str:
    """A lettered subtask's gold as a letter; a few BBH targets are the option text itself."""
    if _is_letter_gold(gold):
        return gold
    said = normalise_option_text(gold)
    matches = [i for i, c in enumerate(choices) if normalise_option_text(c) == said]
    if len(matches) != 1:
        raise ValueError(f"gold {gold!r} is neither an option letter nor the text of exactly one option")
    return LETTERS[matches[0]]


def read_option_text(text: str, strict: bool) -> Reading | None:
    """An answer stated as words (the option's text), for lettered subtasks whose options are unknown."""
    said = normalise_option_text(text if strict else first_sentence(text))
    return Reading(said, said) if said else None


def _grade_option_text(reply: str, gold: str, truncated: bool) -> Verdict:
    """A few BBH targets are an option's text ("Monsters, Inc"); without the options, compare the text."""
    expected = normalise_option_text(gold)
    return grade_reply(reply, read_option_text,
                       lambda r: r.value == expected or r.value.startswith(expected + " "), truncated=truncated)


# --- answers given in words: "X does not tell the truth", "the sentence is not plausible" ------

_TRUTH_WORDS = r"\b(?:tells?|telling)\s+the\s+truth\b|\btruthful\b"
_LIE_WORDS = r"\b(?:lies|lying|liar)\b|\btells?\s+(?:a|the)\s+lie\b"
_TRUTH_CLAIM = re.compile(_TRUTH_WORDS, re.I)
_LIE_CLAIM = re.compile(_LIE_WORDS, re.I)
_TRUTH_OR_LIE = re.compile(f"{_TRUTH_WORDS}|{_LIE_WORDS}", re.I)
_PLAUSIBLE_CLAIM = re.compile(r"(?i)\b(?:im)?plausib(?:le|ility)\b")
_NEGATED = re.compile(r"(?i)\b(?:not|never|isn't|doesn't|does\s+not|is\s+not)\b|\bimplausible\b")
_HEARSAY = re.compile(r"(?i)\b(?:says?|said|claims?|if|whether|either|but)\b")
_HEDGED = re.compile(r"(?i)\b(?:somewhat|partially|possibly|might|may|could|depends|if|whether|but)\b")
_CLAIM_TAIL = 1500


def _final_claim_sentence(section: str, pattern: re.Pattern) -> str | None:
    """The last sentence of the section, when it makes a claim matching ``pattern``."""
    parts = sentences(section[-_CLAIM_TAIL:])
    if not parts or not pattern.search(parts[-1]):
        return None
    return parts[-1]


def truth_claim(section: str) -> Reading | None:
    """web_of_lies: "Vina does not tell the truth." reads No, "so Kandi tells the truth." Yes.

    Only an unhedged final sentence about one person counts: reported speech ("X says Y lies"),
    conditions and a sentence mentioning both truth and lies are passed over.
    """
    sentence = _final_claim_sentence(section, _TRUTH_OR_LIE)
    if sentence is None or _HEARSAY.search(sentence):
        return None
    truth, lie = bool(_TRUTH_CLAIM.search(sentence)), bool(_LIE_CLAIM.search(sentence))
    if truth == lie:
        return None
    says_truth = truth != bool(_NEGATED.search(sentence))
    word = "Yes" if says_truth else "No"
    return Reading(word, word)


def plausibility_claim(section: str) -> Reading | None:
    """sports_understanding: "the sentence is not plausible." reads no; hedged claims read nothing."""
    sentence = _final_claim_sentence(section, _PLAUSIBLE_CLAIM)
    if sentence is None or _HEDGED.search(sentence):
        return None
    word = "No" if _NEGATED.search(sentence) else "Yes"
    return Reading(word, word)


_CLAIMS = {"truth": truth_claim, "plausible": plausibility_claim}


# --- Dyck closing sequences -----------------------------------------------------------------

def read_dyck(text: str, strict: bool) -> Reading | None:
    """The closing brackets a statement gives; text that reopens a bracket is an echoed sequence."""
    s = peel(text)
    run = _CLOSERS.match(s).group(0)
    rest = s[len(run):]
    if strict and rest.strip():
        return None
    if rest[:1] in _OPENERS:
        return None  # "[[ ]]": the whole sequence, not the closing suffix
    brackets = "".join(ch for ch in run if ch in ")]}>")
    return Reading(brackets, " ".join(brackets)) if brackets else None


def _dyck_gold(gold: str) -> str:
    brackets = "".join(ch for ch in gold if ch in ")]}>")
    if not brackets or any(ch not in ")]}> " for ch in gold.strip()):
        raise ValueError(f"gold must be a sequence of closing brackets; got {gold!r}")
    return brackets


# --- word_sorting ---------------------------------------------------------------------------

def _words(text: str) -> list[str]:
    return [w.casefold() for w in _WORD.findall(text)]


def _list_block(lines: list[str]) -> list[str] | None:
    """Words of a trailing one-word-per-line list (numbered, bulleted or plain), if there is one."""
    items = []
    for line in reversed(lines):
        if not line.strip():
            if items:
                break
            continue
        m = _LIST_ITEM.match(line)
        if not m:
            break
        items.append(m.group(1).casefold())
    return list(reversed(items)) if len(items) >= 2 else None


def _read_words(section: str) -> Reading | None:
    """The sorted list: after the last answer statement, else a trailing list or a last line of words."""
    statements = [c for c in candidates(section) if c.source == "statement"]
    for cand in reversed(statements):
        line = peel(cand.text)
        if _WORDS_LINE.match(line) or (_WORD.fullmatch(line or "-")):
            words = _words(line)
            return Reading(tuple(words), " ".join(words))
        after = section[cand.start:].split("\n", 1)
        if len(after) == 2 and not line:
            block = _list_block(after[1].split("\n"))
            if block:
                return Reading(tuple(block), " ".join(block))
    lines = section.rstrip().split("\n")
    block = _list_block(lines)
    if block:
        return Reading(tuple(block), " ".join(block))
    last = peel(lines[-1]) if lines else ""
    if _WORDS_LINE.match(last):
        words = _words(last)
        return Reading(tuple(words), " ".join(words))
    return None


def _grade_words(reply: str, gold: str, truncated: bool) -> Verdict:
    expected = tuple(_words(gold))
    if not expected:
        raise ValueError(f"gold must be a list of words; got {gold!r}")
    section = final_section(reply)
    reading = _read_words(section.text)
    if reading is None:
        return Verdict.judge(None, False, truncated=truncated or section.truncated)
    return Verdict.judge(reading.text, reading.value == expected)


def grade(reply: str, gold: str, *, subtask: str | None = None, choices=None, truncated: bool = False) -> Verdict:
    kind = kind_of(subtask, gold)
    if kind == "choice":
        if not choices and not _is_letter_gold(gold):
            return _grade_option_text(reply, gold, truncated)
        gold = _letter_gold(gold, choices)
        return grade_choice(reply, gold, n_options=MAX_OPTIONS, choices=choices, truncated=truncated)
    if kind in _TOKENS:
        return grade_tokens(reply, gold, _TOKENS[kind], truncated=truncated, claims=_CLAIMS.get(kind))
    if kind == "integer":
        return grade_number(reply, gold, truncated=truncated)
    if kind == "dyck":
        expected = _dyck_gold(gold)
        return grade_reply(reply, read_dyck, lambda r: r.value == expected, truncated=truncated)
    return _grade_words(reply, gold, truncated)
