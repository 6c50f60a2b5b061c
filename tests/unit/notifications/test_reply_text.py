"""What is left of an email reply once quotes, signatures and our marker are stripped."""

from __future__ import annotations

from notifications.email.inbound import move_text_of


def test_quoted_text_and_signatures_are_stripped():
    body = (
        "## Reply above this line ##\n"
        "play 3\n\n-- \nAda Lovelace\nSent from my phone\n\n"
        "On Mon, 2 Mar 2026 at 12:00, Turns <turns@localhost> wrote:\n> Your turn\n> draw"
    )
    assert move_text_of(body.split("\n", 1)[1]) == "play 3"
    assert move_text_of("draw\r\n\r\n> quoted\r\n") == "draw"


def test_everything_below_the_marker_is_dropped():
    assert move_text_of("play 2\n## Reply above this line with your move ##\nIt is your turn") == (
        "play 2"
    )
