"""The platform's refusals speak the reader's language (issue 19): problem+json ``detail``
and a page's message are German for a German reader, the code stays the same, and a German
profile wins over a browser asking for English.

Expected sentences come from the German catalogue (gettext under ``override("de")``), never
from copies typed here, so a re-worded msgid does not break the test; each is also checked
to differ from its English, so an untranslated entry would fail.
"""

from __future__ import annotations

from typing import Any

import pytest
from django.test import Client
from django.utils import translation
from django.utils.translation import gettext, ngettext, pgettext

from accounts.models import Profile
from games.engines.core import get_engine
from games.services.lifecycle import game_create, game_join
from games.services.moves import game_move_submit
from games.services.undo import undo_request_create
from games.words import say
from tests.integration.helpers import start_game
from tests.support.tiny_game import TINY

pytestmark = pytest.mark.django_db


def german(msgid: str, **params: Any) -> str:
    """``msgid`` from the German catalogue, filled; it must really be German."""
    with translation.override("de"):
        said = gettext(msgid) % params
    assert said != msgid % params, f"no German for {msgid!r}"
    return said


def _detail(response: Any, code: str) -> str:
    assert response["Content-Type"].startswith("application/problem+json"), response.content
    body = response.json()
    assert body["code"] == code, body
    return str(body["detail"])


def test_api_refusals_are_german_for_accept_language_de(make_user, client_for) -> None:
    anna, ben = make_user("anna"), make_user("ben")
    game = start_game([anna, ben])
    api = client_for(anna)
    de = {"HTTP_ACCEPT_LANGUAGE": "de"}

    joined = api.post(f"/api/v1/games/{game.pk}/join/", **de)
    assert _detail(joined, "E_JOIN_REFUSED") == german(
        "Game %(game)s is already in progress.", game=game.pk
    )
    assert joined.json()["title"] == german("Conflict")

    unguarded = api.post(f"/api/v1/games/{game.pk}/moves/", {"move": {}}, format="json", **de)
    assert _detail(unguarded, "E_PRECONDITION_REQUIRED") == german(
        'Send If-Match: "<seq>" (the game\'s ETag) or an Idempotency-Key header with every '
        "move, so that a retried request can never apply a move twice."
    )
    assert unguarded.json()["title"] == german("Precondition required")

    missing = api.post(
        "/api/v1/games/999999/moves/", {"move": {}}, format="json", HTTP_IF_MATCH='"0"', **de
    )
    assert _detail(missing, "E_GAME_NOT_FOUND") == german("There is no game %(id)d.", id=999999)

    undo = api.post(f"/api/v1/games/{game.pk}/undo/", **de)
    assert _detail(undo, "E_UNDO_REFUSED") == german("You have no move to take back.")

    bots = api.post(
        "/api/v1/games/",
        {"engine": TINY.slug, "players": 2, "bots": ["random", "random"]},
        format="json",
        **de,
    )
    assert _detail(bots, "E_INVALID_OPTIONS") == german(
        "At least one seat must be left for a person."
    )

    crowded = api.post(
        "/api/v1/games/",
        {"engine": TINY.slug, "players": 2, "bots": ["random"], "invite": ["ben"]},
        format="json",
        **de,
    )
    with translation.override("de"):
        plural = ngettext(
            "Too many bots and invitations: there is only %(count)d seat besides yours.",
            "Too many bots and invitations: there are only %(count)d seats besides yours.",
            1,
        ) % {"count": 1}
    assert _detail(crowded, "E_INVALID_OPTIONS") == plural
    assert "seat" not in plural


def test_the_same_refusal_is_english_for_an_english_reader(make_user, client_for) -> None:
    anna, ben = make_user("anna"), make_user("ben")
    game = start_game([anna, ben])
    joined = client_for(anna).post(f"/api/v1/games/{game.pk}/join/", HTTP_ACCEPT_LANGUAGE="en")
    assert _detail(joined, "E_JOIN_REFUSED") == f"Game {game.pk} is already in progress."


def test_a_german_profile_wins_over_an_english_accept_language(make_user, client_for) -> None:
    anna, ben = make_user("anna"), make_user("ben")
    Profile.objects.filter(user=anna).update(language="de")
    game = start_game([anna, ben])
    undo = client_for(anna).post(f"/api/v1/games/{game.pk}/undo/", HTTP_ACCEPT_LANGUAGE="en")
    assert _detail(undo, "E_UNDO_REFUSED") == german("You have no move to take back.")


def test_a_page_refusal_is_german(make_user) -> None:
    anna, ben = make_user("anna"), make_user("ben")
    game = start_game([anna, ben])
    browser = Client(HTTP_ACCEPT_LANGUAGE="de")
    browser.force_login(anna)
    page = browser.post(f"/games/{game.pk}/undo/")
    assert page.status_code == 400
    assert german("You have no move to take back.") in page.content.decode()


def test_a_sealed_bid_hidden_in_the_history_reads_german(make_user, client_for) -> None:
    """504's sealed bid is hidden from the other seats in the history; what they see of it
    is said in their language (it fell back to the English notation)."""
    users = [make_user("anke"), make_user("bert"), make_user("carl")]
    game = game_create(user=users[0], engine="504", players=3, options={"world": "327"}, seed=7)
    for user in users[1:]:
        game_join(game_id=game.pk, user=user)
    game.refresh_from_db()
    bidder = game.to_act[0]
    game_move_submit(game_id=game.pk, user=users[bidder], move={"type": "sealed_bid", "amount": 37})
    reader = users[(bidder + 1) % 3]
    events = client_for(reader).get(f"/api/v1/games/{game.pk}/events/", HTTP_ACCEPT_LANGUAGE="de")
    assert events.status_code == 200, events.content
    bid = next(e for e in events.json()["results"] if e["seat"] == bidder)
    seen = get_engine("504").view_event({"seat": bidder, "move": {"type": "sealed_bid"}}, None)
    assert bid["text"] == say(seen["words"], "de") != say(seen["words"], "en")
    assert "37" not in str([bid[k] for k in ("move", "text", "notation", "reveals")])


def test_a_take_back_in_the_events_api_reads_german(make_user, client_for) -> None:
    """The events API's text of a take-back is its sentence in the reader's language (it
    was the stored English notation "takes back move 1")."""
    anna, ben = make_user("anna"), make_user("ben")
    game = start_game([anna, ben])
    seat = game.to_act[0]
    player = [anna, ben][seat]
    card = game.head_state["private"][seat]["hand"][0]
    game_move_submit(game_id=game.pk, user=player, move={"type": "play", "card": card})
    undo_request_create(game_id=game.pk, user=player)
    events = client_for(player).get(f"/api/v1/games/{game.pk}/events/", HTTP_ACCEPT_LANGUAGE="de")
    undo = next(e for e in events.json()["results"] if e["kind"] == "undo")
    with translation.override("de"):
        expected = pgettext("log", "{name} took back move {seq}.").format(
            name=player.username, seq=1
        )
    assert undo["text"] == expected and "takes back" not in expected


def test_a_missing_token_scope_is_refused_in_german(make_user, client_for) -> None:
    anna, ben = make_user("anna"), make_user("ben")
    game = start_game([anna, ben])
    reader = client_for(anna, scopes=["read"])
    refused = reader.post(f"/api/v1/games/{game.pk}/undo/", HTTP_ACCEPT_LANGUAGE="de")
    assert refused.status_code == 403
    expected = german("Your token lacks the '%(scope)s' scope this request needs.", scope="play")
    assert refused.json()["detail"] == expected
