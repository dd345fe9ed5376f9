# The engine's words (engine-killer.ftl, src/text): the reasoning of Killer's techniques (cage combinations, the 45 rule, cage interaction, cage splitting) and of the rules with totals (arrows, little killers, sandwiches), with those rules' own words.
# English is built in; each language has this file with the same messages (tests/text.rs).

## Cages (src/rules/cage.rs). A cage's name without its article ($sum 0: a cage without a total; $cell its first
## cell): each sentence places it, with the article its grammar needs ("the { $cage }").

cage-name = { $sum ->
    [0] cage at { $cell }
   *[other] { $sum }-cage at { $cell }
}
# The cage as a sentence's subject: "the 17-cage at r1c1"
cage-the = the { $cage }
# A player's mistakes in a cage ($empty: how many of its cells are empty)
cage-twice = { $digit } appears twice in the { $cage }
cage-wrong-sum = the { $cage } adds up to { $total }, not { $sum }
cage-over = the { $cage } already holds { $total } with { $empty ->
    [one] { $empty } cell
   *[other] { $empty } cells
    } to fill

## The 45 rule's groups of units (src/rules/rule45.rs): "rows 1–2", "columns 7–9"

group-rows = rows { $first }–{ $last }
group-columns = columns { $first }–{ $last }

## Cage combination, cage interaction

explain-cage-last = The { $cage } needs { $digit }, so { $cell } is { $digit }
explain-cage-last-placed = The { $cage } needs { $digit } with its placed digits, so { $cell } is { $digit }
explain-cage-combination = The { $cage } ({ $cells }) can only hold { $combos }, so { $removals }
explain-cage-needs = The { $cage } can only hold { $combos }, each with { $digit }, and only { $cell } can take it, so it is { $digit }
explain-cage-interaction = Every combination of the { $cage } needs { $digit }, and its places there ({ $cells }) all lie in { $unit }, so { $removals }

## The 45 rule ($group: a unit or a group-*; $total its digits' sum, $taken the sum of the cages wholly inside it)

rule45-inside-none = no cage lies wholly inside { $group }
rule45-inside-one = the { $cage } lies wholly inside { $group }
# $cages: two or three cage-the in a list; $sums their sums, "17 + 19"; $sum their total
rule45-inside-few = { $cages } lie wholly inside { $group } ({ $sums } = { $sum })
rule45-inside-many = { $count } cages lie wholly inside { $group } (outlined; { $sum } in all)
# $inside: one of the rule45-inside-*; $cells the innies, adding up to $sum
rule45-innies = { $inside }, so its other cells ({ $cells }) add up to { $total } − { $taken } = { $sum }
# $cells the outies, adding up to $sum; $crossing the sum of the cages crossing the group's edge
rule45-outies = { $inside }, so the cages crossing its edge have { $total } − { $taken } = { $insum } inside it and { $crossing } in all, so their cells outside ({ $cells }) add up to { $crossing } − { $insum } = { $sum }
rule45-placed = { $cell } is { $digit }
rule45-hold = they hold { $combos }, so { $removals }
# $why: rule45-innies or rule45-outies; $then: rule45-placed or rule45-hold
explain-rule45 = { $why }; { $then }

## Cage splitting ($count: how many units the group has)

explain-cage-splitting = { $group } { $count ->
    [one] adds
   *[other] add
    } up to { $total } and the cages wholly inside add up to { $inside }, so the { $cage } splits in two: its cells inside ({ $innies }) add up to { $total } − { $inside } = { $insum }, so they hold { $incombos }; its cells outside ({ $outies }) add up to { $sum } − { $insum } = { $outsum }, so they hold { $outcombos }; { $removals }

## Cages in forcing chains: why an implication holds, in brackets after it ($terms: "7 + 2")

cage-reason-holds = the { $cage } can only hold { $combos }
cage-reason-sum = the { $cage }: { $terms }
cage-reason-needs = only place for { $digit } in the { $cage }, which can only hold { $combos }

## Arrows ($said: what the bounds leave each cell; $made: arrow-made-*; $lost: cannot-be phrases)

explain-arrow = The circle { $circle } holds the sum of { $path }: the path adds up to { $low } to { $high } and the circle holds { $least } to { $most }, so { $said }
# $ways: "1+2=3 or 1+3=4"
arrow-made-ways = only { $ways }
arrow-made-sums = only sums of { $sums }
explain-arrow-combination = The circle { $circle } holds the sum of { $path }: with their candidates, cells that see each other holding different digits, they make { $made }, so { $lost }

## Little killers ($made: little-killer-ways or little-killer-count)

# $ways: "1+2+3 or 1+3+2"
little-killer-ways = only { $ways }
# $kept: a list of little-killer-keep, "r1c1 1 or 2"
little-killer-count = { $count } ways, which leave { $kept }
little-killer-keep = { $cell } { $digits }
explain-little-killer = The diagonal { $first }–{ $last } adds up to { $total }: with their candidates, cells that see each other holding different digits, its cells make it in { $made }, so { $lost }

## Sandwiches ($top: the line's largest digit; $placed: sandwich-only, sandwich-some or sandwich-count)

sandwich-at = 1 in { $one } and { $top } in { $at }
sandwich-or = { $first }, or { $next }
sandwich-only = the only places left are { $places }
sandwich-some = the places left are { $places }
sandwich-count = { $count } pairs of places are left
explain-sandwich = The digits between the 1 and the { $top } of { $line } add up to { $total }: with their candidates, different digits between, { $placed }, so { $lost }
