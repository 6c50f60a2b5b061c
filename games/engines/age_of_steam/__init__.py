"""Age of Steam (deluxe edition, German rules v7): six maps, every phase of the round."""

from games.engines.core import register

from .engine import AgeOfSteam

ENGINE = register(AgeOfSteam())

__all__ = ["ENGINE"]
