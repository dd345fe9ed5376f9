# The engine's words (engine-learn.ftl, src/text): the technique library (Learn): each technique's description, practice verdicts, and the mistakes a hint finds.
# English is built in; each language has this file with the same messages (tests/text.rs).

## Practice verdicts (src/learn.rs: check, check_all): $technique is the technique's name (technique-*), $digit a
## digit or symbol, $cell a cell name (r3c5), $line a step as one line (step-line), $why a mistake's reasoning,
## $units a list of units (units-*), $steps the reasoning of steps, joined by verdict-steps-sep.

verdict-right = Right! { $line }
verdict-nothing-place = Nothing entered yet: find the { $technique }, then enter what it places.
verdict-nothing-notes = Nothing marked yet: find the { $technique }, then enter the digit it places or take off the notes it rules out.
# One of the placements or eliminations not made yet: "5 in r3c4" (to place), "5 from r3c4" (to remove)
verdict-missed-place = { $digit } in { $cell }
verdict-missed-remove = { $digit } from { $cell }
verdict-partly = Partly right: { $done } of { $total } found. Missed: { $missed }.
verdict-wrong-entry = Wrong: { $why }.
verdict-not-placed = Wrong: the { $technique } does not place { $digit } in { $cell }.
verdict-not-removed = Wrong: the { $technique } does not rule out { $digit } in { $cell }.
verdict-not-removed-on = Wrong: the { $technique } does not rule out { $digit } in { $cell }; it works on { $units }.
# A verdict above, and why the note taken off is needed
verdict-needed = { $verdict } { $digit } is the digit { $cell } needs: without it the puzzle has no solution.

## "Find them all": every instance of the technique in the position ($count of them)

verdict-steps-sep = { "; " }
verdict-all-right = { $count ->
    [one] Right! Found: { $steps }.
   *[other] Right! All { $count } found: { $steps }.
}
verdict-all-nothing = { $count ->
    [one] Nothing marked yet: there is one here. Find the { $technique }, take off the notes it rules out (or enter what it places), then Check.
   *[other] Nothing marked yet: there are { $count } here. Find every { $technique }, take off the notes they rule out (or enter what they place), then Check.
}
verdict-all-partly = { $found } of { $count } found. Missed: { $steps }.
verdict-all-not-removed = Wrong: no { $technique } here rules out { $digit } in { $cell }.

## A practice position not found (src/wasm/teach.rs): $tried puzzles tried, within the time allowed or not

practice-too-rare = { $tried ->
    [one] { $technique } is too rare: no position found in { $tried } puzzle
   *[other] { $technique } is too rare: no position found in { $tried } puzzles
}
practice-too-rare-in-time = { $tried ->
    [one] { $technique } is too rare: no position found in { $tried } puzzle within the time allowed
   *[other] { $technique } is too rare: no position found in { $tried } puzzles within the time allowed
}
