from __future__ import annotations

from django.conf import settings
from django.utils.translation import gettext_lazy as _
from rest_framework import serializers

from games.chat.access import CHANNELS


class TalkSerializer(serializers.Serializer):
    """The table-talk part of an event: a message, or a moderator hiding one."""

    channel = serializers.ChoiceField(choices=CHANNELS)
    author = serializers.CharField(allow_null=True, help_text=_("Username; null for a hiding."))
    text = serializers.CharField(
        allow_null=True, help_text=_("Plain text (escape it when you show it); null if hidden.")
    )
    hidden = serializers.BooleanField(help_text=_("A moderator hid the message (kept)."))
    hides = serializers.IntegerField(
        allow_null=True, help_text=_("For a hiding: the seq of the message it hides.")
    )


class ChatMessageSerializer(TalkSerializer):
    seq = serializers.IntegerField()
    kind = serializers.ChoiceField(choices=["chat", "chat_hide"])
    seat = serializers.IntegerField(allow_null=True)
    created_at = serializers.DateTimeField()


class ChatPostSerializer(serializers.Serializer):
    text = serializers.CharField(max_length=settings.CHAT_MAX_LENGTH)
    channel = serializers.ChoiceField(
        choices=CHANNELS,
        required=False,
        help_text=_("Defaults to yours: players' for the seated, spectators' for the others."),
    )


class ChatMuteSerializer(serializers.Serializer):
    username = serializers.CharField(max_length=150)


class ChatMutesSerializer(serializers.Serializer):
    muted = serializers.ListField(child=serializers.CharField())
