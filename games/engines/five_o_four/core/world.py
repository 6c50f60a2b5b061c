"""Composing a world (a, b, c) from module parts: board, turn order, money, availability.

Which module parts this engine version implements is :data:`IMPLEMENTED`: a part missing
there makes its worlds unavailable with a clear InvalidOptions message; adding a part is
adding its rules, never editing a world list.

Rulebook "Allgemeine Regeln" and appendix 1; digest §1.2 (priorities), §6.1 (boards),
§10 (data model).  Nothing here is per world: every answer is computed from the parts.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from .catalog import FACTS, PARTS, TRANSPORT, WORLD_NAMES, Part

POSITIONS = ("I", "II", "III")

# Every module at every position except Shares on TOP I/II (9.I, 9.II); worlds whose data no
# source gives stay unavailable by facts.yaml (Transport's city data on TOP I/II, 7.I's cards).
IMPLEMENTED = frozenset(
    {
        "1.I",
        "1.II",
        "1.III",
        "2.I",
        "2.II",
        "2.III",
        "3.I",
        "3.II",
        "3.III",
        "4.I",
        "4.II",
        "4.III",
        "5.I",
        "5.II",
        "5.III",
        "6.I",
        "6.II",
        "6.III",
        "7.I",
        "7.II",
        "7.III",
        "8.I",
        "8.II",
        "8.III",
        "9.I",
        "9.II",
        "9.III",
    }
)


def all_world_ids() -> list[str]:
    digits = range(1, 10)
    return [f"{a}{b}{c}" for a in digits for b in digits for c in digits if len({a, b, c}) == 3]


@dataclass(frozen=True, slots=True)
class World:
    """The composed rules context every module rule reads (digest §10.1)."""

    wid: str
    top: tuple[int, int, int]

    @property
    def parts(self) -> tuple[Part, ...]:
        return tuple(PARTS[f"{m}.{p}"] for m, p in zip(self.top, POSITIONS, strict=True))

    def has(self, module: int) -> bool:
        return module in self.top

    def pos(self, module: int) -> str | None:
        return POSITIONS[self.top.index(module)] if module in self.top else None

    def at(self, module: int, *positions: str) -> bool:
        return self.pos(module) in positions

    @property
    def top1(self) -> int:
        return self.top[0]

    @property
    def top2(self) -> int:
        return self.top[1]

    # -- board (appendix 1; digest §6.1) ------------------------------------------------
    @property
    def board(self) -> int:
        claims: list[tuple[int, int]] = []
        explore = any(p.board == "explore" for p in self.parts)
        for part in self.parts:
            if isinstance(part.board, tuple):
                board, prio = part.board
                claims.append((prio, board))  # Military's board 2 is never used with
                # Exploration, but its priority-II claim sends Exploration to board 1 (R37)
        if explore:
            if self.at(5, "II") or any(prio in (2, 3) for prio, _ in claims):
                return 1
            return 4  # both others ask for priority IV, or Shares asks for none (digest §12-U3)
        return min(claims)[1]

    @property
    def name(self) -> str | None:
        """The rulebook names worlds 123, 456 and 789; the rest only the Book of Worlds does."""
        entry = WORLD_NAMES.get(self.wid)
        return None if entry is None else str(entry["en"])

    @property
    def with_inhabitants(self) -> bool:
        """General rule 2: without inhabitants iff Module 1 is in the world and the thick line
        runs through all three parts (data/transport.yaml thick_line, provisional)."""
        line = TRANSPORT["thick_line"]
        return not (self.has(1) and all(p.key in line for p in self.parts))

    @property
    def separate_capitals(self) -> bool:
        return self.board in (1, 2, 3)

    # -- turn order (digest §1.2, §5.2) ---------------------------------------------------
    @property
    def order_system(self) -> str:
        return min((p.order[1], i, p.order[0]) for i, p in enumerate(self.parts))[2]

    # -- starting money (digest §1.2) -----------------------------------------------------
    def starting_money(self, players: int) -> list[int]:
        """Money per seat in round-1 order; +20 ALWAYS with 3.III."""
        claims = [p.money for p in self.parts if p.money[0] not in ("plus20", "never")]
        rule = min(claims, key=lambda c: c[1])[0]
        if rule == "staggered":
            amounts = [60, 80] if players == 2 else [60, 70, 80, 90][:players]
        elif rule == "by_players_9":
            amounts = [{2: 300, 3: 200, 4: 150}[players]] * players
        else:
            amounts = [int(rule.removeprefix("flat"))] * players
        bonus = 20 if self.at(3, "III") else 0
        return [a + bonus for a in amounts]

    # -- materials (digest §2 "used by", checked against §10.6) ---------------------------
    def materials(self) -> set[str]:
        found: set[str] = set()
        for part in self.parts:
            for name, cond in part.materials:
                if cond is None or self._holds(cond):
                    found.add(name)
        return found

    def _holds(self, cond: str) -> bool:
        kind, _, arg = cond.partition(":")
        if kind == "with":
            return self.has(int(arg))
        if kind == "without":
            module, _, position = arg.partition(".")
            return not self.at(int(module), position)
        if kind == "top1":
            return self.top1 in {int(x) for x in arg.split(",")}
        raise ValueError(cond)

    # -- availability -----------------------------------------------------------------------
    def missing_facts(self) -> list[str]:
        """Facts this world needs that no source gives (computed from the parts' needs)."""
        need: list[str] = []
        for part in self.parts:
            for fact in part.needs:
                if not FACTS[fact]["known"] and fact not in need:
                    need.append(fact)
        return need

    def unimplemented_parts(self) -> list[str]:
        missing = [p.key for p in self.parts if p.key not in IMPLEMENTED]
        return missing or pending_combinations(self)


def pending_combinations(w: World) -> list[str]:
    """Combination rules of implemented parts that this engine version does not play yet;
    such worlds stay unavailable (named in the refusal) rather than play wrongly."""
    pending = []
    if w.at(9, "I", "II"):
        pending += public_company_pending(w)
    return pending


def public_company_pending(w: World) -> list[str]:
    """Combination rules of public companies (9.I/9.II) not played yet."""
    pending: list[str] = []
    return pending


@cache
def world(wid: str) -> World:
    return World(wid, (int(wid[0]), int(wid[1]), int(wid[2])))


@cache
def available_worlds() -> tuple[str, ...]:
    return tuple(
        w
        for w in all_world_ids()
        if not world(w).missing_facts() and not world(w).unimplemented_parts()
    )


@cache
def data_available_worlds() -> tuple[str, ...]:
    """Worlds whose data needs are met (the issue's count), whatever the implementation."""
    return tuple(w for w in all_world_ids() if not world(w).missing_facts())
