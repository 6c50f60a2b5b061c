"""Phase 1 with Privileges on TOP I/II and public companies: the order and the taxes.

Rulebook "Modul 3", Phase 1 (box "TOP I: In Spielen mit dem Modul Aktien auf TOP II", l. 1862)
and "Modul 9", Betriebsrunde Phase 1 (box "TOP I: ... Privilegien auf TOP II", l. 3513); digest
§4.3 phase 1, §4.9 phase 1, §5.2 item 6, U36, U41, U60; scenario 504-67.

* C3-9II (3.I + 9.II): no starting bid.  OR 1 runs in the reverse founding order; companies
  founded in a later stock round act first in the following OR (reverse founding order among
  themselves, reading R3-13); the others follow by their last income high to low, ties in
  the reverse of the previous order (3.I, U41).
* C3-9I (3.II + 9.I): the order stays by share price (9.I); from the 2nd OR the taxes follow
  the income ranking: of companies tied for the highest income the one now earlier pays
  20 %, of those tied for the lowest the one now later pays 0 %.

The income of a company is paid by Module 9's phase 4 in its own OR; the taxes on that last
income (``aside``, public) fall due in the next phase 1 and are paid from the treasury, the
president paying what it lacks as for maintenance (reading R3-14).  Only companies that had an
income are ranked and taxed (reading R3-13).
"""

from __future__ import annotations

from games.engines.core import State

from ..core.privileged import owns
from ..core.world import World
from ..privileges.bidding import tax_rate
from ..shares.companies import newly_founded
from ..shares.dividends import charge


def company_phase_one(state: State, w: World) -> bool:
    """Phase 1 of an OR with public companies and Privileges on TOP I/II."""
    if w.at(9, "II"):
        state["order"] = founding_and_income_order(state)
        earned = [c for c in state["order"] if state["aside"][c]]
        pay_company_taxes(state, earned)
    elif state["round"] > 1:
        order = state["order"]  # 9.I: by share price, set just before
        aside = state["aside"]
        earned = [c for c in order if aside[c]]
        pay_company_taxes(state, sorted(earned, key=lambda c: (-aside[c], order.index(c))))
    return True


def founding_and_income_order(state: State) -> list[int]:
    """C3-9II: companies new in the stock round just played first, latest founded first;
    then the others by their last income high to low, ties reversing the previous order."""
    cos = state["companies"]
    previous = list(state["order"])
    new = newly_founded(state)
    aside = state["aside"]
    old = [c for c, co in enumerate(cos) if co["president"] is not None and c not in new]
    old.sort(key=lambda c: (-aside[c], -previous.index(c) if c in previous else 0))
    return new + old


def pay_company_taxes(state: State, ranking: list[int]) -> None:
    """Taxes on the last income by its ranking: the first 20 %, the last 0 %, the others
    10 % (II (2): none), paid by the company; then the set-aside record is cleared."""
    aside = state["aside"]
    taxes = [0] * len(aside)
    for position, c in enumerate(ranking):
        if not owns(state, c, "II (2)"):
            taxes[c] = tax_rate(position, len(ranking)) * (aside[c] // 10)
        charge(state, c, taxes[c])
    for c in range(len(aside)):
        aside[c] = 0
    state["taxes"] = taxes
