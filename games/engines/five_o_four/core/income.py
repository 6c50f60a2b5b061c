"""Phase 3H income: 20 M base plus the TOP II module's rule (Race, Roads, Majorities, Production).

Digest §4.2 3H, §4.6 3H (formula), §4.7 3H, §4.8 3H.
"""

from __future__ import annotations

from games.engines.core import State

from ..exploration.military import bounty
from ..exploration.rewards import tile_income
from ..privileges.cards import privileges_of
from ..privileges.factories import factory_income
from ..production.sale import chooses_sale, receive_business_goods
from ..transport.scoring import goods_price_income, return_sold
from . import actors
from .catalog import GOODS, MAJORITY_MAX, SETTLEMENT_INCOME, TERRAINS
from .counts import connected_spaces, majority_counts, majority_holders, terrain_counts
from .goodsets import as_dict, as_tuple, best, set_value
from .world import World

BASE = 20
PRODUCTION_INCOME = (10, 25, 45, 70, 100)


def income(state: State, w: World, seat: int) -> int:
    module = w.top1 if w.at(9, "II") else w.top2  # 9.II: the TOP I module's TOP II income
    extra = 0
    if module == 2:
        extra = int(race_income(state, seat))
    elif module == 3:
        extra = factory_income(state, seat)
    elif module == 6:
        c = terrain_counts(state, connected_spaces(state, seat))
        extra = roads_income(c)
    elif module == 7:
        extra = majority_income(state, w, seat)
    elif module == 8:
        if w.has(1):
            extra = delivered_income(state, seat)
        elif chooses_sale(w):  # 8.I + 9.II: the business goods came with the sale choice
            extra = sell_goods(state, seat, state["turn"]["keep"])
        else:
            extra = production_income(state, seat)
    elif module == 5:
        extra = tile_income(state, seat)
    elif module == 1:
        extra = goods_price_income(state, w, seat)
    elif module == 4:
        from ..military.combat import military_income

        extra = military_income(state, seat)
    if w.has(1) and state["goods_supply"]:
        return_sold(state)  # 1.II: delivered goods back to the supply (never Military's)
    return BASE + extra + privilege_income(state, seat) + bounty(state)


def privilege_income(state: State, seat: int) -> int:
    """I (5) +10 M, II (12) +20 M, I (2) +15 M per settlement placed in a city this turn."""
    owned = privileges_of(state, seat)
    total = (10 if "I (5)" in owned else 0) + (20 if "II (12)" in owned else 0)
    if "I (2)" in owned:
        total += 15 * int(state["turn"].get("cities", 0))
    return total


def race_income(state: State, seat: int) -> int:
    """First settlements on empty spaces this turn, and the n-th city-card inhabitant n x 10 M."""
    turn = state["turn"]
    total = sum(int(SETTLEMENT_INCOME[state["spaces"][s]]) for s in turn["first"])
    for city in turn["new_cards"]:
        state["card_total"][seat] += 1
        total += 10 * int(state["card_total"][seat])
        for mark in state["cards"][city]:
            if mark[0] == seat:
                mark[2] = False  # slid down: pays only once
    return total


def roads_income(c: dict[str, int]) -> int:
    cities = c["city"]
    if cities == 0:
        return 0
    m, fo, fa, mt = c["meadow"], c["forest"], c["field"], c["mountain"]
    return (
        10 * (cities - 1)
        + 5 * min(m, cities)
        + 5 * min(fo, cities)
        + 5 * min(fa, cities)
        + 10 * min(mt, cities)
        + 10 * min(cities, m, fo, fa, mt)
    )


def majority_income(state: State, w: World, seat: int) -> int:
    counts = [majority_counts(state, w, s) for s in range(actors.count(state))]
    total = 0
    for terrain in TERRAINS:
        if seat in majority_holders(counts, terrain):
            total += min(10 * counts[seat][terrain], int(MAJORITY_MAX[terrain]))
    return total


def delivered_income(state: State, seat: int) -> int:
    """C8-TRANS-II (8.II + 1): all goods delivered to your trading houses, sorted into sets
    without exchange; they stay on the houses (no per-business goods, digest §12-U14)."""
    return set_value(as_tuple(state["goods"][seat]), PRODUCTION_INCOME)


def production_income(state: State, seat: int) -> int:
    """1 good per business from the supply, then sell to trading houses (HQ takes 2)."""
    receive_business_goods(state, seat)
    return sell_goods(state, seat, {})


def sell_goods(state: State, seat: int, keep: dict[str, int]) -> int:
    """Sell the best sets of the goods offered (all held but ``keep``, kept back by the
    president under 8.I + 9.II, production/sale.py); sold goods return to the supply, the
    rest stay."""
    from .scoring import house_capacity
    from .world import world

    capacity = house_capacity(state, world(state["world"]), seat)
    held = as_tuple(state["goods"][seat])
    back = as_tuple(keep)
    have = tuple(h - k for h, k in zip(held, back, strict=True))
    value, _chosen, kept = best(have, capacity, PRODUCTION_INCOME)
    for g, h, k in zip(GOODS, have, kept, strict=True):
        state["goods_supply"][g] += h - k
    state["goods"][seat] = as_dict(tuple(k + b for k, b in zip(kept, back, strict=True)))
    return value
