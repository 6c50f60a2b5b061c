"""Moves in words (Texts the platform renders in the reader's language) and typed replies
back to moves."""

from __future__ import annotations

import re
from typing import Any

from games.engines.core import (
    E_NO_MATCHING_MOVE,
    E_NOT_YOUR_TURN,
    AmbiguousMove,
    Engine,
    IllegalMove,
    Player,
    Said,
    Text,
    fold,
    parse_by_notation,
)
from games.engines.core.words import folded_renderings

from . import move_words, words
from .build_track.turn import special_link_name
from .catalog import SHAPES
from .common import State, gmap
from .goods import link_index
from .rounds import current
from .versions import version_of
from .words import WORDS, T, Tn


def _step_text(state: State, step: dict[str, Any], typed: bool) -> Text:
    if step.get("special_link"):
        text = T("Build the special link {link}", link=special_link_name(state))
    elif not typed:
        text = move_words.build_text(state, step)
    else:
        text = T(
            "Build tile {tile} at {place}, rotation {rotation}",
            tile=words.tile(step["tile"]) if step["tile"] in SHAPES else str(step["tile"]),
            place=words.spot(state["map"], step["hex"]),
            rotation=step.get("rotation", 0),
        )
    if step.get("half_price"):
        text = T("{move} at half price", move=text)
    if step.get("bonus_players"):
        text = T(
            "{move}, transcontinental bonus to {players}",
            move=text,
            players=[Player(int(p)) for p in step["bonus_players"]],
        )
    return text


def move_text(state: State, seat: int, move: dict[str, Any]) -> Said:
    """The move in a player's words (the game log, emails, the move builder)."""
    return _text(state, seat, move, typed=False)


def notation_text(state: State, seat: int, move: dict[str, Any]) -> Said:
    """The move as a player types it: builds by hex label and rotation, deliveries by the
    route's hexes (stored as the event's notation; a reply in these words is read too)."""
    return _text(state, seat, move, typed=True)


def _text(state: State, seat: int, move: dict[str, Any], typed: bool) -> Said:
    kind = move.get("type")
    if kind == "issue_shares":
        if move["count"] == 0 and not typed:
            return T("Issue no shares")
        return Tn("Issue {count} share", "Issue {count} shares", "count", count=move["count"])
    if kind == "bid":
        return T("Bid ${amount}", amount=move["amount"])
    if kind == "pass":
        return T("Pass")
    if kind == "use_turn_order_pass":
        return T("Use Turn Order Pass")
    if kind == "select_action":
        action = move.get("action")
        if action is None:
            return T("Take no action")
        return T("Take {action}", action=words.action(action))
    if kind == "urbanize" and not typed:
        town = move_words.named(state, move["hex"])
        if town is None:
            return T(
                "Urbanize the town at {hex} as New City {letter}",
                hex=move["hex"],
                letter=move["letter"],
            )
        return T("Urbanize {place} as New City {letter}", place=town, letter=move["letter"])
    if kind == "urbanize":
        return T(
            "Urbanize {place} ({hex}) as New City {letter}",
            place=words.place(state, move["hex"]),
            hex=move["hex"],
            letter=move["letter"],
        )
    if kind == "skip_urbanize":
        return T("Skip urbanization")
    if kind == "build":
        return _step_text(state, move, typed)
    if kind == "build_special_link":
        return _step_text(state, {**move, "special_link": True}, typed)
    if kind == "end_build":
        return T("End build turn")
    if kind == "take_back_build":
        return T("Take back this turn's track and end the build turn")
    if kind == "build_turn":
        steps = move.get("steps", [])
        if not steps:
            return T("Build turn: build nothing")
        return T("Build turn: {steps}", steps=[_step_text(state, s, typed) for s in steps])
    if kind == "deliver":
        return _deliver_text(state, seat, move, typed)
    if kind == "increase_locomotive":
        return T("Increase locomotive")
    if kind == "place_production":
        cubes = (state.get("production") or {}).get("cubes", [])
        return T(
            "Place {placements}",
            placements=[
                T(
                    "{cube} on {space}",
                    cube=words.colour(cubes[i]) if i < len(cubes) else T("a cube"),
                    space=words.display_space(c, r),
                )
                for i, (c, r) in enumerate(move["spaces"])
            ],
        )
    if kind == "pay_start":
        return T("Pay $5 to be start player")
    if kind == "decline_start":
        return T("Decline to pay for start player")
    return str(kind)


def _deliver_text(state: State, seat: int, move: dict[str, Any], typed: bool) -> Text:
    links = move["links"]
    index = link_index(state)
    owned: list[int] = []
    for key in links:
        link = index.by_key.get(tuple(key))
        owner = link.owner if link else -1
        if link is None and gmap(state).rules.cubes_on_tiles:
            tl = [x for x in index.tile_links(key[0]) if list(x.hexes) == list(key)]
            owner = tl[0].owner if tl else -1
        owned.append(owner)
    if not typed:
        text = move_words.delivery_text(state, seat, move, owned)
        if "bonus_link" in move:
            text = T("{move}; bonus to link {number}", move=text, number=move["bonus_link"] + 1)
        return text
    owners: dict[int, int] = {}
    for owner in owned:
        owners[owner] = owners.get(owner, 0) + 1
    whose = []
    for owner, n in owners.items():
        if owner == seat:
            whose.append(Tn("{count} of yours", "{count} of yours", "count", count=n))
        elif owner < 0:
            whose.append(Tn("{count} unowned", "{count} unowned", "count", count=n))
        else:
            whose.append(T("{count} of {player}", count=n, player=Player(owner)))
    text = Tn(
        "Deliver {colour} from {start} to {end} over {count} link: {whose}; route {route}",
        "Deliver {colour} from {start} to {end} over {count} links: {whose}; route {route}",
        "count",
        colour=words.colour(move["colour"]),
        start=words.place(state, move["from"]),
        end=words.place(state, links[-1][-1]),
        count=len(links),
        whose=whose,
        route=[T("{places}", places=words.route(state, key)) for key in links],
    )
    if "bonus_link" in move:
        text = T("{move}; bonus to link {number}", move=text, number=move["bonus_link"] + 1)
    return text


def _tile_names() -> dict[str, str]:
    """A tile as typed (its name in any language the server has, or its key, folded) -> its
    key."""
    names = {fold(key.replace("_", " ")): key for key in SHAPES}
    for key in WORDS.terms["tile"]:
        for name in folded_renderings(T("{tile}", tile=words.tile(key))):
            names.setdefault(name, key)
    return names


#: A build typed in English ("build tile straight at D5, rotation 0") or in German ("Bauen:
#: Plättchen Gerade auf D5, Drehung 0"), as fold() writes it ("bauen" -> "baun").
_BUILD = re.compile(
    r"^(?:build(?: tile)?|baun(?: plattchen)?) (?P<tile>.+?) (?:at|on|auf) (?P<hex>.+?)"
    r"(?: rotation| rot| r| drehung)? (?P<rot>[0-5])"
    r"(?P<half> at half price| zum halben preis)?$"
)


def parse(engine: Engine, state: State, seat: int, text: str) -> dict[str, Any]:
    """A typed reply to a legal move; a build that is no legal move is refused with the
    rule's reason (so a reply learns why its tile cannot lie there)."""
    wanted = fold(text)
    legacy = version_of(state) < 2 and not gmap(state).rules.incomplete_sections_allowed
    if state["phase"] == "build" and legacy and wanted.startswith("build turn"):
        return _parse_turn(engine, state, seat, wanted)
    aliases = {
        "end": "end build turn",
        "done": "end build turn",
        "fertig": "end build turn",
        "end turn": "end build turn",
        "skip": "skip urbanization",
        "loco": "increase locomotive",
        "locomotive": "increase locomotive",
    }
    wanted = aliases.get(wanted, wanted)
    if state["phase"] == "actions" and wanted in {fold(n) for n in WORDS.terms["action"].values()}:
        wanted = "take " + wanted
    try:  # a refusal quotes the text as typed unless an alias rewrote it
        return parse_by_notation(engine, state, seat, text if wanted == fold(text) else wanted)
    except AmbiguousMove:
        typed = _as_notation(engine, state, seat, wanted)
        if typed is None:
            raise
        return typed
    except IllegalMove as err:
        typed = _as_notation(engine, state, seat, wanted)
        if typed is not None:
            return typed
        if current(state) != seat:
            raise IllegalMove(E_NOT_YOUR_TURN, T("It is not your turn.")) from err
        built = _typed_build(state, wanted)
        if built is None:
            raise
        engine.apply(state, seat, built)  # raises IllegalMove with the rule's reason
        return built


def _as_notation(engine: Engine, state: State, seat: int, wanted: str) -> dict[str, Any] | None:
    """The one legal move whose notation (hex labels, rotations, routes by hex; in any
    language) is the text typed."""
    if seat not in engine.to_act(state):
        return None
    found = [
        m
        for m in engine.legal_moves(state, seat)
        if wanted in folded_renderings(notation_text(state, seat, m))
    ]
    return found[0] if len(found) == 1 else None


def _typed_build(state: State, wanted: str) -> dict[str, Any] | None:
    m = _BUILD.match(wanted)
    if not m or state["phase"] != "build":
        return None
    tile = _tile_names().get(m["tile"])
    if tile is None:
        raise IllegalMove(
            E_NO_MATCHING_MOVE,
            T(
                "There is no tile “{name}”; tiles: {tiles}.",
                name=m["tile"],
                tiles=[words.tile(s) for s in SHAPES],
            ),
        )
    gm = gmap(state)
    hexes = {fold(hx.name): h for h, hx in gm.hexes.items() if hx.name and hx.terrain == "town"}
    hexes.update({fold(h): h for h in gm.hexes})
    h = hexes.get(m["hex"])
    if h is None:
        raise IllegalMove(
            E_NO_MATCHING_MOVE, T("There is no hex {hex} on this map.", hex=m["hex"].upper())
        )
    move: dict[str, Any] = {"type": "build", "hex": h, "tile": tile, "rotation": int(m["rot"])}
    if m["half"]:
        move["half_price"] = True
    return move


def _parse_turn(engine: Engine, state: State, seat: int, wanted: str) -> dict[str, Any]:
    """Version 1's Germany build turn: "Build turn: build tile straight at D5, rotation 0;
    build the special link ..."."""
    body = wanted[len("build turn") :].strip()
    steps: list[dict[str, Any]] = []
    if body not in ("", "build nothing"):
        # fold dropped the ";" separators: split before every "build".
        parts = ["build" + p for p in (" " + body).split(" build") if p.strip()]
        for part in parts:
            part = part.strip()
            half = part.endswith(" at half price")
            if half:
                part = part[: -len(" at half price")]
            if part.startswith("build the special link"):
                step: dict[str, Any] = {"special_link": True}
            else:
                typed = _typed_build(state, part)
                if typed is None:
                    raise IllegalMove(
                        E_NO_MATCHING_MOVE,
                        T(
                            "“{part}” is not a build step; write e.g. “build tile straight at "
                            "D5, rotation 0”.",
                            part=part,
                        ),
                    )
                step = {k: typed[k] for k in ("hex", "tile", "rotation")}
            if half:
                step["half_price"] = True
            steps.append(step)
    move = {"type": "build_turn", "steps": steps}
    engine.apply(state, seat, move)  # raises IllegalMove with the rule's reason
    return move


def pending_text(state: State, seats: list[int]) -> Said:
    if state["phase"] == "over" or not seats:
        return T("The game is over.")
    phase = state["phase"]
    what = {
        "shares": T("issue shares"),
        "auction": T("bid or pass in the turn-order auction"),
        "actions": T("choose an action"),
        "urbanize": T("place a New City or skip"),
        "build": T("build track"),
        "move": T("move goods (round {round})", round=(state.get("move") or {}).get("round", 1)),
        "production": T("place the Production cubes"),
        "order": T("decide whether to pay $5 to be start player"),
    }.get(phase, words.phase(phase))
    return T(
        "Round {round}: {players} to {what}.",
        round=state["round"],
        players=[Player(s) for s in seats],
        what=what,
    )
