"""Replies as mail clients really send them, through the inbound SMTP server: plain text,
text and HTML, HTML alone (Outlook, Gmail, Apple Mail), with the whole turn email quoted
under the move ("On … wrote:", "Am … schrieb …:", Outlook's "From:/Von:" block and
"-----Original Message-----") and a signature. The quoted turn email lists legal moves
("play 3"), so a quote left in would be read as a different or ambiguous move."""

from __future__ import annotations

from collections.abc import Callable
from email.message import EmailMessage
from html import escape

import pytest

from games.models import Event, Submission
from games.services.submissions import submission_process
from notifications.models import InboundMessage
from notifications.sweeper import sweep
from tests.integration.helpers import start_game
from tests.integration.notifications.conftest import text_of

pytestmark = pytest.mark.django_db(transaction=True, reset_sequences=True)


def _html(turn: EmailMessage) -> str:
    part = turn.get_body(preferencelist=("html",))
    assert part is not None
    return str(part.get_content())


def plain_on_wrote(move: str, turn: EmailMessage) -> EmailMessage:
    quoted = "\n".join(f"> {line}" for line in text_of(turn).splitlines())
    return _text(f"{move}\n\nOn Mon, 3 Nov 2026 at 10:00, Turns <turns@x.test> wrote:\n{quoted}")


def plain_german_schrieb(move: str, turn: EmailMessage) -> EmailMessage:
    quoted = "\n".join(f"> {line}" for line in text_of(turn).splitlines())
    return _text(
        f"{move}\n\n-- \nAda Lovelace\nAnalytische Maschinen GmbH\n\n"
        f"Am Mo., 3. Nov. 2026 um 10:00 Uhr schrieb Turns <turns@x.test>:\n{quoted}"
    )


def plain_outlook_original(move: str, turn: EmailMessage) -> EmailMessage:
    return _text(
        f"{move}\r\n\r\n-----Original Message-----\r\nFrom: Turns <turns@x.test>\r\n"
        f"Sent: Monday, November 3, 2026 10:00 AM\r\nTo: ada\r\nSubject: Your turn\r\n\r\n"
        f"{text_of(turn)}"
    )


def multipart_thunderbird(move: str, turn: EmailMessage) -> EmailMessage:
    message = plain_on_wrote(move, turn)
    message.add_alternative(
        f"<html><body><p>{move}</p><div class='moz-cite-prefix'>On 03/11/2026 10:00, Turns "
        f"wrote:<br></div><blockquote type='cite'>{_html(turn)}</blockquote>"
        "<pre class='moz-signature'>-- \nAda</pre></body></html>",
        subtype="html",
    )
    return message


def html_gmail(move: str, turn: EmailMessage) -> EmailMessage:
    return _html_only(
        f'<div dir="ltr">{move}<br></div><br><div class="gmail_quote"><div dir="ltr" '
        'class="gmail_attr">On Mon, 3 Nov 2026 at 10:00, Turns &lt;turns@x.test&gt; wrote:'
        '<br></div><blockquote class="gmail_quote" style="margin:0 0 0 .8ex">'
        f"{_html(turn)}</blockquote></div>"
    )


def html_outlook_german(move: str, turn: EmailMessage) -> EmailMessage:
    return _html_only(
        '<html><head><style>p.MsoNormal{margin:0}</style></head><body><div class="WordSection1">'
        f'<p class="MsoNormal">{move}<o:p></o:p></p><p class="MsoNormal">&nbsp;</p>'
        '<p class="MsoNormal">Viele Grüße<br>Ada</p><div id="appendonsend"></div>'
        '<hr style="display:inline-block;width:98%"><div id="divRplyFwdMsg" dir="ltr">'
        "<b>Von:</b> Turns &lt;turns@x.test&gt;<br><b>Gesendet:</b> Montag, 3. November 2026 "
        "10:00<br><b>An:</b> ada<br><b>Betreff:</b> Your turn</div>"
        f"<div>{_html(turn)}</div></div></body></html>"
    )


def html_apple_mail(move: str, turn: EmailMessage) -> EmailMessage:
    return _html_only(
        f'<html><body dir="auto"><div dir="ltr">{move}</div><div dir="ltr"><br>'
        '<div dir="ltr">Sent from my iPhone</div><div dir="ltr"><br><blockquote type="cite">'
        "On 3 Nov 2026, at 10:00, Turns &lt;turns@x.test&gt; wrote:<br><br></blockquote>"
        f'</div><blockquote type="cite"><div dir="ltr">{_html(turn)}</div></blockquote>'
        "</div></body></html>"
    )


def _text(body: str) -> EmailMessage:
    message = EmailMessage()
    message.set_content(body)
    return message


def _html_only(markup: str) -> EmailMessage:
    message = EmailMessage()
    message.set_content(markup, subtype="html")
    return message


SHAPES: list[Callable[[str, EmailMessage], EmailMessage]] = [
    plain_on_wrote,
    plain_german_schrieb,
    plain_outlook_original,
    multipart_thunderbird,
    html_gmail,
    html_outlook_german,
    html_apple_mail,
]


@pytest.mark.parametrize("shape", SHAPES, ids=lambda s: s.__name__)
def test_a_reply_is_read_whatever_shape_the_mail_client_sent(
    shape, make_user, smtp_sink, inbound_smtp
):
    users = [make_user("ada"), make_user("bob")]
    game = start_game(users, seed=21)
    player = users[game.to_act[0]]
    sweep()
    turn = next(m for m in smtp_sink.to(player.email, "Your turn"))
    assert "play " in text_of(turn)  # the quote holds other legal moves

    reply = shape(escape("Draw"), turn)
    reply["From"], reply["To"] = player.email, str(turn["Reply-To"])
    reply["Subject"] = f"Re: {turn['Subject']}"
    inbound_smtp.send_message(reply)

    record = InboundMessage.objects.get()
    assert (record.outcome, record.move_text) == ("queued", "Draw")
    submission_process(submission_id=str(record.submission_id))
    assert Submission.objects.get().status == Submission.Status.APPLIED
    assert Event.objects.get(game=game, seq=1).move == {"type": "draw"}
