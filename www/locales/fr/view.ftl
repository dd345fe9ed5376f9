# Ce que disent le dessin et les panneaux (render*.js, grid-drawing.js, announce.js, replay.js, le tutoriel), en français.
# Les identifiants sont ceux du fichier anglais (www/locales/en/view.ftl), qui les explique.

## render.js: the options, the rules above the board, the level line and the hint panel

busy-restarting = Redémarrage du moteur de grilles…
# Same as English
busy-seconds = { $seconds } s
# Same as English
import-verdict-seconds = { $text } { $seconds } s
import-example-either = { $long } ou { $short }
rules-text-rule = { $title } : { $about }
rules-text-all = Afficher toutes les règles
rules-text-fewer = Afficher moins de lignes
puzzle-level-practice = Entraînement : { $name } ({ $level })
puzzle-level-findall = Tout trouver : { $name } ({ $level })
puzzle-level-example = Exemple : { $name } ({ $level })
puzzle-level = Cette grille : { $level }
puzzle-level-hardest = étape la plus difficile : { $step }
# Same as English
puzzle-level-rating = SE{"\u00A0"}{ $rating }
puzzle-level-rating-about = SE { $rating } : sa note Sudoku Explainer, l’échelle sur laquelle les passionnés comparent les grilles
puzzle-level-grading = Cette grille : évaluation du niveau…
puzzle-level-grading-time = Cette grille : évaluation du niveau… { $seconds } s
puzzle-level-unknown = Cette grille : niveau inconnu
puzzle-level-unknown-why = Cette grille : niveau inconnu ({ $why })
hint-looking-title = Indice
hint-looking = Recherche de l’étape suivante…
hint-looking-big = Sur une grande grille, cela prend quelques secondes.
hint-next-mistake = Appuyez de nouveau sur Indice pour voir quelle entrée est fausse et pourquoi.
hint-next-reasoning = Appuyez de nouveau sur Indice pour voir le raisonnement.
hint-apply-place = Appuyez de nouveau sur Indice pour appliquer cette étape.
hint-apply-proof = Appuyez de nouveau sur Indice pour appliquer cette étape : son chiffre est placé, et ce que les étapes précédentes ont éliminé est conservé pour les prochains indices.
hint-apply-notes = Appuyez de nouveau sur Indice pour appliquer cette étape à vos notes.
hint-apply-fill-notes = Aucun chiffre ne peut être placé en quelques étapes à partir d’ici, cette étape porte donc sur les notes : appuyez de nouveau sur Indice pour remplir les notes des cases concernées et leur appliquer cette étape.
hint-apply-erase = Appuyez de nouveau sur Indice pour l’effacer.

## step-record.js: a chain's Eureka notation, on a line under its reasoning

hint-chain = Chaîne : { $chain }

## render-grid.js: the grid's cells and keypad, the binary line counts, the Killer cage help

# Same as English
view-cell-said = { $cell }, { $what }
grid-cell-given = donnée
grid-cell-signs = signes { $signs }
# Same as English
grid-cell-notes = notes { $notes }
grid-cell-breaks = enfreint une règle
grid-cell-line-breaks = dans une ligne ou une colonne qui enfreint une règle
grid-cell-wrong = fausse
grid-cell-missed = oubliés : { $notes }
grid-cell-evidence = élément de l’indice
keypad-erase = Effacer
keypad-left = encore { $count } à placer
keypad-all-placed = tous placés
keypad-colour = Couleur { $number }, { $name }
line-counts-rows = Lignes : 0 et 1 qui manquent encore
line-counts-columns = Colonnes : 0 et 1 qui manquent encore
line-counts-rows-tango = Lignes : soleils et lunes qui manquent encore
line-counts-columns-tango = Colonnes : soleils et lunes qui manquent encore
line-counts-row = ligne { $number } : { $needs }
line-counts-row-bad = ligne { $number } : { $needs }, enfreint une règle
line-counts-column = colonne { $number } : { $needs }
line-counts-column-bad = colonne { $number } : { $needs }, enfreint une règle
line-needs = il manque { $zeros ->
        [one] { $zeros } zéro
       *[other] { $zeros } zéros
    }, { $ones ->
        [one] { $ones } un
       *[other] { $ones } uns
    }
line-needs-zeros-over = { $zeros ->
        [one] { $zeros } zéro
       *[other] { $zeros } zéros
    } en trop, il manque { $ones ->
        [one] { $ones } un
       *[other] { $ones } uns
    }
line-needs-ones-over = il manque { $zeros ->
        [one] { $zeros } zéro
       *[other] { $zeros } zéros
    }, { $ones ->
        [one] { $ones } un
       *[other] { $ones } uns
    } en trop
line-needs-both-over = { $zeros ->
        [one] { $zeros } zéro
       *[other] { $zeros } zéros
    } en trop, { $ones ->
        [one] { $ones } un
       *[other] { $ones } uns
    } en trop
line-needs-tango = il manque { $zeros ->
        [one] { $zeros } soleil
       *[other] { $zeros } soleils
    }, { $ones ->
        [one] { $ones } lune
       *[other] { $ones } lunes
    }
line-needs-suns-over = { $zeros ->
        [one] { $zeros } soleil
       *[other] { $zeros } soleils
    } en trop, il manque { $ones ->
        [one] { $ones } lune
       *[other] { $ones } lunes
    }
line-needs-moons-over = il manque { $zeros ->
        [one] { $zeros } soleil
       *[other] { $zeros } soleils
    }, { $ones ->
        [one] { $ones } lune
       *[other] { $ones } lunes
    } en trop
line-needs-tango-both-over = { $zeros ->
        [one] { $zeros } soleil
       *[other] { $zeros } soleils
    } en trop, { $ones ->
        [one] { $ones } lune
       *[other] { $ones } lunes
    } en trop
cage-help-select = Sélectionnez une case d’une cage pour voir ses combinaisons.
cage-help-no-sum = Cage de { $size } cases sans somme : pas de chiffre en double
cage-help-none = { $sum } en { $size } : aucune combinaison ne convient aux chiffres placés
cage-help-none-said = { $sum } en { $size ->
        [one] { $size } case
       *[other] { $size } cases
    } : aucune combinaison ne convient aux chiffres placés
cage-help-sets = { $sum } en { $size } : { $sets }
cage-help-sets-said = { $sum } en { $size ->
        [one] { $size } case
       *[other] { $size } cases
    } : { $sets }
cage-help-label = Combinaisons de la cage : { $words }

## grid-drawing.js: a cell's cage in its description

cage-cell-single = une cage d’une case valant { $sum }
cage-cell-single-no-sum = une cage d’une case sans somme
cage-cell = dans une cage de { $size } cases totalisant { $sum }
cage-cell-no-sum = dans une cage de { $size } cases sans somme

## render-marks.js: a cell's corner marks and colours in its description

marks-corner = marques de coin { $marks }
# Same as English
marks-colour = { $number } ({ $name })
marks-colours = { $count ->
        [one] couleur
       *[other] couleurs
    } { $colours }

## render-rules.js: a Sudoku rule's marks at a cell, in its description

rule-cell-main-diagonal = sur la diagonale principale
rule-cell-anti-diagonal = sur l’anti-diagonale
rule-cell-window = dans la fenêtre { $number }
rule-cell-unit = dans { $name }
rule-cell-even = case paire
rule-cell-odd = case impaire
rule-cell-thermo-bulb = le bulbe d’un thermomètre
rule-cell-thermo = sur un thermomètre, position { $step } depuis le bulbe
rule-cell-renban = sur une ligne renban
rule-cell-whisper = sur une ligne de murmure
rule-cell-arrow-circle = le cercle d’une flèche
rule-cell-arrow = sur la flèche partant de { $cell }
rule-cell-white-dot = point blanc avec { $cell }
rule-cell-black-dot = point noir avec { $cell }
rule-cell-x = X avec { $cell }
rule-cell-v = V avec { $cell }
rule-cell-sandwich-row = le sandwich de la ligne { $number } vaut { $total }
rule-cell-sandwich-column = le sandwich de la colonne { $number } vaut { $total }
rule-cell-little-killer = sur une diagonale little killer partant de { $cell } et totalisant { $total }

## announce.js: what a screen reader hears of a move, and a row, column or block read aloud

# Same as English
said-move = { $moves }.
# Same as English
said-move-clash = { $moves }. { $clash }.
said-move-broken = { $moves }. Cela enfreint une règle.
said-cleared = { $cell } effacée
said-notes-added = notes { $notes } ajoutées
said-notes-removed = notes { $notes } retirées
said-more-note-cells = et des notes dans { $count ->
        [one] { $count } autre case
       *[other] { $count } autres cases
    }
said-clears = retire { $symbol } de { $count ->
        [one] { $count } note
       *[other] { $count } notes
    }
said-clears-any = retire { $count ->
        [one] { $count } note
       *[other] { $count } notes
    }
said-more-changes = et { $count ->
        [one] { $count } autre changement
       *[other] { $count } autres changements
    }
said-corner-added = marque de coin { $mark } ajoutée
said-corner-removed = marque de coin { $mark } retirée
said-corner-added-cells = marque de coin { $mark } ajoutée dans { $count } cases
said-corner-removed-cells = marque de coin { $mark } retirée de { $count } cases
said-colour-added = couleur { $number } ({ $name }) ajoutée
said-colour-removed = couleur { $number } ({ $name }) retirée
said-colour-added-cells = couleur { $number } ({ $name }) ajoutée dans { $count } cases
said-colour-removed-cells = couleur { $number } ({ $name }) retirée de { $count } cases
said-clash-row = { $symbol } est déjà dans la ligne { $row }, en { $cell }
said-clash-column = { $symbol } est déjà dans la colonne { $column }, en { $cell }
said-clash-block = { $symbol } est déjà dans ce bloc, en { $cell }
said-clash-region = { $symbol } est déjà dans cette région, en { $cell }
said-clash-cage = { $symbol } est déjà dans cette cage, en { $cell }
said-row = ligne { $number } : { $cells }.
said-column = colonne { $number } : { $cells }.
said-block = bloc { $number } : { $cells }.
said-region = région de { $cell } : { $cells }.

## render-panels.js: a fault's details, the statistics, the replay, the tutorial, saved games, the backup, the library, the Learn panel

details-copy = Copier les détails
details-copied = Détails copiés
stats-reset-button = Réinitialiser les statistiques
stats-reset-armed = Appuyez encore pour réinitialiser
stats-streak = Le Sudoku du jour : { $current ->
        [one] { $current } jour
       *[other] { $current } jours
    } d’affilée (record : { $best ->
        [one] { $best } jour
       *[other] { $best } jours
    }).
stats-assists = Grilles résolues avec des aides actives : { $assists }.
stats-assist-count = { $assist } : { $count }
stats-solved-unassisted = { $solved } ({ $unassisted } sans aide)
replay-loading = Calcul du chemin de résolution…
replay-loading-big = Le moteur résout la grille { $side }×{ $side } étape par étape, comme le ferait une personne : quelques secondes pour la plupart, une minute ou plus pour les plus difficiles. « Fermer le déroulé » l’arrête.
replay-start = Départ : les chiffres donnés ({ $total ->
        [one] { $total } étape
       *[other] { $total } étapes
    } jusqu’à la solution)
replay-start-text = Appuyez sur Étape suivante (ou sur la flèche droite) pour voir comment le moteur résout cette grille par la logique, une étape à la fois.
replay-counter = Étape { $index } sur { $total }
# Same as English
replay-step-title = { $title } · { $level }
replay-solved = Résolue en { $total ->
        [one] { $total } étape
       *[other] { $total } étapes
    }
replay-solved-text = Toutes les cases sont remplies. Appuyez sur Étape précédente pour revenir en arrière dans la résolution.
replay-hardest = Le moment le plus difficile a été l’étape { $number } : { $name } ({ $level }).
replay-moves-summary = Un déroulé partagé : les coups de la personne qui a envoyé le lien, dans l’ordre. Fermez le déroulé pour jouer la grille vous-même.
replay-moves-start = Départ : les chiffres donnés ({ $total ->
        [one] { $total } coup
       *[other] { $total } coups
    } jusqu’à la fin)
replay-moves-next = Appuyez sur Étape suivante (ou sur la flèche droite) pour voir les coups un par un.
replay-moves-counter = Coup { $index } sur { $total }
replay-moves-solved = { $move } Résolue en { $total ->
        [one] { $total } coup
       *[other] { $total } coups
    }.
replay-moves-last = { $move } C’est le dernier coup.
tutorial-button-next = Suivant
tutorial-button-finish = Terminer
tutorial-cell-marked = marquée
games-ago-now = à l’instant
games-ago-minutes = il y a { $count ->
        [one] { $count } minute
       *[other] { $count } minutes
    }
games-ago-hours = il y a { $count ->
        [one] { $count } heure
       *[other] { $count } heures
    }
games-ago-yesterday = hier
games-ago-days = il y a { $count } jours
games-played = { $time } de jeu
games-continue-label = Reprendre { $game }, { $meta }
games-remove = Supprimer
games-remove-armed = Vraiment supprimer ?
games-remove-label = Supprimer { $game }
games-remove-armed-label = Vraiment supprimer { $game }
games-damaged = Une sauvegarde illisible
games-damaged-name = la sauvegarde illisible ({ $reason })
backup-ask = La sauvegarde contient { $summary }. Toutes les parties, statistiques et réglages de ce navigateur sont remplacés par ceux de la sauvegarde.
backup-ask-made = La sauvegarde du { $date } contient { $summary }. Toutes les parties, statistiques et réglages de ce navigateur sont remplacés par ceux de la sauvegarde.
replaced-text = Partie précédente enregistrée : { $game }.
# Same as English
library-family-sudoku = Sudoku
library-family-killer = Killer sudoku
library-family-binary = Takuzu
# Same as English
library-family-tango = Tango
library-tally = { $attempts ->
        [one] { $attempts } essai
       *[other] { $attempts } essais
    }, { $successes ->
        [one] { $successes } réussi
       *[other] { $successes } réussis
    }
library-example = Exemple
library-practise = S’entraîner
library-puzzle = Grille
library-findall = Tout trouver
library-example-label = Exemple de { $name }
library-practise-label = S’entraîner : { $name }
library-puzzle-label = Une grille entière qui demande { $name }
library-findall-label = Trouver toutes les occurrences de { $name }
# Same as English
library-technique-family = { $name } ({ $family })
library-family-binary-short = takuzu
library-none = Aucune technique ne correspond à « { $query } ».
weak-title = Vos points faibles
weak-note = Les techniques pour lesquelles vos parties ont demandé le plus d’indices, et les réponses d’entraînement qui n’étaient pas justes.
weak-hints = { $count ->
        [one] { $count } indice
       *[other] { $count } indices
    }
weak-wrong = { $count ->
        [one] { $count } réponse d’entraînement fausse
       *[other] { $count } réponses d’entraînement fausses
    }
weak-practise-label = S’entraîner : { $name }, un point faible
weak-puzzle = M’entraîner sur mes points faibles
weak-puzzle-label = M’entraîner sur mes points faibles : une grille entière qui demande { $names }
learn-panel-example = Exemple : { $name }
learn-panel-practise = Entraînement : { $name }
learn-panel-findall = Tout trouver : { $name }
# Same as English
learn-panel-description = { $level }. { $description }
learn-panel-answer = Marquez votre réponse sur la grille, puis appuyez sur Vérifier.
learn-panel-again = Réessayer
learn-panel-next = Position suivante
learn-panel-another = Autre exemple

## render-steps.js: All steps here

all-steps-looking = Recherche de toutes les étapes de cette position…
all-steps-failed = Pas de liste : { $error }
all-steps-note = { $steps ->
        [one] { $steps } étape
       *[other] { $steps } étapes
    } de { $techniques ->
        [one] { $techniques } technique
       *[other] { $techniques } techniques
    }, de la plus facile à la plus difficile ; la première est celle de l’indice. Choisissez-en une pour la voir dessinée sur la grille.
all-steps-every = Toutes les techniques ({ $count })
# Same as English
all-steps-technique = { $name } ({ $count })

## replay.js: a player's move, in the replay of a shared link

# Same as English
replay-move = { $changes }.
replay-move-separator = {"\u202F; "}
replay-move-none = Aucun changement.
replay-move-cells = { $count } cases
replay-move-placed = { $symbol } en { $cells }
replay-move-entries = entrées en { $cells }
replay-move-erased = effacement en { $cells }
replay-move-notes = notes en { $cells }
replay-move-notes-cleaned = notes nettoyées en { $cells }
replay-move-drawn = marques ou couleurs en { $cells }

## tutorial.js: the tutorial's progress and its answers to a move

tutorial-progress = Étape { $step } sur { $steps }
tutorial-progress-alone = À vous
tutorial-progress-done = Terminé
tutorial-feedback-given = Cette case est donnée : elle ne peut pas changer.
tutorial-feedback-one-more = Juste. Encore une.
tutorial-feedback-right = Juste ! Appuyez sur Suivant.
tutorial-feedback-nothing = Il n’y a rien à remplir à cette étape : appuyez sur Suivant.
tutorial-feedback-broken = Un { $symbol } à cet endroit enfreint une règle : { $rule }.
tutorial-feedback-not-cell = Pas encore cette case : regardez les cases marquées. { $why }
tutorial-feedback-not-symbol = Pas { $symbol } : { $why }

## tutorial-sudoku.js: the Sudoku lesson

tutorial-sudoku-title = Comment jouer au sudoku
tutorial-sudoku-offer = Vous découvrez le sudoku ? Suivez le tutoriel d’une minute.
tutorial-sudoku-rules = Le sudoku est une grille de lignes, de colonnes et de blocs (ici des blocs de 2×2 dans une grille de 4×4). La règle : chaque ligne, chaque colonne et chaque bloc contient chaque chiffre de 1 à 4 exactement une fois. Les chiffres gris sont donnés ; vous remplissez le reste. Appuyez sur Suivant.
tutorial-sudoku-row = La ligne 1 (marquée) contient déjà 1, 2 et 3. Sélectionnez sa case vide et tapez le chiffre qui manque (ou appuyez dessus en bas).
tutorial-sudoku-row-why = La ligne 1 doit contenir chaque chiffre de 1 à 4 une fois : lequel n’y est pas encore ?
tutorial-sudoku-column = Maintenant la colonne 1 (marquée) : elle contient 1, 3 et 2. Remplissez sa case vide.
tutorial-sudoku-column-why = La colonne 1 doit contenir chaque chiffre de 1 à 4 une fois : lequel n’y est pas encore ?
tutorial-sudoku-block = Les blocs comptent aussi : le bloc en bas à droite (marqué) contient 4, 3 et 2. Remplissez sa case vide.
tutorial-sudoku-block-why = Le bloc doit contenir chaque chiffre de 1 à 4 une fois : lequel n’y est pas encore ?
tutorial-sudoku-alone = Résolvez maintenant celle-ci seul : un chiffre par case, chacun une fois par ligne, colonne et bloc. Les chiffres qui enfreignent une règle sont marqués en rouge. Dans le jeu complet, Indice explique l’étape suivante chaque fois que vous êtes bloqué.
tutorial-sudoku-done = Résolu ! C’est tout ce qu’il faut savoir. Les grilles plus grandes (de 9×9 à 25×25) suivent la même règle. Appuyez sur Terminer pour jouer.

## tutorial-binary.js: the binary-puzzle lesson

tutorial-binary-title = Comment jouer au takuzu
tutorial-binary-offer = Vous découvrez le takuzu ? Suivez le tutoriel d’une minute.
tutorial-binary-rules = Remplissez la grille de 0 et de 1. Trois règles : jamais trois chiffres identiques côte à côte dans une ligne ou une colonne ; chaque ligne et chaque colonne contient autant de 0 que de 1 (trois de chaque ici) ; et deux lignes, ou deux colonnes, ne sont jamais identiques. Appuyez sur Suivant.
tutorial-binary-pair = La ligne 1 commence par deux 1 (marqués). Un troisième 1 à côté en ferait trois à la suite, donc la case suivante est un 0. Sélectionnez-la et tapez 0 (ou appuyez sur 0 en bas).
tutorial-binary-pair-why = Deux 1 côte à côte : la case voisine ne peut pas être un troisième 1.
tutorial-binary-between = Dans la ligne 2, une case vide se trouve entre deux 0 (marqués). Un 0 à cet endroit en ferait trois à la suite : remplissez-la.
tutorial-binary-between-why = Entre deux 0, un troisième 0 en ferait trois à la suite.
tutorial-binary-full = La ligne 6 (marquée) a déjà ses trois 0, donc chaque case vide de cette ligne est un 1. Remplissez les deux.
tutorial-binary-full-why = La ligne 6 contient déjà trois 0, et une ligne en a exactement trois de chaque.
tutorial-binary-alone = Résolvez maintenant celle-ci seul. Cliquez sur une case pour la faire passer par 0, 1 et vide, ou sélectionnez-la et tapez. Les nombres que le jeu complet affiche à côté de chaque ligne et colonne indiquent combien de 0 et de 1 il y manque ; ici, comptez vous-même.
tutorial-binary-done = Résolu ! Les grilles plus grandes (jusqu’à 20×20) suivent les mêmes trois règles. Appuyez sur Terminer pour jouer.
