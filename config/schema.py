"""OpenAPI post-processing: every operation documents its problem-details error responses."""

from __future__ import annotations

from typing import Any

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


def add_problem_responses(result: dict[str, Any], **kwargs: Any) -> dict[str, Any]:
    result.setdefault("components", {}).setdefault("schemas", {})["Problem"] = PROBLEM_SCHEMA
    ref = {"$ref": "#/components/schemas/Problem"}
    for path in result.get("paths", {}).values():
        for operation in path.values():
            responses = operation.setdefault("responses", {})
            for status, description in ERROR_STATUSES.items():
                responses.setdefault(
                    status,
                    {
                        "description": description,
                        "content": {"application/problem+json": {"schema": ref}},
                    },
                )
    return result
