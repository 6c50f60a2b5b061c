from __future__ import annotations

import os

import pytest
from django.conf import settings


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if "integration" in str(item.fspath):
            item.add_marker(pytest.mark.integration)


@pytest.fixture(autouse=True)
def _needs_postgres() -> None:
    if not settings.DATABASES["default"]["ENGINE"].endswith("postgresql") and not os.environ.get(
        "ALLOW_SQLITE_INTEGRATION"
    ):
        pytest.skip("integration tests need DATABASE_URL pointing at PostgreSQL")
