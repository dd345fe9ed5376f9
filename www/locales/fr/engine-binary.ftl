# The engine's words (engine-binary.ftl, src/text): the reasoning of the binary puzzles' and Tango's techniques.
# The same messages as www/locales/en/engine-binary.ftl, in this language.

## Les symboles ($symbol, $other : zero, one, sun, moon ; formes décrites dans le fichier anglais)
binary-symbol = { $symbol ->
    [zero] 0
    [one] 1
    [sun] soleil
   *[moon] lune
}
binary-symbol-a = { $symbol ->
    [zero] un 0
    [one] un 1
    [sun] un soleil
   *[moon] une lune
}
binary-symbol-an = { binary-symbol-a }
binary-symbols = { $symbol ->
    [zero] 0
    [one] 1
    [sun] soleils
   *[moon] lunes
}
binary-symbols-counted = { $symbol ->
    [zero] chiffres 0
    [one] chiffres 1
    [sun] soleils
   *[moon] lunes
}
binary-other = { $other ->
    [zero] 0
    [one] 1
    [sun] soleil
   *[moon] lune
}
binary-other-a = { $other ->
    [zero] un 0
    [one] un 1
    [sun] un soleil
   *[moon] une lune
}
binary-others = { $other ->
    [zero] 0
    [one] 1
    [sun] soleils
   *[moon] lunes
}
binary-count = { $count ->
    [1] { binary-symbol-a }
   *[other] { $count } { binary-symbols-counted }
}
binary-more = { $count ->
    [1] { binary-symbol-a }
   *[other] { $count } { binary-symbols-counted }
}
binary-forced-both = { $zeros } et { $ones }
# Same as English
binary-placed = { $cell } = { binary-symbol }
binary-forced = { $count ->
    [1] { $cells } est { binary-symbol-a }
   *[other] { $cells } sont des { binary-symbols }
}

## Le raisonnement des techniques
binary-balance-completion = La { $line } a déjà ses { $have }, donc { $count ->
    [1] { $cells } doit être { binary-other-a }
   *[other] { $cells } doivent être des { binary-others }
}
binary-last-cell = { $cell } est la seule case vide de la { $line }, à laquelle il manque encore { binary-symbol-a } : c’est donc { binary-symbol-a }
binary-pair = { $pair } sont tous deux des { binary-symbols }, donc { $count ->
    [1] { $cells } doit être { binary-other-a }
   *[other] { $cells } doivent être des { binary-others }
}
binary-sandwich = { $pair } sont tous deux des { binary-symbols }, donc { $cell }, entre les deux, doit être { binary-other-a }
binary-line-elimination = Il manque encore { $needs } à la { $line } ; de toutes les façons de les placer sans trois à la suite, { $forced }
binary-line-elimination-signs = Il manque encore { $needs } à la { $line } ; de toutes les façons de les placer sans trois à la suite et en respectant les signes, { $forced }
binary-duplicate-line-elimination = Il manque encore { $needs } à la { $line } ; dans tout remplissage qui respecte les règles sans reproduire la { $copies }, { $forced }
binary-last-of-a-kind = Il ne manque plus qu’{ binary-symbol-a } à la { $line } ; sa place est en { $places }, sinon { $windows } contiendraient trois { binary-others } à la suite ; donc { $count ->
    [1] { $cells } doit être { binary-other-a }
   *[other] { $cells } doivent être des { binary-others }
}
binary-duplicate-guard = Il manque encore un 0 et un 1 à la { $line }, en { $cells } ; { $first } = { $first_copied } et { $second } = { $second_copied } reproduiraient la { $copy }, donc { $first } vaut { $first_is } et { $second } vaut { $second_is }
binary-sign-rule-equal = { $to } = { $from }, et { $from } est { binary-symbol-a }, donc { $to } est { binary-other-a }
binary-sign-rule-cross = { $to } × { $from }, et { $from } est { binary-symbol-a }, donc { $to } est { binary-other-a }
binary-sign-pair = Le = dit que { $pair } contiennent le même symbole ; à côté de { $cell } ({ binary-symbol }), deux { binary-symbols } de plus en feraient trois à la suite, donc les deux sont des { binary-others }
binary-sign-balance = La { $line } a { $have } sur { $half } et il lui en manque { $more } ; { $why }, donc { $count ->
    [1] { $cells } est { binary-other-a }
   *[other] { $cells } sont des { binary-others }
}
binary-cross-between = × entre { $cells }
binary-sign-balance-cross = { $count ->
    [1] le { $crosses } met
   *[other] chaque { $crosses } met
} exactement { binary-symbol-a } dans ses deux cases
binary-sign-balance-equal = le = entre { $cells } y mettrait deux { binary-symbols }

## Chaînes
binary-chain-if = Si { $cell } = { binary-symbol }
# Same as English
binary-chain-then = → { $cell } = { binary-symbol }
# Same as English
binary-chain-then-why = → { $cell } = { binary-symbol } ({ $why })
# Same as English
binary-chain-broken = → { $reason }.
binary-rule-equal = = avec { $cell }
binary-rule-cross = × avec { $cell }
binary-rule-pair = doublon dans la { $line }
binary-rule-sandwich = sandwich dans la { $line }
binary-rule-balance = la { $line } a ses { $have }
binary-rule-only-way = seule façon de compléter la { $line }
# Same as English
binary-chain-step = { $cell } = { binary-symbol } ({ $line })
binary-chain-more = … { $count } de plus
binary-broken-triple = la { $line } aurait trois { binary-symbols } à la suite ({ $cells })
binary-broken-count = la { $line } aurait { $have } (seulement { $half } possibles)
binary-broken-sign = le { $sign } entre { $cells } ne serait pas respecté
binary-broken-copy = la { $line } serait identique à la { $copy }
binary-broken-stuck = la { $line } ne pourrait pas être complétée sans enfreindre une règle
binary-contradiction-so = Donc { $cell } est { binary-other-a }
binary-lookahead-both = Que { $cell } soit { $zero } ou { $one }, les règles des lignes imposent { $placed } ; ces cases sont donc fixées
binary-lookahead-both-more = Que { $cell } soit { $zero } ou { $one }, les règles des lignes imposent { $placed } (et { $more } de plus) ; ces cases sont donc fixées
binary-lookahead-search = Avec { binary-other-a } en { $cell }, toute suite mène à une règle enfreinte (vérifié par recherche) ; donc { $cell } est { binary-symbol-a }
binary-title-two-level = { $technique } (contradiction à deux niveaux)
binary-two-level = Si { $cell } était { binary-symbol-a }, alors { $second } ne pourrait être ni { $zero } ni { $one } ({ $with_zero } ; { $with_one }) ; donc { $cell } est { binary-other-a }
binary-two-level-chain = Si { $cell } était { binary-symbol-a }, alors { $chain } ; puis { $second } ne pourrait être ni { $zero } ni { $one } ({ $with_zero } ; { $with_one }) ; donc { $cell } est { binary-other-a }
binary-two-level-branch = avec { binary-symbol-a }, { $broken }
binary-two-level-branch-chain = avec { binary-symbol-a }, { $chain }, et { $broken }

## Une entrée fausse
binary-mistake-breaks = L’entrée { binary-symbol } en { $cell } est fausse : elle enfreint une règle : { $rule }
binary-mistake-chain = L’entrée { binary-symbol } en { $cell } est fausse. { $chain }
binary-mistake-stuck = L’entrée { binary-symbol } en { $cell } est fausse : avec elle, la grille ne peut pas être terminée sans enfreindre une règle

## Erreurs
binary-error-too-big = les indices, les étapes et les niveaux sont disponibles jusqu’à { $max }×{ $max } ; cette grille fait { $side }×{ $side }
binary-error-unknown-symbol = { $cell } contient un symbole inconnu
binary-error-given = { $cell } est une case donnée et ne peut pas changer
