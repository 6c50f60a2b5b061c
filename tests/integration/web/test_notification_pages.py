"""Notification settings pages (vacations, per-game email) through Django's test client."""

from __future__ import annotations

import re
from datetime import timedelta

import pytest
from django.test import Client
from django.utils import timezone

from accounts.services import profile_of
from notifications.models import GamePreference
from tests.integration.helpers import play, start_game

pytestmark = pytest.mark.django_db


def signed_in(user) -> tuple[Client, str]:
    """A client that enforces CSRF, and the token taken from the rendered page."""
    client = Client(enforce_csrf_checks=True)
    client.force_login(user)
    page = client.get("/notifications/settings/")
    assert page.status_code == 200
    token = re.search(r'name="csrfmiddlewaretoken" value="([^"]+)"', page.content.decode())
    assert token
    return client, token.group(1)


def test_settings_page_links_to_notifications(make_user):
    client = Client()
    client.force_login(make_user("ann"))
    assert 'href="/notifications/settings/"' in client.get("/accounts/settings/").content.decode()


def test_vacation_add_list_remove_and_inline_error(make_user):
    user = make_user("ann")
    client, csrf = signed_in(user)
    start = timezone.now().date() + timedelta(days=10)
    end = start + timedelta(days=2)
    # without the CSRF token: refused, nothing changes
    assert (
        client.post("/notifications/settings/vacations/", {"start": start, "end": end}).status_code
        == 403
    )
    done = client.post(
        "/notifications/settings/vacations/",
        {"start": start, "end": end, "csrfmiddlewaretoken": csrf},
    )
    assert done.status_code == 302
    assert profile_of(user).vacation_ranges == [{"start": str(start), "end": str(end)}]
    html = client.get("/notifications/settings/").content.decode()
    assert str(start) in html and '<label for="id_start">' in html
    # overlapping: shown inline, nothing changes
    bad = client.post(
        "/notifications/settings/vacations/",
        {"start": end, "end": end + timedelta(days=1), "csrfmiddlewaretoken": csrf},
    )
    assert bad.status_code == 400
    assert 'role="alert"' in bad.content.decode() and "overlaps" in bad.content.decode()
    assert len(profile_of(user).vacation_ranges) == 1
    removed = client.post(
        f"/notifications/settings/vacations/{start}/remove/", {"csrfmiddlewaretoken": csrf}
    )
    assert removed.status_code == 302
    assert profile_of(user).vacation_ranges == []


def test_per_game_mode_and_mute(make_user):
    users = [make_user("ann"), make_user("bob")]
    game = start_game(users)
    client, csrf = signed_in(users[0])
    html = client.get("/notifications/settings/").content.decode()
    assert f"Save game {game.pk}" in html
    done = client.post(
        f"/notifications/settings/games/{game.pk}/",
        {
            f"g{game.pk}-email_mode": "digest",
            f"g{game.pk}-muted": "on",
            "csrfmiddlewaretoken": csrf,
        },
    )
    assert done.status_code == 302
    pref = GamePreference.objects.get(user=users[0], game=game)
    assert (pref.email_mode, pref.muted) == ("digest", True)
    # a stranger's game: refused
    stranger, csrf2 = signed_in(make_user("cy"))
    assert (
        stranger.post(
            f"/notifications/settings/games/{game.pk}/",
            {f"g{game.pk}-email_mode": "off", "csrfmiddlewaretoken": csrf2},
        ).status_code
        == 400
    )


def test_webhook_create_list_attempts_delete(make_user):
    from django.utils import timezone as tz

    from games.models import Event
    from notifications.webhooks.models import Attempt, Delivery, Subscription

    users = [make_user("ann"), make_user("bob")]
    game = start_game(users)
    play(game, users, 1)
    client, csrf = signed_in(users[0])
    page = client.get("/notifications/settings/webhooks/").content.decode()
    assert '<label for="id_url">' in page and f'<option value="{game.pk}">' in page
    # a refused URL: the error inline, nothing created
    bad = client.post(
        "/notifications/settings/webhooks/new/",
        {"url": "ftp://example.com/x", "event_types": ["turn.yours"], "format": "json"},
        HTTP_X_CSRFTOKEN=csrf,
    )
    assert bad.status_code == 400 and "https://" in bad.content.decode()
    assert not Subscription.objects.exists()
    made = client.post(
        "/notifications/settings/webhooks/new/",
        {
            "url": "https://example.com/hook",
            "game": str(game.pk),
            "event_types": ["turn.yours", "game.over"],
            "format": "discord",
            "csrfmiddlewaretoken": csrf,
        },
    )
    assert made.status_code == 201
    hook = Subscription.objects.get(owner=users[0])
    assert (hook.game_id, hook.event_types, hook.format) == (
        game.pk,
        ["turn.yours", "game.over"],
        "discord",
    )
    assert hook.secret in made.content.decode()
    # recent delivery attempts are shown
    delivery = Delivery.objects.create(
        subscription=hook,
        event=Event.objects.filter(game=game).first(),
        msg_id=Delivery.new_msg_id(),
        event_types=["turn.yours"],
        payload={},
        state="failed",
        attempts=1,
        last_error="HTTP 500",
    )
    Attempt.objects.create(
        delivery=delivery, number=1, started_at=tz.now(), status_code=500, error="boom"
    )
    listing = client.get("/notifications/settings/webhooks/").content.decode()
    assert delivery.msg_id in listing and "HTTP 500" in listing and "boom" in listing
    # another user cannot delete it
    other, csrf2 = signed_in(make_user("cy"))
    gone = other.post(
        f"/notifications/settings/webhooks/{hook.pk}/delete/", {"csrfmiddlewaretoken": csrf2}
    )
    assert gone.status_code == 404 and Subscription.objects.filter(pk=hook.pk).exists()
    deleted = client.post(
        f"/notifications/settings/webhooks/{hook.pk}/delete/", {"csrfmiddlewaretoken": csrf}
    )
    assert deleted.status_code == 302 and not Subscription.objects.exists()
