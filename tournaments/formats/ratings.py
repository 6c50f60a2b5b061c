"""Multiplayer ratings with openskill's Plackett-Luce model.

Why Plackett-Luce: a finished game gives a full order of 2-5 players, and Plackett-Luce is a
model of exactly that (the winner is drawn by strength, then second among the rest, ...), so one
update uses the whole order instead of splitting it into pairwise duels as Elo would, which
over-counts information from big tables. It also has an uncertainty (sigma) per player, which
lets newcomers move fast and lets the leaderboard rank by a conservative ordinal
(mu - 3 sigma) so one lucky game does not top it. Thurstone-Mosteller (TrueSkill-like) handles
ties more explicitly but is slower and no better on free-for-all orders; openskill's Plackett-
Luce accepts tied ranks directly, which is what shared places in a game's result are.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TypeVar

from openskill.models import PlackettLuce

from .refusal import FormatRefusal, gettext_noop
from .types import id_key

_MODEL = PlackettLuce()

P = TypeVar("P", int, str)
"""Player ids of one kind per call, so a dict[int, Rating] comes back as one."""


@dataclass(frozen=True, slots=True)
class Rating:
    mu: float = _MODEL.mu
    sigma: float = _MODEL.sigma

    @property
    def ordinal(self) -> float:
        """The leaderboard number: 99.7% sure the true skill is at least this."""
        return self.mu - 3 * self.sigma


def rate_game(ratings: Mapping[P, Rating], ranks: Mapping[P, int]) -> dict[P, Rating]:
    """New ratings of a finished game's players from their ranks (1 = best; ties share ranks).

    Players missing from `ratings` start at the default rating. Only the game's players are
    returned; everyone else's rating is unchanged.
    """
    if not 2 <= len(ranks) <= 6:
        raise FormatRefusal(
            gettext_noop("A rated game has 2 to 6 players, not %(count)d."), count=len(ranks)
        )
    players = sorted(ranks, key=id_key)
    teams = []
    for player in players:
        current = ratings.get(player, Rating())
        teams.append([_MODEL.rating(mu=current.mu, sigma=current.sigma)])
    updated = _MODEL.rate(teams, ranks=[float(ranks[p]) for p in players])
    return {p: Rating(team[0].mu, team[0].sigma) for p, team in zip(players, updated, strict=True)}


def leaderboard(ratings: Mapping[P, Rating]) -> list[tuple[P, float]]:
    """(player, ordinal) best first; equal ordinals listed by id."""
    return sorted(
        ((p, r.ordinal) for p, r in ratings.items()), key=lambda item: (-item[1], id_key(item[0]))
    )
