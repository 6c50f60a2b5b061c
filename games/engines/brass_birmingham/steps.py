"""The task queue of the action being resolved, and the choices it stops for.

An action is checked and paid in one move, then leaves tasks (take coal, take iron, take
beer, place cubes, flip, offer another sale or a second rail). ``advance`` runs every task the
rules decide alone and stops at the first real choice, which becomes ``state["step"]`` and is
answered by a small move (coal / iron / beer / develop_bonus / sell_more / rail2 / done).
"""

from __future__ import annotations

from typing import Any

from games.engines.core import IllegalMove, Reveal, State

from . import board, resources, rounds
from . import catalog as cat
from .actions.develop import develop_one
from .actions.network import second_rail_options
from .actions.sell import sell_options
from .notation import merchant_text, source_text, tile_text
from .state import current_seat
from .words import WORDS, T, place


def advance(state: State, reveals: list[Reveal]) -> None:
    """Resolve forced tasks; end the action (and maybe the turn) when the queue is empty."""
    if state["phase"] != "actions":
        return
    seat = current_seat(state)
    queue = state["queue"]
    while queue:
        task = queue[0]
        if _auto(state, seat, task):
            queue.pop(0)
            continue
        state["step"] = describe(state, seat, task)
        return
    state["step"] = None
    state["action"] = None
    rounds.after_action(state, reveals)


def _auto(state: State, seat: int, task: dict[str, Any]) -> bool:
    kind = task["t"]
    if kind == "coal":
        return resources.auto_coal(state, task)
    if kind == "iron":
        return resources.auto_iron(state, task)
    if kind == "beer":
        return resources.auto_beer(state, seat, task)
    if kind == "produce":
        produce(state, task["loc"], task["slot"])
        return True
    if kind == "flip":
        tile = state["tiles"][task["loc"]][task["slot"]]
        resources.flip(state, tile)
        return True
    if kind == "develop_bonus":
        return not bonus_industries(state, seat)
    if kind == "sell_more":
        return not sell_options(state, seat)
    if kind == "rail2":
        return not second_rail_options(state, seat)
    raise AssertionError(kind)


def describe(state: State, seat: int, task: dict[str, Any]) -> dict[str, Any]:
    """The pending choice, public: what is to be chosen and from what."""
    kind = task["t"]
    step: dict[str, Any] = {"kind": kind, "seat": seat}
    if kind == "coal":
        step["need"] = task["need"]
        step["choices"] = [board.tile_ref(*c) for c in resources.coal_choices(state, task)]
    elif kind == "iron":
        step["need"] = task["need"]
        step["choices"] = [board.tile_ref(*c) for c in resources.iron_choices(state, task)]
    elif kind == "beer":
        step["need"] = task["need"]
        step["choices"] = resources.beer_choices(state, seat, task)
    elif kind == "develop_bonus":
        step["choices"] = bonus_industries(state, seat)
    return step


def produce(state: State, loc: str, slot: int) -> None:
    """Place cubes/barrels on a new tile; coal and iron go to their markets (digest 5.5 step 5)."""
    tile = state["tiles"][loc][slot]
    level = cat.tile_level(tile["industry"], tile["level"])
    if tile["industry"] == "brewery":
        tile["cubes"] = cat.BREWERY_BEER[state["era"]]
        return
    if tile["industry"] not in ("coal_mine", "iron_works"):
        return
    tile["cubes"] = level.produces
    kind = "coal" if tile["industry"] == "coal_mine" else "iron"
    if kind == "coal" and not board.merchant_reachable(board.distances(state, [loc])):
        return
    capacity = cat.MARKET[kind][0]
    key = f"{kind}_market"
    while tile["cubes"] and state[key] < capacity:
        resources.receive(state, tile["owner"], cat.sell_price(kind, state[key]))
        state[key] += 1
        tile["cubes"] -= 1
    if tile["cubes"] == 0:
        resources.flip(state, tile)


def bonus_industries(state: State, seat: int) -> list[str]:
    """Industries the Gloucester bonus may develop: a lowest tile without a light bulb."""
    out = []
    for industry in cat.INDUSTRIES:
        for index, count in enumerate(state["players"][seat]["mat"][industry]):
            if count:
                if cat.LEVELS[industry][index].can_develop:
                    out.append(industry)
                break
    return out


def _head(state: State, kind: str, code: str = "E_NO_CHOICE_PENDING") -> dict[str, Any]:
    queue = state["queue"]
    if not queue or queue[0]["t"] != kind:
        head = queue[0]["t"] if queue else None
        raise IllegalMove(
            code,
            T(
                "No {choice} choice is pending now; the game waits for {waiting}.",
                choice=WORDS.term("move", kind),
                waiting=WORDS.term("move", head) if head in WORDS.terms["move"] else T("an action"),
            ),
        )
    task: dict[str, Any] = queue[0]
    return task


def choose_coal(state: State, seat: int, move: dict[str, Any]) -> None:
    task = _head(state, "coal")
    choices = [board.tile_ref(*c) for c in resources.coal_choices(state, task)]
    if move["source"] not in choices:
        raise IllegalMove(
            "E_COAL_SOURCE_NOT_NEAREST",
            T(
                "Coal must come from the nearest connected mine with coal: {choices}.",
                choices=[tile_text(state, seat, c) for c in choices],
            ),
        )
    loc, slot = board.parse_ref(move["source"]) or ("", 0)
    resources.take_cube(state, state["tiles"][loc][slot])
    task["need"] -= 1
    if task["need"] == 0:
        state["queue"].pop(0)


def choose_iron(state: State, seat: int, move: dict[str, Any]) -> None:
    task = _head(state, "iron")
    choices = [board.tile_ref(*c) for c in resources.iron_choices(state, task)]
    if move["source"] not in choices:
        raise IllegalMove(
            "E_IRON_SOURCE_INVALID",
            T(
                "Iron must come from an iron works holding iron: {choices}.",
                choices=[tile_text(state, seat, c) for c in choices],
            ),
        )
    loc, slot = board.parse_ref(move["source"]) or ("", 0)
    resources.take_cube(state, state["tiles"][loc][slot])
    task["need"] -= 1
    if task["need"] == 0:
        state["queue"].pop(0)


def choose_beer(state: State, seat: int, move: dict[str, Any]) -> None:
    task = _head(state, "beer")
    source = move["source"]
    sources = resources.beer_sources(state, seat, task["at"], task["merchant"])
    for entry in sources:
        name = entry[0] if entry[2] is None else board.tile_ref(entry[0], entry[1])
        if name == source:
            resources.take_beer(state, seat, entry, task)
            if task["need"] == 0:
                state["queue"].pop(0)
            return
    spaces = {m["space"] for m in state["merchants"]}
    if source in spaces or source in cat.MERCHANTS:
        if task["merchant"] is None:
            raise IllegalMove(
                "E_DOUBLE_RAIL_NEEDS_BREWERY_BEER",
                T("The beer for a double rail link must come from a brewery."),
            )
        raise IllegalMove(
            "E_MERCHANT_BEER_WRONG_MERCHANT",
            T(
                "Only the barrel beside the merchant tile you sell to ({merchant}) may be used.",
                merchant=merchant_text(state, task["merchant"]),
            ),
        )
    ref = board.parse_ref(source)
    tile = state["tiles"][ref[0]][ref[1]] if ref else None
    if (
        tile is not None
        and tile["industry"] == "brewery"
        and tile["cubes"]
        and tile["owner"] != seat
    ):
        raise IllegalMove(
            "E_BEER_SOURCE_NOT_CONNECTED",
            T(
                "The brewery at {place} is another player's and is not connected to where the "
                "beer is needed.",
                place=place(ref[0]) if ref else source,
            ),
        )
    raise IllegalMove(
        "E_NO_BEER",
        T("{source} holds no beer you can use.", source=source_text(state, seat, source)),
    )


def choose_bonus(state: State, seat: int, move: dict[str, Any]) -> None:
    _head(state, "develop_bonus")
    industry = move.get("industry")
    if industry is not None:
        develop_one(state, seat, industry)
    state["queue"].pop(0)


def choose_done(state: State, seat: int, move: dict[str, Any]) -> None:
    queue = state["queue"]
    if not queue or queue[0]["t"] not in ("sell_more", "rail2"):
        raise IllegalMove("E_NO_CHOICE_PENDING", T("There is nothing optional to finish now."))
    queue.pop(0)
