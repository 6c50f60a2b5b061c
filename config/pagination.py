"""Cursor pagination for every API list: stable under inserts, cheap on large tables (no OFFSET).

A malformed ``page_size`` or ``cursor`` is the client's mistake and answers 400, never a
silent default (``page_size=null`` used to give the default page) nor a 500 (a forged cursor
whose position is not an id used to reach the database).
"""

from __future__ import annotations

from typing import Any

from django.utils.translation import gettext as _
from rest_framework.exceptions import NotFound, ValidationError
from rest_framework.pagination import Cursor, CursorPagination
from rest_framework.request import Request

from config.query import query_int, whole_number


class NewestFirstPagination(CursorPagination):
    """Newest first by id; ``?page_size=`` from 1 to 200 (larger asks get 200)."""

    ordering = "-id"
    page_size = 50
    page_size_query_param = "page_size"
    max_page_size = 200

    def get_page_size(self, request: Request) -> int:
        size = query_int(request, self.page_size_query_param, minimum=1)
        return self.page_size if size is None else min(size, self.max_page_size)

    def decode_cursor(self, request: Request) -> Cursor | None:
        try:
            cursor = super().decode_cursor(request)
        except NotFound:
            cursor = None
            bad = True
        else:
            bad = cursor is not None and not _is_id(cursor.position)
        if bad:
            raise ValidationError(
                {self.cursor_query_param: [_("Not a cursor this server gave out; use `next`.")]}
            )
        return cursor


def _is_id(position: Any) -> bool:
    return position is None or (isinstance(position, str) and whole_number(position) is not None)
