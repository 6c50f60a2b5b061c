"""Every legal move of a seat (the complete list; tests compare it with ``apply``).

Candidates are generated per rule and kept only if the same check functions ``apply`` uses
accept them, so the list and ``apply`` cannot disagree. Two set-like fields have one listed
order (their compact form): develop lists distinct industries in mat order, scout lists its
three cards sorted; ``apply`` accepts any order of the same cards/industries.
"""

from __future__ import annotations

from itertools import combinations
from typing import Any

from games.engines.core import IllegalMove, Move, State

from . import board, resources, rounds, steps
from . import catalog as cat
from .actions import build as build_rule
from .actions import develop as develop_rule
from .actions import network as network_rule
from .actions import sell as sell_rule
from .actions import simple
from .state import current_seat, has_pieces, lowest_level


def legal_moves(state: State, seat: int) -> list[Move]:
    phase = state["phase"]
    if phase == "over":
        return []
    if phase == "shortfall":
        if str(seat) not in state["shortfall"]:
            return []
        return [{"type": "shortfall", "location": loc, "slot": slot + 1}
                for loc, slot in rounds.shortfall_options(state, seat)]
    if seat != current_seat(state):
        return []
    if state["queue"]:
        return choice_moves(state, seat, state["queue"][0])
    return action_moves(state, seat)


def choice_moves(state: State, seat: int, task: dict[str, Any]) -> list[Move]:
    kind = task["t"]
    if kind == "coal":
        return [{"type": "coal", "source": board.tile_ref(*c)}
                for c in resources.coal_choices(state, task)]
    if kind == "iron":
        return [{"type": "iron", "source": board.tile_ref(*c)}
                for c in resources.iron_choices(state, task)]
    if kind == "beer":
        return [{"type": "beer", "source": s} for s in resources.beer_choices(state, seat, task)]
    if kind == "develop_bonus":
        return [*({"type": "develop_bonus", "industry": i}
                  for i in steps.bonus_industries(state, seat)),
                {"type": "develop_bonus", "industry": None}]
    if kind == "sell_more":
        return [*({"type": "sell_more", "location": loc, "slot": slot + 1, "merchant": space}
                  for loc, slot, space in sell_rule.sell_options(state, seat)),
                {"type": "done"}]
    if kind == "rail2":
        return [*({"type": "rail2", "link": link}
                  for link in network_rule.second_rail_options(state, seat)),
                {"type": "done"}]
    raise AssertionError(kind)


def action_moves(state: State, seat: int) -> list[Move]:
    hand = state["private"][seat]["hand"]
    cards = sorted(set(hand))
    out: list[Move] = []
    net = board.network(state, seat)
    pieces = has_pieces(state, seat)
    memo: resources.Memo = {}
    out.extend(build_moves(state, seat, cards, net, pieces, memo))
    era = state["era"]
    links = state["links"]
    if state["players"][seat]["links"] > 0:
        for link in cat.SORTED_LINKS:
            spec = cat.LINKS[link]
            if link in links or not (spec.canal if era == "canal" else spec.rail):
                continue
            if pieces and not any(end in net for end in spec.ends):
                continue
            try:
                network_rule.check_link(state, seat, link, net=net, memo=memo, pieces=pieces)
            except IllegalMove:
                continue
            out.extend({"type": "network", "card": c, "link": link} for c in cards)
    out.extend(develop_moves(state, seat, cards, memo))
    for loc, slot, space in sell_rule.sell_options(state, seat):
        out.extend({"type": "sell", "card": c, "location": loc, "slot": slot + 1,
                    "merchant": space} for c in cards)
    try:
        simple.check_loan(state, seat, {"card": cards[0]})
        out.extend({"type": "loan", "card": c} for c in cards)
    except IllegalMove:
        pass
    if len(hand) >= 3 and not any(c in cat.WILDS for c in hand):
        out.extend({"type": "scout", "cards": list(combo)}
                   for combo in sorted(set(combinations(hand, 3))))
    out.extend({"type": "pass", "card": c} for c in cards)
    return out


def build_moves(state: State, seat: int, cards: list[str], net: set[str], pieces: bool,
                memo: resources.Memo) -> list[Move]:
    """Cheap filters first (slot, occupant, canal limit, money for the tile alone); the
    survivors go through the same check ``apply`` uses."""
    era = state["era"]
    tiles = state["tiles"]
    money = state["players"][seat]["money"]
    mine = {loc for loc, slots in tiles.items()
            if any(t is not None and t["owner"] == seat for t in slots)}
    out: list[Move] = []
    for industry in cat.INDUSTRIES:
        level = lowest_level(state, seat, industry)
        if level is None:
            continue
        tl = cat.tile_level(industry, level)
        if not tl.buildable_in(era) or tl.cost > money:
            continue
        for location in cat.SLOTS_FOR[industry]:
            slots = tiles[location]
            spec_loc = cat.LOCATIONS[location]
            candidates = []
            for slot, icons in enumerate(spec_loc.slots):
                if industry not in icons:
                    continue
                occupant = slots[slot]
                if occupant is None:
                    if era == "canal" and location in mine:
                        continue
                    if len(icons) > 1 and any(
                            slots[i] is None for i in cat.EXCLUSIVE[location][industry]):
                        continue
                elif occupant["industry"] != industry or occupant["level"] >= level:
                    continue
                candidates.append(slot)
            if not candidates:
                continue
            permitted = []
            for card in cards:
                spec = cat.CARDS[card]
                if spec.location is not None and spec.location != location:
                    continue
                if spec.location is None and card != cat.WILD_LOCATION and (
                        industry not in spec.industries or (location not in net and pieces)):
                    continue
                if card == cat.WILD_LOCATION and spec_loc.farm:
                    continue
                permitted.append(card)
            if not permitted:
                continue
            for slot in candidates:
                try:
                    build_rule.check_site(state, seat, industry, location, slot, memo)
                except IllegalMove:
                    continue
                out.extend({"type": "build", "card": c, "industry": industry,
                            "location": location, "slot": slot + 1} for c in permitted)
    return out


def develop_moves(state: State, seat: int, cards: list[str], memo: resources.Memo
                  ) -> list[Move]:
    mat = state["players"][seat]["mat"]
    lowest: dict[str, int] = {}
    for industry in cat.INDUSTRIES:
        for index, count in enumerate(mat[industry]):
            if count:
                lowest[industry] = index
                break
    ok1 = [i for i in cat.INDUSTRIES
           if i in lowest and cat.LEVELS[i][lowest[i]].can_develop]
    options = [[i] for i in ok1]
    for n, a in enumerate(ok1):
        for b in ok1[n:]:
            options.append([a, b])
    out: list[Move] = []
    money = state["players"][seat]["money"]
    costs = {k: resources.iron_plan(state, k, memo)[2] for k in (1, 2)}
    for industries in options:
        if costs[len(industries)] > money:
            continue
        try:
            develop_rule.check_develop(state, seat, {"card": cards[0],
                                                     "industries": industries}, memo)
        except IllegalMove:
            continue
        out.extend({"type": "develop", "card": c, "industries": industries} for c in cards)
    return out
