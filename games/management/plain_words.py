"""Refusals of the platform that a person would read in English whatever their language.

A refusal's sentence reaches problem+json ``detail``, a page's message or an email, so it
must go through gettext (``_("… %(name)s …") % {...}``). This walks the platform's code
(the engines have their own check: games/engines/core/catalogue.py) and names every refusal
raised with a plain string: a literal, an f-string, ``"…" % x`` or ``"…".format(x)``, as
the message or inside a ``ValidationError``'s dict or list; and every ``messages.error``
(or another level) given one. ``manage.py catalogues --check`` (make lint) fails on any.

Errors nobody but a developer or an operator reads are not refusals: a broken invariant
(TypeError, RuntimeError, AssertionError, ...), a management command's CommandError, an
Http404 (the 404 page and problem answer their own sentence), a BadSignature (caught).
"""

from __future__ import annotations

import ast
from collections.abc import Iterable, Iterator
from pathlib import Path

#: The platform's packages, and folders under them that are not the platform's words.
PACKAGES = ("games", "tournaments", "notifications", "accounts", "config")
SKIPPED = ("games/engines", "migrations", "management")
#: Raised for developers and operators only (module docstring).
NOT_REFUSALS = frozenset(
    {
        "AssertionError",
        "AttributeError",
        "BadSignature",
        "CommandError",
        "Http404",
        "ImproperlyConfigured",
        "KeyError",
        "LookupError",
        "NotImplementedError",
        "RuntimeError",
        "TypeError",
    }
)
#: The refusal classes (with every platform class derived from one): made with a plain
#: string anywhere, not only where raised, they are named.
REFUSALS = frozenset(
    {
        "ServiceError",
        "IllegalMove",
        "ValidationError",
        "ParseError",
        "APIException",
        "FormatRefusal",
        "Refusal",
        "Refused",
        "Unauthenticated",
    }
)
MESSAGE_LEVELS = frozenset({"debug", "info", "success", "warning", "error"})
MESSAGE_KEYWORDS = frozenset({"message", "detail", "reason", "title"})
#: Builders of a problem+json answer: (status, code, title, detail, ...).
PROBLEMS = frozenset({"problem_response", "problem_body", "_plain_problem"})
#: A line that raises a plain string on purpose says why after this marker (a message
#: nobody reads, like Django's own cache contract's ValueError).
MARKER = "# plain:"


def plain_refusals(base: Path) -> list[str]:
    """``path:line: what`` for every refusal said with a plain string under ``base``."""
    trees: dict[str, tuple[ast.AST, list[str]]] = {}
    for package in PACKAGES:
        for path in sorted((base / package).rglob("*.py")):
            where = path.relative_to(base).as_posix()
            if any(f"{skip}/" in f"{where}" for skip in SKIPPED):
                continue
            source = path.read_text("utf-8")
            trees[where] = (ast.parse(source, filename=where), source.splitlines())
    refusals = _refusal_classes(tree for tree, _lines in trees.values())
    return [
        f"{where}:{line}: {what}"
        for where, (tree, lines) in trees.items()
        for line, what in _findings(tree, refusals)
        if MARKER not in lines[line - 1]
    ]


def _refusal_classes(trees: Iterable[ast.AST]) -> frozenset[str]:
    """REFUSALS and every class of the platform that derives from one: a refusal made and
    raised later (``refusal = UndoRefused(...)``) is checked too, not only a raise."""
    bases: dict[str, set[str]] = {}
    for tree in trees:
        for node in ast.walk(tree):
            if isinstance(node, ast.ClassDef):
                bases.setdefault(node.name, set()).update(_name(b) for b in node.bases)
    found = set(REFUSALS)
    while True:
        more = {name for name, parents in bases.items() if parents & found} - found
        if not more:
            return frozenset(found)
        found |= more


def _findings(tree: ast.AST, refusals: frozenset[str]) -> Iterator[tuple[int, str]]:
    raised: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Raise) and isinstance(node.exc, ast.Call):
            raised.add(id(node.exc))
            name = _name(node.exc.func)
            if name not in NOT_REFUSALS and any(_plain(a) for a in _messages(node.exc)):
                yield node.lineno, f"{name} raised with a plain string; say it with gettext"
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call) or id(node) in raised:
            continue
        if _name(node.func) in refusals and any(_plain(a) for a in _messages(node)):
            yield node.lineno, f"{_name(node.func)} made with a plain string; say it with gettext"
        elif (
            isinstance(node.func, ast.Attribute)
            and node.func.attr in MESSAGE_LEVELS
            and _name(node.func.value) == "messages"
            and len(node.args) > 1
            and _plain(node.args[1])
        ):
            yield node.lineno, f"messages.{node.func.attr} with a plain string; use gettext"
        elif _name(node.func) in PROBLEMS:
            said = [*node.args[2:4], *(k.value for k in node.keywords if k.arg in MESSAGE_KEYWORDS)]
            if any(_plain(a) for a in said):
                yield node.lineno, "a problem answer with a plain title or detail; use gettext"


def _messages(call: ast.Call) -> list[ast.expr]:
    """The arguments that carry a sentence: the positional ones (a code is not plain), the
    message keywords."""
    given = [k.value for k in call.keywords if k.arg in MESSAGE_KEYWORDS]
    return [*call.args, *given]


def _plain(node: ast.expr) -> bool:
    """English as it stands: a str literal or f-string, formatted or joined, or a dict or
    list of them (a ValidationError's fields)."""
    if isinstance(node, ast.Constant):
        text = node.value
        return isinstance(text, str) and any(c.isalpha() for c in text) and not _is_code(text)
    if isinstance(node, ast.JoinedStr):
        return True
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Mod | ast.Add):
        return _plain(node.left) or _plain(node.right)
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
        return node.func.attr == "format" and _plain(node.func.value)
    if isinstance(node, ast.Dict):
        return any(_plain(value) for value in node.values)
    if isinstance(node, ast.List | ast.Tuple):
        return any(_plain(item) for item in node.elts)
    return False


def _is_code(text: str) -> bool:
    """A stable code (E_NOT_YOUR_TURN): language-free by design."""
    return text.startswith("E_") and text.replace("_", "").isalnum() and text.isupper()


def _name(node: ast.expr) -> str:
    """The called name's last part: ``serializers.ValidationError`` -> ValidationError."""
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        return node.attr
    return ""
