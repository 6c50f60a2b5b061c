"""Module 7 on TOP I: order by lot then by VP, face-down scoring cards, three scorings.

Rulebook "Modul 7: Mehrheiten" (l. 2821-2909 setup and phase 1, l. 3010-3060 phase 5, game end,
final scoring); digest §4.7, §5.2 (3), §8.1 (scoring cards), §12-U20, U32, U46, U47, U51.

The cards come from data/majority_cards.yaml (``CARD_DATA``); while no source gives them the
worlds with 7.I are unavailable (facts.yaml ``scoring_cards``).  The faces of the face-down
cards live in ``state["secret"]["scoring_rows"]``; the public sees each row's size, which card
each marker stands on and every card once revealed.  After a scoring the players remove pieces
(``majorities/shrinking.py``).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from games.engines.core import InvalidOptions, Reveal, State

from ..core import actors
from ..core.catalog import MAJORITY_CARDS, SHRINK_VP
from ..core.modules import taxes_by_income_rank
from ..core.privileged import privilege_vp
from ..core.registry import Hook
from ..core.rounds import BEFORE, add_step
from ..core.words import T
from ..core.world import World, world
from .shrinking import start_shrinking
from .table import scoring_vp

CARD_DATA: dict[str, Any] | None = MAJORITY_CARDS

#: C9-7I (7.I with public companies): the card data by active companies is checked, the
#: cards are laid and phase 1 is played by operating round instead (combinations/).
CARD_CHECKS: Hook[Callable[[], None]] = Hook("scoring card data")
COMPANY_CARDS: Hook[Callable[[State], None]] = Hook("scoring cards by companies")
COMPANY_PHASE_ONE: Hook[Callable[[State, World], bool]] = Hook("7.I phase 1 by companies")
BACKS = ("I", "II", "III")
COMPENSATION = 3  # VP for each player who loses their last turn to the 3rd scoring


def cards_for(players: int) -> tuple[list[str], dict[str, int]]:
    """(the two start cards, face-down cards per back) for the player count."""
    if CARD_DATA is None:
        raise LookupError("no source gives the 7.I cards (data/majority_cards.yaml)")
    start = [str(c) for c in CARD_DATA["start_cards"][players]]
    backs = {b: int(CARD_DATA["backs"][players][b]) for b in BACKS}
    if len(start) != 2 or min(backs.values()) < 1:
        raise ValueError(f"7.I cards for {players} players: 2 start cards, >= 1 card per back")
    return start, backs


def refuse_player_count(players: int, w: World | None = None) -> None:
    """A source may give the cards for some player counts only: refuse the others.  With
    Shares on TOP II the cards go by the number of active companies (C9-7I) instead."""
    if w is not None and w.at(9, "II"):
        try:
            for check in CARD_CHECKS.of(w):
                check()
        except (LookupError, TypeError, KeyError, ValueError) as missing:
            raise InvalidOptions(
                "E_WORLD_NEEDS_MISSING_DATA",
                T(
                    "Majorities on TOP I cannot be played with Shares on TOP II yet: "
                    "no source gives its start card for each number of active "
                    "companies and how many scoring cards of back II and III are used."
                ),
            ) from missing
        return
    try:
        cards_for(players)
    except (LookupError, TypeError) as missing:
        raise InvalidOptions(
            "E_WORLD_NEEDS_MISSING_DATA",
            T(
                "Majorities on TOP I cannot be played with {players} players yet: "
                "no source gives its start and scoring cards for {players} players.",
                players=players,
            ),
        ) from missing


# -- setup and phase 1 ------------------------------------------------------------------------
def shuffled_row(rng: random.Random, number: int, cards: int) -> list[str]:
    """One face-down row: its "scoring <number>" card shuffled with ``cards - 1`` blanks."""
    faces = [f"scoring {number}"] + ["blank"] * (cards - 1)
    rng.shuffle(faces)
    return faces


def setup_cards(state: State, rng: random.Random) -> None:
    """Two start cards, each back shuffled apart into a face-down row with its one scoring.
    The inhabitant each player sets aside (rounds.order_markers) stands on the 1st start card.
    With public companies the cards go by operating round (C9-7I,
    combinations/majorities_shares.py)."""
    by_companies = COMPANY_CARDS.of(world(state["world"]))
    if by_companies:
        by_companies[0](state)
        return
    n = actors.count(state)
    start, backs = cards_for(n)
    rows = {}
    for number, back in enumerate(BACKS, start=1):
        rows[back] = shuffled_row(rng, number, backs[back])
    state["secret"]["scoring_rows"] = rows
    state["majorities_i"] = {
        "start_cards": start,
        "rows": {b: len(rows[b]) for b in BACKS},
        "dealt": 0,
        "markers": [start[0]] * n,
        "revealed": [],
        "scorings": [],
    }


def order_vp(state: State, seat: int) -> int:
    """VP that decide the order: scorings, 2.III awards and, with 3, the VP privileges."""
    return int(state["vp"][seat]) + privilege_vp(state, seat)


def next_order(state: State, among: list[int] | None = None) -> list[int]:
    """Reverse the last order while nobody has VP; then VP low to high, ties reversed.
    ``among``: order only these actors (C7-SHARES: the companies not newly founded)."""
    prev = [s for s in state["order"] if among is None or s in among]
    prev += [s for s in among or [] if s not in prev]  # not in the last order: as if last
    vp = {s: order_vp(state, s) for s in prev}
    if not any(vp.values()):
        return prev[::-1]
    return sorted(prev, key=lambda s: (vp[s], -prev.index(s)))


def phase_one(state: State, w: World) -> bool:
    """Phase 1 of round 2 and later (round 1: lot at setup, markers on the 1st start card):
    the new order; markers on the 2nd start card (round 2) or on the next face-down cards in
    row order, one per player in the new order (reading U32).  Needs no decision.  With
    public companies every OR has its own cards (C7-SHARES, combinations/majorities_shares.py)."""
    for by_companies in COMPANY_PHASE_ONE.of(w):
        return by_companies(state, w)
    if state["round"] == 1:
        return True
    state["order"] = next_order(state)
    m = state["majorities_i"]
    if state["round"] == 2:
        m["markers"] = [m["start_cards"][1]] * actors.count(state)
        return True
    total = sum(m["rows"].values())
    m["markers"] = [None] * actors.count(state)
    for seat in state["order"]:
        if m["dealt"] < total:
            m["markers"][seat] = label(m, m["dealt"])
            m["dealt"] += 1
    return True


# With 3.II (C3-7I) bidding's phase-1 step runs phase_one itself: the taxes follow the new
# order and precede the privilege auction.
add_step(
    BEFORE,
    60,
    "1 order by VP (7.I)",
    lambda w: w.at(7, "I") and not taxes_by_income_rank(w),
    phase_one,
)


def label(m: dict[str, Any], flat: int) -> str:
    """The name of the flat-th face-down card: 'I/1' is the first card of row I."""
    for back in BACKS:
        if flat < m["rows"][back]:
            return f"{back}/{flat + 1}"
        flat -= m["rows"][back]
    raise IndexError(flat)


# -- phase 5: reveal at the end of a turn, score ------------------------------------------------
def reveal_card(state: State, w: World, seat: int) -> bool:
    """From round 3, the player turns up their card; True when play does not go on now
    (a scoring waits for removals, or the game is over)."""
    m = state["majorities_i"]
    marker = m["markers"][seat]
    if state["round"] < 3 or marker is None:
        return False
    back, _, number = marker.partition("/")
    face = state["secret"]["scoring_rows"][back][int(number) - 1]
    m["markers"][seat] = None
    m["revealed"].append([marker, face, seat])
    state.setdefault("_reveals", []).append(
        Reveal({"scoring_card": marker, "face": face, "seat": seat})
    )
    if face == "blank":
        return False
    return start_shrinking(state, w, score(state, w, int(face.split()[1])))


def shrink_rate(state: State) -> int:
    """1 unit per 3 VP with 2 players, per 4 VP with 3 or 4 and with 5 companies."""
    if actors.public(state):
        return int(SHRINK_VP["with_shares_module_on_TOP_II"])
    return int(SHRINK_VP[f"players_{state['players']}"])


def add_vp(state: State, seat: int, vp: int, source: str) -> None:
    state["vp"][seat] += vp
    state["vp_log"].append([seat, vp, source])


def units_available(state: State, seat: int) -> int:
    """Inhabitants on the board plus settlements other than the headquarters (none for a
    company not founded, C9-7I)."""
    pop = state["pop"][seat].values()
    return max(0, int(sum(v[1] + v[2] + v[0] for v in pop)) - 1)


def score(state: State, w: World, number: int) -> list[list[int]]:
    """The n-th scoring; returns [seat, units to remove] in removal order.

    Before the 3rd, every player after the revealing one in this round's order gets 3 VP
    (not counted for removals, reading U20).  A player who cannot remove enough units scores
    3/4 VP less per missing unit (U47)."""
    n = actors.count(state)
    turn_index = state["turn"]["i"]
    if number == 3:
        for seat in state["order"][turn_index + 1 :]:
            if actors.president(state, seat) is not None:  # a fallen company has no turn
                add_vp(state, seat, COMPENSATION, "compensation")
    gained = scoring_vp(state, w)
    rate = shrink_rate(state)
    order = state["order"]
    rank = {s: i for i, s in enumerate(order)}  # companies not founded score nothing
    queue = sorted(range(n), key=lambda s: (-gained[s], rank.get(s, n + s)))
    plan: list[list[int]] = []
    missing = [0] * n
    for seat in queue:
        units = gained[seat] // rate
        missing[seat] = max(0, units - units_available(state, seat))
        vp = gained[seat] - rate * missing[seat]
        if vp:
            add_vp(state, seat, vp, f"scoring {number}")
        if units - missing[seat]:
            plan.append([seat, units - missing[seat]])
    state["majorities_i"]["scorings"].append(
        {"number": number, "gained": gained, "missing": missing, "final": number == 3}
    )
    return plan


def scorings_total(state: State, seat: int) -> int:
    """VP of the three scorings and the compensation (the TOP I part of the final score)."""
    return sum(
        int(v)
        for s, v, source in state["vp_log"]
        if s == seat and (source.startswith("scoring ") or source == "compensation")
    )


def card_violations(state: State) -> list[str]:
    """The public card rows agree with the secret faces (for invariants.py)."""
    m = state["majorities_i"]
    rows = state["secret"]["scoring_rows"]
    found = []
    for number, back in enumerate(BACKS, start=1):
        faces = rows[back]
        if m.get("per_or") and back == "I" and not faces and not m["dealt"]:
            continue  # C9-7I: row I is laid out in OR 3
        if len(faces) != m["rows"][back] or faces.count(f"scoring {number}") != 1:
            found.append(f"row {back} of the scoring cards is not {m['rows'][back]} cards")
    for marker, face, _seat in m["revealed"]:
        back, _, k = marker.partition("/")
        if rows[back][int(k) - 1] != face:
            found.append(f"card {marker} was revealed as {face}")
    done = [s["number"] for s in m["scorings"]]
    shown = [int(f.split()[1]) for _, f, _ in m["revealed"] if f != "blank"]
    if done != shown or done != sorted(done):
        found.append(f"scorings {done} do not follow the revealed cards {shown}")
    return found
