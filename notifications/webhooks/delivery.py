"""One attempt at a delivery: claim it, sign, POST through the SSRF guard, log, reschedule.

The claim (a short lease in ``next_attempt_at``) makes a duplicated task message harmless:
only one worker sends an attempt. Failures back off exponentially with jitter; a
subscription that has failed without a single success for WEBHOOK_DISABLE_AFTER_SECONDS (and
at least WEBHOOK_DISABLE_MIN_FAILURES times) is disabled and its owner emailed.
"""

from __future__ import annotations

import json
import random
import time
from datetime import datetime, timedelta

import httpx
from django.conf import settings
from django.core.mail import send_mail
from django.db import transaction
from django.utils import formats, timezone
from django.utils.translation import gettext as _
from django.utils.translation import ngettext

from accounts.language import in_language_of

from .guard import Answer, Refused, Resolver, guarded_post, system_resolve
from .models import Attempt, Delivery, Subscription
from .signing import signature_headers

EXCERPT = 1000
CLOCK_SLACK = timedelta(seconds=1)


def backoff_seconds(attempts: int) -> float:
    """Exponential backoff with "equal jitter": half fixed, half random."""
    ceiling = min(
        float(settings.WEBHOOK_RETRY_MAX_SECONDS),
        float(settings.WEBHOOK_RETRY_BASE_SECONDS) * float(2 ** max(attempts - 1, 0)),
    )
    return ceiling / 2 + random.uniform(0, ceiling / 2)


def secrets_in_use(subscription: Subscription, now: datetime) -> list[str]:
    """The current secret first, then those of a rotation still within their overlap."""
    older = [
        p["secret"]
        for p in subscription.previous_secrets
        if datetime.fromisoformat(p["until"]) > now
    ]
    return [subscription.secret, *older]


def delivery_attempt(*, delivery_id: int, resolve: Resolver = system_resolve) -> float | None:
    """Make one attempt if it is due; returns seconds until the next one, or None."""
    claimed = _claim(delivery_id)
    if claimed is None:
        return None
    delivery, number = claimed
    subscription = delivery.subscription
    body = json.dumps(delivery.payload, separators=(",", ":"), ensure_ascii=False)
    sent_at = timezone.now()
    headers = {
        **signature_headers(
            msg_id=delivery.msg_id,
            timestamp=sent_at,
            body=body,
            secrets_in_use=secrets_in_use(subscription, sent_at),
        ),
        "content-type": "application/json",
        "user-agent": "turnserver-webhooks/1",
    }
    started = time.monotonic()
    answer: Answer | None = None
    error = ""
    try:
        # the guard's refusal is recorded for the owner to read on the webhook's page
        with in_language_of(subscription.owner):
            answer = guarded_post(
                subscription.url, content=body.encode(), headers=headers, resolve=resolve
            )
    except Refused as refused:
        error = str(refused)
    except httpx.HTTPError as failure:
        error = f"{type(failure).__name__}: {failure}"
    duration = int((time.monotonic() - started) * 1000)
    ok = answer is not None and 200 <= answer.status_code < 300
    if answer is not None and not ok:
        error = f"HTTP {answer.status_code}"
    return _record(delivery.pk, number, sent_at, duration, answer, ok, error[:300])


def _claim(delivery_id: int) -> tuple[Delivery, int] | None:
    now = timezone.now()
    with transaction.atomic():
        delivery = (
            Delivery.objects.select_for_update(skip_locked=True, of=("self",))
            .select_related("subscription__owner")
            .filter(pk=delivery_id, state=Delivery.State.PENDING)
            .first()
        )
        if delivery is None:
            return None
        if delivery.next_attempt_at and delivery.next_attempt_at > now + CLOCK_SLACK:
            return None  # not due yet (a duplicate message), or another worker holds it
        if not delivery.subscription.is_active:
            with in_language_of(delivery.subscription.owner):
                disabled = _("The webhook is disabled.")
            delivery.state, delivery.last_error = Delivery.State.FAILED, disabled
            delivery.save(update_fields=["state", "last_error"])
            return None
        lease = settings.WEBHOOK_TOTAL_TIMEOUT * (settings.WEBHOOK_MAX_REDIRECTS + 1) + 60
        delivery.attempts += 1
        delivery.next_attempt_at = now + timedelta(seconds=lease)
        delivery.save(update_fields=["attempts", "next_attempt_at"])
        number = Attempt.objects.filter(delivery=delivery).count() + 1
        return delivery, number


def _record(
    delivery_id: int,
    number: int,
    sent_at: datetime,
    duration: int,
    answer: Answer | None,
    ok: bool,
    error: str,
) -> float | None:
    now = timezone.now()
    with transaction.atomic():
        delivery = Delivery.objects.select_for_update().get(pk=delivery_id)
        subscription = Subscription.objects.select_for_update().get(pk=delivery.subscription_id)
        Attempt.objects.create(
            delivery=delivery,
            number=number,
            started_at=sent_at,
            duration_ms=duration,
            status_code=answer.status_code if answer else None,
            succeeded=ok,
            error=error,
            response_excerpt=(answer.body[:EXCERPT].decode("utf-8", "replace") if answer else ""),
        )
        if ok:
            delivery.state, delivery.delivered_at, delivery.last_error = (
                Delivery.State.SUCCEEDED,
                now,
                "",
            )
            delivery.next_attempt_at = None
            delivery.save()
            subscription.consecutive_failures, subscription.failing_since = 0, None
            subscription.save(update_fields=["consecutive_failures", "failing_since"])
            return None
        subscription.consecutive_failures += 1
        subscription.failing_since = subscription.failing_since or sent_at
        subscription.save(update_fields=["consecutive_failures", "failing_since"])
        if _should_disable(subscription, now):
            subscription_disable(subscription=subscription, reason=error[:200])
        delivery.last_error = error
        if not subscription.is_active or delivery.attempts >= settings.WEBHOOK_MAX_ATTEMPTS:
            delivery.state, delivery.next_attempt_at = Delivery.State.FAILED, None
            delivery.save(update_fields=["state", "next_attempt_at", "last_error"])
            return None
        wait = backoff_seconds(delivery.attempts)
        delivery.next_attempt_at = now + timedelta(seconds=wait)
        delivery.save(update_fields=["next_attempt_at", "last_error"])
        return wait


def _should_disable(subscription: Subscription, now: datetime) -> bool:
    failing_for = (now - (subscription.failing_since or now)).total_seconds()
    enough: int = settings.WEBHOOK_DISABLE_MIN_FAILURES
    long_enough: float = settings.WEBHOOK_DISABLE_AFTER_SECONDS
    return subscription.consecutive_failures >= enough and failing_for >= long_enough


def _disabled_email(subscription: Subscription, reason: str) -> tuple[str, str]:
    """The owner's email about a webhook disabled for failing, in the active language."""
    failures = subscription.consecutive_failures
    since = subscription.failing_since or timezone.now()
    paragraphs = [
        _("Hello %(name)s,") % {"name": subscription.owner.username},
        ngettext(
            "Your webhook %(id)s (%(url)s) has failed %(count)d time in a row since "
            "%(since)s (UTC), so it is disabled.",
            "Your webhook %(id)s (%(url)s) has failed %(count)d times in a row since "
            "%(since)s (UTC), so it is disabled.",
            failures,
        )
        % {
            "id": subscription.pk,
            "url": subscription.url,
            "count": failures,
            "since": formats.date_format(since, "SHORT_DATETIME_FORMAT"),
        },
        _("Last error: %(reason)s") % {"reason": reason},
        _(
            "Fix the receiver, then re-enable it with PATCH /api/v1/webhooks/%(id)s/ "
            '{"is_active": true}; failed deliveries can be sent again with their '
            "redeliver endpoint."
        )
        % {"id": subscription.pk},
    ]
    subject = _("Your webhook to %(url)s was disabled") % {"url": subscription.url}
    return subject, "\n\n".join(paragraphs) + "\n"


def subscription_disable(*, subscription: Subscription, reason: str) -> None:
    """Stop sending, give up its pending deliveries, and tell the owner by email."""
    subscription.is_active = False
    subscription.disabled_at = timezone.now()
    subscription.disabled_reason = reason
    subscription.save(update_fields=["is_active", "disabled_at", "disabled_reason"])
    owner = subscription.owner
    with in_language_of(owner):
        Delivery.objects.filter(subscription=subscription, state=Delivery.State.PENDING).update(
            state=Delivery.State.FAILED,
            next_attempt_at=None,
            last_error=_("The webhook is disabled."),
        )
        if not owner.email:
            return
        subject, body = _disabled_email(subscription, reason)
    recipient = owner.email
    transaction.on_commit(
        lambda: send_mail(subject, body, settings.DEFAULT_FROM_EMAIL, [recipient])
    )
