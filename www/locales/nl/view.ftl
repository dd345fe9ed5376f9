# Wat de tekening en de panelen zeggen (render*.js, grid-drawing.js, announce.js, replay.js, de tutorial), in het Nederlands.
# De id’s zijn die van het Engelse bestand (www/locales/en/view.ftl), dat ze toelicht.

## render.js: the options, the rules above the board, the level line and the hint panel

busy-restarting = De puzzelmotor wordt opnieuw gestart…
# Same as English
busy-seconds = { $seconds } s
# Same as English
import-verdict-seconds = { $text } { $seconds } s
import-example-either = { $long } of { $short }
# Same as English
rules-text-rule = { $title }: { $about }
rules-text-all = Alle regels tonen
rules-text-fewer = Minder tonen
puzzle-level-practice = Oefenen: { $name } ({ $level })
puzzle-level-findall = Vind ze allemaal: { $name } ({ $level })
puzzle-level-example = Voorbeeld: { $name } ({ $level })
puzzle-level = Deze puzzel: { $level }
puzzle-level-hardest = moeilijkste stap: { $step }
# Same as English
puzzle-level-rating = SE{"\u00A0"}{ $rating }
puzzle-level-rating-about = SE { $rating }: de Sudoku Explainer-score, de schaal waarmee liefhebbers puzzels vergelijken
puzzle-level-grading = Deze puzzel: niveau wordt bepaald…
puzzle-level-grading-time = Deze puzzel: niveau wordt bepaald… { $seconds } s
puzzle-level-unknown = Deze puzzel: niveau onbekend
puzzle-level-unknown-why = Deze puzzel: niveau onbekend ({ $why })
# Same as English
hint-looking-title = Hint
hint-looking = De volgende stap wordt gezocht…
hint-looking-big = Op een groot rooster duurt dit een paar seconden.
hint-next-mistake = Druk nog eens op Hint om te zien welke invoer fout is en waarom.
hint-next-reasoning = Druk nog eens op Hint om de redenering te zien.
hint-apply-place = Druk nog eens op Hint om deze stap uit te voeren.
hint-apply-proof = Druk nog eens op Hint om deze stap uit te voeren: het cijfer wordt ingevuld, en wat de stappen ervoor uitsloten, blijft bewaard voor de volgende hints.
hint-apply-notes = Druk nog eens op Hint om deze stap op je notities toe te passen.
hint-apply-fill-notes = Vanaf hier kan binnen een paar stappen geen cijfer worden geplaatst, dus deze stap werkt met notities: druk nog eens op Hint om de notities van de betrokken vakjes in te vullen en de stap erop toe te passen.
hint-apply-erase = Druk nog eens op Hint om het te wissen.

## step-record.js: a chain's Eureka notation, on a line under its reasoning

hint-chain = Keten: { $chain }

## render-grid.js: the grid's cells and keypad, the binary line counts, the Killer cage help

# Same as English
view-cell-said = { $cell }, { $what }
grid-cell-given = gegeven
grid-cell-signs = tekens { $signs }
grid-cell-notes = notities { $notes }
grid-cell-breaks = breekt een regel
grid-cell-line-breaks = in een rij of kolom die een regel breekt
grid-cell-wrong = fout
grid-cell-missed = gemist: { $notes }
grid-cell-evidence = bewijs van de hint
keypad-erase = Wissen
keypad-left = nog { $count } te plaatsen
keypad-all-placed = alle geplaatst
keypad-colour = Kleur { $number }, { $name }
line-counts-rows = Rijen: nog benodigde nullen en enen
line-counts-columns = Kolommen: nog benodigde nullen en enen
line-counts-rows-tango = Rijen: nog benodigde zonnen en manen
line-counts-columns-tango = Kolommen: nog benodigde zonnen en manen
line-counts-row = rij { $number }: { $needs }
line-counts-row-bad = rij { $number }: { $needs }, breekt een regel
line-counts-column = kolom { $number }: { $needs }
line-counts-column-bad = kolom { $number }: { $needs }, breekt een regel
line-needs = nog nodig: { $zeros ->
        [one] { $zeros } nul
       *[other] { $zeros } nullen
    }, { $ones ->
        [one] { $ones } één
       *[other] { $ones } enen
    }
line-needs-zeros-over = { $zeros ->
        [one] { $zeros } nul
       *[other] { $zeros } nullen
    } te veel, nog nodig: { $ones ->
        [one] { $ones } één
       *[other] { $ones } enen
    }
line-needs-ones-over = nog nodig: { $zeros ->
        [one] { $zeros } nul
       *[other] { $zeros } nullen
    }, { $ones ->
        [one] { $ones } één
       *[other] { $ones } enen
    } te veel
line-needs-both-over = { $zeros ->
        [one] { $zeros } nul
       *[other] { $zeros } nullen
    } te veel, { $ones ->
        [one] { $ones } één
       *[other] { $ones } enen
    } te veel
line-needs-tango = nog nodig: { $zeros ->
        [one] { $zeros } zon
       *[other] { $zeros } zonnen
    }, { $ones ->
        [one] { $ones } maan
       *[other] { $ones } manen
    }
line-needs-suns-over = { $zeros ->
        [one] { $zeros } zon
       *[other] { $zeros } zonnen
    } te veel, nog nodig: { $ones ->
        [one] { $ones } maan
       *[other] { $ones } manen
    }
line-needs-moons-over = nog nodig: { $zeros ->
        [one] { $zeros } zon
       *[other] { $zeros } zonnen
    }, { $ones ->
        [one] { $ones } maan
       *[other] { $ones } manen
    } te veel
line-needs-tango-both-over = { $zeros ->
        [one] { $zeros } zon
       *[other] { $zeros } zonnen
    } te veel, { $ones ->
        [one] { $ones } maan
       *[other] { $ones } manen
    } te veel
cage-help-select = Kies een vakje van een kooi om de combinaties te zien.
cage-help-no-sum = Kooi van { $size } vakjes zonder som: geen cijfer dubbel
cage-help-none = { $sum } in { $size }: geen combinatie past bij de geplaatste cijfers
cage-help-none-said = { $sum } in { $size ->
        [one] { $size } vakje
       *[other] { $size } vakjes
    }: geen combinatie past bij de geplaatste cijfers
# Same as English
cage-help-sets = { $sum } in { $size }: { $sets }
cage-help-sets-said = { $sum } in { $size ->
        [one] { $size } vakje
       *[other] { $size } vakjes
    }: { $sets }
cage-help-label = Kooicombinaties: { $words }

## grid-drawing.js: a cell's cage in its description

cage-cell-single = een kooi van 1 vakje met som { $sum }
cage-cell-single-no-sum = een kooi van 1 vakje zonder som
cage-cell = in een kooi van { $size } vakjes met som { $sum }
cage-cell-no-sum = in een kooi van { $size } vakjes zonder som

## render-marks.js: a cell's corner marks and colours in its description

marks-corner = hoekmarkeringen { $marks }
# Same as English
marks-colour = { $number } ({ $name })
marks-colours = { $count ->
        [one] kleur
       *[other] kleuren
    } { $colours }

## render-rules.js: a Sudoku rule's marks at a cell, in its description

rule-cell-main-diagonal = op de hoofddiagonaal
rule-cell-anti-diagonal = op de antidiagonaal
rule-cell-window = in venster { $number }
# Same as English
rule-cell-unit = in { $name }
rule-cell-even = even vakje
rule-cell-odd = oneven vakje
rule-cell-thermo-bulb = de bol van een thermometer
rule-cell-thermo = op een thermometer, stap { $step } vanaf de bol
rule-cell-renban = op een renbanlijn
rule-cell-whisper = op een fluisterlijn
rule-cell-arrow-circle = de cirkel van een pijl
rule-cell-arrow = op de pijl vanaf { $cell }
rule-cell-white-dot = witte stip met { $cell }
rule-cell-black-dot = zwarte stip met { $cell }
rule-cell-x = X met { $cell }
rule-cell-v = V met { $cell }
rule-cell-sandwich-row = de sandwich van rij { $number } telt op tot { $total }
rule-cell-sandwich-column = de sandwich van kolom { $number } telt op tot { $total }
rule-cell-little-killer = op een little-killerdiagonaal vanaf { $cell } die optelt tot { $total }

## announce.js: what a screen reader hears of a move, and a row, column or block read aloud

# Same as English
said-move = { $moves }.
# Same as English
said-move-clash = { $moves }. { $clash }.
said-move-broken = { $moves }. Dat breekt een regel.
said-cleared = { $cell } gewist
said-notes-added = notities { $notes } toegevoegd
said-notes-removed = notities { $notes } verwijderd
said-more-note-cells = en notities in nog { $count ->
        [one] { $count } vakje
       *[other] { $count } vakjes
    }
said-clears = wist { $symbol } uit { $count ->
        [one] { $count } notitie
       *[other] { $count } notities
    }
said-clears-any = wist { $count ->
        [one] { $count } notitie
       *[other] { $count } notities
    }
said-more-changes = en nog { $count ->
        [one] { $count } wijziging
       *[other] { $count } wijzigingen
    }
said-corner-added = hoekmarkering { $mark } toegevoegd
said-corner-removed = hoekmarkering { $mark } verwijderd
said-corner-added-cells = hoekmarkering { $mark } toegevoegd in { $count } vakjes
said-corner-removed-cells = hoekmarkering { $mark } verwijderd uit { $count } vakjes
said-colour-added = kleur { $number } ({ $name }) toegevoegd
said-colour-removed = kleur { $number } ({ $name }) verwijderd
said-colour-added-cells = kleur { $number } ({ $name }) toegevoegd in { $count } vakjes
said-colour-removed-cells = kleur { $number } ({ $name }) verwijderd uit { $count } vakjes
said-clash-row = { $symbol } staat al in rij { $row }, op { $cell }
said-clash-column = { $symbol } staat al in kolom { $column }, op { $cell }
said-clash-block = { $symbol } staat al in hetzelfde blok, op { $cell }
said-clash-region = { $symbol } staat al in hetzelfde gebied, op { $cell }
said-clash-cage = { $symbol } staat al in dezelfde kooi, op { $cell }
said-row = rij { $number }: { $cells }.
said-column = kolom { $number }: { $cells }.
said-block = blok { $number }: { $cells }.
said-region = gebied van { $cell }: { $cells }.

## render-panels.js: a fault's details, the statistics, the replay, the tutorial, saved games, the backup, the library, the Learn panel

details-copy = Details kopiëren
details-copied = Details gekopieerd
stats-reset-button = Statistieken wissen
stats-reset-armed = Druk nogmaals om te wissen
stats-streak = Sudoku van de dag: { $current ->
        [one] { $current } dag
       *[other] { $current } dagen
    } op rij (record: { $best ->
        [one] { $best } dag
       *[other] { $best } dagen
    }).
stats-assists = Oplossingen met hulpmiddelen aan: { $assists }.
stats-assist-count = { $assist }: { $count }
stats-solved-unassisted = { $solved } ({ $unassisted } zonder hulpmiddelen)
replay-loading = Het oplospad wordt berekend…
replay-loading-big = De motor lost de { $side }×{ $side }-puzzel stap voor stap op, zoals een mens dat zou doen: seconden voor de meeste, een minuut of langer voor de moeilijkste. Herhaling sluiten stopt het.
replay-start = Begin: de gegeven cijfers ({ $total ->
        [one] { $total } stap
       *[other] { $total } stappen
    } tot de oplossing)
replay-start-text = Druk op Volgende stap (of de pijltoets naar rechts) om te zien hoe de motor deze puzzel met logica oplost, stap voor stap.
replay-counter = Stap { $index } van { $total }
# Same as English
replay-step-title = { $title } · { $level }
replay-solved = Opgelost in { $total ->
        [one] { $total } stap
       *[other] { $total } stappen
    }
replay-solved-text = Elk vakje is gevuld. Druk op Vorige stap om terug door de oplossing te gaan.
replay-hardest = Het moeilijkste moment was stap { $number }: { $name } ({ $level }).
replay-moves-summary = Een gedeelde herhaling: de zetten van wie de link stuurde, op volgorde. Sluit de herhaling om de puzzel zelf te spelen.
replay-moves-start = Begin: de gegeven cijfers ({ $total ->
        [one] { $total } zet
       *[other] { $total } zetten
    } tot het einde)
replay-moves-next = Druk op Volgende stap (of de pijltoets naar rechts) om de zetten een voor een te zien.
replay-moves-counter = Zet { $index } van { $total }
replay-moves-solved = { $move } Opgelost in { $total ->
        [one] { $total } zet
       *[other] { $total } zetten
    }.
replay-moves-last = { $move } De laatste zet.
tutorial-button-next = Volgende
tutorial-button-finish = Klaar
tutorial-cell-marked = gemarkeerd
games-ago-now = zojuist
games-ago-minutes = { $count ->
        [one] { $count } minuut
       *[other] { $count } minuten
    } geleden
games-ago-hours = { $count } uur geleden
games-ago-yesterday = gisteren
games-ago-days = { $count } dagen geleden
games-played = { $time } gespeeld
games-continue-label = Verder met { $game }, { $meta }
games-remove = Verwijderen
games-remove-armed = Echt verwijderen?
games-remove-label = { $game } verwijderen
games-remove-armed-label = { $game } echt verwijderen
games-damaged = Een opgeslagen spel dat niet gelezen kon worden
games-damaged-name = het opgeslagen spel dat niet gelezen kon worden ({ $reason })
backup-ask = De back-up bevat { $summary }. Alle spellen, statistieken en instellingen in deze browser worden vervangen door die van de back-up.
backup-ask-made = De back-up van { $date } bevat { $summary }. Alle spellen, statistieken en instellingen in deze browser worden vervangen door die van de back-up.
replaced-text = Vorig spel opgeslagen: { $game }.
# Same as English
library-family-sudoku = Sudoku
library-family-killer = Killer sudoku
library-family-binary = Binairo
# Same as English
library-family-tango = Tango
library-tally = { $attempts } keer geoefend, { $successes } goed
library-example = Voorbeeld
library-practise = Oefenen
library-puzzle = Puzzel
library-findall = Alles vinden
library-example-label = Voorbeeld van { $name }
library-practise-label = { $name } oefenen
library-puzzle-label = Een hele puzzel die { $name } nodig heeft
library-findall-label = Elke { $name } vinden
# Same as English
library-technique-family = { $name } ({ $family })
library-family-binary-short = binairo
library-none = Geen techniek past bij “{ $query }”.
weak-title = Je zwakke punten
weak-note = De technieken waarvoor je spellen de meeste hints nodig hadden, en oefenantwoorden die niet goed waren.
# Same as English
weak-hints = { $count ->
        [one] { $count } hint
       *[other] { $count } hints
    }
weak-wrong = { $count ->
        [one] { $count } oefenantwoord
       *[other] { $count } oefenantwoorden
    } niet goed
weak-practise-label = { $name } oefenen, een zwak punt
weak-puzzle = Mijn zwakke punten oefenen
weak-puzzle-label = Mijn zwakke punten oefenen: een hele puzzel die { $names } nodig heeft
learn-panel-example = Voorbeeld: { $name }
learn-panel-practise = Oefenen: { $name }
learn-panel-findall = Vind ze allemaal: { $name }
# Same as English
learn-panel-description = { $level }. { $description }
learn-panel-answer = Markeer je antwoord op het bord en druk dan op Controleren.
learn-panel-again = Opnieuw proberen
learn-panel-next = Volgende positie
learn-panel-another = Ander voorbeeld

## render-steps.js: All steps here

all-steps-looking = Alle stappen in deze positie worden gezocht…
all-steps-failed = Geen lijst: { $error }
all-steps-note = { $steps ->
        [one] { $steps } stap
       *[other] { $steps } stappen
    } van { $techniques ->
        [one] { $techniques } techniek
       *[other] { $techniques } technieken
    }, de makkelijkste eerst; de eerste is die van de hint. Kies er een om hem op het bord getekend te zien.
all-steps-every = Alle technieken ({ $count })
# Same as English
all-steps-technique = { $name } ({ $count })

## replay.js: a player's move, in the replay of a shared link

# Same as English
replay-move = { $changes }.
# Same as English
replay-move-separator = {"; "}
replay-move-none = Geen wijziging.
replay-move-cells = { $count } vakjes
# Same as English
replay-move-placed = { $symbol } in { $cells }
replay-move-entries = invoer in { $cells }
replay-move-erased = { $cells } gewist
replay-move-notes = notities in { $cells }
replay-move-notes-cleaned = notities opgeruimd in { $cells }
replay-move-drawn = markeringen of kleuren in { $cells }

## tutorial.js: the tutorial's progress and its answers to a move

tutorial-progress = Stap { $step } van { $steps }
tutorial-progress-alone = Jouw beurt
tutorial-progress-done = Klaar
tutorial-feedback-given = Dat vakje is gegeven: het kan niet veranderen.
tutorial-feedback-one-more = Goed. Nog één.
tutorial-feedback-right = Goed! Druk op Volgende.
tutorial-feedback-nothing = Bij deze stap valt niets in te vullen: druk op Volgende.
tutorial-feedback-broken = Een { $symbol } daar breekt een regel: { $rule }.
tutorial-feedback-not-cell = Nog niet dat vakje: kijk naar de gemarkeerde vakjes. { $why }
tutorial-feedback-not-symbol = Geen { $symbol }: { $why }

## tutorial-sudoku.js: the Sudoku lesson

tutorial-sudoku-title = Zo speel je sudoku
tutorial-sudoku-offer = Nieuw met sudoku? Doe de tutorial van 1 minuut.
tutorial-sudoku-rules = Sudoku is een rooster van rijen, kolommen en blokken (hier blokken van 2×2 in een rooster van 4×4). De regel: elke rij, elke kolom en elk blok bevat elk cijfer van 1 tot en met 4 precies één keer. De grijze cijfers zijn gegeven; jij vult de rest in. Druk op Volgende.
tutorial-sudoku-row = Rij 1 (gemarkeerd) bevat al 1, 2 en 3. Kies het lege vakje en typ het cijfer dat ontbreekt (of druk het hieronder in).
tutorial-sudoku-row-why = Rij 1 moet elk cijfer van 1 tot en met 4 één keer bevatten: welk ontbreekt nog?
tutorial-sudoku-column = Nu kolom 1 (gemarkeerd): die bevat 1, 3 en 2. Vul het lege vakje in.
tutorial-sudoku-column-why = Kolom 1 moet elk cijfer van 1 tot en met 4 één keer bevatten: welk ontbreekt nog?
tutorial-sudoku-block = Blokken tellen ook: het blok rechtsonder (gemarkeerd) bevat 4, 3 en 2. Vul het lege vakje in.
tutorial-sudoku-block-why = Het blok moet elk cijfer van 1 tot en met 4 één keer bevatten: welk ontbreekt nog?
tutorial-sudoku-alone = Los deze nu zelf op: één cijfer per vakje, elk één keer per rij, kolom en blok. Cijfers die een regel breken, worden rood gemarkeerd. In het volledige spel legt Hint de volgende stap uit als je vastzit.
tutorial-sudoku-done = Opgelost! Meer is het niet. Grotere roosters (9×9 tot 25×25) volgen dezelfde regel. Druk op Klaar om te spelen.

## tutorial-binary.js: the binary-puzzle lesson

tutorial-binary-title = Zo speel je binairo
tutorial-binary-offer = Nieuw met binairo? Doe de tutorial van 1 minuut.
tutorial-binary-rules = Vul het rooster met nullen en enen. Drie regels: nooit drie gelijke cijfers naast elkaar in een rij of kolom; elke rij en elke kolom bevat evenveel nullen als enen (hier drie van elk); en geen twee rijen, of twee kolommen, zijn gelijk. Druk op Volgende.
tutorial-binary-pair = Rij 1 begint met twee enen (gemarkeerd). Een derde 1 ernaast zou drie op een rij geven, dus het vakje erna is een 0. Kies het en typ 0 (of druk hieronder op 0).
tutorial-binary-pair-why = Twee enen naast elkaar: het vakje ernaast kan geen derde 1 zijn.
tutorial-binary-between = In rij 2 zit een leeg vakje tussen twee nullen (gemarkeerd). Een 0 daar zou drie op een rij geven: vul het in.
tutorial-binary-between-why = Tussen twee nullen zou een derde 0 drie op een rij geven.
tutorial-binary-full = Rij 6 (gemarkeerd) heeft al zijn drie nullen, dus elk leeg vakje erin is een 1. Vul ze allebei in.
tutorial-binary-full-why = Rij 6 bevat al drie nullen, en een rij heeft precies drie van elk.
tutorial-binary-alone = Los deze nu zelf op. Klik op een vakje om het door 0, 1 en leeg te laten wisselen, of kies het en typ. De getallen die het volledige spel naast elke rij en kolom toont, zeggen hoeveel nullen en enen er nog nodig zijn; hier tel je ze zelf.
tutorial-binary-done = Opgelost! Grotere roosters (tot 20×20) volgen dezelfde drie regels. Druk op Klaar om te spelen.
