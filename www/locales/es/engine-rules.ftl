# The engine's words (engine-rules.ftl, src/text): the reasoning of every rule's own techniques but Killer's and the totals' (thermometers, Kropki, XV, whispers, renban, non-consecutive, windows, common peers, negative constraints), with the rules' own words.
# The same messages as www/locales/en/engine-rules.ftl, in this language.

## El título y el texto de cada regla

rule-title-diagonals = Diagonales
rule-about-diagonals = Las dos diagonales principales contienen cada cifra una vez.
# Same as English
rule-title-windoku = Windoku
rule-about-windoku = Las cuatro ventanas sombreadas de 3×3 contienen cada cifra una vez.
rule-title-antiknight = Anticaballo
rule-about-antiknight = Dos casillas a un salto de caballo de ajedrez nunca tienen la misma cifra.
rule-title-antiking = Antirrey
rule-about-antiking = Dos casillas a un paso de rey de ajedrez, vecinas en diagonal incluidas, nunca tienen la misma cifra.
rule-title-nonconsecutive = No consecutivos
rule-about-nonconsecutive = Las casillas que comparten un lado nunca tienen cifras que difieran en 1.
rule-title-even = Par
rule-about-even = Una casilla con un cuadrado gris tiene una cifra par.
rule-title-odd = Impar
rule-about-odd = Una casilla con un círculo gris tiene una cifra impar.
rule-title-thermo = Termómetro
rule-about-thermo = Las cifras crecen desde el bulbo de un termómetro a lo largo de su línea.
rule-title-arrow = Flecha
rule-about-arrow = La cifra del círculo de una flecha es la suma de las cifras a lo largo de su flecha (las cifras pueden repetirse en una flecha donde ninguna fila, columna o bloque lo impida).
rule-title-white = Punto blanco Kropki
rule-about-white = Las casillas unidas por un punto blanco tienen cifras que difieren en 1.
rule-title-black = Punto negro Kropki
rule-about-black = Las casillas unidas por un punto negro tienen cifras de las que una es el doble de la otra.
rule-title-kropki-all = Todos los puntos dados
rule-about-kropki-all = Se muestran todos los puntos Kropki: las vecinas sin punto no difieren en 1 y ninguna cifra es el doble de la otra.
# Same as English
rule-title-x = X
rule-about-x = Las casillas unidas por una X suman 10.
# Same as English
rule-title-v = V
rule-about-v = Las casillas unidas por una V suman 5.
rule-title-xv-all = Todas las X y V dadas
rule-about-xv-all = Se muestran todas las X y V: las vecinas sin ninguna de ellas no suman ni 10 ni 5.
rule-title-whisper = Susurros alemanes
rule-about-whisper = Las vecinas en una línea de susurros verde difieren al menos en la mitad de la cifra mayor (5 en 9×9).
# Same as English
rule-title-renban = Renban
rule-about-renban = Una línea renban morada contiene cifras consecutivas, en cualquier orden y sin repetir.
rule-title-cage = Jaula
rule-about-cage = Las cifras nunca se repiten en una jaula de línea discontinua, y suman su total cuando lo muestra.
rule-title-littlekiller = Little Killer
rule-about-littlekiller = Un total fuera de la cuadrícula es la suma de las cifras de la diagonal que señala su flecha (las cifras pueden repetirse en ella donde ninguna fila, columna o bloque lo impida).
rule-title-sandwich = Sándwich
rule-about-sandwich = Un total junto a una fila o columna es la suma de las cifras entre su 1 y su 9 (su cifra mayor), venga primero el que venga.

## Lo que rompe un conflicto con la regla (la posición de dos casillas tras un verbo: «están a un salto de caballo»; si no, la regla como frase)

rule-words-diagonals = en una misma unidad
rule-words-windoku = en una misma unidad
rule-words-antiknight = a un salto de caballo
rule-words-antiking = a un paso de rey
rule-words-nonconsecutive = las casillas que comparten un lado nunca tienen cifras consecutivas
rule-words-even = un cuadrado gris tiene una cifra par
rule-words-odd = un círculo gris tiene una cifra impar
rule-words-thermo = las cifras crecen desde el bulbo de un termómetro
rule-words-arrow = el círculo de una flecha tiene la suma de las cifras a lo largo de ella
rule-words-white = las casillas unidas por un punto blanco difieren en 1
rule-words-black = de dos casillas unidas por un punto negro, una tiene el doble de la otra
rule-words-kropki-all = las vecinas sin punto no difieren en 1 y ninguna cifra es el doble de la otra
rule-words-x = las casillas unidas por una X suman 10
rule-words-v = las casillas unidas por una V suman 5
rule-words-xv-all = las vecinas sin X ni V no suman ni 10 ni 5
rule-words-whisper = las vecinas en una línea de susurros difieren al menos en la mitad de la cifra mayor
rule-words-renban = las casillas de una línea renban tienen cifras consecutivas, sin repetir
rule-words-cage = en la misma jaula
rule-words-littlekiller = las cifras de la diagonal de un little killer suman su total
rule-words-sandwich = las cifras entre el 1 y la cifra mayor de una línea suman su total sándwich
rule-sum-words-cage = las cifras de una jaula suman su total

## Dos casillas que una regla relaciona

rule-pair-head-differ = { $how ->
    [unit] { $rule }, y { $a } y { $b } están en la misma unidad ({ $unit }), así que sus cifras difieren
   *[sees] { $rule }, y { $a } y { $b } se ven, así que sus cifras difieren
}
rule-pair-head = { $rule } ({ $a } y { $b })
explain-rule-pair-alone = { $head }: ninguna cifra cabe junto a { $digits }, así que { $tail }
rule-pair-neither = ninguna de las dos casillas puede ser { $digits }
explain-rule-pair-only = { $head }: { $cell } solo puede ser { $digits }, así que { $tail }
rule-pair-cells-cannot-be = { $count ->
    [one] { $cells } no puede ser { $digits }
   *[other] { $cells } no pueden ser { $digits }
}
explain-rule-middle = { $how ->
    [unit] { $cell } está entre { $p } y { $q } ({ $rules }), que están en la misma unidad ({ $unit }) y por tanto tienen cifras distintas: { $needs }, así que { $cell } no puede ser { $digits }
   *[sees] { $cell } está entre { $p } y { $q } ({ $rules }), que se ven y por tanto tienen cifras distintas: { $needs }, así que { $cell } no puede ser { $digits }
}
# Same as English
rule-middle-rules = { $first }; { $second }
rule-middle-needs-first = junto a un { $digit } ambas tendrían que ser { $other }
rule-middle-needs = junto a un { $digit } ambas { $other }

## Termómetro, y el límite de cada casilla

explain-thermometer = Las cifras crecen desde el bulbo { $bulb } hasta la punta { $tip } ({ $count } casillas): cada casilla es mayor que la cifra más pequeña que puede tener la anterior y menor que la más grande que puede tener la siguiente, así que { $bounds }
window-between = { $cell } está entre { $min } y { $max }
window-at-least = { $cell } es al menos { $min }
window-at-most = { $cell } es como mucho { $max }

## Renban

explain-renban = La línea renban de { $first } a { $last } ({ $count } casillas) contiene { $count } cifras consecutivas: { $runs }, así que { $removals }
renban-one-run = la única serie de la que sus casillas pueden tomar una cifra cada una es { $run }
renban-runs = las series de las que sus casillas pueden tomar una cifra cada una son { $runs }

## Eliminación por vecinos comunes

explain-common-peer-same = Todos los lugares para el { $digit } ({ $unit }) ven { $cell }: { $reasons }. Así que { $cell } no puede ser { $digit }
explain-common-peer-other = Si { $cell } fuera { $digit }, el { $other } no tendría lugar ({ $unit }): { $reasons }. Así que { $cell } no puede ser { $digit }
# Same as English
common-peer-reason-sep = { "; " }
common-peer-would-hold = { $cell } tendría el { $digit }
common-peer-unit = { $count ->
    [one] { $cells } está en la misma unidad que { $cell } ({ $unit })
   *[other] { $cells } están en la misma unidad que { $cell } ({ $unit })
}
common-peer-apart = { $count ->
    [one] { $cells } y { $cell } están { $words }
   *[other] { $cells } están cada una con { $cell } { $words }
}
common-peer-sees = { $count ->
    [one] { $cells } ve { $cell }
   *[other] { $cells } ven { $cell }
}
common-peer-related = { $count ->
    [one] { $cells } no podría ser { $digit } ({ $words })
   *[other] { $cells } no podrían ser { $digit } ({ $words })
}
