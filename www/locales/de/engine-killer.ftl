# The engine's words (engine-killer.ftl, src/text): the reasoning of Killer's techniques (cage combinations, the 45 rule, cage interaction, cage splitting) and of the rules with totals (arrows, little killers, sandwiches), with those rules' own words.
# The same messages as www/locales/en/engine-killer.ftl, in this language.

## Käfige (ohne Artikel: jeder Satz setzt ihn im passenden Fall)

cage-name = { $sum ->
    [0] Käfig bei { $cell }
   *[other] { $sum }er-Käfig bei { $cell }
}
cage-the = der { $cage }
cage-twice = { $digit } steht zweimal im { $cage }
cage-wrong-sum = die Ziffern im { $cage } ergeben { $total } statt { $sum }
cage-over = die Ziffern im { $cage } ergeben schon { $total }, und { $empty ->
    [one] { $empty } Zelle ist
   *[other] { $empty } Zellen sind
    } noch leer

## Gruppen von Einheiten der 45er-Regel (im Dativ, wie units-*)

group-rows = den Zeilen { $first }–{ $last }
group-columns = den Spalten { $first }–{ $last }

## Käfig-Kombination, Käfig-Interaktion

explain-cage-last = Der { $cage } braucht die { $digit }, also steht in { $cell } die { $digit }
explain-cage-last-placed = Mit seinen schon gesetzten Ziffern braucht der { $cage } noch die { $digit }, also steht in { $cell } die { $digit }
explain-cage-combination = Der { $cage } ({ $cells }) kann nur { $combos } enthalten, also { $removals }
explain-cage-needs = Der { $cage } kann nur { $combos } enthalten, jeweils mit der { $digit }, und nur { $cell } kann sie aufnehmen, also steht dort die { $digit }
explain-cage-interaction = Jede Kombination für den { $cage } braucht die { $digit }, und ihre Plätze dort ({ $cells }) liegen alle in { $unit }, also { $removals }

## 45er-Regel

rule45-inside-none = kein Käfig liegt ganz in { $group }
rule45-inside-one = der { $cage } liegt ganz in { $group }
rule45-inside-few = { $cages } liegen ganz in { $group } ({ $sums } = { $sum })
rule45-inside-many = { $count } Käfige liegen ganz in { $group } (umrandet; zusammen { $sum })
rule45-innies = { $inside }, also ergeben die übrigen Zellen dort ({ $cells }) zusammen { $total } − { $taken } = { $sum }
rule45-outies = { $inside }, also haben die Käfige, die über den Rand hinausragen, darin { $total } − { $taken } = { $insum } und insgesamt { $crossing }, also ergeben ihre Zellen außerhalb ({ $cells }) zusammen { $crossing } − { $insum } = { $sum }
rule45-placed = somit steht in { $cell } die { $digit }
rule45-hold = sie können nur { $combos } enthalten, also { $removals }
# Same as English
explain-rule45 = { $why }; { $then }

## Käfigteilung

explain-cage-splitting = In { $group } ergeben die Ziffern zusammen { $total } und die ganz darin liegenden Käfige { $inside }, also teilt sich der { $cage } in zwei Teile: Seine Zellen darin ({ $innies }) ergeben { $total } − { $inside } = { $insum }, also enthalten sie { $incombos }; seine Zellen außerhalb ({ $outies }) ergeben { $sum } − { $insum } = { $outsum }, also enthalten sie { $outcombos }; { $removals }

## Käfige in Forcing-Ketten

cage-reason-holds = der { $cage } kann nur { $combos } enthalten
cage-reason-sum = der { $cage }: { $terms }
cage-reason-needs = einziger Platz für die { $digit } im { $cage }, der nur { $combos } enthalten kann

## Pfeile

explain-arrow = Der Kreis { $circle } enthält die Summe von { $path }: Der Pfad ergibt { $low } bis { $high } und der Kreis enthält { $least } bis { $most }, also gilt: { $said }
arrow-made-ways = nur { $ways }
arrow-made-sums = nur die Summen { $sums }
explain-arrow-combination = Der Kreis { $circle } enthält die Summe von { $path }: Mit ihren Kandidaten, wobei Zellen, die sich sehen, verschiedene Ziffern haben, ergeben sie { $made }, also gilt: { $lost }

## Little Killer

little-killer-ways = nur als { $ways }
little-killer-count = auf { $count } Arten, die { $kept } übrig lassen
little-killer-keep = { $cell } ({ $digits })
explain-little-killer = Die Diagonale { $first }–{ $last } ergibt zusammen { $total }: Mit ihren Kandidaten, wobei Zellen, die sich sehen, verschiedene Ziffern haben, bilden ihre Zellen diese Summe { $made }, also gilt: { $lost }

## Sandwich

sandwich-at = die 1 in { $one } und die { $top } in { $at }
sandwich-or = { $first } oder { $next }
sandwich-only = bleibt nur ein Paar von Plätzen: { $places }
sandwich-some = bleiben nur diese Paare von Plätzen: { $places }
sandwich-count = bleiben { $count } Paare von Plätzen
explain-sandwich = Die Ziffern zwischen der 1 und der { $top } in { $line } ergeben zusammen { $total }: Mit ihren Kandidaten und verschiedenen Ziffern dazwischen { $placed }, also gilt: { $lost }
