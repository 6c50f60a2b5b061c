"""Module 5 — Exploration (Entdecken): discovering the board with explorer tiles and the die.

TOP I: game end with 7 pieces left and VP tiles, the harvest; TOP II: income tiles;
TOP III: exploring for more spice.  Rulebook "Das Modul 5: Entdecken"; digest §4.5.
"""
