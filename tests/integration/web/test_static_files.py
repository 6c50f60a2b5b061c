"""`collectstatic` gathers what WhiteNoise serves: the admin's files, the pages' own and
Swagger UI/Redoc from drf-spectacular-sidecar (the docs page names no CDN)."""

from __future__ import annotations

import pytest
from django.core.management import call_command
from django.test import Client

pytestmark = pytest.mark.django_db


def test_collectstatic_gathers_admin_pages_and_api_docs(settings, tmp_path):
    settings.STATIC_ROOT = tmp_path
    settings.STORAGES = {
        **settings.STORAGES,
        "staticfiles": {"BACKEND": "django.contrib.staticfiles.storage.StaticFilesStorage"},
    }
    call_command("collectstatic", interactive=False, verbosity=0)
    for name in (
        "admin/css/base.css",
        "games/game.css",
        "games/site.css",
        "drf_spectacular_sidecar/swagger-ui-dist/swagger-ui-bundle.js",
        "drf_spectacular_sidecar/redoc/bundles/redoc.standalone.js",
    ):
        assert (tmp_path / name).is_file(), name


def test_docs_pages_load_their_scripts_from_here():
    for path in ("/api/v1/docs/", "/api/v1/redoc/"):
        page = Client().get(path)
        assert page.status_code == 200
        body = page.content.decode()
        assert "cdn.jsdelivr.net" not in body and "unpkg.com" not in body
        assert "/static/drf_spectacular_sidecar/" in body
