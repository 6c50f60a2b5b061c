"""Module 3 on TOP III: display, purchase, deck by back, 3-player removal, hidden deck,
privilege effects (scenarios 504-24, 504-27, 504-59)."""

from __future__ import annotations

import json
import random

import pytest

from games.engines.core import IllegalMove
from games.engines.five_o_four import ENGINE
from games.engines.five_o_four.core.world import world
from games.engines.five_o_four.privileges.cards import BACKS, back_of, kinds_for

from .helpers import find, fresh, phase, put


def test_50424_privilege_display_four_players() -> None:
    """504-24 (stated for TOP I/II; TOP III lays the same row): 1 privilege per player at 20 M."""
    state = ENGINE.setup(4, {"world": "863"}, 3)
    row = state["privileges"]["row"]
    assert len(row) >= 4
    assert all(card["price"] in (0, 20) for card in row)


def test_two_players_see_three_privileges() -> None:
    state = ENGINE.setup(2, {"world": "263"}, 3)
    assert len(state["privileges"]["row"]) == 3


def test_deck_is_stacked_by_back_and_three_players_remove_half_unseen() -> None:
    w = world("873")
    kinds = kinds_for(w)
    state = ENGINE.setup(3, {"world": "873"}, 5)
    removed = state["secret"]["removed"]
    assert len(removed) == len(kinds) // 2
    drawn = [c["kind"] for c in state["privileges"]["row"]]
    deck = state["secret"]["deck"]
    assert len(deck) + len(drawn) + len(removed) == 2 * len(kinds)
    levels = [BACKS.index(back_of(k)) for k in drawn + deck]
    assert levels == sorted(levels)


def test_world_kinds_follow_the_usage_table() -> None:
    assert "III (6)" not in kinds_for(world("863"))  # never with 3.III
    assert {"II (4)", "II (11)", "I (11)", "II (9)"} <= set(kinds_for(world("263")))
    assert "I (9)" in kinds_for(world("623")) and "III (9)" in kinds_for(world("623"))


def test_50427_purchase_draws_then_takes_a_free_privilege() -> None:
    state = fresh("863", 3)
    row = state["privileges"]["row"]
    row[:] = row[:1]
    row[0]["price"] = 0
    state["privileges"]["left"] = dict(state["privileges"]["left"])
    from games.engines.five_o_four.privileges.cards import start_purchase

    start_purchase(state)
    assert len(row) == 2 and row[1]["price"] in (0, 20)
    kind = row[0]["kind"]
    money = state["private"][0]["money"]
    after = ENGINE.apply(state, 0, {"type": "privilege", "kind": kind}).state
    assert after["private"][0]["money"] == money
    assert after["privileges"]["owned"][0] == [kind]
    assert after["turn"]["phase"] == "3C"


def test_declining_makes_every_shown_privilege_free() -> None:
    state = fresh("263", 2)
    assert state["turn"]["phase"] == "3P"
    after = ENGINE.apply(state, 0, {"type": "decline"}).state
    assert all(card["price"] == 0 for card in after["privileges"]["row"])


def test_a_kind_is_owned_only_once_and_must_be_shown() -> None:
    state = fresh("263", 2)
    kind = state["privileges"]["row"][0]["kind"]
    state["privileges"]["owned"][0].append(kind)
    with pytest.raises(IllegalMove) as refused:
        ENGINE.apply(state, 0, {"type": "privilege", "kind": kind})
    assert refused.value.code == "E_PRIVILEGE_OWNED"
    with pytest.raises(IllegalMove) as missing:
        ENGINE.apply(state, 0, {"type": "privilege", "kind": "III (99)"})
    assert missing.value.code == "E_PRIVILEGE_NOT_SHOWN"


def test_50459_privilege_i_1_places_one_more() -> None:
    state = fresh("823", 3)
    phase(state, "3C")
    meadow = find(state, "meadow")
    put(state, 0, meadow)
    buys = [m["count"] for m in ENGINE.legal_moves(state, 0) if m.get("space") == meadow]
    assert max(buys) == 1
    state["privileges"]["owned"][0].append("I (1)")
    buys = [m["count"] for m in ENGINE.legal_moves(state, 0) if m.get("space") == meadow]
    assert max(buys) == 2


def test_privilege_ii_4_makes_inhabitants_cheaper() -> None:
    state = fresh("263", 2)
    phase(state, "3C")
    state["privileges"]["owned"][0].append("II (4)")
    money = state["private"][0]["money"]
    after = ENGINE.apply(state, 0, {"type": "buy", "space": "0,0", "count": 2}).state
    assert after["private"][0]["money"] == money - 16


def test_deck_order_and_removed_cards_never_leak() -> None:
    state = ENGINE.setup(3, {"world": "873"}, 9)
    secret_cards = state["secret"]["deck"] + state["secret"]["removed"]
    order = json.dumps(state["secret"]["deck"])
    for seat in (None, 0, 1, 2):
        seen = ENGINE.view(state, seat)
        text = json.dumps(seen)
        assert order not in text
        assert "removed" not in seen.get("privileges", {})
        assert seen["privileges"]["removed_unseen"] == len(state["secret"]["removed"])
    rng = random.Random(2)
    log_reveals = []
    for _ in range(300):
        if ENGINE.result(state) is not None:
            break
        seat = ENGINE.to_act(state)[0]
        move = ENGINE.bots["random"](state, seat, rng)
        outcome = ENGINE.apply(state, seat, move)
        text = ENGINE.notation(state, seat, move)
        for removed in state["secret"]["removed"]:
            assert removed not in text or removed in json.dumps(state["privileges"])
        log_reveals += [r.as_json() for r in outcome.reveals]
        state = outcome.state
    drawn = [r["what"]["privilege_drawn"] for r in log_reveals]
    assert drawn, "some privilege was drawn during play"
    assert all(r["to"] is None for r in log_reveals)  # draws are public once drawn
    assert len(secret_cards) >= len(drawn)
