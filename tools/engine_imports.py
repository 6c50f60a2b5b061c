"""Import health of games/engines/: cycles per package and imports inside functions.

    .venv/bin/python tools/engine_imports.py

Prints, per engine package, the import cycles among its modules (groups of modules that
import each other, found by grimp, the library import-linter uses; imports only for type
checking do not count) and the imports written inside functions, which hide a cycle or a
slow import and are allowed only where a comment says why. ``make lint`` prints it; the
import-linter contract "No import cycles under games/engines/" enforces 0 for every package
that has reached it.
"""

from __future__ import annotations

import ast
import sys
from collections import defaultdict
from pathlib import Path

import grimp

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # this checkout's games/, not an installed one
ENGINES = ROOT / "games" / "engines"
#: Unexplained imports listed per package (the count says the rest).
SHOWN = 3


def cycles(graph: grimp.ImportGraph, package: str) -> list[list[str]]:
    """Groups of ``package``'s modules that reach each other by imports (more than one)."""
    modules = sorted(m for m in graph.modules if m == package or m.startswith(package + "."))
    inside = set(modules)
    edges = {m: graph.find_modules_directly_imported_by(m) & inside for m in modules}
    reach: dict[str, set[str]] = {}
    for start in modules:
        seen: set[str] = set()
        todo = [start]
        while todo:
            for nxt in edges[todo.pop()]:
                if nxt not in seen:
                    seen.add(nxt)
                    todo.append(nxt)
        reach[start] = seen
    groups: list[list[str]] = []
    placed: set[str] = set()
    for module in modules:
        if module in placed or module not in reach[module]:
            continue
        group = sorted(m for m in reach[module] if module in reach[m])
        placed.update(group)
        groups.append(group)
    return groups


def function_imports(package: Path) -> list[tuple[str, int, bool]]:
    """(file, line, explained) for every import inside a function (TYPE_CHECKING excluded)."""
    found = []
    for path in sorted(package.rglob("*.py")):
        source = path.read_text("utf-8")
        lines = source.splitlines()
        for node in ast.walk(ast.parse(source)):
            if not isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                continue
            for inner in ast.walk(node):
                if isinstance(inner, ast.Import | ast.ImportFrom):
                    line = lines[inner.lineno - 1]
                    above = lines[inner.lineno - 2].strip() if inner.lineno > 1 else ""
                    explained = "#" in line or above.startswith("#")
                    found.append((path.relative_to(ROOT).as_posix(), inner.lineno, explained))
    return sorted(set(found))


def main() -> int:
    graph = grimp.build_graph("games", exclude_type_checking_imports=True)
    packages = sorted(p.name for p in ENGINES.iterdir() if (p / "__init__.py").exists())
    total_cycles = total_imports = unexplained = 0
    per_package: dict[str, list[tuple[str, int, bool]]] = defaultdict(list)
    print("import health of games/engines/ (cycles: groups of modules importing each other)")
    for name in packages:
        groups = cycles(graph, f"games.engines.{name}")
        imports = function_imports(ENGINES / name)
        per_package[name] = imports
        silent = [i for i in imports if not i[2]]
        total_cycles += len(groups)
        total_imports += len(imports)
        unexplained += len(silent)
        sizes = ", ".join(str(len(g)) for g in groups) or "-"
        print(
            f"  {name:20s} cycles={len(groups):3d} (modules per cycle: {sizes:12s}) "
            f"imports inside functions={len(imports):3d} without a comment={len(silent):3d}"
        )
        for file, line, _ in silent[:SHOWN]:
            print(f"      {file}:{line}: import inside a function without a comment saying why")
        if len(silent) > SHOWN:
            print(f"      ... and {len(silent) - SHOWN} more")
    print(
        f"  total: {total_cycles} cycle(s), {total_imports} import(s) inside functions, "
        f"{unexplained} without a comment"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
