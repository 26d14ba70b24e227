"""BBH graded exactly as OLMES ``bbh:cot::olmo3:heldout`` grades it, quirks included.

Source: allenai/olmes ``oe_eval/tasks/oe_eval_tasks/bbh.py`` (``BBH_ANSWER_REGEX``,
``GenericBBH._extract_answer_regex``) with ``answer_regexes_templates = OLMO_3_REGEXES``
(``oe_eval/configs/regexes.py``); see ``../shared/reference/olmes-protocol.md`` §7.

Extraction: the subtask's answer regex replaces ``$ANS$`` in each template of the
cascade; ``re.findall`` runs on the raw continuation and the LAST match of the FIRST
template that matches at all wins. For multiple-choice subtasks OLMES then appends
``"\\b([A-Z])\\b"`` -- written as a non-raw string, so ``\\b`` is a backspace
character and it never matches text without backspaces (kept as written) -- and
finally ``(?i)($ANS$)``. The result loses one surrounding pair of each delimiter
in :data:`DELIMITERS_TO_STRIP` (in order, ``.strip()`` after each); a
single-letter MC result is re-wrapped as ``(X)``. Nothing found -> ``""``.

Scoring: ``exact_match_hf_evaluate`` with ``ignore_case=True`` and
``ignore_punctuation=True`` except for ``dyck_languages``; no regexes to ignore.

Runtime: the regexes are OLMES's, run with Python ``re`` as OLMES runs them, on the
bounded reply (:func:`~benchgrade.grading.olmes_match.bound_reply`). Some of the
cascade's searches are not linear on adversarial text; each is replaced by a search
that returns the same list (see ``_findall``): the tenth template (a copy of the
ninth) and the ``.*``-prefixed eleventh are reached only when the ninth found nothing,
which implies they find nothing; and for dyck_languages and word_sorting, whose
answers contain spaces, the "therefore ..." and "... is correct" templates run as
the linear searches of :mod:`benchgrade.bbh.olmes_runs`.

Not reproduced: OLMES appends the two fallbacks to the shared template list on every
call, so in a long OLMES process a non-MC subtask scored after an MC one also tries
the backspace regex before its final fallback. That can only change a result for a
reply containing backspace characters around a capital letter and depends on the
order tasks ran; we use the list as it is on the first call.
"""
from __future__ import annotations

import re
from functools import lru_cache

from benchgrade.bbh.data import gold_from_target as clean_gold  # OLMES's label rule, shared with the loader
from benchgrade.bbh.olmes_runs import SPACED_ANSWER_CLASSES, findall_run_is_correct, findall_therefore
from benchgrade.grading.olmes_match import bound_reply, exact_match
from benchgrade.grading.verdict import Verdict

#: ``BBH_ANSWER_REGEX`` (bbh.py): the answer shape per subtask; "MC" means ``\([A-Z]\)``.
SUBTASK_ANSWER_REGEX = {
    "boolean_expressions": "[tT]rue|[fF]alse",
    "causal_judgement": "[yY]es|[nN]o",
    "date_understanding": "MC",
    "disambiguation_qa": "MC",
    "dyck_languages": "[\\]\\)\\}\\> ]+",
    "formal_fallacies": "[iI]nvalid|[vV]alid",
    "geometric_shapes": "MC",
    "hyperbaton": "MC",
    "logical_deduction_five_objects": "MC",
    "logical_deduction_seven_objects": "MC",
    "logical_deduction_three_objects": "MC",
    "movie_recommendation": "MC",
    "multistep_arithmetic_two": "-?\\d+",
    "navigate": "[nN]o|[yY]es",
    "object_counting": "\\d+",
    "penguins_in_a_table": "MC",
    "reasoning_about_colored_objects": "MC",
    "ruin_names": "MC",
    "salient_translation_error_detection": "MC",
    "snarks": "MC",
    "sports_understanding": "[yY]es|[nN]o",
    "temporal_sequences": "MC",
    "tracking_shuffled_objects_five_objects": "MC",
    "tracking_shuffled_objects_seven_objects": "MC",
    "tracking_shuffled_objects_three_objects": "MC",
    "web_of_lies": "[yY]es|[nN]o",
    "word_sorting": "[a-z ]+",
}
SUBTASKS = tuple(sorted(SUBTASK_ANSWER_REGEX))

MC_ANSWER_REGEX = "\\([A-Z]\\)"

#: ``OLMO_3_REGEXES`` (oe_eval/configs/regexes.py), in order.
OLMO_3_REGEXES = (
    r"(?i)therefore,?\s*the\s*answer\s*is:?\s*\(?($ANS$)\b",
    r"(?i)so\s+the\s+answer\s+is\s+($ANS$)\.?",
    r"(?i)the\s+correct\s+answer\s+is:?\s*($ANS$)",
    r"(?i)the\s+answer\s+is\s+($ANS$)\.?",
    r"(?i)a:\s*($ANS$)",
    r"(?i)answer:\s*($ANS$)",
    r"(?i)\b($ANS$)\)?\s+is\s+correct",
    r"(?i)\(($ANS$)\)",
    r"(?i)\b($ANS$)\b",
    r"(?i)\b($ANS$)\b",
    r"(?i).*\b($ANS$)\b",
)
#: Appended for MC subtasks. Deliberately NOT a raw string, exactly as in bbh.py.
MC_LETTER_FALLBACK = "\b([A-Z])\b"
FINAL_FALLBACK = "(?i)($ANS$)"

#: (left, right) pairs peeled in this order; the left side is skipped when it itself
#: matches the answer regex (``re.match``).
DELIMITERS_TO_STRIP = (
    ("$", "$"), ("\\(", "\\)"), ("(", ")"), ("**", "**"), ("***", "***"),
    ("\\[", "\\]"), ("'", "'"), ("`", "`"), ('"', '"'),
)

_THEREFORE, _IS_CORRECT, _NINTH, _TENTH, _ELEVENTH = 0, 6, 8, 9, 10  # indices into OLMO_3_REGEXES


def answer_regex(subtask: str) -> tuple[str, bool]:
    """The subtask's answer regex and whether it is a multiple-choice subtask."""
    try:
        shape = SUBTASK_ANSWER_REGEX[subtask]
    except (KeyError, TypeError):
        raise ValueError(
            f"subtask must name a BBH task for the OLMES BBH grader; got {subtask!r}. "
            f"Known subtasks: {', '.join(SUBTASKS)}"
        ) from None
    return (MC_ANSWER_REGEX, True) if shape == "MC" else (shape, False)


@lru_cache(maxsize=None)
def cascade(subtask: str) -> tuple[re.Pattern, ...]:
    """The compiled regex list OLMES tries for ``subtask``, in order (first call's list)."""
    ans, is_mc = answer_regex(subtask)
    templates = list(OLMO_3_REGEXES) + ([MC_LETTER_FALLBACK] if is_mc else []) + [FINAL_FALLBACK]
    return tuple(re.compile(t.replace("$ANS$", ans)) for t in templates)


def _findall(subtask: str, index: int, pattern: re.Pattern, text: str, earlier: list[list[str]]) -> list[str]:
    """``pattern.findall(text)``, with the searches that are not linear replaced."""
    if index in (_TENTH, _ELEVENTH):
        # Reached only when the ninth template found nothing. The tenth is the ninth
        # again; any match of ".*\b(ANS)\b" contains a match of "\b(ANS)\b". Both: [].
        assert not earlier[_NINTH]
        return []
    cls = SPACED_ANSWER_CLASSES.get(subtask)
    if cls is not None and index == _THEREFORE:
        return findall_therefore(text, cls)
    if cls is not None and index == _IS_CORRECT:
        return findall_run_is_correct(text, cls)
    return pattern.findall(text)


@lru_cache(maxsize=None)
def _delimiter_strippers(ans: str) -> tuple[re.Pattern, ...]:
    """The post-processing substitutions for an answer regex, compiled once (they are per-call in OLMES)."""
    return tuple(re.compile(f"^{re.escape(left)}(.*){re.escape(right)}$")
                 for left, right in DELIMITERS_TO_STRIP if not re.match(ans, left))


def _strip_delimiters(answer: str, ans: str) -> str:
    for stripper in _delimiter_strippers(ans):
        answer = stripper.sub("\\1", answer).strip()
    return answer


def extract(reply: str, subtask: str) -> str:
    """The answer OLMES extracts from ``reply`` for ``subtask`` (``""`` when none)."""
    ans, is_mc = answer_regex(subtask)
    text = bound_reply(reply)
    answer, tried = "", []
    for index, pattern in enumerate(cascade(subtask)):
        found = _findall(subtask, index, pattern, text, tried)
        tried.append(found)
        if found:
            answer = found[-1]
            break
    answer = _strip_delimiters(answer, ans)
    if is_mc and len(answer) == 1:
        answer = f"({answer})"
    return answer


def matches(answer: str, gold: str, subtask: str) -> bool:
    """OLMES exact match of an extracted ``answer`` against a BBH ``gold`` target."""
    answer_regex(subtask)  # validates the subtask name
    return exact_match(answer, clean_gold(gold), ignore_case=True,
                       ignore_punctuation=subtask != "dyck_languages")


def grade(reply: str, gold: str, *, subtask: str | None = None, choices=None,
          truncated: bool = False, question: str | None = None) -> Verdict:
    """Grade one BBH reply the OLMES way; ``subtask`` is required, ``choices`` unused (as in OLMES)."""
    answer = extract(reply, subtask)
    correct = matches(answer, gold, subtask)
    return Verdict.judge(answer if (answer or correct) else None, correct, mode="olmes", truncated=truncated)
