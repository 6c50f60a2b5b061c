"""Engine versions and states written by older ones.

``state["version"]`` is the engine version a game was set up under: the rules of that version
keep applying to it (DESIGN.md "Versioned"). States of version 1 were written without that key
and with positional track segments; :func:`upgrade_state` reads them into today's shape and
marks them version 1, so old games (their snapshots and head states) keep playing.

| version | what changed |
| --- | --- |
| 1 | the first engine |
| 2 | one tile per build move on every map (Germany's ``build_turn`` is version 1's); a
  redirected track must connect to one of the builder's own tracks (l. 411-412) |
"""

from __future__ import annotations

from typing import Any

from .track.segments import upgrade_tile

State = dict[str, Any]

CURRENT = 2
VERSIONS = {
    "1": "the first engine",
    "2": "one tile per build move on every map (Germany's build_turn is version 1's); a "
    "redirected track must connect to one of the builder's own tracks (l. 411-412)",
}


def upgrade_state(state: State) -> State:
    """Today's shape of a state of any version (the same object when already current)."""
    if "version" in state:
        return state
    out = dict(state)
    out["track"] = {h: upgrade_tile(t) for h, t in state["track"].items()}
    out["version"] = 1
    return out


def version_of(state: State) -> int:
    return int(state.get("version", 1))
