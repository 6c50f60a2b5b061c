"""OpenAPI post-processing: every operation documents its problem-details error responses,
the live stream (a plain async Django view, which drf-spectacular cannot see) is listed, and
the engines' move schemas become the ``Move`` components (config/move_schema.py)."""

from __future__ import annotations

from typing import Any

from config.move_schema import move_components

PROBLEM_SCHEMA: dict[str, Any] = {
    "type": "object",
    "properties": {
        "type": {"type": "string"},
        "title": {"type": "string"},
        "status": {"type": "integer"},
        "detail": {"type": "string"},
        "code": {"type": "string"},
    },
    "required": ["type", "title", "status", "detail", "code"],
}
ERROR_STATUSES = {
    "400": "Malformed request",
    "401": "Not authenticated",
    "403": "Not allowed (scope, seat or turn)",
    "404": "Not found",
    "405": "Method not allowed",
    "406": "Not acceptable",
    "409": "Conflict (stale sequence, game state)",
    "415": "Unsupported media type",
    "422": "Illegal move or unprocessable request",
    "429": "Throttled (see Retry-After)",
}


BODY_STATUSES = {"413": "Request body too large"}
# Operations that refuse a request without If-Match or Idempotency-Key (RFC 6585).
PRECONDITION_REQUIRED = {"games_moves_create": "Send If-Match or Idempotency-Key"}


def add_problem_responses(result: dict[str, Any], **kwargs: Any) -> dict[str, Any]:
    result.setdefault("components", {}).setdefault("schemas", {})["Problem"] = PROBLEM_SCHEMA
    ref = {"$ref": "#/components/schemas/Problem"}
    for path in result.get("paths", {}).values():
        for operation in path.values():
            statuses = dict(ERROR_STATUSES)
            if "requestBody" in operation:
                statuses.update(BODY_STATUSES)
            if operation.get("operationId") in PRECONDITION_REQUIRED:
                statuses["428"] = PRECONDITION_REQUIRED[operation["operationId"]]
            responses = operation.setdefault("responses", {})
            for status, description in statuses.items():
                responses.setdefault(
                    status,
                    {
                        "description": description,
                        "content": {"application/problem+json": {"schema": ref}},
                    },
                )
    return result


def add_move_schemas(result: dict[str, Any], **kwargs: Any) -> dict[str, Any]:
    result.setdefault("components", {}).setdefault("schemas", {}).update(move_components())
    return result


STREAM_PATH = "/api/v1/games/{game_id}/stream/"
STREAM_OPERATION: dict[str, Any] = {
    "operationId": "games_stream",
    "summary": "Live events of a game (server-sent events)",
    "description": (
        "A `text/event-stream` of the game's history entries (the shape of `events/`), each "
        "redacted for the caller's seat (a spectator's view for others), with `id: <seq>`. "
        "Reconnect with `Last-Event-ID` (or `?after=<seq>`) to receive what was missed; a "
        "comment line is sent as a heartbeat; `event: end` closes the stream when the game "
        "is over. Under a WSGI server the response ends after the missed events or a short "
        "wait, and EventSource reconnects."
    ),
    "tags": ["games"],
    "parameters": [
        {"in": "path", "name": "game_id", "required": True, "schema": {"type": "integer"}},
        {"in": "query", "name": "after", "required": False, "schema": {"type": "integer"}},
        {"in": "header", "name": "Last-Event-ID", "required": False, "schema": {"type": "string"}},
    ],
    "security": [{"tokenAuth": []}, {"cookieAuth": []}],
    "responses": {
        "200": {
            "description": "The event stream",
            "content": {"text/event-stream": {"schema": {"type": "string"}}},
        }
    },
}


def add_stream_operation(result: dict[str, Any], **kwargs: Any) -> dict[str, Any]:
    result.setdefault("paths", {})[STREAM_PATH] = {"get": STREAM_OPERATION}
    return result
