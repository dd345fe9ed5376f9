# The engine's words (engine-learn.ftl, src/text): the technique library (Learn): each technique's description, practice verdicts, and the mistakes a hint finds.
# The same messages as www/locales/en/engine-learn.ftl, in this language.

## Veredictos de la práctica (src/learn.rs: check, check_all)

verdict-right = ¡Correcto! { $line }
verdict-nothing-place = Aún no has escrito nada: busca la técnica «{ $technique }» y escribe lo que coloca.
verdict-nothing-notes = Aún no has marcado nada: busca la técnica «{ $technique }» y escribe el dígito que coloca o quita las notas que descarta.
verdict-missed-place = { $digit } en { $cell }
verdict-missed-remove = { $digit } de { $cell }
verdict-partly = Correcto en parte: { $done } de { $total } encontrados. Faltan: { $missed }.
verdict-wrong-entry = Incorrecto: { $why }.
verdict-not-placed = Incorrecto: la técnica «{ $technique }» no coloca un { $digit } en { $cell }.
verdict-not-removed = Incorrecto: la técnica «{ $technique }» no descarta el { $digit } en { $cell }.
verdict-not-removed-on = Incorrecto: la técnica «{ $technique }» no descarta el { $digit } en { $cell }; actúa sobre { $units }.
verdict-needed = { $verdict } El { $digit } es el dígito que necesita { $cell }: sin él, el sudoku no tiene solución.

## «Encontrarlos todos»

# Same as English
verdict-steps-sep = { "; " }
verdict-all-right = { $count ->
    [one] ¡Correcto! Encontrado: { $steps }.
   *[other] ¡Correcto! Los { $count } encontrados: { $steps }.
}
verdict-all-nothing = { $count ->
    [one] Aún no has marcado nada: aquí hay uno. Busca la técnica «{ $technique }», quita las notas que descarta (o escribe lo que coloca) y pulsa Comprobar.
   *[other] Aún no has marcado nada: aquí hay { $count }. Busca cada caso de la técnica «{ $technique }», quita las notas que descartan (o escribe lo que colocan) y pulsa Comprobar.
}
verdict-all-partly = { $found } de { $count } encontrados. Faltan: { $steps }.
verdict-all-not-removed = Incorrecto: ningún caso de la técnica «{ $technique }» descarta aquí el { $digit } en { $cell }.

## No se encontró una posición de práctica (src/wasm/teach.rs)

practice-too-rare = { $tried ->
    [one] La técnica «{ $technique }» es demasiado rara: no se encontró ninguna posición en { $tried } sudoku
   *[other] La técnica «{ $technique }» es demasiado rara: no se encontró ninguna posición en { $tried } sudokus
}
practice-too-rare-in-time = { $tried ->
    [one] La técnica «{ $technique }» es demasiado rara: no se encontró ninguna posición en { $tried } sudoku en el tiempo disponible
   *[other] La técnica «{ $technique }» es demasiado rara: no se encontró ninguna posición en { $tried } sudokus en el tiempo disponible
}
