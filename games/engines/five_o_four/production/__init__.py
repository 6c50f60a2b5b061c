"""Module 8 — Production (Produktion): businesses, trading houses, goods sets.

TOP I: game end by trading houses and goods, the goods-set scoring; TOP II: production
income; TOP III: businesses for more spice.  Rulebook "Das Modul 8: Produktion"; digest §4.8.
"""
