"""Chains of track (digest §4.4.2): maximal runs of joined segments, complete links, networks.

Chains are derived from the tiles, never stored, so they cannot drift from them. A
:class:`Board` holds the chains of one state's track with the indexes the build rules ask
(which chain ends open where, each player's network); it is computed once per track and kept
in a small cache keyed by the track's content, so listing the legal build steps and applying
one of them share it.
"""

from __future__ import annotations

import marshal
from collections import OrderedDict
from dataclasses import dataclass, field
from typing import Any

from ..maps import GameMap
from .segments import CENTRE

Track = dict[str, dict[str, Any]]
End = tuple[str, str, int]  # ("node", hex, -1) | ("open", hex, edge) | ("off", hex, edge)
SegRef = tuple[str, int]  # (hex, index of the segment in its tile)


@dataclass(slots=True)
class Chain:
    """A maximal run of joined segments; ``segs`` ordered from ``ends[0]`` to ``ends[1]``."""

    segs: list[SegRef]
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


def compute_chains(
    gm: GameMap, track: Track, nodes: set[str] | frozenset[str]
) -> tuple[list[Chain], dict[SegRef, int]]:
    """All chains of the track and the chain index of every segment."""
    hexes = gm.hexes
    end_index: dict[tuple[str, int], int] = {}
    for h, tile in track.items():
        for i, seg in enumerate(tile["segments"]):
            a, b = seg["ends"]
            end_index[(h, a)] = i
            if b != CENTRE:
                end_index[(h, b)] = i
    chains: list[Chain] = []
    of_seg: dict[SegRef, int] = {}

    def walk(h: str, e: int, path: list[SegRef], seen: set[SegRef]) -> End:
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
            a, b = track[n]["segments"][j]["ends"]
            other = b if a == entry else a
            if other == CENTRE:
                return ("node", n, -1)
            h, e = n, other

    for h, tile in track.items():
        for i, seg in enumerate(tile["segments"]):
            if (h, i) in of_seg:
                continue
            seen = {(h, i)}
            back: list[SegRef] = []
            fwd: list[SegRef] = []
            a, b = seg["ends"]
            if b == CENTRE:
                end_a: End = ("node", h, -1)
                end_b = walk(h, a, fwd, seen)
            else:
                end_a = walk(h, a, back, seen)
                end_b = walk(h, b, fwd, seen)
            segs = [*reversed(back), (h, i), *fwd]
            loop = end_a[0] == "loop" or end_b[0] == "loop"
            index = len(chains)
            chains.append(Chain(segs, (end_a, end_b), seg["owner"], loop))
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


@dataclass(slots=True)
class Reach:
    """One player's network: its union-find, the roots holding a city, the nodes touched."""

    net: Network
    city_roots: frozenset[str]
    own_nodes: frozenset[str]  # nodes where one of the player's chains (or his link) ends
    own_chain_nodes: frozenset[str]  # nodes where one of his chains ends


@dataclass(slots=True)
class Board:
    """The chains of one track, with the indexes the build rules read (never mutate)."""

    chains: list[Chain]
    of_seg: dict[SegRef, int]
    open_ends: dict[tuple[str, int], tuple[int, int]]  # (hex, edge) -> (chain, which end)
    nodes: frozenset[str]  # where every track end ends: cities, New Cities, stations
    cities: frozenset[str]  # cities and New Cities
    reaches: dict[tuple[int, tuple[str, str] | None], Reach] = field(default_factory=dict)
    derived: dict[Any, Any] = field(default_factory=dict)  # what other rules derive from it
    _links: Network | None = None

    def links(self) -> Network:
        """Nodes joined by complete links of anyone (for routes across the map)."""
        if self._links is None:
            net = Network()
            for ch in self.chains:
                if ch.complete:
                    net.union(*ch.nodes)
            self._links = net
        return self._links

    def reach(self, seat: int, special: tuple[str, str] | None) -> Reach:
        key = (seat, special)
        found = self.reaches.get(key)
        if found is None:
            net = network(self.chains, seat, special)
            roots = frozenset(net.find(c) for c in self.cities if c in net.parent)
            chain_nodes = frozenset(n for ch in self.chains if ch.owner == seat for n in ch.nodes)
            found = Reach(net, roots, frozenset(net.parent), chain_nodes)
            self.reaches[key] = found
        return found


_BOARDS: OrderedDict[tuple[str, bytes, bytes], Board] = OrderedDict()
_KEEP = 8


def board_of(gm: GameMap, state: dict[str, Any]) -> Board:
    """The chains of the state's track (cached by content: equal tracks share one Board)."""
    # marshal version 2 writes no back-references: equal content, equal bytes
    key = (gm.key, marshal.dumps(state["new_cities"], 2), marshal.dumps(state["track"], 2))
    found = _BOARDS.get(key)
    if found is not None:
        _BOARDS.move_to_end(key)
        return found
    cities = frozenset(gm.cities) | frozenset(state["new_cities"])
    nodes = cities | frozenset(gm.stations)
    chains, of_seg = compute_chains(gm, state["track"], nodes)
    open_ends: dict[tuple[str, int], tuple[int, int]] = {}
    for ci, ch in enumerate(chains):
        for k, end in enumerate(ch.ends):
            if end[0] == "open":
                open_ends[(end[1], end[2])] = (ci, k)
    found = Board(chains, of_seg, open_ends, nodes, cities)
    _BOARDS[key] = found
    if len(_BOARDS) > _KEEP:
        _BOARDS.popitem(last=False)
    return found


def city_nodes(gm: GameMap, new_cities: dict[str, str]) -> set[str]:
    """Hexes where any track end pointing at them ends (cities, New Cities, stations)."""
    return set(gm.cities) | set(new_cities) | set(gm.stations)
