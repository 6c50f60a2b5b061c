from django.apps import AppConfig
from django.utils.translation import gettext_lazy as _


class AccountsConfig(AppConfig):
    name = "accounts"
    default_auto_field = "django.db.models.BigAutoField"
    # Not "Accounts": the admin lists allauth's email addresses under that name already.
    verbose_name = _("Users, profiles and API tokens")
