from django.urls import include, path

from notifications import apis
from notifications.email.confirm import move_confirm
from notifications.email.scope import game_link

app_name = "notifications"

urlpatterns = [
    path("email/link/<int:game_id>/", game_link, name="game-link"),
    path("email/move/<str:token>/", move_confirm, name="move-link"),
    path("email/unsubscribe/<str:token>/", apis.unsubscribe, name="unsubscribe"),
    path(
        "api/v1/games/<int:game_id>/notifications/",
        apis.GamePreferenceApi.as_view(),
        name="game-preference",
    ),
    path("api/v1/me/vacations/", apis.VacationListApi.as_view(), name="vacation-list"),
    path(
        "api/v1/me/vacations/<str:start>/",
        apis.VacationCancelApi.as_view(),
        name="vacation-cancel",
    ),
    path("anymail/", include("anymail.urls")),
]
