"""Russian Railroads (Hans im Glück, 2013): base game for 2-4 players and the solo variant."""

from ..core import register
from .engine import RussianRailroads

ENGINE = register(RussianRailroads())

__all__ = ["ENGINE"]
