"""Age of Steam on the page: every legal move of every map is reached by clicking the
builder's steps (a build: the hex, then the tile and rotation drawn as a tile; a delivery:
the city, the cube, each stop), Germany's Engineer is asked full or half price, and the
board speaks in place names and dollars, with no engine key and no cut name."""

from __future__ import annotations

import itertools
import json
import random
import re
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from games.engines.age_of_steam.maps import MAPS
from games.engines.core import get_engine
from games.web import boards, builder
from games.web.boards.age_of_steam import map as aos_map

ENGINE = get_engine("age-of-steam")
CONFIGS = [(n, o) for n, o in ENGINE.configurations() if o["map"] in MAPS]
OFFERED = {o["map"] for _, o in CONFIGS}
# one configuration per map the engine offers (the engine tests add fixture maps to MAPS)
CONFIGS = [next(c for c in CONFIGS if c[1]["map"] == key) for key in MAPS if key in OFFERED]
NAMES = ["ann", "bob", "cleo", "dan", "eve", "fay"]

Picker = Callable[[dict[str, Any], list[dict[str, Any]], random.Random], dict[str, Any]]


def eager(state: dict[str, Any], moves: list[dict[str, Any]], rng: random.Random) -> Any:
    """Plays on towards track and deliveries: no bids, builds mostly, delivers when it can,
    takes the Engineer when it is free (Urbanization while there is no New City)."""
    phase = state["phase"]
    if phase == "auction":
        return moves[0]
    if phase == "urbanize":
        return moves[-1]
    if phase == "actions":
        wanted = "engineer" if state["new_cities"] else "urbanization"  # St. Lucia needs one
        chosen = [m for m in moves if m.get("action") == wanted]
        return chosen[0] if chosen else rng.choice(moves)
    if phase == "build":
        built = [m for m in moves if m["type"] == "build"]
        return rng.choice(built) if built and rng.random() < 0.9 else moves[0]
    if phase == "move":
        delivered = [m for m in moves if m["type"] == "deliver"]
        return rng.choice(delivered) if delivered else rng.choice(moves)
    return rng.choice(moves)


def positions(players: int, options: dict[str, Any], moves: int = 160) -> Iterator[Any]:
    """(state, seat, legal moves) along a game played by ``eager``."""
    state = ENGINE.setup(players, options, 11)
    rng = random.Random(3)
    for _ in range(moves):
        seats = ENGINE.to_act(state)
        if not seats:
            return
        seat = seats[0]
        legal = ENGINE.legal_moves(state, seat)
        yield state, seat, legal
        state = ENGINE.apply(state, seat, eager(state, legal, rng)).state


def builder_for(state: dict[str, Any], seat: int, players: int) -> Any:
    table = boards.table_of("age-of-steam", ENGINE.view(state, seat), seat, NAMES[:players])
    asked = builder.steps_for(ENGINE, state, seat, table)
    known: dict[str, list[builder.Step]] = {}

    def steps(move: dict[str, Any]) -> list[builder.Step]:  # each move's steps once
        key = json.dumps(move, sort_keys=True)
        if key not in known:
            known[key] = asked(move)
        return known[key]

    return table, steps, builder.words_for(ENGINE, state, seat, table)


def sample(legal: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """A few moves of each kind (the first, the last and one between)."""
    kinds: dict[str, list[dict[str, Any]]] = {}
    for move in legal:
        kinds.setdefault(move["type"], []).append(move)
    return [
        m
        for found in kinds.values()
        for m in {0: found[0], 1: found[len(found) // 2], 2: found[-1]}.values()
    ]


@pytest.mark.parametrize("players,options", CONFIGS, ids=[o["map"] for _, o in CONFIGS])
def test_every_legal_move_is_reached_by_clicking(players: int, options: dict[str, Any]) -> None:
    kinds: set[str] = set()
    for state, seat, legal in positions(players, options, 120):
        _, steps, text = builder_for(state, seat, players)
        for move in sample(legal):
            found = builder.narrow(legal, steps, [f"k:{s.key}" for s in steps(move)], text)
            if found.move is None:  # moves with the same steps: told apart by their words
                pick = next(c.token for c in found.choices if c.label == text(move))
                found = builder.narrow(legal, steps, [*found.tokens, pick], text)
            assert found.move == move
            kinds.add(move["type"])
    assert {"issue_shares", "select_action", "build", "end_build"} <= kinds


def test_a_build_is_a_hex_then_a_tile_drawn_turned_with_its_price() -> None:
    players, options = CONFIGS[0]
    state, seat, legal = next(p for p in positions(players, options) if p[0]["phase"] == "build")
    _, steps, text = builder_for(state, seat, players)
    built = [m for m in legal if m["type"] == "build"]
    where = max({m["hex"] for m in built}, key=lambda h: sum(m["hex"] == h for m in built))
    asked = builder.narrow(legal, steps, ["k:build", f"p:{where}"], text)
    assert asked.question == "Which tile, turned which way?"
    assert len(asked.choices) == sum(m["hex"] == where for m in built)
    for choice in asked.choices:
        assert choice.picture.startswith("<svg") and "<path" in choice.picture
        assert re.search(r"\(\$\d+\)$", choice.label), choice.label
        # a track by its compass direction or by the places it joins (which hex is picked
        # varied with the string hash seed, and some builds join two towns)
        assert re.search(r"(north|south|east|west)| towards [A-Z]", choice.label), choice.label
    done = builder.narrow(legal, steps, [*asked.tokens, asked.choices[0].token], text)
    assert done.move is not None and done.move["hex"] == where
    assert done.text.startswith(("Build ", "Upgrade ", "Redirect ")), done.text
    assert " towards " in done.text and "rotation" not in done.text


def test_germanys_engineer_is_asked_full_or_half_price() -> None:
    players, options = next(c for c in CONFIGS if c[1]["map"] == "germany")
    found = next(
        (p for p in positions(players, options, 400) if any(m.get("half_price") for m in p[2])),
        None,
    )
    assert found is not None, "the Engineer never built"
    state, seat, legal = found
    _, steps, _ = builder_for(state, seat, players)
    half = next(m for m in legal if m.get("half_price"))
    chain = steps(half)
    assert chain[-1].question == "At what price?" and chain[-1].key == "half"
    assert "Half price with the Engineer" in chain[-1].label
    full = {**half}
    full.pop("half_price")
    if full in legal:
        assert steps(full)[-1].key == "full"


@pytest.mark.parametrize("players,options", CONFIGS, ids=[o["map"] for _, o in CONFIGS])
def test_the_board_speaks_in_names_and_dollars(players: int, options: dict[str, Any]) -> None:
    for i, (state, seat, _) in enumerate(positions(players, options, 120)):
        if i % 40:
            continue
        table = boards.table_of("age-of-steam", ENGINE.view(state, seat), seat, NAMES[:players])
        drawn = boards.board(table)
        words = re.sub(r"<[^>]+>", " ", drawn) + " ".join(
            re.findall(r'aria-label="([^"]*)"', drawn)
        )
        assert "£" not in words
        assert not re.search(r"\b[a-z]+_[a-z_]+\b", words), re.findall(r"\b[a-z]+_[a-z_]+\b", words)
        assert "Player 1" not in words and "ann" in words
        gm = MAPS[options["map"]]
        for city in gm.cities.values():
            assert city.name in words.replace("\n", " ") or all(
                part in words for part in city.name.split()
            )
        panels = boards.panels(table)
        money = panels.players[0].facts[0]
        assert money.label == "Money" and money.value.startswith("$")


@pytest.mark.parametrize("key", sorted(OFFERED))
def test_each_row_number_sits_level_with_its_rows_hexes(key: str) -> None:
    """On every map a row's number is drawn level with that row's hexes (within the half
    hex a zigzag row of flat hexes spans), as read from the drawn picture: never half a hex
    off, which put Germany's 5 and 6 (and St. Lucia's, Barbados') numbers in pairs."""
    pointy, cells = aos_map.geometry(key)
    raw = {c["id"]: aos_map.centre(c["q"], c["r"], pointy) for c in cells}
    drawn = aos_map._edge_labels(cells, raw)
    numbers = {
        m.group(3): float(m.group(2)) - 3
        for m in re.finditer(
            r'<text x="([-\d.]+)" y="([-\d.]+)"[^>]*text-anchor="end"[^>]*>(\d+)<', drawn
        )
    }
    rows: dict[str, list[float]] = {}
    for c in cells:
        rows.setdefault(c["id"][1:], []).append(raw[c["id"]][1])
    assert set(numbers) == set(rows)
    half_hex = aos_map.SIZE * 3**0.5 / 4  # a zigzag row's hexes lie this far either side
    for row, ys in rows.items():
        for y in ys:
            assert abs(numbers[row] - y) <= half_hex + 0.2, (key, row, numbers[row], y)
    # and evenly spaced, in order down the map
    heights = [numbers[r] for r in sorted(numbers, key=int)]
    gaps = [b - a for a, b in itertools.pairwise(heights)]
    assert max(gaps) - min(gaps) < 0.3, (key, gaps)


def test_a_buildable_hex_is_outlined_in_no_players_colour() -> None:
    """The page's accent blue is the blue player's colour here: a hex a move can use gets
    dark dashes over a white outline instead (one of the two stands out on every fill)."""
    players, options = CONFIGS[0]
    state, seat, legal = next(p for p in positions(players, options) if p[0]["phase"] == "build")
    where = {m["hex"] for m in legal if m["type"] == "build"}
    table = boards.table_of(
        "age-of-steam", ENGINE.view(state, seat), seat, NAMES[:players], clickable=where
    )
    drawn = boards.board(table)
    assert 'class="board age-of-steam"' in drawn
    for h in where:
        group = re.search(rf'data-place="{h}".*?</g></g>', drawn, re.S)
        assert group and 'stroke="#111"' in group.group(0) and "stroke-dasharray" in group.group(0)
    outline = {"#111", "#fff"}
    assert not outline & {boards.seat_colour("age-of-steam", s).lower() for s in range(6)}
    css = (Path(__file__).parents[3] / "games/static/games/game.css").read_text()
    assert "svg.age-of-steam .place.clickable" in css
