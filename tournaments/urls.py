from django.urls import path

from tournaments import apis

T = "tournaments/<int:tournament_id>/"

urlpatterns = [
    path("tournaments/", apis.TournamentListCreateApi.as_view(), name="tournament-list"),
    path(T, apis.TournamentDetailApi.as_view(), name="tournament-detail"),
    path(T + "start/", apis.TournamentStartApi.as_view(), name="tournament-start"),
    path(T + "pause/", apis.TournamentPauseApi.as_view(), name="tournament-pause"),
    path(T + "resume/", apis.TournamentResumeApi.as_view(), name="tournament-resume"),
    path(T + "next-season/", apis.NextSeasonApi.as_view(), name="tournament-next-season"),
    path(T + "register/", apis.RegisterApi.as_view(), name="tournament-register"),
    path(T + "withdraw/", apis.WithdrawApi.as_view(), name="tournament-withdraw"),
    path(T + "entries/", apis.EntryListApi.as_view(), name="tournament-entries"),
    path(
        T + "entries/<int:entry_id>/withdraw/",
        apis.EntryWithdrawApi.as_view(),
        name="tournament-entry-withdraw",
    ),
    path(
        T + "entries/<int:entry_id>/replace/",
        apis.EntryReplaceApi.as_view(),
        name="tournament-entry-replace",
    ),
    path(T + "byes/", apis.ByeListCreateApi.as_view(), name="tournament-byes"),
    path(
        T + "byes/<int:entry_id>/<int:round_number>/",
        apis.ByeDeleteApi.as_view(),
        name="tournament-bye-delete",
    ),
    path(T + "rounds/", apis.RoundListApi.as_view(), name="tournament-rounds"),
    path(T + "rounds/extend/", apis.RoundExtendApi.as_view(), name="tournament-round-extend"),
    path(T + "rounds/<int:number>/", apis.RoundDetailApi.as_view(), name="tournament-round"),
    path(
        T + "tables/<int:table_id>/adjudicate/",
        apis.TableAdjudicateApi.as_view(),
        name="tournament-table-adjudicate",
    ),
    path(T + "standings/", apis.StandingsApi.as_view(), name="tournament-standings"),
    path(T + "standings.csv", apis.StandingsCsvApi.as_view(), name="tournament-standings-csv"),
    path("ratings/<str:engine>/", apis.LeaderboardApi.as_view(), name="rating-leaderboard"),
    path(
        "ratings/<str:engine>/<str:username>/",
        apis.RatingHistoryApi.as_view(),
        name="rating-history",
    ),
]
