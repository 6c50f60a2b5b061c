"""Russian Railroads: the main board (round track, the action spaces in their areas with
the workers on them, engineers, turn order, locomotive stacks, ?-cards, start bonus cards),
each player's board (doubler row, the three lines with their special spaces, locomotives,
industry track with factories, engineers, ?-tokens) and figures, the reader's end-game
cards. Everything comes from the seat's view; geometry and rewards from the engine's
catalog (its data files name their sources)."""

from .main import board
from .panels import panels, place_of
from .steps import move_places

__all__ = ["board", "move_places", "panels", "place_of"]
