"""The bar: the turn email of every engine, at random positions, stands in for the game
page. Sent through a real SMTP server, it has the reader's position, the pending decision in
words, what happened since their last move in words, the board as an inline PNG with alt
text, and the moves; stripped of markup, it holds no engine-internal token. Each email is
written to test-output/emails/ (HTML beside its PNG) to be looked at."""

from __future__ import annotations

import random
import re
from email.message import EmailMessage
from pathlib import Path

import pytest
from inscriptis import get_text

from games.models import Game
from notifications.sweeper import sweep
from tests.integration.notifications.conftest import text_of
from tests.support.turn_emails import GAMES, internal_tokens, played

pytestmark = pytest.mark.django_db(transaction=True, reset_sequences=True)

OUT = Path(__file__).resolve().parents[3] / "test-output" / "emails"
#: Random moves before each position looked at: the start, early, the middle of a game
#: (Brass's introductory game lasts about 38 moves).
POSITIONS = (2, 12, 30)


def _name(slug: str, options: dict, moves: int, seed: int) -> str:
    extra = "-".join(str(v) for v in options.values())
    return re.sub(r"[^a-z0-9-]+", "-", f"{slug}-{extra}-m{moves}-s{seed}".lower())


def cases() -> list[object]:
    picker = random.Random(2026)
    return [
        pytest.param(slug, players, options, moves, seed, id=_name(slug, options, moves, seed))
        for slug, players, options in GAMES
        for moves in POSITIONS
        for seed in [picker.randrange(10**6)]
    ]


def _pictures(message: EmailMessage) -> dict[str, bytes]:
    """The email's inline PNGs by Content-ID."""
    return {
        str(part["Content-ID"]).strip("<>"): part.get_payload(decode=True)
        for part in message.walk()
        if part.get_content_type() == "image/png"
    }


@pytest.mark.parametrize(("slug", "players", "options", "moves", "seed"), cases())
def test_turn_email_stands_in_for_the_game_page(
    slug, players, options, moves, seed, make_user, smtp_sink
):
    users = [make_user(name) for name in ("ada", "bob", "cy", "dee")[:players]]
    game = played(slug, users, options, moves, seed)
    if game.status != Game.Status.ACTIVE:
        pytest.fail("the game ended before the position looked at")
    sweep()
    reader = users[game.to_act[0]]
    turn = [m for m in smtp_sink.to(reader.email, "Your turn")][-1]
    html = str(turn.get_body(preferencelist=("html",)).get_content())
    text = text_of(turn)
    pictures = _pictures(turn)
    images = re.findall(r'<img src="cid:([^"]+)" alt="([^"]+)"', html)

    name = _name(slug, options, moves, seed)
    OUT.mkdir(parents=True, exist_ok=True)
    for cid, png in pictures.items():
        kind = cid.split("-")[0]
        (OUT / f"{name}-{kind}.png").write_bytes(png)
        html = html.replace(f"cid:{cid}", f"{name}-{kind}.png")
    (OUT / f"{name}.html").write_text(html)

    assert images and {cid for cid, _alt in images} == set(pictures)
    assert all("board" in alt for _cid, alt in images)  # the alt text says what it shows
    # and what is on it: the picture's own title (the board's state, the mat's tiles left)
    assert all(re.search(r"after move \d+(, as you see it)?: \w", alt) for _c, alt in images)
    assert any(cid.startswith("board-") for cid in pictures)  # the game's board at least
    for png in pictures.values():
        assert png.startswith(b"\x89PNG") and len(png) > 5_000
    for body in (get_text(html), text):
        assert "It is your turn:" in body  # and why: the pending decision in words
        assert "Your position" in body
        assert "Your moves" in body or "legal move" in body
        if game.head_seq > 1 and any(e for e in game.events.exclude(seat=game.to_act[0])):
            assert "Since your last turn" in body
        assert internal_tokens(body) == [], name


def test_each_player_reads_the_turn_email_in_their_own_language(make_user, smtp_sink):
    from tests.integration.helpers import start_game
    from tests.integration.notifications.conftest import set_profile

    users = [make_user("ada"), make_user("bob")]
    game = start_game(users, seed=21)
    reader, other = users[game.to_act[0]], users[1 - game.to_act[0]]
    set_profile(reader, language="de")
    sweep()
    turn = smtp_sink.to(reader.email, "Du bist am Zug")[-1]
    assert "Dein Stand" in text_of(turn) and f"Hallo {reader.username}" in text_of(turn)
    assert smtp_sink.to(reader.email, "Die Partie hat begonnen")
    started = smtp_sink.to(other.email, "The game has started")[-1]
    assert f"Hello {other.username}" in text_of(started)
