"""Standing orders on the game page: the reader's own orders (waiting, played, dropped with
the reason), a form per kind the engine offers, a move (as typed) to play when the turn
comes with an optional "if <player> plays ...", and a button to withdraw each (the forms
are answered by games.web.order_views)."""

from __future__ import annotations

import dataclasses
from typing import Any

from django.utils.translation import pgettext

from accounts.models import User
from games import words
from games.engines.core import Text, get_engine
from games.models import Game, StandingOrder
from games.orders_words import order_words, reason_words
from games.services.orders import orders_of


def _choice_words(value: str) -> str:
    known = {
        "loan": pgettext("orders", "a loan"),
        "pass": pgettext("orders", "a pass"),
    }
    return known.get(value, value.replace("_", " "))


def _fields(schema: dict[str, Any]) -> list[dict[str, Any]]:
    """Form inputs for an order's parameters: whole numbers and choices."""
    fields = []
    for name, spec in (schema.get("properties") or {}).items():
        if "enum" in spec:
            choices = [(v, _choice_words(str(v))) for v in spec["enum"]]
            fields.append({"name": name, "kind": "choice", "choices": choices})
        else:
            fields.append({"name": name, "kind": "number", "min": spec.get("minimum", 0)})
    return fields


def _with_letters(label: Any, schema: dict[str, Any]) -> Any:
    """The order's sentence with a letter for each number the player fills in ("bid up to
    $N"), the form's field for it labelled with the same letter."""
    if not isinstance(label, Text):
        return label
    letters = {name: "N" for name, spec in (schema.get("properties") or {}).items()}
    return dataclasses.replace(label, params={**label.params, **letters})


def orders_context(
    game: Game, user: User | None, seat: int | None, playing: bool
) -> dict[str, Any]:
    """The orders panel for ``user`` (nothing for a spectator: orders are private)."""
    if user is None or seat is None or not playing or game.status != Game.Status.ACTIVE:
        return {"orders_panel": False}
    engine = get_engine(game.engine)
    names = words.seat_names(game)
    mine = orders_of(game=game, user=user)
    return {
        "orders_panel": True,
        "orders": [
            {
                "order": o,
                "words": order_words(o, game, names),
                "reason": reason_words(o, names),
                "waiting": o.status == StandingOrder.Status.ACTIVE,
            }
            for o in mine
        ],
        "order_kinds": [
            {
                "kind": o.kind,
                "words": words.say(_with_letters(o.label, dict(o.params)), seat_names=names),
                "fields": _fields(dict(o.params)),
            }
            for o in engine.standing_orders()
        ],
        "order_others": [(s, names[s]) for s in range(game.players) if s != seat],
    }
