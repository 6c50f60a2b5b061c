"""Who sits out when the players cannot all be seated.

Fairness first: nobody gets a second bye while someone present has had fewer. Among equals the
bye goes to the lowest in the standings, as in chess Swiss, because a bye's fixed points matter
least to them and keep the top tables intact.
"""

from __future__ import annotations

from collections.abc import Sequence

from .history import History
from .refusal import FormatRefusal, gettext_noop
from .types import PlayerId


def choose_byes(order: Sequence[PlayerId], count: int, history: History) -> list[PlayerId]:
    """`count` players from `order` (best first) to receive a bye this round."""
    if count > len(order):
        raise FormatRefusal(
            gettext_noop("%(byes)d byes cannot go to %(count)d players."),
            byes=count,
            count=len(order),
        )
    ranked = sorted(range(len(order)), key=lambda i: (history.byes_of(order[i]), -i))
    return [order[i] for i in ranked[:count]]
