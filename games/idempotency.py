"""``Idempotency-Key``: a retried POST gets the first response and changes nothing.

The key's row is inserted first, in the same transaction as the work: a concurrent
duplicate blocks on the unique index until the first commits, then replays its response.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable
from datetime import timedelta

from django.conf import settings
from django.db import IntegrityError, transaction
from django.utils import timezone
from django.utils.translation import gettext as _
from rest_framework.request import Request
from rest_framework.response import Response

from accounts.permissions import request_user
from config.problems import problem_exception_handler, problem_response
from games.models import IdempotencyRecord

REPLAYED_HEADERS = ("ETag", "Location")


def fingerprint(request: Request) -> str:
    body = json.dumps(request.data, sort_keys=True, default=str)
    return hashlib.sha256(f"{request.method} {request.path}\n{body}".encode()).hexdigest()


def idempotent(request: Request, view: object, work: Callable[[], Response]) -> Response:
    key = request.headers.get("Idempotency-Key")
    if not key:
        return _run(request, view, work, atomic=False)
    if len(key) > 200:
        return problem_response(
            400,
            "E_IDEMPOTENCY_KEY",
            _("Bad Idempotency-Key"),
            _("Keys are at most 200 characters."),
        )
    user, print_ = request_user(request), fingerprint(request)
    cutoff = timezone.now() - timedelta(hours=settings.IDEMPOTENCY_TTL_HOURS)
    IdempotencyRecord.objects.filter(user=user, key=key, created_at__lt=cutoff).delete()
    try:
        with transaction.atomic():
            record = IdempotencyRecord.objects.create(
                user=user, key=key, fingerprint=print_, status_code=0, body={}
            )
            response = _run(request, view, work)
            if response.status_code >= 500:
                raise _Abort(response)
            record.status_code, record.body = response.status_code, response.data
            record.headers = {h: response[h] for h in REPLAYED_HEADERS if h in response}
            record.save(update_fields=["status_code", "body", "headers"])
            return response
    except _Abort as abort:
        return abort.response
    except IntegrityError:
        record = IdempotencyRecord.objects.get(user=user, key=key)
    if record.fingerprint != print_:
        return problem_response(
            422,
            "E_IDEMPOTENCY_KEY_REUSED",
            _("Idempotency-Key reused"),
            _("This Idempotency-Key was used for a different request."),
        )
    replay = Response(record.body, status=record.status_code, headers=record.headers)
    if record.status_code >= 400:
        replay.content_type = "application/problem+json"
    replay["Idempotent-Replayed"] = "true"
    return replay


class _Abort(Exception):
    def __init__(self, response: Response) -> None:
        self.response = response


def _run(
    request: Request, view: object, work: Callable[[], Response], atomic: bool = True
) -> Response:
    """Run the work; a refusal becomes its problem response (so it can be stored).

    Under a key the work is a savepoint, so a refusal rolls back and its record stays;
    without one the services' own transactions suffice.
    """
    try:
        if not atomic:
            return work()
        with transaction.atomic():
            return work()
    except Exception as exc:  # mapped exactly as DRF would map it
        response = problem_exception_handler(exc, {"view": view, "request": request})
        if response is None:
            raise
        return response
