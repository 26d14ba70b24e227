"""How long `prime env install` of the four benchgrade environments takes in a fresh venv.

Baseline, same process, same uv cache: `uv pip install verifiers==0.4.0` into an identical fresh
venv — the least any environment install has to do — so the ratio shows what prime and the
four packages add. Both venvs start with only the benchgrade wheel built from this checkout.

    python benchmarks/verifiers_install.py            # warm uv cache (typical re-install)
    python benchmarks/verifiers_install.py --cold     # empty uv cache: downloads verifiers + deps
Needs `uv` and `prime` (the test extra) and, with --cold or a cold cache, the package index.
"""
from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
ENV_IDS = ["benchgrade-bbh", "benchgrade-socialiqa", "benchgrade-mmlu", "benchgrade-gsm8k"]


def tool(name: str) -> str:
    local = Path(sys.executable).with_name(name)
    found = str(local) if local.exists() else shutil.which(name)
    if not found:
        sys.exit(f"{name} not found: pip install -e '.[test]'")
    return found


def timed(cmd: list, env: dict) -> float:
    start = time.perf_counter()
    subprocess.run([str(c) for c in cmd], env=env, check=True, capture_output=True)
    return time.perf_counter() - start


def fresh_venv(root: Path, name: str, wheel: Path, uv: str, env: dict) -> dict:
    venv = root / name
    subprocess.run([uv, "venv", "-q", "--python", sys.executable, str(venv)], check=True, env=env)
    subprocess.run([uv, "pip", "install", "-q", "--python", str(venv / "bin" / "python"), str(wheel)],
                   check=True, env=env)
    return {**env, "VIRTUAL_ENV": str(venv), "PATH": f"{venv / 'bin'}{os.pathsep}{Path(uv).parent}"
            f"{os.pathsep}{env['PATH']}"}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--cold", action="store_true", help="measure with empty uv caches")
    args = parser.parse_args()
    uv, prime = tool("uv"), tool("prime")
    with tempfile.TemporaryDirectory(prefix="vf-install-") as tmp:
        root = Path(tmp)
        env = dict(os.environ)
        subprocess.run([uv, "build", "--wheel", "-q", "--out-dir", str(root / "dist"), str(REPO)],
                       check=True, env=env)
        wheel = next((root / "dist").glob("benchgrade-*.whl"))
        base_env = fresh_venv(root, "baseline", wheel, uv, env)
        envs_env = fresh_venv(root, "environments", wheel, uv, env)
        if args.cold:
            base_env["UV_CACHE_DIR"] = str(root / "cache-baseline")
            envs_env["UV_CACHE_DIR"] = str(root / "cache-environments")
        baseline = timed([uv, "pip", "install", "-q", "--python", Path(base_env["VIRTUAL_ENV"]) / "bin" / "python",
                          "verifiers==0.4.0"], base_env)
        install = timed([prime, "env", "install", *ENV_IDS, "-p", REPO / "environments"], envs_env)
    cache = "cold" if args.cold else "warm"
    print(f"uv cache: {cache}")
    print(f"baseline  uv pip install verifiers==0.4.0      : {baseline:6.1f} s")
    print(f"measured  prime env install (4 environments)  : {install:6.1f} s")
    print(f"ratio     prime env install / baseline        : {install / baseline:6.2f}x")


if __name__ == "__main__":
    main()
