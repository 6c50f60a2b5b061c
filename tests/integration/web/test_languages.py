"""The reader's language: the profile's, else the browser's (switcher cookie, Accept-Language),
else English; API sentences follow it and codes do not."""

from __future__ import annotations

import pytest
from django.test import Client

from accounts.models import Profile
from tests.integration.helpers import start_game

pytestmark = pytest.mark.django_db


def _page(client: Client, path: str = "/accounts/login/", **headers: str) -> str:
    response = client.get(path, **headers)
    assert response.status_code == 200
    return response.content.decode()


def test_anonymous_gets_the_browsers_language_and_english_otherwise():
    client = Client()
    german = client.get("/accounts/login/", HTTP_ACCEPT_LANGUAGE="de-DE,de;q=0.9,en;q=0.5")
    assert german["Content-Language"] == "de"
    assert "Anmelden" in german.content.decode() and "Sign up" not in german.content.decode()
    assert "Sign up" in _page(client, HTTP_ACCEPT_LANGUAGE="fr")  # not spoken here: English
    assert "Sign up" in _page(client)


def test_the_switcher_works_for_anonymous_visitors_and_returns_to_the_page():
    client = Client()
    switched = client.post("/i18n/setlang/", {"language": "de", "next": "/events/"})
    assert switched.status_code == 302 and switched["Location"] == "/events/"
    assert "Veranstaltungen" in _page(client, "/events/", HTTP_ACCEPT_LANGUAGE="en")
    client.post("/i18n/setlang/", {"language": "en", "next": "/events/"})
    assert "Tournaments and leagues" in _page(client, "/events/", HTTP_ACCEPT_LANGUAGE="de")


def test_the_switcher_names_each_language_in_that_language():
    """A German reader looking for English finds "English", not "Englisch" (and back)."""
    german = _page(Client(), HTTP_ACCEPT_LANGUAGE="de")
    english = _page(Client(), HTTP_ACCEPT_LANGUAGE="en")
    for page in (german, english):
        assert 'lang="en" class="link">English<' in page or 'lang="en">English<' in page
        assert 'lang="de" class="link">Deutsch<' in page or 'lang="de">Deutsch<' in page
    assert "Englisch" not in german


def test_a_profile_language_wins_over_the_browser_and_the_switcher_stores_it(make_user):
    user = make_user("anke")
    client = Client()
    client.force_login(user)
    assert "Sign out" in _page(client, "/games/")
    Profile.objects.filter(user=user).update(language="de")
    assert "Abmelden (anke)" in _page(client, "/games/", HTTP_ACCEPT_LANGUAGE="en")
    client.post("/i18n/setlang/", {"language": "en", "next": "/games/"})
    assert Profile.objects.get(user=user).language == "en"
    assert "Sign out (anke)" in _page(client, "/games/", HTTP_ACCEPT_LANGUAGE="de")


def test_the_settings_page_sets_the_language(make_user):
    user = make_user("anke")
    client = Client()
    client.force_login(user)
    form = _page(client, "/accounts/settings/")
    assert 'name="language"' in form and ">Deutsch<" in form
    profile = Profile.objects.get(user=user)
    data = {
        "save_profile": "1",
        "language": "de",
        "timezone": "Europe/Berlin",
        "email_mode": profile.email_mode,
        "digest_hour": "8",
        "reminders": "24",
    }
    assert client.post("/accounts/settings/", data).status_code == 200
    profile.refresh_from_db()
    assert (profile.language, profile.timezone) == ("de", "Europe/Berlin")


def test_patch_me_sets_the_language_and_refuses_an_unknown_one(make_user, client_for):
    user = make_user("anke")
    api = client_for(user)
    done = api.patch("/api/v1/me/", {"profile": {"language": "de"}}, format="json")
    assert done.status_code == 200 and done.json()["profile"]["language"] == "de"
    refused = api.patch("/api/v1/me/", {"profile": {"language": "xx"}}, format="json")
    assert refused.status_code == 400 and refused.json()["code"] == "E_VALIDATION"
    assert Profile.objects.get(user=user).language == "de"
    assert api.patch("/api/v1/me/", {"profile": {"language": ""}}, format="json").status_code == 200
    assert Profile.objects.get(user=user).language == ""


def test_api_sentences_follow_the_profile_and_codes_stay(make_user, client_for):
    users = [make_user("anke"), make_user("bert")]
    game = start_game(users)
    idle = users[1 - game.to_act[0]]
    Profile.objects.filter(user=idle).update(language="de")
    api = client_for(idle)
    move = {"move": {"type": "draw"}}
    german = api.post(f"/api/v1/games/{game.pk}/moves/", move, format="json", HTTP_IF_MATCH='"0"')
    assert german.json()["code"] == "E_NOT_YOUR_TURN"
    assert german["Content-Language"] == "de"
    assert german.json()["detail"] == f"Du bist in Partie {game.pk} nicht am Zug."
    Profile.objects.filter(user=idle).update(language="en")
    english = api.post(
        f"/api/v1/games/{game.pk}/moves/",
        move,
        format="json",
        HTTP_ACCEPT_LANGUAGE="de",
        HTTP_IF_MATCH='"0"',
    )
    assert english.json()["code"] == "E_NOT_YOUR_TURN"
    assert english.json()["detail"] == f"It is not your turn at game {game.pk}."


def test_problem_titles_and_sentences_follow_the_language_and_codes_stay(make_user):
    from rest_framework.test import APIClient

    client = APIClient()
    german = client.get("/api/v1/games/999999/", HTTP_ACCEPT_LANGUAGE="de")
    english = client.get("/api/v1/games/999999/")
    assert german.json()["code"] == english.json()["code"]
    assert german.json()["title"] != english.json()["title"]
    missing = client.get("/api/v1/no-such-thing/", HTTP_ACCEPT_LANGUAGE="de").json()
    assert (missing["code"], missing["title"]) == ("E_NOT_FOUND", "Nicht gefunden")
