from django.contrib import admin
from django.urls import URLPattern, URLResolver, include, path
from django.utils.translation import gettext_lazy as _
from drf_spectacular.views import SpectacularAPIView, SpectacularRedocView, SpectacularSwaggerView

from accounts.language import set_language
from config.health import healthz

admin.site.site_header = admin.site.site_title = _("Turn server administration")

api: list[URLPattern | URLResolver] = [
    path("", include("accounts.urls")),
    path("", include("notifications.stream.urls")),  # before games: games/{id}/stream/
    path("", include("games.urls")),
    path("", include("tournaments.urls")),
    path("", include("notifications.webhooks.urls")),
    path("schema/", SpectacularAPIView.as_view(), name="schema"),
    path("docs/", SpectacularSwaggerView.as_view(url_name="schema"), name="docs"),
    path("redoc/", SpectacularRedocView.as_view(url_name="schema"), name="redoc"),
]

urlpatterns = [
    path("healthz", healthz, name="healthz"),  # load balancers, the supervisor
    path("admin/", admin.site.urls),
    path("i18n/setlang/", set_language, name="set_language"),  # the language switcher
    path("api/v1/", include(api)),
    path("", include("notifications.urls")),
    path("", include("accounts.web")),  # player pages: sign in/out, settings
    path("", include("notifications.web")),  # notification settings pages
    path("", include("tournaments.web.urls")),  # event pages: public, players', organisers'
    path("", include("games.web.urls")),  # player pages: my games, game page, moves
]

# Browsers get pages in the site's layout, API clients problem+json (config/error_pages.py).
handler400 = "config.error_pages.handler400"
handler403 = "config.error_pages.handler403"
handler404 = "config.error_pages.handler404"
handler500 = "config.error_pages.handler500"
