"""Build (digest 5.5, 5.5.1) and overbuilding (5.5.2): check all, pay, then leave the tasks.

A build move names the card, industry, location and slot (counted from 1); choosing an
occupied slot is an overbuild of the tile there.
"""

from __future__ import annotations

from typing import Any

from games.engines.core import IllegalMove, State

from .. import board, resources
from .. import catalog as cat
from ..state import has_pieces, lowest_level
from ..words import ROMAN, T, card_text, place
from ..words import era as era_term
from ..words import industry as industry_term
from .cards import play_card, require_cards, start_action


def card_permits(
    state: State, seat: int, card: str, industry: str, location: str, net: set[str] | None = None
) -> None:
    """The card rules (digest 5.5 table, farm breweries A1, first-build exception)."""
    spec = cat.CARDS[card]
    loc = cat.LOCATIONS[location]
    if spec.location is not None:
        if spec.location != location:
            raise IllegalMove(
                "E_CARD_DOES_NOT_PERMIT_BUILD",
                T(
                    "The {card} lets you build only in {place}.",
                    card=card_text(card),
                    place=place(spec.location),
                ),
            )
        return
    if card == cat.WILD_LOCATION:
        if loc.farm:
            raise IllegalMove(
                "E_CARD_DOES_NOT_PERMIT_BUILD",
                T(
                    "A farm brewery can be built only with a Brewery card or a Wild "
                    "Industry card, not with a Wild Location card."
                ),
            )
        return
    if industry not in spec.industries:
        raise IllegalMove(
            "E_CARD_DOES_NOT_PERMIT_BUILD",
            T(
                "The {card} does not let you build a {industry}.",
                card=card_text(card),
                industry=industry_term(industry),
            ),
        )
    if net is None:
        net = board.network(state, seat)
    if location not in net and has_pieces(state, seat):
        raise IllegalMove(
            "E_NOT_IN_NETWORK",
            T(
                "{place} is not in your network; an Industry card builds only there "
                "(use a Location card to build outside it).",
                place=place(location),
            ),
        )


def check_site(
    state: State,
    seat: int,
    industry: str,
    location: str,
    slot: int,
    memo: resources.Memo | None = None,
) -> dict[str, Any]:
    """Everything but the card: tile, era, slot, overbuild, canal limit, coal, iron, money."""
    level = lowest_level(state, seat, industry)
    ind_name = industry_term(industry)
    where = place(location)
    loc = cat.LOCATIONS[location]
    if level is None:
        raise IllegalMove(
            "E_NO_TILE_OF_INDUSTRY", T("You have no {industry} tiles left.", industry=ind_name)
        )
    tl = cat.tile_level(industry, level)
    era = state["era"]
    if not tl.buildable_in(era):
        raise IllegalMove(
            "E_TILE_NOT_ALLOWED_IN_ERA",
            T(
                "Your lowest {industry} (level {level}) cannot be built in the {era}. "
                "Develop it away first.",
                industry=ind_name,
                level=level,
                era=era_term(era),
            ),
        )
    if not 0 <= slot < len(loc.slots) or industry not in loc.slots[slot]:
        raise IllegalMove(
            "E_NO_FREE_SLOT",
            T(
                "{place} has no slot {slot} showing a {industry}.",
                place=where,
                slot=slot + 1,
                industry=ind_name,
            ),
        )
    slots = state["tiles"][location]
    occupant = slots[slot]
    if occupant is None:
        if len(loc.slots[slot]) > 1 and any(
            slots[i] is None and loc.slots[i] == frozenset((industry,)) for i in range(len(slots))
        ):
            raise IllegalMove(
                "E_MUST_USE_EXCLUSIVE_SLOT",
                T(
                    "{place} has a free slot showing only {industry}; use it.",
                    place=where,
                    industry=ind_name,
                ),
            )
    else:
        check_overbuild(state, seat, occupant, industry, level, location)
    if era == "canal":
        for t in slots:
            if t is not None and t["owner"] == seat and t is not occupant:
                raise IllegalMove(
                    "E_CANAL_ONE_TILE_PER_LOCATION",
                    T("In the Canal Era you may have only one tile in {place}.", place=where),
                )
    from_mines, coal_market, coal_cost = resources.coal_plan(
        state, [location], tl.coal, where=where, memo=memo
    )
    from_works, iron_market, iron_cost = resources.iron_plan(state, tl.iron, memo)
    cost = tl.cost + coal_cost + iron_cost
    resources.check_money(
        state,
        seat,
        cost,
        T("{industry} {level} in {place}", industry=ind_name, level=ROMAN[level], place=where),
    )
    return {
        "level": level,
        "cost": cost,
        "coal_mines": from_mines,
        "coal_market": coal_market,
        "iron_works": from_works,
        "iron_market": iron_market,
        "overbuild": occupant,
    }


def check_overbuild(
    state: State, seat: int, occupant: dict[str, Any], industry: str, level: int, location: str
) -> None:
    """Same industry, higher level; others' tiles only coal/iron with none left anywhere."""
    if occupant["industry"] != industry or occupant["level"] >= level:
        raise IllegalMove(
            "E_OVERBUILD_NOT_ALLOWED",
            T(
                "You can replace the tile in {place} only with a higher level of the same "
                "industry.",
                place=place(location),
            ),
        )
    if occupant["owner"] == seat:
        return
    if industry not in ("coal_mine", "iron_works"):
        raise IllegalMove(
            "E_OVERBUILD_NOT_ALLOWED",
            T("Another player's tile can be overbuilt only if it is a Coal Mine or an Iron Works."),
        )
    kind = "coal" if industry == "coal_mine" else "iron"
    on_board = board.all_with_cubes(state, industry)
    if on_board or state[f"{kind}_market"] > 0:
        raise IllegalMove(
            "E_OVERBUILD_RESOURCE_REMAINS",
            T(
                "You may overbuild another player's Coal Mine only when no coal is left on "
                "the board or in the market."
            )
            if kind == "coal"
            else T(
                "You may overbuild another player's Iron Works only when no iron is left on "
                "the board or in the market."
            ),
        )


def check_build(state: State, seat: int, move: dict[str, Any]) -> dict[str, Any]:
    require_cards(state, seat, [move["card"]])
    slot = move["slot"] - 1
    card_permits(state, seat, move["card"], move["industry"], move["location"])
    return check_site(state, seat, move["industry"], move["location"], slot)


def build(state: State, seat: int, move: dict[str, Any]) -> None:
    plan = check_build(state, seat, move)
    start_action(state, seat, "build")
    play_card(state, seat, move["card"])
    industry, location, slot = move["industry"], move["location"], move["slot"] - 1
    resources.pay(state, seat, plan["cost"])
    resources.buy_from_market(state, "coal", plan["coal_market"])
    resources.buy_from_market(state, "iron", plan["iron_market"])
    player = state["players"][seat]
    player["mat"][industry][plan["level"] - 1] -= 1
    old = plan["overbuild"]
    if old is not None:
        state["players"][old["owner"]]["removed"] += 1
    state["tiles"][location][slot] = {
        "owner": seat,
        "industry": industry,
        "level": plan["level"],
        "flipped": False,
        "cubes": 0,
    }
    tasks = state["queue"]
    if plan["coal_mines"]:
        tasks.append({"t": "coal", "need": plan["coal_mines"], "at": [location]})
    if plan["iron_works"]:
        tasks.append({"t": "iron", "need": plan["iron_works"]})
    tasks.append({"t": "produce", "loc": location, "slot": slot})
