"""The answer-grading core: pure Python, no host imports. One committed answer, or nothing.

Pipeline for one reply (:mod:`.layers`), locate → normalise → compare → verdict:

* **Question** (:func:`.text.without_question`): when the host passes the row's question, every
  copy of it echoed in the reply (with its ``Q:`` label; its stem without the options too, and
  the option list below it; a short question only under its label) is blanked first — an
  echoed question answers nothing, but its options and numbers would read as answers. BBH's
  Dyck reader also uses it to read a whole completed sequence as the closers it adds to the
  question's input, and its word_sorting reader to accept only lists of the question's words.
  A question that asks for the one that is NOT so ("Which … is NOT correct?", "… EXCEPT") names
  its answer in the reply too: "the incorrect statement", "the exception" read as "the answer"
  (:func:`.text.sought_named`).
* **Section** (:mod:`.text`): the part of the reply that answers. ``<think>`` reasoning,
  harmony analysis channels and invented follow-up turns are cut off; what a reader never
  sees but the reply still says — a think block after the answer, a fabricated next turn, an
  HTML comment — comes back as *hidden segments*, where any other answer is still an offer.
  A reply cut off inside its reasoning answers with the last answer the reasoning committed to.
* **Decisive answer** (:mod:`.layers`, :mod:`.answer`, :mod:`.conclusion`): walking from the
  end, the strongest layer that holds an answer decides, and the verdict records which one
  (``decided_by``):

  1. **statement** — an explicit answer ("The answer is B", ``\\boxed{}``, "Answer:",
     "Respuesta:", "I'd go with C", "Option B is correct", a line that is only an answer);
  2. **block** — an answer label with the answer below it or inside its wrapper (quotes,
     fences, blockquotes, bold, a table's Answer column, ``<answer>``, ``{"answer": …}``);
  3. **conclusion** — the last sentences (or an opening sentence that answers up front)
     naming exactly one valid answer;
  4. **fallback** — the final paragraph's only answer.

  An earlier answer of equal standing with another value, not corrected since ("Answer: 19⏎
  Answer: 18") makes two offers — a labelled answer is corrected only outright, not by a
  "however" in the prose after it; so do sibling labels giving one value each ("Case 1: True.
  Case 2: False.") and the rows a table marks correct. A statement that rules its own value
  out answers nothing; one only supposed ("It might be 18, I'm not sure.") commits to nothing.
* **Commitment** (:mod:`.commitment`, :mod:`.polarity`): the decisive span — the answer's own
  sentence and everything after it, hidden segments included — is credited only when it
  affirms exactly that one value and offers no other. Every valid answer named there is tagged
  with its polarity (affirmed, hypothetical, asked, negated, reported, described); another
  value affirmed, supposed or asked about is a second offer (``multiple_answers``), the answer
  negated or taken back is withdrawn (``no_answer``, also when the take-back holds an answer
  word: "Actually, no."), a range or a probability given to it ("260 or more", "B (70%)")
  offers more than it, eliminations leave it standing, and text addressed to the grader earns nothing. This is a whitelist: a mention counts as an offer
  unless its own clause rules it out or reports it. A number said again in other units (:mod:`.units`:
  "1 hour (= 60 minutes)") is the answer again only when the conversion holds.
* **Readers** (:mod:`.readers`) say what an answer of each kind looks like and which values a
  sentence names (letters and option texts, yes/no words and claims, numbers);
  :mod:`.wrappers`, :mod:`.numbers` and :mod:`.choices` peel and normalise; the verdict
  (:mod:`.verdict`) compares.

Benchmark packages (``benchgrade.bbh`` …) own their rules and call these shared pieces; host
adapters (lm-eval filters and metrics, verifiers tasks) only translate. The ``olmes`` mode
(:mod:`.olmes_match`) reproduces OLMES's own extraction instead. Work per reply is bounded
(:data:`.answer.MAX_CANDIDATES`, :data:`.answer.MAX_MARKER_LINE`,
:data:`.commitment.MAX_AFTER_CHARS`, the section's length) and
every pattern is linear in the text. The slowest phrase patterns sit behind literal gates
(:mod:`.prefilter`): a text lacking every word a pattern needs is not searched at all.
"""
from .api import BENCHMARKS, OLMES_BENCHMARKS, grade, question_of
from .verdict import MODES, Category, Verdict

__all__ = ["BENCHMARKS", "OLMES_BENCHMARKS", "MODES", "Category", "Verdict", "grade", "question_of"]
