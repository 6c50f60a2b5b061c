from __future__ import annotations

import django_filters
from django.db.models import QuerySet

from games.models import Game, Seat


class GameFilter(django_filters.FilterSet):  # type: ignore[misc]
    engine = django_filters.CharFilter()
    status = django_filters.ChoiceFilter(choices=Game.Status.choices)
    mine = django_filters.BooleanFilter(method="filter_mine", label="Games I sit at")
    my_turn = django_filters.BooleanFilter(method="filter_my_turn", label="Games waiting for me")

    class Meta:
        model = Game
        fields = ["engine", "status"]

    def filter_mine(self, queryset: QuerySet[Game], name: str, value: bool) -> QuerySet[Game]:
        user = self.request.user
        seated = Seat.objects.filter(user=user).values("game_id")
        return queryset.filter(pk__in=seated) if value else queryset.exclude(pk__in=seated)

    def filter_my_turn(self, queryset: QuerySet[Game], name: str, value: bool) -> QuerySet[Game]:
        waiting = Seat.objects.filter(
            user=self.request.user, must_act=True, status=Seat.Status.PLAYING
        ).values("game_id")
        if value:
            return queryset.filter(pk__in=waiting, status=Game.Status.ACTIVE)
        return queryset.exclude(pk__in=waiting)
