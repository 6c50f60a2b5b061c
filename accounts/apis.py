"""Account endpoints: register, tokens (create, list, revoke), me."""

from __future__ import annotations

from django.contrib.auth import authenticate
from django.core.exceptions import ValidationError as DjangoValidationError
from django.utils.translation import gettext as _
from drf_spectacular.utils import extend_schema
from rest_framework import serializers, status
from rest_framework.permissions import AllowAny
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.throttling import AnonRateThrottle
from rest_framework.views import APIView

from accounts import services
from accounts.models import ApiToken
from accounts.permissions import ScopedPermission, request_user
from accounts.serializers import (
    MeSerializer,
    ProfileSerializer,
    RegisteredSerializer,
    RegisterSerializer,
    TokenCreatedSerializer,
    TokenRequestSerializer,
    TokenSerializer,
)
from config.problems import problem_response


class RegisterApi(APIView):
    authentication_classes: list[type] = []
    permission_classes = [AllowAny]
    throttle_classes = [AnonRateThrottle]

    @extend_schema(
        operation_id="accounts_register",
        request=RegisterSerializer,
        responses={201: RegisteredSerializer},
    )
    def post(self, request: Request) -> Response:
        data = RegisterSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        try:
            user = services.user_register(**data.validated_data, request=request._request)
        except DjangoValidationError as error:
            raise serializers.ValidationError({"password": list(error.messages)}) from None
        return Response({"id": user.pk, "username": user.username}, status=201)


class TokenCreateApi(APIView):
    authentication_classes: list[type] = []
    permission_classes = [AllowAny]
    throttle_classes = [AnonRateThrottle]

    @extend_schema(
        operation_id="auth_token_create",
        request=TokenRequestSerializer,
        responses={201: TokenCreatedSerializer},
    )
    def post(self, request: Request) -> Response:
        data = TokenRequestSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        user = authenticate(
            request,
            username=data.validated_data["username"],
            password=data.validated_data["password"],
        )
        if user is None:
            return problem_response(
                400,
                "E_BAD_CREDENTIALS",
                _("Bad credentials"),
                _("Wrong username or password."),
            )
        token, key = services.token_create(
            user=user, name=data.validated_data["name"], scopes=data.validated_data.get("scopes")
        )
        return Response(
            {"token": key, "id": token.token_key, "scopes": token.scopes},
            status=status.HTTP_201_CREATED,
        )


class TokenListApi(APIView):
    permission_classes = [ScopedPermission]

    @extend_schema(operation_id="auth_tokens_list", responses=TokenSerializer(many=True))
    def get(self, request: Request) -> Response:
        tokens = ApiToken.objects.filter(user=request.user)
        return Response(TokenSerializer(tokens, many=True).data)


class TokenRevokeApi(APIView):
    permission_classes = [ScopedPermission]
    write_scope = "read"  # any token may revoke its owner's tokens

    @extend_schema(operation_id="auth_tokens_revoke", responses={204: None})
    def delete(self, request: Request, token_id: str) -> Response:
        if not services.token_revoke(user=request_user(request), token_key=token_id):
            return problem_response(
                404,
                "E_TOKEN_NOT_FOUND",
                _("Not found"),
                _("You have no token %(token)s.") % {"token": token_id},
            )
        return Response(status=204)


class MeApi(APIView):
    permission_classes = [ScopedPermission]
    write_scope = "play"

    @extend_schema(operation_id="me_get", responses=MeSerializer)
    def get(self, request: Request) -> Response:
        services.profile_of(request_user(request))
        return Response(MeSerializer(request.user).data)

    @extend_schema(operation_id="me_update", request=MeSerializer, responses=MeSerializer)
    def patch(self, request: Request) -> Response:
        profile = services.profile_of(request_user(request))
        data = MeSerializer(request.user, data=request.data, partial=True)
        data.is_valid(raise_exception=True)
        profile_data = data.validated_data.pop("profile", None)
        if "email" in data.validated_data:
            services.user_email_change(
                user=request_user(request),
                email=data.validated_data["email"],
                request=request._request,
            )
        if profile_data:
            ProfileSerializer(profile, data=profile_data, partial=True).is_valid(
                raise_exception=True
            )
            for field, value in profile_data.items():
                setattr(profile, field, value)
            profile.save()
        return Response(MeSerializer(request.user).data)
