"""Each pattern and function of the grading core is bound once per module.

The core's modules are long and many of their patterns share a vocabulary ("_ANSWER_LABEL_LINE"), so a
new rule can bind a name an older rule already uses: Python lets the second binding win silently, and the
older rule then reads with the newer pattern. That happened once (a second ``_ANSWER_LABEL_LINE`` in
layers.py turned a real reply's verdict); this test makes it fail loudly instead.
"""
from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[2] / "plugins" / "benchgrade"
MODULES = sorted([*PACKAGE.joinpath("grading").glob("*.py"), *PACKAGE.glob("*/grading.py")])


def _compiles(value: ast.expr) -> bool:
    """``re.compile(...)`` or ``gated(re.compile(...))``: a pattern, not a value refined step by step."""
    return isinstance(value, ast.Call) and (
        isinstance(value.func, ast.Attribute) and value.func.attr == "compile"
        or isinstance(value.func, ast.Name) and value.func.id == "gated")


def bindings(path: Path) -> dict[str, list[int]]:
    """Module-level names bound to a compiled pattern or a function, with the lines that bind them."""
    found: dict[str, list[int]] = {}
    for node in ast.parse(path.read_text(encoding="utf-8")).body:
        if isinstance(node, (ast.FunctionDef, ast.ClassDef)):
            found.setdefault(node.name, []).append(node.lineno)
        elif isinstance(node, ast.Assign) and _compiles(node.value):
            for target in node.targets:
                if isinstance(target, ast.Name):
                    found.setdefault(target.id, []).append(node.lineno)
    return found


@pytest.mark.parametrize("path", MODULES, ids=[p.relative_to(PACKAGE).as_posix() for p in MODULES])
def test_patterns_and_functions_bound_once(path):
    twice = {name: lines for name, lines in bindings(path).items() if len(lines) > 1}
    assert not twice, f"{path.name}: bound more than once (the later binding silently replaces the earlier): {twice}"


def test_a_second_binding_is_caught(tmp_path):
    module = tmp_path / "m.py"
    module.write_text('import re\n_X = re.compile("a")\ndef f():\n    return _X\n_X = re.compile("b")\n')
    assert bindings(module)["_X"] == [2, 5]
