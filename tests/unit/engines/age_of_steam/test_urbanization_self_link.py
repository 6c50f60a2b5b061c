"""Reading A11b, found by the 2,000-game soak (Western U.S., 3 players, seed 7776461): a
section that leaves a town and comes back to face it becomes, when the town is urbanized, a
link of the New City to itself. The urbanization stands; the link carries no delivery."""

from __future__ import annotations

import random

from games.engines.age_of_steam import ENGINE
from games.engines.age_of_steam.common import gmap
from games.engines.age_of_steam.goods import deliveries
from games.engines.age_of_steam.invariants import violations
from games.engines.age_of_steam.track.chains import city_nodes, compute_chains

SEED, PLAYERS, TOWN = 7776461, 3, "M6"


def test_urbanizing_a_town_ringed_by_its_own_section_makes_an_inert_self_link() -> None:
    rng = random.Random(SEED)
    state = ENGINE.setup(PLAYERS, {"map": "western_us"}, SEED)
    urbanized = False
    while ENGINE.result(state) is None:
        seat = ENGINE.to_act(state)[0]
        move = ENGINE.bots["random"](state, seat, rng)
        state = ENGINE.apply(state, seat, move).state
        assert violations(state) == []
        if move == {"type": "urbanize", "hex": TOWN, "letter": "H"}:
            urbanized = True
            gm = gmap(state)
            chains, _ = compute_chains(gm, state["track"], city_nodes(gm, state["new_cities"]))
            selves = [c for c in chains if c.ends[0] == c.ends[1] == ("node", TOWN, -1)]
            assert len(selves) == 1 and not selves[0].complete  # it is no link
            self_hexes = [h for h, _ in selves[0].segs]
        if urbanized:
            for player in range(PLAYERS):
                for delivery in deliveries(state, player):
                    for link in delivery["links"]:
                        assert not set(self_hexes) <= set(link)
    assert urbanized
