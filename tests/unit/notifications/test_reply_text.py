"""What is left of an email reply once quotes, signatures and our marker are stripped."""

from __future__ import annotations

import pytest

from notifications.email.inbound import move_text_of
from notifications.email.replies import html_to_text


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


@pytest.mark.parametrize(
    ("reply", "words"),
    [
        (
            "Kredit\n\nAm Mo., 3. Nov. 2026 um 10:00 Uhr schrieb Turns <t@x.test>:\n> Du bist dran",
            "Kredit",
        ),
        (
            "pass\n\n-----Ursprüngliche Nachricht-----\nVon: Turns\nGesendet: Montag\n\nplay 1",
            "pass",
        ),
        ("pass\r\n-----Original Message-----\r\nFrom: Turns\r\nSent: Monday\r\n\r\nplay 1", "pass"),
        (
            "loan\n\n" + "_" * 32 + "\nVon: Turns <t@x.test>\nGesendet: Mo\nAn: a\n",
            "loan",
        ),
        ("network Walsall – Cannock\nViele Grüße\nAnna", "network Walsall – Cannock"),
        ("draw\n\nSent from my iPhone\n\nOn 3 Nov 2026, at 10:00, Turns wrote:\n> play 1", "draw"),
    ],
)
def test_reply_headers_of_both_languages_and_signatures_are_cut(reply: str, words: str) -> None:
    assert move_text_of(reply) == words


def test_html_quote_containers_and_outlook_blocks_are_dropped() -> None:
    gmail = (
        '<div dir="ltr">build <b>coal mine</b> in Stoke-on-Trent</div><div class="gmail_quote">'
        "On Mon, Turns wrote:<blockquote>play 1</blockquote></div>"
    )
    outlook = (
        "<html><head><style>p{margin:0}</style></head><body><p>pass</p><hr>"
        '<div id="divRplyFwdMsg"><b>From:</b> Turns</div><p>play 1</p></body></html>'
    )
    assert html_to_text(gmail).strip() == "build coal mine in Stoke-on-Trent"
    assert html_to_text(outlook).strip() == "pass"
    assert html_to_text("") == "" and html_to_text("<p></p>").strip() == ""
