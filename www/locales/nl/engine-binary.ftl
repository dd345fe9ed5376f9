# The engine's words (engine-binary.ftl, src/text): the reasoning of the binary puzzles' and Tango's techniques.
# The same messages as www/locales/en/engine-binary.ftl, in this language.

## De symbolen ($symbol, $other: zero, one, sun, moon; vormen beschreven in het Engelse bestand)
binary-symbol = { $symbol ->
    [zero] 0
    [one] 1
    [sun] zon
   *[moon] maan
}
binary-symbol-a = { $symbol ->
    [zero] een 0
    [one] een 1
    [sun] een zon
   *[moon] een maan
}
binary-symbol-an = { binary-symbol-a }
binary-symbols = { $symbol ->
    [zero] nullen
    [one] enen
    [sun] zonnen
   *[moon] manen
}
binary-symbols-counted = { binary-symbols }
binary-other = { $other ->
    [zero] 0
    [one] 1
    [sun] zon
   *[moon] maan
}
binary-other-a = { $other ->
    [zero] een 0
    [one] een 1
    [sun] een zon
   *[moon] een maan
}
binary-others = { $other ->
    [zero] nullen
    [one] enen
    [sun] zonnen
   *[moon] manen
}
binary-count = { $count ->
    [one] { binary-symbol-a }
   *[other] { $count } { binary-symbols }
}
binary-more = { $count ->
    [one] nog { binary-symbol-a }
   *[other] nog { $count } { binary-symbols }
}
binary-forced-both = { $zeros } en { $ones }
# Same as English
binary-placed = { $cell } = { binary-symbol }
binary-forced = { $count ->
    [one] { $cells } is { binary-symbol-a }
   *[other] { $cells } zijn { binary-symbols }
}

## De redeneringen van de technieken
binary-balance-completion = { $line } heeft al zijn { $have }, dus { $count ->
    [one] { $cells } moet { binary-other-a } zijn
   *[other] { $cells } moeten { binary-others } zijn
}
binary-last-cell = { $cell } is het enige lege vakje in { $line }, dat nog { binary-symbol-a } nodig heeft, dus het is { binary-symbol-a }
binary-pair = { $pair } zijn allebei { binary-symbols }, dus { $count ->
    [one] { $cells } moet { binary-other-a } zijn
   *[other] { $cells } moeten { binary-others } zijn
}
binary-sandwich = { $pair } zijn allebei { binary-symbols }, dus { $cell } ertussen moet { binary-other-a } zijn
binary-line-elimination = { $line } heeft { $needs } nodig; bij elke manier om ze te plaatsen zonder drie op een rij geldt: { $forced }
binary-line-elimination-signs = { $line } heeft { $needs } nodig; bij elke manier om ze te plaatsen zonder drie op een rij en volgens de tekens geldt: { $forced }
binary-duplicate-line-elimination = { $line } heeft { $needs } nodig; bij elke invulling die de regels volgt en { $copies } niet kopieert, geldt: { $forced }
binary-last-of-a-kind = { $line } heeft nog maar { binary-symbol-a } nodig; die moet in { $places }, anders zouden { $windows } drie { binary-others } op een rij krijgen; dus { $count ->
    [one] { $cells } moet { binary-other-a } zijn
   *[other] { $cells } moeten { binary-others } zijn
}
binary-duplicate-guard = { $line } heeft nog een 0 en een 1 nodig, in { $cells }; met { $first } = { $first_copied } en { $second } = { $second_copied } zou het een kopie van { $copy } zijn, dus { $first } is { $first_is } en { $second } is { $second_is }
binary-sign-rule-equal = { $to } = { $from }, en { $from } is { binary-symbol-a }, dus { $to } is { binary-other-a }
binary-sign-rule-cross = { $to } × { $from }, en { $from } is { binary-symbol-a }, dus { $to } is { binary-other-a }
binary-sign-pair = Het = zegt dat { $pair } hetzelfde symbool bevatten; naast { $cell } ({ binary-symbol }) zouden nog twee { binary-symbols } drie op een rij geven, dus beide zijn { binary-others }
binary-sign-balance = { $line } heeft { $have } van de { $half } en heeft er nog { $more } nodig; { $why }, dus { $count ->
    [one] { $cells } is { binary-other-a }
   *[other] { $cells } zijn { binary-others }
}
binary-cross-between = × tussen { $cells }
binary-sign-balance-cross = { $count ->
    [one] het { $crosses } zet
   *[other] elk { $crosses } zet
} { binary-symbol-a } in zijn twee vakjes
binary-sign-balance-equal = het = tussen { $cells } zou daar twee { binary-symbols } zetten

## Ketens
binary-chain-if = Als { $cell } = { binary-symbol }
# Same as English
binary-chain-then = → { $cell } = { binary-symbol }
# Same as English
binary-chain-then-why = → { $cell } = { binary-symbol } ({ $why })
# Same as English
binary-chain-broken = → { $reason }.
binary-rule-equal = = met { $cell }
binary-rule-cross = × met { $cell }
binary-rule-pair = duo in { $line }
binary-rule-sandwich = ingeklemd in { $line }
binary-rule-balance = { $line } heeft al zijn { $have }
binary-rule-only-way = de enige manier om { $line } te vullen
# Same as English
binary-chain-step = { $cell } = { binary-symbol } ({ $line })
binary-chain-more = … nog { $count }
binary-broken-triple = { $line } zou drie { binary-symbols } op een rij hebben ({ $cells })
binary-broken-count = { $line } zou { $have } hebben (er passen er maar { $half })
binary-broken-sign = het { $sign } tussen { $cells } zou niet kloppen
binary-broken-copy = { $line } zou gelijk zijn aan { $copy }
binary-broken-stuck = { $line } kan niet worden ingevuld zonder een regel te breken
binary-contradiction-so = Dus { $cell } is { binary-other-a }
binary-lookahead-both = Of { $cell } nu { $zero } of { $one } is, de regels voor rijen en kolommen dwingen { $placed } af; die vakjes liggen dus vast
binary-lookahead-both-more = Of { $cell } nu { $zero } of { $one } is, de regels voor rijen en kolommen dwingen { $placed } (en nog { $more }) af; die vakjes liggen dus vast
binary-lookahead-search = Met { binary-other-a } in { $cell } loopt elke voortzetting uit op een gebroken regel (nagegaan door te zoeken); dus { $cell } is { binary-symbol-a }
binary-title-two-level = { $technique } (tegenspraak op twee niveaus)
binary-two-level = Als { $cell } { binary-symbol-a } was, dan kon { $second } geen { $zero } en geen { $one } zijn ({ $with_zero }; { $with_one }); dus { $cell } is { binary-other-a }
binary-two-level-chain = Als { $cell } { binary-symbol-a } was, dan { $chain }; dan kon { $second } geen { $zero } en geen { $one } zijn ({ $with_zero }; { $with_one }); dus { $cell } is { binary-other-a }
binary-two-level-branch = met { binary-symbol-a }: { $broken }
binary-two-level-branch-chain = met { binary-symbol-a }: { $chain }, en { $broken }

## Een foute invoer
binary-mistake-breaks = De invoer { binary-symbol } in { $cell } is fout: die breekt een regel: { $rule }
binary-mistake-chain = De invoer { binary-symbol } in { $cell } is fout. { $chain }
binary-mistake-stuck = De invoer { binary-symbol } in { $cell } is fout: daarmee kan het rooster niet worden afgemaakt zonder een regel te breken

## Fouten
binary-error-too-big = hints, stappen en niveaus zijn er tot { $max }×{ $max }; dit rooster is { $side }×{ $side }
binary-error-unknown-symbol = { $cell } bevat een onbekend symbool
binary-error-given = { $cell } is gegeven en kan niet veranderen
