# The engine's words (engine-fish.ftl, src/text): the reasoning of fish (X-wing to jellyfish, finned, Franken, mutant, Kraken), single-digit patterns (skyscraper, kite, turbot, empty rectangle), X-chains and X-cycles, colouring, remote pairs and pattern overlays.
# The same messages as www/locales/en/engine-fish.ftl, in this language.

## Peces

explain-fish = En { $base }, el { $digit } solo puede ir en { $cover }, así que { $removals }
explain-finned-fish = { $count ->
    [one] En { $base }, el { $digit } solo puede ir en { $cover } y la aleta { $fins }: o el pez se cumple o una aleta es un { $digit }, así que { $removals }
   *[other] En { $base }, el { $digit } solo puede ir en { $cover } y las aletas { $fins }: o el pez se cumple o una aleta es un { $digit }, así que { $removals }
}
title-finned-fish = Finned { $fish } con el { $digit }
explain-complex-fish = { $fish } con el { $digit }, base: { $base }; cobertura: { $cover }; cada unidad base contiene un { $digit }, todos ellos en las unidades de cobertura, que solo contienen un { $digit } cada una, así que { $removals }
explain-complex-fish-finned = { $count ->
    [one] { $fish } con el { $digit }, base: { $base }; cobertura: { $cover }; aleta { $fins }: o el pez se cumple o una aleta es un { $digit }, así que { $removals }
   *[other] { $fish } con el { $digit }, base: { $base }; cobertura: { $cover }; aletas { $fins }: o el pez se cumple o una aleta es un { $digit }, así que { $removals }
}
explain-kraken-fish = { $count ->
    [one] Finned { $fish } con el { $digit } en { $units }, aleta { $fins }: si ninguna aleta es un { $digit }, el pez pone el { $digit } de { $line } en { $held }; { $cases }; en cualquier caso, elimina { $removed } de { $target }
   *[other] Finned { $fish } con el { $digit } en { $units }, aletas { $fins }: si ninguna aleta es un { $digit }, el pez pone el { $digit } de { $line } en { $held }; { $cases }; en cualquier caso, elimina { $removed } de { $target }
}
kraken-fish-sees = { $count ->
    [one] { $cells } ve { $target }
   *[other] { $cells } ven { $target }
}
kraken-fish-chain = { $count ->
    [one] si { $cells } es un { $digit }, una cadena de enlaces lleva a que { $target } no sea un { $removed }
   *[other] sea cual sea la casilla de { $cells } que es un { $digit }, una cadena de enlaces lleva desde ella a que { $target } no sea un { $removed }
}
# Same as English
kraken-fish-cases = { $sees }; { $chains }

## Dos enlaces fuertes (rascacielos, cometa, Turbot Fish)

explain-two-links = En { $unit1 }, el { $digit } solo puede ir en { $end1 } o { $inner1 }; en { $unit2 }, solo en { $inner2 } o { $end2 }. { $inner1 } y { $inner2 } no pueden ser ambos { $digit }, así que { $end1 } o { $end2 } es un { $digit }: { $removals }
explain-two-links-shared = En { $unit1 }, el { $digit } solo puede ir en { $end1 } o { $inner1 }; en { $unit2 }, solo en { $inner2 } o { $end2 }. { $inner1 } y { $inner2 } comparten { $shared }, así que no pueden ser ambos { $digit }, y { $end1 } o { $end2 } es un { $digit }: { $removals }

## Rectángulo vacío

explain-empty-rectangle = En { $block }, el { $digit } solo puede ir en { $cells } (todas en { $row } o { $column }), y en { $line } solo en { $near } o { $far }. Si { $target } fuera un { $digit }, { $far } no lo sería, así que { $near } sí; entonces { $block } no tendría sitio para el { $digit }. Así que { $removals }

## Coloreado

explain-simple-colouring = Siguiendo las unidades donde el { $digit } solo tiene dos sitios, { $first } toman un color y { $second } el otro; { $why }
simple-colouring-wrap = { $first } y { $second } tienen el mismo color y se ven, así que ese color no puede ser el { $digit }: { $removals }
simple-colouring-trap = { $count ->
    [one] uno de los colores es el { $digit }, y { $cells } ve una casilla de cada color: { $removals }
   *[other] uno de los colores es el { $digit }, y { $cells } ven cada una una casilla de cada color: { $removals }
}
explain-multi-colouring = Siguiendo las unidades donde el { $digit } solo tiene dos sitios se obtienen dos grupos, cada uno con dos colores, de los que uno es el { $digit }: { $first } en el primero, { $second } en el segundo. { $why }
multi-colouring-cluster = { $first } frente a { $second }
multi-colouring-sees-both = { $cell1 } ve { $seen1 } y { $cell2 } ve { $seen2 }, una casilla de cada color del segundo grupo, así que el color de { $cell1 } no puede ser el { $digit }: { $removals }
multi-colouring-trap = { $count ->
    [one] { $first } y { $second } se ven, así que sus colores no son ambos el { $digit } y uno de los otros dos colores sí lo es; { $cells } ve una casilla de cada uno de esos colores: { $removals }
   *[other] { $first } y { $second } se ven, así que sus colores no son ambos el { $digit } y uno de los otros dos colores sí lo es; { $cells } ven cada una una casilla de cada uno de esos colores: { $removals }
}
# Same as English
multi-colouring-traps = { $first }. { $next }

## Pares remotos

explain-remote-pairs = { $chain } solo contienen { $first }/{ $second } y cada una ve la siguiente, así que alternan { $first } y { $second }; { $start } y { $end } están a un número impar de enlaces, así que una es { $first } y la otra { $second }: { $removals }

## Superposición de patrones

explain-pattern-overlay = El { $digit } ocupa una casilla en cada fila, columna y bloque, y { $how }; { $what }.
pattern-overlay-allowed = { $count ->
    [one] los candidatos permiten { $count } patrón así
   *[other] los candidatos permiten { $count } patrones así
}
pattern-overlay-combined = { $count ->
    [one] de los { $total } patrones así que permiten los candidatos, solo { $kept } dejan sitio a un patrón de cada uno de los demás dígitos ({ $digits } descarta el resto)
   *[other] de los { $total } patrones así que permiten los candidatos, solo { $kept } dejan sitio a un patrón de cada uno de los demás dígitos ({ $digits } descartan el resto)
}
pattern-overlay-refined = { $count ->
    [one] de los { $total } patrones así que permiten los candidatos, solo { $kept } evitan toda casilla que otro dígito ocupa en todos sus patrones (los patrones de cada dígito se descartan así hasta que nada cambia; { $digits } descarta el resto)
   *[other] de los { $total } patrones así que permiten los candidatos, solo { $kept } evitan toda casilla que otro dígito ocupa en todos sus patrones (los patrones de cada dígito se descartan así hasta que nada cambia; { $digits } descartan el resto)
}
pattern-overlay-triple = de los { $total } patrones así que quedan tras «{ $previous }», solo { $kept } dejan sitio a patrones de otros dos dígitos cualesquiera a la vez, los tres sin casillas en común (los patrones de dos de { $digits } descartan el resto)
pattern-overlay-quad = de los { $total } patrones así que quedan tras «{ $previous }», solo { $kept } dejan sitio a patrones de otros tres dígitos cualesquiera a la vez, los cuatro sin casillas en común (los patrones de tres de { $digits } descartan el resto)
pattern-overlay-none = ninguno usa { $cells }: { $removals }
pattern-overlay-all = todos usan { $cells }
# Same as English
pattern-overlay-both = { $none }; { $all }
