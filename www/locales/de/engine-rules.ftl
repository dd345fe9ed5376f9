# The engine's words (engine-rules.ftl, src/text): the reasoning of every rule's own techniques but Killer's and the totals' (thermometers, Kropki, XV, whispers, renban, non-consecutive, windows, common peers, negative constraints), with the rules' own words.
# The same messages as www/locales/en/engine-rules.ftl, in this language.

## Titel und Text jeder Regel

rule-title-diagonals = Diagonalen
rule-about-diagonals = Beide Hauptdiagonalen enthalten jede Ziffer genau einmal.
# Same as English
rule-title-windoku = Windoku
rule-about-windoku = Die vier grau hinterlegten 3×3-Fenster enthalten jede Ziffer genau einmal.
rule-title-antiknight = Anti-Springer
rule-about-antiknight = Zwei Zellen, die einen Rösselsprung auseinanderliegen, enthalten nie dieselbe Ziffer.
rule-title-antiking = Anti-König
rule-about-antiking = Zwei Zellen, die einen Königszug auseinanderliegen (auch diagonale Nachbarn), enthalten nie dieselbe Ziffer.
rule-title-nonconsecutive = Keine Nachbarzahlen
rule-about-nonconsecutive = Zellen mit gemeinsamer Seite enthalten nie Ziffern, die sich um 1 unterscheiden.
rule-title-even = Gerade
rule-about-even = Eine Zelle mit grauem Quadrat enthält eine gerade Ziffer.
rule-title-odd = Ungerade
rule-about-odd = Eine Zelle mit grauem Kreis enthält eine ungerade Ziffer.
# Same as English
rule-title-thermo = Thermometer
rule-about-thermo = Die Ziffern steigen von der Kugel eines Thermometers entlang seiner Linie an.
rule-title-arrow = Pfeil
rule-about-arrow = Die Ziffer im Kreis eines Pfeils ist die Summe der Ziffern entlang des Pfeils (auf einem Pfeil dürfen sich Ziffern wiederholen, wo weder Zeile, Spalte noch Block es verbieten).
rule-title-white = Weißer Kropki-Punkt
rule-about-white = Zellen mit einem weißen Punkt dazwischen enthalten Ziffern, die sich um 1 unterscheiden.
rule-title-black = Schwarzer Kropki-Punkt
rule-about-black = Zellen mit einem schwarzen Punkt dazwischen enthalten Ziffern, von denen eine das Doppelte der anderen ist.
rule-title-kropki-all = Alle Punkte gegeben
rule-about-kropki-all = Alle Kropki-Punkte sind eingezeichnet: Nachbarn ohne Punkt unterscheiden sich nicht um 1, und keine ihrer Ziffern ist das Doppelte der anderen.
# Same as English
rule-title-x = X
rule-about-x = Zellen mit einem X dazwischen ergeben zusammen 10.
# Same as English
rule-title-v = V
rule-about-v = Zellen mit einem V dazwischen ergeben zusammen 5.
rule-title-xv-all = Alle X und V gegeben
rule-about-xv-all = Alle X und V sind eingezeichnet: Nachbarn ohne ein solches Zeichen ergeben zusammen weder 10 noch 5.
rule-title-whisper = Flüsterlinien
rule-about-whisper = Nachbarn auf einer grünen Flüsterlinie unterscheiden sich um mindestens die Hälfte der größten Ziffer (5 bei 9×9).
# Same as English
rule-title-renban = Renban
rule-about-renban = Eine violette Renban-Linie enthält aufeinanderfolgende Ziffern in beliebiger Reihenfolge, keine davon doppelt.
rule-title-cage = Käfig
rule-about-cage = In einem gestrichelten Käfig wiederholt sich keine Ziffer, und seine Ziffern ergeben zusammen seine Summe, wenn er eine zeigt.
rule-title-littlekiller = Little Killer
rule-about-littlekiller = Eine Zahl außerhalb des Gitters ist die Summe der Ziffern auf der Diagonale, in die ihr Pfeil zeigt (darauf dürfen sich Ziffern wiederholen, wo weder Zeile, Spalte noch Block es verbieten).
# Same as English
rule-title-sandwich = Sandwich
rule-about-sandwich = Eine Zahl neben einer Zeile oder Spalte ist die Summe der Ziffern zwischen deren 1 und 9 (der größten Ziffer), egal welche zuerst kommt.

## Was ein Verstoß gegen die Regel bricht (Lage zweier Zellen nach einem Verb: „liegen einen Rösselsprung auseinander“; sonst die Regel als Satz)

rule-words-diagonals = in derselben Einheit
rule-words-windoku = in derselben Einheit
rule-words-antiknight = einen Rösselsprung auseinander
rule-words-antiking = einen Königszug auseinander
rule-words-nonconsecutive = Zellen mit gemeinsamer Seite enthalten nie aufeinanderfolgende Ziffern
rule-words-even = ein graues Quadrat enthält eine gerade Ziffer
rule-words-odd = ein grauer Kreis enthält eine ungerade Ziffer
rule-words-thermo = die Ziffern steigen von der Kugel eines Thermometers an
rule-words-arrow = der Kreis eines Pfeils enthält die Summe der Ziffern entlang des Pfeils
rule-words-white = Zellen mit einem weißen Punkt dazwischen unterscheiden sich um 1
rule-words-black = von zwei Zellen mit einem schwarzen Punkt dazwischen enthält eine das Doppelte der anderen
rule-words-kropki-all = Nachbarn ohne Punkt unterscheiden sich nicht um 1, und keine ihrer Ziffern ist das Doppelte der anderen
rule-words-x = Zellen mit einem X dazwischen ergeben zusammen 10
rule-words-v = Zellen mit einem V dazwischen ergeben zusammen 5
rule-words-xv-all = Nachbarn ohne X oder V ergeben zusammen weder 10 noch 5
rule-words-whisper = Nachbarn auf einer Flüsterlinie unterscheiden sich um mindestens die Hälfte der größten Ziffer
rule-words-renban = die Zellen einer Renban-Linie enthalten aufeinanderfolgende Ziffern, keine davon doppelt
rule-words-cage = im selben Käfig
rule-words-littlekiller = die Ziffern auf der Diagonale eines Little Killers ergeben zusammen seine Zahl
rule-words-sandwich = die Ziffern zwischen der 1 und der größten Ziffer einer Linie ergeben zusammen ihre Sandwich-Zahl
rule-sum-words-cage = die Ziffern eines Käfigs ergeben zusammen seine Summe

## Zwei Zellen, die eine Regel verbindet

rule-pair-head-differ = { $how ->
    [unit] { $rule }, und { $a } und { $b } liegen in { $unit }, also sind ihre Ziffern verschieden
   *[sees] { $rule }, und { $a } und { $b } sehen sich, also sind ihre Ziffern verschieden
}
rule-pair-head = { $rule } ({ $a } und { $b })
explain-rule-pair-alone = { $head }: Neben { $digits } passt keine Ziffer; { $tail }
rule-pair-neither = keine der beiden Zellen kann { $digits } sein
explain-rule-pair-only = { $head }: { $cell } kann nur { $digits } sein; { $tail }
rule-pair-cells-cannot-be = { $count ->
    [one] { $cells } kann nicht { $digits } sein
   *[other] { $cells } können nicht { $digits } sein
}
explain-rule-middle = { $how ->
    [unit] { $cell } liegt zwischen { $p } und { $q } ({ $rules }), die beide in { $unit } liegen, also verschiedene Ziffern enthalten: { $needs }, also kann { $cell } nicht { $digits } sein
   *[sees] { $cell } liegt zwischen { $p } und { $q } ({ $rules }), die sich sehen, also verschiedene Ziffern enthalten: { $needs }, also kann { $cell } nicht { $digits } sein
}
# Same as English
rule-middle-rules = { $first }; { $second }
rule-middle-needs-first = neben einer { $digit } müssten beide { $other } sein
rule-middle-needs = neben einer { $digit } beide { $other }

## Thermometer und die Grenzen einer Zelle

explain-thermometer = Die Ziffern steigen von der Kugel { $bulb } bis zur Spitze { $tip } ({ $count } Zellen): Jede Zelle ist größer als die kleinste Ziffer, die in der Zelle davor stehen kann, und kleiner als die größte, die in der Zelle danach stehen kann. Daher gilt: { $bounds }
window-between = { $cell } ist { $min } bis { $max }
window-at-least = { $cell } ist mindestens { $min }
window-at-most = { $cell } ist höchstens { $max }

## Renban

explain-renban = Die Renban-Linie von { $first } bis { $last } ({ $count } Zellen) enthält { $count } aufeinanderfolgende Ziffern: { $runs }. Daher gilt: { $removals }
renban-one-run = Die einzige Folge, deren Ziffern sich je eine auf ihre Zellen verteilen lassen, ist { $run }
renban-runs = Die Folgen, deren Ziffern sich je eine auf ihre Zellen verteilen lassen, sind { $runs }

## Ausschluss über gemeinsame Nachbarn

explain-common-peer-same = Jeder Platz für die { $digit } in { $unit } sieht { $cell }: { $reasons }. Also kann { $cell } nicht { $digit } sein
explain-common-peer-other = Wäre { $cell } eine { $digit }, hätte die { $other } in { $unit } keinen Platz mehr: { $reasons }. Also kann { $cell } nicht { $digit } sein
# Same as English
common-peer-reason-sep = { "; " }
common-peer-would-hold = in { $cell } stünde die { $digit }
common-peer-unit = { $count ->
    [one] { $cells } liegt mit { $cell } in { $unit }
   *[other] { $cells } liegen mit { $cell } in { $unit }
}
common-peer-apart = { $count ->
    [one] { $cells } und { $cell } liegen { $words }
   *[other] { $cells } liegen jeweils mit { $cell } { $words }
}
common-peer-sees = { $count ->
    [one] { $cells } sieht { $cell }
   *[other] { $cells } sehen { $cell }
}
common-peer-related = { $count ->
    [one] { $cells } könnte keine { $digit } sein ({ $words })
   *[other] { $cells } könnten keine { $digit } sein ({ $words })
}
