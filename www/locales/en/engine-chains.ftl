# The engine's words (engine-chains.ftl, src/text): the reasoning of wings (XY, XYZ, WXYZ, W), chains (AIC, XY-chain, grouped, ALS), death blossom and Sue de Coq.
# English is built in; each language has this file with the same messages (tests/text.rs).

## Wings (xy_wing.rs, xyz_wing.rs, wxyz_wing.rs, w_wing.rs)

# a cell with its candidates, "r1c2 (3/5)"
wing-cell = { $cell } ({ $candidates })
# pivot, first, second: cells with their candidates; digit: the one the pincers share
explain-xy-wing = Pivot { $pivot } with pincers { $first } and { $second }: one pincer is { $digit }, so { $removals }
explain-xyz-wing = Pivot { $pivot } with pincers { $first } and { $second }: one of the three is { $digit }, so { $removals }
# cells: the wing's cells with their candidates; digits: all their candidates; others: the digits that fit at
# most once; holders: the cells holding digit (count of them)
explain-wxyz-wing = { $cells } hold only { $digits } between them; each of { $others } fits at most once among them, so { $count ->
        [one] { $holders }
       *[other] one of { $holders }
    } is { $digit }: { $removals }
# first, second: the two cells of pair; digit can only go in cells one and other of unit; result: what one of
# the pair is
explain-w-wing = { $first } and { $second } are both { $pair }, and { $digit } can only go in { $one } or { $other } in { $unit }: one of the pair is { $result }, so { $removals }

## Chains (chain.rs: X-chains, XY-chains, alternating inference chains; x_cycle.rs)

# a candidate as a claim, in a loop's sentence (explain-loop)
chain-claim = { $cell } is { $digit }
# The chain in plain words, link by link ("If r1c7 is not 5 it is 2, so r4c7 is not 2 but 3, so r4c2 is not 3, so
# r3c2 is 3, so it is not 9, …"): a start, then each message takes the walk so far (walk) and adds a link.
# The start: cell is not digit, so the strong link makes next next_digit (in another cell), or other (in the cell)
chain-walk-start = If { $cell } is not { $digit }, { $next } is { $next_digit }
chain-walk-start-in-cell = If { $cell } is not { $digit } it is { $other }
chain-walk-is = { $walk }, so { $cell } is { $digit }
chain-walk-is-not = { $walk }, so { $cell } is not { $digit }
# a weak link to another cell and a strong one inside it
chain-walk-is-not-but = { $walk }, so { $cell } is not { $digit } but { $other }
# a weak link inside the cell last named
chain-walk-it-is-not = { $walk }, so it is not { $digit }
# the chain starts from "cell is not digit" and ends at "end is end_digit"
explain-chain = { $walk }. Either { $cell } is { $digit } or { $end } is { $end_digit }, so { $removals }
# both ends in one cell: it is digit or other
explain-chain-in-cell = { $walk }. Either { $cell } is { $digit } or { $other }, so { $removals }
# the chain comes back to its start, now true (walk ends there)
explain-chain-back = { $walk }. If { $cell } were not { $digit }, the chain would lead back to { $cell } being { $digit }, so { $cell } is { $digit }
# title: the technique's title (with its digit)
title-continuous-loop = { $title } (continuous loop)
# cycle: the loop's cells, "r1c1 = r1c5 - r3c5 = r3c1 - r1c1"
explain-x-cycle = { $cycle } is a closed loop (= only two places in a unit, - the cells see each other), so going round it { $digit } is alternately true and false and each weak link has { $digit } at exactly one end; the rest of those units loses { $digit }: { $removals }

## Death blossom (death_blossom.rs), Sue de Coq (sue_de_coq.rs)

# one petal: if the stem is digit, the petal's cells (with all their candidates) must hold z
death-blossom-case = if { $digit }, { $cells } ({ $candidates }) must hold { $z }
# between two cases
death-blossom-sep = { "; " }
# count: how many symbols z lie in every petal (digit: "4", or "6 and 7")
explain-death-blossom = The stem { $stem } ({ $candidates }) sees a petal for each of its candidates; { $cases }; { $count ->
        [1] either way { $digit } lies in a petal
       *[other] either way each of { $digit } lies in a petal
    }, so { $removals }
# cells (count of them) where block meets line hold digits; line_cells, block_cells: the other cells used, with
# their candidates
explain-sue-de-coq = Where { $block } meets { $line }, { $cells } { $count ->
        [one] holds
       *[other] hold
    } { $digits }; with { $line_cells } in { $line } and { $block_cells } in { $block } (no symbol in common), these { $total } cells hold just { $total } symbols, each at most once, so every one of them is used: { $removals }
