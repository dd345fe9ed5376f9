# The engine's words (engine-forcing.ftl, src/text): the reasoning of forcing chains and nets, contradictions and the exhaustive last resort.
# The same messages as www/locales/en/engine-forcing.ftl, in this language.

## Chaînes forcées : une implication par ligne

# Same as English
forcing-title-contradiction = { $technique } (contradiction)
forcing-title-nested = { $technique } (imbriquée)
forcing-title-trial = { $technique } (essai)
forcing-if = Si { $claim }
# Same as English
forcing-line = { $claim } ({ $reason })
forcing-why-single = seul candidat
forcing-why-hidden = seule place du { $digit } en { $unit }
forcing-why-locked = en { $unit }, le { $digit } n’est qu’en { $other }
forcing-why-sees = voit { $cell }
forcing-why-rule = { $reason } ; { $causes } : { $rule }
forcing-cell-is = { $cell } vaut { $digit }
forcing-why-inner = sinon : { $chain }
forcing-no-candidate = { $cell } n’a plus de candidat
forcing-no-place = le { $digit } n’a plus de place en { $unit }
forcing-no-combination = { $cage } n’a plus aucune combinaison possible
# Same as English
forcing-last = { $end }.
forcing-so = Donc { $claim }.
forcing-cell-is-one-of = { $cell } vaut { $digits }
forcing-unit-goes = en { $unit }, le { $digit } va en { $cells }
forcing-verity = { $head }, et { $count ->
    [2] les deux cas mènent
   *[other] chaque cas mène
} à { $claim }.
forcing-trial = Si { $cell } valait { $digit }, toute façon de continuer aboutirait à une contradiction (vérifié exhaustivement), donc { $removals }

## Les phrases des chaînes groupées

net-title-continuous = { $technique } (boucle continue)
net-claim-cell = { $cell } vaut { $digit }
net-claim-cells = le { $digit } est en { $cells }
net-denial = { $cells } ne vaut pas { $digit }
net-either = Soit { $first }, soit { $last } ; dans les deux cas { $denial }, donc { $removals }
net-either-sets = Soit { $first }, soit { $last } contient chacun des chiffres { $digits }, donc { $removals }
net-proven = { $claim } : sinon la chaîne l’imposerait. Donc { $denial }, donc { $removals }
net-placement = Si { $cell } ne valait pas { $digit }, la chaîne lui imposerait le { $digit } ; donc { $cell } vaut { $digit }

## Les erreurs du joueur

mistake-title = Erreur
mistake-summary-entry = L’une de vos entrées est fausse : demandez un nouvel indice pour voir laquelle et pourquoi.
mistake-summary-notes = Les notes d’une case omettent le chiffre qu’il lui faut : demandez un nouvel indice pour voir laquelle.
mistake-notes = Les notes de { $cell } omettent le chiffre qu’il faut à cette case : on ne pourra jamais l’y trouver à partir d’elles
mistake-breaks-rule = Le { $digit } en { $cell } est faux ; il enfreint une règle : { $rule }
mistake-chain = Le { $digit } en { $cell } est faux. { $chain }
mistake-no-solution = Le { $digit } en { $cell } est faux ; il n’enfreint encore aucune règle, mais la grille n’a aucune solution avec lui
