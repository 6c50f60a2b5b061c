"""Reads: a user's subscriptions and their deliveries (never anyone else's)."""

from __future__ import annotations

from django.db.models import QuerySet
from django.utils.translation import gettext as _

from accounts.models import User

from .errors import DeliveryNotFound, WebhookNotFound
from .models import Delivery, Subscription


def subscription_list(*, owner: User) -> QuerySet[Subscription]:
    return Subscription.objects.filter(owner=owner).order_by("-id")


def subscription_get(*, owner: User, subscription_id: int) -> Subscription:
    subscription = Subscription.objects.filter(owner=owner, pk=subscription_id).first()
    if subscription is None:
        raise WebhookNotFound(_("You have no webhook %(id)s.") % {"id": subscription_id})
    return subscription


def delivery_list(*, subscription: Subscription) -> QuerySet[Delivery]:
    return (
        Delivery.objects.filter(subscription=subscription)
        .select_related("event")
        .prefetch_related("attempt_log")
        .order_by("-id")
    )


def delivery_get(*, subscription: Subscription, delivery_id: int) -> Delivery:
    delivery = delivery_list(subscription=subscription).filter(pk=delivery_id).first()
    if delivery is None:
        raise DeliveryNotFound(
            _("Webhook %(webhook)s has no delivery %(id)s.")
            % {"webhook": subscription.pk, "id": delivery_id}
        )
    return delivery
