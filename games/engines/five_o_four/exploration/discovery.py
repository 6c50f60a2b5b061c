"""Module 5 (Exploration): discovering unknown spaces in phase 3D with the explorer tiles and
the die, and the 5.I game end; what a discovery earns (VP tiles, income tiles, the 5.I
harvest) is exploration/rewards.py.

Rulebook "Das Modul 5: Entdecken"; digest §4.5, §12-U5, U44, U52, U59.  The stacks are open
(one terrain each, cities in ascending order: rulebook setup, digest §8.1), so the state
shows their counts; only the die is random (draw_rng) and its roll is an Outcome reveal.
"""

from __future__ import annotations

from collections.abc import Callable

from games.engines.core import IllegalMove, Move, Reveal, State, Text, draw_rng

from ..core import actors
from ..core.board import EXPLORE_LIMIT, STACK_ORDER, distance, exploration_start, neighbours_of
from ..core.pieces import settle
from ..core.privileged import owns
from ..core.registry import Hook
from ..core.words import T
from ..core.words import terrain as terrain_term
from ..core.world import World
from .military import discovery_yield, yields_by_terrain
from .rewards import discovered, harvest_moves

#: A city discovered during play, by rank: 10 C1-EXP (its goods and demand), 20 C5-MIL (its
#: barracks and city guard).
CITY_FOUND: Hook[Callable[[State, World, str], None]] = Hook("city discovered")

CENTRE = "0,0"  # board 1's central city; on board 4 city "1" (digest §12-U52)
LAND_STACKS = STACK_ORDER[2:]
TILES = 6
END_LEFT = 7  # 5.I: the game ends when 7 or fewer pieces are undiscovered


# -- setup -------------------------------------------------------------------------------
def setup_exploration(state: State, w: World) -> None:
    """Board 1 or 4 with its printed pieces; all other pieces in the open stacks."""
    spaces, stacks = exploration_start(w.board, actors.count(state))
    state["spaces"] = spaces
    players = actors.count(state)
    state["explore"] = {
        "stacks": stacks,
        "limit": EXPLORE_LIMIT[w.board],
        "vp_tiles": {},
        "found": [dict.fromkeys(STACK_ORDER, 0) for _ in range(players)],
        "tiles": [0] * players,
    }


def capital_allowed(state: State, w: World, city: str) -> bool:
    """Board 1: players never choose the central city (companies may: C5-9)."""
    return not (w.board == 1 and city == CENTRE and not w.at(9, "I", "II"))


# -- the explorer tiles (digest §4.5 steps 1-4, §12-U5) ---------------------------------------
def city_gap(spaces: dict[str, str], target: str) -> int:
    """Spaces between the target and the nearest city, over discovered land only."""
    seen, frontier = {target}, [target]
    for depth in range(TILES):
        nxt = []
        for space in frontier:
            for n in neighbours_of(space):
                terrain = spaces.get(n)
                if terrain == "city":
                    return depth
                if terrain is None or terrain == "water" or n in seen:
                    continue
                seen.add(n)
                nxt.append(n)
        frontier = nxt
    return TILES


def distribute(state: State, target: str) -> dict[str, int] | None:
    """Explorer tiles per stack for this target; None when no piece may be laid there.

    Water gets no tile next to water (U5b).  Tiles at an empty stack go on by step 4 (U5a);
    when no stack holds a tile then, step 3 lays them at the land stacks first.  So the die
    always names a piece that exists.
    """
    spaces, stacks = state["spaces"], state["explore"]["stacks"]
    tiles = dict.fromkeys(STACK_ORDER, 0)
    left = TILES

    def give(terrain: str, count: int) -> None:
        nonlocal left
        count = min(count, left)
        tiles[terrain] += count
        left -= count

    give("city", city_gap(spaces, target))
    near_water = any(spaces.get(n) == "water" for n in neighbours_of(target))
    give("water", 0 if near_water else distance(target, CENTRE) - 1)
    for terrain in LAND_STACKS:
        give(terrain, 1)
    _cycle(tiles, left)
    freed = sum(tiles[t] for t in STACK_ORDER if stacks[t] == 0)
    if freed:
        for t in STACK_ORDER:
            if stacks[t] == 0:
                tiles[t] = 0
        if not any(tiles.values()):
            for terrain in LAND_STACKS:
                if freed and stacks[terrain]:
                    tiles[terrain] = 1
                    freed -= 1
            if not any(tiles.values()):
                return None
        _cycle(tiles, freed)
    return tiles


def _cycle(tiles: dict[str, int], left: int) -> None:
    """Step 4: one more tile to each stack that has one, in stack order, until none is left."""
    while left and any(tiles.values()):
        for terrain in STACK_ORDER:
            if left and tiles[terrain] >= 1:
                tiles[terrain] += 1
                left -= 1


def rolled(tiles: dict[str, int], die: int) -> str:
    """The stack whose tile bears the die's number (tiles numbered in the order laid)."""
    for terrain in STACK_ORDER:
        die -= tiles[terrain]
        if die <= 0:
            return terrain
    raise AssertionError(tiles)


# -- where an inhabitant may explore ---------------------------------------------------------
def unknown_neighbours(state: State, space: str) -> list[str]:
    limit = state["explore"]["limit"]
    return [
        n
        for n in neighbours_of(space)
        if n not in state["spaces"] and (limit is None or distance(n, CENTRE) <= limit)
    ]


def many_spaces(w: World) -> bool:
    """5.III, and 5.II with Race (also with Military: reading R40): one inhabitant explores
    any number of adjacent spaces."""
    return w.at(5, "III") or (w.at(5, "II") and w.has(2))


def _stays_exhausted(w: World, found: list[str]) -> bool:
    """5.II alone: always; otherwise only after finding (only) water."""
    if w.at(5, "II") and not w.has(2) and not w.has(4):
        return True
    return all(t == "water" for t in found)


def _targets_from(state: State, seat: int, src: str) -> list[Move]:
    moves: list[Move] = []
    shifting = owns(state, seat, "I (10)")
    for dst in unknown_neighbours(state, src):
        tiles = distribute(state, dst)
        if tiles is None:
            continue
        moves.append({"type": "explore", "from": src, "to": dst})
        if shifting:
            held = [t for t in STACK_ORDER if tiles[t]]
            moves += [
                {"type": "explore", "from": src, "to": dst, "shift": [a, b]}
                for a in held
                for b in held
                if a != b
            ]
    return moves


def exploration_moves(state: State, w: World, seat: int) -> list[Move]:
    """Explore (and 5.I harvest) moves of phase 3D, outside a running exploration."""
    moves: list[Move] = join_moves(state, seat)
    for src, entry in state["pop"][seat].items():
        if entry[1] >= 1:
            moves += _targets_from(state, seat, src)
    return moves + harvest_moves(state, w, seat)


def continue_moves(state: State, seat: int) -> list[Move]:
    """While one inhabitant explores several spaces: the next space, or stop."""
    src = state["turn"]["explorer"]["from"]
    return [*join_moves(state, seat), *_targets_from(state, seat, src), {"type": "stop_exploring"}]


# -- C5-PRIV (5.II with 3.I): moving onto the space just discovered ---------------------------
def privileged_settlers(w: World) -> bool:
    return w.at(5, "II") and w.at(3, "I") and w.with_inhabitants


def forget_discovery(state: State, kind: str) -> None:
    """The C5-PRIV moves follow the discovery directly; any other move ends them."""
    turn = state.get("turn")
    if turn and kind != "join":
        turn.pop("discovered", None)


def _free_active(state: State, seat: int, space: str) -> int:
    """Active inhabitants on the space, the one still exploring from it not counted."""
    entry = state["pop"][seat].get(space)
    explorer = state["turn"].get("explorer")
    busy = 1 if explorer is not None and explorer["from"] == space else 0
    return 0 if entry is None else entry[1] - busy


def _join_refusal(state: State, seat: int, src: str, dst: str) -> Text | None:
    if state["turn"].get("discovered") != dst:
        return T(
            "Only onto the space just discovered may inhabitants move in this way, not {dst}.",
            dst=dst,
        )
    if dst not in neighbours_of(src) or _free_active(state, seat, src) < 1:
        return T(
            "You need an active inhabitant next to {dst}; {src} has none free.", dst=dst, src=src
        )
    target = state["pop"][seat].get(dst)
    if target is None or not target[0]:
        if state["supply"][seat]["set"] < 1:
            return T("Settling {dst} needs a settlement and you have none left.", dst=dst)
        return None
    if target[1] + target[2] + 1 > 7:
        return T("{dst} already holds 7 of your inhabitants.", dst=dst)
    return None


def join_moves(state: State, seat: int) -> list[Move]:
    dst = state["turn"].get("discovered")
    if dst is None:
        return []
    return [
        {"type": "join", "from": src, "to": dst}
        for src in neighbours_of(dst)
        if src in state["pop"][seat] and _join_refusal(state, seat, src, dst) is None
    ]


def join(state: State, w: World, seat: int, move: Move) -> None:
    """C5-PRIV: an active inhabitant from a neighbouring space moves onto the space just
    discovered without being exhausted; the first one is swapped for a settlement."""
    if not privileged_settlers(w):
        raise IllegalMove("E_NO_JOINING", T("Only with Privileges on TOP I may inhabitants join."))
    src, dst = move["from"], move["to"]
    why = _join_refusal(state, seat, src, dst)
    if why:
        raise IllegalMove("E_CANNOT_JOIN", why)
    state["pop"][seat][src][1] -= 1
    target = state["pop"][seat].get(dst)
    if target is None or not target[0]:
        settle(state, w, seat, dst, arriving=True)
    else:
        target[1] += 1


def check_not_exploring(state: State, kind: str) -> None:
    turn = state.get("turn")
    if turn and turn.get("explorer") and kind not in ("explore", "stop_exploring", "join"):
        raise IllegalMove(
            "E_STILL_EXPLORING",
            T(
                "Your explorer on {source} is still exploring: explore another "
                "space next to it, or stop exploring first.",
                source=turn["explorer"]["from"],
            ),
        )


# -- moves --------------------------------------------------------------------------------
def explore(state: State, w: World, seat: int, move: Move) -> None:
    """Discover one unknown space next to an active inhabitant (phase 3D)."""
    if not w.has(5):
        raise IllegalMove("E_NO_EXPLORATION", T("This world has no exploration."))
    turn = state["turn"]
    src, dst = move["from"], move["to"]
    explorer = turn.get("explorer")
    if explorer is not None and explorer["from"] != src:
        raise IllegalMove(
            "E_STILL_EXPLORING",
            T(
                "Your explorer on {source} is still exploring: continue from there "
                "or stop exploring first.",
                source=explorer["from"],
            ),
        )
    entry = state["pop"][seat].get(src)
    if entry is None or entry[1] < 1:
        raise IllegalMove(
            "E_NO_ACTIVE_INHABITANT", T("You have no active inhabitant on {src}.", src=src)
        )
    if dst not in neighbours_of(src):
        raise IllegalMove("E_NOT_ADJACENT", T("{dst} is not next to {src}.", dst=dst, src=src))
    if dst in state["spaces"]:
        raise IllegalMove("E_ALREADY_DISCOVERED", T("{dst} is already discovered.", dst=dst))
    if dst not in unknown_neighbours(state, src):
        raise IllegalMove(
            "E_BEYOND_BOARD",
            T(
                "On board 1 only spaces within 4 of the central city may be "
                "discovered; {dst} is {distance} away.",
                dst=dst,
                distance=distance(dst, CENTRE),
            ),
        )
    terrain = reveal_space(state, w, seat, dst, move.get("shift"))
    if explorer is None:
        explorer = turn["explorer"] = {"from": src, "found": []}
    explorer["found"].append(terrain)
    if not many_spaces(w) or not any(
        distribute(state, n) is not None for n in unknown_neighbours(state, src)
    ):
        _finish(state, w, seat)


def reveal_space(state: State, w: World, seat: int, dst: str, shift: list[str] | None) -> str:
    """Discover ``dst`` (by an inhabitant or, without inhabitants, by the wagon): lay the
    explorer tiles, apply I (10)'s shift, roll the die, place the piece, publish the roll."""
    tiles = distribute(state, dst)
    if tiles is None:
        raise IllegalMove(
            "E_NOTHING_FITS",
            T(
                "No piece left in the stacks may lie on {dst} (no city next to a "
                "city, no water next to water).",
                dst=dst,
            ),
        )
    if shift is not None:
        _shift(state, seat, tiles, shift)
    die = draw_rng(state).randint(1, TILES)
    terrain = rolled(tiles, die)
    _place(state, w, seat, dst, terrain)
    state.setdefault("_reveals", []).append(
        Reveal({"explored": dst, "tiles": tiles, "die": die, "terrain": terrain})
    )
    return terrain


def _shift(state: State, seat: int, tiles: dict[str, int], shift: list[str]) -> None:
    """I (10): move 1 tile to another stack that already has at least 1 tile."""
    if not owns(state, seat, "I (10)"):
        raise IllegalMove("E_NO_PRIVILEGE", T("Moving an explorer tile needs privilege I (10)."))
    a, b = shift
    if a == b or tiles[a] < 1 or tiles[b] < 1:
        held = [
            T("{terrain} {count}", terrain=terrain_term(t), count=n) for t, n in tiles.items() if n
        ]
        raise IllegalMove(
            "E_BAD_TILE_SHIFT",
            T(
                "Move a tile from a stack that has one to another that has one; tiles: {held}.",
                held=held,
            ),
        )
    tiles[a] -= 1
    tiles[b] += 1


def stop_exploring(state: State, w: World, seat: int, move: Move) -> None:
    if not state["turn"].get("explorer"):
        raise IllegalMove("E_NOT_EXPLORING", T("None of your inhabitants is exploring."))
    _finish(state, w, seat)


def _finish(state: State, w: World, seat: int) -> None:
    """The explorer returns to the supply, or lies exhausted on its starting space."""
    explorer = state["turn"].pop("explorer")
    entry = state["pop"][seat][explorer["from"]]
    entry[1] -= 1
    if _stays_exhausted(w, explorer["found"]):
        entry[2] += 1
    else:
        state["supply"][seat]["inh"] += 1


def _place(state: State, w: World, seat: int, space: str, terrain: str) -> None:
    """Lay the top piece of the stack; 5.I: 1 VP and the VP tiles; 5.II: 1 income tile."""
    ex = state["explore"]
    state["spaces"][space] = terrain
    ex["stacks"][terrain] -= 1
    ex["found"][seat][terrain] += 1
    discovered(state, w, seat, space, terrain)
    free_city = terrain == "city" and w.has(4)  # its barracks and guard hold it (R32)
    if privileged_settlers(w) and terrain != "water" and not free_city and state["turn"]:
        state["turn"]["discovered"] = space  # C5-PRIV: neighbours may move in now
    if terrain == "city":
        for found in CITY_FOUND.of(w):
            found(state, w, space)
    elif yields_by_terrain(w):
        discovery_yield(state, w, seat, space, terrain)


# -- game end (5.I) -------------------------------------------------------------------
def exploration_over(state: State, w: World) -> bool:
    """5.I, at the end of a round: 7 or fewer pieces undiscovered; or nothing can ever be
    discovered again: no piece left fits on an unknown space next to discovered land
    (reading E1), or no player can reach such a space any more (reading E3)."""
    if sum(state["explore"]["stacks"].values()) <= END_LEFT:
        return True
    shores = {
        space
        for space, terrain in state["spaces"].items()
        if terrain != "water"
        and any(distribute(state, t) is not None for t in unknown_neighbours(state, space))
    }
    return not shores or _out_of_reach(state, w, shores)


def _out_of_reach(state: State, w: World, shores: set[str]) -> bool:
    """Nobody has a settlement on a space next to an explorable one, and nobody has a
    settlement left to enter one; without Race's recycling and Military's conquests (which
    return settlements to a supply) none can ever come back, so nobody can explore again."""
    if w.has(2) or w.has(4) or any(supply["set"] for supply in state["supply"]):
        return False
    return not any(pop.get(space, (0,))[0] for pop in state["pop"] for space in shores)


def frontier(state: State) -> list[str]:
    """Discovered land spaces next to an unknown space that may be explored (bots' goals)."""
    return [s for s, t in state["spaces"].items() if t != "water" and unknown_neighbours(state, s)]


def violations(state: State) -> list[str]:
    """Pieces conserved and placement restrictions kept (the VP tiles: exploration/rewards.py)."""
    ex = state["explore"]
    found: list[str] = []
    if min(ex["stacks"].values()) < 0:
        found.append(f"negative stack {ex['stacks']}")
    if sum(ex["stacks"].values()) + len(state["spaces"]) != 61:
        found.append("board pieces not conserved")
    spaces = state["spaces"]
    for space, terrain in spaces.items():
        if terrain in ("city", "water") and any(
            spaces.get(n) == terrain for n in neighbours_of(space)
        ):
            found.append(f"{terrain} next to {terrain} at {space}")
        if ex["limit"] is not None and distance(space, CENTRE) > ex["limit"]:
            found.append(f"{space} beyond the board")
    finds = sum(sum(f.values()) for f in ex["found"])
    start = 61 - finds - sum(ex["stacks"].values())
    if start < 1:
        found.append("discoveries not counted")
    return found
