# Deduce: game (es). See www/i18n.js PARTS.
# Lo que dice el estado del juego: mensajes, diálogos, estadísticas, partidas guardadas, compartir, cuadernillos, y los
# nombres de los puzles, niveles y reglas. Mismos ids que www/locales/en/game.ftl, que explica las variables.

## Kinds, levels and rules (kinds.js)

# Same as English
kind-sudoku = Sudoku
kind-sudoku-x = Sudoku X
# Same as English
kind-jigsaw = Jigsaw
kind-killer = Killer sudoku
kind-binary = Takuzu
# Same as English
kind-tango = Tango
kind-binary-puzzle = Takuzu
# Same as English
game-name = { $kind } { $side }×{ $side }
# Same as English
game-name-rules = { $called } { $kind } { $side }×{ $side }
level-easy = Fácil
level-medium = Medio
level-hard = Difícil
level-expert = Experto
level-master = Maestro
rule-thermo = Termómetros
rule-arrow = Flechas
rule-kropki = Puntos Kropki
rule-kropki-all = Kropki, todos los puntos dados
# Same as English
rule-xv = XV
rule-xv-all = XV, todas las marcas dadas
rule-whisper = Susurros alemanes
rule-renban = Líneas Renban
rule-cage = Jaulas killer
# Same as English
rule-littlekiller = Little killer
rule-sandwich = Sándwich
rule-evenodd = Par e impar
rule-nonconsecutive = No consecutivos
rule-antiknight = Anticaballo
rule-antiking = Antirrey
# Same as English
rule-windoku = Windoku
clues-irreducible = irreducible comprobado
clues-spare =
    una sola solución; { $count ->
        [one] { $count } pista inicial podría sobrar
       *[other] { $count } pistas iniciales podrían sobrar
    }
level-note-easy = Todos los puzles de { $size }×{ $size } son fáciles.
level-note-missing =
    { $count ->
        [one] No se ofrece en { $size }×{ $size }, donde el generador no puede garantizarlo: { $list }.
       *[other] No se ofrecen en { $size }×{ $size }, donde el generador no puede garantizarlos: { $list }.
    }
level-note-first = { $level } ({ $hits } de { $tries } intentos)
level-note-item = { $level } ({ $hits } de { $tries })
level-missed = Pediste «{ $asked }»; no salió ninguno en los intentos del generador, así que este puzle es «{ $got }».
daily-title = Sudoku del día, { $date }
daily-title-rules = Sudoku del día, { $date } ({ $rules })
symbol-empty = vacía
symbol-sun = sol
symbol-moon = luna
assist-conflicts = conflictos marcados
assist-wrong-entries = errores marcados
assist-notes-cleaned = notas limpiadas
assist-same-digit = mismo número resaltado
assist-counts = contadores visibles
colour-orange = naranja
colour-sky-blue = celeste
colour-green = verde
colour-yellow = amarillo
colour-blue = azul
colour-vermilion = bermellón
colour-pink = rosa
colour-grey = gris
colour-dark-grey = gris oscuro
# Same as English
list-separator = ,{" "}
# Same as English
sentence-separator = {" "}

## Starting the page and links (main.js)

main-id-too-long = tiene { $length } caracteres, demasiado largo para un puzle
main-link-fault = No se pudo abrir el puzle del enlace. { $fault }
main-link-cancelled = No se abrió el puzle del enlace: lo cancelaste.
main-link-interrupted = No se abrió el puzle del enlace: otra petición lo interrumpió.
main-link-failed = No se pudo cargar el puzle del enlace: { $reason }
# Same as English
main-saves-separator = ;{" "}
main-saves-others-kept = { $notes }; tus otras partidas guardadas se conservan.
main-saves-new-game = { $notes }; aquí tienes una nueva.
main-new-link-fault = No se pudo abrir el puzle de ese enlace. { $fault } Tu partida no ha cambiado.
main-new-link-interrupted = No se pudo cargar el puzle de ese enlace: otra petición lo interrumpió. Tu partida no ha cambiado.
main-new-link-failed = No se pudo cargar el puzle de ese enlace: { $reason }. Tu partida no ha cambiado.
main-fatal = Deduce no pudo arrancar: { $reason }

## Saved games, statistics and backups in the browser (storage.js)

storage-damaged = la partida guardada está dañada
storage-newer-version = la partida guardada es de una versión más reciente de Deduce
storage-old-version = la partida guardada es de una versión antigua de Deduce
storage-backup-games =
    { $count ->
        [one] { $count } partida
       *[other] { $count } partidas
    }
storage-backup-statistics = las estadísticas
storage-backup-settings = los ajustes
storage-backup-too-large = Este archivo es demasiado grande para ser una copia de seguridad de Deduce.
storage-backup-not-json = Este archivo no es una copia de seguridad de Deduce: no es JSON.
storage-backup-not-backup = Este archivo no es una copia de seguridad de Deduce.
storage-backup-newer = Esta copia de seguridad se hizo con una versión más reciente de Deduce (formato { $format }).
storage-backup-damaged = Esta copia de seguridad está dañada: su contenido no es lo que guarda Deduce.

## Faults in the engine (faults.js)

fault-crash = El motor de puzles se detuvo inesperadamente.
fault-too-large = Este puzle es demasiado grande para comprobarlo aquí.
fault-too-large-seconds =
    Este puzle es demasiado grande para comprobarlo aquí: tardó más de { $seconds ->
        [one] { $seconds } segundo
       *[other] { $seconds } segundos
    }.
fault-too-large-minutes =
    Este puzle es demasiado grande para comprobarlo aquí: tardó más de { $minutes ->
        [one] { $minutes } minuto
       *[other] { $minutes } minutos
    }.
fault-puzzle = Algo salió mal con este puzle.
fault-timeout-seconds =
    Eso tardó aquí más de { $seconds ->
        [one] { $seconds } segundo
       *[other] { $seconds } segundos
    }.
fault-timeout-minutes =
    Eso tardó aquí más de { $minutes ->
        [one] { $minutes } minuto
       *[other] { $minutes } minutos
    }.
fault-engine = Algo salió mal en el motor de puzles.

## The game on the board (state-board.js)

board-grade-fault = { $fault } No se pudo calcular el nivel de este puzle; tu partida está a salvo.
board-grade-too-large = demasiado grande para calcularlo aquí
board-grade-failed = algo salió mal
board-grade-stopped = detenido
board-save-gone = la partida guardada ya no existe
board-progress-back = Tu progreso guardado en este puzle ha vuelto.
board-other-tab-moves = Se muestran las jugadas hechas en otra pestaña.
board-other-tab-newer = Esta partida cambió en otra pestaña: se muestra esa versión más reciente.
# Same as English
board-said-move = { $what }: { $change }
# Same as English
board-said-done = { $what }.
board-undone = Deshecho
board-redone = Rehecho
board-notes-filled = Notas rellenadas
board-restarted = Reiniciado: todas las entradas y notas borradas
board-fault = { $fault } Tu partida está a salvo.
board-revive-failed = { $fault } No se pudo volver a abrir esta partida: se conserva su último guardado. Empieza una partida nueva, o elígela más tarde en Continuar.
board-given = Esa celda es una pista inicial y no puede cambiar.
board-check-entries =
    { $entries ->
        [one] { $entries } entrada incorrecta está marcada.
       *[other] { $entries } entradas incorrectas están marcadas.
    }
board-check-notes =
    { $notes ->
        [one] Las notas de una celda (marcada) no incluyen el número que necesita.
       *[other] Las notas de { $notes } celdas (marcadas) no incluyen el número que necesita cada una.
    }
board-check-both =
    { $entries ->
        [one] { $entries } entrada incorrecta está marcada
       *[other] { $entries } entradas incorrectas están marcadas
    }; { $notes ->
        [one] las notas de una celda (marcada) no incluyen el número que necesita.
       *[other] las notas de { $notes } celdas (marcadas) no incluyen el número que necesita cada una.
    }
board-check-none = Ningún error por ahora.
board-reveal-select = Selecciona una celda vacía o incorrecta para revelarla.
board-link-copied = Enlace copiado al portapapeles.
board-link-copy = Copia este enlace: { $url }
board-result-copied = Resultado copiado al portapapeles: pégalo donde quieras.
board-result-copy = Copia este resultado: { $text }
board-replay-copied = Enlace de la repetición copiado al portapapeles: abre este puzle y recorre tus jugadas (viajan en el enlace; no se envía nada a ninguna parte).
board-replay-copy = Copia este enlace de la repetición: { $link }

## Statistics and the finish (state-stats.js)

stats-help-auto-check = comprobación automática
stats-help-hints =
    { $count ->
        [one] { $count } pista
       *[other] { $count } pistas
    }
stats-help-checks =
    { $count ->
        [one] { $count } comprobación
       *[other] { $count } comprobaciones
    }
stats-help-reveals =
    { $count ->
        [one] { $count } revelación
       *[other] { $count } revelaciones
    }
stats-finish-revealed = Solución revelada: no cuenta en las estadísticas. Tiempo { $time }, ayuda usada: { $help }.
stats-finish-binary = Takuzu { $side }×{ $side }
# Same as English
stats-finish-name-level = { $name }, { $level }
stats-finish-new-best =
    Nuevo récord en { $what } ({ $solved ->
        [one] { $solved } resuelto
       *[other] { $solved } resueltos
    }).
stats-finish-best =
    Mejor tiempo en { $what }: { $best } ({ $solved ->
        [one] { $solved } resuelto
       *[other] { $solved } resueltos
    }).
stats-finish-count =
    { $what }: { $solved ->
        [one] { $solved } resuelto
       *[other] { $solved } resueltos
    }.
stats-finish-solved = ¡Resuelto! Tiempo { $time }, ayuda usada: { $help }. { $tally }
stats-finish-solved-clean = ¡Resuelto! Tiempo { $time }, sin ayuda. { $tally }

## Saved games: Continue, Back (state-saves.js)

saves-game = { $name }, { $filled } de { $open } rellenas
# Same as English
saves-name-level = { $name }, { $level }
saves-today = Sudoku del día
saves-daily = Sudoku del { $date }
saves-restore-failed = No se pudo restaurar tu progreso guardado en este puzle ({ $reason }); empieza desde el principio.
saves-no-room = el navegador no tiene espacio para guardarla
saves-not-restored = No se pudo restaurar tu partida guardada ({ $reason })
saves-continue-failed = No se pudo restaurar esa partida ({ $reason }). Tu partida actual no ha cambiado.
saves-continue-gone = Esa partida ya no está guardada.
saves-back-failed = No se pudo restaurar esa partida ({ $reason }).
saves-back-gone = No se pudo restaurar esa partida.

## New game, Today's Sudoku, Import and links (state-newgame.js)

newgame-several-solutions = Este puzle tiene más de una solución, así que Pista, Comprobar y Revelar no pueden ayudarte. Juégalo de todos modos, o elige Cerrar para quedarte con tu partida actual.
# Same as English
newgame-daily = { $title }.
# Same as English
newgame-daily-level = { $title }: { $level }.
newgame-picking = Eligiendo un { $kind } de { $size }×{ $size } de la colección ya hecha…
newgame-generating = Generando un { $kind } de { $size }×{ $size }…
newgame-failed = No se pudo crear un puzle: { $reason }
newgame-offline = Parece que no tienes conexión.
newgame-unchanged = Tu partida actual no ha cambiado.
newgame-spare = Aquí tienes uno que la página tiene preparado.
newgame-needing = Creando un puzle que necesita { $technique }…
newgame-needing-made = Creado para practicar: la resolución de este puzle de nivel { $level } usa { $technique }.
newgame-import-cancelled = Cancelado. Tu partida actual no ha cambiado.
newgame-import-too-long = No se cargó: ese texto tiene { $length } caracteres, muchos más que cualquier puzle (el ID de una partida de 25×25 tiene unos 640). Tu partida actual no ha cambiado.
newgame-import-empty = Primero pega un ID de partida, un enlace o una cuadrícula.
newgame-import-checking = Comprobando…
newgame-import-interrupted = No se cargó: otra petición interrumpió la comprobación; pulsa Cargar de nuevo. Tu partida actual no ha cambiado.
newgame-import-fault = No se cargó. { $fault } Tu partida actual no ha cambiado.
newgame-import-failed = No se cargó: { $reason } Tu partida actual no ha cambiado.
newgame-opening-link = Abriendo el puzle del enlace…
newgame-imported = { $kind } importado.
newgame-imported-level =
    { $kind } importado, nivel { $level ->
        [easy] fácil
        [medium] medio
        [hard] difícil
        [expert] experto
        [master] maestro
       *[other] { $level }
    }.
newgame-imported-notes = { $kind } importado con sus notas.
newgame-imported-notes-level =
    { $kind } importado con sus notas, nivel { $level ->
        [easy] fácil
        [medium] medio
        [hard] difícil
        [expert] experto
        [master] maestro
       *[other] { $level }
    }.
newgame-imported-back = { $kind } importado: tu progreso guardado ha vuelto.
newgame-imported-level-back =
    { $kind } importado, nivel { $level ->
        [easy] fácil
        [medium] medio
        [hard] difícil
        [expert] experto
        [master] maestro
       *[other] { $level }
    }: tu progreso guardado ha vuelto.
newgame-imported-several = { $kind } importado con más de una solución: Pista, Comprobar y Revelar no pueden ayudarte.
newgame-imported-several-back = { $kind } importado con más de una solución: Pista, Comprobar y Revelar no pueden ayudarte. Tu progreso guardado ha vuelto.

## Learn and the tutorial (state-learn.js)

learn-library-fault = { $fault } No se pudo cargar la biblioteca de técnicas.
learn-library-failed = No se pudo cargar la biblioteca de técnicas: { $reason }
learn-unknown-technique = No hay ninguna técnica de { $kind } llamada «{ $id }».
learn-finding-practice = Buscando una posición para practicar { $technique }…
learn-finding-example = Buscando un ejemplo de { $technique }…
learn-position-fault = { $fault } Esta vez no hay posición; tu partida está a salvo.
learn-position-not-found = No se encontró ninguna posición: { $reason }
learn-none-found = { $reason }. Inténtalo de nuevo, o elige otra técnica en Aprender.
learn-easiest-findall = { $technique } es el paso más fácil aquí: encuéntralos todos, quita las notas que descartan (con Notas activadas) o escribe lo que colocan, y luego Comprobar.
learn-easiest-practice-notes = { $technique } es el paso más fácil aquí: quita las notas que descarta (con Notas activadas) o escribe el número que coloca.
learn-easiest-practice = { $technique } es el paso más fácil aquí: escribe los números que coloca.
learn-easiest-example = { $technique } es el paso más fácil aquí: pulsa Mostrar el paso para verlo.
learn-position-failed = No hay posición: { $reason }
learn-step-fault = { $fault } Esta vez no hay paso.
learn-step-failed = No hay paso: { $reason }
learn-tutorial-fault = { $fault } El tutorial se detuvo; Cómo jugar lo vuelve a empezar.

## Hint and the replay (state-hints.js)

hints-fault = { $fault } Esta vez no hay pista; tu partida está a salvo.
hints-failed = No hay pista: { $reason }
replay-fault = { $fault } Esta vez no hay repetición; tu partida está a salvo.
replay-failed = No hay repetición: { $reason }
replay-damaged = la repetición que contiene está dañada: { $reason }

## Replay links (share-replay.js)

replay-link-damaged = la repetición que contiene está dañada (¿se cortó el enlace?)
replay-link-too-long = la repetición que contiene tiene { $length } caracteres, demasiado larga para abrirla
replay-link-too-large = la repetición que contiene es demasiado grande para abrirla

## Share result (share.js)

share-daily = Deduce diario, { $date }
share-daily-level = Deduce diario, { $date } · { $level }
# Same as English
share-game = Deduce · { $game }
# Same as English
share-game-level = Deduce · { $game } · { $level }
# Same as English
share-time = ⏱ { $time } · { $help }
share-time-no-help = ⏱ { $time } · sin ayuda

## Print booklet (state-booklet.js, booklet.js)

# Same as English
booklet-paper-a4 = A4
booklet-paper-letter = Carta
# Same as English
booklet-set = { $count } × { $what }
# Same as English
booklet-described = { $game }, { $level }
# Same as English
booklet-described-rules = { $game } ({ $rules }), { $level }
booklet-kept = { $count } × { $what } guardados para el cuadernillo. Cambia las opciones de Próxima partida y vuelve a abrir Imprimir cuadernillo para añadir más, o para crearlo.
booklet-making = Creando el puzle { $number } de { $total } para el cuadernillo…
booklet-ready =
    Cuadernillo de { $count ->
        [one] { $count } puzle
       *[other] { $count } puzles
    } listo: Imprimir abre el diálogo de impresión de tu navegador, que también puede guardarlo como PDF.
booklet-ready-fewer =
    Cuadernillo de { $count ->
        [one] { $count } puzle
       *[other] { $count } puzles
    } listo (una colección ya hecha tiene menos puzles distintos): Imprimir abre el diálogo de impresión de tu navegador, que también puede guardarlo como PDF.
booklet-fault = { $fault } Esta vez no hay cuadernillo; tu partida está a salvo.
booklet-failed = No hay cuadernillo: { $reason }
booklet-what = Puzles como los crea Nueva partida: { $what }. Las opciones de Próxima partida los cambian.
booklet-summary =
    { $count ->
        [one] { $count } puzle
       *[other] { $count } puzles
    }: { $title }, { $perPage } por página en { $paper }; { $pages ->
        [one] { $pages } página
       *[other] { $pages } páginas
    }.
booklet-summary-solutions =
    { $count ->
        [one] { $count } puzle
       *[other] { $count } puzles
    }: { $title }, { $perPage } por página en { $paper }; { $pages ->
        [one] { $pages } página
       *[other] { $pages } páginas
    }, con las soluciones al final.
booklet-remove-set = Quitar
    .aria-label = Quitar { $count } × { $what }
booklet-page-head = Deduce · { $title } · página { $page } de { $total }
# Same as English
booklet-caption = { $game } · { $level }
booklet-solution = Solución { $number }

## Busy work and Backup (state-work.js, state-backup.js)

work-cancelled = Cancelado.
backup-saved = Copia de seguridad guardada como { $file }: { $summary }.
backup-not-read = { $reason } No se ha cambiado nada.
backup-refused = El navegador se negó a guardar la copia de seguridad (puede que su almacenamiento esté lleno). No se ha cambiado nada.
