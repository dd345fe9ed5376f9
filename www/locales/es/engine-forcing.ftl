# The engine's words (engine-forcing.ftl, src/text): the reasoning of forcing chains and nets, contradictions and the exhaustive last resort.
# The same messages as www/locales/en/engine-forcing.ftl, in this language.

## Cadenas forzadas: una implicación por línea

forcing-title-contradiction = { $technique } (contradicción)
forcing-title-nested = { $technique } (anidada)
forcing-title-trial = { $technique } (prueba)
forcing-if = Si { $claim }
# Same as English
forcing-line = { $claim } ({ $reason })
forcing-why-single = único candidato
forcing-why-hidden = único lugar para el { $digit } en { $unit }
forcing-why-locked = en { $unit }, el { $digit } solo está en { $other }
forcing-why-sees = ve { $cell }
# Same as English
forcing-why-rule = { $reason }; { $causes }: { $rule }
forcing-cell-is = { $cell } es { $digit }
forcing-why-inner = de lo contrario: { $chain }
forcing-no-candidate = { $cell } se queda sin candidatos
forcing-no-place = el { $digit } no tiene sitio en { $unit }
forcing-no-combination = { $cage } se queda sin combinaciones posibles
# Same as English
forcing-last = { $end }.
forcing-so = Así que { $claim }.
forcing-cell-is-one-of = { $cell } es { $digits }
forcing-unit-goes = en { $unit }, el { $digit } va en { $cells }
forcing-verity = { $head }, y { $count ->
    [2] ambos casos llevan
   *[other] cada caso lleva
} a { $claim }.
forcing-trial = Si { $cell } fuera { $digit }, cualquier forma de continuar acabaría en una contradicción (comprobado exhaustivamente), así que { $removals }

## Las frases de las cadenas agrupadas

net-title-continuous = { $technique } (bucle continuo)
net-claim-cell = { $cell } es { $digit }
net-claim-cells = el { $digit } está en { $cells }
net-denial = { $cells } no es { $digit }
net-either = O bien { $first }, o bien { $last }; en ambos casos { $denial }, así que { $removals }
net-either-sets = O bien { $first }, o bien { $last } contiene cada uno de los dígitos { $digits }, así que { $removals }
net-proven = { $claim }: de lo contrario, la cadena lo forzaría. Así que { $denial }, así que { $removals }
net-placement = Si { $cell } no fuera { $digit }, la cadena lo obligaría a ser { $digit }, así que { $cell } es { $digit }

## Los errores del jugador

mistake-title = Error
mistake-summary-entry = Una de tus entradas es incorrecta: pide otra pista para ver cuál y por qué.
mistake-summary-notes = Las notas de una celda no incluyen el número que necesita: pide otra pista para ver cuál.
mistake-notes = Las notas de { $cell } no incluyen el número que necesita esa celda, así que nunca podrá encontrarse a partir de ellas
mistake-breaks-rule = El { $digit } en { $cell } es incorrecto; rompe una regla: { $rule }
mistake-chain = El { $digit } en { $cell } es incorrecto. { $chain }
mistake-no-solution = El { $digit } en { $cell } es incorrecto; aún no rompe ninguna regla, pero con él el puzle no tiene solución
