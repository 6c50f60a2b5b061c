"""The game's facts, loaded once from data/*.yaml (sources are named in those files).

Rules code reads these constants, never the YAML, so a fact lives in exactly one place.
"""

from __future__ import annotations

from dataclasses import dataclass
from importlib.resources import files
from types import MappingProxyType
from typing import Any

import yaml


def _load(name: str) -> dict[str, Any]:
    data: dict[str, Any] = yaml.safe_load((files(__package__) / "data" / name).read_text("utf-8"))
    return data


@dataclass(frozen=True, slots=True)
class Space:
    """A main-board action space: its cost and the effect it grants."""

    id: str
    workers: int
    coins: int
    sides: tuple[str, ...]
    effect: MappingProxyType[str, Any]
    reusable: bool = False
    solo: bool = True
    not_last_round: bool = False
    last_round_only: bool = False


_BOARD = _load("board.yaml")
_SPACES = _load("spaces.yaml")

COLOURS: tuple[str, ...] = tuple(_BOARD["colours"])
CI = {c: i for i, c in enumerate(COLOURS)}
BLACK, GREY, BROWN, NATURAL, WHITE = range(5)
VALUES: tuple[int, ...] = tuple(_BOARD["values"]["base"])
REVALUED: tuple[int, ...] = tuple(_BOARD["values"]["revalued"])
LINES: tuple[str, ...] = tuple(_BOARD["lines"])
LINE_NAMES = {k: v["name"] for k, v in _BOARD["lines"].items()}
LENGTH = {k: int(v["length"]) for k, v in _BOARD["lines"].items()}
ALLOWED = {k: frozenset(CI[c] for c in v["colours"]) for k, v in _BOARD["lines"].items()}
SLOTS = {k: int(v["loco_slots"]) for k, v in _BOARD["lines"].items()}
UNLOCKS: tuple[tuple[int, int], ...] = tuple(
    (u["field"], CI[u["colour"]]) for u in _BOARD["unlocks"]
)
WHITE_STEPS = int(_BOARD["unlocks"][-1]["white_steps"])
END_POINTS = int(_BOARD["end_of_line_points"])
QUESTION_SPACES: tuple[tuple[str, str, int], ...] = tuple(
    (q["id"], q["line"], q["field"]) for q in _BOARD["question_spaces"]
)
EXTRA_WORKERS = tuple(
    (e["id"], e["line"], e["field"], CI[e["colour"]], bool(e["locomotive"]))
    for e in _BOARD["extra_workers"]
)
SP_DOUBLING = (int(_BOARD["sp_doubling"]["field"]), CI[_BOARD["sp_doubling"]["colour"]])
KIEV_STARS: tuple[tuple[int, int], ...] = tuple(
    (s["field"], s["points"]) for s in _BOARD["kiev_stars"]
)
MEDAL = (
    int(_BOARD["kiev_medal"]["field"]),
    CI[_BOARD["kiev_medal"]["colour"]],
    int(_BOARD["kiev_medal"]["points"]),
)
DOUBLER_SPACES = int(_BOARD["doubler_spaces"])
INDUSTRY_POINTS: tuple[int, ...] = tuple(_BOARD["industry"]["points"])
GAPS: tuple[int, ...] = tuple(_BOARD["industry"]["gaps"])
INDUSTRY_Q = int(_BOARD["industry"]["question_space"])
INDUSTRY_END = int(_BOARD["industry"]["end"])

SPACES: MappingProxyType[str, Space] = MappingProxyType(
    {
        sid: Space(
            id=sid,
            workers=int(s["workers"]),
            coins=int(s["coins"]),
            sides=tuple(s["sides"]),
            effect=MappingProxyType(dict(s["effect"])),
            reusable=bool(s.get("reusable", False)),
            solo=bool(s.get("solo", True)),
            not_last_round=bool(s.get("not_last_round", False)),
            last_round_only=bool(s.get("last_round_only", False)),
        )
        for sid, s in _SPACES["spaces"].items()
    }
)
ENGINEERS: MappingProxyType[int, MappingProxyType[str, Any]] = MappingProxyType(
    {int(n): MappingProxyType(dict(e["effect"])) for n, e in _SPACES["engineers"].items()}
)
ENGINEER_COST = {int(n): int(e["workers"]) for n, e in _SPACES["engineers"].items()}
ENGINEER_LETTER = {int(n): str(e["letter"]) for n, e in _SPACES["engineers"].items()}
FACTORIES: MappingProxyType[int, MappingProxyType[str, Any]] = MappingProxyType(
    {int(n): MappingProxyType(dict(f)) for n, f in _SPACES["factories"].items()}
)
TOKENS: tuple[str, ...] = tuple(_SPACES["tokens"])
QUESTION_CARDS: tuple[str, ...] = tuple(_SPACES["question_cards"])
ENDGAME_CARDS: tuple[str, ...] = tuple(_SPACES["endgame_cards"])
START_BONUS: tuple[str, ...] = tuple(_SPACES["start_bonus"])
PASS_POINTS: tuple[int, ...] = tuple(_SPACES["pass_points"])
MAJORITY: tuple[int, ...] = tuple(_SPACES["majority_points"])
COIN_SUPPLY = int(_SPACES["supply"]["coins"])
DOUBLER_SUPPLY = int(_SPACES["supply"]["doublers"])
SETUP: dict[str, Any] = _SPACES["setup"]
EMIL_DECK: tuple[MappingProxyType[str, Any], ...] = tuple(
    MappingProxyType(dict(c)) for c in _SPACES["emil_deck"]
)
EMIL: dict[str, Any] = _SPACES["emil"]

PROVISIONAL: tuple[dict[str, str], ...] = (
    {
        "fact": "Kiev star on field 8 = 10 points",
        "source": "shared/data/russian-railroads: Pootouf/Agora commit 426ba8c2 player-board art "
        "(pboard_blue.png) and the same repository's RRPlayer.php; no second "
        "independent source",
    },
    {
        "fact": "last-round tile costs 2 workers (3 industry steps)",
        "source": "shared/data/russian-railroads: Pootouf/Agora tokens.png art only",
    },
    {
        "fact": "engineer letters: 1 none, 2-7 A, 8-15 B",
        "source": "shared/data/russian-railroads: tile backs in Pootouf/Agora commit 426ba8c2 "
        "(eng-back.png) and that repository's RRBoard.php; one repository only",
    },
    {
        "fact": "every base engineer costs 1 worker",
        "source": "tile fronts in Pootouf/Agora (eng.png); Emil's crosswise-engineer card "
        "(klangfarbe/Russian-Railroads-WebApp) supports it for the public field",
    },
)
