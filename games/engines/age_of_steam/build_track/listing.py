"""Every legal build move of the player whose build turn it is (complete on every map).

Candidates are the tiles (shape and rotation) whose new tracks all stay on the map, face no
other player's track end, and touch what they must; on a tile, the upgrades that keep its
track and the redirects of a section's open end. Cost and supply reject most candidates
first. The rest are judged on the chains of the map, computed once (track.chains.board_of):
:class:`Lister` reads only what a candidate's new tracks touch, by the same rules as
``check_step`` (join.py, connect.py), which judges every case it does not settle itself:
redirects, two tracks joining one chain or one joining through the other, a route bonus
within reach. tests/unit/engines/age_of_steam/test_build_listing.py compares the two on
every tile of every hex of many positions.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from operator import itemgetter
from typing import Any, Literal

from games.engines.core import IllegalMove

from ..catalog import CENTRE, SHAPES
from ..common import State, gmap
from ..maps import GameMap
from ..track.chains import Network, board_of
from ..versions import version_of
from .change import COMPLEX_SURCHARGE, UPGRADE_COST, half
from .step import check_step, owned_special
from .turn import allowance, half_price_available, special_link_cost, unfinished

Move = dict[str, Any]
Edges = tuple[int, int]
Marks = tuple[int, ...]
Priced = tuple[Move, int]  # a move and its full price
Side = tuple[int, str | None, bool]  # see Lister._sides
_NOWHERE: Side = (-1, None, False)
_UNJUDGED: Any = object()  # a verdict not yet reached


def build_moves(state: State, seat: int) -> list[Move]:
    """The build phase's moves: done (or take back), the tiles, the special link."""
    moves: list[Move] = []
    moves.append({"type": "take_back_build" if unfinished(state, seat) else "end_build"})
    if state["build"]["used"] >= allowance(state, seat):
        return moves
    cheaper = half_price_available(state, seat)
    money = state["pl"][seat]["money"]
    steps = build_steps(state, seat, cheaper)
    moves += [move for move, price in steps if price <= money]
    if cheaper:
        moves += [{**move, "half_price": True} for move, _ in steps]
    if gmap(state).extra.get("special_connection") and state.get("special_link") is None:
        for half_price in (False, True) if cheaper else (False,):
            if special_link_cost(state, half_price) <= money:
                move: Move = {"type": "build_special_link"}
                moves.append({**move, "half_price": True} if half_price else move)
    return moves


def build_steps(state: State, seat: int, cheaper: bool = False) -> list[Priced]:
    """Every legal ``build`` move (Western U.S.: with each allowed bonus choice) and its
    full price; with ``cheaper`` (Germany's Engineer), those he can pay at half price."""
    return Lister(state, seat, cheaper).steps()


@cache
def _static_sides(
    gm: GameMap,
) -> dict[str, tuple[Marks, tuple[Side, ...], tuple[tuple[int, str], ...]]]:
    """Per hex, what its edges meet on the printed map: the marks (-1 off the map or into a
    lake, 1 a printed city or station, 0 else), the sides (a printed city, always linked),
    and the edges facing a station, whose side depends on the player's track."""
    out = {}
    for h, hx in gm.hexes.items():
        marks = tuple(-1 if n is None else 1 if n in gm.nodes else 0 for n in hx.nb)
        side = [_NOWHERE] * 6
        stations = []
        for e, n in enumerate(hx.nb):
            if n is not None and n in gm.cities:
                side[e] = (-1, n, True)
            elif n is not None and n in gm.nodes:
                stations.append((e, n))
        out[h] = (marks, tuple(side), tuple(stations))
    return out


class Lister:
    """The legal build steps of one position, judged on its chains computed once."""

    def __init__(self, state: State, seat: int, cheaper: bool) -> None:
        self.state, self.seat, self.cheaper = state, seat, cheaper
        self.gm = gm = gmap(state)
        self.board = board_of(gm, state)
        self.reach = self.board.reach(seat, owned_special(state, seat))
        player = state["pl"][seat]
        self.money = player["money"] * 2 if cheaper else player["money"]
        self.first = not player["built"]
        self.exact_only = False
        self.version = version_of(state)
        self.connected = gm.rules.track_must_stay_connected(state)
        ends = gm.rules.route_ends(state, gm)
        self.route: tuple[set[str], set[str]] | None = None
        if ends is not None:
            links = self.board.links()
            self.route = (
                {_top(links, x) for x in ends[0]},
                {_top(links, x) for x in ends[1]},
            )
            if self.route[0] & self.route[1]:
                self.exact_only = True  # a route already joined pays with the next step
        # no first tile, route bonus or one network: a track's verdict is its sides' alone
        self.plain = not (self.first or self.exact_only or self.connected) and self.route is None
        self.starts: frozenset[str] | None = None
        if self.first:
            cities = gm.rules.first_tile_cities(state, gm)
            self.starts = self.board.cities if cities is None else cities
        self.linked: dict[str, bool] = {}
        self.roots: dict[str, str] = {}
        # verdicts by the sides a tile's tracks meet: in a plain position a pure function
        # of those sides (chain numbers only compared within one key), kept across positions
        self.verdicts: dict[tuple[Side, ...], bool | None] = {}
        if self.plain:
            if len(_PLAIN_VERDICTS) >= _KEEP:
                _PLAIN_VERDICTS.clear()
            self.verdicts = _PLAIN_VERDICTS
        self.sides: dict[str, tuple[Side, ...]] = {}
        self.marks = self._marks()
        self.own_roots = {self._root(n) for n in self.reach.own_chain_nodes}
        self.single_root = next(iter(self.own_roots)) if len(self.own_roots) == 1 else None

    # -- what new track meets -------------------------------------------------------
    def _marks(self) -> dict[str, Marks]:
        """Per candidate hex and edge: -1 never (off the map, a lake, another player's
        track end), 1 a city, station or a track end the player may join, 0 nothing; for
        the hexes next to a city, station or open track end, and those with a tile. Fills
        ``sides`` for the same hexes on the way (see _sides)."""
        gm, board, seat, chains = self.gm, self.board, self.seat, self.board.chains
        hexes = gm.hexes
        static = _static_sides(gm)
        linked = self._linked
        rows: dict[str, Any] = {}  # a list where this position changes the map's row
        sides: dict[str, Any] = {}

        def row_of(n: str) -> tuple[list[int], list[Side]]:
            row = rows.get(n)
            if row is None:
                printed, printed_sides, stations = static[n]
                row = rows[n] = list(printed)
                side = sides[n] = list(printed_sides)
                for e, node in stations:
                    side[e] = (-1, node, linked(node))
            return row, sides[n]

        for (h, e), (ci, k) in board.open_ends.items():
            n = hexes[h].nb[e]
            if n is not None:
                row, side = row_of(n)
                back = (e + 3) % 6
                row[back] = 1 if chains[ci].owner in (seat, -1) else -1
                far = chains[ci].ends[1 - k]
                side[back] = (ci, far[1], linked(far[1])) if far[0] == "node" else (ci, None, False)
        for c in self.state["new_cities"]:
            for e, n in enumerate(hexes[c].nb):
                if n is not None:
                    row, side = row_of(n)
                    row[(e + 3) % 6] = 1
                    side[(e + 3) % 6] = (-1, c, linked(c))
        for group in (self.state["track"], _city_neighbours(gm)):
            for h in group:
                if h not in rows:
                    printed, printed_sides, stations = static[h]
                    if stations:
                        row_of(h)
                    else:
                        rows[h], sides[h] = printed, printed_sides
        self.sides = {h: tuple(side) for h, side in sides.items()}
        return {h: tuple(rows[h]) for h in sorted(rows, key=_order(gm).__getitem__)}

    def _sides(self, h: str) -> tuple[Side, ...]:
        """Where a new track's end on ``h`` leads, per edge: (the chain it continues or -1,
        the city or town the track then reaches or None, whether that place is a city or
        joined to one by the player's own track)."""
        return self.sides[h]

    def _root(self, node: str) -> str:
        found = self.roots.get(node)
        if found is None:
            parent = self.reach.net.parent
            x = node
            while parent.get(x, x) != x:
                x = parent[x]
            found = self.roots[node] = x
        return found

    def _linked(self, node: str) -> bool:
        """Is this node a city, or joined to one by the player's own track?"""
        found = self.linked.get(node)
        if found is None:
            found = self.linked[node] = (
                node in self.board.cities or self._root(node) in self.reach.city_roots
            )
        return found

    # -- verdicts -----------------------------------------------------------------
    def _tracks(self, hs: tuple[Side, ...], added: tuple[Edges, ...]) -> bool | None:
        """Legal (True), refused (False), or left to check_step (None): new tracks that
        are not spokes, each its own chain with what it continues."""
        if len(added) == 1:
            ((a, b),) = added
            return self._track(hs[a], hs[b])
        ends: list[list[str]] = []
        chains: list[int] = []
        for a, b in added:
            ca, na, _ = hs[a]
            cb, nb, _ = hs[b]
            if ca >= 0 and ca == cb:
                return False
            if na is not None and na == nb:
                return False
            chains += [c for c in (ca, cb) if c >= 0]
            ends.append([n for n in (na, nb) if n is not None])
            if na is None and nb is None:
                return False  # reaches no city or town: nothing can connect it
        if len(set(chains)) != len(chains) or any(len(n) == 2 for n in ends):
            return None  # two tracks continue one chain, or one joins through the other
        if not all(any(self._linked(n) for n in nodes) for nodes in ends):
            return False
        if self.connected:
            return self._one_network([n for nodes in ends for n in nodes], [])
        return True

    def _track(self, sa: Side, sb: Side) -> bool | None:
        """One new track between two sides (see _tracks)."""
        ca, na, la = sa
        cb, nb, lb = sb
        if ca >= 0 and ca == cb:
            return False  # closes a loop
        if na is not None and na == nb:
            return False  # a city or town joined to itself
        if not (la or lb):
            return False  # not connected through own track to a city
        if na is None or nb is None:
            complete: list[list[str]] = []
        elif self.route is not None and self._closes_route([[na, nb]]):
            return None  # a route bonus may be due
        else:
            complete = [[na, nb]]
        if self.connected:
            return self._one_network([n for n in (na, nb) if n is not None], complete)
        return True

    def _spokes(self, h: str, hs: tuple[Side, ...], spokes: tuple[Edges, ...]) -> bool | None:
        """The same for spokes into the town on ``h``: all meet in the town."""
        nodes = [h]
        complete: list[list[str]] = []
        chains: list[int] = []
        linked = self._linked(h)
        for e, _ in spokes:
            c, n, ln = hs[e]
            if c >= 0:
                chains.append(c)
            if n is not None:
                if n == h:
                    return False  # the town joined to itself
                nodes.append(n)
                complete.append([h, n])
                linked = linked or ln
        if len(set(chains)) != len(chains) or self._closes_route(complete):
            return None
        if not linked:
            return False
        if self.connected:
            return self._one_network(nodes, complete)
        return True

    def _redirect(self, hs: tuple[Side, ...], ci: int, end: int, new: int) -> bool | None:
        """A redirect of chain ``ci``'s open end on ``h`` to edge ``new`` (l. 430-437): the
        section keeps its owner, unless it joins the player's own track; version 2 asks a
        connection to one of his own tracks (l. 411-412)."""
        if self.version < 2 or self.first:
            return None
        chain = self.board.chains[ci]
        far = chain.ends[1 - end]
        nf = far[1] if far[0] == "node" else None
        c2, n2, _ = hs[new]
        if c2 == ci:
            return False  # meets its own other end: a loop
        if nf is not None and nf == n2:
            return False  # a city or town joined to itself
        mine = chain.owner == self.seat or (c2 >= 0 and self.board.chains[c2].owner == self.seat)
        nodes = [n for n in (nf, n2) if n is not None]
        complete = [nodes] if len(nodes) == 2 else []
        if not mine and not any(n in self.reach.own_nodes for n in nodes):
            return False  # connects to no track of the player's
        if self._closes_route(complete):
            return None
        if self.connected:
            return self._one_network(nodes if mine else [], complete if mine else [])
        return True

    def _closes_route(self, complete: list[list[str]]) -> bool:
        """Whether new complete links may join the two ends of a bonus route."""
        if self.route is None or not complete:
            return False
        west, east = self.route
        links = self.board.links()
        for a, b in complete:
            ra, rb = _top(links, a), _top(links, b)
            if (ra in west or rb in west) and (ra in east or rb in east):
                return True
            if ra in west or rb in west:
                west = west | {ra, rb}
            if ra in east or rb in east:
                east = east | {ra, rb}
        return False

    def _first(self, h: str, hs: tuple[Side, ...], tracks: tuple[Edges, ...]) -> bool | None:
        """The very first tile (l. 324-327): its track runs into a (start) city next to it;
        check_step names the rule a refused one breaks."""
        assert self.starts is not None
        nb = self.gm.hexes[h].nb
        if not any(nb[e] in self.starts for a, b in tracks for e in (a, b)):
            return False
        return self._tracks(hs, tracks)

    def _one_network(self, nodes: list[str], complete: list[list[str]]) -> bool:
        """Western U.S. before the transcontinental link: all the player's track joined."""
        single = self.single_root
        if single is not None:  # most often: his track is one network already
            root = self._root
            for n in nodes:
                if root(n) != single:
                    break
            else:
                return True
        roots = {self._root(n) for n in nodes} | self.own_roots
        if len(roots) <= 1:
            return True
        if not complete:
            return False  # nothing joins the roots
        joined: dict[str, str] = {}

        def top(x: str) -> str:
            while joined.get(x, x) != x:
                x = joined[x]
            return x

        for a, b in complete:
            ra, rb = top(self._root(a)), top(self._root(b))
            if ra != rb:
                joined[ra] = rb
        return len({top(r) for r in roots}) <= 1

    # -- the listing -------------------------------------------------------------
    def steps(self) -> list[Priced]:
        gm, state = self.gm, self.state
        out: list[Priced] = []
        track, supply, money = state["track"], state["supply"], self.money
        markers_left = state["town_markers"] > 0
        open_ends, chains = self.board.open_ends, self.board.chains
        redirectable = {h for h, _ in open_ends}
        nodes, sides, info = self.board.nodes, self.sides, _hex_info(gm)
        # a tuple of names (not a set): tuples of plain values in the remembered keys are
        # left alone by the garbage collector
        available = tuple(sorted(shape for shape, left in supply.items() if left > 0))
        # what decides which tiles an empty hex may take, but its marks, terrain and price
        means = (self.first, available, markers_left)
        # the remembered lists are keyed by a number for ``means`` (hashing its tuple of
        # names for every hex cost more than the rest of the key)
        mid = _means_id(means)
        affordable, append, plain, gkey = _AFFORDABLE, out.append, self.plain, gm.key
        for h, mk in self.marks.items():
            if (1 not in mk and h not in redirectable) or h in nodes:
                continue
            on_town, base, printed = info[h]
            hs = sides[h]
            tile = track.get(h)
            if tile is None:
                capped = min(money, base + _DEAREST)
                if plain and hs is printed:
                    # a hex that meets only the printed map (cities, nothing): judged by
                    # its sides alone, as in every plain position of the map (_PRINTED)
                    key = (gkey, h, capped, mid)
                    judged = _PRINTED.get(key)
                    if judged is None:
                        candidates = _affordable(mk, on_town, base, capped, means, mid)
                        judged = _PRINTED[key] = self._judge_printed(hs, candidates)
                    if judged is not False:
                        for shape_id, r, price in judged:
                            append(
                                (
                                    {"type": "build", "hex": h, "tile": shape_id, "rotation": r},
                                    price,
                                )
                            )
                        continue
                fits = affordable.get((mk, on_town, base, capped, mid))
                if fits is None:
                    fits = _affordable(mk, on_town, base, capped, means, mid)
                if fits:
                    self._place(h, hs, on_town, fits, out)
            elif not self.first:
                for shape_id, r, kind, added, outer, new in _replacements(
                    _edges_of(tile), on_town, mk
                ):
                    if shape_id not in available and tile["tile"] != shape_id:
                        continue
                    price = UPGRADE_COST.get(kind, 2)
                    if price > money:
                        break  # cheapest first
                    if kind == "redirect":
                        # only the tile at an open end of a section not another's (l. 431-433)
                        found = open_ends.get((h, outer))
                        if found is None or chains[found[0]].owner not in (
                            -1,
                            self.seat,
                        ):
                            continue
                        verdict = self._redirect(hs, found[0], found[1], new)
                    elif kind == "town":
                        marker = not SHAPES[shape_id].is_town_tile and not tile["town_marker"]
                        if marker and not markers_left:
                            continue
                        verdict = self._spokes(h, hs, added)
                    else:
                        verdict = self._tracks(hs, added)
                    if verdict is not False:
                        self._keep(h, shape_id, r, price, verdict, out)
        return out

    def _place(
        self,
        h: str,
        hs: tuple[Side, ...],
        on_town: bool,
        candidates: tuple[Candidate, ...],
        out: list[Priced],
    ) -> None:
        """The tiles on the empty hex ``h`` worth listing, each judged by the sides its new
        tracks meet (remembered for the listing: tiles on many hexes meet the same sides)."""
        keep = self._keep
        if self.exact_only:
            for shape_id, r, _, price, _, _ in candidates:
                keep(h, shape_id, r, price, None, out)
            return
        if on_town:
            for shape_id, r, tracks, price, _, _ in candidates:
                verdict = self._spokes(h, hs, tracks)
                if verdict is not False:
                    keep(h, shape_id, r, price, verdict, out)
            return
        starts = 0  # the edges facing a (start) city, as bits
        if self.first:
            assert self.starts is not None
            for e, n in enumerate(self.gm.hexes[h].nb):
                if n in self.starts:
                    starts |= 1 << e
            if not starts:
                return  # the very first tile runs into a (start) city next to it (l. 324-327)
        append, verdicts, judge, getters = out.append, self.verdicts, self._tracks, _GETTERS
        for shape_id, r, tracks, price, getter, ends in candidates:
            if starts and not starts & ends:
                continue
            key = getters[getter](hs)
            verdict = verdicts.get(key, _UNJUDGED)
            if verdict is _UNJUDGED:
                verdict = verdicts[key] = judge(hs, tracks)
            if verdict:
                append(
                    (
                        {"type": "build", "hex": h, "tile": shape_id, "rotation": r},
                        price,
                    )
                )
            elif verdict is None:
                keep(h, shape_id, r, price, None, out)

    def _judge_printed(
        self, hs: tuple[Side, ...], candidates: tuple[Candidate, ...]
    ) -> tuple[tuple[str, int, int], ...] | Literal[False]:
        """The candidates a hex meeting only the printed map takes (shape, rotation, price),
        or False where one needs check_step (two tracks each joining two cities)."""
        taken = []
        for shape_id, r, tracks, price, _, _ in candidates:
            verdict = self._tracks(hs, tracks)
            if verdict is None:
                if len(_PRINTED) >= _KEEP:
                    _PRINTED.clear()
                return False
            if verdict:
                taken.append((shape_id, r, price))
        if len(_PRINTED) >= _KEEP:
            _PRINTED.clear()
        return tuple(taken)

    def _keep(
        self,
        h: str,
        shape: str,
        r: int,
        price: int,
        verdict: bool | None,
        out: list[Priced],
    ) -> None:
        move: Move = {"type": "build", "hex": h, "tile": shape, "rotation": r}
        if verdict is None:
            try:
                price = check_step(self.state, self.seat, move, self.cheaper, self.board).price
            except IllegalMove as err:
                if err.code == "E_TRANSCON_CHOICE_REQUIRED":
                    involved = list(err.details.get("involved", []))  # type: ignore[call-overload]
                    for i, a in enumerate(involved):
                        for b in involved[i + 1 :]:
                            out.append(({**move, "bonus_players": [a, b]}, price))
                return
        out.append((move, price))


def _top(net: Network, node: str) -> str:
    parent = net.parent
    while parent.get(node, node) != node:
        node = parent[node]
    return node


@cache
def _hex_info(gm: GameMap) -> dict[str, tuple[bool, int, tuple[Side, ...] | None]]:
    """Per hex: on a town?, the price of a simple tile on it when empty, and the sides it
    meets on the printed map (None on a town: its spokes meet the town itself)."""
    static = _static_sides(gm)
    out: dict[str, tuple[bool, int, tuple[Side, ...] | None]] = {}
    for h, hx in gm.hexes.items():
        on_town = hx.terrain == "town"
        base = 0 if on_town else gm.rules.simple_cost(gm, hx)
        out[h] = (on_town, base, None if on_town else static[h][1])
    return out


@cache
def _order(gm: GameMap) -> dict[str, int]:
    """Each hex's place in the map's canonical order (moves are listed in it)."""
    return {h: i for i, h in enumerate(gm.order)}


@cache
def _city_neighbours(gm: GameMap) -> tuple[str, ...]:
    """Empty land hexes next to a printed city or station: where first track may start."""
    return tuple(
        h
        for h, hx in gm.hexes.items()
        if h not in gm.nodes and any(n in gm.nodes for n in hx.nb if n is not None)
    )


def _town(segs: tuple[Edges, ...]) -> tuple[Edges, ...]:
    return tuple(sorted({(e, CENTRE) for s in segs for e in s}))


#: Per shape: (rotation, its tracks on a plain hex, its tracks on a town hex), one rotation
#: per distinct set of tracks.
_ROTATIONS = {
    shape.id: [
        (r, segs, segs if shape.is_town_tile else _town(segs))
        for r, segs in ((r, shape.rotations[r]) for r in shape.distinct)
    ]
    for shape in SHAPES.values()
}
#: shape, rotation, its tracks on the hex, the price above a simple tile's (a town's: its
#: whole price), whether it takes a town marker, the getter of the sides its tracks meet
#: (their ends in order; its index in _GETTERS, so that these tuples hold plain values
#: only, which the garbage collector stops tracking), those ends
Placement = tuple[str, int, tuple[Edges, ...], int, bool, int, tuple[int, ...]]
_GETTERS: list[Callable[[Any], Any]] = []
_GETTER_OF: dict[tuple[int, ...], int] = {}
_PLACEMENTS: dict[tuple[Marks, bool, bool], list[Placement]] = {}


#: The most a tile costs above the hex's simple price (a town tile: $1 and $1 per track).
_DEAREST = max(1 + 6, *COMPLEX_SURCHARGE.values())
#: shape, rotation, its tracks, its price on the hex, the getter of the sides its tracks
#: meet (index in _GETTERS), their ends as bits
Candidate = tuple[str, int, tuple[Edges, ...], int, int, int]
#: (map, hex, money, means) -> what a hex that meets only the printed map takes (see steps)
_PRINTED: dict[tuple[Any, ...], tuple[tuple[str, int, int], ...] | Literal[False]] = {}
#: means (see steps) -> the number standing for them in the keys of _PRINTED and _AFFORDABLE
_MEANS: dict[tuple[Any, ...], int] = {}
#: The remembered lists below hold shared tuples (and tuples of plain values, which the
#: garbage collector stops tracking): a long-lived cache of many small objects would make
#: every full collection slower.
_PRICED: dict[tuple[Marks, bool, bool, int], tuple[tuple[Candidate, bool], ...]] = {}
_AFFORDABLE: dict[tuple[Marks, bool, int, int, int], tuple[Candidate, ...]] = {}
_KEEP = 20_000  # entries per cache at most (emptied when full)
#: verdicts of plain positions (see Lister.verdicts)
_PLAIN_VERDICTS: dict[tuple[Side, ...], bool | None] = {}


def _priced(mk: Marks, on_town: bool, first: bool, base: int) -> tuple[tuple[Candidate, bool], ...]:
    """The placements on an empty hex with these marks and terrain as candidates at this
    base price (with whether each takes a town marker), cheapest first."""
    key = (mk, on_town, first, base)
    found = _PRICED.get(key)
    if found is None:
        found = _PRICED[key] = tuple(
            ((shape_id, r, tracks, base + extra, getter, sum(1 << e for e in ends)), marker)
            for shape_id, r, tracks, extra, marker, getter, ends in _placements(mk, on_town, first)
        )
    return found


def _means_id(means: tuple[Any, ...]) -> int:
    """The number standing for ``means`` in the remembered lists' keys. Numbers are given
    anew only after every list keyed by them is emptied."""
    found = _MEANS.get(means)
    if found is None:
        if len(_MEANS) >= _KEEP:
            _MEANS.clear()
            _AFFORDABLE.clear()
            _PRINTED.clear()
        found = _MEANS[means] = len(_MEANS)
    return found


def _affordable(
    mk: Marks, on_town: bool, base: int, money: int, means: tuple[Any, ...], mid: int
) -> tuple[Candidate, ...]:
    """The placements on an empty hex with these marks, terrain and base price that a
    builder with this money (capped where all is affordable) and these ``means`` (first
    tile?, the tiles in supply, town markers left?) may consider, cheapest first. Few
    combinations recur across positions: remembered (emptied when it grows large)."""
    key = (mk, on_town, base, money, mid)
    found = _AFFORDABLE.get(key)
    if found is None:
        first, available, markers_left = means
        kept = []
        for candidate, marker in _priced(mk, on_town, first, base):
            if candidate[3] > money:
                break
            if candidate[0] in available and (markers_left or not marker):
                kept.append(candidate)
        if len(_AFFORDABLE) >= _KEEP:
            _AFFORDABLE.clear()
        found = _AFFORDABLE[key] = tuple(kept)
    return found


def _placement(
    shape: Any, r: int, tracks: tuple[Edges, ...], price: int, marker: bool
) -> Placement:
    """One placement (see Placement)."""
    ends = tuple(e for track in tracks for e in track if e != CENTRE)
    getter = _GETTER_OF.get(ends)
    if getter is None:
        getter = _GETTER_OF[ends] = len(_GETTERS)
        _GETTERS.append(itemgetter(*ends) if len(ends) > 1 else lambda hs: (hs[ends[0]],))
    return (shape.id, r, tracks, price, marker, getter, ends)


def _placements(mk: Marks, on_town: bool, first: bool) -> list[Placement]:
    """(shape, rotation, tracks) worth checking on an empty hex with these marks: every new
    track stays on the map, meets no other player's track and touches something."""
    key = (mk, on_town, first)
    found = _PLACEMENTS.get(key)
    if found is None:
        found = []
        for shape in SHAPES.values():
            if shape.is_town_tile and not on_town:
                continue
            if first and (shape.category != "simple" or on_town):
                continue
            for r, segs, tsegs in _ROTATIONS[shape.id]:
                if on_town:
                    ok = all(mk[e] >= 0 for e, _ in tsegs) and any(mk[e] == 1 for e, _ in tsegs)
                    if ok:  # $1 for the town, $1 per track to it (l. 503-507)
                        price = 1 + len(tsegs)
                        found.append(_placement(shape, r, tsegs, price, not shape.is_town_tile))
                else:
                    ok = all(min(mk[a], mk[b]) >= 0 and 1 in (mk[a], mk[b]) for a, b in segs)
                    if ok:
                        price = COMPLEX_SURCHARGE[shape.category]
                        found.append(_placement(shape, r, segs, price, False))
        found.sort(key=lambda p: p[3])  # cheapest first (stable: the tiles' order within)
        _PLACEMENTS[key] = found
    return found


#: shape, rotation, kind, added tracks, and for a redirect its open end's edge (the one
#: that turns) and its new edge (-1 otherwise)
Replacement = tuple[str, int, str, tuple[Edges, ...], int, int]
_REPLACEMENTS: dict[tuple[tuple[Edges, ...], bool, Marks], list[Replacement]] = {}


def _edges_of(tile: dict[str, Any]) -> tuple[Edges, ...]:
    return tuple(sorted((s["ends"][0], s["ends"][1]) for s in tile["segments"]))


def _replacements(old_segs: tuple[Edges, ...], on_town: bool, mk: Marks) -> list[Replacement]:
    """(shape, rotation, kind, added tracks, ...) that upgrade a tile with these tracks or
    redirect one of them (the candidates of change.py's rules) whose new tracks stay on the
    map, meet no other player's track end and, outside towns, touch something."""
    key = (old_segs, on_town, mk)
    found = _REPLACEMENTS.get(key)
    if found is None:
        old = set(old_segs)
        found = []
        for shape in SHAPES.values():
            if shape.is_town_tile and not on_town:
                continue
            for r, segs, tsegs in _ROTATIONS[shape.id]:
                new = set(tsegs if on_town else segs)
                added = tuple(sorted(new - old))
                if any(mk[e] < 0 for seg in added for e in seg if e != CENTRE):
                    continue
                if old < new:
                    if on_town:
                        found.append((shape.id, r, "town", added, -1, -1))
                    elif (
                        shape.is_complex
                        and len(old) == 1
                        and all(1 in (mk[a], mk[b]) for a, b in added)
                    ):
                        found.append((shape.id, r, shape.category, added, -1, -1))
                elif not on_town and len(old - new) == 1 and len(added) == 1:
                    (dropped,) = old - new
                    (a, b) = added[0]
                    if len({a, b} & set(dropped)) == 1:
                        outer = dropped[0] if dropped[1] in (a, b) else dropped[1]
                        turned = b if a in dropped else a
                        found.append((shape.id, r, "redirect", added, outer, turned))
        found.sort(key=lambda p: UPGRADE_COST.get(p[2], 2))  # cheapest first
        _REPLACEMENTS[key] = found
    return found


__all__ = ["build_moves", "build_steps", "half"]
