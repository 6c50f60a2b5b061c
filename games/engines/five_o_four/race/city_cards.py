"""Race (2.I/2.II) city cards: one inhabitant of a player marks each city he reached.

Settling (pop), the wagon (transport) and an attack on a city (military) all mark cards; the
bookkeeping is the same, so it lives here once.
"""

from __future__ import annotations

from games.engines.core import State

from ..core.modules import card_income
from ..core.world import World


def mark_city_card(state: State, w: World, seat: int, city: str) -> None:
    """Put ``seat``'s inhabitant on ``city``'s card. Where 2.II's income rules pay for it
    (2.II, or 2.I with 9.II) it is fresh, on top of the card until this turn's 3H (digest
    §4.2); otherwise it counts towards the card total at once."""
    fresh = card_income(w)
    state["cards"].setdefault(city, []).append([seat, "inh", fresh])
    if fresh:
        state["turn"]["new_cards"].append(city)
    else:
        state["card_total"][seat] += 1
