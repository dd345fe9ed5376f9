# De vaste tekst van de pagina (index.html, `data-l10n-id`) en de woorden van de bediening, in het Nederlands.

## Page

page-description =
    .content = Deduce: logicapuzzels met uitgelegde hints, offline in je browser.
# Same as English
page-title = Deduce

## Header

# Same as English
header-title = Deduce
header-grade-stop = Stoppen
header-timer =
    .aria-label = Tijd
header-pause =
    .aria-label = Pauze
    .title = Pauze

## A new game replaced one with entries

replaced-back = Terug naar het vorige spel
replaced-dismiss =
    .aria-label = Sluiten

## Tutorial offer

tutorial-offer-start = Tutorial starten
tutorial-offer-decline = Nee, bedankt

## Board

board =
    .aria-label = Speelveld
board-cancel = Annuleren
board-paused = Gepauzeerd
board-resume = Hervatten

## Controls

controls =
    .aria-label = Bediening
keypad =
    .aria-label = Toetsenblok
tools =
    .aria-label = Gereedschap
tools-notes = Notities
    .title = Notities (Spatie; Ctrl+cijfer)
tools-corner = Hoek
    .title = Hoekmarkeringen (Shift+cijfer)
tools-colour = Kleur
    .title = Vakjes kleuren (1 tot 9)
tools-fill-notes = Notities invullen
tools-undo = Ongedaan maken
tools-redo = Opnieuw
# Same as English
tools-hint = Hint
    .title = Hint (?)
tools-check = Controleren
tools-reveal = Onthullen
tools-reveal-all = Alles onthullen
tools-restart = Opnieuw beginnen
tools-share = Delen
tools-import = Importeren
fault-details =
    .aria-label = Details van de fout

## After a solve

finish-replay = Herhaling
finish-share-result = Resultaat delen
finish-share-replay = Herhaling delen
finish-next-puzzle = Volgende puzzel

## Replay

replay-panel =
    .aria-label = Herhaling
replay-prev = Vorige stap
replay-next = Volgende stap
replay-close = Herhaling sluiten

## Learn panel

learn-step = Stap tonen
learn-practise = Oefenen
learn-library = Bibliotheek

## Hint

# Same as English
hint-panel =
    .aria-label = Hint
hint-all = Alle stappen hier

## Next game

options-title = Volgend spel
options-kind = Puzzel
# Same as English
options-kind-sudoku = Sudoku
options-kind-sudoku-x = X-sudoku
# Same as English
options-kind-jigsaw = Jigsaw
options-kind-killer = Killer sudoku
options-kind-binary = Binairo
# Same as English
options-kind-tango = Tango
options-rules = Regels
options-rules-classic = Klassiek
options-mix = Gecombineerd met
options-mix-none = Niets anders
options-size = Grootte
options-level = Niveau
options-level-easy = Makkelijk
options-level-medium = Gemiddeld
options-level-hard = Moeilijk
# Same as English
options-level-expert = Expert
options-level-master = Meester
options-symmetry = Symmetrie
options-symmetry-none = Geen
options-symmetry-rot180 = Draaiing over 180°
options-symmetry-rot90 = Draaiing over 90°
options-symmetry-mirror-h = Spiegeling, links–rechts
options-symmetry-mirror-v = Spiegeling, boven–onder
options-symmetry-diagonal = Diagonaal
options-proven = Aantoonbaar minimaal (uit een kant-en-klare verzameling)
options-new-game = Nieuw spel
options-daily = Sudoku van de dag
options-continue = Verdergaan
options-learn = Leren
options-booklet = Boekje afdrukken

## Settings and help

more =
    .aria-label = Instellingen en hulp

## Settings

settings = Instellingen
settings-language = Taal
settings-language-browser = Zoals de browser
settings-theme = Thema
settings-theme-system = Zoals het systeem
settings-theme-light = Licht
settings-theme-dark = Donker
settings-timer = Tijd tonen
settings-autoclean = Notities wissen als een cijfer wordt geplaatst
settings-peers = Rij, kolom en blok markeren
settings-same = Hetzelfde cijfer markeren
settings-digitfirst = Eerst het cijfer: kies een cijfer en tik dan de vakjes aan
settings-autocheck = Foute invoer meteen markeren (telt als hulp)
settings-conflicts = Vakjes markeren die een regel breken
settings-counts = Tonen hoeveel van elk symbool er nog over zijn
settings-colour-numbers = Kleurnummers tonen in gekleurde vakjes
settings-notation = Ketens ook in Eureka-notatie tonen, voor experts
settings-assists-note = Met alle hulpmiddelen uit (conflicten, foute invoer, notities opruimen, hetzelfde cijfer, aantallen) telt de statistiek de oplossing als zonder hulp gemaakt.
settings-backup-export = Back-up exporteren
settings-backup-import = Back-up importeren
settings-backup-note = Een back-up is één bestand met alle opgeslagen spellen, je statistieken en instellingen, om te bewaren of op een ander apparaat te importeren. Importeren vervangt wat deze browser bewaart (er wordt eerst gevraagd).

## Statistics

stats = Statistieken
stats-empty = Nog geen puzzel opgelost in deze browser.
stats-caption = Opgeloste puzzels en beste tijden (beste tijden tellen alleen spellen die zonder hulp zijn opgelost)
stats-col-puzzle = Puzzel
stats-col-level = Niveau
stats-col-solved = Opgelost
stats-col-best = Beste
stats-note = Beste tijden tellen alleen spellen die zonder hint, controle of onthulling zijn opgelost.

## How to play

help = Zo speel je
help-sudoku = Vul elke rij, elke kolom en elk blok met elk symbool precies één keer. Klik of tik op een vakje (of gebruik de pijltjestoetsen) en typ dan een cijfer of druk op een toets van het toetsenblok. Backspace, Delete of 0 wist. Houd Shift ingedrukt, of zet Notities (Spatie) aan, om kandidaten te noteren. De toets ? vraagt om een hint: druk nog eens voor de redenering en een derde keer om hem toe te passen. Ctrl+Z maakt ongedaan, Ctrl+Y voert opnieuw uit.
help-binary = Vul het rooster met nullen en enen: elke rij en elke kolom bevat evenveel nullen als enen, er staan nooit drie gelijke cijfers naast of onder elkaar, en geen twee rijen of twee kolommen zijn gelijk. Klik of tik op een vakje om het te laten wisselen tussen 0, 1 en leeg, of selecteer het (pijltjestoetsen) en typ 0 of 1; Backspace of Delete wist. De getallen naast elke rij en onder elke kolom geven aan hoeveel nullen (links of boven) en enen (rechts of onder) er nog nodig zijn. De toets ? vraagt om een hint: druk nog eens voor de redenering en een derde keer om hem toe te passen. Ctrl+Z maakt ongedaan, Ctrl+Y voert opnieuw uit.
help-killer = Killer sudoku: elke gestippelde kooi bevat verschillende cijfers die samen het kleine getal in de hoek vormen; er zijn weinig of geen gegeven cijfers. Als een vakje geselecteerd is, toont de regel onder het toetsenblok de cijfercombinaties die de kooi nog kan bevatten.
help-tango = Tango: vul het rooster met zonnen (☀, typ 0) en manen (☾, typ 1): elke rij en elke kolom bevat evenveel zonnen als manen, en er staan nooit drie gelijke symbolen naast of onder elkaar. Een = tussen twee vakjes betekent dat ze hetzelfde symbool bevatten, een × dat ze verschillen. Rijen en kolommen mogen zich herhalen. Klik of tik op een vakje om het te laten wisselen; de toets ? vraagt om een hint.
help-tutorial-start = Tutorial starten
help-keys-title = Toetsenbord
# Same as English
help-key-ctrl = Ctrl
# Same as English
help-key-shift = Shift
help-key-space = Spatie
# Same as English
help-key-backspace = Backspace
# Same as English
help-key-delete = Delete
help-keys-symbol-1 = Het symbool invullen: een notitie met
help-keys-symbol-2 = of in de modus Notities, een hoekmarkering met
help-keys-symbol-3 = of in de modus Hoek, een kleur (1 tot 9) in de modus Kleur
help-keys-notes-1 = Notities aan of uit (ook
help-keys-notes-2 = als N geen symbool is)
help-keys-hint-1 = Hint (ook
help-keys-hint-2 = als H geen symbool is)
help-keys-erase-1 = Wissen (
help-keys-erase-2 = ook bij Sudoku)
help-keys-arrows = Pijltjestoetsen
help-keys-move-1 = De selectie verplaatsen (
help-keys-move-2 = +pijltjes selecteert meer vakjes)
help-keys-drag-1 = Slepen,
help-keys-drag-2 = +klik
help-keys-select-1 = Meerdere vakjes selecteren: een symbool, een notitie of Wissen verandert ze dan allemaal tegelijk (
help-keys-select-2 = : weer één vakje)
help-keys-undo = Ongedaan maken, opnieuw
help-keys-read = De rij, de kolom of het blok van het geselecteerde vakje voorlezen (een schermlezer hoort ook elke zet)

## Import dialog

dialog-import-title = Een puzzel importeren
dialog-import-label = Spel-ID of puzzelregel
dialog-import-help = Een spel-ID of een link die er een bevat, een puzzelregel, een rooster over meerdere regels, of een rooster met kandidaten uit een andere app (HoDoKu, SudokuWiki): de kandidaten worden je notities.
dialog-import-cancel = Annuleren
dialog-import-load = Laden
dialog-import-anyway = Toch spelen
dialog-import-close = Sluiten

## Saved games dialog

dialog-games-title = Verder met een spel
dialog-games-empty = Er is geen ander onafgemaakt spel opgeslagen in deze browser.
dialog-games-damaged =
    .aria-label = Opgeslagen spellen die niet gelezen konden worden
dialog-games-note = Elk spel wordt tijdens het spelen in deze browser opgeslagen. De 50 recentste blijven bewaard: daarboven worden eerst voltooide spellen verwijderd, dan de oudste onvoltooide.
dialog-games-close = Sluiten

## Tutorial dialog

dialog-tutorial-grid =
    .aria-label = Tutorialpuzzel
dialog-tutorial-keys =
    .aria-label = Toetsenblok van de tutorial
dialog-tutorial-skip = Overslaan

## Learn dialog

dialog-library-title = Leren
dialog-library-note = Elke techniek die Deduce kent, de makkelijkste eerst. Voorbeeld toont er een in een puzzel, zoals een hint hem tekent; Oefenen geeft je posities waarin het de makkelijkste stap is.
dialog-library-search =
    .aria-label = Technieken zoeken
    .placeholder = Technieken zoeken
dialog-library-close = Sluiten

## All steps dialog

dialog-steps-title = Alle stappen hier
dialog-steps-filter = Techniek
dialog-steps-close = Sluiten

## Booklet dialog

dialog-booklet-title = Een boekje afdrukken
dialog-booklet-kept = Al in dit boekje:
dialog-booklet-count = Hoeveel
dialog-booklet-per-page = Puzzels per pagina
dialog-booklet-paper = Papier
dialog-booklet-paper-letter = US Letter
dialog-booklet-solutions = Oplossingen achteraan
dialog-booklet-make = Boekje maken
dialog-booklet-add = Deze toevoegen en daarna meer kiezen
dialog-booklet-cancel = Annuleren

## Booklet preview

booklet =
    .aria-label = Boekje
booklet-print = Afdrukken
booklet-close = Boekje sluiten

## Backup dialog

dialog-backup-title = De spellen in deze browser vervangen door de back-up?
dialog-backup-cancel = Houden wat er is
dialog-backup-confirm = Vervangen

## Reveal dialog

dialog-reveal-title = De hele oplossing onthullen?
dialog-reveal-text = Elk vakje wordt ingevuld. Een onthuld spel telt in de statistieken niet als opgelost, ook niet als je het onthullen ongedaan maakt en het zelf afmaakt.
dialog-reveal-cancel = Verder spelen
dialog-reveal-confirm = Oplossing onthullen
