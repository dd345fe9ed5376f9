# The engine's words (engine-killer.ftl, src/text): the reasoning of Killer's techniques (cage combinations, the 45 rule, cage interaction, cage splitting) and of the rules with totals (arrows, little killers, sandwiches), with those rules' own words.
# The same messages as www/locales/en/engine-killer.ftl, in this language.

## Kooien (zonder lidwoord: elke zin zet het zelf)

cage-name = { $sum ->
    [0] kooi bij { $cell }
   *[other] { $sum }-kooi bij { $cell }
}
cage-the = de { $cage }
cage-twice = { $digit } staat twee keer in de { $cage }
cage-wrong-sum = de { $cage } telt op tot { $total }, niet tot { $sum }
cage-over = de { $cage } heeft al { $total } terwijl er nog { $empty ->
    [one] { $empty } vakje leeg is
   *[other] { $empty } vakjes leeg zijn
}

## Groepen eenheden van de 45-regel

group-rows = rijen { $first }–{ $last }
group-columns = kolommen { $first }–{ $last }

## Kooicombinatie, kooi-interactie

explain-cage-last = De { $cage } heeft een { $digit } nodig, dus { $cell } is een { $digit }
explain-cage-last-placed = Met de cijfers die er al staan heeft de { $cage } nog een { $digit } nodig, dus { $cell } is een { $digit }
explain-cage-combination = De { $cage } ({ $cells }) kan alleen { $combos } bevatten, dus { $removals }
explain-cage-needs = De { $cage } kan alleen { $combos } bevatten, elk met een { $digit }, en alleen { $cell } kan die hebben, dus daar komt een { $digit }
explain-cage-interaction = Elke combinatie van de { $cage } heeft een { $digit } nodig, en de plaatsen daarvoor ({ $cells }) liggen allemaal in { $unit }, dus { $removals }

## 45-regel

rule45-inside-none = geen kooi ligt helemaal binnen { $group }
rule45-inside-one = de { $cage } ligt helemaal binnen { $group }
rule45-inside-few = { $cages } liggen helemaal binnen { $group } ({ $sums } = { $sum })
rule45-inside-many = { $count } kooien liggen helemaal binnen { $group } (omlijnd; samen { $sum })
rule45-innies = { $inside }, dus de andere vakjes daar ({ $cells }) tellen op tot { $total } − { $taken } = { $sum }
rule45-outies = { $inside }, dus de kooien die over de rand lopen hebben daarbinnen { $total } − { $taken } = { $insum } en in totaal { $crossing }, dus hun vakjes erbuiten ({ $cells }) tellen op tot { $crossing } − { $insum } = { $sum }
rule45-placed = { $cell } is een { $digit }
rule45-hold = die kunnen alleen { $combos } bevatten, dus { $removals }
# Same as English
explain-rule45 = { $why }; { $then }

## Kooisplitsing

explain-cage-splitting = { $group } { $count ->
    [one] telt
   *[other] tellen
    } op tot { $total } en de kooien die er helemaal binnen liggen tot { $inside }, dus de { $cage } valt in tweeën uiteen: de vakjes binnen ({ $innies }) tellen op tot { $total } − { $inside } = { $insum }, dus die bevatten { $incombos }; de vakjes erbuiten ({ $outies }) tellen op tot { $sum } − { $insum } = { $outsum }, dus die bevatten { $outcombos }; { $removals }

## Kooien in forcing-ketens

cage-reason-holds = de { $cage } kan alleen { $combos } bevatten
cage-reason-sum = de { $cage }: { $terms }
cage-reason-needs = enige plaats voor { $digit } in de { $cage }, die alleen { $combos } kan bevatten

## Pijlen

explain-arrow = De cirkel { $circle } bevat de som van { $path }: de som van het pad ligt tussen { $low } en { $high } en de cirkel bevat { $least } tot { $most }, dus { $said }
arrow-made-ways = alleen { $ways }
arrow-made-sums = alleen de sommen { $sums }
explain-arrow-combination = De cirkel { $circle } bevat de som van { $path }: met hun kandidaten, en verschillende cijfers in vakjes die elkaar zien, vormen ze { $made }, dus { $lost }

## Little Killer

little-killer-ways = alleen als { $ways }
little-killer-count = op { $count } manieren, die { $kept } overlaten
little-killer-keep = { $cell } ({ $digits })
explain-little-killer = De diagonaal { $first }–{ $last } telt op tot { $total }: met hun kandidaten, en verschillende cijfers in vakjes die elkaar zien, halen de vakjes dat totaal { $made }, dus { $lost }

## Sandwich

sandwich-at = de 1 in { $one } en de { $top } in { $at }
sandwich-or = { $first }, of { $next }
sandwich-only = de enige plaatsen die overblijven zijn { $places }
sandwich-some = de plaatsen die overblijven zijn { $places }
sandwich-count = er blijven { $count } paren plaatsen over
explain-sandwich = De cijfers tussen de 1 en de { $top } in { $line } tellen op tot { $total }: met hun kandidaten, en verschillende cijfers ertussen, geldt: { $placed }, dus { $lost }
