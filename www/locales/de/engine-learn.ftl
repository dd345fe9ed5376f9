# The engine's words (engine-learn.ftl, src/text): the technique library (Learn): each technique's description, practice verdicts, and the mistakes a hint finds.
# The same messages as www/locales/en/engine-learn.ftl, in this language.

## Übungsurteile (src/learn.rs: check, check_all)

verdict-right = Richtig! { $line }
verdict-nothing-place = Noch nichts eingetragen: Suche nach „{ $technique }“ und trage dann ein, was sich daraus ergibt.
verdict-nothing-notes = Noch nichts markiert: Suche nach „{ $technique }“ und trage dann die Ziffer ein, die sich ergibt, oder entferne die Notizen, die es ausschließt.
# Same as English
verdict-missed-place = { $digit } in { $cell }
verdict-missed-remove = { $digit } aus { $cell }
verdict-partly = Teilweise richtig: { $done } von { $total } gefunden. Übersehen: { $missed }.
verdict-wrong-entry = Falsch: { $why }.
verdict-not-placed = Falsch: „{ $technique }“ setzt keine { $digit } in { $cell }.
verdict-not-removed = Falsch: „{ $technique }“ schließt die { $digit } in { $cell } nicht aus.
verdict-not-removed-on = Falsch: „{ $technique }“ schließt die { $digit } in { $cell } nicht aus; es geht um { $units }.
verdict-needed = { $verdict } Die { $digit } ist die Ziffer, die { $cell } braucht: Ohne sie hat das Rätsel keine Lösung.

## „Alle finden“

# Same as English
verdict-steps-sep = { "; " }
verdict-all-right = { $count ->
    [one] Richtig! Gefunden: { $steps }.
   *[other] Richtig! Alle { $count } gefunden: { $steps }.
}
verdict-all-nothing = { $count ->
    [one] Noch nichts markiert: Hier gibt es eine Stelle für „{ $technique }“. Finde sie, entferne die Notizen, die sie ausschließt (oder trage ein, was sie setzt), und drücke dann „Prüfen“.
   *[other] Noch nichts markiert: Hier gibt es { $count } Stellen für „{ $technique }“. Finde sie alle, entferne die Notizen, die sie ausschließen (oder trage ein, was sie setzen), und drücke dann „Prüfen“.
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
