"""Seeded randomness: every draw comes from the game's secret seed and a counter, so a replay
of the moves reproduces every state."""

from __future__ import annotations

import hashlib
import random

from .values import State


def seed_digest(seed: int) -> str:
    """SHA-256 of the seed, published at the start so players can check it at the end."""
    return hashlib.sha256(str(seed).encode()).hexdigest()


def seeded_rng(seed: int, *salt: int | str) -> random.Random:
    """A RNG fixed by the seed and a salt; the same inputs give the same draws forever."""
    material = ":".join([str(seed), *map(str, salt)]).encode()
    return random.Random(int.from_bytes(hashlib.sha256(material).digest()[:16], "big"))


def draw_rng(state: State) -> random.Random:
    """The RNG for the next draw of this state: seed from ``state["secret"]["seed"]``.

    Each call advances ``state["secret"]["draws"]``, so two draws never repeat and a replay
    makes exactly the same ones. Call it on the working copy inside ``apply``/``setup``.
    """
    secret = state["secret"]
    secret["draws"] = secret.get("draws", 0) + 1
    return seeded_rng(secret["seed"], "draw", secret["draws"])
