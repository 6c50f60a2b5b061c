from django.apps import AppConfig
from django.utils.translation import gettext_lazy as _


class TournamentsConfig(AppConfig):
    name = "tournaments"
    verbose_name = _("Tournaments")
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self) -> None:
        # The organiser of an event moderates the table talk of its tables (games/ cannot
        # ask tournaments/ itself: dependencies point from tournaments to games).
        from games.chat.access import register_moderator_check
        from tournaments.moderation import organises_table

        register_moderator_check(organises_table)

        from games import affiliations
        from tournaments.affiliation import tables_of

        affiliations.register(tables_of)  # games show their event, round and table
