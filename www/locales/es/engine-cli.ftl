# The engine's words (engine-cli.ftl, src/text): what the `deduce` command-line tool says itself (src/bin/deduce): its usage and its refusals of bad arguments.
# The same messages as www/locales/en/engine-cli.ftl, in this language.

cli-usage = uso:
    { $commands }
    niveles: easy, medium, hard, expert, master; simetrías (Sudoku, X-Sudoku, Jigsaw): none, rot180, rot90, mirror-h, mirror-v, diagonal
    reglas (--kind sudoku): diagonals, windoku, antiknight, antiking, nonconsecutive, evenodd, thermo, arrow, kropki,
    { "  " }kropki-all, xv, xv-all, whisper, renban, separadas por comas (las que tienen ejemplos en tamaños 4, 6 y 9); cada
    { "  " }orden lee sudokus con estas y con even, odd, thermo, arrow, white, black, kropki-all, x, v, xv-all,
    { "  " }whisper, renban (ID de partida: sudoku:RxC:<cells>:<rule>;<rule>, p. ej. thermo=r1c1-r2c2-r3c3;arrow=r5c5>r4c4-r3c3)
    --lang en|de|fr|es|nl|ja: las palabras del motor en ese idioma
    --jobs N: hilos (por defecto: el número de núcleos); salida en el orden de la entrada, la misma que con --jobs 1
    count, solve, validate, grade: una línea de salida por línea de entrada (una respuesta, `error: line N: …`, una línea vacía, un comentario)
    estado de salida: 0 todo respondido, 1 alguna línea o puzle no pudo responderse, 2 la orden no pudo ejecutarse

cli-unknown-command = orden desconocida '{ $command }'
cli-unknown-option = opción desconocida --{ $option }
cli-unexpected-argument = { $most ->
    [0] argumento inesperado { $argument } (esta orden no admite ninguno)
    [1] argumento inesperado { $argument } (esta orden admite uno)
   *[other] argumento inesperado { $argument } (esta orden admite { $most })
}
cli-needs-value = --{ $option } necesita un valor
cli-not-a-number = --{ $option }: '{ $value }' no es un número válido
cli-not-utf8 = el argumento { $argument } no está en UTF-8
cli-unknown-language = --lang admite uno de { $languages } (recibido '{ $code }')
cli-jobs-zero = --jobs: el número de hilos debe ser al menos 1
cli-limit-zero = --limit: contar soluciones hasta N, al menos 1
cli-expected-game-id = se esperaba un ID de partida
cli-expected-side = se esperaba un lado
cli-all-is-for-steps = --all es para steps (cada paso de la posición)
cli-unknown-kind = tipo de puzle desconocido '{ $kind }'
cli-unknown-level = nivel desconocido '{ $level }'
cli-solved-is-for-binary = --solved es para puzles binarios
cli-solved-takes-no = --solved crea una cuadrícula completa: no admite --{ $option }
cli-rules-is-for-sudoku = --rules es para --kind sudoku
cli-prove-not-for-binary = --prove es para Sudoku, X-Sudoku y Jigsaw: los puzles binarios y Tango no necesitan prueba SAT, y solo son irreducibles en master (por debajo pueden conservar pistas redundantes, a propósito)
cli-prove-not-built = --prove aún no existe para { $kind }

cli-missed-level = puzle de semilla { $seed }: se pidió { $asked }; no salió ninguno en los intentos del generador, así que este puzle es { $level }

cli-booklet-is-for = --{ $option } es para --booklet
cli-paper = --paper admite a4 o letter (recibido '{ $value }')
cli-per-page = --per-page admite 1, 2, 4 o 6 (recibido { $value })
cli-expected-booklet-file = se esperaba el archivo FILE.html del cuadernillo
cli-cannot-read-puzzles = no se pueden leer los puzles: { $reason }
cli-cannot-write = no se puede escribir { $file }: { $reason }
cli-no-puzzles = ningún puzle que imprimir
cli-booklet-heading = { $count ->
    [one] Deduce: 1 puzle
   *[other] Deduce: { $count } puzles
}
cli-booklet-written = { $count ->
    [one] { $file }: un cuadernillo de 1 puzle
   *[other] { $file }: un cuadernillo de { $count } puzles
}

## Booklet
booklet-kind = { $kind ->
    [sudoku] Sudoku
    [sudoku-x] Sudoku X
    [jigsaw] Jigsaw
    [killer] Killer sudoku
    [binary] Takuzu
   *[tango] Tango
}
booklet-level = { $level ->
    [easy] Fácil
    [medium] Medio
    [hard] Difícil
    [expert] Experto
   *[master] Maestro
}
booklet-page = Deduce · { $heading } · página { $page } de { $pages }
booklet-solution = Solución { $number }
booklet-title = Cuadernillo de Deduce: { $heading }
booklet-no-solution = el puzle { $number } no tiene una única solución que imprimir
