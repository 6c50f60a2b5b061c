"""The check behind ``manage.py catalogues --check`` that no refusal of the platform is said
in plain English (games/management/plain_words.py): what it names and what it lets pass."""

from __future__ import annotations

from pathlib import Path

from games.management.plain_words import plain_refusals

PLAIN = """
from games.errors import ServiceError

class SeatRefused(ServiceError):
    code = "E_SEAT"

def a(game_id):
    raise SeatRefused(f"There is no seat at game {game_id}.")

def b():
    refusal = SeatRefused("Made here, raised later.")
    raise refusal

def c(request):
    messages.error(request, "Something went wrong.")

def d():
    return problem_response(404, "E_GONE", "Not found", "It is gone.")

def e(value):
    raise serializers.ValidationError({"field": ["Not %s." % value]})
"""

SAID = """
from django.utils.translation import gettext as _

def a(game_id):
    raise SeatRefused(_("There is no seat at game %(game)s.") % {"game": game_id})

def b():
    raise IllegalMove("E_EMPTY_MOVE", _("Send a move."))

def c():
    raise TypeError(f"an invariant broke: {1}")

def d():
    raise ValueError("Django's own contract.")  # plain: nobody reads it

def e():
    raise FormatRefusal(gettext_noop("A player is listed twice."))
"""


def _tree(tmp_path: Path, source: str) -> Path:
    (tmp_path / "games").mkdir()
    (tmp_path / "games" / "refusals.py").write_text(source, "utf-8")
    return tmp_path


def test_plain_refusals_are_named_with_their_line(tmp_path: Path) -> None:
    found = plain_refusals(_tree(tmp_path, PLAIN))
    lines = sorted(int(f.split(":")[1]) for f in found)
    assert lines == [8, 11, 15, 18, 21], found
    assert all(f.startswith("games/refusals.py:") for f in found)


def test_gettext_codes_developer_errors_and_marked_lines_pass(tmp_path: Path) -> None:
    assert plain_refusals(_tree(tmp_path, SAID)) == []
