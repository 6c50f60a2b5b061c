"""Refusals of the webhook API (problem+json through config/problems.py)."""

from __future__ import annotations

from games.errors import ServiceError


class WebhookNotFound(ServiceError):
    status, code = 404, "E_WEBHOOK_NOT_FOUND"


class DeliveryNotFound(ServiceError):
    status, code = 404, "E_DELIVERY_NOT_FOUND"


class InvalidWebhook(ServiceError):
    status, code = 400, "E_INVALID_WEBHOOK"
