"""``benchgrade-lm-eval``: the ``lm_eval`` CLI with benchgrade's tasks, filters and model built in.

What it adds to plain ``lm_eval`` (all arguments pass through unchanged):

* benchgrade's task folder is always on the include path (a user ``--include_path``
  is added after it, so the user's tasks still win);
* when every requested task is a benchgrade task, lm-eval's ~14.7k built-in task
  YAMLs are not indexed (``TaskManager(include_defaults=False)``), which is most of
  plain ``lm_eval``'s start-up time; ``ls`` lists benchgrade's tasks only;
* the ``benchgrade-local-completions`` model (distinct seed per repeat) is registered.
"""
from __future__ import annotations

import logging
import sys

from .taskdir import tasks_dir


def _flag_value(argv: list[str], *flags: str) -> str | None:
    for i, arg in enumerate(argv):
        for flag in flags:
            if arg == flag and i + 1 < len(argv):
                return argv[i + 1]
            if flag.startswith("--") and arg.startswith(flag + "="):
                return arg.split("=", 1)[1]
    return None


def requested_tasks(argv: list[str]) -> list[str] | None:
    """Task names from ``--tasks``/``-t`` (which wins) or the ``tasks`` of a ``--config`` file; None when absent."""
    value = _flag_value(argv, "--tasks", "-t")
    if value is None and (config := _flag_value(argv, "--config", "-C")) is not None:
        import yaml

        try:
            value = (yaml.safe_load(open(config, encoding="utf-8")) or {}).get("tasks")
        except (OSError, yaml.YAMLError, AttributeError):
            return None  # lm-eval reports the broken config itself
    if value is None:
        return None
    names = value if isinstance(value, list) else str(value).split(",")
    return [name.strip() for item in names for name in str(item).split(",") if name.strip()]


def needs_builtin_tasks(names: list[str] | None) -> bool:
    """True when some requested name is not one of benchgrade's tasks, groups or tags."""
    if not names:
        return False
    from lm_eval.tasks import TaskManager

    ours = TaskManager(include_path=[str(tasks_dir())], include_defaults=False)
    known = set(ours.all_tasks)
    return any(name not in known and not ours.match_tasks([name]) for name in names)


class _QuietCustomDatasetHint(logging.Filter):
    """lm-eval logs a --metadata hint once per task that uses custom_dataset (84 times for BBH+MMLU)."""

    def filter(self, record: logging.LogRecord) -> bool:
        return "Custom kwargs can be passed to `--metadata`" not in record.getMessage()


def install(default_decision: bool) -> None:
    """Make every TaskManager lm-eval builds include benchgrade's tasks (and maybe skip built-ins)."""
    import lm_eval.tasks

    from . import chat_journal, filters, models  # noqa: F401  (register filters and the seeded and journaled models)

    base = lm_eval.tasks.TaskManager
    ours = str(tasks_dir())

    class BenchgradeTaskManager(base):
        def __init__(self, verbosity=None, include_path=None, include_defaults=None, metadata=None):
            extra = [] if include_path is None else include_path if isinstance(include_path, list) else [include_path]
            super().__init__(verbosity=verbosity, include_path=[ours, *map(str, extra)],
                             include_defaults=default_decision if include_defaults is None else include_defaults,
                             metadata=metadata)

    lm_eval.tasks.TaskManager = BenchgradeTaskManager
    quiet_custom_dataset_hint()


def quiet_custom_dataset_hint() -> None:
    """Drop lm-eval's per-task ``--metadata`` hint for custom_dataset tasks (it says nothing new)."""
    logging.getLogger("lm_eval.api.task").addFilter(_QuietCustomDatasetHint())


def main(argv: list[str] | None = None) -> None:
    argv = list(sys.argv[1:] if argv is None else argv)
    install(default_decision=needs_builtin_tasks(requested_tasks(argv)))
    from lm_eval.__main__ import cli_evaluate

    sys.argv = ["benchgrade-lm-eval", *argv]
    cli_evaluate()


if __name__ == "__main__":
    main()
