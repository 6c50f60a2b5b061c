"""Readable one-line move texts; parse() matches typed text against them (STYLE §7)."""

from __future__ import annotations

from games.engines.core import Move, State


def share_notation(state: State, move: Move) -> str:
    """Stock-round and dividend moves, companies by colour."""
    kind = move["type"]
    if kind == "drop_out":
        return "drop out of the stock round"
    if kind == "dividend":
        return "pay out" if move["pay_out"] else "retain"
    cos = state["companies"]
    parts = [f"sell {x['units']} {cos[x['company']]['colour']}" for x in move.get("sell", [])]
    if "buy" in move:
        parts.append(f"buy {cos[move['buy']]['colour']}")
    return ", ".join(parts)


def notation(state: State, seat: int, move: Move) -> str:
    kind = move.get("type")
    t = state["spaces"]
    if kind == "choose_capital":
        return f"capital {move['city']}"
    if kind == "move_capital":
        return f"move capital to {move['city']}"
    if kind == "buy":
        return f"buy {move['count']} at {move['space']}"
    if kind == "move":
        return f"move {move['from']} to {move['to']} ({t.get(move['to'], '?')})"
    if kind == "road":
        back = f" return {move['return_from']}" if "return_from" in move else ""
        return f"road {move['a']} {move['b']} using {move['use_a']}+{move['use_b']}{back}"
    if kind == "business":
        return f"business {move['space']}" + (" fish" if move.get("fish") else "")
    if kind == "recycle":
        return f"take back {move['piece']} {move['space']}"
    if kind == "privilege":
        return f"privilege {move['kind']}"
    if kind == "decline":
        decision = state.get("decision") or {}
        return "decline to seize" if decision.get("kind") == "seize" else "decline privilege"
    if kind == "take":
        return f"take over {move['space']}"
    if kind == "shrink":
        return f"remove {move['piece']} {move['space']} after the scoring"
    if kind == "reuse":
        return f"reuse inhabitant at {move['space']}"
    if kind == "storm":
        return f"storm {move['to']} from {' '.join(move['from'])}"
    if kind == "fight":
        return f"fight at {move['space']}"
    if kind == "retreat":
        return f"retreat {move['from']} to {move['to']}"
    if kind == "new_capital":
        return f"new capital {move['city']}"
    if kind == "explore":
        shift = move.get("shift")
        more = f" shift {shift[0]} to {shift[1]}" if shift else ""
        return f"explore {move['to']} from {move['from']}{more}"
    if kind == "discover":
        shift = move.get("shift")
        more = f" shift {shift[0]} to {shift[1]}" if shift else ""
        return f"wagon discovers {move['to']}{more}"
    if kind == "join":
        return f"join {move['to']} from {move['from']}"
    if kind == "stop_exploring":
        return "stop exploring"
    if kind == "harvest":
        return f"harvest {move['space']}"
    if kind == "buy_share":
        return f"buy share of company {move['company']}"
    if kind == "sell_share":
        return "sell own share"
    if kind == "upgrade":
        return "upgrade wagon " + ("MP" if move["what"] == "mp" else "cargo hold")
    if kind == "drive":
        return f"drive to {move['to']} ({t.get(move['to'], '?')})"
    if kind in ("load", "unload"):
        return f"{kind} {move['what']}"
    if kind == "deliver":
        return f"deliver {move['good']}"
    if kind == "settle":
        return "settle wagon space"
    if kind == "buy_mp":
        return f"buy {move['count']} extra MP"
    if kind == "wagon_road":
        return f"free road to {move['to']}"
    if kind == "sealed_bid":
        return f"sealed bid {move['amount']}"
    if kind == "place":
        city = f" capital {move['city']}" if "city" in move else ""
        return f"place {move['place']}{city}"
    if kind in ("bid", "pass"):
        a = state.get("auction") or {}
        row = state.get("privileges", {}).get("row", [])
        what = f" on {row[a['card']]['kind']}" if "card" in a and a["card"] < len(row) else ""
        return f"bid {move['amount']}{what}" if kind == "bid" else f"pass{what}"
    if kind == "factory":
        return f"factory {move['city']}"
    if kind in ("trade", "drop_out", "dividend"):
        return share_notation(state, move)
    if kind == "keep":
        return f"keep {move['good']} back from the sale"
    if kind == "done":
        phase = state.get("turn") or {}
        return f"done {phase.get('phase', '')}".strip()
    return str(kind)
