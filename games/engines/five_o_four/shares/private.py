"""Module 9 on TOP III: every player manages a small private company.

Rulebook "Das Modul 9: Aktien", "Die Spielregeln für TOP III"; digest §4.9 (rules for TOP III),
§5.2 item 5.  Each player holds the president's share of their company as title deed and its
8 single shares; every price starts at 20 M.  Phase 1 orders each round by the previous
round's income, low first; in phase 3B a player buys other players' shares that were sold to
the bank in an earlier round, and once per turn (at any time of the turn) sells one own
single share; in 3H the income is set aside until everyone has it, then the top earners'
prices rise 20 M and all others 10 M.  At the end a player scores, per share owned, the VP of
that company (its VP from TOP I and TOP II plus a rank bonus); the president's share scores
nothing.

``state["shares"]``: ``price[c]``, ``owned[holder][company]`` (single shares), ``bank[c]`` =
``[dark, light]`` (light: sold this round, not for sale yet) and ``aside[seat]`` (income set
aside this round; public, digest §12-U55).
"""

from __future__ import annotations

import math
from typing import Any

from games.engines.core import IllegalMove, Move, Player, State

from ..core import purse, rounds
from ..core.modules import sets_income_aside
from ..core.words import T
from ..core.world import World

SINGLES = 8  # 9 shares per company: the president's share (title deed) and 8 single shares
START_PRICE = 20
SALE_DROP = 10
TOP_RISE, OTHER_RISE = 20, 10
# Company VP bonus by rank.  The rows' player-count icons are lost; the row lengths (2, 3, 4
# places) and the 4-player example of 504-58 identify them.
RANK_BONUS = {2: (3, 0), 3: (3, 1, 0), 4: (4, 2, 1, 0)}
PUBLIC_BONUS = (5, 3, 2, 1, 0)  # the 5 public companies' bonus (9.II final scoring, 504-57)
SELL_PHASES = ("3A", "3B", "3C", "3D", "3E", "3F")  # "während deines gesamten Zugs" (reading S3)


def setup_private_companies(state: State) -> None:
    n = state["players"]
    state["shares"] = {
        "price": [START_PRICE] * n,
        "owned": [[SINGLES if c == h else 0 for c in range(n)] for h in range(n)],
        "bank": [[0, 0] for _ in range(n)],
        "aside": [0] * n,
    }


# -- phase 1 ------------------------------------------------------------------------------
def order_by_income(state: State, w: World) -> bool:
    """From round 2: the previous round's income low to high; ties reverse the old order.
    Round 1's order was drawn by lot at setup (rounds.first_order)."""
    if state["round"] > 1:
        old = list(state["order"])
        state["order"] = sorted(old, key=lambda s: (state["income"][s], -old.index(s)))
    return True


# -- phase 3B and the one sale of an own share ----------------------------------------------
def may_sell(state: State, seat: int) -> bool:
    turn = state["turn"]
    return (
        turn["phase"] in SELL_PHASES
        and not turn.get("sold_share")
        and state["shares"]["owned"][seat][seat] > 0
    )


def share_moves(state: State, seat: int) -> list[Move]:
    """Share moves of the active player in the current phase (before "done")."""
    shares = state["shares"]
    moves: list[Move] = []
    if state["turn"]["phase"] == "3B":
        cash = purse.money(state, seat)
        moves += [
            {"type": "buy_share", "company": c}
            for c in range(state["players"])
            if c != seat and shares["bank"][c][0] > 0 and shares["price"][c] <= cash
        ]
    if may_sell(state, seat):
        moves.append({"type": "sell_share"})
    return moves


def buy_share(state: State, w: World, seat: int, move: Move) -> None:
    """3B: one single share of another player's company from the bank, at its price."""
    company = int(move["company"])
    shares = state["shares"]
    if not 0 <= company < state["players"]:
        raise IllegalMove(
            "E_NO_SUCH_COMPANY",
            T("There is no company number {company} in this game.", company=company),
        )
    if company == seat:
        raise IllegalMove(
            "E_OWN_COMPANY", T("You buy only other players' shares; yours you may only sell.")
        )
    dark, light = shares["bank"][company]
    if dark < 1:
        raise IllegalMove(
            "E_NO_SHARE_IN_BANK",
            T(
                "The bank has no share of {player}'s company from an earlier round ({light} "
                "sold this round stay light side up).",
                player=Player(company),
                light=light,
            )
            if light
            else T(
                "The bank has no share of {player}'s company from an earlier round.",
                player=Player(company),
            ),
        )
    price = shares["price"][company]
    if purse.money(state, seat) < price:
        raise IllegalMove(
            "E_INSUFFICIENT_FUNDS",
            T(
                "A share of {player}'s company costs {price} M; you have {money} M.",
                player=Player(company),
                price=price,
                money=purse.money(state, seat),
            ),
        )
    purse.pay(state, seat, price)
    shares["bank"][company][0] -= 1
    shares["owned"][seat][company] += 1


def sell_share(state: State, w: World, seat: int, move: Move) -> None:
    """Once per turn, at any time of it: 1 own single share to the bank (light side up) at
    the current price, which is not income; then the price drops 10 M."""
    shares = state["shares"]
    if state["turn"].get("sold_share"):
        raise IllegalMove("E_ALREADY_SOLD", T("You may sell only 1 own share per turn."))
    if shares["owned"][seat][seat] < 1:
        raise IllegalMove(
            "E_NO_SHARE_TO_SELL",
            T("You have no single share of your company left; the president's share stays."),
        )
    price = shares["price"][seat]
    purse.gain(state, seat, price)
    shares["owned"][seat][seat] -= 1
    shares["bank"][seat][1] += 1
    shares["price"][seat] = price - SALE_DROP  # >= 10: prices are >= 20 at the turn's start
    state["turn"]["sold_share"] = True


def share_weight(state: State, seat: int, move: Move) -> float:
    """Bots: an own share is sold almost never (each one scores the own company's VP);
    another company's share is bought only with money to spare."""
    if move["type"] == "sell_share":
        return 0.01
    price = state["shares"]["price"][move["company"]]
    return 1.5 if purse.money(state, seat) - price >= 100 else 0.1


# -- phase 3H ---------------------------------------------------------------------------------
def set_aside(state: State, seat: int, gained: int) -> None:
    state["shares"]["aside"][seat] = gained


def end_of_round(state: State, w: World) -> bool:
    """After everyone's 3H: the highest income +20 M, all others +10 M; shares sold this
    round turn dark; then the set-aside income joins the money (digest §12-U26)."""
    shares = state["shares"]
    aside = shares["aside"]
    top = max(aside)
    paid = not sets_income_aside(w)  # with 3.I/3.II it waits for the taxes of phase 1
    for seat, gained in enumerate(aside):
        shares["price"][seat] += TOP_RISE if gained == top else OTHER_RISE
        if paid:
            purse.gain(state, seat, gained)
        aside[seat] = 0
    for pile in shares["bank"]:
        pile[0] += pile[1]
        pile[1] = 0
    return True


# -- final scoring ------------------------------------------------------------------------
def rank_bonus(values: list[int], table: tuple[int, ...]) -> list[int]:
    """Bonus VP by rank; tied companies add the places' points and share them, rounded up
    (504-57, 504-58)."""
    ranked = sorted(range(len(values)), key=lambda i: -values[i])
    bonus = [0] * len(values)
    place = 0
    while place < len(ranked):
        tied = [i for i in ranked if values[i] == values[ranked[place]]]
        points = sum(table[p] if p < len(table) else 0 for p in range(place, place + len(tied)))
        for i in tied:
            bonus[i] = math.ceil(points / len(tied))
        place += len(tied)
    return bonus


def private_company_scores(
    state: State, company_vp: list[int], ties: list[int], details: dict[str, Any]
) -> tuple[list[int], list[int], dict[str, Any]]:
    """Players' VP through their shares: per single share the company's VP + bonus."""
    n = state["players"]
    bonus = rank_bonus(company_vp, RANK_BONUS[n])
    worth = [company_vp[c] + bonus[c] for c in range(n)]
    owned = state["shares"]["owned"]
    scores = [sum(owned[p][c] * worth[c] for c in range(n)) for p in range(n)]
    details = {
        **details,
        "companies": [
            {"vp": company_vp[c], "bonus": bonus[c], "per_share": worth[c]} for c in range(n)
        ],
        "shares": [list(row) for row in owned],
    }
    return scores, ties, details


def violations(state: State) -> list[str]:
    """Shares conserved (8 singles per company), prices on the chart, no income or light
    share left over from an earlier round."""
    shares = state.get("shares")
    if shares is None:
        return []
    found = []
    for c in range(state["players"]):
        held = sum(row[c] for row in shares["owned"]) + sum(shares["bank"][c])
        if held != SINGLES or min(row[c] for row in shares["owned"]) < 0:
            found.append(f"company {c}: {held} single shares instead of {SINGLES}")
        if shares["price"][c] < START_PRICE - SALE_DROP:
            found.append(f"company {c}: price {shares['price'][c]} below 10 M")
    turn = state["turn"]
    if turn is not None:  # only this round's turns so far set income aside and sell (1 each)
        later = state["order"][turn["i"] + 1 :]
        if any(shares["aside"][s] for s in later):
            found.append("income set aside by a player whose turn is still to come")
        if sum(p[1] for p in shares["bank"]) > turn["i"] + 1:
            found.append("more shares sold this round than turns taken")
    return found


rounds.add_step(
    rounds.BEFORE,
    30,
    "1 order by the previous income, low first (9.III)",
    lambda w: w.order_system == "lot_income_low",
    order_by_income,
)
rounds.add_step(
    rounds.AFTER,
    10,
    "3H end: share prices, set-aside income (9.III)",
    lambda w: w.at(9, "III"),
    end_of_round,
)
