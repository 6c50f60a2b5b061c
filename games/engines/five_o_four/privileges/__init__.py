"""Module 3 — Privileges (Privilegien): the privilege cards, starting bids and auctions,
factories and taxes.

TOP I: game end at 20 factories, 5 VP per factory; TOP II: factory income; TOP III: the
privilege purchase in 3C.  Rulebook "Das Modul 3: Privilegien" and appendix 3; digest §4.3, §7.
"""
