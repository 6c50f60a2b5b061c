"""The plain part of a turn email reads as words: dates in the reader's language, a card's
name and kind apart."""

from __future__ import annotations

import zoneinfo
from datetime import UTC, datetime

from django.utils import translation

from notifications.email.render import _text_of, local_time
from notifications.preferences import Prefs

BERLIN = Prefs(
    mode="every_turn",
    muted=False,
    tz=zoneinfo.ZoneInfo("Europe/Berlin"),
    digest_hour=8,
    quiet=None,
    reminder_offsets_hours=[],
)
MOMENT = datetime(2026, 11, 29, 17, 21, tzinfo=UTC)


def test_a_deadline_names_day_and_month_in_the_readers_language_and_timezone():
    with translation.override("de"):
        german = local_time(MOMENT, BERLIN)
    with translation.override("en"):
        english = local_time(MOMENT, BERLIN)
    assert german == "So 29 Nov 2026, 18:21 CET"
    assert english == "Sun 29 Nov 2026, 18:21 CET"


def test_a_card_shows_its_name_and_kind_apart():
    html = "<ul><li><strong>Brewery</strong><br><small>industry card</small></li></ul>"
    assert _text_of(html) == "Brewery – industry card"
