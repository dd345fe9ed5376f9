# The engine's words (engine-chains.ftl, src/text): the reasoning of wings (XY, XYZ, WXYZ, W), chains (AIC, XY-chain, grouped, ALS), death blossom and Sue de Coq.
# The same messages as www/locales/en/engine-chains.ftl, in this language.

## Ailes (xy_wing.rs, xyz_wing.rs, wxyz_wing.rs, w_wing.rs)

# Same as English
wing-cell = { $cell } ({ $candidates })
explain-xy-wing = Pivot { $pivot } avec les pinces { $first } et { $second } : l’une des pinces vaut { $digit }, donc { $removals }
explain-xyz-wing = Pivot { $pivot } avec les pinces { $first } et { $second } : l’une des trois cases vaut { $digit }, donc { $removals }
explain-wxyz-wing = { $cells } ne contiennent que { $digits } à elles toutes ; { $others } n’y tiennent chacun qu’une fois au plus, donc le { $digit } est { $count ->
        [one] en { $holders }
       *[other] dans l’une des cases { $holders }
    } : { $removals }
explain-w-wing = { $first } et { $second } ne contiennent toutes deux que { $pair }, et en { $unit } le { $digit } ne peut aller qu’en { $one } ou { $other } : l’une des deux vaut { $result }, donc { $removals }

## Chaînes (chain.rs : X-chains, XY-chains, AIC ; x_cycle.rs)

chain-claim = { $cell } vaut { $digit }
chain-walk-start = Si { $cell } ne vaut pas { $digit }, { $next } vaut { $next_digit }
chain-walk-start-in-cell = Si { $cell } ne vaut pas { $digit }, elle vaut { $other }
chain-walk-is = { $walk }, donc { $cell } vaut { $digit }
chain-walk-is-not = { $walk }, donc { $cell } ne vaut pas { $digit }
chain-walk-is-not-but = { $walk }, donc { $cell } ne vaut pas { $digit } mais { $other }
chain-walk-it-is-not = { $walk }, donc cette case ne vaut pas { $digit }
explain-chain = { $walk }. Soit { $cell } vaut { $digit }, soit { $end } vaut { $end_digit }, donc { $removals }
explain-chain-in-cell = { $walk }. { $cell } vaut donc soit { $digit }, soit { $other }, donc { $removals }
explain-chain-back = { $walk }. Si { $cell } ne valait pas { $digit }, la chaîne ramènerait à { $cell } valant { $digit }, donc { $cell } vaut { $digit }
title-continuous-loop = { $title } (boucle continue)
explain-x-cycle = { $cycle } est une boucle fermée (= seulement deux places dans une unité, - les cases se voient), donc en faisant le tour, le { $digit } est tour à tour vrai et faux et chaque lien faible a le { $digit } à un seul de ses bouts ; le reste de ces unités perd le { $digit } : { $removals }

## Death Blossom (death_blossom.rs), Sue de Coq (sue_de_coq.rs)

death-blossom-case = si elle vaut { $digit }, le pétale { $cells } ({ $candidates }) doit contenir le { $z }
death-blossom-sep = { " ; " }
explain-death-blossom = La tige { $stem } ({ $candidates }) voit un pétale pour chacun de ses candidats ; { $cases } ; { $count ->
        [1] dans tous les cas le { $digit } est dans un pétale
       *[other] dans tous les cas chacun des chiffres { $digit } est dans un pétale
    }, donc { $removals }
explain-sue-de-coq = À la fois en { $block } et en { $line }, { $cells } { $count ->
        [one] contient
       *[other] contiennent
    } les candidats { $digits } ; avec { $line_cells } en { $line } et { $block_cells } en { $block } (aucun chiffre en commun), ces { $total } cases ne contiennent que { $total } chiffres, chacun au plus une fois, donc chacun d’eux est utilisé : { $removals }
