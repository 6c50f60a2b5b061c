"""legal_moves vs apply, notation/parse, views without leaks, map data geometry."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest

from games.engines.age_of_steam import ENGINE
from games.engines.age_of_steam.catalog import SHAPES
from games.engines.age_of_steam.common import gmap
from games.engines.age_of_steam.invariants import violations
from games.engines.age_of_steam.maps import MAPS, PLAYABLE_MAPS
from games.engines.core import IllegalMove, Reveal, Text

from .helpers import play

SAMPLE = [
    ("rust_belt", 4),
    ("western_us", 3),
    ("southern_us", 5),
    ("germany", 3),
    ("barbados", 1),
    ("st_lucia", 2),
    ("rust_belt", 6),
]


def positions(key: str, n: int, seed: int, every: int = 7) -> list[dict[str, Any]]:
    _, _, states = play(n, {"map": key}, seed, check=False)
    return [s for s in states[::every] if ENGINE.result(s) is None]


def canon(state: dict[str, Any], move: dict[str, Any]) -> str:
    """Build steps with equal track on the hex are the same move (symmetric rotations)."""
    if move.get("type") == "build":
        terrain = (
            gmap(state).hexes[move["hex"]].terrain if move["hex"] in gmap(state).hexes else "plain"
        )
        segs = SHAPES[move["tile"]].rotations[move["rotation"] % 6]
        if terrain == "town" and not SHAPES[move["tile"]].is_town_tile:
            segs = tuple(sorted({(e, 6) for s in segs for e in s}))
        move = {**move, "rotation": sorted(segs)}
    return json.dumps(move, sort_keys=True)


def variations(state: dict[str, Any], seat: int, rng: random.Random) -> list[dict[str, Any]]:
    gm = gmap(state)
    phase = state["phase"]
    out: list[dict[str, Any]] = []
    if phase == "build":
        hexes = list(gm.hexes)
        for _ in range(40):
            move = {
                "type": "build",
                "hex": rng.choice(hexes),
                "tile": rng.choice(list(SHAPES)),
                "rotation": rng.randrange(6),
            }
            if gm.rules.engineer_half_price and rng.random() < 0.3:
                move["half_price"] = True
            out.append(move)
        out += [{"type": "end_build"}, {"type": "take_back_build"}]
    if phase == "move":
        for m in ENGINE.legal_moves(state, seat):
            if m["type"] == "deliver":
                out.append({**m, "links": m["links"][:-1] or m["links"]})
                out.append({**m, "colour": rng.choice(["red", "blue", "yellow", "purple"])})
                out.append({**m, "links": [*m["links"], list(reversed(m["links"][-1]))]})
    if phase == "auction":
        out.append({"type": "bid", "amount": state["pl"][seat]["money"] + 1})
        out.append({"type": "bid", "amount": state["auction"]["high"]})
    if phase == "shares":
        out.append({"type": "issue_shares", "count": 14})
    return out


@pytest.mark.parametrize(("key", "n"), SAMPLE)
def test_legal_moves_agree_with_apply(key: str, n: int) -> None:
    rng = random.Random(5)
    checked = 0
    for state in positions(key, n, 77, every=7 if n > 2 else 1):
        seat = ENGINE.to_act(state)[0]
        legal = ENGINE.legal_moves(state, seat)
        assert legal, state["phase"]
        listed = {canon(state, m) for m in legal}
        for move in rng.sample(legal, min(12, len(legal))):
            ENGINE.apply(state, seat, move)
            checked += 1
        for move in variations(state, seat, rng):
            try:
                ENGINE.apply(state, seat, move)
                ok = True
            except IllegalMove:
                ok = False
            assert ok == (canon(state, move) in listed), (state["phase"], move)
            checked += 1
        for other in range(n):
            if other != seat:
                assert ENGINE.legal_moves(state, other) == []
    assert checked > 10


def test_germany_listed_moves_all_apply_and_a_turn_ends_complete() -> None:
    """Germany's build turn is one tile per move too: every listed move applies; done is
    listed only when no incomplete section is left, taking the turn back otherwise."""
    rng = random.Random(3)
    seen = 0
    for state in positions("germany", 4, 12, every=2):
        if state["phase"] != "build":
            continue
        seat = ENGINE.to_act(state)[0]
        legal = ENGINE.legal_moves(state, seat)
        kinds = {m["type"] for m in legal}
        assert len(kinds & {"end_build", "take_back_build"}) == 1
        for move in rng.sample(legal, min(25, len(legal))):
            after = ENGINE.apply(state, seat, move).state
            assert not violations(after), move
            seen += 1
    assert seen > 50


@pytest.mark.parametrize(("key", "n"), SAMPLE)
def test_notation_parse_round_trip(key: str, n: int) -> None:
    for state in positions(key, n, 91, every=11):
        seat = ENGINE.to_act(state)[0]
        for move in ENGINE.legal_moves(state, seat)[:15]:
            text = ENGINE.notation(state, seat, move)
            parsed = ENGINE.parse(state, seat, text)
            assert (
                ENGINE.apply(state, seat, parsed).state == ENGINE.apply(state, seat, move).state
            ), text


def test_notation_examples_and_parse_errors() -> None:
    state = ENGINE.setup(3, {"map": "rust_belt"}, 1)
    seat = ENGINE.to_act(state)[0]
    assert ENGINE.notation(state, seat, {"type": "issue_shares", "count": 2}) == "Issue 2 shares"
    assert ENGINE.parse(state, seat, "issue 1 share") == {"type": "issue_shares", "count": 1}
    with pytest.raises(IllegalMove) as err:
        ENGINE.parse(state, seat, "bid a lot")
    assert err.value.code in ("E_NO_MATCHING_MOVE", "E_AMBIGUOUS")
    with pytest.raises(IllegalMove):
        ENGINE.parse(state, seat, "")
    text = ENGINE.notation(
        state, seat, {"type": "build", "hex": "F12", "tile": "straight", "rotation": 2}
    )
    assert text == "Build tile straight at F12, rotation 2"


def test_views_and_history_hide_the_bag() -> None:
    seed = 982451653
    state, log, states = play(3, {"map": "rust_belt"}, seed, check=False)
    replay = ENGINE.setup(3, {"map": "rust_belt"}, seed)
    for seat_, move in log[:150]:
        outcome = ENGINE.apply(replay, seat_, move)
        event = {
            "seat": seat_,
            "move": move,
            "notation": ENGINE.notation(replay, seat_, move),
            "reveals": [r.as_json() for r in outcome.reveals],
        }
        bag = json.dumps(replay["secret"]["bag"], sort_keys=True)
        for viewer in (None, 0, 1, 2):
            seen = ENGINE.view(replay, viewer)
            assert "secret" not in seen and "seed" not in json.dumps(seen)
            assert seen["bag_size"] == sum(replay["secret"]["bag"].values())
            shown = json.dumps(ENGINE.view_event(event, viewer), sort_keys=True)
            assert bag not in shown and str(replay["secret"]["seed"]) not in shown
        for r in outcome.reveals:
            assert isinstance(r, Reveal) and r.to is None
        replay = outcome.state
    assert ENGINE.result(states[-1]) is not None and state == states[-1]


# --------------------------------------------------------------------------- data


EXPECTED_START_CUBES = {
    "rust_belt": {"Pittsburgh": 3, "Wheeling": 3, "*": 2},
    "western_us": {"*": 2},
    "southern_us": {
        "Atlanta": 4,
        "Charleston": 3,
        "Savannah": 3,
        "Mobile": 3,
        "New Orleans": 3,
        "*": 1,
    },
    "germany": {"To Königsberg": 3, "Berlin": 4, "*": 2},
    "barbados": {"*": 1},
    "st_lucia": {"*": 0},
}


@pytest.mark.parametrize("key", PLAYABLE_MAPS)
def test_map_data_geometry(key: str) -> None:
    gm = MAPS[key]
    for h, hx in gm.hexes.items():
        for e, n in enumerate(hx.nb):
            if n is not None:
                assert gm.hexes[n].nb[(e + 3) % 6] == h, (h, e, n)
    for h, city in gm.cities.items():
        assert gm.hexes[h].terrain == "city" and gm.hexes[h].name == city.name
        want = EXPECTED_START_CUBES[key]
        assert city.start_cubes == want.get(city.name, want["*"]), city.name
        assert any(n is not None for n in gm.hexes[h].nb)
    for h in gm.towns:
        assert gm.hexes[h].terrain == "town"
    halves = {("light", c.number) for c in gm.cities.values() if c.display == "light"}
    if key != "st_lucia":
        assert halves == {("light", v) for v in range(1, 7)}
    dark = {("dark", c.number) for c in gm.cities.values() if c.display == "dark"}
    if key not in ("st_lucia", "barbados"):
        assert dark == {("dark", v) for v in range(1, 7)}
    counts = {"rust_belt": (12, 14), "st_lucia": (0, 11), "barbados": (6, 5)}
    if key in counts:
        assert (len(gm.cities), len(gm.towns)) == counts[key]
    if key == "barbados":
        assert {c.colour for c in gm.cities.values()} == {"yellow"}
    if key == "germany":
        assert len(gm.stations) == 6
        a, b = (gm.by_name(x) for x in gm.extra["special_connection"]["between"])
        assert b in gm.hexes[a].nb
    state = ENGINE.setup(gm.min_players, {"map": key}, 2)
    for h, city in gm.cities.items():
        assert sum(state["cubes"].get(h, {}).values()) == city.start_cubes
    if key == "st_lucia":
        starts = [h for h in gm.hexes if gm.hexes[h].start_cube]
        assert starts and all(sum(state["cubes"][h].values()) == 1 for h in starts)
        assert all(v is None for col in state["display"].values() for v in col)
    elif key == "barbados":
        assert sum(v is not None for col in state["display"].values() for v in col) == 10
    else:
        assert sum(v is not None for col in state["display"].values() for v in col) == 52


def test_version_1_germany_build_turn_notation_parses_back() -> None:
    """A version 1 game's whole-turn moves still read back from their notation."""
    game = json.loads((Path(__file__).parent / "fixtures" / "v1_germany_3p.json").read_text())
    state = game["setup"]
    parsed = 0
    for seat, move, _text in game["moves"]:
        if move["type"] == "build_turn":
            assert ENGINE.parse(state, seat, ENGINE.notation(state, seat, move)) == move
            parsed += 1
        state = ENGINE.apply(state, seat, move).state
    assert parsed >= 5


@pytest.mark.parametrize(("key", "n"), SAMPLE[:6])
def test_words_are_texts_without_engine_keys(key: str, n: int) -> None:
    """Move texts, refusals and the pending sentence are the engine's words (Texts the
    platform renders), and their English holds no engine key (no snake_case)."""
    rng = random.Random(9)
    for state in positions(key, n, 5, every=9):
        seat = ENGINE.to_act(state)[0]
        pending = ENGINE.pending(state)
        assert isinstance(pending["text"], dict) and "msgid" in pending["text"]
        for move in ENGINE.legal_moves(state, seat)[:30]:
            said = ENGINE.move_text(state, seat, move)
            assert isinstance(said, Text) and "_" not in said.english(), said
        for move in variations(state, seat, rng):
            try:
                ENGINE.apply(state, seat, move)
            except IllegalMove as err:
                assert isinstance(err.text, Text) and "_" not in err.message, err.message
