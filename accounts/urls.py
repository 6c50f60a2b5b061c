from django.urls import path

from accounts import apis

urlpatterns = [
    path("accounts/", apis.RegisterApi.as_view(), name="register"),
    path("auth/token/", apis.TokenCreateApi.as_view(), name="token-create"),
    path("auth/tokens/", apis.TokenListApi.as_view(), name="token-list"),
    path("auth/tokens/<str:token_id>/", apis.TokenRevokeApi.as_view(), name="token-revoke"),
    path("me/", apis.MeApi.as_view(), name="me"),
]
