# The engine's words (engine-fish.ftl, src/text): the reasoning of fish (X-wing to jellyfish, finned, Franken, mutant, Kraken), single-digit patterns (skyscraper, kite, turbot, empty rectangle), X-chains and X-cycles, colouring, remote pairs and pattern overlays.
# English is built in; each language has this file with the same messages (tests/text.rs).

## Fish (src/human/techniques/fish.rs, complex_fish.rs, kraken_fish.rs). $base, $cover, $units: units by kind
## ("rows 4, 6 and 8", units-*); $digit the fish's digit; $fins the fins' cells, $count how many; $removals what
## goes (removals).

# X-wing, swordfish, jellyfish
explain-fish = In { $base }, { $digit } can only go in { $cover }, so { $removals }
explain-finned-fish = { $count ->
    [one] In { $base }, { $digit } can only go in { $cover } and the fin { $fins }: either the fish holds or a fin is { $digit }, so { $removals }
   *[other] In { $base }, { $digit } can only go in { $cover } and the fins { $fins }: either the fish holds or a fin is { $digit }, so { $removals }
}
# A finned fish's title; $fish the basic fish's name (technique-x-wing, technique-swordfish, technique-jellyfish)
title-finned-fish = Finned { $fish } on { $digit }
# Franken and mutant fish; $fish their name (fish-franken, fish-mutant, fish-finned). The first letter is made a capital.
explain-complex-fish = { $fish } on { $digit }, base { $base }; cover { $cover }; each base unit holds one { $digit }, all of them in the cover units, which hold one { $digit } each, so { $removals }
explain-complex-fish-finned = { $count ->
    [one] { $fish } on { $digit }, base { $base }; cover { $cover }; fin { $fins }: either the fish holds or a fin is { $digit }, so { $removals }
   *[other] { $fish } on { $digit }, base { $base }; cover { $cover }; fins { $fins }: either the fish holds or a fin is { $digit }, so { $removals }
}
# Kraken fish: a finned fish ($fish: technique-x-wing, …) on base and cover $units; if no fin is the digit, the
# fish puts it in $held, one of the base cells of cover unit $line; $cases says how each of these and each fin
# removes $removed from cell $target (kraken-fish-sees, kraken-fish-chain, or both: kraken-fish-cases).
explain-kraken-fish = { $count ->
    [one] Finned { $fish } on { $digit } in { $units }, fin { $fins }: if no fin is { $digit }, the fish puts { $digit } of { $line } in { $held }; { $cases }; either way remove { $removed } from { $target }
   *[other] Finned { $fish } on { $digit } in { $units }, fins { $fins }: if no fin is { $digit }, the fish puts { $digit } of { $line } in { $held }; { $cases }; either way remove { $removed } from { $target }
}
# $cells (a list-and, $count of them) see the target cell
kraken-fish-sees = { $count ->
    [one] { $cells } sees { $target }
   *[other] { $cells } see { $target }
}
# $cells (a list-or, $count of them): from each, a chain of links leads to the target not being $removed
kraken-fish-chain = { $count ->
    [one] if { $cells } is { $digit }, a chain of links leads to { $target } not being { $removed }
   *[other] whichever of { $cells } is { $digit }, a chain of links leads from it to { $target } not being { $removed }
}
kraken-fish-cases = { $sees }; { $chains }

## Two strong links on one digit joined by a weak one (skyscraper, 2-string kite, turbot fish:
## src/human/techniques/single_digit.rs): in $unit1 the digit goes in $end1 or $inner1, in $unit2 in $inner2 or
## $end2; $inner1 and $inner2 see each other (sharing unit $shared), so $end1 or $end2 holds it.

explain-two-links = In { $unit1 }, { $digit } can only go in { $end1 } or { $inner1 }; in { $unit2 }, only in { $inner2 } or { $end2 }. { $inner1 } and { $inner2 } cannot both be { $digit }, so { $end1 } or { $end2 } is { $digit }: { $removals }
explain-two-links-shared = In { $unit1 }, { $digit } can only go in { $end1 } or { $inner1 }; in { $unit2 }, only in { $inner2 } or { $end2 }. { $inner1 } and { $inner2 } share { $shared }, so they cannot both be { $digit }, so { $end1 } or { $end2 } is { $digit }: { $removals }

## Empty rectangle (src/human/techniques/empty_rectangle.rs): in $block the digit's $cells all lie on $row or
## $column; in $line it goes in $near or $far; $target sees $far and the block.

explain-empty-rectangle = In { $block }, { $digit } can only go in { $cells } (all on { $row } or { $column }), and in { $line } only in { $near } or { $far }. If { $target } were { $digit }, { $far } would not be, so { $near } would be; then { $block } would have no place left for { $digit }. So { $removals }

## Colouring (src/human/techniques/simple_colouring.rs, multi_colouring.rs): the cells where the digit has
## two places in a unit, coloured in turn; $why one of the messages after it.

explain-simple-colouring = Following the units where { $digit } has only two places, { $first } take one colour and { $second } the other; { $why }
# Two cells of one colour see each other
simple-colouring-wrap = { $first } and { $second } have the same colour and see each other, so that colour cannot be { $digit }: { $removals }
# $cells ($count of them) see both colours
simple-colouring-trap = { $count ->
    [one] one colour is { $digit }, and { $cells } sees a cell of both colours: { $removals }
   *[other] one colour is { $digit }, and { $cells } each see a cell of both colours: { $removals }
}
# $first, $second: each cluster's two colours (multi-colouring-cluster)
explain-multi-colouring = Following the units where { $digit } has only two places gives two clusters, each with two colours of which one is { $digit }: { $first } in the first, { $second } in the second. { $why }
multi-colouring-cluster = { $first } against { $second }
multi-colouring-sees-both = { $cell1 } sees { $seen1 } and { $cell2 } sees { $seen2 }, one cell of each colour of the second cluster, so the colour of { $cell1 } cannot be { $digit }: { $removals }
multi-colouring-trap = { $count ->
    [one] { $first } and { $second } see each other, so their colours are not both { $digit } and one of the two other colours is; { $cells } sees a cell of both those colours: { $removals }
   *[other] { $first } and { $second } see each other, so their colours are not both { $digit } and one of the two other colours is; { $cells } each see a cell of both those colours: { $removals }
}
# Two statements of multi-colouring-trap in a row (two pairs of colours seeing each other), each a sentence
multi-colouring-traps = { $first }. { $next }

## Remote pairs (src/human/techniques/remote_pairs.rs): $chain the cells in order ("r5c8 – r6c7 – r6c4"), all
## holding $first/$second; $start and $end its ends. The first letter is made a capital.

explain-remote-pairs = { $chain } all hold only { $first }/{ $second }, each seeing the next, so they alternate { $first } and { $second }; { $start } and { $end } are an odd number of links apart, so one is { $first } and the other { $second }: { $removals }

## Pattern overlay (src/human/techniques/pattern_overlay.rs, pattern_overlay_triple.rs, pattern_overlay_quad.rs):
## the digit's patterns (one cell in every row, column and block); $how which patterns are kept, $what what
## follows (pattern-overlay-none, -all or -both).

explain-pattern-overlay = { $digit } takes one cell in every row, column and block, and { $how }; { $what }.
pattern-overlay-allowed = { $count ->
    [one] the candidates allow { $count } such pattern
   *[other] the candidates allow { $count } such patterns
}
# $digits (a list-and, $count of them) rule out all but $kept of the $total patterns
pattern-overlay-combined = { $count ->
    [one] of the { $total } such patterns the candidates allow, only { $kept } leave room for a pattern of every other digit ({ $digits } rules out the rest)
   *[other] of the { $total } such patterns the candidates allow, only { $kept } leave room for a pattern of every other digit ({ $digits } rule out the rest)
}
# HoDoKu’s refinement: patterns of a digit taking a cell some other digit has in all its patterns are dropped;
# $digits (a list-and, $count of them) rule out all but $kept of the $total patterns
pattern-overlay-refined = { $count ->
    [one] of the { $total } such patterns the candidates allow, only { $kept } avoid every cell that another digit takes in all of its patterns (each digit’s patterns dropped so until nothing changes; { $digits } rules out the rest)
   *[other] of the { $total } such patterns the candidates allow, only { $kept } avoid every cell that another digit takes in all of its patterns (each digit’s patterns dropped so until nothing changes; { $digits } rule out the rest)
}
# $previous: the overlay before (technique-combined-pattern-overlay, technique-triple-pattern-overlay)
pattern-overlay-triple = of the { $total } such patterns left after { $previous }, only { $kept } leave room for patterns of any two other digits together, all three with no cell in common (patterns of two of { $digits } rule out the rest)
pattern-overlay-quad = of the { $total } such patterns left after { $previous }, only { $kept } leave room for patterns of any three other digits together, all four with no cell in common (patterns of three of { $digits } rule out the rest)
# $cells: the cells no pattern uses
pattern-overlay-none = none of them uses { $cells }: { $removals }
# $cells: placements every pattern uses ("r2c7=5")
pattern-overlay-all = all of them use { $cells }
pattern-overlay-both = { $none }; { $all }
