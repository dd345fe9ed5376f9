# The engine's words (engine-cli.ftl, src/text): what the `deduce` command-line tool says itself (src/bin/deduce): its usage and its refusals of bad arguments.
# The same messages as www/locales/en/engine-cli.ftl, in this language.

cli-usage = utilisation :
    { $commands }
    niveaux : easy, medium, hard, expert, master ; symétries (Sudoku, X-Sudoku, Jigsaw) : none, rot180, rot90, mirror-h, mirror-v, diagonal
    règles (--kind sudoku) : diagonals, windoku, antiknight, antiking, nonconsecutive, evenodd, thermo, arrow, kropki,
    { "  " }kropki-all, xv, xv-all, whisper, renban, séparées par des virgules (celles qui ont des exemples en tailles 4, 6 et 9) ;
    { "  " }chaque commande lit les grilles avec celles-ci et avec even, odd, thermo, arrow, white, black, kropki-all, x, v, xv-all,
    { "  " }whisper, renban (identifiants de partie : sudoku:RxC:<cells>:<rule>;<rule>, p. ex. thermo=r1c1-r2c2-r3c3;arrow=r5c5>r4c4-r3c3)
    --lang en|de|fr|es|nl|ja : les mots du moteur dans cette langue
    --jobs N : fils d'exécution (par défaut : le nombre de cœurs) ; sortie dans l'ordre de l'entrée, la même qu'avec --jobs 1
    count, solve, validate, grade : une ligne de sortie par ligne d'entrée (une réponse, `error: line N: …`, une ligne vide, un commentaire)
    code de sortie : 0 tout est répondu, 1 une ligne ou une grille n'a pas pu l'être, 2 la commande n'a pas pu s'exécuter

cli-unknown-command = commande inconnue '{ $command }'
cli-unknown-option = option inconnue --{ $option }
cli-unexpected-argument = { $most ->
    [0] argument inattendu { $argument } (cette commande n'en prend aucun)
    [1] argument inattendu { $argument } (cette commande en prend un)
   *[other] argument inattendu { $argument } (cette commande en prend { $most })
}
cli-needs-value = --{ $option } attend une valeur
cli-not-a-number = --{ $option } : '{ $value }' n'est pas un nombre valide
cli-not-utf8 = l'argument { $argument } n'est pas en UTF-8
cli-unknown-language = --lang prend l'un de { $languages } (reçu '{ $code }')
cli-jobs-zero = --jobs : le nombre de fils d'exécution doit être au moins 1
cli-limit-zero = --limit : compter les solutions jusqu'à N, au moins 1
cli-expected-game-id = identifiant de partie attendu
cli-expected-side = côté attendu
cli-all-is-for-steps = --all est pour steps (chaque étape de la position)
cli-unknown-kind = type de grille inconnu '{ $kind }'
cli-unknown-level = niveau inconnu '{ $level }'
cli-solved-is-for-binary = --solved est pour les grilles binaires
cli-solved-takes-no = --solved produit une grille pleine : il ne prend pas --{ $option }
cli-rules-is-for-sudoku = --rules est pour --kind sudoku
cli-prove-not-for-binary = --prove est pour le Sudoku, le X-Sudoku et le Jigsaw : les grilles binaires et Tango n'ont pas besoin de preuve SAT, et ne sont irréductibles qu'au niveau master (en dessous, elles peuvent garder des indices superflus, à dessein)
cli-prove-not-built = --prove n'existe pas encore pour { $kind }

cli-missed-level = grille de graine { $seed } : { $asked } demandé ; aucune n'est sortie des essais du générateur, cette grille est donc { $level }

cli-booklet-is-for = --{ $option } est pour --booklet
cli-paper = --paper prend a4 ou letter (reçu '{ $value }')
cli-per-page = --per-page prend 1, 2, 4 ou 6 (reçu { $value })
cli-expected-booklet-file = fichier FILE.html du livret attendu
cli-cannot-read-puzzles = impossible de lire les grilles : { $reason }
cli-cannot-write = impossible d'écrire { $file } : { $reason }
cli-no-puzzles = aucune grille à imprimer
cli-booklet-heading = { $count ->
    [one] Deduce : 1 grille
   *[other] Deduce : { $count } grilles
}
cli-booklet-written = { $count ->
    [one] { $file } : un livret de 1 grille
   *[other] { $file } : un livret de { $count } grilles
}

## Booklet
booklet-kind = { $kind ->
    [sudoku] Sudoku
    [sudoku-x] Sudoku X
    [jigsaw] Jigsaw
    [killer] Killer sudoku
    [binary] Takuzu
   *[tango] Tango
}
booklet-level = { $level ->
    [easy] Facile
    [medium] Moyen
    [hard] Difficile
    [expert] Expert
   *[master] Maître
}
booklet-page = Deduce · { $heading } · page { $page } sur { $pages }
# Same as English
booklet-solution = Solution { $number }
booklet-title = Livret Deduce : { $heading }
booklet-no-solution = la grille { $number } n’a pas de solution unique à imprimer
