from django.apps import AppConfig


class WebhooksConfig(AppConfig):
    """Signed webhooks fed by the event log (outbox consumer "webhooks")."""

    name = "notifications.webhooks"
    label = "webhooks"
    default_auto_field = "django.db.models.BigAutoField"
