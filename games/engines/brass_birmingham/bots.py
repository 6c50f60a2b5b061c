"""Bots: ``random`` (any legal move) and ``greedy`` (scores each legal move by a quick rule of
thumb: sell and build for VP and income, link towards merchants, borrow only when short).

The greedy bot plays the least valuable card for each action and never scouts or passes when
something useful is possible; it is meant as a fair sparring partner, not a strong player.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from games.engines.core import Bot, Move, Outcome, State

from . import board, legal, scoring
from . import catalog as cat
from .state import hand


def random_bot(state: State, seat: int, rng: random.Random) -> Move:
    return rng.choice(legal.legal_moves(state, seat))


def card_value(state: State, seat: int, card: str) -> float:
    """How much a card is worth keeping: wilds most, then industry cards, then locations."""
    if card not in cat.CARDS:
        return 0.0
    if card in cat.WILDS:
        return 10.0
    if cat.CARDS[card].location is None:
        return 3.0 + (card == cat.COTTON_OR_MANUFACTURER)
    return 2.0 - 0.1 * hand(state, seat).count(card)


def tile_worth(state: State, move: Move) -> tuple[bool, int, int]:
    tile = state["tiles"][move["location"]][move["slot"] - 1]
    level = cat.tile_level(tile["industry"], tile["level"])
    return tile["flipped"], level.vp, level.cost


def _rounds_left(state: State) -> int:
    per_turn = 2
    rounds: int = state["deck_size"] // (per_turn * len(state["players"]))
    return rounds + cat.HAND_SIZE // per_turn


def score(state: State, seat: int, move: Move) -> float:
    """Rule-of-thumb value of a move for ``seat``."""
    kind = move["type"]
    player = state["players"][seat]
    money = player["money"]
    later = _rounds_left(state)
    canal = state["era"] == "canal"
    value = 0.0
    if "card" in move:
        value -= card_value(state, seat, move["card"]) * 0.3
    if kind in ("sell", "sell_more"):
        tile = state["tiles"][move["location"]][move["slot"] - 1]
        level = cat.tile_level(tile["industry"], tile["level"])
        value += 20 + level.vp + level.income * min(later, 6) * 0.4
    elif kind == "build":
        level_no = next(i + 1 for i, n in enumerate(player["mat"][move["industry"]]) if n)
        level = cat.tile_level(move["industry"], level_no)
        if canal and level_no == 1 and move["industry"] != "pottery":
            value -= 2
        value += level.vp * (1.2 if not canal or level_no > 1 else 0.6)
        value += level.income * 0.8 + 4 - level.cost * 0.35
        if move["industry"] in ("coal_mine", "iron_works"):
            value += 3
        if move["industry"] in cat.SELLABLE:
            value += 2 * _merchant_reach(state, move["location"])
        if state["tiles"][move["location"]][move["slot"] - 1] is not None:
            value -= 3
    elif kind in ("network", "rail2"):
        ends = cat.LINKS[move["link"]].ends
        value += 2 + sum(scoring.place_link_icons(state, e) for e in ends) * 0.8
        value += sum(3 for e in ends if e in cat.MERCHANTS)
        value -= 6 if kind == "rail2" else 0
    elif kind == "loan":
        income = cat.income_level(player["income"])
        value += 8 if money < 8 and income > -2 and later > 3 else -15
    elif kind == "develop":
        value += 1 - len(move["industries"]) * 0.5
    elif kind == "scout":
        value -= 1 + sum(card_value(state, seat, c) for c in move["cards"]) * 0.3
    elif kind == "pass":
        value -= 2
    elif kind == "beer":
        value += 5 if "-" in move["source"] else 0
    elif kind == "develop_bonus":
        value += 1 if move["industry"] else 0
    elif kind == "shortfall":
        flipped, vp, cost = tile_worth(state, move)
        value -= vp * flipped + cost * 0.01
    return value


def _merchant_reach(state: State, location: str) -> int:
    dist = board.distances(state, [location])
    return sum(
        1
        for m in state["merchants"]
        if m["location"] in dist and cat.MERCHANT_TILES[m["tile"]].buys
    )


def evaluate(state: State, seat: int) -> float:
    """Expected final VP, roughly: banked VP, what flipped tiles and links will score, income
    for the rounds left, money, and half of what unflipped tiles may still bring."""
    player = state["players"][seat]
    rail = state["era"] == "rail"
    later = _rounds_left(state) + (0 if rail else 8)
    money = player["money"]
    keep = min(1.0, later / 8)  # money left at the end only breaks ties
    value: float = player["vp"] + money * 0.4 * keep
    income = cat.income_level(player["income"])
    value += income * later * 0.4 + min(0, income) * later * 0.4  # debt spirals: avoid
    for link_id, link in state["links"].items():
        if link["owner"] == seat:
            value += scoring.link_value(state, link_id) * 0.8 + 1
    for loc, slots in state["tiles"].items():
        for tile in slots:
            if tile is None or tile["owner"] != seat:
                continue
            level = cat.tile_level(tile["industry"], tile["level"])
            eras = 1 if rail or tile["level"] == 1 else 2
            if tile["flipped"]:
                value += level.vp * eras
                continue
            flip_worth = level.vp * eras + level.income / 2.5 * later * 0.4
            if tile["industry"] in cat.SELLABLE:
                dist = board.distances(state, [loc])
                reach = any(
                    m["location"] in dist and tile["industry"] in cat.MERCHANT_TILES[m["tile"]].buys
                    for m in state["merchants"]
                )
                value += flip_worth * (0.8 if reach else 0.3)
            else:  # flips only when others take its cubes: uncertain
                value += flip_worth * 0.2
    return value


def make_bots(apply: Callable[[State, int, Move], Outcome]) -> dict[str, Bot]:
    """The random and greedy bots; greedy looks one move ahead with the engine's apply."""

    def greedy(state: State, seat: int, rng: random.Random) -> Move:
        return greedy_bot(state, seat, rng, apply)

    return {"random": random_bot, "greedy": greedy}


def greedy_bot(
    state: State, seat: int, rng: random.Random, apply: Callable[[State, int, Move], Outcome]
) -> Move:
    """One-ply search: apply each distinct move (with its cheapest card) and evaluate."""
    moves = legal.legal_moves(state, seat)
    if len(moves) == 1:
        return moves[0]
    cheapest: dict[str, Move] = {}
    for move in moves:
        if move["type"] == "scout":
            continue
        key = repr(sorted((k, v) for k, v in move.items() if k != "card"))
        kept = cheapest.get(key)
        if kept is None or card_value(state, seat, move.get("card", "")) < card_value(
            state, seat, kept.get("card", "")
        ):
            cheapest[key] = move
    best: list[Move] = []
    top = float("-inf")
    for move in cheapest.values():
        after = apply(state, seat, move).state
        value = evaluate(after, seat) + score(state, seat, move) * 0.02
        if "card" in move:
            value -= card_value(state, seat, move["card"]) * 0.05
        if value > top + 1e-9:
            top, best = value, [move]
        elif abs(value - top) <= 1e-9:
            best.append(move)
    choice = rng.choice(best) if best else rng.choice(moves)
    if choice["type"] == "pass":
        # Nothing useful is affordable: borrow while the game is long enough to repay it.
        player = state["players"][seat]
        loans = [m for m in cheapest.values() if m["type"] == "loan"]
        if (
            loans
            and player["money"] < 12
            and _rounds_left(state) + 8 * (state["era"] == "canal") >= 5
            and cat.income_level(player["income"]) >= -4
        ):
            return loans[0]
    return choice
