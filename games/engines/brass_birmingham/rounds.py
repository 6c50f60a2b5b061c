"""Turns, rounds and eras (rules digest 4.2–4.5, 8): refill, turn order, income, shortfall.

A turn ends by itself when its actions (1 in the first Canal round, else 2) are done or the
hand is empty; the round ends after the last player in turn order; an era ends after the round
in which the deck and all hands ran out.
"""

from __future__ import annotations

from typing import Any

from games.engines.core import Reveal, State, draw_rng

from . import catalog as cat
from . import scoring
from .state import current_seat, own_tiles


def actions_for_turn(state: State) -> int:
    return 1 if state["era"] == "canal" and state["round"] == 1 else 2


def after_action(state: State, reveals: list[Reveal]) -> None:
    seat = current_seat(state)
    if state["actions_left"] > 0 and state["players"][seat]["hand_size"] > 0:
        return
    end_turn(state, reveals)


def end_turn(state: State, reveals: list[Reveal]) -> None:
    """Refill to 8 from the deck as far as it lasts, then the next player with cards."""
    seat = current_seat(state)
    refill(state, seat, reveals)
    state["turn"] += 1
    start_turn(state, reveals)


def refill(state: State, seat: int, reveals: list[Reveal]) -> None:
    hand = state["private"][seat]["hand"]
    want = cat.HAND_SIZE - len(hand)
    deck = state["secret"]["deck"]
    drawn = deck[:want] if want > 0 else []
    if not drawn:
        return
    del deck[: len(drawn)]
    hand.extend(drawn)
    hand.sort()
    state["deck_size"] = len(deck)
    state["players"][seat]["hand_size"] = len(hand)
    reveals.append(
        Reveal({"seat": seat, "drew": drawn}, to=seat, redacted={"seat": seat, "drew": len(drawn)})
    )


def start_turn(state: State, reveals: list[Reveal]) -> None:
    """Begin the next turn; players without cards are skipped; after the last, end the round."""
    while state["turn"] < len(state["order"]):
        if state["players"][current_seat(state)]["hand_size"] > 0:
            state["actions_left"] = actions_for_turn(state)
            return
        state["turn"] += 1
    end_round(state, reveals)


def era_over(state: State) -> bool:
    return state["deck_size"] == 0 and all(p["hand_size"] == 0 for p in state["players"])


def last_round_of_game(state: State) -> bool:
    return era_over(state) and (state["era"] == "rail" or state["variant"] == "intro")


def end_round(state: State, reveals: list[Reveal]) -> None:
    """Turn order by money spent (stable), spent money to the bank, then income (digest 4.3)."""
    players = state["players"]
    state["order"] = sorted(state["order"], key=lambda s: players[s]["spent"])
    for player in players:
        state["bank"] += player["spent"]
        player["spent"] = 0
    state["actions_left"] = 0
    if not last_round_of_game(state):
        for seat in state["order"]:
            collect_income(state, seat)
    if state["shortfall"]:
        state["phase"] = "shortfall"
        return
    finish_round(state, reveals)


def collect_income(state: State, seat: int) -> None:
    player = state["players"][seat]
    level = cat.income_level(player["income"])
    if level >= 0:
        player["money"] += level
        state["bank"] -= level
        return
    paid = min(player["money"], -level)
    player["money"] -= paid
    state["bank"] += paid
    if paid < -level:
        state["shortfall"][str(seat)] = -level - paid
        settle_shortfall(state, seat)


def tile_value(tile: dict[str, Any]) -> int:
    """A removed tile yields half its build cost, rounded down (digest 4.4)."""
    return cat.tile_level(tile["industry"], tile["level"]).cost // 2


def shortfall_options(state: State, seat: int) -> list[tuple[str, int]]:
    return [(loc, slot) for loc, slot, t in own_tiles(state, seat) if tile_value(t) > 0]


def remove_for_shortfall(state: State, seat: int, loc: str, slot: int) -> None:
    tile = state["tiles"][loc][slot]
    state["tiles"][loc][slot] = None
    player = state["players"][seat]
    player["removed"] += 1
    value = tile_value(tile)
    player["money"] += value
    state["bank"] -= value
    key = str(seat)
    paid = min(player["money"], state["shortfall"][key])
    player["money"] -= paid
    state["bank"] += paid
    state["shortfall"][key] -= paid


def settle_shortfall(state: State, seat: int) -> None:
    """Decide alone where the rules leave no choice: no tiles (VP loss), all tiles needed,
    or one tile; otherwise leave the choice pending for that player."""
    key = str(seat)
    while state["shortfall"].get(key, 0) > 0:
        options = shortfall_options(state, seat)
        total = sum(tile_value(state["tiles"][loc][slot]) for loc, slot in options)
        if options and total > state["shortfall"][key] and len(options) > 1:
            return
        if not options:
            player = state["players"][seat]
            loss = min(player["vp"], state["shortfall"][key])
            player["vp"] -= loss
            player["vp_lost"] += loss
            state["shortfall"][key] = 0
            break
        for loc, slot in options:
            if state["shortfall"][key] > 0:
                remove_for_shortfall(state, seat, loc, slot)
    state["shortfall"].pop(key, None)


def shortfall_done(state: State, reveals: list[Reveal]) -> None:
    if not state["shortfall"]:
        state["phase"] = "actions"
        finish_round(state, reveals)


def finish_round(state: State, reveals: list[Reveal]) -> None:
    if era_over(state):
        scoring.score_era(state)
        if state["era"] == "rail" or state["variant"] == "intro":
            if state["variant"] == "intro":
                scoring.score_intro(state)
            state["phase"] = "over"
            state["step"] = None
            return
        start_rail_era(state, reveals)
        return
    state["round"] += 1
    state["turn"] = 0
    start_turn(state, reveals)


def start_rail_era(state: State, reveals: list[Reveal]) -> None:
    """Canal → Rail: level-1 tiles go, merchant beer refilled, all played cards reshuffled,
    8 new cards each in the new turn order (digest 4.5 steps 3–6)."""
    for slots in state["tiles"].values():
        for index, tile in enumerate(slots):
            if tile is not None and tile["level"] == 1:
                state["players"][tile["owner"]]["removed"] += 1
                slots[index] = None
    for space in state["merchants"]:
        if cat.MERCHANT_TILES[space["tile"]].buys:
            space["beer"] = True
    secret = state["secret"]
    turned = {str(seat): list(cards) for seat, cards in enumerate(secret["facedown"]) if cards}
    if turned:
        reveals.append(Reveal({"turned_face_up": turned}))
    deck = list(secret["deck"])
    for seat, player in enumerate(state["players"]):
        deck.extend(player["discard"])
        deck.extend(secret["facedown"][seat])
        player["discard"] = []
        player["facedown"] = 0
        secret["facedown"][seat] = []
    deck.sort()
    draw_rng(state).shuffle(deck)
    secret["deck"] = deck
    state["deck_size"] = len(deck)
    state["era"] = "rail"
    state["round"] = 1
    state["turn"] = 0
    for seat in state["order"]:
        refill(state, seat, reveals)
    start_turn(state, reveals)
