# The engine's words (engine-unique.ftl, src/text): the reasoning of the uniqueness techniques: unique rectangles, avoidable and hidden rectangles, unique loops, BUG.
# English is built in; each language has this file with the same messages (tests/text.rs).

## Unique rectangles (src/human/techniques/unique_rectangle*.rs): $corners the four corners, $pair the two
## digits ("1/2"), $removals what goes (removals). A text starting with a small letter gets a capital.

# Type 1: three corners hold just the pair, $cell the fourth
explain-unique-rectangle = { $corners } are all { $pair }; if { $cell } were { $pair } too the two values could swap and the puzzle would have two solutions, so { $removals }
# Type 2: $first and $second have only $digit besides the pair
explain-unique-rectangle-2 = { $corners } hold { $pair }; { $first } and { $second } also have only { $digit }, so one of them is { $digit } (else the rectangle could swap and the puzzle would have two solutions), so { $removals }
# Type 3: $first and $second have $extra (a list-or) besides; with $cells of $unit they make a naked set on $digits
explain-unique-rectangle-3 = { $corners } span two blocks and two of them hold exactly { $pair }; { $first } and { $second } cannot both be { $pair } too (the values could swap and the puzzle would have two solutions), so one of them is { $extra }. With { $cells } in { $unit } that makes a naked set on { $digits }: { $removals }
# Type 4: in $unit, $digit can only go in $first and $second, so neither may be $other
explain-unique-rectangle-4 = { $corners } hold { $pair }; in { $unit }, { $digit } can only go in { $first } and { $second }, so one of them is { $digit }, and neither may be { $other } (the rectangle could swap and the puzzle would have two solutions), so { $removals }
# Type 5: $cells have only $digit besides the pair
explain-unique-rectangle-5 = { $corners } span two blocks and hold { $pair }; { $cells } also have only { $digit }. If none of them were { $digit } the four corners would hold only { $pair } and could swap (two solutions), so one of them is { $digit }: { $removals }
# Type 6: $first and $second (diagonal) hold the pair; in $unit1 and $unit2 $digit only goes in the corners; $third, $fourth the other corners
explain-unique-rectangle-6 = { $corners } span two blocks; { $first } and { $second } hold exactly { $pair }, and in { $unit1 } and { $unit2 }, { $digit } can only go in the corners. If { $third } or { $fourth } were { $digit }, all four corners would be { $pair } in a pattern that could swap (two solutions): { $removals }
# Types 1, 2 and 4 with corners that miss one of the pair: $lead the first sentence (unique-rectangle-missing)
unique-rectangle-missing = { $corners } span two blocks; if all four held only { $pair } (some already miss one of them) the two values could swap and the puzzle would have two solutions
explain-unique-rectangle-missing-1 = { $lead }. Three corners hold exactly { $pair }, so { $cell } must not be { $pair }: { $removals }
explain-unique-rectangle-missing-2 = { $lead }. The two others, { $first } and { $second }, have only { $digit } besides, so one of them is { $digit }: { $removals }
explain-unique-rectangle-missing-4 = { $lead }. In { $unit }, { $digit } can only go in { $first } and { $second }, so one of them is { $digit }, and neither may be { $other }: { $removals }

## Avoidable and hidden rectangles (src/human/techniques/avoidable_rectangle.rs, hidden_rectangle.rs)

# Type 1: $first and $second are $value, $third is $digit (none of them givens); $cell the empty corner
explain-avoidable-rectangle-1 = { $corners } span two blocks; { $first } and { $second } are { $value } and { $third } is { $digit }, none of them givens. If { $cell } were { $digit } too, the four could swap { $digit } and { $value } (two solutions): { $removals }
# Type 2: $first is $value1, $second is $value2; the empty corners $cell1, $cell2 have $digit besides
explain-avoidable-rectangle-2 = { $corners } span two blocks; { $first } is { $value1 } and { $second } is { $value2 }, neither a given. If { $cell1 } were { $value1 } and { $cell2 } were { $value2 }, the four could swap (two solutions), so one of them is { $digit }, their only other candidate: { $removals }
# $corner holds exactly the pair; in $row and $column $digit only goes in the corners; $cell the opposite corner, $first and $second the others
explain-hidden-rectangle = { $corners } span two blocks and { $corner } holds exactly { $pair }. In { $row } and in { $column }, { $digit } can only go in the corners; if { $cell } were { $other }, { $first } and { $second } would both be { $digit } and { $corner } would be { $other }, a pattern of { $pair } that could swap (two solutions): { $removals }

## Unique loop (src/human/techniques/unique_loop.rs): $looped the first part (unique-loop), $count the loop's cells

unique-loop = { $cells } form a loop of { $count } cells, two in each unit it touches, all { $pair }
explain-unique-loop-1 = { $looped } but { $cell }: were { $cell } only { $pair } too, the two digits could swap round the loop and the puzzle would have two solutions, so it is neither: { $removals }
explain-unique-loop-2 = { $looped } but { $cells }, which also hold { $digit }: were none of them { $digit }, the two digits could swap round the loop and the puzzle would have two solutions, so one of them is { $digit }: { $removals }
# $first and $second share $unit, where $digit can only go in them; $digits the pair (a list-and)
explain-unique-loop-4 = { $looped } but { $first } and { $second }, which share { $unit } where { $digit } can only go in them: one of them is { $digit }, so neither may be { $other } (the other would then leave the loop all { $digits }: two solutions): { $removals }
# The title with the type ($kind: 1, 2 or 4)
title-unique-loop = { $technique } (type { $kind })

## BUG+1 (src/human/techniques/bug.rs)

explain-bug = Every empty cell but { $cell } has two candidates; without { $digit } there every symbol would have two places in each unit, a pattern with two solutions, so { $cell } is { $digit }
