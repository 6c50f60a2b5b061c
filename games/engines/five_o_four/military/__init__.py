"""Module 4 — Military (Militär): exclusive spaces, free cities, combat, fallen capitals.

TOP I: the immediate game end and 3/5 VP per land space/city; TOP II: military income;
TOP III: attrition combat.  Rulebook "Das Modul 4: Militär"; digest §4.4.
"""
