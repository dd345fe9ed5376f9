# The engine's words (engine-errors.ftl, src/text): the engine's errors: what a puzzle, a game ID, a rule, a pasted grid or a save does wrong (src/core/error.rs, src/rules/grammar.rs, src/format, src/paste, src/rules checks) and the game's own refusals.
# The same messages as www/locales/en/engine-errors.ftl, in this language.

## Wat een beschrijving fout doet

error-cells = { $count ->
    [one] 1 vakje
   *[other] { $count } vakjes
}
error-empty = lege puzzelbeschrijving
error-too-long = puzzelbeschrijving te lang ({ $len } tekens; hoogstens { $max })
error-unknown-kind = onbekende puzzelsoort '{ $kind }' (verwacht: sudoku, sudoku-x, jigsaw, killer, binary of tango)
error-bad-parameters = ongeldige parameters '{ $params }': { $reason }
error-bad-layout = { $what ->
    [rules] ongeldige regels: { $reason }
    [regions] ongeldige gebieden: { $reason }
    [cages] ongeldige kooien: { $reason }
    [sums] ongeldige sommen: { $reason }
    [signs] ongeldige tekens: { $reason }
   *[other] ongeldig ({ $what }): { $reason }
}
error-wrong-length = verkeerde lengte: { $expected } vakjes verwacht, { $found } gevonden
error-bad-character = ongeldig teken { $char } in { $cell }
error-givens-break-rule = de gegeven cijfers breken een regel: { $rule } ({ $cells })
error-solved = de puzzel is opgelost
error-no-solution = de puzzel heeft geen oplossing
error-several-solutions = de puzzel heeft meer dan één oplossing
error-grid-cells = { $expected } vakjes verwacht, { $found } gekregen

## Spel-ID's: vormen, Jigsaw-gebieden, Killer-kooien

error-expected-form = verwacht: '{ $form }'
error-shape-expected = blokvorm RxC verwacht, zoals 3x3
error-shape-small = bloksijden moeten kleine getallen zijn
error-shape-thin = blokken van { $shape } worden niet ondersteund: een blok heeft minstens 2 rijen en 2 kolommen (2x2, 2x3, 3x3, …)
error-shape-side = zijde { $side } wordt niet ondersteund (de blokken moeten een zijde van 4 tot { $max } geven)
error-rule-repeated = de { $digit } staat { $count } keer in { $unit }
error-jigsaw-side = de zijde van een Jigsaw is een getal van { $min } tot { $max }
error-region-labels = { $expected } gebiedslabels verwacht (één per vakje), { $found } gevonden
error-region-label = '{ $label }' in { $cell } is geen gebiedslabel (1-9, A-Z)
error-regions-too-many = meer dan { $count } gebieden (label '{ $label }' in { $cell } is gebied { $region })
error-region-size = gebied '{ $label }' (vanaf { $cell }) heeft { $cells }, niet { $count }
error-region-apart = gebied '{ $label }' hangt niet aaneen: { $cell } is afgesneden van { $first }
error-regions-too-few = { $found } gebieden in plaats van { $count }
error-region-cells = { $found } gebiedsvakjes voor een rooster van { $side }×{ $side }
error-region-range = gebied { $region } buiten bereik
error-region-count = { $found ->
    [one] gebied { $region } heeft 1 vakje, niet { $count }
   *[other] gebied { $region } heeft { $found } vakjes, niet { $count }
}
error-killer-side = de zijde van een Killer loopt van 4 tot { $max }: blokken van 2x2 tot 3x4, 4x3, 2x6 of 6x2
error-cage-labels = { $expected } kooilabels verwacht (één per vakje), { $found } gevonden
error-cage-label = '{ $label }' in { $cell } is geen kooilabel (a-z, A-Z, 0-9)
error-cage-sums = { $cages } kooien maar { $sums } sommen (één per kooi, in de volgorde van het eerste vakje van elke kooi)
error-cage-size = kooi '{ $label }' (vanaf { $first }) heeft { $cells }, meer dan { $count }
error-cage-apart = kooi '{ $label }' hangt niet aaneen: { $cell } is afgesneden van { $first }
error-cage-sum-number = som '{ $sum }' van kooi '{ $label }' ({ $first }) is geen getal
error-cage-sum-positive = de som { $sum } van kooi '{ $label }' ({ $first }, { $cells }) is niet positief: de cijfers van een kooi tellen op tot minstens 1
error-cage-sum-range = { $count ->
    [one] kooi '{ $label }' ({ $first }, { $cells }) kan niet optellen tot { $sum }: 1 cijfer geeft { $lo } tot { $hi }
   *[other] kooi '{ $label }' ({ $first }, { $cells }) kan niet optellen tot { $sum }: { $count } verschillende cijfers geven { $lo } tot { $hi }
}

## Binairo en Tango

error-binary-side-expected = een even zijde verwacht, zoals 10
error-binary-square = een losse regel heeft een kwadraat aan vakjes nodig (36, 64, 100, …); gevonden: { $found }
error-binary-odd = zijde { $side } is oneven; een Binairo heeft een even zijde nodig
error-binary-side = zijde { $side } wordt niet ondersteund (2 tot { $max })
error-binary-open = zijde { $side } wordt alleen bijna ingevuld ondersteund: boven { $open }×{ $open } mag een rooster hoogstens { $most } lege vakjes hebben; dit heeft er { $empty }
error-tango-signs = een Tango van { $side }×{ $side } heeft { $expected } tekens nodig ({ $half } tussen horizontale buren, dan { $half } tussen verticale; '.' voor geen), gevonden: { $found }
error-tango-sign = het teken { $sign } { $edge } is geen '.', '=' of 'x'
error-edge = tussen { $a } en { $b }
error-rule-sign-equal = tekens: de = { $edge } eist hetzelfde symbool in beide vakjes
error-rule-sign-differ = tekens: de × { $edge } eist verschillende symbolen in beide vakjes
error-rule-balance = evenwicht: { $line } heeft { $count } keer de { $digit } (een lijn heeft er { $half } van elk)
error-rule-triple = geen drietallen: { $count } keer de { $digit } op een rij in { $line }
error-rule-distinct = verschillende lijnen: { $lines } zijn gelijk
error-signs-loop = de { $sign } { $edge } sluit een lus van tekens met een oneven aantal ×: ze laten { $cell } van zichzelf verschillen
error-signs-triple = de tekens geven { $cells } hetzelfde symbool: drie op een rij
error-signs-balance = de tekens geven { $cells } hetzelfde symbool: meer dan { $half } in { $line }
error-signs-line = de tekens van { $line } laten geen invulling toe met { $half } van elk symbool en zonder drie op een rij

## Geplakte tekst

error-not-a-puzzle = geen puzzel: { $why }
error-paste-count = { $expected } vakjes verwacht, { $found } gevonden
error-paste-link = de link { $link } bevat geen spel-ID (sudoku:… of binary:…) en geen puzzelregel (?bd=…)
error-paste-symbol = { $char } is geen symbool, kader of leeg vakje van een rooster, in { $text }; plak een spel-ID, een link, een puzzelregel of een rooster
error-paste-no-digits = geen cijfers of punten in { $text }; plak een spel-ID, een link, een puzzelregel of een rooster
error-paste-few = { $count ->
    [one] 1 vakje is veel minder dan het kleinste rooster heeft (16)
   *[other] { $count } vakjes zijn veel minder dan het kleinste rooster heeft (16)
}
error-paste-row = { $expected } vakjes verwacht, { $found } gevonden: rij { $row } heeft er { $count }
error-paste-bad-symbol = { $kind ->
    [binary] '{ $char }' in rij { $row }, kolom { $at } is geen symbool van een Binairo van { $side }×{ $side }
   *[sudoku] '{ $char }' in rij { $row }, kolom { $at } is geen symbool van een sudoku van { $side }×{ $side }
}
error-paste-bad-token = { $kind ->
    [binary] '{ $char }' in rij { $row }, element { $at } is geen symbool van een Binairo van { $side }×{ $side }
   *[sudoku] '{ $char }' in rij { $row }, element { $at } is geen symbool van een sudoku van { $side }×{ $side }
}
error-paste-no-candidate = { $cell } heeft geen kandidaat: elk symbool staat al in zijn rij, kolom of blok
error-paste-notes-placed = { $cell } heeft geen kandidaat: zijn kandidaten { $digits } staan allemaal al in zijn rij, kolom of blok
error-paste-empty-unsolvable = de stelling heeft geen oplossing: geen invulling van het lege rooster houdt zich aan alle regels
error-paste-unsolvable = de stelling heeft geen oplossing: de ingevulde vakjes kunnen niet allemaal goed zijn
error-paste-notes-wrong = de stelling heeft geen oplossing: de kandidaten { $digits } van { $cell } laten de { $digit } weg, de enige waarde die de ingevulde vakjes daar toelaten

## Het spel weigert een zet of het laden

error-given = { $cell } is gegeven en kan niet veranderen
error-nothing-to-undo = niets om ongedaan te maken
error-nothing-to-redo = niets om opnieuw te doen
error-no-cell = geen vakje { $cell } in een rooster van { $count }
error-symbol-range = symbool { $symbol } ligt buiten bereik (1 tot { $max })
error-colour-range = kleur { $colour } ligt buiten bereik (1 tot { $max })
error-reveal = de puzzel heeft geen unieke oplossing om te onthullen
error-save-damaged = het opgeslagen spel is beschadigd: { $why }
error-save-newer = het opgeslagen spel komt uit een nieuwere versie van Deduce (formaat { $version }; deze leest tot { $max })
error-save-too-large = te groot
error-save-empty = leeg
error-save-not-deduce = geen opgeslagen spel van Deduce
error-save-no-id = geen spel-ID
error-save-change = ongeldige wijziging
error-save-cell-state = ongeldige vakjesstand
error-save-symbol = ongeldig symbool
error-save-marks = ongeldige notities
error-save-symbol-range = symbool buiten bereik
error-save-cell = ongeldig vakje
error-save-cell-range = vakje buiten bereik
error-save-history = de geschiedenis past niet bij de puzzel
error-save-redo = de geschiedenis om opnieuw te doen past niet bij de puzzel

## Wat de pagina vraagt en de engine weigert

error-cages-sudoku = alleen een sudoku heeft kooien
error-no-cage = vakje { $cell } ligt in geen enkele kooi
error-no-such-change = zo'n wijziging bestaat niet: { $change }
error-moves = zetten moeten paren van vakje en symbool zijn, met symbolen binnen bereik
error-unknown-puzzle-kind = onbekende puzzelsoort '{ $kind }'
error-unknown-level = onbekend niveau '{ $level }'
error-unknown-technique = onbekende techniek '{ $technique }'
error-rules-sudoku = regels zijn er alleen voor sudoku
error-steps-mistake = het bord bevat een fout: Hint of Controleer vindt die, en de stappen hier gaan uit van een juiste stelling
error-no-step-here = geen stap gevonden in deze stelling
error-needs-rules = deze technieken horen bij verschillende regels: geen enkele puzzel heeft ze allemaal nodig

## De regels van een spel-ID

error-rule-empty = een lege regel (twee ';' achter elkaar, of een aan het eind)
error-rule-unknown = onbekende regel '{ $rule }' (bekend: { $known })
error-rule-named = de regel '{ $rule }' { $reason }
error-rule-shape = is voor roosters van { $side }×{ $side } met blokken van { $rows }×{ $cols }
error-rule-no-value = neemt geen waarde
error-rule-needs-cells = heeft zijn vakjes nodig ('=' en vakjesnamen zoals r1c1)
error-rule-short-path = heeft een pad van twee of meer vakjes nodig
error-rule-arrow-form = heeft een cirkel, '>' en een pad nodig (r5c5>r4c4-r3c3)
error-rule-arrow-circle = heeft precies één cirkelvakje vóór '>' nodig
error-rule-twice = noemt { $cell } twee keer
error-rule-cage-big = heeft meer dan { $count } vakjes
error-rule-cage-apart = heeft { $cell } los van { $first }: de vakjes van een kooi hangen via hun zijden aaneen
error-rule-cage-total = { $reason } ({ $count } verschillende cijfers tellen op tot { $lo } à { $hi })
error-rule-diagonal-form = heeft zijn eerste vakje, een richting en een totaal nodig (r1c2+dr/23)
error-rule-diagonal-direction = heeft zijn eerste vakje, '+' en een richting nodig: dr, dl, ur of ul (r1c2+dr/23)
error-rule-diagonal-total = { $reason } ({ $count } cijfers tellen op tot { $count } à { $most })
error-rule-diagonal-neighbour = heeft een vakje en zijn diagonale buur nodig, in de richting van zijn pijl
error-rule-diagonal-edge = heeft zijn eerste vakje aan de rand van het rooster nodig, waar de aanwijzing erbuiten staat
error-rule-line-form = heeft een rij of kolom, '/' en een totaal nodig (r3/15)
error-rule-line = heeft een rij of kolom zoals r3 of c7 nodig, niet '{ $text }'
error-rule-line-total = { $reason } (de cijfers tussen 1 en { $side } tellen op tot 0 à { $most })
error-rule-pair = verbindt twee vakjes die een zijde delen, niet '{ $text }'
error-rule-heading = heeft de richting '{ $text }' waar dr, dl, ur of ul hoort
error-rule-crosses = heeft een vakje nodig waarvan de diagonaal in die richting het rooster doorkruist
error-rule-cell = heeft '{ $text }' waar een vakje zoals r1c1 hoort (rijen en kolommen 1 tot { $side })
error-rule-total = heeft het totaal '{ $text }' waar een getal van { $lo } tot { $hi } hoort
error-rule-touch = heeft een pad waarvan de vakjes { $a } en { $b } elkaar niet raken
error-rule-two-marks = { $kind ->
    [dots] { $a } en { $b } dragen twee stippen
   *[xv] { $a } en { $b } dragen twee tekens (X en V)
}
error-rule-two-cages = { $cell } ligt in twee kooien

## Gebroken variantregels

error-rule-pair-same = de { $digit } staat in { $a } en { $b }, { $rule }
error-rule-relation = { $a } en { $b } bevatten { $da } en { $db }: { $rule }
error-rule-sum = { $cells } tellen niet goed op: { $rule }
error-rule-sandwich = { $a } tot { $b } tellen niet op tot { $total }: { $rule }
error-rule-digit = { $cell } bevat { $digit }: { $rule }
error-rule-digit-forbidden = { $cell } bevat { $digit }: de regel van het vakje verbiedt dat

## De invoer van de opdrachtregel

error-directory = { $path }: is een map, geen bestand met puzzels
error-standard-input = standaardinvoer
error-not-utf8 = regel { $line }: geen UTF-8 (byte { $byte })

## Waarom geen hint, geen stappen, geen waardering

error-all-steps-sudoku = alle stappen tegelijk (--all) is er alleen voor sudoku; Binairo en Tango tonen hun oplossingspad
error-step-contradicts = de stap "{ $step }" is in strijd met de oplossing
error-notes-leave-out = de kandidaten van { $cell } laten de { $digit } weg, de waarde die de oplossing nodig heeft
error-rating-plain = de waardering van Sudoku Explainer is er alleen voor gewone sudoku's van 9×9
error-stuck = geen logische stap gevonden (de kandidaten zijn in strijd met de puzzel)
error-no-logical-step = geen logische stap gevonden
error-no-step = geen stap gevonden
error-practice-other = het spel is niet de puzzel van de oefenstelling
error-practice-wrong = de oefenstelling bevat een foute invulling

## Gebroken Killer-kooien en onmogelijke kooisommen

error-cages-inside = { $place ->
    [grid] de kooien in het rooster tellen op tot { $known }, maar de cijfers ervan tot { $total }
   *[unit] de kooien in { $unit } tellen op tot { $known }, maar de cijfers ervan tot { $total }
}
error-cages-inside-range = { $place ->
    [grid] de kooien in het rooster tellen op tot { $known } (met de overige vakjes { $lo } tot { $hi }), maar de cijfers ervan tot { $total }
   *[unit] de kooien in { $unit } tellen op tot { $known } (met de overige vakjes { $lo } tot { $hi }), maar de cijfers ervan tot { $total }
}

## Wat de generator weigert (--needs, --rules)

error-needs-unknown = onbekende techniek '{ $technique }' voor { $kind }: een van { $ids }
error-needs-level = { $technique } is een techniek van niveau { $level }: puzzels van niveau { $asked } hebben die nooit nodig (vraag --level { $level } of hoger)
error-needs-none = --needs noemt geen techniek
error-needs-not-found = geen puzzel in { $tries } pogingen gebruikte { $techniques }
error-needs-not-found-level = geen puzzel in { $tries } pogingen gebruikte { $techniques } op niveau { $level }
error-family-unknown = onbekende regelfamilie '{ $family }' (gebruik een van { $names })
error-family-twice = de regelfamilie '{ $family }' is twee keer genoemd
error-family-both = noem '{ $one }' of '{ $other }', niet allebei

## Wat de generator weigert

error-generate-sudoku-size = niet ondersteunde sudokugrootte { $size } (gebruik 4, 6, 9, 12, 16 of 25)
error-generate-killer-size = niet ondersteunde Killer-grootte { $size } (gebruik 4, 6, 9 of 12)
error-generate-jigsaw-size = niet ondersteunde Jigsaw-grootte { $size } (gebruik { $min } tot { $max })
error-generate-binary-size = niet ondersteunde Binairo-grootte { $size } (gebruik een even grootte van 4 tot { $max })
error-generate-tango-size = niet ondersteunde Tango-grootte { $size } (gebruik een even grootte van 4 tot { $max })
error-generate-solved-size = niet ondersteunde grootte { $size } voor een opgelost binair rooster (gebruik een even grootte van 2 tot { $max })
error-generate-no-symmetry = { $kind ->
    [tango] Tango-puzzels hebben geen symmetrie-optie (gekregen: '{ $symmetry }')
   *[binary] Binairo's hebben geen symmetrie-optie (gekregen: '{ $symmetry }')
}
error-generate-killer-symmetry = Killer-puzzels hebben geen symmetrie-optie (gekregen: '{ $symmetry }'): hun aanwijzingen zijn kooien en sommen, geen symmetrische gegeven cijfers
error-generate-symmetry = onbekende symmetrie '{ $symmetry }' (gebruik een van { $names })
error-generate-rot90 = rot90 heeft een zijde van minstens 4 nodig
error-generate-rule-size = de regel '{ $rule }' is niet voor grootte { $size }
error-generate-rules-size = Sudoku's met regelinstanties worden gemaakt in 4×4, 6×6 en 9×9, niet in { $size }×{ $size }
error-generate-no-grid = geen sudoku van { $size }×{ $size } voldoet aan { $rules }: er is geen rooster om een puzzel van te maken
error-generate-prove = --prove heeft een native build met de cargo-feature `prove` nodig
error-generate-prove-rules = --prove bestaat niet voor regels met instanties: hun puzzels worden bij het maken al onherleidbaar bewezen
error-per-page = --per-page neemt 1, 2, 4 of 6 (gekregen: { $got })
