"""Table talk on the game page: the messages partial, posting, hiding and muting by forms.

htmx posts the forms and swaps the answer (the message list) in; without script a POST
redirects back to the game page. The list refreshes itself when the live stream brings a
talk event (games/static/games/game.js).
"""

from __future__ import annotations

from typing import Any

from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse, HttpResponseRedirect
from django.shortcuts import render
from django.views.decorators.http import require_GET, require_POST

from games.chat.page import talk_context
from games.chat.services import chat_hide, chat_mute_set, chat_post
from games.errors import ServiceError
from games.web.views import is_htmx, refusal, viewer, visible_game


def _messages(request: HttpRequest, game_id: int, **extra: Any) -> HttpResponse:
    game = visible_game(request, game_id)
    return render(
        request, "games/_chat_messages.html", {**talk_context(game, viewer(request)), **extra}
    )


def _after_post(request: HttpRequest, game_id: int, refused: ServiceError | None) -> HttpResponse:
    if is_htmx(request):
        extra = {"talk_error": refused.message, "talk_code": refused.code} if refused else {}
        return _messages(request, game_id, **extra)
    if refused is not None:
        return refusal(request, game_id, refused.message, refused.code)
    return HttpResponseRedirect(f"/games/{game_id}/#talk")


@require_GET
def talk_messages(request: HttpRequest, game_id: int) -> HttpResponse:
    return _messages(request, game_id)


@require_POST
@login_required
def talk_send(request: HttpRequest, game_id: int) -> HttpResponse:
    user = viewer(request)
    assert user is not None
    try:
        chat_post(game_id=game_id, user=user, text=request.POST.get("text", ""), source="web")
    except ServiceError as refused:
        return _after_post(request, game_id, refused)
    return _after_post(request, game_id, None)


@require_POST
@login_required
def talk_hide(request: HttpRequest, game_id: int, seq: int) -> HttpResponse:
    user = viewer(request)
    assert user is not None
    try:
        chat_hide(game_id=game_id, user=user, seq=seq)
    except ServiceError as refused:
        return _after_post(request, game_id, refused)
    return _after_post(request, game_id, None)


@require_POST
@login_required
def talk_mute(request: HttpRequest, game_id: int) -> HttpResponse:
    user = viewer(request)
    assert user is not None
    try:
        chat_mute_set(
            game_id=game_id,
            user=user,
            username=request.POST.get("username", ""),
            muted=request.POST.get("muted") != "0",
        )
    except ServiceError as refused:
        return _after_post(request, game_id, refused)
    return _after_post(request, game_id, None)
