"""``GET /healthz``: can this web process serve, and what is it doing without?

200 while PostgreSQL (or the SQLite file) answers, even with Redis down: requests still
work then (throttling and caching fail open, moves wait in PostgreSQL), so a load balancer
must not take the process out. 503 when the database does not answer. The body says which
part is degraded and counts, per part and since this process started, the requests that
went on without Redis (``config.outage``): the metric to alert on.
"""

from __future__ import annotations

from django.conf import settings
from django.db import connection
from django.http import HttpRequest, JsonResponse
from django.views.decorators.cache import never_cache
from django.views.decorators.http import require_GET
from redis import Redis
from redis.backoff import NoBackoff
from redis.retry import Retry

from config import outage


def _database() -> str:
    try:
        with connection.cursor() as cursor:
            cursor.execute("SELECT 1")
    except Exception as error:  # any failure means: cannot serve
        return f"down: {error}"[:300]
    return "ok"


def _redis(url: str) -> str:
    if not url.startswith(("redis://", "rediss://", "unix://")):
        return "not used"
    timeout = settings.REDIS_TIMEOUT
    try:
        client = Redis.from_url(
            url,
            socket_connect_timeout=timeout,
            socket_timeout=timeout,
            retry=Retry(NoBackoff(), 0),
        )
        try:
            client.ping()
        finally:
            client.close()
    except Exception as error:  # reported, never raised: Redis is optional for serving
        return f"down: {error}"[:300]
    return "ok"


@never_cache
@require_GET
def healthz(request: HttpRequest) -> JsonResponse:
    database = _database()
    redis = {"cache": _redis(settings.REDIS_URL)}
    if settings.CELERY_BROKER_URL != settings.REDIS_URL:
        redis["broker"] = _redis(settings.CELERY_BROKER_URL)
    if database != "ok":
        status = "down"
    elif any(state.startswith("down") for state in redis.values()):
        status = "degraded"
    else:
        status = "ok"
    return JsonResponse(
        {
            "status": status,
            "database": database,
            "redis": redis,
            "tasks": "in-process" if settings.CELERY_TASK_ALWAYS_EAGER else "celery",
            "fail_open": outage.report(),
        },
        status=503 if status == "down" else 200,
    )
