"""Moves in words: ``move_text`` is a Text the platform renders in the reader's language;
``notation`` its English, which parse() matches typed text against (STYLE §7)."""

from __future__ import annotations

from games.engines.core import Move, State, Term, Text

from .core.words import WORDS, T, company, good, piece, terrain
from .move_words import move_words


def share_notation(state: State, move: Move) -> Text:
    """Stock-round and dividend moves, companies by colour."""
    kind = move["type"]
    if kind == "drop_out":
        return T("drop out of the stock round")
    if kind == "dividend":
        return T("pay out") if move["pay_out"] else T("retain")
    cos = state["companies"]
    parts = [
        T("sell {units} {company}", units=x["units"], company=company(cos[x["company"]]["colour"]))
        for x in move.get("sell", [])
    ]
    if "buy" in move:
        parts.append(T("buy {company}", company=company(cos[move["buy"]]["colour"])))
    said = parts[0]
    for part in parts[1:]:  # the sales, then the purchase, in order
        said = T("{first}, {then}", first=said, then=part)
    return said


def _terrain_of(state: State, space: str) -> Term | str:
    kind = state["spaces"].get(space)
    return terrain(kind) if kind else "?"


def move_text(state: State, seat: int, move: Move, typed: bool = False) -> Text:
    """The move in words (move_words: whole phrases for the log and the emails); ``typed``:
    its notation, as recorded with the event and typed in replies (unchanged, so recorded
    games replay and typed replies parse)."""
    if not typed:
        said = move_words(state, seat, move)
        if said is not None:
            return said
    kind = move.get("type")
    if kind == "choose_capital":
        return T("capital {city}", city=move["city"])
    if kind == "move_capital":
        return T("move capital to {city}", city=move["city"])
    if kind == "buy":
        return T("buy {count} at {space}", count=move["count"], space=move["space"])
    if kind == "move":
        return T(
            "move {source} to {target} ({terrain})",
            source=move["from"],
            target=move["to"],
            terrain=_terrain_of(state, move["to"]),
        )
    if kind == "road":
        road = T(
            "road {a} {b} using {use_a}+{use_b}",
            a=move["a"],
            b=move["b"],
            use_a=move["use_a"],
            use_b=move["use_b"],
        )
        if "return_from" in move:
            return T("{road} return {space}", road=road, space=move["return_from"])
        return road
    if kind == "business":
        if move.get("fish"):
            return T("business {space} fish", space=move["space"])
        return T("business {space}", space=move["space"])
    if kind == "recycle":
        return T("take back {piece} {space}", piece=piece(move["piece"]), space=move["space"])
    if kind == "privilege":
        return T("privilege {kind}", kind=move["kind"])
    if kind == "decline":
        decision = state.get("decision") or {}
        if decision.get("kind") == "seize":
            return T("decline to seize")
        return T("decline privilege")
    if kind == "take":
        return T("take over {space}", space=move["space"])
    if kind == "shrink":
        return T(
            "remove {piece} {space} after the scoring",
            piece=piece(move["piece"]),
            space=move["space"],
        )
    if kind == "reuse":
        return T("reuse inhabitant at {space}", space=move["space"])
    if kind == "storm":
        return T("storm {target} from {sources}", target=move["to"], sources=" ".join(move["from"]))
    if kind == "fight":
        return T("fight at {space}", space=move["space"])
    if kind == "retreat":
        return T("retreat {source} to {target}", source=move["from"], target=move["to"])
    if kind == "new_capital":
        return T("new capital {city}", city=move["city"])
    if kind in ("explore", "discover"):
        shift = move.get("shift")
        if kind == "explore":
            found = T("explore {target} from {source}", target=move["to"], source=move["from"])
        else:
            found = T("wagon discovers {target}", target=move["to"])
        if shift:
            return T(
                "{found} shift {a} to {b}", found=found, a=terrain(shift[0]), b=terrain(shift[1])
            )
        return found
    if kind == "join":
        return T("join {target} from {source}", target=move["to"], source=move["from"])
    if kind == "stop_exploring":
        return T("stop exploring")
    if kind == "harvest":
        return T("harvest {space}", space=move["space"])
    if kind == "buy_share":
        return T("buy share of company {company}", company=move["company"])
    if kind == "sell_share":
        return T("sell own share")
    if kind == "upgrade":
        return T("upgrade wagon MP") if move["what"] == "mp" else T("upgrade wagon cargo hold")
    if kind == "drive":
        return T(
            "drive to {target} ({terrain})",
            target=move["to"],
            terrain=_terrain_of(state, move["to"]),
        )
    if kind == "load":
        return T("load {what}", what=_cargo(move["what"]))
    if kind == "unload":
        return T("unload {what}", what=_cargo(move["what"]))
    if kind == "deliver":
        return T("deliver {good}", good=good(move["good"]))
    if kind == "settle":
        return T("settle wagon space")
    if kind == "buy_mp":
        return T("buy {count} extra MP", count=move["count"])
    if kind == "wagon_road":
        return T("free road to {target}", target=move["to"])
    if kind == "sealed_bid":
        return T("sealed bid {amount}", amount=move["amount"])
    if kind == "place":
        if "city" in move:
            return T("place {place} capital {city}", place=move["place"], city=move["city"])
        return T("place {place}", place=move["place"])
    if kind in ("bid", "pass"):
        return _auction_text(state, move)
    if kind == "factory":
        return T("factory {city}", city=move["city"])
    if kind in ("trade", "drop_out", "dividend"):
        return share_notation(state, move)
    if kind == "keep":
        return T("keep {good} back from the sale", good=good(move["good"]))
    if kind == "done":
        phase = (state.get("turn") or {}).get("phase", "")
        if typed and phase:
            return T("done {phase}", phase=WORDS.term("phase", phase))
        if phase in WORDS.terms["phase_name"]:  # the phase by its name: "3C: Purchase"
            return T("done with {phase}", phase=WORDS.term("phase_name", phase))
        return T("done")
    return T("{kind}", kind=str(kind))


def _cargo(what: str) -> Term:
    return piece("inhabitant") if what == "inhabitant" else good(what)


def _auction_text(state: State, move: Move) -> Text:
    a = state.get("auction") or {}
    row = state.get("privileges", {}).get("row", [])
    card = row[a["card"]]["kind"] if "card" in a and a["card"] < len(row) else None
    if move["type"] == "bid":
        if card is None:
            return T("bid {amount}", amount=move["amount"])
        return T("bid {amount} on {kind}", amount=move["amount"], kind=card)
    return T("pass on {kind}", kind=card) if card is not None else T("pass")


def notation(state: State, seat: int, move: Move) -> str:
    return move_text(state, seat, move, typed=True).english()
