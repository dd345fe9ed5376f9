# The engine's words (engine-killer.ftl, src/text): the reasoning of Killer's techniques (cage combinations, the 45 rule, cage interaction, cage splitting) and of the rules with totals (arrows, little killers, sandwiches), with those rules' own words.
# The same messages as www/locales/en/engine-killer.ftl, in this language.

## Jaulas (sin artículo: cada frase lo pone)

cage-name = { $sum ->
    [0] jaula en { $cell }
   *[other] jaula de { $sum } en { $cell }
}
cage-the = la { $cage }
cage-twice = el { $digit } aparece dos veces en la { $cage }
cage-wrong-sum = la { $cage } suma { $total }, no { $sum }
cage-over = la { $cage } ya suma { $total } con { $empty ->
    [one] { $empty } casilla
   *[other] { $empty } casillas
    } por llenar

## Grupos de unidades de la regla del 45

group-rows = las filas { $first }–{ $last }
group-columns = las columnas { $first }–{ $last }

## Combinación de jaula, interacción de jaula

explain-cage-last = La { $cage } necesita un { $digit }, así que { $cell } es un { $digit }
explain-cage-last-placed = Con sus cifras ya colocadas, la { $cage } necesita un { $digit }, así que { $cell } es un { $digit }
explain-cage-combination = La { $cage } ({ $cells }) solo puede contener { $combos }, así que { $removals }
explain-cage-needs = La { $cage } solo puede contener { $combos }, todas con el { $digit }, y solo { $cell } puede tenerlo, así que es un { $digit }
explain-cage-interaction = Toda combinación de la { $cage } necesita el { $digit }, y sus lugares en ella ({ $cells }) están todos en { $unit }, así que { $removals }

## Regla del 45

rule45-inside-none = ninguna jaula queda entera dentro de { $group }
rule45-inside-one = la { $cage } queda entera dentro de { $group }
rule45-inside-few = { $cages } quedan enteras dentro de { $group } ({ $sums } = { $sum })
rule45-inside-many = { $count } jaulas quedan enteras dentro de { $group } (marcadas; { $sum } en total)
rule45-innies = { $inside }, así que las demás casillas ({ $cells }) suman { $total } − { $taken } = { $sum }
rule45-outies = { $inside }, así que las jaulas que cruzan su borde tienen { $total } − { $taken } = { $insum } dentro y { $crossing } en total, así que sus casillas de fuera ({ $cells }) suman { $crossing } − { $insum } = { $sum }
rule45-placed = { $cell } es un { $digit }
rule45-hold = solo pueden contener { $combos }, así que { $removals }
# Same as English
explain-rule45 = { $why }; { $then }

## División de jaula

explain-cage-splitting = { $group } { $count ->
    [one] suma
   *[other] suman
    } { $total } y las jaulas que quedan enteras dentro suman { $inside }, así que la { $cage } se divide en dos: sus casillas de dentro ({ $innies }) suman { $total } − { $inside } = { $insum }, así que contienen { $incombos }; sus casillas de fuera ({ $outies }) suman { $sum } − { $insum } = { $outsum }, así que contienen { $outcombos }; { $removals }

## Jaulas en cadenas de forzado

cage-reason-holds = la { $cage } solo puede contener { $combos }
cage-reason-sum = la { $cage }: { $terms }
cage-reason-needs = único lugar para el { $digit } en la { $cage }, que solo puede contener { $combos }

## Flechas

explain-arrow = El círculo { $circle } contiene la suma de { $path }: el camino suma de { $low } a { $high } y el círculo contiene de { $least } a { $most }, así que { $said }
arrow-made-ways = solo { $ways }
arrow-made-sums = solo las sumas { $sums }
explain-arrow-combination = El círculo { $circle } contiene la suma de { $path }: con sus candidatos, y cifras distintas en casillas que se ven, forman { $made }, así que { $lost }

## Little Killer

little-killer-ways = solo con { $ways }
little-killer-count = de { $count } maneras, que dejan { $kept }
little-killer-keep = { $cell } ({ $digits })
explain-little-killer = La diagonal { $first }–{ $last } suma { $total }: con sus candidatos, y cifras distintas en casillas que se ven, sus casillas alcanzan ese total { $made }, así que { $lost }

## Sándwich

sandwich-at = el 1 en { $one } y el { $top } en { $at }
sandwich-or = { $first }, o { $next }
sandwich-only = los únicos lugares que quedan son { $places }
sandwich-some = los lugares que quedan son { $places }
sandwich-count = quedan { $count } pares de lugares
explain-sandwich = Las cifras entre el 1 y el { $top } ({ $line }) suman { $total }: con sus candidatos, y cifras distintas entre ellos, { $placed }, así que { $lost }
