# Deduce: game (de). See www/i18n.js PARTS.
# Was der Spielzustand sagt: Meldungen, Dialoge, Statistik, Spielstände, Teilen, Hefte, und die Namen der Rätselarten,
# Schwierigkeiten und Regeln. Gleiche IDs wie www/locales/en/game.ftl; dort stehen die Erklärungen der Variablen.

## Kinds, levels and rules (kinds.js)

# Same as English
kind-sudoku = Sudoku
# Same as English
kind-sudoku-x = X-Sudoku
# Same as English
kind-jigsaw = Jigsaw
kind-killer = Killer-Sudoku
kind-binary = Binär-Rätsel
# Same as English
kind-tango = Tango
kind-binary-puzzle = Binär-Rätsel
# Same as English
game-name = { $kind } { $side }×{ $side }
# Same as English
game-name-rules = { $called } { $kind } { $side }×{ $side }
level-easy = Leicht
level-medium = Mittel
level-hard = Schwer
level-expert = Experte
level-master = Meister
rule-thermo = Thermometer
rule-arrow = Pfeile
rule-kropki = Kropki-Punkte
rule-kropki-all = Kropki, alle Punkte gegeben
# Same as English
rule-xv = XV
rule-xv-all = XV, alle Zeichen gegeben
rule-whisper = Flüsterlinien
rule-renban = Renban-Linien
rule-cage = Killer-Käfige
rule-littlekiller = Little Killer
# Same as English
rule-sandwich = Sandwich
rule-evenodd = Gerade und ungerade
rule-nonconsecutive = Keine Nachbarzahlen
rule-antiknight = Anti-Springer
rule-antiking = Anti-König
# Same as English
rule-windoku = Windoku
clues-irreducible = nachweislich minimal
clues-spare =
    eine Lösung; { $count ->
        [one] { $count } Vorgabe ist
       *[other] { $count } Vorgaben sind
    } womöglich überflüssig
level-note-easy = Jedes Rätsel in { $size }×{ $size } ist leicht.
level-note-missing =
    Bei { $size }×{ $size } nicht angeboten, weil der Generator { $count ->
        [one] diese Stufe
       *[other] diese Stufen
    } nicht zusichern kann: { $list }.
level-note-first = { $level } ({ $hits } von { $tries } Versuchen)
level-note-item = { $level } ({ $hits } von { $tries })
level-missed = Du wolltest „{ $asked }“; in den Versuchen des Generators kam keins heraus, daher ist dieses Rätsel „{ $got }“.
daily-title = Sudoku des Tages, { $date }
daily-title-rules = Sudoku des Tages, { $date } ({ $rules })
symbol-empty = leer
symbol-sun = Sonne
symbol-moon = Mond
assist-conflicts = Konflikte markiert
assist-wrong-entries = falsche Einträge markiert
assist-notes-cleaned = Notizen aufgeräumt
assist-same-digit = gleiche Ziffer hervorgehoben
assist-counts = Anzahlen angezeigt
colour-orange = Orange
colour-sky-blue = Himmelblau
colour-green = Grün
colour-yellow = Gelb
colour-blue = Blau
colour-vermilion = Zinnoberrot
colour-pink = Rosa
colour-grey = Grau
colour-dark-grey = Dunkelgrau
# Same as English
list-separator = ,{" "}
# Same as English
sentence-separator = {" "}

## Starting the page and links (main.js)

main-id-too-long = er ist { $length } Zeichen lang, zu lang für ein Rätsel
main-link-fault = Das Rätsel im Link konnte nicht geöffnet werden. { $fault }
main-link-cancelled = Das Rätsel im Link wurde nicht geöffnet: Du hast abgebrochen.
main-link-interrupted = Das Rätsel im Link wurde nicht geöffnet: Eine andere Anfrage hat es unterbrochen.
main-link-failed = Das Rätsel im Link konnte nicht geladen werden: { $reason }
# Same as English
main-saves-separator = ;{" "}
main-saves-others-kept = { $notes }; deine anderen gespeicherten Spiele bleiben erhalten.
main-saves-new-game = { $notes }; hier ist ein neues.
main-new-link-fault = Das Rätsel dieses Links konnte nicht geöffnet werden. { $fault } Dein Spiel bleibt unverändert.
main-new-link-interrupted = Das Rätsel dieses Links konnte nicht geladen werden: Eine andere Anfrage hat es unterbrochen. Dein Spiel bleibt unverändert.
main-new-link-failed = Das Rätsel dieses Links konnte nicht geladen werden: { $reason }. Dein Spiel bleibt unverändert.
main-fatal = Deduce konnte nicht starten: { $reason }

## Saved games, statistics and backups in the browser (storage.js)

storage-damaged = der Spielstand ist beschädigt
storage-newer-version = der Spielstand stammt aus einer neueren Version von Deduce
storage-old-version = der Spielstand stammt aus einer alten Version von Deduce
storage-backup-games =
    { $count ->
        [one] { $count } Spiel
       *[other] { $count } Spiele
    }
storage-backup-statistics = Statistik
storage-backup-settings = Einstellungen
storage-backup-too-large = Diese Datei ist zu groß für eine Deduce-Sicherung.
storage-backup-not-json = Diese Datei ist keine Deduce-Sicherung: Sie ist kein JSON.
storage-backup-not-backup = Diese Datei ist keine Deduce-Sicherung.
storage-backup-newer = Diese Sicherung stammt aus einer neueren Version von Deduce (Format { $format }).
storage-backup-damaged = Diese Sicherung ist beschädigt: Ihre Einträge sind nicht das, was Deduce speichert.

## Faults in the engine (faults.js)

fault-crash = Die Rätsel-Engine wurde unerwartet beendet.
fault-too-large = Dieses Rätsel ist zu groß, um es hier zu prüfen.
fault-too-large-seconds =
    Dieses Rätsel ist zu groß, um es hier zu prüfen: Es hat länger als { $seconds ->
        [one] { $seconds } Sekunde
       *[other] { $seconds } Sekunden
    } gedauert.
fault-too-large-minutes =
    Dieses Rätsel ist zu groß, um es hier zu prüfen: Es hat länger als { $minutes ->
        [one] { $minutes } Minute
       *[other] { $minutes } Minuten
    } gedauert.
fault-puzzle = Bei diesem Rätsel ist etwas schiefgegangen.
fault-timeout-seconds =
    Das hat hier länger als { $seconds ->
        [one] { $seconds } Sekunde
       *[other] { $seconds } Sekunden
    } gedauert.
fault-timeout-minutes =
    Das hat hier länger als { $minutes ->
        [one] { $minutes } Minute
       *[other] { $minutes } Minuten
    } gedauert.
fault-engine = In der Rätsel-Engine ist etwas schiefgegangen.

## The game on the board (state-board.js)

board-grade-fault = { $fault } Die Schwierigkeit dieses Rätsels konnte nicht ermittelt werden; dein Spiel ist sicher.
board-grade-too-large = zu groß, um sie hier zu ermitteln
board-grade-failed = etwas ist schiefgegangen
board-grade-stopped = gestoppt
board-save-gone = der Spielstand ist nicht mehr da
board-progress-back = Dein gespeicherter Fortschritt bei diesem Rätsel ist wieder da.
board-other-tab-moves = Züge aus einem anderen Tab werden angezeigt.
board-other-tab-newer = Dieses Spiel wurde in einem anderen Tab geändert: Die neuere Fassung wird angezeigt.
# Same as English
board-said-move = { $what }: { $change }
# Same as English
board-said-done = { $what }.
board-undone = Rückgängig gemacht
board-redone = Wiederhergestellt
board-notes-filled = Notizen ausgefüllt
board-restarted = Neu gestartet: alle Einträge und Notizen gelöscht
board-fault = { $fault } Dein Spiel ist sicher.
board-revive-failed = { $fault } Dieses Spiel konnte nicht wieder geöffnet werden: Sein letzter Spielstand bleibt erhalten. Starte ein neues Spiel oder wähle es später unter Fortsetzen.
board-given = Diese Zelle ist eine Vorgabe und kann nicht geändert werden.
board-check-entries =
    { $entries ->
        [one] { $entries } falscher Eintrag ist markiert.
       *[other] { $entries } falsche Einträge sind markiert.
    }
board-check-notes =
    { $notes ->
        [one] Die Notizen einer Zelle (markiert) lassen die Ziffer aus, die sie braucht.
       *[other] Die Notizen von { $notes } Zellen (markiert) lassen jeweils die Ziffer aus, die die Zelle braucht.
    }
board-check-both =
    { $entries ->
        [one] { $entries } falscher Eintrag ist markiert
       *[other] { $entries } falsche Einträge sind markiert
    }; { $notes ->
        [one] die Notizen einer Zelle (markiert) lassen die Ziffer aus, die sie braucht.
       *[other] die Notizen von { $notes } Zellen (markiert) lassen jeweils die Ziffer aus, die die Zelle braucht.
    }
board-check-none = Bisher keine Fehler.
board-reveal-select = Wähle eine leere oder falsche Zelle zum Aufdecken.
board-link-copied = Link in die Zwischenablage kopiert.
board-link-copy = Kopiere diesen Link: { $url }
board-result-copied = Ergebnis in die Zwischenablage kopiert: Füge es ein, wo du willst.
board-result-copy = Kopiere dieses Ergebnis: { $text }
board-replay-copied = Wiederholungslink in die Zwischenablage kopiert: Er öffnet dieses Rätsel und spielt deine Züge nach (sie stecken im Link; nichts wird irgendwohin gesendet).
board-replay-copy = Kopiere diesen Wiederholungslink: { $link }

## Statistics and the finish (state-stats.js)

stats-help-auto-check = Sofortprüfung
stats-help-hints =
    { $count ->
        [one] { $count } Hinweis
       *[other] { $count } Hinweise
    }
stats-help-checks = { $count }× geprüft
stats-help-reveals = { $count }× aufgedeckt
stats-finish-revealed = Lösung aufgedeckt: zählt nicht in der Statistik. Zeit { $time }, genutzte Hilfe: { $help }.
stats-finish-binary = Binär-Rätsel { $side }×{ $side }
# Same as English
stats-finish-name-level = { $name }, { $level }
stats-finish-new-best = Neue Bestzeit für { $what } ({ $solved } gelöst).
stats-finish-best = Bestzeit für { $what }: { $best } ({ $solved } gelöst).
stats-finish-count = { $what }: { $solved } gelöst.
stats-finish-solved = Gelöst! Zeit { $time }, genutzte Hilfe: { $help }. { $tally }
stats-finish-solved-clean = Gelöst! Zeit { $time }, ohne Hilfe. { $tally }

## Saved games: Continue, Back (state-saves.js)

saves-game = { $name }, { $filled } von { $open } ausgefüllt
# Same as English
saves-name-level = { $name }, { $level }
saves-today = Sudoku des Tages
saves-daily = Sudoku vom { $date }
saves-restore-failed = Dein gespeicherter Fortschritt bei diesem Rätsel konnte nicht wiederhergestellt werden ({ $reason }); es beginnt von vorn.
saves-no-room = der Browser hat keinen Platz mehr, um es zu speichern
saves-not-restored = Dein gespeichertes Spiel konnte nicht wiederhergestellt werden ({ $reason })
saves-continue-failed = Dieses Spiel konnte nicht wiederhergestellt werden ({ $reason }). Dein aktuelles Spiel bleibt unverändert.
saves-continue-gone = Dieses Spiel ist nicht mehr gespeichert.
saves-back-failed = Dieses Spiel konnte nicht wiederhergestellt werden ({ $reason }).
saves-back-gone = Dieses Spiel konnte nicht wiederhergestellt werden.

## New game, Today's Sudoku, Import and links (state-newgame.js)

newgame-several-solutions = Dieses Rätsel hat mehr als eine Lösung, daher können Hinweis, Prüfen und Aufdecken dabei nicht helfen. Spiele es trotzdem oder wähle Schließen, um dein aktuelles Spiel zu behalten.
# Same as English
newgame-daily = { $title }.
# Same as English
newgame-daily-level = { $title }: { $level }.
newgame-picking = Ein { $kind } { $size }×{ $size } wird aus der fertigen Sammlung gewählt…
newgame-generating = Ein { $kind } { $size }×{ $size } wird erzeugt…
newgame-failed = Es konnte kein Rätsel erstellt werden: { $reason }
newgame-offline = Du scheinst offline zu sein.
newgame-unchanged = Dein aktuelles Spiel bleibt unverändert.
newgame-spare = Hier ist eines, das die Seite bereithält.
newgame-needing = Ein Rätsel, das { $technique } braucht, wird erstellt…
newgame-needing-made = Zum Üben erstellt: ein Rätsel der Stufe „{ $level }“, dessen Lösungsweg { $technique } nutzt.
newgame-import-cancelled = Abgebrochen. Dein aktuelles Spiel bleibt unverändert.
newgame-import-too-long = Nicht geladen: Dieser Text hat { $length } Zeichen, weit mehr als jedes Rätsel (eine Spiel-ID für 25×25 hat etwa 640). Dein aktuelles Spiel bleibt unverändert.
newgame-import-empty = Füge zuerst eine Spiel-ID, einen Link oder ein Gitter ein.
newgame-import-checking = Wird geprüft…
newgame-import-interrupted = Nicht geladen: Eine andere Anfrage hat die Prüfung unterbrochen; drücke noch einmal Laden. Dein aktuelles Spiel bleibt unverändert.
newgame-import-fault = Nicht geladen. { $fault } Dein aktuelles Spiel bleibt unverändert.
newgame-import-failed = Nicht geladen: { $reason } Dein aktuelles Spiel bleibt unverändert.
newgame-opening-link = Das Rätsel im Link wird geöffnet…
newgame-imported = { $kind } importiert.
newgame-imported-level =
    { $kind } importiert, Schwierigkeit: { $level ->
        [easy] Leicht
        [medium] Mittel
        [hard] Schwer
        [expert] Experte
        [master] Meister
       *[other] { $level }
    }.
newgame-imported-notes = { $kind } mit Notizen importiert.
newgame-imported-notes-level =
    { $kind } mit Notizen importiert, Schwierigkeit: { $level ->
        [easy] Leicht
        [medium] Mittel
        [hard] Schwer
        [expert] Experte
        [master] Meister
       *[other] { $level }
    }.
newgame-imported-back = { $kind } importiert: Dein gespeicherter Fortschritt darin ist wieder da.
newgame-imported-level-back =
    { $kind } importiert, Schwierigkeit: { $level ->
        [easy] Leicht
        [medium] Mittel
        [hard] Schwer
        [expert] Experte
        [master] Meister
       *[other] { $level }
    }: Dein gespeicherter Fortschritt darin ist wieder da.
newgame-imported-several = { $kind } mit mehr als einer Lösung importiert: Hinweis, Prüfen und Aufdecken können dabei nicht helfen.
newgame-imported-several-back = { $kind } mit mehr als einer Lösung importiert: Hinweis, Prüfen und Aufdecken können dabei nicht helfen. Dein gespeicherter Fortschritt darin ist wieder da.

## Learn and the tutorial (state-learn.js)

learn-library-fault = { $fault } Die Technik-Bibliothek konnte nicht geladen werden.
learn-library-failed = Die Technik-Bibliothek konnte nicht geladen werden: { $reason }
learn-unknown-technique = Es gibt keine { $kind }-Technik „{ $id }“.
learn-finding-practice = Eine Stellung zum Üben von { $technique } wird gesucht…
learn-finding-example = Ein Beispiel für { $technique } wird gesucht…
learn-position-fault = { $fault } Diesmal keine Stellung; dein Spiel ist sicher.
learn-position-not-found = Keine Stellung gefunden: { $reason }
learn-none-found = { $reason }. Versuche es noch einmal oder wähle unter Lernen eine andere Technik.
learn-easiest-findall = { $technique } ist hier der leichteste Schritt: Finde jedes Vorkommen, schalte die Notizen aus, die sie ausschließen (Notizen an), oder trage ein, was sie setzen, dann Prüfen.
learn-easiest-practice-notes = { $technique } ist hier der leichteste Schritt: Schalte die Notizen aus, die er ausschließt (Notizen an), oder trage die Ziffer ein, die er setzt.
learn-easiest-practice = { $technique } ist hier der leichteste Schritt: Trage die Ziffern ein, die er setzt.
learn-easiest-example = { $technique } ist hier der leichteste Schritt: Drücke Schritt zeigen, um ihn zu sehen.
learn-position-failed = Keine Stellung: { $reason }
learn-step-fault = { $fault } Diesmal kein Schritt.
learn-step-failed = Kein Schritt: { $reason }
learn-tutorial-fault = { $fault } Das Tutorial wurde beendet; Spielanleitung startet es erneut.

## Hint and the replay (state-hints.js)

hints-fault = { $fault } Diesmal kein Hinweis; dein Spiel ist sicher.
hints-failed = Kein Hinweis: { $reason }
replay-fault = { $fault } Diesmal keine Wiederholung; dein Spiel ist sicher.
replay-failed = Keine Wiederholung: { $reason }
replay-damaged = die Wiederholung darin ist beschädigt: { $reason }

## Replay links (share-replay.js)

replay-link-damaged = die Wiederholung darin ist beschädigt (wurde der Link abgeschnitten?)
replay-link-too-long = die Wiederholung darin ist { $length } Zeichen lang, zu lang zum Öffnen
replay-link-too-large = die Wiederholung darin ist zu groß zum Öffnen

## Share result (share.js)

share-daily = Deduce-Tagesrätsel, { $date }
share-daily-level = Deduce-Tagesrätsel, { $date } · { $level }
# Same as English
share-game = Deduce · { $game }
# Same as English
share-game-level = Deduce · { $game } · { $level }
# Same as English
share-time = ⏱ { $time } · { $help }
share-time-no-help = ⏱ { $time } · ohne Hilfe

## Print booklet (state-booklet.js, booklet.js)

# Same as English
booklet-paper-a4 = A4
booklet-paper-letter = US-Letter
# Same as English
booklet-set = { $count } × { $what }
# Same as English
booklet-described = { $game }, { $level }
# Same as English
booklet-described-rules = { $game } ({ $rules }), { $level }
booklet-kept = { $count } × { $what } für das Heft vorgemerkt. Ändere die Auswahl unter Nächstes Spiel und öffne Heft drucken erneut, um mehr hinzuzufügen oder das Heft zu erstellen.
booklet-making = Rätsel { $number } von { $total } für das Heft wird erstellt…
booklet-ready =
    Heft mit { $count ->
        [one] { $count } Rätsel
       *[other] { $count } Rätseln
    } fertig: Drucken öffnet den Druckdialog deines Browsers, der es auch als PDF speichern kann.
booklet-ready-fewer =
    Heft mit { $count ->
        [one] { $count } Rätsel
       *[other] { $count } Rätseln
    } fertig (eine fertige Sammlung enthält weniger verschiedene): Drucken öffnet den Druckdialog deines Browsers, der es auch als PDF speichern kann.
booklet-fault = { $fault } Diesmal kein Heft; dein Spiel ist sicher.
booklet-failed = Kein Heft: { $reason }
booklet-what = Rätsel, wie Neues Spiel sie erstellt: { $what }. Die Auswahl unter Nächstes Spiel ändert sie.
booklet-summary =
    { $count } Rätsel: { $title }, { $perPage } pro Seite auf { $paper }; { $pages ->
        [one] { $pages } Seite
       *[other] { $pages } Seiten
    }.
booklet-summary-solutions =
    { $count } Rätsel: { $title }, { $perPage } pro Seite auf { $paper }; { $pages ->
        [one] { $pages } Seite
       *[other] { $pages } Seiten
    }, die Lösungen am Ende.
booklet-remove-set = Entfernen
    .aria-label = { $count } × { $what } entfernen
booklet-page-head = Deduce · { $title } · Seite { $page } von { $total }
# Same as English
booklet-caption = { $game } · { $level }
booklet-solution = Lösung { $number }

## Busy work and Backup (state-work.js, state-backup.js)

work-cancelled = Abgebrochen.
backup-saved = Sicherung als { $file } gespeichert: { $summary }.
backup-not-read = { $reason } Es wurde nichts geändert.
backup-refused = Der Browser hat das Speichern der Sicherung verweigert (sein Speicher ist vielleicht voll). Es wurde nichts geändert.
