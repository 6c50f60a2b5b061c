"""Pending decisions of a turn: each task is one choice the acting player still owes.

Tasks come from the action taken, special spaces, factories, ?-tokens and ?-cards. They may be
resolved in any order (C3), except that a displaced locomotive is placed first (C7) and the
end-game card is chosen only once no other mandatory task is open (C5). Mandatory tasks
(competitive actions) only offer choices that keep them completable; optional ones may be
dropped with ``done``.
"""

from __future__ import annotations

from typing import Any

from .board import (
    add_points,
    can_move_marker,
    check_triggers,
    factory_at,
    industry_capacity,
    loco_placements,
    loco_possible,
    lowest_stack,
    place_doublers,
)
from .catalog import BLACK, CI, COLOURS, DOUBLER_SPACES, FACTORIES, GAPS, TOKENS
from .effects import apply_effect, apply_qcard, qcard_feasible, reuse_targets, space_effect
from .tracks import Slot, can_step, capacity, legal_steps

State = dict[str, Any]
Move = dict[str, Any]


def _slots(task: dict[str, Any]) -> list[Slot]:
    return [frozenset(s) for s in task["slots"]]


def active(state: State) -> list[dict[str, Any]]:
    tasks: list[dict[str, Any]] = state["tasks"]
    for t in tasks:
        if t["kind"] == "displaced":
            return [t]
    others_mandatory = any(t["m"] and t["kind"] != "endgame" for t in tasks)
    return [t for t in tasks if not (t["kind"] == "endgame" and others_mandatory)]


def _tiles(state: State) -> int:
    return sum(state["stacks"]) + len(state["display"])


def _needs(state: State, kind: str) -> bool:
    return any(t["kind"] == kind and t["m"] for t in state["tasks"])


def _track_moves(state: State, p: dict[str, Any]) -> list[Move]:
    tasks = [t for t in state["tasks"] if t["kind"] == "track"]
    if not tasks:
        return []
    mand = [s for t in tasks if t["m"] for s in _slots(t)]
    opt = [s for t in tasks if not t["m"] for s in _slots(t)]
    out: set[tuple[str, int]] = set()
    if mand:
        out |= set(legal_steps(p["track"], p["has"], mand, mand, True))
    union: set[int] = set()
    for s in opt:
        union |= s
    mand_colours: set[int] = set()
    for s in mand:
        mand_colours |= s
    for line, colour in legal_steps(p["track"], p["has"], [frozenset(union)], [], False):
        if colour not in mand_colours:
            out.add((line, colour))
    return [{"type": "track", "line": ln, "colour": COLOURS[c]} for ln, c in sorted(out)]


def _industry_moves(state: State, p: dict[str, Any]) -> list[Move]:
    tasks = [t for t in state["tasks"] if t["kind"] == "industry"]
    if not tasks:
        return []
    need = sum(t["n"] for t in tasks if t["m"])
    out = []
    for i in range(len(p["industry"])):
        if not can_move_marker(p, i):
            continue
        if need:
            p["industry"][i] += 1
            ok = industry_capacity(p) >= need - 1
            p["industry"][i] -= 1
            if not ok:
                continue
        out.append({"type": "industry", "marker": i})
    return out


def _loco_moves(state: State, p: dict[str, Any], task: dict[str, Any]) -> list[Move]:
    if task["kind"] == "displaced":
        value, exclude = task["value"], task["from"]
    elif task.get("value"):
        value, exclude = task["value"], None
    else:
        low = lowest_stack(state)
        if low is None:
            return []
        value, exclude = low, None
    from_stack = task["kind"] != "displaced" and not task.get("value")
    out: list[Move] = []
    for line, replace in loco_placements(p, value, exclude):
        if _needs(state, "factory") and replace is None and task["kind"] != "factory":
            left = _tiles(state) - (1 if from_stack else 0)
            if left < 1:
                continue
        out.append({"type": "locomotive", "number": value, "line": line, "replace": replace})
    if task["kind"] == "displaced":
        out.append({"type": "scrap", "number": value})
    return out


def _factory_moves(state: State, p: dict[str, Any]) -> list[Move]:
    full = all(f is not None for f in p["factories"])
    gaps: list[int | None] = [i + 1 for i in range(len(GAPS))] if full else [None]
    sources: list[tuple[str, int]] = []
    low = lowest_stack(state)
    if low is not None:
        keep_loco = True
        if _needs(state, "loco"):
            state["stacks"][low] -= 1
            keep_loco = loco_possible(state, p)
            state["stacks"][low] += 1
        if keep_loco:
            sources.append(("stack", low))
    sources += [("display", n) for n in sorted(set(state["display"]))]
    return [
        {"type": "factory", "source": s, "number": n, "gap": g} for s, n in sources for g in gaps
    ]


def task_moves(state: State, seat: int, task: dict[str, Any]) -> list[Move]:
    p = state["players"][seat]
    kind = task["kind"]
    if kind == "track":
        return _track_moves(state, p)
    if kind == "industry":
        return _industry_moves(state, p)
    if kind in ("loco", "displaced"):
        return _loco_moves(state, p, task)
    if kind == "factory":
        return _factory_moves(state, p)
    if kind == "lof":
        return _loco_moves(state, p, task) + _factory_moves(state, p)
    if kind == "qtoken":
        used = set(p["tokens"].values())
        return [{"type": "token", "token": t} for t in TOKENS if t not in used]
    if kind == "qcard":
        return [
            {"type": "card", "card": c} for c in state["qcards"] if qcard_feasible(state, seat, c)
        ]
    if kind == "endgame":
        stack = state["secret"]["endgame_stack"]
        return [{"type": "endgame", "card": c} for c in sorted(set(stack))]
    if kind == "factory9":
        return [{"type": "factory9", "choice": "card"}, {"type": "factory9", "choice": "points"}]
    if kind == "reuse":
        return [{"type": "reuse", "space": s} for s in reuse_targets(state, seat)]
    if kind == "extra4":
        out = []
        if p["doublers"] < DOUBLER_SPACES:
            out.append({"type": "extra", "action": "doubler"})
        if industry_capacity(p) > 0:
            out.append({"type": "extra", "action": "industry"})
        if capacity(p["track"], p["has"], BLACK) > 0:
            out.append({"type": "extra", "action": "black"})
        return out
    raise AssertionError(kind)


def moves(state: State, seat: int) -> list[Move]:
    """Every move resolving an open task, plus ``done`` when only optional ones are left."""
    out: list[Move] = []
    seen: set[str] = set()
    for task in active(state):
        for m in task_moves(state, seat, task):
            key = repr(sorted(m.items()))
            if key not in seen:
                seen.add(key)
                out.append(m)
    if state["tasks"] and not any(t["m"] for t in state["tasks"]):
        out.append({"type": "done"})
    return out


def normalize(state: State, seat: int) -> None:
    """Drop tasks nothing can be done for; show the end-game stack while choosing.

    Mandatory tasks are offered only while completable, so one without moves arises only when
    two competitive rewards of one turn compete for the last room (e.g. a ?-card's locomotive
    and the space's): the impossible remainder then lapses instead of blocking the game.
    """
    chain = any(t["kind"] == "displaced" for t in state["tasks"])  # C7: finish it first
    state["tasks"] = [t for t in state["tasks"] if (t["m"] and chain) or task_moves(state, seat, t)]
    for i, priv in enumerate(state["private"]):
        browsing = i == seat and any(t["kind"] == "endgame" for t in active(state))
        priv["browsing"] = sorted(state["secret"]["endgame_stack"]) if browsing else []


# ----------------------------------------------------------------------- applying


def _take(state: State, kinds: tuple[str, ...], pred: Any = None) -> dict[str, Any]:
    for mandatory in (True, False):
        for t in state["tasks"]:
            if t["kind"] in kinds and t["m"] == mandatory and (pred is None or pred(t)):
                found: dict[str, Any] = t
                return found
    raise AssertionError(kinds)


def _remove(state: State, task: dict[str, Any]) -> None:
    for i, t in enumerate(state["tasks"]):
        if t is task:
            del state["tasks"][i]
            return


def apply_task_move(state: State, seat: int, move: Move) -> None:
    """Apply a move already known to be legal (see ``moves``)."""
    p = state["players"][seat]
    kind = move["type"]
    if kind == "track":
        colour = CI[move["colour"]]
        _consume_step(state, colour)
        assert can_step(p["track"], p["has"], move["line"], colour)
        p["track"][move["line"]][colour] += 1
        check_triggers(state, seat)
    elif kind == "industry":
        task = _take(state, ("industry",))
        task["n"] -= 1
        if task["n"] == 0:
            _remove(state, task)
        i = move["marker"]
        p["industry"][i] += 1
        number = factory_at(p, p["industry"][i])
        check_triggers(state, seat)
        if number is not None:
            apply_effect(state, seat, FACTORIES[number], False, "factory")
    elif kind == "locomotive":
        _place_loco(state, seat, move)
    elif kind == "scrap":
        task = _take(state, ("displaced",))
        _remove(state, task)
        state["display"].append(move["number"])
        state["display"].sort()
    elif kind == "factory":
        _build_factory(state, seat, move)
    elif kind == "token":
        task = _take(state, ("qtoken",))
        _remove(state, task)
        _use_token(state, seat, task["space"], move["token"])
    elif kind == "card":
        _remove(state, _take(state, ("qcard",)))
        apply_qcard(state, seat, move["card"])
    elif kind == "endgame":
        _remove(state, _take(state, ("endgame",)))
        state["secret"]["endgame_stack"].remove(move["card"])
        state["private"][seat]["endgame"].append(move["card"])
        p["endgame_cards"] += 1
        state["endgame_count"] = len(state["secret"]["endgame_stack"])
    elif kind == "factory9":
        _remove(state, _take(state, ("factory9",)))
        if move["choice"] == "card":
            state["tasks"].append({"kind": "endgame", "m": True})
        else:
            add_points(p, "factories", 10)
    elif kind == "reuse":
        _remove(state, _take(state, ("reuse",)))
        apply_effect(state, seat, space_effect(state, seat, move["space"]), False, "reuse")
    elif kind == "extra":
        _remove(state, _take(state, ("extra4",)))
        if move["action"] == "doubler":
            place_doublers(state, p, 1)
        elif move["action"] == "industry":
            state["tasks"].append({"kind": "industry", "m": False, "n": 1})
        else:
            state["tasks"].append({"kind": "track", "m": False, "src": "card", "slots": [[BLACK]]})
    else:
        raise AssertionError(kind)


def _consume_step(state: State, colour: int) -> None:
    for mandatory in (True, False):
        best: tuple[int, dict[str, Any], int] | None = None
        for t in state["tasks"]:
            if t["kind"] != "track" or t["m"] != mandatory:
                continue
            for i, s in enumerate(t["slots"]):
                if colour in s and (best is None or len(s) < best[0]):
                    best = (len(s), t, i)
        if best is not None:
            _, task, i = best
            del task["slots"][i]
            if not task["slots"]:
                _remove(state, task)
            return
    raise AssertionError("no track task")


def _place_loco(state: State, seat: int, move: Move) -> None:
    p = state["players"][seat]
    value = move["number"]
    task = None
    for t in state["tasks"]:
        if t["kind"] == "displaced":
            task = t
            break
    if task is None:
        task = _take(state, ("loco", "lof"), lambda t: t.get("value", 0) in (0, value))
        if not task.get("value"):
            state["stacks"][value] -= 1
    _remove(state, task)
    line_locos = p["locos"][move["line"]]
    if move["replace"] is not None:
        line_locos.remove(move["replace"])
        state["tasks"].insert(
            0, {"kind": "displaced", "m": True, "value": move["replace"], "from": move["line"]}
        )
    line_locos.append(value)
    line_locos.sort()
    check_triggers(state, seat)


def _build_factory(state: State, seat: int, move: Move) -> None:
    p = state["players"][seat]
    task = _take(state, ("factory", "lof"))
    _remove(state, task)
    if move["source"] == "stack":
        state["stacks"][move["number"]] -= 1
    else:
        state["display"].remove(move["number"])
    if move["gap"] is None:
        gap = p["factories"].index(None)
    else:
        gap = move["gap"] - 1
        state["display"].append(p["factories"][gap])
        state["display"].sort()
    p["factories"][gap] = move["number"]
    if "after" in task:
        apply_effect(state, seat, task["after"], True, "card")


def _use_token(state: State, seat: int, space: str, token: str) -> None:
    """The seven ?-tokens (rulebook appendix); their actions may lapse in part (C2)."""
    p = state["players"][seat]
    p["tokens"][space] = token
    if token == "second_marker":
        p["industry"].append(0)
    elif token == "endgame_and_card":
        state["tasks"].append({"kind": "qcard", "m": False})
        if state["secret"]["endgame_stack"]:
            state["tasks"].append({"kind": "endgame", "m": True})
    elif token == "industry_5":
        state["tasks"].append({"kind": "industry", "m": False, "n": 5})
    elif token == "doublers_3":
        place_doublers(state, p, 3)
    elif token == "track_4":
        state["tasks"].append(
            {
                "kind": "track",
                "m": False,
                "src": "token",
                "slots": [list(range(len(COLOURS))) for _ in range(4)],
            }
        )
    elif token == "kiev_medal":
        p["medal"] = True
    elif token == "revaluation":
        p["upgrader"] = True
