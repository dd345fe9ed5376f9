# Les mots du moteur (src/text), en français.

## Units

unit-row = ligne { $n }
unit-column = colonne { $n }
unit-block = bloc { $n }
unit-region = région { $n }
unit-main-diagonal = la diagonale principale
unit-anti-diagonal = l’antidiagonale
unit-window = fenêtre { $n }
# Same as English
unit-cage = cage { $n }

## Technique names

technique-full-house = Dernière case libre
technique-naked-single = Singleton nu
technique-hidden-single = Singleton caché
technique-thermometer = Thermomètre
technique-kropki-pair = Paire Kropki
technique-xv-pair = Paire XV
# Same as English
technique-german-whisper = German Whisper
technique-non-consecutive-pair = Paire non consécutive
technique-negative-constraint = Contrainte négative
technique-kropki-chain = Chaîne Kropki
# Same as English
technique-renban = Renban
technique-arrow = Flèche
technique-arrow-combination = Combinaison de flèche
# Same as English
technique-little-killer = Little Killer
technique-sandwich-sum = Somme sandwich
technique-cage-combination = Combinaison de cage
technique-cage-interaction = Interaction de cage
technique-45-rule = Règle des 45
technique-cage-splitting = Découpage de cage
technique-locked-pair = Paire verrouillée
technique-locked-triple = Triplet verrouillé
technique-remote-pairs = Paires distantes
technique-skyscraper = Gratte-ciel
technique-2-string-kite = Cerf-volant
# Same as English
technique-turbot-fish = Turbot Fish
technique-empty-rectangle = Rectangle vide
technique-unique-rectangle-type-3 = Rectangle unique type 3
technique-unique-rectangle-type-5 = Rectangle unique type 5
technique-unique-rectangle-type-6 = Rectangle unique type 6
technique-hidden-rectangle = Rectangle caché
technique-avoidable-rectangle-type-1 = Rectangle évitable type 1
technique-avoidable-rectangle-type-2 = Rectangle évitable type 2
technique-simple-colouring = Coloriage simple
technique-multi-colouring = Coloriage multiple
technique-x-cycle = Cycle X
technique-locked-candidates-pointing = Candidats verrouillés (pointage)
technique-locked-candidates-claiming = Candidats verrouillés (réclamation)
technique-common-peer-elimination = Élimination par voisins communs
technique-naked-pair = Paire nue
technique-hidden-pair = Paire cachée
technique-naked-triple = Triplet nu
technique-hidden-triple = Triplet caché
technique-naked-quad = Quadruplet nu
technique-hidden-quad = Quadruplet caché
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
technique-x-chain = Chaîne X
technique-xy-chain = Chaîne XY
technique-unique-rectangle = Rectangle unique
technique-unique-loop = Boucle unique
technique-unique-rectangle-type-2 = Rectangle unique type 2
technique-unique-rectangle-type-4 = Rectangle unique type 4
# Same as English
technique-bug-plus-1 = BUG+1
technique-alternating-inference-chain = Chaîne d’inférences alternées
technique-grouped-x-chain = Chaîne X groupée
technique-grouped-aic = AIC groupée
technique-als-chain = Chaîne d’ALS
# Same as English
technique-death-blossom = Death Blossom
# Same as English
technique-franken-fish = Franken Fish
# Same as English
technique-mutant-fish = Mutant Fish
# Same as English
technique-kraken-fish = Kraken Fish
technique-pattern-overlay = Superposition de motifs
technique-combined-pattern-overlay = Superposition de motifs combinée
technique-triple-pattern-overlay = Superposition de motifs triple
technique-quadruple-pattern-overlay = Superposition de motifs quadruple
technique-forcing-chain = Chaîne forcée
technique-pair = Doublon
# Same as English
technique-sandwich = Sandwich
technique-last-cell = Dernière case vide
technique-balance-completion = Quota atteint
technique-duplicate-guard = Éviter une rangée identique
technique-last-of-a-kind = Le dernier de son espèce
technique-sign-rule = Règle des signes
technique-sign-pair = Paire de signes
technique-sign-balance = Signes et quotas
technique-line-elimination = Toutes les façons de finir une rangée
technique-duplicate-line-elimination = Exclusion des rangées identiques
# Same as English
technique-contradiction = Contradiction
technique-deeper-lookahead = Anticipation approfondie

## Technique phrases

technique-phrase-full-house = une dernière case libre
technique-phrase-naked-single = un singleton nu
technique-phrase-hidden-single = un singleton caché
technique-phrase-thermometer = un thermomètre
technique-phrase-kropki-pair = une paire Kropki
technique-phrase-xv-pair = une paire XV
technique-phrase-german-whisper = un German Whisper
technique-phrase-non-consecutive-pair = une paire non consécutive
technique-phrase-negative-constraint = une contrainte négative
technique-phrase-kropki-chain = une chaîne Kropki
technique-phrase-renban = un Renban
technique-phrase-arrow = une flèche
technique-phrase-arrow-combination = une combinaison de flèche
technique-phrase-little-killer = un Little Killer
technique-phrase-sandwich-sum = une somme sandwich
technique-phrase-cage-combination = une combinaison de cage
technique-phrase-cage-interaction = une interaction de cage
technique-phrase-45-rule = une application de la règle des 45
technique-phrase-cage-splitting = un découpage de cage
technique-phrase-locked-pair = une paire verrouillée
technique-phrase-locked-triple = un triplet verrouillé
technique-phrase-remote-pairs = des paires distantes
technique-phrase-skyscraper = un gratte-ciel
technique-phrase-2-string-kite = un cerf-volant
technique-phrase-turbot-fish = un Turbot Fish
technique-phrase-empty-rectangle = un rectangle vide
technique-phrase-unique-rectangle-type-3 = un rectangle unique type 3
technique-phrase-unique-rectangle-type-5 = un rectangle unique type 5
technique-phrase-unique-rectangle-type-6 = un rectangle unique type 6
technique-phrase-hidden-rectangle = un rectangle caché
technique-phrase-avoidable-rectangle-type-1 = un rectangle évitable type 1
technique-phrase-avoidable-rectangle-type-2 = un rectangle évitable type 2
technique-phrase-simple-colouring = un coloriage simple
technique-phrase-multi-colouring = un coloriage multiple
technique-phrase-x-cycle = un cycle X
technique-phrase-locked-candidates-pointing = des candidats verrouillés
technique-phrase-locked-candidates-claiming = des candidats verrouillés
technique-phrase-common-peer-elimination = une élimination par voisins communs
technique-phrase-naked-pair = une paire nue
technique-phrase-hidden-pair = une paire cachée
technique-phrase-naked-triple = un triplet nu
technique-phrase-hidden-triple = un triplet caché
technique-phrase-naked-quad = un quadruplet nu
technique-phrase-hidden-quad = un quadruplet caché
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
technique-phrase-x-chain = une chaîne X
technique-phrase-xy-chain = une chaîne XY
technique-phrase-unique-rectangle = un rectangle unique
technique-phrase-unique-loop = une boucle unique
technique-phrase-unique-rectangle-type-2 = un rectangle unique type 2
technique-phrase-unique-rectangle-type-4 = un rectangle unique type 4
technique-phrase-bug-plus-1 = un BUG+1
technique-phrase-alternating-inference-chain = une AIC
technique-phrase-grouped-x-chain = une chaîne X groupée
technique-phrase-grouped-aic = une AIC groupée
technique-phrase-als-chain = une chaîne d’ALS
technique-phrase-death-blossom = un Death Blossom
technique-phrase-franken-fish = un Franken Fish
technique-phrase-mutant-fish = un Mutant Fish
technique-phrase-kraken-fish = un Kraken Fish
technique-phrase-pattern-overlay = une superposition de motifs
technique-phrase-combined-pattern-overlay = une superposition de motifs combinée
technique-phrase-triple-pattern-overlay = une superposition de motifs triple
technique-phrase-quadruple-pattern-overlay = une superposition de motifs quadruple
technique-phrase-forcing-chain = une chaîne forcée
technique-phrase-pair = un doublon
technique-phrase-sandwich = un sandwich
technique-phrase-last-cell = la dernière case vide
technique-phrase-balance-completion = une rangée où un chiffre a atteint son quota
technique-phrase-duplicate-guard = une rangée identique à éviter
technique-phrase-last-of-a-kind = le dernier de son espèce
technique-phrase-sign-rule = une application de la règle des signes
technique-phrase-sign-pair = une paire de signes
technique-phrase-sign-balance = un calcul de signes et de quotas
technique-phrase-line-elimination = tous les remplissages possibles
technique-phrase-duplicate-line-elimination = une exclusion des rangées identiques
technique-phrase-contradiction = une contradiction
technique-phrase-deeper-lookahead = une anticipation approfondie

## Technique plurals

# Same as English
technique-count = { $count } { $name }
technique-plural-full-house = { $count ->
    [one] dernière case libre
   *[other] dernières cases libres
}
technique-plural-naked-single = { $count ->
    [one] singleton nu
   *[other] singletons nus
}
technique-plural-hidden-single = { $count ->
    [one] singleton caché
   *[other] singletons cachés
}
technique-plural-thermometer = { $count ->
    [one] thermomètre
   *[other] thermomètres
}
technique-plural-kropki-pair = { $count ->
    [one] paire Kropki
   *[other] paires Kropki
}
technique-plural-xv-pair = { $count ->
    [one] paire XV
   *[other] paires XV
}
technique-plural-german-whisper = German Whisper
technique-plural-non-consecutive-pair = { $count ->
    [one] paire non consécutive
   *[other] paires non consécutives
}
technique-plural-negative-constraint = { $count ->
    [one] contrainte négative
   *[other] contraintes négatives
}
technique-plural-kropki-chain = { $count ->
    [one] chaîne Kropki
   *[other] chaînes Kropki
}
technique-plural-renban = Renban
technique-plural-arrow = { $count ->
    [one] flèche
   *[other] flèches
}
technique-plural-arrow-combination = { $count ->
    [one] combinaison de flèche
   *[other] combinaisons de flèche
}
technique-plural-little-killer = Little Killer
technique-plural-sandwich-sum = { $count ->
    [one] somme sandwich
   *[other] sommes sandwich
}
technique-plural-cage-combination = { $count ->
    [one] combinaison de cage
   *[other] combinaisons de cage
}
technique-plural-cage-interaction = { $count ->
    [one] interaction de cage
   *[other] interactions de cage
}
technique-plural-45-rule = { $count ->
    [one] application de la règle des 45
   *[other] applications de la règle des 45
}
technique-plural-cage-splitting = { $count ->
    [one] découpage de cage
   *[other] découpages de cage
}
technique-plural-locked-pair = { $count ->
    [one] paire verrouillée
   *[other] paires verrouillées
}
technique-plural-locked-triple = { $count ->
    [one] triplet verrouillé
   *[other] triplets verrouillés
}
technique-plural-remote-pairs = paires distantes
technique-plural-skyscraper = gratte-ciel
technique-plural-2-string-kite = { $count ->
    [one] cerf-volant
   *[other] cerfs-volants
}
technique-plural-turbot-fish = Turbot Fish
technique-plural-empty-rectangle = { $count ->
    [one] rectangle vide
   *[other] rectangles vides
}
technique-plural-unique-rectangle-type-3 = { $count ->
    [one] rectangle unique type 3
   *[other] rectangles uniques type 3
}
technique-plural-unique-rectangle-type-5 = { $count ->
    [one] rectangle unique type 5
   *[other] rectangles uniques type 5
}
technique-plural-unique-rectangle-type-6 = { $count ->
    [one] rectangle unique type 6
   *[other] rectangles uniques type 6
}
technique-plural-hidden-rectangle = { $count ->
    [one] rectangle caché
   *[other] rectangles cachés
}
technique-plural-avoidable-rectangle-type-1 = { $count ->
    [one] rectangle évitable type 1
   *[other] rectangles évitables type 1
}
technique-plural-avoidable-rectangle-type-2 = { $count ->
    [one] rectangle évitable type 2
   *[other] rectangles évitables type 2
}
technique-plural-simple-colouring = { $count ->
    [one] coloriage simple
   *[other] coloriages simples
}
technique-plural-multi-colouring = { $count ->
    [one] coloriage multiple
   *[other] coloriages multiples
}
technique-plural-x-cycle = { $count ->
    [one] cycle X
   *[other] cycles X
}
technique-plural-locked-candidates-pointing = candidats verrouillés
technique-plural-locked-candidates-claiming = candidats verrouillés
technique-plural-common-peer-elimination = { $count ->
    [one] élimination par voisins communs
   *[other] éliminations par voisins communs
}
technique-plural-naked-pair = { $count ->
    [one] paire nue
   *[other] paires nues
}
technique-plural-hidden-pair = { $count ->
    [one] paire cachée
   *[other] paires cachées
}
technique-plural-naked-triple = { $count ->
    [one] triplet nu
   *[other] triplets nus
}
technique-plural-hidden-triple = { $count ->
    [one] triplet caché
   *[other] triplets cachés
}
technique-plural-naked-quad = { $count ->
    [one] quadruplet nu
   *[other] quadruplets nus
}
technique-plural-hidden-quad = { $count ->
    [one] quadruplet caché
   *[other] quadruplets cachés
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
    [one] chaîne X
   *[other] chaînes X
}
technique-plural-xy-chain = { $count ->
    [one] chaîne XY
   *[other] chaînes XY
}
technique-plural-unique-rectangle = { $count ->
    [one] rectangle unique
   *[other] rectangles uniques
}
technique-plural-unique-loop = { $count ->
    [one] boucle unique
   *[other] boucles uniques
}
technique-plural-unique-rectangle-type-2 = { $count ->
    [one] rectangle unique type 2
   *[other] rectangles uniques type 2
}
technique-plural-unique-rectangle-type-4 = { $count ->
    [one] rectangle unique type 4
   *[other] rectangles uniques type 4
}
technique-plural-bug-plus-1 = BUG+1
technique-plural-alternating-inference-chain = AIC
technique-plural-grouped-x-chain = { $count ->
    [one] chaîne X groupée
   *[other] chaînes X groupées
}
technique-plural-grouped-aic = { $count ->
    [one] AIC groupée
   *[other] AIC groupées
}
technique-plural-als-chain = { $count ->
    [one] chaîne d’ALS
   *[other] chaînes d’ALS
}
technique-plural-death-blossom = Death Blossom
technique-plural-franken-fish = Franken Fish
technique-plural-mutant-fish = Mutant Fish
technique-plural-kraken-fish = Kraken Fish
technique-plural-pattern-overlay = { $count ->
    [one] superposition de motifs
   *[other] superpositions de motifs
}
technique-plural-combined-pattern-overlay = { $count ->
    [one] superposition de motifs combinée
   *[other] superpositions de motifs combinées
}
technique-plural-triple-pattern-overlay = { $count ->
    [one] superposition de motifs triple
   *[other] superpositions de motifs triples
}
technique-plural-quadruple-pattern-overlay = { $count ->
    [one] superposition de motifs quadruple
   *[other] superpositions de motifs quadruples
}
technique-plural-forcing-chain = { $count ->
    [one] chaîne forcée
   *[other] chaînes forcées
}
technique-plural-pair = { $count ->
    [one] doublon
   *[other] doublons
}
technique-plural-sandwich = { $count ->
    [one] sandwich
   *[other] sandwichs
}
technique-plural-last-cell = { $count ->
    [one] dernière case vide
   *[other] dernières cases vides
}
technique-plural-balance-completion = { $count ->
    [one] rangée où un chiffre a atteint son quota
   *[other] rangées où un chiffre a atteint son quota
}
technique-plural-duplicate-guard = { $count ->
    [one] rangée identique à éviter
   *[other] rangées identiques à éviter
}
technique-plural-last-of-a-kind = { $count ->
    [one] dernier de son espèce
   *[other] derniers de leur espèce
}
technique-plural-sign-rule = { $count ->
    [one] application de la règle des signes
   *[other] applications de la règle des signes
}
technique-plural-sign-pair = { $count ->
    [one] paire de signes
   *[other] paires de signes
}
technique-plural-sign-balance = { $count ->
    [one] calcul de signes et de quotas
   *[other] calculs de signes et de quotas
}
technique-plural-line-elimination = { $count ->
    [one] essai de tous les remplissages
   *[other] essais de tous les remplissages
}
technique-plural-duplicate-line-elimination = { $count ->
    [one] exclusion des rangées identiques
   *[other] exclusions des rangées identiques
}
# Same as English
technique-plural-contradiction = { $count ->
    [one] contradiction
   *[other] contradictions
}
technique-plural-deeper-lookahead = { $count ->
    [one] anticipation approfondie
   *[other] anticipations approfondies
}

## Where to look (tier-1 hints)

look-for = Cherchez { $what }.
look-for-in = { $technique } dans { $units }
look-for-on-digit = { $technique } sur le { $digit }
look-for-on-cells = { $technique } sur { $cells }
look-for-around = { $technique } autour de { $cells }
look-for-starting-from = { $technique } à partir de { $cell }
look-for-through = { $technique } passant par { $cell }
look-for-on-digit-through = { $technique } sur le { $digit } passant par { $cell }
look-for-bug = { $technique } : toutes les cases vides sauf une ont deux candidats
look-for-complex-fish = un { $fish } sur le { $digit } dans { $units }
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

# Les unités portent leur article, pour « dans » (look-for-in) : « dans le bloc 4 et la colonne 3 ».

# Same as English
list-sep = { ", " }
list-and = { $init } et { $last }
# Same as English
numbers-sep = { ", " }
numbers-and = { $init } et { $last }
# Same as English
clauses-sep = { ", " }
clauses-and = { $init } et { $last }
removal-sep = { " ; " }
list-then = { $first }, puis { $next }
units-row = { $count ->
    [one] la ligne { $list }
   *[other] les lignes { $list }
}
units-column = { $count ->
    [one] la colonne { $list }
   *[other] les colonnes { $list }
}
units-block = { $count ->
    [one] le bloc { $list }
   *[other] les blocs { $list }
}
units-region = { $count ->
    [one] la région { $list }
   *[other] les régions { $list }
}
units-diagonal = { $count ->
    [one] la diagonale { $list }
   *[other] les diagonales { $list }
}
units-window = { $count ->
    [one] la fenêtre { $list }
   *[other] les fenêtres { $list }
}
units-cage = { $count ->
    [one] la cage { $list }
   *[other] les cages { $list }
}

## Singletons

explain-full-house = { $cell } est la dernière case vide ({ $unit }) : c’est donc un { $digit }
explain-naked-single = { $digit } est le seul candidat restant en { $cell }
explain-naked-single-apart = { $digit } est le seul candidat restant en { $cell } : { $why }
explain-hidden-single = { $digit } ne peut aller qu’en { $cell } ({ $unit })
explain-hidden-single-apart = { $digit } ne peut aller qu’en { $cell } ({ $unit }) : { $why }
explain-apart = { $cell } et le { $digit } en { $other } ne peuvent pas être égaux
explain-apart-knight = { $cell } et le { $digit } en { $other } sont à un saut de cavalier l’un de l’autre
explain-apart-king = { $cell } et le { $digit } en { $other } se touchent (un pas de roi)
explain-related = avec le { $digit } en { $other }, { $cell } ne peut pas être { $digits }
# Same as English
explain-related-rule = { $reasons } ({ $words })

## Sous-ensembles et candidats verrouillés

list-or = { $init } ou { $last }
removals = retirez { $groups }
removal-group = { $digits } de { $cells }
explain-naked-subset = { $unit } : { $cells } ne peuvent être que { $digits }, donc { $removals }
explain-hidden-subset = { $unit } : { $digits } ne peuvent aller qu’en { $cells }, donc { $removals }
explain-locked-subset = { $cells } sont à la fois en { $block } et en { $line } et ne peuvent être que { $digits } ; ces chiffres quittent donc le reste des deux unités : { $removals }
explain-locked-candidates = { $from } : le { $digit } ne peut aller qu’en { $to }, donc { $removals }

## Partagés par plusieurs techniques

cannot-be = { $cell } ne peut pas être { $digits }
explain-loop = La chaîne se referme en boucle ({ $last } et { $first } ne peuvent pas être vrais tous les deux) : en faisant le tour, ses candidats sont tour à tour vrais et faux, et un bout de chaque lien faible est vrai : { $removals }
title-on-digit = { $technique } sur le { $digit }
step-line = { $title } : { $explanation }
step-line-chain = { $title } : { $explanation }. La chaîne : { $notation }
