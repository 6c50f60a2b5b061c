"""Russian Railroads' main board as printed (places from layout.py, which names its source):
the victory point track round the edge, the track building spaces in their colour rows on
the left, locomotives and factories, industrialisation and other actions in three columns on
the right, the turn-order track with its two spaces at the top centre, the engineer row
across the middle, and what lies beside the board in the game. Workers and coins stand on
the spaces; spaces a move of the reader names are buttons (the builder narrows to them);
spaces this side of the board does not use are crossed out, as printed."""

from __future__ import annotations

from django.utils.translation import pgettext

from games.web.boards import svg
from games.web.boards.table import Table

from . import draw
from .beside import beside, bonus_cards, emil, last_round_tile, own_engineers, round_note
from .common import EDGE
from .edge import score_track, turn_order
from .engineers import engineers
from .layout import HEIGHT, SPACES, WIDTH
from .spacebox import crossed, on_board, space_box


def _titles() -> list[str]:
    """The board's areas (rulebook: "Bereiche auf dem Spielplan") over their first space."""
    titles = {
        "black_2": pgettext("russian-railroads", "Track building"),
        "loco_or_factory_1": pgettext("russian-railroads", "Locomotives and factories"),
        "industry_1": pgettext("russian-railroads", "Industrialisation"),
        "doubler": pgettext("russian-railroads", "Other actions"),
    }
    return [
        draw.fit(
            SPACES[space].x,
            SPACES[space].y - 8,
            title,
            13,
            SPACES[space].w + 10,
            text_anchor="start",
            font_weight="bold",
        )
        for space, title in titles.items()
    ]


def _spaces(table: Table) -> list[str]:
    view = table.view
    last = view.get("round") == view.get("rounds") and on_board(view, "last_round")
    parts = []
    for space, box in SPACES.items():
        if space.startswith("turn_order") and last:
            continue  # under the last-round tile
        if on_board(view, space):
            parts.append(space_box(table, space, box))
        else:
            parts.append(crossed(table, space, box))
    return parts


def board(table: Table) -> str:
    view = table.view
    frame = svg.rect(0, 0, WIDTH, HEIGHT, rx=4, fill="#fbf8f0", stroke=EDGE)
    body = [frame, score_track(table), *_titles(), *_spaces(table)]
    body.append(turn_order(table))
    body += last_round_tile(table)
    body += round_note(table)
    body += bonus_cards(table)
    body += engineers(table)
    body += beside(table)
    below: float = HEIGHT + 8
    own, below = own_engineers(table, below)
    solo, below = emil(table, below)
    height = below + 4 if own or solo else HEIGHT
    label = pgettext(
        "russian-railroads", "Russian Railroads main board, round {round} of {rounds}"
    ).format(round=view.get("round"), rounds=view.get("rounds"))
    return svg.document(WIDTH, height, [*body, *own, *solo], label)
