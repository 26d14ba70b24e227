"""The PNG of ``benchgrade rescore``: the host's original score vs the rescored ones, per task.

Readable at one task and at thousands:

* one horizontal group of bars per task row — grey the host's original score (its headline
  filter), blue ``robust``, orange ``olmes`` — with the values written beside the bars while
  there is room; the legend sits inside the figure, above the first panel;
* full task names, wrapped (never cut mid-name);
* up to :data:`ONE_PANEL` rows: one panel with every row. More: an overview panel (one row per
  family of subtasks — ``bbh_cot_fewshot_*`` — and each task that has no family; the
  :data:`ONE_PANEL` with the most queries) and one panel per family (its subtasks; the
  :data:`FAMILY_ROWS` whose rescored score differs most from the host's), for the
  :data:`MAX_FAMILIES` largest families; when the overview leaves rows out, a panel of the rows
  that differ most from the host's score; what is left out is said in the titles and is in
  ``rescore.json``;
* 1050 px wide whatever the rows (a screen page), as tall as its rows need;
* text is never read as mathtext: a ``$`` in a path or subtask name is a dollar sign.
matplotlib is an extra (``pip install 'benchgrade[chart]'``); importing this module without it
raises :class:`benchgrade.extras.MissingExtra`, whose one line ``rescore`` reports.
"""
from __future__ import annotations

import re
import textwrap
from collections import defaultdict
from pathlib import Path

from ..extras import require

matplotlib = require("matplotlib", package="matplotlib", extra="chart", needed_for="rescore.png (rescore's chart)")
matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
from matplotlib.patches import Patch  # noqa: E402

from .safetext import for_terminal  # noqa: E402

ONE_PANEL = 30
FAMILY_ROWS = 20
MAX_FAMILIES = 6
WIDTH_IN, DPI = 10.5, 100
SERIES = (("original (host's score, its headline filter)", "original", "#9e9e9e"),
          ("robust (rescored)", "robust", "#1f77b4"), ("olmes (rescored)", "olmes", "#ff7f0e"))


def _label(task: dict, show_run: bool, width: int) -> str:
    name = task["task"]
    if task["subtask"] and task["subtask"] not in name:
        name = f"{name} · {task['subtask']}"
    if show_run and task.get("run"):
        name = f"{name} @ {task['run']}"
    return "\n".join(wrap_name(for_terminal(name).replace("\n", " "), width))


def wrap_name(name: str, width: int) -> list[str]:
    """Lines of at most ``width`` characters, broken after ``_``, ``:``, ``/``, ``-`` or a space (a
    task name keeps its words whole); a single longer piece is cut."""
    lines = [""]
    for piece in re.findall(r"[^_:/\- ]*[_:/\- ]?", name)[:-1] or [name]:
        while len(piece) > width:
            lines += [piece[:width], ""]
            piece = piece[width:]
        if lines[-1] and len(lines[-1]) + len(piece) > width:
            lines.append("")
        lines[-1] += piece
    return [line.rstrip() for line in lines if line.strip()] or ["?"]


def _gap(task: dict) -> float:
    base = task["original"] if task["original"] is not None else task["olmes"]
    return abs(task["robust"] - base) if base is not None else 0.0


def _family(task: dict) -> tuple:
    if task["subtask"] in (None, "*") or "*" in task["task"]:
        return ()
    return (task["host"], task["task"].replace(task["subtask"], "*"), task.get("run", ""))


def panels(rows: list[dict]) -> list[tuple[str, list[dict]]]:
    """(title, rows) per panel, as the module doc says."""
    if len(rows) <= ONE_PANEL:
        return [("", rows)]
    members: dict[tuple, list[dict]] = defaultdict(list)
    for row in rows:
        if _family(row):
            members[_family(row)].append(row)
    families = {key: group for key, group in members.items() if len(group) > 1}
    overview = [r for r in rows if "*" in r["task"] or r["subtask"] == "*" or _family(r) not in families]
    shown = sorted(overview, key=lambda r: -r["queries"])[:ONE_PANEL]
    shown.sort(key=lambda r: ("*" not in r["task"] and r["subtask"] != "*", r["task"]))  # families first
    result = [(_title("overview: one row per family of subtasks and per task", len(shown), len(overview),
                      "with the most queries"), shown)]
    if len(shown) < len(overview):  # rows left out of the overview: the ones that matter most still show
        gaps = sorted((r for r in rows if r not in shown and _gap(r) > 0), key=_gap, reverse=True)[:FAMILY_ROWS]
        if gaps:
            result.append((f"the {len(gaps)} other rows whose rescored score differs most from the host's", gaps))
    ranked = sorted(families.items(), key=lambda kv: -sum(r["queries"] for r in kv[1]))
    for (host, name, run), group in ranked[:MAX_FAMILIES]:
        chosen = sorted(group, key=_gap, reverse=True)[:FAMILY_ROWS]
        result.append((_title(f"{name} ({host}{', ' + run if run else ''})", len(chosen), len(group),
                              "differing most from the host"), [r for r in group if r in chosen]))
    if len(ranked) > MAX_FAMILIES:
        left = ", ".join(name for (_, name, _), _ in ranked[MAX_FAMILIES:MAX_FAMILIES + 4])
        result[0] = (result[0][0] + f"\n{len(ranked) - MAX_FAMILIES} smaller families not drawn ({left}"
                     f"{', …' if len(ranked) > MAX_FAMILIES + 4 else ''}): see rescore.json", result[0][1])
    return result


def _title(what: str, shown: int, total: int, rule: str) -> str:
    return what if shown == total else f"{what} — {shown} of {total}, those {rule}"


def figure(tasks: list[dict], title: str):
    """The chart as a matplotlib figure (the caller saves and closes it)."""
    rows = [t for t in tasks if t["robust"] is not None]
    series = [s for s in SERIES if any(t[s[1]] is not None for t in rows)]
    show_run = len({t.get("run", "") for t in rows}) > 1
    layout = panels(rows)
    compact = sum(len(group) for _, group in layout) > ONE_PANEL
    pitch = (0.08 if compact else 0.14) * len(series) + (0.1 if compact else 0.12)
    label_width = 46 if compact else 40
    heights = [len(group) * pitch + (0.55 if panel_title else 0.25) for panel_title, group in layout]
    with plt.rc_context({"text.parse_math": False, "font.size": 8}):
        fig = plt.figure(figsize=(WIDTH_IN, sum(heights) + 1.0), dpi=DPI, layout="constrained")
        grid = fig.add_gridspec(len(layout), 1, height_ratios=heights)
        for number, (panel_title, group) in enumerate(layout):
            _panel(fig.add_subplot(grid[number]), group, series, panel_title, show_run, label_width, compact)
        fig.legend(handles=[Patch(color=colour, label=label) for label, _, colour in series],
                   loc="outside upper center", ncol=len(series), fontsize=8, frameon=False,
                   title="\n".join(textwrap.wrap(for_terminal(title), 110)[:2]), title_fontsize=9)
    return fig


def draw(tasks: list[dict], path: Path, title: str) -> tuple[int, int]:
    """Write the chart to ``path``; returns its size in pixels (width, height)."""
    fig = figure(tasks, title)
    try:
        with plt.rc_context({"text.parse_math": False}):
            fig.savefig(path, dpi=DPI)
        return tuple(int(round(v * DPI)) for v in fig.get_size_inches())
    finally:
        plt.close(fig)


def _panel(ax, group: list[dict], series, panel_title: str, show_run: bool, width: int, compact: bool) -> None:
    height = 0.8 / len(series)
    for i, (label, key, colour) in enumerate(series):
        ys = [r + i * height for r in range(len(group))]
        values = [t[key] if t[key] is not None else 0.0 for t in group]
        bars = ax.barh(ys, values, height=height, color=colour)
        if not compact:
            for bar, task in zip(bars, group):
                if task[key] is not None:
                    ax.text(bar.get_width() + 0.01, bar.get_y() + bar.get_height() / 2, f"{task[key]:.2f}",
                            va="center", fontsize=7)
    ax.set_yticks([r + height * (len(series) - 1) / 2 for r in range(len(group))])
    ax.set_yticklabels([_label(t, show_run, width) for t in group], fontsize=7 if compact else 8)
    ax.set_ylim(len(group) - 1 + 0.9, -0.2)
    ax.set_xlim(0, 1.12 if not compact else 1.0)
    ax.set_xticks([0, 0.25, 0.5, 0.75, 1.0])
    ax.grid(axis="x", color="#dddddd", linewidth=0.6)
    ax.set_axisbelow(True)
    ax.set_xlabel("accuracy (mean per query)", fontsize=8)
    if panel_title:
        ax.set_title(for_terminal(panel_title), fontsize=9, loc="left")
