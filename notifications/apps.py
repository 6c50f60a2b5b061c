from django.apps import AppConfig
from django.utils.translation import gettext_lazy as _


class NotificationsConfig(AppConfig):
    name = "notifications"
    verbose_name = _("Notifications")
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self) -> None:
        from notifications import signals  # noqa: F401 - connects the receivers
        from notifications.email import scope  # noqa: F401 - ends a link's scope at sign-in
