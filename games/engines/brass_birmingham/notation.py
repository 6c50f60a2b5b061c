"""Readable one-line move text, and parsing what a player types in an email reply.

Parsing narrows the legal moves (python-chess style): abbreviations and level numbers are
expanded first, then the reply is matched against every legal move's notation.
"""

from __future__ import annotations

import re
from collections import Counter
from typing import Any

from games.engines.core import (
    E_AMBIGUOUS,
    E_NO_MATCHING_MOVE,
    E_UNREADABLE,
    AmbiguousMove,
    Engine,
    IllegalMove,
    MalformedMove,
    Move,
    Player,
    Said,
    State,
    Term,
    Text,
    english,
)
from games.engines.core.words import fold, renderings, semicolons

from . import board, words
from . import catalog as cat
from .words import ROMAN, T


def owner_of(seat: int, owner: int) -> Text:
    """ "own" for the mover's tile, else the owner by name."""
    return T("own") if owner == seat else T("{player}'s", player=Player(owner))


def tile_text(state: State, seat: int, ref: str) -> Said:
    parsed = board.parse_ref(ref)
    if parsed is None:
        return ref
    loc, slot = parsed
    tile = state["tiles"][loc][slot]
    if tile is None:
        return T("{place} slot {slot}", place=words.place(loc), slot=slot + 1)
    twins = sum(
        1
        for t in state["tiles"][loc]
        if t is not None and all(t[k] == tile[k] for k in ("owner", "industry", "level"))
    )
    params = {
        "owner": owner_of(seat, tile["owner"]),
        "industry": words.industry(tile["industry"]),
        "level": ROMAN[tile["level"]],
        "place": words.place(loc),
    }
    if twins > 1:
        return T("{owner} {industry} {level} at {place} slot {slot}", slot=slot + 1, **params)
    return T("{owner} {industry} {level} at {place}", **params)


def merchant_text(state: State, space_id: str) -> Said:
    for space in state["merchants"]:
        if space["space"] == space_id:
            buys = cat.MERCHANT_TILES[space["tile"]].buys
            return T(
                "{place} merchant {number} ({industries})",
                place=words.place(space["location"]),
                number=space_id[-1],
                industries=_slashed([words.industry(i) for i in cat.INDUSTRIES if i in buys]),
            )
    return space_id


def _slashed(names: list[Term]) -> Said:
    """Industries a merchant buys, as on the tile: "Cotton Mill/Pottery"."""
    if not names:
        return ""
    if len(names) == 1:
        return T("{a}", a=names[0])
    if len(names) == 2:
        return T("{a}/{b}", a=names[0], b=names[1])
    return T("{a}/{b}/{c}", a=names[0], b=names[1], c=names[2])


def move_text(state: State, seat: int, move: Move) -> Said:
    kind = move["type"]
    text = _TEXT.get(kind)
    said: Said = text(state, seat, move) if text else kind
    return said


def notation(state: State, seat: int, move: Move) -> str:
    return english(move_text(state, seat, move))


def _build(state: State, seat: int, m: Move) -> Text:
    industry, loc = m["industry"], m["location"]
    mat = state["players"][seat]["mat"][industry]
    level = next((i + 1 for i, n in enumerate(mat) if n), 0)
    where = cat.LOCATIONS[loc]
    params: dict[str, Any] = {
        "industry": words.industry(industry),
        "level": ROMAN[level],
        "place": words.place(loc),
        "card": words.card_text(m["card"]),
    }
    slot = (
        T(" slot {slot}", slot=m["slot"])
        if sum(1 for icons in where.slots if industry in icons) > 1
        else ""
    )
    old = state["tiles"][loc][m["slot"] - 1] if 0 < m["slot"] <= len(where.slots) else None
    if old is not None:
        return T(
            "Build {industry} {level} in {place}{slot} over {owner} {old} {old_level} ({card})",
            slot=slot,
            owner=owner_of(seat, old["owner"]),
            old=words.industry(old["industry"]),
            old_level=ROMAN[old["level"]],
            **params,
        )
    return T("Build {industry} {level} in {place}{slot} ({card})", slot=slot, **params)


def _network(state: State, seat: int, m: Move) -> Text:
    return T(
        "Network: {kind} {link} ({card})",
        kind=words.WORDS.term("link", state["era"]),
        link=words.link(m["link"]),
        card=words.card_text(m["card"]),
    )


def _develop(state: State, seat: int, m: Move) -> Text:
    names = [words.industry(i) for i in m["industries"]]
    card = words.card_text(m["card"])
    if len(names) == 2:
        return T("Develop {a} and {b} ({card})", a=names[0], b=names[1], card=card)
    return T("Develop {a} ({card})", a=names[0], card=card)


def _sale(state: State, seat: int, m: Move) -> Text:
    ref = board.tile_ref(m["location"], m["slot"] - 1)
    return T(
        "{tile} to {merchant}",
        tile=tile_text(state, seat, ref),
        merchant=merchant_text(state, m["merchant"]),
    )


def source_text(state: State, seat: int, source: str) -> Said:
    if board.parse_ref(source) is not None:
        return tile_text(state, seat, source)
    if source == "market":
        return T("the market")
    return T("{merchant} barrel", merchant=merchant_text(state, source))


def _done(s: State, seat: int, m: Move) -> Text:
    if s["queue"] and s["queue"][0]["t"] == "rail2":
        return T("Done: no second rail link")
    return T("Done selling")


_TEXT: dict[str, Any] = {
    "build": _build,
    "network": _network,
    "develop": _develop,
    "sell": lambda s, seat, m: T(
        "Sell {sale} ({card})", sale=_sale(s, seat, m), card=words.card_text(m["card"])
    ),
    "sell_more": lambda s, seat, m: T("Also sell {sale}", sale=_sale(s, seat, m)),
    "loan": lambda s, seat, m: T("Loan £30 ({card})", card=words.card_text(m["card"])),
    "scout": lambda s, seat, m: T(
        "Scout discarding {cards}", cards=[words.card(c) for c in m["cards"]]
    ),
    "pass": lambda s, seat, m: T("Pass ({card})", card=words.card_text(m["card"])),
    "coal": lambda s, seat, m: T("Coal from {source}", source=source_text(s, seat, m["source"])),
    "iron": lambda s, seat, m: T("Iron from {source}", source=source_text(s, seat, m["source"])),
    "beer": lambda s, seat, m: T("Beer from {source}", source=source_text(s, seat, m["source"])),
    "develop_bonus": lambda s, seat, m: (
        T("Gloucester bonus: develop {industry}", industry=words.industry(m["industry"]))
        if m["industry"]
        else T("Gloucester bonus: decline")
    ),
    "rail2": lambda s, seat, m: T("Second rail {link}", link=words.link(m["link"])),
    "done": _done,
    "shortfall": lambda s, seat, m: T(
        "Remove {tile} for the shortfall",
        tile=tile_text(s, seat, board.tile_ref(m["location"], m["slot"] - 1)),
    ),
}

ABBREVIATIONS = {
    "mfg": "manufacturer",
    "manu": "manufacturer",
    "manuf": "manufacturer",
    "factory": "manufacturer",
    "cotton": "cotton",
    "mill": "mill",
    "ironworks": "iron works",
    "iw": "iron works",
    "cm": "coal mine",
    "coalmine": "coal mine",
    "brum": "birmingham",
    "bham": "birmingham",
    "wolves": "wolverhampton",
    "stoke": "stoke-on-trent",
    "burton": "burton-on-trent",
    "kidder": "kidderminster",
    "cbd": "coalbrookdale",
    "wl": "wild location",
    "wi": "wild industry",
    "wild loc": "wild location",
    "wild ind": "wild industry",
    "dev": "develop",
    "net": "network",
    "link": "network",
    "canal": "canal",
    "rail": "rail",
    "lvl": "",
    "level": "",
    "own": "own",
    "my": "own",
}
_LEVEL = re.compile(
    r"\b(cotton mill|coal mine|iron works|manufacturer|pottery|brewery|baumwollspinnerei"
    r"|kohlebergwerk|eisenh(?:ü|u|ue)tte|fabrik|t(?:ö|o|oe)pferei|brauerei) ([1-8])\b"
)


#: "Stoke-on-Trent" however its parts are joined (spaces, hyphens, en or em dashes), before
#: the abbreviations: "stoke" alone expands to the whole name.
_ON_TRENT = re.compile(r"\b(stoke|burton)[\s\-‐‑–—]+on[\s\-‐‑–—]+trent\b")


def expand(text: str) -> str:
    words = _ON_TRENT.sub(lambda m: m.group(1), text.lower())
    words = re.sub(r"[^\w£/-]+", " ", words)
    out = []
    for word in words.split():
        out.append(ABBREVIATIONS.get(word, word))
    joined = " ".join(w for w in out if w)
    return _LEVEL.sub(lambda m: f"{m.group(1)} {ROMAN[int(m.group(2))]}", joined)


STOPWORDS = frozenset(
    {
        "with",
        "using",
        "use",
        "the",
        "a",
        "an",
        "card",
        "cards",
        "for",
        "please",
        "i",
        "to",
        "and",
        "in",
        "at",
        "on",
        "from",
        "of",
        "my",
        "play",
        "playing",
        "action",
    }
)


#: German filler a reply may hold ("Kredit aufnehmen mit Karte Dudley"), folded as by fold().
GERMAN_STOPWORDS = frozenset(
    {"mit", "karte", "karten", "bitte", "ich", "der", "die", "das", "den", "dem", "ein"}
    | {"eine", "einen", "fur", "aktion", "aufnehmen", "spiele", "nehme", "als"}
)


def _words(text: str) -> list[str]:
    """The words that count, in any language: case, accents and dashes folded (fold)."""
    return [w for w in fold(text).split() if w not in STOPWORDS and w not in GERMAN_STOPWORDS]


def _unprinted(move: Move) -> set[str]:
    """Words a player may add that the notation leaves out when unambiguous (slot numbers)."""
    if "slot" in move:
        return {"slot", str(move["slot"])}
    source = move.get("source", "")
    if "/" in source:
        return {"slot", source.rpartition("/")[2]}
    return set()


def _only_the_card_differs(moves: list[Move]) -> list[str]:
    """The cards (in hand order, once each) when the moves differ only in the card played
    ("Kredit" with 7 cards in hand); else nothing."""
    rest = {tuple(sorted((k, str(v)) for k, v in m.items() if k != "card")) for m in moves}
    if len(rest) != 1 or not all("card" in m for m in moves):
        return []
    return list(dict.fromkeys(m["card"] for m in moves))


def parse(engine: Engine, state: State, seat: int, text: str) -> Move:
    """The legal move whose words (in any language the server has) hold every word typed
    (after abbreviations); among several, the one with fewest words left over; else an error
    naming close moves."""
    wanted = _words(expand(text))
    if not wanted:
        raise MalformedMove(E_UNREADABLE, T("The reply holds no move text."))
    moves = engine.legal_moves(state, seat)
    said = [(move_text(state, seat, m), m) for m in moves]
    texts = [(s, [_words(t) for t in renderings(s)], m) for s, m in said]
    typed = set(wanted)
    exact = [m for _, written, m in texts if wanted in written]
    if len(exact) == 1:
        return exact[0]
    counted = Counter(wanted)
    fitting = []
    for s, written, m in texts:
        left = [
            sum((Counter(w) - counted).values())
            for w in written
            if all((Counter(w) + Counter(_unprinted(m)))[x] >= n for x, n in counted.items())
        ]
        if left:
            fitting.append((min(left), s, m))
    fitting.sort(key=lambda item: item[0])
    if len(fitting) == 1 or (len(fitting) > 1 and fitting[0][0] < fitting[1][0]):
        return fitting[0][2]
    if fitting:
        close = [s for _, s, _ in fitting[:5]]
        cards = _only_the_card_differs([m for _, _, m in fitting])
        if cards:
            raise AmbiguousMove(
                E_AMBIGUOUS,
                T(
                    "“{typed}”: name the card you play ({cards}).",
                    typed=text.strip(),
                    cards=[words.card(c) for c in cards],
                ),
                candidates=[s for _, s, _ in fitting],
            )
        raise AmbiguousMove(
            E_AMBIGUOUS,
            T(
                "“{typed}” fits {count} moves. Did you mean: {moves}?",
                typed=text.strip(),
                count=len(fitting),
                moves=semicolons(close),
            ),
            candidates=close,
        )

    def likeness(written: list[list[str]]) -> float:
        return max(len(typed & set(w)) / max(1, len(typed | set(w))) for w in written)

    scored = sorted(texts, key=lambda item: -likeness(item[1]))
    close = [s for s, _, _ in scored[:5]]
    raise IllegalMove(
        E_NO_MATCHING_MOVE,
        T(
            "“{typed}” is not a legal move now. Close moves: {moves}.",
            typed=text.strip(),
            moves=semicolons(close),
        ),
        candidates=close,
    )
