# The engine's words (engine-chains.ftl, src/text): the reasoning of wings (XY, XYZ, WXYZ, W), chains (AIC, XY-chain, grouped, ALS), death blossom and Sue de Coq.
# The same messages as www/locales/en/engine-chains.ftl, in this language.

## Flügel (xy_wing.rs, xyz_wing.rs, wxyz_wing.rs, w_wing.rs)

# Same as English
wing-cell = { $cell } ({ $candidates })
explain-xy-wing = Pivotzelle { $pivot } mit den Flügelzellen { $first } und { $second }: Eine der Flügelzellen ist { $digit }, also { $removals }
explain-xyz-wing = Pivotzelle { $pivot } mit den Flügelzellen { $first } und { $second }: Eine der drei Zellen ist { $digit }, also { $removals }
explain-wxyz-wing = { $cells } enthalten zusammen nur { $digits }; { $others } passen jeweils höchstens einmal in diese Zellen, also steht die { $digit } { $count ->
        [one] in { $holders }
       *[other] in einer von { $holders }
    }: { $removals }
explain-w-wing = { $first } und { $second } haben beide nur { $pair }, und in { $unit } passt die { $digit } nur in { $one } oder { $other }: Eine der beiden Zellen ist { $result }, also { $removals }

## Ketten (chain.rs: X-Ketten, XY-Ketten, AICs; x_cycle.rs)

chain-claim = { $cell } ist { $digit }
chain-walk-start = Ist { $cell } nicht { $digit }, dann steht die { $next_digit } in { $next }
chain-walk-start-in-cell = Ist { $cell } nicht { $digit }, dann ist die Zelle { $other }
chain-walk-is = { $walk }, also steht die { $digit } in { $cell }
chain-walk-is-not = { $walk }, also ist { $cell } nicht { $digit }
chain-walk-is-not-but = { $walk }, also ist { $cell } nicht { $digit }, sondern { $other }
chain-walk-it-is-not = { $walk }, also ist diese Zelle nicht { $digit }
explain-chain = { $walk }. Entweder { $cell } ist { $digit } oder { $end } ist { $end_digit }, also { $removals }
explain-chain-in-cell = { $walk }. { $cell } ist also entweder { $digit } oder { $other }, also { $removals }
explain-chain-back = { $walk }. Wäre { $cell } nicht { $digit }, würde die Kette dazu führen, dass { $cell } doch { $digit } ist; also steht die { $digit } in { $cell }
title-continuous-loop = { $title } (geschlossene Schleife)
explain-x-cycle = { $cycle } ist eine geschlossene Schleife (= nur zwei Plätze in einer Einheit, - die Zellen sehen sich), also ist die { $digit } reihum abwechselnd wahr und falsch, und jede schwache Verbindung hat die { $digit } an genau einem Ende; der Rest dieser Einheiten verliert die { $digit }: { $removals }

## Death Blossom (death_blossom.rs), Sue de Coq (sue_de_coq.rs)

death-blossom-case = ist er { $digit }, muss das Blütenblatt { $cells } ({ $candidates }) die { $z } enthalten
# Same as English
death-blossom-sep = { "; " }
explain-death-blossom = Der Stiel { $stem } ({ $candidates }) sieht für jeden seiner Kandidaten ein Blütenblatt; { $cases }; { $count ->
        [1] in jedem Fall steht die { $digit } in einem Blütenblatt
       *[other] in jedem Fall steht jede der Ziffern { $digit } in einem Blütenblatt
    }, also { $removals }
explain-sue-de-coq = Wo sich { $block } und { $line } schneiden, { $count ->
        [one] enthält
       *[other] enthalten
    } { $cells } die Kandidaten { $digits }; mit { $line_cells } in { $line } und { $block_cells } in { $block } (ohne gemeinsame Ziffer) enthalten diese { $total } Zellen nur { $total } Ziffern, jede höchstens einmal, also kommt jede davon vor: { $removals }
