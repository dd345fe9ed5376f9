# The engine’s words (engine-errors.ftl, src/text): the engine’s errors: what a puzzle, a game ID, a rule, a pasted grid or a save does wrong (src/core/error.rs, src/rules/grammar.rs, src/format, src/paste, src/rules checks) and the game’s own refusals.
# The same messages as www/locales/en/engine-errors.ftl, in this language.

## Ce qu’une description a de faux

error-cells = { $count ->
    [one] 1 case
   *[other] { $count } cases
}
error-empty = description de grille vide
error-too-long = description de grille trop longue ({ $len } caractères ; au plus { $max })
error-unknown-kind = type de grille inconnu '{ $kind }' (attendu : sudoku, sudoku-x, jigsaw, killer, binary ou tango)
error-bad-parameters = paramètres invalides '{ $params }' : { $reason }
error-bad-layout = { $what ->
    [rules] règles invalides : { $reason }
    [regions] régions invalides : { $reason }
    [cages] cages invalides : { $reason }
    [sums] sommes invalides : { $reason }
    [signs] signes invalides : { $reason }
   *[other] invalide ({ $what }) : { $reason }
}
error-wrong-length = longueur incorrecte : { $expected } cases attendues, { $found } trouvées
error-bad-character = caractère invalide { $char } en { $cell }
error-givens-break-rule = les chiffres donnés enfreignent une règle : { $rule } ({ $cells })
error-solved = la grille est résolue
error-no-solution = la grille n’a pas de solution
error-several-solutions = la grille a plus d’une solution
error-grid-cells = { $expected } cases attendues, { $found } reçues

## ID de partie : formes, régions Jigsaw, cages Killer

error-expected-form = attendu : '{ $form }'
error-shape-expected = forme de bloc RxC attendue, par exemple 3x3
error-shape-small = les côtés d’un bloc doivent être de petits nombres
error-shape-thin = les blocs de { $shape } ne sont pas pris en charge : un bloc a au moins 2 lignes et 2 colonnes (2x2, 2x3, 3x3, …)
error-shape-side = le côté { $side } n’est pas pris en charge (les blocs doivent donner un côté de 4 à { $max })
error-rule-repeated = le { $digit } apparaît { $count } fois ({ $unit })
error-jigsaw-side = le côté d’un Jigsaw est un nombre de { $min } à { $max }
error-region-labels = { $expected } étiquettes de région attendues (une par case), { $found } trouvées
error-region-label = '{ $label }' en { $cell } n’est pas une étiquette de région (1-9, A-Z)
error-regions-too-many = plus de { $count } régions (l’étiquette '{ $label }' en { $cell } est la région { $region })
error-region-size = la région '{ $label }' (depuis { $cell }) a { $cells }, pas { $count }
error-region-apart = la région '{ $label }' n’est pas d’un seul tenant : { $cell } est coupée de { $first }
error-regions-too-few = { $found } régions au lieu de { $count }
error-region-cells = { $found } cases de région pour une grille { $side }×{ $side }
error-region-range = région { $region } hors limites
error-region-count = { $found ->
    [one] la région { $region } a 1 case, pas { $count }
   *[other] la région { $region } a { $found } cases, pas { $count }
}
error-killer-side = le côté d’un Killer va de 4 à { $max } : blocs 2x2 jusqu’à 3x4, 4x3, 2x6 ou 6x2
error-cage-labels = { $expected } étiquettes de cage attendues (une par case), { $found } trouvées
error-cage-label = '{ $label }' en { $cell } n’est pas une étiquette de cage (a-z, A-Z, 0-9)
error-cage-sums = { $cages } cages mais { $sums } sommes (une par cage, dans l’ordre de la première case de chaque cage)
error-cage-size = la cage '{ $label }' (depuis { $first }) a { $cells }, plus de { $count }
error-cage-apart = la cage '{ $label }' n’est pas d’un seul tenant : { $cell } est coupée de { $first }
error-cage-sum-number = la somme '{ $sum }' de la cage '{ $label }' ({ $first }) n’est pas un nombre
error-cage-sum-positive = la somme { $sum } de la cage '{ $label }' ({ $first }, { $cells }) n’est pas positive : les chiffres d’une cage totalisent au moins 1
error-cage-sum-range = { $count ->
    [one] la cage '{ $label }' ({ $first }, { $cells }) ne peut pas totaliser { $sum } : 1 chiffre donne de { $lo } à { $hi }
   *[other] la cage '{ $label }' ({ $first }, { $cells }) ne peut pas totaliser { $sum } : { $count } chiffres distincts donnent de { $lo } à { $hi }
}

## Takuzu et Tango

error-binary-side-expected = côté pair attendu, par exemple 10
error-binary-square = une ligne seule demande un nombre carré de cases (36, 64, 100, …) ; trouvé : { $found }
error-binary-odd = le côté { $side } est impair ; un Takuzu demande un côté pair
error-binary-side = le côté { $side } n’est pas pris en charge (2 à { $max })
error-binary-open = le côté { $side } n’est pris en charge que presque rempli : au-delà de { $open }×{ $open }, une grille peut avoir au plus { $most } cases vides ; celle-ci en a { $empty }
error-tango-signs = un Tango { $side }×{ $side } demande { $expected } signes ({ $half } entre voisins horizontaux, puis { $half } entre voisins verticaux ; '.' pour aucun), trouvé : { $found }
error-tango-sign = le signe { $sign } { $edge } n’est ni '.', ni '=', ni 'x'
error-edge = entre { $a } et { $b }
error-rule-sign-equal = signes : le = { $edge } exige le même symbole dans les deux cases
error-rule-sign-differ = signes : le × { $edge } exige des symboles différents dans les deux cases
error-rule-balance = équilibre : { $count } fois le { $digit } ({ $line }) ; une ligne en a { $half } de chaque
error-rule-triple = pas de triplets : { $count } fois le { $digit } d’affilée ({ $line })
error-rule-distinct = lignes distinctes : identiques ({ $lines })
error-signs-loop = le { $sign } { $edge } ferme une boucle de signes avec un nombre impair de × : ils obligent { $cell } à différer d’elle-même
error-signs-triple = les signes imposent le même symbole à { $cells } : trois d’affilée
error-signs-balance = les signes imposent le même symbole à { $cells } : plus de { $half } ({ $line })
error-signs-line = les signes ({ $line }) ne permettent aucun remplissage avec { $half } de chaque symbole et sans trois d’affilée

## Texte collé

error-not-a-puzzle = pas une grille : { $why }
error-paste-count = { $expected } cases attendues, { $found } trouvées
error-paste-link = le lien { $link } ne contient ni ID de partie (sudoku:… ou binary:…) ni ligne de grille (?bd=…)
error-paste-symbol = { $char } n’est ni un symbole, ni un cadre, ni une case vide d’une grille, dans { $text } ; collez un ID de partie, un lien, une ligne de grille ou une grille
error-paste-no-digits = ni chiffres ni points dans { $text } ; collez un ID de partie, un lien, une ligne de grille ou une grille
error-paste-few = { $count ->
    [one] 1 case, c’est bien moins que la plus petite grille (16)
   *[other] { $count } cases, c’est bien moins que la plus petite grille (16)
}
error-paste-row = { $expected } cases attendues, { $found } trouvées : la ligne { $row } en a { $count }
error-paste-bad-symbol = { $kind ->
    [binary] '{ $char }' en ligne { $row }, colonne { $at } n’est pas un symbole d’un Takuzu { $side }×{ $side }
   *[sudoku] '{ $char }' en ligne { $row }, colonne { $at } n’est pas un symbole d’un sudoku { $side }×{ $side }
}
error-paste-bad-token = { $kind ->
    [binary] '{ $char }' en ligne { $row }, élément { $at } n’est pas un symbole d’un Takuzu { $side }×{ $side }
   *[sudoku] '{ $char }' en ligne { $row }, élément { $at } n’est pas un symbole d’un sudoku { $side }×{ $side }
}
error-paste-no-candidate = { $cell } n’a aucun candidat : chaque symbole est déjà dans sa ligne, sa colonne ou son bloc
error-paste-notes-placed = { $cell } n’a aucun candidat : ses candidats { $digits } sont tous déjà dans sa ligne, sa colonne ou son bloc
error-paste-empty-unsolvable = la position n’a pas de solution : aucun remplissage de la grille vide ne respecte toutes les règles
error-paste-unsolvable = la position n’a pas de solution : ses cases remplies ne peuvent pas être toutes justes
error-paste-notes-wrong = la position n’a pas de solution : les candidats { $digits } de { $cell } omettent le { $digit }, la seule valeur que ses cases remplies y permettent

## La partie refuse un coup ou un chargement

error-given = { $cell } est un chiffre donné et ne peut pas être modifiée
error-nothing-to-undo = rien à annuler
error-nothing-to-redo = rien à rétablir
error-no-cell = pas de case { $cell } dans une grille de { $count } cases
error-symbol-range = le symbole { $symbol } est hors limites (1 à { $max })
error-colour-range = la couleur { $colour } est hors limites (1 à { $max })
error-reveal = la grille n’a pas de solution unique à révéler
error-save-damaged = la partie enregistrée est endommagée : { $why }
error-save-newer = la partie enregistrée vient d’une version plus récente de Deduce (format { $version } ; celle-ci lit jusqu’au { $max })
error-save-too-large = trop volumineuse
error-save-empty = vide
error-save-not-deduce = pas une partie enregistrée de Deduce
error-save-no-id = pas d’ID de partie
error-save-change = modification invalide
error-save-cell-state = état de case invalide
error-save-symbol = symbole invalide
error-save-marks = notes invalides
error-save-symbol-range = symbole hors limites
error-save-cell = case invalide
error-save-cell-range = case hors limites
error-save-history = l’historique ne correspond pas à la grille
error-save-redo = l’historique à rétablir ne correspond pas à la grille

## Ce que la page demande et que le moteur refuse

error-cages-sudoku = seul un sudoku a des cages
error-no-cage = la case { $cell } n’est dans aucune cage
error-no-such-change = modification inconnue : { $change }
error-moves = les coups doivent être des paires case et symbole, avec des symboles dans les limites
error-unknown-puzzle-kind = type de grille inconnu '{ $kind }'
error-unknown-level = niveau inconnu '{ $level }'
error-unknown-technique = technique inconnue '{ $technique }'
error-rules-sudoku = les règles sont pour le sudoku
error-steps-mistake = la grille contient une erreur : Indice ou Vérifier la trouve, et les étapes ici reposent sur une position juste
error-no-step-here = aucune étape trouvée dans cette position
error-needs-rules = ces techniques relèvent de règles différentes : aucune grille ne les demande toutes

## Les règles d’un ID de partie

error-rule-empty = une règle vide (deux ';' à la suite, ou un à la fin)
error-rule-unknown = règle inconnue '{ $rule }' (connues : { $known })
error-rule-named = la règle '{ $rule }' { $reason }
error-rule-shape = est pour les grilles { $side }×{ $side } à blocs { $rows }×{ $cols }
error-rule-no-value = ne prend pas de valeur
error-rule-needs-cells = demande ses cases ('=' et des noms de case comme r1c1)
error-rule-short-path = demande un chemin de deux cases ou plus
error-rule-arrow-form = demande un cercle, '>' et un chemin (r5c5>r4c4-r3c3)
error-rule-arrow-circle = demande une seule case de cercle avant '>'
error-rule-twice = nomme { $cell } deux fois
error-rule-cage-big = a plus de { $count } cases
error-rule-cage-apart = a { $cell } à l’écart de { $first } : les cases d’une cage se touchent par leurs côtés
error-rule-cage-total = { $reason } ({ $count } chiffres différents totalisent de { $lo } à { $hi })
error-rule-diagonal-form = demande sa première case, une direction et un total (r1c2+dr/23)
error-rule-diagonal-direction = demande sa première case, '+' et une direction : dr, dl, ur ou ul (r1c2+dr/23)
error-rule-diagonal-total = { $reason } ({ $count } chiffres totalisent de { $count } à { $most })
error-rule-diagonal-neighbour = demande une case et sa voisine en diagonale, dans le sens de sa flèche
error-rule-diagonal-edge = demande sa première case au bord de la grille, là où l’indice se trouve à l’extérieur
error-rule-line-form = demande une ligne ou une colonne, '/' et un total (r3/15)
error-rule-line = demande une ligne ou une colonne comme r3 ou c7, pas '{ $text }'
error-rule-line-total = { $reason } (les chiffres entre 1 et { $side } totalisent de 0 à { $most })
error-rule-pair = relie deux cases qui partagent un côté, pas '{ $text }'
error-rule-heading = a la direction '{ $text }' là où il faut dr, dl, ur ou ul
error-rule-crosses = demande une case dont la diagonale dans cette direction traverse la grille
error-rule-cell = a '{ $text }' là où il faut une case comme r1c1 (lignes et colonnes 1 à { $side })
error-rule-total = a le total '{ $text }' là où il faut un nombre de { $lo } à { $hi }
error-rule-touch = a un chemin dont les cases { $a } et { $b } ne se touchent pas
error-rule-two-marks = { $kind ->
    [dots] { $a } et { $b } portent deux points
   *[xv] { $a } et { $b } portent deux marques (X et V)
}
error-rule-two-cages = { $cell } est dans deux cages

## Règles de variante enfreintes

error-rule-pair-same = le { $digit } est en { $a } et en { $b }, { $rule }
error-rule-relation = { $a } et { $b } contiennent { $da } et { $db } : { $rule }
error-rule-sum = { $cells } ne donnent pas le total : { $rule }
error-rule-sandwich = de { $a } à { $b }, le total n’est pas { $total } : { $rule }
error-rule-digit = { $cell } contient { $digit } : { $rule }
error-rule-digit-forbidden = { $cell } contient { $digit } : sa règle l’interdit

## L’entrée de la ligne de commande

error-directory = { $path } : est un dossier, pas un fichier de grilles
error-standard-input = entrée standard
error-not-utf8 = ligne { $line } : pas de l’UTF-8 (octet { $byte })

## Pourquoi pas d’indice, pas d’étapes, pas de note

error-all-steps-sudoku = toutes les étapes d’un coup (--all), c’est pour le sudoku ; les Takuzu et le Tango listent leur chemin de résolution
error-step-contradicts = l’étape « { $step } » contredit la solution
error-notes-leave-out = les candidats de { $cell } omettent le { $digit }, la valeur qu’exige la solution
error-rating-plain = la note de Sudoku Explainer est pour le sudoku 9×9 classique
error-stuck = aucune étape logique trouvée (les candidats contredisent la grille)
error-no-logical-step = aucune étape logique trouvée
error-no-step = aucune étape trouvée
error-practice-other = la partie n’est pas la grille de la position d’entraînement
error-practice-wrong = la position d’entraînement contient une entrée fausse

## Cages Killer enfreintes et totaux de cages impossibles

error-cages-inside = { $place ->
    [grid] les cages de la grille totalisent { $known }, mais ses chiffres totalisent { $total }
   *[unit] les cages ({ $unit }) totalisent { $known }, mais les chiffres de cette unité totalisent { $total }
}
error-cages-inside-range = { $place ->
    [grid] les cages de la grille totalisent { $known } (avec ses autres cases, de { $lo } à { $hi }), mais les chiffres de cette unité totalisent { $total }
   *[unit] les cages ({ $unit }) totalisent { $known } (avec ses autres cases, de { $lo } à { $hi }), mais les chiffres de cette unité totalisent { $total }
}

## Ce que le générateur refuse (--needs, --rules)

error-needs-unknown = technique inconnue '{ $technique }' pour { $kind } : l’une de { $ids }
error-needs-level = { $technique } est une technique de niveau { $level } : les grilles de niveau { $asked } n’en ont jamais besoin (demandez --level { $level } ou plus)
error-needs-none = --needs ne nomme aucune technique
error-needs-not-found = aucune grille en { $tries } essais n’a utilisé { $techniques }
error-needs-not-found-level = aucune grille en { $tries } essais n’a utilisé { $techniques } au niveau { $level }
error-family-unknown = famille de règles inconnue '{ $family }' (utilisez l’une de { $names })
error-family-twice = la famille de règles '{ $family }' est nommée deux fois
error-family-both = nommez '{ $one }' ou '{ $other }', pas les deux

## Ce que le générateur refuse

error-generate-sudoku-size = taille de sudoku non prise en charge : { $size } (utilisez 4, 6, 9, 12, 16 ou 25)
error-generate-killer-size = taille de Killer non prise en charge : { $size } (utilisez 4, 6, 9 ou 12)
error-generate-jigsaw-size = taille de Jigsaw non prise en charge : { $size } (utilisez { $min } à { $max })
error-generate-binary-size = taille de Takuzu non prise en charge : { $size } (utilisez une taille paire de 4 à { $max })
error-generate-tango-size = taille de Tango non prise en charge : { $size } (utilisez une taille paire de 4 à { $max })
error-generate-solved-size = taille { $size } non prise en charge pour une grille binaire résolue (utilisez une taille paire de 2 à { $max })
error-generate-no-symmetry = { $kind ->
    [tango] les Tango n’ont pas d’option de symétrie (reçu : '{ $symmetry }')
   *[binary] les Takuzu n’ont pas d’option de symétrie (reçu : '{ $symmetry }')
}
error-generate-killer-symmetry = les Killer n’ont pas d’option de symétrie (reçu : '{ $symmetry }') : leurs indices sont des cages et des sommes, pas des chiffres donnés symétriques
error-generate-symmetry = symétrie inconnue '{ $symmetry }' (utilisez l’une de { $names })
error-generate-rot90 = rot90 demande un côté d’au moins 4
error-generate-rule-size = la règle '{ $rule }' n’est pas pour la taille { $size }
error-generate-rules-size = Les sudokus avec des instances de règles se génèrent en 4×4, 6×6 et 9×9, pas en { $size }×{ $size }
error-generate-no-grid = aucun sudoku { $size }×{ $size } ne respecte { $rules } : il n’y a pas de grille d’où tirer une partie
error-generate-prove = --prove demande une compilation native avec la fonctionnalité cargo `prove`
error-generate-prove-rules = --prove n’existe pas pour les règles à instances : leurs grilles sont prouvées irréductibles dès leur création
error-per-page = --per-page prend 1, 2, 4 ou 6 (reçu : { $got })
