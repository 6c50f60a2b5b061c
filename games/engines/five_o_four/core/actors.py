"""Seats and board actors: who plays, and whose pieces act on the board.

Digest §4.9 "Actors": with Shares on TOP I or TOP II the five public companies act on the
board (pieces, treasury, income, privileges) while the players (seats) hold money and shares
and act only as presidents.  Everywhere else the actors are the seats themselves, so every
per-actor list (``capital``, ``pop``, ``supply``, ``income``...) is indexed by actor and a
world without public companies never notices the difference.

``state["actors"]`` is present only with public companies (5); ``state["companies"][c]
["president"]`` is the seat that acts for company ``c`` (None before it is founded).
"""

from __future__ import annotations

from games.engines.core import State

from .world import World

COLOURS = ("green", "white", "purple", "blue", "orange")  # the 5 public companies
PIECES_EACH = 15  # general rule 6: the "5 companies" column
UNITS = 10  # a public company's share units: the president's share (2) + 8 single shares


def public_companies(w: World) -> bool:
    """Shares on TOP I or TOP II: the five public companies are the actors."""
    return w.at(9, "I", "II")


def count(state: State) -> int:
    """How many actors act on the board: the seats, or the 5 public companies."""
    return int(state["actors"] if "actors" in state else state["players"])


def public(state: State) -> bool:
    """Public companies (9.I/9.II) are the actors."""
    return "actors" in state


def president(state: State, actor: int) -> int | None:
    """The seat that decides for ``actor`` (the actor itself when seats are the actors)."""
    if not public(state):
        return actor
    seat = state["companies"][actor]["president"]
    return None if seat is None else int(seat)


def seats_of(state: State, acting: list[int]) -> list[int]:
    """The seats deciding for the acting actors, each once, in the actors' order."""
    if not public(state):
        return acting
    seats: list[int] = []
    for actor in acting:
        seat = president(state, actor)
        if seat is not None and seat not in seats:
            seats.append(seat)
    return seats


def actor_for(state: State, seat: int, acting: list[int]) -> int:
    """The actor ``seat`` decides for now: the first acting actor it presides over."""
    if not public(state):
        return seat
    for actor in acting:
        if president(state, actor) == seat:
            return actor
    return -1
