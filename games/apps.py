from importlib import import_module

from django.apps import AppConfig
from django.conf import settings
from django.utils.translation import gettext_lazy as _


class GamesConfig(AppConfig):
    name = "games"
    verbose_name = _("Games")
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self) -> None:
        # Engines outside games/engines/ (the test game) register when named in settings.
        for module in settings.EXTRA_ENGINE_MODULES:
            import_module(module)
        # Models (which games.words reads) load only once the app registry is ready.
        from games import words

        words.register_languages()
