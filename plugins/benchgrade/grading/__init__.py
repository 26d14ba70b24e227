"""The answer-grading core: pure Python, no host imports.

Pipeline for one reply: locate the final answer (:mod:`.answer`), peel wrappers
(:mod:`.wrappers`), normalise (:mod:`.numbers`, :mod:`.choices`), compare, and
return a :class:`Verdict`. Benchmark packages (``benchgrade.bbh`` …) own their
rules and call these shared pieces.
"""
from .api import BENCHMARKS, OLMES_BENCHMARKS, grade
from .verdict import MODES, Category, Verdict

__all__ = ["BENCHMARKS", "OLMES_BENCHMARKS", "MODES", "Category", "Verdict", "grade"]
