"""Brass: Birmingham behind the engine protocol: dispatch only, the rules live in the modules."""

from __future__ import annotations

import copy
from collections.abc import Callable, Mapping
from typing import Any, ClassVar

from games.engines.core import (
    Bot,
    EngineBase,
    IllegalMove,
    MalformedMove,
    Move,
    Outcome,
    Result,
    Reveal,
    State,
)

from . import bots, legal, notation, rounds, scoring, steps
from .actions import build, develop, network, sell, simple
from .describe import DESCRIPTION
from .moves import ACTIONS, SCHEMAS, fast_valid
from .state import clone, current_seat
from .state import setup as new_game

Handler = Callable[[State, int, dict[str, Any]], None]

ACTION_HANDLERS: dict[str, Handler] = {
    "build": build.build,
    "network": network.network,
    "develop": develop.develop,
    "sell": sell.sell,
    "loan": simple.loan,
    "scout": simple.scout,
    "pass": simple.pass_turn,
}
CHOICE_HANDLERS: dict[str, Handler] = {
    "coal": steps.choose_coal,
    "iron": steps.choose_iron,
    "beer": steps.choose_beer,
    "develop_bonus": steps.choose_bonus,
    "sell_more": sell.sell_more,
    "rail2": network.rail2,
    "done": steps.choose_done,
}


def _shortfall(state: State, seat: int, move: dict[str, Any]) -> None:
    options = rounds.shortfall_options(state, seat)
    slot = move["slot"] - 1
    if (move["location"], slot) not in options:
        raise IllegalMove(
            "E_SHORTFALL_TILE_INVALID",
            "Remove one of your own industry tiles worth at least £1: "
            + ", ".join(f"{loc}/{s + 1}" for loc, s in options)
            + ".",
        )
    rounds.remove_for_shortfall(state, seat, move["location"], slot)
    rounds.settle_shortfall(state, seat)


class BrassBirmingham(EngineBase):
    slug = "brass-birmingham"
    title = "Brass: Birmingham"
    version = 1
    min_players = 2
    max_players = 4
    fact_labels: ClassVar[Mapping[str, str | None]] = {
        "game": None,
        "variant": "Variant",
        "era": "Era",
        "round": "Round",
        "order": "Turn order (seats, first to last)",
        "turn": None,
        "phase": "Phase",
        "actions_left": "Actions left in this turn",
        "action": "Action under way",
        "queue": "Decisions waiting",
        "step": "Step under way",
        "shortfall": "Money owed (shortfall)",
        "bank": None,
        "coal_market": "Coal in the market",
        "iron_market": "Iron in the market",
        "merchants": "Merchant tiles",
        "deck_size": "Cards left in the draw deck",
        "wild_piles": "Wild cards left",
        "era_scores": "Scores after each era",
    }

    def options_schema(self) -> dict[str, Any]:
        return {
            "type": "object",
            "properties": {
                "variant": {
                    "enum": ["standard", "intro"],
                    "description": "intro: Canal Era only (Variante zum Einstieg)",
                }
            },
            "additionalProperties": False,
        }

    def move_schemas(self) -> dict[str, dict[str, Any]]:
        return SCHEMAS

    def check_move_schema(self, move: Any) -> None:
        """As EngineBase's, with one compiled validator per move type (apply is hot)."""
        if fast_valid(move):
            return
        super().check_move_schema(move)

    def describe(self) -> dict[str, Any]:
        return copy.deepcopy(DESCRIPTION)

    def configurations(self) -> list[tuple[int, dict[str, Any]]]:
        return [(2, {}), (3, {}), (4, {}), (2, {"variant": "intro"})]

    def setup(self, players: int, options: dict[str, Any], seed: int) -> State:
        self.check_options(players, options)
        return new_game(players, options, seed)

    def to_act(self, state: State) -> list[int]:
        phase = state["phase"]
        if phase == "over":
            return []
        if phase == "shortfall":
            return [s for s in state["order"] if str(s) in state["shortfall"]]
        return [current_seat(state)]

    def legal_moves(self, state: State, seat: int) -> list[Move]:
        return legal.legal_moves(state, seat)

    def apply(self, state: State, seat: int, move: Move) -> Outcome:
        self.check_move_schema(move)
        if state["phase"] == "over":
            raise IllegalMove("E_GAME_OVER", "This game is over.")
        kind = move["type"]
        if kind == "shortfall" and str(seat) not in state["shortfall"]:
            raise IllegalMove(
                "E_SHORTFALL_OVERSOLD",
                "You owe nothing now: tiles may be sold only to cover unpaid "
                "income, and only until it is covered.",
            )
        if seat not in self.to_act(state):
            raise IllegalMove("E_NOT_ACTIVE_PLAYER", "It is not your turn.")
        work = clone(state)
        reveals: list[Reveal] = []
        if state["phase"] == "shortfall":
            if kind != "shortfall":
                raise MalformedMove(
                    "E_MOVE_NOT_EXPECTED", "Choose a tile to remove for your unpaid income first."
                )
            _shortfall(work, seat, move)
            rounds.shortfall_done(work, reveals)
        elif kind in ACTIONS:
            if state["queue"]:
                raise MalformedMove(
                    "E_STEP_PENDING",
                    f"Finish the {state['action']} action first (choose {state['queue'][0]['t']}).",
                )
            ACTION_HANDLERS[kind](work, seat, move)
            steps.advance(work, reveals)
        elif kind in CHOICE_HANDLERS:
            CHOICE_HANDLERS[kind](work, seat, move)
            steps.advance(work, reveals)
        else:
            raise MalformedMove("E_MOVE_NOT_EXPECTED", "Shortfall moves come at end of round.")
        return Outcome(work, reveals)

    def result(self, state: State) -> Result | None:
        return scoring.result(state)

    def pending(self, state: State) -> dict[str, Any]:
        seats = self.to_act(state)
        if state["phase"] == "shortfall":
            return {"seats": seats, "kind": "shortfall", "owed": dict(state["shortfall"])}
        if state["phase"] == "over":
            return {"seats": [], "kind": "over"}
        if state["step"] is not None:
            return {"seats": seats, "kind": state["step"]["kind"], "step": state["step"]}
        return {
            "seats": seats,
            "kind": "action",
            "actions_left": state["actions_left"],
            "era": state["era"],
            "round": state["round"],
        }

    def timeout_move(self, state: State, seat: int) -> Move:
        """Pass with the least valuable card (rulebook pass); in a choice, the first option;
        in a shortfall, the tile worth least."""
        moves = self.legal_moves(state, seat)
        if state["phase"] == "actions" and not state["queue"]:
            passes = [m for m in moves if m["type"] == "pass"]
            return min(passes, key=lambda m: bots.card_value(state, seat, m["card"]))
        done = [m for m in moves if m["type"] == "done"]
        if done:
            return done[0]
        if state["phase"] == "shortfall":
            return min(moves, key=lambda m: bots.tile_worth(state, m))
        return moves[0]

    def notation(self, state: State, seat: int, move: Move) -> str:
        return notation.notation(state, seat, move)

    def parse(self, state: State, seat: int, text: str) -> Move:
        return notation.parse(self, state, seat, text)

    @property
    def bots(self) -> Mapping[str, Bot]:
        return {"random": bots.random_bot, "greedy": bots.greedy_bot}
