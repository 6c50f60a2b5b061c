"""Seeds: nobody at the table can know the deal in advance, and everyone can check it after.

A client may not choose the seed of a game with more than one person (a creator who did
could replay the engine's setup and know every hand). The server's seed is committed at the
creation (``seed_digest``), mixed with any entropy the players bring, and proven at the end
(``seed_proof``). A seed chosen on purpose is a visible "fixed seed" everyone sees before
joining.
"""

from __future__ import annotations

import hashlib
import json

import pytest

from games.models import Game, Snapshot
from tests.support.tiny_game import TINY

pytestmark = pytest.mark.django_db


def _create(client, **body):
    return client.post("/api/v1/games/", {"engine": TINY.slug, "players": 2, **body}, format="json")


def _deal(game_id: int) -> dict:
    """Everything the setup dealt (hands and the deck order)."""
    state = Game.objects.get(pk=game_id).head_state
    return {"hands": state["private"], "deck": state["secret"]["deck"]}


def test_a_client_cannot_choose_the_seed_of_a_game_with_two_people(make_user, client_for):
    ann = client_for(make_user("ann"))
    refused = _create(ann, seed=42)
    assert refused.status_code == 400, refused.content
    assert refused["Content-Type"] == "application/problem+json"
    assert refused.json()["code"] == "E_SEED_NOT_ALLOWED"
    assert "fixed_seed" in refused.json()["detail"]
    assert not Game.objects.exists()


def test_two_games_get_different_deals_from_the_server(make_user, client_for):
    ann, ben = client_for(make_user("ann")), client_for(make_user("ben"))
    ids = [_create(ann).json()["id"] for _ in range(2)]
    for game_id in ids:
        assert ben.post(f"/api/v1/games/{game_id}/join/").json()["status"] == "active"
    assert _deal(ids[0]) != _deal(ids[1])
    digests = {Game.objects.get(pk=i).seed_digest for i in ids}
    assert len(digests) == 2


def test_a_fixed_seed_is_shown_to_everyone_before_they_join(make_user, client_for):
    ann, ben = client_for(make_user("ann")), client_for(make_user("ben"))
    made = _create(ann, seed=42, fixed_seed=True)
    assert made.status_code == 201, made.content
    game_id = made.json()["id"]
    seen = ben.get(f"/api/v1/games/{game_id}/").json()  # not seated yet
    assert seen["seed_fixed"] is True and seen["seed"] == "42"
    listed = ben.get("/api/v1/games/?status=open").json()["results"]
    assert [g["seed_fixed"] for g in listed if g["id"] == game_id] == [True]
    joined = ben.post(f"/api/v1/games/{game_id}/join/").json()
    assert joined["seed_fixed"] is True and joined["seed"] == "42"
    again = _create(ann, seed=42, fixed_seed=True).json()["id"]
    ben.post(f"/api/v1/games/{again}/join/")
    assert _deal(game_id) == _deal(again)  # the same deal, in the open


def test_the_fixed_seed_is_on_the_page_and_in_the_lobby(make_user, client_for):
    from django.test import Client

    ann, ben = make_user("ann"), make_user("ben")
    game_id = _create(client_for(ann), seed=42, fixed_seed=True).json()["id"]
    browser = Client()
    browser.force_login(ben)
    assert "fixed seed" in browser.get("/games/").content.decode().lower()
    page = browser.get(f"/games/{game_id}/").content.decode()
    assert "Fixed seed 42" in page


def test_a_solo_game_may_choose_its_seed(make_user, client_for):
    ann = client_for(make_user("ann"))
    made = _create(ann, seed=42, bots=["greedy"])
    assert made.status_code == 201, made.content
    assert made.json()["seed_fixed"] is True and made.json()["seed"] == "42"


def test_the_deal_is_committed_at_the_start_and_proven_at_the_end(make_user, client_for):
    """What the README tells players to check, done here with hashlib alone."""
    users = [make_user("ann"), make_user("ben")]
    clients = [client_for(u) for u in users]
    made = _create(clients[0], entropy="ann rolled 4 2 6 1")
    game_id = made.json()["id"]
    digest = made.json()["seed_digest"]
    joined = clients[1].post(
        f"/api/v1/games/{game_id}/join/", {"entropy": "ben's coin: HTTH"}, format="json"
    )
    assert joined.status_code == 200, joined.content
    assert joined.json()["seed"] is None and joined.json()["seed_proof"] is None
    assert joined.json()["seed_digest"] == digest  # what was committed before anyone joined
    for _ in range(200):
        game = clients[0].get(f"/api/v1/games/{game_id}/").json()
        if game["status"] == "finished":
            break
        assert game["seed"] is None and game["seed_proof"] is None
        client = clients[game["to_act"][0]]
        move = client.get(f"/api/v1/games/{game_id}/legal-moves/").json()["moves"][0]
        moved = client.post(
            f"/api/v1/games/{game_id}/moves/",
            {"move": move},
            format="json",
            HTTP_IF_MATCH=f'"{game["seq"]}"',
        )
        assert moved.status_code == 201, moved.content
    assert game["status"] == "finished"
    proof = game["seed_proof"]
    assert proof["entropy"] == ["ann rolled 4 2 6 1", "ben's coin: HTTH"]
    secret = proof["secret"]
    assert len(bytes.fromhex(secret)) == 32  # 256 bits: the digest cannot be searched
    assert hashlib.sha256(f"turnserver-commit:{secret}".encode()).hexdigest() == digest
    material = json.dumps(["turnserver-seed", secret, proof["entropy"]], separators=(",", ":"))
    seed = int.from_bytes(hashlib.sha256(material.encode()).digest()[:8], "big") >> 2
    assert str(seed) == game["seed"]
    assert TINY.setup(2, {}, seed) == Snapshot.objects.get(game_id=game_id, seq=0).state
    without = json.dumps(["turnserver-seed", secret, ["", ""]], separators=(",", ":"))
    assert int.from_bytes(hashlib.sha256(without.encode()).digest()[:8], "big") >> 2 != seed


def test_a_fixed_seed_game_is_not_rated(make_user, client_for):
    """Everyone can know every card of it: its result says nothing about skill."""
    ann = client_for(make_user("ann"))
    made = _create(ann, seed=42, fixed_seed=True, rated=True)
    assert made.json()["rated"] is False
    assert _create(ann, rated=True).json()["rated"] is True
