# The engine's words (engine-cli.ftl, src/text): what the `deduce` command-line tool says itself (src/bin/deduce): its usage and its refusals of bad arguments.
# The same messages as www/locales/en/engine-cli.ftl, in this language.

cli-usage = Aufruf:
    { $commands }
    Stufen: easy, medium, hard, expert, master; Symmetrien (Sudoku, X-Sudoku, Jigsaw): none, rot180, rot90, mirror-h, mirror-v, diagonal
    Regeln (--kind sudoku): diagonals, windoku, antiknight, antiking, nonconsecutive, evenodd, thermo, arrow, kropki,
    { "  " }kropki-all, xv, xv-all, whisper, renban, durch Kommas getrennt (die mit Beispielen in den Größen 4, 6 und 9);
    { "  " }jeder Befehl liest Rätsel mit diesen und mit even, odd, thermo, arrow, white, black, kropki-all, x, v, xv-all,
    { "  " }whisper, renban (Spiel-IDs: sudoku:RxC:<cells>:<rule>;<rule>, z. B. thermo=r1c1-r2c2-r3c3;arrow=r5c5>r4c4-r3c3)
    --lang en|de|fr|es|nl|ja: die Wörter der Engine in dieser Sprache
    --jobs N: Threads (Vorgabe: die Zahl der Kerne); Ausgabe in der Reihenfolge der Eingabe, dieselbe wie mit --jobs 1
    count, solve, validate, grade: eine Ausgabezeile je Eingabezeile (eine Antwort, `error: line N: …`, eine leere Zeile, ein Kommentar)
    Exit-Status: 0 alles beantwortet, 1 eine Zeile oder ein Rätsel ließ sich nicht beantworten, 2 der Befehl konnte nicht laufen

cli-unknown-command = unbekannter Befehl '{ $command }'
cli-unknown-option = unbekannte Option --{ $option }
cli-unexpected-argument = { $most ->
    [0] unerwartetes Argument { $argument } (dieser Befehl nimmt keins)
    [1] unerwartetes Argument { $argument } (dieser Befehl nimmt eins)
   *[other] unerwartetes Argument { $argument } (dieser Befehl nimmt { $most })
}
cli-needs-value = --{ $option } braucht einen Wert
cli-not-a-number = --{ $option }: '{ $value }' ist keine gültige Zahl
cli-not-utf8 = das Argument { $argument } ist kein UTF-8
cli-unknown-language = --lang nimmt eines von { $languages } (erhalten: '{ $code }')
cli-jobs-zero = --jobs: die Zahl der Threads muss mindestens 1 sein
cli-limit-zero = --limit: Lösungen bis N zählen, mindestens 1
cli-expected-game-id = Spiel-ID erwartet
cli-expected-side = Seitenlänge erwartet
cli-all-is-for-steps = --all gehört zu steps (jeder Schritt in der Stellung)
cli-unknown-kind = unbekannte Rätselart '{ $kind }'
cli-unknown-level = unbekannte Stufe '{ $level }'
cli-solved-is-for-binary = --solved gilt nur für Binär-Rätsel
cli-solved-takes-no = --solved erzeugt ein volles Gitter: es nimmt kein --{ $option }
cli-rules-is-for-sudoku = --rules gilt nur für --kind sudoku
cli-prove-not-for-binary = --prove gilt für Sudoku, X-Sudoku und Jigsaw: Binär- und Tango-Rätsel brauchen keinen SAT-Beweis und sind nur auf master irreduzibel (darunter dürfen sie absichtlich überflüssige Vorgaben behalten)
cli-prove-not-built = --prove gibt es für { $kind } noch nicht

cli-missed-level = Rätsel mit Seed { $seed }: { $asked } verlangt; in den Versuchen des Generators kam keins heraus, also ist dieses Rätsel { $level }

cli-booklet-is-for = --{ $option } gehört zu --booklet
cli-paper = --paper nimmt a4 oder letter (erhalten: '{ $value }')
cli-per-page = --per-page nimmt 1, 2, 4 oder 6 (erhalten: { $value })
cli-expected-booklet-file = die Datei FILE.html des Heftes erwartet
cli-cannot-read-puzzles = die Rätsel lassen sich nicht lesen: { $reason }
cli-cannot-write = { $file } lässt sich nicht schreiben: { $reason }
cli-no-puzzles = keine Rätsel zum Drucken
cli-booklet-heading = { $count ->
    [one] Deduce: 1 Rätsel
   *[other] Deduce: { $count } Rätsel
}
cli-booklet-written = { $count ->
    [one] { $file }: ein Heft mit 1 Rätsel
   *[other] { $file }: ein Heft mit { $count } Rätseln
}

## Booklet
booklet-kind = { $kind ->
    [sudoku] Sudoku
    [sudoku-x] X-Sudoku
    [jigsaw] Jigsaw
    [killer] Killer-Sudoku
    [binary] Binär-Rätsel
   *[tango] Tango
}
booklet-level = { $level ->
    [easy] Leicht
    [medium] Mittel
    [hard] Schwer
    [expert] Experte
   *[master] Meister
}
booklet-page = Deduce · { $heading } · Seite { $page } von { $pages }
booklet-solution = Lösung { $number }
booklet-title = Deduce-Heft: { $heading }
booklet-no-solution = Rätsel { $number } hat keine eindeutige Lösung zum Drucken
