"""What describe() publishes: provisional facts (with sources) and the readings taken."""

from __future__ import annotations

from typing import Any

from .catalog import FOUR_PLAYER_MERCHANT_TILES, MANUFACTURER_IV_COST

DESCRIPTION: dict[str, Any] = {
    "provisional": [
        {
            "fact": f"Manufacturer IV costs £{MANUFACTURER_IV_COST}",
            "source": "retail player mat photo (BGG 4231621); the 2018 rulebook PDF mat shows £14",
            "where": "catalog.MANUFACTURER_IV_COST",
        },
        {
            "fact": "4-player merchant tiles: " + ", ".join(FOUR_PLAYER_MERCHANT_TILES),
            "source": "TTS module face images and three implementations; two others use "
            "2 blank + 2 'all'",
            "where": "catalog.FOUR_PLAYER_MERCHANT_TILES",
        },
        {
            "fact": "map, links, merchant spaces, card counts, tile table, income track and market "
            "layout are not printed in the rulebook text",
            "source": "data/*.yaml headers (board/mat photos, TTS, several implementations)",
        },
        {
            "fact": "wild cards in play: 2/3/4 of each kind with 2/3/4 players "
            "(never changes play)",
            "source": "one source for the player-count marks (digest 9.5)",
        },
        {
            "fact": "Nottingham bonus 3 VP, Shrewsbury 4 VP, 2 link icons per merchant location",
            "source": "board photo (data/map.yaml)",
        },
    ],
    "readings": [
        "Each action is one move that is checked and paid in full; which of equally near coal "
        "mines, which iron works and which beer is used are separate choice moves, asked only "
        "when the choice is real (forced sources are taken by the engine).",
        "Coal, iron, beer and money are unlimited (digest 2, 9.11).",
        "A second rail link is offered after the first link and its coal are settled (rail2 or "
        "done); together they cost £15 and 1 brewery beer (A17, A18).",
        "Farm breweries: Brewery card or Wild Industry card only, never Wild Location (A1).",
        "Merchant beer may be taken only as part of the beer a tile needs (A6); a 0-beer sale "
        "has no beer choice at all.",
        "Overbuilding is allowed even when a free slot exists (A11).",
        "The Gloucester develop bonus needs no iron and may be declined (A21, A39).",
        "Shortfall: cash first, then tiles (half cost, down) one at a time while the debt "
        "remains; £0 potteries are never removed; the engine decides when there is no choice; "
        "the rest costs 1 VP per £1, not below 0 (A13). Several players decide in any order.",
        "Tie-break income means the income marker's position on the progress track, as the "
        "designers ruled, not the income level (A15, corrected in issue #20); games finished "
        "before the correction keep their stored result.",
        "The face-down setup card is hidden from everyone, its owner too, until the Canal Era "
        "ends (A16).",
        "Rail Era hands are dealt in the new turn order (digest 7 R7).",
        "A player whose hand is empty is skipped; a turn with one card left has one action.",
        "Intro variant: the negative-income VP deduction is the only other VP loss.",
        "A rail2 move in the Canal Era is refused with E_CANAL_ONE_LINK_PER_ACTION; the network "
        "move names a single link.",
        "Where the rules leave no choice (one nearest mine, one iron works, a 0-beer sale) no "
        "choice step exists; a coal/iron/beer move then is refused with E_NO_CHOICE_PENDING "
        "(digest BB-07, BB-09, BB-31, BB-39 name source errors for those cases).",
        "Turns end by themselves after their actions, so a third action is refused with "
        "E_NOT_YOUR_TURN (BB-19).",
        "A shortfall move by a player who owes nothing (or no longer owes) is refused with "
        "E_SHORTFALL_OVERSOLD.",
        "Coal mines with coal count as sources only while unflipped; a mine flips when empty, "
        "so 'unflipped mine with coal' and 'mine with coal' are the same set.",
    ],
}
