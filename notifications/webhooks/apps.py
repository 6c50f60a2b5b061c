from django.apps import AppConfig
from django.utils.translation import gettext_lazy as _


class WebhooksConfig(AppConfig):
    """Signed webhooks fed by the event log (outbox consumer "webhooks")."""

    name = "notifications.webhooks"
    verbose_name = _("Webhooks")
    label = "webhooks"
    default_auto_field = "django.db.models.BigAutoField"
