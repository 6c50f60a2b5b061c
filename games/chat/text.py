"""What a message may hold: plain text, trimmed, at most CHAT_MAX_LENGTH characters.

Messages are stored as typed and escaped wherever they are shown (pages, emails, webhook
payloads); nothing in them is ever rendered as HTML or followed as a link by the server.
Control characters (other than line breaks and tabs) and the bidirectional overrides that
can make text read differently from what it holds are dropped.
"""

from __future__ import annotations

import re
import unicodedata

from django.conf import settings
from django.utils.translation import gettext as _

from games.chat.errors import ChatEmpty, ChatTooLong

BIDI_CONTROLS = set("\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u200e\u200f")
_BLANK_LINES = re.compile(r"\n{3,}")


def _kept(ch: str) -> bool:
    if ch in "\n\t":
        return True
    return ch not in BIDI_CONTROLS and unicodedata.category(ch) not in ("Cc", "Cs")


def clean_text(raw: str) -> str:
    """The message as stored; raises ChatEmpty or ChatTooLong."""
    text = unicodedata.normalize("NFC", raw).replace("\r\n", "\n").replace("\r", "\n")
    text = "".join(ch for ch in text if _kept(ch))
    text = "\n".join(line.rstrip() for line in text.split("\n"))
    text = _BLANK_LINES.sub("\n\n", text).strip()
    if not text:
        raise ChatEmpty(_("The message is empty."))
    limit = settings.CHAT_MAX_LENGTH
    if len(text) > limit:
        raise ChatTooLong(
            _("The message is %(length)d characters long; the limit is %(limit)d.")
            % {"length": len(text), "limit": limit},
            length=len(text),
            limit=limit,
        )
    return text
