# The engine's words (engine-fish.ftl, src/text): the reasoning of fish (X-wing to jellyfish, finned, Franken, mutant, Kraken), single-digit patterns (skyscraper, kite, turbot, empty rectangle), X-chains and X-cycles, colouring, remote pairs and pattern overlays.
# The same messages as www/locales/en/engine-fish.ftl, in this language.

## Poissons

explain-fish = Dans { $base }, le { $digit } ne peut aller que dans { $cover }, donc { $removals }
explain-finned-fish = { $count ->
    [one] Dans { $base }, le { $digit } ne peut aller que dans { $cover } et l’aileron { $fins } : soit le poisson tient, soit un aileron est un { $digit }, donc { $removals }
   *[other] Dans { $base }, le { $digit } ne peut aller que dans { $cover } et les ailerons { $fins } : soit le poisson tient, soit un aileron est un { $digit }, donc { $removals }
}
title-finned-fish = Finned { $fish } sur le { $digit }
explain-complex-fish = { $fish } sur le { $digit }, base : { $base } ; couverture : { $cover } ; chaque unité de base contient un { $digit }, tous dans les unités de couverture, qui n’en contiennent qu’un chacune, donc { $removals }
explain-complex-fish-finned = { $count ->
    [one] { $fish } sur le { $digit }, base : { $base } ; couverture : { $cover } ; aileron { $fins } : soit le poisson tient, soit un aileron est un { $digit }, donc { $removals }
   *[other] { $fish } sur le { $digit }, base : { $base } ; couverture : { $cover } ; ailerons { $fins } : soit le poisson tient, soit un aileron est un { $digit }, donc { $removals }
}
explain-kraken-fish = { $count ->
    [one] Finned { $fish } sur le { $digit } dans { $units }, aileron { $fins } : si aucun aileron n’est un { $digit }, le poisson place le { $digit } de { $line } en { $held } ; { $cases } ; dans tous les cas, retirez { $removed } de { $target }
   *[other] Finned { $fish } sur le { $digit } dans { $units }, ailerons { $fins } : si aucun aileron n’est un { $digit }, le poisson place le { $digit } de { $line } en { $held } ; { $cases } ; dans tous les cas, retirez { $removed } de { $target }
}
kraken-fish-sees = { $count ->
    [one] { $cells } voit { $target }
   *[other] { $cells } voient { $target }
}
kraken-fish-chain = { $count ->
    [one] si { $cells } est un { $digit }, une chaîne de liens mène à ce que { $target } ne soit pas un { $removed }
   *[other] quelle que soit la case de { $cells } qui est un { $digit }, une chaîne de liens en part et mène à ce que { $target } ne soit pas un { $removed }
}
kraken-fish-cases = { $sees } ; { $chains }

## Deux liens forts (gratte-ciel, cerf-volant, Turbot Fish)

explain-two-links = Dans { $unit1 }, le { $digit } ne peut aller qu’en { $end1 } ou { $inner1 } ; dans { $unit2 }, seulement en { $inner2 } ou { $end2 }. { $inner1 } et { $inner2 } ne peuvent pas être tous deux un { $digit }, donc { $end1 } ou { $end2 } est un { $digit } : { $removals }
explain-two-links-shared = Dans { $unit1 }, le { $digit } ne peut aller qu’en { $end1 } ou { $inner1 } ; dans { $unit2 }, seulement en { $inner2 } ou { $end2 }. { $inner1 } et { $inner2 } partagent { $shared }, ils ne peuvent donc pas être tous deux un { $digit }, donc { $end1 } ou { $end2 } est un { $digit } : { $removals }

## Rectangle vide

explain-empty-rectangle = Dans { $block }, le { $digit } ne peut aller qu’en { $cells } (toutes sur { $row } ou { $column }), et dans { $line } seulement en { $near } ou { $far }. Si { $target } était un { $digit }, { $far } ne le serait pas, donc { $near } le serait ; alors { $block } n’aurait plus de place pour le { $digit }. Donc { $removals }

## Coloriage

explain-simple-colouring = En suivant les unités où le { $digit } n’a que deux places, { $first } prennent une couleur et { $second } l’autre ; { $why }
simple-colouring-wrap = { $first } et { $second } ont la même couleur et se voient, donc cette couleur ne peut pas être le { $digit } : { $removals }
simple-colouring-trap = { $count ->
    [one] l’une des couleurs est le { $digit }, et { $cells } voit une case de chaque couleur : { $removals }
   *[other] l’une des couleurs est le { $digit }, et { $cells } voient chacune une case de chaque couleur : { $removals }
}
explain-multi-colouring = En suivant les unités où le { $digit } n’a que deux places, on obtient deux groupes, chacun de deux couleurs dont l’une est le { $digit } : { $first } dans le premier, { $second } dans le second. { $why }
multi-colouring-cluster = { $first } contre { $second }
multi-colouring-sees-both = { $cell1 } voit { $seen1 } et { $cell2 } voit { $seen2 }, une case de chaque couleur du second groupe, donc la couleur de { $cell1 } ne peut pas être le { $digit } : { $removals }
multi-colouring-trap = { $count ->
    [one] { $first } et { $second } se voient, donc leurs couleurs ne sont pas toutes deux le { $digit } et l’une des deux autres couleurs l’est ; { $cells } voit une case de chacune de ces couleurs : { $removals }
   *[other] { $first } et { $second } se voient, donc leurs couleurs ne sont pas toutes deux le { $digit } et l’une des deux autres couleurs l’est ; { $cells } voient chacune une case de chacune de ces couleurs : { $removals }
}
# Same as English
multi-colouring-traps = { $first }. { $next }

## Paires distantes

explain-remote-pairs = { $chain } ne contiennent que { $first }/{ $second } et chacune voit la suivante, donc elles alternent entre { $first } et { $second } ; { $start } et { $end } sont séparées par un nombre impair de liens, donc l’une est { $first } et l’autre { $second } : { $removals }

## Superposition de motifs

explain-pattern-overlay = Le { $digit } occupe une case dans chaque ligne, chaque colonne et chaque bloc, et { $how } ; { $what }.
pattern-overlay-allowed = { $count ->
    [one] les candidats permettent { $count } tel motif
   *[other] les candidats permettent { $count } tels motifs
}
pattern-overlay-combined = { $count ->
    [one] des { $total } tels motifs que permettent les candidats, seuls { $kept } laissent la place à un motif de chaque autre chiffre ({ $digits } exclut le reste)
   *[other] des { $total } tels motifs que permettent les candidats, seuls { $kept } laissent la place à un motif de chaque autre chiffre ({ $digits } excluent le reste)
}
pattern-overlay-refined = { $count ->
    [one] des { $total } tels motifs que permettent les candidats, seuls { $kept } évitent toute case qu’un autre chiffre occupe dans tous ses motifs (les motifs de chaque chiffre sont écartés ainsi jusqu’à ce que rien ne change ; { $digits } exclut le reste)
   *[other] des { $total } tels motifs que permettent les candidats, seuls { $kept } évitent toute case qu’un autre chiffre occupe dans tous ses motifs (les motifs de chaque chiffre sont écartés ainsi jusqu’à ce que rien ne change ; { $digits } excluent le reste)
}
pattern-overlay-triple = des { $total } tels motifs restant après « { $previous } », seuls { $kept } laissent la place à des motifs de deux autres chiffres quelconques ensemble, les trois sans case commune (les motifs de deux chiffres parmi { $digits } excluent le reste)
pattern-overlay-quad = des { $total } tels motifs restant après « { $previous } », seuls { $kept } laissent la place à des motifs de trois autres chiffres quelconques ensemble, les quatre sans case commune (les motifs de trois chiffres parmi { $digits } excluent le reste)
pattern-overlay-none = aucun n’utilise { $cells } : { $removals }
pattern-overlay-all = tous utilisent { $cells }
pattern-overlay-both = { $none } ; { $all }
