"""World predicates the rules read: which variant of a shared rule a world plays.

Each names the module parts (and catalogue ids, digest §10.5) it stands for, so a rule asks
``hurried(w)`` instead of spelling out the modules that make movement hurried.
"""

from __future__ import annotations

from .world import World


def capitals_by_bid(w: World) -> bool:
    """3.I/3.II order with separate capitals: each player chooses a capital together with a
    place in the order, in starting-bid order (digest §4.3 setup, C3-CAP-I); with 9.II there
    is no bid and each company's capital is chosen at its founding in the stock round."""
    return w.order_system == "bid_income" and w.separate_capitals and not w.at(9, "II")


def builds_factories(w: World) -> bool:
    """Phase 3F: factories exist only with Privileges on TOP I or TOP II."""
    return w.at(3, "I", "II")


def sets_income_aside(w: World) -> bool:
    """3H income is set aside until the taxes of the next phase 1 (3.I, 3.II; also when
    7.I decides the order, C3-7I)."""
    return w.at(3, "I", "II")


def taxes_by_income_rank(w: World) -> bool:
    """C3-7I: with 7.I the order is by VP, but 3.II's taxes follow the income ranking."""
    return w.at(3, "II") and w.at(7, "I")


def card_income(w: World) -> bool:
    """Race's TOP II income pays for the inhabitants newly put on city cards: with 2.II, and
    with 2.I when 9.II makes the TOP I module's TOP II income rules the companies' income
    (digest §4.9 phase 3H, "umblättern und bei TOP II nachschlagen")."""
    return w.at(2, "II") or (w.at(2, "I") and w.at(9, "II"))


def company_privileges(w: World) -> bool:
    """Privileges on TOP I/II with public companies (C3-9II, C3-9I): the companies bid, own
    privileges and factories, and pay the taxes (U36)."""
    return w.at(3, "I", "II") and w.at(9, "I", "II")


def goods_prices(w: World) -> bool:
    """Deliveries are priced on the goods-price chart: 1.II, and 1.I with 9.II, whose income
    is Transport's TOP II income (digest §12-U17: the combined share & goods-price chart)."""
    return w.at(1, "II") or (w.at(1, "I") and w.at(9, "II"))


def goods_set_aside(w: World) -> bool:
    """C1-SHARES (1 on TOP I + 9 + 4.III): a fallen company's delivered goods are set aside
    and still count for the game end (digest §4.1, C4-SHARES-III)."""
    return w.at(1, "I") and w.at(9, "I", "II") and w.at(4, "III")


def dice_combat(w: World) -> bool:
    """Military on TOP I/II fights with dice (4.III by attrition)."""
    return w.at(4, "I", "II")


def hurried(w: World) -> bool:
    """Hurried movement (Race 3D, Production 3D)."""
    return w.has(2) or w.has(8)


def trading_houses(w: World) -> bool:
    return w.at(8, "I", "II")


def roads_connected(w: World) -> bool:
    """6.I/6.II: one network from the capital; 6.III: free roads."""
    return w.at(6, "I", "II")


def recycling(w: World) -> bool:
    """Race 3A recycling of pieces from the board (digest §4.2)."""
    return w.has(2)


def majority_basis(w: World) -> str:
    """How terrains are counted on the majority table (digest §4.7 3D, §4.6, C7-ROADS)."""
    if w.at(7, "II"):
        if w.has(8) and w.at(8, "III"):
            return "production_iii"
        if w.top1 == 6:
            return "roads"
        if w.top1 == 8:
            return "production"
        return "settlements"
    if w.at(7, "III") and w.at(6, "I", "II"):
        return "roads"
    if w.at(7, "I") and w.at(6, "II"):
        return "roads"  # C7-ROADS, reading U12: 7.I + 6.III counts settlements
    return "settlements"
