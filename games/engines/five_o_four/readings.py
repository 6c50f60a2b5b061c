"""Readings taken where the rulebook is unclear or silent (listed by describe())."""

READINGS = (
    "R1 Start player: seat 0 (the rulebook lets the group choose one); "
    "play runs clockwise by seat.",
    "R2 City numbers on boards 2/3 are unknown; cities are named by their position 'q,r'. "
    "City 1 is the centre of board 5 (rulebook).",
    "R3 Majority-table counts are computed from the pieces on the board at any moment "
    "(a removed settlement, business or road stops counting).",
    "R4 Roads: inhabitants used to build may stand on either space (digest U45); an opposing "
    "or neutral road on the same edge adds 1 inhabitant; road moves along own roads keep the "
    "inhabitant active (digest U6).",
    "R5 Production 3H and final scoring: the engine sorts and exchanges goods 2:1 for the best "
    "income/VP (keeping as many unsold goods as possible); the rulebook leaves the choice to "
    "the player, but no other choice is ever better for this turn.",
    "R6 Race recycling is offered only when the supply is empty (3C inhabitants, 3D settlements).",
    "R7 Entering a space without a settlement left (and no recycling) is refused.",
    "R8 Moving the capital (Race 3A) is refused if the old capital would hold more than "
    "7 inhabitants.",
    "R9 C8-OWNERLESS: an ownerless business goes to a player who places a settlement there, "
    "or who has one there at the start of their turn.",
    "R10 C6-NEUTRAL: a reclaimed neutral road returns to its former owner's supply and the "
    "new owner lays one of their own.",
    "R11 Goods supply is limited (48 goods); a business produces nothing when its kind is out.",
    "R12 2.III with Roads on TOP I: 'connect a terrain for the 3rd time' = 3 spaces of it "
    "joined to your roads (capital included).",
    "R13 Majorities (7.II) with Race on TOP I counts settled spaces, capital included "
    "(digest §4.7).",
    "R14 Data availability: besides the city goods and positions (Transport on TOP I/II), the "
    "7.I scoring-card counts per player count are unknown (digest §9 M17), so 7.I worlds are "
    "unavailable too: 343 data-available worlds, not 392.",
    "R15 Military capitals (board 2): each choice must leave a complete legal set of edge "
    "capitals reachable (2: opposite; 3: every other edge city; 4: the two free edge cities "
    "opposite); the first chooser may take any edge city.",
    "R16 Military 4.III: single inhabitants remove a capital's defending inhabitants one by "
    "one; the HQ falls only to a storm of exactly 3 inhabitants moved in at once when it "
    "defends alone (all 3 and the HQ are removed, the city is neutral).",
    "R17 Race with Military (C2-MIL): a free city counts as an opposing city for the extra "
    "city-card inhabitant; with an empty supply no inhabitant goes on the card.",
    "R18 Roads with Military (C6-MIL): a player's network is the capital plus own spaces joined "
    "by roads through own spaces only; new roads must join it also with 4.III; a step along "
    "a road between two own spaces keeps the inhabitant active.",
    "R19 Roads on TOP I with Military: the majority-table ledger keeps a counted space for the "
    "rest of the game (only 6.II says to subtract); the capital counts with the first road; "
    "the game ends only when the 40 neutral roads are built.",
    "R20 Production with Military (C8-MIL, U15): a free city's barracks counts as 1 trading "
    "house for the fee; with 4.III and Production on TOP I/II the city guard is placed too "
    "(no combat on cities, so it never fights); a player may settle in an opposing capital "
    "city.",
    "R21 7.I order: round 1 by lot (the staggered starting money follows it, digest U35); the "
    "VP that decide later orders are the scorings, the 2.III awards and the VP privileges "
    "I (11), II (9), III (6) (box 'with 7.I').",
    "R22 7.I cards: from round 3 each player in the new order takes the next face-down card, "
    "row I first, then II, then III (digest U32); the card is turned up at the very end of the "
    "player's turn, after income (U51).",
    "R23 7.I scorings: a majority needs at least 1 space and so does a 2nd place; after every "
    "scoring, the 3rd included, each player removes 1 unit per full 3 (2 players) or 4 VP of "
    "that scoring (the 3 VP compensation does not count) and scores 3/4 VP less per unit they "
    "cannot remove (digest U20, U47).",
    "R24 7.I removals: inhabitants first, then settlements; a settlement may go if no other "
    "settlement is cut off the capital by it (one already cut off may always go).  Removals "
    "that leave no choice are made at once; removed pieces return to the supply.",
    "R25 2.III with Majorities on TOP I: 'all 6 terrains once/twice' is read on the majority "
    "table (every column at least 1 / 2), where the 10 and 20 VP lie.",
    "R26 Explorer tiles (digest U5): the city count is the shortest path from the target to a "
    "city over discovered land spaces (intermediate spaces counted); the water count is the hex "
    "distance to the central city minus 1, and 0 next to water; tiles at an empty stack go on "
    "by step 4 (if then no stack holds a tile, step 3 lays them at the non-empty land stacks "
    "first); a space no remaining piece may take cannot be explored.",
    "R27 The die is a d6 (digest M21); the tiles are numbered 1-6 in the order they are laid "
    "(city, water, meadow ... desert), which the rulebook says does not matter.",
    "R28 One inhabitant exploring several spaces (5.III, 5.II with Race) makes one move per "
    "space and decides after each roll; it stays on its space until 'stop exploring' (or "
    "until no unknown neighbour is left), and nothing else happens meanwhile.",
    "R29 Board 1 start pieces are not in the stacks (digest U44); board 4's city 1 is the "
    "central city (U52).  City numbers of board 1 are unknown: cities are named by position.",
    "R30 2.III with Exploration on TOP I: the 5 VP of a terrain go to the first player whose "
    "own discoveries of that terrain reach 3 (as R12 for Roads, digest U21 for Transport).",
    "R31 Exploring by wagon (C5-NOINH) needs at least 1 MP left; the wagon enters the new "
    "space at once if its MP allow, otherwise (water, or a mountain found with the last MP) "
    "it stays and 1 MP is spent.  Extra MP are bought before exploring.",
    "R32 C5-PRIV (5.II with 3.I): the inhabitants move in right after the discovery (any "
    "other move ends the chance), each from a space next to it; a free city discovered in a "
    "Military world holds barracks and guard, so nobody moves in this way there.",
    "R39 C5-MIL-II (5.II with 4.I; terrains provisional from [504R]): the settlement and "
    "exhausted inhabitant a discovery yields come from the discoverer's supply as far as it "
    "lasts (no settlement: nothing; the explorer returns only afterwards) and earn no income "
    "tile; the last settlement placed so ends the game (4.I, phase 3D).  The player whose "
    "attack removes a mountain's city guard gets the 20 M with this turn's 3H income, whether "
    "or not an army of theirs survives to take the mountain.",
    "R40 5.II with both Race and Military (452, 254): Race's box applies, one inhabitant "
    "explores any number of spaces and returns unless it found only water ([504R] gives Race "
    "precedence; the rulebook's two boxes differ only in the count).",
    "R41 4.I with Production on TOP III (428, 438, 458, ...): cities are fought over there "
    "(C4-PROD needs Production on TOP I/II), so taking a capital still ends the game; the "
    "rulebook's 'with Production only the first two conditions, since you do not fight on "
    "cities' is read as holding where no city is fought over.",
    "S1 Shares 9.III: a player's money is their private company's treasury and so public "
    "(general rule 28); views show it as 'treasury'.",
    "S2 Shares 9.III: the income set aside in 3H joins the money after the share prices rise, "
    "when the last player's 3H is over (digest U26).",
    "S3 Shares 9.III: the one sale of an own share is open in every sub-phase of the turn, 3A "
    "included ('während deines gesamten Zugs'; the 3B text says 'until the end of your turn'; "
    "3A spends no money, so this changes nothing but the order of moves).",
    "S4 Shares 9.III: a private company's VP are its player's final score under the TOP I "
    "module; players tied on share VP are split by the TOP I module's tie-breaker (the "
    "Shares rules give none).",
    "S5 Shares 9.III: the round-1 order is drawn at setup; staggered starting money and the "
    "reverse order for separate capitals follow that drawn order (digest U35).",
    "T1 Transport 3C: exactly 1 wagon upgrade per turn, before any inhabitant is bought "
    "(the rulebook: 'vor dem Kauf von neuen Bewohnern').",
    "T2 Transport cargo: inhabitants fill a hold holding 1 inhabitant before an empty hold; "
    "unloading takes from the fullest-freeing hold (the best packing, never less choice).",
    "T3 Without inhabitants a settlement may be placed only on the space the wagon has just "
    "driven onto this turn (where 2.II/2.III/7.III/5.II/5.III, or 3.I/3.II for cities, allow).",
    "T4 A Race city card is marked by the wagon only with an inhabitant left in the supply; "
    "the own capital is never marked (it carries the settlement with 2.II).",
    "T5 1.II with Production on TOP I/II: delivered goods stay on the trading houses (C1-PRD) "
    "and are still priced in 3H; without them they return to the supply after income.",
    "T6 II (6) with Transport: one trading house (the first that overflows) takes 1 extra good.",
    "T7 2.I without inhabitants: the MP moved after the last newly reached city are those of "
    "the player's last turn (digest U9); tied players share the victory.",
    "T8 Goods a business produced (C1-PRD) are loaded only by its owner; unloaded goods lie "
    "loose and anyone may load them.",
    "T9 C1-EXP (Transport on TOP I/II with Exploration, board 1): the printed start cities "
    "carry the numbers the city-position data gives board 1 and get their goods at setup; "
    "the other numbers wait in the city stack, lowest on top, and a discovered city takes "
    "the top number with its demand and (not with Production) its 4 goods.  These worlds "
    "still wait for the city data (facts city_goods, city_positions).",
    "T10 C1-MIL-c with 4.III: inhabitants carried onto an opposing space are all unloaded there "
    "at once; each fights immediately like an inhabitant moving in (4.III), and once the space "
    "is free the rest settle it.  The drive is refused where such an attack is not allowed.",
    "T11 C1-MIL-d: the toll is taken from the delivering player's income of that good.",
    "R3-1 Privilege auction (3.I/3.II phase 2, digest U11): each privilege's bidding starts "
    "with the first player of the round's order and goes on in seating order; owners of the "
    "kind are skipped; the first bid is at least the minimum (20 M or 0 M), each later bid "
    "at least 1 M more; a player who cannot pay the minimum is still asked (only 'pass' is "
    "legal), so that nobody learns their money.",
    "R3-2 Tied starting bids (digest U23): a tied player receives 2 M for each tied player "
    "the lot put before them.",
    "R3-3 Round 1's phase 2 auctions the privileges laid out at setup; new privileges are "
    "drawn from round 2 on (the rulebook's drawing sentence starts 'from round 2').",
    "R3-4 Factories (3F): at most 1 per city and round for each player; the player's "
    "settlement (or headquarters) already on the city marks it, no settlement is used; "
    "ownerless factories count for the 20 on the board.",
    "R3-5 Game end with Privileges on TOP I: the income set aside in the last round is "
    "neither taxed nor paid out; the money tie-break counts the money in hand.",
    "R3-6 Separate capitals with 3.I/3.II are chosen with the place, in bid order (3.I with "
    "7.II on board 3: C3-CAP-I; 7.II's reverse-order capital rule gives way, general rule 8).",
    "R3-7 Set-aside income and the taxes paid are public (digest U55); money stays private.",
    "R3-8 C3-MIL: the factory destroyed when a city is neutralized goes back to the supply "
    "(else 20 factories could never stand again and 3.I could not end); the others stay "
    "ownerless until a player settles the city, who receives them.",
    "R3-9 3.I/3.II with Military on board 2: capitals are chosen with the places in bid order "
    "and must keep Military's edge-city set reachable (digest U10: both restrictions); the "
    "free cities get their barracks and guards once all capitals are chosen; with "
    "Exploration on board 1 the central city is never a capital (digest U39).",
    "R3-10 3.I/3.II with Shares on TOP III: 9.III's price rises follow the set-aside income at "
    "the end of the round, but the income joins the money only after the taxes of the next "
    "phase 1 (Privileges' order, priority I/II, decides; digest §5.2).",
    "R3-11 C3-7I (3.II with 7.I): 7.I's order (priority I) replaces the starting bid: round 1 "
    "by lot, no bids, capitals in reverse order; from round 2 phase 1 sets the VP order, then "
    "the income set aside is taxed by its ranking (ties as the rule says), before the "
    "privilege auction.",
    "R3-12 Privileges with public companies (9.I/9.II, digest U36): the five companies own "
    "the privileges: 2 cards per kind, 1 privilege drawn per company at setup and at each "
    "refill (at most 7 shown); the presidents bid with the treasuries in company order (the "
    "operating round's order), only founded companies bid; every privilege acts for the "
    "owning company (its treasury, pieces, income, maintenance, share price, and its VP, "
    "which the players score per unit under 9.II); with 3.III a company buys in its turn.",
    "R3-13 C3-9II (3.I + 9.II, digest U41, U60): no starting bid, capitals are chosen at "
    "founding in the stock round; companies founded in the stock round just before an "
    "operating round act first in it, the latest founded first; the others follow by their "
    "last income high to low, ties reversing the previous order.  With C3-9II and C3-9I only "
    "companies that had an income are ranked and taxed (a new company has none); a company "
    "alone in the ranking is its first and pays 20 %.",
    "R7-9II-1 C9-7I (7.I + 9.II) cards: OR 1 and OR 2 put one marker per active (founded) "
    "company on the start card for that number of companies; OR 3 lays the '1st scoring' "
    "with one blank per further active company (at least the scoring card); OR 4 and OR 5 use "
    "the cards of back II and III, read as all cards of that back (their number is data: "
    "data/majority_cards.yaml companies.backs, unknown like the other 7.I card counts).",
    "R7-9II-2 C9-7I dealing: from OR 3 each active company in the new order takes the next "
    "face-down card of the rows open by then (OR 3: row I; OR 4: rows I-II; from OR 5: all), "
    "in row order as U32; a company finding none left has no card.  Cards a row has beyond "
    "the active companies are dealt first in the next OR, and ORs (each after its stock "
    "round) go on until the 3rd scoring is turned up, 7.I's game end.",
    "R7-9II-3 C7-SHARES order: companies founded in the stock round just played act first, "
    "the latest founded first (as R3-13; OR 1: reverse founding order); the others follow "
    "7.I: VP few to many (R21's VP), ties and a round without VP reversing their previous "
    "order.  Scorings count the 5 companies (2nd places awarded), each removes 1 unit per "
    "full 4 VP with its president choosing; the 3 VP compensation goes to every founded "
    "company after the revealing one; a company not founded scores and removes nothing.",
    "R7-9II-4 C9-7I with 4.III (world 794): a company fallen before its turn in an OR still "
    "has its face-down card turned up when its turn would have come, so that no scoring of "
    "the OR's cards is lost (it scores, removes and is compensated like any company not "
    "founded: nothing).",
    "R3-14 Taxes with public companies (C3-9II, C3-9I): a company's income is paid in phase 4 "
    "by Module 9 (dividends, price moves); the taxes on that last income fall due in the "
    "next phase 1 and are paid from the treasury; what it lacks the president pays "
    "privately, as far as their money goes (Module 9's maintenance rule).",
    "R3-15 An operating round with no company founded yet (9.I/9.II) has no phase 2: no "
    "privilege is drawn, repriced or auctioned.",
    "R3-16 3.I game end: besides 20 factories on the cities, the game ends at the end of a "
    "round in which no factory can ever be built again: no player (company) has a settlement "
    "in its supply, none has a settlement on a city with room for a factory, and the world "
    "has neither Race's recycling nor Military's conquests to bring a settlement back (the "
    "rulebook's end could never come; as E3 for 5.I).",
    "R31 Military 4.I/4.II dice (provisional, digest §9 M10, faces from [504R]): after the "
    "terrain modifier (clamped to 0-6), a result of 0-2 gives 0 attack hits, 3-4 one hit, "
    "5-6 two hits; a defence die gives a hit on 3-6.  The attacker's dice and then the "
    "defender's (only after losses) come from one draw and are published with the combat.",
    "R32 Military 4.I/4.II: at most 7 inhabitants may attack one space (general rule 14); "
    "armies with no own adjacent space with room to retreat to, or with no settlement left to "
    "take over an emptied space, go back to the supply; a space emptied on both sides stays "
    "neutral (U42).",
    "R33 Military with Race (C4-RACE): one attacked space at a time; its combat must be fought "
    "(fight) before another space is attacked or phase 3D ends.",
    "R34 Military 4.I end: conquering a capital takes over the defender's spaces as far as "
    "the conqueror's settlements and inhabitants last (cities first, then by name); spaces "
    "left over, and all spaces of a merely neutralised capital, become empty.  The last "
    "settlement counts only when placed in phase 3D (rulebook).  Tie-break armies: "
    "inhabitants + settlements + HQ, the HQ counted once.",
    "R35 Race on TOP III with Military on TOP I: the 3, 4, 5, ... VP go to whoever settles a "
    "city that was free at the start, once per city, also after it lay neutral for a while.",
    "R36 Roads with Military on TOP I/II (any Roads position, so also 6.III): new roads join "
    "the capital through own spaces; 1 road may lead from such an own space into each space "
    "your inhabitants attack, built by inhabitants on the own space only.",
    "R37 Exploration (5.I/5.III) with Military: Military's board-2 claim (priority II) is "
    "not played, but it is 'another module asking for priority II', so board 1 with separate "
    "capitals is used (board 4's shared capital cannot hold exclusive Military spaces).",
    "R38 Transport with Military (C1-MIL): a free city is no opponent (no MP surcharge); "
    "the wagon may carry inhabitants onto an opposing space only where they may attack, and "
    "all of them are unloaded there as attackers (fought in 3G, or with Race before 3E ends).",
    "SH1 Shares 9.I/9.II: the share-price chart is only a picture (digest §9 M8); prices "
    "move in steps of 10 M with no upper limit and never below 10 M; a marker arriving on a "
    "price lies on top of the markers there (U28), which orders ties in the operating round.",
    "SH2 Shares 9.I/9.II: the first stock round starts with seat 0 (R1); later ones with the "
    "first player to drop out of the previous one.",
    "SH3 Shares 9.I/9.II: a trade sells first, then buys its one share (the sale's money may "
    "pay for it); the president's share swaps at once to a buyer holding more units.",
    "SH4 Shares 9.I/9.II with one shared capital (boards 4, 5): a company founded in the 1st "
    "stock round starts on the central city; a later one chooses a city with another "
    "company's settlement (the central city while no company stands anywhere); a founding "
    "with no city to choose is refused.  With separate capitals the founder chooses any city "
    "not yet a capital, at once.",
    "SH5 Shares 9.I/9.II: a sale's marker inhabitant is recorded, not taken from the company's "
    "supply (the supply is not used during a stock round); shares are sold from the 2nd stock "
    "round (U49); when a president keeps fewer units than another player, the player with "
    "the most units takes over, ties the nearest clockwise to the seller; a sale that would "
    "leave the president's share with nobody able to take it over is refused.",
    "SH6 Shares 9.I: founding pays 2 x the issue price to the bank and the company receives "
    "2 x the issue price (U27); the dividend of units in the bank leaves the game; "
    "maintenance counts settlements on the board without the HQ (U18) and inhabitants on the "
    "board (not in a wagon or on a city card); the presidents decide in the OR order.",
    "SH7 Shares 9.I: wealth ties share the rank (no tie-breaker is given); with Majorities on "
    "TOP III the company's VP are its 7.III majority bonus (C7-9I).",
    "SH8 Shares 9.I/9.II: an operating round in which no company is founded yet has no "
    "company turns (with 9.I it still counts among the 5).",
    "E1 5.I game end: besides 7 or fewer undiscovered pieces, the game ends at the end of a "
    "round in which no piece left fits on any unknown space next to discovered land (board 1's "
    "distance 4, no city next to a city, no water next to water): nothing can be discovered "
    "any more, and the rulebook expects pieces to stay undiscovered ('dass ihr am Spielende "
    "nicht alle Städte und alles Wasser entdeckt habt').",
    "E3 5.I game end: the game also ends at the end of a round in which nobody can reach an "
    "unknown space any more: no player has a settlement on a space next to an unknown space "
    "that can take a piece left, every settlement is on the board, and the world has neither "
    "Race's recycling nor Military's conquests to bring one back (inhabitants enter a new "
    "space only by placing a settlement, so the 7-piece end could never come).",
    "E2 5.I VP tiles (digest U40, the rulebook has no rule for running out): VP are counted "
    "by value; the 100 tiles hold 295 VP, more than a 5.I game can hand out (at most 9 "
    "cities x 5, 11 waters x 1 and 40 land spaces x 3 = 176 VP, plus 30 VP of 2.III).  The "
    "stacks on the spaces are counted as numbers of '1' tiles without the limit of 45 such "
    "tiles (players change collected tiles for bigger ones, and any tile may stand in for a "
    "'1' on a stack).",
    "SH9 Shares 9.II: the income ranks are applied as written, so a company both 2nd and "
    "lowest (2 companies) or all tied rises and falls and keeps its price; each company's net "
    "change is made once, from the highest previous price down; the bought-most rise counts "
    "share cards bought in the stock round (the president's share is one card), all tied "
    "companies rise, none when nothing was bought (U19).",
    "SH10 Shares 9.II: players tied on VP share the rank (no tie-breaker is given); "
    "companies never founded rank with their 0 VP for the bonus.",
    "SH11 Legal moves of a stock round are listed in compact form: trades selling shares of "
    "at most one company (and/or buying one share); a trade selling several companies at once "
    "is accepted when each of its sales is legal.",
    "SH12 Race on TOP III with Shares on TOP I (C2-III-9): the tasks are the TOP II module's "
    "(as 2.III keyed by that module on TOP I) and pay 10 M per VP as the company's income, "
    "set aside with its 3H income for phase 4; no VP are awarded.",
    "SH13 Race on TOP I with Shares on TOP II: the companies earn by 2.II's income rules; the "
    "inhabitant a company puts on its capital's city card at founding (2.I setup) is its 1st "
    "on the city cards, so the first one newly put on a card in a turn pays 20 M; each new "
    "one stays on top of its card until the company's 3H and then slides down (pays once).",
    "PR1 Production on TOP I with Shares on TOP II (8.I + 9.II): 3H follows 8.II (business goods "
    "first, then the sale); selling is optional ('darfst') and the unsold goods are the ones "
    "8.I scores and counts for its end, so the president keeps goods back one by one (keep), "
    "then the engine sells the best sets of the rest with the 2:1 exchange (R5); goods it "
    "cannot use stay too.  A company with no goods has nothing to choose.",
    "PR2 8.I + 9.II with Transport (891): C8-TRANS-II belongs to 8.II's income rules, so all "
    "goods delivered to the trading houses are priced, not exchanged, and stay for 8.I's "
    "scoring; no business goods in 3H (digest U14); nothing to choose.",
    "T13 C1-9CHART (digest U17): goods prices are used with 1.II and also with 1.I + 9.II, "
    "whose income is Transport's TOP II income; the combined chart carries the goods prices "
    "as 1.II (10-140 M) and the share prices as SH1.  With 1.I each good is priced in 3H in "
    "delivery order but stays in front of the company for 1.I's scoring and 23-goods end "
    "(1.I's delivery rule; it does not return to the supply).  A company's capital chosen at "
    "its founding offers a good no other capital offers (1.I/1.II setup).  These worlds "
    "still wait for the city data (facts city_goods, city_positions).",
    "T14 C1-SHARES (1.I + 9.II + 4.III): when a company falls, the goods lying in front of it "
    "(its deliveries) are set aside in one public pile; they score for nobody and still "
    "count towards the 23 goods that end the game; the company's new deliveries count anew.",
    "T12 Transport on TOP III with public companies: each company's wagon is set on its "
    "capital when the company is founded (an unfounded company has none on the board); "
    "upgrades and extra MP are paid from the treasury; without inhabitants each company "
    "has 15 settlements (C1-NOINH) and its marker inhabitants (2.I: 10, 2.II: 9).",
    "MC1 C9-MIL puppy protection: a company may not be attacked during the whole operating "
    "round that follows the stock round it was founded in (also by companies acting after it "
    "in that round); a company founded anew after its fall is protected again.",
    "MC2 C9-MIL capitals: a free city chosen as a company's capital (in the first or a later "
    "stock round) loses its barracks and city guard; another company's armies on a capital "
    "chosen later are destroyed (settlement and inhabitants back to that company's supply, its "
    "factories and business as on a neutralisation); with Production on TOP I/II nothing is "
    "removed.  The companies choose any edge city of board 2 not yet a capital (C4-EDGE-9).",
    "MC3 C4-SHARES-II/III: a fallen company starts again from zero: its 10 units back on its "
    "board (9.I) or in the bank (9.II) without compensation, no president, its marker off the "
    "chart, the treasury of a fresh company (0 M under 9.I, 5 x issue price under 9.II; the "
    "old treasury goes to the bank), no income set aside, VP back to 0 (a logged 'restart' "
    "entry), its city-card marks, privileges, road ledger, 5.II income tiles and goods "
    "cleared (privileges leave the game, goods go back to the supply), its wagon off the "
    "board with its load and its deliveries counted anew (1.III); it has no further turn and "
    "no dividend in the current operating round and may be founded anew from the next stock "
    "round (any edge city not yet a capital), protected again (MC1).  Goods delivered under "
    "1.I (C1-SHARES: set aside, they count for the end) are not played: world 194 has no "
    "city data.",
    "MC4 Shares on TOP I/II with 5.I: a company's capital founded on a discovered city that "
    "nobody has settled takes the first settler's VP tile (the HQ settles it first).",
    "MC5 C4-SHARES-II/III takeover: each taken space gets 1 settlement of the attacker and as "
    "many of its inhabitants as the defender had there, as far as the supply lasts "
    "(exhausted); when the supply cannot replace every army the president takes the spaces "
    "one by one (take), and when its settlements run out the rest is lost.  'Directly with 1 "
    "more active inhabitant' is the attacker's own decision right after the neutralisation "
    "(seize: 1 active inhabitant from an adjacent space, or decline); with no such inhabitant "
    "or no settlement left the defender loses everything at once.",
    "MC6 Capitals of companies: with 4.II + 9.I every capital may be attacked (C4-CAPITAL) "
    "and the last-capital protection (a Race rule) is lifted (504-66); a company whose "
    "capital is taken while it owns another city moves its capital only with Race (C4-RACE, "
    "C4-RACE-III), else it falls; with 4.III and Race a company down to its capital may still "
    "be stormed (the Shares exception).",
    "MC7 A free city's dice against a company are rolled by the player to the left of the "
    "attacking company's president.",
)
