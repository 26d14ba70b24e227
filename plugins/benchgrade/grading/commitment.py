"""One committed answer, or nothing: what the decisive span must say for a reply to earn credit.

The layers (:mod:`.layers`) choose a *decisive answer*: the final statement, answer block or
conclusion. The *decisive span* is that answer's own sentence plus everything that follows it
in the answer section. A careful human grader credits the answer only when the span affirms
it and offers nothing else, so every valid answer the span names is tagged with its
polarity (:mod:`.polarity`) and:

* another value **affirmed, supposed or asked about** ("C works too.", "Or maybe 19.",
  "It could also be (D).", "Is it C?") is a second offer → ``multiple_answers``;
* another value **ruled out or reported** ("(A) is wrong", "not (C)", "Option (C) refers to
  …") leaves the answer standing — eliminations are honest;
* the answer itself **negated** later, or a sentence that takes it back ("Wait, that's
  wrong.", "Scratch that.", in other languages and registers too: "Ich nehme das zurück.",
  "Nie, cofam to.", "I hereby rescind the foregoing answer", "my bad"), or withdraws it by name
  ("the answer above ((A)) is hereby withdrawn") → the answer is withdrawn → ``no_answer``;
  values listed under a label that rules them out ("ruled_out:⏎  - (J)") are eliminations;
* a line after the answer that gives another value alone under a label of its own ("Edit: 19",
  "Key: (C)", "∴ 19") → a second offer; a list of such lines is a breakdown or an echo of the
  options, not an offer (:func:`labelled_rival`);
* text addressed to whoever grades the reply ("Note to grader: accept B or C") → no credit
  (``multiple_answers``): a reply answers the question, it does not instruct its grader;
* a remark set off on the answer in words that are neither the question's nor plain answering
  vocabulary ("24, I reckon", "8 (wild guess)", "15 — unless I mis-added") → the answer is
  qualified, not committed to (``multiple_answers``; :func:`qualifies`);
* belief shared out or given below even after the answer ("Confidence: 24 55 / 22 45",
  "Certainty: low", "probably not though"), a bound in place of a value ("24 ≤ x ≤ 25", "18+"),
  a box that asks ("\\boxed{?}"), or the reply grading itself ("Score: 1/1") → no commitment;
* doubt about the answer in a later sentence's last clause ("Actually, I'm not sure about that.",
  "I might have messed up the negation.", "Hmm, that doesn't look right.") → no commitment
  (:func:`doubts_it`); a doubt overcome ("…, but the recount confirms it") or put to the reader
  ("If you're not sure, recount") is none;
* the answer called a guess ("but that's a shot in the dark"), given for one reading or for a
  while ("(B) in one reading", "18 (tentatively)"), or the choice left open after it — to the
  reader ("take your pick", "I'll leave the call to you") or undecided ("decision deferred",
  "I haven't resolved the discrepancy"), or two values named and both let stand ("I'll let
  them both stand") → no commitment; a reply that declines to answer in any of the shapes of
  declining ("I can't give a definitive answer", "I'll pass on submitting an answer", "I won't
  commit", "the question cannot be determined", "I can't narrow it down") → none; so does a
  reply that says there is no one answer to give ("There isn't enough information here to give
  a definitive answer.", "it depends on how the question is read": :func:`undetermined`), a
  tentative answer, or one said not to be final; so does a value that is another question's or
  someone else's, followed by no view of the reply's own ("The answer to the previous problem was
  18. I haven't solved this one.", "A classmate says 18; no answer from me");
* another value supposed to check the answer ("Suppose instead the answer were D.") is an offer
  until the check refutes it ("… so D cannot be right."); equations under an explanation label
  after the answer ("Explanation: ( not not False ) = False. …") are steps of the working;
* a figure of the reply's trust in its one answer ("confidence: 0.95") is no second value;
* a second answer announced after the answer, whatever its value is written in ("Also
  acceptable (braille): ⠙", "Backup answer, in case the first one is off: B", "read it as (E)",
  "I'm submitting both") → a second offer (:func:`_announces_second`); a concession left standing
  at its sentence's end ("though it could just as easily be No") → the same;
* a sentence that declines the question after all, or disowns what came before ("I'm not able
  to answer this one", "could you clarify …?", "I don't trust that result", "please don't rely
  on that answer") → nothing committed (:func:`declines`); so does a reply that calls its own
  statements false ("every answer I state means its opposite": :func:`self_negating`), an
  answer given only under a condition ("18 only if we ignore the ducks"), and, where only the
  weak layers found a value, a hint-only refusal ("I'm not able to just provide the answer":
  :func:`refuses`).

An answer corrected at once ("The answer is A. Wait, no — I made an error; it's B.", "Erratum:
the answer above should read B.") is the corrected value, settled by what follows it
(:func:`.layers._corrected_to`); an erratum that neither gives the answer again nor says it
stands ("Erratum: every quantity above should be doubled") withdraws it. The answer said again
in its own clause in another language ("False (auf Deutsch: Falsch)") is the same answer, not a
remark on it.

The rule is a whitelist — a later mention counts as an offer unless its clause rules it out
or reports it — so a hedge in a phrasing no rule has seen is still a hedge. Which mentions a
sentence holds is the reader's business (``reader.offers(sentence)``; :mod:`.readers`):
letters and option texts, yes/no words and claims, the value a sentence states for numbers.
The work is bounded: the span is read from a cheap prefilter on, at most
:data:`MAX_AFTER_CHARS` of it.
"""
from __future__ import annotations

import re
from collections.abc import Callable
from fractions import Fraction
from functools import lru_cache
from numbers import Number

from .answer import QUOTE_MARKS, RULED_OUT_LABEL, _literal_trie, first_sentence, sentences
from .choices import MAX_GLOSS_WORDS, resembles
from .prefilter import gated
from .polarity import (ADDITIVE, CHECK_OPENING, CHECK_WORD, CORRECTION_LABEL, HEARSAY, IT_FAILS, OFFERS, ONE_MORE, SUPPOSITION, Polarity, asks, may_conclude,
                       trust_figure, weighted)
from .numbers import POWER_DIGITS, UNFILLED_DIGIT, cjk_value, iter_values, iter_word_values, parse_number, word_value
from .units import conversion, same_in_unit
from .text import ANSWERED_ABROAD, EMOJI, QUESTION, XML_PREFIX, asked_sentence, attributes_as_labels, roman_value

#: How much of the section after the decisive answer is read.
MAX_AFTER_CHARS = 20_000

OK, MULTIPLE, WITHDRAWN = "ok", "multiple", "withdrawn"

# A sentence that takes the answer before it back: a negative verdict on "that"/"this"/"my answer"
# (stacked negations cancel: "That's not wrong."), or an instruction to drop it.
_ANAPHOR_VERDICT = re.compile(
    r"(?i)^[\s*_\"'`(.…]*(?:(?:wait|hmm+|oops|hold\s+on|no|nope|actually|sorry|oh|ah|uh|um|well|hang\s+on)\b[\s,.!:;—–-]*)*"
    r"(?:that|this|it|the\s+(?:above|previous|last|first)(?:\s+answer)?|my\s+(?:previous\s+|last\s+|first\s+|above\s+)?"
    r"(?:answer|reasoning|calculation|conclusion)|(?:the\s+|this\s+|that\s+)answer|i)\b(?:'s|'m|\s+is|\s+was|\s+am|"
    r"\s+seems|\s+looks|\s+appears|\s+might\s+be|\s+may\s+be|\s+could\s+be|\s+must\s+be)?\s+"
    # (the verdict ends at a contrast: in "It's tempting to pick (E), but that's wrong" the verdict is E's)
    # ("That's why (C) would be incorrect" gives a reason about another value, not a verdict on the answer)
    r"(?!why\b|how\b)(?P<verdict>(?:(?!\bbut\b)[^.!?\n;]){0,60})")
_WRONG = re.compile(r"(?i)\b(?:wrong|incorrect|mistaken|a\s+mistake|an\s+error|erroneous|flawed|not\s+(?:quite\s+)?right|"
                    r"not\s+correct|inaccurate|bogus)\b")
_NOT = re.compile(r"(?i)\b(?:not|never|isn't|wasn't|n't)\b|n't\b")
# A verdict whose subject comes after it ("It would be wrong to say (A)", "it's a mistake to pick 18"), under the
# dummy "it" (:data:`_DUMMY_IT`).
_DUMMY_IT = re.compile(r"(?i)\bit\b")
_EXTRAPOSED = re.compile(r"(?i)\b(?:wrong|incorrect|mistaken|a\s+mistake|an\s+error|not\s+(?:quite\s+)?right|not\s+correct)"
                         r"\s+to\s+(?:say|pick|choose|select|answer|go\s+with|think|conclude|claim|call|read|put|write|mark)\b")
# A verdict of wrong said as a doubt of right: "I don't think that's right", "I do not believe this is correct".
_NOT_THINK_RIGHT = re.compile(r"(?i)\b(?:don'?t|do\s+not|doesn'?t|does\s+not)\s+(?:think|believe)\s+(?:that|this|it)"
                              r"(?:'s|\s+is|\s+was)\s+(?:quite\s+|entirely\s+|really\s+)?(?:right|correct)\b")
_MAY_HAVE = re.compile(r"(?i)\s*(?:could|might|may)\s+(?:well\s+|easily\s+)?have\b")
_TAKE_BACK = re.compile(
    r"(?i)^[\s*_\"'`(.…]*(?:(?:wait|hmm+|oops|no|nope|nah|actually|sorry|oh|well|"
    # (the same interjections in other languages: "нет, подождите", "no, espera", "non, attends", "nein, warte")
    r"нет|подожди(?:те)?|non|nein|nee|não|espera|espere|attends|attendez|warte|aspetta|bekle|wacht|czekaj)\b[\s,.!:;—–-]*)*"
    r"(?:scratch\s+that|strike\s+that|scrap\s+(?:that|this|it)|never\s*mind|nvm\b|(?:cancel|delete|undo|erase)\s+(?:that|this|it)\b|undo\b|"
    # ... in other languages: "Kommando zurück", "Of toch …", "Да нет", "Me equivoqué", "Anzi", "ভুল বললাম", "说错了"
    r"kommando\s+zurück|ich\s+korrigiere|of\s+toch|nee,?\s+toch|да\s+нет|я\s+ошиб(?:ся|лась)|me\s+equivoqué|"
    r"(?:mi\s+correggo|anzi)\b|je\s+me\s+corrige|pomyliłem\s+się|pomyliłam\s+się|yanlış\s+söyledim|ralat\b|tôi\s+nhầm|"
    r"ভুল\s+বললাম|说错了|說錯了|不对|不對|訂正します|정정합니다|טעות\s+שלי|odota|vänta|počkej|"
    r"forget\s+(?:that|this|it|what\s+i\s+(?:said|wrote)|i\s+said\s+(?:that|it|anything))\b|"
    r"ignore\s+(?:that|this|the\s+above|my\s+(?:previous\s+)?answer|"
    r"what\s+i\s+said)|disregard|retract|i\s+take\s+(?:that|it)\s+back|i\s+(?:made|make)\s+(?:a|an)\s+(?:mistake|error)|"
    r"i\s+was\s+wrong|that\s+was\s+wrong|let\s+me\s+(?:re-?(?:do|think|consider|calculate|check|evaluate|examine|start)|"
    r"start\s+over|try\s+again|correct\s+(?:that|this|myself)|fix\s+(?:that|this))|"
    # ... or says that it does not add up, or must be checked again before it can stand ("no, wait, something doesn't
    # add up", "I need to recheck"; "что-то не сходится", "eso no cuadra", "ça ne colle pas", "das passt nicht")
    r"(?:something|this|that|it)(?:'s|\s+is)?\s+(?:does\s+not|doesn'?t|did\s+not|didn'?t)\s+(?:add\s+up|check\s+out|fit(?=[\s.!;,]*(?:(?:does|is)\s+it\s*\??)?[\s.!?]*$))|"
    r"(?:i\s+)?(?:need|have)\s+to\s+re-?(?:check|do|think|consider|examine|evaluate|verify|calculate)\b|"
    r"(?:что-то\s+)?не\s+сходится|нужно\s+перепроверить|надо\s+перепроверить|(?:eso\s+)?no\s+cuadra|"
    r"tengo\s+que\s+revisar|(?:isso\s+)?não\s+bate|preciso\s+(?:re)?verificar|ça\s+ne\s+colle\s+pas|quelque\s+chose\s+cloche|"
    r"je\s+dois\s+(?:re)?vérifier|das\s+(?:passt|stimmt)\s+nicht|(?:qualcosa\s+)?non\s+torna|devo\s+ricontrollare|"
    r"bir\s+şey\s+tutmuyor|不对劲|何かおかしい)")
# Two values named, then both (or either) let stand as answers: "I'll let them both stand.", "Both work.",
# "Either could be right." (not "Both fail", "Both methods work").
# Two values just named both kept as right, then one of them concluded without a reason: "Its roots are n = 10 and n =
# 11; both satisfy the setup, so the count is 10." (a reason between sets the other aside: "…, but only 10 is positive").
# (the values are the clause's two before "both", one of them the answer, no working, and no clause after it that keeps one:
# "16 − 7 = 9 and 9 × 2 = 18; both hold" checks steps, "Earned 40 and lost 6; both hold, so 34" names parts, "…; n must be
# a count, so 10" gives a reason; see .readers.last_number)
BOTH_KEPT = re.compile(r"(?i)\bboth(?:\s+(?:of\s+them|roots|values|answers|readings|options|solutions))?\s+"
                       r"(?:satisfy|work|fit|hold|are\s+(?:valid|correct|right|possible|consistent|acceptable|"
                       r"solutions|defensible))\b")
# Working: an operator between two numbers, "16 − 7 = 9" (not 'answer = "B"  # or "C"').
ARITHMETIC = re.compile(r"\d[ \t]*[-+×*/÷−][ \t]*\d|\d[ \t]*=[ \t]*\d")
_BOTH_STAND = re.compile(r"(?i)\b(?:(?:let|leave|keep)\s+(?:them|these|those)?\s*both\s+(?:stand|open)|"
                         r"(?:putting|put|writing|write|listing|keeping)\s+(?:them\s+)?both\s+(?:down|in|up)|"
                         r"both\s+(?:are|stay|remain)\s+(?:up|in|standing)\b|"
                         r"(?:treat|take|count|consider|grade|mark|accept)\s+(?:them\s+)?both\s+as\s+(?:my\s+)?"
                         r"(?:answers?|final|correct)\b|"
                         r"(?:both|either)(?:\s+(?:of\s+them|answers|versions|orders|readings))?\s+(?:should|must|ought\s+to|can|will)"
                         r"\s+be\s+(?:accepted|credited|counted|marked\s+(?:correct|right)|graded\s+(?:correct|right))|"
                         # ("Each answer is correct for its audience.", "Each take is correct in its own frame.")
                         r"each\s+(?:answer|take|reading|layer|version|one)\s+is\s+(?:equally\s+)?(?:right|correct|valid)|"
                         r"(?:both|either)(?:\s+(?:of\s+them|answers|options|choices|values|readings))?\s+"
                         # ("both survive the check", "both make sense", "both shown because they disagree")
                         r"(?:survive|hold\s+up|check\s+out|make\s+sense|fit|satisfy|shown|given|stand|"
                         r"stands?|works?|(?:is|are|seems?|could\s+be|might\s+be|may\s+be)\s+(?:equally\s+)?"
                         r"(?:right|correct|valid|acceptable|defensible|plausible|possible|fine|"
                         r"the\s+(?:intended|right|correct|expected)\s+(?:answer|one))))\b")
def holds_several(text: str) -> bool:
    """The text says in so many words that it keeps more than one answer, wherever it says so (before the final line
    too): "both stay on my list as my answers", "I am keeping it live alongside (C); neither is withdrawn", "either
    counts as my answer", "I stand by both answers". The sentence must speak of answers (a story's "neither was
    withdrawn" or "both stay on the table" says nothing of the reply's), and no negation may come before it ("I don't
    stand by both")."""
    low = text.lower()
    if "both" not in low and "either" not in low and "neither" not in low and " live" not in low:
        return False
    for m in _HOLDS_SEVERAL.finditer(text):
        start = max(text.rfind(stop, 0, m.start()) for stop in (". ", "! ", "? ", "\n")) + 1
        end = min((i for i in (text.find(stop, m.end()) for stop in (". ", "! ", "? ", "\n")) if i != -1), default=len(text))
        if _HOLDS_NEGATED.search(text, max(start, m.start() - HOLDS_NEGATION_REACH), m.start()) is None and \
                _ANSWER_WORDS.search(text, start, min(end, m.end() + MAX_HOLDS_REACH)) is not None:
            return True
    return False


MAX_HOLDS_REACH = 200
HOLDS_NEGATION_REACH = 16  # (a negation scopes over it right before it: "I don't stand by both", "I can no longer keep (A) live")
_HOLDS_SEVERAL = re.compile(
    r"(?i)\bboth\s+(?:stay|remain|stand|are)\s+(?:on\s+(?:the|my)\s+(?:list|record|shortlist)|live\b|in\s+play\b)|"
    r"\bboth\s+(?:stay|remain|are)\b[^.\n]{0,40}\bmy\s+answers\b|"
    r"\bkeep(?:ing)?\s+(?:it|them|both|\(?[A-R]\)?)\s+(?:live|in\s+play)\b|"
    r"\beither\s+(?:one\s+)?counts\s+as\s+my\s+answer\b|"
    r"\bneither\s+(?:one\s+)?(?:is|has\s+been|was)\s+withdrawn\b|\bnot\s+withdrawing\s+either\b|"
    r"\bstand\s+by\s+(?:what\s+I\s+said\s+in\s+)?both\b")
_HOLDS_NEGATED = re.compile(r"(?i)\b(?:not|never|cannot|no\s+longer)\b|n't\b")
# What a sentence about the reply's answers speaks of: answers, options, turns, or an option by its letter.
_ANSWER_WORDS = re.compile(r"(?i)\b(?:answers?|options?|choices?|picks?|candidates?|submissions?|turns?)\b|\([A-R]\)")
#: A preference among the answers called right: "both (A) and (B) are correct, but (B) follows the rule more closely".
PREFERENCE = re.compile(r"(?i)\b(?:but|however|although|though|yet|whereas|while|more|better|best|most)\b")
# The question said not to settle one answer: "There isn't enough information here to give a definitive
# answer.", "The information given is not enough to pick a single answer.", "I'm not able to determine
# the answer with certainty", "it depends on how the question is read", "无法确定", "Je ne peux pas trancher".
_UNDETERMINED = gated(re.compile(
    r"(?i)(?:\bnot|n't)\s+(?:enough|sufficient)\s+(?:information|info|data|detail|context)(?:\s+\w+){0,3}?\s+to\s+"
    r"(?:give|pick|determine|choose|select|decide|answer|say|tell|settle)\b|"
    r"\b(?:is|are|was)\s+(?:not\s+enough|insufficient)\s+to\s+(?:pick|give|determine|choose|select|decide|settle)\b|"
    r"\binsufficient\s+(?:information|info|data)\b|"
    # ... or says no answer can be given: "so no definite answer can be given", "the answer cannot be determined"
    r"\bno\s+(?:definite|definitive|single|unique|firm)\s+answer\s+(?:can|could)\s+be\s+(?:given|determined|reached)\b|"
    r"\b(?:answer|result|value)\s+(?:cannot|can'?t|can\s+not)\s+be\s+(?:determined|given|pinned\s+down)\b|"
    r"\b(?:cannot|can'?t|can\s+not|unable\s+to|not\s+able\s+to)\s+(?:determine|tell|decide|say|know|settle)\s+(?:the\s+(?:answer|"
    r"correct|right)|which|for\s+(?:sure|certain)|(?:it|this|that)?\s*with\s+certainty)|"
    r"\bit\s+depends\s+on\s+(?:how|the|whether|what|which|your)\b|"
    # ... or the answer said to depend on who asks: "How I'd phrase the answer depends a bit on who's asking"
    r"\b(?:answer|verdict|choice)\b[^.;\n]{0,30}?\bdepends\s+(?:\w+\s+){0,3}?on\s+(?:who(?:'s|\s+is)?\s+(?:asking|reading)|the\s+"
    r"(?:audience|reader|level|context\s+of\s+use)|your\s+(?:level|purpose|audience))\b|"
    r"\b(?:could|can|might|may)\s+(?:really\s+|honestly\s+)?go\s+"
    r"either\s+way\b|(?<![\w,] )\bit\s+(?:all\s+)?depends\s*(?:[.:;!—–]|$)|"
    r"\b(?:see|imagine)\s+(?:it|this|that)\s+go(?:ing)?\s+either\s+way\b|"  # ("I could see it going either way")
    # ... or no one option to pick: "so I can't choose one", "I don't see a decisive reason to prefer one over the other"
    r"\bcan(?:'?t|not)\s+(?:choose|pick|select|single\s+out|settle\s+on)\s+(?:one|either|between|a\s+single)\b|"
    r"\b(?:no|(?:do|did)?n't\s+see\s+(?:a|any)|not\s+see\s+(?:a|any))\s+(?:decisive|clear|compelling|good|strong)\s+"
    r"reason\s+to\s+(?:prefer|pick|choose|favou?r)\b|"
    r"无法(?:确定|判断|选择|作答)|不能确定|判断できません|判断できない|決められません|결정할\s*수\s*없|판단할\s*수\s*없|"
    r"\bkan\s+inte\s+(?:avgöra|välja)\b|\bno\s+puedo\s+(?:\w+\s+)?(?:determinar|decidir|elegir)(?:me|lo)?\b|"
    r"\bnon\s+(?:posso|riesco\s+a)\s+(?:\w+\s+)?(?:determinare|decidere|scegliere)\b|"
    r"\bnão\s+(?:consigo|posso)\s+(?:\w+\s+)?(?:determinar|decidir|escolher)\b|"
    r"\bich\s+kann\s+(?:es\s+|das\s+)?nicht\s+(?:sagen|entscheiden|bestimmen)\b|\bне\s+могу\s+(?:\w+\s+)?(?:определить|решить|выбрать)\b|"
    r"\bnie\s+mogę\s+(?:\w+\s+)?(?:określić|zdecydować|wybrać)\b|\b(?:karar\s+veremiyorum|seçemiyorum)\b|\btidak\s+dapat\s+(?:menentukan|memastikan)\b|"
    r"\bkhông\s+thể\s+xác\s+định\b|"
    r"\bne\s+(?:peux|peut|pouvons)\s+pas\s+(?:\w+\s+)?(?:trancher|déterminer|décider|choisir)"))


# A language named before a translation of the answer: "auf Deutsch:", "in German:", "en français :".
_IN_LANGUAGE = re.compile(r"(?i)(?:(?:auf|in|en|em|på|w|na|in\s+the)\s+)?(?:deutsch|german|english|englisch|french|"
                          r"fran[cç]ais|spanish|espa[nñ]ol|italian|italiano|portuguese|portugu[eê]s|russian|dutch|"
                          r"nederlands|polish|polsku|swedish|svenska|turkish|t[uü]rk[cç]e|chinese|japanese|korean|hindi)"
                          r"\s*[:=：]?\s*")
# A clause that gives the reason for what came before it: "…, as there is insufficient information to …".
_GIVES_REASON = re.compile(r"(?i)[\s,;:—–*_-]*(?:as|because|since|given\s+that|due\s+to)\b")


# The reply saying its own statements mean the opposite of what they say: "Disclaimer: every statement in this
# reply, including the next line, is false.", "today is Opposite Day, so every answer I state means its opposite".
_SELF_NEGATING = gated(re.compile(
    r"(?i)\b(?:every|each|all|any)\s+(?:statement|sentence|answer|thing|line|word)s?\s+(?:(?:that\s+)?i\s+(?:state|say|give|write|"
    r"make)|in\s+(?:this|my)\s+(?:reply|response|answer|message|post))\b[^.\n]{0,60}?\b(?:is|are|means?|will\s+be)\s+"
    r"(?:false|a\s+lie|lies|untrue|wrong|(?:its|their|the)\s+opposite)\b|\bopposite\s+day\b"))


def self_negating(text: str) -> bool:
    """The text says its own statements are false or mean their opposite: nothing in it is committed to."""
    low = text.lower()  # (every frame names the reply or the speaker's statements, or Opposite Day: rare words first;
    # plain substring tests, far cheaper than a case-insensitive alternation tried at every position)
    if not any(word in low for word in _SELF_REFERENCES):
        return False
    return _SELF_NEGATING.search(text) is not None


_SELF_REFERENCES = ("opposite", "reply", "response", "message", "post", "i state", "i say", "i give", "i write", "i make",
                    "in this answer", "in my answer")


def undetermined(text: str) -> bool:
    """The text says the question has no one answer to give ("There isn't enough information here to
    give a definitive answer.", "it depends on how the question is read")."""
    return _UNDETERMINED.search(text) is not None


# A choice between named values said not to be made, by the reply itself or of the answer: "I haven't chosen
# between A and B", "I'm not calling it for either", "so it's A or C, undecided", "Clearance unconfirmed", "no
# decision on promoting it yet", "too close to call", "neither is preferred", "awaiting a decision", "I'm keeping
# both", "the patient chooses." (A whitelist of speakers: the reply's own "I"/"we", or no subject at all — "Alex was
# undecided" and "Riley hasn't picked A or B" are the question's world. Only read where another value was named
# near it and not ruled out since: see layers._left_open.)
_UNDECIDED = gated(re.compile(
    # the reply's own "I"/"we", however its verb is spelt out ("I still haven't decided", "I'm not committing", "Haven't
    # decided."), with a verb of having or making the choice; a bare "I won't pick A" rules A out
    r"(?i)(?:\b(?:i|we)(?:'m|'ve|'re)?(?:\s+(?:still|honestly|really|just|simply|truly|also))*"
    r"(?:\s+(?:am|are|have|had|do|did|will|would|can|could|wo|ca))?(?:\s+(?:still|honestly|really|just|simply|truly))*"
    r"(?:\s+not|n't|\s+never)|(?:^|(?<=[.!?\n]))[\s*_>-]*(?:still\s+)?(?:haven'?t|have\s+not|not)(?![^:\n]{0,20}:))\s+"
    r"(?:yet\s+|really\s+|actually\s+|going\s+to\s+)?(?:decided|chosen|committed|committing|(?:calling|called)\s+it|"
    r"reconciled|picked|picking|choosing|deciding|promoted|promoting|"
    r"(?:pick|choose|commit|decide)(?=[\s*_]*(?:[.!;:)—–]|$|one\b|between\b|among\b|yet\b))|"
    r"(?:resolved|settled|accepted)\s+(?:which|whether|between|on|either|them|the\s+(?:choice|tie|conflict))|"
    r"(?:declar|nam|call|pick|choos|announc)\w*\s+(?:a|the|any)\s+winner)\b"
    r"(?!\s+(?:on\s+|about\s+)?(?:a|an|the|which|what)\s+(?:method|approach|way|strategy|formula|order|format|units?|notation)\b)|"  # ("haven't picked a method")
    r"\bi\s+(?:cannot|can'?t)\s+decide\b|"
    # ... said of the values or of the choice itself: "(so it's A or C, undecided)", "(leading, uncalled)", "… in that
    # case (E) 9. Unresolved.", "I'm undecided", "The choice between them remains unresolved", "Clearance unconfirmed"
    r"(?:(?:^|[,(—–;:.!?\n])[ \t*_]*(?:(?:still|honestly|really|yet)[ \t]+)?|\b(?:i'?m|i\s+am|i\s+remain|we'?re|we\s+remain)\b|"
    r"(?:^|(?<=[.!?\n]))[ \t*_]*question\s+(?:still\s+|remains\s+)?|"
    r"\b(?:answer|choice|call|race|result|verdict|pick|clearance|readback|outcome|tie|decision)\b"
    r"(?:[^.;\n]{0,40}?\b(?:is|remains|was|still)\b(?:\s+still)?)?)"
    r"[ \t*_]*(?:undecided|unresolved|uncalled|unreconciled|unsettled|unconfirmed|pending(?=[ \t*_]*(?:[.;)!]|$))|"
    r"(?:never|not\s+yet)\s+confirmed|(?:never|not)(?:\s+yet)?\s+decided)\b(?!\s+(?:about|on|over|whether|as\s+to)\b)"
    r"(?!\s+by\b)|"  # ("— unconfirmed by the problem, but implied": an assumption's standing, not the answer's)
    r"\b(?:no|without\s+a)\s+(?:decision|call|winner|ruling)\s+(?:yet|has\s+been|was|is|on|made|about|between)\b|"
    r"\bno\s+commitment\s+(?:yet|to|on|about|between)\b|\bdead\s+heat\b|"  # (not "no call to stall": nothing held back)
    # ... or torn, or finding nothing that settles it: "I'm genuinely torn between the two", "I don't see anything in the
    # wording that settles it"
    r"\b(?:i'?m|i\s+am|i\s+remain|we'?re|we\s+are)\s+(?:\w+\s+)?torn\b|"
    r"\b(?:nothing|(?:don'?t|do\s+not|can'?t|cannot)\s+(?:see|find)\s+anything)\b[^.;\n]{0,60}?\b(?:settles?|decides?|resolves?)\s+"
    r"(?:it|this|that|the\s+(?:question|matter|choice))\b|"
    r"\b(?:leav(?:e|ing)|keep(?:ing)?)\s+(?:this|it|that|the\s+(?:question|choice|answer))\s+open\b|"  # ("Leaving this open.")
    # ... or the answer split between audiences: "Half of readers get (D), the other half (B)"
    r"\b(?:half|some)\s+(?:of\s+(?:the\s+)?)?(?:readers|users|people|respondents|graders|visitors|clients)\b"
    r"[^.;\n]{0,60}?\b(?:the\s+other\s+half|others|the\s+rest)\b|"
    # ... in other languages: "ik leg me nog niet vast", "noch nicht entschieden", "pas encore tranché", "todavía no he decidido"
    r"\bnog\s+niet\s+vast\b|\bniet\s+vast\s+op\b|\bnoch\s+nicht\s+(?:entschieden|festgelegt)\b|"
    r"\bpas\s+encore\s+(?:tranch|décid)\w*|\btodav[ií]a\s+no\s+(?:he\s+)?decidid\w*|\bsin\s+decidir\b|"
    # ("20 と 10 のどちらが正しいか判断がつきません", "无法判断哪个正确", "어느 쪽이 맞는지 모르겠습니다")
    # (not in the past or turned by what follows: "最初は判断がつきませんでしたが、計算すると…", "无法确定，但计算表明…")
    r"(?:判断が(?:つきません|つかない|できません)|決められません|どちらが正しいか(?:わかりません|分かりません))(?!でした|(?:が|けど))|"
    r"(?:无法(?:判断|确定|决定)|無法(?:判斷|確定|決定)|拿不定主意)(?![^。\n]{0,8}[，,]\s*(?:但|可是|不过|不過))|"
    r"어느\s*(?:쪽|것)이\s*맞는지\s*모르겠|"
    r"\b(?:too\s+(?:close|early)|impossible)\s+to\s+call\b|"
    # ("No way to tell which is right from here.", "the question doesn't say which convention it wants", "两个答案都说得通")
    r"\bno\s+way\s+to\s+(?:tell|know|say|decide)\s+which\b|两个(?:答案)?都(?:说得通|对|可以)|両方(?:とも)?(?:正しい|あり得る)|"
    r"\bneither\s+(?:is\s+|was\s+|one\s+is\s+)?(?:preferred|accepted|chosen|favou?red|selected|final)\b|"
    r"\bawait(?:ing|s)?\s+(?:a\s+|the\s+)?(?:decision|ruling|resolution|confirmation|review)\b|"
    r"\boriginal\b[^.;\n]{0,30}?\b(?:is|are)\s+kept\s+(?:until|pending|while)\b|"  # ("the original (E) is kept until …")
    # ... or both left standing: "(first attempt said 450, and I can't find an error in either)", "Either, by zone.",
    # "Depends on the forum.", "The stem doesn't say which group.", "Then again, … — yes isn't crazy."
    r"\b(?:can'?t|cannot|couldn'?t|could\s+not)\s+find\s+(?:(?:an?\s+|any\s+)?(?:error|mistake|slip|bug)\s+in\s+(?:either|both)|"
    r"the\s+(?:slip|error|mistake|bug))\b|\beither,\s+by\s+(?!the\b)\w+|(?:^|(?<=[.;:—–(]))[ \t*_]*depends\s+on\s+(?:the|your|which|whether|who|how)(?:\s+[\w-]+){0,2}[ \t*_.!)]*$|"
    r"\b(?:stem|question|problem|task)\s+(?:doesn'?t|does\s+not)\s+say\s+which(?:\s+[\w-]+)?[ \t*_.!)]*$|"
    # ... or both kept, the choice handed on, each ending its clause: "I'm keeping both options open.", "Leaving both.",
    # "both live", "either may be played", "— the patient chooses.", "the reader decides which applies" ("keeping both A
    # and C in view", "the customer picks the eggs", "the patient chooses between CBT (C) and …" say nothing of it)
    r"\b(?:keep(?:s|ing)?|publish(?:ed|ing)?|retain(?:s|ed|ing)?|leav(?:e|es|ing))\s+(?:them\s+|these\s+)?both"
    r"(?:\s+(?:options|answers|values|readings|candidates|records)|\s+\(?[A-R]\)?\s+and\s+\(?[A-R]\)?|\s+-?\d[\d,.]*\s+and\s+-?\d[\d,.]*)?"
    r"(?:\s+(?:open|alive|live|in\s+play|in\s+the\s+running|for\s+now))?(?=[\s*_]*(?:[.!;,)—–]|$|and\b))|"
    r"\bboth\s+(?:are\s+|stay\s+|remain\s+)?(?:live|open|standing|in\s+play|on\s+the\s+(?:table|script|ballot))\b|"
    # (an option said to be still in play: "A (public act) is still in play", "D is still very much in play"; not "the market
    # is still open", "C remains open to criticism")
    r"(?:\b[A-R]\b|\d|\)|\b(?:it|that|this|theory|option|reading|answer))[)*_ \t]*(?:\([^()\n]{0,30}\)[ \t]*)?"
    r"(?:(?:is|are)\s+still|remains?)\s+(?:very\s+much\s+)?"
    r"(?:live|open|in\s+play)\b(?!\s+(?:to|only|for|in\s+the\s+sense|whether|if)\b)|"
    r"\beither\s+(?:one\s+)?(?:may|can|could)\s+be\s+(?:played|served|picked|chosen|submitted|credited|accepted|"
    r"(?:used|given|taken)(?=[\s*_]*(?:[.!;)]|$|as\s+(?:the\s+)?(?:answer|correct))))\b|"
    r"\b(?:the\s+|each\s+)?(?:patient|reader|guest|client|user|customer|voter|player|performer|resolver)s?\s+"
    r"(?:\w+\s+)?(?:chooses|choose|picks|pick|decides|decide)(?=[\s*_]*(?:[.!;)—–]|$|which\b|whichever\b|either\b|"
    r"one[\s*_]*(?:[.!;)—–]|$)))"))
# ... unless the sentence plans the choice or denies it: "I haven't decided yet — let me check.", "At first I was
# undecided", "Nothing is left unresolved." (a question answered "no" is read by the callers)
_NOT_LEFT_OPEN = re.compile(
    r"(?i)\b(?:let\s+me|let's|let\s+us)\s+(?:check|verify|work|figure|compare|test|compute|calculate|solve|reason|think|"
    r"subtract|add|multiply|divide|count|go\s+through|weigh|consider|examine|break|look\s+(?:at|again|closer|more))\b|"
    r"\bfirst\s*,|"
    r"\bso\s+let'?s\b|"
    r"\b(?:i'?ll|i\s+will|i\s+need\s+to|we\s+need\s+to|need\s+to)\s+(?:check|verify|compare|work\s+(?:it|this)\s+out)\b|"
    r"\bat\s+first\b|\bbefore\s+(?:reading|checking|working|computing|looking|i\s+(?:check|work|compute))\b|\bstep\s+\d|"
    r"\bno\s+longer\s+(?:undecided|unsure|torn|open)\b|"
    r"\bnothing\s+(?:is\s+|remains\s+)?(?:left\s+)?(?:unresolved|undecided|open|pending|uncalled)\b")
#: A preference among the values, which a sentence that leaves the choice open does not state (and a later
#: sentence that states one settles the choice: "the best possible answer is (B)").
PREFERS_ONE = re.compile(r"(?i)\b(?:more|better|best|most|rather|prefer\w*|favou?r\w*)\b")


def may_be_undecided(text: str) -> bool:
    """Some sentence of the text may say a choice is not made (a cheap test before :func:`undecided`)."""
    return _UNDECIDED.search(text) is not None


def undecided(text: str) -> bool:
    """The sentence says a choice is not made (:data:`_UNDECIDED`), and states no preference."""
    found = list(_UNDECIDED.finditer(text))
    if not found or _NOT_LEFT_OPEN.search(text):
        return False
    # (the undecided phrase's own words state no preference: "neither is preferred")
    ends, starts = [0] + [m.end() for m in found], [m.start() for m in found] + [len(text)]
    return not any(PREFERS_ONE.search(text, end, start) for end, start in zip(ends, starts))


# The choice left to the reader: "I'll leave the final answer to you.", "It's your call.", "— take your pick."
_LEFT_TO_READER = (r"\b(?:leave|leaving)\s+(?:the\s+)?(?:final\s+)?(?:answer|choice|decision|call)\s+(?:to|up\s+to)\s+you|"
                   r"\b(?:it'?s|that'?s|it\s+is)\s+(?:up\s+to\s+you|your\s+call)\b|\bi'?ll\s+let\s+you\s+(?:decide|choose|pick)\b|"
                   r"\btake\s+your\s+pick\b|\byou\s+(?:decide|choose|pick)\b(?=\W*(?:\n|$))|"
                   r"\b(?:presenter|reader|dealer|grader)'?s\s+choice\b|\b(?:pick|choose)\s+(?:whichever|either)\b|"
                   r"\b(?:use|take|go\s+with|trust)\s+whichever\s+(?:one|answer|value|version|release|option|result|number)\b|"
                   r"\bleft\s+to\s+(?:you|the\s+reader)\b|"
                   # ... in other languages: "à vous de voir", "das liegt bei Ihnen", "usted decide", "a voi la scelta"
                   r"\bà\s+(?:vous|toi)\s+de\s+(?:voir|choisir|décider|trancher)\b|\bliegt\s+bei\s+(?:ihnen|dir)\b|"
                   r"\bentscheiden\s+sie\s+selbst\b|\b(?:usted|tú)\s+decide[s]?\b|\ba\s+voi\s+la\s+scelta\b|"
                   r"\bdefer\s+to\s+(?:you|your)\b|\bwhatever\s+your\s+(?:textbook|answer\s+key|teacher|instructor|source)|"
                   # ... or no decision made: "decision deferred", "I haven't resolved the discrepancy", "I won't pick one",
                   # "I'll suspend judgment", "no final value", "beyond the scope of this answer"
                   r"\b(?:decision|choice|verdict|call|selection)\s+(?:is\s+|was\s+|remains\s+)?(?:deferred|pending|postponed|"
                   r"reserved|left\s+open|unresolved)\b|\b(?:haven'?t|have\s+not|couldn'?t|could\s+not|didn'?t|did\s+not)\s+"
                   r"(?:yet\s+)?(?:resolved?|reconciled?|decided?|settled?)\b|\bsuspend\w*\s+(?:my\s+)?judg(?:e)?ment\b|"
                   r"\b(?:won'?t|will\s+not|decline\s+to|refuse\s+to)\s+(?:pick|choose|select|decide)\b|"
                   r"\bno\s+(?:final|unique|single)\s+(?:value|answer|decision)\b|\bnot\s+confident\s+in\s+any\b|"
                   r"\bbeyond\s+the\s+scope\s+of\s+(?:this|my)\s+(?:answer|reply|response)\b|"
                   r"\bcan(?:'?t|not)\s+(?:really\s+|genuinely\s+)?decide\b|\bsomewhere\s+between\s+the\s+two\b|"
                   # ... or the outcome left open: "how the court comes out is something I'll leave open", "I don't want to
                   # pick an option on her behalf", "rather than signing off on a number"
                   r"\bsomething\s+i'?ll\s+leave\s+open\b|\bleave\s+the\s+(?:answer|question|outcome|ruling|verdict)\s+open\b|"
                   r"\b(?:don'?t|do\s+not)\s+want\s+to\s+(?:pick|choose|select)\s+(?:an?\s+(?:option|answer)|one|either)\b|"
                   r"\brather\s+than\s+(?:signing\s+off\s+on|committing\s+to|settling\s+on)\s+(?:an?|any|one)\s+"
                   r"(?:number|answer|option|verdict|value)\b")
LEFT_TO_READER = gated(re.compile("(?i)" + _LEFT_TO_READER))
# Declining to give an answer: "I can't give a definitive answer", "I'm not able to just provide the answer".
_DECLINES_TO_GIVE = (
    r"(?:can(?:'?t|not)|unable\s+to|won'?t(?:\s+be)?|will\s+not(?:\s+be)?|decline\s+to|refuse\s+to|not\s+going\s+to|"
    r"rather\s+not|prefer\s+not\s+to|not\s+(?:able|prepared|willing|in\s+a\s+position)\s+to|pass\s+on)\s+"
    r"(?:just\s+|simply\s+)?(?:give|giving|provide|providing|commit\s+to|committing\s+to|offer|offering|submit|submitting|"
    r"state|settle\s+on|lock\s+in|tell\s+you|share|reveal)\s+(?:you\s+)?(?:an?\s+|the\s+|my\s+|any\s+|one\s+)?"
    r"(?:(?:final|definitive|definite|firm|single|clear|conclusive|certain|confident|specific|reliable|trustworthy|"
    r"correct|direct)\s+){0,2}(?:answer|choice|pick|verdict)")
# ... anywhere in a reply whose answer only the weak layers read: a hint-only refusal ("I'm not able to just provide
# the answer, but here are some hints: …") answers nothing, whatever its hints name.
_REFUSES = gated(re.compile(r"(?i)" + _DECLINES_TO_GIVE))


def refuses(text: str) -> bool:
    """The text declines to give an answer (:data:`_DECLINES_TO_GIVE`)."""
    return _REFUSES.search(text) is not None


#: What labels an answer as provisional: "Candidate answer:", "Draft answer:", "Preliminary answer:" (an answer not
#: yet made final; "Final answer:", "Corrected answer:" are final).
PROVISIONAL = r"candidate|draft|tentative|preliminary|initial|provisional|working|interim|partial|" \
    r"hypothetical|placeholder|unverified|unconfirmed|rough|intermediate|naive|guessed|estimated|pending"


# The answer said to answer another question: "it isn't my answer to the question above", "That answer belongs to the
# other version", "the D above is the answer to that other variant", "this was worked for the sister question" (and the
# rest of "… is the answer" that points it there: "to that other variant").
FOR_ANOTHER_QUESTION = (
    r"\b(?:that|this|it|which)\s+(?:isn'?t|is\s+not|wasn'?t|was\s+not)\s+my\s+(?:final\s+|real\s+|actual\s+)?answer\s+"
    r"(?:to|for)\s+(?:this|the)\s+(?:question|problem|one)\b|"  # (bare "that is not my answer" may point at an example)
    r"\b(?:(?:is|was)\s+the\s+answer\s+to\s+(?:that|the)\s+(?:other|different)|(?:that|this|the)\s+answer\s+belongs\s+to\s+"
    r"(?:a|an|that|the)\s+(?:other|different|sister)|(?:this|that|it|the\s+(?:answer|working|steps|solution)(?:\s+above)?)\s+"
    r"(?:was|is|were|are)\s+(?:worked|solved|computed|written)(?:\s+out)?\s+for\s+(?:a|an|that|the)\s+(?:other|different|sister))\s+"
    r"(?:version|variant|question|problem|exercise)\b|"
    r"^[\s*_]*(?:to|for)\s+(?:that|the|a|an)\s+(?:other|different)\s+(?:version|variant|question|problem|exercise)\b")
_FOR_ANOTHER_QUESTION = gated(re.compile(r"(?i)" + FOR_ANOTHER_QUESTION))


def for_another_question(text: str, start: int = 0, end: int | None = None) -> bool:
    """``text[start:end]`` says an answer is another question's (:data:`FOR_ANOTHER_QUESTION`)."""
    return _FOR_ANOTHER_QUESTION.search(text, start, len(text) if end is None else end) is not None


# Taking an answer back anywhere in a sentence: "On reflection I withdraw this answer", "(just kidding)".
_WITHDRAWS = gated(re.compile(
    r"(?i)\b(?:i\s+(?:hereby\s+)?(?:withdraw|retract)|withdraw(?:n|ing)?\s+(?:this|that|the|my)|(?:please\s+)?disregard\s+"
    r"(?:it|that|this|the\s+above|my)|"
    # ... said of the speaker's own act, or of the answer: "I'm withdrawing my answer", "Ignore the answer above",
    # "Answer withdrawn pending review"
    r"(?:(?:i'?m|i\s+am)\s+(?:hereby\s+|now\s+)?(?:withdrawing|retracting)\s+(?:my|the)\s+(?:final\s+)?(?:answer|pick|verdict)|"
    r"(?:please\s+)?(?:ignore|disregard)\s+(?:my\s+(?:final\s+)?(?:answer|reply|response|verdict|pick)|the\s+(?:final\s+)?"
    r"(?:answer|reply|response)\s+(?:above|i\s+(?:just\s+)?gave))|(?:answer|verdict|pick)\s+(?:is\s+)?(?:hereby\s+)?(?:withdrawn|"
    r"retracted))"
    r"(?=[\s*_]*(?:[.;:!,)—–-]|$|\s(?:above|here|for\s+now|pending)\b))(?![\s*_]*\?)|"  # (ending its clause: not "ignore my
    # answer box formatting", "Answer withdrawn? No —")
    r"just\s+kidding|j/?k\b|scratch\s+that|strike\s+that|scrap\s+that|"
    r"take\s+(?:it|that)\s+back|taking\s+(?:it|that)\s+back|"
    # ("psych" as an exclamation, "— psych!", not "intro psych")
    r"(?:^|[.!?,;:—–-])[\s*_\"'`]*psych\b|(?<!not\s)(?<!no\s)(?<!n't\s)kidding\b(?!\s+aside)|(?:i'?ve|i\s+have|i)\s+changed\s+my\s+mind|"
    # ... in other languages: "Chwila, nie — to błąd.", "等等，不对——这里算错了", "c'est faux", "das ist falsch"
    r"\bto\s+(?:był\s+)?błąd\b|不对|算错|错了|搞错|間違え|\bc'(?:est|était)\s+faux\b|\bje\s+me\s+suis\s+trompée?\b|"
    r"\bdas\s+(?:ist|war)\s+falsch\b|"
    r"\bich\s+habe\s+mich\s+geirrt\b|\beso\s+está\s+mal\b|"
    # ... or withdrawn politely: "ich ziehe diese Antwort lieber zurück", "Bitte werten Sie sie vorerst nicht", "je préfère
    # retirer cette réponse", "Merci de ne pas la prendre en compte", "prefiero retirar esta respuesta"
    r"\bziehe\s+(?:diese|die|meine)\s+antwort\s+(?:\w+\s+){0,2}zurück\b|\bbitte\s+(?:werten|zählen|bewerten)\s+sie\s+"
    r"(?:sie|das|diese\s+antwort)\s+(?:\w+\s+)?nicht\b|\bretirer\s+(?:cette|ma)\s+réponse\b|"
    r"\bne\s+pas\s+(?:la|le)\s+prendre\s+en\s+compte\b|\bretirar\s+(?:esta|mi|essa|minha)\s+respuesta\b|"
    r"\bno\s+la\s+(?:tengan|tenga|tomen)\s+en\s+cuenta\b|\britirare\s+(?:questa|la\s+mia)\s+risposta\b|\bme\s+equivoqué\b|\bisso\s+está\s+errado\b|\berrei\b|"
    r"\bэто\s+неверно\b|\bя\s+ошиб(?:ся|лась)\b|"
    # ... taking it back, forgetting it or calling it wrong in other words of those and other languages: "ich nehme das
    # zurück", "vergiss das", "je retire ma réponse", "retiro lo que dije", "cofam tę odpowiedź", "беру свои слова
    # обратно", "забудьте", "geri alıyorum", "dat neem ik terug", "ritiro questa risposta", "撤回", "그건 틀렸어요"
    r"\b(?:ich\s+nehme\s+(?:das|es|dies|(?:die|meine|diese)\s+antwort)\s+zurück|nehme\s+ich\s+zurück|vergiss\s+(?:das|es)|"
    r"vergessen\s+sie\s+(?:das|es)|(?:die|diese|meine)\s+antwort\s+(?:ist|war)\s+(?:falsch|nicht\s+(?:richtig|korrekt))|"
    r"ich\s+habe\s+mich\s+(?:vertan|verrechnet)|je\s+retire\s+(?:ma\s+réponse|ce\s+que\s+j'ai\s+dit|cela|ça)|"
    r"oubliez?\s+(?:ça|cela)|(?:cette|ma)\s+réponse\s+est\s+(?:fausse|incorrecte|erronée)|"
    r"retiro\s+(?:lo\s+que\s+dije|mi\s+respuesta|esa\s+respuesta|eso|o\s+que\s+disse|minha\s+resposta|essa\s+resposta|isso)|"
    r"olvida(?:d|lo)?\s+eso|olvídalo|(?:esa|mi|esta)\s+respuesta\s+(?:es|está)\s+(?:incorrecta|mal|errónea|equivocada)|"
    r"esque(?:ce|ça|çam)\s+isso|(?:essa|esta|minha)\s+resposta\s+(?:está|é)\s+(?:errada|incorreta)|me\s+enganei|"
    r"ritiro\s+(?:questa\s+risposta|la\s+(?:mia\s+)?risposta|quello\s+che\s+ho\s+detto|ciò)|è\s+(?:sbagliat[oa]|errat[oa])|"
    r"dimentica(?:te)?\s+(?:quello|questo|ciò)|"
    r"lascia\s+perdere|(?:questa|la\s+mia)\s+risposta\s+(?:è\s+)?(?:sbagliata|errata|non\s+è\s+corretta)|"
    r"mi\s+sono\s+sbagliat[oa]|ho\s+sbagliato|ik\s+neem\s+(?:dat|dit|het|mijn\s+antwoord)\s+terug|neem\s+ik\s+terug|"
    r"vergeet\s+(?:dat|dit|het)|(?:dat|dit|mijn)\s+antwoord\s+(?:is\s+(?:fout|onjuist|verkeerd)|klopt\s+niet)|"
    r"ik\s+heb\s+me\s+vergist|dat\s+klopt\s+niet|(?:ik\s+)?trek\s+(?:mijn|het|dat)\s+(?:antwoord\s+)?in|cofam|"
    r"zapomnij(?:cie)?\s+o\s+tym|(?:ta|moja)\s+odpowiedź\s+(?:jest\s+)?(?:błędna|zła|"
    r"niepoprawna|nieprawidłowa)|pomyli(?:łem|łam)\s+się|беру\s+(?:свои\s+слова|это|ответ)\s+обратно|забуд(?:ь|ьте)|"
    r"(?:этот|мой)\s+ответ\s+(?:неверн|неправильн|ошибочн)\w*|отменяю|беру\s+свої\s+слова\s+назад|"
    r"ця\s+відповідь\s+(?:неправильн|хибн)\w*|я\s+помилив(?:ся|ла)|geri\s+al(?:ıyorum|dım)|unutun|bunu\s+unut|"
    r"(?:bu\s+cevap|bu\s+yanıt|cevabım)\s+(?:yanlış|hatalı)|yanıldım|hata\s+yaptım|saya\s+(?:tarik\s+kembali|cabut|salah)|"
    r"lupakan\s+(?:itu|saja)|jawaban\s+(?:itu|tadi|saya)\s+salah|tôi\s+rút\s+lại|quên\s+(?:điều|cái)\s+đó\s+đi|"
    r"câu\s+trả\s+lời\s+(?:đó|này)\s+sai|tôi\s+(?:đã\s+)?nhầm|jag\s+tar\s+tillbaka|jeg\s+tar\s+tilbake|glöm\s+det|"
    r"glem\s+det|svaret\s+(?:är|er)\s+(?:fel|feil|forkert)|jag\s+hade\s+fel|वापस\s+ले(?:ता|ती)|भूल\s+जा(?:इए|ओ)|"
    r"(?:यह|वह)\s+(?:उत्तर\s+)?गलत\s+(?:है|था)|αποσύρω|ξεχάστε\s+το|η\s+απάντηση\s+(?:είναι\s+)?λάθος|אני\s+חוזר\s+בי|"
    r"أتراجع|أسحب\s+(?:إجابتي|الإجابة|كلامي)|الإجابة\s+خاطئة)\b|"
    # (scripts without spaces: the word may follow others in its run, "我撤回这个答案", "그건 틀렸어요")
    r"\w{0,12}?(?:撤回|收回|作废|作廢|忘了它|忽略(?:它|这个|上面)|取り消|間違いでした|間違っていました|忘れてください|違いました|"
    r"취소|철회|틀렸|잊어\s*주세요|잊어버리세요|잘못\s*(?:말했|계산했))|"
    # ... or in the words of a formal or a casual register: "I would like to rescind the foregoing answer", "Please
    # treat this item as unanswered", "my bad", "forget I said anything"
    r"\brescind|\b(?:treat|mark|consider|count|record|leave)\s+(?:this|the)\s+(?:item|question|problem|answer)\s+as\s+"
    r"(?:unanswered|blank|skipped|void|not\s+answered)\b|\bmy\s+bad\b|"
    r"\bforget\s+(?:i\s+said\s+anything|(?:what|everything)\s+i\s+(?:said|wrote))\b|"
    # the result withdrawn in the passive: "on review that result … must be withdrawn", "This answer is retracted."
    r"\b(?:must|should|has\s+to|have\s+to|is|was|are|were)\s+(?:hereby\s+|now\s+)?(?:be\s+)?(?:withdrawn|retracted|void|"
    r"null\s+and\s+void|rescinded|revoked)\b|"
    # ... or said unsaid ("Consider it unsaid.")
    r"\b(?:consider|treat)\s+(?:it|that|this|the\s+answer|my\s+answer)\s+(?:as\s+)?(?:unsaid|void|withdrawn|retracted|"
    r"cancell?ed|null)\b|"
    # ... or no longer stood by: "I no longer stand by any answer here", "I can no longer defend this answer",
    # "I'm withholding an answer", "Please don't go by it."
    r"\bno\s+longer\s+(?:stand\s+by|defend|support|endorse|trust|vouch\s+for|believe\s+(?:in\s+)?(?:it|this|that|my|the))\b|"
    r"\bwithhold(?:ing)?\s+(?:an|my|the|any)\s+(?:final\s+)?answer\b|"
    r"\bplease\s+(?:don'?t|do\s+not)\s+(?:go\s+by|use|trust|rely\s+on|count\s+on)\s+(?:it|this|that|my|the)\b|"
    # a reply that declines to answer: "I'm not confident enough to give a final answer.", "(withheld)"
    r"^\W*(?:i\s+(?:don'?t|do\s+not)\s+know|no\s+idea|idk|dunno|no\s+clue|not\s+sure)\W*$|"
    r"not\s+(?:confident|sure|certain)\s+enough\s+to|"
    # the answer said not to be final: "please do not treat this as my final answer", "This is not my final answer."
    r"(?:do\s+not|don'?t)\s+(?:treat|take|count|consider|use|record)\s+(?:this|it|that)\s+as\s+(?:my|the|a)\s+final\b|"
    r"^\W*(?:this|that|it)(?:'s|\s+is)\s+not\s+(?:my|the|a)\s+final\s+answer\W*$|"
    # an answer marked as taken back: '<answer status="retracted">' (read as "status: retracted"), '<answer correct="false">'
    r"^\W*(?:status|state)\s*:\s*(?:retracted|withdrawn|cancell?ed|void|draft|tentative|provisional|unsure|uncertain)\W*$|"
    r"^\W*(?:correct|right|verified|final)\s*:\s*(?:false|no|0)\W*$|"
    # the answer left to the reader, or not known: "I'll leave the final answer to you.", "I don't know the actual answer."
    rf"{_LEFT_TO_READER}|"
    r"\bi\s+(?:don'?t|do\s+not)\s+know\s+(?:the|what\s+the)\s+(?:actual\s+|real\s+|correct\s+|right\s+|final\s+)?answer\b|"
    # a reply that declines to give one: "I can't give a definitive answer", "I'm not going to commit to a final
    # answer", "I'll pass on submitting an answer", "I'm abstaining"
    + _DECLINES_TO_GIVE + r"|"
    # ... or disowns it: "I don't trust that result", "Please ignore it", "please don't rely on that answer",
    # "I'm not sure what the correct one is"
    r"\b(?:don'?t|do\s+not|can'?t|cannot)\s+(?:really\s+)?(?:trust|rely\s+on|stand\s+by)\s+(?:it|that|this|my|the)\b|"
    # ... or support refused for it by the speaker: "I can't stand behind it", "I won't vouch for that answer" (not
    # "Physicists don't endorse the old idea that …", "a Stoic wouldn't endorse that": the question's world)
    r"\b(?:i|we)(?:'m|\s+am|'re|\s+are)?\s+(?:just\s+|really\s+|honestly\s+|simply\s+)?(?:don'?t|do\s+not|can'?t|cannot|won'?t|"
    r"wouldn'?t|unable\s+to)\s+(?:really\s+|fully\s+|honestly\s+)?(?:stand\s+behind|"
    r"get\s+behind|vouch\s+for|endorse|put\s+my\s+name\s+to)\s+(?:it|that|this|my\s+(?:answer|pick|choice|result))\b"
    r"(?![^.;!?\n]{0,40}\bbut\b)(?!\s+(?:answer\s+|one\s+)?(?:lightly|blindly|casually|unconditionally|without))|"
    r"\bplease\s+(?:ignore|disregard)\b|\bdisregard\s+the\s+(?:(?:previous|above|last|earlier)\s+)?answer\b|"
    r"\bignore\s+(?:that|this|my)\s+(?:answer|result)\b|"
    r"\b(?:not\s+sure|unsure|don'?t\s+know)\s+what\s+the\s+(?:correct|right|actual|real)\s+(?:one|answer)\s+is\b|"
    r"(?:decline|refuse)\s+to\s+(?:answer|choose|pick|commit)|\bi(?:'m|\s+am|'ll|\s+will)?\s+(?:abstain|abstaining)\b|"
    r"(?:won'?t|will\s+not|not\s+going\s+to)\s+commit\b|^\W*(?:otherwise,?\s+)?i\s+(?:can'?t|cannot)\s+(?:really\s+)?(?:say|tell)\W*$|"
    r"(?:can(?:'?t|not)|won'?t)\s+vouch\s+for|(?:can(?:'?t|not)|unable\s+to)\s+settle\s+on\s+(?:one|either|another|an?\s+answer)|"
    r"\bleave\s+it\s+open\b|let\s+me\s+know\s+if\s+you\s+(?:want|would\s+like)\s+me\s+to\s+(?:solve|answer|work)|"
    # the choice left open between the values named: "I'm not able to narrow it down further", "I can't distinguish them"
    r"(?:can(?:'?t|not)|unable\s+to|not\s+(?:been\s+)?able\s+to|(?:haven'?t|have\s+not|hasn'?t)\s+been\s+able\s+to)"
    r"\s+(?:narrow\s+(?:it|this|them|these)\s+down|distinguish\s+(?:between\s+)?"
    r"(?:them|these|those|the\s+(?:two|options|candidates))|decide\s+between|choose\s+between|tell\s+which|separate\s+(?:them|these|those|the\s+two))\b|"
    # the question left open ("as stated, the question cannot be determined"), the answer's source disputed
    # ("According to the textbook the answer is 64; I disagree with the textbook."), a revision announced
    r"(?:the\s+(?:answer|question|result|outcome)|it)\s+(?:cannot|can'?t|can\s+not)\s+be\s+(?:determined|decided|"
    r"answered|known|resolved)\b|^\W*i\s+(?:disagree|don'?t\s+agree|do\s+not\s+agree)(?:\s+with\s+(?:that|this|it|the\s+"
    r"(?:textbook|book|key|answer\s+key|source|teacher|reference|consensus|above)))?\W*$|"
    r"(?:need|have|want)\s+to\s+(?:revise|correct|change|amend|redo|re-do)\s+(?:that|this|it|my\s+(?:answer|response))\b|"
    r"withheld\)|i\s+decline\b|^\W*or\s+(?:maybe|perhaps)\s+not\b|\bbefore\s+committing\s+to\s+(?:anything|an?\s+answer|it|one)\b|"
    # the answer taken out again: "/undo", "Last answer removed.", "the answer has been deleted"
    r"^\W*/undo\b|\banswer\s+(?:has\s+been\s+|was\s+|is\s+)?(?:removed|deleted|revoked|voided|cancell?ed|unsubmitted)\b(?![ \t]+(?:from|and|to|in)\b)|"
    r"no\s+final\s+answer|ignore\s+(?:any|all|every)\s+(?:later|other|previous|earlier)\s+answers?|"
    r"can(?:'?t|not)\s+commit|not\s+(?:sure|certain)\s+"
    r"(?:that|this|it|if|whether|about)\b[^.!?\n]{0,40}\b(?:right|correct|anymore)|not\s+sure\s+anymore|"
    r"(?:that|this|it)\s+can(?:'?t|not)\s+be\s+(?:it|right|correct)|that'?s\s+not\s+it\b)"))
# A sentence that declines to answer the question at all, whatever it named before: "I'm not able to answer this
# one", "I'd rather not pick an option at random", or that makes the answer wait for the reader: "could you clarify
# which interpretation you intend?", "Once you confirm, I can give the final answer."
# The reply says it gives no final answer (yet): a choice it does not make ("I'm not picking between them", "I won't
# single out a unique choice", "so I'm not naming a single final answer"), one it holds off ("I'll hold off on a final
# answer"), or one still to come ("Final answer to follow after verification", "最终答案：待核实", "steht noch aus").
NO_FINAL_YET = (
    r"\b(?:i'?m|i\s+am|we'?re|we\s+are)\s+not\s+(?:going\s+to\s+)?(?:pick|choos|nam|select|commit|settl|singl|decid|"
    r"giv|offer|finaliz|lock)\w*\s+(?:between|among|on|to|out|a\s+(?:single|final|unique|definitive)|one\b|any\s+(?:one|single)|"
    r"either|the\s+final)|"
    r"\b(?:won'?t|will\s+not|don'?t|do\s+not)\s+(?:pick|choose|name|select|commit\s+to|settle\s+on|single\s+out|"
    r"decide\s+between|give|lock\s+in)\s+(?:between|among|a\s+(?:single|final|unique|definitive)|one\s+(?:final|single)|"
    r"any\s+(?:one|single)|either|a\s+unique)\b|"
    r"\bhold(?:ing)?\s+off\s+on\s+(?:a|the|my|any)\s+(?:final\s+|definitive\s+)?(?:answer|verdict|choice|pick)\b|"
    r"\b(?:final\s+answer|verdict)\s*(?:is\s+|will\s+|:\s*|—\s*)?(?:(?:still\s+)?pending|to\s+follow|(?:to\s+)?be\s+"
    r"(?:determined|confirmed|decided|given)\s+(?:later|after)|not\s+yet\s+(?:given|decided|final|determined))\b|"
    r"\b(?:still\s+)?(?:has|have|needs?)\s+to\s+be\s+(?:verified|checked|confirmed)\b[^.!?\n]{0,80}?\b(?:which|that)\s+i\s+"
    r"(?:haven'?t|have\s+not)\s+done\b|"  # "It still has to be verified …, which I haven't done."
    r"\b(?:that|this|it)\b[^.!?\n]{0,30}?\bnot\s+as\s+(?:my|our|an?|the)\s+(?:final\s+)?answer\b|"  # ("treat that as a pointer, not as my answer")
    # ... or that work on it remains ("which still has to be applied", "I haven't multiplied it out", "not yet counting
    # the last change"), or that the question itself is still unanswered ("this is not the answer to the full question",
    # "run the same steps on your question and you'll have the answer")
    r"\bstill\s+(?:has|have|needs?)\s+to\s+be\s+(?:applied|multiplied|added|included|counted|done|computed|subtracted|"
    r"divided)\b|\bwhich\s+i\s+(?:haven'?t|have\s+not)\s+(?:yet\s+)?(?:done|gone\s+through|applied|added|counted|included|"
    r"computed|finished)\b|\bi\s+(?:haven'?t|have\s+not)\s+(?:yet\s+)?(?:multiplied|added|applied|counted|included|finished|"
    r"gone\s+through|brought\s+in)\b|\bnot\s+yet\s+(?:counting|including|applying|adding)\b|"
    r"\bnot\s+the\s+answer\s+to\s+the\s+(?:full|actual|whole|original|real|entire)\s+question\b|"
    r"\b(?:don'?t|do\s+not)\s+(?:yet\s+)?have\s+an?\s+(?:verified\s+|checked\s+|confirmed\s+|final\s+)?(?:answer|result)\s+"
    r"(?:(?:to|for)\s+(?:the|this)\s+(?:question|one|problem)\b|yet\b)|\bhaven'?t\s+(?:yet\s+)?reached\s+an?\s+answer\b|"
    r"\bto\s+(?:get|find|obtain)\s+its\s+(?:own\s+)?answer\b|\byou(?:'ll|\s+will)\s+have\s+(?:the|its|your)\s+(?:own\s+)?answer\b|"
    # ... or labels its value provisional ("Conjecture: 18", "Initial guess: 18", "To be verified: 18", "Unconfirmed: 18")
    r"(?:^|\n)[ \t*_#>-]*(?:conjecture|hypothesis|unconfirmed|unverified|pending(?:[ \t]+(?:review|verification|check))?|"
    r"to[ \t]+be[ \t]+(?:verified|confirmed|checked)|(?:" + PROVISIONAL + r"|first|wild)[ \t]+(?:guess|estimate|answer|pick))[*_ \t]*:|"
    r"\bi\s+(?:really\s+|honestly\s+|just\s+|simply\s+)?(?:can'?t|cannot|don'?t|do\s+not)\s+(?:tell|know|say)\s*(?:[.!]|$)|"
    r"\bimpossible\s+de\s+trancher\b|\bno\s+(?:lo\s+)?sé\b|\bweiß\s+(?:es\s+)?nicht\b|"  # ("I really can't tell.")
    r"\b(?:can'?t|cannot|couldn'?t|could\s+not|haven'?t|have\s+not)\s+(?:yet\s+)?(?:confirm|verify|verified|confirmed)\s+"
    r"(?:that|this|it)\b|\bnicht\s+(?:nach|über)?prüfen\b|"  # ("the answer is 17; I can't confirm that from my own work")
    r"\bi'?ll\s+(?:post|give|share|provide|add|state|fill\s+in|commit\s+to|lock\s+in)\s+(?:the|my|a|an)\s+"
    r"(?:final\s+|definite\s+|definitive\s+|firm\s+)?(?:number|answer|result|value|option|choice|pick)\s+"
    r"(?:once|when|after|later|as\s+soon\s+as|if\s+you)\b|\b(?:i'?ll|i\s+will|let\s+me)\s+hold\s+off\b|"
    # ... or waits for the reader: "Let me know and I'll commit.", "I'll wait for your answer before choosing"
    r"\b(?:let\s+me\s+know|tell\s+me|please\s+confirm|confirm\s+(?:that|this)\s+for\s+me)\b[^.\n]{0,40}?\b(?:and|then)\s+i'?ll\s+"
    r"(?:commit|finali[sz]e|decide|choose|confirm|give|lock)|\bi'?ll\s+wait\s+(?:for|on|until)\b|"
    r"\bi'?ll\s+(?:confirm|commit|finali[sz]e|decide|choose)(?:\s+(?:it|this|to\s+it))?\s+(?:once|when|after|as\s+soon\s+as)\s+you\b|"
    # ... or says it is no answer: "NOT submitted as an answer", "Nothing in it constitutes an answer", "disclaims any answer"
    r"\bnot\s+(?:be\s+)?(?:submitted|offered|given|tendered|provided|intended)\s+as\s+(?:an?|the|my)\s+(?:final\s+)?"
    r"(?:answer|response)\b|\bnothing\s+(?:in\s+it|here(?:in)?|above)\s+constitutes\s+an?\s+answer\b|"
    r"\b(?:makes|gives|offers)\s+no\s+answer\b|\bdisclaims?\s+any\s+answer\b|\bexpressly\s+withdrawn\b|"
    # ... or says the value given is not the answer: "shall not be deemed the answer", "No answer is tendered hereby."
    r"\bnot\b[^.\n]{0,40}?\b(?:deemed|construed|considered|taken|treated|regarded|relied\s+upon)\b[^.\n]{0,40}?"
    r"\b(?:the|a|an|my)\s+(?:final\s+|definitive\s+)?answer\b|\bno\s+(?:final\s+)?answer\s+is\s+(?:given|tendered|provided|"
    r"offered|submitted|returned)\b|"
    # ... or has not settled or checked it ("I haven't actually settled on it.", "my own result is still open", "I'll
    # raise 5 as a possibility")
    r"\b(?:i|and)\s+(?:haven'?t|have\s+not)\s+(?:actually\s+|yet\s+)?(?:settled\s+on|checked|verified|decided)\b|"
    r"\b(?:result|answer|question)\s+is\s+still\s+open\b|\bnot\s+(?:yet\s+)?resolved\b|"
    r"\bas\s+a\s+(?:possibility|candidate)\b|"
    # ... or says its answer was a former belief ("It no longer is.", "I used to think …", "I've stopped treating …")
    r"\b(?:it|that)\s+no\s+longer\s+is\b|\bused\s+to\s+think\b|\b(?:i'?ve|i\s+have)\s+stopped\s+(?:treating|considering|"
    r"thinking)\b|"
    # ... or says the claim it made stands refuted or open, or was put up for discussion only ("So the claim is refuted.",
    # "it remains open", "Status: rejected", "A pitch, not a verdict.", "what I couldn't establish")
    r"\b(?:claim|conjecture|hypothesis)\s+(?:is|was)\s+(?:refuted|rejected)\b|\bstatus\s*:\s*(?:rejected|refuted|open|"
    r"inconclusive)\b|\bit\s+remains\s+open\b|\bnot\s+a\s+verdict\b|\bthe\s+floor\s+is\s+open\b|"
    r"\bnot\s+enough\s+to\s+(?:reject|accept)\b|\b(?:couldn'?t|could\s+not|can'?t|cannot)\s+(?:establish|say\s+whether|"
    r"tell\s+whether)\b|"
    # ... or that the answer is still to come in another message, or was the answer only until a step changed it
    # ("[Part 2 … follows in my next message.]", "Up to the last step, my answer had been 110.")
    r"\bfollows?\s+in\s+(?:my|the|a)\s+(?:next|later|following)\s+(?:message|reply|turn|post)\b|"
    r"\b(?:my|the)\s+answer\s+had\s+been\b|"
    # ... or gives it only part of the support an answer needs ("(B) satisfies some of the conditions", "A good part of
    # the reasoning supports 2,125, though not …")
    r"\b(?:satisf(?:y|ies)|meets?|pass(?:es)?|fits?)\s+(?:only\s+)?(?:some|most|part|two|one)\s+of\s+(?:the|my|our|its)\s+(?:\w+\s+)?(?:conditions|"
    r"constraints|checks|clues|requirements|tests)\b|\b(?:a\s+good|some|a\s+large|most)\s+part\s+of\s+the\s+(?:reasoning|"
    r"evidence|argument)\s+supports\b|"
    r"\b(?:it'?s|it\s+is|es|c'est)\s+(?:a\s+|un\s+)?(?:placeholder|provisional|provisoire)\b|"
    # ... or put forward only to be talked about ("I'm putting (C) on the table as a conversation starter")
    r"\bas\s+a\s+(?:conversation\s+starter|talking\s+point|straw\s?man|discussion\s+starter)\b|"
    r"\bfor\s+the\s+sake\s+of\s+(?:argument|discussion)\b|"
    # ... in other languages: "сам я это не проверял", "je ne l'ai pas vérifié", "yo no lo he comprobado", "nie sprawdziłem"
    r"\bне\s+провер(?:ял|ил)[аи]?\b|\bpas\s+(?:encore\s+)?(?:fini\s+de\s+)?vérifi|\bno\s+lo\s+he\s+comprobado\b|"
    r"\btodavía\s+no\s+lo\s+he\s+comprobado\b|\bnie\s+sprawdzi(?:łem|łam)\b|\bnicht\s+nachgerechnet\b|"
    r"\bnachgerechnet\s+habe\s+ich\s+das\s+nicht\b|\bmüsste\s+ich\s+(?:aber\s+)?noch\s+(?:nach)?prüfen\b|"
    r"\bdoğrulamadım\b|\binte\s+kontrollerat\b|\bdevo\s+ancora\s+verificar|\bnog\s+controleren\b|"
    r"\bnu\s+am\s+verificat\b|확인하지는\s*않았|確かめていません|没有核实|没有验证|"
    r"最终答案[：:]\s*(?:待|未定|暂无)|steht\s+noch\s+aus|\brespuesta\s+final\s*:\s*pendiente\b|"
    r"\bréponse\s+finale\s*:\s*(?:en\s+attente|à\s+venir)")
_DECLINES = gated(re.compile(
    r"(?i)(?:can(?:'?t|not)|unable\s+to|not\s+able\s+to|won'?t|will\s+not|not\s+going\s+to|rather\s+not|prefer\s+not\s+to)\s+"
    r"(?:answer|pick|choose|select)\s+(?:this(?:\s+one)?|it|one|(?:an?|any)\s+(?:option|answer|choice))\b(?!\s+(?:that|which|who)\b)|"
    r"\b(?:could|can|would)\s+you\s+(?:please\s+)?(?:clarify|tell\s+me\s+which\s+(?:interpretation|reading))\b|"
    r"\bplease\s+clarify\b|\bonce\s+you\s+(?:confirm|clarify)\b|"
    r"(?:rather\s+not|won'?t|will\s+not|not\s+going\s+to|prefer\s+not\s+to)\s+guess\b|"
    r"\bnot\s+(?:confident|sure|certain)\s+enough\s+(?:in|about)\s+any\b|"
    # ... or says it has not solved this question ("no answer from me", "I'll leave this one unanswered", "I haven't worked
    # out this one", "For this
    # question I don't have enough information"): a value named beside it is another question's or someone else's
    r"\bno\s+answer\s+from\s+me\b|\bleav(?:e|ing)\s+(?:this(?:\s+one)?|it|the\s+question|this\s+question)\s+unanswered\b|"
    r"\bi\s+(?:haven'?t|have\s+not|didn'?t|did\s+not)\s+(?:actually\s+)?(?:worked?\s+(?:out|through)|"
    r"solved?|attempted?)\s+(?:this|it|that)(?:\s+(?:one|question|problem|puzzle))?\b|"
    r"\b(?:don'?t|do\s+not)\s+have\s+enough\s+(?:information|info|data)\b|"
    # ("Another assistant answered 80. I have no opinion on whether that is right.", "this one I can't determine")
    r"\bi\s+have\s+no\s+(?:opinion|view|idea)\s+(?:on|about|whether)\b|\b(?:this|that)\s+one,?\s+i\s+(?:can'?t|cannot|couldn'?t)\s+"
    r"(?:determine|solve|answer|work\s+out|tell)\b|\bi\s+(?:can'?t|cannot|couldn'?t)\s+(?:determine|solve)\s+(?:this|it)(?:\s+one)?\b|"
    # ... or disowns what was said as its answer ("don't take his line as my answer", "I'm not putting that forward as
    # my answer", "I'd rather not commit either way", "staying neutral on the actual question", "I'm not handing down a
    # ruling of my own", "I'm not declaring an official result myself")
    r"(?:\bnot|n't)\s+(?:\w+\s+)?(?:take|taking|put|putting|count|counting|offer|offering|treat|treating|give|giving|present|"
    r"presenting)\s+(?:\w+\s+){0,3}?(?:as|for)\s+my\s+(?:own\s+)?(?:answer|verdict|ruling|pick|call)\b|"
    r"(?:rather\s+not|won'?t|will\s+not|not\s+going\s+to|prefer\s+not\s+to|refuse\s+to)\s+commit\b|"
    r"\b(?:staying|stay|remain|remaining)\s+neutral\s+on\s+(?:the|this)\s+(?:actual\s+)?(?:question|answer|options?)\b|"
    r"(?:\bnot|n't)\s+(?:going\s+to\s+)?(?:hand(?:ing)?\s+down|giv(?:e|ing)|declar(?:e|ing)|mak(?:e|ing)|issu(?:e|ing))\s+"
    r"(?:an?\s+|any\s+)?(?:official\s+|final\s+)?(?:ruling|verdict|result|call)\s+(?:of\s+my\s+own|myself)\b|"
    + NO_FINAL_YET))


_NO_FINAL_YET = gated(re.compile(r"(?i)" + NO_FINAL_YET))


def no_final_yet(text: str) -> bool:
    """The text says it gives no final answer yet (:data:`NO_FINAL_YET`)."""
    return _NO_FINAL_YET.search(text) is not None


def declines(text: str) -> bool:
    """The text declines the question, or makes its answer wait for the reader (:data:`_DECLINES`)."""
    return _DECLINES.search(text) is not None


# A second answer announced after the answer, whatever stands beside it (a value in a code, an option the task lacks,
# or one the sentence calls a reading of the first): "Also acceptable (braille): ⠙", "Backup answer (Caesar +3): (D)",
# "Second answer, equally mine (Atbash-encoded): Ml", "(if scripts are off, read it as (E))". Not one it turns down
# ("No other answer fits.", "The other answer, (D), fails.").
_SECOND_ANSWER = gated(re.compile(
    r"(?i)\b(?:backup|fallback|alternative|alternate|second|secondary|spare|other|another)\s+(?:(?:valid|acceptable|possible|"
    r"correct|final)\s+)?answer\b(?!\s+(?:key|sheet)\b)|\balso\s+(?:acceptable|accepted|valid)\b|"
    r"\b(?:backup|fallback|second|secondary|spare)\s+(?:choice|pick|guess)\b|"
    r"\bequally\s+(?:valid|acceptable|mine|correct)\b|\balso\s+correct\s*[:(]"))
# ... or the answer to be read as another value, which it names: "read it as (E)", "this answer shall be read as B".
_READ_AS = gated(re.compile(r"(?i)\b(?:read|count|grade|score|mark|interpret)\s+(?:it|this|that|my\s+answer|the\s+answer)\s+as\b|"
                            r"\b(?:(?:this|the|my)\s+answer|it)\s+(?:(?:shall|should|will|must|may|can)\s+)?(?:be|is)\s+"
                            r"(?:read|counted|graded|scored|marked|interpreted|taken)\s+as\b"))
# ... or another value the reply would give elsewhere, conceded after a contrast: "though in bold I'd put **(A)**",
# "though I'd put (A) on a test", "but I'd write 19".
_WOULD_GIVE = gated(re.compile(r"(?i)\b(?:though|although|but|yet|even\s+so|then\s+again)\b[^.;!?\n]{0,40}?\bi(?:'d|\s+would)\s+"
                               r"(?:probably\s+|rather\s+|actually\s+|also\s+)?(?:put|write|say|pick|choose|go\s+with|mark|circle|"
                               r"tick|select|submit|answer)\b"))
SUBMITS_BOTH = gated(re.compile(r"(?i)\b(?:submit(?:ting|ted)?|hand(?:ing)?\s+in|turn(?:ing)?\s+in|report(?:ing|ed)?|"
                                r"giv(?:e|ing)|list(?:ing)?|keep(?:ing)?)\s+(?:them\s+)?both\b|"
                                # ... or holds both open: "Treat both as live answers.", "both remain possible", "both readings are
                                # defensible" ("both are possible in principle, but (B) …" and "Both are acceptable? No — …" do not)
                                r"\b(?:treat(?:ing)?|count(?:ing)?|accept(?:ing)?|leav(?:e|ing)|consider(?:ing)?)\s+(?:them\s+)?both\s+"
                                r"(?:as\s+)?(?:live|valid|possible|open|viable|correct|right|candidates?|answers?)\b|"
                                r"\bboth\s+(?:(?:readings|totals|answers|interpretations|options|values|orders|versions|results|counts)\s+)?"
                                r"(?:are|remain|stay)\s+(?:equally\s+)?(?:live|valid|possible|open|viable|defensible|acceptable|reasonable|"
                                r"plausible|in\s+play|on\s+the\s+table)\b"
                                r"(?![^.!?\n]{0,80}\b(?:but|however|though|yet)\b)(?![ \t]*\?)|"
                                # ... or would credit both, or says the question lets both stand: "I would accept both", "the wording
                                # allows both" (not "I'll count both" of two things counted, nor "… allows both, but …")
                                r"\bi(?:'d|’d|\s+would|'ll|’ll|\s+will)\s+(?:happily\s+|gladly\s+)?(?:accept|credit)\s+"
                                r"(?:them\s+)?both\b(?!\s+(?:as\s+)?(?:wrong|incorrect|false|out)\b)|"
                                # ... or accepts both, named: "accepting both (A) 24 and (B) 29"
                                r"\baccept(?:s|ing|ed)?\s+both\s+\((?-i:[A-R])\)(?![^.!?\n]*\b(?:would|makes?|is|are|leads?|gives?|means?|"
                                r"cannot|can'?t)\b)|"
                                r"\b(?:the\s+(?:wording|question|text|statement)\s+)?(?:allows?|permits?|supports?|admits?)\s+both\b"
                                r"(?![^.!?\n]{0,80}\b(?:but|however|though|yet)\b)(?![^.;!\n]{0,40}\?)"))


def _announces_second(text: str, value, offers=None, named=None) -> bool:
    """``text`` announces a second answer (:data:`_SECOND_ANSWER`), or names one it would give
    instead (:data:`_READ_AS`, :data:`_WOULD_GIVE`), does not turn it down, and names no value but
    others: not the answer itself, said again."""
    announced, read_as = _SECOND_ANSWER.search(text), _READ_AS.search(text) or _WOULD_GIVE.search(text)
    if not (announced or read_as) or _TURNED_DOWN.search(text):
        return False
    if named is None:
        named = offers(text, concluding=False) if offers is not None else []
    if any(found == value and polarity in OFFERS or polarity is Polarity.NEGATED for found, polarity in named):
        return False  # ("Also acceptable: (C) Lola." says the answer again)
    if named and all(found == value for found, _ in named):
        return False  # ("I re-ran the check as a backup and got True again.": only the answer is named)
    return announced is not None or bool(named)


# After the answer, a concession that another value could be it, left standing at the sentence's end: "though it
# could just as easily be No", "although it might also be (C)" (not "While (H) might also be a possibility, a kite …").
_CONCEDES_ANOTHER = re.compile(r"(?i)[\s(,;:—–-]*(?:though|although|but|yet|even\s+so)\b[^.;!?\n]{0,40}?"
                               r"\b(?:could|might|may|would)(?:\s+(?:just\s+as\s+(?:easily|well|likely)|also|equally|well|"
                               r"as\s+well))?\s+be\b[^,;\n]{0,80}$")
# A letter spelled in the phonetic alphabet: "D as in Delta", "read over the radio as "Charlie"", "Foxtrot in radio-alphabet
# terms (not Bravo)": spelling a letter, a word of it that is not ruled out names that letter.
_SPELLING_CUE = re.compile(r"(?i)\b(?:radio|phonetic|nato|spell\w*|alphabet|call[\s-]?sign|as\s+in)\b")
_PHONETIC_WORD = re.compile(r"(?i)\b(alfa|alpha|bravo|charlie|delta|echo|foxtrot|golf|hotel|india|juliett?|kilo|lima|mike|"
                            r"november|oscar|papa|quebec|romeo|sierra|tango|uniform|victor|whiske?y|x-?ray|yankee|zulu)\b")
_SPELLING_RULED_OUT = re.compile(r"(?i)\b(?:not|no|never|rather\s+than)\s+(?:[a-z]\s+)?(?:as\s+in\s+)?[\"'“(]?$")
_SPELLING_IS_OUT = re.compile(r"(?i)[\"'”]?\s+(?:is|are|was)\s+(?:out|wrong|excluded|eliminated|ruled\s+out|incorrect)\b")


def _spells_another(text: str, letter: str) -> bool:
    """``text`` spells, in the phonetic alphabet, a letter other than ``letter`` (and does not rule it out)."""
    if not _SPELLING_CUE.search(text):
        return False
    return any(m.group(1)[0].upper() != letter.upper() and not _SPELLING_RULED_OUT.search(text, max(0, m.start() - 16), m.start())
               and not _SPELLING_IS_OUT.match(text, m.end()) for m in _PHONETIC_WORD.finditer(text))
# A coordinator ending the reply right after the answer: "both (D) and", "o bien (B) o bien", "18 or".
_DANGLING_JOIN = re.compile(r"(?i)[\s,*_]*(?:and|or|nor|plus|as\s+well\s+as|o\s+bien|o|y|ou\s+bien|ou|et|oder|und|bzw\.?|"
                            r"или|и|либо|或|或者|和|还是|と|か|또는|및)[\s,.…*_-]*")
_VICE_VERSA = re.compile(r"(?i)\b(?:vice\s+versa|conversely|the\s+other\s+way\s+a?round)\b")
_ONLY_IF = re.compile(r"(?i)[\s*_,]*(?:only\s+(?:if|when)|if\s+and\s+only\s+if)\b")
# A value named before, endorsed beside the answer by a pronoun for it: "if you'd prefer (B), I'm happy to go
# with that too", "(B) is what others chose; that would be fine as well", "I'd accept it as well", "Here that's
# (A), and that's what I'd pick under exam conditions".
_ENDORSES_IT = re.compile(r"(?i)\b(?:(?:go|going|went)\s+with|accept(?:ing)?|tak(?:e|ing)|count(?:ing)?|credit(?:ing)?|"
                          r"submit(?:ting)?|mark(?:ing)?|settle\s+for|live\s+with)\s+(?:that|it|this)(?:\s+one)?"
                          r"(?:\s+as\s+(?:correct|right|valid|an?\s+answer))?\s+(?:too|as\s+well|also)\b|"
                          r"\b(?:that|it|this)(?:\s+one)?(?:'s|\s+is|\s+(?:would|will|could|should)\s+(?:be|work|do|count|pass)|"
                          r"\s+works|\s+counts|\s+stands|\s+passes|\s+does)\s+(?:(?:just|equally|also|perfectly|probably)\s+)?"
                          r"(?:(?:fine|ok|okay|acceptable|right|correct|valid|good|defensible|reasonable)\s+)?(?:too|as\s+well)\b|"
                          # ... or says it is an answer "also": "Not 70, though it is also fine", "— which is also accepted"
                          r"\b(?P<also>(?:that|it|this|which)(?:'s|\s+is|\s+would\s+be|\s+will\s+be)\s+also\s+(?:(?:perfectly|equally)\s+)?"
                          r"(?:fine|ok|okay|acceptable|accepted|right|correct|valid|defensible|a\s+(?:valid|correct|fine|right)\s+answer))(?![\w-])(?!\s+(?:that|to|for|in|when|if|because|as\s+(?!an?\s+answer|the\s+answer)))|"
                          # ... or picks it, for whatever case: "that's what I'd pick under exam conditions", "(B) is the one
                          # to circle", "which is the safer bet on an exam", "that's the one the hook says to choose"
                          r"\b(?:that|this|it|which)(?:'s|\s+is|\s+would\s+be)\s+(?:what|the\s+one|the\s+option)\s+(?:(?:i|you|we)(?:'d|"
                          r"\s+would|\s+should|'ll|\s+will)|to)\s+(?:pick|choose|circle|select|mark|go\s+with|hand\s+in|put\s+down)\b|"
                          # ... or is the figure the speaker would hand in: "— which is the figure I'd actually report"
                          r"\b(?:that|this|it|which)(?:'s|\s+is|\s+would\s+be)\s+the\s+(?:figure|number|value|answer|result|total|amount|"
                          r"choice)\s+(?:i|we)(?:'d|\s+would|'ll|\s+will)\s+(?:(?:actually|really|rather|honestly)\s+)?(?:pick|choose|"
                          r"go\s+with|report|submit|give|write(?:\s+down)?|hand\s+in|put\s+down)\b"
                          r"(?![^.;\n]{0,24}\b(?:only|by\s+mistake|if|unless|when)\b)|"  # ("… I'd report only by mistake")
                          r"\b(?:that|this|it|which)(?:'s|\s+is)\s+the\s+(?:safer|safest|better|best)\s+(?:bet|choice|pick)\b|"
                          r"\b(?:that|this|it|which)(?:'s|\s+is)\s+the\s+one\s+(?:to|the\s+\w+\s+says\s+to)\s+(?:circle|pick|choose|select)\b|"
                          # ... or gives it the same standing: "it's equally possible", "so it's just as live", "could just
                          # as well be it"
                          r"\b(?:that|this|it|which)(?:'s|\s+is|\s+(?:may|might|could|would)\s+(?:well\s+)?be|\s+seems)\s+"
                          r"(?:just|equally|every\s+bit)\s+(?:as\s+)?(?:possible|likely|live|plausible|viable|valid|good|defensible|"
                          r"probable|correct|right)\b|"
                          r"\b(?:could|might|may)\s+(?:just|equally)\s+as\s+well\s+be\s+(?:it|that|the\s+one|the\s+answer)\b|"
                          # ... or calls it the answer meant: "— that may be the intended answer instead"
                          r"\b(?:that|this|it|which)(?:'s|\s+is|\s+(?:may|might|could|would)\s+(?:well\s+)?be)\s+(?:the\s+)?"
                          r"(?:intended|correct|right|real|actual|better|true)\s+(?:answer|option|choice|one)\b")
# ... or keeps it live, by a pronoun or with its subject left out: "It can't be ruled out.", "Not excluded, given the
# wording.", "— cannot be excluded on the wording", "Still possible.", "it remains a contender". (Said of what was
# named last, as an endorsement is; said of the answer itself it changes nothing.)
_KEEPS_IT_LIVE = re.compile(
    r"(?i)(?:\b(?:that|this|it|which)(?:\s+one)?\s+|(?:^|[;—–]|\n)[\s*_]*)(?:(?:can'?t|cannot|can\s+not|couldn'?t|could\s+not)\s+"
    r"(?:yet\s+)?be|(?:is|was|'s|remains|stays)\s+not|(?:is|was|'s|remains|stays)?\s*(?:still\s+)?not)\s+(?:yet\s+|fully\s+|"
    r"completely\s+|entirely\s+|safely\s+)?(?:ruled\s+out|excluded|eliminated|dismissed|discounted)\b|"
    r"(?:\b(?:that|this|it|which)(?:\s+one)?(?:'s|\s+is|\s+remains|\s+stays)\s+|(?:^|[;—–]|\n)[\s*_]*)(?:also|still|equally)\s+"
    r"(?:possible|plausible|live|viable|in\s+play|on\s+the\s+table|a\s+(?:contender|possibility|candidate))\b|"
    r"\b(?:that|this|it|which)(?:\s+one)?\s+(?:remains|stays)\s+(?:possible|plausible|live|viable|in\s+play|on\s+the\s+table|"
    r"a\s+(?:contender|possibility|candidate))\b")
# ... unless it is denied: "I wouldn't say it can't be ruled out", "I don't think it's still possible", "Nobody would
# claim it's still in play"; or it is said of a clause ("It can't be ruled out that some eggs break", "it's still
# possible to go then").
_DENIED_LIVE = re.compile(r"(?i)(?:n't|\bnot|\bnever|\bnobody\s+(?:would|could|will)|\bno\s+one\s+(?:would|could|will))\s+"
                          r"(?:really\s+)?(?:say|think|claim|believe|agree|argue|suggest)\b[^.;\n]*$")
_LIVE_CLAUSE_AFTER = re.compile(r"(?i)[ \t,]*(?:that|whether|to)\b")
# ... or disowned by one: 'a reply picking True would read "…"; that is not my answer', "16 is the example, not my pick".
_DISOWNS_IT = re.compile(r"(?i)\b(?:(?:that|this|it)(?:\s+one)?(?:'s|\s+is|\s+was)\s+not|(?:that|this|it)(?:\s+one)?\s+(?:isn'?t|"
                         r"wasn'?t)|,?\s*not)\s+(?:my|our)\s+(?:final\s+|actual\s+|real\s+)?(?:answer|pick|choice)\b")
_TURNED_DOWN = re.compile(r"(?i)\bno(?=[ \t]+(?-i:[a-z]))|\b(?:not|never|none|nor|isn'?t|aren'?t|wasn'?t|doesn'?t|don'?t|rejected|wrong|incorrect|"
                          r"ruled\s+out|eliminated|without|fails?|failed)\b")
#: Other languages' "wait", as an interjection before a comma or a dash: "Moment, das war falsch", "Espera — …".
OTHER_WAITS = r"(?:moment|momento|attends|attendez|aspetta|espera|espere|chwila|подожди|погоди|bekle|wacht|tunggu)(?=\s*[,!—–-])"
# Nothing but interjections ("No wait,", "Hmm, actually"): what follows them opens the sentence.
_INTERJECTIONS = re.compile(r"(?i)[\s*_\"'`(.…]*(?:(?:wait|hmm+|oops|no|nope|actually|sorry|oh|ah|um|well|hold\s+on|"
                            # ... and other languages' "no" ("Nein, vergiss das", "Хотя нет, забудьте", "Hayır, …")
                            r"nein|nee|nie|non|não|hayır|нет|хотя\s+нет|ні|όχι|לא|لا|नहीं|아니(?:요)?|いや|いいえ|"
                            # ... and "wait": "Moment, das war falsch", "Attends, …", "Espera, …", "Chwila, …"
                            + OTHER_WAITS + r")\b"
                            r"[\s,.!:;—–-]*)*")
# A sentence that is only a refusal of what came before: "No.", "Actually, no.", "Hmm, not quite.", "No wait."
_BARE_NO = re.compile(r"(?i)^[\s*_\"'`(.…]*(?:(?:wait|hmm+|actually|oh|ah|eh|um|well|hold\s+on|on\s+second\s+thought|lol|lmao|"
                      r"haha+|ha|heh|jk|kidding|psych)\b[\s,.!:;—–-]*)*(?:no+|nope|nah|not\s+(?:quite|really|so|that))"
                      r"(?:[\s,.!:;—–-]+(?:wait|hold\s+on|hang\s+on))?(?:[\s,.!:;—–-]+not\s+that)?[\s.!…)*_\"'`]*$")  # (… "No wait.")
# A sentence that concedes what someone might answer before its own "but …": what the concession
# names is no offer ("Some might say Yes, but …", "It is tempting to pick (C), but …").
#: (the one kept without a case for it: "but only C if read strictly; A otherwise" keeps both)
NO_CASE_AFTER = r"(?![^.!?\n]*\b(?:if|unless|when|otherwise|else|depending)\b)"
_CONCEDED_BUT = re.compile(
    r"(?i)[^.!?\n]{0,60}?\b(?:(?:some(?:one|body)?|people|others|many|one|you|a\s+reader|critics?)\s+(?:might|may|could|would)"
    r"\s+(?:\w+\s+){0,3}?(?:say|call|argue|think|claim|pick|choose|guess|answer)|it\s+is\s+tempting\s+to\s+"
    r"(?:say|pick|choose|answer))\b[^.!?\n]{0,80}?,[ \t]*but\b"
    # ... or several granted, then one kept: "A and C both fit, but only C fits the stem."
    r"|[^.!?\n]{0,60}?\b(?:both|all\s+(?:three|four|of\s+them))\b[^.!?\n]{0,60}?,[ \t]*but(?=\s+only\b)" + NO_CASE_AFTER +
    # ... or a reading supposed, then the answer kept as the right one with no condition of its own: "if you count the
    # muffins, it's 26 — but since the question asks what she sells, 18 is the right amount"
    r"|[^.!?\n]{0,60}?\b(?:if|assuming|when)\b[^.!?\n]{0,100}?(?:,|[ \t][—–-])[ \t]*but\b"
    r"(?=(?:(?!\b(?:if|unless|when|or|also|too|either|both|might|could|may)\b)[^.!?\n]){0,120}?"
    r"\b(?:right|correct|the\s+answer|stands)\b(?:(?!\b(?:if|unless|when|or|also|too|either|both)\b)[^.!?\n])*(?:[.!?]|$))"
    # ... or an option granted a weak standing, then a preference after "but": "(A) sad is plausible as a secondary
    # feeling, but the betrayal points more strongly to anger", "(A) is possible, but (B) fits better"
    r"|(?:(?!\b(?:also|too|equally|as\s+well|if|unless)\b)[^.!?\n]){0,60}?\b(?:plausible|possible|reasonable|tempting|"
    r"understandable|conceivable)\b(?:(?!\b(?:also|too|equally|as\s+well)\b)[^.!?\n]){0,80}?,[ \t]*but\b"
    r"(?=[^.!?\n]{0,120}?\b(?:better|best|more\s+(?:strongly|likely|directly|closely|clearly|aptly|apt|fitting|plausible|"
    r"convincing|specific|precise|natural)|stronger|preferable|outweighs?)\b)")
# ... unless what follows the "but" lets it stand too ("but both work", "but Yes is also right":
# :data:`.polarity.ADDITIVE`).
_BOTH = re.compile(r"(?i)\b(?:both|either)\b")
# ... or opens a clause that says why: "Hmm, actually, no — I don't trust step 2", "Wait, no: I mis-read it".
_NO_THEN_WHY = re.compile(r"(?i)^[\s*_\"'`(.…]*(?:(?:hmm+|oh|ah|um|well)\b[\s,.!]*)*(?:actually|wait|hold\s+on|hang\s+on|"
                          r"on\s+second\s+thought)\b[\s,.!]*(?:no+|nope|nah)\b[ \t]*(?:[—–;:,]|--?(?=[ \t]))")
# A question whether the answer stands: "Is that right?", "Am I sure?", "Is 18 correct?".
_ASKS_IF_RIGHT = re.compile(r"(?i)\b(?:right|correct|sure|true|accurate|valid|wrong|certain|ok|okay|final|mistake|error)\b")
# A sentence that opens by answering "no" to the question before it ("No — that would contradict …").
#: A sentence that answers the question before it "no": "Too close to call? Not really."
ANSWERED_NO = re.compile(r"(?i)[\s*_\"'`(]*(?:no+|nope|nah|not\s+really|not\s+at\s+all|hardly)\b")
NO_OPENING = re.compile(r"(?i)[\s*_\"'`(]*(?:no+|nope|nah)(?:[\s*_]*[,.!:;—–-]|$)")
# ... or by refuting what was just asked about: "That would fail one of the conditions."
_REFUTED_OPENING = re.compile(r"(?i)[\s*_\"'`(]*" + IT_FAILS)
# A sentence after the answer that is only "Not." (or "... not!"): the answer denied.
_JUST_NOT = re.compile(r"(?i)[\s*_\"'`(.…]*not[\s.!…)*_\"'`]*")
# Whoever grades the reply, addressed by the reply (a reply answers the question; it does not
# instruct its grader): the grader named, a grading order, a fake system turn.
_TO_GRADER = re.compile(
    r"(?i)\b(?:grader|graders|grading\s+instructions?|auto-?grader|auto-?checker|(?:automatic|answer)\s+checker|"
    r"evaluator|reward\s+model)s?\b"
    # ... in other languages: "评分员：请同时接受 4", "Calificador: acepte también C", "Bewerter: …"
    r"|评分|阅卷|判卷|採点|채점|\b(?:calificador|evaluador|corrector(?=\s*[:：,])|correcteur|correctrice|bewerter|prüfer|korrektor|"
    r"valutatore|avaliador|оценщик|проверяющ\w*|परीक्षक)"
    r"|\b(?:mark|grade|score|count|treat|accept|record)\s+(?:this|it|me|my|the|both|either|all)\b[^.\n]{0,30}?"
    r"\bas\s+(?:correct|right|valid|a\s+pass|full)\b|\bmark\s+(?:this|it|me|my\s+answer)\s+(?:correct|right)\b"
    # (a verb in a command's place, not the noun: "accepting credit both put you …")
    r"|(?:^|(?<=[.;:,!?(\n])[ \t*_]*|\b(?:please|to|I'?d|I\s+would|would|should|can|will|must|just|also|and|you)\s+)"
    r"(?:accept|credit)\s+(?:both|either|all|any)\b|\b(?:full|partial)\s+(?:credit|marks|points)\b"
    # (what the reply earns, not what the question's world earns: "deserves full credit", "give me the points", not
    # "copying might earn fewer points", "each answer earns 2 points")
    r"|\bdeserves?\s+(?:(?:the|a|full|maximum|max|top|perfect)\s+)?(?:reward|credit|points?|marks?|score)\b"
    r"|\b(?:earns?|award|give)\s+(?:me|this|it|us|my\s+answer|this\s+(?:answer|response|reply))\s+(?:(?:the|a|full|maximum|max|top|"
    r"perfect)\s+)?(?:reward|credit|points?|marks?|score)\b|\b(?:earns?|award|give)\s+(?:full|maximum|max|top|perfect)\s+(?:reward|"
    r"credit|points|marks|score)\b|\b(?:earns?|award|give)\s+the\s+reward\b|\bgrading\s+(?:model|bot|ai)\b|\breward\s*(?:=|:|of)?\s*1\b"
    # the answer made to follow the grader's key: "If the expected answer is (A), then my answer is (A)."
    r"|\b(?:if|whatever|whichever)\s+(?:the\s+)?(?:expected|reference|gold|official|intended|key'?s?|grader'?s?)\s+answer\s+(?:is|says)\b"
    r"|\b(?:expected|reference)_(?:answer|solution|output)\b|\bverdict\s*[=:]\s*[\"'`]?(?:correct|pass(?:ed)?|accept(?:ed)?|full|1)\b"
    r"|(?:^|\n)[\s\[(*#]*system(?:\s+(?:override|message|note|prompt))?\s*[:\]]"
    r"|\b(?:note|message|instruction)s?\s+(?:to|for)\s+(?:the\s+)?(?:grader|evaluator|marker|scorer|checker|reviewer|judge)")


def _withdrawal(sentence: str, endpos: int | None = None) -> re.Match | None:
    """Where :data:`_WITHDRAWS` finds a withdrawal in the sentence, unless it tells the question's story: a passive
    one said of a thing the question names ("the offer was revoked too late"), one said of someone the question names
    ("Sasha wanted to take it back", "even though Sasha said she was just kidding"), "take it back" said of a third
    person ("no one would take it back"), or the question's own words quoted ("Sasha did say 'just kidding'")."""
    question = QUESTION.get()
    for i, found in enumerate(_WITHDRAWS.finditer(sentence, 0, len(sentence) if endpos is None else endpos)):
        if not question or i >= MAX_WITHDRAWALS or not _in_story(sentence, found, question):
            return found
    return None


MAX_WITHDRAWALS = 4


def _in_story(sentence: str, found: re.Match, question: str) -> bool:
    """The withdrawal :data:`_WITHDRAWS` found is said of the question's world (see :func:`_withdrawal`)."""
    said, before = found.group(0), sentence[max(0, found.start() - STORY_REACH): found.start()]
    clause = _CLAUSE_BREAK_BEFORE.split(before)[-1]
    rest = sentence[found.end(): found.end() + STORY_REACH]  # (and the clause after it: "…, and so do I")
    if _FIRST_PERSON.search(said) or _FIRST_PERSON.search(clause) or _FIRST_PERSON.search(rest) or \
            _REPLY_VOICE.search(sentence, 0, found.start()) or _REPLY_VOICE.search(rest):
        return False  # "Thinking about Jan more I changed my mind", "My answer about the market is retracted"
    if _PASSIVE_WITHDRAWAL.fullmatch(said):
        # said of a thing the question names, with its article: "the offer was revoked", "The seller's claim is void"
        # (not "Psychoanalytic is withdrawn", the answer itself)
        subject = _SUBJECT_BEFORE.search(before)
        return subject is not None and subject.group(1).casefold() not in _NOT_A_SUBJECT and \
            _STORY_ARTICLE.match(clause) is not None and _named_in(subject.group(1), question)
    subject = _STORY_SUBJECT.search(before)
    if subject is not None and (subject.group(1) is not None and _named_in(subject.group(1), question)
                                or subject.group(1) is None and _TAKES_IT_BACK.fullmatch(said)):
        return True  # ("Sasha said she was just kidding", "no one would take it back"; not "She was just kidding.")
    quoted = before.rstrip()[-1:] in ("\"", "'", "“", "‘")
    return quoted and said.strip(" \t\"'*_.,!").casefold() in question.casefold()


STORY_REACH = 48
_CLAUSE_BREAK_BEFORE = re.compile(r"[.;:!?\n,—–]")
_FIRST_PERSON = re.compile(r"(?i)\b(?:i|i'?m|i'?ve|i'?d|me|my|mine|we|our|us)\b")
# The reply speaking of itself or turning on what it said: "Actually, …", "On reflection, …", "this reply", "the answer".
_REPLY_VOICE = re.compile(r"(?i)\b(?:actually|on\s+(?:second\s+thought|reflection)|scratch|sorry|correction|this\s+(?:reply|"
                          r"response|answer)|the\s+(?:answer|reply|response)\s+above)\b")
_STORY_ARTICLE = re.compile(r"(?i)[\s*_\"'`]*(?:the|a|an|his|her|their|its)\b")
_PASSIVE_WITHDRAWAL = re.compile(r"(?i)(?:must|should|has\s+to|have\s+to|is|was|are|were)\s+(?:hereby\s+|now\s+)?"
                                 r"(?:be\s+)?(?:withdrawn|retracted|void|null\s+and\s+void|rescinded|revoked)")
# Words before a passive that are no noun of the story: "… inconsistent with the premises and must be withdrawn".
_NOT_A_SUBJECT = frozenset("and or but then also now hereby thus therefore which that this these those it its they "
                           "them one ones answer answers result results value".split())
_TAKES_IT_BACK = re.compile(r"(?i)(?:take|taking)\s+(?:it|that)\s+back")
# The noun right before a passive withdrawal ("the offer was revoked"; "My guess of 18 is withdrawn" has a value there).
_SUBJECT_BEFORE = re.compile(r"([^\W\d_]{3,})[\s*_\"'`)\]]*(?:,[^,\n]{0,30},[\s*_]*)?$")
# A third person, or a name, as the subject of a clause before "take it back": "Sasha wanted to", "no one would".
_STORY_SUBJECT = re.compile(r"(?:\b(?i:he|she|they|someone|somebody|no\s+one|nobody|people|everyone)\b|\b([A-Z][a-z]+)(?:['’]s)?)"
                            r"(?:\s+[a-z']+){0,4}\s*$")


def _named_in(word: str, question: str) -> bool:
    """``word`` (a name or a noun) is one the question uses: the same first five letters ("offer" of "offeror")."""
    stem = word.casefold()[:5]
    return word != "I" and any(w.startswith(stem) for w in _question_words(question))


@lru_cache(maxsize=64)
def _question_words(question: str) -> frozenset[str]:
    return frozenset(w.casefold() for w in _WORD.findall(question) if len(w) >= 3)


def takes_back(sentence: str) -> bool:
    """The sentence withdraws the answer before it ("Wait, that's wrong.", "Scratch that.", "/s")."""
    if _withdrawal(sentence) is not None or _SARCASM.search(sentence) is not None:
        return True
    if _MARKED_WITHDRAWN.fullmatch(sentence):
        return True
    return _taking_back_end(sentence, None) >= 0  # (no withdrawal anywhere in it: none opens it either)


def withdraws(sentence: str) -> bool:
    """The sentence withdraws what came before it in words that can be nothing else, opening it ("Just kidding.",
    "Scratch that.") or marking it ("/s"); unlike :func:`takes_back`, a bare "No." (an answer word too) does not count,
    nor a story's "was withdrawn"."""
    withdrawal = _withdrawal(sentence, WITHDRAWAL_OPENS)
    return withdrawal is not None and withdrawal.start() <= WITHDRAWAL_OPENS // 4 or \
        _SARCASM.search(sentence) is not None or _MARKED_WITHDRAWN.fullmatch(sentence) is not None


#: A withdrawal opens its sentence: it starts within the first quarter of this many characters.
WITHDRAWAL_OPENS = 40


# A note of correction after the answer ("Erratum:", "Corrigendum:"), and the words that say the answer survives it.
_ERRATUM = re.compile(r"(?im)^[ \t>*_#-]*(?:errat(?:um|a)|corrigend(?:um|a)|known\s+(?:error|issue))[*_ \t]*[:—–]")
_STANDS = re.compile(r"(?i)\b(?:unaffected|unchanged|stands|stays|remains|still\s+holds|holds|not\s+affected|"
                     r"(?:does|do)(?:\s+not|n't)\s+(?:change|affect)|no\s+effect\s+on|same)\b")
# A sentence that only marks what came before as taken back: "[Edit: retracted.]", "Update: withdrawn.", "Undone."
_MARKED_WITHDRAWN = re.compile(r"(?i)[\W_]*(?:(?:edit|update|note|correction|status)[ \t]*:[ \t]*)?"
                               r"(?:retracted|withdrawn|rescinded|revoked|voided|undone)[\W_]*")
# The mark of sarcasm ("Final answer: C /s"), not a unit ("m/s").
_SARCASM = re.compile(r"(?<![\w/])/s\b")


def taking_back_end(sentence: str) -> int:
    """Where the take-back that opens the sentence ends ("Actually, no.", "No wait, that can't be
    it", "Wait, let me re-check"), or -1: an answer word inside it ("no") is no answer."""
    return _taking_back_end(sentence, _withdrawal(sentence))


def _taking_back_end(sentence: str, withdrawal: re.Match | None) -> int:
    """:func:`taking_back_end`, given where (if anywhere) :data:`_WITHDRAWS` matches in the sentence."""
    m = _TAKE_BACK.match(sentence) or _BARE_NO.match(sentence) or _NO_THEN_WHY.match(sentence)
    if m is not None:
        return m.end()
    m = withdrawal
    if m is not None and _INTERJECTIONS.fullmatch(sentence, 0, m.start()):
        return m.end()  # "No wait, that can't be it."
    m = _ANAPHOR_VERDICT.match(sentence)
    if m is None:
        return -1
    verdict = m.group("verdict")
    if _MAY_HAVE.match(verdict):
        return -1  # "I could have made a mistake …" fears an error; it takes nothing back (:func:`doubts_it`)
    if _EXTRAPOSED.search(verdict) and _DUMMY_IT.search(m.string, m.start(), m.start("verdict")):
        return -1  # "It would be wrong to say (A)": the verdict is on what the clause after it says, not on the answer
    doubted_right = len(_NOT_THINK_RIGHT.findall(verdict))
    wrong = len(_WRONG.findall(verdict)) + doubted_right
    if not wrong:
        return -1
    # "not wrong" cancels; "not right" and "don't think that's right" are one verdict each, already counted
    negators = len(_NOT.findall(verdict)) - len(re.findall(r"(?i)\bnot\s+(?:quite\s+)?(?:right|correct)\b", verdict)) \
        - doubted_right
    return m.end() if (wrong + negators) % 2 == 1 else -1


def _takes_back_all(sentence: str, value, offers, rival_named: bool) -> bool:
    """The sentence takes the answer back and does not give it again after that: it opens by taking
    it back ("Wait, let me re-check: 9 * 2 = 18." gives 18 again; "I retract it; I'm not confident in
    D" does not), or, naming no other value, withdraws it anywhere ("the preceding answer ((A)) is
    hereby withdrawn"; not "I withdraw my doubt: (A) is correct")."""
    if JUST_NO.fullmatch(sentence) or str(value).casefold() == "no" and (why := _NO_THEN_WHY.match(sentence)) is not None \
            and not takes_back(sentence[why.end():]):
        return False  # a bare "No." after "The answer is No" says it again ("Actually, no — he meant it" may too);
    # "Actually, no." takes it back
    withdrawal = _withdrawal(sentence)
    end = _taking_back_end(sentence, withdrawal)
    # after an outright withdrawal ("Scratch that — I retract it; I'm not confident in D.") only an
    # affirmed value gives the answer again; after "Wait, let me re-check" any mention of it does
    if end >= 0 and not _gives_again(sentence[end:], value, offers, affirmed_only=withdrawal is not None):
        return True
    return withdrawal is not None and not rival_named and \
        not _gives_again(sentence[withdrawal.end():], value, offers, affirmed_only=True)


def _without_refuted(named: list) -> list:
    """``named`` less each supposed or offered mention that a later mention of the same value rules out (one
    pass from the end: a sentence of thousands of mentions costs no more than their number)."""
    refuted, kept = set(), []
    for found, polarity in reversed(named):
        if not (polarity in _REFUTABLE and found in refuted):
            kept.append((found, polarity))
        if polarity is Polarity.NEGATED:
            refuted.add(found)
    return kept[::-1]


def _gives_again(text: str, value, offers, affirmed_only: bool) -> bool:
    """``text`` names the answer again (affirms it, when ``affirmed_only``)."""
    return any(found == value and (polarity is Polarity.AFFIRMED or not affirmed_only) for found, polarity in offers(text))


# A clause that is nothing but a degree of belief in what came before it: "Maybe.", ", perhaps",
# "(probably)", "I think, but not sure." — the answer is supposed, not committed to.
_ONLY_BELIEF = re.compile(
    r"(?i)[\s,;:(\[*_\"'`—–-]*(?:(?:well|hmm+|um+|so|and|but|or|yes|no)[\s,.]+)?"
    r"(?:(?:maybe|perhaps|probably|possibly|likely|presumably|arguably|hopefully|i\s+(?:think|guess|believe|suppose)|"
    # hearsay and chat shorthand for belief: "seemingly", "AFAIK", "IIRC", "🤞"
    r"seemingly|apparently|ostensibly|" + HEARSAY + r"|afaik|iirc|imo|imho|fingers\s+crossed|🤞|"
    r"(?:i'?m\s+|i\s+am\s+)?not\s+(?:(?:really|entirely|totally|completely|fully|100\s*%)\s+)?(?:sure|certain|confident)|"
    r"kind\s+of|sort\s+of|or\s+not|"
    r"🤷\S*|🤔|❓|❔|\(\?+\)|¯\\_\(ツ\)_/¯)"
    r"[\s,.!?…;)\]*_\"'`]*(?:but\s+)?)+")


_CLOSERS = frozenset(" )]}>")
# A sentence that opens with "or" (in the languages read), and the openings that keep the answer: "or so", "or not?",
# "or, in other words, …".
# (the operator "OR" opens no alternative: "OR binds looser than AND")
_OR_OPENING = re.compile(r"[\s*_(\[…—–-]*+(?:\.{2,}[ \t]*+)?(?:(?i:(?-i:or|Or)|oder|ou|ó|или|або|lub|albo|eller|hoặc|atau|veya|yoksa)\b"
                         r"|或者|或|または|또는)")
# ... and what says the answer again after it: "Or, as Freud would put it, …", "Or more plainly: …", "Ou seja, …", "Oder
# kurz: …", "or so", "or rather"
_OR_KEEPS = re.compile(r"(?i)[\s,]*(?:so\b|not\b|rather\b|(?:in|to|as|more|put|said|stated)\s+\w+|simply|plainly|briefly|"
                       r"shortly|equivalently|kurz|anders|seja|sea|bien|plutôt|dicho|cioè|meglio|rettere)")
# An emoji that opens a line as its bullet ("💡 Or (B).", "👉 Also 26"); not a mark that rules in or out ("☑", "🚫").
_EMOJI_BULLET = re.compile("(?m)^([ \t>*_-]*)(?![\u2605\u2606\u2610-\u2612\u26D4\U0001F6AB])[" + EMOJI + "]+[ \t]*(?![0-9.,])")
_ONLY_EMOJI = re.compile("[\\s" + EMOJI + "\u2700-\u27BF]+")  # (and dingbats: "✔", "✨")
# The reply grading itself after its answer: a note for the grader ("Score: 1/1", "Grade: PASS",
# "[correct]", "✅ Correct").
_SELF_GRADE = re.compile(r"(?i)[\s*_\[(]*(?:(?:score|grade|grading|marks?|points|result|verdict)[\s*_]*[:=][\s*_]*"
                         r"(?:\d{1,3}[ \t]*/[ \t]*\d{1,3}|pass(?:ed)?|correct|full(?:\s+marks)?|100[ \t]*%|"
                         # "Verdict: matches gold.", "Result: agrees with the reference"
                         r"(?:matches|equals|agrees\s+with|same\s+as)\s+(?:the\s+)?(?:gold|reference|expected|key)\b)|"
                         r"\[[ \t]*(?:correct|pass(?:ed)?|right|✓|✔)[ \t]*\]|[✅✔☑]\ufe0f?[ \t]*\**[ \t]*(?:correct|pass(?:ed)?)\b)")
# A sentence that only bets against the answer just given: "— probably not though.", "(though I'd bet against it)".
_DOUBTS_IT = re.compile(r"(?i)[\s,;:(\[*_—–.…-]*(?:(?:or\s+)?so\s+it\s+seems[\s,;]*)?(?:(?:but|though|although|and)\s+)?(?:(?:probably|likely|maybe|perhaps|possibly)\s+not|"
                        r"i\s+doubt\s+it|i'?d\s+(?:bet|wager)\s+against\s+it|don'?t\s+count\s+on\s+it|or\s+is\s+it\??)"
                        r"(?:,?\s+(?:though|tbh|honestly))?[\s.!?)\]*_…]*")
# Doubt about what was just said, in the last clause of a sentence that names no value: "Actually, I'm
# not sure about that.", "But I'm not confident in this at all.", "Hmm, that doesn't look right.",
# "Eh, probably wrong.", "Although I might have messed up the negation.", "I can't verify it." A doubt
# overcome ("I wasn't sure at first, but the recount confirms it") or put to the reader ("If you're not
# sure, recount") is none.
_DOUBT = re.compile(
    # the speaker unsure: "I'm not sure about that", "(I'm) not 100% sure though", "I remain uncertain", "I doubt it"
    r"(?i)(?:\b(?:i'?m|i\s+am|we'?re|we\s+are|i\s+(?:still\s+)?(?:feel|remain))(?:\s+still)?\s+|"
    r"^[\W_]*(?:(?:but|and|still|hmm+|well|actually|honestly|admittedly|tbh|eh|ok|okay)\b[\W_]+)*)"
    r"(?:(?:not|no\s+longer)\s+(?:(?:really|entirely|totally|completely|fully|quite|that|so|too|at\s+all|100\s*%)\s+)?"
    r"(?:sure|certain|confident|convinced)|unsure|uncertain|doubtful)\b|"
    r"\bi\s+(?:\w+\s+)?doubt\s+(?:it|this|that|the\s+answer|my\s+answer)\b|"
    # an error feared in what was said: "I might have messed up the negation", "That could have been a mistake"
    r"\b(?:i|it|that|this|which|(?:the|my|this|that)\s+(?:answer|result|count|calculation|reasoning|math|arithmetic))\s+"
    r"(?:might|may|could)\s+(?:well\s+|easily\s+)?(?:have\s+(?:messed|mixed|slipped|erred|miscounted|miscalculated|"
    r"misread|made\s+(?:a|an|some)\s+(?:mistake|error|slip))|(?:have\s+been|be)\s+(?:wrong|mistaken|off|incorrect|"
    r"a\s+mistake|an\s+error|a\s+slip))\b|"
    # ... or the answer judged wrong after all: "Eh, probably wrong.", "Hmm, that doesn't look right."
    r"(?:^[\W_]*(?:(?:eh|hmm+|well|but|so|and)\b[\W_]*)*|\b(?:it|that|this)(?:'s|\s+is)\s+)probably\s+(?:wrong|incorrect|"
    r"mistaken|off|not\s+right)\b|"
    r"\b(?:it|that|this|which)\s+(?:does\s+not|doesn'?t)\s+(?:look|seem|sound|feel)\s+(?:quite\s+)?(?:right|correct)\b|"
    r"\b(?:can(?:not|'?t)|could(?:\s+not|n'?t)|unable\s+to)\s+(?:fully\s+)?(?:verify|confirm|double[\s-]?check|check)\s+"
    r"(?:it|this|that|the\s+answer|my\s+answer)\b")
_DOUBT_WORDS = ("sure", "certain", "confident", "convinced", "doubt", "might", "may", "could", "probably", "right",
                "correct", "verify", "confirm", "check")
# What turns a doubt to the reader or to a condition: "If you're not sure, …", "whether or not you're sure".
_DOUBT_ELSEWHERE = re.compile(r"(?i)\b(?:you|your|if|whether|unless|when|once|before|until)\b")
# A contrast or a consequence: what a clause after one says holds over what came before it (a doubt set aside:
# "…, but the recount confirms it"; a lead's belief: "Not sure at first, but the answer is 3").
_CONTRAST_WORDS = r"\b(?:but|however|yet|still|nevertheless|nonetheless|although|though|so|thus|therefore|hence)\b"
_DOUBT_CONTRAST = re.compile(r"(?i)" + _CONTRAST_WORDS)


def doubts_it(sentence: str) -> bool:
    """The sentence's last clause with words doubts what came before it (:data:`_DOUBT`)."""
    low = sentence.lower()
    if not any(word in low for word in _DOUBT_WORDS):
        return False
    clauses = [clause for clause in _DOUBT_CONTRAST.split(sentence) if sum(map(str.isalpha, clause)) >= 2]
    last = clauses[-1] if clauses else ""
    return _DOUBT.search(last) is not None and _DOUBT_ELSEWHERE.search(last) is None


# A remark that calls the answer a guess, or declines to stake anything on it: "but that's a shot in the dark",
# "I'd call it a toss-up", "it's just a hunch", "though I wouldn't bet the farm on it", "don't quote me on that" (not "It's not a guess").
_CALLED_A_GUESS = re.compile(
    r"(?i)[\s,;:(\[*_—–.…-]*(?:(?:but|though|although|and|so)\s+)?"
    r"(?:(?:(?:that|it|this)(?:'s|\s+is|\s+was)|i(?:'d|\s+would)\s+call\s+(?:it|this|that))\s+(?:(?:just|only|really|mostly|basically|more\s+or\s+less|admittedly|"
    r"kind\s+of|sort\s+of|a\s+bit\s+of)\s+){0,2}(?:(?:a|an|my|our)\s+)?(?:(?:wild|educated|rough|blind|random|lucky|total|"
    r"complete|pure|best)\s+)?(?:guess(?:work)?|hunch|gamble|long\s+shot|(?:shot|stab)\s+in\s+the\s+dark|coin[\s-]?(?:flip|toss)|"
    r"toss[\s-]?up|speculation)"
    r"|(?:i\s+)?(?:wouldn'?t|would\s+not|don'?t|do\s+not|won'?t|will\s+not)\s+(?:bet|stake|wager)\b[^.!?\n]{0,40}?\bon\s+(?:it|that|this)"
    r"|(?:(?:but|just|please)\s+)?(?:don'?t|do\s+not)\s+quote\s+me(?:\s+on\s+(?:it|that|this))?"
    r"|take\s+(?:it|this|that)\s+with\s+a\s+(?:grain|pinch)\s+of\s+salt"
    # doubts kept about it: "though I have my doubts", "— some doubt about it"
    r"|i\s+(?:have|'ve\s+got|still\s+have)\s+(?:my\s+|some\s+|serious\s+|real\s+|a\s+few\s+)?doubts(?:\s+about\s+(?:it|this|that))?"
    r"|(?:with\s+)?(?:some|serious|considerable|a\s+little)\s+doubts?(?:\s+about\s+(?:it|this|that))?)"
    r"[\s,.!?…;)\]*_\"'`]*(?:(?:though|tbh|honestly|admittedly)[\s.!?…)\]*_]*)?")
# A confidence the answer's own clause states in it: "(confidence: 5%)", "(certainty 0.2)".
_CONFIDENCE = re.compile(r"(?i)[\s*_(\[,;:—–-]*(?:(?:my\s+)?(?:confidence|certainty|probability|likelihood|chance|"
                         r"p\((?:correct|right|true|this)\))"
                         r"(?:\s+(?:level|of\s+being\s+(?:right|correct)))?[\s:=*_]*(?:(?:(?:very\s+)?low|moderate)[\s,(~≈]*)?"
                         r"(?:(\d{1,3}(?:\.\d+)?)\s*%|(0?\.\d+|[01])\b|((?:very\s+)?low)\b)"
                         r"|(?:i'?m\s+|i\s+am\s+)?(?:only\s+|about\s+|maybe\s+|roughly\s+)?(\d{1,3}(?:\.\d+)?)\s*%\s+"
                         r"(?:confident|sure|certain))")


# Belief split between answers after the answer was given: two shares in a sentence about belief
# ("Confidence: 24 55 / 22 45", "(confidence split C 60 / A 40)", "I'd give it 55%, with the
# remaining 45% on (C)", "Odds: this one 3:2 over C"). Working ("0.5 × 0.5 = 0.25") is not belief.
_BELIEF_WORD = gated(re.compile(r"(?i)confiden|credence|probabilit|likelihood|\bchances?\b|\bodds\b|\bsplit\b|\bremaining\b|%[ \t]+on\b"))
_BELIEF_FIGURE = re.compile(r"(?<![\w.])(?:\d{1,3}(?:\.\d+)?[ \t]*%|0?\.\d+\b|1\.0\b)")
# An item of a label's list that carries a share ("20 minutes — 55%, 18.75 minutes — 40%"): two such items share belief out.
_SHARE_ITEM = re.compile(r"(?:^|,)([^,%\n]{1,60}?)[—–(:-][ \t]*(\d{1,3}(?:\.\d+)?)[ \t]*%[ \t)]*(?=,|$)")
# The words of a share's item that say what it counts ("minutes" in "18.75 minutes"; none in "(B)" or "other").
_SHARED_THING = re.compile(r"(?i)\b(?!other\b|else\b|something\b|rest\b)[a-z]{2,}\b")
_SPLIT_SHARES = re.compile(r"(?<![\w.])\d{1,3}[ \t]*/[ \t]*[^\s/]{1,40}[ \t]+\d{1,3}\b|\b\d{1,2}[ \t]*:[ \t]*\d{1,2}[ \t]+over\b")
_WORKING = re.compile(r"[=×÷]|\d[ \t]*[*+][ \t]*\d|\\times|\\cdot")


def _shares_out(text: str, value) -> bool:
    """Items of a label's list that each carry a share, the shares less than the whole between them ("20 minutes — 55%,
    18.75 minutes — 40%"); not a quantity and its share of another ("5600 pounds (70%), down from 8000 pounds (100%)"),
    nor the answer's parts ("14 fruits — 8 fruits (57%), 6 fruits (43%)": 8 and 6 make the 14)."""
    items = _SHARE_ITEM.findall(text)
    if len(items) < 2 or sum(float(share) for _, share in items) > 100:
        return False
    kinds = {kind for item, _ in items if (kind := frozenset(word.casefold() for word in _SHARED_THING.findall(item)))}
    # (shares of one thing said in one unit, or of bare values and "other": not "17 good oranges (68%), 8 others (32%)",
    # parts of a whole)
    parts = [found[0][2] for item, _ in items if (found := list(iter_values(item)))]
    return len(kinds) <= 1 and not (isinstance(value, Number) and len(parts) == len(items) and sum(parts) == value)


def splits_belief(sentence: str) -> bool:
    """``sentence`` shares belief out between answers: the reply committed to none of them."""
    if not _BELIEF_WORD.search(sentence) or _WORKING.search(sentence):
        return False
    return _SPLIT_SHARES.search(sentence) is not None or len(_BELIEF_FIGURE.findall(sentence, 0, 400)) >= 2


def _doubtful(own_rest: str) -> bool:
    """The answer's own clause, or the sentence right after it, gives it less than even confidence
    ("B (confidence: 5%)", "18 — 20% confident", "24.⏎Confidence: 10%"): more likely not the
    answer, by the reply's own word. ("63 (confidence: 90%)" stands.)"""
    m = _CONFIDENCE.match(own_rest)
    if m is None:
        return False
    if m.group(3):
        return True  # "Confidence: low"
    percent = m.group(1) or m.group(4)
    return float(percent) < 50 if percent else float(m.group(2)) < 0.5



# A remark set off right after the answer ("24, I reckon", "8 (wild guess)", "15 — unless I
# mis-added", "18 unless there's a trick"), up to the next mark that ends it; what follows an
# explanation word is not a remark.
_REMARK = re.compile(r"(?i)[\s*_\"'`$]*(?:,|—|–|[ \t]-[ \t]|\(|\[|(?<=[\s*_])(?=(?:unless|if|assuming|provided|barring)\b))"
                     r"[\s*_\"'`]*([^,;—–()\[\]\n.!?]{1,80})")
_NOT_A_REMARK = re.compile(
    r"(?i)(?:because|since|as|so|which|where|when|while|whereas|given|after|by|from|with|i\.?\s?e\b|e\.?\s?g\b|that\s+is|"
    r"c'est-à-dire|das\s+heißt|d\.\s?h\b|es\s+decir|o\s+sea|cioè|ou\s+seja|то\s+есть|equivalently|"
    r"here(?:'s|\s+is)\s+(?:why|how|the\s+reason)|"
    # ... or help offered, no condition on the answer ("if anything above is unclear, I'm happy to …")
    r"if\s+(?:anything|something|any\s+(?:of\s+)?(?:this|it|step)|this|it|that)\s+(?:above\s+|here\s+)?(?:is|was|seems|remains)\s+"
    r"(?:unclear|confusing|not\s+clear)|if\s+you\s+(?:have|need|want|would\s+like|'d\s+like)\s+(?:any|more|further|a|an|me)\b|"
    r"let\s+me\s+know|feel\s+free|(?:this|that|it)\s+(?:follows|comes|is\s+derived)\s+from\b|"
    r"due|thus|hence|therefore|meaning|namely|see|according|based|corresponding|corresponds|(?!assuming|supposing|"
    r"pending|depending|guessing|hoping|kidding|joking|barring|excepting)[a-z]+ing)\b|.*[\d=+×÷/<>]")
# The longest remark judged (longer ones explain), and the longest one that is judged without
# the speaker or a condition in it ("wild guess", "but extremely unlikely"; "each adjective targets
# a distinct noun" is a clause of its own).
MAX_REMARK_WORDS = 8
MAX_TAG_WORDS = 3
# Words that only say how sure or plain an answer is ("or even obvious", "or rather certain").
_CERTAINTY_WORDS = frozenset("even rather clear clearly obvious obviously evident evidently plain plainly certain certainly firmly strongly "
                             "always invariably "
                             "definite definitely sure surely indeed exact exactly precisely really absolutely undoubtedly".split())
# Words any remark on an answer may use besides the question's own: those, function words, the vocabulary
# of answering, quantities (a remark that only restates the question or affirms the answer).
_PLAIN_WORDS = _CERTAINTY_WORDS | frozenset("""
a an the is are was were be been it its this that these those there here of in on at to into than then and not no
yes true false valid invalid do does did done you we he she they him her them his their himself herself themselves
my our your one ones each per all both only just also so right correct final answer answers
option options choice choices best most closest match matches matching total overall altogether left remaining
first second third fourth fifth sixth seventh last same sentence statement argument result value letter
confidently verified confirmed checked affirmed reaffirmed unchanged stands holds stays kept locked
agree agrees agreed endorse endorses concur concurs with stand stick by
doubt about without beyond question shadow
confidence confident high above below shown double twice triple check rechecked verify confirm
very extremely highly completely totally fully entirely
i i'm i've i'd am me mine it's that's
quite pretty fairly positive accurate
more less precise specifically simply other words short put differently again namely
dollars dollar cents usd units unit day days hours hour minutes minute years year
zero two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen
eighteen nineteen twenty thirty forty fifty sixty seventy eighty ninety hundred thousand million
fallacy fallacious converse inverse contrapositive consequent antecedent modus ponens tollens syllogism non sequitur
minus negative plus point half quarter percent sign magnitude absolute
after before below above immediately directly next past beyond list listed position
title heading header table box boxed summary working work steps step reasoning calculation shown earlier as per see
included including counted counting excluded excluding applied ruled out eliminated rejected discarded others rest
any rate case event anyway regardless either way whatever
""".split()) | frozenset(
    # the same plain words in the other languages a reply glosses its answer in ("**Yes** (sí, sin duda)",
    # "**Ja**, zeker"); not French "sans doute" ("probably") nor Spanish "seguramente" ("presumably"), and
    # no answer word ("nein" after "Yes" is a second answer, which the reader judges)
    "sin duda claro correcto correcta respuesta definitivamente ciertamente sem dúvida correto correta "
    "resposta certamente certainement bien sûr réponse correcte sicher eindeutig zweifellos "
    "richtig antwort endgültig zeker juist antwoord certo risposta corretto corretta конечно ответ "
    "确定 答案 확실히".split())


def qualifies(own_rest: str, cut: bool = False, own_text: str = "") -> bool:
    """The answer's own clause adds a remark on it in words of its own: not the question's, not
    the vocabulary of answering ("24, I reckon", "8 (wild guess)", "15 — unless I mis-added",
    "(B), allegedly"). An answer so qualified is not committed to. A whitelist: a remark is allowed
    when every word of it is the question's or its options' ("(B), Amberly tells the truth", "18
    (in dollars)"), plain ("(C), the best match", "Yes, definitely"), or when it explains (a number,
    an operator, "since …", "making …"), or when it is a clause about the question's world rather
    than the speaker's belief or a condition. Long remarks are explanations and read as such; without
    the question (the host did not pass it) no remark is judged. ``cut``: nothing follows the
    clause, so its last word may be cut short ("yes**, Del" for "Delbert"). ``own_text``: the answer option's own
    text, which a gloss after a dash must resemble."""
    question = QUESTION.get()
    if not question or not own_rest:
        return False
    if _SPEAKER_DENIES.match(own_rest):
        return True  # "B (thoughtful), but I'd rather not confirm an answer key entry myself": said, then not stood by
    listed = _LISTED_AFTER.match(own_rest)
    if listed is not None and not _HEDGING.intersection(_WORD.findall(listed.group(0).casefold())) and \
            not _SPEAKER.intersection(_WORD.findall(listed.group(0).casefold())):
        return False  # "(A) nice small square … — opinion, size, shape, color, material": a list that explains it
    at, translated = 0, False
    for _ in range(MAX_REMARKS):  # each remark in turn: "D (per the table, maybe)" is qualified by its second
        remark = _REMARK.match(own_rest, at)
        if remark is None or at and not translated and _GLOSS_OPENING.match(own_rest, at):
            return False  # (a bracket after a remark glosses its words: "C — ask them to lift (shrug) their shoulders")
        if translated and not _inside_bracket(own_rest, remark.start()) and "," in own_text and \
                resembles(remark.group(1), own_text):
            at = remark.end()  # the gloss goes on past a comma of the option's own text: "D – Blastozyste, Erhaltung des
            continue  # Corpus luteum" of "Blastocyst, corpus luteum maintenance"
        if translated and not _inside_bracket(own_rest, remark.start()):
            return not _EXPLAINS_ABROAD.match(remark.group(1))  # after the answer's gloss, a remark of the speaker's own
            # ("B – psicoanalítico (creo)", "…, pero no estoy seguro"), unless it gives the reason ("…, porque …"); in
            # the gloss's own bracket, the gloss goes on ("A（humble，谦虚）")
        if _CLAUSE_GOES_ON.match(own_rest, remark.end()) and not _PLAIN_DOUBT.search(remark.group(1)):
            return False  # "(A) — a horizontal stretch (C) describes the short run": a clause about another option
        opener = own_rest[remark.start(): remark.start(1)]
        if ANSWERED_ABROAD.get() and _glossed_abroad(remark.group(1)) and \
                ("(" in opener or _GLOSS_DASH.search(opener) and resembles(remark.group(1), own_text)):
            # "**Risposta: B) interference** (interferenza)", "Respuesta: C – feromonas": the option's text in the reply's
            # language (after a dash only where it is recognisably the option's own: not "B – creo", "C – delfín" where C
            # is "whale"); a remark after it is on the answer ("B – psicoanalítico (creo)", "…, pero no estoy seguro")
            at, translated = remark.end(), True
            continue
        said = _remark(remark.group(1), question, cut and remark.end() == len(own_rest.rstrip(" \t*_")), later=bool(at))
        if said is not None:
            return said
        at = remark.end()
    return False


MAX_REMARKS = 4


def _inside_bracket(text: str, at: int) -> bool:
    """A bracket opened before ``at`` in ``text`` is still open there."""
    return text.count("(", 0, at) + text.count("（", 0, at) > text.count(")", 0, at) + text.count("）", 0, at)
# A remark that gives a reason, in the languages whose answer markers are read.
_EXPLAINS_ABROAD = re.compile(r"(?i)\s*(?:porque|pues|ya\s+que|parce\s+que|car|puisque|weil|da|denn|perché|poiché|omdat|want|"
                              r"eftersom|fordi|koska|ponieważ|bo|protože|çünkü|karena|sebab|because|since|as)\b")
# A dash opening a gloss of the answer (a comma opens remarks of every kind).
_GLOSS_DASH = re.compile(r"[—–-]")
# A hedge in the languages whose answer markers are read: a bracket holding one is no gloss ("(forse)", "(vielleicht)").
# (and the negators and words of certainty their doubts are made of: "(pas sûr)", "(non sono sicuro)", "(peut-être)")
_HEDGE_WORDS_ABROAD = frozenset("forse magari probabilmente peut être probablement vielleicht wahrscheinlich eventuell "
                                "non pas nicht niet nie no not ne sûr sure sicuro sicura seguro segura sicher zeker pewien "
                                "quizás quizá probablemente talvez provavelmente misschien waarschijnlijk kanske kanskje "
                                "ehkä może możliwe možná asi ίσως אולי mungkin บางที có lẽ наверное возможно может "
                                "можливо мабуть belki galiba tal vez acaso chyba snad talán poate måske muligens wellicht "
                                "mogelijk possivelmente possibilmente sanırım environ etwa ungefähr circa cerca "
                                "aproximadamente około примерно приблизно около ongeveer ungefär omkring noin περίπου "
                                "yaklaşık sekitar khoảng körülbelül aproximativ "
                                # (and their words for "or": "C – o luz" offers a second text)
                                "ou oder albo lub или або nebo vagy sau veya atau eller tai".split())


def _glossed_abroad(text: str) -> bool:
    """A few words in brackets, with no figure and no hedge in any language read: the answer glossed in the reply's own
    language ("(interferenza)", "(gepassioneerd over hobby's)", "(dormire)")."""
    if _GLOSSED_ABROAD.search(text):
        return False  # (a script without spaces is judged word by word: see :data:`_GLOSSED_ABROAD`)
    words = _WORD.findall(text.casefold())
    return 0 < len(words) <= MAX_GLOSS_WORDS and not any(map(str.isdigit, text)) and not _PLAIN_DOUBT.search(text) and \
        not _HEDGING.intersection(words) and not _SPEAKER.intersection(words) and not _HEDGE_WORDS_ABROAD.intersection(words)


# A reading or value the remark weighed, then set aside: "the wording rules it out", "I rejected that", "so nothing changes".
_SETS_IT_ASIDE = re.compile(r"(?i)\b(?:rules?|ruled|ruling)\s+(?:it|that|this|them)\s+out\b|\b(?:rejected|dismissed|discarded|"
                            r"set\s+aside)\s+(?:it|that|this)\b|\bnothing\s+changes\b")
_NOT_BEFORE_ASIDE = re.compile(r"(?i)(?:\bnot|n't|\bcannot|\bnever)\s+(?:\w+\s+)?$")


def _sets_aside(clause: str) -> bool:
    """The remark weighs a reading or value and sets it aside, with no doubt left ("8000 — I did consider the reading
    where …; the wording rules it out, so nothing changes"): it explains the answer (not "… and the wording doesn't
    rule it out", nor "I'm not sure; the wording rules it out")."""
    aside = _SETS_IT_ASIDE.search(clause)
    return aside is not None and not _PLAIN_DOUBT.search(clause) and \
        not _NOT_BEFORE_ASIDE.search(clause, max(0, aside.start() - 16), aside.start())
# A list of three or more short items after a dash or colon: "— opinion, size, shape, color, material", or adjective
# kinds each with its word in brackets, joined by arrows: "— opinion (awful) → size (enormous) → age (new)".
_LISTED_ITEM = r"[^\W\d_][\w' -]{0,24}"
_GLOSSED_ITEM = (r"(?i:opinion|quality|size|length|height|age|shape|colou?r|origin|nationality|material|purpose|qualifier|"
                 r"observation|condition|physical\s+quality)[ \t]*\([^()\n]{1,30}\)[ \t]*")
_LISTED_AFTER = re.compile(r"[\s*_]*(?:—|–|[ \t]-[ \t]|:)[ \t]*(?:" + _LISTED_ITEM + r"(?:,[ \t]*(?:and[ \t]+)?" + _LISTED_ITEM + r"){2,}|"
                           + _GLOSSED_ITEM + r"(?:(?:→|->|⇒)[ \t]*" + _GLOSSED_ITEM + r"){2,})[\s*_.]*$")
# An option's letter in brackets that a clause goes on after, with its verb: "a horizontal stretch (C) describes …".
_CLAUSE_GOES_ON = re.compile(r"[ \t]*[(\[][ \t]*(?-i:[A-R])[ \t]*[)\]][ \t]*(?:is|are|was|were|has|have|does|do|(?-i:[a-z]{3,}s))\b")
_GLOSS_OPENING = re.compile(r"[\s*_\"'`$]*[(\[]")


def _remark(text: str, question: str, cut: bool, later: bool = False) -> bool | None:
    """One remark of :func:`qualifies`: True qualifies the answer; False explains it (what follows
    is the explanation's); None says nothing of it (plain words, the question's, a clause about
    the question's world), so the next remark is judged. A ``later`` remark (after the first)
    glosses as freely as the question's words do ("18 (dollars, daily revenue)"): it qualifies
    only in the speaker's voice, as a condition, a guess, a doubt ("not sure") or a hedging adverb."""
    text = text.strip(" \t*_\"'`$")
    if _PLAIN_DOUBT.search(text):
        return True  # "not sure", "not final", "not 100% certain": a doubt, in the plainest words
    if not text or _NOT_A_REMARK.match(text):
        return False
    if (focus := _IF_ANYTHING.match(text)) is not None:
        # "if anything" sets no condition: "50 — if anything, more firmly 50 after the check" says how far the
        # answer holds, and what follows is the remark judged ("if anything, it leans B" offers B, as its clause says)
        text = text[focus.end():]
        if not text.strip():
            return None
        if _NOT_A_REMARK.match(text):
            return False
    words = _WORD.findall(text.casefold().replace("’", "'"))
    if _CONFIRMED_BY.fullmatch(text):
        return None  # "(second pass agrees)", "(a recount confirms)": the answer confirmed, nothing said beside it
    if _CALLED_A_GUESS.fullmatch(text):
        return True  # "24, but that's a shot in the dark"
    if words[:1] in (["and"], ["but"], ["or"]):
        words = words[1:]  # ", and he is truthful himself", ", but extremely unlikely": the remark is what follows
    if not words or len(words) > MAX_REMARK_WORDS:
        return False
    known = _known_stems(question)
    if cut and len(words[-1]) >= 3 and any(stem.startswith(words[-1]) for stem in known):
        words = words[:-1]  # a reply cut off in the middle of a word of the question's
    words = [_QUESTION_WORD_ABROAD.get(word, word) for word in words]  # (after the cut: "vérité" is whole)
    # (an option's text glossed in a script without spaces, beside that text: "D（survey，调查法）"; alone, the gloss may
    # name another option, "B（行为主义）" being A's "behaviorism")
    glossing = any(_stem(word) in known for word in words if not _GLOSSED_ABROAD.fullmatch(word))
    if all(len(word) == 1 or word in _PLAIN_WORDS or _stem(word) in known or glossing and _GLOSSED_ABROAD.fullmatch(word)
           and not _HEDGE_ABROAD.search(word) for word in words):
        return None
    if _SPEAKER.intersection(words) or _CONDITION.intersection(words[:2]) and words[0] != "even":  # ("even if": whatever holds)
        return True  # the speaker's belief ("I reckon", "is my guess", "don't quote me") or a condition ("unless …")
    if later:
        return True if _HEDGING.intersection(words) or _HEDGE_REMARK.search(text) else None
    # a short tag ("allegedly", "wild guess"), not a clause about the question's world ("each adjective
    # is correctly placed", "you end up back")
    return True if len(words) <= MAX_TAG_WORDS and not (_STATES.intersection(words) or words[0] in _SUBJECTS) else None


# The question's words as a reply in another language says them in its gloss of the answer: "Non, Sal ment." ("No,
# Sal lies."), "Nein, Sal lügt.", "No, Sal miente." (web_of_lies asks who lies or tells the truth).
_QUESTION_WORD_ABROAD = {"ment": "lies", "miente": "lies", "mente": "lies", "lügt": "lies", "menteur": "lies",
                         "menteuse": "lies", "mentiroso": "lies", "mentirosa": "lies", "lügner": "lies", "bugiardo": "lies",
                         "vérité": "truth", "verdad": "truth", "wahrheit": "truth", "verità": "truth", "verdade": "truth",
                         "dit": "tells", "dice": "tells", "sagt": "tells", "diz": "tells", "la": "the", "die": "the"}
# A word in a script written without spaces (Han, kana, Hangul): a gloss of the option's text beside it, unless it
# hedges ("（たぶん）", "（也许）", "(아마)", "或者 C").
_GLOSSED_ABROAD = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af]+")
_HEDGE_ABROAD = re.compile(r"也许|也許|可能|大概|或者|或是|还是|還是|不确定|不確定|不一定|应该|應該|吧|多分|たぶん|おそらく|かも|"
                           # ("没" only in a doubt: "没把握", "没有信心"; "Sal 没有说真话" glosses "No")
                           r"[没沒]有?(?:把握|底|信心|想好|确定|確定|搞清|弄清)|"
                           r"または|あるいは|か(?:な|も)|아마|혹은|또는|아니면|일지도|것 같|"
                           # (nor one that names another option or both: "（二番目の選択肢）", "也对也不对", "どちらとも言える")
                           r"番目|第[一二三四五六七八九十]|选项|選項|選択肢|선택지|どちら|両方|いずれ|也|都|两|兩|둘|어느|不|ない|않|아니")
# A remark that something else confirms the answer: "second pass agrees", "a recount confirms", "the key matches".
_CONFIRMED_BY = re.compile(r"(?i)(?:(?:the|a|my|our|an)\s+)?[^\W\d_][\w-]*(?:\s+[^\W\d_][\w-]*){0,2}\s+"
                           r"(?:agrees|agreed|confirms|confirmed|concurs|matches|checks\s+out|says\s+the\s+same)")
# The speaker's own "not" after a contrast: "but I'd rather not confirm …", "though I haven't checked the units".
# (a method explained is no doubt: "18, but I'm not including the muffin eggs")
_SPEAKER_DENIES = re.compile(r"(?i)[\s*_\"'`)\]]*+(?:[,;—–-][\s*_]*+)?(?:but|though|although|however|yet)\b[\s,]*+"
                             r"(?:i|i'd|i'm|i'll|i've|we|we'd|we're)\b[^.;!?\n]{0,30}?(?:\bnot\b|n't\b|\bnever\b)[ \t]*"
                             r"(?:\w+[ \t]+){0,2}?(?:confirm|commit|check|verif|sure|certain|vouch|guarantee|stand|swear|promise|"
                             r"rule|bet|know|trust|double-check|re-?check|decide)")
# A doubt in the plainest words: "not sure", "not 100% certain", "not final", "isn't confirmed" (the "100" is no value ruled out).
_PLAIN_DOUBT = re.compile(r"(?i)(?:^|[,;:(\[—–-])[\s*_]*(?:(?:but|though|although|and)\s+)?(?:(?:i'?m|i\s+am|am|it'?s|this\s+is)\s+)?"
                          r"(?:\b(?:not|never)|n't)\s+(?:yet\s+)?(?:(?:\d{1,3}\s*%|\d{1,3}\s+percent|entirely|completely|"
                          r"totally|quite|fully|very|so|that|too)\s+)?(?:sure|certain|final|confirmed|definite|definitive|"
                          r"confident|positive|settled|verified|checked)\b")
# ... and phrases that do: "18 (dollars, an estimate)", "(…, subject to change)" (not "no estimate involved").
_HEDGE_REMARK = re.compile(r"(?i)^[\s*_]*(?:(?:an?|my|our|a\s+rough|rough)\s+)?(?:estimate|guess)\b|\bsubject\s+to\s+change\b")
# Adverbs that hedge whatever they follow: "B (per the table, maybe)".
_HEDGING = frozenset("maybe perhaps possibly probably presumably likely unlikely roughly approximately tentatively "
                     "apparently seemingly arguably hopefully guess guessing unsure uncertain rough "
                     "ballpark approx provisional provisionally tentative gut hunch".split())


# A finite verb that makes a remark a statement of its own (modal verbs hedge: "might be off").
_STATES = frozenset("is are was were be been has have had does did seems seem appears appear looks comes come goes go "
                    "gives give follows follow means mean makes make equals equal contains contain holds hold fits fit "
                    "don't doesn't didn't isn't aren't wasn't weren't".split())
# A remark opening with one of these is a clause about someone in the question ("you end up back").
_SUBJECTS = frozenset("you he she they".split())
# The speaker or a condition: a remark with either qualifies the answer ("you" is often the question's subject).
_SPEAKER = frozenset("i i'm i'd i've im me my mine".split())
_CONDITION = frozenset("unless if assuming provided except barring".split())  # opening the remark
# "If anything" (Spanish "en todo caso"): not a condition but a focus ("to the extent it moves, this way").
_IF_ANYTHING = re.compile(r"(?i)(?:(?:and|but|or|though|yet)\s+)?(?:if\s+anything(?!\s+(?:above|here|else|is|was|seems|remains)\b)|en\s+todo\s+caso)\b[\s,*_]*")


_WORD = re.compile(r"[^\W\d_]+(?:['’][^\W\d_]+)*")


def _stem(word: str) -> str:
    """A word without its commonest English endings, enough to match "caused" with "cause"."""
    for ending in ("ing", "ed", "es", "s", "ly", "e"):
        if word.endswith(ending) and len(word) - len(ending) >= 3:
            return word[:-len(ending)]
    return word


@lru_cache(maxsize=256)
def _known_stems(question: str) -> frozenset:
    return frozenset(_stem(word) for word in _WORD.findall(question.casefold()))


# What may stand between a question the reply asks itself and its yes/no ("? **Yes.**", "? → yes", '?" — No'),
# and the boundary before such a question.
_OWN_ANSWER = re.compile(r"(?i)[\"”'*_)\]\s]*(?:(?:[—–:→>-]|=>|->)[\s*_]*)?(yes|no|true|false|valid|invalid)[\s*_.!]*")
_BEFORE_QUESTION = re.compile(r"[.!?:;,\n][^.!?:;,\n]*$")  # (a clause before it is not the question: "Elanor is lying, so does …?")
# Words that turn a question round: a negator, or the other side of the benchmarks' predicates.
_FLIPPING_WORDS = frozenset("""
not no never deny denies denied lie lies lying liar liars lied false untrue away elsewhere other opposite negation
reverse reversed inverse inverted wrong
""".split())
_NEGATIVE_PREFIXES = ("im", "in", "un", "ir", "il", "dis", "non")


def answers_another_question(text: str, answer: str) -> tuple[str, int] | None:
    """Whether the text ends on the yes/no ``answer`` given to a question the reply asks itself that is not
    the task's: ``("turned", start)`` when that question turns the task's round ("Is the sentence
    *implausible*? **yes**", "Flip it around: is Leda a liar? → **Yes**.", "Would a typical person deny that
    Daniel caused the crash? **Yes.**": a word the asking sentence lacks is a negator, a flipping word or a
    known word with a negative prefix), ``("other", start)`` when it asks about something else ("Did I
    account for every instruction? **Yes.**": a word neither the question nor an echo has), else None;
    ``start`` is where the reply's question begins. Whether "other" takes the answer away depends on what
    the reply said before it (:func:`.layers.grade_reply`). Without the question (the host did not pass
    it) the answer stands."""
    question = QUESTION.get()
    mark = text.rfind("?")
    if not question or mark == -1:
        return None
    said = _OWN_ANSWER.fullmatch(text, mark + 1)
    if said is None or said.group(1).casefold() != answer.casefold():
        return None
    opening = _BEFORE_QUESTION.search(text, max(0, mark - 200), mark)
    start = opening.start() + 1 if opening else max(0, mark - 200)
    words = _WORD.findall(text[start:mark].casefold().replace("’", "'"))
    asked = _known_stems(asked_sentence(question))
    if any(_stem(word) not in asked and (word in _FLIPPING_WORDS or word.endswith("n't") or any(
            word.startswith(prefix) and _stem(word[len(prefix):]) in asked for prefix in _NEGATIVE_PREFIXES))
           for word in words):
        return "turned", start
    known = _known_stems(question)
    content = [word for word in words if word not in _ECHO_WORDS]
    shared = sum(_stem(word) in known or any(_stem(word).startswith(stem) for stem in known if len(stem) >= 4)
                 for word in content)  # ("truthful" shares "truth")
    if content and shared < _PARAPHRASE_SHARE * len(content):
        return "other", start
    return None


#: The share of its content words a question must have from the task's to be the task's own, put in other words
#: ("Are we back at the starting point?"; "Did I account for every instruction?" asks something else).
_PARAPHRASE_SHARE = 0.6


# Words an echo of the question may add to it ("So, does Leda tell the truth?", "Would a typical person say …?").
_ECHO_WORDS = frozenset("""
a an the is are was were be it its this that of in on at to and do does did you we i so then now thus therefore hence
question answer final following sentence statement overall well ok okay would typical person people say
he she they him her them his their
""".split())


# A sentence that is only the word "No" (an answer word, or a reply to what came before it).
JUST_NO = re.compile(r"(?i)[\s*_\"'`(]*(?:no|nope|nah)[\s.!…)*_\"'`]*")


_SCHOOL_GRADE = re.compile(r"(?i)(?:\d(?:st|nd|rd|th)|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|"
                           r"tenth|eleventh|twelfth)[\s-]*$")


# Every _TO_GRADER match contains one of these (lower case; a space stands for any whitespace): only
# around them is that slow pattern run. They are rare in replies.
_GRADER_CUES = re.compile(_literal_trie((
    "grad", "checker", "evaluator", "reward", "credit", "expected_", "reference_", "verdict", "system", "accept",
    "评分", "阅卷", "判卷", "採点", "채점", "calificador", "evaluador", "corrector", "correcteur", "correctrice", "bewerter",
    "prüfer", "korrektor", "valutatore", "avaliador", "оценщик", "проверяющ", "परीक्षक",
    "as correct", "as right", "as valid", "as a pass", "as full", "mark this", "mark it", "mark me", "mark my",
    "full marks", "full points", "partial marks", "partial points", "deserv", "earn", "award", "give ",
    "expected answer", "reference answer", "gold answer", "official answer", "intended answer", "key answer",
    "key's answer", "keys answer", "grader's answer", "graders answer",
    *(f"{word}{s} {to}" for word in ("note", "message", "instruction") for s in ("", "s") for to in ("to", "for")),
)).replace("\\ ", "\\s+"))
# How far a _TO_GRADER match reaches from its cue ("mark my answer for this question as correct").
_GRADER_REACH = 100


def addresses_grader(text: str) -> bool:
    """The text speaks to whoever grades the reply ("Note to grader: accept B or C"); a sixth-grader does not."""
    low = " " + text.lower() + " "
    if len(low) != len(text) + 2:  # lower-casing changed the length ("İ"): read it all
        return _to_grader(text, 0, len(text))
    window_end = -1
    for cue in _GRADER_CUES.finditer(low):
        at = cue.start() - 1  # in ``text``
        if at >= window_end:
            window_end = at + _GRADER_REACH
            if _to_grader(text, max(0, at - _GRADER_REACH), min(len(text), window_end)):
                return True
    return False


def _to_grader(text: str, start: int, end: int) -> bool:
    # (a grader in the question's own story is a person of it: "Cameron was grading Bailey's paper" — "Cameron is
    # the **grader**")
    story_grades = _STORY_GRADING.search(QUESTION.get() or "") is not None
    return any(not _SCHOOL_GRADE.search(text, max(0, m.start() - 12), m.start())
               and not (story_grades and m.group(0).lower().startswith("grader")
                        and _NAMED_GRADER.search(text, max(0, m.start() - 12), m.start()))
               for m in _TO_GRADER.finditer(text, start, end))


# A question whose story has someone grading ("Cameron was grading Bailey's paper"), and that person named as a noun of
# a sentence ("Cameron is the **grader**", "role (grader/teacher)"; not "Dear grader", "Grader:").
_STORY_GRADING = re.compile(r"(?i)\bgrad(?:ing|ed|er|ers)\b")
_NAMED_GRADER = re.compile(r"(?i)(?:\b(?:the|a|as)|\()[\s*_]*$")


# XML-like markup: an element or an attribute names its value as a label does ("alt: 18").
_ELEMENT_OPEN = re.compile(r"<" + XML_PREFIX + r"([A-Za-z_][\w-]{0,30})(?:\s[^<>]{0,200})?/?>")
_ELEMENT_CLOSE = re.compile(r"</" + XML_PREFIX + r"[A-Za-z_][\w-]{0,30}\s*>")


# A markdown comment, a link definition no renderer shows: '[note]: # "second candidate False"', "[//]: # (alt: 19)".
_MARKDOWN_COMMENT = re.compile(r"""(?m)^[ \t]*\[([^\[\]\n]{1,40})\]:[ \t]*(?:#|<>)[ \t]*"""
                               r"""(?:"([^"\n]{0,400})"|\(([^()\n]{0,400})\)|'([^'\n]{0,400})')[ \t]*$""")


def _comment_said(comment: re.Match) -> str:
    """What a markdown comment says, under its label (a label of punctuation, "//", is none)."""
    label, said = comment.group(1), "".join(filter(None, comment.group(2, 3, 4)))
    return f"{label}: {said}" if any(map(str.isalnum, label)) else said


def markup_as_labels(text: str) -> str:
    """``text`` with markup read as labels: ``<alternative>261</alternative>`` → ``alternative: 261``
    (attributes as :func:`.text.attributes_as_labels` reads them)."""
    return _ELEMENT_CLOSE.sub("\n", _ELEMENT_OPEN.sub(lambda m: f"\n{m.group(1)}: ", attributes_as_labels(text)))


# A JSON key and, when it is a string, its value: '"fallback": "(C)"', '"reasoning": "… (A) is out."'.
_JSON_MEMBER = re.compile(r'"([^"\n]{1,40})"[ \t]*:[ \t]*(?:"((?:[^"\\\n]|\\.){0,4000})")?')


# A JSON member that sets values aside: '"alternatives_considered": ["68"]', '"rejected": "(C)"' (a
# key that also calls them right or possible offers them: '"also_considered_correct": 19').
_JSON_SET_ASIDE = re.compile(
    r'"((?![^"\n]*(?:correct|right|valid|possib|accept|plausib|also|too|alternate\b|alternative"))[^"\n]{0,30}'
    r'(?:considered|rejected|ruled[_ ]out|eliminated|discarded|distractors?|excluded)[^"\n]{0,20})"[ \t]*:[ \t]*'
    r'(?:"(?:[^"\\\n]|\\.){0,400}"|\[[^\[\]]{0,400}\])', re.I)


# A member whose value is JSON's null, with the comma before it: ', "fallback": null' says nothing.
_JSON_NULL = re.compile(r',?[ \t]*"[^"\n]{1,40}"[ \t]*:[ \t]*null\b')
# A string alone on its line in a JSON array: its text, less the quote marks.
_JSON_ARRAY_STRING = re.compile(r'(?m)^([ \t]*)"((?:[^"\\\n]|\\.){0,4000})"(?=,?[ \t]*$)')


# A member whose value is an array of strings on one line: '"alternatives": ["D", "B"]'.
_JSON_INLINE_ARRAY = re.compile(r'("[^"\n]{1,40}"[ \t]*:[ \t]*)\[((?:[ \t]*"(?:[^"\\\n]|\\.){0,400}"[ \t]*,?){1,16})[ \t]*\]')
_JSON_STRING = re.compile(r'"((?:[^"\\\n]|\\.){0,400})"')


def json_as_labels(text: str) -> str:
    """``text`` with JSON members read as labelled lines: ``, "fallback": "(C)"}`` → ``fallback: (C)``.
    A string value is the reply's own prose, not a quotation (its words are read as cues); the
    values of a member that sets them aside ("alternatives_considered", "rejected") are not said."""
    if "considered" in text or "rejected" in text or "ruled" in text or "eliminated" in text or \
            "discarded" in text or "distractor" in text or "excluded" in text:
        text = _JSON_SET_ASIDE.sub(lambda m: f'"{m.group(1)}": ""', text)
    if "null" in text:
        text = _JSON_NULL.sub("", text)  # '"fallback": null' gives nothing
    if '",' in text or '"\n' in text:
        text = _JSON_ARRAY_STRING.sub(r"\1\2", text)  # an array's strings are prose too ("steps": ["…", "…"])
    if '["' in text or '[ "' in text:  # a member's inline array lists its values: '"also_correct": ["D"]' says "D"
        text = _JSON_INLINE_ARRAY.sub(lambda m: m.group(1) + '"' + ", ".join(_JSON_STRING.findall(m.group(2))) + '"', text)
    return _JSON_MEMBER.sub(lambda m: f"\n{m.group(1)}: {m.group(2) if m.group(2) is not None else ''}"
                            + ("\n" if m.group(2) is not None else ""), text)


# A conditional expression's other branch after the answer: ' if reading == "literal" else "'.
_OTHER_BRANCH = re.compile(r"""[ \t"'`*_]*if\b[^\n]{1,160}?\belse\b[ \t:]*["'`(\[]*""")


def arguments_as_labels(text: str) -> str:
    """``text`` with a call's keyword arguments that hand in an answer read as labelled lines, as a record's members
    are (:func:`json_as_labels`): ``alternatives=["F"],`` → ``alternatives: F`` (not ``total="1800"``, ``bob="Lola"``:
    a call's other arguments are its data)."""
    return _KEYWORD_ARGUMENT.sub(lambda m: f"\n{m.group(1)}: " + (m.group(2) if m.group(2) is not None else
                                                                 ", ".join(_ARGUMENT_STRING.findall(m.group(3)))) + "\n", text)


# A keyword argument that names an answer, with a string or a list of strings, ending at its comma, bracket or line end.
_KEYWORD_ARGUMENT = re.compile(r"""(?i)(?:^|(?<=[(,\n]))[ \t]*(?!\w*(?:not|wrong|dismiss|reject|consider|check|eliminat|"""
                               r"""discard|exclud|ruled|invalid))((?:final_?|other_?|second_?|backup_?|fallback_?|extra_?)?"""
                               r"""(?:answers?|alternat\w*|also\w*|backups?|fallbacks?|runner_?ups?|second\w*))"""
                               r"""[ \t]*=[ \t]*(?:["']((?:[^"'\\\n]|\\.){0,400})["']|"""
                               r"""[\[(]((?:[ \t]*["'][^"'\\\n]{0,100}["'][ \t]*,?){1,8})[\])])[ \t]*(?=[,)\n]|$)""")
_ARGUMENT_STRING = re.compile(r"""["']([^"'\\\n]{0,100})["']""")


# The rest of an answer's clause denying that very value as the answer: "… is not the answer", "… is wrong".
_DENIES_ITSELF = re.compile(
    r"(?i)[\s*_\"'`)\]]*(?:is|was|would\s+be)\s+(?:(?:not|n't|never)\s+(?:the\s+|an?\s+|my\s+)?"
    r"(?:(?:correct|right|final|true|real)\s+)?(?:answers?|correct|right|it)\b|(?:wrong|incorrect)\b)"
    # ... or called something else first: "60 is only an intermediate value, not the final answer"
    r"|(?i:[\s*_\"'`)\]]*(?:is|was)\s+[^,.;:\n]{1,60},[ \t]*not[ \t]+(?:the|a|my|our)[ \t]+"
    r"(?:(?:final|actual|real|correct|right)[ \t]+)?(?:answer|result)\b(?=[\s*_]*(?:[.;!)\n]|$)))")
_PLUS_MINUS = re.compile(r"[\s*_$(\[]*(?:±|∓|\+/-|\+-|\\pm\b|\\mp\b)")
# What continues a number into a larger quantity: a fraction ("11 ⅓", "250½", "18 1/2"), a smaller unit ("49 hours and 25
# minutes", "32 ft 6 in", "21 dollars and 40 cents"), the minutes of a time ("7:07", "30h45"), or a tolerance ("23 (+3/−0)").
_UNIT = (r"(?:hours?|hrs?|h|minutes?|mins?|seconds?|secs?|s|days?|weeks?|months?|years?|ft|feet|foot|in|inch(?:es)?|"
         r"yards?|yd|miles?|lbs?|pounds?|oz|ounces?|kg|kilograms?|g|grams?|m|meters?|metres?|cm|km|dollars?|euros?|"
         r"pesos?|cents?|pence|p|stunden?|minuten?|heures?|horas?|minutos?|cent|centimes?|céntimos?|centavos?)")
_CONTINUED = re.compile(r"(?i)[ \t]*[½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞]|,?[ \t]*à[ \t]+\d+(?:[.,]\d+)?[ \t]+près\b|[ \t]+\d{1,3}/\d{1,3}\b|[:h](?!00)\d{2}\b|"
                        # ... a decimal comma ("2,33 dolar", "Cevap: 2,33"), or two numbers run together: not the integer
                        r",(?!0{1,2}(?!\d))\d{1,2}(?![\d,])|"
                        # ... a digit still to fill ("50x (x is the units digit …)", "24□") or a remainder ("5 R 3")
                        r"(?-i:" + UNFILLED_DIGIT + r")|,?[ \t]*(?:R|rem\.?|remainder)[ \t]*(?!0\b)\d|"
                        rf"[ \t]*(?!in\b){_UNIT}\.?,?[ \t]+(?:(?:and|und|et|y|e)[ \t]+)?\d[\d.,]*[ \t]*{_UNIT}\b|"
                        r"[ \t]*\([ \t]*\+[ \t]*(\d+(?:\.\d+)?)[ \t]*/[ \t]*[-−–][ \t]*(\d+(?:\.\d+)?)[ \t]*\)|"
                        # ... or a base other than ten ("23₈", "14_{6}", "1011 (base 2)")
                        r"[₀-₉]|_\{?\d{1,2}\}?(?![\d.])|[ \t]*\((?:in[ \t]+)?base[ \t-]*\d{1,2}\)|"
                        # ... or an unknown it is combined with: "70 + x, where x is …", "20·k", "$\\boxed{50 + c}$", "83 + ε"
                        r"[ \t]*(?:[-+−±·⋅*×/]|\\cdot|\\times)[ \t]*(?:\\(?:varepsilon|epsilon|delta|theta|lambda)|[a-zεδθλ])"
                        r"(?![a-z(])(?=[ \t]*(?:[,.;:)}\]$]|$|\n|[ \t](?:where|with|for|if|and|is|denotes|stands|being|unknown)\b))")


# A word that multiplies the number before it ("90 dozen", "120 pairs of", "385k", "128\text{ dozen}"); it counts when the
# question does not use it.
_MULTIPLIER_AFTER = re.compile(r"(?i)[ \t]*(?:\\(?:text|mathrm)\{[ \t]*)?(dozens?|pairs?|scores?|gross|k)\b(?![-'])")


def multiplied(rest: str) -> bool:
    """The text after a number opens with a word that multiplies it and the question does not count in."""
    m = _MULTIPLIER_AFTER.match(rest)
    return m is not None and not _asks_in(m.group(1), QUESTION.get() or "")


# What a question asks to count: the words after "how many", "how much", "the number of".
_ASKED_COUNT = re.compile(r"(?i)\b(?:how\s+(?:many|much)|(?:the\s+)?(?:total\s+)?number\s+of)\s+((?:[\w'-]+[ \t]+){0,3}[\w'-]+)")


def _asks_in(unit: str, question: str) -> bool:
    """The question counts in ``unit`` ("How many dozen eggs …?", "how many pairs of socks"): a
    word of what it asks to count (else of its asking sentence) starts with the unit's stem, so
    "k" is not found in "pack", "pair" not in "repair", and "10 pairs of socks … how many socks"
    counts socks."""
    asked = asked_sentence(question)
    counted = _ASKED_COUNT.search(asked)
    stem = unit.casefold().rstrip("s")
    return re.search(rf"\b{re.escape(stem)}", counted.group(1) if counted else asked) is not None


def counts_in(noun: str, question: str) -> bool:
    """The question asks to count ``noun`` ("How many fruits do I have?" counts "fruits" and "fruit"; not "violins"
    when it asks "How many musical instruments …?")."""
    counted = _ASKED_COUNT.search(asked_sentence(question)) if question else None
    stem = noun.casefold().rstrip("s")
    return counted is not None and len(stem) > 1 and re.search(rf"\b{re.escape(stem)}", counted.group(1).casefold()) is not None


_ZERO_REMAINDER = re.compile(r"(?i),?[ \t]*(?:with[ \t]+)?(?:a[ \t]+)?(?:R|rem\.?|remainder)[ \t]*(?:of[ \t]+)?0\b")


def _continues_number(own_rest: str) -> bool:
    """The answer's own clause goes on with more of its number (:data:`_CONTINUED`); a tolerance of
    zero either way ("525 (+0/−0)") leaves it whole."""
    m = _CONTINUED.match(own_rest)
    return m is not None and not (m.group(1) is not None and float(m.group(1)) == float(m.group(2)) == 0)


# A number given without its sign: "26, modulo sign", "17 up to sign", "17 in absolute value"; "the sign is not settled".
_UP_TO_SIGN = re.compile(r"(?i)(?:(?:modulo|up\s+to|ignoring|apart\s+from|except\s+for)\s+(?:the\s+|its\s+)?sign\b|"
                         r"in\s+absolute\s+value\b|in\s+magnitude\b)")
_SIGN_UNSETTLED = re.compile(r"(?i)\bsign\b[^.!?\n]{0,30}?\b(?:not\s+(?:yet\s+)?(?:settled|sure|certain|clear|known|determined|"
                             r"fixed)|unsure|uncertain|unclear|unknown|undetermined|unsettled|open)\b")
# The rest of an answer's clause that is only a negative verdict on it: "C (incorrect)", "B — wrong."
# An answer's own clause that is nothing but an additive particle in brackets: the answer is one of several (a bare
# "too" may agree with what came before: "Safe guess: (B) too").
_ONLY_ADDED = re.compile(r"(?i)[\s*_$]*[(\[][ \t]*(?:also|too|as\s+well|not\s+only|in\s+addition|additionally)[ \t]*[)\]][\s*_$.!…]*")
_VERDICT_ONLY = re.compile(r"(?i)[\s,(\[—–-]*(?:wrong|incorrect|not\s+(?:correct|right)|mistaken|false|👎\S*|❌|✗|✘|⛔|🚫)"
                           r"[\s)\].!❌✗✘]*")
# Every option offered at once: "all of the above", "every option can be defended" (not "all the options
# are wrong", "not all of the above").
_EVERY_OPTION = re.compile(
    # ("all of the above" as the answer, or with an answer's predicate: not "All of the above feed into one result: 9")
    r"(?i)\b(?:all\s+of\s+the\s+above(?=[\s*_\"'`)\]]*(?:[.!?,;:)\n]|$|(?:are|is|apply|work|fit|hold|can|could|count)\b))|"
    r"all\s+(?:of\s+)?(?:the\s+|these\s+)?(?:options|choices|answers)\s+"
    r"(?:are|is|work|fit|hold|can|could|apply|count)|every\s+(?:single\s+)?(?:option|choice|answer)\s+(?:is|works|fits|holds|"
    r"can|could|applies|counts))\b(?![\s*_]+(?:be\s+|are\s+|is\s+)?(?:wrong|incorrect|false|invalid|ruled|eliminated|excluded|"
    r"rejected|dismissed|discarded|impossible|not\b|unlikely|implausible))")
_NOT_BEFORE = re.compile(r"(?i)\bnot[\s\"'“‘*_]*$")
_CONTRAST_AFTER = re.compile(r"(?i)^[^.;!?\n]{0,120}?\b(?:but|however|yet|until|except)\b")


def offers_every_option(text: str, start: int = 0, end: int | None = None) -> bool:
    """``text[start:end]`` offers every option at once (:data:`_EVERY_OPTION`), not as a first look that a
    contrast then narrows ("All the options are plausible at first, but only (B) survives")."""
    m = _EVERY_OPTION.search(text, start, len(text) if end is None else end)
    return m is not None and _CONTRAST_AFTER.match(text[m.end():]) is None and \
        _NOT_BEFORE.search(text, max(0, m.start() - 12), m.start()) is None  # ('not "all of the above"')


# An open range after the answer: "260 or more", "18 or so", "at least" read the other way ("18 and above").
_OPEN_RANGE = re.compile(r"(?i)[\s*_$]*(?:or|and)\s+(?:more|less|fewer|greater|higher|lower|above|below|over|under|"
                         r"so|thereabouts|up|upwards|beyond)\b(?![ \t]+[a-z])")


# A number given as approximate or as a bound, not as the answer: "~18", "≈ 18", "about 18", "at least 18",
# "over 18", "18ish", "18, give or take" — a range of values, like "18 or more".
_APPROXIMATE_BEFORE = re.compile(
    r"(?i)(?:[~≈∼≃≲≳≤≥⩽⩾]|(?<![\w\"'/-])[<>]=?|\\(?:approx|sim|leq?|geq?|lesssim|gtrsim)|\b(?:approx(?:imately|\.)?|about|around|roughly|"
    r"nearly|almost|circa|ca\.|close\s+to|at\s+(?:least|most)|(?:no\s+)?(?:more|less|fewer|greater)\s+than|"
    r"(?:a|the)\s+(?:minimum|maximum)\s+of|at\s+(?:a\s+)?(?:minimum|maximum)|(?:minimum|maximum)\s+(?:of\s+)?|"
    r"upwards\s+of|in\s+the\s+(?:region|neighbou?rhood|ballpark)\s+of|on\s+the\s+order\s+of|"
    # ... in the other languages read: "ungefähr", "environ", "aproximadamente", "примерно", "yaklaşık", "khoảng"
    r"ungef[äa]hr|etwa|rund|environ|à\s+peu\s+près|aproximadamente|alrededor\s+de|approssimativamente|circa|oko[łl]o|"
    r"примерно|около|приблизительно|yakla[şs][ıi]k|kho[ảa]ng|sekitar|kira-kira)|約|约|大约|대략|लगभग|करीब|तकरीबन)[\s*_$(\[{₹]*$")
_APPROXIMATE_AFTER = re.compile(r"(?i)[*_$]*(?:(?:\.{2,3}|…)?-?ish\b|[\s*_,(]*(?:give\s+or\s+take|approx(?:imately|\.)?|roughly|"
                                r"or\s+thereabouts)\b)")
# ... anywhere in the answer's own clause, past what it counts: "80 students at that grade level, give or take a handful".
_CLAUSE_END = re.compile(r"[;:!?]|\.(?!\d)")  # (a decimal point ends nothing)
# (appended after a comma or a dash, not negated, not "give or take nothing"; "more or less a distractor" qualifies another word)
_APPROXIMATE_CLAUSE = re.compile(r"(?i)(?:,|[ \t][—–-])[ \t]*(?:(?:give\s+or\s+take|plus\s+or\s+minus)(?![ \t]+(?:nothing|zero|none)\b)|"
                                 r"or\s+thereabouts|more\s+or\s+less(?=[ \t]*(?:[.,;:!?)]|$)))")
# An answer given only under a reading or for a while: "(B) in one reading", "B in the first case", "24 for now",
# "C (tentatively)".
_SCOPED = re.compile(r"(?i)[\s*_,;:(\[—–-]{0,8}(?:(?:in|on|under|by|for)\s+(?:the\s+)?(?:first|former|latter|second)\s+"
                     r"(?:case|reading|interpretation|scenario|sense|view|construal)|dans\s+le\s+premier\s+cas|en\s+el\s+primer\s+caso|"
                     r"im\s+ersten\s+fall|nel\s+primo\s+caso|no\s+primeiro\s+caso|"
                     r"(?:in|on|under|by)\s+(?:one|some|a|one\s+possible|a\s+certain)\s+"
                     r"(?:reading|interpretation|sense|view|construal)|for\s+now|for\s+the\s+time\s+being|tentatively|"
                     r"provisionally|as\s+a\s+placeholder|subject\s+to\s+(?:change|revision)|"
                     # ... or not yet checked: "18 (unverified)", "18 (to be confirmed)", "Answer: 18 — needs review"
                     r"un(?:verified|confirmed|checked)|to\s+be\s+(?:confirmed|verified|checked|determined)|pending(?:\s+(?:review|"
                     r"verification|confirmation))?|needs?\s+(?:review|checking|verification|confirmation)|not\s+(?:yet\s+)?"
                     r"(?:verified|checked|confirmed|final))\b")
# A box that asks: "\\boxed{?}", "\\boxed{\\text{or 22?}}".
_ASKED_BOX = re.compile(r"\\(?:boxed|fbox)[ \t]*\{[^{}\n]{0,40}\?|^[*_$]*\^\{?[ \t]*\?")
# A comparison or an open "+" right after a number: "24 ≤ x ≤ 25", "8 < x", "18+." (not "18 + 2").
_BOUND_AFTER = re.compile(r"[\s*_$]*(?:(?:[≤≥⩽⩾≲≳<>]|\\(?:geq?|leq?|lt|gt|lesssim|gtrsim)\b)=?[\s$]*[a-zA-Z](?![a-zA-Z])|\+(?![\s$]*[\w(\\]))")
# The other end of a range right after a number: "3-4 bolts", "3–4", "18 to 19", "18 through 20".
_RANGE_AFTER = re.compile(r"(?i)[*_]*(?:[-–—]|[ \t]+(?:to|through|thru)[ \t]+)[*_$]*\d")
# What a statement's own sentence says of it before its marker ("I don't think the answer is 3"):
# a belief denied or doubted, a supposition, a question still open, or someone else's word.
_DOUBTED = re.compile(
    r"(?i)\b(?:(?:do|does|did|would|could|will|should)(?:\s+not|n'?t)|never|can(?:not|'?t)|won'?t|"
    r"(?:'m|am|are|is)\s+not\s+going\s+to)\s+(?:\w+\s+){0,2}?"  # ("I'm not going to tell you the answer is 9, because it isn't")
    r"(?:think|believe|guess|suppose|say|tell|know|claim|agree|accept|expect)\b|"
    r"\b(?<!\bno\s)(?<!\bwithout\s)(?<!\bwithout\sa\s)(?<!\bbeyond\s)(?<!\bbeyond\sa\s)(?:doubt|disagree)\w*|"
    r"\b(?:not|n't)\s+(?:\w+\s+)?(?:sure|certain|convinced|confident)\b|\b(?:unsure|uncertain|no\s+idea|unlikely|improbable)\b")
# (the adverbs of a tentative statement; the verbs of a supposition are polarity.py's SUPPOSITION; Polish "może" before an
# infinitive other than "być" is "can": "W koncercie może wystąpić 11 grup")
_SUPPOSED = re.compile(r"(?i)\b(?:perhaps|maybe|possibly|conceivably|hypothetically|supposedly|tentative(?:ly)?|provisional(?:ly)?|"
                       # ... and in other languages, with their hearsay ("eventuell", "peut-être", "якобы", "podobno")
                       r"eventuel(?:l|lt)?|eventueel|éventuellement|eventualmente|vielleicht|angeblich|peut-être|paraît-il|"
                       r"quizás?|tal\s+vez|dizque|forse|talvez|może(?!\s+(?!być\b|wynosić\b|wynieść\b|mieć\b|oznaczać\b|okazać\b)\w+[ćc]\b)|podobno|možná|prý|возможно|якобы|kanski|kanske)\b|"
                       r"だそうです|らしい|听说|据说|래요")
# The statement that follows denied as a whole: "It is false that the answer is A", "It's not true that …".
_DENIED_THAT = re.compile(r"(?i)\b(?:it|this)(?:'s|\s+is|\s+was)\s+(?:false|untrue|not\s+(?:true|the\s+case|correct|right)|wrong|"
                          r"incorrect)\s+(?:to\s+(?:say|claim)\s+)?that(?:\s+(?:the|my|our|your))?(?:\s+(?:final|correct))?[\s*_]*$")
_OPEN_QUESTION = re.compile(r"(?i)\b(?:if|whether|unless)(?:\s+(?:the|my|our|your))?(?:\s+(?:final|correct))?[\s*_]*$")
_SOMEONE_ELSE = re.compile(
    r"(?i)(?<!\bi\s)(?<!\bwe\s)\b(?:says|claims|claimed|thinks|believes|suggests|suggested|insists|insisted|"
    r"reports|reported)\b|\baccording\s+to\s+(?!(?:my|our|the\s+(?:steps|calculation|working|work))\b)"
    # ... or is heard of: "Reportedly the answer is (D)", "allegedly", "supposedly", "rumour has it"
    r"|\b(?:" + HEARSAY + r"|rumou?redly|rumou?r\s+has\s+it)\b"
    # ... or would answer: "A naive solver would answer 18" (only the reply's own "I/we would answer" gives it)
    r"|\b(?!(?:i|we)\s)\w+\s+(?:would|might|could|will|may)\s+(?:(?:probably|likely|just|simply|quickly|instinctively)\s+)?"
    r"(?:answer|say|pick|choose|write|guess|conclude|put\s+down|go\s+with)\s*$")
# (what the lead says before its last contrast no longer holds: "Not sure at first, but the answer is 3")
# (and what a clause before a comma or "so" says is its own: "The problem states X, so the answer is Yes")
_LEAD_CONTRAST = re.compile(r"(?i)" + _CONTRAST_WORDS + r"|[;:,]")
#: How much of a statement's sentence before its marker is read.
LEAD_CHARS = 160


def argument_of(before: str) -> bool:
    """The value right after ``before`` is an argument or an index, not the answer: "f(15)", "T(-262)", "$a_{106}$"."""
    return _CALLED_WITH.search(before[-16:]) is not None


# (a one-letter function or sequence of mathematics; "Ok(55)", "Some(18)", "int(18)" wrap the answer itself)
_CALLED_WITH = re.compile(r"(?<![\w\\])[A-Za-z]'?(?:\(|_\{?)[ \t]*$")


def tentative(before: str) -> bool:
    """A word of supposition or hearsay stands right before the value in its clause ("The answer is
    maybe 18.", "Die Antwort ist eventuell (A)", "Ответ якобы (A)"): the value is supposed, not given."""
    clause = before[max(before.rfind("\n"), before.rfind(";"), before.rfind(". ")) + 1:][-TENTATIVE_REACH:]
    return _SUPPOSED.search(clause) is not None


#: How many characters before a value a word of supposition is looked for.
TENTATIVE_REACH = 40

# An answer of a stage the reply has moved past: "Before the correction, the answer was 18", "In my first pass the
# answer was 18", "Originally my answer was (B)" (an "initial weight" is a quantity, not a stage).
_SUPERSEDED_STAGE = gated(re.compile(r"(?i)\bbefore\s+(?:the|my|this|that)\s+(?:correction|fix|revision|recount|re-?check|update|edit)\b|"
                                     r"\b(?:in|on)\s+(?:the|my|our)\s+first\s+(?:pass|attempt|try|draft|go)\b|"
                                     r"\b(?:originally|initially|at\s+first|earlier)\b[\s,]*(?:the|my|our)\s+(?:\w+\s+)?answer\s+(?:was|had\s+been)\s*$"))


def statement_lead(lead: str) -> str:
    """What the words before a statement's marker, in its own sentence, do to it: :data:`WITHDRAWN`
    ("I don't think the answer is 3", "Let me check if the answer is C", "GPT-4 says the answer is
    B"), :data:`MULTIPLE` ("Perhaps the answer is C": supposed, the others left open) or :data:`OK`."""
    cut = scope_cut = 0
    for m in _LEAD_CONTRAST.finditer(lead):
        cut = m.end()
        scope_cut = m.end() if m.group(0) not in ",:" else scope_cut
    clause = lead[scope_cut:]  # (past its commas: "For that reduced version, the answer is", "Angenommen, die Antwort")
    if _scoped_elsewhere(clause) or _TO_BE_SHOWN.search(clause):
        return WITHDRAWN  # another problem's answer, or one still to be shown ("I need to verify that the answer is 18")
    if _SUPPOSING_LEAD.search(clause) or _PROVISIONAL_LEAD.search(clause):
        return MULTIPLE  # "Suppose the answer is 18.", "Candidate answer: 18": supposed or provisional, others left open
    lead = lead[cut:]
    if _DOUBTED.search(lead) or _OPEN_QUESTION.search(lead) or _SOMEONE_ELSE.search(lead) or _DENIED_THAT.search(lead) \
            or _SUPERSEDED_STAGE.search(clause):
        return WITHDRAWN
    return MULTIPLE if _SUPPOSED.search(lead) or _MAGNITUDE.search(lead) else OK


# The problem a statement is given for, when it names one: "For that reduced version, the answer is valid", "With that
# (false) assumption the answer would be (D)", "Answer to the modified problem (not the one asked):".
_SCOPE = re.compile(r"(?i)\b(?:to|for|in|with|under|of)\s+(?P<det>the|this|that|these|those|your|our|its|my|a|an)\s+"
                    r"(?P<qualifiers>(?:(?!(?:of|the|to|in|for|with|on|at|from|by)\s)[^\s,.;:]+\s+){0,3}?)"
                    r"(?:question|problem|puzzle|task|exercise|version|instance|example|scenario|variant|setup|assumption)s?\b")
# Only the question asked may be that problem: every word qualifying it must say so ("the full question", "this
# problem as stated", "the given word problem"); any other ("reduced", "modified", "simpler", "(false)") names another.
_THE_QUESTION_ITSELF = frozenset(
    "full actual whole entire real given stated original present current above main same asked posed complete exact "
    "specific particular following last this multiple-choice word math logic arithmetic reasoning counting".split())
_NOT_THE_ONE_ASKED = re.compile(r"(?i)\bnot\s+the\s+(?:one|question|problem)\s+(?:asked|posed|given|stated)\b")


def _scoped_elsewhere(lead: str) -> bool:
    """The statement's lead scopes it to a problem other than the question asked (:data:`_SCOPE`)."""
    if _NOT_THE_ONE_ASKED.search(lead):
        return True
    for m in _SCOPE.finditer(lead):
        qualifiers = [w.strip("()*_\"'`").casefold() for w in m["qualifiers"].split()]
        if m["det"].casefold() in ("a", "an") or any(w and w not in _THE_QUESTION_ITSELF for w in qualifiers):
            return True
    return False


# A record's status field beside its answer, saying it is not handed in: '"final": false', "submit = false".
_NOT_SUBMITTED = re.compile(r"""(?i)(?:^|[{,\s])["']?(?:submit(?:ted)?|final|is_final|committed|confirmed|locked)["']?[ \t]*"""
                            r"""[:=][ \t]*["']?(false|no|null|none)\b""")
#: How far after the answer's clause a record's status field is looked for.
STATUS_REACH = 200
# A value given as a difference from another quantity: "28 higher than the figure in the first sentence", "1,450,000
# above the starting amount" (not "5 more apples than Tom", where the question asks how many more).
_RELATIVE_AFTER = re.compile(r"(?i)[\s*_$]*(?:more|less|fewer|higher|lower|greater|larger|smaller|above|below|over|under)\s+"
                             r"(?:than\s+)?(?:the|what|its|that)\s+(?:\w+\s+){0,2}?(?:figure|amount|number|value|total|count|"
                             r"quantity|starting|original|initial)\b")
# A supposition right before the statement's marker: "Suppose the answer is 18.", "Let's assume the answer is (B)" (a
# hypothesis to test, not the answer; "Assuming the rate is constant, the answer is 18" supposes a premise instead).
_SUPPOSING_LEAD = re.compile(r"(?i)(?:\b(?:" + SUPPOSITION + r")(?:\s+that)?(?:\s+(?:the|my|our|your))?(?:\s+(?:final|correct))?|"
                             # ... in other languages: "Angenommen, die Antwort ist 18", "Supongamos que la respuesta es 18"
                             r"\b(?:angenommen|nehmen\s+wir\s+an|supongamos|suponiendo|supposons|admettons|supponiamo|supponendo|"
                             r"suponhamos|supondo|załóżmy|предположим|допустим)[\s,]*(?:(?:dass|que|che|że|что)\s+)?(?:die|la|le|il|a|o)?|"
                             r"假设|假設|仮に)[\s*_{}]*$")
# An answer labelled as provisional (:data:`PROVISIONAL`).
_PROVISIONAL_LEAD = re.compile(r"(?i)\b(?:" + PROVISIONAL + r")(?:[\s*_:-]+(?:the|my|our))?[\s*_:-]*$")
# A value still to be shown: "I need to verify that the answer is 18", "We want to show that the answer is 18".
_TO_BE_SHOWN = re.compile(r"(?i)\b(?:need|needs|want|wants|have|has|going|try|trying|aim|goal|let\s+me|let's|must|should)\b"
                          r"[^.\n]{0,15}?\b(?:verify|show|prove|check|confirm|demonstrate)(?:\s+that)?(?:\s+(?:the|my|our))?\s*$")
# A statement of a value's size alone: "The magnitude of the result is 17", "Its absolute value is 17" (17 or -17).
_MAGNITUDE = re.compile(r"(?i)\b(?:magnitude|absolute\s+value)\s+of\b|\b(?:its|the)\s+(?:magnitude|absolute\s+value)\s*$")


#: How far before a number its qualifier is looked for.
APPROXIMATE_REACH = 48


def spelled_otherwise(text: str, at: int, value) -> bool:
    """The answer's digits at ``at`` stand alone in brackets ("(31)", "($220)") right after a number in words and a few
    words of its noun, the only number of its clause, and the words say another number: "thirty-three lollipops (31)",
    "two hundred dollars ($220)" give two values ("thirty-one (31)" gives one; "two dozen (24)", "one hour and ten
    minutes (70 minutes)", "four cans with three tomatoes each (12)" are the working said in words)."""
    if not isinstance(value, Number) or not text[:at].rstrip(" \t$€£").endswith("(") or \
            _DIGITS_CLOSE.match(text, at) is None:
        return False
    tail = text[max(0, at - SPELLED_REACH):at]
    clause = tail[max(tail.rfind(mark) for mark in ".;:!?\n") + 1:]
    spelled = list(iter_word_values(clause))
    if len(spelled) != 1 or _DIGIT.search(clause) is not None or _COUNTED_BEFORE.search(clause, 0, spelled[0][0]):
        return False  # ("half of the ten changes (5)", "In three years (21)": the words count something else)
    noun = _BRACKET_AFTER_WORDS.fullmatch(clause, spelled[0][1])
    if noun is None or _COUNTED_IN.search(noun.group(0)) is not None:
        return False
    if any(sign in noun.group(0) + text[at:at + 1] for sign in "$€£") and not _MONEY_NOUN.fullmatch(noun.group(0)):
        return False  # ("forty hours ($480)": the bracket's money is not the hours counted)
    return spelled[0][2] != value


def restated_otherwise(text: str, at: int, said: str, value) -> bool:
    """The answer's number ``said`` at ``at`` is said again right after it, alone in brackets, as another number: in
    words, in digits or in powers of ten, with no unit or with the answer's own ("$350 (three hundred fifty-five
    dollars)", "260 sheep (2.6 × 10³)", "67 km (6.7 × 10² km)" give two values; "$350 (three hundred fifty
    dollars)" gives one, "120 minutes (2 hours)" and "$17,500 (17.5 thousand dollars)" convert, "$3,000 (30 × 100)"
    works it out and "3160 (≈ 3.2 × 10³)" rounds, naming no other value)."""
    if not isinstance(value, Number):
        return False
    end = at + len(said)
    bracket = _RESTATED.match(text, end)
    if bracket is None:
        return False
    said_unit, unit = _unit_of(text[max(0, at - 2):at] + said + bracket["before"]), _unit_of(bracket["unit"] or "")
    if unit and unit != said_unit or _SCALE_WORD.search(bracket["unit"] or ""):
        return False  # a conversion ("120 minutes (2 hours)", "$17,500 (17.5 thousand dollars)") or what the number
        # counts ("18 (3 boxes)")
    words, digits, mantissa = bracket["words"], bracket["digits"], bracket["mantissa"]
    if words:
        again = word_value(words)
    elif digits:
        again = parse_number(digits)
    else:
        power = (bracket["power"] or bracket["raised"]).translate(POWER_DIGITS)
        again = None if not power.lstrip("-").isdigit() or abs(int(power)) > 12 else \
            parse_number(mantissa) * Fraction(10) ** int(power) if parse_number(mantissa) is not None else None
    return again is not None and again != value


# What may follow the answer's number before a bracket that says it again: its unit ("km", "cubic inches"), its
# emphasis closing; then the bracket: an "=" or "i.e.", one number (in words, in digits, or as a power of ten) and its
# unit, alone.
_RESTATED = re.compile(
    r"(?P<before>[*_]*(?:[ \t]+[A-Za-z]{1,12}){0,2})[ \t*_]*\([ \t]*(?:=|i\.e\.,?|that\s+is,?)?[ \t]*"
    r"(?:(?P<words>(?i:(?:zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|"
    r"sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|million)"
    r"(?:(?:[ \t]+and[ \t]+|[ \t-]+)(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|"
    r"fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|"
    r"million)){0,6}))|"
    r"(?P<mantissa>\d{1,3}(?:\.\d{1,6})?)[ \t]*[×x*·][ \t]*10[ \t]*(?:\^[ \t]*\{?(?P<power>[-−]?\d{1,2})\}?|"
    r"(?P<raised>[⁻]?[⁰¹²³⁴⁵⁶⁷⁸⁹]{1,2}))|"
    r"[$€£]?[ \t]*(?P<digits>\d[\d,]*(?:\.\d+)?))"
    r"(?P<unit>(?:[ \t]+[A-Za-z]{1,12}){0,2})[ \t]*\)")
_SCALE_WORD = re.compile(r"(?i)\b(?:hundreds?|thousands?|millions?|billions?|k|dozens?|grand)\b")
_CURRENCY_WORDS = frozenset({"dollar", "dollars", "buck", "bucks", "usd", "$", "euro", "euros", "€", "pound", "pounds", "£"})


def _unit_of(words: str) -> str:
    """The unit a number is said in: a currency sign or word as "$", else its last word, singular, lower-cased."""
    if any(sign in words for sign in "$€£"):
        return "$"
    found = re.findall(r"[A-Za-z]+", words.casefold())
    if not found:
        return ""
    last = found[-1]
    return "$" if last in _CURRENCY_WORDS else last[:-1] if last.endswith("s") and len(last) > 3 else last


#: How far before a bracketed answer its number in words is looked for.
SPELLED_REACH = 80
# A noun of up to five words after a number in words ("people on the train"), then an opening bracket (and a currency
# sign) before the digits; the digits alone in their bracket.
_BRACKET_AFTER_WORDS = re.compile(r"(?:[ \t]+[A-Za-z]+){0,5}[ \t]*\([ \t]*[$€£]?[ \t]*")
_DIGITS_CLOSE = re.compile(r"[$€£]?[ \t]*[\d.,]+[ \t]*\)")
_DIGIT = re.compile(r"\d")
# Words that make the number in words a count of groups, a rate or a span, not the quantity: "two dozen", "six miles
# per hour", "three grand".
_COUNTING = r"half|twice|double|triple|times|in|of|over|for|after|within|by|at|on|per|each|every"
_COUNTED_IN = re.compile(r"(?i)\b(?:dozens?|score|pairs?|grand|k|a|an|plus|minus|and|with|" + _COUNTING + r")\b")
# ... or right before it: "half of the ten", "in three years", "for five days".
_COUNTED_BEFORE = re.compile(r"(?i)\b(?:" + _COUNTING + r")(?:[ \t]+(?:the|a|an|these|those|its|their))?[ \t]*$")
# A noun of money before a bracketed amount: "forty dollars ($40)".
_MONEY_NOUN = re.compile(r"(?i)(?:[ \t]+(?:dollars?|bucks|euros?|pounds?|cents?))?[ \t]*\([ \t]*[$€£]?[ \t]*")


def approximate(text: str, at: int, number: bool = True) -> bool:
    """The value at ``at`` in ``text`` is qualified as approximate or as a bound: a number ("about 18",
    "≥ 18"), or any answer by a sign or an adverb of approximation ("≈ (A)", "~True", "roughly B")."""
    pattern = _APPROXIMATE_BEFORE if number else _APPROXIMATE_SIGN
    return pattern.search(text, max(0, at - APPROXIMATE_REACH), at) is not None or \
        number and _BETWEEN_BEFORE.search(text, max(0, at - 16), at) is not None and _RANGE_FROM.match(text, at) is not None


# One end of a range the value opens: "between 14 and 18 degrees lower" (not "split between 2 siblings").
_BETWEEN_BEFORE = re.compile(r"(?i)\bbetween[\s*_$(\[{]*$")
_RANGE_FROM = re.compile(r"(?i)[$€£]?\d[\d.,]*[ \t]*(?:[A-Za-z%]+[ \t]+)?(?:and|to|[-–])[ \t]*[$€£]?\d")


_APPROXIMATE_SIGN = re.compile(r"(?i)(?:(?<!~)~(?!~)|[≈∼≃]|\\(?:approx|sim)\b|\b(?:approx(?:imately|\.)?|roughly|nearly))"
                               r"[\s*_$(\[{]*$")


def differs(found, value) -> bool:
    """The default rival test: a value found is another answer when it differs from the answer."""
    return found != value


# A list under a label that rules its items out (YAML "ruled_out:⏎  - (J)", "Rejected:⏎- 19").
_RULED_OUT_LIST = re.compile(r"(?im)^[ \t*_]*(?:[a-z]+[ \t]+){0,2}" + RULED_OUT_LABEL +  # ("Options rejected along the way:")
                             r"(?:[ \t]+[a-z]+){0,3}[ \t*_]*:[ \t*_]*\n((?:[ \t]*[-*•][ \t]+[^\n]*(?:\n|$)){1,16})")
_LIST_ITEM = re.compile(r"(?m)^[ \t]*[-*•][ \t]+")


def _ruled_out_items(m: re.Match) -> str:
    # (each item said as "Not …": its own predicate cannot turn the label's ruling round, as in "would only hold under
    # assumptions the question doesn't make" — nor can its own negation, said as the ruling again: "(B) isn't warranted"
    # is "Not (B) is warranted", not "not not"; an item that adds its option to the answer says so: "(C) — also correct")
    items = _LIST_ITEM.split(m.group(0)[m.group(0).find("\n") + 1:])
    return "".join(item if i == 0 or (ONE_MORE.search(item) and _ITEM_ADDS.search(item) and not _ITEM_TURNS.search(item))
                   else "Not " + _ITEM_NEGATOR.sub("", item) for i, item in enumerate(items))


# An item's own negator, dropped where the label it stands under already rules it out.
_ITEM_NEGATOR = re.compile(r"(?i)\b(?:not|never|no\s+longer)\b[ \t]*|n't\b|\bcannot\b")
# An item's words that give its option an answer's standing beside the answer ("also correct", "an answer too").
_ITEM_ADDS = re.compile(r"(?i)\b(?:correct|right|acceptable|defensible|answers?)\b")
_ITEM_TURNS = re.compile(r"(?i)\b(?:but|however|though|yet|only)\b")  # ("also a valid therapy, but it deals with …")


# A check reported in the speaker's words: "I re-ran the check", "I double-checked".
_CHECK_REPORT = re.compile(r"(?i)\bi\s+(?:also\s+)?(?:re-?ran|re-?checked|double-?checked|checked|verified|confirmed|"
                           r"re-?did|re-?computed)\b")


def _checked_again(remark: str, sentence: str, value, offers) -> bool:
    """The remark reports a check, and its sentence names no value but the answer ("**Answer: True**
    (I re-ran the check as a backup and got True again.)"; not "(I re-checked and got 19 this time)")."""
    if offers is None or not _CHECK_REPORT.search(remark):
        return False
    return {found for found, _ in offers(sentence, concluding=False)} <= {value}


# What labels a number said again in other symbols: "spelled out: T-H-I-R-T-Y O-N-E", "in Roman numerals: CCL".
_GLOSS_LABEL = re.compile(r"(?i)[\s—–-]*(?:spel(?:led|t)\s+out|in\s+words|written\s+out|in\s+roman(?:\s+numerals?)?|roman(?:\s+numerals?)?)"
                          r"[\s:=]*")
_GLOSS_ENDS = " \t,;:([.)]（）*_"  # (what is stripped around a gloss: "18 (eighteen)", "250**（二百五十）")
_SPELLED_LETTER = re.compile(r"\b([A-Za-z])-(?=[A-Za-z]\b)")


def _said_again(gloss: str, value, value_at) -> bool:
    """The gloss after the answer is the same value again, whole: "18 (eighteen)", "250 (CCL)",
    "250（二百五十）", "31 — spelled out: T-H-I-R-T-Y O-N-E"."""
    said = gloss[label.end():] if (label := _GLOSS_LABEL.match(gloss)) else gloss
    if "-" in said:
        said = _SPELLED_LETTER.sub(r"\1", said)  # "T-H-I-R-T-Y" is "THIRTY"
    if isinstance(value, Number) and said:
        other = roman_value(said) if said.isupper() and said.isalpha() and said.isascii() else \
            cjk_value(said) if not said.isascii() else None
        if other is not None:
            return other == value
    found = value_at(said.lower() if said.isupper() else said) if said else None
    return found is not None and found == (value, len(said))


def _said_again_plainly(gloss: str, value, value_at) -> bool:
    """The gloss says the same value again and then only plain words: "Yes (sí, sin duda)", "Yes — sí.",
    "No — 不是。"."""
    gloss = gloss.lstrip(" \t—–-")
    found = value_at(gloss)
    if found is None or found[0] != value:
        return False
    words = _WORD.findall(gloss[found[1]:].casefold())
    return all(word in _PLAIN_WORDS for word in words)


def _only_eliminates(text: str, value, offers, rival) -> bool:
    """The text names other values, and only to rule them out."""
    named = offers(text, strict=True) if offers is not None and text.strip() else []
    return bool(named) and all(polarity is Polarity.NEGATED and rival(found, value) for found, polarity in named)


#: A sentence that only keeps a value possible: "Nothing here rules out (C)", "(C) remains a live possibility", "I can't
#: exclude 5", "'No' is not ruled out" (not "Only (C) remains possible", which concludes by elimination).
ONLY_POSSIBLE = gated(re.compile(r"(?i)^(?!.*\bonly\b).*(?:\bnothing\s+(?:here\s+|above\s+|in\s+\w+\s+)?rules?\s+out|"
                                 r"\b(?:can'?t|cannot|couldn'?t|could\s+not)\s+(?:rule\s+out|exclude)|\bnot\s+(?:be\s+)?(?:ruled\s+out|excluded)|"
                                 r"\bremains?\s+(?:a\s+)?(?:live\s+|real\s+|distinct\s+|genuine\s+)?possib\w*|"
                                 r"\bis\s+(?:still\s+)?(?:a\s+(?:live\s+|real\s+)?)?possib(?:le|ility)(?=[\s*_]*(?:[.!;,)]|$)))"))
# A ruling-out that only doubts: "19 would also work, though 19 is unlikely" leaves 19 offered beside the answer.
_ONLY_DOUBTED = re.compile(r"(?i)\b(?:unlikely|less\s+likely|improbable|doubtful|implausible|probably\s+not)\b")
# A running header or footer of an exported or printed document: a line that numbers its page ("Page 2 of 2",
# "Seite 1/3", "Página 2 de 2").
_PAGE_NUMBER = r"\b(?:page|seite|página|pagina)[ \t]+\d{1,4}[ \t]*(?:of|/|von|de|di|sur)[ \t]*\d{1,4}\b"
_PAGE_FURNITURE = re.compile(r"(?im)^[^\n]{0,200}?" + _PAGE_NUMBER + r"[^\n]*$")
_PAGE_MARK = re.compile(r"(?i)" + _PAGE_NUMBER + r"|\b\d{4}-\d\d-\d\d\b")


def _without_page_marks(line: re.Match) -> str:
    """A line that numbers its page, less its page number and date (what else it says is still said: "Alternative:
    16 — see page 2 of 2")."""
    return _PAGE_MARK.sub(" ", line.group(0))
# A reference list's entry after the answer: a citation number, then a source with a year, a URL or a domain.
_REFERENCE_LINE = re.compile(r"(?m)^[ \t*_-]*\[\d{1,3}\][ \t]+[^\n]{0,300}?(?:\(\d{4}\)|\b(?:1[5-9]|20)\d{2}\b|https?://|"
                             r"\b[\w-]+\.(?:org|com|edu|gov|int|net)\b)[^\n]*$")


# What a later mention of the same value in the same sentence can refute: "If not (C), it would have to be (B),
# but (B) contradicts the question", "(alt: 150 is Walter → 150 ✗)".
_REFUTABLE = (Polarity.HYPOTHETICAL, Polarity.AFFIRMED)


# The answer's unit, a separator, and another number in the same unit: "25 apples / 145 apples", "$25 total; $145 total".
# (after a comma, a semicolon, a bar or a dot the second quantity stands alone: "45 pictures, 72 pictures in total" and
# "27 dollars · 13 dollars on shoes" are breakdowns)
_SAME_UNIT_PAIR = re.compile(r"(?i)[ \t*_]*([^\W\d_][\w'’-]{0,20}(?:[ \t]+[^\W\d_][\w'’-]{0,20}){0,2})[ \t*_]*"
                             r"(?:(?:/|\bor\b|\bvs\.?)[ \t*_]*([$€£]?[ \t]*\d[\d,]{0,20}(?:\.\d{1,20})?)[ \t*_]+\1(?![\w'’-])|"
                             r"[;,|&·][ \t*_]*([$€£]?[ \t]*\d[\d,]{0,20}(?:\.\d{1,20})?)[ \t*_]+\1[ \t*_]*[.!]?[ \t*_]*(?:\n|$))")


# A second number joined to the answer, with one unit after it that ends the clause: "20 and 18 hours" (not "100, and 85
# left", "20 and 18 hours remain").
_AND_ONE_MORE = re.compile(r"(?i)[ \t*_]*(?:and|&|plus)[ \t*_]+([$€£]?[ \t]*\d[\d,]{0,20}(?:\.\d{1,20})?)(?![\d/.,]*\d)"
                           r"[ \t*_]+[^\W\d_][\w'’-]{0,20}[ \t*_]*[.!]?[ \t*_]*$")
# Where a second value may open in the answer's own clause: after a comma, semicolon, slash, bracket or dash.
_SECOND_VALUE_AT = re.compile(r"(?:[,;/(\[]|[ \t][—–][ \t])[ \t*_]*(?=[$€£]?[ \t]*\d)")
# The words of a unit right after a value (two at most), then a reading or record the value is given for, ending its
# clause: "as intended", "as printed", "off the record", "officially", "in practice", "technically".
_READING_SCOPE = re.compile(r"(?i)((?:[ \t]+[^\W\d_][\w'’-]{0,20}){0,2}?)[ \t*_]*(?:as\s+(?:printed|written|stated|worded|"
                            r"posed|intended|meant)|(?:on|off)\s+the\s+record|(?:un)?officially|technically|literally|strictly|"
                            r"realistically|in\s+(?:theory|practice|reality|principle|spirit)|on\s+paper)\b"
                            r"[ \t*_]*(?=[)\].,;:!?]|$|\n)")
# The answer's own unit: a word right after it, unless that word opens a reading's scope.
_UNIT_AFTER = re.compile(r"[ \t]+([^\W\d_][\w'’-]{0,20})")
_SCOPE_OPENS = re.compile(r"(?i)[ \t]*(?:as|on|off|in|un)?officially\b|[ \t]*(?:as|on|off|in|technically|literally|"
                          r"strictly|realistically)\b")
#: How far into the answer's own clause a second value is looked for.
SECOND_VALUE_REACH = 160


def _scoped_second(own_rest: str, value, value_at, rival) -> bool:
    """The answer's own clause gives a second value, in the answer's own unit, for a reading or record of its own
    ("24, 18 off the record", "$11 as printed ($25.40 as intended)", "24 flamingos as printed, 18 flamingos as
    intended"): two answers, one per reading. A part of a breakdown in another unit ("(9 eggs in practice, …)") or one
    whose scope goes on ("5 hours strictly moving") is working."""
    if not own_rest.strip():
        return False
    unit = _UNIT_AFTER.match(own_rest)
    own_unit = unit.group(1).casefold() if unit is not None and _SCOPE_OPENS.match(own_rest) is None else ""
    for opening in _SECOND_VALUE_AT.finditer(own_rest, 0, SECOND_VALUE_REACH):
        found = value_at(own_rest[opening.end():])
        if found is None or not rival(found[0], value):
            continue
        scope = _READING_SCOPE.match(own_rest, opening.end() + found[1])
        if scope is not None and scope.group(1).strip().casefold() == own_unit:
            return True
    return False


def settle(value, after: str, offers: Callable[[str], list[tuple[object, Polarity]]] | None,
           prefilter: Callable[[str], bool] | None = None, own_rest: str = "",
           quiet: Callable[[str], str] | None = None,
           rival: Callable[[object, object], bool] | None = None,
           value_at: Callable[[str], "tuple[object, int] | None"] | None = None) -> str:
    """What the decisive span does to its answer: :data:`OK`, :data:`MULTIPLE` or :data:`WITHDRAWN`.

    ``own_rest``: the rest of the answer's own clause ("B, C works too" gives ", C works too");
    ``after``: the text after the answer's sentence. ``offers(sentence)`` lists the valid answers a
    sentence names with their polarity; ``prefilter(text)`` is a cheap test that ``text`` could
    name any answer at all; ``quiet(text)`` drops what only quotes the question (an echoed option list);
    ``rival(found, value)`` says whether a value found is another answer (default: it differs);
    ``value_at(text)`` reads the value a text opens with, for lines that give one under a label.
    """
    if rival is None:
        rival = differs
    handed_in = after  # (as written: what an agent's action hands in is read before any markup is)
    if '":' in own_rest and _JSON_SET_ASIDE.search(own_rest):
        own_rest = _JSON_SET_ASIDE.sub("", own_rest)  # '{"answer": 18, "rejected": [16]}': a member that sets values aside
    if '":' in own_rest and "null" in own_rest:
        own_rest = _JSON_NULL.sub("", own_rest)  # '{"answer": 18, "notes": null}': a member that says nothing
    if "=" in own_rest and '"' in own_rest and "\n" in own_rest:
        own_rest = arguments_as_labels(own_rest)  # 'choice="B",⏎  alternatives=["F"],': the call's other arguments
    said_next = first_sentence(after)  # (the sentence after the answer's: read with its own clause by several rules)
    own_text = getattr(getattr(offers, "__self__", None), "own_text", None)  # (an option's own text, for a choice reader)
    if offers_every_option(own_rest) or offers_every_option(said_next):
        return MULTIPLE  # "(D) — though honestly every option can be defended, so: all of the above"
    # (the answer's sentence: its own clause, and the rest of its sentence where an explanation's "for"/"after" cut it)
    own_sentence = own_rest if _ENDS_SENTENCE.search(own_rest) else own_rest + " " + said_next
    if value_at is not None and ";" in own_sentence and _scoped_siblings(own_sentence, value, value_at, offers,
                                                                         rival or differs, own_text):
        return MULTIPLE  # "C for American readers; D for British readers": one answer per audience, neither the reply's
    if _PLUS_MINUS.match(own_rest) or _OPEN_RANGE.match(own_rest) or \
            isinstance(value, Number) and (_APPROXIMATE_AFTER.match(own_rest) or _RANGE_AFTER.match(own_rest)
                                           or _APPROXIMATE_CLAUSE.search(_CLAUSE_END.split(own_sentence, 1)[0])):
        return MULTIPLE  # "18 ± 2", "18 (±1)", "260 or more", "18ish", "3-4 bolts", "18 to 19" name a range (as does "80
        # students at that grade level, give or take a handful")
    if isinstance(value, Number) and _ZERO_REMAINDER.match(own_rest):
        own_rest = own_rest[_ZERO_REMAINDER.match(own_rest).end():]  # "14 remainder 0", "68 R 0": the quotient is exact
    if isinstance(value, Number) and multiplied(own_rest):
        return MULTIPLE  # "90 dozen seeds", "15 pairs of socks": a multiple of what the question asks to count
    if isinstance(value, Number) and _continues_number(own_rest):
        return MULTIPLE  # "49 hours and 25 minutes", "11 ⅓", "7:07", "30h45", "23 (+3/−0)": the value is not the number read
    if isinstance(value, Number) and value > 0 and (_UP_TO_SIGN.search(own_rest + " " + said_next)
                                                    or _SIGN_UNSETTLED.search(own_rest + " " + said_next)):
        return MULTIPLE  # "26, modulo sign", "17. … but the sign is not settled": 26 or -26 (a sign given is settled)
    if isinstance(value, str) and len(value) == 1 and _spells_another(own_rest + " " + said_next, value):
        return MULTIPLE  # "(D) (read over the radio as "Charlie")": the letter spelled names another option
    if not after.strip() and _DANGLING_JOIN.fullmatch(own_rest):
        return MULTIPLE  # "Answer: both (D) and", "La respuesta es o bien 107 o bien": a second offer cut off
    if _VICE_VERSA.search(own_rest) and offers is not None and any(
            rival(found, value) for found, _ in offers(own_rest, concluding=False)):
        return MULTIPLE  # "The answer is 10 rather than 20, and vice versa.": the preference turned both ways
    if _ONLY_ADDED.fullmatch(own_rest):
        return MULTIPLE  # "\\boxed{(B)} (also)", "\\boxed{C} (not only)": given beside another, not alone
    if _ONLY_IF.match(own_rest):
        return WITHDRAWN  # "The answer is 18 only if we ignore the ducks.": given under a condition, committed to nowhere
    if value_at is not None and "else" in (clause := own_rest if own_rest.strip() else after[:200]) and \
            (branch := _OTHER_BRANCH.match(clause)) is not None and \
            (other := value_at(clause[branch.end():])) is not None and rival(other[0], value):
        return MULTIPLE  # 'answer = "invalid" if reading == "literal" else "valid"': one value per branch
    if any(str(value).casefold() != status[1].casefold()  # ("Answer: No⏎Confirmed: No." says the answer again)
           for status in _NOT_SUBMITTED.finditer(own_rest + "\n" + after[:STATUS_REACH])):
        return WITHDRAWN  # '{"answer": 18, "final": false}', 'answer = "A"⏎submit = false': a record that is not handed in
    if isinstance(value, Number) and _RELATIVE_AFTER.match(own_rest):
        return WITHDRAWN  # "28 higher than the figure in the first sentence": a difference from a quantity left unstated
    if _SCOPED.match(own_rest) or not own_rest.strip() and _SCOPED.match(after) and not after.lstrip()[:1].isupper():
        # (an explanation's "for" may have cut the clause: "63 for now" is scoped all the same)
        return MULTIPLE  # "(B) in one reading", "24 for now", "C, tentatively": given for a reading or a while
    if _ASKED_BOX.search(own_rest, 0, 200):
        return MULTIPLE  # "\\boxed{18}\\boxed{?}": the answer boxed, then asked about
    if isinstance(value, Number) and _BOUND_AFTER.match(own_rest):
        return MULTIPLE  # "24 ≤ x ≤ 25", "8 < x < 99", "18+": the answer is one end of a range
    if weighted(own_rest) or _ONLY_BELIEF.fullmatch(own_rest) or _doubtful(own_rest + after[:80]) or _doubtful(after[:80]) \
            or splits_belief(own_rest) or _shares_out(own_rest, value):
        return MULTIPLE  # "260: 49%", "B (70%)", "True (probably)": a share of belief, the rest left to other answers
    if isinstance(value, Number) and value_at is not None and (pair := _SAME_UNIT_PAIR.match(own_rest)) is not None and \
            (pair.group(2) or not after[:1].strip()) and \
            (other := value_at(own_rest[pair.start(2) if pair.group(2) else pair.start(3):])) is not None and \
            rival(other[0], value):  # (alone after a comma: nothing said after it, on its line — "…, 40 points before …")
        return MULTIPLE  # "25 apples / 145 apples", "25 cm; 145 cm": a second quantity of the same thing beside it
    if isinstance(value, Number) and value_at is not None and (pair := _AND_ONE_MORE.match(own_sentence)) is not None and \
            (other := value_at(own_sentence[pair.start(1):])) is not None and rival(other[0], value):
        return MULTIPLE  # "The answer is 20 and 18 hours.", "answers: 20 & 18 hours": a second value joined to it, with the
        # unit both share
    if isinstance(value, Number) and value_at is not None and _scoped_second(own_sentence, value, value_at, rival):
        return MULTIPLE  # "24, 18 off the record", "$11 as printed ($25.40 as intended)": a second value for another reading
    if value_at is not None and _offers_otherwise(own_rest, value, value_at, rival, said_next):
        return MULTIPLE  # "18 (or one more)", "18 or twice that", "18 or 18+1": an "or" that does not restate it
    converted, converted_end = conversion(own_rest + after[:80], value) if isinstance(value, Number) else (None, 0)
    if converted is False:
        return MULTIPLE  # "1 hour (= 90 minutes)", "3 weeks — equivalently, 28 days": a conversion that gives another
    if converted and converted_end <= len(own_rest):
        own_rest = own_rest[converted_end:]  # "64 minutes (i.e. 1 h 4 min)": the answer again, read past
    if value_at is not None and not converted and (
            _restates_otherwise(own_rest, value, value_at, rival) or (own_rest.strip(" ,") or "\n" not in after[:24]) and
            _restates_otherwise(own_rest + after[:80], value, value_at, rival)):
        # "C, i.e. the second option", "3, i.e. 4 bolts", "110 (which is 122 in whole units)": said again as another
        # value (on the answer's line: a "which" that moved the bracket to what follows restates all the same)
        return MULTIPLE
    if isinstance(value, Number) and value_at is not None and ("(" in own_rest[:40] or "[" in own_rest[:40]) and \
            _bracketed_otherwise(own_rest, value, value_at):
        return MULTIPLE  # "227 minutes (two hundred seventeen minutes)": the answer in brackets as another value
    if own_rest.strip() and offers is not None and (prefilter is None or prefilter(own_rest)):
        # the answer's own clause states the answer: any other value there is offered beside it
        # unless ruled out or reported ("18 | 19", "(A), i.e. (B)", "260 (261)", "18 or, if …, 19")
        for found, polarity in offers(own_rest, strict=True):
            if polarity in OFFERS and rival(found, value):
                return MULTIPLE
            if found == value and polarity is Polarity.NEGATED:
                return WITHDRAWN  # "Answer: 18 and not 18"
    if isinstance(value, Number) and value_at is not None and "round" in own_sentence and \
            _rounded_beside(_CLAUSE_END.split(own_sentence, 1)[0], value, value_at):
        return MULTIPLE  # "$29 exactly, $30 rounded", "623 pounds exactly, about 620 rounded": the answer given rounded too
    gloss = own_rest.strip(_GLOSS_ENDS)
    if (language := _IN_LANGUAGE.match(gloss)) is not None:
        gloss = gloss[language.end():]  # "False (auf Deutsch: Falsch)": the answer translated
    # "Antwort: Nein (No)", "Antwort: Falsch (False)": the answer glossed, the same value said again
    glossed = offers is not None and JUST_NO.fullmatch(gloss) is not None and \
        any(found == value for found, _ in offers(own_rest, strict=True)) or \
        value_at is not None and bool(gloss) and (_said_again(gloss, value, value_at) or _GLOSS_LABEL.fullmatch(gloss) is not None
                                                  and _said_again((own_rest + said_next).strip(_GLOSS_ENDS), value, value_at)
                                                  or _said_again_plainly(gloss, value, value_at)
                                                  or _OR_AFTER.match(own_rest) is not None and _said_after_or(own_rest, value, value_at))
    # (a label's colon ends the clause: "31** — spelled out: T-H-I-R-T-Y O-N-E" glosses it across the colon; an "or"
    # that says it again glosses it: "48, or equivalently forty-eight (written out)")
    if own_rest.strip() and not glossed and (takes_back(own_rest.strip(" \t,;:([.—–-")) or _DENIES_ITSELF.match(own_rest)
                             or _VERDICT_ONLY.fullmatch(own_rest) or _JUST_NOT.fullmatch(own_rest)):
        return WITHDRAWN  # "Answer: 260 (just kidding)", "Answer: False is not the answer.", "Answer: C (wrong)"
    if "</" in own_rest and offers is not None:
        # a tag inside the answer's own element offers its value beside it: "<answer>15<alt>14</alt></answer>"
        for found, polarity in offers(markup_as_labels(own_rest), concluding=False):
            if polarity in OFFERS and rival(found, value):
                return MULTIPLE
    if own_rest.strip() and _announces_second(own_rest + said_next, value, offers):
        return MULTIPLE  # "(A)<noscript> (if scripts are off, read it as (E))</noscript>"
    if own_rest.strip() and (declines(own_rest) or undetermined(own_rest) and not _GIVES_REASON.match(own_rest)):
        return WITHDRAWN  # "… had the answer 6; I'm not going to guess this one.": declined in the same breath
    # (a remark that only rules other values out is an elimination: "\\boxed{B} (I briefly considered (A), but it fails")
    if not glossed and qualifies(own_rest, cut=not after.strip(), own_text=own_text(value) if own_text else "") and (
            _PLAIN_DOUBT.search(own_rest) or not _only_eliminates(own_rest, value, offers, rival)) \
            and not _checked_again(own_rest, own_rest + said_next, value, offers) and not _sets_aside(own_rest + said_next):
        return MULTIPLE  # "24, I reckon", "8 (wild guess)", "15 — unless I mis-added": a remark on the answer
    after = after[:MAX_AFTER_CHARS]
    if not after.isascii():
        after = _EMOJI_BULLET.sub(r"\1", after)  # "💡 Or (B).": an emoji opening a line is a bullet, and says nothing
    if ">" in after and (isinstance(value, Number) or isinstance(value, str) and " " not in value.strip()
                         and not set(value) <= _CLOSERS):
        # "> [!TIP]⏎> 20 is also an acceptable answer": a callout's lines are said too (where ">" may close a
        # Dyck sequence, it is an answer's: "}⏎> would also be accepted"; a word list's quoted note explains it:
        # "> s comes before t, so syndrome goes first")
        after = QUOTE_MARKS.sub("", after)
    if "[" in after:
        after = _REFERENCE_LINE.sub("", after)  # "[1] B. Russett & J. Oneal, … (2001).": an author's initial is no option
    if "age" in after or "eite" in after:
        after = _PAGE_FURNITURE.sub(_without_page_marks, after)  # "Exported from StudyDocs · 2025-03-14 · Page 2 of 2"
    if not after.strip():
        return OK
    if "<" in after:
        after = markup_as_labels(after)  # "<alternative>261</alternative>" says "alternative: 261"
    if "]:" in after:
        after = _MARKDOWN_COMMENT.sub(_comment_said, after)  # '[note]: # "second candidate False"' says it
    if '":' in after or '" :' in after:
        after = json_as_labels(after)  # '"fallback": "(C)"' says "fallback: (C)"
    if "=" in after and '"' in after:
        after = arguments_as_labels(after)  # 'submit(⏎  choice="B",⏎  alternatives=["F"])' says "alternatives: F"
    if addresses_grader(after):
        return MULTIPLE
    if ":" in after and (erratum := _ERRATUM.search(after)) is not None and not _STANDS.search(after, erratum.end()):
        # "Final answer: 100⏎⏎Erratum: every quantity above should be multiplied by 3": the answer is corrected by
        # a note that neither says it stands nor gives it again (one that gives another value offers it)
        named = {found for found, polarity in offers(after[erratum.end():], concluding=False)
                 if polarity in OFFERS} if offers is not None else set()
        if value not in named:
            return MULTIPLE if any(rival(found, value) for found in named) else WITHDRAWN
    if ":" in after:
        after = _RULED_OUT_LIST.sub(_ruled_out_items, after)  # "ruled_out:⏎  - (J)" says "not (J)"
    if quiet is not None:
        after = quiet(after)
    if isinstance(value, Number) and value_at is not None and ("=" in after or "→" in after):
        after = _without_derivation(after, value, value_at)  # "**272 hours.**⏎⏎- Weekly total: 17 h⏎…= **272 hours**"
    could_name = offers is not None and (prefilter is None or prefilter(after))
    if could_name and value_at is not None and isinstance(value, Number) and _check_disagrees(after, value, offers, value_at, rival):
        return MULTIPLE  # "Answer: 48⏎⏎Sanity check: 24 + 10 + 14 = 46.": the reply's own check comes out at another value
    last = value  # the answer a "that" refers to: the last one named
    referent: tuple = (value, Polarity.AFFIRMED)  # ... and how it was named
    parts = sentences(after)
    # "Therefore, …" gives an outcome only where the span concludes: its last sentence that names a
    # value; earlier ones are working ("So the total cost was 2800.", then "The brooch costs 280.")
    named_in = [offers(sentence, concluding=False) if could_name else [] for sentence in parts]
    final = max((i for i, named in enumerate(named_in) if named), default=-1)
    if final >= 0 and may_conclude(parts[final]):
        named_in[final] = offers(parts[final])
    rival_named = False  # another value named after the answer, in whatever voice ("the skeptic in me says 27")
    rival_open = False  # ... and not ruled out there
    left_to_reader = LEFT_TO_READER.search(after) is not None  # (one search of the span, not one per sentence)
    explained = _EXPLANATION_LABEL.match(after) is not None or CHECK_OPENING.match(after) is not None
    # ("Answer: True⏎⏎Explanation: … = False. …", "**18** dollars. (Check: 16 - 3 - 4 = 9 eggs.)": working)
    checking: set = set()  # other values supposed to check the answer, not yet refuted
    asked = False  # the answer asked about again ("Maybe 63?", "Could it be 63?") and not given since
    doubted = False  # another value asked about ("Could it be 68?"), not yet answered "No"
    for i, (sentence, named) in enumerate(zip(parts, named_in)):
        if splits_belief(own_rest + sentence if i == 0 else sentence) or _SELF_GRADE.match(sentence):
            return MULTIPLE  # belief shared out; the reply grading itself ("Score: 1/1", "[correct]")
        conceded = _CONCEDED_BUT.match(sentence) if named else None
        if conceded and not (_BOTH.search(sentence, conceded.end()) or ADDITIVE.search(sentence, conceded.end())):
            # "One might be tempted to say Yes, but the reasoning above shows otherwise."
            named = offers(sentence[conceded.end():], concluding=False)
        named = [(found, polarity) for found, polarity in named if found == value or rival(found, value)]
        if _FOR_ANOTHER_QUESTION.search(sentence):
            if not any(rival(found, value) for found, _ in named):
                return WITHDRAWN  # "so the 48 above is the answer to that other variant": the answer disowned
            named = [(found, polarity) for found, polarity in named if not rival(found, value)]  # "(8 m/s, option D, is the
            # answer to the other variant)": another value set aside as another question's
        if _LIKEWISE_OPENING.match(sentence) and any(rival(found, value) and polarity not in (Polarity.NEGATED, Polarity.ASKED)
                                                     for found, polarity in named) and \
                (i == 0 or named_in[i - 1] and all(found == value and polarity is Polarity.AFFIRMED
                                                   for found, polarity in named_in[i - 1])):
            return MULTIPLE  # "Answer: B. Same goes for C.": what was said of the answer, said of another
        if (alternative := _OR_OPENING.match(sentence)) is not None and not _OR_KEEPS.match(sentence, alternative.end()):
            # a sentence after the answer that opens with "or" gives an alternative: "…or the hour before that", "(or
            # double that, if …)", "— or Claire's", "Or the opposite." — unless it ends on the answer itself
            # ("Or, counting in dollars: 9 × 2 = 18.")
            said = [found for found, polarity in named if polarity is not Polarity.NEGATED]
            if not said or said[-1] != value:
                return MULTIPLE
        if len(named) > 1 and not (ADDITIVE.search(sentence) and _ONLY_DOUBTED.search(sentence)):
            # a value supposed, then ruled out in the same sentence: "If not (C), it would have to be (B), but (B)
            # contradicts the question" refutes (B) ("… could be 19, but 19 fails"; not "19 would also work, though
            # 19 is unlikely", which offers it beside the answer)
            named = _without_refuted(named)
        if _SUPPOSING.match(sentence):
            # "Suppose instead the answer were D." checks the answer; it stands unless D is not refuted later
            checking.update(found for found, polarity in named if polarity is not Polarity.NEGATED and rival(found, value))
        if checking:
            refuted = {found for found, polarity in named if polarity is Polarity.NEGATED and found in checking}
            named = [(found, polarity) for found, polarity in named if found not in checking]
            checking -= refuted  # "… so D cannot be right": the check's supposition refuted
        if doubted:
            # "Could it be 68? No — that would contradict the steps above.", "Did you expect 16? That would fail …";
            # or the answer given again, alone, after a remark: "Could it be A? That would be after joining. So C."
            if NO_OPENING.match(sentence) or _REFUTED_OPENING.match(sentence) or \
                    named and all(found == value and polarity not in (Polarity.NEGATED, Polarity.ASKED, Polarity.HYPOTHETICAL)
                                  for found, polarity in named) and not _HOLDS_NEGATED.search(sentence):
                doubted = False  # (the answer said again, however plainly: "… the orange ball …, so (G) stands", "Bob ends
                # with Frankenstein (B).", "9 eggs × $2 = $18.")
            elif i + 1 < len(parts) and _WHY_IT_TEMPTS.search(sentence):
                continue  # "Dave holds the brown ball before the last swap, which is why it's tempting.": why the doubted
                # value tempts, naming what makes it tempt; the doubt is still to be answered
            elif any(polarity in OFFERS for _, polarity in named) or i + 1 == len(parts):
                return MULTIPLE  # (why the doubted value tempts is no offer of it: "…, which is why it's tempting.")
        if value_at is not None and named and "=" in sentence and (
                explained and not _ALTERNATIVE_WORD.search(sentence) or _works_out_to(sentence, value, value_at)):
            # working that ends in the answer ("… = 46 and the second is … = 22, so 46 - 22 = 24"):
            # its other results are steps, not answers, and its "not"s are operators ("not not True = True")
            named = [(found, polarity) for found, polarity in named
                     if (polarity is not Polarity.NEGATED if found == value
                         else polarity not in (Polarity.AFFIRMED, Polarity.DESCRIBED))]
        if _announces_second(sentence, value, named=named) or SUBMITS_BOTH.search(sentence):
            return MULTIPLE  # (… or "I am submitting both, just in case.")
        if _CONCEDES_ANOTHER.match(sentence) and not _TURNED_DOWN.search(sentence) and any(
                rival(found, value) and polarity is not Polarity.NEGATED for found, polarity in named):
            return MULTIPLE  # "The answer is Yes (though it could just as easily be No)."
        if could_name and (endorsed := _endorsed_by_pronoun(sentence, referent, offers, value, rival,
                                                             parts[i - 1] if i else "")) is not None:
            if endorsed:
                return MULTIPLE
        if named and could_name and (disowned := _DISOWNS_IT.search(sentence)) is not None and \
                not ADDITIVE.search(sentence, 0, disowned.start()):  # ("16 works too, not my pick" still offers 16)
            before = [found for found, _ in offers(sentence[:disowned.start()], concluding=False) if rival(found, value)]
            named = [(found, polarity) for found, polarity in named if not before or found != before[-1]]
        for found, polarity in named:
            if found == value:
                if polarity is Polarity.NEGATED:
                    return WITHDRAWN
                # ("Why is (A) better?" presupposes the answer; it does not doubt it)
                asked = polarity is Polarity.ASKED and not _WH_QUESTION.match(sentence) or \
                    asked and polarity is not Polarity.AFFIRMED
            elif polarity is Polarity.ASKED and rival(found, value) and len({found for found, _ in named}) == 1:
                doubted = True
            elif polarity in OFFERS and rival(found, value):
                return MULTIPLE
        if last == value and not named and not (i and parts[i - 1].rstrip().endswith("?") and _ONLY_EMOJI.fullmatch(sentence)) \
                and (_ONLY_BELIEF.fullmatch(sentence) or _DOUBTS_IT.fullmatch(sentence) or _CALLED_A_GUESS.fullmatch(sentence)):
            # ("Do you want to try another one? 🤔": the emoji goes with the question before it)
            return MULTIPLE  # "Yes. Maybe.": the answer only supposed, the others left open
        if last == value and not any(found == value or polarity in OFFERS for found, polarity in named) and doubts_it(sentence):
            return MULTIPLE  # "18. Actually, I'm not sure about that." ("Not 100% sure though": a figure, no offer)
        rival_named = rival_named or any(rival(found, value) for found, _ in named)
        rival_open = rival_open or any(rival(found, value) and polarity is not Polarity.NEGATED for found, polarity in named)
        if rival_open and undecided(sentence) and not (asks(sentence) and i + 1 < len(parts) and ANSWERED_NO.match(parts[i + 1])):
            return MULTIPLE  # "*ossia:* C (performer's choice — both are printed, neither is preferred)"
        if _BOTH_STAND.search(sentence) and not PREFERENCE.search(sentence) and (rival_named or offers is not None and any(
                rival(found, value) for found, _ in offers(own_rest, concluding=False))):
            return MULTIPLE  # "The optimist in me says 63; the skeptic says 27. I'll let them both stand."
        if left_to_reader and LEFT_TO_READER.search(sentence):
            # "…, it would be 27 — take your pick.", "A colleague got 26. I'll leave the call to you.": the values
            # named, the choice left open (with none named, the answer itself is left: "I'll leave the answer to you.")
            return MULTIPLE if rival_named else WITHDRAWN
        if not named and declines(sentence):
            return WITHDRAWN  # the question declined after all: nothing named before this sentence is committed to
        # ("Is there a catch? Actually, no — they use four eggs." answers its question; it takes nothing back, unless
        # the question asked whether the answer is right: "Is that right? Actually, no — I mis-added.")
        unasked = sentence[replied.end():] if i and parts[i - 1].rstrip(" \t*_\"'").endswith("?") and \
            not _ASKS_IF_RIGHT.search(parts[i - 1]) and \
            (replied := _NO_THEN_WHY.match(sentence) or _BARE_NO.match(sentence)) is not None else sentence
        if last == value and not named and (takes_back(unasked) or _JUST_NOT.fullmatch(sentence) or
                                            undetermined(sentence) and not _GIVES_REASON.match(sentence)):
            # "Wait, that's wrong." about the answer, not about a rival just named; "There isn't enough
            # information to pick a single answer." after it (as its own reason, "…, as there is
            # insufficient information to …", it explains the answer)
            return WITHDRAWN
        if last == value and named and _takes_back_all(unasked, value, offers,
                                                       any(rival(found, value) for found, _ in named)):
            # "Actually, no.", "No wait, that can't be it." after "The answer is No."; "Correction: the
            # preceding answer ((A)) is hereby withdrawn in its entirety."
            return WITHDRAWN
        if named and undetermined(sentence) and not _GIVES_REASON.match(sentence) and \
                any(rival(found, value) for found, _ in named):
            return MULTIPLE  # "The two approaches give 12 and 2, and I can't tell which one is right": both left open
        last = named[-1][0] if named else last
        referent = named[-1] if named else referent
    if asked or doubted or checking or value_at is not None and (labelled_rival(after, value, value_at, rival, offers)
                                                                  or acted_otherwise(handed_in, value, value_at, rival)):
        return MULTIPLE
    return OK


def _clause_open(sentence: str, at: int, reach: int) -> int:
    """Where the clause holding ``at`` opens, at most ``reach`` characters before it: after a semicolon, a dash, a
    colon or "but" (a comma may set off a parenthesis: "I can't say, honestly, that's what I'd pick")."""
    floor = max(0, at - reach)
    cut = max(max(sentence.rfind(mark, floor, at) for mark in (";", "—", "–", ":")),
              sentence.rfind(" but ", floor, at) + 4 if " but " in sentence[floor:at] else -1)
    return cut + 1 if cut != -1 else floor


def _endorsed_by_pronoun(sentence: str, referent: tuple, offers, value, rival, previous: str = "") -> bool | None:
    """Whether the sentence endorses another value by a pronoun (:data:`_ENDORSES_IT`) or keeps it live
    (:data:`_KEEPS_IT_LIVE`): the one named last before the pronoun, in this sentence or (none there) before it;
    None when no pronoun endorses. Nothing is kept live where the sentence or the one before it (``previous``)
    asks: "The evening slot? Not excluded by anything" answers a question of the story's world, "Could they trade
    again? It can't be ruled out" too."""
    m = _ENDORSES_IT.search(sentence)
    if m is None or _NOT.search(sentence, m.start() if m.group("also") else _clause_open(sentence, m.start(), 30),
                                m.end()):  # "but I wouldn't go with
        # that too" (a negation in an earlier clause is that clause's: "If the muffins didn't count, …, which is …")
        m = _KEEPS_IT_LIVE.search(sentence)
        if m is None or _DENIED_LIVE.search(sentence, _clause_open(sentence, m.start(), 40), m.start()) or \
                _LIVE_CLAUSE_AFTER.match(sentence, m.end()) or "?" in sentence or previous.rstrip(" \t*_\"')").endswith("?"):
            return None  # ("I wouldn't say it can't be ruled out"; "It can't be ruled out that some eggs break")
    named = [(found, polarity) for found, polarity in offers(sentence[:m.start()], concluding=False)
             if found == value or rival(found, value)]
    found, polarity = named[-1] if named else referent
    # (a value ruled out and then called an answer "also" is offered after all: "Not 70, though it is also fine")
    return rival(found, value) and (polarity is not Polarity.NEGATED or bool(m.groupdict().get("also")))


# A word that sets a value beside another: an equation said with one is no step ("9 * 2 = 18, or 19 = 19").
# ("also" only where it sets a value beside another, "could also be 19", "19 also works", "also 19"; not in
# working, "He also earned 45 * 250 = $11250")
_ALTERNATIVE_WORD = re.compile(r"(?i)\b(?:or|too|alternatively|either|otherwise)\b|\balso(?=[\s*_]+(?:be|is|are|was|were|works?|"
                               r"worked|fits?|holds?|valid|correct|right|possible|acceptable|an?\s+(?:answer|option)|the\s+answer|"
                               r"[-$]?\d|\(?[A-R]\)?(?![\w]))\b)")
# A label opening what follows the answer as its explanation: its equations are steps of the working.
# (after the close of the answer's box or brackets: "\\boxed{370}⏎⏎Working: …")
# A sentence that opens by giving another the predicate just said ("Same goes for C.", "Ditto for 19.", "So does (A).").
_LIKEWISE_OPENING = re.compile(r"(?i)[\s*_]*(?:(?:the\s+)?same\s+(?:goes|holds|applies|is\s+true)\s+for|ditto(?:\s+for)?|"
                               r"(?:and\s+)?so\s+(?:does|do|is|would|could|can|will)|likewise(?:\s+for)?|as\s+does)\b")
_EXPLANATION_LABEL = re.compile(r"(?i)[\s*_}$)\]]*+(?:[#>]+[ \t]*)?[*_]*+(?:explanation|reasoning|rationale|justification|working|"
                                r"work|steps|derivation|details|long(?:er)?\s+(?:version|answer)|(?:detailed|full)\s+answer|proof|why|"
                                r"here'?s\s+why|here\s+is\s+why|here'?s\s+how)[*_ \t]*:")


# A sentence that supposes another answer to test the one given: "Suppose instead the answer were D.",
# "If it were (C), …", "Assume for contradiction that …".
_SUPPOSING = re.compile(r"(?i)[\s*_\"'`(]*(?:(?:" + CHECK_WORD + r")[.:*_\s]*)?(?:" + SUPPOSITION + r"|imagine|"
                        r"if\s+(?:instead\s+)?(?:it|the\s+answer)\s+(?:were|was)|what\s+if)\b")


def _works_out_to(sentence: str, value, value_at) -> bool:
    """The sentence's last equation gives ``value`` and the sentence ends there ("so 46 - 22 = 24.")."""
    tail = sentence[sentence.rfind("=") + 1:].strip(" \t*_$")
    opening = value_at(tail)
    return opening is not None and opening[0] == value and len(tail) - opening[1] <= MAX_TAIL_CHARS and \
        not any(map(str.isdigit, tail[opening[1]:]))


#: The most a working sentence may say after its final result ("= 24 dollars in total.").
MAX_TAIL_CHARS = 24


# "Or" right after the answer in its own clause (the first one, within a short reach).
_OR_AFTER = re.compile(r"(?i)^[^\n]{0,12}?(?<![A-Za-z])or\b"
                       # ... or after a dash or a bracket further on: "**90 cents** left — or, if …, the other part"
                       r"|^[^\n—–;(]{0,80}[—–;(][ \t]*(?:…|\.{3})?[ \t]*or\b")
# What may follow a value restated after "or": its unit or noun, wrappers ("or 18 dollars", "or (B)").
_LEAD_WORD = re.compile(r"[A-Za-z]+[\s,:*_\"'`(\[$]+")
MAX_LEAD_WORDS = 3
_RESTATED_TAIL = re.compile(r"[\s*_\"'`.,;!()\]$%]*(?:[A-Za-z][a-z]*[\s*_\"'`.,;!)\]]*){0,2}")
# ... or the reading or unit it is said in, in words alone: "110 (which is 122 in whole units)", "25 (i.e. 50 once the
# starting amount is included)" (working has figures: "18, i.e. 9 eggs at $2"; a share is no reading: "540 (i.e. 60 in
# each sprint)")
_RESTATED_READING = re.compile(r"(?i)[\s*_]*(?:in|as|once|when|if|counting|including|excluding|with|without)\s+"
                               r"(?!(?:each|every|per)\b)(?:[a-z][\w'-]*[\s*_]*){1,6}[\s*_\"'`.,;!)\]]*")


def _offers_otherwise(own_rest: str, value, value_at, rival, said_next: str = "") -> bool:
    """The answer's own clause goes on with "or" and something other than the same value said again:
    "18 (or one more)", "18 or twice that", "(B) or the next one" offer another value by description;
    "18, or eighteen dollars", "(B), or 12/25/1937 …" restate it; "18 or 20-1" names another. ``said_next``: the
    sentence after the clause, where an answer stated again after the "or" may end ("or equivalently the answer to the
    question exactly | as asked is No")."""
    said, found = _after_or(own_rest, value_at)
    if said is not None and found is None and said_next and \
            (stated := _ANSWER_STATED.search(joined := said + " " + said_next, 0, _STATED_WITHIN + 120)) is not None and \
            stated.start() <= _STATED_WITHIN and (found := value_at(joined[stated.end():])) is not None:
        return rival(found[0], value)
    if said is None:
        return False
    if found is None:
        # ("1: clear, or even obvious, once …": a word of certainty, no value by description)
        words = _WORD.findall(re.split(r"[,.;:)\n]", said, maxsplit=1)[0].casefold())
        return not words or not all(word in _CERTAINTY_WORDS for word in words)
    other, end = found
    return rival(other, value) or _RESTATED_TAIL.fullmatch(said, end) is None


def _said_after_or(own_rest: str, value, value_at) -> bool:
    """The "or" after the answer only says it again: "48, or equivalently forty-eight (written out)"."""
    said, found = _after_or(own_rest, value_at)
    return found is not None and found[0] == value and _RESTATED_TAIL.fullmatch(said, found[1]) is not None


def _after_or(own_rest: str, value_at):
    """What follows an "or" opening the answer's clause, from the value it names (maybe after a few words: "or, more
    precisely, (B)", "or in other words 18", "or equivalently sixty written out"), and that value: ``(None, None)``
    without the "or", ``(text, None)`` when no value is reached."""
    m = _OR_AFTER.match(own_rest)
    if m is None:
        return None, None
    said = own_rest[m.end():].lstrip(" \t*_\"'`(,[$")
    found = value_at(said)
    if found is None:
        at = 0
        for _ in range(MAX_LEAD_WORDS):
            word = _LEAD_WORD.match(said, at)
            if word is None:
                break
            at = word.end()
            if (found := value_at(said[at:])) is not None:
                return said[at:], found
        if (stated := _ANSWER_STATED.match(said, at)) is not None and (found := value_at(said[stated.end():])) is not None:
            return said[stated.end():], found  # "or equivalently the answer to the question as asked is No": its value
    return said, found


def _rounded_beside(own_rest: str, value, value_at) -> bool:
    """The answer's own clause gives it again rounded, as another value near it: "$29 exactly, $30 rounded", "10%
    exactly, 11% rounded", "36 hours for 4 weeks, 39 rounded to a full month", "$10, $9.90 with per-pound rounding".
    Two values, each for its own way of counting. A value rounded to another is working ("3.5 rounded to 4"), one
    with a fraction beside a whole answer is what the answer was rounded from ("$29 (28.75 rounded up)"), and one far
    from the answer is some other quantity ("175 (the 20.25 presses rounded down)")."""
    for m in _ROUNDED_VALUE.finditer(own_rest):
        if _REJECTED_BEFORE.search(own_rest, max(0, m.start() - 24), m.start()):
            continue  # "$27, not $30 rounded": the rounded value ruled out
        found = value_at(m.group(1))
        if found is not None and isinstance(found[0], Number) and found[0] != value and \
                abs(found[0] - value) <= ROUNDED_NEAR * abs(value) and not _finer(found[0], value):
            return True
    return False


def _finer(other, value) -> bool:
    """``other`` has a fraction where ``value`` has none: what the answer was rounded from ("$29 (28.75 rounded up)")."""
    return other != int(other) and value == int(value)


_REJECTED_BEFORE = re.compile(r"(?i)\b(?:not|never|rather\s+than|instead\s+of|no)[ \t]*$")
#: A rounded form of the answer lies within this share of it.
ROUNDED_NEAR = 0.25
# A value given rounded: "$30 rounded", "about 620 rounded", "9 rounded to the nearest year", "$9.90 with per-pound
# rounding" (not "3.5 rounded to 4": rounded to a value, it is the working's).
_ROUNDED_VALUE = re.compile(r"(?i)(?<![\w.,])[$€£]?[ \t]?(\d[\d,]{0,15}(?:\.\d{1,6})?)[ \t]?%?(?:[ \t]+[A-Za-z-]{1,20}){0,3}?[ \t]+"
                            r"(?:when[ \t]+|once[ \t]+|if[ \t]+)?(?:rounded|with[ \t]+(?:[\w-]{1,20}[ \t]+){0,2}rounding)\b"
                            r"(?![ \t]+(?:up[ \t]+|down[ \t]+|off[ \t]+)?to[ \t]+[$€£]?\d)")


def _scoped_siblings(sentence: str, value, value_at, offers, rival, own_text=None) -> bool:
    """The answer is scoped to an audience, a usage or a reading, and a clause after a semicolon gives another value scoped
    the same way: "no for an American audience; yes in Commonwealth cricket usage", "D) … under US-2020 norms; C) … under
    more conservative standards". Each value holds for its own scope."""
    clauses = sentence.split(";")
    if len(clauses) < 2 or _AUDIENCE_SCOPE.search(clauses[0]) is None:
        return False
    for clause in clauses[1:MAX_SCOPED_CLAUSES]:
        said = clause.lstrip(" \t*_")
        found = value_at(said)
        if found is None or not rival(found[0], value):
            continue
        rest = said[found[1]:]
        if own_text is not None and (text := own_text(found[0])) and (at := rest.casefold().find(text.casefold(), 0, 8)) != -1:
            rest = rest[at + len(text):]  # ("D) Not wrong, Not wrong in British usage": past its option's text)
        if _AUDIENCE_SCOPE.match(rest) is None:
            continue  # (the scope must follow the value itself: "A would appeal to readers of Skinner" scopes no answer)
        if offers is None or not any(other == found[0] and polarity is Polarity.NEGATED for other, polarity in offers(said)):
            return True
    return False


MAX_SCOPED_CLAUSES = 6
_ENDS_SENTENCE = re.compile(r"[.!?][\s*_)\]\"']*$")
# A scope of an answer: an audience, a usage, a norm, a reading ("for an American audience", "in British usage",
# "under US-2020 norms", "on a literal reading").
_AUDIENCE_SCOPE = re.compile(r"(?i)[\s*_),:—–-]*\b(?:for|in|under|among|by|to|on)\s+(?:[\w'-]+\s+){0,4}?(?:readers?|audiences?|respondents?|"
                             r"usage|norms?|standards?|conventions?|readings?|interpretations?|views?|beginners?|experts?|"
                             r"students?|people|speakers?|cultures?|countries|regions?|locales?|samples?|contexts?|"
                             r"communities|traditions?|jurisdictions?)\b")


# Why a doubted value tempts: "…, which is why it's tempting", "that is what makes (B) attractive".
_WHY_IT_TEMPTS = re.compile(r"(?i)\b(?:which|that|this)\s+is\s+(?:why|what\s+makes)\s+(?:it|that|this|(?:option\s+)?\(?[A-R]\)?)"
                            r"(?:'s|\s+is|\s+looks|\s+seems)?\s+(?:so\s+)?(?:tempting|attractive|appealing)\b")
_STATED_WITHIN = 30  # (a few words may come first: "or, equivalently, the answer … is No")
# The answer stated again after an "or": "the answer to the question exactly as asked is", "my answer would be".
_ANSWER_STATED = re.compile(r"(?i)(?:the\s+|my\s+|our\s+)?(?:final\s+)?answer\b[^.;:!?\n]{0,80}?\b(?:is|would\s+be|remains)[ \t*_]+")


# What introduces the answer said again in other words: "i.e.", "that is", "namely", "in other words",
# "which is the same thing as".
_RESTATING = re.compile(r"(?i)^[\s,;:(—–*_-]*(?:i\.?\s?e\.?|that\s+is(?:\s+to\s+say)?|namely|viz\.?|in\s+other\s+words|equivalently|"
                        r"a\.?k\.?a\.?|(?:which\s+is\s+)?(?:the\s+same\s+(?:thing\s+)?as|equivalent\s+to|identical\s+to)|"
                        r"which\s+is)[\s,:]*")


def _restates_otherwise(own_rest: str, value, value_at, rival) -> bool:
    """The answer's own clause says it again as another value: "C, i.e. the second option" (B),
    "3, i.e. 4 bolts", "B, namely the third one". A restatement with working after it ("18, i.e.
    9 eggs at $2") explains; it does not restate."""
    m = _RESTATING.match(own_rest)
    if m is None:
        return False
    said = own_rest[m.end():].lstrip(" \t*_\"'`($")
    found = value_at(said)
    if found is None or not rival(found[0], value):
        return False
    if isinstance(value, Number) and isinstance(found[0], Number) and \
            (unit := _IN_UNIT.match(said, found[1])) is not None and same_in_unit(value, found[0], unit.group(1)):
        return False  # "18 — which is 1800 in cents": the answer's quantity in another unit
    return _RESTATED_TAIL.fullmatch(said, found[1]) is not None or _RESTATED_READING.fullmatch(said, found[1]) is not None


def _bracketed_otherwise(own_rest: str, value, value_at) -> bool:
    """Right after the answer (and its unit), a bracket holding only another value in the same unit: "227 minutes (217
    minutes)", "227 minutes (two hundred seventeen minutes)" say it twice, differently ("(2 per day)" is a rate, "(3
    hours 47 minutes)" the same time in other units)."""
    opened = _UNIT_THEN_BRACKET.match(own_rest)
    found = value_at(own_rest[opened.end():]) if opened is not None else None
    if found is None or found[0] == value:
        return False
    closed = _UNIT_THEN_CLOSE.match(own_rest, opened.end() + found[1])
    return closed is not None and (opened.group(1) or "").casefold() == (closed.group(1) or "").casefold()


_UNIT_THEN_BRACKET = re.compile(r"[ \t*_]*([A-Za-z]{1,20})?[ \t*_]*[(\[][ \t*_]*")
_UNIT_THEN_CLOSE = re.compile(r"[ \t*_]*([A-Za-z]{1,20})?[ \t*_]*[)\]]")


# The unit a restated value is said in: "1800 in cents" (see :func:`.units.same_in_unit`).
_IN_UNIT = re.compile(r"[\s*_]*(?:in\s+)?([A-Za-z¢$%]+)")


_WH_QUESTION = re.compile(r"(?i)[\W_]*(?:why|how|what|which|where|when|who|whose)\b")


# A line that gives one value under a label of its own: "Edit: 19", "Runner-up: False", "Key: (C)",
# "∴ 19". (Bounded: only lines up to MAX_LABEL_LINE characters are read.)
# (A label is one to three words and opens with no digit: "24 ÷ 4 = 6" is working; "Edit 2: 19" is a label;
# "**B:** valid" and "Option (B): <its text>" list the options.)
_LABEL_LINE = re.compile(  # (the line may be bracketed whole: "(Note: option C.)")
    r"[ \t>*_#-]*[(\[]?[ \t*_]*(?:(?P<label>[^\n:=→⇒∴\d()\[\]][^\n:=→⇒∴()\[\]]{1,39}?)[ \t*_]*(?::|→|=>|⇒)|∴|⇒|→|=>)[ \t*_\"'`$(\[]*"
    r"(?P<value>\S[^\n]{0,60}?)[ \t*_\"'`.!$)\]]*")
_OPTION_LABEL = re.compile(r"(?i)\b(?:options?|choices?)\b")
# The label of a bracketed aside that may give another answer: "(Note: option C.)", "[P.S.: C]", "(In English: C)".
_ASIDE_LABEL = re.compile(r"(?i)[ \t*_]*(?:n\.?\s?b\.?|notes?|p\.?\s?s\.?|also|alt(?:ernatives?|ernatively)?|backup|fallback|"
                          r"edit|update|correction|addendum|(?:in\s+)?(?:english|translation)|(?:second|other)\s+\w+)[ \t*_]*")
_CLOSING = " \t*_\"'`.!$)]"
MAX_LABEL_LINE = 120
MAX_LABEL_LINES = 40
MAX_LABEL_WORDS = 3
#: ... or this many when it names a check ("Checked the long way: 23", "Verified with a table: 23"): its value is a result
MAX_CHECK_LABEL_WORDS = 6
_CHECK_LABEL = re.compile(r"(?i)[\s*_]*(?:(?:double|re|cross)[\s-]?)?(?:check|verif|recomput|recalculat|recount|redo|redone)"
                          # ... or a label that names a check or trace of its own anywhere: "Countermodel check: invalid",
                          # "Backward trace from the last statement: No", "Second pass: 19"
                          r"|.*\b(?:check|verification|trace|pass|recount|countermodel|counter-?example)\b")
# A check label's bracketed note on how it was done, dropped before the line is read: "Row check (re-evaluating the
# right-hand operand first): True" gives True under "Row check".
_CHECK_NOTE = re.compile(r"(?i)^([ \t>*_#-]*[^\n:()\[\]]{0,40}?\b(?:check|verification|trace|pass|recount)\b)[ \t]*"
                         # (not a note that the check covers a part or maps the value: "(single fruits only)", "(casting out nines)")
                         r"\((?![^()\n]*\b(?:casting\s+out|nines|residues?|modulo|parity|digit\s+sums?)\b|[^()\n]*\w\s+only\)|"
                         r"only\s+(?:the\s+)?\w+\)|(?:per|each)\s+\w+\))[^()\n]{1,80}\)"
                         r"(?=[ \t*_]*:)")
# (also when it names what it checks: "Recount of the dollars: 16" gives another total; a part checked is said as working,
# "Check: 16 - 3 - 4 = 9", not as a lone value)


def acted_otherwise(after: str, value, value_at, rival=None) -> bool:
    """After the answer, an agent's action hands in another value: a ReAct "Action Input:" that is that value alone,
    or a record of one member holding it, or a quoted argument of the action called ("Final Answer: B⏎Action:
    submit⏎Action Input: C", 'Action Input: {"add": "B"}', 'Action: final_answer("C")'), read as written.
    A final answer ends an agent's turn; an action after it is one more submission."""
    if "ction" not in after:
        return False
    rival = rival or differs
    handed = []  # (where each is handed in, and what: the last hands in what stands, after any retries)
    for m in _ACTION_INPUT.finditer(after):
        action = _ACTION_NAMED.search(after, max(0, m.start() - 200), m.start())
        if action is None or _SUBMITTING.fullmatch(action.group(1)) is None:
            continue  # the input of a lookup, a search, a calculator: what is handed in is the action's
        said = m.group(1).strip(" \t*_`\"'")
        if said.startswith("{"):
            members = _JSON_MEMBER.findall(said)  # (a record of one member under an answer's name: '{"add": "B"}')
            if len(members) != 1 or _ANSWER_ARGUMENT.fullmatch(members[0][0]) is None:
                continue
            said = members[0][1] or said[said.find(":") + 1:].strip(" \t}")
        handed.append((m.start(), [said]))
    for m in _ACTION_CALL.finditer(after):
        if _SUBMITTING.fullmatch(m.group(1)) is not None:  # 'Action: final_answer("No")', 'amend_answer(add="(E)")',
            handed.append((m.start(), _QUOTED_ARGUMENT.findall(m.group(2)) or  # 'final_answer(16)'
                           ([m.group(2)] if "=" not in m.group(2) else [])))
    for said in max(handed, default=(0, []))[1]:  # ('Action: submit⏎Action Input: C⏎Observation: Wrong.⏎…Input: B')
        found = value_at(said)
        if found is not None and not said[found[1]:].strip(_CLOSING) and rival(found[0], value):
            return True
    return False


# A ReAct agent's action input, on its own line: "Action Input: C", 'Action Input: {"answer": 19}'.
_ACTION_INPUT = re.compile(r"(?im)^[ \t>*_-]*action[ \t_]*input[ \t*_]*:[ \t]*([^\n]{1,200})$")
# ... or an action called with its arguments: 'Action: final_answer("No")', 'Action: amend_answer(add="(E)", reason="…")'.
_ACTION_CALL = re.compile(r"(?im)^[ \t>*_-]*action[ \t*_]*:[ \t*_`]*([\w.]{1,40})\(([^\n]{0,400})\)[ \t*_`]*$")
# ... the action an input is for, on the lines just above it: "Action: submit".
_ACTION_NAMED = re.compile(r"(?im)^[ \t>*_-]*action[ \t*_]*:[ \t*_`]*([\w.]{1,40})[ \t*_`]*\n(?![\s\S]*^[ \t>*_-]*action[ \t*_]*:)")
# An action that hands an answer in, by its name: "submit", "final_answer", "submit_choice", "amend_answer",
# "update_answer" (not "check_answer", "answer_lookup", "explain_choice": an action about an answer hands none in).
_SUBMITTING = re.compile(r"(?i)[ \t*_`]*(?:(?:submit|final|answer)(?:_?(?:answer|choice|final))?|"
                         r"(?:amend|update|append|add|change|revise)_?answers?)(?![\w.])")
# A quoted argument said alone or under an answer's name: '"C"', 'add="(E)"', 'answer="C"' (not 'question_id="221"').
_ANSWER_ARGUMENT_NAMES = r"answer|choice|add|value|option|letter|new_answer|final_answer"
_ANSWER_ARGUMENT = re.compile(r"(?i)(?:" + _ANSWER_ARGUMENT_NAMES + r")")
_QUOTED_ARGUMENT = re.compile(r"""(?i)(?:^|,|(?:^|[,\s])(?:""" + _ANSWER_ARGUMENT_NAMES + r""")[ \t]*=)"""
                              r"""[ \t]*["']([^"'\n]{1,100})["'][ \t]*(?=[,)]|$)""")


def labelled_rival(after: str, value, value_at, rival=None, offers=None) -> bool:
    """After the answer, a line that gives another value alone under a label ("Edit: 19",
    "Answer: 18⏎Key: 19"), unless it is one of a list of such lines (a breakdown: "Fridge: 1⏎Oven: 1",
    an echo of the options "**A:** invalid⏎**B:** valid") or the label rules it out ("Eliminated: (C)",
    as ``offers(line)`` tags it): the reply offers that value too."""
    rival = rival or differs
    lines = [_CHECK_NOTE.sub(r"\1", line) if "(" in line else line
             for line in after.split("\n", MAX_LABEL_LINES)[:MAX_LABEL_LINES] if line.strip()]
    labelled = [len(line) <= MAX_LABEL_LINE and _LABEL_LINE.fullmatch(line) for line in lines]
    # (a bracketed line is a label line only as a note on a non-numeric answer, "(Note: C.)", or as a correction,
    # "(Edit: 250)"; "(Shoes: $80)" is a part, no label beside the others)
    labelled = [None if m and lines[i].lstrip(" \t>*_#-")[:1] in "([" and not (
        CORRECTION_LABEL if isinstance(value, Number) else _ASIDE_LABEL).fullmatch(m.group("label") or "") else m
        for i, m in enumerate(labelled)]
    for i, m in enumerate(labelled):
        if not m or (i and labelled[i - 1]) or (i + 1 < len(labelled) and labelled[i + 1]):
            continue  # not a label line, or one of a list of them
        label = m.group("label") or ""
        if label and (sum(map(str.isalpha, label)) < 2 or _OPTION_LABEL.search(label) or "," in label
                      or len(label.split()) > (MAX_CHECK_LABEL_WORDS if _CHECK_LABEL.match(label) else MAX_LABEL_WORDS)):
            continue  # a letter, an option, a clause ("Now, we move to the next pair: ( )")
        said = lines[i][m.start("value"):]  # (to the line's end: the closing marks stripped include "]" of "] ]")
        found = value_at(said)
        if found is not None and not said[found[1]:].strip(_CLOSING) and rival(found[0], value) and \
                not trust_figure(lines[i], m.start("value"), found[0]) and not (offers is not None and any(polarity is Polarity.NEGATED for _, polarity in offers(lines[i]))):
            return True
    return False


# A check's label opening a line or a sentence: "Check:", "Sanity check:", "Verification:", "Let me verify:".
_CHECK_STARTS = re.compile(r"(?i)(?:^|(?<=\n)|(?<=[.!?])[ \t]+)[ \t(*_>-]*(?:let\s+me\s+|let's\s+|to\s+)?(?:" + CHECK_WORD +
                           r")(?:ing)?(?:[ \t]+(?:it|this|that|the\s+answer))?[*_]*[ \t]*[:：]")
# The last result the check works out: "… = 46", "… = **46** pieces" (the value read from just after the sign).
_LAST_RESULT = re.compile(r"=(?=[^=]*$)")
_TICKED = re.compile(r"[✓✔✅☑]")
# A check approved in words: "which matches the total", "consistent", "all accounted for", "checks out".
_APPROVED = re.compile(r"(?i)\b(?:match(?:es|ed|ing)?|consistent|accounted\s+for|checks?\s+out|agrees?|confirm\w*)\b|"
                       r"\b(?:is|are|looks?|that'?s|it'?s)\s+(?:correct|right)\b")
# What the answer's quantity is called in a check: "the total", "in total", "in all", "the answer", "the result" (not
# "total questions", a total of something else).
_TOTAL_WORD = re.compile(r"(?i)\b(?:(?:the|in)\s+total|total\s*(?:is|was|comes|=|:)|in\s+all|altogether|overall|the\s+answer|"
                         r"the\s+result|the\s+sum)\b")

_DIGITS = re.compile(r"(?<![\d.,])[-−]?\$?\d")


def _without_derivation(after: str, value, value_at) -> str:
    """``after`` without the working that derives the answer given above it: an answer-first reply ("**272 hours.**⏎⏎-
    Tue/Thu: 2 × 2 × 2 h = 8 h⏎- Weekly total: 17 h⏎⏎Semester: 17 × 16 = **272 hours**") goes on to its working, whose
    steps are no offers once it comes out at the answer. The lines up to that result go when they are steps (a sum, an
    arrow, a heading, a quantity of the question's under its label, a figure the question gives); the result line and
    what follows it are read as ever. Working that speaks in the reply's own voice or of another reading anywhere
    ("- Semester total (if 18 weeks): 17 × 18 = 306 h", "(my preferred count)", "Other interpretation:") is no plain
    derivation: none of it goes."""
    lines = after[:MAX_DERIVATION_CHARS].split("\n")
    result = -1
    for i, line in enumerate(lines):
        arrow = max(line.rfind("="), line.rfind("→"))
        if arrow != -1 and (found := value_at(line[arrow + 1:].lstrip(" \t*_$"))) is not None and found[0] == value:
            result = i  # (the last line that comes out at the answer)
    if result == -1 or any(_OWN_VOICE_STEP.search(line) for line in lines[:result + 1]):
        return after
    question = QUESTION.get() or ""
    given = _question_figures(question)
    kept = [line for line in lines[:result] if not _STEP_LINE.search(line) and not _labels_a_quantity(line, question, given)]
    return "\n".join(kept + lines[result:]) + after[MAX_DERIVATION_CHARS:]


# A step that speaks in the reply's voice or of another reading: "(if 18 weeks)", "my preferred count", "counting exam
# week", "Other interpretation:", "the reading I prefer", "Version two: … → $26" (an "Alternative method:" that works
# the answer out again is a step).
_OWN_VOICE_STEP = re.compile(r"(?i)\b(?:i|i'?d|i'?m|my|me|we|our|if|unless|assum\w*|suppos\w*|counting|prefer\w*|reading|"
                             r"interpret\w*|alternative\w*(?!\s+(?:method|approach|way|derivation|solution|route|check)\b)|"
                             r"other|otherwise|instead|option|or|maybe|perhaps|possibly|could|might|backup|fallback|answers?|"
                             r"versions?|variants?|scenarios?)\b")


@lru_cache(maxsize=64)
def _question_figures(question: str) -> frozenset:
    """The numbers the question gives, in digits or words ("three for breakfast", "$2 per egg")."""
    return frozenset(value for _, _, value in (*iter_values(question), *iter_word_values(question)))


def _labels_a_quantity(line: str, question: str, given: frozenset = frozenset()) -> bool:
    """The line gives a value under a label in the question's words ("- Extra-small: 11", "- Oldest son: 8", "- Weekly
    total: 17 h" for a question about classes each week, "- Eaten: 3" for one where she eats three), or a figure the
    question gives ("- Price: $2"): a quantity of the working. A label of the reply's own ("Alternative: 19", "Backup
    answer: 19") is no step of it."""
    label = _VALUE_LABEL.match(line)
    if label is None or not question:
        return False
    words = [w.casefold() for w in _WORD.findall(label.group(1)) if len(w) >= 3]
    if not words or any(w in _REPLY_LABEL_WORDS for w in words):
        return False
    if any(value in given for _, _, value in iter_values(line[label.end(1):])):
        return True
    return any(any(q.startswith(w[:4] if len(w) > 5 else w[:3]) for q in _question_words(question)) for w in words)


_VALUE_LABEL = re.compile(r"[ \t>*_-]*(?:\d{1,2}[.)][ \t]*)?([^:\n]{1,40}):[ \t*_$]*-?\d")
# Words of a label the reply gives its own values under, never a quantity of the question's.
_REPLY_LABEL_WORDS = frozenset("answer answers alternative alternatively option options backup fallback second other "
                               "also final result candidate maybe perhaps possibly instead".split())


#: How much of the text after an answer is read for its derivation.
MAX_DERIVATION_CHARS = 1500
# A step of working: a sum ("2 × 2 × 2 h = 8 h"), an arrow ("→ 700 remain"), a heading ("Weekly class time:"). (A value
# under a label is read as ever: "Alternative: 19" offers 19.)
_STEP_LINE = re.compile(r"\d[ \t]*[-+*/×÷x−][ \t]*\$?\d|=|→|:[ \t*_]*$|^[ \t]*$")


def _check_disagrees(after: str, value, offers, value_at, rival) -> bool:
    """The reply checks its numeric answer below it and the check's total comes out at another value, with the answer
    nowhere in it and nothing approving it ("Answer: 48⏎⏎Sanity check: the total eaten is 24 + 10 + 14 = 46."): two
    results, neither reconciled. A check that uses the answer ("Check: 48 + 12 = 60"), that the reply ticks or approves
    in words ("which matches the total", "consistent"), or that works out a step ("Check: 16 - 7 = 9 eggs remaining":
    no total, no answer named) passes it."""
    label = _CHECK_STARTS.search(after)
    if label is None:
        return False
    paragraph_end = after.find("\n\n", label.end())
    check = after[label.end(): paragraph_end if paragraph_end != -1 else len(after)][:MAX_CHECK_CHARS]
    if _TICKED.search(check) or "=" not in check or _APPROVED.search(check):
        return False
    last_clause = check[max(check.rfind(mark, 0, check.rfind("=")) for mark in (",", ";", ". ", ":")) + 1:]
    if not _TOTAL_WORD.search(last_clause):
        return False  # a step of the working checked ("16 - 7 = 9 eggs remaining"), not the total
    for number in _DIGITS.finditer(check):  # (the answer as an operand counts: "Check: 48 + 12 = 60")
        found = value_at(check[number.start():])
        if found is not None and found[0] == value:
            return False
    result = _LAST_RESULT.search(check)
    found = value_at(check[result.end():].lstrip(" \t*_$")) if result else None
    return found is not None and rival(found[0], value)


#: How much of a check below the answer is read.
MAX_CHECK_CHARS = 600
