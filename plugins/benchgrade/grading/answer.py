"""Locate the final answer in a reply's answer section: the two strong layers.

The final answer is read in four layers, strongest evidence first; each verdict
records which one decided (``Verdict.decided_by``):

(a) **statement** — the *last* explicit answer the model committed to: ``the answer is …``,
    ``Answer: …``, ``Final answer: …``, ``the correct option is …``, ``\\boxed{…}``,
    ``#### …``, ``答案：…``, ``Respuesta: …``, "Option B is correct", or a line that is
    nothing but an answer. Earlier statements were superseded ("Answer: 3 … on reflection,
    Answer: 7"), and a statement whose text is not an answer ("the answer is not obvious")
    is passed over.
(b) **block** — an answer heading or label whose answer sits on the following line(s)
    (``**Answer:**⏎The result is True.``, ``## Final Answer⏎(B) green``), a table row
    ``| Answer | (B) |``, ``<answer>…</answer>``, ``{"answer": …}``; whatever wraps the
    answer (quotes of any kind, code fences, blockquotes, bold) is peeled. A harmony-style
    final channel is chosen as the answer section by :mod:`.text`. Statements and blocks
    are one stream read from the end: the last one wins.
(c) **conclusion** and (d) **fallback** — :mod:`.conclusion`: the last sentences, then the
    final paragraph, naming exactly one valid answer.

Whatever layer found it, a final answer that offers a second, different value ("18 or 19",
"B (or possibly D)") is a hedge: ``multiple_answers``, score 0 (:func:`.conclusion.hedged`).

Benchmarks plug in a *reader* (:mod:`.readers`): it says whether a candidate text is an
answer of its kind, which answers a sentence mentions, and which value a text opens with.
This module owns the search for candidates; the reader owns what an answer looks like.
"""
from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass

from .text import EMOJI, XML_PREFIX, final_section  # noqa: F401  (final_section re-exported for benchmark modules)
from .wrappers import braced_argument

#: ``strict`` value of a one-line candidate that is not the reply's last line: it must still be
#: the whole answer, but only in a bare form (``B.``, ``18``); option text there is discussion.
EARLIER_LINE = "earlier line"
#: Longest statement text handed to a reader.
MAX_SPAN_CHARS = 400
#: Boxed answers examined per reply (the last ones).
MAX_BOXED = 32
#: Candidate answers examined per reply (the last ones); a committed answer sits near the end.
MAX_CANDIDATES = 96
#: How much of a line (its end) is searched for answer markers: a line longer than this is no
#: reply's prose but a degenerate run, and only its last markers could be examined anyway.
MAX_MARKER_LINE = 65_536


@dataclass(frozen=True, slots=True)
class Reading:
    """What a reader understood from a candidate: the comparable value and how it was written."""

    value: object
    text: str
    ambiguous: bool = False
    layer: str = "statement"  # which layer found it: see benchgrade.grading.verdict.DECIDED_BY
    withdrawn: bool = False  # the reply negates or takes back this answer ("Answer: not B", "Wait, that's wrong.")
    after: str | None = None  # for a conclusion: the text after its sentence (the rest of the decisive span)
    rest: str = ""  # for a conclusion: the rest of its own clause after the answer (read strictly)


@dataclass(slots=True)  # not frozen: built for every line a walk passes, and frozen init is slow
class Candidate:
    start: int
    text: str
    strict: bool | str  # the whole text must be the answer (boxed contents, lines); see EARLIER_LINE
    source: str   # "statement", "boxed", "line", "block", "transcript" (the "A:" of a Q:/A: transcript)
    layer: str = "statement"  # "statement" or "block" (the answer sits below or inside a label)
    context: str = ""  # the answer and the rest of its sentence, for the hedge check
    alternative: bool = False  # "Alternative answer: …": offered beside an earlier answer
    summary: bool = False  # "Conclusion: …", "Summary: …": a concluding sentence under a label
    end: int = -1  # where the candidate's line ends in the section: the decisive span goes on from here


Reader = Callable[[str, bool], "Reading | None"]

_MARKER = re.compile(
    r"""(?imx)
    (?:
        (?:\b|(?<=_))(?:(?:final|correct|right|best|short|my|definitive|revised)-?)?[\s*_]*answer(?:s\b)?["'\s*_]*(?:\([^()\n]{0,40}\)[\s*_]*)?
            (?:(?:after|upon|on|following|for)[ \t]+(?:checking|review(?:ing)?|reflection|re-?checking|verification|reference)[\s*_]*)?
            (?:(?:to|for)[ \t]+(?:(?:the|this|that|your|its)[ \t]+(?:question|problem|puzzle|task|exercise|version)
               (?:[ \t]+as[ \t]+(?:stated|asked|written|given|posed))?
               # (a qualified one only as a label: "Answer to the modified problem (not the one asked):")
             | (?:the|this|that|your|its)[ \t]+(?:[^\s:,.()]+[ \t]+){1,3}?(?:question|problem|puzzle|task|exercise|version)
               (?:[ \t]+as[ \t]+(?:stated|asked|written|given|posed))?[ \t]*(?:\([^()\n]{0,40}\)[ \t]*)?(?=[*_]*:)
             | "[^"\n]{0,40}"|“[^”\n]{0,40}”)[\s*_]*)?
            (?:is\b|would\s+be\b|should\s+be\b|will\s+be\b|must\s+be\b|=|:|-\s|–|—|\||\.{2,}|…|(?<=[ \t])\.(?=[ \t])
               |comes\s+out(?:\s+(?:the\s+same|as|to|at))?\b|remains\b)+[ \t]*:?[ \t]*  # ("the answer comes out the same: 31")
      | \b(?:final\s+)?answer(?:\*\*|__)[ \t]+(?=[^\s:*_|])
      | \b(?:final\s+)?answer[ \t*_]*(?:→|=>|⇒)[ \t]*  # ("Answer → (D)"; not "answer (A) → (F)", a change of answer)
      | \bfinal[\s*_]*(?::|is\b)[ \t]*
      | \bstep[ \t]*\d{1,2}[ \t]*\(final[ \t]+answer\)[*_]*[ \t]*:[*_]*[ \t]*  # "Step 5 (final answer): 120"
      | \bthe\s+(?:final\s+)?result\s+is\b[ \t:]*
      | (?:^|(?<=\n))[ \t]*(?:[\#>]+[ \t]*)?[*_]*[ \t]*(?:final[ \t]+|short[ \t]+|correct[ \t]+|my[ \t]+)?answer[ \t]*[*_]*[ \t]*:?[ \t]*[*_]*[ \t]*$
      | <""" + XML_PREFIX + r"""(?:(?:[A-Za-z]{1,12}[_-])?answer(?:[_-][A-Za-z]{1,12})?|final|final[_-]answer)>[ \t]*
      | (?:^|(?<=\s))\#{4}[ \t]*
      | (?:^|(?<=\n))[ \t]*[*_]*(?:=>|⇒|→|->|⟹|⟶|∴)[ \t]*
        (?:(?-i:A)[ \t]*:[ \t]*(?=[*_(\[]*(?-i:[A-Z])[)\]]?[*_]*[ \t.—–-]))?  # ("∴ A: **D — (A) and (C)**": a transcript's "A:")
        (?![ \t]*(?![\w.]{0,30}(?:answer|submit|final))[A-Za-z_][\w.]{0,30}\([^\n]{0,300}\)[ \t]*(?:\n|$))
        # (not a tool's call on a line of its own, "→ calc("13 * 204")", "→ python("print(40 - 12)")": a call is no value;
        # "→ submit_answer(17)" gives one)
      | (?:^|(?<=\n))[ \t]*[*_]*(?-i:A)[*_]*[ \t]*:[*_]*[ \t]+(?=\S)
      | (?:^|(?<=\n))[ \t]*[*_]*(?:\(?[A-R]\)?|-?\d[\d,.]*)[*_ \t]*vs\.?[ \t]*[*_]*(?:\(?[A-R]\)?|-?\d[\d,.]*)[*_ \t]*
        (?:→|->|=>|⇒)[ \t]*  # a comparison and what it comes to, opening its line: "A vs D → A; D is a startle"
    )
    """
)
# The rarer markers, searched apart so that the common "answer" hits run the smaller pattern.
_MARKER_MORE = re.compile(
    r"""(?imx)
    (?:
        \b(?:the\s+)?(?:correct|right|best|final)\s+(?:option|choice)(?:\s+here)?[\s*_]*(?:is\b|would\s+be\b|:)[ \t]*:?[ \t]*
      | \b(?:my|our)\s+(?:final\s+)?(?:pick|choice|selection|vote)[\s*_]*(?:is\b|:)[ \t]*:?[ \t]*
      | \bI(?:\s+would|\s+will|'ll|'d|'m|\s+am)?\s+(?:choose|select|pick|recommend|suggest|go\s+with|going\s+with|submitting|commit\s+to(?:\s+it\b)?|am\s+committing\s+to(?:\s+it\b)?)\b(?:\s+option)?[ \t:]*
      | \bI\s*(?:'d|\s+would)\s+say\b[ \t:]*(?:(?:that\s+)?(?:it(?:'s|\s+is)|the\s+answer\s+is)\b[ \t:]*)?
      | \bI\s+(?:think|believe|guess)\s+(?:that\s+)?(?:it(?:'s|\s+is)|the\s+answer\s+is)\b[ \t:]*
      | (?:^|(?<=\n))[ \t]*(?:[\#>]+[ \t]*)?[*_]*[ \t]*(?:conclusion|summary|verdict|tl;?dr|in\s+short|in\s+summary|bottom\s+line|to\s+sum\s+up|short\s+answer|en\s+resumen|en\s+conclusi[oó]n|en\s+bref|en\s+r[ée]sum[ée]|zusammenfassend|fazit|kurz\s+gesagt|em\s+resumo|resumindo|in\s+sintesi|riassumendo|итак|вывод|요약|결론|まとめ|結論|总结|总之)[ \t]*[*_]*[ \t]*(?::|：|[—–](?=[ \t]))[ \t]*[*_]*[ \t]*
      | \bodpowied[zź](?:[\s*_]*:|\s+(?:to|brzmi|jest)\b[\s*_]*:?)[ \t]*
      | \b(?:đáp\s+án|dap\s+an|(?:câu\s+)?trả\s+lời)(?:\s+(?:đúng|cuối\s+cùng))?(?:[\s*_]*:|\s+(?:có\s+thể\s+)?là\b[ \t]*:?)[ \t]*
      | \b(?:(?:rätt|rätta|riktiga|korrekta?)\s+)?(?:svar(?:et)?|antwoord)(?:[\s*_]*:|\s+(?:is|är)\b[ \t]*:?)[ \t]*
      | \bcorrected(?:\s+(?:final\s+)?answer)?[*_]*[ \t]*:[*_]*[ \t]*
      | \b(?:(?:for|with|to)[ \t]+(?:the|this)[ \t]+(?:question|problem|sentence|story|statement|scenario|version|case)[ \t]+)?
            as[ \t]+(?:actually[ \t]+|originally[ \t]+)?(?:written|asked|given|stated|posed)[*_]*[ \t]*
            (?:[:,—–]|(?=[ \t]+it(?:'s|[ \t]+is)\b))[ \t]*(?:it(?:'s|[ \t]+is)[ \t]+)?[*_]*[ \t]*
            (?=[*_(\[]*[^\s.,;:!?*_()\[\]]{1,24}[)\]]?[*_]*[.!]?[*_]*[ \t]*(?:\n|$))  # (a value alone to the line's end, not a
            # sentence of working: "As given: $40 total, …", "for the question as asked, the profit is $1,100")
        # the answer to the question as it stands, after variations of it: "As written, C.", "For the question as
        # actually asked: **No**.", "with the sentence as written, it's **(A)**"
      | "(?:selected|chosen|predicted)(?:[_-]?(?:option|choice|letter|label))?"[ \t]*:[ \t]*  # a record's choice: "selected_option": "A"
      | \bsettled(?:[ \t]+on\b|[*_]*[ \t]*:)[*_]*[ \t]*
      | (?:الإجابة|الجواب)(?:\s+(?:النهائية|الصحيحة))?(?:[\s*_]*:|\s+هي)[ \t]*
      | תשובה(?:\s+(?:הנכונה|הסופית))?(?:[\s*_]*:|\s+היא)[ \t]*
      | απάντηση(?:[\s*_]*:|\s+είναι)[ \t]*
      | คำตอบ(?:ที่ถูกต้อง|สุดท้าย)?[ \t]*(?:คือ|:)[ \t]*
      | (?<![가-힣])답[\s*_]*:[ \t]*
      | (?:^|(?<=\n))[ \t]*[*_]*(?:answer[ \t]+)?key[*_]*[ \t]*:[*_]*[ \t]*
      | (?:^|(?<=\n))[ \t]*(?:[\#>]+[ \t]*)?[*_]*(?:final[ \t]+)?ans(?:\.|[*_]*[ \t]*(?:\([^()\n]{0,40}\)[*_]*[ \t]*)?[:=])[*_]*[ \t]*(?![ \t]*\$?[\w.]+(?:[ \t]*[-+*/×][ \t]*\w|\())
        # ("Ans: 12", "ans = T = 12", "Ans. (B)"; not code working on a variable: "ans = ans * 2", "ans = f(x)")
      | \b(?:respuesta|réponse|reponse|antwort|risposta|resposta|jawaban(?:nya)?|cevap|ergebnis|lösung|resultado|résultat|risultato
           |válasz|vastaus|vastus|r[ăa]spuns(?:ul)?|sagot|odpov[eě]ď|atsakymas|atbilde|odgovor|jawapan(?:nya)?|javob|jibu|yanıt|výsledek
           |erantzuna|emaitza)
            (?:\s+(?:final|finale|correcta|correcte|corretta|correta|certa|juiste|(?:yang\s+)?benar|akhir|zuzena))?[\s*_]*
            (?::|es\b|est\b|ist\b|lautet\b|è\b|é\b|adalah\b|ialah\b|este\b|je\b|on\b|ay\b|ni\b|ir\b|yra\b|(?:pode|puede|podría|poderia|può|potrebbe)\s+(?:ser|essere)\b|
               (?:peut|pourrait)\s+être\b)[ \t]*:?[ \t]*
            (?:(?:donc|alors|also|entonces|pues|quindi|dunque|portanto|então|daher)\b[ \t,:]*)?
      | (?:ответ|答案|回答|答え|(?<!不)正解|정답|(?<![가-힣])답|उत्तर)[\s*_]*(?:是|为|為|は|है|은)?[\s*_]*[:：]?\s*
      | (?<![\w])答[ \t*_]*[:：][ \t]*
      | \b(?:doğru|dogru)[ \t]+(?:cevap|yanıt)[ \t]+(?=[*_(\[]*[A-Z][)\]]?[*_]*(?:[.!'’]|[ \t]*$))
      | (?:відповідь|отговор|одговор|жауап|উত্তর|پاسخ|جواب)(?:\s+(?:نهایی|درست|صحیح))?[\s*_]*[:：][ \t]*
      | (?<![不没沒别別勿])(?:故|所以|因此|因而|应|應|应该|應該|我|最终|最終)[ \t]*(?:选|選)(?:择|擇)?(?![项項])[\s*_]*[:：]?[ \t]*
    )
    """
)
_BOXED = re.compile(r"\\(?:boxed|fbox)\s*\{")
# The closing brackets a box holds up to the last "}" of its line that only wrappers follow.
_BOXED_CLOSERS = re.compile(r"([\s)\]}>]*?)\}(?=[\s$.*_`'\"\\\])]*(?:\n|$))")
_CLOSING_CHARS = frozenset(" )]}>")
# A part of the working named A ("A = (-5 - 6 * 5)"): an "A:" line after it works that part out.
_PART_NAMED_A = re.compile(r"(?<![\w.])A[ \t]*=[ \t]*[(\[]*[ \t]*-?[ \t]*\d")
_TRANSCRIPT = re.compile(r"[ \t\n]*[*_]*A[*_]*[ \t]*:[*_]*[ \t]*")
# "Option B is correct", "(C) is the right answer": the answer stated before its verdict.
# Also an option-by-option verdict line that marks one option correct: "(C) **Correct**: …".
_LETTER_IS_CORRECT = re.compile(
    r"(?i)(?:\b(?:option|choice)\s*)?((?<![\w'])[(\[]?[A-Za-z][)\]]?)(?![\w'])[*_]*\s+is\s+(?:the\s+)?(?:correct|right|best)\b"
    r"|^[ \t]*(?:[-*][ \t]*)?[*_]*([(\[][A-Za-z][)\]]|[A-Za-z][).:])[*_]*[ \t]*[:\-–—]?[ \t]*[*_]*(?:correct|right)\b[*_]*[ \t]*(?:[:.\-–—(]|$)",
    re.M)
# "X is the answer", "**B** is the correct answer": the answer as the subject of its verdict.
_IS_THE_ANSWER = re.compile(r"(?i)[*_]*[ \t]+(?:(?:is|was|would\s+be|(?P<given>as))[ \t]+(?:the|my|our)[ \t]+|(?:←|<-{1,2}|⟵)[ \t]*(?:(?:the|my)[ \t]+)?)"
                            r"(?:correct[ \t]+|right[ \t]+|final[ \t]+|best[ \t]+)?answer\b")  # "B is the answer", "18 ← answer"
_ASKED = re.compile(r"[ \t*_]*\?")
# What opens "… X as the answer" when the reply itself takes X: "This gives", "So we get", "I'll take".
_TAKEN_AS = re.compile(r"(?i)[ \t]*(?:(?:so|thus|therefore|hence|then|and)[ \t,]+)?(?:this|that|it|which|we|i)"
                       r"(?:'ll|[ \t]+will)?[ \t]+(?:gives?|yields?|leaves?|get|gets|got|obtain|have|has|take|choose|pick|"
                       r"select|settle[ \t]+on|go[ \t]+with|end[ \t]+up[ \t]+with|arrive[ \t]+at)[ \t]+(?:us[ \t]+|me[ \t]+)?")
# ... with its qualifier: "is the correct answer", "was my final answer".
_QUALIFIED_ANSWER = re.compile(r"\b(?:the|my|our)[ \t]+(?:correct|right|final|best)[ \t]+answer\b")
# "answer" as the object of a verb of seeking ("To find the answer:", "Let's work out the answer:",
# "Here's how to get the answer:"): a purpose, not a label.
_SOUGHT = re.compile(r"(?i)\b(?:find|finding|determine|determining|work\s+out|working\s+out|get|getting|calculate|"
                     r"calculating|compute|computing|figure\s+out|reach|arrive\s+at|obtain|derive|solve\s+for)"
                     r"\s+(?:the|an|our|my|this|that)?[\s*_]*$")
# A verb of planning how to put the answer, right before its label: "Let's craft final: mention both …".
_PLANNED = re.compile(r"(?i)\b(?:craft|crafting|draft|drafting|compose|composing)[ \t]+(?:the[ \t]+|a[ \t]+|my[ \t]+|our[ \t]+)?$")
_SUBJECT_START = re.compile(r".*(?:[.!?:;,][ \t]|\n)|", re.S)
# Lines that are never a bare answer: list bullets and worked steps ("- 55 cents", "cost = 65").
#: A label that rules out the values under it: "<rejected>(C)</rejected>", "Ruled out: (J)", YAML "ruled_out:".
RULED_OUT_LABEL = (r"(?:rejected|ruled[ _-]?out|eliminated|excluded|discarded|wrong|incorrect|distractors?|"
                   r"not[ _-]?(?:chosen|selected)|why[ _-]not)")  # ("**Why not the others:**")
_NOT_AN_ANSWER_LINE = re.compile(r"[-*•]\s|.*=|"  # (... or a line that rules its value out)
                                 r"(?i:[\s*_>#-]*(?:<[\s*_]*)?" + RULED_OUT_LABEL + r"\b)")
# Every marker above contains one of these (lower case); see _markers.
_STATEMENT_KEYWORDS = ("answer", "final", "result", "####", "=>", "⇒", "→", "->", "⟹", "⟶", "∴", "a:", "a**:", "a*:", "vs")
# one is in every _MARKER match; "A:" is a Q:/A: transcript's answer label
_MORE_KEYWORDS = ("correct option", "right option", "best option", "final option", "final choice",
                  "correct choice", "right choice", "best choice", "choose", "select", "pick", "recommend", "suggest", "submit", "commit", '"chosen', '"predicted',
                  "go with", "going with", "as written", "as asked", "as actually", "as originally", "as given", "as stated",
                  "as posed",
                       "i'd say", "i would say", "i think", "i believe", "i guess",
                       "conclusion", "summary", "verdict", "tl;dr", "tldr", "in short", "bottom line", "sum up",
                       "resumen", "conclusión", "en bref", "résumé", "resume", "zusammenfassend", "fazit", "kurz gesagt", "resumo",
                       "resumindo", "sintesi", "riassumendo", "итак", "вывод", "요약", "결론", "まとめ", "結論", "总结", "总之",
                       "short answer", "respuesta", "réponse", "reponse", "antwort",
                       "risposta", "resposta", "jawaban", "cevap", "ergebnis", "lösung", "resultado", "résultat",
                       "risultato", "ответ", "答", "回答", "正解", "选", "選",
                       "válasz", "vastaus", "vastus", "răspuns", "raspuns", "sagot", "výsledek", "odpověď", "odpoveď", "atsakymas",
                       "atbilde", "odgovor", "jawapan", "javob", "jibu", "yanıt", "відповідь", "отговор", "одговор", "жауап",
                       "উত্তর", "پاسخ", "جواب", "정답", "उत्तर",
                       "erantzuna", "emaitza", "odpowied", "svar", "đáp án", "dap an", "trả lời", "الإجابة", "תשובה", "답", "antwoord", "الجواب", "απάντηση",
                       "คำตอบ", "key:", "corrected", "settled", "ans:", "ans=", "ans =", "ans :", "ans.", "ans*", "ans (",
                  )  # one is in every _MARKER_MORE match
_VERDICT_KEYWORDS = ("correct", "right", "best")  # one is in every _LETTER_IS_CORRECT match
_WINDOW_BEFORE, _WINDOW_AFTER = 40, 48
# Statement keywords whose markers open their line (after blanks and emphasis only), and that lead.
_LINE_START_KEYWORD = re.compile(r"=>|⇒|→|->|⟹|⟶|∴|a\*\*:|a\*:|a:")
_BLANK_LEAD = re.compile(r"[ \t]*[*_]*")
# What stands right before the verdict word of every _LETTER_IS_CORRECT match: "is (the)", or an
# option label opening its line.
_VERDICT_LEAD = re.compile(r"(?im)\sis\s+(?:the\s+)?$|^[ \t]*(?:[-*][ \t]*)?[*_]*(?:[(\[][a-z][)\]]|[a-z][).:])[*_]*[ \t]*"
                           r"[:\-–—]?[ \t]*[*_]*$")


def _literal_trie(words) -> str:
    """A regex for any of ``words``, factored by shared prefixes: Python's ``re`` tries the branches
    of an alternation one by one, so 60 keywords cost 60 tries at every position; a trie, a few."""
    if not words:
        return ""
    groups: dict[str, list[str]] = {}
    for word in words:
        groups.setdefault(word[:1], []).append(word[1:])
    branches = []
    for head, tails in sorted(groups.items()):
        if not head:
            continue
        optional, tails = "" in tails, [t for t in tails if t]
        if len(tails) == 1 and not optional:
            branches.append(re.escape(head + tails[0]))
            continue
        rest = _literal_trie(tails)
        branches.append(re.escape(head) + (f"(?:{rest}){'?' if optional else ''}" if rest else ""))
    return "|".join(branches)


# Where any keyword starts (a lookahead, so that "answer" inside "final answer" is a hit too), and
# which kind of keyword it is.
_ANY_KEYWORD = re.compile(_literal_trie(_STATEMENT_KEYWORDS + _MORE_KEYWORDS + _VERDICT_KEYWORDS))
_KEYWORD_AT = re.compile(f"(?=(?:{_ANY_KEYWORD.pattern}))")
_KEYWORD_KINDS = tuple(re.compile(_literal_trie(kind))
                       for kind in (_STATEMENT_KEYWORDS, _MORE_KEYWORDS, _VERDICT_KEYWORDS))
_EMPHASIS_BEFORE = re.compile(r"[*_]+$")
# A line that labels an option ("A) one", "(B) two", "C. three"): two or more in a row are an echoed option list.
_OPTION_LINE = re.compile(r"^\s*(?:[-*]\s*)?[(\[]?[A-Za-z][).:\]]\s+\S")
# A Q:/A: transcript's answer that is one option letter ("A: B)", "A: **(I)**"): no option's line.
_TRANSCRIPT_LETTER = re.compile(r"[*_]*A[*_]*[ \t]*:[ \t]*[*_]*[(\[]?[A-Za-z][)\]]?[*_.]*")
# An option line that cannot be a Q:/A: transcript's "A: …": lines of a run read as one answer.
_RUN_LINE = re.compile(r"^\s*(?:[-*]\s*)?[(\[]?[A-Za-z][).\]]\s+\S")
# (a lower-case "or"/"and" after the stop goes on with the sentence: "Either (B) Drugs should be illegal. or (D) …";
# a test log's "test_answer[8] ... FAILED" is one line, its status part of what the line says of the value)
_SENTENCE_END = re.compile(r"(?<!\()[.!?](?=\s|$)(?<!\b[A-Za-z]\.)(?<!\bbzw\.)(?![ \t]+(?:or|and|nor)[ \t])"
                           r"(?<!\.\.\.(?=[ \t]+(?:FAILED|XFAIL|XPASS|SKIPPED|ERROR|PASSED|OK)\b))|\n|"
                           # ... and after a lone option letter inside a line when a sentence's opening word follows
                           # ("So it is B. It can't be A."), which no initial is ("B. Russett")
                           r"(?<=[ \t*_][A-J])\.(?=[ \t]++(?:It|It's|This|That|So|Therefore|Thus|Hence|None|Neither|Both|"
                           r"All|Because|Since|But|However|Also|The\s+(?:others?|rest|remaining)|Others?)\b)|"
                           # ... and after a question's emphasis closes: "**Why not C?** The other students …" (what is
                           # asked ends at its "?", whatever the emphasis spans)
                           r"\?[*_]{1,3}(?=[ \t]+[(\"'“A-Z])")
#: A sentence end inside a closing emphasis, which :data:`_SENTENCE_END` leaves alone (the emphasis may close a
#: longer phrase): "**The answer is (C) Independence Day.** It fits …", "**… is (B).** (A) is just sincere".
CLOSED_SENTENCE_END = re.compile(r"[.!?][*_]{1,3}(?=[ \t]+[(\"'“A-Z])")
# A full stop right after an answer ends its sentence, even after a lone letter ("B. A careful …",
# "… option M. Other options …"), which :data:`_SENTENCE_END` leaves alone.
STOP_AFTER_ANSWER = re.compile(r"[*_)\]]*\.[*_]{0,3}(?=\s+[*_\"'“‘]*[A-Z(])")  # (a quoted word may open the next: '"In college" isn't …')


# A line with nothing to read: blank, or only markup (a code fence, quote marks, a rule, a lone ">").
_MARKUP_LINE = re.compile(r"[\s`'\"~>*_=#|:-]*")
_CLOSING_TAG_LINE = re.compile(r"[ \t]*</[A-Za-z_][\w:.-]{0,40}>[ \t]*")
# A blockquote's ">" opening a line (not a Dyck answer's: "> ] ]" keeps its bracket)
QUOTE_MARKS = re.compile(r"(?m)^[ \t]*(?:>[ \t]*)+(?=[^\s)\]}>])")
_BLOCKQUOTE = re.compile(r"^[ \t]*>[ \t]")
_JSON_STRING = re.compile(r'^\s*"((?:[^"\\\n]|\\.){0,400})"')


#: Most option lines read as one answer block.
MAX_OPTION_RUN = 26


# A code block's fence: inside one, a leading ">" is the text's own (a closer), not a quote mark.
_FENCE_OPENERS = ("```", "~~~")


def _block_line(section: str, after: int) -> tuple[str, int]:
    """The first line below ``after`` with content (fences, quote marks and rules skipped), and where it ends."""
    rest = section[after: after + MAX_SPAN_CHARS]
    at = after
    lines = rest.split("\n")
    for i, line in enumerate(lines):
        if not _MARKUP_LINE.fullmatch(line) and not _NOTHING_SAID.fullmatch(line):  # (nor suspense: "...", "🥁🥁")
            following = next((x for x in lines[i + 1:] if x.strip()), "")
            if _OPTION_LINE.match(line) and _OPTION_LINE.match(following):
                # "The correct answer is:⏎(A) circle⏎(B) heptagon …" or "…⏎(A) 12/02/1986⏎(B) works too.":
                # the run of option lines is the block; the reader tells an echo of the options from an
                # answer with a second offer below it
                run = [line]
                for more in lines[i + 1:]:
                    if not more.strip():
                        continue
                    if not _OPTION_LINE.match(more) or len(run) >= MAX_OPTION_RUN:
                        break
                    run.append(more)
                return "\n".join(run), at + len(line)
            fenced = any(x.lstrip().startswith(_FENCE_OPENERS) for x in lines[:i])
            answer = line if fenced else _BLOCKQUOTE.sub("", line, count=1)  # (in a code block ">" is no quote mark)
            if not any(_LIST_MARK.match(x) for x in [following, *lines[:i]]):
                # one bulleted answer; a list of them ("- >⏎- }") is read as it was
                answer = _LIST_MARK.sub("", answer, count=1)
            return answer, at + len(line)
        at += len(line) + 1
    return "", after


# A bullet before a block's answer ("I would recommend:⏎- Star Wars (C)"); not a number's sign ("-5").
_LIST_MARK = re.compile(r"^[ \t]*[-*•+][ \t]+")
_SUMMARY_LABEL = re.compile(r"(?i)conclusion|summary|verdict|resumen|conclusi[oó]n|en\s+bref|r[ée]sum[ée]|zusammenfassend|fazit|"
                            r"kurz\s+gesagt|resumo|resumindo|sintesi|riassumendo|итак|вывод|요약|결론|まとめ|結論|总结|总之")
_BULLET = re.compile(r"^[ \t]*(?:[-*•+]|\d{1,2}[.)])[ \t]+")
# A key-value table row that gives another answer beside the answer row: "| alternative | 27 |".
_ALTERNATIVE_KEY = re.compile(r"(?i)[\s*_`]*(?:(?:alternative|alternate|alt|other|second|2nd|backup|fallback|runner[\s_-]*up)"
                              r"(?:[\s_-]*(?:answer|"
                              r"candidate|option|choice|value|result))?|(?:answer|option|choice|value|result)[\s_-]*"
                              r"(?:\((?:alt|alternative|alternate|backup|2|ii)\)|(?:alt|alternative|alternate|backup|2|ii)\b))[\s*_`:.]*")
_ALTERNATIVE_LABEL = re.compile(r"(?i)\b(?:alternative|alternate|another|other|second|possible)[\s*_]*(?=(?:final\s+)?answer)")


# The label opening an option-by-option review's second line, in the shape of a transcript's "A:" ("B: open the windows").
_OPTION_B_LABEL = re.compile(r"[ \t]*[*_]*B[*_]*[ \t]*:")


def _next_text_line(section: str, after: int) -> str:
    """The nearest non-blank line after the one holding ``after`` ("" if none)."""
    start = section.find("\n", after)
    while start != -1:
        end = section.find("\n", start + 1)
        line = section[start + 1: end if end != -1 else len(section)]
        if line.strip():
            return line
        start = end
    return ""


def _next_line(section: str, after: int) -> str:
    """The line after the one holding ``after`` (with its newline), for the hedge check's second thoughts."""
    line_end = section.find("\n", after)
    if line_end == -1:
        return ""
    following = section.find("\n", line_end + 1)
    return section[line_end: following if following != -1 else len(section)][:200]


# Numbers worked on: "20 + 40 + 80", "3 × $2" (also the opening of :data:`WORKING_STEP`); and a sub-item that is nothing
# else, with no result that could be another answer.
_OPERATION = re.compile(r"\d[ \t]*[-+*/×÷x−][ \t]*\$?\d")
_SUMS_ONLY = re.compile(r"[ \t]*[-*•+][ \t]+[\d \t.,$()+*/×÷x−-]+")


def _block_list(section: str, after: int) -> str:
    """A label's bulleted answer lines joined ("- 18⏎- 19" → "18, 19"), for the hedge check."""
    line_end = section.find("\n", after)
    if line_end == -1 or section[after:line_end].strip(" \t*_:#"):
        return ""
    items, indent = [], -1
    for line in section[line_end + 1: line_end + 1 + MAX_SPAN_CHARS].split("\n"):
        if not line.strip():
            if items:
                break
            continue
        if items and len(line) - len(line.lstrip()) > indent and _OPERATION.search(line) and _SUMS_ONLY.fullmatch(line):
            continue  # an item's own working, below it ("- 140 dishes⏎  - 20 + 40 + 80⏎- 100 dishes"), is no item
        bullet = _BULLET.match(line)
        if not bullet:
            break
        items.append(line[bullet.end():].strip())
        indent = len(line) - len(line.lstrip())
    return ", ".join(items) if len(items) > 1 else ""


def _clean(text: str, table: bool = False) -> str:
    """An answer as a label or tag gave it: a JSON string's content, up to ``</answer>`` or, in a
    table row, the cell's bar ("Answer: 18 | 19" outside a table keeps its bar: it offers two)."""
    json_string = _JSON_STRING.match(text)
    if json_string:
        return json_string.group(1)
    text = text.strip()
    if table and text.startswith("|"):  # a table cell
        text = text[1:]
    for end in (" |", "|") if table else ():
        cut = text.find(end)
        if cut > 0:
            text = text[:cut]
    # the element the answer stands in ends ("</answer>", "</response>", a chat template's "<|im_end|>");
    # an element the text itself opens is the answer's markup ("<number>18</number>")
    closing = _CLOSING_TAG.search(text, 1)
    if closing and not (closing.group(1) and f"<{closing.group(1)}" in text[:closing.start()]):
        return text[:closing.start()]
    return text


_CLOSING_TAG = re.compile(r"</(" + XML_PREFIX + r"[A-Za-z_][\w-]{0,30})\s*>|<\|[^|<>\n]{1,30}\|>")


_QUESTION_NAMED = re.compile(r'to[ \t]+(?:"[^"\n]*"|“[^”\n]*”)')


# A marker's line that says nothing after it: blanks, emphasis, or only emoji ("And the answer is... 🥁🥁🥁").
_NOTHING_SAID = re.compile("[ \t*_:#.…" + EMOJI + "]*")


def _statement_text(section: str, marker: re.Match) -> tuple[str, str, int]:
    """The text a marker introduces, its layer and where its line ends: the rest of the marker's
    line ("statement"), or, for a label with nothing after it, the next line with content ("block")."""
    end = marker.end()
    line_end = section.find("\n", end)
    if line_end == -1:
        line_end = len(section)
    text = section[end: line_end]
    said = _QUESTION_NAMED.sub("", marker.group(0))  # ('Answer to "<the question>":' is no JSON key)
    heading = said.lstrip()[:1] in "#>" and "answer" in said.lower()  # "## Answer", not GSM8k's "#### 18"
    layer = "block" if ("<" in said or '"' in said or "|" in said or heading) else "statement"
    line_start = section.rfind("\n", 0, marker.start()) + 1
    table = "|" in said or section[line_start: marker.start()].lstrip(" \t*_").startswith("|")
    if not _NOTHING_SAID.fullmatch(text) or line_end == len(section):
        return _clean(text[:MAX_SPAN_CHARS], table), layer, line_end
    block, block_end = _block_line(section, line_end + 1)
    return _clean(block, block.lstrip().startswith("|")), "block", block_end


# The last arrow of a line and the value after it ("… gives ] ]. => ] ]").
_ARROW_TAIL = re.compile(r".*[ \t](?:=>|⇒|⟹)[ \t]*(?=\S)")


def _keyword_hits(low_line: str, offset: int) -> tuple[list[int], list[int], list[int]]:
    """Positions (in the section) of the statement, "more" and verdict keywords in one lower-cased
    line (its last :data:`MAX_MARKER_LINE` characters), in order: one scan of the line."""
    found: tuple[list[int], list[int], list[int]] = ([], [], [])
    # most lines have none: a plain search says so fastest
    first = _ANY_KEYWORD.search(low_line, max(0, len(low_line) - MAX_MARKER_LINE))
    if first is None:
        return found
    for m in _KEYWORD_AT.finditer(low_line, first.start()):
        at = m.start()
        for kind, hits in zip(_KEYWORD_KINDS, found):
            if kind.match(low_line, at):
                hits.append(offset + at)
    return found


def _windowed(section: str, pattern: re.Pattern, hits: list[int]) -> list[re.Match]:
    """``pattern``'s matches around keyword ``hits`` only.

    A case-insensitive regex tried at every position of a long reply is the slowest step of
    grading; ``str.find`` locates the few places worth trying (each marker contains one of
    :data:`_STATEMENT_KEYWORDS` / :data:`_VERDICT_KEYWORDS`), and the regex runs there alone.
    """
    found: dict[int, re.Match] = {}
    for i in hits:
        for m in pattern.finditer(section, max(0, i - _WINDOW_BEFORE), i + _WINDOW_AFTER):
            if m.end() <= i:
                continue
            if m.start() <= i and m.end() not in found:
                found[m.end()] = m
            break  # matches come in order and do not overlap: none after this one holds ``i``
    kept, last_end = [], -1
    for m in sorted(found.values(), key=lambda m: (m.start(), -m.end())):
        if m.end() > last_end:  # drop a match nested in a longer one ("answer:" inside "final answer:")
            kept.append(m)
            last_end = m.end()
    return kept


def boxed_contents(section: str) -> list[tuple[int, str, int]]:
    """``(start, content, end)`` of the last :data:`MAX_BOXED` balanced ``\\boxed{…}`` in the section
    (``end``: just past its closing brace)."""
    found = []
    if "\\boxed" not in section and "\\fbox" not in section:
        return found
    for m in [m for m in _BOXED.finditer(section)][-MAX_BOXED:]:
        close = braced_argument(section, m.end() - 1)
        if close != -1:
            content = section[m.end(): close - 1]
            closers = _BOXED_CLOSERS.match(section, m.end())
            if closers and closers.end() > close and set(content) <= _CLOSING_CHARS:
                content, close = closers.group(1), closers.end()  # "\\boxed{) } >}": a Dyck answer's "}" closes no brace
            if "\\" in content and LATEX_TEXT.search(content) and not LATEX_TEXT.fullmatch(content.strip()):
                # text pieces inside a formula are text: "\\text{C. } 2121.32\\ \\text{A}" is "C. 2121.32 A"
                # (a box that is one text piece is peeled whole)
                content = LATEX_TEXT.sub(r"\1", content).replace("\\ ", " ")
            found.append((m.start(), content, close))
    return found


#: A clause of its own about another option after a dash or a semicolon, with its verb, that describes the option or
#: rules it out: "(B) — (A) is arguably just describing stimulus; no irony there", "B; high-energy diets (A) are for the
#: undernourished", "(B) — (A), (C) and (D) describe conscious processes" (the answer's explanation, read as the rest
#: of the span). A clause that only rates the option ("— (C) is my backup", "; (A) make a new plan") stays in the
#: answer's own clause, where any other value is offered.
_OTHER_OPTION_OPENING = re.compile(r"(?i)(?:—|[ \t]–[ \t]|;)[ \t*_]*(?:[\w'-]+[ \t]+){0,3}?(?:option\s+)?(?-i:\(?[A-R]\)?)(?!\w)"
                                   r"(?:[ \t]*(?:,|and|or)[ \t]*(?-i:\(?[A-R]\)?)(?!\w)){0,6}[)*_ \t]*"
                                   r"(?:\([^()\n]{0,40}\)[ \t]*)?(?=[a-z])")
# ... what the clause must say of the option: a description of what it is about, or a ruling out
_DESCRIBES_OR_RULES_OUT = re.compile(
    r"(?i)^(?:(?:is|are|was|were)\s+(?:(?:just|only|merely|simply|arguably|really)\s+){0,2}(?:about|for|a\s+description|"
    r"describing|the\s+(?:\w+[\s-]+){0,2}(?:outcome|view|range|case|definition|description|effect|cause|result)\b)|"
    r"describes?|refers?\s+to|deals?\s+with|concerns?|focus(?:es)?\s+on|applies\s+(?:only\s+)?to|belongs?\s+to|"
    r"ends?|starts?|begins?|covers?|measures?|assesses|studies|addresses|explains?\s+only|confuses?|misreads?|mistakes?|"
    r"overstates?|understates?|ignores?|miss(?:es)?|leaves?|lacks?|needs?|requires?|assumes?|conflates?)\b|"
    r"\b(?:not|no|never|n't|neither|nor|nothing|none|wrong|incorrect|fails?|ruled?\s+out|excluded|irrelevant|against|instead|"
    r"rather|only\s+if|would\s+(?:need|require))\b")


def other_option_clause(text: str, start: int = 0, end: int | None = None) -> int:
    """Where a clause of its own about another option starts in ``text[start:end]``, if it
    describes the option or rules it out (``-1``: none)."""
    end = len(text) if end is None else end
    for m in _OTHER_OPTION_OPENING.finditer(text, start, end):
        clause = text[m.end(): end]
        stop = min((i for i in (clause.find("."), clause.find(";"), clause.find("\n")) if i != -1), default=len(clause))
        if _DESCRIBES_OR_RULES_OUT.search(clause[:stop][:160]):
            return m.start()
    return -1


#: A step of working that comes to a result: "9 * 2 = 18", "100 − 20 = 80 songs", "3 x $2 = $6".
WORKING_STEP = re.compile(_OPERATION.pattern + r"[^=\n]{0,40}=[ \t]*\$?\d")
#: A LaTeX text piece: "\\text{not } 18", "\\mathrm{A}".
LATEX_TEXT = re.compile(r"\\(?:text|textrm|textbf|textit|mathrm|mbox)\s*\{([^{}\n]{0,60})\}")


def _unbold(section: str, start: int, text: str, end: int) -> str:
    """Drop the emphasis a marker opened: ``**Answer:** X``, ``**Answer: X**``, ``__Answer:__ X``,
    ``**最终答案：** X`` and ``\\textbf{Answer:} X`` give ``X``."""
    pre = _EMPHASIS_BEFORE.search(section, max(0, start - 3), start)
    stripped = text.strip()
    if pre:
        marks = pre.group(0)
        if stripped.startswith(marks):
            return stripped[len(marks):]
        if stripped.endswith(marks) and marks not in stripped[: -len(marks)]:
            return stripped[: -len(marks)]
    line_start = section.rfind("\n", 0, start) + 1
    before = section[line_start:end]
    for marks in ("**", "__"):
        if stripped.startswith(marks) and before.count(marks) % 2 == 1:
            return stripped[len(marks):]  # the label's emphasis opened before the marker
    if stripped.startswith("}") and section.rfind("{", line_start, end) != -1:
        return stripped[1:]  # \\textbf{Answer:} X
    return text


# A line that only labels the answer below it ("## Final Answer", "**Answer:**", "<answer>").
_ANSWER_LABEL = re.compile(r"(?i)[#>*_\s]*(?:(?:final|short|correct|my|chosen|selected)\s+)?(?:answer|option|choice)[\s*_]*:?[\s*_]*|<answer>")


_TABLE_RULE = re.compile(r"\|?(?:\s*:?-{2,}:?\s*\|)+\s*:?-*:?\s*")
_ANSWER_COLUMN = re.compile(r"(?i)[\s*_]*(?:final\s+|correct\s+|short\s+)?(?:answers?|results?|solutions?)[\s*_:]*")
MAX_TABLE_ROWS = 64
# A column that shows a table's rows are steps of the working ("| Step | Calculation | Result |").
_WORKING_COLUMN = re.compile(r"(?i)[\s*_]*(?:#|no\.?|steps?|calculations?|computations?|operations?|working|workings|"
                             r"formulas?|expressions?|equations?)[\s*_:]*")
# A column that marks each row's value right or not ("Correct?", "Valid", "Chosen"), and a cell that says yes.
_VERDICT_COLUMN = re.compile(r"(?i)[\s*_]*(?:is\s+)?(?:correct|right|valid|true|chosen|selected|picked)\s*\??[\s*_:]*")
_AFFIRMATIVE_CELL = re.compile(r"(?i)[\s*_`]*(?:yes|y|true|correct|right|valid|chosen|selected|✓|✔|✔️|✅|☑|x)[\s*_`.!]*")


def _cells(row: str) -> list[str]:
    return [c.strip() for c in row.strip().strip("|").split("|")]


def _answer_cell(section: str, line_start: int) -> str | None:
    """In a table whose header has an Answer column ("| Question | Answer |"), this data row's cell
    in that column: the question's number beside it is no answer."""
    line_end = section.find("\n", line_start)
    cells = _cells(section[line_start: line_end if line_end != -1 else len(section)])
    if len(cells) >= 2 and (_ANSWER_COLUMN.fullmatch(cells[0]) or _ALTERNATIVE_KEY.fullmatch(cells[0]) and (
            not _ORDINAL_KEY.fullmatch(cells[0]) or _answer_row_above(section, line_start))):
        return cells[1]  # a key-value row: "| Answer | (B) |", "| alternative | 27 |" (a bare "| 2nd | 46 |" is a
        # row of data unless an answer row above makes it the second answer: "| answer | 26 |⏎| second | 27 |")
    above = []  # the table's rows above this one, nearest first
    end = line_start - 1
    while end > 0 and len(above) < MAX_TABLE_ROWS:
        start = section.rfind("\n", 0, end) + 1
        row = section[start:end].strip()
        if not row.startswith("|"):
            break
        above.append(row)
        end = start - 1
    if len(above) >= 2 and _TABLE_RULE.fullmatch(above[-2]):
        header = _cells(above[-1])
    elif above and any(_ANSWER_COLUMN.fullmatch(h) for h in _cells(above[-1])):
        header = _cells(above[-1])  # a table without a rule under its header (Gherkin's "Examples:")
    else:
        return None  # no header above this row (or this row is the header or the rule)
    column = next((i for i, h in enumerate(header) if _ANSWER_COLUMN.fullmatch(h)), None)
    if column is not None and any(_WORKING_COLUMN.fullmatch(h) for h in header):
        return None  # "| Step | Calculation | Result |": each row's result is a step of the working
    if column is None:
        verdict = next((i for i, h in enumerate(header) if _VERDICT_COLUMN.fullmatch(h)), None)
        if verdict is None or verdict >= len(cells) or len(cells) < 2:
            return None
        # "| Option | Correct? |": a row marked yes gives its option as an answer (two such rows, two
        # answers); a row marked no gives none
        return cells[1 if verdict == 0 else 0] if _AFFIRMATIVE_CELL.fullmatch(cells[verdict]) else ""
    if column >= len(cells):
        return None
    return cells[column]


# A key that is only an ordinal or "other": a row of data ("| 2nd | 46 |"), an alternative only beside an answer row.
_ORDINAL_KEY = re.compile(r"(?i)[\s*_`]*(?:other|second|2nd)[\s*_`:.]*")


def _answer_row_above(section: str, line_start: int) -> bool:
    """A row of the same table above the one at ``line_start`` is keyed as the answer ("| Answer | 26 |")."""
    end = line_start - 1
    for _ in range(MAX_TABLE_ROWS):
        if end <= 0:
            break
        start = section.rfind("\n", 0, end) + 1
        row = section[start:end].strip()
        if not row.startswith("|"):
            break
        cells = _cells(row)
        if cells and _ANSWER_COLUMN.fullmatch(cells[0]):
            return True
        end = start - 1
    return False


def _table_end(section: str, line_end: int) -> int:
    """Where the table holding the row that ends at ``line_end`` ends (its last row's end)."""
    end = line_end
    for _ in range(MAX_TABLE_ROWS):
        if end >= len(section):
            break
        following = section.find("\n", end + 1)
        following = len(section) if following == -1 else following
        if not section[end + 1: following].lstrip().startswith("|"):
            break
        end = following
    return end


def _label_above(section: str, line_start: int) -> str:
    """The nearest line above with content (fences and quote marks skipped), stripped."""
    for _ in range(4):
        above = previous_text_line(section, line_start)
        if not _MARKUP_LINE.fullmatch(above):
            return above.strip()
        line_start = section.rfind(above, 0, line_start)
        if line_start <= 0:
            break
    return ""


def previous_text_line(section: str, line_start: int) -> str:
    """The nearest non-blank line before the one starting at ``line_start`` ("" if none)."""
    end = line_start - 1
    while end > 0:
        start = section.rfind("\n", 0, end) + 1
        if section[start:end].strip():
            return section[start:end]
        end = start - 1
    return ""


def _option_run_start(section: str, line_start: int) -> int:
    """Where the run of option lines (blank lines between allowed) that ends on the line at
    ``line_start`` begins; at most :data:`MAX_OPTION_RUN` lines."""
    start, lines = line_start, 1
    while lines < MAX_OPTION_RUN:
        end = start - 1
        while end > 0:
            above = section.rfind("\n", 0, end) + 1
            if section[above:end].strip():
                break
            end = above - 1
        else:
            return start
        if not _RUN_LINE.match(section[above:end]):
            return start
        start, lines = above, lines + 1
    return start


def _bullet_arrow(section: str, line_start: int, at: int) -> bool:
    """The arrow opening this line bullets a list: the line above or below opens with it too
    ("→ Blue fiber: 2 bolts.⏎→ White fiber: 1 bolt."); an arrow that opens one line gives its answer."""
    arrow = _ARROW_LEAD.match(section, at)
    if arrow is None or arrow.group(0) in ("a:", "a**:", "a*:", "A:", "A**:", "A*:"):
        return False
    mark = arrow.group(0)
    line_end = section.find("\n", at)
    step = section[arrow.end(): line_end if line_end != -1 else len(section)]
    if "=" not in step and ":" not in step and len(_WORD.findall(step)) < 3:
        return False  # "→ 18⏎→ 19": values given, a step's words are none
    above = previous_text_line(section, line_start).lstrip(" \t*_")
    return above.startswith(mark) or _next_text_line(section, at).lstrip(" \t*_").startswith(mark)


_ARROW_LEAD = re.compile(r"=>|⇒|→|->|⟹|⟶|∴")
_WORD = re.compile(r"[A-Za-z]{2,}")


# An answer noun that ends its line with no particle or colon after it ("정답", "答案", "正解"): after
# other words on the line it is a verdict on them ("(D) … → 정답"), not a label.
_VERDICT_NOUN_AT_END = re.compile(r"(?:정답|답|答案|回答|答え|正解|ответ)[ \t*_]*")
_WORD_BEFORE = re.compile(r"\w")


# A line that opens on one quoted word and says what it does, offering nothing ('"laudatory" starts with l, …'): prose,
# not a JSON member above a "}".
_QUOTED_WORD_SENTENCE = re.compile(r'(?i)[ \t]*"[^"\s]{1,40}"[ \t]+(?:starts|begins|comes|goes|has|sorts|precedes|follows)\b'
                                   r'(?![^\n]*(?:\b(?:also|either|both|could|fine|accept\w*|possible|alternative\w*|or)\b|:[ \t*_]*$))')


def _line_end(section: str, at: int) -> int:
    end = section.find("\n", at)
    return len(section) if end == -1 else end


def _spot_start(spot: tuple[float, Candidate]) -> float:
    return spot[0]


def candidates_from_end(section: str) -> Iterator[Candidate]:
    """Answer statements, boxed answers and one-line answers, the last one first.

    The section is walked line by line from its end and each line is examined only when reached:
    the committed answer is usually on one of the last lines, so most replies cost a few lines'
    work whatever their length. At most :data:`MAX_CANDIDATES` are produced.
    """
    boxed = boxed_contents(section)
    opening = opening_line(section)
    first_line = section.rfind("\n", 0, len(section) - len(section.lstrip())) + 1
    seen_ends: set[int] = set()
    produced = 0
    next_line_labelled = False  # the next non-blank line (below this one) labels an option
    last_line = True
    line_end = len(section)
    while line_end >= 0 and produced < MAX_CANDIDATES:
        line_start = section.rfind("\n", 0, line_end) + 1
        line = section[line_start:line_end]
        stripped = line.strip()
        spots: list[tuple[int, Candidate]] = []
        if stripped:
            low, budget = line.lower(), MAX_CANDIDATES - produced
            hits, more, verdicts = _keyword_hits(low, line_start)
            hits, more, verdicts = hits[-budget:], more[-budget:], verdicts[-budget:]
            # a hit no marker can hold is not searched: an arrow or "A:" after words on its line
            # ("pop ] → stack"), a verdict word that follows no "is" and no option label ("to the right")
            hits = [h for h in hits if not _LINE_START_KEYWORD.match(low, h - line_start)
                    or _BLANK_LEAD.fullmatch(section, line_start, h) and not _bullet_arrow(section, line_start, h)]
            verdicts = [h for h in verdicts if _VERDICT_LEAD.search(section, max(0, h - _WINDOW_BEFORE), h)]
            markers = (_windowed(section, _MARKER, hits) if hits else []) + \
                (_windowed(section, _MARKER_MORE, more) if more else [])
            table_row = stripped.startswith("|") and stripped.count("|") >= 2
            for m in markers:
                if table_row:
                    continue  # a table is read by its columns (below), not by a marker in a cell
                if _SOUGHT.search(section, max(line_start, m.start() - 40), m.start() + 1) or \
                        _PLANNED.search(section, max(line_start, m.start() - 24), m.start()) and "answer" not in m.group(0).lower():
                    continue  # "To find the answer:" opens the working; the answer is still to come (as after
                    # "Let's craft final:", gpt-oss planning its final message)
                if _VERDICT_NOUN_AT_END.fullmatch(section, m.start(), _line_end(section, m.start())) and \
                        _WORD_BEFORE.search(section, line_start, m.start()):
                    continue  # "- (D) … → 정답": a verdict ending an option's line, not a label over the next line
                if m.end() not in seen_ends:
                    seen_ends.add(m.end())
                    text, layer, text_end = _statement_text(section, m)
                    text = _unbold(section, m.start(), text, m.end())
                    context = (_block_list(section, m.end()) if layer == "block" else "") or text + _next_line(section, m.end())
                    alternative = bool(_ALTERNATIVE_LABEL.search(section, max(0, m.start() - 30), m.end()))
                    summary = bool(_SUMMARY_LABEL.search(m.group(0)))
                    if _TRANSCRIPT.fullmatch(m.group(0)):
                        if _PART_NAMED_A.search(section, 0, m.start()):
                            continue  # "Split into two parts: A = (…) and B = (…).⏎A: (…) = -44.": a part's name
                        if _OPTION_B_LABEL.match(_next_text_line(section, m.end())):
                            continue  # "A: turn on the air conditioner — colder.⏎B: open the windows — …": the first
                            # line of an option-by-option review, not a transcript's answer
                        spots.append((m.start(), Candidate(m.start(), text, False, "transcript", layer, context or text,
                                                           end=text_end)))
                        continue
                    spots.append((m.start(), Candidate(m.start(), text, False, "statement", layer, context or text,
                                                       alternative, summary, text_end)))
            if last_line and not markers and ("=>" in line or "⇒" in line or "⟹" in line):
                # the reply's last line ends on an arrow and a value: "Putting it all together => **18**"
                arrow = _ARROW_TAIL.match(line, max(0, len(line) - MAX_MARKER_LINE))
                if arrow is not None:
                    said = line[arrow.end():]
                    spots.append((line_start + arrow.end(), Candidate(line_start + arrow.end(), said, False, "statement",
                                                                      "statement", said, end=line_end)))
            verdict_hits = [h for h in hits if low.startswith("answer", h - line_start)] if hits and (
                " the answer" in low or " my answer" in low or " our answer" in low or "← answer" in low
                or "- answer" in low or _QUALIFIED_ANSWER.search(low)) else []
            for m in _windowed(section, _IS_THE_ANSWER, verdict_hits) if verdict_hits else ():
                head = section[max(line_start, m.start() - MAX_SPAN_CHARS): m.start()]
                subject = head[_SUBJECT_START.match(head).end():]
                if m.group("given"):  # "This gives Yes as the answer": what the reply takes as its answer
                    taken = _TAKEN_AS.match(subject)
                    if taken is None:
                        continue  # "If we take B as the answer, …", "Some would pick B as the answer"
                    subject = subject[taken.end():]
                said = m.group(0)
                subject = subject.strip() + said[: len(said) - len(said.lstrip("*_"))]  # "**B**" keeps its bold
                if subject.strip("*_"):
                    if _ASKED.match(section, m.end()):
                        subject += "?"  # "Yes is the answer?" asks
                    # what the line says after the verdict is said after the answer ("…, although (E) is also right")
                    context = subject + "." + section[m.end(): line_end] if section[m.end(): line_end].strip(" .") else subject
                    spots.append((m.start(), Candidate(m.start(), subject, True, "statement", "statement", context,
                                                       end=line_end)))
            for m in _windowed(section, _LETTER_IS_CORRECT, verdicts) if verdicts else ():
                said = m.group(1) or m.group(2)
                rest = section[m.start(m.lastindex): line_end]
                spots.append((m.start(), Candidate(m.start(), said, False, "statement", "statement",
                                                   rest[:MAX_SPAN_CHARS] + _next_line(section, m.end()), end=line_end)))
            labelled = bool(_OPTION_LINE.match(line)) and not _TRANSCRIPT_LETTER.fullmatch(stripped)
            # neighbours skip blank lines: "(E) …\n\n(F) …" is still an option-by-option discussion
            previous = previous_text_line(section, line_start)
            in_list = labelled and (next_line_labelled or bool(_OPTION_LINE.match(previous))) or \
                len(stripped) <= 4 and _cut_option_line(section, line_start, stripped)
            in_json = previous.lstrip().startswith('"') and _QUOTED_WORD_SENTENCE.match(previous) is None  # a JSON
            # object's "}" (not a sentence opening on one quoted word that offers nothing: '"laudatory" starts with l, …⏎
            # laudatory shakespearian')
            cell = _answer_cell(section, line_start) if table_row else None
            if in_list and last_line and not next_line_labelled and _RUN_LINE.match(line):
                # the reply ends on a run of option lines ("…</think>⏎(B) midnight cow boy⏎(C) works too."):
                # read as a whole, as under a label: an echo of the options answers nothing
                run_start = _option_run_start(section, line_start)
                run = section[run_start:line_end]
                spots.append((run_start - 0.5, Candidate(run_start, run, False, "line", "statement", run, end=line_end)))
            if cell is not None:
                # the rest of the table is the table's, not the answer's span: its rows are read as
                # candidates ("| 19 | no |" below "| 18 | yes |" rules 19 out)
                alternative = bool(_ALTERNATIVE_KEY.fullmatch(_cells(stripped)[0]))  # offered beside the answer row
                spots.append((line_start - 0.25, Candidate(line_start, cell, True, "block", "block", cell, alternative,
                                                            end=_table_end(section, line_end))))
            elif table_row and _TABLE_RULE.fullmatch(stripped):
                pass
            elif (len(line) <= 300 or last_line) and not in_list and not in_json and not _NOT_AN_ANSWER_LINE.match(stripped):
                # the reply's last line may be an answer in any form; an earlier line only a bare one
                strict = True if last_line or line_start == opening else EARLIER_LINE
                above = previous.strip() if not _MARKUP_LINE.fullmatch(previous) else _label_above(section, line_start)
                # a quoted answer under its label ("Final answer:⏎> ] ] >") loses exactly its quote mark
                bare = (stripped if previous.lstrip().startswith(_FENCE_OPENERS)  # in a code block ">" is no quote mark
                        else _BLOCKQUOTE.sub("", stripped, count=1) if above.endswith(":") or _ANSWER_LABEL.fullmatch(above)
                        else QUOTE_MARKS.sub("", stripped))
                layer = "block" if _ANSWER_LABEL.fullmatch(above) else "statement"
                spots.append((line_start - 0.5, Candidate(line_start, bare, strict, "line", layer, bare, end=line_end)))
            opens = line_start == first_line or bool(_ANSWER_HEADING.fullmatch(previous))  # (the reply's, or its answer's section's)
            if opens and (why := _ANSWER_THEN_WHY.match(line)):
                # an answer that opens the reply and announces its explanation: "63 — here's why. …"
                said = line[why.start(1):]  # (the value must be the answer as a whole: strict)
                spots.append((line_start - 0.75, Candidate(line_start + why.start(1), why.group(1), True, "statement",
                                                            "statement", said, end=line_end)))
            elif opens and (bold := _BOLD_OPENING.match(line)):
                # an answer in bold that opens the reply, its explanation after it on the same line: "**C) Congenital
                # adrenal hyperplasia.** In 46,XX individuals, …" (the bold must be the answer as a whole: strict)
                spots.append((line_start - 0.75, Candidate(line_start + bold.start(2), bold.group(2), True, "statement",
                                                            "statement", line[bold.start(2):], end=line_end)))
            if not _MARKUP_LINE.fullmatch(line) and not _CLOSING_TAG_LINE.fullmatch(line):
                last_line = False  # a closing fence, quote mark or tag below the answer leaves it the last line
            next_line_labelled = labelled
        while boxed and boxed[-1][0] >= line_start:
            start, content, box_end = boxed.pop()
            after = section.find("\n", start)
            context = content + " " + section[box_end: after if after != -1 else len(section)]
            spots.append((start, Candidate(start, content, True, "boxed", "statement", context,
                                           end=after if after != -1 else len(section))))
        for _, cand in sorted(spots, key=_spot_start, reverse=True) if len(spots) > 1 else spots:
            yield cand
            produced += 1
        line_end = line_start - 1


_LONE_LABEL_LINE = re.compile(r"[(\[]?([A-Za-z])[).:\]]")


def _cut_option_line(section: str, line_start: int, stripped: str) -> bool:
    """The line is the next option's label alone, below two lines that echo the options before it ("N: Gold⏎O: Black⏎
    P:", "(A) 07/07/2001⏎(B) 05/05/2001⏎(C)"): a list of the options cut off there, not an answer."""
    label = _LONE_LABEL_LINE.fullmatch(stripped)
    if label is None:
        return False
    letter, start = ord(label.group(1)), line_start
    for back in (1, 2):
        above = previous_text_line(section, start)
        echoed = _ECHOED_OPTION.fullmatch(above)
        if echoed is None or ord(echoed.group(1)) != letter - back:
            return False
        start = section.rfind(above, 0, start)
    return True


# An option's line as the question gives it: its label and a short text, no sentence ("(B) 05/05/2001", "O: Black").
_ECHOED_OPTION = re.compile(r"[ \t]*[-*]?[ \t]*[(\[]?([A-Za-z])[).:\]][ \t]+(?!(?i:wrong|incorrect|no|not|false|true|correct|"
                            r"right|yes|out|eliminated|ruled)\b)[^\n:.!?—–✓✔✗✘❌✅]{1,60}?[ \t]*")


# A value opening the reply, then an announcement of its explanation: "63 — here's why.", "(A): here is why".
# (bounded runs around the value: a reply that opens with a million "*" or spaces costs little)
_ANSWER_THEN_WHY = re.compile(r"[ \t]{0,8}[*_]{0,4}([^\s.!?*_][^\n.!?]{0,79}?)[*_]{0,4}[ \t]{0,4}(?:[—–:]|--|-(?=[ \t])|\.)"
                              r"[ \t]{0,4}(?i:here'?s|here\s+is)[ \t]+(?i:why|how|the\s+reason(?:ing)?|my\s+reasoning)\b")


# A bold span that opens the reply's first line, with text after it on that line.
_BOLD_OPENING = re.compile(r"[ \t]{0,8}(\*\*|__)([^*_\n]{1,120}?)\1(?=[ \t]*\S)")
# A heading that opens the answer's own section: "## Final Response", "### Answer".
_ANSWER_HEADING = re.compile(r"(?i)[ \t]*#{1,6}[ \t]*(?:final[ \t]+)?(?:answer|response)[ \t:]*")


def opening_line(section: str) -> int:
    """Where the section's first line starts when it stands as a paragraph of its own (a blank line
    after it): an answer given first ("**D. 6**⏎⏎Each of √2, √3 …") is a whole-line answer, as the
    last line is; -1 otherwise."""
    start = len(section) - len(section.lstrip())
    end = section.find("\n", start)
    if end == -1 or not _PARAGRAPH_GAP.match(section, end):
        return -1
    return section.rfind("\n", 0, start) + 1


_PARAGRAPH_GAP = re.compile(r"\n[ \t]*\n")


def candidates(section: str) -> list[Candidate]:
    """The last :data:`MAX_CANDIDATES` candidates, in reply order."""
    return list(reversed(list(candidates_from_end(section))))


def sentences(span: str) -> list[str]:
    """The span cut at sentence ends (``B.`` and a decimal point do not end a sentence); a question
    keeps its "?", so that what is asked is never taken for what is answered."""
    out, start = [], 0
    for m in _SENTENCE_END.finditer(span):
        if m.group(0) == "." and _enumerator_dot(span, m.start()):
            continue  # "1. Pig": a list item's number, not a sentence of its own
        out.append(span[start:m.end() if m.group(0)[:1] == "?" else m.start()])
        start = m.end()
    out.append(span[start:])
    return [s for s in out if s.strip()]


def _enumerator_dot(span: str, dot: int) -> bool:
    """The full stop at ``dot`` closes a list item's number at the start of its line ("2. Frog")."""
    line_start = span.rfind("\n", 0, dot) + 1
    head = span[line_start:dot].strip(" \t*_#>-")
    return 0 < len(head) <= 3 and head.isdigit()


def first_sentence(span: str) -> str:
    """The span up to its first sentence end (a decimal point or ``B.`` does not end it)."""
    m = _SENTENCE_END.search(span)
    return span[: m.start()] if m else span
