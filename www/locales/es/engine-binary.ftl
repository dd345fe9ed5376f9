# The engine's words (engine-binary.ftl, src/text): the reasoning of the binary puzzles' and Tango's techniques.
# The same messages as www/locales/en/engine-binary.ftl, in this language.

## Los símbolos ($symbol, $other: zero, one, sun, moon; formas descritas en el archivo inglés)
binary-symbol = { $symbol ->
    [zero] 0
    [one] 1
    [sun] sol
   *[moon] luna
}
binary-symbol-a = { $symbol ->
    [zero] un 0
    [one] un 1
    [sun] un sol
   *[moon] una luna
}
binary-symbol-an = { binary-symbol-a }
binary-symbols = { $symbol ->
    [zero] ceros
    [one] unos
    [sun] soles
   *[moon] lunas
}
binary-symbols-counted = { binary-symbols }
binary-other = { $other ->
    [zero] 0
    [one] 1
    [sun] sol
   *[moon] luna
}
binary-other-a = { $other ->
    [zero] un 0
    [one] un 1
    [sun] un sol
   *[moon] una luna
}
binary-others = { $other ->
    [zero] ceros
    [one] unos
    [sun] soles
   *[moon] lunas
}
binary-count = { $count ->
    [one] { binary-symbol-a }
   *[other] { $count } { binary-symbols }
}
binary-more = { $count ->
    [one] { binary-symbol-a }
   *[other] { $count } { binary-symbols }
}
binary-forced-both = { $zeros } y { $ones }
# Same as English
binary-placed = { $cell } = { binary-symbol }
binary-forced = { $count ->
    [one] { $cells } es { binary-symbol-a }
   *[other] { $cells } son { binary-symbols }
}

## El razonamiento de las técnicas
binary-balance-completion = La { $line } ya tiene sus { $have }, así que { $count ->
    [one] { $cells } debe ser { binary-other-a }
   *[other] { $cells } deben ser { binary-others }
}
binary-last-cell = { $cell } es la única casilla vacía de la { $line }, a la que aún le falta { binary-symbol-a }, así que es { binary-symbol-a }
binary-pair = { $pair } son ambas { binary-symbols }, así que { $count ->
    [one] { $cells } debe ser { binary-other-a }
   *[other] { $cells } deben ser { binary-others }
}
binary-sandwich = { $pair } son ambas { binary-symbols }, así que { $cell }, entre ellas, debe ser { binary-other-a }
binary-line-elimination = A la { $line } aún le faltan { $needs }; en todas las formas de colocarlos sin tres seguidos, { $forced }
binary-line-elimination-signs = A la { $line } aún le faltan { $needs }; en todas las formas de colocarlos sin tres seguidos y respetando los signos, { $forced }
binary-duplicate-line-elimination = A la { $line } aún le faltan { $needs }; en todo relleno que cumple las reglas y no copia la { $copies }, { $forced }
binary-last-of-a-kind = A la { $line } solo le falta { binary-symbol-a }; tiene que ir en { $places }, o { $windows } tendrían tres { binary-others } seguidos; así que { $count ->
    [one] { $cells } debe ser { binary-other-a }
   *[other] { $cells } deben ser { binary-others }
}
binary-duplicate-guard = A la { $line } aún le faltan un 0 y un 1, en { $cells }; { $first } = { $first_copied } y { $second } = { $second_copied } copiarían la { $copy }, así que { $first } es { $first_is } y { $second } es { $second_is }
binary-sign-rule-equal = { $to } = { $from }, y { $from } es { binary-symbol-a }, así que { $to } es { binary-other-a }
binary-sign-rule-cross = { $to } × { $from }, y { $from } es { binary-symbol-a }, así que { $to } es { binary-other-a }
binary-sign-pair = El = dice que { $pair } tienen el mismo símbolo; junto a { $cell } ({ binary-symbol }), dos { binary-symbols } más harían tres seguidos, así que ambas son { binary-others }
binary-sign-balance = La { $line } tiene { $have } de sus { $half } y { $more ->
    [one] le falta { $more }
   *[other] le faltan { $more }
}; { $why }, así que { $count ->
    [one] { $cells } es { binary-other-a }
   *[other] { $cells } son { binary-others }
}
binary-cross-between = × entre { $cells }
binary-sign-balance-cross = { $count ->
    [one] el { $crosses } pone
   *[other] cada { $crosses } pone
} { binary-symbol-a } en sus dos casillas
binary-sign-balance-equal = el = entre { $cells } pondría ahí dos { binary-symbols }

## Cadenas
binary-chain-if = Si { $cell } = { binary-symbol }
# Same as English
binary-chain-then = → { $cell } = { binary-symbol }
# Same as English
binary-chain-then-why = → { $cell } = { binary-symbol } ({ $why })
# Same as English
binary-chain-broken = → { $reason }.
binary-rule-equal = = con { $cell }
binary-rule-cross = × con { $cell }
binary-rule-pair = pareja en la { $line }
binary-rule-sandwich = sándwich en la { $line }
binary-rule-balance = la { $line } tiene sus { $have }
binary-rule-only-way = la única forma de completar la { $line }
# Same as English
binary-chain-step = { $cell } = { binary-symbol } ({ $line })
binary-chain-more = … { $count } más
binary-broken-triple = la { $line } tendría tres { binary-symbols } seguidos ({ $cells })
binary-broken-count = la { $line } tendría { $have } (solo caben { $half })
binary-broken-sign = el { $sign } entre { $cells } no se cumpliría
binary-broken-copy = la { $line } sería igual a la { $copy }
binary-broken-stuck = la { $line } no podría completarse sin romper una regla
binary-contradiction-so = Así que { $cell } es { binary-other-a }
binary-lookahead-both = Tanto si { $cell } es { $zero } como si es { $one }, las reglas de las líneas fuerzan { $placed }; así que esas casillas quedan fijadas
binary-lookahead-both-more = Tanto si { $cell } es { $zero } como si es { $one }, las reglas de las líneas fuerzan { $placed } (y { $more } más); así que esas casillas quedan fijadas
binary-lookahead-search = Con { binary-other-a } en { $cell }, todo camino termina rompiendo una regla (comprobado por búsqueda); así que { $cell } es { binary-symbol-a }
binary-title-two-level = { $technique } (contradicción en dos niveles)
binary-two-level = Si { $cell } fuera { binary-symbol-a }, { $second } no podría ser ni { $zero } ni { $one } ({ $with_zero }; { $with_one }); así que { $cell } es { binary-other-a }
binary-two-level-chain = Si { $cell } fuera { binary-symbol-a }, entonces { $chain }; y { $second } no podría ser ni { $zero } ni { $one } ({ $with_zero }; { $with_one }); así que { $cell } es { binary-other-a }
binary-two-level-branch = con { binary-symbol-a }, { $broken }
binary-two-level-branch-chain = con { binary-symbol-a }, { $chain }, y { $broken }

## Una entrada errónea
binary-mistake-breaks = La entrada { binary-symbol } en { $cell } es errónea: rompe una regla: { $rule }
binary-mistake-chain = La entrada { binary-symbol } en { $cell } es errónea. { $chain }
binary-mistake-stuck = La entrada { binary-symbol } en { $cell } es errónea: con ella la cuadrícula no puede terminarse sin romper una regla

## Errores
binary-error-too-big = las pistas, los pasos y los niveles están disponibles hasta { $max }×{ $max }; esta cuadrícula es de { $side }×{ $side }
binary-error-unknown-symbol = { $cell } contiene un símbolo desconocido
binary-error-given = { $cell } es una casilla dada y no puede cambiar
