"""Brass: Birmingham (Roxley, 2018): both eras, all actions, German rulebook as authority."""

from games.engines.core import register

from .engine import BrassBirmingham

ENGINE = register(BrassBirmingham())

__all__ = ["ENGINE"]
