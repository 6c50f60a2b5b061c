"""Readings taken where the rulebook is silent or ambiguous (digest §11); what is not playable."""

from __future__ import annotations

READINGS: tuple[str, ...] = (
    "A-1: relocation (space 2, then space 1) happens before the round scoring.",
    "A-2: one player may not occupy both turn-order spaces.",
    "A-3: the public (sideways) engineer fields are '2' and '1' on the 3-4 player side; the "
    "2-player side has only field '1' (board art, data file).",
    "A-4: placing a displaced locomotive on another line is optional; it may always be returned "
    "as a factory.",
    "A-5: a re-used space (factory 3, engineer 8) may be carried out partially.",
    "A-6: a coin on a space blocks its re-use; a coin on the assembly point does not block it.",
    "A-7: temporary and black workers count as 'one of his workers' for re-use; the black-worker "
    "bonus is not granted again on re-use; engineer 8 (own or public) cannot re-use itself, and "
    "turn-order spaces have no action to re-use.",
    "A-8: moot in the base game: no locomotive is higher than 9, so the ?-card 9 is never "
    "displaced.",
    "A-9: every factory and the industry ?-space a marker steps onto triggers, also in "
    "multi-step moves.",
    "A-10: both industry markers may share field 0; elsewhere a marker never steps onto the "
    "other's field, so they never pass each other.",
    "A-11: the black-worker bonus (one optional extra black step) also applies on relocation "
    "and on the assembly point.",
    "A-12: the '4 actions' ?-card is selectable when its three base actions are executable; the "
    "repeated action is optional.",
    "A-13: coins (18) and doublers (20) are limited; surplus from non-competitive actions lapses.",
    "A-14/A-15: a full doubler row or an impossible locomotive makes the competitive space "
    "unselectable.",
    "A-16: a factory under an industry marker may be replaced; it is not triggered.",
    "A-17/A-18: the extra-engineer card counts only for a player with at least one engineer; "
    "ties for the majority go to the highest engineer number; with one player holding engineers "
    "only 40 is awarded.",
    "A-19: a terminal counts when the black marker stands on the line's last field.",
    "A-20: with 2-3 players only order cards 1..N are dealt; the start-bonus draft runs from the "
    "last position up to position 2; the fourth (unused) card stays out.",
    "A-21: scores start at 0.",
    "A-22: a move without payment uses temporary workers, then own workers, then coins; the "
    "black worker only when named.",
    "A-27: solo start coins are 5 in total.",
    "A-29: passing is always allowed.",
    "A-30/A-31: with no executable ?-card the card part lapses; an empty end-game stack leaves "
    "only the 10 points of factory 9.",
    "A-32/A-36: relocation is optional and only to a fully executable 1-worker, coin-free space "
    "(or an unused own 1-worker engineer).",
    "A-35: when only space 2 is taken, the first other player stays first; the start player on "
    "space 2 with space 1 empty keeps the order (special case).",
    "A-37: a hired engineer is usable in the round it was hired.",
    "A-38: special spaces trigger when marker position >= field and reach >= field, checked after "
    "every step, locomotive or factory change.",
    "A-39: solo engineer tie between Emil and the player: highest engineer number wins.",
    "Competitive feasibility (C1) counts the gaps already filled when a space is chosen; a "
    "factory 2 built during the same industry move is not assumed in advance.",
    "Track and industry steps are made one per move; a step counts toward the open mandatory "
    "action first, so optional extras (black-worker bonus, factory 7) take the remaining steps.",
    "Track order: a colour enters a line only behind the colour before it (that colour must "
    "stand on field 2 or beyond), so natural never enters before brown (digest §4.4, RR-83).",
    "Digest RR-40 as corrected: the first industry marker cannot step into an empty gap, so a "
    "2-step action is split only when the next gap holds a factory.",
    "When two competitive rewards of one turn compete for the last room (a ?-card taken in the "
    "middle of a space's action), the part that became impossible lapses.",
    "Emil's cards needing a coin are skipped when the general supply holds none (A-13).",
    "2-player side: both turn-order spaces exist and both relocate (the rulebook does not cross "
    "either out; the crossed-out arrow on the board art is not followed).",
    "Solo: Emil's loco-and-factory card takes two tiles from the locomotive stacks (rulebook: "
    "'Emil nimmt Lokomotiven und Fabriken ... immer vom Lokomotivenstapel'); when the stacks are "
    "empty he takes the lowest returned factory.",
)

NOT_PLAYABLE: tuple[str, ...] = (
    "Coal module: the coal board's upper action spaces, how foundries are acquired and how much "
    "coal a coal space gives are only in pictures; the option is refused.",
    "German Railroads Germany board: line lengths, branches, extensions and income spaces are "
    "only in pictures; refused.",
    "German Railroads new material (engineers 5, 6, 15, -10, 0; ?-token 4 coins; ?-cards new "
    "upgrader, coal factory): the A/B letters of the new engineers and the new upgrader's values "
    "rest on no reliable source; refused.",
    "American Railroads: board layout, stock board and rubble conditions are only in pictures; "
    "refused.",
    "DSP mini-expansion: the pool size of DSP ?-tokens and the costs of Olga, Ludmilla and "
    "Dimitrij are not stated; refused.",
)
