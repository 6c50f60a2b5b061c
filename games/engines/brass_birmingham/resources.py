"""Money, income, flipping, and coal, iron and beer sourcing (rules digest 4.7, 5.2–5.4).

The cost of any coal or iron need is fixed before a source is picked: mines and iron works
are free and used first, the market covers only the rest. So a build or link is checked and
paid in full at once, and the only choices left (which of equally near mines, which iron
works, which beer) are made afterwards, one cube at a time, without changing the price.
"""

from __future__ import annotations

from typing import Any

from games.engines.core import IllegalMove, Said, State, Term, Text

from . import board
from . import catalog as cat
from .words import T, Tn, place


def pay(state: State, seat: int, amount: int) -> None:
    """Money spent goes onto the character tile (counts for turn order), not the bank."""
    player = state["players"][seat]
    player["money"] -= amount
    player["spent"] += amount


def receive(state: State, seat: int, amount: int) -> None:
    state["players"][seat]["money"] += amount
    state["bank"] -= amount


def advance_income(state: State, seat: int, spaces: int) -> None:
    """Income moves by spaces and never beyond space 99 (level 30); the excess is lost."""
    player = state["players"][seat]
    player["income"] = min(cat.MAX_INCOME_SPACE, player["income"] + spaces)


def flip(state: State, tile: dict[str, Any]) -> None:
    tile["flipped"] = True
    advance_income(state, tile["owner"], cat.tile_level(tile["industry"], tile["level"]).income)


def take_cube(state: State, tile: dict[str, Any], count: int = 1) -> None:
    """Remove cubes/barrels; the last one flips the tile at once (digest 4.7)."""
    tile["cubes"] -= count
    if tile["cubes"] == 0:
        flip(state, tile)


def check_money(state: State, seat: int, cost: int, what: Said) -> None:
    money = state["players"][seat]["money"]
    if cost > money:
        raise IllegalMove(
            "E_INSUFFICIENT_FUNDS",
            T("{what} costs £{cost}; you have £{money}.", what=what, cost=cost, money=money),
            cost=cost,
            money=money,
        )


# --------------------------------------------------------------------------- coal


Memo = dict[Any, Any]


def coal_plan(
    state: State,
    targets: list[str] | tuple[str, ...],
    need: int,
    extra: str | None = None,
    where: Text | Term | None = None,
    memo: Memo | None = None,
) -> tuple[int, int, int]:
    """(cubes from mines, cubes from the market, market price) or E_NO_COAL_SOURCE.

    ``memo`` (one per unchanged state) swaps the search for precomputed connected groups.
    """
    if need == 0:
        return 0, 0, 0
    if memo is not None:
        key = ("coal", tuple(targets))
        if key not in memo:
            if "groups" not in memo:
                memo["groups"] = board.components(state)
            group, coal, merchant_groups = memo["groups"]
            roots = {group[t] for t in targets}
            memo[key] = (
                sum(coal.get(r, 0) for r in roots),
                any(r in merchant_groups for r in roots),
            )
        on_mines, reach = memo[key]
    else:
        dist = board.distances(state, targets, extra)
        on_mines = sum(t["cubes"] for _, _, _, t in board.mines_by_distance(state, dist))
        reach = board.merchant_reachable(dist)
    from_mines = min(need, on_mines)
    rest = need - from_mines
    if rest and not reach:
        at = where if where is not None else [place(t) for t in targets]
        raise IllegalMove(
            "E_NO_COAL_SOURCE",
            Tn(
                "You need {need} coal at {where}; connected coal mines hold only {mined} "
                "cube, and no merchant location (coal market) is connected.",
                "You need {need} coal at {where}; connected coal mines hold only {mined} "
                "cubes, and no merchant location (coal market) is connected.",
                "mined",
                need=need,
                where=at,
                mined=from_mines,
            )
            if from_mines
            else T(
                "You need {need} coal at {where}; no connected coal mine holds any, and no "
                "merchant location (coal market) is connected.",
                need=need,
                where=at,
            ),
        )
    return from_mines, rest, cat.buy_cost("coal", state["coal_market"], rest)


def coal_choices(state: State, task: dict[str, Any]) -> list[tuple[str, int]]:
    """The equally nearest mines with coal; empty when the engine can decide alone."""
    dist = board.distances(state, task["at"])
    mines = board.mines_by_distance(state, dist)
    if not mines:
        return []
    nearest = [m for m in mines if m[0] == mines[0][0]]
    if len(nearest) == 1 or sum(m[3]["cubes"] for m in nearest) <= task["need"]:
        return []
    return [(loc, slot) for _, loc, slot, _ in nearest]


def auto_coal(state: State, task: dict[str, Any]) -> bool:
    """Take forced coal; True when the task is complete."""
    while task["need"] > 0:
        dist = board.distances(state, task["at"])
        mines = board.mines_by_distance(state, dist)
        if not mines:  # the rest was bought from the market when the action was paid
            task["need"] = 0
            break
        nearest = [m for m in mines if m[0] == mines[0][0]]
        if len(nearest) > 1 and sum(m[3]["cubes"] for m in nearest) > task["need"]:
            return False
        for _, _, _, tile in nearest:
            take = min(tile["cubes"], task["need"])
            task["need"] -= take
            take_cube(state, tile, take)
            if task["need"] == 0:
                break
    return True


# --------------------------------------------------------------------------- iron


def iron_plan(state: State, need: int, memo: Memo | None = None) -> tuple[int, int, int]:
    """Iron from any iron works first (no connection needed), the market for the rest."""
    if need == 0:
        return 0, 0, 0
    if memo is not None:
        key = ("iron", need)
        if key not in memo:
            memo[key] = iron_plan(state, need)
        plan: tuple[int, int, int] = memo[key]
        return plan
    on_works = sum(t["cubes"] for _, _, t in board.all_with_cubes(state, "iron_works"))
    from_works = min(need, on_works)
    rest = need - from_works
    return from_works, rest, cat.buy_cost("iron", state["iron_market"], rest)


def iron_choices(state: State, task: dict[str, Any]) -> list[tuple[str, int]]:
    works = board.all_with_cubes(state, "iron_works")
    if len(works) <= 1 or sum(t["cubes"] for _, _, t in works) <= task["need"]:
        return []
    return [(loc, slot) for loc, slot, _ in works]


def auto_iron(state: State, task: dict[str, Any]) -> bool:
    works = board.all_with_cubes(state, "iron_works")
    if task["need"] and len(works) > 1 and sum(t["cubes"] for _, _, t in works) > task["need"]:
        return False
    for _, _, tile in works:
        take = min(tile["cubes"], task["need"])
        task["need"] -= take
        take_cube(state, tile, take)
    task["need"] = 0
    return True


def buy_from_market(state: State, kind: str, count: int) -> None:
    """Market cubes leave the market; their price was paid with the action."""
    key = f"{kind}_market"
    state[key] = max(0, state[key] - count)


# --------------------------------------------------------------------------- beer


def beer_sources(
    state: State,
    seat: int,
    at: list[str] | tuple[str, ...],
    merchant: str | None,
    extra: str | None = None,
) -> list[tuple[str, int, dict[str, Any] | None]]:
    """Own breweries anywhere, others' connected to ``at``, and the sold-to merchant's barrel.

    Entries are (location, slot, tile) for breweries and (space, -1, None) for the merchant.
    """
    found: list[tuple[str, int, dict[str, Any] | None]] = []
    dist: dict[str, int] | None = None
    for loc, slot, tile in board.all_with_cubes(state, "brewery"):
        if tile["owner"] != seat:
            if dist is None:
                dist = board.distances(state, at, extra)
            if loc not in dist:
                continue
        found.append((loc, slot, tile))
    if merchant is not None:
        for space in state["merchants"]:
            if space["space"] == merchant and space["beer"]:
                found.append((merchant, -1, None))
    return found


def beer_count(sources: list[tuple[str, int, dict[str, Any] | None]]) -> int:
    return sum(1 if t is None else t["cubes"] for _, _, t in sources)


def beer_choices(state: State, seat: int, task: dict[str, Any]) -> list[str]:
    sources = beer_sources(state, seat, task["at"], task["merchant"])
    if len(sources) <= 1 or beer_count(sources) <= task["need"]:
        return []
    return [src if tile is None else board.tile_ref(src, slot) for src, slot, tile in sources]


def take_beer(
    state: State, seat: int, source: tuple[str, int, dict[str, Any] | None], task: dict[str, Any]
) -> None:
    """Consume one barrel; the merchant's barrel gives that merchant location's bonus."""
    loc, _, tile = source
    task["need"] -= 1
    if tile is not None:
        take_cube(state, tile)
        return
    for space in state["merchants"]:
        if space["space"] == loc:
            space["beer"] = False
            merchant = cat.MERCHANTS[space["location"]]
            if merchant.bonus == "victory_points":
                state["players"][seat]["vp"] += merchant.amount
            elif merchant.bonus == "income_spaces":
                advance_income(state, seat, merchant.amount)
            elif merchant.bonus == "money":
                receive(state, seat, merchant.amount)
            else:  # Gloucester: a free develop, chosen next
                state["queue"].insert(1, {"t": "develop_bonus"})


def auto_beer(state: State, seat: int, task: dict[str, Any]) -> bool:
    sources = beer_sources(state, seat, task["at"], task["merchant"])
    if task["need"] and len(sources) > 1 and beer_count(sources) > task["need"]:
        return False
    for source in sources:
        while task["need"] > 0 and (source[2] is None or source[2]["cubes"] > 0):
            take_beer(state, seat, source, task)
            if source[2] is None:
                break
    task["need"] = 0
    return True
