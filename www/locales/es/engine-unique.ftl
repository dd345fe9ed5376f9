# The engine's words (engine-unique.ftl, src/text): the reasoning of the uniqueness techniques: unique rectangles, avoidable and hidden rectangles, unique loops, BUG.
# The same messages as www/locales/en/engine-unique.ftl, in this language.

## Rectángulos únicos

explain-unique-rectangle = { $corners } son todas { $pair }; si { $cell } también fuera { $pair }, los dos valores podrían intercambiarse y el sudoku tendría dos soluciones, así que { $removals }
explain-unique-rectangle-2 = { $corners } contienen { $pair }; { $first } y { $second } solo tienen además el { $digit }, así que una de ellas es un { $digit } (si no, el rectángulo podría intercambiarse y el sudoku tendría dos soluciones), así que { $removals }
explain-unique-rectangle-3 = { $corners } ocupan dos bloques y dos de ellas contienen exactamente { $pair }; { $first } y { $second } no pueden ser ambas { $pair } también (los valores podrían intercambiarse y el sudoku tendría dos soluciones), así que una de ellas es { $extra }. Con { $cells } en { $unit }, eso forma un subconjunto desnudo en { $digits }: { $removals }
explain-unique-rectangle-4 = { $corners } contienen { $pair }; en { $unit }, el { $digit } solo puede ir en { $first } y { $second }, así que una de ellas es un { $digit }, y ninguna puede ser un { $other } (el rectángulo podría intercambiarse y el sudoku tendría dos soluciones), así que { $removals }
explain-unique-rectangle-5 = { $corners } ocupan dos bloques y contienen { $pair }; { $cells } solo tienen además el { $digit }. Si ninguna fuera un { $digit }, las cuatro esquinas solo contendrían { $pair } y podrían intercambiarse (dos soluciones), así que una de ellas es un { $digit }: { $removals }
explain-unique-rectangle-6 = { $corners } ocupan dos bloques; { $first } y { $second } contienen exactamente { $pair }, y en { $unit1 } y { $unit2 }, el { $digit } solo puede ir en las esquinas. Si { $third } o { $fourth } fuera un { $digit }, las cuatro esquinas serían { $pair } en un patrón que podría intercambiarse (dos soluciones): { $removals }
unique-rectangle-missing = { $corners } ocupan dos bloques; si las cuatro solo contuvieran { $pair } (a algunas ya les falta uno de los dos), los dos valores podrían intercambiarse y el sudoku tendría dos soluciones
explain-unique-rectangle-missing-1 = { $lead }. Tres esquinas contienen exactamente { $pair }, así que { $cell } no debe ser { $pair }: { $removals }
explain-unique-rectangle-missing-2 = { $lead }. Las otras dos, { $first } y { $second }, solo tienen además el { $digit }, así que una de ellas es un { $digit }: { $removals }
explain-unique-rectangle-missing-4 = { $lead }. En { $unit }, el { $digit } solo puede ir en { $first } y { $second }, así que una de ellas es un { $digit }, y ninguna puede ser un { $other }: { $removals }

## Rectángulos evitables y ocultos

explain-avoidable-rectangle-1 = { $corners } ocupan dos bloques; { $first } y { $second } son { $value } y { $third } es { $digit }, ninguna de ellas una pista. Si { $cell } también fuera { $digit }, las cuatro podrían intercambiar { $digit } y { $value } (dos soluciones): { $removals }
explain-avoidable-rectangle-2 = { $corners } ocupan dos bloques; { $first } es { $value1 } y { $second } es { $value2 }, ninguna de ellas una pista. Si { $cell1 } fuera { $value1 } y { $cell2 } fuera { $value2 }, las cuatro podrían intercambiarse (dos soluciones), así que una de ellas es { $digit }, su único otro candidato: { $removals }
explain-hidden-rectangle = { $corners } ocupan dos bloques y { $corner } contiene exactamente { $pair }. En { $row } y en { $column }, el { $digit } solo puede ir en las esquinas; si { $cell } fuera { $other }, { $first } y { $second } serían ambas { $digit } y { $corner } sería { $other }, un patrón de { $pair } que podría intercambiarse (dos soluciones): { $removals }

## Bucle único

unique-loop = { $cells } forman un bucle de { $count } casillas, dos en cada unidad que toca, todas { $pair }
explain-unique-loop-1 = { $looped }, salvo { $cell }: si { $cell } también tuviera solo { $pair }, los dos dígitos podrían intercambiarse a lo largo del bucle y el sudoku tendría dos soluciones, así que no es ninguno de los dos: { $removals }
explain-unique-loop-2 = { $looped }, salvo { $cells }, que también contienen el { $digit }: si ninguna fuera un { $digit }, los dos dígitos podrían intercambiarse a lo largo del bucle y el sudoku tendría dos soluciones, así que una de ellas es un { $digit }: { $removals }
explain-unique-loop-4 = { $looped }, salvo { $first } y { $second }, que comparten { $unit }, donde el { $digit } solo puede ir en ellas: una de ellas es un { $digit }, así que ninguna puede ser un { $other } (si no, la otra dejaría todo el bucle en { $digits }: dos soluciones): { $removals }
title-unique-loop = { $technique } (tipo { $kind })

## BUG+1

explain-bug = Todas las casillas vacías salvo { $cell } tienen dos candidatos; sin el { $digit } ahí, cada dígito tendría dos sitios en cada unidad, un patrón con dos soluciones, así que { $cell } es un { $digit }
