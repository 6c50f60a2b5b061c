"""A public event is read by anyone from a shared link (the event, entries, rounds with
their tables, standings, the CSV); a private one only by its organiser and players, and to
everyone else it does not exist. Writes still need a signed-in organiser or player."""

from __future__ import annotations

import pytest
from rest_framework.test import APIClient

from tests.integration.tournaments.test_organiser import make_tournament

pytestmark = pytest.mark.django_db
READS = ("", "entries/", "rounds/", "rounds/1/", "standings/", "standings.csv")


def started(make_user, client_for, **fields) -> tuple[int, object]:
    org = client_for(make_user("org"), scopes=["read", "organise"])
    people = [make_user(f"p{i}{fields.get('name', '')[:2]}") for i in range(6)]
    tid = make_tournament(org, people, client_for, **fields)
    assert org.post(f"/api/v1/tournaments/{tid}/start/").status_code == 200
    return tid, people


def test_anyone_reads_a_public_event(make_user, client_for):
    tid, _ = started(make_user, client_for)
    anonymous = APIClient()
    for read in READS:
        answer = anonymous.get(f"/api/v1/tournaments/{tid}/{read}")
        assert answer.status_code == 200, (read, answer.content)
    rounds = anonymous.get(f"/api/v1/tournaments/{tid}/rounds/").json()
    assert len(rounds[0]["tables"]) == 2
    assert [t["id"] for t in anonymous.get("/api/v1/tournaments/").json()["results"]] == [tid]
    refused = anonymous.post(f"/api/v1/tournaments/{tid}/pause/")
    assert refused.status_code == 401


def test_a_private_event_is_read_by_its_organiser_and_players_only(make_user, client_for):
    tid, people = started(make_user, client_for, name="Club night", is_public=False)
    stranger = client_for(make_user("stranger"), scopes=["read"])
    for reader in (APIClient(), stranger):
        for read in READS:
            answer = reader.get(f"/api/v1/tournaments/{tid}/{read}")
            assert answer.status_code == 404, (read, answer.status_code)
        assert reader.get("/api/v1/tournaments/").json()["results"] == []
    player = client_for(people[0], scopes=["read"])
    assert player.get(f"/api/v1/tournaments/{tid}/standings/").status_code == 200
    assert player.get("/api/v1/tournaments/").json()["results"][0]["is_public"] is False


def test_a_table_game_says_which_event_round_and_table_it_is(make_user, client_for):
    from django.test import Client

    from tournaments.models import Table

    tid, _ = started(make_user, client_for, name="Winter cup")
    table = Table.objects.get(round__tournament_id=tid, number=2)
    player = table.seats.first().entry.user
    game = client_for(player, scopes=["read"]).get(f"/api/v1/games/{table.game_id}/").json()
    assert game["event"] == {
        "event": "Winter cup",
        "round": 1,
        "table": 2,
        "url": f"/events/{tid}/rounds/1/",
    }
    browser = Client()
    browser.force_login(player)
    page = browser.get(f"/games/{table.game_id}/").content.decode()
    assert f'<a href="/events/{tid}/rounds/1/">Winter cup, round 1, table 2</a>' in page


def test_a_decided_table_lists_its_players_by_place(make_user, client_for):
    """The round page reads as the result: first place first, not in seat order."""
    from django.test import Client

    from accounts.models import User
    from tournaments.models import Table
    from tournaments.services.tables import table_adjudicate

    tid, _ = started(make_user, client_for, name="Spring cup")
    table = Table.objects.get(round__tournament_id=tid, number=1)
    seated = sorted(table.seats.all(), key=lambda s: s.seat)
    ranks = list(range(len(seated), 0, -1))  # the last seat wins
    table_adjudicate(
        tournament_id=tid, table_id=table.pk, user=User.objects.get(username="org"), ranks=ranks
    )
    page = Client().get(f"/events/{tid}/rounds/1/").content.decode()
    card = page[page.index("Table 1") : page.index("Open the game of table 1")]
    names = [s.entry.user.username for s in reversed(seated)]
    assert [card.index(n) for n in names] == sorted(card.index(n) for n in names)
