# The engine's words (engine-forcing.ftl, src/text): the reasoning of forcing chains and nets, contradictions and the exhaustive last resort.
# English is built in; each language has this file with the same messages (tests/text.rs).

## Forcing chains (src/human/techniques/forcing.rs): a chain is told one implication per line, "If r2c7 = 6",
## "→ r3c4 = 6 (only place for 6 in row 3)", …, "→ r8c7 has no candidate.", "So r2c7 ≠ 6." ($claim: "r3c4 = 6"
## or "r3c4 ≠ 6", the same in every language)

# The titles ($technique: the technique's name, technique-forcing-chain)
forcing-title-contradiction = { $technique } (contradiction)
forcing-title-nested = { $technique } (nested)
forcing-title-trial = { $technique } (trial)
# A chain's first line, its assumption
forcing-if = If { $claim }
# A line after it, with the reason it follows
forcing-line = { $claim } ({ $reason })
# The reasons: a cell's only candidate, a digit's only place in a unit, locked candidates, a cell that sees the
# one that holds the digit
forcing-why-single = only candidate
forcing-why-hidden = only place for { $digit } in { $unit }
forcing-why-locked = in { $unit }, { $digit } lies only in { $other }
forcing-why-sees = sees { $cell }
# A reason with the rule beyond units that carried it ($causes: an and-list of forcing-cell-is, $rule: the rule's
# words): "only candidate; r3c4 is 5: cells that share a side never hold consecutive digits"
forcing-why-rule = { $reason }; { $causes }: { $rule }
forcing-cell-is = { $cell } is { $digit }
# A nested chain's line: the inner chain that removes a candidate ($chain: its lines joined by arrows)
forcing-why-inner = if it were: { $chain }
# The broken rule a chain ends in, and its last line
forcing-no-candidate = { $cell } has no candidate
forcing-no-place = { $digit } has no place in { $unit }
forcing-no-combination = { $cage } has no combination left
forcing-last = { $end }.
# The conclusion, after the lines
forcing-so = So { $claim }.
# A verity: every candidate of a cell ($digits: a list-or) or every place of a digit in a unit ($cells: a list-or)
# leads to the same conclusion; $count is how many branches
forcing-cell-is-one-of = { $cell } is { $digits }
forcing-unit-goes = in { $unit }, { $digit } goes in { $cells }
forcing-verity = { $head }, and { $count ->
    [2] both lead
   *[other] each leads
} to { $claim }.
# The last resort, checked by exhaustive search
forcing-trial = If { $cell } were { $digit }, every way of continuing ends in a contradiction (checked exhaustively), so { $removals }

## The grouped chain engine's sentences (src/human/techniques/net): a node's claim ("r1c2 is 5", "5 is in r1c2
## or r1c3"), its denial, what a loop proves

net-title-continuous = { $technique } (continuous loop)
net-claim-cell = { $cell } is { $digit }
# $cells: the cells joined by list-or
net-claim-cells = { $digit } is in { $cells }
net-denial = { $cells } is not { $digit }
net-either = Either { $first } or { $last }; either way { $denial }, so { $removals }
# an ALS chain removing several symbols at once: first, last: its end sets (r1c23); digits: "1, 3 and 6"
net-either-sets = Either { $first } or { $last } holds each of { $digits }, so { $removals }
net-proven = { $claim }: otherwise the chain would make it so. So { $denial }, so { $removals }
net-placement = If { $cell } were not { $digit }, the chain would make it { $digit }, so { $cell } is { $digit }

## A player's mistake (src/hint/mistake.rs, src/human/solver.rs): the title, tier 1 (that there is one, never
## where), the reasoning ($chain: a forcing chain's lines to the rule the entry breaks; $rule: the rule broken
## and its cells)

mistake-title = Mistake
mistake-summary-entry = One of your entries is wrong: ask again to see which one and why.
mistake-summary-notes = The notes of one cell leave out the digit it needs: ask again to see which one.
mistake-notes = The notes of { $cell } leave out the digit that cell needs, so it can never be found from them
mistake-breaks-rule = { $digit } in { $cell } is wrong; it breaks a rule: { $rule }
mistake-chain = { $digit } in { $cell } is wrong. { $chain }
mistake-no-solution = { $digit } in { $cell } is wrong; it breaks no rule yet, but the puzzle has no solution with it
