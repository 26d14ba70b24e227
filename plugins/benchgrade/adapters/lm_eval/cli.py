"""``benchgrade-lm-eval``: the ``lm_eval`` CLI with benchgrade's tasks, filters and model built in.

What it adds to plain ``lm_eval`` (all arguments pass through unchanged):

* benchgrade's task folder is always on the include path (a user ``--include_path``
  is added after it, so the user's tasks still win);
* when every requested task is a benchgrade task, lm-eval's ~14.7k built-in task
  YAMLs are not indexed (``TaskManager(include_defaults=False)``), which is most of
  plain ``lm_eval``'s start-up time; ``ls`` lists benchgrade's tasks only;
* the ``benchgrade-local-completions`` model (distinct seed per repeat) is registered;
* mistakes fail fast, as one line (``benchgrade-lm-eval: error: …``, exit status 2): task
  names and data are checked before lm-eval is imported (:mod:`.preflight`); any other
  unknown name gets the closest names after lm-eval's own lookup; a data problem during
  the run is its one line too. ``--help`` goes straight to lm-eval (nothing of
  benchgrade's is needed to print it);
* Ctrl-C is one line saying what was kept (a ``journal=`` resumes the run) and exit status 130,
  not a traceback (transformers' "PyTorch was not found" notice is off: see the package docstring).
"""
from __future__ import annotations

import json
import logging
import os
import sys
from pathlib import Path

from .preflight import PROG, UnknownTask, check_data, index_configs, suggest, unknown_names
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


def _configs(argv: list[str]) -> dict[str, dict]:
    user = _flag_value(argv, "--include_path")
    return index_configs(tasks_dir(), *([user] if user else []))


def needs_builtin_tasks(names: list[str] | None, argv: list[str] | None = None) -> bool:
    """True when some requested name is not one of benchgrade's (or the user's) tasks, groups or tags.

    A name in benchgrade's ``:`` style that is not ours raises :class:`UnknownTask` at once.
    """
    return bool(names) and bool(unknown_names(names, _configs(argv or [])))


def _metadata(argv: list[str]) -> dict:
    raw = _flag_value(argv, "--metadata")
    try:
        value = json.loads(raw) if raw else {}
    except json.JSONDecodeError:
        value = {}  # lm-eval reports malformed --metadata itself
    return value if isinstance(value, dict) else {}


def preflight(argv: list[str]) -> bool:
    """Check names and data before lm-eval starts; return whether lm-eval's built-ins are needed."""
    names = requested_tasks(argv) or []
    configs = _configs(argv)
    builtins = bool(unknown_names(names, configs))
    metadata = _metadata(argv)
    from benchgrade.datasource import resolve_data_dir

    resolve_data_dir(metadata.get("data_dir"))  # a folder that does not exist, even for `ls`
    if names:
        check_data(names, configs, metadata)
    return builtins


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
        last = None  # the most recent instance: its index names the suggestions for an unknown task

        def __init__(self, verbosity=None, include_path=None, include_defaults=None, metadata=None):
            extra = [] if include_path is None else include_path if isinstance(include_path, list) else [include_path]
            super().__init__(verbosity=verbosity, include_path=[ours, *map(str, extra)],
                             include_defaults=default_decision if include_defaults is None else include_defaults,
                             metadata=metadata)
            BenchgradeTaskManager.last = self

    lm_eval.tasks.TaskManager = BenchgradeTaskManager
    quiet_custom_dataset_hint()


def quiet_custom_dataset_hint() -> None:
    """Drop lm-eval's per-task ``--metadata`` hint for custom_dataset tasks (it says nothing new)."""
    logging.getLogger("lm_eval.api.task").addFilter(_QuietCustomDatasetHint())


def _wants_help(argv: list[str]) -> bool:
    return any(arg in ("-h", "--help") for arg in argv)


def _run_lm_eval(argv: list[str]) -> None:
    from lm_eval.__main__ import cli_evaluate

    sys.argv = [PROG, *argv]
    cli_evaluate()


def _missing_tasks_message(exc: ValueError) -> str | None:
    """lm-eval's ``Tasks not found: a, b`` as one line with the closest names, or None for other errors."""
    import lm_eval.tasks

    prefix = "Tasks not found: "
    manager = getattr(lm_eval.tasks.TaskManager, "last", None)
    if not str(exc).startswith(prefix) or manager is None:
        return None
    known = set(manager.all_tasks) | set(manager.all_groups) | set(manager.all_tags)
    return "; ".join(suggest(name.strip(), known) for name in str(exc)[len(prefix):].split(","))


def _model_arg(argv: list[str], key: str) -> str | None:
    """One ``key=value`` of ``--model_args`` (lm-eval's comma-separated form)."""
    raw = _flag_value(argv, "--model_args") or ""
    for part in raw.split(","):
        name, _, value = part.partition("=")
        if name.strip() == key and value.strip():
            return value.strip()
    return None


def interrupted_message(argv: list[str]) -> str:
    """What a Ctrl-C leaves behind, and how to go on: a journal resumes; lm-eval itself keeps nothing."""
    journal = _model_arg(argv, "journal")
    if journal:
        path = Path(journal).expanduser()
        kept = sum(1 for line in path.open(encoding="utf-8", errors="replace") if line.strip()) if path.is_file() else 0
        return (f"interrupted; {kept} answered request(s) are kept in the journal {path}: run the same command "
                "again to resume (only the unanswered requests are sent)")
    return ("interrupted; nothing of this run was kept (lm-eval writes results and samples only when a run "
            "ends). To make an API run resumable: --model benchgrade-local-chat-completions with journal=PATH")


def _close_progress_bars() -> None:
    """An interrupted lm-eval leaves its tqdm bar mid-line; closing the bars ends that line first."""
    tqdm = getattr(sys.modules.get("tqdm"), "tqdm", None)
    for bar in list(getattr(tqdm, "_instances", ())):
        bar.close()


def main(argv: list[str] | None = None) -> None:
    argv = list(sys.argv[1:] if argv is None else argv)
    if _wants_help(argv):
        _run_lm_eval(argv)
        return
    from benchgrade.datasource import DataError

    try:
        install(default_decision=preflight(argv))
        _run_lm_eval(argv)
    except KeyboardInterrupt:
        _close_progress_bars()
        print(f"{PROG}: {interrupted_message(argv)}", file=sys.stderr, flush=True)
        sys.stdout.flush()
        os._exit(130)  # lm-eval's request threads may still be waiting on the server; do not wait for them
    except (DataError, UnknownTask) as exc:
        _fail(str(exc))
    except ValueError as exc:
        message = _missing_tasks_message(exc)
        if message is None:
            raise
        _fail(message)


def _fail(message: str) -> None:
    """A user's mistake: one line on stderr, exit status 2 (as ``benchgrade`` and argparse do)."""
    print(f"{PROG}: error: {message}", file=sys.stderr, flush=True)
    sys.exit(2)


if __name__ == "__main__":
    main()
