"""Module 2 — Race (Wettlauf): city cards, hurried movement, moving the capital, recycling.

TOP I: game end by city cards and the city-card table; TOP II: income for first settlements
and city cards; TOP III: interim awards keyed by the TOP I module (awards.py).  Rulebook
"Das Modul 2: Wettlauf"; digest §4.2.
"""

from __future__ import annotations

from games.engines.core import State

from ..core.actions import STAYS_ACTIVE
from ..core.capitals import CAPITAL_PLACED
from ..core.pieces import ARRIVES, CITY_CARD
from ..core.registry import Module, TopI, TopII, TopIII, register
from ..core.rounds import OPENING
from ..core.world import World
from .city_cards import mark_city_card
from .income import top_ii_income
from .scoring import race_ends, race_score

MODULE = register(
    Module(
        number=2,
        name="race",
        moves=frozenset({"move_capital", "recycle"}),
        at={
            "I": TopI(ends=race_ends, score=race_score),
            "II": TopII(income=top_ii_income),
            "III": TopIII(),
        },
    )
)


def _card_of_capital(state: State, w: World, seat: int, city: str) -> None:
    """The capital's city card: 2.I an inhabitant, 2.II a settlement (digest §4.2 setup)."""
    if w.at(2, "I"):
        state["supply"][seat]["inh"] -= 1
        state["cards"].setdefault(city, []).append([seat, "inh", False])
        state["card_total"][seat] += 1
    elif w.at(2, "II"):
        state["supply"][seat]["set"] -= 1
        state["cards"].setdefault(city, []).append([seat, "set", False])


def _open_3a(state: State, w: World, seat: int) -> bool:
    """3A: a player with another city of theirs may move the capital there."""
    capital = state["capital"][seat]
    if any(
        s != capital and v[0] and state["spaces"][s] == "city"
        for s, v in state["pop"][seat].items()
    ):
        state["turn"]["phase"] = "3A"
        return True
    return False


CAPITAL_PLACED.add(
    "2.I/2.II: the capital's city card", lambda w: w.at(2, "I", "II"), _card_of_capital, rank=20
)
OPENING.add("2: 3A move the capital", lambda w: w.has(2) and w.with_inhabitants, _open_3a, rank=10)


def _onto_card(
    state: State, w: World, seat: int, space: str, marks: list[list[object]] | None
) -> bool:
    """2.I/2.II 3D: reaching a city for the first time, the arriving inhabitant goes onto
    its city card (digest §4.2)."""
    if marks is None or any(s == seat and k == "inh" for s, k, _ in marks):
        return False
    mark_city_card(state, w, seat, space)
    return True


def _cards_by_settling(w: World) -> bool:
    return w.at(2, "I", "II") and not (w.at(2, "II") and w.has(1))  # C2-TRANS-II: the wagon


ARRIVES.add("2.I/2.II: the city card", _cards_by_settling, _onto_card)


def _hurried(state: State, w: World, seat: int, src: str, dst: str, target: list[int]) -> bool:
    """Hurried movement: moving onto own exhausted inhabitants keeps the mover active."""
    return target[2] > 0


STAYS_ACTIVE.add("2: hurried movement", lambda w: w.has(2), _hurried)
CITY_CARD.add("2: city cards", lambda w: w.has(2), mark_city_card)
