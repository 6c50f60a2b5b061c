"""What a game is part of (an event's round and table), as the apps that organise games say.

games/ imports none of them (tournaments/ uses games/, never the reverse): such an app
registers a provider at start-up (its AppConfig.ready), and the game page and the API ask
here. A provider answers for many games at once (one query per provider).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from django.utils.translation import gettext as _


@dataclass(frozen=True)
class Affiliation:
    event: str
    round: int | None
    table: int | None
    url: str

    @property
    def label(self) -> str:
        if self.round is not None and self.table is not None:
            return _("{event}, round {round}, table {table}").format(
                event=self.event, round=self.round, table=self.table
            )
        return self.event

    def as_json(self) -> dict[str, object]:
        return {"event": self.event, "round": self.round, "table": self.table, "url": self.url}


Provider = Callable[[Sequence[int]], Mapping[int, Affiliation]]
_PROVIDERS: list[Provider] = []


def register(provider: Provider) -> None:
    if provider not in _PROVIDERS:
        _PROVIDERS.append(provider)


def affiliations_of(game_ids: Sequence[int]) -> dict[int, Affiliation]:
    found: dict[int, Affiliation] = {}
    for provider in _PROVIDERS:
        found.update(provider(game_ids))
    return found


def affiliation_of(game_id: int) -> Affiliation | None:
    return affiliations_of([game_id]).get(game_id)
