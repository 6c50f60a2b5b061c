"""A JSON Schema error (a move or the options that do not fit) as engine words.

jsonschema words its errors in English ("'x' is a required property"); a refusal is read in
the reader's language, so the common kinds of error become core's own sentences, with the
field and value as typed. Rarer kinds keep jsonschema's sentence (verbatim, it is about what
the client sent).
"""

from __future__ import annotations

import json
from typing import Any

from jsonschema.exceptions import ValidationError

from .words import Said, T

#: JSON Schema types in words.
_KINDS = {
    "integer": T("a whole number"),
    "number": T("a number"),
    "string": T("text"),
    "boolean": T("true or false"),
    "array": T("a list"),
    "object": T("an object"),
    "null": T("null"),
}


def _typed(value: Any) -> str:
    """A value as the client wrote it (JSON)."""
    return json.dumps(value, ensure_ascii=False)


def schema_problem(error: ValidationError | None) -> Said:
    """What is wrong, as a phrase: "the field “card” is missing", "“7” is not one of …"."""
    if error is None:
        return T("it does not fit its schema")
    kind, expected, value = error.validator, error.validator_value, error.instance
    if kind == "required" and isinstance(value, dict):
        missing = [name for name in expected if name not in value]
        return T("the field “{field}” is missing", field=missing[0] if missing else "")
    if kind == "additionalProperties" and isinstance(value, dict):
        known = set((error.schema or {}).get("properties", {}))
        extra = sorted(k for k in value if k not in known)
        return T("there is no field “{field}”", field=", ".join(extra))
    if kind == "enum":
        return T(
            "{value} is not one of {choices}",
            value=_typed(value),
            choices=", ".join(_typed(c) for c in expected),
        )
    if kind == "const":
        return T("{value} must be {expected}", value=_typed(value), expected=_typed(expected))
    if kind == "type":
        kinds = expected if isinstance(expected, list) else [expected]
        return T(
            "{value} is not {kind}",
            value=_typed(value),
            kind=[_KINDS.get(k, k) for k in kinds],
        )
    if kind in ("minimum", "exclusiveMinimum"):
        return T("{value} is below the least allowed, {limit}", value=_typed(value), limit=expected)
    if kind in ("maximum", "exclusiveMaximum"):
        return T("{value} is above the most allowed, {limit}", value=_typed(value), limit=expected)
    if kind == "minItems":
        return T("the list needs at least {count} entries", count=expected)
    if kind == "maxItems":
        return T("the list holds at most {count} entries", count=expected)
    if kind == "uniqueItems":
        return T("the list names an entry twice")
    return str(error.message)


def schema_refusal(error: ValidationError | None) -> Said:
    """The whole sentence: where in the move (or the options) and what is wrong."""
    where = "/".join(str(p) for p in error.absolute_path) if error is not None else ""
    problem = schema_problem(error)
    if where:
        return T("In {where}: {problem}.", where=where, problem=problem)
    return T("In the move: {problem}.", problem=problem)
