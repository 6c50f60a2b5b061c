"""The API reads JSON and nothing else (forms are for the web pages, which are not DRF views).

One body format keeps the schema honest (a nested move or profile cannot be form-encoded, and a
multipart PATCH used to answer 200 while changing nothing) and a generated client simple.
"""

from __future__ import annotations

from typing import Any

from django.utils.translation import gettext as _
from rest_framework.exceptions import ParseError
from rest_framework.parsers import JSONParser

MAX_DEPTH = 32


class ApiJSONParser(JSONParser):
    """JSON nested deeper than ``MAX_DEPTH`` is a 400, like any malformed body.

    Python's decoder gives up near 1,000 levels with a RecursionError (a 500 before this);
    far less than that is already no request this API understands.
    """

    def parse(self, stream: Any, media_type: str | None = None, parser_context: Any = None) -> Any:
        try:
            data = super().parse(stream, media_type, parser_context)
        except RecursionError:
            data = None
            too_deep = True
        else:
            too_deep = depth_exceeds(data, MAX_DEPTH)
        if too_deep:
            raise ParseError(
                _("JSON nested more than %(depth)d levels deep.") % {"depth": MAX_DEPTH}
            )
        return data


def depth_exceeds(data: Any, limit: int) -> bool:
    """Whether lists and objects nest more than ``limit`` deep (walked without recursion)."""
    stack: list[tuple[Any, int]] = [(data, 1)]
    while stack:
        value, depth = stack.pop()
        if isinstance(value, dict):
            children: Any = value.values()
        elif isinstance(value, list):
            children = value
        else:
            continue
        if depth > limit:
            return True
        stack.extend((child, depth + 1) for child in children)
    return False
