"""Develop (digest 5.8) and the Gloucester bonus develop (5.7.3): remove lowest mat tiles.

Each tile removed is the lowest of its industry at that moment; light-bulb potteries cannot be
developed. Develop pays 1 iron per tile; the Gloucester bonus needs no iron (A39 reading).
"""

from __future__ import annotations

from typing import Any

from games.engines.core import IllegalMove, State

from .. import catalog as cat
from .. import resources
from ..words import T, Tn
from ..words import industry as industry_term
from .cards import play_card, require_cards, start_action


def _lowest(mat: dict[str, list[int]], industry: str) -> int | None:
    for index, count in enumerate(mat[industry]):
        if count:
            return index
    return None


def develop_one(
    state: State, seat: int, industry: str, mat: dict[str, list[int]] | None = None
) -> None:
    """Remove one tile (from ``mat`` if given, a scratch copy used for checking)."""
    player = state["players"][seat]
    target = player["mat"] if mat is None else mat
    index = _lowest(target, industry)
    name = industry_term(industry)
    if index is None:
        raise IllegalMove(
            "E_NO_TILE_OF_INDUSTRY",
            T("You have no {industry} tiles left to develop.", industry=name),
        )
    if not cat.LEVELS[industry][index].can_develop:
        raise IllegalMove(
            "E_CANNOT_DEVELOP_LIGHTBULB",
            T(
                "Your lowest {industry} (level {level}) shows a light bulb: it cannot be "
                "developed, only built.",
                industry=name,
                level=index + 1,
            ),
        )
    target[industry][index] -= 1
    if mat is None:
        player["removed"] += 1


def check_develop(
    state: State, seat: int, move: dict[str, Any], memo: resources.Memo | None = None
) -> dict[str, Any]:
    require_cards(state, seat, [move["card"]])
    industries = move["industries"]
    if not 1 <= len(industries) <= 2:
        raise IllegalMove("E_DEVELOP_COUNT", T("Develop removes 1 or 2 tiles."))
    scratch = {k: list(v) for k, v in state["players"][seat]["mat"].items()}
    for industry in industries:
        develop_one(state, seat, industry, scratch)
    from_works, market, cost = resources.iron_plan(state, len(industries), memo)
    what = Tn(
        "Iron for developing {count} tile",
        "Iron for developing {count} tiles",
        "count",
        count=len(industries),
    )
    resources.check_money(state, seat, cost, what)
    return {"iron_works": from_works, "iron_market": market, "cost": cost}


def develop(state: State, seat: int, move: dict[str, Any]) -> None:
    plan = check_develop(state, seat, move)
    start_action(state, seat, "develop")
    play_card(state, seat, move["card"])
    for industry in move["industries"]:
        develop_one(state, seat, industry)
    resources.pay(state, seat, plan["cost"])
    resources.buy_from_market(state, "iron", plan["iron_market"])
    if plan["iron_works"]:
        state["queue"].append({"t": "iron", "need": plan["iron_works"]})
