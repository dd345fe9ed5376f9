# Lo que dicen el dibujo y los paneles (render*.js, grid-drawing.js, announce.js, replay.js, el tutorial), en español.
# Los identificadores son los del archivo inglés (www/locales/en/view.ftl), que los explica.

## render.js: the options, the rules above the board, the level line and the hint panel

busy-restarting = Reiniciando el motor de puzles…
# Same as English
busy-seconds = { $seconds } s
# Same as English
import-verdict-seconds = { $text } { $seconds } s
import-example-either = { $long } o { $short }
# Same as English
rules-text-rule = { $title }: { $about }
rules-text-all = Mostrar todas las reglas
rules-text-fewer = Mostrar menos líneas
puzzle-level-practice = Práctica: { $name } ({ $level })
puzzle-level-findall = Encuéntralos todos: { $name } ({ $level })
puzzle-level-example = Ejemplo: { $name } ({ $level })
puzzle-level = Este puzle: { $level }
puzzle-level-hardest = paso más difícil: { $step }
# Same as English
puzzle-level-rating = SE{"\u00A0"}{ $rating }
puzzle-level-rating-about = SE { $rating }: su puntuación en Sudoku Explainer, la escala con la que los aficionados comparan los puzles
puzzle-level-grading = Este puzle: calculando el nivel…
puzzle-level-grading-time = Este puzle: calculando el nivel… { $seconds } s
puzzle-level-unknown = Este puzle: nivel desconocido
puzzle-level-unknown-why = Este puzle: nivel desconocido ({ $why })
hint-looking-title = Pista
hint-looking = Buscando el siguiente paso…
hint-looking-big = En una cuadrícula grande, esto tarda unos segundos.
hint-next-mistake = Pulsa Pista otra vez para ver qué entrada es incorrecta y por qué.
hint-next-reasoning = Pulsa Pista otra vez para ver el razonamiento.
hint-apply-place = Pulsa Pista otra vez para aplicar este paso.
hint-apply-proof = Pulsa Pista otra vez para aplicar este paso: se coloca su número, y lo que descartaron los pasos anteriores se conserva para las siguientes pistas.
hint-apply-notes = Pulsa Pista otra vez para aplicar este paso a tus notas.
hint-apply-fill-notes = Desde aquí no se puede colocar ningún número en pocos pasos, así que este paso trabaja con notas: pulsa Pista otra vez para rellenar las notas de las celdas implicadas y aplicarles este paso.
hint-apply-erase = Pulsa Pista otra vez para borrarla.

## step-record.js: a chain's Eureka notation, on a line under its reasoning

hint-chain = Cadena: { $chain }

## render-grid.js: the grid's cells and keypad, the binary line counts, the Killer cage help

# Same as English
view-cell-said = { $cell }, { $what }
grid-cell-given = dada
grid-cell-signs = signos { $signs }
grid-cell-notes = notas { $notes }
grid-cell-breaks = incumple una regla
grid-cell-line-breaks = en una fila o columna que incumple una regla
grid-cell-wrong = incorrecta
grid-cell-missed = omitidas: { $notes }
grid-cell-evidence = evidencia de la pista
keypad-erase = Borrar
keypad-left = quedan { $count } por colocar
keypad-all-placed = todos colocados
keypad-colour = Color { $number }, { $name }
line-counts-rows = Filas: ceros y unos que aún faltan
line-counts-columns = Columnas: ceros y unos que aún faltan
line-counts-rows-tango = Filas: soles y lunas que aún faltan
line-counts-columns-tango = Columnas: soles y lunas que aún faltan
line-counts-row = fila { $number }: { $needs }
line-counts-row-bad = fila { $number }: { $needs }, incumple una regla
line-counts-column = columna { $number }: { $needs }
line-counts-column-bad = columna { $number }: { $needs }, incumple una regla
line-needs = faltan { $zeros ->
        [one] { $zeros } cero
       *[other] { $zeros } ceros
    }, { $ones ->
        [one] { $ones } uno
       *[other] { $ones } unos
    }
line-needs-zeros-over = { $zeros ->
        [one] { $zeros } cero
       *[other] { $zeros } ceros
    } de más, faltan { $ones ->
        [one] { $ones } uno
       *[other] { $ones } unos
    }
line-needs-ones-over = faltan { $zeros ->
        [one] { $zeros } cero
       *[other] { $zeros } ceros
    }, { $ones ->
        [one] { $ones } uno
       *[other] { $ones } unos
    } de más
line-needs-both-over = { $zeros ->
        [one] { $zeros } cero
       *[other] { $zeros } ceros
    } de más, { $ones ->
        [one] { $ones } uno
       *[other] { $ones } unos
    } de más
line-needs-tango = faltan { $zeros ->
        [one] { $zeros } sol
       *[other] { $zeros } soles
    }, { $ones ->
        [one] { $ones } luna
       *[other] { $ones } lunas
    }
line-needs-suns-over = { $zeros ->
        [one] { $zeros } sol
       *[other] { $zeros } soles
    } de más, faltan { $ones ->
        [one] { $ones } luna
       *[other] { $ones } lunas
    }
line-needs-moons-over = faltan { $zeros ->
        [one] { $zeros } sol
       *[other] { $zeros } soles
    }, { $ones ->
        [one] { $ones } luna
       *[other] { $ones } lunas
    } de más
line-needs-tango-both-over = { $zeros ->
        [one] { $zeros } sol
       *[other] { $zeros } soles
    } de más, { $ones ->
        [one] { $ones } luna
       *[other] { $ones } lunas
    } de más
cage-help-select = Selecciona una celda de una jaula para ver sus combinaciones.
cage-help-no-sum = Jaula de { $size } celdas sin suma: ningún número repetido
cage-help-none = { $sum } en { $size }: ninguna combinación encaja con los números colocados
cage-help-none-said = { $sum } en { $size ->
        [one] { $size } celda
       *[other] { $size } celdas
    }: ninguna combinación encaja con los números colocados
cage-help-sets = { $sum } en { $size }: { $sets }
cage-help-sets-said = { $sum } en { $size ->
        [one] { $size } celda
       *[other] { $size } celdas
    }: { $sets }
cage-help-label = Combinaciones de la jaula: { $words }

## grid-drawing.js: a cell's cage in its description

cage-cell-single = una jaula de 1 celda que suma { $sum }
cage-cell-single-no-sum = una jaula de 1 celda sin suma
cage-cell = en una jaula de { $size } celdas que suma { $sum }
cage-cell-no-sum = en una jaula de { $size } celdas sin suma

## render-marks.js: a cell's corner marks and colours in its description

marks-corner = marcas de esquina { $marks }
# Same as English
marks-colour = { $number } ({ $name })
marks-colours = { $count ->
        [one] color
       *[other] colores
    } { $colours }

## render-rules.js: a Sudoku rule's marks at a cell, in its description

rule-cell-main-diagonal = en la diagonal principal
rule-cell-anti-diagonal = en la antidiagonal
rule-cell-window = en la ventana { $number }
rule-cell-unit = en { $name }
rule-cell-even = celda par
rule-cell-odd = celda impar
rule-cell-thermo-bulb = el bulbo de un termómetro
rule-cell-thermo = en un termómetro, posición { $step } desde el bulbo
rule-cell-renban = en una línea renban
rule-cell-whisper = en una línea de susurros
rule-cell-arrow-circle = el círculo de una flecha
rule-cell-arrow = en la flecha que sale de { $cell }
rule-cell-white-dot = punto blanco con { $cell }
rule-cell-black-dot = punto negro con { $cell }
rule-cell-x = X con { $cell }
rule-cell-v = V con { $cell }
rule-cell-sandwich-row = el sándwich de la fila { $number } suma { $total }
rule-cell-sandwich-column = el sándwich de la columna { $number } suma { $total }
rule-cell-little-killer = en una diagonal little killer desde { $cell } que suma { $total }

## announce.js: what a screen reader hears of a move, and a row, column or block read aloud

# Same as English
said-move = { $moves }.
# Same as English
said-move-clash = { $moves }. { $clash }.
said-move-broken = { $moves }. Eso incumple una regla.
said-cleared = { $cell } borrada
said-notes-added = notas { $notes } añadidas
said-notes-removed = notas { $notes } quitadas
said-more-note-cells = y notas en { $count ->
        [one] { $count } celda más
       *[other] { $count } celdas más
    }
said-clears = quita { $symbol } de { $count ->
        [one] { $count } nota
       *[other] { $count } notas
    }
said-clears-any = quita { $count ->
        [one] { $count } nota
       *[other] { $count } notas
    }
said-more-changes = y { $count ->
        [one] { $count } cambio más
       *[other] { $count } cambios más
    }
said-corner-added = marca de esquina { $mark } añadida
said-corner-removed = marca de esquina { $mark } quitada
said-corner-added-cells = marca de esquina { $mark } añadida en { $count } celdas
said-corner-removed-cells = marca de esquina { $mark } quitada de { $count } celdas
said-colour-added = color { $number } ({ $name }) añadido
said-colour-removed = color { $number } ({ $name }) quitado
said-colour-added-cells = color { $number } ({ $name }) añadido en { $count } celdas
said-colour-removed-cells = color { $number } ({ $name }) quitado de { $count } celdas
said-clash-row = { $symbol } ya está en la fila { $row }, en { $cell }
said-clash-column = { $symbol } ya está en la columna { $column }, en { $cell }
said-clash-block = { $symbol } ya está en su bloque, en { $cell }
said-clash-region = { $symbol } ya está en su región, en { $cell }
said-clash-cage = { $symbol } ya está en su jaula, en { $cell }
said-row = fila { $number }: { $cells }.
said-column = columna { $number }: { $cells }.
said-block = bloque { $number }: { $cells }.
said-region = región de { $cell }: { $cells }.

## render-panels.js: a fault's details, the statistics, the replay, the tutorial, saved games, the backup, the library, the Learn panel

details-copy = Copiar detalles
details-copied = Detalles copiados
stats-reset-button = Restablecer estadísticas
stats-reset-armed = Pulsa otra vez para restablecer
stats-streak = Sudoku del día: { $current ->
        [one] { $current } día seguido
       *[other] { $current } días seguidos
    } (récord: { $best ->
        [one] { $best } día
       *[other] { $best } días
    }).
stats-assists = Partidas resueltas con ayudas activadas: { $assists }.
stats-assist-count = { $assist }: { $count }
stats-solved-unassisted = { $solved } ({ $unassisted } sin ayudas)
replay-loading = Calculando el camino de resolución…
replay-loading-big = El motor está resolviendo el puzle de { $side }×{ $side } paso a paso, como lo haría una persona: segundos en la mayoría, un minuto o más en los más difíciles. Cerrar repetición lo detiene.
replay-start = Inicio: los números dados ({ $total ->
        [one] { $total } paso
       *[other] { $total } pasos
    } hasta la solución)
replay-start-text = Pulsa Paso siguiente (o la flecha derecha) para ver cómo resuelve el motor este puzle con lógica, paso a paso.
replay-counter = Paso { $index } de { $total }
# Same as English
replay-step-title = { $title } · { $level }
replay-solved = Resuelto en { $total ->
        [one] { $total } paso
       *[other] { $total } pasos
    }
replay-solved-text = Todas las celdas están llenas. Pulsa Paso anterior para recorrer la resolución hacia atrás.
replay-hardest = El momento más difícil fue el paso { $number }: { $name } ({ $level }).
replay-moves-summary = Una repetición compartida: los movimientos de quien envió el enlace, en orden. Cierra la repetición para jugar tú el puzle.
replay-moves-start = Inicio: los números dados ({ $total ->
        [one] { $total } movimiento
       *[other] { $total } movimientos
    } hasta el final)
replay-moves-next = Pulsa Paso siguiente (o la flecha derecha) para ver los movimientos uno a uno.
replay-moves-counter = Movimiento { $index } de { $total }
replay-moves-solved = { $move } Resuelto en { $total ->
        [one] { $total } movimiento
       *[other] { $total } movimientos
    }.
replay-moves-last = { $move } El último movimiento.
tutorial-button-next = Siguiente
tutorial-button-finish = Terminar
tutorial-cell-marked = marcada
games-ago-now = ahora mismo
games-ago-minutes = hace { $count ->
        [one] { $count } minuto
       *[other] { $count } minutos
    }
games-ago-hours = hace { $count ->
        [one] { $count } hora
       *[other] { $count } horas
    }
games-ago-yesterday = ayer
games-ago-days = hace { $count } días
games-played = { $time } jugados
games-continue-label = Continuar { $game }, { $meta }
games-remove = Quitar
games-remove-armed = ¿Quitar de verdad?
games-remove-label = Quitar { $game }
games-remove-armed-label = Quitar de verdad { $game }
games-damaged = Una partida guardada que no se pudo leer
games-damaged-name = la partida guardada que no se pudo leer ({ $reason })
backup-ask = La copia de seguridad contiene { $summary }. Todas las partidas, estadísticas y ajustes de este navegador se sustituyen por los de la copia.
backup-ask-made = La copia de seguridad, hecha el { $date }, contiene { $summary }. Todas las partidas, estadísticas y ajustes de este navegador se sustituyen por los de la copia.
replaced-text = Partida anterior guardada: { $game }.
# Same as English
library-family-sudoku = Sudoku
library-family-killer = Killer sudoku
library-family-binary = Takuzu
# Same as English
library-family-tango = Tango
library-tally = Practicada { $attempts ->
        [one] { $attempts } vez
       *[other] { $attempts } veces
    }, { $successes } con acierto
library-example = Ejemplo
library-practise = Practicar
library-puzzle = Puzle
library-findall = Encontrar todos
library-example-label = Ejemplo de { $name }
library-practise-label = Practicar { $name }
library-puzzle-label = Un puzle entero que necesita { $name }
library-findall-label = Encontrar cada { $name }
# Same as English
library-technique-family = { $name } ({ $family })
library-family-binary-short = takuzu
library-none = Ninguna técnica coincide con «{ $query }».
weak-title = Tus puntos débiles
weak-note = Las técnicas para las que tus partidas necesitaron más pistas, y las respuestas de práctica que no fueron correctas.
weak-hints = { $count ->
        [one] { $count } pista
       *[other] { $count } pistas
    }
weak-wrong = { $count ->
        [one] { $count } respuesta de práctica incorrecta
       *[other] { $count } respuestas de práctica incorrectas
    }
weak-practise-label = Practicar { $name }, un punto débil
weak-puzzle = Practicar mis puntos débiles
weak-puzzle-label = Practicar mis puntos débiles: un puzle entero que necesita { $names }
learn-panel-example = Ejemplo: { $name }
learn-panel-practise = Práctica: { $name }
learn-panel-findall = Encuéntralos todos: { $name }
# Same as English
learn-panel-description = { $level }. { $description }
learn-panel-answer = Marca tu respuesta en el tablero y luego pulsa Comprobar.
learn-panel-again = Intentar de nuevo
learn-panel-next = Siguiente posición
learn-panel-another = Otro ejemplo

## render-steps.js: All steps here

all-steps-looking = Buscando todos los pasos de esta posición…
all-steps-failed = Sin lista: { $error }
all-steps-note = { $steps ->
        [one] { $steps } paso
       *[other] { $steps } pasos
    } de { $techniques ->
        [one] { $techniques } técnica
       *[other] { $techniques } técnicas
    }, del más fácil al más difícil; el primero es el de la pista. Elige uno para verlo dibujado en el tablero.
all-steps-every = Todas las técnicas ({ $count })
# Same as English
all-steps-technique = { $name } ({ $count })

## replay.js: a player's move, in the replay of a shared link

# Same as English
replay-move = { $changes }.
# Same as English
replay-move-separator = {"; "}
replay-move-none = Sin cambios.
replay-move-cells = { $count } celdas
replay-move-placed = { $symbol } en { $cells }
replay-move-entries = entradas en { $cells }
replay-move-erased = borrado en { $cells }
replay-move-notes = notas en { $cells }
replay-move-notes-cleaned = notas limpiadas en { $cells }
replay-move-drawn = marcas o colores en { $cells }

## tutorial.js: the tutorial's progress and its answers to a move

tutorial-progress = Paso { $step } de { $steps }
tutorial-progress-alone = Tu turno
tutorial-progress-done = Hecho
tutorial-feedback-given = Esa celda es dada: no se puede cambiar.
tutorial-feedback-one-more = Bien. Una más.
tutorial-feedback-right = ¡Bien! Pulsa Siguiente.
tutorial-feedback-nothing = En este paso no hay nada que rellenar: pulsa Siguiente.
tutorial-feedback-broken = Un { $symbol } ahí incumple una regla: { $rule }.
tutorial-feedback-not-cell = Todavía no es esa celda: mira las celdas marcadas. { $why }
tutorial-feedback-not-symbol = No es { $symbol }: { $why }

## tutorial-sudoku.js: the Sudoku lesson

tutorial-sudoku-title = Cómo jugar al sudoku
tutorial-sudoku-offer = ¿Nuevo en el sudoku? Haz el tutorial de 1 minuto.
tutorial-sudoku-rules = El sudoku es una cuadrícula de filas, columnas y bloques (aquí, bloques de 2×2 en una cuadrícula de 4×4). La regla: cada fila, cada columna y cada bloque contiene cada número del 1 al 4 exactamente una vez. Los números grises son dados; tú rellenas el resto. Pulsa Siguiente.
tutorial-sudoku-row = La fila 1 (marcada) ya tiene 1, 2 y 3. Selecciona su celda vacía y escribe el número que le falta (o púlsalo abajo).
tutorial-sudoku-row-why = La fila 1 necesita cada número del 1 al 4 una vez: ¿cuál no tiene todavía?
tutorial-sudoku-column = Ahora la columna 1 (marcada): tiene 1, 3 y 2. Rellena su celda vacía.
tutorial-sudoku-column-why = La columna 1 necesita cada número del 1 al 4 una vez: ¿cuál no tiene todavía?
tutorial-sudoku-block = Los bloques también cuentan: el bloque de abajo a la derecha (marcado) tiene 4, 3 y 2. Rellena su celda vacía.
tutorial-sudoku-block-why = El bloque necesita cada número del 1 al 4 una vez: ¿cuál no tiene todavía?
tutorial-sudoku-alone = Ahora resuelve este tú solo: un número por celda, cada uno una vez por fila, columna y bloque. Los números que incumplen una regla se marcan en rojo. En el juego completo, Pista explica el siguiente paso siempre que te atasques.
tutorial-sudoku-done = ¡Resuelto! Eso es todo. Las cuadrículas más grandes (de 9×9 a 25×25) siguen la misma regla. Pulsa Terminar para jugar.

## tutorial-binary.js: the binary-puzzle lesson

tutorial-binary-title = Cómo jugar al takuzu
tutorial-binary-offer = ¿Nuevo en el takuzu? Haz el tutorial de 1 minuto.
tutorial-binary-rules = Rellena la cuadrícula con ceros y unos. Tres reglas: nunca tres dígitos iguales seguidos en una fila o columna; cada fila y cada columna tiene tantos ceros como unos (aquí, tres de cada); y no hay dos filas, ni dos columnas, iguales. Pulsa Siguiente.
tutorial-binary-pair = La fila 1 empieza con dos unos (marcados). Un tercer 1 a su lado haría tres seguidos, así que la celda siguiente es un 0. Selecciónala y escribe 0 (o pulsa 0 abajo).
tutorial-binary-pair-why = Dos unos juntos: la celda de al lado no puede ser un tercer 1.
tutorial-binary-between = En la fila 2 hay una celda vacía entre dos ceros (marcados). Un 0 ahí haría tres seguidos: rellénala.
tutorial-binary-between-why = Entre dos ceros, un tercer 0 haría tres seguidos.
tutorial-binary-full = La fila 6 (marcada) ya tiene sus tres ceros, así que cada celda vacía de esa fila es un 1. Rellena las dos.
tutorial-binary-full-why = La fila 6 ya tiene tres ceros, y una fila tiene exactamente tres de cada.
tutorial-binary-alone = Ahora resuelve este tú solo. Haz clic en una celda para que pase por 0, 1 y vacía, o selecciónala y escribe. Los números que el juego completo muestra junto a cada fila y columna dicen cuántos ceros y unos le faltan; aquí, cuéntalos tú.
tutorial-binary-done = ¡Resuelto! Las cuadrículas más grandes (hasta 20×20) siguen las mismas tres reglas. Pulsa Terminar para jugar.
