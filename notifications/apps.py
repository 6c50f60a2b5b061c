from django.apps import AppConfig


class NotificationsConfig(AppConfig):
    name = "notifications"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self) -> None:
        from notifications import signals  # noqa: F401 - connects the receivers
        from notifications.email import scope  # noqa: F401 - ends a link's scope at sign-in
