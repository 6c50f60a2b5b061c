"""The Age of Steam engine: protocol methods, dispatching to the rule modules."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

from games.engines.core import (
    Bot,
    EngineBase,
    IllegalMove,
    Outcome,
    Result,
    Reveal,
    draw_rng,
)

from . import rounds
from .build_track.turn import unfinished
from .common import State, copy_for_move, refuse, seat_name
from .describe import describe as describe_facts
from .handlers import HANDLERS
from .legal import legal_moves
from .maps import MAPS, PLAYABLE_MAPS
from .moves import MOVE_SCHEMAS, PHASE_MOVES, plainly_valid
from .scoring import result as final_result
from .setup import new_state
from .versions import CURRENT, upgrade_state


class AgeOfSteam(EngineBase):
    slug = "age-of-steam"
    title = "Age of Steam"
    version = CURRENT
    min_players = 1
    max_players = 6
    fact_labels: ClassVar[Mapping[str, str | None]] = {
        "version": None,
        "map": "Map",
        "options": "Options",
        "n": None,
        "round": "Round",
        "rounds": "Rounds in the game",
        "phase": "Phase",
        "order": "Turn order (seats, first to last)",
        "actions": "Special actions taken (seat per action)",
        "blocked": "Blocked actions",
        "turn": None,
        "queue": "Players still to act in this phase",
        "auction": "Auction for turn order",
        "build": "Track building under way",
        "move": "Goods movement under way",
        "production": "Production under way",
        "lucia": "St. Lucia state",
        "new_cities": "New cities (urbanized towns)",
        "new_city_letters": "New city tiles left",
        "cubes": "Goods cubes on cities",
        "display": "Goods display",
        "supply": "Track tiles left",
        "town_markers": "Town markers left",
        "removed": "Goods cubes removed from the game",
        "stations": "Stations",
        "special_link": "Special link",
        "transcon": "Transcontinental link built",
        "bag_size": "Cubes left in the bag",
        "log": None,
        "tiebreak": "Tie-break",
    }

    # -- facts -------------------------------------------------------------------
    def options_schema(self) -> dict[str, Any]:
        return {
            "type": "object",
            "properties": {
                "map": {"type": "string", "enum": list(PLAYABLE_MAPS), "default": "rust_belt"},
                "easier": {
                    "type": "boolean",
                    "default": False,
                    "description": "Barbados: 2 cubes per yellow city instead of 1.",
                },
            },
            "additionalProperties": False,
        }

    def move_schemas(self) -> dict[str, dict[str, Any]]:
        return MOVE_SCHEMAS

    def check_fields(self, kind: str, move: dict[str, Any]) -> None:
        """The move against its schema; the common moves are accepted without running the
        schema validator (moves.plainly_valid), anything else gets the full check."""
        if not plainly_valid(move):
            super().check_fields(kind, move)

    def describe(self) -> dict[str, Any]:
        return describe_facts()

    def configurations(self) -> list[tuple[int, dict[str, Any]]]:
        out: list[tuple[int, dict[str, Any]]] = []
        for key in PLAYABLE_MAPS:
            gm = MAPS[key]
            for n in range(gm.min_players, gm.max_players + 1):
                out.append((n, {"map": key}))
        return out

    # -- play --------------------------------------------------------------------
    def setup(self, players: int, options: dict[str, Any], seed: int) -> State:
        self.check_options(players, options)
        state = new_state(players, dict(options), seed)
        reveals: list[dict[str, Any]] = []
        rounds.start_round(state, lambda: draw_rng(state), reveals)
        rounds.advance(state, lambda: draw_rng(state), reveals)
        return state

    def to_act(self, state: State) -> list[int]:
        seat = rounds.current(state)
        return [] if seat is None or state["phase"] == "over" else [seat]

    def legal_moves(self, state: State, seat: int) -> list[dict[str, Any]]:
        return legal_moves(upgrade_state(state), seat)

    def apply(self, state: State, seat: int, move: dict[str, Any]) -> Outcome:
        state = upgrade_state(state)
        if state["phase"] == "over":
            raise IllegalMove("E_GAME_OVER", "This game is over.")
        self.check_move_schema(move)
        kind = move["type"]
        phase = state["phase"]
        if kind == "urbanize" and state["actions"].get("urbanization") != seat:
            raise refuse("E_ACTION_NOT_HELD", "Only the Urbanization holder may build a New City.")
        if kind not in PHASE_MOVES.get(phase, ()):
            raise refuse(
                "E_WRONG_PHASE",
                f"A {kind.replace('_', ' ')} move is not possible in the {phase} phase.",
            )
        if rounds.current(state) != seat:
            raise refuse(
                "E_NOT_YOUR_TURN", f"It is {seat_name(rounds.current(state) or 0)}'s turn."
            )
        work = copy_for_move(state)
        reveals: list[dict[str, Any]] = []
        HANDLERS[kind](work, seat, move)
        rounds.advance(work, lambda: draw_rng(work), reveals)
        return Outcome(work, [Reveal(r) for r in reveals])

    def result(self, state: State) -> Result | None:
        return final_result(upgrade_state(state))

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        return super().view(upgrade_state(state), seat)

    def timeout_move(self, state: State, seat: int) -> dict[str, Any]:
        state = upgrade_state(state)
        phase = state["phase"]
        if phase == "shares":
            return {"type": "issue_shares", "count": 0}
        if phase == "auction":
            return {"type": "pass"}
        if phase == "actions":
            return {"type": "select_action", "action": rounds.available_actions(state)[0]}
        if phase == "urbanize":
            return {"type": "skip_urbanize"}
        if phase == "build":
            if unfinished(state, seat):
                return {"type": "take_back_build"}
            return {"type": "end_build"}
        if phase == "move":
            return {"type": "pass"}
        if phase == "order":
            return {"type": "decline_start"}
        return legal_moves(state, seat)[0]

    def pending(self, state: State) -> dict[str, Any]:
        from .notation import pending_text

        state = upgrade_state(state)
        seats = self.to_act(state)
        return {
            "seats": seats,
            "phase": state["phase"],
            "round": state["round"],
            "text": pending_text(state),
        }

    def notation(self, state: State, seat: int, move: dict[str, Any]) -> str:
        from .notation import notation

        return notation(upgrade_state(state), seat, move)

    def parse(self, state: State, seat: int, text: str) -> dict[str, Any]:
        from .notation import parse

        return parse(self, upgrade_state(state), seat, text)

    @property
    def bots(self) -> Mapping[str, Bot]:
        from .bots import greedy_bot, random_bot

        return {"random": random_bot, "greedy": greedy_bot}
