# The engine's words (engine-unique.ftl, src/text): the reasoning of the uniqueness techniques: unique rectangles, avoidable and hidden rectangles, unique loops, BUG.
# The same messages as www/locales/en/engine-unique.ftl, in this language.

## Unique rectangles

explain-unique-rectangle = { $corners } zijn allemaal { $pair }; als { $cell } ook { $pair } was, konden de twee waarden ruilen en had de puzzel twee oplossingen, dus { $removals }
explain-unique-rectangle-2 = { $corners } bevatten { $pair }; { $first } en { $second } hebben daarnaast alleen { $digit }, dus een van beide is { $digit } (anders kon de rechthoek ruilen en had de puzzel twee oplossingen), dus { $removals }
explain-unique-rectangle-3 = { $corners } liggen in twee blokken en twee ervan bevatten precies { $pair }; { $first } en { $second } kunnen niet ook allebei { $pair } zijn (de waarden konden ruilen en de puzzel had twee oplossingen), dus een van beide is { $extra }. Met { $cells } in { $unit } vormt dat een naakte groep op { $digits }: { $removals }
explain-unique-rectangle-4 = { $corners } bevatten { $pair }; in { $unit } kan de { $digit } alleen in { $first } en { $second }, dus een van beide is { $digit }, en geen van beide mag { $other } zijn (de rechthoek kon ruilen en de puzzel had twee oplossingen), dus { $removals }
explain-unique-rectangle-5 = { $corners } liggen in twee blokken en bevatten { $pair }; { $cells } hebben daarnaast alleen { $digit }. Als geen ervan { $digit } was, bevatten de vier hoeken alleen { $pair } en konden ze ruilen (twee oplossingen), dus een ervan is { $digit }: { $removals }
explain-unique-rectangle-6 = { $corners } liggen in twee blokken; { $first } en { $second } bevatten precies { $pair }, en in { $unit1 } en { $unit2 } kan de { $digit } alleen in de hoeken. Als { $third } of { $fourth } { $digit } was, waren alle vier hoeken { $pair } in een patroon dat kon ruilen (twee oplossingen): { $removals }
unique-rectangle-missing = { $corners } liggen in twee blokken; als alle vier alleen { $pair } bevatten (sommige missen er al een van), konden de twee waarden ruilen en had de puzzel twee oplossingen
explain-unique-rectangle-missing-1 = { $lead }. Drie hoeken bevatten precies { $pair }, dus { $cell } mag geen { $pair } zijn: { $removals }
explain-unique-rectangle-missing-2 = { $lead }. De twee andere, { $first } en { $second }, hebben daarnaast alleen { $digit }, dus een van beide is { $digit }: { $removals }
explain-unique-rectangle-missing-4 = { $lead }. In { $unit } kan de { $digit } alleen in { $first } en { $second }, dus een van beide is { $digit }, en geen van beide mag { $other } zijn: { $removals }

## Avoidable en hidden rectangles

explain-avoidable-rectangle-1 = { $corners } liggen in twee blokken; { $first } en { $second } zijn { $value } en { $third } is { $digit }, geen ervan gegeven. Als { $cell } ook { $digit } was, konden de vier { $digit } en { $value } ruilen (twee oplossingen): { $removals }
explain-avoidable-rectangle-2 = { $corners } liggen in twee blokken; { $first } is { $value1 } en { $second } is { $value2 }, geen van beide gegeven. Als { $cell1 } { $value1 } was en { $cell2 } { $value2 }, konden de vier ruilen (twee oplossingen), dus een van beide is { $digit }, hun enige andere kandidaat: { $removals }
explain-hidden-rectangle = { $corners } liggen in twee blokken en { $corner } bevat precies { $pair }. In { $row } en in { $column } kan de { $digit } alleen in de hoeken; als { $cell } { $other } was, waren { $first } en { $second } allebei { $digit } en { $corner } { $other }, een patroon van { $pair } dat kon ruilen (twee oplossingen): { $removals }

## Unique loop

unique-loop = { $cells } vormen een lus van { $count } vakjes, twee in elke eenheid die ze raakt, allemaal { $pair }
explain-unique-loop-1 = { $looped }, behalve { $cell }: als { $cell } ook alleen { $pair } had, konden de twee cijfers langs de lus ruilen en had de puzzel twee oplossingen, dus het is geen van beide: { $removals }
explain-unique-loop-2 = { $looped }, behalve { $cells }, die ook { $digit } bevatten: als geen ervan { $digit } was, konden de twee cijfers langs de lus ruilen en had de puzzel twee oplossingen, dus een ervan is { $digit }: { $removals }
explain-unique-loop-4 = { $looped }, behalve { $first } en { $second }, die samen in { $unit } liggen, waar de { $digit } alleen in die twee kan: een van beide is { $digit }, dus geen van beide mag { $other } zijn (de ander liet de lus anders helemaal { $digits }: twee oplossingen): { $removals }
# Same as English
title-unique-loop = { $technique } (type { $kind })

## BUG+1

explain-bug = Elk leeg vakje behalve { $cell } heeft twee kandidaten; zonder de { $digit } daar had elk cijfer twee plekken in elke eenheid, een patroon met twee oplossingen, dus { $cell } is { $digit }
