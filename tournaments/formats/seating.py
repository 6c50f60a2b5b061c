"""Seat players at tables so few pairs meet again and tables hold players of similar standing.

The objective is lexicographic: first the number of pairs at the same table who already met
(each such pair adds one to the event's repeat count), then the spread of standing points within
tables (sum of squared point differences over pairs). Repeats come first because an organiser
notices a rematch, while a one-table drift in standing is what any multiplayer Swiss accepts.

Searches, chosen by size:
- a local search from the standing-ordered cut: swap two players between nearby tables
  (within `window` tables) while that improves the objective. Linear in the number of tables,
  which is what lets 10,000 players pair in about a second;
- up to 16 seated players, an exact branch and bound seeded with the local result, first on
  repeats alone, then on spread among seatings with no more repeats, each stopped after a node
  budget. Up to 12 players both always finish (under 60,000 nodes), so small rounds are
  optimal; at 16 the budget often stops them, yet in the 17-player test the repeats still
  matched an exhaustive search's minimum in every round;
- above 16, a large-neighbourhood search: around each table still seating a repeat, groups of
  tables of up to 16 players are re-solved exactly (the nearest in standing, and those whose
  players the table has met least), within the same node budget.
"""

from __future__ import annotations

import contextlib
from collections.abc import Mapping, Sequence

from .history import History
from .types import PlayerId, PlayerKeyed

Cost = tuple[int, float]

EXACT_MAX_PLAYERS = 16
"""Above this the exact search cannot finish in its budget often enough to be worth starting."""


REACH = 25
"""How many tables away (in standing order) a group may reach to avoid a rematch."""


class _OutOfBudget(Exception):
    pass


def seat_players(
    order: Sequence[PlayerId],
    points: PlayerKeyed,
    sizes: Sequence[int],
    history: History,
    *,
    window: int = 4,
    exact_nodes: int = 200_000,
) -> list[tuple[PlayerId, ...]]:
    """Tables for `order` (best first) with the given `sizes`, optimised as the module says."""
    index = {player: i for i, player in enumerate(order)}
    met: list[set[int]] = []
    for player in order:
        row: Mapping[PlayerId, int] = history.met.get(player, {})
        met.append({index[q] for q, count in row.items() if count > 0 and q in index})
    pts = [float(points.get(player, 0.0)) for player in order]
    start: list[list[int]] = []
    for size in sizes:
        first = sum(len(t) for t in start)
        start.append(list(range(first, first + size)))
    tables = _local_search(start, met, pts, window)
    if exact_nodes > 0:
        if len(order) <= EXACT_MAX_PLAYERS:
            tables, _ = _solve_exactly(tables, met, pts, exact_nodes, exact_nodes // 2)
        else:
            tables = _neighbourhoods(tables, met, pts, exact_nodes)
    tables.sort(key=min)
    return [tuple(order[i] for i in sorted(table)) for table in tables]


def _solve_exactly(
    tables: list[list[int]],
    met: Sequence[set[int]],
    pts: Sequence[float],
    budget: int,
    spread_budget: int,
) -> tuple[list[list[int]], int]:
    """Re-seat the players of `tables` optimally (within `budget` nodes); returns nodes used.

    Repeats alone first: the spread term would keep the search busy among seatings with as many
    repeats as the incumbent; then spread among seatings with no more repeats.
    """
    members = sorted(p for t in tables for p in t)
    local = {p: k for k, p in enumerate(members)}
    sub_met = [{local[q] for q in met[p] if q in local} for p in members]
    sub_pts = [pts[p] for p in members]
    sub = [[local[p] for p in t] for t in tables]
    sizes = [len(t) for t in tables]
    sub, used = _exact(sub, sizes, sub_met, [0.0] * len(members), budget)
    sub, more = _exact(sub, sizes, sub_met, sub_pts, max(1, spread_budget))
    return [[members[k] for k in t] for t in sub], used + more


def _windows(tables: list[list[int]], i: int, met: Sequence[set[int]]) -> list[list[int]]:
    """Two groups of tables around table i, each of at most EXACT_MAX_PLAYERS players: the
    nearest tables in standing, and the tables whose players table i's members have met least
    (where a rematch-free seat for them is likeliest), among the REACH nearest either side."""
    near = [i]
    count = len(tables[i])
    for step in range(1, min(len(tables), REACH + 1)):
        for k in (i + step, i - step):
            if 0 <= k < len(tables) and count + len(tables[k]) <= EXACT_MAX_PLAYERS:
                near.append(k)
                count += len(tables[k])
    members = tables[i]
    nearby = range(max(0, i - REACH), min(len(tables), i + REACH + 1))
    fresh = sorted(
        (k for k in nearby if k != i),
        key=lambda k: (sum(1 for a in members for b in tables[k] if b in met[a]), abs(k - i)),
    )
    far = [i]
    count = len(tables[i])
    for k in fresh:
        if count + len(tables[k]) <= EXACT_MAX_PLAYERS:
            far.append(k)
            count += len(tables[k])
    windows = [sorted(near)]
    if sorted(far) != windows[0]:
        windows.append(sorted(far))
    return windows


def _neighbourhoods(
    tables: list[list[int]], met: Sequence[set[int]], pts: Sequence[float], budget: int
) -> list[list[int]]:
    """Large-neighbourhood search for fields too big to solve whole: around each table that
    still seats a repeat, re-solve groups of tables (up to EXACT_MAX_PLAYERS players) exactly.

    Single swaps miss improvements that need three or more players to move at once; a group of
    tables solved exactly finds them. Shares `budget` (search nodes) across all groups.
    """
    spent = 0
    per_window = max(1, min(budget, 20_000))
    for _ in range(3):
        improved = False
        for i in range(len(tables)):
            if spent >= budget:
                return tables
            if table_cost(tables[i], met, pts)[0] == 0:
                continue
            for chosen in _windows(tables, i, met):
                window = [tables[k] for k in chosen]
                before = _total(window, met, pts)
                after, used = _solve_exactly(window, met, pts, per_window, per_window // 10)
                spent += max(used, 100)  # bounds the number of groups tried, too
                if _total(after, met, pts) < before:
                    for k, table in zip(chosen, sorted(after, key=min), strict=True):
                        tables[k] = table
                    improved = True
                    break
        if not improved:
            break
    return tables


def table_cost(table: Sequence[int], met: Sequence[set[int]], pts: Sequence[float]) -> Cost:
    repeats = 0
    spread = 0.0
    for k, a in enumerate(table):
        for b in table[k + 1 :]:
            repeats += b in met[a]
            spread += (pts[a] - pts[b]) ** 2
    return repeats, spread


def _member_costs(
    table: list[int], met: Sequence[set[int]], pts: Sequence[float]
) -> tuple[list[int], list[float]]:
    """For each member, repeats and spread against the rest of its own table."""
    reps = [sum(1 for x in table if x in met[a]) for a in table]
    spreads = [sum((pts[a] - pts[x]) ** 2 for x in table) for a in table]
    return reps, spreads


def _local_search(
    tables: list[list[int]], met: Sequence[set[int]], pts: Sequence[float], window: int
) -> list[list[int]]:
    own = [_member_costs(t, met, pts) for t in tables]
    count = len(tables)
    for _ in range(100):
        changed = False
        for i in range(count):
            for j in range(i + 1, min(count, i + window + 1)):
                if _best_swap(tables, own, i, j, met, pts):
                    changed = True
        if not changed:
            break
    return tables


def _best_swap(
    tables: list[list[int]],
    own: list[tuple[list[int], list[float]]],
    i: int,
    j: int,
    met: Sequence[set[int]],
    pts: Sequence[float],
) -> bool:
    """Apply the best improving swap between tables i and j; True if one was made.

    Deltas come from each player's cost "into" the other table, so a swap costs O(1) after an
    O(|Ti|·|Tj|) preparation: moving b into Ti adds b's cost against Ti minus its cost against
    the a it replaces (counted on both sides, hence the 2·).
    """
    ti, tj = tables[i], tables[j]
    rep_i, spr_i = own[i]
    rep_j, spr_j = own[j]
    into_i = [
        (sum(1 for x in ti if x in met[b]), sum((pts[b] - pts[x]) ** 2 for x in ti)) for b in tj
    ]
    into_j = [
        (sum(1 for x in tj if x in met[a]), sum((pts[a] - pts[x]) ** 2 for x in tj)) for a in ti
    ]
    best: tuple[int, float, int, int] | None = None
    for ka, a in enumerate(ti):
        ra_j, sa_j = into_j[ka]
        base_r = ra_j - rep_i[ka]
        base_s = sa_j - spr_i[ka]
        met_a = met[a]
        pa = pts[a]
        for kb, b in enumerate(tj):
            rb_i, sb_i = into_i[kb]
            dr = base_r + rb_i - rep_j[kb] - (2 if b in met_a else 0)
            if dr > 0:
                continue
            ds = base_s + sb_i - spr_j[kb] - 2 * (pa - pts[b]) ** 2
            if (dr < 0 or ds < -1e-9) and (best is None or (dr, ds) < best[:2]):
                best = (dr, ds, ka, kb)
    if best is None:
        return False
    _, _, ka, kb = best
    ti[ka], tj[kb] = tj[kb], ti[ka]
    own[i] = _member_costs(ti, met, pts)
    own[j] = _member_costs(tj, met, pts)
    return True


def _exact(
    incumbent: list[list[int]],
    sizes: Sequence[int],
    met: Sequence[set[int]],
    pts: Sequence[float],
    budget: int,
) -> tuple[list[list[int]], int]:
    """Branch and bound over all seatings; keeps the incumbent unless it finds a better one.

    Tables are built member by member in index order and each new table starts with the lowest
    unseated player, so every seating is generated once. Costs only grow, so a partial seating
    no better than the best complete one is cut.
    """
    best_cost: list[Cost] = [_total(incumbent, met, pts)]
    best_tables: list[list[list[int]]] = [incumbent]
    nodes = [0]
    done: list[list[int]] = []

    def next_table(unseated: list[int], sizes_left: list[int], cost: Cost) -> None:
        if not unseated:
            if cost < best_cost[0]:
                best_cost[0] = cost
                best_tables[0] = [list(t) for t in done]
            return
        for size in sorted(set(sizes_left)):
            rest_sizes = list(sizes_left)
            rest_sizes.remove(size)
            grow([unseated[0]], size, unseated[1:], 0, rest_sizes, cost)

    def grow(
        table: list[int],
        size: int,
        unseated: list[int],
        start: int,
        sizes_left: list[int],
        cost: Cost,
    ) -> None:
        nodes[0] += 1
        if nodes[0] > budget:
            raise _OutOfBudget
        if len(table) == size:
            done.append(table)
            next_table(unseated, sizes_left, cost)
            done.pop()
            return
        need = size - len(table)
        options = []
        for k in range(start, len(unseated) - need + 1):
            x = unseated[k]
            reps = cost[0] + sum(1 for y in table if y in met[x])
            spread = cost[1] + sum((pts[x] - pts[y]) ** 2 for y in table)
            if (reps, spread) < best_cost[0]:
                options.append((reps, spread, k))
        # Cheapest first: good seatings are found early and then cut the rest of the tree.
        options.sort()
        for reps, spread, k in options:
            if (reps, spread) >= best_cost[0]:
                continue
            grow(
                [*table, unseated[k]],
                size,
                unseated[:k] + unseated[k + 1 :],
                k,
                sizes_left,
                (reps, spread),
            )

    with contextlib.suppress(_OutOfBudget):
        next_table(list(range(sum(sizes))), list(sizes), (0, 0.0))
    return best_tables[0], min(nodes[0], budget)


def _total(tables: Sequence[Sequence[int]], met: Sequence[set[int]], pts: Sequence[float]) -> Cost:
    reps, spread = 0, 0.0
    for table in tables:
        r, s = table_cost(table, met, pts)
        reps += r
        spread += s
    return reps, spread
