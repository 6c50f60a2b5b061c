"""allauth's forms with the site's words."""

from __future__ import annotations

from typing import Any

from allauth.account.forms import LoginForm
from django.utils.translation import gettext_lazy as _


class SignInForm(LoginForm):  # type: ignore[misc]
    """Sign in by username or email address: the label says so (allauth's says "Login")."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.fields["login"].label = _("Username or email address")
