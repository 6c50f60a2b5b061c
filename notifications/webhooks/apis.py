"""The webhook API: thin views over services and selectors. Writes need scope play or organise."""

from __future__ import annotations

from typing import Any

from django.utils.translation import gettext as _
from drf_spectacular.utils import extend_schema
from rest_framework import generics
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from accounts.models import Scope
from accounts.permissions import ScopedPermission, request_has_scope, request_user
from config.pagination import NewestFirstPagination

from . import selectors, services
from .models import Delivery, Subscription
from .serializers import (
    DeliverySerializer,
    SubscriptionInputSerializer,
    SubscriptionSerializer,
    SubscriptionUpdateSerializer,
    SubscriptionWithSecretSerializer,
)


class WebhookPermission(ScopedPermission):
    """Reads need ``read``; changes need ``organise`` or ``play`` (either will do)."""

    def has_permission(self, request: Request, view: Any) -> bool:
        if request.method in ("GET", "HEAD", "OPTIONS"):
            return super().has_permission(request, view)
        if not (request.user and request.user.is_authenticated):
            return False
        if request_has_scope(request, Scope.ORGANISE) or request_has_scope(request, Scope.PLAY):
            return True
        self.message = _("Managing webhooks needs a token with the 'organise' or 'play' scope.")
        return False


class WebhookListCreateApi(generics.GenericAPIView):
    permission_classes = [WebhookPermission]
    pagination_class = NewestFirstPagination
    serializer_class = SubscriptionSerializer

    def get_queryset(self) -> Any:
        if getattr(self, "swagger_fake_view", False):  # the schema is made without a caller
            return Subscription.objects.none()
        return selectors.subscription_list(owner=request_user(self.request))

    @extend_schema(operation_id="webhooks_list", responses=SubscriptionSerializer(many=True))
    def get(self, request: Request) -> Response:
        page = self.paginate_queryset(self.get_queryset())
        return self.get_paginated_response(SubscriptionSerializer(page, many=True).data)

    @extend_schema(
        operation_id="webhooks_create",
        request=SubscriptionInputSerializer,
        responses={201: SubscriptionWithSecretSerializer},
    )
    def post(self, request: Request) -> Response:
        data = SubscriptionInputSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        values = dict(data.validated_data)
        subscription = services.subscription_create(
            owner=request_user(request), game_id=values.pop("game", None), **values
        )
        return Response(SubscriptionWithSecretSerializer(subscription).data, status=201)


class WebhookDetailApi(APIView):
    permission_classes = [WebhookPermission]

    @extend_schema(operation_id="webhooks_get", responses=SubscriptionSerializer)
    def get(self, request: Request, webhook_id: int) -> Response:
        subscription = selectors.subscription_get(
            owner=request_user(request), subscription_id=webhook_id
        )
        return Response(SubscriptionSerializer(subscription).data)

    @extend_schema(
        operation_id="webhooks_update",
        request=SubscriptionUpdateSerializer,
        responses=SubscriptionSerializer,
    )
    def patch(self, request: Request, webhook_id: int) -> Response:
        subscription = selectors.subscription_get(
            owner=request_user(request), subscription_id=webhook_id
        )
        data = SubscriptionUpdateSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        subscription = services.subscription_update(
            subscription=subscription, **data.validated_data
        )
        return Response(SubscriptionSerializer(subscription).data)

    @extend_schema(operation_id="webhooks_delete", responses={204: None})
    def delete(self, request: Request, webhook_id: int) -> Response:
        subscription = selectors.subscription_get(
            owner=request_user(request), subscription_id=webhook_id
        )
        services.subscription_delete(subscription=subscription)
        return Response(status=204)


class WebhookRotateSecretApi(APIView):
    permission_classes = [WebhookPermission]

    @extend_schema(
        operation_id="webhooks_rotate_secret",
        request=None,
        responses=SubscriptionWithSecretSerializer,
    )
    def post(self, request: Request, webhook_id: int) -> Response:
        subscription = selectors.subscription_get(
            owner=request_user(request), subscription_id=webhook_id
        )
        subscription = services.subscription_rotate_secret(subscription=subscription)
        return Response(SubscriptionWithSecretSerializer(subscription).data)


class DeliveryListApi(generics.GenericAPIView):
    permission_classes = [WebhookPermission]
    pagination_class = NewestFirstPagination
    serializer_class = DeliverySerializer

    def get_queryset(self) -> Any:
        if getattr(self, "swagger_fake_view", False):
            return Delivery.objects.none()
        subscription = selectors.subscription_get(
            owner=request_user(self.request), subscription_id=self.kwargs["webhook_id"]
        )
        return selectors.delivery_list(subscription=subscription)

    @extend_schema(operation_id="webhooks_deliveries_list", responses=DeliverySerializer(many=True))
    def get(self, request: Request, webhook_id: int) -> Response:
        page = self.paginate_queryset(self.get_queryset())
        return self.get_paginated_response(DeliverySerializer(page, many=True).data)


class DeliveryDetailApi(APIView):
    permission_classes = [WebhookPermission]

    @extend_schema(operation_id="webhooks_deliveries_get", responses=DeliverySerializer)
    def get(self, request: Request, webhook_id: int, delivery_id: int) -> Response:
        subscription = selectors.subscription_get(
            owner=request_user(request), subscription_id=webhook_id
        )
        delivery = selectors.delivery_get(subscription=subscription, delivery_id=delivery_id)
        return Response(DeliverySerializer(delivery).data)


class RedeliverApi(APIView):
    permission_classes = [WebhookPermission]

    @extend_schema(
        operation_id="webhooks_deliveries_redeliver",
        request=None,
        responses={202: DeliverySerializer},
    )
    def post(self, request: Request, webhook_id: int, delivery_id: int) -> Response:
        subscription = selectors.subscription_get(
            owner=request_user(request), subscription_id=webhook_id
        )
        delivery = selectors.delivery_get(subscription=subscription, delivery_id=delivery_id)
        delivery = services.delivery_redeliver(delivery=delivery)
        delivery = selectors.delivery_get(subscription=subscription, delivery_id=delivery.pk)
        return Response(DeliverySerializer(delivery).data, status=202)
