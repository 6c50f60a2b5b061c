"""Setup per player count (rulebook "Spielvorbereitung", "Änderungen für 2/3 Spieler", solo).

All chance is here: end-game cards (2 removed unseen), A and B engineers shuffled apart, the
order cards dealt; only Emil's deck (solo) is shuffled again each round.
"""

from __future__ import annotations

from typing import Any

from ..core import draw_rng
from .catalog import (
    EMIL,
    ENDGAME_CARDS,
    ENGINEER_LETTER,
    QUESTION_CARDS,
    SETUP,
    START_BONUS,
)
from .solo import prepare_emil

State = dict[str, Any]


def new_player(workers: int, coins: int) -> dict[str, Any]:
    return {
        "workers": workers,
        "workers_max": workers,
        "extra": 0,
        "temps": 0,
        "black_worker": False,
        "black_free": False,
        "coins": coins,
        "score": 0,
        "points": {},
        "track": {"ts": [1, 0, 0, 0, 0], "sp": [1, 0, 0, 0, 0], "kv": [1, 0, 0, 0, 0]},
        "has": [True, False, False, False, False],
        "locos": {"ts": [1], "sp": [], "kv": []},
        "factories": [None] * 5,
        "industry": [0],
        "doublers": 0,
        "engineers": [],
        "tokens": {},
        "qdone": [],
        "done": [],
        "medal": False,
        "upgrader": False,
        "passed": False,
        "order_card": 1,
        "endgame_cards": 0,
        "last_round_points": {},
    }


def setup_state(players: int, options: dict[str, Any], seed: int) -> State:
    solo = players == 1
    state: State = {"secret": {"seed": seed, "draws": 0}}
    rng = draw_rng(state)
    cards = list(ENDGAME_CARDS)
    rng.shuffle(cards)
    state["secret"]["endgame_removed"] = cards[:2]
    state["secret"]["endgame_stack"] = cards[2:]
    a_stack = [n for n, letter in ENGINEER_LETTER.items() if letter == "A"]
    b_stack = [n for n, letter in ENGINEER_LETTER.items() if letter == "B"]
    rng.shuffle(a_stack)
    rng.shuffle(b_stack)
    n_b, n_a = SETUP["engineers_b"][players], SETUP["engineers_a"][players]
    row: list[int | None] = [*b_stack[:n_b], *a_stack[:n_a]]
    state["secret"]["engineer_box"] = sorted(b_stack[n_b:] + a_stack[n_a:])
    order = list(range(players))
    rng.shuffle(order)
    removed = SETUP["locos_removed"][players]
    stacks = [0] + [SETUP["loco_stacks"][n] - removed for n in range(1, 10)]
    stacks[1] -= players  # every player takes a 1 for the Trans-Siberian line
    state.update(
        {
            "players_n": players,
            "solo": solo,
            "options": dict(options),
            "side": SETUP["side"][players],
            "round": 1,
            "rounds": SETUP["rounds"][players],
            "phase": "bonus",
            "actor": None,
            "order": order,
            "tasks": [],
            "spaces": {},
            "engineer_row": row,
            "engineers_gone": [],
            "stacks": stacks,
            "display": [],
            "qcards": list(QUESTION_CARDS),
            "bonus_cards": [] if solo else list(START_BONUS),
            "bonus_queue": [] if solo else list(reversed(order[1:])),
            "relocate_queue": [],
            "relocate_from": [],
            "endgame_count": len(state["secret"]["endgame_stack"]),
            "players": [
                new_player(SETUP["workers"][players], SETUP["coins"][players])
                for _ in range(players)
            ],
            "private": [{"endgame": [], "browsing": []} for _ in range(players)],
            "emil": None,
            "revealed_endgame": None,
        }
    )
    for position, seat in enumerate(order):
        state["players"][seat]["order_card"] = position + 1
    if solo:
        state["emil"] = {
            "workers": EMIL["workers"],
            "free": EMIL["workers"],
            "extra": 0,
            "passed": False,
            "tiles": [],
            "engineers": [],
            "deck_count": 0,
            "discards": [],
        }
        prepare_emil(state)
    return state
