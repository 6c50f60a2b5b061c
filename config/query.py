"""Query parameters read strictly: a value that is not what the schema says is a 400.

Silently reading ``?after=null`` as 0 or ``?round=x`` as "the latest" answers a question the
client did not ask; the client should learn of its mistake.
"""

from __future__ import annotations

from django.utils.translation import gettext as _
from rest_framework.exceptions import ValidationError
from rest_framework.request import Request


def whole_number(raw: str) -> int | None:
    """``"12"`` -> 12; anything else (``"null"``, ``"-1"``, ``"1.0"``, ``"²"``) -> None."""
    raw = raw.strip()
    return int(raw) if raw.isascii() and raw.isdigit() else None


def query_int(request: Request, name: str, minimum: int = 0) -> int | None:
    """The whole-number query parameter ``name`` (absent: None); 400 when it is malformed."""
    raw = request.query_params.get(name)
    if raw is None:
        return None
    value = whole_number(raw)
    if value is None or value < minimum:
        raise ValidationError(
            {name: [_("A whole number, at least %(least)d.") % {"least": minimum}]}
        )
    return value
