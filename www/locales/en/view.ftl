# What the drawing and the panels say (render*.js, grid-drawing.js, announce.js, replay.js, the tutorial), in English.
# Each language has this file with the same messages (e2e/locales.test.mjs): translate the values, keep the ids.
# Cell names (r3c5), symbols and game IDs stay as they are; text from the engine (techniques, hints, rules) comes
# in as a variable. Lists of parts are joined with the game part's list-separator.

## render.js: the options, the rules above the board, the level line and the hint panel

busy-restarting = Restarting the puzzle engine…
# $seconds: whole seconds since the work began (2 and up)
busy-seconds = { $seconds } s
# $text: what the Import dialog says while it checks a text
import-verdict-seconds = { $text } { $seconds } s
# The Import box's placeholder for binary puzzles: two game IDs, the long and the short form
import-example-either = { $long } or { $short }
# One of the game's rules, in the engine's words: "Anti-knight: Two cells a knight's move apart …"
rules-text-rule = { $title }: { $about }
rules-text-all = Show all the rules
rules-text-fewer = Show fewer lines
# The level line under the title, for a learning position: $name the technique, $level its level
puzzle-level-practice = Practice: { $name } ({ $level })
puzzle-level-findall = Find them all: { $name } ({ $level })
puzzle-level-example = Example: { $name } ({ $level })
# The level line: its parts are shown with " · " between them
puzzle-level = This puzzle: { $level }
# $step: the technique's name (engine)
puzzle-level-hardest = hardest step: { $step }
# Sudoku Explainer rating ("SE 7.2"), a no-break space between
puzzle-level-rating = SE{"\u00A0"}{ $rating }
puzzle-level-rating-about = SE { $rating }: its Sudoku Explainer rating, the scale enthusiasts compare puzzles by
puzzle-level-grading = This puzzle: level being worked out…
puzzle-level-grading-time = This puzzle: level being worked out… { $seconds } s
puzzle-level-unknown = This puzzle: level not known
puzzle-level-unknown-why = This puzzle: level not known ({ $why })
# The hint panel while the engine looks
hint-looking-title = Hint
hint-looking = Looking for the next step…
hint-looking-big = On a big grid this takes a few seconds.
# Under a hint: what the next press of Hint does
hint-next-mistake = Press Hint again to see which entry and why.
hint-next-reasoning = Press Hint again to see the reasoning.
hint-apply-place = Press Hint again to apply this step.
hint-apply-proof = Press Hint again to apply this step: its digit goes in, and what the steps before it ruled out is kept for the next hints.
hint-apply-notes = Press Hint again to apply this step to your notes.
hint-apply-fill-notes = No digit can be placed within a few steps from here, so this step works on notes: press Hint again to fill in the notes of the cells involved and apply this step to them.
hint-apply-erase = Press Hint again to erase it.

## step-record.js: a chain's Eureka notation, on a line under its reasoning

hint-chain = Chain: { $chain }

## render-grid.js: the grid's cells and keypad, the binary line counts, the Killer cage help

# A cell's accessible name ("r3c5, 7", "r3c5, empty"), also said of a move: $cell its name, $what its content
view-cell-said = { $cell }, { $what }
# A cell's description: its parts are joined with the list separator
grid-cell-given = given
# $signs: Tango's signs at the cell, "= r1c2, × r2c1"
grid-cell-signs = signs { $signs }
# $notes: the candidates noted, "1 4 7"
grid-cell-notes = notes { $notes }
grid-cell-breaks = breaks a rule
grid-cell-line-breaks = in a line that breaks a rule
grid-cell-wrong = wrong
# $notes: the candidates a practice answer should have changed
grid-cell-missed = missed { $notes }
grid-cell-evidence = hint evidence
keypad-erase = Erase
# A Sudoku key's description: how many of its symbol are still to place
keypad-left = { $count } left to place
keypad-all-placed = all placed
# A key in Colour mode: its number and colour's name
keypad-colour = Colour { $number }, { $name }
# The binary counts beside the rows and below the columns
line-counts-rows = Rows: 0s and 1s still needed
line-counts-columns = Columns: 0s and 1s still needed
line-counts-rows-tango = Rows: suns and moons still needed
line-counts-columns-tango = Columns: suns and moons still needed
# A line's count: $number the row or column, $needs one of the line-needs messages
line-counts-row = row { $number }: { $needs }
line-counts-row-bad = row { $number }: { $needs }, breaks a rule
line-counts-column = column { $number }: { $needs }
line-counts-column-bad = column { $number }: { $needs }, breaks a rule
# What a line still needs ($zeros, $ones: how many, or how many too many, of each)
line-needs = needs { $zeros ->
        [one] { $zeros } zero
       *[other] { $zeros } zeros
    }, { $ones ->
        [one] { $ones } one
       *[other] { $ones } ones
    }
line-needs-zeros-over = { $zeros ->
        [one] { $zeros } zero
       *[other] { $zeros } zeros
    } too many, needs { $ones ->
        [one] { $ones } one
       *[other] { $ones } ones
    }
line-needs-ones-over = needs { $zeros ->
        [one] { $zeros } zero
       *[other] { $zeros } zeros
    }, { $ones ->
        [one] { $ones } one
       *[other] { $ones } ones
    } too many
line-needs-both-over = { $zeros ->
        [one] { $zeros } zero
       *[other] { $zeros } zeros
    } too many, { $ones ->
        [one] { $ones } one
       *[other] { $ones } ones
    } too many
# Tango's: $zeros counts suns, $ones moons
line-needs-tango = needs { $zeros ->
        [one] { $zeros } sun
       *[other] { $zeros } suns
    }, { $ones ->
        [one] { $ones } moon
       *[other] { $ones } moons
    }
line-needs-suns-over = { $zeros ->
        [one] { $zeros } sun
       *[other] { $zeros } suns
    } too many, needs { $ones ->
        [one] { $ones } moon
       *[other] { $ones } moons
    }
line-needs-moons-over = needs { $zeros ->
        [one] { $zeros } sun
       *[other] { $zeros } suns
    }, { $ones ->
        [one] { $ones } moon
       *[other] { $ones } moons
    } too many
line-needs-tango-both-over = { $zeros ->
        [one] { $zeros } sun
       *[other] { $zeros } suns
    } too many, { $ones ->
        [one] { $ones } moon
       *[other] { $ones } moons
    } too many
# Under the keypad of a Killer: the digit sets the selected cell's cage can still hold ($sum in $size cells)
cage-help-select = Select a cell of a cage to see its combinations.
cage-help-no-sum = Cage of { $size } without a sum: no digit twice
cage-help-none = { $sum } in { $size }: no combination fits the digits placed
cage-help-none-said = { $sum } in { $size } cells: no combination fits the digits placed
# $sets: the sets, "1 7 9 · 2 6 9"
cage-help-sets = { $sum } in { $size }: { $sets }
# $sets: the sets as said, "1 7 9, 2 6 9 or 3 5 9"
cage-help-sets-said = { $sum } in { $size } cells: { $sets }
# The line's accessible name: $words one of the -said messages above
cage-help-label = Cage combinations: { $words }

## grid-drawing.js: a cell's cage in its description

cage-cell-single = a 1-cell cage of { $sum }
cage-cell-single-no-sum = a 1-cell cage without a sum
cage-cell = in a { $size }-cell cage adding up to { $sum }
cage-cell-no-sum = in a { $size }-cell cage without a sum

## render-marks.js: a cell's corner marks and colours in its description

# $marks: the corner marks, "1 4"
marks-corner = corner marks { $marks }
# One colour: its number and name, "2 (sky blue)"
marks-colour = { $number } ({ $name })
# $colours: the marks-colour of each, with the list separator between them
marks-colours = { $count ->
        [one] colour
       *[other] colours
    } { $colours }

## render-rules.js: a Sudoku rule's marks at a cell, in its description

rule-cell-main-diagonal = on the main diagonal
rule-cell-anti-diagonal = on the anti-diagonal
rule-cell-window = in window { $number }
# Another unit a rule adds, by the engine's name for it
rule-cell-unit = in { $name }
rule-cell-even = even cell
rule-cell-odd = odd cell
rule-cell-thermo-bulb = a thermometer's bulb
rule-cell-thermo = on a thermometer, step { $step } from its bulb
rule-cell-renban = on a renban line
rule-cell-whisper = on a whisper line
rule-cell-arrow-circle = an arrow's circle
# $cell: the arrow's circle
rule-cell-arrow = on the arrow from { $cell }
# A mark on the edge between this cell and $cell
rule-cell-white-dot = white dot with { $cell }
rule-cell-black-dot = black dot with { $cell }
rule-cell-x = X with { $cell }
rule-cell-v = V with { $cell }
rule-cell-sandwich-row = row { $number }'s sandwich adds up to { $total }
rule-cell-sandwich-column = column { $number }'s sandwich adds up to { $total }
# $cell: the diagonal's first cell
rule-cell-little-killer = on a little killer diagonal from { $cell } adding up to { $total }

## announce.js: what a screen reader hears of a move, and a row, column or block read aloud

# A move's changes ($moves: its parts with the list separator between them) as one sentence
said-move = { $moves }.
# $clash: one of the said-clash messages
said-move-clash = { $moves }. { $clash }.
said-move-broken = { $moves }. That breaks a rule.
said-cleared = { $cell } cleared
# $notes: the candidates, "4 7"
said-notes-added = notes { $notes } added
said-notes-removed = notes { $notes } removed
said-more-note-cells = and notes in { $count } more cells
# Notes cleared from other cells after an entry: of $symbol, or of several symbols
said-clears = clears { $symbol } from { $count ->
        [one] { $count } note
       *[other] { $count } notes
    }
said-clears-any = clears from { $count ->
        [one] { $count } note
       *[other] { $count } notes
    }
said-more-changes = and { $count } more changes
said-corner-added = corner mark { $mark } added
said-corner-removed = corner mark { $mark } removed
said-corner-added-cells = corner mark { $mark } added in { $count } cells
said-corner-removed-cells = corner mark { $mark } removed in { $count } cells
said-colour-added = colour { $number } ({ $name }) added
said-colour-removed = colour { $number } ({ $name }) removed
said-colour-added-cells = colour { $number } ({ $name }) added in { $count } cells
said-colour-removed-cells = colour { $number } ({ $name }) removed in { $count } cells
# Where the symbol entered already is: "7 is already in row 3, at r3c9"
said-clash-row = { $symbol } is already in row { $row }, at { $cell }
said-clash-column = { $symbol } is already in column { $column }, at { $cell }
said-clash-block = { $symbol } is already in its block, at { $cell }
said-clash-region = { $symbol } is already in its region, at { $cell }
said-clash-cage = { $symbol } is already in its cage, at { $cell }
# A unit read aloud: $cells its cells' contents with the list separator between them
said-row = row { $number }: { $cells }.
said-column = column { $number }: { $cells }.
said-block = block { $number }: { $cells }.
# A Jigsaw region, named by the selected cell
said-region = region of { $cell }: { $cells }.

## render-panels.js: a fault's details, the statistics, the replay, the tutorial, saved games, the backup, the library, the Learn panel

details-copy = Copy details
details-copied = Details copied
stats-reset-button = Reset statistics
stats-reset-armed = Press again to reset
stats-streak = Today's Sudoku: { $current ->
        [one] { $current } day
       *[other] { $current } days
    } in a row (best { $best ->
        [one] { $best } day
       *[other] { $best } days
    }).
# $assists: the stats-assist-count of each, with the list separator between them
stats-assists = Solves with assists on: { $assists }.
# $assist: the assist's name (the game part's assist-…), $count: the solves it was on for
stats-assist-count = { $assist } { $count }
stats-solved-unassisted = { $solved } ({ $unassisted } with no assists)
# The replay of the engine's solve
replay-loading = Working out the solve path…
replay-loading-big = The engine is solving the { $side }×{ $side } puzzle step by step, as a person would: seconds for most, a minute or more for the hardest. Close replay stops it.
replay-start = Start: the givens ({ $total } steps to the solution)
replay-start-text = Press Next step (or the right arrow key) to see how the engine solves this puzzle by logic, one step at a time.
replay-counter = Step { $index } of { $total }
# $title: the step's title (engine), $level its level
replay-step-title = { $title } · { $level }
replay-solved = Solved in { $total } steps
replay-solved-text = Every cell is filled. Press Previous step to go back through the solve.
# $phrase: the technique, as the engine says it in a sentence ("an X-wing")
replay-hardest = The hardest moment was step { $number }: { $name } ({ $level }).
# The replay of a player's moves, from a replay link
replay-moves-summary = A shared replay: the moves of the player who sent the link, in order. Close replay to play the puzzle yourself.
replay-moves-start = Start: the givens ({ $total ->
        [one] { $total } move
       *[other] { $total } moves
    } to the end)
replay-moves-next = Press Next step (or the right arrow key) to see the moves one at a time.
replay-moves-counter = Move { $index } of { $total }
# The last move: $move what it did (a replay-move message)
replay-moves-solved = { $move } Solved in { $total ->
        [one] { $total } move
       *[other] { $total } moves
    }.
replay-moves-last = { $move } The last move.
# The tutorial dialog
tutorial-button-next = Next
tutorial-button-finish = Finish
tutorial-cell-marked = marked
# When a saved game was last played
games-ago-now = just now
games-ago-minutes = { $count ->
        [one] { $count } minute
       *[other] { $count } minutes
    } ago
games-ago-hours = { $count ->
        [one] { $count } hour
       *[other] { $count } hours
    } ago
games-ago-yesterday = yesterday
games-ago-days = { $count } days ago
# $time: the time played, "4:05"
games-played = { $time } played
# $game: the game's name and level; $meta: its progress, time played and when, with " · " between them
games-continue-label = Continue { $game }, { $meta }
games-remove = Remove
games-remove-armed = Really remove?
games-remove-label = Remove { $game }
games-remove-armed-label = Really remove { $game }
games-damaged = A save that could not be read
games-damaged-name = the save that could not be read ({ $reason })
# $summary: what the backup holds ("3 games, statistics and settings"), $date when it was made
backup-ask = The backup holds { $summary }. Every game, statistic and setting in this browser is replaced by the backup's.
backup-ask-made = The backup holds { $summary }, made { $date }. Every game, statistic and setting in this browser is replaced by the backup's.
# $game: the game's name, level and progress
replaced-text = Previous game saved: { $game }.
# The library of techniques (Learn)
library-family-sudoku = Sudoku
library-family-killer = Killer Sudoku
library-family-binary = Binary puzzles
library-family-tango = Tango
library-tally = Practised { $attempts ->
        [one] { $attempts } time
       *[other] { $attempts } times
    }, { $successes } right
library-example = Example
library-practise = Practise
library-puzzle = Puzzle
library-findall = Find all
# The buttons' accessible names: $name the technique (engine), or library-technique-family
library-example-label = Example { $name }
library-practise-label = Practise { $name }
library-puzzle-label = A whole puzzle that needs { $name }
library-findall-label = Find every { $name }
# A technique of another family than Sudoku's: $family Killer Sudoku, binary (library-family-binary-short) or Tango
library-technique-family = { $name } ({ $family })
library-family-binary-short = binary
library-none = No technique matches "{ $query }".
weak-title = Your weak spots
weak-note = The techniques your games needed hints for most, and practice answers that were not right.
weak-hints = { $count ->
        [one] { $count } hint
       *[other] { $count } hints
    }
weak-wrong = { $count ->
        [one] { $count } practice answer
       *[other] { $count } practice answers
    } not right
weak-practise-label = Practise { $name }, a weak spot
weak-puzzle = Practise my weak spots
# $names: the techniques, "X-Wing, Swordfish and Jellyfish"
weak-puzzle-label = Practise my weak spots: a whole puzzle that needs { $names }
# The Learn panel beside a learning position: $name the technique, $description the engine's words for it
learn-panel-example = Example: { $name }
learn-panel-practise = Practise: { $name }
learn-panel-findall = Find them all: { $name }
learn-panel-description = { $level }. { $description }
learn-panel-answer = Mark your answer on the board, then press Check.
learn-panel-again = Try again
learn-panel-next = Next position
learn-panel-another = Another example

## render-steps.js: All steps here

all-steps-looking = Looking for every step in this position…
# $error: why there is no list
all-steps-failed = No list: { $error }
all-steps-note = { $steps ->
        [one] { $steps } step
       *[other] { $steps } steps
    } of { $techniques ->
        [one] { $techniques } technique
       *[other] { $techniques } techniques
    }, easiest first; the first is the hint's. Choose one to see it drawn on the board.
all-steps-every = Every technique ({ $count })
# $name: the technique (engine), $count its steps
all-steps-technique = { $name } ({ $count })

## replay.js: a player's move, in the replay of a shared link

# The move's changes ($changes: its parts with replay-move-separator between them, the first capitalised)
replay-move = { $changes }.
replay-move-separator = {"; "}
replay-move-none = No change.
# $cells: up to three cell names, or replay-move-cells
replay-move-cells = { $count } cells
replay-move-placed = { $symbol } in { $cells }
replay-move-entries = entries in { $cells }
replay-move-erased = { $cells } erased
replay-move-notes = notes in { $cells }
replay-move-notes-cleaned = notes cleaned in { $cells }
replay-move-drawn = marks or colours in { $cells }

## tutorial.js: the tutorial's progress and its answers to a move

tutorial-progress = Step { $step } of { $steps }
tutorial-progress-alone = Your turn
tutorial-progress-done = Done
tutorial-feedback-given = That cell is given: it cannot change.
tutorial-feedback-one-more = Right. One more.
tutorial-feedback-right = Right! Press Next.
tutorial-feedback-nothing = This step has nothing to fill in: press Next.
# $symbol: the symbol typed; $rule: the rule it breaks, in the engine's words
tutorial-feedback-broken = { $symbol } there breaks a rule: { $rule }.
# $why: the step's reason (tutorial-…-why)
tutorial-feedback-not-cell = Not that cell yet: look at the marked cells. { $why }
tutorial-feedback-not-symbol = Not { $symbol }: { $why }

## tutorial-sudoku.js: the Sudoku lesson

tutorial-sudoku-title = How to play Sudoku
tutorial-sudoku-offer = New to Sudoku? Take the 1-minute tutorial.
tutorial-sudoku-rules = Sudoku is a grid of rows, columns and blocks (here 2×2 blocks in a 4×4 grid). The rule: every row, every column and every block holds each digit, 1 to 4, exactly once. The grey digits are given; you fill in the rest. Press Next.
tutorial-sudoku-row = Row 1 (marked) already holds 1, 2 and 3. Select its empty cell and type the digit it is missing (or press it below).
tutorial-sudoku-row-why = Row 1 needs each of 1 to 4 once: which one is not in it yet?
tutorial-sudoku-column = Now column 1 (marked): it holds 1, 3 and 2. Fill in its empty cell.
tutorial-sudoku-column-why = Column 1 needs each of 1 to 4 once: which one is not in it yet?
tutorial-sudoku-block = Blocks count too: the bottom-right block (marked) holds 4, 3 and 2. Fill in its empty cell.
tutorial-sudoku-block-why = The block needs each of 1 to 4 once: which one is not in it yet?
tutorial-sudoku-alone = Now solve this one on your own: one digit per cell, each once per row, column and block. Digits that break a rule are marked red. On the full game, Hint explains the next step whenever you are stuck.
tutorial-sudoku-done = Solved! That is all there is to it. Bigger grids (9×9 up to 25×25) follow the same rule. Press Finish to play.

## tutorial-binary.js: the binary-puzzle lesson

tutorial-binary-title = How to play binary puzzles
tutorial-binary-offer = New to binary puzzles? Take the 1-minute tutorial.
tutorial-binary-rules = Fill the grid with 0s and 1s. Three rules: no three equal digits next to each other in a row or column; every row and column holds as many 0s as 1s (three of each here); and no two rows, or two columns, are the same. Press Next.
tutorial-binary-pair = Row 1 starts with two 1s (marked). A third 1 next to them would make three in a row, so the cell after them is a 0. Select it and type 0 (or press 0 below).
tutorial-binary-pair-why = Two 1s side by side: the cell next to them cannot be a third 1.
tutorial-binary-between = In row 2 an empty cell sits between two 0s (marked). A 0 there would make three in a row: fill it in.
tutorial-binary-between-why = Between two 0s, a third 0 would make three in a row.
tutorial-binary-full = Row 6 (marked) already has its three 0s, so every empty cell in it is a 1. Fill in both.
tutorial-binary-full-why = Row 6 holds three 0s already, and a row has exactly three of each.
tutorial-binary-alone = Now solve this one on your own. Click a cell to cycle it through 0, 1 and empty, or select it and type. The numbers the full game shows beside each line say how many 0s and 1s it still needs; here, count them yourself.
tutorial-binary-done = Solved! Bigger grids (up to 20×20) follow the same three rules. Press Finish to play.
