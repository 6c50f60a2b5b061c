"""Notation, parsing of typed replies, timeout moves, pending, describe and schemas."""

from __future__ import annotations

import json
import random

import jsonschema
import pytest

from games.engines.brass_birmingham import ENGINE
from games.engines.core import AmbiguousMove, IllegalMove, english

from .helpers import A, B, play, scenario

CARDS8 = [
    "birmingham",
    "coventry",
    "dudley",
    "walsall",
    "cannock",
    "stafford",
    "worcester",
    "redditch",
]


def _states(seed: int, players: int, every: int) -> list[dict]:  # type: ignore[type-arg]
    rng = random.Random(seed)
    state = ENGINE.setup(players, {}, seed)
    out = []
    while ENGINE.result(state) is None:
        if len(out) % every == 0 or state["step"] is not None or state["phase"] != "actions":
            out.append(state)
        seat = rng.choice(ENGINE.to_act(state))
        state = ENGINE.apply(
            state, seat, ENGINE.bots["greedy" if seat else "random"](state, seat, rng)
        ).state
    return out


def test_every_legal_move_has_unique_notation_that_parses_back() -> None:
    for state in _states(21, 3, 9)[::3]:
        for seat in ENGINE.to_act(state):
            moves = ENGINE.legal_moves(state, seat)
            texts = [ENGINE.notation(state, seat, m) for m in moves]
            assert len(set(texts)) == len(texts)
            for move, text in zip(moves, texts, strict=True):
                assert ENGINE.parse(state, seat, text) == move
                assert ENGINE.parse(state, seat, text.upper().replace(" ", "  ")) == move


def test_notation_reads_like_the_issue_example() -> None:
    state = scenario(
        hands={A: ["dudley", *CARDS8[:7]]},
        links=[("L29", B)],
        tiles=[
            {
                "owner": A,
                "industry": "coal_mine",
                "level": 1,
                "loc": "dudley",
                "slot": 1,
                "flipped": True,
            }
        ],
    )
    state["players"][A]["mat"]["coal_mine"][0] = 0
    move = {
        "type": "build",
        "card": "dudley",
        "industry": "coal_mine",
        "location": "dudley",
        "slot": 1,
    }
    assert (
        ENGINE.notation(state, A, move)
        == "Build Coal Mine II in Dudley over own Coal Mine I (Dudley card)"
    )
    tied = scenario(
        iron=10,
        money={A: 10},
        hands={A: CARDS8},
        links=[("L16", B), ("L25", B)],
        tiles=[
            {
                "owner": B,
                "industry": "coal_mine",
                "level": 1,
                "loc": "cannock",
                "slot": 2,
                "cubes": 2,
            },
            {
                "owner": A,
                "industry": "coal_mine",
                "level": 2,
                "loc": "cannock",
                "slot": 1,
                "cubes": 1,
            },
        ],
    )
    pending = play(
        tied,
        A,
        {
            "type": "build",
            "card": "walsall",
            "industry": "iron_works",
            "location": "walsall",
            "slot": 1,
        },
    )
    assert (
        ENGINE.notation(pending, A, {"type": "coal", "source": "cannock/1"})
        == "Coal from own Coal Mine II at Cannock"
    )
    assert (
        ENGINE.notation(pending, A, {"type": "coal", "source": "cannock/2"})
        == "Coal from Player 2's Coal Mine I at Cannock"
    )
    assert ENGINE.parse(pending, A, "coal: own mine") == {"type": "coal", "source": "cannock/1"}


def test_parse_forgives_case_spacing_abbreviations_and_filler() -> None:
    state = scenario(
        hands={A: ["coalbrookdale", "coal_mine", *CARDS8[:6]]}, links=[("L20", A)], money={A: 30}
    )
    build = {
        "type": "build",
        "card": "coalbrookdale",
        "industry": "coal_mine",
        "location": "coalbrookdale",
        "slot": 3,
    }
    for text in (
        "Build Coal Mine I in Coalbrookdale (Coalbrookdale card)",
        "  build   COAL MINE 1 in coalbrookdale with the coalbrookdale card ",
        "build cm coalbrookdale slot 3 using coalbrookdale",
        "Build coal mine lvl 1 Coalbrookdale, Coalbrookdale card.",
    ):
        assert ENGINE.parse(state, A, text) == build, text
    assert ENGINE.parse(state, A, "loan with the dudley card") == {"type": "loan", "card": "dudley"}
    assert ENGINE.parse(state, A, "dev coal mine, dudley") == {
        "type": "develop",
        "card": "dudley",
        "industries": ["coal_mine"],
    }
    assert ENGINE.parse(state, A, "net canal kidderminster coalbrookdale with dudley") == {
        "type": "network",
        "card": "dudley",
        "link": "coalbrookdale-kidderminster",
    }


def test_parse_errors_list_close_alternatives() -> None:
    state = scenario(hands={A: CARDS8})
    with pytest.raises(AmbiguousMove) as ambiguous:
        ENGINE.parse(state, A, "pass")
    assert ambiguous.value.code == "E_AMBIGUOUS"
    candidates = ambiguous.value.details["candidates"]
    assert "Pass (Birmingham card)" in [english(c) for c in candidates]  # type: ignore[attr-defined]
    with pytest.raises(IllegalMove) as nothing:
        ENGINE.parse(state, A, "pass with the Nuneaton card")
    assert nothing.value.code == "E_NO_MATCHING_MOVE"
    assert "Pass (Birmingham card)" in nothing.value.message
    with pytest.raises(IllegalMove) as empty:
        ENGINE.parse(state, A, " ,, ")
    assert empty.value.code == "E_UNREADABLE"


def test_timeout_move_is_a_legal_pass_with_the_least_valuable_card() -> None:
    state = scenario(
        hands={
            A: [
                "wild_location",
                "brewery",
                "dudley",
                "dudley",
                "cannock",
                "coal_mine",
                "iron_works",
                "pottery",
            ]
        }
    )
    move = ENGINE.timeout_move(state, A)
    assert move == {"type": "pass", "card": "dudley"}
    for state in _states(5, 4, 15):
        for seat in ENGINE.to_act(state):
            move = ENGINE.timeout_move(state, seat)
            assert move in ENGINE.legal_moves(state, seat)
            ENGINE.apply(state, seat, move)


def test_shortfall_timeout_removes_the_least_valuable_tile() -> None:
    state = scenario(
        players=2,
        active=A,
        actions_left=1,
        order=[B, A],
        money={A: 0},
        markers={A: 7},
        hands={A: CARDS8},
        tiles=[
            {"owner": A, "industry": "manufacturer", "level": 2, "loc": "birmingham", "slot": 2},
            {
                "owner": A,
                "industry": "cotton_mill",
                "level": 2,
                "loc": "worcester",
                "slot": 1,
                "flipped": True,
            },
        ],
    )
    short = play(state, A, {"type": "pass", "card": "dudley"})
    pending = ENGINE.pending(short)
    assert (pending["seats"], pending["kind"], pending["accepts"], pending["owed"]) == (
        [A],
        "shortfall",
        ["shortfall"],
        {"0": 3},
    )
    assert ENGINE.timeout_move(short, A) == {
        "type": "shortfall",
        "location": "birmingham",
        "slot": 2,
    }


def test_pending_names_the_choice_and_round_trips_json() -> None:
    state = scenario(hands={A: CARDS8})
    assert ENGINE.pending(state)["kind"] == "action"
    for state in _states(8, 2, 20):
        pending = ENGINE.pending(state)
        assert json.loads(json.dumps(pending)) == pending
        assert pending["seats"] == ENGINE.to_act(state)
        if state["step"] is not None:
            assert pending["kind"] == state["step"]["kind"]


def test_every_listed_move_fits_its_published_schema() -> None:
    schemas = ENGINE.move_schemas()
    for state in _states(12, 4, 25):
        for seat in ENGINE.to_act(state):
            for move in ENGINE.legal_moves(state, seat):
                jsonschema.validate(move, schemas[move["type"]])
    with pytest.raises(IllegalMove) as bad:
        ENGINE.apply(scenario(hands={A: CARDS8}), A, {"type": "loan", "card": "dudley", "extra": 1})
    assert bad.value.code == "E_MALFORMED_MOVE"


def test_describe_lists_provisional_facts_and_readings() -> None:
    info = ENGINE.describe()
    facts = " ".join(p["fact"] for p in info["provisional"])
    assert "Manufacturer IV costs £8" in facts and "4-player merchant tiles" in facts
    assert len(info["readings"]) >= 10
    assert json.loads(json.dumps(info)) == info
