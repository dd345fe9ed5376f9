# The engine's words (engine-chains.ftl, src/text): the reasoning of wings (XY, XYZ, WXYZ, W), chains (AIC, XY-chain, grouped, ALS), death blossom and Sue de Coq.
# The same messages as www/locales/en/engine-chains.ftl, in this language.

## Vleugels (xy_wing.rs, xyz_wing.rs, wxyz_wing.rs, w_wing.rs)

# Same as English
wing-cell = { $cell } ({ $candidates })
explain-xy-wing = Spil { $pivot } met de vleugels { $first } en { $second }: één van de vleugels is een { $digit }, dus { $removals }
explain-xyz-wing = Spil { $pivot } met de vleugels { $first } en { $second }: één van de drie vakjes is een { $digit }, dus { $removals }
explain-wxyz-wing = { $cells } hebben samen alleen { $digits }; { $others } passen elk hoogstens één keer in deze vakjes, dus de { $digit } staat { $count ->
        [one] in { $holders }
       *[other] in één van { $holders }
    }: { $removals }
explain-w-wing = { $first } en { $second } hebben allebei alleen { $pair }, en in { $unit } kan de { $digit } alleen in { $one } of { $other }: één van beide is een { $result }, dus { $removals }

## Ketens (chain.rs: X-ketens, XY-ketens, AIC's; x_cycle.rs)

# Same as English
chain-claim = { $cell } is { $digit }
chain-walk-start = Als { $cell } geen { $digit } is, dan staat de { $next_digit } in { $next }
chain-walk-start-in-cell = Als { $cell } geen { $digit } is, dan is het een { $other }
chain-walk-is = { $walk }, dus staat de { $digit } in { $cell }
chain-walk-is-not = { $walk }, dus is { $cell } geen { $digit }
chain-walk-is-not-but = { $walk }, dus is { $cell } geen { $digit } maar een { $other }
chain-walk-it-is-not = { $walk }, dus is dat vakje geen { $digit }
explain-chain = { $walk }. Óf { $cell } is { $digit }, óf { $end } is { $end_digit }, dus { $removals }
explain-chain-in-cell = { $walk }. { $cell } is dus { $digit } of { $other }, dus { $removals }
explain-chain-back = { $walk }. Als { $cell } geen { $digit } zou zijn, zou de keten ertoe leiden dat { $cell } toch { $digit } is, dus { $cell } is { $digit }
title-continuous-loop = { $title } (doorlopende lus)
explain-x-cycle = { $cycle } is een gesloten lus (= maar twee plaatsen in een eenheid, - de vakjes zien elkaar), dus rondgaand is de { $digit } om beurten waar en onwaar en heeft elke zwakke schakel de { $digit } aan precies één kant; de rest van die eenheden verliest de { $digit }: { $removals }

## Death Blossom (death_blossom.rs), Sue de Coq (sue_de_coq.rs)

death-blossom-case = is hij { $digit }, dan moet het blad { $cells } ({ $candidates }) de { $z } bevatten
# Same as English
death-blossom-sep = { "; " }
explain-death-blossom = De steel { $stem } ({ $candidates }) ziet een blad voor elk van zijn kandidaten; { $cases }; { $count ->
        [1] hoe dan ook staat de { $digit } in een blad
       *[other] hoe dan ook staat elk van de cijfers { $digit } in een blad
    }, dus { $removals }
explain-sue-de-coq = Waar { $block } en { $line } elkaar kruisen, { $count ->
        [one] heeft
       *[other] hebben
    } { $cells } de kandidaten { $digits }; met { $line_cells } in { $line } en { $block_cells } in { $block } (geen cijfer gemeenschappelijk) hebben deze { $total } vakjes maar { $total } cijfers, elk hoogstens één keer, dus wordt elk ervan gebruikt: { $removals }
