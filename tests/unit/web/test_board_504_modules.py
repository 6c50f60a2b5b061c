"""504's board draws each module's public pieces: Transport's wagons, Military's neutral
inhabitants, Exploration's stacks, Shares' companies (what a player needs to plan a turn)."""

from __future__ import annotations

import random

import pytest
from django.utils import translation

from games.engines.five_o_four import ENGINE
from games.engines.five_o_four.core.world import available_worlds, world
from games.web.boards import board, panels, table_of

EXPECTED = {  # view key: (module that keeps it, text on the board)
    "wagons": (1, "wagon on"),
    "neutral": (4, "neutral inhabitant"),
    "explore": (5, "Exploration stacks:"),
    "shares": (9, "ann&#x27;s company: share price"),
}


def draw(slug: str, view: dict, seat: int | None, clickable: set[str]) -> str:
    """The board and the panels as the page shows them (players ann, bob, cyd)."""
    table = table_of(slug, view, seat, ["ann", "bob", "cyd"], clickable)
    found = panels(table)
    return (
        board(table)
        + "".join(s.body for s in found.sections)
        + "".join(f"{f.label} {f.value}" for p in found.players for f in p.facts)
    )


def a_world_with(key: str) -> str | None:
    module = EXPECTED[key][0]
    return next((w for w in available_worlds() if world(w).at(module, "III")), None)


@pytest.mark.parametrize("key", sorted(EXPECTED))
def test_the_board_shows_each_modules_public_pieces(key: str) -> None:
    wid = a_world_with(key)
    if wid is None:
        pytest.skip(f"no available world keeps {key!r} yet")
    state = ENGINE.setup(3, {"world": wid}, 1)
    rng = random.Random(1)
    for _ in range(60):
        if ENGINE.result(state) is not None:
            break
        seat = ENGINE.to_act(state)[0]
        state = ENGINE.apply(state, seat, ENGINE.bots["random"](state, seat, rng)).state
    for seat in (0, None):
        picture = draw("504", ENGINE.view(state, seat), seat, set())
        assert picture.startswith("<svg") and EXPECTED[key][1] in picture


def test_the_board_shows_5i_vp_tile_stacks() -> None:
    """5.I: each discovered space's stack of VP tiles, and how many pieces are undiscovered
    (the game-end count), are public and drawn for players and spectators alike."""
    state = ENGINE.setup(3, {"world": "526"}, 2)
    rng = random.Random(2)
    while not state["explore"]["vp_tiles"]:
        seat = ENGINE.to_act(state)[0]
        state = ENGINE.apply(state, seat, ENGINE.bots["random"](state, seat, rng)).state
    space, count = next(iter(state["explore"]["vp_tiles"].items()))
    for seat in (0, 1, None):
        view = ENGINE.view(state, seat)
        assert view["explore"]["vp_tiles"] == state["explore"]["vp_tiles"]
        picture = draw("504", view, seat, set())
        tiles = f"{count} VP tile on {space}" if count == 1 else f"{count} VP tiles on {space}"
        assert tiles in picture
        assert "pieces undiscovered" in picture
    with translation.override("de"):
        picture = draw("504", ENGINE.view(state, None), None, set())
    assert f"{count} Siegpunktplättchen auf {space}" in picture
    assert "Teile unentdeckt" in picture and "Stapel des Entdeckens" in picture


def test_the_board_speaks_german() -> None:
    """Every word on the board is 504's German: terrains, labels, the score line."""
    state = ENGINE.setup(3, {"world": "826"}, 2)
    rng = random.Random(1)
    for _ in range(120):
        seat = ENGINE.to_act(state)[0]
        state = ENGINE.apply(state, seat, ENGINE.bots["random"](state, seat, rng)).state
    with translation.override("de"):
        picture = draw("504", ENGINE.view(state, 0), 0, set())
    assert "Runde" in picture and "Siegpunkte" in picture
    assert "Feld " in picture and "Bevölkerung: " in picture and "Betrieb von " in picture
    for english in ("Space ", "Round ", "population", "business", "meadow", "forest"):
        assert english not in picture
