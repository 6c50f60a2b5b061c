"""The JSON state and setup (rules digest 3; rulebook "Vorbereitung").

Shape (all public unless under ``private``/``secret``):

* ``era`` canal|rail, ``round``, ``order`` (seats in turn order), ``turn`` (index into order),
  ``actions_left``, ``action`` (the action being resolved or None), ``queue`` (its remaining
  tasks), ``step`` (the choice now pending, or None), ``phase`` actions|shortfall|over.
* ``players[seat]``: money, spent (on the character tile), income (marker space), vp,
  vp_lost (shortfall), links (link tiles left), mat {industry: [tiles left per level]},
  hand_size, discard (face-up played cards), facedown (count of face-down discards), removed
  (tiles gone to the box), loans.
* ``tiles`` {location: [None | tile per slot]}, tile = {owner, industry, level, flipped, cubes}.
* ``links`` {link id: {owner, kind}}; ``coal_market``/``iron_market`` cube counts;
  ``merchants`` [{space, location, tile, beer}]; ``deck_size``; ``wild_piles``;
  ``bank`` (ledger: bank + players' money + money on character tiles == 0 at all times).
* ``private[seat]["hand"]``: sorted card ids. ``secret``: seed, draws, deck, facedown cards.
"""

from __future__ import annotations

import marshal
from typing import Any

from games.engines.core import State, draw_rng

from . import catalog as cat


def clone(state: State) -> State:
    """A deep copy of the state, written for its shape (the docstring above): apply copies
    the state every move and this is several times faster than marshal or deepcopy. Leaf
    dicts (tiles, links, merchants, tasks) hold scalars only and are copied flat; a top-level
    value this copier does not know is deep-copied with marshal, so a new field can never be
    shared between input and output."""
    out = state.copy()
    for key in state.keys() - _KNOWN:
        value = state[key]
        if type(value) is dict or type(value) is list:
            out[key] = marshal.loads(marshal.dumps(value))
    out["order"] = state["order"][:]
    out["queue"] = [_task(t) for t in state["queue"]]
    step = state["step"]
    if step is not None:
        out["step"] = _step(step)
    out["shortfall"] = state["shortfall"].copy()
    out["players"] = [_player(p) for p in state["players"]]
    tiles = out["tiles"] = {}
    for loc, slots in state["tiles"].items():  # most locations are empty: copy those flat
        tiles[loc] = [t if t is None else t.copy() for t in slots] if any(slots) else slots[:]
    out["links"] = {k: link.copy() for k, link in state["links"].items()}
    out["merchants"] = [m.copy() for m in state["merchants"]]
    out["wild_piles"] = state["wild_piles"].copy()
    out["private"] = [_private(p) for p in state["private"]]
    out["secret"] = _secret(state["secret"])
    scores = state.get("era_scores")
    if scores is not None:
        out["era_scores"] = [row[:] for row in scores]
    return out


def _player(p: dict[str, Any]) -> dict[str, Any]:
    copied = p.copy()
    copied["mat"] = {k: v[:] for k, v in p["mat"].items()}
    copied["discard"] = p["discard"][:]
    return copied


def _private(p: dict[str, Any]) -> dict[str, Any]:
    copied = p.copy()
    copied["hand"] = p["hand"][:]
    return copied


def _task(task: dict[str, Any]) -> dict[str, Any]:
    copied = task.copy()
    if "at" in task:
        copied["at"] = task["at"][:]
    return copied


def _step(step: dict[str, Any]) -> dict[str, Any]:
    copied = step.copy()
    if "choices" in step:
        copied["choices"] = step["choices"][:]
    return copied


def _secret(secret: dict[str, Any]) -> dict[str, Any]:
    copied = secret.copy()
    copied["deck"] = secret["deck"][:]
    copied["facedown"] = [f[:] for f in secret["facedown"]]
    return copied


# Top-level keys clone copies itself (the rest are scalars); anything else goes via marshal.
_KNOWN = frozenset(
    (
        "game",
        "variant",
        "era",
        "round",
        "turn",
        "phase",
        "actions_left",
        "action",
        "bank",
        "coal_market",
        "iron_market",
        "deck_size",
        "order",
        "queue",
        "step",
        "shortfall",
        "players",
        "tiles",
        "links",
        "merchants",
        "wild_piles",
        "private",
        "secret",
        "era_scores",
    )
)


def new_player() -> dict[str, Any]:
    return {
        "money": cat.START_MONEY,
        "spent": 0,
        "income": cat.START_INCOME_SPACE,
        "vp": 0,
        "vp_lost": 0,
        "links": cat.LINK_TILES,
        "mat": {ind: [lv.count for lv in cat.LEVELS[ind]] for ind in cat.INDUSTRIES},
        "hand_size": 0,
        "discard": [],
        "facedown": 0,
        "removed": 0,
        "loans": 0,
    }


def setup(players: int, options: dict[str, Any], seed: int) -> State:
    """Setup in the rulebook's order; one seeded shuffle each for deck, merchants, turn order."""
    state: State = {
        "game": "brass-birmingham",
        "variant": options.get("variant", "standard"),
        "era": "canal",
        "round": 1,
        "order": [],
        "turn": 0,
        "phase": "actions",
        "actions_left": 1,
        "action": None,
        "queue": [],
        "step": None,
        "shortfall": {},
        "bank": -cat.START_MONEY * players,
        "players": [new_player() for _ in range(players)],
        "tiles": {loc: [None] * len(spec.slots) for loc, spec in cat.LOCATIONS.items()},
        "links": {},
        "coal_market": cat.COAL_START,
        "iron_market": cat.IRON_START,
        "merchants": [],
        "deck_size": 0,
        "wild_piles": {
            cat.WILD_LOCATION: cat.wild_pile(players),
            cat.WILD_INDUSTRY: cat.wild_pile(players),
        },
        "private": [{"hand": []} for _ in range(players)],
        "secret": {"seed": seed, "draws": 0, "deck": [], "facedown": [[] for _ in range(players)]},
    }
    deck = list(cat.DECKS[players])
    draw_rng(state).shuffle(deck)
    tiles = list(cat.merchant_tiles_for(players))
    draw_rng(state).shuffle(tiles)
    for (space, location), tile in zip(cat.merchant_spaces_for(players), tiles, strict=True):
        buys = bool(cat.MERCHANT_TILES[tile].buys)
        state["merchants"].append(
            {"space": space, "location": location, "tile": tile, "beer": buys}
        )
    for seat in range(players):
        hand, deck = deck[: cat.HAND_SIZE], deck[cat.HAND_SIZE :]
        state["private"][seat]["hand"] = sorted(hand)
        state["players"][seat]["hand_size"] = len(hand)
        state["secret"]["facedown"][seat].append(deck.pop(0))
        state["players"][seat]["facedown"] = 1
    state["secret"]["deck"] = deck
    state["deck_size"] = len(deck)
    order = list(range(players))
    draw_rng(state).shuffle(order)
    state["order"] = order
    return state


def current_seat(state: State) -> int:
    seat: int = state["order"][state["turn"]]
    return seat


def hand(state: State, seat: int) -> list[str]:
    cards: list[str] = state["private"][seat]["hand"]
    return cards


def lowest_level(state: State, seat: int, industry: str) -> int | None:
    """Level of the lowest tile of an industry left on the mat (tiles leave lowest first)."""
    for index, count in enumerate(state["players"][seat]["mat"][industry]):
        if count:
            return index + 1
    return None


def own_tiles(state: State, seat: int) -> list[tuple[str, int, dict[str, Any]]]:
    return [
        (loc, slot, t)
        for loc, slots in state["tiles"].items()
        for slot, t in enumerate(slots)
        if t is not None and t["owner"] == seat
    ]


def has_pieces(state: State, seat: int) -> bool:
    """Whether the seat has any industry or link tile on the board (first-build exception)."""
    for link in state["links"].values():
        if link["owner"] == seat:
            return True
    for slots in state["tiles"].values():
        for t in slots:
            if t is not None and t["owner"] == seat:
                return True
    return False
