"""German pages hold no English UI word (the Brass game page, my games, settings, events)."""

from __future__ import annotations

import re

import pytest
from django.test import Client

from accounts.models import Profile
from games.engines.core import get_engine
from games.services.lifecycle import game_create, game_join
from tests.support.english import english_in

pytestmark = pytest.mark.django_db


def visible_text(html: str) -> str:
    """What a reader sees: no scripts, styles, tags, nor the switcher's other languages."""
    html = re.sub(r"<(script|style)\b.*?</\1>", " ", html, flags=re.S)
    html = re.sub(r'<([a-z]+)[^>]*\blang="(?!de)[a-z]+"[^>]*>.*?</\1>', " ", html, flags=re.S)
    # the IANA timezone names (Europe/Berlin, US/Central) are identifiers, not words
    html = re.sub(r'<select name="timezone".*?</select>', " ", html, flags=re.S)
    text = re.sub(r"<[^>]+>", " ", html)
    return re.sub(r"&[a-z#0-9]+;", " ", text)


def test_a_german_players_pages_hold_no_english_word(make_user):
    anke, bert = make_user("anke"), make_user("bert")
    Profile.objects.filter(user=anke).update(language="de", timezone="Europe/Berlin")
    engine = get_engine("brass-birmingham")
    _players, options = next((n, o) for n, o in engine.configurations() if n >= 2)
    game = game_create(user=anke, engine=engine.slug, players=2, options=options, seed=7)
    game_join(game_id=game.pk, user=bert)
    client = Client()
    client.force_login(anke)
    names = ["anke", "bert"]
    leaks = {}
    for path in [
        f"/games/{game.pk}/",
        "/games/",
        "/accounts/settings/",
        "/events/",
        "/notifications/settings/",
        "/notifications/settings/webhooks/",
    ]:
        page = client.get(path)
        assert page.status_code == 200, path
        found = english_in(visible_text(page.content.decode()), names)
        if found:
            leaks[path] = sorted(found)
    assert not leaks, leaks
