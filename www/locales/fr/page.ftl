# Le texte statique de la page (index.html, `data-l10n-id`) et les mots de ses commandes, en français.

## Page

page-description =
    .content = Deduce : des casse-têtes logiques avec des indices expliqués, hors ligne dans votre navigateur.
# Same as English
page-title = Deduce

## Header

# Same as English
header-title = Deduce
header-grade-stop = Arrêter
header-timer =
    .aria-label = Temps
# Same as English
header-pause =
    .aria-label = Pause
    .title = Pause

## A new game replaced one with entries

replaced-back = Revenir à la partie précédente
replaced-dismiss =
    .aria-label = Fermer

## Tutorial offer

tutorial-offer-start = Lancer le tutoriel
tutorial-offer-decline = Non merci

## Board

board =
    .aria-label = Plateau de jeu
board-cancel = Annuler
board-paused = En pause
board-resume = Reprendre

## Controls

controls =
    .aria-label = Commandes
keypad =
    .aria-label = Clavier de saisie
tools =
    .aria-label = Outils
tools-notes = Notes
    .title = Notes (Espace ; Ctrl+chiffre)
tools-corner = Coin
    .title = Marques de coin (Maj+chiffre)
tools-colour = Couleur
    .title = Colorer les cases (1 à 9)
tools-fill-notes = Remplir les notes
tools-undo = Annuler
tools-redo = Rétablir
tools-hint = Indice
    .title = Indice (?)
tools-check = Vérifier
tools-reveal = Révéler
tools-reveal-all = Tout révéler
tools-restart = Recommencer
tools-share = Partager
tools-import = Importer
fault-details =
    .aria-label = Détails de l’erreur

## After a solve

finish-replay = Revoir
finish-share-result = Partager le résultat
finish-share-replay = Partager le déroulé
finish-next-puzzle = Grille suivante

## Replay

replay-panel =
    .aria-label = Déroulé
replay-prev = Étape précédente
replay-next = Étape suivante
replay-close = Fermer le déroulé

## Learn panel

learn-step = Montrer l’étape
learn-practise = S’entraîner
learn-library = Bibliothèque

## Hint

hint-panel =
    .aria-label = Indice
hint-all = Toutes les étapes ici

## Next game

options-title = Prochaine partie
options-kind = Jeu
# Same as English
options-kind-sudoku = Sudoku
options-kind-sudoku-x = Sudoku X
# Same as English
options-kind-jigsaw = Jigsaw
options-kind-killer = Killer sudoku
options-kind-binary = Takuzu
# Same as English
options-kind-tango = Tango
options-rules = Règles
options-rules-classic = Classiques
options-mix = Combiné avec
options-mix-none = Rien d’autre
options-size = Taille
options-level = Niveau
options-level-easy = Facile
options-level-medium = Moyen
options-level-hard = Difficile
# Same as English
options-level-expert = Expert
options-level-master = Maître
options-symmetry = Symétrie
options-symmetry-none = Aucune
options-symmetry-rot180 = Rotation de 180°
options-symmetry-rot90 = Rotation de 90°
options-symmetry-mirror-h = Miroir, gauche–droite
options-symmetry-mirror-v = Miroir, haut–bas
options-symmetry-diagonal = Diagonale
options-proven = Irréductible, c’est prouvé (d’une collection toute prête)
options-new-game = Nouvelle partie
options-daily = Le Sudoku du jour
options-continue = Reprendre
options-learn = Apprendre
options-booklet = Imprimer un livret

## Settings and help

more =
    .aria-label = Réglages et aide

## Settings

settings = Réglages
settings-language = Langue
settings-language-browser = Celle du navigateur
settings-theme = Thème
settings-theme-system = Celui du système
settings-theme-light = Clair
settings-theme-dark = Sombre
settings-timer = Afficher le chronomètre
settings-autoclean = Effacer les notes quand un chiffre est placé
settings-peers = Surligner la ligne, la colonne et le bloc
settings-same = Surligner le même chiffre
settings-digitfirst = Chiffre d’abord : choisir un chiffre, puis toucher ses cases
settings-autocheck = Signaler tout de suite les erreurs (compte comme une aide)
settings-conflicts = Signaler les cases qui enfreignent une règle
settings-counts = Afficher combien il reste de chaque symbole
settings-colour-numbers = Afficher les numéros de couleur dans les cases colorées
settings-notation = Afficher aussi les chaînes en notation Eureka, pour les experts
settings-assists-note = Avec toutes les aides désactivées (conflits, erreurs, nettoyage des notes, même chiffre, décomptes), les statistiques comptent la grille comme résolue sans aide.
settings-backup-export = Exporter une sauvegarde
settings-backup-import = Importer une sauvegarde
settings-backup-note = Une sauvegarde est un fichier contenant toutes les parties enregistrées, vos statistiques et vos réglages, à conserver ou à importer sur un autre appareil. L’importer remplace ce que ce navigateur contient (une confirmation est demandée).

## Statistics

stats = Statistiques
stats-empty = Aucune grille résolue dans ce navigateur pour l’instant.
stats-caption = Grilles résolues et meilleurs temps (les meilleurs temps ne comptent que les parties résolues sans aide)
stats-col-puzzle = Jeu
stats-col-level = Niveau
stats-col-solved = Résolues
stats-col-best = Record
stats-note = Les meilleurs temps ne comptent que les parties résolues sans indice, vérification ni révélation.

## How to play

help = Comment jouer
help-sudoku = Remplissez chaque ligne, chaque colonne et chaque bloc avec chaque symbole une seule fois. Cliquez ou touchez une case (ou utilisez les flèches), puis tapez un chiffre ou appuyez sur une touche du clavier de saisie. Retour arrière, Suppr ou 0 efface. Maintenez Maj, ou activez Notes (Espace), pour noter des candidats. La touche ? demande un indice : appuyez de nouveau pour le raisonnement, une troisième fois pour l’appliquer. Ctrl+Z annule, Ctrl+Y rétablit.
help-binary = Remplissez la grille de 0 et de 1 : chaque ligne et chaque colonne contient autant de 0 que de 1, jamais trois chiffres identiques ne se suivent dans une ligne ou une colonne, et deux lignes ou deux colonnes ne sont jamais identiques. Cliquez ou touchez une case pour la faire passer par 0, 1 et vide, ou sélectionnez-la (flèches) et tapez 0 ou 1 ; Retour arrière ou Suppr efface. Les nombres à côté de chaque ligne et sous chaque colonne indiquent combien de 0 (à gauche ou en haut) et de 1 (à droite ou en bas) il lui manque encore. La touche ? demande un indice : appuyez de nouveau pour le raisonnement, une troisième fois pour l’appliquer. Ctrl+Z annule, Ctrl+Y rétablit.
help-killer = Killer sudoku : chaque cage en pointillés contient des chiffres différents dont la somme est le petit nombre dans son coin ; il y a peu ou pas de chiffres donnés. Quand une case est sélectionnée, la ligne sous le clavier de saisie liste les combinaisons de chiffres que sa cage peut encore contenir.
help-tango = Tango : remplissez la grille de soleils (☀, tapez 0) et de lunes (☾, tapez 1) : chaque ligne et chaque colonne contient autant de soleils que de lunes, et jamais trois symboles identiques ne se suivent dans une ligne ou une colonne. Un = entre deux cases signifie qu’elles contiennent le même symbole, un × qu’elles diffèrent. Des lignes ou des colonnes peuvent se répéter. Cliquez ou touchez une case pour la faire changer ; la touche ? demande un indice.
help-tutorial-start = Lancer le tutoriel
help-keys-title = Clavier
# Same as English
help-key-ctrl = Ctrl
help-key-shift = Maj
help-key-space = Espace
help-key-backspace = Retour arrière
help-key-delete = Suppr
help-keys-symbol-1 = Saisir le symbole : une note avec
help-keys-symbol-2 = ou en mode Notes, une marque de coin avec
help-keys-symbol-3 = ou en mode Coin, une couleur (1 à 9) en mode Couleur
help-keys-notes-1 = Activer ou désactiver les notes (aussi
help-keys-notes-2 = si N n’est pas un symbole)
help-keys-hint-1 = Indice (aussi
help-keys-hint-2 = si H n’est pas un symbole)
help-keys-erase-1 = Effacer (
help-keys-erase-2 = aussi au Sudoku)
help-keys-arrows = Flèches
help-keys-move-1 = Déplacer la sélection (
help-keys-move-2 = +flèches sélectionne d’autres cases)
help-keys-drag-1 = Glisser,
help-keys-drag-2 = +clic
help-keys-select-1 = Sélectionner plusieurs cases : un symbole, une note ou Effacer les modifie alors toutes d’un coup (
help-keys-select-2 = {"\u00A0"}: de nouveau une seule case)
help-keys-undo = Annuler, rétablir
help-keys-read = Lire à voix haute la ligne, la colonne ou le bloc de la case sélectionnée (un lecteur d’écran entend aussi chaque coup)

## Import dialog

dialog-import-title = Importer une grille
dialog-import-label = ID de partie ou ligne de grille
dialog-import-help = Un ID de partie ou un lien qui en contient un, une ligne de grille, une grille sur plusieurs lignes, ou une grille de candidats d’une autre appli (HoDoKu, SudokuWiki) : ses candidats deviennent vos notes.
dialog-import-cancel = Annuler
dialog-import-load = Charger
dialog-import-anyway = Jouer quand même
dialog-import-close = Fermer

## Saved games dialog

dialog-games-title = Reprendre une partie
dialog-games-empty = Aucune autre partie en cours n’est enregistrée dans ce navigateur.
dialog-games-damaged =
    .aria-label = Sauvegardes illisibles
dialog-games-note = Chaque partie est enregistrée dans ce navigateur pendant que vous jouez. Les 50 plus récentes sont conservées : au-delà, les parties terminées sont supprimées d’abord, puis les plus anciennes parties en cours.
dialog-games-close = Fermer

## Tutorial dialog

dialog-tutorial-grid =
    .aria-label = Grille du tutoriel
dialog-tutorial-keys =
    .aria-label = Clavier de saisie du tutoriel
dialog-tutorial-skip = Passer

## Learn dialog

dialog-library-title = Apprendre
dialog-library-note = Toutes les techniques que Deduce connaît, de la plus facile à la plus difficile. Exemple en montre une sur une grille, comme la dessine un indice ; S’entraîner vous propose des positions où elle est l’étape la plus facile.
dialog-library-search =
    .aria-label = Rechercher une technique
    .placeholder = Rechercher une technique
dialog-library-close = Fermer

## All steps dialog

dialog-steps-title = Toutes les étapes ici
# Same as English
dialog-steps-filter = Technique
dialog-steps-close = Fermer

## Booklet dialog

dialog-booklet-title = Imprimer un livret
dialog-booklet-kept = Déjà dans ce livret :
dialog-booklet-count = Combien
dialog-booklet-per-page = Grilles par page
dialog-booklet-paper = Papier
dialog-booklet-paper-letter = Lettre US
dialog-booklet-solutions = Solutions à la fin
dialog-booklet-make = Créer le livret
dialog-booklet-add = Ajouter celles-ci, puis en choisir d’autres
dialog-booklet-cancel = Annuler

## Booklet preview

booklet =
    .aria-label = Livret
booklet-print = Imprimer
booklet-close = Fermer le livret

## Backup dialog

dialog-backup-title = Remplacer les parties de ce navigateur par la sauvegarde ?
dialog-backup-cancel = Garder l’existant
dialog-backup-confirm = Remplacer

## Reveal dialog

dialog-reveal-title = Révéler toute la solution ?
dialog-reveal-text = Toutes les cases sont remplies. Une partie révélée ne compte pas comme résolue dans les statistiques, même si vous annulez la révélation et la terminez vous-même.
dialog-reveal-cancel = Continuer à jouer
dialog-reveal-confirm = Révéler la solution
