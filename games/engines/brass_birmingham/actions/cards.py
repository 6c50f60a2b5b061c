"""Playing a card for an action (digest 4.2): face up on your discard, wilds back to their pile."""

from __future__ import annotations

from games.engines.core import IllegalMove, State

from .. import catalog as cat
from ..words import T, card_text


def require_cards(state: State, seat: int, cards: list[str]) -> None:
    hand = list(state["private"][seat]["hand"])
    for card in cards:
        if card not in hand:
            raise IllegalMove(
                "E_CARD_NOT_IN_HAND", T("You hold no {card}.", card=card_text(card)), card=card
            )
        hand.remove(card)


def play_card(state: State, seat: int, card: str) -> None:
    state["private"][seat]["hand"].remove(card)
    player = state["players"][seat]
    player["hand_size"] -= 1
    if card in cat.WILDS:
        state["wild_piles"][card] += 1
    else:
        player["discard"].append(card)


def start_action(state: State, seat: int, action: str) -> None:
    state["actions_left"] -= 1
    state["action"] = action
