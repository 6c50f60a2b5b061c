from django.apps import AppConfig


class StreamConfig(AppConfig):
    """The live server-sent event stream per game; its migration installs the NOTIFY trigger."""

    name = "notifications.stream"
    label = "stream"
    default_auto_field = "django.db.models.BigAutoField"
