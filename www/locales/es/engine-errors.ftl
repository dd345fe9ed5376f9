# The engine's words (engine-errors.ftl, src/text): the engine's errors: what a puzzle, a game ID, a rule, a pasted grid or a save does wrong (src/core/error.rs, src/rules/grammar.rs, src/format, src/paste, src/rules checks) and the game's own refusals.
# The same messages as www/locales/en/engine-errors.ftl, in this language.

## Lo que una descripción tiene mal

error-cells = { $count ->
    [one] 1 casilla
   *[other] { $count } casillas
}
error-empty = descripción de puzle vacía
error-too-long = descripción de puzle demasiado larga ({ $len } caracteres; como mucho { $max })
error-unknown-kind = tipo de puzle desconocido '{ $kind }' (se esperaba sudoku, sudoku-x, jigsaw, killer, binary o tango)
error-bad-parameters = parámetros no válidos '{ $params }': { $reason }
error-bad-layout = { $what ->
    [rules] reglas no válidas: { $reason }
    [regions] regiones no válidas: { $reason }
    [cages] jaulas no válidas: { $reason }
    [sums] sumas no válidas: { $reason }
    [signs] signos no válidos: { $reason }
   *[other] no válido ({ $what }): { $reason }
}
error-wrong-length = longitud incorrecta: se esperaban { $expected } casillas, hay { $found }
error-bad-character = carácter no válido { $char } en { $cell }
error-givens-break-rule = las pistas iniciales rompen una regla: { $rule } ({ $cells })
error-solved = el puzle está resuelto
error-no-solution = el puzle no tiene solución
error-several-solutions = el puzle tiene más de una solución
error-grid-cells = se esperaban { $expected } casillas, llegaron { $found }

## ID de partida: formas, regiones de Jigsaw, jaulas de Killer

error-expected-form = se esperaba '{ $form }'
error-shape-expected = se esperaba una forma de bloque RxC, como 3x3
error-shape-small = los lados de un bloque deben ser números pequeños
error-shape-thin = los bloques de { $shape } no son compatibles: un bloque tiene al menos 2 filas y 2 columnas (2x2, 2x3, 3x3, …)
error-shape-side = el lado { $side } no es compatible (los bloques deben dar un lado de 4 a { $max })
error-rule-repeated = el { $digit } aparece { $count } veces ({ $unit })
error-jigsaw-side = el lado de un Jigsaw es un número de { $min } a { $max }
error-region-labels = se esperaban { $expected } etiquetas de región (una por casilla), hay { $found }
error-region-label = '{ $label }' en { $cell } no es una etiqueta de región (1-9, A-Z)
error-regions-too-many = más de { $count } regiones (la etiqueta '{ $label }' en { $cell } es la región { $region })
error-region-size = la región '{ $label }' (desde { $cell }) tiene { $cells }, no { $count }
error-region-apart = la región '{ $label }' no está conectada: { $cell } está separada de { $first }
error-regions-too-few = { $found } regiones en vez de { $count }
error-region-cells = { $found } casillas de región para una cuadrícula de { $side }×{ $side }
error-region-range = región { $region } fuera de rango
error-region-count = { $found ->
    [one] la región { $region } tiene 1 casilla, no { $count }
   *[other] la región { $region } tiene { $found } casillas, no { $count }
}
error-killer-side = el lado de un Killer va de 4 a { $max }: bloques de 2x2 hasta 3x4, 4x3, 2x6 o 6x2
error-cage-labels = se esperaban { $expected } etiquetas de jaula (una por casilla), hay { $found }
error-cage-label = '{ $label }' en { $cell } no es una etiqueta de jaula (a-z, A-Z, 0-9)
error-cage-sums = { $cages } jaulas pero { $sums } sumas (una por jaula, en el orden de la primera casilla de cada jaula)
error-cage-size = la jaula '{ $label }' (desde { $first }) tiene { $cells }, más de { $count }
error-cage-apart = la jaula '{ $label }' no está conectada: { $cell } está separada de { $first }
error-cage-sum-number = la suma '{ $sum }' de la jaula '{ $label }' ({ $first }) no es un número
error-cage-sum-positive = la suma { $sum } de la jaula '{ $label }' ({ $first }, { $cells }) no es positiva: los dígitos de una jaula suman al menos 1
error-cage-sum-range = { $count ->
    [one] la jaula '{ $label }' ({ $first }, { $cells }) no puede sumar { $sum }: 1 dígito da de { $lo } a { $hi }
   *[other] la jaula '{ $label }' ({ $first }, { $cells }) no puede sumar { $sum }: { $count } dígitos distintos dan de { $lo } a { $hi }
}

## Takuzu y Tango

error-binary-side-expected = se esperaba un lado par, como 10
error-binary-square = una línea suelta necesita un número cuadrado de casillas (36, 64, 100, …); hay { $found }
error-binary-odd = el lado { $side } es impar; un Takuzu necesita un lado par
error-binary-side = el lado { $side } no es compatible (2 a { $max })
error-binary-open = el lado { $side } solo es compatible casi completo: por encima de { $open }×{ $open } una cuadrícula puede tener como mucho { $most } casillas vacías; esta tiene { $empty }
error-tango-signs = un Tango de { $side }×{ $side } necesita { $expected } signos ({ $half } entre vecinas horizontales, luego { $half } entre vecinas verticales; '.' para ninguno), hay { $found }
error-tango-sign = el signo { $sign } { $edge } no es '.', '=' ni 'x'
error-edge = entre { $a } y { $b }
error-rule-sign-equal = signos: el = { $edge } pide el mismo símbolo en ambas casillas
error-rule-sign-differ = signos: el × { $edge } pide símbolos distintos en ambas casillas
error-rule-balance = equilibrio: { $count } veces el { $digit } ({ $line }); una línea tiene { $half } de cada uno
error-rule-triple = sin tríos: { $count } veces el { $digit } seguidos ({ $line })
error-rule-distinct = líneas distintas: iguales ({ $lines })
error-signs-loop = el { $sign } { $edge } cierra un bucle de signos con un número impar de ×: obligan a { $cell } a ser distinta de sí misma
error-signs-triple = los signos obligan a { $cells } a tener el mismo símbolo: tres seguidos
error-signs-balance = los signos obligan a { $cells } a tener el mismo símbolo: más de { $half } ({ $line })
error-signs-line = los signos ({ $line }) no permiten ningún relleno con { $half } de cada símbolo y sin tres seguidos

## Texto pegado

error-not-a-puzzle = no es un puzle: { $why }
error-paste-count = se esperaban { $expected } casillas, hay { $found }
error-paste-link = el enlace { $link } no contiene ningún ID de partida (sudoku:… o binary:…) ni línea de puzle (?bd=…)
error-paste-symbol = { $char } no es símbolo, marco ni casilla vacía de una cuadrícula, en { $text }; pega un ID de partida, un enlace, una línea de puzle o una cuadrícula
error-paste-no-digits = no hay dígitos ni puntos en { $text }; pega un ID de partida, un enlace, una línea de puzle o una cuadrícula
error-paste-few = { $count ->
    [one] 1 casilla es muchas menos de las que tiene la cuadrícula más pequeña (16)
   *[other] { $count } casillas son muchas menos de las que tiene la cuadrícula más pequeña (16)
}
error-paste-row = se esperaban { $expected } casillas, hay { $found }: la fila { $row } tiene { $count }
error-paste-bad-symbol = { $kind ->
    [binary] '{ $char }' en la fila { $row }, columna { $at } no es un símbolo de un Takuzu de { $side }×{ $side }
   *[sudoku] '{ $char }' en la fila { $row }, columna { $at } no es un símbolo de un sudoku de { $side }×{ $side }
}
error-paste-bad-token = { $kind ->
    [binary] '{ $char }' en la fila { $row }, elemento { $at } no es un símbolo de un Takuzu de { $side }×{ $side }
   *[sudoku] '{ $char }' en la fila { $row }, elemento { $at } no es un símbolo de un sudoku de { $side }×{ $side }
}
error-paste-no-candidate = { $cell } no tiene candidatos: cada símbolo ya está en su fila, columna o bloque
error-paste-notes-placed = { $cell } no tiene candidatos: sus candidatos { $digits } ya están todos en su fila, columna o bloque
error-paste-empty-unsolvable = la posición no tiene solución: ningún relleno de la cuadrícula vacía cumple todas las reglas
error-paste-unsolvable = la posición no tiene solución: sus casillas llenas no pueden estar todas bien
error-paste-notes-wrong = la posición no tiene solución: los candidatos { $digits } de { $cell } dejan fuera el { $digit }, el único valor que sus casillas llenas permiten ahí

## La partida rechaza una jugada o una carga

error-given = { $cell } es una pista inicial y no puede cambiar
error-nothing-to-undo = nada que deshacer
error-nothing-to-redo = nada que rehacer
error-no-cell = no hay casilla { $cell } en una cuadrícula de { $count }
error-symbol-range = el símbolo { $symbol } está fuera de rango (1 a { $max })
error-colour-range = el color { $colour } está fuera de rango (1 a { $max })
error-reveal = el puzle no tiene una solución única que revelar
error-save-damaged = la partida guardada está dañada: { $why }
error-save-newer = la partida guardada es de una versión más reciente de Deduce (formato { $version }; esta lee hasta el { $max })
error-save-too-large = demasiado grande
error-save-empty = vacía
error-save-not-deduce = no es una partida guardada de Deduce
error-save-no-id = falta el ID de partida
error-save-change = cambio no válido
error-save-cell-state = estado de casilla no válido
error-save-symbol = símbolo no válido
error-save-marks = notas no válidas
error-save-symbol-range = símbolo fuera de rango
error-save-cell = casilla no válida
error-save-cell-range = casilla fuera de rango
error-save-history = el historial no corresponde al puzle
error-save-redo = el historial para rehacer no corresponde al puzle

## Lo que la página pide y el motor rechaza

error-cages-sudoku = solo un sudoku tiene jaulas
error-no-cage = la casilla { $cell } no está en ninguna jaula
error-no-such-change = no existe ese cambio: { $change }
error-moves = las jugadas deben ser pares de casilla y símbolo, con símbolos dentro del rango
error-unknown-puzzle-kind = tipo de puzle desconocido '{ $kind }'
error-unknown-level = nivel desconocido '{ $level }'
error-unknown-technique = técnica desconocida '{ $technique }'
error-rules-sudoku = las reglas son para el sudoku
error-steps-mistake = el tablero tiene un error: Pista o Comprobar lo encuentra, y los pasos de aquí parten de una posición correcta
error-no-step-here = no se encontró ningún paso en esta posición
error-needs-rules = estas técnicas pertenecen a reglas distintas: ningún puzle las necesita todas

## Las reglas de un ID de partida

error-rule-empty = una regla vacía (dos ';' seguidos, o uno al final)
error-rule-unknown = regla desconocida '{ $rule }' (conocidas: { $known })
error-rule-named = la regla '{ $rule }' { $reason }
error-rule-shape = es para cuadrículas de { $side }×{ $side } con bloques de { $rows }×{ $cols }
error-rule-no-value = no lleva valor
error-rule-needs-cells = necesita sus casillas ('=' y nombres de casilla como r1c1)
error-rule-short-path = necesita un camino de dos casillas o más
error-rule-arrow-form = necesita un círculo, '>' y un camino (r5c5>r4c4-r3c3)
error-rule-arrow-circle = necesita una sola casilla de círculo antes de '>'
error-rule-twice = nombra { $cell } dos veces
error-rule-cage-big = tiene más de { $count } casillas
error-rule-cage-apart = tiene { $cell } separada de { $first }: las casillas de una jaula se unen por sus lados
error-rule-cage-total = { $reason } ({ $count } dígitos distintos suman de { $lo } a { $hi })
error-rule-diagonal-form = necesita su primera casilla, una dirección y un total (r1c2+dr/23)
error-rule-diagonal-direction = necesita su primera casilla, '+' y una dirección: dr, dl, ur o ul (r1c2+dr/23)
error-rule-diagonal-total = { $reason } ({ $count } dígitos suman de { $count } a { $most })
error-rule-diagonal-neighbour = necesita una casilla y su vecina en diagonal, hacia donde apunta su flecha
error-rule-diagonal-edge = necesita su primera casilla junto al borde de la cuadrícula, donde la pista queda fuera
error-rule-line-form = necesita una fila o columna, '/' y un total (r3/15)
error-rule-line = necesita una fila o columna como r3 o c7, no '{ $text }'
error-rule-line-total = { $reason } (los dígitos entre 1 y { $side } suman de 0 a { $most })
error-rule-pair = une dos casillas que comparten un lado, no '{ $text }'
error-rule-heading = tiene la dirección '{ $text }' donde va dr, dl, ur o ul
error-rule-crosses = necesita una casilla cuya diagonal en esa dirección cruce la cuadrícula
error-rule-cell = tiene '{ $text }' donde va una casilla como r1c1 (filas y columnas de 1 a { $side })
error-rule-total = tiene el total '{ $text }' donde va un número de { $lo } a { $hi }
error-rule-touch = tiene un camino cuyas casillas { $a } y { $b } no se tocan
error-rule-two-marks = { $kind ->
    [dots] { $a } y { $b } llevan dos puntos
   *[xv] { $a } y { $b } llevan dos marcas (X y V)
}
error-rule-two-cages = { $cell } está en dos jaulas

## Reglas de variante rotas

error-rule-pair-same = el { $digit } está en { $a } y en { $b }, { $rule }
error-rule-relation = { $a } y { $b } tienen { $da } y { $db }: { $rule }
error-rule-sum = { $cells } no dan la suma: { $rule }
error-rule-sandwich = de { $a } a { $b } no suman { $total }: { $rule }
error-rule-digit = { $cell } tiene { $digit }: { $rule }
error-rule-digit-forbidden = { $cell } tiene { $digit }: su regla lo prohíbe

## La entrada de la línea de órdenes

error-directory = { $path }: es un directorio, no un archivo de puzles
error-standard-input = entrada estándar
error-not-utf8 = línea { $line }: no es UTF-8 (byte { $byte })

## Por qué no hay pista, pasos ni valoración

error-all-steps-sudoku = todos los pasos a la vez (--all) son para el sudoku; los Takuzu y el Tango muestran su camino de resolución
error-step-contradicts = el paso «{ $step }» contradice la solución
error-notes-leave-out = los candidatos de { $cell } dejan fuera el { $digit }, el valor que necesita la solución
error-rating-plain = la valoración de Sudoku Explainer es para el sudoku clásico de 9×9
error-stuck = no se encontró ningún paso lógico (los candidatos contradicen el puzle)
error-no-logical-step = no se encontró ningún paso lógico
error-no-step = no se encontró ningún paso
error-practice-other = la partida no es el puzle de la posición de práctica
error-practice-wrong = la posición de práctica tiene una entrada incorrecta

## Jaulas killer rotas y sumas de jaula imposibles

error-cages-inside = { $place ->
    [grid] las jaulas de la cuadrícula suman { $known }, pero sus dígitos suman { $total }
   *[unit] las jaulas ({ $unit }) suman { $known }, pero los dígitos de esa unidad suman { $total }
}
error-cages-inside-range = { $place ->
    [grid] las jaulas de la cuadrícula suman { $known } (con sus demás casillas, de { $lo } a { $hi }), pero los dígitos de esa unidad suman { $total }
   *[unit] las jaulas ({ $unit }) suman { $known } (con sus demás casillas, de { $lo } a { $hi }), pero los dígitos de esa unidad suman { $total }
}

## Lo que el generador rechaza (--needs, --rules)

error-needs-unknown = técnica desconocida '{ $technique }' para { $kind }: una de { $ids }
error-needs-level = { $technique } es una técnica de nivel { $level }: los puzles de nivel { $asked } nunca la necesitan (pide --level { $level } o superior)
error-needs-none = --needs no nombra ninguna técnica
error-needs-not-found = ningún puzle en { $tries } intentos usó { $techniques }
error-needs-not-found-level = ningún puzle en { $tries } intentos usó { $techniques } en el nivel { $level }
error-family-unknown = familia de reglas desconocida '{ $family }' (usa una de { $names })
error-family-twice = la familia de reglas '{ $family }' aparece dos veces
error-family-both = nombra '{ $one }' o '{ $other }', no ambas

## Lo que el generador rechaza

error-generate-sudoku-size = tamaño de sudoku no compatible: { $size } (usa 4, 6, 9, 12, 16 o 25)
error-generate-killer-size = tamaño de Killer no compatible: { $size } (usa 4, 6, 9 o 12)
error-generate-jigsaw-size = tamaño de Jigsaw no compatible: { $size } (usa de { $min } a { $max })
error-generate-binary-size = tamaño de Takuzu no compatible: { $size } (usa un tamaño par de 4 a { $max })
error-generate-tango-size = tamaño de Tango no compatible: { $size } (usa un tamaño par de 4 a { $max })
error-generate-solved-size = tamaño { $size } no compatible para una cuadrícula binaria resuelta (usa un tamaño par de 2 a { $max })
error-generate-no-symmetry = { $kind ->
    [tango] los Tango no tienen opción de simetría (se recibió '{ $symmetry }')
   *[binary] los Takuzu no tienen opción de simetría (se recibió '{ $symmetry }')
}
error-generate-killer-symmetry = los Killer no tienen opción de simetría (se recibió '{ $symmetry }'): sus pistas son jaulas y sumas, no pistas iniciales simétricas
error-generate-symmetry = simetría desconocida '{ $symmetry }' (usa una de { $names })
error-generate-rot90 = rot90 necesita un lado de al menos 4
error-generate-rule-size = la regla '{ $rule }' no es para el tamaño { $size }
error-generate-rules-size = Los sudokus con instancias de reglas se generan en 4×4, 6×6 y 9×9, no en { $size }×{ $size }
error-generate-no-grid = ningún sudoku de { $size }×{ $size } cumple { $rules }: no hay cuadrícula de la que sacar un puzle
error-generate-prove = --prove necesita una compilación nativa con la característica de cargo `prove`
error-generate-prove-rules = --prove no existe para reglas con instancias: sus puzles se prueban irreducibles al crearse
error-per-page = --per-page admite 1, 2, 4 o 6 (se recibió { $got })
