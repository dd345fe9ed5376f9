# The engine's words (engine-learn.ftl, src/text): the technique library (Learn): each technique's description, practice verdicts, and the mistakes a hint finds.
# The same messages as www/locales/en/engine-learn.ftl, in this language.

## Oordelen bij het oefenen (src/learn.rs: check, check_all)

verdict-right = Goed! { $line }
verdict-nothing-place = Nog niets ingevuld: zoek de techniek ‘{ $technique }’ en vul dan in wat die plaatst.
verdict-nothing-notes = Nog niets gemarkeerd: zoek de techniek ‘{ $technique }’ en vul dan het cijfer in dat die plaatst, of haal de notities weg die die uitsluit.
# Same as English
verdict-missed-place = { $digit } in { $cell }
verdict-missed-remove = { $digit } uit { $cell }
verdict-partly = Deels goed: { $done } van de { $total } gevonden. Gemist: { $missed }.
verdict-wrong-entry = Fout: { $why }.
verdict-not-placed = Fout: de techniek ‘{ $technique }’ plaatst geen { $digit } in { $cell }.
verdict-not-removed = Fout: de techniek ‘{ $technique }’ sluit de { $digit } in { $cell } niet uit.
verdict-not-removed-on = Fout: de techniek ‘{ $technique }’ sluit de { $digit } in { $cell } niet uit; die werkt op { $units }.
verdict-needed = { $verdict } De { $digit } is het cijfer dat { $cell } nodig heeft: zonder die heeft de puzzel geen oplossing.

## ‘Vind ze allemaal’

# Same as English
verdict-steps-sep = { "; " }
verdict-all-right = { $count ->
    [one] Goed! Gevonden: { $steps }.
   *[other] Goed! Alle { $count } gevonden: { $steps }.
}
verdict-all-nothing = { $count ->
    [one] Nog niets gemarkeerd: er is er hier één. Zoek de techniek ‘{ $technique }’, haal de notities weg die die uitsluit (of vul in wat die plaatst) en druk dan op Controleren.
   *[other] Nog niets gemarkeerd: er zijn er hier { $count }. Zoek elke keer dat de techniek ‘{ $technique }’ werkt, haal de notities weg die ze uitsluiten (of vul in wat ze plaatsen) en druk dan op Controleren.
}
verdict-all-partly = { $found } van de { $count } gevonden. Gemist: { $steps }.
verdict-all-not-removed = Fout: de techniek ‘{ $technique }’ sluit hier nergens de { $digit } in { $cell } uit.

## Geen oefenstand gevonden (src/wasm/teach.rs)

practice-too-rare = { $tried ->
    [one] De techniek ‘{ $technique }’ is te zeldzaam: geen stand gevonden in { $tried } puzzel
   *[other] De techniek ‘{ $technique }’ is te zeldzaam: geen stand gevonden in { $tried } puzzels
}
practice-too-rare-in-time = { $tried ->
    [one] De techniek ‘{ $technique }’ is te zeldzaam: binnen de beschikbare tijd geen stand gevonden in { $tried } puzzel
   *[other] De techniek ‘{ $technique }’ is te zeldzaam: binnen de beschikbare tijd geen stand gevonden in { $tried } puzzels
}
