"""Military between public companies (Module 4 with Shares on TOP I/II).

Rulebook "Das Modul 9: Aktien" (company founding, the "Welpenschutz" box, l. 3469) and "Das
Modul 4: Militär" (3D box for TOP III l. 2145, 3G box for TOP II l. 2237); digest §4.4,
§4.9, C9-MIL, C4-CAPITAL, C4-SHARES-II/III, scenario 504-66.

* Puppy protection: a company may be attacked only after its first operating round
  (``first_or``, the round whose OR follows the stock round it was founded in).
* A company founded later whose capital holds another company's armies destroys them
  (with Production on TOP I/II they stay: nobody fights on cities).
* Capitals may be attacked (C4-CAPITAL).  When a company's capital falls and the company
  keeps no capital (no Race, or no other city), the company falls: a conqueror takes over
  all its spaces, swapping the armies for its own (the president chooses which spaces when
  its pieces do not reach); a company that only neutralised the capital may still conquer it
  "directly with 1 more active inhabitant" (4.III; 4.II with 2.III) -- its own decision,
  ``seize`` -- else the defender loses every space and nobody gains them.  Then all shares
  of the fallen company return without compensation and it starts again from zero.

``state["decision"]`` for the attacker: ``{"kind": "seize", "seat": attacker, "defender":
c, "city": capital}`` or ``{"kind": "takeover", "seat": attacker, "defender": c}``.
"""

from __future__ import annotations

from collections.abc import Callable

from games.engines.core import IllegalMove, Move, State

from ..core.actors import UNITS
from ..core.board import neighbours_of
from ..core.pieces import settle
from ..core.registry import Hook
from ..core.words import T
from ..core.world import World
from .combat import finish_combat_phase, takeover
from .spaces import lose_settlement, new_capital_choices

#: A fallen company's wagon leaves the board and its deliveries are set aside (Transport
#: with Military and public companies, C1-SHARES).
WAGON_PARKED: Hook[Callable[[State, World, int], None]] = Hook("wagon parked")

DECISION_MOVES = {
    "new_capital": ("new_capital",),
    "seize": ("move", "decline"),
    "takeover": ("take",),
}


def capital_site(state: State, w: World, c: int, city: str) -> None:
    """C9-MIL at founding: the armies of other companies on the chosen capital are destroyed
    and removed (not with Production on TOP I/II); a free city's barracks and city guard
    make way for the capital too (reading MC2)."""
    if w.has(4) and not w.at(8, "I", "II"):
        _clear(state, c, city)


def _clear(state: State, c: int, city: str) -> None:
    state.get("neutral", {}).pop(city, None)
    if city in state.get("free_cities", []):
        state["free_cities"].remove(city)
    for other, pop in enumerate(state["pop"]):
        entry = pop.get(city)
        if other == c or entry is None:
            continue
        state["supply"][other]["inh"] += entry[1] + entry[2]
        lose_settlement(state, other, city)


# -- the fall of a company ----------------------------------------------------------------
def company_falls(
    state: State, w: World, attacker: int, defender: int, city: str, conquered: bool
) -> None:
    """The defender's capital is gone and it keeps none: conquest takes over its spaces; a
    neutralised capital may still be seized at once (4.III; 4.II with 2.III), else lost."""
    if conquered:
        start_takeover(state, w, attacker, defender)
        return
    if w.at(4, "III") or w.has(2):
        state["decision"] = {"seat": attacker, "kind": "seize", "defender": defender, "city": city}
        if seize_moves(state, attacker) == [{"type": "decline"}]:
            lose_everything(state, w, defender)  # no active inhabitant next to the city
        return
    lose_everything(state, w, defender)


def seize_moves(state: State, seat: int) -> list[Move]:
    decision = state["decision"]
    city = decision["city"]
    moves: list[Move] = []
    if state["supply"][seat]["set"] > 0:
        mine = state["pop"][seat]
        moves = [
            {"type": "move", "from": s, "to": city}
            for s in sorted(neighbours_of(city))
            if mine.get(s, [0, 0, 0])[1] > 0
        ]
    return [*moves, {"type": "decline"}]


def seize(state: State, w: World, seat: int, move: Move) -> None:
    """1 more active inhabitant onto the neutralised capital conquers it (it becomes a
    settlement) and with it all the defender's spaces; declining leaves them all lost."""
    if move not in seize_moves(state, seat):
        raise IllegalMove(
            "E_NOT_NOW",
            T(
                "Move 1 active inhabitant onto {city} to conquer it, or decline.",
                city=state["decision"]["city"],
            ),
        )
    defender = int(state["decision"]["defender"])
    if move["type"] == "decline":
        lose_everything(state, w, defender)
        return
    state["pop"][seat][move["from"]][1] -= 1  # it becomes the settlement (back to supply)
    settle(state, w, seat, move["to"], arriving=True)
    start_takeover(state, w, seat, defender)


def _needs(state: State, defender: int) -> tuple[int, int]:
    pop = state["pop"][defender]
    return len(pop), sum(v[1] + v[2] for v in pop.values())


def start_takeover(state: State, w: World, attacker: int, defender: int) -> None:
    """All the defender's spaces, if the attacker's supply replaces every army; else its
    president chooses the spaces one by one (``take``)."""
    settlements, inhabitants = _needs(state, defender)
    supply = state["supply"][attacker]
    if supply["set"] >= settlements and supply["inh"] >= inhabitants:
        for space in sorted(state["pop"][defender]):
            take_space(state, attacker, defender, space)
        destroy(state, w, defender)
        return
    state["decision"] = {"seat": attacker, "kind": "takeover", "defender": defender}
    _takeover_done(state, w, attacker, defender)


def take_moves(state: State, seat: int) -> list[Move]:
    defender = int(state["decision"]["defender"])
    return [{"type": "take", "space": s} for s in sorted(state["pop"][defender])]


def take(state: State, w: World, seat: int, move: Move) -> None:
    defender = int(state["decision"]["defender"])
    if move not in take_moves(state, seat):
        shown = ", ".join(m["space"] for m in take_moves(state, seat))
        raise IllegalMove(
            "E_NOT_THEIR_SPACE", T("Take over one of the defender's spaces: {shown}.", shown=shown)
        )
    take_space(state, seat, defender, move["space"])
    _takeover_done(state, w, seat, defender)


def _takeover_done(state: State, w: World, attacker: int, defender: int) -> None:
    """Without settlements left (or spaces to take) the rest of the defender's spaces is
    lost and the company falls."""
    if state["supply"][attacker]["set"] > 0 and state["pop"][defender]:
        return
    lose_everything(state, w, defender)


def take_space(state: State, attacker: int, defender: int, space: str) -> None:
    """Swap the defender's armies on ``space`` for the attacker's: a settlement and as many
    inhabitants as the attacker's supply still has (exhausted); business and factories
    follow the settlement."""
    takeover(state, attacker, defender, conquered=True, spaces=[space])


def lose_everything(state: State, w: World, defender: int) -> None:
    takeover(state, -1, defender, conquered=False)
    destroy(state, w, defender)


def destroy(state: State, w: World, c: int) -> None:
    """C4-SHARES-II/III: all shares return without compensation; the company starts again
    from zero, to be founded anew in a later stock round (reading MC3): no president, no
    price, its units back on its board (9.I) or in the bank (9.II), the treasury of a fresh
    company (0 M, or 5 x issue price under 9.II), no income set aside, no VP, no city-card
    marks, no privileges; it leaves the current operating round."""
    takeover(state, -1, c, conquered=False)  # anything left (nothing, normally)
    co = state["companies"][c]
    top_i = w.at(9, "I")
    co.update(
        president=None,
        price=None,
        top=0,
        units=[0] * state["players"],
        stock=UNITS if top_i else 0,
        bank=0 if top_i else UNITS,
        treasury=0 if top_i else 5 * int(co["issue"]),
        income=0,
        founded=None,
        founding=None,
        first_or=None,
    )
    state["capital"][c] = None
    state["income"][c] = 0
    if state["vp"][c]:
        state["vp_log"].append([c, -int(state["vp"][c]), f"restart:{co['colour']}"])
        state["vp"][c] = 0
    for marks in state["cards"].values():
        for mark in [m for m in marks if m[0] == c]:
            marks.remove(mark)
            state["supply"][c]["inh" if mark[1] == "inh" else "set"] += 1
    state["card_total"][c] = 0
    if state.get("road_ledger") is not None:
        state["road_ledger"][c] = []  # 6.I + 4: its connected spaces count anew
    if "aside" in state:
        state["aside"][c] = 0
    if "explore" in state:
        state["explore"]["tiles"][c] = 0  # 5.II income tiles
    for restart in WAGON_PARKED.of(w):
        restart(state, w, c)  # C1-SHARES (1.I): delivered goods set aside, the wagon parked
    for good, count in state["goods"][c].items():  # Production: its goods go back
        state["goods_supply"][good] = state["goods_supply"].get(good, 0) + count
    state["goods"][c] = {}
    privileges = state.get("privileges")
    if privileges is not None:
        privileges.setdefault("gone", []).extend(privileges["owned"][c])
        privileges["owned"][c] = []
    if state.get("decision") and state["decision"].get("defender") == c:
        state["decision"] = None
    if state.get("dividends"):
        queue = state["dividends"]["queue"]
        queue[:] = [x for x in queue if x != c]


# -- dispatch -----------------------------------------------------------------------------
def decision_moves(state: State, w: World, seat: int) -> list[Move]:
    decision = state["decision"]
    if decision["seat"] != seat:
        return []
    if decision["kind"] == "seize":
        return seize_moves(state, seat)
    if decision["kind"] == "takeover":
        return take_moves(state, seat)
    return [{"type": "new_capital", "city": c} for c in new_capital_choices(state, seat)]


def decide(state: State, w: World, seat: int, move: Move) -> None:
    """A decision of the attacker's president; then a combat phase 3G goes on."""
    if state["decision"]["kind"] == "seize":
        seize(state, w, seat, move)
    else:
        take(state, w, seat, move)
    finish_combat_phase(state, w, seat)
