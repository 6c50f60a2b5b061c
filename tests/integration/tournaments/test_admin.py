"""The Django admin lists every tournament model and runs the organiser actions through the
services."""

from __future__ import annotations

import pytest
from django.test import Client

from tournaments.models import Tournament
from tournaments.services.registration import entry_register
from tournaments.services.rounds import tournament_start
from tournaments.services.setup import tournament_create

pytestmark = pytest.mark.django_db


def test_admin_pages_and_pause_resume_actions(make_user) -> None:
    staff = make_user("admin")
    staff.is_staff = staff.is_superuser = True
    staff.save()
    tournament = tournament_create(
        organiser=staff, name="Admin cup", engine="twenty-one", kind="swiss",
        config={"table": {"preferred": 2, "min": 2, "max": 2}, "rounds": 1})
    for name in ("x1", "x2"):
        entry_register(tournament_id=tournament.pk, user=make_user(name))
    client = Client()
    client.force_login(staff)
    for model in ("tournament", "entry", "round", "table", "bye", "playerrating",
                  "ratingchange"):
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
