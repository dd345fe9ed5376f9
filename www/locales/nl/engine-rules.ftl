# The engine's words (engine-rules.ftl, src/text): the reasoning of every rule's own techniques but Killer's and the totals' (thermometers, Kropki, XV, whispers, renban, non-consecutive, windows, common peers, negative constraints), with the rules' own words.
# The same messages as www/locales/en/engine-rules.ftl, in this language.

## De titel en de tekst van elke regel

rule-title-diagonals = Diagonalen
rule-about-diagonals = Beide hoofddiagonalen bevatten elk cijfer één keer.
# Same as English
rule-title-windoku = Windoku
rule-about-windoku = De vier grijze 3×3-vensters bevatten elk cijfer één keer.
rule-title-antiknight = Anti-paard
rule-about-antiknight = Twee vakjes die een paardensprong (schaken) uit elkaar liggen, bevatten nooit hetzelfde cijfer.
rule-title-antiking = Anti-koning
rule-about-antiking = Twee vakjes die een koningszet (schaken) uit elkaar liggen, ook diagonale buren, bevatten nooit hetzelfde cijfer.
rule-title-nonconsecutive = Niet-opeenvolgend
rule-about-nonconsecutive = Vakjes die een zijde delen, bevatten nooit cijfers die 1 verschillen.
# Same as English
rule-title-even = Even
rule-about-even = Een vakje met een grijs vierkant bevat een even cijfer.
rule-title-odd = Oneven
rule-about-odd = Een vakje met een grijze cirkel bevat een oneven cijfer.
# Same as English
rule-title-thermo = Thermometer
rule-about-thermo = De cijfers stijgen vanaf de bol van een thermometer langs zijn lijn.
rule-title-arrow = Pijl
rule-about-arrow = Het cijfer in de cirkel van een pijl is de som van de cijfers langs de pijl (cijfers mogen zich op een pijl herhalen waar geen rij, kolom of blok dat verbiedt).
rule-title-white = Witte Kropki-stip
rule-about-white = Vakjes met een witte stip ertussen bevatten cijfers die 1 verschillen.
rule-title-black = Zwarte Kropki-stip
rule-about-black = Vakjes met een zwarte stip ertussen bevatten cijfers waarvan het ene het dubbele van het andere is.
rule-title-kropki-all = Alle stippen gegeven
rule-about-kropki-all = Elke Kropki-stip is getekend: buren zonder stip verschillen niet 1, en geen van hun cijfers is het dubbele van het andere.
# Same as English
rule-title-x = X
rule-about-x = Vakjes met een X ertussen tellen op tot 10.
# Same as English
rule-title-v = V
rule-about-v = Vakjes met een V ertussen tellen op tot 5.
rule-title-xv-all = Alle X en V gegeven
rule-about-xv-all = Elke X en V is getekend: buren zonder zo'n teken tellen niet op tot 10 en niet tot 5.
rule-title-whisper = Duitse fluisterlijnen
rule-about-whisper = Buren op een groene fluisterlijn verschillen minstens de helft van het grootste cijfer (5 bij 9×9).
# Same as English
rule-title-renban = Renban
rule-about-renban = Een paarse renbanlijn bevat opeenvolgende cijfers, in willekeurige volgorde, zonder herhaling.
rule-title-cage = Kooi
rule-about-cage = Cijfers herhalen zich nooit in een gestippelde kooi, en tellen op tot haar totaal als ze er een toont.
# Same as English
rule-title-littlekiller = Little killer
rule-about-littlekiller = Een totaal buiten het rooster is de som van de cijfers op de diagonaal waar zijn pijl langs wijst (cijfers mogen zich daarop herhalen waar geen rij, kolom of blok dat verbiedt).
# Same as English
rule-title-sandwich = Sandwich
rule-about-sandwich = Een totaal naast een rij of kolom is de som van de cijfers tussen haar 1 en haar 9 (het grootste cijfer), welke ook eerst komt.

## Wat een botsing met de regel breekt (de ligging van twee vakjes na een werkwoord: „liggen een paardensprong uit elkaar”; anders de regel als zin)

rule-words-diagonals = in dezelfde eenheid
rule-words-windoku = in dezelfde eenheid
rule-words-antiknight = een paardensprong uit elkaar
rule-words-antiking = een koningszet uit elkaar
rule-words-nonconsecutive = vakjes die een zijde delen, bevatten nooit opeenvolgende cijfers
rule-words-even = een grijs vierkant bevat een even cijfer
rule-words-odd = een grijze cirkel bevat een oneven cijfer
rule-words-thermo = de cijfers stijgen vanaf de bol van een thermometer
rule-words-arrow = de cirkel van een pijl bevat de som van de cijfers langs de pijl
rule-words-white = vakjes met een witte stip ertussen verschillen 1
rule-words-black = van twee vakjes met een zwarte stip ertussen bevat het ene het dubbele van het andere
rule-words-kropki-all = buren zonder stip verschillen niet 1, en geen van hun cijfers is het dubbele van het andere
rule-words-x = vakjes met een X ertussen tellen op tot 10
rule-words-v = vakjes met een V ertussen tellen op tot 5
rule-words-xv-all = buren zonder X of V tellen niet op tot 10 en niet tot 5
rule-words-whisper = buren op een fluisterlijn verschillen minstens de helft van het grootste cijfer
rule-words-renban = de vakjes van een renbanlijn bevatten opeenvolgende cijfers, zonder herhaling
rule-words-cage = in dezelfde kooi
rule-words-littlekiller = de cijfers op de diagonaal van een little killer tellen op tot zijn totaal
rule-words-sandwich = de cijfers tussen de 1 en het grootste cijfer van een lijn tellen op tot haar sandwichtotaal
rule-sum-words-cage = de cijfers van een kooi tellen op tot haar totaal

## Twee vakjes die een regel verbindt

rule-pair-head-differ = { $how ->
    [unit] { $rule }, en { $a } en { $b } liggen in { $unit }, dus hun cijfers verschillen
   *[sees] { $rule }, en { $a } en { $b } zien elkaar, dus hun cijfers verschillen
}
rule-pair-head = { $rule } ({ $a } en { $b })
explain-rule-pair-alone = { $head }: naast { $digits } past geen enkel cijfer; { $tail }
rule-pair-neither = geen van beide vakjes kan { $digits } zijn
explain-rule-pair-only = { $head }: { $cell } kan alleen { $digits } zijn; { $tail }
rule-pair-cells-cannot-be = { $count ->
    [one] { $cells } kan geen { $digits } zijn
   *[other] { $cells } kunnen geen { $digits } zijn
}
explain-rule-middle = { $how ->
    [unit] { $cell } ligt tussen { $p } en { $q } ({ $rules }), die allebei in { $unit } liggen en dus verschillende cijfers bevatten: { $needs }, dus kan { $cell } geen { $digits } zijn
   *[sees] { $cell } ligt tussen { $p } en { $q } ({ $rules }), die elkaar zien en dus verschillende cijfers bevatten: { $needs }, dus kan { $cell } geen { $digits } zijn
}
# Same as English
rule-middle-rules = { $first }; { $second }
rule-middle-needs-first = naast een { $digit } zouden beide { $other } moeten zijn
rule-middle-needs = naast een { $digit } beide { $other }

## Thermometer, en de grens van elk vakje

explain-thermometer = De cijfers stijgen van de bol { $bulb } tot de top { $tip } ({ $count } vakjes): elk vakje is groter dan het kleinste cijfer dat het vakje ervoor kan bevatten en kleiner dan het grootste dat het vakje erna kan bevatten. Dus: { $bounds }
window-between = { $cell } is { $min } tot { $max }
window-at-least = { $cell } is minstens { $min }
window-at-most = { $cell } is hoogstens { $max }

## Renban

explain-renban = De renbanlijn van { $first } tot { $last } ({ $count } vakjes) bevat { $count } opeenvolgende cijfers: { $runs }. Dus: { $removals }
renban-one-run = de enige reeks waarvan haar vakjes elk één cijfer kunnen nemen, is { $run }
renban-runs = de reeksen waarvan haar vakjes elk één cijfer kunnen nemen, zijn { $runs }

## Eliminatie via gemeenschappelijke buren

explain-common-peer-same = Elke plek voor de { $digit } in { $unit } ziet { $cell }: { $reasons }. Dus kan { $cell } geen { $digit } zijn
explain-common-peer-other = Als { $cell } een { $digit } was, had de { $other } geen plek meer in { $unit }: { $reasons }. Dus kan { $cell } geen { $digit } zijn
# Same as English
common-peer-reason-sep = { "; " }
common-peer-would-hold = { $cell } zou de { $digit } bevatten
common-peer-unit = { $count ->
    [one] { $cells } ligt met { $cell } in { $unit }
   *[other] { $cells } liggen met { $cell } in { $unit }
}
common-peer-apart = { $count ->
    [one] { $cells } en { $cell } liggen { $words }
   *[other] { $cells } liggen elk met { $cell } { $words }
}
common-peer-sees = { $count ->
    [one] { $cells } ziet { $cell }
   *[other] { $cells } zien { $cell }
}
common-peer-related = { $count ->
    [one] { $cells } zou geen { $digit } kunnen zijn ({ $words })
   *[other] { $cells } zouden geen { $digit } kunnen zijn ({ $words })
}
