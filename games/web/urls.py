"""The player pages. Everything about one game lives under /games/<id>/ (the signed email
link's session reaches only that prefix), including the page's own static files."""

from pathlib import Path

from django.urls import path, re_path
from django.views.static import serve

from games.chat import web as talk
from games.web import home, lobby, order_views, replay, views

STATIC_ROOT = Path(__file__).resolve().parents[1] / "static"

urlpatterns = [
    path("", home.home, name="web-home"),
    path("games/", lobby.my_games, name="web-my-games"),
    path("games/new/", lobby.create, name="web-game-create"),
    path("games/<int:game_id>/", views.game_page, name="web-game"),
    path("games/<int:game_id>/panel/", views.game_panel, name="web-game-panel"),
    path("games/<int:game_id>/builder/", views.move_builder, name="web-move-builder"),
    path("games/<int:game_id>/preview/", views.move_preview, name="web-move-preview"),
    path("games/<int:game_id>/move/", views.move_submit, name="web-move"),
    path("games/<int:game_id>/undo/", views.undo, name="web-undo"),
    path("games/<int:game_id>/undo/<int:request_id>/", views.undo_answer, name="web-undo-answer"),
    path("games/<int:game_id>/join/", lobby.join, name="web-join"),
    path("games/<int:game_id>/replay/", replay.replay_page, name="web-replay"),
    path("games/<int:game_id>/orders/", order_views.order_leave, name="web-order-leave"),
    path(
        "games/<int:game_id>/orders/<int:order_id>/withdraw/",
        order_views.order_remove,
        name="web-order-withdraw",
    ),
    path("games/<int:game_id>/record.json", replay.record_json, name="web-record-json"),
    path("games/<int:game_id>/record.txt", replay.record_text, name="web-record-text"),
    path("games/<int:game_id>/chat/", talk.talk_messages, name="web-talk"),
    path("games/<int:game_id>/chat/send/", talk.talk_send, name="web-talk-send"),
    path("games/<int:game_id>/chat/<int:seq>/hide/", talk.talk_hide, name="web-talk-hide"),
    path("games/<int:game_id>/chat/mute/", talk.talk_mute, name="web-talk-mute"),
    re_path(r"^games/\d+/static/(?P<path>games/.+)$", serve, {"document_root": STATIC_ROOT}),
    re_path(r"^static/(?P<path>games/.+)$", serve, {"document_root": STATIC_ROOT}),
]
