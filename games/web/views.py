"""Game pages: thin views over games.selectors and games.services (the API's own services).

Every POST is a Django form with CSRF; htmx sends the same forms and swaps the answer in
(requests without htmx get a redirect, so the pages work without script too).
"""

from __future__ import annotations

from typing import Any

from django.contrib.auth.decorators import login_required
from django.http import Http404, HttpRequest, HttpResponse, HttpResponseRedirect
from django.shortcuts import render
from django.utils.translation import gettext
from django.views.decorators.http import require_GET, require_POST

from accounts.models import User
from games import selectors, words
from games.affiliations import affiliation_of
from games.engines.core import IllegalMove, get_engine
from games.errors import GameNotFound, ServiceError
from games.models import Game
from games.services.moves import game_move_submit
from games.services.undo import undo_request_answer, undo_request_create
from games.web import pages
from games.web.options import move_from_form, preview


def viewer(request: HttpRequest) -> User | None:
    user = request.user
    return user if isinstance(user, User) and user.is_authenticated else None


def visible_game(request: HttpRequest, game_id: int) -> Game:
    try:
        return selectors.game_get_visible(game_id=game_id, user=viewer(request))
    except GameNotFound:
        raise Http404(f"There is no game {game_id}.") from None


def is_htmx(request: HttpRequest) -> bool:
    return request.headers.get("HX-Request") == "true"


def panel_response(request: HttpRequest, game_id: int, **extra: Any) -> HttpResponse:
    game = visible_game(request, game_id)
    context = {**pages.game_panel(game, viewer(request)), **extra}
    response = render(request, "games/_panel.html", context)
    response["HX-Retarget"] = "#game"
    response["HX-Reswap"] = "outerHTML"
    return response


def refusal(request: HttpRequest, game_id: int, message: str, code: str) -> HttpResponse:
    if not is_htmx(request):
        game = visible_game(request, game_id)
        context = {**pages.game_panel(game, viewer(request)), "error": message, "code": code}
        return render(request, "games/game.html", context, status=400)
    return render(request, "games/_error.html", {"error": message, "code": code})


def picks(request: HttpRequest) -> list[str]:
    """The move builder's choices so far (``?pick=k:build&pick=p:dudley``), then the one
    just clicked (``add``: a choice button's own value, kept apart from the form's)."""
    return request.GET.getlist("pick") + request.GET.getlist("add")


@require_GET
def game_page(request: HttpRequest, game_id: int) -> HttpResponse:
    game = visible_game(request, game_id)
    context = {
        **pages.game_panel(game, viewer(request), picks(request)),
        "affiliation": affiliation_of(game.pk),
    }
    return render(request, "games/game.html", context)


@require_GET
def game_panel(request: HttpRequest, game_id: int) -> HttpResponse:
    game = visible_game(request, game_id)
    return render(request, "games/_panel.html", pages.game_panel(game, viewer(request)))


@require_GET
def move_builder(request: HttpRequest, game_id: int) -> HttpResponse:
    """The move builder after one more choice (htmx swaps it in; the page without script
    follows the same choices as links to the whole page)."""
    game = visible_game(request, game_id)
    context = pages.builder_context(game, viewer(request), picks(request))
    if context["builder"] is None:
        return render(request, "games/_error.html", {"error": pages.not_your_turn()})
    return render(request, "games/game/_builder.html", context)


@require_POST
@login_required
def move_preview(request: HttpRequest, game_id: int) -> HttpResponse:
    game = visible_game(request, game_id)
    seat = selectors.seat_index_of(game, viewer(request))
    engine = get_engine(game.engine)
    if seat is None or game.head_state is None or seat not in engine.to_act(game.head_state):
        return render(request, "games/_error.html", {"error": pages.not_your_turn()})
    try:
        move = move_from_form(engine, request.POST)
        shown = preview(engine, game.head_state, seat, move, words.seat_names(game))
    except IllegalMove as refused:
        said = words.say(refused.text, seat_names=words.seat_names(game))
        return render(request, "games/_error.html", {"error": said, "code": refused.code})
    return render(
        request,
        "games/_preview.html",
        {"game": game, "preview": shown, "move": pages.move_json(move), "seq": game.head_seq},
    )


@require_POST
@login_required
def move_submit(request: HttpRequest, game_id: int) -> HttpResponse:
    game = visible_game(request, game_id)
    engine = get_engine(game.engine)
    raw_seq = request.POST.get("seq", "")
    text = request.POST.get("text", "").strip()
    user = viewer(request)
    assert user is not None
    try:
        move = None if text else move_from_form(engine, request.POST)
        game_move_submit(
            game_id=game.pk,
            user=user,
            move=move,
            text=text or None,
            if_match=int(raw_seq) if raw_seq.isdigit() else None,
        )
    except IllegalMove as refused:
        said = words.say(refused.text, seat_names=words.seat_names_of_game(game_id))
        return refusal(request, game_id, said, refused.code)
    except ServiceError as refused:
        return refusal(request, game_id, refused.message, refused.code)
    if is_htmx(request):
        return panel_response(request, game_id)
    return HttpResponseRedirect(f"/games/{game_id}/")


@require_POST
@login_required
def undo(request: HttpRequest, game_id: int) -> HttpResponse:
    user = viewer(request)
    assert user is not None
    try:
        event, _request = undo_request_create(game_id=game_id, user=user)
    except ServiceError as refused:
        return refusal(request, game_id, refused.message, refused.code)
    notice = (
        gettext("Your move was taken back.")
        if event
        else gettext("The other players were asked to agree.")
    )
    if is_htmx(request):
        return panel_response(request, game_id, notice=notice)
    return HttpResponseRedirect(f"/games/{game_id}/")


@require_POST
@login_required
def undo_answer(request: HttpRequest, game_id: int, request_id: int) -> HttpResponse:
    user = viewer(request)
    assert user is not None
    accept = request.POST.get("answer") == "accept"
    try:
        undo_request_answer(game_id=game_id, request_id=request_id, user=user, accept=accept)
    except ServiceError as refused:
        return refusal(request, game_id, refused.message, refused.code)
    if is_htmx(request):
        return panel_response(request, game_id)
    return HttpResponseRedirect(f"/games/{game_id}/")
