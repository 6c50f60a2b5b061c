"""Standard Webhooks signatures: webhook-id, webhook-timestamp, webhook-signature.

Signing uses the ``standardwebhooks`` library itself, so any receiver's Standard Webhooks
library verifies what is sent. During a secret rotation the message carries one ``v1,``
signature per secret still valid (space-separated), so receivers may switch at leisure.
"""

from __future__ import annotations

import base64
import secrets
from collections.abc import Iterable
from datetime import datetime

from standardwebhooks import Webhook

PREFIX = "whsec_"


def secret_new() -> str:
    """A fresh 32-byte secret in the Standard Webhooks form ``whsec_<base64>``."""
    return PREFIX + base64.b64encode(secrets.token_bytes(32)).decode("ascii")


def signature_headers(
    *, msg_id: str, timestamp: datetime, body: str, secrets_in_use: Iterable[str]
) -> dict[str, str]:
    signatures = [Webhook(s).sign(msg_id, timestamp, body) for s in secrets_in_use]
    return {
        "webhook-id": msg_id,
        "webhook-timestamp": str(int(timestamp.timestamp())),
        "webhook-signature": " ".join(signatures),
    }
