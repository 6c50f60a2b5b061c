from django.urls import path

from games import apis, order_apis, replay_apis
from games.chat import apis as chat_apis

urlpatterns = [
    path("engines/", apis.EngineListApi.as_view(), name="engine-list"),
    path("engines/<str:slug>/", apis.EngineDetailApi.as_view(), name="engine-detail"),
    path("games/", apis.GameListCreateApi.as_view(), name="game-list"),
    path("games/<int:game_id>/", apis.GameDetailApi.as_view(), name="game-detail"),
    path("games/<int:game_id>/join/", apis.GameJoinApi.as_view(), name="game-join"),
    path("games/<int:game_id>/legal-moves/", apis.LegalMovesApi.as_view(), name="legal-moves"),
    path("games/<int:game_id>/moves/", apis.MoveCreateApi.as_view(), name="move-create"),
    path("games/<int:game_id>/events/", apis.EventListApi.as_view(), name="event-list"),
    path(
        "games/<int:game_id>/submissions/<uuid:submission_id>/",
        apis.SubmissionDetailApi.as_view(),
        name="submission-detail",
    ),
    path("games/<int:game_id>/undo/", apis.UndoApi.as_view(), name="undo"),
    path("games/<int:game_id>/replay/", replay_apis.ReplayApi.as_view(), name="replay"),
    path("games/<int:game_id>/record/", replay_apis.RecordApi.as_view(), name="record"),
    path(
        "games/<int:game_id>/record/text/",
        replay_apis.RecordTextApi.as_view(),
        name="record-text",
    ),
    path("games/import/", replay_apis.RecordImportApi.as_view(), name="game-import"),
    path("games/<int:game_id>/orders/", order_apis.OrderListApi.as_view(), name="orders"),
    path(
        "games/<int:game_id>/orders/<int:order_id>/",
        order_apis.OrderDetailApi.as_view(),
        name="order-detail",
    ),
    path("games/<int:game_id>/chat/", chat_apis.ChatApi.as_view(), name="chat"),
    path(
        "games/<int:game_id>/chat/<int:seq>/hide/",
        chat_apis.ChatHideApi.as_view(),
        name="chat-hide",
    ),
    path(
        "games/<int:game_id>/chat/mutes/",
        chat_apis.ChatMuteListApi.as_view(),
        name="chat-mutes",
    ),
    path(
        "games/<int:game_id>/chat/mutes/<str:username>/",
        chat_apis.ChatMuteDetailApi.as_view(),
        name="chat-mute",
    ),
    path(
        "games/<int:game_id>/seats/<int:index>/claim/",
        apis.SeatClaimApi.as_view(),
        name="seat-claim",
    ),
    path(
        "games/<int:game_id>/undo-requests/",
        apis.UndoRequestListApi.as_view(),
        name="undo-request-list",
    ),
    path(
        "games/<int:game_id>/undo-requests/<int:request_id>/",
        apis.UndoAnswerApi.as_view(),
        name="undo-request-answer",
    ),
]
