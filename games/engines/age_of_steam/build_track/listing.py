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

from functools import cache
from typing import Any

from games.engines.core import IllegalMove

from ..catalog import CENTRE, SHAPES
from ..common import State, gmap
from ..maps import GameMap
from ..track.chains import Network, board_of
from ..track.segments import edges
from .change import COMPLEX_SURCHARGE, UPGRADE_COST, half
from .step import check_step, owned_special
from .turn import allowance, half_price_available, special_link_cost, unfinished

Move = dict[str, Any]
Edges = tuple[int, int]
Marks = tuple[int, ...]
Priced = tuple[Move, int]  # a move and its full price
Side = tuple[int, str | None, bool]  # see Lister._side


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
def _static_marks(gm: GameMap) -> dict[str, Marks]:
    """Per hex and edge: -1 off the map or into a lake, 1 a printed city or station, 0 else."""
    return {
        h: tuple(-1 if n is None else 1 if n in gm.nodes else 0 for n in hx.nb)
        for h, hx in gm.hexes.items()
    }


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
        self.connected = gm.rules.track_must_stay_connected(state)
        ends = gm.rules.route_ends(state, gm)
        self.route: tuple[set[str], set[str]] | None = None
        if ends is not None:
            links = self.board.links()
            self.route = ({_top(links, x) for x in ends[0]}, {_top(links, x) for x in ends[1]})
            if self.route[0] & self.route[1]:
                self.exact_only = True  # a route already joined pays with the next step
        self.starts: frozenset[str] | None = None
        if self.first:
            cities = gm.rules.first_tile_cities(state, gm)
            self.starts = self.board.cities if cities is None else cities
        self.marks = self._marks()
        self.sides: dict[tuple[str, int], Side] = {}
        self.own_roots = {self._root(n) for n in self.reach.own_chain_nodes}

    # -- what new track meets -------------------------------------------------------
    def _marks(self) -> dict[str, Marks]:
        """Per candidate hex and edge: -1 never (off the map, a lake, another player's
        track end), 1 a city, station or a track end the player may join, 0 nothing."""
        gm, board, seat = self.gm, self.board, self.seat
        static = _static_marks(gm)
        marks: dict[str, Marks] = {}
        touched: set[str] = set(self.state["track"])
        for c in self.state["new_cities"]:
            touched.update(n for n in gm.hexes[c].nb if n is not None)
        for h, e in board.open_ends:
            n = gm.hexes[h].nb[e]
            if n is not None:
                touched.add(n)
        for h in touched:
            row = list(static[h])
            for e, n in enumerate(gm.hexes[h].nb):
                if n is None or row[e] == 1:
                    continue
                if n in board.nodes:
                    row[e] = 1
                    continue
                found = board.open_ends.get((n, (e + 3) % 6))
                if found is not None:
                    row[e] = 1 if board.chains[found[0]].owner in (seat, -1) else -1
            marks[h] = tuple(row)
        for h in _city_neighbours(gm):
            if h not in marks:
                marks[h] = static[h]
        return dict(sorted(marks.items(), key=lambda item: _order(gm)[item[0]]))

    def _side(self, h: str, e: int) -> Side:
        """Where a new track's end on ``h`` at ``e`` leads: (the chain it continues or -1,
        the city or town the track then reaches or None, whether that place is a city or
        joined to one by the player's own track)."""
        key = (h, e)
        found = self.sides.get(key)
        if found is None:
            board = self.board
            m = self.gm.hexes[h].nb[e]
            if m is not None and m in board.nodes:
                found = (-1, m, self._linked(m))
            elif m is None or (att := board.open_ends.get((m, (e + 3) % 6))) is None:
                found = (-1, None, False)
            else:
                far = board.chains[att[0]].ends[1 - att[1]]
                if far[0] == "node":
                    found = (att[0], far[1], self._linked(far[1]))
                else:
                    found = (att[0], None, False)
            self.sides[key] = found
        return found

    def _root(self, node: str) -> str:
        parent = self.reach.net.parent
        while parent.get(node, node) != node:
            node = parent[node]
        return node

    def _linked(self, node: str) -> bool:
        """Is this node a city, or joined to one by the player's own track?"""
        return node in self.board.cities or self._root(node) in self.reach.city_roots

    # -- verdicts -----------------------------------------------------------------
    def _tracks(self, h: str, added: tuple[Edges, ...]) -> bool | None:
        """Legal (True), refused (False), or left to check_step (None): new tracks that
        are not spokes, each its own chain with what it continues."""
        if len(added) == 1:
            ((a, b),) = added
            ca, na, la = self._side(h, a)
            cb, nb, lb = self._side(h, b)
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
        ends: list[list[str]] = []
        chains: list[int] = []
        for a, b in added:
            ca, na, la = self._side(h, a)
            cb, nb, lb = self._side(h, b)
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

    def _spokes(self, h: str, spokes: tuple[Edges, ...]) -> bool | None:
        """The same for spokes into the town on ``h``: all meet in the town."""
        nodes = [h]
        complete: list[list[str]] = []
        chains: list[int] = []
        linked = self._linked(h)
        for e, _ in spokes:
            c, n, ln = self._side(h, e)
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

    def _first(self, h: str, tracks: tuple[Edges, ...]) -> bool | None:
        """The very first tile (l. 324-327): its track runs into a (start) city next to it;
        check_step names the rule a refused one breaks."""
        assert self.starts is not None
        nb = self.gm.hexes[h].nb
        if not any(nb[e] in self.starts for a, b in tracks for e in (a, b)):
            return False
        return self._tracks(h, tracks)

    def _placed(self, h: str, on_town: bool, tracks: tuple[Edges, ...]) -> bool | None:
        if self.exact_only:
            return None
        if self.first:
            return self._first(h, tracks)
        return self._spokes(h, tracks) if on_town else self._tracks(h, tracks)

    def _one_network(self, nodes: list[str], complete: list[list[str]]) -> bool:
        """Western U.S. before the transcontinental link: all the player's track joined."""
        roots = {self._root(n) for n in nodes} | self.own_roots
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
        redirectable = {h for h, _ in self.board.open_ends}
        for h, mk in self.marks.items():
            tile = track.get(h)
            if (1 not in mk and h not in redirectable) or h in self.board.nodes:
                continue
            hx = gm.hexes[h]
            on_town = hx.terrain == "town"
            if tile is None:
                simple = 0 if on_town else gm.rules.simple_cost(gm, hx)
                for shape_id, r, tracks in _placements(mk, on_town, self.first):
                    if supply.get(shape_id, 0) <= 0:
                        continue
                    shape = SHAPES[shape_id]
                    price = (
                        1 + len(tracks) if on_town else simple + COMPLEX_SURCHARGE[shape.category]
                    )
                    if price > money or (on_town and not shape.is_town_tile and not markers_left):
                        continue
                    self._keep(h, shape_id, r, price, self._placed(h, on_town, tracks), out)
            elif not self.first:
                old = tuple(sorted(edges(tile)))
                for shape_id, r, kind, added in _replacements(old, on_town):
                    if supply.get(shape_id, 0) <= 0 and tile["tile"] != shape_id:
                        continue
                    if any(mk[e] < 0 for seg in added for e in seg if e != CENTRE):
                        continue
                    price = UPGRADE_COST.get(kind, 2)
                    if price > money:
                        continue
                    if kind == "redirect":
                        if h in redirectable:
                            self._keep(h, shape_id, r, price, None, out)
                        continue
                    if kind == "town":
                        marker = not SHAPES[shape_id].is_town_tile and not tile["town_marker"]
                        if marker and not markers_left:
                            continue
                        verdict = self._spokes(h, added)
                    elif all(1 in (mk[a], mk[b]) for a, b in added):
                        verdict = self._tracks(h, added)
                    else:
                        continue
                    self._keep(h, shape_id, r, price, verdict, out)
        return out

    def _keep(
        self, h: str, shape: str, r: int, price: int, verdict: bool | None, out: list[Priced]
    ) -> None:
        if verdict is False:
            return
        move: Move = {"type": "build", "hex": h, "tile": shape, "rotation": r}
        if verdict is None:
            try:
                price = check_step(self.state, self.seat, move, self.cheaper, self.board).price
            except IllegalMove as err:
                if err.code == "TRANSCON_CHOICE_REQUIRED":
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
Placement = tuple[str, int, tuple[Edges, ...]]  # shape, rotation, its tracks on the hex
_PLACEMENTS: dict[tuple[Marks, bool, bool], list[Placement]] = {}


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
                    tracks = tsegs
                else:
                    ok = all(min(mk[a], mk[b]) >= 0 and 1 in (mk[a], mk[b]) for a, b in segs)
                    tracks = segs
                if ok:
                    found.append((shape.id, r, tracks))
        _PLACEMENTS[key] = found
    return found


Replacement = tuple[str, int, str, tuple[Edges, ...]]  # shape, rotation, kind, added tracks
_REPLACEMENTS: dict[tuple[tuple[Edges, ...], bool], list[Replacement]] = {}


def _replacements(old_segs: tuple[Edges, ...], on_town: bool) -> list[Replacement]:
    """(shape, rotation, kind, added tracks) that upgrade a tile with these tracks or
    redirect one of them: the candidates of build_track/change.py's rules."""
    key = (old_segs, on_town)
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
                if old < new:
                    kind = "town" if on_town else shape.category
                    if on_town or (shape.is_complex and len(old) == 1):
                        found.append((shape.id, r, kind, added))
                elif not on_town and len(old - new) == 1 and len(added) == 1:
                    (dropped,) = old - new
                    if len(set(dropped) & set(added[0])) == 1:
                        found.append((shape.id, r, "redirect", added))
        _REPLACEMENTS[key] = found
    return found


__all__ = ["build_moves", "build_steps", "half"]
