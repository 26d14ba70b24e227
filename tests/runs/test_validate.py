"""``benchgrade validate`` through its console script: green on the bundled slices, red (naming the
task) on a deliberately broken fixture, and the count verification on the full data."""
from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import REPO_ROOT, SHARED_DATA, TEST_DATA, needs_shared_data

pytestmark = pytest.mark.slow
LM_EVAL_TASKS = ["bbh:cot::olmo3:heldout", "bbh:chat::benchgrade", "gsm8k::olmo3:n8:v2", "gsm8k:chat::benchgrade",
                 "mmlu:mc::olmes", "mmlu:chat::benchgrade", "socialiqa:mc::xlarge", "socialiqa:chat::benchgrade"]
ENVIRONMENTS = ["benchgrade-bbh", "benchgrade-gsm8k", "benchgrade-mmlu", "benchgrade-socialiqa"]


def validate(*args, env_extra=None, cwd=None) -> subprocess.CompletedProcess:
    import os

    script = Path(sys.executable).with_name("benchgrade")
    env = {k: v for k, v in os.environ.items() if k != "BENCHGRADE_DATA_DIR"}
    env |= {"HF_HUB_OFFLINE": "1", "HF_DATASETS_OFFLINE": "1", **(env_extra or {})}
    return subprocess.run([str(script) if script.exists() else "benchgrade", "validate", *map(str, args)],
                          capture_output=True, text=True, env=env, cwd=cwd, timeout=900)


def table_rows(stdout: str) -> dict[tuple[str, str], list[str]]:
    rows = {}
    for line in stdout.splitlines():
        cells = line.split()
        if len(cells) >= 6 and cells[1] in ("lm-eval", "verifiers"):
            rows[(cells[0], cells[1])] = cells
    return rows


def test_validate_on_bundled_data_is_green(tmp_path):
    # CI installs the wheel (not editable): the environments are the checkout's own, named here
    proc = validate("--json", tmp_path / "validate.json", cwd=tmp_path,
                    env_extra={"BENCHGRADE_ENVIRONMENTS": str(REPO_ROOT / "environments")})
    assert proc.returncode == 0, proc.stdout + proc.stderr[-3000:]
    rows = table_rows(proc.stdout)
    for task in LM_EVAL_TASKS:
        assert rows[(task, "lm-eval")][3] == "1.000", task
    for env_id in ENVIRONMENTS:  # the source checkout's environments run through the real vf-validate
        assert rows[(env_id, "verifiers")][3] == "1.000", env_id
    assert rows[("mmlu:mc::olmes", "lm-eval")][2] == "114"  # 57 subjects x 2 bundled rows
    assert "[12/12]" in proc.stderr  # plain progress lines when stderr is not a terminal
    payload = json.loads((tmp_path / "validate.json").read_text())
    assert not any(row["failed"] for row in payload["rows"])


def _broken_copy(tmp_path: Path) -> Path:
    data = tmp_path / "data"
    shutil.copytree(TEST_DATA, data)
    return data


def test_validate_fails_naming_the_task_whose_file_does_not_load(tmp_path):
    data = _broken_copy(tmp_path)
    (data / "bbh" / "bbh" / "navigate.json").write_text('{"examples": [{"input": "x", ')  # cut off
    proc = validate("bbh", "--data-dir", data, "--no-verifiers")
    assert proc.returncode == 1
    assert "Traceback" not in proc.stdout + proc.stderr
    assert "FAILED: bbh:cot::olmo3:heldout (lm-eval), bbh:chat::benchgrade (lm-eval)" in proc.stderr
    assert "navigate.json" in proc.stdout  # the reason names the file


def test_validate_fails_naming_the_task_the_oracle_cannot_pass(tmp_path):
    data = _broken_copy(tmp_path)
    rows = (data / "gsm8k" / "test.jsonl").read_text().splitlines()
    broken = json.loads(rows[0])
    broken["answer"] = broken["answer"].rsplit("####", 1)[0] + "#### 1,2,3"  # a gold no reply can match
    (data / "gsm8k" / "test.jsonl").write_text("\n".join([json.dumps(broken), *rows[1:]]) + "\n")
    proc = validate("gsm8k", "--data-dir", data, "--no-verifiers")
    assert proc.returncode == 1
    assert "FAILED: gsm8k::olmo3:n8:v2 (lm-eval)" in proc.stderr
    assert table_rows(proc.stdout)[("gsm8k::olmo3:n8:v2", "lm-eval")][3] != "1.000"


def test_counts_need_the_full_data():
    proc = validate("--counts", "--no-verifiers")
    assert proc.returncode == 2
    assert proc.stderr.strip() == ("benchgrade: error: --counts checks the full data: give --data-dir DIR "
                                   "(full release files) or --hub")


@needs_shared_data
def test_counts_on_the_full_data(tmp_path):
    proc = validate("socialiqa", "gsm8k", "--counts", "--data-dir", SHARED_DATA, "--limit", "2", "--no-verifiers",
                    "--json", tmp_path / "v.json")
    assert proc.returncode == 0, proc.stdout + proc.stderr[-2000:]
    counts = json.loads((tmp_path / "v.json").read_text())["counts"]
    checks = {what: (expected, found) for what, expected, found, _ in counts["checks"]}
    assert checks["socialiqa:mc::xlarge"] == (10_000, 10_000)
    assert checks["mmlu_social_sciences:mc::olmes"] == (3_077, 3_077)
    assert checks["mmlu_stem:mc::olmes"] == (3_018, 3_018)
    assert checks["gsm8k::olmo3:n8:v2"] == (1_319, 1_319)
    assert checks["mmlu_professional_psychology:mc::olmes"] == (612, 612)
    assert checks["socialiqa query_id unique"] == (10_000, 10_000)
    # the protocol's known issue: 167 OLMES native_ids repeat (a validation and a train row share an index)
    assert len(counts["repeated_native_ids"]) == 167
    assert "167 SocialIQA source ids" in proc.stdout
