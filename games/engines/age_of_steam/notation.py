"""Readable move text and the parser for typed (email) replies."""

from __future__ import annotations

import re
from typing import Any

from games.engines.core import (
    AmbiguousMove,
    Engine,
    IllegalMove,
    MalformedMove,
    normalise_text,
    parse_by_notation,
)

from .catalog import ACTION_NAMES, SHAPES
from .common import State, gmap, place_name, seat_name
from .rounds import current
from .versions import version_of


def _step_text(state: State, step: dict[str, Any]) -> str:
    if step.get("special_link"):
        text = "Build the special link Düsseldorf & Cologne - Essen & Dortmund"
    else:
        text = f"Build tile {step['tile']} at {step['hex']}, rotation {step.get('rotation', 0)}"
    if step.get("half_price"):
        text += " at half price"
    if step.get("bonus_players"):
        names = " and ".join(seat_name(int(p)) for p in step["bonus_players"])
        text += f", transcontinental bonus to {names}"
    return text


def notation(state: State, seat: int, move: dict[str, Any]) -> str:
    kind = move.get("type")
    if kind == "issue_shares":
        n = move["count"]
        return f"Issue {n} share{'s' if n != 1 else ''}"
    if kind == "bid":
        return f"Bid ${move['amount']}"
    if kind == "pass":
        return "Pass"
    if kind == "use_turn_order_pass":
        return "Use Turn Order Pass"
    if kind == "select_action":
        action = move.get("action")
        return f"Take {ACTION_NAMES.get(action or '', 'no action')}"
    if kind == "urbanize":
        return (
            f"Urbanize {place_name(state, move['hex'])} ({move['hex']}) as New City "
            f"{move['letter']}"
        )
    if kind == "skip_urbanize":
        return "Skip urbanization"
    if kind == "build":
        return _step_text(state, move)
    if kind == "build_special_link":
        return _step_text(state, {**move, "special_link": True})
    if kind == "end_build":
        return "End build turn"
    if kind == "take_back_build":
        return "Take back this turn's track and end the build turn"
    if kind == "build_turn":
        steps = move.get("steps", [])
        if not steps:
            return "Build turn: build nothing"
        return "Build turn: " + "; ".join(_step_text(state, s) for s in steps)
    if kind == "deliver":
        return _deliver_text(state, seat, move)
    if kind == "increase_locomotive":
        return "Increase locomotive"
    if kind == "place_production":
        cubes = (state.get("production") or {}).get("cubes", [])
        parts = [
            f"{cubes[i] if i < len(cubes) else 'cube'} on {c}/{r + 1}"
            for i, (c, r) in enumerate(move["spaces"])
        ]
        return "Place " + ", ".join(parts)
    if kind == "pay_start":
        return "Pay $5 to be start player"
    if kind == "decline_start":
        return "Decline to pay for start player"
    return str(kind)


def _deliver_text(state: State, seat: int, move: dict[str, Any]) -> str:
    from .goods import link_index

    links = move["links"]
    index = link_index(state)
    owners: dict[str, int] = {}
    for key in links:
        link = index.by_key.get(tuple(key))
        owner = link.owner if link else -1
        if link is None and gmap(state).rules.cubes_on_tiles:
            tl = [x for x in index.tile_links(key[0]) if list(x.hexes) == list(key)]
            owner = tl[0].owner if tl else -1
        name = "mine" if owner == seat else ("unowned" if owner < 0 else f"{seat_name(owner)}'s")
        owners[name] = owners.get(name, 0) + 1
    own = ", ".join(f"{n} {name}" for name, n in owners.items())
    start = place_name(state, move["from"])
    end = place_name(state, links[-1][-1])
    route = " / ".join("-".join(k) for k in links)
    text = (
        f"Deliver {move['colour']} from {start} to {end} over {len(links)} "
        f"link{'s' if len(links) != 1 else ''}: {own}; route {route}"
    )
    if "bonus_link" in move:
        text += f"; bonus to link {move['bonus_link'] + 1}"
    return text


_BUILD = re.compile(
    r"^build(?: tile)? (?P<tile>[a-z0-9_ ]+?) (?:at|on) (?P<hex>[a-z]\d{1,2}|\d+ \d+)"
    r"(?: rotation| rot| r)? (?P<rot>[0-5])(?P<half> at half price)?$"
)


def parse(engine: Engine, state: State, seat: int, text: str) -> dict[str, Any]:
    wanted = normalise_text(text)
    if not wanted:
        raise MalformedMove("E_UNREADABLE", "The reply holds no move text.")
    if (
        state["phase"] == "build"
        and not gmap(state).rules.incomplete_sections_allowed
        and version_of(state) < 2
        and wanted.startswith("build turn")
    ):
        return _parse_turn(engine, state, seat, wanted)
    m = _BUILD.match(wanted)
    if m and state["phase"] == "build":
        tile = m["tile"].replace(" ", "_")
        if tile not in SHAPES:
            close = [s for s in SHAPES if tile.split("_")[0] in s]
            raise IllegalMove(
                "E_NO_MATCHING_MOVE",
                f"There is no tile “{m['tile']}”; tiles: {', '.join(close or list(SHAPES))}.",
                candidates=close,
            )
        hexes = {h.lower().replace(",", " "): h for h in gmap(state).hexes}
        h = hexes.get(m["hex"])
        if h is None:
            raise IllegalMove(
                "E_NO_MATCHING_MOVE", f"There is no hex {m['hex'].upper()} on this map."
            )
        move = {"type": "build", "hex": h, "tile": tile, "rotation": int(m["rot"])}
        if m["half"]:
            move["half_price"] = True
        engine.apply(state, seat, move)  # raises IllegalMove with the rule's reason
        return move
    aliases = {
        "end": "end build turn",
        "done": "end build turn",
        "end turn": "end build turn",
        "skip": "skip urbanization",
        "loco": "increase locomotive",
        "locomotive": "increase locomotive",
    }
    if state["phase"] == "actions" and wanted in {normalise_text(v) for v in ACTION_NAMES.values()}:
        wanted = "take " + wanted
    text = aliases.get(wanted, wanted)
    try:
        return parse_by_notation(engine, state, seat, text)
    except AmbiguousMove:
        raise
    except IllegalMove as err:
        if current(state) != seat:
            raise IllegalMove("E_NOT_YOUR_TURN", "It is not your turn.") from err
        raise


def _parse_turn(engine: Engine, state: State, seat: int, wanted: str) -> dict[str, Any]:
    """Germany: "Build turn: build tile straight at D5, rotation 0; build the special link"."""
    body = wanted[len("build turn") :].strip()
    steps: list[dict[str, Any]] = []
    if body not in ("", "build nothing"):
        hexes = {h.lower(): h for h in gmap(state).hexes}
        # normalise_text dropped the ";" separators: split before every "build".
        parts = ["build" + p for p in (" " + body).split(" build") if p.strip()]
        for part in parts:
            part = part.strip()
            half = part.endswith(" at half price")
            if half:
                part = part[: -len(" at half price")]
            if part.startswith("build the special link"):
                step: dict[str, Any] = {"special_link": True}
            else:
                m = _BUILD.match(part)
                if not m or m["tile"].replace(" ", "_") not in SHAPES or m["hex"] not in hexes:
                    raise IllegalMove(
                        "E_NO_MATCHING_MOVE",
                        f"“{part}” is not a build step; "
                        "write e.g. “build tile straight at D5, rotation 0”.",
                    )
                step = {
                    "hex": hexes[m["hex"]],
                    "tile": m["tile"].replace(" ", "_"),
                    "rotation": int(m["rot"]),
                }
            if half:
                step["half_price"] = True
            steps.append(step)
    move = {"type": "build_turn", "steps": steps}
    engine.apply(state, seat, move)  # raises IllegalMove with the rule's reason
    return move


def pending_text(state: State) -> str:
    seat = current(state)
    if seat is None or state["phase"] == "over":
        return "The game is over."
    what = {
        "shares": "issue shares",
        "auction": "bid or pass in the turn-order auction",
        "actions": "choose an action",
        "urbanize": "place a New City or skip",
        "build": "build track",
        "move": f"move goods (round {(state.get('move') or {}).get('round', 1)})",
        "production": "place the Production cubes",
        "order": "decide whether to pay $5 to be start player",
    }.get(state["phase"], state["phase"])
    return f"Round {state['round']}: {seat_name(seat)} to {what}."
