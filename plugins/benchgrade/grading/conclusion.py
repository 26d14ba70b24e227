"""The weaker layers of reading a final answer, and the hedge rule every layer shares.

When a reply makes no explicit statement and has no answer block
(:mod:`.answer`), a careful reader still finds the answer in its *conclusion*:
"So Bob ends up with the (C) green ball.", "At the end, Eve has Frankenstein.",
"we're now back at the starting point". Two layers do that, both generic over
answer kinds through a reader's ``mentions(text)`` (every valid answer of the
task named in a text, as ``(start, end, value)``):

* :func:`read_conclusion` — the last sentences of the answer section, from the end: the first
  sentence that names an answer *positively* decides, and only if it names exactly one.
  Eliminations ("Option (B) is not sarcastic.", "(A) and (C) are wrong") are passed over,
  and a sentence naming two different answers positively is a hedge.
* :func:`read_last_mention` — the final paragraph as a whole: its last mention, refused when
  the paragraph positively names two different answers.

An answer given first and explained under a label below it (:func:`explained_below`: "Janet makes
$18 a day.⏎⏎Details: uses 7 eggs, …") is the conclusion when the explanation ends in working
rather than an answer of its own (:func:`concludes`); the explanation is then the rest of its span.

:func:`hedged` is the rule that a final answer naming a second, different value ("18 or 19",
"B (or possibly D)", "Oxygen, Carbon", "18 ± 2", "True/False") is no answer at all, whichever
layer found it. A reader's ``value_at(text)`` says which value, if any, ``text`` opens with.
"""
from __future__ import annotations

import re
from collections.abc import Callable

from dataclasses import replace

from .answer import STOP_AFTER_ANSWER, Reading, sentences
from .commitment import CHECK_OPENING, JUST_NO, LEFT_TO_READER, ONLY_POSSIBLE, SUBMITS_BOTH, declines
from .polarity import (ELIMINATES, FAILS, LOSES, NEGATOR_AFTER, NO_CASE_WHICH, OFFERS, OTHER_NEGATORS, OTHER_NEGATORS_UNSPACED,
                       PAST_PICK_AFTER, PUT_BEHIND_BEFORE, LANDMARK, OTHERS, RULED_OUT_BY, ONE_MORE, SUPPOSED_DENIAL, SUPPOSITION, WEIGHT_CUE,
                       RANKED_BESIDE, Polarity, asks, may_rule_out, tag, weighted)
from .text import QUESTION

Mentions = Callable[[str], "list[tuple[int, int, object]]"]

#: How much of the section's end the conclusion and the fallback read.
TAIL_CHARS = 3000
#: Sentences (from the end) that make up the conclusion.
CONCLUSION_SENTENCES = 3

# Words that turn a mention into an elimination ("(B) is not sarcastic", "A and C are wrong").
_NEGATION = re.compile(
    r"(?i)\b" + NO_CASE_WHICH + r"\b|\b(?:not|never|no\s+longer|incorrect|wrong|false|" + ELIMINATES + r"|ruled?\s+out|exclud\w*|discard\w*|"
    r"reject\w*|neither|nor|unlikely|less\s+likely|instead\s+of|rather\s+than|cannot|without|lacks?|lacking|" + RULED_OUT_BY + r"|"
    r"isn't|aren't|doesn't|don't|didn't|wasn't|weren't|can't|won't|wouldn't|couldn't|shouldn't|hasn't|haven't|hadn't|"
    r"except|excluding|anything\s+but|other\s+than|" + OTHER_NEGATORS +
    r")\b|" + OTHER_NEGATORS_UNSPACED +
    r"|[¬≠]|!=|\\(?:neg|lnot|neq|ne)\b|(?:^|(?<=\n)|(?<=[*•-][ \t]))[ \t]*\[[ \t]\][ \t]+(?![\])}>])|☐")  # (an unticked box: "- [ ] B")
# What may stand between two coordinated mentions ("(A) and (C)", "A, C or D").
_COORDINATION = re.compile(r"(?i)[\s,*_\"'`]*(?:(?:and|or|&|/|nor|as\s+well\s+as)[\s,*_\"'`]*)?(?:(?:options?|choices?)[\s*_\"'`]*)?")
# A connector that offers a second answer next to the first.
_HEDGE = re.compile(
    r"(?i)(?:\bor\b|\beither\b|(?<!\d)/|/(?!\d)|±|\\pm\b|\+/-|\bmaybe\b|\bpossibly\b|\bperhaps\b|"
    r"\balternatively\b|\bto\b|\s[–—]\s|(?<=\d)[-–—](?=\d)|,\s|;\s|\band\b|\bvs\.?\s|\bcould\b|\bmight\b|"
    r"\bin\s+which\s+case\b|\botherwise\b|"
    # ... and other languages' "or": "B atau D", "B oder D", "B ou D", "B 또는 D"
    r"\b(?:oder|ou|o|veya|yahut|atau|lub|albo|eller|hoặc|hoac|vagy|sau|ili|или|або)\b|或|または|또는|أو|\bया\b)")
# A range's dash ("17-19") is a hedge; in working ("40-29 = 11") it is a minus.
_DASH = frozenset("-–—")
_ARITHMETIC = re.compile(r"[=×*+÷]|\d\s*[x/]\s*\d")
# After the answer's sentence, one that offers another: "Or maybe 3.", "Actually, it might be 3.",
# "Alternatively: 3", "(B) could also work.", "Option (B) is also correct."
_SECOND_THOUGHT = re.compile(r"(?i)^[\s*_]*(?:or\b|maybe\b|perhaps\b|possibly\b|alternatively\b|actually\b|though\b|"
                             r"but\b|it\s+(?:could|might|may)\b|another\s+(?:possible\s+)?answer\b)")
_ALSO_RIGHT = re.compile(r"(?i)[\s)*_\]]*(?:(?:is|are|could|might|may|would)\s+(?:also|as\s+well|equally)\b"
                         r"|(?:could|might|may)\s+(?:also\s+)?(?:be\s+(?:right|correct|true|possible)|work)\b|also\s+works?\b)")
_FILLER = re.compile(r"(?i)^(?:[\s,:(\[*_\"'`${]|\}(?=\s*[-$\d])|\\text\b|\b(?:possibly|maybe|perhaps|probably|even|also|alternatively|"
                     r"option|choice|answer|the|just|or|either|but|it\s+(?:could|might|may)\s+(?:also\s+)?be|it's|is|be|could|might)\b)*")
# After a comma or semicolon a second value must stand alone ("Oxygen, Carbon", "B; D is also
# acceptable"), not start a remark ("18, 3 more than 15").
_ALONE_AFTER = re.compile(
    r"(?i)[\s)*_\"'`\]}]*(?:[,.;!?]|\bor\b|\band\b|$|(?:is|are|could|might|may|would)\s+(?:also|as\s+well|equally)\b"
    r"|(?:could|might|may)\s+(?:also\s+)?be\b|(?:as\s+well|too|otherwise)\b)")
# A clause after the answer that keeps another answer open: "…, though 19 is possible.",
# "…, unless the question means (D).", "(though (D) cannot be ruled out)", "with (D) as a close
# alternative", "then again, it might be implausible", "However, if we include the gift, it would
# be 19.", "18 (19 if she keeps one)". It needs a qualifier, a word of possibility and a
# different answer in the same clause, and no rejection ("…it would be 24, but she does not").
_QUALIFIER = re.compile(r"(?i)\b(?:unless|though|although|however|then\s+again|if|depending|"
                        r"with(?=[^.;!?\n]{0,40}\balternatives?\b))\b")
_POSSIBILITY = re.compile(r"(?i)\b(?:possible|possibly|arguabl[ey]|could|might|may|would|alternatives?|plausible|"
                          r"fits?|works?|means?|meant|intends?|intended|if|depending|rule[ds]?\s+out)\b")
_NOT_RULED_OUT = re.compile(r"(?i)\b(?:cannot|can't|can\s+not|couldn't|not)\s+(?:be\s+)?rule[ds]?\s+out\b")
_CLAUSE_END = re.compile(r"[.!?;\n]")
_WORD_START = re.compile(r"(?<![\w\\])[\w(\[$\-−]")
_MAX_CLAUSE_WORDS = 40


def _kept_open(region: str, value, value_at) -> bool:
    """A clause of ``region`` (what follows the answer) that keeps a different answer open."""
    for q in _QUALIFIER.finditer(region):
        start = max(region.rfind("(", 0, q.start()), _last_clause_end(region, q.start()))
        end = _CLAUSE_END.search(region, q.end())
        clause = region[start: end.start() if end else len(region)]
        # a condition inside a parenthesised alternative is itself the possibility ("(19 if …)")
        if not _POSSIBILITY.search(clause, q.start() - start + (region[start] != "(")):
            continue
        if _NEGATION.search(_NOT_RULED_OUT.sub(" ", clause)):
            continue
        for i, w in enumerate(_WORD_START.finditer(clause)):
            if i >= _MAX_CLAUSE_WORDS:
                break
            found = value_at(clause[w.start():])
            if found is not None and found[0] != value:
                return True
    return False


def _last_clause_end(text: str, before: int) -> int:
    ends = [m.end() for m in _CLAUSE_END.finditer(text, 0, before)]
    return ends[-1] if ends else 0


# The end of a final answer's sentence ("?" does not end it: "18? Or 20?" is one hedge).
_ANSWER_END = re.compile(r"(?<!\()[.!](?=\s|$)(?<!\b[A-Za-z]\.)|\n")
_HEDGE_SPAN = 200
# Where a mention's own clause ends and an explanation begins: its negations are not the mention's.
_SUPPOSED_BEFORE = re.compile(r"(?i)\b(?:" + SUPPOSITION + r")\b[^.!?\n]{0,30}$")


def supposed_before(lead: str) -> bool:
    """A supposition's verb opens the clause that ends at the end of ``lead``."""
    return _SUPPOSED_BEFORE.search(lead, max(0, len(lead) - 60)) is not None


_SUBORDINATE = re.compile(r"(?i)\b(?:since|because|if|although|though|given(?=\s+(?:that|the\s+fact)\b)|whereas|unless|considering|says?|said|"
                          + SUPPOSITION + r"|"
                          # a hesitation or a quantifier's domain: "I hesitated between (B) and (A), but …", "Only one of
                          # (C) and (A) survives the check: (C)."
                          r"hesitat\w*|torn|waver\w*|undecided|h[ée]sit[ée]\w*|dud[ée]\w*|zögert\w*|one\s+of|"
                          r"states?|stated|according\s+to)\b|\bbetween\s+(?:the\s+)?(?:options?|choices?)\b")
# What joins two mentions in any of the languages read: "(B) and (A)", "(B) et (F)", "(A) y (C)", "B und D".
_JOINED = re.compile(r"(?i)[\s,/&*_]*(?:and|or|et|ou|y|o|e|und|oder|en|of|и|или|і|та|i|lub|ve|veya|و|או|ו|और|या|dan|atau|và|hoặc|"
                     r"และ|หรือ|och|eller|og|και|ή|a|nebo|与|和|或|と|か|및|또는)?[\s,*_]*")
_BRANCH = re.compile(r"(?i)\b(?:else|otherwise)\b")
# A sentence about the starting state ("At the start, Bob has the red ball.") names no answer;
# the same words mark a stage of the working the reply has moved past ("(C) or (A) looked possible at first").
EARLIER_STAGE = re.compile(r"(?i)\b(?:initial(?:ly)?|originally|at\s+first|at\s+(?:the\s+)?(?:start|beginning|outset)|"
                           r"in\s+the\s+first\s+pass|before\s+the\s+(?:correction|fix|revision|recount|re-?check))\b")
# What ends a starting state within a sentence: "Initially Bob had (A), but after the swaps he has (C)".
_MOVES_ON = re.compile(r"(?i)\b(?:but|now|after|afterwards|then|finally|eventually|ends?|ended|becomes?|became)\b")
_EXPLANATION = re.compile(r"(?i)\b(?:as|because|since|while|although|though|whereas|given)\b")
# A note, a definition or a sign-off is not a conclusion ("**Note**: a valid argument is one whose …").
_ASIDE = re.compile(r"(?i)^\W*(?:note|remember|recall|in\s+general|generally|by\s+definition|definition|tip|caveat|"
                    r"disclaimer|limitations?)\b|^\s*\((?:[^()\n]|\([^()\n]*\))*\)\s*$")  # a sentence said in parentheses: "(Option B is the usual trap.)"
# ... and a definition ("a valid argument is one whose …"), unless the question asks for one ("A homeotic mutation is
# one which": its answer is a definition)
_DEFINITION = re.compile(r"(?i)\bis\s+(?:one|an?\s+\w+)\s+(?:whose|where|that|which|in\s+which)\b")


def _aside(sentence: str) -> bool:
    """A note, a definition or a sign-off: no conclusion."""
    if _ASIDE.search(sentence):
        return True
    if _DEFINITION.search(sentence) is None:
        return False
    question = QUESTION.get()
    return not question or _DEFINITION.search(question) is None


def _given_with_its_noun(text: str, start: int, end: int) -> bool:
    """``text[start:end]`` is a number the question gives, said with the word it counts there ("73 motorcycles" where the
    question says "57 cars and 73 motorcycles"): a premise restated, no value offered."""
    noun = _NOUN_AFTER.match(text, end)
    question = QUESTION.get()
    return noun is not None and bool(question) and \
        f"{text[start:end].strip()} {noun.group(1)}".casefold() in " ".join(question.split()).casefold()


_NOUN_AFTER = re.compile(r"[ \t]+([A-Za-z][\w-]{2,})")


def hedged(span: str, value, value_at: Callable[[str], "tuple[object, int] | None"] | None,
           own: str = "", after: int = 0) -> bool:
    """True when ``span`` (a final answer and the rest of its sentence) offers a value other than ``value``.

    ``own`` is the chosen answer's own text, which may name others ("D) Both A and C"): it is skipped.
    ``after``: where the answer stands in ``span``; a connector before it is part of what the
    answer concludes ("(not False) or False is True").
    """
    if value_at is None:
        return False
    span = span[:_HEDGE_SPAN]
    if own:
        at = span.casefold().find(own.casefold())
        if at != -1:
            span = span[:at] + " " * len(own) + span[at + len(own):]
    end = _ANSWER_END.search(span, after)
    following = span[end.end():].lstrip() if end else ""
    span = " " + (span[:end.start()] if end else span)  # a connector may open the span ("or B")
    colon = span.find(": ", after + 1)
    if colon != -1:
        span = span[:colon]  # "2: 1 carrot and 1 broccoli" breaks the total down
    if following and _second_thought(following, value, value_at):
        return True
    if _kept_open(span[after:] + "\n" + following, value, value_at):
        return True
    for m in _HEDGE.finditer(span, after):
        if m.group(0).strip() in _DASH and _ARITHMETIC.search(span, m.end()):
            continue
        rest = span[m.end():]
        lead = _FILLER.match(rest).end()
        found = value_at(rest[lead:])
        if found is None:
            continue
        other, end = found
        if other == value or _DENIED_AFTER.match(rest, lead + end) or _ruled_out(rest, lead, lead + end, other):
            continue  # ("18 still holds up, and 16 does not", "**320** — 318 🚫": the other value ruled out)
        if _given_with_its_noun(rest, lead, lead + end):
            continue  # ("276 wheels left over after assembling all 57 cars and 73 motorcycles": the question's own quantity)
        if m.group(0).strip().casefold() == "and" and _counts_another_thing(span, after, m.start(), rest, lead + end, value_at):
            continue  # ("**12 small stuffed animals** (and 6 large ones)": the other thing the question counts)
        if m.group(0).strip() in (",", ";") and not _ALONE_AFTER.match(rest, lead + end):
            continue
        return True
    return False


def _counts_another_thing(span: str, after: int, joined: int, rest: str, end: int, value_at) -> bool:
    """The value joined by "and" (at ``span[joined]``) and ending at ``rest[:end]`` counts another kind of the answer's
    thing: the word right after it differs from the answer's, the words of the answer's phrase follow it ("ones" will
    do), and the question uses both words ("12 small stuffed animals (and 6 large ones)", where the question asks for
    the small ones and tells of the large). "18 eggs and 19 eggs", "14 stuffed animals", "48 picked" or "18 and 19" name
    two answers."""
    question = (QUESTION.get() or "").casefold()
    head = span[after:joined]
    lead = len(head) - len(head.lstrip(" \t*_$("))
    first = value_at(head[lead:]) if question else None
    if first is None:
        return False
    own = [word.casefold() for word in _WORDS.findall(head, lead + first[1])[:4]]
    other = [word.casefold() for word in _WORDS.findall(rest, end, end + 40)[:4]]
    if not own or len(other) < 2 or own[0] == other[0] or other[0] in own or own[0] in other:
        return False
    same_kind = other[1] == "ones" or len(own) > 1 and other[1:len(own)] == own[1:]  # ("6 large ones", "6 large stuffed animals")
    noun = own[1] if len(own) > 1 else "ones"
    # (the question says both kinds as kinds: "small stuffed animals … large ones"; not "sold" of "she sold twice as many")
    return same_kind and all(re.search(rf"\b{word}\s+(?:{noun}|ones)\b", question) for word in (own[0], other[0]))


_WORDS = re.compile(r"[A-Za-z]+")
# A value's own verb denied right after it: "… and 16 does not", "and (C) isn't".
_DENIED_AFTER = re.compile(r"(?i)[\s*_\"'`)\]]*(?:is|are|was|were|does|do|did)(?:\s+not|n't)\b")


def _ruled_out(text: str, start: int, end: int, value) -> bool:
    """The value at ``text[start:end]`` is ruled out where it stands (a verdict or a cross after it)."""
    return may_rule_out(text) and any(polarity is Polarity.NEGATED for *_, polarity in tag(text, [(start, end, value)]))


def _second_thought(sentence: str, value, value_at) -> bool:
    """The sentence after the answer offers another one ("Or maybe 3.", "(B) could also work.")."""
    sentence = sentence[:_HEDGE_SPAN]
    opener = _SECOND_THOUGHT.match(sentence)
    rest = sentence[opener.end():] if opener else sentence
    lead = _FILLER.match(rest).end()
    found = value_at(rest[lead:])
    if found is None or found[0] == value:
        return False
    return bool(opener) or bool(_ALSO_RIGHT.match(rest, lead + found[1]))


# ... and options each labelled by its letter after its words: "Going home (A) or sleeping (B) would not make sense".
_LABELLED_COORDINATION = re.compile(r"(?i)[\s,*_\"'`]*(?:and|or|nor)\s+(?:(?!(?:not|never|no|is|are|was|were|be|it|also|too|"
                                    r"either|maybe|perhaps)\b)[\w-]+\s+){1,4}[\s*_]*")


def _groups(sentence: str, found: list[tuple[int, int, object]]) -> list[tuple[int, int, set]]:
    """Coordinated mentions ("(A) and (C)") merged into one group spanning them all."""
    groups: list[tuple[int, int, set]] = []
    for start, end, value in found:
        if groups and (_COORDINATION.fullmatch(sentence, groups[-1][1], start) or sentence[start:start + 1] == "(" and
                       _LABELLED_COORDINATION.fullmatch(sentence, groups[-1][1], start)):
            s, _, values = groups[-1]
            groups[-1] = (s, end, values | {value})
        else:
            groups.append((start, end, {value}))
    return groups


def positive_values(sentence: str, mentions: Mentions, negatable: bool = True) -> list:
    """The values a sentence names as answers, in order; eliminated ones left out.

    A group of mentions is eliminated when a negation sits between the previous group and the
    next one (its own clause): "Not A (that is nitrogen)", "(B) presents …, so it is not sarcastic".
    """
    return [value for _, value in positive_mentions(sentence, mentions, negatable)]


# In a consequence, what names the option after it as the answer: "… is", "that's", "it's", "— ".
_NAMED_AS_ANSWER = re.compile(r"(?i)(?:\b(?:is|that'?s|that\s+is|it'?s|answer\s+is)|[:—–])[\s*_\"'`]*$")
_LETTER_LABEL = re.compile(r"[(\[][A-R][)\]]")
#: A comma, then the consequence drawn: ", so", ", therefore", ", which means".
DRAWS_FROM = r"(?i:,[ \t]*(?:and[ \t]+)?(?:so|therefore|thus|hence|which\s+means)\b)"
# (not "so is …", "so could …": one more said alike)
_DRAWS_FROM = re.compile(DRAWS_FROM + r"(?![ \t]+(?i:is|are|was|were|does|do|did|could|would|can|will|has|have|might|may|should)\b)")


def positive_mentions(sentence: str, mentions: Mentions, negatable: bool = True) -> list[tuple[int, object]]:
    """:func:`positive_values`, each with where its mention ends in the sentence."""
    found = mentions(sentence)
    if not found:
        return []
    if not negatable:  # (a word's negation is read with it; an example of a class is still no answer)
        return [(e, v) for s, e, v in found if not LANDMARK.search(sentence, max(0, s - 40), s)]
    groups = _groups(sentence, found)
    out = []
    starting = False  # within a starting state ("Initial: Bob (A) → Alice (B)") until the text moves on
    # a conditional with another branch ("(D) if …, else (A)", "Yes if … else No") offers each branch
    branches = len(groups) > 1 and _BRANCH.search(sentence) is not None
    premise = False  # the group before was a premise: one coordinated with it is too ("entre (B) et (F)")
    why_asked = _WHY_ASKED.search(QUESTION.get() or "") is not None
    # a sentence that opens on an option's text as its subject and draws a consequence that names an option, with its
    # letter, as the answer: what stands before the consequence is its premise ("Vincent is 9 years old, so … would be 8
    # — that's Gwen (D)", "Louis sorts before Vincent, so the last one is Vincent (C)"; not "Positive psychology studies
    # happiness, therefore social psychology (C) doesn't fit", nor an option's whole claim: "Dan finished last, therefore
    # that's (A) Ana finished last")
    drawn_from = -1
    if groups[0][1] - groups[0][0] > 2 and not sentence[:groups[0][0]].strip(" \t\n*_\"'") and \
            (draws := _DRAWS_FROM.search(sentence, groups[0][1])) is not None and \
            len(sentence[groups[0][1]:draws.start()].split()) >= 2 and \
            (then := next((g for g in groups if g[0] >= draws.end()), None)) is not None and \
            _NAMED_AS_ANSWER.search(sentence, draws.end(), then[0]) and _LETTER_LABEL.search(sentence, then[0], then[1] + 6):
        drawn_from = draws.start()  # (the consequence names its option as the answer, with its letter)
    # the rest of the options, named in a sentence about them: "The other options (a stand-up special, …, and *The
    # Crossing Guard*) are much weaker matches" says nothing of the answer, up to where it turns to it
    others = OTHERS.match(sentence) if not _ALSO_OFFERED.search(sentence) else None  # ("The other options are also correct")
    others_end = (turn.start() if (turn := _CLAUSE_TURN.search(sentence, others.end())) else len(sentence)) if others else 0
    for i, (start, end, values) in enumerate(groups):
        left = groups[i - 1][1] if i else 0
        right = groups[i + 1][0] if i + 1 < len(groups) else len(sentence)
        # (a dash closes a parenthesis: in "The phenomenon — because … — is called X" the "because" is not X's)
        clause = sentence[max(sentence.rfind(",", left, start), sentence.rfind(";", left, start), sentence.rfind("—", left, start),
                              sentence.rfind(" – ", left, start), left): start]
        starting = (starting and not _MOVES_ON.search(sentence, left, start)) or \
            EARLIER_STAGE.search(sentence, left, start) is not None
        supposed = SUPPOSED_DENIAL.search(sentence, max(left, start - 80), start) is not None
        subordinate = _SUBORDINATE.search(clause)
        clause_start = start - len(clause)
        if subordinate and why_asked and subordinate.group(0).casefold() in ("because", "since") and (
                sentence[:clause_start + subordinate.start()].strip(" \t*_\"'")
                or not any(sentence.find(",", end, later[0]) != -1 for later in groups[i + 1:])):
            # ("Because (A) is the dog's state and (C) is vanity, the aim must be (B).": a premise before the main clause)
            subordinate = None  # "Jesse did this because **they were mad at them** (B)." answers "Why did Jesse do this?"
        premise = (subordinate or starting or premise and _JOINED.fullmatch(sentence, left, start)
                   or end <= drawn_from) \
            and not supposed and not branches and not _ALSO_OFFERED.search(sentence, end, right)
        # ("although if she wanted to impress him, (B) could also explain it": one more answer, whatever the clause)
        if premise or start < others_end or PAST_PICK_AFTER.match(sentence, end):
            continue  # "Since Ashley was at the office from 5am to 9am, …": a premise, not the answer ("17 was my first
            # instinct": a pick moved on from)
        if LANDMARK.search(sentence, max(left, start - 40), start):
            continue  # "the option directly below (E)": where the answer is found from, not the answer
        explained = _EXPLANATION.search(sentence, end, right)  # "…, as it is the only slot not taken"
        if explained and explained.group(0).casefold() in _CONCESSIONS and _ALSO_OFFERED.search(sentence, explained.end()):
            explained = None  # "…(C), although if she wanted to impress him, (B) could also explain it": conceded, not explained
        # (a negation before "so"/"therefore" is the premise's: "He is not involved in any later trade, so … Dave has
        # Hound of the Baskervilles")
        turn = max((m.end() for m in _THEREFORE.finditer(sentence, left, start)), default=left)  # (see _THEREFORE)
        denied = None if supposed else _NEGATION.search(sentence, turn, start) or \
            PUT_BEHIND_BEFORE.search(sentence, max(turn, start - 48), start)  # "If the answer isn't (B), it's
        # (A).": (B) is a case left open, not a premise or a value ruled out
        stop = explained.start() if explained else right
        if not explained and i + 1 < len(groups):
            heads_next = _NEXT_NEGATOR.search(sentence, max(end, right - 40), right)
            stop = heads_next.start() if heads_next else stop  # "(B) is the right answer, not (A)": (A)'s "not"
            breaks = [m.start() for m in _NEXT_CLAUSE.finditer(sentence, end, stop)]
            stop = breaks[-1] if breaks else stop  # "it must be B; it can't be A": the clause that names (A) denies it
        if i == 0 and _LETTER_ENDS_SENTENCE.match(sentence, end) and not sentence[:start].strip(" \t*_#>"):
            stop = end  # "C. A scientific theory can never be proven correct.": the letter is a sentence of its own
        if denied or _NEGATION.search(sentence, end, stop) or FAILS.match(sentence, end) or \
                NEGATOR_AFTER.match(sentence, end) or _TRAP_AFTER.match(sentence, end) or _LOSES_AFTER.match(sentence, end):
            continue  # (… or "(F) fails for the same reason", "(C) değil")
        if any(later[2] != values and _preferred_over(sentence, end, later) for later in groups[i + 1:]):
            continue  # "(E) also fits, but (C) is the most accurate choice": conceded, then passed over
        out.extend((end, value) for value in sorted(values, key=str))
        if explained:
            break  # what follows "because …" explains the answer; the names in it are not answers
    return out


# A full stop after an option's letter that opens a sentence, and the capital of the next one ("C. A theory …").
# (not a remark on the letter itself: "B. Not final.", "B. Maybe.")
_LETTER_ENDS_SENTENCE = re.compile(r"[*_]*\.[*_]*[ \t]+[*_\"']*(?!(?:Not|No|Never|None|Nope|Wrong|Incorrect|Maybe|Perhaps|"
                                   r"Possibly|Probably|Or|Unless|If|Unsure|Uncertain)\b)[A-Z]")
_CONCESSIONS = ("although", "though", "while", "whereas")
# Another option offered as an answer too, not described as sharing a trait: "(B) could also explain it", "(A) also
# fits", "works too" (not "behaviorism (A) also deals with behavior").
_ALSO_OFFERED = re.compile(r"(?i)\b(?:could|might|may|would|can)\s+(?:\w+\s+)?also\b|\balso\s+(?:be\s+)?(?:fits?|works?|explains?|"
                           r"right|correct|valid|possible|plausible|defensible|acceptable|an?\s+(?:answer|option))\b|"
                           r"\b(?:fits?|works?|explains?\s+it|stands|holds)\s+too\b")
# Losing a comparison right after it ("A is far worse", "A fits nowhere near as well": :data:`.polarity.LOSES`), as
# :data:`.polarity.PUT_BEHIND_BEFORE` puts one behind right before it ("B, far better than A", "unlike A").
_LOSES_AFTER = re.compile(r"(?i)[\s*_)\]\"'`]*(?:(?:is|was|are|were|seems?|looks?|reads?|fits?|comes?\s+out)\s+)?"
                          r"(?:(?:much|far|even|clearly|slightly|way|a\s+lot|still)\s+)?(?:" + LOSES + r")\b")
# A mention called a trap in its own clause: "(B) was a distractor", "(C) is just a decoy".
_TRAP_AFTER = re.compile(r"(?i)[\s*_)\]\"'`]*(?:is|was|are|were)\s+(?:(?:just|only|merely|clearly|a|an|the|one)\s+){0,3}"
                         r"(?:distractors?|traps?|red\s+herrings?|decoys?)\b")
# A conclusion drawn in the sentence: what it says before is the premise's.
# (a clause of its own after a comma: not "does not, so far as I can tell, end with (A)", "cannot, so to speak, …",
# "does not, therefore, end up with", "not so much (A) as (B)")
_THEREFORE = re.compile(r"(?i)[,;][ \t]*(?:and[ \t]+)?(?:so|therefore|thus|hence|consequently)\b(?![ \t]*,)"
                        r"(?![ \t]+(?:far|to[ \t]+speak|much|many|long|that(?!['’]s\b|[ \t]+is\b)|as)\b)|"
                        # ... or "that's" after a break: "The offer had not been withdrawn — that's (B)."
                        r"[,;:—–][ \t]*(?:that['’]s|that[ \t]+is)\b|"
                        # ... or a relative clause that draws the consequence: "Cameron didn't believe the story, which
                        # makes him **very suspicious** (C)."
                        r",[ \t]*which[ \t]+(?:makes|made)[ \t]+(?:him|her|them|it|this|that)\b")
# A question that asks for a reason: its answer comes after "because".
_WHY_ASKED = re.compile(r"(?i)\bwhy\s+(?:did|does|do|would|is|was|were|are|has|had|might|could|will)\b")
# Where a sentence about "the other options (…)" turns to the answer: "…, so the answer is (B)", "…; (B) is right".
_CLAUSE_TURN = re.compile(r"(?i)[:;—–]|\b(?:so|thus|therefore|hence|leaving|leaves|but|while|whereas|instead|only|except)\b")
# A clause break before the next mention: what is said after it is said in that mention's clause.
_NEXT_CLAUSE = re.compile(r"(?i);|,[ \t]*(?:and|while|whereas)\b")
# A negator that heads the next mention: in "(B) 12/25/1937 is the right answer, not (A)" it is (A)'s.
_NEXT_NEGATOR = re.compile(r"(?i)[,;]?[ \t]*\b(?:not|never|rather\s+than|instead\s+of|other\s+than|except|excluding)\b"
                           r"[\s*_\"'`(]*(?:\b(?:the|an?|options?|choices?|answers?)\b[\s*_\"'`(]*){0,2}$")


# A choice ranked above the rest: "the most accurate choice", "the best answer", "the primary error".
_PREFERRED = re.compile(r"(?i)\b(?:most\s+(?:accurate|appropriate|fitting|likely|suitable|correct|precise)|best|"
                        r"primary|main|principal|better|more\s+(?:accurate|appropriate|fitting|likely|precise))\b")
_CONTRAST = re.compile(r"(?i)\bbut\b")


def _preferred_over(sentence: str, end: int, following: tuple) -> bool:
    """A later group is ranked above this one after a "but": "(E) also …, but … (C) the most accurate"."""
    start, after, _ = following
    but = _CONTRAST.search(sentence, end, start)
    return but is not None and _PREFERRED.search(sentence, but.end(), min(len(sentence), after + 40)) is not None


def _decide(values: list, text: str, after: str | None = None) -> Reading:
    distinct = list(dict.fromkeys(values))
    value = distinct[-1]
    return Reading(value, str(value), ambiguous=len(distinct) > 1, after=after)


def _tail(section: str) -> str:
    return without_sign_off(section[-TAIL_CHARS:])


def without_sign_off(text: str) -> str:
    """``text`` without a closing paragraph addressed to the reader ("Hope this helps!", "Let me
    know if you have questions."): the last sentences read are the reply's own."""
    tail = text.rstrip()
    for _ in range(3):
        last = _last_break(tail)
        remark = tail[last.end():].strip() if last else ""
        signature = _SIGNATURE.fullmatch(remark) is not None
        if not remark or len(remark) > MAX_SIGN_OFF or "\n" in remark and not signature \
                or not (signature or _TO_READER.search(remark)) \
                or _ABOUT_ANSWER.search(remark) or any(map(str.isdigit, remark)) or _OPTION_LABEL.search(remark) \
                or declines(remark):
            break
        tail = tail[:last.start()].rstrip()
    return tail


#: The longest closing remark to the reader that the conclusion reads past.
MAX_SIGN_OFF = 120
# An option's label: a remark naming one ("**(A)** — (B) if you're generous") is about the answer.
_OPTION_LABEL = re.compile(r"[(\[][A-Z][)\]]|(?<![\w'’])(?!I\b)[A-Z](?=[.,;:!]|\s*$)")  # (or a bare one: "So, B. Anything else?")
_TO_READER = re.compile(r"(?i)\b(?:you|your|hope|luck|cheers|thanks|thank)\b")
# A letter's closing and the name under it: "Cheers,⏎Support Team", "Best regards,⏎Dana (Tutor)".
_SIGNATURE = re.compile(r"(?i)[^\n]{0,30}\b(?:cheers|thanks|regards|sincerely|best|wishes)\b[^\n]{0,10},?(?:\n[^\n]{1,40}){1,2}")
_ABOUT_ANSWER = re.compile(r"(?i)\b(?:answer\w*|options?|choices?|correct|result|solution|determin\w*|sure|unclear|"
                           r"cannot|can't|not|no|yes|true|false|valid|invalid|plausible)\b")


# An opening sentence that sets out to work, rather than answering up front.
_WORKING = re.compile(r"(?i)\b(?:let's|let\s+us|we\s+need|need\s+to|to\s+(?:determine|find|solve|answer|evaluate|figure)|"
                      r"first|step|analy[sz]\w*|consider\w*|evaluat\w*|question|whether|if|initially|originally|"
                      r"let\s+me|suppose|assume)\b")


_UNSURE = re.compile(r"(?i)\b(?:might|may|could|possibly|perhaps|maybe|probably|whether)\b")
# ... or what would hold under a condition: "If the question means X, then C would be the answer."
_CONDITIONAL_WOULD = re.compile(r"(?i)\b(?:if|unless|assuming|supposing|provided)\b[^.;!?\n]{0,200}?\bwould\b")
# A forced choice commits all the same: "If I had to choose one, I would say (A)", "If forced to select, (B) would be the choice".
FORCED_CHOICE = re.compile(r"(?i)\bif\s+(?:i|we|you|one)\s+(?:(?:had|have|were|was|am|are|must|need|needed)\s+to|must)\s+"
                           r"(?:choose|pick|select|guess|answer|decide|commit)\b(?!\s+(?:another|a\s+second|an\s+alternative|a\s+different|"
                           r"again|otherwise))|\bif\s+forced\b")


def _unsure(sentence: str) -> bool:
    """The sentence supposes rather than states: a modal, or a "would" under a condition not forced on it."""
    if _UNSURE.search(sentence):
        return True
    conditional = _CONDITIONAL_WOULD.search(sentence)
    return conditional is not None and FORCED_CHOICE.match(sentence, conditional.start()) is None


def _supposed(sentence: str, mentions: Mentions, value) -> bool:
    """The concluding sentence only supposes or asks its answer ("It might be (D)"); a polite
    "I would recommend (D)" commits."""
    if not _unsure(sentence) and not asks(sentence):
        return False
    return any(v == value and supposes(sentence, p) for _, _, v, p in tag(sentence, mentions(sentence)))


def supposes(sentence: str, polarity: Polarity) -> bool:
    """A mention of that polarity in ``sentence`` is only supposed or asked ("It might be 18, I'm
    not sure."): no commitment."""
    return polarity in (Polarity.HYPOTHETICAL, Polarity.ASKED) and (_unsure(sentence) or asks(sentence))


def read_opening(section: str, mentions: Mentions, negatable: bool = True) -> Reading | None:
    """Answer first, explanation after ("The sentence is **not plausible**. Here's why: …"): the
    section's opening sentence, when it answers rather than sets out to work."""
    parts = sentences(section[:TAIL_CHARS])
    skip = 0  # a short preamble that names nothing ("Sure!", "Let's solve this step by step:") opens nothing
    while skip < min(2, len(parts) - 2) and len(parts[skip]) <= _PREAMBLE_CHARS and not mentions(parts[skip]):
        skip += 1
    announced = any(_WORKING.search(p) for p in parts[:skip])
    parts = parts[skip:]
    if len(parts) < 2 or _WORKING.search(parts[0]) or announced and _LIST_ITEM.match(parts[0]) or \
            asks(parts[0]) or _ANOTHER_OPENS.match(parts[0]):  # "Maybe False? Let me know …" asks; it answers nothing
        return None  # after "Let's analyze it step by step:", "1. Amy finished last." is a premise ("Reader 1 says **(B)**:
        # …" opens on another's answer)
    values = positive_values(parts[0], mentions, negatable)
    return _decide(values, parts[0], "\n".join(parts[1:])) if values else None


_PREAMBLE_CHARS = 60
# An opening that gives another's answer: "Reader 1 says **(B)**", "Alice thinks it's True" (not "I think", nor "This
# suggests", the reply's own inference).
_ANOTHER_OPENS = re.compile(r"(?i)[\s*_#>-]*(?!(?:i|we|this|that|it|which|everything|all)\b)[\w'’.-]+(?:[ \t]+[\w'’.-]+){0,3}?[ \t]+"
                            r"(?:says|said|thinks|believes|claims|insists|argues|suggests|answered|answers|picks|picked|chose|"
                            r"chooses|votes\s+for|went\s+with|goes\s+with)\b")
_LIST_ITEM = re.compile(r"\s*(?:\d{1,3}[.)]|[-*•])\s")


# A line that opens a labelled explanation: "Explanation:", "**Reasoning:**", "Here's why:", "Breakdown: …".
_EXPLANATION_LABEL = re.compile(
    r"(?im)^[ \t]*[#>*_]*[ \t]*(?:explanation|reasoning|rationale|justification|work(?:ing)?|breakdown|calculations?|"
    r"steps|details|verification|check|note|why|how|here(?:'s|\s+is)\s+(?:why|how|the\s+(?:breakdown|reasoning|"
    r"explanation|calculation|math|working|work)))\b[ \t*_]*(?::|$)")
#: The longest opening read as an answer given before its explanation.
MAX_OPENING_CHARS = 300
# A sentence that concludes, or names the answer: the explanation ends on an answer of its own.
_CONCLUDING = re.compile(r"(?i)^[\s*_#>-]*(?:therefore|thus|hence|so|consequently|in\s+conclusion|to\s+conclude|"
                         r"overall|finally|in\s+total|altogether|in\s+summary|in\s+short|in\s+the\s+end)\b|"
                         r"\b(?:answers?|total|in\s+all|altogether|result)\b")


def explained_below(section: str) -> tuple[int, int] | None:
    """Where a labelled explanation's label starts and ends when the section opens with an answer
    and explains it below ("Janet makes $18 a day.⏎⏎Explanation: uses 7 eggs, sells 9 at $2 each."),
    or None. The opening is one or two short sentences that do not set out to work ("Let's analyze …")."""
    label = _EXPLANATION_LABEL.search(section, 0, MAX_OPENING_CHARS + 80)
    if label is None:
        return None
    opening = section[:label.start()].strip()
    parts = sentences(opening) if opening and len(opening) <= MAX_OPENING_CHARS else []
    if not 1 <= len(parts) <= 2 or _WORKING.search(parts[0]) or asks(parts[-1]) or parts[0].lstrip().startswith("#"):
        return None  # (a heading opens a section of working: "## Understanding the Problem")
    return label.span()


def concludes(text: str, value, offers=None) -> bool:
    """One of the text's last sentences concludes ("So she makes $18.", "The total is 18.") or
    offers ``value`` (``offers(sentence)``: "Actually 18."): an explanation that ends on an answer of
    its own, which is the reply's last word."""
    return any(_CONCLUDING.search(p) or offers is not None and any(v == value and polarity in OFFERS for v, polarity in offers(p))
               for p in sentences(text[-TAIL_CHARS:])[-CONCLUSION_SENTENCES:])


# A lone capital letter's full stop before a new sentence (sentences() keeps initials such as "B. Russett" whole).
_LETTER_STOP = re.compile(r"^[^?\n]{0,80}?\b[A-Z]\.(?=\s+[A-Z][a-z])")


# What a sentence names its subject as: "… is called Langar", "is known as (B)".
_NAMED_AS = re.compile(r"(?i)\b(?:is|are|was|were)\s+(?:called|known\s+as|named|termed|referred\s+to\s+as)[\s*_\"'`(]*$")


def _named_as(sentence: str, mentions: Mentions) -> tuple[int, object] | None:
    """The one mention a naming verb gives ("… is called Langar"), as ``(end, value)``, or None."""
    named = [(end, value) for start, end, value in mentions(sentence) if _NAMED_AS.search(sentence, max(0, start - 40), start)]
    return named[0] if len({value for _, value in named}) == 1 else None


def read_conclusion(section: str, mentions: Mentions, negatable: bool = True, from_start: bool = False) -> Reading | None:
    """The answer the last sentences of ``section`` name (ambiguous if one names two), or None.

    ``from_start`` reads a labelled conclusion's sentences in order instead: the first that names
    an answer decides.
    """
    parts = sentences(_tail(section))
    order = parts[:CONCLUSION_SENTENCES] if from_start else parts[-CONCLUSION_SENTENCES:][::-1]
    for i, sentence in enumerate(order):
        asked_after = ""
        if asks(sentence) and (letter_stop := _LETTER_STOP.search(sentence)) is not None:
            # "So, B. Anything else you'd like to know?": "B." ends a sentence; the question follows the answer
            sentence, asked_after = sentence[:letter_stop.end()], sentence[letter_stop.end():]
        if _aside(sentence) or asks(sentence) or CHECK_OPENING.match(sentence):
            continue  # a note, a definition, a question, a check ("Quick check: 100 + 200 + 400 = 700 ✓"): none concludes
        kept = positive_mentions(sentence, mentions, negatable)
        values = [value for _, value in kept]
        if len(set(values)) > 1 and (named := _named_as(sentence, mentions)) is not None:
            values, kept = [named[1]], [named]  # "the meal served at the gurdwara is called Langar": the name given
        if values:
            reading = _decide(values, sentence, None if from_start else
                              "\n".join(([asked_after] if asked_after else []) + parts[len(parts) - i:]))
            if not from_start and not reading.ambiguous:
                # the rest of the sentence after the answer is the rest of its own clause (the commitment rule
                # reads it: "(B) is the right answer, although (A) is also right" offers A; "It is (B) and
                # it is also not (B)" takes it back)
                rest = sentence[max(e for e, v in kept if v == reading.value):]
                stop = STOP_AFTER_ANSWER.search(rest)  # "… option M. Other options …": a sentence ends there
                if stop:
                    rest, reading = rest[:stop.start()], replace(reading, after=rest[stop.end():] + "\n" + reading.after)
                reading = replace(reading, rest=rest)
            if _supposed(sentence, mentions, reading.value) or LEFT_TO_READER.search(sentence) or ONLY_POSSIBLE.match(sentence) or \
                    SUBMITS_BOTH.search(sentence) or WEIGHT_CUE.search(sentence) and \
                    any(v == reading.value and weighted(sentence, e) for _, e, v in mentions(sentence)):
                return replace(reading, ambiguous=True)  # "It might be (D), I'm not sure.", "I'll submit both (A) and (B)"
            previous = order[i + 1] if not from_start and i + 1 < len(order) else ""
            if JUST_NO.fullmatch(sentence) and asks(previous) and reading.value in positive_values(previous, mentions, negatable):
                return replace(reading, ambiguous=True)  # "No? No.": the "No" may answer the question, ruling No out
            if beside_sibling(previous, sentence, lambda text: positive_values(text, mentions, negatable)) or i and \
                    beside_sibling(sentence, order[i - 1], lambda text: [value for _, _, value in mentions(text)]
                                   or _label_letter(text, reading.value)):
                return replace(reading, ambiguous=True)  # "Case 1: True. Case 2: False." (the second passed over as a
                # premise: "For most people: **B**. For someone in her exact position, though: A.")
            if previous and _added(sentence, mentions, reading.value) and \
                    any(v != reading.value for v in positive_values(previous, mentions, negatable)):
                return replace(reading, ambiguous=True)  # "It goes to (D). It also goes to (C).": one more, not instead
            if _CONDITIONAL.match(sentence) and i + 1 < len(order) and _CONDITIONAL.match(order[i + 1]):
                # "If he plays baseball, it is plausible. Otherwise, it is not.": one answer per branch
                other = positive_values(order[i + 1], mentions, negatable)
                if other and set(other) != {reading.value}:
                    return Reading(reading.value, reading.text, ambiguous=True)
            if _CONDITIONAL.match(sentence) and i and _CONDITIONAL.match(order[i - 1]):
                # "If the blanket wasn't out, she first got one (C). If it was already on the couch, none of the options
                # has to happen first.": the other branch, after it, answers otherwise or not at all
                other = positive_values(order[i - 1], mentions, negatable)
                if other and set(other) != {reading.value} or not other and _BRANCH_UNANSWERED.search(order[i - 1]) and \
                        all(v != reading.value for _, _, v in mentions(order[i - 1])):  # ("none … other than (D)")
                    return Reading(reading.value, reading.text, ambiguous=True)
            return reading
    return None if from_start else read_opening(section, mentions, negatable)


# A label and its value ("Case 2: False", "second scenario → False", "If read loosely: 18").
# (working is no label: "She has 16 - 7 = 9" and "She makes 9 * $2 = 18" are steps)
# (runs of marks are taken whole: a long run is never split every way between them)
_LABELLED_VALUE = re.compile(r"^[\s*_#>-]*+([^\n:→=;<>+*/×÷$]{1,64}?)[\s*_]*+(?::|→|->|=>)[\s*_]*\S")
# A label that names an audience: "For most people in that situation", "For someone in her exact position, though"
# (not a step or a part of the working: "For the market: $18", "Per week: 35 hours").
_SCOPE_LABEL = re.compile(r"(?i)for\b")
_AUDIENCE = re.compile(r"(?i)\b(?:people|person|persons|someone|somebody|anyone|anybody|everyone|readers?|those|most|"
                       r"many|some|others?|experts?|students?|beginners?|laypeople|laypersons?|audiences?|users?|"
                       r"teachers?|examiners?|graders?)\b")


_WORKING_STEP = re.compile(r"=|\d\s*[-+*/×÷x]\s*\d")
#: Longest label (in words) read as one of a pair of sibling labels.
MAX_SIBLING_WORDS = 4
# A criterion named by its superlative: "Most likely", "Best fit", "Strongest argument", "The most standard answer".
_SUPERLATIVE = re.compile(r"(?i)\b(?:most|least|best|worst|strongest|weakest|likeliest|safest|simplest|closest|"
                          r"clearest|fairest|truest)\b")


# Where a clause ends, around an answer: what "also" in another clause says ("… is also a basketball
# phrase, so the sentence is implausible", "Bob ends with (B), which is also what he started with")
# is not said of the answer.
_CLAUSE_BREAK = re.compile(r"(?i)[,;:.!?—–]|\b(?:so|which|because|since|but|and\s+so)\b")


def _added(sentence: str, mentions: Mentions, value) -> bool:
    """The answer ``value`` (its last mention) is said with an additive particle in its own clause ("It
    also goes to (C)", "And also to… (C)!", "(C) works too"), or ranked beside another ("(C) is just as likely")."""
    spans = [(s, e) for s, e, v in mentions(sentence) if v == value]
    if not spans:
        return False
    first, end = spans[-1]
    if first == 0 and end >= len(sentence.rstrip(" \t.!?")):
        first = max(0, end - 1)  # a claim read from the whole sentence: its clause is the one it ends in
    start = 0
    for start in (m.end() for m in _CLAUSE_BREAK.finditer(sentence, 0, first)):
        pass
    stop = _CLAUSE_BREAK.search(sentence, end)
    stop = stop.start() if stop else len(sentence)
    return ONE_MORE.search(sentence, start, stop) is not None or RANKED_BESIDE.search(sentence, start, stop) is not None


# Labels that number the working's steps: "Step 3: …⏎Step 4: …" are steps in turn, not sibling cases.
_STEP_WORDS = frozenset("step stage phase pass round iteration schritt paso étape etapa шаг passo adım".split())


def beside_sibling(previous: str, sentence: str, values: Callable[[str], list]) -> bool:
    """The concluding clause gives its value under a label, right after a sibling label that gives
    another ("Case 1: True. Case 2: False.", "If read strictly: 19.⏎If read loosely: 18.",
    "First scenario → True; second scenario → False"): one answer per case, no commitment.
    Sibling labels have two to four words and differ in exactly one; "Alice: goalkeeper.
    Bob: striker." or "Now, add up the fruits: … Total fruits: …" are not siblings."""
    clauses = [c for c in (previous + ";" + sentence).split(";") if c.strip()] if ";" in sentence or previous else []
    if len(clauses) < 2:
        return False
    before, last = clauses[-2], clauses[-1]
    a, b = _LABELLED_VALUE.match(before), _LABELLED_VALUE.match(last)
    if a is None or b is None:
        return False
    first, second = _label_words(a.group(1)), _label_words(b.group(1))
    scoped = first[:1] == second[:1] and bool(_SCOPE_LABEL.fullmatch(first[0] if first else "")) and \
        all(_AUDIENCE.search(label.group(1)) for label in (a, b))
    # (or two labels that each name a criterion by its superlative: "Most likely next action: (C). Best fit to her
    # intentions: (A).", "Most accurate: A. Most typical feeling: B.": one answer per criterion)
    ranked = not scoped and all(_SUPERLATIVE.search(label.group(1)) for label in (a, b))
    if not scoped and not ranked and (not 1 < len(first) == len(second) <= MAX_SIBLING_WORDS
                                      or sum(x != y for x, y in zip(first, second)) != 1) \
            or (scoped or ranked) and (len(a.group(1)) > 64 or len(b.group(1)) > 64):
        return False  # (or two labels that open on the same word of scope: "For most people: B. For someone in her position: A.")
    if any(_WORKING_STEP.search(text) for text in (before, last)) or first[:1] and first[0] in _STEP_WORDS:
        return False  # "Step 1: 16 - 7 = 9. Step 2: 9 * 2 = 18.", "Step 3: c: compton⏎Step 4: s: stupor": working
    earlier, later = values(before), values(last)
    return bool(earlier) and bool(later) and set(earlier) != set(later)


def _label_letter(text: str, value) -> list:
    """The bare option letter a label gives at the end of ``text`` ("…, though: A."), when the answer is a letter too."""
    found = _BARE_LETTER_VALUE.search(text) if isinstance(value, str) and len(value) == 1 and value.isupper() else None
    return [found.group(1)] if found else []


_BARE_LETTER_VALUE = re.compile(r":[ \t*_]*([A-R])[ \t*_]*[.!]?[ \t]*$")


def _label_words(label: str) -> list[str]:
    """A label's words as siblings compare them: without articles and remarks in brackets ("For a
    layperson" / "For an expert", "First guess" / "Second guess (if allowed)" differ in one word)."""
    return [w for w in _BRACKETED.sub(" ", label).casefold().split() if w not in _ARTICLES]


_BRACKETED = re.compile(r"\([^()]*\)")
_ARTICLES = frozenset({"a", "an", "the"})


# A sentence that answers only under a condition (one branch of "If …, X. Otherwise, Y.").
_CONDITIONAL = re.compile(r"(?i)^[\s*_\"'`]*(?:if|unless|otherwise|else|when|assuming|provided)\b")
# A branch that leaves the question without an answer: "none of the options fits", "it stays open", "it can't be
# determined" (not "none of the other options make sense", "there are none to cancel").
_BRANCH_UNANSWERED = re.compile(r"(?i)\bnone\s+of\s+the\s+(?:options|choices|answers)\b|\bno\s+(?:option|choice|answer)\s+"
                                r"(?:fits|works|applies)\b|\b(?:stays?|remains?|is\s+left)\s+open\b|\bundetermined\b|\bundecidable\b|"
                                r"\bcan(?:not|'t|’t)\s+be\s+(?:determined|decided|answered|settled)\b")


PARAGRAPH_BREAK = re.compile(r"\n[ \t]*\n")


def final_paragraph(section: str) -> str:
    """The section's last paragraph (text after its last blank line)."""
    tail = _tail(section).rstrip()
    last = _last_break(tail)
    return tail[last.end():] if last else tail


def _last_break(text: str) -> re.Match | None:
    """The last blank line in ``text``."""
    last = None
    for last in PARAGRAPH_BREAK.finditer(text):
        pass
    return last


def read_last_mention(section: str, mentions: Mentions, negatable: bool = True) -> Reading | None:
    """The final paragraph's answer: its positive mentions must all name one value (questions name none)."""
    values = []
    for sentence in sentences(final_paragraph(section)):
        if not asks(sentence):
            values.extend(positive_values(sentence, mentions, negatable))
    if not values or len(set(values)) > 1:
        return None
    return Reading(values[-1], str(values[-1]))
