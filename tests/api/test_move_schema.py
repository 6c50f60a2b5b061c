"""The schema's ``Move`` union: every engine's move types, read first-match without loss."""

from __future__ import annotations

from itertools import combinations

from config.move_schema import REF, engine_component, move_components, openapi30
from games.engines.core import all_engines


def test_every_move_type_of_every_engine_is_a_component():
    components = move_components()
    listed = {ref["$ref"].removeprefix(REF) for ref in components["Move"]["anyOf"]}
    for engine in all_engines():
        union = components.get(engine_component(engine.slug))
        types = engine.move_schemas()
        if not types:
            continue
        mapping = union["discriminator"]["mapping"]
        assert set(mapping) == set(types), engine.slug
        for move_type, ref in mapping.items():
            schema = components[ref.removeprefix(REF)]
            assert schema["properties"]["type"] == {"type": "string", "enum": [move_type]}
            assert "type" in schema["required"] and ref.removeprefix(REF) in listed


def test_a_move_fits_the_first_schema_that_accepts_it_without_loss():
    """A generated client reads a move as the first ``anyOf`` branch that accepts it. If a
    branch that accepts another engine's move of the same name (its required fields are all
    there) comes first, it must know every field of that move, or the field is lost."""
    components = move_components()
    order = [ref["$ref"].removeprefix(REF) for ref in components["Move"]["anyOf"]]
    for first, later in combinations(order, 2):
        a, b = components[first], components[later]
        if a["properties"]["type"] != b["properties"]["type"]:
            continue
        if set(a["required"]) <= set(b["properties"]):
            assert set(b["properties"]) <= set(a["properties"]), (first, later)


def test_json_schema_keywords_become_openapi_30():
    converted = openapi30(
        {
            "type": "object",
            "properties": {
                "type": {"const": "go"},
                "gap": {"type": ["integer", "null"], "minimum": 1},
                "pick": {"enum": ["a", "b", None]},
                "pair": {"type": "array", "prefixItems": [{"type": "string"}, {"type": "integer"}]},
                "any": {"type": "array"},
            },
        }
    )
    props = converted["properties"]
    assert props["type"] == {"enum": ["go"], "type": "string"}
    assert props["gap"] == {"type": "integer", "nullable": True, "minimum": 1}
    assert props["pick"] == {"enum": ["a", "b", None], "nullable": True, "type": "string"}
    assert props["pair"]["items"] == {"anyOf": [{"type": "string"}, {"type": "integer"}]}
    assert props["any"]["items"] == {}
