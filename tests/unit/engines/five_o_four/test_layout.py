"""504's layout: a core, one package per rulebook module registering its TOP I/II/III parts,
the combination rules in one place; no import cycle, no import hidden inside a function.

The layering itself (modules import only the core) is import-linter's contract in
pyproject.toml, run by ``make lint``.
"""

from __future__ import annotations

import ast
from pathlib import Path

import grimp

from games.engines.five_o_four.core.registry import MODULES, TopI, TopII, TopIII
from games.engines.five_o_four.engine import FiveOFour

PACKAGE = "games.engines.five_o_four"
ROOT = Path(__file__).resolve().parents[4] / "games" / "engines" / "five_o_four"
NAMES = {
    1: "transport",
    2: "race",
    3: "privileges",
    4: "military",
    5: "exploration",
    6: "roads",
    7: "majorities",
    8: "production",
    9: "shares",
}


def _cycles(graph: grimp.ImportGraph, modules: set[str]) -> list[list[str]]:
    """Strongly connected components of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(module: str) -> None:
        index[module] = low[module] = len(index)
        stack.append(module)
        for imported in graph.find_modules_directly_imported_by(module) & modules:
            if imported not in index:
                visit(imported)
                low[module] = min(low[module], low[imported])
            elif imported in stack:
                low[module] = min(low[module], index[imported])
        if low[module] == index[module]:
            component = []
            while True:
                top = stack.pop()
                component.append(top)
                if top == module:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for module in sorted(modules):
        if module not in index:
            visit(module)
    return found


def test_no_import_cycle_under_five_o_four() -> None:
    graph = grimp.build_graph("games", include_external_packages=False)
    modules = {m for m in graph.modules if m == PACKAGE or m.startswith(PACKAGE + ".")}
    assert len(modules) > 50
    assert _cycles(graph, modules) == []


def test_imports_inside_functions_say_why() -> None:
    """An import inside a function hides a dependency; where one is needed, a comment on its
    line or the line above says why."""
    unexplained = []
    for path in sorted(ROOT.rglob("*.py")):
        lines = path.read_text("utf-8").splitlines()
        tree = ast.parse("\n".join(lines))
        top = {id(node) for node in tree.body}
        for node in ast.walk(tree):
            if isinstance(node, ast.Import | ast.ImportFrom) and id(node) not in top:
                said = "#" in lines[node.lineno - 1] or lines[node.lineno - 2].strip().startswith(
                    "#"
                )
                if not said:
                    unexplained.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    assert unexplained == []


def test_every_module_registers_its_three_parts() -> None:
    FiveOFour()  # the engine imports every module package
    assert {n: m.name for n, m in MODULES.items()} == NAMES
    for module in MODULES.values():
        top_i, top_ii, top_iii = module.at["I"], module.at["II"], module.at["III"]
        assert isinstance(top_i, TopI) and (top_i.score or top_i.table)
        assert isinstance(top_ii, TopII) and isinstance(top_iii, TopIII)
        if module.number != 9:  # Shares never sets the income (digest §4.9)
            assert top_ii.income is not None
        package = ROOT / module.name / "__init__.py"
        assert f"Module {module.number} " in package.read_text("utf-8").splitlines()[0]


def test_combination_rules_are_named_by_their_catalogue_ids() -> None:
    registered = FiveOFour().describe()["combinations"]
    assert len(registered) == len(set(registered)) >= 15
    assert all(rule.startswith("C") and "-" in rule for rule in registered)
