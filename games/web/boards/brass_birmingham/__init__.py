"""Brass: Birmingham: the map (locations with their industry slots, merchants with their
tiles and beer, canal and rail links), the coal and iron markets; each player's mat (the
tiles left by industry and level) and figures; the reader's hand by card names; the move
builder's steps.

Location and merchant positions are drawn schematically after the printed board's geography;
slots, links, merchants and markets come from the engine's catalog and the seat's view.
"""

from .common import place_of
from .map import board
from .panels import panels
from .steps import move_steps

__all__ = ["board", "move_steps", "panels", "place_of"]
