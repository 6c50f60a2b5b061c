"""Tournament formats as pure functions over plain data (no Django here).

The Django layer turns its rows into `TableResult`/`RoundResult`, calls one of these, and creates
the games of the `Pairing` it gets back. Every random choice takes a seeded `random.Random`.

- config, rounds: the organiser's settings as JSON, and `next_round` for the periodic task
- tables: split N players into tables within [min, max] near the preferred size (+ byes)
- swiss: multiplayer Swiss rounds (few repeat pairs, similar standing, fair byes)
- round_robin: pools where every pair meets (circle method, greedy covering design)
- knockout: top k of each table advance
- league: seasons with divisions, promotion and relegation
- points, standings, export: points from ranks, tie-breaks, CSV/JSON
- ratings: openskill Plackett-Luce ratings and leaderboard ordinals
"""

from .byes import choose_byes
from .config import FormatConfig, FormatKind
from .export import pairing_data, standings_csv, standings_data, standings_json
from .history import History, repeated_pairs, repeats_in
from .knockout import final_order, knockout_advancers, knockout_plan, knockout_round
from .league import LeagueRules, division_standings, league_round, next_season
from .points import PointsScheme
from .ratings import Rating, leaderboard, rate_game
from .round_robin import round_robin, round_robin_pools, rounds_lower_bound, split_pools
from .rounds import final_ranking, knockout_field, next_round, pool_standings
from .simulate import simulate_round, simulate_table
from .standings import StandingRow, Tiebreak, compute_standings
from .swiss import pair_swiss, pair_swiss_round
from .tables import deal, plan_sizes, snake, split_sizes
from .types import Pairing, PlayerId, RoundResult, TableResult, TableSpec

__all__ = [
    "FormatConfig",
    "FormatKind",
    "History",
    "LeagueRules",
    "Pairing",
    "PlayerId",
    "PointsScheme",
    "Rating",
    "RoundResult",
    "StandingRow",
    "TableResult",
    "TableSpec",
    "Tiebreak",
    "choose_byes",
    "compute_standings",
    "deal",
    "division_standings",
    "final_order",
    "final_ranking",
    "knockout_advancers",
    "knockout_field",
    "knockout_plan",
    "knockout_round",
    "leaderboard",
    "league_round",
    "next_round",
    "next_season",
    "pair_swiss",
    "pair_swiss_round",
    "pairing_data",
    "plan_sizes",
    "pool_standings",
    "rate_game",
    "repeated_pairs",
    "repeats_in",
    "round_robin",
    "round_robin_pools",
    "rounds_lower_bound",
    "simulate_round",
    "simulate_table",
    "snake",
    "split_pools",
    "split_sizes",
    "standings_csv",
    "standings_data",
    "standings_json",
]
