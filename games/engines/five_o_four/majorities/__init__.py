"""Module 7 — Majorities (Mehrheiten): the majority table, scoring cards and shrinking.

TOP I: three scorings from face-down scoring cards, order by VP; TOP II: majority income;
TOP III: majority VP at the end.  Rulebook "Das Modul 7: Mehrheiten"; digest §4.7.
"""
