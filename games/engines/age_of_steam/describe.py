"""describe(): provisional facts (with sources) and the readings the engine takes."""

from __future__ import annotations

from typing import Any

from .catalog import COMPONENT_PROVISIONAL, ECONOMY_PROVISIONAL, ROUNDS_PROVISIONAL
from .maps import MAPS, PLAYABLE_MAPS
from .versions import VERSIONS

READINGS = [
    "A1: a bid may not exceed the bidder's cash (E_BID_EXCEEDS_CASH).",
    "A2/A3: the auction ends when one player remains (he takes field 1); the high bidder is "
    "skipped when the turn comes back to him after a Turn Order Pass.",
    "A4: the new order is always the reverse of the order of passing.",
    "A5: with n players the fields 1..n-1 and 'Letzter' are used.",
    "A6: choosing an action is mandatory; markers are cleared at the end of the round.",
    "A7: the Urbanization holder places his New City at the start of Build Track, before the "
    "first builder.",
    "A8: Locomotive may be taken at level 6 without effect.",
    "A9: the first tile must be a simple tile on a non-town hex next to a city, joined to it.",
    "A10: later track must reach a city through the builder's own chains; towns join his "
    "chains, other players' links do not.",
    "A11: urbanization removes the town tile; stubs vanish; links end at the New City.",
    "A11b: an urbanization is allowed even where a section left the town and came back to "
    "face it (the E_SELF_LOOP rule forbids building such track, not urbanizing): the section "
    "then joins the New City to itself, counts as no link and carries no delivery.",
    "A12/A13: a section built or extended (also by an upgrade) in a Build Track phase is safe "
    "until the end of the next one; a redirect is no extension.",
    "A14: an unowned section may be redirected and stays unowned, unless the redirected track "
    "joins the builder's own track, which then owns the chain. Version 2: the redirected "
    "track must connect to one of the builder's own tracks (l. 411-412, the rule for all "
    "replaced track): his own section, his track it joins, or his track at the city or town "
    "the section leaves from (E_REDIRECT_NOT_CONNECTED); version 1 asked no connection.",
    "A15: Production draws and shows the cubes first, then the holder picks empty spaces; "
    "with fewer empty spaces fewer cubes are drawn.",
    "A16: an empty numbered column does not stop the New City column under it.",
    "A19: income below 0 after expenses eliminates; his complete links stay but pay nobody; "
    "growth keeps one die per starting player.",
    "A23: draws from an empty bag yield nothing.",
    "A26 (Western U.S.): complex tiles on swamp/river/mountain cost the simple price +1/+2; "
    "the east-west bonus needs a delivery from an eastern/western city (not a town); the "
    "transcontinental route counted is the one with fewest links (canonical order), the "
    "builder names 2 players when more than 2 are involved.",
    "Western U.S. first tile: it must lie next to an eastern or western start city and run "
    "its track into that start city (the base rule's 'connected to that city').",
    "Digest difference (A26): the digest lets the builder choose among several simultaneous "
    "transcontinental routes; the engine counts the route with fewest links (canonical order).",
    "A27 (Southern U.S.): cotton stops at the first of the 4 ports; mover +1; doubled "
    "reduction from round 4; Atlanta's extra cube after the normal growth in rounds 1-4.",
    "A28 (St. Lucia): the order switches every round (round 1 too); the new start player may "
    "pay $5, else the other may; if neither pays the switched order stays; a Turn Order Pass "
    "holder with $5 becomes start player and pays.",
    "A29 (Germany): foreign stations are link ends and delivery-only destinations; complex "
    "tiles on numbered hexes cost number +1/+2; the Engineer halves one tile of his choice "
    "(half_price); the special link is built once and counts as one of the 3 tiles. The "
    "build turn is one tile per move as on every map; it ends (end_build) only when none of "
    "the player's sections is incomplete, or by taking back all of the turn's track "
    "(take_back_build). Version 1 built the whole turn in one build_turn move.",
    "A30 (Barbados): base start money/shares; redrawn cubes go back to the bag; $5 per share "
    "including the 2 from setup at the end; Production only onto the used top spaces.",
    "A31: the 2 setup shares count towards the 15-share limit.",
    "A32: a tile on a town hex costs $1 + $1 per spoke whatever the terrain.",
    "A33 (St. Lucia): no printed city; building and delivering start after an Urbanization.",
    "A34: unowned links may be used and pay nobody; a build step must be paid in full.",
    "A35: only tied players re-roll for the initial order and keep their block of positions.",
    "Goods display fill order: top row of the 12 numbered columns (light 1-6, dark 1-6), then "
    "the second and third rows, then the 8 New City columns row by row (pictures only).",
    "Bag: its colour counts are kept secret in the state; views show only the number of "
    "cubes (the composition can be derived from the public cubes).",
]


def describe() -> dict[str, Any]:
    provisional: list[dict[str, Any]] = []
    for key in PLAYABLE_MAPS:
        for fact in MAPS[key].provisional:
            provisional.append({"map": key, **fact})
    for fact in (*ECONOMY_PROVISIONAL, *ROUNDS_PROVISIONAL, *COMPONENT_PROVISIONAL):
        provisional.append({"map": "all", **fact})
    return {
        "provisional": provisional,
        "readings": READINGS,
        "maps": {
            k: {"name": MAPS[k].name, "players": [MAPS[k].min_players, MAPS[k].max_players]}
            for k in PLAYABLE_MAPS
        },
        "versions": VERSIONS,
    }
