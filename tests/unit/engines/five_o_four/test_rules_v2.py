"""The rules corrected in engine version 2, each with the rulebook line, and each checked to
leave games set up by version 1 as they were played (DESIGN: versioned).
"""

from __future__ import annotations

import pytest

from games.engines.core import IllegalMove
from games.engines.five_o_four import ENGINE
from games.engines.five_o_four.core.board import edge, neighbours_of
from games.engines.five_o_four.core.catalog import ROAD_VP
from games.engines.five_o_four.core.scoring import final_scores
from games.engines.five_o_four.core.world import world

from .helpers import State, act, adjacent_pair, phase, put

VERSIONS = (1, 2)


def fresh_at(wid: str, players: int, version: int, seed: int = 1) -> State:
    """A world set up by the rules of ``version``, capitals taken (the first city offered)."""
    state = ENGINE.setup_at(players, {"world": wid}, seed, version)
    while state["stage"] == "capitals":
        seat = ENGINE.to_act(state)[0]
        state = ENGINE.apply(state, seat, ENGINE.legal_moves(state, seat)[0]).state
    return state


def test_new_games_play_by_version_2_and_old_ones_by_version_1() -> None:
    assert ENGINE.version == 2
    assert ENGINE.setup(3, {"world": "268"}, 1)["version"] == 2
    assert "version" not in ENGINE.setup_at(3, {"world": "268"}, 1, 1)  # as version 1 had it
    with pytest.raises(ValueError):
        ENGINE.setup_at(3, {"world": "268"}, 1, 3)


def _wagon_on_a_city_without_settlements(version: int) -> tuple[State, int, str]:
    """World 251 (2.I, 5.II, 1.III; without inhabitants): the player's wagon has just entered a
    city where he has no settlement, and his supply holds no settlement."""
    state = fresh_at("251", 3, version)
    seat = state["turn"]["seat"]
    state = act(state, seat, {"type": "done"})  # 3C -> 3E (no 3D without inhabitants)
    assert state["turn"]["phase"] == "3E"
    city = next(c for c, t in state["spaces"].items() if t == "city" and c not in state["capital"])
    state["wagons"][seat]["at"] = city
    state["turn"]["entered"] = city
    spare = next(c for c in state["capital"] if c != state["capital"][seat])  # a neighbour's
    state["pop"][seat][spare] = [1, 0, 0]  # capital, where he settled earlier (rule 12)
    state["supply"][seat]["set"] = 0
    return state, seat, spare


@pytest.mark.parametrize("version", VERSIONS)
def test_recycling_a_settlement_when_the_wagon_settles_in_3e(version: int) -> None:
    """Rulebook l. 1476-1480 (Race, 3A): „Wenn du ... beim Besiedeln eines Feldes in Phase
    3 D/3 E/3 G nicht mehr genug Siedlungen in deinem Vorrat besitzt, darfst du die fehlenden
    ersatzlos vom Spielplan nehmen und direkt wieder einsetzen“ -- also when the wagon
    settles in 3E, and without inhabitants (digest §12-U8).  Version 1: only in 3D."""
    state, seat, spare = _wagon_on_a_city_without_settlements(version)
    recycle = {"type": "recycle", "space": spare, "piece": "settlement"}
    if version == 1:
        assert recycle not in ENGINE.legal_moves(state, seat)
        with pytest.raises(IllegalMove) as refused:
            ENGINE.apply(state, seat, recycle)
        assert refused.value.code == "E_MOVE_NOT_EXPECTED"
        return
    assert recycle in ENGINE.legal_moves(state, seat)
    assert {"type": "settle"} not in ENGINE.legal_moves(state, seat)
    after = ENGINE.apply(state, seat, recycle).state  # a hand-built position: the other
    assert spare not in after["pop"][seat] and after["supply"][seat]["set"] == 1  # 18 are
    assert {"type": "settle"} in ENGINE.legal_moves(after, seat)  # nowhere, so no act()
    settled = ENGINE.apply(after, seat, {"type": "settle"}).state
    assert settled["pop"][seat][settled["wagons"][seat]["at"]][0] == 1


@pytest.mark.parametrize("version", VERSIONS)
def test_settling_a_neutralised_free_city_takes_the_next_award(version: int) -> None:
    """Reading R35 (2.III with 4.I, world 462): the 3, 4, 5 ... VP go to whoever takes a free
    city, also by settling it after its defenders were beaten with no attacker surviving
    (digest §4.2 interim awards: „each time a player conquers a free city“).  Version 1 paid
    only attackers who survived the combat."""
    state = fresh_at("462", 2, version)
    seat = state["turn"]["seat"]
    phase(state, "3D", seat=seat)
    city = sorted(state["free_cities"])[0]
    src = next(n for n in neighbours_of(city) if state["spaces"].get(n, "water") != "water")
    put(state, seat, src, active=1)
    state["neutral"].pop(city)  # guard and barracks beaten, the city lies empty (U42)
    after = act(state, seat, {"type": "move", "from": src, "to": city})
    assert after["pop"][seat][city][0] == 1
    if version == 1:
        assert after["vp"][seat] == 0 and after["awards"] == []
        return
    assert after["vp"][seat] == 3 and after["awards"] == [f"free_city:{city}"]
    assert after["vp_log"][-1] == [seat, 3, f"free_city:{city}"]


@pytest.mark.parametrize("version", VERSIONS)
def test_a_neutral_road_passes_at_the_turn_start_of_a_player_holding_both_ends(
    version: int,
) -> None:
    """General rule 16 (l. 727-732): ownerless buildings and neutral roads „darf sich der
    nächste Spieler in Reihenfolge ... in seinem Zug aneignen, wenn er die Bedingungen dafür
    erfüllt“; Roads with Race (l. 2696-2701): the road between two spaces where he holds a
    settlement each, connected to his other roads.  He need not settle anything in that
    turn (world 628, 6.I + 2.II).  Version 1 passed it only on settling one of its ends."""
    state = fresh_at("628", 3, version)
    first, second = state["order"][0], state["order"][1]
    capital = state["capital"][second]
    a = next(n for n in neighbours_of(capital) if state["spaces"].get(n) not in (None, "water"))
    b = next(
        n
        for n in neighbours_of(a)
        if n != capital and state["spaces"].get(n) not in (None, "water")
    )
    put(state, second, a)
    put(state, second, b)
    state["roads"][edge(capital, a)] = [[second, False]]  # his network: capital - a
    state["supply"][second]["roads"] -= 1
    state["roads"][edge(a, b)] = [[first, True]]  # the first player's, neutral since
    state["supply"][first]["roads"] -= 1
    phase(state, "3H", seat=first)
    after = act(state, first, {"type": "done"})
    assert after["turn"]["seat"] == second
    if version == 1:
        assert after["roads"][edge(a, b)] == [[first, True]]
        return
    assert after["roads"][edge(a, b)] == [[second, False]]
    assert after["supply"][first]["roads"] == state["supply"][first]["roads"] + 1
    assert after["supply"][second]["roads"] == state["supply"][second]["roads"] - 1


@pytest.mark.parametrize("version", VERSIONS)
def test_privilege_i_12_counts_one_more_field_in_the_roads_top_i_scoring(version: int) -> None:
    """Appendix 3, l. 3832-3833: I (12) „zählt als 1 zusätzlicher Acker auf der
    Mehrheitentabelle“; with Roads on TOP I the final scoring counts the spaces on that table
    (digest §4.6, §12-U54: the table privileges count whichever module uses it), as with
    Majorities (world 673: 6.I, 7.II, 3.III).  Version 1 left them out of 6.I's scoring."""
    state = fresh_at("673", 3, version)
    w = world("673")
    a, b = adjacent_pair(state, "meadow", "field")
    put(state, 0, a)
    put(state, 0, b)
    state["roads"][edge(a, b)] = [[0, False]]
    without, _, _ = final_scores(state, w)
    state["privileges"]["owned"][0].append("I (12)")
    with_card, _, details = final_scores(state, w)
    gained = int(ROAD_VP["field"]) if version == 2 else 0
    assert with_card[0] - without[0] == gained
    assert details["breakdown"][0]["privileges"] == 0  # I (12) is no VP privilege
