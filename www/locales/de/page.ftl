# Der statische Text der Seite (index.html, `data-l10n-id`) und die Wörter ihrer Bedienelemente, auf Deutsch.

## Page

page-description =
    .content = Deduce: Logikrätsel mit erklärten Hinweisen, offline in deinem Browser.
# Same as English
page-title = Deduce

## Header

# Same as English
header-title = Deduce
header-grade-stop = Stopp
header-timer =
    .aria-label = Zeit
# Same as English
header-pause =
    .aria-label = Pause
    .title = Pause

## A new game replaced one with entries

replaced-back = Zurück zum vorigen Spiel
replaced-dismiss =
    .aria-label = Ausblenden

## Tutorial offer

tutorial-offer-start = Tutorial starten
tutorial-offer-decline = Nein danke

## Board

board =
    .aria-label = Spielfeld
board-cancel = Abbrechen
board-paused = Pausiert
board-resume = Weiter

## Controls

controls =
    .aria-label = Bedienung
keypad =
    .aria-label = Tastenfeld
tools =
    .aria-label = Werkzeuge
tools-notes = Notizen
    .title = Notizen (Leertaste; Strg+Ziffer)
tools-corner = Ecke
    .title = Eckmarkierungen (Umschalt+Ziffer)
tools-colour = Farbe
    .title = Zellen färben (1 bis 9)
tools-fill-notes = Notizen ausfüllen
tools-undo = Rückgängig
tools-redo = Wiederherstellen
tools-hint = Hinweis
    .title = Hinweis (?)
tools-check = Prüfen
tools-reveal = Aufdecken
tools-reveal-all = Alles aufdecken
tools-restart = Neu starten
tools-share = Teilen
tools-import = Importieren
fault-details =
    .aria-label = Details zum Fehler

## After a solve

finish-replay = Wiederholung
finish-share-result = Ergebnis teilen
finish-share-replay = Wiederholung teilen
finish-next-puzzle = Nächstes Rätsel

## Replay

replay-panel =
    .aria-label = Wiederholung
replay-prev = Vorheriger Schritt
replay-next = Nächster Schritt
replay-close = Wiederholung schließen

## Learn panel

learn-step = Schritt zeigen
learn-practise = Üben
learn-library = Bibliothek

## Hint

hint-panel =
    .aria-label = Hinweis
hint-all = Alle Schritte hier

## Next game

options-title = Nächstes Spiel
options-kind = Rätsel
# Same as English
options-kind-sudoku = Sudoku
# Same as English
options-kind-sudoku-x = X-Sudoku
# Same as English
options-kind-jigsaw = Jigsaw
options-kind-killer = Killer-Sudoku
options-kind-binary = Binär-Rätsel
# Same as English
options-kind-tango = Tango
options-rules = Regeln
options-rules-classic = Klassisch
options-mix = Gemischt mit
options-mix-none = Nichts weiter
options-size = Größe
options-level = Schwierigkeit
options-level-easy = Leicht
options-level-medium = Mittel
options-level-hard = Schwer
options-level-expert = Experte
options-level-master = Meister
options-symmetry = Symmetrie
options-symmetry-none = Keine
options-symmetry-rot180 = Drehung um 180°
options-symmetry-rot90 = Drehung um 90°
options-symmetry-mirror-h = Spiegelung, links–rechts
options-symmetry-mirror-v = Spiegelung, oben–unten
options-symmetry-diagonal = Diagonale
options-proven = Nachweislich minimal (aus einer fertigen Sammlung)
options-new-game = Neues Spiel
options-daily = Sudoku des Tages
options-continue = Fortsetzen
options-learn = Lernen
options-booklet = Heft drucken

## Settings and help

more =
    .aria-label = Einstellungen und Hilfe

## Settings

settings = Einstellungen
settings-language = Sprache
settings-language-browser = Wie im Browser
settings-theme = Design
settings-theme-system = Wie im System
settings-theme-light = Hell
settings-theme-dark = Dunkel
settings-timer = Zeit anzeigen
settings-autoclean = Notizen entfernen, wenn eine Ziffer gesetzt wird
settings-peers = Zeile, Spalte und Block hervorheben
settings-same = Gleiche Ziffer hervorheben
settings-digitfirst = Ziffer zuerst: eine Ziffer wählen, dann ihre Zellen antippen
settings-autocheck = Falsche Einträge sofort markieren (zählt als Hilfe)
settings-conflicts = Zellen markieren, die eine Regel verletzen
settings-counts = Anzeigen, wie viele von jedem Symbol noch fehlen
settings-colour-numbers = Farbnummern in gefärbten Zellen anzeigen
settings-notation = Ketten auch in Eureka-Notation zeigen, für Fortgeschrittene
settings-assists-note = Sind alle Hilfen aus (Konflikte, falsche Einträge, Notizen aufräumen, gleiche Ziffer, Anzahlen), zählt die Statistik die Lösung als ohne Hilfen gelöst.
settings-backup-export = Sicherung exportieren
settings-backup-import = Sicherung importieren
settings-backup-note = Eine Sicherung ist eine Datei mit allen gespeicherten Spielen, deiner Statistik und deinen Einstellungen, zum Aufbewahren oder zum Importieren auf einem anderen Gerät. Beim Importieren wird ersetzt, was dieser Browser gespeichert hat (vorher wird gefragt).

## Statistics

stats = Statistik
stats-empty = In diesem Browser ist noch kein Rätsel gelöst.
stats-caption = Gelöste Rätsel und Bestzeiten (Bestzeiten zählen nur ohne Hilfe gelöste Spiele)
stats-col-puzzle = Rätsel
stats-col-level = Schwierigkeit
stats-col-solved = Gelöst
stats-col-best = Bestzeit
stats-note = Bestzeiten zählen nur Spiele, die ohne Hinweis, Prüfen oder Aufdecken gelöst wurden.

## How to play

help = Spielanleitung
help-sudoku = Fülle jede Zeile, jede Spalte und jeden Block mit jedem Symbol genau einmal. Klicke oder tippe auf eine Zelle (oder nutze die Pfeiltasten) und gib dann eine Ziffer ein oder drücke eine Taste des Tastenfelds. Rücktaste, Entf oder 0 löscht. Halte Umschalt gedrückt oder schalte Notizen (Leertaste) ein, um Kandidaten einzutragen. Die Taste ? fragt nach einem Hinweis: Drücke sie erneut für die Begründung und ein drittes Mal, um ihn anzuwenden. Strg+Z macht rückgängig, Strg+Y stellt wieder her.
help-binary = Fülle das Gitter mit Nullen und Einsen: Jede Zeile und jede Spalte enthält gleich viele Nullen wie Einsen, nie stehen drei gleiche Ziffern in einer Zeile oder Spalte nebeneinander, und keine zwei Zeilen oder zwei Spalten sind gleich. Klicke oder tippe auf eine Zelle, um zwischen 0, 1 und leer zu wechseln, oder wähle sie aus (Pfeiltasten) und gib 0 oder 1 ein; Rücktaste oder Entf löscht. Die Zahlen neben jeder Zeile und unter jeder Spalte zeigen, wie viele Nullen (links oder oben) und Einsen (rechts oder unten) ihr noch fehlen. Die Taste ? fragt nach einem Hinweis: Drücke sie erneut für die Begründung und ein drittes Mal, um ihn anzuwenden. Strg+Z macht rückgängig, Strg+Y stellt wieder her.
help-killer = Killer-Sudoku: Jeder gestrichelte Käfig enthält verschiedene Ziffern, deren Summe die kleine Zahl in seiner Ecke ist; es gibt wenige oder keine vorgegebenen Ziffern. Ist eine Zelle ausgewählt, zeigt die Zeile unter dem Tastenfeld die Ziffernkombinationen, die ihr Käfig noch enthalten kann.
help-tango = Tango: Fülle das Gitter mit Sonnen (☀, gib 0 ein) und Monden (☾, gib 1 ein): Jede Zeile und jede Spalte enthält gleich viele Sonnen wie Monde, und nie stehen drei gleiche Symbole in einer Zeile oder Spalte nebeneinander. Ein = zwischen zwei Zellen bedeutet, dass sie dasselbe Symbol enthalten, ein ×, dass sie sich unterscheiden. Zeilen und Spalten dürfen sich wiederholen. Klicke oder tippe auf eine Zelle, um sie wechseln zu lassen; die Taste ? fragt nach einem Hinweis.
help-tutorial-start = Tutorial starten
help-keys-title = Tastatur
help-key-ctrl = Strg
help-key-shift = Umschalt
help-key-space = Leertaste
help-key-backspace = Rücktaste
help-key-delete = Entf
help-keys-symbol-1 = Symbol eintragen: eine Notiz mit
help-keys-symbol-2 = oder im Modus Notizen, eine Eckmarkierung mit
help-keys-symbol-3 = oder im Modus Ecke, eine Farbe (1 bis 9) im Modus Farbe
help-keys-notes-1 = Notizen an oder aus (auch
help-keys-notes-2 = wenn N kein Symbol ist)
help-keys-hint-1 = Hinweis (auch
help-keys-hint-2 = wenn H kein Symbol ist)
help-keys-erase-1 = Löschen (
help-keys-erase-2 = auch bei Sudoku)
help-keys-arrows = Pfeiltasten
help-keys-move-1 = Auswahl bewegen (
help-keys-move-2 = +Pfeile wählt weitere Zellen aus)
help-keys-drag-1 = Ziehen,
help-keys-drag-2 = +Klick
help-keys-select-1 = Mehrere Zellen auswählen: Ein Symbol, eine Notiz oder Löschen ändert dann alle auf einmal (
help-keys-select-2 = : wieder eine Zelle)
help-keys-undo = Rückgängig, wiederherstellen
help-keys-read = Zeile, Spalte oder Block der ausgewählten Zelle vorlesen (ein Screenreader hört auch jeden Zug)

## Import dialog

dialog-import-title = Rätsel importieren
dialog-import-label = Spiel-ID oder Rätselzeile
dialog-import-help = Eine Spiel-ID oder ein Link, der eine enthält, eine Rätselzeile, ein Gitter über mehrere Zeilen oder ein Kandidatengitter aus einer anderen App (HoDoKu, SudokuWiki): Seine Kandidaten werden zu deinen Notizen.
dialog-import-cancel = Abbrechen
dialog-import-load = Laden
dialog-import-anyway = Trotzdem spielen
dialog-import-close = Schließen

## Saved games dialog

dialog-games-title = Spiel fortsetzen
dialog-games-empty = In diesem Browser ist kein anderes unfertiges Spiel gespeichert.
dialog-games-damaged =
    .aria-label = Spielstände, die nicht gelesen werden konnten
dialog-games-note = Jedes Spiel wird beim Spielen in diesem Browser gespeichert. Die 50 neuesten bleiben erhalten: Darüber hinaus werden zuerst beendete Spiele entfernt, dann die ältesten unbeendeten.
dialog-games-close = Schließen

## Tutorial dialog

dialog-tutorial-grid =
    .aria-label = Tutorial-Rätsel
dialog-tutorial-keys =
    .aria-label = Tutorial-Tastenfeld
dialog-tutorial-skip = Überspringen

## Learn dialog

dialog-library-title = Lernen
dialog-library-note = Jede Technik, die Deduce kennt, die leichteste zuerst. Beispiel zeigt eine an einem Rätsel, so wie ein Hinweis sie zeichnet; Üben gibt dir Stellungen, in denen sie der leichteste Schritt ist.
dialog-library-search =
    .aria-label = Techniken suchen
    .placeholder = Techniken suchen
dialog-library-close = Schließen

## All steps dialog

dialog-steps-title = Alle Schritte hier
dialog-steps-filter = Technik
dialog-steps-close = Schließen

## Booklet dialog

dialog-booklet-title = Ein Heft drucken
dialog-booklet-kept = Schon in diesem Heft:
dialog-booklet-count = Wie viele
dialog-booklet-per-page = Rätsel pro Seite
dialog-booklet-paper = Papier
dialog-booklet-paper-letter = US-Letter
dialog-booklet-solutions = Lösungen am Ende
dialog-booklet-make = Heft erstellen
dialog-booklet-add = Diese hinzufügen, dann weitere wählen
dialog-booklet-cancel = Abbrechen

## Booklet preview

booklet =
    .aria-label = Heft
booklet-print = Drucken
booklet-close = Heft schließen

## Backup dialog

dialog-backup-title = Die Spiele dieses Browsers durch die Sicherung ersetzen?
dialog-backup-cancel = Behalten, was da ist
dialog-backup-confirm = Ersetzen

## Reveal dialog

dialog-reveal-title = Die ganze Lösung aufdecken?
dialog-reveal-text = Jede Zelle wird ausgefüllt. Ein aufgedecktes Spiel zählt in der Statistik nicht als gelöst, auch wenn du das Aufdecken rückgängig machst und es selbst beendest.
dialog-reveal-cancel = Weiterspielen
dialog-reveal-confirm = Lösung aufdecken
