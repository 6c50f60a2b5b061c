"""Fewest roads joining a network to some of the cities (Dreyfus-Wagner Steiner trees).

With Roads on TOP I and two players, board 5 as read (boards.yaml) needs 18 of the 19 roads
to join 7 cities from the central capital, so a nearest-city walk (19 or 20 roads) can leave
a game that no one can end.  The bots plan with the exact minimum instead.  Unit edges over
land; the network is one terminal (its spaces are the sources of one search).
"""

from __future__ import annotations

INF = 1 << 20


def steiner_plan(
    adj: dict[str, list[str]], net: set[str], cities: list[str], pick: int
) -> list[tuple[str, str]] | None:
    """The edges of a smallest tree joining ``net`` to ``pick`` of ``cities`` (None if no
    such tree exists)."""
    if pick <= 0:
        return []
    terms = [set(net)] + [{c} for c in cities]
    k = len(terms)
    if k - 1 < pick:
        return None
    nodes = list(adj)
    dp: dict[int, dict[str, int]] = {}
    how: dict[int, dict[str, tuple]] = {}
    for i, t in enumerate(terms):
        dist, chosen = _tree_search(adj, {v: 0 for v in t})
        dp[1 << i] = dist
        how[1 << i] = chosen
    best: tuple[int, int, str] | None = None
    for mask in range(1, 1 << k):
        if mask & (mask - 1) == 0:
            continue
        size = bin(mask).count("1")
        if size - (mask & 1) > pick:
            continue  # more cities than the tree needs
        merged = dict.fromkeys(nodes, INF)
        split: dict[str, tuple] = {}
        sub = (mask - 1) & mask
        while sub:
            rest = mask ^ sub
            if sub < rest:
                a, b = dp[sub], dp[rest]
                for v in nodes:
                    x = a[v] + b[v]
                    if x < merged[v]:
                        merged[v] = x
                        split[v] = ("split", sub, rest)
            sub = (sub - 1) & mask
        dist, chosen = _tree_search(adj, merged)
        for v, rule in chosen.items():
            if rule[0] == "leaf":
                chosen[v] = split[v]
        dp[mask], how[mask] = dist, chosen
        if mask & 1 and size - 1 == pick:
            cost = min(dist.values())
            if cost < INF and (best is None or cost < best[0]):
                root = min(nodes, key=lambda v: dist[v])
                best = (cost, mask, root)
    if best is None:
        return None
    edges: list[tuple[str, str]] = []
    _unfold(how, best[1], best[2], edges)
    return sorted({(min(a, b), max(a, b)) for a, b in edges})


def _tree_search(adj: dict[str, list[str]], start: dict[str, int]) -> tuple[dict, dict]:
    """Relax a partial tree cost over the edges; each node remembers how it was reached."""
    dist = dict.fromkeys(adj, INF)
    chosen: dict[str, tuple] = {}
    buckets: dict[int, list[tuple[str, tuple]]] = {}
    for v, d in start.items():
        if d < INF:
            buckets.setdefault(d, []).append((v, ("leaf",)))
    while buckets:
        level = min(buckets)
        for v, rule in buckets.pop(level):
            if dist[v] <= level:
                continue
            dist[v] = level
            chosen[v] = rule
            for u in adj[v]:
                if dist[u] > level + 1:
                    buckets.setdefault(level + 1, []).append((u, ("step", v)))
    return dist, chosen


def _unfold(how: dict[int, dict[str, tuple]], mask: int, v: str, edges: list) -> None:
    while True:
        rule = how[mask][v]
        if rule[0] == "step":
            edges.append((rule[1], v))
            v = rule[1]
            continue
        if rule[0] == "split":
            _unfold(how, rule[1], v, edges)
            _unfold(how, rule[2], v, edges)
        return  # a leaf: v is a terminal of this single-terminal mask
