"""The embedded default prints each email as a person reads it, never base64."""

from __future__ import annotations

import io
from email.mime.image import MIMEImage

from django.core.mail import EmailMultiAlternatives

from config.console_email import EmailBackend


def test_a_turn_email_prints_its_text_and_names_its_other_parts():
    message = EmailMultiAlternatives(
        "Dein Zug", "Du bist am Zug.\nGeld £14", "turns@localhost", ["ann@example.org"]
    )
    message.attach_alternative("<p>Du bist <b>am Zug</b></p>", "text/html")
    board = MIMEImage(b"\x89PNG\r\n" + bytes(4000), "png")
    board.add_header("Content-ID", "<board>")
    message.attach(board)
    out = io.StringIO()
    EmailBackend(stream=out).send_messages([message])
    printed = out.getvalue()
    assert "Subject: Dein Zug" in printed and "To: ann@example.org" in printed
    assert "Du bist am Zug.\nGeld £14" in printed  # the text, decoded
    assert "[text/html, " in printed and "[image/png board, 4,006 bytes]" in printed
    assert "base64" not in printed and "<b>" not in printed
