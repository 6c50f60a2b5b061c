"""Network (digest 5.6): one canal link for £3; one rail link for £5, or a second one in the
same action (£15 for both) with 1 brewery beer. Each rail link takes 1 coal after placement.

The second rail link is offered as a pending choice (``rail2`` or ``done``) once the first
link and its coal are settled, so its coal may come through the first link (A17).
"""

from __future__ import annotations

from typing import Any

from games.engines.core import IllegalMove, State

from .. import board, resources
from .. import catalog as cat
from ..state import has_pieces
from ..words import T
from ..words import era as era_term
from ..words import link as link_text
from .cards import play_card, require_cards, start_action


def check_link(
    state: State,
    seat: int,
    link_id: str,
    second: bool = False,
    net: set[str] | None = None,
    memo: resources.Memo | None = None,
    pieces: bool | None = None,
) -> dict[str, Any]:
    link = cat.LINKS[link_id]
    era = state["era"]
    name = link_text(link_id)
    if not (link.canal if era == "canal" else link.rail):
        raise IllegalMove(
            "E_ROUTE_NOT_IN_ERA",
            T(
                "{route} has no canal; it cannot take a link in the {era}.",
                route=name,
                era=era_term(era),
            )
            if era == "canal"
            else T(
                "{route} has no railway; it cannot take a link in the {era}.",
                route=name,
                era=era_term(era),
            ),
        )
    if link_id in state["links"]:
        raise IllegalMove("E_ROUTE_OCCUPIED", T("{route} already holds a link.", route=name))
    if state["players"][seat]["links"] <= 0:
        raise IllegalMove("E_NO_LINK_TILES_LEFT", T("You have no link tiles left."))
    if net is None:
        net = board.network(state, seat)
    if pieces is None:
        pieces = has_pieces(state, seat)
    if pieces and not any(end in net for end in link.ends):
        raise IllegalMove(
            "E_LINK_NOT_ADJACENT_TO_NETWORK",
            T("Neither end of {route} is in your network.", route=name),
        )
    if era == "canal":
        resources.check_money(
            state, seat, cat.CANAL_LINK_COST, T("A canal link on {route}", route=name)
        )
        return {"cost": cat.CANAL_LINK_COST, "coal_mines": 0, "coal_market": 0}
    from_mines, market, coal_cost = resources.coal_plan(
        state, link.ends, 1, extra=link_id, where=name, memo=memo
    )
    base = cat.DOUBLE_RAIL_COST - cat.RAIL_LINK_COST if second else cat.RAIL_LINK_COST
    if second:
        sources = resources.beer_sources(state, seat, link.ends, None, extra=link_id)
        if not sources:
            raise IllegalMove(
                "E_NO_BEER",
                T(
                    "A second rail link needs 1 beer from your brewery or from another "
                    "player's brewery connected to {route}.",
                    route=name,
                ),
            )
    cost = base + coal_cost
    resources.check_money(state, seat, cost, T("A rail link on {route}", route=name))
    return {"cost": cost, "coal_mines": from_mines, "coal_market": market}


def place(state: State, seat: int, link_id: str, plan: dict[str, Any], second: bool) -> None:
    resources.pay(state, seat, plan["cost"])
    resources.buy_from_market(state, "coal", plan["coal_market"])
    kind = state["era"]
    state["links"][link_id] = {"owner": seat, "kind": kind}
    state["players"][seat]["links"] -= 1
    ends = list(cat.LINKS[link_id].ends)
    queue = state["queue"]
    at = 1 if second else 0  # the second link's tasks replace the rail2 choice at the head
    tasks: list[dict[str, Any]] = []
    if plan["coal_mines"]:
        tasks.append({"t": "coal", "need": 1, "at": ends})
    if second:
        tasks.append({"t": "beer", "need": 1, "at": ends, "merchant": None})
    elif kind == "rail":
        tasks.append({"t": "rail2"})
    queue[at:at] = tasks


def network(state: State, seat: int, move: dict[str, Any]) -> None:
    require_cards(state, seat, [move["card"]])
    plan = check_link(state, seat, move["link"])
    start_action(state, seat, "network")
    play_card(state, seat, move["card"])
    place(state, seat, move["link"], plan, second=False)


def rail2(state: State, seat: int, move: dict[str, Any]) -> None:
    queue = state["queue"]
    if not queue or queue[0]["t"] != "rail2":
        if state["era"] == "canal":
            raise IllegalMove(
                "E_CANAL_ONE_LINK_PER_ACTION",
                T(
                    "A Network action places one canal link; take the action again for a "
                    "second one."
                ),
            )
        raise IllegalMove("E_NO_CHOICE_PENDING", T("No second rail link can be added now."))
    plan = check_link(state, seat, move["link"], second=True)
    place(state, seat, move["link"], plan, second=True)
    queue.pop(0)


def second_rail_options(state: State, seat: int) -> list[str]:
    net = board.network(state, seat)
    memo: resources.Memo = {}
    pieces = has_pieces(state, seat)
    out = []
    for link_id in cat.LINKS:
        try:
            check_link(state, seat, link_id, second=True, net=net, memo=memo, pieces=pieces)
        except IllegalMove:
            continue
        out.append(link_id)
    return out
