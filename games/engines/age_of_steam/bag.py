"""Goods cubes in the bag and on the map: draws (uniform over the cubes left) and moves."""

from __future__ import annotations

import random
from typing import Any

from .catalog import BAG_COLOURS

State = dict[str, Any]


def draw_cube(state: State, rng: random.Random) -> str | None:
    """One cube from the bag (uniform over cubes), or None when the bag is empty (A23)."""
    bag = state["secret"]["bag"]
    total = sum(bag.values())
    if total <= 0:
        return None
    pick = rng.randrange(total)
    for colour in BAG_COLOURS:
        n = bag.get(colour, 0)
        if pick < n:
            bag[colour] = n - 1
            state["bag_size"] -= 1
            return colour
        pick -= n
    return None  # pragma: no cover


def return_to_bag(state: State, colour: str, n: int = 1) -> None:
    bag = state["secret"]["bag"]
    bag[colour] = bag.get(colour, 0) + n
    state["bag_size"] += n


def add_cube(state: State, h: str, colour: str, n: int = 1) -> None:
    here = state["cubes"].setdefault(h, {})
    here[colour] = here.get(colour, 0) + n


def take_cube(state: State, h: str, colour: str) -> None:
    here = state["cubes"][h]
    here[colour] -= 1
    if not here[colour]:
        del here[colour]
    if not here:
        del state["cubes"][h]
