# The engine's words (engine-errors.ftl, src/text): the engine's errors: what a puzzle, a game ID, a rule, a pasted grid or a save does wrong (src/core/error.rs, src/rules/grammar.rs, src/format, src/paste, src/rules checks) and the game's own refusals.
# The same messages as www/locales/en/engine-errors.ftl, in this language.

## Was eine Beschreibung falsch macht

error-cells = { $count ->
    [one] 1 Zelle
   *[other] { $count } Zellen
}
error-empty = leere Rätselbeschreibung
error-too-long = Rätselbeschreibung zu lang ({ $len } Zeichen; höchstens { $max })
error-unknown-kind = unbekannte Rätselart '{ $kind }' (erwartet: sudoku, sudoku-x, jigsaw, killer, binary oder tango)
error-bad-parameters = ungültige Parameter '{ $params }': { $reason }
error-bad-layout = { $what ->
    [rules] ungültige Regeln: { $reason }
    [regions] ungültige Gebiete: { $reason }
    [cages] ungültige Käfige: { $reason }
    [sums] ungültige Summen: { $reason }
    [signs] ungültige Zeichen: { $reason }
   *[other] ungültig ({ $what }): { $reason }
}
error-wrong-length = falsche Länge: { $expected } Zellen erwartet, { $found } gefunden
error-bad-character = ungültiges Zeichen { $char } in { $cell }
error-givens-break-rule = die Vorgaben verletzen eine Regel: { $rule } ({ $cells })
error-solved = das Rätsel ist gelöst
error-no-solution = das Rätsel hat keine Lösung
error-several-solutions = das Rätsel hat mehr als eine Lösung
error-grid-cells = { $expected } Zellen erwartet, { $found } erhalten

## Spiel-IDs: Formen, Jigsaw-Gebiete, Killer-Käfige

error-expected-form = erwartet: '{ $form }'
error-shape-expected = Blockform RxC erwartet, etwa 3x3
error-shape-small = Blockseiten müssen kleine Zahlen sein
error-shape-thin = Blöcke von { $shape } werden nicht unterstützt: Ein Block hat mindestens 2 Zeilen und 2 Spalten (2x2, 2x3, 3x3, …)
error-shape-side = Seitenlänge { $side } wird nicht unterstützt (die Blöcke müssen eine Seitenlänge von 4 bis { $max } ergeben)
error-rule-repeated = die { $digit } steht { $count }-mal in { $unit }
error-jigsaw-side = die Seitenlänge eines Jigsaw ist eine Zahl von { $min } bis { $max }
error-region-labels = { $expected } Gebietskennzeichen erwartet (eines pro Zelle), { $found } gefunden
error-region-label = '{ $label }' in { $cell } ist kein Gebietskennzeichen (1-9, A-Z)
error-regions-too-many = mehr als { $count } Gebiete (Kennzeichen '{ $label }' in { $cell } ist Gebiet { $region })
error-region-size = Gebiet '{ $label }' (ab { $cell }) hat { $cells }, nicht { $count }
error-region-apart = Gebiet '{ $label }' hängt nicht zusammen: { $cell } ist von { $first } abgeschnitten
error-regions-too-few = { $found } Gebiete statt { $count }
error-region-cells = { $found } Gebietszellen für ein { $side }×{ $side }-Gitter
error-region-range = Gebiet { $region } außerhalb des Bereichs
error-region-count = { $found ->
    [one] Gebiet { $region } hat 1 Zelle, nicht { $count }
   *[other] Gebiet { $region } hat { $found } Zellen, nicht { $count }
}
error-killer-side = die Seitenlänge eines Killer-Sudokus reicht von 4 bis { $max }: Blöcke 2x2 bis 3x4, 4x3, 2x6 oder 6x2
error-cage-labels = { $expected } Käfigkennzeichen erwartet (eines pro Zelle), { $found } gefunden
error-cage-label = '{ $label }' in { $cell } ist kein Käfigkennzeichen (a-z, A-Z, 0-9)
error-cage-sums = { $cages } Käfige, aber { $sums } Summen (eine pro Käfig, in der Reihenfolge der ersten Zelle jedes Käfigs)
error-cage-size = Käfig '{ $label }' (ab { $first }) hat { $cells }, mehr als { $count }
error-cage-apart = Käfig '{ $label }' hängt nicht zusammen: { $cell } ist von { $first } abgeschnitten
error-cage-sum-number = die Summe '{ $sum }' von Käfig '{ $label }' ({ $first }) ist keine Zahl
error-cage-sum-positive = die Summe { $sum } von Käfig '{ $label }' ({ $first }, { $cells }) ist nicht positiv: Die Ziffern eines Käfigs ergeben mindestens 1
error-cage-sum-range = { $count ->
    [one] Käfig '{ $label }' ({ $first }, { $cells }) kann nicht { $sum } ergeben: 1 Ziffer ergibt { $lo } bis { $hi }
   *[other] Käfig '{ $label }' ({ $first }, { $cells }) kann nicht { $sum } ergeben: { $count } verschiedene Ziffern ergeben { $lo } bis { $hi }
}

## Binär-Rätsel und Tango

error-binary-side-expected = gerade Seitenlänge erwartet, etwa 10
error-binary-square = eine einzelne Zeile braucht eine Quadratzahl von Zellen (36, 64, 100, …); gefunden: { $found }
error-binary-odd = Seitenlänge { $side } ist ungerade; Binär-Rätsel brauchen eine gerade Seitenlänge
error-binary-side = Seitenlänge { $side } wird nicht unterstützt (2 bis { $max })
error-binary-open = Seitenlänge { $side } wird nur fast vollständig unterstützt: Über { $open }×{ $open } darf ein Gitter höchstens { $most } leere Zellen haben; dieses hat { $empty }
error-tango-signs = ein { $side }×{ $side }-Tango braucht { $expected } Zeichen ({ $half } zwischen waagerechten Nachbarn, dann { $half } zwischen senkrechten; '.' für keines), gefunden: { $found }
error-tango-sign = das Zeichen { $sign } { $edge } ist weder '.', '=' noch 'x'
error-edge = zwischen { $a } und { $b }
error-rule-sign-equal = Zeichen: Das = { $edge } verlangt gleiche Symbole in beiden Zellen
error-rule-sign-differ = Zeichen: Das × { $edge } verlangt verschiedene Symbole in beiden Zellen
error-rule-balance = Gleichgewicht: { $line } hat { $count }-mal die { $digit } (eine Linie hat von jedem { $half })
error-rule-triple = keine Dreier: { $count }-mal die { $digit } in Folge in { $line }
error-rule-distinct = verschiedene Linien: { $lines } sind gleich
error-signs-loop = das { $sign } { $edge } schließt eine Schleife von Zeichen mit einer ungeraden Zahl von ×: Sie verlangen, dass sich { $cell } von sich selbst unterscheidet
error-signs-triple = die Zeichen verlangen dasselbe Symbol in { $cells }: drei in Folge
error-signs-balance = die Zeichen verlangen dasselbe Symbol in { $cells }: mehr als { $half } in { $line }
error-signs-line = die Zeichen in { $line } lassen keine Füllung mit { $half } von jedem Symbol und ohne drei in Folge zu

## Eingefügter Text

error-not-a-puzzle = kein Rätsel: { $why }
error-paste-count = { $expected } Zellen erwartet, { $found } gefunden
error-paste-link = der Link { $link } enthält keine Spiel-ID (sudoku:… oder binary:…) und keine Rätselzeile (?bd=…)
error-paste-symbol = { $char } ist weder Symbol noch Rahmen noch leere Zelle eines Gitters, in { $text }; füge eine Spiel-ID, einen Link, eine Rätselzeile oder ein Gitter ein
error-paste-no-digits = keine Ziffern oder Punkte in { $text }; füge eine Spiel-ID, einen Link, eine Rätselzeile oder ein Gitter ein
error-paste-few = { $count ->
    [one] 1 Zelle ist weit weniger, als das kleinste Gitter hat (16)
   *[other] { $count } Zellen sind weit weniger, als das kleinste Gitter hat (16)
}
error-paste-row = { $expected } Zellen erwartet, { $found } gefunden: Zeile { $row } hat { $count }
error-paste-bad-symbol = { $kind ->
    [binary] '{ $char }' in Zeile { $row }, Spalte { $at } ist kein Symbol eines { $side }×{ $side }-Binär-Rätsels
   *[sudoku] '{ $char }' in Zeile { $row }, Spalte { $at } ist kein Symbol eines { $side }×{ $side }-Sudokus
}
error-paste-bad-token = { $kind ->
    [binary] '{ $char }' in Zeile { $row }, Eintrag { $at } ist kein Symbol eines { $side }×{ $side }-Binär-Rätsels
   *[sudoku] '{ $char }' in Zeile { $row }, Eintrag { $at } ist kein Symbol eines { $side }×{ $side }-Sudokus
}
error-paste-no-candidate = { $cell } hat keinen Kandidaten: Jedes Symbol steht schon in ihrer Zeile, Spalte oder ihrem Block
error-paste-notes-placed = { $cell } hat keinen Kandidaten: Die Kandidaten { $digits } stehen alle schon in ihrer Zeile, Spalte oder ihrem Block
error-paste-empty-unsolvable = die Stellung hat keine Lösung: Keine Füllung des leeren Gitters hält alle Regeln ein
error-paste-unsolvable = die Stellung hat keine Lösung: Die gefüllten Zellen können nicht alle richtig sein
error-paste-notes-wrong = die Stellung hat keine Lösung: Die Kandidaten { $digits } von { $cell } lassen die { $digit } aus, den einzigen Wert, den die gefüllten Zellen dort erlauben

## Das Spiel lehnt einen Zug oder das Laden ab

error-given = { $cell } ist eine Vorgabe und kann nicht geändert werden
error-nothing-to-undo = nichts rückgängig zu machen
error-nothing-to-redo = nichts wiederherzustellen
error-no-cell = keine Zelle { $cell } in einem Gitter mit { $count } Zellen
error-symbol-range = Symbol { $symbol } liegt außerhalb des Bereichs (1 bis { $max })
error-colour-range = Farbe { $colour } liegt außerhalb des Bereichs (1 bis { $max })
error-reveal = das Rätsel hat keine eindeutige Lösung, die aufgedeckt werden könnte
error-save-damaged = der Spielstand ist beschädigt: { $why }
error-save-newer = der Spielstand stammt aus einer neueren Version von Deduce (Format { $version }; diese liest bis { $max })
error-save-too-large = zu groß
error-save-empty = leer
error-save-not-deduce = kein Spielstand von Deduce
error-save-no-id = keine Spiel-ID
error-save-change = ungültige Änderung
error-save-cell-state = ungültiger Zellzustand
error-save-symbol = ungültiges Symbol
error-save-marks = ungültige Notizen
error-save-symbol-range = Symbol außerhalb des Bereichs
error-save-cell = ungültige Zelle
error-save-cell-range = Zelle außerhalb des Bereichs
error-save-history = der Verlauf passt nicht zum Rätsel
error-save-redo = der Wiederherstellen-Verlauf passt nicht zum Rätsel

## Was die Seite verlangt und die Engine ablehnt

error-cages-sudoku = nur ein Sudoku hat Käfige
error-no-cage = Zelle { $cell } liegt in keinem Käfig
error-no-such-change = keine solche Änderung: { $change }
error-moves = Züge müssen Paare aus Zelle und Symbol sein, mit Symbolen im gültigen Bereich
error-unknown-puzzle-kind = unbekannte Rätselart '{ $kind }'
error-unknown-level = unbekannte Stufe '{ $level }'
error-unknown-technique = unbekannte Technik '{ $technique }'
error-rules-sudoku = Regeln gibt es nur für Sudoku
error-steps-mistake = auf dem Brett steht ein Fehler: Tipp oder Prüfen findet ihn, und die Schritte hier setzen eine richtige Stellung voraus
error-no-step-here = in dieser Stellung wurde kein Schritt gefunden
error-needs-rules = diese Techniken gehören zu verschiedenen Regeln: Kein einzelnes Rätsel braucht sie alle

## Die Regeln einer Spiel-ID

error-rule-empty = eine leere Regel (zwei ';' hintereinander oder eines am Ende)
error-rule-unknown = unbekannte Regel '{ $rule }' (bekannt: { $known })
error-rule-named = die Regel '{ $rule }' { $reason }
error-rule-shape = gilt für { $side }×{ $side }-Gitter aus { $rows }×{ $cols }-Blöcken
error-rule-no-value = nimmt keinen Wert
error-rule-needs-cells = braucht ihre Zellen ('=' und Zellnamen wie r1c1)
error-rule-short-path = braucht einen Pfad aus zwei oder mehr Zellen
error-rule-arrow-form = braucht einen Kreis, '>' und einen Pfad (r5c5>r4c4-r3c3)
error-rule-arrow-circle = braucht genau eine Kreiszelle vor '>'
error-rule-twice = nennt { $cell } zweimal
error-rule-cage-big = hat mehr als { $count } Zellen
error-rule-cage-apart = hat { $cell } getrennt von { $first }: Die Zellen eines Käfigs hängen über ihre Seiten zusammen
error-rule-cage-total = { $reason } ({ $count } verschiedene Ziffern ergeben { $lo } bis { $hi })
error-rule-diagonal-form = braucht ihre erste Zelle, eine Richtung und eine Summe (r1c2+dr/23)
error-rule-diagonal-direction = braucht ihre erste Zelle, '+' und eine Richtung: dr, dl, ur oder ul (r1c2+dr/23)
error-rule-diagonal-total = { $reason } ({ $count } Ziffern ergeben { $count } bis { $most })
error-rule-diagonal-neighbour = braucht eine Zelle und ihren diagonalen Nachbarn, in Pfeilrichtung
error-rule-diagonal-edge = braucht ihre erste Zelle am Rand des Gitters, außerhalb dessen der Hinweis steht
error-rule-line-form = braucht eine Zeile oder Spalte, '/' und eine Summe (r3/15)
error-rule-line = braucht eine Zeile oder Spalte wie r3 oder c7, nicht '{ $text }'
error-rule-line-total = { $reason } (die Ziffern zwischen 1 und { $side } ergeben 0 bis { $most })
error-rule-pair = verbindet zwei Zellen mit gemeinsamer Seite, nicht '{ $text }'
error-rule-heading = hat die Richtung '{ $text }', wo dr, dl, ur oder ul hingehört
error-rule-crosses = braucht eine Zelle, deren Diagonale in dieser Richtung das Gitter durchquert
error-rule-cell = hat '{ $text }', wo eine Zelle wie r1c1 hingehört (Zeilen und Spalten 1 bis { $side })
error-rule-total = hat die Summe '{ $text }', wo eine Zahl von { $lo } bis { $hi } hingehört
error-rule-touch = hat einen Pfad, dessen Zellen { $a } und { $b } sich nicht berühren
error-rule-two-marks = { $kind ->
    [dots] { $a } und { $b } tragen zwei Punkte
   *[xv] { $a } und { $b } tragen zwei Zeichen (X und V)
}
error-rule-two-cages = { $cell } liegt in zwei Käfigen

## Verletzte Variantenregeln

error-rule-pair-same = die { $digit } steht in { $a } und { $b }, { $rule }
error-rule-relation = { $a } und { $b } enthalten { $da } und { $db }: { $rule }
error-rule-sum = { $cells } ergeben nicht die Summe: { $rule }
error-rule-sandwich = { $a } bis { $b } ergeben nicht { $total }: { $rule }
error-rule-digit = { $cell } enthält { $digit }: { $rule }
error-rule-digit-forbidden = { $cell } enthält { $digit }: Die Regel der Zelle verbietet das

## Die Eingabe der Kommandozeile

error-directory = { $path }: ist ein Verzeichnis, keine Datei mit Rätseln
error-standard-input = Standardeingabe
error-not-utf8 = Zeile { $line }: kein UTF-8 (Byte { $byte })

## Warum kein Tipp, keine Schritte, keine Bewertung

error-all-steps-sudoku = alle Schritte auf einmal (--all) gibt es nur für Sudoku; Binär-Rätsel und Tango zeigen ihren Lösungsweg
error-step-contradicts = der Schritt „{ $step }“ widerspricht der Lösung
error-notes-leave-out = die Kandidaten von { $cell } lassen die { $digit } aus, den Wert, den die Lösung braucht
error-rating-plain = die Sudoku-Explainer-Bewertung gibt es nur für normale 9×9-Sudokus
error-stuck = kein logischer Schritt gefunden (die Kandidaten widersprechen dem Rätsel)
error-no-logical-step = kein logischer Schritt gefunden
error-no-step = kein Schritt gefunden
error-practice-other = das Spiel ist nicht das Rätsel der Übungsstellung
error-practice-wrong = die Übungsstellung enthält einen falschen Eintrag

## Verletzte Killer-Käfige und unmögliche Käfigsummen

error-cages-inside = { $place ->
    [grid] die Käfige im Gitter ergeben { $known }, seine Ziffern aber { $total }
   *[unit] die Käfige in { $unit } ergeben { $known }, die Ziffern der Einheit aber { $total }
}
error-cages-inside-range = { $place ->
    [grid] die Käfige im Gitter ergeben { $known } (mit den übrigen Zellen { $lo } bis { $hi }), seine Ziffern aber { $total }
   *[unit] die Käfige in { $unit } ergeben { $known } (mit den übrigen Zellen { $lo } bis { $hi }), die Ziffern der Einheit aber { $total }
}

## Was der Generator ablehnt (--needs, --rules)

error-needs-unknown = unbekannte Technik '{ $technique }' für { $kind }: eine von { $ids }
error-needs-level = { $technique } ist eine Technik der Stufe { $level }: Rätsel der Stufe { $asked } brauchen sie nie (verlange --level { $level } oder höher)
error-needs-none = --needs nennt keine Technik
error-needs-not-found = kein Rätsel aus { $tries } Versuchen brauchte { $techniques }
error-needs-not-found-level = kein Rätsel aus { $tries } Versuchen brauchte { $techniques } auf Stufe { $level }
error-family-unknown = unbekannte Regelfamilie '{ $family }' (nimm eine von { $names })
error-family-twice = die Regelfamilie '{ $family }' ist zweimal genannt
error-family-both = nenne '{ $one }' oder '{ $other }', nicht beide

## Was der Generator ablehnt

error-generate-sudoku-size = nicht unterstützte Sudoku-Größe { $size } (nimm 4, 6, 9, 12, 16 oder 25)
error-generate-killer-size = nicht unterstützte Killer-Größe { $size } (nimm 4, 6, 9 oder 12)
error-generate-jigsaw-size = nicht unterstützte Jigsaw-Größe { $size } (nimm { $min } bis { $max })
error-generate-binary-size = nicht unterstützte Größe { $size } für ein Binär-Rätsel (nimm eine gerade Größe von 4 bis { $max })
error-generate-tango-size = nicht unterstützte Tango-Größe { $size } (nimm eine gerade Größe von 4 bis { $max })
error-generate-solved-size = nicht unterstützte Größe { $size } für ein gelöstes Binär-Gitter (nimm eine gerade Größe von 2 bis { $max })
error-generate-no-symmetry = { $kind ->
    [tango] Tango-Rätsel haben keine Symmetrie-Option (erhalten: '{ $symmetry }')
   *[binary] Binär-Rätsel haben keine Symmetrie-Option (erhalten: '{ $symmetry }')
}
error-generate-killer-symmetry = Killer-Rätsel haben keine Symmetrie-Option (erhalten: '{ $symmetry }'): Die Hinweise sind Käfige und Summen, keine symmetrischen Vorgaben
error-generate-symmetry = unbekannte Symmetrie '{ $symmetry }' (nimm eine von { $names })
error-generate-rot90 = rot90 braucht eine Seitenlänge von mindestens 4
error-generate-rule-size = die Regel '{ $rule }' gilt nicht für Größe { $size }
error-generate-rules-size = Sudoku mit Regelinstanzen werden in 4×4, 6×6 und 9×9 erzeugt, nicht in { $size }×{ $size }
error-generate-no-grid = kein { $size }×{ $size }-Sudoku erfüllt { $rules }: Es gibt kein Gitter, aus dem ein Rätsel entstehen könnte
error-generate-prove = --prove braucht einen nativen Build mit dem Cargo-Feature `prove`
error-generate-prove-rules = --prove gibt es nicht für Regeln mit Instanzen: Deren Rätsel werden schon beim Erzeugen als nicht reduzierbar nachgewiesen
error-per-page = --per-page nimmt 1, 2, 4 oder 6 (erhalten: { $got })
