"""Game end and final scoring: the TOP I module's end condition and VP, with tie-breaks.

Digest §1.6: the TOP I module decides when the game ends and how VP are earned; TOP III
modules may add VP (7.III majorities), privileges add their printed VP (general rule 27),
and with Shares on TOP II/III the players score through shares (§4.9).  Each module
registers its part (core/registry.py); nothing here is per module.
"""

from __future__ import annotations

from typing import Any

from games.engines.core import Result, State, ranks_from_keys

from . import actors
from .privileged import privilege_vp
from .registry import MODULES, POSITIONS, Scores, TopII, TopIII
from .world import World


def game_ends(state: State, w: World) -> bool:
    """End condition of the TOP I module, checked at the end of a round (general rule 9)."""
    return MODULES[w.top1].top_i.ends(state, w)


def final_scores(state: State, w: World) -> Scores:
    n = actors.count(state)
    bonus = [0] * n
    for position, m in zip(POSITIONS, w.top, strict=True):
        part = MODULES[m].at[position]
        if isinstance(part, TopIII) and part.bonus is not None:  # 7.III majorities
            bonus = [b + a for b, a in zip(bonus, part.bonus(state, w), strict=True)]
    top = MODULES[w.top1].top_i
    if top.table is not None:
        return top.table(state, w, bonus)
    assert top.score is not None
    scores: list[int] = []
    ties: list[Any] = []
    parts = []
    for s in range(n):
        main, tie = top.score(state, w, s)
        privs = privilege_vp(state, s)
        awards = state["vp"][s] - (main if top.in_vp else 0)
        total = main + awards + bonus[s] + privs
        scores.append(total)
        ties.append(tie)
        parts.append({"top1": main, "awards": awards, "majorities": bonus[s], "privileges": privs})
    details = {"breakdown": parts, "tie_break": ties}
    for position, m in zip(POSITIONS, w.top, strict=True):
        part = MODULES[m].at[position]
        if isinstance(part, TopII | TopIII) and part.through is not None:
            return part.through(state, scores, ties, details)  # 9.II, 9.III: through shares
    return scores, ties, details


def result_of(state: State, w: World) -> Result:
    scores, ties, details = final_scores(state, w)
    keys = [(scores[s], *(t if isinstance(t, list) else [t])) for s, t in enumerate(ties)]
    ranks = ranks_from_keys(keys)
    return Result(scores=list(scores), ranks=ranks, details=details)
