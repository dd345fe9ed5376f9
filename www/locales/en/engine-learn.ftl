# The engine's words (engine-learn.ftl, src/text): the technique library (Learn): each technique's description, practice verdicts, and the mistakes a hint finds.
# English is built in; each language has this file with the same messages (tests/text.rs).

## Practice verdicts (src/learn.rs: check, check_all): $technique is the technique's name (technique-*), $digit a
## digit or symbol, $cell a cell name (r3c5), $line a step as one line (step-line), $why a mistake's reasoning,
## $units a list of units (units-*), $steps the reasoning of steps, joined by verdict-steps-sep.

verdict-right = Right! { $line }
verdict-nothing-place = Nothing entered yet: find the { $technique }, then enter what it places.
verdict-nothing-notes = Nothing marked yet: find the { $technique }, then enter the digit it places or take off the notes it rules out.
# One of the placements or eliminations not made yet: "5 in r3c4" (to place), "5 from r3c4" (to remove)
verdict-missed-place = { $digit } in { $cell }
verdict-missed-remove = { $digit } from { $cell }
verdict-partly = Partly right: { $done } of { $total } found. Missed: { $missed }.
verdict-wrong-entry = Wrong: { $why }.
verdict-not-placed = Wrong: the { $technique } does not place { $digit } in { $cell }.
verdict-not-removed = Wrong: the { $technique } does not rule out { $digit } in { $cell }.
verdict-not-removed-on = Wrong: the { $technique } does not rule out { $digit } in { $cell }; it works on { $units }.
# A verdict above, and why the note taken off is needed
verdict-needed = { $verdict } { $digit } is the digit { $cell } needs: without it the puzzle has no solution.

## "Find them all": every instance of the technique in the position ($count of them)

verdict-steps-sep = { "; " }
verdict-all-right = { $count ->
    [one] Right! Found: { $steps }.
   *[other] Right! All { $count } found: { $steps }.
}
verdict-all-nothing = { $count ->
    [one] Nothing marked yet: there is one here. Find the { $technique }, take off the notes it rules out (or enter what it places), then Check.
   *[other] Nothing marked yet: there are { $count } here. Find every { $technique }, take off the notes they rule out (or enter what they place), then Check.
}
verdict-all-partly = { $found } of { $count } found. Missed: { $steps }.
verdict-all-not-removed = Wrong: no { $technique } here rules out { $digit } in { $cell }.

## A practice position not found (src/wasm/teach.rs): $tried puzzles tried, within the time allowed or not

practice-too-rare = { $tried ->
    [one] { $technique } is too rare: no position found in { $tried } puzzle
   *[other] { $technique } is too rare: no position found in { $tried } puzzles
}
practice-too-rare-in-time = { $tried ->
    [one] { $technique } is too rare: no position found in { $tried } puzzle within the time allowed
   *[other] { $technique } is too rare: no position found in { $tried } puzzles within the time allowed
}

## The technique library: what each technique is, in two or three plain sentences (about-<technique id>, the
## ids of technique-*). A description may name another technique by its message ({ technique-x-wing }), as
## the translations do.

about-full-house = A unit has one empty cell left: it takes the missing digit.
about-naked-single = A cell has one candidate left: every other digit is in its row, column or block.
about-hidden-single = A digit fits in only one cell of a unit, so it goes there.
about-thermometer = Digits rise from a thermometer's bulb along its line: each cell is more than the smallest digit the cell before it can hold and less than the largest the cell after it can, so a long thermometer's bulb is small and its tip large.
about-arrow = The digit in an arrow's circle is the sum of the digits along its arrow: the circle lies between the path's smallest and largest possible sums, and each path cell is at most the circle's largest digit less the other path cells' smallest.
about-little-killer = The digits along a little killer's diagonal add up to the total outside the grid: only the ways its cells can take one candidate each (cells in one block different) that make the total are possible, and a digit no way uses goes (three cells of one block totalling 6 hold 1, 2 and 3).
about-sandwich-sum = A sandwich total outside a row or column is the sum of the digits between its 1 and its 9: only the places of the 1 and the 9 whose cells between can make it with different digits (2 to 8) are possible, so a 0 puts them side by side and 35 at the ends, and a digit no way uses goes.
about-kropki-pair = A white dot joins consecutive digits, a black dot a digit and its double (1–2, 2–4, 3–6, 4–8): what one cell can still hold leaves the other only its partners, and 5, 7 and 9 never sit on a black dot.
about-xv-pair = Cells joined by an X add up to 10 (1–9, 2–8, 3–7, 4–6), by a V to 5 (1–4, 2–3): what one cell can still hold leaves the other only its partners, and 5 never sits on an X.
about-german-whisper = Neighbours on a green whisper line differ by 5 or more (on 9×9): 5 never sits on one, lows and highs alternate along it, and a cell between two line cells that see each other is neither 4 (both would need the 9) nor 6.
about-renban = A purple renban line of k cells holds k consecutive digits in any order: only the runs its cells can take one digit each of are possible (a 4-cell line with an 8 holds 5–8 or 6–9), and each cell keeps the digits those runs give it.
about-non-consecutive-pair = Cells that share a side never hold consecutive digits: what one cell can still hold leaves the other only the digits next to none of them.
about-negative-constraint = When every dot (or every X and V) is shown, neighbours without one are neither consecutive nor a digit and its double (add up to neither 10 nor 5): what one cell can still hold leaves the other.
about-cage-combination = Killer: only some sets of distinct digits make a cage's sum; its cells keep only their digits, and a digit all of them need goes to its one place.
about-kropki-chain = A cell between two dots whose other cells see each other: a digit that would need the same partner on both sides goes (1 between two white dots would need a 2 on each).
about-arrow-combination = An arrow's path digits taken together, like a cage's combinations: cells of the path that see each other hold different digits, and each set must make a sum the circle can hold; a digit no such set uses goes (three path cells in one block make at least 1+2+3=6).
about-locked-pair = Two cells where a block meets a line hold only the same two digits: those leave the rest of both units.
about-locked-candidates-pointing = In a block, a digit's places all lie on one line: it leaves the rest of that line.
about-locked-candidates-claiming = In a line, a digit's places all lie in one block: it leaves the rest of that block.
about-common-peer-elimination = A candidate whose digit would take every place of a digit in some unit is false: its own digit from cells it sees (a knight's or king's move away too), or a neighbour digit across a rule (a 6 takes 5 and 7 from the cells beside it on a non-consecutive grid).
about-cage-interaction = Killer: a digit every combination of a cage needs, with all its places in one row, column or block, leaves the rest of that unit.
about-locked-triple = Three cells where a block meets a line hold only three digits: those leave the rest of both units.
about-naked-pair = Two cells of a unit hold only the same two digits: those leave the unit's other cells.
about-hidden-pair = Two digits fit in only the same two cells of a unit: those cells lose their other candidates.
about-45-rule = Killer: a row, column or block adds up to 45 (a group of adjacent ones, 45 per unit); less the cages wholly inside it, that leaves the total of its other cells (innies), or of the crossing cages' cells outside it (outies).
about-cage-splitting = Killer: when one cage crosses the edge of a row, column, block or a group of adjacent ones, and whole cages fill the rest of it, the cage splits in two: its cells inside add up to the group's total less those cages, its cells outside to the rest of its sum.
about-naked-triple = Three cells of a unit hold only three digits: those leave the unit's other cells.
about-hidden-triple = Three digits fit in only the same three cells of a unit: those cells lose their other candidates.
about-naked-quad = Four cells of a unit hold only four digits: those leave the unit's other cells.
about-hidden-quad = Four digits fit in only the same four cells of a unit: those cells lose their other candidates.
about-x-wing = A digit fits in two places in each of two rows, in the same two columns: it leaves the rest of those columns (or rows and columns swapped).
about-swordfish = An X-wing on three lines: a digit's places in three rows lie in three columns, so it leaves the rest of them.
about-jellyfish = An X-wing on four lines: a digit's places in four rows lie in four columns, so it leaves the rest of them.
about-remote-pairs = A chain of cells with the same two digits, each seeing the next: a cell seeing two ends of opposite parity holds neither.
about-skyscraper = Two rows hold a digit twice each, with one end of each in one column: a cell seeing both other ends loses it.
about-2-string-kite = A digit's pair in a row and pair in a column meet in a block: a cell seeing both far ends loses it.
about-turbot-fish = Two pairs of places of a digit joined by cells that see each other: a cell seeing both loose ends loses it.
about-empty-rectangle = A digit's places in a block form a cross; with a pair of places meeting the cross, one cell loses it.
about-xy-wing = A pivot XY sees cells XZ and YZ: one of them is Z, so a cell seeing both loses Z.
about-xyz-wing = An XY-wing whose pivot also holds Z: a cell seeing all three loses Z.
about-unique-rectangle = Four corners in two rows, columns and blocks holding only the same two digits would allow two solutions: the corner with extras needs one.
about-unique-rectangle-type-2 = A would-be deadly rectangle whose roof shares one extra digit: cells seeing both roof cells lose it.
about-unique-rectangle-type-3 = A would-be deadly rectangle whose roof's extras form a naked set with other cells of a unit.
about-unique-rectangle-type-4 = A would-be deadly rectangle where one digit of the pair must be in the roof: the other leaves the roof.
about-unique-rectangle-type-5 = A would-be deadly rectangle whose corners with extras share one digit: cells seeing all of them lose it.
about-unique-rectangle-type-6 = A would-be deadly rectangle with an X-wing on one digit through it: that digit leaves two corners.
about-hidden-rectangle = A rectangle with one two-digit corner and strong links through the opposite corner: one digit leaves that corner.
about-avoidable-rectangle-type-1 = Three corners solved by you, not givens: the fourth must not complete a swappable pattern.
about-avoidable-rectangle-type-2 = Two corners solved by you and two sharing one extra digit: cells seeing both lose it.
about-simple-colouring = Colour a digit's pairs of places in two alternating colours: a cell seeing both colours loses the digit.
about-w-wing = Two cells with the same two digits, joined by a pair of places of one: cells seeing both lose the other.
about-wxyz-wing = Four cells with four digits, all but one confined to cells that see each other: cells seeing every copy of that one lose it.
about-vwxyz-wing = Five cells with five digits, all but one confined to cells that see each other: cells seeing every copy of that one lose it.
about-unique-loop = Six or more cells round a loop, two in each unit it touches, holding only the same two digits would allow two solutions: the cells with extras keep one of them.
about-finned-fish = A fish with extra places (the fin) in one block: cells seeing the fin and the fish lose the digit.
about-sue-de-coq = Cells where a block meets a line share their digits with sets in the line and the block: those digits leave the rest.
about-multi-colouring = Two colour clusters of one digit: when colours of the two see each other, cells seeing both opposite colours lose it.
about-x-cycle = A loop of a digit's places, links alternating strong and weak: each weak link removes the digit from cells seeing both ends.
about-x-chain = A chain of a digit's places, links alternating strong and weak: a cell seeing both ends loses it.
about-xy-chain = A chain of two-digit cells, each sharing a digit with the next: a cell seeing both ends loses the end digit.
about-bug-plus-1 = Every empty cell has two candidates but one: that cell takes the digit that avoids two solutions.
about-alternating-inference-chain = A chain of two-digit cells and pairs of places, links alternating strong and weak: one end is true, so what sees both goes; closed into a loop, so along every weak link.
about-grouped-x-chain = An X-chain whose links may pass through a group of places in one block and line.
about-grouped-aic = An alternating inference chain whose links may pass through groups of places.
about-death-blossom = Each candidate of a stem cell leads to a set holding a shared digit: cells seeing all its copies lose it.
about-als-chain = A chain through almost locked sets (N cells, N+1 digits): cells seeing both ends lose the digit.
about-franken-fish = A fish whose base or cover sets include blocks as well as lines: the cover units' other places lose the digit.
about-mutant-fish = A fish mixing rows, columns and blocks freely on both sides: the cover units' other places lose the digit.
about-kraken-fish = A finned fish whose fins may lie anywhere: a cover place outside the base that every fin removes by a chain goes, whether the fish holds or a fin does.
about-pattern-overlay = A digit takes one cell in every row, column and block: a candidate that fits no such pattern of the digit's places goes.
about-combined-pattern-overlay = Patterns of one digit that leave no room for a pattern of another are dropped first: a candidate in no pattern left goes.
about-triple-pattern-overlay = Patterns of one digit that leave no room for patterns of two other digits together (no cell shared by the three) are dropped too: a candidate in no pattern left goes.
about-quadruple-pattern-overlay = Patterns of one digit that leave no room for patterns of three other digits together (no cell shared by the four) are dropped too: a candidate in no pattern left goes.
about-forcing-chain = Assume a candidate and follow singles until a rule breaks (it is false), or until every choice agrees.
about-pair = Two equal digits side by side: both ends take the other digit.
about-sandwich = Two equal digits with one empty cell between: the middle takes the other digit.
about-last-cell = A line has one empty cell left: it takes the digit the line still needs.
about-balance-completion = A line holds half its cells of one digit: its empty cells take the other.
about-sign-rule = Tango: a cell across an = from a filled cell holds the same symbol; across an ×, the other one.
about-duplicate-guard = A line two cells short of a finished line elsewhere: its last two cells take the other order.
about-last-of-a-kind = A line needs one more of a digit: cells where it would force three in a row take the other digit.
about-sign-pair = Tango: two empty cells joined by = next to a sun cannot both be suns (three in a row), so both are moons; likewise for moons.
about-sign-balance = Tango: each × between two empty cells holds one sun and one moon; when those pairs take all the suns a line still needs, its other empty cells are moons. With one sun left, an = pair of empty cells must be moons.
about-line-elimination = Try every way to finish a line: a cell equal in all of them takes that digit.
about-duplicate-line-elimination = Finish a line every way that does not copy a finished line: a cell equal in all takes that digit.
about-contradiction = Assume a digit and follow the rules: when a line breaks, the cell takes the other digit.
about-deeper-lookahead = Assume a digit and look two steps deep, or see that both choices agree on a cell.
