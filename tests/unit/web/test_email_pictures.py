"""The pictures of a turn email (the board, the reader's player board) for every engine and
map with 2, 3 and 4 players (as far as the engine allows), in English and German, read by
geometry: no text leaves the picture, no two labels run into each other, every text is big
enough to read where the email shows it, no player is named by a seat number, and the
picture has a title in the reader's language. Each PNG is written to test-output/pictures/
to be looked at."""

from __future__ import annotations

from pathlib import Path

import pytest

from games.engines.core import get_engine
from notifications.email.pictures import png_of
from tests.support.pictures import (
    outside,
    overlaps,
    pictures,
    play,
    readable_words,
    title,
    too_small,
)
from tests.support.turn_emails import internal_tokens

OUT = Path(__file__).resolve().parents[3] / "test-output" / "pictures"
#: Pixels: the smallest text a reader makes out in an email (at the width it is shown).
LEAST = 6.5
#: A few of 504's worlds: one with every module's board, a small one, a large one.
WORLDS = ("231", "345", "498")


def cases() -> list[object]:
    found = []
    for slug in ("brass-birmingham", "age-of-steam", "russian-railroads", "504"):
        engine = get_engine(slug)
        if slug == "504":
            configs = [(n, {"world": w}) for w in WORLDS for n in (2, 3, 4)]
        else:
            configs = [(n, o) for n, o in engine.configurations() if 2 <= n <= 4]
            # a map for one player only (Barbados) is drawn for that one
            maps = {o.get("map") for n, o in configs}
            configs += [
                (n, o) for n, o in engine.configurations() if n < 2 and o.get("map") not in maps
            ]
        for players, options in configs:
            for moves in (2, 30):
                extra = "-".join(str(v) for v in options.values())
                name = f"{slug}-{extra}-{players}p-m{moves}".replace("--", "-")
                found.append(pytest.param(slug, players, options, moves, id=name))
    return found


@pytest.mark.parametrize(("slug", "players", "options", "moves"), cases())
def test_email_pictures_keep_their_words_inside_and_apart(slug, players, options, moves, request):
    state = play(slug, players, options, moves, seed=7)
    OUT.mkdir(parents=True, exist_ok=True)
    english = pictures(slug, players, state, "en")
    german = pictures(slug, players, state, "de")
    assert [p.kind for p in english] == [p.kind for p in german]
    problems = []
    for language, drawn in (("en", english), ("de", german)):
        for picture in drawn:
            where = f"{language} {picture.kind}"
            (OUT / f"{request.node.callspec.id}-{language}-{picture.kind}.png").write_bytes(
                png_of(picture.svg)
            )
            problems += [f"{where}: {p}" for p in outside(picture.svg)]
            problems += [f"{where}: {p}" for p in overlaps(picture.svg)]
            problems += [f"{where}: {p}" for p in too_small(picture, LEAST)]
            seats = [
                t
                for kind, t in internal_tokens(readable_words(picture.svg))
                if kind == "seat index"
            ]
            problems += [f"{where}: a seat number {t!r}" for t in seats]
            assert title(picture.svg), f"{where} has no title"
    assert problems == []
    # each picture's title (a screen reader's words, and the email's alt text) is the
    # reader's language
    for en, de in zip(english, german, strict=True):
        assert title(en.svg) != title(de.svg), f"{en.kind}: {title(en.svg)!r} in both languages"
