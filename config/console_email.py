"""The embedded default's email: each message printed as a person would read it.

Django's console backend prints the raw MIME message, so one turn email with its board
picture fills the terminal of ``make run`` with base64. This prints the headers that
matter, the plain-text body, and one line per other part (the HTML alternative, the
inline board picture) with its type and size; nothing is sent anywhere.
"""

from __future__ import annotations

from email.message import EmailMessage as MimeMessage
from typing import Any

from django.core.mail.backends.console import EmailBackend as ConsoleBackend

RULE = "-" * 79


class EmailBackend(ConsoleBackend):
    def write_message(self, message: Any) -> None:
        mime = message.message()
        lines = [
            f"{name}: {mime[name]}" for name in ("From", "To", "Reply-To", "Subject") if mime[name]
        ]
        body, others = "", []
        for part in mime.walk() if mime.is_multipart() else [mime]:
            if part.is_multipart():
                continue
            kind = part.get_content_type()
            if kind == "text/plain" and not body and not part.get_filename():
                body = _text(part)
            else:
                size = len(part.get_payload(decode=True) or b"")
                name = part.get_filename() or part.get("Content-ID", "").strip("<>")
                others.append(f"[{kind}{' ' + name if name else ''}, {size:,} bytes]")
        self.stream.write("\n".join([*lines, "", body.rstrip(), *others, RULE, ""]) + "\n")


def _text(part: MimeMessage | Any) -> str:
    payload = part.get_payload(decode=True)
    if not isinstance(payload, bytes):
        return ""
    return payload.decode(part.get_content_charset() or "utf-8", errors="replace")
