"""moves.plainly_valid accepts a move without the schema validator only when the move fits
its JSON Schema (apply skips the validator for such moves)."""

from __future__ import annotations

from typing import Any

import jsonschema
from hypothesis import given, settings
from hypothesis import strategies as st

from games.engines.age_of_steam.catalog import SHAPES
from games.engines.age_of_steam.moves import MOVE_SCHEMAS, plainly_valid

JSON = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 20) | st.sampled_from(["", "F12", "x" * 13]),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=3), inner),
    max_leaves=6,
)
FIELD_VALUES = {
    "hex": st.sampled_from(["F12", "", "A1", "x" * 13, 3, None, ["F12"]]),
    "tile": st.sampled_from([*SHAPES, "pentagon", 1, None]),
    "rotation": st.sampled_from([0, 5, 6, -1, True, 2.5, "1"]),
    "half_price": st.sampled_from([True, False, 1, None, "yes"]),
    "bonus_players": st.sampled_from([[0, 1], [], [True], [-1], "0", [1.0]]),
    "amount": st.sampled_from([0, 3, -2, True, "4", 2.0]),
    "count": st.sampled_from([0, 13, 14, -1, False, "2"]),
    "action": st.sampled_from(["engineer", "first_move", "nothing", None, 3]),
    "from": st.sampled_from(["C3", "", 7]),
    "colour": st.sampled_from(["red", "white", "pink", None]),
    "links": st.sampled_from([[["C3", "D4"]], [], [["C3"]], [["C3", 4]], "C3", [[]]]),
    "bonus_link": st.sampled_from([0, 2, -1, True, "1"]),
}


@st.composite
def moves(draw: st.DrawFn) -> dict[str, Any]:
    kind = draw(st.sampled_from(sorted(MOVE_SCHEMAS)))
    move: dict[str, Any] = {"type": kind}
    for name in draw(st.lists(st.sampled_from(sorted(FIELD_VALUES)), max_size=5)):
        move[name] = draw(FIELD_VALUES[name])
    if draw(st.booleans()):
        move[draw(st.sampled_from(["extra", "hex", "links"]))] = draw(JSON)
    return move


@settings(max_examples=600, deadline=None)
@given(moves())
def test_a_plainly_valid_move_fits_its_schema(move: dict[str, Any]) -> None:
    if plainly_valid(move):
        assert jsonschema.Draft202012Validator(MOVE_SCHEMAS[move["type"]]).is_valid(move), move
