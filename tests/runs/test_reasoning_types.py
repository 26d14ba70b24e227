"""SocialIQA's ATOMIC relation from the question wording (benchgrade.socialiqa.reasoning)."""
from __future__ import annotations

from collections import Counter

import pytest

from benchgrade.socialiqa.data import load_docs
from benchgrade.socialiqa.reasoning import RELATIONS, reasoning_type
from tests.conftest import SHARED_DATA, TEST_DATA, needs_shared_data

#: Hand labels of all 32 real rows in the committed slice (validation 0-23, train 0-7), read one by
#: one against the ATOMIC templates; row 18 ("Due to his car breaking down, Robin decided ...") and
#: row 2 ("What will patients want ...") are the tricky ones.
HAND = {
    ("validation", 0): "xNeed", ("validation", 1): "xAttr", ("validation", 2): "oWant", ("validation", 3): "xReact",
    ("validation", 4): "xAttr", ("validation", 5): "xAttr", ("validation", 6): "xIntent", ("validation", 7): "xWant",
    ("validation", 8): "xNeed", ("validation", 9): "xIntent", ("validation", 10): "xEffect",
    ("validation", 11): "xIntent", ("validation", 12): "xIntent", ("validation", 13): "xWant",
    ("validation", 14): "oWant", ("validation", 15): "xAttr", ("validation", 16): "xReact", ("validation", 17): "xNeed",
    ("validation", 18): "xWant", ("validation", 19): "xAttr", ("validation", 20): "oReact",
    ("validation", 21): "oEffect", ("validation", 22): "oWant", ("validation", 23): "xNeed",
    ("train", 0): "oReact", ("train", 1): "oWant", ("train", 2): "xWant", ("train", 3): "xIntent",
    ("train", 4): "xNeed", ("train", 5): "xNeed", ("train", 6): "xNeed", ("train", 7): "xWant",
}

#: Questions in the 10,000 that follow no ATOMIC template ("What did X do?", "Is X thrifty or
#: careless?" ...): reported as unclassified rather than guessed.
UNCLASSIFIED = sorted([
    'Is Kendall thrifty or careless?', 'What did Alex do?', 'What did Ash do?', 'What did Ash do?',
    'What did Aubrey create?', 'What did Aubrey do?', 'What did Bailey do?', 'What did Cameron do?', 'What did Jan do?',
    'What did Jesse do?', 'What did Jesse do?', 'What did Jesse do?', 'What did Jesse say?', 'What did Kendall do?',
    'What did Kendall say to her brother about his wife?', 'What did Lee do?', 'What did Riley do?',
    'What did Sasha do?', 'What did Skylar do?', 'What did Skylar do?', 'What did Sydney do?', 'What did Taylor do?',
    'What did Tracy do?', 'What does Casey do afterward?', 'What does Jan to do for this?', 'What does Quinn do this?',
    'What has Kendall done to help her pet her cats?', 'What kind of place would Tracy be happy living?',
    'What relationship do Remy and Aubrey have?', 'What school did Riley apply to and how?',
    'What type of job does Jane have?', "What will Kai's parents say to Taylor?", "What will Lee's family do?",
    'What will Others think?', 'What will others say about Bailey?', 'What will the boss think of Remy?',
    'Where is Quinn spending the day?', 'Whom is eating lunch with Kendall?'])


def test_hand_labelled_slice():
    docs = load_docs("validation", data_dir=TEST_DATA) + load_docs("train", data_dir=TEST_DATA)
    got = {(d["split"], d["row"]): reasoning_type(d["question"], d["context"]) for d in docs}
    assert got == HAND


@pytest.mark.parametrize("context, question, expected", [
    ("Aubrey fed Tracy's kids spaghetti after the baseball practice.", "How would Tracy feel as a result?", "oReact"),
    ("Jordan took her daughter to the circus.", "How would Jordan's daughter feel as a result?", "oReact"),
    ("Aubrey gave me water to pass out to the cyclists riding in the race.",
     "What will the cyclists want to do next?", "oWant"),
    ("Alex spent hours looking at wedding dresses online.", "What may Alex do next?", "xWant"),
    ("Jesse went to Quinn's grandmother's house.", "What will happen to Quinn?", "oEffect"),
    ("ash wanted to hang out with her friends.", "What does Ash need to do before this?", "xNeed"),
    ("Remy made a hard choice.", "Remy made this decision because?", "xIntent"),
])
def test_constructed_wordings(context, question, expected):
    assert reasoning_type(question, context) == expected


@needs_shared_data
def test_every_question_of_the_10000():
    docs = load_docs("xlarge", data_dir=SHARED_DATA)
    kinds = Counter(reasoning_type(d["question"], d["context"]) for d in docs)
    unclassified = sorted(d["question"] for d in docs if reasoning_type(d["question"], d["context"]) is None)
    assert unclassified == UNCLASSIFIED
    assert set(kinds) - {None} == set(RELATIONS)
    assert all(kinds[r] > 300 for r in RELATIONS), kinds  # every relation well represented
