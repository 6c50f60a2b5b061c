from django.urls import path

from tournaments.web import views

urlpatterns = [
    path("events/", views.event_list, name="web-events"),
    path("events/new/", views.event_create, name="web-event-create"),
    path("events/<int:event_id>/", views.event_page, name="web-event"),
    path("events/<int:event_id>/rounds/<int:number>/", views.round_page, name="web-event-round"),
    path("events/<int:event_id>/register/", views.register, name="web-event-register"),
    path("events/<int:event_id>/withdraw/", views.withdraw, name="web-event-withdraw"),
    path("events/<int:event_id>/organise/<str:action>/", views.organise, name="web-event-organise"),
]
