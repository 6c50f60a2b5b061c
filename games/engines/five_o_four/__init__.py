"""504 (2F-Spiele, 2015): worlds composed from nine module definitions."""

from games.engines.core import register

from .engine import FiveOFour

ENGINE = register(FiveOFour())
