"""Military between public companies (Module 4 with Shares on TOP I/II): digest §4.4, §4.9,
C9-MIL, C4-EDGE-9, C4-CAPITAL, C4-SHARES-II/III and scenario 504-66 (world 942)."""

from __future__ import annotations

import random

import pytest

from games.engines.core import IllegalMove
from games.engines.five_o_four import ENGINE
from games.engines.five_o_four.core.board import neighbours_of
from games.engines.five_o_four.core.counts import holder
from games.engines.five_o_four.core.world import available_worlds, world
from games.engines.five_o_four.invariants import violations
from games.engines.five_o_four.military.spaces import edge_cities
from games.engines.five_o_four.shares.companies import ISSUE, UNITS

from .german import reads_back_in_german
from .helpers import act, phase, put

State = dict

MINE = [
    "492",
    "495",
    "496",
    "497",
    "498",
    "594",
    "694",
    "924",
    "942",
    "945",
    "946",
    "947",
    "948",
    "954",
    "964",
    "974",
    "984",
]  # worlds whose only pending name was C9-MIL/C4-SHARES-II/C4-EDGE-9


def found(wid: str, players: int = 2, seed: int = 3) -> State:
    """Seat 0 founds green and seat 1 white in the first stock round (the first edge city
    each), everybody drops out: OR 1 starts."""
    state = ENGINE.setup(players, {"world": wid}, seed)
    for seat, company in ((0, 0), (1, 1)):
        state = act(state, seat, {"type": "trade", "buy": company})
        state = act(state, seat, ENGINE.legal_moves(state, seat)[0])
    for seat in range(players):
        state = act(state, seat, {"type": "drop_out"})
    assert state["stage"] == "play" and state["round"] == 1
    return state


def unprotect(state: State) -> None:
    """As if the companies' first operating round were over."""
    for co in state["companies"]:
        if co["first_or"] is not None:
            co["first_or"] = 0


def approach(state: State, attacker: int, target: str, active: int) -> str:
    """Put ``active`` inhabitants of ``attacker`` on a land space next to ``target``."""
    for src in sorted(neighbours_of(target)):
        terrain = state["spaces"].get(src)
        free = all(src not in p for p in state["pop"]) and src not in state.get("neutral", {})
        if terrain not in (None, "water", "city") and free:
            put(state, attacker, src, active=active)
            return src
    raise LookupError(target)


def land_of(state: State, seat: int, count: int, exclude: set[str]) -> list[str]:
    """``count`` free land spaces for ``seat`` (settlement + 1 inhabitant each)."""
    spaces = []
    for space, terrain in sorted(state["spaces"].items()):
        if len(spaces) == count:
            break
        taken = any(space in p for p in state["pop"]) or space in state.get("neutral", {})
        if terrain in ("water", "city") or taken or space in exclude:
            continue
        put(state, seat, space, exhausted=1)
        spaces.append(space)
    return spaces


def test_military_worlds_with_public_companies_are_available() -> None:
    for wid in MINE:
        assert wid in available_worlds(), wid
    for wid in ("294", "394", "491", "493", "894", "934", "941", "943"):
        assert not any("C9-MIL" in p for p in world(wid).unimplemented_parts()), wid


def test_c4_edge_9_companies_choose_any_edge_city() -> None:
    """C4-EDGE-9: no player-count pattern, but only the board edge (board 2)."""
    state = ENGINE.setup(2, {"world": "964"}, 3)
    state = act(state, 0, {"type": "trade", "buy": 0})
    ring = edge_cities(state)
    assert [m["city"] for m in ENGINE.legal_moves(state, 0)] == sorted(
        ring, key=list(state["spaces"]).index
    )
    inner = next(c for c, t in state["spaces"].items() if t == "city" and c not in ring)
    with pytest.raises(IllegalMove):
        ENGINE.apply(state, 0, {"type": "choose_capital", "city": inner})
    state = act(state, 0, {"type": "choose_capital", "city": ring[0]})
    state = act(state, 1, {"type": "trade", "buy": 1})
    neighbour = ring[1]  # next to green's capital: a 2-player pattern would forbid it
    state = act(state, 1, {"type": "choose_capital", "city": neighbour})
    assert state["capital"][:2] == [ring[0], neighbour]
    assert ring[0] not in state["neutral"] and neighbour not in state["neutral"]
    assert ring[0] not in state["free_cities"]


def test_c9_mil_puppy_protection_until_the_first_or_is_over() -> None:
    """A company may be attacked only after its first operating round (4.III, world 964)."""
    state = found("964")
    white_capital = state["capital"][1]
    phase(state, "3D", seat=0)
    land = land_of(state, 1, 1, set())[0]
    src = approach(state, 0, land, active=2)
    with pytest.raises(IllegalMove) as refused:
        ENGINE.apply(state, 0, {"type": "move", "from": src, "to": land})
    assert "puppy protection" in refused.value.message
    assert {"type": "move", "from": src, "to": land} not in ENGINE.legal_moves(state, 0)
    state["round"] = 2  # white's first OR (round 1) is over
    state = act(state, 0, {"type": "move", "from": src, "to": land})
    assert state["pop"][1][land] == [1, 0, 0]  # its inhabitant went first
    assert white_capital == state["capital"][1]


def test_c9_mil_puppy_protection_in_dice_combat() -> None:
    """4.II (world 947): no attack is staged on a company in its first operating round."""
    state = found("947")
    phase(state, "3D", seat=state["order"][0])
    attacker = state["order"][0]
    defender = 1 - attacker
    land = land_of(state, defender, 1, set())[0]
    src = approach(state, attacker, land, active=2)
    with pytest.raises(IllegalMove) as refused:
        ENGINE.apply(state, 0, {"type": "move", "from": src, "to": land})
    assert refused.value.code == "E_ATTACK_REFUSED"
    unprotect(state)
    state = act(state, 0, {"type": "move", "from": src, "to": land})
    assert state["attacks"][land] == [attacker, 1, False]


def _second_sr(state: State) -> State:
    """Finish OR 1 quickly (every company done) up to the next stock round."""
    while state["stage"] != "stock_round":
        seat = ENGINE.to_act(state)[0]
        moves = ENGINE.legal_moves(state, seat)
        move = {"type": "done"} if {"type": "done"} in moves else moves[0]
        state = act(state, seat, move)
    return state


def test_c9_mil_a_later_capital_destroys_the_armies_there() -> None:
    """A company founded in a later round whose capital holds another company's armies
    destroys them and removes them from the board (world 964)."""
    state = _second_sr(found("964"))
    ring = edge_cities(state)
    target = next(c for c in ring if c not in state["capital"])
    assert target in state["neutral"]  # still a free city
    state["neutral"].pop(target)
    state["free_cities"].remove(target)
    put(state, 0, target, active=2, exhausted=1)
    supply = dict(state["supply"][0])
    seat = state["sr"]["turn"]
    state = act(state, seat, {"type": "trade", "buy": 2})
    state = act(state, seat, {"type": "choose_capital", "city": target})
    assert state["capital"][2] == target and target not in state["pop"][0]
    assert state["supply"][0] == {**supply, "inh": supply["inh"] + 3, "set": supply["set"] + 1}
    assert state["companies"][2]["first_or"] == state["round"]


def test_c9_mil_with_production_on_top_ii_the_armies_stay() -> None:
    """Exception: with Production on TOP I or II nobody fights on cities (world 984)."""
    state = _second_sr(found("984"))
    target = next(c for c in edge_cities(state) if c not in state["capital"])
    put(state, 0, target, active=1)
    seat = state["sr"]["turn"]
    state = act(state, seat, {"type": "trade", "buy": 2})
    state = act(state, seat, {"type": "choose_capital", "city": target})
    assert state["pop"][0][target] == [1, 1, 0] and state["capital"][2] == target


def test_a_free_city_chosen_later_loses_its_barracks_and_guard() -> None:
    """Reading MC2: the free city's defenders make way for a later company's capital."""
    state = _second_sr(found("964"))
    target = next(c for c in edge_cities(state) if c not in state["capital"])
    seat = state["sr"]["turn"]
    state = act(state, seat, {"type": "trade", "buy": 2})
    state = act(state, seat, {"type": "choose_capital", "city": target})
    assert target not in state["neutral"] and target not in state["free_cities"]


# -- C4-SHARES-III (4.III with Shares on TOP I/II) ----------------------------------------------
def _storm_position(wid: str = "964") -> tuple[State, int, int, str, str]:
    """Green (0) next to white's (1) capital with 4 active inhabitants, white unprotected
    and owning two land spaces besides its capital."""
    state = found(wid)
    unprotect(state)
    attacker, defender = 0, 1
    capital = state["capital"][defender]
    phase(state, "3D", seat=attacker)
    src = approach(state, attacker, capital, active=4)
    land_of(state, defender, 2, {src})
    return state, attacker, defender, capital, src


def _storm(state: State, attacker: int, capital: str, src: str) -> State:
    return act(state, 0, {"type": "storm", "to": capital, "from": [src, src, src]})


def test_c4_capital_a_company_capital_may_be_stormed_without_race() -> None:
    """C4-CAPITAL: with Shares on TOP I/II capitals may be attacked (4.III, no Race)."""
    state, attacker, _defender, capital, src = _storm_position()
    storm = {"type": "storm", "to": capital, "from": [src, src, src]}
    assert storm in ENGINE.legal_moves(state, 0)
    state = _storm(state, attacker, capital, src)
    assert state["capital"][1] is None and holder(state, capital) is None
    assert state["decision"]["kind"] == "seize"
    assert ENGINE.to_act(state) == [0]  # green's president decides
    assert {"type": "decline"} in ENGINE.legal_moves(state, 0)


def test_c4_shares_iii_seizing_takes_over_every_space_and_the_company_restarts() -> None:
    """Conquering the neutralised capital directly with 1 more active inhabitant takes over
    all the defender's spaces, armies swapped; its shares return without compensation."""
    state, attacker, defender, capital, src = _storm_position()
    lands = sorted(state["pop"][defender])
    lands.remove(capital)
    money = [p["money"] for p in state["private"]]
    state = _storm(state, attacker, capital, src)
    state = act(state, 0, {"type": "move", "from": src, "to": capital})
    assert state["pop"][attacker][capital] == [1, 0, 0]
    for land in lands:
        assert state["pop"][attacker][land] == [1, 0, 1]
    white = state["companies"][defender]
    assert white["president"] is None and white["price"] is None
    assert white["units"] == [0, 0] and white["stock"] == UNITS and white["bank"] == 0  # 9.I
    assert white["treasury"] == 0  # a fresh 9.I company
    assert state["pop"][defender] == {} and state["capital"][defender] is None
    assert [p["money"] for p in state["private"]] == money  # no compensation
    assert state["decision"] is None and state["turn"]["seat"] == attacker


def test_c4_shares_iii_without_the_seizing_inhabitant_the_defender_loses_everything() -> None:
    state, attacker, defender, capital, src = _storm_position()
    lands = [s for s in state["pop"][defender] if s != capital]
    state = _storm(state, attacker, capital, src)
    state = act(state, 0, {"type": "decline"})
    assert state["pop"][defender] == {}
    assert all(land not in state["pop"][attacker] for land in lands)
    assert capital not in state["pop"][attacker]
    assert state["companies"][defender]["president"] is None


def _short_of_pieces_position() -> tuple[State, int, int, str, str, list[str]]:
    """The storm position with the attacker's other settlements laid elsewhere so that only 2
    are left: after seizing the capital it cannot take over all of the defender's lands."""
    state, attacker, defender, capital, src = _storm_position()
    lands = sorted(s for s in state["pop"][defender] if s != capital)
    busy = set(lands) | {src, capital}
    spare = [
        s
        for s, t in sorted(state["spaces"].items())
        if t not in ("water", "city")
        and s not in busy
        and all(s not in p for p in state["pop"])
        and s not in state["neutral"]
    ]
    while state["supply"][attacker]["set"] > 2:
        put(state, attacker, spare.pop())
    return state, attacker, defender, capital, src, lands


def test_c4_shares_iii_short_of_pieces_the_president_chooses_the_spaces() -> None:
    """Not enough settlements: the attacker's president picks which spaces it takes; the
    rest is lost (nobody gains it)."""
    state, attacker, defender, capital, src, lands = _short_of_pieces_position()
    state = _storm(state, attacker, capital, src)
    state = act(state, 0, {"type": "move", "from": src, "to": capital})  # 1 settlement used
    assert state["decision"] == {"seat": attacker, "kind": "takeover", "defender": defender}
    assert ENGINE.legal_moves(state, 0) == [{"type": "take", "space": s} for s in lands]
    state = act(state, 0, {"type": "take", "space": lands[1]})
    assert state["pop"][attacker][lands[1]] == [1, 0, 1]
    assert lands[0] not in state["pop"][attacker] and state["pop"][defender] == {}
    assert state.get("decision") is None and state["companies"][defender]["president"] is None


def test_c4_shares_iii_with_race_the_defender_first_moves_its_capital() -> None:
    """4.III with Race (world 924): a company with another city picks a new capital; with
    only its capital left the Shares exception still lets it be stormed."""
    state, attacker, defender, capital, src = _storm_position("924")
    city = next(
        c for c in edge_cities(state) if c not in state["capital"] and c in state["neutral"]
    )
    state["neutral"].pop(city)
    put(state, defender, city)
    state = _storm(state, attacker, capital, src)
    assert state["decision"] == {"seat": defender, "kind": "new_capital", "attacker": attacker}
    assert ENGINE.to_act(state) == [1]  # white's president
    state = act(state, 1, {"type": "new_capital", "city": city})
    assert state["capital"][defender] == city


def test_a_fallen_company_leaves_the_operating_round_and_is_refounded_later() -> None:
    """It has no turn left in this OR, no dividend; the next stock round may found it anew."""
    state, attacker, defender, capital, src = _storm_position()
    state["order"] = [attacker, defender]
    state = _storm(state, attacker, capital, src)
    state = act(state, 0, {"type": "decline"})
    while state["stage"] == "play":
        assert state["turn"] is None or state["turn"]["seat"] != defender
        state = act(state, ENGINE.to_act(state)[0], {"type": "done"})
    while state["stage"] != "stock_round":
        seat = ENGINE.to_act(state)[0]
        assert ENGINE.actor(state, seat) != defender
        state = act(state, seat, ENGINE.legal_moves(state, seat)[0])
    seat = state["sr"]["turn"]
    state = act(state, seat, {"type": "trade", "buy": defender})
    state = act(state, seat, ENGINE.legal_moves(state, seat)[0])
    white = state["companies"][defender]
    assert white["president"] == seat and white["price"] == ISSUE[defender]
    assert white["first_or"] == state["round"]
    rng = random.Random(5)
    while ENGINE.result(state) is None:  # and the game plays on to its end
        seat = ENGINE.to_act(state)[0]
        state = act(state, seat, ENGINE.bots["random"](state, seat, rng))


# -- C4-SHARES-II (4.II with Shares on TOP I) -----------------------------------------------
def _dice(monkeypatch: pytest.MonkeyPatch, *rolls: list[int]) -> None:
    from games.engines.five_o_four.military import combat

    queue = list(rolls)
    monkeypatch.setattr(combat, "roll", lambda rng, count: queue.pop(0)[:count])


def _capital_battle(wid: str, armies: int) -> tuple[State, int, int, str, str]:
    state = found(wid)
    unprotect(state)
    attacker = state["order"][0]
    defender = 1 - attacker
    capital = state["capital"][defender]
    phase(state, "3D", seat=attacker)
    src = approach(state, attacker, capital, active=armies)
    land_of(state, defender, 2, {src})
    for _ in range(armies):
        state = act(state, 0, {"type": "move", "from": src, "to": capital})
    return state, attacker, defender, capital, src


def test_c4_shares_ii_conquering_the_capital_takes_over_every_space(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """4.II + 9.I (world 947): the company conquering a capital in 3G takes over all the
    defender's spaces, swapping armies; the defender's shares return uncompensated."""
    state, attacker, defender, capital, _src = _capital_battle("947", 5)
    lands = [s for s in state["pop"][defender] if s != capital]
    state = act(state, 0, {"type": "done"})
    assert state["turn"]["phase"] == "3G"
    _dice(monkeypatch, [6, 6, 6, 1, 1], [1, 1, 1])  # city -1: 5, 5, 5 -> 3 hits on the HQ
    state = act(state, 0, {"type": "fight", "space": capital})
    assert state["pop"][attacker][capital][0] == 1
    assert all(state["pop"][attacker][land] == [1, 0, 1] for land in lands)
    assert state["companies"][defender]["president"] is None and not state["pop"][defender]
    assert state["stage"] != "over"  # 4.II: the game goes on


def test_c4_shares_ii_neutralising_the_capital_costs_the_defender_every_space(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Without Race there is no seizing: a neutralised capital loses everything."""
    state, attacker, defender, capital, _src = _capital_battle("947", 3)
    lands = [s for s in state["pop"][defender] if s != capital]
    state = act(state, 0, {"type": "done"})
    _dice(monkeypatch, [6, 6, 6], [6, 6, 6])  # 3 hits on the HQ, 3 back: no survivor
    state = act(state, 0, {"type": "fight", "space": capital})
    assert not state["pop"][defender] and state.get("decision") is None
    assert all(land not in state["pop"][attacker] for land in [*lands, capital])
    assert state["companies"][defender]["president"] is None


def test_50466_world_942_seizing_the_neutralised_last_capital(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """504-66 in world 942 (9.I, 4.II, 2.III): B owns only its capital (plus land); A's
    attack is fought at once (C4-RACE) and allowed (9.I + 2.III lifts the last-capital
    protection).  A neutralises it, moves 1 more active inhabitant in and takes over all of
    B's spaces; B's shares return without compensation and B may be refounded."""
    state, attacker, defender, capital, src = _capital_battle("942", 3)
    state["pop"][attacker][src][1] += 1  # one more active inhabitant waits
    state["supply"][attacker]["inh"] -= 1
    lands = [s for s in state["pop"][defender] if s != capital]
    assert {"type": "fight", "space": capital} in ENGINE.legal_moves(state, 0)
    _dice(monkeypatch, [6, 6, 6], [6, 6, 6])
    state = act(state, 0, {"type": "fight", "space": capital})  # at once, in 3D
    assert state["decision"]["kind"] == "seize" and holder(state, capital) is None
    state = act(state, 0, {"type": "move", "from": src, "to": capital})
    assert state["pop"][attacker][capital] == [1, 0, 0]
    assert all(state["pop"][attacker][land] == [1, 0, 1] for land in lands)
    b = state["companies"][defender]
    assert b["president"] is None and sum(b["units"]) == 0 and b["stock"] == UNITS
    assert state["turn"]["phase"] == "3D" and state["turn"]["seat"] == attacker


def test_50466_world_942_without_the_further_inhabitant_b_loses_everything(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    state, attacker, defender, capital, src = _capital_battle("942", 3)
    state["pop"][attacker][src][1] += 1
    state["supply"][attacker]["inh"] -= 1
    _dice(monkeypatch, [6, 6, 6], [6, 6, 6])
    state = act(state, 0, {"type": "fight", "space": capital})
    state = act(state, 0, {"type": "decline"})
    assert not state["pop"][defender] and capital not in state["pop"][attacker]
    assert state["companies"][defender]["president"] is None


def test_50466_nobody_left_to_seize_the_capital_loses_everything_at_once(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """No active inhabitant next to the neutralised capital: nothing to decide."""
    state, _attacker, defender, capital, _src = _capital_battle("942", 3)
    _dice(monkeypatch, [6, 6, 6], [6, 6, 6])
    state = act(state, 0, {"type": "fight", "space": capital})
    assert state.get("decision") is None and not state["pop"][defender]
    assert state["companies"][defender]["president"] is None


def test_military_i_with_companies_a_conquered_capital_ends_the_game(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """4.I + 9.II (world 497): taking a capital ends the game at once; the conqueror takes
    over all the defender's spaces; the players score by their units (9.II)."""
    state, _attacker, defender, capital, _src = _capital_battle("497", 5)
    state = act(state, 0, {"type": "done"})
    _dice(monkeypatch, [6, 6, 6, 1, 1], [1, 1, 1])
    state = act(state, 0, {"type": "fight", "space": capital})
    assert state["stage"] == "over" and not state["pop"][defender]
    assert ENGINE.result(state) is not None


def test_decisions_list_exactly_what_applies() -> None:
    """Legal moves of the seize decision apply; an unlisted move is refused."""
    state, attacker, _defender, capital, src = _storm_position()
    state = _storm(state, attacker, capital, src)
    for move in ENGINE.legal_moves(state, 0):
        after = ENGINE.apply(state, 0, move).state
        assert violations(after) == []
    with pytest.raises((IllegalMove, Exception)):
        ENGINE.apply(state, 0, {"type": "done"})
    far = next(s for s in state["spaces"] if s not in neighbours_of(capital) and s != capital)
    with pytest.raises(IllegalMove):
        ENGINE.apply(state, 0, {"type": "move", "from": far, "to": capital})


def test_c2_iii_9_world_942_free_city_awards_are_company_income(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """C2-III-9: with 9.I the 2.III task is the TOP II module's (Military: 3, 4, 5 ... per
    free city conquered), paid as 10 M per VP of company income set aside for phase 4."""
    state = found("942")
    attacker = state["order"][0]
    phase(state, "3D", seat=attacker)
    cities = [c for c in sorted(state["neutral"]) if c in state["free_cities"]][:2]
    incomes = []
    for city in cities:
        src = approach(state, attacker, city, active=3)
        for _ in range(3):
            state = act(state, 0, {"type": "move", "from": src, "to": city})
        _dice(monkeypatch, [6, 6, 6], [1, 1])
        state = act(state, 0, {"type": "fight", "space": city})
        assert state["pop"][attacker][city][0] == 1
        incomes.append(state["companies"][attacker]["income"])
    assert incomes == [30, 70] and state["vp"][attacker] == 0


def test_a_fallen_company_loses_its_privileges_and_its_wagon(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Reading MC3: privileges of a fallen company leave the game (world 943, 3.III); its
    wagon leaves the board with its load (world 941, 1.III)."""
    state, _attacker, defender, capital, _src = _capital_battle("943", 3)
    card = state["privileges"]["row"].pop(0)
    state["privileges"]["owned"][defender].append(card["kind"])
    state = act(state, 0, {"type": "done"})
    _dice(monkeypatch, [6, 6, 6], [6, 6, 6])
    state = act(state, 0, {"type": "fight", "space": capital})
    assert state["privileges"]["owned"][defender] == []
    assert card["kind"] in state["privileges"]["gone"]

    state, _attacker, defender, capital, _src = _capital_battle("941", 3)
    wagon = state["wagons"][defender]
    assert wagon["at"] == capital
    wagon["cargo"][0] = {"inh": 1}
    state["supply"][defender]["inh"] -= 1
    while state["turn"]["phase"] != "3G":  # 3D, then the wagon's 3E
        state = act(state, 0, {"type": "done"})
    _dice(monkeypatch, [6, 6, 6], [6, 6, 6])
    state = act(state, 0, {"type": "fight", "space": capital})
    wagon = state["wagons"][defender]
    assert wagon["at"] is None and wagon["cargo"] == [None] * len(wagon["cargo"])
    assert state["companies"][defender]["president"] is None


def test_c4_shares_iii_under_9ii_the_fallen_company_is_fresh_again() -> None:
    """Reading MC3 under 9.II (world 694): the units go back to the bank, the treasury is a
    fresh company's 5 x issue price, the marker leaves the chart, VP restart from 0."""
    state, attacker, defender, capital, src = _storm_position("694")
    white = state["companies"][defender]
    assert white["bank"] == UNITS - 2 and white["units"][1] == 2
    white["treasury"] = 7
    state = _storm(state, attacker, capital, src)
    state = act(state, 0, {"type": "move", "from": src, "to": capital})
    white = state["companies"][defender]
    assert white["bank"] == UNITS and sum(white["units"]) == 0 and white["stock"] == 0
    assert white["treasury"] == 5 * ISSUE[defender] and white["price"] is None
    assert state["vp"][defender] == 0


def test_military_ii_income_and_retreat_with_companies(monkeypatch: pytest.MonkeyPatch) -> None:
    """4.II with companies (world 947): a repelled company retreats its survivors (its
    president places them); its 3H income follows 4.II (20 M + 5 M per further space +
    the land-type bonus), set aside for phase 4."""
    from games.engines.five_o_four.core.income import income

    state = found("947")
    unprotect(state)
    attacker = state["order"][0]
    defender = 1 - attacker
    phase(state, "3D", seat=attacker)
    land = land_of(state, defender, 1, set())[0]
    state["pop"][defender][land][2] += 2  # 3 inhabitants defend
    state["supply"][defender]["inh"] -= 2
    src = approach(state, attacker, land, active=2)
    for _ in range(2):
        state = act(state, 0, {"type": "move", "from": src, "to": land})
    state = act(state, 0, {"type": "done"})
    _dice(monkeypatch, [3, 1], [6])  # 1 hit; the defender rolls 1 die and hits
    state = act(state, 0, {"type": "fight", "space": land})
    assert state["retreat"] == {"space": land, "left": 1}
    assert ENGINE.legal_moves(state, 0) == [{"type": "retreat", "from": land, "to": src}]
    before = state["companies"][attacker]["income"]
    state = act(state, 0, {"type": "retreat", "from": land, "to": src})
    assert state["pop"][attacker][src] == [1, 0, 1]
    kinds = {state["spaces"][src]}
    bonus = {1: 0, 2: 5}[len(kinds)]
    assert income(state, world("947"), attacker) == 20 + 5 + bonus
    assert state["companies"][attacker]["income"] == before + 20 + 5 + bonus


def test_c4_race_world_942_a_company_with_another_city_moves_its_capital(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """C4-RACE with companies: the defender's president chooses the new capital at once."""
    state, _attacker, defender, capital, _src = _capital_battle("942", 3)
    city = next(c for c in sorted(state["neutral"]) if c not in state["capital"])
    state["neutral"].pop(city)
    put(state, defender, city)
    _dice(monkeypatch, [6, 6, 6], [6, 6, 6])
    state = act(state, 0, {"type": "fight", "space": capital})
    assert state["decision"]["kind"] == "new_capital"
    assert ENGINE.to_act(state) == [1] and ENGINE.actor(state, 1) == defender
    state = act(state, 1, {"type": "new_capital", "city": city})
    assert state["capital"][defender] == city
    assert state["companies"][defender]["president"] == 1


def test_seize_and_takeover_decisions_read_back_from_their_notation() -> None:
    """An email reply carries the notation: every legal move of the attacker's two decisions
    (seize or decline, then which spaces to take) parses back to itself."""
    state, attacker, _defender, capital, src, lands = _short_of_pieces_position()
    state = _storm(state, attacker, capital, src)
    seize = ENGINE.legal_moves(state, attacker)
    assert {"type": "decline"} in seize and len(seize) > 1
    for move in seize:
        assert ENGINE.parse(state, attacker, ENGINE.notation(state, attacker, move)) == move
        assert reads_back_in_german(state, attacker, move)
    state = act(state, attacker, {"type": "move", "from": src, "to": capital})
    take = ENGINE.legal_moves(state, attacker)
    assert [m["type"] for m in take] == ["take"] * len(lands)
    for move in take:
        assert ENGINE.parse(state, attacker, ENGINE.notation(state, attacker, move)) == move
        assert reads_back_in_german(state, attacker, move)
