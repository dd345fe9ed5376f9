# Las palabras del motor (src/text), en español.

## Units

unit-row = fila { $n }
unit-column = columna { $n }
unit-block = bloque { $n }
unit-region = región { $n }
unit-main-diagonal = la diagonal principal
unit-anti-diagonal = la antidiagonal
unit-window = ventana { $n }
unit-cage = jaula { $n }

## Technique names

technique-full-house = Última casilla libre
technique-naked-single = Single desnudo
technique-hidden-single = Single oculto
technique-thermometer = Termómetro
technique-kropki-pair = Par Kropki
technique-xv-pair = Par XV
# Same as English
technique-german-whisper = German Whisper
technique-non-consecutive-pair = Par no consecutivo
technique-negative-constraint = Restricción negativa
technique-kropki-chain = Cadena Kropki
# Same as English
technique-renban = Renban
technique-arrow = Flecha
technique-arrow-combination = Combinación de flecha
# Same as English
technique-little-killer = Little Killer
technique-sandwich-sum = Suma sándwich
technique-cage-combination = Combinación de jaula
technique-cage-interaction = Interacción de jaula
technique-45-rule = Regla del 45
technique-cage-splitting = División de jaula
technique-locked-pair = Par bloqueado
technique-locked-triple = Trío bloqueado
technique-remote-pairs = Pares remotos
technique-skyscraper = Rascacielos
technique-2-string-kite = Cometa
# Same as English
technique-turbot-fish = Turbot Fish
technique-empty-rectangle = Rectángulo vacío
technique-unique-rectangle-type-3 = Rectángulo único tipo 3
technique-unique-rectangle-type-5 = Rectángulo único tipo 5
technique-unique-rectangle-type-6 = Rectángulo único tipo 6
technique-hidden-rectangle = Rectángulo oculto
technique-avoidable-rectangle-type-1 = Rectángulo evitable tipo 1
technique-avoidable-rectangle-type-2 = Rectángulo evitable tipo 2
technique-simple-colouring = Coloreado simple
technique-multi-colouring = Coloreado múltiple
technique-x-cycle = Ciclo X
technique-locked-candidates-pointing = Candidatos bloqueados (apuntando)
technique-locked-candidates-claiming = Candidatos bloqueados (reclamando)
technique-common-peer-elimination = Eliminación por vecinos comunes
technique-naked-pair = Par desnudo
technique-hidden-pair = Par oculto
technique-naked-triple = Trío desnudo
technique-hidden-triple = Trío oculto
technique-naked-quad = Cuarteto desnudo
technique-hidden-quad = Cuarteto oculto
# Same as English
technique-x-wing = X-Wing
# Same as English
technique-swordfish = Swordfish
# Same as English
technique-jellyfish = Jellyfish
# Same as English
technique-xy-wing = XY-Wing
# Same as English
technique-xyz-wing = XYZ-Wing
# Same as English
technique-w-wing = W-Wing
# Same as English
technique-wxyz-wing = WXYZ-Wing
# Same as English
technique-vwxyz-wing = VWXYZ-Wing
# Same as English
technique-finned-fish = Finned Fish
# Same as English
technique-sue-de-coq = Sue de Coq
technique-x-chain = Cadena X
technique-xy-chain = Cadena XY
technique-unique-rectangle = Rectángulo único
technique-unique-loop = Bucle único
technique-unique-rectangle-type-2 = Rectángulo único tipo 2
technique-unique-rectangle-type-4 = Rectángulo único tipo 4
# Same as English
technique-bug-plus-1 = BUG+1
technique-alternating-inference-chain = Cadena de inferencias alternas
technique-grouped-x-chain = Cadena X agrupada
technique-grouped-aic = AIC agrupada
technique-als-chain = Cadena ALS
# Same as English
technique-death-blossom = Death Blossom
# Same as English
technique-franken-fish = Franken Fish
# Same as English
technique-mutant-fish = Mutant Fish
# Same as English
technique-kraken-fish = Kraken Fish
technique-pattern-overlay = Superposición de patrones
technique-combined-pattern-overlay = Superposición de patrones combinada
technique-triple-pattern-overlay = Superposición triple de patrones
technique-quadruple-pattern-overlay = Superposición cuádruple de patrones
technique-forcing-chain = Cadena forzada
technique-pair = Pareja
technique-sandwich = Sándwich
technique-last-cell = Última casilla vacía
technique-balance-completion = Cupo completo
technique-duplicate-guard = Evitar una línea repetida
technique-last-of-a-kind = El último de su tipo
technique-sign-rule = Regla de los signos
technique-sign-pair = Par de signos
technique-sign-balance = Signos y cupos
technique-line-elimination = Todas las formas de completar una línea
technique-duplicate-line-elimination = Exclusión de líneas repetidas
technique-contradiction = Contradicción
technique-deeper-lookahead = Anticipación profunda

## Technique phrases

technique-phrase-full-house = una última casilla libre
technique-phrase-naked-single = un single desnudo
technique-phrase-hidden-single = un single oculto
technique-phrase-thermometer = un termómetro
technique-phrase-kropki-pair = un par Kropki
technique-phrase-xv-pair = un par XV
technique-phrase-german-whisper = un German Whisper
technique-phrase-non-consecutive-pair = un par no consecutivo
technique-phrase-negative-constraint = una restricción negativa
technique-phrase-kropki-chain = una cadena Kropki
technique-phrase-renban = un Renban
technique-phrase-arrow = una flecha
technique-phrase-arrow-combination = una combinación de flecha
technique-phrase-little-killer = un Little Killer
technique-phrase-sandwich-sum = una suma sándwich
technique-phrase-cage-combination = una combinación de jaula
technique-phrase-cage-interaction = una interacción de jaula
technique-phrase-45-rule = una aplicación de la regla del 45
technique-phrase-cage-splitting = una división de jaula
technique-phrase-locked-pair = un par bloqueado
technique-phrase-locked-triple = un trío bloqueado
technique-phrase-remote-pairs = pares remotos
technique-phrase-skyscraper = un rascacielos
technique-phrase-2-string-kite = una cometa
technique-phrase-turbot-fish = un Turbot Fish
technique-phrase-empty-rectangle = un rectángulo vacío
technique-phrase-unique-rectangle-type-3 = un rectángulo único tipo 3
technique-phrase-unique-rectangle-type-5 = un rectángulo único tipo 5
technique-phrase-unique-rectangle-type-6 = un rectángulo único tipo 6
technique-phrase-hidden-rectangle = un rectángulo oculto
technique-phrase-avoidable-rectangle-type-1 = un rectángulo evitable tipo 1
technique-phrase-avoidable-rectangle-type-2 = un rectángulo evitable tipo 2
technique-phrase-simple-colouring = un coloreado simple
technique-phrase-multi-colouring = un coloreado múltiple
technique-phrase-x-cycle = un ciclo X
technique-phrase-locked-candidates-pointing = candidatos bloqueados
technique-phrase-locked-candidates-claiming = candidatos bloqueados
technique-phrase-common-peer-elimination = una eliminación por vecinos comunes
technique-phrase-naked-pair = un par desnudo
technique-phrase-hidden-pair = un par oculto
technique-phrase-naked-triple = un trío desnudo
technique-phrase-hidden-triple = un trío oculto
technique-phrase-naked-quad = un cuarteto desnudo
technique-phrase-hidden-quad = un cuarteto oculto
technique-phrase-x-wing = un X-Wing
technique-phrase-swordfish = un Swordfish
technique-phrase-jellyfish = un Jellyfish
technique-phrase-xy-wing = un XY-Wing
technique-phrase-xyz-wing = un XYZ-Wing
technique-phrase-w-wing = un W-Wing
technique-phrase-wxyz-wing = un WXYZ-Wing
technique-phrase-vwxyz-wing = un VWXYZ-Wing
technique-phrase-finned-fish = un Finned Fish
technique-phrase-sue-de-coq = un Sue de Coq
technique-phrase-x-chain = una cadena X
technique-phrase-xy-chain = una cadena XY
technique-phrase-unique-rectangle = un rectángulo único
technique-phrase-unique-loop = un bucle único
technique-phrase-unique-rectangle-type-2 = un rectángulo único tipo 2
technique-phrase-unique-rectangle-type-4 = un rectángulo único tipo 4
technique-phrase-bug-plus-1 = un BUG+1
technique-phrase-alternating-inference-chain = una AIC
technique-phrase-grouped-x-chain = una cadena X agrupada
technique-phrase-grouped-aic = una AIC agrupada
technique-phrase-als-chain = una cadena ALS
technique-phrase-death-blossom = un Death Blossom
technique-phrase-franken-fish = un Franken Fish
technique-phrase-mutant-fish = un Mutant Fish
technique-phrase-kraken-fish = un Kraken Fish
technique-phrase-pattern-overlay = una superposición de patrones
technique-phrase-combined-pattern-overlay = una superposición de patrones combinada
technique-phrase-triple-pattern-overlay = una superposición triple de patrones
technique-phrase-quadruple-pattern-overlay = una superposición cuádruple de patrones
technique-phrase-forcing-chain = una cadena forzada
technique-phrase-pair = una pareja
technique-phrase-sandwich = un sándwich
technique-phrase-last-cell = la última casilla vacía
technique-phrase-balance-completion = una línea con el cupo de una cifra completo
technique-phrase-duplicate-guard = una línea repetida que evitar
technique-phrase-last-of-a-kind = el último de su tipo
technique-phrase-sign-rule = una aplicación de la regla de los signos
technique-phrase-sign-pair = un par de signos
technique-phrase-sign-balance = un balance de signos y cupos
technique-phrase-line-elimination = todos los rellenos posibles
technique-phrase-duplicate-line-elimination = una exclusión de líneas repetidas
technique-phrase-contradiction = una contradicción
technique-phrase-deeper-lookahead = una anticipación profunda

## Technique plurals

# Same as English
technique-count = { $count } { $name }
technique-plural-full-house = { $count ->
    [one] última casilla libre
   *[other] últimas casillas libres
}
technique-plural-naked-single = { $count ->
    [one] single desnudo
   *[other] singles desnudos
}
technique-plural-hidden-single = { $count ->
    [one] single oculto
   *[other] singles ocultos
}
technique-plural-thermometer = { $count ->
    [one] termómetro
   *[other] termómetros
}
technique-plural-kropki-pair = { $count ->
    [one] par Kropki
   *[other] pares Kropki
}
technique-plural-xv-pair = { $count ->
    [one] par XV
   *[other] pares XV
}
technique-plural-german-whisper = German Whisper
technique-plural-non-consecutive-pair = { $count ->
    [one] par no consecutivo
   *[other] pares no consecutivos
}
technique-plural-negative-constraint = { $count ->
    [one] restricción negativa
   *[other] restricciones negativas
}
technique-plural-kropki-chain = { $count ->
    [one] cadena Kropki
   *[other] cadenas Kropki
}
technique-plural-renban = Renban
technique-plural-arrow = { $count ->
    [one] flecha
   *[other] flechas
}
technique-plural-arrow-combination = { $count ->
    [one] combinación de flecha
   *[other] combinaciones de flecha
}
technique-plural-little-killer = Little Killer
technique-plural-sandwich-sum = { $count ->
    [one] suma sándwich
   *[other] sumas sándwich
}
technique-plural-cage-combination = { $count ->
    [one] combinación de jaula
   *[other] combinaciones de jaula
}
technique-plural-cage-interaction = { $count ->
    [one] interacción de jaula
   *[other] interacciones de jaula
}
technique-plural-45-rule = { $count ->
    [one] aplicación de la regla del 45
   *[other] aplicaciones de la regla del 45
}
technique-plural-cage-splitting = { $count ->
    [one] división de jaula
   *[other] divisiones de jaula
}
technique-plural-locked-pair = { $count ->
    [one] par bloqueado
   *[other] pares bloqueados
}
technique-plural-locked-triple = { $count ->
    [one] trío bloqueado
   *[other] tríos bloqueados
}
technique-plural-remote-pairs = pares remotos
technique-plural-skyscraper = rascacielos
technique-plural-2-string-kite = { $count ->
    [one] cometa
   *[other] cometas
}
technique-plural-turbot-fish = Turbot Fish
technique-plural-empty-rectangle = { $count ->
    [one] rectángulo vacío
   *[other] rectángulos vacíos
}
technique-plural-unique-rectangle-type-3 = { $count ->
    [one] rectángulo único tipo 3
   *[other] rectángulos únicos tipo 3
}
technique-plural-unique-rectangle-type-5 = { $count ->
    [one] rectángulo único tipo 5
   *[other] rectángulos únicos tipo 5
}
technique-plural-unique-rectangle-type-6 = { $count ->
    [one] rectángulo único tipo 6
   *[other] rectángulos únicos tipo 6
}
technique-plural-hidden-rectangle = { $count ->
    [one] rectángulo oculto
   *[other] rectángulos ocultos
}
technique-plural-avoidable-rectangle-type-1 = { $count ->
    [one] rectángulo evitable tipo 1
   *[other] rectángulos evitables tipo 1
}
technique-plural-avoidable-rectangle-type-2 = { $count ->
    [one] rectángulo evitable tipo 2
   *[other] rectángulos evitables tipo 2
}
technique-plural-simple-colouring = { $count ->
    [one] coloreado simple
   *[other] coloreados simples
}
technique-plural-multi-colouring = { $count ->
    [one] coloreado múltiple
   *[other] coloreados múltiples
}
technique-plural-x-cycle = { $count ->
    [one] ciclo X
   *[other] ciclos X
}
technique-plural-locked-candidates-pointing = candidatos bloqueados
technique-plural-locked-candidates-claiming = candidatos bloqueados
technique-plural-common-peer-elimination = { $count ->
    [one] eliminación por vecinos comunes
   *[other] eliminaciones por vecinos comunes
}
technique-plural-naked-pair = { $count ->
    [one] par desnudo
   *[other] pares desnudos
}
technique-plural-hidden-pair = { $count ->
    [one] par oculto
   *[other] pares ocultos
}
technique-plural-naked-triple = { $count ->
    [one] trío desnudo
   *[other] tríos desnudos
}
technique-plural-hidden-triple = { $count ->
    [one] trío oculto
   *[other] tríos ocultos
}
technique-plural-naked-quad = { $count ->
    [one] cuarteto desnudo
   *[other] cuartetos desnudos
}
technique-plural-hidden-quad = { $count ->
    [one] cuarteto oculto
   *[other] cuartetos ocultos
}
technique-plural-x-wing = { $count ->
    [one] X-Wing
   *[other] X-Wings
}
technique-plural-swordfish = Swordfish
technique-plural-jellyfish = Jellyfish
technique-plural-xy-wing = { $count ->
    [one] XY-Wing
   *[other] XY-Wings
}
technique-plural-xyz-wing = { $count ->
    [one] XYZ-Wing
   *[other] XYZ-Wings
}
technique-plural-w-wing = { $count ->
    [one] W-Wing
   *[other] W-Wings
}
technique-plural-wxyz-wing = { $count ->
    [one] WXYZ-Wing
   *[other] WXYZ-Wings
}
technique-plural-vwxyz-wing = { $count ->
    [one] VWXYZ-Wing
   *[other] VWXYZ-Wings
}
technique-plural-finned-fish = Finned Fish
technique-plural-sue-de-coq = Sue de Coq
technique-plural-x-chain = { $count ->
    [one] cadena X
   *[other] cadenas X
}
technique-plural-xy-chain = { $count ->
    [one] cadena XY
   *[other] cadenas XY
}
technique-plural-unique-rectangle = { $count ->
    [one] rectángulo único
   *[other] rectángulos únicos
}
technique-plural-unique-loop = { $count ->
    [one] bucle único
   *[other] bucles únicos
}
technique-plural-unique-rectangle-type-2 = { $count ->
    [one] rectángulo único tipo 2
   *[other] rectángulos únicos tipo 2
}
technique-plural-unique-rectangle-type-4 = { $count ->
    [one] rectángulo único tipo 4
   *[other] rectángulos únicos tipo 4
}
technique-plural-bug-plus-1 = BUG+1
technique-plural-alternating-inference-chain = AIC
technique-plural-grouped-x-chain = { $count ->
    [one] cadena X agrupada
   *[other] cadenas X agrupadas
}
technique-plural-grouped-aic = { $count ->
    [one] AIC agrupada
   *[other] AIC agrupadas
}
technique-plural-als-chain = { $count ->
    [one] cadena ALS
   *[other] cadenas ALS
}
technique-plural-death-blossom = Death Blossom
technique-plural-franken-fish = Franken Fish
technique-plural-mutant-fish = Mutant Fish
technique-plural-kraken-fish = Kraken Fish
technique-plural-pattern-overlay = { $count ->
    [one] superposición de patrones
   *[other] superposiciones de patrones
}
technique-plural-combined-pattern-overlay = { $count ->
    [one] superposición de patrones combinada
   *[other] superposiciones de patrones combinadas
}
technique-plural-triple-pattern-overlay = { $count ->
    [one] superposición triple de patrones
   *[other] superposiciones triples de patrones
}
technique-plural-quadruple-pattern-overlay = { $count ->
    [one] superposición cuádruple de patrones
   *[other] superposiciones cuádruples de patrones
}
technique-plural-forcing-chain = { $count ->
    [one] cadena forzada
   *[other] cadenas forzadas
}
technique-plural-pair = { $count ->
    [one] pareja
   *[other] parejas
}
technique-plural-sandwich = { $count ->
    [one] sándwich
   *[other] sándwiches
}
technique-plural-last-cell = { $count ->
    [one] última casilla vacía
   *[other] últimas casillas vacías
}
technique-plural-balance-completion = { $count ->
    [one] línea con el cupo de una cifra completo
   *[other] líneas con el cupo de una cifra completo
}
technique-plural-duplicate-guard = { $count ->
    [one] línea repetida que evitar
   *[other] líneas repetidas que evitar
}
technique-plural-last-of-a-kind = { $count ->
    [one] último de su tipo
   *[other] últimos de su tipo
}
technique-plural-sign-rule = { $count ->
    [one] aplicación de la regla de los signos
   *[other] aplicaciones de la regla de los signos
}
technique-plural-sign-pair = { $count ->
    [one] par de signos
   *[other] pares de signos
}
technique-plural-sign-balance = { $count ->
    [one] balance de signos y cupos
   *[other] balances de signos y cupos
}
technique-plural-line-elimination = { $count ->
    [one] prueba de todos los rellenos
   *[other] pruebas de todos los rellenos
}
technique-plural-duplicate-line-elimination = { $count ->
    [one] exclusión de líneas repetidas
   *[other] exclusiones de líneas repetidas
}
technique-plural-contradiction = { $count ->
    [one] contradicción
   *[other] contradicciones
}
technique-plural-deeper-lookahead = { $count ->
    [one] anticipación profunda
   *[other] anticipaciones profundas
}

## Where to look (tier-1 hints)

look-for = Busca { $what }.
look-for-in = { $technique } en { $units }
look-for-on-digit = { $technique } con el { $digit }
look-for-on-cells = { $technique } en { $cells }
look-for-around = { $technique } alrededor de { $cells }
look-for-starting-from = { $technique } a partir de { $cell }
look-for-through = { $technique } que pase por { $cell }
look-for-on-digit-through = { $technique } con el { $digit } que pase por { $cell }
look-for-bug = { $technique }: todas las casillas vacías menos una tienen dos candidatos
look-for-complex-fish = un { $fish } con el { $digit } en { $units }
fish-franken = Franken { $size ->
    [2] X-Wing
    [3] Swordfish
    [4] Jellyfish
   *[other] Fish
}
fish-mutant = Mutant { $size ->
    [2] X-Wing
    [3] Swordfish
    [4] Jellyfish
   *[other] Fish
}
fish-finned = Finned { $fish }

## Lists

# Las unidades llevan su artículo, para «en» (look-for-in): «en el bloque 4 y la columna 3».

# Same as English
list-sep = { ", " }
list-and = { $init } y { $last }
# Same as English
numbers-sep = { ", " }
numbers-and = { $init } y { $last }
# Same as English
clauses-sep = { ", " }
clauses-and = { $init } y { $last }
# Same as English
removal-sep = { "; " }
list-then = { $first }, luego { $next }
units-row = { $count ->
    [one] la fila { $list }
   *[other] las filas { $list }
}
units-column = { $count ->
    [one] la columna { $list }
   *[other] las columnas { $list }
}
units-block = { $count ->
    [one] el bloque { $list }
   *[other] los bloques { $list }
}
units-region = { $count ->
    [one] la región { $list }
   *[other] las regiones { $list }
}
units-diagonal = { $count ->
    [one] la diagonal { $list }
   *[other] las diagonales { $list }
}
units-window = { $count ->
    [one] la ventana { $list }
   *[other] las ventanas { $list }
}
units-cage = { $count ->
    [one] la jaula { $list }
   *[other] las jaulas { $list }
}

## Singles

explain-full-house = { $cell } es la última celda vacía ({ $unit }), así que es un { $digit }
explain-naked-single = { $digit } es el único candidato que queda en { $cell }
explain-naked-single-apart = { $digit } es el único candidato que queda en { $cell }: { $why }
explain-hidden-single = { $digit } solo puede ir en { $cell } ({ $unit })
explain-hidden-single-apart = { $digit } solo puede ir en { $cell } ({ $unit }): { $why }
explain-apart = { $cell } y el { $digit } de { $other } no pueden ser iguales
explain-apart-knight = { $cell } y el { $digit } de { $other } están a un salto de caballo
explain-apart-king = { $cell } y el { $digit } de { $other } se tocan (un paso de rey)
explain-related = con el { $digit } de { $other }, { $cell } no puede ser { $digits }
# Same as English
explain-related-rule = { $reasons } ({ $words })

## Subconjuntos y candidatos bloqueados

list-or = { $init } o { $last }
removals = elimina { $groups }
removal-group = { $digits } de { $cells }
explain-naked-subset = { $unit }: { $cells } solo pueden ser { $digits }, así que { $removals }
explain-hidden-subset = { $unit }: { $digits } solo pueden ir en { $cells }, así que { $removals }
explain-locked-subset = { $cells } están a la vez en { $block } y en { $line } y solo pueden ser { $digits }; así que { $digits } salen del resto de ambas unidades: { $removals }
explain-locked-candidates = { $from }: el { $digit } solo puede ir en { $to }, así que { $removals }

## Compartidos por muchas técnicas

cannot-be = { $cell } no puede ser { $digits }
explain-loop = La cadena se cierra en un bucle ({ $last } y { $first } no pueden ser ciertos a la vez): al recorrerlo, sus candidatos son alternativamente verdaderos y falsos, y un extremo de cada enlace débil es verdadero: { $removals }
title-on-digit = { $technique } con el { $digit }
# Same as English
step-line = { $title }: { $explanation }
step-line-chain = { $title }: { $explanation }. La cadena: { $notation }
