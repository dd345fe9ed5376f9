# The engine's words (engine-fish.ftl, src/text): the reasoning of fish (X-wing to jellyfish, finned, Franken, mutant, Kraken), single-digit patterns (skyscraper, kite, turbot, empty rectangle), X-chains and X-cycles, colouring, remote pairs and pattern overlays.
# The same messages as www/locales/en/engine-fish.ftl, in this language.

## Vissen

explain-fish = In { $base } kan de { $digit } alleen in { $cover }, dus { $removals }
explain-finned-fish = { $count ->
    [one] In { $base } kan de { $digit } alleen in { $cover } en de vin { $fins }: óf de vis klopt, óf een vin is { $digit }, dus { $removals }
   *[other] In { $base } kan de { $digit } alleen in { $cover } en de vinnen { $fins }: óf de vis klopt, óf een vin is { $digit }, dus { $removals }
}
title-finned-fish = Finned { $fish } op { $digit }
explain-complex-fish = { $fish } op { $digit }, basis { $base }; dekking { $cover }; elke basiseenheid bevat één { $digit }, allemaal in de dekkingseenheden, die elk maar één { $digit } bevatten, dus { $removals }
explain-complex-fish-finned = { $count ->
    [one] { $fish } op { $digit }, basis { $base }; dekking { $cover }; vin { $fins }: óf de vis klopt, óf een vin is { $digit }, dus { $removals }
   *[other] { $fish } op { $digit }, basis { $base }; dekking { $cover }; vinnen { $fins }: óf de vis klopt, óf een vin is { $digit }, dus { $removals }
}
explain-kraken-fish = { $count ->
    [one] Finned { $fish } op { $digit } in { $units }, vin { $fins }: als geen vin { $digit } is, zet de vis de { $digit } van { $line } in { $held }; { $cases }; hoe dan ook: verwijder { $removed } uit { $target }
   *[other] Finned { $fish } op { $digit } in { $units }, vinnen { $fins }: als geen vin { $digit } is, zet de vis de { $digit } van { $line } in { $held }; { $cases }; hoe dan ook: verwijder { $removed } uit { $target }
}
kraken-fish-sees = { $count ->
    [one] { $cells } ziet { $target }
   *[other] { $cells } zien { $target }
}
kraken-fish-chain = { $count ->
    [one] als { $cells } { $digit } is, leidt een keten van schakels ertoe dat { $target } geen { $removed } is
   *[other] welke van { $cells } ook { $digit } is, van daaruit leidt een keten van schakels ertoe dat { $target } geen { $removed } is
}
# Same as English
kraken-fish-cases = { $sees }; { $chains }

## Twee sterke schakels (skyscraper, 2-string kite, turbot fish)

explain-two-links = In { $unit1 } kan de { $digit } alleen in { $end1 } of { $inner1 }; in { $unit2 } alleen in { $inner2 } of { $end2 }. { $inner1 } en { $inner2 } kunnen niet allebei { $digit } zijn, dus { $end1 } of { $end2 } is { $digit }: { $removals }
explain-two-links-shared = In { $unit1 } kan de { $digit } alleen in { $end1 } of { $inner1 }; in { $unit2 } alleen in { $inner2 } of { $end2 }. { $inner1 } en { $inner2 } liggen allebei in { $shared } en kunnen dus niet allebei { $digit } zijn, dus { $end1 } of { $end2 } is { $digit }: { $removals }

## Empty rectangle

explain-empty-rectangle = In { $block } kan de { $digit } alleen in { $cells } (allemaal in { $row } of { $column }), en in { $line } alleen in { $near } of { $far }. Als { $target } { $digit } was, zou { $far } het niet zijn, dus { $near } wel; dan had { $block } geen plek meer voor de { $digit }. Dus { $removals }

## Kleuren

explain-simple-colouring = Volg de eenheden waarin de { $digit } maar twee plekken heeft: { $first } krijgen de ene kleur en { $second } de andere; { $why }
simple-colouring-wrap = { $first } en { $second } hebben dezelfde kleur en zien elkaar, dus die kleur kan geen { $digit } zijn: { $removals }
simple-colouring-trap = { $count ->
    [one] een van de kleuren is { $digit }, en { $cells } ziet een vakje van beide kleuren: { $removals }
   *[other] een van de kleuren is { $digit }, en { $cells } zien elk een vakje van beide kleuren: { $removals }
}
explain-multi-colouring = Volg de eenheden waarin de { $digit } maar twee plekken heeft: dat geeft twee clusters, elk met twee kleuren waarvan er één { $digit } is: { $first } in het eerste, { $second } in het tweede. { $why }
multi-colouring-cluster = { $first } tegenover { $second }
multi-colouring-sees-both = { $cell1 } ziet { $seen1 } en { $cell2 } ziet { $seen2 }, één vakje van elke kleur van het tweede cluster, dus de kleur van { $cell1 } kan geen { $digit } zijn: { $removals }
multi-colouring-trap = { $count ->
    [one] { $first } en { $second } zien elkaar, dus hun kleuren zijn niet allebei { $digit } en een van de twee andere kleuren is het wel; { $cells } ziet een vakje van elk van die kleuren: { $removals }
   *[other] { $first } en { $second } zien elkaar, dus hun kleuren zijn niet allebei { $digit } en een van de twee andere kleuren is het wel; { $cells } zien elk een vakje van elk van die kleuren: { $removals }
}
# Same as English
multi-colouring-traps = { $first }. { $next }

## Remote pairs

explain-remote-pairs = { $chain } bevatten alle alleen { $first }/{ $second } en zien elk het volgende, dus ze wisselen af tussen { $first } en { $second }; { $start } en { $end } liggen een oneven aantal schakels uit elkaar, dus het ene is { $first } en het andere { $second }: { $removals }

## Patroonoverlapping

explain-pattern-overlay = De { $digit } neemt één vakje in elke rij, elke kolom en elk blok, en { $how }; { $what }.
pattern-overlay-allowed = { $count ->
    [one] de kandidaten laten { $count } zo’n patroon toe
   *[other] de kandidaten laten { $count } zulke patronen toe
}
pattern-overlay-combined = { $count ->
    [one] van de { $total } zulke patronen die de kandidaten toelaten, laten er maar { $kept } ruimte voor een patroon van elk ander cijfer ({ $digits } sluit de rest uit)
   *[other] van de { $total } zulke patronen die de kandidaten toelaten, laten er maar { $kept } ruimte voor een patroon van elk ander cijfer ({ $digits } sluiten de rest uit)
}
pattern-overlay-refined = { $count ->
    [one] van de { $total } zulke patronen die de kandidaten toelaten, vermijden er maar { $kept } elk vakje dat een ander cijfer in al zijn patronen bezet (de patronen van elk cijfer worden zo geschrapt tot er niets meer verandert; { $digits } sluit de rest uit)
   *[other] van de { $total } zulke patronen die de kandidaten toelaten, vermijden er maar { $kept } elk vakje dat een ander cijfer in al zijn patronen bezet (de patronen van elk cijfer worden zo geschrapt tot er niets meer verandert; { $digits } sluiten de rest uit)
}
pattern-overlay-triple = van de { $total } zulke patronen die na ‘{ $previous }’ over zijn, laten er maar { $kept } ruimte voor patronen van twee willekeurige andere cijfers samen, alle drie zonder gemeenschappelijk vakje (patronen van twee van { $digits } sluiten de rest uit)
pattern-overlay-quad = van de { $total } zulke patronen die na ‘{ $previous }’ over zijn, laten er maar { $kept } ruimte voor patronen van drie willekeurige andere cijfers samen, alle vier zonder gemeenschappelijk vakje (patronen van drie van { $digits } sluiten de rest uit)
pattern-overlay-none = geen ervan gebruikt { $cells }: { $removals }
pattern-overlay-all = ze gebruiken allemaal { $cells }
# Same as English
pattern-overlay-both = { $none }; { $all }
