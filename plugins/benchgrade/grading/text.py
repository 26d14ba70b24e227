"""Turn a raw reply into the section that holds the model's final answer.

Models think out loud before they answer. A careful grader reads the answer the
model committed to, so this module:

* drops closed ``<think>…</think>`` reasoning (and everything before a lone
  ``</think>``, for chat templates that open the block in the prompt); in a harmony-format
  reply (gpt-oss; also with its special tokens stripped, "analysis…assistantfinal…") the ``final``
  channel is the answer and the ``analysis`` channel the reasoning; s1's ``<|im_start|>think`` turn is reasoning and its
  ``<|im_start|>answer`` turn the answer; Kimi's ``◁think▷`` marks are think tags;
* treats an unclosed ``<think>`` as a reply cut off while reasoning — unless its last paragraph
  ends a line and states a committed answer ("**Answer:** (B)"), which a reader then accepts;
* drops what a tutor adds after answering that is no part of the answer: a practice exercise and its key
  ("**Practice:** … ? (Answer: 20.)") and a note's first sentence on a common mistake ("Common mistake: forgetting the
  muffins gives $26."), unless that note or key says more than the wrong value;
* cuts an invented follow-up (``Question: …`` after the answer, with any think blocks of its own;
  a chat turn that opens on ``Q:``; the task's next item where its module says how one opens, as BBH's does for
  dyck_languages' ``Input: [ < (``: :data:`NEXT_ITEM`), as a stop sequence would have;
* reads line ends a serving stack escaped as ``\\n`` in a reply with none as line ends, and a reply that is
  one structured-output record of one short member named as a result (``{"sorted_words": […]}``) as
  ``{"answer": …}``;
* folds look-alike characters (full-width digits, U+2212 minus, no-break and
  thin spaces used as thousands separators, mathematical bold and small-capital
  letters, circled and squared letters, superscript letters) to plain ASCII so that later rules
  stay simple (invisible Unicode tag characters spell ASCII too: what they spell is hidden text,
  offered like an HTML comment, never the answer); a word of Russian among Russian words stays
  Russian, options relabelled with Cyrillic or Greek letters are read by place in that alphabet
  ("Ответ: В" is the third), and a thousands dot after the answer word of a dot-grouping
  language ("Die Antwort lautet 1.300"), anywhere in a reply written in one ("Jadi, ada 130.000 orang"), in
  a number of two groups or more ("1.000.000"), or a Swiss apostrophe ("1'200") groups thousands; and
  marks struck-through text (``~~18~~``, ``1̶8̶``, ``\\cancel{18}``) as :data:`STRUCK_OUT`: it is not said;
* reads what the reader would see: a checklist or radio buttons as what they select
  (``- [x] C`` / ``- [ ] D``, when the unticked items only name values; option lines ticked or
  crossed at their end alike), a diff block as its change leaves it (``- Answer: 16`` /
  ``+ Answer: 18``), a LaTeX ``cases`` environment as its rows, a number said again
  in another notation in decimal ("(in binary: 1111)", "in Roman numerals: LIX"), and text in
  an encoding decoded, never run (base64, a ROT13 label, text labelled as written backwards,
  a right-to-left override): answers there count as offered (:attr:`Section.hidden`); search
  citations as nothing ("**30** [1]"); escaped text as what it stands for
  (``\\u0020\\u006f\\u0072``, ``presto%20or%20gala``, bytes smuggled in variation selectors),
  ``(in)valid`` as both words, and a form field's or meta tag's name as the label of its value
  (``<input name="final_answer" value=") ]">``);
* blanks the row's own question wherever the reply echoes it (:func:`without_question`): the
  whole copy, a labelled or quoted one, a copy of its alternative question ("… valid or
  invalid?"), an expression without its closing "is"; the task's opening put to a *new* item
  with options of its own after a committed answer is an invented exercise, cut there; so is a
  question block asked *before* any answer that is not the row's question again (a base model
  running on into its few-shot prompt's next exercise: :func:`_before_invented_exercise`);
* bounds the text handed on, so grading cost per reply is bounded whatever the
  reply's length.
"""
from __future__ import annotations

import base64
import binascii
import codecs
import html
import json
import os
import re
import unicodedata
from contextvars import ContextVar
from dataclasses import dataclass
from functools import lru_cache
from urllib.parse import unquote

from .numbers import iter_word_values
from .prefilter import gated

#: The question and its options as the reply being graded was asked them (set by :func:`.api.grade`;
#: None when the host did not pass the question): the words a remark on the answer may use, the item a
#: base model running on would pose next.
QUESTION: ContextVar[str | None] = ContextVar("benchgrade_question", default=None)


class ItemOpening:
    """How a task's next item opens, when it is not on "Question:" or "Q:": a base model that answers and runs on into
    the task's next item has ended its reply there, as at a new question. A benchmark whose items open so subclasses it.

    :attr:`pattern` finds the line that opens an item (it starts at the line end before it, as :data:`NEW_QUESTION`
    does); :meth:`opens` says whether the one found there opens a new item, not this item's own input said again.
    """

    pattern: str = ""

    def opens(self, text: str, at: int) -> bool:
        """The item opening whose label ends at ``at`` in ``text`` opens a new item."""
        raise NotImplementedError

    @property
    def or_question(self) -> re.Pattern:
        """An item opening (group ``item``) or a new question."""
        return _item_or_question(self.pattern)


@lru_cache(maxsize=16)
def _item_or_question(pattern: str) -> re.Pattern:
    return re.compile(f"(?P<item>{pattern})|{NEW_QUESTION.pattern}")


#: How the items of the task being graded open, where they open in a way of their own (set by the benchmark's module
#: for the reply being graded: BBH's for dyck_languages, whose items open on "Input:" and a bracket sequence); None: on
#: a new question only.
NEXT_ITEM: ContextVar[ItemOpening | None] = ContextVar("benchgrade_next_item", default=None)

#: Whether the reply being graded answers under another language's answer marker ("Risposta:", "Antwoord:"; set by
#: :func:`.layers.grade_reply`): a word in brackets beside its answer may then be that language's gloss of the option.
ANSWERED_ABROAD: ContextVar[bool] = ContextVar("benchgrade_answered_abroad", default=False)
# Another language's answer marker: "Risposta:", "Réponse :", "Antwort:", "Antwoord:", "Svar:", "Vastaus:", "Odpowiedź:".
_ANSWER_MARKER_ABROAD = gated(re.compile(r"(?i)\b(?:risposta|r[ée]ponse|respuesta|resposta|antwort|antwoord|svar|vastaus|odpowied[źz]|"
                                   r"odpov[ěe]ď|jawaban|jawapan|cevap|yan[ıi]t|ответ|відповідь|απάντηση|câu\s+trả\s+lời|đáp\s+án)"
                                   r"\b[\s*_]*+(?:finale?|final|correcta|corretta|correcte|juiste)?[\s*_]*+[:：]|(?:答案|答え|정답|คำตอบ|תשובה)[\s*_]*+[:：]"))
# (behind its literal gate: one of the words must be in the reply, which an English reply rarely has)


def answered_abroad(text: str) -> bool:
    """The text answers under another language's answer marker (:data:`_ANSWER_MARKER_ABROAD`)."""
    return _ANSWER_MARKER_ABROAD.search(text) is not None


def asked_sentence(question: str) -> str:
    """The sentence of the question that asks (the last one with a "?", else its last), lower-cased."""
    end = question.rfind("?")
    end = end if end != -1 else len(question.rstrip())
    start = max(question.rfind(stop, 0, end) for stop in (". ", "\n", "! "))
    return question[start + 1: end + 1].casefold()


#: The answer lives at the end of a reply; longer sections are graded on their tail.
MAX_SECTION_CHARS = 20_000
_LAST_PARAGRAPH_CHARS = 600
_CLOSED_LINE_ENDS = (".", ")", "*", "}", "]", "$", "!", "。")

_THINK_OPEN = "<think>"
_THINK_CLOSE = "</think>"
_FINAL_CHANNEL = "<|channel|>final<|message|>"
_HARMONY_END = re.compile(r"<\|(?:return|end|call)\|>")

# Look-alike characters folded to ASCII. Full-width forms U+FF01..U+FF5E map to
# U+0021..U+007E; minus signs that are never dashes become "-".
_FOLD = {cp: cp - 0xFEE0 for cp in range(0xFF01, 0xFF5F)}
_FOLD.update({
    0x2212: "-", 0xFE63: "-", 0x2796: "-",          # minus signs
    0x2018: "'", 0x2019: "'", 0x201C: '"', 0x201D: '"',
    0x200B: None, 0x200C: None, 0x200D: None, 0xFEFF: None,  # zero-width
    0x2060: None, 0x00AD: None, 0x180E: None,  # word joiner, soft hyphen: "no\u2060t" is "not"
    0x3002: ".",                                      # ideographic full stop
    0xFFFD: " ",  # a replacement character: bytes a detokeniser could not decode, no part of what was said
})
# Letters and digits that only look different: mathematical bold/italic/script/double-struck
# (U+1D400..U+1D7FF, by their compatibility form), small capitals, circled and squared letters
# ("**Answer: (B) (𝐄)**", "(ᴇ)", "🅱️ or 🅴" name two options). Emoji variation selectors go.
_FOLD.update({cp: folded for cp in range(0x1D400, 0x1D800)
              if len(folded := unicodedata.normalize("NFKC", chr(cp))) == 1 and folded.isascii() and folded.isalnum()})
_FOLD.update({cp: folded for cp in range(0x2100, 0x2150)  # and the letterlike ones that block skips: "ℂ", "ℝ" (not a chat's "ℹ️")
              if cp != 0x2139 and len(folded := unicodedata.normalize("NFKC", chr(cp))) == 1 and folded.isascii() and folded.isalpha()})
_FOLD.update({cp: chr(cp - 0x24B6 + 65) for cp in range(0x24B6, 0x24D0)})   # Ⓐ..Ⓩ
_FOLD.update({cp: chr(cp - 0x24D0 + 97) for cp in range(0x24D0, 0x24EA)})   # ⓐ..ⓩ
for _first in (0x1F130, 0x1F150, 0x1F170):                                  # 🄰.., 🅐.., 🅰..
    _FOLD.update({cp: chr(cp - _first + 65) for cp in range(_first, _first + 26)})
# Superscript and subscript letters and brackets ("(K) ⁽ᵒʳ ⁽ᴬ⁾⁾" offers A too); their digits stay (a
# footnote mark "False¹", a square "5²"). Unicode tag characters (U+E0020..U+E007E) spell ASCII
# invisibly: they are read as the text they spell, as hidden text (:func:`final_section`).
_FOLD.update({cp: folded for first, last in ((0x02B0, 0x02E4), (0x1D2C, 0x1D6A), (0x1D9B, 0x1DBF), (0x2070, 0x209C))
              for cp in range(first, last + 1)
              if len(folded := unicodedata.normalize("NFKC", chr(cp))) == 1 and folded.isascii()
              and (folded.isalpha() or folded in "()")})
_FOLD.update({0x1DA6: "i", 0x1DAB: "l", 0x1DB0: "n", 0x1DB8: "u"})  # (superscript small capitals: "ᵛᵉʳᶦᶠᶦᵉᵈ")
_FOLD.update({cp: cp - 0xE0000 for cp in range(0xE0020, 0xE007F)})
_TAG_RUN = re.compile("[\U000E0000-\U000E007F]+")
_FOLD.update({0xE0001: None, 0xE007F: None})
_FOLD.update({ord(small): small_capital for small, small_capital in zip("ᴀʙᴄᴅᴇꜰɢʜɪᴊᴋʟᴍɴᴏᴘʀꜱᴛᴜᴠᴡʏᴢ",
                                                                       "ABCDEFGHIJKLMNOPRSTUVWYZ")})
_FOLD.update({0xFE0E: None, 0xFE0F: None, 0x20E3: None})  # (and a keycap's enclosing mark: "2️⃣5️⃣0️⃣" is 250)
_FOLD = str.maketrans(_FOLD)
# Cyrillic, Greek and Armenian letters that look like Latin ones ("(С)" with a Cyrillic С, "Тгսе"):
# folded only in a word made of such letters and Latin ones, so Cyrillic and Greek words stay whole.
_CONFUSABLE = str.maketrans(dict(zip(
    "АВСЕНІЈКМОРЅТХУаеорсухіјѕԁӏѵгһԛԝΑΒΕΖΗΙΚΜΝΟΡΤΥΧοնսօհոց",
    "ABCEHIJKMOPSTXYaeopcyxijsdlvrhqwABEZHIKMNOPTYXonuohnq")))
_CONFUSABLE_WORD = re.compile("(?<![^\\W\\d_])[A-Za-z]*[АВСЕНІЈКМОРЅТХУаеорсухіјѕԁӏѵгһԛԝΑΒΕΖΗΙΚΜΝΟΡΤΥΧοնսօհոց][^\\W\\d_]*")
_NEEDS_CONFUSABLE_FOLD = re.compile("[АВСЕНІЈКМОРЅТХУаеорсухіјѕԁӏѵгһԛԝΑΒΕΖΗΙΚΜΝΟΡΤΥΧοնսօհոց]")


def _latin_look(m: re.Match) -> str:
    word = m.group(0)
    folded = word.translate(_CONFUSABLE)
    if len(word) > 1 and _CYRILLIC_WORD_NEXT.match(m.string, m.end()):
        return word  # a word of Russian among Russian words ("Не могу выбрать"), not Latin in disguise
    return folded if folded.isascii() else word


# The next word is Cyrillic beyond doubt: it has a letter no Latin one looks like.
_CYRILLIC_WORD_NEXT = re.compile("[ \t]+[а-яёіїєґА-ЯЁІЇЄҐ]*[бвгдёжзийклмнптфцчшщъыьэюяїєґБГДЁЖЗИЙЛПФЦЧШЩЪЫЬЭЮЯЇЄҐ]")


# A character struck through with combining overlays ("8̶", "T̶r̶u̶e̶") is not said, as "~~8~~" is not.
_STRUCK_CHARACTERS = re.compile("(?:[^\\n][\\u0335\\u0336]+)+")

# A dash (figure, en, em) directly before a number, after a space, "(", "=" or the start, is a minus.
_DASH_AS_MINUS = re.compile(r"(?:(?<=^)|(?<=[\s(=$:]))[\u2012\u2013\u2014](?=\$?\d|\.\d)", re.M)
# Unambiguous thousands separators between digit groups: no-break/thin/figure spaces, LaTeX "{,}" and "\,".
_THOUSANDS_SEP = re.compile(r"(?<=\d)(?:\{,\}|\\,|\\ |[\u00a0\u2009\u202f\u2007\u2006\u066c])(?=\d{3}(?!\d))")
_NEEDS_SEP_FOLD = re.compile(r"\{,\}|\\[, ]|[\u00a0\u2009\u202f\u2007\u2006\u066c]")
_NEEDS_DASH_FOLD = re.compile(r"[\u2012\u2013\u2014]")
# A lone Arabic-Indic digit glued to a kaomoji's bracket is its arm, not a number: "✧٩(ˊωˋ*)و✧", "٩(◕‿◕)۶".
_KAOMOJI_ARM = re.compile(r"(?<![\d.,])[\u0660-\u0669\u06f0-\u06f9](?=\()|(?<=\))[\u0660-\u0669\u06f0-\u06f9](?![\d.,])")
_ODD_SPACES = str.maketrans({0x00A0: " ", 0x2009: " ", 0x202F: " ", 0x2007: " ", 0x2006: " "})

# A line that opens with an answer label, and such a line anywhere: "Answer:", "**Final Answer:**", "## Answer", "<answer>".
ANSWER_LABEL_LINE = re.compile(r"(?i)[ \t>#*_-]*(?:<answer>|(?:(?:final|correct|short|my)[ \t]+)?answer[ \t*_]*(?::|$|\n))")
ANY_ANSWER_LABEL_LINE = re.compile(r"(?im)^" + ANSWER_LABEL_LINE.pattern[4:])
# A short question answered on its own line, the reply's summary of what is asked: "**Question:** Which book is third
# from the left? → Position 3 = **black book**." (no exercise it invents).
ANSWERED_ON_ITS_LINE = re.compile(r"[*_ \t]*[^\n?]{3,100}\?[*_ \t]*(?:→|->|=>|⇒|—|–|:)[ \t]*\S")
# An exercise a tutor sets the reader after answering, a task or a question: "Quick check for you: what is 3 × 4?",
# "🧠 Your turn: if she sold 10 eggs, …?", "## Your task: Evaluate …".
_TUTOR_EXERCISE = (r"\n[ \t>]*(?:[^\w\s*_]{1,2}[ \t]*)?[*_]*(?i:(?:now[ \t]+)?(?:a[ \t]+)?(?:quick[ \t]+)?"
                   r"(?:check|exercise|challenge|question|practice(?:[ \t]+(?:question|problem))?|quiz)[ \t]+for[ \t]+you|"
                   r"quick[ \t]+(?:check|exercise|quiz)|your[ \t]+(?:turn|task)|follow[- ]up(?:[ \t]+(?:question|exercise))?|"
                   r"bonus[ \t]+(?:question|challenge)|try[ \t]+this(?:[ \t]+one)?)[*_]*[ \t]*[:：]"
                   # (the exercise sets a task or asks its question, no correction of the answer: not "Your turn: actually
                   # it's 19.")
                   r"(?=[*_ \t]*\n?[ \t>*_]*(?:(?i:evaluate|solve|compute|calculate|find|work\s+out|determine|sort|count|"
                   r"simplify|figure\s+out|try|can\s+you|what|how|which|who|when|where)\b|"
                   r"(?!(?i:actually|oops|sorry|correction|i\s+mean|wait)\b)[^\n.!?]{0,300}\?))")
# A new question after the answer: an invented next exercise, which a stop sequence would have cut.
NEW_QUESTION = re.compile(r"\n[ \t]*(?:\*\*|__)?(?:Question|Problem|Q|Exercise[ \t]+\d{1,3})[ \t]*:|"
                          r"\n[ \t]*#{1,6}[ \t]*(?:Query|Question|Instruction|Input)\b|"
                          # ... or the header lm-eval's MMLU prompt opens each subject's items with
                          r"\n[ \t]*The following are multiple choice questions\b|"
                          # ... in other languages: "问题：", "問題：", "Вопрос:", "Frage:", "Pregunta:"
                          r"\n[ \t]*(?:问题|問題|질문|Вопрос|Питання|Frage|Pregunta|Pergunta|Questão|Domanda|Soru|Pytanie|"
                          r"Câu hỏi|Pertanyaan|Swali|Ερώτηση|Fråga|Vraag|Otázka|سؤال|प्रश्न|שאלה|คำถาม)[ \t]*[:：]|"
                          # ... or an exercise a tutor sets the reader after answering (:data:`_TUTOR_EXERCISE`)
                          + _TUTOR_EXERCISE + "|"
                          # ... or a quiz under a heading of its own: "🧠 **Quick quiz — can you count these?**", "**Quick quiz**"
                          r"\n[ \t>#]*(?:[^\w\s*_]{1,2}[ \t]*)?[*_]*(?i:(?:(?:quick|pop|mini|short|bonus)[ \t]+)?quiz)"
                          r"(?:[ \t]*[—–-][ \t]*(?![^\n]*\b(?i:answer|correct|right|also|actually|instead|or)\b)[^\n\d]{0,80})?"
                          r"[*_]*[ \t]*(?=\n(?:[ \t]*\n)?[ \t]*(?:\d{1,2}[.)]|[-*•])[ \t][^\n?]*\?[^\n]*\n)")  # (its subtitle no answer: not
                          # "Quick quiz — the answer is also 4"; a question set under it, not a second thought: "1. If she ate
                          # 4 eggs, what would she make?")
# A note on a common mistake, its first sentence: "Common mistake: forgetting the returns gives 56.", "A common error
# is to add the per-kilo prices ($4 + $2 = $6)." The values it names are the wrong ones it warns of, neither the
# answer nor offered beside it. It is read as ever where it says more than that: the speaker's own view, a modal, a
# verdict or a case ("…, which is a defensible reading too", "I'd accept 110 as well", "if the question means that"),
# and what follows it in its paragraph is always read ("… 70; the correct total is 90.", "Scratch that — …").
_MISTAKE_KIND = r"(?:most[ \t]+)?(?:common|typical|frequent|classic|likely)[ \t]+(?:mistake|error|slip|trap|pitfall)s?"
_MISTAKE_NOTE = re.compile(r"\n[ \t>*_-]*(?i:(?:an?[ \t]+|the[ \t]+)?" + _MISTAKE_KIND + r")[*_]*[ \t]*(?:[:—–]|-[ \t]|is\b|here\b|"
                           r"would\b)[^\n.!?;]*(?:\.(?!\s)[^\n.!?;]*)*[.!?]?")
_MORE_THAN_A_MISTAKE = re.compile(r"(?i)\b(?:i|i'?d|i'?m|my|me|we|also|too|as\s+well|equally\s+(?:valid|likely|plausible|good|"
                                  r"correct|right)|both|either|correct|right|valid|"
                                  r"acceptable|accept\w*|fine|defensible|reasonable|plausible|likely|possible|intended|"
                                  r"sure|might|may|maybe|perhaps|probably|could|if|unless|prefer\w*|"
                                  r"answers?|reading|rule\s+\w+\s+out|actually|honestly|debatable|arguabl\w*|tie|tied|"
                                  r"unreasonable|same\s+as\s+(?:the\s+)?(?:original|here|above|before|this|my)|original|"
                                  r"not\s+(?:really\s+)?(?:a\s+)?(?:mistake|wrong|an\s+error)|(?:is|are)n'?t\s+(?:really\s+)?wrong|"
                                  r"credit|marks?|sound|legit\w*|fair|better|deserv\w*|worse|as\s+good|graders?|take\s+it|"
                                  r"some|others?|depends?)\b")


# ... or a list of them under such a label: "**Common traps:**⏎* Counting the first move twice gives 7.⏎* …".
_MISTAKE_LIST = re.compile(r"(\n[ \t>#*_-]*(?i:(?:the[ \t]+)?" + _MISTAKE_KIND + r"(?:[ \t]+to[ \t]+avoid)?)[*_]*[ \t]*"
                           r"(?::[*_]*[ \t]*|(?=\n)))"  # (or a heading of its own: "### Common mistakes")
                           r"((?:\n[ \t]*[-*•+][ \t][^\n]*){1,12})")


def _items_unless_affirmed(notes: re.Match) -> str:
    items = [item for item in notes.group(2).split("\n") if item.strip() and _MORE_THAN_A_MISTAKE.search(item)]
    return notes.group(1) + "".join("\n" + item for item in items)


def _unless_affirmed(note: re.Match) -> str:
    said = note.group(0)
    after = note.string[note.end(): note.end() + MAX_NOTE_FOLLOW]
    following = _NEXT_PARAGRAPHS.match(after).group(0)  # (the rest of its paragraph and the next one)
    if _REFERS_BACK.match(after) or _MORE_THAN_A_MISTAKE.search(following):
        return said  # (what follows speaks of it or in the speaker's voice: "… gives $26. Actually, that may be the
        # intended one.", "… I'd accept that too, honestly.", "Both readings are defensible.")
    body = said[said.find(":") + 1:] if ":" in said else said  # (the note's own words: "would" in "A common error
    # would be" is its label's)
    return said if _MORE_THAN_A_MISTAKE.search(_MISTAKE_LABEL.sub("", body)) else "\n"


MAX_NOTE_FOLLOW = 600
_NEXT_PARAGRAPHS = re.compile(r"[^\n]*(?:\n(?![ \t]*\n)[^\n]*)*(?:\n[ \t]*\n[^\n]*(?:\n(?![ \t]*\n)[^\n]*)*)?")
# A sentence that opens by speaking of what came before: "Actually, …", "That …", "But …", "Arguably …".
_REFERS_BACK = re.compile(r"(?i)[ \t*_]*(?:actually|that|this|it|which|though|but|however|still|then\s+again|on\s+(?:second|"
                          r"reflection)|hmm|wait|arguably|honestly|although|unless|or)\b")
_MISTAKE_LABEL = re.compile(r"(?i)^[ \t>*_-]*(?:an?[ \t]+|the[ \t]+)?" + _MISTAKE_KIND + r"[*_]*\s*(?:is|here|would(?:\s+be)?)?")


# A practice exercise a tutor sets the reader: "**Practice:** What if she sold 10 eggs? (Answer: 20.)", "Quick
# practice:", "Follow-up practice:", "Try one yourself:", its task (to its "?" on its line, else its sentence's end)
# and the key right after it, in brackets or not. Where it plainly changes the question it is another question, and
# its key none of the reply's answers (:func:`_exercise_gone`); what follows the exercise is read as ever.
_PRACTICE = re.compile(r"\n[ \t>]*(?:[^\w\s*_]{1,2}[ \t]*)?[*_]*(?i:(?:(?:quick|follow[- ]up|more)[ \t]+)?practice"
                       r"(?:[ \t]+(?:question|problem|exercise))?|try[ \t]+(?:one|it)[ \t]+yourself)[*_]*[ \t]*[:：]"
                       r"(?:[^\n?]*\?|[^\n?]*?[.!](?=\s|$)|[^\n?]*(?=\n|$))"
                       r"(?:[ \t]*[(\[]?((?i:answer|ans\.?|solution)[ \t]*[:：][^)\]\n]*)[)\]]?)?")


def _without_tutor_notes(text: str) -> str:
    """``text`` without the practice exercises and common-mistake notes of its last :data:`MAX_SECTION_CHARS` (the
    section graded is no longer: a megabyte of notes costs no more than that)."""
    head, tail = text[:-MAX_SECTION_CHARS], text[-MAX_SECTION_CHARS:]
    if "ractice" in tail or "ourself" in tail:
        tail = _PRACTICE.sub(_exercise_gone, tail)
    if "istake" in tail or "rror" in tail or "itfall" in tail or "trap" in tail or "slip" in tail:
        tail = _MISTAKE_LIST.sub(_items_unless_affirmed, tail)
        tail = _MISTAKE_NOTE.sub(_unless_affirmed, tail)
    if ("eferen" in tail or "ource" in tail or "ibliograph" in tail or "eading" in tail or "ited" in tail) and \
            (listed := _REFERENCE_SECTION.search(tail)) is not None and \
            all(map(_only_cites, (item for item in listed.group(1).split("\n") if item.strip()))):
        tail = tail[:listed.start()]  # "**References**⏎- Halpern, D. F. *Thought and Knowledge*, 5th ed. (2014), Ch. 4":
        # works cited, whose initials, years and chapters are no answers
    return head + tail


# A list of works cited that ends the reply, under its heading: "**References**", "Sources:", "## Further reading".
_REFERENCE_SECTION = re.compile(r"\n[ \t>#]*[*_]*(?i:references?|sources?|bibliography|works[ \t]+cited|further[ \t]+reading|"
                                r"suggested[ \t]+reading|reading[ \t]+list|citations?)[*_]*[ \t]*:?[*_]*[ \t]*"
                                r"((?:\n[ \t]*(?:[-*•+]|\d{1,2}[.)]|\[\d{1,2}\])[ \t][^\n]*|\n[ \t]*)+)\Z")
# What marks an item as a work cited: a year, "et al.", an edition, a chapter or page, an identifier or a link.
_CITATION_CUE = re.compile(r"(?i)(?:\(|,[ \t]|\b)(?:1[5-9]|20)\d\d[a-z]?\b|\bet[ \t]+al\b|\b(?:ed|eds|ch|pp|vol|no)\.|"
                           r"\barxiv\b|\bdoi\b|\bisbn\b|https?://")
# ... and where a work is cited by its numbers: a year, a chapter, page, volume, number or edition, an identifier.
_CITED_NUMBER = re.compile(r"(?i)\b(?:1[5-9]|20)\d\d[a-z]?\b|\b(?:chs?|pp?|vol|no|ed|eds|fig|sec|art)\.?[ \t]*\d+(?:[-–]\d+)?\b|"
                           r"\b\d+(?:st|nd|rd|th)[ \t]+(?:ed|edition)\b|\barxiv:[ \t]*\d+\.\d+|\bdoi:?[ \t]*\S+|https?://\S+|"
                           r"\b\d+(?:st|nd|rd|th)\b")
# What no work cited says (a whitelist by omission: any of these and the list is read as it stands): a verdict, a modal,
# a condition, an answer word, a pick (in lower case: capitalised, "Best Picture" names a thing), an option's letter on
# its own.
_MORE_THAN_CITED = re.compile(r"\b(?:answers?|correct|right|wrong|options?|choices?|pick\w*|cho(?:o)?se\w*|chose|prefer\w*|"
                              r"accept\w*|also|too|equally|as\s+well|just\s+as|either|or|defensib\w*|reasonabl\w*|fair|fits?|"
                              r"works?|holds?|arguabl\w*|would|could|might|may|must|should|if|unless|valid|invalid|true|false|yes|"
                              r"no|plausib\w*|good|better|best|bet|likely|possible|instead|actually)\b|"
                              r"(?<![\w.])\(?[A-Z]\)?(?=[ \t]*(?:[.!;,)]?[ \t]*$|[ \t]+(?:is|was|fits|works|holds)\b))|\([A-Z]\)")


def _only_cites(item: str) -> bool:
    """A list item that only cites a work: it has a citation's mark (:data:`_CITATION_CUE`), no number but a citation's
    own, and nothing a work cited does not say (:data:`_MORE_THAN_CITED`)."""
    if _CITATION_CUE.search(item) is None or _NAMES_AN_OPTION.search(item):
        return False
    said = _TITLE.sub(" ", _CITED_NUMBER.sub(" ", item))  # (a title's own words are the work's: "*… Deductively Valid …*")
    return not any(map(str.isdigit, said)) and _MORE_THAN_CITED.search(said) is None


# A work's title, in italics or quotes; and an option named anywhere, titles included: "(C)", "option C".
_TITLE = re.compile(r"\*[^*\n]{1,200}\*|_[^_\n]{1,200}_|\"[^\"\n]{1,200}\"|“[^”\n]{1,200}”")
_NAMES_AN_OPTION = re.compile(r"\([A-Z]\)|(?i:\b(?:option|choice|answer)\b)")


def _without_feedback_footer(text: str) -> str:
    """``text`` without the chat product's footer that ends it: a request for feedback, rating buttons, a support
    ticket's reference ("How did I do? Rate this answer: 👍 · 👎", "Tell us what to improve: ____", "Ticket #GC-10477 —
    marked as *Resolved*."). Its IDs and stars are no answer, and a note above it stays the reply's last word."""
    if "#" not in text[-MAX_FOOTER_CHARS:] and not any(word in text[-MAX_FOOTER_CHARS:].casefold() for word in _FOOTER_WORDS):
        return text
    end = len(text)
    for _ in range(MAX_FOOTER_LINES):
        line_start = text.rfind("\n", 0, end) + 1
        line = text[line_start:end]
        if line.strip() and not (_FOOTER_LINE.fullmatch(line) or _RULE_LINE.fullmatch(line)):
            break
        if line_start == 0:
            return text  # (a reply that is all footer keeps it: there is nothing else to read)
        end = line_start - 1
    return text[:end] if end < len(text) else text


#: How far from the end, and how many lines, a feedback footer reaches.
MAX_FOOTER_CHARS = 600
MAX_FOOTER_LINES = 8
_FOOTER_WORDS = ("helpful", "how did i do", "feedback", "rate ", "improve", "ticket")
_FOOTER_LINE = re.compile(r"""(?ix)[ \t>*_]*(?:
    (?:was|did|is)\s+(?:this|my)\s+(?:answer\s+|response\s+|reply\s+)?(?:helpful|useful|clear|help|solve\s+your\s+problem|
        answer\s+your\s+question)\??
  | how\s+did\s+(?:i|we)\s+do\??
  | rate\s+(?:this|my|your|the)\s+(?:answer|response|reply|support\s+experience|experience)\b:?
  | (?:your\s+)?feedback\s+helps?\s+(?:us\s+)?improve\s+(?:future\s+)?(?:responses|answers|our\s+service)\.?
  | tell\s+us\s+(?:what|how)\s+(?:to|we\s+can)\s+improve:?
  | (?:(?:support\s+)?ticket|reference|ref|case)(?:\s+(?:id|no\.?|number))?[ \t]*[:#][ \t]*\#?[A-Za-z]*-?\d+(?![\d.,])
  | (?=[^\n]*[👍👎⭐☆★][^\n]*[👍👎⭐☆★])  # (rating buttons come two or more: "👍 Yes · 👎 No", "⭐⭐⭐⭐⭐"; "⭐ **Yes**" answers)
)(?:[ \t]*(?:[👍👎⭐☆★·|/\[\]()*_,.:;!—–-]|yes|no|helpful|not\s+helpful|useful|thanks|thank\s+you|
    rate\s+(?:this|my|your|the)\s+(?:answer|response|reply|support\s+experience|experience)|
    response\s+time:?\s*\d+\s*(?:s|sec|min|minutes?|h|hours?)|marked\s+as|resolved|closed|reply\s+to\s+reopen|
    close\s+my\s+ticket|i\s+need\s+more\s+help|case\s+\#?[A-Za-z]*-?\d+))*[ \t]*""")
_RULE_LINE = re.compile(r"[ \t]*(?:-{3,}|\*{3,}|_{3,})[ \t]*")


def _exercise_gone(exercise: re.Match) -> str:
    key = exercise.group(1)
    task = exercise.group(0)[:exercise.start(1) - exercise.start()] if key else exercise.group(0)
    if key and (_MORE_THAN_A_MISTAKE.search(key[key.find(":") + 1:]) or not _changes_the_question(task)):
        return exercise.group(0)  # a key that says more, or one to the question itself, is read ("Practice: What does
        # Janet make each day at the market? (Answer: $26.)")
    return "\n"


def _changes_the_question(exercise: str) -> bool:
    """The exercise is plainly another question: it changes the question's terms ("if", "suppose", "instead", "what
    if", a figure the question lacks). One that does not may ask the question itself again, in whatever words
    ("How much does Janet earn at the market daily?"), and its key is then a second answer."""
    question = QUESTION.get()
    return bool(question) and not _SAME_QUESTION.search(exercise) and (
        _CHANGED_TERMS.search(exercise) is not None or any(figure not in question for figure in _FIGURE.findall(exercise)))


_CHANGED_TERMS = re.compile(r"(?i)\b(?:if|suppose|supposing|instead|only|another|other|different|new|now|change[ds]?|"
                            r"double|half|twice|more|less|fewer|were|had|with)\b")
_FIGURE = re.compile(r"\d+(?:[.,]\d+)?")
_SAME_QUESTION = re.compile(r"(?i)\bsame\s+(?:question|problem|exercise)\b|\b(?:recompute|recalculate|redo|re-do|rework|"
                            r"again)\b")

# A new turn of the conversation: chat-template end tokens and role labels. What follows is not the
# reply's answer, but an answer given there still counts as offered (:attr:`Section.hidden`).
_NEW_TURN = re.compile(r"<\|im_end\|>|<\|eot_id\|>|<\|endoftext\|>|</s>|<end_of_turn>|<\|end\|>|<\|im_start\|>|\[end of text\]|"
                       r"<\|start_header_id\|>|<start_of_turn>|\[INST\]|\n[ \t]*(?:Human|User|Assistant)[ \t]*:|"
                       r"\n[ \t]*(?:\*\*|__)(?:Human|User|Assistant)[ \t]*(?::[ \t]*(?:\*\*|__)|(?:\*\*|__)[ \t]*:)")  # ("**User:**")
_ASSISTANT_LABEL = re.compile(r"(?i)assistant")
# Nothing but a short title before a role label: "### Conversation".
_TITLE_ONLY = re.compile(r"\s*(?:#{1,6}[ \t]*)?[^\n\d]{0,40}\s*")
# The assistant's turn opened by a chat template before the reply's text.
_TURN_OPENING = re.compile(r"\s*(?:(?:<start_of_turn>|<\|im_start\|>)[ \t]*(?:model|assistant)?|"
                           r"<\|start_header_id\|>[ \t]*assistant[ \t]*<\|end_header_id\|>)")
# An answer committed before a marker: only then does a new question end the section.
# (or a line that is only a bolded value: "**C**", "**True**", "**18**")
# (the verb "answer" is none: "how a typical person would answer: "…"", "to answer:"; the reply's own "I would answer: 18" is)
_COMMITTED = gated(re.compile(r"(?i)(?:(?<=\bI\swould\s)|(?<=\bwe\swould\s)|(?<!\bwould\s)(?<!\bto\s))\banswer\b[^\n]{0,40}?(?:\bis\b|:|=)|"
                        r"\\boxed\s*\{|####|\bthe\s+result\s+is\b|"
                        # ... or another language's answer marker: "答案是 70", "Ответ: 60", "Antwort: 34", "正解は83"
                        r"(?:答案|答え|正解|정답|ответ|відповідь|antwort|respuesta|resposta|réponse|risposta|odpowied[zź]|"
                        r"odpov[eě]ď|cevap|jawaban|jibu|svar|antwoord|erantzuna|απάντηση|תשובה|الإجابة|उत्तर|คำตอบ|đáp\s+án|câu\s+trả\s+lời)"
                        r"[^\n]{0,20}?(?:[:：是は]|\b(?:is|ist|es|est|è|é|je|là)\b)|"
                        r"(?m:^[ \t]*\*\*[ \t]*(?:\(?[A-R]\)?|-?\d[\d,.]*|true|false|yes|no|valid|invalid)[ \t]*\*\*[ \t.]*$)"))
_COMMITTED_REACH = 64  # longer than any _COMMITTED match
# Struck-through text is not said: "~~Answer: 18~~ Answer: 19", "<del>18</del>".
#: What stands where struck-through text was: an answer whose value was struck out answers nothing.
STRUCK_OUT = "\uE000"
# (with the separator that joined it to the answer, and a note on the deletion after it: "**(C)** / ~~(B)~~ ← deleted")
_STRUCK = re.compile(r"(?:[ \t]*(?:/|\|)[ \t]*)?(?:~~[^~\n]{0,400}~~|<(del|s|strike)>.{0,400}?</\1>)"
                     r"(?:[ \t]*(?:←|<-|<--)[ \t]*(?:deleted|removed|struck|crossed\s+out|withdrawn|retracted)\b)?", re.I | re.S)
# A proofreader's "stet" ("let it stand") marked right after a deletion, as a mark standing alone (under it, after an
# arrow or a dash, in brackets, in a margin note: "*stet*", "(stet)", "^ stet", "← *stet*", "Margin: *stet* — …"): the
# deletion is undone, and what it struck is said ("Answer: No ~~Yes~~⏎[margin: *stet*]"). The word in a sentence
# ("without stet", "don't stet this", "the stet on line 1 …", "stet?") is no mark; "(stet!)", "*Stet* (let it stand)" are.
_STET = re.compile(r"(?im)(?:^|(?<=[(\[^←:—–]))[ \t]*[*_]*stet[*_]*!?[ \t]*(?:\([^()\n]{1,30}\)[ \t]*)?"
                   r"(?=[)\]]|[—–][ \t]|-[ \t]|[.;][ \t]*$|$)")
STET_REACH = 72
_STRUCK_MARKS = re.compile(r"~~|</?(?:del|s|strike)>", re.I)


def _struck(m: re.Match) -> str:
    """A deletion, as :data:`STRUCK_OUT`; or, marked "stet" right after it, what it struck."""
    stet = _STET.search(m.string, m.end(), m.end() + STET_REACH)
    return f" {STRUCK_OUT} " if stet is None else _STRUCK_MARKS.sub(" ", m.group(0))


_CANCELLED = re.compile(r"\\(?:[bx]?cancel|sout)[ \t]*\{[^{}\n]{0,200}\}")
_SPOILER = re.compile(r">!([^\n]{0,400}?)!<")
_COMMENT_MARKS = re.compile(r"<!--|-->")
_IMAGE = re.compile(r"!\[([^\n]{0,400}?)\]\([^()\n]{0,400}\)")  # (alt text may hold brackets: "![… ] ] }](d.png)")


@dataclass(frozen=True, slots=True)
class Section:
    """The part of a reply to read for the final answer."""

    text: str
    truncated: bool  # cut off inside reasoning (unclosed <think>)
    reasoning: str = ""  # the closed reasoning block, kept for callers that want it
    unfinished: str = ""  # the last paragraph of an unclosed <think> block (see final_section)
    thought: str = ""  # a reply that never left its reasoning: all of it, less its unfinished last sentence
    hidden: tuple[str, ...] = ()  # what the reply says outside its answer: a think block after it, later turns


# An ideographic full stop right before a digit: it ends a sentence, and folded to "." it would
# join two numbers into a decimal.
# A decimal comma before zero decimals: "6,00", "16,0" (a thousands group has three digits).
_ZERO_DECIMALS = re.compile(r"(?<![\d,.])(\d+),(0{1,2})(?!\d|[,.]\d)")
# After the answer word of a language that groups thousands with dots, "1.300" is 1300, not 1.3 ("Die
# Antwort lautet 1.300", "Het antwoord is 2.600", "La respuesta es 2.400"); elsewhere a dot is a decimal point.
_DOT_GROUPS = r"[1-9]\d{0,2}(?:\.\d{3})+"  # ("1.300", "1.000.000")
_DOT_GROUPED_ANSWER = gated(re.compile(
    r"(?i)\b(?:antwort|lautet|antwoord|respuesta|risposta|resposta|ergebnis|lösung|resultado|risultato|jawaban(?:nya)?|cevap|"
    r"yanıt|svar(?:et)?|odgovor|απάντηση)\b[^\d\n]{0,20}?(?<![\d.,])(" + _DOT_GROUPS + r")(?![\d.,]\d)"))
# ... and anywhere in a reply written in such a language ("Es leben 130.000 Menschen in Südamerika.", "Jadi, ada 130.000
# orang"): known by its function words, which outnumber English ones (a decimal has no run of exactly three places there).
_DOT_GROUPED = re.compile(r"(?<![\d.,])" + _DOT_GROUPS + r"(?![\d.,]\d|\d)")
_DOT_GROUPING_WORDS = re.compile(
    r"(?i)\b(?:und|ist|sind|der|das|nicht|mit|auf|für|insgesamt|nach|diesen|gibt|het|zijn|een|niet|voor|mensen|los|las|del|"
    r"hay|por|para|personas|entonces|são|há|pessoas|então|dos|não|com|sono|gli|della|delle|persone|quindi|yang|jadi|orang|"
    r"adalah|dengan|setiap|bir|toplam|kişi|och|är|det|også|también|tiene|tienen|haben)\b")  # (not "son", "hat", "Ada", "we've")
_ENGLISH_WORDS = re.compile(r"(?i)\b(?:the|and|of|is|are|to|so|there|has|have|with|for|total|each|people)\b")


def _in_dot_grouping_language(text: str) -> bool:
    """The reply is written in a language that groups thousands with dots (German, Spanish, Indonesian, …)."""
    foreign = len(_DOT_GROUPING_WORDS.findall(text, 0, 20_000))
    return foreign >= 2 and foreign > len(_ENGLISH_WORDS.findall(text, 0, 20_000))


# ... and after the answer word of a language that groups thousands with plain spaces, "6 250" is 6250 ("**Vastaus: 6 250
# dollaria**", "Réponse : 12 500 €", "Ответ: 6 250 рублей"); elsewhere two numbers may stand side by side.
_SPACE_GROUPED_ANSWER = gated(re.compile(
    r"(?i)\b(?:vastaus|vastus|svar(?:et)?|réponse|odpowiedź|odpověď|odpoveď|ответ|відповідь|отговор|válasz|tulos|wynik|"
    r"výsledek|résultat|resultat|результат)\b[^\d\n]{0,20}?(?<![\d.,])([1-9]\d{0,2}(?: \d{3})+)(?![\d.,]\d| \d)"))
_STOP_BEFORE_DIGIT = re.compile(r"(?<=\d)。(?=\d)")
_COMMA_BEFORE_DIGIT = re.compile(r"(?<!\d)，(?=\d)")


# Options relabelled with another alphabet's letters ("А) …⏎Б) …⏎В) …"): a label is the option at that place in
# the alphabet, so "Ответ: В" is the third option, not B. (A list is known by a letter no Latin one looks like.)
_FOREIGN_LABEL_LIST = re.compile(r"(?m)^[ \t*_>-]*\(?[БГДЖЗИЛПΓΔΘΛΞΠ][).:]")
_CYRILLIC_LABELS, _GREEK_LABELS = "АБВГДЕЖЗИКЛМНОПР", "ΑΒΓΔΕΖΗΘΙΚΛΜΝΞΟΠ"
_LONE_CAPITAL = re.compile("(?<![^\\W\\d_])[А-ЯΑ-Ω](?![^\\W\\d_])")


def _relabelled(text: str, list_label: str) -> str:
    """Each lone label letter of the alphabet ``list_label`` belongs to, as the Latin letter at its place."""
    alphabet = _CYRILLIC_LABELS if list_label in _CYRILLIC_LABELS else _GREEK_LABELS
    return _LONE_CAPITAL.sub(lambda m: chr(65 + alphabet.index(m[0])) if m[0] in alphabet else m[0], text)


# A number grouped the Indian way, in pairs above the thousands: "1,30,000", "12,34,567"; and a text that writes so.
_INDIAN_GROUPED = re.compile(r"(?<![\d,.])\d{1,2}(?:,\d{2}){1,6},\d{3}(?![\d,])(?![ \t]*(?:lakhs?|crores?)\b)")
# What every match of the two patterns above contains ("1.300", ",30,0"): a pattern that opens on a look-behind makes
# ``re`` try it at every position of a reply, and one that opens on a literal mark finds that mark first, ~30x faster.
_DOT_THREE_DIGITS = re.compile(r"\.\d{3}")
_COMMA_PAIR_COMMA = re.compile(r",\d\d,\d")
_INDIAN_CONTEXT = re.compile(r"[₹\u0900-\u0dff]|\b(?:Rs\.?|INR|lakhs?|crores?)(?![A-Za-z])")


def fold(text: str) -> str:
    """Fold look-alike characters to ASCII; keeps length-independent meaning."""
    if "\\approx" in text:
        text = text.replace("\\approx", "≈")  # one sign of approximation, however it is typed
    if ",0" in text:
        text = _ZERO_DECIMALS.sub(r"\1.\2", text)  # "6,00", "7200,00 $": a decimal comma (no thousands group has 2 digits)
    if "." in text and _DOT_GROUPED_ANSWER.search(text):
        text = _DOT_GROUPED_ANSWER.pattern_object.sub(lambda m: m[0][:m.start(1) - m.start()] + m[1].replace(".", ","), text)
    if "." in text and _DOT_THREE_DIGITS.search(text) and _DOT_GROUPED.search(text):
        # ("1.000.000" has two dots: groups in any language; "130.000" only in a reply in a dot-grouping language)
        dot_language = _in_dot_grouping_language(text)
        text = _DOT_GROUPED.sub(lambda m: m[0].replace(".", ",") if dot_language or m[0].count(".") > 1 else m[0], text)
    if "," in text and _COMMA_PAIR_COMMA.search(text) and _INDIAN_GROUPED.search(text) and _INDIAN_CONTEXT.search(text):
        text = _INDIAN_GROUPED.sub(lambda m: f"{int(m[0].replace(',', '')):,}", text)  # "₹1,30,000" is 130,000 (lakhs
        # are grouped in pairs where rupees or an Indian script are written; elsewhere "10,20,30,100" is a list)
    if " " in text and _SPACE_GROUPED_ANSWER.search(text):
        text = _SPACE_GROUPED_ANSWER.pattern_object.sub(lambda m: m[0][:m.start(1) - m.start()] + m[1].replace(" ", ","), text)
    if text.isascii():  # every folded character is non-ASCII; only LaTeX separators can remain
        return _THOUSANDS_SEP.sub(",", text) if ("{,}" in text or "\\" in text) else text
    if "。" in text:
        text = _STOP_BEFORE_DIGIT.sub("。 ", text)  # "答案：20。22 不成立。": a sentence end, not "20.22"
    if "，" in text:
        text = _COMMA_BEFORE_DIGIT.sub("， ", text)  # "3也好，8也好": a clause break before 8, not a thousands group
    if (labels := _FOREIGN_LABEL_LIST.search(text)) is not None:
        text = _relabelled(text, labels[0].strip(" \t*_>-().:"))
    text = text.translate(_FOLD)
    if _NEEDS_CONFUSABLE_FOLD.search(text):
        text = _CONFUSABLE_WORD.sub(_latin_look, text)
    if "\u0335" in text or "\u0336" in text:
        text = _STRUCK_CHARACTERS.sub(f" {STRUCK_OUT} ", text)
    if _NEEDS_SEP_FOLD.search(text):  # the regexes only run where they can match
        text = _THOUSANDS_SEP.sub(",", text).translate(_ODD_SPACES)
    if _NEEDS_DASH_FOLD.search(text):
        text = _DASH_AS_MINUS.sub("-", text)
    if "(" in text and _KAOMOJI_ARM.search(text):
        text = _KAOMOJI_ARM.sub("", text)
    if "万" in text or "萬" in text:
        text = _DIGITS_MYRIAD.sub(_myriad_value, text)  # "4万3200" is 43200, "6万" 60000
    return text


# Digits counted in myriads, as Chinese and Japanese write large numbers: "4万3200", "6万", "12萬".
_DIGITS_MYRIAD = re.compile(r"(?<![\d.,])(\d{1,4})[万萬](?:(\d{1,4}))?(?![\d万萬千百十]|[.,]\d)")


def _myriad_value(m: re.Match) -> str:
    return str(int(m.group(1)) * 10_000 + int(m.group(2) or 0))


def _cut_continuation(text: str, after_reasoning: bool = False) -> tuple[str, tuple[str, ...]]:
    """The section without what follows it, and the hidden turns cut from it.

    A new turn (``<|im_end|>``, ``User:``, ``Assistant:`` …) ends the reply, but an answer given
    in the turns after it is still offered: they come back as hidden segments. A new question
    (``Question: …``) ends the section only after a committed answer: an echoed question or
    ``Q:/A:`` scaffold before the answer is part of the reply. Right after closed reasoning
    (``after_reasoning``), a question that opens the text is a new exercise: the reasoning's
    answer was the reply's.
    """
    hidden: tuple[str, ...] = ()
    opening = _TURN_OPENING.match(text)
    if opening is not None:
        text = text[opening.end():]  # the reply's own turn opens it ("<start_of_turn>model⏎…")
    if _TOOL_CALL_OPENING.match(text):
        text = _assistant_text(text)
    turn = _NEW_TURN.search(text)
    if turn is not None and _ASSISTANT_LABEL.search(turn.group(0)) and _TITLE_ONLY.fullmatch(text, 0, turn.start()):
        text = text[turn.end():]  # "### Conversation⏎⏎**Assistant:** …": the reply's own turn, under a title
        turn = _NEW_TURN.search(text)
    if turn is not None and text[:turn.start()].strip():
        # each turn after it on its own, without its role label ("User: …⏎Assistant: ] }" says "] }")
        hidden = tuple(part for part in _NEW_TURN.split(text[turn.end():], MAX_HIDDEN) if part.strip())
        text = text[:turn.start()]
        if hidden and (_new_exercise(hidden[0]) or _next_item(hidden[0])) and _COMMITTED.search(text[-MAX_SECTION_CHARS:]):
            # after a committed answer, the next turn poses a problem of its own ("So the answer is 10.⏎⏎User:
            # Janet takes two bus trips …?⏎⏎Assistant: …"): a base model running on, no turn about this answer
            hidden = ()
    text = _without_tutor_notes(_without_feedback_footer(text))
    searched, committed = 0, False
    # (a task whose items open in a way of their own has its next item open so too: see :data:`NEXT_ITEM`)
    next_item = NEXT_ITEM.get()
    new_question = NEW_QUESTION if next_item is None else next_item.or_question
    searched_text = "\n" + text if after_reasoning else text
    for m in new_question.finditer(searched_text):
        if next_item is not None and m.lastgroup == "item" and not next_item.opens(searched_text, m.end()):
            continue
        start = max(m.start() - 1 if after_reasoning else m.start(), 0)
        if not (after_reasoning or committed):
            # (each stretch is searched once, with a little overlap: a text of many questions stays linear)
            committed = _COMMITTED.search(text, max(0, searched - _COMMITTED_REACH), start) is not None
            searched = start
        if after_reasoning or committed:
            return text[:start], hidden
    return text, hidden


# A reply that opens with a call to a tool in functionary's format (">>>python⏎…code…", then the tool's
# output after an end token, then ">>>all⏎" and the assistant's own text).
_TOOL_CALL_OPENING = re.compile(r"\s*>>>[ \t]*(?!all\b)\w+[ \t]*\n")
_RECIPIENT = re.compile(r"(?m)^[ \t]*>>>[ \t]*(\w+)[ \t]*\n?")


def _assistant_text(text: str) -> str:
    """What the assistant says to the user in a functionary reply: every ">>>all" segment, in order;
    the code it sends a tool and the output it gets back are not its answer (an answer it writes to
    the user in any segment still counts, so two segments that answer twice stay two answers)."""
    marks = list(_RECIPIENT.finditer(text))
    said = [text[m.end(): marks[i + 1].start() if i + 1 < len(marks) else len(text)]
            for i, m in enumerate(marks) if m.group(1).casefold() == "all"]
    return "\n\n".join(said) if said else text


# Words of a turn about the answer just given ("Are you sure? Isn't it 19?", "The grader accepts 19 too").
_ABOUT_THE_ANSWER = re.compile(r"(?i)\b(?:answers?|sure|certain|correct|wrong|right|instead|really|check\w*|mistake|"
                               r"grader|accept\w*|also|too|final|change|again|why|explain|not|n't|isn'?t)\b")


def _next_item(turn: str) -> bool:
    """A turn that poses the next item of the task the reply was asked ("User: not ( True ) or ( False ) is"
    after a boolean_expressions answer): half its words or more are the asking sentence's and it ends as that
    sentence does, but it is not the question asked again. A base model running on past its answer writes
    such turns; what they answer is another question."""
    question = QUESTION.get()
    said = _TURN_WORD.findall(turn.casefold())
    if not question or len(said) < 3:
        return False
    asked = _TURN_WORD.findall(asked_sentence(question))
    known = set(asked)
    if not asked or len(known.symmetric_difference(said)) <= 1:
        return False  # the question asked again, a word or so aside ("so not ( True ) and ( True ) is"): its answer is this reply's
    return said[-1] == asked[-1] and sum(word in known for word in said) >= len(said) / 2


_TURN_WORD = re.compile(r"[^\W_]+")


def _new_exercise(turn: str) -> bool:
    """A turn that poses a new problem: long, a question or the user's own turn, and not about an
    answer ("<|im_start|>user⏎Source: Die Brücke ist 200 Meter lang.⏎Translation: …"); or one that
    opens on a question's label ("<|im_start|>user⏎Q: not ( False or True ) and True is")."""
    return len(turn.split()) >= 12 and ("?" in turn or _USER_ROLE.match(turn) is not None) and \
        not _ABOUT_THE_ANSWER.search(turn) or NEW_QUESTION.match("\n" + _ROLE.sub("", turn, count=1)) is not None


_ROLE = re.compile(r"^\s*(?:(?:user|human)[ \t]*\n?)?", re.I)
_USER_ROLE = re.compile(r"\s*(?:user|human)[ \t]*\n", re.I)


def _before_new_question(reasoning: str) -> str:
    """Reasoning read for its answer stops at the first new question it invents."""
    m = NEW_QUESTION.search(reasoning)
    return reasoning[:m.start()] if m and reasoning[:m.start()].strip() else reasoning


def _without_loose_citations(text: str) -> str:
    """``text`` without its search citations (:data:`_LOOSE_CITATION`), when it has them."""
    marks = list(_LOOSE_CITATION.finditer(text))
    if len(marks) < 2 or any(int(m[1]) > MAX_CITED or _GIVES_VALUE.search(text, max(0, m.start() - 12), m.start())
                             for m in marks):
        return text
    return _LOOSE_CITATION.sub("", text)


# A hashtag naming an option by its letter: "#AnswerB", "#TeamC", "#option_D".
_ANSWER_HASHTAG = re.compile(r"(?<![\w#])#(?i:answer|option|choice|team|pick|vote)[_-]?([A-Z])\b")
# A line of tags and nothing else, maybe under a label: "#SocialIQa #gossip #AnswerA #AnswerB", "Tags: #AnswerA / #AnswerC"
# (not a tag in prose: "Not #TeamC — …").
_TAG_LINE = re.compile(r"(?m)^[ \t*_]*(?:(?i:tags?|hashtags?)[*_]*[ \t]*:[ \t*_]*)?#[^\W\d][\w-]{0,40}"
                       r"(?:[ \t,·|/*_]+#[^\W\d][\w-]{0,40})*[ \t*_.]*$")


def _tags_as_answer(line: re.Match) -> str:
    """A tag line's answer tags naming two options or more, as one answer label naming all they name: "#gossip #AnswerA
    #AnswerB" says "#gossip⏎Answer: (A) and (B)" (tags are said together; the last is no correction of the first)."""
    letters = list(dict.fromkeys(letter.upper() for letter in _ANSWER_HASHTAG.findall(line.group(0))))
    if len(letters) < 2:
        return line.group(0)  # (one is read where it stands, as before)
    return _ANSWER_HASHTAG.sub(" ", line.group(0)) + "\nAnswer: " + " and ".join(f"({letter})" for letter in letters)


# A definition list (Markdown extra, pandoc): a term's line, then its definitions, each on a line opening with ": "
# ("Answer⏎: 25 points, Emma ahead⏎: 145 points under the tiered bonus").
_DEFINITION_LIST = re.compile(r"(?m)^([ \t]*[^\s:][^\n]{0,80})\n(?:[ \t]*\n)?((?:[ \t]{0,3}:[ \t]+\S[^\n]*(?:\n|$)){1,20})")
_ENTRY = "\x00"  # (marks an entry's line until the list's entries are drawn together: see _visible)
_SPLIT_ENTRIES = re.compile(r"(?m)^(\x00[^\n]*)\n(?:[ \t]*\n)+(?=\x00)")
# A definition that opens with a value (a figure, an option's letter, an answer word) gives one; one that opens with words
# or working ("Vincent is last in alphabetical order", "(16 − 3 − 4) × $2") explains the definition above it.
_DEFINED_VALUE = re.compile(r"(?i)[*_]*(?:[$€£]?[-−]?\d(?![\d,.]*[ \t]*[-−+×*/=])|[(\[][A-R][)\]]|(?:yes|no|true|false|valid|invalid)\b|"
                            r"[\])}>](?:[ \t]|$))")
_DEFINITION_WORKING = re.compile(r"[×÷=*+]|\s[-−–/]\s|\d[ \t]*[-−/x][ \t]*\d")  # ("9 eggs × $2 each", "40 marbles − 12 red")
_GLOSS_OPENING = re.compile(r"(?i)(?:i\.\s?e\.|e\.\s?g\.|that\s+is|namely|aka|in\s+other\s+words|=)")
_DEFINITION_MARK = re.compile(r"(?m)^[ \t]{0,3}:[ \t]+")


def _defined_inline(entry: re.Match) -> str:
    """A definition list's entry as labelled lines, one per definition: "Answer: 25 points, Emma ahead⏎Answer: 145
    points under …" (a term defined twice is given both definitions, as a label said twice is)."""
    definitions = [line.strip() for line in _DEFINITION_MARK.sub("", entry.group(2)).split("\n") if line.strip()]
    ending = "\n" if entry.group(2).endswith("\n") else ""
    term, lines = entry.group(1).rstrip(), []
    for definition in definitions:
        if lines and (_GLOSS_OPENING.match(definition) or not _DEFINED_VALUE.match(definition)
                      or _DEFINITION_WORKING.search(definition)):
            # ": -18⏎: i.e. negative eighteen" glosses the definition above; ": Vincent is last …" explains it, below it
            lines[-1:] = [lines[-1] + " — " + definition] if _GLOSS_OPENING.match(definition) else [lines[-1], definition]
        else:
            lines.append(_ENTRY + term + ": " + definition)
    return "\n".join(lines) + ending


# An escaped HTML tag, shown as text: "&lt;br&gt;", "&lt;/del&gt;".
_ESCAPED_TAG = re.compile(r"(?i)&(?:lt|#60|#x3c);/?(?:br|p|div|span|b|i|em|strong|del|s|strike|hr|code|pre|u|sup|sub|small|"
                          r"li|ul|ol|h[1-6]|table|tr|td|th|font|mark|ins)\b[^&<>\n]{0,40}?&(?:gt|#62|#x3e);")
# An HTML character reference: "&#36;", "&#x24;", "&times;", "&minus;".
_CHARACTER_REFERENCE = re.compile(r"&(?:#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[A-Za-z][A-Za-z0-9]{1,31});")
# Box-drawing characters: frames and rules drawn in text ("╭───╮", "│ (C) Vincent │").
_BOX_DRAWING = re.compile("[\u2500-\u2570\u2574-\u257f]+")  # (not "╱", "╲", "╳": a cross beside an option is a mark)


# A terminal's control sequence: "\x1b[0m", "\x1b[1;31m", "\x1b[2K" (CSI), or a two-character escape ("\x1bM").
_TERMINAL_CODE = re.compile(r"\x1b(?:\[[0-9;?]{0,32}[ -/]{0,4}[@-~]|[@-Z\\-_])")


def _visible(text: str) -> str:
    """What the reader sees: character references shown as their characters ("&#36;8" is "$8"), struck-through
    text gone, comment marks dropped (the comment is read), an element's attributes read as labels
    (:func:`attributes_as_labels`), a terminal's colour codes gone ("\\x1b[1m18\\x1b[0m" is "18": the "0" of "[0m" is
    no number)."""
    if "\x1b" in text:
        text = _TERMINAL_CODE.sub("", text)
    references = "&" in text and ";" in text and _CHARACTER_REFERENCE.search(text) is not None
    if references:  # (all but the markup's own characters, shown once the markup is read: "<code>&lt; &gt;</code>"; an
        # escaped tag is shown as its text, "&lt;br&gt;", and says nothing)
        text = _CHARACTER_REFERENCE.sub(_as_text_character, _ESCAPED_TAG.sub(" ", text))
    if "\\" in text and ("cancel{" in text or "sout{" in text):
        text = _CANCELLED.sub(f" {STRUCK_OUT} ", text)  # "\\boxed{\\cancel{24}}" crosses 24 out
    if ">!" in text:
        text = _SPOILER.sub(r" \1 ", text)  # a spoiler is said, only hidden until clicked: ">!Actually 4!<"
    if "![" in text:
        text = _IMAGE.sub(r" \1 ", text)  # an image's alt text is said: "![The answer is (A)](d.png)"
    if "[1]" in text and _REFERENCE_LIST.search(text):
        listed = set(_LISTED_REFERENCE.findall(text))  # "Answer: $20 [1][2]" above "Sources:⏎[1] …⏎[2] …": citation
        text = _CITATION.sub(lambda m: "" if set(_CITED.findall(m.group(0))) <= listed else m.group(0), text)  # marks
    elif "[" in text and any(mark in text for mark in _CITATION_OPENINGS):
        text = _without_loose_citations(text)
    if "[" in text and _NONVERBAL.search(text):
        text = _NONVERBAL.sub(" ", text)  # "FINAL ANSWER: 2 [pause] — that's 2.": a transcript's sound, nothing said
    if "eav" in text and ("blank" in text or "unmarked" in text or "empty" in text or "unshaded" in text or "unticked" in text):
        text = _LEFT_BLANK.sub(r"not \1", text)  # "circle B and leave A, C and D blank": the marks it leaves off
    if "*" in text and _MARKING_EMOTE.search(text):
        text = _MARKING_EMOTE.sub(_emote_as_answer, text)  # "*writes "(B)" on the answer card*": an action that answers
    if "#" in text and _ANSWER_HASHTAG.search(text):
        text = _TAG_LINE.sub(_tags_as_answer, text)  # "#AnswerA #AnswerB": tags that name options answer them, together
    if "\n" in text and ("\n:" in text or "\n :" in text):
        text = _DEFINITION_LIST.sub(_defined_inline, text)  # "Answer⏎: 25⏎: 145": one term, two definitions
        # (one list is one paragraph: its entries are read side by side, as sibling labels are)
        text = _SPLIT_ENTRIES.sub(r"\1\n", text).replace(_ENTRY, "")
    if not text.isascii() and _BOX_DRAWING.search(text):
        text = _BOX_DRAWING.sub(" ", text)  # "╔═══╗⏎║ valid ║⏎╚═══╝": a frame drawn round the answer, no part of it
    if "<" in text and "=" in text:
        text = attributes_as_labels(text)  # (before inline markup becomes markdown: '<span data-alt="46">' says "data-alt: 46")
    if not text.isascii() and "⁽" in text:
        # "11⁽⁹⁾": a value in brackets, set small, is said; a footnote's mark ("18⁽¹⁾ … ⁽¹⁾ Assuming …") recurs at its note
        text = _SUPERSCRIPT_BRACKETED.sub(lambda m: "" if text.count(m.group(0)) > 1 else _superscript_said(m), text)
    if "</" in text:
        if "<sup>" in text or "<SUP>" in text:
            text = _FOOTNOTE_SUP.sub("", text)
        if "</s" in text or "</r" in text or "</S" in text or "</R" in text:
            text = _SET_SMALL.sub(_small_said, text)  # "km h<sup>-1</sup>", "False<sup>True</sup>", "<small>(9 × $2)</small>"
    if "<" in text and _INLINE_HTML.search(text):
        text = _INLINE_HTML.sub(_as_markdown, text)  # "<p><strong>Answer:</strong> ) ]</p>" is "**Answer:** ) ]"
    if "[ ]" in text or "○" in text or "◯" in text or "☐" in text or "⊘" in text or "✗" in text or "✘" in text or \
            "❌" in text or "✖" in text:
        text = _unselected_gone(text)  # "Final answer:⏎- [x] C⏎- [ ] D": the box left empty is no answer
    if "{cases}" in text:
        text = _CASES.sub(_cases_as_rows, text)  # "\\begin{cases} Yes & \\text{if loose} \\\\ No & …": one value per case
    if "```diff" in text or "```patch" in text:
        text = _DIFF_BLOCK.sub(_diff_applied, text)  # "```diff⏎- Answer: (C)⏎+ Answer: (B)⏎```" says "Answer: (B)"
    if ")_" in text:
        text = _BASE_SUBSCRIPT.sub(_subscript_in_decimal, text)  # "$(18)_{16}$" is 24, "$(140)_{10}$" 140
    if "inary" in text or "oman" in text or "hex" in text or "Hex" in text or "ctal" in text:
        text = _NOTATION_GLOSS.sub(_in_decimal, text)  # "272 (in binary: 100010000)" says 272 again
    if "~" in text and _PANDOC_SUBSCRIPT.search(text):
        text = _PANDOC_SUBSCRIPT.sub(r" | \1 | ", text)  # "**yes**~no~": pandoc's subscript, said beside the value
    if "~" in text or "<" in text:
        text = _STRUCK.sub(_struck if ("tet" in text or "TET" in text) and _STET.search(text) else f" {STRUCK_OUT} ", text)
        text = _COMMENT_MARKS.sub(" ", text)
    if ")" in text and _OPTIONAL_PREFIX.search(text):
        text = _OPTIONAL_PREFIX.sub(r"\2 or \1\2", text)  # "(in)valid" says "valid or invalid"
    if "\\u" in text or "%" in text or not text.isascii() and _SELECTOR_RUN.search(text):
        text = _unescaped(text)
    if references:
        text = _CHARACTER_REFERENCE.sub(_as_character, text)
    return text


def _as_character(reference: re.Match, markup: bool = True) -> str:
    """The character a reference shows; the markup's own ("<", ">", "&") only once ``markup`` has been read (else the
    reference is kept), and an escaped bracket against a number as a space: it is a tag's, shown as text, not a
    comparison ("17500 &lt;25000&gt;")."""
    said = html.unescape(reference.group(0))
    if said not in _MARKUP_CHARACTERS:
        return said
    if not markup:
        return reference.group(0)
    return " " if said != "&" and reference.string[reference.end():reference.end() + 2].strip()[:1].isdigit() else said


def _as_text_character(reference: re.Match) -> str:
    return _as_character(reference, markup=False)


_MARKUP_CHARACTERS = frozenset("<>&")


# A number set in superscript brackets ("11⁽⁹⁾"; a footnote's mark is a bare superscript, "11¹", or one that recurs at
# its note, "18⁽¹⁾ … ⁽¹⁾ Assuming …").
_SUPERSCRIPT_BRACKETED = re.compile("⁽([⁰¹²³⁴⁵⁶⁷⁸⁹⁻]{1,12})⁾")
_SUPERSCRIPT_DIGITS = str.maketrans("⁰¹²³⁴⁵⁶⁷⁸⁹⁻", "0123456789-")


def _superscript_said(m: re.Match) -> str:
    return " (" + m.group(1).translate(_SUPERSCRIPT_DIGITS) + ")"


# Options an answer sheet leaves unmarked: "leave A, C and D blank", "leaving (B) and (C) empty".
_LEFT_BLANK = re.compile(r"(?i)\blea(?:ve|ving)\s+((?:options?\s+)?[(\[]?[A-R][)\]]?(?:(?:\s*,\s*|\s+(?:and|&)\s+|\s*,\s*and\s+)"
                         r"[(\[]?[A-R][)\]]?){0,8})\s+(?:blank|unmarked|empty|unshaded|unticked)\b")


# A role-play action (an emote between single stars) that marks, writes or shows a value: "*writes "(B) Lolita" on the
# answer card*", "*holds up the red NO paddle*", "*types "} ] }" into the box*".
# (an action of its own line, on an answer's surface — an answer card or sheet, a box, a paddle, a sign —, not an
# italic note about someone else's mark: "*Tip: a student who writes 26 forgot the muffins.*", nor working shown:
# "*writes 16 at the top of the whiteboard*")
_MARKING_EMOTE = re.compile(r"(?im)^[ \t>]*\*(?=[^\s*])([^*\n]{0,200}?\b(?:writes|circles|ticks|marks|types|stamps|scrawls|"
                            r"holds\s+up|hold(?:s|ing)?\s+up|raises|lifts|lift|raise|"
                            r"clicks(?:\s+on)?|selects|shades|files\s+\w+(?:\s+\w+)?\s+under|"
                            r"fills\s+in|enters|puts\s+down)\b)([^*\n]{1,200}?)(?<=\S)\*[ \t]*$")
_ANSWER_SURFACE = re.compile(r"(?i)\banswer[ \t]+(?:card|sheet|box|line|slip|field|form)\b|\b(?:paddle|placard|sign|card|slate|"
                             r"buzzer|form|ballot)s?\b|\binto\s+the\s+(?:box|field|form)\b")
_SOMEONE_ELSE_MARKS = re.compile(r"(?i)\b(?:who|whoever|someone|somebody|anyone|student|reader|test-?taker|people|they|you)\b")


# Where the thing an emote marks ends: "writes "(B) Lolita" | on the answer card", "holds up the NO paddle | and waits".
_EMOTE_OBJECT_END = re.compile(r"(?i)\s(?:on|onto|into|in|under|above|below|beside|next\s+to|across|to|at|and|then|while|"
                               r"before|after|with|for)\b|[;:]|,(?!\d)")
# ... and an emote that marks more than one thing, or marks and then changes or takes back: its marks are working
# ("*writes 9 × $2 = $18*", "*jots down 16, 3, 4 and $2*", "*types 20, deletes it, types 18*", "*holds up YES, then swaps it
# for NO*", "*marks (A) with a question mark, then crosses it out*")
_EMOTE_WORKING = re.compile(r"(?i)[=↔→+×÷]|\d[ \t]*[-*/x][ \t]*\d|\b(?:deletes?|erases?|cross(?:es)?\s+(?:it\s+)?out|rubs?\s+out|"
                            r"swaps?|changes?|replaces?|corrects?|scratch(?:es)?|instead|again|first|steps?|working|question|"
                            r"problem|calculator|fingers?)\b|"
                            # (two figures, two options: working)
                            r"(?<![\d,.])\d[\d,.]*(?![\d,.])[^*\n]*?(?<![\d,.])\d|\([A-R]\)[^*\n]*\([A-R]\)")


# What carries the value an emote shows: "the red NO paddle", "the card that says", "a sign reading".
_EMOTE_CARRIER = re.compile(r"(?i)\s*(?:(?:the|a|an|his|her|my|its|their)\s+)?(?:(?:red|green|blue|white|black|big|small|"
                            r"large|little|final|answer)\s+)?(?:(?:card|paddle|sign|placard|board|slate|letter|option|tile|"
                            r"button|box)\s+(?:that\s+says|saying|reading|marked|labell?ed|with)\s+)?")
# ... and a value it can show: a quotation, an option's letter, a figure, a word in capitals, an answer word
_EMOTE_VALUE = re.compile(r"[\"“'‘(\[]|[$€£]?\d|(?:option\s+)?[A-R]\b(?![a-z])|[A-Z]{2,}\b|(?i:yes|no|true|false|valid|invalid)\b")
# ... a quotation it shows is one when it is a value: "(B) Lolita", "} ] }", "NO", "$18" (not "SHOW YOUR WORK")
_QUOTED_VALUE = re.compile(r"[(\[]?[A-R][)\]](?:\s+[^\n]{0,60})?|[$€£]?-?\d[\d,.]*(?:\s+[A-Za-z]+)?|[A-Z]{2,}|"
                           r"(?i:yes|no|true|false|valid|invalid)|[\])}>\[({<](?:\s*[\])}>\[({<])*")
_GOES_ON = re.compile(r"(?i)\bthen\b")
# ... and one more after what it marks: "*circles A and C*" marks two
_EMOTE_VALUE_IN = re.compile(r"(?<![\w'’])(?:[A-R]|[A-Z]{2,}|\d[\d,.]*|(?i:yes|no|true|false|valid|invalid))(?![\w'’])|[\"“]")


def _emote_as_answer(emote: re.Match) -> str:
    """An emote that marks a value, said as the answer it gives: what it marks (its object) under an answer label of
    its own; an emote that only shows working, or marks and then changes its mark, is left as it is."""
    if _EMOTE_WORKING.search(emote.group(0)) or not _ANSWER_SURFACE.search(emote.group(0)) or \
            _SOMEONE_ELSE_MARKS.search(emote.group(1)) or _GOES_ON.search(emote.group(2)):
        return emote.group(0)  # (and "*writes 9 at the top of the answer sheet, then multiplies*": working, going on)
    marked = emote.group(2)
    end = _EMOTE_OBJECT_END.search(marked, 1)
    if end is not None and _EMOTE_VALUE_IN.search(marked, end.start()):
        return emote.group(0)  # "*circles A and C*", "*holds up YES in one hand and NO in the other*": two marks
    marked = marked[:end.start()] if end else marked
    marked = marked[_EMOTE_CARRIER.match(marked).end():].strip()  # ("the card that says NO": what it says)
    if not _EMOTE_VALUE.match(marked) or marked[:1] in "\"“'‘" and not _QUOTED_VALUE.fullmatch(marked.strip("\"“”'‘’")):
        return emote.group(0)  # "*holds up three fingers*": a gesture; a sign that says "SHOW YOUR WORK": no value
    return "\nAnswer: " + marked + "\n\n*" + emote.group(1) + emote.group(2) + "*"  # (the answer, then the action)


# A transcript's note of a sound or a gap, which says nothing: "[pause]", "[inaudible]", "[audio cuts]".
_NONVERBAL = re.compile(r"(?i)\[[ \t]*(?:(?:long|short|brief)\s+)?(?:pause|inaudible|unintelligible|indistinct|crosstalk|laughs?|"
                        r"laughter|chuckles?|sighs?|coughs?|clears\s+throat|silence|music|applause|static|beep|noise|"
                        r"background\s+noise|breathing|audio\s+cuts?(?:\s+out)?|end\s+of\s+(?:recording|transcript|audio)|"
                        r"recording\s+ends)[ \t]*\]")
# A negating prefix in brackets, leaving the word both ways: "(in)valid", "(im)plausible", "(un)true".
_OPTIONAL_PREFIX = re.compile(r"\((in|im|un|ir|il|non-?|dis)\)([A-Za-z]{2,40})")
# Text escaped rather than said, read as the text it stands for (never run): JSON/Python escapes
# ("\u0020\u006f\u0072" is " or"), URL escapes ("presto%20or%20gala"), and bytes smuggled in
# variation selectors after a character ("23." and VS17.. says "23. or 21").
_UNICODE_ESCAPES = re.compile(r"(?:\\u[0-9A-Fa-f]{4}){2,400}")
_URL_ESCAPED = re.compile(r"%[0-9A-Fa-f]{2}(?:[^\s%]{0,40}%[0-9A-Fa-f]{2}){1,400}[^\s%]{0,40}")  # (opens on an escape: linear)
_SELECTOR_RUN = re.compile("[\ufe00-\ufe0f\U000e0100-\U000e01ef]{2,400}")


def _selector_bytes(run: str) -> str:
    said = bytes(ord(ch) - 0xFE00 if ord(ch) < 0x10000 else ord(ch) - 0xE0100 + 16 for ch in run)
    return " " + said.decode("utf-8", "ignore") + " "


def _unescaped(text: str) -> str:
    if "\\u" in text:
        text = _UNICODE_ESCAPES.sub(lambda m: "".join(chr(int(m.group(0)[i + 2: i + 6], 16))
                                                      for i in range(0, len(m.group(0)), 6)), text)
    if "%" in text:
        text = _URL_ESCAPED.sub(lambda m: unquote(m.group(0)), text)
    if not text.isascii():
        text = _SELECTOR_RUN.sub(lambda m: _selector_bytes(m.group(0)), text)
    return text


# A number with its base as a subscript: "(18)_{16}", "(1101)_2".
_BASE_SUBSCRIPT = re.compile(r"\(([0-9A-Fa-f]{1,32})\)_\{?(\d{1,2})\}?")


def _subscript_in_decimal(m: re.Match) -> str:
    """A number written with its base as a subscript, in decimal ("(18)_{16}" → "24")."""
    base = int(m.group(2))
    try:
        return str(int(m.group(1), base)) if 2 <= base <= 36 else m.group(0)
    except ValueError:
        return m.group(0)


def _in_decimal(m: re.Match) -> str:
    """A number said in another notation ("in binary: 1111", "in Roman numerals: LIX"), said in
    decimal (the reader reads decimals; the same value is then said again, another one offered)."""
    notation, said = m.group(1).lower(), m.group(2)
    try:
        value = roman_value(said.upper()) if notation.startswith("roman") else \
            int(said, 2 if notation == "binary" else 8 if notation == "octal" else 16)
    except ValueError:
        return m.group(0)
    if value is None:
        return m.group(0)
    before = m.string[max(0, m.start() - 2): m.start()].rstrip()
    # under a label of its own ("Final answer in Roman numerals: LIX") the label keeps its colon
    return f": {value}" if before[-1:].isalpha() else f" {value}"


def roman_value(said: str) -> int | None:
    """A Roman numeral's value (None if it is not one: "IIII", "VX", "TEN")."""
    if not said or not set(said) <= _ROMAN.keys():
        return None
    total = 0
    for i, ch in enumerate(said):
        value = _ROMAN[ch]
        total += -value if i + 1 < len(said) and _ROMAN[said[i + 1]] > value else value
    return total if 0 < total < 4000 and _to_roman(total) == said else None


def _to_roman(n: int) -> str:
    out = []
    for value, numeral in _ROMAN_PARTS:
        count, n = divmod(n, value)
        out.append(numeral * count)
    return "".join(out)


_ROMAN = {"I": 1, "V": 5, "X": 10, "L": 50, "C": 100, "D": 500, "M": 1000}
_ROMAN_PARTS = ((1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"), (50, "L"), (40, "XL"),
                (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I"))
# A number said in another notation, under its name: "in binary: 1111", "in Roman numerals: LIX", "(hex: 0x1F)".
# (or right after its name, in a gloss: "195 (binary 11000011, decimal 195)")
_NOTATION_GLOSS = re.compile(r"(?i)\b(?:(?:in|as)[ \t]+)?(binary|roman[ \t]+numerals?|hex(?:adecimal)?|octal)"
                             r"(?:[ \t]+(?:notation|form))?(?:[ \t]*(?::|=|is\b)[ \t]*|[ \t]+(?=(?:0[bxo])?[0-9a-f]{1,32}[,;)]))"
                             r"(?:0[bxo])?([0-9a-f]{1,32}|[MDCLXVI]{1,16})\b")


# A LaTeX cases environment: a value per row, each under its condition.
_CASES = re.compile(r"\\begin\{cases\}([^$]{0,800}?)\\end\{cases\}")


def _cases_as_rows(m: re.Match) -> str:
    """``\\begin{cases} Yes & \\text{if read loosely} \\\\ No & \\text{if read strictly} \\end{cases}``
    read as its rows: "Yes if read loosely; No if read strictly" (each value given for its case)."""
    return "; ".join(" ".join(row.replace("&", " ").split()) for row in m.group(1).split("\\\\") if row.strip())


# A diff's fenced block, up to its closing fence: its lines as the change leaves them.
_DIFF_BLOCK = re.compile(r"(?m)^([ \t]*```)[ \t]*(?:diff|patch)[ \t]*\n((?:(?![ \t]*```)[^\n]*\n){0,400})")


def _diff_applied(m: re.Match) -> str:
    """A diff's lines as its change leaves them: a removed line ("- Answer: (C)") is gone, an added
    one ("+ Answer: (B)") is said, a context line stays (the file headers "---"/"+++" go)."""
    kept = []
    for line in m.group(2).splitlines(keepends=True):
        if line.startswith(("---", "+++", "@@")) or line.startswith("-"):
            continue
        kept.append(line[1:] if line.startswith(("+", " ")) else line)
    return m.group(1) + "\n" + "".join(kept)


def _unselected_gone(text: str) -> str:
    """Checklists, radio buttons and answer sheets read as what they select: an unticked item ("- [ ] D",
    "(○) D", a sheet's "D  ○") is dropped and a ticked one keeps its item without the tick ("- [x] C",
    "(●) C", "C  ●" say "C"). With no
    ticked item the text is left as it is (a list of empty boxes marks nothing). Lines marked at their
    end are read alike: beside a ticked one ("… ✓"), a crossed one ("… ✗") is dropped."""
    if "☒" in text and "☐" in text and not _SELECTED.search(text):
        text = text.replace("☒", "☑")  # "☐ True  ☒ False": beside empty boxes, the box with an X is the one ticked
    if ("✗" in text or "✘" in text or "❌" in text or "✖" in text) and _TICKED_LINE.search(text):
        # option lines marked at their end, one ticked and the others crossed ("(A) Modifiers ✗⏎(D) Named
        # Entities ✓"): a crossed line is ruled out, as an unticked box is
        text = _CROSSED_LINE.sub("", text)
    if not _SELECTED.search(text):
        return text
    sheet = _MARKED_BUBBLE.search(text) is not None  # (an answer sheet: a bubble marked on an option's line)
    unticked = [m.group(0) for pattern in (_UNTICKED_TASK, _UNSELECTED_ITEM) for m in pattern.finditer(text)]
    if any(_SAID_OF_IT.search(item) for item in unticked):
        return text  # "- [ ] C (also correct)": the item says more than its value; the boxes decide nothing
    if sheet and any(not _EMPTY_BUBBLE_NOTE.fullmatch(m.group(1)) for m in _UNMARKED_BUBBLE.finditer(text)):
        return text  # "D  ⊘ ← erased, but still my backup": the bubble's note says more than that it is empty
    text = _UNTICKED_TASK.sub("", text)
    if sheet:
        text = _HALF_MARKED.sub(" (also marked) ", text)  # "C  ◐ (half-filled, in case)" beside "D  ●": marked too
        text = _UNMARKED_BUBBLE.sub("", text)
    text = _UNSELECTED_ITEM.sub(" ", text)
    return _SELECTED.sub(" ", text)


# Words that say something of an unticked item beyond naming it ("also correct", "equally valid", "is fine").
_SAID_OF_IT = re.compile(r"(?i)\b(?:correct|right|valid|also|too|fine|works?|possible|maybe|perhaps|equally|"
                         r"acceptable|defensible|either|or|and|both|best|good|is|are|could|might|may)\b|[?!]")
# A ticked box or a selected radio button; an unticked task-list line ("- [ ] D", not a Dyck "[ ]" in
# working: a bracket after the box is no item); an unselected radio item up to the next button or line end.
# (a bubble half filled is marked too: "A ◐ (half-filled, in case)" beside "C ●" marks two)
_SELECTED = re.compile(r"\([●◉]\)|[●◉☑✅◐◑◒◓]|(?<=[-*+] )\[[xX✓✔]\]")
# A line of an answer sheet whose bubble is left empty, erased or crossed out: "B  ○", "B  ⊘  ← erased", "(E)  ✗ (crossed
# out)"; its note may only say so (a whitelist: in a Japanese ○/× table, "B ○" marks B right, and no ● line stands beside it).
_UNMARKED_BUBBLE = re.compile(r"(?m)^[ \t>*_-]*[(\[]?[A-Ra-r][)\].]?[ \t]+[○◯☐⊘✗✘❌✖]([^\n●◉☑✅◐◑◒◓]{0,80})(?:\n|$)")
_EMPTY_BUBBLE_NOTE = re.compile(r"(?i)[\s(\[←<—–-]*(?:(?:erased|crossed(?:\s+out)?|struck(?:\s+out)?|blank|empty|unmarked|"
                                r"not\s+marked|left\s+blank|rubbed\s+out|ruled\s+out|wrong|no)[\s)\].,;]*)*")
_MARKED_BUBBLE = re.compile(r"(?m)^[ \t>*_-]*[(\[]?[A-Ra-r][)\].]?[ \t]+[●◉◐◑◒◓]")
_HALF_MARKED = re.compile(r"[◐◑◒◓]")
_UNTICKED_TASK = re.compile(r"(?m)^[ \t]*[-*+][ \t]+\[ \][ \t]+(?![\s)\]}>]|[(\[{<][\s)\]}>])[^\n]*(?:\n|$)")
# A line that ends on a tick, and one that ends on a cross ("(D) Named Entities ✓", "(A) Modifiers ✗")
# (or at their start: "✅ (A) …⏎❌ (B) …")
_TICKED_LINE = re.compile(r"(?m)[ \t][✓✔✅☑]\ufe0f?[ \t]*$|^[ \t>*_-]*[✓✔✅☑]\ufe0f?[ \t]")
_CROSSED_LINE = re.compile(r"(?m)^(?:[^\n]*[ \t][✗✘❌✖]\ufe0f?[ \t]*|[ \t>*_-]*[✗✘❌✖]\ufe0f?[ \t][^\n]*)(?:\n|$)")
_UNSELECTED_ITEM = re.compile(r"(?:\([○◯]\)|[○◯☐])[^\n●◉☑✅○◯☐]{0,200}")


# Numbered citation marks after words, dropped when the reply lists its references ("[1] Problem statement").
_CITATION = re.compile(r"(?<=\S)[ \t]?(?:\[\d{1,2}\])+")
_REFERENCE_LIST = re.compile(r"(?m)^[ \t]*\[1\][ \t]+\S")
_LISTED_REFERENCE = re.compile(r"(?m)^[ \t]*\[(\d{1,2})\][ \t]+\S")
_CITED = re.compile(r"\d+")
# Without a reference list, search citations as an answer engine writes them ("… = 30 ounces. [1]⏎**30** [1]",
# its sources returned apart): marks of small numbers after a space or a mark, two or more of them, none
# where a value is given ("Answer: [5]", "x = [5]"); a mark glued to a word indexes ("sqrt[41]", "p[1]").
_LOOSE_CITATION = re.compile(r"(?<=[\s.,;!?*)\"'])\[([1-9]\d?)\](?=[\s.,;:!?\[]|$)")
_GIVES_VALUE = re.compile(r"(?i)(?:[:=]|\b(?:is|are|was|be|answer))[\s*_]*$")
MAX_CITED = 12
_CITATION_OPENINGS = tuple(f"[{digit}" for digit in range(1, 10))
# HTML layout and emphasis, and Command R's grounding marks ("<co: 0>130</co: 0>"), read as the text they lay out.
_INLINE_HTML = re.compile(r"(?i)</?(p|br|div|li|ul|ol|h[1-6]|strong|b|em|i|span|sup|sub|small|big|u|mark|abbr|ruby|rt|rb|rp|font|"
                          r"cite|q|kbd|var|samp|tt|code|hr)(?:\s[^<>\n]{0,200})?\s*/?>|</?co:[\d,\s]{1,20}>")
# (typography says its text as the words around it do: underlined, marked or quoted text as bold text is; a superscript,
# a subscript, small print or a ruby gloss beside a value is a second thing said: "False<sup>True</sup>",
# "<ruby>(G)<rt>(C)</rt></ruby>", "<small>} )</small>"; a footnote's mark is none)
_HTML_AS_MARKDOWN = {"strong": "**", "b": "**", "em": "*", "i": "*", "span": "", "sup": " | ", "sub": " | ",
                     "small": " | ", "ruby": " ", "rt": " | ", "rb": " ", "rp": " ", "big": "", "u": "", "mark": "",
                     "abbr": "", "font": "", "cite": "", "q": "", "kbd": "", "var": "", "samp": "", "tt": "",
                     "code": " "}
# Pandoc's subscript: one word between single tildes ("**yes**~no~"; "~~…~~" strikes, "~18 eggs" approximates).
_PANDOC_SUBSCRIPT = re.compile(r"(?<![~\w])~([^~\s]{1,20})~(?![~\w])")
# Text set small beside a value: a superscript, a subscript, small print, a ruby gloss.
_SET_SMALL = re.compile(r"(?i)<(sup|sub|small|rt)>([^<>\n]{0,200})</\1>")
_SET_NUMBER = re.compile(r"[-−+]?\d{1,3}")
# ... and what is a value on its own: an option's letter, a figure, an answer word, a run of closing brackets
_SET_VALUE = re.compile(r"(?i)[(\[]?[A-R][)\]]?|[$€£]?[-−]?\d[\d,.]*|yes|no|true|false|valid|invalid|plausible|implausible|"
                        r"[\])}>\[({<](?:[ \t]*[\])}>\[({<])*")


def _small_said(m: re.Match) -> str:
    """A number set as a superscript or subscript is notation ("km h<sup>-1</sup>", "H<sub>2</sub>O", "18<sup>16</sup>" a
    power); a value set small is a second thing said beside the answer ("False<sup>True</sup>" is "False | True", as the
    element's tag mapping says); anything else set small is a remark: working in brackets ("$18 <small>(9 eggs × $2)
    </small>"), words as words ("<small>(one symbol)</small>": a bracket would be a dyck answer's symbol)."""
    tag, inner = m.group(1).lower(), m.group(2).strip()
    if tag in ("sup", "sub") and _SET_NUMBER.fullmatch(inner):
        if tag == "sup":
            return "^" + inner
        # a subscript number inside a name is part of it ("H<sub>2</sub>O"); else it is a base or an index, dropped
        # ("5<sub>10</sub>", "B<sub>1</sub>")
        inside = m.string[m.start() - 1: m.start()].isalpha() and m.string[m.end(): m.end() + 1].isalpha()
        return inner if inside else ""
    if _SET_VALUE.fullmatch(inner):
        return m.group(0)
    inner = inner.strip("()")
    return f" ({inner}) " if any(ch.isdigit() for ch in inner) else f" {inner} "


# A footnote's mark set in superscript: "18<sup>1</sup>", "<sup>[2]</sup>", "<sup>*</sup>" (nothing said).
_FOOTNOTE_SUP = re.compile(r"(?i)<sup>[ \t]*(?:\[?\d\]?|\[\d{1,2}\]|[*†‡§])[ \t]*</sup>")


def _as_markdown(m: re.Match) -> str:
    tag = (m.group(1) or "").lower()
    if not tag:
        return ""  # a grounding mark
    if tag == "li":  # (an item that opens its own line starts no blank line: "</li>⏎<li>" keeps the list one block)
        return "" if m.group(0).startswith("</") else "- " if m.string[m.start() - 1: m.start()] in ("\n", "") else "\n- "
    return _HTML_AS_MARKDOWN.get(tag, "\n")


#: An XML namespace prefix before an element's name: '<m:Answer>', '</soap:Body>' (the name is what follows it).
XML_PREFIX = r"(?:[A-Za-z_][\w.-]{0,15}:)?"
# An element with attributes, and one attribute: '<answer value="19" alt="18"/>'.
_ELEMENT_WITH_ATTRIBUTES = re.compile(
    r"<" + XML_PREFIX + r"([A-Za-z_][\w-]{0,30})((?:\s+[A-Za-z_][\w-]{0,30}\s*=\s*\"[^\"<>\n]{0,200}\"){1,8})\s*(/?)>")
_ATTRIBUTE = re.compile(r"([A-Za-z_][\w-]{0,30})\s*=\s*\"([^\"<>\n]{0,200})\"")
# ... and one closed on its line: '<answer alt="C">B</answer>', '<p aria-label="Yes or No">Final answer: <b>Yes</b></p>'.
_CLOSED_WITH_ATTRIBUTES = re.compile(
    r"<" + XML_PREFIX + r"([A-Za-z_][\w-]{0,30})((?:\s+[A-Za-z_][\w-]{0,30}\s*=\s*\"[^\"<>\n]{0,200}\"){1,8})\s*>"
    r"((?:[^<>\n]|</?(?:b|strong|i|em|u|code|mark)>){0,400})"  # (its content may hold inline emphasis: "Final answer: <b>Yes</b>")
    r"</" + XML_PREFIX + r"\1\s*>")
# Elements that hold what a reply says of one option ('<option id="B">', '<d id="A">', '<distractor letter="C">'),
# and the attribute naming that option by its letter. (Not a pick's or an alternative's element: '<alternative
# id="C">Mercury</alternative>' offers C.)
_ABOUT_AN_OPTION = frozenset({"option", "opt", "d", "distractor", "item", "entry"})
_OPTION_ID = re.compile(r'\s+(?:id|key|letter|option|label|ref)\s*=\s*"[(\[]?([A-Za-z])[)\]]?"\s*')
# Attributes that hold the element's own value: '<answer value="19"/>' says "answer: 19".
_OWN_VALUE = frozenset({"value", "val", "content", "text"})
# Attributes that name the element's value: '<meta name="final-answer" content="(D)">'.
_NAMING = frozenset({"name", "itemprop", "property"})


# Attributes that only dress an element ('style="color:#9e9e9e"', 'class="muted"'): they say nothing.
_PRESENTATION = frozenset({"style", "class", "align", "width", "height", "color", "bgcolor", "face", "size", "dir", "lang"})


def attributes_as_labels(text: str) -> str:
    """``text`` with each element's attributes written as labels, each on its own line:
    ``<answer value="19" alt="18"/>`` → ``answer: 19`` / ``alt: 18`` (a value attribute is the
    element's own); ``<answer confidence="high">`` → ``confidence: high`` before ``<answer>``; an
    element closed on its line keeps its content first: ``<answer alt="C">B</answer>`` →
    ``<answer>B</answer>`` / ``alt: C`` (said beside the answer, as a label line after it is)."""
    def labels(name: str, attributes: str) -> str:
        found = _ATTRIBUTE.findall(attributes)
        # a form field or a meta tag names its value: '<input name="final_answer" value=") ]">' says "final_answer: ) ]"
        name = next((value for key, value in found if key.casefold() in _NAMING), name)
        return "".join(f"\n{name if key.casefold() in _OWN_VALUE else key}: {value}" for key, value in found
                       if key.casefold() not in _PRESENTATION)

    def closed(m: re.Match) -> str:
        name, attributes = m.group(1), m.group(2)
        if name.casefold() in _ABOUT_AN_OPTION and (letter := _OPTION_ID.fullmatch(attributes)):
            # an element about one option, named by its letter alone: '<d id="A">The structure of DNA — …</d>' is
            # the list item "- (A) The structure of DNA — …" (what it says of A is its verdict; another attribute,
            # '<option id="B" status="correct">', is said of it as before)
            return f"\n- ({letter.group(1)}) {m.group(3)}\n"
        return f"<{name}>{m.group(3)}</{name}>{labels(name, attributes)}\n"

    def element(m: re.Match) -> str:
        said = labels(m.group(1), m.group(2))
        return said + "\n" if m.group(3) else f"{said}\n<{m.group(1)}>"
    return _ELEMENT_WITH_ATTRIBUTES.sub(element, _CLOSED_WITH_ATTRIBUTES.sub(closed, text))


#: Most hidden segments read one by one (see final_section).
MAX_HIDDEN = 16
# How far back the answer check looks across visible chunks ("Answer:" in one, "B" in the next).
_COMMIT_REACH = 200


def _split_think(reply: str) -> tuple[tuple[str, ...], str, tuple[str, ...], str | None]:
    """``(reasoning_chunks, visible, late_thoughts, unclosed)`` of a reply with ``<think>`` blocks.

    Think blocks before anything visible (one or several chunks, or everything before a lone
    ``</think>``) are the reasoning; the visible text is everything outside think blocks after
    it; a think block that opens after visible text is a late thought (it may reopen the
    answer); ``unclosed`` is the content of a ``<think>`` never closed, else None.
    """
    if _THINK_OPEN not in reply:  # closes only: everything before the last one was reasoning
        end = reply.rfind(_THINK_CLOSE)
        if end == -1:
            return (), reply, (), None
        return (reply[:end],), reply[end + len(_THINK_CLOSE):], (), None
    reasoning, visible, late = [], [], []
    pos, inside, opened_at, first_open = 0, False, 0, None
    reset_at = None  # the last close with no open: everything before it was reasoning (sliced once, at the end)
    committed, said = False, ""  # whether the visible text so far gives an answer (kept as it grows: linear)
    said_between: list[str] = []  # answers said between two closes
    at = 0  # where the next tag is looked for; inside a block only its close matters (a nested open is text)
    while True:
        close = reply.find(_THINK_CLOSE, at)
        opening = -1 if inside else reply.find(_THINK_OPEN, at)
        if opening != -1 and (close == -1 or opening < close):
            chunk = reply[pos:opening]
            question = NEW_QUESTION.search(chunk) if "\n" in chunk else None
            if question and (committed or _COMMITTED.search(said[-_COMMIT_REACH:] + chunk[:question.start()])):
                # after the answer a new exercise begins ("</answer>⏎⏎Question: …⏎<think>…"): its think blocks
                # are its own, and all of it goes where the section is cut at its question
                visible.append(reply[pos:])
                pos = len(reply)
                break
            visible.append(chunk)
            committed = committed or bool(_COMMITTED.search(said[-_COMMIT_REACH:] + chunk))
            said = (said + chunk)[-_COMMIT_REACH:]
            inside, opened_at = True, opening + len(_THINK_OPEN)
            first_open = opened_at if first_open is None else first_open
            at = opened_at
        elif close == -1:
            break
        elif inside:
            # reasoning, unless an answer was already given before it opened ("Sure!" is no answer)
            (late if committed else reasoning).append(reply[opened_at:close])
            inside, pos = False, close + len(_THINK_CLOSE)
            at = pos
        else:
            # a close with no open: a template that opened the block in the prompt, or reasoning that
            # ran on past an earlier close: everything so far was reasoning (but a short answer said
            # between two closes was said: "</think>⏎**(A)**⏎</think>⏎**(B)**" offers both)
            between = reply[pos:close]
            if pos and len(between) <= _SAID_BETWEEN_CHARS and _COMMITTED.search(between):
                said_between.append(between)
            reset_at = close
            reasoning, visible, late, committed, said = [], [], [], False, ""
            pos = at = close + len(_THINK_CLOSE)
    if reset_at is not None:
        reasoning.insert(0, reply[first_open or 0: reset_at])
    unclosed = None
    if inside:
        unclosed = reply[opened_at:]
        if committed:
            late.append(unclosed)
    else:
        visible.append(reply[pos:])
    return tuple(reasoning), "\n".join(visible), tuple(said_between + late), unclosed


#: The longest text between two closes read as an answer said there (longer text is reasoning run on).
_SAID_BETWEEN_CHARS = 200


_INLINE_COMMENT = re.compile(r"[^\n<>]{1,40}")
_WORD_BEFORE = re.compile(r"\w[^\n]{0,2}$")
_WORD_AFTER = re.compile(r"[ \t]{0,3}[^\s<]")


def _without_comments(reply: str) -> tuple[str, tuple[str, ...]]:
    """The reply without its HTML comments, and what they say: a reader never sees a comment, but an
    answer given in one is still offered ("Answer: 19 <!-- final answer: 18 -->"). A short comment
    inside a line's words is read in place ("The answer is <!-- not --> 8." says "not 8")."""
    kept, comments, pos = [], [], 0
    while (start := reply.find("<!--", pos)) != -1:
        end = reply.find("-->", start + 4)
        if end == -1:
            break  # an unclosed comment hides nothing we can be sure of: it is read as text
        said = reply[start + 4: end]
        if _INLINE_COMMENT.fullmatch(said) and _WORD_BEFORE.search(reply, max(pos, start - 40), start) and \
                _WORD_AFTER.match(reply, end + 3):
            kept.append(reply[pos:start] + " " + said + " ")
            pos = end + 3
            continue
        kept.append(reply[pos:start])
        comments.append(said)
        pos = end + 3
    kept.append(reply[pos:])
    return " ".join(kept), tuple(comments)


def encoded(text: str) -> tuple[str, ...]:
    """What the text says in an encoding a reader does not read, decoded (never run): base64 runs
    that decode to text ("QWN0dWFsbHksIDY4Lg==" says "Actually, 68."), and what follows a "rot13"
    label. An answer said there is offered as one in a hidden turn is."""
    found = []
    for tried, m in enumerate(_BASE64_RUN.finditer(text)):
        if len(found) >= MAX_ENCODED or tried >= MAX_ENCODED_TRIES:
            break  # (bounded work: a reply of long words is not decoded word by word)
        run = m.group(0)
        if len(run) % 4:
            continue
        try:
            said = base64.b64decode(run, validate=True).decode("utf-8")
        except (binascii.Error, UnicodeDecodeError):
            continue
        if said.isprintable() and sum(ch.isalpha() for ch in said) >= len(said) // 2:
            found.append(said)
    if _ENCODING_NAMED.search(text) is not None:
        # a short run the reply says is encoded ("(A) · base64: `KEQp`", "260 (hex: `0xa0`)"): read whatever its length
        for m in _LABELLED_RUN.finditer(text):
            if len(found) >= MAX_ENCODED:
                break
            said = _decoded(m.group(1) or m.group(2))
            if said:
                found.append(said)
    if ("rot" in text or "ROT" in text or "Rot" in text) and (label := _ROT13_LABEL.search(text)) is not None:
        found.append(codecs.decode(text[label.end(): label.end() + MAX_ENCODED_CHARS], "rot13"))
    if ("back" in text or "revers" in text) and (label := _REVERSED_LABEL.search(text)) is not None:
        line_end = text.find("\n", label.end())
        found.append(text[label.end(): line_end if line_end != -1 else len(text)][:MAX_ENCODED_CHARS][::-1])
    if "\u202e" in text:  # right-to-left override: shown reversed ("49 \u202e45 ebyam ro\u202c" shows "or maybe 54")
        found.extend(m.group(1)[::-1] for m in _RIGHT_TO_LEFT.finditer(text, 0) if len(found) < MAX_ENCODED + 4)
    return tuple(found)


# Text said to be written backwards ('(read backwards: ".21 si rewsna")'); a right-to-left override's run.
# ("Close them in reverse order: } )" is a Dyck answer's working, not reversed text)
_REVERSED_LABEL = re.compile(r"(?i)\b(?:read\s+(?:it\s+)?backwards?|reversed(?!\s+order)(?:\s+text)?|written\s+backwards?|"
                             r"(?:read|written|spelled|text|said)\s+in\s+reverse(?!\s+order))[^\n:]{0,20}:")  # (not "close in reverse:")
# An encoding named beside a run it applies to: "base64: `KEQp`", "(hex in brackets): 4 [`0x2`]".
_ENCODING_NAMED = re.compile(r"(?i)\b(?:base[-\s]?64|b64|hex(?:adecimal)?)\b")
_LABELLED_RUN = re.compile(r"`((?:0x)?[A-Za-z0-9+/_=-]{2,200})`|(?i:\b(?:base[-\s]?64|b64|hex)\b[ \t]*:[ \t]*)"
                           r"((?:0x)?[A-Za-z0-9+/_-]{2,200}={0,2})(?![A-Za-z0-9+/=_-])")


def _decoded(run: str) -> str:
    """A short run read as hex ("0xa0" says 160) or base64 (either alphabet; "KEQp" says "(D)"), or ""."""
    if run[:2] in ("0x", "0X"):
        try:
            return str(int(run, 16))
        except ValueError:
            return ""
    try:
        said = base64.b64decode(run.replace("-", "+").replace("_", "/") + "=" * (-len(run) % 4), validate=True).decode("utf-8")
    except (binascii.Error, UnicodeDecodeError, ValueError):
        return ""
    return said if said.strip() and said.isprintable() else ""
_RIGHT_TO_LEFT = re.compile("\u202e([^\u202c\n]{1,400})")


# A base64 run: 16 or more of its characters, padded to a multiple of four.
_BASE64_RUN = re.compile(r"(?<![A-Za-z0-9+/])[A-Za-z0-9+/]{16,800}={0,2}(?![A-Za-z0-9+/=])")
_ROT13_LABEL = re.compile(r"(?i)\brot[-\s]?13\b[^\n:]{0,40}:?")
MAX_ENCODED = 4
MAX_ENCODED_TRIES = 64
MAX_ENCODED_CHARS = 400


# A chat log's or a transcript's timestamp opening a line: "[10:02] ", "[00:01:12] ".
_TIMESTAMP = re.compile(r"(?m)^[ \t]*\[\d{1,2}:\d{2}(?::\d{2})?(?:[.,]\d{1,3})?\][ \t]*")
#: Emoji and pictographs, as a character class's body: a line of them says nothing ("And the answer is... 🥁🥁🥁").
EMOJI = "\U0001F000-\U0001FAFF\u2600-\u26FF\u2728\uFE0F\u200D"
# A notebook's cell prompts ("In [30]:", "Out[29]:") and llama.cpp's timing lines after its "[end of text]"
# ("llama_perf_context_print: eval time = 2301.30 ms / 469 runs"): the program's figures, not the model's.
_NOTEBOOK_PROMPT = re.compile(r"(?m)^[ \t]*(?:In|Out)[ \t]?\[\d{1,5}\][ \t]*:")
_RUNTIME_LOG = re.compile(r"(?m)^llama_(?:perf_\w+|print_timings)[ \t]*:[^\n]*\n?")


# GLM-4's answer box, "<|begin_of_box|>18<|end_of_box|>", and a box token left unpaired.
_TOKEN_BOX = re.compile(r"<\|begin_of_box\|>([^\n]{0,400}?)<\|end_of_box\|>")
_BOX_TOKENS = re.compile(r"<\|(?:begin|end)_of_box\|>")


#: Longest reply read as a structured-output record (a record is short; a long reply is prose), and longest value.
MAX_RECORD_CHARS = 4_000
MAX_RECORD_VALUE_CHARS = 200
# A sentence ending inside a value, another following: prose, not an answer.
_SENTENCE_INSIDE = re.compile(r"[.!?]\s+\S")
# A member named as a result ("sorted_words", "total_cost", "choice") and not as one set aside ("rejected", "original").
_RESULT_KEY = re.compile(r"(?i)answer|result|output|final|solution|sort|choice|chosen|select|predict|label|value|total|count|"
                         r"number|option|letter|verdict|response|amount|sum|pick")
_SET_ASIDE_KEY = re.compile(r"(?i)reject|elimin|exclu|discard|wrong|incorrect|invalid|not|alt|other|second|backup|fallback|"
                            r"orig|input|given|unsorted|question|prompt|reason|explan|step|work|note|draft|tentativ|unverif|"
                            r"provision|candidate|guess|maybe|possib|least|worst|distract|trap|decoy|hint|common|typical|"
                            r"example|hypothe|if_|partial|interim|prelim|"
                            r"(?:answer|result|choice|option|candidate|label|value|pick|letter)s\b")
# ... one whose list is one answer: a word list in order.
_LIST_KEY = re.compile(r"(?i)sort|word|order|sequence|list")
# A reply that is one JSON object and nothing else, fenced or not.
_WHOLE_RECORD = re.compile(r"\s*(?:```[ \t]*(?:json)?[ \t]*\n)?\s*(\{.*\})\s*(?:```)?\s*", re.S)


def _single_member_as_answer(reply: str) -> str:
    """A reply that is a structured-output record of one member under the schema's own name (``{"sorted_words": […]}``,
    ``{"total_cost": 42}``): that member is the answer, as ``{"answer": …}`` would be. Parsed as data, never run; a record
    of several members, or of an object, is read as it is."""
    whole = _WHOLE_RECORD.fullmatch(reply)
    if whole is None:
        return reply
    try:
        record = json.loads(whole.group(1), object_pairs_hook=list)  # (every member: a key given twice is two members)
    except ValueError:
        return reply
    if not isinstance(record, list) or len(record) != 1 or not _RESULT_KEY.search(key := record[0][0]) or \
            _SET_ASIDE_KEY.search(key):
        return reply  # (a lone "reasoning" member is the working; a "rejected" or "original" one is no answer)
    value = record[0][1]
    if isinstance(value, str) and (len(value) > MAX_RECORD_VALUE_CHARS or _SENTENCE_INSIDE.search(value)):
        return reply  # (a reasoning written under "response" is prose, read as it is)
    if not (isinstance(value, (str, int, float)) and not isinstance(value, bool)
            or isinstance(value, list) and value and all(isinstance(item, str) for item in value) and _LIST_KEY.search(key)):
        return reply  # (a list is one answer only as a word list: "sorted_words"; "answers": [A, B] names two)
    return json.dumps({"answer": value}, ensure_ascii=False)


# A line end escaped as the two characters "\\n" (not a LaTeX command that opens so: "\\neq", "\\nu", "\\nabla").
_ESCAPED_LINE_END = re.compile(r"\\n(?!(?:eq|e|u|abla|eg|ewline|ewcommand|ewpage|ot|otin|i|mid|leq|geq|leqslant|geqslant|less|gtr|"
                               r"parallel|subseteq|supseteq|atural|earrow|warrow|exists|olimits|oindent|onumber|ormalsize|"
                               r"obreak|oalign)(?![a-z]))")


def final_section(reply: str) -> Section:
    """Return the folded section of ``reply`` that holds the committed answer."""
    if "\r" in reply:
        reply = reply.replace("\r\n", "\n").replace("\r", "\n")  # CRLF and CR line ends are line ends
    elif "\\n" in reply and "\n" not in reply and _ESCAPED_LINE_END.search(reply):
        # a serving stack that escaped the reply's line ends once too often ("…to clot.\\n\\nAnswer: C"): they are line
        # ends still
        reply = _ESCAPED_LINE_END.sub("\n", reply)
    if reply.rstrip(" \t\n`").endswith("}") and len(reply) <= MAX_RECORD_CHARS:
        reply = _single_member_as_answer(reply)
    reply, comments = _without_comments(reply) if "<!--" in reply else (reply, ())
    if not reply.isascii() and _TAG_RUN.search(reply):
        # Unicode tag characters spell ASCII no reader sees: what they say is offered, as an HTML
        # comment is, never the answer itself ("I can't determine this.<tags: Final answer: A>")
        comments += tuple(said for run in _TAG_RUN.findall(reply) if (said := run.translate(_FOLD)).strip())
        reply = _TAG_RUN.sub("", reply)
    if "]" in reply and _TIMESTAMP.search(reply):  # a chat log's timestamps say nothing: "[10:02] (E)??"
        reply = _TIMESTAMP.sub("", reply)
    if "]" in reply and _NOTEBOOK_PROMPT.search(reply):  # nor a notebook's cell prompts: "In [30]:", "Out[29]:"
        reply = _NOTEBOOK_PROMPT.sub("", reply)
    if "llama_" in reply:  # nor a runtime's timing log after the reply ("eval time = 2301.30 ms / 469 runs")
        reply = _RUNTIME_LOG.sub("", reply)
    if "_of_box|>" in reply:  # GLM's box tokens box their answer as \boxed{} does
        reply = _BOX_TOKENS.sub("", _TOKEN_BOX.sub(r"\\boxed{\1}", reply))
    if "[unused1" in reply:  # openPangu's reasoning and end-of-turn tokens, read as the tags they stand for
        reply = reply.replace("[unused16]", "<think>").replace("[unused17]", "</think>").replace("[unused10]", "<|im_end|>")
    if "<|im_start|>think" in reply:  # s1's budget-forcing turns: its "think" turn is reasoning, its "answer" turn the answer
        reply = reply.replace("<|im_start|>think", _THINK_OPEN, 1).replace("<|im_start|>answer", _THINK_CLOSE)
    if "think▷" in reply:  # Kimi's thinking marks, read as the tags they stand for
        reply = reply.replace("◁think▷", _THINK_OPEN).replace("◁/think▷", _THINK_CLOSE)
    if "assistantfinal" in reply and reply.lstrip().startswith("analysis"):
        # harmony with its special tokens stripped ("analysisWe need … = False.assistantfinal**False**")
        reply = reply.replace("assistantfinal", _FINAL_CHANNEL)
    finals = reply.split(_FINAL_CHANNEL)
    if len(finals) > 1:  # harmony: analysis before the final channel(s); every final channel is said
        said = [part[: end.start()] if (end := _HARMONY_END.search(part)) else part for part in finals[1:]]
        text = fold(_visible("\n".join(said)))[-MAX_SECTION_CHARS:]
        return Section(text=text, truncated=False, reasoning=finals[0][-MAX_SECTION_CHARS:])
    reasoning_chunks, text, late, unclosed = _split_think(reply) if "think>" in reply else ((), reply, (), None)
    reasoning = reasoning_chunks[-1] if reasoning_chunks else ""
    truncated = unclosed is not None
    unfinished = ""
    if unclosed is not None and not late:  # reasoning that never closed: only what came before it was said
        unfinished = unclosed.rstrip()
        paragraph = unfinished.rfind("\n\n")  # its last paragraph: "**Answer:**⏎The result is True."
        unfinished = unfinished[paragraph + 2 if paragraph != -1 else 0:][-_LAST_PARAGRAPH_CHARS:]
        # a line cut mid-word ("the answer is 7" of "75") is not a commitment; a closed one is
        unfinished = fold(unfinished) if unfinished.endswith(_CLOSED_LINE_ENDS) else ""
    if len(text) > MAX_SECTION_CHARS:
        text = text[-MAX_SECTION_CHARS:]
    reasoning = reasoning[-MAX_SECTION_CHARS:]
    # after closed reasoning, a question opening the text is a new exercise (the reasoning answered)
    if '"' in text or "“" in text or "    " in text or ">" in text or "`" in text:
        text = without_examples(text)
    text, turns = _cut_continuation(without_loop(fold(_visible(text))), after_reasoning=bool(reasoning))
    hidden = late + turns + comments + encoded(text)
    if len(hidden) > MAX_HIDDEN:  # bounded work: the earliest ones are read as one
        hidden = ("\n".join(hidden[: -MAX_HIDDEN + 1]),) + hidden[-MAX_HIDDEN + 1:]
    hidden = tuple(fold(h[-MAX_SECTION_CHARS:]) for h in hidden)
    if reasoning and not truncated and not text.strip():
        # nothing was said after the reasoning: the answer it reached is the only one given
        text = _before_new_question(fold(reasoning))
    thought = ""
    if unclosed is not None and not late:
        # the reply never left its reasoning (what it said before, "Sure!", answers nothing): the
        # last answer it committed to before it was cut off is its answer (the labelling guide),
        # read from the chunks it closed and the one it did not; used when the text says none
        thought = fold(_before_new_question(("\n".join(reasoning_chunks) + "\n" + unclosed)[-MAX_SECTION_CHARS:])).rstrip()
        if not thought.endswith(_CLOSED_LINE_ENDS):
            thought = thought[: max(thought.rfind(" "), thought.rfind("\n"), 0)]  # its last word may be cut ("7" of "75")
    return Section(text=text, truncated=truncated, reasoning=reasoning, unfinished=unfinished, hidden=hidden,
                   thought=thought)


# A sentence or a line, as a unit a degenerate decoder repeats.
_LOOP_UNIT = re.compile(r"[^.!?\n]+[.!?]*")
#: How much of the end is read for a loop; copies a loop needs; units one copy may have.
LOOP_TAIL_CHARS = 4000
MIN_LOOP_COPIES = 3
MAX_LOOP_UNITS = 4
_LOOP_PROBE = 24


def without_loop(text: str) -> str:
    """``text`` without the loop a decoder ran into at its end: the last one to four sentences (or lines) repeated
    three times or more, maybe cut off mid-copy ("Yes. You return to the start. Yes. You return to the start. Yes.
    You return to the"), said once. A repetition says nothing more than the first copy."""
    tail_start = max(0, len(text) - LOOP_TAIL_CHARS)
    if len(text) > 2 * _LOOP_PROBE and text.count(text[-2 * _LOOP_PROBE:-_LOOP_PROBE], tail_start) < MIN_LOOP_COPIES - 1:
        return text  # (a loop says the text near its end again and again: one C-level count rules most replies out)
    units = [(m.start(), m.end(), " ".join(m.group(0).split())) for m in _LOOP_UNIT.finditer(text, tail_start)]
    units = [unit for unit in units if unit[2]]
    n = len(units)
    if n < MIN_LOOP_COPIES or sum(unit[2] == units[-2 if n > 1 else -1][2] for unit in units) < MIN_LOOP_COPIES - 1:
        return text  # (a unit near the end said again and again, or no loop)
    said = [unit[2] for unit in units]
    for size in range(1, MAX_LOOP_UNITS + 1):
        for cut in range(size, -1, -1):  # units of the copy the loop was cut off in (its last one cut short)
            end = n - cut
            if end < size * MIN_LOOP_COPIES:
                continue
            pattern = said[end - size:end]
            if cut and (said[end:n - 1] != pattern[:cut - 1] or not pattern[cut - 1].startswith(said[n - 1])):
                continue
            copies = 1
            while end - size * (copies + 1) >= 0 and said[end - size * (copies + 1):end - size * copies] == pattern:
                copies += 1
            if copies >= MIN_LOOP_COPIES:
                return text[:units[end - size * (copies - 1) - 1][1]]
    return text


# A quotation given as an example of the answer's form: 'a single line such as "Answer: 36"', 'the format is
# one line like "Answer: 35"', 'a reply picking True would read "Answer: True"'.
_EXAMPLE_QUOTE = re.compile(r'(?i)\b(?:such\s+as|like|e\.g\.?|for\s+(?:example|instance)|would\s+(?:read|look\s+like)|'
                            r'format(?:ted)?(?:\s+(?:is|as))?|template|example|sample)[ \t:,]{0,3}(?:"[^"\n]{1,200}"|“[^”\n]{1,200}”)')
# ... not the reply's own: "my answer would read "(B)""
_OWN_BEFORE = re.compile(r"(?i)\b(?:my|our)\b[^.!?\n]{0,40}$")


def without_examples(text: str) -> str:
    """``text`` with what example quotations say blanked (:data:`_EXAMPLE_QUOTE`): an example of the
    answer's form is no answer, and its value is neither offered nor committed to."""
    def blank(m: re.Match) -> str:
        if _OWN_BEFORE.search(text, max(0, m.start() - 40), m.start()):
            return m.group(0)
        quote = m.group(0)
        opening = min(i for i in (quote.find('"'), quote.find("“")) if i != -1)
        return quote[: opening + 1] + " " * (len(quote) - opening - 2) + quote[-1]
    if _EXAMPLE_BLOCK.search(text):  # (its gate skips a text without an example's words or a block's mark)
        # ... and an example set off under its introduction: "… a bad answer format, e.g.⏎⏎    Answer: True", "> **Example of a
        # poor final line**:⏎> "The answer is 300.""
        text = _EXAMPLE_BLOCK.pattern_object.sub(lambda m: m.group(1) + re.sub(r"[^\n]", " ", m.group(2)), text)
    return _EXAMPLE_QUOTE.sub(blank, text) if '"' in text or "“" in text else text


# An example set off as an indented, quoted or fenced block (or one code line) under the line that introduces it.
_EXAMPLE_BLOCK = gated(re.compile(r"(?im)^([^\n]*(?:\be\.g\.|\bfor\s+(?:example|instance)|\bexamples?\s+of\b|\bnegative\s+sample|"
                            r"\b(?:bad|poor|wrong|sample)[\s*_-]+(?:output|answer|reply|response|format|final\s+line)s?\b)"
                            r"[^\n]{0,200}\n(?:[ \t]*\n)?)"
                            r"((?:(?:[ ]{4}|\t|[ \t]*>)[^\n]*(?:\n|$)){1,12}|[ \t]*```[^\n]*\n(?:(?!```)[^\n]*\n){0,12}[ \t]*```|"
                            r"[ \t]*`[^`\n]{1,200}`[ \t]*(?=\n|$))"))


def asks_for_not_so(question: str | None) -> bool:
    """The question asks for the one that is NOT so ("Which … is NOT correct?", "… EXCEPT")."""
    return bool(question) and _ASKS_NEGATED.search(question) is not None


def sought_named(reply: str, question: str) -> str:
    """``reply`` with the question's own name for what it seeks read as "the answer", when the
    question asks for the one that is NOT so: under "Which … is NOT correct?", "The statement that
    is NOT correct is C" and "C is the incorrect statement" answer C, as "The answer is C" does
    (elsewhere "the incorrect statement" is an option ruled out). "All of the following … EXCEPT"
    seeks "the exception"; "Which … should not be made?" seeks "the statement that should not be
    made"; "Which statement is sarcastic?" seeks "the sarcastic statement", said in the reply's own voice."""
    named, again = _names_for_the_sought(question)
    if named is None:
        return reply

    def identified(m: re.Match) -> str:  # (only where it is said to be an option: "B might look like the false
        # statement" names nothing)
        if not (_COPULA_BEFORE.search(reply, max(0, m.start() - 12), m.start()) or _COPULA_AFTER.match(reply, m.end())):
            return m.group(0)
        if again is None and not _OWN_VOICE_LEAD.fullmatch(reply, _sentence_start(reply, m.start()), m.start()):
            return m.group(0)  # a property's name said in the reply's own voice only: not "At first glance the sarcastic
            # statement is (B), but …", "My first thought was that the humorous edit is (A)"
        return "the answer" if m.group(0)[:1] == "t" else "The answer"
    read = named.sub(identified, reply)
    if read != reply and again is not None and again.search(read, len(os.path.commonprefix((reply, read)))):
        return reply  # "The incorrect statement is C, though D might also be false": two named, none read as the answer
    return read


# What is not so, in a question, a reply's name for its answer, or a verdict: "NOT correct", "false", "inaccurate".
_NOT_SO_WORDS = r"incorrect|false|untrue|inaccurate"
_NOT_SO = r"not\s+(?:correct|true|accurate|valid)|" + _NOT_SO_WORDS
_NOT_SO_NEEDLES = ("incorrect", "false", "untrue", "inaccurate", "not correct", "not true", "not accurate", "not valid")
# A question that asks for the one that is not so: "Which … is NOT correct?", "… is false?", "… EXCEPT".
_ASKS_NEGATED = re.compile(r"\bEXCEPT\b|\b(?:is|are)\s+NOT\s+(?:correct|true|accurate|valid)\b|"
                           r"(?i:\b(?:which|what)\b[^?\n]{0,200}?\b(?:is|are)\s+(?:" + _NOT_SO + r")\s*"
                           # (or of what, after it: "Which of the following sentence is FALSE regarding regression?")
                           r"(?:(?:regarding|about|concerning|of|for|in|when|with\s+respect\s+to)\b[^?\n]{1,80})?\?)")
# The reply's name for it: "the statement that is NOT correct", "the incorrect statement", "the false one".
_NEGATED_NAMED = re.compile(r"(?i)\bthe\s+(?:only\s+)?(?:(?:one|statement|option|choice|claim|assertion|sentence|item)\s+"
                            r"(?:that|which)(?:\s+(?:is|was)\s+not|'s\s+not|\s+isn't|\s+wasn't)\s+(?:correct|true|accurate|valid)|"
                            r"(?:one|statement|option|choice|claim|assertion|sentence|item)\s+(?:that|which)\s+(?:is|was)\s+"
                            r"(?:" + _NOT_SO_WORDS + r")|(?:" + _NOT_SO_WORDS + r")\s+(?:one|statement|claim|"
                            r"assertion|sentence)|wrong\s+(?:statement|claim|assertion|sentence))\b")
# A question that asks which one should not be said or done: "which of the following statements should not be made?"
_ASKS_NOT_DONE = re.compile(r"(?i)\b(?:which|what)\b[^?\n]{0,200}?\b(should|would|could|can|must|will|does|do)\s+not\s+"
                            r"([a-z]+(?:\s+[a-z]+)?)\b[^?\n]{0,160}\?")  # ("… should not be made by an auditor in a report …?")


# A question that asks which one has a property: "Which statement is sarcastic?", "Which of the following is a humorous
# edit of this artist or movie name?" (the property's first word).
_ASKS_WHICH_IS = re.compile(r"(?i)\bwhich\b(?:\s+of\s+the\s+following)?(?:\s+(?:statement|sentence|option|one|choice|answer))?"
                            r"\s+(?:is|are)\s+(?:an?\s+|the\s+(?:most\s+)?)?([a-z]{3,20})\b[^?\n]{0,80}\?")
# Words that name no property ("Which of the following is not …", "which is the …").
_NO_PROPERTY = frozenset("not the this that these those correct incorrect true false".split())
# What may open the sentence before the property's name: a conclusion's word, "I think", a clause that leads up to it.
_OWN_VOICE_LEAD = re.compile(r"(?i)[\s*_>#-]*(?:(?:hmm+|wait|actually|no|oh|ok(?:ay)?|well|sorry|right)[,.!—\s]+){0,3}"
                             r"(?:(?:so|thus|therefore|hence|overall|clearly|finally|in\s+conclusion|"
                             r"considering\s+[^,.\n]{0,60}),?\s*)?(?:i\s+(?:think|believe|conclude)\s+(?:that\s+)?)?")


def _sentence_start(text: str, at: int) -> int:
    return max(((i + len(stop)) if (i := text.rfind(stop, 0, at)) != -1 else 0 for stop in (". ", "! ", "? ", "\n", ": ")),
               default=0)


@lru_cache(maxsize=256)
def _property_named(word: str) -> re.Pattern:
    """The reply's name for the one with the asked property: "the sarcastic statement", "the humorous edit"."""
    return re.compile(rf"(?i)\bthe\s+(?:only\s+|most\s+)?{re.escape(word)}(?:\s+(?:statement|sentence|option|one|choice|"
                      rf"answer|edit|name|version|phrase))?(?=[\s*_]+(?:is|would\s+be)\b)")


@lru_cache(maxsize=256)
def _not_done_named(aux: str, predicate: str) -> re.Pattern:
    """The reply's name for the one asked for, in the question's own words: "the statement that should not be made"."""
    words = r"[\s*_]+".join(map(re.escape, predicate.split()))  # (emphasis may fall anywhere: "should **not** be made")
    return re.compile(rf"(?i)\bthe\s+(?:only\s+)?(?:one|statement|option|choice|claim|assertion|sentence|item|answer)\s+"
                      rf"(?:that|which)[\s*_]+{aux}[\s*_]+not[\s*_]+{words}\b")


@lru_cache(maxsize=4096)
def _names_for_the_sought(question: str) -> tuple[re.Pattern | None, re.Pattern | None]:
    """The reply's name for what the question seeks, and how another option is said to be so too (None for a property:
    "(B) is sarcastic too" is working as often as a second answer); ``(None, None)`` for any other question (read once per
    question, not once per reply)."""
    low = question.lower()
    asked = _ASKS_NEGATED.search(question) if "EXCEPT" in question or "NOT" in question or \
        any(word in low for word in _NOT_SO_NEEDLES) else None  # (the words every match needs, looked for first)
    if asked is not None:
        return (_EXCEPTION_NAMED if asked.group(0) == "EXCEPT" else _NEGATED_NAMED), _ANOTHER_NEGATED
    # ... or for the one that should not be said or done: "Which of the following statements should not be made?" is
    # answered by "The statement that should not be made is D" (and "…, though C should not be made either" names two)
    what = _ASKS_NOT_DONE.search(question) if "not" in question else None
    if what is None:
        # ... or for the one with a property, named by it: "Which statement is sarcastic?" is answered by "The sarcastic
        # statement is (A)", "Which of the following is a humorous edit …?" by "The humorous edit is (C)"
        which = _ASKS_WHICH_IS.search(question) if "which" in low else None
        if which is None or which.group(1).lower() in _NO_PROPERTY:
            return None, None
        return _property_named(which.group(1).lower()), None
    aux, predicate = what.group(1).lower(), " ".join(what.group(2).lower().split())
    return _not_done_named(aux, predicate), _not_done_said(aux, predicate)


@lru_cache(maxsize=256)
def _not_done_said(aux: str, predicate: str) -> re.Pattern:
    words = r"[\s*_]+".join(map(re.escape, predicate.split()))
    return re.compile(rf"(?i)\b{aux}[\s*_]+not[\s*_]+{words}\b")


# (not "the incorrect choice": a wrong pick)
_EXCEPTION_NAMED = re.compile(r"(?i)\bthe\s+(?:only\s+)?exception\b")
# Where the name is identified with an option: "C is the incorrect statement", "The false one is C", "… NOT correct: C".
_COPULA_BEFORE = re.compile(r"(?i)\b(?:is|was|are|be|=)[\s*_]*$")
# Another option called not so after the answer is named: "…, but D could also be false", "D is also NOT correct".
_ANOTHER_NEGATED = re.compile(r"(?i)\b(?:is|are|be)\s+(?:also\s+)?(?:" + _NOT_SO + r")\b")
_COPULA_AFTER = re.compile(r"(?i)[\s*_]*(?:is|was|=|:|here\s+is)(?!\w)")


#: The shortest question text taken out of a reply wherever it is echoed (a shorter one may be part of
#: an answer: it is taken out only under a "Q:"/"Question:"/"Input:" label, or as the reply's whole first
#: paragraph, "True and False is⏎⏎To evaluate …").
MIN_ECHO_CHARS = 40


def without_question(reply: str, question: str) -> str:
    """``reply`` with every copy of the row's own ``question`` blanked out (spacing may differ:
    line ends, non-breaking spaces): an echoed question ("Q: <question>⏎A: …", the question pasted
    before the reasoning) answers nothing, but its option list and numbers would read as answers."""
    words = question.split()
    if not words:
        return reply
    folded_question = " ".join(words[:-1] if words[-1] == "is" and len(words) > 1 else words)
    # (a question that ends on its answer's copula, "not ( True ) and ( True ) is", is echoed without it too)
    # (a word of its opening not even there, as in most replies: no whole copy to look for)
    options = _OPTIONS_HEADING.search(question)
    stem = " ".join(question[:options.start()].split()) if options else ""  # the words before its option list
    spans = list(_echoes(reply, stem, folded_question)) if max(words[:8], key=len) in reply else []
    echoed = set(spans)
    spans += _labelled_parts(reply, folded_question)
    if words[-1] == "is":  # the copy with its "is" is the copy too (the echoes are among the spans)
        with_copula = {(start, end): (start, m.end() if (m := _COPULA.match(reply, end)) else end) for start, end in spans}
        spans, echoed = list(with_copula.values()), {with_copula[span] for span in echoed}
    quoted = _quoted_parts(reply, stem or folded_question)  # (a quote is the question named, however short;
    # an option's own text, quoted, answers)
    spans += quoted
    spans += [(start, end) for start, end in _alternatives_asked(reply, question[:options.start()] if options else question)
              if not any(s <= start < e for s, e in spans)]  # (within a whole copy, the copy is the span)
    short = len(question.strip()) < MIN_ECHO_CHARS  # only a labelled copy ("Q: True and False is") is an echo
    out, pos = [], 0
    for start, end in sorted(spans):
        if start < pos:
            continue
        head = reply[pos:start]
        label = _ECHO_LABEL.search(head, max(0, len(head) - 24))  # its "Q:" label goes with it
        if label is not None and (_OPTIONS_AFTER.match(reply, end) if (start, end) in echoed
                                  else _OPTIONS_HEADING.search(reply, end, end + _NEW_ITEM_CHARS)) and \
                " ".join(reply[start:end].split()) != folded_question and \
                _COMMITTED.search(reply, max(0, start - _ANSWERED_BEFORE_CHARS), start):
            break  # the stem asked again with options of its own after an answer, or the task's opening put to a
            # new item ("Question: In the following sentences, … ⏎Sentence: <another>⏎Options: …"): a new exercise,
            # cut there (nothing from there on is the reply's: no other span of it is blanked either)
        if short and label is None and (start, end) not in quoted and not (
                (pos == 0 and not head.strip(_MARKUP_CHARS) or head.rstrip(" \t`*_#>").endswith("\n\n"))
                and _PARAGRAPH_END.match(reply, end)):
            continue  # (a paragraph that is only the copy echoes it: "Let me evaluate.⏎⏎not not True or not True")
        head = head[:label.start()] if label else head
        if head.endswith((">", "> ")) and (quote := _QUOTE_MARK.search(head)) is not None:
            head = head[:quote.start(1)]  # the copy was quoted ("> <question>"): the mark goes with it
        out.append(head + " ")
        options = _ECHOED_OPTION_BLOCK.match(reply, end)  # the stem echoed, then its options in any markup
        pos = options.end() if options else end
    if out:
        out.append(reply[pos:])
        reply = "".join(out)
    return _before_invented_exercise(reply, question)


# A markdown quote's mark opening the line a copy of the question stands on.
_QUOTE_MARK = re.compile(r"(?:^|\n)[ \t]*(>[> \t]*)$")


#: The least share of a question block's character trigrams found in the row's question for the block
#: to be that question asked again (echoes differ in spacing, markup, a dropped line); a few-shot
#: continuation's next exercise shares its task's wording, not its own item.
ECHO_SHARE = 0.85
_QUESTION_BLOCK_CHARS = 600
_OPENS_WITH_QUESTION = re.compile(r"\s*(?:Question|Problem|Q)[ \t]*:")
# English function words, one of which a question in English all but always has.
_ENGLISH_WORD = re.compile(r"(?i)\b(?:the|is|are|was|what|which|how|who|does|did|will|would|of|and|to|in|for|with)\b")
# (the block ends at an answer label, a blank line, or the end of a line that asks: "Question: What is …?⏎I go …")
_BLOCK_END = re.compile(r"\n[ \t]*(?:A|Answer)[ \t]*:|\n[ \t]*\n|(?<=\?)[ \t]*\n")


def _before_invented_exercise(reply: str, question: str) -> str:
    """The reply up to a question it invents before it answers: "…not False = True.⏎⏎Q: ( False or
    not False or False ) is⏎A: Let's think step by step. … So the answer is True." answers another
    item (a base model running on into its few-shot prompt's next exercise), not this one. A block
    that asks the row's own question again (an echo however laid out) is the reply's, as is any
    after an answer (:func:`_cut_continuation` cuts those) or inside reasoning that closes later."""
    if "Q" not in reply and "Problem" not in reply and "#" not in reply:
        return reply  # (no question label anywhere: a text of a million newlines costs one scan, not a regex walk)
    reach = max(0, len(reply) - MAX_SECTION_CHARS)  # (the section read is the reply's end)
    if (opening := _OPENS_WITH_QUESTION.match(reply)) is not None and _other_options(reply, opening.end(), question):
        return ""  # a reply that opens on another item of the task and answers that one (a base model running on)
    m = NEW_QUESTION.search(reply, reach)
    if m is not None and _other_options(reply, m.end(), question):
        return reply[:m.start()]  # "Q: … each holding a ball … Options: (A) pink ball (B) white ball …" where the row's
        # options are books: the same task's next item, whatever precedes it
    if m is None or _COMMITTED.search(reply, reach, m.start()) or reply.find("<think>", 0, m.start()) != -1 \
            or reply.find("</think>", m.end()) != -1 or not reply[reach:m.start()].strip() \
            or ANSWERED_ON_ITS_LINE.match(reply, m.end()) and ANY_ANSWER_LABEL_LINE.search(reply, m.end()):
        return reply  # (nor is the reply's own summary of what is asked, answered on its line, then answered under a label)
    end = _BLOCK_END.search(reply, m.end(), m.end() + _QUESTION_BLOCK_CHARS)
    block = " ".join(reply[m.end(): end.start() if end else m.end() + _QUESTION_BLOCK_CHARS].lower().split())
    if len(block.split()) < 5 or _OPENS_WITH_QUESTION.match(reply):
        return reply  # a label with the echo blanked after it, too little to tell, or a reply that works by
        # asking itself questions ("Q: How many eggs are left?⏎A: 9.⏎Q: And the money?⏎A: 18.")
    if _ENGLISH_WORD.search(question) and not _ENGLISH_WORD.search(block):
        return reply  # the question asked again in the reply's own language ("Pregunta: Què li passarà a la Quinn?"):
        # a prompt's next exercise is in the prompt's language
    asked = _trigrams(" ".join(question.lower().split()))
    own = _trigrams(block)
    return reply if len(own & asked) >= ECHO_SHARE * len(own) and not _other_numbers(block, question) else reply[:m.start()]


def _other_options(reply: str, start: int, question: str) -> bool:
    """The question block at ``start`` lists options of its own (two or more), none of them the row's: another item."""
    end = _BLOCK_END.search(reply, start, start + _QUESTION_BLOCK_CHARS * 2)
    said = _OPTION_LINE.findall(reply, start, end.start() if end else start + _QUESTION_BLOCK_CHARS * 2)
    asked = " ".join(question.split()).casefold()
    return len(said) >= 2 and not any(" ".join(text.split()).casefold() in asked for text in said)


_OPTION_LINE = re.compile(r"(?m)^[ \t]*\([A-R]\)[ \t]*(\S[^\n]*?)[ \t]*$")


def _other_numbers(block: str, question: str) -> bool:
    """Half or more of the numbers a question block states (two at least) are not the row's question's, in digits or
    words (an echo may write "three" as 3): the same task's next item ("Q: This SVG path element <path d="M 20.00,20.00 L 30.00,10.00 …"/> draws a"), which an echo would copy."""
    said = _BLOCK_NUMBER.findall(block)
    if len(said) < 2:
        return False
    known = set(_BLOCK_NUMBER.findall(question)) | {str(value) for _, _, value in iter_word_values(question)}
    other = sum(number not in known for number in said)
    return other >= 2 and other * 2 >= len(said)


_BLOCK_NUMBER = re.compile(r"\d{2,}(?:\.\d+)?|\d\.\d+")  # (a digit alone may stand for "an", "a pair": not counted)


def _trigrams(text: str) -> set[str]:
    return {text[i:i + 3] for i in range(len(text) - 2)}


def _alternatives_asked(reply: str, stem: str) -> list[tuple[int, int]]:
    """Where the reply copies word for word a question of the row's that asks between alternatives ("Is the
    argument, given the explicitly stated premises, deductively valid or invalid?"): both are asked, neither offered."""
    if "?" not in stem or "?" not in reply or " or " not in stem:
        return []
    spans = []
    for asked in _alternative_questions(stem):
        at = reply.find(asked)
        while at != -1 and len(spans) < 8:
            spans.append((at, at + len(asked)))
            at = reply.find(asked, at + len(asked))
    return spans


#: How far after a labelled copy of the task's opening a new item's options are looked for.
_NEW_ITEM_CHARS = 600
@lru_cache(maxsize=4096)
def _alternative_questions(stem: str) -> tuple[str, ...]:
    """The questions between alternatives a stem asks (read once per question, not once per reply)."""
    return tuple(asked for asked in (a.strip() for a in _ALTERNATIVE_QUESTION.findall(stem)) if len(asked) >= MIN_ASKED_CHARS)


#: The shortest question of the row's own that is read as asked again where the reply copies it.
MIN_ASKED_CHARS = 30
_ALTERNATIVE_QUESTION = re.compile(r"[^.?!\n\"]*\bor\b[^.?!\n\"]*\?")
_COPULA = re.compile(r"[ \t]+is\b")
_PARAGRAPH_END = re.compile(r"[ \t`*_]*(?:\n[ \t]*\n|\Z)")
_MARKUP_CHARS = " \t\n`*_#>"  # what may wrap a copy that opens the reply: "`not ( True ) and ( True )`"
# An option list's heading right after an echoed stem.
_OPTIONS_AFTER = re.compile(r"\s*[*_#]*(?:Options|Choices|Answer choices)[*_]*\s*:")


def _echoes(reply: str, stem: str, whole: str):
    """The spans of ``reply`` that copy the question's words in order with any run of whitespace
    between them, or its stem (the words before its option list: a reply may echo the question
    without it), leftmost first, the whole question preferred. Found with ``str.find`` on both texts'
    whitespace folded to one space (linear, no pattern compiled per question), then mapped back.
    ``stem``: the stem so folded ("" when the question has no option list); ``whole``: the question so folded."""
    first = stem or whole  # the stem opens the whole question: every echo starts with it
    words = reply.split()  # (str.split is many times faster than a whitespace pattern)
    folded = " ".join(words)
    unfold = None
    at = folded.find(first)
    while at >= 0:
        length = len(whole) if stem and folded.startswith(whole, at) else len(first)
        unfold = unfold or _Unfolder(reply, words, folded)
        yield unfold.position(at), unfold.position(at + length - 1) + 1
        at = folded.find(first, at + length)


def _quoted_parts(reply: str, stem: str) -> list[tuple[int, int]]:
    """The contents of quotes that copy one of the question's own questions, or all of it ('Answer
    to "How long will it take?": 5', 'You asked: "Is the argument valid or invalid?"', 'Answer to
    "The false sign fallacy is": (D)'): the question named, not answered, however short. ``stem``:
    the question's words before its options, joined by single spaces (a quoted option answers)."""
    found = []
    if '"' not in reply and "\u201c" not in reply:
        return found
    for seen, m in enumerate(_QUOTED.finditer(reply)):
        if seen >= MAX_QUESTION_LABELS:
            break  # (bounded work)
        group = 1 if m.group(1) is not None else 2
        said = " ".join(m.group(group).split())
        if said == stem or said.endswith("?") and len(said) >= _MIN_QUOTED_QUESTION and said in stem:
            found.append((m.start(group), m.end(group)))
    return found


_QUOTED = re.compile(r'"([^"\n]{1,400})"|\u201c([^\u201d\n]{1,400})\u201d')
_MIN_QUOTED_QUESTION = 12


def _labelled_parts(reply: str, folded_question: str) -> list[tuple[int, int]]:
    """Lines under a question label ("Q: <the question's first sentences, maybe cut off>") that
    copy a stretch of the question at least :data:`MIN_ECHO_CHARS` long, or hold all of it, after visible text: the
    same question asked again, whose answer is a second answer to it, not one to a new exercise.
    ``folded_question``: the question's words joined by single spaces."""
    found = []
    for seen, (label_start, content) in enumerate(_question_labels(reply)):
        if seen >= MAX_QUESTION_LABELS:
            break  # (bounded work: a reply does not echo its question this often)
        lead_from = max(0, label_start - _MAX_LABEL_LEAD)
        line_start = reply.rfind("\n", lead_from, label_start) + 1
        if not line_start and lead_from or not _LABEL_LEAD.fullmatch(reply, line_start, label_start):
            continue  # not a label opening its line
        line_end = reply.find("\n", content)
        said = " ".join(reply[content: line_end if line_end != -1 else len(reply)].split())
        if not said:
            continue
        if folded_question not in said and (len(said) < MIN_ECHO_CHARS or said not in folded_question):
            continue  # (the question may come with its context: "Q: <story> <question>")
        window = max(0, label_start - _ANSWERED_BEFORE_CHARS)
        opened = reply.rfind(_THINK_CLOSE, window, label_start)
        if not _ANSWERED.search(reply, opened + len(_THINK_CLOSE) if opened != -1 else window, label_start):
            # no answer given before it (nothing, or a preamble: "Sure!"): a transcript the visible
            # text opens with, which a stop sequence would cut (LABELLING.md: the reasoning's answer
            # stands); only after a visible answer is the question asked again and answered twice
            continue
        end = line_end if line_end != -1 else len(reply)
        while end < len(reply):  # the copy goes on line by line while it is still the question's
            line_end = reply.find("\n", end + 1)
            line_end = len(reply) if line_end == -1 else line_end
            longer = said + " " + " ".join(reply[end:line_end].split())
            if longer.rstrip() == said or longer not in folded_question:
                break
            said, end = longer, line_end
        found.append((content, end))
    return found


#: Question labels read for an echoed question, at most.
MAX_QUESTION_LABELS = 64
#: Colons read back for a question label, at most.
MAX_LABEL_COLONS = 4096


def _question_labels(reply: str):
    """``(start, content_start)`` of each question label ("Q:", "**Question:**", "Input:"): found
    from the colons with ``str.find`` (a pattern tried at every character costs more than the
    rest of grading), each read back over the few characters before it."""
    if reply.count(":") > _MANY_COLONS:  # (a text of colons: one scan in C instead of a loop over them)
        colons = (m.end() - 1 for m in _LABEL_END.finditer(reply))
    else:
        colons = (i for i in _positions(reply, ":") if i and reply[i - 1] in _LABEL_LAST_CHARS)
    for checked, colon in enumerate(colons):
        if checked >= MAX_LABEL_COLONS:
            break  # (bounded work: a text of thousands of labels is no echoed question)
        m = _QUESTION_LABEL.search(reply, max(0, colon - 16), colon + 1)
        if m is not None:
            yield m.start(), _AFTER_LABEL.match(reply, colon + 1).end()


def _positions(text: str, char: str):
    at = text.find(char)
    while at != -1:
        yield at
        at = text.find(char, at + 1)


# An answer given in the visible text before a question asked again (how far back it is looked for).
_ANSWERED = re.compile(r"(?i)answer|\\boxed")
_ANSWERED_BEFORE_CHARS = 2000
# A question label ("Q:", "**Question:**", "Input:") that opens its line (after at most _MAX_LABEL_LEAD spaces and markers).
_QUESTION_LABEL = re.compile(r"(?:[Qq](?:uestion)?|QUESTION|[Ii]nput|INPUT|[Ee]xpression|EXPRESSION)[*_]*[ \t]*:$")
_LABEL_LAST_CHARS = frozenset("QqnNtT*_ \t")
_LABEL_END = re.compile(r"[QqnNtT][*_]*[ \t]*:")
_MANY_COLONS = 256
_AFTER_LABEL = re.compile(r"[*_]*[ \t]*")
_LABEL_LEAD = re.compile(r"[ \t]*[*_#]*")
_MAX_LABEL_LEAD = 64


class _Unfolder:
    """Maps positions of a text's words joined by single spaces back to the text, walking its
    words with ``str.find`` only as far as asked (an echo is usually near the start)."""

    def __init__(self, text: str, words: list[str], folded: str) -> None:
        self.text, self.words, self.folded = text, words, folded
        self.done, self.pos = 0, 0  # words walked past, and where the last one walked ends

    def position(self, at: int) -> int:
        """The position in the text of the folded text's non-space character at ``at``."""
        k = self.folded.count(" ", 0, at)  # the words before it
        while self.done < k:
            self.pos = self.text.find(self.words[self.done], self.pos) + len(self.words[self.done])
            self.done += 1
        return self.text.find(self.words[k], self.pos) + at - (self.folded.rfind(" ", 0, at) + 1)


# An option list after an echoed stem: its heading ("**Options:**"), then one option a line.
# (any spacing: CR line ends, no-break spaces)
_ECHOED_OPTION_BLOCK = re.compile(r"[^\S\n]*\n\s*[*_#]*(?:Options|Choices|Answer choices)[*_]*\s*:[*_]*[^\S\n]*\n"
                                  r"(?:[^\S\n]*(?:[-*•]|[(\[]?[A-Ra-r][).:\]])[^\S\n][^\n]*(?:\n|$)){1,26}")
_OPTIONS_HEADING = re.compile(r"\n\s*(?:Options|Choices|Answer choices)\s*:|\n[ \t]*\(?A[.)][ \t]")  # (or its first option: "A. 1131 Hz")


_ECHO_LABEL = re.compile(r"(?i)(?:[*_#]*\b(?:q|question|input|expression)\b[*_]*\s*[:.]?[*_]*\s*)$")

