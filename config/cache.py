"""Django's Redis cache, failing open: with Redis down a lookup is a miss and a write is dropped.

The cache holds nothing that must survive (throttle histories, the sweep's lock), so an
unreachable Redis must not turn every request into a 500. Throttling lets requests through
while Redis is away (its history reads as empty); ``add`` answers False, so a lock is not
taken and the work it guards waits for the next run. Each such request is counted
(``config.outage``, shown by ``/healthz``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

from django.core.cache.backends.redis import RedisCache, RedisCacheClient
from redis.exceptions import ConnectionError as RedisConnectionError
from redis.exceptions import TimeoutError as RedisTimeoutError

from config import outage

PART = "cache"
UNREACHABLE = (RedisConnectionError, RedisTimeoutError, OSError)
T = TypeVar("T")


def _fail_open(call: Callable[[], T], fallback: T) -> T:
    if outage.should_skip(PART):
        outage.skipped(PART)
        return fallback
    try:
        result = call()
    except UNREACHABLE as error:
        outage.failed(PART, error)
        return fallback
    outage.succeeded(PART)
    return result


class FailOpenRedisCacheClient(RedisCacheClient):
    def add(self, key: Any, value: Any, timeout: Any) -> bool:
        return _fail_open(lambda: RedisCacheClient.add(self, key, value, timeout), False)

    def get(self, key: Any, default: Any) -> Any:
        return _fail_open(lambda: RedisCacheClient.get(self, key, default), default)

    def set(self, key: Any, value: Any, timeout: Any) -> None:
        _fail_open(lambda: RedisCacheClient.set(self, key, value, timeout), None)

    def touch(self, key: Any, timeout: Any) -> bool:
        return _fail_open(lambda: RedisCacheClient.touch(self, key, timeout), False)

    def delete(self, key: Any) -> bool:
        return _fail_open(lambda: RedisCacheClient.delete(self, key), False)

    def get_many(self, keys: Any) -> dict:
        return _fail_open(lambda: RedisCacheClient.get_many(self, keys), {})

    def has_key(self, key: Any) -> bool:
        return _fail_open(lambda: RedisCacheClient.has_key(self, key), False)

    def incr(self, key: Any, delta: int) -> int:
        result: int | None = _fail_open(lambda: RedisCacheClient.incr(self, key, delta), None)
        if result is None:  # unreachable: answered as for a key that is not there
            raise ValueError(f"Key '{key}' not found")  # plain: Django's cache contract, unread
        return result

    def set_many(self, data: Any, timeout: Any) -> None:
        _fail_open(lambda: RedisCacheClient.set_many(self, data, timeout), None)

    def delete_many(self, keys: Any) -> None:
        _fail_open(lambda: RedisCacheClient.delete_many(self, keys), None)

    def clear(self) -> bool:
        return _fail_open(lambda: RedisCacheClient.clear(self), False)


class FailOpenRedisCache(RedisCache):
    """``CACHES`` backend: Django's RedisCache whose client fails open (see module doc)."""

    def __init__(self, server: str, params: dict[str, Any]) -> None:
        super().__init__(server, params)
        self._class = FailOpenRedisCacheClient
