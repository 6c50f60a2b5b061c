"""What 504's board says, in 504's words: the labels of its spaces and pieces and the lines of
its module tracks, as Texts the page renders in the reader's language (the board drawing,
games/web/boards/five_o_four.py, only lays them out). Companies by colour, players as
players (the page writes their names), things by their terms.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from games.engines.core import Player, Term, Text

from .core.words import WORDS, T, Tn, company, good, terrain


def actor(view: Mapping[str, Any], seat: int) -> Term | Player:
    """Who owns pieces: a public company (Shares on TOP I/II) by colour, else the player."""
    companies = view.get("companies")
    if isinstance(companies, list) and seat < len(companies):
        colour = companies[seat].get("colour")
        if colour in WORDS.terms["company"]:
            return company(colour)
    return Player(seat)


def no_board() -> Text:
    return T("No board yet: the spaces are still to be discovered.")


def world_title(wid: Any) -> Text:
    return T("504, world {world}", world=str(wid))


def terrain_name(kind: str) -> Term | str:
    return terrain(kind) if kind in WORDS.terms["terrain"] else kind


def population(owner: Term | Player, entry: Sequence[int]) -> Text:
    """One owner's population on a space: settlement (or none), active and exhausted."""
    settled, active, exhausted = [*entry, 0, 0, 0][:3]
    if settled:
        return T(
            "{owner}: settlement, {active} active and {exhausted} exhausted inhabitants",
            owner=owner,
            active=active,
            exhausted=exhausted,
        )
    return T(
        "{owner}: {active} active and {exhausted} exhausted inhabitants",
        owner=owner,
        active=active,
        exhausted=exhausted,
    )


def space_label(space: str, kind: str, owners: Sequence[Text]) -> Text:
    if owners:
        return T(
            "Space {space}, {terrain}; population: {owners}",
            space=space,
            terrain=terrain_name(kind),
            owners=list(owners),
        )
    return T("Space {space}, {terrain}", space=space, terrain=terrain_name(kind))


def business_label(space: str, owner: Term | Player | None, produces: Any) -> Text:
    """A business (Production) and the good it makes, if the view says which."""
    made = good(produces) if produces in WORDS.terms["good"] else None
    if owner is None:
        return T("Business on {space}", space=space)
    if made is None:
        return T("{owner}'s business on {space}", owner=owner, space=space)
    return T("{owner}'s business on {space}, making {good}", owner=owner, space=space, good=made)


def house_label(space: str, owner: Term | Player | None) -> Text:
    if owner is None:
        return T("Trading house on {space}", space=space)
    return T("{owner}'s trading house on {space}", owner=owner, space=space)


def cargo(holds: Sequence[Any]) -> Text | list[Any]:
    """What a wagon carries: goods by name, inhabitants by count; "empty" if nothing."""
    loaded: list[Any] = []
    for hold in holds:
        if isinstance(hold, Mapping) and hold.get("good") in WORDS.terms["good"]:
            loaded.append(good(str(hold["good"])))
        elif isinstance(hold, Mapping) and hold.get("inh"):
            loaded.append(
                Tn("{count} inhabitant", "{count} inhabitants", "count", count=int(hold["inh"]))
            )
        elif isinstance(hold, str) and hold in WORDS.terms["good"]:
            loaded.append(good(hold))
    return loaded if loaded else T("empty")


def wagon_label(owner: Term | Player, space: str, holds: Sequence[Any]) -> Text:
    return T("{owner}'s wagon on {space}: {cargo}", owner=owner, space=space, cargo=cargo(holds))


def neutral_label(space: str, count: int) -> Text:
    return Tn(
        "{count} neutral inhabitant on {space}",
        "{count} neutral inhabitants on {space}",
        "count",
        count=count,
        space=space,
    )


def neutral_mark(count: int) -> Text:
    """The short mark drawn on the space (its label says it in full)."""
    return T("N{count}", count=count)


def vp_tiles_label(space: str, count: int) -> Text:
    return Tn(
        "{count} VP tile on {space}",
        "{count} VP tiles on {space}",
        "count",
        count=count,
        space=space,
    )


def privilege_label(kind: str, price: Any) -> Text:
    return T("Privilege {kind} for {price} M", kind=kind, price=price)


def price(amount: Any) -> Text:
    return T("{price} M", price=amount)


def score_line(round_: Any, vp: Sequence[Any], view: Mapping[str, Any]) -> Text:
    scores = [T("{owner}: {vp} VP", owner=actor(view, s), vp=v) for s, v in enumerate(vp)]
    return T("Round {round}; victory points: {scores}", round=round_, scores=scores)


def exploration_lines(view: Mapping[str, Any]) -> list[Text]:
    """The Exploration stacks (undiscovered pieces by terrain) and, with 5.I, the VP tiles."""
    explore = view.get("explore")
    if not isinstance(explore, Mapping) or not isinstance(explore.get("stacks"), Mapping):
        return []
    stacks = [
        T("{terrain} {count}", terrain=terrain_name(str(k)), count=v)
        for k, v in explore["stacks"].items()
    ]
    lines = [T("Exploration stacks: {stacks}", stacks=stacks)]
    tiles = explore.get("vp_tiles")
    if str(view.get("world", ""))[:1] == "5" and isinstance(tiles, Mapping):
        lines.append(
            T(
                "VP tiles on the board: {tiles} on {spaces} spaces; {left} pieces "
                "undiscovered (the game ends after a round with 7 or fewer)",
                tiles=sum(tiles.values()),
                spaces=len(tiles),
                left=sum(explore["stacks"].values()),
            )
        )
    return lines


def private_company_lines(view: Mapping[str, Any]) -> list[Text]:
    """9.III: each player's own company, its share price, treasury and who holds its shares."""
    shares = view.get("shares")
    if not isinstance(shares, Mapping) or not isinstance(shares.get("price"), list):
        return []
    treasury = view.get("treasury") or []
    owned = shares.get("owned") or []
    lines = []
    for c, share_price in enumerate(shares["price"]):
        holders = [
            T("{holder} {count}", holder=Player(p), count=row[c])
            for p, row in enumerate(owned)
            if isinstance(row, list) and c < len(row) and row[c]
        ]
        if c < len(treasury):
            lines.append(
                T(
                    "{player}'s company: share price {price} M, treasury {treasury} M; "
                    "shares: {holders}",
                    player=Player(c),
                    price=share_price,
                    treasury=treasury[c],
                    holders=holders or None,
                )
            )
        else:
            lines.append(
                T(
                    "{player}'s company: share price {price} M; shares: {holders}",
                    player=Player(c),
                    price=share_price,
                    holders=holders or None,
                )
            )
    return lines


def public_company_lines(view: Mapping[str, Any]) -> list[Text]:
    """9.I/9.II: each public company: president, price, treasury, income aside, holdings."""
    lines: list[Text] = []
    for co in view.get("companies") or []:
        if not isinstance(co, Mapping) or co.get("colour") not in WORDS.terms["company"]:
            continue
        name = company(str(co["colour"]))
        if co.get("president") is None:
            lines.append(
                T(
                    "{company}: not founded (issue price {price} M)",
                    company=name,
                    price=co.get("issue"),
                )
            )
            continue
        held = [
            T("{holder} {count}", holder=Player(p), count=u)
            for p, u in enumerate(co.get("units") or [])
            if u
        ]
        lines.append(
            T(
                "{company}: president {president}, share price {price} M, treasury {treasury} M, "
                "income set aside {income} M; units: {held}, in the company {stock}, in the bank "
                "{bank}",
                company=name,
                president=Player(int(co["president"])),
                price=co.get("price"),
                treasury=co.get("treasury"),
                income=co.get("income"),
                held=held or None,
                stock=co.get("stock"),
                bank=co.get("bank"),
            )
        )
    return lines


def road_pool_line(count: Any) -> Text:
    return T("Neutral roads left: {count}", count=count)
