"""Reading A11b, found by the 2,000-game soak (Western U.S., 3 players, seed 7776461): a
section that leaves a town and comes back to face it becomes, when the town is urbanized, a
link of the New City to itself. The urbanization stands; the link carries no delivery.

The soak's game depended on its bots' choices; the position is built here on FX-1: P's
section leaves Tau by its spoke 0 and runs (3,2), (3,3), (2,3) back to face Tau's edge 5."""

from __future__ import annotations

from games.engines.age_of_steam import ENGINE
from games.engines.age_of_steam.goods import deliveries
from games.engines.age_of_steam.invariants import violations

from .helpers import ALPHA, TAU, fx1_state, place, rot
from .test_scenarios_build import chains_of

P, Q, R = 0, 1, 2


def track_faults(state: dict) -> list[str]:
    """The invariants of the track (the fixture keeps no goods cubes)."""
    return [v for v in violations(state) if "chain" in v or "tile" in v or "marker" in v]


def test_urbanizing_a_town_ringed_by_its_own_section_makes_an_inert_self_link() -> None:
    s = fx1_state(players=3)
    place(s, P, TAU, "town_1", rot("town_1", (0,)))
    place(s, P, "3,2", "gentle_curve", rot("gentle_curve", (3, 5)))
    place(s, P, "3,3", "sharp_curve", rot("sharp_curve", (2, 3)))
    place(s, P, "2,3", "gentle_curve", rot("gentle_curve", (0, 2)))
    place(s, P, "1,2", "straight", rot("straight", (0, 3)))  # Alpha - Tau by spoke 3 later
    assert track_faults(s) == []
    s["actions"], s["phase"], s["turn"] = {"urbanization": R}, "urbanize", R
    s["cubes"] = {TAU: {"red": 1}, ALPHA: {"blue": 1}}
    after = ENGINE.apply(s, R, {"type": "urbanize", "hex": TAU, "letter": "H"}).state
    assert track_faults(after) == []
    selves = [c for c in chains_of(after) if c.ends[0] == c.ends[1] == ("node", TAU, -1)]
    assert len(selves) == 1 and not selves[0].complete  # it is no link
    ring = {h for h, _ in selves[0].segs}
    assert ring == {"3,2", "3,3", "2,3"}
    after["phase"], after["build"] = "move", None
    after["move"] = {"round": 1, "order": [P, Q, R], "queue": [P, Q, R], "loco_up": []}
    after["pl"][P]["loco"] = 3
    for player in (P, Q, R):
        for delivery in deliveries(after, player):
            for link in delivery["links"]:
                assert not ring <= set(link)
