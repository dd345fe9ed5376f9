# Die Wörter der Engine (src/text), auf Deutsch.

## Units

unit-row = Zeile { $n }
unit-column = Spalte { $n }
unit-block = Block { $n }
unit-region = Region { $n }
unit-main-diagonal = die Hauptdiagonale
unit-anti-diagonal = die Nebendiagonale
unit-window = Fenster { $n }
unit-cage = Käfig { $n }

## Technique names

# Same as English
technique-full-house = Full House
technique-naked-single = Nackter Einer
technique-hidden-single = Versteckter Einer
# Same as English
technique-thermometer = Thermometer
technique-kropki-pair = Kropki-Paar
technique-xv-pair = XV-Paar
# Same as English
technique-german-whisper = German Whisper
technique-non-consecutive-pair = Paar ohne Nachbarzahlen
technique-negative-constraint = Negativbedingung
technique-kropki-chain = Kropki-Kette
# Same as English
technique-renban = Renban
technique-arrow = Pfeil
technique-arrow-combination = Pfeil-Kombination
# Same as English
technique-little-killer = Little Killer
technique-sandwich-sum = Sandwich-Summe
technique-cage-combination = Käfig-Kombination
technique-cage-interaction = Käfig-Interaktion
technique-45-rule = 45er-Regel
technique-cage-splitting = Käfigteilung
# Same as English
technique-locked-pair = Locked Pair
# Same as English
technique-locked-triple = Locked Triple
# Same as English
technique-remote-pairs = Remote Pairs
technique-skyscraper = Wolkenkratzer
technique-2-string-kite = Drachen
# Same as English
technique-turbot-fish = Turbot Fish
technique-empty-rectangle = Leeres Rechteck
technique-unique-rectangle-type-3 = Unique Rectangle Typ 3
technique-unique-rectangle-type-5 = Unique Rectangle Typ 5
technique-unique-rectangle-type-6 = Unique Rectangle Typ 6
# Same as English
technique-hidden-rectangle = Hidden Rectangle
technique-avoidable-rectangle-type-1 = Avoidable Rectangle Typ 1
technique-avoidable-rectangle-type-2 = Avoidable Rectangle Typ 2
technique-simple-colouring = Einfaches Einfärben
technique-multi-colouring = Mehrfach-Einfärben
technique-x-cycle = X-Zyklus
# Same as English
technique-locked-candidates-pointing = Locked Candidates (Pointing)
# Same as English
technique-locked-candidates-claiming = Locked Candidates (Claiming)
technique-common-peer-elimination = Ausschluss über gemeinsame Nachbarn
technique-naked-pair = Nacktes Paar
technique-hidden-pair = Verstecktes Paar
technique-naked-triple = Nacktes Tripel
technique-hidden-triple = Verstecktes Tripel
technique-naked-quad = Nacktes Quadrupel
technique-hidden-quad = Verstecktes Quadrupel
# Same as English
technique-x-wing = X-Wing
technique-swordfish = Schwertfisch
technique-jellyfish = Qualle
# Same as English
technique-xy-wing = XY-Wing
# Same as English
technique-xyz-wing = XYZ-Wing
# Same as English
technique-w-wing = W-Wing
# Same as English
technique-wxyz-wing = WXYZ-Wing
# Same as English
technique-vwxyz-wing = VWXYZ-Wing
technique-finned-fish = Fisch mit Flosse
# Same as English
technique-sue-de-coq = Sue de Coq
technique-x-chain = X-Kette
technique-xy-chain = XY-Kette
# Same as English
technique-unique-rectangle = Unique Rectangle
# Same as English
technique-unique-loop = Unique Loop
technique-unique-rectangle-type-2 = Unique Rectangle Typ 2
technique-unique-rectangle-type-4 = Unique Rectangle Typ 4
# Same as English
technique-bug-plus-1 = BUG+1
technique-alternating-inference-chain = Alternierende Inferenzkette
technique-grouped-x-chain = Gruppierte X-Kette
technique-grouped-aic = Gruppierte AIC
technique-als-chain = ALS-Kette
# Same as English
technique-death-blossom = Death Blossom
technique-franken-fish = Franken-Fisch
technique-mutant-fish = Mutant-Fisch
technique-kraken-fish = Kraken-Fisch
technique-pattern-overlay = Musterüberlagerung
technique-combined-pattern-overlay = Kombinierte Musterüberlagerung
technique-triple-pattern-overlay = Dreifache Musterüberlagerung
technique-quadruple-pattern-overlay = Vierfache Musterüberlagerung
# Same as English
technique-forcing-chain = Forcing Chain
technique-pair = Paar
# Same as English
technique-sandwich = Sandwich
technique-last-cell = Letzte freie Zelle
technique-balance-completion = Hälfte voll
technique-duplicate-guard = Doppelte Reihe vermeiden
technique-last-of-a-kind = Die letzte ihrer Art
technique-sign-rule = Zeichenregel
technique-sign-pair = Zeichenpaar
technique-sign-balance = Zeichen und Anzahl
technique-line-elimination = Alle Füllungen einer Reihe
technique-duplicate-line-elimination = Ausschluss doppelter Reihen
technique-contradiction = Widerspruch
technique-deeper-lookahead = Tiefere Vorausschau

## Technique phrases

technique-phrase-full-house = ein Full House
technique-phrase-naked-single = einen nackten Einer
technique-phrase-hidden-single = einen versteckten Einer
technique-phrase-thermometer = ein Thermometer
technique-phrase-kropki-pair = ein Kropki-Paar
technique-phrase-xv-pair = ein XV-Paar
technique-phrase-german-whisper = einen German Whisper
technique-phrase-non-consecutive-pair = ein Paar ohne Nachbarzahlen
technique-phrase-negative-constraint = eine Negativbedingung
technique-phrase-kropki-chain = eine Kropki-Kette
technique-phrase-renban = ein Renban
technique-phrase-arrow = einen Pfeil
technique-phrase-arrow-combination = eine Pfeil-Kombination
technique-phrase-little-killer = einen Little Killer
technique-phrase-sandwich-sum = eine Sandwich-Summe
technique-phrase-cage-combination = eine Käfig-Kombination
technique-phrase-cage-interaction = eine Käfig-Interaktion
technique-phrase-45-rule = eine Anwendung der 45er-Regel
technique-phrase-cage-splitting = eine Käfigteilung
technique-phrase-locked-pair = ein Locked Pair
technique-phrase-locked-triple = ein Locked Triple
technique-phrase-remote-pairs = Remote Pairs
technique-phrase-skyscraper = einen Wolkenkratzer
technique-phrase-2-string-kite = einen Drachen
technique-phrase-turbot-fish = einen Turbot Fish
technique-phrase-empty-rectangle = ein leeres Rechteck
technique-phrase-unique-rectangle-type-3 = ein Unique Rectangle Typ 3
technique-phrase-unique-rectangle-type-5 = ein Unique Rectangle Typ 5
technique-phrase-unique-rectangle-type-6 = ein Unique Rectangle Typ 6
technique-phrase-hidden-rectangle = ein Hidden Rectangle
technique-phrase-avoidable-rectangle-type-1 = ein Avoidable Rectangle Typ 1
technique-phrase-avoidable-rectangle-type-2 = ein Avoidable Rectangle Typ 2
technique-phrase-simple-colouring = eine einfache Einfärbung
technique-phrase-multi-colouring = eine Mehrfach-Einfärbung
technique-phrase-x-cycle = einen X-Zyklus
technique-phrase-locked-candidates-pointing = Locked Candidates
technique-phrase-locked-candidates-claiming = Locked Candidates
technique-phrase-common-peer-elimination = einen Ausschluss über gemeinsame Nachbarn
technique-phrase-naked-pair = ein nacktes Paar
technique-phrase-hidden-pair = ein verstecktes Paar
technique-phrase-naked-triple = ein nacktes Tripel
technique-phrase-hidden-triple = ein verstecktes Tripel
technique-phrase-naked-quad = ein nacktes Quadrupel
technique-phrase-hidden-quad = ein verstecktes Quadrupel
technique-phrase-x-wing = einen X-Wing
technique-phrase-swordfish = einen Schwertfisch
technique-phrase-jellyfish = eine Qualle
technique-phrase-xy-wing = einen XY-Wing
technique-phrase-xyz-wing = einen XYZ-Wing
technique-phrase-w-wing = einen W-Wing
technique-phrase-wxyz-wing = einen WXYZ-Wing
technique-phrase-vwxyz-wing = einen VWXYZ-Wing
technique-phrase-finned-fish = einen Fisch mit Flosse
technique-phrase-sue-de-coq = ein Sue de Coq
technique-phrase-x-chain = eine X-Kette
technique-phrase-xy-chain = eine XY-Kette
technique-phrase-unique-rectangle = ein Unique Rectangle
technique-phrase-unique-loop = einen Unique Loop
technique-phrase-unique-rectangle-type-2 = ein Unique Rectangle Typ 2
technique-phrase-unique-rectangle-type-4 = ein Unique Rectangle Typ 4
technique-phrase-bug-plus-1 = ein BUG+1
technique-phrase-alternating-inference-chain = eine AIC
technique-phrase-grouped-x-chain = eine gruppierte X-Kette
technique-phrase-grouped-aic = eine gruppierte AIC
technique-phrase-als-chain = eine ALS-Kette
technique-phrase-death-blossom = eine Death Blossom
technique-phrase-franken-fish = einen Franken-Fisch
technique-phrase-mutant-fish = einen Mutant-Fisch
technique-phrase-kraken-fish = einen Kraken-Fisch
technique-phrase-pattern-overlay = eine Musterüberlagerung
technique-phrase-combined-pattern-overlay = eine kombinierte Musterüberlagerung
technique-phrase-triple-pattern-overlay = eine dreifache Musterüberlagerung
technique-phrase-quadruple-pattern-overlay = eine vierfache Musterüberlagerung
technique-phrase-forcing-chain = eine Forcing Chain
technique-phrase-pair = ein Paar
technique-phrase-sandwich = ein Sandwich
technique-phrase-last-cell = die letzte freie Zelle
technique-phrase-balance-completion = eine Reihe mit einer vollzähligen Ziffer
technique-phrase-duplicate-guard = eine drohende doppelte Reihe
technique-phrase-last-of-a-kind = die letzte ihrer Art
technique-phrase-sign-rule = eine Anwendung der Zeichenregel
technique-phrase-sign-pair = ein Zeichenpaar
technique-phrase-sign-balance = einen Abgleich von Zeichen und Anzahl
technique-phrase-line-elimination = alle möglichen Füllungen
technique-phrase-duplicate-line-elimination = einen Ausschluss doppelter Reihen
technique-phrase-contradiction = einen Widerspruch
technique-phrase-deeper-lookahead = eine tiefere Vorausschau

## Technique plurals

# Same as English
technique-count = { $count } { $name }
technique-plural-full-house = { $count ->
    [one] Full House
   *[other] Full Houses
}
technique-plural-naked-single = { $count ->
    [one] nackter Einer
   *[other] nackte Einer
}
technique-plural-hidden-single = { $count ->
    [one] versteckter Einer
   *[other] versteckte Einer
}
technique-plural-thermometer = Thermometer
technique-plural-kropki-pair = { $count ->
    [one] Kropki-Paar
   *[other] Kropki-Paare
}
technique-plural-xv-pair = { $count ->
    [one] XV-Paar
   *[other] XV-Paare
}
technique-plural-german-whisper = German Whisper
technique-plural-non-consecutive-pair = { $count ->
    [one] Paar ohne Nachbarzahlen
   *[other] Paare ohne Nachbarzahlen
}
technique-plural-negative-constraint = { $count ->
    [one] Negativbedingung
   *[other] Negativbedingungen
}
technique-plural-kropki-chain = { $count ->
    [one] Kropki-Kette
   *[other] Kropki-Ketten
}
technique-plural-renban = { $count ->
    [one] Renban
   *[other] Renbans
}
technique-plural-arrow = { $count ->
    [one] Pfeil
   *[other] Pfeile
}
technique-plural-arrow-combination = { $count ->
    [one] Pfeil-Kombination
   *[other] Pfeil-Kombinationen
}
technique-plural-little-killer = Little Killer
technique-plural-sandwich-sum = { $count ->
    [one] Sandwich-Summe
   *[other] Sandwich-Summen
}
technique-plural-cage-combination = { $count ->
    [one] Käfig-Kombination
   *[other] Käfig-Kombinationen
}
technique-plural-cage-interaction = { $count ->
    [one] Käfig-Interaktion
   *[other] Käfig-Interaktionen
}
technique-plural-45-rule = { $count ->
    [one] Anwendung der 45er-Regel
   *[other] Anwendungen der 45er-Regel
}
technique-plural-cage-splitting = { $count ->
    [one] Käfigteilung
   *[other] Käfigteilungen
}
technique-plural-locked-pair = { $count ->
    [one] Locked Pair
   *[other] Locked Pairs
}
technique-plural-locked-triple = { $count ->
    [one] Locked Triple
   *[other] Locked Triples
}
technique-plural-remote-pairs = Remote Pairs
technique-plural-skyscraper = Wolkenkratzer
technique-plural-2-string-kite = Drachen
technique-plural-turbot-fish = Turbot Fish
technique-plural-empty-rectangle = { $count ->
    [one] leeres Rechteck
   *[other] leere Rechtecke
}
technique-plural-unique-rectangle-type-3 = { $count ->
    [one] Unique Rectangle Typ 3
   *[other] Unique Rectangles Typ 3
}
technique-plural-unique-rectangle-type-5 = { $count ->
    [one] Unique Rectangle Typ 5
   *[other] Unique Rectangles Typ 5
}
technique-plural-unique-rectangle-type-6 = { $count ->
    [one] Unique Rectangle Typ 6
   *[other] Unique Rectangles Typ 6
}
technique-plural-hidden-rectangle = { $count ->
    [one] Hidden Rectangle
   *[other] Hidden Rectangles
}
technique-plural-avoidable-rectangle-type-1 = { $count ->
    [one] Avoidable Rectangle Typ 1
   *[other] Avoidable Rectangles Typ 1
}
technique-plural-avoidable-rectangle-type-2 = { $count ->
    [one] Avoidable Rectangle Typ 2
   *[other] Avoidable Rectangles Typ 2
}
technique-plural-simple-colouring = { $count ->
    [one] einfache Einfärbung
   *[other] einfache Einfärbungen
}
technique-plural-multi-colouring = { $count ->
    [one] Mehrfach-Einfärbung
   *[other] Mehrfach-Einfärbungen
}
technique-plural-x-cycle = { $count ->
    [one] X-Zyklus
   *[other] X-Zyklen
}
technique-plural-locked-candidates-pointing = Locked Candidates
technique-plural-locked-candidates-claiming = Locked Candidates
technique-plural-common-peer-elimination = { $count ->
    [one] Ausschluss über gemeinsame Nachbarn
   *[other] Ausschlüsse über gemeinsame Nachbarn
}
technique-plural-naked-pair = { $count ->
    [one] nacktes Paar
   *[other] nackte Paare
}
technique-plural-hidden-pair = { $count ->
    [one] verstecktes Paar
   *[other] versteckte Paare
}
technique-plural-naked-triple = { $count ->
    [one] nacktes Tripel
   *[other] nackte Tripel
}
technique-plural-hidden-triple = { $count ->
    [one] verstecktes Tripel
   *[other] versteckte Tripel
}
technique-plural-naked-quad = { $count ->
    [one] nacktes Quadrupel
   *[other] nackte Quadrupel
}
technique-plural-hidden-quad = { $count ->
    [one] verstecktes Quadrupel
   *[other] versteckte Quadrupel
}
technique-plural-x-wing = { $count ->
    [one] X-Wing
   *[other] X-Wings
}
technique-plural-swordfish = { $count ->
    [one] Schwertfisch
   *[other] Schwertfische
}
technique-plural-jellyfish = { $count ->
    [one] Qualle
   *[other] Quallen
}
technique-plural-xy-wing = { $count ->
    [one] XY-Wing
   *[other] XY-Wings
}
technique-plural-xyz-wing = { $count ->
    [one] XYZ-Wing
   *[other] XYZ-Wings
}
technique-plural-w-wing = { $count ->
    [one] W-Wing
   *[other] W-Wings
}
technique-plural-wxyz-wing = { $count ->
    [one] WXYZ-Wing
   *[other] WXYZ-Wings
}
technique-plural-vwxyz-wing = { $count ->
    [one] VWXYZ-Wing
   *[other] VWXYZ-Wings
}
technique-plural-finned-fish = { $count ->
    [one] Fisch mit Flosse
   *[other] Fische mit Flosse
}
technique-plural-sue-de-coq = Sue de Coq
technique-plural-x-chain = { $count ->
    [one] X-Kette
   *[other] X-Ketten
}
technique-plural-xy-chain = { $count ->
    [one] XY-Kette
   *[other] XY-Ketten
}
technique-plural-unique-rectangle = { $count ->
    [one] Unique Rectangle
   *[other] Unique Rectangles
}
technique-plural-unique-loop = { $count ->
    [one] Unique Loop
   *[other] Unique Loops
}
technique-plural-unique-rectangle-type-2 = { $count ->
    [one] Unique Rectangle Typ 2
   *[other] Unique Rectangles Typ 2
}
technique-plural-unique-rectangle-type-4 = { $count ->
    [one] Unique Rectangle Typ 4
   *[other] Unique Rectangles Typ 4
}
technique-plural-bug-plus-1 = BUG+1
# Same as English
technique-plural-alternating-inference-chain = { $count ->
    [one] AIC
   *[other] AICs
}
technique-plural-grouped-x-chain = { $count ->
    [one] gruppierte X-Kette
   *[other] gruppierte X-Ketten
}
technique-plural-grouped-aic = { $count ->
    [one] gruppierte AIC
   *[other] gruppierte AICs
}
technique-plural-als-chain = { $count ->
    [one] ALS-Kette
   *[other] ALS-Ketten
}
technique-plural-death-blossom = { $count ->
    [one] Death Blossom
   *[other] Death Blossoms
}
technique-plural-franken-fish = { $count ->
    [one] Franken-Fisch
   *[other] Franken-Fische
}
technique-plural-mutant-fish = { $count ->
    [one] Mutant-Fisch
   *[other] Mutant-Fische
}
technique-plural-kraken-fish = { $count ->
    [one] Kraken-Fisch
   *[other] Kraken-Fische
}
technique-plural-pattern-overlay = { $count ->
    [one] Musterüberlagerung
   *[other] Musterüberlagerungen
}
technique-plural-combined-pattern-overlay = { $count ->
    [one] kombinierte Musterüberlagerung
   *[other] kombinierte Musterüberlagerungen
}
technique-plural-triple-pattern-overlay = { $count ->
    [one] dreifache Musterüberlagerung
   *[other] dreifache Musterüberlagerungen
}
technique-plural-quadruple-pattern-overlay = { $count ->
    [one] vierfache Musterüberlagerung
   *[other] vierfache Musterüberlagerungen
}
technique-plural-forcing-chain = { $count ->
    [one] Forcing Chain
   *[other] Forcing Chains
}
technique-plural-pair = { $count ->
    [one] Paar
   *[other] Paare
}
technique-plural-sandwich = { $count ->
    [one] Sandwich
   *[other] Sandwiches
}
technique-plural-last-cell = { $count ->
    [one] letzte freie Zelle
   *[other] letzte freie Zellen
}
technique-plural-balance-completion = { $count ->
    [one] Reihe mit einer vollzähligen Ziffer
   *[other] Reihen mit einer vollzähligen Ziffer
}
technique-plural-duplicate-guard = { $count ->
    [one] drohende doppelte Reihe
   *[other] drohende doppelte Reihen
}
technique-plural-last-of-a-kind = Letzte ihrer Art
technique-plural-sign-rule = { $count ->
    [one] Anwendung der Zeichenregel
   *[other] Anwendungen der Zeichenregel
}
technique-plural-sign-pair = { $count ->
    [one] Zeichenpaar
   *[other] Zeichenpaare
}
technique-plural-sign-balance = { $count ->
    [one] Abgleich von Zeichen und Anzahl
   *[other] Abgleiche von Zeichen und Anzahl
}
technique-plural-line-elimination = { $count ->
    [one] Prüfung aller Füllungen
   *[other] Prüfungen aller Füllungen
}
technique-plural-duplicate-line-elimination = { $count ->
    [one] Ausschluss doppelter Reihen
   *[other] Ausschlüsse doppelter Reihen
}
technique-plural-contradiction = { $count ->
    [one] Widerspruch
   *[other] Widersprüche
}
technique-plural-deeper-lookahead = { $count ->
    [one] tiefere Vorausschau
   *[other] tiefere Vorausschauen
}

## Where to look (tier-1 hints)

look-for = Suche { $what }.
# Same as English
look-for-in = { $technique } in { $units }
look-for-on-digit = { $technique } für die { $digit }
look-for-on-cells = { $technique } in { $cells }
look-for-around = { $technique } rund um { $cells }
look-for-starting-from = { $technique } ausgehend von { $cell }
look-for-through = { $technique } über { $cell }
look-for-on-digit-through = { $technique } für die { $digit } über { $cell }
look-for-bug = { $technique }: Jede leere Zelle bis auf eine hat zwei Kandidaten
look-for-complex-fish =
    { $size ->
        [4] eine
       *[other] einen
    } { $fish } für die { $digit } in { $units }
fish-franken = Franken-{ $size ->
    [2] X-Wing
    [3] Schwertfisch
    [4] Qualle
   *[other] Fisch
}
fish-mutant = Mutant-{ $size ->
    [2] X-Wing
    [3] Schwertfisch
    [4] Qualle
   *[other] Fisch
}
fish-finned = { $fish } mit Flosse

## Lists

# Die Einheiten stehen im Dativ, wie nach „in“ (look-for-in): „in Block 4 und den Zeilen 1 und 5“.

# Same as English
list-sep = { ", " }
list-and = { $init } und { $last }
# Same as English
numbers-sep = { ", " }
numbers-and = { $init } und { $last }
# Same as English
clauses-sep = { ", " }
clauses-and = { $init } und { $last }
# Same as English
removal-sep = { "; " }
list-then = { $first }, dann { $next }
units-row = { $count ->
    [one] Zeile { $list }
   *[other] den Zeilen { $list }
}
units-column = { $count ->
    [one] Spalte { $list }
   *[other] den Spalten { $list }
}
units-block = { $count ->
    [one] Block { $list }
   *[other] den Blöcken { $list }
}
units-region = { $count ->
    [one] Region { $list }
   *[other] den Regionen { $list }
}
units-diagonal = { $count ->
    [one] Diagonale { $list }
   *[other] den Diagonalen { $list }
}
units-window = { $count ->
    [one] Fenster { $list }
   *[other] den Fenstern { $list }
}
units-cage = { $count ->
    [one] Käfig { $list }
   *[other] den Käfigen { $list }
}

## Einer

explain-full-house = { $cell } ist die letzte leere Zelle in { $unit }, also steht dort die { $digit }
explain-naked-single = { $digit } ist der einzige verbliebene Kandidat in { $cell }
explain-naked-single-apart = { $digit } ist der einzige verbliebene Kandidat in { $cell }: { $why }
explain-hidden-single = In { $unit } passt die { $digit } nur nach { $cell }
explain-hidden-single-apart = In { $unit } passt die { $digit } nur nach { $cell }: { $why }
explain-apart = { $cell } und die { $digit } in { $other } dürfen nicht gleich sein
explain-apart-knight = { $cell } und die { $digit } in { $other } liegen einen Rösselsprung auseinander
explain-apart-king = { $cell } und die { $digit } in { $other } berühren sich (Königszug)
explain-related = wegen der { $digit } in { $other } kann { $cell } nicht { $digits } sein
# Same as English
explain-related-rule = { $reasons } ({ $words })

## Teilmengen und Locked Candidates

list-or = { $init } oder { $last }
removals = entferne { $groups }
removal-group = { $digits } aus { $cells }
explain-naked-subset = In { $unit } können { $cells } nur { $digits } sein, also { $removals }
explain-hidden-subset = In { $unit } passen { $digits } nur in { $cells }, also { $removals }
explain-locked-subset = { $cells } liegen in { $block } und in { $line } und können nur { $digits } sein; { $digits } fallen also im Rest beider Einheiten weg: { $removals }
explain-locked-candidates = In { $from } passt die { $digit } nur in { $to }, also { $removals }

## Von vielen Techniken geteilt

cannot-be = { $cell } kann nicht { $digits } sein
explain-loop = Die Kette schließt sich zu einer Schleife ({ $last } und { $first } können nicht beide wahr sein): Reihum sind ihre Kandidaten abwechselnd wahr und falsch, und ein Ende jeder schwachen Verbindung ist wahr: { $removals }
title-on-digit = { $technique } mit { $digit }
# Same as English
step-line = { $title }: { $explanation }
step-line-chain = { $title }: { $explanation }. Die Kette: { $notation }
