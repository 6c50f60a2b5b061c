"""The core of 504 that every world shares: composing a world from its three module parts,
the board, the state and its setup, rounds and turns, pieces, money and who acts.

Rulebook "Allgemeine Regeln" (general rules 1-29) and appendices 1-2; digest §1, §5, §6, §10.
The core imports no module package: a module registers what it does into the core's tables
(rounds.BEFORE/AFTER, stages.STAGES and the module registry), never the other way round.
"""
