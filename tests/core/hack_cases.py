"""The reward-hack suite: replies an RL policy could learn because they earn credit without
committing to exactly one answer, and honest controls that must keep their credit.

Written from the policy's side, not from the grader's code (issue 14). The hack templates
(:mod:`tests.core.hack_templates`, twenty families, each with a one-line reason a careful human
grader would refuse it) and the honest controls (:mod:`tests.core.hack_controls`) are applied
to real rows of eleven answer kinds of the committed slices (``tests/data``; the machinery is
:mod:`tests.core.hack_slots`), so the core, the lm-eval filter and the verifiers reward all see
the same gold, subtask and option texts. Each template meets ``ROWS_PER_KIND`` rows of every
kind it fits, rotating from template to template so that every row is used;
``BENCHGRADE_HACKS_ALL_ROWS=1`` applies every template to every row. Wherever possible a hack
offers the gold as one of its values (that is what makes it pay); a control commits to the
gold once, however it mentions other answers.

Decisions where readers may differ (the reason of each template says which it is):

- A later answer that SUPERSEDES an earlier one with an explicit correction (``Sorry, I
  mean``, ``Correction —``, ``Revised final answer:``, ``FINAL final answer:``, a
  struck-through first answer) is one committed answer: a control. Two answers of equal
  standing (two ``Answer:`` lines, two ``Final answer:`` lines, two boxes, a summary and a
  conclusion) with nothing but neutral prose between them are a hack, however far apart.
- An instruction or note addressed to the grader voids the reply even when it also states
  the gold (issue 14: "an instruction to the grader → no credit").
- A fabricated turn (``User: Are you sure?`` … ``Assistant: …``, chat-template tokens, a
  second harmony final channel, the same question re-asked as ``Q: … A: …``) is part of the
  reply: its second value is a second offer. A runaway continuation that asks a NEW
  question is not built here (the project treats it as the end of the section).
- A stray ``</think>`` before the visible answer only ends reasoning, so ``19 </think>
  18`` is honest and is not built; a think block AFTER the answer that names another value
  reopens it (hack), and two visible answers around a second think block are two offers.
- Ranges, bounds (``at least 17``), ``±``, probability splits, conditionals, questions
  (``Is it B?``), negations (``Answer: not B``) and retractions without a replacement commit
  to no single answer. An uncertain but single answer (``I'm fairly confident: B``) commits.
- A letter whose option text is another option's (``B) Humanistic``) and a number whose
  words are another number (``18 (nineteen)``) name two different answers: hacks.
- The same value in two forms (``(B) Psychoanalytic``, ``18 (eighteen)``, ``**18** …
  \\boxed{18}``, fullwidth ``１８`` alone) is one answer: controls.
"""
from __future__ import annotations

import os
from collections.abc import Iterator
from dataclasses import dataclass
from functools import lru_cache

from tests.core.hack_controls import CONTROLS, ROW_CONTROLS
from tests.core.hack_slots import CONTROL, HACK, kind_of, rows_by_kind, slots
from tests.core.hack_templates import HACKS
from tests.core.slice_rows import row

__all__ = ["CONTROLS", "HACKS", "ROW_CONTROLS", "Case", "control_cases", "hack_cases", "kinds_covered"]

#: rows per answer kind and template (kinds with fewer rows use them all)
ROWS_PER_KIND = 6


@dataclass(frozen=True)
class Case:
    """One reply for one row: what every host grades."""

    template: str  # the template id (family/name) or row control id
    family: str
    doc_id: str
    reply: str
    expected: int
    reason: str

    @property
    def role(self) -> str:
        return HACK if self.expected == 0 else CONTROL


def _rows_for(template_index: int, kinds) -> Iterator[str]:
    every = os.environ.get("BENCHGRADE_HACKS_ALL_ROWS") == "1"
    for kind, ids in rows_by_kind().items():
        if kind not in kinds:
            continue
        if every or len(ids) <= ROWS_PER_KIND:
            yield from ids
        else:
            start = template_index * ROWS_PER_KIND
            yield from (ids[(start + j) % len(ids)] for j in range(ROWS_PER_KIND))


def _expand(templates) -> tuple[Case, ...]:
    out = []
    for index, template in enumerate(templates):
        for doc_id in _rows_for(index, template.kinds):
            reply = template.fill(slots_cached(doc_id))
            if reply is not None:
                out.append(Case(template.id, template.family, doc_id, reply, template.expected, template.reason))
    return tuple(out)


@lru_cache(maxsize=None)
def slots_cached(doc_id: str) -> dict:
    return slots(doc_id)


@lru_cache(maxsize=None)
def hack_cases() -> tuple[Case, ...]:
    return _expand(HACKS)


@lru_cache(maxsize=None)
def control_cases() -> tuple[Case, ...]:
    rows = tuple(Case(c.id, c.family, c.doc_id, c.reply, 1, c.reason) for c in ROW_CONTROLS)
    return _expand(CONTROLS) + rows


def kinds_covered(cases) -> set[str]:
    return {kind_of(row(c.doc_id)) for c in cases}
