"""Module 2 — Race (Wettlauf): city cards, hurried movement, moving the capital, recycling.

TOP I: game end by city cards and the city-card table; TOP II: income for first settlements
and city cards; TOP III: interim awards keyed by the TOP I module.  Rulebook "Das Modul 2:
Wettlauf"; digest §4.2.
"""
