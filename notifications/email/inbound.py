"""Moves by email reply: one service behind the SMTP server and the providers' webhooks.

A reply counts when its address's signature is good, the address has not expired or been
used, and the sender is the addressee. Quoted text and signatures are stripped
(email/replies.py, whatever shape the mail client sent); what is left is queued as a
Submission against the seq the email was sent for, and a worker applies it. Anything else
changes nothing and is logged as an InboundMessage with its outcome. The sender hears
back once the submission is done.

A reply whose first line starts with ``say:`` is table talk instead (email/talk.py): posted
at once, without using up the address, so the same email can still take the move.
"""

from __future__ import annotations

import difflib
import logging
from collections.abc import Callable
from datetime import datetime
from email.utils import parseaddr

from django.core import signing
from django.db import transaction
from django.utils import timezone
from django.utils.translation import gettext

from accounts.language import in_language_of
from games import words
from games.chat.services import chat_post
from games.engines.core import fold, get_engine
from games.errors import ServiceError
from games.models import Game, Seat, Submission
from games.selectors import game_events_for
from games.services.submissions import submission_create, submission_process
from games.web.log import log_of
from notifications.email.deliveries import delivery_create
from notifications.email.links import reply_address, reply_address_id
from notifications.email.render import compose, game_title, section_for
from notifications.email.replies import own_words
from notifications.email.talk import talk_text_of
from notifications.models import InboundMessage, ReplyAddress
from notifications.preferences import prefs_for

log = logging.getLogger(__name__)
Outcome = InboundMessage.Outcome


def move_text_of(body: str) -> str:
    """The player's own words: above our marker, without quotes and signatures."""
    return " ".join(ln.strip() for ln in own_words(body).splitlines() if ln.strip())[:500]


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
        talk = talk_text_of(body)
        if talk is not None:  # "say: ...": table talk, whether or not the move was sent
            return _talk(address, record, talk)
        if address.used_at is not None and _settle_earlier(address) == "pending":
            _refuse(record, Outcome.REPLAYED)
            _tell(
                address,
                record,
                "already_used",
                lambda: (
                    gettext("This email was already answered"),
                    [
                        gettext(
                            "Your earlier reply to this email is still being checked; you "
                            "will hear whether it was played. If it was not, reply again then."
                        )
                    ],
                ),
            )
            return record
        if address.used_at is not None:
            _refuse(record, Outcome.REPLAYED)
            _tell(
                address,
                record,
                "already_used",
                lambda: (
                    gettext("This email was already answered"),
                    [
                        gettext(
                            "You already replied to this email and your move was played; a "
                            "second reply changes nothing. Reply to the newest email about "
                            "this game instead."
                        )
                    ],
                ),
            )
            return record
        record.move_text = move_text_of(body)
        if not record.move_text:
            _refuse(record, Outcome.EMPTY)
            _tell(
                address,
                record,
                "empty",
                lambda: (
                    gettext("No move found in your reply"),
                    [gettext("Your reply held no move. Write it on the first line of your reply.")],
                ),
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


def _settle_earlier(address: ReplyAddress) -> str:
    """Answer the earlier reply to ``address`` before a second one is judged, so its sender
    hears "not accepted" (and may answer again) before any "already answered". Returns
    "pending" while the earlier move is still being applied elsewhere (a worker holds it),
    else "settled" (``address.used_at`` is then current: reopened when it was refused)."""
    earlier = (
        InboundMessage.objects.select_for_update(skip_locked=True, of=("self",))
        .select_related("submission")
        .filter(address=address, outcome=Outcome.QUEUED, submission__isnull=False)
        .order_by("-id")
        .first()
    )
    if earlier is None or earlier.submission is None:
        return "settled"
    if earlier.submission.status == Submission.Status.PENDING:
        submission_process(submission_id=str(earlier.submission.pk))
        earlier.submission.refresh_from_db()
        if earlier.submission.status == Submission.Status.PENDING:
            return "pending"
    earlier.address = address
    _answer(earlier, timezone.now())
    earlier.outcome = Outcome.ANSWERED
    earlier.save(update_fields=["outcome"])
    return "settled"


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
        # A refusal is said in the sender's language: it goes back to them by email.
        with in_language_of(address.user):
            chat_post(game_id=address.game_id, user=address.user, text=text, source="email")
    except ServiceError as refused:
        reason = refused.message
        _refuse(record, Outcome.TALK_REFUSED)
        _tell(
            address,
            record,
            "talk_refused",
            lambda: (
                gettext("Your message was not posted"),
                [
                    gettext("Your message to the table could not be posted: %(reason)s")
                    % {"reason": reason}
                ],
            ),
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
    address: ReplyAddress,
    record: InboundMessage,
    kind: str,
    words: Callable[[], tuple[str, list[str]]],
) -> None:
    """Answer the sender at once; ``words()`` gives the subject and paragraphs, written in
    the sender's language."""
    game, user = address.game, address.user
    prefs = prefs_for(user, game.pk)
    with in_language_of(user):
        subject, paragraphs = words()
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
    """Tell the sender what became of their reply, in their language."""
    assert record.address is not None
    with in_language_of(record.address.user):
        _answer_in_language(record, now)


def _answer_in_language(record: InboundMessage, now: datetime) -> None:
    assert record.address is not None and record.submission is not None
    address, submission = record.address, record.submission
    user, game = address.user, Game.objects.get(pk=address.game_id)
    prefs = prefs_for(user, game.pk)
    seat = game.seats.filter(user=user).first()
    sections = [section_for(game, seat, user, prefs)] if seat else []
    if submission.status == Submission.Status.APPLIED:
        kind, subject = "applied", gettext("Move accepted")
        paragraphs = [
            gettext("Your move was played in %(game)s: %(move)s.")
            % {"game": game_title(game), "move": _played(game, seat, submission)}
        ]
    elif submission.code == "E_STALE_SEQ":
        kind, subject = "stale", gettext("The game moved on")
        paragraphs = [
            gettext(
                "The game moved on before your move “%(typed)s” arrived, so it was not "
                "played. Here is the new state."
            )
            % {"typed": record.move_text}
        ]
    else:
        kind, subject = "rejected", gettext("Your move was not accepted")
        address.used_at = None  # the same email may be answered again with a better move
        address.save(update_fields=["used_at"])
        paragraphs = [
            gettext("“%(typed)s” could not be played: %(reason)s")
            % {"typed": record.move_text, "reason": submission.reason}
        ]
        close = _close_moves(game, seat, record.move_text)
        if close:
            paragraphs.append(
                gettext("Legal moves like what you wrote: %(moves)s") % {"moves": " | ".join(close)}
            )
        paragraphs.append(gettext("Reply to this email with a corrected move."))
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


def _played(game: Game, seat: Seat | None, submission: Submission) -> str:
    """The move as the server applied it: its event's words as the game log writes them."""
    if submission.event_seq is None:
        return ""
    entries = game_events_for(
        game=game, seat=seat.index if seat else None, after=submission.event_seq - 1, limit=1
    )
    names = words.seat_names(game)
    said = log_of(entries, seat.index if seat else None, lambda s: names[s], lambda s: "")
    return said[0].text if said else ""


def _close_moves(game: Game, seat: Seat | None, text: str) -> list[str]:
    """The legal moves most like ``text``, in the reader's words (as the game page writes
    them); compared with case, accents and dashes folded."""
    if seat is None or game.head_state is None or game.status != Game.Status.ACTIVE:
        return []
    engine, state, names = get_engine(game.engine), game.head_state, words.seat_names(game)
    try:
        said = [
            words.say(engine.move_text(state, seat.index, m), seat_names=names)
            for m in engine.legal_moves(state, seat.index)
            if not m.get("compact")
        ]
    except ServiceError:
        return []
    folded = {fold(s): s for s in said}
    close = difflib.get_close_matches(fold(text), list(folded), n=5, cutoff=0.3)
    return [folded[c] for c in close] or said[:5]
