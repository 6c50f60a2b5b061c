"""The 504 engine on the framework's pipeline (games/engines/core/pipeline.py): the move types
expected now (``accepts``), one handler that dispatches to the rule modules, and the
protocol methods.  A seat may be dropped: its decisions are then its timeout moves.
"""

from __future__ import annotations

import copy
import json
from collections.abc import Mapping, Sequence
from functools import cache
from typing import Any, ClassVar

import jsonschema

from games.engines.core import (
    LIMIT_PARAMS,
    Bot,
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
    Text,
    parse_by_notation,
    pass_above,
)

from .bots.play import greedy_bot, random_bot
from .combinations import REGISTERED as COMBINATIONS
from .combinations import wagon_exploration as exploration_wagon
from .core import actions, actors, purse, stages, turn
from .core.catalog import PROVISIONAL
from .core.counts import cards_of, connected_spaces, houses_of, terrain_counts
from .core.registry import MODULES
from .core.scoring import final_scores, result_of
from .core.state import RULES, copy_state, refuse_world, setup
from .core.words import WORDS, T, company, move_term, phase_name
from .core.world import all_world_ids, available_worlds, data_available_worlds, world
from .exploration import discovery as exploration
from .exploration import rewards as exploration_rewards
from .legal import legal_moves
from .majorities import shrinking as shrink
from .majorities.scorings import refuse_player_count
from .majorities.table import scoring_vp
from .military import combat
from .military import companies as military_companies
from .military import spaces as military
from .military.companies import DECISION_MOVES
from .moves import MOVE_SCHEMAS
from .notation import move_text, notation
from .privileges import auction, bidding, factories
from .privileges import cards as privileges
from .production import businesses, sale
from .race import actions as race_actions
from .race.awards import check_awards
from .readings import READINGS
from .roads import build as road_building
from .roads.neutral import update_ledger
from .shares import dividends, stock_round
from .shares import private as shares_private
from .transport import wagon as transport
from .transport.scoring import cargo_goods

JOINT = (
    bidding,
    auction,
    stock_round,
    dividends,
)  # imported for what they register: round steps (phases 1, 2), stages
VALIDATORS = {k: jsonschema.Draft202012Validator(v) for k, v in MOVE_SCHEMAS.items()}
#: Moves (as canonical JSON) that passed their schema: a game repeats few distinct moves, and
#: a schema check costs more than the rest of most moves.
VALID_MOVES: set[str] = set()
VALID_MOVES_KEPT = 20_000
HANDLERS = {
    "choose_capital": actions.choose_capital,
    "move_capital": race_actions.move_capital,
    "buy": actions.buy,
    "move": actions.step,
    "road": road_building.build_road,
    "business": businesses.build_business,
    "recycle": race_actions.recycle,
    "privilege": privileges.buy_privilege,
    "decline": privileges.decline_privilege,
    "reuse": privileges.reuse,
    "storm": military.storm,
    "new_capital": military.new_capital,
    "take": military_companies.take,
    "shrink": shrink.remove_unit,
    "explore": exploration.explore,
    "stop_exploring": exploration.stop_exploring,
    "harvest": exploration_rewards.harvest,
    "buy_share": shares_private.buy_share,
    "sell_share": shares_private.sell_share,
    "upgrade": transport.upgrade,
    "drive": transport.drive,
    "load": transport.load,
    "unload": transport.unload,
    "deliver": transport.deliver,
    "settle": transport.settle_here,
    "buy_mp": transport.buy_mp,
    "wagon_road": transport.wagon_road,
    "factory": factories.build_factory,
    "fight": combat.fight,
    "retreat": combat.retreat,
    "discover": exploration_wagon.discover,
    "join": exploration.join,
    "keep": sale.keep,
}
STAGE_MOVES = {"capitals": "choose_capital", "shrink": "shrink"}  # stages outside the turns
EXPLORING = ("explore", "stop_exploring", "join")  # an explorer under way: these only
TIMEOUT_DEFAULTS: tuple[Move, ...] = (
    {"type": "done"},
    {"type": "pass"},
    {"type": "drop_out"},
    {"type": "decline"},
    {"type": "sealed_bid", "amount": 0},
)
PHASE_OF = {
    "move_capital": ("3A",),
    "buy": ("3C",),
    "move": ("3D",),
    "road": ("3D",),
    "business": ("3D",),
    "recycle": ("3C", "3D"),
    "upgrade": ("3C",),
    "drive": ("3E",),
    "load": ("3E",),
    "unload": ("3E",),
    "deliver": ("3E",),
    "settle": ("3E",),
    "buy_mp": ("3E",),
    "wagon_road": ("3E",),
    "discover": ("3E",),
    "join": ("3D",),
    "privilege": ("3P",),
    "decline": ("3P",),
    "reuse": ("3D",),
    "storm": ("3D",),
    "take": (),
    "shrink": (),
    "explore": ("3D",),
    "stop_exploring": ("3D",),
    "harvest": ("3D",),
    "buy_share": ("3B",),
    "sell_share": shares_private.SELL_PHASES,
    "factory": ("3F",),
    "fight": ("3D", "3E", "3G"),
    "retreat": ("3D", "3E", "3G"),
    "keep": ("3H",),
    "done": ("3A", "3B", "3C", "3D", "3E", "3F", "3H"),
}


class FiveOFour(Rules):
    slug = "504"
    title = "504"
    version = RULES
    droppable = True  # a dropped seat's decisions are its timeout moves (the pipeline's)
    min_players = 2
    max_players = 4
    fact_labels: ClassVar[Mapping[str, Said | None]] = {
        "world": T("World"),
        "players": None,
        "board_id": T("Board"),
        "cards": T("City cards on the board (Race)"),
        "roads": T("Roads"),
        "businesses": T("Businesses (Production)"),
        "houses": T("Trading houses"),
        "goods_supply": T("Goods in the general supply"),
        "vp_log": T("Victory points awarded, by source"),
        "awards": T("Awards"),
        "round": T("Round"),
        "order": T("Turn order (seats, first to last)"),
        "turn": T("Turn under way"),
        "stage": T("Stage"),
        "capital_queue": T("Players still to choose a capital (next first)"),
        "result": None,
        "round_step": None,
        "pieces": T("Pieces per player (supply limits)"),
        "privileges": T("Privileges"),
        "factories": T("Factories"),
        "factories_destroyed": T("Factories destroyed"),
        "bids": T("Starting bids"),
        "neutral": T("Neutral inhabitants (Military)"),
        "free_cities": T("Free cities"),
        "auction": T("Privilege auction"),
        "loose": T("Goods lying on the board"),
        "house_goods": T("Goods in trading houses"),
        "goods_aside": T("Goods delivered by fallen companies (set aside, count for the end)"),
        "city_no": T("City numbers"),
        "demand": T("City demand fields"),
        "covered": T("Covered demand fields"),
        "prices": T("Goods prices"),
        "explore": T("Exploration: stacks, VP tiles on spaces (5.I), finds, income tiles (5.II)"),
        "majorities_i": T("Scoring cards"),
        "shrink": T("Shrinking under way"),
        "road_pool": T("Neutral roads left"),
        "road_ledger": None,
        "shares": T("Shares"),
        "actors": None,
        "companies": T("Public companies (president, share price, treasury, share units)"),
        "chart_moves": None,
        "stock_rounds": T("Stock rounds played"),
        "start_seat": T("Start player of the next stock round"),
        "sr": T("Stock round under way"),
        "dividends": T("Companies still to decide on dividends"),
        "decision": T("Decision waiting"),
        "retreat": T("Retreat under way"),
        "attacks": T("Attacks under way (attacker, inhabitants, road)"),
        "ends_now": None,
        "version": None,
        "mp_after": None,
        "extra_slot": None,
    }
    seat_fact_labels: ClassVar[Mapping[str, Said]] = {
        "capital": T("capital"),
        "pop": T("inhabitants on the board"),
        "supply": T("pieces in supply"),
        "card_total": T("city cards"),
        "goods": T("goods"),
        "vp": T("victory points"),
        "income": T("income"),
        "aside": T("income set aside"),
        "taxes": T("taxes"),
        "wagons": T("wagon"),
        "delivered": T("goods delivered"),
        "treasury": T("company treasury"),
    }

    # -- schemas and facts ------------------------------------------------------------
    def options_schema(self) -> dict[str, Any]:
        return {
            "type": "object",
            "properties": {
                "world": {
                    "type": "string",
                    "enum": list(available_worlds()),
                    "description": "World abc: module a on TOP I, b on TOP II, c on TOP III.",
                }
            },
            "required": ["world"],
            "additionalProperties": False,
        }

    def move_schemas(self) -> dict[str, dict[str, Any]]:
        return copy.deepcopy(MOVE_SCHEMAS)

    def check_fields(self, kind: str, move: Move) -> None:
        """As the framework's, remembering the moves that passed (apply is the hot path)."""
        try:
            key = json.dumps(move, sort_keys=True)
        except (TypeError, ValueError):
            key = None
        if key is not None and key in VALID_MOVES:
            return
        super().check_fields(kind, move)
        if key is not None:
            if len(VALID_MOVES) >= VALID_MOVES_KEPT:
                VALID_MOVES.clear()
            VALID_MOVES.add(key)

    def describe(self) -> dict[str, Any]:
        return {
            "provisional": [dict(p) for p in PROVISIONAL],
            "readings": list(READINGS),
            "combinations": list(COMBINATIONS),
            "worlds": {
                "all": len(all_world_ids()),
                "data_available": len(data_available_worlds()),
                "available": list(available_worlds()),
            },
        }

    def configurations(self) -> list[tuple[int, dict[str, Any]]]:
        """About ten worlds, rotating player counts (Race or Production on TOP I: random play
        with Roads on TOP I rarely connects enough cities to end, nor does Production on TOP I
        with Roads on TOP II, see tests/unit)."""
        # and every Production-I/Roads-II world (86x); 3.I worlds: uniform play often spends
        # every settlement before 20 factories stand (their unit tests play them)
        stalls = ("867", "869", "876")
        worlds = [
            w for w in available_worlds() if w[0] not in "36" and w[:2] != "86" and w not in stalls
        ]
        step = max(1, len(worlds) // 10)
        sample = worlds[::step][:10]
        shares = [w for w in worlds if w[0] == "9"][:1]  # public companies (9.I) too
        return [(2 + i % 3, {"world": w}) for i, w in enumerate(sample + shares)]

    # -- play -----------------------------------------------------------------------------
    def check_options(self, players: int, options: Mapping[str, Any]) -> None:
        super().check_options(
            players, {k: v for k, v in options.items() if k != "world"} | {"world": "268"}
        )
        w = refuse_world(str(options.get("world", "")))
        if w.at(7, "I"):
            refuse_player_count(players, w)

    def setup(self, players: int, options: dict[str, Any], seed: int) -> State:
        self.check_options(players, options)
        return setup(players, dict(options), seed)

    def setup_at(self, players: int, options: dict[str, Any], seed: int, version: int) -> State:
        """A game set up by the rules of an older engine version, to replay it as it was
        played (versions 1 to :data:`RULES`)."""
        if not 1 <= version <= RULES:
            raise ValueError(f"504 has rules versions 1 to {RULES}, not {version}")
        self.check_options(players, options)
        return setup(players, dict(options), seed, version)

    def to_act(self, state: State) -> list[int]:
        """The seats to decide now: the presidents of the acting companies with Shares on
        TOP I/II (core/actors.py), else the acting seats themselves."""
        joint = stages.current(state)
        if joint is not None and joint.by_seat:
            return joint.to_act(state)
        return actors.seats_of(state, acting(state))

    def acting(self, state: State) -> list[int]:
        return acting(state)

    def legal_moves(self, state: State, seat: int) -> list[Move]:
        return legal_moves(state, world(state["world"]), actor(state, seat))

    def actor(self, state: State, seat: int) -> int:
        return actor(state, seat)

    # -- the pipeline's parts ------------------------------------------------------------
    def is_over(self, state: State) -> bool:
        return bool(state["stage"] == "over")

    def copy_state(self, state: State) -> State:
        return copy_state(state)

    def accepts(self, state: State, seat: int) -> list[str]:
        """The move types expected now: a joint stage's, the capital choice, a removal in
        the 7.I shrinking, a pending decision's, or those of the turn's phase."""
        joint = stages.current(state)
        if joint is not None:
            return sorted(joint.handlers)
        expected = STAGE_MOVES.get(state["stage"])
        if expected is not None:
            return [expected]
        if state["stage"] != "play":
            return []
        decision = state.get("decision")
        if decision:
            return list(DECISION_MOVES[decision["kind"]])
        phase = state["turn"]["phase"]
        offered = world_moves(state["world"])
        kinds = [k for k in PHASE_OF if phase in phases_of(state, k) and k in offered]
        if state["turn"].get("explorer"):  # an explorer on its way: it goes on or stops
            kinds = [k for k in kinds if k in EXPLORING]
        return kinds

    def refuse_unexpected(self, state: State, seat: int, kind: str) -> IllegalMove:
        """The rule that makes a move type unexpected now, in 504's words."""
        joint = stages.current(state)
        if joint is not None:
            accepted = [move_term(k) for k in sorted(joint.handlers)]
            return MalformedMove(
                "E_MOVE_NOT_EXPECTED",
                T("Now the expected moves are: {accepted}.", accepted=accepted),
            )
        expected = STAGE_MOVES.get(state["stage"])
        if expected is not None:
            return MalformedMove(
                "E_MOVE_NOT_EXPECTED",
                T("Now the move is: {expected}.", expected=move_term(expected)),
            )
        decision = state.get("decision") if state["stage"] == "play" else None
        if decision:
            wanted = DECISION_MOVES[decision["kind"]]
            return MalformedMove(
                "E_MOVE_NOT_EXPECTED",
                T(
                    "Now the decision is: {kind}. The move is one of: {wanted}.",
                    kind=WORDS.term("decision", decision["kind"]),
                    wanted=[move_term(k) for k in wanted],
                ),
            )
        if state["stage"] == "play" and kind in ("new_capital", "take"):
            return MalformedMove(
                "E_MOVE_NOT_EXPECTED", T("No capital has fallen: there is nothing to decide.")
            )
        if state["stage"] == "play":
            phase = state["turn"]["phase"]
            if (
                kind in PHASE_OF
                and phase in phases_of(state, kind)
                and state["turn"].get("explorer")
            ):
                explorer = state["turn"]["explorer"]["from"]
                return IllegalMove(
                    "E_STILL_EXPLORING",
                    T(
                        "Your explorer on {explorer} is still exploring: explore another "
                        "space next to it, or stop exploring first.",
                        explorer=explorer,
                    ),
                )
            return MalformedMove(
                "E_MOVE_NOT_EXPECTED",
                T(
                    "The move “{kind}” does not fit phase {phase} of your turn.",
                    kind=move_term(kind) if kind in WORDS.terms["move"] else kind,
                    phase=phase_name(phase),
                ),
            )
        return super().refuse_unexpected(state, seat, kind)

    def score(self, state: State) -> Result | None:
        if state["stage"] != "over":
            return None
        return result_of(state, world(state["world"]))

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        """As EngineBase; with 9.III every player's money is their private company's
        treasury, public by general rule 28."""
        seen = super().view(state, seat)
        if "shares" in state and world(state["world"]).at(9, "III"):
            seen["treasury"] = [p["money"] for p in state["private"]]
        return seen

    def standing_orders(self) -> list[StandingOrder]:
        return [
            StandingOrder(
                "pass_above",
                T("In a privilege auction, pass once the least allowed bid is above {limit} M."),
                LIMIT_PARAMS,
            )
        ]

    def standing_order_move(self, state: State, seat: int, order: Mapping[str, Any]) -> Move | None:
        """Pass in the privilege auction once bidding costs more than the limit (the sealed
        bids for the turn order are not an auction of this kind)."""
        if order.get("kind") != "pass_above" or self.pending(state).get("kind") != "auction":
            return None
        return pass_above(self.legal_moves(state, seat), int(order["params"]["limit"]))

    def timeout_move(self, state: State, seat: int) -> Move:
        """The harmless choice: done, pass, decline, a sealed bid of 0; else the first move."""
        moves = self.legal_moves(state, seat)
        if moves[-1]["type"] == "stop_exploring":
            return moves[-1]
        for harmless in TIMEOUT_DEFAULTS:
            if harmless in moves:
                return dict(harmless)
        return moves[0]

    def view_event(self, event: Mapping[str, Any], seat: int | None) -> dict[str, Any]:
        """A sealed bid stays hidden from the others in the history (its amount is revealed
        to everybody only with all bids, as a reveal)."""
        seen = super().view_event(event, seat)
        move = seen.get("move")
        hidden = seat is None or seat != event.get("seat")
        if isinstance(move, dict) and move.get("type") == "sealed_bid" and hidden:
            seen["move"] = {"type": "sealed_bid"}
            seen["notation"] = "sealed bid"
            # the words in the reader's language (the platform renders them; the notation
            # stays the stored English one line)
            seen["words"] = T("a sealed bid").as_json()
        return seen

    words = WORDS

    def move_text(self, state: State, seat: int, move: Move) -> Text:
        return move_text(state, seat, move)

    def parse(self, state: State, seat: int, text: str) -> Move:
        """Typed text to a legal move: the notation (as typed and stored) or the words the
        log and the emails show, in any language the server has."""
        return parse_by_notation(
            self, state, seat, text, also=lambda m: move_text(state, seat, m, typed=True)
        )

    def notation(self, state: State, seat: int, move: Move) -> str:
        """The one line stored with the event ("done 3C"; the words name the phase)."""
        return notation(state, seat, move)

    def pending_kind(self, state: State) -> str:
        return str(self._pending(state)["kind"])

    def pending_details(self, state: State) -> dict[str, Any]:
        """504's details: the phase and round of a turn, a stage's own (bids, the auction's
        minimum...); with public companies ``companies`` names the companies the seats
        decide for."""
        shown = self._pending(state)
        details = {k: v for k, v in shown.items() if k not in ("seats", "kind")}
        joint = stages.current(state)
        if actors.public(state) and not (joint and joint.by_seat):
            details["companies"] = shown["seats"]
        return details

    def pending_text(self, state: State, seats: Sequence[int], accepts: Sequence[str]) -> Text:
        """Who decides what, in 504's words: a turn by its round and phase (the rulebook's
        phase names), a stage or decision by its name; then the kinds of move legal now
        (``accepts`` also names a phase's moves that the position does not allow)."""
        shown = self._pending(state)
        players: Any = [Player(s) for s in seats]
        joint = stages.current(state)
        if actors.public(state) and not (joint and joint.by_seat):  # presidents decide
            colours = [state["companies"][c]["colour"] for c in shown["seats"]]
            players = T(
                "{players} for {companies}",
                players=players,
                companies=[company(c) for c in colours],
            )
        legal = {m["type"] for s in seats for m in self.legal_moves(state, s)}
        moves = self.move_names([k for k in accepts if k in legal] or accepts)
        if shown["kind"] == "turn":
            return T(
                "{players}: round {round}, phase {phase}. Possible moves: {moves}.",
                players=players,
                round=shown["round"],
                phase=phase_name(shown["phase"]),
                moves=moves,
            )
        return T(
            "{players}: {decision}. Possible moves: {moves}.",
            players=players,
            decision=WORDS.term("decision", str(shown["kind"])),
            moves=moves,
        )

    def _pending(self, state: State) -> dict[str, Any]:
        joint = stages.current(state)
        if joint is not None:
            return joint.pending(state)
        if state["stage"] == "capitals":
            return {"seats": self.acting(state), "kind": "choose_capital"}
        if state["stage"] == "shrink":
            seat, units = state["shrink"]["queue"][0]
            return {"seats": [seat], "kind": "shrink", "units": units}
        if state["stage"] == "play":
            t = state["turn"]
            decision = state.get("decision")
            if decision:
                return {"seats": [decision["seat"]], "kind": decision["kind"]}
            return {
                "seats": [t["seat"]],
                "kind": "turn",
                "phase": t["phase"],
                "round": state["round"],
            }
        return {"seats": [], "kind": "over"}

    def estimate(self, state: State, seat: int) -> float:
        """The greedy bot's view of a state: its score lead now, plus a little money."""
        w = world(state["world"])
        scores, _, _ = final_scores(state, w)
        lead = scores[seat] - max(s for i, s in enumerate(scores) if i != seat)
        money = purse.seat_money(state, seat)
        extra = 0.0
        if w.top1 == 1:
            extra = 2 * cargo_goods(state, seat)
        elif w.top1 == 2:
            extra = 3 * cards_of(state, seat)
        elif w.top1 == 6:
            extra = 2 * terrain_counts(state, connected_spaces(state, seat))["city"]
        elif w.top1 == 8:
            extra = 2 * houses_of(state, seat) + sum(state["goods"][seat].values())
        elif w.top1 == 7:
            extra = scoring_vp(state, w)[seat] / 2  # what a scoring now would bring
        return lead + extra + money / 40

    @property
    def bots(self) -> Mapping[str, Bot]:
        return {"random": random_bot(self), "greedy": greedy_bot(self)}


GENERAL_MOVES = frozenset({"choose_capital", "buy", "move", "done"})  # general rules


@cache
def world_moves(wid: str) -> frozenset[str]:
    """The move types of a world: the general ones and those its three modules add."""
    return GENERAL_MOVES.union(*(MODULES[m].moves for m in world(wid).top))


def phases_of(state: State, kind: str) -> tuple[str, ...]:
    """The turn's phases in which a move type fits (settlements are recycled whenever a
    space is settled: 3D, and from rules version 2 also 3E and 3G)."""
    if kind == "recycle":
        return ("3C", *race_actions.settling_phases(state))
    return PHASE_OF[kind]


def acting(state: State) -> list[int]:
    """The actors (players, or public companies) whose decision is pending."""
    joint = stages.current(state)
    if joint is not None:
        return joint.to_act(state)
    if state["stage"] == "capitals":
        return [state["capital_queue"][0]]
    if state["stage"] == "play":
        decision = state.get("decision")
        return [decision["seat"] if decision else state["turn"]["seat"]]
    if state["stage"] == "shrink":
        return [state["shrink"]["queue"][0][0]]
    return []


def actor(state: State, seat: int) -> int:
    """The actor ``seat`` decides for now (itself unless companies act, or a stage addresses
    the players themselves)."""
    joint = stages.current(state)
    if joint is not None and joint.by_seat:
        return seat
    return actors.actor_for(state, seat, acting(state))


def run_rules(work: State, seat: int, move: Move, reveals: list[Reveal]) -> None:
    """The one handler of every 504 move type: the actor the seat decides for (a public
    company's president decides for it), then the rule modules' handler for it."""
    kind = move["type"]
    joint = stages.current(work)
    decision = work.get("decision") if work["stage"] == "play" else None
    w = world(work["world"])
    actor_ = actor(work, seat)
    before = dict(work["supply"][actor_])
    exploration.forget_discovery(work, kind)
    if joint is not None:
        joint.handlers[kind](work, w, actor_, move)
    elif kind == "done":
        turn.done(work, w, actor_)
    elif decision and decision["kind"] != "new_capital":
        military_companies.decide(work, w, actor_, move)
    else:
        HANDLERS[kind](work, w, actor_, move)
        combat.note_supply_end(work, w, actor_, before, kind)
        check_awards(work, w, actor_)
        update_ledger(work, w, actor_)
    reveals.extend(work.pop("_reveals", []))


#: Every move type runs the one handler above (the pipeline's table).
FiveOFour.handlers = dict.fromkeys(MOVE_SCHEMAS, run_rules)
