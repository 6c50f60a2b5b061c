"""Privileges: the deck and display (all positions), the 3C purchase of TOP III, and their
effects on the other rules.  The phase-2 auction of TOP I/II is in privileges/auction.py.

Rulebook "Modul 3: Privilegien" and appendix 3; digest §4.3 (3C purchase, TOP III), §7.
Which kinds a world uses comes from data/privileges.yaml ``used_in`` (medium confidence,
provisional).  The deck order and the kinds removed unseen (3 players) live in
``state["secret"]``; the public sees the row, the owners and the count left per back.
"""

from __future__ import annotations

import random

from games.engines.core import IllegalMove, Move, Reveal, State

from ..core import actors, purse
from ..core.catalog import _load
from ..core.privileged import owns
from ..core.words import T
from ..core.world import World

_RAW = _load("privileges.yaml")
BACKS = ("I", "II", "III")
PRICE = 20


def kinds_for(w: World) -> list[str]:
    """Kinds used in this world: any allow entry matches and no disallow entry matches."""
    used = _RAW["used_in"]
    chosen = []
    for back in BACKS:
        for number, rule in used[back].items():
            if any(_matches(w, e) for e in rule["allow"]) and not any(
                _matches(w, e) for e in rule.get("disallow", [])
            ):
                chosen.append(f"{back} ({number})")
    return chosen


def _matches(w: World, entry: str) -> bool:
    if entry == "all":
        return True
    if entry == "with_inhabitants":
        return w.with_inhabitants
    module, _, position = str(entry).partition(".")
    return w.at(int(module), position) if position else w.has(int(module))


def back_of(kind: str) -> str:
    return kind.split(" ")[0]


def cards_in_game(kinds: int, actors_count: int) -> int:
    """Cards of the game before any is drawn: 2 per kind with 4 players or 5 companies
    (l. 1789, U36), 1 per kind with 2 players; with 3 players 1 of each kind, half of them
    removed unseen, plus 1 more of each kind (the removed ones are counted too)."""
    return kinds if actors_count == 2 else 2 * kinds


def setup_privileges(state: State, w: World, rng: random.Random) -> None:
    """The deck for the actors: players, or the 5 public companies, which own and buy the
    privileges themselves (U36, reading R3-12)."""
    players = actors.count(state)
    kinds = kinds_for(w)
    removed: list[str] = []
    if players >= 4:
        cards = kinds * 2
    elif players == 3:
        once = list(kinds)
        rng.shuffle(once)
        removed = once[: len(once) // 2]
        cards = once[len(once) // 2 :] + kinds
    else:
        cards = list(kinds)
    deck: list[str] = []
    for back in BACKS:
        pile = [c for c in cards if back_of(c) == back]
        rng.shuffle(pile)
        deck += pile
    state["secret"]["deck"] = deck
    state["secret"]["removed"] = removed
    state["privileges"] = {
        "kinds": kinds,
        "row": [],
        "owned": [[] for _ in range(players)],
        "left": {b: sum(back_of(c) == b for c in deck) for b in BACKS},
        "removed_unseen": len(removed),
        "gone": [],  # 3.I/3.II: unsold at 0 M in an auction, out of the game (public)
    }
    for _ in range(3 if players == 2 and w.at(3, "III") else players):
        draw(state, reprice=w.at(3, "III"))


def draw(state: State, reprice: bool = True) -> str | None:
    """Top card of the deck to the right end of the row at 20 M; with 3.III (``reprice``) a
    higher back makes the lower-back privileges free.  Returns the kind (a public reveal)
    or None."""
    deck = state["secret"]["deck"]
    if not deck:
        return None
    kind = str(deck.pop(0))
    row = state["privileges"]["row"]
    state["privileges"]["left"][back_of(kind)] -= 1
    level = BACKS.index(back_of(kind))
    if reprice and row and all(BACKS.index(back_of(c["kind"])) < level for c in row):
        for card in row:
            card["price"] = 0
    row.append({"kind": kind, "price": PRICE})
    state.setdefault("_reveals", []).append(Reveal({"privilege_drawn": kind}))
    return kind


def start_purchase(state: State) -> None:
    """3C step 1: refill one card when the row is short (2 players: fewer than 3)."""
    players = actors.count(state)
    if len(state["privileges"]["row"]) < (3 if players == 2 else players):
        draw(state)


def buy_privilege(state: State, w: World, seat: int, move: Move) -> None:
    row = state["privileges"]["row"]
    card = next((c for c in row if c["kind"] == move["kind"]), None)
    if card is None:
        shown = [T("{kind} ({price} M)", kind=c["kind"], price=c["price"]) for c in row]
        raise IllegalMove(
            "E_PRIVILEGE_NOT_SHOWN",
            T("{kind} is not displayed; shown: {shown}.", kind=move["kind"], shown=shown)
            if shown
            else T("{kind} is not displayed; no privilege is.", kind=move["kind"]),
        )
    if owns(state, seat, card["kind"]):
        raise IllegalMove("E_PRIVILEGE_OWNED", T("You already own {kind}.", kind=card["kind"]))
    money = purse.money(state, seat)
    if card["price"] > money:
        raise IllegalMove(
            "E_INSUFFICIENT_FUNDS",
            T(
                "{kind} costs {price} M; you have {money} M.",
                kind=card["kind"],
                price=card["price"],
                money=money,
            ),
        )
    purse.pay(state, seat, card["price"])
    row.remove(card)
    state["privileges"]["owned"][seat].append(card["kind"])
    state["turn"]["phase"] = "3C"


def decline_privilege(state: State, w: World, seat: int, move: Move) -> None:
    """Taking none moves the price marker right of the row: all shown cards cost 0 M."""
    for card in state["privileges"]["row"]:
        card["price"] = 0
    state["turn"]["phase"] = "3C"


def privilege_moves(state: State, seat: int) -> list[Move]:
    money = purse.money(state, seat)
    moves: list[Move] = [
        {"type": "privilege", "kind": c["kind"]}
        for c in state["privileges"]["row"]
        if c["price"] <= money and not owns(state, seat, c["kind"])
    ]
    seen: list[Move] = []
    for m in moves:
        if m not in seen:
            seen.append(m)
    return [*seen, {"type": "decline"}]


def reuse(state: State, w: World, seat: int, move: Move) -> None:
    """II (11): once per turn, 1 inhabitant acts twice (it stands up again after its action)."""
    space = move["space"]
    entry = state["pop"][seat].get(space)
    if not owns(state, seat, "II (11)"):
        raise IllegalMove("E_NO_PRIVILEGE", T("Using an inhabitant twice needs privilege II (11)."))
    if state["turn"].get("reused"):
        raise IllegalMove("E_ALREADY_USED", T("You used privilege II (11) this turn already."))
    if entry is None or entry[2] < 1:
        raise IllegalMove(
            "E_NO_EXHAUSTED_INHABITANT",
            T("No inhabitant of yours was used on {space}.", space=space),
        )
    entry[2] -= 1
    entry[1] += 1
    state["turn"]["reused"] = True
