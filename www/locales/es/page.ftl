# El texto estático de la página (index.html, `data-l10n-id`) y las palabras de sus controles, en español.

## Settings

settings = Ajustes
settings-language = Idioma
settings-language-browser = El del navegador
settings-theme = Tema
settings-theme-system = El del sistema
settings-theme-light = Claro
settings-theme-dark = Oscuro
settings-timer = Mostrar el cronómetro
settings-autoclean = Borrar notas al colocar un número
settings-peers = Resaltar fila, columna y bloque
settings-same = Resaltar el mismo número
settings-digitfirst = Número primero: elige un número y luego toca sus celdas
settings-autocheck = Marcar al instante las entradas erróneas (cuenta como ayuda)
settings-conflicts = Marcar las celdas que incumplen una regla
settings-counts = Mostrar cuántos quedan de cada símbolo
settings-colour-numbers = Mostrar los números de color en las celdas coloreadas
settings-notation = Mostrar también las cadenas en notación Eureka, para expertos
settings-assists-note = Con todas las ayudas desactivadas (conflictos, entradas erróneas, limpieza de notas, mismo número, recuentos), las estadísticas cuentan la partida como resuelta sin ayudas.
settings-backup-export = Exportar copia de seguridad
settings-backup-import = Importar copia de seguridad
settings-backup-note = Una copia de seguridad es un archivo con todas las partidas guardadas, tus estadísticas y tus ajustes, para conservarlo o importarlo en otro dispositivo. Al importarla se reemplaza lo que guarda este navegador (se pide confirmación antes).
