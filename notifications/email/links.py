"""Signed things in emails: the one-click game link, the reply address, unsubscribe links.

The game link is a django-sesame token scoped to one game (``game:<id>``), expiring after
SESAME_MAX_AGE. The reply address carries a ReplyAddress row id and a lowercase hex HMAC
(SECRET_KEY) of it; the row pins the user, game and head seq and records its use. The
signature is hex, not base64, because mail systems may change the case of an address's
local part: an address is compared case-insensitively.
"""

from __future__ import annotations

from datetime import timedelta
from urllib.parse import urlencode

from django.conf import settings
from django.core import signing
from django.urls import reverse
from django.utils import timezone
from django.utils.crypto import constant_time_compare, salted_hmac
from sesame.utils import get_token

from accounts.models import User
from games.models import Game
from notifications.models import ReplyAddress

REPLY_PREFIX = "reply+"
_REPLY_SALT = "notifications.reply"
_REPLY_SIGNATURE_LENGTH = 26  # hex digits: 104 bits of the HMAC-SHA256
_UNSUBSCRIBE_SALT = "notifications.unsubscribe"


def game_scope(game_id: int) -> str:
    return f"game:{game_id}"


def login_link(user: User, game: Game) -> str:
    """An absolute, expiring URL that logs ``user`` into exactly ``game``."""
    token = get_token(user, scope=game_scope(game.pk))
    path = reverse("notifications:game-link", args=[game.pk])
    return f"{settings.SITE_URL}{path}?{urlencode({settings.SESAME_TOKEN_NAME: token})}"


def reply_address(user: User, game: Game, seq: int) -> str:
    """The address a reply to the email for (user, game, seq) goes to."""
    row, _ = ReplyAddress.objects.get_or_create(
        user=user,
        game=game,
        seq=seq,
        defaults={"expires_at": timezone.now() + timedelta(seconds=settings.REPLY_ADDRESS_MAX_AGE)},
    )
    return f"{REPLY_PREFIX}{row.pk}.{_reply_signature(row.pk)}@{settings.INBOUND_EMAIL_DOMAIN}"


def _reply_signature(row_id: int) -> str:
    digest = salted_hmac(_REPLY_SALT, str(row_id), algorithm="sha256").hexdigest()
    return digest[:_REPLY_SIGNATURE_LENGTH]


def reply_address_id(address: str) -> int | None:
    """The ReplyAddress id a recipient names, or None when it is not a signed reply address.

    Raises signing.BadSignature for a reply address whose signature does not match.
    """
    local = address.strip().strip("<>").rpartition("@")[0].lower()
    if not local.startswith(REPLY_PREFIX):
        return None
    row_id, _, signature = local[len(REPLY_PREFIX) :].partition(".")
    if not row_id.isdigit() or not constant_time_compare(signature, _reply_signature(int(row_id))):
        raise signing.BadSignature("The reply address's signature does not match.")
    return int(row_id)


def unsubscribe_link(user: User, game: Game | None) -> str:
    token = signing.dumps({"u": user.pk, "g": game.pk if game else None}, salt=_UNSUBSCRIBE_SALT)
    return f"{settings.SITE_URL}{reverse('notifications:unsubscribe', args=[token])}"


def unsubscribe_target(token: str) -> tuple[int, int | None]:
    """(user id, game id or None) of an unsubscribe token; raises signing.BadSignature."""
    data = signing.loads(token, salt=_UNSUBSCRIBE_SALT)
    return int(data["u"]), data["g"]
