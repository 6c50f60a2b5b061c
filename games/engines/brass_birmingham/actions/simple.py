"""Loan (5.9), Scout (5.10) and Pass (5.11): one card (Scout: three) and a small effect."""

from __future__ import annotations

from typing import Any

from games.engines.core import IllegalMove, State

from .. import catalog as cat
from ..words import T
from .cards import play_card, require_cards, start_action


def check_loan(state: State, seat: int, move: dict[str, Any]) -> None:
    require_cards(state, seat, [move["card"]])
    level = cat.income_level(state["players"][seat]["income"])
    if level - 3 < -10:
        raise IllegalMove(
            "E_LOAN_INCOME_TOO_LOW",
            T(
                "A loan moves your income back 3 levels; at level {level} it would fall below -10.",
                level=level,
            ),
        )


def loan(state: State, seat: int, move: dict[str, Any]) -> None:
    check_loan(state, seat, move)
    start_action(state, seat, "loan")
    play_card(state, seat, move["card"])
    player = state["players"][seat]
    level = cat.income_level(player["income"])
    player["income"] = cat.TOP_SPACE_OF_LEVEL[level - 3]
    player["money"] += cat.LOAN
    player["loans"] += 1
    state["bank"] -= cat.LOAN


def check_scout(state: State, seat: int, move: dict[str, Any]) -> None:
    hand = state["private"][seat]["hand"]
    if any(card in cat.WILDS for card in hand):
        raise IllegalMove("E_ALREADY_HOLDS_WILD", T("You cannot scout while holding a wild card."))
    if len(hand) < 3:
        raise IllegalMove("E_HAND_TOO_SMALL", T("Scouting needs 3 cards in your hand."))
    require_cards(state, seat, move["cards"])


def scout(state: State, seat: int, move: dict[str, Any]) -> None:
    check_scout(state, seat, move)
    start_action(state, seat, "scout")
    for card in move["cards"]:
        play_card(state, seat, card)
    hand = state["private"][seat]["hand"]
    for wild in cat.WILDS:
        state["wild_piles"][wild] -= 1
        hand.append(wild)
    hand.sort()
    state["players"][seat]["hand_size"] = len(hand)


def pass_turn(state: State, seat: int, move: dict[str, Any]) -> None:
    require_cards(state, seat, [move["card"]])
    start_action(state, seat, "pass")
    play_card(state, seat, move["card"])
