"""C7-SHARES / C9-7I: Majorities on TOP I with Shares on TOP II (worlds 791-798).

Rulebook "Modul 7: Mehrheiten", Spielaufbau TOP I (l. 2834-2846: "In Spielen mit dem Modul
Aktien auf TOP II ... verwendet ihr für jede Betriebsrunde (BR) die folgenden Karten") and
"Modul 9: Aktien", Spielaufbau TOP II (l. 3353: the scoring cards with 1 inhabitant of each
company replace the order cards); digest §4.7 setup "TOP I + 9.II" and phase 1 C7-SHARES,
§5.2 item 6; readings R7-9II-1 to R7-9II-4.

Not all five companies need be active, so the cards go by operating round:

* OR 1 and OR 2: the start card for the number of active companies (a marker, no reveal).
* OR 3: the "1st scoring" card shuffled with blanks, one face-down card per active company.
* OR 4 and OR 5: the cards with back II and back III (how many: ``companies.backs`` in
  data/majority_cards.yaml).  Cards of a row left over in its OR are dealt first in the next.

The order: companies founded in the stock round just played go first (the latest founded
first; in OR 1 that is every company), then the others by 7.I's rule, VP few to many, ties
reversing the previous order.  Scorings, removals (the president decides for the company)
and the game end are 7.I's (majorities/scorings.py, majorities/shrinking.py) with the
"5 companies" column.
"""

from __future__ import annotations

from typing import Any

from games.engines.core import State, draw_rng

from ..core import actors
from ..core.world import World
from ..majorities import scorings as cards
from ..shares.companies import COLOURS, founded, newly_founded

LATER_BACKS = ("II", "III")  # OR 4 and OR 5


def company_cards() -> tuple[list[str], dict[str, int]]:
    """(start card for 1..5 active companies, face-down cards of back II and III)."""
    data: dict[str, Any] | None = cards.CARD_DATA
    if data is None or not data.get("companies"):
        raise LookupError("no source gives the 7.I cards with Shares on TOP II")
    block = data["companies"]
    start = [str(block["start_cards"][k]) for k in range(1, len(COLOURS) + 1)]
    backs = {b: int(block["backs"][b]) for b in LATER_BACKS}
    if min(backs.values()) < 1:
        raise ValueError("7.I cards with companies: at least 1 card of back II and of back III")
    return start, backs


def setup_company_cards(state: State) -> None:
    """Rows II and III are shuffled at setup, each with its scoring; row I waits for OR 3,
    when the number of active companies is known."""
    start, backs = company_cards()
    rng = draw_rng(state)
    rows: dict[str, list[str]] = {"I": []}
    for number, back in enumerate(LATER_BACKS, start=2):
        rows[back] = cards.shuffled_row(rng, number, backs[back])
    state["secret"]["scoring_rows"] = rows
    state["majorities_i"] = {
        "start_cards": start,  # by the number of active companies, 1 to 5
        "rows": {"I": 0, **{b: len(rows[b]) for b in LATER_BACKS}},
        "dealt": 0,
        "markers": [None] * actors.count(state),
        "revealed": [],
        "scorings": [],
        "per_or": True,
    }


def company_order(state: State) -> list[int]:
    """C7-SHARES: new companies first (latest founded first), then 7.I's order by VP."""
    new = newly_founded(state)
    old = [c for c in founded(state) if c not in new]
    return new + cards.next_order(state, old)


def lay_row_one(state: State, active: int) -> None:
    """OR 3: the "1st scoring" with blanks, one face-down card per active company."""
    faces = cards.shuffled_row(draw_rng(state), 1, max(1, active))
    state["secret"]["scoring_rows"]["I"] = faces
    state["majorities_i"]["rows"]["I"] = len(faces)


def company_phase_one(state: State, w: World) -> bool:
    """Phase 1 of every OR: the order, then one marker per active company in that order on
    the start card (OR 1, 2) or on the next face-down card of the rows open by now (OR 3:
    row I, OR 4: rows I-II, from OR 5 all; reading R7-9II-2).  Needs no decision."""
    state["order"] = company_order(state)
    m = state["majorities_i"]
    m["markers"] = [None] * actors.count(state)
    active = state["order"]
    rnd = int(state["round"])
    if rnd <= 2:
        for c in active:
            m["markers"][c] = m["start_cards"][len(active) - 1]
        return True
    if not state["secret"]["scoring_rows"]["I"]:
        lay_row_one(state, len(active))
    open_rows = cards.BACKS[: min(rnd - 2, len(cards.BACKS))]
    total = sum(m["rows"][b] for b in open_rows)
    for c in active:
        if m["dealt"] < total:
            m["markers"][c] = cards.label(m, m["dealt"])
            m["dealt"] += 1
    return True


def reveal_for_fallen(state: State, w: World, index: int) -> bool:
    """A company fallen before its turn still has its card turned up when its turn would
    have come (reading R7-9II-4: a scoring in the OR's cards is never lost).  True when play
    does not go on now (a scoring waits for removals, or the game is over)."""
    c = state["order"][index]
    if state["majorities_i"]["markers"][c] is None:
        return False
    state["turn"].update({"i": index, "seat": c})
    return cards.reveal_card(state, w, c)
