# Der statische Text der Seite (index.html, `data-l10n-id`) und die Wörter ihrer Bedienelemente, auf Deutsch.

## Settings

settings = Einstellungen
settings-language = Sprache
settings-language-browser = Wie im Browser
settings-theme = Design
settings-theme-system = Wie im System
settings-theme-light = Hell
settings-theme-dark = Dunkel
settings-timer = Zeit anzeigen
settings-autoclean = Notizen entfernen, wenn eine Ziffer gesetzt wird
settings-peers = Zeile, Spalte und Block hervorheben
settings-same = Gleiche Ziffer hervorheben
settings-digitfirst = Ziffer zuerst: eine Ziffer wählen, dann ihre Zellen antippen
settings-autocheck = Falsche Einträge sofort markieren (zählt als Hilfe)
settings-conflicts = Zellen markieren, die eine Regel verletzen
settings-counts = Anzeigen, wie viele von jedem Symbol noch fehlen
settings-colour-numbers = Farbnummern in gefärbten Zellen anzeigen
settings-notation = Ketten auch in Eureka-Notation zeigen, für Fortgeschrittene
settings-assists-note = Sind alle Hilfen aus (Konflikte, falsche Einträge, Notizen aufräumen, gleiche Ziffer, Anzahlen), zählt die Statistik die Lösung als ohne Hilfen gelöst.
settings-backup-export = Sicherung exportieren
settings-backup-import = Sicherung importieren
settings-backup-note = Eine Sicherung ist eine Datei mit allen gespeicherten Spielen, deiner Statistik und deinen Einstellungen, zum Aufbewahren oder zum Importieren auf einem anderen Gerät. Beim Importieren wird ersetzt, was dieser Browser gespeichert hat (vorher wird gefragt).
