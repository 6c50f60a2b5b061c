"""Era scoring, the introductory game's extra scoring, and the final result (digest 4.5, 4.6).

Links score first (1 VP per link icon in the places they connect: flipped tiles' icons and 2
per merchant location) and leave the board; then flipped tiles score their VP.
"""

from __future__ import annotations

from games.engines.core import Result, State, ranks_from_keys

from . import catalog as cat


def place_link_icons(state: State, place: str) -> int:
    if place in cat.MERCHANTS:
        return cat.MERCHANTS[place].link_vp
    return sum(
        cat.tile_level(t["industry"], t["level"]).link_vp
        for t in state["tiles"][place]
        if t is not None and t["flipped"]
    )


def link_value(state: State, link_id: str) -> int:
    return sum(place_link_icons(state, end) for end in cat.LINKS[link_id].ends)


def score_era(state: State) -> None:
    players = state["players"]
    gained = [0] * len(players)
    for link_id, link in state["links"].items():
        gained[link["owner"]] += link_value(state, link_id)
    state["links"] = {}
    for player in players:
        player["links"] = cat.LINK_TILES
    for slots in state["tiles"].values():
        for t in slots:
            if t is not None and t["flipped"]:
                gained[t["owner"]] += cat.tile_level(t["industry"], t["level"]).vp
    for seat, points in enumerate(gained):
        players[seat]["vp"] += points
    state.setdefault("era_scores", []).append(gained)


def score_intro(state: State) -> None:
    """Variante zum Einstieg: £4 = 1 VP (max 15), income level as VP, level ≥ 2 tiles again."""
    for seat, player in enumerate(state["players"]):
        points = min(15, player["money"] // 4) + cat.income_level(player["income"])
        for slots in state["tiles"].values():
            for t in slots:
                if t is not None and t["flipped"] and t["owner"] == seat and t["level"] >= 2:
                    points += cat.tile_level(t["industry"], t["level"]).vp
        if points < 0:
            loss = min(player["vp"], -points)
            player["vp"] -= loss
            player["vp_lost"] += loss
        else:
            player["vp"] += points


def result(state: State) -> Result | None:
    """Most VP wins; ties go to the higher income, then the more money (rulebook: "Höheres
    Einkommen, mehr Bargeld").

    "Higher income" is the income marker's position on the progress track, as the
    designers ruled (issue #20; reading A15), not the income level. The tie-break changes no
    state, so replays are unchanged; a finished game keeps the result stored when it ended.
    """
    if state["phase"] != "over":
        return None
    players = state["players"]
    keys = [(p["vp"], p["income"], p["money"]) for p in players]
    return Result(
        scores=[p["vp"] for p in players],
        ranks=ranks_from_keys(keys),
        details={
            "tie_breaks": ["income track position", "money"],
            "income_positions": [p["income"] for p in players],
            "income_levels": [cat.income_level(p["income"]) for p in players],
            "money": [p["money"] for p in players],
        },
    )
