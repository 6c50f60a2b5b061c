"""Module 9 — Shares (Aktien): public companies (TOP I/II) and private companies (TOP III).

TOP I: five operating rounds, wealth decides; TOP II: companies score and players score
through their shares; TOP III: every player runs a private company.  Rulebook "Das Modul 9:
Aktien"; digest §4.9.
"""
