"""Where everything lies on Russian Railroads' main board, in one table.

Source of the printed places: the original-edition main board (both sides) as read off its
images in GitHub Pootouf/Agora, commit 1df677e0c0c87afa8b791c5395ca722ba74be539, folder
Symfony/src/AGORA/Game/RRBundle/Resources/public/css/ (rr_locations.css, rr_locations_2p.css,
rr_locations_4p.css): each action space, the turn-order track and the engineer fields in per
cent of the board (the data README names the same repository's board images as the source of
the board's spaces). The per cents are kept here as they were read; ``pct`` turns them into
this drawing's units.

What the board shows there: on the left the track building spaces, one row per track colour
(black, grey, brown, natural, white; the 1-worker space left, the 2-worker space right), the
joker below them and the collection point (the lowest and widest space); at the top right
three columns (locomotives and factories, industrialisation, other actions) of three rows;
the turn-order track at the top centre with its two spaces below it (the rulebook: "das
Aktionsfeld unter dem ersten oder unter dem zweiten Platz"; the last-round tile is laid over
them, "auf die Markierung unter der Reihenfolgeleiste"); the engineer row across the middle,
preview fields (6) 5 4 3 on the left, the crosswise fields 2 and 1, the coin field on the
right (the rulebook: "Das Anwerbefeld ... rechts"). The victory point track (Zählleiste, 0-100)
runs round the edge.

Not on the printed board but laid out beside it in the game (rulebook, Aufbau): the
locomotive stacks 1 to 9 ("die 1er-Loks ganz links"), the five ?-cards, the end-game stack,
the start bonus cards; they get the board's empty lower middle and right, in a frame marked
as lying beside the board. Their places (and the turn-order positions' widths, which the
source does not give) are this drawing's own.
"""

from __future__ import annotations

from dataclasses import dataclass

#: The board's size in drawing units (the printed board is about 3:2).
WIDTH, HEIGHT = 1200, 800
#: The victory point track's width along the edge, and its number of fields.
EDGE_W = 28
SCORE_FIELDS = 100


@dataclass(frozen=True, slots=True)
class Box:
    x: float
    y: float
    w: float
    h: float

    @property
    def cx(self) -> float:
        return self.x + self.w / 2

    @property
    def bottom(self) -> float:
        return self.y + self.h


def pct(x: float, y: float, w: float, h: float) -> Box:
    """A box given in per cent of the board, as the source reads it."""
    return Box(x * WIDTH / 100, y * HEIGHT / 100, w * WIDTH / 100, h * HEIGHT / 100)


_SPACE_W, _SPACE_H = 10.25, 9.8  # rr_locations_4p.css --common-action-width/height
_LEFT_1, _LEFT_2 = 3.75, 15.8  # --left-column1-x, --left-column2-x
_ROWS = (8.75, 20.75, 32.75, 45.0, 57.0)  # --left-row1-y ... --left-row5-y
_RIGHT = (57.0, 74.0, 86.55)  # --right-col1-x (14.5 wide), --right-col2-x, --right-col3-x
_RIGHT_ROWS = (9.0, 21.0, 33.0)  # --right-row1-y ... --right-row3-y
_INDUSTRY_W = 11.2

#: Every action space of the board (both sides: the 2-player side is the same board with
#: spaces crossed out), by the engine's space id.
SPACES: dict[str, Box] = {
    # Track building (action1-action10): a row per colour, 1 worker left, 2 workers right.
    "black_2": pct(_LEFT_1, _ROWS[0], _SPACE_W, _SPACE_H),
    "black_3": pct(_LEFT_2, _ROWS[0], _SPACE_W, _SPACE_H),
    "grey_2": pct(_LEFT_1, _ROWS[1], _SPACE_W, _SPACE_H),
    "grey_3": pct(_LEFT_2, _ROWS[1], _SPACE_W, _SPACE_H),
    "brown_1": pct(_LEFT_1, _ROWS[2], _SPACE_W, _SPACE_H),
    "brown_2": pct(_LEFT_2, _ROWS[2], _SPACE_W, _SPACE_H),
    "natural_1": pct(_LEFT_1, _ROWS[3], _SPACE_W, _SPACE_H),
    "natural_2": pct(_LEFT_2, _ROWS[3], _SPACE_W, _SPACE_H),
    "white_1": pct(_LEFT_1, _ROWS[4], _SPACE_W, _SPACE_H),
    "white_2": pct(_LEFT_2, _ROWS[4], _SPACE_W, _SPACE_H),
    # action11: the joker, centred under the rows; action12: the collection point, lowest.
    "joker": pct(8.7, 69.0, 12.2, 9.75),
    "collection_point": pct(3.75, 81.0, 22.2, 13.25),
    # action13-15: locomotives and factories (the wide column).
    "loco_or_factory_1": pct(_RIGHT[0], _RIGHT_ROWS[0], 14.5, _SPACE_H),
    "loco_or_factory_2": pct(_RIGHT[0], _RIGHT_ROWS[1], 14.5, _SPACE_H),
    "loco_and_factory": pct(_RIGHT[0], _RIGHT_ROWS[2], 14.5, _SPACE_H),
    # action16-18: industrialisation (drawn 11.2 % wide, into the gap before the next
    # column, so "Industrieschritte" fits on a line at a size a turn email can show).
    "industry_1": pct(_RIGHT[1], _RIGHT_ROWS[0], _INDUSTRY_W, _SPACE_H),
    "industry_2": pct(_RIGHT[1], _RIGHT_ROWS[1], _INDUSTRY_W, _SPACE_H),
    "industry_black": pct(_RIGHT[1], _RIGHT_ROWS[2], _INDUSTRY_W, _SPACE_H),
    # action19-21: other actions.
    "doubler": pct(_RIGHT[2], _RIGHT_ROWS[0], _SPACE_W, _SPACE_H),
    "two_coins": pct(_RIGHT[2], _RIGHT_ROWS[1], _SPACE_W, _SPACE_H),
    "temporary_workers": pct(_RIGHT[2], _RIGHT_ROWS[2], _SPACE_W, _SPACE_H),
    # Under the turn-order track (#order at 30.5 %, 11 %): positions 1 and 2's spaces.
    "turn_order_1": pct(30.5, 21.0, 11.8, _SPACE_H),
    "turn_order_2": pct(43.0, 21.0, 11.8, _SPACE_H),
}
#: The last-round tile lies over both turn-order spaces.
LAST_ROUND_TILE = pct(30.5, 21.0, 24.3, _SPACE_H)

#: The turn-order track: four positions from #order (30.5 %, 11 %), drawn two a row here so
#: each player's name has room; the 2-player side crosses out positions 3 and 4.
TURN_ORDER = pct(30.5, 9.0, 24.3, 11.2)

#: Engineer fields (rr_locations_4p.css / _2p.css --eng-col*-x, --eng-row-y 57.25 %): the
#: preview fields lie upright, the crosswise fields (usable by everyone) lie across, the coin
#: field (hire) is the rightmost (the source reads it at 90.5 %; drawn from 86.2 % here, as its
#: tile is drawn wider to say what the engineer does, and must stay off the point track).
#: The upright tiles show the engineer's number only, as the printed tiles' backs do.
_ENG_Y = 57.25
_UPRIGHT_W, _UPRIGHT_H = 6.2, 13.0
_ACROSS_W, _ACROSS_H = 13.6, _SPACE_H
ENGINEER_FIELDS: dict[str, dict[int | str, Box]] = {
    "34": {
        6: pct(28.85, _ENG_Y, _UPRIGHT_W, _UPRIGHT_H),
        5: pct(36.0, _ENG_Y, _UPRIGHT_W, _UPRIGHT_H),
        4: pct(42.85, _ENG_Y, _UPRIGHT_W, _UPRIGHT_H),
        3: pct(49.85, _ENG_Y, _UPRIGHT_W, _UPRIGHT_H),
        2: pct(56.75, _ENG_Y, _ACROSS_W, _ACROSS_H),
        1: pct(71.5, _ENG_Y, _ACROSS_W, _ACROSS_H),
        "hire": pct(86.2, _ENG_Y, 10.8, _UPRIGHT_H),
    },
    "2": {
        5: pct(36.0, _ENG_Y, _UPRIGHT_W, _UPRIGHT_H),
        4: pct(42.85, _ENG_Y, _UPRIGHT_W, _UPRIGHT_H),
        3: pct(49.85, _ENG_Y, _UPRIGHT_W, _UPRIGHT_H),
        2: pct(56.75, _ENG_Y, _UPRIGHT_W, _UPRIGHT_H),
        1: pct(69.75, _ENG_Y, _ACROSS_W, _ACROSS_H),
        "hire": pct(86.2, _ENG_Y, 10.8, _UPRIGHT_H),
    },
}
#: The majority track (40 / 20 points for the most engineers) under the crosswise fields.
MAJORITY = pct(56.75, 72.5, 28.4, 3.5)
#: How many engineers left the board unhired: under the coin field.
GONE = pct(86.2, 72.5, 10.8, 3.5)

#: The board's empty middle under the turn-order spaces: the round, the start bonus cards.
ROUND = pct(30.5, 34.0, 24.3, 20.0)
#: Beside the board (this drawing's own places): stacks, ?-cards, end-game stack.
BESIDE = pct(28.85, 78.0, 67.7, 17.5)
