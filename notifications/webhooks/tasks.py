"""Celery tasks: consume the outbox, send one delivery attempt, re-queue due ones."""

from __future__ import annotations

from datetime import timedelta

from celery import Task, shared_task
from django.utils import timezone

from config.publish import publish_each
from config.retry import RETRY_ON_DATABASE_ERROR

from .consumer import webhooks_consume
from .delivery import delivery_attempt
from .models import Delivery


@shared_task(bind=True, acks_late=True, max_retries=None)
def deliver_webhook(self: Task, delivery_id: int) -> None:
    """One attempt; on failure Celery retries after the backoff the attempt chose.

    The delivery row, not the task message, holds the truth: the sweep below re-queues a
    due delivery whose message was lost, and a duplicate message finds nothing due.
    """
    retry_in = delivery_attempt(delivery_id=delivery_id)
    if retry_in is not None:
        raise self.retry(countdown=retry_in)


@shared_task(**RETRY_ON_DATABASE_ERROR)
def consume_webhooks() -> int:
    return webhooks_consume()


@shared_task(**RETRY_ON_DATABASE_ERROR)
def retry_due_webhooks(limit: int = 1000) -> int:
    """Re-queue pending deliveries whose time came (a lost task message loses nothing)."""
    ids = list(
        Delivery.objects.filter(
            state=Delivery.State.PENDING, next_attempt_at__lte=timezone.now()
        ).values_list("pk", flat=True)[:limit]
    )
    return publish_each(deliver_webhook, ids)


@shared_task(**RETRY_ON_DATABASE_ERROR)
def purge_old_deliveries(days: int = 30) -> int:
    """Finished deliveries (and their attempts) older than ``days`` go; pending ones stay."""
    cutoff = timezone.now() - timedelta(days=days)
    deleted, _ = (
        Delivery.objects.filter(created_at__lt=cutoff)
        .exclude(state=Delivery.State.PENDING)
        .delete()
    )
    return deleted
