"""Moves by email reply: one service behind the SMTP server and the providers' webhooks.

A reply counts when its address's signature is good, the address has not expired or been
used, and the sender is the addressee. Quoted text and signatures are stripped
(email-reply-parser); what is left is queued as a Submission against the seq the email
was sent for, and a worker applies it. Anything else changes nothing and is logged as an
InboundMessage with its outcome. The sender hears back once the submission is done.

A reply whose first line starts with ``say:`` is table talk instead (email/talk.py): posted
at once, without using up the address, so the same email can still take the move.
"""

from __future__ import annotations

import difflib
import logging
from datetime import datetime
from email.utils import parseaddr

from django.core import signing
from django.db import transaction
from django.utils import timezone
from django.utils.translation import gettext
from email_reply_parser import EmailReplyParser

from games.chat.services import chat_post
from games.engines.core import get_engine
from games.errors import ServiceError
from games.models import Game, Seat, Submission
from games.services.submissions import submission_create
from notifications.email.deliveries import delivery_create
from notifications.email.links import reply_address, reply_address_id
from notifications.email.render import compose, game_title, section_for
from notifications.email.talk import talk_text_of
from notifications.models import InboundMessage, ReplyAddress
from notifications.preferences import prefs_for

log = logging.getLogger(__name__)
REPLY_MARKER = "## Reply above this line"
Outcome = InboundMessage.Outcome


def move_text_of(body: str) -> str:
    """The player's own words: above our marker, without quotes and signatures."""
    body = body.replace("\r\n", "\n").split(REPLY_MARKER, 1)[0]
    reply = EmailReplyParser.parse_reply(body)
    lines = [ln.strip() for ln in reply.splitlines() if ln.strip() and not ln.startswith(">")]
    return " ".join(lines)[:500]


def inbound_receive(
    *,
    recipient: str,
    sender: str,
    subject: str,
    body: str,
    message_id: str = "",
    source: str = "smtp",
) -> InboundMessage:
    """Record one received reply and queue its move when everything checks out."""
    sender_address = parseaddr(sender)[1].lower()
    record = InboundMessage(
        recipient=recipient[:254],
        sender=sender_address[:254],
        subject=subject[:300],
        message_id=message_id[:300],
        source=source,
    )
    try:
        address_id = reply_address_id(recipient)
    except (signing.BadSignature, ValueError):
        return _refuse(record, Outcome.FORGED)
    if address_id is None:
        return _refuse(record, Outcome.UNKNOWN)
    with transaction.atomic():
        address = (
            ReplyAddress.objects.select_for_update(of=("self",))
            .select_related("user", "game")
            .filter(pk=address_id)
            .first()
        )
        if address is None:
            return _refuse(record, Outcome.FORGED)
        record.address = address
        if sender_address != (address.user.email or "").lower():
            return _refuse(record, Outcome.WRONG_SENDER)
        if address.expires_at <= timezone.now():
            return _refuse(record, Outcome.EXPIRED)
        talk = talk_text_of(body.replace("\r\n", "\n").split(REPLY_MARKER, 1)[0])
        if talk is not None:  # "say: ...": table talk, whether or not the move was sent
            return _talk(address, record, talk)
        if address.used_at is not None:
            _refuse(record, Outcome.REPLAYED)
            _tell(
                address,
                record,
                "already_used",
                "This email was already answered",
                [
                    "You already replied to this email; a second reply changes nothing. "
                    "Reply to the newest email about this game instead."
                ],
            )
            return record
        record.move_text = move_text_of(body)
        if not record.move_text:
            _refuse(record, Outcome.EMPTY)
            _tell(
                address,
                record,
                "empty",
                "No move found in your reply",
                ["Your reply held no move. Write it on the first line of your reply."],
            )
            return record
        address.used_at = timezone.now()
        address.save(update_fields=["used_at"])
        record.submission = submission_create(
            game_id=address.game_id,
            user=address.user,
            text=record.move_text,
            expected_seq=address.seq,
            source=Submission.Source.EMAIL,
        )
        record.outcome = Outcome.QUEUED
        record.save()
    return record


def _talk(address: ReplyAddress, record: InboundMessage, text: str) -> InboundMessage:
    """Post a ``say:`` reply to the table talk; the address stays open for the move."""
    record.move_text = text
    if (
        record.message_id
        and InboundMessage.objects.filter(
            address=address, message_id=record.message_id, outcome=Outcome.TALK
        ).exists()
    ):
        return _refuse(record, Outcome.REPLAYED)  # the same email delivered twice
    try:
        chat_post(game_id=address.game_id, user=address.user, text=text, source="email")
    except ServiceError as refused:
        _refuse(record, Outcome.TALK_REFUSED)
        _tell(
            address,
            record,
            "talk_refused",
            gettext("Your message was not posted"),
            [
                gettext("Your message to the table could not be posted: %(reason)s")
                % {"reason": refused.message}
            ],
        )
        return record
    record.outcome = Outcome.TALK
    record.save()
    return record


def _refuse(record: InboundMessage, outcome: str) -> InboundMessage:
    record.outcome = outcome
    record.save()
    log.warning("email reply refused (%s) from %s to %s", outcome, record.sender, record.recipient)
    return record


def _tell(
    address: ReplyAddress, record: InboundMessage, kind: str, subject: str, paragraphs: list[str]
) -> None:
    game, user = address.game, address.user
    prefs = prefs_for(user, game.pk)
    message = compose(
        user=user, game=game, prefs=prefs, subject=subject, paragraphs=paragraphs, sections=[]
    )
    delivery_create(
        key=f"inbound:{record.pk}:{kind}",
        kind=f"reply_{kind}",
        user=user,
        game=game,
        message=message,
        prefs=None,
    )


def inbound_answer_done(*, now: datetime | None = None, limit: int = 500) -> int:
    """Answer the senders whose submissions a worker has finished."""
    answered = 0
    for record_id in (
        InboundMessage.objects.filter(outcome=Outcome.QUEUED)
        .exclude(submission__status=Submission.Status.PENDING)
        .values_list("pk", flat=True)[:limit]
    ):
        with transaction.atomic():
            record = (
                InboundMessage.objects.select_for_update(skip_locked=True, of=("self",))
                .select_related("address__user", "address__game", "submission")
                .filter(pk=record_id, outcome=Outcome.QUEUED)
                .first()
            )
            if record is None or record.address is None or record.submission is None:
                continue
            _answer(record, now or timezone.now())
            record.outcome = Outcome.ANSWERED
            record.save(update_fields=["outcome"])
            answered += 1
    return answered


def _answer(record: InboundMessage, now: datetime) -> None:
    assert record.address is not None and record.submission is not None
    address, submission = record.address, record.submission
    user, game = address.user, Game.objects.get(pk=address.game_id)
    prefs = prefs_for(user, game.pk)
    seat = game.seats.filter(user=user).first()
    sections = [section_for(game, seat, user, prefs)] if seat else []
    if submission.status == Submission.Status.APPLIED:
        kind, subject = "applied", "Move accepted"
        paragraphs = [f"Your move “{record.move_text}” was played in {game_title(game)}."]
    elif submission.code == "E_STALE_SEQ":
        kind, subject = "stale", "The game moved on"
        paragraphs = [
            f"The game moved on before your move “{record.move_text}” arrived, so it "
            "was not played. Here is the new state."
        ]
    else:
        kind, subject = "rejected", "Your move was not accepted"
        address.used_at = None  # the same email may be answered again with a better move
        address.save(update_fields=["used_at"])
        paragraphs = [f"“{record.move_text}” could not be played: {submission.reason}"]
        close = _close_moves(game, seat, record.move_text)
        if close:
            paragraphs.append("Legal moves like what you wrote: " + " | ".join(close))
        paragraphs.append("Reply to this email with a corrected move.")
    reply_to = sections[0].reply_to if sections else ""
    if kind == "rejected" and address.seq == game.head_seq:
        reply_to = reply_address(user, game, address.seq)  # the same address, reopened
    message = compose(
        user=user,
        game=game,
        prefs=prefs,
        subject=subject,
        paragraphs=paragraphs,
        sections=sections,
        reply_to=reply_to,
    )
    delivery_create(
        key=f"inbound:{record.pk}:{kind}",
        kind=f"reply_{kind}",
        user=user,
        game=game,
        message=message,
        prefs=None,
        now=now,
    )


def _close_moves(game: Game, seat: Seat | None, text: str) -> list[str]:
    if seat is None or game.head_state is None or game.status != Game.Status.ACTIVE:
        return []
    engine = get_engine(game.engine)
    try:
        notations = [
            engine.notation(game.head_state, seat.index, m)
            for m in engine.legal_moves(game.head_state, seat.index)
        ]
    except ServiceError:
        return []
    return difflib.get_close_matches(text, notations, n=5, cutoff=0.3) or notations[:5]
