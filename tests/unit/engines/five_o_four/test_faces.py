"""Faces: legal_moves vs apply agreement, hidden money, notation/parse, timeout, bots."""

from __future__ import annotations

import json
import random

import pytest

from games.engines.core import IllegalMove
from games.engines.five_o_four import ENGINE
from games.engines.five_o_four.core.world import available_worlds

from .helpers import play

WORLDS = ("267", "286", "627", "672", "826", "876")
# public companies with each other module at TOP I/II/III (Privileges, Military, Transport,
# Race, Production, Majorities, Exploration)
COMPANY_WORLDS = ("392", "931", "942", "964", "947", "291", "892", "597", "983")


def _positions(wid: str, players: int, seed: int, every: int = 7) -> list[dict]:
    rng = random.Random(seed)
    state = ENGINE.setup(players, {"world": wid}, seed)
    seen = []
    bot = ENGINE.bots["random"]
    for i in range(600):
        if ENGINE.result(state) is not None:
            break
        if i % every == 0:
            seen.append(state)
        seat = ENGINE.to_act(state)[0]
        state = ENGINE.apply(state, seat, bot(state, seat, rng)).state
    return seen


def _variations(move: dict, state: dict, rng: random.Random) -> list[dict]:
    spaces = sorted(state["spaces"])
    out = []
    for key, value in move.items():
        if key == "type":
            continue
        if isinstance(value, bool):
            out.append({**move, key: not value})
        elif isinstance(value, int):
            out += [{**move, key: value + 1}, {**move, key: value - 1}]
        elif isinstance(value, str):
            out.append({**move, key: rng.choice(spaces)})
    return out


@pytest.mark.parametrize("wid", WORLDS + COMPANY_WORLDS)
def test_legal_moves_and_apply_agree(wid: str) -> None:
    rng = random.Random(3)
    for state in _positions(wid, 3, 11):
        seat = ENGINE.to_act(state)[0]
        legal = ENGINE.legal_moves(state, seat)
        listed = {json.dumps(m, sort_keys=True) for m in legal}
        for move in legal:
            ENGINE.apply(state, seat, move)  # every listed move applies
        for move in rng.sample(legal, min(5, len(legal))):
            for variant in _variations(move, state, rng):
                if json.dumps(variant, sort_keys=True) in listed:
                    continue
                with pytest.raises(IllegalMove):
                    ENGINE.apply(state, seat, variant)
        other = (seat + 1) % 3
        assert ENGINE.legal_moves(state, other) == []


def test_private_money_never_leaks() -> None:
    state = ENGINE.setup(3, {"world": "826"}, 4)
    state["private"][1]["money"] = 987_654
    for seat in (None, 0, 2):
        seen = json.dumps(ENGINE.view(state, seat))
        assert "987654" not in seen
    assert json.dumps(ENGINE.view(state, 1)["you"]) == '{"money": 987654}'
    _final, log = play("826", 3, 4, check=False)
    for seat_moving, move in log[:200]:
        event = {"seat": seat_moving, "move": move, "notation": "", "reveals": []}
        for viewer in (None, 0, 1, 2):
            assert "money" not in json.dumps(ENGINE.view_event(event, viewer))
    for seat in range(3):
        for move in ENGINE.legal_moves(state, ENGINE.to_act(state)[0]):
            assert "987654" not in ENGINE.notation(state, seat, move)


@pytest.mark.parametrize("wid", ("672", *COMPANY_WORLDS))
def test_notation_parses_back_to_the_same_move(wid: str) -> None:
    for state in _positions(wid, 4, 2, every=13)[:20]:
        seat = ENGINE.to_act(state)[0]
        for move in ENGINE.legal_moves(state, seat)[:40]:
            text = ENGINE.notation(state, seat, move)
            assert ENGINE.parse(state, seat, text.upper()) == move


def test_parse_refuses_unknown_text() -> None:
    state = ENGINE.setup(2, {"world": "286"}, 1)
    with pytest.raises(IllegalMove) as refused:
        ENGINE.parse(state, 0, "build a castle")
    assert refused.value.code in ("E_NO_MATCHING_MOVE", "E_AMBIGUOUS")
    assert ENGINE.parse(state, 0, "done") == {"type": "done"}


def test_timeout_move_is_legal_and_ends_the_phase() -> None:
    for state in _positions("862", 2, 9)[:20]:
        seat = ENGINE.to_act(state)[0]
        move = ENGINE.timeout_move(state, seat)
        assert move in ENGINE.legal_moves(state, seat)
        ENGINE.apply(state, seat, move)


def test_bots_make_legal_moves_in_every_world() -> None:
    rng = random.Random(1)
    for wid in available_worlds():
        state = ENGINE.setup(2, {"world": wid}, 3)
        for _ in range(30):
            if ENGINE.result(state) is not None:
                break
            seat = ENGINE.to_act(state)[0]
            for name in ("random", "greedy"):
                move = ENGINE.bots[name](state, seat, rng)
                assert move in ENGINE.legal_moves(state, seat)
            state = ENGINE.apply(state, seat, move).state


def test_describe_lists_provisional_data_and_readings() -> None:
    facts = ENGINE.describe()
    assert any("board" in p["fact"] for p in facts["provisional"])
    assert any(r.startswith("R5") for r in facts["readings"])
    assert facts["worlds"]["all"] == 504
