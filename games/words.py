"""Engine words for people: the ONE place that turns what an engine says into a sentence.

Engines return :class:`~games.engines.core.Text` values (an English template, the gettext
msgid, with parameters: numbers, the game's own terms, players by seat). ``say`` renders
one in the reader's language with Django's gettext (``pgettext`` with the engine's slug as
msgctxt; a term's msgctxt is "slug|kind") and writes each seat as its player's name. The
API's problem ``detail``, the game pages and the emails all call it; nothing else formats
engine words for people.

Catalogues: every engine's msgids are extracted by ``manage.py engine_messages`` into
``games/engines/<package>/locale/<lang>/LC_MESSAGES/django.po`` (see docs/engine-framework.md);
settings add those folders to LOCALE_PATHS.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from django.conf import settings
from django.utils import translation
from django.utils.translation import npgettext, pgettext

from games.engines.core import Engine, Player, Said, Term, Text, said_from_json
from games.engines.core.words import add_language, render
from games.models import Game


def say(
    said: Said | Term | Mapping[str, Any] | None,
    language: str | None = None,
    seat_names: Sequence[str] = (),
) -> str:
    """``said`` (a Text, its JSON form, a Term, or a plain string) as a sentence in
    ``language`` (default: the active one), players by name (``seat_names[seat]``)."""
    if said is None:
        return ""
    if isinstance(said, Term):
        if language is None:
            return _term(said)
        with translation.override(language):
            return _term(said)
    if isinstance(said, Mapping):
        said = said_from_json(said)
    if isinstance(said, str):
        return said
    if language is None:
        return _render(said, seat_names)
    with translation.override(language):
        return _render(said, seat_names)


def _render(text: Text, seat_names: Sequence[str]) -> str:
    def player(p: Player) -> str:
        if 0 <= p.seat < len(seat_names) and seat_names[p.seat]:
            return seat_names[p.seat]
        return _render(p.fallback(), ())

    return render(text, _template, _term, player)


def _template(text: Text) -> str:
    if text.plural is not None and text.count is not None:
        count = text.params[text.count]
        return npgettext(text.context, text.msgid, text.plural, int(count))
    return pgettext(text.context, text.msgid)


def _term(term: Term) -> str:
    return pgettext(term.msgctxt, term.name)


def seat_names(game: Any) -> list[str]:
    """Each seat's player as every reader meets them (pages, emails, webhooks, records),
    indexed by seat: the account's name; a bot by its own name ("Bot Brunel": two bots at
    one table are told apart); an imported record's seat by its recorded name; a seat
    nobody holds yet "Player 2"."""
    if "seats" in getattr(game, "_prefetched_objects_cache", {}):  # read already
        seats = list(game.seats.all())
    else:
        seats = list(game.seats.all().select_related("user"))
    held = {seat.index: seat for seat in seats}
    count = max([game.players or 0, *(index + 1 for index in held)])
    return [_seat_name(held.get(i), i) for i in range(count)]


def seat_name(names: Sequence[str], seat: int) -> str:
    """``names[seat]`` (from ``seat_names``), or "Player 2" for a seat the list lacks."""
    if 0 <= seat < len(names) and names[seat]:
        return names[seat]
    return _seat_name(None, seat)


#: Bots by name, one per seat (railway and engine pioneers), so two bots at one table are
#: told apart on pages, in emails, webhooks and the API; a seat's bot keeps its name.
BOT_NAMES = ("Ada", "Brunel", "Cugnot", "Daimler", "Ericsson", "Fulton", "Gooch", "Hedley")


def bot_name(index: int) -> str:
    """The bot of seat ``index`` by its name ("Bot Ada"), in the active language."""
    return pgettext("pages", "Bot {name}").format(name=BOT_NAMES[index % len(BOT_NAMES)])


def name_of_seat(seat: Any) -> str:
    """One seat's player as ``seat_names`` names them (the API's display name)."""
    return _seat_name(seat, seat.index)


def _seat_name(seat: Any, index: int) -> str:
    if seat is not None and seat.user is not None:
        return str(seat.user.username)
    if seat is not None and seat.bot:
        return bot_name(index)
    if seat is not None and seat.name:
        return str(seat.name)
    return pgettext("pages", "Player {number}").format(number=index + 1)


def seat_names_of_game(game_id: Any) -> list[str]:
    """``seat_names`` of a game by id (none when there is no such game)."""
    game = Game.objects.filter(pk=game_id).first()
    return seat_names(game) if game is not None else []


def pending_of(engine: Engine, state: dict[str, Any]) -> dict[str, Any]:
    """The engine's pending decision in the one shape ``{seats, kind, accepts, text, ...}``.

    Engines on the framework publish it already; for the two still moving (Age of Steam,
    504) this fills what is missing: ``kind`` from their ``phase``, ``accepts`` left empty
    (unknown without listing their moves), ``text`` from the kind.
    """
    pending = dict(engine.pending(state))
    seats = list(pending.get("seats") or [])
    kind = str(pending.get("kind") or pending.get("phase") or ("turn" if seats else "over"))
    pending.setdefault("accepts", [])
    pending["seats"], pending["kind"] = seats, kind
    if not pending.get("text"):
        pending["text"] = Text(
            "{players}: {decision}.",
            {"players": [Player(s) for s in seats], "decision": kind.replace("_", " ")},
        ).as_json()
    return pending


def register_languages() -> None:
    """Tell the engines' parsers every language this server speaks (English is built in)."""
    for code, _name in settings.LANGUAGES:
        if code != "en":
            add_language(code, _speaker(code))


def _speaker(code: str) -> Callable[[Text], str]:
    def speak(text: Text) -> str:
        return say(text, code)

    return speak
