"""`make run` stays tidy: demo data made once (no new token per run), no kombu warning on the
in-process default, and the inbound SMTP server on loopback unless told otherwise."""

from __future__ import annotations

import io
import os
import subprocess
import sys
from pathlib import Path

from django.core.management import call_command

from accounts.models import ApiToken
from notifications.management.commands.inbound_smtp import Command as InboundSmtp

ROOT = Path(__file__).resolve().parents[3]


def run_demo_data() -> str:
    out = io.StringIO()
    call_command("demo_data", stdout=out)
    return out.getvalue()


def test_demo_data_twice_mints_one_token_per_player(db):
    first = run_demo_data()
    tokens = set(ApiToken.objects.values_list("digest", flat=True))
    second = run_demo_data()

    assert first.count("API token ") == 2 and "made on an earlier run" not in first
    assert second.count("made on an earlier run") == 2
    assert set(ApiToken.objects.values_list("digest", flat=True)) == tokens
    assert "The demo game exists already." in second


def test_in_process_default_prints_no_kombu_warning():
    env = {k: v for k, v in os.environ.items() if k not in ("REDIS_URL", "CELERY_BROKER_URL")}
    code = (
        "import django; django.setup(); from kombu import Connection; "
        "from django.conf import settings; Connection(settings.CELERY_BROKER_URL).info()"
    )
    done = subprocess.run(
        [sys.executable, "-c", code],
        cwd=ROOT,
        env={**env, "DJANGO_SETTINGS_MODULE": "config.settings"},
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )
    assert "hostname" not in done.stderr.lower(), done.stderr


def test_inbound_smtp_listens_on_loopback_unless_told():
    parser = InboundSmtp().create_parser("manage.py", "inbound_smtp")
    assert parser.parse_args([]).host == "127.0.0.1"
    assert parser.parse_args(["--host", "0.0.0.0"]).host == "0.0.0.0"
