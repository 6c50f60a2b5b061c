"""What engines not yet on the framework still use; goes once Age of Steam and 504 moved."""

from __future__ import annotations


def normalise_text(text: str) -> str:
    """Lower case, punctuation to spaces, single spaces (words.fold also folds accents and
    dashes; the engines on the framework use that)."""
    keep = "".join(ch if ch.isalnum() or ch in "£-" else " " for ch in text.lower())
    return " ".join(keep.split())
