"""504: the world map (terrain in colour with a legend, coordinates, roads, every owner's
pieces in its colour: a player's, or a company's when companies own the pieces), the
privileges row, the players' figures, the companies, the reader's money and the game's
public tracks. Everything comes from the seat's view and 504's words (board_words)."""

from .common import seat_colour
from .map import board
from .panels import panels, place_of
from .steps import move_places

__all__ = ["board", "move_places", "panels", "place_of", "seat_colour"]
