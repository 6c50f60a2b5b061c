"""Race (2.I/2.II) city cards: one inhabitant of a player marks each city he reached.

Settling (pop), the wagon (transport) and an attack on a city (military) all mark cards; the
bookkeeping is the same, so it lives here once.
"""

from __future__ import annotations

from games.engines.core import State

from .world import World


def mark_city_card(state: State, w: World, seat: int, city: str) -> None:
    """Put ``seat``'s inhabitant on ``city``'s card. With 2.II it is fresh (paid for by this
    turn's income, digest §4.2); with 2.I it counts towards the card total at once."""
    fresh = w.at(2, "II")
    state["cards"].setdefault(city, []).append([seat, "inh", fresh])
    if fresh:
        state["turn"]["new_cards"].append(city)
    else:
        state["card_total"][seat] += 1
