"""504's panels: each player's figures (victory points, income, income set aside, taxes,
city cards, pieces in supply, goods, privileges; with public companies the shares a
player holds and the companies they lead), the companies as a table, the reader's money
(hidden from the others), and the game's public tracks in words."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from django.utils.html import format_html, format_html_join
from django.utils.safestring import SafeString
from django.utils.translation import pgettext

from games.engines.five_o_four import board_words as words
from games.engines.five_o_four.core.words import WORDS, phase_name
from games.web.boards.table import Fact, Panels, PlayerPanel, Section, Table, facts_html

from .common import actor_colour, actor_name, companies, company_actors, good_name, money


def place_of(move: dict[str, Any]) -> str | None:
    """The board place a move names: a space (its coordinate) or a privilege in the row."""
    if move.get("type") == "privilege":
        return f"privilege:{move.get('kind')}"
    for key in ("space", "city", "from", "a"):
        if isinstance(move.get(key), str):
            return str(move[key])
    return None


def _at(view: Mapping[str, Any], key: str, actor: int) -> Any:
    found = view.get(key)
    return found[actor] if isinstance(found, list) and actor < len(found) else None


def _supply(supply: Any) -> str:
    if not isinstance(supply, Mapping):
        return "—"
    return pgettext("504", "{inh} inhabitants, {set} settlements").format(
        inh=supply.get("inh", 0), set=supply.get("set", 0)
    )


def _goods(table: Table, goods: Any) -> str:
    if not isinstance(goods, Mapping) or not any(goods.values()):
        return "—"
    return ", ".join(f"{good_name(table, k)} {v}" for k, v in goods.items() if v)


def _actor_facts(table: Table, actor: int) -> list[Fact]:
    """What the view says of one owner of pieces (a player, or a company)."""
    view = table.view
    facts = []
    for key, label, shown in (
        ("vp", pgettext("504", "Victory points"), str),
        ("income", pgettext("504", "Income"), money),
        ("aside", pgettext("504", "Income set aside"), money),
        ("taxes", pgettext("504", "Taxes"), money),
        ("card_total", pgettext("504", "City cards"), str),
    ):
        value = _at(view, key, actor)
        if value is not None:
            facts.append(Fact(label, shown(value)))
    supply = _at(view, "supply", actor)
    if supply is not None:
        facts.append(Fact(pgettext("504", "In supply"), _supply(supply)))
    goods = _at(view, "goods", actor)
    if goods:
        facts.append(Fact(pgettext("504", "Goods"), _goods(table, goods)))
    delivered = _at(view, "delivered", actor)
    if delivered:
        facts.append(Fact(pgettext("504", "Goods delivered"), _goods(table, delivered)))
    capital = _at(view, "capital", actor)
    if isinstance(capital, str):
        facts.append(Fact(pgettext("504", "Capital"), capital))
    owned = ((view.get("privileges") or {}).get("owned") or [])[actor : actor + 1]
    if owned and owned[0]:
        facts.append(Fact(pgettext("504", "Privileges"), ", ".join(map(str, owned[0]))))
    return facts


def _shareholder_facts(table: Table, seat: int) -> list[Fact]:
    held, leads = [], []
    for n, co in enumerate(companies(table.view)):
        units = co.get("units") or []
        if seat < len(units) and units[seat]:
            held.append(f"{actor_name(table, n)} {units[seat]}")
        if co.get("president") == seat:
            leads.append(actor_name(table, n))
    return [
        Fact(pgettext("504", "Share units"), ", ".join(held) or "—"),
        Fact(pgettext("504", "President of"), ", ".join(leads) or "—"),
    ]


def _companies(table: Table) -> SafeString:
    head = format_html(
        "<tr><th scope='col'>{}</th><th scope='col'>{}</th><th scope='col'>{}</th>"
        "<th scope='col'>{}</th><th scope='col'>{}</th><th scope='col'>{}</th></tr>",
        pgettext("504", "Company"),
        pgettext("504", "President"),
        pgettext("504", "Share price"),
        pgettext("504", "Treasury"),
        pgettext("504", "Victory points"),
        pgettext("504", "Share units held"),
    )
    rows = []
    for n, co in enumerate(companies(table.view)):
        president = co.get("president")
        units = co.get("units") or []
        held = [f"{table.name(p)} {u}" for p, u in enumerate(units) if u]
        held += (
            [pgettext("504", "in the company {n}").format(n=co["stock"])] if co.get("stock") else []
        )
        held += [pgettext("504", "in the bank {n}").format(n=co["bank"])] if co.get("bank") else []
        rows.append(
            (
                actor_colour(table, n),
                actor_name(table, n),
                table.name(president)
                if isinstance(president, int)
                else pgettext("504", "not founded"),
                money(co.get("price") if president is not None else co.get("issue")),
                money(co.get("treasury", 0)),
                _at(table.view, "vp", n) if _at(table.view, "vp", n) is not None else "—",
                ", ".join(held) or "—",
            )
        )
    body = format_html_join(
        "",
        "<tr><th scope='row'><span class='swatch' style='background: {}' aria-hidden='true'>"
        "</span> {}</th><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td></tr>",
        rows,
    )
    return format_html(
        "<div class='table-scroll'><table class='companies'>{}{}</table></div>", head, body
    )


def _game(table: Table) -> SafeString:
    view = table.view
    facts = [Fact(pgettext("504", "Round"), str(view.get("round", "—")))]
    order = view.get("order") or []
    if order:
        facts.append(
            Fact(pgettext("504", "Turn order"), ", ".join(actor_name(table, a) for a in order))
        )
    turn = view.get("turn")
    phase = turn.get("phase") if isinstance(turn, Mapping) else None
    if phase in WORDS.terms["phase_name"]:
        facts.append(Fact(pgettext("504", "Phase"), table.say(phase_name(str(phase)))))
    lines = [*words.exploration_lines(view), *words.private_company_lines(view)]
    if view.get("road_pool") is not None:
        lines.append(words.road_pool_line(view["road_pool"]))
    said = format_html_join("", "<p>{}</p>", ((table.say(line),) for line in lines))
    return format_html("{}{}", facts_html(facts), said)


def panels(table: Table) -> Panels:
    found = Panels()
    view = table.view
    by_company = company_actors(view)
    for seat in range(table.players):
        facts = _shareholder_facts(table, seat) if by_company else _actor_facts(table, seat)
        found.players.append(PlayerPanel(seat, facts))
    you = view.get("you")
    if table.seat is not None and isinstance(you, Mapping) and "money" in you:
        found.sections.append(
            Section(
                pgettext("504", "Your money"),
                facts_html([Fact(pgettext("504", "Money"), money(you["money"]))]),
                private=True,
                key="money",
            )
        )
    if by_company:
        found.sections.append(
            Section(pgettext("504", "Companies"), _companies(table), key="companies")
        )
    found.sections.append(Section(pgettext("504", "The game"), _game(table), key="game"))
    return found
