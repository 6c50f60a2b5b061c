"""Readable one-line move text, and parsing what a player types in an email reply.

Parsing narrows the legal moves (python-chess style): abbreviations and level numbers are
expanded first, then the reply is matched against every legal move's notation.
"""

from __future__ import annotations

import re
from collections import Counter
from typing import Any

from games.engines.core import (
    AmbiguousMove,
    Engine,
    IllegalMove,
    MalformedMove,
    Move,
    State,
    normalise_text,
)

from . import board
from . import catalog as cat

ROMAN = ("", "I", "II", "III", "IV", "V", "VI", "VII", "VIII")


def who(state: State, seat: int, owner: int) -> str:
    return "own" if owner == seat else f"Player {owner + 1}'s"


def card_name(card: str) -> str:
    return f"{cat.CARDS[card].name} card"


def tile_text(state: State, seat: int, ref: str) -> str:
    parsed = board.parse_ref(ref)
    if parsed is None:
        return ref
    loc, slot = parsed
    tile = state["tiles"][loc][slot]
    if tile is None:
        return f"{cat.PLACE_NAMES[loc]} slot {slot + 1}"
    twins = sum(
        1
        for t in state["tiles"][loc]
        if t is not None and all(t[k] == tile[k] for k in ("owner", "industry", "level"))
    )
    where = f" slot {slot + 1}" if twins > 1 else ""
    return (
        f"{who(state, seat, tile['owner'])} {cat.INDUSTRY_NAMES[tile['industry']]} "
        f"{ROMAN[tile['level']]} at {cat.PLACE_NAMES[loc]}{where}"
    )


def merchant_text(state: State, space_id: str) -> str:
    for space in state["merchants"]:
        if space["space"] == space_id:
            buys = cat.MERCHANT_TILES[space["tile"]].buys
            what = "/".join(cat.INDUSTRY_NAMES[i] for i in cat.INDUSTRIES if i in buys)
            return f"{cat.PLACE_NAMES[space['location']]} merchant {space_id[-1]} ({what})"
    return space_id


def link_text(link_id: str) -> str:
    return "–".join(cat.PLACE_NAMES[e] for e in cat.LINKS[link_id].ends)


def notation(state: State, seat: int, move: Move) -> str:
    kind = move["type"]
    text = _TEXT.get(kind)
    return str(text(state, seat, move)) if text else kind


def _build(state: State, seat: int, m: Move) -> str:
    industry, loc = m["industry"], m["location"]
    mat = state["players"][seat]["mat"][industry]
    level = next((i + 1 for i, n in enumerate(mat) if n), 0)
    where = cat.LOCATIONS[loc]
    text = f"Build {cat.INDUSTRY_NAMES[industry]} {ROMAN[level]} in {where.name}"
    if sum(1 for icons in where.slots if industry in icons) > 1:
        text += f" slot {m['slot']}"
    old = state["tiles"][loc][m["slot"] - 1] if 0 < m["slot"] <= len(where.slots) else None
    if old is not None:
        text += (
            f" over {who(state, seat, old['owner'])} {cat.INDUSTRY_NAMES[old['industry']]}"
            f" {ROMAN[old['level']]}"
        )
    return f"{text} ({card_name(m['card'])})"


def _network(state: State, seat: int, m: Move) -> str:
    kind = "Canal" if state["era"] == "canal" else "Rail"
    return f"Network: {kind} {link_text(m['link'])} ({card_name(m['card'])})"


def _develop(state: State, seat: int, m: Move) -> str:
    names = " and ".join(cat.INDUSTRY_NAMES[i] for i in m["industries"])
    return f"Develop {names} ({card_name(m['card'])})"


def _sale(state: State, seat: int, m: Move) -> str:
    ref = board.tile_ref(m["location"], m["slot"] - 1)
    return f"{tile_text(state, seat, ref)} to {merchant_text(state, m['merchant'])}"


def _source(state: State, seat: int, source: str) -> str:
    if board.parse_ref(source) is not None:
        return tile_text(state, seat, source)
    if source == "market":
        return "the market"
    return merchant_text(state, source) + " barrel"


_TEXT: dict[str, Any] = {
    "build": _build,
    "network": _network,
    "develop": _develop,
    "sell": lambda s, seat, m: f"Sell {_sale(s, seat, m)} ({card_name(m['card'])})",
    "sell_more": lambda s, seat, m: f"Also sell {_sale(s, seat, m)}",
    "loan": lambda s, seat, m: f"Loan £30 ({card_name(m['card'])})",
    "scout": lambda s, seat, m: (
        "Scout discarding " + ", ".join(cat.CARDS[c].name for c in m["cards"])
    ),
    "pass": lambda s, seat, m: f"Pass ({card_name(m['card'])})",
    "coal": lambda s, seat, m: f"Coal from {_source(s, seat, m['source'])}",
    "iron": lambda s, seat, m: f"Iron from {_source(s, seat, m['source'])}",
    "beer": lambda s, seat, m: f"Beer from {_source(s, seat, m['source'])}",
    "develop_bonus": lambda s, seat, m: (
        "Gloucester bonus: "
        + (f"develop {cat.INDUSTRY_NAMES[m['industry']]}" if m["industry"] else "decline")
    ),
    "rail2": lambda s, seat, m: f"Second rail {link_text(m['link'])}",
    "done": lambda s, seat, m: (
        "Done: no second rail link"
        if s["queue"] and s["queue"][0]["t"] == "rail2"
        else "Done selling"
    ),
    "shortfall": lambda s, seat, m: (
        "Remove "
        + tile_text(s, seat, board.tile_ref(m["location"], m["slot"] - 1))
        + " for the shortfall"
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
_LEVEL = re.compile(r"\b(cotton mill|coal mine|iron works|manufacturer|pottery|brewery) ([1-8])\b")


def expand(text: str) -> str:
    words = text.lower().replace("stoke on trent", "stoke").replace("burton on trent", "burton")
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


def _words(text: str) -> list[str]:
    return [w for w in normalise_text(text).split() if w not in STOPWORDS]


def _unprinted(move: Move) -> set[str]:
    """Words a player may add that the notation leaves out when unambiguous (slot numbers)."""
    if "slot" in move:
        return {"slot", str(move["slot"])}
    source = move.get("source", "")
    if "/" in source:
        return {"slot", source.rpartition("/")[2]}
    return set()


def parse(engine: Engine, state: State, seat: int, text: str) -> Move:
    """The legal move whose notation holds every word typed (after abbreviations); among
    several, the one with fewest words left over; else an error naming close moves."""
    wanted = _words(expand(text))
    if not wanted:
        raise MalformedMove("E_UNREADABLE", "The reply holds no move text.")
    moves = engine.legal_moves(state, seat)
    texts = [(notation(state, seat, m), m) for m in moves]
    typed = set(wanted)
    exact = [m for t, m in texts if _words(t) == wanted]
    if len(exact) == 1:
        return exact[0]
    counted = Counter(wanted)
    fitting = []
    for t, m in texts:
        words = Counter(_words(t))
        room = words + Counter(_unprinted(m))
        if all(room[w] >= n for w, n in counted.items()):
            fitting.append((sum((words - counted).values()), t, m))
    fitting.sort(key=lambda item: item[0])
    if len(fitting) == 1 or (len(fitting) > 1 and fitting[0][0] < fitting[1][0]):
        return fitting[0][2]
    if fitting:
        close = [t for _, t, _ in fitting[:5]]
        raise AmbiguousMove(
            "E_AMBIGUOUS",
            f"“{text.strip()}” fits {len(fitting)} moves. Did you mean: {'; '.join(close)}?",
            candidates=close,
        )
    scored = sorted(
        texts,
        key=lambda item: (
            -len(typed & set(_words(item[0]))) / max(1, len(typed | set(_words(item[0]))))
        ),
    )
    close = [t for t, _ in scored[:5]]
    raise IllegalMove(
        "E_NO_MATCHING_MOVE",
        f"“{text.strip()}” is not a legal move now. Close moves: {'; '.join(close) or 'none'}.",
        candidates=close,
    )
