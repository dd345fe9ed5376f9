# The engine's words (engine-unique.ftl, src/text): the reasoning of the uniqueness techniques: unique rectangles, avoidable and hidden rectangles, unique loops, BUG.
# The same messages as www/locales/en/engine-unique.ftl, in this language.

## Rectangles uniques

explain-unique-rectangle = { $corners } sont toutes { $pair } ; si { $cell } était aussi { $pair }, les deux valeurs pourraient s’échanger et la grille aurait deux solutions, donc { $removals }
explain-unique-rectangle-2 = { $corners } contiennent { $pair } ; { $first } et { $second } n’ont en plus que le { $digit }, donc l’une d’elles est un { $digit } (sinon le rectangle pourrait s’échanger et la grille aurait deux solutions), donc { $removals }
explain-unique-rectangle-3 = { $corners } s’étendent sur deux blocs et deux d’entre elles contiennent exactement { $pair } ; { $first } et { $second } ne peuvent pas être toutes deux { $pair } elles aussi (les valeurs pourraient s’échanger et la grille aurait deux solutions), donc l’une d’elles est { $extra }. Avec { $cells } dans { $unit }, cela forme un sous-ensemble nu sur { $digits } : { $removals }
explain-unique-rectangle-4 = { $corners } contiennent { $pair } ; dans { $unit }, le { $digit } ne peut aller qu’en { $first } et { $second }, donc l’une d’elles est un { $digit }, et aucune ne peut être un { $other } (le rectangle pourrait s’échanger et la grille aurait deux solutions), donc { $removals }
explain-unique-rectangle-5 = { $corners } s’étendent sur deux blocs et contiennent { $pair } ; { $cells } n’ont en plus que le { $digit }. Si aucune n’était un { $digit }, les quatre coins ne contiendraient que { $pair } et pourraient s’échanger (deux solutions), donc l’une d’elles est un { $digit } : { $removals }
explain-unique-rectangle-6 = { $corners } s’étendent sur deux blocs ; { $first } et { $second } contiennent exactement { $pair }, et dans { $unit1 } et { $unit2 }, le { $digit } ne peut aller que dans les coins. Si { $third } ou { $fourth } était un { $digit }, les quatre coins seraient { $pair } dans un motif qui pourrait s’échanger (deux solutions) : { $removals }
unique-rectangle-missing = { $corners } s’étendent sur deux blocs ; si les quatre ne contenaient que { $pair } (certaines ont déjà perdu l’une des deux valeurs), les deux valeurs pourraient s’échanger et la grille aurait deux solutions
explain-unique-rectangle-missing-1 = { $lead }. Trois coins contiennent exactement { $pair }, donc { $cell } ne doit pas être { $pair } : { $removals }
explain-unique-rectangle-missing-2 = { $lead }. Les deux autres, { $first } et { $second }, n’ont en plus que le { $digit }, donc l’une d’elles est un { $digit } : { $removals }
explain-unique-rectangle-missing-4 = { $lead }. Dans { $unit }, le { $digit } ne peut aller qu’en { $first } et { $second }, donc l’une d’elles est un { $digit }, et aucune ne peut être un { $other } : { $removals }

## Rectangles évitables et cachés

explain-avoidable-rectangle-1 = { $corners } s’étendent sur deux blocs ; { $first } et { $second } valent { $value } et { $third } vaut { $digit }, aucune n’étant un indice de départ. Si { $cell } valait aussi { $digit }, les quatre pourraient échanger { $digit } et { $value } (deux solutions) : { $removals }
explain-avoidable-rectangle-2 = { $corners } s’étendent sur deux blocs ; { $first } vaut { $value1 } et { $second } vaut { $value2 }, aucune n’étant un indice de départ. Si { $cell1 } valait { $value1 } et { $cell2 } { $value2 }, les quatre pourraient s’échanger (deux solutions), donc l’une d’elles est un { $digit }, leur seul autre candidat : { $removals }
explain-hidden-rectangle = { $corners } s’étendent sur deux blocs et { $corner } contient exactement { $pair }. Dans { $row } et dans { $column }, le { $digit } ne peut aller que dans les coins ; si { $cell } était un { $other }, { $first } et { $second } seraient toutes deux des { $digit } et { $corner } serait un { $other }, un motif de { $pair } qui pourrait s’échanger (deux solutions) : { $removals }

## Boucle unique

unique-loop = { $cells } forment une boucle de { $count } cases, deux dans chaque unité qu’elle touche, toutes { $pair }
explain-unique-loop-1 = { $looped }, sauf { $cell } : si { $cell } n’avait aussi que { $pair }, les deux chiffres pourraient s’échanger le long de la boucle et la grille aurait deux solutions, donc ce n’est ni l’un ni l’autre : { $removals }
explain-unique-loop-2 = { $looped }, sauf { $cells }, qui contiennent aussi le { $digit } : si aucune n’était un { $digit }, les deux chiffres pourraient s’échanger le long de la boucle et la grille aurait deux solutions, donc l’une d’elles est un { $digit } : { $removals }
explain-unique-loop-4 = { $looped }, sauf { $first } et { $second }, qui partagent { $unit } où le { $digit } ne peut aller qu’en elles : l’une d’elles est un { $digit }, donc aucune ne peut être un { $other } (l’autre laisserait sinon toute la boucle en { $digits } : deux solutions) : { $removals }
# Same as English
title-unique-loop = { $technique } (type { $kind })

## BUG+1

explain-bug = Toutes les cases vides sauf { $cell } ont deux candidats ; sans le { $digit } à cet endroit, chaque chiffre aurait deux places dans chaque unité, un motif à deux solutions, donc { $cell } est un { $digit }
