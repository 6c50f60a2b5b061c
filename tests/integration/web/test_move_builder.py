"""The move builder through Django's test client (the page without script follows the same
choices as links): each step asks in the game's words, the last one previews the move and
confirms it, a spectator is told it is not their turn."""

from __future__ import annotations

import json
import re

import pytest
from django.test import Client

from games.engines.core import get_engine
from games.models import Game
from games.web import pages
from tests.browser.flow import start

pytestmark = pytest.mark.django_db


def signed_in(user) -> Client:
    client = Client()
    client.force_login(user)
    return client


def legend(html: str) -> str:
    found = re.search(r"<legend>([^<]*)</legend>", html)
    return found.group(1) if found else ""


def test_a_brass_build_asked_step_by_step_then_confirmed(make_user):
    users = [make_user("ann"), make_user("bob")]
    game = start("brass-birmingham", users, {}, seed=7)
    seat = game.to_act[0]
    client = signed_in(users[seat])
    page = client.get(f"/games/{game.pk}/").content.decode()
    assert legend(page) == "Action" and ">Build</button>" in page and ">Loan</button>" in page
    engine = get_engine(game.engine)
    move = next(m for m in engine.legal_moves(game.head_state, seat) if m["type"] == "build")
    chain = pages.move_chain(game, users[seat], move)
    assert [s.question for s in chain][:3] == ["Action", "Where?", "Which industry?"]
    picks: list[str] = []
    for step in chain:
        html = client.get(f"/games/{game.pk}/builder/", {"pick": picks}).content.decode()
        if f'value="k:{step.key}"' in html:
            assert step.label in html
        picks.append(f"k:{step.key}")
    done = client.get(f"/games/{game.pk}/", {"pick": picks}).content.decode()
    text = pages.builder_context(game, users[seat], picks)["builder"].text
    assert f"Confirm: {text}" in done and "The board after this move is shown" in done
    sent = re.search(r'name="move" value="([^"]+)"', done).group(1).replace("&quot;", '"')
    assert json.loads(sent) == move
    client.post(f"/games/{game.pk}/move/", {"move": sent, "seq": game.head_seq})
    assert Game.objects.get(pk=game.pk).head_seq == game.head_seq + 1


def test_a_board_place_narrows_to_its_moves(make_user):
    users = [make_user("ann"), make_user("bob")]
    game = start("brass-birmingham", users, {}, seed=7)
    seat = game.to_act[0]
    builds = [m for m in get_engine(game.engine).legal_moves(game.head_state, seat)]
    builds = [m for m in builds if m["type"] == "build"]
    where = max(
        {m["location"] for m in builds},
        key=lambda w: len({m["industry"] for m in builds if m["location"] == w}),
    )
    html = (
        signed_in(users[seat])
        .get(f"/games/{game.pk}/builder/", {"pick": ["k:build", f"p:{where}"]})
        .content.decode()
    )
    industries = {m["industry"] for m in builds if m["location"] == where}
    assert legend(html) == ("Which industry?" if len(industries) > 1 else "Which card?")
    assert f'data-picks="k:build p:{where} k:{where}' in html


def test_the_builder_is_only_for_the_player_to_move(make_user):
    users = [make_user("ann"), make_user("bob")]
    game = start("brass-birmingham", users, {}, seed=7)
    other = users[1 - game.to_act[0]]
    answer = signed_in(other).get(f"/games/{game.pk}/builder/").content.decode()
    assert "It is not your turn." in answer
    assert "It is not your turn." in Client().get(f"/games/{game.pk}/builder/").content.decode()
