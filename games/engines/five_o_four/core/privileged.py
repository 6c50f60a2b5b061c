"""Which privileges an actor owns, and the VP printed on them.

General rule 27: privileges override every other rule, so the rules of every module ask
whether an actor owns one (Transport's II (7) mountain step, Roads' I (9) forest road, ...).
The deck, the purchase and the auction are Module 3's (privileges/); the ownership they leave
in ``state["privileges"]["owned"]`` is read here.
"""

from __future__ import annotations

from typing import Any

from games.engines.core import State

PRIVILEGE_VP = {"I (11)": 2, "II (9)": 3, "III (6)": 5}  # appendix 3


def owns(state: State, seat: int, kind: str) -> bool:
    privileges = state.get("privileges")
    return privileges is not None and kind in privileges["owned"][seat]


def privileges_of(state: State, seat: int) -> list[Any]:
    privileges = state.get("privileges")
    return list(privileges["owned"][seat]) if privileges else []


def privilege_vp(state: State, seat: int) -> int:
    """I (11) 2 VP, II (9) 3 VP, III (6) 5 VP at the final scoring."""
    return sum(PRIVILEGE_VP.get(k, 0) for k in privileges_of(state, seat))
