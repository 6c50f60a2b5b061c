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

import copy
import random
from collections.abc import Mapping
from typing import Any

from games.engines.core import (
    EngineBase,
    IllegalMove,
    Move,
    Outcome,
    Result,
    Reveal,
    State,
    draw_rng,
    parse_by_notation,
    register,
)

LIMIT = 21


class TwentyOne(EngineBase):
    slug = "twenty-one"
    title = "Twenty-One (test game)"
    version = 1
    min_players = 2
    max_players = 4

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

    def _over(self, state: State) -> bool:
        return state["loser"] is not None or (
            state["deck_size"] == 0 and not any(state["hand_sizes"])
        )

    def to_act(self, state: State) -> list[int]:
        if self._over(state):
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

    def apply(self, state: State, seat: int, move: Move) -> Outcome:
        if self._over(state):
            raise IllegalMove("E_GAME_OVER", "This game is over.")
        self.check_move_schema(move)
        if seat not in self.to_act(state):
            raise IllegalMove("E_NOT_ACTIVE_PLAYER", "It is not your turn.")
        work = copy.deepcopy(state)
        hand = work["private"][seat]["hand"]
        reveals: list[Reveal] = []
        if move["type"] == "play":
            if move["card"] not in hand:
                raise IllegalMove(
                    "E_CARD_NOT_IN_HAND", f"You hold no {move['card']}; your hand: {sorted(hand)}."
                )
            hand.remove(move["card"])
            work["pile"] += move["card"]
            if work["pile"] >= work["limit"]:
                work["loser"] = seat
        else:
            if not work["deck_size"]:
                raise IllegalMove("E_DECK_EMPTY", "The deck is empty; play a card.")
            card = work["secret"]["deck"].pop()
            hand.append(card)
            reveals.append(Reveal({"drew": card}, to=seat, redacted={"drew": "a card"}))
        work["hand_sizes"][seat] = len(hand)
        work["deck_size"] = len(work["secret"]["deck"])
        work["turn"] = (seat + 1) % work["players"]
        nxt = self.to_act(work)
        if nxt:
            work["turn"] = nxt[0]
        return Outcome(work, reveals)

    def result(self, state: State) -> Result | None:
        if not self._over(state):
            return None
        scores = [0 if s == state["loser"] else 1 for s in range(state["players"])]
        ranks = [2 if s == state["loser"] else 1 for s in range(state["players"])]
        return Result(scores, ranks)

    def notation(self, state: State, seat: int, move: Move) -> str:
        return f"play {move['card']}" if move["type"] == "play" else "draw"

    def parse(self, state: State, seat: int, text: str) -> Move:
        return parse_by_notation(self, state, seat, text)

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
