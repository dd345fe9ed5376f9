# The engine's words (engine-cli.ftl, src/text): what the `deduce` command-line tool says itself (src/bin/deduce): its usage and its refusals of bad arguments. Command names, option names, level, symmetry and rule ids, placeholders (FILE, N, PUZZLE) and game IDs stay as they are in every language.

## The usage: $commands is the list of commands with their options (no words), given as it is.

cli-usage = usage:
    { $commands }
    levels: easy, medium, hard, expert, master; symmetries (Sudoku, X-Sudoku, Jigsaw): none, rot180, rot90, mirror-h, mirror-v, diagonal
    rules (--kind sudoku): diagonals, windoku, antiknight, antiking, nonconsecutive, evenodd, thermo, arrow, kropki,
    { "  " }kropki-all, xv, xv-all, whisper, renban, comma-separated (those with instances at sizes 4, 6 and 9); every
    { "  " }command reads puzzles with these and with even, odd, thermo, arrow, white, black, kropki-all, x, v, xv-all,
    { "  " }whisper, renban (game IDs: sudoku:RxC:<cells>:<rule>;<rule>, e.g. thermo=r1c1-r2c2-r3c3;arrow=r5c5>r4c4-r3c3)
    --lang en|de|fr|es|nl|ja: the engine's words in that language
    --jobs N: threads (default: the number of cores); output in input order, the same as with --jobs 1
    count, solve, validate, grade: one output line per input line (an answer, `error: line N: …`, an empty line, a comment)
    exit status: 0 all answered, 1 some line or puzzle could not be, 2 the command could not run

## Bad arguments ($option: an option's name without its dashes); the usage follows some of them on the next lines

cli-unknown-command = unknown command '{ $command }'
cli-unknown-option = unknown option --{ $option }
# $argument: the argument in quotes; $most: how many arguments the command takes
cli-unexpected-argument = { $most ->
    [0] unexpected argument { $argument } (this command takes none)
    [1] unexpected argument { $argument } (this command takes one)
   *[other] unexpected argument { $argument } (this command takes { $most })
}
cli-needs-value = --{ $option } needs a value
cli-not-a-number = --{ $option }: '{ $value }' is not a valid number
cli-not-utf8 = the argument { $argument } is not UTF-8
# $languages: the codes, comma-separated
cli-unknown-language = --lang takes one of { $languages } (got '{ $code }')
cli-jobs-zero = --jobs: the number of threads must be at least 1
cli-limit-zero = --limit: count solutions up to N, at least 1
cli-expected-game-id = expected a game ID
cli-expected-side = expected a side
cli-all-is-for-steps = --all is for steps (every step in the position)
cli-unknown-kind = unknown kind '{ $kind }'
cli-unknown-level = unknown level '{ $level }'
cli-solved-is-for-binary = --solved is for binary puzzles
cli-solved-takes-no = --solved makes a full grid: it takes no --{ $option }
cli-rules-is-for-sudoku = --rules is for --kind sudoku
cli-prove-not-for-binary = --prove is for Sudoku, X-Sudoku and Jigsaw: binary and Tango puzzles need no SAT proof, and are irreducible only at master (below it they may keep redundant givens, by design)
# $kind: the kind's name
cli-prove-not-built = --prove is not built for { $kind } yet

## generate: a puzzle not at the level asked for ($asked, $level: level ids), after `note: `

cli-missed-level = puzzle of seed { $seed }: asked for { $asked }; none turned up in the generator's tries, so this puzzle is { $level }

## Booklets

cli-booklet-is-for = --{ $option } is for --booklet
cli-paper = --paper takes a4 or letter (got '{ $value }')
cli-per-page = --per-page takes 1, 2, 4 or 6 (got { $value })
cli-expected-booklet-file = expected the booklet's FILE.html
# $reason: the system's words
cli-cannot-read-puzzles = cannot read the puzzles: { $reason }
cli-cannot-write = cannot write { $file }: { $reason }
cli-no-puzzles = no puzzles to print
# the heading of a booklet of puzzles of several kinds or sizes
cli-booklet-heading = { $count ->
    [one] Deduce: 1 puzzle
   *[other] Deduce: { $count } puzzles
}
cli-booklet-written = { $count ->
    [one] { $file }: a booklet of 1 puzzle
   *[other] { $file }: a booklet of { $count } puzzles
}

## A booklet the CLI writes (src/booklet.rs): a puzzle's kind and level in a caption, each sheet's heading
booklet-kind = { $kind ->
    [sudoku] Sudoku
    [sudoku-x] X-Sudoku
    [jigsaw] Jigsaw
    [killer] Killer Sudoku
    [binary] Binary
   *[tango] Tango
}
booklet-level = { $level ->
    [easy] Easy
    [medium] Medium
    [hard] Hard
    [expert] Expert
   *[master] Master
}
booklet-page = Deduce · { $heading } · page { $page } of { $pages }
booklet-solution = Solution { $number }
booklet-title = Deduce booklet: { $heading }
booklet-no-solution = puzzle { $number } has no single solution to print
