"""Module 1 — Transport (Transport): the wagon, goods, city demand and deliveries.

TOP I: game end at 23 goods delivered and the goods-set scoring; TOP II: income from the
goods-price chart; TOP III: the wagon for more spice.  Rulebook "Das Modul 1: Transport";
digest §4.1.
"""
