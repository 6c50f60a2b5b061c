"""Where a game's seed comes from, and how its players check it when the game is over.

The seed fixes every shuffle, die and draw of a game, so whoever knows it while the game runs
knows every hidden card. Hence:

* A game with more than one person gets its seed from the server. When the game is created
  the server draws a 256-bit secret from the operating system's CSPRNG (``secrets``) and
  publishes only its commitment, ``seed_digest``. When the game starts, the seed is derived
  from the secret and the entropy each player brought when they sat down (optional; blank
  when they brought none). When the game is over, the secret and the entropy are published
  (``seed_proof``) and anyone can check the commitment, derive the seed and replay every
  shuffle (the recipe is in the README and in :func:`derived_seed`).
* The server's secret is committed before any player joins, and each player's entropy
  comes in after that, so neither the server nor the last player to join can steer the
  deal: a player who brings their own entropy needs to trust nobody to have chosen it (the
  server still holds the hidden state, as any server that deals must).
* A seed a client chooses is a *fixed seed*: allowed where it deceives nobody (a game with
  one person, the others bots) or when asked for explicitly, and then public from the
  start, so that everyone sees before joining that the deal is known in advance.

A 256-bit secret (not the 62-bit engine seed itself) is what the digest commits to, so the
digest cannot be searched for the seed while the game runs.
"""

from __future__ import annotations

import hashlib
import json
import secrets


def new_secret() -> str:
    """256 bits from the CSPRNG, as hex."""
    return secrets.token_hex(32)


def commitment(secret: str) -> str:
    """What is published when the game is created: SHA-256 of ``turnserver-commit:<secret>``."""
    return hashlib.sha256(f"turnserver-commit:{secret}".encode()).hexdigest()


def derived_seed(secret: str, entropy: list[str]) -> int:
    """The engine's seed: the first 8 bytes of SHA-256 over the JSON array
    ``["turnserver-seed", secret, [entropy of seat 0, seat 1, ...]]`` (no spaces), shifted
    right by 2 (62 bits, like every other seed)."""
    material = json.dumps(["turnserver-seed", secret, entropy], separators=(",", ":"))
    return int.from_bytes(hashlib.sha256(material.encode()).digest()[:8], "big") >> 2
