"""Module 1 income (TOP II goods prices), game end and final scoring (TOP I).

Rulebook "Das Modul 1: Transport", Phase 3H, Spielende, Schlusswertung; digest §4.1, 504-18,
504-20, 504-04.
"""

from __future__ import annotations

from games.engines.core import State

from ..core import purse
from ..core.catalog import GOODS, TRANSPORT
from ..core.privileged import owns
from ..core.world import World
from .wagon import space_owner

CHART = tuple(int(x) for x in TRANSPORT["price_chart"]["spaces"])
DROP = int(TRANSPORT["price_chart"]["drop"])
RISE = int(TRANSPORT["price_chart"]["rise"])
GOODS_VP = tuple(int(x) for x in TRANSPORT["goods_vp"])
SET_VP = int(TRANSPORT["set_vp"])
END_GOODS = int(TRANSPORT["end_goods_delivered"])


def _move(price: int, spaces: int) -> int:
    index = CHART.index(price) + spaces
    return CHART[max(0, min(len(CHART) - 1, index))]


def goods_price_income(state: State, w: World, seat: int) -> int:
    """1.II: each good delivered this turn, in delivery order: its price, then the delivered
    kind drops 3 spaces and every other kind rises 1 (never below 10, never above 140).
    I (6): +10 M per good sold."""
    prices = state["prices"]
    total = 0
    for good, city in state["turn"].get("priced", []):
        total += prices[good]
        if w.has(4):
            total -= delivery_toll(state, w, seat, city, prices[good])
        for other in GOODS:
            prices[other] = _move(prices[other], -DROP if other == good else RISE)
        if owns(state, seat, "I (6)"):
            total += 10
    return total


def delivery_toll(state: State, w: World, seat: int, city: str, price: int) -> int:
    """C1-MIL-d: delivering to a city without your settlement costs 1 M per full 10 M of the
    good's income, paid to the city's owner (to the bank for a free city)."""
    if state["pop"][seat].get(city, (0,))[0]:
        return 0
    toll = price // 10
    owner = space_owner(state, w, city)
    if owner is not None and owner != seat:
        purse.gain(state, owner, toll)
    return toll


def return_sold(state: State) -> None:
    """1.II: the delivered goods go back to the general supply after income."""
    for good in state["turn"].get("sold", []):
        state["goods_supply"][good] += 1
    state["turn"]["sold"] = []


def goods_delivered_total(state: State) -> int:
    """All goods delivered, a fallen company's set-aside goods included (C1-SHARES)."""
    aside = sum(int(n) for n in state.get("goods_aside", {}).values())
    return aside + sum(sum(d.values()) for d in state.get("delivered", []))


def set_aside_delivered(state: State, c: int) -> None:
    """C1-SHARES: when company ``c`` falls, the goods it delivered (lying in front of it,
    1.I) are set aside separately; they no longer score for it but still count for the
    23-goods end.  Called before the company's deliveries are cleared."""
    if "goods_aside" not in state:
        return
    aside = state["goods_aside"]
    for good, n in state["goods"][c].items():
        aside[good] = aside.get(good, 0) + int(n)
    state["goods"][c] = {}


def transport_ends(state: State) -> bool:
    return goods_delivered_total(state) >= END_GOODS


def transport_vp(delivered: dict[str, int]) -> int:
    """VP per kind by count (5/9/12/14/15) + 2 per complete set of all 5 kinds."""
    counts = [int(delivered.get(g, 0)) for g in GOODS]
    vp = sum(GOODS_VP[min(c, len(GOODS_VP)) - 1] for c in counts if c > 0)
    return vp + SET_VP * min(counts)


def cargo_goods(state: State, seat: int) -> int:
    """Tie-break: more goods (1 or 2) in the wagon's cargo hold."""
    return sum(1 for h in state["wagons"][seat]["cargo"] if h and "good" in h)
