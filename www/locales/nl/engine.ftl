# De woorden van de engine (src/text), in het Nederlands.

## Units

unit-row = rij { $n }
unit-column = kolom { $n }
unit-block = blok { $n }
unit-region = regio { $n }
unit-main-diagonal = de hoofddiagonaal
unit-anti-diagonal = de nevendiagonaal
unit-window = venster { $n }
unit-cage = kooi { $n }

## Technique names

technique-full-house = Laatste vrije vakje
# Same as English
technique-naked-single = Naked single
# Same as English
technique-hidden-single = Hidden single
# Same as English
technique-thermometer = Thermometer
technique-kropki-pair = Kropki-paar
technique-xv-pair = XV-paar
# Same as English
technique-german-whisper = German Whisper
technique-non-consecutive-pair = Niet-opeenvolgend paar
technique-negative-constraint = Negatieve beperking
technique-kropki-chain = Kropki-keten
# Same as English
technique-renban = Renban
technique-arrow = Pijl
technique-arrow-combination = Pijlcombinatie
# Same as English
technique-little-killer = Little Killer
technique-sandwich-sum = Sandwichsom
technique-cage-combination = Kooicombinatie
technique-cage-interaction = Kooi-interactie
technique-45-rule = 45-regel
technique-cage-splitting = Kooisplitsing
# Same as English
technique-locked-pair = Locked pair
# Same as English
technique-locked-triple = Locked triple
# Same as English
technique-remote-pairs = Remote pairs
# Same as English
technique-skyscraper = Skyscraper
# Same as English
technique-2-string-kite = 2-String Kite
# Same as English
technique-turbot-fish = Turbot Fish
# Same as English
technique-empty-rectangle = Empty Rectangle
# Same as English
technique-unique-rectangle-type-3 = Unique rectangle type 3
# Same as English
technique-unique-rectangle-type-5 = Unique rectangle type 5
# Same as English
technique-unique-rectangle-type-6 = Unique rectangle type 6
# Same as English
technique-hidden-rectangle = Hidden rectangle
# Same as English
technique-avoidable-rectangle-type-1 = Avoidable rectangle type 1
# Same as English
technique-avoidable-rectangle-type-2 = Avoidable rectangle type 2
technique-simple-colouring = Eenvoudig kleuren
technique-multi-colouring = Meervoudig kleuren
technique-x-cycle = X-cyclus
# Same as English
technique-locked-candidates-pointing = Locked candidates (pointing)
# Same as English
technique-locked-candidates-claiming = Locked candidates (claiming)
technique-common-peer-elimination = Eliminatie via gemeenschappelijke buren
technique-naked-pair = Naakt paar
technique-hidden-pair = Verborgen paar
technique-naked-triple = Naakt drietal
technique-hidden-triple = Verborgen drietal
technique-naked-quad = Naakt viertal
technique-hidden-quad = Verborgen viertal
# Same as English
technique-x-wing = X-Wing
# Same as English
technique-swordfish = Swordfish
# Same as English
technique-jellyfish = Jellyfish
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
# Same as English
technique-finned-fish = Finned fish
# Same as English
technique-sue-de-coq = Sue de Coq
technique-x-chain = X-keten
technique-xy-chain = XY-keten
# Same as English
technique-unique-rectangle = Unique rectangle
# Same as English
technique-unique-loop = Unique loop
# Same as English
technique-unique-rectangle-type-2 = Unique rectangle type 2
# Same as English
technique-unique-rectangle-type-4 = Unique rectangle type 4
# Same as English
technique-bug-plus-1 = BUG+1
technique-alternating-inference-chain = Alternerende inferentieketen
technique-grouped-x-chain = Gegroepeerde X-keten
technique-grouped-aic = Gegroepeerde AIC
technique-als-chain = ALS-keten
# Same as English
technique-death-blossom = Death blossom
# Same as English
technique-franken-fish = Franken fish
# Same as English
technique-mutant-fish = Mutant fish
# Same as English
technique-kraken-fish = Kraken fish
technique-pattern-overlay = Patroonoverlapping
technique-combined-pattern-overlay = Gecombineerde patroonoverlapping
technique-triple-pattern-overlay = Drievoudige patroonoverlapping
technique-quadruple-pattern-overlay = Viervoudige patroonoverlapping
# Same as English
technique-forcing-chain = Forcing chain
technique-pair = Duo
technique-sandwich = Trio vermijden
technique-last-cell = Laatste lege vakje
technique-balance-completion = Rij of kolom vervolledigen
technique-duplicate-guard = Geen identieke rijen of kolommen
technique-last-of-a-kind = Onmogelijke combinatie
technique-sign-rule = Tekenregel
technique-sign-pair = Tekenpaar
technique-sign-balance = Tekens en aantallen
technique-line-elimination = Alle invullingen proberen
technique-duplicate-line-elimination = Identieke rij of kolom uitsluiten
technique-contradiction = Tegenspraak
technique-deeper-lookahead = Dieper vooruitkijken

## Technique phrases

technique-phrase-full-house = het laatste vrije vakje
technique-phrase-naked-single = een naked single
technique-phrase-hidden-single = een hidden single
technique-phrase-thermometer = een thermometer
technique-phrase-kropki-pair = een Kropki-paar
technique-phrase-xv-pair = een XV-paar
technique-phrase-german-whisper = een German Whisper
technique-phrase-non-consecutive-pair = een niet-opeenvolgend paar
technique-phrase-negative-constraint = een negatieve beperking
technique-phrase-kropki-chain = een Kropki-keten
technique-phrase-renban = een Renban
technique-phrase-arrow = een pijl
technique-phrase-arrow-combination = een pijlcombinatie
technique-phrase-little-killer = een Little Killer
technique-phrase-sandwich-sum = een sandwichsom
technique-phrase-cage-combination = een kooicombinatie
technique-phrase-cage-interaction = een kooi-interactie
technique-phrase-45-rule = een toepassing van de 45-regel
technique-phrase-cage-splitting = een kooisplitsing
technique-phrase-locked-pair = een locked pair
technique-phrase-locked-triple = een locked triple
# Same as English
technique-phrase-remote-pairs = remote pairs
technique-phrase-skyscraper = een skyscraper
technique-phrase-2-string-kite = een 2-string kite
technique-phrase-turbot-fish = een turbot fish
technique-phrase-empty-rectangle = een empty rectangle
technique-phrase-unique-rectangle-type-3 = een unique rectangle type 3
technique-phrase-unique-rectangle-type-5 = een unique rectangle type 5
technique-phrase-unique-rectangle-type-6 = een unique rectangle type 6
technique-phrase-hidden-rectangle = een hidden rectangle
technique-phrase-avoidable-rectangle-type-1 = een avoidable rectangle type 1
technique-phrase-avoidable-rectangle-type-2 = een avoidable rectangle type 2
technique-phrase-simple-colouring = eenvoudig kleuren
technique-phrase-multi-colouring = meervoudig kleuren
technique-phrase-x-cycle = een X-cyclus
# Same as English
technique-phrase-locked-candidates-pointing = locked candidates
# Same as English
technique-phrase-locked-candidates-claiming = locked candidates
technique-phrase-common-peer-elimination = een eliminatie via gemeenschappelijke buren
technique-phrase-naked-pair = een naakt paar
technique-phrase-hidden-pair = een verborgen paar
technique-phrase-naked-triple = een naakt drietal
technique-phrase-hidden-triple = een verborgen drietal
technique-phrase-naked-quad = een naakt viertal
technique-phrase-hidden-quad = een verborgen viertal
technique-phrase-x-wing = een X-Wing
technique-phrase-swordfish = een Swordfish
technique-phrase-jellyfish = een Jellyfish
technique-phrase-xy-wing = een XY-Wing
technique-phrase-xyz-wing = een XYZ-Wing
technique-phrase-w-wing = een W-Wing
technique-phrase-wxyz-wing = een WXYZ-Wing
technique-phrase-vwxyz-wing = een VWXYZ-Wing
technique-phrase-finned-fish = een finned fish
technique-phrase-sue-de-coq = een Sue de Coq
technique-phrase-x-chain = een X-keten
technique-phrase-xy-chain = een XY-keten
technique-phrase-unique-rectangle = een unique rectangle
technique-phrase-unique-loop = een unique loop
technique-phrase-unique-rectangle-type-2 = een unique rectangle type 2
technique-phrase-unique-rectangle-type-4 = een unique rectangle type 4
technique-phrase-bug-plus-1 = een BUG+1
technique-phrase-alternating-inference-chain = een AIC
technique-phrase-grouped-x-chain = een gegroepeerde X-keten
technique-phrase-grouped-aic = een gegroepeerde AIC
technique-phrase-als-chain = een ALS-keten
technique-phrase-death-blossom = een death blossom
technique-phrase-franken-fish = een Franken fish
technique-phrase-mutant-fish = een mutant fish
technique-phrase-kraken-fish = een Kraken fish
technique-phrase-pattern-overlay = een patroonoverlapping
technique-phrase-combined-pattern-overlay = een gecombineerde patroonoverlapping
technique-phrase-triple-pattern-overlay = een drievoudige patroonoverlapping
technique-phrase-quadruple-pattern-overlay = een viervoudige patroonoverlapping
technique-phrase-forcing-chain = een forcing chain
technique-phrase-pair = een duo
technique-phrase-sandwich = een trio om te vermijden
technique-phrase-last-cell = het laatste lege vakje
technique-phrase-balance-completion = een rij of kolom om te vervolledigen
technique-phrase-duplicate-guard = een identieke rij of kolom om te vermijden
technique-phrase-last-of-a-kind = een onmogelijke combinatie
technique-phrase-sign-rule = een toepassing van de tekenregel
technique-phrase-sign-pair = een tekenpaar
technique-phrase-sign-balance = een telling van tekens en aantallen
technique-phrase-line-elimination = alle mogelijke invullingen
technique-phrase-duplicate-line-elimination = een identieke rij of kolom om uit te sluiten
technique-phrase-contradiction = een tegenspraak
technique-phrase-deeper-lookahead = een diepere vooruitblik

## Technique plurals

# Same as English
technique-count = { $count } { $name }
technique-plural-full-house = { $count ->
    [one] laatste vrije vakje
   *[other] laatste vrije vakjes
}
# Same as English
technique-plural-naked-single = { $count ->
    [one] naked single
   *[other] naked singles
}
# Same as English
technique-plural-hidden-single = { $count ->
    [one] hidden single
   *[other] hidden singles
}
# Same as English
technique-plural-thermometer = { $count ->
    [one] thermometer
   *[other] thermometers
}
technique-plural-kropki-pair = { $count ->
    [one] Kropki-paar
   *[other] Kropki-paren
}
technique-plural-xv-pair = { $count ->
    [one] XV-paar
   *[other] XV-paren
}
technique-plural-german-whisper = German Whisper
technique-plural-non-consecutive-pair = { $count ->
    [one] niet-opeenvolgend paar
   *[other] niet-opeenvolgende paren
}
technique-plural-negative-constraint = { $count ->
    [one] negatieve beperking
   *[other] negatieve beperkingen
}
technique-plural-kropki-chain = { $count ->
    [one] Kropki-keten
   *[other] Kropki-ketens
}
technique-plural-renban = Renban
technique-plural-arrow = { $count ->
    [one] pijl
   *[other] pijlen
}
technique-plural-arrow-combination = { $count ->
    [one] pijlcombinatie
   *[other] pijlcombinaties
}
technique-plural-little-killer = Little Killer
technique-plural-sandwich-sum = { $count ->
    [one] sandwichsom
   *[other] sandwichsommen
}
technique-plural-cage-combination = { $count ->
    [one] kooicombinatie
   *[other] kooicombinaties
}
technique-plural-cage-interaction = { $count ->
    [one] kooi-interactie
   *[other] kooi-interacties
}
technique-plural-45-rule = { $count ->
    [one] toepassing van de 45-regel
   *[other] toepassingen van de 45-regel
}
technique-plural-cage-splitting = { $count ->
    [one] kooisplitsing
   *[other] kooisplitsingen
}
# Same as English
technique-plural-locked-pair = { $count ->
    [one] locked pair
   *[other] locked pairs
}
# Same as English
technique-plural-locked-triple = { $count ->
    [one] locked triple
   *[other] locked triples
}
technique-plural-remote-pairs = remote pairs
# Same as English
technique-plural-skyscraper = { $count ->
    [one] skyscraper
   *[other] skyscrapers
}
# Same as English
technique-plural-2-string-kite = { $count ->
    [one] 2-string kite
   *[other] 2-string kites
}
technique-plural-turbot-fish = turbot fish
# Same as English
technique-plural-empty-rectangle = { $count ->
    [one] empty rectangle
   *[other] empty rectangles
}
# Same as English
technique-plural-unique-rectangle-type-3 = { $count ->
    [one] unique rectangle type 3
   *[other] unique rectangles type 3
}
# Same as English
technique-plural-unique-rectangle-type-5 = { $count ->
    [one] unique rectangle type 5
   *[other] unique rectangles type 5
}
# Same as English
technique-plural-unique-rectangle-type-6 = { $count ->
    [one] unique rectangle type 6
   *[other] unique rectangles type 6
}
# Same as English
technique-plural-hidden-rectangle = { $count ->
    [one] hidden rectangle
   *[other] hidden rectangles
}
# Same as English
technique-plural-avoidable-rectangle-type-1 = { $count ->
    [one] avoidable rectangle type 1
   *[other] avoidable rectangles type 1
}
# Same as English
technique-plural-avoidable-rectangle-type-2 = { $count ->
    [one] avoidable rectangle type 2
   *[other] avoidable rectangles type 2
}
technique-plural-simple-colouring = keer eenvoudig kleuren
technique-plural-multi-colouring = keer meervoudig kleuren
technique-plural-x-cycle = { $count ->
    [one] X-cyclus
   *[other] X-cycli
}
technique-plural-locked-candidates-pointing = locked candidates
technique-plural-locked-candidates-claiming = locked candidates
technique-plural-common-peer-elimination = { $count ->
    [one] eliminatie via gemeenschappelijke buren
   *[other] eliminaties via gemeenschappelijke buren
}
technique-plural-naked-pair = { $count ->
    [one] naakt paar
   *[other] naakte paren
}
technique-plural-hidden-pair = { $count ->
    [one] verborgen paar
   *[other] verborgen paren
}
technique-plural-naked-triple = { $count ->
    [one] naakt drietal
   *[other] naakte drietallen
}
technique-plural-hidden-triple = { $count ->
    [one] verborgen drietal
   *[other] verborgen drietallen
}
technique-plural-naked-quad = { $count ->
    [one] naakt viertal
   *[other] naakte viertallen
}
technique-plural-hidden-quad = { $count ->
    [one] verborgen viertal
   *[other] verborgen viertallen
}
technique-plural-x-wing = { $count ->
    [one] X-Wing
   *[other] X-Wings
}
technique-plural-swordfish = Swordfish
technique-plural-jellyfish = Jellyfish
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
technique-plural-finned-fish = finned fish
technique-plural-sue-de-coq = Sue de Coq
technique-plural-x-chain = { $count ->
    [one] X-keten
   *[other] X-ketens
}
technique-plural-xy-chain = { $count ->
    [one] XY-keten
   *[other] XY-ketens
}
# Same as English
technique-plural-unique-rectangle = { $count ->
    [one] unique rectangle
   *[other] unique rectangles
}
# Same as English
technique-plural-unique-loop = { $count ->
    [one] unique loop
   *[other] unique loops
}
# Same as English
technique-plural-unique-rectangle-type-2 = { $count ->
    [one] unique rectangle type 2
   *[other] unique rectangles type 2
}
# Same as English
technique-plural-unique-rectangle-type-4 = { $count ->
    [one] unique rectangle type 4
   *[other] unique rectangles type 4
}
technique-plural-bug-plus-1 = BUG+1
technique-plural-alternating-inference-chain = { $count ->
    [one] AIC
   *[other] AIC's
}
technique-plural-grouped-x-chain = { $count ->
    [one] gegroepeerde X-keten
   *[other] gegroepeerde X-ketens
}
technique-plural-grouped-aic = { $count ->
    [one] gegroepeerde AIC
   *[other] gegroepeerde AIC's
}
technique-plural-als-chain = { $count ->
    [one] ALS-keten
   *[other] ALS-ketens
}
# Same as English
technique-plural-death-blossom = { $count ->
    [one] death blossom
   *[other] death blossoms
}
technique-plural-franken-fish = Franken fish
technique-plural-mutant-fish = mutant fish
technique-plural-kraken-fish = Kraken fish
technique-plural-pattern-overlay = { $count ->
    [one] patroonoverlapping
   *[other] patroonoverlappingen
}
technique-plural-combined-pattern-overlay = { $count ->
    [one] gecombineerde patroonoverlapping
   *[other] gecombineerde patroonoverlappingen
}
technique-plural-triple-pattern-overlay = { $count ->
    [one] drievoudige patroonoverlapping
   *[other] drievoudige patroonoverlappingen
}
technique-plural-quadruple-pattern-overlay = { $count ->
    [one] viervoudige patroonoverlapping
   *[other] viervoudige patroonoverlappingen
}
# Same as English
technique-plural-forcing-chain = { $count ->
    [one] forcing chain
   *[other] forcing chains
}
technique-plural-pair = { $count ->
    [one] duo
   *[other] duo's
}
technique-plural-sandwich = { $count ->
    [one] trio om te vermijden
   *[other] trio's om te vermijden
}
technique-plural-last-cell = { $count ->
    [one] laatste lege vakje
   *[other] laatste lege vakjes
}
technique-plural-balance-completion = { $count ->
    [one] rij of kolom om te vervolledigen
   *[other] rijen of kolommen om te vervolledigen
}
technique-plural-duplicate-guard = { $count ->
    [one] identieke rij of kolom om te vermijden
   *[other] identieke rijen of kolommen om te vermijden
}
technique-plural-last-of-a-kind = { $count ->
    [one] onmogelijke combinatie
   *[other] onmogelijke combinaties
}
technique-plural-sign-rule = { $count ->
    [one] toepassing van de tekenregel
   *[other] toepassingen van de tekenregel
}
technique-plural-sign-pair = { $count ->
    [one] tekenpaar
   *[other] tekenparen
}
technique-plural-sign-balance = { $count ->
    [one] telling van tekens en aantallen
   *[other] tellingen van tekens en aantallen
}
technique-plural-line-elimination = keer alle invullingen proberen
technique-plural-duplicate-line-elimination = { $count ->
    [one] identieke rij of kolom om uit te sluiten
   *[other] identieke rijen of kolommen om uit te sluiten
}
technique-plural-contradiction = { $count ->
    [one] tegenspraak
   *[other] tegenspraken
}
technique-plural-deeper-lookahead = { $count ->
    [one] diepere vooruitblik
   *[other] diepere vooruitblikken
}

## Where to look (tier-1 hints)

look-for = Zoek { $what }.
# Same as English
look-for-in = { $technique } in { $units }
look-for-on-digit = { $technique } met de { $digit }
look-for-on-cells = { $technique } op { $cells }
look-for-around = { $technique } rond { $cells }
look-for-starting-from = { $technique } vanaf { $cell }
look-for-through = { $technique } via { $cell }
look-for-on-digit-through = { $technique } met de { $digit } via { $cell }
look-for-bug = { $technique }: elk leeg vakje op één na heeft twee kandidaten
look-for-complex-fish = een { $fish } met de { $digit } in { $units }
fish-franken = Franken { $size ->
    [2] X-Wing
    [3] Swordfish
    [4] Jellyfish
   *[other] fish
}
fish-mutant = mutant { $size ->
    [2] X-Wing
    [3] Swordfish
    [4] Jellyfish
   *[other] fish
}
# Same as English
fish-finned = finned { $fish }

## Lists

# Same as English
list-sep = { ", " }
list-and = { $init } en { $last }
# Same as English
numbers-sep = { ", " }
numbers-and = { $init } en { $last }
# Same as English
clauses-sep = { ", " }
clauses-and = { $init } en { $last }
# Same as English
removal-sep = { "; " }
list-then = { $first }, dan { $next }
units-row = { $count ->
    [one] rij { $list }
   *[other] rijen { $list }
}
units-column = { $count ->
    [one] kolom { $list }
   *[other] kolommen { $list }
}
units-block = { $count ->
    [one] blok { $list }
   *[other] blokken { $list }
}
units-region = { $count ->
    [one] regio { $list }
   *[other] regio's { $list }
}
units-diagonal = { $count ->
    [one] diagonaal { $list }
   *[other] diagonalen { $list }
}
units-window = { $count ->
    [one] venster { $list }
   *[other] vensters { $list }
}
units-cage = { $count ->
    [one] kooi { $list }
   *[other] kooien { $list }
}

## Singles

explain-full-house = { $cell } is het laatste lege vakje in { $unit }, dus daar komt een { $digit }
explain-naked-single = { $digit } is de enige overgebleven kandidaat in { $cell }
explain-naked-single-apart = { $digit } is de enige overgebleven kandidaat in { $cell }: { $why }
explain-hidden-single = In { $unit } kan de { $digit } alleen in { $cell }
explain-hidden-single-apart = In { $unit } kan de { $digit } alleen in { $cell }: { $why }
explain-apart = { $cell } en de { $digit } in { $other } mogen niet gelijk zijn
explain-apart-knight = { $cell } en de { $digit } in { $other } liggen een paardensprong uit elkaar
explain-apart-king = { $cell } en de { $digit } in { $other } raken elkaar (een koningszet)
explain-related = door de { $digit } in { $other } kan { $cell } geen { $digits } zijn
# Same as English
explain-related-rule = { $reasons } ({ $words })

## Deelverzamelingen en locked candidates

list-or = { $init } of { $last }
removals = verwijder { $groups }
removal-group = { $digits } uit { $cells }
explain-naked-subset = In { $unit } kunnen { $cells } alleen { $digits } zijn, dus { $removals }
explain-hidden-subset = In { $unit } kunnen { $digits } alleen in { $cells }, dus { $removals }
explain-locked-subset = { $cells } liggen zowel in { $block } als in { $line } en kunnen alleen { $digits } zijn, dus { $digits } verdwijnen uit de rest van beide eenheden: { $removals }
explain-locked-candidates = In { $from } kan de { $digit } alleen in { $to }, dus { $removals }

## Gedeeld door veel technieken

cannot-be = { $cell } kan geen { $digits } zijn
explain-loop = De keten sluit zich tot een lus ({ $last } en { $first } kunnen niet allebei waar zijn): rondgaand zijn de kandidaten om beurten waar en onwaar, en één kant van elke zwakke schakel is waar: { $removals }
title-on-digit = { $technique } op { $digit }
# Same as English
step-line = { $title }: { $explanation }
step-line-chain = { $title }: { $explanation }. De keten: { $notation }
