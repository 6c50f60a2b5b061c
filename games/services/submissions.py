"""Asynchronous moves: stored first (nothing is lost), applied by a Celery worker."""

from __future__ import annotations

from typing import Any

from django.db import transaction
from django.utils import timezone
from django.utils.translation import gettext as _

from accounts.language import in_language_of
from accounts.models import User
from config.publish import publish_on_commit
from games.engines.core import IllegalMove
from games.errors import GameNotActive, GameNotFound, ServiceError, game_is
from games.models import Game, Submission
from games.services.moves import game_move_submit, hide_private, seat_of
from games.words import say, seat_names_of_game


def submission_admit(*, game_id: int, user: User) -> None:
    """Refuse at once what the synchronous path refuses before it looks at the move: a game
    that does not exist or is not in progress, a caller without a playing seat there.

    A Submission is stored only for someone who may move at this game; the turn and the
    expected position are checked when it is applied, since they may change meanwhile.
    Email replies do not come through here: their signed reply address already names the
    seat, and a refusal is answered by email.
    """
    game = Game.objects.filter(pk=game_id).first()
    if game is None:
        raise GameNotFound(_("There is no game %(id)d.") % {"id": game_id})
    hide_private(game, user)
    if game.status != Game.Status.ACTIVE:
        raise GameNotActive(game_is(game_id, game.status))
    seat_of(game, user)


def submission_create(
    *,
    game_id: int,
    user: User,
    move: dict[str, Any] | None = None,
    text: str | None = None,
    expected_seq: int | None = None,
    source: str = Submission.Source.API,
) -> Submission:
    from games.tasks import process_submission

    submission = Submission.objects.create(
        game_id=game_id,
        user=user,
        move=move,
        text=text or "",
        expected_seq=expected_seq,
        source=source,
    )
    submission_id = str(submission.pk)
    publish_on_commit(process_submission, submission_id)  # a lost message: see the re-queue
    return submission


def submission_process(*, submission_id: str) -> Submission | None:
    """Apply a pending submission once; a rejection is recorded with its reason."""
    with transaction.atomic():
        submission = (
            Submission.objects.select_for_update(skip_locked=True)
            .filter(pk=submission_id, status=Submission.Status.PENDING)
            .first()
        )
        if submission is None:
            return None  # already processed, or another worker holds it
        # The reason is written in the submitter's language (their API reads and email
        # answers show it as it is).
        with in_language_of(submission.user):
            try:
                with transaction.atomic():
                    event = game_move_submit(
                        game_id=submission.game_id,
                        user=submission.user,
                        move=submission.move,
                        text=submission.text or None,
                        if_match=submission.expected_seq,
                    )
            except IllegalMove as refusal:
                submission.status, submission.code, submission.reason = (
                    Submission.Status.REJECTED,
                    refusal.code,
                    say(refusal.text, seat_names=seat_names_of_game(submission.game_id)),
                )
            except ServiceError as refusal:
                submission.status, submission.code, submission.reason = (
                    Submission.Status.REJECTED,
                    refusal.code,
                    refusal.message,
                )
            else:
                submission.status, submission.event_seq = Submission.Status.APPLIED, event.seq
        submission.processed_at = timezone.now()
        submission.save()
        return submission
