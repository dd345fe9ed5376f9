# The engine's words (engine-unique.ftl, src/text): the reasoning of the uniqueness techniques: unique rectangles, avoidable and hidden rectangles, unique loops, BUG.
# The same messages as www/locales/en/engine-unique.ftl, in this language.

## Unique Rectangles

explain-unique-rectangle = { $corners } sind alle { $pair }; wäre auch { $cell } { $pair }, könnten die beiden Werte tauschen und das Rätsel hätte zwei Lösungen, also { $removals }
explain-unique-rectangle-2 = { $corners } enthalten { $pair }; { $first } und { $second } haben sonst nur die { $digit }, also ist eine von beiden die { $digit } (sonst könnte das Rechteck tauschen und das Rätsel hätte zwei Lösungen); also { $removals }
explain-unique-rectangle-3 = { $corners } liegen in zwei Blöcken, und zwei davon enthalten genau { $pair }; { $first } und { $second } können nicht auch beide { $pair } sein (die Werte könnten tauschen und das Rätsel hätte zwei Lösungen), also ist eine von beiden { $extra }. Mit { $cells } in { $unit } ergibt das eine nackte Gruppe aus { $digits }: { $removals }
explain-unique-rectangle-4 = { $corners } enthalten { $pair }; in { $unit } kann die { $digit } nur in { $first } und { $second } stehen, also ist eine von beiden die { $digit }, und keine darf { $other } sein (das Rechteck könnte tauschen und das Rätsel hätte zwei Lösungen); also { $removals }
explain-unique-rectangle-5 = { $corners } liegen in zwei Blöcken und enthalten { $pair }; { $cells } haben sonst nur die { $digit }. Wäre keine davon die { $digit }, enthielten die vier Ecken nur { $pair } und könnten tauschen (zwei Lösungen), also ist eine davon die { $digit }: { $removals }
explain-unique-rectangle-6 = { $corners } liegen in zwei Blöcken; { $first } und { $second } enthalten genau { $pair }, und in { $unit1 } und { $unit2 } kann die { $digit } nur in den Ecken stehen. Wäre { $third } oder { $fourth } die { $digit }, wären alle vier Ecken { $pair } in einem Muster, das tauschen könnte (zwei Lösungen): { $removals }
unique-rectangle-missing = { $corners } liegen in zwei Blöcken; enthielten alle vier nur { $pair } (manchen fehlt schon einer der beiden Werte), könnten die beiden Werte tauschen und das Rätsel hätte zwei Lösungen
explain-unique-rectangle-missing-1 = { $lead }. Drei Ecken enthalten genau { $pair }, also darf { $cell } nicht { $pair } sein: { $removals }
explain-unique-rectangle-missing-2 = { $lead }. Die beiden anderen, { $first } und { $second }, haben sonst nur die { $digit }, also ist eine davon die { $digit }: { $removals }
explain-unique-rectangle-missing-4 = { $lead }. In { $unit } kann die { $digit } nur in { $first } und { $second } stehen, also ist eine davon die { $digit }, und keine darf { $other } sein: { $removals }

## Avoidable und Hidden Rectangles

explain-avoidable-rectangle-1 = { $corners } liegen in zwei Blöcken; { $first } und { $second } sind { $value } und { $third } ist { $digit }, keine davon eine Vorgabe. Wäre auch { $cell } { $digit }, könnten die vier { $digit } und { $value } tauschen (zwei Lösungen): { $removals }
explain-avoidable-rectangle-2 = { $corners } liegen in zwei Blöcken; { $first } ist { $value1 } und { $second } ist { $value2 }, keine davon eine Vorgabe. Wäre { $cell1 } { $value1 } und { $cell2 } { $value2 }, könnten die vier tauschen (zwei Lösungen), also ist eine davon { $digit }, ihr einziger anderer Kandidat: { $removals }
explain-hidden-rectangle = { $corners } liegen in zwei Blöcken, und { $corner } enthält genau { $pair }. In { $row } und in { $column } kann die { $digit } nur in den Ecken stehen; wäre { $cell } { $other }, wären { $first } und { $second } beide { $digit } und { $corner } wäre { $other }, ein Muster aus { $pair }, das tauschen könnte (zwei Lösungen): { $removals }

## Unique Loop

unique-loop = { $cells } bilden eine Schleife aus { $count } Zellen, zwei in jeder Einheit, die sie berührt, alle { $pair }
explain-unique-loop-1 = { $looped }, außer { $cell }: Wäre auch { $cell } nur { $pair }, könnten die beiden Ziffern entlang der Schleife tauschen und das Rätsel hätte zwei Lösungen, also ist sie keine der beiden: { $removals }
explain-unique-loop-2 = { $looped }, außer { $cells }, die auch die { $digit } enthalten: Wäre keine davon die { $digit }, könnten die beiden Ziffern entlang der Schleife tauschen und das Rätsel hätte zwei Lösungen, also ist eine davon die { $digit }: { $removals }
explain-unique-loop-4 = { $looped }, außer { $first } und { $second }, die zusammen in { $unit } liegen, wo die { $digit } nur in ihnen stehen kann: Eine davon ist die { $digit }, also darf keine { $other } sein (die andere ließe sonst die ganze Schleife aus { $digits }: zwei Lösungen): { $removals }
title-unique-loop = { $technique } (Typ { $kind })

## BUG+1

explain-bug = Jede leere Zelle außer { $cell } hat zwei Kandidaten; ohne die { $digit } dort hätte jede Ziffer in jeder Einheit zwei Plätze, ein Muster mit zwei Lösungen, also ist { $cell } die { $digit }
