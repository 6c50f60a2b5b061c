"""Solo variant "Emil" (German Railroads): a card deck blocks the spaces you might want.

At the start of each of your turns Emil reveals cards until one shows a space he can block
(enough workers, space free, a track colour you already have); he takes locomotives/factories
and hires engineers, which count only for the engineer majority. Emil's deck: one card per
blockable space of the 2-player side (klangfarbe/Russian-Railroads-WebApp, see data).
"""

from __future__ import annotations

from typing import Any

from ..core import draw_rng
from .board import coins_in_supply, lowest_stack
from .catalog import CI, EMIL, EMIL_DECK
from .spaces import board_space_open

State = dict[str, Any]


def reveal(state: State, what: Any) -> None:
    state.setdefault("_reveals", []).append(what)


def prepare_emil(state: State) -> None:
    """Start of a round: Emil's workers come back and his deck is shuffled."""
    emil = state["emil"]
    emil["free"] = emil["workers"]
    emil["passed"] = False
    deck = list(range(len(EMIL_DECK)))
    draw_rng(state).shuffle(deck)
    state["secret"]["emil_deck"] = deck
    emil["deck_count"] = len(deck)
    emil["discards"] = []


def _blockable(state: State, card: dict[str, Any]) -> bool:
    emil = state["emil"]
    if card["workers"] > emil["free"]:
        return False
    if not board_space_open(state, -1, card["space"]) and card["space"] != "hire_engineer":
        return False
    if card["space"] == "hire_engineer" and (
        state["spaces"].get("hire_engineer") or state["engineer_row"][-1] is None
    ):
        return False
    if int(card.get("coins", 0)) > coins_in_supply(state):
        return False  # the general supply of 18 coins is empty
    colour = card.get("colour")
    return colour is None or bool(state["players"][0]["has"][CI[colour]])


def emil_turn(state: State) -> None:
    """Emil reveals cards until he blocks a space, or passes (no card or no worker left)."""
    emil = state["emil"]
    deck = state["secret"]["emil_deck"]
    while not emil["passed"]:
        if not deck or emil["free"] == 0:
            emil["passed"] = True
            reveal(state, {"emil": "passes"})
            return
        card = dict(EMIL_DECK[deck.pop(0)])
        emil["deck_count"] = len(deck)
        emil["discards"].append(card["space"])
        if not _blockable(state, card):
            reveal(state, {"emil_card": card["space"], "blocked": False})
            continue
        coins = int(card.get("coins", 0))
        state["spaces"].setdefault(card["space"], []).append(
            {"seat": -1, "workers": card["workers"], "temps": 0, "coins": coins, "black": False}
        )
        emil["free"] -= card["workers"]
        for _ in range(int(card.get("tiles", 0))):
            low = lowest_stack(state)
            if low is not None:
                state["stacks"][low] -= 1
                emil["tiles"].append(low)
            elif state["display"]:
                emil["tiles"].append(state["display"].pop(0))
        if card.get("hires"):
            emil["engineers"].append(state["engineer_row"][-1])
            state["engineer_row"][-1] = None
        reveal(state, {"emil_card": card["space"], "blocked": True})
        return


def emil_workers(state: State) -> None:
    """Emil gains a worker when you reach 50 and 150 points (usable at once)."""
    emil = state["emil"]
    score = state["players"][0]["score"]
    due = sum(1 for threshold in EMIL["extra_at"] if score >= threshold)
    while emil["extra"] < due:
        emil["extra"] += 1
        emil["workers"] += 1
        emil["free"] += 1
