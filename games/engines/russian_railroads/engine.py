"""The Russian Railroads engine: protocol methods, dispatching to the rule modules."""

from __future__ import annotations

import marshal
from collections.abc import Mapping
from typing import Any, ClassVar

from ..core import (
    Bot,
    EngineBase,
    IllegalMove,
    InvalidOptions,
    Outcome,
    Result,
    Reveal,
    ranks_from_keys,
)
from . import flow, tasks
from .bots import make_bots
from .catalog import PROVISIONAL
from .moves import OPTIONS_SCHEMA, SCHEMAS
from .notation import notation as move_notation
from .notation import parse as parse_text
from .readings import NOT_PLAYABLE, READINGS
from .setup import setup_state

State = dict[str, Any]
Move = dict[str, Any]


def clone(value: Any) -> Any:
    """A fast deep copy of JSON data: marshal copies dicts, lists and scalars in C."""
    return marshal.loads(marshal.dumps(value))


class RussianRailroads(EngineBase):
    slug = "russian-railroads"
    title = "Russian Railroads"
    version = 1
    min_players = 1
    max_players = 4
    fact_labels: ClassVar[Mapping[str, str | None]] = {
        "players_n": None,
        "solo": "Solo game",
        "options": "Options",
        "side": "Board side (player counts)",
        "round": "Round",
        "rounds": "Rounds in the game",
        "phase": "Phase",
        "actor": None,
        "order": "Turn order (seats, first to last)",
        "tasks": "Steps waiting in this turn",
        "spaces": "Workers on action spaces",
        "engineer_row": "Engineers on offer (next first)",
        "engineers_gone": "Engineers taken",
        "stacks": "Locomotive/factory tiles left per value (index = value)",
        "display": "Factories on display",
        "qcards": "?-cards still available",
        "bonus_cards": "Bonus cards",
        "bonus_queue": "Bonus cards waiting",
        "relocate_queue": "Relocations waiting",
        "relocate_from": None,
        "endgame_count": "End-game cards left",
        "emil": "Solo opponent Emil",
        "revealed_endgame": "Revealed end-game card",
    }

    def __init__(self) -> None:
        self._bots = make_bots(self)

    # -- facts --------------------------------------------------------------------
    def options_schema(self) -> dict[str, Any]:
        return OPTIONS_SCHEMA

    def move_schemas(self) -> dict[str, dict[str, Any]]:
        return SCHEMAS

    def describe(self) -> dict[str, Any]:
        return {
            "provisional": [dict(p) for p in PROVISIONAL],
            "readings": list(READINGS),
            "not_playable": list(NOT_PLAYABLE),
            "playable": ["base game 2-4 players", "solo variant (Emil), 1 player"],
        }

    def configurations(self) -> list[tuple[int, dict[str, Any]]]:
        return [(1, {}), (2, {}), (3, {}), (4, {})]

    # -- setup and flow -------------------------------------------------------------
    def setup(self, players: int, options: dict[str, Any], seed: int) -> State:
        self.check_options(players, options)
        for key, value in options.items():
            if value:
                raise InvalidOptions("E_OPTION_NOT_PLAYABLE", f"The option {key} is not playable.")
        state = setup_state(players, options, seed)
        if state["bonus_queue"]:
            state["actor"] = state["bonus_queue"][0]
        else:
            flow.start_actions(state)
        state.pop("_reveals", None)
        return state

    def to_act(self, state: State) -> list[int]:
        if state["phase"] == "over" or state["actor"] is None:
            return []
        return [state["actor"]]

    def legal_moves(self, state: State, seat: int) -> list[Move]:
        if seat not in self.to_act(state):
            return []
        if state["tasks"]:
            return tasks.moves(state, seat)
        phase = state["phase"]
        if phase == "bonus":
            return flow.bonus_moves(state)
        if phase == "relocate":
            return flow.relocate_moves(state, seat)
        return [*flow.place_moves(state, seat), {"type": "pass"}]

    def default_payment(self, candidates: list[Move]) -> Move:
        """A-22: temporary workers first, then own workers, then coins; the black worker only
        when chosen explicitly (C11)."""
        return min(candidates, key=lambda m: (m["black"], m["coins"], -m["temporary"]))

    def _complete(self, state: State, seat: int, move: Move) -> Move:
        if move.get("type") != "place" or all(
            k in move for k in ("workers", "temporary", "coins", "black")
        ):
            return move
        same = [
            m
            for m in flow.place_moves(state, seat)
            if m["space"] == move.get("space")
            and all(
                m[k] == move[k] for k in ("workers", "temporary", "coins", "black") if k in move
            )
        ]
        return self.default_payment(same) if same else move

    def apply(self, state: State, seat: int, move: Move) -> Outcome:
        self.check_move_schema(move)
        if state["phase"] == "over":
            raise IllegalMove("E_GAME_OVER", "This game is over.")
        if seat not in self.to_act(state):
            raise IllegalMove("E_NOT_YOUR_TURN", "It is not your turn.")
        move = self._complete(state, seat, move)
        legal = self.legal_moves(state, seat)
        if move not in legal:
            from .errors import explain

            raise explain(state, seat, move, legal)
        return self.run(state, seat, move)

    def run(self, state: State, seat: int, move: Move) -> Outcome:
        """Apply a move already known to be legal (bots use it to look ahead)."""
        work: State = clone(state)
        browsing_before = bool(state["private"][seat]["browsing"])
        kind = move["type"]
        if kind == "place":
            flow.place(work, seat, move)
        elif kind == "pass":
            flow.pass_turn(work, seat)
        elif kind == "done":
            work["tasks"] = []
        elif kind == "bonus":
            flow.take_bonus(work, seat, move["card"])
        elif kind == "relocate":
            flow.relocate(work, seat, move["space"])
        elif kind == "decline":
            pass
        else:
            tasks.apply_task_move(work, seat, move)
        flow.after_move(work)
        reveals = [Reveal(r) for r in work.pop("_reveals", [])]
        if kind == "endgame":
            reveals.append(
                Reveal({"endgame_card": move["card"]}, to=seat, redacted={"endgame_card": "hidden"})
            )
        for s, priv in enumerate(work["private"]):
            if priv["browsing"] and not (s == seat and browsing_before):
                reveals.append(
                    Reveal(
                        {"endgame_stack": list(priv["browsing"])},
                        to=s,
                        redacted={"endgame_stack": len(priv["browsing"])},
                    )
                )
        if work["phase"] == "over":
            reveals.append(Reveal({"endgame_cards": work["revealed_endgame"]}))
        return Outcome(work, reveals)

    # -- faces ----------------------------------------------------------------------
    def view_event(self, event: Mapping[str, Any], seat: int | None) -> dict[str, Any]:
        seen = super().view_event(event, seat)
        move = seen.get("move")
        if isinstance(move, dict) and move.get("type") == "endgame" and seat != event.get("seat"):
            seen["move"] = {"type": "endgame", "card": "hidden"}
        return seen

    def result(self, state: State) -> Result | None:
        if state["phase"] != "over":
            return None
        scores: list[int | float] = [p["score"] for p in state["players"]]
        return Result(
            scores,
            ranks_from_keys([(s,) for s in scores]),
            {
                "points": [dict(p["points"]) for p in state["players"]],
                "endgame_cards": state["revealed_endgame"],
            },
        )

    def timeout_move(self, state: State, seat: int) -> Move:
        moves = self.legal_moves(state, seat)
        for harmless in ({"type": "done"}, {"type": "pass"}, {"type": "decline"}):
            if harmless in moves:
                return harmless
        return moves[0]

    def notation(self, state: State, seat: int, move: Move) -> str:
        return move_notation(move)

    def parse(self, state: State, seat: int, text: str) -> Move:
        return parse_text(self.legal_moves(state, seat), text, self.default_payment)

    def pending(self, state: State) -> dict[str, Any]:
        if state["phase"] == "over":
            return {"seats": [], "phase": "over"}
        open_tasks = [t["kind"] for t in tasks.active(state)] if state["tasks"] else []
        decision = open_tasks or {"bonus": ["start_bonus"], "relocate": ["relocation"]}.get(
            state["phase"], ["action"]
        )
        return {
            "seats": self.to_act(state),
            "phase": state["phase"],
            "round": state["round"],
            "decisions": decision,
            "mandatory": any(t["m"] for t in state["tasks"]),
        }

    @property
    def bots(self) -> Mapping[str, Bot]:
        return self._bots
