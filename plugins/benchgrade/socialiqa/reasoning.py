"""SocialIQA's ATOMIC relation (reasoning type), derived from the question's wording.

SocialIQA questions were written from ATOMIC (Sap et al. 2019) templates, one per relation;
the relation is not stored in the data, but the wording gives it away (the OLMo 3 protocol's
"SocialIQA Reasoning Type Breakdown"):

=========  =====================================  ==========================
relation   template                               also phrased as
=========  =====================================  ==========================
xAttr      How would you describe X?              X be seen / kind of person
xIntent    Why did X do this?                     do this for / the reason
xNeed      What does X need to do before this?    before / prior to / first
xReact     How would X feel afterwards?           feel / felt / emotion
xWant      What will X want to do next?           want / wish / next
xEffect    What will happen to X?                 happen / result / become
oReact     How would Others feel as a result?     (xReact about someone else)
oWant      What will Others want to do next?      (xWant about someone else)
oEffect    What will happen to Others?            (xEffect about someone else)
=========  =====================================  ==========================

The question's *kind* is read first (attribute, need, intent, reaction, want, effect — in that
order, because "How would Others feel as a result?" is a reaction, not an effect); then, for the
three relations ATOMIC has for both, *whom* it is about: X is the person the context is about
(its first name), except that the two reaction templates end differently ("feel afterwards" for
X, "feel as a result" for others) and that ending decides; "others", a group ("the friends", "her family"), a possessive ("Sasha's mom") or
another name makes it the o-relation. Host-independent: it reads only the two text fields.
"""
from __future__ import annotations

import re

RELATIONS = ("xAttr", "xIntent", "xNeed", "xReact", "xWant", "xEffect", "oReact", "oWant", "oEffect")

_KINDS = (  # (kind, pattern); first match wins
    ("Attr", re.compile(r"\bdescribe[sd]?\b|\bbe (?:seen|viewed|perceived|considered|described)\b"
                        r"|\bseen as\b|\b(?:kind|type|sort) of (?:a )?person\b|\bpersonality\b"
                        r"|\bwhat (?:is|was) [A-Z]\w* like\b", re.I)),
    ("Need", re.compile(r"\bneed(?:s|ed)?\b|\bbefore\b|\bprior\b|\bprepare\b|\bfirst\b", re.I)),
    ("Intent", re.compile(r"^\s*why\b|\bwhy (?:did|does|do|would|was|is)\b|\bdo (?:this|that|it) for\b"
                          r"|\breason\b|\bintend|\bmotivat|\bpurpose\b|\bgoal\b|\bbecause\b|\b(?:led|made|caused) \w+ (?:to )?(?:do|start)\b",
                          re.I)),
    ("React", re.compile(r"\bfe(?:el|els|lt|eling|elings)\b|\bemotion|\breact|\brespond", re.I)),
    ("Want", re.compile(r"\bwant(?:s|ed)?\b|\bwish|\bdesire|\bnext\b|\blike to\b|\bgoing to do\b"
                        r"|\bwill \w+(?: \w+)? do\b|\bwould \w+(?: \w+)? do\b|\bshould\b|\bplan", re.I)),
    ("Effect", re.compile(r"\bhappen|\bresult|\beffect|\bconsequen|\bbecome|\bafter\b|\bend up\b|\bget\b"
                          r"|\blikely\b|\boutcome\b", re.I)),
)
_X_ONLY = {"Attr", "Intent", "Need"}
#: The two reaction templates differ in their last words: "... feel afterwards?" (X) and "... feel as
#: a result?" (others); where a question keeps that ending, it decides.
_REACT_CUE = re.compile(r"\bafterwards?\b|\bas a result\b", re.I)
_OTHERS = re.compile(r"\bothers?\b|\bother (?:people|person)\b|\beveryone\b|\beverybody\b|\bpeople\b", re.I)
#: "the cyclists", "her dad", "their friends": a person or group other than the context's main person.
_GROUP = re.compile(r"\b(?:the|his|her|their|its|my) (?!meantime\b|end\b|result\b|next\b|situation\b)\w+", re.I)
_NAME = re.compile(r"\b[A-Z][a-z]+\b")
_NOT_NAMES = {"How", "What", "Why", "When", "Where", "Who", "Which", "Whom", "Others", "Other", "The", "A",
              "An", "It", "He", "She", "They", "His", "Her", "Their", "You", "I", "If", "As", "After",
              "Before", "In", "On", "At", "Is", "Was", "Will", "Would", "Does", "Did", "Do", "Can",
              "Could", "Should", "This", "That", "And", "But", "For", "So", "To", "We", "My", "Due", "While", "Since",
              "Because", "During", "Today", "Yesterday", "Last", "Every", "One", "Someone", "Everyone", "There",
              "Then", "Once", "Although", "Though", "Despite", "Even", "From", "With", "Without", "Our", "Your",
              "Her", "Him", "Its", "These", "Those", "Some", "Many", "All", "No", "Not", "Now", "Later", "Over",
              "Upon", "By", "Of", "Into", "Out", "Up", "Tonight", "Tomorrow", "Sometimes", "Usually", "Finally"}


def _names(text: str) -> list[str]:
    return [n for n in _NAME.findall(text) if n not in _NOT_NAMES]


def _main_person(context: str, question_names: list[str]) -> str | None:
    """The context's first person (ATOMIC's PersonX); contexts sometimes start with a lower-case name."""
    first = (context or "").split(maxsplit=1)[:1]
    if first and first[0].capitalize() in question_names:
        return first[0].capitalize()
    names = _names(context or "")
    return names[0] if names else None


_SUBJECT = (
    re.compile(r"\bhappen(?:s|ed)? to (.+?)(?:\?|$|\s+(?:after|next|as|because|if|when|now)\b)", re.I),
    re.compile(r"\bmake (.+?) feel\b", re.I),
    re.compile(r"\b(?:would|will|does|did|do|may|might|could|can|should|is|are|was|were) (.+?)\s+"
               r"(?:feel|felt|want|wants|need|needs|be|do|react|respond|think|likely|going|probably|most)\b", re.I),
)
_PRONOUNS = {"he", "she", "they", "him", "her", "them", "himself", "herself", "themselves", "you", "i", "we"}


def _subject(question: str) -> str | None:
    for pattern in _SUBJECT:
        if match := pattern.search(question):
            return match.group(1).strip()
    return None


def _about_others(question: str, context: str | None) -> bool:
    """Is the question about someone other than the context's main person (ATOMIC's "others")?"""
    names = _names(question)
    person = _main_person(context or "", names)
    subject = _subject(question)
    if subject is not None:
        words = subject.lower().split()
        if person and re.fullmatch(rf"{person}", subject, re.I):
            return False
        if len(words) == 1 and words[0] in _PRONOUNS:
            return False
        return True
    if _OTHERS.search(question):
        return True
    if person in names and not re.search(rf"\b{person}'s?\s", question):
        return False
    return bool(names) or bool(_GROUP.search(question))


def reasoning_type(question: str, context: str | None = None) -> str | None:
    """The ATOMIC relation of a SocialIQA question (one of :data:`RELATIONS`), or None when the
    wording matches no template (callers list those rather than guess)."""
    for kind, pattern in _KINDS:
        if pattern.search(question):
            if kind in _X_ONLY:
                return f"x{kind}"
            if kind == "React" and (cue := _REACT_CUE.search(question)):
                return "xReact" if cue.group(0).lower().startswith("afterward") else "oReact"
            return f"{'o' if _about_others(question, context) else 'x'}{kind}"
    return None
