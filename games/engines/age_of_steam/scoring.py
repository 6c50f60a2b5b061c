"""Final scoring and ties (digest §5; Western U.S. tie-breaks §6.1; Barbados §6.4)."""

from __future__ import annotations

from typing import Any

from games.engines.core import Result, ranks_from_keys

from .common import State, gmap, rules
from .track.chains import board_of


def track_sections(state: State) -> list[int]:
    """Per seat: segments of the complete links he owns (+1 for the Germany special link)."""
    gm = gmap(state)
    chains = board_of(gm, state).chains
    out = [0] * state["n"]
    for ch in chains:
        if ch.complete and ch.owner >= 0:
            out[ch.owner] += len(ch.segs)
    if state.get("special_link") is not None:
        out[state["special_link"]] += 1
    return out


def points(state: State) -> list[int]:
    sections = track_sections(state)
    return [3 * p["income"] + sections[s] - 3 * p["shares"] for s, p in enumerate(state["pl"])]


def _tie_keys(state: State, seat: int, sections: list[int]) -> tuple[int, ...]:
    """The map's tie-breaks after the points that need no dice: money, track sections."""
    values = {"money": state["pl"][seat]["money"], "track_sections": sections[seat]}
    return tuple(values[k] for k in rules(state).tie_breaks if k in values)


def final_tiebreak(state: State, rng: Any, reveals: list[dict[str, Any]]) -> None:
    """A map whose last tie-break is a die roll (Western U.S., l. 740-742): every tie left
    after the other tie-breaks is settled by a die each, re-rolled among the still tied."""
    if "die" not in rules(state).tie_breaks:
        return
    vp, sections = points(state), track_sections(state)
    keys = {
        s: (vp[s], *_tie_keys(state, s, sections))
        for s in range(state["n"])
        if not state["pl"][s]["out"]
    }
    groups: dict[tuple[int, ...], list[int]] = {}
    for s, k in keys.items():
        groups.setdefault(k, []).append(s)
    tb = [0] * state["n"]
    dice: list[list[int]] = []
    r: Any = None

    def rank_group(group: list[int]) -> list[int]:
        nonlocal r
        r = r or rng()
        rolls = {s: r.randint(1, 6) for s in group}
        dice.append([rolls[s] for s in group])
        out: list[int] = []
        for v in sorted(set(rolls.values()), reverse=True):
            tied = [s for s in group if rolls[s] == v]
            out.extend(tied if len(tied) == 1 else rank_group(tied))
        return out

    for tied in groups.values():
        if len(tied) > 1:
            order = rank_group(tied)
            for pos, s in enumerate(order):
                tb[s] = len(order) - pos
    if dice:
        reveals.append({"tiebreak_dice": dice})
    state["tiebreak"] = tb


def result(state: State) -> Result | None:
    if state["phase"] != "over":
        return None
    own = rules(state).result(state)
    if own is not None:
        return own
    n = state["n"]
    vp = points(state)
    out = [p["out"] for p in state["pl"]]
    scores: list[int | float] = [0 if out[s] else vp[s] for s in range(n)]
    keys: list[tuple[int | float, ...]] = [(0 if out[s] else 1, scores[s]) for s in range(n)]
    breaks = rules(state).tie_breaks
    if breaks:
        sections = track_sections(state)
        dice = state.get("tiebreak") or [0] * n
        for s in range(n):
            keys[s] += _tie_keys(state, s, sections)
            if "die" in breaks:
                keys[s] += (dice[s],)
    details = {"eliminated": [s for s in range(n) if out[s]], "vp": vp}
    return Result(scores, ranks_from_keys(keys), details)
