"""The registry: Django code reaches the engines only through these functions."""

from __future__ import annotations

import importlib
import pkgutil
from typing import TYPE_CHECKING

from .errors import UnknownEngine

if TYPE_CHECKING:
    from .protocol import Engine

_REGISTRY: dict[str, Engine] = {}
_DISCOVERED = False
#: Packages under games.engines that hold no game.
_NOT_GAMES = frozenset({"core"})


def register(engine: Engine) -> Engine:
    """Add a game; each game package calls it on import with its one ENGINE."""
    if engine.slug in _REGISTRY and _REGISTRY[engine.slug] is not engine:
        raise ValueError(f"engine slug {engine.slug!r} registered twice")
    _REGISTRY[engine.slug] = engine
    return engine


def _discover() -> None:
    """Import every game package under ``games.engines`` once, so each registers itself."""
    global _DISCOVERED
    if _DISCOVERED:
        return
    package = importlib.import_module("games.engines")
    for info in pkgutil.iter_modules(package.__path__):
        if info.ispkg and info.name not in _NOT_GAMES:
            importlib.import_module(f"games.engines.{info.name}")
    _DISCOVERED = True


def get_engine(slug: str) -> Engine:
    _discover()
    try:
        return _REGISTRY[slug]
    except KeyError:
        raise UnknownEngine(slug) from None


def engine_slugs() -> list[str]:
    _discover()
    return sorted(_REGISTRY)


def all_engines() -> list[Engine]:
    return [get_engine(slug) for slug in engine_slugs()]
