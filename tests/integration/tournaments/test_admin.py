"""The Django admin lists every tournament model and runs the organiser actions through the
services."""

from __future__ import annotations

import re

import pytest
from django.test import Client

from accounts.models import User
from tournaments.models import Bye, Tournament
from tournaments.services.registration import entry_register
from tournaments.services.rounds import tournament_start
from tournaments.services.setup import tournament_create

pytestmark = pytest.mark.django_db


def test_admin_pages_and_pause_resume_actions(make_user) -> None:
    staff = make_user("admin")
    staff.is_staff = staff.is_superuser = True
    staff.save()
    tournament = tournament_create(
        organiser=staff,
        name="Admin cup",
        engine="twenty-one",
        kind="swiss",
        config={"table": {"preferred": 2, "min": 2, "max": 2}, "rounds": 1},
    )
    for name in ("x1", "x2"):
        entry_register(tournament_id=tournament.pk, user=make_user(name))
    client = Client()
    client.force_login(staff)
    for model in ("tournament", "entry", "round", "table", "bye", "playerrating", "ratingchange"):
        assert client.get(f"/admin/tournaments/{model}/").status_code == 200
    assert client.get(f"/admin/tournaments/tournament/{tournament.pk}/change/").status_code == 200
    url = "/admin/tournaments/tournament/"
    client.post(url, {"action": "advance_now", "_selected_action": [tournament.pk]})
    assert Tournament.objects.get(pk=tournament.pk).status == Tournament.Status.REGISTRATION
    client.post(url, {"action": "pause", "_selected_action": [tournament.pk]})
    assert Tournament.objects.get(pk=tournament.pk).status == Tournament.Status.REGISTRATION
    tournament_start(tournament_id=tournament.pk, user=staff)
    client.post(url, {"action": "pause", "_selected_action": [tournament.pk]})
    assert Tournament.objects.get(pk=tournament.pk).status == Tournament.Status.PAUSED
    client.post(url, {"action": "resume", "_selected_action": [tournament.pk]})
    assert Tournament.objects.get(pk=tournament.pk).status == Tournament.Status.RUNNING
    assert client.get("/admin/tournaments/table/").status_code == 200

    # a bye for round 2 set and removed, and a replacement, each through the services
    entry = tournament.entries.get(user__username="x1")
    client.post(
        "/admin/tournaments/bye/add/",
        {"tournament": tournament.pk, "entry": entry.pk, "round_number": 2},
    )
    bye = Bye.objects.get(entry=entry, round_number=2)
    assert bye.source == Bye.Source.ORGANISER
    client.post(
        "/admin/tournaments/bye/add/",
        {"tournament": tournament.pk, "entry": entry.pk, "round_number": 1},
    )  # already paired
    assert not Bye.objects.filter(entry=entry, round_number=1).exists()
    client.post("/admin/tournaments/bye/", {"action": "remove_byes", "_selected_action": [bye.pk]})
    assert not Bye.objects.filter(pk=bye.pk).exists()
    substitute = make_user("x3")
    client.post(
        f"/admin/tournaments/entry/{entry.pk}/change/",
        {
            "tournament": tournament.pk,
            "user": substitute.pk,
            "status": "active",
            "division": "",
            "seed": entry.seed,
        },
    )
    entry.refresh_from_db()
    assert entry.user == substitute and entry.replaced_users == [User.objects.get(username="x1").pk]


def test_admin_index_names_each_group_once(make_user) -> None:
    """Our users app and allauth's email addresses were both headed "Accounts"."""
    staff = make_user("root")
    staff.is_staff = staff.is_superuser = True
    staff.save()
    client = Client()
    client.force_login(staff)
    html = client.get("/admin/").content.decode()
    groups = re.findall(r'class="section"[^>]*>([^<]+)</a>', html)
    assert "Users, profiles and API tokens" in groups
    assert len(groups) == len(set(groups)), groups


@pytest.mark.parametrize(
    ("language", "names"),
    [
        ("en", ["Entries", "Deliveries", "Webhook deliveries", "Reply addresses", "API tokens"]),
        (
            "de",
            [
                *("Teilnahmen", "Zustellungen", "Webhook-Zustellungen", "Antwortadressen"),
                *("Partien", "Profile", "Turniere", "Freilose", "Spielereignisse"),
                "Eingegangene E-Mails",
            ],
        ),
    ],
)
def test_admin_index_spells_model_plurals(make_user, language, names) -> None:
    """Django's default plural adds an "s": "Entrys", "Deliverys", "Reply addresss"."""
    staff = make_user(f"root{language}")
    staff.is_staff = staff.is_superuser = True
    staff.save()
    client = Client(HTTP_ACCEPT_LANGUAGE=language)
    client.force_login(staff)
    html = client.get("/admin/").content.decode()
    listed = re.findall(r'<th scope="row"[^>]*>\s*<a [^>]*>([^<]+)</a>', html)
    for name in names:
        assert name in listed, (name, sorted(listed))
    for wrong in ("Entrys", "Deliverys", "Reply addresss", "Api tokens"):
        assert wrong not in html
    if language == "de":  # every name in German, the apps' headings too
        groups = re.findall(r'class="section"[^>]*>([^<]+)</a>', html)
        for english in ("Profiles", "Games", "Events", "Tournaments", "Byes", "Notifications"):
            assert english not in listed and english not in groups, english
