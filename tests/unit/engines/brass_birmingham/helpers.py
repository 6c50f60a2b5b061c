"""Scenario building for the rulebook tests: a real setup, then the board the scenario names.

Players A, B, C, D are seats 0–3. Routes L01–L39 are the digest's numbering (9.1.2).
"""

from __future__ import annotations

from typing import Any

from games.engines.brass_birmingham import ENGINE
from games.engines.brass_birmingham import catalog as cat
from games.engines.core import IllegalMove, State

A, B, C, D = 0, 1, 2, 3

_ROUTES = [
    "warrington stoke_on_trent",
    "stoke_on_trent leek",
    "leek belper",
    "belper derby",
    "derby nottingham",
    "derby uttoxeter",
    "uttoxeter stone",
    "stone stoke_on_trent",
    "stone burton_on_trent",
    "derby burton_on_trent",
    "stone stafford",
    "stafford cannock",
    "cannock farm_brewery_north",
    "cannock burton_on_trent",
    "cannock wolverhampton",
    "cannock walsall",
    "walsall burton_on_trent",
    "burton_on_trent tamworth",
    "wolverhampton coalbrookdale",
    "coalbrookdale shrewsbury",
    "walsall wolverhampton",
    "walsall tamworth",
    "tamworth nuneaton",
    "tamworth birmingham",
    "walsall birmingham",
    "wolverhampton dudley",
    "coalbrookdale kidderminster",
    "kidderminster dudley",
    "dudley birmingham",
    "birmingham nuneaton",
    "nuneaton coventry",
    "birmingham coventry",
    "birmingham worcester",
    "kidderminster worcester",
    "worcester gloucester",
    "gloucester redditch",
    "birmingham redditch",
    "redditch oxford",
    "birmingham oxford",
]
ROUTE = {f"L{i + 1:02d}": "-".join(sorted(pair.split())) for i, pair in enumerate(_ROUTES)}
assert set(ROUTE.values()) == set(cat.LINKS)


def scenario(
    players: int = 4,
    era: str = "canal",
    round_: int = 3,
    active: int = A,
    actions_left: int = 2,
    coal: int = 13,
    iron: int = 8,
    money: dict[int, int] | None = None,
    markers: dict[int, int] | None = None,
    vp: dict[int, int] | None = None,
    hands: dict[int, list[str]] | None = None,
    tiles: list[dict[str, Any]] | tuple[()] = (),
    links: list[tuple[str, int]] | tuple[()] = (),
    lowest: dict[int, dict[str, int]] | None = None,
    merchants: dict[str, tuple[str, bool]] | None = None,
    seed: int = 5,
    order: list[int] | None = None,
    options: dict[str, Any] | None = None,
) -> State:
    state = ENGINE.setup(players, options or {}, seed)
    state["era"], state["round"] = era, round_
    state["order"] = order or [active, *[s for s in range(players) if s != active]]
    state["turn"] = state["order"].index(active)
    state["actions_left"] = actions_left
    state["coal_market"], state["iron_market"] = coal, iron
    for seat, amount in (money or {}).items():
        state["bank"] -= amount - state["players"][seat]["money"]
        state["players"][seat]["money"] = amount
    for seat, space in (markers or {}).items():
        state["players"][seat]["income"] = space
    for seat, points in (vp or {}).items():
        state["players"][seat]["vp"] = points
    for seat, cards in (hands or {}).items():
        state["private"][seat]["hand"] = sorted(cards)
        state["players"][seat]["hand_size"] = len(cards)
    for seat, levels in (lowest or {}).items():
        mat = state["players"][seat]["mat"]
        for industry, level in levels.items():
            for index in range(level - 1):
                state["players"][seat]["removed"] += mat[industry][index]
                mat[industry][index] = 0
    for t in tiles:
        place(state, **t)
    for route, owner in links:
        state["links"][ROUTE[route]] = {"owner": owner, "kind": era}
        state["players"][owner]["links"] -= 1
    for space_id, (tile, beer) in (merchants or {}).items():
        for space in state["merchants"]:
            if space["space"] == space_id:
                space["tile"], space["beer"] = tile, beer
    return state


def place(
    state: State,
    owner: int,
    industry: str,
    level: int,
    loc: str,
    slot: int,
    flipped: bool = False,
    cubes: int = 0,
) -> None:
    """Put a tile on the board, taken from its owner's mat (so tile counts stay right)."""
    mat = state["players"][owner]["mat"][industry]
    if mat[level - 1]:
        mat[level - 1] -= 1
    else:
        state["players"][owner]["removed"] -= 1
    state["tiles"][loc][slot - 1] = {
        "owner": owner,
        "industry": industry,
        "level": level,
        "flipped": flipped,
        "cubes": cubes,
    }


def tile(state: State, loc: str, slot: int) -> dict[str, Any] | None:
    found: dict[str, Any] | None = state["tiles"][loc][slot - 1]
    return found


def refused(state: State, seat: int, move: dict[str, Any]) -> str:
    try:
        ENGINE.apply(state, seat, move)
    except IllegalMove as error:
        return error.code
    raise AssertionError(f"move was accepted: {move}")


def play(state: State, seat: int, *moves: dict[str, Any]) -> State:
    for move in moves:
        state = ENGINE.apply(state, seat, move).state
    return state


def end_game_phase(state: State, last: int) -> State:
    """Make the coming pass by ``last`` the last action of the era (deck and hands empty)."""
    for seat in range(len(state["players"])):
        state["private"][seat]["hand"] = []
        state["players"][seat]["hand_size"] = 0
    state["secret"]["deck"], state["deck_size"] = [], 0
    state["private"][last]["hand"] = ["birmingham"]
    state["players"][last]["hand_size"] = 1
    state["order"] = [s for s in state["order"] if s != last] + [last]
    state["turn"] = len(state["order"]) - 1
    state["actions_left"] = 1
    return state


def spent(state: State, seat: int) -> int:
    value: int = state["players"][seat]["spent"]
    return value


def money(state: State, seat: int) -> int:
    value: int = state["players"][seat]["money"]
    return value


def marker(state: State, seat: int) -> int:
    value: int = state["players"][seat]["income"]
    return value
