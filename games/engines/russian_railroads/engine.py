"""The Russian Railroads engine: protocol methods, dispatching to the rule modules."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from ..core import (
    Bot,
    IllegalMove,
    InvalidOptions,
    Player,
    Result,
    Reveal,
    Rules,
    Said,
    clone_json,
    english,
    ranks_from_keys,
)
from . import flow, handlers, tasks
from .bots import make_bots
from .catalog import PROVISIONAL
from .errors import explain
from .handlers import HANDLERS
from .moves import OPTIONS_SCHEMA, SCHEMAS
from .notation import notation as move_notation
from .notation import parse as parse_text
from .readings import NOT_PLAYABLE, READINGS
from .sentences import hidden_endgame, sentence
from .setup import setup_state
from .words import WORDS, T

State = dict[str, Any]
Move = dict[str, Any]


#: Move types answering each kind of open task (tasks.task_moves).
TASK_KINDS: dict[str, tuple[str, ...]] = {
    "track": ("track",),
    "industry": ("industry",),
    "loco": ("locomotive",),
    "displaced": ("locomotive", "scrap"),
    "factory": ("factory",),
    "lof": ("locomotive", "factory"),
    "qtoken": ("token",),
    "qcard": ("card",),
    "endgame": ("endgame",),
    "factory9": ("factory9",),
    "reuse": ("reuse",),
    "extra4": ("extra",),
}
#: Move types of each phase when no task is open.
PHASE_MOVES: dict[str, tuple[str, ...]] = {
    "bonus": ("bonus",),
    "relocate": ("relocate", "decline"),
    "actions": ("place", "pass"),
}


def _either(names: Sequence[Any]) -> Any:
    """Choices as a person lists them: "a, b or c"."""
    if len(names) < 2:
        return list(names)
    return T("{rest} or {last}", rest=list(names[:-1]), last=names[-1])


class RussianRailroads(Rules):
    slug = "russian-railroads"
    title = "Russian Railroads"
    version = 1
    min_players = 1
    max_players = 4
    handlers = HANDLERS
    droppable = True
    fact_labels: ClassVar[Mapping[str, Said | None]] = {
        "players_n": None,
        "solo": T("Solo game"),
        "options": T("Options"),
        "side": T("Board side (player counts)"),
        "round": T("Round"),
        "rounds": T("Rounds in the game"),
        "phase": T("Phase"),
        "actor": None,
        "order": T("Turn order (seats, first to last)"),
        "tasks": T("Steps waiting in this turn"),
        "spaces": T("Workers on action spaces"),
        "engineer_row": T("Engineers on offer (next first)"),
        "engineers_gone": T("Engineers taken"),
        "stacks": T("Locomotive/factory tiles left per value (index = value)"),
        "display": T("Factories on display"),
        "qcards": T("?-cards still available"),
        "bonus_cards": T("Bonus cards"),
        "bonus_queue": T("Bonus cards waiting"),
        "relocate_queue": T("Relocations waiting"),
        "relocate_from": None,
        "endgame_count": T("End-game cards left"),
        "emil": T("Solo opponent Emil"),
        "revealed_endgame": T("Revealed end-game card"),
    }

    words = WORDS

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
                raise InvalidOptions(
                    "E_OPTION_NOT_PLAYABLE", T("The option {option} is not playable.", option=key)
                )
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
        return handlers.legal_moves(state, seat)

    def default_payment(self, candidates: list[Move]) -> Move:
        return handlers.default_payment(candidates)

    # -- the pipeline's questions ----------------------------------------------------
    def is_over(self, state: State) -> bool:
        return bool(state["phase"] == "over")

    def accepts(self, state: State, seat: int) -> list[str]:
        if state["tasks"]:
            kinds: list[str] = []
            for task in tasks.active(state):
                kinds.extend(k for k in TASK_KINDS[task["kind"]] if k not in kinds)
            if not any(t["m"] for t in state["tasks"]):
                kinds.append("done")
            return kinds
        return list(PHASE_MOVES.get(state["phase"], ("place", "pass")))

    def refuse_unexpected(self, state: State, seat: int, kind: str) -> IllegalMove:
        return explain(state, seat, {"type": kind}, handlers.legal_moves(state, seat))

    def copy_state(self, state: State) -> State:
        copied: State = clone_json(state)
        return copied

    def score(self, state: State) -> Result | None:
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

    def settle(self, state: State, seat: int, move: Move, reveals: list[Reveal]) -> None:
        """End the turn when nothing is left to do, then collect what the move revealed:
        drawn cards, a kept end-game card (to its keeper), the end-game stack shown to a
        seat choosing from it, the end-game cards at the end."""
        browsing_before = state.pop("_browsing", False)
        flow.after_move(state)
        reveals.extend(Reveal(r) for r in state.pop("_reveals", []))
        if move["type"] == "endgame":
            reveals.append(
                Reveal({"endgame_card": move["card"]}, to=seat, redacted={"endgame_card": "hidden"})
            )
        for s, priv in enumerate(state["private"]):
            if priv["browsing"] and not (s == seat and browsing_before):
                reveals.append(
                    Reveal(
                        {"endgame_stack": list(priv["browsing"])},
                        to=s,
                        redacted={"endgame_stack": len(priv["browsing"])},
                    )
                )
        if state["phase"] == "over":
            reveals.append(Reveal({"endgame_cards": state["revealed_endgame"]}))

    # -- faces ----------------------------------------------------------------------
    def view_event(self, event: Mapping[str, Any], seat: int | None) -> dict[str, Any]:
        seen = super().view_event(event, seat)
        move = seen.get("move")
        if isinstance(move, dict) and move.get("type") == "endgame" and seat != event.get("seat"):
            seen["move"] = {"type": "endgame", "card": "hidden"}
            # what the others see of it, in the reader's language (it names no card)
            seen["words"] = hidden_endgame().as_json()
        return seen

    def timeout_move(self, state: State, seat: int) -> Move:
        moves = self.legal_moves(state, seat)
        for harmless in ({"type": "done"}, {"type": "pass"}, {"type": "decline"}):
            if harmless in moves:
                return harmless
        return moves[0]

    def move_text(self, state: State, seat: int, move: Move) -> Said:
        """The move in full sentences (the log, emails, the builder)."""
        return sentence(move)

    def notation(self, state: State, seat: int, move: Move) -> str:
        """The short typed form, stored with the event; it never names a kept end-game
        card."""
        return english(move_notation(move))

    def parse(self, state: State, seat: int, text: str) -> Move:
        return parse_text(self.legal_moves(state, seat), text, self.default_payment)

    def pending_kind(self, state: State) -> str:
        open_tasks = [t["kind"] for t in tasks.active(state)] if state["tasks"] else []
        if open_tasks:
            return str(open_tasks[0])
        return {"bonus": "start_bonus", "relocate": "relocation"}.get(state["phase"], "action")

    def pending_details(self, state: State) -> dict[str, Any]:
        open_tasks = [t["kind"] for t in tasks.active(state)] if state["tasks"] else []
        return {
            "phase": state["phase"],
            "round": state["round"],
            "decisions": open_tasks or [self.pending_kind(state)],
            "mandatory": any(t["m"] for t in state["tasks"]),
        }

    def pending_text(self, state: State, seats: Sequence[int], accepts: Sequence[str]) -> Said:
        players = [Player(s) for s in seats]
        if state["phase"] == "bonus" and not state["tasks"]:
            return T("{players}: choose a start bonus.", players=players)
        if state["phase"] == "relocate" and not state["tasks"]:
            return T("{players}: relocate a worker or decline.", players=players)
        if state["tasks"]:
            return T(
                "{players}: carry on with the action: {moves}.",
                players=players,
                moves=_either(self.move_names(accepts)),
            )
        return T(
            "{players}: place workers or pass (round {round}).",
            players=players,
            round=state["round"],
        )

    @property
    def bots(self) -> Mapping[str, Bot]:
        return self._bots
