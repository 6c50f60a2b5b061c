"""Age of Steam: the map with its terrain, cities, towns, New Cities and track, the action
tiles and the goods display; each player's company; every move made by clicking (the
builder's steps: a hex, then the tile and rotation drawn as tiles, with a preview).

Geometry comes from the engine's map data; everything else from the seat's view."""

from .common import place_of, seat_colour
from .map import board
from .panels import panels
from .steps import move_marks, move_steps

__all__ = ["board", "move_marks", "move_steps", "panels", "place_of", "seat_colour"]
