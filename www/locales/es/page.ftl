# El texto estático de la página (index.html, `data-l10n-id`) y las palabras de sus controles, en español.

## Page

page-description =
    .content = Deduce: pasatiempos de lógica con pistas explicadas, sin conexión en tu navegador.
# Same as English
page-title = Deduce

## Header

# Same as English
header-title = Deduce
header-grade-stop = Detener
header-timer =
    .aria-label = Tiempo
header-pause =
    .aria-label = Pausa
    .title = Pausa

## A new game replaced one with entries

replaced-back = Volver a la partida anterior
replaced-dismiss =
    .aria-label = Descartar

## Tutorial offer

tutorial-offer-start = Empezar el tutorial
tutorial-offer-decline = No, gracias

## Board

board =
    .aria-label = Tablero
board-cancel = Cancelar
board-paused = En pausa
board-resume = Reanudar

## Controls

controls =
    .aria-label = Controles
keypad =
    .aria-label = Teclado de símbolos
tools =
    .aria-label = Herramientas
tools-notes = Notas
    .title = Notas (Espacio; Ctrl+número)
tools-corner = Esquina
    .title = Marcas de esquina (Mayús+número)
tools-colour = Color
    .title = Colorear celdas (1 a 9)
tools-fill-notes = Rellenar notas
tools-undo = Deshacer
tools-redo = Rehacer
tools-hint = Pista
    .title = Pista (?)
tools-check = Comprobar
tools-reveal = Revelar
tools-reveal-all = Revelar todo
tools-restart = Reiniciar
tools-share = Compartir
tools-import = Importar
fault-details =
    .aria-label = Detalles del fallo

## After a solve

finish-replay = Repetición
finish-share-result = Compartir resultado
finish-share-replay = Compartir repetición
finish-next-puzzle = Siguiente puzle

## Replay

replay-panel =
    .aria-label = Repetición
replay-prev = Paso anterior
replay-next = Paso siguiente
replay-close = Cerrar repetición

## Learn panel

learn-step = Mostrar el paso
learn-practise = Practicar
learn-library = Biblioteca

## Hint

hint-panel =
    .aria-label = Pista
hint-all = Todos los pasos aquí

## Next game

options-title = Próxima partida
options-kind = Puzle
# Same as English
options-kind-sudoku = Sudoku
options-kind-sudoku-x = Sudoku X
# Same as English
options-kind-jigsaw = Jigsaw
options-kind-killer = Killer sudoku
options-kind-binary = Takuzu
# Same as English
options-kind-tango = Tango
options-rules = Reglas
options-rules-classic = Clásicas
options-mix = Combinado con
options-mix-none = Nada más
options-size = Tamaño
options-level = Nivel
options-level-easy = Fácil
options-level-medium = Medio
options-level-hard = Difícil
options-level-expert = Experto
options-level-master = Maestro
options-symmetry = Simetría
options-symmetry-none = Ninguna
options-symmetry-rot180 = Rotación de 180°
options-symmetry-rot90 = Rotación de 90°
options-symmetry-mirror-h = Espejo, izquierda–derecha
options-symmetry-mirror-v = Espejo, arriba–abajo
# Same as English
options-symmetry-diagonal = Diagonal
options-proven = Irreducible comprobado (de una colección ya hecha)
options-new-game = Nueva partida
options-daily = Sudoku del día
options-continue = Continuar
options-learn = Aprender
options-booklet = Imprimir cuadernillo

## Settings and help

more =
    .aria-label = Ajustes y ayuda

## Settings

settings = Ajustes
settings-language = Idioma
settings-language-browser = El del navegador
settings-theme = Tema
settings-theme-system = El del sistema
settings-theme-light = Claro
settings-theme-dark = Oscuro
settings-timer = Mostrar el cronómetro
settings-autoclean = Borrar notas al colocar un número
settings-peers = Resaltar fila, columna y bloque
settings-same = Resaltar el mismo número
settings-digitfirst = Número primero: elige un número y luego toca sus celdas
settings-autocheck = Marcar al instante las entradas erróneas (cuenta como ayuda)
settings-conflicts = Marcar las celdas que incumplen una regla
settings-counts = Mostrar cuántos quedan de cada símbolo
settings-colour-numbers = Mostrar los números de color en las celdas coloreadas
settings-notation = Mostrar también las cadenas en notación Eureka, para expertos
settings-assists-note = Con todas las ayudas desactivadas (conflictos, entradas erróneas, limpieza de notas, mismo número, recuentos), las estadísticas cuentan la partida como resuelta sin ayudas.
settings-backup-export = Exportar copia de seguridad
settings-backup-import = Importar copia de seguridad
settings-backup-note = Una copia de seguridad es un archivo con todas las partidas guardadas, tus estadísticas y tus ajustes, para conservarlo o importarlo en otro dispositivo. Al importarla se reemplaza lo que guarda este navegador (se pide confirmación antes).

## Statistics

stats = Estadísticas
stats-empty = Aún no has resuelto ningún puzle en este navegador.
stats-caption = Puzles resueltos y mejores tiempos (los mejores tiempos solo cuentan partidas resueltas sin ayuda)
stats-col-puzzle = Puzle
stats-col-level = Nivel
stats-col-solved = Resueltos
stats-col-best = Mejor
stats-note = Los mejores tiempos solo cuentan las partidas resueltas sin pistas, comprobaciones ni revelaciones.

## How to play

help = Cómo jugar
help-sudoku = Rellena cada fila, columna y bloque con cada símbolo exactamente una vez. Haz clic o toca una celda (o usa las flechas) y luego escribe un número o pulsa una tecla del teclado de símbolos. Retroceso, Supr o 0 borran. Mantén pulsado Mayús, o activa Notas (Espacio), para anotar candidatos. La tecla ? pide una pista: púlsala otra vez para ver el razonamiento y una tercera vez para aplicarla. Ctrl+Z deshace, Ctrl+Y rehace.
help-binary = Rellena la cuadrícula con ceros y unos: cada fila y cada columna tiene tantos ceros como unos, nunca hay tres números iguales seguidos en una fila o columna, y no hay dos filas ni dos columnas iguales. Haz clic o toca una celda para que pase por 0, 1 y vacía, o selecciónala (flechas) y escribe 0 o 1; Retroceso o Supr borran. Los números junto a cada fila y bajo cada columna indican cuántos ceros (izquierda o arriba) y unos (derecha o abajo) le faltan todavía. La tecla ? pide una pista: púlsala otra vez para ver el razonamiento y una tercera vez para aplicarla. Ctrl+Z deshace, Ctrl+Y rehace.
help-killer = Killer sudoku: cada jaula de borde discontinuo contiene números distintos que suman el número pequeño de su esquina; hay pocos números iniciales o ninguno. Con una celda seleccionada, la línea bajo el teclado de símbolos muestra las combinaciones de números que su jaula aún puede contener.
help-tango = Tango: rellena la cuadrícula con soles (☀, escribe 0) y lunas (☾, escribe 1): cada fila y cada columna tiene tantos soles como lunas y nunca hay tres símbolos iguales seguidos en una fila o columna. Un = entre dos celdas significa que tienen el mismo símbolo; una ×, que son distintos. Las filas y las columnas pueden repetirse. Haz clic o toca una celda para cambiarla; la tecla ? pide una pista.
help-tutorial-start = Empezar el tutorial
help-keys-title = Teclado
# Same as English
help-key-ctrl = Ctrl
help-key-shift = Mayús
help-key-space = Espacio
help-key-backspace = Retroceso
help-key-delete = Supr
help-keys-symbol-1 = Escribir el símbolo: una nota con
help-keys-symbol-2 = o en modo Notas, una marca de esquina con
help-keys-symbol-3 = o en modo Esquina, un color (1 a 9) en modo Color
help-keys-notes-1 = Activar o desactivar las notas (también
help-keys-notes-2 = si N no es un símbolo)
help-keys-hint-1 = Pista (también
help-keys-hint-2 = si H no es un símbolo)
help-keys-erase-1 = Borrar (
help-keys-erase-2 = también en Sudoku)
help-keys-arrows = Flechas
help-keys-move-1 = Mover la selección (
help-keys-move-2 = +flechas selecciona más celdas)
help-keys-drag-1 = Arrastrar,
help-keys-drag-2 = +clic
help-keys-select-1 = Seleccionar varias celdas: un símbolo, una nota o Borrar las cambia todas a la vez (
help-keys-select-2 = : otra vez una sola celda)
help-keys-undo = Deshacer, rehacer
help-keys-read = Leer en voz alta la fila, la columna o el bloque de la celda seleccionada (un lector de pantalla también oye cada jugada)

## Import dialog

dialog-import-title = Importar un puzle
dialog-import-label = ID de partida o línea de puzle
dialog-import-help = Un ID de partida o un enlace que lo contenga, una línea de puzle, una cuadrícula en varias líneas, o una cuadrícula de candidatos de otra app (HoDoKu, SudokuWiki): sus candidatos pasan a ser tus notas.
dialog-import-cancel = Cancelar
dialog-import-load = Cargar
dialog-import-anyway = Jugar de todos modos
dialog-import-close = Cerrar

## Saved games dialog

dialog-games-title = Continuar una partida
dialog-games-empty = No hay ninguna otra partida sin terminar guardada en este navegador.
dialog-games-damaged =
    .aria-label = Partidas guardadas que no se pudieron leer
dialog-games-note = Cada partida se guarda en este navegador mientras juegas. Se conservan las 50 más recientes: a partir de ahí, se eliminan primero las partidas terminadas y después las sin terminar más antiguas.
dialog-games-close = Cerrar

## Tutorial dialog

dialog-tutorial-grid =
    .aria-label = Puzle del tutorial
dialog-tutorial-keys =
    .aria-label = Teclado de símbolos del tutorial
dialog-tutorial-skip = Saltar

## Learn dialog

dialog-library-title = Aprender
dialog-library-note = Todas las técnicas que conoce Deduce, de la más fácil a la más difícil. Ejemplo muestra una en un puzle, tal como la dibuja una pista; Practicar te da posiciones en las que es el paso más fácil.
dialog-library-search =
    .aria-label = Buscar técnicas
    .placeholder = Buscar técnicas
dialog-library-close = Cerrar

## All steps dialog

dialog-steps-title = Todos los pasos aquí
dialog-steps-filter = Técnica
dialog-steps-close = Cerrar

## Booklet dialog

dialog-booklet-title = Imprimir un cuadernillo
dialog-booklet-kept = Ya en este cuadernillo:
dialog-booklet-count = Cuántos
dialog-booklet-per-page = Puzles por página
dialog-booklet-paper = Papel
dialog-booklet-paper-letter = Carta
dialog-booklet-solutions = Soluciones al final
dialog-booklet-make = Crear cuadernillo
dialog-booklet-add = Añadir estos y elegir más
dialog-booklet-cancel = Cancelar

## Booklet preview

booklet =
    .aria-label = Cuadernillo
booklet-print = Imprimir
booklet-close = Cerrar cuadernillo

## Backup dialog

dialog-backup-title = ¿Reemplazar las partidas de este navegador por la copia de seguridad?
dialog-backup-cancel = Conservar lo que hay
dialog-backup-confirm = Reemplazar

## Reveal dialog

dialog-reveal-title = ¿Revelar toda la solución?
dialog-reveal-text = Se rellenan todas las celdas. Una partida revelada no cuenta como resuelta en las estadísticas, aunque deshagas la revelación y la termines tú.
dialog-reveal-cancel = Seguir jugando
dialog-reveal-confirm = Revelar la solución
