"""The standing-order forms of the game page (games/web/orders.py draws them): plain POSTs
that answer with the game page and a message, so they work without script."""

from __future__ import annotations

from typing import Any

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse, HttpResponseRedirect
from django.utils.translation import pgettext
from django.views.decorators.http import require_POST

from games import words
from games.engines.core import IllegalMove
from games.errors import ServiceError
from games.models import StandingOrder
from games.orders_words import reason_words
from games.services.orders import MOVES, order_create, order_withdraw
from games.web.views import viewer


def _params(request: HttpRequest) -> dict[str, Any]:
    params: dict[str, Any] = {}
    for key in request.POST:
        if key.startswith("p_"):
            value = request.POST.get(key, "").strip()
            params[key[2:]] = int(value) if value.lstrip("-").isdigit() else value
    return params


@require_POST
@login_required
def order_leave(request: HttpRequest, game_id: int) -> HttpResponse:
    user = viewer(request)
    assert user is not None
    kind = request.POST.get("kind", "")
    try:
        if kind == MOVES:
            step: dict[str, Any] = {"text": request.POST.get("text", "")}
            other, condition = request.POST.get("if_seat", ""), request.POST.get("if_text", "")
            if other.isdigit() and condition.strip():
                step["if"] = {"seat": int(other), "text": condition}
            order = order_create(game_id=game_id, user=user, kind=MOVES, steps=[step])
        else:
            order = order_create(game_id=game_id, user=user, kind=kind, params=_params(request))
    except IllegalMove as refused:
        messages.error(
            request, words.say(refused.text, seat_names=words.seat_names_of_game(game_id))
        )
    except ServiceError as refused:
        messages.error(request, refused.message)
    else:
        if order.status == StandingOrder.Status.DONE or order.played:
            messages.success(
                request, pgettext("orders", "It was your turn: your order was played.")
            )
        elif order.status == StandingOrder.Status.DROPPED:
            names = words.seat_names_of_game(game_id)
            messages.error(
                request,
                pgettext("orders", "Your order was dropped at once: {reason}").format(
                    reason=reason_words(order, names)
                ),
            )
        else:
            messages.success(request, pgettext("orders", "Your order waits for your turn."))
    return HttpResponseRedirect(f"/games/{game_id}/#orders")


@require_POST
@login_required
def order_remove(request: HttpRequest, game_id: int, order_id: int) -> HttpResponse:
    user = viewer(request)
    assert user is not None
    try:
        order_withdraw(game_id=game_id, user=user, order_id=order_id)
    except ServiceError as refused:
        messages.error(request, refused.message)
    else:
        messages.success(request, pgettext("orders", "Your order was withdrawn."))
    return HttpResponseRedirect(f"/games/{game_id}/#orders")
