# The engine's words (engine-rules.ftl, src/text): the reasoning of every rule's own techniques but Killer's and the totals' (thermometers, Kropki, XV, whispers, renban, non-consecutive, windows, common peers, negative constraints), with the rules' own words.
# English is built in; each language has this file with the same messages (tests/text.rs).

## Each rule's title and what it says to a player (the page shows them above the grid: "Anti-knight: Two cells …")
## (src/rules/mod.rs RULES, by the rule's name in the game ID)

rule-title-diagonals = Diagonals
rule-about-diagonals = Both main diagonals hold each digit once.
rule-title-windoku = Windoku
rule-about-windoku = The four shaded 3×3 windows hold each digit once.
rule-title-antiknight = Anti-knight
rule-about-antiknight = Two cells a chess knight's move apart never hold the same digit.
rule-title-antiking = Anti-king
rule-about-antiking = Two cells a chess king's move apart, diagonal neighbours too, never hold the same digit.
rule-title-nonconsecutive = Non-consecutive
rule-about-nonconsecutive = Cells that share a side never hold digits that differ by 1.
rule-title-even = Even
rule-about-even = A cell with a grey square holds an even digit.
rule-title-odd = Odd
rule-about-odd = A cell with a grey circle holds an odd digit.
rule-title-thermo = Thermometer
rule-about-thermo = Digits increase from a thermometer's bulb along its line.
rule-title-arrow = Arrow
rule-about-arrow = The digit in an arrow's circle is the sum of the digits along its arrow (digits may repeat on an arrow where no row, column or block forbids it).
rule-title-white = Kropki white dot
rule-about-white = Cells joined by a white dot hold digits that differ by 1.
rule-title-black = Kropki black dot
rule-about-black = Cells joined by a black dot hold digits one of which is twice the other.
rule-title-kropki-all = All dots given
rule-about-kropki-all = Every Kropki dot is shown: neighbours without a dot neither differ by 1 nor have one digit twice the other.
rule-title-x = X
rule-about-x = Cells joined by an X add up to 10.
rule-title-v = V
rule-about-v = Cells joined by a V add up to 5.
rule-title-xv-all = All X and V given
rule-about-xv-all = Every X and V is shown: neighbours without one add up to neither 10 nor 5.
rule-title-whisper = German whispers
rule-about-whisper = Neighbours along a green whisper line differ by at least half the largest digit (5 on 9×9).
rule-title-renban = Renban
rule-about-renban = A purple renban line holds a set of consecutive digits, in any order, none repeated.
rule-title-cage = Cage
rule-about-cage = Digits never repeat in a dashed cage, and add up to its total when it shows one.
rule-title-littlekiller = Little killer
rule-about-littlekiller = A total outside the grid is the sum of the digits along the diagonal its arrow points down (digits may repeat on it where no row, column or block forbids it).
rule-title-sandwich = Sandwich
rule-about-sandwich = A total outside a row or column is the sum of the digits between its 1 and its 9 (its largest digit), whichever comes first.

## What a clash of each rule breaks, in words, quoted by hints, checks and forcing chains (src/rules/mod.rs words)
## Rules keeping two cells apart (antiknight, antiking, cage; a unit of diagonals, windoku) say how two cells are
## related, after a verb ("r2c5 and r1c3 are a knight's move apart"); the others say the rule as a clause.

rule-words-diagonals = in one unit
rule-words-windoku = in one unit
rule-words-antiknight = a knight's move apart
rule-words-antiking = a king's move apart
rule-words-nonconsecutive = cells that share a side never hold consecutive digits
rule-words-even = a grey square holds an even digit
rule-words-odd = a grey circle holds an odd digit
rule-words-thermo = digits increase from a thermometer's bulb
rule-words-arrow = an arrow's circle holds the sum of the digits along it
rule-words-white = cells joined by a white dot differ by 1
rule-words-black = in cells joined by a black dot one digit is twice the other
rule-words-kropki-all = neighbours without a dot neither differ by 1 nor have one digit twice the other
rule-words-x = cells joined by an X add up to 10
rule-words-v = cells joined by a V add up to 5
rule-words-xv-all = neighbours without an X or a V add up to neither 10 nor 5
rule-words-whisper = neighbours on a whisper line differ by at least half the largest digit
rule-words-renban = the cells of a renban line hold consecutive digits, none repeated
rule-words-cage = in one cage
rule-words-littlekiller = the digits along a little killer's diagonal add up to its total
rule-words-sandwich = the digits between a line's 1 and its largest digit add up to its sandwich total
# What a wrong total of a cage breaks
rule-sum-words-cage = a cage's digits add up to its total

## Two cells a rule relates: Kropki pair and chain, XV pair, German whisper, non-consecutive pair, negative
## constraint (src/human/techniques/rule_pair.rs). $rule: the rule's words (rule-words-*)

# The rule and its two cells ($a, $b), which must hold different digits: they share $unit ($how: unit) or see
# each other otherwise ($how: sees)
rule-pair-head-differ = { $how ->
    [unit] { $rule }, and { $a } and { $b } share { $unit }, so their digits differ
   *[sees] { $rule }, and { $a } and { $b } see each other, so their digits differ
}
rule-pair-head = { $rule } ({ $a } and { $b })
# What the rule alone leaves no partner for ($head: rule-pair-head or -differ, or the rule's words; $digits: a
# list-or; $tail: rule-pair-neither or a list of cannot-be)
explain-rule-pair-alone = { $head }: no digit fits beside { $digits }, so { $tail }
rule-pair-neither = neither cell can be { $digits }
# What one cell's candidates leave the cells it relates to ($tail: rule-pair-cells-cannot-be or a list of cannot-be)
explain-rule-pair-only = { $head }: { $cell } can only be { $digits }, so { $tail }
# Cells that all lose the same digits ($cells: a list-and of $count cells)
rule-pair-cells-cannot-be = { $count ->
    [one] { $cells } cannot be { $digits }
   *[other] { $cells } cannot be { $digits }
}
# A cell between two related cells that see each other: each digit of it that needs the same partner on both
# sides ($rules: the rules' words; $needs: a list of rule-middle-needs-first, then rule-middle-needs; $digits: what
# $cell loses)
explain-rule-middle = { $how ->
    [unit] { $cell } lies between { $p } and { $q } ({ $rules }), which share { $unit }, so their digits differ: { $needs }, so { $cell } cannot be { $digits }
   *[sees] { $cell } lies between { $p } and { $q } ({ $rules }), which see each other, so their digits differ: { $needs }, so { $cell } cannot be { $digits }
}
# The rules of the two sides when they differ (a white and a black dot)
rule-middle-rules = { $first }; { $second }
rule-middle-needs-first = beside { $digit } both would have to be { $other }
rule-middle-needs = beside { $digit } both { $other }

## Thermometer, and the bound each cell is kept to (shared with Arrow: src/human/techniques/window.rs)

# $count: the thermometer's cells; $bounds: a list-and of window-*
explain-thermometer = Digits rise from the bulb { $bulb } to the tip { $tip } ({ $count } cells): each cell is more than the smallest digit the cell before it can hold and less than the largest the cell after it can, so { $bounds }
window-between = { $cell } is { $min } to { $max }
window-at-least = { $cell } is at least { $min }
window-at-most = { $cell } is at most { $max }

## Renban ($run: a run of digits "1–4"; $runs: a list-or of them)

explain-renban = The renban line from { $first } to { $last } ({ $count } cells) holds { $count } consecutive digits: { $runs }, so { $removals }
renban-one-run = the only run its cells can take one digit each of is { $run }
renban-runs = the runs its cells can take one digit each of are { $runs }

## Common peer elimination (src/human/techniques/common_peer.rs): why each place for a digit would lose it

# The same digit: every place is a peer of $cell ($reasons: common-peer-* joined by common-peer-reason-sep)
explain-common-peer-same = Every place for { $digit } in { $unit } is a peer of { $cell }: { $reasons }. So { $cell } cannot be { $digit }
# Another digit: $cell as $digit would leave $other no place in $unit
explain-common-peer-other = If { $cell } were { $digit }, { $other } would have no place in { $unit }: { $reasons }. So { $cell } cannot be { $digit }
common-peer-reason-sep = { "; " }
common-peer-would-hold = { $cell } would hold the { $digit }
# $cells: a list-and of $count places
common-peer-unit = { $count ->
    [one] { $cells } shares { $unit } with { $cell }
   *[other] { $cells } share { $unit } with { $cell }
}
# A rule keeps them apart ($words: rule-words-antiknight, -antiking, -cage)
common-peer-apart = { $count ->
    [one] { $cells } is { $words } from { $cell }
   *[other] { $cells } are each { $words } from { $cell }
}
common-peer-sees = { $count ->
    [one] { $cells } sees { $cell }
   *[other] { $cells } see { $cell }
}
# A rule relating the two forbids $digit there ($words: the rule's words)
common-peer-related = { $count ->
    [one] { $cells } could not be { $digit } ({ $words })
   *[other] { $cells } could not be { $digit } ({ $words })
}
