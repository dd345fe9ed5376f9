# Deduce: game (nl). See www/i18n.js PARTS.
# Wat de spelstatus zegt: meldingen, dialogen, statistieken, opgeslagen spellen, delen, boekjes, en de namen van de
# puzzelsoorten, niveaus en regels. Dezelfde id's als www/locales/en/game.ftl, waar de variabelen uitgelegd staan.

## Kinds, levels and rules (kinds.js)

# Same as English
kind-sudoku = Sudoku
kind-sudoku-x = X-sudoku
# Same as English
kind-jigsaw = Jigsaw
kind-killer = Killer sudoku
kind-binary = Binairo
# Same as English
kind-tango = Tango
kind-binary-puzzle = Binairo
# Same as English
game-name = { $kind } { $side }×{ $side }
# Same as English
game-name-rules = { $called } { $kind } { $side }×{ $side }
level-easy = Makkelijk
level-medium = Gemiddeld
level-hard = Moeilijk
# Same as English
level-expert = Expert
level-master = Meester
# Same as English
rule-thermo = Thermometers
rule-arrow = Pijlen
rule-kropki = Kropki-stippen
rule-kropki-all = Kropki, alle stippen gegeven
# Same as English
rule-xv = XV
rule-xv-all = XV, alle tekens gegeven
rule-whisper = Duitse fluisterlijnen
rule-renban = Renban-lijnen
rule-cage = Killerkooien
# Same as English
rule-littlekiller = Little killer
# Same as English
rule-sandwich = Sandwich
rule-evenodd = Even en oneven
rule-nonconsecutive = Niet-opeenvolgend
rule-antiknight = Anti-paard
rule-antiking = Anti-koning
# Same as English
rule-windoku = Windoku
clues-irreducible = aantoonbaar minimaal
clues-spare =
    één oplossing; { $count ->
        [one] { $count } gegeven cijfer is
       *[other] { $count } gegeven cijfers zijn
    } misschien overbodig
level-note-easy = Elke puzzel van { $size }×{ $size } is makkelijk.
level-note-missing =
    Niet aangeboden bij { $size }×{ $size }, waar de generator { $count ->
        [one] dit niveau
       *[other] deze niveaus
    } niet kan beloven: { $list }.
level-note-first = { $level } ({ $hits } van { $tries } pogingen)
level-note-item = { $level } ({ $hits } van { $tries })
level-missed = Je vroeg om ‘{ $asked }’; daarvan kwam er geen uit de pogingen van de generator, dus deze puzzel is ‘{ $got }’.
daily-title = Sudoku van de dag, { $date }
daily-title-rules = Sudoku van de dag, { $date } ({ $rules })
symbol-empty = leeg
symbol-sun = zon
symbol-moon = maan
assist-conflicts = conflicten gemarkeerd
assist-wrong-entries = foute invoer gemarkeerd
assist-notes-cleaned = notities opgeruimd
assist-same-digit = zelfde cijfer gemarkeerd
assist-counts = aantallen getoond
colour-orange = oranje
colour-sky-blue = hemelsblauw
colour-green = groen
colour-yellow = geel
colour-blue = blauw
colour-vermilion = vermiljoen
colour-pink = roze
colour-grey = grijs
colour-dark-grey = donkergrijs
# Same as English
list-separator = ,{" "}
# Same as English
sentence-separator = {" "}

## Starting the page and links (main.js)

main-id-too-long = hij is { $length } tekens lang, te lang voor een puzzel
main-link-fault = De puzzel in de link kon niet worden geopend. { $fault }
main-link-cancelled = De puzzel in de link is niet geopend: je hebt geannuleerd.
main-link-interrupted = De puzzel in de link is niet geopend: een ander verzoek onderbrak het.
main-link-failed = De puzzel in de link kon niet worden geladen: { $reason }
# Same as English
main-saves-separator = ;{" "}
main-saves-others-kept = { $notes }; je andere opgeslagen spellen blijven bewaard.
main-saves-new-game = { $notes }; hier is een nieuw spel.
main-new-link-fault = De puzzel van die link kon niet worden geopend. { $fault } Je spel is niet veranderd.
main-new-link-interrupted = De puzzel van die link kon niet worden geladen: een ander verzoek onderbrak het. Je spel is niet veranderd.
main-new-link-failed = De puzzel van die link kon niet worden geladen: { $reason }. Je spel is niet veranderd.
main-fatal = Deduce kon niet starten: { $reason }

## Saved games, statistics and backups in the browser (storage.js)

storage-damaged = het opgeslagen spel is beschadigd
storage-newer-version = het opgeslagen spel komt uit een nieuwere versie van Deduce
storage-old-version = het opgeslagen spel komt uit een oude versie van Deduce
storage-backup-games =
    { $count ->
        [one] { $count } spel
       *[other] { $count } spellen
    }
storage-backup-statistics = statistieken
storage-backup-settings = instellingen
storage-backup-too-large = Dit bestand is te groot voor een back-up van Deduce.
storage-backup-not-json = Dit bestand is geen back-up van Deduce: het is geen JSON.
storage-backup-not-backup = Dit bestand is geen back-up van Deduce.
storage-backup-newer = Deze back-up is gemaakt met een nieuwere versie van Deduce (formaat { $format }).
storage-backup-damaged = Deze back-up is beschadigd: de inhoud is niet wat Deduce bewaart.

## Faults in the engine (faults.js)

fault-crash = De puzzelengine is onverwacht gestopt.
fault-too-large = Deze puzzel is te groot om hier te controleren.
fault-too-large-seconds =
    Deze puzzel is te groot om hier te controleren: het duurde langer dan { $seconds ->
        [one] { $seconds } seconde
       *[other] { $seconds } seconden
    }.
fault-too-large-minutes =
    Deze puzzel is te groot om hier te controleren: het duurde langer dan { $minutes ->
        [one] { $minutes } minuut
       *[other] { $minutes } minuten
    }.
fault-puzzle = Er ging iets mis met deze puzzel.
fault-timeout-seconds =
    Dat duurde hier langer dan { $seconds ->
        [one] { $seconds } seconde
       *[other] { $seconds } seconden
    }.
fault-timeout-minutes =
    Dat duurde hier langer dan { $minutes ->
        [one] { $minutes } minuut
       *[other] { $minutes } minuten
    }.
fault-engine = Er ging iets mis in de puzzelengine.

## The game on the board (state-board.js)

board-grade-fault = { $fault } Het niveau van deze puzzel kon niet worden bepaald; je spel is veilig.
board-grade-too-large = te groot om hier te bepalen
board-grade-failed = er ging iets mis
board-grade-stopped = gestopt
board-save-gone = het opgeslagen spel is weg
board-progress-back = Je opgeslagen voortgang in deze puzzel is terug.
board-other-tab-moves = Zetten uit een ander tabblad worden getoond.
board-other-tab-newer = Dit spel is in een ander tabblad veranderd: die nieuwere versie wordt getoond.
# Same as English
board-said-move = { $what }: { $change }
# Same as English
board-said-done = { $what }.
board-undone = Ongedaan gemaakt
board-redone = Opnieuw gedaan
board-notes-filled = Notities ingevuld
board-restarted = Opnieuw begonnen: alle invoer en notities gewist
board-fault = { $fault } Je spel is veilig.
board-revive-failed = { $fault } Dit spel kon niet opnieuw worden geopend: de laatste opslag blijft bewaard. Begin een nieuw spel, of kies het later in Verdergaan.
board-given = Dat vakje is gegeven en kan niet veranderen.
board-check-entries =
    { $entries ->
        [one] { $entries } fout ingevuld vakje is gemarkeerd.
       *[other] { $entries } fout ingevulde vakjes zijn gemarkeerd.
    }
board-check-notes =
    { $notes ->
        [one] De notities van één vakje (gemarkeerd) missen het cijfer dat het nodig heeft.
       *[other] De notities van { $notes } vakjes (gemarkeerd) missen elk het cijfer dat het vakje nodig heeft.
    }
board-check-both =
    { $entries ->
        [one] { $entries } fout ingevuld vakje is gemarkeerd
       *[other] { $entries } fout ingevulde vakjes zijn gemarkeerd
    }; { $notes ->
        [one] de notities van één vakje (gemarkeerd) missen het cijfer dat het nodig heeft.
       *[other] de notities van { $notes } vakjes (gemarkeerd) missen elk het cijfer dat het vakje nodig heeft.
    }
board-check-none = Nog geen fouten.
board-reveal-select = Kies een leeg of fout vakje om te onthullen.
board-link-copied = Link gekopieerd naar het klembord.
board-link-copy = Kopieer deze link: { $url }
board-result-copied = Resultaat gekopieerd naar het klembord: plak het waar je wilt.
board-result-copy = Kopieer dit resultaat: { $text }
board-replay-copied = Herhalingslink gekopieerd naar het klembord: hij opent deze puzzel en loopt je zetten door (ze reizen mee in de link; er wordt niets verstuurd).
board-replay-copy = Kopieer deze herhalingslink: { $link }

## Statistics and the finish (state-stats.js)

stats-help-auto-check = directe controle
# Same as English
stats-help-hints =
    { $count ->
        [one] { $count } hint
       *[other] { $count } hints
    }
stats-help-checks =
    { $count ->
        [one] { $count } controle
       *[other] { $count } controles
    }
stats-help-reveals = { $count }× onthuld
stats-finish-revealed = Oplossing onthuld: telt niet mee in de statistieken. Tijd { $time }, gebruikte hulp: { $help }.
stats-finish-binary = Binairo { $side }×{ $side }
# Same as English
stats-finish-name-level = { $name }, { $level }
stats-finish-new-best = Nieuw record voor { $what } ({ $solved } opgelost).
stats-finish-best = Beste tijd voor { $what }: { $best } ({ $solved } opgelost).
stats-finish-count = { $what }: { $solved } opgelost.
stats-finish-solved = Opgelost! Tijd { $time }, gebruikte hulp: { $help }. { $tally }
stats-finish-solved-clean = Opgelost! Tijd { $time }, zonder hulp. { $tally }

## Saved games: Continue, Back (state-saves.js)

saves-game = { $name }, { $filled } van { $open } ingevuld
# Same as English
saves-name-level = { $name }, { $level }
saves-today = Sudoku van de dag
saves-daily = Sudoku van { $date }
saves-restore-failed = Je opgeslagen voortgang in deze puzzel kon niet worden hersteld ({ $reason }); hij begint opnieuw.
saves-no-room = de browser heeft geen ruimte meer om het te bewaren
saves-not-restored = Je opgeslagen spel kon niet worden hersteld ({ $reason })
saves-continue-failed = Dat spel kon niet worden hersteld ({ $reason }). Je huidige spel is niet veranderd.
saves-continue-gone = Dat spel is niet meer opgeslagen.
saves-back-failed = Dat spel kon niet worden hersteld ({ $reason }).
saves-back-gone = Dat spel kon niet worden hersteld.

## New game, Today's Sudoku, Import and links (state-newgame.js)

newgame-several-solutions = Deze puzzel heeft meer dan één oplossing, dus Hint, Controleren en Onthullen kunnen er niet bij helpen. Speel hem toch, of kies Sluiten om je huidige spel te houden.
# Same as English
newgame-daily = { $title }.
# Same as English
newgame-daily-level = { $title }: { $level }.
newgame-picking = Een { $kind } van { $size }×{ $size } kiezen uit de kant-en-klare verzameling…
newgame-generating = Een { $kind } van { $size }×{ $size } maken…
newgame-failed = Kon geen puzzel maken: { $reason }
newgame-offline = Je lijkt offline te zijn.
newgame-unchanged = Je huidige spel is niet veranderd.
newgame-spare = Hier is er een die de pagina klaar heeft liggen.
newgame-needing = Een puzzel maken die { $technique } nodig heeft…
newgame-needing-made = Gemaakt om te oefenen: de oplossing van deze puzzel (niveau { $level }) gebruikt { $technique }.
newgame-import-cancelled = Geannuleerd. Je huidige spel is niet veranderd.
newgame-import-too-long = Niet geladen: die tekst heeft { $length } tekens, veel meer dan welke puzzel ook (een spel-ID van 25×25 heeft er ongeveer 640). Je huidige spel is niet veranderd.
newgame-import-empty = Plak eerst een spel-ID, een link of een raster.
newgame-import-checking = Controleren…
newgame-import-interrupted = Niet geladen: een ander verzoek onderbrak de controle; druk nog eens op Laden. Je huidige spel is niet veranderd.
newgame-import-fault = Niet geladen. { $fault } Je huidige spel is niet veranderd.
newgame-import-failed = Niet geladen: { $reason } Je huidige spel is niet veranderd.
newgame-opening-link = De puzzel in de link openen…
newgame-imported = { $kind } geïmporteerd.
newgame-imported-level =
    { $kind } geïmporteerd, niveau { $level ->
        [easy] makkelijk
        [medium] gemiddeld
        [hard] moeilijk
        [expert] expert
        [master] meester
       *[other] { $level }
    }.
newgame-imported-notes = { $kind } geïmporteerd met de notities.
newgame-imported-notes-level =
    { $kind } geïmporteerd met de notities, niveau { $level ->
        [easy] makkelijk
        [medium] gemiddeld
        [hard] moeilijk
        [expert] expert
        [master] meester
       *[other] { $level }
    }.
newgame-imported-back = { $kind } geïmporteerd: je opgeslagen voortgang is terug.
newgame-imported-level-back =
    { $kind } geïmporteerd, niveau { $level ->
        [easy] makkelijk
        [medium] gemiddeld
        [hard] moeilijk
        [expert] expert
        [master] meester
       *[other] { $level }
    }: je opgeslagen voortgang is terug.
newgame-imported-several = { $kind } geïmporteerd met meer dan één oplossing: Hint, Controleren en Onthullen kunnen er niet bij helpen.
newgame-imported-several-back = { $kind } geïmporteerd met meer dan één oplossing: Hint, Controleren en Onthullen kunnen er niet bij helpen. Je opgeslagen voortgang is terug.

## Learn and the tutorial (state-learn.js)

learn-library-fault = { $fault } De bibliotheek met technieken kon niet worden geladen.
learn-library-failed = De bibliotheek met technieken kon niet worden geladen: { $reason }
learn-unknown-technique = Er is geen { $kind }-techniek ‘{ $id }’.
learn-finding-practice = Een positie zoeken om { $technique } te oefenen…
learn-finding-example = Een voorbeeld van { $technique } zoeken…
learn-position-fault = { $fault } Deze keer geen positie; je spel is veilig.
learn-position-not-found = Geen positie gevonden: { $reason }
learn-none-found = { $reason }. Probeer het opnieuw, of kies een andere techniek in Leren.
learn-easiest-findall = { $technique } is hier de makkelijkste stap: vind ze allemaal, zet de notities uit die ze uitsluiten (Notities aan) of vul in wat ze plaatsen, en dan Controleren.
learn-easiest-practice-notes = { $technique } is hier de makkelijkste stap: zet de notities uit die hij uitsluit (Notities aan) of vul het cijfer in dat hij plaatst.
learn-easiest-practice = { $technique } is hier de makkelijkste stap: vul de cijfers in die hij plaatst.
learn-easiest-example = { $technique } is hier de makkelijkste stap: druk op Stap tonen om hem te zien.
learn-position-failed = Geen positie: { $reason }
learn-step-fault = { $fault } Deze keer geen stap.
learn-step-failed = Geen stap: { $reason }
learn-tutorial-fault = { $fault } De tutorial is gestopt; Zo speel je start hem opnieuw.

## Hint and the replay (state-hints.js)

hints-fault = { $fault } Deze keer geen hint; je spel is veilig.
hints-failed = Geen hint: { $reason }
replay-fault = { $fault } Deze keer geen herhaling; je spel is veilig.
replay-failed = Geen herhaling: { $reason }
replay-damaged = de herhaling erin is beschadigd: { $reason }

## Replay links (share-replay.js)

replay-link-damaged = de herhaling erin is beschadigd (is de link afgebroken?)
replay-link-too-long = de herhaling erin is { $length } tekens lang, te lang om te openen
replay-link-too-large = de herhaling erin is te groot om te openen

## Share result (share.js)

share-daily = Deduce van de dag, { $date }
share-daily-level = Deduce van de dag, { $date } · { $level }
# Same as English
share-game = Deduce · { $game }
# Same as English
share-game-level = Deduce · { $game } · { $level }
# Same as English
share-time = ⏱ { $time } · { $help }
share-time-no-help = ⏱ { $time } · zonder hulp

## Print booklet (state-booklet.js, booklet.js)

# Same as English
booklet-paper-a4 = A4
booklet-paper-letter = US Letter
# Same as English
booklet-set = { $count } × { $what }
# Same as English
booklet-described = { $game }, { $level }
# Same as English
booklet-described-rules = { $game } ({ $rules }), { $level }
booklet-kept = { $count } × { $what } bewaard voor het boekje. Verander de keuzes bij Volgend spel en open Boekje afdrukken opnieuw om meer toe te voegen, of om het te maken.
booklet-making = Puzzel { $number } van { $total } voor het boekje maken…
booklet-ready =
    Boekje met { $count ->
        [one] { $count } puzzel
       *[other] { $count } puzzels
    } klaar: Afdrukken opent het afdrukvenster van je browser, dat het ook als pdf kan opslaan.
booklet-ready-fewer =
    Boekje met { $count ->
        [one] { $count } puzzel
       *[other] { $count } puzzels
    } klaar (een kant-en-klare verzameling heeft er minder verschillende): Afdrukken opent het afdrukvenster van je browser, dat het ook als pdf kan opslaan.
booklet-fault = { $fault } Deze keer geen boekje; je spel is veilig.
booklet-failed = Geen boekje: { $reason }
booklet-what = Puzzels zoals Nieuw spel ze maakt: { $what }. De keuzes bij Volgend spel veranderen ze.
booklet-summary =
    { $count ->
        [one] { $count } puzzel
       *[other] { $count } puzzels
    }: { $title }, { $perPage } per pagina op { $paper }; { $pages ->
        [one] { $pages } pagina
       *[other] { $pages } pagina’s
    }.
booklet-summary-solutions =
    { $count ->
        [one] { $count } puzzel
       *[other] { $count } puzzels
    }: { $title }, { $perPage } per pagina op { $paper }; { $pages ->
        [one] { $pages } pagina
       *[other] { $pages } pagina’s
    }, de oplossingen achteraan.
booklet-remove-set = Verwijderen
    .aria-label = { $count } × { $what } verwijderen
booklet-page-head = Deduce · { $title } · pagina { $page } van { $total }
# Same as English
booklet-caption = { $game } · { $level }
booklet-solution = Oplossing { $number }

## Busy work and Backup (state-work.js, state-backup.js)

work-cancelled = Geannuleerd.
backup-saved = Back-up opgeslagen als { $file }: { $summary }.
backup-not-read = { $reason } Er is niets veranderd.
backup-refused = De browser weigerde de back-up op te slaan (de opslag is misschien vol). Er is niets veranderd.
