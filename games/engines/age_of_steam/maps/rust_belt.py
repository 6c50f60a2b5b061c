"""Rust Belt (3-6 players): the base game's map (rulebook l. 48-102); it changes no rule."""

from .model import load_map
from .rules import MapRules

MAP = load_map("map-rust-belt.yaml", "rust_belt", MapRules())
