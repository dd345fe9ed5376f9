# The engine's words (engine-learn.ftl, src/text): the technique library (Learn): each technique's description, practice verdicts, and the mistakes a hint finds.
# The same messages as www/locales/en/engine-learn.ftl, in this language.

## Veredictos de la práctica (src/learn.rs: check, check_all)

verdict-right = ¡Correcto! { $line }
verdict-nothing-place = Aún no has escrito nada: busca la técnica «{ $technique }» y escribe lo que coloca.
verdict-nothing-notes = Aún no has marcado nada: busca la técnica «{ $technique }» y escribe el dígito que coloca o quita las notas que descarta.
verdict-missed-place = { $digit } en { $cell }
verdict-missed-remove = { $digit } de { $cell }
verdict-partly = Correcto en parte: { $done } de { $total } encontrados. Faltan: { $missed }.
verdict-wrong-entry = Incorrecto: { $why }.
verdict-not-placed = Incorrecto: la técnica «{ $technique }» no coloca un { $digit } en { $cell }.
verdict-not-removed = Incorrecto: la técnica «{ $technique }» no descarta el { $digit } en { $cell }.
verdict-not-removed-on = Incorrecto: la técnica «{ $technique }» no descarta el { $digit } en { $cell }; actúa sobre { $units }.
verdict-needed = { $verdict } El { $digit } es el dígito que necesita { $cell }: sin él, el sudoku no tiene solución.

## «Encontrarlos todos»

# Same as English
verdict-steps-sep = { "; " }
verdict-all-right = { $count ->
    [one] ¡Correcto! Encontrado: { $steps }.
   *[other] ¡Correcto! Los { $count } encontrados: { $steps }.
}
verdict-all-nothing = { $count ->
    [one] Aún no has marcado nada: aquí hay uno. Busca la técnica «{ $technique }», quita las notas que descarta (o escribe lo que coloca) y pulsa Comprobar.
   *[other] Aún no has marcado nada: aquí hay { $count }. Busca cada caso de la técnica «{ $technique }», quita las notas que descartan (o escribe lo que colocan) y pulsa Comprobar.
}
verdict-all-partly = { $found } de { $count } encontrados. Faltan: { $steps }.
verdict-all-not-removed = Incorrecto: ningún caso de la técnica «{ $technique }» descarta aquí el { $digit } en { $cell }.

## No se encontró una posición de práctica (src/wasm/teach.rs)

practice-too-rare = { $tried ->
    [one] La técnica «{ $technique }» es demasiado rara: no se encontró ninguna posición en { $tried } sudoku
   *[other] La técnica «{ $technique }» es demasiado rara: no se encontró ninguna posición en { $tried } sudokus
}
practice-too-rare-in-time = { $tried ->
    [one] La técnica «{ $technique }» es demasiado rara: no se encontró ninguna posición en { $tried } sudoku en el tiempo disponible
   *[other] La técnica «{ $technique }» es demasiado rara: no se encontró ninguna posición en { $tried } sudokus en el tiempo disponible
}

## La biblioteca de técnicas: qué es cada técnica, en dos o tres frases sencillas (about-<id de la técnica>)
about-full-house = A una unidad solo le queda una casilla vacía: lleva el dígito que falta.
about-naked-single = A una casilla solo le queda un candidato: todos los demás dígitos ya están en su fila, su columna o su bloque.
about-hidden-single = Un dígito solo cabe en una casilla de una unidad, así que va ahí.
about-thermometer = Los dígitos suben desde el bulbo de un termómetro a lo largo de su línea: cada casilla es mayor que el menor dígito posible de la casilla anterior y menor que el mayor posible de la siguiente. Por eso, en un termómetro largo el bulbo es pequeño y la punta grande.
about-arrow = El dígito del círculo de una flecha es la suma de los dígitos a lo largo de la flecha: el círculo está entre la menor y la mayor suma posible del recorrido, y cada casilla del recorrido vale como mucho el mayor dígito del círculo menos los menores de las demás casillas del recorrido.
about-little-killer = Los dígitos de la diagonal de un Little Killer suman el total que hay fuera de la cuadrícula: solo son posibles las formas de dar un candidato a cada casilla (distintos dentro de un bloque) que dan ese total, y se descarta un dígito que ninguna usa (tres casillas de un bloque que suman 6 llevan 1, 2 y 3).
about-sandwich-sum = Un total sándwich junto a una fila o columna es la suma de los dígitos entre su 1 y su 9: solo son posibles las posiciones del 1 y del 9 cuyas casillas intermedias pueden formarlo con dígitos distintos (del 2 al 8). Así, un 0 los pone uno junto al otro y un 35 en los extremos, y se descarta un dígito que ninguna forma usa.
about-kropki-pair = Un punto blanco une dígitos consecutivos; un punto negro, un dígito y su doble (1–2, 2–4, 3–6, 4–8): lo que una casilla aún puede llevar solo le deja a la otra sus parejas, y el 5, el 7 y el 9 nunca tocan un punto negro.
about-xv-pair = Las casillas unidas por una X suman 10 (1–9, 2–8, 3–7, 4–6); las unidas por una V, 5 (1–4, 2–3): lo que una casilla aún puede llevar solo le deja a la otra sus parejas, y el 5 nunca toca una X.
about-german-whisper = Los vecinos de una línea verde German Whisper se diferencian en 5 o más (en 9×9): el 5 nunca está en ella, los dígitos bajos y altos se alternan a lo largo de la línea, y una casilla entre dos casillas de la línea que se ven no es ni 4 (ambas necesitarían el 9) ni 6.
about-renban = Una línea renban morada de k casillas contiene k dígitos consecutivos en cualquier orden: solo son posibles las series de las que cada casilla puede tomar un dígito (una línea de 4 casillas con un 8 lleva 5–8 o 6–9), y cada casilla conserva los dígitos que esas series le dan.
about-non-consecutive-pair = Las casillas que comparten un lado nunca llevan dígitos consecutivos: lo que una casilla aún puede llevar solo le deja a la otra los dígitos que no son vecinos de ninguno de ellos.
about-negative-constraint = Cuando están todos los puntos (o todas las X y V), los vecinos sin marca no son consecutivos ni un dígito y su doble (no suman ni 10 ni 5): lo que una casilla aún puede llevar limita a la otra.
about-cage-combination = Killer: solo algunos conjuntos de dígitos distintos dan la suma de una jaula; sus casillas conservan solo esos dígitos, y un dígito que todos necesitan va a su único sitio.
about-kropki-chain = Una casilla entre dos puntos cuyas otras casillas se ven: se descarta un dígito que necesitaría la misma pareja a ambos lados (un 1 entre dos puntos blancos necesitaría un 2 a cada lado).
about-arrow-combination = Los dígitos del recorrido de una flecha tomados juntos, como las combinaciones de una jaula: las casillas del recorrido que se ven llevan dígitos distintos, y cada conjunto debe dar una suma que el círculo pueda llevar; se descarta un dígito que ningún conjunto así usa (tres casillas del recorrido en un bloque suman al menos 1+2+3=6).
about-locked-pair = Dos casillas en el cruce de un bloque con una fila o columna solo tienen los mismos dos dígitos: estos se descartan en el resto de ambas unidades.
about-locked-candidates-pointing = En un bloque, todos los sitios posibles de un dígito están en una misma fila o columna: se descarta en el resto de esa fila o columna.
about-locked-candidates-claiming = En una fila o columna, todos los sitios posibles de un dígito están en un mismo bloque: se descarta en el resto de ese bloque.
about-common-peer-elimination = Un candidato que le quitaría a un dígito todos sus sitios en alguna unidad es falso: se los quita con su propio dígito en las casillas que ve (también a un salto de caballo o un paso de rey), o con un dígito vecino a través de una regla (en un sudoku no consecutivo, un 6 les quita el 5 y el 7 a las casillas de al lado).
about-cage-interaction = Killer: un dígito que necesitan todas las combinaciones de una jaula, con todos sus sitios en una misma fila, columna o bloque, se descarta en el resto de esa unidad.
about-locked-triple = Tres casillas en el cruce de un bloque con una fila o columna solo tienen tres dígitos: estos se descartan en el resto de ambas unidades.
about-naked-pair = Dos casillas de una unidad solo tienen los mismos dos dígitos: estos se descartan en las demás casillas de la unidad.
about-hidden-pair = Dos dígitos solo caben en las mismas dos casillas de una unidad: esas casillas pierden sus demás candidatos.
about-45-rule = Killer: una fila, columna o bloque suma 45 (un grupo de unidades contiguas, 45 por unidad); restando las jaulas que quedan enteras dentro, queda el total de sus demás casillas (innies), o el de las casillas de las jaulas que la cruzan, fuera de ella (outies).
about-cage-splitting = Killer: cuando una jaula cruza el borde de una fila, columna, bloque o grupo de unidades contiguas, y jaulas enteras llenan el resto, la jaula se parte en dos: sus casillas de dentro suman el total del grupo menos esas jaulas, y las de fuera, el resto de su suma.
about-naked-triple = Tres casillas de una unidad solo tienen tres dígitos: estos se descartan en las demás casillas de la unidad.
about-hidden-triple = Tres dígitos solo caben en las mismas tres casillas de una unidad: esas casillas pierden sus demás candidatos.
about-naked-quad = Cuatro casillas de una unidad solo tienen cuatro dígitos: estos se descartan en las demás casillas de la unidad.
about-hidden-quad = Cuatro dígitos solo caben en las mismas cuatro casillas de una unidad: esas casillas pierden sus demás candidatos.
about-x-wing = Un dígito solo cabe en dos sitios en cada una de dos filas, en las mismas dos columnas: se descarta en el resto de esas columnas (o al revés, cambiando filas por columnas).
about-swordfish = Un { technique-x-wing } en tres líneas: los sitios de un dígito en tres filas están en tres columnas, así que se descarta en el resto de ellas.
about-jellyfish = Un { technique-x-wing } en cuatro líneas: los sitios de un dígito en cuatro filas están en cuatro columnas, así que se descarta en el resto de ellas.
about-remote-pairs = Una cadena de casillas con los mismos dos dígitos, cada una viendo a la siguiente: una casilla que ve dos extremos de paridad opuesta no lleva ninguno de los dos.
about-skyscraper = Dos filas tienen un dígito solo dos veces cada una, con un extremo de cada una en la misma columna: una casilla que ve los otros dos extremos lo pierde.
about-2-string-kite = La pareja de un dígito en una fila y su pareja en una columna se unen en un bloque: una casilla que ve los dos extremos lejanos lo pierde.
about-turbot-fish = Dos parejas de sitios de un dígito unidas por casillas que se ven: una casilla que ve los dos extremos sueltos lo pierde.
about-empty-rectangle = Los sitios de un dígito en un bloque forman una cruz; con una pareja de sitios que llega a la cruz, una casilla lo pierde.
about-xy-wing = Un pivote XY ve las casillas XZ e YZ: una de ellas es Z, así que una casilla que ve a ambas pierde la Z.
about-xyz-wing = Un { technique-xy-wing } cuyo pivote también tiene Z: una casilla que ve a las tres pierde la Z.
about-unique-rectangle = Cuatro esquinas en dos filas, dos columnas y dos bloques con solo los mismos dos dígitos permitirían dos soluciones: la esquina con candidatos de más necesita uno de ellos.
about-unique-rectangle-type-2 = Un rectángulo casi mortal cuyo techo comparte un mismo candidato de más: las casillas que ven las dos casillas del techo lo pierden.
about-unique-rectangle-type-3 = Un rectángulo casi mortal cuyos candidatos de más del techo forman un conjunto desnudo con otras casillas de una unidad.
about-unique-rectangle-type-4 = Un rectángulo casi mortal en el que uno de los dígitos de la pareja tiene que estar en el techo: el otro se descarta en el techo.
about-unique-rectangle-type-5 = Un rectángulo casi mortal cuyas esquinas con candidatos de más comparten un dígito: las casillas que las ven todas lo pierden.
about-unique-rectangle-type-6 = Un rectángulo casi mortal atravesado por un { technique-x-wing } en uno de sus dígitos: ese dígito se descarta en dos esquinas.
about-hidden-rectangle = Un rectángulo con una esquina de dos candidatos y enlaces fuertes que pasan por la esquina opuesta: un dígito se descarta en esa esquina.
about-avoidable-rectangle-type-1 = Tres esquinas que has resuelto tú, no dadas: la cuarta no puede completar un patrón intercambiable.
about-avoidable-rectangle-type-2 = Dos esquinas que has resuelto tú y dos que comparten un mismo candidato de más: las casillas que ven a ambas lo pierden.
about-simple-colouring = Colorea las parejas de sitios de un dígito con dos colores alternos: una casilla que ve los dos colores pierde el dígito.
about-w-wing = Dos casillas con los mismos dos dígitos, unidas por una pareja de sitios de uno de ellos: las casillas que ven a ambas pierden el otro.
about-wxyz-wing = Cuatro casillas con cuatro dígitos, todos menos uno limitados a casillas que se ven: las casillas que ven cada aparición de ese uno lo pierden.
about-vwxyz-wing = Cinco casillas con cinco dígitos, todos menos uno limitados a casillas que se ven: las casillas que ven cada aparición de ese uno lo pierden.
about-unique-loop = Seis o más casillas en un bucle, dos en cada unidad que toca, con solo los mismos dos dígitos permitirían dos soluciones: las casillas con candidatos de más conservan uno de ellos.
about-finned-fish = Un pez con sitios de más (la aleta) en un bloque: las casillas que ven la aleta y el pez pierden el dígito.
about-sue-de-coq = Casillas en el cruce de un bloque con una fila o columna comparten sus dígitos con conjuntos de la línea y del bloque: esos dígitos se descartan en el resto.
about-multi-colouring = Dos grupos de colores de un mismo dígito: cuando colores de ambos se ven, las casillas que ven los dos colores opuestos lo pierden.
about-x-cycle = Un bucle de sitios de un dígito con enlaces alternos fuertes y débiles: cada enlace débil elimina el dígito de las casillas que ven sus dos extremos.
about-x-chain = Una cadena de sitios de un dígito con enlaces alternos fuertes y débiles: una casilla que ve los dos extremos lo pierde.
about-xy-chain = Una cadena de casillas de dos candidatos, cada una compartiendo un dígito con la siguiente: una casilla que ve los dos extremos pierde el dígito de los extremos.
about-bug-plus-1 = Todas las casillas vacías menos una tienen dos candidatos: esa casilla lleva el dígito que evita dos soluciones.
about-alternating-inference-chain = Una cadena de casillas de dos candidatos y parejas de sitios, con enlaces alternos fuertes y débiles: un extremo es verdadero, así que se descarta lo que ve a ambos; cerrada en bucle, también a lo largo de cada enlace débil.
about-grouped-x-chain = Una cadena X cuyos enlaces pueden pasar por un grupo de sitios en un bloque y una línea.
about-grouped-aic = Una cadena de inferencias alternas cuyos enlaces pueden pasar por grupos de sitios.
about-death-blossom = Cada candidato de una casilla tallo lleva a un conjunto con un dígito común: las casillas que ven todas sus apariciones lo pierden.
about-als-chain = Una cadena a través de conjuntos casi bloqueados (N casillas, N+1 dígitos): las casillas que ven los dos extremos pierden el dígito.
about-franken-fish = Un pez cuyos conjuntos base o de cobertura incluyen bloques además de líneas: los demás sitios de las unidades de cobertura pierden el dígito.
about-mutant-fish = Un pez que mezcla libremente filas, columnas y bloques en ambos lados: los demás sitios de las unidades de cobertura pierden el dígito.
about-kraken-fish = Un pez con aletas que pueden estar en cualquier parte: un sitio de cobertura fuera de la base que cada aleta elimina mediante una cadena se descarta, tanto si vale el pez como si vale una aleta.
about-pattern-overlay = Un dígito ocupa una casilla en cada fila, columna y bloque: se descarta un candidato que no encaja en ningún patrón así formado por los sitios del dígito.
about-combined-pattern-overlay = Primero se descartan los patrones de un dígito que no dejan sitio para un patrón de otro: se descarta un candidato que no está en ningún patrón restante.
about-triple-pattern-overlay = También se descartan los patrones de un dígito que no dejan sitio para patrones de otros dos dígitos juntos (ninguna casilla compartida por los tres): se descarta un candidato que no está en ningún patrón restante.
about-quadruple-pattern-overlay = También se descartan los patrones de un dígito que no dejan sitio para patrones de otros tres dígitos juntos (ninguna casilla compartida por los cuatro): se descarta un candidato que no está en ningún patrón restante.
about-forcing-chain = Supón un candidato y sigue los singles hasta que se rompa una regla (entonces es falso), o hasta que todas las opciones coincidan.
about-pair = Dos dígitos iguales juntos: las casillas de ambos extremos llevan el otro dígito.
about-sandwich = Dos dígitos iguales con una casilla vacía en medio: la del medio lleva el otro dígito.
about-last-cell = A una línea solo le queda una casilla vacía: lleva el dígito que aún le falta a la línea.
about-balance-completion = Una línea ya tiene la mitad de sus casillas con un mismo dígito: sus casillas vacías llevan el otro.
about-sign-rule = Tango: una casilla unida por un = a una casilla llena tiene el mismo símbolo; por una ×, el otro.
about-duplicate-guard = A una línea le faltan dos casillas para copiar otra línea ya terminada: sus dos últimas casillas van en el orden contrario.
about-last-of-a-kind = A una línea le falta un ejemplar más de un dígito: las casillas en las que obligaría a tres iguales seguidos llevan el otro dígito.
about-sign-pair = Tango: dos casillas vacías unidas por un = junto a un sol no pueden ser ambas soles (serían tres seguidos), así que ambas son lunas; lo mismo con las lunas.
about-sign-balance = Tango: cada × entre dos casillas vacías tiene un sol y una luna; cuando esas parejas se llevan todos los soles que aún le faltan a una línea, sus demás casillas vacías son lunas. Si solo falta un sol, una pareja de casillas vacías unidas por un = tiene que ser de lunas.
about-line-elimination = Prueba todas las formas de completar una línea: una casilla que es igual en todas lleva ese dígito.
about-duplicate-line-elimination = Completa una línea de todas las formas que no copian una línea terminada: una casilla que es igual en todas lleva ese dígito.
about-contradiction = Supón un dígito y sigue las reglas: si una línea se rompe, la casilla lleva el otro dígito.
about-deeper-lookahead = Supón un dígito y mira dos pasos por delante, o comprueba que las dos opciones coinciden en una casilla.
