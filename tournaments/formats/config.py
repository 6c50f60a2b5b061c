"""An organiser's choice of format as one JSON-storable value, checked once.

The Django layer keeps `FormatConfig.to_data()` in a jsonb column and rebuilds it with
`FormatConfig.from_data`, which refuses bad settings with sentences an organiser understands,
so the rest of this package can trust its inputs.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Literal, cast, get_args

from .points import PointsScheme, TieSplit
from .refusal import FormatRefusal, gettext_noop
from .standings import TIEBREAKS, Tiebreak
from .types import TableSpec

FormatKind = Literal["swiss", "round_robin", "knockout"]


@dataclass(frozen=True)
class FormatConfig:
    """`rounds`: Swiss only (required there). `pools`: round robin. `advance`: knockout.

    `seed` fixes a round robin's schedule, which is regenerated from it at every round, so it
    must stay the same for the whole event (store the tournament's seed).
    """

    kind: FormatKind
    spec: TableSpec
    scheme: PointsScheme = field(default_factory=PointsScheme)
    tiebreaks: tuple[Tiebreak, ...] = ("buchholz", "game_score")
    rounds: int | None = None
    pools: int = 1
    advance: int = 1
    seed: int = 0

    def __post_init__(self) -> None:
        if self.kind not in get_args(FormatKind):
            raise FormatRefusal(
                gettext_noop("There is no format %(kind)s; choose from %(kinds)s."),
                kind=self.kind,
                kinds=", ".join(get_args(FormatKind)),
            )
        if self.kind == "swiss" and (self.rounds is None or self.rounds < 1):
            raise FormatRefusal(gettext_noop("A Swiss needs a number of rounds (1 or more)."))
        if self.pools < 1:
            raise FormatRefusal(gettext_noop("A round robin needs at least one pool."))
        if self.kind == "knockout" and not 1 <= self.advance < self.spec.min_size:
            raise FormatRefusal(
                gettext_noop(
                    "In a knockout at tables of %(size)d or more, between 1 and %(most)d "
                    "players of each table can go through."
                ),
                size=self.spec.min_size,
                most=self.spec.min_size - 1,
            )
        for name in self.tiebreaks:
            if name not in TIEBREAKS:
                raise FormatRefusal(
                    gettext_noop("There is no tie-break %(name)s; choose from %(names)s."),
                    name=name,
                    names=", ".join(TIEBREAKS),
                )

    def check_engine(self, min_players: int, max_players: int) -> None:
        """Refuse table sizes the game cannot be played at."""
        if self.spec.min_size < min_players or self.spec.max_size > max_players:
            raise FormatRefusal(
                gettext_noop(
                    "This game takes %(least)d to %(most)d players; tables of %(min)d to "
                    "%(max)d are outside that."
                ),
                least=min_players,
                most=max_players,
                min=self.spec.min_size,
                max=self.spec.max_size,
            )

    def to_data(self) -> dict[str, Any]:
        return {
            "kind": self.kind,
            "table": {
                "preferred": self.spec.preferred,
                "min": self.spec.min_size,
                "max": self.spec.max_size,
            },
            "points": {
                "by_size": {str(k): list(v) for k, v in self.scheme.by_size.items()},
                "bye": self.scheme.bye_points,
                "ties": self.scheme.ties,
            },
            "tiebreaks": list(self.tiebreaks),
            "rounds": self.rounds,
            "pools": self.pools,
            "advance": self.advance,
            "seed": self.seed,
        }

    @classmethod
    def from_data(cls, data: Mapping[str, Any]) -> FormatConfig:
        """The inverse of `to_data`; missing optional keys take their defaults."""
        try:
            table = data["table"]
            spec = TableSpec(int(table["preferred"]), int(table["min"]), int(table["max"]))
            points = data.get("points", {})
            ties = points.get("ties", "average")
            if ties not in get_args(TieSplit):
                raise FormatRefusal(
                    gettext_noop("Shared places split points by one of %(ways)s, not %(ties)s."),
                    ways=", ".join(get_args(TieSplit)),
                    ties=ties,
                )
            scheme = PointsScheme(
                {int(k): tuple(float(x) for x in v) for k, v in points.get("by_size", {}).items()},
                bye_points=float(points.get("bye", 0.0)),
                ties=cast(TieSplit, ties),
            )
            rounds = data.get("rounds")
            return cls(
                kind=data["kind"],
                spec=spec,
                scheme=scheme,
                tiebreaks=tuple(data.get("tiebreaks", ("buchholz", "game_score"))),
                rounds=None if rounds is None else int(rounds),
                pools=int(data.get("pools", 1)),
                advance=int(data.get("advance", 1)),
                seed=int(data.get("seed", 0)),
            )
        except FormatRefusal:
            raise
        except KeyError as missing:
            raise FormatRefusal(
                gettext_noop("The format settings lack %(key)s."), key=missing.args[0]
            ) from None
        except (TypeError, AttributeError, ValueError):
            raise FormatRefusal(gettext_noop("The format settings are malformed.")) from None
