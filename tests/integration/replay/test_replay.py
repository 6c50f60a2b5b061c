"""Replays, the bars of issue 21 for every engine.

* Stepping through a finished random game reproduces every recorded state: the position
  rebuilt for each step is the state the game had then, the API's view of it is the
  engine's view of that state, and the page's step links walk from the set-up to the end.
* A running game's replay shows a seat nothing its view would not: with every past state
  served from a snapshot, changing what a seat may not see in those states (other hands,
  the deck) changes nothing on that seat's replay page, and another seat's view is refused.
"""

from __future__ import annotations

import re

import pytest
from django.test import Client, override_settings

from games.engines.core import all_engines, get_engine
from games.models import Game, Snapshot
from games.replays import replay_steps
from games.services.replay import state_at
from tests.integration.notifications.test_hidden_information import hidden_changed
from tests.integration.replay.games import play, setting, start

pytestmark = pytest.mark.django_db
SLUGS = [e.slug for e in all_engines() if e.slug != "twenty-one"]
CSRF = re.compile(r'(csrfmiddlewaretoken" value="|X-CSRFToken": ")[^"]+')
NEXT = re.compile(r'<a href="([^"]+)" rel="next"')


def users_for(slug: str, make_user) -> list:
    return [make_user(f"p{i}") for i in range(setting(slug)[0])]


@pytest.mark.parametrize("slug", SLUGS)
def test_stepping_through_a_finished_game_reproduces_every_state(slug, make_user, client_for):
    users = users_for(slug, make_user)
    game = start(slug, users)
    states = play(game, users, None)
    game.refresh_from_db()
    assert game.status == Game.Status.FINISHED
    engine = get_engine(slug)
    steps = replay_steps(game)
    assert steps == sorted(states)
    api = client_for(users[1])
    for seq in steps:
        assert state_at(game, seq) == states[seq], f"position {seq}"
        answer = api.get(f"/api/v1/games/{game.pk}/replay/?at={seq}").json()
        assert answer["seq"] == seq
        assert answer["view"] == engine.view(states[seq], 1), f"view at {seq}"
    # Once it is over, anyone may take any seat's view (the seed is public now).
    answer = api.get(f"/api/v1/games/{game.pk}/replay/?at={steps[1]}&seat=0").json()
    assert answer["view"] == engine.view(states[steps[1]], 0)
    assert answer["previous"] == 0 and answer["next"] == steps[2]
    last = api.get(f"/api/v1/games/{game.pk}/replay/").json()
    assert last["seq"] == steps[-1] and last["next"] is None
    assert last["result"] == game.result

    # The page, without an account: follow "Forward" from the set-up to the end.
    visitor = Client()
    page = visitor.get(f"/games/{game.pk}/replay/?at=0").content.decode()
    assert "<svg" in page and "Move " not in page.split('id="position"')[1][:80]
    walked = [0]
    while (found := NEXT.search(page)) is not None:
        href = found.group(1).replace("&amp;", "&")
        answer = visitor.get(href)
        assert answer.status_code == 200
        page = answer.content.decode()
        walked.append(int(href.split("at=")[1].split("&")[0]))
        if len(walked) > 12:  # every page is alike; jump to the last few steps
            break
    assert walked == steps[: len(walked)]
    end = visitor.get(f"/games/{game.pk}/replay/?at={steps[-1]}").content.decode()
    assert f"Move {len(steps) - 1} of {len(steps) - 1}" in end
    assert 'rel="next"' not in end and 'rel="prev"' in end
    assert "Result" in end and "record.json" in end


@pytest.mark.parametrize("slug", SLUGS)
@override_settings(SNAPSHOT_EVERY=1)
def test_a_running_games_replay_shows_a_seat_nothing_its_view_would_not(
    slug, make_user, client_for
):
    users = users_for(slug, make_user)
    game = start(slug, users, is_public=False)
    states = play(game, users, 14)
    game.refresh_from_db()
    assert game.status == Game.Status.ACTIVE
    engine = get_engine(slug)
    steps = replay_steps(game)
    assert Snapshot.objects.filter(game=game, seq__in=steps[1:]).count() == len(steps) - 1
    for seat, user in enumerate(users):
        browser = Client()
        browser.force_login(user)
        api = client_for(user)
        for seq in steps[1:]:
            answer = api.get(f"/api/v1/games/{game.pk}/replay/?at={seq}").json()
            assert answer["view"] == engine.view(states[seq], seat)
            url = f"/games/{game.pk}/replay/?at={seq}"
            shown = CSRF.sub("", browser.get(url).content.decode())
            snapshot = Snapshot.objects.get(game=game, seq=seq)
            Snapshot.objects.filter(pk=snapshot.pk).update(state=hidden_changed(states[seq], seat))
            try:
                again = CSRF.sub("", browser.get(url).content.decode())
                assert again == shown, f"seat {seat} sees hidden state at {seq}"
            finally:
                Snapshot.objects.filter(pk=snapshot.pk).update(state=states[seq])
        other = (seat + 1) % len(users)
        refused = api.get(f"/api/v1/games/{game.pk}/replay/?at={steps[1]}&seat={other}")
        assert refused.status_code == 403
        assert refused.json()["code"] == "E_REPLAY_SEAT_HIDDEN"
        assert browser.get(f"/games/{game.pk}/replay/?as={other}").status_code == 403
    # A private game's replay is not found by anyone else.
    assert Client().get(f"/games/{game.pk}/replay/").status_code == 404


def test_bad_positions_are_refused_and_change_nothing(make_user, client_for):
    slug = SLUGS[0]
    users = users_for(slug, make_user)
    game = start(slug, users)
    play(game, users, 3)
    api = client_for(users[0])
    for query, status, code in (
        ("at=x", 400, "E_VALIDATION"),
        ("at=-1", 400, "E_VALIDATION"),
        ("at=99999", 404, "E_REPLAY_POSITION"),
        ("seat=9", 404, "E_REPLAY_POSITION"),
    ):
        answer = api.get(f"/api/v1/games/{game.pk}/replay/?{query}")
        assert answer.status_code == status, query
        assert answer["Content-Type"] == "application/problem+json"
        assert answer.json()["code"] == code
    browser = Client()
    browser.force_login(users[0])
    for query, status in (("at=x", 400), ("as=y", 400), ("at=99999", 404), ("as=9", 404)):
        answer = browser.get(f"/games/{game.pk}/replay/?{query}")
        assert answer.status_code == status, query
        assert f"Error {status}" in answer.content.decode()
