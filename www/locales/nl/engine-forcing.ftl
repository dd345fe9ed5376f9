# The engine's words (engine-forcing.ftl, src/text): the reasoning of forcing chains and nets, contradictions and the exhaustive last resort.
# The same messages as www/locales/en/engine-forcing.ftl, in this language.

## Forcing chains: één gevolgtrekking per regel

forcing-title-contradiction = { $technique } (tegenspraak)
forcing-title-nested = { $technique } (genest)
forcing-title-trial = { $technique } (uitproberen)
forcing-if = Als { $claim }
# Same as English
forcing-line = { $claim } ({ $reason })
forcing-why-single = enige kandidaat
forcing-why-hidden = enige plek voor de { $digit } in { $unit }
forcing-why-locked = in { $unit } staat de { $digit } alleen in { $other }
forcing-why-sees = ziet { $cell }
# Same as English
forcing-why-rule = { $reason }; { $causes }: { $rule }
# Same as English
forcing-cell-is = { $cell } is { $digit }
forcing-why-inner = anders: { $chain }
forcing-no-candidate = { $cell } heeft geen kandidaat meer
forcing-no-place = de { $digit } kan nergens meer in { $unit }
forcing-no-combination = { $cage } heeft geen passende combinatie meer
# Same as English
forcing-last = { $end }.
forcing-so = Dus { $claim }.
# Same as English
forcing-cell-is-one-of = { $cell } is { $digits }
forcing-unit-goes = in { $unit } komt de { $digit } in { $cells }
forcing-verity = { $head }, en { $count ->
    [2] beide gevallen leiden
   *[other] elk geval leidt
} tot { $claim }.
forcing-trial = Als { $cell } een { $digit } was, liep elke manier van verdergaan uit op een tegenspraak (volledig nagegaan), dus { $removals }

## De zinnen van de gegroepeerde ketens

net-title-continuous = { $technique } (gesloten lus)
# Same as English
net-claim-cell = { $cell } is { $digit }
net-claim-cells = de { $digit } staat in { $cells }
net-denial = { $cells } is geen { $digit }
net-either = Ofwel { $first }, ofwel { $last }; in beide gevallen geldt: { $denial }, dus { $removals }
net-either-sets = Ofwel { $first }, ofwel { $last } bevat elk van de cijfers { $digits }, dus { $removals }
net-proven = { $claim }: anders zou de keten het afdwingen. Daarom geldt: { $denial }, dus { $removals }
net-placement = Als { $cell } geen { $digit } was, zou de keten er een { $digit } van maken, dus { $cell } is een { $digit }

## Fouten van de speler

mistake-title = Fout
mistake-summary-entry = Een van je invoeren is fout: vraag nog een hint om te zien welke en waarom.
mistake-summary-notes = De notities van een vakje laten het cijfer weg dat het nodig heeft: vraag nog een hint om te zien welk vakje.
mistake-notes = De notities van { $cell } laten het cijfer weg dat dit vakje nodig heeft, dus het is er nooit uit te vinden
mistake-breaks-rule = De { $digit } in { $cell } is fout; hij breekt een regel: { $rule }
mistake-chain = De { $digit } in { $cell } is fout. { $chain }
mistake-no-solution = De { $digit } in { $cell } is fout; hij breekt nog geen regel, maar met hem heeft de puzzel geen oplossing
