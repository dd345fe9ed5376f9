# The engine's words (engine-learn.ftl, src/text): the technique library (Learn): each technique's description, practice verdicts, and the mistakes a hint finds.
# The same messages as www/locales/en/engine-learn.ftl, in this language.

## Übungsurteile (src/learn.rs: check, check_all)

verdict-right = Richtig! { $line }
verdict-nothing-place = Noch nichts eingetragen: Suche nach „{ $technique }“ und trage dann ein, was sich daraus ergibt.
verdict-nothing-notes = Noch nichts markiert: Suche nach „{ $technique }“ und trage dann die Ziffer ein, die sich ergibt, oder entferne die Notizen, die dadurch wegfallen.
# Same as English
verdict-missed-place = { $digit } in { $cell }
verdict-missed-remove = { $digit } aus { $cell }
verdict-partly = Teilweise richtig: { $done } von { $total } gefunden. Übersehen: { $missed }.
verdict-wrong-entry = Falsch: { $why }.
verdict-not-placed = Falsch: „{ $technique }“ setzt keine { $digit } in { $cell }.
verdict-not-removed = Falsch: „{ $technique }“ schließt die { $digit } in { $cell } nicht aus.
verdict-not-removed-on = Falsch: „{ $technique }“ schließt die { $digit } in { $cell } nicht aus; diese Technik wirkt in { $units }.
verdict-needed = { $verdict } Die { $digit } ist die Ziffer, die { $cell } braucht: Ohne sie hat das Rätsel keine Lösung.

## „Alle finden“

# Same as English
verdict-steps-sep = { "; " }
verdict-all-right = { $count ->
    [one] Richtig! Gefunden: { $steps }.
   *[other] Richtig! Alle { $count } gefunden: { $steps }.
}
verdict-all-nothing = { $count ->
    [one] Noch nichts markiert: Hier gibt es eine Stelle für „{ $technique }“. Finde sie, entferne die Notizen, die dadurch wegfallen (oder trage ein, was sie setzt), und drücke dann „Prüfen“.
   *[other] Noch nichts markiert: Hier gibt es { $count } Stellen für „{ $technique }“. Finde sie alle, entferne die Notizen, die dadurch wegfallen (oder trage ein, was sie setzen), und drücke dann „Prüfen“.
}
verdict-all-partly = { $found } von { $count } gefunden. Übersehen: { $steps }.
verdict-all-not-removed = Falsch: Keine Stelle für „{ $technique }“ schließt hier die { $digit } in { $cell } aus.

## Keine Übungsstellung gefunden (src/wasm/teach.rs)

practice-too-rare = { $tried ->
    [one] „{ $technique }“ ist zu selten: In { $tried } Rätsel keine Stellung gefunden
   *[other] „{ $technique }“ ist zu selten: In { $tried } Rätseln keine Stellung gefunden
}
practice-too-rare-in-time = { $tried ->
    [one] „{ $technique }“ ist zu selten: In der verfügbaren Zeit in { $tried } Rätsel keine Stellung gefunden
   *[other] „{ $technique }“ ist zu selten: In der verfügbaren Zeit in { $tried } Rätseln keine Stellung gefunden
}

## Die Technikbibliothek: was jede Technik ist, in zwei, drei einfachen Sätzen (about-<Technik-ID>)
about-full-house = In einer Einheit ist nur noch eine Zelle frei: Sie bekommt die fehlende Ziffer.
about-naked-single = In einer Zelle bleibt nur ein Kandidat übrig: Jede andere Ziffer steht schon in ihrer Zeile, ihrer Spalte oder ihrem Block.
about-hidden-single = Eine Ziffer passt in einer Einheit nur in eine einzige Zelle, also gehört sie dorthin.
about-thermometer = Die Ziffern steigen vom Kolben eines Thermometers entlang seiner Linie an: Jede Zelle ist größer als die kleinste Ziffer, die die Zelle davor haben kann, und kleiner als die größte, die die Zelle danach haben kann. Bei einem langen Thermometer ist der Kolben darum klein und die Spitze groß.
about-arrow = Die Ziffer im Kreis eines Pfeils ist die Summe der Ziffern entlang des Pfeils: Der Kreis liegt zwischen der kleinsten und der größten möglichen Summe des Pfeils, und jede Pfeilzelle ist höchstens die größte Ziffer des Kreises minus die kleinsten der anderen Pfeilzellen.
about-little-killer = Die Ziffern entlang der Diagonale eines Little Killers ergeben die Zahl außerhalb des Gitters: Möglich sind nur die Belegungen mit je einem Kandidaten pro Zelle (verschiedene Ziffern innerhalb eines Blocks), die diese Summe ergeben, und eine Ziffer, die keine davon nutzt, fällt weg (drei Zellen eines Blocks mit der Summe 6 enthalten 1, 2 und 3).
about-sandwich-sum = Eine Sandwich-Zahl neben einer Zeile oder Spalte ist die Summe der Ziffern zwischen ihrer 1 und ihrer 9: Möglich sind nur die Positionen von 1 und 9, deren Zellen dazwischen die Summe mit verschiedenen Ziffern (2 bis 8) bilden können. Eine 0 setzt die beiden also direkt nebeneinander, eine 35 an die Enden, und eine Ziffer, die keine Möglichkeit nutzt, fällt weg.
about-kropki-pair = Ein weißer Punkt verbindet aufeinanderfolgende Ziffern, ein schwarzer Punkt eine Ziffer und ihr Doppeltes (1–2, 2–4, 3–6, 4–8): Was die eine Zelle noch haben kann, lässt der anderen nur die passenden Partner, und 5, 7 und 9 stehen nie an einem schwarzen Punkt.
about-xv-pair = Zellen, die durch ein X verbunden sind, ergeben zusammen 10 (1–9, 2–8, 3–7, 4–6), durch ein V zusammen 5 (1–4, 2–3): Was die eine Zelle noch haben kann, lässt der anderen nur die passenden Partner, und die 5 steht nie an einem X.
about-german-whisper = Nachbarn auf einer grünen Flüsterlinie unterscheiden sich um mindestens 5 (bei 9×9): Die 5 steht nie darauf, kleine und große Ziffern wechseln sich entlang der Linie ab, und eine Zelle zwischen zwei Linienzellen, die sich sehen, ist weder 4 (beide bräuchten die 9) noch 6.
about-renban = Eine violette Renban-Linie aus k Zellen enthält k aufeinanderfolgende Ziffern in beliebiger Reihenfolge: Möglich sind nur die Folgen, von denen jede ihrer Zellen eine Ziffer nehmen kann (eine Linie aus 4 Zellen mit einer 8 enthält 5–8 oder 6–9), und jede Zelle behält nur die Ziffern, die ihr diese Folgen geben.
about-non-consecutive-pair = Zellen mit einer gemeinsamen Seite enthalten nie aufeinanderfolgende Ziffern: Was die eine Zelle noch haben kann, lässt der anderen nur die Ziffern, die an keine davon angrenzen.
about-negative-constraint = Wenn alle Punkte (oder alle X und V) eingezeichnet sind, sind Nachbarn ohne Markierung weder aufeinanderfolgend noch eine Ziffer und ihr Doppeltes (und ergeben weder 10 noch 5): Was die eine Zelle noch haben kann, schränkt die andere ein.
about-cage-combination = Killer: Nur bestimmte Sätze verschiedener Ziffern ergeben die Summe eines Käfigs; seine Zellen behalten nur deren Ziffern, und eine Ziffer, die alle diese Sätze brauchen, kommt an ihren einzigen möglichen Platz.
about-kropki-chain = Eine Zelle zwischen zwei Punkten, deren andere Zellen sich sehen: Eine Ziffer, die auf beiden Seiten denselben Partner bräuchte, fällt weg (eine 1 zwischen zwei weißen Punkten bräuchte auf jeder Seite eine 2).
about-arrow-combination = Die Ziffern eines Pfeils zusammen betrachtet, wie die Kombinationen eines Käfigs: Pfeilzellen, die sich sehen, haben verschiedene Ziffern, und jeder Satz muss eine Summe ergeben, die im Kreis stehen kann; eine Ziffer, die kein solcher Satz nutzt, fällt weg (drei Pfeilzellen in einem Block ergeben mindestens 1+2+3=6).
about-locked-pair = Zwei Zellen im Schnitt eines Blocks mit einer Zeile oder Spalte enthalten nur dieselben zwei Ziffern: Diese fallen im Rest beider Einheiten weg.
about-locked-candidates-pointing = In einem Block liegen alle möglichen Plätze einer Ziffer in einer Zeile oder Spalte: Sie fällt im Rest dieser Zeile oder Spalte weg.
about-locked-candidates-claiming = In einer Zeile oder Spalte liegen alle möglichen Plätze einer Ziffer in einem Block: Sie fällt im Rest dieses Blocks weg.
about-common-peer-elimination = Ein Kandidat, der einer Ziffer in einer Einheit alle Plätze nehmen würde, ist falsch – sei es durch seine eigene Ziffer in den Zellen, die er sieht (auch einen Springer- oder Königszug entfernt), oder durch eine Nachbarziffer über eine Regel (in einem Sudoku ohne aufeinanderfolgende Nachbarn nimmt eine 6 den Zellen neben ihr die 5 und die 7).
about-cage-interaction = Killer: Eine Ziffer, die jede Kombination eines Käfigs braucht und deren Plätze alle in einer Zeile, einer Spalte oder einem Block liegen, fällt im Rest dieser Einheit weg.
about-locked-triple = Drei Zellen im Schnitt eines Blocks mit einer Zeile oder Spalte enthalten nur drei Ziffern: Diese fallen im Rest beider Einheiten weg.
about-naked-pair = Zwei Zellen einer Einheit enthalten nur dieselben zwei Ziffern: Diese fallen in den anderen Zellen der Einheit weg.
about-hidden-pair = Zwei Ziffern passen in einer Einheit nur in dieselben zwei Zellen: Diese Zellen verlieren ihre anderen Kandidaten.
about-45-rule = Killer: Eine Zeile, Spalte oder ein Block ergibt 45 (eine Gruppe benachbarter Einheiten 45 pro Einheit); abzüglich der Käfige, die ganz darin liegen, bleibt die Summe der übrigen Zellen darin (Innies) oder die der Zellen kreuzender Käfige außerhalb (Outies).
about-cage-splitting = Killer: Kreuzt ein Käfig den Rand einer Zeile, Spalte, eines Blocks oder einer Gruppe benachbarter Einheiten, und füllen ganze Käfige den Rest davon, teilt sich der Käfig in zwei: Seine Zellen innen ergeben die Summe der Gruppe abzüglich dieser Käfige, seine Zellen außen den Rest seiner Summe.
about-naked-triple = Drei Zellen einer Einheit enthalten nur drei Ziffern: Diese fallen in den anderen Zellen der Einheit weg.
about-hidden-triple = Drei Ziffern passen in einer Einheit nur in dieselben drei Zellen: Diese Zellen verlieren ihre anderen Kandidaten.
about-naked-quad = Vier Zellen einer Einheit enthalten nur vier Ziffern: Diese fallen in den anderen Zellen der Einheit weg.
about-hidden-quad = Vier Ziffern passen in einer Einheit nur in dieselben vier Zellen: Diese Zellen verlieren ihre anderen Kandidaten.
about-x-wing = Eine Ziffer passt in zwei Zeilen jeweils nur an zwei Stellen, und zwar in denselben zwei Spalten: Sie fällt im Rest dieser Spalten weg (oder umgekehrt mit Zeilen und Spalten vertauscht).
about-swordfish = Ein { technique-x-wing } auf drei Linien: Die Plätze einer Ziffer in drei Zeilen liegen in drei Spalten, also fällt sie im Rest dieser Spalten weg.
about-jellyfish = Ein { technique-x-wing } auf vier Linien: Die Plätze einer Ziffer in vier Zeilen liegen in vier Spalten, also fällt sie im Rest dieser Spalten weg.
about-remote-pairs = Eine Kette von Zellen mit denselben zwei Ziffern, jede sieht die nächste: Eine Zelle, die zwei Enden mit ungleicher Parität sieht, enthält keine der beiden.
about-skyscraper = Zwei Zeilen enthalten eine Ziffer jeweils nur zweimal, mit je einem Ende in derselben Spalte: Eine Zelle, die beide anderen Enden sieht, verliert sie.
about-2-string-kite = Das Paar einer Ziffer in einer Zeile und ihr Paar in einer Spalte treffen sich in einem Block: Eine Zelle, die beide fernen Enden sieht, verliert sie.
about-turbot-fish = Zwei Platzpaare einer Ziffer, verbunden durch Zellen, die sich sehen: Eine Zelle, die beide losen Enden sieht, verliert sie.
about-empty-rectangle = Die Plätze einer Ziffer in einem Block bilden ein Kreuz; trifft ein Platzpaar dieser Ziffer auf das Kreuz, verliert eine Zelle sie.
about-xy-wing = Eine Angel XY sieht die Zellen XZ und YZ: Eine davon ist Z, also verliert eine Zelle, die beide sieht, das Z.
about-xyz-wing = Ein { technique-xy-wing }, dessen Angel auch Z enthält: Eine Zelle, die alle drei sieht, verliert das Z.
about-unique-rectangle = Vier Ecken in zwei Zeilen, zwei Spalten und zwei Blöcken, die nur dieselben zwei Ziffern enthalten, ließen zwei Lösungen zu: Die Ecke mit zusätzlichen Kandidaten braucht einen davon.
about-unique-rectangle-type-2 = Ein beinahe tödliches Rechteck, dessen Dach einen gemeinsamen zusätzlichen Kandidaten hat: Zellen, die beide Dachzellen sehen, verlieren ihn.
about-unique-rectangle-type-3 = Ein beinahe tödliches Rechteck, dessen zusätzliche Kandidaten im Dach mit anderen Zellen einer Einheit eine nackte Gruppe bilden.
about-unique-rectangle-type-4 = Ein beinahe tödliches Rechteck, in dessen Dach eine Ziffer des Paars stehen muss: Die andere fällt im Dach weg.
about-unique-rectangle-type-5 = Ein beinahe tödliches Rechteck, dessen Ecken mit zusätzlichen Kandidaten eine Ziffer gemeinsam haben: Zellen, die alle diese Ecken sehen, verlieren sie.
about-unique-rectangle-type-6 = Ein beinahe tödliches Rechteck, durch das ein { technique-x-wing } auf einer seiner Ziffern läuft: Diese Ziffer fällt in zwei Ecken weg.
about-hidden-rectangle = Ein Rechteck mit einer Ecke aus zwei Kandidaten und starken Verbindungen durch die gegenüberliegende Ecke: Eine Ziffer fällt in dieser Ecke weg.
about-avoidable-rectangle-type-1 = Drei Ecken hast du selbst gelöst, keine ist vorgegeben: Die vierte darf kein vertauschbares Muster vervollständigen.
about-avoidable-rectangle-type-2 = Zwei Ecken hast du selbst gelöst, und die beiden anderen haben einen gemeinsamen zusätzlichen Kandidaten: Zellen, die beide sehen, verlieren ihn.
about-simple-colouring = Färbe die Platzpaare einer Ziffer abwechselnd in zwei Farben: Eine Zelle, die beide Farben sieht, verliert die Ziffer.
about-w-wing = Zwei Zellen mit denselben zwei Ziffern, verbunden durch ein Platzpaar einer davon: Zellen, die beide sehen, verlieren die andere.
about-wxyz-wing = Vier Zellen mit vier Ziffern, von denen alle bis auf eine auf Zellen beschränkt sind, die sich sehen: Zellen, die jedes Vorkommen dieser einen sehen, verlieren sie.
about-vwxyz-wing = Fünf Zellen mit fünf Ziffern, von denen alle bis auf eine auf Zellen beschränkt sind, die sich sehen: Zellen, die jedes Vorkommen dieser einen sehen, verlieren sie.
about-unique-loop = Sechs oder mehr Zellen in einer Schleife, zwei in jeder berührten Einheit, die nur dieselben zwei Ziffern enthalten, ließen zwei Lösungen zu: Die Zellen mit zusätzlichen Kandidaten behalten einen davon.
about-finned-fish = Ein Fisch mit zusätzlichen Plätzen (der Flosse) in einem Block: Zellen, die die Flosse und den Fisch sehen, verlieren die Ziffer.
about-sue-de-coq = Zellen im Schnitt eines Blocks mit einer Zeile oder Spalte teilen ihre Ziffern mit Gruppen in der Linie und im Block: Diese Ziffern fallen im Rest weg.
about-multi-colouring = Zwei Farbcluster einer Ziffer: Sehen sich Farben der beiden, verlieren Zellen, die beide Gegenfarben sehen, die Ziffer.
about-x-cycle = Eine Schleife aus Plätzen einer Ziffer, deren Verbindungen abwechselnd stark und schwach sind: Jede schwache Verbindung entfernt die Ziffer aus Zellen, die beide Enden sehen.
about-x-chain = Eine Kette aus Plätzen einer Ziffer, deren Verbindungen abwechselnd stark und schwach sind: Eine Zelle, die beide Enden sieht, verliert sie.
about-xy-chain = Eine Kette aus Zellen mit zwei Kandidaten, jede teilt eine Ziffer mit der nächsten: Eine Zelle, die beide Enden sieht, verliert die Endziffer.
about-bug-plus-1 = Jede leere Zelle bis auf eine hat zwei Kandidaten: Diese Zelle bekommt die Ziffer, die zwei Lösungen verhindert.
about-alternating-inference-chain = Eine Kette aus Zellen mit zwei Kandidaten und Platzpaaren, deren Verbindungen abwechselnd stark und schwach sind: Ein Ende ist wahr, also fällt weg, was beide sieht; zu einer Schleife geschlossen auch entlang jeder schwachen Verbindung.
about-grouped-x-chain = Eine { technique-x-chain }, deren Verbindungen auch über eine Gruppe von Plätzen in einem Block und einer Linie laufen dürfen.
about-grouped-aic = Eine alternierende Inferenzkette, deren Verbindungen auch über Gruppen von Plätzen laufen dürfen.
about-death-blossom = Jeder Kandidat einer Stammzelle führt zu einer Gruppe, die eine gemeinsame Ziffer enthält: Zellen, die alle ihre Vorkommen sehen, verlieren sie.
about-als-chain = Eine Kette durch fast gesperrte Mengen (N Zellen, N+1 Ziffern): Zellen, die beide Enden sehen, verlieren die Ziffer.
about-franken-fish = Ein Fisch, dessen Basis- oder Deckmengen neben Linien auch Blöcke enthalten: Die übrigen Plätze der Deckeinheiten verlieren die Ziffer.
about-mutant-fish = Ein Fisch, der auf beiden Seiten Zeilen, Spalten und Blöcke frei mischt: Die übrigen Plätze der Deckeinheiten verlieren die Ziffer.
about-kraken-fish = Ein Fisch mit Flossen, die überall liegen dürfen: Ein Deckplatz außerhalb der Basis, den jede Flosse über eine Kette entfernt, fällt weg – ob nun der Fisch gilt oder eine Flosse.
about-pattern-overlay = Eine Ziffer steht in jeder Zeile, jeder Spalte und jedem Block genau einmal: Ein Kandidat, der in kein solches Muster aus den Plätzen der Ziffer passt, fällt weg.
about-combined-pattern-overlay = Muster einer Ziffer, die keinen Platz für ein Muster einer anderen lassen, werden zuerst gestrichen: Ein Kandidat, der in keinem verbliebenen Muster liegt, fällt weg.
about-triple-pattern-overlay = Muster einer Ziffer, die keinen Platz für Muster zweier anderer Ziffern zusammen lassen (keine Zelle von allen dreien geteilt), werden ebenfalls gestrichen: Ein Kandidat, der in keinem verbliebenen Muster liegt, fällt weg.
about-quadruple-pattern-overlay = Muster einer Ziffer, die keinen Platz für Muster dreier anderer Ziffern zusammen lassen (keine Zelle von allen vieren geteilt), werden ebenfalls gestrichen: Ein Kandidat, der in keinem verbliebenen Muster liegt, fällt weg.
about-forcing-chain = Nimm einen Kandidaten an und folge den Einern, bis eine Regel bricht (dann ist er falsch) oder bis alle Möglichkeiten übereinstimmen.
about-pair = Zwei gleiche Ziffern nebeneinander: Beide Enden bekommen die andere Ziffer.
about-sandwich = Zwei gleiche Ziffern mit einer leeren Zelle dazwischen: Die Mitte bekommt die andere Ziffer.
about-last-cell = In einer Reihe ist nur noch eine Zelle frei: Sie bekommt die Ziffer, die der Reihe noch fehlt.
about-balance-completion = Eine Reihe ist schon zur Hälfte mit einer Ziffer gefüllt: Ihre leeren Zellen bekommen die andere.
about-sign-rule = Tango: Eine Zelle gegenüber einer gefüllten Zelle über ein = enthält dasselbe Symbol, über ein × das andere.
about-duplicate-guard = Einer Reihe fehlen noch zwei Zellen zu einer anderswo schon fertigen Reihe: Ihre letzten zwei Zellen bekommen die umgekehrte Reihenfolge.
about-last-of-a-kind = Einer Reihe fehlt noch eine Ziffer einer Sorte: Zellen, in denen sie drei gleiche in Folge erzwingen würde, bekommen die andere Ziffer.
about-sign-pair = Tango: Zwei leere Zellen, die durch = verbunden sind und neben einer Sonne liegen, können nicht beide Sonnen sein (drei in Folge), also sind beide Monde; bei Monden ebenso.
about-sign-balance = Tango: Jedes × zwischen zwei leeren Zellen verbindet eine Sonne und einen Mond; belegen diese Paare alle Sonnen, die eine Reihe noch braucht, sind ihre übrigen leeren Zellen Monde. Fehlt nur noch eine Sonne, muss ein =-Paar leerer Zellen aus Monden bestehen.
about-line-elimination = Probiere jede Möglichkeit aus, eine Reihe zu füllen: Eine Zelle, die in allen gleich ist, bekommt diese Ziffer.
about-duplicate-line-elimination = Fülle eine Reihe auf jede Weise, die keine fertige Reihe kopiert: Eine Zelle, die in allen gleich ist, bekommt diese Ziffer.
about-contradiction = Nimm eine Ziffer an und folge den Regeln: Bricht eine Reihe, bekommt die Zelle die andere Ziffer.
about-deeper-lookahead = Nimm eine Ziffer an und schaue zwei Schritte voraus, oder stelle fest, dass beide Möglichkeiten bei einer Zelle übereinstimmen.
