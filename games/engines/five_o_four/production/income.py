"""Production on TOP II: goods from the businesses sold to the trading houses in sets
(digest §4.8 3H; C8-TRANS-II with Transport, the 8.I + 9.II sale)."""

from __future__ import annotations

from games.engines.core import State

from ..core.catalog import GOODS
from ..core.goodsets import as_dict, as_tuple, best, set_value
from ..core.world import World, world
from .sale import chooses_sale, receive_business_goods
from .scoring import house_capacity

PRODUCTION_INCOME = (10, 25, 45, 70, 100)


def top_ii_income(state: State, w: World, seat: int) -> int:
    if w.has(1):
        return delivered_income(state, seat)
    if chooses_sale(w):  # 8.I + 9.II: the business goods came with the sale choice
        return sell_goods(state, seat, state["turn"]["keep"])
    return production_income(state, seat)


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
    capacity = house_capacity(state, world(state["world"]), seat)
    held = as_tuple(state["goods"][seat])
    back = as_tuple(keep)
    have = tuple(h - k for h, k in zip(held, back, strict=True))
    value, _chosen, kept = best(have, capacity, PRODUCTION_INCOME)
    for g, h, k in zip(GOODS, have, kept, strict=True):
        state["goods_supply"][g] += h - k
    state["goods"][seat] = as_dict(tuple(k + b for k, b in zip(kept, back, strict=True)))
    return value
