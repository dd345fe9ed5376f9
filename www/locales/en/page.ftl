# The page's static text (index.html, `data-l10n-id`) and the words of its controls, in English.
# Each language has this file with the same messages (e2e/locales.test.mjs): translate the values, keep the ids.

## Page

page-description =
    .content = Deduce: logic puzzles with explained hints, offline in your browser.
page-title = Deduce

## Header

header-title = Deduce
header-grade-stop = Stop
header-timer =
    .aria-label = Time
header-pause =
    .aria-label = Pause
    .title = Pause

## A new game replaced one with entries

replaced-back = Back to previous game
replaced-dismiss =
    .aria-label = Dismiss

## Tutorial offer

tutorial-offer-start = Start the tutorial
tutorial-offer-decline = No thanks

## Board

board =
    .aria-label = Board
board-cancel = Cancel
board-paused = Paused
board-resume = Resume

## Controls

controls =
    .aria-label = Controls
keypad =
    .aria-label = Keypad
tools =
    .aria-label = Tools
tools-notes = Notes
    .title = Notes (Space; Ctrl+digit)
tools-corner = Corner
    .title = Corner marks (Shift+digit)
tools-colour = Colour
    .title = Colour cells (1 to 9)
tools-fill-notes = Fill notes
tools-undo = Undo
tools-redo = Redo
tools-hint = Hint
    .title = Hint (?)
tools-check = Check
tools-reveal = Reveal
tools-reveal-all = Reveal all
tools-restart = Restart
tools-share = Share
tools-import = Import
fault-details =
    .aria-label = Details of the fault

## After a solve

finish-replay = Replay
finish-share-result = Share result
finish-share-replay = Share replay
finish-next-puzzle = Next puzzle

## Replay

replay-panel =
    .aria-label = Replay
replay-prev = Previous step
replay-next = Next step
replay-close = Close replay

## Learn panel

learn-step = Show the step
learn-practise = Practise
learn-library = Library

## Hint

hint-panel =
    .aria-label = Hint
hint-all = All steps here

## Next game

options-title = Next game
options-kind = Puzzle
options-kind-sudoku = Sudoku
options-kind-sudoku-x = X-Sudoku
options-kind-jigsaw = Jigsaw
options-kind-killer = Killer Sudoku
options-kind-binary = Binary
options-kind-tango = Tango
options-rules = Rules
options-rules-classic = Classic
options-mix = Mixed with
options-mix-none = Nothing else
options-size = Size
options-level = Level
options-level-easy = Easy
options-level-medium = Medium
options-level-hard = Hard
options-level-expert = Expert
options-level-master = Master
options-symmetry = Symmetry
options-symmetry-none = None
options-symmetry-rot180 = Rotational 180°
options-symmetry-rot90 = Rotational 90°
options-symmetry-mirror-h = Mirror, left–right
options-symmetry-mirror-v = Mirror, top–bottom
options-symmetry-diagonal = Diagonal
options-proven = Proven irreducible (from a ready-made set)
options-new-game = New game
options-daily = Today's Sudoku
options-continue = Continue
options-learn = Learn
options-booklet = Print booklet

## Settings and help

more =
    .aria-label = Settings and help

## Settings

settings = Settings
settings-language = Language
settings-language-browser = Follow the browser
settings-theme = Theme
settings-theme-system = Follow system
settings-theme-light = Light
settings-theme-dark = Dark
settings-timer = Show timer
settings-autoclean = Remove notes when a digit is placed
settings-peers = Highlight row, column and block
settings-same = Highlight same digit
settings-digitfirst = Digit first: pick a digit, then tap its cells
settings-autocheck = Mark wrong entries at once (counts as help)
settings-conflicts = Mark cells that break a rule
settings-counts = Show how many of each symbol are left
settings-colour-numbers = Show colour numbers in coloured cells
settings-notation = Show chains in Eureka notation too, for experts
settings-assists-note =
    With every assist off (conflicts, wrong entries, notes clean-up, same digit, counts),
    Statistics counts the solve as made with no assists.
settings-backup-export = Export backup
settings-backup-import = Import backup
settings-backup-note =
    A backup is one file with every saved game, your statistics and settings, to keep or to
    import on another device. Importing one replaces what this browser holds (it asks first).

## Statistics

stats = Statistics
stats-empty = No puzzle solved yet in this browser.
stats-caption = Solved puzzles and best times (best times count games solved without help)
stats-col-puzzle = Puzzle
stats-col-level = Level
stats-col-solved = Solved
stats-col-best = Best
stats-note = Best times count games solved without a hint, check or reveal.

## How to play

help = How to play
help-sudoku = Fill every row, column and block with each symbol exactly once. Click or tap a cell (or use the arrow keys), then type a digit or press a keypad button. Backspace, Delete or 0 erases. Hold Shift, or turn on Notes (Space), to pencil in candidates. The ? key asks for a hint: press again for the reasoning, a third time to apply it. Ctrl+Z undoes, Ctrl+Y redoes.
help-binary = Fill the grid with 0s and 1s: each row and column holds as many 0s as 1s, no three equal digits touch in a line, and no two rows or two columns are the same. Click or tap a cell to cycle it through 0, 1 and empty, or select it (arrow keys) and type 0 or 1; Backspace or Delete erases. The numbers beside each row and below each column say how many 0s (left or top) and 1s (right or bottom) it still needs. The ? key asks for a hint: press again for the reasoning, a third time to apply it. Ctrl+Z undoes, Ctrl+Y redoes.
help-killer = Killer Sudoku: each dashed cage holds different digits that add up to the small number in its corner; there are few or no givens. With a cell selected, the line under the keypad lists the digit sets its cage can still hold.
help-tango = Tango: fill the grid with suns (☀, type 0) and moons (☾, type 1): each row and column holds as many suns as moons and no three equal symbols touch in a line. An = between two cells means they hold the same symbol, a × that they differ. Rows and columns may repeat. Click or tap a cell to cycle it; the ? key asks for a hint.
help-tutorial-start = Start the tutorial
help-keys-title = Keyboard
# The keyboard list: the names of keys (<kbd>), then each line's text cut around its keys, in the order the
# page shows them (help-keys-symbol-1, Ctrl, help-keys-symbol-2, Shift, help-keys-symbol-3). A space stands
# between a piece and a key except after an opening bracket, before a closing one and around +.

help-key-ctrl = Ctrl
help-key-shift = Shift
help-key-space = Space
help-key-backspace = Backspace
help-key-delete = Delete
help-keys-symbol-1 = Enter the symbol: a note with
help-keys-symbol-2 = or in Notes mode, a corner mark with
help-keys-symbol-3 = or in Corner mode, a colour (1 to 9) in Colour mode
help-keys-notes-1 = Notes on or off (also
help-keys-notes-2 = where N is not a symbol)
help-keys-hint-1 = Hint (also
help-keys-hint-2 = where H is not a symbol)
help-keys-erase-1 = Erase (
help-keys-erase-2 = too in Sudoku)
help-keys-arrows = Arrow keys
help-keys-move-1 = Move the selection (
help-keys-move-2 = +arrows select more cells)
help-keys-drag-1 = Drag,
help-keys-drag-2 = +click
help-keys-select-1 = Select several cells: a symbol, a note or Erase then changes them all at once (
help-keys-select-2 = : one cell again)
help-keys-undo = Undo, redo
help-keys-read = Read the selected cell's row, column or block aloud (a screen reader hears each move too)

## Import dialog

dialog-import-title = Import a puzzle
dialog-import-label = Game ID or puzzle line
dialog-import-help = A game ID or a link holding one, a puzzle line, a grid over several lines, or a pencil-mark grid from another app (HoDoKu, SudokuWiki): its candidates become your notes.
dialog-import-cancel = Cancel
dialog-import-load = Load
dialog-import-anyway = Play it anyway
dialog-import-close = Close

## Saved games dialog

dialog-games-title = Continue a game
dialog-games-empty = No other unfinished game is saved in this browser.
dialog-games-damaged =
    .aria-label = Saves that could not be read
dialog-games-note = Every game is saved in this browser as you play. The 50 most recent are kept: beyond that, finished games are removed first, then the oldest unfinished ones.
dialog-games-close = Close

## Tutorial dialog

dialog-tutorial-grid =
    .aria-label = Tutorial puzzle
dialog-tutorial-keys =
    .aria-label = Tutorial keypad
dialog-tutorial-skip = Skip

## Learn dialog

dialog-library-title = Learn
dialog-library-note = Every technique Deduce knows, easiest first. Example shows one on a puzzle, as a hint draws it; Practise gives you positions where it is the easiest step to take.
dialog-library-search =
    .aria-label = Search techniques
    .placeholder = Search techniques
dialog-library-close = Close

## All steps dialog

dialog-steps-title = All steps here
dialog-steps-filter = Technique
dialog-steps-close = Close

## Booklet dialog

dialog-booklet-title = Print a booklet
dialog-booklet-kept = Already in this booklet:
dialog-booklet-count = How many
dialog-booklet-per-page = Puzzles per page
dialog-booklet-paper = Paper
dialog-booklet-paper-letter = Letter
dialog-booklet-solutions = Solutions at the end
dialog-booklet-make = Make booklet
dialog-booklet-add = Add these, then choose more
dialog-booklet-cancel = Cancel

## Booklet preview

booklet =
    .aria-label = Booklet
booklet-print = Print
booklet-close = Close booklet

## Backup dialog

dialog-backup-title = Replace this browser's games with the backup?
dialog-backup-cancel = Keep what is here
dialog-backup-confirm = Replace

## Reveal dialog

dialog-reveal-title = Reveal the whole solution?
dialog-reveal-text = Every cell is filled in. A revealed game does not count as solved in Statistics, even if you undo the reveal and finish it yourself.
dialog-reveal-cancel = Keep playing
dialog-reveal-confirm = Reveal the solution
