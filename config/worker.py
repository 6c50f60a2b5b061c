"""The Celery worker's consumer, made to survive losing Redis while a message is unacknowledged.

celery 5.7.0 / kombu 5.7.0 kill the worker ("Unrecoverable error: AttributeError('NoneType'
object has no attribute 'hostname')") when the broker connection drops while the consumer
waits in BRPOP and holds an unacknowledged late-ack message (a task whose ack failed because
Redis had just gone). On the connection error celery first calls ``connection.collect()``:
closing the channel there fails on the dead BRPOP socket before the channel restores its
unacknowledged message, and ``collect()`` then detaches the transport (``transport.client =
None``). celery 5.7 then also calls ``connection.close()`` (new in 5.7; 5.6 did not), which
closes that channel again; its restore builds a Redis pool from the detached transport's
``client.hostname`` and raises AttributeError, which the consumer does not treat as a
connection error, so the worker exits.

The restore cannot work on a connection that was just lost anyway: the message stays in
Redis's unacknowledged set and comes back after the visibility timeout, and the rows in
PostgreSQL re-queue the work sooner (config/periodic.py). So the channels of a lost
connection skip it, and the reconnection goes on as celery intends.
"""

from __future__ import annotations

from typing import Any

from celery.worker.consumer import Consumer


class OutageSafeConsumer(Consumer):
    """``worker_consumer``: celery's consumer, minus the restore that kills it on an outage."""

    def on_connection_error_after_connected(self, exc: Exception) -> None:
        if self.connection is not None:
            for channel in _channels_of(self.connection):
                channel.do_restore = False
        super().on_connection_error_after_connected(exc)


def _channels_of(connection: Any) -> list[Any]:
    """The open channels of a kombu connection, without creating any."""
    channels = list(getattr(connection._transport, "channels", None) or [])
    default = connection._default_channel
    if default is not None and default not in channels:
        channels.append(default)
    return channels
