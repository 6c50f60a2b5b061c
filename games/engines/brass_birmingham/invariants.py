"""Invariants every reachable state keeps; the tests and the soak script check them each move.

Returns a list of violations (empty when all hold) rather than raising, so the soak script can
count them.
"""

from __future__ import annotations

from games.engines.core import State

from . import catalog as cat

ROUNDS = {2: 10, 3: 9, 4: 8}


def check(state: State, before: State | None = None) -> list[str]:
    bad: list[str] = []
    players = state["players"]
    n = len(players)
    total = state["bank"] + sum(p["money"] + p["spent"] for p in players)
    if total != 0:
        bad.append(f"money not conserved: bank+players+spent = {total}")
    on_board = [0] * n
    links = [0] * n
    for slots in state["tiles"].values():
        for t in slots:
            if t is None:
                continue
            on_board[t["owner"]] += 1
            if t["cubes"] < 0:
                bad.append("negative cubes")
            if t["flipped"] and t["cubes"]:
                bad.append("flipped tile holds cubes")
            if (
                not state["queue"]
                and not t["flipped"]
                and t["cubes"] == 0
                and t["industry"] in ("coal_mine", "iron_works", "brewery")
            ):
                bad.append(f"empty unflipped {t['industry']}")
    for link in state["links"].values():
        links[link["owner"]] += 1
    for seat, p in enumerate(players):
        if p["money"] < 0:
            bad.append(f"seat {seat} money {p['money']}")
        if sum(map(sum, p["mat"].values())) + on_board[seat] + p["removed"] != 45:
            bad.append(f"seat {seat} tile count")
        if p["links"] + links[seat] != cat.LINK_TILES:
            bad.append(f"seat {seat} link count")
        if not 0 <= p["income"] <= cat.MAX_INCOME_SPACE:
            bad.append(f"seat {seat} income space {p['income']}")
        if p["vp"] < 0:
            bad.append(f"seat {seat} vp below 0")
        if p["hand_size"] != len(state["private"][seat]["hand"]):
            bad.append(f"seat {seat} hand size")
        if before is not None:
            old = before["players"][seat]
            if p["vp"] + p["vp_lost"] < old["vp"] + old["vp_lost"]:
                bad.append(f"seat {seat} VP decreased outside the shortfall rule")
            if p["vp"] < old["vp"] and p["vp_lost"] == old["vp_lost"]:
                bad.append(f"seat {seat} VP decreased")
    if not 0 <= state["coal_market"] <= cat.COAL_CAPACITY:
        bad.append("coal market")
    if not 0 <= state["iron_market"] <= cat.IRON_CAPACITY:
        bad.append("iron market")
    deck = state["secret"]["deck"]
    if state["deck_size"] != len(deck):
        bad.append("deck size")
    hands = [c for pr in state["private"] for c in pr["hand"]]
    cards = (
        len(deck)
        + sum(1 for c in hands if c not in cat.WILDS)
        + sum(len(p["discard"]) for p in players)
        + sum(len(f) for f in state["secret"]["facedown"])
    )
    if cards != len(cat.DECKS[n]):
        bad.append(f"card count {cards} != {len(cat.DECKS[n])}")
    for wild in cat.WILDS:
        if state["wild_piles"][wild] + hands.count(wild) != cat.wild_pile(n):
            bad.append(f"{wild} count")
    if state["round"] > ROUNDS[n] or state["round"] < 1:
        bad.append(f"round {state['round']}")
    if before is not None:
        if before["era"] == "rail" and state["era"] == "canal":
            bad.append("era went back")
        if before["era"] == state["era"] and state["round"] < before["round"]:
            bad.append("round went back")
    for space in state["merchants"]:
        if space["beer"] and not cat.MERCHANT_TILES[space["tile"]].buys:
            bad.append("beer beside a blank merchant")
    return bad
