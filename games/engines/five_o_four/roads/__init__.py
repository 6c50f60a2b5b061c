"""Module 6 — Roads (Straßen): roads between settlements, networks from the capital.

TOP I: game end by connected cities and the road scoring; TOP II: road income; TOP III:
free roads.  Rulebook "Das Modul 6: Straßen"; digest §4.6.
"""
