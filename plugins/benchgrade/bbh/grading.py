"""BIG-Bench Hard, ``robust`` mode: each subtask's answer kind, read as a careful grader reads it.

Kinds: lettered options ``(A)``–``(R)``; True/False; Yes/No; valid/invalid
(``valid`` inside ``invalid`` is no match); Dyck closing sequences, compared as
bracket sequences whatever the spacing (an echoed *full* sequence is not the
closing suffix); word_sorting word lists (spaces, commas, one per line); and
integers, negative included, for object_counting and multistep_arithmetic_two.

The yes/no subtasks are also answered in words, and each reads its own claim
(a clause of one sentence, never reported speech, a condition or a hedge):
web_of_lies "Vina does not tell the truth", sports_understanding "the sentence
is highly unlikely", navigate "we are back at the starting point",
causal_judgement "Benni's fertilization caused the plants to dry out", formal_fallacies "the
argument is deductively invalid".
"""
from __future__ import annotations

import difflib
import re
from dataclasses import replace

from benchgrade.grading.answer import Reading, candidates_from_end, first_sentence, previous_text_line, sentences
from benchgrade.grading.choices import LETTERS, normalise_option_text
from benchgrade.grading.conclusion import PARAGRAPH_BREAK, beside_sibling, read_conclusion, without_sign_off
from benchgrade.grading.graders import grade_choice, grade_number, grade_tokens
from benchgrade.grading.layers import grade_reply, rest_of_span, rival_before
from benchgrade.grading.polarity import OFFERS, Polarity, asks, is_status_word, tag
from benchgrade.grading.readers import TokenReader
from benchgrade.grading.text import NEXT_ITEM, QUESTION, ItemOpening
from benchgrade.grading.verdict import Category, Verdict
from benchgrade.grading.wrappers import peel

from .data import choices_of
from .dates import as_option_dates, glossed_as_another
from .times import as_option_times
from .tracking import without_final_state

#: Most options any BBH subtask has (reasoning_about_colored_objects: A–R).
MAX_OPTIONS = 18

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

_CLOSERS = re.compile(r"^(?:[\s\])}>,`'\"*_]|\\[ ,;:!}]|\\q?quad\b)*")  # (LaTeX spacing too: "\boxed{) \ ]}"; "\}" is "}")
_OPENERS = set("([{<")
# word_sorting words: letters, with inner apostrophes, hyphens and ampersands ("r&d", "it&t")
_WORD = re.compile(r"[A-Za-z][A-Za-z'&\-]*")
_LIST_ITEM = re.compile(r"^\s*(?:(?:[-*•]|\d{1,3}[.)])\s*)?[\"'`*_]*([A-Za-z][A-Za-z'&\-]*)[\"'`*_]*[.,;]?\s*$")
# (words may be joined by spaces, commas, semicolons, or one kind of mark: "a | b | c", "a / b / c", "a → b → c")
_WORDS_LINE = re.compile(r"^[\s\"'`*_]*[A-Za-z][A-Za-z'&\-]*(?:(?:[\s,;]+|[ \t]*(?:\||/|→|->|⇒|·|•)[ \t]*)"
                         r"[A-Za-z][A-Za-z'&\-]*){1,200}[\s\"'`*_.]*$")


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
    """A few BBH targets are an option's text ("Monsters, Inc"); without the options, compare the text
    (statements only: with no options there is nothing to recognise in a conclusion)."""
    expected = normalise_option_text(gold)
    return grade_reply(reply, read_option_text,
                       lambda r: r.value == expected or r.value.startswith(expected + " "), truncated=truncated)


# --- answers given in words: "X does not tell the truth", "the sentence is not plausible" ------

# A clause opened by one of these is subordinate ("because he says Sherrie lies"): it is not the claim.
_CLAUSE = re.compile(r"(?i)[,;:()|]|\s[-–—]\s|\b(?=(?:because|since|as|when|whenever|while|which|who|if|unless|given|whereas|and|but|so)\b)")
_SUBORDINATE = re.compile(r"(?i)^\s*(?:because|since|as|when|whenever|while|which|who|if|unless|given|whereas)\b")
_HEARSAY = re.compile(r"(?i)\b(?:says?|said|claims?|claimed|states?|stated|assum\w*|if|whether|either|suppose)\b")
_HEDGED = re.compile(r"(?i)\b(?:somewhat|partially|possibly|might|may|could|depends|depending|if|whether|perhaps|maybe|either|"
                     r"unless|when(?=\s+[\w']+\s+(?:is|are|was|were)\s+(?:true|false)\b))\b")
_NEGATED = re.compile(r"(?i)\b(?:not|never|no|isn't|doesn't|don't|didn't|wasn't|won't|aren't|cannot|can't|"
                      r"pas|nicht|non|n[ãa]o)\b")  # ("Sal ne dit pas la vérité", "Sal sagt nicht die Wahrheit")


def _clauses(sentence: str) -> list[str]:
    """The main clauses of a sentence: cut at punctuation and conjunctions, subordinate ones dropped."""
    out, start = [], 0
    for m in _CLAUSE.finditer(sentence):
        out.append(sentence[start:m.start()])
        start = m.end()
    out.append(sentence[start:])
    return [c for c in out if c.strip() and not _SUBORDINATE.match(c)]


# A hypothetical or a requirement ("To return to the start, the net movement must be zero").
_HYPOTHETICAL = re.compile(r"(?i)^\s*(?:to|in\s+order\s+to)\s|\b(?:must|should|need(?:s|ed)?\s+to|have\s+to|has\s+to)\b"
                           r"|\bwould(?!\s+(?:likely\s+|probably\s+|most\s+likely\s+)?(?:say|conclude|answer|agree|judge|think|call|rate|classify))\b")


def _claim(sentence: str, read) -> Reading | None:
    """The one answer the main clauses of ``sentence`` claim (``read(clause)`` → "Yes"/"No"/None);
    a clause that claims both ("Elanor either lies or tells the truth") is a hedge."""
    clauses = [c for c in _clauses(sentence) if not _HYPOTHETICAL.search(c)]
    for clause in clauses:
        parts = _OR_SPLIT.split(_BOTH_WAYS.sub(" ", clause), maxsplit=1) if _BOTH_WAYS.search(clause) else ()
        if len(parts) == 2:
            first, second = read(parts[0]), read(parts[1])
            if first is not None and second is not None and first != second:
                return Reading(first, first, ambiguous=True)
    said = {word for clause in clauses if (word := read(clause)) is not None}
    if len(said) != 1:
        return None
    word = said.pop()
    if _OPEN_CONDITION.search(sentence):
        return Reading(word, word, ambiguous=True)  # "S tells the truth when R is false": R is left open
    return Reading(word, word)


# A claim made under a condition left open: "Shaunda (S) tells the truth when R is false".
_OPEN_CONDITION = re.compile(r"(?i)\b(?:if|when|unless|provided|assuming)\s+(?:[\w']+\s+){1,2}?"
                             r"(?:is|are|was|were)\s+(?:true|false)\b")


# A clause that claims both ways: "either lies or tells the truth", "plausible-ish and implausible at the same time".
_BOTH_WAYS = re.compile(r"(?i)\beither\b|\bat\s+the\s+same\s+time\b|\bat\s+once\b")
_OR_SPLIT = re.compile(r"(?i)\bor\b|\band\b")


# (and in the languages read: "dit la vérité", "sagt die Wahrheit", "dice la verdad", "dice la verità", "diz a verdade";
# "ment", "lügt", "miente", "mente")
_TRUTH = re.compile(r"(?i)\b(?:tells?|telling|told|speaks?|speaking)\s+the\s+truth\b|\btruthful\b|\bhonest\b|"
                    r"\b(?:dit\s+la\s+v[ée]rit[ée]|sagt\s+die\s+wahrheit|dice\s+la\s+(?:verdad|verit[àa])|diz\s+a\s+verdade)\b")
_LIE = re.compile(r"(?i)\b(?:lies|lying|liar|lied)\b|\btells?\s+(?:a|the)\s+lie\b|\b(?:ment|l[üu]gt|miente|mente)\b")


# "a truth-teller", "among the truth-tellers": said of the person asked only where the clause names them ("Sal is not a
# truth-teller"; "the only truth-teller here is Kandi" is about Kandi).
_TRUTH_TELLER = re.compile(r"(?i)\btruth[- ]tellers?\b")


def _truth_in(clause: str) -> str | None:
    if _HEARSAY.search(clause) or _HEDGED.search(clause) or _about_someone_else(clause):
        return None
    truth, lie = bool(_TRUTH.search(clause) or _TRUTH_TELLER.search(clause) and _names_the_asked(clause)), bool(_LIE.search(clause))
    if truth == lie:
        return None
    return "Yes" if truth != bool(_NEGATED.search(clause)) else "No"


# Who a web_of_lies question asks about: "Does Sal tell the truth?".
_ASKED_PERSON = re.compile(r"\b(?:Does|Is)\s+([A-Z][a-z]+)\s+(?:tell|telling|speak)")
# A clause's subject: the name it opens with ("Michaela lies", "— Kandi tells the truth").
_SUBJECT_NAME = re.compile(r"[\s*_\"'(—–:,-]*([A-Z][a-z]+)\b")


def _names_the_asked(clause: str) -> bool:
    """The clause names the person the question asks about, as its subject ("Sal is not a truth-teller")."""
    asked = _ASKED_PERSON.search(QUESTION.get() or "")
    subject = _SUBJECT_NAME.match(clause)
    return asked is not None and subject is not None and subject.group(1) == asked.group(1)


def _about_someone_else(clause: str) -> bool:
    """The clause is about another person than the one the question asks about ("Does Sal tell the truth?" — "Michaela
    lies"): what it claims is working, not the answer."""
    question = QUESTION.get() or ""
    asked = _ASKED_PERSON.search(question)
    subject = _SUBJECT_NAME.match(clause) if asked is not None else None
    return subject is not None and subject.group(1) != asked.group(1) and subject.group(1) in question


def truth_claim(sentence: str) -> Reading | None:
    """web_of_lies: "Vina does not tell the truth." reads No, "so Kandi tells the truth." Yes.

    Reported speech ("X says Y lies"), conditions and clauses naming both truth and lies say nothing.
    When main clauses disagree ("A lies, so B tells the truth"), the last one is the conclusion:
    chains of reasoning end with the person asked about.
    """
    said = [word for clause in _clauses(sentence) if not _HYPOTHETICAL.search(clause)
            and (word := _truth_in(clause)) is not None]
    hedge = _claim(sentence, _truth_in)
    if hedge is not None or not said:
        return hedge
    return Reading(said[-1], said[-1])


# the adjective claims; the noun ("Plausibility score: 0/10", "its plausibility") claims nothing
_PLAUSIBLE = re.compile(r"(?i)\b(?:im)?plausible\b|\bunlikely\b|\b(?:un)?realistic\b")
_IMPLAUSIBLE = re.compile(r"(?i)\bimplausib|\bunlikely\b|\bunrealistic\b")


def _plausible_in(clause: str) -> str | None:
    if not _PLAUSIBLE.search(clause) or _HEDGED.search(clause):
        return None
    return "No" if (_NEGATED.search(clause) or _IMPLAUSIBLE.search(clause)) else "Yes"


def plausibility_claim(sentence: str) -> Reading | None:
    """sports_understanding: "the sentence is not plausible." / "… is highly unlikely" read no."""
    return _claim(sentence, _plausible_in)


_RETURN = re.compile(
    r"(?i)\b(?:back\s+(?:at|to)|return(?:s|ed|ing)?\s+(?:back\s+)?to|end(?:s|ed)?\s+up\s+(?:back\s+)?at|arriv\w*\s+(?:back\s+)?at)"
    r"\s+(?:the\s+|our\s+|your\s+|their\s+)?(?:starting|start|original|initial|origin)\b"
    # ... or to where it started: "we don't end up back where we started"
    r"|\b(?:back|return(?:s|ed|ing)?(?:\s+back)?|end(?:s|ed)?\s+up(?:\s+back)?|arriv\w*(?:\s+back)?)\s+(?:at\s+|to\s+)?"
    r"where\s+(?:we|you|i|they|he|she|one)\s+(?:started|began|start|begin)\b"
    r"|\breturn(?:s|ed|ing)?\b(?=\s*(?:[.!,;]|$))")  # "You do not return."
_AWAY = re.compile(r"(?i)\b(?:\d+|some|several)\s+(?:steps?|units?)\s+(?:away\s+from|from)\s+(?:the\s+)?(?:starting|start|original|origin)")


def _return_in(clause: str) -> str | None:
    if _HEDGED.search(clause):
        return None
    if _RETURN.search(clause):
        return "No" if _NEGATED.search(clause) else "Yes"
    return "No" if _AWAY.search(clause) and not _NEGATED.search(clause) else None


def return_claim(sentence: str) -> Reading | None:
    """navigate: "we're now back at the starting point" reads Yes; "we do not return to the start" No."""
    return _claim(sentence, _return_in)


# a causal claim: the verb, or "is the (direct) cause" (not a noun in passing: "looks at the cause of")
_CAUSE = re.compile(r"(?i)\bcaus(?:ed|es|ing)\b|\b(?:is|was|were|be|are)\s+(?:not\s+)?(?:(?:the|a|an)\s+)?(?:\w+\s+)?cause\b"
                    r"|\b(?:did|does|do|didn't|doesn't|not|n't)\s+(?:not\s+)?cause\b|\bresult(?:ed|s)?\s+in\b|\bled\s+to\b"
                    r"|\bresponsible\s+for\b")
_NOT_CAUSE = re.compile(r"(?i)\b(?:not|n't|never|no)\s+(?:\w+\s+){0,2}?(?:(?:the|a|an)\s+)?(?:caus|result|lead|led|responsib|due)"
                        r"|\bn't\s+(?:\w+\s+)?(?:caus|result|lead|led|responsib)")


def _cause_in(clause: str) -> str | None:
    if not _CAUSE.search(clause) or _HEDGED.search(clause):
        return None
    return "No" if _NOT_CAUSE.search(clause) else "Yes"


def causation_claim(sentence: str) -> Reading | None:
    """causal_judgement: "the fertilization by Benni caused the plants to dry out" reads Yes."""
    return _claim(sentence, _cause_in)


# formal_fallacies' claim: "the argument is (deductively) invalid", "the argument is not valid".
# (its own negator stands between the verb and the word: "is not deductively valid"; not "not only valid but sound")
_VALIDITY_CLAIM = re.compile(r"(?i)\b(?:argument|inference|reasoning|syllogism)\s+(?:is|was|remains)(?P<negated>n't|\s+not(?!\s+only\b))?"
                             r"\s+(?:[\w-]+\s+){0,2}?(?P<invalid>in)?valid\b")


def _valid_in(clause: str) -> str | None:
    m = _VALIDITY_CLAIM.search(clause)
    if m is None or _HEDGED.search(clause):
        return None
    return "invalid" if bool(m.group("invalid")) != bool(m.group("negated")) else "valid"


def validity_claim(sentence: str) -> Reading | None:
    """formal_fallacies: "Therefore, the argument is deductively invalid." reads invalid."""
    return _claim(sentence, _valid_in)


#: True and False in the other languages whose answer markers are read ("Antwort: Falsch", "答案：假").
_TRUE_FALSE_ABROAD = {"wahr": "True", "falsch": "False", "verdadero": "True", "verdadeiro": "True", "falso": "False",
                      "vrai": "True", "faux": "False", "vero": "True", "истина": "True", "ложь": "False", "真": "True",
                      "假": "False", "सत्य": "True", "असत्य": "False"}
#: ... and those read only as the whole answer ("Vastaus: tosi"; in prose "tosi" is "very", "sant" a saint)
_TRUE_FALSE_WHOLE = {"tosi": "True", "epätosi": "False", "sant": "True", "falskt": "False", "sandt": "True", "falsk": "False",
                     "sann": "True", "usann": "False", "pravda": "True", "nepravda": "False", "adevărat": "True",
                     "fals": "False", "igaz": "True", "hamis": "False", "αληθής": "True", "αληθές": "True",
                     "ψευδής": "False", "ψευδές": "False"}
BOOLEAN = TokenReader(["True", "False"], _TRUE_FALSE_ABROAD, whole=_TRUE_FALSE_WHOLE)
#: Yes and No in the other languages whose answer markers are read ("Antwort: Nein", "Réponse : Non", "答案：否").
_YES_NO_ABROAD = {"ja": "Yes", "nein": "No", "oui": "Yes", "non": "No", "sí": "Yes", "sì": "Yes", "sim": "Yes", "não": "No",
                  "да": "Yes", "нет": "No", "是": "Yes", "是的": "Yes", "否": "No", "不是": "No", "はい": "Yes", "いいえ": "No", "हाँ": "Yes", "हां": "Yes",
                  "नहीं": "No", "예": "Yes", "아니요": "No", "아니오": "No", "tak": "Yes", "nie": "No", "ναι": "Yes", "όχι": "No",
                  "כן": "Yes", "לא": "No", "ndiyo": "Yes", "hapana": "No", "có": "Yes", "không": "No", "evet": "Yes",
                  "hayır": "No", "nee": "No", "nej": "No", "ano": "Yes", "نعم": "Yes", "ใช่": "Yes", "ไม่ใช่": "No"}
#: ... and those read only as the whole answer ("Vastaus: Ei", "Răspuns: Da", "Jawaban: Tidak"): in prose they are
#: negations and other words ("Elanor ei puhu totta", "da quello che sappiamo", "ya que", "nu is dat plausibel")
_YES_NO_WHOLE = {"kyllä": "Yes", "ei": "No", "ne": "No", "не": "No", "ні": "No", "igen": "Yes", "nem": "No", "da": "Yes",
                 "nu": "No", "ya": "Yes", "tidak": "No", "oo": "Yes", "hindi": "No", "ไม่": "No", "áno": "Yes", "nei": "No",
                 "لا": "No", "بله": "Yes", "خیر": "No", "হ্যাঁ": "Yes", "না": "No", "ஆம்": "Yes", "இல்லை": "No",
                 "ہاں": "Yes", "نہیں": "No"}
YES_NO = TokenReader(["Yes", "No"], _YES_NO_ABROAD, whole=_YES_NO_WHOLE)
#: web_of_lies asks "Does X tell the truth?": True/False answer it as Yes/No.
TRUTH = TokenReader(["Yes", "No"], {"true": "Yes", "false": "No", **_YES_NO_ABROAD}, claim=truth_claim,
                    offered_synonyms=False, claims_after_comma=True, whole=_YES_NO_WHOLE)
#: sports_understanding asks "Is the following sentence plausible?": the words themselves answer it.
PLAUSIBLE = TokenReader(["Yes", "No"], {"plausible": "Yes", "implausible": "No", "not plausible": "No", **_YES_NO_ABROAD},
                        claim=plausibility_claim, whole=_YES_NO_WHOLE)
NAVIGATE = TokenReader(["Yes", "No"], _YES_NO_ABROAD, claim=return_claim, whole=_YES_NO_WHOLE)
CAUSAL = TokenReader(["Yes", "No"], _YES_NO_ABROAD, claim=causation_claim, whole=_YES_NO_WHOLE)
#: valid and invalid in the other languages whose answer markers are read ("Antwort: ungültig", "答案：无效").
_VALIDITY_ABROAD = {"gültig": "valid", "ungültig": "invalid", "nicht gültig": "invalid", "válido": "valid",
                    "inválido": "invalid", "no válido": "invalid", "não válido": "invalid", "valide": "valid",
                    "invalide": "invalid", "non valide": "invalid", "valido": "valid", "non valido": "invalid",
                    "действителен": "valid", "недействителен": "invalid", "действительный": "valid",
                    "недействительный": "invalid", "有效": "valid", "无效": "invalid", "有効": "valid", "無効": "invalid",
                    "वैध": "valid", "अवैध": "invalid", "válida": "valid", "inválida": "invalid", "no válida": "invalid",
                    "não válida": "invalid", "valida": "valid", "non valida": "invalid", "валидный": "valid",
                    "невалидный": "invalid", "валиден": "valid", "невалиден": "invalid", "妥当": "valid",
                    "妥当でない": "invalid", "妥当ではない": "invalid", "非妥当": "invalid", "유효": "valid", "무효": "invalid",
                    "타당함": "valid", "타당하지 않음": "invalid", "giltigt": "valid", "ogiltigt": "invalid", "giltig": "valid",
                    "ogiltig": "invalid"}
VALIDITY = TokenReader(["valid", "invalid"], {"not valid": "invalid", **_VALIDITY_ABROAD}, claim=validity_claim,
                       claims_concluded=True)
_TOKENS = {"boolean": BOOLEAN, "yes_no": YES_NO, "truth": TRUTH, "plausible": PLAUSIBLE, "validity": VALIDITY}
#: yes/no subtasks whose claims in words have their own reading
_CLAIM_READERS = {"navigate": NAVIGATE, "causal_judgement": CAUSAL}


# --- Dyck closing sequences -----------------------------------------------------------------

def read_dyck(text: str, strict: bool, whole: "WholeSequence | None" = None) -> Reading | None:
    """The closing brackets a statement gives; text that reopens a bracket is an echoed sequence,
    unless it is the whole completed sequence (read by ``whole``)."""
    s = peel(text)
    wrapped = _WRAPPED_RUN.match(s)  # "**] ] )** <answer>] ] >": the run its own emphasis wraps
    run = wrapped.group(2) if wrapped else _CLOSERS.match(s).group(0)
    rest = s[wrapped.end():] if wrapped else s[len(run):]
    if rest[:1] in _OPENERS and whole is not None:
        sequence = _SEQUENCE.match(rest)
        tail = whole.closers(sequence.group(0))
        if tail and (not strict or not rest[sequence.end():].strip()) and not run.strip(" \t`'\"*_"):
            return Reading(tail, " ".join(tail))
    if strict and rest.strip():
        return None
    if rest[:1] in _OPENERS and not _REMARK.match(rest):
        return None  # "[[ ]]": the whole sequence, not the closing suffix
    brackets = _brackets(run, _CLOSER_SET)
    return Reading(brackets, " ".join(brackets)) if brackets else None


# A closing run in its own emphasis or quotes at the start of a text ("**] ] )**", "`] }`").
_WRAPPED_RUN = re.compile(r"(\*\*|__|`)([)\]}>](?:[ \t,]*[)\]}>])*)\1")
# A written bracket sequence: brackets apart by spaces or commas ("[ < [ ] > ]", "{}").
_SEQUENCE = re.compile(r"[()\[\]{}<>](?:[ \t,]*[()\[\]{}<>])*")


class WholeSequence:
    """How a bracket sequence written whole ("The completed sequence is [ < > ] [ ]") is read:
    as the closers it adds to the question's input (``given``: "]" for the input "[ < > ] ["), when
    it is that input completed; anything else written whole (an echo, a miscopied input) names nothing.

    Without the question's input a whole sequence is not read: the gold's closers end many a
    balanced sequence a model invents (measured on the labelled dev replies: three false credits).
    """

    def __init__(self, given: str) -> None:
        self.given = given

    def closers(self, sequence: str) -> str:
        brackets = _brackets(sequence)
        tail = brackets[len(self.given):]
        return tail if brackets.startswith(self.given) and tail and not set(tail) - _CLOSER_SET else ""


def dyck_input(question: str | None) -> str:
    """The bracket sequence a Dyck question gives (after its last ``Input:``); "" when unknown."""
    if not question:
        return ""
    body = question.rsplit("Input:", 1)[-1].strip()
    return _brackets(body) if _SEQUENCE.fullmatch(body) else ""


class NextDyckItem(ItemOpening):
    """Where a base model runs on into the task's next item: "Answer: ) ) }⏎⏎Input: [ < ( ) >". An "Input:" line opens
    a new item when its brackets are a sequence left open, each closed by its own kind, as no answer is (not "Input:
    ) ]"), and not the row's own input again, whole, in part or mis-copied (a trace of this item)."""

    #: an "Input:" label, then a line of at least three brackets only, opening on an opening one
    pattern = r"\n[ \t]*(?:\*\*|__)?Input[ \t]*:(?:\*\*|__)?[ \t]*(?=[(\[{<])(?=(?:[(\[{<)\]}>][ \t]*){3,}(?:\n|$))"
    #: How alike an "Input:" line after the answer and the row's own input may be and still be a new item.
    MIN_OWN_INPUT_LIKENESS = 0.6

    def __init__(self, question: str) -> None:
        self.own = "".join(question[question.rfind("Input:") + len("Input:"):].split())

    def opens(self, text: str, at: int) -> bool:
        line_end = text.find("\n", at)
        said = "".join(text[at: line_end if line_end != -1 else len(text)].split())
        stack: list[str] = []
        for bracket in said:
            if bracket in _OPENER_OF:
                if not stack or stack.pop() != _OPENER_OF[bracket]:
                    return False
            else:
                stack.append(bracket)
        return bool(stack) and said not in self.own and self.own not in said and \
            difflib.SequenceMatcher(None, said, self.own).ratio() < self.MIN_OWN_INPUT_LIKENESS


_OPENER_OF = {")": "(", "]": "[", "}": "{", ">": "<"}


# A parenthesis that opens a remark, not a bracket: "] ] > (or possibly ] >)".
# ("] ] (confidence: 90%)", "] ] > (closing the inner pair first)")
_REMARK = re.compile(r"(?i)\(\s*(?:or|possibly|maybe|perhaps|either|not|i\.e|that|confidence|certainty|note|since|"
                     r"because|clos\w*|which|the|this|see|from|for)\b")
# A sentence that states the completion ("So the sequence is completed by ] ] >"), not a step.
_DYCK_CONCLUDES = re.compile(r"(?i)sequence|complet|answer|result|final|needed|required|\badd|append|output|correct|"
                             r"\b(?:therefore|thus|hence|so|going\s+with|confident|choose|pick|it's|it\s+is|but)\b")
_DYCK_NARRATION = re.compile(r"(?i)\b(?:next|corresponding|correspond|matches|matching|pair(?:s|ed)?|stack|pop|push|step|"
                             r"opening|now)\b")
# A heading that is only a closing run ("# ] }"): given as an answer (">" is a bracket here, no quote mark).
_HEADED_RUN = re.compile(r"\s*#{1,6}[ \t*_`]*[)\]}>]")
_CLOSING_RUN = re.compile(r"[)\]}>](?:(?:[ \t,]|\\[ ,;:!]|\\q?quad\b|\\(?=\}))*[)\]}>])*")  # ("\}": LaTeX's "}")
_BRACKET = frozenset("()[]{}<>")
_CLOSER_SET = frozenset(")]}>")


def _brackets(text: str, kept: frozenset = _BRACKET) -> str:
    """The brackets of ``text`` (by default of every kind), nothing else: "] ] >" → "]]>"."""
    return "".join(ch for ch in text if ch in kept)
# A bracket that opens prose, not a sequence: "(It is", "(not".
_PROSE_PAREN = re.compile(r"\(\s*[A-Za-z]")


def _closing_runs(text: str, whole: WholeSequence | None = None, tails: set | None = None) -> list[tuple[int, int, object]]:
    """Every run of closing brackets in ``text`` that does not continue an echoed sequence, and
    the closers ending a sequence written whole (read by ``whole``; ``tails`` collects where those start)."""
    found = []
    # where each written sequence that ends in a closing run starts (one scan: linear)
    starts = {m.end(): m.start() for m in _SEQUENCE.finditer(text)} if whole is not None else {}
    for m in _CLOSING_RUN.finditer(text):
        quote = text[m.start() - 1: m.start()]
        if quote in ("\"", "'", "`") and text[m.end(): m.end() + 1] == quote:
            found.append((m.start(), m.end(), _brackets(m.group(0), _CLOSER_SET)))
            continue  # a quoted run is a value, whatever stands before it ('["] ] )", "] ] >"]')
        before = text[:m.start()].rstrip(" \t*_`'\"")
        if before[-1:] in _BRACKET or quote == "\\" or \
                text[m.end():].lstrip(" \t*_`'\"")[:1] in _OPENERS:
            if starts.get(m.end(), m.start()) < m.start():
                tail = whole.closers(text[starts[m.end()]:m.end()])
                if tail:
                    found.append((m.start(), m.end(), tail))
                    if tails is not None:
                        tails.add(m.start())
            continue  # a sequence echoed, or a LaTeX delimiter ("\\]")
        if m.group(0) == ")" and _closes_remark(text, m.start()):
            continue  # the end of a remark in brackets: "(It is not ] }.)"
        found.append((m.start(), m.end(), _brackets(m.group(0), _CLOSER_SET)))
    return found


def _closes_remark(text: str, at: int) -> bool:
    """The ")" at ``at`` ends a remark in brackets: it touches the word or full stop before it (a
    closing sequence's brackets stand apart) and a bracket opened prose before it ("(It is")."""
    return at > 0 and (text[at - 1].isalnum() or text[at - 1] in ".!?'\"*_`") and \
        _PROSE_PAREN.search(text, 0, at) is not None


class DyckReader:
    """Dyck closing sequences: statements, then a concluding sentence that ends with the closers
    ("So the sequence is completed by ] ] >."); a run that continues an echoed sequence is not one.

    A sequence written whole is read by ``whole`` (:class:`WholeSequence`): "The completed
    sequence is [ < > ] [ ]" for the input "[ < > ] [" gives "]".
    """

    def __init__(self, whole: WholeSequence | None = None) -> None:
        self.whole = whole

    def __call__(self, text: str, strict: bool) -> Reading | None:
        return read_dyck(_without_remarks(text), strict, self.whole)

    @staticmethod
    def value_at(text: str) -> tuple[object, int] | None:
        """The closing sequence ``text`` opens with ("or ] ] )" offers "]])")."""
        m = _CLOSING_RUN.match(text)
        return (_brackets(m.group(0), _CLOSER_SET), m.end()) if m else None

    def mentions(self, text: str) -> list[tuple[int, int, object]]:
        if not _DYCK_CONCLUDES.search(text) or _DYCK_NARRATION.search(text):
            return []  # "- The corresponding closing bracket is ]." narrates one step; it answers nothing
        return _closing_runs(text, self.whole)

    def offers(self, sentence: str, strict: bool = False, concluding: bool | None = None) -> list[tuple[object, Polarity]]:
        """Closing runs a sentence offers: in an answer's own clause every run counts ("] ] | ] }"); in a
        later sentence every run but a narrated step's ("] } works too."; not "the matching closer is ]")."""
        if "<" in sentence:  # markup's brackets are no closers: "] ]</answer>" offers no ">"
            sentence = _MARKUP_TAG.sub(lambda m: " " * len(m.group(0)), sentence)
        sentence = _without_remarks(sentence)
        tails: set = set()
        if strict:
            found = _closing_runs(sentence, self.whole, tails)
        elif _DYCK_NARRATION.search(sentence) or not any(map(str.isalpha, sentence)) and \
                not _HEADED_RUN.match(sentence):
            found = []  # a step narrated; a wrapper's closing brace ('{"answer": "] ]"}', "\\boxed{] ]}")
        else:
            found = _closing_runs(sentence, self.whole, tails)
        # the sequence written whole ("Completed sequence: ( [ ] ) ]") gives its closers as the completion
        return [(v, Polarity.AFFIRMED if s in tails and p is Polarity.DESCRIBED and _COMPLETION.search(sentence, 0, s) else p)
                for s, _, v, p in tag(sentence, found, strict, concluding)]

    def conclusion(self, section: str) -> Reading | None:
        found = read_conclusion(section, self.mentions)
        return Reading(found.value, " ".join(found.value), found.ambiguous, after=found.after, rest=found.rest) \
            if found else None


DYCK = DyckReader()
# What names a sequence written whole as the completion: "Completed sequence:", "The full sequence is".
_COMPLETION = re.compile(r"(?i)\bcomplet\w*|\b(?:full|whole|final|corrected|resulting)\s+sequence\b")
# An element's tag or a chat template's token: "</answer>", "<|im_end|>".
_MARKUP_TAG = re.compile(r"</?[A-Za-z_][\w-]{0,30}\s*/?>|<\|[^|<>\n]{1,30}\|>")
# A parenthesis of words (a remark), not a bracket of the sequence: "(confidence: 90%)", "(high confidence)".
_WORDED_PARENTHESIS = re.compile(r"\((?=[^()\n]{0,80}[A-Za-z]{3})[^()\[\]{}<>\n]{0,80}\)")


def _without_remarks(text: str) -> str:
    """A remark in brackets is words, blanked: "] ] > (confidence: 90%)" offers no ")", "Answer: ) > ] (high
    confidence)" answers ") > ]" (the same length, so positions hold)."""
    if "(" in text and _WORDED_PARENTHESIS.search(text):
        return _WORDED_PARENTHESIS.sub(lambda m: " " * len(m.group(0)), text)
    return text


def _dyck_gold(gold: str) -> str:
    brackets = _brackets(gold, _CLOSER_SET)
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


# A line of prose, not a word list: a refusal or a sentence ("Sorry, I cannot help with that.").
_PROSE_WORDS = frozenset("i i'm you we let let's now sorry cannot can't unable help helps please here here's is are was "
                         "the to of with that this not sorted sort list alphabetical alphabetically order step hope "
                         "thanks thank luck enjoy feel free questions happy glad cheers know it it's but and or do does "
                         "did could would should can will be been considered rejected other options because".split())


# Words joined only by spaces, commas or semicolons: a run of them (no prose or status words: "is",
# "also", "likely") may be a list named inside prose.
_RUN_GAP = re.compile(r"[\s,;]*")
#: Most words read per sentence for runs (a bound on the work per reply).
MAX_RUN_WORDS = 400


class _InProse(tuple):
    """A run of words named inside prose (:func:`_word_runs`): a second list only when it has
    nearly all the answer's words (:meth:`WordsReader.rival`)."""


def _word_runs(sentence: str, known: frozenset = frozenset()) -> list[tuple[int, int, tuple[str, ...]]]:
    """Each run of two or more non-prose words in ``sentence``, with where it stands (with the
    question's words ``known``, less the other words at its ends: "b a; under (ii)" names "b a")."""
    runs, run, end = [], [], 0
    for i, m in enumerate(_WORD.finditer(sentence)):
        word = m.group(0).casefold()
        joined = run and _RUN_GAP.fullmatch(sentence, end, m.start())
        breaks = word in _PROSE_WORDS
        if breaks or not joined or i >= MAX_RUN_WORDS:
            _add_run(runs, run, known)
            run = []
            if breaks or i >= MAX_RUN_WORDS:
                if i >= MAX_RUN_WORDS:
                    break
                continue
        run.append((m.start(), m.end(), word))
        end = m.end()
    _add_run(runs, run, known)
    return runs


def _add_run(runs: list, run: list[tuple[int, int, str]], known: frozenset = frozenset()) -> None:
    """Add a run of words, less the status words at its ends ("… is equally likely" is a predicate,
    "also" an adverb) and, with the question's words known, less the other words there; a run of
    two or more words is left only between them."""
    def outside(word: str) -> bool:
        return is_status_word(word) or bool(known) and word not in known

    first, last = 0, len(run)
    while first < last and outside(run[first][2]):
        first += 1
    while last > first and outside(run[last - 1][2]):
        last -= 1
    if last - first >= 2:
        runs.append((run[first][0], run[last - 1][1], _InProse(w for _, _, w in run[first:last])))


def _word_list(line: str) -> tuple[str, ...] | None:
    """The words of a line that lists words; None for prose (two or more of :data:`_PROSE_WORDS`)."""
    words = _words(line)
    if sum(w in _PROSE_WORDS for w in words) >= 2:
        return None
    return tuple(words)


_REJECTED_RIVAL = re.compile(r"(?i)[,;]?\s*(?:[-–—]\s*)?(?:(?:definitely|certainly|and|but)\s+)?"
                             r"(?:not|rather than|instead of)\b.*$", re.S)
_REJECTION_CUE = re.compile(r"(?i)not|rather than|instead of")  # in every _REJECTED_RIVAL match: a fast first test
# A label that introduces the sorted list itself (not "Alternatively, using a more visual approach:").
_BULLETED = re.compile(r"[ \t]*[-*•][ \t]+[A-Za-z]")
_LIST_LABEL = re.compile(r"(?i)\b(?:sorted|final|answer|result|alphabetical(?:ly)?|order)\b")
# What a concluding sentence says the list is: the text after its last ":" or "is"/"are" ("It's …" too).
_LIST_STATED = re.compile(r"(?i)(?::|\b(?:is|are|be|as\s+follows)\b|\b(?:it|that|this|here|there)['’]s\b)\s*")


# A list literal of quoted words, as JSON or Python writes one: '["consonant", "globule"]', "['a', 'b']".
_QUOTED_ITEMS = r"([\"'])[A-Za-z][A-Za-z'&\-]*\1(?:[ \t]*,\s*\1[A-Za-z][A-Za-z'&\-]*\1){1,200}[ \t]*,?\s*"
_QUOTED_LIST = re.compile(r"\[?[ \t]*" + _QUOTED_ITEMS + r"(?:\][ \t]*\}?)?[ \t]*[.,]?")  # (a JSON member's "}" closes it)
# ... and one inside a text, brackets and all.
_LIST_LITERAL = re.compile(r"\[[ \t]*" + _QUOTED_ITEMS + r"\]")


def _literal_words(literal: re.Match) -> str:
    """A list literal's items, said as a list is: words and spaces."""
    return " ".join(word.strip("'") for word in _WORD.findall(literal.group(0)))


_LEADING_MARKER = re.compile(r"(?i)^(?:therefore|thus|hence|so|finally)\b[\s,:]*")


def _words_in(text: str, literal: bool = False) -> tuple[str, ...] | None:
    """The word list ``text`` is (wrappers, a leading "Therefore,", a trailing full stop and a
    rejected rival dropped); ``literal``: ``text`` is a whole answer (a statement's or a box's), which may
    be a list literal."""
    said = text.strip()
    if literal and said[:1] in "[\"'" and (quoted := _QUOTED_LIST.fullmatch(said)) is not None:
        line = _literal_words(quoted)  # '["consonant", "globule", "jacob"]', "['a', 'b']": a list literal's items
    else:
        line = peel(text)
    if _REJECTION_CUE.search(line):
        line = peel(_REJECTED_RIVAL.sub("", line))
    line = peel(_LEADING_MARKER.sub("", line))
    if _WORDS_LINE.match(line) or _WORD.fullmatch(line or "-"):
        return _word_list(line)
    return None


def _as_reading(words: tuple[str, ...], layer: str) -> Reading:
    """A word list; one that offers two lists ("a b c or a c b") is a hedge."""
    return Reading(words, " ".join(words), ambiguous="or" in words, layer=layer)


def _stated_list(sentence: str) -> tuple[str, ...] | None:
    """ "The sorted list is: a b c" → (a, b, c)."""
    return _stated_list_at(sentence)[1]


def _stated_list_at(sentence: str) -> tuple[int, tuple[str, ...] | None]:
    """The list a sentence states and where it starts (after its last ":" or "is")."""
    last = None
    for last in _LIST_STATED.finditer(sentence):
        pass
    return (last.end(), _words_in(sentence[last.end():])) if last else (len(sentence), None)


# A label before the question's own list, echoed in the working: "The words are: oblong, bucolic, whoosh".
_ECHO_LABEL = re.compile(r"(?i)\b(?:words|list|input|given|unsorted|original)\b[^:\n]{0,20}:[\s*_`]*$")


def _asked_words(question: str | None) -> tuple:
    """The words a word_sorting question lists, in its order; empty when unknown."""
    return tuple(_words(question.rsplit("List:", 1)[1])) if question and "List:" in question else ()


def _of_known(words: tuple[str, ...] | None, known: frozenset) -> tuple[str, ...] | None:
    """``words`` when they are the question's own words but for one in five (at least one may be
    another: "beth kenya list" is the reply's list, wrong), or when nothing is known."""
    if not words or not known:
        return words
    if len(words) > 2 and words[-2] == "and" and "and" not in known:
        words = words[:-2] + words[-1:]  # "a, b, and c": the list's last "and" is English, not a word of it
    mine = sum(w in known for w in words)
    return words if mine >= min(2, len(known)) and len(words) - mine <= max(1, len(words) // 5) else None


def _known_run(text: str, known: frozenset) -> tuple[tuple[str, ...], int]:
    """The question's words ``text`` opens with, and where they end: the list said before a remark
    ("syndrome therefrom — therefrom syndrome is a common trap", "a b is correct; b a is not")."""
    words, pos, end = [], len(text) - len(text.lstrip(" \t*_\"'`:")), 0
    for m in _WORD.finditer(text, pos):
        word = m.group(0).casefold()
        if not _RUN_GAP.fullmatch(text, pos, m.start()):
            break  # a clause ends: "syndrome therefrom — …"
        if word not in known:
            if word not in _PROSE_WORDS:
                return (), 0  # the list goes on with another word ("…, Ensemble, List"): not this one
            break  # its predicate starts: "… is correct"
        words.append(word)
        pos = end = m.end()
    return tuple(words), end


def _read_words(section: str, reader: "WordsReader") -> Reading | None:
    """The sorted list: the last statement, box or line that is a list (or a label above a list, or
    a sentence stating it), else a trailing list, a last line of words, or a concluding sentence.
    With the question's words known (``reader.known``), a list must be (nearly) of them: "a common
    trap" or a sentence of other words is no list."""
    section = without_sign_off(section)
    walk = candidates_from_end(section)
    known = reader.known
    for cand in walk:
        if cand.source == "statement" and cand.end >= 0 and _BULLETED.match(cand.text):
            # "Answer: - consonant⏎- globule⏎- jacob": a list whose first item is on the label's line
            below = PARAGRAPH_BREAK.split(section[cand.end:].lstrip("\n"), 1)
            lines = [cand.text] + below[0].split("\n")
            items = [_LIST_ITEM.match(line) for line in lines]
            listed = items.index(None) if None in items else len(items)
            block = _of_known(tuple(m.group(1).casefold() for m in items[:listed]), known) if listed >= 2 else None
            if block:
                after = "\n".join(lines[listed:]) + ("\n\n" + below[1] if len(below) > 1 else "")
                return Reading(tuple(block), " ".join(block), layer="block", after=after)
        if cand.text.rstrip(" *_").endswith(":"):
            # a label ("The final sorted list is:") whose list follows it, one word per line
            below = PARAGRAPH_BREAK.split(section[cand.end:].lstrip(" \t\n"), 1) \
                if cand.end >= 0 and _LIST_LABEL.search(cand.text) else []
            block = _of_known(_list_block(below[0].split("\n")) if below else None, known)
            if block:
                return Reading(tuple(block), " ".join(block), layer="block", after=below[1] if len(below) > 1 else "")
            continue
        said = first_sentence(cand.text) if not cand.strict else cand.text
        words = _of_known(_words_in(said, literal=True), known)
        if words and len(words) == 1 and cand.source != "statement":
            words = None  # a lone word on a line is a word, not a list
        head = ""  # what a statement says before the list it ends on states ("… is a b; under (ii) it is b a")
        if words is None and cand.source == "statement":
            at, stated = _stated_list_at(said)
            words, head = _of_known(stated, known), said[:at]
        own = ""  # the rest of the list's own clause, when the list opens it
        if known:
            run, end = _known_run(said, known)
            if words is None and len(run) >= min(2, len(known)) or words and run == words:
                # (a list read whole out of a text that goes on after it: "a b and not a b" says more)
                words, own = run, said[end:]
                if not _word_runs(own, known) and \
                        tag(said, [(len(said) - len(said.lstrip(" \t*_\"'`:")), end, words)])[0][3] is Polarity.NEGATED:
                    continue  # "therefrom syndrome would be wrong here.": ruled out, an earlier list stands
            elif words is None and (kept := _left_after_elimination(cand.text, reader)) is not None:
                words = kept  # "Not therefrom syndrome, but syndrome therefrom.", "Is it b a? No — it's a b."
        if words:
            # the rest of the candidate's line after its first sentence is said after the list too
            rest = cand.text[cand.text.find(said) + len(said):] if said and said in cand.text else ""
            reading = replace(_as_reading(words, cand.layer), rest=own, after=rest_of_span(section, cand, rest))
            if (own or rest).lstrip(" *_\"'`")[:1] == "?":
                return replace(reading, withdrawn=True)  # "syndrome therefrom? No.": asked, not given
            if head and _offers_rival(head, words, reader):
                return replace(reading, ambiguous=True)  # two lists in one statement: two offers
            if cand.alternative:
                # "alternative_answer": …: beside an earlier list
                earlier = _read_words(section[:cand.start], reader)
                if earlier is not None and earlier.value != reading.value:
                    return replace(reading, ambiguous=True)
            line_start = section.rfind("\n", 0, cand.start) + 1
            if beside_sibling(previous_text_line(section, line_start), section[line_start:cand.end],
                              lambda text: [w] if (w := _of_known(_stated_list(text), known)) else []):
                return replace(reading, ambiguous=True)  # "Assistant 1: b a⏎Assistant 2: a b"
            if rival_before(section, cand, words, reader, walk):
                # an earlier list of equal standing ("**b a**⏎\\boxed{a b}"), or one beside a supposed
                # list ("if read differently, the answer would be …")
                return replace(reading, ambiguous=True)
            return reading
        after = section[cand.start:].split("\n", 1)
        first = peel(cand.text).strip()
        if cand.source == "statement" and len(after) == 2 and (not first or first.casefold() in known and first in after[0]):
            # a list under its label, or one that starts on the label's line: "Answer: accessory⏎admiration⏎…"
            below = _list_block(after[1].split("\n"))
            block = _of_known(([first] if first else []) + below, known) if below else None
            if block:
                return Reading(tuple(block), " ".join(block), layer="block")
    lines = section.rstrip().split("\n")
    block = _of_known(_list_block(lines), known)
    if block:
        return Reading(tuple(block), " ".join(block), layer="block")
    parts = sentences(section[-2000:])
    for i in range(len(parts) - 1, max(len(parts) - 4, -1), -1):
        at, words = _stated_list_at(parts[i])
        words = _of_known(words, known)
        if not words:
            continue
        # (the sentences after it are said after the list: "… troupe. No wait, that's wrong.")
        reading = replace(_as_reading(words, "conclusion"), after=" ".join(parts[i + 1:]))
        if tag(parts[i], [(at, len(parts[i]), words)])[0][3] is Polarity.NEGATED:
            return replace(reading, withdrawn=True)  # "The correct answer cannot be a b."
        if _offers_rival(parts[i][:at], words, reader):
            return replace(reading, ambiguous=True)  # "In reading (a) the list is b a; in (b) it is a b."
        if i and beside_sibling(parts[i - 1], parts[i], lambda text: [w] if (w := _of_known(_stated_list(text), known)) else []):
            return replace(reading, ambiguous=True)  # "Assistant 1: b a⏎Assistant 2: a b"
        return reading
    return None


def _left_after_elimination(text: str, reader: "WordsReader") -> tuple[str, ...] | None:
    """The one list a text leaves standing after it rules others out ("Not b a, but a b"; "Is it b a?
    No — it's a b": a question answered No rules its list out), or None when it rules none out."""
    text = text[:_ELIMINATION_CHARS]
    if not _ELIMINATION_CUE.search(text):
        return None  # nothing is ruled out without a negation or a question
    kept, ruled_out = [], set()
    parts = sentences(text)
    for i, sentence in enumerate(parts):
        refuted = asks(sentence) and i + 1 < len(parts) and _REFUSAL.match(parts[i + 1]) is not None
        for value, polarity in reader.offers(sentence):
            if polarity is Polarity.NEGATED or refuted and polarity is Polarity.ASKED:
                ruled_out.add(tuple(value))
            elif polarity in OFFERS and len(value) > 1:
                kept.append(tuple(value))
    # (a list both given and ruled out is taken back: "It is a b and it is also not a b")
    return kept[0] if ruled_out and kept and len(set(kept)) == 1 and kept[0] not in ruled_out and \
        _of_known(kept[0], reader.known) else None


#: How much of a candidate is read for the lists it rules out.
_ELIMINATION_CHARS = 2000
_ELIMINATION_CUE = re.compile(r"(?i)\b(?:not|no|never|wrong|incorrect|rather|instead|except)\b|n't\b|\?")
_REFUSAL = re.compile(r"(?i)[\s*_\"'`]*(?:no|nope)\b")


# What may follow a list in the same text and open another answer's markup (a box, a tag, a cell).
_MARKUP_OPENERS = frozenset("\\<({[|")


def _offers_rival(text: str, words: tuple, reader: "WordsReader") -> bool:
    """``text`` (said before the list its sentence states) offers another list."""
    return any(p in OFFERS and reader.rival(v, words) for v, p in reader.offers(text))


class WordsReader:
    """word_sorting lists: located by :func:`_read_words` (lists have layouts of their own); for the
    commitment rule, a sentence that is or states another word list offers it. ``asked``: the
    question's list, when the question is known (``known``: its words)."""

    def __init__(self, asked: tuple = ()):
        self.asked = asked  # the question's list in its own order
        self.known = frozenset(asked)

    def find(self, section: str) -> Reading | None:
        return _read_words(section, self)

    def __call__(self, text: str, strict: bool | str) -> Reading | None:
        """The word list a whole candidate (a box) holds, if it is one; with the question's words
        known, also the list a text opens with before other markup ("therefrom syndrome \\boxed{…}")."""
        words = _of_known(_words_in(text, literal=True), self.known)
        if words is None and self.known:
            run, end = _known_run(text, self.known)
            then = text[end:].lstrip(" \t*_\"'`")
            words = run if len(run) >= min(2, len(self.known)) and then[:1] in _MARKUP_OPENERS else None
        return _as_reading(words, "statement") if words and len(words) > 1 else None

    def offers(self, sentence: str, strict: bool = False, concluding: bool | None = None) -> list[tuple[object, Polarity]]:
        """The word lists a sentence is, states, or names inside prose ("Though therefrom syndrome
        is also defensible" names "therefrom syndrome"): each run of two or more words that are
        not prose, with its polarity; :meth:`rival` tells another list from a remark. With the
        question's words known, a stated "list" of other words ("… is a common trap") is none."""
        return [(v, p) for _, _, v, p in self._tagged(sentence, strict, concluding) if not self._echoed(sentence, v)]

    def _echoed(self, sentence: str, words: tuple) -> bool:
        """The question's list, in its order, under a label that says so ("The words are: …"): no offer."""
        if words != self.asked:
            return False
        first = sentence.casefold().find(words[0])
        return first > 0 and _ECHO_LABEL.search(sentence, max(0, first - 40), first) is not None

    def _tagged(self, sentence: str, strict: bool, concluding: bool | None) -> list:
        if "[" in sentence and ("\"," in sentence or "'," in sentence):
            # '… also works: ["b", "a"]' names "b a"; the question's own list quoted ("the original list was [...]") names none
            sentence = _LIST_LITERAL.sub(lambda m: " " * len(m.group(0)) if tuple(_literal_words(m).casefold().split()) == self.asked
                                         else _literal_words(m), sentence)
        words = _words_in(sentence)
        if words and len(words) >= 2 and not any(w in _PROSE_WORDS for w in words):
            return tag(sentence, [(0, len(sentence), words)], strict, concluding)
        runs = _word_runs(sentence, self.known)
        at, stated = _stated_list_at(sentence)
        if stated and len(stated) >= 2 and not any(w in _PROSE_WORDS for w in stated) and \
                not all(is_status_word(w) for w in stated):  # "… is equally likely" states no list
            # "The list is: a b c": the list the sentence states in full, not runs named in passing
            # (alone, read as the whole sentence's, as a sentence that is a list: "- List: a b c" affirms it)
            before = [r for r in runs if r[1] <= at]
            if _of_known(stated, self.known):
                runs = before + [(at, len(sentence), stated)] if before else [(0, len(sentence), stated)]
            else:
                runs = before
        return tag(sentence, runs, strict, concluding) if runs else []

    @staticmethod
    def rival(found: tuple, value: tuple) -> bool:
        """Another list of the same words ("therefrom syndrome" beside "syndrome therefrom": half of
        them for a list a sentence is or states, four in five for one named inside prose); a phrase
        of other words ("read literally") or a part of the list ("core, discreet, hat", a run cut at
        the word "List") is a remark, not a second list."""
        if isinstance(found, _InProse):
            # a stretch of the run as long as the list, of (nearly) its words: "though therefrom
            # syndrome" names one; "Syndrome comes before therefrom" explains the order
            n, wanted = len(value), set(value)
            return any(tuple(found[i:i + n]) != value and len(set(found[i:i + n]) & wanted) * 5 >= 4 * len(wanted)
                       for i in range(max(1, len(found) - n + 1)))
        return found != value and len(set(found) & set(value)) * 2 >= len(set(value))


WORDS = WordsReader()


def _grade_words(reply: str, gold: str, truncated: bool, question: str | None = None) -> Verdict:
    expected = tuple(_words(gold))
    if not expected:
        raise ValueError(f"gold must be a list of words; got {gold!r}")
    asked = _asked_words(question)
    return grade_reply(reply, WordsReader(asked) if asked else WORDS, lambda r: r.value == expected,
                       truncated=truncated)


def grade(reply: str, gold: str, *, subtask: str | None = None, choices=None, truncated: bool = False,
          question: str | None = None) -> Verdict:
    kind = kind_of(subtask, gold)
    if kind == "choice":
        if choices is None and question:
            choices = choices_of(question, gold)  # the options the question lists, as the hosts pass them
        if not choices and not _is_letter_gold(gold):
            return _grade_option_text(reply, gold, truncated)
        gold = _letter_gold(gold, choices)
        read = as_option_dates(reply) if subtask == "date_understanding" else \
            as_option_times(reply) if subtask == "temporal_sequences" else reply
        verdict = grade_choice(read, gold, n_options=MAX_OPTIONS, choices=choices, truncated=truncated)
        if verdict.category is Category.MULTIPLE_ANSWERS and subtask is not None and \
                subtask.startswith("tracking_shuffled_objects") and (kept := without_final_state(reply, question)) != reply:
            return grade_choice(kept, gold, n_options=MAX_OPTIONS, choices=choices, truncated=truncated)
        return glossed_as_another(reply, verdict, choices) if subtask == "date_understanding" else verdict
    if kind in _TOKENS:
        return grade_tokens(reply, gold, _CLAIM_READERS.get(subtask, _TOKENS[kind]), truncated=truncated)
    if kind == "integer":
        return grade_number(reply, gold, truncated=truncated)
    if kind == "dyck":
        expected = _dyck_gold(gold)
        given = dyck_input(question)
        reader = DyckReader(WholeSequence(given)) if given else DYCK
        opening = NEXT_ITEM.set(NextDyckItem(question) if question and "Input:" in question else None)
        try:
            return grade_reply(reply, reader, lambda r: r.value == expected, truncated=truncated)
        finally:
            NEXT_ITEM.reset(opening)
    return _grade_words(reply, gold, truncated, question)
