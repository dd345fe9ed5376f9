# The engine's words (engine-chains.ftl, src/text): the reasoning of wings (XY, XYZ, WXYZ, W), chains (AIC, XY-chain, grouped, ALS), death blossom and Sue de Coq.
# The same messages as www/locales/en/engine-chains.ftl, in this language.

## Alas (xy_wing.rs, xyz_wing.rs, wxyz_wing.rs, w_wing.rs)

# Same as English
wing-cell = { $cell } ({ $candidates })
explain-xy-wing = Pivote { $pivot } con las pinzas { $first } y { $second }: una de las pinzas es { $digit }, así que { $removals }
explain-xyz-wing = Pivote { $pivot } con las pinzas { $first } y { $second }: una de las tres casillas es { $digit }, así que { $removals }
explain-wxyz-wing = { $cells } solo tienen { $digits } entre todas; { $others } caben como mucho una vez cada uno entre ellas, así que el { $digit } está { $count ->
        [one] en { $holders }
       *[other] en una de { $holders }
    }: { $removals }
explain-w-wing = { $first } y { $second } solo tienen { $pair }, y en { $unit } el { $digit } solo puede ir en { $one } o { $other }: una de las dos es { $result }, así que { $removals }

## Cadenas (chain.rs: X-chains, XY-chains, AIC; x_cycle.rs)

chain-claim = { $cell } es { $digit }
chain-walk-start = Si { $cell } no es { $digit }, { $next } es { $next_digit }
chain-walk-start-in-cell = Si { $cell } no es { $digit }, es { $other }
chain-walk-is = { $walk }, así que { $cell } es { $digit }
chain-walk-is-not = { $walk }, así que { $cell } no es { $digit }
chain-walk-is-not-but = { $walk }, así que { $cell } no es { $digit } sino { $other }
chain-walk-it-is-not = { $walk }, así que esa casilla no es { $digit }
explain-chain = { $walk }. O bien { $cell } es { $digit } o bien { $end } es { $end_digit }, así que { $removals }
explain-chain-in-cell = { $walk }. { $cell } es { $digit } o { $other }, así que { $removals }
explain-chain-back = { $walk }. Si { $cell } no fuera { $digit }, la cadena llevaría a que { $cell } sí es { $digit }, así que { $cell } es { $digit }
title-continuous-loop = { $title } (bucle continuo)
explain-x-cycle = { $cycle } es un bucle cerrado (= solo dos sitios en una unidad, - las casillas se ven), así que al recorrerlo el { $digit } es alternativamente verdadero y falso y cada enlace débil tiene el { $digit } en exactamente un extremo; el resto de esas unidades pierde el { $digit }: { $removals }

## Death Blossom (death_blossom.rs), Sue de Coq (sue_de_coq.rs)

death-blossom-case = si es { $digit }, el pétalo { $cells } ({ $candidates }) debe tener el { $z }
# Same as English
death-blossom-sep = { "; " }
explain-death-blossom = El tallo { $stem } ({ $candidates }) ve un pétalo por cada uno de sus candidatos; { $cases }; { $count ->
        [1] en cualquier caso el { $digit } está en un pétalo
       *[other] en cualquier caso cada uno de los dígitos { $digit } está en un pétalo
    }, así que { $removals }
explain-sue-de-coq = A la vez en { $block } y en { $line }, { $cells } { $count ->
        [one] tiene
       *[other] tienen
    } los candidatos { $digits }; con { $line_cells } en { $line } y { $block_cells } en { $block } (sin números en común), estas { $total } casillas tienen solo { $total } números, cada uno como mucho una vez, así que se usan todos: { $removals }
