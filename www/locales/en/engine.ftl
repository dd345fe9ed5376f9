# The engine's words (src/text), in English: the built-in language. Each language has this file with the same
# messages (tests/text.rs): translate the values, keep the ids and the $variables. Cell names (r3c5) and
# digits stay as they are in every language.

## Units: a row, column, block… named in a sentence

unit-row = row { $n }
unit-column = column { $n }
unit-block = block { $n }
unit-region = region { $n }
unit-main-diagonal = the main diagonal
unit-anti-diagonal = the anti-diagonal
unit-window = window { $n }
unit-cage = cage { $n }

## Technique names (technique-<id>: the names players know in each language; where each comes from is in
## docs/languages.md)

technique-full-house = Full house
technique-naked-single = Naked single
technique-hidden-single = Hidden single
technique-thermometer = Thermometer
technique-kropki-pair = Kropki pair
technique-xv-pair = XV pair
technique-german-whisper = German whisper
technique-non-consecutive-pair = Non-consecutive pair
technique-negative-constraint = Negative constraint
technique-kropki-chain = Kropki chain
technique-renban = Renban
technique-arrow = Arrow
technique-arrow-combination = Arrow combination
technique-little-killer = Little killer
technique-sandwich-sum = Sandwich sum
technique-cage-combination = Cage combination
technique-cage-interaction = Cage interaction
technique-45-rule = 45 rule
technique-cage-splitting = Cage splitting
technique-locked-pair = Locked pair
technique-locked-triple = Locked triple
technique-remote-pairs = Remote pairs
technique-skyscraper = Skyscraper
technique-2-string-kite = 2-String Kite
technique-turbot-fish = Turbot Fish
technique-empty-rectangle = Empty Rectangle
technique-unique-rectangle-type-3 = Unique rectangle type 3
technique-unique-rectangle-type-5 = Unique rectangle type 5
technique-unique-rectangle-type-6 = Unique rectangle type 6
technique-hidden-rectangle = Hidden rectangle
technique-avoidable-rectangle-type-1 = Avoidable rectangle type 1
technique-avoidable-rectangle-type-2 = Avoidable rectangle type 2
technique-simple-colouring = Simple Colouring
technique-multi-colouring = Multi-Colouring
technique-x-cycle = X-Cycle
technique-locked-candidates-pointing = Locked candidates (pointing)
technique-locked-candidates-claiming = Locked candidates (claiming)
technique-common-peer-elimination = Common peer elimination
technique-naked-pair = Naked pair
technique-hidden-pair = Hidden pair
technique-naked-triple = Naked triple
technique-hidden-triple = Hidden triple
technique-naked-quad = Naked quad
technique-hidden-quad = Hidden quad
technique-x-wing = X-wing
technique-swordfish = Swordfish
technique-jellyfish = Jellyfish
technique-xy-wing = XY-wing
technique-xyz-wing = XYZ-wing
technique-w-wing = W-wing
technique-wxyz-wing = WXYZ-wing
technique-vwxyz-wing = VWXYZ-wing
technique-finned-fish = Finned fish
technique-sue-de-coq = Sue de Coq
technique-x-chain = X-chain
technique-xy-chain = XY-chain
technique-unique-rectangle = Unique rectangle
technique-unique-loop = Unique loop
technique-unique-rectangle-type-2 = Unique rectangle type 2
technique-unique-rectangle-type-4 = Unique rectangle type 4
technique-bug-plus-1 = BUG+1
technique-alternating-inference-chain = Alternating inference chain
technique-grouped-x-chain = Grouped X-chain
technique-grouped-aic = Grouped AIC
technique-als-chain = ALS chain
technique-death-blossom = Death blossom
technique-franken-fish = Franken fish
technique-mutant-fish = Mutant fish
technique-kraken-fish = Kraken fish
technique-pattern-overlay = Pattern overlay
technique-combined-pattern-overlay = Combined pattern overlay
technique-triple-pattern-overlay = Triple pattern overlay
technique-quadruple-pattern-overlay = Quadruple pattern overlay
technique-forcing-chain = Forcing chain
technique-pair = Pair
technique-sandwich = Sandwich
technique-last-cell = Last cell
technique-balance-completion = Balance completion
technique-duplicate-guard = Duplicate guard
technique-last-of-a-kind = Last of a kind
technique-sign-rule = Sign rule
technique-sign-pair = Sign pair
technique-sign-balance = Sign balance
technique-line-elimination = Line elimination
technique-duplicate-line-elimination = Duplicate-line elimination
technique-contradiction = Contradiction
technique-deeper-lookahead = Deeper lookahead

## Technique phrases (technique-phrase-<id>): the name with its article, as the sentences of "Where to look"
## use it (their $technique): "Look for a hidden single in block 5." Write each in the case those sentences
## need (German: accusative); pointing and claiming share one phrase, as they count as one in a plan's title.

technique-phrase-full-house = a full house
technique-phrase-naked-single = a naked single
technique-phrase-hidden-single = a hidden single
technique-phrase-thermometer = a thermometer
technique-phrase-kropki-pair = a Kropki pair
technique-phrase-xv-pair = an XV pair
technique-phrase-german-whisper = a German whisper
technique-phrase-non-consecutive-pair = a non-consecutive pair
technique-phrase-negative-constraint = a negative constraint
technique-phrase-kropki-chain = a Kropki chain
technique-phrase-renban = a renban
technique-phrase-arrow = an arrow
technique-phrase-arrow-combination = an arrow combination
technique-phrase-little-killer = a little killer
technique-phrase-sandwich-sum = a sandwich sum
technique-phrase-cage-combination = a cage combination
technique-phrase-cage-interaction = a cage interaction
technique-phrase-45-rule = a 45 rule
technique-phrase-cage-splitting = a cage splitting
technique-phrase-locked-pair = a locked pair
technique-phrase-locked-triple = a locked triple
technique-phrase-remote-pairs = remote pairs
technique-phrase-skyscraper = a skyscraper
technique-phrase-2-string-kite = a 2-string kite
technique-phrase-turbot-fish = a turbot fish
technique-phrase-empty-rectangle = an empty rectangle
technique-phrase-unique-rectangle-type-3 = a unique rectangle type 3
technique-phrase-unique-rectangle-type-5 = a unique rectangle type 5
technique-phrase-unique-rectangle-type-6 = a unique rectangle type 6
technique-phrase-hidden-rectangle = a hidden rectangle
technique-phrase-avoidable-rectangle-type-1 = an avoidable rectangle type 1
technique-phrase-avoidable-rectangle-type-2 = an avoidable rectangle type 2
technique-phrase-simple-colouring = simple colouring
technique-phrase-multi-colouring = multi-colouring
technique-phrase-x-cycle = an X-cycle
technique-phrase-locked-candidates-pointing = locked candidates
technique-phrase-locked-candidates-claiming = locked candidates
technique-phrase-common-peer-elimination = a common peer elimination
technique-phrase-naked-pair = a naked pair
technique-phrase-hidden-pair = a hidden pair
technique-phrase-naked-triple = a naked triple
technique-phrase-hidden-triple = a hidden triple
technique-phrase-naked-quad = a naked quad
technique-phrase-hidden-quad = a hidden quad
technique-phrase-x-wing = an X-wing
technique-phrase-swordfish = a swordfish
technique-phrase-jellyfish = a jellyfish
technique-phrase-xy-wing = an XY-wing
technique-phrase-xyz-wing = an XYZ-wing
technique-phrase-w-wing = a W-wing
technique-phrase-wxyz-wing = a WXYZ-wing
technique-phrase-vwxyz-wing = a VWXYZ-wing
technique-phrase-finned-fish = a finned fish
technique-phrase-sue-de-coq = a Sue de Coq
technique-phrase-x-chain = an X-chain
technique-phrase-xy-chain = an XY-chain
technique-phrase-unique-rectangle = a unique rectangle
technique-phrase-unique-loop = a unique loop
technique-phrase-unique-rectangle-type-2 = a unique rectangle type 2
technique-phrase-unique-rectangle-type-4 = a unique rectangle type 4
technique-phrase-bug-plus-1 = a BUG+1
technique-phrase-alternating-inference-chain = an AIC
technique-phrase-grouped-x-chain = a grouped X-chain
technique-phrase-grouped-aic = a grouped AIC
technique-phrase-als-chain = an ALS chain
technique-phrase-death-blossom = a death blossom
technique-phrase-franken-fish = a Franken fish
technique-phrase-mutant-fish = a mutant fish
technique-phrase-kraken-fish = a Kraken fish
technique-phrase-pattern-overlay = a pattern overlay
technique-phrase-combined-pattern-overlay = a combined pattern overlay
technique-phrase-triple-pattern-overlay = a triple pattern overlay
technique-phrase-quadruple-pattern-overlay = a quadruple pattern overlay
technique-phrase-forcing-chain = a forcing chain
technique-phrase-pair = a pair
technique-phrase-sandwich = a sandwich
technique-phrase-last-cell = the last empty cell
technique-phrase-balance-completion = a line with all of one digit
technique-phrase-duplicate-guard = a duplicate guard
technique-phrase-last-of-a-kind = the last of a kind
technique-phrase-sign-rule = a sign rule
technique-phrase-sign-pair = a sign pair
technique-phrase-sign-balance = a sign balance
technique-phrase-line-elimination = a line elimination
technique-phrase-duplicate-line-elimination = a duplicate-line elimination
technique-phrase-contradiction = a contradiction
technique-phrase-deeper-lookahead = a deeper lookahead

## Technique plurals (technique-plural-<id>): the name without its article, in the form for $count, which
## technique-count puts beside the count in a plan's title: "5 cage combinations, then a naked single".

technique-count = { $count } { $name }
technique-plural-full-house = { $count ->
    [one] full house
   *[other] full houses
}
technique-plural-naked-single = { $count ->
    [one] naked single
   *[other] naked singles
}
technique-plural-hidden-single = { $count ->
    [one] hidden single
   *[other] hidden singles
}
technique-plural-thermometer = { $count ->
    [one] thermometer
   *[other] thermometers
}
technique-plural-kropki-pair = { $count ->
    [one] Kropki pair
   *[other] Kropki pairs
}
technique-plural-xv-pair = { $count ->
    [one] XV pair
   *[other] XV pairs
}
technique-plural-german-whisper = { $count ->
    [one] German whisper
   *[other] German whispers
}
technique-plural-non-consecutive-pair = { $count ->
    [one] non-consecutive pair
   *[other] non-consecutive pairs
}
technique-plural-negative-constraint = { $count ->
    [one] negative constraint
   *[other] negative constraints
}
technique-plural-kropki-chain = { $count ->
    [one] Kropki chain
   *[other] Kropki chains
}
technique-plural-renban = { $count ->
    [one] renban
   *[other] renbans
}
technique-plural-arrow = { $count ->
    [one] arrow
   *[other] arrows
}
technique-plural-arrow-combination = { $count ->
    [one] arrow combination
   *[other] arrow combinations
}
technique-plural-little-killer = { $count ->
    [one] little killer
   *[other] little killers
}
technique-plural-sandwich-sum = { $count ->
    [one] sandwich sum
   *[other] sandwich sums
}
technique-plural-cage-combination = { $count ->
    [one] cage combination
   *[other] cage combinations
}
technique-plural-cage-interaction = { $count ->
    [one] cage interaction
   *[other] cage interactions
}
technique-plural-45-rule = { $count ->
    [one] 45 rule
   *[other] 45 rules
}
technique-plural-cage-splitting = { $count ->
    [one] cage splitting
   *[other] cage splittings
}
technique-plural-locked-pair = { $count ->
    [one] locked pair
   *[other] locked pairs
}
technique-plural-locked-triple = { $count ->
    [one] locked triple
   *[other] locked triples
}
technique-plural-remote-pairs = { $count ->
    [one] remote pairs
   *[other] remote pairs
}
technique-plural-skyscraper = { $count ->
    [one] skyscraper
   *[other] skyscrapers
}
technique-plural-2-string-kite = { $count ->
    [one] 2-string kite
   *[other] 2-string kites
}
technique-plural-turbot-fish = { $count ->
    [one] turbot fish
   *[other] turbot fish
}
technique-plural-empty-rectangle = { $count ->
    [one] empty rectangle
   *[other] empty rectangles
}
technique-plural-unique-rectangle-type-3 = { $count ->
    [one] unique rectangle type 3
   *[other] unique rectangles type 3
}
technique-plural-unique-rectangle-type-5 = { $count ->
    [one] unique rectangle type 5
   *[other] unique rectangles type 5
}
technique-plural-unique-rectangle-type-6 = { $count ->
    [one] unique rectangle type 6
   *[other] unique rectangles type 6
}
technique-plural-hidden-rectangle = { $count ->
    [one] hidden rectangle
   *[other] hidden rectangles
}
technique-plural-avoidable-rectangle-type-1 = { $count ->
    [one] avoidable rectangle type 1
   *[other] avoidable rectangles type 1
}
technique-plural-avoidable-rectangle-type-2 = { $count ->
    [one] avoidable rectangle type 2
   *[other] avoidable rectangles type 2
}
technique-plural-simple-colouring = { $count ->
    [one] simple colouring
   *[other] simple colourings
}
technique-plural-multi-colouring = { $count ->
    [one] multi-colouring
   *[other] multi-colourings
}
technique-plural-x-cycle = { $count ->
    [one] X-cycle
   *[other] X-cycles
}
technique-plural-locked-candidates-pointing = { $count ->
    [one] locked candidates
   *[other] locked candidates
}
technique-plural-locked-candidates-claiming = { $count ->
    [one] locked candidates
   *[other] locked candidates
}
technique-plural-common-peer-elimination = { $count ->
    [one] common peer elimination
   *[other] common peer eliminations
}
technique-plural-naked-pair = { $count ->
    [one] naked pair
   *[other] naked pairs
}
technique-plural-hidden-pair = { $count ->
    [one] hidden pair
   *[other] hidden pairs
}
technique-plural-naked-triple = { $count ->
    [one] naked triple
   *[other] naked triples
}
technique-plural-hidden-triple = { $count ->
    [one] hidden triple
   *[other] hidden triples
}
technique-plural-naked-quad = { $count ->
    [one] naked quad
   *[other] naked quads
}
technique-plural-hidden-quad = { $count ->
    [one] hidden quad
   *[other] hidden quads
}
technique-plural-x-wing = { $count ->
    [one] X-wing
   *[other] X-wings
}
technique-plural-swordfish = { $count ->
    [one] swordfish
   *[other] swordfish
}
technique-plural-jellyfish = { $count ->
    [one] jellyfish
   *[other] jellyfish
}
technique-plural-xy-wing = { $count ->
    [one] XY-wing
   *[other] XY-wings
}
technique-plural-xyz-wing = { $count ->
    [one] XYZ-wing
   *[other] XYZ-wings
}
technique-plural-w-wing = { $count ->
    [one] W-wing
   *[other] W-wings
}
technique-plural-wxyz-wing = { $count ->
    [one] WXYZ-wing
   *[other] WXYZ-wings
}
technique-plural-vwxyz-wing = { $count ->
    [one] VWXYZ-wing
   *[other] VWXYZ-wings
}
technique-plural-finned-fish = { $count ->
    [one] finned fish
   *[other] finned fish
}
technique-plural-sue-de-coq = { $count ->
    [one] Sue de Coq
   *[other] Sue de Coqs
}
technique-plural-x-chain = { $count ->
    [one] X-chain
   *[other] X-chains
}
technique-plural-xy-chain = { $count ->
    [one] XY-chain
   *[other] XY-chains
}
technique-plural-unique-rectangle = { $count ->
    [one] unique rectangle
   *[other] unique rectangles
}
technique-plural-unique-loop = { $count ->
    [one] unique loop
   *[other] unique loops
}
technique-plural-unique-rectangle-type-2 = { $count ->
    [one] unique rectangle type 2
   *[other] unique rectangles type 2
}
technique-plural-unique-rectangle-type-4 = { $count ->
    [one] unique rectangle type 4
   *[other] unique rectangles type 4
}
technique-plural-bug-plus-1 = { $count ->
    [one] BUG+1
   *[other] BUG+1s
}
technique-plural-alternating-inference-chain = { $count ->
    [one] AIC
   *[other] AICs
}
technique-plural-grouped-x-chain = { $count ->
    [one] grouped X-chain
   *[other] grouped X-chains
}
technique-plural-grouped-aic = { $count ->
    [one] grouped AIC
   *[other] grouped AICs
}
technique-plural-als-chain = { $count ->
    [one] ALS chain
   *[other] ALS chains
}
technique-plural-death-blossom = { $count ->
    [one] death blossom
   *[other] death blossoms
}
technique-plural-franken-fish = { $count ->
    [one] Franken fish
   *[other] Franken fish
}
technique-plural-mutant-fish = { $count ->
    [one] mutant fish
   *[other] mutant fish
}
technique-plural-kraken-fish = { $count ->
    [one] Kraken fish
   *[other] Kraken fish
}
technique-plural-pattern-overlay = { $count ->
    [one] pattern overlay
   *[other] pattern overlays
}
technique-plural-combined-pattern-overlay = { $count ->
    [one] combined pattern overlay
   *[other] combined pattern overlays
}
technique-plural-triple-pattern-overlay = { $count ->
    [one] triple pattern overlay
   *[other] triple pattern overlays
}
technique-plural-quadruple-pattern-overlay = { $count ->
    [one] quadruple pattern overlay
   *[other] quadruple pattern overlays
}
technique-plural-forcing-chain = { $count ->
    [one] forcing chain
   *[other] forcing chains
}
technique-plural-pair = { $count ->
    [one] pair
   *[other] pairs
}
technique-plural-sandwich = { $count ->
    [one] sandwich
   *[other] sandwiches
}
technique-plural-last-cell = { $count ->
    [one] last empty cell
   *[other] last empty cells
}
technique-plural-balance-completion = { $count ->
    [one] line with all of one digit
   *[other] lines with all of one digit
}
technique-plural-duplicate-guard = { $count ->
    [one] duplicate guard
   *[other] duplicate guards
}
technique-plural-last-of-a-kind = { $count ->
    [one] last of a kind
   *[other] last of a kind
}
technique-plural-sign-rule = { $count ->
    [one] sign rule
   *[other] sign rules
}
technique-plural-sign-pair = { $count ->
    [one] sign pair
   *[other] sign pairs
}
technique-plural-sign-balance = { $count ->
    [one] sign balance
   *[other] sign balances
}
technique-plural-line-elimination = { $count ->
    [one] line elimination
   *[other] line eliminations
}
technique-plural-duplicate-line-elimination = { $count ->
    [one] duplicate-line elimination
   *[other] duplicate-line eliminations
}
technique-plural-contradiction = { $count ->
    [one] contradiction
   *[other] contradictions
}
technique-plural-deeper-lookahead = { $count ->
    [one] deeper lookahead
   *[other] deeper lookaheads
}

## Where to look (tier-1 hints): "Look for { $what }." around one step's place (or several steps' places joined
## by list-then). $technique is the technique's phrase (above), $units a list of units (below), $cell and
## $cells cell names (r3c5), $digit a digit.

look-for = Look for { $what }.
look-for-in = { $technique } in { $units }
look-for-on-digit = { $technique } on { $digit }
look-for-on-cells = { $technique } on { $cells }
look-for-around = { $technique } around { $cells }
look-for-starting-from = { $technique } starting from { $cell }
look-for-through = { $technique } through { $cell }
look-for-on-digit-through = { $technique } on { $digit } through { $cell }
look-for-bug = { $technique }: every empty cell but one has two candidates
# A Franken or mutant fish: $fish its name (fish-franken, fish-mutant, fish-finned), $size how many base
# units it has (2 an X-wing, 3 a swordfish, 4 a jellyfish), for an article that agrees with it.
look-for-complex-fish =
    { $size ->
       *[other] a
    } { $fish } on { $digit } in { $units }
fish-franken = Franken { $size ->
    [2] X-wing
    [3] swordfish
    [4] jellyfish
   *[other] fish
}
fish-mutant = mutant { $size ->
    [2] X-wing
    [3] swordfish
    [4] jellyfish
   *[other] fish
}
fish-finned = finned { $fish }

## Lists: "r1c1, r2c2 and r3c3"; units by kind, "block 4 and column 3", "rows 1 and 5, columns 3 and 7" ($list
## the numbers, $count how many); steps in order, "A, then B". Fluent drops a value's outer spaces: write a
## separator with a space as a literal, { ", " }.

list-sep = { ", " }
list-and = { $init } and { $last }
# Numbers of units in one list ("rows 3 and 8"): Japanese joins them with ・, not the and of list-and
numbers-sep = { ", " }
numbers-and = { $init } and { $last }
# Whole statements in one list ("r1c2 cannot be 4 and r9c5 cannot be 7")
clauses-sep = { ", " }
clauses-and = { $init } and { $last }
# Between the groups of what a step removes ("remove 4 from r5c3; 7 from r1c1")
removal-sep = { "; " }
list-then = { $first }, then { $next }
units-row = { $count ->
    [one] row { $list }
   *[other] rows { $list }
}
units-column = { $count ->
    [one] column { $list }
   *[other] columns { $list }
}
units-block = { $count ->
    [one] block { $list }
   *[other] blocks { $list }
}
units-region = { $count ->
    [one] region { $list }
   *[other] regions { $list }
}
units-diagonal = { $count ->
    [one] diagonal { $list }
   *[other] diagonals { $list }
}
units-window = { $count ->
    [one] window { $list }
   *[other] windows { $list }
}
units-cage = { $count ->
    [one] cage { $list }
   *[other] cages { $list }
}

## Singles: the tier-2 reasoning of a full house, naked and hidden single ($why: the rules keeping cells apart)

explain-full-house = { $cell } is the last empty cell in { $unit }, so it is { $digit }
explain-naked-single = { $digit } is the only candidate left in { $cell }
explain-naked-single-apart = { $digit } is the only candidate left in { $cell }: { $why }
explain-hidden-single = { $digit } can only go in { $cell } in { $unit }
explain-hidden-single-apart = { $digit } can only go in { $cell } in { $unit }: { $why }
explain-apart = { $cell } and the { $digit } in { $other } are { $words }
explain-apart-knight = { $cell } and the { $digit } in { $other } are a knight's move apart
explain-apart-king = { $cell } and the { $digit } in { $other } are a king's move apart
# A digit placed in a cell a rule relates to $cell (a whisper line, a dot, non-consecutive neighbours) and what it
# takes from $cell ($digits: a list-or); then the rule's words after its reasons ($reasons: joined by "; ")
explain-related = with the { $digit } in { $other }, { $cell } cannot be { $digits }
explain-related-rule = { $reasons } ({ $words })

## Subsets and locked candidates ($removals: what a step takes away, removals and removal-group)

list-or = { $init } or { $last }
removals = remove { $groups }
removal-group = { $digits } from { $cells }
explain-naked-subset = In { $unit }, { $cells } can only be { $digits }, so { $removals }
explain-hidden-subset = In { $unit }, { $digits } can only go in { $cells }, so { $removals }
explain-locked-subset = { $cells } lie in both { $block } and { $line } and can only be { $digits }, so { $digits } leave the rest of both units: { $removals }
explain-locked-candidates = In { $from }, { $digit } can only go in { $to }, so { $removals }

## Shared by the reasoning of many techniques (src/human/techniques/mod.rs, src/hint/step.rs)

# A cell and the digits it loses ($digits: a list-or)
cannot-be = { $cell } cannot be { $digits }
# A chain closed into a loop by a weak link from its last claim back to its first
explain-loop = The chain closes into a loop ({ $last } and { $first } cannot both be true): going round, its candidates are alternately true and false, and one end of every weak link is true: { $removals }
# A step's title with its digit: "X-wing on 6"
title-on-digit = { $technique } on { $digit }
# A step as one line of plain text (the CLI), and with a chain's notation after it
step-line = { $title }: { $explanation }
step-line-chain = { $title }: { $explanation }. The chain: { $notation }
