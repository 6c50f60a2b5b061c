"""The German-words tests every engine runs, written once: subclass :class:`GermanWords` as
``TestGerman`` in the engine's ``test_german.py``, name the engine and its positions, and
keep only what is the engine's own (its rulebook terms, its typed German) beside it.

What every engine is held to (helpers in tests.support.engine_words):
- every legal move of random positions of random playouts is German all through, and its
  German (also in capitals) and its English parse back to the move;
- moves legal elsewhere, sent here, are refused in German all through;
- every refusal code in the engine's source has a German sentence;
- the terms the German rulebook prints are the ones the engine uses.
"""

from __future__ import annotations

import random
from typing import Any, ClassVar

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from hypothesis.strategies import SearchStrategy

from games.engines.core import Engine
from games.words import say
from tests.support.engine_words import (
    ENGINES,
    assert_reads_back,
    assert_refusals_german,
    playout,
    refusal_problems,
    refusal_sites,
)

SEEDS = st.integers(0, 10_000)
#: The property tests, made per engine with its number of examples (__init_subclass__).
PROPERTY_TESTS = (
    "test_every_legal_move_reads_back_from_its_german_and_english",
    "test_refusals_met_in_play_are_german_all_through",
)


class GermanWords:
    """Not collected itself (no ``Test`` prefix); each engine's ``TestGerman`` is."""

    engine: ClassVar[Engine]
    #: The engine's package under games/engines/ (its source holds the refusal codes).
    package: ClassVar[str]
    #: (players, options) of the positions to read.
    configurations: ClassVar[SearchStrategy[tuple[int, dict[str, Any]]]]
    #: How many random moves into the game (at least, at most).
    steps: ClassVar[tuple[int, int]]
    #: Move types played only when nothing else is legal (a pass that ends a round).
    rarely: ClassVar[tuple[str, ...]] = ()
    #: Legal moves parsed back per position besides one of every type.
    sample: ClassVar[int] = 12
    examples: ClassVar[int] = 10
    #: (term kind, key) -> the German rulebook's word.
    rulebook_words: ClassVar[dict[tuple[str, str], str]]

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        positions = settings(
            max_examples=cls.examples,
            deadline=None,
            suppress_health_check=[HealthCheck.too_slow],
        )
        for name in PROPERTY_TESTS:
            setattr(cls, name, positions(given(data=st.data())(getattr(GermanWords, f"_{name}"))))

    def _position(self, seed: int, steps: int, players: int, options: dict[str, Any]) -> Any:
        return playout(self.engine, players, seed, steps, options, rarely=self.rarely)

    def _test_every_legal_move_reads_back_from_its_german_and_english(
        self, data: st.DataObject
    ) -> None:
        players, options = data.draw(self.configurations, "configuration")
        seed, steps = data.draw(SEEDS, "seed"), data.draw(st.integers(*self.steps), "steps")
        state = self._position(seed, steps, players, options)
        assert_reads_back(self.engine, state, random.Random(seed), self.sample)

    def _test_refusals_met_in_play_are_german_all_through(self, data: st.DataObject) -> None:
        players, options = data.draw(self.configurations, "configuration")
        seed, steps = data.draw(SEEDS, "seed"), data.draw(st.integers(*self.steps), "steps")
        rng = random.Random(seed)
        state = self._position(seed, steps, players, options)
        elsewhere = self._position(seed + 1, rng.randrange(0, self.steps[1]), players, options)
        assert_refusals_german(self.engine, state, elsewhere, players, rng)

    def test_every_refusal_code_has_a_german_sentence(self) -> None:
        assert refusal_sites(ENGINES / self.package), "the source reader found no refusal"
        assert refusal_problems(ENGINES / self.package, self.engine.slug) == []

    def test_the_rulebook_words(self) -> None:
        words = self.engine.words
        said = {key: say(words.term(*key), "de") for key in self.rulebook_words}
        assert said == self.rulebook_words
