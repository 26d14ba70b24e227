"""The task folder: generated YAMLs up to date, OLMES names, no clash with lm-eval's own index, locator, wheel."""
from __future__ import annotations

import os
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from benchgrade.adapters.lm_eval import generate_tasks
from benchgrade.adapters.lm_eval.taskdir import tasks_dir
from benchgrade.bbh.data import SUBTASKS
from benchgrade.mmlu.data import CATEGORIES, SUBJECTS

REPO = Path(__file__).resolve().parents[2]


def our_index():
    from lm_eval.tasks import TaskManager

    return TaskManager(include_path=[str(tasks_dir())], include_defaults=False)


def test_committed_yamls_equal_the_generator_output():
    expected = generate_tasks.all_files()
    root = REPO / "tasks"
    on_disk = {str(p.relative_to(root)) for p in root.rglob("*") if p.is_file() and p.name != "README.md"}
    assert on_disk == set(expected)
    stale = [name for name, text in expected.items() if (root / name).read_text(encoding="utf-8") != text]
    assert stale == []


def test_every_olmes_alias_is_a_task_or_group_of_the_same_name():
    olmes = {"socialiqa:mc::xlarge", "gsm8k::olmo3:n8:v2", "bbh:cot::olmo3:heldout", "mmlu:mc::olmes"}
    olmes |= {f"mmlu_{s}:mc::olmes" for s in SUBJECTS} | {f"mmlu_{c}:mc::olmes" for c in CATEGORIES}
    olmes |= {f"bbh_{t}:cot::olmo3:heldout" for t in SUBTASKS}
    index = our_index()
    assert olmes <= set(index.all_tasks)
    assert len({n for n in index.all_subtasks if n.endswith(":mc::olmes")}) == 57


def test_olmo_eval_ids_name_the_same_tasks():
    """olmo-eval's ids select benchgrade's OLMES tasks (tags); its MMLU category suites are groups of them."""
    index = our_index().task_index
    tags = {name: entry.tags for name, entry in index.items() if entry.kind.name == "TAG"}
    assert tags["gsm8k:olmo3base"] == {"gsm8k::olmo3:n8:v2"}
    assert tags["socialiqa:mc_olmo3base"] == {"socialiqa:mc::xlarge"}
    assert {name: members for name, members in tags.items() if name.startswith("mmlu_")} == {
        f"mmlu_{s}:mc:olmo3base": {f"mmlu_{s}:mc::olmes"} for s in SUBJECTS}
    for category, subjects in CATEGORIES.items():
        group = index[f"mmlu:{category}:mc:olmo3base"]
        assert group.kind.name == "GROUP" and sorted(group.cfg["task"]) == sorted(f"mmlu_{s}:mc::olmes" for s in subjects)
        assert group.cfg["aggregate_metric_list"] == [{"metric": "acc", "aggregation": "mean", "weight_by_size": False}]
    assert "mmlu:mc:olmo3base" not in index  # olmo-eval's is a mean of category means: not an lm-eval group


def test_mmlu_groups_use_the_olmes_categories():
    assert len(CATEGORIES["stem"]) == 18 and "anatomy" in CATEGORIES["other"]
    assert sorted(s for subjects in CATEGORIES.values() for s in subjects) == list(SUBJECTS)
    assert len(SUBJECTS) == 57


@pytest.mark.slow
def test_no_name_collides_with_an_lm_eval_builtin():
    from lm_eval.tasks import TaskManager

    builtin = set(TaskManager(include_defaults=True).all_tasks)
    ours = set(our_index().all_tasks)
    # 182 OLMES/chat tasks and groups + the three ExamQM tasks + olmo-eval's ids (59 tags, 4 MMLU groups)
    assert len(builtin) > 10_000 and len(ours) == 185 + 59 + 4
    assert {"examqm", "examqm_native_text", "examqm_train"} <= ours
    assert ours & builtin == set()


def test_python_m_benchgrade_tasks_prints_the_folder():
    out = subprocess.run([sys.executable, "-m", "benchgrade.tasks"], capture_output=True, text=True, check=True)
    assert Path(out.stdout.strip()) == tasks_dir() and (tasks_dir() / "gsm8k" / "gsm8k_olmo3_n8_v2.yaml").is_file()


def test_wrapper_requests_builtin_index_only_when_needed():
    from benchgrade.adapters.lm_eval.cli import needs_builtin_tasks, requested_tasks

    assert requested_tasks(["run", "--tasks=a,b", "--limit", "1"]) == ["a", "b"]
    assert requested_tasks(["--model", "hf", "--tasks", "gsm8k::olmo3:n8:v2"]) == ["gsm8k::olmo3:n8:v2"]
    assert requested_tasks(["ls", "tasks"]) is None
    assert requested_tasks(["run", "--config", str(REPO / "yaml" / "chat_server.yaml")]) == ["benchgrade_chat"]
    assert not needs_builtin_tasks(["gsm8k::olmo3:n8:v2", "benchgrade_olmo3_base", "mmlu_stem:mc::olmes"])
    assert needs_builtin_tasks(["gsm8k::olmo3:n8:v2", "hellaswag"])


@pytest.mark.slow
def test_wheel_ships_the_tasks_and_runs_them(tmp_path):
    """Build the real wheel, install it into a target dir, and run a task from it through the wrapper."""
    import importlib.util

    # Reuse an installed hatchling (fast, offline); otherwise let pip build in isolation as `pip install .` does.
    isolation = [] if importlib.util.find_spec("hatchling") is None else ["--no-build-isolation"]
    build = subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", *isolation,
                            "-w", str(tmp_path / "dist"), str(REPO)], capture_output=True, text=True)
    assert build.returncode == 0, build.stdout[-2000:] + build.stderr[-2000:]
    wheel = next((tmp_path / "dist").glob("benchgrade-*.whl"))
    names = set(zipfile.ZipFile(wheel).namelist())
    assert "benchgrade/_tasks/gsm8k/gsm8k_olmo3_n8_v2.yaml" in names
    assert "benchgrade/_tasks/bbh/_cot_olmo3_heldout_template" in names
    assert "benchgrade/bbh/fewshot.json" in names
    target = tmp_path / "site"
    subprocess.run([sys.executable, "-m", "pip", "install", "--no-deps", "--target", str(target), str(wheel)],
                   capture_output=True, check=True)
    env = {**os.environ, "PYTHONPATH": str(target), "BENCHGRADE_DATA_DIR": str(REPO / "tests" / "data"),
           "HF_HUB_OFFLINE": "1", "HF_DATASETS_OFFLINE": "1"}
    where = subprocess.run([sys.executable, "-m", "benchgrade.tasks"], capture_output=True, text=True,
                           env=env, cwd=tmp_path, check=True)
    assert Path(where.stdout.strip()) == target / "benchgrade" / "_tasks"
    run = subprocess.run([sys.executable, "-m", "benchgrade.adapters.lm_eval.cli", "--model", "dummy",
                          "--tasks", "gsm8k::olmo3:n8:v2", "--limit", "1"],
                         capture_output=True, text=True, env=env, cwd=tmp_path)
    assert run.returncode == 0, run.stderr[-3000:]
    assert "gsm8k::olmo3:n8:v2" in run.stdout and "pass_at_1" in run.stdout  # the results table


def test_ready_made_run_configs_parse_and_name_benchgrade_tasks():
    from lm_eval.config.evaluate_config import EvaluatorConfig

    configs = sorted((REPO / "yaml").glob("*.yaml"))
    assert len(configs) >= 4
    known = set(our_index().all_tasks)
    for path in configs:
        config = EvaluatorConfig.from_config(path)
        assert config.model and config.output_path, path.name
        assert set(str(config.tasks).split(",")) <= known, path.name


def test_wrapper_task_manager_adds_our_folder_before_the_users(tmp_path, monkeypatch):
    import lm_eval.tasks

    from benchgrade.adapters.lm_eval.cli import install

    monkeypatch.setattr(lm_eval.tasks, "TaskManager", lm_eval.tasks.TaskManager)  # restored after the test
    (tmp_path / "mine.yaml").write_text("task: my_own_task\ndataset_path: json\noutput_type: generate_until\n"
                                        "doc_to_text: x\ndoc_to_target: y\n")
    install(default_decision=False)
    manager = lm_eval.tasks.TaskManager(include_path=str(tmp_path))
    names = set(manager.all_tasks)
    assert {"my_own_task", "gsm8k::olmo3:n8:v2", "benchgrade_olmo3_base"} <= names
    assert "hellaswag" not in names  # built-ins not indexed when only our tasks are asked for
