"""Standing orders in the API: the caller's own orders at a game; leave one, withdraw one."""

from __future__ import annotations

from typing import Any

from drf_spectacular.utils import extend_schema
from rest_framework import serializers
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from accounts.permissions import ScopedPermission, request_user
from games import selectors, words
from games.models import Game, StandingOrder
from games.orders_words import order_words, reason_words
from games.services.orders import MAX_STEPS, order_create, order_withdraw, orders_of


class OrderStepSerializer(serializers.Serializer):
    move = serializers.JSONField(
        required=False, help_text="A move of the game (one of its move schemas)."
    )
    text = serializers.CharField(
        required=False,
        max_length=200,
        help_text="Or the move in the game's notation, read when your turn comes.",
    )
    # "if" is a Python keyword: the field is declared below under its JSON name.


OrderStepSerializer._declared_fields["if"] = serializers.JSONField(
    required=False,
    allow_null=True,
    help_text="{seat, move or text}: play this step only if that seat made that move since "
    "the previous step (else the order is dropped).",
)


class OrderCreateSerializer(serializers.Serializer):
    kind = serializers.CharField(
        max_length=40,
        help_text="moves (a queue of moves), or a kind the engine offers (GET engines/{slug}/ "
        "standing_orders).",
    )
    params = serializers.DictField(required=False, help_text="The kind's parameters.")
    steps = serializers.ListField(
        child=OrderStepSerializer(),
        required=False,
        max_length=MAX_STEPS,
        help_text=f"For moves: 1 to {MAX_STEPS} steps, played at your next decisions in turn.",
    )


class OrderSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    seat = serializers.IntegerField()
    kind = serializers.CharField()
    description = serializers.CharField(help_text="What the order does, in words.")
    params = serializers.DictField()
    steps = serializers.ListField(child=serializers.DictField())
    position = serializers.IntegerField(help_text="Steps played so far (moves).")
    status = serializers.ChoiceField(choices=StandingOrder.Status.values)
    reason = serializers.CharField(allow_blank=True, help_text="Why it was dropped.")
    played = serializers.ListField(
        child=serializers.IntegerField(), help_text="The seqs of the moves it made."
    )
    created_at = serializers.DateTimeField()


def order_data(order: StandingOrder, game: Game) -> dict[str, Any]:
    names = words.seat_names(game)
    return OrderSerializer(
        {
            "id": order.pk,
            "seat": order.seat,
            "kind": order.kind,
            "description": order_words(order, game, names),
            "params": order.params,
            "steps": order.steps,
            "position": order.position,
            "status": order.status,
            "reason": reason_words(order, names),
            "played": order.played,
            "created_at": order.created_at,
        }
    ).data


class OrderListApi(APIView):
    permission_classes = [ScopedPermission]

    @extend_schema(
        operation_id="games_orders_list",
        responses=OrderSerializer(many=True),
        description="Your standing orders at this game (nobody else's: they are private), "
        "waiting ones first, then the last ones played, dropped or withdrawn.",
    )
    def get(self, request: Request, game_id: int) -> Response:
        game = selectors.game_get_visible(game_id=game_id, user=request_user(request))
        orders = orders_of(game=game, user=request_user(request))
        return Response([order_data(o, game) for o in orders])

    @extend_schema(
        operation_id="games_orders_create",
        request=OrderCreateSerializer,
        responses={201: OrderSerializer},
        description="Leave a standing order for your seat. It is played by the server when "
        "your turn comes, if legal then (else dropped, with the reason in `reason`); if it "
        "is your turn now it is played or dropped at once. 400 E_ORDER_INVALID for an "
        "unknown kind, bad parameters or steps, or more than 5 waiting orders.",
    )
    def post(self, request: Request, game_id: int) -> Response:
        data = OrderCreateSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        order = order_create(game_id=game_id, user=request_user(request), **data.validated_data)
        game = Game.objects.get(pk=game_id)
        return Response(order_data(order, game), status=201)


class OrderDetailApi(APIView):
    permission_classes = [ScopedPermission]

    @extend_schema(
        operation_id="games_orders_delete",
        request=None,
        responses=OrderSerializer,
        description="Withdraw a waiting order (404 E_ORDER_NOT_FOUND, 409 E_ORDER_NOT_ACTIVE).",
    )
    def delete(self, request: Request, game_id: int, order_id: int) -> Response:
        order = order_withdraw(game_id=game_id, user=request_user(request), order_id=order_id)
        game = Game.objects.get(pk=game_id)
        return Response(order_data(order, game))
