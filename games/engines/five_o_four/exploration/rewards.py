"""What discovering and first settling earn in Module 5: VP and VP tiles on TOP I, income
tiles on TOP II; the 5.I harvest action.

Rulebook "Das Modul 5: Entdecken", TOP I VP during play and TOP II income tiles; digest §4.5,
§11.6 (504-35, 504-36), §12-U40 and reading E2.  5.I: every discovered space gives its
discoverer 1 VP from the supply; then a stack of 2 "1" VP tiles goes on a discovered land
space, 4 on a city.  The first settlement on the empty space takes 1 tile; the last tile of a
land space (the last three of a city) are taken only by harvesting, one per action, each
exhausting one active inhabitant there.  The stacks are public (digest §8.1): they live in
``state["explore"]["vp_tiles"]`` (space -> tiles left) and every VP is logged with its source.
"""

from __future__ import annotations

from games.engines.core import IllegalMove, Move, State

from ..core.catalog import COMPONENTS
from ..core.words import T
from ..core.world import World

INCOME_TILE = 5  # 5.II: one "5" income tile per discovery / first settlement
EXPLORE_VP_SOURCES = ("discover", "settle", "harvest")
STACK = {"city": 4, "land": 2}  # "1" VP tiles laid on a discovered city / land space
# the 100 VP tiles: 10 x 10, 20 x 5, 25 x 2, 45 x 1 (data/components.yaml): 295 VP
TILE_VALUE = sum(
    int(k) * int(n) for k, n in COMPONENTS["victory_point_tiles"].items() if k != "total"
)


def stack_size(terrain: str) -> int:
    return STACK["city"] if terrain == "city" else STACK["land"]


def reserve(state: State, space: str) -> int:
    """VP tiles taken only by harvesting: the last one on land, the last three on a city."""
    return 3 if state["spaces"][space] == "city" else 1


def _vp(state: State, seat: int, source: str) -> None:
    state["vp"][seat] += 1
    state["vp_log"].append([seat, 1, source])


def discovered(state: State, w: World, seat: int, space: str, terrain: str) -> None:
    """The discoverer's reward: 5.I 1 VP (water too), then the stack of VP tiles on a land
    space or city; 5.II one income tile."""
    ex = state["explore"]
    if w.at(5, "I"):
        _vp(state, seat, "discover")
        if terrain != "water":
            ex["vp_tiles"][space] = stack_size(terrain)
    if w.at(5, "II"):
        ex["tiles"][seat] += 1


def first_settlement(state: State, w: World, seat: int, space: str) -> None:
    """A settlement placed first on an empty space: 5.I takes 1 VP tile above the harvest
    reserve (once per stack: a space emptied and settled again has only its reserve left),
    5.II an income tile (again after the space was emptied: C5-REEARN)."""
    ex = state["explore"]
    if w.at(5, "I") and ex["vp_tiles"].get(space, 0) > reserve(state, space):
        ex["vp_tiles"][space] -= 1
        _vp(state, seat, "settle")
    if w.at(5, "II"):
        ex["tiles"][seat] += 1


def _harvest_refusal(state: State, seat: int, space: str) -> IllegalMove | None:
    entry = state["pop"][seat].get(space)
    if entry is None or entry[1] < 1:
        return IllegalMove(
            "E_NO_ACTIVE_INHABITANT",
            T("You have no active inhabitant on {space} to harvest.", space=space),
        )
    left = state["explore"]["vp_tiles"].get(space, 0)
    if not 0 < left <= reserve(state, space):
        return IllegalMove(
            "E_NOTHING_TO_HARVEST",
            T(
                "{space} holds {left} VP tiles; only the last {reserve} are "
                "harvested (the first settler takes the others).",
                space=space,
                left=left,
                reserve=reserve(state, space),
            ),
        )
    return None


def harvest_moves(state: State, w: World, seat: int) -> list[Move]:
    """The spaces to harvest now: the checks of _harvest_refusal, without building a refusal
    for every other space (the listing runs on every decision of phase 3D)."""
    if not w.at(5, "I"):
        return []
    tiles = state["explore"]["vp_tiles"]
    return [
        {"type": "harvest", "space": s}
        for s, entry in state["pop"][seat].items()
        if entry[1] >= 1 and 0 < tiles.get(s, 0) <= reserve(state, s)
    ]


def harvest(state: State, w: World, seat: int, move: Move) -> None:
    """5.I: exhaust 1 active inhabitant to take one of the last VP tiles of its space."""
    if not w.at(5, "I"):
        raise IllegalMove("E_NO_HARVEST", T("Harvesting exists only with Exploration on TOP I."))
    space = move["space"]
    refusal = _harvest_refusal(state, seat, space)
    if refusal is not None:
        raise refusal
    entry = state["pop"][seat][space]
    entry[1] -= 1
    entry[2] += 1
    tiles = state["explore"]["vp_tiles"]
    tiles[space] -= 1
    if not tiles[space]:
        del tiles[space]
    _vp(state, seat, "harvest")


def tile_income(state: State, seat: int) -> int:
    """5.II 3H: the value of the income tiles (on top of the 20 M base)."""
    return INCOME_TILE * int(state["explore"]["tiles"][seat])


def exploration_vp(state: State, seat: int) -> int:
    return sum(v for s, v, k in state["vp_log"] if s == seat and k in EXPLORE_VP_SOURCES)


def violations(state: State, w: World) -> list[str]:
    """VP only from their rule sources, and the VP tiles conserved: every tile laid on a
    discovered space is still there or was taken by a first settler or a harvest; each
    discovery gave exactly 1 VP; a settled space keeps only its harvest reserve."""
    ex = state["explore"]
    found: list[str] = []
    log = state["vp_log"]
    own = [e for e in log if e[2] in EXPLORE_VP_SOURCES]
    if not w.at(5, "I"):
        if own or ex["vp_tiles"]:
            found.append("VP tiles or exploration VP outside 5.I")
        return found
    if any(v != 1 for _s, v, _k in own):
        found.append("an exploration VP entry is not 1 VP")
    laid = 0
    for seat, finds in enumerate(ex["found"]):
        discoveries = sum(finds.values())
        gained = sum(1 for s, _v, k in own if s == seat and k == "discover")
        if gained != discoveries:
            found.append(f"seat {seat}: {gained} discovery VP for {discoveries} discoveries")
        laid += sum(stack_size(t) * n for t, n in finds.items() if t != "water")
    taken = sum(1 for _s, _v, k in own if k != "discover")
    lying = sum(ex["vp_tiles"].values())
    if laid != lying + taken:
        found.append(f"{laid} VP tiles laid, {lying} on spaces and {taken} taken")
    settled = {s for p in state["pop"] for s, v in p.items() if v[0]}
    for space, n in ex["vp_tiles"].items():
        terrain = state["spaces"].get(space)
        if terrain in (None, "water") or not 0 < n <= stack_size(terrain):
            found.append(f"{space} ({terrain}) holds {n} VP tiles")
        elif space in settled and n > reserve(state, space):
            found.append(f"settled {space} still holds the first settler's VP tile")
    awards = sum(v for _s, v, k in log if k.startswith("discover:"))  # 2.III (reading R30)
    if len(own) + lying + awards > TILE_VALUE:
        found.append("more VP in play than the 100 VP tiles hold")
    return found
