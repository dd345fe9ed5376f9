# The engine's words (engine-binary.ftl, src/text): the reasoning of the binary puzzles' and Tango's techniques.
# The same messages as www/locales/en/engine-binary.ftl, in this language.

## Die Symbole ($symbol, $other: zero, one, sun, moon; Formen wie im Englischen beschrieben)
binary-symbol = { $symbol ->
    [zero] 0
    [one] 1
    [sun] Sonne
   *[moon] Mond
}
binary-symbol-a = { $symbol ->
    [zero] eine 0
    [one] eine 1
    [sun] eine Sonne
   *[moon] ein Mond
}
binary-symbol-an = { $symbol ->
    [zero] eine 0
    [one] eine 1
    [sun] eine Sonne
   *[moon] einen Mond
}
binary-symbols = { $symbol ->
    [zero] Nullen
    [one] Einsen
    [sun] Sonnen
   *[moon] Monde
}
binary-symbols-counted = { binary-symbols }
binary-other = { $other ->
    [zero] 0
    [one] 1
    [sun] Sonne
   *[moon] Mond
}
binary-other-a = { $other ->
    [zero] eine 0
    [one] eine 1
    [sun] eine Sonne
   *[moon] ein Mond
}
binary-others = { $other ->
    [zero] Nullen
    [one] Einsen
    [sun] Sonnen
   *[moon] Monde
}
binary-count = { $count ->
    [one] { binary-symbol-an }
   *[other] { $count } { binary-symbols }
}
binary-more = { $count ->
    [one] { binary-symbol-a }
   *[other] { $count } { binary-symbols }
}
binary-forced-both = { $zeros } und { $ones }
# Same as English
binary-placed = { $cell } = { binary-symbol }
binary-forced = { $count ->
    [one] { $cells } ist { binary-symbol-a }
   *[other] { $cells } sind { binary-symbols }
}

## Die Begründungen der Techniken
binary-balance-completion = { $line } hat schon ihre { $have }, also { $count ->
    [one] muss { $cells } { binary-other-a } sein
   *[other] müssen { $cells } { binary-others } sein
}
binary-last-cell = { $cell } ist die einzige leere Zelle in { $line }, der noch { binary-symbol-a } fehlt, also ist sie { binary-symbol-a }
binary-pair = { $pair } sind beide { binary-symbols }, also { $count ->
    [one] muss { $cells } { binary-other-a } sein
   *[other] müssen { $cells } { binary-others } sein
}
binary-sandwich = { $pair } sind beide { binary-symbols }, also muss { $cell } dazwischen { binary-other-a } sein
binary-line-elimination = In { $line } fehlen noch { $needs }; bei jeder Verteilung ohne drei gleiche in Folge gilt: { $forced }
binary-line-elimination-signs = In { $line } fehlen noch { $needs }; bei jeder Verteilung ohne drei gleiche in Folge, die auch die Zeichen einhält, gilt: { $forced }
binary-duplicate-line-elimination = In { $line } fehlen noch { $needs }; bei jeder Füllung, die die Regeln einhält und { $copies } nicht kopiert, gilt: { $forced }
binary-last-of-a-kind = In { $line } fehlt nur noch { binary-symbol-a }, und zwar in { $places }, sonst stünden in { $windows } drei { binary-others } in Folge; also { $count ->
    [one] muss { $cells } { binary-other-a } sein
   *[other] müssen { $cells } { binary-others } sein
}
binary-duplicate-guard = In { $line } fehlen noch eine 0 und eine 1, in { $cells }; mit { $first } = { $first_copied } und { $second } = { $second_copied } wäre sie eine Kopie von { $copy }, also ist { $first } { $first_is } und { $second } { $second_is }
binary-sign-rule-equal = { $to } = { $from }, und { $from } ist { binary-symbol-a }, also ist { $to } { binary-other-a }
binary-sign-rule-cross = { $to } × { $from }, und { $from } ist { binary-symbol-a }, also ist { $to } { binary-other-a }
binary-sign-pair = Das = sagt, dass { $pair } dasselbe Symbol enthalten; neben { $cell } ({ binary-symbol }) ergäben zwei weitere { binary-symbols } drei gleiche in Folge, also sind beide { binary-others }
binary-sign-balance = { $line } hat { $have } von { $half } und braucht noch { $more }; { $why }, also { $count ->
    [one] ist { $cells } { binary-other-a }
   *[other] sind { $cells } { binary-others }
}
binary-cross-between = × zwischen { $cells }
binary-sign-balance-cross = { $count ->
    [one] das { $crosses }
   *[other] jedes { $crosses }
} verlangt in seinen zwei Zellen genau { binary-symbol-an }
binary-sign-balance-equal = das = zwischen { $cells } ergäbe dort zwei { binary-symbols }

## Ketten
binary-chain-if = Wenn { $cell } = { binary-symbol }
# Same as English
binary-chain-then = → { $cell } = { binary-symbol }
# Same as English
binary-chain-then-why = → { $cell } = { binary-symbol } ({ $why })
# Same as English
binary-chain-broken = → { $reason }.
binary-rule-equal = = mit { $cell }
binary-rule-cross = × mit { $cell }
binary-rule-pair = Paar in { $line }
binary-rule-sandwich = Sandwich in { $line }
binary-rule-balance = { $line } hat ihre { $have }
binary-rule-only-way = die einzige Möglichkeit, { $line } zu füllen
# Same as English
binary-chain-step = { $cell } = { binary-symbol } ({ $line })
binary-chain-more = … { $count } weitere
binary-broken-triple = { $line } hätte drei { binary-symbols } in Folge ({ $cells })
binary-broken-count = { $line } hätte { $have } (nur { $half } passen)
binary-broken-sign = das { $sign } zwischen { $cells } wäre verletzt
binary-broken-copy = { $line } wäre gleich { $copy }
binary-broken-stuck = { $line } ließe sich nicht füllen, ohne eine Regel zu verletzen
binary-contradiction-so = Also ist { $cell } { binary-other-a }
binary-lookahead-both = Ob { $cell } { $zero } oder { $one } ist, die Regeln der Zeilen und Spalten erzwingen { $placed }; diese Zellen stehen also fest
binary-lookahead-both-more = Ob { $cell } { $zero } oder { $one } ist, die Regeln der Zeilen und Spalten erzwingen { $placed } (und { $more } weitere); diese Zellen stehen also fest
binary-lookahead-search = Steht in { $cell } { binary-other-a }, endet jeder Weg in einer verletzten Regel (per Suche geprüft); also ist { $cell } { binary-symbol-a }
binary-title-two-level = { $technique } (Widerspruch auf zwei Ebenen)
binary-two-level = Wäre { $cell } { binary-symbol-a }, dann könnte { $second } weder { $zero } noch { $one } sein ({ $with_zero }; { $with_one }); also ist { $cell } { binary-other-a }
binary-two-level-chain = Wäre { $cell } { binary-symbol-a }, dann { $chain }; dann könnte { $second } weder { $zero } noch { $one } sein ({ $with_zero }; { $with_one }); also ist { $cell } { binary-other-a }
binary-two-level-branch = mit { binary-symbol }: { $broken }
binary-two-level-branch-chain = mit { binary-symbol }: { $chain }, und { $broken }

## Ein falscher Eintrag
binary-mistake-breaks = Der Eintrag { binary-symbol } in { $cell } ist falsch: Er verletzt eine Regel: { $rule }
binary-mistake-chain = Der Eintrag { binary-symbol } in { $cell } ist falsch. { $chain }
binary-mistake-stuck = Der Eintrag { binary-symbol } in { $cell } ist falsch: Damit lässt sich das Gitter nicht fertig füllen, ohne eine Regel zu verletzen

## Fehler
binary-error-too-big = Hinweise, Lösungswege und Bewertungen gibt es bis { $max }×{ $max }; dieses Gitter ist { $side }×{ $side }
binary-error-unknown-symbol = { $cell } enthält ein unbekanntes Symbol
binary-error-given = { $cell } ist vorgegeben und kann nicht geändert werden
