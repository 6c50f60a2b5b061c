from django.urls import path

from . import apis

urlpatterns = [
    path("webhooks/", apis.WebhookListCreateApi.as_view(), name="webhook-list"),
    path("webhooks/<int:webhook_id>/", apis.WebhookDetailApi.as_view(), name="webhook-detail"),
    path(
        "webhooks/<int:webhook_id>/rotate-secret/",
        apis.WebhookRotateSecretApi.as_view(),
        name="webhook-rotate-secret",
    ),
    path(
        "webhooks/<int:webhook_id>/deliveries/",
        apis.DeliveryListApi.as_view(),
        name="webhook-delivery-list",
    ),
    path(
        "webhooks/<int:webhook_id>/deliveries/<int:delivery_id>/",
        apis.DeliveryDetailApi.as_view(),
        name="webhook-delivery-detail",
    ),
    path(
        "webhooks/<int:webhook_id>/deliveries/<int:delivery_id>/redeliver/",
        apis.RedeliverApi.as_view(),
        name="webhook-redeliver",
    ),
]
