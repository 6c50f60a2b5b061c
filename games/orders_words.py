"""Standing orders in words for their owner: what each does, why one was dropped."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import Any

from django.utils.translation import gettext, pgettext

from games import words
from games.engines.core import Engine, Text, get_engine
from games.models import Game, StandingOrder


def move_words(
    engine: Engine, state: Any, seat: int, move: dict[str, Any], names: Sequence[str]
) -> str:
    """A move in the engine's words; a move meant for a later position may not be wordable
    against today's (a card not yet in hand): then its kind, in words."""
    try:
        return words.say(engine.move_text(state, seat, move), seat_names=names)
    except Exception:
        return str(move.get("type", "")).replace("_", " ")


def _what(engine: Engine, state: Any, seat: int, part: dict[str, Any], names: Sequence[str]) -> str:
    if "text" in part:
        return str(part["text"])
    return move_words(engine, state, seat, part["move"], names)


def order_words(order: StandingOrder, game: Game, names: Sequence[str]) -> str:
    engine = get_engine(game.engine)
    offered = {o.kind: o for o in engine.standing_orders()}
    if order.kind in offered:
        label = offered[order.kind].label
        if isinstance(label, Text):
            label = dataclasses.replace(label, params={**label.params, **order.params})
        return words.say(label, seat_names=names)
    state = game.head_state
    parts = []
    for number, step in enumerate(order.steps):
        what = _what(engine, state, order.seat, step, names)
        condition = step.get("if")
        if condition:
            who = names[condition["seat"]] if condition["seat"] < len(names) else ""
            said = pgettext("orders", "if {player} plays “{move}”: {then}").format(
                player=who,
                move=_what(engine, state, condition["seat"], condition, names),
                then=what,
            )
        else:
            said = what
        mark = "✓ " if number < order.position else ""
        parts.append(mark + said)
    return pgettext("orders", "When your turn comes: {steps}").format(steps="; then ".join(parts))


def reason_words(order: StandingOrder, names: Sequence[str]) -> str:
    return words.say(order.reason, seat_names=names) if order.reason else ""


def dropped_words(order: StandingOrder, game: Game, names: Sequence[str]) -> str:
    """The notice its owner gets of a dropped order (email, live stream): which, and why."""
    return gettext("Your standing order “%(order)s” was dropped: %(reason)s") % {
        "order": order_words(order, game, names),
        "reason": reason_words(order, names),
    }
