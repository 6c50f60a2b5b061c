"""Game end (TOP I) and final scoring with tie-breaks; Race TOP III interim awards.

Digest §1.6, §4.2 (2.I end and table, 2.III awards), §4.6 (6.I), §4.7 (7.I scorings,
7.III bonus), §4.8 (8.I).
"""

from __future__ import annotations

from typing import Any

from games.engines.core import Result, State, ranks_from_keys

from ..exploration.discovery import exploration_over
from ..exploration.rewards import exploration_vp
from ..majorities.scorings import scorings_total
from ..military.combat import armies_on_board, military_vp
from ..privileges import factories
from ..privileges.cards import privilege_vp, privileges_of
from ..shares.companies import wealth
from ..shares.private import private_company_scores
from ..shares.top_ii import share_scores
from ..transport.scoring import cargo_goods, transport_ends, transport_vp
from . import actors, purse
from .catalog import GOODS, MAJORITY_BONUS, ROAD_VP, TERRAINS
from .counts import (
    businesses_of,
    cards_of,
    connected_spaces,
    houses_of,
    majority_counts,
    majority_holders,
    on_board,
    road_spaces,
    terrain_counts,
)
from .goodsets import as_tuple, best
from .world import World, world

# the 5th column: 5 public companies (Shares on TOP II), module_tables.yaml
RACE_X = {2: 9, 3: 8, 4: 7, 5: 6}
RACE_X_MILITARY = {2: 7, 3: 6, 4: 5, 5: 4}  # C2-MIL
RACE_VP = (22, 26, 32, 40, 50)  # <= X-3, X-2, X-1, X, >= X+1
ROADS_END = {2: 7, 3: 6, 4: 5, 5: 4}
HOUSES_END = {2: 8, 3: 7, 4: 6, 5: 4}
HOUSES_END_MILITARY = {2: 6, 3: 5, 4: 4, 5: 3}  # C8-MIL
PRODUCTION_VP = (1, 3, 6, 10, 15)
AWARD_VP = 5
# 2.III with 7 on TOP I: 10 VP / 20 VP for the first to hold all 6 terrains once / twice
TERRAIN_ROWS = {"terrains:1": 1, "terrains:2": 2}
TERRAIN_ROWS_VP = {"terrains:1": 10, "terrains:2": 20}
FACTORY_AWARD_VP = 10  # 2.III with Privileges on TOP I: two awards of 10 VP


def game_ends(state: State, w: World) -> bool:
    """End condition of the TOP I module, checked at the end of a round."""
    n = actors.count(state)
    seats = range(n)
    if w.top1 == 9:
        return bool(state["round"] >= 5)  # 9.I: after the 5th operating round
    if w.top1 == 1:
        return transport_ends(state)
    if w.top1 == 2:
        return any(cards_of(state, s) >= race_x(w, n) for s in seats)
    if w.top1 == 3:
        return factories.ends(state, w)
    if w.top1 == 6:
        if "road_pool" in state:
            return bool(state["road_pool"] == 0)  # C6-END-4: 40 neutral roads built together
        return any(
            terrain_counts(state, connected_spaces(state, s))["city"] >= ROADS_END[n] for s in seats
        )
    if w.top1 == 8:
        houses = (HOUSES_END_MILITARY if w.has(4) else HOUSES_END)[n]
        return any(
            houses_of(state, s) >= houses and sum(state["goods"][s].values()) >= 5 for s in seats
        )
    if w.top1 == 7:
        return False  # 7.I ends at once when the 3rd scoring card is revealed (majorities_i)
    if w.top1 == 5:
        return exploration_over(state, w)
    if w.top1 == 4:
        return False  # Military 4.I ends right after a turn (turn.end_turn), never here
    raise AssertionError(f"TOP I module {w.top1} is not implemented")


def race_x(w: World, players: int) -> int:
    if w.with_inhabitants:
        return (RACE_X_MILITARY if w.has(4) else RACE_X)[players]
    return 9  # C2-NOINH: without inhabitants 9 for every player count


def race_vp(cards: int, x: int) -> int:
    return RACE_VP[max(0, min(4, cards - x + 3))]


def roads_vp(c: dict[str, int]) -> int:
    sets = min(c["city"], c["meadow"], c["field"], c["forest"], c["mountain"])
    return sum(int(ROAD_VP[t]) * c[t] for t in TERRAINS) + 3 * sets


def house_capacity(state: State, w: World, seat: int) -> int:
    """1 good per trading house, 2 on the HQ; with Military 2 on each (C8-MIL); II (6) +1."""
    houses = houses_of(state, seat)
    extra = 1 if "II (6)" in privileges_of(state, seat) else 0
    return (2 * houses if w.has(4) else houses + 1) + extra


def production_vp(state: State, seat: int) -> int:
    w = world(state["world"])
    houses = houses_of(state, seat)
    value, _, _ = best(
        as_tuple(state["goods"][seat]), house_capacity(state, w, seat), PRODUCTION_VP
    )
    return value + 2 * houses


def final_scores(state: State, w: World) -> tuple[list[int], list[int], dict[str, Any]]:
    n = actors.count(state)
    scores: list[int] = []
    ties: list[Any] = []
    parts = []
    bonus = [0] * n
    if w.at(7, "III"):
        counts = [majority_counts(state, w, s) for s in range(n)]
        for terrain in TERRAINS:
            for s in majority_holders(counts, terrain):
                bonus[s] += int(MAJORITY_BONUS[terrain])
    if w.top1 == 9:
        return wealth_scores(state, bonus)
    for s in range(n):
        if w.top1 == 1:
            main = transport_vp(state["delivered"][s])
            tie: Any = [cargo_goods(state, s), state["income"][s]]
        elif w.top1 == 2 and not w.with_inhabitants:
            main = race_vp(cards_of(state, s), 9) + int(state["mp_after"][s])
            tie = 0  # C2-NOINH: tied players share the victory
        elif w.top1 == 2:
            main = race_vp(cards_of(state, s), race_x(w, n))
            tie = sum(on_board(state, s))
        elif w.top1 == 5:
            main = exploration_vp(state, s)  # already among state["vp"], see below
            tie = on_board(state, s)[0]  # inhabitants, not settlements
        elif w.top1 == 3:
            main = factories.factory_vp(state, s)  # taken when built, part of state["vp"]
            tie = purse.money(state, s)  # most money (income aside not counted)
        elif w.top1 == 6:
            net = connected_spaces(state, s)
            main = roads_vp(terrain_counts(state, road_spaces(state, s)))
            if "road_pool" in state:  # C6-MIL: inhabitants on spaces with neutral roads
                net = {x for e in state["roads"] for x in e.split("|")}
            tie = sum(v[1] + v[2] for sp, v in state["pop"][s].items() if sp in net)
        elif w.top1 == 7:
            main = scorings_total(state, s)  # already in state["vp"]: the three scorings
            tie = sum(on_board(state, s))
        elif w.top1 == 4:
            main = military_vp(state, s)
            tie = armies_on_board(state, s)
        else:
            main = production_vp(state, s)
            tie = businesses_of(state, s)
        privs = privilege_vp(state, s)
        awards = state["vp"][s] - (main if w.top1 in (3, 5, 7) else 0)
        total = main + awards + bonus[s] + privs
        scores.append(total)
        ties.append(tie)
        parts.append({"top1": main, "awards": awards, "majorities": bonus[s], "privileges": privs})
    if w.at(9, "II"):  # the players score through their units of the public companies
        return share_scores(state, scores, {"breakdown": parts, "tie_break": ties})
    if w.at(9, "III"):  # the players score through the shares of the private companies
        return private_company_scores(state, scores, ties, {"breakdown": parts, "tie_break": ties})
    return scores, ties, {"breakdown": parts, "tie_break": ties}


def wealth_scores(state: State, bonus: list[int]) -> tuple[list[int], list[int], dict[str, Any]]:
    """9.I: each player's wealth, money plus share values; with 7.III each share's price
    rises 1 M per VP its company gets in the final scoring (C7-9I).  No tie-breaker."""
    seats = range(state["players"])
    scores = [wealth(state, s, bonus) for s in seats]
    cos = state["companies"]
    details = {
        "money": [purse.seat_money(state, s) for s in seats],
        "prices": [co["price"] for co in cos],
        "company_vp": bonus,
        "units": [[co["units"][s] for co in cos] for s in seats],
    }
    return scores, [0] * len(scores), details


def result_of(state: State, w: World) -> Result:
    scores, ties, details = final_scores(state, w)
    keys = [(scores[s], *(t if isinstance(t, list) else [t])) for s, t in enumerate(ties)]
    ranks = ranks_from_keys(keys)
    return Result(scores=list(scores), ranks=ranks, details=details)


def check_awards(state: State, w: World, seat: int) -> None:
    """2.III: the first player to fulfil a task takes the VP at once (digest §4.2)."""
    if not w.at(2, "III"):
        return
    taken = state["awards"]
    module = w.top2 if w.at(9, "I") else w.top1  # C2-III-9: the TOP II module's task
    if module == 3:
        keys = factories.award_keys(state, seat)
    elif module == 1:
        delivered = state["delivered"][seat]
        keys = [f"goods:{g}" for g in GOODS if delivered.get(g, 0) >= 2]  # digest §12-U21
    elif module == 6:
        counts = terrain_counts(state, connected_spaces(state, seat))
        keys = [f"roads:{t}" for t in TERRAINS if counts[t] >= 3]
    elif module == 8:
        owned = [b["good"] for b in state["businesses"].values() if b["owner"] == seat]
        keys = [f"businesses:{g}" for g in GOODS if owned.count(g) >= 3]
    elif module == 7:
        least = min(majority_counts(state, w, seat).values())  # all 6 columns of the table
        keys = [key for key, rows in TERRAIN_ROWS.items() if least >= rows]
    elif module == 5:  # the player's own 3rd discovery of a terrain (reading R30)
        found = state["explore"]["found"][seat]
        keys = [f"discover:{t}" for t in TERRAINS if found[t] >= 3]
    else:
        keys = []
    for key in keys:
        if key not in taken:
            taken.append(key)
            vp = (
                FACTORY_AWARD_VP
                if key.startswith("factories:")
                else TERRAIN_ROWS_VP.get(key, AWARD_VP)
            )
            if w.at(9, "I"):  # C2-III-9: 10 M per VP, company income set aside for phase 4
                state["companies"][seat]["income"] += 10 * vp
                continue
            state["vp"][seat] += vp
            state["vp_log"].append([seat, vp, key])
