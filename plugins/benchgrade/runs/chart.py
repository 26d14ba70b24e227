"""The PNG of ``benchgrade rescore``: original vs rescored accuracy per task/subtask (matplotlib, Agg)."""
from __future__ import annotations

import os
import tempfile
from pathlib import Path


def _label(task: dict) -> str:
    name = task["task"]
    if task["subtask"] and task["subtask"] not in name:
        name = f"{name} · {task['subtask']}"
    return name if len(name) <= 48 else name[:47] + "…"


def draw(tasks: list[dict], path: Path, title: str) -> None:
    """One horizontal group of bars per task row: host original, robust, and olmes where it exists."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    rows = [t for t in tasks if t["robust"] is not None]
    series = [("original (host)", "original", "#9e9e9e"), ("robust", "robust", "#1f77b4"),
              ("olmes", "olmes", "#ff7f0e")]
    series = [s for s in series if any(t[s[1]] is not None for t in rows)]
    height = 0.8 / len(series)
    fig, ax = plt.subplots(figsize=(10, max(2.5, 0.42 * len(rows) * len(series) + 1.2)))
    for i, (label, key, colour) in enumerate(series):
        ys = [r + i * height for r in range(len(rows))]
        values = [t[key] if t[key] is not None else 0.0 for t in rows]
        bars = ax.barh(ys, values, height=height, color=colour, label=label)
        for bar, task in zip(bars, rows):
            if task[key] is not None:
                ax.text(bar.get_width() + 0.01, bar.get_y() + bar.get_height() / 2, f"{task[key]:.2f}",
                        va="center", fontsize=7)
    ax.set_yticks([r + height * (len(series) - 1) / 2 for r in range(len(rows))])
    ax.set_yticklabels([_label(t) for t in rows], fontsize=8)
    ax.invert_yaxis()
    ax.set_xlim(0, 1.12)
    ax.set_xlabel("accuracy (mean per query)")
    ax.set_title(title, fontsize=10)
    ax.legend(loc="upper center", bbox_to_anchor=(0.5, -0.08), ncol=3, fontsize=8, frameon=False)
    fig.tight_layout()
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".png")
    os.close(fd)
    try:
        fig.savefig(tmp, dpi=110)
        os.replace(tmp, path)
    except BaseException:
        os.unlink(tmp)
        raise
    finally:
        plt.close(fig)
