"""What a sentence does with an answer it names: the polarity of a mention.

A reply names answers for many reasons — to give one, to rule one out, to suppose one,
to report what an option says, to ask about one, or to describe one while explaining
another. The commitment rule (:mod:`.commitment`) credits a reply only when its decisive
span affirms one value and offers no other, so every mention there is tagged:

* ``AFFIRMED`` — offered as an answer: framed as one ("the answer is C", "I'd pick C",
  "it's C"), given an answer's status ("C is correct", "C works too", "C is not wrong",
  "C has merit as well", "19 (also correct)", and other languages' "too": "19 también encaja",
  "16 也可以"), standing alone in its clause ("Or C.", "B, C", "C too.", "19 if she keeps one"), or
  alone under a correction's label ("Edit: actually 20").
* ``HYPOTHETICAL`` — offered under a condition or a modal ("it could also be C", "C might
  be right", "if we count the gift, it would be 19", "If read literally, C; otherwise B"),
  weighed with a share of belief below certainty ("True: 51%", "A with probability 0.7"), or
  another's, accepted beside the answer ("an answer key might list 4 — that would be just as
  acceptable").
* ``ASKED`` — offered as a question ("Or is it C?").
* ``NEGATED`` — ruled out: a negator before it ("not (C)", "rather than 19", "eliminate
  A", other languages' "Não é 83", "ni (Q) ni (E)", "不是 B") or a negative verdict after it ("(B)
  is wrong", "C, which is incorrect", "16 is not it", and an option-by-option verdict of another
  language: "(A) … → 오답", "(E)：不符合", "- D. … → yanlış", "(C) değil").
  Negators and negative verdicts cancel in pairs ("C is not wrong" affirms C), so no
  phrasing flips a verdict by stacking them.
* ``REPORTED`` — what someone or something else says ("Option (C) refers to …").
* ``DESCRIBED`` — the topic of a description, not an answer ("Option (B) presents a
  factual assertion", "the reversed order in (B) may cause confusion"), a landmark the
  answer is found from ("the option directly below (E)": :data:`LANDMARK`), or a state a
  tracked thing passes through ("Eve: fullback → left midfielder → striker": :func:`_passed_stages`).

The first three are offers; the last three leave a committed answer standing. What makes
a mention an offer is its *frame* — an answer frame before it, an answer-status word or an
additive particle in its predicate, or nothing but glue around it — not a list of hedge
phrasings, so a new way of adding "C too" is still an offer.

Scope is local: a mention's clause runs from the previous clause break (``;``, ``:``,
brackets, a dash, "but", "because", …) or the previous mention to the next break or the
next mention, plus a relative clause that describes it ("…, which is incorrect");
mentions coordinated by "and"/"or"/"," share one predicate ("(A) and (C) are wrong").
Every pattern is a plain alternation or a bounded repetition, linear in the text.
"""
from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from enum import Enum
from numbers import Number

from .answer import LATEX_TEXT, _literal_trie
from .prefilter import gated
from .text import QUESTION, asks_for_not_so
from .wrappers import CHECK_MARKS, CROSS_MARKS


class Polarity(str, Enum):
    AFFIRMED = "affirmed"
    HYPOTHETICAL = "hypothetical"
    ASKED = "asked"
    NEGATED = "negated"
    REPORTED = "reported"
    DESCRIBED = "described"


#: Polarities that offer the value as an answer.
OFFERS = frozenset({Polarity.AFFIRMED, Polarity.HYPOTHETICAL, Polarity.ASKED})

# Where a clause ends: punctuation that closes one, and words that open a new one.
_BREAK = re.compile(
    r"[;:()\[\]{}]|\s[-–—]+\s|—|\n|[.!?](?=\s|$)"
    # a comma, "and"/"or" and a subject open a clause of its own: "I can't rule out A, and I can't rule out C"
    r"|(?i:,\s*(?:and|or)\s+(?=(?:i|we|you|he|she|they)\b))"
    r"|(?i:\b(?:(?<!anything\s)(?<!everything\s)(?<!all\s)but|however|whereas|while|although|though|despite|notwithstanding|"
    r"because|since|so|thus|therefore|hence|yet|"
    r"instead(?!\s+of)|which|who|whose|whereby|meaning|i\.e|e\.g|compared|"
    r"as(?=\s+(?:it|they|he|she|this|that|there|we|the|a|an)\b))\b)")
# Words that only join coordinated mentions ("(A) and (C)", "A, C or D", "either 18 or 19").
# (... and other languages' "or" and "and": "B 또는 C", "B oder C", "B ou C", "B или C", "B 或 C", "B und C")
# (each run of separators is one repeat, as each word begins with a letter no separator is: a gap of
# spaces that fails to match is given back one character at a time, not split every way between runs)
_COORDINATION = re.compile(r"(?i)[\s,*_\"'`/&|+()\[\]]*(?:[—–][ \t]*(?=or\b))?(?:(?:\b(?:and|or|nor|as\s+well\s+as|plus|vs\.?|versus|oder|und|ou|et|o|"
                           r"y|e|veya|ve|atau|dan|lub|albo|eller|och|og|hoặc|và|или|и|या|और|che|edo|eta|vai|tai|või|vagy|sau|nebo|ili)\b|\bbzw\b\.?|또는|혹은|或者?|和|与|または|か|أو|או)"
                           # (and a noun phrase that names the next one by what it is: "the noir of (A) or the thriller of (B)")
                           r"[\s,*_\"'`/&|+()\[\]]*(?:the\s+[a-z][\w-]*\s+(?:of|in)\s+[\s*_\"'`(\[]*)?)?"
                           r"(?:\b(?:options?|choices?|answers?)\b[\s*_\"'`(\[]*)?")
# A range of option letters is one group: "options A-C" (a dash between two bare letters).
_LETTER_RANGE = re.compile(r"[-–]")
# Options ranked level with each other: "Confidence ranking: B = C > A", "(E) ≈ (C)" (options only: between
# numbers "=" is arithmetic; and "=" only in a ranking, as "- B = Lolita" may assign a variable B).
_TIED = re.compile(r"[\s*_()\[\]]*(?:=|≈|∼|~|≃|==)[\s*_()\[\]]*")
_RANKED = re.compile(r"(?i)[>≥≫]|\brank")
# A bracket opened right before a mention, for a remark on it: "A (C is wrong)", "A (C no)", "18 [20: no]" (not "18 (19)").
# A cross right after a mention marks that one alone: "C, B ✗" (C is not crossed out with it).
_CROSSED = re.compile(f"[ \t*_]*[{CROSS_MARKS}]")
_OPEN_BRACKET = re.compile(r"[ \t*_]*[(\[][ \t]*")  # (past the emphasis that closes the mention: "**320** (318 is wrong)")
_REMARK_TO_CLOSE = re.compile(r"[^()\[\]\n]{0,40}?[^\W\d_][^()\[\]\n]{0,40}?[)\]]|[ \t:*_]*[✗✘❌✖][ \t]*[)\]]")
# Between a label and its own option text ("(B): \"…\"", "B) Oxygen"): one mention said twice.
# An option's own text, then its letter in brackets, as a sentence of its own ("The limousine is the oldest (D)."): the
# text said whole, its label after it.
_MARKUP_AROUND = " \t\n*_\"'>-"
_NO_LEAD = ("", "the", "a", "an")  # (an option text's article is not part of its match)
_TEXT_THEN_LETTER = re.compile(r"[^()\n]{8,}[ \t]+\([A-R]\)")
_RESTATED = re.compile(r"(?i)[\s*_:.\"'`()\[\]=\-—–“”‘’]*(?:\b(?:the|an?)\s+)?")  # "B (The Pretty One)": the article is
# dropped; "A — “did this for a fresh start”" is the letter and its text
# ... and "but that"/"but this", which judges what was just said of it: "One could argue True, but that's
# not right", "It's tempting to pick (E), but this is the wrong year" rule the value out.
# (or a remark in brackets right after it: "27 (also correct)", "(C) (wrong)")
_RELATIVE = re.compile(r"(?i)[\s,*_\"'`)\]]*(?:[-–—]+\s*|\bwhich\b|\bbut\s+(?:that|this)\b)|[ \t]*\((?=[^()\n]{1,40}\))")

# --- negation ---------------------------------------------------------------------------------
# A negator directly before a mention: "not (C)", "rather than 19", "eliminate A", "except B".
#: No case in which it holds: "there is no reading of the question under which invalid works".
NO_CASE_WHICH = r"(?:no|not\s+(?:a|any|one))\s+(?:[\w'-]+\s+){1,6}?(?:under|in|for|with)\s+which"
_NO_CASE_BEFORE = re.compile(r"(?i)\b" + NO_CASE_WHICH + r"\s*$")
#: Negators of other languages before what they negate: "Não é 83, é 80", "Non è 23", "Nicht Yes, sondern No",
#: "ni (Q) ni (E)", "не (C)", "bukan 18", "不是 B" (words, then those of scripts without spaces); and after it: "(C) değil",
#: "(C)가 아니라", "(C)ではなく".
OTHER_NEGATORS = r"descarté|descarto|descartamos|descartei|rechacé|rechazo|j'ai\s+écarté|j'écarte|écartons|verwerfe|" \
    r"ho\s+scartato|scarto|não|non(?![-‐])|n'est\s+pas|ce\s+n'est\s+pas|n'est\s+ni|ni(?![-‐])|nicht|kein|keine|не|nie|niet|geen|không\s+phải|không|bukan|tidak|" \
    r"לא|אינה|אינו|ليس|ليست|नहीं|δεν|όχι|není|inte"  # ("התשובה היא לא 4", "الجواب ليس 4", "उत्तर 4 नहीं"… before it)
OTHER_NEGATORS_UNSPACED = r"不是|并非|並非|而非|ไม่ใช่"
NEGATOR_AFTER = re.compile(r"[\s*_)\]]*+(?:(?:(?:de|da)\s+)?değil\b|(?:(?:이|가)\s*)?아니|(?:では|じゃ)な[いく]|と言いたいところ|"
                           r"(?:인|이)?\s*줄\s*알았|"  # ("(B) と言いたいところですが", "(B)인 줄 알았는데": said, then taken back)
                           r"\.{3}\s*(?:FAILED|XFAIL|SKIPPED|ERROR)\b)|"  # (a test log's verdict: "test_answer[8] ... XFAIL")
                           # ... or held in no case: "(A) in all cases, (C) in none", "No on none", "(C) in no case"
                           r"(?i:[ \t]+(?:in|on|under)[ \t]+(?:none|no[ \t]+(?:case|reading|interpretation|scenario)s?)\b)|"
                           # ... a bracket's terse verdict after its value: "ans = A. (C no)", "[15: ✗]", or a cross: "C, B ✗"
                           r"(?i:[ \t]*(?:[:=][ \t]*)?(?:no|nope|✗|✘|❌|✖)[ \t]*(?=[)\]]))|[ \t]*(?:[:=][ \t]*)?[✗✘❌✖]|"
                           # ... and a denial put after its topic, ending the sentence: "398 it isn't.", "65 ist es nicht."
                           r"(?i:[\s*_)\],]*(?:(?:that\s+)?it(?:'s|\s+is)\s+not|(?:that\s+)?it\s+(?:isn'?t|ain'?t)|"
                           r"ist\s+es\s+(?:\w+\s+)?nicht)(?=\s*(?:,\s*then)?\s*(?:[.!;]|$)))")
#: What puts the mention after it behind another: "unlike (A)", "(leans further / shifting) away from (A)",
#: "in no way (is it) (A)", "by no means (A)", "(B), far
#: better than (A)", "a clear winner over (A)", "preferable to (A)" (read before a mention, never after one: in "(B) is
#: better than (A)" B wins).
PUTS_BEHIND = r"unlike|(?<!\bto\s)(?<!n't\s)(?<!not\s)(?:lean|shift|mov|steer)\w*\s+(?:(?:further|farther|well|more)\s+)?away\s+from|" \
    r"(?:far|miles)\s+away\s+from|(?:in|by)\s+no\s+(?:way|means)(?:\s+(?:is|was|could\s+it\s+be|can\s+it\s+be)(?:\s+it)?)?|" \
    r"(?<!no\s)(?<!not\s)(?<!hardly\s)(?<!nothing\s)(?<!nothing\sis\s)(?<!none\sis\s)" \
    r"(?:better|stronger|likelier|more\s+(?:likely|plausible|convincing))\s+than|" \
    r"superior\s+to|preferable\s+to|preferred\s+(?:to|over)|winner\s+over"
#: ... right before the mention (no article between: in "Unlike A, D is plausible" the "A" is an option, not "a").
PUT_BEHIND_BEFORE = re.compile(r"(?i)\b(?:" + PUTS_BEHIND + r")[\s*_\"'`(\[]*(?:(?:the\s+)?(?:option|choice|answer)\s+|"
                               # (or a noun phrase naming it by what it is: "much better than the noir of (A)")
                               r"the\s+[a-z][\w-]*(?:\s+[a-z][\w-]*)?\s+(?:of|in)\s+)?[\s*_\"'`(\[]*$")
#: A comparison the mention loses, said after it: "(A) is far worse", "fits nowhere near as well", "hardly worth
#: considering" ("a worse mistake" is one verdict, the mistake's; "no worse" is equal standing, see :func:`decide`).
#: Less of what makes an answer right: "less plausible", "less convincing" (said of a rival, it loses to the answer).
LESS_FITTING = r"less\s+(?:correct|right|likely|plausible|defensible|valid|good|sound|convincing|accurate|true|fitting|" \
    r"reasonable)(?!\s+to\b)"  # (not "less likely to miss …": a tendency, said of the option's content)
LOSES = r"(?:worse|weaker|inferior|" + LESS_FITTING + r")(?!\s+(?:\w+\s+)?(?:mistakes?|errors?|traps?|distractors?|pitfalls?|decoys?|typos?)\b)" \
    r"(?![^.;!?\n]{0,40}?\bbut\s+(?:still|also|nonetheless|nevertheless)\b)|" \
    r"nowhere\s+near|(?:hardly|barely|scarcely)\s+worth"
#: Eliminating, as a verdict ("eliminate A", "(A) is eliminated"), not as the method that concludes
#: ("By elimination it is (A).", "by process of elimination, (A)").
ELIMINATES = r"(?<!\bby\s)(?<!\bof\s)(?<!\bthrough\s)(?<!\bvia\s)eliminat\w*"
#: A warning against choosing it, opening its clause: "Careful: do not stop at 36", "don't pick (C)", "never settle on 70"
#: (not asked: "Why don't we pick (C)?" suggests it; nor advice on giving it one way: "Don't just write 18 on a test",
#: "Don't answer 18 eggs — it's dollars").
DO_NOT_GIVE = r"(?<![\w'’,]\s)(?<![\w'’])(?:don't|don’t|do\s+not|never)\s+(?:stop\s+at|pick|choose|select|settle\s+(?:on|for)|" \
    r"go\s+with)(?:\s+only)?(?:\s+[\w-]+(?:'s|’s))?"
_NEGATOR_BEFORE = re.compile(
    r"(?i)(?:\b(?:not|never|hardly|scarcely|no|nor|neither|without|except|excluding|exclude|" + ELIMINATES + r"|rules?\s+out|ruled[\s_-]+out|ruling\s+out|"
    r"reject\w*|discard\w*|dismiss\w*|against|cannot\s+be|can't\s+be|isn't|aren't|wasn't|weren't|anything\s+but|let\s+alone|"
    # ... support refused by the speaker: "I can't stand behind B", "I won't vouch for 18"
    r"(?<=\bi\s)(?:can(?:'t|’t|not)|could(?:n't|n’t|\s+not)|won't|won’t|will\s+not|don't|don’t|do\s+not|wouldn't|"
    r"wouldn’t|would\s+not)\s+(?:really\s+|fully\s+|honestly\s+)?"
    r"(?:stand\s+(?:behind|by)|get\s+behind|vouch\s+for|endorse|defend|commit\s+to|back|put\s+my\s+name\s+to)|"
    r"everything\s+but|all\s+but|rather\s+than|instead\s+of|other\s+than|besides|"
    # ... an answer the speaker withdraws by name: "so I withdraw (E)", "I hereby retract 18"
    r"(?<=\bi\s)(?:(?:hereby|now|must|will|formally|have\s+to|am|(?:would|'d)\s+like\s+to)\s+)?"
    r"(?:withdraw(?:ing)?|withdrew|retract(?:ing|ed)?|rescind(?:ing|ed)?|revok(?:e|ing|ed))|"
    # ... the answer it replaced: "(E) [corrected from (D) after rechecking]", "16 (changed from 17)", "previously 17"
    r"(?:corrected|changed|revised|updated|switched|amended)\s+from|previously|formerly|"
    r"(?:zero|no|nil|0\s*%)\s+(?:chance|possibility|probability|way)\s+(?:of|for|that\s+it'?s|it'?s)|"
    # ... no case giving it: "none gives (C)", "no reading yields No"
    r"(?:none|no\s+(?:reading|interpretation|case|scenario)s?)\s+(?:gives?|yields?|supports?|favou?rs?|points?\s+to|leads?\s+to)|"
    + NO_CASE_WHICH + r"|" + OTHER_NEGATORS + r")\b|" + DO_NOT_GIVE + r"|[¬≠]|!=|\\(?:neg|lnot|ne|neq)\b|" + OTHER_NEGATORS_UNSPACED + ")"
    # (a comma right after it makes it an interjection: "No, 11." offers 11)
    r"[\s*_\"'`{}$]*(?:\b(?:the|an?|option|choice|answer|value|number|be|is|being|text|é|è|es|est|ist|jest|это)\b"
    r"[\s*_\"'`,{}$]*){0,3}$")
# "None of the other options" right before the list it rules out, across a dash: "None of the other options — (A), (C) — survives"
_NONE_OF_BEFORE = re.compile(r"(?i)\bnone\s+of\s+(?:the\s+)?(?:other\s+|remaining\s+)?(?:options|choices|answers|others)"
                             r"[\s*_:—–-]*$")
_COMPLEMENTISER = re.compile(r"(?i)\b(?:whether|if)\b")
_NEGATORS = re.compile(r"(?i)\b(?:not(?!\s+(?:sure|certain|confident|positive)\b)|never|no\s+longer|none|cannot|without|isn't|aren't|wasn't|weren't|doesn't|"
                       r"don't|didn't|can't|won't|wouldn't|couldn't|shouldn't|hasn't|haven't|nor|neither)\b")
#: The one a clue or the reasoning rules out, as the object of a relative clause: "(C) is the one the last clue
#: rules out", "the option that I eliminated" (not "the one that rules out the others").
RULED_OUT_BY = r"\bthe\s+(?:one|option|answer|candidate|choice)\s+(?:that\s+|which\s+)?(?:(?:the|this|my|our|every|each|a)\s+" \
    r"(?:[\w'-]+\s+){0,3}?(?:rules?\s+out|eliminates?|excludes?|disproves?|refutes?|contradicts?)|(?:I|we)\s+(?:have\s+|had\s+)?" \
    r"(?:ruled\s+out|eliminated|rejected|excluded|discarded))\b"
# A verdict that rules an answer out (also an answer-status word: "C is wrong" is about C as an answer).
_NEGATIVE_STATUS = re.compile(
    r"(?i)\b(?:wrong|incorrect|mistaken|erroneous|eliminated|ruled[\s_-]+out|excluded|rejected|discarded|impossible|"
    r"unlikely|inconsistent|invalid|false|implausible|untrue|inaccurate|less\s+likely|flawed|unacceptable|"
    # ... or out of consideration, a double negative's other half: "can't call No unreasonable", "not off the table"
    r"unreasonable|indefensible|untenable|baseless|far[\s-]fetched|off\s+the\s+table|out\s+of\s+the\s+question|"
    r"without\s+(?:support|merit|basis|grounds)|"
    r"not\s+an?\s+option|traps?|distractors?|red\s+herrings?|pitfalls?|decoys?|misleading|mistakes?|errors?|typos?|"
    r"(?:(?<=\ba\s)|(?<=\bthe\s)|(?<=common\s)|(?<=usual\s)|(?<=typical\s)|(?<=classic\s))slips?|"  # ("a common slip")
    r"(?:no|zero)\s+(?:credit|marks|points)|"  # (not "at no point")
    r"refuted|disproven|retracted|superseded|overruled|voided|struck\s+(?:out|off)|crossed\s+out|contraindicated|"
    # ... and a comparison it loses (:data:`LOSES`)
    + LOSES + r")\b"
    r"|" + RULED_OUT_BY + r""
    # ... in other languages: "non è valida", "queda descartada", "n'est pas correcte", "ist falsch"
    r"|\b(?:non\s+è|no\s+es|n'est\s+pas|ist\s+nicht|não\s+é)\s+(?:valid[ao]|válid[ao]|valide|gültig|corrett[ao]|"
    r"correct[ao]|corret[ao]|correcte?|richtig|korrekt|giust[ao])\b"
    r"|\b(?:queda|está|è|est|ist|é|a\s+été|ont\s+été|wurde|wurden|fue|fueron|foi|è\s+stat[oa])\s+"
    r"(?:\w+\s+(?:et|und|y|e)\s+)?(?:descartad[ao]s?|esclus[ao]|exclue?s?|ausgeschlossen|verworfen|sbagliat[ao]|errad[ao]|"
    r"equivocad[ao]|falsch|fausse?|écartée?s?|rejetée?s?|éliminée?s?|rechazad[ao]s?|eliminad[ao]s?|scartat[ao]|rejeitad[ao]s?)"
    r"(?!\w)"
    # ... and an option-by-option verdict word of another language: "(A) … → 오답", "- A. … → yanlış", "(B) 2：不符合"
    r"|\b(?:오답|틀림|틀렸\w*|yanlış|hatalı|salah|sai|неверн\w*|неправильн\w*|ошибочн\w*|incorrect[ao]|incorret[ao]|"
    r"errat[ao]|sbagliat[ao]|falsch|गलत|خطأ|خاطئ\w*|değil)\b|不符合|ではな[いく]|じゃな[いく]|아니라|아님|不正确|不正確|错误|錯誤|不成立|不正解|誤り|間違い"
    # an option-by-option verdict after a dash: "B. Increase Costs - no.", "(D) kite - contradicts a clue."
    r"|(?<=[-–—] )(?:no\b(?![ \t]*\w)|contradicts?\b)"
    # (a cross beside an option, "| A | ❌ two weeks too early |", once: "❌ wrong year" is one verdict)
    r"|[❌✗✘⛔🚫👎](?![^|\n]{0,80}?(?:\b(?:wrong|incorrect|false|invalid|not|never|no)\b|n't))")
# Every ruling-out has one of these (a negator, a negative verdict, a negating symbol), in lower case
# and as a substring: a text without any rules nothing out, and :func:`tag` need not be asked. (One
# scan of a literal trie: a pattern of words tried at every character costs more than tagging.)
_RULING_CUE = re.compile(_literal_trie((
    "no", "n't", "never", "cannot", "without", "neither", "except", "exclud", "eliminat", "rule", "ruling",
    "reject", "discard", "dismiss", "against", "rather", "instead", "other than", "besides", "but",
    "wrong", "incorrect", "mistak", "erroneous", "fail", "impossible", "unlikely", "inconsistent", "invalid", "false",
    "implausible", "untrue", "inaccurate", "less likely", "flawed", "unacceptable", "not an option", "trap",
    "distractor", "red herring", "pitfall", "decoy", "misleading", "error", "typo", "slip", "contradict", "❌", "✗", "✘", "⛔", "🚫", "👎",
    "오답", "틀림", "틀렸", "yanlış", "hatalı", "salah", "sai", "неверн", "неправильн", "ошибочн", "incorrect", "incorret",
    "errat", "sbagliat", "falsch", "गलत", "خطأ", "خاطئ", "değil", "ではな", "じゃな", "아니라", "아님", "不符合",
    "não", "non", "n'est", "nicht", "kein", "не", "nie", "niet", "geen", "không", "bukan", "tidak", "不是", "并非", "並非", "而非", "不正确", "不正確", "错误", "錯誤", "不成立", "不正解", "誤り",
    "間違い", "écart", "rejet", "élimin", "descart", "rechaz", "verworf", "ausgeschlossen", "scart", "rejeitad", "exclu",
    "¬", "≠", "!=", "\\neg",
    "\\lnot", "\\ne")))


def ruled_out_label(lead: str) -> bool:
    """``lead`` (the words before an answer's label) ends by calling that answer wrong: "The wrong answer is",
    "The incorrect answer would be", "Trap answer:" name the answer to avoid, not the one given ("not
    excluded:" does not)."""
    tail = lead[-40:]
    # (a verdict denied is none, as negators cancel in pairs: "Runner-up, not excluded:" offers its answer)
    return any(not tail[m.end():].strip(" \t*_-") and _verdict_stands(tail, m) for m in _NEGATIVE_STATUS.finditer(tail))


def _verdict_stands(label: str, verdict: re.Match) -> bool:
    """The verdict word found in ``label`` is not denied in its clause: negators cancel in pairs, so
    "Runner-up, not excluded:" rules nothing out."""
    clause = _LABEL_CLAUSE.split(label[:verdict.start()])[-1]
    near = _LABEL_JOIN.split(clause[-20:])[-1]  # (the words right before it: "Not the answer and wrong:" rules out twice)
    return not len(_NEGATORS.findall(near)) % 2


_LABEL_CLAUSE = re.compile(r"[,;:(\[]")
_LABEL_JOIN = re.compile(r"(?i)\b(?:and|or|but)\b")


def may_rule_out(text: str) -> bool:
    """Whether ``text`` could rule a value out at all (a cheap test before tagging it)."""
    return _RULING_CUE.search(text.lower()) is not None


# "Fails" said of the mention itself, as its predicate: "(F) fails for the same reason" rules F out
# ("the argument fails to follow, making it invalid" says nothing of "invalid").
# (a negator before it is counted as one: "(E) never fails" affirms E)
FAILS = re.compile(r"(?i)[\s*_\"'`)\]]*(?:(?:each|both|all)\s+)?(?:(?:also|too|likewise|similarly|equally|never|not|doesn't|does\s+not|didn't|"
                   r"did\s+not|won't|will\s+not|can't|cannot)\s+)?(?:fail(?:s|ed)?|contradict(?:s|ed)?|violate(?:s|d)?|"
                   r"runs?\s+into\s+(?:trouble|problems)|ne\s+colle\s+pas|"
                   # ... a verdict that it misjudges what is asked: "Option B understates it", "(C) misses the point"
                   r"(?:under|over)stat(?:es|ed)|oversimplif(?:ies|ied)|exaggerat(?:es|ed)|misse[sd]\s+the\s+point|"
                   # ... or leaves out part of it: "(A) and (C) each miss one organelle", "(B) overlooks the units"
                   r"miss(?:es|ed)?\s+(?:one|a|an|some|part|half|two|several|at\s+least)\b|overlook(?:s|ed)?|"
                   r"mis(?:read|state|represent|characteri[sz]e|judge|interpret)(?:s|d)?|conflat(?:es|ed)|falls?\s+short|"
                   # ... in other languages: "Option C widerspricht den Angaben", "contredit", "contradice", "contraddice"
                   r"widerspricht|widersprechen|contredit|contredisent|contradice|contradicen|contraddice|contradiz|"
                   r"strider\s+mot|przeczy|противоречит)\b")
#: How much of a mention's predicate is read for its verdict: the head, before any comma or far word.
PREDICATE_WORDS = 8

# --- offers -------------------------------------------------------------------------------------
# What gives a mention an answer's status: a verdict about it as an answer, or an additive particle.
#: Other languages' additive particles: "5763 también encaja", "273 auch", "(C) тоже подходит", "273也可以", "273も正しい".
_OTHER_ADDITIVE_WORDS = (r"también|aussi|auch|ebenfalls|ebenso|gleichermaßen|genauso|également|igualmente|ugualmente|também|anche|ook|också|også|także|również|też|тоже|также|теж|"
                         r"juga|cũng|ayrıca|επίσης|גם|أيضا|أيضًا|भी")
_OTHER_ADDITIVES = r"\b(?:" + _OTHER_ADDITIVE_WORDS + r")\b|^[\s*_)\]]*(?:也|亦|も)"
# "works", "working" said of an answer, not the noun of a job or a task: "it's night after work", "at work", "their work".
_WORK_AS_VERB = (r"(?<!\bafter\s)(?<!\bat\s)(?<!\bto\s)(?<!\bfrom\s)(?<!\bof\s)(?<!\bthe\s)(?<!\bfor\s)(?<!\bher\s)"
                 r"(?<!\bhis\s)(?<!\btheir\s)(?<!\bmy\s)(?<!\byour\s)(?<!\bbefore\s)(?<!\bour\s)(?:works?|working)")
# A rank just below the top and close to it, said of a value: it is offered beside the first (a plain rank is not: "C
# is the runner-up", "a distant second"; nor one then turned down: "(D) comes close second but isn't an inducement"; nor
# a rank in the question's world, the rank not ending its clause: "Europe (A) is a close second in the number of sites",
# "Day two was close behind day one").
_CLOSE_RANK_WORDS = r"(?:(?:close|closely|strong|narrow|near)[ \t]+second|close(?:ly)?[ \t]+behind|hot[ \t]+on[ \t]+(?:its|the)[ \t]+heels)"
_RANKED_JUST_BELOW = _CLOSE_RANK_WORDS + r"(?=[\s*_]*(?:[.,;:!?)\]—–]|$))(?![^.;!?\n]{0,60}?\b(?:but|though|although|yet)\b)"
_STATUS = re.compile(
    r"(?i)(?:\b(?:answers?|correct|right|true|valid|accurate|acceptable|reasonable|defensible|justifiable|viable|"
    r"legitimate|sound|solid|strong|good|better|best|fine|okay|ok|sensible|tenable|credible|convincing|"
    r"compelling|possible|plausible|feasible|likely|probable|candidates?|contenders?|options?|choices?|"
    r"alternatives?|" + _WORK_AS_VERB + r"|fits?|fitting|matches|deserves?|merits?|survives?|holds?\s+up|checks?\s+out|"
    # ... or a verdict that it stands: "so (B) stands", "(G) still holds." (not "stands for", "holds the ball")
    r"stands(?=[\s*_]*(?:too\b|as\s+well\b|also\b|[.;,!)]|$))|holds(?=[\s*_]*(?:too\b|as\s+well\b|also\b|[.;,!)]|$))|"
    r"arguabl\w*|debatable|defensible|confirmed|verified|"
    # ... or ranked close below it: "though B is close behind", "A is a close second"
    + _RANKED_JUST_BELOW + "|"
    r"worth|also|too(?!\s+[a-z])|as\s+well|equally|likewise|similarly|same|"
    # ... in other languages: "Somit ist B richtig", "la opción B es correcta", "B è corretta", "B är rätt"
    r"richtig|korrekt|correct[oa]|corrett[oa]|corret[oa]|juist|rätt|riktig|poprawn[aey]|верн[аоы]?|правильн\w*)\b"
    r"|\bnot\s+it\b|n't\s+it\b"  # ("18 is not it": the negator then rules it out)
    r"|\b(?:could|can|might|may)\s+(?:also\s+|equally\s+|well\s+|still\s+)?be\s+(?:defended|argued\s+for|justified)\b"
    r"|" + _OTHER_ADDITIVES + ")")


# A word of answer status that also describes things ("solid", "strong", "good"), used as an adjective of
# another noun: "Lead is a solid metal" describes lead, "B is a reasonable concern" describes B; "(C) is a solid choice",
# "C is solid" rate it as an answer.
_DESCRIBING_ADJECTIVE = re.compile(r"(?i)(?:(?<=\ba\s)|(?<=\bthe\s))good(?=[\s*_]*(?:[,.;:!?)]|$|(?:but|and|or)\b))|"
                                   # ("a good", "the good" as a noun: "Pleasure (B) accompanies attaining a good")
                                   r"right(?=[ \t]+(?:end|side|edge|hand|corner|angle|turn|half|column|margin|wing|bank|field|"
                                   r"border|panel|lane|shoulder|arm|foot|leg|eye|ear)s?\b)|"  # (a side: "(C) is on the right end")
                                   r"\b(?:solid|strong|sound|good|better|best|fine|sensible|fitting|working|"
                                   # ... and, after "a", words of plausibility: "B is a reasonable concern, but it's a
                                   # want", "C is a reasonable-sounding doubt" (not "A and C are plausible next steps")
                                   r"(?:(?<=\ba\s)|(?<=\ban\s))(?:reasonable|plausible|valid|legitimate|credible)"
                                   r"(?:-(?:sounding|looking))?)\s+"
                                   r"(?!(?:answers?|choices?|options?|picks?|candidates?|bets?|guess(?:es)?|fits?|"
                                   r"matches?|ones?|alternatives?|contenders?|reading|interpretation)\b)[a-z]")


def _rates_as_answer(predicate: str) -> bool:
    """The predicate gives the mention an answer's status (:data:`_STATUS`), not only a describing adjective, nor a
    status noun in its ordinary sense after a proper adjective ("backed Democratic candidates")."""
    return any(_DESCRIBING_ADJECTIVE.match(predicate, m.start()) is None and not (
        _STATUS_NOUN.fullmatch(m.group(0)) and (proper := _PROPER_ADJECTIVE.search(predicate, max(0, m.start() - 30), m.start()))
        and not _STATUS.fullmatch(proper.group(1))) for m in _STATUS.finditer(predicate))


_STATUS_NOUN = re.compile(r"(?i)candidates?|contenders?")  # (running for office; "the Rogerian alternative" still rates)
# A capitalised word right before a status noun, not opening its text ("Democratic candidates"; "(C) — Strong candidate"
# is read as a status, "Strong" being one).
_PROPER_ADJECTIVE = re.compile(r"(?<=[a-z,;] )([A-Z][a-z]{2,})[ \t]+\Z")


def is_status_word(word: str) -> bool:
    """``word`` gives an answer's status ("correct", "also", "likely"): a predicate word, no value."""
    return _STATUS.fullmatch(word) is not None


# For answer words (True/False, valid/invalid, plausible …) the words that are values, or read like
# them, give no status: "a conclusion is valid only if it holds true" describes, it offers nothing.
# (not after "also", nor before "too": "…, though No is also plausible" gives No an answer's standing)
_VALUE_LIKE = re.compile(r"(?i)(?<!\bas\s)(?<!equally\s)(?<!also\s)\b(?:true|false|untrue|valid|invalid|plausible|implausible|"
                         r"likely|unlikely|less\s+likely)\b(?!\s+(?:too|as\s+well)\b)")
# An answer frame right before a mention: "the answer is", "I'd pick", "it could be", "or", "maybe".
_FRAME_BEFORE = re.compile(
    r"(?i)(?:\b(?:answers?|ans|responses?|choices?|options?|results?|solutions?|totals?|values?|guess|pick|lists?|verdicts?)\b[\s*_\"'`]*"
    # ("the answer above may need to read 80": the answer given, and what it may have to become)
    r"(?:(?:above|below|given|stated)\b[\s*_\"'`]*)?"
    # ("the answer to enter is Yes", "the answer to put down would be 19": the answer the reader is to give)
    r"(?:to\s+(?:enter|give|write|put(?:\s+down)?|mark|select|choose|pick|submit|use)\b[\s*_\"'`]*)?"
    r"(?:(?:(?:is|are|was|were|would|could|might|may|must|should|will|be|also|then|actually|probably|likely|"
    r"really|still|equally|instead|needs?\s+to|ha(?:s|ve)\s+to|read|become|(?:change|shift|move|switch|flip|swing)\s+(?:over\s+)?to|"
    r"flip(?:s|ped)\s+(?:over\s+)?to|"  # ("the result flips to 55": a running total "becomes" or "changes to" its steps)
    r"therefore|thus|hence|so|indeed|[a-z]{2,}ly)\b[\s*_\"'`]*){1,4}|[=:→]|->|=>)"  # (an adverb: "may accordingly be")
    # ... a pointing emoji after the reply's own final pick: "my final pick 👉 B" (not "Result ➡️ $42 spent", working, nor
    # "Initial pick ➡️ (B)", one moved on from)
    r"|\b(?:final|my)\s+(?:pick|answer|choice)[\s*_]*[👉➡]\ufe0f?"
    r"|\b(?:choose|chose|choosing|select|selecting|pick|picking|go(?:ing)?\s+with|opt(?:ing)?\s+for|prefer|"
    r"switch(?:ing)?\s+(?:it\s+|my\s+answer\s+)?to|revis(?:e|ing)\s+(?:it\s+|my\s+answer\s+)?to|"
    r"say|guess|suggest|accept|credit|recommend|vote\s+for|submit(?:ting)?|put\s+me\s+down\s+for|mark\s+me\s+down\s+for|"
    r"make\s+(?:it|that)|venture)\b"
    # the answer turned into it, its subject left understood: "Flips to valid if premise 1 is read as a biconditional."
    r"|(?:^|(?<=[.;]\s))[\s*_]*(?:(?:it|this|that|the\s+(?:answer|verdict))\s+)?(?:would\s+)?(?:flips?|switch(?:es)?|changes?)\s+"
    r"(?:over\s+)?to\b"
    # ... or under an edit: "Edit: changed to A", "Update: I've switched it to (B)"
    r"|\b(?:edit|update|correction|revision)[\s*_]*:[\s*_]*(?:(?:i'?ve|i\s+have|i)\s+)?(?:changed|switched|changing|switching)\s+"
    r"(?:it\s+|my\s+answer\s+)?to\b"
    # a preference leaning to it: "it leans B", "I'm leaning towards (C)" (not "leans away from B", nor "Lean 4")
    r"|\b(?:i|we|it|i'?m|we'?re|am|are|is|still|now)\s+(?:\w+\s+)?lean(?:s|ed|ing)?(?:\s+(?:more|slightly|strongly|heavily|a\s+(?:bit|little)))?(?:\s+(?:toward|towards|to|for))?"
    r"(?=[\s*_\"'`(\[]*$)"
    # the one picked out by what it does: "The one that fits is (C)", "the option that survives is B", and what a
    # verdict or a pass comes out at: "the verdict comes out valid"
    r"|\bthe\s+(?:one|option|choice|answer|letter|pick)\s+(?:that|which)\s+(?:best\s+|still\s+|actually\s+|really\s+)?"
    r"(?:fits|works|matches|survives|holds(?:\s+up)?|remains|stands|makes\s+sense|is\s+left|checks\s+out)"
    r"(?:\s+(?:best|here|now))?\s+is\b"
    r"|\b(?:verdict|result|answer|pass|check)\s+(?:comes?|came)\s+out(?:\s+(?:as|at|to))?[\s*_\"'`(\[]*$"
    # the right one of what the question asks for: "The correct equation is B", "the best description is (C)"
    # (not a list's: "the correct order is Bernard, Gwen, …")
    r"|\bthe\s+(?:correct|right|best)\s+(?!(?:order|ordering|sequence|list|arrangement|ranking|reading|way|approach|method|"
    r"formula|procedure|steps?)\b)[a-z]{3,20}\s+(?:is|would\s+be|must\s+be)[\s*_\"'`(\[]*$"
    # the one the reply believes in: "The one I actually believe is D.", "the answer I'd actually give is (D)"
    r"|\b(?:the\s+(?:one|answer|option|choice)|what)\s+i(?:'d|\s+would)?\s+(?:actually\s+|really\s+|truly\s+|honestly\s+)?"
    r"(?:believe|think|prefer|pick|choose|give|go\s+with|put|write|submit|would\s+(?:pick|choose|give))(?:\s+in)?\s+is\b"
    # what the reply would write itself: "If I were filling in the sheet, I'd write …"
    r"|\b(?:i'?d|i\s+would|i'?ll|i\s+will)\s+(?:write|put(?:\s+down)?|mark|circle|enter|fill\s+in)\b"
    # ... or suggests it under a modal: "you might consider option A", "you could also try 19"
    r"|\b(?:might|could|may|should|can)\s+(?:also\s+|instead\s+|still\s+)?(?:consider|try)\b"
    # ... or tells the reader to write: "If you have the revised edition, write 32 instead."
    r"|(?:^|(?<=[,;:.]\s)|(?<=[,;:.]))[ \t]*(?:then\s+)?(?:write|put|enter|fill\s+in|mark)(?:\s+(?:down|in))?\b"
    # ... or to mark it on the sheet: "circle **B** on your answer sheet", "and underline C", "shade bubble D"
    r"|(?:^|(?<=[,;:.]\s)|(?<=[,;:.])|\band\s+|\bthen\s+|\balso\s+)[ \t*_]*(?:circle|shade(?:\s+in)?|underline|tick|bubble\s+in|"
    r"colou?r\s+in)(?:\s+(?:the\s+)?(?:bubble|box|option|letter|answer|choice)(?:\s+(?:for|of))?)?\b"
    # an action that submits a value: "*clicks the button for 195 and submits*", "presses the key marked 13"
    r"|\b(?:click|press|tap|hit)(?:s|ed|ing)?\s+(?:on\s+)?(?:the\s+)?(?:button|key|option|box|tile)\s+"
    r"(?:for|labell?ed|marked|showing|with)\b"
    # where the speaker's working comes out: "this time I end up with (A)", "I land on 19"
    # (the speaker's own outcome; "we end up with 13 eggs" or "Alice ends up with the ball" narrates working or a story)
    r"|\bi\s+(?:(?:now|then|actually|finally|still|also|eventually)\s+)?(?:end(?:ed)?\s+up\s+(?:with|at|on)|land(?:ed)?\s+on|"
    r"arriv(?:e|ed)\s+at|(?:come|came)\s+out\s+(?:at|to|as|with))\b"
    # ... or where the speaker leaves it: "I'll leave both: (B) / (C)", "so I'll leave it at (E) / (D)"
    r"|\b(?:i'?ll|i\s+will|i'?d|i\s+would)\s+(?:just\s+)?leave\s+(?:both[\s*_]*:|it\s+at\b)"
    # a final answer named without a verb: "Figure 1: worked diagram — final answer 71."
    r"|\bfinal\s+answer"
    # ... or one changed: "Final answer changed to (A)", "final pick updated to C"
    r"|\bfinal\s+(?:answer|pick|choice|verdict)\s+(?:(?:is|was|has\s+been|now)\s+)*(?:chang|switch|revis|updat|amend|correct)"
    r"(?:e|es|ed|ing)?\s+(?:over\s+)?to"
    # what the answer is changed to: "I have to revise this to No", "changing my answer to 19"
    r"|\b(?:revis|chang|correct|updat|amend)\w*\s+(?:it|this|that|(?:my|the)\s+(?:final\s+)?answer)\s+to\b"
    r"|\bit(?:'s|\s+(?:is|was|would|could|might|may|must|should|will|can|be|also|then|has\s+to|got\s+to|only|"
    r"actually|probably|still|equally|instead)\b){1,4}|\b(?:is|was|could|would|might|may|can)\s+it(?:\s+be)?"
    # (a necessity says it outright: "It has to be B", "It's got to be B", "It can only be B", "This has to be B")
    r"|\b(?:that|this|which)\s+(?:would|could|might|may|must|should|will|can|has\s+to)(?:\s+(?:also|then|instead|actually|really|"
    r"well|be)\b){0,3}"
    # the answer named in other languages: "die richtige Antwort ist valid", "la bonne réponse est (C)", "ответ — 18"
    r"|\b(?:antwort|réponse|respuesta|risposta|resposta|antwoord|odpowied[źz]|ответ|відповідь|cevap|yanıt|jawaban(?:nya)?|"
    r"jawapan(?:nya)?)(?:\s+(?:richtige|correcte|correcta|corretta|correta|juiste|poprawna|правильный|doğru|benar|yang\s+benar))?"
    r"[\s*_]*(?:ist|est|es|è|é|is|jest|to|adalah|ialah|[—–:=])?|(?:正确)?答案(?:是|为|為)|答えは|정답은"
    # ... and "it is" there: "c'est (C)", "es ist 19", "è 25", "é 80", "to jest (B)"
    r"|\b(?:c'est|c’est|es\s+ist|das\s+ist|to\s+jest|это|het\s+is|dat\s+is)\b|(?:^|(?<=[\s,;:—–-]))(?:è|é|es)"
    # ... and what is right, said before it: "Correct is 15", "the correct one is 15", "Richtig ist 15", "実際には (D)"
    r"|\b(?:(?:the\s+)?(?:correct|right)(?:\s+one)?|richtig|korrekt|correct[oa]|corrett[oa]|corret[oa]|juist|rätt)\s+"
    r"(?:is|ist|es|è|é|är)\b|実際には|本当は|получается"
    # ... and the right one of what is asked, named so: "la phrase correcte est la (B)", "die richtige Antwort ist", "正确的句子是"
    # (not a list's: "el orden correcto es …")
    r"|\b(?:la|le|el|il|lo|a|o|l['’])\s*(?!(?:ordre|orden|ordine|ordem|séquence|secuencia|sequenza|sequência)\b)[^\W\d_]{3,20}\s+"
    r"(?:correcte?|correct[ao]|corrett[ao]|corret[ao]|juste|exacte?|exact[ao]|buen[ao]|bonne)\s+(?:est|es|è|é)"
    r"(?:\s+(?:la|le|el|il|lo|a|o|l['’]))?(?=[\s*_\"'`(\[]*$)"
    r"|\b(?:la|le|die|der|das|de|het)\s+(?:bonne|richtige|korrekte|juiste|correcte)\s+(?!(?:Reihenfolge|volgorde|ordre)\b)"
    r"[^\W\d_]{3,20}\s+(?:est|ist|is)(?:\s+(?:la|le|die|der|das|de|het))?(?=[\s*_\"'`(\[]*$)"
    r"|正确的[^\s，。,.]{1,6}(?:是|为|為)"
    # second thoughts in other languages: "但也可能是 19", "Pero en realidad es (C)", "Aber eigentlich 19"
    r"|也可能是|可能是|或者是|还是|其实是|实际上是|应该是|也许是|其实|实际上|"
    r"\b(?:pero|aunque|en\s+realidad|quizás?|tal\s+vez|o\s+bien|aber|eigentlich|vielleicht|doch|mais|en\s+fait|"
    r"peut-être|plutôt|ou\s+bien|però|in\s+realtà|forse|oppure|na\s+verdade|talvez|ou\s+então|" + _OTHER_ADDITIVE_WORDS + r")\b"
    r"(?:[\s,]+(?:es|sea|ist|es\s+ist|c'est|est|è|é|seja|en\s+realidad|eigentlich|en\s+fait|in\s+realtà|na\s+verdade))*"
    r"|(?:но|на\s+самом\s+деле|может\s+быть|скорее)(?:[\s,]+(?:на\s+самом\s+деле|это))*|でも|実は|かもしれない|あるいは|"
    r"하지만|사실은|아니면"
    # a ticked box: "[x] A", "☑ (C)"
    r"|\[[xX✓✔]\]|☑|✅|✔️?"
    # a change of mind: "I changed my mind: B", "On second thought, (C)"
    r"|\b(?:changed?\s+my\s+mind|on\s+second\s+thoughts?|second\s+thoughts?)\b[\s,:;—–-]*(?:(?:it'?s|it\s+is|to)\s+)?"
    # a modal "be" right before it, whatever its subject: "PS: could also be (C)", "The date might well be 19"
    r"|\b(?:would|could|might|may)(?:\s+(?:also|well|equally|even|just\s+as\s+(?:well|easily|likely)))?\s+be"
    # an adverb of belief that opens the clause: "Most likely A", "Probably: 19", "Definitely (B)"
    r"|(?:^|[,;:(]\s*)[*_]*(?:(?:most|more|very)\s+likely|likely|probably|definitely|certainly|presumably|"
    r"undoubtedly)[*_]*[,:]?)"
    r"[\s*_\"'`(\[$]*$")
# Others choosing a value, said right before it: "Many students pick (A)", "test-takers often go for 19".
_OTHERS_PICK = re.compile(r"(?i)\b(?:students|people|test[\s-]*takers|readers|learners|beginners|novices|others|someone|"
                          r"somebody|folks|many|most)\s+(?:\w+\s+){0,2}?(?:picks?|choose|chooses|select|selects|go\s+for|"
                          r"goes\s+for|guess|guesses|fall\s+for|falls\s+for|gravitate\s+(?:to|towards?)|answer)"
                          r"(?:\s+(?:with|for))?[\s*_\"'`(\[]*$")
# A particle that offers what follows it beside what precedes it ("18 or 19", "Or maybe C", "B | C"):
# a frame only when nothing but glue stands between it and the previous mention (or the segment's start),
# so that "half price, or $300" restates rather than offers.
_PARTICLE_BEFORE = re.compile(
    r"(?i)(?:\b(?:or|as\s+well\s+as|also|maybe|perhaps|possibly|probably|alternatively|alternately|optionally|plus|either|else|otherwise|ditto|"
    r"even|too|then|thus|hence|versus|equally|likewise|similarly|again|ou|oder|bzw|o|sia|veya|atau|lub|eller|of|hoặc|"
    r"edo|vai|tai|või|vagy|sau|nebo|ili|"
    r"hoac)\b|或者?|または|или|या|또는|أو|או|[→|&/∨⊕⊻+，、；]|->|=>|\\lor|\\vee|\\cup|\\(?![A-Za-z{}()\[\]])|"
    r"\bvs\.?)[\s*_\"'`(\[$,]*$")
# What stands right before a Dutch "of" ("or"): a value ("18 of 19", "**B** of C"), not a word ("out of", "total of").
_DUTCH_OF = re.compile(r"(?:[\d)\]*_$]|\b[A-Z])[ \t]*$")
# A correction's second half: "Not B, but A", "isn't 19 but 18" frames what follows "but" as the answer.
# (the negator may be far back: "Not <a list of twenty words>, but <its sorted order>"; no clause ends between)
_BUT_BEFORE = re.compile(r"(?i)\bbut\b[\s*_\"'`(]*$")
_NOT_WORD = re.compile(r"(?i)\b(?:not|never|isn't|wasn't|aren't)\b")
_NOT_BUT_REACH = 400


def _not_but(sentence: str, start: int) -> bool:
    """The mention at ``start`` is the second half of "not X, but Y"."""
    but = _BUT_BEFORE.search(sentence, max(0, start - 12), start)
    if but is None:
        return False
    floor = max(0, but.start() - _NOT_BUT_REACH)
    floor = max([floor] + [sentence.rfind(end, floor, but.start()) + 1 for end in ".;!?\n"])
    return _NOT_WORD.search(sentence, floor, but.start()) is not None
# A label right before a mention that gives it an answer's standing ("Also correct: 19",
# "alternative = 261", '"answer_2": "261"'); a name ("Bob: Lolita") gives none.
# (a label may carry a qualifier in brackets: "Alternative expected result (fasting samples, TG normalised): B")
_CORRECTING = r"actually|in\s+fact|rather|instead"
_LABEL_BEFORE = gated(re.compile(r"([^\n:=,{\[(]{1,40}(?:,[ \t]*[^\n:=,{\[(]{1,30})?(?:\([^()\n:=]{1,60}\))?)[\"'`*_\s]*[:=][\s\"'`*_]*"
                                 r"(?:(?i:" + _CORRECTING + r")[\s,]*)?$"))
# (a label may carry one qualifier after a comma: "My actual answer, for the record: (B)"; its value may open with a word
# that corrects: "Edit: actually 250", which turns away from a label's verdict: "Common mistake: actually (C) is fine")
_OPENER = re.compile(r"(?i)\b(?:" + _CORRECTING + r")[\s,]*$")
_WITH_AFTER = re.compile(r"(?i)[\s*_)\]]*w/(?=\s)")
_OTHERS_LABEL = re.compile(r"(?i)[\s*_>#-]*(?:the\s+)?others?\b")
_LINE_TAG = re.compile(r"[ \t>*_-]*\[([^\[\]\n]{1,30})\]")
_ANSWER_LABEL = re.compile(r"(?i)answer|\bans\b|\balt|alternat|backup|fallback|runner|draft|spare|reserve|hedge|plan[\s_-]*b\b|"
                           r"second|other|option|also|correct|right|candidate|guess|"
                           r"choice|final|result|solution|accept|valid|possib|equal|confident|sure|certain|pick|going\s+with|"
                           # what else names an answer under a label: "Top-2 predictions: B, D", "Under the intended reading: D"
                           r"predict|estimate|verdict|select|top[\s-]*\d|favou?rite|rank|reading|interpretation|recommend|"
                           r"steelman|advocate|"
                           # ... or the answer said again in other words, which must be the same value: "(Written out: sixteen.)"
                           r"in\s+(?:words|numerals|digits|figures|letters)\b|(?:written|spell?ed|spelt)\s+out|translat|"
                           # ... or a ruling-out denied, the standing of a possible answer: "Not excluded: 15", "can't rule out: B"
                           r"(?:\bnot|n't|\bcannot)\s+(?:be\s+|yet\s+)?(?:excluded?|ruled?\s+out|eliminated?|impossible)\b")
# ... or one word that corrects the answer, the whole label: "(Edit: 250)", "UPDATE: 19", "Erratum: (C)" (a writer's note
# is capitalised: '"edit": "bad religion → brad religion"', a record's key, names ruin_names' subject).
CORRECTION_LABEL = re.compile(r"(?i)[ \t*_(\[>-]*(?:edit(?:ed)?|update[ds]?|correct(?:ion|ed)|errat(?:um|a)|revis(?:ed|ion)|"
                              r"amend(?:ed|ment))(?:[ \t]+\d{1,2})?[ \t*_)\]]*")
_OPTION_LABEL = re.compile(r"(?i)\b(?:options?|choices?)\b")
_LISTS_OPTIONS = re.compile(r"(?i)\b(?:options|choices)\s+(?:are|were|given|listed|available|offered)\b")
# A quotation longer than a word (a mention inside it keeps its place; the quoted words are no cues).
_QUOTATION = re.compile(r'"[^"\n]{8,300}"')
_ASKS_OF_ERRORS = re.compile(r"(?i)\bcontain\s+a\s+particular\s+error\b|\berror\s+will\s+be\s+one\s+of\s+the\s+following\s+types\b")
_ERROR_WORD = re.compile(r"(?i)\berrors?\b")
_PREDICATED = re.compile(r"(?i)\b(?:is|was|be|'s|are|were)\s+(?:(?:an?|the)\s+)?(?:[\w-]+\s+)?$")


def _kind_of_error(word: re.Match) -> str:
    """The word "error" blanked where it names a kind (see :func:`tag`), kept where it is said of something."""
    if _PREDICATED.search(word.string, max(0, word.start() - 30), word.start()):
        return word.group(0)
    return " " * len(word.group(0))
# A verdict on a value as an answer, which a concession does not take back ("though 19 is possible").
_ANSWER_STATUS = re.compile(r"(?i)\b(?:answers?|correct|right|acceptable|reasonable|defensible|viable|possible|"
                            r"(?:just\s+|equally\s+|about\s+)?as\s+(?:likely|probable|good)|equally\s+(?:likely|probable)|"
                            r"plausible|arguabl\w*|fits?|works?|valid|candidates?|alternatives?|ruled?\s+out|"
                            + _RANKED_JUST_BELOW + r")\b")
#: A status that ranks a value level with another or close below it, so presupposes it: "B is just as likely", "B is a
#: close second".
RANKED_BESIDE = re.compile(r"(?i)\b(?:just|every\s+bit|about|nearly|almost)\s+as\s+(?:likely|probable|plausible|good|valid|"
                           r"strong|correct|right|reasonable|defensible)\b|\b(?:" + _RANKED_JUST_BELOW + r")\b")
# The speaker's own preference, said right before a mention: "I'd pick B", "I lean towards (C)", "it leans B",
# "my money is on 19". A concession does not take it back: "A, though I'd pick B" offers B beside A.
_OWN_PREFERENCE = re.compile(r"(?i)(?:\b(?:i|we)(?:'d|'m|'re|'ll)?(?:\s+(?:would|will|am|are|do|still|really|honestly|personally|"
                             r"probably|slightly|now|rather|also|myself|just))*\s+|\bmy\s+(?:gut|money|vote|bet)(?:'s|\s+is|\s+says)?\s+"
                             r"|\bit\s+)"
                             r"(?:pick(?:ing)?|choos(?:e|ing)|go(?:ing)?\s+with|opt(?:ing)?\s+for|prefer(?:ring)?|"
                             r"lean(?:s|ing)?(?:\s+(?:toward|towards|to))?|vote\s+for|bet\s+on|on|says?)"
                             r"[\s*_\"'`(\[]*$")
# ... nor a rival given for some cases: "(B), though (C) in some cases", "though (C) on certain readings".
_IN_SOME_CASES = re.compile(r"(?i)[\s*_)\]]*(?:(?:in|on|under|for)\s+(?:some|certain|a\s+few|many|other)(?:\s+(?:cases|readings|"
                            r"interpretations|contexts|scenarios|situations|readers|people))?|for\s+(?:the\s+rest|others)|sometimes)\b")
# A clause that concedes ("While (B) also alters the name, …"): what it names is no offer.
_CONCESSIVE = re.compile(r"(?i)\b(?:while|although|though(?![ \t]*,)|whereas|even\s+if|even\s+though|granted|despite|"
                         r"in\s+spite\s+of|notwithstanding)\b")  # (", though, I'd write 16": an adverb, "however")
# A remark whose subject is the rest: "others ruled out", "all other values fail", "everything else is wrong"
# (in a bracket or clause after a mention; :data:`OTHERS` is the subject of a sentence of its own).
_OTHER_SUBJECT = re.compile(r"(?i)[\s*_(\[]*+(?:(?:all|none|neither|each|any)\s+of\s+)?(?:all\s+)?(?:the\s+)?(?:others?\b|rest\b|remaining\b|alternatives?\b|"
                            r"everything\s+else\b|all\s+else\b|nothing\s+else\b|o/w\b|(?:no\s+|every\s+)?other\s+(?:values?|options?|answers?|choices?|"
                            r"numbers?|candidates?|letters?)\b)")  # (… "— none of the alternatives could fit", "— nothing else fits")
# A sentence about the options not chosen: "The other options (A, C) lack …".
OTHERS = re.compile(r"(?i)^[\s*_>-]*(?:all\s+)?(?:the\s+)?(?:other|remaining|rest\s+of\s+the|alternative)\s+"
                     r"(?:options?|choices?|answers?|candidates?)\b")
# Nothing after a mention on its line but closing marks: "Edit: 250)" (not "Edit: (D) — too slow").
_BARE_AFTER = re.compile(r"[ \t*_.!)\]\"'`]*(?:\n|$)")
# A counterfactual's condition denied after it: "…, but she does not", "but that is not the case".
# (or closing the sentence: "C would only be right if the facts were different, and they are not.")
#: The reading a supposed answer rests on, set aside by what follows "but": "but there's no indication of that", "but
#: nothing suggests it", "but it specifically asks how many were yellow", "but it doesn't." (ending its sentence).
SET_ASIDE = r"\bbut\s+(?:(?:there(?:'s|\s+is)\s+no\s+(?:indication|sign|hint|evidence)\s+(?:of|for)\s+(?:that|this|it)|" \
    r"nothing\s+(?:suggests|indicates)\s+(?:that|this|it)|(?:it|that|this|the\s+question)\s+(?:does|did|is|was)(?:\s+not|n't))" \
    r"(?=[\s*_]*(?:[.;,)!]|$))|(?:(?:it|the\s+question)\s+(?:specifically|clearly|explicitly|only)\s+(?:asks|says|wants|counts)|" \
    r"(?:that|this|it)(?:'s|\s+is)\s+not\s+what\s+(?:it|the\s+question)\s+(?:asks|says|wants))\b[^,;.!?\n]{0,60}(?=[\s*_]*(?:[.!?)]|$)))"
_DENIED_CONDITION = re.compile(r"(?i)" + SET_ASIDE + r"|\bbut\s+(?:\w+\s+){0,4}?(?:not|n't|never|no|cannot)\b|\bbut\s+(?:\w+\s+){0,2}?\w+n't\b|"
                               r"\bbut\s+(?:\w+\s+){0,3}?(?:is|was|would\s+be)\s+(?:wrong|incorrect|mistaken|unlikely|implausible)\b|"
                               r"\b(?:and|which)\s+(?:\w+\s+){0,3}?(?:not|never|\w+n't)[\s.!)\]]*$")
# ... or by the fact stated against it, after an "if" that follows the mention: "C, if the question were about
# treatment, but it's about unconscious bias" (not a modal's "would": "would say No — …, but it was expected").
_FACT_AGAINST = re.compile(r"(?:(?<=[,;—–-])|(?<=[,;—–-]\s))but\s+(?:(?:it|this|that|he|she)'s|(?:it|this|that|he|she|they|"
                           r"the\s+[\w-]+|[A-Z][a-z]+)(?:\s+is|\s+are|\s+was|\s+were))\s+"
                           r"(?!(?:also|still|equally|just|possible|plausible|likely|right|correct|valid|fine|true|defensible)\b)")
_IF_WORD = re.compile(r"(?i)\bif\b")
FACT_REACH = 160  # (how far past the mention's predicate the fact is looked for: a sentence of 10,000 values is read once)
# A condition on what follows: "unless the question means (E)", "if read loosely".
_CONDITION = re.compile(r"(?i)\b(?:unless|if|assuming|provided|depending|except\s+(?:if|when)|in\s+case)\b")
# ... opening the clause right after a mention: "6, in case the first one is marked wrong" offers 6
# for that case; the condition's verdict ("wrong") is its own subject's, not the mention's (unless the
# condition is an aside a comma closes: "16, in case you wondered, is wrong").
_CONDITION_AFTER = re.compile(r"(?i)[\s,*_\"'`)\]]*(?:unless|if|assuming|provided|supposing|in\s+case)\b(?=[^,]*$)")
# A case of reading the question, said of a value: "when not", "if read loosely", "otherwise".
_READING_CASE = re.compile(r"(?i)\b(?:when|if)\s+(?:not\b|(?:it\s+is\s+)?(?:taken|read|interpreted|viewed|understood|"
                           r"counted|literally|strictly|loosely))|\botherwise\b|\bunder\s+(?:that\s+|this\s+|another\s+)?"
                           r"(?:interpretation|reading)|"
                           # ... or of the reader: "1000 at a glance, 200 on closer reading", "valid for readers who take it
                           # the other way"
                           r"\bat\s+(?:a|first)\s+glance\b|\bon\s+(?:a\s+)?closer\s+(?:reading|look|inspection)\b|"
                           r"\bfor\s+(?:(?:the|any|other)\s+)?(?:readers?|those|anyone|people|students|someone|whoever)\b|"  # (a clause ends at "who")
                           # ... or of a school, a culture, a setting: "(A) for the critical school", "D on the exclusive-positivist
                           # reading", "in cultures where …, C", "$64 w/o breaks, $56 w/ a break"
                           r"\b(?:for|on|under|in)\s+the\s+(?:[\w()-]+\s+){0,3}?(?:school|camp|view|perspective|reading|"
                           r"interpretation|tradition|framework)\b|\bin\s+(?:cultures|contexts|places|settings|countries|workplaces)\s+"
                           r"(?:where|that)\b|\bw/o(?=\s)")
# ... opening the clause of a mention that stands alone after it: "The nuanced version: strictly speaking, Yes."
# ... or a case named back, "In that case -29.", "Failing that, (C).", "Else 31."
_READING_LEAD = re.compile(r"(?i)^[\s*_,:]*(?:(?:strictly|technically|literally|loosely|narrowly|broadly)(?:\s+speaking)?|"
                           r"on\s+(?:a\s+)?closer\s+(?:reading|look|inspection)|at\s+(?:a|first)\s+glance|"
                           r"in\s+(?:that|this|which|either)\s+case|failing\s+that|else|if\s+(?:so|not))[\s*_,:]*$")
# A quantifier over the mentions that follow: "(only) one of (C) and (A)", "exactly one of 18 and 19".
_DOMAIN_OF = re.compile(r"(?i)\b(?:only|exactly|just|precisely)\s+one\s+of(?:\s+(?:the\s+)?(?:options?|values?|answers?|"
                        r"choices?|candidates?))?[\s*_\"'`(\[]*$")
# A condition opening the predicate of a mention that opens its clause: "— (B) if you're generous with the reading".
_CASE_OPENING = re.compile(r"(?i)[\s*_\"'`)\]]*+(?:,[\s*_]*+)?(?:if|when|unless|provided|assuming|as\s+long\s+as|in\s+case)\b")
# ... not when a modal after the condition makes the mention the subject of a conditional ("(B) if true would
# contradict the second clue")
_MAIN_MODAL = re.compile(r"(?i)\b(?:would|will|must|should|could|might|can|cannot|won't|wouldn't|couldn't|can't)\b")
# A condition clause that opens the clause of a mention.
_CONDITION_LEAD = re.compile(r"(?i)[\s*_\"'`(\[]*(?:if|when|unless|in\s+case|should)\b[^,;:\n]{0,120}[,:]")
# A condition clause that ends right before a mention: "If the question is read literally, C; otherwise B".
_CONDITION_THEN = re.compile(r"(?i)\b(?:if|when|unless|assuming|provided|supposing|in\s+case|under)\b[^,;:]{0,120}[,:]"
                             r"[\s*_\"'`(\[]*(?:then\b[\s*_\"'`(\[]*)?$")
#: A supposition's verb: "Let's assume 600 and see whether anything contradicts it." supposes 600; it concludes
#: nothing. (The adverbs that leave a statement tentative, "perhaps", "maybe", are commitment.py's ``_SUPPOSED``.)
SUPPOSITION = r"assume|assuming|suppose|supposing|hypothesi[sz]e|let'?s\s+say|let\s+us\s+say|wonder\w*\s+(?:if|whether)"
# A denial inside a condition: "if the answer isn't 261", "unless it is not (C)".
SUPPOSED_DENIAL = re.compile(r"(?i)\b(?:if|unless|assuming|supposing|provided)\b(?:(?!\b(?:then|so)\b)[^,;:]){0,60}?"
                              r"(?:\bnot\b|n't\b)")
# A sentence that concludes: what it names is given as the outcome ("Therefore, the total is 28.").
CONCLUDES = re.compile(r"(?i)^[\s*_#>-]*(?:therefore|thus|hence|so|consequently|in\s+conclusion|to\s+conclude|"
                        r"overall|finally|in\s+total|altogether|in\s+summary|in\s+short|in\s+the\s+end)\b")


def may_conclude(sentence: str) -> bool:
    """Whether :func:`tag` may read ``sentence`` as concluding ("Therefore, …") when not told: when
    it cannot, telling it ``concluding=False`` changes nothing. (A reader may blank LaTeX text or a
    comment mark before tagging, which can bare an opening "So": such a sentence may conclude.)"""
    return "\\" in sentence or "/" in sentence or CONCLUDES.match(sentence) is not None


_ANSWER_OPENS = re.compile(r"(?i)answer\b")
# A stretch of text with nothing in it but punctuation and glue words: a mention there stands alone.
_GLUE = re.compile(
    r"(?i)(?:[\s*_\"'`()\[\]{}.,!?:;=→|&/∨⊕⊻+\-–—>#，、；\\†‡¹²³⁴⁵⁶⁷⁸⁹⁰…✓✔✅☑]|\[\d{1,2}\]|\b(?:or|and|also|maybe|perhaps|possibly|probably|too|as\s+well|"
    r"either|then|so|thus|hence|therefore|ergo|consequently|accordingly|unless|even|alternatively|alternately|plus|options?|choices?|letters?|the|an?|is|it's|"
    r"it|final(?:ly)?|instead|otherwise|else|vs|versus|again|still|though|well|just|only|"
    # discourse markers carry no predicate: "Actually 11.", "Hmm, 11.", "Make that (C)." offer what they name
    r"actually|hmm+|wait|sorry|oops|oh|ah|um+|uh|er|no|nope|rather|ok(?:ay)?|hold\s+on|i\s+mean|make\s+(?:it|that)|"
    r"correction|on\s+second\s+thoughts?|"
    # ... nor do words of certainty: "No, it's definitely 16." offers 16 as "No, it's 16." does
    r"definitely|certainly|clearly|surely|really|indeed|obviously|undoubtedly|absolutely)\b)*")
_SEGMENT_BREAK = re.compile(r"[.;!?\n](?=\s|$)|\n")
_BREAK_CHARS = frozenset(".;!?\n")


def _segment_breaks(sentence: str) -> list[int]:
    """Where :data:`_SEGMENT_BREAK` matches in the sentence (each match is one character), found
    once for all its mentions (a sentence may hold thousands)."""
    return [m.start() for m in _SEGMENT_BREAK.finditer(sentence)]


# ... and for a particle, a label's colon too: "# TODO: maybe 261" offers 261 ("Bob: Lolita" stays a listing)
_PARTICLE_SEGMENT = re.compile(r"[.;:!?\n](?=\s|$)|\n")
_CLAUSE_SEGMENT = re.compile(r"[.;:!?,—–](?=\s|$)|\n")
_ADDS = re.compile(r"(?i)plus|also|as\s+well\s+as")
_HYPOTHETICAL = re.compile(
    r"(?i)\b(?:if|unless|would|could|might|may|maybe|perhaps|possibly|possible|alternative(?:ly)?|alternate|"
    r"either|arguabl[ey]|otherwise|whether|suppose|supposing|assum\w+|depend\w*|else|another)\b")
#: Adverbs that hand a statement to hearsay: "Reportedly the answer is (D)", "(B), allegedly".
HEARSAY = r"reportedly|allegedly|supposedly|purportedly"
_REPORTED = re.compile(
    r"(?i)\b(?:says?|(?<!that\s)said|states?|stated|claims?|claimed|mentions?|mentioned|refers?|referred|describes?|described|"
    r"according\s+to|asks?|asked|reads?|represents?|denotes?|means?|implies|implied|lists?|shows?|calls?|"
    r"wrote|writes?|written|typed|" + HEARSAY + r")\b")


# A share of belief given right after a mention: "260: 49%", "B (70%)", "True - 51 %", "A with probability
# 0.7", "D (p = 0.3)", "C, 0.6 probability": the rest is left to other answers. (A confidence named as
# such is the reply's trust in its one answer, read by .commitment: "18 (confidence: 0.95)".)
_WEIGHT = re.compile(r"(?i)[\s*_]*+[:(=\-–,]?[\s*_]*+(?:(\d{1,3}(?:\.\d+)?)[ \t]*%|(?:with\s+)?(?:an?\s+)?"
                     r"(?:probability|likelihood|chance|p)(?:\s+of)?[\s:=]*(0?\.\d+|[01](?:\.0+)?)\b"
                     r"|(0?\.\d+)\s+(?:probability|likelihood|chance|confidence)\b)")


#: Every share of belief has one of these: only a text with one needs its mentions weighed.
WEIGHT_CUE = re.compile(r"(?i)%|probabilit|likelihood|chance|confidence|\bp\s*[=:(]")


# The probability of a mention written as a function: "P(C) = 0.55", "p(No): 0.45".
_PROBABILITY_OF = re.compile(r"\b[Pp]\(([^()\n]{1,40})\)[ \t]*[=:≈][ \t]*(0?\.\d+|[01](?:\.0+)?)\b")


def weighted(text: str, at: int = 0) -> bool:
    """A share of belief below certainty follows ``at`` (a mention's end): the value is one of several weighed."""
    if "(" in text[max(0, at - 44): at]:
        for share in _PROBABILITY_OF.finditer(text, max(0, at - 44), at + 24):
            if share.start(1) < at <= share.end(1) + 1:  # the mention is the probability's argument
                return float(share.group(2)) < 1
    m = _WEIGHT.match(text, at)
    if m is None:
        return False
    percent, share, share_before = m.groups()
    return float(percent) < 100 if percent else float(share or share_before) < 1


def _across_cells(text: str, end: int, start: int) -> bool:
    """The gap between two mentions is a table's cell border, and the cell before it negates its own
    mention ("| not False | True |"): the negation is the key's, not the value's (an inline "18 | 19"
    joins them; cells with no negator stay one group, as a state table's row does)."""
    if "|" not in text[end:start]:
        return False
    line_start = text.rfind("\n", 0, end) + 1
    cell = text.rfind("|", line_start, end)
    return text[line_start:end].lstrip().startswith("|") and _NEGATORS.search(text, cell + 1, end) is not None


def _clause_start(text: str, before: int, floor: int) -> int:
    start = floor
    for m in (_BREAK if not floor else _BREAK_AFTER_MENTION).finditer(text, floor, before):
        start = m.end()
    return start


# After another mention, "and" opens a clause too: in "(A) is wrong and (F) is wrong" the
# first "wrong" is (A)'s, not a second verdict on (F).
# So does a comma right before the mention: in "(A) is incorrect, (F) is incorrect" each has its own.
_BREAK_AFTER_MENTION = re.compile(rf"{_BREAK.pattern}|(?i:\band\b)|,(?=[\s*_\"'`(\[]*$)")


def _clause_end(text: str, after: int, ceiling: int) -> int:
    m = _BREAK.search(text, after, ceiling)
    return m.start() if m else ceiling


# The predicate of a mention after a relative clause set off by commas: ", is wrong", ", was rejected", ", does not fit".
_MAIN_AFTER_RELATIVE = re.compile(r"[ \t]*,[ \t]*((?:is|was|are|were|does|did|do|has|had|can|cannot|can't|could|would|will|should|"
                                  r"must|fails?|failed|doesn't|didn't|isn't|wasn't|won't|seems?|looks?)\b)")


def _relative_clause(text: str, at: int, ceiling: int, followed: bool) -> str:
    """The clause right after ``at`` when it describes what precedes it ("…, which is incorrect"),
    up to the next mention's own words ("(D) (not option B)": the "not option" is B's)."""
    m = _RELATIVE.match(text, at)
    if not m or m.end() == at:
        return ""
    end = _clause_end(text, m.end() + 1, len(text))
    if followed and end > ceiling:
        end = _predicate_end(text, m.end(), ceiling, ceiling, followed)
    return text[m.end(): end]


def _predicate_end(sentence: str, start: int, end: int, ceiling: int, followed: bool) -> int:
    """Where a mention's predicate ends when it runs on to the next mention (``followed``): before
    what is the next mention's own — a negator ("definitely 18, not 19": the "not" rules 19 out, not
    18) or its label ("Option (A) is early and option (D) is late": "option" gives A no status)."""
    if not followed or end != ceiling:
        return end
    m = _NEGATOR_BEFORE.search(sentence, start, end) or _NEXT_LABEL.search(sentence, start, end)
    return m.start() if m is not None else end


_NEXT_LABEL = re.compile(r"(?i)\b(?:options?|choices?|letters?)[\s*_\"'`(\[]*$")


def _head(predicate: str) -> str:
    """A predicate's head: up to its first comma, at most :data:`PREDICATE_WORDS` words ("(A) reports
    the transaction without highlighting it, making it less likely …" is about reporting)."""
    comma = predicate.find(",")
    if comma != -1 and predicate[:comma].strip(" *_\"'`)"):
        # (a denial after the comma is the predicate's own: "26 is only an intermediate value, not the final answer")
        denied = _DENIED_AS_ANSWER.match(predicate, comma)
        # ... and so is the wrong half of a split verdict: "B: right organism, wrong conditions" fails B
        denied = denied or _split_verdict(predicate, comma)
        predicate = predicate[:comma]
        if denied is not None:
            return " ".join(predicate.split(" ")[: PREDICATE_WORDS + 1]) + denied.group(0)
    return " ".join(predicate.split(" ")[: PREDICATE_WORDS + 1])


_DENIED_AS_ANSWER = re.compile(r"(?i),[ \t]*not[ \t]+(?:the|a|my|our)[ \t]+(?:(?:final|actual|real|correct|right)[ \t]+)?"
                               r"(?:answer|result)\b(?=[\s*_]*(?:[.;!)\n]|$))")

# A verdict split over two parts of an option, the right part first: "right organism, wrong conditions", "correct
# formula but the wrong units". Its wrong half is the verdict on the option ("right answer, wrong reasoning" still
# calls the option the answer).
_RIGHT_IN_PART = re.compile(r"(?i)\b(?:right|correct|accurate|good)[ \t]+(?!(?:answers?|choices?|options?|picks?|"
                            r"letters?|ones?|results?|values?|totals?|numbers?|responses?)\b)[a-z]")
_SPLIT_VERDICT = re.compile(r"(?i),[ \t]*(?:but[ \t]+)?(?:the[ \t]+|a[ \t]+|an[ \t]+)?(?:wrong|incorrect|inaccurate|bad|"
                            r"mistaken)[ \t]+(?!(?:answers?|options?|choices?|ones?|picks?|letters?)\b)[a-z][\w-]*")  # (not a clause
# about the others: "the right organelle, wrong answers like A confuse it")


def _split_verdict(text: str, at: int) -> re.Match | None:
    """The wrong half of a split verdict at ``at``, after a right half before it (see :data:`_SPLIT_VERDICT`)."""
    return _SPLIT_VERDICT.match(text, at) if _RIGHT_IN_PART.search(text, 0, at) else None


_UNIT = re.compile(r"\s*(?!(?:or|and|is|are|was|were|if|but|to|by|vs|versus|as|so|then|also|too|maybe|"
                   r"perhaps|possibly|probably|either|else|otherwise|over|under|with|the|a|an|same|equal)\b)"
                   # (nor an idiom of concession: "(31 at a push)", "(26 on a generous reading)")
                   r"(?!(?:at|on|upon)\s+(?:a\s+)?(?:push|stretch|pinch|worst|best|most|least|outside|"
                   r"(?:[\w-]+\s+){0,2}(?:reading|view|interpretation|count|take))\b)"
                   # (a number said in other digits is the number again, no count: "٢٨٣ in Arabic-Indic digits")
                   r"(?!in\s+(?:[\w-]+\s+){0,2}?(?:digits|numerals|notation|script|figures)\b)[A-Za-z]{2,}")


def _quantity(sentence: str, start: int, end: int, value=None) -> bool:
    """A number that counts something ("9 eggs", "$2 each", "four years", "30 %") or measures the
    reply's trust ("confidence: 0.95"): a description, not an offer."""
    said = sentence[start:end]
    if not (any(map(str.isdigit, said)) or isinstance(value, Number)):
        return False
    if not isinstance(value, Number) and " " in said.strip() and (
            (unit := _UNIT.match(sentence, end)) is None or _APPOSITION_END.match(sentence, unit.end())):
        return False  # an option's text of several words names the option: "(A), the 12pm to 2pm window." is (C)'s
        # (with a predicate of its own it is a fact told: "(the 2pm to 6pm slot is the library)")
    return said.lstrip()[:1] in "$€£¥₹" or sentence[end:end + 2].lstrip(" ")[:1] == "%" or \
        bool(_UNIT.match(sentence, end)) or trust_figure(sentence, start, value) or \
        _WHOLE_BEFORE.search(sentence, max(0, start - 24), start) is not None


_APPOSITION_END = re.compile(r"[\s*_]*(?:[.;,!?)]|$)")
# The whole a part is counted out of: "20 (out of 100)", "the white hats among all 100", "of the 100".
_WHOLE_BEFORE = re.compile(r"(?i)\b(?:out\s+of(?:\s+(?:a\s+possible|a\s+total\s+of|the|all))?|of\s+(?:all\s+)?the|of\s+all|among(?:st)?\s+(?:all\s+)?(?:the\s+)?|"
                           r"across\s+(?:all\s+)?(?:the\s+)?)[\s*_]*$")


def trust_figure(sentence: str, start: int, value) -> bool:
    """A figure of the reply's trust in its answer, under its label: "confidence: 0.95" (at most 1: a
    "confidence: 19" is no such figure)."""
    return isinstance(value, Number) and 0 <= value <= 1 and \
        _TRUST_LABEL.search(sentence, max(0, start - 24), start) is not None


# The reply's trust in its answer, named right before a figure: "confidence: 0.95", "(certainty 9/10",
# and as a record's field: '"confidence": 0.9', "<confidence>0.9", "confidence_score = 0.8".
_TRUST_LABEL = re.compile(r"(?i)\b(?:confidence|certainty|credence)(?:[ \t_-]*(?:level|score))?[\s:=*_\"'`>]*$")


# Between two items of a list that gloss each item in brackets: "A (body), C (footer)", "18 [v1]; 19 [v2]".
_GLOSSED_ITEM_GAP = re.compile(r"[ \t*_]*(?:\([^()\n]{1,40}\)|\[[^\[\]\n]{1,40}\])[ \t*_]*[,;|·/][ \t*_]*")


def _labelled(sentence: str, start: int, floor: int, label: re.Pattern | None = None, words: bool = False,
              bare: bool = False) -> bool:
    """A label with an answer's standing right before the mention ("Also correct: 19"), or one that
    ``label`` matches ("Incorrect Option: (A)"). ``words``: the values are answer words, which say
    nothing of the label ("False and ( True ) = False" is working, not a label "False …"). ``bare``: nothing follows
    the mention on its line, so that a correction's label gives it standing ("Edit: 250"; not "Edit: (D) is close, but
    no", nor "Edited: 40 → 48")."""
    m = _LABEL_BEFORE.search(sentence, max(floor, start - 112), start)
    if m is None:
        return False
    said = _VALUE_LIKE.sub(" ", m.group(1)) if words else m.group(1)
    if "(" in said and label is None:
        said = said[:said.find("(")]  # a qualifier in brackets: "Alternative expected result (fasting samples): B",
        if _OTHERS_LABEL.match(said):  # "Hedge (in case the key says otherwise): C" (not "Other frameworks (…): A, C")
            return False
    if label is None and "hy" in said and _WHY_NOT_LABEL.match(said):
        return False  # "Why not the others: *Remember Me* is a small drama, …": reasons against them, no standing
    if label is _NEGATIVE_STATUS:
        if _OPENER.search(m.group(0)):
            return False  # ("Common mistake: actually (C) is also fine": the opener turns from the label's verdict)
        if any(_verdict_stands(said, verdict) for verdict in label.finditer(said)):
            return True
    elif (label or _ANSWER_LABEL).search(said) is not None or label is None and bare and _corrects(said):
        return True
    # ... or a tag that opens the line labels every field on it: "[answer-log] body: A · footer: C"
    tag = _LINE_TAG.match(sentence, sentence.rfind("\n", 0, start) + 1) if label is None and "[" in sentence else None
    return tag is not None and tag.end() <= m.start(1) + 1 and _ANSWER_LABEL.search(tag.group(1)) is not None


# A label that gives the reasons against other options: "Why not the others", "Why the other options fail", "Why not (B)".
_WHY_NOT_LABEL = re.compile(r"(?i)[\s*_#>-]*why\s+(?:not\b|(?:the\s+)?others?\b(?![^:\n]*\b(?:also|too|work|fit|valid|right|correct)\b)"
                            r"[^:\n]{0,30}?\b(?:fail|wrong|incorrect|don'?t|do\s+not|doesn'?t|are\s+not|aren'?t|lose|fall)\w*)")


def _corrects(label: str) -> bool:
    """``label`` is one capitalised word that corrects the answer ("Edit", "UPDATE 2")."""
    return CORRECTION_LABEL.fullmatch(label) is not None and label.lstrip(" \t*_([>-")[:1].isupper()


def _particle(sentence: str, start: int, floor: int, strict: bool = False) -> bool:
    """An offering particle right before the mention at ``start``, with only glue before it (in an
    answer's own clause, whatever stands before it: "8 miles or 5 miles")."""
    m = _PARTICLE_BEFORE.search(sentence, max(floor, start - 40), start)
    if m is None:
        return False
    if m.group(0)[:2].casefold() == "of" and not _DUTCH_OF.search(sentence, max(floor, m.start() - 8), m.start()):
        return False  # Dutch "18 of 19" offers both; "20 (out of 100)", "a total of 100" name the whole
    if strict:
        return True
    seg_start = floor
    # (an additive one opens a clause of its own after a comma: "Answer stands as titled, plus **No** from the note")
    breaks = _CLAUSE_SEGMENT if _ADDS.match(sentence, m.start()) else _PARTICLE_SEGMENT
    for b in breaks.finditer(sentence, floor, m.start()):
        seg_start = b.end()
    return bool(_GLUE.fullmatch(sentence, seg_start, m.start()))


def _alone(sentence: str, start: int, end: int, floor: int, ceiling: int, breaks: list[int]) -> bool:
    """Nothing but glue around a mention, back to its segment's start (or a short lead-in and a
    comma: "That said, C."; or any label before a bracketed letter: "Fallback: (C)") and on to its end ("Or C.", "B, C", "C too"): given on its own, it is
    offered. "Bob: Lolita" is a listing, not an offer.
    ``breaks``: where the sentence's segment breaks stand (:func:`_segment_breaks`)."""
    # another mention before it in its segment is its subject ("True ) is False"), not glue
    if start and sentence[start - 1] in _BREAK_CHARS:
        seg_start = start  # a break right before the mention ("B.C"), as read up to the mention
    else:
        before = bisect_left(breaks, start - 1)
        seg_start = breaks[before - 1] + 1 if before else 0
    m = _SEGMENT_BREAK.search(sentence, end, ceiling)
    seg_end = m.start() if m else ceiling
    opening = _GLUE.fullmatch(sentence, seg_start, start) or _LEAD_IN.fullmatch(sentence, seg_start, start) or \
        seg_start >= floor and _DASH_LEAD_IN.fullmatch(sentence, seg_start, start) and \
        not _NEGATIVE_STATUS.search(sentence, seg_start, start) and not _NEGATORS.search(sentence, seg_start, start) and \
        not _AVOID.search(sentence, seg_start, start) or \
        _LABEL_LEAD.fullmatch(sentence, seg_start, start) and _BRACKETED_LETTER.fullmatch(sentence, start, end)
    return bool(opening) and bool(_GLUE.fullmatch(sentence, end, seg_end))


def _row_verdict(text: str, start: int, letter_end: int, end: int, letter_start: int | None = None) -> str | None:
    """The verdict of a table row an option's letter heads, read as an item's verdict after its dash: a cell that opens
    with a cross or a tick, however far along the row ("| (B) | 3pm–8pm | driving to the water park | ✗ |"), or with a
    verdict word ("| (A) … | No — stabilizers dampen … |"); "" (it describes) for a row of plain descriptions ("| (A) |
    01/18/2011 | only 4 days back |"). None, to read the row as any sentence, where a cell says more than its mark
    or word, a full stop right after its verdict cut the row, the row has both verdicts or none and is not plain, or
    its table's header names a verdict against ("| Option | Eliminated? |", where a tick rules out). The letter opens
    the cell, or closes it after the option's text (``letter_start``: "| Nominal (A) | …")."""
    line_start = text.rfind("\n", 0, start) + 1
    if _ROW_HEAD.fullmatch(text, line_start, start) is None or _CELL_CLOSE.match(text, end) is None:
        return None
    line_end = text.find("\n", end)
    row = text[end: line_end if line_end != -1 else len(text)]
    cut = not row.rstrip().endswith("|")  # (a sentence end in a cell cut the row: what follows is another sentence's)
    cells = row.split("|")
    if cut and (len(cells) < 2 or _CUT_AT_VERDICT.match(cells[-1])):
        return None  # ("| (D) … | No. Actually, yes — it fits too |": the cell goes on past its verdict's full stop)
    marked = [cell for cell in cells if _MARK_CELL.match(cell)]
    if any(_TURNED_TO_TICK.search(cell) for cell in marked):
        return " also correct"  # (a cross, then a tick on second thoughts: "✗ at first glance, but ✓ on reflection")
    if any(len(_MARKS.findall(cell)) > 1 or _SAYS_MORE.search(cell, _MARK_CELL.match(cell).end()) for cell in marked):
        return None  # (a cell that says more than its mark is read as before: "✓ also fits", "✗ → actually also correct",
        # "✗ (the ✓ goes to B)")
    marks = {"✗" if _CROSSED.match(cell) else "✓" for cell in marked}
    if not marks and (_LETTER.fullmatch(text, start, letter_end) is not None
                      or letter_start is not None and _LETTER.fullmatch(text, letter_start, end) is not None):
        # (a verdict word opening a cell of a row its letter heads: "| (A) … | No — stabilizers dampen … |", unless the
        # cell goes on to say more of it: "No — but on reflection it is also correct", "No — unless …; then yes")
        words = [(word, cell) for word, cell in zip(map(_VERDICT_WORD_CELL.match, cells), cells) if word is not None]
        if any(_SAYS_MORE.search(cell, word.end()) for word, cell in words):
            return None
        marks = {"✗" if word.group(1) else "✓" for word, _ in words}
        rest = "|".join(cells)
        if not words and not any(ch.isalpha() and not ch.isascii() for ch in rest) and not (
                any(word.casefold() not in _ONLY_JOINS for word in _SAYS_MORE.findall(rest)) or _ANSWER_STATUS.search(rest)
                                                 or _ITEM_ENDORSED.search(rest) or _ITEM_ENDORSED_ABROAD.search(rest)):
            return ""  # (nothing but descriptions, in plain words: "| (A) | 01/18/2011 | only 4 days back |", "| Nominal
            # (A) | Token award when a breach occurred but no loss was proven |" — a "but" joins its own words; a cell in
            # another script, or one that rates, judges or picks in any way, is read as before)
    if len(marks) != 1:
        return None
    top = line_start  # (the table's first line, where the sentence holds it)
    while top and _TABLE_LINE.match(text, previous := text.rfind("\n", 0, top - 1) + 1):
        top = previous
    header_end = text.find("\n", top)
    if _AGAINST_HEADER.search(text, top, header_end if header_end != -1 else len(text)):
        return None
    return " ✗" if marks == {"✗"} else " correct"


# A table row up to an option's letter in its first cell; what closes that cell (its text may follow in it).
_ROW_HEAD = re.compile(r"[ \t]*\|[ \t*_]*[(\[]?")
_CELL_CLOSE = re.compile(r"[)\]]?[.:]?[*_]*[^|\n]{0,60}\|")
_TABLE_LINE = re.compile(r"[ \t]*\|")
# A cell that opens with a mark: "✗", " ✓ ", "**✗** (busy)"; and every mark.
_MARK_CELL = re.compile(f"[ \t*_]*[{CROSS_MARKS}{CHECK_MARKS}]")
_MARKS = re.compile(f"[{CROSS_MARKS}{CHECK_MARKS}]")
# A cut cell that is its verdict alone, up to the full stop that cut it: " No.", " **✗**.", " Yes!".
_CUT_AT_VERDICT = re.compile(r"(?i)[ \t*_]*(?:[✗✘❌✖✓✔✅☑]|no|yes|wrong|incorrect|correct|right|true|false)[ \t*_]*[.!]?[ \t*_]*$")
# Words that speak of an option as an answer, after a truth status: "true — but it could be the intended answer".
_AS_AN_ANSWER = re.compile(r"(?i)\b(?:answers?|intended|pick|choose|choice|options?|select)\b")
# An item's status that rates a statement's truth.
_TRUTH_STATUS = re.compile(r"(?i)[\s*_]*(?:(?:also|equally|too)\s+)?(not\s+)?(?:true|correct|right|accurate|(false|incorrect|wrong|"
                           r"inaccurate))\b")
# A cell opening with a verdict word: "No — …", "**Incorrect**", "Yes."
_VERDICT_WORD_CELL = re.compile(r"(?i)[ \t*_]*(?:(no|wrong|incorrect|false|eliminated|ruled\s+out|rejected|excluded|"
                                r"impossible)|(yes|correct|right|true|fits))\b[ \t*_]*(?:[.!,;:—–-]|$)")
# A cross, then a tick said on second thoughts in the same cell.
_TURNED_TO_TICK = re.compile(r"(?i)[✗✘❌✖][^|✓✔✅☑]{0,80}\b(?:but|though|however|actually|on\s+reflection|on\s+second\s+thought)\b"
                             r"[^|✓✔✅☑(]{0,40}[✓✔✅☑]")
# What makes a cell say more than its mark or verdict word, or a description more than a description.
_SAYS_MORE = re.compile(r"(?i)\b(?:also|too|equally|answers?|correct|right|valid|possible|plausible|best|fits?|yes|true|"
                        r"likely|pick|choose|prefer\w*|defensible|acceptable|viable|contender|candidate|unless|if|"
                        r"wait|actually|but|though|however|either|or|same|keep|take|kidding)\b|[✓✔✅☑]")
# Words of :data:`_SAYS_MORE` that only join a description's own words: "… occurred but no loss was proven".
_ONLY_JOINS = frozenset(("but", "though", "however"))
_AGAINST_HEADER = re.compile(r"(?i)eliminat|ruled|reject|exclud|wrong|incorrect|false|contradict|discard|crossed")


def rates_an_option(said: str) -> bool:
    """``said`` opens with an option's status: after "A:" it rates option A ("A: also correct — …", "A: Wrong."),
    where a Q:/A: transcript's "A:" would give an answer."""
    return _STATUS_BEFORE_DASH.match(said) is not None


def _bare_status(said: str) -> bool:
    """``said`` opens with a status and nothing else in its phrase: "correct too.", "Wrong —", "also valid"."""
    m = _STATUS_BEFORE_DASH.match(said)
    return m is not None and (m.end() == len(said) or said[m.end() - 1] in ".!," or said[m.end()] in ";:—–(")


def _heads_item(sentence: str, start: int, letter_end: int, end: int) -> bool:
    """An option's letter heads a list item with words of the option after it ("- **A. Bat wings and human arms** —
    both are …", "2. (C) ja — means yes in German"): the item is about that option, as an option line is, and only
    what it says of it (its verdict) offers or rules it out."""
    line_start = sentence.rfind("\n", 0, start) + 1
    if letter_end - start > 3:  # an option's own text heads the item: '- "African American, male or female" — …'
        return _TEXT_ITEM_LEAD.fullmatch(sentence, line_start, start) is not None and \
            _TEXT_ITEM_VERDICT.match(sentence, end) is not None
    return (_ITEM_LEAD.fullmatch(sentence, line_start, start) is not None
            or _KEY_LEAD.fullmatch(sentence, line_start, start) is not None and sentence[start].isalpha()
            and _KEY_COLON.match(sentence, letter_end) is not None) \
        and _LETTER.fullmatch(sentence, start, letter_end) is not None and \
        (end > letter_end or _OPTION_WORDS_AFTER.match(sentence, end) is not None)  # (its own text said after it, or words)


_LETTER = re.compile(r"[(\[]?[A-Za-z][)\]]?")
_JOINED_NEXT = re.compile(r"[^\n.;:!?—–]{0,60}?\b(?:and|or)\b[\s*_(\[]*$|[^\n.;:!?—–]{0,60}?[&,/][\s*_(\[]*$")
# Where a clause of an item's verdict ends: "; ", ", but ", " — ", ", though ".
_ITEM_CLAUSES = re.compile(r"(?i);|[ \t][—–][ \t]|,[ \t]*(?:but|though|although|while|whereas|yet)\b")
# A status said first in an item's verdict: "also correct", "Incorrect.", "not it", "equally valid", "the best fit".
_ITEM_STATUS = re.compile(r"(?i)[\s*_]*(?:(?:(?:it|this|that)(?:'s|\s+is)\s+|(?:is|are|also|equally|likewise|definitely|"
                          r"clearly|just|simply|not|n't|the|an?|best|most|another|arguably)\s+)*(?:correct|right|valid|"
                          r"true|acceptable|defensible|possible|plausible|wrong|incorrect|invalid|false|impossible|"
                          r"eliminated|ruled\s+out|rejected|excluded|distractor|trap|answers?|fits?|works?|holds|"
                          r"candidates?)|"
                          # (a pronoun or noun is a status only after a word that makes it one: "not it", "that's it",
                          # "the one", "another option"; "it is also a motive" says what the option is)
                          r"(?:(?:it|this|that)(?:'s|\s+is)\s+|(?:is|are|also|equally|likewise|definitely|clearly|just|simply|"
                          r"not|n't|the|an?|best|most|another|arguably)\s+)+(?:it|choice|one|option))\b[\w\s]{0,12}")
# An item that endorses its option as the speaker's pick or as good as the answer: "— the one I'd actually pick", "—
# my vote", "— just as good", "— the best fit".
_ITEM_ENDORSED = re.compile(r"(?i)(?<!\bnot\s)(?<!n't\s)(?:\bi(?:'d|\s+would|'ll|\s+will|'m|\s+am)?\s+(?:(?:actually|really|honestly|"
                            r"probably|still|happily|also|rather)\s+)?(?:pick|picking|choose|choosing|go\s+with|going\s+with|"
                            r"select|prefer|favou?r|lean|leaning|submit|put|accept)\b|\bmy\s+(?:pick|choice|answer|vote|"
                            r"favou?rite|money)\b|\b(?:just|equally|every\s+bit)\s+as\s+(?:good|likely|valid|plausible|strong)\b|"
                            r"\bas\s+good\s+as\b|\b(?:the\s+)?(?:best|strongest)\s+(?:fit|match|choice|option|answer|candidate)\b|"
                            r"\bno\s+(?:less|worse)\b|\btied\s+with\b|\b50/50\b|\bfifty[- ]fifty\b|\btoss[- ]?up\b|"
                            r"\b(?:can'?t|cannot|couldn'?t|wouldn'?t)\s+rule\s+(?:it|this|that)\s+out\b|"
                            r"\b(?:could|might|may)\s+(?:well\s+)?be\s+(?:the\s+)?(?:answer|right|correct|it)\b|\bmaybe\s+this\b|"
                            r"\bwhere\s+i\s+land\b)")
_ENDORSEMENT_DENIED = re.compile(r"(?i)\b(?:never|hardly|far\s+from|not|nowhere\s+near)\s+(?:\w+\s+)?$")
_ONLY_IF = re.compile(r"(?i)\A[^.;\n]{0,40}?\bonly\s+if\b")
# ... and in the other languages whose answer markers are read: "— también correcta", "— genauso gut", "— aussi correcte".
_ITEM_ENDORSED_ABROAD = re.compile(r"(?i)\b(?:también|tambien|também|aussi|auch|anche|ook|także|také|juga|myös|de\s+asemenea|"
                                   r"ebenfalls|igualmente|egualmente|également)\s+(?:\w+\s+)?(?:correct\w*|richtig|válid\w*|valid\w*|"
                                   r"juist|benar|oikein|corect\w*|bien|buen\w*|bon\w*|gut|giust\w*|plausib\w*|possib\w*)\b|"
                                   r"\bgenauso\s+gut\b|\bigual\s+de\s+(?:bien|buen\w*|válid\w*|correct\w*)\b|\btout\s+aussi\b|"
                                   r"\baltrettanto\b")
# The letter's closing marks, before what an item without a dash says: "(B)** Selling …", "A. Also correct".
_ITEM_HEAD_END = re.compile(r"[)\]]?[*_]*[.:]?[*_]*[ \t]*")
# A status that is all an item says before its dash: "Also correct", "Correct too", "Wrong".
_STATUS_BEFORE_DASH = re.compile(r"(?i)[\s*_]*(?:(?:also|equally|just\s+as)\s+)?(?:not\s+)?(?:correct|right|valid|acceptable|"
                                 r"plausible|possible|true|wrong|incorrect|invalid|false)(?:\s+(?:too|as\s+well))?[\s*_.!,]*")
# What ends a list item's head and opens what it says of the option: a dash or a colon.
_ITEM_VERDICT = re.compile(r"[ \t*_]*(?:—|–|:|[ \t]-[ \t])[ \t*_]*")
# A list item's bullet or number, then emphasis or a bracket, before the letter that heads it.
_ITEM_LEAD = re.compile(r"[ \t]*(?:[-*•+]|\d{1,2}[.)])[ \t]+[*_]*[(\[]?")
# ... or, before an option's own text heading an item, its quote marks or emphasis; and after it, its dash or colon.
_TEXT_ITEM_LEAD = re.compile(r"[ \t]*(?:[-*•+]|\d{1,2}[.)])[ \t]+[*_]*[\"“'‘]?")
_TEXT_ITEM_VERDICT = re.compile(r"[\"”'’]?[*_]*[.,]?[\"”'’]?[*_]*[ \t]*(?:—|–|:|-[ \t])")
# ... or a structured record's key, the letter alone before its colon: YAML "  B: includes the epididymis", JSON's
# '"C": "…"' (read as the line "C: …"), "A: Incorrect, because …"
_KEY_LEAD = re.compile(r"[ \t]*[*_]*\"?")
_KEY_COLON = re.compile(r"\"?[*_]*[ \t]*:")
# ... and after the letter, its closing bracket or full stop and words (the option's text, or what the item calls it).
_OPTION_WORDS_AFTER = re.compile(r"[)\]]?\"?[*_]*[.):]?[*_]*[ \t]+[*_\"'“]*[^\W\d_][^\W\d_]")


# A short phrase and a comma before a value that ends its segment: "That said, (C).", "If wrong, 19.",
# "Failing that, (C)." give the value as much as "Or (C)." does; nothing in the clause describes it.
_LEAD_IN = re.compile(r"[^,\n]{1,40},[\s*_\"'`]*")
_AVOID = re.compile(r"(?i)\bavoid")
# ... or a dash, after a clause that names no other value: "That actually fits the question at least as well — (A)."
_DASH_LEAD_IN = re.compile(r"[^,\n—–]{1,60}(?:[ \t][—–-]{1,2}|—|–)[\s*_\"'`]*")
# Any label before an option letter in brackets that ends its segment: "Fallback: (C)", "Key: (C)".
# (An option's *text* under a name is a listing: "Bob: Lolita".)
_LABEL_LEAD = re.compile(r"[^,:\n]{1,40}:[\s*_\"'`\[{]*")
_BRACKETED_LETTER = re.compile(r"[(\[][A-Za-z][)\]]")


def _masked(text: str, spans: list[tuple[int, int]], offset: int) -> str:
    """``text`` with the mentions in it blanked, so that a value ("False", "invalid") is never read as a verdict.
    ``spans`` are in order: only those that reach into the text are visited (a clause is short; a
    sentence may hold thousands of mentions)."""
    first = bisect_right(spans, offset, key=_end)  # mentions do not overlap: their ends are in order too
    for s, e in spans[first:]:
        if s >= offset + len(text):
            break
        s, e = max(s - offset, 0), min(e - offset, len(text))
        if s < e:
            text = text[:s] + " " * (e - s) + text[e:]
    return text


def _end(span: tuple[int, int]) -> int:
    return span[1]


def asks(sentence: str) -> bool:
    """The sentence is a question (it ends with "?", wrappers aside): "Is it 18?", "**(B)?**"."""
    return sentence.rstrip(" \t*_\"'`)").endswith("?")


def tag(sentence: str, mentions: list[tuple[int, int, object]], strict: bool = False,
        concluding: bool | None = None, words: bool = False) -> list[tuple[int, int, object, Polarity]]:
    """Each mention of ``sentence`` (``(start, end, value)``, in order) with its polarity.

    ``strict``: the sentence is the rest of an answer's own clause, where a value is offered
    unless ruled out or reported — only a quantity ("9 eggs", "$2 each") describes there.
    ``concluding``: whether a sentence opened by "Therefore"/"So" gives what it names as the
    outcome (default: read from the sentence); answer *words* in prose ("the function is true
    for half the cases") are no outcome, so token readers pass False. ``words``: the values are
    answer words, so words like them ("true", "valid") give no status (see :data:`_VALUE_LIKE`).
    """
    if not mentions:
        return []
    spans = [(s, e) for s, e, _ in mentions]
    groups: list[list[int]] = []  # indexes of coordinated mentions
    for i, (start, _, value) in enumerate(mentions):
        prev_end, prev_value = (mentions[groups[-1][-1]][1], mentions[groups[-1][-1]][2]) if groups else (0, None)
        # (a label and its own text are one mention; a label said twice is two: "It isn't (E): (E) is also right")
        if groups and (_COORDINATION.fullmatch(sentence, prev_end, start) and not _across_cells(sentence, prev_end, start)
                       # (a value said again after a bracket that held it is said anew: "18 (corrected from 20), or 20 if …")
                       and not (value == prev_value and ")," in sentence[prev_end:start]) and not (
                _OPEN_BRACKET.fullmatch(sentence, prev_end, start) and _REMARK_TO_CLOSE.match(sentence, mentions[i][1])
                or _CROSSED.match(sentence, mentions[i][1]) or _CROSSED.match(sentence, prev_end)
                # (a comma closes "unlike …" before its main clause: "Unlike A, D is also plausible")
                or "," in sentence[prev_end:start] and _UNLIKE_OPENS.search(sentence, 0, mentions[groups[-1][0]][0]))
                       or isinstance(value, str) and isinstance(prev_value, str) and value != prev_value
                       and (tie := _TIED.fullmatch(sentence, prev_end, start)) is not None
                       and ("=" not in tie.group(0) or _RANKED.search(sentence) is not None)
                       # (a range of letters is one group: "options A-C describe Theory Y")
                       or isinstance(value, str) and isinstance(prev_value, str)
                       and _LETTER_RANGE.fullmatch(sentence, prev_end, start) is not None
                       and mentions[i][1] - start == 1 == prev_end - mentions[groups[-1][-1]][0]
                       or value == prev_value and _RESTATED.fullmatch(sentence, prev_end, start)
                       and not any(_same_label(sentence, mentions[j][0], mentions[j][1], start, mentions[i][1])
                                   for j in groups[-1])):
            groups[-1].append(i)
        else:
            groups.append([i])
    out: list = [None] * len(mentions)
    asked = asks(sentence)
    if "rror" in sentence and _ASKS_OF_ERRORS.search(QUESTION.get() or ""):
        # a question about kinds of error ("… contain a particular error. That error will be one of the following
        # types"): "error" is its word for what the options name, no verdict ("The salient error is the city name:
        # **Named Entities**.", "a numerical value error, (B)"), unless predicated ("Choosing (F) would be an error")
        sentence = _ERROR_WORD.sub(_kind_of_error, sentence)
    raw = sentence
    if '"' in sentence:  # a quotation's words are no cues: '"… not not not False" is False'
        sentence = _QUOTATION.sub(lambda q: '"' + " " * (len(q.group(0)) - 2) + '"', sentence)
    if "\\" in sentence:  # LaTeX text is text: "\\text{not } 18" says "not 18" (same length: spans hold)
        sentence = LATEX_TEXT.sub(lambda t: " " * (t.start(1) - t.start()) + t.group(1) + " ", sentence)
    concluding = CONCLUDES.match(sentence) is not None if concluding is None else concluding
    breaks = _segment_breaks(sentence)
    label_at = label_floor = 0  # where the previous group's label was looked for
    with_pair = "w/o" in raw.casefold()  # ("w/" is a case only beside its "w/o")
    for g, members in enumerate(groups):
        first, last = mentions[members[0]], mentions[members[-1]]
        floor = mentions[groups[g - 1][-1]][1] if g else 0
        # an item of a glossed list has the list's label: "Answers given: A (body), C (footer)"
        at, at_floor = (label_at, label_floor) if g and _GLOSSED_ITEM_GAP.fullmatch(raw, floor, first[0]) else (first[0], floor)
        label_at, label_floor = at, at_floor
        ceiling = mentions[groups[g + 1][0]][0] if g + 1 < len(groups) else len(sentence)
        left_start = _clause_start(sentence, first[0], floor)
        left = _masked(sentence[left_start: first[0]], spans, left_start)
        if left_start > floor and _NO_CASE_BEFORE.search(sentence, max(floor, left_start - 80), left_start):
            left = "not " + left  # the clause "which" opens is ruled out: "no reading … under which invalid works"
        elif _NONE_OF_BEFORE.search(sentence, max(floor, first[0] - 60), first[0]):
            left = "not " + left
        right_end = _clause_end(sentence, last[1], ceiling)
        right = _head(_masked(sentence[last[1]: _predicate_end(sentence, last[1], right_end, ceiling, g + 1 < len(groups))], spans, last[1]))
        condition_after = _CONDITION_AFTER.match(right)
        if condition_after is not None:
            right = condition_after.group(0)  # "6, in case that one is wrong": the verdict is the condition's
        colon = _LABEL_COLON.match(sentence, last[1]) if not right.strip() else None
        if not right.strip() and (colon or len(members) > 1 and (
                closed := _TEXT_CLOSE.match(sentence, last[1])) and "(" in sentence[first[1]:last[0]]):
            # a label's option text in brackets closes its bracket, not the clause, when a verdict follows:
            # "B (Go home and see Riley) is incorrect because …" rules B out; after a colon, only a verdict that
            # adds the option to the answer is one ("Ditto for (A): fits too."): what else follows a colon is
            # mostly the option's own text ("(A): Impossible!! There are no girls …")
            closed = colon or closed
            end = _clause_end(sentence, closed.end(), ceiling)
            verdict = _head(_masked(sentence[closed.end(): _predicate_end(sentence, closed.end(), end, ceiling,
                                                                          g + 1 < len(groups))], spans, closed.end()))
            if not colon and (_NEGATIVE_STATUS.search(verdict) or FAILS.match(verdict) or
                              _NEGATORS.search(verdict) and _STATUS.search(verdict)) or \
                    (ADDITIVE.search(verdict) or RANKED_BESIDE.search(verdict)) and _ANSWER_STATUS.search(verdict):
                # ("C (Find somewhere to go) works too", "B (Africa) is close behind")
                right, right_end = verdict, end
        # an answer word under a label is its value only when nothing else follows in its clause: in
        # "Alternative explanations: No plausible reasons …" the "No" is a determiner
        bare = _BARE_AFTER.match(raw, last[1]) is not None  # (nothing said of the mention on its line)
        labelled = _labelled(raw, at, at_floor, bare=bare) and (not words or bool(_GLUE.fullmatch(right)) or condition_after is not None)
        framed = ((concluding and not _quantity(raw, first[0], last[1], first[2]))  # "So, three objects: one chair …"
                  or bool(_FRAME_BEFORE.search(sentence, max(floor, first[0] - 60), first[0]))
                  or _ANSWER_OPENS.match(sentence, first[0]) is not None  # a mention that is "answer A" frames itself
                  or _particle(sentence, first[0], floor, strict) or labelled
                  or _not_but(sentence, first[0]))
        # a relative clause comments on the mention only when nothing stands between them ("(C), which is wrong")
        relative = _relative_clause(sentence, right_end, ceiling, g + 1 < len(groups)) \
            if right_end < ceiling and _GLUE.fullmatch(right) else ""
        if relative and (main := _MAIN_AFTER_RELATIVE.search(relative)) is not None:
            # the relative clause set off by commas, then the mention's own predicate: "Option A, which many students
            # pick, is wrong" rules A out; "(D) 7, which comes from …, was rejected"
            right = right + " " + _head(relative[main.start(1):])
            relative = relative[:main.start()]
        described = _head(relative)
        if described and _OTHER_SUBJECT.match(described):
            described = ""  # "**18** (others ruled out)", "6 (all o/w ruled out)": a remark on the rest, not on the mention
        if words:
            left, right, described = (_VALUE_LIKE.sub(" ", left), _VALUE_LIKE.sub(" ", right),
                                      _VALUE_LIKE.sub(" ", described))
        restated = len({v for _, _, v in (mentions[i] for i in members)}) == 1 and len(members) > 1
        heads_item = (len(members) == 1 or restated) and _heads_item(raw, first[0], first[1], last[1]) and not (
            g + 1 < len(groups) and _JOINED_NEXT.match(sentence, last[1], ceiling))  # "- **A. Bat wings …** — …" heads a
        # discussion of A; "- A (…) and C (…) are plausible …" discusses both
        if heads_item:
            # ... whose verdict is a status said first after its dash or colon, or right after the letter when it has
            # none ("— also correct", "— wrong: …", "— Incorrect.", "(A) Correct."), or one more answer said anywhere in
            # it ("— this one works too"); what else it says describes the option ("— revenue staying the same describes
            # unit-elastic demand", "(B) Selling securities is also contractionary", "(C) The king's right to rule — …")
            dash = _ITEM_VERDICT.search(sentence, last[1], ceiling)
            head_end = _ITEM_HEAD_END.match(sentence, last[1]).end()
            opens = dash.end() if dash is not None and "\n" not in sentence[last[1]: dash.start()] and \
                _STATUS_BEFORE_DASH.fullmatch(sentence, head_end, dash.start()) is None else head_end  # ("- **(C)** Also
            # correct — …")
            # (a record's string value is quoted by its syntax, not a quotation: '"B": "includes the epididymis"')
            verdict = raw if raw[opens:opens + 1] == '"' else sentence
            if verdict is raw or raw[first[0] - 1: first[0]] in "\"“'‘":
                framed = False  # (its words, or its own quoted text, blanked as a quotation's, left the letter seeming
                # to stand alone)
            said = _masked(verdict[opens: _clause_end(verdict, opens, ceiling)], spans, opens)
            item = verdict[opens: (verdict.find("\n", opens) + 1 or len(verdict) + 1) - 1]  # (the rest of its line)
            status = _ITEM_STATUS.match(said)
            stated = status.group(0) if status is not None else None
            if stated is not None and (split := _split_verdict(item, status.end())) is not None:
                stated += split.group(0)  # "- B: right organism, wrong conditions": the wrong half is the verdict
            truth = _TRUTH_STATUS.match(said) if status is not None and asks_for_not_so(QUESTION.get()) else None
            if truth is not None and (ONE_MORE.search(item, truth.end()) or _AS_AN_ANSWER.search(item, truth.end())):
                truth = stated = None  # ("true — but it could also be the intended answer" says more than its truth:
                # what it says is read as the item's words)
            if stated is not None and _LETTER.fullmatch(raw, first[0], first[1]) is None and not _bare_status(said):
                stated = None  # (after an option's own text, a status word in a phrase describes: "- Appendix: right
                # lower quadrant"; a status said alone is one: '- "Behaviorist" — correct too.')
            elif truth is not None:
                # where the question asks for the one NOT so, a truth status rates the statement: "— true" rules the
                # option out, "— also false, arguably" offers it
                stated = ("not " if (truth.group(1) is None) == (truth.group(2) is None) else "also ") + "the answer"
            endorsed = _ITEM_ENDORSED.search(item)
            if endorsed is not None and (_ENDORSEMENT_DENIED.search(item, max(0, endorsed.start() - 12), endorsed.start())
                                         or _ONLY_IF.search(item, endorsed.end())):
                endorsed = None  # "— never my pick", "— hardly the best fit", "— I'd pick this only if …"
            right = "also correct" if endorsed is not None or _ITEM_ENDORSED_ABROAD.search(item) else \
                stated if stated is not None else \
                item if (any(ONE_MORE.search(clause) and _ANSWER_STATUS.search(clause)
                             for clause in _ITEM_CLAUSES.split(item)) or ONE_MORE.search(item) and
                         _ANSWER_STATUS.search(item) and _NEGATIVE_STATUS.search(item)) else ""  # ("— the one I'd actually
            # pick"; "— also a therapy, but it works on thoughts" says "also" and "works" of two things, and the whole
            # item is read where it rules out too: "— also open then; but …, so it works out as impossible")
        row_verdict = _row_verdict(raw, first[0], first[1], last[1], last[0] if restated else None) \
            if not heads_item and "|" in raw else None
        if row_verdict is not None:
            right, framed, heads_item = row_verdict, False, True  # "| (B) | 3pm–8pm | driving … | ✗ |": its verdict cell
        # ("(B): <its text>" heads a discussion; an option's text, then its own letter, is the text said alone:
        # "The limousine is the oldest (D)." offers D as "The limousine is the oldest." does)
        text_then_letter = restated and _TEXT_THEN_LETTER.fullmatch(raw, first[0], last[1]) is not None and \
            raw[:first[0]].strip(_MARKUP_AROUND).lower() in _NO_LEAD and not raw[last[1]:].strip(_MARKUP_AROUND + ".!")
        alone = (not restated or text_then_letter) and not heads_item and \
            _alone(sentence, first[0], last[1], floor, ceiling, breaks)
        if words and _labelled(raw, at, at_floor, _OPTION_LABEL) or _labelled(raw, at, at_floor, _LISTS_OPTIONS):
            framed = alone = False  # "- Option B: **No**", "The options are: (A) …; (B) …" list the options; they offer nothing
        # a mention standing alone after a condition is offered for that case ("If read literally, C;", "(if this
        # attempt is scored wrong: 25)")
        condition = _CONDITION_THEN.search(raw, min(left_start, max(floor, first[0] - 160)), first[0])
        conditioned = condition is not None and bool(_GLUE.fullmatch(right))
        if not conditioned and _labelled(raw, at, at_floor, _NEGATIVE_STATUS, words) and \
                not _NEGATIVE_STATUS.search(described) and not (_NEGATORS.search(described) and _rates_as_answer(described)):
            # "**Incorrect Option:** (A) …" rules A out (once: "Rejected: Yes (inconsistent with …)", "Rejected: 150 (does
            # not fit)" are one verdict, not two that cancel)
            described = described + " incorrect"
        if conditioned:  # the condition's words are not the mention's: "If wrong, (C)." offers C for that case
            left = left[condition.end() - left_start:]
        elif (lead := _CONDITION_LEAD.match(left)) is not None:
            left = left[lead.end():]  # (nor a condition's that opens the clause: "If this is scored wrong, go with 25")
        polarity = decide(left, right, described, asked, framed or alone or conditioned)
        if polarity in OFFERS and RANKED_BESIDE.search(right) and (_TURNED_DOWN_AFTER.match(sentence, right_end)
                                                                     or _RANK_SCOPED.match(sentence, right_end)
                                                                     and _CLOSE_RANK.search(right)):
            polarity = Polarity.DESCRIBED  # "(D) comes close second but isn't itself an inducement": ranked, then failed;
            # "(D) is a close second as a channel": ranked in something else
        if polarity is Polarity.DESCRIBED and with_pair and _WITH_AFTER.match(raw, last[1]):
            polarity = Polarity.HYPOTHETICAL  # "$64 w/o breaks, $56 w/ a 1-hr break": a value for each case
        if polarity in OFFERS and _OTHERS_PICK.search(sentence, max(floor, first[0] - 60), first[0]):
            polarity = Polarity.REPORTED  # "Many students pick **A) Composition** here because …": their pick, not an offer
        if len(members) > 1 and polarity is not Polarity.NEGATED and _DOMAIN_OF.search(sentence, max(floor, first[0] - 30),
                                                                                         first[0]):
            polarity = Polarity.DESCRIBED  # "Only one of (C) and (A) survives the check": the choice's domain, no offer
        if polarity in (Polarity.DESCRIBED, Polarity.REPORTED) and _CASE_OPENING.match(sentence, last[1]) and \
                _GLUE.fullmatch(left) and not _MAIN_MODAL.search(sentence, last[1], right_end):
            polarity = Polarity.HYPOTHETICAL  # "— (B) if you're generous with the reading": offered for a case
        if polarity is Polarity.DESCRIBED and (some := _IN_SOME_CASES.match(sentence, last[1])) is not None and \
                _GLUE.fullmatch(left) and not sentence[some.end(): ceiling].strip(" \t*_.,;!)]"):
            polarity = Polarity.HYPOTHETICAL  # "(A) in all cases, (C) in some", "though (C) in some cases": for some cases
        if polarity is Polarity.DESCRIBED and asked and _OR_NOT.match(sentence, last[1]):
            polarity = Polarity.ASKED  # "**839** (edit: or not?)" asks whether it is 839
        if conditioned and polarity in (Polarity.AFFIRMED, Polarity.DESCRIBED, Polarity.REPORTED):
            polarity = Polarity.HYPOTHETICAL
        if polarity in OFFERS and (_CONCESSIVE.search(sentence, max(0, left_start - 12), left_start + 1)
                                    and not _ANSWER_STATUS.search(right + " " + described)
                                    and not ((framed or _STATUS.search(ADDITIVE.sub(" ", right))) and ADDITIVE.search(right))
                                    and not _OWN_PREFERENCE.search(sentence, max(floor, first[0] - 60), first[0])
                                    and not _IN_SOME_CASES.match(sentence, last[1])
                                    or OTHERS.match(sentence)):
            # "While (B) also alters the name, …"; "The other options (A, C) …" (but "though in a sense
            # it's (C) too" frames C as an answer beside the first, and "although (D) is also true", "although
            # (A) is just as sarcastic" concede it the answer's status)
            polarity = Polarity.DESCRIBED
        if polarity is Polarity.DESCRIBED and _JUST_AS.match(right) and \
                _CONCESSIVE.search(sentence, max(0, left_start - 12), left_start + 1):
            polarity = Polarity.AFFIRMED  # "(B), although (A) is just as sarcastic": the answer's standing conceded
        if (elided := _AS_DOES_BEFORE.search(sentence, max(floor, first[0] - 24), first[0])) is not None and \
                (g or strict or _GLUE.fullmatch(sentence, 0, elided.start())) or \
                (likewise := _LIKEWISE_BEFORE.search(sentence, max(floor, first[0] - 30), first[0])) is not None and (
                    not _CLAUSE_STOP.search(sentence, floor, likewise.start()) if g else
                    strict and _GLUE.fullmatch(sentence, 0, likewise.start())):
            # "(A) fits, as does (C)", "(B) is wrong, as is (D)": the same predicate (in an answer's own clause or
            # opening the sentence after it, "Final: (A), as does (C)", the answer's); a likeness takes the predicate
            # of the mention before it in its clause, or the answer's in its own ("B. A ignores the unconscious; the
            # same goes for D" says nothing of D beside B)
            polarity = out[groups[g - 1][0]][3] if g else Polarity.AFFIRMED
        elif elided is not None and not g and (said := _IT_SAID.fullmatch(sentence, 0, elided.start())) is not None:
            # "It fits the stem; so would (A).": the predicate said of the answer ("it"), given to another
            verdicts = len(_NEGATIVE_STATUS.findall(said.group(0))) + len(_NEGATORS.findall(said.group(0))) + \
                bool(FAILS.search(said.group(0)))
            polarity = Polarity.NEGATED if verdicts % 2 else \
                Polarity.HYPOTHETICAL if _CASE_OPENING.match(sentence, _COMMA_RUN.match(sentence, last[1]).end()) \
                else Polarity.AFFIRMED  # ("so would A, if the bias were learned": for that case)
        if polarity is not Polarity.NEGATED and raw[first[0]:first[0] + 1] in "([" and (
                _NOT_THE_NAMED.search(sentence, max(floor, first[0] - 60), first[0])
                or g and out[groups[g - 1][0]][2] == first[2] and out[groups[g - 1][0]][3] is Polarity.NEGATED
                and _NAMED_AGAIN.fullmatch(sentence, floor, first[0])):
            # "the answer is (A) — not the peaches (B), which are the most expensive", "not the behaviorist view (A)"
            polarity = Polarity.NEGATED
        if polarity in (Polarity.DESCRIBED, Polarity.REPORTED) and (
                (_OWN_CHECK_GIVES.search(sentence, max(floor, first[0] - 60), first[0])
                 or g + 1 == len(groups) and _check_outcome(sentence, max(floor, first[0] - 24), first[0], last[1]))
                and not _quantity(raw, first[0], last[1], first[2])  # ("recheck says 9 eggs sold, so 18": a step)
                or _NOTHING_BEATS.search(sentence, max(floor, first[0] - 40), first[0])):
            # "(second pass says 15)", "A recount gives 15.", "Double-check: … → 86": the reply's own check, another value;
            # "Nothing is better than B"
            polarity = Polarity.AFFIRMED
        if _BUT_IT_FAILS.match(sentence, right_end) or _AND_IT_FAILS.match(sentence, last[1], ceiling) or \
                _apposed_failure(sentence, last[1], ceiling):
            polarity = Polarity.NEGATED  # "I briefly considered 675, but it fails the check above"
        elif polarity in (Polarity.AFFIRMED, Polarity.HYPOTHETICAL) and (mixed := _BUT_NEGATIVE.match(sentence, right_end)) and \
                mixed.end() <= ceiling and not ADDITIVE.search(right):
            polarity = Polarity.DESCRIBED  # "(E) has the right day but the wrong year": a mixed verdict, no offer
        elif polarity is Polarity.AFFIRMED and ADDITIVE.search(right) and not _STATUS.search(ADDITIVE.sub(" ", right)) and \
                not _ANSWER_STATUS.search(right) and _BUT_ONLY.match(sentence, last[1], min(len(sentence), last[1] + 160)):
            # "(D) frees willy is a real-word change too, but it's just a verb form, not a joke": a likeness in fact,
            # then what it lacks (no answer's standing was given it: "(D) works too, but …" still offers D)
            polarity = Polarity.DESCRIBED
        if polarity is Polarity.NEGATED and _NOT_EXCLUDED.match(sentence, last[1], ceiling):
            polarity = Polarity.HYPOTHETICAL  # "(A) no está descartada": the exclusion denied (the "no" read with it)
        if polarity in (Polarity.DESCRIBED, Polarity.REPORTED) and (
                _MAY_BE_RIGHT.match(sentence, last[1], min(ceiling, last[1] + 80))
                or (_CASE_FOR.search(sentence, max(floor, first[0] - 48), first[0])
                    or _NOT_EXCLUDED.match(sentence, last[1], ceiling))
                and not _BUT_AFTER.match(sentence, last[1])):  # (conceded: "a case can be made for 68, but …")
            # "22 is tempting, and might be right", "a case can be made for (E)", "16: not impossible"
            polarity = Polarity.HYPOTHETICAL
        kept_open = polarity is Polarity.NEGATED and (kept := _KEPT_OPEN.match(sentence, right_end)) is not None and \
            kept.end() <= ceiling
        if kept_open:
            polarity = Polarity.HYPOTHETICAL  # "(B) is unlikely but possible": ruled behind, then left open
        elif polarity is Polarity.REPORTED and _AGREED_AFTER.match(sentence, last[1]):
            polarity = Polarity.AFFIRMED  # "My teammate says B, and I agree": the speaker's own too
        elif polarity is Polarity.REPORTED and _ACCEPTED_AFTER.match(sentence, last[1]):
            polarity = Polarity.HYPOTHETICAL  # "an answer key could say 50 — fine either way": let stand beside the answer
            # (an offer, never the reply's one answer)
        if polarity is Polarity.NEGATED and _STILL_TO_RULE_OUT.search(sentence, max(floor, first[0] - 40), first[0]):
            # "Still need to rule out 27.", "double-check against 27": an elimination or a check still
            # to come leaves it open ("against" compares here; it does not rule out)
            polarity = Polarity.HYPOTHETICAL
        if polarity is not Polarity.NEGATED and weighted(raw, last[1]):
            polarity = Polarity.HYPOTHETICAL  # "True: 51%", "A with probability 0.7": weighed, not committed to
        if polarity is Polarity.HYPOTHETICAL and not kept_open and (_DENIED_CONDITION.search(sentence, right_end) or (
                fact := _FACT_AGAINST.search(sentence, right_end, right_end + FACT_REACH)) and _IF_WORD.search(sentence, last[1], fact.start())):
            polarity = Polarity.NEGATED  # "if she also sold them it would be 24, but she does not"
        if asked and polarity in (Polarity.DESCRIBED, Polarity.REPORTED) and \
                _GLUE.fullmatch(sentence, last[1], len(sentence.rstrip())):
            polarity = Polarity.ASKED  # the question ends on it: "What do you think — 18?"
        if polarity in (Polarity.DESCRIBED, Polarity.REPORTED) and _UNDECIDED_BETWEEN.search(sentence, max(floor, first[0] - 60),
                                                                                            first[0]):
            polarity = Polarity.HYPOTHETICAL  # "too close to call between B and D", "torn between 18 and 26"
        if polarity is Polarity.NEGATED and SUPPOSED_DENIAL.search(left):
            polarity = Polarity.HYPOTHETICAL  # "If the answer isn't 261, it's 260.": a case left open, not a ruling
        if strict and polarity in (Polarity.DESCRIBED, Polarity.REPORTED) and _CONDITION.search(left):
            polarity = Polarity.HYPOTHETICAL  # "(B), unless the question means (E)"
        if _UNTICKED.search(raw, max(floor, first[0] - 12), first[0]):
            polarity = Polarity.NEGATED  # "- [ ] B": a box left unticked rules its option out
        if _ELLIPTICAL_NOT.fullmatch(right):
            # "(B) is correct and (A) is not.": the verdict before it, denied ("(B) is wrong and (A) isn't"
            # affirms A); the verdict is the previous mention's, or the one said before it ("… is correct and (A) is not")
            before_it = out[groups[g - 1][0]][3] if g else _verdict_of(sentence[max(0, first[0] - 60): first[0]])
            if before_it in OFFERS:
                polarity = Polarity.NEGATED
            elif before_it is Polarity.NEGATED:
                polarity = Polarity.AFFIRMED
        if strict and polarity is Polarity.DESCRIBED and not _quantity(raw, first[0], last[1], first[2]):
            polarity = Polarity.AFFIRMED
        elif polarity is Polarity.AFFIRMED and trust_figure(raw, first[0], first[2]):
            polarity = Polarity.DESCRIBED  # "18 (confidence: 0.95)": a figure of the reply's trust, no second value
        elif polarity is Polarity.AFFIRMED and not strict and _WORKED_TO.search(sentence, max(floor, first[0] - 8), first[0]) \
                and _CONFIRMED_AFTER.match(sentence, last[1]) and "answer" not in sentence[last[1]: last[1] + 60].lower():
            # "27 + 13 = 40, which matches the money her parents gave her": a check, passed (not "… matches the answer")
            polarity = Polarity.DESCRIBED
        if polarity is not Polarity.NEGATED and NEGATOR_AFTER.match(raw, last[1]):
            polarity = Polarity.NEGATED  # "398 it isn't.", "65 ist es nicht.", "(C) değil": denied after it
        if LANDMARK.search(sentence, max(floor, first[0] - 40), first[0]):
            polarity = Polarity.DESCRIBED  # "the option directly below (E)", "one letter past (C)": a landmark, no answer
        elif polarity in OFFERS and PAST_PICK_AFTER.match(raw, last[1]):
            polarity = Polarity.DESCRIBED  # "P.S. 17 was my first instinct": a pick moved on from, not offered
        elif _STANDARD_BEFORE.search(sentence, max(floor, first[0] - 50), first[0]):
            polarity = Polarity.DESCRIBED  # "(B) is worse than (A)": what B is measured against, neither offered nor ruled out
        for i in members:
            out[i] = (*mentions[i], polarity)
    if len(mentions) > 2:
        for j in _passed_stages(raw, [m[:2] for m in mentions]):
            if out[j][3] in OFFERS:
                out[j] = (*out[j][:3], Polarity.DESCRIBED)
    return out


# An arrow between two mentions of a trail, each maybe with its letter: "center midfielder → left winger", "Lola (B) →
# Patrick" (no other gloss: "Melissa (maybe) → …" hedges).
_TRAIL_ARROW = re.compile(r"[ \t*_\"'`]*(?:\([A-R]\)[ \t*_]*)?(?:→|->|⇒)[ \t*_\"'`(\[]*(?:[Tt]he[ \t]+)?")
_WORDED = re.compile(r"[^\W\d_]{3}")
# A trail's line: its label ("Eve:", "Alice's position:", "Recap:"), the trail, and nothing after it but closing marks.
_TRAIL_LABEL = re.compile(r"[ \t>*_#-]*([A-Za-z][\w' ]{0,30}?)[ \t*_]*:[ \t*_]*")
_TRAIL_END = re.compile(r"[ \t*_]*(?:[(\[][A-R][)\]])?[ \t*_.!)\]]*(?:\n|$)")  # (its letter may follow: "→ **striker (D)**")
_TRAIL_WORDS = frozenset("recap trail path track tracking history sequence timeline position positions ball book gift present "
                         "partner dance role item".split())


def _trail_line(sentence: str, start: int, end: int) -> bool:
    """The trail from ``start`` to ``end`` is a line of its own in a question that swaps things: after a label of whose
    trail it is (the one the question asks about, "Recap", "position"; not another player's), with nothing after it. (A
    trail without its label may be the body of a hedge above it: "Any of these could be it:⏎Melissa → Lola → Patrick".)"""
    question = QUESTION.get() or ""
    if not _SWAPS.search(question):
        return False
    line_start = sentence.rfind("\n", 0, start) + 1
    label = _TRAIL_LABEL.fullmatch(sentence, line_start, start)
    if label is None or not _TRAIL_END.match(sentence, end):
        return False
    names = [word for word in _NAME_WORD.findall(question.split("Options:", 1)[0]) if word.casefold() not in _NOT_NAMES]
    asked = names[-1].casefold() if names else ""  # (the one the question asks about: "At the end, Dave has the")
    return all(word.casefold().removesuffix("'s") in (asked, *_TRAIL_WORDS) for word in label.group(1).split())


_SWAPS = re.compile(r"(?i)\b(?:swap|trad|switch)\w*")
_NAME_WORD = re.compile(r"\b[A-Z][a-z]+\b")
_NOT_NAMES = frozenset("options option at as then first finally which what the in on".split())


def _passed_stages(sentence: str, spans: list[tuple[int, int]]) -> set[int]:
    """The mentions (indexes into ``spans``, in order) that a trail passes through: in three mentions or more, each
    joined to the next by an arrow ("fullback → right midfielder → left midfielder → striker"), all but the last, where
    the trail ends. They are described, not offered; the last is read as ever (a trail that ends elsewhere offers that).
    Only a trail of things named in words, on a line of its own in a question that swaps things (:func:`_trail_line`),
    and only after the answer (a conclusion's trail may be one of several hedged lines): "(A) → (B) → (C)", "Shortlist:
    center → left → right" and "Maybe center → left → right" may list offers."""
    if len(spans) < 3 or not ("→" in sentence or "->" in sentence or "⇒" in sentence):
        return set()
    passed: set[int] = set()
    run = [0]
    for i in range(1, len(spans) + 1):
        if i < len(spans) and _TRAIL_ARROW.fullmatch(sentence, spans[i - 1][1], spans[i][0]):
            run.append(i)
            continue
        if len(run) >= 3 and all(_WORDED.search(sentence, *spans[j]) for j in run) and \
                _trail_line(sentence, spans[run[0]][0], spans[run[-1]][1]):
            passed.update(run[:-1])
        run = [i]
    return passed


#: A pick the reply moved on from, said after the mention: "17 was my first instinct", "(I) was my initial guess".
#: (Only where the clause ends there or turns away from it: "(B) was my first instinct, and it holds up" keeps it.)
PAST_PICK_AFTER = re.compile(r"(?i)[\s*_)\]]*(?:was|had\s+been)\s+(?:my|our|the)\s+(?:very\s+)?(?:first|initial|original|earlier|"
                             r"previous|gut)\s+(?:instinct|guess|thought|answer|pick|choice|impulse|attempt|take|idea|reaction)\b"
                             r"(?=[\s*_]*(?:[.;!?)]|$|,?\s+(?:but|though|although|yet|however)\b))")


# A mention that marks a position the answer is found from: "the option right after (B)", "one letter past (C)".
# ... and a member of a class named for illustration: "There are a couple of those, e.g. 3200."
_FOR_EXAMPLE = (r"\b(?:e\.\s?g\.|for\s+(?:example|instance)|such\s+as|par\s+exemple|z\.\s?B\.|zum\s+Beispiel|"
                r"por\s+ejemplo|por\s+exemplo|ad\s+esempio|per\s+esempio)[\s,:]*[*_(\[\"'`]*$")
#: A mention given as an example: "something he has to do first — e.g. **C (get out of the shower)**".
EXAMPLE_BEFORE = re.compile(r"(?i)" + _FOR_EXAMPLE)
LANDMARK = re.compile(r"(?i)(?:" + _FOR_EXAMPLE + r")|"
                      r"\b(?:after|before|below|above|past|beyond|beneath|(?<!\bstand\s)(?<!\bget\s)behind|next\s+to|following|preceding|"
                      r"ahead\s+of|prior\s+to|(?:to\s+the\s+)?(?:left|right)\s+of)[ \t]+(?:the[ \t]+)?(?:(?:option|choice|letter|one|entry)[ \t]+)?"
                      r"[*_(\[\"'`]*$")


_TEXT_CLOSE = re.compile(r"[\s*_\"'`.]{0,3}\)")
_LABEL_COLON = re.compile(r"[ \t*_]*:(?![/\d])")


def _same_label(sentence: str, start: int, end: int, other_start: int, other_end: int) -> bool:
    """The two spans are the same option label (brackets aside): "(E)" and "E" are; "B)" and "Oxygen",
    or a heading "**Circle**:" and the "circle" of the sentence under it, are not. (A label already in
    the group said again opens a mention of its own: "Ruling out (E) 12/25/2006: (E) has the wrong year".)"""
    label = sentence[start:end].strip("()[]*_ ").casefold()
    return len(label) <= 2 and label == sentence[other_start:other_end].strip("()[]*_ ").casefold()


# An unticked box right before a mention, at a line's start or after a bullet ("- [ ] B", "☐ C").
_UNTICKED = re.compile(r"(?:(?:^|(?<=\n)|(?<=[*•-][ \t]))[ \t]*\[[ \t]\]|☐)[ \t]*[(\[]?$")
# A predicate that is only a denied copula, its verdict elided: "… and (A) is not.", "(C) isn't".
_ELLIPTICAL_NOT = re.compile(r"(?i)[\s*_\"'`)\]]*(?:is|are|was|were|does|do|did)(?:\s+not|n't)[\s*_\"'`.!]*")


#: An additive particle: a value said with it stands beside another ("(E) is also correct but …" still offers E).
ADDITIVE = re.compile(r"(?i)\b(?:also|too|as\s+well|equally)\b|" + _OTHER_ADDITIVES)
#: ... and only as one: "too" ending its clause ("(C) works too."), not the degree ("too tenuous").
ONE_MORE = re.compile(r"(?i)\b(?:also|as\s+well|equally)\b|\btoo\b(?=[\s*_\"'`)]*(?:[.,;:!?—–]|$))|" + _OTHER_ADDITIVES)
#: A clause that fails what was just named: "it fails", "that one doesn't work", "this is wrong".
IT_FAILS = (r"\b(?:it|this|that(?:\s+one)?)(?:'s|\s+is|\s+was|\s+would(?:\s+be)?)?\s+(?:fails?|failed|fail|violates?|contradicts?|"
            r"violate|contradict|(?:breaks?|broke)(?!\s+(?:no|nothing|none|neither)\b)|(?:does\s+not|doesn'?t|did\s+not|didn'?t|would\s+not|wouldn'?t)\s+"
            r"(?:work|fit|hold|check\s+out)|wrong|incorrect|impossible|ruled\s+out|not\s+(?:right|correct|possible))\b")
# A contrast right after a mention that fails it outright: "considered 675, but it fails the check", "(C), but that's wrong".
_BUT_IT_FAILS = re.compile(r"(?i)[\s,]*but\s+" + IT_FAILS)
# ... or a clause joined to the mention's own, before any other mention: "I checked No as well, and it fails.",
# "… as well supported: it breaks …", "Checked (A) against the last condition too — it fails", "(A) too; it fails"
_AND_IT_FAILS = re.compile(r"(?i)[^.;:!?\n]{0,60}?(?:(?:,\s*and|:)\s+" + IT_FAILS + r"|(?:;|\s*[—–]|\s-{1,2})\s+" + IT_FAILS +
                           r"(?!\s+to\b))")  # (after a dash, "— it fails to follow from …" explains the answer)
def _apposed_failure(sentence: str, end: int, ceiling: int) -> bool:
    """The mention is an apposition whose sentence goes on to fail it: "the only other contender, 21,
    contradicts the question" (not "…, 21, doesn't contradict it")."""
    comma = _APPOSITION_CLOSE.match(sentence, end, ceiling)
    if comma is None:
        return False
    failed = FAILS.match(sentence, comma.end())
    return failed is not None and _NEGATORS.search(failed.group(0)) is None


_APPOSITION_CLOSE = re.compile(r"[*_\"'`)\]]*,")
# A contrast right after a mention's clause that turns its verdict negative (before any other mention).
_BUT_ONLY = re.compile(r"(?i)[^.;!?\n]{0,100}?\bbut\s+(?:it'?s|it\s+is|that'?s|that\s+is|this\s+is)\s+(?:just|only|merely|simply|"
                       r"an?\s+[^.;!?,\n]{1,60},\s*not)\b")  # ("… is from the 90s too, but it's a minor horror film, not a blockbuster")
# A rank's scope, after it: "… a close second as a channel", "… close behind in the polls" (not after a likeness: "just
# as likely, as a reading of …" still offers it).
_RANK_SCOPED = re.compile(r"(?i)[ \t]*(?:as|in|for|among|on|at|by|with|to|of)\b")
_CLOSE_RANK = re.compile(r"(?i)\b" + _CLOSE_RANK_WORDS + r"\b")
# A contrast after a mention that turns it down: "… but isn't itself an inducement", "…, though it fails the check".
_TURNED_DOWN_AFTER = re.compile(r"(?i)[\s,]*(?:but|though|although|yet)\b[^.;!?\n]{0,60}?(?:\bnot\b|n't\b|\bnever\b|"
                                r"\bfails?\b|\bwrong\b|\bincorrect\b)")
_BUT_NEGATIVE = re.compile(r"(?i)[\s,]*but\s+(?:(?:the|a|an|its|it|is|has|was|gets)\s+)*(?:wrong|incorrect|false|invalid|"
                           r"inaccurate|impossible|fails?)\b")


# A comparison the mention does not lose: "(A) is no worse", "hardly less correct", "not any weaker": equal standing.
_NO_WORSE_WORDS = r"\b(?:no|not|hardly|scarcely|barely|none\s+the|isn'?t|wasn'?t)\s+(?:any\s+|much\s+|a\s+bit\s+)?" \
    r"(?:worse|weaker|inferior|" + LESS_FITTING + r")\b"
_NO_WORSE = re.compile("(?i)" + _NO_WORSE_WORDS)
# What a comparison is measured against, right before the mention: "(B) is worse than (A)", "inferior to the answer
# (A)", "Compared with (A), (B) …". The subject loses or is weighed; the mention is neither offered nor ruled out.
# A phrase naming what something is compared with, right before it (a comma closes it: see the grouping in :func:`tag`).
_COMPARED_WITH = r"compared\s+(?:with|to)|in\s+comparison\s+(?:with|to)|relative\s+to|measured\s+against"
_STANDARD_BEFORE = re.compile(r"(?i)\b(?:(?:worse|weaker|inferior|less\s+[a-z]+)\s+(?:than|to)|" + _COMPARED_WITH + r")[\s*_\"'`(\[]*"
                              r"(?:(?:the\s+)?(?:option|choice|answer)\s+)?[\s*_\"'`(\[]*$")
# An equal standing granted to what the clause compares with (the answer, unnamed): "(A) is just as sarcastic".
_JUST_AS = re.compile(r"(?i)[\s*_)\]]*(?:is|are|was|were|seems?|looks?|reads?)?\s*(?:(?:just|every\s+bit|equally|quite)\s+as\s+\w+|"
                      + _NO_WORSE_WORDS + r")[\s*_.,!]*$")
# A predicate elided after "as"/"so": "(A) fits, as does (C)", "… and so is (D)" take the previous mention's.
_AS_DOES_BEFORE = re.compile(r"(?i)\b(?:as|so)\s+(?:does|do|did|is|are|was|were|would|could|can|has|have|will)"
                             r"(?:\s+(?:also|too))?[\s*_\"'`(\[]*$")
# ... and said as a likeness: "(B), which, as with (A), is consistent", "(A), just like (C)", "…, and the same goes for (D)"
# (only after a mention or in the answer's own clause: opening a sentence, it may take a verdict from the one before)
_LIKEWISE_BEFORE = re.compile(r"(?i)\b(?:as\s+with|just\s+like|(?:the\s+)?same\s+(?:goes|holds|applies|is\s+true)\s+for|"
                              r"co-?equal\s+(?:of|to|with)|on\s+(?:a\s+)?par\s+with|tied\s+with|as\s+good\s+as)"
                              r"[\s*_\"'`(\[]*$")
#: A sentence that checks the answer before it: "(Check: 47 + 141 + 153 = 341.)", "Verification: 9 × 2 = 18 ✓";
#: its equations are steps of the check, not answers.
#: The words that label a check of the answer ("Check:", "Verification:", "Sanity check:").
CHECK_WORD = (r"(?:quick\s+|final\s+)?check(?:ing)?|verif(?:y|ication)|sanity\s+check|double[\s-]check|self[\s-]check|"
              # ... in other languages: "Verifica:", "Comprobación:", "Vérification :", "Probe:", "Ellenőrzés:", "Проверка:"
              r"verifica|comprobaci[oó]n|v[ée]rification|probe|kontrolle|ellenőrzés|preverimo|kontrola|проверка|"
              r"검산|検算|验算|验证|檢查|检查")
CHECK_OPENING = re.compile(r"(?i)[\s(*_>-]*(?:[^\w\s(*_>-]{1,2}\ufe0f?[ \t]*[*_]*)?(?:" + CHECK_WORD + r")[*_]*\s*[:：]")  # ("🔁 Check:")
# ... and a label that names a check in more words, maybe with a note on how: "Countermodel check:", "Row check
# (re-evaluating the right-hand operand first):"
_CHECK_LABELLED = re.compile(r"(?i)[\s(*_>-]*(?:[^\W\d_][\w-]*\s+){0,2}(?:" + CHECK_WORD + r"|trace|pass)(?:\s*\([^()\n]{1,80}\))?"
                             r"[*_]*\s*[:：]")
# What a check comes out at, right before the value: "Double-check: summing in the other order → 86", "…
# re-running the elimination gives C" (under a check's label, the value it lands on is the check's answer).
# The verbs a check comes out at a value with ("gives", "yields", "lands on"); each pattern below adds its own.
_GIVES = r"gives|gave|yields|yielded|returns|returned|lands\s+on|landed\s+on|produces|produced"
_CHECK_OUTCOME_BEFORE = re.compile(r"(?i)(?:\b(?:" + _GIVES + r"|(?:comes|came)\s+(?:out\s+)?(?:to|at)|results?\s+in)|→|->|=>|⟹)"
                                   r"[\s:*_\"'`(\[]*$")


def _check_outcome(sentence: str, floor: int, at: int, end: int) -> bool:
    """Under a check's label, the sentence's last mention (at ``at``, ending at ``end``) is what the check comes out
    at ("Double-check: summing in the other order → 86"), unless a tick or a word confirms it ("… 120000 gives 3 ✓":
    a residue that matches)."""
    return _CHECK_OUTCOME_BEFORE.search(sentence, floor, at) is not None and _CHECK_LABELLED.match(sentence) is not None \
        and _CONFIRMED_AFTER.match(sentence, end) is None


# A step of working that the mention is the result of: "27 + 13 = 40".
_WORKED_TO = re.compile(r"=[\s*_$]*$")
_CONFIRMED_AFTER = re.compile(r"(?i)[\s*_.,;:)\]]*(?:which\s+)?(?:[✓✔✅☑]|ok\b|okay\b|checks?\s+out\b|confirm|matches\b|agrees\b|"
                              r"correct\b|(?:is\s+)?the\s+(?:number|amount|count|quantity|figure|total)\s+(?:we\s+)?(?:laid|given|"
                              r"stated|started\s+with|in\s+the\s+question))")  # ("… → 16, the number laid": a given, checked)


# The reply's own check giving a value: "second pass says", "a recount gives", "re-running it yields" (not a first or
# earlier attempt, which a later one supersedes: "My first pass gave 15; the second gives 16").
_OWN_CHECK_GIVES = re.compile(r"(?i)\b(?<!first\s)(?<!earlier\s)(?<!initial\s)(?<!previous\s)(?:(?:second|another|third)\s+)?"
                              r"(?:pass|check|recount|re-?check|re-?run|re-?computation|recalculation|verification|double-check|"
                              r"cross-check|sanity\s+check)\s+(?:now\s+|also\s+|instead\s+)?"
                              r"(?:" + _GIVES + r"|says|said|shows|showed|gets|got|comes\s+to|came\s+to)[\s:*_\"'`(\[]*$")
# Nothing put before the mention: "Nothing is better than B", "No other option comes closer than (C)" affirm it.
_NOTHING_BEATS = re.compile(r"(?i)\b(?:nothing|none|no\s+(?:other\s+)?(?:option|answer|choice))\s+(?:else\s+)?(?:is|comes|fits|works)\s+"
                            r"(?:any\s+)?(?:better|closer)\s+than[\s*_\"'`(\[]*$")
# "not" and a short noun phrase that names the bracketed option after it: "not the peaches (B)".
_NOT_THE_NAMED = re.compile(r"(?i)\bnot\s+the\s+[^\W\d_][\w-]*(?:\s+[^\W\d_][\w-]*){0,2}[\s*_]*$")
_NAMED_AGAIN = re.compile(r"[\s*_]*+(?:[^\W\d_][\w-]*+\s++){0,2}[\s*_]*+")  # ("behaviorist view (A)": its text, then its letter)
# "unlike" right before a mention, whose phrase a comma closes (see the grouping in :func:`tag`).
_UNLIKE_OPENS = re.compile(r"(?i)\b(?:unlike|" + _COMPARED_WITH + r")[\s*_\"'`(\[]*$")
_COMMA_RUN = re.compile(r"[\s,]*")
# Where a sentence stops, for a likeness to look back across (it does not: see :data:`_LIKEWISE_BEFORE`).
_CLAUSE_STOP = re.compile(r"[.!?](?=\s|$)|\n")
# A clause said of "it" (the answer) before an elided predicate: "It fits the stem; so would (A)".
_IT_SAID = re.compile(r"(?i)[\s*_\"'`]*(?:it|this|that|this\s+one|which)\b[^.;!?\n(\[]{0,80}?[\s,;—–-]*(?:and\s+)?")


# A coordinated predicate that leaves the mention possibly right: "22 is tempting, and might be right".
_MAY_BE_RIGHT = re.compile(r"(?i)[^.;:!?\n]{0,60}?,?\s+(?:and|but|yet)\s+(?:it\s+|that\s+)?(?:might|may|could|can)\s+"
                           r"(?:also\s+|well\s+|still\s+|equally\s+)?be\s+(?:right|correct|true|valid|the\s+(?:right\s+|"
                           r"correct\s+)?answer)\b")
# What a possibility denied to be excluded is not: "not impossible", "isn't out of the question" (see below).
_EXCLUDED = r"impossible|out\s+of\s+the\s+question|ruled\s+out|excluded"
# A verdict against the mention, then conceded back open: "(B) is unlikely but possible", "weaker, though still
# defensible", "less likely, but I can't rule it out", "wrong, yet not impossible" (not "wrong but tempting": a lure is no
# possibility; not "possible to confuse").
_KEPT_OPEN = re.compile(r"(?i)[\s,]*(?:but|though|although|yet|albeit)\s+(?:(?:it|that|this|which)\s+|it'?s\s+|that'?s\s+)?"
                        r"(?:(?:is|remains?|stays?)\s+)?(?:(?:still|also|nonetheless|nevertheless|technically|conceivably|just|"
                        r"perhaps|maybe|arguably)\s+){0,2}"
                        r"(?:(?:(?:an?\s+)?(?:possible|conceivable|viable|plausible|defensible|tenable|arguable|admissible|"
                        r"correct|right|valid)|"
                        r"in\s+play|an?\s+(?:option|possibility|contender)|on\s+the\s+table|"
                        r"(?:not|never|isn'?t|is\s+not)\s+(?:entirely\s+|completely\s+|totally\s+|quite\s+)?(?:" + _EXCLUDED + r"))"
                        r"(?=[\s*_]*(?:[.;:!?),]|$))|"
                        # (the status ends its clause: not "a plausible distractor", "plausible at first glance")
                        r"(?:i|we)\s+(?:can'?t|cannot|couldn'?t|wouldn'?t|won'?t)\s+(?:fully\s+|entirely\s+|completely\s+|quite\s+)?"
                        r"(?:rule|exclude|dismiss|discount)\b|"
                        r"(?:can'?t|cannot|couldn'?t)\s+be\s+(?:fully\s+|entirely\s+|completely\s+)?(?:ruled\s+out|excluded|dismissed))")
# Someone else's value that the speaker then agrees with: "My teammate says B, and I agree", "The key says B, which I
# agree with" (not "I disagree", not "agree only in part").
_AGREED_AFTER = re.compile(r"(?i)[^.;!?\n]{0,40}?(?:,\s*|\s+)(?:and|which|—|–)\s+(?:I|we)\s+(?:(?:fully|completely|totally|"
                           r"actually|really|tend\s+to|would|do|also|entirely)\s+)?(?:agree|concur)"
                           r"(?:\s+with(?:\s+(?:it|that|this|them|him|her|(?:the|my|our)\s+[\w-]+))?)?(?=[\s*_]*(?:[.;:!?),]|$))")
# (the agreement ends its clause: not "I agree with the hint that conditioning matters", "I agree it's a typo")
# ... or what another would give is accepted in the same sentence: "an answer key could say 50 — fine either way", "…,
# and that would be fine by me", "… — that would be just as acceptable", "which I'd also accept"
# (said of it, with nothing turning away between: not "Bob says (A), but (C) is correct")
_ACCEPTED_AFTER = re.compile(r"(?i)(?:(?!\b(?:but|however|whereas|while|yet|instead|rather|though|although)\b)[^.;!?\n]){0,80}?"
                             r"\b(?:(?:that|which|it|this|either|both)(?:\s+(?:would|will|is|are)|'d|'s|'ll)\s+(?:be\s+)?"
                             r"(?:(?:just|equally|also|perfectly)\s+)?(?:as\s+)?(?:fine|acceptable|valid|correct|right|ok(?:ay)?)\b"
                             r"|fine\s+(?:either\s+way|by\s+me|with\s+me|too)\b|"
                             r"(?:i|we)(?:'d|\s+would|\s+will|'ll)\s+(?:also\s+)?(?:accept|take|count|credit)\b|"
                             r"either\s+(?:is|works|would\s+do)\b)"
                             # (not under a condition or in another setting: "fine by me if it were a real word", "I'd credit
                             # it in a spelling quiz", "I'll take that into account")
                             r"(?![\s,]+(?:\w+\s+){0,2}?(?:only|if|unless|when|in|into|for|on|were)\b)")
# A possibility left open by denying it is excluded: "16: not impossible", "(C) isn't out of the question".
_NOT_EXCLUDED = re.compile(r"(?i)[\s*_)\]]*(?:[:,—–-][\s*_]*)?(?:(?:(?:is|are|seems?|looks?)\s*)?(?:not|n't)\s+(?:entirely\s+|completely\s+|"
                           r"totally\s+)?(?:" + _EXCLUDED + r"|implausible)\b"
                           # ... in the other languages a reply hedges in: "(A) n'est pas exclu", "no está descartada",
                           # "nicht ausgeschlossen", "non è da escludere", "não está descartada"
                           r"|(?:[^\W\d_]+\s+){0,2}?(?:n'est\s+pas\s+(?:(?:totalement|complètement|entièrement)\s+)?(?:exclue?s?|impossibles?|à\s+exclure)(?!\w)"
                           r"|no\s+(?:está|es|queda)\s+(?:del\s+todo\s+)?(?:descartad[ao]s?|excluid[ao]s?|imposibles?)(?!\w)"
                           r"|(?:ist\s+)?nicht\s+(?:ganz\s+|völlig\s+)?(?:ausgeschlossen|auszuschließen|unmöglich)(?!\w)"
                           r"|non\s+(?:è\s+)?(?:del\s+tutto\s+)?(?:esclus[ao]|da\s+escludere|impossibile)(?!\w)"
                           r"|não\s+(?:está|é)\s+(?:totalmente\s+)?(?:descartad[ao]|excluíd[ao]|impossível)(?!\w)))")
_BUT_AFTER = re.compile(r"(?i)[^.;!?\n]{0,40}?,?\s+(?:but|yet|although|though|however)\b")
# An elimination not yet made, or a check still to make against a mention: "still need to rule out 27",
# "(C) has yet to be ruled out", "double-check against 27", "verify it against (C)" (not "checked against").
_STILL_TO_RULE_OUT = re.compile(r"(?i)(?:\b(?:(?:need|needs|have|has|had)\s+to|yet\s+to)\s+(?:be\s+)?(?:rule|ruled)\s+out"
                                r"|\b(?:(?:double|cross|re)[- ]?check|check|verify|compare|test|validate)(?:ing)?\s+"
                                r"(?:(?:it|this|that|(?:the|my|this)\s+(?:answer|result))\s+)?against)[\s*_(\[]*$")
# A choice not made between the mentions that follow: "too close to call between B and D", "torn between (A) and (C)",
# "a toss-up with 19".
_UNDECIDED_BETWEEN = re.compile(r"(?i)\b(?:torn|undecided|unsure|uncertain|waver\w*|hesitat\w*|split|close\s+to\s+call|"
                                r"toss[\s-]?up|coin[\s-]?flip|tie|tied|dead\s+heat|(?:can(?:'?t|not)|could(?:n'?t|\s+not)|unable\s+to|"
                                r"fail(?:s|ed)?\s+to)\s+(?:decide|choose|pick|agree))\b[^.;:!?\n]{0,20}?\bbetween"
                                r"(?:\s+(?:this|that|it|the\s+answer|my\s+answer)\s+and)?[\s*_(\[]*$"
                                # ... or between the answer and the mention: "it's a toss-up with 19"
                                r"|\b(?:toss[\s-]?up|coin[\s-]?flip|dead\s+heat)\s+(?:with|against|versus|vs\.?)[\s*_(\[]*$")
# Support argued for a mention: "a case can be made for (E)".
_CASE_FOR = re.compile(r"(?i)\ba\s+(?:good\s+|strong\s+|decent\s+|reasonable\s+)?case\s+(?:can|could|might|may)\s+"
                       r"(?:also\s+|still\s+)?be\s+made\s+for[\s*_(\[]*$"
                       # ... or one kept open by declining to exclude it: "though I wouldn't rule out 257", "I can't exclude (O)"
                       r"|\b(?:can'?t|cannot|couldn'?t|could\s+not|wouldn'?t|would\s+not|won'?t|will\s+not|don'?t|do\s+not|"
                       r"shouldn'?t|should\s+not)\s+(?:(?:yet|quite|fully|entirely|completely|really)\s+)?"
                       r"(?:rule\s+out|exclude|dismiss|discount)[\s*_(\[]*$")


def _verdict_of(clause: str) -> Polarity | None:
    """The verdict a clause gives, if any: "is correct" affirms, "is wrong" rules out."""
    if _NEGATIVE_STATUS.search(clause):
        return Polarity.NEGATED
    return Polarity.AFFIRMED if _STATUS.search(clause) else None


# "or not" right after a mention, in a question: "839 or not?", "(F) (edit: or not?)".
_OR_NOT = re.compile(r"(?i)[\s*_\"'`(]*(?:\w+[ \t]*:[ \t]*)?or\s+not\b")


_CONJOINED_VERDICTS = re.compile(r"(?i)\b(?:and/or|and|or)\b")
# A negated verb of fitting that rules its subject out: "B doesn't explain the running", "(A) does not apply".
_NEGATED_FIT = re.compile(r"(?i)[\s*_\"'`)\]]*(?:doesn'?t|does\s+not|didn'?t|did\s+not|can'?t|cannot|won'?t)\s+"
                          r"(?:explain|account\s+for|apply|satisfy|capture|hold\s+up)\b")


def decide(left: str, right: str, described: str = "", asked: bool = False, framed: bool = False) -> Polarity:
    """The polarity of a mention from its clause: ``left`` of it, ``right`` of it (its predicate's
    head), a relative clause ``described`` that comments on it, whether the sentence is a question,
    and whether it is framed as an answer (``framed``: "the answer is", "I'd pick", "or" before it,
    or nothing but glue around it).

    Only a clause about the mention *as an answer* — framed, or with an answer-status word ("C is
    correct", "C is wrong", "C too") — offers or rules it out; any other clause describes it.
    """
    if "n" in right and (fit := _NEGATED_FIT.match(right)) is not None:
        right = " fails" + right[fit.end():]  # "B doesn't explain the running": a verdict against it, one
    if (level := _NO_WORSE.search(right)) is not None:
        right = right[:level.start()] + "equally as good" + right[level.end():]  # "(A) is no worse": as good as the answer
    predicate = right + " " + described
    before = _NEGATOR_BEFORE.search(left) or PUT_BEHIND_BEFORE.search(left)
    # (a word that negates the mention is counted once: "I rejected (C)" rules C out)
    own_left = left[: before.start()] + " " + left[before.end():] if before else left
    # (verdicts joined in a coordination are one verdict: "have the wrong exponent and/or the wrong units", "wrong and
    # worse" rule out once; "calling C wrong would be wrong" says it twice)
    right_verdicts = _NEGATIVE_STATUS.findall(right)
    if len(right_verdicts) > 1 and _CONJOINED_VERDICTS.search(right):
        right_verdicts = right_verdicts[:1]  # ("wrong and worse", "wrong and/or misleading": one verdict)
    main_verdicts = len(right_verdicts) + len(_NEGATIVE_STATUS.findall(own_left)) + bool(FAILS.match(right))
    # (a clause set off after it fails it as its predicate would: "(B) engage Carson — also contradicts the refusal")
    described_verdicts = len(_NEGATIVE_STATUS.findall(described)) + bool(FAILS.match(described))
    verdicts = main_verdicts + described_verdicts
    if not (framed or before or verdicts or _rates_as_answer(predicate)):
        if _READING_CASE.search(predicate) or _READING_LEAD.match(left):
            return Polarity.HYPOTHETICAL  # "…; 261 when not", "(D) if read loosely": offered for a case
        return Polarity.REPORTED if _REPORTED.search(left + " " + predicate) else Polarity.DESCRIBED
    # every negator of the clause counts: "can't rule out 19" and "C is not wrong" affirm
    near = (left[: before.start()] if before else left).rsplit(",", 1)[-1]  # a negator scopes its own phrase
    # ... and not past "whether"/"if": "I am not sure whether it is 18 or 19" supposes both, it rules out neither
    near = _COMPLEMENTISER.split(near)[-1]
    left_negators = len(_NEGATORS.findall(near))
    # the mention's own clause and a relative clause about it are two statements: "not 19, which is
    # a distractor" rules 19 out twice (no cancelling across them); "(C), which is not wrong" affirms
    if (bool(before) + left_negators + main_verdicts + len(_NEGATORS.findall(right))) % 2 == 1 or \
            (described_verdicts or _STATUS.search(described)) and \
            (described_verdicts + len(_NEGATORS.findall(described))) % 2 == 1:
        return Polarity.NEGATED
    if asked:
        return Polarity.ASKED
    return Polarity.HYPOTHETICAL if _HYPOTHETICAL.search(left.rsplit(",", 1)[-1] + " " + predicate) else Polarity.AFFIRMED
