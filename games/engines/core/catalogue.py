"""Every sentence and term an engine can say, as gettext catalogue entries.

Sentences are read from the source, as xgettext does: every call ``T("…", …)`` or
``Tn("…", "…", "count", …)`` in an engine package (core's own sentences: its ``T``). The
template must be a string literal; anything else is reported, so no sentence escapes the
catalogue; so is a refusal (IllegalMove …) that says a plain string instead of a Text. Terms
come from the engine's :class:`Words` declarations. ``manage.py engine_messages`` writes the
result beside each engine (``<package>/locale/``).
"""

from __future__ import annotations

import ast
from dataclasses import dataclass, field
from pathlib import Path

from .words import Words

#: The names an engine calls its sentence makers by (words.py: ``T = WORDS.text``).
SINGULAR, PLURAL = "T", "Tn"


@dataclass
class Entry:
    context: str
    msgid: str
    plural: str | None = None
    places: list[str] = field(default_factory=list)


@dataclass
class Catalogue:
    context: str
    entries: dict[tuple[str, str], Entry] = field(default_factory=dict)
    problems: list[str] = field(default_factory=list)

    def add(self, context: str, msgid: str, plural: str | None, place: str) -> None:
        entry = self.entries.setdefault((context, msgid), Entry(context, msgid, plural))
        if place not in entry.places:
            entry.places.append(place)

    def pot(self) -> str:
        """The catalogue template (.pot): every msgid with its context and places."""
        out = [
            "# Engine words, extracted by manage.py engine_messages; do not edit by hand.",
            'msgid ""',
            'msgstr ""',
            '"Content-Type: text/plain; charset=UTF-8\\n"',
            "",
        ]
        for key in sorted(self.entries):
            entry = self.entries[key]
            out.extend(f"#: {place}" for place in entry.places)
            if "{" in entry.msgid:
                out.append("#, python-brace-format")
            out.append(f"msgctxt {_quote(entry.context)}")
            out.append(f"msgid {_quote(entry.msgid)}")
            if entry.plural is not None:
                out.append(f"msgid_plural {_quote(entry.plural)}")
                out.extend(['msgstr[0] ""', 'msgstr[1] ""'])
            else:
                out.append('msgstr ""')
            out.append("")
        return "\n".join(out)


def _quote(text: str) -> str:
    escaped = text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n")
    return f'"{escaped}"'


def extract(package: Path, context: str, words: Words | None, root: Path) -> Catalogue:
    """The catalogue of one engine package (or core's, with ``context`` "engines")."""
    catalogue = Catalogue(context)
    for path in sorted(package.rglob("*.py")):
        where = path.relative_to(root).as_posix()
        tree = ast.parse(path.read_text("utf-8"))
        for call in _calls(tree):
            _add_call(catalogue, context, call, where)
        catalogue.problems.extend(_plain_refusals(tree, where))
    if words is not None:
        for kind, names in sorted(words.terms.items()):
            for name in sorted(set(names.values())):
                catalogue.add(f"{context}|{kind}", name, None, f"words: {kind}")
    return catalogue


def _calls(tree: ast.AST) -> list[ast.Call]:
    return [
        node
        for node in ast.walk(tree)
        if isinstance(node, ast.Call)
        and isinstance(node.func, ast.Name)
        and node.func.id in (SINGULAR, PLURAL)
    ]


#: The refusals; their sentence (second argument) must be a Text, never a plain string.
REFUSALS = ("IllegalMove", "MalformedMove", "AmbiguousMove", "InvalidOptions")


def _plain_refusals(tree: ast.AST, where: str) -> list[str]:
    """A refusal whose sentence is a string literal or an f-string would reach a person in
    English whatever their language: a problem ``engine_messages --check`` reports."""
    return [
        f"{where}:{node.lineno}: {node.func.id}() says a plain string; say it with T(...)"
        for node in ast.walk(tree)
        if isinstance(node, ast.Call)
        and isinstance(node.func, ast.Name)
        and node.func.id in REFUSALS
        and len(node.args) >= 2
        and isinstance(node.args[1], ast.JoinedStr | ast.Constant)
    ]


def _add_call(catalogue: Catalogue, context: str, call: ast.Call, where: str) -> None:
    name = call.func.id if isinstance(call.func, ast.Name) else ""
    wanted = 2 if name == PLURAL else 1
    literals = [text for a in call.args[:wanted] if (text := _literal(a)) is not None]
    place = where
    if len(literals) != wanted:
        catalogue.problems.append(f"{where}:{call.lineno}: {name}() needs a literal template")
        return
    catalogue.add(context, literals[0], literals[1] if wanted == 2 else None, place)


def _literal(node: ast.expr) -> str | None:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    return None
