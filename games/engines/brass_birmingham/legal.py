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
from .actions import network as network_rule
from .actions import sell as sell_rule
from .actions import simple
from .state import current_seat


def legal_moves(state: State, seat: int) -> list[Move]:
    phase = state["phase"]
    if phase == "over":
        return []
    if phase == "shortfall":
        if str(seat) not in state["shortfall"]:
            return []
        return [
            {"type": "shortfall", "location": loc, "slot": slot + 1}
            for loc, slot in rounds.shortfall_options(state, seat)
        ]
    if seat != current_seat(state):
        return []
    if state["queue"]:
        return choice_moves(state, seat, state["queue"][0])
    return action_moves(state, seat)


def choice_moves(state: State, seat: int, task: dict[str, Any]) -> list[Move]:
    kind = task["t"]
    if kind == "coal":
        return [
            {"type": "coal", "source": board.tile_ref(*c)}
            for c in resources.coal_choices(state, task)
        ]
    if kind == "iron":
        return [
            {"type": "iron", "source": board.tile_ref(*c)}
            for c in resources.iron_choices(state, task)
        ]
    if kind == "beer":
        return [{"type": "beer", "source": s} for s in resources.beer_choices(state, seat, task)]
    if kind == "develop_bonus":
        return [
            *(
                {"type": "develop_bonus", "industry": i}
                for i in steps.bonus_industries(state, seat)
            ),
            {"type": "develop_bonus", "industry": None},
        ]
    if kind == "sell_more":
        return [
            *(
                {"type": "sell_more", "location": loc, "slot": slot + 1, "merchant": space}
                for loc, slot, space in sell_rule.sell_options(state, seat)
            ),
            {"type": "done"},
        ]
    if kind == "rail2":
        return [
            *(
                {"type": "rail2", "link": link}
                for link in network_rule.second_rail_options(state, seat)
            ),
            {"type": "done"},
        ]
    raise AssertionError(kind)


def _coal_cost(
    state: State, targets: tuple[str, ...], need: int, memo: resources.Memo
) -> int | None:
    """The market price of ``need`` coal at ``targets`` as ``resources.coal_plan`` computes it
    with a memo (connected groups), or None where it raises: the same figures without building
    an exception per rejected candidate (legal_moves is the hot path)."""
    if need == 0:
        return 0
    groups = memo.get("groups")
    if groups is None:
        groups = memo["groups"] = board.components(state)
    group, coal, merchant_groups = groups
    if len(targets) == 1:
        root = group[targets[0]]
        on_mines = coal.get(root, 0)
        reach = root in merchant_groups
    elif len(targets) == 2:
        first, second = group[targets[0]], group[targets[1]]
        on_mines = coal.get(first, 0) + (coal.get(second, 0) if second != first else 0)
        reach = first in merchant_groups or second in merchant_groups
    else:
        roots = {group[t] for t in targets}
        on_mines = sum(coal.get(r, 0) for r in roots)
        reach = not merchant_groups.isdisjoint(roots)
    if on_mines >= need:
        return 0
    if not reach:
        return None
    rest = need - on_mines
    key = ("coal_cost", rest)
    cost = memo.get(key)
    if cost is None:
        cost = memo[key] = cat.buy_cost("coal", state["coal_market"], rest)
    return int(cost)


def _iron_cost(state: State, need: int, memo: resources.Memo) -> int:
    """resources.iron_plan's price, with the iron on the board counted once per position."""
    if not need:
        return 0
    key = ("iron_cost", need)
    cost = memo.get(key)
    if cost is None:
        on_works = memo.get("iron_works")
        if on_works is None:
            on_works = memo["iron_works"] = sum(
                t["cubes"] for _, _, t in board.all_with_cubes(state, "iron_works")
            )
        rest = need - min(need, on_works)
        cost = memo[key] = cat.buy_cost("iron", state["iron_market"], rest)
    return int(cost)


def _per_card(out: list[Move], base: dict[str, Any], cards: list[str]) -> None:
    """Append ``base`` once per card: copying a small dict is cheaper than a literal, and the
    keys keep the literal's order. Like the lists before, a develop's ``industries`` list is
    shared by the moves of one option."""
    for card in cards:
        move = base.copy()
        move["card"] = card
        out.append(move)


_SCOUTS: dict[tuple[str, ...], tuple[tuple[str, ...], ...]] = {}


def _scouts(hand: list[str]) -> tuple[tuple[str, ...], ...]:
    """The distinct sorted triples of a hand, cached per hand (hands recur often)."""
    key = tuple(hand)
    combos = _SCOUTS.get(key)
    if combos is None:
        if len(_SCOUTS) > 4096:
            _SCOUTS.clear()
        combos = _SCOUTS[key] = tuple(sorted(set(combinations(hand, 3))))
    return combos


def action_moves(state: State, seat: int) -> list[Move]:
    hand = state["private"][seat]["hand"]
    cards = sorted(set(hand))
    out: list[Move] = []
    # board.network and has_pieces in one pass: locations with a tile of the seat, plus the
    # ends of its links; the same pass counts the iron on iron works (_iron_cost)
    mine: set[str] = set()
    iron = 0
    for loc, slots in state["tiles"].items():
        for t in slots:
            if t is not None:
                if t["owner"] == seat:
                    mine.add(loc)
                if t["industry"] == "iron_works":
                    iron += t["cubes"]
    memo: resources.Memo = {"iron_works": iron}
    net = set(mine)
    links = state["links"]
    for link_id, link in links.items():
        if link["owner"] == seat:
            net.update(cat.LINKS[link_id].ends)
    pieces = bool(net)
    out.extend(build_moves(state, seat, cards, net, pieces, memo, mine))
    era = state["era"]
    money = state["players"][seat]["money"]
    if state["players"][seat]["links"] > 0:
        canal = era == "canal"
        touching = {link for place in net for link in cat.LINKS_AT[place]}
        if not canal:
            # a rail link's 1 coal per end place: 0 coal in its group (free from a mine),
            # 1 a merchant connected (market price), 2 neither; a link takes the best end,
            # as _coal_cost over its ends' groups
            groups = memo.get("groups")
            if groups is None:
                groups = memo["groups"] = board.components(state)
            group, coal, merchant_groups = groups
            reach = {
                place: 0 if coal.get(root, 0) else 1 if root in merchant_groups else 2
                for place, root in group.items()
            }
            price = cat.RAIL_LINK_COST + cat.buy_cost("coal", state["coal_market"], 1)
            link_cost = (cat.RAIL_LINK_COST, price, money + 1)
        for link in cat.SORTED_LINKS:
            spec = cat.LINKS[link]
            if link in links or not (spec.canal if canal else spec.rail):
                continue
            if pieces and link not in touching:
                continue
            # check_link's remaining checks: the money for the link and its coal
            if canal:
                if money < cat.CANAL_LINK_COST:
                    continue
            else:
                if link_cost[min(map(reach.__getitem__, spec.ends))] > money:
                    continue
            _per_card(out, {"type": "network", "card": "", "link": link}, cards)
    out.extend(develop_moves(state, seat, cards, memo))
    for loc, slot, space in sell_rule.sell_options(state, seat):
        _per_card(
            out,
            {"type": "sell", "card": "", "location": loc, "slot": slot + 1, "merchant": space},
            cards,
        )
    try:
        simple.check_loan(state, seat, {"card": cards[0]})
        _per_card(out, {"type": "loan", "card": ""}, cards)
    except IllegalMove:
        pass
    if len(hand) >= 3 and not any(c in cat.WILDS for c in hand):
        out.extend([{"type": "scout", "cards": list(combo)} for combo in _scouts(hand)])
    _per_card(out, {"type": "pass", "card": ""}, cards)
    return out


# Per industry, the locations with a slot showing it: (location, its spec, ((slot, shared,
# the location's slots showing only this industry), ...)). Static, built once at import.
SITES = {
    industry: tuple(
        (
            location,
            cat.LOCATIONS[location],
            tuple(
                (slot, len(icons) > 1, cat.EXCLUSIVE[location][industry])
                for slot, icons in enumerate(cat.LOCATIONS[location].slots)
                if industry in icons
            ),
        )
        for location in cat.SLOTS_FOR[industry]
    )
    for industry in cat.INDUSTRIES
}


def build_moves(
    state: State,
    seat: int,
    cards: list[str],
    net: set[str],
    pieces: bool,
    memo: resources.Memo,
    mine: set[str],
) -> list[Move]:
    """Cheap filters first (a card for the location, slot, occupant, canal limit, money for
    the tile alone). A free slot that passes them needs only check_site's coal, iron and money
    checks, computed here without exceptions; an overbuild goes through check_site itself."""
    era = state["era"]
    canal = era == "canal"
    tiles = state["tiles"]
    money = state["players"][seat]["money"]
    mat = state["players"][seat]["mat"]
    specs = [(card, cat.CARDS[card]) for card in cards]
    card_places = {spec.location for _, spec in specs if spec.location is not None}
    wild_location = cat.WILD_LOCATION in cards
    card_industries: set[str] = set()  # industries an Industry (or Wild Industry) card names
    for card, spec in specs:
        if spec.location is None and card != cat.WILD_LOCATION:
            card_industries.update(spec.industries)
    out: list[Move] = []
    for industry in cat.INDUSTRIES:
        level = next((i + 1 for i, count in enumerate(mat[industry]) if count), None)
        if level is None:
            continue
        tl = cat.tile_level(industry, level)
        if not tl.buildable_in(era) or tl.cost > money:
            continue
        industry_card = industry in card_industries
        iron_cost = _iron_cost(state, tl.iron, memo)
        for location, spec_loc, sites in SITES[industry]:
            in_net = not pieces or location in net
            if not (
                location in card_places
                or (wild_location and not spec_loc.farm)
                or (industry_card and in_net)
            ):
                continue
            slots = tiles[location]
            candidates = []
            for slot, shared, exclusive in sites:
                occupant = slots[slot]
                if occupant is None:
                    if canal and location in mine:
                        continue
                    if shared and any(slots[i] is None for i in exclusive):
                        continue
                elif occupant["industry"] != industry or occupant["level"] >= level:
                    continue
                candidates.append(slot)
            if not candidates:
                continue
            permitted = []
            for card, spec in specs:
                if spec.location is not None:
                    if spec.location != location:
                        continue
                elif card == cat.WILD_LOCATION:
                    if spec_loc.farm:
                        continue
                elif industry not in spec.industries or not in_net:
                    continue
                permitted.append(card)
            free_ok: bool | None = None  # a free slot's coal, iron and money, once
            for slot in candidates:
                if slots[slot] is None:
                    if free_ok is None:
                        coal_cost = _coal_cost(state, (location,), tl.coal, memo) if tl.coal else 0
                        free_ok = coal_cost is not None and tl.cost + coal_cost + iron_cost <= money
                    if not free_ok:
                        continue
                else:
                    try:
                        build_rule.check_site(state, seat, industry, location, slot, memo)
                    except IllegalMove:
                        continue
                base = {
                    "type": "build",
                    "card": "",
                    "industry": industry,
                    "location": location,
                    "slot": slot + 1,
                }
                for card in permitted:
                    move = base.copy()
                    move["card"] = card
                    out.append(move)
    return out


def develop_moves(state: State, seat: int, cards: list[str], memo: resources.Memo) -> list[Move]:
    """check_develop's rules directly: each tile removed is the lowest of its industry at
    that moment and must not show a light bulb; the iron is paid for."""
    mat = state["players"][seat]["mat"]
    levels = cat.LEVELS
    lowest: dict[str, int] = {}
    for industry in cat.INDUSTRIES:
        for index, count in enumerate(mat[industry]):
            if count:
                lowest[industry] = index
                break
    ok1 = [i for i in cat.INDUSTRIES if i in lowest and levels[i][lowest[i]].can_develop]
    money = state["players"][seat]["money"]
    out: list[Move] = []
    if _iron_cost(state, 1, memo) <= money:
        for i in ok1:
            _per_card(out, {"type": "develop", "card": "", "industries": [i]}, cards)
    if _iron_cost(state, 2, memo) > money:
        return out
    pairs: list[list[str]] = []
    for n, a in enumerate(ok1):
        for b in ok1[n:]:
            if a == b:
                counts = mat[a]
                index = lowest[a]
                if counts[index] < 2:
                    index = next((j for j in range(index + 1, len(counts)) if counts[j]), -1)
                    if index < 0 or not levels[a][index].can_develop:
                        continue
            pairs.append([a, b])
    for pair in pairs:
        _per_card(out, {"type": "develop", "card": "", "industries": pair}, cards)
    return out
