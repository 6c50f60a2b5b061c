"""Tournament refusals in the reader's language (issue 19): a field the format cannot pair,
refused at the start and kept as the tournament's problem when it pauses itself, reads
German for a German reader and English for an English one, though the problem is stored
once by a task with no reader. Sentences come from the German catalogue."""

from __future__ import annotations

import json

import pytest
from django.utils import translation
from django.utils.translation import gettext

from tests.integration.tournaments.test_organiser import make_tournament
from tournaments.errors import unpairable
from tournaments.formats.refusal import FormatRefusal
from tournaments.models import Tournament

pytestmark = pytest.mark.django_db

SEATED = "%(count)d players cannot be seated at tables of %(size)d or more."


def _said(language: str, round_number: int, count: int, size: int) -> str:
    with translation.override(language):
        reason = gettext(SEATED) % {"count": count, "size": size}
        return gettext("Round %(round)d cannot be paired: %(reason)s") % {
            "round": round_number,
            "reason": reason,
        }


def test_an_unpairable_start_is_refused_in_german(make_user, client_for) -> None:
    org = client_for(make_user("tiny"), scopes=["read", "organise"])
    tid = make_tournament(
        org,
        [make_user("q1"), make_user("q2")],
        client_for,
        kind="round_robin",
        config={"table": {"preferred": 3, "min": 3, "max": 3}},
    )
    refused = org.post(f"/api/v1/tournaments/{tid}/start/", HTTP_ACCEPT_LANGUAGE="de")
    assert refused.json()["code"] == "E_UNPAIRABLE"
    assert refused.json()["detail"] == _said("de", 1, 2, 3) != _said("en", 1, 2, 3)


def test_a_stored_problem_is_said_in_each_readers_language(make_user, client_for) -> None:
    org = make_user("org")
    refusal = unpairable(4, FormatRefusal(SEATED, count=2, size=3))
    tournament = Tournament.objects.get(
        pk=make_tournament(client_for(org, scopes=["read", "organise"]), [], client_for)
    )
    tournament.problem = json.dumps(refusal.details["problem"])
    tournament.save(update_fields=["problem"])
    reader = client_for(make_user("reader"), scopes=["read"])
    for language in ("de", "en"):
        shown = reader.get(f"/api/v1/tournaments/{tournament.pk}/", HTTP_ACCEPT_LANGUAGE=language)
        assert shown.json()["problem"] == _said(language, 4, 2, 3)
    tournament.problem = "An older problem, stored as a sentence."
    assert tournament.problem_text == tournament.problem
