"""Module 4 (Military): exclusive spaces, free cities, board-2 capitals, 4.III combat.

Rulebook "Das Modul 4: Militär"; digest §4.4, C4-CAPITAL, C4-RACE-III, C4-PROD, C2-MIL,
C8-MIL, §12-U15/U38/U43.  Every space belongs to one player: moving onto an opposing space
(another player's settlement, or a free city's guard and barracks) is an attack.  On TOP III
each attacking inhabitant is removed together with 1 defending army (inhabitants first,
then the settlement); the capital's HQ falls only to 3 inhabitants moved in at once.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from itertools import combinations_with_replacement

from games.engines.core import IllegalMove, Move, State, Text

from ..core import actors
from ..core.board import coords, distance, neighbours_of
from ..core.counts import holder
from ..core.pieces import mark_city_card
from ..core.registry import Hook
from ..core.words import T, company
from ..core.world import World, world

CENTRE = "0,0"

#: A public company's capital fell and it keeps no capital (attacker, defender, city,
#: conquered): it falls (C4-SHARES-II/III, military/companies.py).
COMPANY_FALLS: Hook[Callable[[State, World, int, int, str, bool], None]] = Hook("company falls")
#: A city or space emptied of its owner by an attack (C4-FACTORY: a factory there is
#: destroyed, the others turn ownerless).
NEUTRALISED: Hook[Callable[[State, World, str], None]] = Hook("space neutralised")


def active(w: World) -> bool:
    return w.has(4)


# -- capitals on the board edge (Military setup, priority IV) --------------------------------
def edge_cities(state: State) -> list[str]:
    """Board 2's six corner cities in ring order (the cities on the board edge)."""
    found = [s for s, t in state["spaces"].items() if t == "city" and distance(s, CENTRE) == 4]

    def angle(space: str) -> float:
        q, r = coords(space)
        return math.atan2(r * math.sqrt(3) / 2, q + r / 2)

    return sorted(found, key=angle)


def _opposite(space: str) -> str:
    q, r = coords(space)
    return f"{-q},{-r}"


def _final_sets(ring: list[str], players: int) -> list[frozenset[str]]:
    """The capital sets the player-count restriction allows (2: opposite; 3: every other
    edge city; 4: the two cities left free lie opposite each other)."""
    if players == 2:
        return [frozenset({c, _opposite(c)}) for c in ring]
    if players == 3:
        return [frozenset(ring[i::2]) for i in (0, 1)]
    return [frozenset(ring) - {c, _opposite(c)} for c in ring]


def capital_allowed(state: State, w: World, city: str) -> bool:
    """A Military world on board 2: an edge city that keeps a full legal set reachable."""
    if not active(w) or state["board_id"] != 2:
        return True
    ring = edge_cities(state)
    if city not in ring:
        return False
    if actors.public(state):
        return True  # C4-EDGE-9: the companies may choose any edge cities
    chosen = {c for c in state["capital"] if c is not None} | {city}
    return any(chosen <= s for s in _final_sets(ring, actors.count(state)))


def place_free_city_defenders(state: State, w: World) -> None:
    """1 barracks + 1 city guard on every free city; only the barracks with Production and
    Military both on TOP I/II (digest §12-U15 reading)."""
    if not active(w):
        return
    armies = 1 if (w.at(8, "I", "II") and w.at(4, "I", "II")) else 2
    capitals = set(state["capital"])
    state["neutral"] = {
        c: armies for c, t in state["spaces"].items() if t == "city" and c not in capitals
    }
    state["free_cities"] = sorted(state["neutral"])


def discovered_free_city(state: State, w: World, space: str) -> None:
    """C5-MIL: a city discovered during play gets its barracks and city guard."""
    armies = 1 if (w.at(8, "I", "II") and w.at(4, "I", "II")) else 2
    state.setdefault("neutral", {})[space] = armies
    state.setdefault("free_cities", []).append(space)


# -- puppy protection (C9-MIL) ------------------------------------------------------------
def protected(state: State, defender: int) -> bool:
    """A company is protected until its first operating round is over."""
    if not actors.public(state):
        return False
    first = state["companies"][defender].get("first_or")
    return first is not None and int(state["round"]) <= int(first)


def protection_refusal(state: State, defender: int | None) -> Text | None:
    if defender is None or not protected(state, defender):
        return None
    colour = state["companies"][defender]["colour"]
    return T(
        "{colour} may be attacked only after its first operating round (puppy protection).",
        colour=company(colour),
    )


# -- who holds a space -------------------------------------------------------------------
def peaceful_city(state: State, w: World, space: str) -> bool:
    """C4-PROD: with Production (4.III: anywhere; 4.I/4.II: on TOP I or II) no one fights
    on cities; every player may settle there."""
    production = w.has(8) if w.at(4, "III") else w.at(8, "I", "II")
    return production and state["spaces"][space] == "city"


def opposing(state: State, w: World, seat: int, space: str) -> bool:
    """Moving onto this space is an attack."""
    if not active(w) or peaceful_city(state, w, space):
        return False
    if state.get("neutral", {}).get(space):
        return True
    owner = holder(state, space)
    return owner is not None and owner != seat


def capital_of(state: State, space: str) -> int | None:
    return next((s for s, c in enumerate(state["capital"]) if c == space), None)


def other_city(state: State, seat: int) -> bool:
    """Whether the player owns a city besides the capital."""
    capital = state["capital"][seat]
    return any(
        v[0] and s != capital and state["spaces"][s] == "city"
        for s, v in state["pop"][seat].items()
    )


def capital_attack_refusal(state: State, w: World, defender: int) -> Text | None:
    """Why this capital may not be attacked now, or None (C4-CAPITAL, C4-RACE-III; with
    public companies every capital is open once the company is no longer protected, the
    last one included: the Shares exception of C4-SHARES-III)."""
    if actors.public(state):
        return protection_refusal(state, defender)
    if not w.has(2):
        return T("Opposing capitals may not be attacked in this world.")
    if not other_city(state, defender):
        return T("The defender owns no other city, so this capital may not be attacked.")
    return None


# -- 4.III: immediate combat in phase 3D ----------------------------------------------------
def attack_iii(state: State, w: World, seat: int, src: str, dst: str) -> None:
    """One army onto an opposing space: it and 1 defending army are removed."""
    why = protection_refusal(state, holder(state, dst))
    if why:
        raise IllegalMove("E_ATTACK_REFUSED", why)
    defender = capital_of(state, dst)
    if defender is not None:
        why = capital_attack_refusal(state, w, defender)
        if why:
            raise IllegalMove("E_CAPITAL_PROTECTED", why)
        entry = state["pop"][defender][dst]
        if entry[1] + entry[2] == 0:
            raise IllegalMove(
                "E_STORM_NEEDED",
                T(
                    "Only the HQ defends {dst}: move 3 inhabitants onto it at once (storm).",
                    dst=dst,
                ),
            )
    reach_city_card(state, w, seat, dst)
    state["pop"][seat][src][1] -= 1
    state["supply"][seat]["inh"] += 1
    remove_one_army(state, dst)


def remove_one_army(state: State, space: str) -> None:
    """The defender loses an inhabitant first, then the settlement (digest §12-U43)."""
    neutral = state.get("neutral", {})
    if neutral.get(space):
        neutral[space] -= 1
        if not neutral[space]:
            del neutral[space]
        return
    owner = holder(state, space)
    assert owner is not None
    entry = state["pop"][owner][space]
    if entry[2]:
        entry[2] -= 1
    elif entry[1]:
        entry[1] -= 1
    else:
        assert state["capital"][owner] != space
        lose_settlement(state, owner, space)
        return
    state["supply"][owner]["inh"] += 1


def neutralised(state: State, space: str) -> None:
    w = world(state["world"])
    for hook in NEUTRALISED.of(w):
        hook(state, w, space)


def lose_settlement(state: State, owner: int, space: str) -> None:
    """The space turns neutral: its business is ownerless for now (C4-PROD)."""
    state["pop"][owner].pop(space)
    state["supply"][owner]["set"] += 1
    neutralised(state, space)
    business = state["businesses"].get(space)
    if business is not None and business["owner"] == owner:
        business["owner"] = None


def storm(state: State, w: World, seat: int, move: Move) -> None:
    """4.III: 3 inhabitants at once remove the HQ; the defender then picks a new capital."""
    dst = move["to"]
    sources = list(move["from"])
    if sources != sorted(sources):
        raise IllegalMove(
            "E_ORDER", T("Name the sources in the order {sources}.", sources=list(sorted(sources)))
        )
    defender = capital_of(state, dst)
    if defender is None or defender == seat or peaceful_city(state, w, dst):
        raise IllegalMove(
            "E_NOT_A_CAPITAL", T("{dst} is not an opposing capital to attack.", dst=dst)
        )
    why = capital_attack_refusal(state, w, defender)
    if why:
        raise IllegalMove("E_CAPITAL_PROTECTED", why)
    entry = state["pop"][defender][dst]
    if entry[1] + entry[2]:
        raise IllegalMove(
            "E_DEFENDERS_LEFT",
            T(
                "{count} inhabitants still defend {dst}; the HQ defends last.",
                count=entry[1] + entry[2],
                dst=dst,
            ),
        )
    mine = state["pop"][seat]
    for src in set(sources):
        have = mine.get(src, [0, 0, 0])[1]
        if dst not in neighbours_of(src) or have < sources.count(src):
            raise IllegalMove(
                "E_NO_ACTIVE_INHABITANT",
                T(
                    "You need {count} active inhabitants on {src}, next to {dst}.",
                    count=sources.count(src),
                    src=src,
                    dst=dst,
                ),
            )
    reach_city_card(state, w, seat, dst)
    for src in sources:
        mine[src][1] -= 1
    state["supply"][seat]["inh"] += 3
    state["pop"][defender].pop(dst)
    neutralised(state, dst)
    state["capital"][defender] = None
    if actors.public(state) and not (w.has(2) and other_city(state, defender)):
        for falls in COMPANY_FALLS.of(w):
            falls(state, w, seat, defender, dst, False)  # C4-SHARES-III
        return
    state["decision"] = {"seat": defender, "kind": "new_capital", "attacker": seat}


def storm_moves(state: State, w: World, seat: int) -> list[Move]:
    if not (w.has(2) or actors.public(state)) or not w.at(4, "III") or w.has(8):
        return []  # with Production nobody fights on cities (C4-PROD)
    moves: list[Move] = []
    mine = state["pop"][seat]
    for defender, capital in enumerate(state["capital"]):
        if defender == seat or capital is None:
            continue
        if capital_attack_refusal(state, w, defender) or sum(state["pop"][defender][capital][1:]):
            continue
        pool = [s for s in sorted(neighbours_of(capital)) if mine.get(s, [0, 0, 0])[1]]
        for combo in combinations_with_replacement(pool, 3):
            if all(mine[s][1] >= combo.count(s) for s in set(combo)):
                moves.append({"type": "storm", "to": capital, "from": list(combo)})
    return moves


# -- the defender's new capital (C4-RACE, C4-RACE-III; digest §8.3 item 8) ----------------
def new_capital(state: State, w: World, seat: int, move: Move) -> None:
    city = move["city"]
    if city not in new_capital_choices(state, seat):
        shown = ", ".join(new_capital_choices(state, seat))
        raise IllegalMove("E_NOT_YOUR_CITY", T("Choose one of your cities: {shown}.", shown=shown))
    state["capital"][seat] = city
    state["supply"][seat]["set"] += 1  # the HQ replaces the settlement
    state["decision"] = None


def new_capital_choices(state: State, seat: int) -> list[str]:
    return sorted(s for s, v in state["pop"][seat].items() if v[0] and state["spaces"][s] == "city")


# -- Race with Military (C2-MIL) ----------------------------------------------------------
def reach_city_card(state: State, w: World, seat: int, space: str) -> None:
    """Moving onto an opposing city reaches it: 1 more inhabitant from the supply goes on its
    city card, whatever the combat's outcome (reading: free cities count as opposing)."""
    if not w.at(2, "I", "II") or state["spaces"][space] != "city":
        return
    marks = state["cards"].setdefault(space, [])
    if any(s == seat and k == "inh" for s, k, _ in marks) or state["supply"][seat]["inh"] < 1:
        return
    state["supply"][seat]["inh"] -= 1
    mark_city_card(state, w, seat, space)


def attack_listed(state: State, w: World, dst: str) -> bool:
    """Whether a single-inhabitant attack onto this opposing space is legal (4.III)."""
    owner = holder(state, dst)
    if owner is not None and protected(state, owner):
        return False
    defender = capital_of(state, dst)
    if defender is None:
        return True
    entry = state["pop"][defender][dst]
    return capital_attack_refusal(state, w, defender) is None and entry[1] + entry[2] > 0
