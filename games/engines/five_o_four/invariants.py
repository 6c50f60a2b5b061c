"""Invariants every reachable state keeps (used by the tests and bench/soak_five_o_four.py).

Pieces are conserved (inhabitants, settlements, roads, goods), spaces respect the limits of
general rule 14, money is never negative, and VP come only from logged rule sources.
"""

from __future__ import annotations

from games.engines.core import State

from .core import actors, purse
from .core.catalog import GOODS_SUPPLY
from .core.counts import holder
from .core.state import PIECES
from .core.world import world
from .exploration.discovery import violations as explore_violations
from .exploration.military import guarded_mountain, yields_by_terrain
from .exploration.rewards import violations as reward_violations
from .majorities.scorings import card_violations
from .military.spaces import peaceful_city
from .privileges.cards import cards_in_game
from .privileges.factories import SUPPLY as FACTORY_SUPPLY
from .roads import COMPANY_ROADS, ROADS_EACH
from .shares.checks import company_violations
from .shares.private import violations as shares_violations
from .transport.checks import goods_elsewhere, transport_violations, wagon_inhabitants


def military_violations(state: State) -> list[str]:
    """Military: one player per space (cities shared with Production), free cities hold
    only their neutral armies, neutral roads come from the 40 of the common supply, and a
    capital is missing only while its owner chooses a new one."""
    found: list[str] = []
    w = world(state["world"])
    if not w.has(4):
        return found
    holders: dict[str, list[int]] = {}
    for seat, pop in enumerate(state["pop"]):
        for space, entry in pop.items():
            if entry[0]:
                holders.setdefault(space, []).append(seat)
    for space, seats in holders.items():
        shared = peaceful_city(state, w, space)
        if len(seats) > 1 and not shared:
            found.append(f"space {space} held by {seats}")
        if state.get("neutral", {}).get(space) and not shared:
            found.append(f"free city {space} also held by {seats}")
    for space, (attacker, armies, _road) in state.get("attacks", {}).items():
        if armies < 1 or holder(state, space) == attacker:
            found.append(f"attack on {space} by {attacker} with {armies}")
    for space, armies in state.get("neutral", {}).items():
        guard = guarded_mountain(state, space) and armies == 1 and yields_by_terrain(w)
        if not guard and (state["spaces"][space] != "city" or not 0 < armies <= 2):
            found.append(f"free city {space} with {armies} armies")
    if "road_pool" in state:
        laid = sum(len(p) for p in state["roads"].values())
        if laid + state["road_pool"] != 40 or any(len(p) != 1 for p in state["roads"].values()):
            found.append(f"{laid} neutral roads laid and {state['road_pool']} left, not 40")
    decision = state.get("decision")
    for seat, capital in enumerate(state["capital"]):
        if actors.public(state) and state["companies"][seat]["president"] is None:
            continue  # not founded (or fallen): no capital
        if state.get("sr") and state["sr"]["capital_for"] == seat:
            continue  # just founded: its president chooses the capital
        waiting = decision is not None and decision["seat"] == seat
        if decision is not None and decision["kind"] != "new_capital":
            waiting = decision["defender"] == seat  # a fallen company's spaces change hands
        if state.get("ends_now") or state["stage"] == "over":
            waiting = capital is None
        choosing = state["stage"] in ("capitals", "sealed_bids", "places")  # before play
        if not choosing and (capital is None) != waiting:
            found.append(f"seat {seat}: capital {capital} while decision is {decision}")
    return found


def violations(state: State) -> list[str]:
    found: list[str] = []
    n = actors.count(state)
    counts = state.get("pieces") or {"inh": PIECES[n], "set": PIECES[n]}
    for seat in range(n):
        supply = state["supply"][seat]
        pop = state["pop"][seat]
        on_cards = [k for marks in state["cards"].values() for s, k, _ in marks if s == seat]
        inh = supply["inh"] + sum(v[1] + v[2] for v in pop.values()) + on_cards.count("inh")
        inh += wagon_inhabitants(state, seat)
        inh += sum(a[1] for a in state.get("attacks", {}).values() if a[0] == seat)
        if state.get("retreat") and state["turn"] and state["turn"]["seat"] == seat:
            inh += state["retreat"]["left"]
        if inh != counts["inh"]:
            found.append(f"seat {seat}: {inh} inhabitants instead of {counts['inh']}")
        hq = 1 if state["capital"][seat] is not None else 0
        sets = supply["set"] + sum(v[0] for v in pop.values()) - hq + on_cards.count("set")
        if sets != counts["set"]:
            found.append(f"seat {seat}: {sets} settlements instead of {counts['set']}")
        if min(supply.values()) < 0:
            found.append(f"seat {seat}: negative supply {supply}")
        if "road_pool" not in state and (state["roads"] or supply["roads"]):
            laid = sum(1 for rs in state["roads"].values() for o, _ in rs if o == seat)
            each = COMPANY_ROADS if actors.public(state) else ROADS_EACH
            if laid + supply["roads"] != each:
                found.append(f"seat {seat}: {laid + supply['roads']} roads instead of {each}")
        for space, (settled, active, exhausted) in pop.items():
            cap = 9 if space == state["capital"][seat] else 7
            if not settled or active < 0 or exhausted < 0 or active + exhausted > cap:
                found.append(f"seat {seat}: space {space} holds {[settled, active, exhausted]}")
            if state["spaces"][space] == "water":
                found.append(f"seat {seat}: piece on water {space}")
        if purse.money(state, seat) < 0:
            found.append(f"seat {seat}: negative money")
        logged = sum(v for s, v, _ in state["vp_log"] if s == seat)
        if logged != state["vp"][seat]:
            found.append(f"seat {seat}: {state['vp'][seat]} VP but {logged} logged")
    if "wagons" in state:
        found += transport_violations(state)
    if state["goods_supply"]:
        for good, total in GOODS_SUPPLY.items():
            held = state["goods_supply"][good] + sum(g.get(good, 0) for g in state["goods"])
            held += goods_elsewhere(state, good)
            if held != total:
                found.append(f"{good}: {held} instead of {total}")
    privileges = state.get("privileges")
    if privileges is not None:
        kinds = privileges["kinds"]
        total = cards_in_game(len(kinds), n)
        held = (
            len(state["secret"]["deck"])
            + len(state["secret"]["removed"])
            + len(privileges["row"])
            + sum(len(o) for o in privileges["owned"])
            + len(privileges.get("gone", []))
        )
        if held != total:
            found.append(f"{held} privilege cards instead of {total}")
        for owned in privileges["owned"]:
            if len(set(owned)) != len(owned):
                found.append("a player owns a privilege kind twice")
        left = {
            b: sum(c.split(" ")[0] == b for c in state["secret"]["deck"])
            for b in ("I", "II", "III")
        }
        if left != privileges["left"]:
            found.append("public deck counts differ from the deck")
    found += military_violations(state)
    if "majorities_i" in state:
        found += card_violations(state)
    if "explore" in state:
        found += explore_violations(state)
        found += reward_violations(state, world(state["world"]))
    found += shares_violations(state)
    found += company_violations(state)
    found += factory_violations(state)
    if len(set(state["awards"])) != len(state["awards"]):
        found.append("an award was given twice")
    for space, business in state["businesses"].items():
        owner = business["owner"]
        if owner is not None and not state["pop"][owner].get(space, (0,))[0]:
            found.append(f"business {space} owned by {owner} without a settlement")
    return found


def factory_violations(state: State) -> list[str]:
    """3.I/3.II: 20 factories at most, 3 per city, each owner settled there; 5 VP per factory
    built with 3.I (the log names one city per factory); income aside never negative."""
    found: list[str] = []
    placed = state.get("factories")
    if placed is None:
        return found
    if sum(len(o) for o in placed.values()) > FACTORY_SUPPLY:
        found.append("more than 20 factories on the board")
    for city, owners in placed.items():
        if len(owners) > 3 or state["spaces"][city] != "city":
            found.append(f"city {city} holds factories {owners}")
        for owner in owners:
            if owner is not None and not state["pop"][owner].get(city, (0,))[0]:
                found.append(f"factory on {city} owned by {owner} without a settlement")
    logged = [src for _, _, src in state["vp_log"] if src.startswith("factory:")]
    ever = sum(len(o) for o in placed.values()) + state["factories_destroyed"]
    if logged and len(logged) != ever:
        found.append(f"{len(logged)} factory VP entries for {ever} factories built")
    if min(state["aside"]) < 0:
        found.append("negative income set aside")
    return found
