"""Checks ``benchgrade-lm-eval`` makes before lm-eval starts, so mistakes cost a second, not a run.

lm-eval imports ``datasets`` and builds its task index before it looks at a task name or a data
file (5-25 s on a small machine, more with the hub's retries when offline). Everything here reads
only benchgrade's own YAMLs (and the user's ``--include_path``) with a plain YAML loader:

* :func:`check_names` - a requested name that no YAML defines and that is in benchgrade's
  ``:``/``::`` style is refused with the closest names (lm-eval 0.4.13 has no built-in name with
  a ``:``, so indexing its 14.7k YAMLs could not find it);
* :func:`check_data` - the data the requested benchgrade tasks read: a local folder is loaded
  (a missing or damaged file is its one-line :class:`~benchgrade.datasource.DataError`); with no
  folder and an unreachable hub, a dataset that is not in the local cache is refused.
"""
from __future__ import annotations

import difflib
import fnmatch
from importlib import import_module
from pathlib import Path

PROG = "benchgrade-lm-eval"


class UnknownTask(ValueError):
    """A requested task name that no include path defines."""


def index_configs(*folders: str | Path) -> dict[str, dict]:
    """``{task or group name: its YAML's own keys}`` for every YAML under ``folders``, plus tags
    (``{"tagged": [the tasks carrying the tag]}``).

    ``!function`` tags load as None: nothing is imported. Later folders win, as in lm-eval.
    """
    import yaml

    class Loader(getattr(yaml, "CSafeLoader", yaml.SafeLoader)):
        pass

    Loader.add_multi_constructor("!", lambda loader, suffix, node: None)
    configs: dict[str, dict] = {}
    for folder in folders:
        for path in sorted(Path(folder).expanduser().rglob("*.yaml")):
            try:
                config = yaml.load(path.read_text(encoding="utf-8"), Loader=Loader)
            except (OSError, UnicodeDecodeError, yaml.YAMLError):
                continue  # lm-eval reports a broken YAML itself
            if not isinstance(config, dict):
                continue
            for key in ("task", "group"):
                if isinstance(config.get(key), str):
                    configs[config[key]] = config
            tags = config.get("tag")
            for tag in [tags] if isinstance(tags, str) else tags if isinstance(tags, list) else []:
                entry = configs.setdefault(str(tag), {"tagged": []})
                if isinstance(config.get("task"), str) and "tagged" in entry:
                    entry["tagged"].append(config["task"])
    return configs


def suggest(name: str, names) -> str:
    """``unknown task 'x'; did you mean 'y' or 'z'?`` with the closest names (difflib)."""
    close = difflib.get_close_matches(name, sorted(names), n=3, cutoff=0.6)
    hint = f"; did you mean {' or '.join(repr(c) for c in close)}?" if close else ""
    return f"unknown task {name!r}{hint} (`{PROG} ls tasks` lists benchgrade's tasks)"


def unknown_names(names: list[str], configs: dict[str, dict]) -> list[str]:
    """Requested names (globs allowed, ``.yaml`` paths skipped) that no indexed YAML defines.

    Raises :class:`UnknownTask` for the first one with a ``:`` (it cannot be a built-in).
    """
    unknown = [n for n in names if not n.endswith(".yaml") and n not in configs
               and not fnmatch.filter(configs, n)]
    for name in unknown:
        if ":" in name:
            raise UnknownTask(suggest(name, configs))
    return unknown


def _leaves(names: list[str], configs: dict[str, dict]) -> list[dict]:
    """The ``dataset_kwargs`` of every benchgrade task the requested names reach (groups and tags expanded)."""
    found, stack, seen = [], list(names), set()
    while stack:
        name = stack.pop()
        if name in seen:
            continue
        seen.add(name)
        matched = [name] if name in configs else fnmatch.filter(configs, name)
        for key in matched:
            config = configs[key]
            members = config.get("task") if "group" in config else config.get("tagged")
            if isinstance(members, list):
                stack += [m for m in members if isinstance(m, str)]
            elif isinstance(config.get("dataset_kwargs"), dict) and "benchmark" in config["dataset_kwargs"]:
                found.append(config["dataset_kwargs"])
            if key != name:
                seen.add(key)
    return found


def check_data(names: list[str], configs: dict[str, dict], metadata: dict) -> None:
    """Load (local folder) or locate (hub) the rows the requested benchgrade tasks read."""
    from benchgrade import datasource

    root = datasource.resolve_data_dir(metadata.get("data_dir"))
    wanted = {(kw["benchmark"], kw.get("subset"), kw.get("split", "test")) for kw in _leaves(names, configs)}
    if root is None:
        offline = datasource.hub_unreachable() if wanted else None
        if offline:
            for benchmark in sorted({b for b, _, _ in wanted}):
                datasource.require_hub_or_cache(import_module(f"benchgrade.{benchmark}.data").HF_PATH, offline)
        return
    for benchmark, subset, split in sorted(wanted, key=str):
        data = import_module(f"benchgrade.{benchmark}.data")
        if benchmark == "socialiqa" and metadata.get("socialiqa_split"):
            split = metadata["socialiqa_split"]
        data.load_docs(split=split, subset=subset, data_dir=root)
        if benchmark == "mmlu":
            data.fewshot_docs(subset, data_dir=root)
