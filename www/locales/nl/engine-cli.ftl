# The engine's words (engine-cli.ftl, src/text): what the `deduce` command-line tool says itself (src/bin/deduce): its usage and its refusals of bad arguments.
# The same messages as www/locales/en/engine-cli.ftl, in this language.

cli-usage = gebruik:
    { $commands }
    niveaus: easy, medium, hard, expert, master; symmetrieën (Sudoku, X-Sudoku, Jigsaw): none, rot180, rot90, mirror-h, mirror-v, diagonal
    regels (--kind sudoku): diagonals, windoku, antiknight, antiking, nonconsecutive, evenodd, thermo, arrow, kropki,
    { "  " }kropki-all, xv, xv-all, whisper, renban, gescheiden door komma's (die met voorbeelden in de maten 4, 6 en 9); elk
    { "  " }commando leest puzzels met deze en met even, odd, thermo, arrow, white, black, kropki-all, x, v, xv-all,
    { "  " }whisper, renban (spel-ID's: sudoku:RxC:<cells>:<rule>;<rule>, bijv. thermo=r1c1-r2c2-r3c3;arrow=r5c5>r4c4-r3c3)
    --lang en|de|fr|es|nl|ja: de woorden van de engine in die taal
    --jobs N: threads (standaard: het aantal kernen); uitvoer in de volgorde van de invoer, dezelfde als met --jobs 1
    count, solve, validate, grade: één uitvoerregel per invoerregel (een antwoord, `error: line N: …`, een lege regel, een opmerking)
    afsluitstatus: 0 alles beantwoord, 1 een regel of puzzel kon niet beantwoord worden, 2 het commando kon niet draaien

cli-unknown-command = onbekend commando '{ $command }'
cli-unknown-option = onbekende optie --{ $option }
cli-unexpected-argument = { $most ->
    [0] onverwacht argument { $argument } (dit commando neemt er geen)
    [1] onverwacht argument { $argument } (dit commando neemt er één)
   *[other] onverwacht argument { $argument } (dit commando neemt er { $most })
}
cli-needs-value = --{ $option } heeft een waarde nodig
cli-not-a-number = --{ $option }: '{ $value }' is geen geldig getal
cli-not-utf8 = het argument { $argument } is geen UTF-8
cli-unknown-language = --lang neemt een van { $languages } (gekregen: '{ $code }')
cli-jobs-zero = --jobs: het aantal threads moet minstens 1 zijn
cli-limit-zero = --limit: tel oplossingen tot N, minstens 1
cli-expected-game-id = spel-ID verwacht
cli-expected-side = zijde verwacht
cli-all-is-for-steps = --all hoort bij steps (elke stap in de stelling)
cli-unknown-kind = onbekende puzzelsoort '{ $kind }'
cli-unknown-level = onbekend niveau '{ $level }'
cli-solved-is-for-binary = --solved is voor binaire puzzels
cli-solved-takes-no = --solved maakt een vol rooster: het neemt geen --{ $option }
cli-rules-is-for-sudoku = --rules is voor --kind sudoku
cli-prove-not-for-binary = --prove is voor Sudoku, X-Sudoku en Jigsaw: binaire en Tango-puzzels hebben geen SAT-bewijs nodig en zijn alleen op master onherleidbaar (daaronder mogen ze bewust overbodige gegeven cijfers houden)
cli-prove-not-built = --prove bestaat nog niet voor { $kind }

cli-missed-level = puzzel met seed { $seed }: { $asked } gevraagd; in de pogingen van de generator kwam er geen uit, dus deze puzzel is { $level }

cli-booklet-is-for = --{ $option } hoort bij --booklet
cli-paper = --paper neemt a4 of letter (gekregen: '{ $value }')
cli-per-page = --per-page neemt 1, 2, 4 of 6 (gekregen: { $value })
cli-expected-booklet-file = het bestand FILE.html van het boekje verwacht
cli-cannot-read-puzzles = kan de puzzels niet lezen: { $reason }
cli-cannot-write = kan { $file } niet schrijven: { $reason }
cli-no-puzzles = geen puzzels om af te drukken
cli-booklet-heading = { $count ->
    [one] Deduce: 1 puzzel
   *[other] Deduce: { $count } puzzels
}
cli-booklet-written = { $count ->
    [one] { $file }: een boekje met 1 puzzel
   *[other] { $file }: een boekje met { $count } puzzels
}

## Booklet
booklet-kind = { $kind ->
    [sudoku] Sudoku
    [sudoku-x] X-sudoku
    [jigsaw] Jigsaw
    [killer] Killer sudoku
    [binary] Binairo
   *[tango] Tango
}
booklet-level = { $level ->
    [easy] Makkelijk
    [medium] Gemiddeld
    [hard] Moeilijk
    [expert] Expert
   *[master] Meester
}
booklet-page = Deduce · { $heading } · pagina { $page } van { $pages }
booklet-solution = Oplossing { $number }
booklet-title = Deduce-boekje: { $heading }
booklet-no-solution = puzzel { $number } heeft geen unieke oplossing om af te drukken
