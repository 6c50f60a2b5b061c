"""Cursor pagination: stable under inserts, cheap on large tables (no OFFSET)."""

from rest_framework.pagination import CursorPagination


class GameCursorPagination(CursorPagination):
    ordering = "-id"
    page_size = 50
    page_size_query_param = "page_size"
    max_page_size = 200
