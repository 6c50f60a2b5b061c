"""Military on TOP I and II: attacks prepared in 3D, dice combat in 3G (immediately in 3D
with Race), retreats, the fall of a capital, the 4.I game end and takeover.

Rulebook "Das Modul 4: Militär" (3D "Die Armeen ziehen in den Kampf", 3G "Kampf",
"Spielende"); digest §4.4, C4-RACE, C4-PROD, C4-END-2/8, §12-U7/U42; privileges I (4),
II (7), III (4).  Attacking inhabitants wait on the attacked space in ``state["attacks"]``
(space -> [seat, armies, road built into it]); survivors of a lost combat wait in
``state["retreat"]`` until the attacker places them.  Dice come from draw_rng(state) and are
published as a Reveal.  Which die results hit is a provisional reading (digest §9 M10).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from games.engines.core import IllegalMove, Move, Reveal, State, Text, draw_rng

from ..core import actors
from ..core.board import neighbours_of
from ..core.catalog import TABLES
from ..core.counts import holder
from ..core.modules import dice_combat
from ..core.pieces import settle
from ..core.privileged import owns
from ..core.registry import Hook
from ..core.turn import end_turn
from ..core.words import T
from ..core.world import World
from .spaces import (
    COMPANY_FALLS,
    capital_of,
    lose_settlement,
    neutralised,
    opposing,
    other_city,
    protection_refusal,
    reach_city_card,
)

MODIFIER = {
    t: int(v) for t, v in TABLES["combat_terrain_modifier"]["attacker_die_modifier"].items()
}
ATTACK_HITS = {int(k): int(v) for k, v in TABLES["combat_hits_by_result"]["attack"].items()}
DEFENCE_HITS = {int(k): int(v) for k, v in TABLES["combat_hits_by_result"]["defence"].items()}
HQ_ARMIES = 3
ATTACK_LIMIT = 7  # general rule 14 holds for attacking inhabitants too (reading)
AWARD_START = 3  # 2.III with Military on TOP I: 3, 4, 5, ... VP per free city conquered

#: Neutral defenders of a space beaten by the attacker (C5-MIL-II: a mountain's city guard
#: pays 20 M income once).
GUARD_BEATEN: Hook[Callable[[State, World, int, str], None]] = Hook("neutral guard beaten")


def immediate(w: World) -> bool:
    """C4-RACE: with Race every combat is fought at once in 3D."""
    return w.has(2)


# -- 3D: moving armies into an attack ---------------------------------------------------------
def attack_refusal(state: State, w: World, seat: int, dst: str) -> Text | None:
    """Why the active player may not move armies onto this opposing space now, or None."""
    attacks = state.get("attacks", {})
    if attacks.get(dst, [seat, 0])[1] >= ATTACK_LIMIT:
        return T(
            "At most {attack_limit} of your inhabitants may stand on {dst} (rule 14).",
            attack_limit=ATTACK_LIMIT,
            dst=dst,
        )
    if immediate(w):
        if dst in state["turn"].get("repelled", []):
            return T("{dst} repelled your attack this turn; you may not attack it again.", dst=dst)
        staged = [s for s in attacks if s != dst]
        if staged:
            return T(
                "Fight at {staged} first (with Race each combat is fought at once).",
                staged=staged[0],
            )
    why = protection_refusal(state, holder(state, dst))
    if why:
        return why
    defender = capital_of(state, dst)
    if defender is None:
        return None
    public = actors.public(state)  # C4-CAPITAL: with Shares on TOP I/II capitals are open
    if w.at(4, "II") and not (w.has(2) or public):
        return T("Opposing capitals may not be attacked in this world.")
    if w.at(4, "II") and not public and not other_city(state, defender):
        # (lifted for companies: 9.I with 2.III, C4-SHARES-II, scenario 504-66)
        return T("The defender owns only this city, so this capital may not be attacked.")
    return None


def stage_attack(state: State, w: World, seat: int, src: str, dst: str) -> None:
    why = attack_refusal(state, w, seat, dst)
    if why:
        raise IllegalMove("E_ATTACK_REFUSED", why)
    reach_city_card(state, w, seat, dst)
    state["pop"][seat][src][1] -= 1
    entry = state.setdefault("attacks", {}).setdefault(dst, [seat, 0, False])
    entry[1] += 1


def attack_moves(state: State, w: World, seat: int) -> list[Move]:
    """Moves onto opposing spaces (staging an attack) and, with Race, the fight itself."""
    moves: list[Move] = []
    spaces = state["spaces"]
    for src, entry in state["pop"][seat].items():
        if entry[1] < 1:
            continue
        for dst in neighbours_of(src):
            if spaces.get(dst, "water") == "water" or not opposing(state, w, seat, dst):
                continue
            if attack_refusal(state, w, seat, dst) is None:
                moves.append({"type": "move", "from": src, "to": dst})
    if immediate(w):
        moves += [{"type": "fight", "space": s} for s in sorted(state.get("attacks", {}))]
    return moves


# -- fighting -------------------------------------------------------------------------------
def fight(state: State, w: World, seat: int, move: Move) -> None:
    space = move["space"]
    if state.get("retreat"):
        raise IllegalMove("E_RETREAT_FIRST", T("Place your retreating armies first."))
    attack = state.get("attacks", {}).get(space)
    if attack is None:
        raise IllegalMove("E_NO_ATTACK", T("You have no armies attacking {space}.", space=space))
    phase = state["turn"]["phase"]
    if phase not in (("3D", "3E") if immediate(w) else ("3G",)):
        raise IllegalMove(
            "E_NOT_NOW", T("Combats are fought in phase 3G (with Race at once in 3D).")
        )
    resolve(state, w, seat, space)
    finish_combat_phase(state, w, seat)


def roll(rng: Any, count: int) -> list[int]:
    return [rng.randint(1, 6) for _ in range(count)]


def attack_modifier(state: State, seat: int, space: str) -> int:
    terrain = state["spaces"][space]
    if terrain == "mountain" and owns(state, seat, "II (7)"):
        return MODIFIER["meadow"]  # II (7): the meadow's attack bonus on mountains
    return MODIFIER[terrain]


def resolve(state: State, w: World, seat: int, space: str) -> None:
    """One combat: attacker's dice, defender's dice for its losses, then take over or retreat."""
    _owner, armies, _road = state["attacks"].pop(space)
    neutral = bool(state.get("neutral", {}).get(space))
    defender = None if neutral else holder(state, space)
    if not neutral and defender is None:  # emptied meanwhile (4.I neutralised capital)
        occupy(state, w, seat, space, armies)
        return
    rng = draw_rng(state)
    modifier = attack_modifier(state, seat, space)
    attack_dice = roll(rng, armies + (1 if owns(state, seat, "III (4)") else 0))
    hits = sum(ATTACK_HITS[max(0, min(6, d + modifier))] for d in attack_dice)
    if defender is not None and owns(state, defender, "I (4)"):
        hits = max(0, hits - 1)
    losses, hq_fell, was_capital = apply_hits(state, space, defender, hits)
    if neutral and not state.get("neutral", {}).get(space):
        for beaten in GUARD_BEATEN.of(w):
            beaten(state, w, seat, space)
    extra = 1 if defender is not None and owns(state, defender, "III (4)") else 0
    defence_dice = roll(rng, losses + extra) if losses else []
    defence_hits = sum(DEFENCE_HITS[d] for d in defence_dice)
    survivors = armies - min(armies, defence_hits)
    state["supply"][seat]["inh"] += armies - survivors
    roller = left_neighbour(state, seat) if neutral else defender
    state.setdefault("_reveals", []).append(
        Reveal(
            {
                "combat": space,
                "attacker": seat,
                "defender": defender,
                "attack_dice": attack_dice,
                "modifier": modifier,
                "hits": hits,
                "defence_roller": roller,
                "defence_dice": defence_dice,
                "defence_hits": defence_hits,
            }
        )
    )
    empty = holder(state, space) is None and not state.get("neutral", {}).get(space)
    if empty and survivors and state["supply"][seat]["set"] > 0:
        occupy(state, w, seat, space, survivors)
    elif survivors:
        state["retreat"] = {"space": space, "left": survivors}
        if not empty:
            state["turn"].setdefault("repelled", []).append(space)
        if not retreat_moves(state, seat):
            lose_retreat(state, seat)
    if hq_fell and was_capital is not None:
        capital_fell(state, w, seat, was_capital, space, conquered=holder(state, space) == seat)


def left_neighbour(state: State, seat: int) -> int:
    """Who rolls for a free city: the attacker's left neighbour; for a company, the player
    to the left of its president (reading MC7)."""
    president = actors.president(state, seat)
    players = state["players"] if actors.public(state) else actors.count(state)
    return ((seat if president is None else president) + 1) % int(players)


def occupy(state: State, w: World, seat: int, space: str, armies: int) -> None:
    """Take over an empty space: 1 inhabitant becomes a settlement, the rest stay exhausted."""
    if state["supply"][seat]["set"] < 1:
        state["supply"][seat]["inh"] += armies  # no settlement to take it over (reading)
        return
    settle(state, w, seat, space, arriving=True)
    state["pop"][seat][space][2] += armies - 1
    award_free_city(state, w, seat, space)


def apply_hits(
    state: State, space: str, defender: int | None, hits: int
) -> tuple[int, bool, int | None]:
    """Remove defending armies: inhabitants, then the settlement; an HQ last, only to 3 hits
    (1-2 hits on it still count as losses for the defender's roll, digest §12-U7)."""
    neutral = state.get("neutral", {})
    if defender is None:
        lost = min(hits, neutral[space])
        neutral[space] -= lost
        if not neutral[space]:
            del neutral[space]
        return lost, False, None
    entry = state["pop"][defender][space]
    lost = min(hits, entry[1] + entry[2])
    from_exhausted = min(lost, entry[2])
    entry[2] -= from_exhausted
    entry[1] -= lost - from_exhausted
    state["supply"][defender]["inh"] += lost
    hits -= lost
    if state["capital"][defender] == space:
        if hits >= HQ_ARMIES:
            state["pop"][defender].pop(space)
            neutralised(state, space)
            state["capital"][defender] = None
            return lost + HQ_ARMIES, True, defender
        return lost + hits, False, None
    if hits:
        lose_settlement(state, defender, space)
        lost += 1
    return lost, False, None


def award_free_city(state: State, w: World, seat: int, space: str) -> None:
    """2.III with Military on TOP I: each conquered free city earns the next award 3, 4, 5 VP;
    with Shares on TOP I the TOP II module's task (C2-III-9: Military on TOP II, world 942)
    pays 10 M per VP as company income set aside for phase 4 (reading SH12)."""
    keyed = w.top2 if w.at(9, "I") else w.top1
    if not (w.at(2, "III") and keyed == 4) or space not in state.get("free_cities", []):
        return
    key = f"free_city:{space}"
    if key in state["awards"]:
        return
    vp = AWARD_START + sum(a.startswith("free_city:") for a in state["awards"])
    state["awards"].append(key)
    if w.at(9, "I"):
        state["companies"][seat]["income"] += 10 * vp
        return
    state["vp"][seat] += vp
    state["vp_log"].append([seat, vp, key])


# -- retreats ---------------------------------------------------------------------------------
def retreat_moves(state: State, seat: int) -> list[Move]:
    pending = state.get("retreat")
    if not pending:
        return []
    space = pending["space"]
    mine = state["pop"][seat]
    out: list[Move] = []
    for n in sorted(neighbours_of(space)):
        entry = mine.get(n)
        if entry is None or not entry[0] or n in state.get("attacks", {}):
            continue
        room = (9 if state["capital"][seat] == n else 7) - entry[1] - entry[2]
        if room > 0:
            out.append({"type": "retreat", "from": space, "to": n})
    return out


def retreat(state: State, w: World, seat: int, move: Move) -> None:
    if move not in retreat_moves(state, seat):
        raise IllegalMove(
            "E_NO_RETREAT_THERE",
            T("Retreat one army from the lost combat onto an adjacent own space with room."),
        )
    state["pop"][seat][move["to"]][2] += 1  # exhausted until the next round
    state["retreat"]["left"] -= 1
    if state["retreat"]["left"] == 0 or not retreat_moves(state, seat):
        lose_retreat(state, seat)
    finish_combat_phase(state, w, seat)


def lose_retreat(state: State, seat: int) -> None:
    """Armies with nowhere to retreat go back to the supply (reading)."""
    state["supply"][seat]["inh"] += state["retreat"]["left"]
    state["retreat"] = None


# -- phase flow -----------------------------------------------------------------------------
def enter_combat(state: State, w: World) -> bool:
    """After 3D: fight in 3G if armies wait on opposing spaces."""
    if not dice_combat(w) or immediate(w) or not state.get("attacks"):
        return False
    state["turn"]["phase"] = "3G"
    return True


def check_done(state: State, w: World) -> None:
    """Phase 3D ends only when no retreat waits and (with Race) no attack is left unfought."""
    if state.get("retreat"):
        raise IllegalMove("E_RETREAT_FIRST", T("Place your retreating armies first."))
    if state["turn"]["phase"] in ("3D", "3E") and immediate(w) and state.get("attacks"):
        space = next(iter(state["attacks"]))
        raise IllegalMove(
            "E_FIGHT_FIRST", T("Fight at {space} first (with Race at once).", space=space)
        )


def finish_combat_phase(state: State, w: World, seat: int) -> None:
    if state["turn"]["phase"] != "3G" or state.get("attacks") or state.get("retreat"):
        return
    if state.get("decision"):
        return
    end_turn(state, w, seat)


def combat_moves(state: State, seat: int) -> list[Move]:
    if state.get("retreat"):
        return retreat_moves(state, seat)
    return [{"type": "fight", "space": s} for s in sorted(state.get("attacks", {}))]


# -- the fall of a capital ------------------------------------------------------------------
def capital_fell(
    state: State, w: World, attacker: int, defender: int, city: str, conquered: bool
) -> None:
    """With Race the defender moves the capital to another city; otherwise (4.I) the game
    ends after this turn, and a conqueror takes over all the defender's spaces; a public
    company without a capital falls (C4-SHARES-II, military/companies.py)."""
    if w.has(2) and other_city(state, defender):
        state["decision"] = {"seat": defender, "kind": "new_capital", "attacker": attacker}
        return
    if w.at(4, "I"):
        state["ends_now"] = True
        takeover(state, attacker, defender, conquered)
    elif actors.public(state):
        for falls in COMPANY_FALLS.of(w):
            falls(state, w, attacker, defender, city, conquered)


def takeover(
    state: State, attacker: int, defender: int, conquered: bool, spaces: list[str] | None = None
) -> None:
    """4.I end: conquered -> the attacker swaps the defender's armies for own ones (as far as
    the supply lasts, cities first: reading); neutralised -> the defender loses every space.
    ``spaces``: only these (a company's takeover space by space, military/companies.py)."""
    if spaces is None:
        spaces = sorted(state["pop"][defender], key=lambda s: (state["spaces"][s] != "city", s))
    for space in spaces:
        entry = state["pop"][defender].pop(space)
        state["supply"][defender]["set"] += entry[0]
        state["supply"][defender]["inh"] += entry[1] + entry[2]
        business = state["businesses"].get(space)
        if business is not None and business["owner"] == defender:
            business["owner"] = None
        factories = state.get("factories", {}).get(space, [])
        factories[:] = [None if o == defender else o for o in factories]  # ownerless
        if not conquered or state["supply"][attacker]["set"] < 1:
            continue
        if holder(state, space) is not None:
            continue
        inh = min(entry[1] + entry[2], state["supply"][attacker]["inh"])
        state["supply"][attacker]["set"] -= 1
        state["supply"][attacker]["inh"] -= inh
        state["pop"][attacker][space] = [1, 0, inh]
        waiting = state.get("attacks", {}).pop(space, None)
        if waiting is not None:  # armies attacking it join the garrison
            room = 7 - inh
            state["pop"][attacker][space][2] += min(room, waiting[1])
            state["supply"][attacker]["inh"] += waiting[1] - min(room, waiting[1])
        if business is not None and business["owner"] is None:
            business["owner"] = attacker
        factories[:] = [attacker if o is None else o for o in factories]


# -- 4.I end conditions (phase 3C purchase, 3D last settlement) --------------------------------
def note_supply_end(state: State, w: World, seat: int, before: dict[str, int], kind: str) -> None:
    """4.I: buying the last inhabitants in 3C or placing the last settlement in 3D ends the
    game after this turn."""
    if not w.at(4, "I") or state["stage"] != "play" or state["turn"]["seat"] != seat:
        return
    supply = state["supply"][seat]
    if kind == "buy" and before["inh"] > 0 and supply["inh"] == 0:
        state["ends_now"] = True
    if state["turn"]["phase"] == "3D" and before["set"] > 0 and supply["set"] == 0:
        state["ends_now"] = True


# -- 4.II income, 4.I final scoring -------------------------------------------------------------
LAND_BONUS = {0: 0, 1: 0, 2: 5, 3: 10, 4: 20, 5: 30}


def military_income(state: State, seat: int) -> int:
    """4.II: 5 M per space besides the capital (III (5): 10 M), plus the land-type bonus."""
    owned = [s for s, v in state["pop"][seat].items() if v[0]]
    per = 10 if owns(state, seat, "III (5)") else 5
    further = len([s for s in owned if s != state["capital"][seat]])
    kinds = {state["spaces"][s] for s in owned if state["spaces"][s] != "city"}
    return per * further + LAND_BONUS[len(kinds)]


def military_vp(state: State, seat: int) -> int:
    """4.I: 3 VP per own land space, 5 VP per own city."""
    owned = [s for s, v in state["pop"][seat].items() if v[0]]
    return sum(5 if state["spaces"][s] == "city" else 3 for s in owned)


def armies_on_board(state: State, seat: int) -> int:
    return sum(v[0] + v[1] + v[2] for v in state["pop"][seat].values())
