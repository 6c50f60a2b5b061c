"""What the German-words tests of every engine share: positions from random playouts, the
refusal sites read from an engine's source, and a check that a Text is German all through.

A refusal site is a call whose first argument is a code literal ``"E_…"`` and whose second is
the sentence (``IllegalMove("E_…", T("…"))``, or an engine's own helper called the same way).
A Text is German all through when every template and every term in it, nested ones included,
is in the compiled German catalogue (``django.po`` entries with an empty or fuzzy msgstr are
not compiled, so they count as missing).
"""

from __future__ import annotations

import ast
import random
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from django.utils.translation import trans_real

from games.engines.core import Engine, Move, Player, State, Term, Text

ROOT = Path(__file__).resolve().parents[2]
ENGINES = ROOT / "games" / "engines"
CODE_PREFIX = "E_"
SENTENCE_MAKERS = ("T", "Tn")


def playout(
    engine: Engine,
    players: int,
    seed: int,
    steps: int,
    options: Any = None,
    rarely: tuple[str, ...] = (),
) -> State:
    """The position after ``steps`` uniformly random legal moves, or the last one before the
    game ends (a position with moves to read); move types in ``rarely`` (a pass that ends a
    player's round) are chosen only when nothing else is legal, so that the positions reach
    deep into the game."""
    rng = random.Random(seed)
    state = engine.setup(players, options or {}, seed)
    for _ in range(steps):
        seat = rng.choice(engine.to_act(state))
        legal = engine.legal_moves(state, seat)
        after = engine.apply(
            state, seat, rng.choice([m for m in legal if m["type"] not in rarely] or legal)
        ).state
        if engine.result(after) is not None:
            break
        state = after
    return state


# --------------------------------------------------------------------------- catalogue


def _catalogue(language: str) -> Any:
    return trans_real.translation(language)._catalog  # type: ignore[attr-defined]


def missing(said: Any, language: str = "de") -> list[str]:
    """Every template or term of ``said`` the catalogue of ``language`` lacks (with context)."""
    catalogue = _catalogue(language)
    out: list[str] = []

    def walk(value: Any) -> None:
        if isinstance(value, Text):
            key = f"{value.context}\x04{value.msgid}"
            if value.plural is not None:
                if (key, 0) not in catalogue:
                    out.append(f"{value.context}: {value.msgid}")
            elif key not in catalogue:
                out.append(f"{value.context}: {value.msgid}")
            for param in value.params.values():
                walk(param)
        elif isinstance(value, Term):
            if f"{value.msgctxt}\x04{value.name}" not in catalogue:
                out.append(f"{value.msgctxt}: {value.name}")
        elif isinstance(value, list | tuple):
            for item in value:
                walk(item)
        elif not isinstance(value, int | float | str | Player | None):
            out.append(f"not engine words: {value!r}")

    walk(said)
    return out


def translated(context: str, msgid: str, language: str = "de") -> bool:
    catalogue = _catalogue(language)
    key = f"{context}\x04{msgid}"
    return key in catalogue or (key, 0) in catalogue


# --------------------------------------------------------------------------- the source


@dataclass(frozen=True)
class Site:
    """One refusal in the source: its code and the sentence templates it may say (None: the
    sentence is no literal T(...)/Tn(...), e.g. a plain string)."""

    code: str
    msgids: tuple[str, ...] | None
    where: str


def _templates(node: ast.expr) -> tuple[str, ...] | None:
    """The literal templates a sentence argument may be: T("…"), Tn("…", …), or either
    branch of ``T(…) if … else T(…)``."""
    if isinstance(node, ast.IfExp):
        a, b = _templates(node.body), _templates(node.orelse)
        return None if a is None or b is None else a + b
    if (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Name)
        and node.func.id in SENTENCE_MAKERS
        and node.args
        and isinstance(node.args[0], ast.Constant)
        and isinstance(node.args[0].value, str)
    ):
        return (node.args[0].value,)
    return None


def _assigned(
    tree: ast.AST, builders: dict[str, tuple[str, ...]] | None = None
) -> dict[str, tuple[str, ...]]:
    """Names bound to a literal sentence in the module (``text = T("…")``) or to what a
    sentence-building helper returns (``why = refusal(…)``), so that a site raising
    ``IllegalMove("E_…", text)`` still counts as words."""
    found: dict[str, tuple[str, ...]] = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.Assign) and len(node.targets) == 1:
            target = node.targets[0]
            templates = _templates(node.value)
            if (
                templates is None
                and builders
                and isinstance(node.value, ast.Call)
                and isinstance(node.value.func, ast.Name)
            ):
                templates = builders.get(node.value.func.id)
            if isinstance(target, ast.Name) and templates is not None:
                found[target.id] = found.get(target.id, ()) + templates
    return found


def _code(node: ast.expr) -> str | None:
    """A code literal ("E_…") or a code constant by name (E_NOT_YOUR_TURN)."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value if _is_code(node.value) else None
    if isinstance(node, ast.Name) and _is_code(node.id):
        return node.id
    return None


def _is_code(text: str) -> bool:
    rest = text[len(CODE_PREFIX) :]
    return text.startswith(CODE_PREFIX) and rest.replace("_", "").isalnum() and text.isupper()


def refusal_sites(package: Path) -> list[Site]:
    """Every call in the package whose first argument is an ``E_…`` code; a call whose code
    is a variable (``IllegalMove(code, T("…"))``) says every code literal of its function."""
    sites: list[Site] = []
    builders = _sentence_builders(package)
    for path in sorted(package.rglob("*.py")):
        tree = ast.parse(path.read_text("utf-8"))
        names = _assigned(tree, builders)
        enclosing = _enclosing_functions(tree)
        for node in ast.walk(tree):
            if isinstance(node, ast.Tuple) and len(node.elts) == 2:  # return "E_…", T("…")
                code, second = _code(node.elts[0]), node.elts[1]
                templates = _templates(second)
                if templates is None and isinstance(second, ast.Name):  # return "E_…", why
                    templates = names.get(second.id)
                if code is not None and templates is not None:
                    sites.append(Site(code, templates, f"{path.relative_to(ROOT)}:{node.lineno}"))
                continue
            if not (isinstance(node, ast.Call) and len(node.args) >= 2):
                continue
            second = node.args[1]
            templates = _templates(second)
            if templates is None and isinstance(second, ast.Name):
                templates = names.get(second.id)
            if (
                templates is None
                and isinstance(second, ast.Call)
                and isinstance(second.func, ast.Name)
            ):
                templates = builders.get(second.func.id)
            where = f"{path.relative_to(ROOT)}:{node.lineno}"
            code = _code(node.args[0])
            if code is not None:
                sites.append(Site(code, templates, where))
            elif isinstance(node.args[0], ast.Name) and templates is not None:
                function = enclosing.get(id(node))
                for literal in _code_literals(function) if function is not None else ():
                    sites.append(Site(literal, templates, where))
    return sites


def _sentence_builders(package: Path) -> dict[str, tuple[str, ...]]:
    """Functions of the package that make a refusal's sentence (``schema_refusal(error)``):
    name -> every literal template in them, and in the package functions they call."""
    bodies: dict[str, ast.AST] = {}
    for path in sorted(package.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text("utf-8"))):
            if isinstance(node, ast.FunctionDef):
                bodies.setdefault(node.name, node)

    def templates(name: str, seen: frozenset[str]) -> tuple[str, ...]:
        found: tuple[str, ...] = ()
        for node in ast.walk(bodies[name]):
            if isinstance(node, ast.Call):
                found += _templates(node) or ()
                callee = node.func.id if isinstance(node.func, ast.Name) else None
                if callee in bodies and callee not in seen:
                    found += templates(callee, seen | {callee})
        return found

    return {name: t for name in bodies if (t := templates(name, frozenset({name})))}


def _enclosing_functions(tree: ast.AST) -> dict[int, ast.AST]:
    """id(call) -> the innermost function holding it."""
    out: dict[int, ast.AST] = {}
    for function in ast.walk(tree):
        if isinstance(function, ast.FunctionDef | ast.AsyncFunctionDef):
            for node in ast.walk(function):
                out[id(node)] = function  # inner functions are walked later and win
    return out


def _code_literals(node: ast.AST) -> set[str]:
    return {
        n.value
        for n in ast.walk(node)
        if isinstance(n, ast.Constant) and isinstance(n.value, str) and _is_code(n.value)
    }


def codes_in_source(package: Path) -> set[str]:
    """Every refusal code literal the package holds (``"E_…"`` strings anywhere)."""
    codes: set[str] = set()
    for path in sorted(package.rglob("*.py")):
        codes |= _code_literals(ast.parse(path.read_text("utf-8")))
    return codes


def refusal_problems(
    package: Path, context: str, language: str = "de", elsewhere: frozenset[str] = frozenset()
) -> list[str]:
    """What keeps a refusal of the package from being said in ``language``: a site whose
    sentence is no literal Text, a template without a translation, a code in the source that
    no site says (``elsewhere``: codes the package names but another says, e.g. core's)."""
    problems: list[str] = []
    said: set[str] = set()
    sites = refusal_sites(package)
    for site in sites:
        if site.msgids is None:
            problems.append(f"{site.where}: {site.code} says no T(...) sentence")
            continue
        for msgid in site.msgids:
            if translated(context, msgid, language):
                said.add(site.code)
            else:
                problems.append(f"{site.where}: {site.code} has no {language}: {msgid!r}")
    for code in sorted(codes_in_source(package) - said - elsewhere):
        problems.append(f"{code}: no sentence in {language}")
    return problems


def legal_words(engine: Engine, state: State) -> Iterator[tuple[int, Move, Any]]:
    """(seat, move, its words) for every legal move of every seat to act."""
    for seat in engine.to_act(state):
        for move in engine.legal_moves(state, seat):
            yield seat, move, engine.move_text(state, seat, move)


def assert_reads_back(engine: Engine, state: State, rng: random.Random, sample: int) -> None:
    """Every legal move's words are German all through, its German is one move's only, and
    (for every move type and a sample of the rest) its German, its German in capitals and
    its English each parse back to the move."""
    from games.engines.core import english
    from games.words import say

    said = list(legal_words(engine, state))
    german_of: dict[str, Move] = {}
    for seat, move, words in said:
        assert missing(words) == [], move
        german = say(words, "de")
        assert german != english(words), german
        assert german_of.setdefault(f"{seat}|{german}", move) == move, german
    kinds = {m["type"]: (s, m, w) for s, m, w in said}
    for seat, move, words in [*kinds.values(), *rng.sample(said, min(sample, len(said)))]:
        german = say(words, "de")
        assert engine.parse(state, seat, german) == move, german
        assert engine.parse(state, seat, german.upper()) == move, german
        assert engine.parse(state, seat, english(words)) == move, english(words)


def assert_refusals_german(
    engine: Engine,
    state: State,
    elsewhere: State,
    players: int,
    rng: random.Random,
    tries: int = 40,
) -> int:
    """Moves legal in another position, sent here by the seat to act and by the next one,
    are refused (or applied) — every refusal German all through. Returns how many refused."""
    from games.engines.core import IllegalMove
    from games.words import say

    if engine.result(state) is not None:
        return 0
    acting = engine.to_act(state)[0]
    moves = [m for s in engine.to_act(elsewhere) for m in engine.legal_moves(elsewhere, s)]
    refused = 0
    for move in rng.sample(moves, min(tries, len(moves))):
        for who in {acting, (acting + 1) % players}:
            try:
                engine.apply(state, who, move)
            except IllegalMove as refusal:
                refused += 1
                assert missing(refusal.text) == [], (refusal.code, refusal.message)
                assert "{" not in say(refusal.text, "de"), refusal.message
    return refused
