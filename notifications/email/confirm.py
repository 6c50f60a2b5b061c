"""A move by one click from a turn email: a link to a page that shows the move and a button.

The page shows the move as the game page's preview does (its words and the board after it).

Mail scanners and link previewers follow every link in an email, so the link itself moves
nothing: its GET shows the move, the position it is for and a button; only the button's
POST plays it. The link is signed (SECRET_KEY, its own salt) and names the email's
ReplyAddress row and the move; the row pins the user, the game and the position, expires
with the reply address and is used up by the first answer to the email, whether a reply
or a click. A second click, a click after a reply, or a click on an email the game has
moved past changes nothing and says why.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from django.conf import settings
from django.core import signing
from django.db import transaction
from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.urls import reverse
from django.utils import timezone
from django.utils.translation import gettext as _
from django.views.decorators.http import require_http_methods

from games import words
from games.engines.core import IllegalMove, get_engine
from games.errors import ServiceError
from games.models import Game
from games.services.moves import game_move_submit
from games.web.options import Preview, preview
from notifications.email.links import login_link
from notifications.models import ReplyAddress

_SALT = "notifications.move-link"


def move_link(address: ReplyAddress, move: dict[str, Any]) -> str:
    """The absolute URL of the confirm page for ``move``, answering the email of ``address``."""
    token = signing.dumps({"a": address.pk, "m": move}, salt=_SALT, compress=True)
    return f"{settings.SITE_URL}{reverse('notifications:move-link', args=[token])}"


@dataclass
class Refusal(Exception):
    """Why a link cannot play its move (shown on the page, status 4xx)."""

    status: int
    title: str
    detail: str


def _opened(token: str, *, lock: bool) -> tuple[ReplyAddress, dict[str, Any]]:
    try:
        data = signing.loads(token, salt=_SALT, max_age=settings.REPLY_ADDRESS_MAX_AGE)
    except signing.SignatureExpired:
        raise Refusal(410, _("This link has expired"), _expired()) from None
    except signing.BadSignature:
        raise Refusal(
            404, _("This link is not valid"), _("The link was cut short or changed.")
        ) from None
    rows = ReplyAddress.objects.select_related("user", "game")
    if lock:
        rows = rows.select_for_update(of=("self",))
    address = rows.filter(pk=data.get("a")).first()
    if address is None or not isinstance(data.get("m"), dict):
        raise Refusal(404, _("This link is not valid"), _("The link was cut short or changed."))
    if address.expires_at <= timezone.now():
        raise Refusal(410, _("This link has expired"), _expired())
    return address, data["m"]


def _expired() -> str:
    return _("Open the game from a newer email, or sign in, to make your move.")


def _answered() -> Refusal:
    return Refusal(
        409,
        _("This email was already answered"),
        _(
            "A move was already made from this email (by a reply or a link), so this "
            "link plays nothing. Open the game to see where it stands."
        ),
    )


def _moved_on() -> Refusal:
    return Refusal(
        409,
        _("The game has moved on"),
        _("This link was for an earlier position, so it plays nothing. Open the game."),
    )


def _preview_of(game: Game, address: ReplyAddress, move: dict[str, Any]) -> Preview:
    """The move as the game page's preview shows it (its words, the board after it); refuses
    a move that is not legal there now."""
    if game.status != Game.Status.ACTIVE or game.head_seq != address.seq:
        raise _moved_on()
    engine = get_engine(game.engine)
    seat = game.seats.filter(user=address.user).values_list("index", flat=True).first()
    state = game.head_state
    if seat is None or state is None or move not in engine.legal_moves(state, seat):
        raise _moved_on()
    return preview(engine, state, seat, move, words.seat_names(game))


@require_http_methods(["GET", "POST"])
def move_confirm(request: HttpRequest, token: str) -> HttpResponse:
    """GET: the move and a button (changes nothing). POST: play it, once."""
    try:
        if request.method == "POST":
            return _play(request, token)
        address, move = _opened(token, lock=False)
        if address.used_at is not None:
            raise _answered()
        shown = _preview_of(address.game, address, move)
    except Refusal as refused:
        return _refused(request, refused)
    return render(
        request,
        "notifications/move_confirm.html",
        {"game": address.game, "title": _title(address.game), "preview": shown},
    )


def _play(request: HttpRequest, token: str) -> HttpResponse:
    with transaction.atomic():
        address, move = _opened(token, lock=True)
        if address.used_at is not None:
            raise _answered()
        said = _preview_of(address.game, address, move).notation
        try:
            with transaction.atomic():
                game_move_submit(
                    game_id=address.game_id, user=address.user, move=move, if_match=address.seq
                )
        except IllegalMove as refused:
            names = words.seat_names(address.game)
            raise Refusal(
                422, _("The move was not played"), words.say(refused.text, seat_names=names)
            ) from None
        except ServiceError as refused:
            raise Refusal(409, _("The move was not played"), refused.message) from None
        address.used_at = timezone.now()
        address.save(update_fields=["used_at"])
    return render(
        request,
        "notifications/move_played.html",
        {
            "game": address.game,
            "title": _title(address.game),
            "move": said,  # the words of exactly the move applied
            "link": login_link(address.user, address.game),
        },
    )


def _title(game: Game) -> str:
    return f"{get_engine(game.engine).title} #{game.pk}"


def _refused(request: HttpRequest, refused: Refusal) -> HttpResponse:
    return render(
        request,
        "notifications/move_refused.html",
        {"title": refused.title, "detail": refused.detail},
        status=refused.status,
    )
