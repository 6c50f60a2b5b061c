"""The move builder: the complete legal-move list, narrowed one choice at a time.

Every legal move is read as a chain of steps (the board module's ``move_steps``: the action,
then a place on the board, then the industry, the card, the coal source...; the generic
chain is the action, then the move in words). The page asks the first step whose answers
differ among the moves still possible, offers each answer in the game's words, and moves on;
a step with one answer is taken at once and shown in the trail. A click on the board keeps
the moves that name that place. When one move is left, the page previews it and asks for a
confirmation. Picks travel as plain tokens (``k:<answer>`` for an answer, ``p:<place>`` for a
board place), so the builder works as links without script, and as htmx swaps with it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from django.utils.translation import pgettext

from games.engines.core import Engine, Move, State
from games.web import boards
from games.web.boards.table import Table

MAX_PICKS = 20


@dataclass(frozen=True, slots=True)
class Step:
    """One decision of a move: the ``question`` it answers, the answer (``key``, its
    ``label`` in words) and the board ``place`` the answer sits on, if any."""

    question: str
    key: str
    label: str
    place: str | None = None
    picture: str = ""  # a small SVG of the answer (a tile, turned as it would lie)


@dataclass(frozen=True, slots=True)
class Choice:
    token: str
    label: str
    place: str | None
    count: int
    picture: str = ""


@dataclass(frozen=True, slots=True)
class Picked:
    question: str
    label: str
    tokens: tuple[str, ...]  # the picks before this one (the way back to its question)
    auto: bool = False  # taken because it was the only answer


@dataclass(slots=True)
class Narrowed:
    """Where the builder stands: a question with its choices, or one move left."""

    tokens: list[str] = field(default_factory=list)
    trail: list[Picked] = field(default_factory=list)
    question: str = ""
    choices: list[Choice] = field(default_factory=list)
    move: Move | None = None
    text: str = ""
    place_filter: str | None = None

    @property
    def places(self) -> list[str]:
        """The board places among the current choices (the page marks them)."""
        return sorted({c.place for c in self.choices if c.place})

    @property
    def back(self) -> list[str] | None:
        """The picks one answer back (None at the start: nothing to go back to)."""
        chosen = [p for p in self.trail if not p.auto]
        if chosen:
            return list(chosen[-1].tokens)
        return [] if self.place_filter else None


StepsOf = Callable[[Move], list[Step]]


def action_name(engine: Engine, kind: str, table: Table) -> str:
    """A move type in the game's words (its "move" term), capitalised for a button."""
    words = engine.words
    if words is not None and kind in words.terms.get("move", {}):
        name = table.say(words.term("move", kind))
    else:  # an engine not on the words yet (Age of Steam, 504 until their rebuilds)
        name = kind.replace("_", " ")
    return name[:1].upper() + name[1:]


def generic_steps(engine: Engine, state: State, seat: int, table: Table) -> StepsOf:
    """The action (its name in the game's words), the board places the move names (where
    the board module lists them: ``move_places``, e.g. a unit's from and to), then the move
    in words."""
    places = getattr(boards.renderer(engine.slug), "move_places", None)

    def steps(move: Move) -> list[Step]:
        kind = str(move.get("type", ""))
        text = table.say(engine.move_text(state, seat, move))
        asked = [Step(pgettext("builder", "Action"), kind, action_name(engine, kind, table))]
        if places is not None:
            asked += places(move, table)
        return [*asked, Step(_which(), text, text, boards.place_of(engine.slug, move))]

    return steps


def steps_for(engine: Engine, state: State, seat: int, table: Table) -> StepsOf:
    module = boards.renderer(engine.slug)
    own = getattr(module, "move_steps", None)
    generic = generic_steps(engine, state, seat, table)
    if own is None:
        return generic

    def steps(move: Move) -> list[Step]:
        found: list[Step] | None = own(move, table)
        return found if found else generic(move)

    return steps


def words_for(engine: Engine, state: State, seat: int, table: Table) -> Callable[[Move], str]:
    """A move in words: the board module's own (``move_words``, where the engine's notation
    is made for typed replies), else the engine's."""
    own = getattr(boards.renderer(engine.slug), "move_words", None)

    def text(move: Move) -> str:
        found = own(move, table) if own is not None else None
        return str(found) if found else table.say(engine.move_text(state, seat, move))

    return text


def parse_tokens(raw: Sequence[str]) -> list[str]:
    return [t for t in raw if t.startswith(("k:", "p:"))][:MAX_PICKS]


def narrow(
    moves: Sequence[Move],
    steps_of: StepsOf,
    tokens: Sequence[str],
    text_of: Callable[[Move], str],
) -> Narrowed:
    """Follow ``tokens`` through the moves' steps; answer the next question or the move."""
    chains = [steps_of(m) for m in moves]
    alive = list(range(len(moves)))
    depth = 0
    found = Narrowed()
    for token in tokens:
        kind, value = token[:2], token[2:]
        if kind == "p:":
            kept = [i for i in alive if any(s.place == value for s in chains[i][depth:])]
            if kept:
                alive, found.place_filter = kept, value
                found.tokens.append(token)
            continue
        if value.startswith("#"):  # one of several moves with the same steps, by its words
            index = int(value[1:]) if value[1:].isdigit() else -1
            if index not in alive:
                break
            found.trail.append(Picked(_which(), text_of(moves[index]), tuple(found.tokens)))
            alive = [index]
            found.tokens.append(token)
            continue
        kept = [i for i in alive if len(chains[i]) > depth and chains[i][depth].key == value]
        if not kept:
            break  # a stale pick (the position moved on): ask from here
        step = chains[kept[0]][depth]
        found.trail.append(Picked(step.question, step.label, tuple(found.tokens)))
        alive = kept
        found.tokens.append(token)
        depth += 1
    while alive:
        answers, ended = _answers(alive, chains, depth)
        if len(answers) == 1 and not ended:
            key, indices = next(iter(answers.items()))
            step = chains[indices[0]][depth]
            found.trail.append(Picked(step.question, step.label, tuple(found.tokens), auto=True))
            found.tokens.append(f"k:{key}")
            alive, depth = indices, depth + 1
            continue
        if not answers and len(ended) == 1:
            found.move = moves[ended[0]]
            found.text = text_of(found.move)
            return found
        if not answers:
            found.question = _which()
        else:
            first = chains[next(iter(answers.values()))[0]][depth]
            found.question = first.question
        for key, indices in answers.items():
            step = chains[indices[0]][depth]
            found.choices.append(
                Choice(f"k:{key}", step.label, step.place, len(indices), step.picture)
            )
        for i in ended:  # moves complete here while others ask more
            found.choices.append(Choice(f"k:#{i}", text_of(moves[i]), None, 1))
        return found
    return found


def _which() -> str:
    return pgettext("builder", "Which move?")


def _answers(
    alive: list[int], chains: list[list[Step]], depth: int
) -> tuple[dict[str, list[int]], list[int]]:
    """The answers at ``depth`` among the moves still possible (in the order first met),
    and the moves that have no step left."""
    answers: dict[str, list[int]] = {}
    ended = []
    for i in alive:
        if len(chains[i]) > depth:
            answers.setdefault(chains[i][depth].key, []).append(i)
        else:
            ended.append(i)
    return answers, ended
