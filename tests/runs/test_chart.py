"""The rescore chart stays readable from one task to thousands: legend inside the figure, full
names, one screen page wide, per-family panels, no mathtext."""
from __future__ import annotations

import random

import pytest

pytest.importorskip("matplotlib", reason="the chart extra (pip install 'benchgrade[chart]') is not installed")

from benchgrade.bbh.data import SUBTASKS  # noqa: E402
from benchgrade.mmlu.data import CATEGORY_OF  # noqa: E402
from benchgrade.runs.chart import draw, figure, panels, wrap_name  # noqa: E402


def _task(name, subtask=None, host="lm-eval", queries=10, seed=0):
    rng = random.Random(f"{name}{seed}")
    original = rng.uniform(0.1, 0.9)
    return {"host": host, "task": name, "subtask": subtask, "run": "", "queries": queries, "original": original,
            "original_filter": "get-answer", "robust": min(1.0, original + rng.uniform(0, 0.3)), "olmes": original}


def tasks(count: int) -> list[dict]:
    rows = [_task(f"bbh_cot_fewshot_{s}", s) for s in SUBTASKS] + [_task(f"mmlu_{s}_generative", s) for s in CATEGORY_OF]
    rows += [_task(f"my_task_{i}") for i in range(max(0, count - len(rows)))]
    return rows[:count]


@pytest.mark.parametrize("count", [1, 29, 300, 3000])
def test_legend_inside_one_page_wide_height_bounded(count, tmp_path):
    rows = tasks(count)
    fig = figure(rows, "benchgrade rescore: results/")
    try:
        renderer = fig.canvas.get_renderer()
        legend = fig.legends[0].get_window_extent(renderer)
        page = fig.bbox
        assert page.x0 <= legend.x0 and legend.x1 <= page.x1 and page.y0 <= legend.y0 and legend.y1 <= page.y1
        labels = [t.get_text() for ax in fig.axes for t in ax.get_yticklabels()]
        width, height = fig.get_size_inches() * fig.dpi
    finally:
        import matplotlib.pyplot as plt

        plt.close(fig)
    assert width == 1050
    assert height <= 200 + 56 * count, height  # sized to its rows …
    assert height <= 6000, height              # … and bounded at thousands of tasks
    if count <= 29:  # every row, every name whole (wrapped, never cut)
        assert len(labels) == count
        assert {label.replace("\n", "") for label in labels} == {t["task"] for t in rows}
    size = draw(rows, tmp_path / "chart.png", "x")
    assert (tmp_path / "chart.png").read_bytes()[:4] == b"\x89PNG" and size[0] == 1050


def test_many_tasks_get_an_overview_and_one_panel_per_family():
    layout = panels(tasks(300) + [_task("bbh_cot_fewshot_*", None, queries=270), _task("mmlu_*_generative", None)])
    titles = [title for title, _ in layout]
    assert titles[0].startswith("overview") and any(t.startswith("bbh_cot_fewshot_* (lm-eval)") for t in titles)
    assert any(t.startswith("mmlu_*_generative") and "20 of 57" in t for t in titles)


def test_dollar_signs_and_escape_sequences_are_text(tmp_path):
    rows = [_task("gsm8k $x^2$ $HOME", None), _task("benchgrade-bbh", "\x1b[31mnavigate\x1b[0m", host="verifiers")]
    fig = figure(rows, "benchgrade rescore: /runs/$model$")
    labels = [t.get_text() for ax in fig.axes for t in ax.get_yticklabels()]
    assert "gsm8k $x^2$ $HOME" in labels and "benchgrade-bbh · navigate" in labels
    draw(rows, tmp_path / "chart.png", "benchgrade rescore: /runs/$model$")  # mathtext would raise here


def test_wrap_keeps_words_whole():
    assert wrap_name("bbh_cot_fewshot_logical_deduction_five_objects", 40) == ["bbh_cot_fewshot_logical_deduction_five_",
                                                                               "objects"]
