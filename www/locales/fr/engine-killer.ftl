# The engine's words (engine-killer.ftl, src/text): the reasoning of Killer's techniques (cage combinations, the 45 rule, cage interaction, cage splitting) and of the rules with totals (arrows, little killers, sandwiches), with those rules' own words.
# The same messages as www/locales/en/engine-killer.ftl, in this language.

## Cages (sans article : chaque phrase le place)

cage-name = { $sum ->
    [0] cage en { $cell }
   *[other] cage de { $sum } en { $cell }
}
cage-the = la { $cage }
cage-twice = { $digit } apparaît deux fois dans la { $cage }
cage-wrong-sum = la { $cage } fait { $total } au lieu de { $sum }
cage-over = la { $cage } fait déjà { $total } avec encore { $empty ->
    [one] { $empty } case
   *[other] { $empty } cases
    } à remplir

## Groupes d’unités de la règle des 45

group-rows = les lignes { $first }–{ $last }
group-columns = les colonnes { $first }–{ $last }

## Combinaison de cage, interaction de cage

explain-cage-last = La { $cage } a besoin d’un { $digit }, donc { $cell } est un { $digit }
explain-cage-last-placed = Avec ses chiffres déjà placés, la { $cage } a besoin d’un { $digit }, donc { $cell } est un { $digit }
explain-cage-combination = La { $cage } ({ $cells }) ne peut contenir que { $combos }, donc { $removals }
explain-cage-needs = La { $cage } ne peut contenir que { $combos }, qui ont toutes le { $digit }, et seule { $cell } peut le recevoir : c’est donc un { $digit }
explain-cage-interaction = Chaque combinaison de la { $cage } contient le { $digit }, et ses places dans la cage ({ $cells }) sont toutes en { $unit }, donc { $removals }

## Règle des 45

rule45-inside-none = aucune cage n’est entièrement dans { $group }
rule45-inside-one = la { $cage } est entièrement dans { $group }
rule45-inside-few = { $cages } sont entièrement dans { $group } ({ $sums } = { $sum })
rule45-inside-many = { $count } cages sont entièrement dans { $group } (entourées ; { $sum } en tout)
rule45-innies = { $inside }, donc les autres cases ({ $cells }) font { $total } − { $taken } = { $sum }
rule45-outies = { $inside }, donc les cages qui dépassent de son bord y ont { $total } − { $taken } = { $insum } et { $crossing } en tout, donc leurs cases à l’extérieur ({ $cells }) font { $crossing } − { $insum } = { $sum }
rule45-placed = { $cell } est donc un { $digit }
rule45-hold = elles ne peuvent contenir que { $combos }, donc { $removals }
explain-rule45 = { $why } ; { $then }

## Découpage de cage

explain-cage-splitting = { $group } { $count ->
    [one] fait
   *[other] font
    } { $total } et les cages entièrement à l’intérieur font { $inside }, donc la { $cage } se coupe en deux : ses cases à l’intérieur ({ $innies }) font { $total } − { $inside } = { $insum }, donc elles contiennent { $incombos } ; ses cases à l’extérieur ({ $outies }) font { $sum } − { $insum } = { $outsum }, donc elles contiennent { $outcombos } ; { $removals }

## Cages dans les chaînes de forçage

cage-reason-holds = la { $cage } ne peut contenir que { $combos }
cage-reason-sum = la { $cage } : { $terms }
cage-reason-needs = seule place pour le { $digit } dans la { $cage }, qui ne peut contenir que { $combos }

## Flèches

explain-arrow = Le cercle { $circle } contient la somme de { $path } : le chemin fait de { $low } à { $high } et le cercle contient de { $least } à { $most }, donc { $said }
arrow-made-ways = seulement { $ways }
arrow-made-sums = seulement les sommes { $sums }
explain-arrow-combination = Le cercle { $circle } contient la somme de { $path } : avec leurs candidats, des cases qui se voient portant des chiffres différents, elles forment { $made }, donc { $lost }

## Little Killer

little-killer-ways = seulement avec { $ways }
little-killer-count = de { $count } façons, qui laissent { $kept }
little-killer-keep = { $cell } ({ $digits })
explain-little-killer = La diagonale { $first }–{ $last } fait { $total } : avec leurs candidats, des cases qui se voient portant des chiffres différents, ses cases atteignent ce total { $made }, donc { $lost }

## Sandwich

sandwich-at = le 1 en { $one } et le { $top } en { $at }
sandwich-or = { $first }, ou { $next }
sandwich-only = les seules places restantes sont { $places }
sandwich-some = les places restantes sont { $places }
sandwich-count = il reste { $count } paires de places
explain-sandwich = Les chiffres entre le 1 et le { $top } ({ $line }) font { $total } : avec leurs candidats, des chiffres différents entre les deux, { $placed }, donc { $lost }
