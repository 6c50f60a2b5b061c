"""How the move builder asks for a 504 move by clicking: after the action, each space the
move names in the order a player thinks of them (from, then to; a road's two ends; the
space or city), clicked on the board; the rest of the move is then chosen in words."""

from __future__ import annotations

from typing import Any

from django.utils.translation import pgettext, pgettext_lazy

from games.web.boards.table import Table
from games.web.builder import Step

#: The move fields that name a space, in the order a player thinks of them.
PLACES = (
    ("from", pgettext_lazy("builder", "From where?")),
    ("to", pgettext_lazy("builder", "To where?")),
    ("a", pgettext_lazy("builder", "From where?")),
    ("b", pgettext_lazy("builder", "To where?")),
    ("space", pgettext_lazy("builder", "Where?")),
    ("city", pgettext_lazy("builder", "Which city?")),
)


def move_places(move: dict[str, Any], table: Table) -> list[Step]:
    found = []
    for key, question in PLACES:
        where = move.get(key)
        if isinstance(where, str):
            label = pgettext("504", "space {coordinate}").format(coordinate=where)
            found.append(Step(str(question), where, label, where))
    return found
