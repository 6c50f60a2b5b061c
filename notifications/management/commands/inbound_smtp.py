"""Run the inbound SMTP server that turns email replies into moves (self-hosting).

Point the MX of INBOUND_EMAIL_DOMAIN (or a relay) at it; providers use the anymail
inbound webhook instead (/anymail/<esp>/inbound/).
"""

from __future__ import annotations

import signal
import threading
from typing import Any

from django.core.management.base import BaseCommand

from notifications.email.smtp_server import controller


class Command(BaseCommand):
    help = "Receive email replies over SMTP (aiosmtpd) and queue their moves."

    def add_arguments(self, parser: Any) -> None:
        # Loopback unless told otherwise: a relay or MX on this host forwards to it.
        parser.add_argument("--host", default="127.0.0.1", help="0.0.0.0 listens on all")
        parser.add_argument("--port", type=int, default=2525)

    def handle(self, *args: Any, **options: Any) -> None:
        server = controller(options["host"], options["port"])
        server.start()
        self.stdout.write(f"Inbound SMTP on {options['host']}:{options['port']}")
        stop = threading.Event()
        signal.signal(signal.SIGTERM, lambda *_: stop.set())
        signal.signal(signal.SIGINT, lambda *_: stop.set())
        stop.wait()
        server.stop()
