# The engine's words (engine-fish.ftl, src/text): the reasoning of fish (X-wing to jellyfish, finned, Franken, mutant, Kraken), single-digit patterns (skyscraper, kite, turbot, empty rectangle), X-chains and X-cycles, colouring, remote pairs and pattern overlays.
# The same messages as www/locales/en/engine-fish.ftl, in this language.

## Fische

explain-fish = In { $base } kann die { $digit } nur in { $cover } stehen, also { $removals }
explain-finned-fish = { $count ->
    [one] In { $base } kann die { $digit } nur in { $cover } und der Flosse { $fins } stehen: Entweder gilt der Fisch, oder eine Flosse ist die { $digit }; also { $removals }
   *[other] In { $base } kann die { $digit } nur in { $cover } und den Flossen { $fins } stehen: Entweder gilt der Fisch, oder eine Flosse ist die { $digit }; also { $removals }
}
title-finned-fish = { $fish } mit Flosse ({ $digit })
explain-complex-fish = { $fish } für die { $digit }, Basis in { $base }; Deckung in { $cover }; jede Basiseinheit enthält eine { $digit }, alle liegen in den Deckungseinheiten, und jede davon enthält nur eine { $digit }; also { $removals }
explain-complex-fish-finned = { $count ->
    [one] { $fish } für die { $digit }, Basis in { $base }; Deckung in { $cover }; Flosse { $fins }: Entweder gilt der Fisch, oder eine Flosse ist die { $digit }; also { $removals }
   *[other] { $fish } für die { $digit }, Basis in { $base }; Deckung in { $cover }; Flossen { $fins }: Entweder gilt der Fisch, oder eine Flosse ist die { $digit }; also { $removals }
}
explain-kraken-fish = { $count ->
    [one] { $fish } mit Flosse für die { $digit } in { $units }, Flosse { $fins }: Ist keine Flosse die { $digit }, setzt der Fisch die { $digit } von { $line } nach { $held }; { $cases }; so oder so entferne { $removed } aus { $target }
   *[other] { $fish } mit Flosse für die { $digit } in { $units }, Flossen { $fins }: Ist keine Flosse die { $digit }, setzt der Fisch die { $digit } von { $line } nach { $held }; { $cases }; so oder so entferne { $removed } aus { $target }
}
kraken-fish-sees = { $count ->
    [one] { $cells } sieht { $target }
   *[other] { $cells } sehen { $target }
}
kraken-fish-chain = { $count ->
    [one] ist { $cells } die { $digit }, folgt über eine Kette von Verbindungen, dass { $target } nicht { $removed } ist
   *[other] welche von { $cells } auch die { $digit } ist, von dort folgt über eine Kette von Verbindungen, dass { $target } nicht { $removed } ist
}
# Same as English
kraken-fish-cases = { $sees }; { $chains }

## Zwei starke Verbindungen (Wolkenkratzer, Drachen, Turbot Fish)

explain-two-links = In { $unit1 } kann die { $digit } nur in { $end1 } oder { $inner1 } stehen, in { $unit2 } nur in { $inner2 } oder { $end2 }. { $inner1 } und { $inner2 } können nicht beide { $digit } sein, also ist { $end1 } oder { $end2 } die { $digit }: { $removals }
explain-two-links-shared = In { $unit1 } kann die { $digit } nur in { $end1 } oder { $inner1 } stehen, in { $unit2 } nur in { $inner2 } oder { $end2 }. { $inner1 } und { $inner2 } liegen beide in { $shared } und können daher nicht beide { $digit } sein, also ist { $end1 } oder { $end2 } die { $digit }: { $removals }

## Leeres Rechteck

explain-empty-rectangle = In { $block } kann die { $digit } nur in { $cells } stehen (alle in { $row } oder { $column }), und in { $line } nur in { $near } oder { $far }. Wäre { $target } die { $digit }, dann wäre es { $far } nicht, also wäre es { $near }; dann hätte { $block } keinen Platz mehr für die { $digit }. Also { $removals }

## Einfärben

explain-simple-colouring = Folgt man den Einheiten, in denen die { $digit } nur zwei Plätze hat, erhalten { $first } die eine Farbe und { $second } die andere; { $why }
simple-colouring-wrap = { $first } und { $second } haben dieselbe Farbe und sehen sich, also kann diese Farbe nicht die { $digit } sein: { $removals }
simple-colouring-trap = { $count ->
    [one] eine der Farben ist die { $digit }, und { $cells } sieht Zellen beider Farben: { $removals }
   *[other] eine der Farben ist die { $digit }, und { $cells } sehen jeweils Zellen beider Farben: { $removals }
}
explain-multi-colouring = Folgt man den Einheiten, in denen die { $digit } nur zwei Plätze hat, ergeben sich zwei Cluster mit je zwei Farben, von denen eine die { $digit } ist: { $first } im ersten, { $second } im zweiten. { $why }
multi-colouring-cluster = { $first } gegen { $second }
multi-colouring-sees-both = { $cell1 } sieht { $seen1 } und { $cell2 } sieht { $seen2 }, je eine Zelle beider Farben des zweiten Clusters, also kann die Farbe von { $cell1 } nicht die { $digit } sein: { $removals }
multi-colouring-trap = { $count ->
    [one] { $first } und { $second } sehen sich, also sind ihre Farben nicht beide die { $digit }, und eine der beiden anderen Farben ist es; { $cells } sieht Zellen dieser beiden Farben: { $removals }
   *[other] { $first } und { $second } sehen sich, also sind ihre Farben nicht beide die { $digit }, und eine der beiden anderen Farben ist es; { $cells } sehen jeweils Zellen dieser beiden Farben: { $removals }
}
# Same as English
multi-colouring-traps = { $first }. { $next }

## Remote Pairs

explain-remote-pairs = { $chain } enthalten alle nur { $first }/{ $second } und sehen jeweils die nächste, also wechseln sich { $first } und { $second } ab; { $start } und { $end } liegen eine ungerade Zahl von Verbindungen auseinander, also ist die eine { $first } und die andere { $second }: { $removals }

## Musterüberlagerung

explain-pattern-overlay = Die { $digit } belegt in jeder Zeile, jeder Spalte und jedem Block genau eine Zelle, und { $how }; { $what }.
pattern-overlay-allowed = { $count ->
    [one] die Kandidaten erlauben { $count } solches Muster
   *[other] die Kandidaten erlauben { $count } solche Muster
}
pattern-overlay-combined = { $count ->
    [one] von den { $total } solchen Mustern, die die Kandidaten erlauben, lassen nur { $kept } Platz für ein Muster jeder anderen Ziffer ({ $digits } schließt den Rest aus)
   *[other] von den { $total } solchen Mustern, die die Kandidaten erlauben, lassen nur { $kept } Platz für ein Muster jeder anderen Ziffer ({ $digits } schließen den Rest aus)
}
pattern-overlay-refined = { $count ->
    [one] von den { $total } solchen Mustern, die die Kandidaten erlauben, meiden nur { $kept } jede Zelle, die eine andere Ziffer in allen ihren Mustern belegt (die Muster jeder Ziffer werden so ausgesiebt, bis sich nichts mehr ändert; { $digits } schließt den Rest aus)
   *[other] von den { $total } solchen Mustern, die die Kandidaten erlauben, meiden nur { $kept } jede Zelle, die eine andere Ziffer in allen ihren Mustern belegt (die Muster jeder Ziffer werden so ausgesiebt, bis sich nichts mehr ändert; { $digits } schließen den Rest aus)
}
pattern-overlay-triple = von den { $total } solchen Mustern, die nach „{ $previous }“ übrig sind, lassen nur { $kept } Platz für Muster zweier beliebiger anderer Ziffern zugleich, alle drei ohne gemeinsame Zelle (Muster von zwei aus { $digits } schließen den Rest aus)
pattern-overlay-quad = von den { $total } solchen Mustern, die nach „{ $previous }“ übrig sind, lassen nur { $kept } Platz für Muster dreier beliebiger anderer Ziffern zugleich, alle vier ohne gemeinsame Zelle (Muster von drei aus { $digits } schließen den Rest aus)
pattern-overlay-none = keines davon nutzt { $cells }: { $removals }
pattern-overlay-all = alle nutzen { $cells }
# Same as English
pattern-overlay-both = { $none }; { $all }
