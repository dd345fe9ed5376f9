# The engine's words (engine-binary.ftl, src/text): the reasoning of the binary puzzles' and Tango's techniques.
# English is built in; each language has this file with the same messages (tests/text.rs).

## The symbols. $symbol (and $other, a second one) is a key: zero, one (binary puzzles: the digits 0 and 1),
## sun, moon (Tango). A message that gets $symbol writes it with one of the forms below, which select on it:
## binary-symbol on its own ("r1c3 is 1", "r1c3 = sun"), binary-symbol-a where a language puts an article
## before it as a subject or after "is" ("r1c3 is a 1"; English: as binary-symbol), binary-symbol-an with an
## article as an object ("needs a 1", German "einen Mond"; English: as binary-symbol), binary-symbols for more than one ("three 1s in a row",
## "two more suns"); binary-other, binary-other-a and binary-others the same for $other.
binary-symbol = { $symbol ->
    [zero] 0
    [one] 1
    [sun] sun
   *[moon] moon
}
binary-symbol-a = { $symbol ->
    [zero] 0
    [one] 1
    [sun] sun
   *[moon] moon
}
binary-symbol-an = { $symbol ->
    [zero] 0
    [one] 1
    [sun] sun
   *[moon] moon
}
binary-symbols = { $symbol ->
    [zero] 0s
    [one] 1s
    [sun] suns
   *[moon] moons
}
# $symbol after a number ("3 1s"; French "3 chiffres 1", where "3 1" would read as one number)
binary-symbols-counted = { $symbol ->
    [zero] 0s
    [one] 1s
    [sun] suns
   *[moon] moons
}
binary-other = { $other ->
    [zero] 0
    [one] 1
    [sun] sun
   *[moon] moon
}
binary-other-a = { $other ->
    [zero] 0
    [one] 1
    [sun] sun
   *[moon] moon
}
binary-others = { $other ->
    [zero] 0s
    [one] 1s
    [sun] suns
   *[moon] moons
}
# $count of $symbol: "one 1", "3 1s", "3 suns" (one only as an object: "row 1 has one moon of its 3")
binary-count = { $count ->
    [one] one { binary-symbol }
   *[other] { $count } { binary-symbols-counted }
}
# $count more of $symbol, what a line still needs: "2 more 1s" (two of them in a list-and)
binary-more = { $count } more { $count ->
    [one] { binary-symbol }
   *[other] { binary-symbols-counted }
}
# A cell and its symbol: "r4c2 = 0"
binary-placed = { $cell } = { binary-symbol }
# $count cells ($cells, a list) that hold $symbol: "r4c2 is 0", "r4c2 and r4c5 are 1"
# Both digits' binary-forced: "r4c2 is 0 and r4c7 is 1"
binary-forced-both = { $zeros } and { $ones }
binary-forced = { $count ->
    [one] { $cells } is { binary-symbol }
   *[other] { $cells } are { binary-symbol }
}

## The techniques' reasoning. $line: a row or column ("row 3"); $cells, $pair: cell names in a list-and;
## $count: how many cells $cells names (for the verb's number; English says the same for one cell and more).
binary-balance-completion = { $line } already has its { $have }, so { $count ->
    [one] { $cells } must be { binary-other }
   *[other] { $cells } must be { binary-other }
}
binary-last-cell = { $cell } is the only empty cell in { $line }, which still needs a { binary-symbol-an }, so it is { binary-symbol }
binary-pair = { $pair } are both { binary-symbol }, so { $count ->
    [one] { $cells } must be { binary-other }
   *[other] { $cells } must be { binary-other }
}
binary-sandwich = { $pair } are both { binary-symbol }, so { $cell } between them must be { binary-other }
# $needs: two binary-more in a list-and; $forced: binary-forced, in a list-and
binary-line-elimination = { $line } still needs { $needs }; in every way to place them without three in a row, { $forced }
# The same, on a line of Tango with signs
binary-line-elimination-signs = { $line } still needs { $needs }; in every way to place them without three in a row and keeping the signs, { $forced }
# $copies: the complete lines it must not copy (a list-and)
binary-duplicate-line-elimination = { $line } still needs { $needs }; in every filling that keeps the rules and does not copy { $copies }, { $forced }
# $places: where the last $symbol can go (a list-or); $windows: the cells that would hold three of $other
binary-last-of-a-kind = { $line } needs just one more { binary-symbol }; it must go in { $places }, or three of { $windows } in a row would be { binary-other }; so { $count ->
    [one] { $cells } must be { binary-other }
   *[other] { $cells } must be { binary-other }
}
# The two empty cells $first and $second of $line would copy the line $copy with the digits $first_copied and
# $second_copied (0 or 1), so they take $first_is and $second_is.
binary-duplicate-guard = { $line } still needs one 0 and one 1, in { $cells }; { $first } = { $first_copied } and { $second } = { $second_copied } would copy { $copy }, so { $first } is { $first_is } and { $second } is { $second_is }
# Tango: an = (or ×) between $to and $from, filled with $symbol; $to takes $other
binary-sign-rule-equal = { $to } = { $from }, and { $from } is { binary-symbol }, so { $to } is { binary-other }
binary-sign-rule-cross = { $to } × { $from }, and { $from } is { binary-symbol }, so { $to } is { binary-other }
# Tango: an = between the empty $pair, beside $cell that holds $symbol
binary-sign-pair = The = says { $pair } hold the same symbol; next to { $cell }, which is { binary-symbol }, two more { binary-symbols } would make three in a row, so both are { binary-other }
# Tango: $line holds $have ("2 moons") of its $half and needs $more more; $why (one of the three below), so
# $cells take $other.
binary-sign-balance = { $line } has { $have } of its { $half } and needs { $more } more; { $why }, so { $cells } { $count ->
    [one] is
   *[other] are
} { binary-other }
# One × of the list $crosses: "× between r1c4 and r1c5"
binary-cross-between = × between { $cells }
# $count × signs ($crosses, a list-and of binary-cross-between), each with one $symbol
binary-sign-balance-cross = { $count ->
    [one] the { $crosses }
   *[other] each { $crosses }
} puts one { binary-symbol } in its two cells
binary-sign-balance-equal = the = between { $cells } would put two { binary-symbols } there

## Chains of placements (contradiction, deeper lookahead, a wrong entry), one line each: the assumption, each
## placement with the rule that forces it ($why, one of binary-rule-*), the rule that breaks.
binary-chain-if = If { $cell } = { binary-symbol }
binary-chain-then = → { $cell } = { binary-symbol }
binary-chain-then-why = → { $cell } = { binary-symbol } ({ $why })
# $reason: one of binary-broken-*
binary-chain-broken = → { $reason }.
binary-rule-equal = = with { $cell }
binary-rule-cross = × with { $cell }
binary-rule-pair = pair in { $line }
binary-rule-sandwich = sandwich in { $line }
# $have: binary-count, all of one symbol a line holds
binary-rule-balance = { $line } has its { $have }
binary-rule-only-way = the only way to complete { $line }
# A chain on one line: "r1c4 = 0 (row 1), r2c3 = 1 (column 3), … 3 more" (between them: list-sep)
binary-chain-step = { $cell } = { binary-symbol } ({ $line })
binary-chain-more = … { $count } more
# Why a line is broken: three in a row of $symbol ($cells); $have (binary-count) where only $half fit; a sign
# ($sign: = or ×) between $cells; the same as the line $copy; no way left to complete it.
binary-broken-triple = { $line } would have three { binary-symbols } in a row ({ $cells })
binary-broken-count = { $line } would have { $have } (only { $half } fit)
binary-broken-sign = the { $sign } between { $cells } would be broken
binary-broken-copy = { $line } would be the same as { $copy }
binary-broken-stuck = { $line } could not be completed without breaking a rule
# The end of a contradiction: $cell holds the other symbol
binary-contradiction-so = So { $cell } is { binary-other }
# Deeper lookahead: whether $cell is $zero or $one (the two symbols, binary-symbol), the rules force $placed
# (binary-placed in a list-and); with -more, $more further placements are not listed.
binary-lookahead-both = Whether { $cell } is { $zero } or { $one }, the line rules force { $placed }; so those cells are settled
binary-lookahead-both-more = Whether { $cell } is { $zero } or { $one }, the line rules force { $placed } (and { $more } more); so those cells are settled
# Deeper lookahead by search: $other in $cell leaves no solution, so it holds $symbol
binary-lookahead-search = With { binary-other } in { $cell }, every way to go on ends in a broken rule (checked by search); so { $cell } is { binary-symbol }
# The title of a two-level contradiction: $technique is the deeper lookahead's name
binary-title-two-level = { $technique } (two-level contradiction)
# Two-level contradiction: $symbol in $cell (then $chain, a list of binary-chain-step, in -chain) leaves the
# cell $second neither $zero nor $one: $with_zero and $with_one say why (binary-two-level-branch*); so $cell
# is $other.
binary-two-level = If { $cell } were { binary-symbol }, then { $second } could be neither { $zero } nor { $one } ({ $with_zero }; { $with_one }); so { $cell } is { binary-other }
binary-two-level-chain = If { $cell } were { binary-symbol }, then { $chain }; then { $second } could be neither { $zero } nor { $one } ({ $with_zero }; { $with_one }); so { $cell } is { binary-other }
# With $symbol in the second cell (then $chain), $broken: one of binary-broken-*
binary-two-level-branch = with { binary-symbol }, { $broken }
binary-two-level-branch-chain = with { binary-symbol }, { $chain }, and { $broken }

## A wrong entry: $symbol at $cell; $rule: the rule it breaks; $chain: the chain from it to a broken rule (lines
## of binary-chain-*).
binary-mistake-breaks = The entry { binary-symbol } at { $cell } is wrong: it breaks a rule: { $rule }
binary-mistake-chain = The entry { binary-symbol } at { $cell } is wrong. { $chain }
binary-mistake-stuck = The entry { binary-symbol } at { $cell } is wrong: with it the grid cannot be finished without breaking a rule

## Errors. $max: the largest side hints work on, $side the grid's.
binary-error-too-big = hints, steps and grades are available up to { $max }×{ $max }; this grid is { $side }×{ $side }
binary-error-unknown-symbol = { $cell } holds an unknown symbol
binary-error-given = { $cell } is a given and cannot change
