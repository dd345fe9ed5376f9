# The engine's words (engine-learn.ftl, src/text): the technique library (Learn): each technique's description, practice verdicts, and the mistakes a hint finds.
# The same messages as www/locales/en/engine-learn.ftl, in this language.

## Verdicts de l’entraînement (src/learn.rs : check, check_all)

verdict-right = Bravo ! { $line }
verdict-nothing-place = Rien de saisi pour l’instant : trouvez la technique « { $technique } », puis saisissez ce qu’elle place.
verdict-nothing-notes = Rien de marqué pour l’instant : trouvez la technique « { $technique } », puis saisissez le chiffre qu’elle place ou retirez les notes qu’elle élimine.
verdict-missed-place = { $digit } en { $cell }
verdict-missed-remove = { $digit } de { $cell }
verdict-partly = En partie juste : { $done } sur { $total } trouvés. Manquants : { $missed }.
verdict-wrong-entry = Faux : { $why }.
verdict-not-placed = Faux : la technique « { $technique } » ne place pas de { $digit } en { $cell }.
verdict-not-removed = Faux : la technique « { $technique } » n’élimine pas le { $digit } de { $cell }.
verdict-not-removed-on = Faux : la technique « { $technique } » n’élimine pas le { $digit } de { $cell } ; elle porte sur { $units }.
verdict-needed = { $verdict } Le { $digit } est le chiffre qu’il faut en { $cell } : sans lui, la grille n’a pas de solution.

## « Tout trouver »

verdict-steps-sep = { " ; " }
verdict-all-right = { $count ->
    [one] Bravo ! Trouvé : { $steps }.
   *[other] Bravo ! Les { $count } sont trouvés : { $steps }.
}
verdict-all-nothing = { $count ->
    [one] Rien de marqué pour l’instant : il y en a un ici. Trouvez la technique « { $technique } », retirez les notes qu’elle élimine (ou saisissez ce qu’elle place), puis appuyez sur Vérifier.
   *[other] Rien de marqué pour l’instant : il y en a { $count } ici. Trouvez chaque application de la technique « { $technique } », retirez les notes qu’elles éliminent (ou saisissez ce qu’elles placent), puis appuyez sur Vérifier.
}
verdict-all-partly = { $found } sur { $count } trouvés. Manquants : { $steps }.
verdict-all-not-removed = Faux : aucune application de la technique « { $technique } » n’élimine ici le { $digit } de { $cell }.

## Aucune position d’entraînement trouvée (src/wasm/teach.rs)

practice-too-rare = { $tried ->
    [one] La technique « { $technique } » est trop rare : aucune position trouvée dans { $tried } grille
   *[other] La technique « { $technique } » est trop rare : aucune position trouvée dans { $tried } grilles
}
practice-too-rare-in-time = { $tried ->
    [one] La technique « { $technique } » est trop rare : aucune position trouvée dans { $tried } grille dans le temps imparti
   *[other] La technique « { $technique } » est trop rare : aucune position trouvée dans { $tried } grilles dans le temps imparti
}

## La bibliothèque des techniques : ce qu’est chaque technique, en deux ou trois phrases simples (about-<id de la technique>)
about-full-house = Une unité n’a plus qu’une case vide : elle reçoit le chiffre manquant.
about-naked-single = Une case n’a plus qu’un candidat : tous les autres chiffres sont déjà dans sa ligne, sa colonne ou son bloc.
about-hidden-single = Un chiffre ne peut aller que dans une seule case d’une unité : il se place donc là.
about-thermometer = Les chiffres croissent depuis le bulbe d’un thermomètre le long de sa ligne : chaque case est plus grande que le plus petit chiffre possible de la case précédente et plus petite que le plus grand chiffre possible de la suivante. Le bulbe d’un long thermomètre est donc petit et son extrémité grande.
about-arrow = Le chiffre dans le cercle d’une flèche est la somme des chiffres le long de sa flèche : le cercle est compris entre la plus petite et la plus grande somme possible du chemin, et chaque case du chemin vaut au plus le plus grand chiffre du cercle moins les plus petits des autres cases du chemin.
about-little-killer = Les chiffres le long de la diagonale d’un Little Killer ont pour somme le total indiqué hors de la grille : seules les façons de donner un candidat à chacune de ses cases (différents dans un même bloc) qui atteignent ce total sont possibles, et un chiffre qu’aucune n’utilise est éliminé (trois cases d’un bloc totalisant 6 contiennent 1, 2 et 3).
about-sandwich-sum = Un total sandwich à côté d’une ligne ou d’une colonne est la somme des chiffres entre son 1 et son 9 : seules les positions du 1 et du 9 dont les cases intermédiaires peuvent l’atteindre avec des chiffres différents (de 2 à 8) sont possibles. Un 0 les place donc côte à côte et un 35 aux deux bouts, et un chiffre qu’aucune possibilité n’utilise est éliminé.
about-kropki-pair = Un point blanc relie deux chiffres consécutifs, un point noir un chiffre et son double (1–2, 2–4, 3–6, 4–8) : ce qu’une case peut encore contenir ne laisse à l’autre que ses partenaires, et 5, 7 et 9 ne touchent jamais un point noir.
about-xv-pair = Deux cases reliées par un X ont pour somme 10 (1–9, 2–8, 3–7, 4–6), par un V, 5 (1–4, 2–3) : ce qu’une case peut encore contenir ne laisse à l’autre que ses partenaires, et 5 ne touche jamais un X.
about-german-whisper = Sur une ligne verte German Whisper, deux voisins diffèrent d’au moins 5 (en 9×9) : 5 n’y figure jamais, petits et grands chiffres alternent le long de la ligne, et une case entre deux cases de la ligne qui se voient n’est ni un 4 (les deux auraient besoin du 9) ni un 6.
about-renban = Une ligne renban violette de k cases contient k chiffres consécutifs dans n’importe quel ordre : seules les suites dont chaque case peut prendre un chiffre sont possibles (une ligne de 4 cases avec un 8 contient 5–8 ou 6–9), et chaque case ne garde que les chiffres que ces suites lui donnent.
about-non-consecutive-pair = Deux cases qui partagent un côté ne contiennent jamais de chiffres consécutifs : ce qu’une case peut encore contenir ne laisse à l’autre que les chiffres voisins d’aucun d’eux.
about-negative-constraint = Quand tous les points (ou tous les X et V) sont indiqués, deux voisins sans marque ne sont ni consécutifs ni un chiffre et son double (leur somme ne fait ni 10 ni 5) : ce qu’une case peut encore contenir limite l’autre.
about-cage-combination = Killer : seuls certains ensembles de chiffres distincts donnent la somme d’une cage ; ses cases ne gardent que leurs chiffres, et un chiffre dont tous ont besoin va à son unique place.
about-kropki-chain = Une case entre deux points dont les autres cases se voient : un chiffre qui aurait besoin du même partenaire des deux côtés est éliminé (un 1 entre deux points blancs aurait besoin d’un 2 de chaque côté).
about-arrow-combination = Les chiffres du chemin d’une flèche pris ensemble, comme les combinaisons d’une cage : les cases du chemin qui se voient contiennent des chiffres différents, et chaque ensemble doit donner une somme que le cercle peut contenir ; un chiffre qu’aucun de ces ensembles n’utilise est éliminé (trois cases du chemin dans un même bloc font au moins 1+2+3=6).
about-locked-pair = Deux cases à l’intersection d’un bloc et d’une ligne ou colonne ne contiennent que les deux mêmes chiffres : ceux-ci sont éliminés du reste des deux unités.
about-locked-candidates-pointing = Dans un bloc, toutes les places possibles d’un chiffre sont sur une même ligne ou colonne : il est éliminé du reste de celle-ci.
about-locked-candidates-claiming = Dans une ligne ou une colonne, toutes les places possibles d’un chiffre sont dans un même bloc : il est éliminé du reste de ce bloc.
about-common-peer-elimination = Un candidat qui ôterait à un chiffre toutes ses places dans une unité est faux : il les lui ôte soit par son propre chiffre dans les cases qu’il voit (y compris à un saut de cavalier ou un pas de roi), soit par un chiffre voisin à travers une règle (sur une grille non consécutive, un 6 ôte le 5 et le 7 aux cases qui le touchent).
about-cage-interaction = Killer : un chiffre dont toutes les combinaisons d’une cage ont besoin, et dont toutes les places sont dans une même ligne, colonne ou un même bloc, est éliminé du reste de cette unité.
about-locked-triple = Trois cases à l’intersection d’un bloc et d’une ligne ou colonne ne contiennent que trois chiffres : ceux-ci sont éliminés du reste des deux unités.
about-naked-pair = Deux cases d’une unité ne contiennent que les deux mêmes chiffres : ceux-ci sont éliminés des autres cases de l’unité.
about-hidden-pair = Deux chiffres ne peuvent aller que dans les deux mêmes cases d’une unité : ces cases perdent leurs autres candidats.
about-45-rule = Killer : une ligne, une colonne ou un bloc fait 45 (un groupe d’unités voisines, 45 par unité) ; en retirant les cages entièrement à l’intérieur, il reste le total de ses autres cases (innies), ou celui des cases des cages qui la traversent, à l’extérieur (outies).
about-cage-splitting = Killer : quand une cage franchit le bord d’une ligne, d’une colonne, d’un bloc ou d’un groupe d’unités voisines, et que des cages entières en remplissent le reste, la cage se coupe en deux : ses cases à l’intérieur font le total du groupe moins ces cages, ses cases à l’extérieur le reste de sa somme.
about-naked-triple = Trois cases d’une unité ne contiennent que trois chiffres : ceux-ci sont éliminés des autres cases de l’unité.
about-hidden-triple = Trois chiffres ne peuvent aller que dans les trois mêmes cases d’une unité : ces cases perdent leurs autres candidats.
about-naked-quad = Quatre cases d’une unité ne contiennent que quatre chiffres : ceux-ci sont éliminés des autres cases de l’unité.
about-hidden-quad = Quatre chiffres ne peuvent aller que dans les quatre mêmes cases d’une unité : ces cases perdent leurs autres candidats.
about-x-wing = Un chiffre n’a que deux places dans chacune de deux lignes, dans les deux mêmes colonnes : il est éliminé du reste de ces colonnes (ou l’inverse, lignes et colonnes échangées).
about-swordfish = Un { technique-x-wing } sur trois lignes : les places d’un chiffre dans trois lignes tiennent dans trois colonnes, il est donc éliminé du reste de celles-ci.
about-jellyfish = Un { technique-x-wing } sur quatre lignes : les places d’un chiffre dans quatre lignes tiennent dans quatre colonnes, il est donc éliminé du reste de celles-ci.
about-remote-pairs = Une chaîne de cases aux deux mêmes chiffres, chacune voyant la suivante : une case qui voit deux extrémités de parité opposée ne contient aucun des deux.
about-skyscraper = Deux lignes contiennent chacune un chiffre deux fois seulement, avec une extrémité de chacune dans une même colonne : une case qui voit les deux autres extrémités le perd.
about-2-string-kite = La paire d’un chiffre dans une ligne et sa paire dans une colonne se rejoignent dans un bloc : une case qui voit les deux extrémités éloignées le perd.
about-turbot-fish = Deux paires de places d’un chiffre reliées par des cases qui se voient : une case qui voit les deux extrémités libres le perd.
about-empty-rectangle = Les places d’un chiffre dans un bloc forment une croix ; avec une paire de places qui rejoint la croix, une case le perd.
about-xy-wing = Un pivot XY voit des cases XZ et YZ : l’une d’elles est Z, donc une case qui voit les deux perd Z.
about-xyz-wing = Un { technique-xy-wing } dont le pivot contient aussi Z : une case qui voit les trois perd Z.
about-unique-rectangle = Quatre coins sur deux lignes, deux colonnes et deux blocs ne contenant que les deux mêmes chiffres permettraient deux solutions : le coin qui a des candidats en plus a besoin de l’un d’eux.
about-unique-rectangle-type-2 = Un rectangle presque mortel dont le toit partage un même candidat en plus : les cases qui voient les deux cases du toit le perdent.
about-unique-rectangle-type-3 = Un rectangle presque mortel dont les candidats en plus du toit forment un sous-ensemble nu avec d’autres cases d’une unité.
about-unique-rectangle-type-4 = Un rectangle presque mortel où l’un des chiffres de la paire doit être dans le toit : l’autre est éliminé du toit.
about-unique-rectangle-type-5 = Un rectangle presque mortel dont les coins ayant des candidats en plus partagent un chiffre : les cases qui les voient tous le perdent.
about-unique-rectangle-type-6 = Un rectangle presque mortel traversé par un { technique-x-wing } sur l’un de ses chiffres : ce chiffre est éliminé de deux coins.
about-hidden-rectangle = Un rectangle avec un coin à deux candidats et des liens forts passant par le coin opposé : un chiffre est éliminé de ce coin.
about-avoidable-rectangle-type-1 = Trois coins que vous avez résolus vous-même, pas des chiffres donnés : le quatrième ne doit pas compléter un motif interchangeable.
about-avoidable-rectangle-type-2 = Deux coins que vous avez résolus vous-même et deux qui partagent un même candidat en plus : les cases qui voient ces deux-là le perdent.
about-simple-colouring = Coloriez les paires de places d’un chiffre en deux couleurs alternées : une case qui voit les deux couleurs perd le chiffre.
about-w-wing = Deux cases aux deux mêmes chiffres, reliées par une paire de places de l’un d’eux : les cases qui voient les deux perdent l’autre.
about-wxyz-wing = Quatre cases avec quatre chiffres, tous sauf un limités à des cases qui se voient : les cases qui voient chaque occurrence de celui-ci le perdent.
about-vwxyz-wing = Cinq cases avec cinq chiffres, tous sauf un limités à des cases qui se voient : les cases qui voient chaque occurrence de celui-ci le perdent.
about-unique-loop = Six cases ou plus formant une boucle, deux dans chaque unité touchée, ne contenant que les deux mêmes chiffres permettraient deux solutions : les cases qui ont des candidats en plus en gardent un.
about-finned-fish = Un poisson avec des places en plus (l’aileron) dans un bloc : les cases qui voient l’aileron et le poisson perdent le chiffre.
about-sue-de-coq = Des cases à l’intersection d’un bloc et d’une ligne ou colonne partagent leurs chiffres avec des ensembles de la ligne et du bloc : ces chiffres sont éliminés du reste.
about-multi-colouring = Deux groupes de couleurs d’un même chiffre : quand des couleurs des deux se voient, les cases qui voient les deux couleurs opposées le perdent.
about-x-cycle = Une boucle de places d’un chiffre, aux liens alternativement forts et faibles : chaque lien faible élimine le chiffre des cases qui voient ses deux extrémités.
about-x-chain = Une chaîne de places d’un chiffre, aux liens alternativement forts et faibles : une case qui voit les deux extrémités le perd.
about-xy-chain = Une chaîne de cases à deux candidats, chacune partageant un chiffre avec la suivante : une case qui voit les deux extrémités perd le chiffre des extrémités.
about-bug-plus-1 = Toutes les cases vides sauf une ont deux candidats : cette case reçoit le chiffre qui évite deux solutions.
about-alternating-inference-chain = Une chaîne de cases à deux candidats et de paires de places, aux liens alternativement forts et faibles : une extrémité est vraie, donc ce qui voit les deux est éliminé ; refermée en boucle, le long de chaque lien faible aussi.
about-grouped-x-chain = Une chaîne X dont les liens peuvent passer par un groupe de places dans un bloc et une ligne ou colonne.
about-grouped-aic = Une chaîne d’inférences alternées dont les liens peuvent passer par des groupes de places.
about-death-blossom = Chaque candidat d’une case tige mène à un ensemble contenant un chiffre commun : les cases qui voient toutes ses occurrences le perdent.
about-als-chain = Une chaîne passant par des ensembles presque verrouillés (N cases, N+1 chiffres) : les cases qui voient les deux extrémités perdent le chiffre.
about-franken-fish = Un poisson dont les ensembles de base ou de couverture incluent des blocs en plus des lignes : les autres places des unités de couverture perdent le chiffre.
about-mutant-fish = Un poisson qui mélange librement lignes, colonnes et blocs des deux côtés : les autres places des unités de couverture perdent le chiffre.
about-kraken-fish = Un poisson avec aileron dont les ailerons peuvent être n’importe où : une place de couverture hors de la base que chaque aileron élimine par une chaîne est éliminée, que le poisson tienne ou qu’un aileron soit vrai.
about-pattern-overlay = Un chiffre occupe une case dans chaque ligne, chaque colonne et chaque bloc : un candidat qui n’entre dans aucun tel motif formé des places du chiffre est éliminé.
about-combined-pattern-overlay = Les motifs d’un chiffre qui ne laissent pas de place à un motif d’un autre chiffre sont d’abord écartés : un candidat qui n’est dans aucun motif restant est éliminé.
about-triple-pattern-overlay = Les motifs d’un chiffre qui ne laissent pas de place à des motifs de deux autres chiffres ensemble (aucune case partagée par les trois) sont aussi écartés : un candidat qui n’est dans aucun motif restant est éliminé.
about-quadruple-pattern-overlay = Les motifs d’un chiffre qui ne laissent pas de place à des motifs de trois autres chiffres ensemble (aucune case partagée par les quatre) sont aussi écartés : un candidat qui n’est dans aucun motif restant est éliminé.
about-forcing-chain = Supposez un candidat et suivez les singletons jusqu’à ce qu’une règle soit enfreinte (il est alors faux), ou jusqu’à ce que tous les choix concordent.
about-pair = Deux chiffres identiques côte à côte : les deux cases aux extrémités reçoivent l’autre chiffre.
about-sandwich = Deux chiffres identiques séparés par une case vide : celle du milieu reçoit l’autre chiffre.
about-last-cell = Une rangée n’a plus qu’une case vide : elle reçoit le chiffre qui manque encore à la rangée.
about-balance-completion = Une rangée contient déjà la moitié de ses cases d’un même chiffre : ses cases vides reçoivent l’autre.
about-sign-rule = Tango : une case reliée par un = à une case remplie contient le même symbole ; par un ×, l’autre.
about-duplicate-guard = Une rangée à qui il manque deux cases pour copier une rangée déjà finie ailleurs : ses deux dernières cases prennent l’ordre inverse.
about-last-of-a-kind = Il manque encore un exemplaire d’un chiffre à une rangée : les cases où il forcerait trois identiques à la suite reçoivent l’autre chiffre.
about-sign-pair = Tango : deux cases vides reliées par un = à côté d’un soleil ne peuvent pas être toutes deux des soleils (trois à la suite), ce sont donc deux lunes ; de même pour les lunes.
about-sign-balance = Tango : chaque × entre deux cases vides contient un soleil et une lune ; quand ces paires prennent tous les soleils qui manquent encore à une rangée, ses autres cases vides sont des lunes. S’il ne reste qu’un soleil, une paire de cases vides reliée par un = doit être deux lunes.
about-line-elimination = Essayez toutes les façons de compléter une rangée : une case identique dans toutes reçoit ce chiffre.
about-duplicate-line-elimination = Complétez une rangée de toutes les façons qui ne copient pas une rangée finie : une case identique dans toutes reçoit ce chiffre.
about-contradiction = Supposez un chiffre et suivez les règles : si une rangée devient impossible, la case reçoit l’autre chiffre.
about-deeper-lookahead = Supposez un chiffre et regardez deux étapes plus loin, ou constatez que les deux choix s’accordent sur une case.
