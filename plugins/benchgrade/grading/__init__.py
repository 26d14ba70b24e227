"""The answer-grading core: pure Python, no host imports.

Pipeline for one reply (:mod:`.layers`): cut the answer section (:mod:`.text`: ``<think>``,
harmony channels, invented follow-ups), read the final answer in four layers, strongest
evidence first, apply the hedge rule, compare, and return a :class:`Verdict` that records
which layer decided (``decided_by``):

1. **statement** — the last explicit answer ("The answer is B", ``\\boxed{}``, "Answer:",
   "Respuesta:", "Option B is correct", a line that is only an answer) (:mod:`.answer`);
2. **block** — an answer heading or label with the answer below it or inside its wrapper
   (quotes, fences, blockquotes, bold, a table cell, ``<answer>``, ``{"answer": …}``);
3. **conclusion** — the last sentences (or an opening sentence that answers up front) naming
   exactly one valid answer: a letter, an option's text, a yes/no claim, a number
   (:mod:`.conclusion`);
4. **fallback** — the final paragraph's only answer.

A final answer that offers a second, different value is ``multiple_answers`` whatever the
layer (:func:`.conclusion.hedged`). Readers (:mod:`.readers`) say what an answer of each kind
looks like; :mod:`.wrappers`, :mod:`.numbers` and :mod:`.choices` peel and normalise.
Benchmark packages (``benchgrade.bbh`` …) own their rules and call these shared pieces.
"""
from .api import BENCHMARKS, OLMES_BENCHMARKS, grade
from .verdict import MODES, Category, Verdict

__all__ = ["BENCHMARKS", "OLMES_BENCHMARKS", "MODES", "Category", "Verdict", "grade"]
