# Was die Zeichnung und die Bereiche sagen (render*.js, grid-drawing.js, announce.js, replay.js, das Tutorial), auf Deutsch.
# Die Kennungen sind die der englischen Datei (www/locales/en/view.ftl); dort stehen auch die Erläuterungen.

## render.js: the options, the rules above the board, the level line and the hint panel

busy-restarting = Die Rätsel-Engine wird neu gestartet…
# Same as English
busy-seconds = { $seconds } s
# Same as English
import-verdict-seconds = { $text } { $seconds } s
import-example-either = { $long } oder { $short }
# Same as English
rules-text-rule = { $title }: { $about }
rules-text-all = Alle Regeln zeigen
rules-text-fewer = Weniger Zeilen zeigen
puzzle-level-practice = Übung: { $name } ({ $level })
puzzle-level-findall = Alle finden: { $name } ({ $level })
puzzle-level-example = Beispiel: { $name } ({ $level })
puzzle-level = Dieses Rätsel: { $level }
puzzle-level-hardest = schwerster Schritt: { $step }
# Same as English
puzzle-level-rating = SE{"\u00A0"}{ $rating }
puzzle-level-rating-about = SE { $rating }: die Bewertung nach Sudoku Explainer, der Skala, mit der Kenner Rätsel vergleichen
puzzle-level-grading = Dieses Rätsel: Schwierigkeit wird ermittelt…
puzzle-level-grading-time = Dieses Rätsel: Schwierigkeit wird ermittelt… { $seconds } s
puzzle-level-unknown = Dieses Rätsel: Schwierigkeit unbekannt
puzzle-level-unknown-why = Dieses Rätsel: Schwierigkeit unbekannt ({ $why })
hint-looking-title = Hinweis
hint-looking = Der nächste Schritt wird gesucht…
hint-looking-big = Auf einem großen Gitter dauert das einige Sekunden.
hint-next-mistake = Drücke noch einmal auf Hinweis, um zu sehen, welcher Eintrag falsch ist und warum.
hint-next-reasoning = Drücke noch einmal auf Hinweis, um die Begründung zu sehen.
hint-apply-place = Drücke noch einmal auf Hinweis, um diesen Schritt auszuführen.
hint-apply-proof = Drücke noch einmal auf Hinweis, um diesen Schritt auszuführen: Seine Ziffer wird eingetragen, und was die Schritte davor ausgeschlossen haben, bleibt für die nächsten Hinweise erhalten.
hint-apply-notes = Drücke noch einmal auf Hinweis, um diesen Schritt auf deine Notizen anzuwenden.
hint-apply-fill-notes = Von hier aus lässt sich in wenigen Schritten keine Ziffer setzen, deshalb arbeitet dieser Schritt mit Notizen: Drücke noch einmal auf Hinweis, um die Notizen der beteiligten Zellen auszufüllen und den Schritt darauf anzuwenden.
hint-apply-erase = Drücke noch einmal auf Hinweis, um ihn zu löschen.

## step-record.js: a chain's Eureka notation, on a line under its reasoning

hint-chain = Kette: { $chain }

## render-grid.js: the grid's cells and keypad, the binary line counts, the Killer cage help

# Same as English
view-cell-said = { $cell }, { $what }
grid-cell-given = vorgegeben
grid-cell-signs = Zeichen { $signs }
grid-cell-notes = Notizen { $notes }
grid-cell-breaks = verletzt eine Regel
grid-cell-line-breaks = in einer Zeile oder Spalte, die eine Regel verletzt
grid-cell-wrong = falsch
grid-cell-missed = übersehen: { $notes }
grid-cell-evidence = Beleg des Hinweises
keypad-erase = Löschen
keypad-left = noch { $count } zu setzen
keypad-all-placed = alle gesetzt
keypad-colour = Farbe { $number }, { $name }
line-counts-rows = Zeilen: noch benötigte Nullen und Einsen
line-counts-columns = Spalten: noch benötigte Nullen und Einsen
line-counts-rows-tango = Zeilen: noch benötigte Sonnen und Monde
line-counts-columns-tango = Spalten: noch benötigte Sonnen und Monde
line-counts-row = Zeile { $number }: { $needs }
line-counts-row-bad = Zeile { $number }: { $needs }, verletzt eine Regel
line-counts-column = Spalte { $number }: { $needs }
line-counts-column-bad = Spalte { $number }: { $needs }, verletzt eine Regel
line-needs = braucht { $zeros ->
        [one] { $zeros } Null
       *[other] { $zeros } Nullen
    }, { $ones ->
        [one] { $ones } Eins
       *[other] { $ones } Einsen
    }
line-needs-zeros-over = { $zeros ->
        [one] { $zeros } Null
       *[other] { $zeros } Nullen
    } zu viel, braucht { $ones ->
        [one] { $ones } Eins
       *[other] { $ones } Einsen
    }
line-needs-ones-over = braucht { $zeros ->
        [one] { $zeros } Null
       *[other] { $zeros } Nullen
    }, { $ones ->
        [one] { $ones } Eins
       *[other] { $ones } Einsen
    } zu viel
line-needs-both-over = { $zeros ->
        [one] { $zeros } Null
       *[other] { $zeros } Nullen
    } zu viel, { $ones ->
        [one] { $ones } Eins
       *[other] { $ones } Einsen
    } zu viel
line-needs-tango = braucht { $zeros ->
        [one] { $zeros } Sonne
       *[other] { $zeros } Sonnen
    }, { $ones ->
        [one] { $ones } Mond
       *[other] { $ones } Monde
    }
line-needs-suns-over = { $zeros ->
        [one] { $zeros } Sonne
       *[other] { $zeros } Sonnen
    } zu viel, braucht { $ones ->
        [one] { $ones } Mond
       *[other] { $ones } Monde
    }
line-needs-moons-over = braucht { $zeros ->
        [one] { $zeros } Sonne
       *[other] { $zeros } Sonnen
    }, { $ones ->
        [one] { $ones } Mond
       *[other] { $ones } Monde
    } zu viel
line-needs-tango-both-over = { $zeros ->
        [one] { $zeros } Sonne
       *[other] { $zeros } Sonnen
    } zu viel, { $ones ->
        [one] { $ones } Mond
       *[other] { $ones } Monde
    } zu viel
cage-help-select = Wähle eine Zelle eines Käfigs, um seine Kombinationen zu sehen.
cage-help-no-sum = Käfig aus { $size } Zellen ohne Summe: keine Ziffer doppelt
cage-help-none = { $sum } in { $size }: keine Kombination passt zu den gesetzten Ziffern
cage-help-none-said = { $sum } in { $size ->
        [one] { $size } Zelle
       *[other] { $size } Zellen
    }: keine Kombination passt zu den gesetzten Ziffern
# Same as English
cage-help-sets = { $sum } in { $size }: { $sets }
cage-help-sets-said = { $sum } in { $size ->
        [one] { $size } Zelle
       *[other] { $size } Zellen
    }: { $sets }
cage-help-label = Käfigkombinationen: { $words }

## grid-drawing.js: a cell's cage in its description

cage-cell-single = ein Käfig aus 1 Zelle mit der Summe { $sum }
cage-cell-single-no-sum = ein Käfig aus 1 Zelle ohne Summe
cage-cell = in einem Käfig aus { $size } Zellen mit der Summe { $sum }
cage-cell-no-sum = in einem Käfig aus { $size } Zellen ohne Summe

## render-marks.js: a cell's corner marks and colours in its description

marks-corner = Eckmarkierungen { $marks }
# Same as English
marks-colour = { $number } ({ $name })
marks-colours = { $count ->
        [one] Farbe
       *[other] Farben
    } { $colours }

## render-rules.js: a Sudoku rule's marks at a cell, in its description

rule-cell-main-diagonal = auf der Hauptdiagonale
rule-cell-anti-diagonal = auf der Gegendiagonale
rule-cell-window = in Fenster { $number }
# Same as English
rule-cell-unit = in { $name }
rule-cell-even = gerade Zelle
rule-cell-odd = ungerade Zelle
rule-cell-thermo-bulb = die Kugel eines Thermometers
rule-cell-thermo = auf einem Thermometer, Schritt { $step } ab der Kugel
rule-cell-renban = auf einer Renban-Linie
rule-cell-whisper = auf einer Flüsterlinie
rule-cell-arrow-circle = der Kreis eines Pfeils
rule-cell-arrow = auf dem Pfeil von { $cell }
rule-cell-white-dot = weißer Punkt mit { $cell }
rule-cell-black-dot = schwarzer Punkt mit { $cell }
rule-cell-x = X mit { $cell }
rule-cell-v = V mit { $cell }
rule-cell-sandwich-row = das Sandwich von Zeile { $number } ergibt { $total }
rule-cell-sandwich-column = das Sandwich von Spalte { $number } ergibt { $total }
rule-cell-little-killer = auf einer Little-Killer-Diagonale ab { $cell } mit der Summe { $total }

## announce.js: what a screen reader hears of a move, and a row, column or block read aloud

# Same as English
said-move = { $moves }.
# Same as English
said-move-clash = { $moves }. { $clash }.
said-move-broken = { $moves }. Das verletzt eine Regel.
said-cleared = { $cell } gelöscht
said-notes-added = Notizen { $notes } hinzugefügt
said-notes-removed = Notizen { $notes } entfernt
said-more-note-cells = und Notizen in { $count ->
        [one] { $count } weiteren Zelle
       *[other] { $count } weiteren Zellen
    }
said-clears = entfernt { $symbol } aus { $count ->
        [one] { $count } Notiz
       *[other] { $count } Notizen
    }
said-clears-any = entfernt { $count ->
        [one] { $count } Notiz
       *[other] { $count } Notizen
    }
said-more-changes = und { $count ->
        [one] { $count } weitere Änderung
       *[other] { $count } weitere Änderungen
    }
said-corner-added = Eckmarkierung { $mark } hinzugefügt
said-corner-removed = Eckmarkierung { $mark } entfernt
said-corner-added-cells = Eckmarkierung { $mark } in { $count } Zellen hinzugefügt
said-corner-removed-cells = Eckmarkierung { $mark } in { $count } Zellen entfernt
said-colour-added = Farbe { $number } ({ $name }) hinzugefügt
said-colour-removed = Farbe { $number } ({ $name }) entfernt
said-colour-added-cells = Farbe { $number } ({ $name }) in { $count } Zellen hinzugefügt
said-colour-removed-cells = Farbe { $number } ({ $name }) in { $count } Zellen entfernt
said-clash-row = { $symbol } steht schon in Zeile { $row }, bei { $cell }
said-clash-column = { $symbol } steht schon in Spalte { $column }, bei { $cell }
said-clash-block = { $symbol } steht schon im selben Block, bei { $cell }
said-clash-region = { $symbol } steht schon in derselben Region, bei { $cell }
said-clash-cage = { $symbol } steht schon im selben Käfig, bei { $cell }
said-row = Zeile { $number }: { $cells }.
said-column = Spalte { $number }: { $cells }.
said-block = Block { $number }: { $cells }.
said-region = Region von { $cell }: { $cells }.

## render-panels.js: a fault's details, the statistics, the replay, the tutorial, saved games, the backup, the library, the Learn panel

details-copy = Details kopieren
details-copied = Details kopiert
stats-reset-button = Statistik zurücksetzen
stats-reset-armed = Zum Zurücksetzen erneut drücken
stats-streak = Sudoku des Tages: { $current ->
        [one] { $current } Tag
       *[other] { $current } Tage
    } in Folge (Bestwert { $best ->
        [one] { $best } Tag
       *[other] { $best } Tage
    }).
stats-assists = Lösungen mit eingeschalteten Hilfen: { $assists }.
stats-assist-count = { $assist }: { $count }
stats-solved-unassisted = { $solved } ({ $unassisted } ohne Hilfen)
replay-loading = Der Lösungsweg wird ermittelt…
replay-loading-big = Die Engine löst das { $side }×{ $side }-Rätsel Schritt für Schritt, wie ein Mensch: bei den meisten in Sekunden, bei den schwersten in einer Minute oder mehr. „Wiederholung schließen“ bricht ab.
replay-start = Start: die Vorgaben ({ $total ->
        [one] { $total } Schritt
       *[other] { $total } Schritte
    } bis zur Lösung)
replay-start-text = Drücke „Nächster Schritt“ (oder die Pfeiltaste nach rechts), um zu sehen, wie die Engine dieses Rätsel rein logisch löst, einen Schritt nach dem anderen.
replay-counter = Schritt { $index } von { $total }
# Same as English
replay-step-title = { $title } · { $level }
replay-solved = Gelöst in { $total ->
        [one] { $total } Schritt
       *[other] { $total } Schritten
    }
replay-solved-text = Jede Zelle ist gefüllt. Drücke „Vorheriger Schritt“, um den Lösungsweg zurückzugehen.
replay-hardest = Der schwierigste Moment war Schritt { $number }: { $name } ({ $level }).
replay-moves-summary = Eine geteilte Wiederholung: die Züge der Person, die den Link geschickt hat, der Reihe nach. Schließe die Wiederholung, um das Rätsel selbst zu spielen.
replay-moves-start = Start: die Vorgaben ({ $total ->
        [one] { $total } Zug
       *[other] { $total } Züge
    } bis zum Ende)
replay-moves-next = Drücke „Nächster Schritt“ (oder die Pfeiltaste nach rechts), um die Züge einzeln zu sehen.
replay-moves-counter = Zug { $index } von { $total }
replay-moves-solved = { $move } Gelöst in { $total ->
        [one] { $total } Zug
       *[other] { $total } Zügen
    }.
replay-moves-last = { $move } Der letzte Zug.
tutorial-button-next = Weiter
tutorial-button-finish = Fertig
tutorial-cell-marked = markiert
games-ago-now = gerade eben
games-ago-minutes = vor { $count ->
        [one] { $count } Minute
       *[other] { $count } Minuten
    }
games-ago-hours = vor { $count ->
        [one] { $count } Stunde
       *[other] { $count } Stunden
    }
games-ago-yesterday = gestern
games-ago-days = vor { $count } Tagen
games-played = { $time } gespielt
games-continue-label = { $game } fortsetzen, { $meta }
games-remove = Entfernen
games-remove-armed = Wirklich entfernen?
games-remove-label = { $game } entfernen
games-remove-armed-label = { $game } wirklich entfernen
games-damaged = Ein Spielstand, der nicht gelesen werden konnte
games-damaged-name = Spielstand, der nicht gelesen werden konnte ({ $reason })
backup-ask = Die Sicherung enthält { $summary }. Alle Spiele, Statistiken und Einstellungen in diesem Browser werden durch die der Sicherung ersetzt.
backup-ask-made = Die Sicherung vom { $date } enthält { $summary }. Alle Spiele, Statistiken und Einstellungen in diesem Browser werden durch die der Sicherung ersetzt.
replaced-text = Vorheriges Spiel gespeichert: { $game }.
# Same as English
library-family-sudoku = Sudoku
library-family-killer = Killer-Sudoku
library-family-binary = Binär-Rätsel
# Same as English
library-family-tango = Tango
library-tally = { $attempts }-mal geübt, { $successes } richtig
library-example = Beispiel
library-practise = Üben
library-puzzle = Rätsel
library-findall = Alle finden
library-example-label = Beispiel für { $name }
library-practise-label = { $name } üben
library-puzzle-label = Ein ganzes Rätsel, das { $name } braucht
library-findall-label = Alle Vorkommen von { $name } finden
# Same as English
library-technique-family = { $name } ({ $family })
library-family-binary-short = binär
library-none = Keine Technik passt zu „{ $query }“.
weak-title = Deine Schwachstellen
weak-note = Die Techniken, für die deine Spiele die meisten Hinweise brauchten, und Übungsantworten, die nicht richtig waren.
weak-hints = { $count ->
        [one] { $count } Hinweis
       *[other] { $count } Hinweise
    }
weak-wrong = { $count ->
        [one] { $count } Übungsantwort
       *[other] { $count } Übungsantworten
    } nicht richtig
weak-practise-label = { $name } üben, eine Schwachstelle
weak-puzzle = Meine Schwachstellen üben
weak-puzzle-label = Meine Schwachstellen üben: ein ganzes Rätsel, das { $names } braucht
learn-panel-example = Beispiel: { $name }
learn-panel-practise = Üben: { $name }
learn-panel-findall = Alle finden: { $name }
# Same as English
learn-panel-description = { $level }. { $description }
learn-panel-answer = Markiere deine Antwort auf dem Spielfeld und drücke dann „Prüfen“.
learn-panel-again = Erneut versuchen
learn-panel-next = Nächste Stellung
learn-panel-another = Anderes Beispiel

## render-steps.js: All steps here

all-steps-looking = Alle Schritte in dieser Stellung werden gesucht…
all-steps-failed = Keine Liste: { $error }
all-steps-note = { $steps ->
        [one] { $steps } Schritt
       *[other] { $steps } Schritte
    } aus { $techniques ->
        [one] { $techniques } Technik
       *[other] { $techniques } Techniken
    }, die leichtesten zuerst; der erste ist der des Hinweises. Wähle einen, um ihn auf dem Spielfeld zu sehen.
all-steps-every = Alle Techniken ({ $count })
# Same as English
all-steps-technique = { $name } ({ $count })

## replay.js: a player's move, in the replay of a shared link

# Same as English
replay-move = { $changes }.
# Same as English
replay-move-separator = {"; "}
replay-move-none = Keine Änderung.
replay-move-cells = { $count } Zellen
# Same as English
replay-move-placed = { $symbol } in { $cells }
replay-move-entries = Einträge in { $cells }
replay-move-erased = { $cells } gelöscht
replay-move-notes = Notizen in { $cells }
replay-move-notes-cleaned = Notizen bereinigt in { $cells }
replay-move-drawn = Markierungen oder Farben in { $cells }

## tutorial.js: the tutorial's progress and its answers to a move

tutorial-progress = Schritt { $step } von { $steps }
tutorial-progress-alone = Du bist dran
tutorial-progress-done = Fertig
tutorial-feedback-given = Diese Zelle ist vorgegeben: Sie lässt sich nicht ändern.
tutorial-feedback-one-more = Richtig. Noch eine.
tutorial-feedback-right = Richtig! Drücke „Weiter“.
tutorial-feedback-nothing = In diesem Schritt ist nichts einzutragen: Drücke „Weiter“.
tutorial-feedback-broken = { $symbol } verletzt dort eine Regel: { $rule }.
tutorial-feedback-not-cell = Noch nicht diese Zelle: Sieh dir die markierten Zellen an. { $why }
tutorial-feedback-not-symbol = Nicht { $symbol }: { $why }

## tutorial-sudoku.js: the Sudoku lesson

tutorial-sudoku-title = So spielst du Sudoku
tutorial-sudoku-offer = Neu bei Sudoku? Mach das 1-Minuten-Tutorial.
tutorial-sudoku-rules = Sudoku ist ein Gitter aus Zeilen, Spalten und Blöcken (hier 2×2-Blöcke in einem 4×4-Gitter). Die Regel: Jede Zeile, jede Spalte und jeder Block enthält jede Ziffer von 1 bis 4 genau einmal. Die grauen Ziffern sind vorgegeben; den Rest füllst du aus. Drücke „Weiter“.
tutorial-sudoku-row = Zeile 1 (markiert) enthält schon 1, 2 und 3. Wähle ihre leere Zelle und gib die fehlende Ziffer ein (oder drücke sie unten).
tutorial-sudoku-row-why = Zeile 1 braucht jede Ziffer von 1 bis 4 einmal: Welche fehlt noch?
tutorial-sudoku-column = Jetzt Spalte 1 (markiert): Sie enthält 1, 3 und 2. Fülle ihre leere Zelle aus.
tutorial-sudoku-column-why = Spalte 1 braucht jede Ziffer von 1 bis 4 einmal: Welche fehlt noch?
tutorial-sudoku-block = Auch Blöcke zählen: Der Block unten rechts (markiert) enthält 4, 3 und 2. Fülle seine leere Zelle aus.
tutorial-sudoku-block-why = Der Block braucht jede Ziffer von 1 bis 4 einmal: Welche fehlt noch?
tutorial-sudoku-alone = Jetzt löse dieses hier allein: eine Ziffer pro Zelle, jede einmal pro Zeile, Spalte und Block. Ziffern, die eine Regel verletzen, werden rot markiert. Im richtigen Spiel erklärt „Hinweis“ den nächsten Schritt, wann immer du feststeckst.
tutorial-sudoku-done = Gelöst! Mehr steckt nicht dahinter. Größere Gitter (9×9 bis 25×25) folgen derselben Regel. Drücke „Fertig“, um zu spielen.

## tutorial-binary.js: the binary-puzzle lesson

tutorial-binary-title = So spielst du Binär-Rätsel
tutorial-binary-offer = Neu bei Binär-Rätseln? Mach das 1-Minuten-Tutorial.
tutorial-binary-rules = Fülle das Gitter mit Nullen und Einsen. Drei Regeln: nie drei gleiche Ziffern nebeneinander in einer Zeile oder Spalte; jede Zeile und jede Spalte enthält gleich viele Nullen wie Einsen (hier je drei); und keine zwei Zeilen oder zwei Spalten sind gleich. Drücke „Weiter“.
tutorial-binary-pair = Zeile 1 beginnt mit zwei Einsen (markiert). Eine dritte 1 daneben ergäbe drei gleiche in Folge, also ist die Zelle danach eine 0. Wähle sie und gib 0 ein (oder drücke unten die 0).
tutorial-binary-pair-why = Zwei Einsen nebeneinander: Die Zelle daneben kann keine dritte 1 sein.
tutorial-binary-between = In Zeile 2 liegt eine leere Zelle zwischen zwei Nullen (markiert). Eine 0 dort ergäbe drei gleiche in Folge: Fülle sie aus.
tutorial-binary-between-why = Zwischen zwei Nullen ergäbe eine dritte 0 drei gleiche in Folge.
tutorial-binary-full = Zeile 6 (markiert) hat schon ihre drei Nullen, also ist jede leere Zelle darin eine 1. Fülle beide aus.
tutorial-binary-full-why = Zeile 6 enthält schon drei Nullen, und eine Zeile hat von jeder Ziffer genau drei.
tutorial-binary-alone = Jetzt löse dieses hier allein. Klicke auf eine Zelle, um zwischen 0, 1 und leer zu wechseln, oder wähle sie aus und tippe. Die Zahlen, die das richtige Spiel neben jeder Zeile und Spalte zeigt, sagen, wie viele Nullen und Einsen dort noch fehlen; hier zählst du selbst.
tutorial-binary-done = Gelöst! Größere Gitter (bis 20×20) folgen denselben drei Regeln. Drücke „Fertig“, um zu spielen.
