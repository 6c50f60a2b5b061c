"""What a move is, for the OpenAPI schema: the engines' own JSON Schemas, one per move type.

The engines publish a JSON Schema (2020-12 style) per move type (GET engines/). The API's
schema is OpenAPI 3.0, so each is translated to its dialect (``const`` -> a one-value
``enum``, ``["integer", "null"]`` -> ``nullable``, tuple ``prefixItems`` -> ``items`` of
the union, an array's missing ``items`` -> any) and published as a component:

- ``Move<Engine><Type>`` for each move type, its ``type`` a one-value enum;
- ``Move<Engine>``: ``oneOf`` that engine's move types, with a discriminator on ``type`` (a
  client knows which engine its game runs);
- ``Move``: ``anyOf`` every engine's move types. Engines share some names (``pass``,
  ``bid``...), so there is no discriminator across engines; a client that tries the branches
  in order (as generated clients do) must meet the most demanding schema of a name first, or
  a Brass ``{"type": "pass", "card": ...}`` would be read as 504's ``{"type": "pass"}`` and
  lose its card. ``first_match_order`` gives that order; tests/api/test_move_schema.py checks
  that reading any move by it loses nothing.
"""

from __future__ import annotations

import copy
import re
from typing import Any

from games.engines.core import all_engines

REF = "#/components/schemas/"
TYPE_NAMES = {str: "string", bool: "boolean", int: "integer", float: "number"}


def pascal(text: str) -> str:
    """``"brass-birmingham"`` -> ``"BrassBirmingham"``; ``"buy_mp"`` -> ``"BuyMp"``."""
    return "".join(part[:1].upper() + part[1:] for part in re.split(r"[^0-9A-Za-z]+", text))


def engine_component(slug: str) -> str:
    return f"Move{pascal(slug)}"


def move_components() -> dict[str, dict[str, Any]]:
    """Every engine's move schemas as OpenAPI 3.0 components, and the ``Move`` union."""
    components: dict[str, dict[str, Any]] = {}
    for engine in all_engines():
        union = engine_component(engine.slug)
        mapping = {}
        for move_type, schema in sorted(engine.move_schemas().items()):
            name = f"{union}{pascal(move_type)}"
            components[name] = move_type_schema(engine.title, move_type, schema)
            mapping[move_type] = REF + name
        if not mapping:
            continue
        components[union] = {
            "description": f"A move of {engine.title} (`{engine.slug}`), by its `type`.",
            "oneOf": [{"$ref": ref} for ref in mapping.values()],
            "discriminator": {"propertyName": "type", "mapping": mapping},
        }
    move_types = {name: schema for name, schema in components.items() if "oneOf" not in schema}
    components["Move"] = {
        "description": (
            "A move: one of the game's move types (GET engines/{slug}/ lists their JSON Schemas; "
            "GET games/{id}/legal-moves/ the ones you can make now). `Move<Engine>` is one "
            "engine's moves, discriminated by `type`; here every engine's, the most demanding "
            "schema of a shared `type` first."
        ),
        "anyOf": [{"$ref": REF + name} for name in first_match_order(move_types)],
    }
    return components


def first_match_order(move_types: dict[str, dict[str, Any]]) -> list[str]:
    """Component names, the schemas of a shared ``type`` by more required fields, then more
    properties, first: a move then fits the first schema that accepts it without loss."""

    def demand(name: str) -> tuple[int, int, str]:
        schema = move_types[name]
        return (-len(schema.get("required", [])), -len(schema.get("properties", {})), name)

    return sorted(move_types, key=demand)


def move_type_schema(title: str, move_type: str, schema: dict[str, Any]) -> dict[str, Any]:
    converted: dict[str, Any] = openapi30(copy.deepcopy(schema))
    converted.setdefault("type", "object")
    properties = converted.setdefault("properties", {})
    properties["type"] = {"type": "string", "enum": [move_type]}
    required = converted.setdefault("required", [])
    if "type" not in required:
        required.insert(0, "type")
    converted.setdefault("description", f"{title}: `{move_type}`.")
    return converted


def openapi30(schema: Any) -> Any:
    """A JSON Schema (2020-12 keywords) in OpenAPI 3.0's dialect, converted in place."""
    if isinstance(schema, list):
        return [openapi30(item) for item in schema]
    if not isinstance(schema, dict):
        return schema
    for key in ("$schema", "$id"):
        schema.pop(key, None)
    if "const" in schema:
        schema["enum"] = [schema.pop("const")]
    kind = schema.get("type")
    if isinstance(kind, list):
        kinds = [k for k in kind if k != "null"]
        if len(kinds) == 1:
            schema["type"] = kinds[0]
        else:
            del schema["type"]
        if "null" in kind:
            schema["nullable"] = True
    if "enum" in schema:
        values = schema["enum"]
        if None in values:
            schema["nullable"] = True
        if "type" not in schema:
            names = {TYPE_NAMES[type(v)] for v in values if type(v) in TYPE_NAMES}
            if len(names) == 1:
                schema["type"] = names.pop()
    if "prefixItems" in schema:
        items = openapi30(schema.pop("prefixItems"))
        distinct = [item for n, item in enumerate(items) if item not in items[:n]]
        schema["items"] = distinct[0] if len(distinct) == 1 else {"anyOf": distinct}
    if schema.get("type") == "array":
        schema.setdefault("items", {})  # OpenAPI 3.0 requires it; JSON Schema's default is any
    for key, value in list(schema.items()):
        if key in ("properties", "patternProperties", "$defs", "definitions"):
            schema[key] = {name: openapi30(sub) for name, sub in value.items()}
        elif key in ("items", "additionalProperties", "not", "anyOf", "oneOf", "allOf"):
            schema[key] = openapi30(value)
    return schema
