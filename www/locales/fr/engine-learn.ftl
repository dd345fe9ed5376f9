# The engine's words (engine-learn.ftl, src/text): the technique library (Learn): each technique's description, practice verdicts, and the mistakes a hint finds.
# The same messages as www/locales/en/engine-learn.ftl, in this language.

## Verdicts de l'entraînement (src/learn.rs : check, check_all)

verdict-right = Bravo ! { $line }
verdict-nothing-place = Rien de saisi pour l'instant : trouvez la technique « { $technique } », puis saisissez ce qu'elle place.
verdict-nothing-notes = Rien de marqué pour l'instant : trouvez la technique « { $technique } », puis saisissez le chiffre qu'elle place ou retirez les notes qu'elle élimine.
verdict-missed-place = { $digit } en { $cell }
verdict-missed-remove = { $digit } de { $cell }
verdict-partly = En partie juste : { $done } sur { $total } trouvés. Manquants : { $missed }.
verdict-wrong-entry = Faux : { $why }.
verdict-not-placed = Faux : la technique « { $technique } » ne place pas de { $digit } en { $cell }.
verdict-not-removed = Faux : la technique « { $technique } » n'élimine pas le { $digit } de { $cell }.
verdict-not-removed-on = Faux : la technique « { $technique } » n'élimine pas le { $digit } de { $cell } ; elle porte sur { $units }.
verdict-needed = { $verdict } Le { $digit } est le chiffre qu'il faut en { $cell } : sans lui, la grille n'a pas de solution.

## « Tout trouver »

verdict-steps-sep = { " ; " }
verdict-all-right = { $count ->
    [one] Bravo ! Trouvé : { $steps }.
   *[other] Bravo ! Les { $count } sont trouvés : { $steps }.
}
verdict-all-nothing = { $count ->
    [one] Rien de marqué pour l'instant : il y en a un ici. Trouvez la technique « { $technique } », retirez les notes qu'elle élimine (ou saisissez ce qu'elle place), puis appuyez sur Vérifier.
   *[other] Rien de marqué pour l'instant : il y en a { $count } ici. Trouvez chaque application de la technique « { $technique } », retirez les notes qu'elles éliminent (ou saisissez ce qu'elles placent), puis appuyez sur Vérifier.
}
verdict-all-partly = { $found } sur { $count } trouvés. Manquants : { $steps }.
verdict-all-not-removed = Faux : aucune application de la technique « { $technique } » n'élimine ici le { $digit } de { $cell }.

## Aucune position d'entraînement trouvée (src/wasm/teach.rs)

practice-too-rare = { $tried ->
    [one] La technique « { $technique } » est trop rare : aucune position trouvée dans { $tried } grille
   *[other] La technique « { $technique } » est trop rare : aucune position trouvée dans { $tried } grilles
}
practice-too-rare-in-time = { $tried ->
    [one] La technique « { $technique } » est trop rare : aucune position trouvée dans { $tried } grille dans le temps imparti
   *[other] La technique « { $technique } » est trop rare : aucune position trouvée dans { $tried } grilles dans le temps imparti
}
