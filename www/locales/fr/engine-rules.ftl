# The engine's words (engine-rules.ftl, src/text): the reasoning of every rule's own techniques but Killer's and the totals' (thermometers, Kropki, XV, whispers, renban, non-consecutive, windows, common peers, negative constraints), with the rules' own words.
# The same messages as www/locales/en/engine-rules.ftl, in this language.

## Le titre et le texte de chaque règle

rule-title-diagonals = Diagonales
rule-about-diagonals = Les deux grandes diagonales contiennent chaque chiffre une fois.
# Same as English
rule-title-windoku = Windoku
rule-about-windoku = Les quatre fenêtres 3×3 grisées contiennent chaque chiffre une fois.
rule-title-antiknight = Anti-cavalier
rule-about-antiknight = Deux cases à un saut de cavalier (aux échecs) l’une de l’autre ne contiennent jamais le même chiffre.
rule-title-antiking = Anti-roi
rule-about-antiking = Deux cases à un pas de roi (aux échecs) l’une de l’autre, voisines en diagonale comprises, ne contiennent jamais le même chiffre.
rule-title-nonconsecutive = Non consécutif
rule-about-nonconsecutive = Deux cases qui partagent un côté ne contiennent jamais des chiffres qui diffèrent de 1.
rule-title-even = Pair
rule-about-even = Une case marquée d’un carré gris contient un chiffre pair.
rule-title-odd = Impair
rule-about-odd = Une case marquée d’un cercle gris contient un chiffre impair.
rule-title-thermo = Thermomètre
rule-about-thermo = Les chiffres croissent depuis le bulbe d’un thermomètre, le long de sa ligne.
rule-title-arrow = Flèche
rule-about-arrow = Le chiffre dans le cercle d’une flèche est la somme des chiffres le long de sa flèche (un chiffre peut s’y répéter là où aucune ligne, colonne ni aucun bloc ne l’interdit).
rule-title-white = Point blanc Kropki
rule-about-white = Deux cases reliées par un point blanc contiennent des chiffres qui diffèrent de 1.
rule-title-black = Point noir Kropki
rule-about-black = Deux cases reliées par un point noir contiennent des chiffres dont l’un est le double de l’autre.
rule-title-kropki-all = Tous les points donnés
rule-about-kropki-all = Tous les points Kropki sont affichés : deux voisines sans point ne diffèrent pas de 1, et aucun de leurs chiffres n’est le double de l’autre.
# Same as English
rule-title-x = X
rule-about-x = Deux cases reliées par un X totalisent 10.
# Same as English
rule-title-v = V
rule-about-v = Deux cases reliées par un V totalisent 5.
rule-title-xv-all = Tous les X et V donnés
rule-about-xv-all = Tous les X et V sont affichés : deux voisines sans aucune de ces marques ne totalisent ni 10 ni 5.
rule-title-whisper = Murmures allemands
rule-about-whisper = Deux voisines sur une ligne de murmure verte diffèrent d’au moins la moitié du plus grand chiffre (5 en 9×9).
# Same as English
rule-title-renban = Renban
rule-about-renban = Une ligne renban violette contient des chiffres consécutifs, dans n’importe quel ordre, sans répétition.
# Same as English
rule-title-cage = Cage
rule-about-cage = Les chiffres ne se répètent jamais dans une cage en pointillés, et leur somme vaut son total quand elle en affiche un.
rule-title-littlekiller = Little Killer
rule-about-littlekiller = Un total hors de la grille est la somme des chiffres de la diagonale que désigne sa flèche (un chiffre peut s’y répéter là où aucune ligne, colonne ni aucun bloc ne l’interdit).
# Same as English
rule-title-sandwich = Sandwich
rule-about-sandwich = Un total à côté d’une ligne ou d’une colonne est la somme des chiffres situés entre son 1 et son 9 (son plus grand chiffre), quel que soit celui qui vient en premier.

## Ce qu’enfreint un conflit avec la règle (la position de deux cases après un verbe : « sont à un saut de cavalier » ; sinon la règle en une phrase)

rule-words-diagonals = dans une même unité
rule-words-windoku = dans une même unité
rule-words-antiknight = à un saut de cavalier l’une de l’autre
rule-words-antiking = à un pas de roi l’une de l’autre
rule-words-nonconsecutive = deux cases qui partagent un côté ne contiennent jamais des chiffres consécutifs
rule-words-even = un carré gris contient un chiffre pair
rule-words-odd = un cercle gris contient un chiffre impair
rule-words-thermo = les chiffres croissent depuis le bulbe d’un thermomètre
rule-words-arrow = le cercle d’une flèche contient la somme des chiffres le long de celle-ci
rule-words-white = deux cases reliées par un point blanc diffèrent de 1
rule-words-black = de deux cases reliées par un point noir, l’une contient le double de l’autre
rule-words-kropki-all = deux voisines sans point ne diffèrent pas de 1, et aucun de leurs chiffres n’est le double de l’autre
rule-words-x = deux cases reliées par un X totalisent 10
rule-words-v = deux cases reliées par un V totalisent 5
rule-words-xv-all = deux voisines sans X ni V ne totalisent ni 10 ni 5
rule-words-whisper = deux voisines sur une ligne de murmure diffèrent d’au moins la moitié du plus grand chiffre
rule-words-renban = les cases d’une ligne renban contiennent des chiffres consécutifs, sans répétition
rule-words-cage = dans la même cage
rule-words-littlekiller = la somme des chiffres de la diagonale d’un little killer vaut son total
rule-words-sandwich = la somme des chiffres entre le 1 et le plus grand chiffre d’une ligne vaut son total sandwich
rule-sum-words-cage = la somme des chiffres d’une cage vaut son total

## Deux cases qu’une règle relie

rule-pair-head-differ = { $how ->
    [unit] { $rule }, et { $a } et { $b } sont dans la même unité ({ $unit }), donc leurs chiffres diffèrent
   *[sees] { $rule }, et { $a } et { $b } se voient, donc leurs chiffres diffèrent
}
rule-pair-head = { $rule } ({ $a } et { $b })
explain-rule-pair-alone = { $head } : aucun chiffre ne convient à côté de { $digits }, donc { $tail }
rule-pair-neither = aucune des deux cases ne peut être { $digits }
explain-rule-pair-only = { $head } : { $cell } ne peut être que { $digits }, donc { $tail }
rule-pair-cells-cannot-be = { $count ->
    [one] { $cells } ne peut pas être { $digits }
   *[other] { $cells } ne peuvent pas être { $digits }
}
explain-rule-middle = { $how ->
    [unit] { $cell } est entre { $p } et { $q } ({ $rules }), qui sont dans la même unité ({ $unit }) et ont donc des chiffres différents : { $needs }, donc { $cell } ne peut pas être { $digits }
   *[sees] { $cell } est entre { $p } et { $q } ({ $rules }), qui se voient et ont donc des chiffres différents : { $needs }, donc { $cell } ne peut pas être { $digits }
}
rule-middle-rules = { $first } ; { $second }
rule-middle-needs-first = à côté d’un { $digit }, les deux devraient être des { $other }
rule-middle-needs = à côté d’un { $digit }, les deux des { $other }

## Thermomètre, et la borne de chaque case

explain-thermometer = Les chiffres croissent du bulbe { $bulb } jusqu’au bout { $tip } ({ $count } cases) : chaque case dépasse le plus petit chiffre possible dans la case précédente et reste sous le plus grand possible dans la suivante, donc { $bounds }
window-between = { $cell } vaut de { $min } à { $max }
window-at-least = { $cell } vaut au moins { $min }
window-at-most = { $cell } vaut au plus { $max }

## Renban

explain-renban = La ligne renban de { $first } à { $last } ({ $count } cases) contient { $count } chiffres consécutifs : { $runs }, donc { $removals }
renban-one-run = la seule suite dont ses cases peuvent prendre chacune un chiffre est { $run }
renban-runs = les suites dont ses cases peuvent prendre chacune un chiffre sont { $runs }

## Élimination par voisins communs

explain-common-peer-same = Toutes les places du { $digit } ({ $unit }) voient { $cell } : { $reasons }. Donc { $cell } ne peut pas être { $digit }
explain-common-peer-other = Si { $cell } était un { $digit }, le { $other } n’aurait plus de place ({ $unit }) : { $reasons }. Donc { $cell } ne peut pas être { $digit }
common-peer-reason-sep = { " ; " }
common-peer-would-hold = { $cell } contiendrait le { $digit }
common-peer-unit = { $count ->
    [one] { $cells } est dans la même unité que { $cell } ({ $unit })
   *[other] { $cells } sont dans la même unité que { $cell } ({ $unit })
}
common-peer-apart = { $count ->
    [one] { $cells } et { $cell } sont { $words }
   *[other] { $cells } sont chacune avec { $cell } { $words }
}
common-peer-sees = { $count ->
    [one] { $cells } voit { $cell }
   *[other] { $cells } voient { $cell }
}
common-peer-related = { $count ->
    [one] { $cells } ne pourrait pas être un { $digit } ({ $words })
   *[other] { $cells } ne pourraient pas être un { $digit } ({ $words })
}
