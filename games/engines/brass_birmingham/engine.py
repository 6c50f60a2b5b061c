"""Brass: Birmingham behind the engine protocol: dispatch only, the rules live in the modules."""

from __future__ import annotations

import copy
from collections.abc import Callable, Mapping, Sequence
from typing import Any, ClassVar

from games.engines.core import (
    E_MOVE_NOT_EXPECTED,
    Bot,
    Handler,
    IllegalMove,
    MalformedMove,
    Move,
    Player,
    Result,
    Reveal,
    Rules,
    Said,
    StandingOrder,
    State,
)

from . import board, bots, legal, notation, rounds, scoring, steps
from .actions import build, develop, network, sell, simple
from .describe import DESCRIPTION
from .moves import ACTIONS, SCHEMAS
from .state import clone, current_seat
from .state import setup as new_game
from .words import WORDS, T, Tn


def _quiet(rule: Callable[[State, int, dict[str, Any]], None]) -> Handler:
    """An action or choice rule reveals nothing itself (``settle`` draws the cards)."""

    def handler(state: State, seat: int, move: Move, reveals: list[Reveal]) -> None:
        rule(state, seat, move)

    return handler


def _shortfall(state: State, seat: int, move: Move, reveals: list[Reveal]) -> None:
    options = rounds.shortfall_options(state, seat)
    slot = move["slot"] - 1
    if (move["location"], slot) not in options:
        raise IllegalMove(
            "E_SHORTFALL_TILE_INVALID",
            T(
                "Remove one of your own industry tiles worth at least £1: {tiles}.",
                tiles=[notation.tile_text(state, seat, board.tile_ref(*o)) for o in options],
            ),
        )
    rounds.remove_for_shortfall(state, seat, move["location"], slot)
    rounds.settle_shortfall(state, seat)


HANDLERS: dict[str, Handler] = {
    "build": _quiet(build.build),
    "network": _quiet(network.network),
    "develop": _quiet(develop.develop),
    "sell": _quiet(sell.sell),
    "loan": _quiet(simple.loan),
    "scout": _quiet(simple.scout),
    "pass": _quiet(simple.pass_turn),
    "coal": _quiet(steps.choose_coal),
    "iron": _quiet(steps.choose_iron),
    "beer": _quiet(steps.choose_beer),
    "develop_bonus": _quiet(steps.choose_bonus),
    "sell_more": _quiet(sell.sell_more),
    "rail2": _quiet(network.rail2),
    "done": _quiet(steps.choose_done),
    "shortfall": _shortfall,
}
#: The choices that may be declined with "done".
OPTIONAL_CHOICES = ("sell_more", "rail2")


class BrassBirmingham(Rules):
    slug = "brass-birmingham"
    title = "Brass: Birmingham"
    version = 1
    min_players = 2
    max_players = 4
    words = WORDS
    handlers = HANDLERS
    droppable = True
    fact_labels: ClassVar[Mapping[str, Said | None]] = {
        "game": None,
        "variant": T("Variant"),
        "era": T("Era"),
        "round": T("Round"),
        "order": T("Turn order (seats, first to last)"),
        "turn": None,
        "phase": T("Phase"),
        "actions_left": T("Actions left in this turn"),
        "action": T("Action under way"),
        "queue": T("Decisions waiting"),
        "step": T("Step under way"),
        "shortfall": T("Money owed (shortfall)"),
        "bank": None,
        "coal_market": T("Coal in the market"),
        "iron_market": T("Iron in the market"),
        "merchants": T("Merchant tiles"),
        "deck_size": T("Cards left in the draw deck"),
        "wild_piles": T("Wild cards left"),
        "era_scores": T("Scores after each era"),
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

    # -- the pipeline's questions -------------------------------------------------------
    def is_over(self, state: State) -> bool:
        return bool(state["phase"] == "over")

    def accepts(self, state: State, seat: int) -> list[str]:
        if state["phase"] == "shortfall":
            return ["shortfall"]
        queue = state["queue"]
        if not queue:
            return list(ACTIONS)
        head = queue[0]["t"]
        return [head, "done"] if head in OPTIONAL_CHOICES else [head]

    def refuse_not_your_turn(self, state: State, seat: int, move: Move) -> IllegalMove:
        if isinstance(move, dict) and move.get("type") == "shortfall":
            return self.refuse_unexpected(state, seat, "shortfall")
        return super().refuse_not_your_turn(state, seat, move)

    def refuse_unexpected(self, state: State, seat: int, kind: str) -> IllegalMove:
        if kind == "shortfall":
            return IllegalMove(
                "E_SHORTFALL_OVERSOLD",
                T(
                    "You owe nothing now: tiles may be sold only to cover unpaid income, and "
                    "only until it is covered."
                ),
            )
        if kind == "rail2" and state["era"] == "canal":
            return IllegalMove(
                "E_CANAL_ONE_LINK_PER_ACTION",
                T(
                    "A Network action places one canal link; take the action again for a "
                    "second one."
                ),
            )
        if state["phase"] == "shortfall":
            return MalformedMove(
                E_MOVE_NOT_EXPECTED, T("Choose a tile to remove for your unpaid income first.")
            )
        if kind in ACTIONS:
            return MalformedMove(
                "E_STEP_PENDING",
                T(
                    "Finish the {action} action first (choose {choice}).",
                    action=WORDS.term("move", state["action"]),
                    choice=WORDS.term("move", state["queue"][0]["t"]),
                ),
            )
        if kind == "done":
            return IllegalMove("E_NO_CHOICE_PENDING", T("There is nothing optional to finish now."))
        waiting = state["queue"][0]["t"] if state["queue"] else None
        return IllegalMove(
            "E_NO_CHOICE_PENDING",
            T(
                "No {choice} choice is pending now; the game waits for {waiting}.",
                choice=WORDS.term("move", kind),
                waiting=WORDS.term("move", waiting) if waiting else T("an action"),
            ),
        )

    def settle(self, state: State, seat: int, move: Move, reveals: list[Reveal]) -> None:
        if move["type"] == "shortfall":
            rounds.shortfall_done(state, reveals)
        else:
            steps.advance(state, reveals)

    def copy_state(self, state: State) -> State:
        return clone(state)

    def score(self, state: State) -> Result | None:
        return scoring.result(state)

    # -- what is pending -------------------------------------------------------------------
    def pending_kind(self, state: State) -> str:
        if state["phase"] == "shortfall":
            return "shortfall"
        return str(state["step"]["kind"]) if state["step"] is not None else "action"

    def pending_details(self, state: State) -> dict[str, Any]:
        if state["phase"] == "shortfall":
            return {"owed": dict(state["shortfall"])}
        if state["step"] is not None:
            return {"step": state["step"]}
        return {
            "actions_left": state["actions_left"],
            "era": state["era"],
            "round": state["round"],
        }

    def pending_text(self, state: State, seats: Sequence[int], accepts: Sequence[str]) -> Said:
        players = [Player(s) for s in seats]
        if state["phase"] == "shortfall":
            return T("{players}: remove a tile to pay for unpaid income.", players=players)
        if state["step"] is not None:
            return T(
                "{players}: {choice} ({action} action).",
                players=players,
                choice=WORDS.term("move", state["step"]["kind"]),
                action=WORDS.term("move", state["action"]),
            )
        return Tn(
            "{players}: one action in the {era}, round {round}.",
            "{players}: {count} actions in the {era}, round {round}.",
            "count",
            players=players,
            count=state["actions_left"],
            era=WORDS.term("era", state["era"]),
            round=state["round"],
        )

    def standing_orders(self) -> list[StandingOrder]:
        return [
            StandingOrder(
                "loan_or_pass",
                T("When nothing but a loan or a pass is possible, take a loan (or pass)."),
                {
                    "type": "object",
                    "properties": {"prefer": {"enum": ["loan", "pass"]}},
                    "required": ["prefer"],
                    "additionalProperties": False,
                },
            )
        ]

    def standing_order_move(self, state: State, seat: int, order: Mapping[str, Any]) -> Move | None:
        """Only when every legal action is a loan or a pass: the preferred one, else the
        other (the first card the rules let go)."""
        if order.get("kind") != "loan_or_pass":
            return None
        moves = self.legal_moves(state, seat)
        if not moves or any(m.get("type") not in ("loan", "pass") for m in moves):
            return None
        prefer = order["params"]["prefer"]
        for kind in (prefer, "pass" if prefer == "loan" else "loan"):
            found = next((m for m in moves if m["type"] == kind), None)
            if found is not None:
                return dict(found)
        return None

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

    def move_text(self, state: State, seat: int, move: Move) -> Said:
        return notation.move_text(state, seat, move)

    def parse(self, state: State, seat: int, text: str) -> Move:
        return notation.parse(self, state, seat, text)

    @property
    def bots(self) -> Mapping[str, Bot]:
        return bots.make_bots(self.apply_known)
