"""Which replies are table talk: a first line starting with ``say:``, nothing else."""

from __future__ import annotations

import pytest

from notifications.email.talk import talk_text_of


@pytest.mark.parametrize(
    ("reply", "talk"),
    [
        ("say: good luck", "good luck"),
        ("SAY : Good luck\nand have fun", "Good luck\nand have fun"),
        ("\n\n  say:hi\n\n-- \nAnna", "hi"),
        ("say: see you\n\nOn Monday, turns@localhost wrote:\n> It is your turn", "see you"),
        ("say:", ""),
    ],
)
def test_say_marks_table_talk(reply: str, talk: str) -> None:
    assert talk_text_of(reply) == talk


@pytest.mark.parametrize(
    "reply",
    ["build coal mine at dudley", "sayonara: pass", "pass\nsay: sorry", "", "> say: quoted"],
)
def test_anything_else_is_a_move(reply: str) -> None:
    assert talk_text_of(reply) is None
