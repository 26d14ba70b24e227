"""benchgrade: BBH, SocialIQA, MMLU, GSM8k and ExamQM for lm-evaluation-harness and
verifiers, graded by one answer-grading core (:mod:`benchgrade.grading`)."""
from .grading import BENCHMARKS, MODES, Category, Verdict, grade

__version__ = "0.1.0"
__all__ = ["BENCHMARKS", "MODES", "Category", "Verdict", "grade", "__version__"]
