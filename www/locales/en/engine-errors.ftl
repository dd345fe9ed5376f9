# The engine's words (engine-errors.ftl, src/text): the engine's errors: what a puzzle, a game ID, a rule, a pasted grid or a save does wrong (src/core/error.rs, src/rules/grammar.rs, src/format, src/paste, src/rules checks) and the game's own refusals.
# English is built in; each language has this file with the same messages (tests/text.rs).

## What a description does wrong (src/core/error.rs: ParseError, HintError)

# A count of cells inside other messages: "3 cells"
error-cells = { $count ->
    [one] 1 cell
   *[other] { $count } cells
}
error-empty = empty puzzle description
error-too-long = puzzle description too long ({ $len } characters; at most { $max })
error-unknown-kind = unknown puzzle kind '{ $kind }' (expected sudoku, sudoku-x, jigsaw, killer, binary or tango)
# $reason: one of the reasons below, already in words
error-bad-parameters = bad parameters '{ $params }': { $reason }
# $what names the part of the game ID (a word of the game ID's grammar, not shown as is in other languages)
error-bad-layout = { $what ->
    [rules] bad rules: { $reason }
    [regions] bad regions: { $reason }
    [cages] bad cages: { $reason }
    [sums] bad sums: { $reason }
    [signs] bad signs: { $reason }
   *[other] bad { $what }: { $reason }
}
error-wrong-length = wrong length: expected { $expected } cells, found { $found }
# $char: 'x' in quotes, or U+00A0
error-bad-character = bad character { $char } at { $cell }
# $rule: a broken rule in words; $cells: r1c1, r1c9
error-givens-break-rule = givens break a rule: { $rule } ({ $cells })
error-solved = the puzzle is solved
error-no-solution = the puzzle has no solution
error-several-solutions = the puzzle has more than one solution
error-grid-cells = expected { $expected } cells, got { $found }

## Game IDs: shapes, Jigsaw regions, Killer cages (src/format, src/core/sudoku.rs, src/core/geometry.rs)

# $form: the form a game ID takes, as typed (sudoku:RxC:<cells>)
error-expected-form = expected '{ $form }'
error-shape-expected = expected block shape RxC, like 3x3
error-shape-small = block sides must be small numbers
# $shape: 1x9
error-shape-thin = blocks of { $shape } are not supported: a block has at least 2 rows and 2 columns (2x2, 2x3, 3x3, …)
error-shape-side = side { $side } is not supported (blocks must give a side from 4 to { $max })
# A Sudoku rule broken by a digit seen twice; $unit: "row 1", "block 3"
error-rule-repeated = { $digit } appears { $count } times in { $unit }
error-jigsaw-side = a Jigsaw side is a number from { $min } to { $max }
error-region-labels = expected { $expected } region labels (one per cell), found { $found }
# $label: the character as typed
error-region-label = '{ $label }' at { $cell } is not a region label (1-9, A-Z)
error-regions-too-many = more than { $count } regions (label '{ $label }' at { $cell } is region { $region })
# $cells: error-cells
error-region-size = region '{ $label }' (from { $cell }) has { $cells }, not { $count }
error-region-apart = region '{ $label }' is not connected: { $cell } is cut off from { $first }
error-regions-too-few = { $found } regions, not { $count }
error-region-cells = { $found } region cells for a { $side }×{ $side } grid
error-region-range = region { $region } out of range
error-region-count = region { $region } has { $found } cells, not { $count }
error-killer-side = a Killer side is from 4 to { $max }: blocks 2x2 up to 3x4, 4x3, 2x6 or 6x2
error-cage-labels = expected { $expected } cage labels (one per cell), found { $found }
error-cage-label = '{ $label }' at { $cell } is not a cage label (a-z, A-Z, 0-9)
error-cage-sums = { $cages } cages but { $sums } sums (one per cage, in order of each cage's first cell)
error-cage-size = cage '{ $label }' (from { $first }) has { $cells }, more than { $count }
error-cage-apart = cage '{ $label }' is not connected: { $cell } is cut off from { $first }
error-cage-sum-number = sum '{ $sum }' of cage '{ $label }' ({ $first }) is not a number
error-cage-sum-positive = the sum { $sum } of cage '{ $label }' ({ $first }, { $cells }) is not positive: a cage's digits add up to at least 1
# $count: the cage's number of cells
error-cage-sum-range = { $count ->
    [one] cage '{ $label }' ({ $first }, { $cells }) cannot add up to { $sum }: 1 digit makes { $lo } to { $hi }
   *[other] cage '{ $label }' ({ $first }, { $cells }) cannot add up to { $sum }: { $count } distinct digits make { $lo } to { $hi }
}

## Binary puzzles and Tango (src/format/binary.rs, src/core/binary.rs, src/solve/binary/signs.rs)

error-binary-side-expected = expected an even side length, like 10
error-binary-square = a bare line needs a square number of cells (36, 64, 100, …); found { $found }
error-binary-odd = side { $side } is odd; binary puzzles need an even side
error-binary-side = side { $side } is not supported (2 to { $max })
error-binary-open = side { $side } is supported nearly complete only: above { $open }×{ $open } a grid may have at most { $most } empty cells; this one has { $empty }
error-tango-signs = a { $side }×{ $side } Tango needs { $expected } signs ({ $half } between horizontal neighbours, then { $half } between vertical ones; '.' for none), found { $found }
# $sign: '?' in quotes, or U+0009; $edge: error-edge
error-tango-sign = the sign { $sign } { $edge } is not '.', '=' or 'x'
# The border between two cells
error-edge = between { $a } and { $b }
# Broken rules of a binary puzzle ($line: "row 3", "column 3"; $digit: 0 or 1; $lines: "rows 2 and 5")
error-rule-sign-equal = signs: the = { $edge } says the cells hold the same symbol
error-rule-sign-differ = signs: the × { $edge } says the cells hold different symbols
error-rule-balance = balance: { $line } has { $count } { $digit }s (a line holds { $half } of each)
error-rule-triple = no triples: { $count } { $digit }s in a row in { $line }
error-rule-distinct = distinct lines: { $lines } are equal
# Tango signs that no grid can keep
error-signs-loop = the { $sign } { $edge } closes a loop of signs with an odd number of ×: they make { $cell } differ from itself
error-signs-triple = the signs make { $cells } hold the same symbol: three in a row
error-signs-balance = the signs make { $cells } hold the same symbol: more than { $half } in { $line }
error-signs-line = the signs of { $line } allow no filling with { $half } of each symbol and no three in a row

## Pasted text (src/paste.rs, src/paste/grid.rs; $text: the start of the paste in quotes)

# $why: one of error-paste-link, error-paste-symbol, error-paste-no-digits, error-paste-few
error-not-a-puzzle = not a puzzle: { $why }
error-paste-count = expected { $expected } cells, found { $found }
error-paste-link = the link { $link } holds no game ID (sudoku:… or binary:…) and no puzzle line (?bd=…)
error-paste-symbol = { $char } is no symbol, frame or empty cell of a grid, in { $text }; paste a game ID, a link, a puzzle line or a grid
error-paste-no-digits = no digits or dots in { $text }; paste a game ID, a link, a puzzle line or a grid
error-paste-few = { $count ->
    [one] 1 cell is far fewer than the smallest grid has (16)
   *[other] { $count } cells are far fewer than the smallest grid has (16)
}
error-paste-row = expected { $expected } cells, found { $found }: row { $row } has { $count }
# $kind: sudoku or binary; $at: the column (bad-symbol) or the token, a cell's candidates written together (bad-token)
error-paste-bad-symbol = { $kind ->
    [binary] '{ $char }' at row { $row }, column { $at } is not a symbol of a { $side }×{ $side } binary puzzle
   *[sudoku] '{ $char }' at row { $row }, column { $at } is not a symbol of a { $side }×{ $side } Sudoku
}
error-paste-bad-token = { $kind ->
    [binary] '{ $char }' at row { $row }, token { $at } is not a symbol of a { $side }×{ $side } binary puzzle
   *[sudoku] '{ $char }' at row { $row }, token { $at } is not a symbol of a { $side }×{ $side } Sudoku
}
error-paste-no-candidate = { $cell } has no candidate: every symbol is already in its row, column or block
error-paste-notes-placed = { $cell } has no candidate: its candidates { $digits } are all already in its row, column or block
error-paste-empty-unsolvable = the position has no solution: no filling of the empty grid keeps every rule
error-paste-unsolvable = the position has no solution: its filled cells cannot all be right
error-paste-notes-wrong = the position has no solution: the candidates { $digits } of { $cell } leave out { $digit }, the only value its filled cells allow there

## The game refuses a move, a load (src/session.rs, src/session/save.rs)

error-given = { $cell } is a given and cannot be changed
error-nothing-to-undo = nothing to undo
error-nothing-to-redo = nothing to redo
# $cell: a cell's index (0-based), $count: the grid's number of cells
error-no-cell = no cell { $cell } in a grid of { $count }
error-symbol-range = symbol { $symbol } is out of range (1 to { $max })
error-colour-range = colour { $colour } is out of range (1 to { $max })
error-reveal = the puzzle has no unique solution to reveal
# $why: one of the error-save-* below, or the game ID's own error
error-save-damaged = saved game is damaged: { $why }
error-save-newer = saved game is from a newer version of Deduce (format { $version }; this one reads up to { $max })
error-save-too-large = too large
error-save-empty = empty
error-save-not-deduce = not a Deduce saved game
error-save-no-id = no game ID
error-save-change = bad change
error-save-cell-state = bad cell state
error-save-symbol = bad symbol
error-save-marks = bad marks
error-save-symbol-range = symbol out of range
error-save-cell = bad cell
error-save-cell-range = cell out of range
error-save-history = history does not match the puzzle
error-save-redo = redo history does not match the puzzle

## What the page asks that the engine refuses (src/wasm: thrown to the page)

error-cages-sudoku = only a Sudoku has cages
# $cell: a cell's index (0-based)
error-no-cage = cell { $cell } is in no cage
# $change: the name the page gave, as given
error-no-such-change = no such change: { $change }
error-moves = moves must be pairs of cell and symbol, with symbols in range
error-unknown-puzzle-kind = unknown puzzle kind '{ $kind }'
error-unknown-level = unknown level '{ $level }'
error-unknown-technique = unknown technique '{ $technique }'
error-rules-sudoku = rules are for Sudoku
error-steps-mistake = the board holds a mistake: Hint or Check finds it, and the steps here rest on a right position
error-no-step-here = no step found in this position
error-needs-rules = these techniques belong to different rules: no one puzzle needs them all

## The rules field of a game ID (src/rules/grammar.rs; $rule: the rule's name as typed, such as thermo)

error-rule-empty = an empty rule (two ';' in a row, or one at the end)
# $known: every rule's name, comma-separated
error-rule-unknown = unknown rule '{ $rule }' (known: { $known })
# $reason: one of the error-rule-* below that say what the rule has or needs
error-rule-named = the rule '{ $rule }' { $reason }
error-rule-shape = is for { $side }×{ $side } grids of { $rows }×{ $cols } blocks
error-rule-no-value = takes no value
error-rule-needs-cells = needs its cells ('=' and cell names such as r1c1)
error-rule-short-path = needs a path of two cells or more
error-rule-arrow-form = needs a circle, '>' and a path (r5c5>r4c4-r3c3)
error-rule-arrow-circle = needs one circle cell before '>'
error-rule-twice = names { $cell } twice
error-rule-cage-big = has more than { $count } cells
error-rule-cage-apart = has { $cell } apart from { $first }: a cage's cells are joined by their sides
# $reason: error-rule-total
error-rule-cage-total = { $reason } ({ $count } different digits add up to { $lo } to { $hi })
error-rule-diagonal-form = needs its first cell, a direction and a total (r1c2+dr/23)
error-rule-diagonal-direction = needs its first cell, '+' and a direction: dr, dl, ur or ul (r1c2+dr/23)
error-rule-diagonal-total = { $reason } ({ $count } digits add up to { $count } to { $most })
error-rule-diagonal-neighbour = needs a cell and its diagonal neighbour, the way its arrow points
error-rule-diagonal-edge = needs its first cell beside the grid's edge, where the clue sits outside
error-rule-line-form = needs a row or column, '/' and a total (r3/15)
error-rule-line = needs a row or column such as r3 or c7, not '{ $text }'
error-rule-line-total = { $reason } (the digits between 1 and { $side } add up to 0 to { $most })
# $text: what was typed
error-rule-pair = joins two cells that share a side, not '{ $text }'
error-rule-heading = has the direction '{ $text }' where dr, dl, ur or ul belongs
error-rule-crosses = needs a cell whose diagonal in that direction crosses the grid
error-rule-cell = has '{ $text }' where a cell such as r1c1 belongs (rows and columns 1 to { $side })
error-rule-total = has the total '{ $text }' where a number from { $lo } to { $hi } belongs
error-rule-touch = has a path whose cells { $a } and { $b } do not touch
# $kind: dots (white and black dots) or xv (X and V marks)
error-rule-two-marks = { $kind ->
    [dots] { $a } and { $b } carry two dots
   *[xv] { $a } and { $b } carry two marks (X and V)
}
error-rule-two-cages = { $cell } is in two cages

## Broken rules of a Sudoku's variant rules (src/rules/checks.rs; $rule: the rule in words, "a knight's move apart")

error-rule-pair-same = { $digit } is in { $a } and { $b }, { $rule }
error-rule-relation = { $a } and { $b } hold { $da } and { $db }: { $rule }
# $cells: a list of cells
error-rule-sum = { $cells } do not add up: { $rule }
error-rule-sandwich = { $a } to { $b } do not add up to { $total }: { $rule }
error-rule-digit = { $cell } holds { $digit }: { $rule }
error-rule-digit-forbidden = { $cell } holds { $digit }: its rule forbids it

## The CLI's input (src/input.rs)

# $path: the file's path as given
error-directory = { $path }: is a directory, not a file of puzzles
error-standard-input = standard input
# $byte: the byte, 0xFF
error-not-utf8 = line { $line }: not UTF-8 (byte { $byte })

## Why no hint, no steps, no rating (HintError::BadGrid: src/position.rs, src/plan.rs, src/learn.rs, src/human)

error-all-steps-sudoku = every step at once (--all) is for Sudoku; binary puzzles and Tango list their solve path
# $step: the step as one line (step-line)
error-step-contradicts = the step "{ $step }" contradicts the solution
error-notes-leave-out = the candidates of { $cell } leave out { $digit }, the value the solution needs
error-rating-plain = the Sudoku Explainer rating is for plain 9×9 Sudoku
error-stuck = no logical step found (the candidates contradict the puzzle)
error-no-logical-step = no logical step found
error-no-step = no step found
error-practice-other = the game is not the practice position's puzzle
error-practice-wrong = the practice position holds a wrong entry

## Killer cages a grid breaks, and cage totals no grid can keep (src/rules/cage.rs; $cage: "the 17-cage at r1c1")

# $place: grid (the whole grid) or unit ($unit: "row 1")
error-cages-inside = { $place ->
    [grid] the cages inside the grid add up to { $known }, but its digits add up to { $total }
   *[unit] the cages inside { $unit } add up to { $known }, but its digits add up to { $total }
}
error-cages-inside-range = { $place ->
    [grid] the cages inside the grid add up to { $known } (with its other cells { $lo } to { $hi }), but its digits add up to { $total }
   *[unit] the cages inside { $unit } add up to { $known } (with its other cells { $lo } to { $hi }), but its digits add up to { $total }
}

## What the generator is asked that it refuses (src/needs.rs: --needs; src/rules/family.rs: --rules). Technique ids, kinds, levels and rule families stay as typed: they are the CLI's words.

error-needs-unknown = unknown technique '{ $technique }' for { $kind }: one of { $ids }
# $technique: the technique's name; $level, $asked: level ids (hard, easy)
error-needs-level = { $technique } is a { $level } technique: puzzles at { $asked } never need it (ask for --level { $level } or above)
error-needs-none = --needs names no technique
# $techniques: a list of technique names (list-and)
error-needs-not-found = no puzzle within { $tries } tries used { $techniques }
error-needs-not-found-level = no puzzle within { $tries } tries used { $techniques } at { $level }
error-family-unknown = unknown rule family '{ $family }' (use one of { $names })
error-family-twice = the rule family '{ $family }' is named twice
error-family-both = name '{ $one }' or '{ $other }', not both

## What the generator refuses (src/generate, src/booklet.rs; $kind: binary or tango; $symmetry, $rule: as typed)

error-generate-sudoku-size = unsupported Sudoku size { $size } (use 4, 6, 9, 12, 16 or 25)
error-generate-killer-size = unsupported Killer size { $size } (use 4, 6, 9 or 12)
error-generate-jigsaw-size = unsupported Jigsaw size { $size } (use { $min } to { $max })
error-generate-binary-size = unsupported binary puzzle size { $size } (use an even size from 4 to { $max })
error-generate-tango-size = unsupported Tango size { $size } (use an even size from 4 to { $max })
error-generate-solved-size = unsupported size { $size } for a solved binary grid (use an even size from 2 to { $max })
error-generate-no-symmetry = { $kind ->
    [tango] Tango puzzles have no symmetry option (got '{ $symmetry }')
   *[binary] binary puzzles have no symmetry option (got '{ $symmetry }')
}
error-generate-killer-symmetry = Killer puzzles have no symmetry option (got '{ $symmetry }'): their clues are cages and sums, not symmetric givens
# $names: the symmetries there are, comma-separated
error-generate-symmetry = unknown symmetry '{ $symmetry }' (use one of { $names })
error-generate-rot90 = rot90 needs a side of at least 4
error-generate-rule-size = the rule '{ $rule }' is not for size { $size }
error-generate-rules-size = Sudoku with rule instances are generated at 4×4, 6×6 and 9×9, not { $size }×{ $size }
# $rules: the rules' names (list-and)
error-generate-no-grid = no { $size }×{ $size } Sudoku obeys { $rules }: there is no grid to make a puzzle from
error-generate-prove = --prove needs a native build with the cargo feature `prove`
error-generate-prove-rules = --prove is not built for rules with instances: their puzzles are proven irreducible as they are made
error-per-page = --per-page takes 1, 2, 4 or 6 (got { $got })
