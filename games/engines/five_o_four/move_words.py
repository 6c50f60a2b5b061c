"""Moves in words for a person (the game log, turn emails, "move accepted"): whole phrases in
the game's own terms, a space by its terrain and the coordinate the board prints on it ("the
forest at -1,0"), movement points spelled out, privileges by their printed card names and
players by name. The typed notation ("buy 2 at -1,0") is notation.py's and stays as it was;
the parser reads both (engine.parse)."""

from __future__ import annotations

from collections.abc import Callable

from games.engines.core import Move, Player, State, Text

from .core.words import T, Tn, company, good, piece, terrain


def space(state: State, key: str) -> Text:
    """A space as a person finds it on the board: its terrain and its printed coordinate."""
    kind = state["spaces"].get(key)
    if not kind:  # not yet discovered (Exploration)
        return T("the space at {space}", space=key)
    return T("the {terrain} at {space}", terrain=terrain(kind), space=key)


def move_words(state: State, seat: int, move: Move) -> Text | None:
    """The move in words, or None where the notation already reads as words."""
    kind = move.get("type")
    if kind in _SPACE_MOVES:
        return _SPACE_MOVES[kind](space(state, move["space"]))
    if kind in _CITY_MOVES:
        return _CITY_MOVES[kind](space(state, move["city"]))
    if kind == "buy":
        return Tn(
            "buy {count} inhabitant for {space}",
            "buy {count} inhabitants for {space}",
            "count",
            count=move["count"],
            space=space(state, move["space"]),
        )
    if kind in ("move", "retreat", "explore", "join"):
        said = _FROM_TO[kind](space(state, move["from"]), space(state, move["to"]))
        return _shifted(said, move)
    if kind == "discover":
        return _shifted(T("the wagon discovers {target}", target=space(state, move["to"])), move)
    if kind == "drive":
        return T("drive the wagon to {target}", target=space(state, move["to"]))
    if kind == "wagon_road":
        return T("build the free road to {target}", target=space(state, move["to"]))
    if kind == "storm":
        return T(
            "storm the capital at {target} from {sources}",
            target=space(state, move["to"]),
            sources=[space(state, s) for s in move["from"]],
        )
    if kind == "road":
        return _road(state, move)
    if kind == "business":
        if move.get("fish"):
            return T("build a fishing business on {space}", space=space(state, move["space"]))
        return T("build a business on {space}", space=space(state, move["space"]))
    if kind in ("recycle", "shrink"):
        return _PIECE_MOVES[kind](piece(move["piece"]), space(state, move["space"]))
    if kind == "privilege":
        return T("take the privilege card {kind}", kind=move["kind"])
    if kind == "buy_share":
        return T("buy a share of {player}'s company", player=Player(int(move["company"])))
    if kind == "sell_share":
        return T("sell a share of {player}'s company", player=Player(seat))
    if kind == "upgrade":
        if move["what"] == "mp":
            return T("upgrade the wagon's movement points")
        return T("upgrade the wagon's cargo hold")
    if kind == "buy_mp":
        return Tn(
            "buy {count} extra movement point for the wagon",
            "buy {count} extra movement points for the wagon",
            "count",
            count=move["count"],
        )
    if kind == "settle":
        return T("settle the space where the wagon stands")
    if kind == "sealed_bid":
        return T("bid {amount} M in the sealed bid for the turn order", amount=move["amount"])
    if kind == "place":
        if "city" in move:
            return T(
                "take place {place} in the turn order, with the capital on {space}",
                place=move["place"],
                space=space(state, move["city"]),
            )
        return T("take place {place} in the turn order", place=move["place"])
    if kind in ("bid", "pass"):
        return _auction(state, move)
    if kind == "trade":
        return _trade(state, move)
    if kind in ("load", "unload"):
        if move["what"] == "inhabitant":
            if kind == "load":
                return T("load an inhabitant onto the wagon")
            return T("unload an inhabitant from the wagon")
        what = good(move["what"])
        if kind == "load":
            return T("load {what} onto the wagon", what=what)
        return T("unload {what} from the wagon", what=what)
    return None


Said = Callable[..., Text]
# One sentence for each move of one shape; written out as T("...") so the catalogue finds them.
_SPACE_MOVES: dict[str, Said] = {
    "take": lambda s: T("take over {space}", space=s),
    "reuse": lambda s: T("use the inhabitant on {space} again", space=s),
    "fight": lambda s: T("fight on {space}", space=s),
    "harvest": lambda s: T("harvest on {space}", space=s),
}
_CITY_MOVES: dict[str, Said] = {
    "choose_capital": lambda s: T("choose {space} as capital", space=s),
    "move_capital": lambda s: T("move the capital to {space}", space=s),
    "new_capital": lambda s: T("choose {space} as the new capital", space=s),
    "factory": lambda s: T("build a factory in {space}", space=s),
}
_FROM_TO: dict[str, Said] = {
    "move": lambda a, b: T("move an inhabitant from {source} to {target}", source=a, target=b),
    "retreat": lambda a, b: T("retreat from {source} to {target}", source=a, target=b),
    "explore": lambda a, b: T("explore {target} from {source}", source=a, target=b),
    "join": lambda a, b: T("join the discovery of {target} from {source}", source=a, target=b),
}
_PIECE_MOVES: dict[str, Said] = {
    "recycle": lambda p, s: T("take back the {piece} on {space}", piece=p, space=s),
    "shrink": lambda p, s: T("remove the {piece} on {space} after the scoring", piece=p, space=s),
}


def _shifted(found: Text, move: Move) -> Text:
    shift = move.get("shift")
    if not shift:
        return found
    return T("{found}, shifting {a} to {b}", found=found, a=terrain(shift[0]), b=terrain(shift[1]))


def _road(state: State, move: Move) -> Text:
    a, b = space(state, move["a"]), space(state, move["b"])
    if not move["use_a"] and not move["use_b"]:
        road = T("build a road between {a} and {b}, using no inhabitants", a=a, b=b)
    elif not move["use_b"]:
        road = Tn(
            "build a road between {a} and {b}, using {count} inhabitant from the first",
            "build a road between {a} and {b}, using {count} inhabitants from the first",
            "count",
            a=a,
            b=b,
            count=move["use_a"],
        )
    elif not move["use_a"]:
        road = Tn(
            "build a road between {a} and {b}, using {count} inhabitant from the second",
            "build a road between {a} and {b}, using {count} inhabitants from the second",
            "count",
            a=a,
            b=b,
            count=move["use_b"],
        )
    else:
        road = T(
            "build a road between {a} and {b}, using inhabitants: {use_a} from the first "
            "and {use_b} from the second",
            a=a,
            b=b,
            use_a=move["use_a"],
            use_b=move["use_b"],
        )
    if "return_from" in move:
        return T(
            "{road}; one builder returns to the supply from {space}",
            road=road,
            space=space(state, move["return_from"]),
        )
    return road


def _auction(state: State, move: Move) -> Text:
    a = state.get("auction") or {}
    row = state.get("privileges", {}).get("row", [])
    card = row[a["card"]]["kind"] if "card" in a and a["card"] < len(row) else None
    if move["type"] == "bid":
        if card is None:
            return T("bid {amount} M", amount=move["amount"])
        return T("bid {amount} M on the privilege card {kind}", amount=move["amount"], kind=card)
    if card is None:
        return T("pass")
    return T("pass on the privilege card {kind}", kind=card)


def _trade(state: State, move: Move) -> Text:
    """A stock-round trade: the sales, then the purchase, companies by colour."""
    cos = state["companies"]
    parts = [
        Tn(
            "sell {count} share of the {company} company",
            "sell {count} shares of the {company} company",
            "count",
            count=x["units"],
            company=company(cos[x["company"]]["colour"]),
        )
        for x in move.get("sell", [])
    ]
    if "buy" in move:
        colour = company(cos[move["buy"]]["colour"])
        parts.append(T("buy a share of the {company} company", company=colour))
    said = parts[0]
    for part in parts[1:]:
        said = T("{first}, {then}", first=said, then=part)
    return said
