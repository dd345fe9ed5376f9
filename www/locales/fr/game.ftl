# Deduce: game (fr). See www/i18n.js PARTS.
# Ce que dit l’état du jeu : messages, dialogues, statistiques, parties enregistrées, partage, livrets, et les noms
# des jeux, niveaux et règles. Mêmes identifiants que www/locales/en/game.ftl, qui explique les variables.

## Kinds, levels and rules (kinds.js)

# Same as English
kind-sudoku = Sudoku
kind-sudoku-x = Sudoku X
# Same as English
kind-jigsaw = Jigsaw
kind-killer = Killer sudoku
kind-binary = Takuzu
# Same as English
kind-tango = Tango
kind-binary-puzzle = Takuzu
# Same as English
game-name = { $kind } { $side }×{ $side }
# Same as English
game-name-rules = { $called } { $kind } { $side }×{ $side }
level-easy = Facile
level-medium = Moyen
level-hard = Difficile
# Same as English
level-expert = Expert
level-master = Maître
rule-thermo = Thermomètres
rule-arrow = Flèches
rule-kropki = Points Kropki
rule-kropki-all = Kropki, tous les points donnés
# Same as English
rule-xv = XV
rule-xv-all = XV, toutes les marques données
rule-whisper = Murmures allemands
rule-renban = Lignes Renban
rule-cage = Cages Killer
# Same as English
rule-littlekiller = Little killer
# Same as English
rule-sandwich = Sandwich
rule-evenodd = Pair et impair
rule-nonconsecutive = Non consécutif
rule-antiknight = Anti-cavalier
rule-antiking = Anti-roi
# Same as English
rule-windoku = Windoku
clues-irreducible = irréductibilité prouvée
clues-spare =
    une seule solution ; { $count ->
        [one] { $count } chiffre donné est peut-être superflu
       *[other] { $count } chiffres donnés sont peut-être superflus
    }
level-note-easy = Toutes les grilles { $size }×{ $size } sont faciles.
level-note-missing =
    Non proposé en { $size }×{ $size }, où le générateur ne peut pas { $count ->
        [one] le
       *[other] les
    } garantir : { $list }.
level-note-first = { $level } ({ $hits } sur { $tries } essais)
level-note-item = { $level } ({ $hits } sur { $tries })
level-missed = Vous avez demandé « { $asked } » ; aucune grille de ce niveau n’est sortie des essais du générateur, celle-ci est donc « { $got } ».
daily-title = Le Sudoku du jour, { $date }
daily-title-rules = Le Sudoku du jour, { $date } ({ $rules })
symbol-empty = vide
symbol-sun = soleil
symbol-moon = lune
assist-conflicts = conflits signalés
assist-wrong-entries = erreurs signalées
assist-notes-cleaned = notes nettoyées
assist-same-digit = même chiffre surligné
assist-counts = compteurs affichés
# Same as English
colour-orange = orange
colour-sky-blue = bleu ciel
colour-green = vert
colour-yellow = jaune
colour-blue = bleu
colour-vermilion = vermillon
colour-pink = rose
colour-grey = gris
colour-dark-grey = gris foncé
# Same as English
list-separator = ,{" "}
# Same as English
sentence-separator = {" "}

## Starting the page and links (main.js)

main-id-too-long = il fait { $length } caractères, trop long pour une grille
main-link-fault = La grille du lien n’a pas pu être ouverte. { $fault }
main-link-cancelled = La grille du lien n’a pas été ouverte : vous avez annulé.
main-link-interrupted = La grille du lien n’a pas été ouverte : une autre demande l’a interrompue.
main-link-failed = La grille du lien n’a pas pu être chargée : { $reason }
main-saves-separator = {" "};{" "}
main-saves-others-kept = { $notes } ; vos autres parties enregistrées sont conservées.
main-saves-new-game = { $notes } ; en voici une nouvelle.
main-new-link-fault = La grille de ce lien n’a pas pu être ouverte. { $fault } Votre partie n’a pas changé.
main-new-link-interrupted = La grille de ce lien n’a pas pu être chargée : une autre demande l’a interrompue. Votre partie n’a pas changé.
main-new-link-failed = La grille de ce lien n’a pas pu être chargée : { $reason }. Votre partie n’a pas changé.
main-fatal = Deduce n’a pas pu démarrer : { $reason }

## Saved games, statistics and backups in the browser (storage.js)

storage-damaged = la partie enregistrée est endommagée
storage-newer-version = la partie enregistrée provient d’une version plus récente de Deduce
storage-old-version = la partie enregistrée provient d’une ancienne version de Deduce
storage-backup-games =
    { $count ->
        [one] { $count } partie
       *[other] { $count } parties
    }
storage-backup-statistics = les statistiques
storage-backup-settings = les réglages
storage-backup-too-large = Ce fichier est trop volumineux pour être une sauvegarde Deduce.
storage-backup-not-json = Ce fichier n’est pas une sauvegarde Deduce : ce n’est pas du JSON.
storage-backup-not-backup = Ce fichier n’est pas une sauvegarde Deduce.
storage-backup-newer = Cette sauvegarde a été faite par une version plus récente de Deduce (format { $format }).
storage-backup-damaged = Cette sauvegarde est endommagée : son contenu n’est pas ce que Deduce conserve.

## Faults in the engine (faults.js)

fault-crash = Le moteur du jeu s’est arrêté de façon inattendue.
fault-too-large = Cette grille est trop grande pour être vérifiée ici.
fault-too-large-seconds =
    Cette grille est trop grande pour être vérifiée ici : cela a pris plus de { $seconds ->
        [one] { $seconds } seconde
       *[other] { $seconds } secondes
    }.
fault-too-large-minutes =
    Cette grille est trop grande pour être vérifiée ici : cela a pris plus de { $minutes ->
        [one] { $minutes } minute
       *[other] { $minutes } minutes
    }.
fault-puzzle = Un problème est survenu avec cette grille.
fault-timeout-seconds =
    Cela a pris plus de { $seconds ->
        [one] { $seconds } seconde
       *[other] { $seconds } secondes
    } ici.
fault-timeout-minutes =
    Cela a pris plus de { $minutes ->
        [one] { $minutes } minute
       *[other] { $minutes } minutes
    } ici.
fault-engine = Un problème est survenu dans le moteur du jeu.

## The game on the board (state-board.js)

board-grade-fault = { $fault } Le niveau de cette grille n’a pas pu être déterminé ; votre partie est en sécurité.
board-grade-too-large = trop grande pour être évaluée ici
board-grade-failed = un problème est survenu
board-grade-stopped = arrêté
board-save-gone = la partie enregistrée a disparu
board-progress-back = Votre progression enregistrée sur cette grille est de retour.
board-other-tab-moves = Les coups joués dans un autre onglet sont affichés.
board-other-tab-newer = Cette partie a été modifiée dans un autre onglet : la version plus récente est affichée.
board-said-move = { $what } : { $change }
# Same as English
board-said-done = { $what }.
board-undone = Annulé
board-redone = Rétabli
board-notes-filled = Notes remplies
board-restarted = Recommencé : toutes les saisies et notes sont effacées
board-fault = { $fault } Votre partie est en sécurité.
board-revive-failed = { $fault } Cette partie n’a pas pu être rouverte : sa dernière sauvegarde est conservée. Commencez une nouvelle partie, ou choisissez-la plus tard dans Reprendre.
board-given = Cette case est un chiffre donné et ne peut pas changer.
board-check-entries =
    { $entries ->
        [one] { $entries } saisie erronée est signalée.
       *[other] { $entries } saisies erronées sont signalées.
    }
board-check-notes =
    { $notes ->
        [one] Les notes d’une case (signalée) omettent le chiffre qu’il lui faut.
       *[other] Les notes de { $notes } cases (signalées) omettent chacune le chiffre qu’il leur faut.
    }
board-check-both =
    { $entries ->
        [one] { $entries } saisie erronée est signalée
       *[other] { $entries } saisies erronées sont signalées
    } ; { $notes ->
        [one] les notes d’une case (signalée) omettent le chiffre qu’il lui faut.
       *[other] les notes de { $notes } cases (signalées) omettent chacune le chiffre qu’il leur faut.
    }
board-check-none = Aucune erreur pour l’instant.
board-reveal-select = Sélectionnez une case vide ou erronée à révéler.
board-link-copied = Lien copié dans le presse-papiers.
board-link-copy = Copiez ce lien : { $url }
board-result-copied = Résultat copié dans le presse-papiers : collez-le où vous voulez.
board-result-copy = Copiez ce résultat : { $text }
board-replay-copied = Lien du déroulé copié dans le presse-papiers : il ouvre cette grille et rejoue vos coups (ils voyagent dans le lien ; rien n’est envoyé nulle part).
board-replay-copy = Copiez ce lien du déroulé : { $link }

## Statistics and the finish (state-stats.js)

stats-help-auto-check = vérification automatique
stats-help-hints =
    { $count ->
        [one] { $count } indice
       *[other] { $count } indices
    }
stats-help-checks =
    { $count ->
        [one] { $count } vérification
       *[other] { $count } vérifications
    }
stats-help-reveals =
    { $count ->
        [one] { $count } révélation
       *[other] { $count } révélations
    }
stats-finish-revealed = Solution révélée : non comptée dans les statistiques. Temps { $time }, aide utilisée : { $help }.
stats-finish-binary = Takuzu { $side }×{ $side }
# Same as English
stats-finish-name-level = { $name }, { $level }
stats-finish-new-best =
    Nouveau record pour { $what } ({ $solved ->
        [one] { $solved } résolue
       *[other] { $solved } résolues
    }).
stats-finish-best =
    Meilleur temps pour { $what } : { $best } ({ $solved ->
        [one] { $solved } résolue
       *[other] { $solved } résolues
    }).
stats-finish-count =
    { $what } : { $solved ->
        [one] { $solved } résolue
       *[other] { $solved } résolues
    }.
stats-finish-solved = Résolu ! Temps { $time }, aide utilisée : { $help }. { $tally }
stats-finish-solved-clean = Résolu ! Temps { $time }, sans aide. { $tally }

## Saved games: Continue, Back (state-saves.js)

saves-game = { $name }, { $filled } sur { $open } remplies
# Same as English
saves-name-level = { $name }, { $level }
saves-today = Le Sudoku du jour
saves-daily = Sudoku du { $date }
saves-restore-failed = Votre progression enregistrée sur cette grille n’a pas pu être restaurée ({ $reason }) ; elle reprend depuis le début.
saves-no-room = le navigateur n’a plus de place pour la conserver
saves-not-restored = Votre partie enregistrée n’a pas pu être restaurée ({ $reason })
saves-continue-failed = Cette partie n’a pas pu être restaurée ({ $reason }). Votre partie en cours n’a pas changé.
saves-continue-gone = Cette partie n’est plus enregistrée.
saves-back-failed = Cette partie n’a pas pu être restaurée ({ $reason }).
saves-back-gone = Cette partie n’a pas pu être restaurée.

## New game, Today's Sudoku, Import and links (state-newgame.js)

newgame-several-solutions = Cette grille a plus d’une solution : Indice, Vérifier et Révéler ne peuvent donc pas aider. Jouez-la quand même, ou choisissez Fermer pour garder votre partie en cours.
# Same as English
newgame-daily = { $title }.
newgame-daily-level = { $title } : { $level }.
newgame-picking = Choix d’un { $kind } { $size }×{ $size } dans la collection toute prête…
newgame-generating = Création d’un { $kind } { $size }×{ $size }…
newgame-failed = Impossible de créer une grille : { $reason }
newgame-offline = Vous semblez être hors ligne.
newgame-unchanged = Votre partie en cours n’a pas changé.
newgame-spare = En voici une que la page garde en réserve.
newgame-needing = Création d’une grille qui demande { $technique }…
newgame-needing-made = Créée pour s’entraîner : le chemin de résolution de cette grille de niveau { $level } utilise { $technique }.
newgame-import-cancelled = Annulé. Votre partie en cours n’a pas changé.
newgame-import-too-long = Non chargé : ce texte fait { $length } caractères, bien plus que n’importe quelle grille (l’ID d’une partie 25×25 en fait environ 640). Votre partie en cours n’a pas changé.
newgame-import-empty = Collez d’abord un ID de partie, un lien ou une grille.
newgame-import-checking = Vérification…
newgame-import-interrupted = Non chargé : une autre demande a interrompu la vérification ; appuyez de nouveau sur Charger. Votre partie en cours n’a pas changé.
newgame-import-fault = Non chargé. { $fault } Votre partie en cours n’a pas changé.
newgame-import-failed = Non chargé : { $reason } Votre partie en cours n’a pas changé.
newgame-opening-link = Ouverture de la grille du lien…
newgame-imported = { $kind } importé.
newgame-imported-level =
    { $kind } importé, niveau { $level ->
        [easy] facile
        [medium] moyen
        [hard] difficile
        [expert] expert
        [master] maître
       *[other] { $level }
    }.
newgame-imported-notes = { $kind } importé avec ses notes.
newgame-imported-notes-level =
    { $kind } importé avec ses notes, niveau { $level ->
        [easy] facile
        [medium] moyen
        [hard] difficile
        [expert] expert
        [master] maître
       *[other] { $level }
    }.
newgame-imported-back = { $kind } importé : votre progression enregistrée est de retour.
newgame-imported-level-back =
    { $kind } importé, niveau { $level ->
        [easy] facile
        [medium] moyen
        [hard] difficile
        [expert] expert
        [master] maître
       *[other] { $level }
    } : votre progression enregistrée est de retour.
newgame-imported-several = { $kind } importé avec plus d’une solution : Indice, Vérifier et Révéler ne peuvent pas aider.
newgame-imported-several-back = { $kind } importé avec plus d’une solution : Indice, Vérifier et Révéler ne peuvent pas aider. Votre progression enregistrée est de retour.

## Learn and the tutorial (state-learn.js)

learn-library-fault = { $fault } La bibliothèque de techniques n’a pas pu être chargée.
learn-library-failed = La bibliothèque de techniques n’a pas pu être chargée : { $reason }
learn-unknown-technique = Il n’y a pas de technique « { $id } » pour le { $kind }.
learn-finding-practice = Recherche d’une position pour s’entraîner à { $technique }…
learn-finding-example = Recherche d’un exemple de { $technique }…
learn-position-fault = { $fault } Pas de position cette fois ; votre partie est en sécurité.
learn-position-not-found = Aucune position trouvée : { $reason }
learn-none-found = { $reason }. Réessayez, ou choisissez une autre technique dans Apprendre.
learn-easiest-findall = { $technique } est l’étape la plus facile ici : trouvez-les toutes, retirez les notes qu’elles éliminent (Notes activées) ou saisissez ce qu’elles placent, puis Vérifier.
learn-easiest-practice-notes = { $technique } est l’étape la plus facile ici : retirez les notes qu’elle élimine (Notes activées) ou saisissez le chiffre qu’elle place.
learn-easiest-practice = { $technique } est l’étape la plus facile ici : saisissez les chiffres qu’elle place.
learn-easiest-example = { $technique } est l’étape la plus facile ici : appuyez sur Montrer l’étape pour la voir.
learn-position-failed = Pas de position : { $reason }
learn-step-fault = { $fault } Pas d’étape cette fois.
learn-step-failed = Pas d’étape : { $reason }
learn-tutorial-fault = { $fault } Le tutoriel s’est arrêté ; Comment jouer le relance.

## Hint and the replay (state-hints.js)

hints-fault = { $fault } Pas d’indice cette fois ; votre partie est en sécurité.
hints-failed = Pas d’indice : { $reason }
replay-fault = { $fault } Pas de déroulé cette fois ; votre partie est en sécurité.
replay-failed = Pas de déroulé : { $reason }
replay-damaged = le déroulé qu’il contient est endommagé : { $reason }

## Replay links (share-replay.js)

replay-link-damaged = le déroulé qu’il contient est endommagé (le lien a-t-il été coupé ?)
replay-link-too-long = le déroulé qu’il contient fait { $length } caractères, trop long pour être ouvert
replay-link-too-large = le déroulé qu’il contient est trop volumineux pour être ouvert

## Share result (share.js)

share-daily = Deduce du jour, { $date }
share-daily-level = Deduce du jour, { $date } · { $level }
# Same as English
share-game = Deduce · { $game }
# Same as English
share-game-level = Deduce · { $game } · { $level }
# Same as English
share-time = ⏱ { $time } · { $help }
share-time-no-help = ⏱ { $time } · sans aide

## Print booklet (state-booklet.js, booklet.js)

# Same as English
booklet-paper-a4 = A4
booklet-paper-letter = Lettre US
# Same as English
booklet-set = { $count } × { $what }
# Same as English
booklet-described = { $game }, { $level }
# Same as English
booklet-described-rules = { $game } ({ $rules }), { $level }
booklet-kept = { $count } × { $what } : gardé pour le livret. Changez les choix de Prochaine partie et rouvrez Imprimer un livret pour en ajouter, ou pour le créer.
booklet-making = Création de la grille { $number } sur { $total } pour le livret…
booklet-ready =
    Livret de { $count ->
        [one] { $count } grille
       *[other] { $count } grilles
    } prêt : Imprimer ouvre la boîte de dialogue d’impression de votre navigateur, qui peut aussi l’enregistrer en PDF.
booklet-ready-fewer =
    Livret de { $count ->
        [one] { $count } grille
       *[other] { $count } grilles
    } prêt (une collection toute prête en contient moins de différentes) : Imprimer ouvre la boîte de dialogue d’impression de votre navigateur, qui peut aussi l’enregistrer en PDF.
booklet-fault = { $fault } Pas de livret cette fois ; votre partie est en sécurité.
booklet-failed = Pas de livret : { $reason }
booklet-what = Des grilles comme Nouvelle partie les crée : { $what }. Les choix de Prochaine partie les changent.
booklet-summary =
    { $count ->
        [one] { $count } grille
       *[other] { $count } grilles
    } : { $title }, { $perPage } par page sur { $paper } ; { $pages ->
        [one] { $pages } page
       *[other] { $pages } pages
    }.
booklet-summary-solutions =
    { $count ->
        [one] { $count } grille
       *[other] { $count } grilles
    } : { $title }, { $perPage } par page sur { $paper } ; { $pages ->
        [one] { $pages } page
       *[other] { $pages } pages
    }, les solutions à la fin.
booklet-remove-set = Retirer
    .aria-label = Retirer { $count } × { $what }
booklet-page-head = Deduce · { $title } · page { $page } sur { $total }
# Same as English
booklet-caption = { $game } · { $level }
# Same as English
booklet-solution = Solution { $number }

## Busy work and Backup (state-work.js, state-backup.js)

work-cancelled = Annulé.
backup-saved = Sauvegarde enregistrée sous { $file } : { $summary }.
backup-not-read = { $reason } Rien n’a été modifié.
backup-refused = Le navigateur a refusé d’enregistrer la sauvegarde (son stockage est peut-être plein). Rien n’a été modifié.
