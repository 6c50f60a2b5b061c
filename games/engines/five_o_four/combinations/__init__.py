"""The combination rules of digest §10.5, each registered here under its catalogue id.

A combination rule changes one module's rule because another module is in the world.  The
modules offer the variation points (hooks of core/ and their own tables); this file is the
one place that plugs one module's quantities into another module's rule, so no module
imports its neighbours.  Rules whose whole effect lies inside one module's code name their
id where they are written.
"""

from __future__ import annotations

from games.engines.core import State

from ..core.capitals import COMPANY_CAPITAL
from ..core.catalog import GOODS, TERRAINS
from ..core.counts import connected_spaces, majority_counts, terrain_counts
from ..core.income import INCOME_ADDS
from ..core.modules import company_privileges, dice_combat, taxes_by_income_rank
from ..core.pieces import SETTLED
from ..core.rounds import SKIPPED
from ..core.state import rules_version
from ..core.world import World
from ..exploration.discovery import CITY_FOUND
from ..exploration.military import bounty, guard_defeated
from ..exploration.rewards import first_settlement
from ..majorities import scorings
from ..military.combat import GUARD_BEATEN, award_free_city
from ..military.companies import WAGON_PARKED, capital_site
from ..military.spaces import NEUTRALISED, discovered_free_city
from ..privileges import bidding
from ..privileges.factories import award_keys, neutralize_factories
from ..production.businesses import BUSINESS_GOOD
from ..race.awards import TASKS
from ..transport import wagon
from ..transport.scoring import set_aside_delivered
from ..transport.wagon import city_discovered, park_wagon, stock_business
from . import wagon_military
from .majorities_shares import (
    company_cards,
    company_phase_one,
    reveal_for_fallen,
    setup_company_cards,
)
from .privileges_shares import company_phase_one as company_taxes

#: The catalogue ids registered here, in the order of digest §10.5 (listed by describe()).
REGISTERED: list[str] = []

# -- C2-III-x: Race on TOP III, interim awards keyed by the TOP I module (digest §4.2) ------


def _goods_task(state: State, w: World, seat: int) -> list[str]:
    """C2-III-1: the first to deliver a kind of good for the 2nd time (digest §12-U21)."""
    delivered = state["delivered"][seat]
    return [f"goods:{g}" for g in GOODS if delivered.get(g, 0) >= 2]


def _factories_task(state: State, w: World, seat: int) -> list[str]:
    """C2-III-3: own factories in 3 cities; 3 own factories in one city."""
    return award_keys(state, seat)


def _discovery_task(state: State, w: World, seat: int) -> list[str]:
    """C2-III-5: the player's own 3rd discovery of a terrain (reading R30)."""
    found = state["explore"]["found"][seat]
    return [f"discover:{t}" for t in TERRAINS if found[t] >= 3]


def _roads_task(state: State, w: World, seat: int) -> list[str]:
    """C2-III-6: 3 spaces of a terrain joined by own roads."""
    counts = terrain_counts(state, connected_spaces(state, seat))
    return [f"roads:{t}" for t in TERRAINS if counts[t] >= 3]


TERRAIN_ROWS = {"terrains:1": 1, "terrains:2": 2}


def _table_task(state: State, w: World, seat: int) -> list[str]:
    """C2-III-7: all 6 columns of the majority table held once / twice."""
    least = min(majority_counts(state, w, seat).values())
    return [key for key, rows in TERRAIN_ROWS.items() if least >= rows]


def _businesses_task(state: State, w: World, seat: int) -> list[str]:
    """C2-III-8: 3 own businesses of one good."""
    owned = [b["good"] for b in state["businesses"].values() if b["owner"] == seat]
    return [f"businesses:{g}" for g in GOODS if owned.count(g) >= 3]


REGISTERED += ["C2-III-1", "C2-III-3", "C2-III-5", "C2-III-6", "C2-III-7", "C2-III-8"]
TASKS.update(
    {
        1: _goods_task,
        3: _factories_task,
        5: _discovery_task,
        6: _roads_task,
        7: _table_task,
        8: _businesses_task,
    }
)

# -- C5-MIL-II: Exploration on TOP II, Military on TOP I: a mountain's guard pays once ------

REGISTERED.append("C5-MIL-II")
INCOME_ADDS.add(
    "C5-MIL-II", lambda w: w.at(5, "II") and w.at(4, "I"), lambda state, w, seat: bounty(state)
)

# -- C9-MIL: a company founded on a space with armies (Module 4 with 9.I/9.II) ----------------

REGISTERED.append("C9-MIL")
COMPANY_CAPITAL.add("C9-MIL", lambda w: w.has(4), capital_site, rank=10)


# -- C5-9: Exploration with public companies (reading MC4) -----------------------------------


def _first_settler_tile(state: State, w: World, c: int, city: str) -> None:
    """With 5.I a capital founded on a discovered city nobody has settled takes the first
    settler's VP tile (reading MC4): the HQ settles first."""
    if not any(p.get(city, (0,))[0] for p in state["pop"]):
        first_settlement(state, w, c, city)


REGISTERED.append("C5-9")
COMPANY_CAPITAL.add("C5-9", lambda w: w.at(5, "I"), _first_settler_tile, rank=20)


# -- C9-7I: 7.I with Shares on TOP II, a fallen company's card (reading R7-9II-4) -------------

REGISTERED.append("C9-7I")
SKIPPED.add("C9-7I", lambda w: w.at(7, "I"), reveal_for_fallen)


# -- C1-PRD: Transport with Production, a new business's good waits for its owner's wagon ----

REGISTERED.append("C1-PRD")
BUSINESS_GOOD.add(
    "C1-PRD",
    lambda w: w.has(1),
    lambda state, w, seat, space, good: stock_business(state, space, good),
)


# -- C4-FACTORY: Military with factories (3.I/3.II) ----------------------------------------

REGISTERED.append("C4-FACTORY")
NEUTRALISED.add(
    "C4-FACTORY",
    lambda w: w.at(3, "I", "II"),
    lambda state, w, space: neutralize_factories(state, space),  # reading R3-8
)


# -- C5-MIL-II: the city guard a discovery laid on a mountain -------------------------------


def _mountain_guard(state: State, w: World, seat: int, space: str) -> None:
    if state["spaces"][space] == "mountain":
        guard_defeated(state, seat)  # 20 M income once


GUARD_BEATEN.add("C5-MIL-II", lambda w: w.at(5, "II") and w.at(4, "I"), _mountain_guard)


# -- C1-EXP, C5-MIL: a city discovered during play ------------------------------------------

REGISTERED += ["C1-EXP", "C5-MIL"]
CITY_FOUND.add("C1-EXP", lambda w: w.has(1), city_discovered, rank=10)  # reading T9
CITY_FOUND.add("C5-MIL", lambda w: w.has(4), discovered_free_city, rank=20)  # reading R32


# -- C9-7I / C7-SHARES: 7.I with public companies (9.II) ------------------------------------


def _card_data() -> None:
    company_cards()  # raises while the cards by active companies are missing


scorings.CARD_CHECKS.add("C9-7I", lambda w: w.at(9, "II"), _card_data)
scorings.COMPANY_CARDS.add("C9-7I", lambda w: w.at(9, "I", "II"), setup_company_cards)
scorings.COMPANY_PHASE_ONE.add("C9-7I", lambda w: w.at(9, "I", "II"), company_phase_one)


# -- C3-9II, C3-9I: Privileges on TOP I/II with public companies; C3-7I ---------------------

REGISTERED += ["C3-9II", "C3-7I"]
bidding.COMPANY_PHASE_ONE.add("C3-9II", company_privileges, company_taxes)


def _order_by_vp(state: State, w: World) -> None:
    scorings.phase_one(state, w)  # 7.I decides the order; the taxes follow the income rank


bidding.ORDER_ELSEWHERE.add("C3-7I", taxes_by_income_rank, _order_by_vp)


# -- C1-MIL-c: inhabitants the wagon carries onto opposing spaces (digest §4.1) -------------

REGISTERED.append("C1-MIL-c")
wagon.DRIVE_REFUSED.add("C1-MIL-c", lambda w: w.has(4), wagon_military.drive_refused)
wagon.CARRIED_ARRIVE.add("C1-MIL-c", lambda w: w.has(4), wagon_military.carried_arrive)
wagon.UNLOAD_OPPOSING.add("C1-MIL-c", lambda w: w.has(4), wagon_military.unload_opposing)
wagon.UNLOAD_REFUSED.add("C1-MIL-c", dice_combat, wagon_military.unload_refused)


# -- C1-SHARES (C4-SHARES-III): a fallen company's wagon and deliveries ---------------------


def _wagon_of_fallen(state: State, w: World, c: int) -> None:
    set_aside_delivered(state, c)  # 1.I: they still count for the 23-goods end
    park_wagon(state, w, c)


REGISTERED.append("C1-SHARES")
WAGON_PARKED.add("C1-SHARES", lambda w: w.has(1), _wagon_of_fallen)


# -- C2-III-4: Race on TOP III with Military on TOP I, the free-city awards (reading R35) ----


def _free_city_settled(
    state: State, w: World, seat: int, space: str, first: bool, tile: bool
) -> None:
    """The 3, 4, 5, ... VP go to whoever takes a free city, by surviving the attack or by
    settling it after it was neutralised (R35; rules version 2: version 1 paid only
    surviving attackers)."""
    if rules_version(state) >= 2:
        award_free_city(state, w, seat, space)


REGISTERED.append("C2-III-4")
SETTLED.add("C2-III-4", lambda w: w.at(2, "III") and w.has(4), _free_city_settled, rank=60)
