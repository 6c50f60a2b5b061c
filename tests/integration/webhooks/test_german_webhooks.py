"""A webhook's owner reads about it in their own language (issue 19): the email that tells
a German owner their failing webhook was disabled, and the deliveries it gave up, are German
(the worker that disables it has no reader's language of its own)."""

from __future__ import annotations

import pytest
from django.core import mail
from django.utils import timezone, translation
from django.utils.translation import gettext

from accounts.models import Profile
from notifications.webhooks.delivery import subscription_disable
from notifications.webhooks.models import Delivery
from notifications.webhooks.services import subscription_create

pytestmark = pytest.mark.django_db


def test_the_disabled_email_is_german_for_a_german_owner(
    make_user, django_capture_on_commit_callbacks
) -> None:
    anke = make_user("anke")
    Profile.objects.filter(user=anke).update(language="de")
    hook = subscription_create(owner=anke, url="https://hooks.example.org/in")
    hook.consecutive_failures, hook.failing_since = 7, timezone.now()
    with django_capture_on_commit_callbacks(execute=True):
        subscription_disable(subscription=hook, reason="HTTP 503")
    sent = mail.outbox[-1]
    with translation.override("de"):
        subject = gettext("Your webhook to %(url)s was disabled") % {"url": hook.url}
        last = gettext("Last error: %(reason)s") % {"reason": "HTTP 503"}
        greeting = gettext("Hello %(name)s,") % {"name": "anke"}
    assert subject != f"Your webhook to {hook.url} was disabled"
    assert sent.subject == subject and sent.to == [anke.email]
    assert last in sent.body and greeting in sent.body and "disabled" not in sent.body
    assert not Delivery.objects.filter(subscription=hook, state=Delivery.State.PENDING).exists()
