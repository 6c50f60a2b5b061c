"""Twenty-One: a small real card game with hidden hands and draws, for platform tests.

Rules: a deck of cards 1-6, four of each (option ``copies``), is shuffled; every player is
dealt two cards.
On your turn you either *play* a card from your hand onto the common pile or *draw* the
top card of the deck (only you see it). The player whose card brings the pile to 21 or
more loses; everyone else shares first place. When nobody can move (hands and deck
empty), everyone shares first place. It lives under tests/ on purpose: it is not a hosted
game, only a real engine with hidden information for testing the platform.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any, ClassVar

from games.engines.core import (
    Handler,
    IllegalMove,
    Move,
    Result,
    Reveal,
    Rules,
    Said,
    State,
    Words,
    draw_rng,
    register,
)

LIMIT = 21

WORDS = Words("twenty-one")
T = WORDS.text
WORDS.define("move", {"play": "Play a card", "draw": "Draw a card"})


def play(state: State, seat: int, move: Move, reveals: list[Reveal]) -> None:
    hand = state["private"][seat]["hand"]
    if move["card"] not in hand:
        raise IllegalMove(
            "E_CARD_NOT_IN_HAND",
            T("You hold no {card}; your hand: {hand}.", card=move["card"], hand=sorted(hand)),
        )
    hand.remove(move["card"])
    state["pile"] += move["card"]
    if state["pile"] >= state["limit"]:
        state["loser"] = seat


def draw(state: State, seat: int, move: Move, reveals: list[Reveal]) -> None:
    if not state["deck_size"]:
        raise IllegalMove("E_DECK_EMPTY", T("The deck is empty; play a card."))
    card = state["secret"]["deck"].pop()
    state["private"][seat]["hand"].append(card)
    reveals.append(Reveal({"drew": card}, to=seat, redacted={"drew": "a card"}))


class TwentyOne(Rules):
    slug = "twenty-one"
    title = "Twenty-One (test game)"
    version = 1
    min_players = 2
    max_players = 4
    words = WORDS
    handlers: dict[str, Handler] = {"play": play, "draw": draw}
    droppable = True
    fact_labels: ClassVar[Mapping[str, Said | None]] = {
        "limit": T("Limit"),
        "pile": T("Pile"),
        "deck_size": T("Cards in the deck"),
        "players": None,
        "turn": None,
        "loser": None,
    }
    seat_fact_labels: ClassVar[Mapping[str, Said]] = {"hand_sizes": T("Cards in hand")}

    def options_schema(self) -> dict[str, Any]:
        return {
            "type": "object",
            "properties": {
                "limit": {"type": "integer", "minimum": 5, "maximum": 1_000_000},
                "copies": {"type": "integer", "minimum": 1, "maximum": 10_000},
                "first": {"type": "integer", "minimum": 0, "maximum": 3},
            },
            "additionalProperties": False,
        }

    def move_schemas(self) -> dict[str, dict[str, Any]]:
        return {
            "play": {
                "type": "object",
                "properties": {"type": {"const": "play"}, "card": {"type": "integer"}},
                "required": ["type", "card"],
                "additionalProperties": False,
            },
            "draw": {
                "type": "object",
                "properties": {"type": {"const": "draw"}},
                "required": ["type"],
                "additionalProperties": False,
            },
        }

    def setup(self, players: int, options: dict[str, Any], seed: int) -> State:
        self.check_options(players, options)
        state: State = {
            "players": players,
            "limit": options.get("limit", LIMIT),
            "pile": 0,
            "turn": options.get("first", 0) % players,
            "loser": None,
            "deck_size": 0,
            "hand_sizes": [2] * players,
            "private": [{"hand": []} for _ in range(players)],
            "secret": {
                "seed": seed,
                "deck": [v for v in range(1, 7) for _ in range(options.get("copies", 4))],
            },
        }
        draw_rng(state).shuffle(state["secret"]["deck"])
        for _ in range(2):
            for seat in range(players):
                state["private"][seat]["hand"].append(state["secret"]["deck"].pop())
        state["deck_size"] = len(state["secret"]["deck"])
        return state

    def is_over(self, state: State) -> bool:
        return state["loser"] is not None or (
            state["deck_size"] == 0 and not any(state["hand_sizes"])
        )

    def accepts(self, state: State, seat: int) -> list[str]:
        return ["play", "draw"]

    def to_act(self, state: State) -> list[int]:
        if self.is_over(state):
            return []
        seat = state["turn"]
        for _ in range(state["players"]):
            if state["hand_sizes"][seat] or state["deck_size"]:
                return [seat]
            seat = (seat + 1) % state["players"]
        return []

    def legal_moves(self, state: State, seat: int) -> list[Move]:
        if seat not in self.to_act(state):
            return []
        moves: list[Move] = [
            {"type": "play", "card": c} for c in sorted(set(state["private"][seat]["hand"]))
        ]
        if state["deck_size"]:
            moves.append({"type": "draw"})
        return moves

    def settle(self, state: State, seat: int, move: Move, reveals: list[Reveal]) -> None:
        state["hand_sizes"][seat] = len(state["private"][seat]["hand"])
        state["deck_size"] = len(state["secret"]["deck"])
        state["turn"] = (seat + 1) % state["players"]
        nxt = self.to_act(state)
        if nxt:
            state["turn"] = nxt[0]

    def score(self, state: State) -> Result | None:
        if not self.is_over(state):
            return None
        scores = [0 if s == state["loser"] else 1 for s in range(state["players"])]
        ranks = [2 if s == state["loser"] else 1 for s in range(state["players"])]
        return Result(scores, ranks)

    def move_text(self, state: State, seat: int, move: Move) -> Said:
        return T("play {card}", card=move["card"]) if move["type"] == "play" else T("draw")

    def timeout_move(self, state: State, seat: int) -> Move:
        moves = self.legal_moves(state, seat)
        return min(moves, key=lambda m: m.get("card", 0))

    @property
    def bots(self) -> Mapping[str, Any]:
        def random_bot(state: State, seat: int, rng: random.Random) -> Move:
            return rng.choice(self.legal_moves(state, seat))

        def greedy_bot(state: State, seat: int, rng: random.Random) -> Move:
            safe = [
                m
                for m in self.legal_moves(state, seat)
                if m["type"] == "draw" or state["pile"] + m["card"] < state["limit"]
            ]
            return max(safe or self.legal_moves(state, seat), key=lambda m: m.get("card", 0))

        return {"random": random_bot, "greedy": greedy_bot}


TINY = TwentyOne()
register(TINY)
