"""``make run``'s console email: a delivery with a board is sent as any other (the PNG
attached), and the console backend prints the text and one line for the picture, no
base64 (config/console_email.py is the console backend the settings choose)."""

from __future__ import annotations

import pytest

from notifications.email.deliveries import delivery_create, delivery_send
from notifications.email.render import Message, Picture

pytestmark = pytest.mark.django_db

BOARD = (
    '<svg xmlns="http://www.w3.org/2000/svg" width="20" height="10">'
    '<rect width="20" height="10" fill="#36c"/></svg>'
)


def test_a_board_is_one_line_on_the_console(make_user, settings, capsys) -> None:
    settings.EMAIL_BACKEND = "config.console_email.EmailBackend"
    anna = make_user("anna")
    message = Message(
        subject="Your turn",
        text="It is your turn.",
        html='<p>It is your turn.</p><img src="cid:board-1" alt="The board">',
        from_address="turns@localhost",
        reply_to="",
        headers={},
        pictures=[Picture(cid="board-1", alt="The board", svg=BOARD)],
    )
    delivery = delivery_create(
        key="console-board", kind="turn", user=anna, game=None, message=message, prefs=None
    )
    assert delivery is not None
    assert delivery_send(delivery_id=delivery.pk) == "sent"
    printed = capsys.readouterr().out
    assert "Subject: Your turn" in printed and "It is your turn." in printed
    assert "[image/png board-1.png, " in printed
    assert "base64" not in printed and "iVBOR" not in printed  # a PNG's base64 starts so
