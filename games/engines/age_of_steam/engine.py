"""The Age of Steam engine on the framework's pipeline (games.engines.core.Rules): the
handler table (handlers.py), the move types expected now, what settles after a move, the
engine's words; the rules live in the modules it dispatches to."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from games.engines.core import (
    E_NOT_YOUR_TURN,
    LIMIT_PARAMS,
    Bot,
    Handler,
    IllegalMove,
    Move,
    Outcome,
    Player,
    Result,
    Reveal,
    Rules,
    Said,
    StandingOrder,
    bid_up_to,
    draw_rng,
    english,
)

from . import rounds, words
from .bots import greedy_bot, random_bot
from .build_track.turn import unfinished
from .common import State, copy_for_move, gmap
from .describe import describe as describe_facts
from .handlers import HANDLERS
from .legal import legal_moves
from .maps import MAPS, PLAYABLE_MAPS
from .moves import MOVE_SCHEMAS, PHASE_MOVES, plainly_valid
from .notation import move_text, notation_text, parse, pending_text
from .scoring import result as final_result
from .setup import new_state
from .versions import CURRENT, upgrade_state, version_of
from .words import WORDS, T


class AgeOfSteam(Rules):
    slug = "age-of-steam"
    title = "Age of Steam"
    version = CURRENT
    min_players = 1
    max_players = 6
    words = WORDS
    handlers: ClassVar[Mapping[str, Handler]] = HANDLERS
    #: A seat that leaves the game plays on by its timeout moves (no shares, passes, the
    #: first free action, no track, no delivery): it still pays its expenses (l. 570-584).
    droppable = True
    fact_labels: ClassVar[Mapping[str, Said | None]] = {
        "version": None,
        "map": T("Map"),
        "options": T("Options"),
        "n": None,
        "round": T("Round"),
        "rounds": T("Rounds in the game"),
        "phase": T("Phase"),
        "order": T("Turn order"),
        "actions": T("Special actions taken"),
        "blocked": T("Actions still taken"),
        "turn": None,
        "queue": T("Players still to act in this phase"),
        "auction": T("Auction for turn order"),
        "build": T("Track building under way"),
        "move": T("Goods movement under way"),
        "production": T("Production under way"),
        "lucia": T("Start player decision"),
        "new_cities": T("New Cities"),
        "new_city_letters": T("New City tiles in the game"),
        "cubes": T("Goods cubes on the map"),
        "display": T("Goods display"),
        "supply": T("Track tiles left"),
        "town_markers": T("Town markers left"),
        "removed": T("Goods cubes out of the game"),
        "stations": T("Foreign stations"),
        "special_link": T("Special link"),
        "transcon": T("Transcontinental link built"),
        "bag_size": T("Cubes left in the bag"),
        "log": None,
        "tiebreak": T("Tie-break"),
        "dropped": T("Players who left the game"),
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
        raw: list[dict[str, Any]] = []
        rounds.start_round(state, lambda: draw_rng(state), raw)
        rounds.advance(state, lambda: draw_rng(state), raw)
        return state

    def setup_at(self, players: int, options: dict[str, Any], seed: int, version: int) -> State:
        """A game set up by the rules of an older engine version, to replay it as it was
        played: version 1 wrote no "version" into its states (versions.py)."""
        if not 1 <= version <= CURRENT:
            raise ValueError(f"Age of Steam has rules versions 1 to {CURRENT}, not {version}")
        state = self.setup(players, options, seed)
        if version == 1:
            del state["version"]
        else:
            state["version"] = version
        return state

    def to_act(self, state: State) -> list[int]:
        seat = rounds.current(state)
        return [] if seat is None or state["phase"] == "over" else [seat]

    def legal_moves(self, state: State, seat: int) -> list[dict[str, Any]]:
        return legal_moves(upgrade_state(state), seat)

    def apply(self, state: State, seat: int, move: Move) -> Outcome:
        return super().apply(upgrade_state(state), seat, move)

    # -- the pipeline's questions -----------------------------------------------
    def is_over(self, state: State) -> bool:
        return bool(state["phase"] == "over")

    def accepts(self, state: State, seat: int) -> list[str]:
        """The move types of the phase; the build phase's special link only where the map
        has one, version 1's whole build turn only in a version 1 Germany game."""
        phase = state["phase"]
        kinds = list(PHASE_MOVES.get(phase, ()))
        if phase == "build":
            kinds.remove("urbanize")  # placed before the first builder (phase "urbanize")
            if not gmap(state).extra.get("special_connection"):
                kinds.remove("build_special_link")
            if version_of(state) >= 2 or gmap(state).rules.incomplete_sections_allowed:
                kinds.remove("build_turn")
        return kinds

    def refuse_not_your_turn(self, state: State, seat: int, move: Move) -> IllegalMove:
        """Whose rule a move breaks when its seat is not to act: the Urbanization holder's,
        the phase's, else the turn's."""
        kind = move.get("type") if isinstance(move, dict) else None
        if isinstance(kind, str) and kind in MOVE_SCHEMAS:
            if kind == "urbanize" and state["actions"].get("urbanization") != seat:
                return self.refuse_unexpected(state, seat, kind)
            if kind not in PHASE_MOVES.get(state["phase"], ()):
                return self.refuse_unexpected(state, seat, kind)
        acting = rounds.current(state)
        if acting is None:
            return IllegalMove(E_NOT_YOUR_TURN, T("It is not your turn."))
        return IllegalMove(E_NOT_YOUR_TURN, T("It is {player}'s turn.", player=Player(acting)))

    def refuse_unexpected(self, state: State, seat: int, kind: str) -> IllegalMove:
        phase = state["phase"]
        if kind == "urbanize":
            if state["actions"].get("urbanization") != seat:
                return IllegalMove(
                    "E_ACTION_NOT_HELD", T("Only the Urbanization holder may build a New City.")
                )
            return IllegalMove(
                "E_WRONG_PHASE",
                T(
                    "The New City is placed at the start of the Build Track phase, before "
                    "anyone builds."
                ),
            )
        if phase == "build" and kind == "build_turn":
            return IllegalMove(
                "E_WRONG_MOVE_TYPE", T("Build one tile per move, then say you are done building.")
            )
        if phase == "build" and kind == "build_special_link":
            return IllegalMove(
                "E_NO_SPECIAL_LINK",
                T("The {map} map has no special link.", map=words.map_name(gmap(state).key)),
            )
        return IllegalMove(
            "E_WRONG_PHASE",
            T(
                "{move} is not possible in the {phase} phase.",
                move=words.move_name(kind),
                phase=words.phase(phase),
            ),
        )

    def check_fields(self, kind: str, move: dict[str, Any]) -> None:
        """The move against its schema; the common moves are accepted without running the
        schema validator (moves.plainly_valid), anything else gets the full check."""
        if not plainly_valid(move):
            super().check_fields(kind, move)

    def copy_state(self, state: State) -> State:
        return copy_for_move(state)

    def settle(self, state: State, seat: int, move: Move, reveals: list[Reveal]) -> None:
        """The round runs on to the next decision (rounds.advance): income, expenses, goods
        growth and what chance decided there."""
        raw: list[dict[str, Any]] = []
        rounds.advance(state, lambda: draw_rng(state), raw)
        reveals.extend(Reveal(r) for r in raw)

    def score(self, state: State) -> Result | None:
        return final_result(upgrade_state(state))

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        return super().view(upgrade_state(state), seat)

    def standing_orders(self) -> list[StandingOrder]:
        return [
            StandingOrder(
                "bid_up_to",
                T("In the turn-order auction, bid the least allowed up to ${limit}, then pass."),
                LIMIT_PARAMS,
            )
        ]

    def standing_order_move(
        self, state: State, seat: int, order: Mapping[str, Any]
    ) -> dict[str, Any] | None:
        """Bid up to the limit, then pass: only in the turn-order auction (never the Turn
        Order Pass, which a player spends by choice)."""
        if order.get("kind") != "bid_up_to" or upgrade_state(state)["phase"] != "auction":
            return None
        return bid_up_to(self.legal_moves(state, seat), int(order["params"]["limit"]))

    def timeout_move(self, state: State, seat: int) -> dict[str, Any]:
        """The rulebook's harmless default of each decision (also a dropped seat's move)."""
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

    # -- what is pending, in words ---------------------------------------------
    def pending(self, state: State) -> dict[str, Any]:
        return super().pending(upgrade_state(state))

    def pending_kind(self, state: State) -> str:
        return str(state["phase"])

    def pending_text(self, state: State, seats: Sequence[int], accepts: Sequence[str]) -> Said:
        return pending_text(state, list(seats))

    def pending_details(self, state: State) -> dict[str, Any]:
        return {"phase": state["phase"], "round": state["round"]}

    def move_text(self, state: State, seat: int, move: dict[str, Any]) -> Said:
        return move_text(upgrade_state(state), seat, move)

    def notation(self, state: State, seat: int, move: dict[str, Any]) -> str:
        """The move as typed (hex labels and rotations), stored with its event."""
        return english(notation_text(upgrade_state(state), seat, move))

    def parse(self, state: State, seat: int, text: str) -> dict[str, Any]:
        return parse(self, upgrade_state(state), seat, text)

    @property
    def bots(self) -> Mapping[str, Bot]:
        return {"random": random_bot, "greedy": greedy_bot}
