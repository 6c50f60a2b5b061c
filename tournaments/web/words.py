"""Labels people read for an event's and a table's state."""

from __future__ import annotations

from django.utils.translation import gettext_lazy as _

STATUS_LABELS = {
    "registration": _("Open for registration"),
    "running": _("Running"),
    "paused": _("Paused"),
    "finished": _("Finished"),
    "cancelled": _("Cancelled"),
}
TABLE_LABELS = {
    "playing": _("Playing"),
    "finished": _("Finished"),
    "adjudicated": _("Decided by the organiser"),
    "void": _("Void"),
}
