"""A tournament row's format settings as the pure objects of tournaments.formats.

`config` is stored normalised: `FormatConfig.to_data()` for swiss, round_robin and knockout;
the same plus `divisions`, `promote` and `relegate` for a league (whose seasons pair each
division as a Swiss of `rounds` rounds). Parsing happens once, on creation, with sentences an
organiser understands; rows read back are trusted.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping
from typing import Any

from games.engines.core import Engine
from tournaments.formats import FormatConfig, LeagueRules, Pairing, PlayerId
from tournaments.formats.refusal import FormatRefusal, gettext_noop

KINDS = ("swiss", "round_robin", "knockout", "league")


def config_parse(*, kind: str, data: Mapping[str, Any], engine: Engine) -> dict[str, Any]:
    """Normalised config data for `kind`; raises ValueError with a sentence."""
    if kind not in KINDS:
        raise FormatRefusal(
            gettext_noop("There is no format %(kind)s; choose from %(kinds)s."),
            kind=kind,
            kinds=", ".join(KINDS),
        )
    if not isinstance(data, Mapping):
        raise FormatRefusal(gettext_noop("The format settings must be a JSON object."))
    base = dict(data)
    base.setdefault(
        "table",
        {"preferred": engine.max_players, "min": engine.min_players, "max": engine.max_players},
    )
    config = FormatConfig.from_data({**base, "kind": "swiss" if kind == "league" else kind})
    config.check_engine(engine.min_players, engine.max_players)
    normal = config.to_data()
    if kind != "league":
        return normal
    try:
        divisions = int(base.get("divisions", 1))
        promote = int(base.get("promote", 1))
        relegate = int(base.get("relegate", promote))
    except (TypeError, ValueError):
        raise FormatRefusal(
            gettext_noop("divisions, promote and relegate must be whole numbers.")
        ) from None
    if divisions < 1 or promote < 0 or relegate < 0:
        raise FormatRefusal(
            gettext_noop("A league needs 1 or more divisions and no negative moves.")
        )
    return {
        **normal,
        "kind": "league",
        "divisions": divisions,
        "promote": promote,
        "relegate": relegate,
    }


def format_config(data: Mapping[str, Any]) -> FormatConfig:
    """Swiss, round robin or knockout settings (a league reads `league_rules`)."""
    return FormatConfig.from_data(data)


def league_rules(data: Mapping[str, Any]) -> LeagueRules:
    config = FormatConfig.from_data({**data, "kind": "swiss"})
    assert config.rounds is not None
    return LeagueRules(
        rounds=config.rounds,
        promote=int(data["promote"]),
        relegate=int(data["relegate"]),
        spec=config.spec,
        scheme=config.scheme,
        tiebreaks=config.tiebreaks,
    )


def total_rounds(data: Mapping[str, Any]) -> int | None:
    """Rounds known in advance (Swiss, league); None when the format decides as it goes."""
    rounds = data.get("rounds")
    return None if rounds is None or data["kind"] not in ("swiss", "league") else int(rounds)


def seat_round(
    pairing: Pairing, playing: Collection[PlayerId], min_players: int
) -> tuple[list[tuple[PlayerId, ...]], list[PlayerId]]:
    """The tables to start and the byes of a round, from a pairing that may list players who
    withdrew or asked for a bye (a round robin's fixed schedule and a knockout's bracket still
    name them). A table left below the game's minimum is not played: its players get byes."""
    here = set(playing)
    tables: list[tuple[PlayerId, ...]] = []
    byes: list[PlayerId] = []
    for table in pairing.tables:
        present = tuple(p for p in table if p in here)
        if len(present) >= min_players:
            tables.append(present)
        else:
            byes.extend(present)
    byes.extend(p for p in pairing.byes if p in here)
    return tables, byes
