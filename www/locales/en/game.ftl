# Deduce: game (en). See www/i18n.js PARTS.
# What the game's state says: messages, dialogs, statistics, saves, sharing, booklets, and the names of kinds,
# levels and rules (www/state-*.js, main.js, storage.js, faults.js, share.js, share-replay.js, booklet.js, kinds.js).
# Each language has this file with the same messages (e2e/locales.test.mjs): translate the values, keep the ids.
# Variables: $fault is a whole sentence about a fault in the engine (faults.js, already translated); $reason is
# why something failed, often the engine's own English words; $technique is a technique's name from the engine.

## Kinds, levels and rules (kinds.js)

kind-sudoku = Sudoku
kind-sudoku-x = X-Sudoku
kind-jigsaw = Jigsaw
kind-killer = Killer Sudoku
kind-binary = Binary
kind-tango = Tango
# The binary kind inside a sentence ("Generating a 10×10 binary puzzle…").
kind-binary-puzzle = binary puzzle
# A game's name and size: "Sudoku 9×9".
game-name = { $kind } { $side }×{ $side }
# With what players call its rules ($called, the engine's words): "Windoku + Anti-knight Sudoku 9×9".
game-name-rules = { $called } { $kind } { $side }×{ $side }
level-easy = Easy
level-medium = Medium
level-hard = Hard
level-expert = Expert
level-master = Master
rule-thermo = Thermometers
rule-arrow = Arrows
rule-kropki = Kropki dots
rule-kropki-all = Kropki, every dot given
rule-xv = XV
rule-xv-all = XV, every mark given
rule-whisper = German whispers
rule-renban = Renban lines
rule-cage = Killer cages
rule-littlekiller = Little killer
rule-sandwich = Sandwich
rule-evenodd = Even and odd
rule-nonconsecutive = Non-consecutive
rule-antiknight = Anti-knight
rule-antiking = Anti-king
rule-windoku = Windoku
# Beside the level of a large Sudoku.
clues-irreducible = proven irreducible
clues-spare =
    one solution; { $count ->
        [one] { $count } clue
       *[other] { $count } clues
    } might be spare
# Under the Level choice.
level-note-easy = Every { $size }×{ $size } puzzle is easy.
level-note-missing =
    Not offered at { $size }×{ $size }, where the generator cannot promise { $count ->
        [one] one
       *[other] them
    }: { $list }.
# The items of $list above: the first says what the numbers count, the others do not.
level-note-first = { $level } ({ $hits } in { $tries } tries)
level-note-item = { $level } ({ $hits } in { $tries })
level-missed = You asked for { $asked }; none turned up in the generator's tries, so this puzzle is { $got }.
# $date: "Friday 28 November"; $rules: a rule's name (rule-…).
daily-title = Today's Sudoku, { $date }
daily-title-rules = Today's Sudoku, { $date } ({ $rules })
symbol-empty = empty
symbol-sun = sun
symbol-moon = moon
# The assists of Settings as Statistics counts them.
assist-conflicts = conflicts marked
assist-wrong-entries = wrong entries marked
assist-notes-cleaned = notes cleaned up
assist-same-digit = same digit lit
assist-counts = counts shown
colour-orange = orange
colour-sky-blue = sky blue
colour-green = green
colour-yellow = yellow
colour-blue = blue
colour-vermilion = vermilion
colour-pink = pink
colour-grey = grey
colour-dark-grey = dark grey
# Between the items of a list without "and" ("2 hints, 1 check").
list-separator = ,{" "}
# Between two whole sentences of one message.
sentence-separator = {" "}

## Starting the page and links (main.js)

main-id-too-long = it is { $length } characters long, too long for a puzzle
main-link-fault = The puzzle in the link could not be opened. { $fault }
main-link-cancelled = The puzzle in the link was not opened: you cancelled it.
main-link-interrupted = The puzzle in the link was not opened: another request interrupted it.
main-link-failed = The puzzle in the link could not be loaded: { $reason }
# $notes: one or more saves-not-restored, with main-saves-separator between them.
main-saves-separator = ;{" "}
main-saves-others-kept = { $notes }; your other saved games are kept.
main-saves-new-game = { $notes }; here is a new one.
main-new-link-fault = That link's puzzle could not be opened. { $fault } Your game is unchanged.
main-new-link-interrupted = That link's puzzle could not be loaded: another request interrupted it. Your game is unchanged.
main-new-link-failed = That link's puzzle could not be loaded: { $reason }. Your game is unchanged.
main-fatal = Deduce could not start: { $reason }

## Saved games, statistics and backups in the browser (storage.js)

storage-damaged = the saved game is damaged
storage-newer-version = the saved game is from a newer version of Deduce
storage-old-version = the saved game is from an old version of Deduce
# What a backup holds: "3 games, statistics and settings" (listed with the language's "and").
storage-backup-games =
    { $count ->
        [one] { $count } game
       *[other] { $count } games
    }
storage-backup-statistics = statistics
storage-backup-settings = settings
storage-backup-too-large = This file is too large to be a Deduce backup.
storage-backup-not-json = This file is not a Deduce backup: it is not JSON.
storage-backup-not-backup = This file is not a Deduce backup.
storage-backup-newer = This backup was made by a newer version of Deduce (format { $format }).
storage-backup-damaged = This backup is damaged: its items are not what Deduce keeps.

## Faults in the engine (faults.js)

fault-crash = The puzzle engine stopped unexpectedly.
fault-too-large = This puzzle is too large to check here.
fault-too-large-seconds =
    This puzzle is too large to check here: it took more than { $seconds ->
        [one] { $seconds } second
       *[other] { $seconds } seconds
    }.
fault-too-large-minutes =
    This puzzle is too large to check here: it took more than { $minutes ->
        [one] { $minutes } minute
       *[other] { $minutes } minutes
    }.
fault-puzzle = Something went wrong with this puzzle.
fault-timeout-seconds =
    That took more than { $seconds ->
        [one] { $seconds } second
       *[other] { $seconds } seconds
    } here.
fault-timeout-minutes =
    That took more than { $minutes ->
        [one] { $minutes } minute
       *[other] { $minutes } minutes
    } here.
fault-engine = Something went wrong in the puzzle engine.

## The game on the board (state-board.js)

board-grade-fault = { $fault } This puzzle's level could not be worked out; your game is safe.
# Why the level is not known, in brackets after "level not known".
board-grade-too-large = too large to work out here
board-grade-failed = something went wrong
board-grade-stopped = stopped
board-save-gone = the saved game is gone
board-progress-back = Your saved progress on this puzzle is back.
board-other-tab-moves = Moves made in another tab are shown.
board-other-tab-newer = This game was changed in another tab: that newer version is shown.
# What a screen reader hears after Undo, Redo…: $what is one of the four below, $change what changed.
board-said-move = { $what }: { $change }
board-said-done = { $what }.
board-undone = Undone
board-redone = Redone
board-notes-filled = Notes filled in
board-restarted = Restarted: every entry and note cleared
board-fault = { $fault } Your game is safe.
board-revive-failed = { $fault } This game could not be opened again: its last save is kept. Start a new game, or choose it in Continue later.
board-given = That cell is a given and cannot change.
board-check-entries =
    { $entries ->
        [one] { $entries } wrong entry is marked.
       *[other] { $entries } wrong entries are marked.
    }
board-check-notes =
    { $notes ->
        [one] The notes of one cell (marked) leave out the digit it needs.
       *[other] The notes of { $notes } cells (marked) leave out the digit each needs.
    }
board-check-both =
    { $entries ->
        [one] { $entries } wrong entry is marked
       *[other] { $entries } wrong entries are marked
    }; { $notes ->
        [one] the notes of one cell (marked) leave out the digit it needs.
       *[other] the notes of { $notes } cells (marked) leave out the digit each needs.
    }
board-check-none = No mistakes so far.
board-reveal-select = Select an empty or wrong cell to reveal.
board-link-copied = Link copied to the clipboard.
board-link-copy = Copy this link: { $url }
board-result-copied = Result copied to the clipboard: paste it anywhere.
board-result-copy = Copy this result: { $text }
board-replay-copied = Replay link copied to the clipboard: it opens this puzzle and steps through your moves (they travel in the link; nothing is sent anywhere).
board-replay-copy = Copy this replay link: { $link }

## Statistics and the finish (state-stats.js)

stats-help-auto-check = auto-check
stats-help-hints =
    { $count ->
        [one] { $count } hint
       *[other] { $count } hints
    }
stats-help-checks =
    { $count ->
        [one] { $count } check
       *[other] { $count } checks
    }
stats-help-reveals =
    { $count ->
        [one] { $count } reveal
       *[other] { $count } reveals
    }
# $help: the help used (stats-help-…, with list-separator between them); $time: "4:05".
stats-finish-revealed = Solution revealed: not counted in Statistics. Time { $time }, help used: { $help }.
stats-finish-binary = binary { $side }×{ $side }
stats-finish-name-level = { $name }, { $level }
# $what: the game's name and level ("Sudoku 9×9, Easy"); $solved: how many of those are solved.
stats-finish-new-best = New best for { $what } ({ $solved } solved).
stats-finish-best = Best for { $what }: { $best } ({ $solved } solved).
stats-finish-count = { $what }: { $solved } solved.
# $tally: one of the three above.
stats-finish-solved = Solved! Time { $time }, help used: { $help }. { $tally }
stats-finish-solved-clean = Solved! Time { $time }, no help used. { $tally }

## Saved games: Continue, Back (state-saves.js)

# A game in the Continue list: "Sudoku 9×9, Easy, 8 of 51 filled". The page shows its name and its progress apart,
# split at the last list-separator: keep that separator between them.
saves-game = { $name }, { $filled } of { $open } filled
saves-name-level = { $name }, { $level }
saves-today = Today's Sudoku
saves-daily = Daily Sudoku, { $date }
saves-restore-failed = Your saved progress on this puzzle could not be restored ({ $reason }); it starts from the beginning.
saves-no-room = the browser has no room left to keep it
saves-not-restored = Your saved game could not be restored ({ $reason })
saves-continue-failed = That game could not be restored ({ $reason }). Your current game is unchanged.
saves-continue-gone = That game is no longer saved.
saves-back-failed = That game could not be restored ({ $reason }).
saves-back-gone = That game could not be restored.

## New game, Today's Sudoku, Import and links (state-newgame.js)

newgame-several-solutions = This puzzle has more than one solution, so Hint, Check and Reveal cannot help with it. Play it anyway, or Close to keep your current game.
# $title: daily-title.
newgame-daily = { $title }.
newgame-daily-level = { $title }: { $level }.
# $kind: a kind's name (kind-…; kind-binary-puzzle for binary).
newgame-picking = Picking a { $size }×{ $size } { $kind } from the ready-made set…
newgame-generating = Generating a { $size }×{ $size } { $kind }…
newgame-failed = Could not make a puzzle: { $reason }
newgame-offline = You seem to be offline.
newgame-unchanged = Your current game is unchanged.
newgame-spare = Here is one the page keeps ready.
newgame-needing = Making a puzzle that needs { $technique }…
newgame-needing-made = Made for practice: this { $level } puzzle's solve path uses { $technique }.
newgame-import-cancelled = Cancelled. Your current game is unchanged.
newgame-import-too-long = Not loaded: that text has { $length } characters, far more than any puzzle (a 25×25 game ID has about 640). Your current game is unchanged.
newgame-import-empty = Paste a game ID, a link or a grid first.
newgame-import-checking = Checking…
newgame-import-interrupted = Not loaded: another request interrupted the check; press Load again. Your current game is unchanged.
newgame-import-fault = Not loaded. { $fault } Your current game is unchanged.
newgame-import-failed = Not loaded: { $reason } Your current game is unchanged.
newgame-opening-link = Opening the puzzle in the link…
# What Import says: $kind as in newgame-picking; $level is the engine's word for the level (easy, medium, hard,
# expert, master), written in lower case here.
newgame-imported = Imported { $kind }.
newgame-imported-level =
    Imported { $kind }, level { $level ->
        [easy] easy
        [medium] medium
        [hard] hard
        [expert] expert
        [master] master
       *[other] { $level }
    }.
newgame-imported-notes = Imported { $kind } with its notes.
newgame-imported-notes-level =
    Imported { $kind } with its notes, level { $level ->
        [easy] easy
        [medium] medium
        [hard] hard
        [expert] expert
        [master] master
       *[other] { $level }
    }.
newgame-imported-back = Imported { $kind }: your saved progress on it is back.
newgame-imported-level-back =
    Imported { $kind }, level { $level ->
        [easy] easy
        [medium] medium
        [hard] hard
        [expert] expert
        [master] master
       *[other] { $level }
    }: your saved progress on it is back.
newgame-imported-several = Imported { $kind } with more than one solution: Hint, Check and Reveal cannot help with it.
newgame-imported-several-back = Imported { $kind } with more than one solution: Hint, Check and Reveal cannot help with it: your saved progress on it is back.

## Learn and the tutorial (state-learn.js)

learn-library-fault = { $fault } The technique library could not be loaded.
learn-library-failed = The technique library could not be loaded: { $reason }
# $kind: a kind's name (kind-…); $id: the technique's id in a link.
learn-unknown-technique = There is no { $kind } technique '{ $id }'.
learn-finding-practice = Finding a position to practise { $technique }…
learn-finding-example = Finding an example of { $technique }…
learn-position-fault = { $fault } No position this time; your game is safe.
learn-position-not-found = No position found: { $reason }
learn-none-found = { $reason }. Try again, or choose another technique in Learn.
learn-easiest-findall = { $technique } is the easiest step here: find every one, turn off the notes they rule out (Notes on) or enter what they place, then Check.
learn-easiest-practice-notes = { $technique } is the easiest step here: turn off the notes it rules out (Notes on) or enter the digit it places.
learn-easiest-practice = { $technique } is the easiest step here: enter the digits it places.
learn-easiest-example = { $technique } is the easiest step here: press Show the step to see it.
learn-position-failed = No position: { $reason }
learn-step-fault = { $fault } No step this time.
learn-step-failed = No step: { $reason }
learn-tutorial-fault = { $fault } The tutorial stopped; How to play starts it again.

## Hint and the replay (state-hints.js)

hints-fault = { $fault } No hint this time; your game is safe.
hints-failed = No hint: { $reason }
replay-fault = { $fault } No replay this time; your game is safe.
replay-failed = No replay: { $reason }
# After "That link's puzzle could not be loaded:".
replay-damaged = the replay in it is damaged: { $reason }

## Replay links (share-replay.js)

# After "That link's puzzle could not be loaded:".
replay-link-damaged = the replay in it is damaged (was the link cut short?)
replay-link-too-long = the replay in it is { $length } characters long, too long to open
replay-link-too-large = the replay in it is too large to open

## Share result (share.js)

# The first line of the shared text; $date: "28 Nov"; $game: "Sudoku 9×9".
share-daily = Deduce daily, { $date }
share-daily-level = Deduce daily, { $date } · { $level }
share-game = Deduce · { $game }
share-game-level = Deduce · { $game } · { $level }
# The second line: $help as in stats-finish-solved.
share-time = ⏱ { $time } · { $help }
share-time-no-help = ⏱ { $time } · no help

## Print booklet (state-booklet.js, booklet.js)

booklet-paper-a4 = A4
booklet-paper-letter = Letter
# $what: booklet-described.
booklet-set = { $count } × { $what }
booklet-described = { $game }, { $level }
booklet-described-rules = { $game } ({ $rules }), { $level }
booklet-kept = { $count } × { $what } kept for the booklet. Change the Next game choices and open Print booklet again for more, or to make it.
booklet-making = Making puzzle { $number } of { $total } for the booklet…
booklet-ready = Booklet of { $count } puzzles ready: Print opens your browser's print dialog, which can also save it as a PDF.
booklet-ready-fewer = Booklet of { $count } puzzles ready (a ready-made set holds fewer different ones): Print opens your browser's print dialog, which can also save it as a PDF.
booklet-fault = { $fault } No booklet this time; your game is safe.
booklet-failed = No booklet: { $reason }
booklet-what = Puzzles as New game makes them: { $what }. The Next game choices change them.
# $title: booklet-described, or several booklet-set joined by " + ".
booklet-summary =
    { $count ->
        [one] { $count } puzzle
       *[other] { $count } puzzles
    }: { $title }, { $perPage } to a page on { $paper }; { $pages ->
        [one] { $pages } page
       *[other] { $pages } pages
    }.
booklet-summary-solutions =
    { $count ->
        [one] { $count } puzzle
       *[other] { $count } puzzles
    }: { $title }, { $perPage } to a page on { $paper }; { $pages ->
        [one] { $pages } page
       *[other] { $pages } pages
    }, the solutions at the end.
booklet-remove-set = Remove
    .aria-label = Remove { $count } × { $what }
booklet-page-head = Deduce · { $title } · page { $page } of { $total }
booklet-caption = { $game } · { $level }
booklet-solution = Solution { $number }

## Busy work and Backup (state-work.js, state-backup.js)

work-cancelled = Cancelled.
backup-saved = Backup saved as { $file }: { $summary }.
backup-not-read = { $reason } Nothing was changed.
backup-refused = The browser refused to store the backup (its storage may be full). Nothing was changed.
