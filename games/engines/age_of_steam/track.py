"""Track model (digest §4.4.2): segments on hexes, chains, complete links, networks.

The state stores track per hex as ``{"t": shape, "r": rotation, "m": town marker,
"s": [[edge_a, edge_b, owner, fresh], ...]}`` (a town spoke is ``[edge, CENTRE, ...]``,
owner -1 = unowned, fresh 1 = built or extended by its owner in this Build Track phase).
Chains are recomputed from that, never stored, so they cannot drift from the tiles.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .catalog import CENTRE
from .maps import GameMap

Track = dict[str, dict[str, Any]]
End = tuple[str, str, int]  # ("node", hex, -1) | ("open", hex, edge) | ("off", hex, edge)


@dataclass(slots=True)
class Chain:
    """A maximal run of joined segments; ``segs`` ordered from ``ends[0]`` to ``ends[1]``."""

    segs: list[tuple[str, int]]
    ends: tuple[End, End]
    owner: int
    loop: bool = False

    @property
    def complete(self) -> bool:
        a, b = self.ends
        return a[0] == "node" and b[0] == "node" and a[1] != b[1] and not self.loop

    @property
    def nodes(self) -> list[str]:
        return [e[1] for e in self.ends if e[0] == "node"]

    def hexes(self) -> list[str]:
        """Node-to-node hex list (a town end's spoke lies on the town hex itself)."""
        out = [s[0] for s in self.segs]
        a, b = self.ends
        if a[0] == "node" and a[1] != out[0]:
            out.insert(0, a[1])
        if b[0] == "node" and b[1] != out[-1]:
            out.append(b[1])
        return out


def city_nodes(gm: GameMap, new_cities: dict[str, str]) -> set[str]:
    """Hexes where any track end pointing at them ends (cities, New Cities, stations)."""
    return set(gm.cities) | set(new_cities) | set(gm.stations)


def compute_chains(
    gm: GameMap, track: Track, nodes: set[str]
) -> tuple[list[Chain], dict[tuple[str, int], int]]:
    """All chains of the track and the chain index of every segment."""
    hexes = gm.hexes
    end_index: dict[tuple[str, int], int] = {}
    for h, tile in track.items():
        for i, seg in enumerate(tile["s"]):
            end_index[(h, seg[0])] = i
            if seg[1] != CENTRE:
                end_index[(h, seg[1])] = i
    chains: list[Chain] = []
    of_seg: dict[tuple[str, int], int] = {}

    def walk(h: str, e: int, path: list[tuple[str, int]], seen: set[tuple[str, int]]) -> End:
        while True:
            n = hexes[h].nb[e]
            if n is None:
                return ("off", h, e)
            if n in nodes:
                return ("node", n, -1)
            entry = (e + 3) % 6
            j = end_index.get((n, entry))
            if j is None:
                return ("open", h, e)
            key = (n, j)
            if key in seen:
                return ("loop", n, entry)
            seen.add(key)
            path.append(key)
            seg = track[n]["s"][j]
            other = seg[1] if seg[0] == entry else seg[0]
            if other == CENTRE:
                return ("node", n, -1)
            h, e = n, other

    for h, tile in track.items():
        for i, seg in enumerate(tile["s"]):
            if (h, i) in of_seg:
                continue
            seen = {(h, i)}
            back: list[tuple[str, int]] = []
            fwd: list[tuple[str, int]] = []
            if seg[1] == CENTRE:
                end_a: End = ("node", h, -1)
                end_b = walk(h, seg[0], fwd, seen)
            else:
                end_a = walk(h, seg[0], back, seen)
                end_b = walk(h, seg[1], fwd, seen)
            segs = [*reversed(back), (h, i), *fwd]
            loop = end_a[0] == "loop" or end_b[0] == "loop"
            index = len(chains)
            chains.append(Chain(segs, (end_a, end_b), seg[2], loop))
            for key in segs:
                of_seg[key] = index
    return chains, of_seg


class Network:
    """Union-find over nodes joined by one player's chains (towns join, others' links not)."""

    def __init__(self) -> None:
        self.parent: dict[str, str] = {}

    def find(self, x: str) -> str:
        parent = self.parent
        parent.setdefault(x, x)
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    def union(self, a: str, b: str) -> None:
        ra, rb = self.find(a), self.find(b)
        if ra != rb:
            self.parent[ra] = rb


def network(chains: list[Chain], seat: int, special: tuple[str, str] | None) -> Network:
    net = Network()
    for ch in chains:
        if ch.owner != seat:
            continue
        ns = ch.nodes
        for n in ns:
            net.find(n)
        if len(ns) == 2:
            net.union(ns[0], ns[1])
    if special is not None:
        net.union(special[0], special[1])
    return net


def connected_to_city(net: Network, ch: Chain, cities: set[str]) -> bool:
    """Does this chain reach a city through its owner's network?"""
    roots = {net.find(n) for n in ch.nodes}
    if not roots:
        return False
    return any(net.find(c) in roots for c in cities if c in net.parent)


def complete_links(chains: list[Chain]) -> list[Chain]:
    return [c for c in chains if c.complete]
