"""schemathesis over the whole OpenAPI schema with a valid token and every check it has.

0 failures of any kind: no 5xx, every response fits the schema (status, content type, headers,
body), schema-invalid requests are refused, schema-valid ones accepted. A schema cannot state
every rule, though: a username already taken, a password too common, a player count the game
does not allow, a vacation in the past, a move that is not legal now. Such a refusal of a
schema-valid request is a documented 4xx; POSITIVE_REFUSALS lists, per operation, the extra
statuses positive_data_acceptance allows and why.
"""

from __future__ import annotations

import os

import pytest
import schemathesis
from hypothesis import HealthCheck, settings
from schemathesis.checks import CHECKS as REGISTERED_CHECKS
from schemathesis.config import SchemathesisConfig

from config.wsgi import application

# Refusals of schema-valid requests by rules no schema can state, beyond what
# positive_data_acceptance allows anyway (2xx, 3xx, 401, 403, 404, 409, 429, 5xx; a 5xx
# fails not_a_server_error).
ACCEPTED = ["2xx", "3xx", "401", "403", "404", "409", "429", "5xx"]
REUSED_KEY = "422 E_IDEMPOTENCY_KEY_REUSED: the same Idempotency-Key with another body"
POSITIVE_REFUSALS: dict[str, tuple[list[str], str]] = {
    "accounts_register": (["400"], "the password validators (too common, too like the name)"),
    "auth_token_create": (["400"], "a wrong username or password (E_BAD_CREDENTIALS)"),
    "games_create": (
        ["400", "422"],
        f"the engine's player counts, options, time control, bots, invitees; {REUSED_KEY}",
    ),
    "games_join": (["422"], REUSED_KEY),
    "games_undo": (["422"], REUSED_KEY),
    "games_moves_create": (
        ["422", "428"],
        f"an illegal move; neither If-Match nor Idempotency-Key sent; {REUSED_KEY}",
    ),
}
CONFIG = SchemathesisConfig.from_dict(
    {
        "operations": [
            {
                "include-operation-id": operation,
                "checks": {"positive_data_acceptance": {"expected-statuses": ACCEPTED + statuses}},
            }
            for operation, (statuses, _) in POSITIVE_REFUSALS.items()
        ]
    }
)
MAX_EXAMPLES = int(os.environ.get("SCHEMATHESIS_MAX_EXAMPLES", "15"))  # more to explore
# The live stream is left out: its body is an unbounded event stream (each call would wait
# for events); tests/integration/stream covers it against a real ASGI server.
schema = schemathesis.openapi.from_wsgi("/api/v1/schema/", application, config=CONFIG).exclude(
    operation_id="games_stream"
)
CHECKS = REGISTERED_CHECKS.get_all()


@pytest.fixture(scope="module")
def auth_header(django_db_setup, django_db_blocker):
    from accounts.services import token_create, user_register
    from games.services.lifecycle import game_create

    with django_db_blocker.unblock():
        user = user_register(
            username="schemathesis", email="s@example.test", password="schema-thesis-pw"
        )
        game_create(user=user, engine="twenty-one", players=2, seed=1)
        _, key = token_create(user=user)
    return {"Authorization": f"Token {key}"}


@pytest.mark.django_db(transaction=True)
@schema.parametrize()
@settings(
    max_examples=MAX_EXAMPLES,
    deadline=None,
    suppress_health_check=[
        HealthCheck.function_scoped_fixture,
        HealthCheck.too_slow,
        HealthCheck.filter_too_much,
    ],
)
def test_api_conforms_to_its_schema(case, auth_header):
    case.call_and_validate(headers=auth_header, checks=CHECKS)


def test_schema_lists_the_live_stream(client):
    """The stream is a plain async view; the schema still documents it for API clients."""
    import yaml

    spec = yaml.safe_load(client.get("/api/v1/schema/").content)
    operation = spec["paths"]["/api/v1/games/{game_id}/stream/"]["get"]
    assert "text/event-stream" in operation["responses"]["200"]["content"]
    assert operation["responses"]["404"]["content"]["application/problem+json"]
