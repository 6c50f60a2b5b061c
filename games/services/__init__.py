"""Game services: every write to games goes through these functions (keyword-only)."""
