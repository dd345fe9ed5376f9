# The engine's words (engine-forcing.ftl, src/text): the reasoning of forcing chains and nets, contradictions and the exhaustive last resort.
# The same messages as www/locales/en/engine-forcing.ftl, in this language.

## Forcing Chains: eine Folgerung je Zeile

forcing-title-contradiction = { $technique } (Widerspruch)
forcing-title-nested = { $technique } (verschachtelt)
forcing-title-trial = { $technique } (Ausprobieren)
forcing-if = Wenn { $claim }
# Same as English
forcing-line = { $claim } ({ $reason })
forcing-why-single = einziger Kandidat
forcing-why-hidden = einziger Platz für die { $digit } in { $unit }
forcing-why-locked = in { $unit } liegt die { $digit } nur in { $other }
forcing-why-sees = sieht { $cell }
# Same as English
forcing-why-rule = { $reason }; { $causes }: { $rule }
forcing-cell-is = { $cell } ist { $digit }
forcing-why-inner = denn sonst: { $chain }
forcing-no-candidate = { $cell } hat keinen Kandidaten mehr
forcing-no-place = In { $unit } bleibt kein Platz für die { $digit }
forcing-no-combination = { $cage } hat keine passende Kombination mehr
# Same as English
forcing-last = { $end }.
forcing-so = Also { $claim }.
forcing-cell-is-one-of = { $cell } ist { $digits }
forcing-unit-goes = in { $unit } kommt die { $digit } nach { $cells }
forcing-verity = { $head }, und { $count ->
    [2] beide Fälle führen
   *[other] jeder Fall führt
} zu { $claim }.
forcing-trial = Wäre { $cell } eine { $digit }, endete jede Fortsetzung in einem Widerspruch (vollständig geprüft), also { $removals }

## Die Sätze der gruppierten Ketten

net-title-continuous = { $technique } (geschlossene Schleife)
net-claim-cell = { $cell } ist { $digit }
net-claim-cells = die { $digit } steht in { $cells }
net-denial = { $cells } ist nicht { $digit }
net-either = Entweder { $first } oder { $last }; in beiden Fällen gilt: { $denial }, also { $removals }
net-either-sets = Entweder { $first } oder { $last } enthält jede der Ziffern { $digits }, also { $removals }
net-proven = { $claim }: Sonst würde die Kette es erzwingen. Daher gilt: { $denial }, also { $removals }
net-placement = Wäre { $cell } keine { $digit }, würde die Kette dort die { $digit } erzwingen; also ist { $cell } eine { $digit }

## Fehler des Spielers

mistake-title = Fehler
mistake-summary-entry = Einer deiner Einträge ist falsch: Frag noch einmal nach einem Hinweis, um zu sehen, welcher und warum.
mistake-summary-notes = Die Notizen einer Zelle lassen die Ziffer aus, die sie braucht: Frag noch einmal nach einem Hinweis, um zu sehen, welche.
mistake-notes = Die Notizen von { $cell } lassen die Ziffer aus, die diese Zelle braucht, daher kann sie dort nie aus ihnen gefunden werden
mistake-breaks-rule = Die { $digit } in { $cell } ist falsch; sie verletzt eine Regel: { $rule }
mistake-chain = Die { $digit } in { $cell } ist falsch. { $chain }
mistake-no-solution = Die { $digit } in { $cell } ist falsch; sie verletzt noch keine Regel, aber mit ihr hat das Rätsel keine Lösung
